"""Racial or ethnic origin (GDPR art. 9) said of a person: "as a Black woman", "I'm half Korean", "my Punjabi
parents", "we're Roma", "I'm mixed-race", "as a Latina", "I'm Korean-American", "I'm of Irish descent". The words come
from data/ethnicity.py and data/demonyms.py; what makes one a finding is who it is said of.

Nationality or origin: a country's demonym said plainly ("I'm Korean", "my mom is Nigerian") is a nationality, the
place categories' (cues/places.py), and stays theirs. It is an origin, this category's, only with what a passport
does not say: a fraction ("half Korean", "a quarter Irish"), a diaspora compound ("Korean-American", "British
Indian", the censuses' hyphenated categories) or "of … descent / heritage / origin". Race words and peoples without a
state (data/ethnicity.py RACES, PEOPLES) are always an origin. Where a place finding covers the same word ("Korean"
in "half Korean", "Roma" read as Rome), this finding is higher and longer and takes its place (overlap.py).

Tiers: the author's own statement ("I'm", "as a", "we're", "being") is high; the same of someone the author mentions
("my mom is", "he's") is medium with subject "other"; the author's family ("my Punjabi parents") is medium. A word
only mentioned is no finding: "black coffee", "white wine", "Black Friday", "Asian markets", "a white lie", "the
Korean restaurant", "a Latin class", "I'm white as a sheet"."""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from ..context import Context
from ..data import ethnicity as words
from ..data.demonyms import DEMONYMS
from ..recognizer import Recognizer
from ..trie import any_case_alternation
from .lexicon import phrase_words
from ...records import Finding

CATEGORY = "ethnicity"
_LEAD_WORDS = (r"proud|also|both|fully|100%|mostly|mainly|partly|ethnically|racially|visibly|obviously|clearly|"
               r"just|still|really|very|born|biologically|technically|actually|basically")
# A predicate's lead: an article and up to two qualifiers ("a proud", "ethnically").
_LEAD = rf"(?P<lead>(?:an?\s+|the\s+only\s+|the\s+one\s+|one\s+of\s+the\s+few\s+)?(?:(?:{_LEAD_WORDS})\s+){{0,2}})$"
_AUTHOR = re.compile(r"(?:\bi'm|\bi’m|\bim|\bi am|\bi was|\bi've been|\bi’ve been|\bwe're|\bwe’re|\bwe are|\bwe were|"
                     r"\bi identify as|\bi consider myself|(?<!such )(?<!as well )\bas|(?:^|[.!?]\s+)being)\s+" + _LEAD)
_OTHER = re.compile(r"(?:\b(?P<pron>he|she|they)(?:'s|’s|'re|’re|\s+is|\s+was|\s+are|\s+were)|"
                    r"\b(?:my|his|her|their|our)\s+(?:[a-z'’-]+\s+)?[a-z-]+(?P<verb>'s|’s|\s+is|\s+was|\s+are|\s+were))\s+"
                    + _LEAD)
# The author's or someone's family before an origin word: "my Punjabi parents", "our Black family".
_OWNER = re.compile(r"\b(?P<own>my|our|his|her|their)\s+(?:(?:own|whole|immediate|extended|late|proud)\s+)?$")
# Words for a person or a family after an origin word: "a Black woman", "Punjabi parents" (the attributive use).
_PEOPLE = frozenset({"person", "people", "man", "men", "woman", "women", "guy", "guys", "girl", "girls", "boy", "boys",
                     "kid", "kids", "child", "children", "lady", "ladies", "dude", "dudes", "female", "male", "family",
                     "families", "household", "parents", "parent", "mom", "mum", "mother", "dad", "father", "mama",
                     "papa", "grandparents", "grandma", "grandmother", "grandpa", "grandfather", "granny", "nan",
                     "ancestors", "relatives", "immigrant", "immigrants", "kiddo", "teen", "teenager", "student",
                     "American", "Brit", "Briton", "Canadian", "Australian", "New Zealander", "Kiwi", "person's"})
_FAMILY = frozenset({"parents", "parent", "mom", "mum", "mother", "dad", "father", "mama", "papa", "grandparents",
                     "grandma", "grandmother", "grandpa", "grandfather", "granny", "nan", "ancestors", "relatives",
                     "family", "families", "side", "roots", "heritage", "grandparents'", "parents'"})
