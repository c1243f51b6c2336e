"""When the author lived through something dates them: decades ("grew up in the late 80s", "80s cartoons",
"the nineties"), years of their own life ("when I was in high school in 2003", "my '98 graduation"; "class of 2009" is
cues/education.py's). Built from the grammar of dates in English, not from a list of phrasings: a decade in any
of its notations, a year after a preposition of time in a sentence about the author.

Near misses kept out: ages ("in my 30s": cues/age.py), temperatures ("in the 80s today", "highs in the 90s"),
years with no first person in the sentence ("the law changed in 2019"), this decade ("the 2020s"), and
numbers that are no year ("in 2000 ways")."""

from __future__ import annotations

import datetime as dt
import re

from ..context import Context
from ..sentences import SENTENCE
from ...records import Finding
from .first_person import FIRST_PERSON
from .lexicon import DETECTOR_PREFIX, RuledRecognizer
from ..recognizer import find_held, may_hold

NAME = DETECTOR_PREFIX + "era"
_SPELLED_DECADES = "twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties"
_DECADE = re.compile(
    r"(?P<lead>\b(?:back\s+)?(?:in|during|through|since|from)\s+)?"
    r"(?P<the>\bthe\s+)?(?P<part>(?:early|mid|late)[\s-]+)?"
    rf"(?P<d>(?<![\w'’])['’]?[2-9]0['’]?s|(?<![\w'’])(?:19[2-9]0|20[01]0)['’]?s|(?<=the )(?:{_SPELLED_DECADES}))(?![\w'’])"
    r"(?P<after>\s+[a-z]+)?",
    re.IGNORECASE)
# Things that are measured in decades too: temperature, speed, scores, prices.
# What a _DECADE match holds ("80s", "1990's", "the eighties"), in the lower-cased draft (Context.has_any).
_DECADE_NEEDLES = ("0s", "0's", "0’s", *_SPELLED_DECADES.split("|"))
_MEASURE = re.compile(
    r"°|\bdegrees?\b|\btemps?\b|\btemperatures?\b|\bweather\b|\bforecast\b|\bhighs?\b|\blows?\b|\bmph\b|"
    r"\bkm/?h\b|\bhumid|\bheat\b|\bhot\b|\bwarm\b|\bcold\b|\bchilly\b|\bsunny\b|\btoday\b|\btonight\b|"
    r"\ball week\b|\boutside\b|\bpercent\b|%|\bscored?\b|\bpounds\b|\blbs\b|\bkg\b|\bbpm\b", re.IGNORECASE)
_OWN_AGE = re.compile(r"\b(?:my|his|her|their|your|our|in one's|mid|early|late)\s+$", re.IGNORECASE)
# A span of years goes whole ("from 2017 to 2022" → "for some years"; "back then to 2022" kept the end).
_YEAR = re.compile(
    r"(?P<lead>\b(?:back\s+in|in|since|around|circa|from|between|during|until|till|by|of)\s+)"
    r"(?P<y>(?:19[4-9]\d|20[0-2]\d))(?![\w'’.,]\d)"
    r"(?P<to>[ \t]*(?:-|–|—|[ \t]to|[ \t]until|[ \t]till|[ \t]through|[ \t]and)[ \t]*(?:19[4-9]\d|20[0-2]\d)(?![\w'’.,]\d))?",
    re.IGNORECASE)
_SHORT_YEAR = re.compile(
    r"(?<![\w'’])['’](?P<y>\d\d)\s+(?P<noun>graduation|grad|class|reunion|prom|wedding|season|world cup|"
    r"olympics|championship|finals?)\b", re.IGNORECASE)
_NOT_A_YEAR_AFTER = re.compile(r"^\s*(?:[a-z]+\s+)?(?:ways|times|people|words|steps|miles|km|meters|feet|points|"
                               r"dollars|euros|pounds|calories|pages|users|units|items|years? (?:ago|old))\b",
                               re.IGNORECASE)
# Nouns a decade describes as a modifier ("80s cartoons", "a 90s kid").
_FUNCTION = frozenset("""and or but when where while with was were is are had have has i we you they he she it
    that this to of in on at for as so then too though until till""".split())


def _this_decade() -> int:
    return dt.date.today().year // 10 * 10


