#!/usr/bin/env bash
# The certificates of the octal tables (data/octal/certificates/NAME-certificates.tar.xz, written
# by experiments/certify_octal_table.sh) against their tables: every code a table proves has a
# row, and a sample of the archive passes nimlab-check again with the table's preperiod and
# period and the recorded sha256 (the longest preperiod, the longest period, and every 25th code;
# the experiment checks them all).
# Usage: table_certificates.sh NIMLAB_CHECK SOURCE_DIR
set -euo pipefail
checker="$1"
data="$2/data/octal"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "table_certificates: $*" >&2; exit 1; }
found=0
for archive in "$data"/certificates/*-certificates.tar.xz; do
  [[ -e "$archive" ]] || continue
  found=$((found + 1))
  name=$(basename "$archive" -certificates.tar.xz)
  csv="${archive%.tar.xz}.csv"
  [[ -r "$csv" ]] || fail "$csv missing beside $archive"
  # The table: a merged one (NAME.json) or the shards of a sweep (sweep-NAME/*.jsonl).
  if [[ -r "$data/$name.json" ]]; then
    proven=$(jq -r '.codes[] | select(.status == "proven") | [.code, .preperiod, .period] | @csv' \
      "$data/$name.json")
  else
    proven=$(cat "$data/sweep-$name"/*.jsonl | jq -r 'select(.status == "proven") |
      [.code, .preperiod, .period] | @csv')
  fi
  rows=$(grep -v '^#' "$csv" | tail -n +2)
  [[ "$(cut -d, -f1-3 <<<"$rows" | tr -d '"' | sort)" == "$(tr -d '"' <<<"$proven" | sort)" ]] ||
    fail "$csv does not list exactly the proven codes of the $name table with their periods"
  grep -qv ',accepted$' <<<"$rows" && fail "$csv has a code that was not accepted"
  tar -xJf "$archive" -C "$work"
  sample=$( {
    sort -t, -k2,2n <<<"$rows" | tail -n 1
    sort -t, -k3,3n <<<"$rows" | tail -n 1
    awk 'NR % 25 == 1' <<<"$rows"
  } | sort -u)
  while IFS=, read -r code mu p _ sum _; do
    cert="$work/${code/./dot}.json"
    [[ -r "$cert" ]] || fail "$archive has no certificate of $code"
    [[ "$(sha256sum <"$cert" | cut -c1-64)" == "$sum" ]] || fail "$cert: sha256 differs from $csv"
    verdict=$("$checker" --json "$cert") || fail "nimlab-check rejects the certificate of $code"
    [[ "$(jq -r '"\(.verdict) \(.rule.octal) \(.preperiod) \(.period)"' <<<"$verdict")" == \
      "ok $code $mu $p" ]] || fail "$code: nimlab-check says $verdict, the table ($mu, $p)"
  done <<<"$sample"
  echo "$name: $(wc -l <<<"$rows") codes listed, $(wc -l <<<"$sample") certificates checked again"
done
((found > 0)) || fail "no certificate archive under $data/certificates"
