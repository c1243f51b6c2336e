"""Algorithm 1 with a scripted model: rational stop, max rounds, greedy baseline, cancellation, statistics."""

import threading
import time

from models.policy import Policy
from models.rlaa.loop import RlaaLoop
from models.runtime.scripted import ScriptedBackend
from tests.rlaa_fakes import TermPrefilter, same, span_table, table

DRAFT = "After my shift at the hospital I take the tram home to Zurich with my husband."
NOTHING = {"inferences": []}


def loop(backend, terms=None):
    return RlaaLoop(backend, TermPrefilter(terms or {}), generalize=table, generalize_span=span_table, utility=same)


def drain(gen):
    items = []
    while True:
        try:
            items.append(next(gen))
        except StopIteration as stop:
            return items, stop.value


def test_nothing_found_stops_rationally_in_the_first_round():
    backend = ScriptedBackend(default=NOTHING)
    items, out = drain(loop(backend).run(DRAFT, Policy()))
    assert (out.stop_reason, out.rounds, out.text) == ("rational", 0, DRAFT)
    assert len(out.stats) == 1 and out.stats[0].edits == 0 and out.stats[0].mrs is None
    assert [i.kind for i in items] == ["progress"]


def test_ghost_leaks_only_give_no_edits_and_a_rational_stop():
    ghosts = {"inferences": [
        {"attribute": "city_country", "evidence": "I live in Geneva", "guess": "Geneva", "reasoning": "r"},
        {"attribute": "education", "evidence": "take the tram home", "guess": "PhD", "reasoning": "r"},
    ]}
    backend = ScriptedBackend([ghosts], default=NOTHING)
    _, out = drain(loop(backend).run(DRAFT, Policy()))
    assert (out.stop_reason, out.rounds, out.text) == ("rational", 0, DRAFT)
    assert out.stats[0].inferences == 2 and out.stats[0].valid == 0
    assert [c.method for c in backend.history] == ["generate_json"]  # the attacker only: no arbitrator call


def test_valid_leaks_are_edited_then_the_loop_stops_rationally():
    leak = {"inferences": [{"attribute": "relationship_status", "evidence": "my husband", "guess": "married",
                            "reasoning": "mentions a husband"}]}
    verdict = {"validity_level": "high", "validation_notes": "direct"}
    backend = ScriptedBackend([leak, verdict], default=NOTHING)
    items, out = drain(loop(backend, {"Zurich": ("city_country", "high")}).run(DRAFT, Policy()))
    assert out.stop_reason == "rational" and out.rounds == 1
    assert out.text == DRAFT.replace("Zurich", "<city_country>").replace("my husband", "my partner")
    r1 = out.stats[0]
    assert (r1.inferences, r1.valid, r1.edits, r1.mpg) == (2, 2, 2, 2.0)
    assert r1.muc > 0 and r1.mrs == r1.muc / r1.mpg
    assert out.texts == [DRAFT, out.text]
    sugg = [i for i in items if i.kind == "suggestions"][0].suggestions
    assert {s.original for s in sugg} == {"Zurich", "my husband"}
    assert all(DRAFT[s.start : s.end] == s.original for s in sugg)
    # the anonymizer used the table ("my husband" -> "my partner"), not the model
    assert [c.method for c in backend.history].count("generate_json") == 3  # attack, judge, attack


def test_threshold_high_ignores_medium_leaks():
    leak = {"inferences": [{"attribute": "occupation", "evidence": "my shift at the hospital", "guess": "nurse",
                            "reasoning": "shift work"}]}
    backend = ScriptedBackend([leak, {"validity_level": "medium", "validation_notes": "pattern"}], default=NOTHING)
    _, out = drain(loop(backend).run(DRAFT, Policy(threshold="high")))
    assert (out.stop_reason, out.text) == ("rational", DRAFT)


def test_model_rewrite_for_phrases_the_table_does_not_cover():
    leak = {"inferences": [{"attribute": "occupation", "evidence": "my shift at the hospital", "guess": "nurse",
                            "reasoning": "shift work"}]}
    backend = ScriptedBackend([leak, {"validity_level": "high", "validation_notes": "x"},
                               {"replacement": "my work day"}], default=NOTHING)
    _, out = drain(loop(backend).run(DRAFT, Policy()))
    assert "After my work day I take" in out.text
    ano = backend.history[2]
    assert ano.temperature == 0.5 and "my shift at the hospital" in ano.prompt


def test_unusable_model_rewrite_falls_back_to_removal():
    leak = {"inferences": [{"attribute": "occupation", "evidence": "at the hospital", "guess": "nurse",
                            "reasoning": "hospital"}]}
    backend = ScriptedBackend([leak, {"validity_level": "high", "validation_notes": "x"},
                               {"replacement": "at St. Mary's Hospital in Boston"}], default=NOTHING)
    lp = loop(backend)
    _, out = drain(lp.run(DRAFT, Policy()))
    assert "After my shift I take" in out.text
    assert lp.anonymizer.rejected and "proper noun" in lp.anonymizer.rejected[0]


