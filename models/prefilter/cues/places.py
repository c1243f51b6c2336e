"""Places: where the author lives (city_country) and comes from (birth_city_country).

Gazetteer n-grams are accepted only with enough support: a locative cue before them ("live in",
"born in", "here in"), spaCy's GPE/LOC agreement, or a capitalized name that is not also a common
word ("Reading a book", "Nice to meet you", "Split the bill" stay untouched)."""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from ..context import AREA_LEAD_WORDS, GEO_NOUNS, Context, Entity, Word, fold
from ..data.car_makes import CAR_MAKES
from ..data.demonyms import DEMONYMS, LOWERCASE_AMBIGUOUS, nationality_word, regional_demonym
from ..data.gazetteer import AMBIGUOUS, MAX_WORDS, Gazetteer, Place, gazetteer
from ..pii.brand_words import paying_medium
from ..pii.location_field import given_name_and_surname
from ..pii.names import is_first_name
from ..recognizer import Recognizer
from .landmarks import STREET_AFTER
from ...records import Finding

# Months and days: after "in" or "since" they are times, though towns bear some of them (March, Cambs.).
_CALENDAR = frozenset(
    "january february march april may june july august september october november december monday tuesday "
    "wednesday thursday friday saturday sunday".split()
)
BIG_CITY = 300_000  # a city this big is named for itself even inside another name


@functools.lru_cache(maxsize=1)
def _first_names() -> frozenset[str]:
    """Faker's English first names ("Florence", "Sydney" are people too)."""
    from faker.providers.person.en_US import Provider

    return frozenset(fold(n) for n in (*Provider.first_names_female, *Provider.first_names_male))

@functools.lru_cache(maxsize=1)
def _surnames() -> frozenset[str]:
    """Faker's English surnames ("Preston", "Clayton" are towns too): a person when spaCy says so."""
    from faker.providers.person.en_US import Provider

    return frozenset(fold(n) for n in Provider.last_names)


_CURRENT = re.compile(
    r"(?:\bi live in|\bi'm living in|\bliving in|\blive in|\blives in|\bbased in|\bbased out of|"
    r"\bhere in|\bi'm in|\bi am in|\bmoved (?:back |home )?to|\bmoving (?:back |home )?to|\brelocated (?:back )?to|"
    r"\bsettled in|\breside in|"
    r"\bresiding in|\bresident of|\bliving here in|\bback here in|\bour city of|\bi'm from|\bi am from|"
    r"\bwe're from|\bnow in|\bhome in|\bwork in|\bworking in|\blife in|\bliving it up in)"
    r"(?: the (?:city|town) of| sunny| beautiful| lovely| rainy| good old)?\s+$"
)
_BIRTH = re.compile(
    r"(?:\bborn in|\bborn and raised in|\bgrew up in|\bgrowing up in|\braised in|\boriginally from|"
    r"\bhailing from|\bhail from|\bnative of|\bhometown of|\bhometown,|\bhometown is|\bback home in|"
    r"\bchildhood in|\bupbringing in|\bmy roots in|\bcame from|\bemigrated from|\bimmigrated from)"
    r"(?: the (?:city|town) of| sunny| beautiful| good old)?\s+$"
)
_TRAVEL = re.compile(
    r"(?:\btrip to|\bvisit|\bvisited|\bvisiting|\bvacation in|\bholiday in|\bholidays in|\btravel to|"
    r"\btraveled to|\btravelled to|\bflight to|\bflew to|\btour of|\bbeen to|\bwent to|\bgo to|\bgoing to)\s+$"
)
_DETERMINER = re.compile(r"\b(?:the|a|an|my|our|your|his|her|their|its|this|that|every)\s+$", re.IGNORECASE)
# "Buenos Aires, where I'm puttin' my life together": the clause after the name says it is home.
_WHERE_I = re.compile(r"^,?\s+where\s+(?:i|we)(?:'m|’m|'ve|’ve|\s+am|\s+are|\s+live|\s+grew|\s+was|\s+have|\s+work)\b",
                      re.IGNORECASE)
_WHERE_BORN = re.compile(r"^,?\s+where\s+(?:i|we)\s+(?:was|were)\s+born|^,?\s+where\s+(?:i|we)\s+grew up", re.IGNORECASE)
# A compass word before a country, state or province names its part ("north Sweden", "Southern California"): the
# stand-in takes it with the name. Before "America" it makes a continent (gazetteer.py's continent names).
# (session 20: the kind of area too, "in suburban Ohio" → "in a US state", not "in suburban a US state")
_COMPASS_BEFORE = re.compile(rf"(?:^|(?<=\s))((?i:latin|{AREA_LEAD_WORDS}))\s+$")
# The units of local government a town's name also names, written after it with a capital (US counties, Louisiana's
# parishes, English boroughs and districts): "Maricopa County", "Orleans Parish", "Camden Borough".
_ADMIN_AFTER = re.compile(r"[ \t]+(?:County|Parish|Borough|Township|District|Prefecture|Shire)(?![\w-])")
_CONTINENTS = frozenset({"north america", "south america", "central america", "latin america"})
# Words of time after a name that is the object of its verb ("drove through Texas last summer", "left Paris
# yesterday"): no noun the name could qualify.
_TIME_AFTER = frozenset("last next every each yesterday today tonight tomorrow again once twice anymore".split())
# A nationality word that names a language (the same word in English for most of them): said after a verb of
# speaking or learning, "in" or "between", or before "was/is my first language".
_LANGUAGE_BEFORE = re.compile(r"\b(?:speak|speaks|spoke|speaking|learn|learns|learning|learned|learnt|between|"
                              r"study|studying|studied|fluent in|in)\s+$", re.IGNORECASE)
_LANGUAGE_AFTER = re.compile(r"\s+(?:(?:was|is)\s+(?:my|our|his|her|their)\s+(?:first|native|mother|second)\s+"
                             r"(?:language|tongue)|and\s+english|or\s+english)\b", re.IGNORECASE)
