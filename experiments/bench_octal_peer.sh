#!/usr/bin/env bash
# nimlab against a published sparse-space solver, side by side in one run, timing what a user
# runs: the README's command `nimlab period --octal CODE`, with no flags, process start included.
#
# The peer is any program that takes an octal code as its only argument and prints
# "Found period start=MU period=P" once it proves a period: Czajka's octal-games
# (old/src/analyze_exec.cc, C++) is one. Build it OUTSIDE the repository, e.g.
#   git clone https://github.com/tczajka/octal-games /tmp/octal-games
#   cd /tmp/octal-games/old/src && g++ -O2 -std=c++11 game.cc hadamard.cc analyze_exec.cc -o /tmp/analyze
# (the flags of its Makefile). For each code this prints one row:
#   cli_wall cli_cpu cli_MiB     `nimlab period --octal CODE`: wall seconds, CPU seconds (user +
#                                system) and peak memory (maximum resident set) of the process
#   peer_wall peer_cpu peer_MiB  the same for the peer
#   cli/peer                     the ratio of the wall times (below 1: nimlab is faster)
#   engine_cpu                   ENGINE ONLY, for reference: exp_octal_solve, the sparse engine
#                                growing n until the suffix finder proves the period, without the
#                                cross-check, the second finder and the report (CPU seconds)
#   nimlab, peer, agree          the (preperiod, period) each printed, and whether they are equal
# and then one line with the sums over the small codes (.16 .56 .127 .165 by default). Runs are
# sequential, one code at a time, so the two programs see the same load; the header gives it.
#
# Usage: bench_octal_peer.sh PEER_BINARY [CODE...]
#   env BUILD (default ./build), PEER_TIMEOUT (default 3600 s), SMALL (the codes summed, default
#   ".16 .56 .127 .165"), SKIP_ENGINE=1 to leave out the engine-only column.
set -euo pipefail
if [[ $# -lt 1 || ! -x "$1" ]]; then
  echo "usage: bench_octal_peer.sh PEER_BINARY [CODE...]" >&2
  exit 2
fi
peer="$1"
shift
codes=("$@")
[[ ${#codes[@]} -gt 0 ]] || codes=(.16 .56 .127 .165 .354 .376)
small=" ${SMALL:-.16 .56 .127 .165} "
build="${BUILD:-build}"
nimlab="$build/lib/nimlab"
solve="$build/experiments/exp_octal_solve"
[[ -x /usr/bin/time ]] || { echo "bench_octal_peer.sh: needs /usr/bin/time (Debian: time)" >&2; exit 2; }

measure() {  # runs a command; sets out (its stdout), wall, cpu and mib
  local t
  t=$(mktemp)
  out=$(/usr/bin/time -f "%e %U %S %M" -o "$t" "$@" 2>/dev/null || true)
  read -r wall user sys kib < <(tail -n 1 "$t")
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  mib=$(awk -v k="$kib" 'BEGIN { printf "%.0f", k / 1024 }')
  rm -f "$t"
}

echo "# nimlab $("$nimlab" --version 2>/dev/null | head -1), commit $(git rev-parse --short HEAD 2>/dev/null || echo -)"
echo "# peer $peer; $(date -u +%FT%TZ) on $(uname -n), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# command timed: $nimlab period --octal CODE (no flags); engine_cpu is the engine alone"
printf "%-6s %9s %8s %8s %9s %8s %8s %8s %10s  %-20s %-20s %s\n" code cli_wall cli_cpu cli_MiB \
  peer_wall peer_cpu peer_MiB cli/peer engine_cpu nimlab peer agree
sum_cli=0 sum_peer=0
for code in "${codes[@]}"; do
  measure "$nimlab" period --octal "$code"
  ours=$(awk '/^preperiod:/ { mu = $2 } /^period:/ { p = $2 } END { print (mu == "" ? "-" : mu) " " (p == "" ? "-" : p) }' <<<"$out")
  proof=$(awk -F'[:,]' '/^proof:/ { gsub(/ /, "", $2); print $2 }' <<<"$out")
  cli_wall=$wall cli_cpu=$cpu cli_mib=$mib
  measure timeout "${PEER_TIMEOUT:-3600}" "$peer" "$code"
  theirs=$(grep -o 'start=[0-9]* period=[0-9]*' <<<"$out" | sed -E 's/start=([0-9]+) period=([0-9]+)/\1 \2/' || true)
  [[ -n "$theirs" ]] || theirs="none"
  peer_wall=$wall peer_cpu=$cpu peer_mib=$mib
  engine=-
  if [[ -z "${SKIP_ENGINE:-}" ]]; then
    measure "$solve" --quiet "$code"
    engine=$cpu
  fi
  agree=$([[ "$ours" == "$theirs" && "$proof" == "octal-theorem" ]] && echo yes || echo NO)
  ratio=$(awk -v a="$cli_wall" -v b="$peer_wall" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
  printf "%-6s %9s %8s %8s %9s %8s %8s %8s %10s  %-20s %-20s %s\n" "$code" "$cli_wall" "$cli_cpu" \
    "$cli_mib" "$peer_wall" "$peer_cpu" "$peer_mib" "$ratio" "$engine" "($ours)" "($theirs)" "$agree"
  if [[ "$small" == *" $code "* ]]; then
    sum_cli=$(awk -v a="$sum_cli" -v b="$cli_wall" 'BEGIN { print a + b }')
    sum_peer=$(awk -v a="$sum_peer" -v b="$peer_wall" 'BEGIN { print a + b }')
  fi
done
printf "# sum of wall times over%s: nimlab %.2f s, peer %.2f s, nimlab/peer %s\n" "$small" \
  "$sum_cli" "$sum_peer" \
  "$(awk -v a="$sum_cli" -v b="$sum_peer" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')"
