#!/usr/bin/env bash
# Builds the research note as a PDF, paper/nimlab.pdf, from data/ in one command:
#   1. scripts/paper_tables.sh  the tables and values of data/ into the assembled Markdown
#   2. scripts/plots.sh         the figures (gnuplot) into paper/figures/
#   3. pandoc + pdflatex        paper/nimlab-full.md, then the errata as an appendix, with the
#                               references of paper/references.bib
# Needs pandoc, gnuplot and a small TeX Live (scripts/setup.sh installs them).
# Usage: scripts/paper.sh
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in pandoc pdflatex gnuplot; do
  if ! command -v "$tool" >/dev/null; then
    echo "paper: $tool not found (scripts/setup.sh installs it)" >&2
    exit 2
  fi
done

bash scripts/paper_tables.sh
bash scripts/plots.sh paper/figures

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The errata follow the note as an appendix: each heading one level down, set \sloppy so that
# long JSON values break between lines instead of running into the margin.
{
  printf '\n\\clearpage\n\\appendix\n\\sloppy\n\n'
  sed -e 's/^#/##/' paper/errata.md
} >"$tmp/errata.md"

pandoc paper/nimlab-full.md "$tmp/errata.md" \
  --from markdown --to pdf --pdf-engine=pdflatex \
  --resource-path=paper --citeproc --bibliography=paper/references.bib \
  --include-in-header=paper/latex-header.tex --lua-filter=paper/breakable-code.lua \
  -V documentclass=article -V fontsize=10pt -V geometry:margin=2cm -V colorlinks=true \
  -V linkcolor=blue -V urlcolor=blue -V citecolor=blue \
  --output="$tmp/nimlab.pdf"
chmod 644 "$tmp/nimlab.pdf"
mv "$tmp/nimlab.pdf" paper/nimlab.pdf
echo "paper: wrote paper/nimlab.pdf" >&2
