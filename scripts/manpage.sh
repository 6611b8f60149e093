#!/usr/bin/env bash
# Writes the man page nimlab(1) from the program's own --help and each subcommand's --help, so
# the page cannot drift from the options. Needs help2man (scripts/setup.sh installs it).
# Usage: scripts/manpage.sh NIMLAB_BINARY OUT.1
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: scripts/manpage.sh NIMLAB_BINARY OUT.1" >&2
  exit 2
fi
bin=$1
out=$2
mkdir -p "$(dirname "$out")"
include=$(mktemp)
tmp=$(mktemp "$(dirname "$out")/.nimlab.1.XXXXXX")
trap 'rm -f "$include" "$tmp"' EXIT

# The subcommand names: the first word of each line of the Subcommands block of --help.
subcommands=$("$bin" --help | awk 'tolower($0) ~ /^subcommands:/ { on = 1; next } on && NF == 0 { exit } on { print $1 }')
if [ -z "$subcommands" ]; then
  echo "manpage: no Subcommands block in '$bin --help'" >&2
  exit 1
fi

# Text shown verbatim (.nf): escape backslashes and lines that start with a roff control character.
verbatim() { sed -e 's/\\/\\e/g' -e "s/^\([.']\)/\\\\\&\1/"; }
{
  printf '[DESCRIPTION]\n'
  printf 'nimlab computes Grundy values and outcomes of impartial games (subtraction sets and octal\n'
  printf 'codes), finds and proves their periods with independent algorithms that cross-check each\n'
  printf 'other, counts complete plays exactly, searches families of subtraction games for record\n'
  printf 'periods and reproduces the claims of its source documents.\n'
  printf '\n[SUBCOMMANDS]\n'
  for s in $subcommands; do
    printf '.SS %s\n.nf\n' "$s"
    "$bin" "$s" --help | verbatim
    printf '.fi\n'
  done
  printf '\n[EXIT STATUS]\n'
  printf '.TP\n0\nsuccess\n.TP\n1\ninternal failure\n.TP\n2\nbad input or usage\n'
  printf '.TP\n3\nalgorithms disagree or a certificate fails\n'
  printf '\n[SEE ALSO]\n'
  printf '\\fBnimlab\\-check\\fR \\fIFILE\\fR, installed beside nimlab, checks a certificate written by\n'
  printf '\\fBnimlab period \\-\\-certificate\\fR without using the library: exit 0 accepted, 3 rejected.\n'
} >"$include"

help2man --no-info --section=1 --name="verified computation for impartial combinatorial games" \
  --include="$include" --output="$tmp" "$bin"
chmod 644 "$tmp"
mv "$tmp" "$out"
