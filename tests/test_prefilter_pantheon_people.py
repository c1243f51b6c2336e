"""Public figures from data/pantheon_people.tsv (Pantheon 2.0's 2020 update, CC BY-SA 4.0; issue 11, round
pubfig12): the build script's reader of R data files, the loader, and the fame decision names.listed_public_figure
makes with it. Names chosen outside the bench's studied sets."""

from __future__ import annotations

import importlib.util
import lzma
import struct
import unicodedata
from pathlib import Path
from types import ModuleType

import pytest

from tests.prefilter_support import PF

DEFAULT = ("high", "medium")
REPO = Path(__file__).resolve().parent.parent


def names(text: str) -> list[str]:
    return [f.text for f in PF.find(text, protect=["name"]) if f.validity in DEFAULT]


def _build_script() -> ModuleType:
    """scripts/build_pantheon_people.py as a module (scripts/ is no package)."""
    spec = importlib.util.spec_from_file_location("build_pantheon_people", REPO / "scripts" / "build_pantheon_people.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# A minimal writer of R's XDR serialization (R Internals 1.8), for a fixture the reader has never seen: a tibble of a
# character, a numeric and an integer column, with names, class and row.names attributes, saved under a symbol.
def _i(value: int) -> bytes:
    return struct.pack(">i", value)


def _char(text: str | None) -> bytes:
    if text is None:
        return _i(9) + _i(-1)
    raw = text.encode("utf-8")
    return _i(9 | (1 << 15)) + _i(len(raw)) + raw  # CHARSXP, UTF-8 flag


def _strs(values: list[str | None]) -> bytes:
    return _i(16) + _i(len(values)) + b"".join(_char(v) for v in values)


def _attr(pairs: list[tuple[str, bytes]]) -> bytes:
    out = b""
    for tag, value in pairs:
        out += _i(2 | (1 << 10)) + _i(1) + _char(tag) + value  # LISTSXP with a tag: a new symbol
    return out + _i(254)


def _rda(names_: list[str | None], years: list[float], counts: list[int]) -> bytes:
    columns = (_strs(names_) + _i(14) + _i(len(years)) + struct.pack(f">{len(years)}d", *years)
               + _i(13) + _i(len(counts)) + struct.pack(f">{len(counts)}i", *counts))
    frame = (_i(19 | (1 << 8) | (1 << 9)) + _i(3) + columns
             + _attr([("names", _strs(["name", "birthyear", "hpi_int"])),
                      ("class", _strs(["tbl_df", "tbl", "data.frame"])),
                      ("row.names", _i(13) + _i(2) + struct.pack(">ii", -2147483648, -len(years)))]))
    body = _i(3) + _i(0x040400) + _i(0x030500) + _i(5) + b"UTF-8" + _i(2 | (1 << 10)) + _i(1) + _char("people")
    return lzma.compress(b"RDX3\nX\n" + body + frame + _i(254))


def test_the_build_script_reads_an_r_data_frame() -> None:
    build = _build_script()
    columns = build.read_rda_table(_rda(["Zadie Smith", "Ferran Adrià", None], [1975.0, 1962.0, float("nan")], [5, 6, 7]))
    assert list(columns) == ["name", "birthyear", "hpi_int"]
    assert columns["name"] == ["Zadie Smith", "Ferran Adrià", None]  # UTF-8, and NA_character_ read as None
    assert columns["birthyear"][:2] == [1975.0, 1962.0]
    assert columns["hpi_int"] == [5, 6, 7]


def test_the_build_script_refuses_what_is_no_r_data_file() -> None:
    build = _build_script()
    with pytest.raises(ValueError):
        build.read_rda_table(lzma.compress(b"RDA2\nA\n1\n"))  # the ASCII format, not XDR


def test_the_table_reads_utf8_names() -> None:
    from models.prefilter.data.pantheon_people import pantheon_people

    people = pantheon_people()
    assert len(people) == len(set(people)) > 68_000
    assert list(people) == sorted(people)
    assert "Ferran Adrià" in people and "Ferran AdriÃ " not in people  # accents read as UTF-8, not Latin-1
    assert "Hilary Mantel" in people and "Björk" in people
    assert all(unicodedata.is_normalized("NFC", n) and "\t" not in n and n == n.strip() for n in people)
    assert "CC BY-SA 4.0" in (REPO / "models/prefilter/data/pantheon_people_NOTICE.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("text,flagged", [
    # Pantheon 2.0 lists the person, no other data does, few people bear the name: public in a neutral sentence
    ("Hilary Mantel is on the reading list this term.", []),
    ("the Thomas Piketty book is still on the coffee table", []),
    ("We queued for hours to see the Anish Kapoor show.", []),
    ("Nigella Lawson makes it look easy.", []),
    ("Lin-Manuel Miranda wrote the songs.", []),
    # near misses: the same names with private evidence in the text stay flagged
    ("My neighbour Hilary Mantel keeps parking across the drive.", ["Hilary Mantel"]),  # someone close
    ("Thanks Thomas Piketty for the lift!", ["Thomas Piketty"]),  # addressed
    ("Regards,\nNigella Lawson", ["Nigella Lawson"]),  # a signature
    # near misses: Pantheon 2.0 alone lists a name many people bear, over ROSTER_NAME_SHARE
    ("Amanda Holden moved into the flat upstairs.", ["Amanda Holden"]),
    ("Alan Bush fixed our fence.", ["Alan Bush"]),
    ("Karen Carpenter was late to the meeting again.", ["Karen Carpenter"]),
])
def test_people_pantheon2_lists(text: str, flagged: list[str]) -> None:
    assert names(text) == flagged


