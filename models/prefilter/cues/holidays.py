"""Public holidays of a few countries ("Thanksgiving", "Anzac Day", "Diwali", "Bonfire Night"): names from
the `holidays` package, kept when at most MAX_COUNTRIES countries observe them (Christmas and New Year
place nobody). The span becomes "a holiday", "the holidays" or "holiday" as its sentence needs."""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..context import Context
from ..sentences import AFTER_SENTENCE_END
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer
from .phrase_index import PhraseIndex

if TYPE_CHECKING:
    import holidays

NAME = DETECTOR_PREFIX + "holiday"
MAX_COUNTRIES = 4
YEARS = (2023, 2024)
# Everyday names the library words officially ("Independence Day (US)" is "Fourth of July" to people);
# from the same holidays, as they are commonly written (Wikipedia's article titles and redirects).
COMMON_NAMES = ("Fourth of July", "Guy Fawkes Night", "Guy Fawkes", "Bonfire Night",
                "Canada Day", "Australia Day", "Anzac Day", "Waitangi Day", "Bastille Day", "Cinco de Mayo",
                "Dia de los Muertos", "Día de los Muertos", "Day of the Dead", "Diwali", "Deepavali", "Holi",
                "Durga Puja", "Bijoya", "Onam", "Pongal", "Midsummer Eve", "Midsommar", "Sankthans",
                "Koningsdag", "King's Day", "Sinterklaas", "St. Patrick's Day", "St Patrick's Day",
                "Paddy's Day", "Hogmanay", "Burns Night", "Juneteenth", "Labor Day weekend", "Memorial Day weekend",
                "Family Day", "Victoria Day", "Boxing Day", "Thanksgiving", "Día de las Velitas", "Dia de las Velitas",
                "Fête des Lumières", "la fête des lumières", "Fête nationale", "Saint-Jean-Baptiste Day",
                "Lunar New Year", "Chuseok", "Golden Week", "Songkran", "Tết", "Tet", "Hari Raya", "Eid",
                "Nowruz", "Matariki", "Heritage Day", "Freedom Day", "Youth Day", "Republic Day",
                "Oktoberfest", "Karneval", "Fasching", "Carnaval", "Semana Santa", "Las Fallas", "Walpurgis Night",
                "Valborg", "Vappu", "Juhannus", "Lucia", "Lucia Day", "Kings' Day", "Epiphany")
# Official names too vague to place anyone, though few countries list them under exactly that name.
_VAGUE = re.compile(r"(?i)^(?:day off|substituted|.*\(observed\)|.*election|.*\b(?:bridge|holiday|bank)\b.*|"
                    r"new year.*|christmas.*|easter.*|good friday|ascension.*|whit.*|pentecost.*|all saints.*|"
                    r"labou?r day|national day|independence day|constitution day|liberation day|victory day|"
                    r"women's day|children's day|teachers' day|mother's day|father's day|workers' day|"
                    r"assumption.*|immaculate.*|corpus christi|national holiday|flag day|youth day|"
                    r"republic day|unity day|heroes' day|martyrs' day|memorial day|revolution day|"
                    r"armed forces day|thanksgiving day)$")
_NEEDS_CONTEXT = frozenset({"Holi", "Eid", "Tet", "Lucia", "Onam", "Family Day", "Youth Day", "Heritage Day",
                            "Freedom Day", "Republic Day", "Epiphany"})
_MODIFIED = re.compile(r"^\s+(?:dinner|lunch|weekend|break|party|parties|celebrations?|feast|festivities|"
                       r"traditions?|parade|eve|food|vibes|decorations?|sales?|fireworks|plans|holidays?|"
                       r"season|week|turkey|leftovers|market|markets|crowds?|traffic|spirit)\b", re.I)
_AFTER_PREP = re.compile(r"\b(?:over|during|around|for|at|before|after|since|until|till|by)\s+$", re.I)
_AFTER_DET = re.compile(r"\b(?:this|last|next|every|each|our|my|a|the)\s+$", re.I)
# A greeting for the day: "Happy Diwali!" → "Happy holidays!" (session 20; was "Happy a holiday!")
_GREETING = re.compile(r"\b(?:happy|merry|blessed|joyous)\s+$", re.I)


# Days named after a person that no public-holiday calendar lists (Wikipedia's article titles), and that are
# written with a lower-case "day" as often as not.
OBSERVANCE_PERSONS = ("Valentine",)
_PERSON_DAY = re.compile(r"(?:Saint |St\.? )?([A-Z]\w+)['’]s (?:Day|Eve|Night)\b")
_AFTER_NAME_DAY = re.compile(r"['’]s\s+(Day|Eve|Night|day|eve|night)\b")


_CAPITALIZED = re.compile(r"\b[A-Z][a-z]{3,}\b")


@dataclass(frozen=True)
class _Calendars:
    """What one walk over the library's calendars (English where it has them) gives."""

    public: dict[str, frozenset[str]]  # each public holiday's name → the countries keeping it
    capitalized: frozenset[str]  # capitalized words of 4+ letters in the names of every category's holidays


def _calendar(code: str, categories: tuple[str, ...]) -> holidays.HolidayBase:
    import holidays

    try:
        return holidays.country_holidays(code, years=YEARS, language="en_US", categories=categories)
    except NotImplementedError:  # a country whose calendar has no English names
        return holidays.country_holidays(code, years=YEARS, categories=categories)


