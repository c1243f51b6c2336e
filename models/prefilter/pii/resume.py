"""The entries of a résumé or CV pasted into a draft ("Summarize my resume: … | Senior Product Manager, Atlassian
(2019–present) | …", "Staff Accountant – Deloitte, Toronto (2015-2018)"): a job title and the organization that held
it, then the years. People paste these into AI chats to have them rewritten; the title was only a low finding there
(nothing in the line says "I"), and the organization after a comma or a dash was no tie at all.

The shape, as résumés write it: at a line's start, after a bullet, a "|" or a label's colon, two runs of capitalized
words joined by a comma, a dash, "@" or "at", optionally a city after a comma, then a span of years ("2015-2018",
"2019–present", "since 2021"). Which run is the title: the one whose last word heads a job title (data/jobs.py:
Faker's titles' heads, "manager", "accountant", "engineer", and the titles themselves) — "Deloitte — Staff
Accountant (2015–2018)" is written both ways round. The title is the author's occupation and the other run the
organization they were tied to; the city is left to the place detectors. Near misses: a sports result ("Arsenal 2,
Chelsea 1 (2019)"), two names with years ("Smith, Jones (2019–2020)" names no job), a sentence about a manager
("the Manager, Sarah, in 2019" has no span of years).

Also a résumé's education lines (degree, field, school, year) and a profile's headline ("About me: Payroll Officer
with 9 years at …"): see _education_entry and _HEADLINE."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..recognizer import Recognizer, find_held
from ...records import Finding

NAME = "resume"

_CAPWORD = r"[A-Z][\w&'’.-]*"
_RUN = rf"{_CAPWORD}(?:[ \t]+(?:(?:of|and|&|the|for|de)[ \t]+)?{_CAPWORD}){{0,5}}"
_YEAR = r"(?:19|20)\d{2}"
_SPAN = (rf"(?:{_YEAR}[ \t]*(?:–|—|-|to)[ \t]*(?:{_YEAR}|(?i:present|current|now|date|today))"
         rf"|(?i:since)[ \t]+{_YEAR})(?!\d)")
# ("|" separates a résumé's fields, not a title from its employer: "Priya Venkataraman | Senior Product Manager")
_JOIN = r"[ \t]*(?:,|–|—|@|-(?=[ \t])|(?<=[ \t])at(?=[ \t]))[ \t]*"
_ENTRY = re.compile(
    rf"(?:^|(?<=[|•·:])|(?<=^[-*]))[ \t]*(?P<a>{_RUN}){_JOIN}(?P<b>{_RUN})"
    rf"(?:,[ \t]*{_RUN})?[ \t]*[(,]?[ \t]*{_SPAN}",
    re.MULTILINE)


# An education entry: a degree's abbreviation (cues/education.py's, as CVs write them), its field, the school, then
# a year or a span of years ("BSc Computer Science, University of Waterloo, 2014", "B.A. in History, Oberlin College
# (2012)", "MBA, Wharton 2018"). The field is a run of capitalized words, after "in" or not.
@functools.lru_cache(maxsize=1)
def _education_entry() -> re.Pattern[str]:
    from ..cues.education import DEGREE_ABBREVIATIONS

    dotted = {a.replace(".", "") for a in DEGREE_ABBREVIATIONS}
    forms = sorted({*DEGREE_ABBREVIATIONS, *(".".join(a) + "." for a in dotted if a.isupper() and len(a) <= 4),
                    "PhD", "Ph.D.", "Ph.D"}, key=len, reverse=True)
    degree = r"(?:" + "|".join(map(re.escape, forms)) + r")(?![\w])"
    return re.compile(
        rf"(?:^|(?<=[|•·:])|(?<=^[-*]))[ \t]*(?P<degree>{degree}(?:[ \t]+(?:in[ \t]+)?{_RUN})?)[ \t]*,[ \t]*"
        rf"(?P<school>{_RUN})[ \t]*[(,]?[ \t]*(?:{_SPAN}|{_YEAR}(?!\d))", re.MULTILINE)


@functools.lru_cache(maxsize=1)
def _heads() -> frozenset[str]:
    """The words a job title ends with: Faker's titles' heads and a résumé's own ("intern", "founder", "lead")."""
    from ..data.jobs import title_heads

    return title_heads() | {"intern", "founder", "co-founder", "owner", "lead", "volunteer", "trainee", "apprentice",
                            "partner", "associate", "fellow", "ceo", "cto", "cfo", "coo", "vp", "president", "leader"}


