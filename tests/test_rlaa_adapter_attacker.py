"""The adapter attacker with scripted answer probabilities: confidence thresholds, occlusion evidence, the
ghost-leak layer on that evidence, rational stop once nothing stays confidently inferable."""

from models.adapter.prompt import DESCRIBE
from models.policy import Policy
from models.rlaa.adapter_attacker import AdapterAttacker
from models.rlaa.loop import RlaaLoop
from models.rlaa.metrics import TokenMeter
from models.rlaa.occlusion import candidate_spans, without
from models.runtime.llama_questions import Answer
from models.runtime.scripted import ScriptedBackend
from tests.rlaa_fakes import TermPrefilter, same, span_table, table

DRAFT = "After my shift at the hospital I take the tram home, tired but happy."


class FakeQuestions:
    """answers: attribute -> (guess, phrase, probability with the phrase in the comment, without it)."""

    def __init__(self, answers: dict[str, tuple[str, str, float, float]]) -> None:
        self.answers = answers
        self.asked: list[str] = []
        self.scored = 0
        self.off = 0
        self.evaluated = 0

    def _attribute(self, question: str) -> str:
        return next(a for a, d in DESCRIBE.items() if f"author's {d}?" in question)

    def _p(self, prefix: str, attribute: str) -> float:
        guess, phrase, p_in, p_out = self.answers.get(attribute, ("unknown", "", 0.1, 0.1))
        return p_in if phrase and phrase in prefix else p_out

    def ask(self, prefix: str, question: str) -> Answer:
        attribute = self._attribute(question)
        self.asked.append(attribute)
        self.evaluated += 10
        guess = self.answers.get(attribute, ("unknown",))[0]
        return Answer(guess, self._p(prefix, attribute), (1, 2))

    def probability(self, prefix: str, question: str, answer: Answer) -> float:
        self.scored += 1
        self.evaluated += 5
        return self._p(prefix, self._attribute(question))

    def adapter_off(self) -> None:
        self.off += 1


def attacker(fake, thresholds):
    return AdapterAttacker(fake, thresholds, TokenMeter(), cost=lambda: fake.evaluated)


def test_a_confident_answer_gets_the_span_whose_removal_lowers_it_most():
    fake = FakeQuestions({"occupation": ("nurse", "shift at the hospital", 0.8, 0.2)})
    att = attacker(fake, {"occupation": 0.5})
    [inf] = att.ask(DRAFT, Policy(protect=["occupation"]))
    assert inf.attribute == "occupation" and inf.guess == "nurse" and inf.source == "llm"
    assert inf.evidence[0] in DRAFT and set(inf.evidence[0].split()) & {"shift", "hospital"}
    assert "0.80" in inf.reasoning and "0.20" in inf.reasoning
    assert fake.off == 1  # the adapter is switched off for the other roles
    assert att.meter.as_dict()["total"] == fake.evaluated


def test_answers_below_the_threshold_or_without_a_threshold_are_not_inferences():
    fake = FakeQuestions({"occupation": ("nurse", "shift", 0.4, 0.1), "sex": ("female", "", 0.9, 0.9)})
    att = attacker(fake, {"occupation": 0.5})  # no threshold for sex: never asked
    assert att.ask(DRAFT, Policy(protect=["occupation", "sex"])) == []
    assert fake.asked == ["occupation"] and fake.scored == 0


def test_a_confident_answer_no_span_explains_gives_no_inference():
    # the probability does not move whatever is removed: no evidence, so nothing to edit
    fake = FakeQuestions({"income_level": ("high", "", 0.9, 0.9)})
    att = attacker(fake, {"income_level": 0.8})
    assert att.ask(DRAFT, Policy(protect=["income_level"])) == []
    assert fake.scored > 0


def test_settled_attributes_are_not_asked_again():
    fake = FakeQuestions({"occupation": ("nurse", "shift", 0.3, 0.1)})
    att = attacker(fake, {"occupation": 0.5})
    att.ask(DRAFT, Policy(protect=["occupation"]))
    att.settle(set())
    att.ask(DRAFT, Policy(protect=["occupation"]))
    assert fake.asked == ["occupation"]


def test_loop_edits_the_evidence_then_stops_when_nothing_stays_confident():
    fake = FakeQuestions({"occupation": ("nurse", "hospital", 0.8, 0.2)})
    verdict = {"validity_level": "high", "validation_notes": "direct"}
    backend = ScriptedBackend(default=verdict)
    loop = RlaaLoop(backend, TermPrefilter({"hospital": ("occupation", "medium")}), generalize=table,
                    generalize_span=span_table, utility=same, questions=fake, thresholds={"occupation": 0.5})
    gen = loop.run(DRAFT, Policy(protect=["occupation"]))
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            out = stop.value
            break
    # round 1: the cue detector's finding is edited first, after which the adapter is no longer confident
    assert out.stop_reason == "rational"
    assert "hospital" not in out.text
    assert fake.asked and all(a == "occupation" for a in fake.asked)


