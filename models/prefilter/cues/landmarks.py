"""Named landmarks, by the grammar of their names instead of a list of them: capitalized words with a kind
of place at their head ("Table Mountain", "Kruger National Park", "Kirstenbosch Botanical Gardens",
"Gruene Hall") or in front ("Lake Louise", "Rue Poncelet", "Museo Botero"), and local events named the same
way ("Notting Hill Carnival", "Calgary Stampede"). A landmark or event someone goes to often places them;
the span becomes the kind of place or event it is ("the mountain", "the national park", "the carnival").

The kinds of place are GeoNames' feature types (https://www.geonames.org/export/codes.html: mountains,
parks, gardens, museums, markets, stadiums, streets …), in the English words and the few Spanish, French,
Italian and Portuguese ones names begin with, written down by hand from that table; "estates" and
"commons" (housing developments, as USPS's street types name them) too; the kinds of event are
the heads of event names in Wikidata's "recurring event" classes (festival, carnival, parade, fair, …).

Near misses kept out: a head noun with no name before it ("the Park" at a sentence start, "My Garden"),
titles of works and products whose head is no place ("The Office", "Super Mario World"), and names the
gazetteer already knows as a city or country (cues/places.py: "Sydney Harbour" stays theirs)."""

from __future__ import annotations

import re

from spacy.lang.en.stop_words import STOP_WORDS

from ..context import Context, any_digit
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "landmark"
# Heads that end a name: "Table Mountain", "Grand Canyon". Plural heads keep their plural ("the gardens").
HEADS = frozenset("""mountain mountains hill hills peak park gardens garden beach beaches bay lake lakes river
    falls canyon valley island islands bridge tower cathedral church temple mosque synagogue palace castle
    museum gallery market markets square plaza stadium arena hall zoo aquarium harbour harbor pier street
    avenue road boulevard lane mall theatre theater forest desert reef coast peninsula sands junction quarter
    heights springs trail lighthouse fort dam monument memorial abbey basilica boardwalk promenade waterfront
    cove glacier fjord volcano gorge pass creek brewery racecourse velodrome estates commons""".split()) | frozenset(
    # local events named the same way ("Notting Hill Carnival", "Calgary Stampede", "Glastonbury Festival")
    """festival fest carnival parade fair marathon regatta rodeo stampede expo fringe""".split())
# The street types' abbreviations as USPS Publication 28 (Appendix C1) standardizes them, for the street heads
# above: "Hawthorne Blvd" is "Hawthorne Boulevard" (with or without the stop).
ABBREVIATED_HEADS = {"st": "street", "ave": "avenue", "rd": "road", "blvd": "boulevard", "ln": "lane"}
# A street head right after a town's name makes a street named after the town ("London Road", "Hawthorne
# Blvd"): cues/places.py leaves such a name to this detector.
# Housing developments are named the same way ("Maple Grove Commons", "Willow Creek Estates").
STREET_AFTER = re.compile(r" (?:Street|Avenue|Road|Boulevard|Lane|St|Ave|Rd|Blvd|Ln|Estates|Commons)\b\.?(?![\w'’])")
# Heads that begin a name, with the English kind: "Lake Louise", "Rue Poncelet", "Museo Botero".
LEADS = {"mount": "mountain", "mt": "mountain", "lake": "lake", "fort": "fort", "cape": "cape", "rue": "street",
         "calle": "street", "avenida": "avenue", "via": "street", "piazza": "square", "plaza": "square",
         "praça": "square", "parque": "park", "museo": "museum", "musée": "museum", "museu": "museum",
         "playa": "beach", "praia": "beach", "isla": "island", "lago": "lake", "monte": "mountain",
         "cerro": "hill", "mercado": "market", "castillo": "castle", "château": "castle", "palacio": "palace",
         "iglesia": "church", "catedral": "cathedral",
         # places of worship named with the kind first ("Gurdwara Sahib Leamington"): Oxford English
         # Dictionary's gurdwara (a Sikh temple), as data/beliefs.py lists it ("Mandir X" stays with cues/beliefs.py)
         "gurdwara": "temple"}
# Words that open a sentence or a phrase and are no part of a name ("My Garden", "This Park", "Big Park"),
# besides spaCy's English stop words ("Not the Grand Canyon", "Then Table Mountain").
_NOT_NAME = frozenset("""a an my our your his her their this that these those we i it its some any every no
    big small new old nice great local public national city town""".split())
