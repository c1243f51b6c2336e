"""Post-processing of findings: protect filter, allow-list, overlap resolution."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..records import VALIDITY_RANK, Finding


def validity_rank(finding: Finding) -> int:
    return VALIDITY_RANK.get(finding.validity, 0)


def best_first(finding: Finding) -> tuple[int, float, int]:
    """Validity, then score, then length: the order in which overlapping findings win."""
    return (validity_rank(finding), finding.score, finding.end - finding.start)


def resolve_overlaps(findings: Iterable[Finding]) -> list[Finding]:
    """Keep the best of every group of overlapping findings; result sorted by start."""
    kept: list[Finding] = []
    for finding in sorted(findings, key=best_first, reverse=True):
        if not any(finding.overlaps(k) for k in kept):
            kept.append(finding)
    return sorted(kept, key=lambda f: (f.start, f.end))


def allowed(finding: Finding, allow: Iterable[str]) -> bool:
    """True when an allow-listed term (case-folded) is the finding's value or a whole word/phrase of its text."""
    text = finding.text.casefold()
    value = (finding.value or "").casefold()
    for term in allow:
        if term == value or re.search(rf"(?<!\w){re.escape(term)}(?!\w)", text):
            return True
    return False
