"""Passport and driver-licence numbers: codes of letters and digits, only right after a context
word ("passport no.", "driver's license #"), because on their own they look like any product code."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer


class TravelDocumentRecognizer(PatternRecognizer):
    name = "travel_document"
    category = "id_number"
    reason = "A passport or licence number identifies you."
    PATTERNS = (
        Pattern(
            "code",
            re.compile(
                r"(?i:passport|driver'?s? licen[cs]e|driving licen[cs]e|licen[cs]e|\bdl\b|permit|id card)(?i:s)?"
                # whose, between the word and the number: "the kids' passports (Emma's is 548213907)", "mine:"
                r"(?:[ \t]*[(,:–-]?[ \t]*(?:[A-Z][\w-]+['’]s|(?i:mine|his|hers|ours|theirs))(?=[ \t]+(?i:is|was)\b|:))?"
                r"(?:\s+(?i:number|no\.?|num|#|nr\.?|is|:))*[\s:#]*"
                # the whole code or none of it: a long licence ("D1234-56789-01234") was cut at a hyphen
                r"(?P<code>(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{4,22}[A-Z0-9])(?![\w-])"
            ),
            0.8,
        ),
    )

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        return match.span("code")

    def validate(self, candidate: str) -> bool:
        digits = sum(c.isdigit() for c in candidate)
        return digits >= 4 and not re.fullmatch(r"(?:19|20)\d\d", candidate)