# Modifiers the kind keeps: "Kruger National Park" → "the national park".
_KEEP = frozenset("""national botanical botanic state central marine natural science art history maritime
    olympic royal public""".split())
_CAP = r"[A-Z](?:[\w'’-]|\.(?=\w))*"
_JOIN = r"(?:of|by|on|upon|de|del|della|di|da|do|dos|la|le|les|el|los|las|the|du|des|von|van|and|&)"
# A run of capitalized words, joined by the small words names have inside ("Museo del Oro").
_ON_IN_RUN = re.compile(r"\s+on\s+(?=[A-Z])")
_RUN = re.compile(rf"\b(?P<run>{_CAP}(?:\s+(?:{_JOIN}\s+){{0,2}}{_CAP})*)(?![\w'’])")
_LEADING = re.compile(rf"^(?P<head>{'|'.join(sorted((k.capitalize() for k in LEADS), key=len, reverse=True))})\.?\s+")
_PREPOSITIONS = frozenset("""near past beside behind across along around through toward towards opposite outside
    inside off onto into over under above below beyond by at in on to from of with via""".split())
_DETERMINED = re.compile(r"\b(?:the|a|an|our|my|this|that|these|those|their|your)\s+(?P<words>(?:[a-z][\w'’-]*\s+){1,2})$",
                         re.IGNORECASE)
# Numbered streets: "5th Ave", "42nd Street", "W 34th St." (the ordinal is no capitalized word, so _RUN misses them).
_NUMBERED_STREET = re.compile(r"\b(?:(?:[NSEW]|East|West|North|South)\.?\s+)?\d{1,3}(?:st|nd|rd|th)\s+"
                              r"(?P<head>Street|Avenue|Road|Boulevard|Lane|St\.?|Ave\.?|Rd\.?|Blvd\.?|Ln\.?)(?![\w'’])")
_ORDINAL_BEFORE = re.compile(r"\b\d{1,3}(?:st|nd|rd|th)\s+$")
# A stop after an abbreviated head that cannot end the sentence: a lower-case word, a comma or a digit follows.
_ABBREVIATION_STOP = re.compile(r"\.(?=[ \t]*[,;:)]|[ \t]+[a-z0-9])")
_SENTENCE_END = re.compile(r"(?:^|[.!?\n]\s*|[\"“(]\s*)$")


def _replacement(text: str, value: str | None) -> str | None:
    kind, _, where = (value or "").partition(":")
    if not kind:
        return None
    if where == "bare":  # "the stunning Kirstenbosch Gardens" → "the stunning gardens"
        return kind
    return ("The " if where == "start" else "the ") + kind


def _person_named_like_a_street(text: str, words: list[str], end: int) -> bool:
    """A given name and a head that is also a surname, doing a deed to the author ("John Lane called me"): a person
    (issue 11, round 34; pii/person.named_like_a_place), left to the name detector."""
    from ..pii.person import named_like_a_place

    return named_like_a_place(text, words, end)


def _with_article(text: str, offset: int) -> tuple[int, str]:
    """Where the span of a name at `offset` starts ("the " before it goes with it: the replacement brings its
    own), and "start" when that start opens a sentence ("The park"), else ""."""
    start = offset - 4 if text[max(0, offset - 4) : offset].lower() == "the " else offset
    return start, "start" if _SENTENCE_END.search(text[max(0, start - 3) : start]) else ""


# Residential street types (USPS Publication 28, Appendix C1, with their standard abbreviations) that are also
# everyday words ("drive", "place", "way", "close", "court"): a street only right after "on"/"off" and with a name
# no frequent word ("we live on Cedar Ct", "the house off Maple Dr."), never as a landmark run's head.
_RESIDENTIAL = re.compile(
    r"\b(?:[Oo]n|[Oo]ff) (?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)?) "
    r"(?P<head>Court|Ct|Drive|Dr|Place|Pl|Terrace|Ter|Circle|Cir|Way|Close|Crescent|Cres|Parkway|Pkwy)\b\.?"
    r"(?![\w'’])")
_RESIDENTIAL_NEEDLES = ("court", "ct", "drive", "dr", "place", "pl", "terrace", "ter", "circle", "cir", "way",
                        "close", "crescent", "cres", "parkway", "pkwy")
_COMMON_WORD_ZIPF = 4.5  # wordfreq: "Google" 5.1, "Memory" 4.9 name things; "Cedar" 3.5, "Larch" 2.2 streets


