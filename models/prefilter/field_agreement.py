"""Jargon the draft's own job confirms: a term of a line of work that alone says little ("grading", "slinging
coffee", "fact-checking", "boardrooms": cues/jargon.py rates it low unless the author is at work nearby or a
second term of the field stands in the draft) is the author's when the draft says elsewhere, as a finding the
policy acts on, that they work in that same field ("…the principal's office. Homework grading strategies help
at home too": a principal grading; "Journalism's mixed too … always fact-checking random stuff now"). The term
is raised to the validity the jargon detector gives a term it trusts (medium).

The field of a job finding: a title's (cues/occupation.py: "occupation.<field>", the fields of data/jobs.py) or an
industry's (cues/work_field.py, cues/field_analogy.py: the broad field of the NAICS industry); jargon terms have the
same fields (cues/jargon.py). Near misses kept out: a job of another field ("office hours" beside "therapist": a
therapist's office hours are no research), a title the policy leaves alone (low: "the teachers at my kid's school"),
and an employer or clientele finding, which names no field."""

from __future__ import annotations

from dataclasses import replace

from ..records import VALIDITY_RANK, Finding
from .cues.field_analogy import NAME as FIELD_ANALOGY
from .cues.jargon import JargonRecognizer, term_field
from .cues.lexicon import DETECTOR_PREFIX
from .cues.work_field import FIELD_OF_BROAD, NAME as WORK_FIELD, industry_field
from .overlap import validity_rank

JARGON = DETECTOR_PREFIX + JargonRecognizer.family
REASON = "The jargon of a line of work this draft says is yours hints at your job."
_NO_FIELD = frozenset({"occupation.employer", "occupation.clientele", "occupation.other"})


def confirmed_jargon(findings: list[Finding]) -> list[Finding]:
    """Low jargon findings of a field some acted-on job finding of the draft names, raised to medium."""
    low = [f for f in findings if f.detector == JARGON and f.validity == "low"]
    if not low:
        return findings
    fields = {field for f in findings if f.category == "occupation" and validity_rank(f) >= VALIDITY_RANK["medium"]
              and (field := _job_field(f)) is not None}
    if not fields:
        return findings
    return [replace(f, validity="medium", score=max(f.score, JargonRecognizer.score), reason=REASON)
            if f.detector == JARGON and f.validity == "low" and term_field(f.text) in fields else f for f in findings]


def _job_field(f: Finding) -> str | None:
    if f.detector.startswith("occupation.") and f.detector not in _NO_FIELD:
        return f.detector.partition(".")[2]
    if f.detector in (WORK_FIELD, FIELD_ANALOGY):
        broad = industry_field(f.text)
        return FIELD_OF_BROAD.get(broad) if broad else None
    return None
