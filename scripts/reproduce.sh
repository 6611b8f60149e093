#!/usr/bin/env bash
# Sets up a fresh Debian machine, builds nimlab and checks every claim of the source documents:
# the report goes to stdout and to data/reproduce/report.md, the computed tables beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
build/lib/nimlab reproduce "$@"