def _uncommon_name(name: str) -> bool:
    from wordfreq import zipf_frequency

    return all(zipf_frequency(w.lower(), "en") < _COMMON_WORD_ZIPF for w in name.split())


class LandmarkRecognizer(RuledRecognizer):
    name = NAME
    categories = ("city_country",)
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for m in _NUMBERED_STREET.finditer(ctx.text) if any_digit(ctx.text) else ():
            if re.match(r" [A-Z]", ctx.text[m.end() : m.end() + 2]):
                continue  # "3rd Street Promenade": the name goes on, the run below takes it whole
            head = m.group("head").lower().rstrip(".")
            end = m.end() - (1 if m.group().endswith(".") and not _ABBREVIATION_STOP.match(ctx.text, m.end() - 1) else 0)
            start, where = _with_article(ctx.text, m.start())
            out.append(self._finding(ctx, start, end, f"{ABBREVIATED_HEADS.get(head, head)}:{where}"))
        for m in _RESIDENTIAL.finditer(ctx.text) if ctx.has_any(_RESIDENTIAL_NEEDLES) else ():
            if not _uncommon_name(m.group("name")):
                continue  # "saved it on Google Drive", "on Memory Lane": a frequent word names no street
            end = m.end() - (1 if m.group().endswith(".") and not _ABBREVIATION_STOP.match(ctx.text, m.end() - 1) else 0)
            out.append(self._finding(ctx, m.start("name"), end, "street:"))
        for m in _RUN.finditer(ctx.text):
            words = m.group("run").split()
            offset = m.start("run")
            while words and (words[0].lower() in _NOT_NAME or words[0].lower() in STOP_WORDS):  # "My Garden", "Not the"
                offset = ctx.text.index(words[1], offset + len(words[0])) if len(words) > 1 else m.end("run")
                words.pop(0)
            if len(words) < 2:
                continue
            lead = _LEADING.match(" ".join(words))
            head = words[-1].lower()
            head = ABBREVIATED_HEADS.get(head, head)
            if lead and words[1].lower() not in _NOT_NAME:
                kind = LEADS[lead.group("head").lower()]  # "Lake Louise", "Rue Poncelet"
            elif head in HEADS:
                kept: list[str] = []
                for w in reversed(words[:-1]):  # "Kruger National Park" → "national park"
                    if w.lower() not in _KEEP:
                        break
                    kept.insert(0, w.lower())
                if len(kept) == len(words) - 1 and not any(w.lower() not in _KEEP for w in words[:-1]):
                    kept = kept[1:]  # "Central Park": the name is the modifier → "the park"
                kind = " ".join(kept + [head])
            else:
                continue
            if _person_named_like_a_street(ctx.text, words, m.end("run")):
                continue
            ordinal = _ORDINAL_BEFORE.search(ctx.text[max(0, offset - 12) : offset])
            if ordinal is not None:  # "the 3rd Street Promenade" → "the promenade"
                offset -= len(ordinal.group())
            start, where = _with_article(ctx.text, offset)
            det = _DETERMINED.search(ctx.text[max(0, start - 40) : start])
            if det and start == offset and not any(w.lower() in STOP_WORDS or w.lower() in _PREPOSITIONS
                                                   for w in det.group("words").split()):
                where = "bare"  # an article and describing words already stand before the name
            end = m.end("run")
            if words[-1].lower() in ABBREVIATED_HEADS and _ABBREVIATION_STOP.match(ctx.text, end):
                end += 1  # "on Elm St. is great": the stop is the abbreviation's (before a capital it may end the sentence)
            out.append(self._finding(ctx, start, end, f"{kind}:{where}"))
            on = list(_ON_IN_RUN.finditer(ctx.text, offset, end))
            if on and head in HEADS and len(ctx.text[on[-1].end():end].split()) >= 2:
                # "Little Sprouts Daycare on Elm Road": the street is a landmark of its own too, so it stays edited when
                # another finding (the daycare, an organization) wins over the whole run
                out.append(self._finding(ctx, on[-1].end(), end, f"{kind}:"))
        return out

    def _finding(self, ctx: Context, start: int, end: int, kind: str) -> Finding:
        return Finding(start, end, ctx.text[start:end], "city_country", 0.5, "medium", NAME,
                       "A named landmark hints at where you live or have been.", kind)
