#!/usr/bin/env bash
# Every octal code .d1, .d1d2, .d1d2d3 (last digit non-zero: 7 + 56 + 448 = 511 codes), or with
# --first-digit 4 every code 4.d1, 4.d1d2, 4.d1d2d3 (a heap may also be split without taking a
# token: Flammenkamp's second table; 511 codes again), solved by
# exp_octal_solve up to a stated bound, in shards that can run on separate machines and are
# merged by merge_octal_sweep.py. Each code gets one JSON line: proven (preperiod, period) or
# unresolved with how far it was taken (n, largest value and where, mask, rare count).
#
# Usage: sweep_octal.sh [--shard I/K] [--max-values N] [--max-seconds S] [--jobs J]
#                       [--first-digit 0|4] [--digits 3|4] [--codes FILE] OUT_DIR
#   --shard I/K    this machine takes the codes whose index mod K is I (default 0/1: all)
#   --first-digit  0 (default): the codes .ddd; 4: the codes 4.ddd
#   --digits       3 (default): every code of one to three digits; 4: exactly four digits
#   --codes FILE   the codes listed in FILE instead, one a line (a second pass over the
#                  unresolved codes of a table, with a larger bound)
#   --jobs J       local processes, one code each (default: the number of cores)
# Writes OUT_DIR/shard-I-of-K.jsonl and OUT_DIR/shard-I-of-K.meta.json (command, version,
# commit, date, machine, wall time of the last start). Lines come in the order of the codes.
# Killed, the sweep resumes when started again with the same arguments (see the parts below).
# Env BUILD (default ./build).
set -euo pipefail
shard=0/1
max_values=1048576
max_seconds=10
cores=$(nproc 2>/dev/null || echo 2)  # read before OMP_NUM_THREADS is set below: nproc reads it
jobs=$cores
first_digit=0
digits=3
code_file=""
while [[ $# -gt 1 ]]; do
  case "$1" in
    --shard) shard="$2"; shift 2 ;;
    --max-values) max_values="$2"; shift 2 ;;
    --max-seconds) max_seconds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --first-digit) first_digit="$2"; shift 2 ;;
    --digits) digits="$2"; shift 2 ;;
    --codes) code_file="$2"; shift 2 ;;
    *) echo "nimlab: unknown option $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done
