#!/bin/bash
# A B B A: base (2355a4c, worktree /tmp/speed7_base) and the branch (/work/wt/speed7), each in its own process
cd /work/wt/speed7
for M in /tmp/speed7_base /work/wt/speed7 /work/wt/speed7 /tmp/speed7_base; do
  echo "== $(date -u +%H:%M:%S) $M ($(git -C /work/wt/speed7 rev-parse --short HEAD) for the branch) uptime: $(uptime)"
  PYTHONPATH=. nice /work/main/.venv/bin/python -m bench.prefilter_speed_ab --solo --models $M 2>&1 | grep -v Warning
done
echo "== end $(date -u +%H:%M:%S) uptime: $(uptime)"
