"""Load the labelled data sets of `../shared/data` as evaluation samples."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from ..adapter.personas import persona_key
from ..categories import ATTRIBUTES
from ..errors import InputError

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


def _json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
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
    for number, row in _json_lines(path):
        text, personality = row.get("response"), row.get("personality")
        if not isinstance(text, str) or not isinstance(personality, dict):
            raise InputError(f"{path}:{number}: expected 'response' (string) and 'personality' (object)")
        truth = {}
        for attribute in ATTRIBUTES:
            value = personality.get(attribute)
            if value is not None and str(value).strip():
                truth[attribute] = str(value).strip()
        hardness = row.get("hardness")
        yield Sample(
            id=f"pr-{number:04d}",
            text=text,
            truth=truth,
            feature=row.get("feature") if isinstance(row.get("feature"), str) else None,
            hardness=hardness if isinstance(hardness, int) else None,
            persona=persona_key(personality),
        )


def load_synthpai(path: Path) -> Iterator[Sample]:
    """SynthPAI `comments_eval_revised.jsonl`: one profile per line, its comments joined one per line,
    labels from `reviews.human_evaluated` (the human labels that match the ground truth)."""
    for number, row in _json_lines(path):
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
        yield Sample(id=f"sp-{username or number}", text="\n".join(t for t in texts if t), truth=truth)
