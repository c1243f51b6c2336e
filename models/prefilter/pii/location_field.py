"""Where someone lives, said in a form field or a residence phrase, whether or not the place is in the
gazetteer: "Location: Karawal Nagar", "lives in Vouziers", "a lawyer practising in Klagenfurt".

The gazetteer detector (cues/places.py) knows cities by name wherever they stand; this one knows the
slots that hold a place, so a village no list has is caught too."""

from __future__ import annotations

import re

from ...records import Finding
from ..context import Context, fold
from ..data.gazetteer import gazetteer
from ..recognizer import Recognizer

_UPPER = r"[A-ZÀ-ÖØ-ÞĀ-ŽİŞĞÇ]"
# A place name: capitalized words, with the small words of place names between them ("Frankfurt am Main",
# "Stratford-upon-Avon", "Rocca di Papa") and the Dutch "'s-" of "'s-Hertogenbosch".
_PLACE = (rf"(?:['’]s-)?{_UPPER}[^\W\d_]*(?:[’'-][^\W\d_]+)*(?:[ \t]+(?:(?:am|an|upon|on|de|del|la|le|sur|im|di|da)[ \t]+)?"
          rf"{_UPPER}[^\W\d_]*(?:[’'-][^\W\d_]+)*){{0,3}}")
# "Location: Karawal Nagar", "General Location: Kabuntalan", "City: Lyon" (the value runs to "|", "," or the line end).
_FIELD = re.compile(
    rf"\b(?i:(?:general |pickup |current )?location(?: for pickup)?|city|town|hometown|home town|based in|"
    rf"residence|lives in|from)\s*:\s*(?P<place>{_PLACE})"
)
# "lives in Wiltshire", "residing in Bad Neuenahr", "practising in Klagenfurt", "born in Mostar".
_PHRASE = re.compile(
    rf"\b(?i:(?P<verb>live|lives|lived|living|reside|resides|resided|residing|resident|practising|practicing|"
    rf"based|settled|born|grew up|raised)\s+(?:in|at|near))\s+(?P<place>{_PLACE})"
)
# Moving or travelling to or from a place: "we're flying to Horotere", "moved here from Loerbeek".
_MOVE = re.compile(
    rf"\b(?i:(?:fly|flying|flew|flown|flight|flights|moved|moving|move|relocated|relocating|relocate|"
    rf"drove|driving|drive|emigrated|immigrated)(?:\s+(?:back|here|there|out|away))?"
    rf"\s+(?:to|from|into))\s+(?P<place>{_PLACE})"
)
# Capitalized words after "in" that are not places.
_NOT_PLACES = frozenset(
    """january february march april may june july august september october november december monday tuesday
    wednesday thursday friday saturday sunday spring summer autumn winter the a an my our his her their
    this that it i""".split()
)


class LocationFieldRecognizer(Recognizer):
    name = "location_field"
    categories = ("city_country", "birth_city_country")

    def find(self, ctx: Context) -> list[Finding]:
        out = []
        for m in _FIELD.finditer(ctx.text):
            out.extend(self._finding(ctx, m, "city_country", "field", "high", "author"))
        # A city is a city wherever it stands: a place spaCy recognizes that the gazetteer does not know
        # ("Lake Jamesborough", "Santa Maria La Palma") is flagged like a known one said in passing.
        for ent in ctx.entities_of("GPE"):
            text = ent.text.removeprefix("the ").strip(" .,")
            start = ent.start + ent.text.find(text)
            if (text[:1].isupper() and len(text) > 2 and text.split()[0].lower() not in _NOT_PLACES
                    and gazetteer().lookup(fold(text)) is None):
                out.append(Finding(start, start + len(text), text, "city_country", 0.5, "medium",
                                   "location_field.entity", "Names a place; with other details it can locate someone.",
                                   text))
        for m in _PHRASE.finditer(ctx.text):
            born = m.group("verb").lower() in ("born", "grew up", "raised")
            out.extend(self._finding(ctx, m, "birth_city_country" if born else "city_country", "phrase", "medium",
                                     "unknown"))
        for m in _MOVE.finditer(ctx.text):
            out.extend(self._finding(ctx, m, "city_country", "phrase", "medium", "unknown"))
        return out

    @staticmethod
    def _finding(ctx: Context, m: re.Match[str], category: str, how: str, validity: str,
                 subject: str) -> list[Finding]:
        start, end = m.span("place")
        text = ctx.text[start:end]
        if text.split()[0].lower() in _NOT_PLACES:
            return []
        if how == "phrase" and gazetteer().lookup(fold(text)) is not None:
            return []  # a known place: the gazetteer detector names it with its country
        what = "where someone was born" if category == "birth_city_country" else "where someone lives"
        return [Finding(start, end, text, category, 0.7, validity, f"location_field.{how}",
                        f"Names {what}.", text, subject=subject)]
