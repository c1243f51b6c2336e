"""Street addresses ("221B Baker Street", "1600 Pennsylvania Ave", "Bahnhofstrasse 12") and postal
codes in context (US ZIP after a state code or "zip"; UK postcodes, whose shape is distinctive)."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer

_SUFFIXES = (
    r"Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Terr|"
    r"Close|Crescent|Cres|Parkway|Pkwy|Highway|Hwy|Square|Sq|Circle|Cir|Trail|Row|Mews|Gardens|Grove"
)
_US_STATES = (
    r"AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|"
    r"NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC"
)


class AddressRecognizer(PatternRecognizer):
    name = "address"
    category = "address"
    reason = "A street address or postal code locates you."
    PATTERNS = (
        Pattern(
            "street",
            re.compile(
                r"\b\d{1,5}[A-Za-z]?(?:-\d{1,4})?\s+(?:[A-Z][a-z]+\.?\s+){1,3}(?:" + _SUFFIXES + r")\b\.?"
                r"(?:,?\s+(?:Apt|Apartment|Suite|Unit|Flat)\.?\s*#?\w+)?"
            ),
            0.85,
        ),
        Pattern(
            "strasse",
            re.compile(r"\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|gasse|weg|platz|allee|ring)\s+\d{1,4}[a-z]?\b"),
            0.85,
        ),
        Pattern(
            "rue",
            re.compile(r"\b\d{1,4}(?:\s?bis)?,?\s+(?:rue|avenue|boulevard|place|chemin|via|calle|avenida|rua)\s+(?:(?:de|du|des|la|le|del|della|di)\s+)*[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+){0,3}"),
            0.8,
        ),
        Pattern("us_zip", re.compile(r"(?<=\b(?:" + _US_STATES + r")\s)\d{5}(?:-\d{4})?\b"), 0.8),
        Pattern("zip_context", re.compile(r"(?i:zip(?:\s?code)?|postcode|postal code|plz)[\s:#]*\d{4,5}(?:-\d{4})?\b"), 0.75),
        Pattern("uk_postcode", re.compile(r"\b(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)\s?\d[ABD-HJLNP-UW-Z]{2}\b"), 0.8),
    )

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        start, end = match.span()
        if match.re.pattern.startswith("(?i:zip"):
            digits = re.search(r"\d", match.group())
            start += digits.start() if digits else 0
        return start, end
