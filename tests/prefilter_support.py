"""Helpers shared by the pre-filter tests: one Prefilter per process and a compact span view."""

from __future__ import annotations

from models.prefilter import Prefilter

PF = Prefilter()


def spans(text: str, *categories: str, validities: tuple[str, ...] = ("high", "medium", "low")) -> list[tuple[str, str]]:
    """(span text, category) of the findings, restricted to `categories` when given."""
    found = PF.find(text, protect=list(categories) if categories else None)
    for f in found:
        assert text[f.start : f.end] == f.text, f"offsets of {f} do not match the text"
    return [(f.text, f.category) for f in found if f.validity in validities]


def texts(text: str, *categories: str, validities: tuple[str, ...] = ("high", "medium", "low")) -> list[str]:
    return [t for t, _ in spans(text, *categories, validities=validities)]


def one(text: str, category: str):
    found = [f for f in PF.find(text, protect=[category])]
    assert len(found) == 1, found
    return found[0]