_CLAUSE_ENDS = frozenset({"and", "but", "so", "too", "myself", "now", "though", "tbh", "lol", "btw", "af", "or",
                          "here", "there", "yet", "because", "since", "if", "when", "who", "which", "ourselves",
                          "herself", "himself", "themselves", "in", "from", "by", "on", "at", "with", "living",
                          "born", "raised", "growing", "through", "via", "on", ","})
_WORD_AFTER = re.compile(r"[ \t]+([A-Za-z][\w'’-]*)")
_END = re.compile(r"\s*(?:$|[.,;:!?)(\"”—–]|\n)")
# Idioms of the colour words: "black and blue", "white as a sheet", "as white as".
_IDIOM_AFTER = re.compile(r"\s+(?:and\s+(?:blue|white|black)|as\b|out\b|with\s+(?:rage|fear|anger))", re.IGNORECASE)
_DESCENT = re.compile(r"\s+(?P<noun>" + "|".join(words.DESCENT_NOUNS) + r")\b", re.IGNORECASE)
_OF_BEFORE = re.compile(r"(?:\b(?:am|'m|’m|are|'re|’re|is|'s|’s|was|were|be|being)\s+(?:\w+\s+)?)?\bof\s+"
                        r"(?:(?:mixed|partly|part|mostly|mainly|some)\s+)?$")
_FRACTION_BEFORE = re.compile(r"(?P<fraction>\b(?:" + "|".join(re.escape(f) for f in words.FRACTIONS) + r"))[ \t-]+$")
# A sentence that says it speaks of origin: a demonym in it is one ("Ethnically I'm Chinese", "by ethnicity I'm").
_ETHNIC_SENTENCE = re.compile(r"\b(?:ethnically|racially|by\s+ethnicity|by\s+race|my\s+ethnicity\s+is|"
                              r"ethnicity\s*:)[^.!?\n]*$")
# A second origin joined to a predicate's ("Black and Puerto Rican").
_AND_ORIGIN = re.compile(r"[ \t]+and[ \t]+")
# Between two shares of one origin ("half Filipino, half Irish", "half Thai and half Dutch").
_JOINED = re.compile(r"\s*(?:,|&|/|and|,\s*and)\s*")
_SUBJECT_WORDS = re.compile(r"\b(?P<subj>i|we|he|she|they|my\s+[a-z]+|his\s+[a-z]+|her\s+[a-z]+|our\s+[a-z]+)\b")


class _Vocabulary(NamedTuple):
    origins: re.Pattern[str]  # race words, peoples, demonyms and their compounds
    words: frozenset[str] | None


@functools.lru_cache(maxsize=1)
def _origin_terms() -> dict[str, str]:
    """Every origin word → its kind: "race", "people" or "demonym" (a country's, an origin only in a frame)."""
    terms = {d: "demonym" for d in DEMONYMS}
    terms.update({p: "people" for p in words.PEOPLES})
    terms.update({r: "race" for r in words.RACES})
    return terms


@functools.lru_cache(maxsize=1)
def _vocabulary() -> _Vocabulary:
    terms = _origin_terms()
    alternation = any_case_alternation(sorted(terms, key=len, reverse=True))
    # One origin, or a compound of two ("Korean-American", "Mexican American", "British Indian").
    regex = re.compile(rf"(?<![\w'’-])(?P<first>{alternation})(?:(?P<joint>-|[ \t]+)(?P<second>{alternation}))?"
                       rf"(?![\w'’-])", re.IGNORECASE)
    return _Vocabulary(regex, phrase_words(sorted(terms)))


def warm() -> None:
    _vocabulary()


def _next_word(text: str, end: int) -> str | None:
    m = _WORD_AFTER.match(text, end)
    return m.group(1) if m else None


def _ends_or_names_a_person(text: str, end: int) -> bool:
    """The clause ends after the word, or a word for a person follows: the word is what someone is ("I'm white.",
    "a Black woman"), not a colour or a region before a thing ("white wine", "Asian markets")."""
    if _END.match(text, end):
        return True
    nxt = _next_word(text, end)
    return nxt is None or nxt.lower() in _CLAUSE_ENDS or nxt in _PEOPLE or nxt.lower() in _PEOPLE


