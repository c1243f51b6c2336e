"""Single life said by idiom rather than by the status word: "flying solo", "riding solo", "solo life",
"happily single", "third-wheeling at couples' dinners". Each becomes what anyone, single or not, could
say ("on my own", "life", "happy as I am", "tagging along").

Where the words come from: Wiktionary's English entries "fly solo" and "go solo" (to do something alone;
"riding solo" is the same idiom with the verb of a ride, "solo" adjective sense "alone, without a
partner"), "third wheel" (a person who is superfluous, especially with a couple; the verb "third-wheel"),
and "single" sense "not married or in a relationship" in its fixed collocation "happily single", written
down by hand with one neutral replacement each. couple_life.py keeps the other single-life words ("single
life", "table for one", "forever alone").

Near misses kept out: flying a plane alone ("my first time flying solo in a Cessna", "flying solo after 20
hours of lessons": a word of aviation after the idiom), a solo in music or sport ("a guitar solo", "a solo
album", "solo climbing", "solo travel" is left: travel alone says nothing of a partner), "a third wheel" of
a vehicle ("the tricycle's third wheel")."""

from __future__ import annotations

import re

from .lexicon import LexiconRecognizer

SOLO_LIFE: dict[str, str] = {
    "flying solo": "on my own", "riding solo": "on my own", "fly solo": "be on my own", "ride solo": "be on my own",
    "solo life": "life", "the solo life": "life", "happily single": "happy as I am",
    "third wheel": "tag-along", "third-wheeling": "tagging along",
    "third-wheelin'": "tagging along", "third wheeling": "tagging along",
}


class SoloLifeRecognizer(LexiconRecognizer):
    family = "solo_life"
    category = "relationship_status"
    reason = "Single life said by idiom hints at your relationship status."
    TERMS = SOLO_LIFE
    # aviation after "flying solo" ("in a Cessna", "after 20 hours of lessons"); a vehicle's third wheel
    NOT_AFTER = re.compile(r"^[^.!?\n]{0,25}\b(?:plane|aircraft|cessna|piper|glider|cockpit|flight|lessons?|"
                           r"instructor|runway|pilot|hours)\b|^\s*(?:of|on)\s+(?:a|the|my)\s+(?:bike|tricycle|trike|"
                           r"cart|car|wagon)")
    NOT_BEFORE = re.compile(r"(?:\bpilot|\bstudent pilot|\bfirst time|\bfirst)\s+$|\b(?:tricycle|trike)['’]?s?\s+$")
