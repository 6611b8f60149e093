#!/usr/bin/env bash
# nimlab against a published sparse-space solver, side by side in one run.
#
# The peer is any program that takes an octal code as its only argument and prints
# "Found period start=MU period=P" once it proves a period, doubling n like nimlab does: Czajka's
# octal-games (old/src/analyze_exec.cc, C++) is one. Build it OUTSIDE the repository, e.g.
#   git clone https://github.com/tczajka/octal-games /tmp/octal-games
#   cd /tmp/octal-games/old/src && g++ -O2 -std=c++11 game.cc hadamard.cc analyze_exec.cc -o /tmp/analyze
# (the flags of its Makefile). For each code this prints, in one table:
#   engine_s     nimlab's sparse engine doubling n until the octal theorem proves the period
#                (exp_octal_solve: the loop `nimlab period` runs, without its cross-checking finders)
#   cli_s        `nimlab period --octal CODE --max-values 2^28` end to end, wall clock (two
#                finders and the agreement check)
#   classical_s  the classical enumeration over the same n (only when n <= CLASSICAL_LIMIT;
#                its own wall clock inside exp_octal_solve)
#   peer_s       the peer
#   peer/engine  the ratio of the two
# and the (preperiod, period) each found. engine_s and peer_s are CPU seconds (user + system)
# of the whole process, which load from other processes on a shared machine disturbs less than
# wall time; engine_s covers exp_octal_solve's values, prefix copies and period checks at each
# doubling, as peer_s covers the peer's own. Runs are sequential, one code at a time.
#
# Usage: bench_octal_peer.sh PEER_BINARY [CODE...]
#   env BUILD (default ./build), CLASSICAL_LIMIT (default 20000), PEER_TIMEOUT (default 3600 s),
#   SKIP_CLI=1 to leave out the cli_s column (it recomputes values for each of its finders)
set -euo pipefail
if [[ $# -lt 1 || ! -x "$1" ]]; then
  echo "usage: bench_octal_peer.sh PEER_BINARY [CODE...]" >&2
  exit 2
fi
peer="$1"
shift
codes=("$@")
[[ ${#codes[@]} -gt 0 ]] || codes=(.165 .156 .356 .644 .45 .127 .16 .56)
build="${BUILD:-build}"
solve="$build/experiments/exp_octal_solve"
nimlab="$build/lib/nimlab"
limit="${CLASSICAL_LIMIT:-20000}"
now() { date +%s.%N; }
cpu() {  # runs a command: its stdout in $cpu_out, its CPU seconds in $cpu_s
  local t
  t=$(mktemp)
  cpu_out=$(/usr/bin/time -f "%U %S" -o "$t" "$@" || true)
  cpu_s=$(awk '{print $1 + $2}' "$t")
  rm -f "$t"
}

echo "# nimlab $("$nimlab" --version 2>/dev/null | head -1), commit $(git rev-parse --short HEAD 2>/dev/null || echo -)"
echo "# peer $peer; $(date -u +%FT%TZ) on $(uname -n), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-6s %10s %10s %10s %11s %10s %11s %-20s %-20s %s\n" code n engine_s cli_s classical_s \
  peer_s peer/engine nimlab peer agree
for code in "${codes[@]}"; do
  cpu "$solve" --quiet --json "$code"
  row="$cpu_out"
  engine="$cpu_s"
  n=$(jq -r .n <<<"$row")
  classical=-
  if (( n <= limit )); then  # a second run, for the classical loop's own clock
    classical=$("$solve" --quiet --json --classical-limit "$limit" "$code" |
      jq -r '.classical_seconds | . * 1000 | round / 1000')
  fi
  ours="$(jq -r '"\(.preperiod // "-") \(.period // "-")"' <<<"$row")"
  cli=-
  if [[ -z "${SKIP_CLI:-}" ]]; then
    t0=$(now)
    "$nimlab" period --octal "$code" --max-values 268435456 >/dev/null 2>&1
    cli=$(printf "%.2f" "$(echo "$(now) - $t0" | bc)")
  fi
  cpu timeout "${PEER_TIMEOUT:-3600}" "$peer" "$code"
  peer_s="$cpu_s"
  found=$(grep -o 'start=[0-9]* period=[0-9]*' <<<"$cpu_out" || true)
  theirs=$(sed -E 's/start=([0-9]+) period=([0-9]+)/\1 \2/' <<<"$found")
  [[ -n "$theirs" ]] || theirs="none"
  agree=$([[ "$ours" == "$theirs" ]] && echo yes || echo NO)
  ratio=-  # CPU clocks tick by 10 ms: shorter runs give no ratio
  if (( $(echo "$engine >= 0.05 && $peer_s >= 0.05" | bc) )); then
    ratio=$(printf "%.1f" "$(echo "$peer_s / $engine" | bc -l)")
  fi
  printf "%-6s %10s %10.2f %10s %11s %10.2f %11s %-20s %-20s %s\n" "$code" "$n" "$engine" "$cli" \
    "$classical" "$peer_s" "$ratio" "($ours)" "($theirs)" "$agree"
done
