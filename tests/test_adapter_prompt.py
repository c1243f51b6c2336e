"""The adapter's prompt: the comment as the shared prefix, the pre-filter's findings as clues."""

from models.adapter.prompt import MAX_CLUES, clues_of, comment_prefix
from models.records import Finding


def finding(start, text, category, value=None):
    return Finding(start, start + len(text), text, category, 0.9, "medium", "test", "", value)


def test_clues_read_as_words_in_text_order_each_once():
    found = [
        finding(30, "Zürich", "city_country", "Zürich, Switzerland"),
        finding(0, "100 CHF", "city_country", "CHF:100"),  # an internal code: the words alone
        finding(50, "colours", "city_country", "British spelling"),
        finding(60, "nurse", "occupation", "Nurse"),  # the same as the words: said once
        finding(70, "Zürich", "city_country", "Zürich, Switzerland"),  # a repeat
    ]
    assert clues_of(found) == ["city country: 100 CHF", "city country: Zürich = Zürich, Switzerland",
                               "city country: colours", "occupation: nurse"]


def test_clues_are_capped():
    found = [finding(i * 10, f"town{i}", "city_country") for i in range(MAX_CLUES + 3)]
    assert len(clues_of(found)) == MAX_CLUES


def test_a_prefix_without_clues_is_the_comment_alone():
    assert comment_prefix("hi there") == "<|im_start|>user\nHere is a Reddit comment.\nComment: hi there\n"
    with_clues = comment_prefix("hi there", ["age: 31"])
    assert with_clues.startswith(comment_prefix("hi there")) and with_clues.endswith("Clues: age: 31\n")


def test_kinds_and_codes_are_not_shown_as_values():
    found = [finding(0, "fika", "city_country", "word"), finding(10, "aye", "city_country", "aye^"),
             finding(20, "Hauz Khas", "city_country", "name"), finding(40, "my wife", "relationship_status", "married")]
    assert clues_of(found) == ["city country: fika", "city country: aye", "city country: Hauz Khas",
                               "relationship status: my wife = married"]
