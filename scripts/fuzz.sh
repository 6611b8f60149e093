#!/usr/bin/env bash
# Runs every libFuzzer harness of tests/fuzz for SECONDS each (default 10), starting from its seed
# corpus tests/fuzz/corpus/NAME, in the sanitizer build build-asan/ (built here if needed).
#   scripts/fuzz.sh            # 10 s per harness (the test suite, scripts/test.sh: 5 s)
#   scripts/fuzz.sh 3600       # one hour per harness
#   scripts/fuzz.sh 60 octal_code certificate_checker   # some harnesses only
# New inputs go to a scratch corpus under build-asan/fuzz-work/NAME (the seeds are not touched);
# a finding leaves its input as build-asan/fuzz-work/NAME/crash-* and makes the script fail.
# Prints the number of executions of each harness.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
shift || true
jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset sanitize >/dev/null
cmake --build build-asan -j"$jobs" --target fuzz_harnesses
if (($#)); then
  harnesses=("$@")
else
  harnesses=()
  for f in tests/fuzz/corpus/*/; do harnesses+=("$(basename "$f")"); done
fi
status=0
for name in "${harnesses[@]}"; do
  work="build-asan/fuzz-work/$name"
  mkdir -p "$work/corpus"
  log="$work/last.log"
  if build-asan/tests/fuzz/"fuzz_$name" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 \
    -max_len=1048576 -print_final_stats=1 -artifact_prefix="$work/" "$work/corpus" \
    "tests/fuzz/corpus/$name" >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz: $name: ${runs:-?} executions in ${seconds} s, no finding" >&2
  else
    echo "fuzz: $name: FINDING (see $log and $work/crash-*)" >&2
    tail -40 "$log" >&2
    status=1
  fi
done
exit $status
