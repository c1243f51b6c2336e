"""The shipped attacker adapter through llama.cpp on the real embedded model: it loads, it changes the
answers, and switching it off gives the base model back."""

import math

import pytest

from models.adapter.prompt import comment_prefix, question_suffix
from models.adapter.registry import engine_adapter
from models.runtime.llama_questions import LlamaQuestions
from models.runtime.loader import load_backend

pytestmark = pytest.mark.model

COMMENT = ("Honestly the winters here in Oslo are brutal, but after twelve years as a nurse on night shifts "
           "I barely notice the dark anymore. My wife keeps telling me to take a holiday somewhere sunny.")


@pytest.fixture(scope="module")
def models():
    base = LlamaQuestions(getattr(load_backend(None, n_threads=1), "native"))
    tuned = LlamaQuestions(getattr(load_backend(None, n_threads=1, lora_path=engine_adapter().path), "native"))
    return base, tuned


def test_the_adapter_loads_and_changes_the_answers(models):
    base, tuned = models
    assert tuned.has_adapter and not base.has_adapter
    prefix = comment_prefix(COMMENT)
    changed = 0
    for attribute in ("occupation", "city_country"):
        a, b = base.ask(prefix, question_suffix(attribute)), tuned.ask(prefix, question_suffix(attribute))
        assert 0.0 < a.probability <= 1.0 and 0.0 < b.probability <= 1.0
        changed += a.text != b.text
        # the tuned model answers with a short guess, not a sentence about the question
        assert len(b.text.split()) <= 4, b.text
    assert changed >= 1


def test_switching_the_adapter_off_gives_the_base_model(models):
    base, tuned = models
    prefix, question = comment_prefix(COMMENT), question_suffix("occupation")
    answer = tuned.ask(prefix, question)
    on = tuned.probability(prefix, question, answer)
    # scored token by token it is the same answer, up to llama.cpp's batched-vs-single arithmetic: a few
    # hundredths of a nat per token (a low-probability answer of a few tokens can differ by 20 % relative)
    tokens = len(answer.tokens) + 1
    assert abs(math.log(on) - math.log(answer.probability)) <= 0.1 * tokens
    tuned.adapter_off()
    off = _probability_off(tuned, prefix, question, answer)
    assert off == pytest.approx(base.probability(prefix, question, answer), rel=1e-2)
    assert abs(on - off) > 1e-3


def _probability_off(q: LlamaQuestions, prefix, question, answer) -> float:
    """The same score with the adapter off (probability() itself always asks the adapter)."""
    import math

    from models.runtime.llama_questions import log_softmax

    seq = q.tokens(prefix) + q.tokens(question)
    logprob = 0.0
    for token in (*answer.tokens, q.end):
        logprob += float(log_softmax(q._logits_after(seq))[token])
        seq = seq + [token]
    return math.exp(logprob)
