"""Second mentions of a value the draft already gives away are flagged as strongly as the first."""

from models.engine import Engine
from models.policy import Policy
from models.prefilter.repeats import second_mentions
from models.records import Finding
from tests.prefilter_support import PF

DESIGNER = "I'm a graphic designer, not a linguist. Let me share something from a graphic designer's view."


def _validities(text, category):
    return [(f.text, f.validity) for f in PF.find(text, protect=[category])]


def test_a_bare_job_title_after_a_self_reference_is_raised_to_high():
    found = [f for f in PF.find(DESIGNER, protect=["occupation"])]
    assert [(f.text, f.validity) for f in found] == [("a graphic designer", "high"), ("a graphic designer", "high")]
    assert found[1].reason.startswith("Repeats what this draft already gives away: says what you do")


def test_a_bare_job_title_on_its_own_stays_low():
    assert _validities("Let me share something from a graphic designer's view.", "occupation") == [
        ("a graphic designer", "low")]


def test_a_second_city_mention_is_raised():
    assert _validities("I live in Paris. Paris is great in spring.", "city_country") == [
        ("Paris", "high"), ("Paris", "high")]


def test_an_unflagged_repeat_is_found_literally():
    text = "I live in Lyon. Lyon is great in spring."
    found = PF.find(text, protect=["city_country"])
    assert [(f.text, f.start, f.validity, f.value) for f in found] == [
        ("Lyon", 10, "high", found[0].value), ("Lyon", 16, "high", found[0].value)]
    assert found[0].value and "France" in found[0].value


def test_parts_of_words_are_not_repeats():
    text = "I'm a nurse. The nursery is near."
    assert [f.text for f in PF.find(text, protect=["occupation"])] == ["a nurse"]


def test_gendered_words_are_not_repeated_onto_other_people():
    found = PF.find("I'm a guy who likes tea. This guy at work hates it.", protect=["sex"])
    assert [(f.text, f.start) for f in found] == [("guy", 6)]


def test_promotion_keeps_span_value_and_detector():
    strong = Finding(0, 5, "nurse", "occupation", 0.85, "high", "occupation.healthcare", "Says what you do.", "nurse")
    weak = Finding(20, 25, "Nurse", "occupation", 0.25, "low", "occupation.healthcare", "Mentions a job title.", "nurse")
    other = Finding(30, 35, "baker", "occupation", 0.25, "low", "occupation.food", "Mentions a job title.", "baker")
    out = second_mentions("nurse ... (and) ... Nurse ... baker", [weak, strong, other])
    assert len(out) == 3
    assert (out[0].start, out[0].text, out[0].validity, out[0].score, out[0].detector) == (
        20, "Nurse", "high", 0.85, "occupation.healthcare")
    assert out[1] == strong and out[2] == other


def test_the_engine_generalizes_both_mentions():
    result = Engine.load(use_llm=False).anonymize(DESIGNER, Policy())
    assert "graphic designer" not in result.text
    assert result.text.count("creative") == 2, result.text


def test_occurrences_are_the_regex_spans():
    """repeats._occurrences finds what the per-finding regex found (issue 11, speed: no pattern compiled
    for an ASCII value)."""
    import random
    import re

    from models.prefilter.repeats import _occurrences

    alphabet = ["a", "A", "b", "B", "_", "1", " ", "-", ".", "é", "É", "ſ", "ı", "İ", "\u212a", "k", "K", "s", "S",
                "i", "I", "ß", "µ", "Ⅻ", "²", "\u0301", "\n"]
    cores = ["ab", "Ab b", "a-b", "sk", "ik", "a.b", "k1", "abab", "aba", "_a_", "ßa", "éa", "ab²"]
    rng = random.Random(11)
    for _ in range(4000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        core = rng.choice(cores)
        if rng.random() < 0.5:  # plant the core, in some case
            at = rng.randint(0, len(text))
            planted = "".join(c.upper() if rng.random() < 0.5 else c for c in core)
            text = text[:at] + planted + text[at:]
        expected = [m.span() for m in re.finditer(rf"(?<!\w){re.escape(core)}(?!\w)", text, re.IGNORECASE)]
        assert _occurrences(text, core) == expected, (text, core)
