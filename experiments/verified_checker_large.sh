#!/usr/bin/env bash
# The verified checker on the largest certificates, beside nimlab-check: for each certificate,
# both checkers are run as a user runs them (process start included) and their exit codes, wall
# and CPU seconds and peak memory are recorded. Writes
#   data/certificates/verified-large.csv  one row per certificate, after '#' provenance lines
#                                         (scripts/provenance.sh)
# The certificates:
#   data/certificates/golden-large/v2-dot376.json  .376, 4536506 values
#   data/certificates/golden-large/v2-dot354.json  .354, 20126194 values
#   data/octal/certificates/dot1777.json           .1777, 443139469 values (the longest period
#                                                  known of an octal game; written by
#                                                  experiments/octal_four_digit.sh): about 3.5 GiB
#                                                  and most of an hour for the verified checker
# Usage: experiments/verified_checker_large.sh [BUILD_DIR]   (default build; needs /usr/bin/time)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
nimlab=$build/lib/nimlab
plain=$build/proofs/nimlab-check
verified=$build/proofs/coq/nimlab-check-verified
for program in "$nimlab" "$plain" "$verified" /usr/bin/time; do
  [[ -x $program ]] || {
    echo "verified_checker_large: $program not found (scripts/build.sh)" >&2
    exit 2
  }
done
# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh

certificates=(
  data/certificates/golden-large/v2-dot376.json
  data/certificates/golden-large/v2-dot354.json
  data/octal/certificates/dot1777.json
)

timed() {  # runs a checker on a file: "exit wall cpu peak_MiB" in $usage
  local t code=0
  t=$(mktemp)
  /usr/bin/time -f "%e %U %S %M" -o "$t" "$@" --quiet >/dev/null 2>&1 || code=$?
  usage="$code $(tail -n 1 "$t" | awk '{ printf "%s %.2f %.0f", $1, $2 + $3, $4 / 1024 }')"
  rm -f "$t"
}

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
start=$(now_seconds)
for certificate in "${certificates[@]}"; do
  [[ -r $certificate ]] || {
    echo "verified_checker_large: $certificate not found" >&2
    exit 2
  }
  values=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["checked_up_to"])' \
    "$certificate")
  timed "$plain" "$certificate"
  read -r pexit pwall pcpu pmib <<<"$usage"
  echo "verified_checker_large: $certificate: nimlab-check exit $pexit in $pcpu s" >&2
  timed "$verified" "$certificate"
  read -r vexit vwall vcpu vmib <<<"$usage"
  ratio=$(awk -v v="$vcpu" -v p="$pcpu" 'BEGIN { if (p > 0) printf "%.1f", v / p; else print "-" }')
  echo "verified_checker_large: $certificate: nimlab-check-verified exit $vexit in $vcpu s" \
    "($ratio times), $vmib MiB" >&2
  echo "$certificate,$values,$pexit,$pwall,$pcpu,$pmib,$vexit,$vwall,$vcpu,$vmib,$ratio" >>"$rows"
done
{
  provenance_lines '#' "$nimlab" "experiments/verified_checker_large.sh" "$(wall_seconds "$start")"
  echo "certificate,values,check_exit,check_wall_s,check_cpu_s,check_peak_mib,verified_exit,verified_wall_s,verified_cpu_s,verified_peak_mib,cpu_ratio"
  cat "$rows"
} | emit data/certificates/verified-large.csv
