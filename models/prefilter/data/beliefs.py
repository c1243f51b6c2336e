"""Vocabularies of the special categories (GDPR art. 9) that cues/beliefs.py looks for: religion, political views,
sexual orientation. Words, not phrasings: the detector decides from the words around them whose belief it is.

Where each list comes from:
- `adherents()`: WordNet 3.0 (data/wordnet.py), the hyponym closure of "religious person" sense 1 ("a person who
  manifests devotion to a deity") and of "Jew" sense 1 and "Sikh" sense 1 (believers), and of "nonreligious person"
  sense 1 (non-believers: atheist, unbeliever, freethinker). Kept: lemmas whose most frequent noun sense lies in
  the closure and that WordNet writes with a capital (the names of faiths and denominations: Catholic, Muslim,
  Baptist, Quaker) or that are in _LOWER_ADHERENTS. Taken out by hand (_NOT_ADHERENTS): slurs, words that name a
  people or a nation first (Moor, Dominican, WASP, Nazarene), religious orders' historical sects, and clergy
  titles (those are `clergy()`). Added by hand (_MORE_ADHERENTS): WordNet nouns whose first sense is another
  ("Hindu" is first "a native of Hindustan", "Mormon" the prophet) or that stand under another root
  ("Lutheran", "agnostic", "evangelical"), and faiths WordNet 3.0 lacks as a person noun (Jain, Baha'i,
  Rastafarian, Zoroastrian, Unitarian).
- `clergy()`: WordNet 3.0, the closure of "clergyman" sense 1 and "spiritual leader" sense 1, first sense in the
  closure, without titles that name another thing first in everyday English (_NOT_CLERGY: cardinal, primate,
  shepherd, patriarch, metropolitan, reader, ordinary) + imam, mullah from the believers' closure.
- `places_of_worship()`: WordNet 3.0, the closure of "place of worship" sense 1 (lower-case lemmas: church, mosque,
  synagogue, chapel, cathedral, kirk, masjid) + "parish", "congregation" (a community of worship, WordNet
  congregation sense 2) + gurdwara, mandir, shul (WordNet 3.0 lacks them; Oxford English Dictionary entries).
- RITES: rites of one faith from WordNet 3.0's closure of "religious ceremony" sense 1 (baptism, christening,
  confirmation, communion, mass, confession, last rites) + the Jewish coming-of-age rites (bar/bat mitzvah, WordNet
  noun), "Friday prayers" (the Islamic congregational prayer, jumu'ah).
- HOLY_DAYS: days of one faith from WordNet 3.0's closure of "religious holiday" sense 1 (Yom Kippur, Rosh
  Hashanah, Hanukkah, Passover, Sukkot, Purim, Lent via "Quadragesima"...) + Ramadan, Eid, Diwali, Navratri, Vesak
  (WordNet files them as months or not at all). Not Christmas, Easter or Good Friday: holidays of whole countries.
- PARTY_MEMBERS: WordNet 3.0 noun.person synsets glossed "a member of the ... Party" that still exist
  (Democrat, Republican, Tory, Labourite, Conservative, Communist) + the closures of leftist, rightist, socialist,
  anarchist, reactionary, liberal sense 1, conservative sense 1, centrist, libertarian sense 1 (not "moderate":
  anyone's word) + "Lib Dem", "Green" (WordNet Green sense 4, "an environmentalist who belongs to the Green
  Party"), "Remainer", "Brexiteer" (Oxford English Dictionary).
- POLITICAL_ADJECTIVES: WordNet 3.0 adjectives in the political sense (liberal sense 2, conservative sense 2,
  progressive, left-wing, right-wing, leftist, socialist, libertarian, centrist) and their compounds "far-left",
  "left-leaning" (Collins). They are also everyday words ("a liberal amount", "a conservative estimate"): the
  detector takes them only as what a person is.
- PARTIES: the parties WordNet 3.0 files under "political party" sense 1 that still stand (Labour, Democratic
  Party, Republican Party, GOP, Green Party, Liberal Democrats, Conservative Party, Communist Party) + the main
  parties of English-speaking countries and the largest of a few others, as Wikipedia's "List of political parties
  in <country>" names them (2024): UK, Ireland, US, Canada, Australia, New Zealand, India, Germany, France, Spain,
  Netherlands; and a party's member noun or adjective as one votes it ("vote Democrat"). Only with a vote or a party membership said of a person ("I voted for the Greens", "a Labour
  voter"): "Labour" and "Congress" are everyday words too.
- SEXUAL_ORIENTATIONS: WordNet 3.0 homosexual sense 1 (gay, homosexual), lesbian sense 1, bisexual, heterosexual
  (straight), pansexual, queer adjective sense 2 + asexual, demisexual, ace, pan, bi, LGBT(Q) (GLAAD Media
  Reference Guide, 11th ed.). AMBIGUOUS ones are everyday words first ("straight", "bi-weekly", "pan", "ace",
  "queer" = odd): they count only as the last word of "I'm …" or before a word for a person.
- GENDER_IDENTITIES: the terms of the GLAAD Media Reference Guide's (11th ed.) transgender glossary written of a
  person (transgender, trans, nonbinary, genderqueer, genderfluid, agender, two-spirit, cisgender, cis, intersex,
  enby) and "same-sex" of a couple; scanned with the orientations (GDPR art. 9 names sex life and sexual
  orientation; a gender identity said outright is as sensitive). "trans" ("trans fats") and "cis" are AMBIGUOUS.
"""

