#!/usr/bin/env bash
# Builds nimlab with clang, AddressSanitizer and UndefinedBehaviorSanitizer in build-asan/ (the
# CMake preset "sanitize", which also builds the fuzz harnesses) and runs the tests labelled
# `sanitize`: every parser, the certificate checker, certificate, checkpoint and file I/O.
# Any sanitizer report stops the program and fails its test.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)
cmake --preset sanitize >/dev/null
cmake --build build-asan -j"$jobs" --target nimlab nimlab-check sanitize_tests
ctest --test-dir build-asan -L sanitize -j"$jobs" --output-on-failure