def test_max_rounds_stop():
    # every round the attacker finds the (new) occupation phrase; the model keeps rewriting it
    def attacker_or_rewrite(system, prompt, schema):
        props = schema["properties"]
        if "inferences" in props:
            phrase = "shift" if "shift" in prompt.split("[Comment]:")[1] else "work day"
            return {"inferences": [{"attribute": "occupation", "evidence": f"my {phrase}", "guess": "shift worker",
                                    "reasoning": "work"}]}
        if "validity_level" in props:
            return {"validity_level": "high", "validation_notes": "x"}
        return {"replacement": "my work day" if "shift" in prompt else "my day"}

    backend = ScriptedBackend(default=attacker_or_rewrite)
    _, out = drain(loop(backend).run(DRAFT, Policy(max_rounds=2)))
    assert (out.stop_reason, out.rounds, len(out.texts)) == ("max_rounds", 2, 3)


def test_greedy_skips_the_arbitrator_and_runs_every_round():
    leak = {"inferences": [{"attribute": "occupation", "evidence": "take the tram", "guess": "PhD",
                            "reasoning": "weak"}]}
    backend = ScriptedBackend([leak, {"replacement": "travel"}], default=NOTHING)
    _, out = drain(loop(backend).run(DRAFT, Policy(max_rounds=3), greedy=True))
    assert out.stop_reason == "max_rounds" and out.rounds == 3
    assert "I travel home" in out.text  # a ghost the arbitrator would have rejected was acted on
    assert not any("validity_level" in c.schema["properties"] for c in backend.history)


def test_cancel_from_another_thread_mid_generation():
    backend = ScriptedBackend(default=NOTHING, delay_s=5.0)
    cancel = threading.Event()
    lp = loop(backend)
    started = time.monotonic()
    threading.Timer(0.2, cancel.set).start()
    with backend.watching(cancel):
        _, out = drain(lp.run(DRAFT, Policy(), cancel=cancel))
    assert out.stop_reason == "cancelled"
    assert time.monotonic() - started < 2.0


def test_cancel_before_start():
    cancel = threading.Event()
    cancel.set()
    backend = ScriptedBackend(default=NOTHING)
    _, out = drain(loop(backend).run(DRAFT, Policy(), cancel=cancel))
    assert out.stop_reason == "cancelled" and backend.history == []


def test_model_sees_cue_edits_and_settled_attributes_are_not_asked_again():
    leak = {"inferences": [{"attribute": "relationship_status", "evidence": "my husband", "guess": "married",
                            "reasoning": "r"}]}
    backend = ScriptedBackend([leak, {"validity_level": "high", "validation_notes": "x"}], default=NOTHING)
    _, out = drain(loop(backend, {"Zurich": ("city_country", "high")}).run(DRAFT, Policy()))
    attacks = [c.prompt for c in backend.history if "inferences" in c.schema["properties"]]
    assert len(attacks) == 2
    comment, attributes = attacks[0].split("[Comment]:")[1].split("[Attributes]:")
    # the detector's edit is applied before the model looks; the model still checks for other city clues
    assert "Zurich" not in comment and "<city_country>" in comment
    assert "- age:" in attributes and "- city_country:" in attributes and "generalized" in attributes
    # round 2: only the attribute that had a valid leak is re-checked; the others are settled
    attributes2 = attacks[1].split("[Attributes]:")[1].split("[Already")[0]
    assert attributes2.strip().startswith("- relationship_status:") and "- age:" not in attributes2
    assert out.stop_reason == "rational" and out.rounds == 1


def test_a_ghost_acted_on_by_greedy_resolves_nothing():
    ghost = {"inferences": [{"attribute": "occupation", "evidence": "my lab coat", "guess": "chemist",
                             "reasoning": "invented"}]}
    backend = ScriptedBackend([ghost], default=NOTHING)
    _, out = drain(loop(backend).run(DRAFT, Policy(max_rounds=1), greedy=True))
    assert "my lab coat" not in DRAFT
    assert out.stats[0].valid >= 1 and out.stats[0].mpg == 0.0 and out.stats[0].mrs is None


def test_the_model_is_asked_about_beliefs_and_a_valid_belief_leak_is_edited():
    draft = "Every Sunday I sing in the choir at St. Anne's before mass."
    leak = {"inferences": [{"attribute": "religion", "evidence": "before mass", "guess": "Catholic",
                            "reasoning": "goes to mass"}]}
    backend = ScriptedBackend([leak, {"validity_level": "high", "validation_notes": "x"},
                               {"replacement": "before lunch"}], default=NOTHING)
    backend.parameters = 7_000_000_000  # a model of the paper's size: the beliefs are asked
    _, out = drain(loop(backend).run(draft, Policy()))
    attacks = [c.prompt for c in backend.history if "inferences" in c.schema["properties"]]
    attributes = attacks[0].split("[Attributes]:")[1]
    assert "- religion:" in attributes and "- politics:" in attributes and "- sexuality:" in attributes
    assert "before mass" not in out.text
    # a policy that does not protect religion is never asked about it
    backend2 = ScriptedBackend(default=NOTHING)
    backend2.parameters = 7_000_000_000
    drain(loop(backend2).run(draft, Policy(protect=["age", "politics"])))
    asked = [c.prompt for c in backend2.history if "inferences" in c.schema["properties"]][0]
    assert "- religion:" not in asked and "- politics:" in asked
    # a small model (the embedded one) is not asked about beliefs: it cannot infer them, and they cost it time
    small = ScriptedBackend(default=NOTHING)
    drain(loop(small).run(draft, Policy()))
    asked = [c.prompt for c in small.history if "inferences" in c.schema["properties"]][0]
    assert "- religion:" not in asked and "- age:" in asked
