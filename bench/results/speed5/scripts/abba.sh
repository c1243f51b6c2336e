#!/bin/bash
# A B B A: base (d64bba4, /tmp/speed5/base) and the branch (this worktree), each run in its own process
cd /work/wt/speed5
for M in /tmp/speed5/base /work/wt/speed5 /work/wt/speed5 /tmp/speed5/base; do
  echo "== $(date -u +%H:%M:%S) $M ($(git -C /work/wt/speed5 rev-parse --short HEAD) for the branch) uptime: $(uptime)"
  PYTHONPATH=. nice /work/main/.venv/bin/python -m bench.prefilter_speed_ab --solo --models $M 2>&1 | grep -v Warning
done
echo "== end $(date -u +%H:%M:%S) uptime: $(uptime)"
