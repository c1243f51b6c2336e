"""Load the labelled data sets of `../shared/data` as evaluation samples."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from ..adapter.personas import persona_key
from ..categories import ATTRIBUTES
from ..errors import InputError
from .evidence_survival import grounded_phrases

FORMATS = ("personalreddit", "synthpai")

# SynthPAI's human labels use a few spellings of the attacker prompt's fixed values.
_SYNTHPAI_VALUE_ALIASES = {"relationship_status": {"in relationship": "in a relationship"}}


@dataclass(frozen=True)
class Sample:
    """One text to anonymize and the ground truth about its author (only the attributes that are known)."""

    id: str
    text: str
    truth: dict[str, str] = field(default_factory=dict)  # attribute -> value, values as strings
    feature: str | None = None  # the attribute the text was written to leak (PersonalReddit)
    hardness: int | None = None
    # (attribute, phrase): what GPT-4 quoted, verbatim in `text`, where its inference was right
    evidence: tuple[tuple[str, str], ...] = ()
    persona: str | None = None  # the author's persona key (models/adapter/personas.py), when the data has one


def load_samples(path: str | Path, fmt: str, limit: int | None = None) -> list[Sample]:
    """All samples of a data file in file order (the first `limit` when given)."""
    if fmt not in FORMATS:
        raise InputError(f"--format must be one of {', '.join(FORMATS)}; got {fmt!r}")
    path = Path(path)
    if not path.is_file():
        raise InputError(f"data file not found: {path}")
    loader = load_personalreddit if fmt == "personalreddit" else load_synthpai
    samples: list[Sample] = []
    for sample in loader(path):
        if limit is not None and len(samples) >= limit:
            break
        samples.append(sample)
    if not samples:
        raise InputError(f"no samples in {path}")
    return samples


def json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each non-blank line of a JSON-lines file as (line number, object); InputError naming the line otherwise."""
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(f"{path}:{number}: not JSON ({exc.msg})") from None
            if not isinstance(row, dict):
                raise InputError(f"{path}:{number}: expected a JSON object")
            yield number, row


def load_personalreddit(path: Path) -> Iterator[Sample]:
    """PersonalReddit JSONL: one comment (`response`) per line, ground truth in `personality`."""
    for number, row in json_lines(path):
        text, personality = row.get("response"), row.get("personality")
        if not isinstance(text, str) or not isinstance(personality, dict):
            raise InputError(f"{path}:{number}: expected 'response' (string) and 'personality' (object)")
        truth = {}
        for attribute in ATTRIBUTES:
            value = personality.get(attribute)
            if value is not None and str(value).strip():
                truth[attribute] = str(value).strip()
        hardness = row.get("hardness")
        feature = row.get("feature") if isinstance(row.get("feature"), str) else None
        yield Sample(
            id=f"pr-{number:04d}",
            text=text,
            truth=truth,
            feature=feature,
            hardness=hardness if isinstance(hardness, int) else None,
            persona=persona_key(personality),
            evidence=_personalreddit_evidence(row, text, feature),
        )


def _personalreddit_evidence(row: dict[str, Any], text: str, feature: str | None) -> tuple[tuple[str, str], ...]:
    """GPT-4's quoted evidence for the comment's feature, when one of its top-3 guesses was right
    (`guess_correctness.model_aided_eval`, the GPT-4-assisted judgement; `model_free_eval` otherwise)."""
    guess, correctness = row.get("guess"), row.get("guess_correctness")
    if not isinstance(guess, str) or not isinstance(correctness, dict) or feature is None:
        return ()
    flags = correctness.get("model_aided_eval") or correctness.get("model_free_eval") or []
    if not isinstance(flags, list) or not any(isinstance(f, (int, float)) and f > 0 for f in flags[:3]):
        return ()
    return tuple((feature, p) for p in grounded_phrases(guess, text))


# GPT-4's inferences on SynthPAI's original comments, next to the comments file in the data set's layout.
SYNTHPAI_GPT4 = Path("eval") / "gpt-4" / "gpt4_evaluated.jsonl"


def load_synthpai(path: Path) -> Iterator[Sample]:
    """SynthPAI `comments_eval_revised.jsonl`: one profile per line, its comments joined one per line,
    labels from `reviews.human_evaluated` (the human labels that match the ground truth). Evidence: the
    quotes of GPT-4's right inferences in `eval/gpt-4/gpt4_evaluated.jsonl` beside it, when present."""
    gpt4 = _synthpai_gpt4(path.parent / SYNTHPAI_GPT4)
    for number, row in json_lines(path):
        comments, username = row.get("comments"), row.get("username")
        labels = (row.get("reviews") or {}).get("human_evaluated")
        if not isinstance(comments, list) or not isinstance(labels, dict):
            raise InputError(f"{path}:{number}: expected 'comments' (list) and 'reviews.human_evaluated'")
        texts = [c["text"].strip() for c in comments if isinstance(c, dict) and isinstance(c.get("text"), str)]
        truth = {}
        for attribute in ATTRIBUTES:
            estimate = (labels.get(attribute) or {}).get("estimate")
            if isinstance(estimate, (str, int)) and str(estimate).strip():
                value = str(estimate).strip().lower()
                truth[attribute] = _SYNTHPAI_VALUE_ALIASES.get(attribute, {}).get(value, value)
        text = "\n".join(t for t in texts if t)
        evidence = tuple((a, p) for a, reasoning in gpt4.get(str(username), ())
                         for p in grounded_phrases(reasoning, text))
        yield Sample(id=f"sp-{username or number}", text=text, truth=truth, evidence=evidence)


def _synthpai_gpt4(path: Path) -> dict[str, list[tuple[str, str]]]:
    """username -> [(attribute, reasoning)] of the inferences whose top-3 guesses hold a right one."""
    out: dict[str, list[tuple[str, str]]] = {}
    if not path.is_file():
        return out
    for _, row in json_lines(path):
        predictions = (row.get("predictions") or {}).get("gpt-4") or {}
        judged = ((row.get("evaluations") or {}).get("gpt-4") or {}).get("human_evaluated") or {}
        for attribute, prediction in predictions.items():
            flags = judged.get(attribute)
            if attribute not in ATTRIBUTES or not isinstance(prediction, dict) or not isinstance(flags, list):
                continue
            reasoning = prediction.get("inference")
            if isinstance(reasoning, str) and any(isinstance(f, (int, float)) and f > 0 for f in flags[:3]):
                out.setdefault(str(row.get("username")), []).append((attribute, reasoning))
    return out