_LOCATIVE = re.compile(r"\b(?:in|from|to|at|near|around|outside|across|of)\s+$")
# Words after a place name that show it is used as a noun, not as a modifier ("Zürich barbershop").
# Verbs that follow a place as the subject ("Durban holds a special place"): the name is a noun there.
_VERBS = frozenset("""holds gets makes feels looks seems remains offers becomes stays keeps gives takes brings
    shows means needs wants knows loves hates rocks rules sucks""".split())
_FUNCTION_WORDS = frozenset(
    """a an the and or but nor so yet is was are were be been being am has have had do does did will
    would can could should may might must shall in on at to for from with by of about as into onto
    over under after before since until than that which who whom whose where when while if because
    though although i you he she it we they me him her us them my your his its our their this
    these those there here too also either now then just still really lol lmao haha tbh btw tho though
    yet anyway ya yeah right""".split()
)


# Issue 11, round 8: a car make before a model ("Toyota Corolla E210", "Mazda CX-5") is no town, nor a model
# named after one after its make ("Hyundai Tucson 2.0", "Kia Sorento"). "I live in Toyota" and "Toyota, Aichi"
# stay: no model after the make.
_MODEL_AFTER = re.compile(r"[ \t]+(?:[A-Z][\w-]*[A-Za-z0-9]|[A-Z0-9]+-?\d[\w.-]*)(?![^\S\n]*,[^\S\n]*[A-Z][a-z])")


def _car(ctx: Context, words: list[Word], i: int, j: int, key: str) -> bool:
    if key in CAR_MAKES and _MODEL_AFTER.match(ctx.text, words[j - 1].end):
        return True
    return i > 0 and ctx.keys[i - 1] in CAR_MAKES and ctx.text[words[i - 1].end:words[i].start] == " " \
        and words[i - 1].text[:1].isupper()


# A nationality word before the noun that says someone holds it: "national(s)" as a noun (a mark, a conjunction,
# a relative, a title or a name after it) or "citizen(s)" / "passport holder(s)".
_STATED_NATIONALITY = re.compile(
    r"\s+(?:nationals?(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|or|who|whose|living|residing|born|named|resident|[A-Z][a-z]))"
    r"|citizens?(?!\s*-?(?:ship|science|journalis))|passport\s+holders?)\b")


class _Qualifier(NamedTuple):
    """A place's qualifier ("Cleveland, Ohio", "Austin, TX"): the word index after it, what it names, and
    whether it was a state's postal code (the town is then addressed as mail is)."""

    end: int
    place: Place
    postal: bool


def _state_code_may_follow(ctx: Context, town: Word, code: Word) -> bool:
    """Whether `code`, right after the town, may be read as its state's postal code: after a comma ("Austin, TX");
    without one only where a postcode follows, as an envelope writes it ("Somerville MA 02144", "Ottawa ON K1A 0B1":
    "Portland OR Seattle" is the word); or, for a code that is no English word, after a locative before the town ("our
    HOA in Cary NC fined us"). A code that is a word ("OK", "OR", "IN") also needs a ZIP code or the clause's end after
    it ("Paris, OK so what" is the word)."""
    is_word = code.text in _CODES_THAT_ARE_WORDS
    if is_word and not _CODE_ENDS.match(ctx.text, code.end):
        return False
    return (ctx.text[town.end] == "," or _POSTCODE_AFTER.match(ctx.text, code.end) is not None
            or (not is_word and _LOCATIVE_BEFORE.search(ctx.text, max(0, town.start - 30), town.start) is not None))


