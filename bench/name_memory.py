"""How well a language model remembers a person's name: the evidence of fame a model carries.

A model trained on web text has seen a famous full name many times, so the surname after the first name
("Jacinda" → " Ardern") is far likelier than the same surname after an ordinary first name, and far likelier
than a private person's surname after theirs. The score is that difference (a pointwise mutual information of
first name and surname, in nats), measured with the model itself and nothing else: no list of people.

Scored token by token on a loaded llama.cpp model (llama_cpp.Llama, base weights: a LoRA trained for other
questions must be off). The KV cache keeps the longest common prefix between two sequences, so the shared
start costs once. Hold the backend's lock while scoring.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from models.runtime.llama_questions import cached_prefix, log_softmax, logits_after

# Ordinary first names, the yardstick for how likely a surname is after *some* first name: the most frequent
# first names of Faker's weighted en_US lists (faker/providers/person/en_US, first_names_female/_male, the
# US Social Security Administration's counts), four women's and four men's.
GENERIC_FIRST_NAMES = ("Mary", "Patricia", "Jennifer", "Linda", "James", "John", "Robert", "Michael")


@dataclass(frozen=True)
class NameMemory:
    """A name's scores, in nats: `pmi` = log p(surname | first name) − mean log p(surname | ordinary first
    name); `whole` = log p(whole name) per token after the context; `probe` = log p(continuation | name)."""

    name: str
    pmi: float | None  # None for a one-word name
    whole: float
    probe: float
    tokens: int  # tokens evaluated for this name (those the cache did not hold)


class NameMemoryScorer:
    """Scores names with a llama.cpp model (`llm`: a llama_cpp.Llama)."""

    def __init__(self, llm: Any, context: str = "Name:", probe: str = " (born") -> None:
        self.llm = llm
        self.context = context  # the text before the name: at a bare start of text the model expects no name
        self.probe = probe
        self.bos = llm.token_bos()
        self.evaluated = 0

    def words(self, text: str) -> list[int]:
        return list(self.llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def score(self, name: str) -> NameMemory:
        before = self.evaluated
        parts = name.split()
        # each word with its space: GPT-2-style pre-tokenization splits at spaces, so the pieces' tokens are
        # the whole name's tokens
        pieces = [self.words(" " + p) for p in parts]
        start = [self.bos] + self.words(self.context)
        name_tokens = [t for piece in pieces for t in piece]
        whole = self.logprob(start, name_tokens) / max(1, len(name_tokens))
        probe = self.logprob(start + name_tokens, self.words(self.probe))
        pmi = None
        if len(parts) >= 2:
            head = [t for piece in pieces[:-1] for t in piece]
            last = pieces[-1]
            given = self.logprob(start + head, last)
            generic = [self.logprob(start + self.words(" " + g), last) for g in GENERIC_FIRST_NAMES]
            pmi = given - sum(generic) / len(generic)
        return NameMemory(name, pmi, whole, probe, self.evaluated - before)

    def logprob(self, context: list[int], continuation: list[int]) -> float:
        """log p(continuation | context), summed over the continuation's tokens."""
        if getattr(self.llm, "_logits_all", False):
            # a model loaded with logits_all keeps every position's logits: one evaluation per sequence
            rows = self._all_logits(context + continuation)
            return sum(float(log_softmax(rows[len(context) - 1 + i])[token]) for i, token in enumerate(continuation))
        total = 0.0
        seq = list(context)
        for token in continuation:
            total += float(log_softmax(self._logits_after(seq))[token])
            seq.append(token)
        return total

    def _all_logits(self, seq: list[int]) -> Any:
        """Every position's next-token logits for `seq` (logits_all models), evaluating what is not cached."""
        llm = self.llm
        common = min(cached_prefix(llm, seq), len(seq) - 1)
        llm.n_tokens = common
        llm.eval(seq[common:])
        self.evaluated += len(seq) - common
        return llm.scores[: len(seq)]

    def _logits_after(self, seq: list[int]) -> Any:
        logits, spent = logits_after(self.llm, seq)
        self.evaluated += spent
        return logits
