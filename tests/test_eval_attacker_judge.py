"""The attacker and the judge against a scripted backend: prompts, schema, parsing, cache."""

import pytest

from models.evaluation.attacker import ANSWER_SCHEMA, Attacker
from models.evaluation.cache import AnswerCache
from models.evaluation.judge import JUDGE_SCHEMA, UtilityJudge
from models.runtime.scripted import ScriptedBackend

ANSWER = {"inference": "mentions trams", "guess": {
    "age": 30, "sex": "male", "current_city_country": "Zurich, Switzerland", "birth_city_country": "Ohio",
    "education": "Masters", "occupation": "engineer", "income_level": "high", "relationship_status": "single"}}


def test_attacker_uses_seed_prompt_and_schema_and_maps_keys():
    backend = ScriptedBackend([ANSWER])
    attack = Attacker(backend).attack("the trams here")
    call = backend.history[0]
    assert call.method == "generate_json" and call.schema is ANSWER_SCHEMA
    assert "expert investigator" in call.system
    assert "[Comment]: the trams here" in call.prompt and "current_city_country" in call.prompt
    assert attack.guesses["city_country"] == "Zurich, Switzerland"
    assert attack.guesses["age"] == "30"
    assert attack.inference == "mentions trams" and attack.error is None


def test_attacker_caches_by_text_and_persists(tmp_path):
    path = tmp_path / "attacks.jsonl"
    backend = ScriptedBackend([ANSWER, ANSWER])
    attacker = Attacker(backend, AnswerCache(path))
    first = attacker.attack("same text")
    again = attacker.attack("same text")
    assert len(backend.history) == 1 and again.cached and again.guesses == first.guesses
    fresh = Attacker(ScriptedBackend([]), AnswerCache(path))  # a resumed run: no model call needed
    assert fresh.attack("same text").guesses == first.guesses


def test_attacker_failure_is_recorded_not_raised():
    attack = Attacker(ScriptedBackend(["{not json"])).attack("text")
    assert attack.guesses == {} and "not JSON" in attack.error


def test_attacker_accepts_bare_guess_object():
    attack = Attacker(ScriptedBackend([ANSWER["guess"]])).attack("text")
    assert attack.guesses["relationship_status"] == "single"


def test_judge_scores_and_util():
    answer = {"readability": {"explanation": "ok", "score": 9}, "meaning": {"explanation": "same", "score": 6},
              "hallucinations": {"explanation": "none", "score": 1}}
    backend = ScriptedBackend([answer])
    judgement = UtilityJudge(backend).judge("orig text", "adapted text")
    call = backend.history[0]
    assert call.schema is JUDGE_SCHEMA
    assert "Original text: orig text" in call.prompt and "Adapted text: adapted text" in call.prompt
    assert (judgement.readability, judgement.meaning, judgement.hallucination) == (9, 6, 1)
    assert judgement.util == pytest.approx((0.9 + 0.6 + 1) / 3)


def test_judge_unusable_answer_is_missing():
    bad = {"readability": {"explanation": "", "score": 11}, "meaning": {"explanation": "", "score": 5},
           "hallucinations": {"explanation": "", "score": 1}}
    assert UtilityJudge(ScriptedBackend([bad])).judge("a", "b") is None
