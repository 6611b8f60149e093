#!/usr/bin/env bash
# One game of a frontier run per task of a batch scheduler's job array (or per machine by
# hand): the Grundy values of one game are computed in order of the heaps, so a game goes on one
# machine with all its cores, and a cluster runs several games at once. Each task keeps its
# checkpoint and its frequency files in its own folder under a shared directory, so tasks never
# write the same file, and a killed or requeued task resumes where its last checkpoint left it
# (every saved value is proven from the rules on load).
#
# Usage: frontier_task.sh INDEX TO SHARED_DIR GAME...
#   INDEX       which GAME this task runs, from 0 (Slurm: $SLURM_ARRAY_TASK_ID; PBS:
#               $PBS_ARRAY_INDEX; SGE: $((SGE_TASK_ID - 1)))
#   TO          the largest k: frequencies are written at every n = 2^k up to 2^TO (TO <= 31)
#   SHARED_DIR  writes SHARED_DIR/<game>/ (0.161 for .161: frequency files, summary.csv) and
#               SHARED_DIR/ck/ (the checkpoints)
# env: EXP (default build/experiments/exp_octal_frontier), THREADS (default: the task's CPUs,
#   $SLURM_CPUS_PER_TASK or $NCPUS when set, else every core).
# Example (Slurm, the five games of the public computation to 2^31 on 32-core nodes):
#   sbatch --array=0-4 --cpus-per-task=32 --mem=12G --requeue \
#     --wrap 'experiments/frontier_task.sh $SLURM_ARRAY_TASK_ID 31 /shared/frontier .014 .034 .161 .167 .172'
# then, on any machine: experiments/compare_frontier.sh CHECKOUT /shared/frontier/0.161 (and so on)
set -euo pipefail
[[ $# -ge 4 ]] || { echo "usage: frontier_task.sh INDEX TO SHARED_DIR GAME..." >&2; exit 2; }
index="$1" to="$2" shared="$3"
shift 3
games=("$@")
[[ "$index" =~ ^[0-9]+$ && "$index" -lt ${#games[@]} ]] ||
  { echo "frontier_task.sh: INDEX $index is not in 0..$((${#games[@]} - 1))" >&2; exit 2; }
game="${games[$index]}"
exp="${EXP:-build/experiments/exp_octal_frontier}"
[[ -x "$exp" ]] || { echo "frontier_task.sh: $exp not built (cmake --build build --target exp_octal_frontier)" >&2; exit 2; }
threads="${THREADS:-${SLURM_CPUS_PER_TASK:-${NCPUS:-0}}}"
thread_args=()
[[ "$threads" != 0 ]] && thread_args=(--threads "$threads")
dir="$shared/${game/#./0.}"  # .161 -> 0.161, as the files are named
mkdir -p "$dir" "$shared/ck"
exec "$exp" --from 10 --to "$to" "${thread_args[@]}" --out "$dir" \
  --checkpoint-dir "$shared/ck" "$game"