from __future__ import annotations

import functools

from . import wordnet

_BELIEVER_ROOTS = (("religious person", 0), ("jew", 0), ("sikh", 0))
_NONBELIEVER_ROOTS = (("nonreligious person", 0),)
_LOWER_ADHERENTS = frozenset({"atheist", "nonbeliever", "unbeliever", "freethinker", "churchgoer", "pagan", "deist",
                              "theist", "born-again christian", "fundamentalist", "congregant", "parishioner",
                              "communicant", "chapelgoer", "monotheist", "polytheist", "pantheist"})
_NOT_ADHERENTS = frozenset({
    # slurs and words for another person's faith: never a self-statement, and not ours to print
    "hymie", "kike", "sheeny", "yid", "shegetz", "goy", "papist", "infidel", "heathen", "paynim", "gentile",
    "non-jew", "non-catholic", "wandering jew", "jewess",
    # a people, a nation or an insect first
    "moor", "dominican", "wasp", "white anglo-saxon protestant", "nazarene", "levite", "sadducee", "essene",
    "orangeman", "parsee", "parsi",
    # clergy and religious leaders: `clergy()`
    "holy father", "vicar of christ", "bishop of rome", "catholic pope", "roman catholic pope", "apostelic father",
    # people of history or of violence, not a faith one states
    "jihadist", "mujahid", "moonie", "tractarian", "ultramontane", "ebionite", "zealot", "zionist",
})
_MORE_ADHERENTS = {"hindu": "believer", "mormon": "believer", "lutheran": "believer", "agnostic": "nonbeliever",
                   "evangelical": "believer", "jain": "believer", "baha'i": "believer", "rastafarian": "believer",
                   "zoroastrian": "believer", "unitarian": "believer", "orthodox christian": "believer",
                   "taoist": "believer", "shintoist": "believer"}
# Adjectives a person is ("I'm Jewish", "I'm religious"): the one-word adherents are also adjectives.
MORE_RELIGION_ADJECTIVES = {"jewish": "believer", "religious": "believer", "devout": "believer",
                            "orthodox": "believer", "secular": "nonbeliever", "irreligious": "nonbeliever"}

_CLERGY_ROOTS = (("clergyman", 0), ("spiritual leader", 0))
_NOT_CLERGY = frozenset({"cardinal", "primate", "shepherd", "patriarch", "metropolitan", "ordinary", "reader",
                         "bacchante", "vestal virgin", "rea silvia", "rhea silvia", "medicine man", "domine",
                         "dominus", "pluralist", "confessor", "absolver", "diocesan", "primus", "exarch",
                         "holy father", "vicar of christ", "bishop of rome", "catholic pope", "roman catholic pope",
                         "antipope", "grand lama", "panchen lama", "dalai lama", "amora", "postulator", "ordainer"})
_MORE_CLERGY = frozenset({"imam", "mullah", "youth pastor", "granthi"})

_PLACE_ROOTS = (("place of worship", 0),)
_NOT_PLACES = frozenset({"oracle", "pantheon", "shrine", "tope", "stupa", "conventicle", "bethel", "chantry",
                         "side chapel", "lady chapel", "house of god", "place of worship", "duomo", "tabernacle"})
_MORE_PLACES = frozenset({"parish", "congregation", "gurdwara", "mandir", "shul", "church", "temple"})

