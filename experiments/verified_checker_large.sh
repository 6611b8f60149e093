#!/usr/bin/env bash
# The verified checker beside nimlab-check, on the golden version-2 certificates and on the
# largest ones: for each certificate, both checkers are run as a user runs them (process start
# included) and their exit codes, wall and CPU seconds and peak memory are recorded. Writes
#   data/certificates/verified-large.csv  one row per certificate, after '#' provenance lines
#                                         (scripts/provenance.sh)
# The certificates:
#   data/certificates/golden/v2-*.json             the golden version-2 certificates (.16, .56,
#                                                  .127, .165): each run REPEAT times (default 5),
#                                                  the two checkers in turn, the fastest run of
#                                                  each kept (they take a tenth of a second)
#   data/certificates/golden-large/v2-dot376.json  .376, 4536506 values
#   data/certificates/golden-large/v2-dot354.json  .354, 20126194 values
#   data/octal/certificates/dot1777.json           .1777, 443139469 values (the longest period
#                                                  known of an octal game; written by
#                                                  experiments/octal_four_digit.sh): most of the
#                                                  run's time, about 5 GiB for the verified checker
#   v1-subtract-*  (made here, in a scratch folder)  version-1 certificates of subtraction sets of
#                                                  3000 elements listing 2^17 values: the one
#                                                  `nimlab period --subtract S --certificate`
#                                                  writes, its values continued to 2^17 by
#                                                  `nimlab values` (the claim holds over any
#                                                  longer prefix). The sets: every x <= 6000 with
#                                                  x mod 4 in {1, 2} (values 0 to 3, period
#                                                  5999), 30000 to 32999 (values 0 to 2, period
#                                                  62999: 62998 smaller periods to rule out) and
#                                                  1 to 3000 (values 0 to 3000, period 3001);
#                                                  the first also under misere play (outcomes)
# Usage: experiments/verified_checker_large.sh [BUILD_DIR]   (default build; needs /usr/bin/time)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
nimlab=$build/lib/nimlab
plain=$build/proofs/nimlab-check
verified=$build/proofs/coq/nimlab-check-verified
# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh
require_programs verified_checker_large "$nimlab" "$plain" "$verified" /usr/bin/time

repeat=${REPEAT:-5}
[[ $repeat =~ ^[1-9][0-9]*$ ]] || {
  echo "verified_checker_large: REPEAT must be a positive integer, not '$repeat'" >&2
  exit 2
}
certificates=(data/certificates/golden/v2-*.json
  data/certificates/golden-large/v2-dot376.json
  data/certificates/golden-large/v2-dot354.json
  data/octal/certificates/dot1777.json)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# listed_certificate NAME SET [OPTION...]: the version-1 certificate of the subtraction set SET
# (elements separated by commas; OPTIONs of both nimlab period and nimlab values, such as
# --misere) with 2^17 values, as $scratch/NAME.json.
listed_certificate() {
  local name=$1 set=$2
  shift 2
  "$nimlab" period --subtract "$set" "$@" --certificate "$scratch/$name.short.json" \
    --quiet >/dev/null
  "$nimlab" values --subtract "$set" "$@" -n 131072 --json >"$scratch/$name.values.json"
  python3 - "$scratch/$name.short.json" "$scratch/$name.values.json" "$scratch/$name.json" <<'PY'
import json, sys
short, values, out = sys.argv[1:]
certificate = json.load(open(short))
listed = json.load(open(values))["values"]
if listed[:len(certificate["values"])] != certificate["values"]:
    sys.exit("verified_checker_large: nimlab values and the certificate differ")
certificate["values"], certificate["checked_up_to"] = listed, len(listed)
with open(out, "w") as f:  # the canonical text: keys sorted, no spaces, one newline
    f.write(json.dumps(certificate, sort_keys=True, separators=(",", ":")) + "\n")
PY
  certificates+=("$scratch/$name.json")
}
set_of() { python3 -c "print(','.join(str(x) for x in $1))"; }
mod4=$(set_of '[x for x in range(1, 6001) if x % 4 in (1, 2)]')
listed_certificate v1-subtract-1-2-mod-4-to-6000 "$mod4"
listed_certificate v1-subtract-1-2-mod-4-to-6000-misere "$mod4" --misere
listed_certificate v1-subtract-30000-to-32999 "$(set_of 'range(30000, 33000)')"
listed_certificate v1-subtract-1-to-3000 "$(set_of 'range(1, 3001)')"

# timed PROGRAM FILE: runs a checker on a file under /usr/bin/time, "exit wall cpu peak_MiB" in
# $usage: the times from wait4, to the millisecond (the golden certificates take hundredths of a
# second, below the resolution /usr/bin/time prints), the peak memory as /usr/bin/time reports it.
timed() {
  usage=$(python3 - "$scratch/peak" "$@" --quiet <<'PY'
import os, sys, time
peak, command = sys.argv[1], sys.argv[2:]
null = os.open(os.devnull, os.O_WRONLY)
start = time.monotonic()
pid = os.posix_spawn("/usr/bin/time", ["/usr/bin/time", "-f", "%x %M", "-o", peak] + command,
                     os.environ,
                     file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
_, status, use = os.wait4(pid, 0)  # the checker's times, with /usr/bin/time's own (tiny)
wall = time.monotonic() - start
code, kib = open(peak).read().split()[-2:]
print(code, f"{wall:.3f}", f"{use.ru_utime + use.ru_stime:.3f}", round(int(kib) / 1024))
PY
  )
}

# keep_fastest NAME: the run in $usage replaces ${NAME} when it took less CPU (or NAME is empty).
keep_fastest() {
  local -n best=$1
  if [[ -z $best ]] || awk -v a="${usage#* * }" -v b="${best#* * }" \
    'BEGIN { split(a, x, " "); split(b, y, " "); exit !(x[1] < y[1]) }'; then
    best=$usage
  fi
}

rows=$scratch/rows
start=$(now_seconds)
for certificate in "${certificates[@]}"; do
  [[ -r $certificate ]] || {
    echo "verified_checker_large: $certificate not found" >&2
    exit 2
  }
  values=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["checked_up_to"])' \
    "$certificate")
  name=$certificate
  [[ $certificate == "$scratch"/* ]] && name=$(basename "$certificate" .json)
  runs=1
  [[ $certificate == data/certificates/golden/* ]] && runs=$repeat
  plain_best="" verified_best=""
  for ((run = 0; run < runs; run++)); do
    timed "$plain" "$certificate"
    keep_fastest plain_best
    timed "$verified" "$certificate"
    keep_fastest verified_best
  done
  read -r pexit pwall pcpu pmib <<<"$plain_best"
  read -r vexit vwall vcpu vmib <<<"$verified_best"
  ratio=$(awk -v v="$vcpu" -v p="$pcpu" 'BEGIN { if (p > 0) printf "%.1f", v / p; else print "-" }')
  echo "verified_checker_large: $name: nimlab-check exit $pexit in $pcpu s," \
    "nimlab-check-verified exit $vexit in $vcpu s ($ratio times), $vmib MiB" >&2
  echo "$name,$values,$runs,$pexit,$pwall,$pcpu,$pmib,$vexit,$vwall,$vcpu,$vmib,$ratio" >>"$rows"
done
{
  provenance_lines '#' "$nimlab" "experiments/verified_checker_large.sh" "$(wall_seconds "$start")"
  echo "certificate,values,runs,check_exit,check_wall_s,check_cpu_s,check_peak_mib,verified_exit,verified_wall_s,verified_cpu_s,verified_peak_mib,cpu_ratio"
  cat "$rows"
} | emit data/certificates/verified-large.csv
