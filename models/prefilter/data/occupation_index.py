"""Job titles of public occupation indexes (occupation_index.tsv: ONS SOC 2010 coding index, OGL v3; BLS OOH A-Z
index, public domain; see occupation_index_NOTICE.txt and scripts/make_occupation_index.py) and the everyday forms
no index has (data/everyday_jobs.py), each with its field: the titles data/jobs.py does not know already.

The indexes list every title coders meet on census forms, so many of their single words are ordinary words too
("member", "player", "runner", "killer", "smoker", "traveller", "getter"). A single word is taken only where it
reads as a job and nothing else:
- WordNet 3.0 does not know it and it is rare in text (wordfreq Zipf < 3: "sonographer", "phlebotomist",
  "childminder", not "seo", "eng", "linger"), or
- WordNet's first noun sense is a person (noun.person), it is neither a verb nor an adjective, it is not common
  (Zipf < 4) and it has a profession's suffix (-ologist, -grapher, -ician, -iatrist, -therapist, -wright, -monger,
  -smith): "audiologist", "radiographer", "optician", not "cyclist" or "golfer"; or
- WordNet's first noun sense is a person, one of its senses is below WordNet's working people (`_WORKING_ROOTS`),
  it is rare (Zipf < 3.3), neither a verb nor an adjective, and no agent noun of a verb (WordNet's verb + -er, -or,
  -ar, -ist, with a doubled consonant: "fixer", "picker", "digger", "sitter" name anyone doing it): "lifeguard",
  "florist", "lumberjack", "rigger", "teamster", "violinist".
cues/occupation.py counts every single word only after a self-reference with its article right before it and
where its noun phrase ends ("I'm a sonographer.", not "I'm a bit chippy"); titles of two words or more after any
self-reference ("I'm a part-time dog walker").
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import NamedTuple

from .everyday_jobs import EVERYDAY_JOBS

INDEX_FILE = Path(__file__).with_name("occupation_index.tsv")
# WordNet 3.0 nodes of working people, any sense below them (wordnet_jobs.py leaves out "worker" for its agent
# nouns of tasks; here the index has already said the word is a job, and the agent nouns are filtered apart).
_WORKING_ROOTS = ("worker", "skilled worker", "employee", "professional", "serviceman", "businessperson", "artist",
                  "entertainer")
# Below those nodes but no job: a wedding's and a choir's people, a shop's dummy, one on probation. And the index's
# words WordNet lacks that read as slang, a character or a thing more than a title (read by hand off the 120 of them
# with Zipf >= 2.3: "I'm a baller", "Cartman", a render engine, a cosmetic).
_NOT_JOBS = frozenset("""choirboy groomsman mannequin probationer servitor baller getter ender riddler cartman chipper
    excavator expander concentrator renderer linker shader clicker beamer reacher sider bronzer illuminator corrector
    belter""".split())
_PROFESSION_SUFFIX = re.compile(r"(?:ologist|grapher|ician|iatrist|therapist|wright|monger|smith)$")
# Last words of a title that name a person (or a team of people) without being a job's own head.
_PERSON_SUFFIX = re.compile(r"(?:er|or|ist|ian|ant|ent|ee|man|woman|eer|ier|yer|ar|tech|staff|crew|maid|aide|"
                            r"aid|guard|nurse|cook|chef|hand|keeper|smith|wright|monger)$")


class IndexTitles(NamedTuple):
    fields: dict[str, str | None]  # lower-case title → field of data/jobs.py FIELD_NOUNS (None: none)
    single_words: frozenset[str]  # titles of one word: counted only after "I'm a", "I work as a", …
    capitals: dict[str, str]  # lower-case title → its written form, for titles with an acronym ("RN", "HVAC tech")


def _rows() -> list[tuple[str, str, str]]:
    out = []
    for line in INDEX_FILE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            title, field, source = line.split("\t")
            out.append((title, field, source))
    return out


def _single_word_jobs(words: list[str]) -> set[str]:
    """The words of the index's one-word titles that read as a job and nothing else (the module doc's tests; WordNet's
    index files are read once here, `lookup` would scan one for every word)."""
    from wordfreq import zipf_frequency

    from . import wordnet

    verbs, adjectives = wordnet.index_lemmas("v"), wordnet.index_lemmas("a")
    out: set[str] = set()
    below_roots: list[str] = []
    for word in words:
        if "-" in word or len(word) < 5 or (word.endswith("s") and not word.endswith("ss")):
            continue  # hyphenated ONS forms ("worker-up"), abbreviations, BLS plurals ("actuaries")
        zipf = zipf_frequency(word, "en")
        lexfile = wordnet.first_sense_lexfile(word)
        if lexfile is None:
            if zipf < 3.0 and word not in _NOT_JOBS:
                out.add(word)
        elif lexfile == 18 and zipf < 4.0 and word not in _NOT_JOBS and word not in verbs and word not in adjectives:
            if _PROFESSION_SUFFIX.search(word):
                out.add(word)
            elif zipf < 3.3 and not _agent_noun(word, verbs):
                below_roots.append(word)
    working = _working_people()
    out.update(w for w, offsets in wordnet.lookup_all(below_roots, "n").items() if any(o in working for o in offsets))
    return out


def _agent_noun(word: str, verbs: frozenset[str]) -> bool:
    """Whether the word is a WordNet verb + -er/-r/-or/-ar/-ist, a final consonant doubled or not ("dig" + "ger")."""
    for suffix in ("er", "r", "or", "ar", "ist"):
        stem = word[: -len(suffix)]
        if word.endswith(suffix) and (stem in verbs or (len(stem) > 2 and stem[-1] == stem[-2] and stem[:-1] in verbs)):
            return True
    return False


@functools.lru_cache(maxsize=1)
def _working_people() -> frozenset[int]:
    from . import wordnet

    roots = wordnet.lookup_all(_WORKING_ROOTS)
    return frozenset(wordnet.hyponym_closure(roots[root][0] for root in _WORKING_ROOTS))


@functools.lru_cache(maxsize=1)
def index_titles() -> IndexTitles:
    """Read once (about 0.2 s): the index rows that pass the filters above, then the everyday forms (which win)."""
    from .jobs import FIELD_NOUNS, UNKNOWN_NOUN, all_titles, field_of, singular

    known = all_titles()
    generic = set(FIELD_NOUNS.values()) | {UNKNOWN_NOUN}
    rows = [(title, field) for title, field, _ in _rows()
            if title not in known and singular(title) is None and title not in generic]
    jobs = _single_word_jobs([title for title, _ in rows if " " not in title])
    fields: dict[str, str | None] = {}
    for title, field in rows:
        words = title.split()
        if len(words) == 1 and title not in jobs:
            continue
        if len(words) > 1 and not _PERSON_SUFFIX.search(words[-1]):
            continue  # "ambulance service", "head of department": no person named at the end
        fields[title] = field or None
    # "tech" is the everyday clipping of "technician" (Wiktionary): "a lab tech", "a pharmacy tech", "a nail tech"
    technicians: dict[str, str | None] = {t: f for t, f in fields.items() if t.endswith(" technician")}
    technicians.update((t, field_of(t)) for t in known if t.endswith(" technician"))
    for technician, its_field in technicians.items():
        clipped = technician[: -len("nician")]
        if clipped not in known:
            fields.setdefault(clipped, its_field)
    capitals: dict[str, str] = {}
    for written, field, _ in EVERYDAY_JOBS:
        title = written.lower()
        if title in known:
            continue
        fields[title] = field or None
        if written != title:
            capitals[title] = written
    return IndexTitles(fields, frozenset(t for t in fields if " " not in t), capitals)
