"""Country flag emoji (🇨🇭, 🇿🇦): people put their own country's flag in what they write."""

from __future__ import annotations

import re

from ..context import Context
from ..data.gazetteer import gazetteer
from ..recognizer import Recognizer
from ...records import Finding

_REGIONAL_A = 0x1F1E6
_FLAG = re.compile("[\U0001F1E6-\U0001F1FF]{2}")


def flag_country(flag: str) -> str | None:
    """ISO 3166 alpha-2 code of a flag emoji, or None when the pair names no country."""
    code = "".join(chr(ord("A") + ord(ch) - _REGIONAL_A) for ch in flag)
    return code if code in gazetteer().country_name else None


class FlagRecognizer(Recognizer):
    name = "flag"
    categories = ("city_country",)

    def find(self, ctx: Context) -> list[Finding]:
        out = []
        for m in _FLAG.finditer(ctx.text):
            code = flag_country(m.group())
            if code is not None:
                out.append(Finding(m.start(), m.end(), m.group(), "city_country", 0.6, "medium", "place.flag",
                                   "A country's flag hints at where you live or come from.",
                                   gazetteer().country_name[code]))
        return out
