"""evidence_survival: a model-free measure of the implicit leak.

The data sets carry GPT-4's inferences on the original text, with reasoning that quotes its evidence
("The user says 'the missus' and 'mate', which …"). Where GPT-4 was right, the quoted phrases that occur
verbatim in the text are evidence a strong attacker used. After anonymization we count how many of them
are still there: fewer surviving phrases, less for a strong attacker to go on. No model runs.

Limits (the report repeats them): a phrase counts as gone when any character of it changed, so an edit of
an unrelated word inside a long quote counts as removal while the telling word may remain; a rewording that
keeps the meaning ("the wife" → "my wife") counts as removal; evidence GPT-4 used but did not quote is not
counted; short quotes ("mate") are matched as whole words, but their absence says nothing about paraphrases.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

# Quotes in the reasoning: "…", “…”, ‘…’, and '…' whose apostrophes stand at word edges ("user's" is none).
_QUOTES = (
    re.compile(r'"([^"\n]{1,200})"'),
    re.compile(r"“([^”\n]{1,200})”"),
    re.compile(r"‘([^’\n]{1,200})’"),
    # An apostrophe followed by a letter ("I'm") does not close the quote.
    re.compile(r"(?<![\w'])'(\S(?:[^\n]{0,200}?\S)?)'(?!\w)"),
)
_EDGE_PUNCT = " \t.,;:!?…"
MIN_CHARS = 2  # a one-letter quote ("I") is no evidence


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFC", text).casefold()
    return re.sub(r"\s+", " ", text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"'))


def quoted_phrases(reasoning: str) -> list[str]:
    """Every quoted phrase of an inference's reasoning, edge punctuation stripped, in order, no repeats."""
    found: list[tuple[int, str]] = []
    for pattern in _QUOTES:
        for m in pattern.finditer(reasoning):
            phrase = m.group(1).strip(_EDGE_PUNCT)
            if len(phrase) >= MIN_CHARS:
                found.append((m.start(), phrase))
    out: list[str] = []
    seen: set[str] = set()
    for _, phrase in sorted(found):
        key = _fold(phrase)
        if key not in seen:
            seen.add(key)
            out.append(phrase)
    return out


def occurs(phrase: str, text: str) -> bool:
    """The phrase occurs in the text as whole words, case- and whitespace-insensitively."""
    needle = _fold(phrase).strip()
    if not needle:
        return False
    pattern = (r"(?<!\w)" if needle[0].isalnum() else "") + re.escape(needle) + (
        r"(?!\w)" if needle[-1].isalnum() else "")
    return re.search(pattern, _fold(text)) is not None


def grounded_phrases(reasoning: str, text: str) -> tuple[str, ...]:
    """The quoted phrases of `reasoning` that occur verbatim in `text` (the evidence that counts)."""
    return tuple(p for p in quoted_phrases(reasoning) if occurs(p, text))


def survival(evidence: Sequence[tuple[str, str]], text: str) -> list[dict[str, object]]:
    """One entry per (attribute, phrase): whether the phrase is still in `text`."""
    return [{"attribute": a, "phrase": p, "kept": occurs(p, text)} for a, p in evidence]


def survival_share(entries: Iterable[dict[str, object]]) -> float | None:
    """Share of phrases kept over all entries (micro average), None when there is no evidence."""
    entries = list(entries)
    return sum(bool(e["kept"]) for e in entries) / len(entries) if entries else None
