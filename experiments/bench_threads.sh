#!/usr/bin/env bash
# How the sparse-space engine (and the three-heap one of hexadecimal codes) scales with threads,
# timing what a user runs: `nimlab values --octal CODE -n N --threads T` (process start
# included) for T = 1, 2, 4, ... up to the machine's cores, one run at a time, on an idle
# machine and beside one CPU-bound process at nice 19 (a shell loop: a background job that
# should cost the run almost nothing).
# REPEAT rounds go over the conditions and, within each, the thread counts in turn (idle T = 1,
# 2, ..., nice19 T = 1, 2, ..., idle T = 1, ...), so that a slow spell of a shared machine hits
# every condition and count alike (run one condition after the other, a slow spell once held
# all three two-thread runs of .161 beside the loop, 2.26 to 2.32 s, and gave 1.50 where other
# runs gave 1.70). For each (code, beside, T) one row: the fastest run's wall seconds, the
# median wall seconds, the fastest run's CPU seconds (user + system; a waiting thread spins for
# a while, so CPU exceeds work) and peak memory, the speedup over T = 1 under the same condition
# (fastest against fastest), and whether the values printed were byte-identical to those of the
# first run (T = 1 on the idle machine) in every run (sha256 of stdout). Before each code's
# rows, a comment line per condition with the speed of each CPU on its own under it and the most
# two threads can gain on them (cpu_speeds below).
#
# Usage: bench_threads.sh [N] [CODE...]
#   N defaults to 2097152 (2^21); codes default to .161 .014 grundy (the open games of the
#   frontier computations; "grundy" is Grundy's game; hex:CODE a hexadecimal code, whose
#   three-heap splits have their own engine, e.g. `THREADS="1 2" BESIDE=idle bench_threads.sh
#   65536 hex:.9`, the limit of such codes). env BUILD (default ./build), THREADS (the
#   thread counts, default "1 2 4 ... nproc"), BESIDE (default "idle nice19"), CPUS (a taskset
#   list, e.g. "0,1": the runs and the busy process share only those CPUs, as on a two-core
#   machine), REPEAT (rounds, default 3), MAX_WORK (passed as --max-work; by default none, so
#   the runs are the user's command as it is).
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
repeat="${REPEAT:-3}"
# The command a user runs, with nimlab's own work limit unless MAX_WORK raises it (needed only
# for sizes that limit refuses up front).
max_work=()
[[ -z "${MAX_WORK:-}" ]] || max_work=(--max-work "$MAX_WORK")
if ! [[ "$repeat" =~ ^[1-9][0-9]*$ ]]; then
  echo "bench_threads.sh: REPEAT must be a positive integer, not '$repeat'" >&2
  exit 2
fi

# The speed of each CPU on its own: a fixed one-thread run (2^18 values of .161) pinned to it,
# fastest of three. A shared machine may give its virtual CPUs unequal shares of the host
# (measured here: one of two CPUs about 1.5 times slower than the other through a run), which
# bounds what two threads can gain over one: at best the sum of the two fastest speeds over the
# fastest. Prints a comment line.
cpu_speeds() {
  local cpu run t best line="" speeds=()
  local cpus
  if [[ -n "${CPUS:-}" ]]; then
    IFS=, read -r -a cpus <<<"$CPUS"
  else
    mapfile -t cpus < <(seq 0 $(($(nproc) - 1)))
  fi
  for cpu in "${cpus[@]}"; do
    best=""
    for run in 1 2 3; do
      t=$( { TIMEFORMAT=%R; time taskset -c "$cpu" "$nimlab" values --octal .161 -n 262144 \
        --threads 1 >/dev/null; } 2>&1)
      if [[ -z "$best" ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
    done
    line+=" cpu$cpu $best s,"
    speeds+=("$best")
  done
  echo "# $1: one thread pinned to each CPU (2^18 values of .161, fastest of 3):${line%,};" \
    "at best, two threads gain $(printf '%s\n' "${speeds[@]}" | sort -g | head -2 |
      awk 'NR == 1 { f = $1 } { s += f / $1 } END { printf "%.2f", s }') over one"
}

busy=""
stop_busy() { [[ -z "$busy" ]] || { kill "$busy" 2>/dev/null || true; wait "$busy" 2>/dev/null || true; busy=""; }; }
trap stop_busy EXIT

echo "# nimlab $("$nimlab" --version 2>/dev/null | head -1), commit $(git rev-parse --short HEAD 2>/dev/null || echo -)"
echo "# $(date -u +%FT%TZ) on $(uname -n) ($(uname -r)), $cores cores${CPUS:+ (CPUs $CPUS)}, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# command timed: $nimlab values GAME -n $count --threads T${MAX_WORK:+ --max-work $MAX_WORK}, $repeat rounds over the conditions and counts in turn"
printf "%-7s %-7s %7s %9s %9s %9s %8s %8s %s\n" game beside threads wall_s median_s cpu_s MiB speedup identical
start_busy() {
  case "$1" in
    idle) ;;
    nice19) "${pin[@]}" nice -n 19 bash -c 'while :; do :; done' & busy=$! ;;
  esac
}
for beside in "${conditions[@]}"; do
  case "$beside" in
    idle | nice19) ;;
    *) echo "bench_threads.sh: unknown condition '$beside' (idle or nice19)" >&2; exit 2 ;;
  esac
