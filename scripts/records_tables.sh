#!/usr/bin/env bash
# Computes the record tables of data/records/ with `nimlab records` (scripts/plots.sh draws the
# longest period against M from them). Each table is one JSON file: the command's output under
# "result" (which names the command and nimlab's version), with the date, the source commit, the
# machine it ran on (nproc, CPU model, load average at the start: the machine may be shared) and
# the wall time in seconds. Usage:
#   scripts/records_tables.sh [path/to/nimlab [table ...]]   (default: build/lib/nimlab, all tables)
set -euo pipefail
cd "$(dirname "$0")/.."
nimlab=${1:-build/lib/nimlab}
out=data/records
mkdir -p "$out"
tables=("${@:2}")
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh
commit=$(source_commit)
cpu=$(cpu_model | sed 's/"/\\"/g')

table() {  # name, then the arguments of nimlab records
  local name=$1
  shift
  if ((${#tables[@]})) && [[ " ${tables[*]} " != *" $name "* ]]; then return; fi
  local start end tmp
  start=$(date +%s.%N)
  tmp=$(mktemp "$out/.$name.XXXXXX")
  echo "records_tables: $name: nimlab records $*" >&2
  {
    printf '{"table": "%s", "date": "%s", "commit": "%s", "machine": {"nproc": %s, "cpu": "%s", "load": %s}, "result": ' \
      "$name" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$commit" "$(nproc)" "$cpu" "$(cut -d' ' -f1 /proc/loadavg)"
    "$nimlab" records "$@" --json --quiet | tr -d '\n'
    end=$(date +%s.%N)
    # awk, not bc: bc prints .5 for 0.5, which is not JSON.
    printf ', "seconds": %s}\n' "$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')"
  } >"$tmp"
  chmod 644 "$tmp"
  mv "$tmp" "$out/$name.json"
  # The CSV form of the same rows (merge of one unsharded output reprints it).
  tmp=$(mktemp "$out/.$name.XXXXXX")
  sed 's/^.*"result": //; s/, "seconds": [0-9.]*}$//' "$out/$name.json" >"$tmp.json"
  # --trust-shards: the output was written just above; searching its sets again would double the run.
  "$nimlab" records merge --trust-shards "$tmp.json" --csv >"$tmp"
  rm -f "$tmp.json"
  chmod 644 "$tmp"
  mv "$tmp" "$out/$name.csv"
}

table outcome-one-in-set-misere --max 36 --family one-in-set --misere
table outcome-one-in-set-normal --max 36 --family one-in-set
table outcome-all-normal --max 32 --family all
table outcome-all-misere --max 32 --family all --misere
table grundy-one-in-set --max 21 --family one-in-set --kind grundy
table grundy-all --max 20 --family all --kind grundy

# The figure of the records is drawn with the paper's others by scripts/plots.sh.
echo "records_tables: done" >&2
