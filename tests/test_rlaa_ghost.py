"""The arbitrator's deterministic layer: ghost leaks are INVALID without a model call."""

from models.records import Finding, Inference
from models.rlaa.arbitrator import Arbitrator
from models.rlaa.ghost import rule_judgement, supports
from models.rlaa.metrics import TokenMeter
from models.runtime.scripted import ScriptedBackend

TEXT = "After my shift at the hospital I took the tram home along the lake. My husband cooked."


def llm(attribute, guess, *evidence):
    return Inference(attribute=attribute, guess=guess, reasoning="because", evidence=tuple(evidence), source="llm")


def test_evidence_not_in_text_is_invalid_without_a_model_call():
    backend = ScriptedBackend()  # no outputs: any model call would raise
    verdicts = Arbitrator(backend, TokenMeter()).judge(TEXT, [llm("city_country", "Geneva", "I live in Geneva")])
    assert verdicts[0].validity == "invalid" and verdicts[0].by == "rules"
    assert "not in the text" in verdicts[0].notes
    assert backend.history == []


def test_empty_or_trivial_evidence_is_invalid():
    assert rule_judgement(llm("age", "30"), TEXT).validity == "invalid"
    assert rule_judgement(llm("age", "30", ""), TEXT).validity == "invalid"
    assert rule_judgement(llm("age", "30", "I"), TEXT).validity == "invalid"


def test_guess_the_evidence_does_not_bear_on_is_invalid():
    j = rule_judgement(llm("education", "PhD in physics", "took the tram home"), TEXT)
    assert j is not None and j.validity == "invalid" and "bear" in j.notes


def test_no_guess_is_invalid():
    assert rule_judgement(llm("occupation", "unknown", "my shift at the hospital"), TEXT).validity == "invalid"


def test_grounded_relevant_inference_goes_to_the_model():
    inf = llm("occupation", "nurse", "my shift at the hospital")
    assert rule_judgement(inf, TEXT) is None
    backend = ScriptedBackend([{"validity_level": "medium", "validation_notes": "shift work at a hospital"}])
    [j] = Arbitrator(backend, TokenMeter()).judge(TEXT, [inf])
    assert (j.validity, j.by) == ("medium", "llm")
    assert len(backend.history) == 1 and backend.history[0].temperature == 0.0
    assert "my shift at the hospital" in backend.history[0].prompt


def test_quotes_match_despite_case_accents_and_quotation_marks():
    text = "Prices in Zürich are insane."
    assert rule_judgement(llm("city_country", "Zurich, Switzerland", '"prices in zurich"'), text) is None


def test_cue_inference_gets_the_detector_validity():
    f = Finding(0, 5, "Basel", "city_country", 0.8, "low", "places", "Says where you live.", "Basel, Switzerland")
    inf = Inference("city_country", "Basel, Switzerland", "r", ("Basel",), source="cue", finding=f)
    j = rule_judgement(inf, "Basel is nice")
    assert (j.validity, j.by) == ("low", "rules")


def test_supports_by_shared_word_or_attribute_vocabulary():
    assert supports("occupation", "software engineer", "make an engineer out of u")
    assert supports("sex", "male", "my wife says")
    assert supports("age", "31", "graduated in 2015")
    assert not supports("sex", "female", "the tram was late")


def test_beliefs_are_supported_by_their_practice_not_by_any_quote():
    assert supports("religion", "Catholic", "before mass at St. Anne's")
    assert supports("religion", "Muslim", "fasting during Ramadan")
    assert supports("politics", "left-wing", "canvassing for the local candidate")
    assert supports("politics", "Labour", "Labour leaflets through every door")  # the guess itself is quoted
    assert supports("sexuality", "gay", "since I came out to my parents")
    # near misses: evidence about something else is a ghost leak
    assert not supports("religion", "Catholic", "the tram was late again")
    assert not supports("politics", "conservative", "my sourdough starter died")
    assert not supports("sexuality", "lesbian", "she bought a new bike")


def test_unusable_model_verdict_counts_as_invalid():
    inf = llm("occupation", "nurse", "my shift at the hospital")
    backend = ScriptedBackend([{"validity_level": "certain", "validation_notes": ""}])
    [j] = Arbitrator(backend, TokenMeter()).judge(TEXT, [inf])
    assert j.validity == "invalid"
