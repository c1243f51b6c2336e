"""The work of a trade said as its verb and object, not its title ("I crunch numbers for a living", "so i was
crunching numbers", "spent years laying bricks", "I tend bar", "keeping the books at a garage"), or as the
object + gerund compound ("all that number crunching", "my bricklaying days"), or, for the roles WordNet knows
only as a skill, the agent noun ("a number cruncher"). The pairs are the job titles of WordNet taken apart
(data/trade_activities.py: "bricklayer" → lay + brick, "number cruncher" → crunch + number).

The verb phrase becomes "work" in the same form ("crunching numbers" → "working", "I lay bricks" → "I work",
"laid bricks" → "worked"), the compound "work", the agent noun "worker": the sentence keeps its shape and
the trade is gone, with one word where there were two or three.

Near misses kept out: someone else's work in the clause ("my dad laid bricks", "she tends bar"), the object
as something else's ("the numbers crunching the budget" has the noun first: not the pair), a verb of the pair
with another object ("lay the table", "crunch the chips", "keep the change", "tend the garden"), who does it
named right before ("more women directing films"), a try ("tried binding books").
"""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..sentences import CLAUSE_END
from ..trie import any_case_alternation
from ...records import Finding
from ..data.jobs import all_titles
from ..data.trade_activities import TradeActivity, trade_activities
from ..data.inflection import cased, verb_forms
from ..data.wordnet import ACT_LEXFILES, lookup_all, person_nouns, synset_at, verb_lemmas
from .first_person import FIRST_PERSON
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "trade_activity"

# Plurals the "-s"/"-es" rule misses.
_IRREGULAR_PLURAL = {"sheep": "sheep", "goat": "goats", "taxi": "taxis", "cow": "cows"}
# Pairs whose verb takes another object in everyday use without "the": "keep books" on a shelf, but "keep the
# books" is the bookkeeper's (Wiktionary, "keep the books").
_NEEDS_THE = frozenset({("keep", "book"), ("keep", "books")})
_WORK: dict[str, str] = verb_forms("work")._asdict()  # the stand-in, in the form of the verb it replaces
# A clause's subject that is not the author: the work is then someone else's.
OTHER_SUBJECT = re.compile(r"\b(?:he|she|they|his|her|their|him|them|who|it|(?:my|our|your)\s+(?:dad|mom|mum|"
                            r"father|mother|brother|sister|husband|wife|son|daughter|friend|uncle|aunt|grandpa|"
                            r"grandfather|grandma|grandmother|cousin|neighbou?r|partner|boyfriend|girlfriend)s?)\b")
_DETERMINER = r"(?:(?P<det>the|a|an|some|my|our|their|those|these|endless|all\s+the|lots\s+of)\s+)?"
# The shapes in which a verb anyone uses is a trade's (data/trade_activities.EVERYDAY_TRADES): a plural or a
# mass noun ("teaching math", "making furniture", "fighting fires"), or a workplace or vehicle after an article
# ("managing a restaurant", "driving a bus", "taking the census"); never the author's own ("my projects").
_MASS = frozenset("art geometry math mathematics music piano reading science furniture software copy film type "
                  "construction".split())
# Workplaces and vehicles: one of them is a job ("managing a hotel", "keeping a shop", "taking the census"); one
# project or one statue is anyone's. "the bus" is not after "drive" ("drove the bus to school": a parent).
_PLACES = frozenset("farm hotel office quarry restaurant store theatre warehouse bus bar inn shop tavern saloon "
                    "newspaper census".split())
_OWN_DETERMINERS = frozenset({"my", "our", "their", "some", "those", "these"})


def _forms(verb: str) -> dict[str, str]:
    """Each form of `verb` → its kind ("laying" → gerund); a form that is two kinds ("laid") is read as the
    later of participle, past, third, base ("set" → base)."""
    forms = {form: kind for kind, form in reversed(tuple(verb_forms(verb)._asdict().items()))}
    if verb == "programme":  # the British verb; the American one as well
        forms.update({"program": "base", "programs": "third"})
    return forms


def _singular(noun: str) -> str:
    """The singular of a plural _plural made ("fires" → "fire", "buses" → "bus"); other words as they are."""
    for singular, plural in _IRREGULAR_PLURAL.items():
        if noun == plural:
            return singular
    if noun.endswith(("ches", "shes", "sses", "xes", "zes", "uses")):
        return noun[:-2]
    return noun[:-1] if noun.endswith("s") and not noun.endswith(("ss", "us")) else noun


def _plural(noun: str) -> str:
    return _IRREGULAR_PLURAL.get(noun) or noun + ("es" if re.search(r"(?:ch|sh|s|x|z)$", noun) else "s")


