#!/usr/bin/env bash
# How the sparse-space engine scales with threads, timing what a user runs:
# `nimlab values --octal CODE -n N --threads T` (process start included) for T = 1, 2, 4, ... up to
# the machine's cores, one run at a time. For each (code, T) one row: wall seconds, CPU seconds
# (user + system), peak memory, the speedup over T = 1 (wall), and whether the values printed are
# byte-identical to those of T = 1 (sha256 of stdout).
#
# Usage: bench_threads.sh [N] [CODE...]
#   N defaults to 2097152 (2^21); codes default to .161 .014 grundy (the open games of the
#   frontier computations; "grundy" is Grundy's game). env BUILD (default ./build), THREADS (the
#   thread counts, default "1 2 4 ... nproc").
set -euo pipefail
count="${1:-2097152}"
shift || true
codes=("$@")
[[ ${#codes[@]} -gt 0 ]] || codes=(.161 .014 grundy)
nimlab="${BUILD:-build}/lib/nimlab"
[[ -x /usr/bin/time ]] || { echo "bench_threads.sh: needs /usr/bin/time (Debian: time)" >&2; exit 2; }
cores=$(nproc)
if [[ -n "${THREADS:-}" ]]; then
  read -r -a counts <<<"$THREADS"
else
  counts=()
  for ((t = 1; t < cores; t *= 2)); do counts+=("$t"); done
  counts+=("$cores")
fi

echo "# nimlab $("$nimlab" --version 2>/dev/null | head -1), commit $(git rev-parse --short HEAD 2>/dev/null || echo -)"
echo "# $(date -u +%FT%TZ) on $(uname -n), $cores cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# command timed: $nimlab values GAME -n $count --threads T"
printf "%-7s %7s %9s %9s %8s %8s %s\n" game threads wall_s cpu_s MiB speedup identical
for code in "${codes[@]}"; do
  if [[ "$code" == grundy ]]; then game=(--game grundy); else game=(--octal "$code"); fi
  base_wall="" base_sum=""
  for t in "${counts[@]}"; do
    times=$(mktemp)
    sum=$(/usr/bin/time -f "%e %U %S %M" -o "$times" "$nimlab" values "${game[@]}" -n "$count" \
      --threads "$t" --max-work 18000000000000000000 | sha256sum | cut -c1-16)
    read -r wall user sys kib < <(tail -n 1 "$times")
    rm -f "$times"
    [[ -n "$base_wall" ]] || { base_wall=$wall; base_sum=$sum; }
    awk -v c="$code" -v t="$t" -v w="$wall" -v u="$user" -v s="$sys" -v k="$kib" -v b="$base_wall" \
      -v same="$([[ "$sum" == "$base_sum" ]] && echo yes || echo NO)" \
      'BEGIN { printf "%-7s %7d %9.2f %9.2f %8.0f %8.2f %s\n", c, t, w, u + s, k / 1024, b / w, same }'
  done
done
