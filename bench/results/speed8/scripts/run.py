"""Run a script of bench/results/*/scripts with bench.prefilter_same.texts() reading /work/shared/data
(its default is ../shared relative to the checkout, absent under /work/wt). usage: run.py SCRIPT ARGS..."""
import runpy, sys
from pathlib import Path
import bench.prefilter_same as s
s.texts.__defaults__ = (Path('/work/shared/data/PersonalReddit/train.jsonl'), Path('/work/shared/data/SPIA'))
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name='__main__')
