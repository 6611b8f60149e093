#!/usr/bin/env bash
# Runs nimlab-check and nimlab-check-verified on every certificate of data/certificates/ (golden,
# golden-large, hostile, malformed) and prints, per file, both exit codes, whether they agree with
# the folder's verdict (golden 0, hostile 3, malformed 2) and the verified checker's wall time.
# The test proofs_verified_checker runs the files of up to 2^15 values; this covers the rest.
# Usage: check_certificate_files.sh [BUILD_DIR] [FOLDER...]   (default: build, every folder)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$root/build}
shift || true
folders=("$@")
[ ${#folders[@]} -eq 0 ] && folders=(golden hostile malformed golden-large)
plain=$build/proofs/nimlab-check
verified=$build/proofs/coq/nimlab-check-verified
status=0
printf '%-48s %6s %8s %8s %s\n' file expect plain verified seconds
for folder in "${folders[@]}"; do
  case $folder in golden | golden-large) expect=0 ;; hostile) expect=3 ;; *) expect=2 ;; esac
  for file in "$root"/data/certificates/"$folder"/*.json; do
    "$plain" --quiet "$file" >/dev/null 2>&1
    p=$?
    start=$(date +%s.%N)
    "$verified" --quiet "$file" >/dev/null 2>&1
    v=$?
    end=$(date +%s.%N)
    mark=ok
    if [ "$p" -ne "$expect" ] || [ "$v" -ne "$expect" ]; then mark=DIFFERS; status=1; fi
    printf '%-48s %6d %8d %8d %.1f %s\n' "$folder/$(basename "$file")" "$expect" "$p" "$v" \
      "$(echo "$end - $start" | bc)" "$mark"
  done
done
exit $status
