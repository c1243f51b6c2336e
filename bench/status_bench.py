"""Recall and false flags of the immigration-status words (cues/implicit.py ImmigrationRecognizer) on
bench/status_sentences.py.

Run from the repository root:
    PYTHONPATH=. nice .venv/bin/python -m bench.status_bench [--out bench/results/special4/status.json]
A sentence with a status is found when the pre-filter returns a city_country finding (any validity); a near miss is
a false flag when it returns any city_country finding. The counting is bench/special_bench.py's."""

from __future__ import annotations

import sys

from bench.special_bench import cli
from bench.status_sentences import STATUS

CATEGORY = "city_country"


def main(argv: list[str] | None = None) -> int:
    return cli(argv, (__doc__ or "").splitlines()[0], (STATUS, STATUS), (CATEGORY,))


if __name__ == "__main__":
    sys.exit(main())