def test_pantheon2_only_names_are_bounded_as_rosters_are() -> None:
    from models.prefilter.pii.names import (ROSTER_NAME_SHARE, UNLISTED_NAME_SHARE, famous_people,
                                            listed_public_figure, name_shares, pantheon2_only_people, pantheon2_people)

    firsts, lasts = name_shares()
    # "Zadie" is in no weighted list (a rare first name), "Smith" the commonest surname: 2.9e-7
    assert "zadie" not in firsts and UNLISTED_NAME_SHARE * lasts["smith"] <= ROSTER_NAME_SHARE
    assert "zadie smith" in pantheon2_only_people() and listed_public_figure("Zadie Smith")
    # a name that Pantheon 1.0 (known_people.tsv) lists too keeps KNOWN_NAME_SHARE: not "only"
    assert "jamie oliver" in famous_people() and "jamie oliver" not in pantheon2_only_people()
    assert listed_public_figure("Jamie Oliver")  # 8.1e-6: over ROSTER_NAME_SHARE, under KNOWN_NAME_SHARE
    # over the bound: a name many bear stays private
    assert "alan bush" in pantheon2_only_people() and not listed_public_figure("Alan Bush")
    # one-word names of the table are not listed from it (the one-word rule is listed_public_figure's own)
    assert all(" " in key for key in pantheon2_people())


@pytest.mark.parametrize("name,family_first", [
    ("Wang Yi", True),  # a romanized Chinese family name of Faker's zh_CN/zh_TW lists first
    ("Huang Tingjian", True),
    ("Nguyen Van Minh", True),  # a Vietnamese family name (vi_VN)
    ("Choi Ji-woo", True),  # a surname of the weighted lists, then a hyphenated Korean given name
    ("Park Chan-wook", True),
    # near misses: a hyphen in the first word, a surname part of more than five letters, a given name first
    ("Lin-Manuel Miranda", False),
    ("Olivia Newton-John", False),
    ("Lee Aaron", False),
    ("Kim Basinger", False),
    ("Zadie Smith", False),
])
def test_family_name_first(name: str, family_first: bool) -> None:
    from models.prefilter.pii.names import family_name_first

    assert family_name_first(name.split()) is family_first


@pytest.mark.parametrize("text,flagged", [
    # Pantheon 2.0 alone lists a name written family name first: its rarity cannot be read from first-name and
    # surname lists, so it stays private without other evidence (a private "Wang Bo" is common)
    ("Wang Bo picked up the parcel for me.", ["Wang Bo"]),
    ("Liu Dong fixed our fence on Sunday.", ["Liu Dong"]),
    ("Chen Cheng called about the lost cat.", ["Chen Cheng"]),
])
def test_family_name_first_names_only_pantheon2_lists_stay_flagged(text: str, flagged: list[str]) -> None:
    assert names(text) == flagged