RITES = {
    "bar mitzvah": "coming_of_age", "bat mitzvah": "coming_of_age", "confirmation": "coming_of_age",
    "first communion": "coming_of_age", "first holy communion": "coming_of_age",
    "baptism": "ceremony", "christening": "ceremony", "bris": "ceremony",
    "mass": "service", "sunday mass": "service", "midnight mass": "service", "friday prayers": "service",
    "friday prayer": "service", "confession": "service", "communion": "service", "holy communion": "service",
    "bible study": "service", "sunday school": "service", "evensong": "service", "vespers": "service",
    # session 21: a faith's own school or class of its scripture, as each faith names it (Wikipedia: Hebrew school,
    # Talmud Torah, madrasa, Quran school), and the Muslim congregational prayer (jumu'ah)
    "bible class": "service", "hebrew school": "service", "torah study": "service", "talmud torah": "service",
    "quran class": "service", "quran classes": "service", "koran class": "service", "koran classes": "service",
    "quran school": "service", "madrasa": "service", "madrassa": "service", "madrasah": "service",
    "jummah": "service", "jumu'ah": "service",
}
# Everyday senses that come first: a rite word followed by one of these nouns is that thing ("my confirmation
# email", "mass transit", "my confession that I lied" reads fine as a service: never mind).
RITE_NOUN_AFTER = frozenset({"email", "e-mail", "number", "code", "link", "page", "letter", "message", "bias",
                             "hearing", "text", "call", "slip", "screen", "id", "transit", "market", "media",
                             "production", "shooting", "shootings", "layoffs", "appeal", "effect", "mail"})

HOLY_DAYS = ("Yom Kippur", "Rosh Hashanah", "Rosh Hashana", "Hanukkah", "Chanukah", "Hanukah", "Passover", "Seder",
             "Sukkot", "Sukkoth", "Purim", "Shavuot", "Shabbat", "Sabbath", "Lent", "Ash Wednesday", "Ramadan",
             "Eid", "Eid al-Fitr", "Eid al-Adha", "Diwali", "Navratri", "Vesak", "Tisha b'Av")

PARTY_MEMBERS = {
    # WordNet "a member of the ... Party" synsets, the orientation closures, and the hand additions above
    "democrat": "party", "republican": "party", "tory": "party", "labourite": "party", "conservative": "orientation",
    "communist": "orientation", "lib dem": "party", "green": "party", "whig": "party",
    "leftist": "orientation", "left-winger": "orientation", "rightist": "orientation", "right-winger": "orientation",
    "socialist": "orientation", "marxist": "orientation", "anarchist": "orientation", "reactionary": "orientation",
    "ultraconservative": "orientation", "liberal": "orientation", "progressive": "orientation",
    "centrist": "orientation", "libertarian": "orientation", "fascist": "orientation", "monarchist": "orientation",
    "royalist": "orientation", "remainer": "orientation",
    "brexiteer": "orientation", "social democrat": "orientation", "trotskyist": "orientation",
    "democratic socialist": "orientation",
}
POLITICAL_ADJECTIVES = frozenset({
    "liberal", "conservative", "progressive", "left-wing", "right-wing", "leftist", "rightist", "socialist",
    "libertarian", "centrist", "far-left", "far-right", "left-leaning", "right-leaning", "centre-left",
    "center-left", "centre-right", "center-right", "communist", "marxist", "apolitical", "anarchist",
    "politically conservative", "politically liberal", "left leaning", "right leaning", "left wing", "right wing",
})
PARTIES = (
    # WordNet 3.0 "political party" hyponyms that still stand
    "Labour", "Labour Party", "Labor", "Labor Party", "Democratic Party", "Democrats", "Republican Party",
    "Republicans", "GOP", "Green Party", "Greens", "Liberal Democrats", "Lib Dems", "Lib Dem", "Conservative Party",
    "Conservatives", "Tories", "Communist Party", "Libertarian Party", "Liberal Party", "Liberals",
    # the party adjectives and member nouns as one votes them ("vote Democrat", "voted Conservative"): WordNet's
    # Republican adjective sense 1 "relating to or belonging to the Republican Party", and the member nouns above
    "Democrat", "Republican", "Conservative", "Liberal", "Liberal Democrat", "Green", "Tory",
    # Wikipedia, "List of political parties in <country>" (2024): the parties of the UK, Ireland, the US,
    # Canada, Australia, New Zealand, India, Germany, France, Spain, the Netherlands most often voted for
    "SNP", "Scottish National Party", "Plaid Cymru", "Reform UK", "Reform", "UKIP", "Brexit Party", "DUP",
    "Sinn Féin", "Sinn Fein", "Fianna Fáil", "Fianna Fail", "Fine Gael", "Social Democrats", "NDP",
    "New Democratic Party", "Bloc Québécois", "Bloc Quebecois", "People's Party", "Nationals", "One Nation",
    "Teals", "ACT", "NZ First", "Te Pāti Māori", "BJP", "Bharatiya Janata Party", "AAP", "Aam Aadmi Party",
    "CDU", "CSU", "SPD", "AfD", "FDP", "Die Linke", "Grünen", "Die Grünen", "Rassemblement National",
    "National Rally", "Front National", "La France Insoumise", "Renaissance", "Les Républicains", "PSOE", "Podemos",
    "Vox", "Sumar", "PVV", "VVD", "D66", "GroenLinks",
)
# Words that name what a person does for a party: "a Labour voter", "a Green Party member".
PARTY_PEOPLE = ("voter", "voters", "supporter", "supporters", "member", "members", "activist", "activists",
                "canvasser", "volunteer", "man", "woman", "guy", "girl", "family", "household")

