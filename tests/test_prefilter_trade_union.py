"""Trade-union membership (GDPR art. 9): the table cues/trade_union.py meets (issues 11/12), with near misses from the
words' other senses (data/trade_union.py: WordNet's other "union" senses, "strike", "steward", names that are words)."""

from __future__ import annotations

import pytest

from models.categories import CATEGORIES, FIRST_STORED_CATEGORIES, LABELS, MEMBERSHIPS
from models.policy import Policy
from tests.prefilter_support import PF

# (draft, [(span, validity, subject)])
CASES = [
    ("I'm a union member.", [("a union member", "high", "author")]),
    ("My union rep came to the meeting with me.", [("My union rep", "high", "author")]),
    ("I'm the shop steward.", [("the shop steward", "high", "author")]),
    ("I'm a member of UNISON.", [("UNISON", "high", "author")]),
    ("She's been a member of the Teamsters for years.", [("the Teamsters", "medium", "other")]),
    ("I joined Unite in March.", [("Unite", "high", "author")]),
    ("I signed up with SEIU at the hospital.", [("SEIU", "high", "author")]),
    ("My dad was in the CWU.", [("the CWU", "medium", "other")]),
    ("I'm a member of IG Metall.", [("IG Metall", "high", "author")]),
    ("We voted to strike with the NEU.", [("voted to strike", "high", "author"), ("the NEU", "high", "author")]),
    ("My husband's in the RMT.", [("the RMT", "medium", "other")]),
    ("I'm an SEIU member.", [("an SEIU member", "high", "author")]),
    ("My Unite rep called.", [("My Unite rep", "high", "author")]),
    ("As a Teamster I have good cover.", [("a Teamster", "high", "author")]),
    ("He's a trade unionist.", [("a trade unionist", "medium", "other")]),
    ("I pay my union dues every month.", [("my union dues", "high", "author")]),
    ("My union got me a lawyer.", [("My union", "high", "author")]),
    ("We're unionized now.", [("unionized", "high", "author")]),
    ("We're on strike.", [("on strike", "high", "author")]),
    ("He's on strike.", [("on strike", "medium", "other")]),
    ("I've been on the picket line all day.", [("on the picket line", "high", "author")]),
    ("I'm on the union's negotiating committee.", [("the union", "high", "author")]),
    ("My partner joined the nurses' union.", [("the nurses' union", "medium", "other")]),
    ("Our branch of the PCS meets on Thursdays.", [("the PCS", "high", "author")]),
    ("My brother is ILWU.", [("ILWU", "medium", "other")]),
    ("Our local is negotiating a new contract.", [("Our local", "high", "author")]),
    ("I've been striking with my colleagues since Monday.", [("striking", "high", "author")]),
    ("I was a member of the United Mine Workers.", [("the United Mine Workers", "high", "author")]),  # WordNet's
    # probed after both bench runs
    ("We're organizing a union at my job.", [("a union", "high", "author")]),
    ("I got my union card today.", [("my union card", "high", "author")]),
]

NEAR_MISSES = [
    "The European Union changed the rules.",
    "France is a member of the European Union.",
    "Meet me at Union Station.",
    "He waved a Union Jack.",
    "I joined a credit union last year.",
    "I'm a member of the students' union.",
    "The union of two sets holds every element.",
    "They had a civil union in 2009.",
    "Our union was blessed by the priest.",
    "Their union was celebrated with a big party.",
    "I bowled a strike.",
    "Strike while the iron is hot.",
    "The choir sang in unison.",
    "Unite the Kingdom was trending.",
    "UNISON says pay must rise.",
    "The Teamsters endorsed nobody.",
    "Unions are losing members nationwide.",
    "He's a steward on a cruise ship.",
    "I'm a teamster, I drive trucks for a living.",
    "She's striking in that dress.",
    "It's a striking resemblance.",
    "The teachers went on strike.",
    "The Soviet Union collapsed in 1991.",
    "The State of the Union ran long.",
    "I'm with the NEA on this one.",
    "I live in ATL now.",
    "Prospect Park is lovely.",
    "Our local is a great pub and the staff are lovely.",
    "My sales rep sent a quote.",
    "He played rugby union at school.",
    "The union between the two companies fell through.",
    "My gym membership runs out in May.",
    # probed after both bench runs: WordNet's other unions and "strike" as striking out
    "I'm in the union army reenactment group.",
    "My great-grandfather fought for the Union.",
    "I wore my union suit all winter.",
    "I use a UNION ALL query for that.",
    "I work for the Union government in Delhi.",
    "I'm a member of the Union of Concerned Scientists.",
    "We're in a union of sorts, me and my cat.",
    "I voted to strike that clause from the draft.",
    "My union jack t-shirt is faded.",
]


# special4: "on strike" is the subject's own only when it is the predicate of that subject, with nothing but
# auxiliaries, be/go verbs and adverbs between (cues/trade_union.py _STRIKE_PREDICATE).
STRIKES = [
    ("My husband is on strike at the car plant.", [("on strike", "medium", "other")]),
    ("We've been on strike for three weeks.", [("on strike", "high", "author")]),
    ("My sister-in-law has been on strike since May.", [("on strike", "medium", "other")]),
    ("I'm still out on strike.", [("on strike", "high", "author")]),
    ("We went on strike in the spring.", [("on strike", "high", "author")]),
    ("I'm going on strike on Monday.", [("on strike", "high", "author")]),
    ("I'm on strike from work until the pay offer improves.", [("on strike", "high", "author")]),
    ("My dad's out on the picket line.", [("on the picket line", "medium", "other")]),
    ("We were picketing outside the depot.", [("picketing", "high", "author")]),
]

