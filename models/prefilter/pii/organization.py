"""Organizations a person is tied to: employers, schools, clinics, shops, agencies, courts.

Two kinds of evidence: a tie in the words before the name ("I work at SKSW", "employed by Munnelly PLC",
"a patient at St. Mary's Clinic") and the shape of an organization's name (a legal form or a kind of
institution at its end: "Chaudhuri Inc", "Belevi Municipality", "Warsaw Regional Court"; "Ibarra, Ramsey
and Arroyo"). A brand named in passing ("I love Google") has neither and stays unflagged."""

from __future__ import annotations

import re

from ...records import Finding
from ..context import Context
from ..recognizer import Recognizer

# A tie between a person and an organization, right before its name.
_TIE = re.compile(
    r"(?:\b(?:work|works|worked|working|job|jobs|position|internship|intern|interning|volunteer|volunteering|"
    r"volunteered|employed|hired|shift|shifts|placement|contract|manager|director|nurse|doctor|teacher|"
    r"engineer|analyst|developer|consultant|officer|clerk|cashier|assistant|lecturer|professor|student|"
    r"studying|studied|study|enrolled|graduated|graduate|alumn(?:us|a|i)|patient|treated|appointment|"
    r"member|customer|client|employee|staff|owner|founder|partner|chair|head|ceo|cto|cfo|"
    r"president|secretary|agent|representative|lawyer|counsel|judge|prosecutor)\s+(?:\w+\s+)?"
    r"(?:at|for|with|by|of|in|from)|\b(?:joined|left|quit|founded|run|runs|own|owns|represent|represents|"
    r"represented|i'm with|i am with|we're with|employer is|employer,|company is|company,|firm is|firm,|"
    r"membership of|member of|organi[sz]ation,|party,|union,|publishing house,|newspaper,|association,)"
    r")\s+(?:the\s+)?$"
)
# The tie is the author's: "I work at", "we've joined", "my job at", "our school,".
_FIRST_PERSON_TIE = re.compile(
    r"(?:\b(?:i|we)(?:'m|’m|'ve|’ve|'re|’re| am| are| have| had| was| were)?\s+(?:\w+\s+){0,3}"
    r"|\b(?:my|our)\s+(?:\w+\s+)?(?:job|work|employer|office|company|firm|school|university|college|"
    r"clinic|doctor|bank|team|shift|internship)\s+(?:\w+\s+){0,2})(?:the\s+)?$"
)
# A legal form or a kind of institution at the end of the name (Faker's company suffixes among them).
_KIND = (
    r"Inc|Incorporated|Ltd|Limited|LLC|LLP|PLC|Plc|GmbH|AG|SA|S\.A\.|SAS|SARL|BV|NV|Pty|Co|Corp|"
    r"Corporation|Company|Group|Holdings|Partners|Associates|Sons|Brothers|Bros|Enterprises|Industries|"
    r"Solutions|Services|Systems|Technologies|Consulting|Logistics|Bank|Insurance|Hospital|Clinic|Centre|"
    r"Center|Practice|Surgery|Pharmacy|School|Academy|University|College|Institute|Kindergarten|Agency|"
    r"Council|Municipality|Ministry|Department|Office|Authority|Commission|Court|Tribunal|Police|"
    r"Government|Forces|Army|Foundation|Trust|Charity|Association|Society|Union|Club|Church|Bakery|"
    r"Café|Cafe|Restaurant|Bar|Pub|Hotel|Store|Shop|Market|Supermarket|Garage|Studio|Studios|Gallery|"
    r"Library|Museum|Prison|Press|Media|Labs|Lab"
)
_UPPER = r"[A-ZÀ-ÖØ-ÞĀ-Ž]"  # Latin capitals with accents ("İzmir", "Łódź")
_CAPWORD = rf"{_UPPER}[\w'’&.-]*"
_SHAPED = re.compile(
    # Capitalized words (a connector only between two of them) and a kind: "Warsaw Regional Court".
    rf"\b{_CAPWORD}(?:\s+(?:(?:of|for|and|de|du|la|von|van|ve|&)\s+)?{_CAPWORD}){{0,5}}?\s+(?:{_KIND})\b"
    rf"|\b(?:{_KIND.replace('|Co|', '|')})\s+(?:of|for)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:and\s+)?[A-Z][\w'’-]*){{0,4}}"
    # Faker's "{last}, {last} and {last}" and "{last}-{last}" company names.
    r"|\b[A-Z][a-z]+(?:[A-Z][a-z]+)?,\s+[A-Z][\w'’-]+,?\s+(?:and|&)\s+[A-Z][\w'’-]+"
)
_ACRONYM = re.compile(r"\b[A-Z][A-Z&]{1,7}\b")
_HYPHENATED = re.compile(r"\b[A-ZÀ-ÖØ-ÞĀ-Ž][^\W\d_]*-[A-ZÀ-ÖØ-ÞĀ-Ž][^\W\d_]+\b")
# "at Clark-Roberts": a double-barrelled name after "at" is a firm (people are met "with", not "at").
_AT = re.compile(r"\bat\s+(?:the\s+)?$")
# Single capitalized words that end a name of the shape above but are also ordinary sentence starts.
_LEADING_NOISE = frozenset({"The", "A", "An", "My", "Our", "At", "In", "For", "From", "With", "I", "We"})


