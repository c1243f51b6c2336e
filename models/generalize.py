"""Replacement text for a finding: generalize, never invent (DESIGN.md, 'Anonymizer').

Styles: "generalize" (default) widens the value ("Dublin" → "a European city"); "placeholder" gives
`[CITY_1]`-like tokens, numbered consistently per value within one `Placeholders` instance;
"pseudonym" falls back to placeholders for now.
"""

from __future__ import annotations

import re

from .errors import InputError
from .generalize_table import GENERIC, generalize_text, name_initial
from .records import Finding

STYLES = ("generalize", "placeholder", "pseudonym")

_TAGS = {
    "age": "AGE", "sex": "GENDER", "city_country": "CITY", "birth_city_country": "PLACE",
    "education": "EDUCATION", "occupation": "JOB", "income_level": "INCOME",
    "relationship_status": "RELATIONSHIP", "health": "HEALTH", "name": "NAME", "email": "EMAIL",
    "phone": "PHONE", "address": "ADDRESS", "id_number": "ID", "financial": "ACCOUNT", "url": "URL",
    "ip_address": "IP", "username": "USERNAME",
}


class Placeholders:
    """Numbers placeholders per category so the same value always gets the same token."""

    def __init__(self) -> None:
        self._seen: dict[tuple[str, str], str] = {}
        self._count: dict[str, int] = {}

    def token(self, category: str, value: str) -> str:
        tag = _TAGS.get(category, category.upper())
        key = (tag, _norm(value))
        if key not in self._seen:
            self._count[tag] = self._count.get(tag, 0) + 1
            self._seen[key] = f"[{tag}_{self._count[tag]}]"
        return self._seen[key]


def generalize(
    finding: Finding, style: str = "generalize", placeholders: Placeholders | None = None
) -> str:
    """Replacement text for one finding. Pass one `Placeholders` per draft for consistent numbering."""
    _check_style(style)
    if style != "generalize":
        return (placeholders or Placeholders()).token(finding.category, finding.value or finding.text)
    if finding.category == "name":
        return name_initial(finding.text)
    replacement = generalize_text(finding.category, finding.text, finding.value, finding.detector)
    return replacement if replacement is not None else GENERIC.get(finding.category, "[redacted]")


def generalize_span(
    category: str, text: str, style: str = "generalize", placeholders: Placeholders | None = None
) -> str | None:
    """Replacement for a span the LLM flagged (no Finding), None when the table does not cover it.

    A span that is only the value ("Dublin", "software engineer") goes through the table; a longer
    quote ("I live in Dublin") has the detectors' findings of that category replaced inside it
    ("I live in a European city"), so the rest of the quote is kept."""
    _check_style(style)
    if style != "generalize":
        return (placeholders or Placeholders()).token(category, text)
    inner = _generalize_inside(category, text)
    if inner is not None:
        return inner
    out = generalize_text(category, text, None, "")
    return None if out == text else out


# Findings of these categories may stand for one another in a quote (a birthplace quoted as "city").
_RELATED = {"city_country": ("city_country", "birth_city_country"),
            "birth_city_country": ("city_country", "birth_city_country"),
            "age": ("age", "sex"), "sex": ("sex", "age")}


def _generalize_inside(category: str, text: str) -> str | None:
    from .categories import CATEGORIES
    from .prefilter import Prefilter

    if category not in CATEGORIES or len(text) > 2000:
        return None
    findings = [f for f in Prefilter().find(text, protect=_RELATED.get(category, (category,)))
                if f.category == category or f.category in _RELATED.get(category, ())]
    stripped = text.strip()
    if not findings or (len(findings) == 1 and findings[0].text.strip() == stripped):
        return None  # the whole quote is the value: the table handles it
    out = text
    for f in reversed(findings):
        out = out[: f.start] + generalize(f) + out[f.end :]
    return out if out != text else None


def _check_style(style: str) -> None:
    if style not in STYLES:
        raise InputError(f"style must be one of {', '.join(STYLES)}; got {style!r}")


def _norm(value: str) -> str:
    return re.sub(r"\s+", " ", value.casefold()).strip()