class PlaceRecognizer(Recognizer):
    name = "place"
    categories = ("city_country", "birth_city_country")

    def __init__(self, gaz: Gazetteer | None = None) -> None:
        self.gaz = gaz or gazetteer()
        from faker.providers.lorem.en_US import Provider as Lorem

        # Single-word place names that are also everyday English words ("time", "rest", "buy").
        self.common_words = frozenset(Lorem.word_list) | AMBIGUOUS

    def find(self, ctx: Context) -> list[Finding]:
        words = ctx.words
        keys = ctx.keys
        span_from, alias_span_from = self.gaz.span_from, self.gaz.alias_span_from
        out: list[Finding] = []
        things: list[tuple[int, int]] = []  # place names inside a WordNet compound ("Buffalo wings")
        i = 0
        while i < len(words):
            # Most words start no place name: skip the n-gram lookups there (the profile's largest part here).
            starts = span_from.get(keys[i], 0) or (alias_span_from.get(keys[i], 0) and words[i].text[:1].isupper())
            hit = (self._longest(ctx, words, i) if starts else
                   self._hyphenated(words[i], keys[i], i) if "-" in words[i].text else None)  # as _hyphenated says
            if hit is not None and hit[0] == i + 1 and hit[1].kind in ("city", "region") and (
                    ctx.keys[i] in DEMONYMS or nationality_word(words[i].text)) and not (
                    re.search(r"\b(?:in|from|to|near|at|around|outside)\s+$", ctx.before(words[i].start, 12), re.IGNORECASE)
                    or re.match(r",\s+[A-Z]", ctx.text[words[i].end : words[i].end + 3])):
                hit = None  # "Brits" are people before they are a town in South Africa
            if hit is None:
                regional = self._regional_demonym(ctx, words, i)  # a capitalized word's dict lookup first
                # _demonym finds nothing unless the word or its singular is a nationality word: most words skip
                # the call (issue 11, speed10)
                low = words[i].text.lower()
                if regional:
                    out.extend(regional)
                elif keys[i] in DEMONYMS or (low.endswith("s") and low[:-1] in DEMONYMS):
                    out.extend(self._demonym(ctx, words[i], keys[i]))
                i += 1 + (len(regional[0].text.split()) - 1 if regional else 0)
                continue
            j, place = hit
            finding = self._judge(ctx, words, i, j, place)
            if finding is not None:
                out.append(finding)
            elif _in_a_compound(ctx, words, i, j):  # nor a landmark: "Brussels sprouts" is no GPE either
                things.append((words[i].start, words[j - 1].end))
            i = j
        out.extend(self._landmarks(ctx, out, things))
        return out

    def _hyphenated(self, word: Word, key: str, i: int) -> tuple[int, Place] | None:
        """A place the gazetteer spells with spaces, written with hyphens as one word ("Savanna-la-Mar",
        "Grand-Bassam" for "Savanna la Mar", "Grand Bassam"); a hyphenated compound whose spaced form is
        no place stays a word ("Paris-based", "long-term")."""
        if "-" not in word.text:  # fold() has already turned the hyphens into spaces
            return None
        place = self._place(key)
        return (i + 1, place) if place is not None and place.kind == "city" else None

    def _longest(self, ctx: Context, words: list[Word], i: int) -> tuple[int, Place] | None:
        keys = ctx.keys
        longest = max(self.gaz.span_from.get(keys[i], 0), self.gaz.alias_span_from.get(keys[i], 0))
        top = min(len(words), i + longest, i + MAX_WORDS)
        # The words of a name stand one space (or ". ") apart: the first other gap ends every longer span, so it is
        # found once here rather than looked for again for each length.
        last = i
        while last + 1 < top and ctx.text[words[last].end : words[last + 1].start] in (" ", ". "):
            last += 1
        for j in range(min(last + 1, top), i, -1):  # none when no name starts here (top <= i)
            key = " ".join(keys[i:j])
            place = self._place(key)
            if place is not None:
                return j, place
        return None

    def _judge(self, ctx: Context, words: list[Word], i: int, j: int, place: Place) -> Finding | None:
        start, end = words[i].start, words[j - 1].end
        key = " ".join(ctx.keys[i:j])
        if _car(ctx, words, i, j, key) or STREET_AFTER.match(ctx.text, end):
            return None  # a car named after the town ("Hyundai Tucson"), a street ("near Hawthorne Blvd")
        support = self._support(ctx, words, i, j, key, place)
        if support is None:
            return None
        cue, geo, capitalized = support
        # "Cleveland, Ohio" / "Zurich, Switzerland": one finding for the pair.
        value = place.value
        tail = self._qualifier(ctx, words, j) if place.kind in ("city", "state", "province", "region") else None
        if self.gaz.lookup(key) is None and not self._small_alias_holds(ctx, words, i, j, place, cue, geo,
                                                                         tail is not None):
            return None
        if tail is not None:
            # "Salem, OR": the gazetteer's best-known Salem is elsewhere; the town as written, in the state's country
            town = place.name if place.country == tail.place.country else ctx.text[start:end]
            j, qualifier = tail.end, tail.place
            end = words[j - 1].end
            value = f"{town}, {qualifier.country_name}" if place.kind == "city" else value
        if place.kind == "country" and re.match(r" (?:state|states|city|cities|province)\b", ctx.text[end : end + 10]):
            return None  # "a US state": the country only qualifies a generalized place
        compass = _COMPASS_BEFORE.search(ctx.text[max(0, start - 12) : start])
        if compass and f"{compass.group(1).lower()} {key}" in _CONTINENTS:
            return None  # "South America's on my list": a continent, not the United States
        # what stands before the area's lead word says the form ("in rural Alabama looking to adopt": after "in")
        form = _form(ctx, start - (len(compass.group()) if compass else 0), end)
        admin = _ADMIN_AFTER.match(ctx.text, end) if tail is None else None
        if admin is not None:  # "in Maricopa County": the county is the place, not "the local County" (session 20)
            return Finding(start, admin.end(), ctx.text[start : admin.end()], "city_country", 0.5, "medium",
                           "place.area", "A local place name can reveal where you live.", place.name)
        if compass and place.kind in ("country", "state", "province", "region", "city") and tail is None:
            start -= len(compass.group())  # "in north Sweden" → "in a European country", not "in north a …"
        if place.kind == "city" and tail is None and cue in (None, "locative", "travel") and _mountain_range(key):
            # "staring up at the Andes": a range says the region, not the town that shares its name
            if ctx.text[max(0, start - 4) : start].lower() == "the ":
                start -= 4
            return Finding(start, end, ctx.text[start:end], "city_country", 0.5, "medium", "place.range",
                           "A mountain range can reveal the region you live in.", place.name)
        if tail is None and cue not in ("current", "birth") and _in_a_compound(ctx, words, i, j):
            return None  # "Buffalo wings", "a Boston cream pie", "Brussels sprouts": WordNet's food, not the town
        if place.kind == "city" and tail is None and cue in (None, "locative") and _something_else(
                ctx, start, end, key, place, form):
            return None
        if (form == "possessive" and not geo and place.kind == "city" and place.population < BIG_CITY
                and key in _first_names()):
            return None  # "Anna's car", "in Shelby's room": a person's, not a town's (spaCy calls it no place)
        small = place.kind == "city" and place.population < 100_000
        # A country's possessive is the country in any case ("bolivia's vibrant culture"): _support has
        # already turned away the ambiguous names ("turkey", "chad", "jordan"). A lowercase country in passing
        # ("simply sweden") stays low: rewriting it cost PersonalReddit's ROUGE-L more than its budget (r6).
        well_known = not small and (capitalized or place.population >= 1_000_000 or (
            place.kind == "country" and form == "possessive"))
        # A capitalized town that can be nothing but a place, after a preposition or tagged a place by spaCy,
        # names that town whatever its size: explicit location (issue 11), not the weak hint a small place
        # said in passing is ("the infamous Sagrada Familia" stays a landmark).
        # A one-word city's name that English text hardly uses (wordfreq) is that city wherever it stands
        # ("Road trip stop three: Samobor"); a brand, a model or a book that a town shares its name with
        # ("Nokia", "Honda", "Mustang", "the Rye") is frequent. Any place that can be nothing else counts
        # after a preposition or tagged a place by spaCy.
        unheard_city = place.kind == "city" and " " not in key and _rare_in_english(key)
        named = (capitalized and form != "possessive" and (cue is not None or geo or unheard_city)
                 and _only_a_place(key) and key not in self.common_words)
        validity, score = _strength(cue, (geo or tail is not None) and not small, well_known or named)
        if validity == "medium" and capitalized and _located_in(ctx.text[max(0, start - 48) : start]):
            score = max(score, 0.65)  # "a shop in Bolton": where the shop stands, over spaCy's person (0.6)
        if tail is not None and tail.postal and validity == "medium":
            # "Georgetown, KY": a town and its state's postal code, as mail is addressed, over the reading of
            # "KY" as a company's legal form (Finland's "Ky", organization.shape scores 0.6)
            score = max(score, 0.65)
        if cue == "travel" and capitalized and form != "possessive" and place.kind == "city" and _rare_in_english(
                key) and key not in self.common_words and (" " in key or _only_a_place(key)):
            # "Choir trip to Salalah", "Photos from the trip to Korhogo": a trip to a town English hardly
            # names is a tie to that town (kin, a home), not a tourist's Paris or Tokyo, which stay weak.
            # Several words are judged together ("Point Fortin" is rare though "point" is not; "May Pen" is
            # frequent as a phrase and stays weak).
            validity, score = "medium", 0.5
        category = "birth_city_country" if cue == "birth" else "city_country"
        if form == "possessive":
            end += 2
        elif not form and ctx.text[max(0, start - 4) : start].lower() == "the ":
            start -= 4  # "staring at the Andes": the replacement brings its own article
        detector = f"place.{place.kind}:{form}" if form else f"place.{place.kind}"
        return Finding(start, end, ctx.text[start:end], category, score, validity, detector,
                       _reason(category, cue), value)

    def _support(
        self, ctx: Context, words: list[Word], i: int, j: int, key: str, place: Place
    ) -> tuple[str | None, bool, bool] | None:
        """Why this n-gram is a place here: (cue, spaCy agrees, capitalized), or None when it is not."""
        start, end = words[i].start, words[j - 1].end
        surface = ctx.text[start:end]
        if self.gaz.uppercase_only(key):
            if not surface.replace(".", "").isupper():
                return None
        elif len(key) < 3:
            return None
        elif place.kind == "region" and surface.isupper():
            return None  # "IMO the second one": a region's name in capitals is an initialism (Nigeria's Imo)
        # A capital at the start of a sentence proves nothing ("Metro analogy spot-on").
        preceding = ctx.text[max(0, start - 40) : start].rstrip()
        initial = not preceding or preceding[-1] in ".!?\n\"'“(-–—:"
        weak_start = key in self.gaz.alias_keys or (place.kind == "city" and place.population < 300_000)
        ambiguous = key in self.common_words or (j - i == 1 and key in AMBIGUOUS) or (
            place.kind == "region" and _word_like_region(key))
        # At a sentence start the capital proves nothing, unless the name can be nothing but a place: no
        # word, no first name ("Tarragona has the best bakeries", not "Florence said"); a person or an
        # organization spaCy sees there is weighed below.
        capitalized = surface[:1].isupper() and not (initial and weak_start and (
            ambiguous or key in self.gaz.alias_keys or key in _first_names())) and not (
            # regions1: nor a region's one-word name that English writes often in lower case too ("Imo the second
            # one is better": the chat's "imo"); after a cue it stays ("I grew up in Punjab")
            initial and place.kind == "region" and j - i == 1 and _english_zipf(key) >= _FREQUENT_REGION)
        before = ctx.before(start, 48)
        cue = _cue(before) or _cue_after(ctx.text[end : end + 40])
        geo = ctx.entity_at(start, end, "GPE", "LOC")
        other = ctx.entity_at(start, end, "PERSON", "ORG")
        if geo is not None and ambiguous and fold(geo.text.removeprefix("the ")) != key:
            geo = None  # "Soviet Union" is a place, but "Union" alone is not the place it names
        if capitalized:
            strong = cue in ("current", "birth", "travel") or re.search(r"\b(?:in|from)\s+$", before) is not None
            if key in _CALENDAR:  # "in March", "born in May": a time; the town needs its county or country
                strong = self._qualifier(ctx, words, j) is not None
            if ambiguous and not (geo or strong):
                return None
            if other and not geo and cue is None and _names_something_else(other.text, surface) and not (
                    self._names_a_place_anyway(other, surface, place)
                    or _located_in(ctx.text[max(0, start - 48) : start])):
                return None
        elif ambiguous or key in self.gaz.alias_keys:
            return None
        elif j - i == 2 and surface.startswith("new ") and _OWNED_BEFORE.search(before) and _written_low(ctx.keys[i + 1]):
            return None  # "I bought a new jersey": the adjective and a word, in lower case ("my new york trip" stays)
        elif cue is None and j - i == 1 and place.kind != "city" and _lower_case_word(key):
            return None  # "a family reunion", "a football jersey": the word before the place (session 21); a city
            # written low already needs a cue or a million people (_lowercase_ok)
        elif not _lowercase_ok(place, cue, self._qualifier(ctx, words, j) is not None):
            return None
        return cue, geo is not None, capitalized

    def _place(self, key: str) -> Place | None:
        """The gazetteer's place of this name; a smaller city's alternate name (Gazetteer.small_aliases) only
        when it can name nothing else (_plain_alias): "From", "Plain", "Robert" are alternate names too."""
        place = self.gaz.lookup(key)
        if place is None and key in self.gaz.small_aliases and _plain_alias(key, self.common_words):
            return self.gaz.small_aliases[key]
        return place

    def _small_alias_holds(self, ctx: Context, words: list[Word], i: int, j: int, place: Place, cue: str | None,
                           geo: bool, qualified: bool) -> bool:
        """Issue 11 (cityalt): a smaller city's alternate name ("Garowe" for Garoowe, "Salmiya" for As
        Sālimīyah) is that city only where the text places it: a place preposition or cue before it ("landed
        at Garowe", "near Petit-Goâve"), spaCy's GPE/LOC, a country after it, or the text's country
        (data/text_country.py: a "+965" phone, another Kuwaiti town) being its own. Alternate names are also
        other languages' words and names, so their bare capital says less than a primary name's. A person's
        or an organization's name spaCy sees around it, or a first name right before it, makes it a surname
        or a firm's word ("a Turkish national Mehmet Aydin": "Aydin" is also Aydın's alternate name); after a
        place preposition spaCy's person says less ("shipped from Ibri": its small model calls "Ibri" a person)."""
        start, end = words[i].start, words[j - 1].end
        other = ctx.entity_at(start, end, "PERSON", "ORG")
        if not geo and ((cue is None and other is not None and other.text.strip() != ctx.text[start:end]) or (
                i > 0 and ctx.text[words[i - 1].end:start] == " " and is_first_name(words[i - 1].text))):
            return False
        if cue is not None or geo or qualified:
            return True
        from ..data.text_country import countries

        return place.country in countries(ctx.text)

    def _names_a_place_anyway(self, entity: Entity, surface: str, place: Place) -> bool:
        """A big city or a country inside an organization's name ("the San Antonio Rodeo", a club called
        "Durban"), a big city spaCy took for a person but that is no first name, or two places read as
        one person ("Lyon vs Marseille"): the name still says where the author is."""
        big = place.kind != "city" or place.population >= BIG_CITY
        if entity.label == "ORG" and entity.text.strip() != surface:
            return big
        others = [p for w in re.findall(r"\b[A-Z][\w-]+", entity.text.replace(surface, " "))
                  if (p := self.gaz.lookup(fold(w))) is not None and (p.kind != "city" or p.population >= BIG_CITY)]
        if others:
            return True
        alone = entity.text.strip() == surface and fold(surface) not in _first_names()
        # One word that spaCy took for a person or an organization, though no list of first names or
        # surnames has it: the place it is in the gazetteer ("Tarragona has the best bakeries").
        return alone and (big or (" " not in surface and fold(surface) not in _surnames()))

    def _qualifier(self, ctx: Context, words: list[Word], j: int) -> _Qualifier | None:
        """The state, province or country that words[j:] name after the place ending at words[j - 1]."""
        if j >= len(words) or ctx.text[words[j - 1].end : words[j].start] not in (", ", " "):
            return None
        state = _postal_state(words[j].text) if _state_code_may_follow(ctx, words[j - 1], words[j]) else None
        if state is not None:  # "Austin, TX": a state's postal code after the town, in capitals as the post writes it
            place = self.gaz.lookup(fold(state))
            return _Qualifier(j + 1, place, postal=True) if place is not None else None
        hit = self._longest(ctx, words, j)
        # Same case as the city: "Zurich, Switzerland", "durban, south africa" (not "Paris, us").
        same_case = ctx.text[words[j].start].isupper() == ctx.text[words[j - 1].start].isupper()
        if hit is None or hit[1].kind not in ("country", "state", "province", "region") or not same_case:
            return None
        return None if self.gaz.uppercase_only(" ".join(ctx.keys[j : hit[0]])) else _Qualifier(*hit, postal=False)

    def _regional_demonym(self, ctx: Context, words: list[Word], i: int) -> list[Finding]:
        """The people of a state, a region or a big city ("a proud Texan", "as a New Yorker", "we Geordies";
        data/demonyms.REGIONAL_DEMONYMS): the place, at the strength of a nationality said the same way. Capitalized
        only, and not after "the" ("the New Yorker" is a magazine, "the Oregonian" a newspaper)."""
        word = words[i]
        if not word.text[:1].isupper():
            return []
        end, found = word.end, regional_demonym(word.text)
        if i + 1 < len(words) and ctx.text[word.end : words[i + 1].start] == " ":
            pair = regional_demonym(f"{word.text} {words[i + 1].text}")
            if pair is not None and words[i + 1].text[:1].isupper():
                end, found = words[i + 1].end, pair
        if found is None or re.search(r"\bthe\s+$", ctx.before(word.start, 6), re.IGNORECASE):
            return []
        before = ctx.before(word.start, 24)
        own = re.search(r"(?:(?:\bas an?|\bi'm an?|\bi’m an?|\bi am an?|\bbeing an?|\bi was an?|\bborn an?|\ba)\s+"
                        r"(?:[\w-]+\s+){0,2}|\bproud\s+|\bnative\s+|(?:\bi'm|\bi’m|\bwe|\bwe're|\bwe’re|\bwe are|\bus|"
                        r"\bas|\bfellow|\bmy)\s+)$", before, re.IGNORECASE)
        start_of_text = not ctx.text[: word.start].strip() or ctx.text[: word.start].rstrip()[-1] in ".!?:\n"
        validity, score = ("medium", 0.55) if own or start_of_text else ("low", 0.3)
        place, _ = found
        return [Finding(word.start, end, ctx.text[word.start : end], "city_country", score, validity,
                        "place.regional_demonym", "Where you are from in your country hints at where you live.", place)]

    def _demonym(self, ctx: Context, word: Word, key: str) -> list[Finding]:
        low = word.text.lower()
        # "Aussies", "kiwis", "Brits": a plural of a nationality word is the people.
        plural = low.endswith("s") and low[:-1] in DEMONYMS
        code = DEMONYMS.get(low[:-1]) if plural else DEMONYMS.get(key)
        if code is None or code not in self.gaz.country_name:
            return []
        before = ctx.before(word.start, 24)
        # "as an Aussie", "being a Kiwi", "us Swiss", "my fellow Italians": the author's own nationality.
        own = re.search(r"(?:\bas an?|\bi'm an?|\bi’m an?|\bi am an?|\bbeing an?|\bi was an?|\bborn an?|\ba proud|"
                        r"\bi'm|\bi’m|\bwe|\bwe're|\bwe’re|\bwe are|\bus|\bas|\bfellow|\bmy)\s+$", before)
        if not word.text[:1].isupper() and (low[:-1] if plural else key) in LOWERCASE_AMBIGUOUS and not (plural and own):
            return []
        after = ctx.text[word.end : word.end + 12]
        # "a Turkish national, Mr X", "two Polish citizens": a person's nationality stated outright, whoever's it is
        # (not "the Turkish national team", "a Polish citizenship test").
        stated = not plural and _STATED_NATIONALITY.match(ctx.text, word.end) is not None
        validity, score = ("medium", 0.55) if own or stated else ("low", 0.3)
        country = self.gaz.country_name[code]
        start, form = word.start, ""
        # used as a noun ("as a Kiwi, I", "a Kiwi in London", "as a Kiwi I love"), not an adjective ("a Kiwi accent")
        noun = re.match(r"\s*(?:[,.!?;:)…]|$|\s+(?:and|or|but|so|who|that|here|there|myself|living|born|like|in|from|"
                        r"at|on|for|with|since|now|too|i|we|you|he|she|they|my|our|is|was)\b)", after, re.IGNORECASE) is not None
        if not plural and noun and (_LANGUAGE_BEFORE.search(before) or _LANGUAGE_AFTER.match(ctx.text, word.end)):
            form = ":language"  # "switch between Dutch and English" → "… the local language …", not "European"
        elif plural:
            form = ":plural"  # "We Brits" → "We locals"
        else:
            article = re.search(r"\b(an?)\s+$", before)
            if article:  # "being an Aussie," → "being a local,"; "an Aussie bloke" → "a Pacific bloke"
                start, form = word.start - (len(before) - article.start(1)), ":noun" if noun else ":article"
        return [Finding(start, word.end, ctx.text[start : word.end], "city_country", score, validity,
                        "place.demonym" + form, "A nationality hints at where you live or come from.", country)]

    def _landmarks(self, ctx: Context, found: list[Finding], things: list[tuple[int, int]]) -> list[Finding]:
        """Named places the gazetteer does not know (neighbourhoods, landmarks): weak cues."""
        out = []
        for ent in ctx.entities_of("GPE", "LOC", "FAC"):
            text = ent.text
            if text.lower().startswith("the "):
                start, text = ent.start + 4, text[4:]
            else:
                start = ent.start
            end = start + len(text)
            if not text[:1].isupper() or any(f.start < end and start < f.end for f in found):
                continue
            if any(a < end and start < b for a, b in things):
                continue
            if fold(text) in self.common_words or len(text) < 4 or any(c.isdigit() for c in text):
                continue
            if _common_noun(fold(text)):
                continue  # "a sharp Highland" (a whisky), "Pest invasion": WordNet's word, no place sense
            if paying_medium(text, ctx.before(start, 40), ctx.text[end : end + 3]):
                continue  # "sent it on Zelle", "paid through Monzo": a medium, no place (everyday4)
            kind = "area" if ent.label == "GPE" else "landmark"
            if kind == "area" and given_name_and_surname(text):
                continue  # "RSVP to Tamsin Clarke": a person, which the name recognizer reads (session 22)
            out.append(Finding(start, end, text, "city_country", 0.3, "low", f"place.{kind}",
                               "A local place name can reveal where you live.", text))
        return out


