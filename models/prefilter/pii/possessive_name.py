"""A person named by the possessive before someone close to them (everyday9; everyday7's and everyday8's leftover):
"Lachlan's mum", "Jasmine's dad", "Priya's husband". Parents' groups, school notes and condolences name a child or a
friend this way, and the person's name stays when only the relative is rewritten. The word must be a listed given
name (pii/names.py), capitalized, followed by "'s" and a noun of pii/person.py's CLOSE_NOUNS; "Mother's Day",
"Macy's", "God's son" and "the Smiths' dog" stay (no given name, or no close noun after it)."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..recognizer import Recognizer
from ...records import Finding


@functools.lru_cache(maxsize=1)
def _possessive() -> re.Pattern[str]:
    from .person import CLOSE_NOUNS

    return re.compile(r"(?<![\w'’-])(?P<name>[A-Z][a-z]+)['’]s[ \t]+(?:(?:little|big|older|younger|baby|twin|new|"
                      rf"best)[ \t]+)?(?:{CLOSE_NOUNS})s?\b")


class PossessiveNameRecognizer(Recognizer):
    name = "possessive_name"
    categories = ("name",)

    def find(self, ctx: Context) -> list[Finding]:
        if "'s" not in ctx.text and "’s" not in ctx.text:
            return []
        from .names import is_first_name

        out: list[Finding] = []
        for m in _possessive().finditer(ctx.text):
            name = m.group("name")
            if not is_first_name(name):
                continue
            out.append(Finding(m.start("name"), m.end("name"), name, "name", 0.7, "high", "possessive_name.kin",
                               "This names someone you mention.", name.lower(), subject="other"))
        return out
