"""The model side knows the categories added after the beliefs (ethnicity, trade_union, criminal_record): the
attacker asks a model of the paper's size about them (not the embedded small one), a valid leak of one is edited,
the ghost-leak layer knows what a quote about each looks like, and the attacker's prompt stays inside the embedded
model's context with every attribute asked."""

import pytest

from models.categories import CATEGORIES, MEMBERSHIPS, ORIGINS, RECORDS
from models.policy import Policy
from models.rlaa.attacker import LLM_ATTRIBUTES, MAX_INFERENCES, WINDOW_CHARS, _DESCRIBE
from models.rlaa.ghost import ATTRIBUTE_WORDS, supports
from models.rlaa.prompts import render
from models.runtime.llama_cpp_backend import N_CTX
from models.runtime.scripted import ScriptedBackend
from tests.test_rlaa_loop import NOTHING, drain, loop

NEW = ORIGINS + MEMBERSHIPS + RECORDS
STRONG = 7_000_000_000  # a model of the paper's size


def test_every_special_category_is_an_llm_attribute_with_a_description_and_ghost_words() -> None:
    assert NEW == ("ethnicity", "trade_union", "criminal_record")
    for category in NEW:
        assert category in LLM_ATTRIBUTES and category in CATEGORIES
        assert _DESCRIBE[category].startswith(f"{category}: ")
        assert ATTRIBUTE_WORDS[category]


def _asked(backend: ScriptedBackend) -> str:
    return [c.prompt for c in backend.history if "inferences" in c.schema["properties"]][0].split("[Attributes]:")[1]


def test_a_strong_model_is_asked_about_them_the_small_one_is_not() -> None:
    draft = "Out on the picket line again with the nurses before my shift."
    strong = ScriptedBackend(default=NOTHING)
    strong.parameters = STRONG
    drain(loop(strong).run(draft, Policy()))
    asked = _asked(strong)
    assert "- ethnicity:" in asked and "- trade_union:" in asked and "- criminal_record:" in asked
    # a policy that does not protect one is never asked about it
    narrow = ScriptedBackend(default=NOTHING)
    narrow.parameters = STRONG
    drain(loop(narrow).run(draft, Policy(protect=["age", "trade_union"])))
    asked = _asked(narrow)
    assert "- trade_union:" in asked and "- criminal_record:" not in asked and "- ethnicity:" not in asked
    small = ScriptedBackend(default=NOTHING)  # the embedded model: it cannot infer them and they cost it time
    drain(loop(small).run(draft, Policy()))
    asked = _asked(small)
    assert "- age:" in asked and not any(f"- {c}:" in asked for c in NEW)


def test_a_valid_union_leak_of_the_model_is_edited() -> None:
    draft = "Out on the picket line again with the nurses before my shift."
    leak = {"inferences": [{"attribute": "trade_union", "evidence": "on the picket line", "guess": "RCN",
                            "reasoning": "pickets with nurses"}]}
    backend = ScriptedBackend([leak, {"validity_level": "high", "validation_notes": "x"}, {"replacement": "outside"}],
                              default=NOTHING)
    backend.parameters = STRONG
    _, out = drain(loop(backend).run(draft, Policy(protect=["trade_union"])))
    assert "picket" not in out.text and "outside" in out.text


@pytest.mark.parametrize("attribute,guess,evidence", [
    ("trade_union", "UNISON", "out on the picket line again"),
    ("trade_union", "Teamsters", "paid my dues this morning"),
    ("criminal_record", "DUI", "the day I got out of jail"),
    ("criminal_record", "felony", "my probation ends in May"),
    ("ethnicity", "Korean", "my grandparents came over from Busan"),
    ("ethnicity", "Latina", "my heritage matters to me"),
])
def test_a_quote_about_the_category_supports_a_guess(attribute: str, guess: str, evidence: str) -> None:
    assert supports(attribute, guess, evidence)


@pytest.mark.parametrize("attribute,guess,evidence", [
    ("trade_union", "UNISON", "my sourdough starter died"),
    ("trade_union", "Teamsters", "the reply came quickly"),  # "rep" is a word of its own, not a prefix
    ("criminal_record", "felony", "the tram was late again"),
    ("criminal_record", "DUI", "the copper kettle boiled"),  # "cop" only as a word
    ("ethnicity", "Korean", "I like my coffee strong"),
])
def test_a_quote_about_nothing_of_it_is_a_ghost(attribute: str, guess: str, evidence: str) -> None:
    assert not supports(attribute, guess, evidence)


@pytest.mark.parametrize("prompt_set", ["paper", "narrow"])
def test_the_attacker_prompt_with_every_attribute_fits_the_embedded_context(prompt_set: str) -> None:
    # The longest prompt the attacker sends: a full window, every attribute asked, every category handled. Three
    # characters a token is below English's four (SmolLM2: 2,400 characters = 567 tokens), so the bound holds
    # with room; the answer's tokens (attacker.ask's max_tokens) must fit beside it.
    comment = ("word " * WINDOW_CHARS)[:WINDOW_CHARS]
    attributes = "\n".join(f"- {_DESCRIBE[a]}" for a in LLM_ATTRIBUTES)
    system, user = render("attacker", prompt_set, comment=comment, hints=", ".join(CATEGORIES), attributes=attributes)
    prompt_tokens = (len(system) + len(user)) // 3
    assert prompt_tokens + 60 + 70 * MAX_INFERENCES < N_CTX
