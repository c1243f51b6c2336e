#!/bin/bash
# one round: every e2e file, one at a time, with 2 CPU hogs beside; logs per file
cd /work/wt/race2
r=$1; shift
files=${@:-tests/js/e2e_*.test.mjs}
nice -n 19 sh -c 'while :; do :; done' & h1=$!
nice -n 19 sh -c 'while :; do :; done' & h2=$!
echo "hogs $h1 $h2" > /tmp/race2/hogs_$r
for f in $files; do
  b=$(basename $f .test.mjs)
  s=$(date +%s)
  PYTHONPATH=/work/wt/race2 PATH="/work/wt/race2/.venv/bin:$PATH" nice node --test --test-concurrency=1 $f > /tmp/race2/r${r}_$b.log 2>&1
  rc=$?
  echo "$b rc=$rc $(( $(date +%s)-s ))s load=$(cut -d' ' -f1-3 /proc/loadavg)" >> /tmp/race2/summary_$r
done
kill $h1 $h2