def _decade_value(raw: str) -> int | None:
    raw = raw.strip("'’").lower().rstrip("s").rstrip("'’")
    spelled = {"twentie": 20, "thirtie": 30, "fortie": 40, "fiftie": 50, "sixtie": 60, "seventie": 70,
               "eightie": 80, "ninetie": 90}
    if raw in spelled:
        return 1900 + spelled[raw]
    if not raw.isdigit():
        return None
    n = int(raw)
    return n if n >= 1000 else (1900 + n if n >= 20 else 2000 + n)


def _replacement(text: str, value: str | None) -> str | None:
    kind = value or ""
    out = {
        "decade:lead": "back then",  # "in the late 80s" → "back then"
        "decade:noun": "those years",  # "the 90s were wild" → "those years were wild"
        "decade:modifier": "retro",  # "80s cartoons" → "retro cartoons"
        "year:lead": "back then",  # "in 2003" → "back then"
        "year:since": "for years",  # "since 2009" → "for years"
        "year:span": "for some years",  # "from 2017 to 2022", "between 2009 and 2013" → "for some years"
    }.get(kind)
    if kind.startswith("short:"):  # "'98 graduation" → "graduation"
        return kind.partition(":")[2]
    if out is None:
        return None
    return out[0].upper() + out[1:] if text[:1].isupper() else out


class EraRecognizer(RuledRecognizer):
    name = NAME
    categories = ("age",)
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for m in (_DECADE.finditer(ctx.text) if ctx.has_any(_DECADE_NEEDLES) else ()):
            decade = _decade_value(m.group("d"))
            if decade is None or decade >= _this_decade():
                continue
            start, end = m.start("d"), m.end("d")
            if m.group("part"):
                start = m.start("part")
            if m.group("the"):
                start = m.start("the")
            if not m.group("the") and _OWN_AGE.search(ctx.text[max(0, start - 15) : start]):
                continue  # "in my 30s", "his mid 40s": an age (cues/age.py)
            window = ctx.text[max(0, m.start() - 60) : m.end() + 40]
            if _MEASURE.search(window):
                continue  # "in the 80s today", "highs in the 90s"
            after = (m.group("after") or "").strip().lower()
            if after and after not in _FUNCTION and not m.group("lead") and not after.endswith("ly"):
                kind = "decade:modifier"  # "80s cartoons", "a 90s kid"
            elif m.group("lead") and m.group("lead").strip().lower() != "since":
                kind, start = "decade:lead", m.start("lead")  # "back in the 90s", "in the late 80s"
            elif m.group("the"):
                kind = "decade:noun"
            else:
                continue  # a bare "80s" with no article and no noun: too little to say it is a decade
            if kind == "decade:modifier" and m.group("the") and not m.group("part"):
                start = m.start("d")  # "the 90s kids" → "the old-school kids"
            out.append(self._finding(ctx, start, end, kind, "A decade you lived through hints at your age."))
        # every year holds "19" or "20" and a lead word (recognizer.required_strings): without them (all but 1-2 %
        # of the PersonalReddit comments) no sentence needs its first-person search (issue 11, speed10)
        for sentence in SENTENCE.finditer(ctx.text) if may_hold(ctx, _YEAR) else ():
            if not FIRST_PERSON.search(sentence.group()):
                continue
            for m in _YEAR.finditer(sentence.group()):
                start = sentence.start() + m.start()
                end = sentence.start() + m.end()
                if _NOT_A_YEAR_AFTER.match(ctx.text[end : end + 20]) or int(m.group("y")) > dt.date.today().year:
                    continue
                lead = m.group("lead").split()[0].lower()
                if lead == "of":
                    continue  # "the summer of 2003": whose summer is unsaid ("class of 2003" is cues/education.py's)
                if lead == "between" and not m.group("to"):
                    continue  # "between 2009 and her move": only a span of two years is one
                kind = ("year:span" if m.group("to") and lead in ("from", "between") else
                        "year:since" if lead == "since" else "year:lead")
                out.append(self._finding(ctx, start, end, kind, "A year of your life hints at your age."))
        for m in find_held(_SHORT_YEAR, ctx):
            out.append(self._finding(ctx, m.start(), m.end(), f"short:{m.group('noun')}",
                                     "A year of your life hints at your age."))
        return out

    def _finding(self, ctx: Context, start: int, end: int, kind: str, reason: str) -> Finding:
        return Finding(start, end, ctx.text[start:end], "age", 0.5, "medium", NAME, reason, kind)
