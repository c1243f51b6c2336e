"""British / Commonwealth spelling ("colour", "organise", "travelled"): a weak hint at where the author
learnt to write, from the `breame` package's British → American spelling table. One British spelling in a
draft is low validity: shown to the attacker and at the `low` threshold, not edited by default (one
spelling says little). Two or more different ones are a style that says more (GPT-4 quotes "colours",
"city centre" as evidence of where someone lives): then every one is medium and edited by default."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "spelling"
MIN_LENGTH = 4
STYLE_MIN = 2  # distinct British spellings in one draft that make a style


@functools.lru_cache(maxsize=1)
def british_spellings() -> dict[str, str]:
    """{British spelling: American spelling}, lower case, both forms different words."""
    from breame.data.spelling_constants import BRITISH_ENGLISH_SPELLINGS  # type: ignore[import-untyped]

    return {b.lower(): a.lower() for b, a in BRITISH_ENGLISH_SPELLINGS.items()
            if b.lower() != a.lower() and len(b) >= MIN_LENGTH and " " not in b}


def _american(text: str, value: str | None) -> str | None:
    out = british_spellings().get(text.lower())
    if out is None:
        return None
    if text.isupper():
        return out.upper()
    return out[0].upper() + out[1:] if text[:1].isupper() else out


class SpellingRecognizer(RuledRecognizer):
    name = NAME
    categories = ("city_country",)
    _WORD = re.compile(r"(?<![\w'-])[A-Za-z]+(?![\w'-])")
    RULE = _american

    def find(self, ctx: Context) -> list[Finding]:
        table = british_spellings()
        hits = [m for m in self._WORD.finditer(ctx.text) if m.group().lower() in table]
        # Two or more British spellings are a style, not a slip: edited at the default threshold.
        validity, score = ("medium", 0.4) if len({m.group().lower() for m in hits}) >= STYLE_MIN else ("low", 0.2)
        return [Finding(m.start(), m.end(), m.group(), "city_country", score, validity, NAME,
                        "British spelling hints at where you learnt to write.", "British spelling") for m in hits]