@functools.lru_cache(maxsize=1)
def _postal_states() -> dict[str, str]:
    """The US states' and Canada's provinces' two-letter postal codes (ISO 3166-2, pycountry) → their names."""
    import pycountry

    return {sub.code.split("-")[1]: sub.name for sub in pycountry.subdivisions if sub.country_code in ("US", "CA")}


# Postal codes that are also English words or everyday abbreviations in capitals ("OK", "OR", "IN", "ME", "ID"):
# they count only before a ZIP code or the end of a clause ("Tulsa, OK 74103", "Salem, OR.").
_CODES_THAT_ARE_WORDS = frozenset({"AS", "HI", "ID", "IN", "ME", "OH", "OK", "ON", "OR"})
_CODE_ENDS = re.compile(r"\s*(?:$|[.,;:!?)\n]|\d{5}\b|[A-Z]\d[A-Z])")
_LOCATIVE_BEFORE = re.compile(r"\b(?:in|from|near|to|outside|around)[ \t]+(?:[A-Z][\w'’.-]*[ \t]+){0,2}$")
_POSTCODE_AFTER = re.compile(r"\s\d{5}(?:-\d{4})?\b|\s[A-Z]\d[A-Z]\s?\d[A-Z]\d\b")  # a ZIP or a Canadian code


