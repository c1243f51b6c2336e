"""Round 4's cost per family: the 404 PersonalReddit comments anonymized (pre-filter + table, no model) with one
family left out, or with the round's lighter register edits put back; score the texts with
bench.implicit_cues_bench report (or any scorer of {sample_id, text} lines).

    PYTHONPATH=$PWD python bench/results/issue12_r4/family_cost.py /tmp/no_money.jsonl rec:MoneyIdiomRecognizer
    items: rec:<recognizer class> (left out), noshort (no city short names), heavier (kinda/sorta/tho and haha back)"""
import sys, re
from pathlib import Path
out, items = sys.argv[1], sys.argv[2:]
from models.prefilter.cues import register
from models.prefilter.data import gazetteer
from models.prefilter import registry
import models.prefilter.prefilter as P
drop_recs = {i.split(":", 1)[1] for i in items if i.startswith("rec:")}
if "noshort" in items:
    gazetteer.CITY_SHORT_NAMES.clear()
if "heavier" in items:
    register.SLANG.update({"kinda": "kind of", "sorta": "sort of", "tho": "though"})
    L = r"(?:lol+|lolz|lmao+|lmfao|rofl|roflmao|ha(?:ha)+h?|hah|he(?:he)+|hihi)"
    register._LAUGH_WORD = re.compile(rf"(?<![\w'’-])(?:\((?i:{L})\)|(?i:{L}))(?![\w'’-])")
orig = registry.default_recognizers
P.default_recognizers = lambda: [r for r in orig() if type(r).__name__ not in drop_recs]
from bench.implicit_cues_bench import texts
texts(Path("/work/shared/data/PersonalReddit/train.jsonl"), Path(out))
