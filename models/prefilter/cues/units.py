"""Units that differ by country: temperatures in °F or °C ("it hit 95°F", "-20 degrees Celsius") place the
author; the number stays and the scale goes ("95 degrees")."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import find_held
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "temperature"
_TEMPERATURE = re.compile(
    r"(?P<n>[-−–]?\d{1,3}(?:[.,]\d)?)\s?(?:°\s?(?P<s1>[CF])\b|º\s?(?P<s2>[CF])\b|\s?degrees?\s+(?P<s3>celsius|fahrenheit|centigrade|[CF])\b)",
    re.IGNORECASE,
)


def _in_degrees(text: str, value: str | None) -> str | None:
    return f"{value} degrees" if value else None


class TemperatureRecognizer(RuledRecognizer):
    name = NAME
    categories = ("city_country",)
    RULE = _in_degrees

    def find(self, ctx: Context) -> list[Finding]:
        out = []
        for m in find_held(_TEMPERATURE, ctx):
            scale = (m.group("s1") or m.group("s2") or m.group("s3") or "").lower()[:1]
            hint = "Fahrenheit is used almost only in the US" if scale == "f" else "Celsius is used outside the US"
            out.append(Finding(m.start(), m.end(), m.group(), "city_country", 0.45, "medium", NAME,
                               f"The temperature scale hints at where you live ({hint}).",
                               m.group("n").replace("−", "-").replace("–", "-")))
        return out
