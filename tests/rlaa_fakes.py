"""Small fakes for the RLAA / engine unit tests: a pre-filter that finds fixed terms, a table generalizer."""

from __future__ import annotations

import re

from models.records import Finding


class TermPrefilter:
    """Finds each configured term (whole word, case-sensitive) as a finding of its category."""

    def __init__(self, terms: dict[str, tuple[str, str]] | None = None) -> None:
        # term -> (category, validity)
        self.terms = terms or {}
        self.calls: list[str] = []

    def warm(self) -> None:
        pass

    def find(self, text, protect=None, allow=(), cancel=None):
        self.calls.append(text)
        out = []
        for term, (category, validity) in self.terms.items():
            if protect is not None and category not in protect:
                continue
            if any(a.casefold() in term.casefold() for a in allow):
                continue
            for m in re.finditer(rf"(?<!\w){re.escape(term)}(?!\w)", text):
                out.append(Finding(m.start(), m.end(), term, category, 0.9, validity, "fake", f"Names your {category}.",
                                   term))
        return sorted(out, key=lambda f: f.start)


def table(finding, style="generalize", **_):
    return f"<{finding.category}>"


def span_table(category, text, style="generalize", **_):
    return {"my husband": "my partner"}.get(text.lower())


def same(a: str, b: str) -> float:
    """A utility stand-in: share of characters kept (enough to check MUC bookkeeping)."""
    return 1.0 if a == b else min(len(a), len(b)) / max(len(a), len(b)) * 0.9
