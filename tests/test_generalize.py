"""The generalization table: wider true values, grammar kept, styles."""

import pytest

from models.errors import InputError
from models.generalize import generalize, generalize_span
from models.vault import Vault
from tests.prefilter_support import PF


def apply_all(text: str, style: str = "generalize") -> str:
    placeholders = Vault()
    # Replacements are chosen in reading order (placeholder numbers follow it), applied from the end.
    edits = [(f, generalize(f, style, placeholders)) for f in PF.find(text)]
    for f, replacement in reversed(edits):
        text = text[: f.start] + replacement + text[f.end :]
    return text


DRAFTS = [
    ("I live in Dublin.", "I live in a European city."),
    ("I moved to Lisbon from Ohio", "I moved to a European city from a US state"),
    ("born in Cleveland, Ohio", "born in a North American city"),
    ("saves me from the Zürich barbershop prices", "saves me from the local barbershop prices"),
    ("I live near Hamburg harbour", "I live near the local harbor"),  # not "near a European city harbour" (every finding applied: the low-tier British spelling too)
    ("I live near the Hamburg harbour", "I live near the local harbor"),
    ("it's like Tokyo's version of it", "it's like the city's version of it"),
    ("I'm 34 and tired", "I'm in my thirties and tired"),
    ("As a 50 year old financial analyst, I", "As a fifty-something finance professional, I"),
    ("I (32F) need advice", "I (30s) need advice"),
    ("born in 1989", "born in the 80s"),
    ("in my early thirties", "in my thirties"),
    ("My husband and I", "My partner and I"),
    ("don't tell my ex-wife", "don't tell my ex"),
    ("Being divorced has its perks", "Being single has its perks"),
    ("As a mom, I worry", "As a parent, I worry"),
    ("I work as a nurse", "I work as a healthcare worker"),
    ("I'm a software engineer", "I'm a tech worker"),
    ("I have a Masters in Computer Science", "I have a Masters"),  # the field goes, the level as written stays
    ("I have an MSc in Computer Science", "I have a master's degree"),  # an abbreviation with a field in it: the table's words
    ("back in my uni days", "back in my school days"),
    ("I graduated in '98 and left", "I graduated and left"),
    ("I have diabetes and take metformin", "I have a health condition and take medication"),
    ("my ADHD meds", "my health condition meds"),
    ("My dad has Parkinson's disease.", "My dad has a health condition."),  # an eponym's capital is no sentence start
    ("Divorced, and happy", "Single, and happy"),  # a sentence start keeps its capital
    ("I make $85k a year", "I make a living"),
    ("having a high income helps", "having an income helps"),
    ("mail jane@example.com", "mail [email]"),
    ("call +41 44 668 18 00", "call [phone number]"),
]


@pytest.mark.parametrize("draft,expected", DRAFTS)
def test_generalized_drafts(draft, expected):
    assert apply_all(draft) == expected


def test_placeholders_are_consistent_per_value():
    text = "I live in Dublin. Dublin is nice. My sister lives in Paris. mail a@b.com"
    assert apply_all(text, "placeholder") == (
        "I live in [CITY_1]. [CITY_1] is nice. My sister lives in [CITY_2]. mail [EMAIL_1]"
    )


def test_pseudonym_gives_stand_ins_for_identifiers_only():
    out = apply_all("mail a@b.com, I live in Dublin", "pseudonym")
    assert out.startswith("mail ") and out.endswith("@example.com, I live in a European city") or (
        out.endswith((".org, I live in a European city", ".net, I live in a European city")))
    assert "a@b.com" not in out


def test_unknown_style_is_an_input_error():
    f = PF.find("mail a@b.com")[0]
    with pytest.raises(InputError, match="style must be one of"):
        generalize(f, "shout")


SPANS = [
    ("city_country", "in Dublin", "in a European city"),
    ("city_country", "Lisbon", "a European city"),
    ("birth_city_country", "Nairobi", "an African city"),
    ("city_country", "Switzerland", "a European country"),
    ("city_country", "Narnia", None),
    ("occupation", "a nurse", "a healthcare worker"),
    ("occupation", "software engineer", "tech worker"),
    ("occupation", "wizard", None),
    ("education", "PhD in Physics", "PhD"),  # "my PhD in Physics" → "my PhD", not "my a doctorate"
    ("education", "MSc in Physics", "a master's degree"),
    ("education", "the University of Toronto", "a university"),
    ("age", "34", "in my thirties"),
    ("age", "34 years old", "in my thirties"),
    ("relationship_status", "my wife", "my partner"),
    ("relationship_status", "engaged", "in a relationship"),
    ("relationship_status", "Getting married", "Settling down"),
    ("relationship_status", "got just divorced", "just broke up"),
    ("relationship_status", "get engaged", "settle down"),
    ("sex", "as a woman", "as a person"),
    ("health", "asthma", "a health condition"),
    ("income_level", "$120k", "a living"),
    ("income_level", "six figures", "a good income"),
    ("email", "a@b.com", "[email]"),
]


@pytest.mark.parametrize("category,text,expected", SPANS)
def test_generalize_span(category, text, expected):
    assert generalize_span(category, text) == expected


def test_generalize_span_never_returns_the_input():
    for category, text, _ in SPANS:
        assert generalize_span(category, text) != text


FIXPOINT_DRAFT = (
    "I'm 34, a software engineer living in Zurich, Switzerland (born in Cleveland, Ohio). I have a "
    "Masters in Computer Science and my PhD, back in my uni days. My husband and I make $250k a year; "
    "Being divorced is over. I have diabetes. As a 50 year old financial analyst, I'm in my early thirties."
)


def test_generalized_text_is_not_flagged_again():
    """The table's outputs must not be findings at the default threshold, or the loop would never stop."""
    first = PF.find(FIXPOINT_DRAFT)
    edits = [(f, generalize(f)) for f in first if f.validity in ("high", "medium")]
    text, regions, shift = FIXPOINT_DRAFT, [], 0
    for f, replacement in edits:
        regions.append((f.start + shift, f.start + shift + len(replacement)))
        shift += len(replacement) - (f.end - f.start)
    for f, replacement in reversed(edits):
        text = text[: f.start] + replacement + text[f.end :]
    again = [
        (f.text, f.category) for f in PF.find(text)
        if f.validity in ("high", "medium") and any(f.start < e and s < f.end for s, e in regions)
    ]
    assert len(edits) >= 10
    assert again == []


QUOTES = [
    ("city_country", "I live in Zurich", "I live in a European city"),
    ("occupation", "my job as a nurse", "my job as a healthcare worker"),
    ("age", "I'm 34", "I'm in my thirties"),
    ("relationship_status", "My husband and I", "My partner and I"),
    ("education", "I studied at the University of Toronto", "I studied at a university"),
    ("city_country", "the weather is nice", None),
]


@pytest.mark.parametrize("category,quote,expected", QUOTES)
def test_generalize_span_keeps_the_rest_of_a_quote(category, quote, expected):
    assert generalize_span(category, quote) == expected
