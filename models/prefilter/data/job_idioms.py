"""Person nouns built on a job noun that name no job: idioms and insults ("a gold digger", "a backseat driver", "a con
artist"). Read from Princeton WordNet 3.0 (data/wordnet.py), not listed by hand:

- IDIOM COMPOUNDS: WordNet's noun.person compounds (two words or more) whose last word is a job title or a title's
  head (data/jobs.py) and one of whose senses WordNet files as a judgment of a person, not a kind of worker: below
  its nodes "bad person" ("a person who does harm to others": swindlers, con artists, double-dealers) and "unwelcome
  person" ("a person who for some reason is not wanted": meddlers, "backseat driver"), or marked by WordNet's usage
  domains as colloquial, slang, disparaging, an ethnic slur or obscene (the `;u` pointers to those synsets).
- OTHER SENSES: a compound job title of WordNet whose other noun.person sense is no job, i.e. nothing above that sense
  but "person" is named by a job title or a title's head: "gold digger" (a miner, and "a woman who associates with or
  marries a rich man in order to get valuables from him"), "head-shrinker", "yard bird", "bird watcher". Such a
  compound is said of a person far more often in its other sense; it is no title (data/jobs.py `all_titles`).

"keyboard warrior" and "armchair quarterback" are not in WordNet 3.0, and their heads are no titles: nothing reads
them as a job (tests/test_prefilter_job_idioms.py keeps them as near misses).
"""

from __future__ import annotations

import functools
import re

from . import wordnet
from .jobs import singular

# WordNet 3.0's judgment nodes of a person (see the module's doc).
JUDGMENT_NODES = ("bad person", "unwelcome person")
# WordNet 3.0's usage-domain synsets that mark a word's register (`;u` pointers): colloquialism, slang, disparagement,
# ethnic slur, obscenity. Named by lemma and gloss word, looked up once.
REGISTER_DOMAINS = ("colloquialism", "slang", "disparagement", "ethnic slur", "obscenity")
USAGE_DOMAIN = ";u"
_SPLIT = re.compile(r"[ -]")
# "person" is the root of every person sense and a title's head too ("salesperson"): it names no job above a sense.
_TOO_GENERAL = frozenset({"person", "individual", "someone", "somebody", "mortal", "soul"})


def _ancestors(offset: int) -> set[int]:
    """Every hypernym above a noun synset (instances' classes too), the synset left out."""
    seen: set[int] = set()
    todo = [offset]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        todo += [p.offset for p in wordnet.synset_at(current, "n").pointers if p.symbol in ("@", "@i") and p.pos == "n"]
    return seen - {offset}


@functools.lru_cache(maxsize=1)
def idiom_compounds() -> frozenset[str]:
    """Lower-case compounds built on a job noun that WordNet files as a judgment or marks by register."""
    from .jobs import base_titles, title_heads

    titles = base_titles()
    heads = titles | title_heads()
    judged = wordnet.hyponym_closure(o for lemma in JUDGMENT_NODES for o in wordnet.lookup(lemma)[:1])
    registers = {o for lemma in REGISTER_DOMAINS for o in wordnet.lookup(lemma)[:1]}
    out: set[str] = set()
    for offset in wordnet.noun_tables().lines:
        synset = wordnet.synset_at(offset, "n")
        if synset.lexfile != wordnet.PERSON_LEXFILE:
            continue
        marked = offset in judged or any(p.symbol == USAGE_DOMAIN and p.offset in registers for p in synset.pointers)
        if not marked:
            continue
        for lemma in synset.lemmas:
            parts = _SPLIT.split(lemma.lower())
            # a compound that is a title itself ("drug dealer") stays the title reader's to judge
            if len(parts) > 1 and not lemma[:1].isupper() and parts[-1] in heads and lemma.lower() not in titles:
                out.add(lemma.lower())
    return frozenset(out)


@functools.lru_cache(maxsize=1)
def other_sense_titles() -> frozenset[str]:
    """WordNet's compound job titles with another noun.person sense that no job title names (see the module's doc)."""
    from .jobs import base_titles, title_heads
    from .wordnet_jobs import job_tree, wordnet_titles

    named = (base_titles() | title_heads()) - _TOO_GENERAL
    tree = job_tree()
    compounds = [title for title in wordnet_titles().fields if len(_SPLIT.split(title)) > 1]
    out: set[str] = set()
    for title, offsets in wordnet.lookup_all(compounds, "n").items():
        for offset in offsets:
            synset = wordnet.synset_at(offset, "n")
            if offset in tree or synset.lexfile != wordnet.PERSON_LEXFILE:
                continue
            above = {lemma.lower() for o in _ancestors(offset) for lemma in wordnet.synset_at(o, "n").lemmas}
            if above.isdisjoint(named) and above.isdisjoint(wordnet_titles().fields):
                out.add(title)
    return frozenset(out)


@functools.lru_cache(maxsize=1)
def _by_head() -> dict[str, frozenset[tuple[str, ...]]]:
    """The idiom compounds by their last word, each as the words before it."""
    grouped: dict[str, set[tuple[str, ...]]] = {}
    for compound in idiom_compounds() | other_sense_titles():
        *before, head = _SPLIT.split(compound)
        grouped.setdefault(head, set()).add(tuple(before))
    return {head: frozenset(prefixes) for head, prefixes in grouped.items()}


def idiom_ending(words: list[str]) -> bool:
    """Whether the words (a noun phrase as written, its last word the head, singular or plural) end in an idiom
    compound: ["my", "mom's", "a", "backseat", "drivers"] → True ("backseat driver")."""
    if len(words) < 2:
        return False
    heads = _by_head()
    last = words[-1].lower()
    prefixes = heads.get(last) or heads.get(last[:-1] if last.endswith("s") else last)
    if prefixes is None and last.endswith(("men", "es")):
        prefixes = heads.get(singular(last) or "")  # "con men", "coaches": the irregular plurals of data/jobs.py
    if not prefixes:
        return False
    lows = [w.lower() for w in words[:-1]]
    return any(tuple(lows[len(lows) - len(p):]) == p for p in prefixes if len(p) <= len(lows))


def warm() -> None:
    """Read the idioms from WordNet now (~0.7 s of CPU), not on the first draft that names a job."""
    _by_head()
