#!/usr/bin/env bash
# Runs nimlab-check and nimlab-check-verified on every certificate of data/certificates/ (golden,
# golden-large, hostile, malformed) and prints, per file, both exit codes, whether they agree with
# the folder's verdict (golden 0, hostile 3, malformed 2) and the verified checker's CPU time
# (user + system) and peak memory.
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
printf '%-48s %6s %6s %8s %8s %8s\n' file expect plain verified cpu-s peak-MB
for folder in "${folders[@]}"; do
  case $folder in golden | golden-large) expect=0 ;; hostile) expect=3 ;; *) expect=2 ;; esac
  for file in "$root"/data/certificates/"$folder"/*.json; do
    "$plain" --quiet "$file" >/dev/null 2>&1
    p=$?
    usage=$(mktemp)
    /usr/bin/time -o "$usage" -f '%U %S %M' "$verified" --quiet "$file" >/dev/null 2>&1
    v=$?
    read -r user sys peak < <(tail -n 1 "$usage")
    rm -f "$usage"
    mark=ok
    if [ "$p" -ne "$expect" ] || [ "$v" -ne "$expect" ]; then mark=DIFFERS; status=1; fi
    printf '%-48s %6d %6d %8d %8.1f %8d %s\n' "$folder/$(basename "$file")" "$expect" "$p" "$v" \
      "$(echo "$user + $sys" | bc)" "$((peak / 1024))" "$mark"
  done
done
exit $status
