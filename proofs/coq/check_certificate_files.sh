#!/usr/bin/env bash
# Runs nimlab-check and nimlab-check-verified on every certificate of data/certificates/ (golden,
# golden-large, hostile, malformed) and prints, per file, both exit codes, whether they agree with
# the folder's verdict (golden 0, hostile 3, malformed 2), both checkers' CPU time (user +
# system, process start included), their ratio and the verified checker's peak memory.
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
printf '%-48s %6s %6s %8s %9s %9s %7s %8s\n' file expect plain verified plain-s verified-s ratio \
  peak-MB
# Runs a checker on a file; prints its exit code, CPU seconds and peak memory in KiB.
timed() {
  local usage code user sys peak
  usage=$(mktemp)
  /usr/bin/time -o "$usage" -f '%U %S %M' "$@" --quiet >/dev/null 2>&1
  code=$?
  read -r user sys peak < <(tail -n 1 "$usage")
  rm -f "$usage"
  echo "$code $(echo "$user + $sys" | bc) $peak"
}
for folder in "${folders[@]}"; do
  case $folder in golden | golden-large) expect=0 ;; hostile) expect=3 ;; *) expect=2 ;; esac
  for file in "$root"/data/certificates/"$folder"/*.json; do
    read -r p plain_s _ < <(timed "$plain" "$file")
    read -r v verified_s peak < <(timed "$verified" "$file")
    mark=ok
    if [ "$p" -ne "$expect" ] || [ "$v" -ne "$expect" ]; then mark=DIFFERS; status=1; fi
    ratio=-
    if [ "$(echo "$plain_s > 0" | bc)" -eq 1 ]; then
      ratio=$(echo "scale=1; $verified_s / $plain_s" | bc)
    fi
    printf '%-48s %6d %6d %8d %9.2f %9.2f %7s %8d %s\n' "$folder/$(basename "$file")" "$expect" \
      "$p" "$v" "$plain_s" "$verified_s" "$ratio" "$((peak / 1024))" "$mark"
  done
done
exit $status
