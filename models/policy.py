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
# Bounds on what a policy may hold, so a stored policy can never grow the store without limit (issue 15:
# a 3 MB `site` made every analysis decrypt 174 MB). A site key is a host name: at most 253 characters
# (RFC 1035's limit on a domain name). The allow-list holds terms the user clicked "always allow" on:
# 200 characters each (extension/background/policy_store.js), 500 of them per site.
MAX_SITE_CHARS = 253
MAX_ALLOW_TERMS = 500
MAX_TERM_CHARS = 200

# V_valid of seed 000: which arbitrator tiers count as leaks worth an edit.
VALID_TIERS = {
    "high": frozenset({"high"}),
    "medium": frozenset({"high", "medium"}),
    "low": frozenset({"high", "medium", "low"}),
}

# DESIGN.md "Policies": the AI chat sites people paste their lives into; reviewed before submit, and their
# replies restored on screen (style pseudonym). extension/shared/sites.js mirrors both lists (tested).
AI_CHAT_SITES = (
    "chatgpt.com",
    "chat.openai.com",
    "claude.ai",
    "gemini.google.com",
    "perplexity.ai",
    "copilot.microsoft.com",
    "chat.mistral.ai",
)
DEFAULT_REVIEW_SITES = ("reddit.com", *AI_CHAT_SITES)


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
        if len(self.site) > MAX_SITE_CHARS:
            raise InputError(f"policy.site has {len(self.site)} characters; a site (host name) has at most "
                             f"{MAX_SITE_CHARS}")
        if any(c.isspace() or not c.isprintable() for c in self.site):
            raise InputError("policy.site must be a host name: no spaces or control characters")
        _one_of("mode", self.mode, MODES)
        _one_of("threshold", self.threshold, THRESHOLDS)
        _one_of("style", self.style, STYLES)
        if not isinstance(self.protect, list) or not all(isinstance(p, str) for p in self.protect):
            raise InputError("policy.protect must be a list of category names")
        unknown = [p for p in self.protect if p not in CATEGORIES]
        if unknown:
            raise InputError(f"policy.protect has unknown categories: {', '.join(unknown[:5])}")
        if len(set(self.protect)) != len(self.protect):
            raise InputError("policy.protect lists a category more than once")
        if isinstance(self.max_rounds, bool) or not isinstance(self.max_rounds, int) or not (
            1 <= self.max_rounds <= MAX_ROUNDS_LIMIT
        ):
            raise InputError(f"policy.max_rounds must be an integer from 1 to {MAX_ROUNDS_LIMIT}")
        if not isinstance(self.allow, list) or not all(isinstance(a, str) for a in self.allow):
            raise InputError("policy.allow must be a list of strings")
        if len(self.allow) > MAX_ALLOW_TERMS:
            raise InputError(f"policy.allow has {len(self.allow)} terms; at most {MAX_ALLOW_TERMS} per site")
        if any(not a.strip() or len(a) > MAX_TERM_CHARS for a in self.allow):
            raise InputError(f"policy.allow terms must be 1 to {MAX_TERM_CHARS} characters")

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
    """Reddit and the AI chat sites are reviewed before submit; every other site is off until enabled."""
    site = site.lower()
    reviewed = any(_within(site, s) for s in DEFAULT_REVIEW_SITES)
    ai_chat = any(_within(site, s) for s in AI_CHAT_SITES)
    return Policy(
        site=site,
        mode="review_before_submit" if reviewed else "off",
        style="pseudonym" if ai_chat else "generalize",
    )


def _within(site: str, base: str) -> bool:
    return site == base or site.endswith("." + base)


def _one_of(name: str, value: Any, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise InputError(f"policy.{name} must be one of {', '.join(allowed)}; got {value!r}")
