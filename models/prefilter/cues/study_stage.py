"""Education level said by the milestones of a degree rather than its name: "my dissertation", "my thesis
advisor", "my quals", "my viva", "my professors", "my dorm", "student loans". Degrees and schools are
cues/education.py's; these are the routines of a level of study in the author's own voice, and each becomes
what study at any level could have ("my big project", "my mentor", "my teachers").

Where the words come from: the stages and people of a degree in Wiktionary's English category "Academia"
and "Higher education" (thesis, dissertation, viva, qualifying exam, advisor, supervisor, dorm, registrar),
written down by hand; only in the first person ("my", "our"), so others' theses stay. Left out as near
misses: words with other lives ("my advisor" may be financial, "my defense" legal or sporting, "my
committee" any committee), "my thesis is that …" (a claim), "the finals" of a sport and "the midterms" of an
election (only "my finals", "finals week", "for finals"), a "lecture" given to someone (only the hall)."""

from __future__ import annotations

import re

from ..context import Context
from .lexicon import LexiconRecognizer

STUDY_STAGES: dict[str, str] = {
    "my dissertation": "my big project", "my thesis": "my big project", "my master's thesis": "my big project",
    "my masters thesis": "my big project", "my phd thesis": "my big project", "my doctoral thesis": "my big project",
    "my honours thesis": "my big project", "my honors thesis": "my big project", "my senior thesis": "my big project",
    "my thesis advisor": "my mentor", "my thesis supervisor": "my mentor", "my dissertation advisor": "my mentor",
    "my phd advisor": "my mentor", "my phd supervisor": "my mentor",
    "my supervisor at uni": "my mentor", "my dissertation committee": "my reviewers",
    "my viva": "my big review", "my thesis defense": "my big review", "my thesis defence": "my big review",
    "my quals": "my big exams", "my qualifying exams": "my big exams",
    "my comps": "my big exams", "my comprehensive exams": "my big exams", "my professors": "my teachers",
    "my profs": "my teachers", "my lecturers": "my teachers", "our professors": "our teachers",
    "our lecturers": "our teachers", "my dorm": "my place", "my dorm room": "my room", "our dorm": "our place",
    "my student loans": "my loans", "my student loan": "my loan", "my student debt": "my debt",
    "first-generation college student": "student", "first-gen college student": "student",
    "my lab group": "my team", "my research group": "my team", "my cohort": "my group",
    # issue 12 r9: the exams, fees, work and rooms of a degree (Wiktionary "Higher education": finals,
    # midterm, coursework, tuition, lecture hall / theatre, grade point average, term paper, problem set,
    # academic advisor), first person or in a shape only a student uses ("finals week", "studying for finals")
    "my finals": "my exams", "our finals": "our exams", "finals week": "exam week", "for finals": "for exams",
    "my midterms": "my exams", "our midterms": "our exams", "my midterm": "my exam",
    "my coursework": "my work", "my tuition": "my fees", "my tuition fees": "my fees", "my GPA": "my grades",
    "lecture hall": "classroom", "lecture halls": "classrooms", "lecture theatre": "classroom",
    "lecture theater": "classroom", "lecture theatres": "classrooms", "my term paper": "my paper",
    "my term papers": "my papers", "problem sets": "homework", "my problem set": "my homework",
    "my academic advisor": "my mentor",
    "my doctoral program": "my program", "my grad program": "my program", "my masters program": "my program",
    "my master's program": "my program",
    # lectures a student goes to ("he lectures me", "a lecture about manners" are other lives of the word)
    "my lectures": "my classes", "our lectures": "our classes", "skipping lectures": "skipping classes",
    "skipped lectures": "skipped classes", "skip lectures": "skip classes", "attending lectures": "attending classes",
    "attend lectures": "attend classes", "between lectures": "between classes", "morning lectures": "morning classes",
}


class StudyStageRecognizer(LexiconRecognizer):
    family = "study_stage"
    category = "education"
    reason = "The milestones of your studies hint at your level of education."
    TERMS = STUDY_STAGES

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        """"my thesis is that …", "my thesis here:": a claim argued, not a degree's project."""
        if not match.group().lower().endswith(("thesis", "dissertation")):
            return True
        return not _ARGUMENT.match(ctx.after(match.end(), 30))


# "my thesis is that", "my thesis here is", "my thesis: …", "my thesis, simply put"
_ARGUMENT = re.compile(r"^(?:\s+(?:here|then|simply|basically|in short))?(?:\s*[:,]|\s+(?:is|was|being)\s+"
                       r"(?:that|this|simple|basically|simply)\b)", re.IGNORECASE)
