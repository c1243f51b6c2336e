#!/bin/bash
cd /work/wt/speed5
echo "branch at $(git rev-parse --short HEAD)"
/tmp/speed5/abba.sh
for i in 1 2; do
  echo "== in-process interleaved --base (before = d64bba4 models_base) $(date -u +%H:%M:%S) uptime: $(uptime)"
  PYTHONPATH=. nice /work/main/.venv/bin/python -m bench.prefilter_speed_ab --base /tmp/speed5/basepkg 2>&1 | grep -v Warning
done
for M in /tmp/speed5/base /work/wt/speed5; do
  echo "== passes (CPU per part) $M $(date -u +%H:%M:%S) uptime: $(uptime)"
  PYTHONPATH=$M:. nice /work/main/.venv/bin/python /tmp/speed5/passes.py /tmp/speed5/passes_$(basename $M).json 2>&1 | grep -v Warning
done
echo "== end $(date -u +%H:%M:%S) uptime: $(uptime)"
