"""Dev tool of issue 12 round 8: classify `bench.prefilter_same --compare` output without showing held-out texts.

This round's shape (an occupation finding gone: the word is now the table's stand-in) before
bench/same_diffs.py's default (by detector and validity, never by a text's words); that tool does the reading,
the held-out counting (PersonalReddit held-out comments only counted) and the printing.

    python -m bench.prefilter_same --compare BEFORE.json ... > same.txt
    PYTHONPATH=$PWD python bench/results/issue12_rouge_r8/same_diffs.py same.txt
"""

from __future__ import annotations

from typing import Any

from bench.same_diffs import by_detector, main


def _shape(removed: list[dict[str, Any]], added: list[dict[str, Any]]) -> str:
    if removed and not added and all(f["detector"].startswith("occupation.") for f in removed):
        return "occupation finding gone (the word is now the table's stand-in)"
    return by_detector(removed, added)


if __name__ == "__main__":
    main(shape=_shape)
