"""Education said in the clipped words of student talk: a field ("comp sci brain", "studying pol sci", "econ
homework") and a level ("grad school", "grad studies", "masters classes", "post-grad", "uni days"). The full
names are data/disciplines.py's and cues/study_stage.py's; these are their clippings. A field becomes its
broad area, as the full name does ("comp sci" → "computing", "pol sci" → "social science"); a level becomes
what study at any level could have ("grad studies" → "studies", "uni days" → "school days", as education.py
makes "my uni days").

Where the words come from: Wiktionary's English clippings (category "English clippings") of academic names,
written down by hand: "comp sci" / "compsci" (computer science), "poli sci" / "polisci" (political science;
"pol sci" the same clipping with one letter less), "econ" (economics), "grad school" and "grad student"
(graduate), "postgrad" / "post-grad" (postgraduate), "undergrad" (undergraduate), "uni" (university; Britain,
Australia, New Zealand). The clippings that are other words too ("psych", "chem", "bio", "stats", "anthro",
"orgo", "lit") are in CONTEXT_CLIPPINGS and count only where cues/disciplines.py's study cues stand around
them ("studying psych", "my stats classes"), as the full names do.

Near misses kept out: "Econ" as a name is rare enough to take, but "economy" and "economic" are other words
(whole words only); "uni" alone ("uni" is also the sea urchin of sushi menus: only "uni days" is taken);
"post-grad" before a noun it qualifies ("a post-grad degree": the degree is education.py's); "graduate" in
full ("a recent graduate": not a clipping); "psych" as excitement ("I'm psyched", "psych!"), "bio" of a
profile ("my Instagram bio"), "stats" of a game ("my character's stats")."""

from __future__ import annotations

import re

from ..context import Context
from .lexicon import LexiconRecognizer

# Clippings of a field that name nothing else: taken wherever they stand.
FIELD_CLIPPINGS: dict[str, str] = {
    "comp sci": "computing", "compsci": "computing", "comp-sci": "computing",
    "poli sci": "social science", "polisci": "social science", "poli-sci": "social science",
    "pol sci": "social science", "econ": "social science",
}
# Clippings that are other words too: disciplines.py's study cues must stand around them (area of each).
CONTEXT_CLIPPINGS: dict[str, str] = {
    "psych": "social", "anthro": "social", "soc": "social", "chem": "science", "bio": "science",
    "stats": "science", "orgo": "science", "ochem": "science", "o-chem": "science", "biochem": "science",
    "lit": "humanities", "english lit": "humanities", "comp lit": "humanities", "mech eng": "engineering",
}
# Clippings of a level of study.
LEVEL_CLIPPINGS: dict[str, str] = {
    "grad school": "school", "grad studies": "studies", "grad student": "student", "grad students": "students",
    "undergrad": "student", "undergrads": "students", "undergrad days": "school days",
    "masters classes": "classes", "master's classes": "classes", "uni days": "school days",
    "post-grad": "later on", "postgrad": "later on",
}


class StudyClippingRecognizer(LexiconRecognizer):
    family = "study_clipping"
    category = "education"
    reason = "Student talk hints at your field or level of study."
    TERMS = {**FIELD_CLIPPINGS, **LEVEL_CLIPPINGS}

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        """"post-grad" only as the adverb at a clause's end ("new tricks post-grad!"), not as a noun ("my
        post-grad time", "post-grad is a different ball game") nor before a noun it qualifies."""
        if match.group().lower().replace("-", "") != "postgrad":
            return True
        return bool(_CLAUSE_END.match(ctx.after(match.end(), 30))) and not _DETERMINER.search(ctx.before(match.start(), 30))


# "… new tricks post-grad!", "… onto course post-grad...": the adverb closes its clause
_CLAUSE_END = re.compile(r"^\s*(?:[.!?,;…]|$)")
# "my post-grad", "during post-grad", "in postgrad": a noun (education.py's "post-grad" → "school")
_DETERMINER = re.compile(r"\b(?:my|our|your|his|her|their|the|a|an|in|during|of|to|into|through|for|after|before)\s+$")
