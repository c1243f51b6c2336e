"""Where do the GPT-4 evidence phrases that survive the no-model engine stand, on PersonalReddit's TUNING
personas, and would a learned re-ranker of finding validity (low → medium) remove them? (issue 12, evtagger.)

Reads bench/evtagger_findings.py's file (every finding of every tuning comment, all tiers). The engine's
no-model edit of a one-segment draft is re-made from those findings (policy filter, generalization table,
suggestion book), so a promotion can be scored without re-running the pre-filter; `check` shows the re-made
texts equal the engine's own.

    PYTHONPATH=$PWD .venv/bin/python -m bench.evtagger_study where --findings /tmp/evtagger_findings.jsonl
    PYTHONPATH=$PWD .venv/bin/python -m bench.evtagger_study check --findings … --texts /tmp/before.jsonl
    PYTHONPATH=$PWD .venv/bin/python -m bench.evtagger_study cv --findings …
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from models.evaluation.evidence_survival import occurs
from models.policy import Policy
from models.records import Finding, Suggestion

VALID = frozenset({"high", "medium"})


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def remade_text(row: dict[str, Any], promoted: Iterable[int] = (),
                extra: Iterable[tuple[int, int, str]] = ()) -> str:
    """The engine's no-model text of a one-segment draft, with the findings at indices `promoted` shown too and
    `extra` (start, end, replacement) edits added after the engine's own."""
    from models.engine import _tables
    from models.suggestions import SuggestionBook, apply, from_findings
    from models.vault import Vault

    draft = row["text"]
    lift = set(promoted)
    findings = [Finding(**f) for f in row["findings"]]
    shown = [f for i, f in enumerate(findings) if f.validity in VALID or i in lift]
    vault = Vault()
    vault.avoid(draft)
    book = SuggestionBook(draft)
    book.add(from_findings(shown, Policy().style, _tables(vault)[0]))
    book.add(Suggestion(id="", start=s, end=e, original=draft[s:e], replacement=r, category="occupation",
                        validity="medium", source="prefilter", reason="", round=0) for s, e, r in extra)
    return apply(draft, book.suggestions())


def _overlaps(span: Sequence[int], finding: dict[str, Any]) -> bool:
    return bool(span[0] < finding["end"] and finding["start"] < span[1])


def evidence_finding_labels(row: dict[str, Any]) -> list[int]:
    """1 for each finding that overlaps a place where a GPT-4 evidence phrase stands in the comment, else 0."""
    spans = [s for e in row["evidence"] for s in e["spans"]]
    return [int(any(_overlaps(s, f) for s in spans)) for f in row["findings"]]


def where(rows: list[dict[str, Any]]) -> None:
    """Each surviving phrase: does it overlap a low finding (the policy does not act on), a shown one, none?"""
    kinds: Counter[str] = Counter()
    by_attr: dict[str, Counter[str]] = {}
    low_detectors: Counter[str] = Counter()
    total = 0
    for row in rows:
        text = remade_text(row)
        for e in row["evidence"]:
            total += 1
            if not occurs(e["phrase"], text):
                continue
            hits = [f for f in row["findings"] if any(_overlaps(s, f) for s in e["spans"])]
            kind = ("shown finding" if any(f["validity"] in VALID for f in hits)
                    else "low finding" if hits else "no finding")
            kinds[kind] += 1
            by_attr.setdefault(e["attribute"], Counter())[kind] += 1
            for f in hits:
                if f["validity"] not in VALID:
                    low_detectors[f"{f['category']}/{f['detector']}"] += 1
    survivors = sum(kinds.values())
    print(f"tuning comments {len(rows)}, evidence phrases {total}, surviving {survivors} ({survivors / total:.3f})")
    for kind, n in kinds.most_common():
        print(f"  {kind}: {n}")
    for attr, c in sorted(by_attr.items()):
        print(f"  {attr}: " + ", ".join(f"{k} {n}" for k, n in c.most_common()))
    print("low findings on survivors, by category/detector:")
    for name, n in low_detectors.most_common(25):
        print(f"  {n:3d} {name}")
    low = [(f, lab) for row in rows for f, lab in zip(row["findings"], evidence_finding_labels(row))
           if f["validity"] not in VALID]
    print(f"low findings: {len(low)}, overlapping evidence {sum(lab for _, lab in low)}")


def check(rows: list[dict[str, Any]], texts: Path) -> None:
    engine = {r["sample_id"]: r["text"] for r in load(texts)}
    differ = [row["sample_id"] for row in rows if remade_text(row) != engine.get(row["sample_id"])]
    print(f"re-made texts equal to the engine's: {len(rows) - len(differ)} of {len(rows)}; differ: {differ[:20]}")


# -- the re-ranker: logistic regression on low findings, persona-grouped cross-validation ----------------------

def _zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en")


