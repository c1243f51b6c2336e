"""Relationships and gender: "my husband", "my ex-wife", "divorced", "as a mom", "as a woman"."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import Recognizer
from ...records import Finding

# Partner words → (relationship status they reveal, sex of the partner is not the author's).
_PARTNERS = {
    "husband": "married", "wife": "married", "hubby": "married", "wifey": "married", "spouse": "married",
    "boyfriend": "in a relationship", "girlfriend": "in a relationship", "bf": "in a relationship",
    "gf": "in a relationship", "fiance": "engaged", "fiancé": "engaged", "fiancee": "engaged",
    "fiancée": "engaged", "ex-wife": "divorced", "ex-husband": "divorced", "ex wife": "divorced",
    "ex husband": "divorced", "ex-girlfriend": "single", "ex-boyfriend": "single",
    "late husband": "widowed", "late wife": "widowed", "significant other": "in a relationship",
    "better half": "in a relationship", "other half": "in a relationship",
}
_PARTNER = re.compile(
    r"\b(?:my|our)\s+(?P<w>" + "|".join(sorted((re.escape(k) for k in _PARTNERS), key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
# Status words stated about oneself.
_STATUS = re.compile(
    r"(?P<lead>\bi'm|\bi’m|\bi am|\bim|\bbeing|\bgot|\bgetting|\bbeen|\bas a|\bnewly|\brecently|\bnow|\bstill|\bwe're|\bwe are|\bwe got|\bhappily)\s+"
    r"(?:(?:happily|recently|newly|still|now|just|a|an|once|twice|long|proudly)\s+)*"
    r"(?P<w>divorced|divorcee|divorcé|widowed|a widow|a widower|widow|widower|married|engaged|separated|single)\b",
    re.IGNORECASE,
)
_STATUS_NOUNS = re.compile(r"\b(?:my|since the|after the|since my|after my)\s+(?P<w>divorce|wedding|marriage|engagement|separation)\b", re.IGNORECASE)
_STATUS_VALUE = {
    "divorced": "divorced", "divorcee": "divorced", "divorcé": "divorced", "widowed": "widowed",
    "a widow": "widowed", "a widower": "widowed", "widow": "widowed", "widower": "widowed",
    "married": "married", "engaged": "engaged", "separated": "separated", "single": "single",
    "divorce": "divorced", "wedding": "married", "marriage": "married", "engagement": "engaged",
    "separation": "separated",
}
# Gendered self-reference. Parents: "as a mom" reveals both sex and having children.
_GENDERED = re.compile(
    r"(?:\bas an?|\bi'm an?|\bi’m an?|\bi am an?|\bbeing an?|\bim an?|\bwe|\bus|\bfellow)\s+"
    r"(?:(?:single|young|old|older|middle-aged|working|stay-at-home|new|first-time|proud|busy)\s+)?"
    r"(?P<w>woman|women|man|men|guy|guys|girl|girls|lady|ladies|gal|gals|dude|bloke|lad|mom|mum|mother|"
    r"dad|father|wife|husband|housewife|mama|papa|boy|chick|female|male)\b",
    re.IGNORECASE,
)
_FEMALE = frozenset("woman women girl girls lady ladies gal gals mom mum mother wife housewife mama chick female".split())


class RelationshipRecognizer(Recognizer):
    name = "relationship"
    categories = ("relationship_status", "sex")

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for m in _PARTNER.finditer(ctx.text):
            word = m.group("w").lower()
            out.append(Finding(m.start(), m.end(), m.group(), "relationship_status", 0.9, "high",
                               "relationship.partner", "Reveals your relationship status.", _PARTNERS[word]))
        for m in _STATUS.finditer(ctx.text):
            s, e = m.span("w")
            value = _STATUS_VALUE[m.group("w").lower()]
            # "single" is also what "divorced"/"widowed" generalize to: weak on its own.
            validity = "low" if value == "single" else "high"
            out.append(Finding(s, e, m.group("w"), "relationship_status", 0.8, validity,
                               "relationship.status", "States your relationship status.", value))
        for m in _STATUS_NOUNS.finditer(ctx.text):
            out.append(Finding(m.start(), m.end(), m.group(), "relationship_status", 0.6, "medium",
                               "relationship.event", "Hints at your relationship status.",
                               _STATUS_VALUE[m.group("w").lower()]))
        for m in _GENDERED.finditer(ctx.text):
            word = m.group("w").lower()
            s, e = m.span("w")
            plural = word.endswith(("men", "s")) and word not in ("mums",)
            validity = "medium" if plural or word in ("dude", "man", "guy") and "as" not in m.group().lower()[:3] else "high"
            out.append(Finding(s, e, m.group("w"), "sex", 0.75, validity, "sex.self_reference",
                               "Reveals your gender.", "female" if word in _FEMALE else "male"))
        return out
