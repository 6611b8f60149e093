#!/usr/bin/env bash
# The published periods of octal codes of four digits, proven by the command a user runs and
# certified: for each code, `nimlab period --octal CODE` (with the flags a long one needs) writes a
# certificate, and nimlab-check checks it. Writes
#   data/octal/four-digit.csv             one row per code, after '#' provenance lines
#                                         (scripts/provenance.sh): the published preperiod and
#                                         period with their source, nimlab's, the proof, the values
#                                         checked, wall and CPU seconds and peak memory of the
#                                         command and of nimlab-check, and the checker's verdict
#   data/octal/certificates/dotCODE.json  the certificates
# The published figures (OEIS gives G(1), G(2), ... and "the last exception at n", so the
# preperiod is that n + 1):
#   .1271  46578, 4          the values of .127 (A071464; Gangolli and Plambeck 1989)
#   .1377  141, 24           A071434 (Winning Ways, ch. 4)
#   .1777  160949018, 60620715, the longest period known of an octal game (A071509, from
#          Flammenkamp's tables): 443139469 values to check, about 3 GiB and a few minutes here
# Usage: experiments/octal_four_digit.sh [BUILD_DIR]   (default build; needs /usr/bin/time)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
nimlab=$build/lib/nimlab
checker=$build/proofs/nimlab-check
# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh
require_programs octal_four_digit "$nimlab" "$checker" /usr/bin/time
mkdir -p data/octal/certificates

# code, published preperiod and period, source, extra flags of the command
published=(
  ".1271 46578 4 A071464;Gangolli-Plambeck-1989 -"
  ".1377 141 24 A071434;Winning-Ways-ch4 -"
  ".1777 160949018 60620715 A071509;Flammenkamp --max-values 536870912 --max-work 1000000000000"
)

timed() {  # runs a command: its stdout in $out, "wall cpu peak_MiB" in $usage
  local t
  t=$(mktemp)
  out=$(/usr/bin/time -f "%e %U %S %M" -o "$t" "$@") || status=$?
  usage=$(tail -n 1 "$t" | awk '{ printf "%s %.2f %.0f", $1, $2 + $3, $4 / 1024 }')
  rm -f "$t"
}

rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
start=$(now_seconds)
for entry in "${published[@]}"; do
  read -r code mu p source flags <<<"$entry"
  [[ $flags == - ]] && flags=""
  certificate="data/octal/certificates/dot${code#.}.json"
  status=0
  # shellcheck disable=SC2086 # the flags are words
  timed "$nimlab" period --octal "$code" $flags --certificate "$certificate"
  [[ $status -eq 0 ]] || { echo "octal_four_digit: period --octal $code exited $status" >&2; exit 1; }
  run=$usage
  ours_mu=$(awk '/^preperiod:/ { print $2 }' <<<"$out")
  ours_p=$(awk '/^period:/ { print $2 }' <<<"$out")
  proof=$(awk -F'[:,]' '/^proof:/ { gsub(/ /, "", $2); print $2 }' <<<"$out")
  checked=$(awk '/^proof:/ { print $NF }' <<<"$out")
  status=0
  timed "$checker" "$certificate"
  verdict=$([[ $status -eq 0 && $out == *"certificate OK"* ]] && echo accepted || echo "refused($status)")
  read -r wall cpu mib <<<"$run"
  read -r cwall ccpu cmib <<<"$usage"
  echo "$code,$mu,$p,$source,$ours_mu,$ours_p,$proof,$checked,$wall,$cpu,$mib,$cwall,$cmib,$verdict" >>"$rows"
  echo "octal_four_digit: $code ($ours_mu, $ours_p) $proof in $wall s; nimlab-check $verdict in $cwall s" >&2
done
{
  provenance_lines '#' "$nimlab" "experiments/octal_four_digit.sh" "$(wall_seconds "$start")"
  echo "code,published_preperiod,published_period,source,preperiod,period,proof,checked_up_to,wall_s,cpu_s,peak_mib,check_wall_s,check_peak_mib,check"
  cat "$rows"
} | emit data/octal/four-digit.csv