def features(row: dict[str, Any], index: int, vocab: dict[str, int]) -> list[float]:
    """Numbers of one finding that do not name a tuning word: its category and detector (one-hot over `vocab`),
    detector score, word rarity (wordfreq Zipf), length, place in the draft, what else the draft shows."""
    f = row["findings"][index]
    words = [w.strip(".,!?;:'\"()").lower() for w in f["text"].split()]
    words = [w for w in words if w] or [""]
    zipfs = [_zipf(w) for w in words]
    others = [g for j, g in enumerate(row["findings"]) if j != index]
    same_shown = sum(g["category"] == f["category"] and g["validity"] in VALID for g in others)
    same_low = sum(g["category"] == f["category"] and g["validity"] not in VALID for g in others)
    dense = [0.0] * len(vocab)
    for key in (f"c:{f['category']}", f"d:{f['detector']}"):
        if key in vocab:
            dense[vocab[key]] = 1.0
    return [1.0, f["score"], min(zipfs) / 7, sum(zipfs) / len(zipfs) / 7, min(len(words), 6) / 6,
            f["start"] / max(1, len(row["text"])), math.log1p(same_shown), math.log1p(same_low),
            math.log1p(len(others)), float(f["text"][:1].isupper()), *dense]


def _vocab(rows: list[dict[str, Any]], minimum: int = 3) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for row in rows:
        for f in row["findings"]:
            if f["validity"] not in VALID:
                counts[f"c:{f['category']}"] += 1
                counts[f"d:{f['detector']}"] += 1
    return {k: i for i, k in enumerate(sorted(k for k, n in counts.items() if n >= minimum))}


def fit(x: list[list[float]], y: list[int], l2: float = 1.0, steps: int = 400) -> list[float]:
    """L2-regularized logistic regression by Newton steps (numpy)."""
    import numpy as np

    a, b = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    w = np.zeros(a.shape[1])
    reg = l2 * np.eye(a.shape[1])
    reg[0, 0] = 0.0  # no penalty on the bias
    for _ in range(min(steps, 50)):
        p = 1 / (1 + np.exp(-a @ w))
        grad = a.T @ (p - b) + reg @ w
        hess = (a * (p * (1 - p))[:, None]).T @ a + reg + 1e-6 * np.eye(a.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-6:
            break
    return [float(v) for v in w]


def predict(w: Sequence[float], x: list[float]) -> float:
    z = sum(a * b for a, b in zip(w, x))
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def fold_of(persona: str, folds: int) -> int:
    return int(hashlib.sha256(persona.encode("utf-8")).hexdigest(), 16) % folds


def cv(rows: list[dict[str, Any]], folds: int = 5, l2: float = 1.0) -> dict[str, Any]:
    """Out-of-fold probability of every low finding (persona-grouped folds), then tuning survival and ROUGE-L
    when the low findings above each threshold are shown too."""
    from models.textsim import rouge_l_f1

    oof: dict[tuple[int, int], float] = {}
    for k in range(folds):
        train = [r for r in rows if fold_of(r["persona"], folds) != k]
        vocab = _vocab(train)
        x, y = [], []
        for row in train:
            labels = evidence_finding_labels(row)
            for i, f in enumerate(row["findings"]):
                if f["validity"] not in VALID:
                    x.append(features(row, i, vocab))
                    y.append(labels[i])
        w = fit(x, y, l2)
        for n, row in enumerate(rows):
            if fold_of(row["persona"], folds) == k:
                for i, f in enumerate(row["findings"]):
                    if f["validity"] not in VALID:
                        oof[(n, i)] = predict(w, features(row, i, vocab))
    labels_all = {(n, i): lab for n, row in enumerate(rows) for i, lab in enumerate(evidence_finding_labels(row))}
    ranked = sorted(oof.items(), key=lambda kv: -kv[1])
    positives = sum(labels_all[key] for key, _ in ranked)
    print(f"low findings {len(ranked)}, overlapping evidence {positives}")
    for top in (10, 25, 50, 100):
        hit = sum(labels_all[key] for key, _ in ranked[:top])
        print(f"  precision@{top}: {hit / top:.2f}")
    out: dict[str, Any] = {}
    for threshold in (1.01, 0.5, 0.3, 0.2, 0.1, 0.0):  # 0.0: every low finding shown (the upper bound)
        lifted: dict[int, list[int]] = {}
        for (n, i), p in oof.items():
            if p >= threshold:
                lifted.setdefault(n, []).append(i)
        kept = total = 0
        rouge = []
        for n, row in enumerate(rows):
            text = remade_text(row, lifted.get(n, ()))
            rouge.append(rouge_l_f1(row["text"], text))
            for e in row["evidence"]:
                total += 1
                kept += occurs(e["phrase"], text)
        n_lift = sum(map(len, lifted.values()))
        right = sum(labels_all[(n, i)] for n, idx in lifted.items() for i in idx)
        out[str(threshold)] = {"promoted": n_lift, "promoted_on_evidence": right, "survival": kept / total,
                               "rouge_l": sum(rouge) / len(rouge)}
        print(f"threshold {threshold}: promoted {n_lift} (on evidence {right}), survival {kept / total:.3f}, "
              f"ROUGE-L {sum(rouge) / len(rouge):.4f}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("step", choices=("where", "check", "cv"))
    parser.add_argument("--findings", type=Path, required=True)
    parser.add_argument("--texts", type=Path)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--l2", type=float, default=1.0)
    args = parser.parse_args(argv)
    rows = load(args.findings)
    if args.step == "where":
        where(rows)
    elif args.step == "check":
        assert args.texts is not None, "--texts is required"
        check(rows, args.texts)
    else:
        cv(rows, args.folds, args.l2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
