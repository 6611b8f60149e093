#!/usr/bin/env bash
# Installs the build into a temporary prefix and builds examples/consumer against it twice, with
# find_package(nimlab CONFIG) and with `pkg-config --cflags --libs nimlab`; both programs must
# print the Grundy values and the period of Kayles (.77): 0 1 2 3 1 4 3 2 1 4 2 6 (OEIS A002186),
# period 12 from n = 71 on (Guy and Smith 1956: the last exceptional value is at n = 70).
# Usage: installed_consumer.sh BUILD_DIR CONSUMER_SOURCE_DIR
set -euo pipefail
build=$1
consumer=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

cmake --install "$build" --prefix "$prefix" >/dev/null

libdir=$(find "$prefix" -name libnimlab.a -printf '%h\n' | head -n1)
[ -n "$libdir" ] || fail "libnimlab.a not installed"
for f in bin/nimlab bin/nimlab-check include/nimlab/nimlab.hpp share/man/man1/nimlab.1 \
  share/nimlab/schema/period.schema.json; do
  [ -e "$prefix/$f" ] || fail "$f not installed"
done
[ -f "$libdir/cmake/nimlab/nimlabConfig.cmake" ] || fail "CMake package not installed"
[ -f "$libdir/pkgconfig/nimlab.pc" ] || fail "nimlab.pc not installed"

# The installed program runs and knows its version; the man page documents every subcommand.
"$prefix/bin/nimlab" --version | grep -q '^[0-9]\+\.[0-9]\+\.[0-9]\+$' || fail "nimlab --version"
for s in values period count records reproduce selftest; do
  grep -q "^\.SS $s\$" "$prefix/share/man/man1/nimlab.1" || fail "man page lacks subcommand $s"
done

# reproduce reads the transcriptions installed under share/nimlab (not the build's source tree)
# and writes its report into ./nimlab-reproduce of the working directory.
mkdir "$tmp/run"
(cd "$tmp/run" && "$prefix/bin/nimlab" reproduce --only 000 --quiet >"$tmp/reproduce.out") ||
  fail "installed reproduce --only 000"
grep -q '^reproduce: ' "$tmp/reproduce.out" || fail "installed reproduce printed no summary"
[ -f "$tmp/run/nimlab-reproduce/report-000.md" ] || fail "installed reproduce wrote no report in ./nimlab-reproduce"
installed_000=$(find "$prefix/share/nimlab/published" -name '000_*.json')
[ -n "$installed_000" ] || fail "the transcriptions are not installed under share/nimlab/published"
mv "$installed_000" "$tmp/000.json"
status=0
(cd "$tmp/run" && "$prefix/bin/nimlab" reproduce --only 000 --quiet >/dev/null 2>"$tmp/err") || status=$?
[ "$status" -ne 0 ] || fail "installed reproduce ignored its missing transcription (read the source tree?)"
grep -q "$prefix/share/nimlab/published" "$tmp/err" || fail "installed reproduce: $(cat "$tmp/err")"
mv "$tmp/000.json" "$installed_000"

expected=".77 values: 0 1 2 3 1 4 3 2 1 4 2 6
.77 period 12 preperiod 71 proof octal-theorem"

cmake -S "$consumer" -B "$tmp/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release \
  >"$tmp/configure.log" 2>&1 || { cat "$tmp/configure.log" >&2; fail "consumer configure"; }
cmake --build "$tmp/cmake-build" >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log" >&2; fail "consumer build"; }
got=$("$tmp/cmake-build/kayles_period")
[ "$got" = "$expected" ] || fail "find_package consumer printed: $got"

export PKG_CONFIG_PATH=$libdir/pkgconfig
flags=$(pkg-config --cflags --libs nimlab) || fail "pkg-config --cflags --libs nimlab"
# shellcheck disable=SC2086 # the flags are words
c++ -std=c++20 -O1 "$consumer/kayles_period.cpp" $flags -o "$tmp/pc-consumer" ||
  fail "pkg-config consumer build with: $flags"
got=$("$tmp/pc-consumer")
[ "$got" = "$expected" ] || fail "pkg-config consumer printed: $got"

# Bad input reaches the consumer as nimlab::error: one message, exit 2.
status=0
"$tmp/pc-consumer" .9 2>"$tmp/err" >/dev/null || status=$?
[ "$status" -eq 2 ] || fail "bad octal code: exit $status, expected 2"
grep -q '^kayles_period: ' "$tmp/err" || fail "bad octal code: no message"
echo "installed package: find_package and pkg-config consumers agree on Kayles"
