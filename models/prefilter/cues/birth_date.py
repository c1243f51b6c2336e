"""Dates of birth: a date in any common notation right after a word of birth ("born on 3 May 1990",
"DOB: 1990-05-03", "Date of birth 05/03/1990", "my birthday is May 3rd", "geb. 03.05.1990"). With a year it
gives the author's age to the day; day and month alone are still one of the three facts (birth date, sex,
postcode) that single out most people.

Month names and their abbreviations are CLDR's (babel) for the languages whose birth words are listed; the
birth words are the field labels of those languages' forms and the English ways of saying it. A date with no
birth word before it is any date (an appointment, a deadline) and is left alone."""

from __future__ import annotations

import functools
import re

from babel.dates import get_month_names

from ..context import Context
from ..recognizer import Recognizer
from ...records import Finding

NAME = "age.birth_date"
_LOCALES = ("en", "de", "fr", "es", "it", "pt", "nl")
# Words of birth, as forms label the field and as people say it; then the words that may stand between it and
# the date ("born on the", "DOB:", "birthday is", "b-day's").
_BIRTH = re.compile(
    r"(?:\bborn|\bdob|\bd\.o\.b\.?|\bdate of birth|\bbirth\s?date|\bbirthday|\bb-?day|\bb'day|\bgeb(?:oren|\.)|"
    r"\bn[ée]e?|\bnacid[oa]|\bfecha de nacimiento|\bdata di nascita|\bdate de naissance|\bgeburtsdatum|"
    r"\bdata de nascimento|\bgeboortedatum)"
    r"(?:['’]s)?(?:\s*[:=(-]\s*|\s+)(?:(?:is|was|on|am|le|el|il|em|op|the|of)\s+)*$",
    re.IGNORECASE,
)
# "born" said in a sentence (not a form's label), and the "on (the)" before the date that a year would not take.
_SAID_BORN = re.compile(r"\bborn\s+(?P<on>on\s+(?:the\s+)?)?$", re.IGNORECASE)
# One of these is in every draft a date of birth can be found in (Context.has_any, lower case): "day" alone
# ("birthday", "bday" hold "day") would let nearly every draft through to the date scan.
_BIRTH_NEEDLES = ("born", "dob", "d.o.b", "birth", "bday", "b-day", "b'day", "geb", "né", "nacid", "nacimiento",
                  "nascita", "naissance", "nascimento", "geboorte")
_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
_MONTH_NUMBER = r"(?:0?[1-9]|1[0-2])"
_YEAR = r"(?:19|20)\d\d"
_ORDINAL = r"(?:st|nd|rd|th|er|\.|º)?"


@functools.lru_cache(maxsize=1)
def _month_words() -> dict[str, int]:
    """Every month's wide and abbreviated name (without its stop) in the listed languages → its number."""
    words: dict[str, int] = {"sept": 9}
    for locale in _LOCALES:
        for width in ("wide", "abbreviated"):
            for number, name in get_month_names(width, locale=locale).items():
                words[name.lower().rstrip(".")] = int(number)
    return words


@functools.lru_cache(maxsize=1)
def _dates() -> re.Pattern[str]:
    month = "|".join(sorted((re.escape(w) for w in _month_words()), key=len, reverse=True))
    named = rf"(?:{month})\.?"
    return re.compile(
        "|".join((
            rf"(?P<iso>{_YEAR})-(?:{_MONTH_NUMBER})-(?:{_DAY})",  # 1990-05-03
            rf"(?:{_DAY})(?P<sep>[./-])(?:{_MONTH_NUMBER}|{_DAY})(?P=sep)(?P<y1>{_YEAR}|\d\d)",  # 03.05.1990, 5/3/90
            rf"(?:{_DAY}){_ORDINAL}\s+(?:of\s+|de\s+)?{named}(?:,?\s+(?:de\s+)?(?P<y2>{_YEAR}))?",  # 3 May 1990, 3rd of May
            rf"{named}\s+(?:{_DAY}){_ORDINAL}(?:,?\s+(?P<y3>{_YEAR}))?",  # May 3rd, 1990
            rf"(?:{_MONTH_NUMBER})/(?:{_DAY})(?![/\d])",  # 12/24 (a birthday's month and day, US order)
        )),
        re.IGNORECASE,
    )


class BirthDateRecognizer(Recognizer):
    name = NAME
    categories = ("age",)

    def find(self, ctx: Context) -> list[Finding]:
        if not ctx.has_any(_BIRTH_NEEDLES) or not re.search(r"\d", ctx.text):
            return []
        out: list[Finding] = []
        for m in _dates().finditer(ctx.text):
            if m.start() and (ctx.text[m.start() - 1].isalnum() or m.end() < len(ctx.text) and ctx.text[m.end()].isalnum()):
                continue  # part of a longer word or number
            if not _BIRTH.search(ctx.before(m.start(), 40)):
                continue  # a date, not a date of birth
            year = m.group("iso") or m.group("y1") or m.group("y2") or m.group("y3")
            if year is not None and len(year) == 2:
                year = ("20" if int(year) <= 25 else "19") + year
            # With a year the date gives the age to the day; day and month alone narrow the author down.
            validity, score = ("high", 0.9) if year else ("medium", 0.6)
            start, detector = m.start(), NAME
            said = _SAID_BORN.search(ctx.before(m.start(), 20))
            if said is not None and year:  # "born on the 3rd of May 1990" → "born in the 90s": the "on" goes too
                start, detector = m.start() - len(said.group("on") or ""), NAME + ":born"
            out.append(Finding(start, m.end(), ctx.text[start : m.end()], "age", score, validity, detector,
                               "A date of birth gives your age and helps single you out.", year))
        return out


def warm() -> None:
    """Build the date regex now (CLDR's month names), not on the first draft with a word of birth."""
    _dates()
