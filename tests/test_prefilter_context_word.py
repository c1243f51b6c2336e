"""Context.words: a Word compares and hashes by value (as the frozen dataclass it was did)."""

from __future__ import annotations

from models.prefilter.context import Context, Word


def test_words_compare_and_hash_by_value() -> None:
    first, second = Context("Zurich and Zurich").words[0], Context("Zurich").words[0]
    assert first == second == Word(0, 6, "Zurich")
    assert hash(first) == hash(second) and len({first, second}) == 1
    assert first != Word(11, 17, "Zurich")  # near miss: the same text elsewhere
    assert first != Word(0, 6, "zurich")  # near miss: another case


def test_words_are_the_letter_runs() -> None:
    assert [w.text for w in Context("O'Brien's Winston-Salem trip, Zu\u0308rich 2x").words] == [
        "O'Brien", "s", "Winston-Salem", "trip", "Zu\u0308rich", "x"]  # the possessive's s stands alone
