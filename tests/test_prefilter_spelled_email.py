"""Email addresses spelled out to hide them from scrapers (pii/email.py _SPELLED): "john dot smith at gmail dot com".
Near misses: sentences with "at" and a site's name, a full stop."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.pii.email import EmailRecognizer


def found(text: str) -> list[tuple[str, str | None]]:
    return [(f.text, f.value) for f in EmailRecognizer().find(Context(text))]


@pytest.mark.parametrize("text,expected", [
    ("email me at john dot smith at gmail dot com or text", [("john dot smith at gmail dot com", "john.smith@gmail.com")]),
    ("jsmith [at] proton [dot] me", [("jsmith [at] proton [dot] me", "jsmith@proton.me")]),
    ("ana(at)example(dot)org", [("ana(at)example(dot)org", "ana@example.org")]),
    ("reach me: kwame_asante at yahoo dot co dot uk", [("kwame_asante at yahoo dot co dot uk", "kwame_asante@yahoo.co.uk")]),
    # near misses: a common word before "at", no "dot" nor bracket, no domain
    ("look at google dot com", []),
    ("I work at Acme dot com", []),
    ("meet me at the cafe dot", []),
    ("priya at outlook.com", []),
])
def test_spelled_addresses(text: str, expected: list[tuple[str, str | None]]) -> None:
    assert found(text) == expected


def test_the_draft_loses_the_address() -> None:
    out = Engine.load(use_llm=False).anonymize("email me at john dot smith at gmail dot com thanks", Policy()).text
    assert "smith" not in out and "gmail" not in out
