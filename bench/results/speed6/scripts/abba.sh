#!/bin/bash
# A B B A: base (1249260, /tmp/speed6/base) and the branch (/work/wt/speed6), each run in its own process
cd /work/wt/speed6
for M in /tmp/speed6/base /work/wt/speed6 /work/wt/speed6 /tmp/speed6/base; do
  echo "== $(date -u +%H:%M:%S) $M ($(git -C /work/wt/speed6 rev-parse --short HEAD) for the branch) uptime: $(uptime)"
  PYTHONPATH=. nice /work/main/.venv/bin/python -m bench.prefilter_speed_ab --solo --models $M 2>&1 | grep -v Warning
done
echo "== end $(date -u +%H:%M:%S) uptime: $(uptime)"
