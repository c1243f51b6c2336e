"""Dates of birth (cues/birth_date.py) and the present "I turn 35" (cues/age.py): the notations, their near
misses (dates that are no birth date), and what the sentence reads like after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from tests.prefilter_support import PF

CASES = [
    ("I was born on 3 May 1990.", [("3 May 1990", "high")]),
    ("DOB: 1990-05-03", [("1990-05-03", "high")]),
    ("Date of birth: 05/03/1990", [("05/03/1990", "high")]),
    ("She was born on the 3rd of May 1990.", [("3rd of May 1990", "high")]),
    ("Born May 3, 1990, raised by wolves.", [("May 3, 1990", "high")]),
    ("Geburtsdatum: 3. März 1990", [("3. März 1990", "high")]),
    ("fecha de nacimiento 3 de mayo de 1990", [("3 de mayo de 1990", "high")]),
    ("My birthday is May 3rd.", [("May 3rd", "medium")]),
    ("my bday is 12/24", [("12/24", "medium")]),
    # near misses: dates with no word of birth before them, a birth word that is not the date's
    ("Our meeting is on 05/03/2024 at noon.", []),
    ("I was born to run. See you on 05/03/2024.", []),
    ("The baby is due 12/05/2025.", []),
    ("Dobby 12/24 was great", []),
    ("Born in 1990", []),  # a year alone is cues/age.py's birth year, not a date
]


@pytest.mark.parametrize("text,expected", CASES)
def test_birth_dates(text, expected):
    found = [(f.text.removeprefix("on the ").removeprefix("on "), f.validity) for f in PF.find(text, protect=["age"])
             if f.detector.startswith("age.birth_date")]
    assert found == expected


SENTENCES = [
    ("I was born on 3 May 1990 in a small town.", "I was born in the 90s in a small town."),
    ("She was born on the 3rd of May 2001.", "She was born in the 2000s."),
    ("DOB: 1990-05-03", "DOB: [date of birth]"),
    ("My birthday is May 3rd.", "My birthday is [date]."),
    ("Our meeting is on 05/03/2024 at noon.", "Our meeting is on 05/03/2024 at noon."),
    ("I turn 35 next week.", "I have a birthday next week."),
    ("I'll turn forty in June.", "I'll have a birthday in June."),
    # near misses of the present "turn": no age after it, or not the author turning
    ("Turn 90 degrees left.", "Turn 90 degrees left."),
    ("I turn 20 pages a day.", "I turn 20 pages a day."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
