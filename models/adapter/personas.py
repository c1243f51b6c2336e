"""The persona split: which fold a PersonalReddit persona belongs to.

PersonalReddit has no author id; a persona is its ground-truth profile (`personality`), named by a hash
of it. The training script deals personas into folds; every adapter it writes lists the personas it
was trained on (its manifest), and `looktwice eval` picks for each comment an adapter whose list does not
hold the comment's persona, so no comment is judged by an adapter trained on its author.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

FOLDS = 3  # the adapters that ship for the evaluation were trained with this many folds


def persona_key(personality: Mapping[str, Any]) -> str:
    """A stable id of a persona: the hash of its profile in canonical JSON."""
    canonical = json.dumps({str(k): personality[k] for k in sorted(personality)}, sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


def persona_folds(comments_per_persona: Mapping[str, int], folds: int = FOLDS) -> dict[str, int]:
    """Deal personas into folds of nearly equal comment counts: largest persona first, into the fold with
    the fewest comments so far (ties by fold number; personas of equal size in key order)."""
    if folds < 2:
        raise ValueError("a persona split needs at least 2 folds")
    sizes = [0] * folds
    out: dict[str, int] = {}
    for key in sorted(comments_per_persona, key=lambda k: (-comments_per_persona[k], k)):
        fold = min(range(folds), key=lambda f: (sizes[f], f))
        out[key] = fold
        sizes[fold] += comments_per_persona[key]
    return out
