#!/usr/bin/env bash
# Installs every Debian package nimlab needs to build, test and run. Safe to run twice.
set -euo pipefail

packages=(
  build-essential cmake g++ pkg-config
  libboost-dev libgmp-dev
  libgtest-dev googletest librapidcheck-dev libbenchmark-dev
  libcli11-dev nlohmann-json3-dev
  libopenmpi-dev openmpi-bin
  coq libcoq-stdlib ocaml-nox ocaml-findlib libyojson-ocaml-dev
  libcoq-core-ocaml-dev                     # the kernel's Uint63 and Parray for nimlab-check-verified
  clang libclang-rt-14-dev
  help2man                                  # the man page, from --help
  gnuplot-nox                               # the figures (scripts/plots.sh)
  graphviz                                  # nimlab graph --format svg|png, the game graphs
  pandoc texlive-latex-recommended texlive-fonts-recommended lmodern  # paper/nimlab.pdf
  poppler-utils                             # the paper test reads the PDF back as text
  python3-jsonschema                        # the JSON outputs against data/schema/ (tests)
  python3-dev pybind11-dev python3-pytest   # the Python module and its tests
  time                                      # wall, CPU and peak memory in the benchmarks
  jq xz-utils                               # the octal tables' sweeps, certificate archives and their test
  python3-numpy                             # nimlab.values_array (the Python module, tests)
  python3-nbformat python3-nbconvert python3-ipykernel python3-matplotlib  # examples/*.ipynb
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "setup: all packages present" >&2
fi
