"""Per-site policy: what to protect on a site and how hard to try (DESIGN.md, 'Policies')."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from .categories import CATEGORIES
from .errors import InputError

MODES = ("off", "suggest", "review_before_submit", "auto_on_submit")
THRESHOLDS = ("high", "medium", "low")
STYLES = ("generalize", "placeholder", "pseudonym")
MAX_ROUNDS_LIMIT = 10

# V_valid of seed 000: which arbitrator tiers count as leaks worth an edit.
VALID_TIERS = {
    "high": frozenset({"high"}),
    "medium": frozenset({"high", "medium"}),
    "low": frozenset({"high", "medium", "low"}),
}

DEFAULT_REVIEW_SITES = ("reddit.com", "chatgpt.com", "chat.openai.com")
# AI chat sites: their replies are restored on the user's screen, so stand-ins are the default style.
AI_CHAT_SITES = ("chatgpt.com", "chat.openai.com")


@dataclass
class Policy:
    """How LookTwice treats one site."""

    site: str = "*"
    mode: str = "off"
    protect: list[str] = field(default_factory=lambda: list(CATEGORIES))
    threshold: str = "medium"
    max_rounds: int = 3
    style: str = "generalize"
    allow: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not isinstance(self.site, str) or not self.site:
            raise InputError("policy.site must be a non-empty string")
        _one_of("mode", self.mode, MODES)
        _one_of("threshold", self.threshold, THRESHOLDS)
        _one_of("style", self.style, STYLES)
        if not isinstance(self.protect, list) or not all(isinstance(p, str) for p in self.protect):
            raise InputError("policy.protect must be a list of category names")
        unknown = [p for p in self.protect if p not in CATEGORIES]
        if unknown:
            raise InputError(f"policy.protect has unknown categories: {', '.join(unknown)}")
        if isinstance(self.max_rounds, bool) or not isinstance(self.max_rounds, int) or not (
            1 <= self.max_rounds <= MAX_ROUNDS_LIMIT
        ):
            raise InputError(f"policy.max_rounds must be an integer from 1 to {MAX_ROUNDS_LIMIT}")
        if not isinstance(self.allow, list) or not all(isinstance(a, str) for a in self.allow):
            raise InputError("policy.allow must be a list of strings")

    @property
    def valid_tiers(self) -> frozenset[str]:
        return VALID_TIERS[self.threshold]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "Policy":
        if not isinstance(data, dict):
            raise InputError("a policy must be a JSON object")
        known = {f.name for f in fields(cls)}
        extra = sorted(set(data) - known)
        if extra:
            raise InputError(f"policy has unknown fields: {', '.join(extra)}")
        return cls(**data)


def default_policy(site: str) -> Policy:
    """Reddit and ChatGPT are reviewed before submit; every other site is off until enabled. AI chat
    sites use pseudonyms (restored in replies), every other site generalizes."""
    site = site.lower()
    reviewed = any(site == s or site.endswith("." + s) for s in DEFAULT_REVIEW_SITES)
    chat = any(site == s or site.endswith("." + s) for s in AI_CHAT_SITES)
    return Policy(site=site, mode="review_before_submit" if reviewed else "off",
                  style="pseudonym" if chat else "generalize")


def _one_of(name: str, value: Any, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise InputError(f"policy.{name} must be one of {', '.join(allowed)}; got {value!r}")
