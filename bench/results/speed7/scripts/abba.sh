#!/bin/bash
# A B B A: base (2355a4c, worktree /tmp/speed7_base) and the branch (/work/wt/speed7), each in its own process.
# Parameters (speed8): BASE, BRANCH (checkouts), ARGS (more arguments for bench.prefilter_speed_ab, e.g. the data paths)
BASE=${BASE:-/tmp/speed7_base}; BRANCH=${BRANCH:-/work/wt/speed7}
cd $BRANCH
for M in $BASE $BRANCH $BRANCH $BASE; do
  echo "== $(date -u +%H:%M:%S) $M ($(git -C $BRANCH rev-parse --short HEAD) for the branch) uptime: $(uptime)"
  PYTHONPATH=. nice /work/main/.venv/bin/python -m bench.prefilter_speed_ab --solo --models $M $ARGS 2>&1 | grep -v Warning
done
echo "== end $(date -u +%H:%M:%S) uptime: $(uptime)"
