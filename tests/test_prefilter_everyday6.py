"""everyday6 (issue 11): a gurdwara named with the kind first (STUDY6's "Gurdwara Sahib Leamington"), with near
misses: the common noun, the bare word at a sentence start, and "Gurdwara" before an ordinary word."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.policy import Policy

_ENGINE = Engine.load(use_llm=False)


@pytest.mark.parametrize(("text", "gone"), [
    ("Gurdwara Sahib Leamington newsletter: langar on Friday.", "Leamington"),
    ("Langar is served at Gurdwara Sri Guru Singh Sabha daily.", "Sabha"),
])
def test_named_gurdwara_goes(text: str, gone: str) -> None:
    assert gone not in _ENGINE.anonymize(text, Policy()).text


@pytest.mark.parametrize(("text", "kept"), [
    ("We went to the gurdwara on Sunday.", "the gurdwara on Sunday"),
    ("Gurdwara is where we eat langar.", "Gurdwara is where"),
])
def test_near_misses_stay(text: str, kept: str) -> None:
    assert kept in _ENGINE.anonymize(text, Policy()).text