SEXUAL_ORIENTATIONS = {
    "gay": "adjective", "lesbian": "noun", "bisexual": "adjective", "bi": "adjective", "queer": "adjective",
    "homosexual": "adjective", "heterosexual": "adjective", "straight": "adjective", "asexual": "adjective",
    "ace": "adjective", "pansexual": "adjective", "pan": "adjective", "demisexual": "adjective",
    "lgbt": "adjective", "lgbtq": "adjective", "lgbtq+": "adjective", "lgbtqia": "adjective",
    "lgbtqia+": "adjective", "bi-curious": "adjective", "bicurious": "adjective",
}
GENDER_IDENTITIES = {
    "transgender": "adjective", "trans": "adjective", "nonbinary": "adjective", "non-binary": "adjective",
    "genderqueer": "adjective", "genderfluid": "adjective", "gender-fluid": "adjective", "agender": "adjective",
    "two-spirit": "adjective", "cisgender": "adjective", "cis": "adjective", "intersex": "adjective",
    "enby": "adjective", "same-sex": "adjective",
}
# Pronoun sets one states (GLAAD Media Reference Guide, 11th ed., "pronouns"; the neopronouns it lists): the subject
# form → the gender it says (cues/pronouns.py, category `sex`); "they" and the neopronouns say non-binary.
PRONOUN_SETS = {"she": "female", "he": "male", "they": "nonbinary", "ze": "nonbinary", "zie": "nonbinary",
                "xe": "nonbinary", "ey": "nonbinary", "fae": "nonbinary", "it": "nonbinary"}
PRONOUN_OBJECTS = ("her", "hers", "him", "his", "them", "theirs", "they", "she", "he", "hir", "zir", "xem", "xir",
                   "em", "faer", "its", "it")
AMBIGUOUS_ORIENTATIONS = frozenset({"straight", "bi", "pan", "ace", "queer", "gay", "trans", "cis"})


@functools.lru_cache(maxsize=1)
def adherents() -> dict[str, str]:
    """Lower-case adherent nouns ("catholic", "muslim", "atheist") → "believer" or "nonbeliever"."""
    out: dict[str, str] = {}
    for roots, kind in ((_BELIEVER_ROOTS, "believer"), (_NONBELIEVER_ROOTS, "nonbeliever")):
        below, names = _closure(roots)
        for name in wordnet.first_sense_within(names, below):
            low = name.lower()
            if low not in _NOT_ADHERENTS and (name[:1].isupper() or low in _LOWER_ADHERENTS):
                out[low] = kind
    out.update(_MORE_ADHERENTS)
    return out


@functools.lru_cache(maxsize=1)
def clergy() -> frozenset[str]:
    """Lower-case titles of clergy ("pastor", "rabbi", "vicar", "imam")."""
    below, names = _closure(_CLERGY_ROOTS)
    kept = {n.lower() for n in wordnet.first_sense_within(names, below) if n[:1].islower()}
    return frozenset((kept - _NOT_CLERGY) | _MORE_CLERGY)


@functools.lru_cache(maxsize=1)
def places_of_worship() -> frozenset[str]:
    """Lower-case words for a place or community of worship ("church", "mosque", "synagogue", "parish")."""
    _, names = _closure(_PLACE_ROOTS)
    return frozenset(({n for n in names if n[:1].islower()} - _NOT_PLACES) | _MORE_PLACES)


def _closure(roots: tuple[tuple[str, int], ...]) -> tuple[set[int], set[str]]:
    """The synsets below the roots (hyponyms, not instances: "Mother Teresa" is no kind of person) and their
    lemmas as WordNet writes them."""
    below = wordnet.hyponym_closure(wordnet.lookup(lemma, "n")[index] for lemma, index in roots)
    return below, {name for offset in below for name in wordnet.synset_at(offset, "n").lemmas}
