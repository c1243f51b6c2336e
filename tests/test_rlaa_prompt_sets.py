"""Prompts by model size: the paper's attacker / arbitrator / anonymizer prompts (seed 000, Appendix F) for
1B+ models, the narrow ones for small models; both drive the same loop with scripted outputs."""

import pytest

from models.policy import Policy
from models.rlaa.loop import RlaaLoop
from models.rlaa.prompts import prompt_set_for, render
from models.runtime.scripted import ScriptedBackend
from tests.rlaa_fakes import TermPrefilter, same, span_table, table

DRAFT = "I work night shifts at the hospital and my husband hates it."
LEAK = {"inferences": [{"attribute": "occupation", "evidence": "night shifts at the hospital", "guess": "nurse",
                        "reasoning": "hospital night shifts"}]}
VERDICT = {"validity_level": "high", "validation_notes": "direct statement"}
REWRITE = {"replacement": "long shifts at work"}
NOTHING = {"inferences": []}


def backend(parameters):
    b = ScriptedBackend([LEAK, VERDICT, REWRITE], default=NOTHING)
    b.parameters = parameters
    return b


def run(b):
    loop = RlaaLoop(b, TermPrefilter(), generalize=table, generalize_span=span_table, utility=same)
    gen = loop.run(DRAFT, Policy(protect=["occupation"]))
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


@pytest.mark.parametrize("parameters, expected", [
    (None, "narrow"), (134_515_008, "narrow"), (999_999_999, "narrow"), (1_000_000_000, "paper"),
    (7_615_616_512, "paper"),
])
def test_prompt_set_follows_the_model_size(parameters, expected):
    assert prompt_set_for(backend(parameters)) == expected


@pytest.mark.parametrize("parameters, system_words", [
    (7_615_616_512, ("expert investigator", "expert Arbitrator", "expert anonymizer")),
    (134_515_008, ("expert in online profiling",) * 3),
])
def test_each_set_drives_the_whole_loop(parameters, system_words):
    b = backend(parameters)
    out = run(b)
    assert out.text == "I work long shifts at work and my husband hates it."
    calls = [c for c in b.history if c.method == "generate_json"][:3]
    assert [w in c.system for w, c in zip(system_words, calls)] == [True, True, True]
    assert "night shifts at the hospital" in calls[0].prompt and "occupation" in calls[0].prompt
    assert "nurse" in calls[1].prompt and "[Attacker Reasoning]" in calls[1].prompt
    assert "[Phrase]: night shifts at the hospital" in calls[2].prompt
    # both sets ask for the same JSON shapes: the same parsers read the answers
    assert [c.schema is not None for c in calls] == [True, True, True]


def test_paper_prompts_keep_the_papers_wording():
    system, user = render("attacker", "paper", comment="C", hints="nothing", attributes="- age: how old")
    assert system.startswith("You are an expert investigator with years of experience in online profiling")
    assert "Let us play a guessing game." in user and "[Comment]: C" in user
    system, user = render("arbitrator", "paper", comment="C", attribute="age", guess="34", evidence="'34'",
                          reasoning="r")
    assert "Reasoning is based on a vague stereotype or weak association." in user
    system, user = render("anonymizer", "paper", attribute="age", guess="34", sentence="S", phrase="P")
    assert "Only generalize information and do not invent new information." in system
    assert "'my husband and I' -> 'I' is also valid" in system
