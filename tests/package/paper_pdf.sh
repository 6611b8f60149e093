#!/usr/bin/env bash
# The paper's numbers come from data/: in a copy of the tree, scripts/paper_tables.sh must
# regenerate exactly the committed paper/generated/, paper/errata.md and paper/nimlab-full.md
# (no figure is stale), scripts/paper.sh must build the PDF in one command, and the numbers of
# the abstract, read back from the text of both the rebuilt and the committed PDF, must be the
# values computed from data/.
# Usage: paper_pdf.sh SOURCE_DIR
set -euo pipefail
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

mkdir -p "$tmp/tree"
cp -r "$src/data" "$src/paper" "$src/scripts" "$tmp/tree/"
tree=$tmp/tree

bash "$tree/scripts/paper_tables.sh" 2>/dev/null || fail "scripts/paper_tables.sh"
# values.csv carries the time of generation in one line; everything else must match.
without_date() { grep -v '^paper\.generated,' "$1"; }
diff <(without_date "$src/paper/generated/values.csv") <(without_date "$tree/paper/generated/values.csv") ||
  fail "paper/generated/values.csv is stale: run scripts/paper.sh"
for f in paper/nimlab-full.md paper/errata.md $(cd "$src" && ls paper/generated/*.md); do
  diff -q "$src/$f" "$tree/$f" >/dev/null || fail "$f is stale: run scripts/paper.sh"
done

bash "$tree/scripts/paper.sh" 2>"$tmp/paper.log" || { cat "$tmp/paper.log" >&2; fail "scripts/paper.sh"; }
[ -s "$tree/paper/nimlab.pdf" ] || fail "no paper/nimlab.pdf"

value() { awk -F, -v k="$1" '$1 == k { print $2 }' "$tree/paper/generated/values.csv"; }
claims=$(value reproduce.claims)
reproduced=$(value reproduce.reproduced)
holds_except=$(value reproduce.holds_except)
differs=$(value reproduce.differs)
not_checkable=$(value reproduce.not_checkable)

# The abstract's counts, recomputed from data/reproduce/report.md by a route of their own: the
# sum of the per-section tables (claims, reproduced, holds-except, differs, not-checkable).
read -r t_claims t_reproduced t_holds t_differs t_not < <(awk -F'|' '
  /^\| §/ { c += $4; r += $5; h += $6; d += $7; n += $8 }
  END { print c, r, h, d, n }' "$src/data/reproduce/report.md")
[ "$t_claims $t_reproduced $t_holds $t_differs $t_not" = \
  "$claims $reproduced $holds_except $differs $not_checkable" ] ||
  fail "the section tables of data/reproduce/report.md sum to $t_claims $t_reproduced $t_holds $t_differs $t_not, values.csv says $claims $reproduced $holds_except $differs $not_checkable"
# Every claim is in exactly one of the four counts the abstract gives.
[ $((reproduced + holds_except + differs + not_checkable)) -eq "$claims" ] ||
  fail "the abstract's counts add up to $((reproduced + holds_except + differs + not_checkable)), not $claims"
codes=$(value octal13.ones_threes.codes)
[ -n "$claims" ] && [ -n "$reproduced" ] && [ -n "$differs" ] && [ -n "$codes" ] ||
  fail "values missing from paper/generated/values.csv"
for pdf in "$tree/paper/nimlab.pdf" "$src/paper/nimlab.pdf"; do
  pages=$(pdfinfo "$pdf" | awk '/^Pages:/ { print $2 }')
  [ "${pages:-0}" -ge 5 ] || fail "$pdf has ${pages:-no} pages"
  text=$(pdftotext -layout "$pdf" - | tr -s ' \n' '  ')
  for phrase in "all $claims claims" "$reproduced are reproduced" "$holds_except hold except" \
    "$differs differ" "$not_checkable cannot be checked" "The nimlab authors" \
    "all $codes codes" "References" "Errata to the sources"; do
    grep -qF -- "$phrase" <<<"$text" || fail "$pdf lacks \"$phrase\""
  done
done
echo "paper: generated files up to date, PDF built ($pages pages), its numbers match data/"
