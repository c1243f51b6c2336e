"""Education said by the words of higher education in any grammatical shape: "dissertations", "shifts n'
lectures", "let's not even talk student loans", "midterms are brutal". cues/study_stage.py takes these words in
the first person ("my dissertation", "my lectures"); a student writes them as often bare, plural or after
"the"/"those", and the word alone says the level of study. Each becomes what study or work at any level could
have ("projects", "classes", "loans", "exams").

Where the words come from: the nouns of Wiktionary's English category "Higher education" that name a degree's
work, exams, rooms and debts (dissertation, lecture, midterm, coursework, student loan, dorm, grad school),
written down by hand with their plurals. Left out as near misses: "thesis" (also a claim argued: "the thesis of
the article"), "seminar" and "campus" (workplaces have them), "lecture" in the singular ("gave me a lecture":
a scolding), and "lectures" as a verb ("he lectures me": a subject pronoun or person before it)."""

from __future__ import annotations

import re

from ..context import Context
from .lexicon import LexiconRecognizer

STUDY_WORDS: dict[str, str] = {
    "dissertation": "project", "dissertations": "projects", "lectures": "classes", "midterms": "exams",
    "midterm exams": "exams", "coursework": "work", "student loans": "loans", "student loan": "loan",
    "student debt": "debt", "student loan debt": "debt", "grad school": "school", "graduate school": "school",
    "dorm room": "room", "dorm rooms": "rooms", "dorms": "rooms", "lecture notes": "notes",
    "term papers": "papers", "problem sets": "homework",
}
# "lectures" is also the verb ("she lectures me about money"): someone before it makes it the verb.
_VERB_SUBJECT = re.compile(r"(?:^|\b)(?:he|she|it|who|that|mom|mum|dad|boss|always|constantly|never|often|"
                           r"just|still|also)\s+$")


class StudyWordRecognizer(LexiconRecognizer):
    family = "study_words"
    category = "education"
    reason = "The words of higher education hint at your level of study."
    TERMS = STUDY_WORDS

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        if match.group().lower() != "lectures":
            return True
        return _VERB_SUBJECT.search(ctx.before(match.start(), 30)) is None
