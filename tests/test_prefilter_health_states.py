"""Health states said of a person (health5): procedures, aids, pregnancy, sobriety, the spectrum, lab readings,
height and weight; each with near misses where the word has another sense or nobody is attached."""

import pytest

from tests.prefilter_support import PF

CASES = [
    # (draft, [(span, detector, subject)])
    ("Went through IVF twice", [("IVF", "health.procedure", "author")]),
    ("I'm on the waitlist for top surgery", [("top surgery", "health.procedure", "author")]),
    ("I had a mastectomy in March", [("a mastectomy", "health.procedure", "author")]),
    ("I'm scheduled for a colonoscopy on Friday", [("a colonoscopy", "health.procedure", "author")]),
    ("I had LASIK last year", [("LASIK", "health.procedure", "author")]),
    ("I use a wheelchair since the accident", [("a wheelchair", "health.device", "author")]),
    ("my dad walks with a cane now", [("a cane", "health.device", "other")]),
    ("I got my first hearing aid last month", [("hearing aid", "health.device", "author")]),
    ("I'm 6 weeks pregnant with our second", [("6 weeks pregnant", "health.pregnancy", "author")]),
    ("my wife is pregnant again", [("pregnant", "health.pregnancy", "other")]),
    ("We're expecting our first in May", [("expecting", "health.pregnancy", "author")]),
    ("I've been sober for 3 years now", [("sober for 3 years", "health.sobriety", "author")]),
    ("I'm 90 days clean today", [("90 days clean", "health.sobriety", "author")]),
    ("My son is on the spectrum and has an IEP",
     [("on the spectrum", "health.spectrum", "other"), ("an IEP", "health.support", "other")]),
    ("My A1C is 7.2", [("7.2", "health.lab", "author")]),
    ("My blood pressure was 150/95 at the clinic", [("150/95", "health.lab", "author")]),
    ("I'm 5'4 and 180 lbs", [("5'4 and 180 lbs", "health.body", "author")]),
    # near misses: another sense of the word, or no person attached
    ("Is IVF covered by insurance in Canada?", []),
    ("physical therapy is a growing field", []),
    ("top surgery costs are discussed in this article", []),
    ("I got radiation burns at the beach", []),  # a compound: "radiation burns"
    ("he used a cane sugar syrup", []),
    ("the wheelchair ramp at the library is broken", []),
    ("I'm expecting a package tomorrow", []),
    ("she is pregnant with possibilities, said the critic", []),
    ("The sober truth is we lost", []),
    ("keep the kitchen clean for 3 days", []),
    ("the recovery of the stock market", []),
    ("the spectrum of opinions is wide", []),
    ("the score was 150/95 at halftime", []),
    ("my blood pressure cuff is on sale", []),
    ("My BMW is 10 years old", []),
    ("the ect was fine", []),  # short abbreviations only in capitals
]


@pytest.mark.parametrize("text,expected", CASES)
def test_health_states(text, expected):
    found = [f for f in PF.find(text, protect=["health"]) if f.detector != "health.medication"]
    assert [(f.text, f.detector, f.subject) for f in found] == expected
    assert all(f.validity == "high" for f in found)


def test_bipolar_ii_is_one_condition():
    assert [f.text for f in PF.find("diagnosed with bipolar II", protect=["health"])] == ["bipolar II"]


@pytest.mark.parametrize("draft,expected", [
    ("I'm 6 weeks pregnant with our second.", "I'm expecting with our second."),
    ("I've been sober for 3 years now.", "I've been doing well now."),
    ("I use a wheelchair since the accident.", "I use a mobility aid since the accident."),
    ("Went through IVF twice.", "Went through treatment twice."),
    ("I had a mastectomy in March.", "I had a procedure in March."),
    ("My son is on the spectrum and has an IEP.", "My son is neurodivergent and has school support."),
    ("My A1C is 7.2.", "My A1C is [test result]."),
    ("I'm 5'4 and 180 lbs.", "I'm [height and weight]."),
    ("I got my first hearing aid last month.", "I got my first medical device last month."),
    # near miss: nothing changes
    ("Physical therapy is a growing field.", "Physical therapy is a growing field."),
])
def test_health_states_generalize(draft, expected):
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


# WordNet's conditions (data/health_conditions.py) need a person's cue; near misses: no cue, or another sense
@pytest.mark.parametrize("text,expected", [
    ("I was diagnosed with eclampsia", ["eclampsia"]),
    ("my mesothelioma is back", ["my mesothelioma"]),
    ("I have bronchitis again", ["bronchitis"]),
    ("Tachycardia is a fast heart rate", []),
    ("the lichen on the rock", []),
    ("I have a stutter", []),
    ("the alder blight spread", []),  # a plant's disease
])
def test_wordnet_conditions(text, expected):
    assert [f.text for f in PF.find(text, protect=["health"])] == expected


# WordNet's medicines (data/health_drugs.py) need a taker's cue; near misses: no taker, another first sense
# ("speed", "pot"), a drug of abuse's tree ("mdma"), an everyday "take"
@pytest.mark.parametrize("text,expected", [
    ("I take lipitor every night", [("lipitor", "health.medication")]),
    ("my doctor prescribed naproxen", [("naproxen", "health.medication")]),
    ("I'm on amoxicillin for a week", [("amoxicillin", "health.medication")]),
    ("Amoxicillin is an antibiotic", []),
    ("we talked about speed and pot", []),
    ("I take my coffee black", []),
    ("my mdma story", []),
])
def test_wordnet_drugs(text, expected):
    assert [(f.text, f.detector) for f in PF.find(text, protect=["health"])] == expected


def test_lab_value_edit_keeps_the_space_after_it():
    from models.engine import Engine
    from models.policy import Policy

    assert Engine.load(use_llm=False).anonymize("My A1C is 7.2 and my doctor worries.", Policy()).text == (
        "My A1C is [test result] and my doctor worries.")


def test_procedures_and_aids_tried_at_their_first_words_match_as_a_full_scan():
    """The procedure and aid regexes run only where a term's first word (or a one-word term with its plural) is a
    token of the draft (issue 11, speed7): the same matches as a scan of every character, on every term as written,
    in capitals, plural, possessive, hyphen-joined and glued to a word (the near misses)."""
    from models.prefilter.context import Context
    from models.prefilter.cues.health_states import HealthStatesRecognizer
    from models.prefilter.cues.lexicon import find_phrases
    from models.prefilter.data.health_procedures import devices, procedures

    r = HealthStatesRecognizer()
    for regex, openings, terms in ((r._procedure, r._procedure_openings, procedures()),
                                   (r._device, r._device_openings, devices())):
        assert openings is not None
        for term in sorted(terms):
            for text in (f"I had {term} twice", term.upper() + "ES", f"two {term}s, {term}'s", f"pre-{term}",
                         f"{term}-like", f"x{term} {term}x", f"'{term}' and {term} {term}"):
                assert [m.span() for m in find_phrases(regex, openings, Context(text))] == \
                    [m.span() for m in regex.finditer(text)], text