def _postal_state(word: str) -> str | None:
    return _postal_states().get(word) if len(word) == 2 and word.isupper() else None


def _cue(before: str) -> str | None:
    if _BIRTH.search(before):
        return "birth"
    if _CURRENT.search(before):
        return "current"
    if _TRAVEL.search(before):
        return "travel"
    if _LOCATIVE.search(before):
        return "locative"
    return None


# "Neath based", "I'm London based": where a person or a firm is based (profiles, job ads).
_BASED = re.compile(r"^[ \t]+based\b(?![ \t]+(?:on|upon|off)\b)", re.IGNORECASE)


def _cue_after(after: str) -> str | None:
    if _WHERE_BORN.match(after):
        return "birth"
    if _WHERE_I.match(after) or _BASED.match(after):
        return "current"
    return None


def _written_low(word: str) -> bool:
    """WordNet writes the word in lower case in some sense ("jersey" the shirt; not "york")."""
    from ..data.wordnet import WordNetMissing, lower_case_lemmas

    try:
        return word in lower_case_lemmas()
    except (WordNetMissing, OSError):
        return False


# "the" and a capitalized common word before a town's name: the name of a pub, a ship, a team ("the Red Lion",
# "the Black Eagle"); the words that name a part of the place are no such name ("the Greater Lyon area").
_NAMED_THING_BEFORE = re.compile(r"\bthe\s+(?P<word>[A-Z][a-z]+)\s+$")
_PART_OF_PLACE = re.compile(rf"(?i:{AREA_LEAD_WORDS}|greater|old|new|upper|lower|inner|outer|downtown|uptown|"
                            r"metro|metropolitan|historic|little|big|great|port|fort|mount|lake|saint|st)")