class _Tables:
    def __init__(self, pairs: tuple[TradeActivity, ...]) -> None:
        # (verb form, noun form) → (base verb, kind of the verb form)
        self.kind: dict[tuple[str, str], tuple[str, str]] = {}
        self.everyday: set[tuple[str, str]] = set()  # (base verb, singular noun) of EVERYDAY_TRADES
        compounds: dict[str, str] = {}
        agents: set[str] = set()
        titles = all_titles()
        for pair in pairs:
            for form, kind in _forms(pair.verb).items():
                for noun in (pair.noun, _plural(pair.noun)):
                    self.kind[(form, noun)] = (pair.verb, kind)
            if pair.everyday:
                self.everyday.add((pair.verb, pair.noun))
                continue  # "furniture making", "a statue maker": rare, or the title's own detector
            gerund = next(f for f, k in _forms(pair.verb).items() if k == "gerund")
            for noun in {pair.noun, _plural(pair.noun)}:
                compounds[f"{noun} {gerund}"] = pair.title
                compounds[f"{noun}-{gerund}"] = pair.title
            compounds[pair.noun + gerund] = pair.title
            if pair.title not in titles:  # a title is cues/occupation.py's; the rest ("number cruncher") is here
                agents.update({pair.title, _plural(pair.title) if " " not in pair.title else
                               pair.title.rsplit(" ", 1)[0] + " " + _plural(pair.title.rsplit(" ", 1)[1])})
        verbs = sorted({v for v, _ in self.kind}, key=len, reverse=True)
        nouns = sorted({n for _, n in self.kind}, key=len, reverse=True)
        # The word lists as factored alternations (trie.py): the same matches, 10-30 times faster to scan.
        self.phrase = re.compile(r"\b(?P<verb>" + any_case_alternation(verbs) + r")\s+" + _DETERMINER
                                 + r"(?P<noun>" + any_case_alternation(nouns) + r")\b", re.IGNORECASE)
        # A compound WordNet lists as a noun with no sense of an act is the thing, not the trade: "a pipe fitting"
        # (an artifact), "book binding" (a book's cover); "bricklaying", "number crunching" are acts.
        listed = lookup_all(compounds)
        compounds = {c: title for c, title in compounds.items()
                     if not listed[c] or any(synset_at(o, "n").lexfile in ACT_LEXFILES for o in listed[c])}
        self.compound = re.compile(r"\b" + any_case_alternation(compounds) + r"\b", re.IGNORECASE)
        self.agent = re.compile(r"\b" + any_case_alternation(agents) + r"\b", re.IGNORECASE) if agents else None
        self.hint = re.compile(r"\b" + any_case_alternation(nouns), re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def tables() -> _Tables:
    return _Tables(trade_activities())


def _replacement(text: str, value: str | None) -> str | None:
    return value or None


def _someone_else(ctx: Context, start: int) -> bool:
    """Whether the clause before `start` has a subject other than the author and none of the author after it."""
    first = max(0, start - 80)
    ends = list(CLAUSE_END.finditer(ctx.lower, first, start))
    clause = ends[-1].end() if ends else first
    other = list(OTHER_SUBJECT.finditer(ctx.lower[clause:start]))
    if not other:
        return False
    # in the draft's own case: "US" is the country (cues/first_person.py)
    return not FIRST_PERSON.search(ctx.text[clause + other[-1].end() : start])


# A try, not a trade: "tried binding books recently" (the verb of an attempt right before the activity).
_ATTEMPT = re.compile(r"\b(?:tried|try|trying|tries|attempted|attempting)\s+(?:(?:out|my\s+hand\s+at)\s+)?$")
_LAST_WORD = re.compile(r"([a-z]+)\s+$")


def _doer_before(ctx: Context, start: int) -> bool:
    """Whether the word right before the activity names who does it ("women directing films", "folks crunching
    numbers"): a noun whose first WordNet sense is a person (noun.person), in the plural or not."""
    m = _LAST_WORD.search(ctx.lower[max(0, start - 30) : start])
    if m is None:
        return False
    word = m.group(1)
    people = person_nouns()
    # a singular that is also a verb reads as the author's verb: "I miss crunching numbers"
    return (word in people and word not in verb_lemmas()) or (word.endswith("s") and word[:-1] in people) \
        or word in ("women", "men", "people", "folks")


class TradeActivityRecognizer(RuledRecognizer):
    name = NAME
    categories = ("occupation",)
    reason = "Saying the work of a trade in its own words hints at your job."
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        t = tables()
        text = ctx.text
        if not t.hint.search(text):
            return []  # most drafts name none of the objects
        out: list[Finding] = []

        def add(start: int, end: int, stand_in: str) -> None:
            if any(f.start < end and start < f.end for f in out) or _someone_else(ctx, start) \
                    or _ATTEMPT.search(ctx.lower[max(0, start - 30) : start]) or _doer_before(ctx, start):
                return
            out.append(Finding(start, end, text[start:end], "occupation", 0.6, "medium", NAME, self.reason, stand_in))

        for m in t.phrase.finditer(text):
            found = t.kind.get((m.group("verb").lower(), m.group("noun").lower()))
            if found is None:
                continue
            base, kind = found
            noun = m.group("noun").lower()
            if (base, noun) in t.everyday or (base, _singular(noun)) in t.everyday:
                det = (m.group("det") or "").lower()
                plural = (base, noun) not in t.everyday  # only its plural is in the table's words
                if det in _OWN_DETERMINERS or not (plural or (not det and noun in _MASS)
                                                   or (det in ("a", "an") and noun in _PLACES)
                                                   or (det == "the" and noun in _PLACES and base != "drive")):
                    continue
            if (base, m.group("noun").lower()) in _NEEDS_THE and not re.search(r"\sthe\s", m.group().lower()):
                continue
            add(m.start(), m.end(), cased(_WORK[kind], m.group()))
        for m in t.compound.finditer(text):
            add(m.start(), m.end(), cased("work", m.group()))
        if t.agent is not None:
            for m in t.agent.finditer(text):
                add(m.start(), m.end(), cased("workers" if m.group().lower().endswith("s") else "worker", m.group()))
        return sorted(out, key=lambda f: f.start)
