#!/usr/bin/env bash
# Sets up a fresh Debian machine, builds nimlab and runs the whole test suite through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
ctest --test-dir build -j"$(nproc 2>/dev/null || echo 2)" --output-on-failure