if [[ $# -ne 1 || ! "$shard" =~ ^[0-9]+/[1-9][0-9]*$ ]]; then
  echo "usage: sweep_octal.sh [--shard I/K] [--max-values N] [--max-seconds S] [--jobs J]" \
    "[--first-digit 0|4] [--digits 3|4] [--codes FILE] OUT_DIR" >&2
  exit 2
fi
if [[ "$first_digit" != 0 && "$first_digit" != 4 ]]; then
  echo "nimlab: --first-digit $first_digit: the tables are of the codes 0.ddd and 4.ddd (0 or 4)" >&2
  exit 2
fi
if [[ "$digits" != 3 && "$digits" != 4 ]]; then
  echo "nimlab: --digits $digits: the tables are of codes of up to three digits (3) or of exactly four (4)" >&2
  exit 2
fi
if [[ "$digits" == 4 && "$first_digit" != 0 ]]; then
  echo "nimlab: --digits 4 sweeps the codes .dddd; --first-digit 4 is for the three-digit table" >&2
  exit 2
fi
prefix=""
[[ "$first_digit" == 4 ]] && prefix=4
out="$1"
index="${shard%/*}"
count="${shard#*/}"
solve="${BUILD:-build}/experiments/exp_octal_solve"
mkdir -p "$out"
codes=()
for d1 in 0 1 2 3 4 5 6 7; do
  [[ $d1 != 0 && $digits == 3 ]] && codes+=("$prefix.$d1")
  for d2 in 0 1 2 3 4 5 6 7; do
    [[ $d2 != 0 && $digits == 3 ]] && codes+=("$prefix.$d1$d2")
    if [[ $digits == 3 ]]; then
      for d3 in 1 2 3 4 5 6 7; do codes+=("$prefix.$d1$d2$d3"); done
    else
      for d3 in 0 1 2 3 4 5 6 7; do
        for d4 in 1 2 3 4 5 6 7; do codes+=(".$d1$d2$d3$d4"); done
      done
    fi
  done
done
if [[ -n "$code_file" ]]; then
  [[ -r "$code_file" ]] || { echo "nimlab: --codes $code_file: cannot read the file" >&2; exit 2; }
  mapfile -t codes < <(grep -v '^[[:space:]]*$' "$code_file")
  for code in "${codes[@]}"; do
    if [[ ! "$code" =~ ^4?\.[0-7]*[1-7]$ ]]; then
      echo "nimlab: --codes $code_file: '$code' is not an octal code such as .0534 or 4.064" >&2
      exit 2
    fi
  done
  [[ ${#codes[@]} -gt 0 ]] || { echo "nimlab: --codes $code_file: no code in the file" >&2; exit 2; }
fi
mine=()
for i in "${!codes[@]}"; do (( i % count == index )) && mine+=("${codes[$i]}"); done
name="shard-$index-of-$count"
start=$(date +%s.%N)
commit="$(git rev-parse HEAD 2>/dev/null || echo unknown)"  # read before the run
started="$(date -u +%FT%TZ)"
# Each code's line is kept in $parts/<code>.json, written to a temporary file, synced and renamed,
# so a sweep killed at any moment (kill -9 included) and started again with the same arguments
# redoes only the codes under way, each from its engine checkpoint $parts/<code>.ckpt. A part that is not one JSON line for its code is refused
# (exit 2) and left in place, never computed over.
parts="$out/$name.parts"
mkdir -p "$parts"
settings="--max-values $max_values --max-seconds $max_seconds --first-digit $first_digit"
[[ "$digits" == 4 ]] && settings+=" --digits 4"
[[ -n "$code_file" ]] && settings+=" --codes $code_file ($(sha256sum <"$code_file" | cut -c1-16))"
if [[ -e "$parts/settings" && "$(cat "$parts/settings")" != "$settings" ]]; then
  echo "nimlab: $parts holds a sweep with other settings ($(cat "$parts/settings"); this run:" \
    "$settings); it is left in place" >&2
  exit 2
fi
[[ -e "$parts/settings" ]] || echo "$settings" >"$parts/settings"
for code in "${mine[@]}"; do
  part="$parts/$code.json"
  if [[ -e "$part" ]] &&
    ! jq -e --arg code "$code" -s 'length == 1 and .[0].code == $code' "$part" >/dev/null 2>&1; then
    echo "nimlab: $part is not the result line of $code; it is left in place" >&2
    exit 2
  fi
done
solve_one() {
  local part="$parts/$1.json"
  [[ -e "$part" ]] && return 0
  # A solver that fails or is killed leaves no part: the code is solved again on the next start.
  if ! "$solve" --json --quiet --max-values "$max_values" --max-seconds "$max_seconds" \
    --checkpoint-dir "$parts" "$1" >"$part.tmp.$$"; then
    rm -f "$part.tmp.$$"
    return 1
  fi
  sync "$part.tmp.$$"
  mv "$part.tmp.$$" "$part"
}
export -f solve_one
export parts solve max_values max_seconds
# One process per core: each engine then keeps to one thread.
if ((jobs > 1)); then export OMP_NUM_THREADS=1; fi
printf '%s\n' "${mine[@]}" | xargs -P "$jobs" -I{} bash -c 'solve_one "$1"' _ {}
for code in "${mine[@]}"; do cat "$parts/$code.json"; done >"$out/$name.jsonl.part"
sync "$out/$name.jsonl.part"
mv "$out/$name.jsonl.part" "$out/$name.jsonl"
rm -r "$parts"
jq -n --arg command "sweep_octal.sh --shard $shard $settings" \
  --arg version "$("${BUILD:-build}/lib/nimlab" --version | head -1)" \
  --arg commit "$commit" --arg date "$started" --arg machine "$(uname -n) $cores cores" \
  --argjson codes "${#mine[@]}" --argjson codes_total "${#codes[@]}" \
  --argjson wall "$(echo "$(date +%s.%N) - $start" | bc)" \
  --argjson max_values "$max_values" --argjson max_seconds "$max_seconds" \
  '{command: $command, nimlab_version: $version, commit: $commit, date: $date,
    machine: $machine, codes: $codes, codes_total: $codes_total, wall_seconds: $wall,
    max_values: $max_values, max_seconds: $max_seconds}' >"$out/$name.meta.json"
echo "$name: ${#mine[@]} codes in $out/$name.jsonl" >&2