# A determiner that makes "new" an adjective ("a new jersey"); "the" is left out: "the new york office".
_OWNED_BEFORE = re.compile(r"\b(?:a|an|my|your|his|her|our|their)\s+$", re.IGNORECASE)


@functools.lru_cache(maxsize=256)
def _lower_case_word(key: str) -> bool:
    """WordNet's most frequent noun sense of this one-word name is a common word written in lower case ("reunion":
    a gathering, "jersey": a shirt), not the place ("japan", "brazil": the country first). The index is scanned
    only for names WordNet writes in lower case in some sense (data/wordnet.lower_case_lemmas), once per name."""
    from ..data.wordnet import WordNetMissing, lookup, synset_at

    if not _written_low(key):
        return False
    try:
        senses = lookup(key)
        return bool(senses) and key in synset_at(senses[0], "n").lemmas
    except (WordNetMissing, OSError):
        return False


def _lowercase_ok(place: Place, cue: str | None, qualified: bool) -> bool:
    """Lower case is normal in comments ("born in auckland"), so an unambiguous name still counts
    when something supports it: a cue (the bigger the place, the weaker the cue may be), a country
    after it ("durban, south africa"), or being a big city or a country."""
    if place.kind == "region" and not qualified:
        return cue is not None  # regions1: "imo", "edo" written low are words or chat; "from kerala" is the region
    if place.kind != "city" or qualified:
        return True
    if cue in ("current", "birth", "travel"):
        return place.population >= 100_000
    if cue == "locative":
        return place.population >= 300_000
    return place.population >= 1_000_000


