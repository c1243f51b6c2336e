"""Short questions to a llama.cpp model, answered greedily with the answer's probability.

The attacker adapter asks one question per attribute about one comment, and then asks the same
questions about the comment with a span removed (occlusion). Every question starts with the same
comment, so the token prefix already in llama.cpp's KV cache is kept and only the rest is evaluated:
the comment costs once, each question a few dozen tokens.

The probability of an answer is the product of the probabilities of its tokens and of the end marker
(the same definition the training script reports, bench/train_attacker.py).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..adapter.prompt import END, clean_answer
from .backend import Generation

MAX_ANSWER_TOKENS = 12
_TOKEN_CACHE = 256


@dataclass(frozen=True)
class Answer:
    """A greedy answer: the cleaned text, its probability and its tokens (to score it again elsewhere)."""

    text: str
    probability: float
    tokens: tuple[int, ...]


class LlamaQuestions:
    """Asks and scores questions on a loaded LlamaCppBackend (hold the backend's lock while using it).

    The adapter was trained for these questions only: it is switched on for them and off again for the
    other roles (`adapter_off`), which share the model. A switch empties the KV cache, whose entries were
    computed with the other weights.
    """

    def __init__(self, llm: Any) -> None:
        self.llm = llm
        self._adapter = getattr(llm, "_lora_adapter", None)
        self._active = self._adapter is not None  # llama-cpp-python applies it at load time
        self.adapter_off()  # the other roles come first in a round
        end = llm.tokenize(END.encode("utf-8"), add_bos=False, special=True)
        if len(end) != 1:
            raise ValueError("the model has no single end-of-turn token: it is not the adapter's base model")
        self.end = end[0]
        self._tokens: OrderedDict[str, list[int]] = OrderedDict()
        self.evaluated = 0  # tokens actually computed (the rest came from the cache)

    def tokens(self, text: str) -> list[int]:
        cached = self._tokens.get(text)
        if cached is None:
            cached = self.llm.tokenize(text.encode("utf-8"), add_bos=False, special=True)
            self._tokens[text] = cached
            if len(self._tokens) > _TOKEN_CACHE:
                self._tokens.popitem(last=False)
        else:
            self._tokens.move_to_end(text)
        return cached

    @property
    def has_adapter(self) -> bool:
        return self._adapter is not None

    def adapter_off(self) -> None:
        """Back to the base model for the other roles (no-op without an adapter or when already off)."""
        self._switch(False)

    def _switch(self, on: bool) -> None:
        if self._adapter is None or self._active == on:
            return
        import ctypes

        import llama_cpp

        adapters = (llama_cpp.llama_adapter_lora_p_ctypes * 1)(self._adapter)
        scales = (ctypes.c_float * 1)(1.0)
        if on:
            failed = llama_cpp.llama_set_adapters_lora(self.llm._ctx.ctx, adapters, 1, scales)
        else:
            failed = llama_cpp.llama_set_adapters_lora(self.llm._ctx.ctx, None, 0, None)
        if failed:
            raise RuntimeError("llama.cpp could not switch the LoRA adapter")
        self._active = on
        self.llm.n_tokens = 0  # the cache was computed with the other weights

    def ask(self, prefix: str, question: str, max_tokens: int = MAX_ANSWER_TOKENS) -> Answer:
        """The greedy answer to `question` about `prefix`."""
        self._switch(True)
        seq = self.tokens(prefix) + self.tokens(question)
        logprob, out = 0.0, []
        for _ in range(max_tokens):
            logp = log_softmax(self._logits_after(seq))
            token = int(np.argmax(logp))
            logprob += float(logp[token])
            if token == self.end:
                break
            out.append(token)
            seq = seq + [token]
        text = self.llm.detokenize(out).decode("utf-8", errors="replace")
        return Answer(clean_answer(text), math.exp(logprob), tuple(out))

    def probability(self, prefix: str, question: str, answer: Answer) -> float:
        """How likely the model gives `answer` (token for token, then the end marker) to this question."""
        self._switch(True)
        seq = self.tokens(prefix) + self.tokens(question)
        logprob = 0.0
        for token in (*answer.tokens, self.end):
            logprob += float(log_softmax(self._logits_after(seq))[token])
            seq = seq + [token]
        return math.exp(logprob)

    def generation(self, since_evaluated: int) -> Generation:
        """The tokens computed since the counter stood at `since_evaluated`, as a Generation for the meter."""
        spent = self.evaluated - since_evaluated
        return Generation("", spent, 0, spent)

    def _logits_after(self, seq: list[int]) -> Any:
        logits, spent = logits_after(self.llm, seq)
        self.evaluated += spent
        return logits


def cached_prefix(llm: Any, seq: list[int]) -> int:
    """How many of `seq`'s first tokens the model's KV cache holds already."""
    cached = llm.input_ids[: llm.n_tokens]
    common = 0
    limit = min(len(cached), len(seq))
    while common < limit and cached[common] == seq[common]:
        common += 1
    return common


def logits_after(llm: Any, seq: list[int]) -> tuple[Any, int]:
    """The next-token logits after `seq` and the number of tokens computed for them: only what the KV cache does
    not hold yet is evaluated."""
    common = cached_prefix(llm, seq)
    if common == len(seq):  # the logits of the last token are not kept: evaluate it again
        common -= 1
    if len(seq) > llm.n_ctx():
        raise ValueError("the question does not fit the model's context")
    llm.n_tokens = common
    llm.eval(seq[common:])
    return np.ctypeslib.as_array(llm._ctx.get_logits(), shape=(llm.n_vocab(),)).copy(), len(seq) - common


def log_softmax(logits: Any) -> Any:
    shifted = logits - np.max(logits)
    return shifted - np.log(np.sum(np.exp(shifted)))