# Near misses of strikes: a strike nobody in the draft is the subject of, a bystander's strike, a joke, a game.
STRIKE_NEAR_MISSES = [
    "The workers are on strike, so the factory is closed.",
    "The buses are on strike so I walked to work.",
    "I think the drivers on strike have a point.",
    "I saw the cleaners on strike outside the station.",
    "My kids are home because the teachers are on strike.",
    "She's on strike from washing up.",
    "I got a bowling strike in the last frame.",
    "He went on hunger strike.",
    "I support the doctors on the picket line.",
    "I was late because the trains were on strike.",
]


# special4: a union's name that no list holds, by its grammar (data/trade_union.py NAME_HEADS, WORKER_NOUNS): a head
# noun and the people it organizes, after a membership verb.
NAME_GRAMMAR = [
    ("My dad belonged to the National Association of Letter Carriers.",
     [("the National Association of Letter Carriers", "medium", "other")]),
    ("I'm a member of the Screen Actors Guild.", [("the Screen Actors Guild", "high", "author")]),
    ("I'm a proud member of the American Federation of Government Employees.",
     [("the American Federation of Government Employees", "high", "author")]),
    ("My mum was in the Scottish Miners' Union.", [("the Scottish Miners' Union", "medium", "other")]),
    ("I signed up with the Bakers, Food and Allied Workers' Union.",
     [("the Bakers, Food and Allied Workers' Union", "high", "author")]),
    # tidy5: a union's people are workers (WordNet's "worker" tree: pilots, officers, staff), near the professional
    # bodies below
    ("I'm a member of the Airline Pilots Association.", [("the Airline Pilots Association", "high", "author")]),
    ("I'm a member of the Prison Officers' Association.", [("the Prison Officers' Association", "high", "author")]),
    # listed: the RCN is a professional body and a trade union on the UK Certification Officer's list
    ("I'm a member of the Royal College of Nursing.", [("the Royal College of Nursing", "high", "author")]),
]

# Near misses of the name grammar: no people in the name, a cause's union, a union's thing, a name only mentioned.
NAME_GRAMMAR_NEAR_MISSES = [
    "I'm a member of the National Rifle Association.",
    "I joined the Parent Teacher Association.",
    "I joined the Automobile Association for the breakdown cover.",
    "I'm in the Mothers' Union at church.",
    "I joined the Union of Concerned Scientists.",
    "I'm a member of the American Civil Liberties Union.",
    "I'm a member of the National Union of Students.",
    "I joined the Oxford Union as a fresher.",
    "The Canadian Union of Postal Workers said talks had failed.",
    "I'm on the American Medical Association's mailing list.",
    "I joined the Royal College of Physicians.",
    # tidy5: professional bodies, whose people WordNet files as professionals or businesspeople, not workers
    # (data/trade_union.py PROFESSION_ROOTS): an occupation at most. special4 had "the Association of Midwives" as a
    # union (a midwife is a health professional in WordNet: the rule cannot tell a nurses' union from a nurses' body)
    "I joined the Association of Midwives.",
    "I'm a member of the National Association of Realtors.",
    "I joined the American Nurses Association last year.",
    "I joined the Association of Chartered Certified Accountants.",
    "I'm a member of the American Bar Association.",
    "I'm a member of IEEE.",
    "She's a member of the American Psychological Association.",
]


@pytest.mark.parametrize("title,professional", [
    ("nurse", True), ("midwife", True), ("realtor", True), ("accountant", True), ("lawyer", True),
    ("psychologist", True),
    ("letter carrier", False), ("pilot", False), ("officer", False), ("electrician", False), ("miner", False),
    ("actor", False),  # a performer: neither tree
])
def test_professional_people(title: str, professional: bool) -> None:
    from models.prefilter.data.trade_union import professional as is_professional

    assert is_professional(title) is professional


@pytest.mark.parametrize("text,expected", NAME_GRAMMAR)
def test_union_names_by_grammar(text: str, expected: list[tuple[str, str, str]]) -> None:
    found = PF.find(text, protect=list(MEMBERSHIPS))
    assert [(f.text, f.validity, f.subject) for f in found] == expected


@pytest.mark.parametrize("text", NAME_GRAMMAR_NEAR_MISSES)
def test_name_grammar_near_misses_are_no_findings(text: str) -> None:
    assert PF.find(text, protect=list(MEMBERSHIPS)) == []


@pytest.mark.parametrize("text,expected", STRIKES)
def test_strikes_of_the_subject(text: str, expected: list[tuple[str, str, str]]) -> None:
    found = PF.find(text, protect=list(MEMBERSHIPS))
    assert [(f.text, f.validity, f.subject) for f in found] == expected


@pytest.mark.parametrize("text", STRIKE_NEAR_MISSES)
def test_strike_near_misses_are_no_findings(text: str) -> None:
    assert PF.find(text, protect=list(MEMBERSHIPS)) == []


@pytest.mark.parametrize("text,expected", CASES)
def test_trade_union(text: str, expected: list[tuple[str, str, str]]) -> None:
    found = PF.find(text, protect=list(MEMBERSHIPS))
    assert [(f.text, f.validity, f.subject) for f in found] == expected
    assert all(f.category == "trade_union" for f in found)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_are_no_findings(text: str) -> None:
    assert PF.find(text, protect=list(MEMBERSHIPS)) == []


def test_trade_union_is_a_category_protected_by_default() -> None:
    assert MEMBERSHIPS == ("trade_union",)
    assert "trade_union" in CATEGORIES and "trade_union" in Policy().protect
    assert "trade_union" not in FIRST_STORED_CATEGORIES  # a policy stored before it protects it
    assert LABELS["trade_union"] == "trade union membership"


def test_unprotected_it_is_not_reported() -> None:
    assert PF.find("I'm a union member.", protect=[c for c in CATEGORIES if c != "trade_union"]) == []
