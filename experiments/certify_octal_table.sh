#!/usr/bin/env bash
# Certifies every proven code of a sweep table: for each code the table lists as proven,
# `nimlab period --octal CODE --certificate F` (what a user runs, with its defaults) must prove the
# same preperiod and period, and `nimlab-check F` must accept the certificate with them. The
# certificates go into one compressed archive, and one row per code into a CSV beside it.
#
# Usage: certify_octal_table.sh [--jobs J] OUT.tar.xz TABLE...
#   TABLE  a merged table (data/octal/octal3.json: its "codes") or shards of sweep_octal.sh
#          (JSON lines); only the codes with "status": "proven" are certified
#   --jobs local processes, one code each (default: the number of cores)
# Writes OUT.tar.xz (the certificates, named dotCODE.json / 4dotCODE.json, in a reproducible tar)
# and OUT.csv ('#' provenance lines, then code, preperiod, period, certificate bytes, sha256,
# verdict: "accepted" when both programs agree with the table and nimlab-check accepts, else what
# differed). Exit 1 when any code is not accepted. Resumable: killed, it redoes only the codes
# under way when started again with the same OUT. Env BUILD (default ./build).
set -euo pipefail
cores=$(nproc 2>/dev/null || echo 2)
jobs=$cores
while [[ $# -gt 0 && "$1" == --* ]]; do
  case "$1" in
    --jobs) jobs="$2"; shift 2 ;;
    *) echo "nimlab: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
if [[ $# -lt 2 || "$1" != *.tar.xz ]]; then
  echo "usage: certify_octal_table.sh [--jobs J] OUT.tar.xz TABLE..." >&2
  exit 2
fi
out="$1"
shift
tables=("$@")
for t in "${tables[@]}"; do
  [[ -r "$t" ]] || { echo "nimlab: $t: cannot read the table" >&2; exit 2; }
done
nimlab="${BUILD:-build}/lib/nimlab"
checker="${BUILD:-build}/proofs/nimlab-check"
for program in "$nimlab" "$checker"; do
  [[ -x "$program" ]] || { echo "nimlab: $program not found (scripts/build.sh)" >&2; exit 2; }
done
base="${out%.tar.xz}"
work="$base.parts"
mkdir -p "$work"

# code <tab> preperiod <tab> period, for every proven code of the tables
list=$(jq -r 'if type == "object" and has("codes") then .codes[] else . end
              | select(.status == "proven") | [.code, .preperiod, .period] | @tsv' "${tables[@]}")
[[ -n "$list" ]] || { echo "nimlab: no proven code in ${tables[*]}" >&2; exit 2; }

certify_one() {
  local code="$1" mu="$2" p="$3"
  local name="${code/./dot}"
  local row="$work/$name.row"
  [[ -e "$row" ]] && return 0
  local cert="$work/$name.json" verdict report
  rm -f "$cert"
  if ! report=$("$nimlab" period --octal "$code" --certificate "$cert" --json 2>/dev/null); then
    verdict="period-failed"
  elif [[ "$(jq -r '"\(.proven) \(.preperiod) \(.period)"' <<<"$report")" != "true $mu $p" ]]; then
    verdict="period-differs:$(jq -r '"\(.proven)/\(.preperiod)/\(.period)"' <<<"$report")"
  elif ! report=$("$checker" --json "$cert" 2>/dev/null); then
    verdict="rejected"
  elif [[ "$(jq -r '"\(.preperiod) \(.period)"' <<<"$report")" != "$mu $p" ]]; then
    verdict="checker-differs:$(jq -r '"\(.preperiod)/\(.period)"' <<<"$report")"
  else
    verdict="accepted"
  fi
  local bytes=0 sum=-
  if [[ -e "$cert" ]]; then
    bytes=$(stat -c %s "$cert")
    sum=$(sha256sum "$cert" | cut -c1-64)
  fi
  printf '%s,%s,%s,%s,%s,%s\n' "$code" "$mu" "$p" "$bytes" "$sum" "$verdict" >"$row.tmp"
  mv "$row.tmp" "$row"
}
export -f certify_one
export work nimlab checker
start=$(date +%s.%N)
commit="$(git rev-parse HEAD 2>/dev/null || echo unknown)"
started="$(date -u +%FT%TZ)"
# One process per core: each engine then keeps to one thread.
if ((jobs > 1)); then export OMP_NUM_THREADS=1; fi
printf '%s\n' "$list" | xargs -P "$jobs" -L 1 bash -c 'certify_one "$1" "$2" "$3"' _

{
  echo "# command: experiments/certify_octal_table.sh $out ${tables[*]}"
  echo "# nimlab $("$nimlab" --version | head -1), commit $commit, started $started," \
    "$(uname -n) $cores cores, wall $(echo "$(date +%s.%N) - $start" | bc) s of the last start"
  echo "# each code: nimlab period --octal CODE --certificate F (defaults), then nimlab-check F"
  echo "code,preperiod,period,certificate_bytes,sha256,verdict"
  while IFS=$'\t' read -r code _ _; do cat "$work/${code/./dot}.row"; done <<<"$list"
} >"$base.csv.tmp"
mv "$base.csv.tmp" "$base.csv"
# A reproducible archive: names sorted, no dates or owners of this machine.
(cd "$work" && find . -name '*.json' -printf '%P\n' | LC_ALL=C sort |
  tar --create --xz --file "../$(basename "$out").tmp" --no-recursion --mtime=@0 --owner=0 \
    --group=0 --numeric-owner --mode=a+r,u+w,go-w --files-from=-)
mv "$(dirname "$out")/$(basename "$out").tmp" "$out"
accepted=$(grep -c ',accepted$' "$base.csv" || true)
total=$(wc -l <<<"$list")
echo "certify_octal_table: $accepted of $total codes accepted; $out, $base.csv" >&2
if ((accepted != total)); then
  grep -v ',accepted$' "$base.csv" | grep -v '^#' | grep -v '^code,' >&2
  exit 1
fi
rm -r "$work"