def _subject_key(frame: re.Match[str]) -> str:
    """Who a predicate is said of, as generalize_ethnicity's clause table keys it ("i", "we", "he", "she", "they"):
    "my mom is" is "they" (the table does not guess a gender)."""
    said = frame.group().strip()
    for key in ("i", "we", "he", "she", "they"):
        if re.match(rf"{key}\b", said):
            return key
    if said.startswith(("im", "as", "being")):
        return "i"  # "Being biracial, I…" → "Being who I am, I…"
    noun = re.match(r"(?:my|his|her|their|our)\s+(?:[a-z'’-]+\s+)??([a-z-]+)(?:['’]s|\s+(?:is|was|are|were))", said)
    return _GENDERED.get(noun.group(1), "they") if noun else "they"


def _names_a_person(frame: re.Match[str]) -> bool:
    """Whether "my X is" / "he's" is said of a person: a pronoun, or X a person noun (WordNet's noun.person, or a
    relative: "my wife is", "my mother's side is"), not a thing ("my hair is", "my car is")."""
    if frame.group("pron"):
        return True
    from ..data.wordnet import person_nouns

    noun = re.match(r"(?:my|his|her|their|our)\s+(?:[a-z'’-]+\s+)??([a-z'’-]+?)(?:['’]s)?(?:['’]s|\s+(?:is|was|are|were))",
                    frame.group().strip())
    if noun is None:
        return False
    word = noun.group(1)
    people = person_nouns()
    return (word in people or word.rstrip("s") in people or word in _PEOPLE or word in _FAMILY
            or re.search(r"['’]s\s+(?:side|family)\b", frame.group()) is not None)


# Relatives' nouns with a gender, so that "my wife is Native American" reads "my wife is who she is".
_GENDERED = {w: "she" for w in ("wife", "mom", "mum", "mother", "sister", "daughter", "girlfriend", "aunt", "grandma",
                                "grandmother", "niece", "stepmom", "stepmother")}
_GENDERED.update({w: "he" for w in ("husband", "dad", "father", "brother", "son", "boyfriend", "uncle", "grandpa",
                                    "grandfather", "nephew", "stepdad", "stepfather")})


def article_for(word: str) -> str:
    from ...generalize_table import article

    return article(word)