class OrganizationRecognizer(Recognizer):
    name = "organization"
    categories = ("organization",)

    def find(self, ctx: Context) -> list[Finding]:
        out: dict[tuple[int, int], Finding] = {}
        for m in _SHAPED.finditer(ctx.text):
            start, end = _trim_lead(ctx.text, m.start(), m.end())
            if len(ctx.text[start:end].split()) < 2 and "," not in ctx.text[start:end]:
                continue  # "Office", "School" alone name no organization
            tied = _TIE.search(ctx.before(start, 50)) is not None
            out[(start, end)] = self._finding(ctx, start, end, "shape", tied=tied, shaped=True)
        for ent in ctx.entities_of("ORG"):
            start, end = _trim_lead(ctx.text, ent.start, ent.end)
            if (start, end) in out or not ctx.text[start : start + 1].isupper():
                continue
            if _TIE.search(ctx.before(start, 50)):
                out[(start, end)] = self._finding(ctx, start, end, "tied", tied=True, shaped=False)
        for m in _ACRONYM.finditer(ctx.text):  # "working at SKSW" when spaCy did not tag it
            if _TIE.search(ctx.before(m.start(), 50)) and not any(s <= m.start() < e for s, e in out):
                out[(m.start(), m.end())] = self._finding(ctx, m.start(), m.end(), "tied", tied=True, shaped=False)
        for m in _HYPHENATED.finditer(ctx.text):
            before = ctx.before(m.start(), 50)
            if (_TIE.search(before) or _AT.search(before)) and (m.start(), m.end()) not in out:
                out[(m.start(), m.end())] = self._finding(ctx, m.start(), m.end(), "tied", tied=True, shaped=False)
        return list(out.values())

    def _finding(self, ctx: Context, start: int, end: int, how: str, *, tied: bool, shaped: bool) -> Finding:
        text = ctx.text[start:end]
        before = ctx.before(start, 50)
        author = tied and _FIRST_PERSON_TIE.search(before) is not None
        subject = "author" if author else "unknown"
        if tied:
            return Finding(start, end, text, "organization", 0.8, "high", f"organization.{how}",
                           "Names an organization you are tied to.", text, subject=subject)
        return Finding(start, end, text, "organization", 0.6 if shaped else 0.4, "medium",
                       f"organization.{how}", "Names an organization; with other details it can identify someone.",
                       text, subject=subject)


def _trim_lead(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop a leading article or sentence word ("The Ministry …" keeps "Ministry …")."""
    while True:
        m = re.match(r"(\S+)\s+", text[start:end])
        if m is None or m.group(1) not in _LEADING_NOISE:
            return start, end
        start += m.end()
