#!/usr/bin/env bash
# Runs the command a user types, `nimlab values --octal G -n N+1` with no other flag, for the five
# octal games of the public frontier computation (.014 .034 .161 .167 .172), and compares the
# frequency of each Grundy value over heaps 1..N with the published file results/<game>/<N> of
# that computation (Rogalski's octal solver, github.com/rogalski-wmii-uni-lodz-pl/octal, to clone
# OUTSIDE this repository). One line per game: wall and CPU time of the whole command (process
# start included), peak memory, and agree or the first value whose frequency differs.
#
# Usage: values_vs_published.sh PUBLISHED_CHECKOUT [N]   (N: a power of two, default 2^24;
#        env NIMLAB: the program, default nimlab on PATH; PUBLISHED_COMMIT: see compare_frontier.sh)
set -euo pipefail
published="${1:?usage: values_vs_published.sh PUBLISHED_CHECKOUT [N]}"
n="${2:-16777216}"
nimlab="${NIMLAB:-nimlab}"
[[ -d "$published/results" ]] || { echo "values_vs_published.sh: no results/ in $published" >&2; exit 2; }
[[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "values_vs_published.sh: N must be a positive integer" >&2; exit 2; }
commit=$(git -C "$published" rev-parse HEAD 2>/dev/null || echo "${PUBLISHED_COMMIT:-unknown}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "# nimlab values --octal G -n $((n + 1)) (no other flag) against $published, commit $commit"
echo "# nimlab $("$nimlab" --version | head -1), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown); $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "# game wall_s cpu_s peak_mib verdict"
differ=0
for game in .014 .034 .161 .167 .172; do
  theirs="$published/results/0$game/$n"
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$nimlab" values --octal "$game" -n $((n + 1)) \
    > "$work/values" 2> "$work/err" || { echo "0$game: nimlab failed: $(cat "$work/err")"; differ=1; continue; }
  read -r wall user sys peak_kib < "$work/time"
  # Heaps 1..n: every value after v(0).
  tr ' ' '\n' < "$work/values" | tail -n +2 | sort -n | uniq -c | awk '{ print $2, $1 }' > "$work/ours"
  if [[ ! -f "$theirs" ]]; then
    verdict="no published file"
  else
    first=$(diff "$work/ours" <(awk '$2 != 0' "$theirs") | awk '/^[<>]/ { print $2; exit }' || true)
    if [[ -z "$first" ]]; then verdict=agree; else verdict="DIFFER from value $first"; differ=1; fi
  fi
  awk -v g="0$game" -v w="$wall" -v u="$user" -v s="$sys" -v m="$peak_kib" -v v="$verdict" \
    'BEGIN { printf "%s %.1f %.1f %.0f %s\n", g, w, u + s, m / 1024, v }'
done
[[ $differ -eq 0 ]]
