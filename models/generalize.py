"""Replacement text for a finding: generalize, never invent (DESIGN.md, 'Anonymizer').

Styles: "generalize" (default) widens the value ("Dublin" → "a European city"); "placeholder" gives
`[CITY_1]`-like tokens for every category; "pseudonym" gives explicit identifiers (names, employers,
emails, phones, addresses, IDs, handles, links) plausible stand-ins of the same kind and shape and
generalizes what is only an attribute (age, city, job, health…): those are never reversible. The two
reversible styles take their tokens from a `Vault` (one per conversation), so the same value always gets
the same stand-in and a reply can be restored from it (models/restore.py).
"""

from __future__ import annotations

from .errors import InputError
from .generalize_table import GENERIC, generalize_text, name_initial
from .records import Finding
from .standins import kind_of
from .vault import Vault

STYLES = ("generalize", "placeholder", "pseudonym")
REVERSIBLE_STYLES = ("placeholder", "pseudonym")


def generalize(finding: Finding, style: str = "generalize", vault: Vault | None = None) -> str:
    """Replacement text for one finding. Pass one `Vault` per conversation for consistent stand-ins."""
    _check_style(style)
    if style == "placeholder":
        category = "organization" if kind_of(finding.category, finding.detector) == "organization" else finding.category
        return (vault if vault is not None else Vault()).placeholder(category, finding.value or finding.text,
                                                                     shown=finding.text)
    if style == "pseudonym":
        kind = kind_of(finding.category, finding.detector)
        if kind is not None:
            return (vault if vault is not None else Vault()).pseudonym(kind, finding.text)
    if finding.category == "name":
        return name_initial(finding.text)
    replacement = generalize_text(finding.category, finding.text, finding.value, finding.detector)
    return replacement if replacement is not None else GENERIC.get(finding.category, "[redacted]")


def generalize_span(category: str, text: str, style: str = "generalize", vault: Vault | None = None) -> str | None:
    """Replacement for a span the LLM flagged (no Finding), None when the table does not cover it.

    A span that is only the value ("Dublin", "software engineer") goes through the table; a longer
    quote ("I live in Dublin") has the detectors' findings of that category replaced inside it
    ("I live in a European city"), so the rest of the quote is kept."""
    _check_style(style)
    vault = vault if vault is not None else Vault()
    kind = kind_of(category)
    if style == "placeholder" or (style == "pseudonym" and kind is not None):
        # A quote around the value ("my landlord John Okafor") keeps its words; only the value is replaced.
        inner = _generalize_inside(category, text, style, vault)
        if inner is not None:
            return inner
        if style == "placeholder":
            return vault.placeholder(category, text)
        assert kind is not None
        return vault.pseudonym(kind, text) if _bare_value(kind, text) else None
    inner = _generalize_inside(category, text)
    if inner is not None:
        return inner
    out = generalize_text(category, text, None, "")
    return None if out == text else out


# Findings of these categories may stand for one another in a quote (a birthplace quoted as "city").
_RELATED = {"city_country": ("city_country", "birth_city_country"),
            "birth_city_country": ("city_country", "birth_city_country"),
            "age": ("age", "sex"), "sex": ("sex", "age")}


def _bare_value(kind: str, text: str) -> bool:
    """Whether a span the LLM flagged is the value itself, not a phrase around one (no detector found it)."""
    words = text.split()
    if kind == "person":
        return 0 < len(words) <= 4 and all(w[:1].isupper() for w in words)
    return 0 < len(words) <= 6


def _generalize_inside(category: str, text: str, style: str = "generalize", vault: Vault | None = None) -> str | None:
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
        out = out[: f.start] + generalize(f, style, vault) + out[f.end :]
    return out if out != text else None


def _check_style(style: str) -> None:
    if style not in STYLES:
        raise InputError(f"style must be one of {', '.join(STYLES)}; got {style!r}")
