# Sourced by the data scripts: the provenance every program-written file under data/ carries
# (first lines of the file, or a provenance.txt beside it when the file's text must stay exactly
# what the command prints): the command, nimlab's version and the source commit, the date, the
# machine (nproc, CPU model, load average: the machine may be shared) and the wall time; and the
# check that the programs a data script runs are built.

# require_programs SCRIPT PROGRAM...: exit 2 with one line naming the first PROGRAM that is not
# there to run (a data script needs its programs built before it starts).
require_programs() {
  local script=$1 program
  shift
  for program in "$@"; do
    [[ -x $program ]] || { echo "$script: $program not found (scripts/build.sh)" >&2; exit 2; }
  done
}

# The commit of the sources, with "+modified" when lib/ differs from it.
source_commit() {
  local commit
  commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
  if [[ $commit != unknown ]] && ! git diff --quiet HEAD -- lib 2>/dev/null; then
    commit="$commit+modified"
  fi
  echo "$commit"
}

cpu_model() {
  grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || echo unknown
}

# Seconds since the epoch, with fractions, for wall_seconds.
now_seconds() {
  date +%s.%N
}

# wall_seconds START: seconds since START (from now_seconds), three decimals.
wall_seconds() {
  awk -v a="$1" -v b="$(now_seconds)" 'BEGIN { printf "%.3f", b - a }'
}

# provenance_lines PREFIX NIMLAB COMMAND SECONDS: three lines, each after PREFIX and a space (none
# for an empty PREFIX).
provenance_lines() {
  local prefix=$1 nimlab=$2 command=$3 seconds=$4
  prefix=${prefix:+$prefix }
  printf '%scommand: %s\n' "$prefix" "$command"
  printf '%snimlab %s, commit %s, %s\n' "$prefix" "$("$nimlab" --version)" "$(source_commit)" \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  printf '%smachine: nproc %s, %s, load %s; wall time %s s\n' "$prefix" "$(nproc)" "$(cpu_model)" \
    "$(cut -d' ' -f1 /proc/loadavg)" "$seconds"
}
