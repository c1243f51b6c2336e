"""Job titles from WordNet 3.0 (data/wordnet.py): the noun.person synsets below the nouns of working
people, each with the broad field of data/jobs.py it generalizes to.

Roots, and why these: WordNet's "person" tree mixes jobs with roles ("friend", "lover", "victim", "fan",
"believer", "host"), so the import starts only from the nodes whose glosses say "occupation", "profession",
"trade" or "employed":
- skilled worker ("a worker who has acquired special skills": trades, officials, the armed forces, sailors,
  pilots, cooks), employee ("hired to perform a job": clerks, staff), professional ("engaged in one of the
  learned professions": law, medicine, teaching), and the learned and making kinds that WordNet files under
  "person" directly: scientist, scholar, specialist ("interior designer", "nutritionist"), engineer, artist,
  writer, film maker;
- the trading and farming kinds: businessperson, financier, farmer, and lawman (the police);
- maker ("a person who makes things"): WordNet files the making trades under it, not under "skilled worker"
  ("seamstress", "tailor", "ironworker", "goldsmith", "shoemaker", "brewer", "knitter"); "maker" itself and
  "producer" (a show's or a farm's as often as a trade) are generic.
Not "worker" as a whole (its direct hyponyms are agent nouns of tasks: "finisher", "topper", "scrubber",
"hanger"), not "expert" (its hyponyms "ace", "connoisseur", "critic" = anyone who judges), "leader" or
"adult". "guide" in its leading sense only for "tour guide".

Filters, each for a near miss of the vocabulary:
- the lemma's most frequent noun sense (WordNet lists senses by tagged frequency) is below a root: "runner"
  (first a smuggler), "host" (who invites guests), "model" (a description) stay out;
- no noun sense is a thing, an animal, a food or a plant ("adapter", "compiler", "controller", "conductor",
  "porter" the beer);
- the last word is not a bare person or thing noun, which make idioms ("company man", "old salt", "sea dog",
  "hard hat", "career girl");
- below "philosopher" are the holders of a view ("realist", "pragmatist", "utilitarian"), and below "scholar"
  the graduates ("alumnus", "graduate"): neither is a job;
- a single word that WordNet also lists as a verb or an adjective ("general", "major", "private", "master",
  "academic", "captain") is AMBIGUOUS: cues/occupation.py counts it only when a self-reference names it and
  the noun phrase ends there ("I'm an academic.", not "as an academic exercise").
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from . import wordnet

# (lemma, sense index in WordNet's frequency order) of each root, and the field of data/jobs.py FIELD_NOUNS
# its hyponyms generalize to when no nearer node below sets one (None: the field-less "professional").
ROOTS: tuple[tuple[str, int], ...] = (
    ("skilled worker", 0), ("employee", 0), ("professional", 0), ("scientist", 0), ("scholar", 0),
    ("specialist", 0), ("engineer", 0), ("artist", 0), ("writer", 0), ("film maker", 0),
    ("businessperson", 0), ("financier", 0), ("farmer", 0), ("lawman", 0), ("tour guide", 0), ("maker", 0),
)
# The nearest of these nodes above a title sets its field (its senses as in ROOTS).
FIELD_NODES: tuple[tuple[str, int, str | None], ...] = (
    ("health professional", 0, "healthcare"), ("educator", 0, "education"), ("lawyer", 0, "law"),
    ("judge", 0, "law"), ("jurist", 0, "law"), ("scientist", 0, "science"), ("scholar", 0, "science"),
    ("artist", 0, "creative"), ("writer", 0, "creative"), ("film maker", 0, "creative"),
    ("specialist", 0, None), ("engineer", 0, "engineering"), ("businessperson", 0, "business"),
    ("financier", 0, "finance"), ("accountant", 0, "finance"), ("farmer", 0, "agriculture"),
    ("lawman", 0, "public service"), ("serviceman", 0, "public service"), ("official", 0, "public service"),
    ("cook", 0, "hospitality"), ("craftsman", 2, "trades"), ("mariner", 0, "transport"),
    ("aviator", 0, "transport"), ("driver", 0, "transport"), ("tour guide", 0, "hospitality"),
    ("fisherman", 0, "agriculture"),  # as work_field.py files fishing
    ("techie", 0, "tech"),  # "a technician … enthusiastic about technology"
    ("maker", 0, "trades"),  # the making trades: tailors, smiths, shoemakers (as craftsman's)
)
# A node whose hyponyms are no job, the node itself one: the holders of a view below "philosopher".
STOP_BELOW = (("philosopher", 0),)
# Nodes that are no job, with everything below them: the graduates.
EXCLUDED_NODES = (("alumnus", 0), ("graduate", 0))
# Last words that make idioms of a person or a thing rather than a title (see the module doc).
_IDIOM_HEADS = frozenset("""man men woman women boy girl person people member hand help dog fish salt hat father
    mother lord master mistress police""".split())
# WordNet lexicographer files of things: a title with any noun sense there reads as a thing too often.
_THING_FILES = frozenset({5, 6, 13, 20})  # noun.animal, noun.artifact, noun.food, noun.plant
_GENERIC = frozenset({"skilled worker", "employee", "professional", "professional person", "specialist",
                      "official", "specialiser", "specializer", "maker", "shaper", "producer"})
# Everyday words, insults and dispositions that WordNet files as titles, read off the import by hand (the
# 1,554 titles it adds to data/jobs.py): "a reader", "a dick" (a detective), "a quack", "a new hire", "an
# intern" (WordNet: a medical one only), a bookworm or a purist (below "scholar"), agent nouns of tasks.
_NOT_TITLES = frozenset("""reader dick quack gypsy gipsy hire intern interne extern probationer bookworm booklover
    bookman bibliophile pedant purist generalist polymath savant philomath humanist futurist presentist preterist
    yuppie breadwinner earner careerist jobholder workman workingman staffer guestworker swagger itinerant sponger
    mover tracker spotter loader stacker lumper feller faller tapper provider supplier waterer framer""".split()) | {
    "text editor"}  # WordNet 3.0 knows only the person; today it is mostly the program
_LEMMA = re.compile(r"[a-z]+(?:[ -][a-z]+){0,3}")


class WordNetTitles(NamedTuple):
    fields: dict[str, str | None]  # every title, lower case, with its field (None: none of FIELD_NODES)
    ambiguous: frozenset[str]  # single words that are also verbs or adjectives


@functools.lru_cache(maxsize=1)
def _fields_by_offset() -> dict[int, str | None]:
    """Each noun.person synset below ROOTS (less EXCLUDED_NODES, nothing below STOP_BELOW) with its field."""
    children = wordnet.person_hyponyms()
    named = wordnet.lookup_all({lemma for lemma, _ in ROOTS + STOP_BELOW + EXCLUDED_NODES}
                               | {lemma for lemma, _, _ in FIELD_NODES})

    def _sense(lemma: str, index: int) -> int:
        return named[lemma][index]

    stop = {_sense(lemma, i) for lemma, i in STOP_BELOW}
    excluded = {_sense(lemma, i) for lemma, i in EXCLUDED_NODES}
    field_at = {_sense(lemma, i): field for lemma, i, field in FIELD_NODES}
    field_of: dict[int, str | None] = {}
    for lemma, index in ROOTS:  # depth first; a nearer field node overrides its root's
        root = _sense(lemma, index)
        stack: list[tuple[int, str | None]] = [(root, field_at.get(root))]
        while stack:
            offset, field = stack.pop()
            if offset in excluded or offset in field_of:
                continue
            field = field_at.get(offset, field)
            field_of[offset] = field
            if offset not in stop:
                stack.extend((child, field) for child in children.get(offset, ()))
    return field_of


def job_tree() -> frozenset[int]:
    """The synsets of working people (ROOTS and below): data/job_idioms.py tells a job's sense from another by it."""
    return frozenset(_fields_by_offset())


