"""Email addresses."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import Pattern, PatternRecognizer
from ...records import Finding


_URL_CREDENTIALS = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s:/@]*:$")

# An address spelled out to hide it from scrapers, as forum posts write it ("john dot smith at gmail dot com",
# "jsmith [at] proton [dot] me", "ana(at)example(dot)org"): "at" and "dot" as words or in brackets, and a top-level
# domain of IANA's most used (generic and the countries' of English-speaking users).
_DOT = r"(?:[ \t]*(?:\(dot\)|\[dot\]|\{dot\})[ \t]*|[ \t]+dot[ \t]+|\.)"
_AT = r"(?:[ \t]*(?:\(at\)|\[at\]|\{at\}|\(@\)|\[@\])[ \t]*|[ \t]+at[ \t]+)"
_TLD = (r"(?:com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|ca|au|in|ie|nz|me|info|biz|us|ng|za|ph|ke|gh|sg|my|pk)"
        r"(?![\w-])")
_SPELLED = re.compile(rf"(?<![\w.+-])(?P<local>[A-Za-z0-9][A-Za-z0-9_%+-]*(?:{_DOT}[A-Za-z0-9_%+-]+)*){_AT}"
                      rf"(?P<domain>[A-Za-z0-9-]+(?:{_DOT}[A-Za-z0-9-]+)*{_DOT}{_TLD})", re.IGNORECASE)
_COMMON_WORD_ZIPF = 4.0  # a plain word this frequent before "at" is a sentence ("look at google dot com")


def _unspelled(candidate: str) -> str:
    """The address as written plainly ("john dot smith at gmail dot com" → "john.smith@gmail.com")."""
    plain = re.sub(_AT, "@", candidate, count=1, flags=re.IGNORECASE)
    return re.sub(_DOT, ".", plain, flags=re.IGNORECASE).lower()


def _spelled_address(m: re.Match[str]) -> bool:
    """The spelled-out form (a match of _SPELLED) says "dot" or a bracket somewhere, and what stands before "at" is
    no plain common word."""
    from wordfreq import zipf_frequency

    if not re.search(r"\bdot\b|[\[({]", m.group(), re.IGNORECASE):
        return False
    local = m.group("local")
    plain = re.fullmatch(r"[A-Za-z]+", local) is not None
    return not (plain and zipf_frequency(local.lower(), "en") >= _COMMON_WORD_ZIPF)


class EmailRecognizer(PatternRecognizer):
    name = "email"
    category = "email"
    reason = "An email address identifies you directly."
    PATTERNS = (
        Pattern(
            "address",
            re.compile(r"(?<![\w.+-])[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,63})@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24}\b"),
            0.95,
        ),
    )

    def find(self, ctx: Context) -> list[Finding]:
        out = super().find(ctx)
        if not any(w in ctx.lower for w in ("dot", "(at)", "[at]", "{at}", "(@)", "[@]")):
            return out  # most drafts: nothing spelled out (the regex would cost a few % of the pre-filter)
        for m in _SPELLED.finditer(ctx.text):
            if _spelled_address(m):
                out.append(Finding(m.start(), m.end(), m.group(), self.category, 0.9, self.validity,
                                   f"{self.name}.spelled", self.reason, _unspelled(m.group())))
        return out

    def valid_span(self, text: str, match: re.Match[str], pattern: Pattern) -> tuple[int, int] | None:
        if _URL_CREDENTIALS.search(text, max(0, match.start() - 200), match.start()):
            return None  # "postgres://admin:hunter2@db.example.com": a password and a host, not an address (secret.py)
        return super().valid_span(text, match, pattern)

    def validate(self, candidate: str) -> bool:
        local, _, domain = candidate.partition("@")
        return ".." not in candidate and not local.endswith(".") and not domain.startswith("-")

    def normalize(self, candidate: str) -> str:
        return candidate.lower()
