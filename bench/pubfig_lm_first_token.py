"""A side check of bench/pubfig_lm.py (issue 11, branch pubfig_lm): pmi on the surname's FIRST token only, which
removes the predictability of a surname's later tokens (Kaźmierczak, Ó Súilleabháin). Scores the names of
bench/results/pubfig_lm_measure/scores.json again (context "Name:", 1 thread), then runs bench/pubfig_lm_report's
analysis with the feature `pmi1@Name:` (SPIA texts reloaded from the data folder).

Run from the repository root:  nice python -m bench.pubfig_lm_first_token [--spia /work/shared/data/SPIA]"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import bench.pubfig_lm_report as report_module
from bench.name_memory import GENERIC_FIRST_NAMES, NameMemoryScorer
from bench.pii_bench import DATA, SPIA_FILES
from bench.pubfig_lm import load_model

RESULTS = Path(__file__).resolve().parent / "results" / "pubfig_lm_measure"


def first_token_pmi(names: list[str]) -> dict[str, float | None]:
    scorer = NameMemoryScorer(load_model(1), context="Name:")
    start = [scorer.bos] + scorer.words("Name:")
    out: dict[str, float | None] = {}
    for name in names:
        parts = name.split()
        if len(parts) < 2:
            out[name] = None
            continue
        head = [t for p in parts[:-1] for t in scorer.words(" " + p)]
        last = scorer.words(" " + parts[-1])[:1]
        generic = [scorer.logprob(start + scorer.words(" " + g), last) for g in GENERIC_FIRST_NAMES]
        out[name] = scorer.logprob(start + head, last) - sum(generic) / len(generic)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--spia", default=str(DATA))
    args = parser.parse_args(argv)
    from models.evaluation.spia import load_spia

    report: dict[str, Any] = json.loads((RESULTS / "scores.json").read_text(encoding="utf-8"))
    texts = {d.id: d.text for n in SPIA_FILES.values() for d in load_spia(Path(args.spia) / n)}
    for doc in report["engine_spia"]:
        doc["text"] = texts[doc["id"]]
    pmi1 = first_token_pmi(list(report["scores"]))
    for name, row in report["scores"].items():
        row["pmi1@Name:"] = pmi1[name]
    report_module.FEATURES = ("pmi1@Name:", "pmi@Name:")
    for share in (0.05, 0.10):
        result = report_module.analyse(report, share)
        result["pmi1"] = pmi1
        (RESULTS / f"analysis_pmi1_{round(share * 100)}pct.json").write_text(
            json.dumps(result, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
