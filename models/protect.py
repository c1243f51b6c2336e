"""The user's always-protect list (own name, employer, a project's code name) as findings of a draft.

Mirror of a policy's `allow` list: these terms are found wherever they occur (whole words, any case),
on every site, whether or not a detector would have flagged them. A term the pre-filter recognizes on
its own (an email, a phone) keeps that category; a term that starts with a known first name is a person
name; anything else is treated like a named organization (its stand-in is a company-like name).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from .records import Finding

MAX_TERMS = 500
MAX_TERM_CHARS = 200
REASON = "On your always-protect list."


def protected_findings(draft: str, terms: Iterable[str], prefilter: Any) -> list[Finding]:
    """Every occurrence of every term in `draft`, longest terms first where they overlap."""
    out: list[Finding] = []
    taken: list[tuple[int, int]] = []
    for term in sorted({t.strip() for t in terms if t and t.strip()}, key=len, reverse=True):
        category, detector = _category(term, prefilter)
        body = r"\s+".join(re.escape(part) for part in term.split())
        pattern = re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)
        for m in pattern.finditer(draft):
            if any(m.start() < end and start < m.end() for start, end in taken):
                continue
            taken.append((m.start(), m.end()))
            out.append(Finding(m.start(), m.end(), m.group(), category, 1.0, "high", detector, REASON, m.group()))
    return sorted(out, key=lambda f: f.start)


def merge(findings: list[Finding], protected: list[Finding]) -> list[Finding]:
    """Protected spans win over the detectors' findings they overlap."""
    kept = [f for f in findings if not any(f.overlaps(p) for p in protected)]
    return sorted(kept + protected, key=lambda f: f.start)


def _category(term: str, prefilter: Any) -> tuple[str, str]:
    from .standins import is_first_name

    whole = [f for f in prefilter.find(term) if f.start == 0 and f.end == len(term)]
    if whole and whole[0].category != "name":
        return whole[0].category, whole[0].detector
    if is_first_name(term.split()[0]):
        return "name", "protect.person"
    return "occupation", "protect.employer"  # kind_of: "*.employer" is an organization