def _strength(cue: str | None, geo: bool, well_known: bool) -> tuple[str, float]:
    if cue in ("current", "birth"):
        return "high", 0.9
    if cue == "travel":
        return "low", 0.35
    if cue == "locative" or geo:
        return "medium", 0.6
    # A capitalized big-city name in passing ("Zürich barbershop prices") is still a strong cue.
    return ("medium", 0.5) if well_known else ("low", 0.3)


# A city's name rarer than this in English text (Zipf) is named for the city alone: "Samobor" 0, "Merlo" 2.0,
# "Depok" 1.7 against "Orion" 3.4, "Mustang" 3.6, "Nokia" 3.7, "Honda" 3.9.
_RARE_CITY = 2.5


def _rare_in_english(key: str) -> bool:
    from wordfreq import zipf_frequency

    return zipf_frequency(key, "en") < _RARE_CITY


# Issue 12, round 8: a town's name used for the thing it shares the name with. Only a home cue ("live in",
# "born in", "moved to") or a country after it ("Nokia, Finland") keeps the town; a preposition alone does not
# ("staring up at the Andes", "a sharp Highland", "tasted a shiraz", "your Nokia 3310 story").
# An indefinite article, perhaps with one adjective, before a name that heads its noun phrase: something named
# after a place (a wine, a whisky, a phone), not the place ("a shiraz", "a Bordeaux"; "a Paris suburb" is a
# modifier and stays).
_INDEFINITE = re.compile(r"\b(?:a|an)\s+(?:[a-z]+\s+)?$", re.IGNORECASE)
# A model number after the name (digits, perhaps with a letter or two; not a year): a product named after a
# town ("Nokia 3310", "Nokia N95"); a year after a city is an event in it ("Paris 2024") and stays.
_PRODUCT_NUMBER = re.compile(r" (?!(?:19|20)\d\d\b)[A-Z]{0,2}\d{2,}[A-Za-z]{0,2}\b")


def _in_a_compound(ctx: Context, words: list[Word], i: int, j: int) -> bool:
    """Whether the name and the next one or two words (singular or plural) are a WordNet noun with no place
    sense: a food, a drink, a breed, a thing named after a place."""
    from ..data.wordnet import place_senses

    compounds = place_senses().compounds
    for k in (j + 1, j + 2):
        if k > len(words) or any(ctx.text[words[m].end : words[m + 1].start] != " " for m in range(j - 1, k - 1)):
            return False
        phrase = " ".join(w.text.lower() for w in words[i:k])
        if phrase in compounds or phrase.removesuffix("s") in compounds:
            return True
    return False


def _common_noun(key: str) -> bool:
    from ..data.wordnet import place_senses

    return key in place_senses().common


def _mountain_range(key: str) -> bool:
    from ..data.wordnet import place_senses

    return key in place_senses().ranges


def _something_else(ctx: Context, start: int, end: int, key: str, place: Place, form: str) -> bool:
    """Whether a city's name names something else here: a one-word name that WordNet knows only as an
    English word with no location sense (a landform, a pest, a date), a thing after an indefinite article, or a
    small town's name before a model number."""
    from ..data.wordnet import place_senses

    # Only words WordNet writes in lower case: a name it knows only as a person ("Segovia" the guitarist,
    # "Weston" the photographer) may still be the town. And only words English writes often (wordfreq Zipf ≥ 3,
    # once per million words): "Rangpur" is a lime in WordNet but a town wherever it stands.
    if " " not in key and key in place_senses().common and _english_zipf(key) >= COMMON_WORD_ZIPF:
        return True
    if not form and _INDEFINITE.search(ctx.text[max(0, start - 24) : start]):
        return True
    named = _NAMED_THING_BEFORE.search(ctx.text, max(0, start - 24), start)
    if named and " " not in key and _written_low(named.group("word").lower()) and not _PART_OF_PLACE.fullmatch(
            named.group("word")) and gazetteer().lookup(fold(named.group("word"))) is None:
        return True  # "met at the Red Lion", "the Golden Eagle": a pub's or a thing's name, not the town (session 21)
    return place.population < BIG_CITY and _PRODUCT_NUMBER.match(ctx.text, end) is not None


