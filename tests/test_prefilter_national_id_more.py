"""National numbers added by everyday2 (South Africa, Australia, Nigeria, the Philippines): the checksum where the
scheme has one (python-stdnum, Medicare's published weights), the word beside it, and the near misses."""

import pytest

from models.prefilter.context import Context
from models.prefilter.pii.national_id import NationalIdRecognizer


def ids(text: str) -> list[tuple[str, str]]:
    return sorted((f.text, f.detector) for f in NationalIdRecognizer().find(Context(text)))


CASES = [
    ("My ID number is 8804128775084, is it safe?", [("8804128775084", "national_id.za_idnr")]),
    ("My ID number is 8804128775085.", []),  # the Luhn check digit fails
    ("order 8804128775084 shipped", []),  # valid, but no word of an identity number
    ("My TFN is 522911267", [("522911267", "national_id.au_tfn")]),
    ("tax file number 519 060 287", [("519 060 287", "national_id.au_tfn")]),
    ("My TFN is 522911268", []),  # checksum fails
    ("Medicare card 5695 21592 4", [("5695 21592 4", "national_id.au_medicare")]),
    ("Medicare number 3602266475", [("3602266475", "national_id.au_medicare")]),
    ("Medicare card 5695 21593 4", []),  # check digit fails
    ("my NIN is 48213370921 and my BVN is 22145678901",
     [("22145678901", "national_id.ng_nin_bvn"), ("48213370921", "national_id.ng_nin_bvn")]),
    ("ship 48213370921 tomorrow", []),  # eleven digits without their word
    ("my NIN is 4821337092", []),  # ten digits is no NIN
    ("my TIN 245-118-903-000", [("245-118-903-000", "national_id.ph_tin")]),
    ("TIN 318-442-907", [("318-442-907", "national_id.ph_tin")]),
    ("a tin of paint, model 245-118", []),
    ("PhilHealth number 12-025467381-9", [("12-025467381-9", "national_id.ph_philhealth")]),
    ("invoice 12-025467381-9", []),
    # a US social security number said the American way, without its hyphens
    ("my social is 536221987", [("536221987", "national_id.us_ssn")]),
    ("SS#: 536221987", [("536221987", "national_id.us_ssn")]),
    ("social media reach 536221987", []),  # "social" alone says nothing
    ("my social is 078051120", []),  # stdnum refuses the number printed on a wallet insert in 1938
]


@pytest.mark.parametrize("text,expected", CASES)
def test_more_national_ids(text, expected):
    assert ids(text) == expected


def test_a_south_african_id_is_no_longer_a_phone_number():
    from tests.prefilter_support import PF

    found = [(f.text, f.category) for f in PF.find("My ID number is 8804128775084.") if f.text == "8804128775084"]
    assert found == [("8804128775084", "id_number")]
