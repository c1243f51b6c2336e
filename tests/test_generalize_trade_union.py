"""Trade-union membership: the no-model engine's edit keeps the sentence natural and names no union, role in one or
strike."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.generalize_table import generalize_text
from models.policy import Policy

ENGINE = Engine.load(use_llm=False)
UNION_ONLY = Policy(protect=["trade_union"])


@pytest.mark.parametrize("draft,expected", [
    ("I've been a union member for twelve years.", "I've been a member for twelve years."),
    ("My union rep came with me to the meeting.", "My rep came with me to the meeting."),
    ("I'm the shop steward for our depot.", "I'm the rep for our depot."),
    ("I joined UNISON when I started at the hospital.", "I joined an association when I started at the hospital."),
    ("My mum was a member of the CWU for thirty years.", "My mum was a member of an association for thirty years."),
    ("I signed up with Unite after the layoffs.", "I signed up with an association after the layoffs."),
    ("My sister is an SEIU member.", "My sister is a member."),
    ("As a Teamster I get decent cover.", "As a worker I get decent cover."),
    ("I pay my union dues every month.", "I pay my dues every month."),
    ("My union got me a lawyer after the accident at work.", "My association got me a lawyer after the accident at work."),
    ("We're unionised, so overtime is paid.", "We're organised, so overtime is paid."),
    ("We voted to strike last week.", "We voted to stop work last week."),
    ("I'm on strike today.", "I'm off work today."),
    ("I've been on the picket line since six.", "I've been out since six."),
    ("My brother works at the port and he's ILWU.", "My brother works at the port and he's a member."),
    ("My dad was a union organizer.", "My dad was an organizer."),
    ("She's a trade unionist.", "She's a worker."),
    ("We're organizing a union at my job.", "We're organizing an association at my job."),
    ("My dad belonged to the National Association of Letter Carriers.", "My dad belonged to an association."),
    ("We've been on strike for three weeks.", "We've been off work for three weeks."),
    # near misses stay as they are
    ("I think the drivers on strike have a point.", "I think the drivers on strike have a point."),
    ("I joined the Automobile Association for the breakdown cover.",
     "I joined the Automobile Association for the breakdown cover."),
    ("I voted to strike that clause from the draft.", "I voted to strike that clause from the draft."),
    ("I joined a credit union last year.", "I joined a credit union last year."),
    ("The choir sang in unison.", "The choir sang in unison."),
    ("I bowled a strike in the last frame.", "I bowled a strike in the last frame."),
    ("They had a civil union before marriage was legal.", "They had a civil union before marriage was legal."),
])
def test_union_edits_read_naturally(draft: str, expected: str) -> None:
    assert ENGINE.anonymize(draft, UNION_ONLY).text == expected


@pytest.mark.parametrize("text,value,detector,expected", [
    ("the RMT", "RMT", "trade_union.name", "an association"),
    ("Unite", "Unite", "trade_union.name", "an association"),  # a name's capital is no sentence start
    ("an SEIU member", "member", "trade_union.modifier", "a member"),
    ("A union official", "official", "trade_union.modifier", "An official"),
    ("their union", "their", "trade_union.org", "their association"),
    ("a shop steward", "shop steward", "trade_union.role", "a rep"),
    ("voted for strike action", "voted", "trade_union.strike", "voted to stop work"),
])
def test_table(text: str, value: str | None, detector: str, expected: str) -> None:
    assert generalize_text("trade_union", text, value, detector) == expected


def test_the_default_policy_edits_a_membership() -> None:
    assert "UNISON" not in ENGINE.anonymize("I'm a member of UNISON.", Policy()).text
