#!/usr/bin/env bash
# Draws the longest period against the largest element M (log scale) as an SVG, from CSV files
# written by `nimlab records --csv` (columns max, sets, longest_period, ...), one line per file.
# Usage: scripts/records_plot.sh OUT.svg TABLE.csv...
set -euo pipefail
out=$1
shift
tmp=$(mktemp "$(dirname "$out")/.plot.XXXXXX")
awk -F, '
  FNR == 1 { n++; name[n] = FILENAME; sub(/.*\//, "", name[n]); sub(/\.csv$/, "", name[n]); next }
  $3 != "" { k[n]++; x[n, k[n]] = $1; y[n, k[n]] = $3
             if ($1 > xmax) xmax = $1; if ($3 > ymax) ymax = $3 }
  END {
    W = 720; H = 480; L = 70; R = 230; T = 30; B = 50
    split("#1b6ca8 #c0392b #27ae60 #8e44ad #d35400 #2c3e50", color, " ")
    decades = int(log(ymax) / log(10)) + 1
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n", W, H
    printf "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H
    printf "<text x=\"%d\" y=\"18\" text-anchor=\"middle\" font-size=\"14\">Longest period over all sets with largest element M</text>\n", (L + W - R) / 2
    pw = W - L - R; ph = H - T - B
    for (d = 0; d <= decades; d++) {
      py = T + ph - d / decades * ph
      printf "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", L, L + pw, py, py
      printf "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d</text>\n", L - 6, py + 4, 10 ^ d
    }
    for (m = 0; m <= xmax; m += 5) {
      px = L + m / xmax * pw
      printf "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>\n", px, px, T, T + ph
      printf "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", px, T + ph + 16, m
    }
    printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">largest element M</text>\n", L + pw / 2, H - 12
    printf "<text x=\"16\" y=\"%d\" transform=\"rotate(-90 16 %d)\" text-anchor=\"middle\">longest period (log scale)</text>\n", T + ph / 2, T + ph / 2
    for (i = 1; i <= n; i++) {
      pts = ""
      for (j = 1; j <= k[i]; j++) {
        px = L + x[i, j] / xmax * pw; py = T + ph - log(y[i, j]) / log(10) / decades * ph
        pts = pts sprintf("%.1f,%.1f ", px, py)
        printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"/>\n", px, py, color[i]
      }
      printf "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>\n", pts, color[i]
      printf "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"/>\n", W - R + 15, W - R + 35, T + 20 * i, T + 20 * i, color[i]
      printf "<text x=\"%d\" y=\"%d\">%s</text>\n", W - R + 40, T + 20 * i + 4, name[i]
    }
    print "</svg>"
  }' "$@" >"$tmp"
chmod 644 "$tmp"
mv "$tmp" "$out"
