"""Grammars that two readers shared as two regexes, now one source each (tidy5, issue 11's read-through): the rows
hold what each reader does with the one grammar, near misses beside."""

from __future__ import annotations

import pytest

from models.prefilter.cues import implicit
from models.prefilter.pii import code
from tests.prefilter_support import spans

# ---- a number's label and the number: pii/code.py NUMBER_LABEL_TAIL, for Brazil's CPF (cues/implicit.py) and the
# short names of tax and health numbers (code.after_number_short_name) --------------------------------------------

CPF_SAVINGS = [  # Singapore's CPF: the health and welfare system, a place
    "My CPF contributions went up this year.",
    "I topped up my CPF last month.",
    "CPF savings are locked until 55.",
]
CPF_NUMBER = [  # Brazil's CPF before its number: the number's label, no place
    "My CPF Number: 123.456.789-09",  # "Number" in capitals: main read Singapore's CPF here
    "Our CPF NO. 12345678909 was wrong.",  # likewise
    "CPF nº 123.456.789-09",
    "My CPF is 12345678909.",
    "CPF: 123.456.789-09",
]


@pytest.mark.parametrize("text", CPF_SAVINGS)
def test_cpf_without_a_number_is_the_savings(text: str) -> None:
    assert ("CPF", "city_country") in spans(text, "city_country")


@pytest.mark.parametrize("text", CPF_NUMBER)
def test_cpf_before_its_number_is_no_place(text: str) -> None:
    assert ("CPF", "city_country") not in spans(text, "city_country")


@pytest.mark.parametrize("before,label", [
    ("My SIN is ", True), ("UTR: ", True), ("NHS no. ", True), ("SSN number is ", True), ("nhs No.", True),
    ("NHS nº ", True),  # the Romance "nº" is the CPF's label word and now the short names' too
    ("the sin of ", False), ("NHS waiting list ", False), ("My SIN was lost and ", False),
])
def test_short_name_labels(before: str, label: bool) -> None:
    assert code.after_number_short_name(before) is label


@pytest.mark.parametrize("after,number", [
    (": 123", True), (" Number: 1", True), (" is 1", True), (" no. 1", True), (" nº 1", True), ("#1", True),
    (" savings", False), (" contributions of 1", False), (" board", False),
])
def test_cpf_number_after(after: str, number: bool) -> None:
    assert (implicit._NUMBER_AFTER.match(after) is not None) is number


# ---- the tail that makes a run of digits an amount: pii/code.py _NOT_AN_AMOUNT_AFTER, for the digits pattern and
# _NAMED_DIGITS (the pattern's currency words were lower case only: "12345678 USD" was a code on main) -------------

@pytest.mark.parametrize("text,number", [
    ("Account number 12345678 USD was charged.", False),  # an amount in capitals: main read a code
    ("Transfer of 1234567 EUR to my account.", False),
    ("Account number 12345678 dollars", False),
    ("Juror number 20417 USD", False),  # _NAMED_DIGITS: as before
    ("Account number 12345678 was closed.", True),
    ("Juror number 20417 was called.", True),
    ("Account number 12345678 Eurostar booking", True),  # a currency's letters inside a longer word
])
def test_amount_tail(text: str, number: bool) -> None:
    assert any(category == "id_number" for _, category in spans(text, "id_number")) is number


@pytest.mark.parametrize("after,amount", [
    (" USD", True), (" usd", True), (" Euros", True), ("%", True), (" %", True), (".50", True), (",000", True),
    (" users", False), (" Eurostar", False), ("", False), (" was", False),
])
def test_not_an_amount_after(after: str, amount: bool) -> None:
    import re

    assert (re.match(code._NOT_AN_AMOUNT_AFTER, after) is None) is amount


# ---- a members' body's acronym before its office: cues/story_roles.py BODY_ACRONYM, for story roles ("our HOA
# president": no occupation) and pii/person.py _ROLE_IS ("The HOA president is X": a private person) ----------------

@pytest.mark.parametrize("before,body", [
    ("our HOA ", "HOA"), ("the PTA ", "PTA"), ("The RSPCA ", "RSPCA"),
    ("the H ", None), ("the ABCDEF ", None), ("the Hoa ", None),
    ("the HOA\n", None),  # a line break between them: person.py's \s+ took it on main, now neither reader does
])
def test_body_acronym(before: str, body: str | None) -> None:
    from models.prefilter.cues import story_roles
    from models.prefilter.pii import person

    found = story_roles._BODY_ACRONYM_BEFORE.search(before)
    assert (found.group("body") if found else None) == body
    role = person._ROLE_IS.search(before + "president is ")
    assert (role.group("body") if role else None) == body


@pytest.mark.parametrize("text,occupation", [
    ("The HOA president of Oakwood fined us.", False),
    ("The PTA chair of Oakwood emailed us.", False),
    ("The Acme president of sales fined us.", True),  # a firm's name, no acronym: an office that acts
])
def test_members_office_is_no_occupation(text: str, occupation: bool) -> None:
    assert bool(spans(text, "occupation")) is occupation


# ---- a state's postal code after a town: cues/places.py _state_code_may_follow (was one three-case condition in
# _qualifier; the same findings) ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text,span", [
    ("We live in Austin, TX now.", "Austin, TX"),
    ("Mail it to Somerville MA 02144 please.", "Somerville MA"),  # no comma: a ZIP code follows
    ("Send it to Ottawa ON K1A 0B1.", "Ottawa ON"),
    ("We moved to Tulsa, OK.", "Tulsa, OK"),  # a code that is a word, at the clause's end
])
def test_state_code_after_town(text: str, span: str) -> None:
    assert (span, "city_country") in spans(text, "city_country")


@pytest.mark.parametrize("text,town", [
    ("We moved to Portland OR Seattle.", "Portland"),  # no comma, no postcode: "OR" is the word
    ("Paris, OK so what.", "Paris"),  # a word that goes on: no state
])
def test_state_code_near_misses(text: str, town: str) -> None:
    found = [t for t, _ in spans(text, "city_country")]
    assert town in found and not any(t.startswith(town + " ") or t.startswith(town + ",") for t in found)
