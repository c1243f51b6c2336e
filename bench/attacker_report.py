"""The attacker adapter's training report: unseen-persona top-1 per attribute (PyTorch, from
bench/train_attacker.py's predictions) against zero-shot and the text-blind majority guess, the same
through llama.cpp with the GGUF adapters on the quantized model, and the confidence calibration.

    python -m bench.attacker_report --trained out/ --tag _e6 --data ../shared/data/PersonalReddit/train.jsonl
"""

from __future__ import annotations

import argparse
import json
import platform
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from models.categories import ATTRIBUTES
from models.evaluation.matcher import match

GRID = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95)
MIN_SUPPORT = 10  # held-out answers at or above a threshold needed to trust its precision
MIN_PRECISION = 0.5  # a confident answer must be right at least half the time ...
MIN_LIFT = 0.15  # ... and clearly more often than the attribute's answers overall
RESULTS = Path("bench/results")


def load_predictions(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def calibrate(predictions: list[dict[str, Any]], variant: str, exclude_fold: int | None = None,
              rows: list[dict[str, Any]] | None = None) -> dict[str, float]:
    """Per attribute, the smallest answer probability from which held-out answers are right often enough.
    Cross-fitted: the answers of `exclude_fold` (the adapter's own held-out fold) are not used. With the
    data `rows` (rows_with_folds), an attribute on whose leaked comments the adapter is right no more often
    than the text-blind majority guess gets no threshold at all: its confident answers restate the base
    rate (income answered "middle" whatever the text says), so occlusion would search for evidence that
    is not in the text, at the cost of several readings of it."""
    out = {}
    blind = blind_attributes(predictions, variant, rows, exclude_fold) if rows is not None else set()
    for attribute in ATTRIBUTES:
        answers = [p for p in predictions if p["variant"].startswith(variant + "_fold") and p["attribute"] == attribute
                   and p["fold"] != exclude_fold]
        if not answers or attribute in blind:
            continue
        base = sum(p["correct"] for p in answers) / len(answers)
        for tau in GRID:
            above = [p["correct"] for p in answers if p["prob"] >= tau]
            if len(above) >= MIN_SUPPORT and sum(above) / len(above) >= max(MIN_PRECISION, base + MIN_LIFT):
                out[attribute] = tau
                break
    return out


def blind_attributes(predictions: list[dict[str, Any]], variant: str, rows: list[dict[str, Any]],
                     exclude_fold: int | None) -> set[str]:
    """Attributes whose leaked comments the adapter answers right no more often than the text-blind majority
    guess (bench's unseen-persona top-1 against `majority`), on the folds other than `exclude_fold`."""
    guesses = majority_guesses(rows)
    truth = {r["id"]: r["personality"] for r in rows}
    model: Counter[str] = Counter()
    prior: Counter[str] = Counter()
    for p in predictions:
        if p["feature"] and p["variant"].startswith(variant + "_fold") and p["fold"] != exclude_fold:
            model[p["attribute"]] += bool(p["correct"])
            prior[p["attribute"]] += match(p["attribute"], truth[p["id"]][p["attribute"]],
                                           guesses[p["fold"], p["attribute"]])
    return {a for a in prior if model[a] <= prior[a]}


def rows_with_folds(data: Path, predictions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines() if line.strip()]
    fold_of = {p["id"]: p["fold"] for p in predictions if p["fold"] is not None}
    for number, row in enumerate(rows, 1):
        row["id"] = f"pr-{number:04d}"
        row["fold"] = fold_of.get(row["id"])
    return rows


def majority_guesses(rows: list[dict[str, Any]]) -> dict[tuple[int, str], str]:
    """Per fold and attribute, the value that matches most training comments of the attribute."""
    out = {}
    for fold in sorted({r["fold"] for r in rows if r["fold"] is not None}):
        train = [r for r in rows if r["fold"] != fold]
        for attribute in ATTRIBUTES:
            seen = [r for r in train if r["feature"] == attribute]
            values = sorted({str(r["personality"][attribute]) for r in seen})
            if not values:
                continue
            out[fold, attribute] = max(values, key=lambda v: sum(match(attribute, r["personality"][attribute], v)
                                                                 for r in seen))
    return out


def majority(rows: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    """Text-blind: per fold, the value that matches most training comments of the attribute, on the test fold."""
    guesses = majority_guesses(rows)
    hits: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for r in rows:
        if r["fold"] is not None:
            total[r["feature"]] += 1
            hits[r["feature"]] += match(r["feature"], r["personality"][r["feature"]], guesses[r["fold"], r["feature"]])
    return {a: (hits[a], total[a]) for a in total}


def prior_backoff(rows: list[dict[str, Any]], predictions: list[dict[str, Any]], variant: str) -> dict[str, tuple[int, int]]:
    """The adapter's answer, or the text-blind majority value when the answer's probability is below a
    threshold: the attacker falls back on the prior where the text tells the model too little. The
    threshold of each fold and attribute is cross-fitted: the one that makes the other folds' held-out
    answers right most often (0: never fall back; ties: the lower one), so no answer is judged by a rule
    fitted on it."""
    guesses = majority_guesses(rows)
    truth = {r["id"]: r["personality"] for r in rows}
    answered = [p for p in predictions if p["feature"] and p["variant"].startswith(variant + "_fold")]

    def right(p: dict[str, Any], tau: float) -> bool:
        if p["prob"] >= tau:
            return bool(p["correct"])
        return bool(match(p["attribute"], truth[p["id"]][p["attribute"]], guesses[p["fold"], p["attribute"]]))

    hits: Counter[str] = Counter()
    total: Counter[str] = Counter()
    taus: dict[tuple[int, str], float] = {}  # one cross-fitted threshold per fold and attribute
    for p in answered:
        key = (p["fold"], p["attribute"])
        if key not in taus:
            others = [q for q in answered if q["attribute"] == p["attribute"] and q["fold"] != p["fold"]]
            taus[key] = max((0.0, *GRID), key=lambda t: (sum(right(q, t) for q in others), -t))
        tau = taus[key]
        total[p["attribute"]] += 1
        hits[p["attribute"]] += right(p, tau)
    return {a: (hits[a], total[a]) for a in total}


def top1(predictions: list[dict[str, Any]], variant: str) -> dict[str, tuple[int, int]]:
    hits: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for p in predictions:
        if p["feature"] and (p["variant"] == variant or p["variant"].startswith(variant + "_fold")):
            total[p["attribute"]] += 1
            hits[p["attribute"]] += bool(p["correct"])
    return {a: (hits[a], total[a]) for a in total}


def llama_cpp_top1(rows: list[dict[str, Any]], pattern: str, limit: int | None, threads: int | None = None) -> tuple[dict[str, tuple[int, int]],
                                                                                          list[dict[str, Any]], float]:
    """The same questions through llama.cpp: each held-out comment asked with its fold's GGUF adapter."""
    from models.adapter.prompt import clues_of, comment_prefix, question_suffix
    from models.adapter.registry import ADAPTER_DIR, load_adapter
    from models.prefilter.prefilter import Prefilter
    from models.runtime.llama_questions import LlamaQuestions
    from models.runtime.loader import load_backend

    hits: Counter[str] = Counter()
    total: Counter[str] = Counter()
    answers, started = [], time.perf_counter()
    prefilter = Prefilter()
    for fold in sorted({r["fold"] for r in rows if r["fold"] is not None}):
        adapter = load_adapter(ADAPTER_DIR / f"{pattern.format(fold=fold)}.gguf")
        backend = load_backend(None, n_threads=threads, lora_path=adapter.path)
        questions = LlamaQuestions(getattr(backend, "native"))
        test = [r for r in rows if r["fold"] == fold][:limit]
        for r in test:
            # an adapter trained with clues is asked as the engine asks it: with the pre-filter's findings
            clues = clues_of(prefilter.find(r["response"])) if adapter.clues else []
            answer = questions.ask(comment_prefix(r["response"], clues), question_suffix(r["feature"]))
            ok = match(r["feature"], r["personality"][r["feature"]], answer.text)
            total[r["feature"]] += 1
            hits[r["feature"]] += ok
            answers.append({"id": r["id"], "attribute": r["feature"], "guess": answer.text,
                            "prob": round(answer.probability, 5), "correct": ok})
    return {a: (hits[a], total[a]) for a in total}, answers, time.perf_counter() - started


def share(counts: dict[str, tuple[int, int]], attribute: str | None = None) -> float:
    if attribute is not None:
        h, n = counts.get(attribute, (0, 0))
        return h / n if n else float("nan")
    return sum(h for h, _ in counts.values()) / max(1, sum(n for _, n in counts.values()))


def agreement(predictions: list[dict[str, Any]], variant: str, answers: list[dict[str, Any]]) -> float:
    torch_guess = {p["id"]: p["guess"] for p in predictions
                   if p["feature"] and p["variant"].startswith(variant + "_fold")}
    same = [a["guess"] == torch_guess.get(a["id"]) for a in answers if a["id"] in torch_guess]
    return sum(same) / len(same) if same else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trained", type=Path, required=True)
    ap.add_argument("--tag", default="")
    ap.add_argument("--data", type=Path, required=True)
    ap.add_argument("--zero-shot", type=Path, help="predictions file of a run that has the zero-shot answers")
    ap.add_argument("--compare", type=Path, nargs="*", default=[], help="other runs' predictions.jsonl")
    ap.add_argument("--llama-limit", type=int, help="held-out comments per fold asked through llama.cpp")
    ap.add_argument("--targets", default="truth,gpt4", help="whose GGUF adapters to ask through llama.cpp")
    ap.add_argument("--threads", type=int, help="llama.cpp CPU threads (default: all cores)")
    ap.add_argument("--out", type=Path, default=RESULTS)
    args = ap.parse_args()
    predictions = load_predictions(args.trained / f"predictions{args.tag}.jsonl")
    extra = [p for path in [args.zero_shot, *args.compare] if path for p in load_predictions(path)]
    rows = rows_with_folds(args.data, predictions)
    table: dict[str, dict[str, tuple[int, int]]] = {"text-blind majority": majority(rows)}
    table["zero-shot"] = top1(extra + predictions, "zero-shot")
    for variant in sorted({p["variant"].split("_fold")[0] for p in extra + predictions} - {"zero-shot"}):
        table[f"{variant} (PyTorch)"] = top1(extra + predictions, variant)
    table[f"truth{args.tag} + prior backoff (PyTorch, cross-fitted)"] = prior_backoff(rows, predictions, f"truth{args.tag}")
    llama: dict[str, Any] = {}
    args.out.mkdir(parents=True, exist_ok=True)
    for target, pattern in (("truth", "eval-engine-fold{fold}"), ("gpt4", "eval-attacker-fold{fold}")):
        if target not in args.targets.split(","):
            continue
        counts, answers, seconds = llama_cpp_top1(rows, pattern, args.llama_limit, args.threads)
        table[f"{target}{args.tag} (llama.cpp, GGUF adapter, Q4_1)"] = counts
        with open(args.out / f"llama_answers_{target}{args.tag}.jsonl", "w", encoding="utf-8") as f:
            f.writelines(json.dumps(a) + "\n" for a in answers)
        llama[target] = {"answers": len(answers), "seconds": round(seconds, 1),
                         "same_answer_as_pytorch": round(agreement(predictions, target + args.tag, answers), 3)}
    training = json.loads((args.trained / f"training{args.tag}.json").read_text(encoding="utf-8"))
    report = {
        "table": {name: {"overall": round(share(c), 3), **{a: round(share(c, a), 3) for a in ATTRIBUTES}}
                  for name, c in table.items()},
        "n": {a: table["text-blind majority"][a][1] for a in ATTRIBUTES},
        "llama_cpp": llama,
        "thresholds_engine": calibrate(predictions, f"truth{args.tag}", rows=rows),
        "training": training,
        "machine": platform.platform(),
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "attacker_training.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    head = "| | overall | " + " | ".join(ATTRIBUTES) + " |"
    lines = [head, "|---|" + "---:|" * (len(ATTRIBUTES) + 1)]
    for name, row in report["table"].items():
        lines.append(f"| {name} | {row['overall']:.3f} | " + " | ".join(f"{row[a]:.2f}" for a in ATTRIBUTES) + " |")
    lines.append("| comments (n) | 404 | " + " | ".join(str(report["n"][a]) for a in ATTRIBUTES) + " |")
    (args.out / "attacker_training_table.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    print(json.dumps({k: report[k] for k in ("llama_cpp", "thresholds_engine")}, indent=1))


if __name__ == "__main__":
    main()
