"""Education level said by the milestones of a degree rather than its name: "my dissertation", "my thesis
advisor", "my quals", "my viva", "my professors", "my dorm", "student loans". Degrees and schools are
cues/education.py's; these are the routines of a level of study in the author's own voice, and each becomes
what study at any level could have ("my big project", "my mentor", "my teachers").

Where the words come from: the stages and people of a degree in Wiktionary's English category "Academia"
and "Higher education" (thesis, dissertation, viva, qualifying exam, advisor, supervisor, dorm, registrar),
written down by hand; only in the first person ("my", "our"), so others' theses stay. Left out as near
misses: words with other lives ("my advisor" may be financial, "my defense" legal or sporting, "my
committee" any committee)."""

from __future__ import annotations

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
}


class StudyStageRecognizer(LexiconRecognizer):
    family = "study_stage"
    category = "education"
    reason = "The milestones of your studies hint at your level of education."
    TERMS = STUDY_STAGES