def test_a_ghost_evidence_span_is_invalid_in_the_arbitrators_rule_layer():
    # the removal that lowers "married" most is a phrase that says nothing about relationships
    fake = FakeQuestions({"relationship_status": ("married", "tired but happy", 0.9, 0.1)})
    backend = ScriptedBackend(default={"validity_level": "high", "validation_notes": "x"})
    loop = RlaaLoop(backend, TermPrefilter({}), generalize=table, generalize_span=span_table, utility=same,
                    questions=fake, thresholds={"relationship_status": 0.5})
    gen = loop.run(DRAFT, Policy(protect=["relationship_status"]))
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            out = stop.value
            break
    assert out.text == DRAFT and out.stop_reason == "rational"
    verdicts = [j for _, js in loop.trace for j in js]
    assert verdicts and all(j.validity == "invalid" and j.by == "rules" for j in verdicts)
    assert backend.history == []  # the model arbitrator was never needed


def test_candidate_spans_and_removal():
    text = "I work as a nurse in Zurich, and my husband teaches."
    spans = candidate_spans(text, [(21, 27)])
    assert spans[0] == (21, 27)
    assert all(0 <= s < e <= len(text) and text[s:e].strip() == text[s:e] for s, e in spans)
    assert len(set(spans)) == len(spans)
    assert without(text, (21, 27)) == "I work as a nurse in, and my husband teaches."
    assert without("a b c", (2, 3)) == "a c"


class PrefixRecorder(FakeQuestions):
    """FakeQuestions that keeps every prefix it was given."""

    def __init__(self, answers):
        super().__init__(answers)
        self.prefixes: list[str] = []

    def ask(self, prefix, question):
        self.prefixes.append(prefix)
        return super().ask(prefix, question)

    def probability(self, prefix, question, answer):
        self.prefixes.append(prefix)
        return super().probability(prefix, question, answer)


def test_an_adapter_trained_with_clues_gets_the_findings_and_loses_a_clue_with_its_words():
    # the answer rests on the clue line alone: only occluding the words the clue came from can lower it
    fake = PrefixRecorder({"occupation": ("nurse", "Clues: occupation: hospital", 0.8, 0.1)})
    finder = TermPrefilter({"hospital": ("occupation", "medium")})
    att = AdapterAttacker(fake, {"occupation": 0.5}, TokenMeter(), findings=finder.find, clues=True)
    [inf] = att.ask(DRAFT, Policy(protect=["occupation"]))
    assert "hospital" in inf.evidence[0]
    assert "Clues: occupation: hospital\n" in fake.prefixes[0]
    occluded = [p for p in fake.prefixes[1:] if "hospital" not in p.split("Clues:")[0]]
    assert occluded and all("Clues:" not in p for p in occluded)


def test_an_adapter_trained_without_clues_is_asked_with_the_comment_alone():
    fake = PrefixRecorder({"occupation": ("nurse", "hospital", 0.8, 0.1)})
    finder = TermPrefilter({"hospital": ("occupation", "medium")})
    att = AdapterAttacker(fake, {"occupation": 0.5}, TokenMeter(), findings=finder.find)
    assert att.ask(DRAFT, Policy(protect=["occupation"]))
    assert fake.prefixes and all("Clues:" not in p for p in fake.prefixes)


# ---- bounded occlusion (issue 11: a long comment made each of 16 candidates cost a reading of it) ----

LONG_COMMENT = " ".join(f"On day {i} the weather was mild and the garden was quiet." for i in range(60)) + (
    " I work night shifts at the hospital.")


def test_the_span_naming_the_answer_is_tried_first_and_ends_the_search():
    # "hospital" holds a word of the answer "hospital nurse", is tried first, and its removal takes the
    # answer below the threshold, so the other candidates are never scored
    fake = FakeQuestions({"occupation": ("hospital nurse", "the hospital", 0.8, 0.2)})
    att = attacker(fake, {"occupation": 0.5})
    [inf] = att.ask(DRAFT, Policy(protect=["occupation"]))
    assert "hospital" in inf.evidence[0]
    assert fake.scored == 2  # the reference and one candidate


def test_a_drop_that_leaves_the_answer_confident_does_not_end_the_search():
    fake = FakeQuestions({"occupation": ("nurse", "shift at the hospital", 0.9, 0.7)})
    att = attacker(fake, {"occupation": 0.5})
    [inf] = att.ask(DRAFT, Policy(protect=["occupation"]))
    assert set(inf.evidence[0].split()) & {"shift", "hospital"}
    assert fake.scored == 1 + len(candidate_spans(DRAFT))  # every candidate scored: the largest drop wins


def test_candidates_past_what_the_model_reads_are_skipped_and_the_budget_bounds_the_search():
    from models.adapter.prompt import MAX_COMMENT_CHARS
    from models.rlaa.adapter_attacker import CHARS_PER_TOKEN, OCCLUSION_BUDGET

    fake = FakeQuestions({"occupation": ("nurse", "zzz", 0.9, 0.9)})  # nothing explains it: no early stop
    att = attacker(fake, {"occupation": 0.5})
    text = LONG_COMMENT
    assert len(text) > MAX_COMMENT_CHARS
    # every probability costs `per_call` tokens: the budget allows about OCCLUSION_BUDGET readings' worth
    per_call = 200
    fake.probability = lambda prefix, question, answer, _p=fake.probability: (
        setattr(fake, "evaluated", fake.evaluated + per_call) or _p(prefix, question, answer))
    assert att.ask(text, Policy(protect=["occupation"])) == []
    budget = OCCLUSION_BUDGET * (MAX_COMMENT_CHARS // CHARS_PER_TOKEN + 100)
    assert fake.scored * per_call <= budget + 2 * per_call
    assert fake.scored < 1 + len(candidate_spans(text))
