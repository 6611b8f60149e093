#!/usr/bin/env bash
# `nimlab solve --misere` through the misere quotient on positions of about 10^2, 10^4 and 10^6
# tokens, timing what a user runs: the whole process, start and output included. The quotient
# Q_n (n the largest heap) is computed in every run; --verbose makes solve print, on stderr, the
# time it spent computing Q_n and the time of the whole answer, shown here as q_ms and solve_ms.
# One row per (game, position):
#   game tokens heaps largest  route  outcome  winning  q_ms  solve_ms  wall_ms  MiB
#
# Usage: bench_misere_solve.sh [CODE...]   (default .77 .07 .137 .1377)
#   env BUILD (default ./build), MAX (largest heap, default 20).
set -euo pipefail
build="${BUILD:-build}"
nimlab="$build/lib/nimlab"
max="${MAX:-20}"
[[ -x "$nimlab" ]] || { echo "bench_misere_solve.sh: build $nimlab first" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "bench_misere_solve.sh: needs /usr/bin/time (Debian: time)" >&2; exit 2; }
codes=("$@")
[[ ${#codes[@]} -gt 0 ]] || codes=(.77 .07 .137 .1377)

# Heaps 1..max, `count` of each, then single heaps of max, max-1, ... up to `tokens` in all.
heaps_of() {
  local tokens=$1 count=$(( $1 / (max * (max + 1) / 2) )) list="" left h
  for ((h = 1; h <= max; ++h)); do
    [[ $count -gt 0 ]] && list+="${list:+,}${h}x${count}"
  done
  left=$(( tokens - count * max * (max + 1) / 2 ))
  for ((h = max; left > 0; h = h > 1 ? h - 1 : max)); do
    [[ $h -le $left ]] || continue
    list+="${list:+,}$h"
    left=$(( left - h ))
  done
  echo "$list"
}

ms() {  # "solve: computing ...: 12.3 ms" or "... 1.2 s" -> milliseconds
  awk '{ v = $(NF - 1); u = $NF; if (u == "s") v *= 1000; else if (u == "µs") v /= 1000;
         else if (u == "min") v *= 60000; printf "%.1f", v }'
}

echo "# $(uname -m), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg); nimlab $("$nimlab" --version)"
printf '%-6s %8s %7s %7s %-16s %-7s %8s %8s %8s %8s %6s\n' game tokens heaps largest route \
  outcome winning q_ms solve_ms wall_ms MiB
for code in "${codes[@]}"; do
  for tokens in 100 10000 1000000; do
    heaps=$(heaps_of "$tokens")
    err=$(mktemp)
    start=$(date +%s%N)
    json=$(/usr/bin/time -f '%M' -o "$err.mem" "$nimlab" solve --octal "$code" --misere \
      --heaps "$heaps" --json --verbose 2>"$err")
    wall=$(( ($(date +%s%N) - start) / 1000000 ))
    q=$(grep 'computing the misere quotient' "$err" | ms || true)
    s=$(grep 'solving by' "$err" | ms)
    python3 -c '
import json, sys
code, tokens, largest, q, s, wall, kib = sys.argv[1:]
j = json.load(sys.stdin)
tok, n, route, out, win = sum(j["heaps"]), len(j["heaps"]), j["method"], j["outcome"], j["winning_move_count"]
print(f"{code:<6} {tok:>8} {n:>7} {largest:>7} {route:<16} {out:<7} {win:>8} {q:>8} {s:>8} {wall:>8} {int(kib)/1024:>6.1f}")
' "$code" "$tokens" "$max" "${q:-0}" "$s" "$wall" "$(cat "$err.mem")" <<<"$json"
    rm -f "$err" "$err.mem"
  done
done
