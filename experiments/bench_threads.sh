#!/usr/bin/env bash
# How the sparse-space engine (and the three-heap one of hexadecimal codes) scales with threads,
# timing what a user runs: `nimlab values --octal CODE -n N --threads T` (process start
# included) for T = 1, 2, 4, ... up to the machine's cores, one run at a time, first on an idle
# machine, then beside one CPU-bound process at nice 19 (a shell loop: a background job that
# should cost the run almost nothing).
# For each (code, beside, T) one row: wall seconds, CPU seconds (user + system), peak memory,
# the speedup over T = 1 under the same condition (wall), and whether the values printed are
# byte-identical to those of T = 1 on the idle machine (sha256 of stdout).
#
# Usage: bench_threads.sh [N] [CODE...]
#   N defaults to 2097152 (2^21); codes default to .161 .014 grundy (the open games of the
#   frontier computations; "grundy" is Grundy's game; hex:CODE a hexadecimal code, whose
#   three-heap splits have their own engine, e.g. `THREADS="1 2" BESIDE=idle bench_threads.sh
#   65536 hex:.9`, the limit of such codes). env BUILD (default ./build), THREADS (the
#   thread counts, default "1 2 4 ... nproc"), BESIDE (default "idle nice19"), CPUS (a taskset
#   list, e.g. "0,1": the runs and the busy process share only those CPUs, as on a two-core
#   machine).
set -euo pipefail
count="${1:-2097152}"
shift || true
codes=("$@")
[[ ${#codes[@]} -gt 0 ]] || codes=(.161 .014 grundy)
nimlab="${BUILD:-build}/lib/nimlab"
pin=()
if [[ -n "${CPUS:-}" ]]; then
  pin=(taskset -c "$CPUS")
  cores=$(("$(tr ',' '\n' <<<"$CPUS" | wc -l)"))
else
  cores=$(nproc)
fi
if [[ -n "${THREADS:-}" ]]; then
  read -r -a counts <<<"$THREADS"
else
  counts=()
  for ((t = 1; t < cores; t *= 2)); do counts+=("$t"); done
  counts+=("$cores")
fi
read -r -a conditions <<<"${BESIDE:-idle nice19}"

busy=""
stop_busy() { [[ -z "$busy" ]] || { kill "$busy" 2>/dev/null || true; wait "$busy" 2>/dev/null || true; busy=""; }; }
trap stop_busy EXIT

echo "# nimlab $("$nimlab" --version 2>/dev/null | head -1), commit $(git rev-parse --short HEAD 2>/dev/null || echo -)"
echo "# $(date -u +%FT%TZ) on $(uname -n) ($(uname -r)), $cores cores${CPUS:+ (CPUs $CPUS)}, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# command timed: $nimlab values GAME -n $count --threads T"
printf "%-7s %-7s %7s %9s %9s %8s %8s %s\n" game beside threads wall_s cpu_s MiB speedup identical
for code in "${codes[@]}"; do
  case "$code" in
    grundy) game=(--game grundy) ;;
    hex:*) game=(--hex "${code#hex:}") ;;
    *) game=(--octal "$code") ;;
  esac
  idle_sum=""
  for beside in "${conditions[@]}"; do
    case "$beside" in
      idle) ;;
      nice19) "${pin[@]}" nice -n 19 bash -c 'while :; do :; done' & busy=$! ;;
      *) echo "bench_threads.sh: unknown condition '$beside' (idle or nice19)" >&2; exit 2 ;;
    esac
    base_wall=""
    for t in "${counts[@]}"; do
      times=$(mktemp)
      run=("${pin[@]}" "$nimlab" values "${game[@]}" -n "$count" --threads "$t" --max-work
        18000000000000000000)
      if [[ -x /usr/bin/time ]]; then
        sum=$(/usr/bin/time -f "%e %U %S %M" -o "$times" "${run[@]}" | sha256sum | cut -c1-16)
      else  # bash's own timer: no peak memory
        sum=$({ TIMEFORMAT="%R %U %S 0"; time "${run[@]}" | sha256sum | cut -c1-16; } 2>"$times")
      fi
      read -r wall user sys kib < <(tail -n 1 "$times")
      rm -f "$times"
      [[ -n "$base_wall" ]] || base_wall=$wall
      [[ -n "$idle_sum" ]] || idle_sum=$sum
      awk -v c="$code" -v x="$beside" -v t="$t" -v w="$wall" -v u="$user" -v s="$sys" -v k="$kib" \
        -v b="$base_wall" -v same="$([[ "$sum" == "$idle_sum" ]] && echo yes || echo NO)" \
        'BEGIN { printf "%-7s %-7s %7d %9.2f %9.2f %8.0f %8.2f %s\n", c, x, t, w, u + s, k / 1024, b / w, same }'
    done
    stop_busy
  done
done
