#!/usr/bin/env bash
# The hexadecimal codes of data/octal/README.md whose values grow (and the three that alternate),
# classified by the command a user runs: `nimlab period --hex CODE --json` with its defaults
# (values up to the most nimlab computes for three-heap splits). Each code is proven periodic
# (hex-theorem), proven arithmetic-periodic (hex-arithmetic-theorem: v(n + p) = v(n) + saltus
# from the preperiod on), or not proven, with what its values show. Writes
#   data/octal/hex-growing.csv   one row per code, after '#' provenance lines
#                                (scripts/provenance.sh): the status, the proof, the preperiod,
#                                period and saltus proven or observed, the values examined, the
#                                largest value among them and its first heap (nimlab values), and
#                                the wall seconds and peak memory of the period command
# Usage: experiments/hex_growing.sh [BUILD_DIR]   (default build; needs /usr/bin/time, python3)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
nimlab=$build/lib/nimlab
# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh
require_programs hex_growing "$nimlab" /usr/bin/time

codes=(.8 .0c .c .48 .cc .0f .08 .9 .98 .a .b .f)

rows=$(mktemp)
report=$(mktemp)
values=$(mktemp)
usage=$(mktemp)
trap 'rm -f "$rows" "$report" "$values" "$usage"' EXIT
start=$(now_seconds)
for code in "${codes[@]}"; do
  /usr/bin/time -f "%e %M" -o "$usage" "$nimlab" period --hex "$code" --json >"$report"
  read -r wall peak_kib <"$usage"
  checked=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["checked_up_to"])' \
    "$report")
  "$nimlab" values --hex "$code" -n "$checked" --json >"$values"
  python3 - "$code" "$report" "$values" "$wall" "$peak_kib" >>"$rows" <<'EOF'
import json, sys
code, report_file, values_file, wall, peak_kib = sys.argv[1:]
r = json.load(open(report_file))
v = json.load(open(values_file))["values"]
largest = max(v)
if r["proven"]:
    status = "arithmetic-periodic" if r["saltus"] != 0 else "periodic"
    mu, p, s = r["preperiod"], r["period"], r["saltus"]
else:
    status = "not proven"
    o = r.get("observed")
    mu, p, s = (o["preperiod"], o["period"], o["saltus"]) if o else ("", "", "")
print(",".join(str(x) for x in [code, status, r["proof"], mu, p, s, r["checked_up_to"], largest,
                                  v.index(largest), wall, round(int(peak_kib) / 1024)]))
EOF
done
seconds=$(wall_seconds "$start")
{
  provenance_lines '#' "$nimlab" "experiments/hex_growing.sh" "$seconds"
  echo "code,status,proof,preperiod,period,saltus,checked_up_to,largest,largest_heap,wall_s,peak_mib"
  cat "$rows"
} | emit data/octal/hex-growing.csv
echo "hex_growing: data/octal/hex-growing.csv ($(wc -l <"$rows") codes, $seconds s)"
