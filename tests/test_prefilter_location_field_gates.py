"""location_field's city-prefix and birth-field regexes run only in a draft that holds their required strings
(find_held; issue 11, speed7): the same matches as a scan, on the forms they read and on near misses."""

import pytest

from models.prefilter.context import Context
from models.prefilter.pii.location_field import _BIRTH_FIELD, _CITY_PREFIX
from models.prefilter.recognizer import find_held


@pytest.mark.parametrize("text", [
    "Địa chỉ: 12 Lê Lợi, TP. Hồ Chí Minh", "sống ở Thành phố Đà Nẵng", "tp. Huế", "Tp.Cần Thơ",
    "Place of birth: Lund", "Birthplace / Żagań", "BIRTH PLACE: Ogre", "Country of birth - Latvia",
    # near misses: the words without the form
    "the TPS report", "photo by TP", "born in Lund", "a birthplace of jazz", "birth of a nation",
    "İstanbul, place of birth: Lund",  # a letter a case-insensitive class matches to another: never skipped
])
def test_gated_scans_find_what_a_scan_finds(text):
    for regex in (_CITY_PREFIX, _BIRTH_FIELD):
        assert [m.span() for m in find_held(regex, Context(text))] == [m.span() for m in regex.finditer(text)]


def test_the_forms_are_found():
    assert [m.group("place") for m in find_held(_BIRTH_FIELD, Context("Place of birth: Lund"))] == ["Lund"]
    assert [m.group("place") for m in find_held(_CITY_PREFIX, Context("TP. Huế"))] == ["Huế"]
