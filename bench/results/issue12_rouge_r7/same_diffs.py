"""Dev tool of issue 12 round 7: classify `bench.prefilter_same --compare` output without showing held-out texts.

This round's shape (the vocative "mate" span widened and removed) on bench/same_diffs.py, which does the
reading, the held-out counting and the printing; only the texts of shape "other" are printed, as written.

    python -m bench.prefilter_same --compare BEFORE.json ... > same.txt
    PYTHONPATH=$PWD python bench/results/issue12_rouge_r7/same_diffs.py same.txt
"""

from __future__ import annotations

import re
from typing import Any

from bench.same_diffs import main


def _shape(removed: list[dict[str, Any]], added: list[dict[str, Any]]) -> str:
    def mate(f: dict[str, Any]) -> bool:
        return f["detector"] == "implicit.dialect" and bool(re.search(r"(?i)\bmates?\b", f["text"]))

    if removed and added and all(mate(f) for f in removed + added) and all(f["value"].startswith("=") for f in added) \
            and len(removed) == len(added):
        return "vocative mate: span widened, removed"
    return "other"


if __name__ == "__main__":
    main(shape=_shape, show=lambda shape: shape == "other", quote=str)
