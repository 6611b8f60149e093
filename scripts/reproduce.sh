#!/usr/bin/env bash
# Sets up a fresh Debian machine, builds nimlab and checks every claim of the source documents:
# the report goes to stdout and to data/reproduce/report.md, the computed tables beside it, and
# the run's provenance (scripts/provenance.sh) to provenance.txt in the same folder.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
# shellcheck source=scripts/emit.sh
source scripts/emit.sh
# shellcheck source=scripts/provenance.sh
source scripts/provenance.sh
out=data/reproduce
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  case ${args[i]} in
    --out) out=${args[i + 1]:-$out} ;;
    --out=*) out=${args[i]#--out=} ;;
  esac
done
start=$(now_seconds)
build/lib/nimlab reproduce "$@"
if [[ -d $out ]]; then
  {
    printf 'Provenance of report.md and the tables of this folder.\n'
    provenance_lines '' build/lib/nimlab "nimlab reproduce${*:+ $*}" "$(wall_seconds "$start")"
  } | emit "$out/provenance.txt"
fi
