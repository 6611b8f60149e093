#!/usr/bin/env bash
# Regenerates the golden certificates with nimlab and derives the hostile and malformed ones
# from them (derive_hostile.py; arithmetic_certificates.py also recomputes the version-3 ones
# and requires nimlab's to be the same text). With LARGE=1 also golden-large/ (.376 and .354:
# minutes).
# Usage: make_certificates.sh [BUILD_DIR]   (default: build)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
build="${1:-$here/../../build}"
nimlab="$build/lib/nimlab"
mkdir -p "$here/golden" "$here/hostile" "$here/malformed"
golden() {  # NAME, then the game options of nimlab period
  local name="$1"
  shift
  "$nimlab" period "$@" --max-values 268435456 --certificate "$here/golden/$name.json" >/dev/null
}
golden v2-dot16 --octal .16
golden v2-dot56 --octal .56
golden v2-dot127 --octal .127
golden v2-dot165 --octal .165
golden v1-kayles --octal .77
golden v1-dot4 --octal .4
golden v1-dot0102 --octal .0102
golden v1-subtract-1-4 --subtract 1,4
golden v3-hex-dot8 --hex .8
golden v3-hex-dot0f --hex .0f
golden v3-all-but-2-3 --game all-but:2,3
golden v3-all-but-2-3-5-7 --game all-but:2,3,5,7
if [[ -n "${LARGE:-}" ]]; then
  "$nimlab" period --octal .376 --max-values 268435456 \
    --certificate "$here/golden-large/v2-dot376.json" >/dev/null
  "$nimlab" period --octal .354 --max-values 268435456 \
    --certificate "$here/golden-large/v2-dot354.json" >/dev/null
fi
python3 "$here/derive_hostile.py" "$here"
python3 "$here/arithmetic_certificates.py" "$here"
