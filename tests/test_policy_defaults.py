"""Default policies: Reddit and the AI chat sites reviewed before submit, pseudonyms on the AI chat sites."""

from __future__ import annotations

import pytest

from models.policy import AI_CHAT_SITES, DEFAULT_REVIEW_SITES, default_policy


@pytest.mark.parametrize("site", AI_CHAT_SITES)
def test_ai_chat_sites_are_reviewed_with_pseudonyms(site: str) -> None:
    policy = default_policy(site)
    assert (policy.mode, policy.style) == ("review_before_submit", "pseudonym")


@pytest.mark.parametrize(
    ("site", "mode", "style"),
    [
        ("reddit.com", "review_before_submit", "generalize"),
        ("old.reddit.com", "review_before_submit", "generalize"),
        ("www.perplexity.ai", "review_before_submit", "pseudonym"),
        ("CLAUDE.AI", "review_before_submit", "pseudonym"),
        ("notclaude.ai", "off", "generalize"),
        ("example.org", "off", "generalize"),
    ],
)
def test_defaults_by_site(site: str, mode: str, style: str) -> None:
    policy = default_policy(site)
    assert (policy.mode, policy.style) == (mode, style)


def test_review_sites_are_reddit_and_the_ai_chat_sites() -> None:
    assert DEFAULT_REVIEW_SITES == ("reddit.com", *AI_CHAT_SITES)
    new_sites = {"claude.ai", "gemini.google.com", "perplexity.ai", "copilot.microsoft.com", "chat.mistral.ai"}
    assert new_sites <= set(AI_CHAT_SITES)