class EthnicityRecognizer(Recognizer):
    """Racial or ethnic origin stated of the author or of someone they mention."""

    name = "ethnicity"
    categories = (CATEGORY,)

    def find(self, ctx: Context) -> list[Finding]:
        vocabulary = _vocabulary()
        if not ctx.may_match(vocabulary.words):
            return []
        out: list[Finding] = []
        kinds = _origin_terms()
        for m in vocabulary.origins.finditer(ctx.text):
            first, second = m.group("first").lower(), (m.group("second") or "").lower()
            kind_first, kind_second = kinds.get(first), kinds.get(second) if second else None
            compound = second != "" and kind_second in ("demonym", "race", "people") and first != second
            if second and not compound:
                # two origin words that are no compound ("Black British" is one RACES entry; "Korean Korean" none):
                # the first alone
                end = m.start() + len(m.group("first"))
            else:
                end = m.end()
            if compound and m.group("joint").strip() == "" and kind_first == "race" and kind_second == "race":
                compound = False  # "Black Asian" is two words, not a diaspora compound
                end = m.start() + len(m.group("first"))
            start = m.start()
            found = self._one(ctx, start, end, first, kind_first or "demonym", compound, out[-1] if out else None)
            if found is not None:
                out.append(found)
        return out

    def _one(self, ctx: Context, start: int, end: int, first: str, kind: str, compound: bool,
             previous: Finding | None) -> Finding | None:
        text, lower = ctx.text, ctx.lower
        written = text[start:end]
        if first in words.CAPITALIZED and not written[:1].isupper():
            return None  # "roma" tomatoes; the people is written with a capital
        if first in words.AMBIGUOUS_RACES and _IDIOM_AFTER.match(text, end):
            return None  # "black and blue", "white as a sheet"
        before = lower[max(0, start - 60) : start]
        fraction = _FRACTION_BEFORE.search(before)
        descent = _DESCENT.match(text, end)
        if descent is not None and _OF_BEFORE.search(before):
            # "I'm of Korean descent", "my family is of Irish heritage": whoever the clause is about
            subject = self._nearest_subject(before)
            of = before.rfind("of")
            return self._finding(text, start - len(before) + of, descent.end(), "descent", subject, first)
        if fraction is not None:
            span_start = start - len(before) + fraction.start("fraction")
        else:
            span_start = start
        if kind == "demonym" and fraction is None and not compound and not _ETHNIC_SENTENCE.search(
                lower[max(0, start - 40) : start]):
            return None  # "I'm Korean": a nationality, the place categories' ("Ethnically I'm Korean": an origin)
        if (fraction is not None and previous is not None and previous.detector.endswith(".origin")
                and _JOINED.fullmatch(text, previous.end, span_start)):
            # "I'm half Filipino, half Irish": the second share is the same person's
            return self._finding(text, span_start, end, "origin", previous.subject, first,
                                 validity=previous.validity)
        pre = lower[max(0, span_start - 60) : span_start]
        frame = _AUTHOR.search(pre)
        subject = "author"
        if frame is None:
            frame = _OTHER.search(pre)
            subject = "other"
            if frame is not None and (not _names_a_person(frame) or (
                    first in words.AMBIGUOUS_RACES and frame.group("pron") == "they")):
                return None  # "my hair is white", "my car is black", "they're white" (the walls): a thing's colour
        owner = _OWNER.search(pre) if frame is None else None
        nxt = _next_word(text, end)
        if owner is not None and nxt is not None and nxt.lower() in _FAMILY and fraction is None and not compound:
            # "my Punjabi parents" → "my parents": the author's family (medium), someone else's family (other)
            who = "author" if owner.group("own") in ("my", "our") else "other"
            return self._finding(text, start, end + 1, "attributive", who, first, validity="medium")
        if frame is None:
            return None
        if not _ends_or_names_a_person(text, end):
            return None  # "I'm white wine person", "as a Black Friday shopper"
        lead = frame.group("lead")
        article = re.match(r"an?\s", lead) is not None
        person = nxt is not None and (nxt in _PEOPLE or nxt.lower() in _PEOPLE) and nxt.lower() not in _CLAUSE_ENDS
        if fraction is not None or compound:
            form = "origin"
        elif person:
            form = "attributive"  # "as a Black woman" → "as a woman"
            art = re.search(r"\b(an?)\s+$", pre)
            if art is not None and nxt is not None and article_for(nxt) != art.group(1):
                span_start = span_start - len(pre) + art.start()  # "an Asian guy" → "a guy"
                form = "attributive_article"
        elif article:
            form = "noun"  # "as a Latina" → "as a woman"
            own_article = re.search(r"\ban?\s+$", pre)
            span_start -= len(own_article.group()) if own_article else 0
        else:
            form = "adjective"  # "I'm mixed-race" → "I'm who I am"
            also = _AND_ORIGIN.match(text, end)
            more = _vocabulary().origins.match(text, also.end()) if also else None
            if more is not None and _ends_or_names_a_person(text, more.end()):
                end = more.end()  # "I'm Black and Puerto Rican" → "I'm who I am": both origins, one predicate
        if form == "attributive":
            end += 1  # the space after the dropped word goes with it, as sex.attributive's "female " does
        value = first if form != "adjective" else f"{first}|{_subject_key(frame)}"
        if form == "attributive_article":
            value = f"{first}|{nxt}"
        return self._finding(text, span_start, end, form, subject, value)

    @staticmethod
    def _nearest_subject(before: str) -> str:
        found = None
        for found in _SUBJECT_WORDS.finditer(before):
            pass
        return "author" if found is None or found.group("subj") in ("i", "we") else "other"

    @staticmethod
    def _finding(text: str, start: int, end: int, form: str, subject: str, value: str | None,
                 validity: str | None = None) -> Finding:
        high = subject == "author" and validity in (None, "high")
        return Finding(start, end, text[start:end], CATEGORY, 0.85 if high else 0.6,
                       validity or ("high" if high else "medium"), f"{CATEGORY}.{form}", _REASONS[subject], value,
                       subject)


_REASONS = {"author": "Says what your racial or ethnic origin is.",
            "other": "Says what the racial or ethnic origin of someone you mention is."}
