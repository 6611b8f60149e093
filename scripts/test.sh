#!/usr/bin/env bash
# Sets up a fresh Debian machine, builds nimlab and runs the whole test suite through ctest; then
# the sanitizer build (build-asan/, ASan + UBSan) with its `sanitize` tests, and every fuzz
# harness for a few seconds (FUZZ_SECONDS, default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
ctest --test-dir build -j"$(nproc 2>/dev/null || echo 2)" --output-on-failure
bash scripts/sanitize.sh
bash scripts/fuzz.sh "${FUZZ_SECONDS:-5}"