def _is_title(run: str) -> bool:
    from ..data.jobs import all_titles

    words = run.lower().split()
    return words[-1] in _heads() or " ".join(words) in all_titles()


# A profile's headline: after a profile's label ("About me:", "Profile:", "LinkedIn about:", "Bio:", "Summary:",
# "Headline:"), a run of capitalized words that ends in a job title's head, a grade ("II", "3") allowed after it
# ("About me: Payroll Officer with 9 years at …", "Profile: Warehouse Team Leader, 6 yrs at …"). It is the author's
# job, as the résumé's entries are. "About: Privacy Policy" and "Bio: Loves Dogs" end in no job's head.
_HEADLINE = re.compile(
    r"(?:^|(?<=\n))[ \t]*(?i:about(?:[ \t]+me)?|profile|bio|summary|headline|(?:linkedin|my)[ \t]+"
    r"(?:about|profile|bio|summary|headline))[ \t]*[:\-–—][ \t]*(?P<title>" + _RUN + r")", re.MULTILINE)
_GRADE = re.compile(r"[ \t]+(?:I{1,3}|IV|V|[1-5])$")


def _headline_title(run: str) -> str | None:
    """The longest start of `run` that is a job title, a grade after it dropped ("Software Engineer II")."""
    words = run.split()
    while words:
        candidate = _GRADE.sub("", " ".join(words))
        if " " in candidate and _is_title(candidate):
            return candidate
        words.pop()
    return None


class ResumeEntryRecognizer(Recognizer):
    name = NAME
    categories = ("occupation", "organization", "education")

    def find(self, ctx: Context) -> list[Finding]:
        from ..data.jobs import field_of

        out: list[Finding] = []
        if ":" in ctx.text or "-" in ctx.text or "–" in ctx.text:
            for m in find_held(_HEADLINE, ctx):
                title = _headline_title(m.group("title"))
                if title is not None:
                    value = title.lower()
                    out.append(Finding(m.start("title"), m.start("title") + len(title), title, "occupation", 0.85,
                                       "high", f"occupation.{field_of(value) or 'other'}",
                                       "Says what you do for a living.", value, subject="author"))
        if not re.search(_YEAR, ctx.text):
            return out
        for m in _ENTRY.finditer(ctx.text):
            a, b = m.group("a"), m.group("b")
            if _is_title(a) and not _is_title(b):
                title, org = "a", "b"
            elif _is_title(b) and not _is_title(a):
                title, org = "b", "a"
            else:
                continue  # two names, or two titles: no entry of a job held somewhere
            value = m.group(title).lower()
            out.append(Finding(m.start(title), m.end(title), m.group(title), "occupation", 0.85, "high",
                               f"occupation.{field_of(value) or 'other'}", "Says what you do for a living.", value,
                               subject="author"))
            # the shape says organization more surely than a tagger that read one capitalized word as a person
            out.append(Finding(m.start(org), m.end(org), m.group(org), "organization", 0.9, "high",
                               "organization.resume", "Names an organization you are tied to.", m.group(org),
                               subject="author"))
        for m in _education_entry().finditer(ctx.text):
            level = _level(m.group("degree"))
            out.append(Finding(m.start("degree"), m.end("degree"), m.group("degree"), "education", 0.85, "high",
                               f"education.degree:{level}", "Says what degree you hold.", level, subject="author"))
            out.append(Finding(m.start("school"), m.end("school"), m.group("school"), "education", 0.85, "high",
                               "education.school", "Names the school you went to.", m.group("school"),
                               subject="author"))
        return out


def _level(degree: str) -> str:
    from ..cues.education import DEGREE_ABBREVIATIONS

    abbreviation = degree.split()[0]
    undotted = abbreviation.replace(".", "")
    return DEGREE_ABBREVIATIONS.get(abbreviation) or next(
        (level for a, level in DEGREE_ABBREVIATIONS.items() if a.replace(".", "") == undotted),
        "doctorate" if undotted.lower() == "phd" else "degree")
