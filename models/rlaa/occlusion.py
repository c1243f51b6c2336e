"""Candidate evidence spans for occlusion: the phrases whose removal is tried, cheapest guesses first.

The adapter attacker's evidence is the span whose removal most lowers the probability of its answer.
Candidates, in this order: the cue detectors' findings, noun phrases (a determiner or possessive and up
to three words: the parser is left out of the spaCy pipeline for speed, so these stand in for noun
chunks), and clauses (cut at punctuation and at conjunctions). Spans longer than the arbitrator accepts
as evidence are dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .ghost import MAX_EVIDENCE_WORDS

MAX_CANDIDATES = 16  # each candidate costs one re-evaluation of the comment's tail and the questions

_NOUN_PHRASE = re.compile(
    r"\b(?:my|our|his|her|their|the|a|an|this|that|these|those)\s+(?:[\w'’-]+\s+){0,2}[\w'’-]+", re.IGNORECASE)
_CLAUSE_BREAK = re.compile(r"[,;:.!?()\n]+|\s(?:and|but|because|so|which|who|where|when|while)\s", re.IGNORECASE)


def clauses(text: str) -> list[tuple[int, int]]:
    out, start = [], 0
    for m in _CLAUSE_BREAK.finditer(text):
        out.append((start, m.start()))
        start = m.end()
    out.append((start, len(text)))
    return [_strip(text, s, e) for s, e in out]


def noun_phrases(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _NOUN_PHRASE.finditer(text)]


def candidate_spans(text: str, findings: Iterable[tuple[int, int]] = (),
                    limit: int = MAX_CANDIDATES) -> list[tuple[int, int]]:
    """Distinct, non-empty spans of at most MAX_EVIDENCE_WORDS words, findings first, at most `limit`."""
    out: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()
    for s, e in [*findings, *noun_phrases(text), *clauses(text)]:
        s, e = _strip(text, s, e)
        words = len(text[s:e].split())
        if e <= s or words == 0 or words > MAX_EVIDENCE_WORDS or (s, e) in seen:
            continue
        if not any(ch.isalnum() for ch in text[s:e]):
            continue
        seen.add((s, e))
        out.append((s, e))
        if len(out) >= limit:
            break
    return out


def without(text: str, span: tuple[int, int]) -> str:
    """The text with the span removed (the spaces around it collapsed to one)."""
    s, e = span
    left, right = text[:s].rstrip(" "), text[e:].lstrip(" ")
    return f"{left} {right}" if left and right and not right[0] in ",.;:!?" else left + right


def _strip(text: str, s: int, e: int) -> tuple[int, int]:
    while s < e and not text[s].isalnum():
        s += 1
    while e > s and not (text[e - 1].isalnum() or text[e - 1] in "%)’'"):
        e -= 1
    return s, e