@functools.lru_cache(maxsize=1)
def wordnet_titles() -> WordNetTitles:
    """The titles, read once from WordNet's noun data (a few hundred milliseconds)."""
    field_of = _fields_by_offset()
    candidates: dict[str, int] = {}
    for offset in field_of:
        for lemma in wordnet.synset_at(offset, "n").lemmas:
            if _LEMMA.fullmatch(lemma) and lemma not in _GENERIC and lemma not in _NOT_TITLES and lemma.split()[-1] not in _IDIOM_HEADS \
                    and len(lemma) > 3:
                candidates.setdefault(lemma, offset)
    senses = wordnet.lookup_all(candidates, "n")
    fields: dict[str, str | None] = {}
    for lemma, offsets in senses.items():
        if not offsets or offsets[0] not in field_of:
            continue  # its most frequent sense is something else
        if any(wordnet.synset_at(o, "n").lexfile in _THING_FILES for o in offsets):
            continue
        fields[lemma] = field_of[offsets[0]]
    singles = [lemma for lemma in fields if " " not in lemma]
    verbs, adjectives = wordnet.lookup_all(singles, "v"), wordnet.lookup_all(singles, "a")
    ambiguous = frozenset(lemma for lemma in singles if verbs[lemma] or adjectives[lemma])
    return WordNetTitles(fields, ambiguous)
