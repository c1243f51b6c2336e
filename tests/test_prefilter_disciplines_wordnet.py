"""Fields of study beyond the hand list's first two levels: WordNet's specialisms under "discipline"
(data/wordnet_disciplines.py), a qualifier of fields between the study cue and the field ("computational biology"),
"a PhD student in …", "my major is …"; near misses: a word of judgement or time before the field, the field as an
everyday word, "students of history" as an idiom."""

import pytest

from models.prefilter import Prefilter
from models.prefilter.data.wordnet_disciplines import field_qualifiers, wordnet_disciplines

PF = Prefilter()


def _fields(text: str) -> list[str]:
    return [text[f.start:f.end] for f in PF.find(text) if f.detector == "implicit.discipline"]


@pytest.mark.parametrize("text,expected", [
    ("I am studying epidemiology.", ["epidemiology"]),
    ("I read about thermodynamics for my degree.", ["thermodynamics"]),
    ("my major is computational linguistics", ["computational linguistics"]),
    ("I study organic chemistry.", ["organic chemistry"]),
    ("I study computational biology.", ["computational biology"]),
    ("I'm studying marine ecology at uni.", ["marine ecology"]),
    ("I am a PhD student in biology.", ["biology"]),
    # a programme's qualifier WordNet lacks; where the field was studied, after it (session 19)
    ("I studied theoretical physics at Cambridge.", ["theoretical physics"]),
    ("I did theoretical physics at uni.", ["theoretical physics"]),
    ("I took history for my A-levels.", ["history"]),
    # near misses
    ("I study hard biology every night.", []),       # "hard" judges the effort, not the field
    ("I took the new history exam.", ["history"]),  # "new" qualifies the exam: the field alone
    ("The students of history know this.", []),
    ("The astrophysics of black holes is wild.", []),  # no study cue
    ("History at uni was boring, they said.", []),  # no one's own study
    ("my history with him is long.", []),
])
def test_fields(text, expected):
    assert _fields(text) == expected


def test_wordnet_specialisms_have_areas():
    table = wordnet_disciplines()
    assert table["computational linguistics"] == "humanities"
    assert table["epidemiology"] == "health"
    assert table["organic chemistry"] == "science"
    assert "history" not in table  # the hand list's own entries are not repeated
    assert not [k for k in table if len(k) < 4]  # no clippings ("lit", "it")


def test_field_qualifiers_are_relational():
    q = field_qualifiers()
    assert {"computational", "molecular", "marine", "organic"} <= q
    assert not {"new", "hard", "good"} & q
