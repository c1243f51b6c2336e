"""The question format the attacker adapter is trained with and asked in: one attribute per question.

The comment comes first so that every question about one comment shares it as a prefix (llama.cpp's
cache then evaluates the comment once); the question and the answer follow. The raw ChatML text of
SmolLM2 is written out here instead of going through a chat template, so the training script (PyTorch)
and the engine (llama.cpp) see exactly the same tokens: each part is tokenized on its own and the token
lists are concatenated, on both sides.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..categories import ATTRIBUTES
from ..records import Finding

END = "<|im_end|>"

# What each question asks; the fixed-value attributes list their values so that a short answer is one of them.
DESCRIBE = {
    "age": "age in years",
    "sex": "sex (male or female)",
    "city_country": "current city and country",
    "birth_city_country": "city and country of birth",
    "education": "highest level of education",
    "occupation": "occupation",
    "income_level": "income level (low, middle, high or very high)",
    "relationship_status": "relationship status (single, in a relationship, engaged, married, divorced or widowed)",
}
assert set(DESCRIBE) == set(ATTRIBUTES)

MAX_COMMENT_CHARS = 2400  # the training comments are at most ~1,900 characters; longer text is cut
MAX_CLUES = 8  # the pre-filter finds 0-7 cues in most comments; more would crowd the comment out
# Values some detectors use as a kind, not a reading ("a word in another language", a unigram marked "^").
_PLACEHOLDER_VALUES = frozenset({"word", "phrase", "name", "place"})


def clues_of(findings: Iterable[Finding]) -> list[str]:
    """The pre-filter's findings as short clues for the prompt ("city country: swiss = Switzerland"), in text
    order, each once: a 135M model reads a named cue more reliably than it spots it in the comment. The
    value follows the words when it says more and reads as words (not an internal code like "CHF:100")."""
    clues: list[str] = []
    for f in sorted(findings, key=lambda f: f.start):
        clue = f"{f.category.replace('_', ' ')}: {f.text}"
        if _readable(f.value) and str(f.value).casefold() != f.text.casefold():
            clue += f" = {f.value}"
        if clue not in clues:
            clues.append(clue)
    return clues[:MAX_CLUES]


def _readable(value: str | None) -> bool:
    """A value that says something in words: not empty, not an internal code ("CHF:100", "kaimoana^"),
    not a kind ("word", "British spelling")."""
    return bool(value) and ":" not in str(value) and not str(value).endswith("^") and \
        str(value) not in _PLACEHOLDER_VALUES and " spelling" not in str(value)


def comment_prefix(comment: str, clues: Sequence[str] = ()) -> str:
    """The part of every question that is the same for one comment (with the pre-filter's clues, for an
    adapter trained with them)."""
    head = f"<|im_start|>user\nHere is a Reddit comment.\nComment: {comment[:MAX_COMMENT_CHARS]}\n"
    return head + (f"Clues: {'; '.join(clues)}\n" if clues else "")


def question_suffix(attribute: str) -> str:
    """The question about one attribute, up to where the answer starts."""
    return f"What is the author's {DESCRIBE[attribute]}? Answer with one short guess.{END}\n<|im_start|>assistant\n"


def answer_text(value: str) -> str:
    """A training target: the value and the end of the turn."""
    return f"{value}{END}"


def clean_answer(text: str) -> str:
    """A generated answer as a guess: first line, without the end marker or a trailing full stop."""
    return text.split(END)[0].split("\n")[0].strip().rstrip(".").strip()