done
for code in "${codes[@]}"; do
  case "$code" in
    grundy) game=(--game grundy) ;;
    hex:*) game=(--hex "${code#hex:}") ;;
    *) game=(--octal "$code") ;;
  esac
  idle_sum=""
  if command -v taskset >/dev/null; then
    for beside in "${conditions[@]}"; do
      start_busy "$beside"
      cpu_speeds "$code $beside"
      stop_busy
    done
  fi
  # Rounds over the conditions and, within each, the thread counts in turn, so that a slow
  # spell of the machine hits every condition and count alike; each (condition, count) reports
  # its fastest run (the machine only ever adds time). Keys: "beside,T".
  declare -A best_wall=() best_cpu=() best_kib=() walls=() same=()
  for ((round = 1; round <= repeat; ++round)); do
    for beside in "${conditions[@]}"; do
      start_busy "$beside"
      for t in "${counts[@]}"; do
        key="$beside,$t"
        times=$(mktemp)
        run=("${pin[@]}" "$nimlab" values "${game[@]}" -n "$count" --threads "$t" "${max_work[@]}")
        if [[ -x /usr/bin/time ]]; then
          sum=$(/usr/bin/time -f "%e %U %S %M" -o "$times" "${run[@]}" | sha256sum | cut -c1-16)
        else  # bash's own timer: no peak memory
          sum=$({ TIMEFORMAT="%R %U %S 0"; time "${run[@]}" | sha256sum | cut -c1-16; } 2>"$times")
        fi
        read -r wall user sys kib < <(tail -n 1 "$times")
        rm -f "$times"
        [[ -n "$idle_sum" ]] || idle_sum=$sum
        [[ "$sum" == "$idle_sum" ]] || same[$key]=NO
        walls[$key]+="$wall "
        if [[ -z "${best_wall[$key]:-}" ]] ||
          awk -v a="$wall" -v b="${best_wall[$key]}" 'BEGIN { exit !(a < b) }'; then
          best_wall[$key]=$wall
          best_cpu[$key]=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
          best_kib[$key]=$kib
        fi
      done
      stop_busy
    done
  done
  for beside in "${conditions[@]}"; do
    base_wall=${best_wall[$beside,${counts[0]}]}
    for t in "${counts[@]}"; do
      key="$beside,$t"
      median=$(tr ' ' '\n' <<<"${walls[$key]}" | grep . | sort -g |
        awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
      awk -v c="$code" -v x="$beside" -v t="$t" -v w="${best_wall[$key]}" -v m="$median" \
        -v u="${best_cpu[$key]}" -v k="${best_kib[$key]}" -v b="$base_wall" -v same="${same[$key]:-yes}" \
        'BEGIN { printf "%-7s %-7s %7d %9.2f %9.2f %9.2f %8.0f %8.2f %s\n", c, x, t, w, m, u, k / 1024, b / w, same }'
    done
  done
  unset best_wall best_cpu best_kib walls same
done