COMMON_WORD_ZIPF = 3.0
# regions1: a region's one-word name this frequent in English (Zipf; "imo" 3.7, "punjab" 3.7, "kerala" 3.5; "sindh"
# 2.7) is no proof of the region at a sentence's start.
_FREQUENT_REGION = 3.5


def _english_zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return float(zipf_frequency(word, "en"))


def _only_a_place(key: str) -> bool:
    """No first name or surname of any listed country, no month and no ordinary English word: a place
    name that can name nothing else ("Lugo", "Padborg"; not "March", "Anna", "Reading")."""
    from wordfreq import zipf_frequency

    from ..pii.names import ambiguous_words, first_names, last_names

    return (key not in first_names() and key not in last_names() and key not in ambiguous_words()
            and all(zipf_frequency(w, "en") < 4.0 for w in key.split()))


@functools.lru_cache(maxsize=4096)
def _word_like_region(key: str) -> bool:
    """regions1: a region's name that is also a word or a person's name ("Plateau", "Mono", "Afar", "Abia state")
    needs what AMBIGUOUS names need (a capital and a home cue, "in"/"from", or spaCy's place): any first name or
    surname, or any word WordNet writes in lower case or English writes often (_only_a_place), or a word of the
    name WordNet writes in lower case ("Lac", "Maritime", "Bong")."""
    return not _only_a_place(key) or any(_written_low(word) for word in key.split())


@functools.lru_cache(maxsize=4096)
def _plain_alias(key: str, common_words: frozenset[str]) -> bool:
    """An alternate name that can name nothing but its place: no Faker lorem word, no word English writes once
    in a million words or more (wordfreq Zipf 3, the whole name: "from", "plain", "market" are alternate
    names of small towns), no first name or surname of a Faker locale (_no_one_named)."""
    return key not in common_words and _english_zipf(key) < COMMON_WORD_ZIPF and _no_one_named(key)


def _no_one_named(key: str) -> bool:
    """One word: _only_a_place. Several: the words of a place ("Hamad Town", "Petit Goave"; a common word
    such as "town" among them is part of the name), not a person's first name and surname ("Hamad Khalil")."""
    if " " not in key:
        return _only_a_place(key)
    from ..pii.names import first_names, last_names

    words = key.split()
    return key not in first_names() and key not in last_names() and not (
        words[0] in first_names() and words[-1] in last_names())


# A made thing that stands somewhere, then "in" ("a shop in Bolton", "our flat in Hull", "the school in Wigan"): what
# follows is where it stands, though spaCy's small model calls the town a person. A person is "in" something only
# after a word of trust or feeling ("faith in Sarah", "interest in Taylor"), which WordNet files elsewhere.
# A chain's branch is such a thing too: "the Tesco in Bolton", "the Walmart in Dayton".
_THING_IN = re.compile(r"\b(?:a|an|the|my|our|his|her|their|this|that)\s+(?:[a-z-]+\s+)?(?P<noun>[a-z]+)\s+in\s+$"
                       r"|\bthe\s+(?P<branch>[A-Z][\w'’&-]+)\s+in\s+$")


def _located_in(before: str) -> bool:
    """`before` as written (a chain's capital counts): whether it ends with a made thing and "in" (_THING_IN)."""
    from ..data.wordnet import WordNetMissing, artifact_nouns

    m = _THING_IN.search(before)
    if m is None:
        return False
    if m.group("branch"):
        return True
    try:
        return m.group("noun") in artifact_nouns()
    except WordNetMissing:
        return False


def _names_something_else(entity: str, place: str) -> bool:
    """Whether a PERSON/ORG entity around a place name is really a person or an organization
    ("Paris Hilton", "Manchester United") rather than a place ("Sydney Harbour", "London NW1 6XE")."""
    if entity.split()[-1].lower() in GEO_NOUNS:
        return False
    remainder = entity.replace(place, " ")
    # The name alone tagged as a person: one word may be one ("Sydney", "Florence"); "Buenos Aires" is not.
    return bool(re.search(r"\b[A-Z][a-z]+", remainder)) or (entity.strip() == place and " " not in place)


def _form(ctx: Context, start: int, end: int) -> str:
    """How the name is used: "possessive" ("Tokyo's"), "modifier" ("Zürich prices") or ""."""
    rest = ctx.text[end : end + 30]
    if rest[:2] in ("'s", "’s"):
        return "possessive"
    # A contraction after the name is its verb ("Cape town isn't lacking in beauty"): the name is the subject.
    m = re.match(r" ([A-Za-z][a-z\-]+)(?!['’])", rest)
    if m and m.group(1).lower() in GEO_NOUNS:  # "near Hamburg harbour": the harbour is the noun
        # without an article before it the replacement must bring one ("near the local harbour")
        return "modifier" if _DETERMINER.search(ctx.text[max(0, start - 8) : start]) else "bare_modifier"
    if _LOCATIVE.search(ctx.text[max(0, start - 12) : start]) or _TRAVEL.search(ctx.text[max(0, start - 20) : start]):
        return ""  # "moved to Zurich last year": the object of a preposition is a noun
    if m and m.group(1)[0].isupper():
        return "modifier" if m.group(1).lower() in GEO_NOUNS else ""
    if m and m.group(1) not in _FUNCTION_WORDS and m.group(1) not in _VERBS and m.group(1) not in _TIME_AFTER \
            and not m.group(1).endswith(("ly", "ed")):
        return "modifier"
    return ""


def _reason(category: str, cue: str | None) -> str:
    if category == "birth_city_country":
        return "Says where you were born or grew up."
    if cue == "current":
        return "Says where you live."
    return "Names a place that may reveal where you live."


def warm() -> None:
    """Read the states' and provinces' postal codes now, not on the first "Town, ST"."""
    _postal_states()
