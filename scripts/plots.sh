#!/usr/bin/env bash
# Draws every figure of the paper with gnuplot from the files under data/, as PNG images:
#   records-longest-period.png  longest period per largest element M, normal and misère play
#                               (data/records/*.csv, written by scripts/records_tables.sh)
#   grundy-scatter.png          the Grundy values of an octal game, one point per heap
#                               (data/values/grundy-*.txt, written by scripts/figures_data.sh)
#   play-counts.png             the exact numbers of complete plays of Nim
#                               (data/count/nim-plays.csv, written by scripts/figures_data.sh)
#   octal-periods.png           preperiod and period of every code the octal tables prove
#                               (data/octal/octal3.csv, octal4.csv, dddd.csv: sweep_octal.sh)
#   graph-NAME.png              the sources' game graphs and the (3,2) game tree, drawn by
#                               Graphviz's dot from data/graphs/NAME.dot (`nimlab graph` output,
#                               written by scripts/figures_data.sh)
# Usage: scripts/plots.sh [OUT_DIR]   (default: paper/figures)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/paper/figures}
if ! command -v gnuplot >/dev/null; then
  echo "plots: gnuplot not found (scripts/setup.sh installs gnuplot-nox)" >&2
  exit 2
fi
if ! command -v dot >/dev/null; then
  echo "plots: dot not found (scripts/setup.sh installs graphviz)" >&2
  exit 2
fi
mkdir -p "$out"
cd "$root"

graphs=(nim-2-2 subtract-1-2-heaps-2-3 subtract-1-2-3-heap-8 card-5 nim-3-2-tree)
graph_files=("${graphs[@]/#/data/graphs/}")
for f in data/records/{grundy,outcome}-{one-in-set,all}*.csv data/values/grundy-16.txt \
  data/count/nim-plays.csv data/octal/{octal3,octal4,dddd}.csv "${graph_files[@]/%/.dot}"; do
  [ -f "$f" ] || { echo "plots: missing $f" >&2; exit 2; }
done

terminal='set terminal pngcairo size 1200,640 font "DejaVu Sans,15" linewidth 1.5'

# Runs gnuplot on stdin, writing $1 through a temporary file beside it (atomic rename).
draw() {
  local target=$out/$1 tmp
  tmp=$(mktemp "$out/.$1.XXXXXX")
  { printf '%s\nset output "%s"\n' "$terminal" "$tmp"; cat; } | gnuplot
  chmod 644 "$tmp"
  mv "$tmp" "$target"
  echo "plots: wrote $target" >&2
}

# Normal and misère records often coincide: normal play is drawn as large open squares on a thick
# line, misère play as small filled triangles on a dashed line inside them, so neither hides.
draw records-longest-period.png <<'GNUPLOT'
set datafile separator ","
set multiplot layout 1,2 title "Longest period over all subtraction sets with largest element M"
set logscale y
set grid
set xlabel "largest element M"
set ylabel "longest period (log scale)"
set key bottom right
set style line 1 lc rgb "#7b3294" lw 1.5 pt 7 ps 0.9
set style line 2 lc rgb "#1b7837" lw 4 pt 4 ps 2.0
set style line 3 lc rgb "#e66101" lw 1.5 dt 2 pt 9 ps 1.0
set title "sets containing 1"
plot "data/records/grundy-one-in-set.csv" skip 1 using 1:3 with linespoints ls 1 title "Grundy values", \
     "data/records/outcome-one-in-set-normal.csv" skip 1 using 1:3 with linespoints ls 2 title "outcomes, normal play", \
     "data/records/outcome-one-in-set-misere.csv" skip 1 using 1:3 with linespoints ls 3 title "outcomes, misère play"
set title "all sets"
plot "data/records/grundy-all.csv" skip 1 using 1:3 with linespoints ls 1 title "Grundy values", \
     "data/records/outcome-all-normal.csv" skip 1 using 1:3 with linespoints ls 2 title "outcomes, normal play", \
     "data/records/outcome-all-misere.csv" skip 1 using 1:3 with linespoints ls 3 title "outcomes, misère play"
unset multiplot
GNUPLOT

draw grundy-scatter.png <<'GNUPLOT'
set title "Grundy values of the octal game .16, one point per heap n"
set xlabel "heap n"
set ylabel "Grundy value G(n)"
set grid ytics
set key off
set ytics 0, 1
set offsets 0, 0, 0.6, 0.6
plot "data/values/grundy-16.txt" using 1:2 with points pt 7 ps 0.45
GNUPLOT

draw play-counts.png <<'GNUPLOT'
set datafile separator ","
set title "Complete plays of Nim with N tokens in k piles (unordered), exact"
set xlabel "tokens N"
set ylabel "number of complete plays (log scale)"
set logscale y
set format y "10^{%T}"
# A tick every 20 decades up to 10^140, just above the largest count (N = 200, k = 4: 2.5e138),
# so that the top of the axis is labelled.
set yrange [1:1e140]
set ytics 1, 1e20
set grid
set key top left
plot for [k=2:4] "data/count/nim-plays.csv" using 2:($1 == k ? $3 : 1/0) skip 1 \
     with linespoints pt 7 ps 0.6 title sprintf("k = %d piles", k)
GNUPLOT

# Preperiod 0 is drawn at 1 on the log scale (the axis is preperiod + 1).
draw octal-periods.png <<'GNUPLOT'
set datafile separator ","
set title "Periods proven by the octal tables: one point per code"
set xlabel "preperiod + 1 (log scale)"
set ylabel "period (log scale)"
set logscale xy
set format x "10^{%T}"
set format y "10^{%T}"
set grid
set key top left
proven(c) = strcol(2) eq "proven" ? column(c) : 1/0
plot "data/octal/dddd.csv" skip 1 using (proven(3) + 1):(proven(4)) with points pt 7 ps 0.5 lc rgb "#999999" title "four digits .dddd", \
     "data/octal/octal3.csv" skip 1 using (proven(3) + 1):(proven(4)) with points pt 5 ps 0.8 lc rgb "#7b3294" title "up to three digits", \
     "data/octal/octal4.csv" skip 1 using (proven(3) + 1):(proven(4)) with points pt 9 ps 1.0 lc rgb "#e66101" title "4.ddd"
GNUPLOT

# The game graphs, at 150 dpi (Graphviz's default of 96 is coarse in print).
for name in "${graphs[@]}"; do
  target=$out/graph-$name.png
  tmp=$(mktemp "$out/.graph-$name.png.XXXXXX")
  dot -Tpng -Gdpi=150 "data/graphs/$name.dot" -o "$tmp"
  chmod 644 "$tmp"
  mv "$tmp" "$target"
  echo "plots: wrote $target" >&2
done