@functools.lru_cache(maxsize=1)
def _calendars() -> _Calendars:
    """Each country's public calendar feeds both tables; the other categories (religious, optional, bank …),
    built only where the country keeps some, feed the words alone. A calendar of several categories has the
    names of each category's calendar (two on one date are joined by "; "), so the words are those of one
    calendar of every category. One or two calendars per country, where a walk for each table built three."""
    import holidays

    countries: defaultdict[str, set[str]] = defaultdict(set)
    words: set[str] = set()
    for code in holidays.list_supported_countries():
        if len(code) != 2:
            continue
        public = _calendar(code, ("public",))
        for name in public.values():
            for part in name.split("; "):
                countries[part.strip()].add(code)
            words.update(_CAPITALIZED.findall(name))
        others = tuple(c for c in getattr(public, "supported_categories", ("public",)) if c != "public")
        for name in _calendar(code, others).values() if others else ():
            words.update(_CAPITALIZED.findall(name))
    return _Calendars({name: frozenset(codes) for name, codes in countries.items()}, frozenset(words))


def _calendar_names() -> dict[str, frozenset[str]]:
    """Every public holiday name of the library's calendars → the countries keeping it."""
    return _calendars().public


@functools.lru_cache(maxsize=1)
def holiday_names() -> tuple[str, ...]:
    """Names of holidays that place the author: the library's (few countries) plus COMMON_NAMES."""
    names = {n for n, cs in _calendar_names().items() if len(cs) <= MAX_COUNTRIES and len(n) >= 4
             and not _VAGUE.match(n) and re.fullmatch(r"[\w'’.\- ]+", n)}
    return tuple(sorted(names | set(COMMON_NAMES), key=len, reverse=True))


@functools.lru_cache(maxsize=1)
def festival_words() -> frozenset[str]:
    """Capitalized words of the holiday names of every country's calendars, in every category the library keeps
    (religious and optional ones too: "Ramadan", "Hanukkah", "Purim", "Diwali"), that no English name list has
    ("Mary" of the Assumption, "Patrick" stay names): said after "during", "for", "this" … they are the festival,
    not a person (pii/names.py `not_a_person`)."""
    from ..data.beliefs import HOLY_DAYS
    from ..pii.names import english_name_words

    # session 20: and the holy days of data/beliefs.py that no calendar of the library has ("Shabbat", "Passover",
    # "Seder", "Navratri", "Chanukah": "every Shabbat" is no person)
    holy = {w for day in HOLY_DAYS for w in _CAPITALIZED.findall(day)}
    return frozenset(w for w in _calendars().capitalized | holy if w.lower() not in english_name_words())


@functools.lru_cache(maxsize=1)
def day_persons() -> frozenset[str]:
    """The persons days are named after, in any country's calendar ("Saint Patrick's Day" → "Patrick",
    "Moshoeshoe's Day"), plus OBSERVANCE_PERSONS."""
    found = {m.group(1) for name in _calendar_names() for m in _PERSON_DAY.finditer(name)}
    return frozenset(found | set(OBSERVANCE_PERSONS))


def names_a_day(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is the person a day is named after, as written there: "Patrick's Day",
    "Valentine's day" (a lower-case "day" only for OBSERVANCE_PERSONS: "George's day was long" is George's)."""
    after = _AFTER_NAME_DAY.match(text, end)
    if after is None:
        return False
    words = text[start:end].split()
    person = words[-1] if words else ""
    if person not in day_persons():
        return False
    return after.group(1)[0].isupper() or person in OBSERVANCE_PERSONS


@functools.lru_cache(maxsize=1)
def _index() -> PhraseIndex:
    return PhraseIndex(holiday_names())


def _replacement(text: str, value: str | None) -> str:
    form = value or "plain"
    base = form.split(":")[0]
    if text.endswith(("'s", "’s")):
        return "the holiday's"
    out = {"modifier": "holiday", "after_prep": "the holidays", "after_det": "holiday",
           "greeting": "holidays"}.get(base, "a holiday")
    return out[0].upper() + out[1:] if form.endswith(":start") or form == "start" else out


class HolidayRecognizer(RuledRecognizer):
    name = NAME
    categories = ("city_country",)
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        out = []
        for start, end, name in _index().find(ctx):
            if ctx.text[end : end + 2] in ("'s", "’s"):
                end += 2
            text = ctx.text[start:end]
            before, after = ctx.text[max(0, start - 30) : start], ctx.text[end : end + 30]
            if name in _NEEDS_CONTEXT and not re.search(r"\b(?:for|at|during|on|celebrat\w*|this|last)\s+$", before, re.I):
                continue  # short names that are words or names too need a holiday context
            form = ("after_det" if _AFTER_DET.search(before) else "after_prep" if _AFTER_PREP.search(before)
                    else "greeting" if _GREETING.search(before) else "plain")
            form = "modifier" if _MODIFIED.match(after) and form != "after_prep" else form
            if AFTER_SENTENCE_END.search(before):
                form = "start" if form == "plain" else form + ":start"
            out.append(Finding(start, end, text, "city_country", 0.5, "medium", NAME,
                               "A holiday few countries keep hints at where you live or grew up.", form))
        return out
