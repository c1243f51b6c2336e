"""Single life said by idiom rather than by the status word: "flying solo", "riding solo", "solo life",
"happily single", "third-wheeling at couples' dinners". Each becomes what anyone, single or not, could
say ("on my own", "life", "happy as I am", "tagging along").

Where the words come from: Wiktionary's English entries "fly solo" and "go solo" (to do something alone;
"riding solo" is the same idiom with the verb of a ride, "solo" adjective sense "alone, without a
partner"), "third wheel" (a person who is superfluous, especially with a couple; the verb "third-wheel"),
and "single" sense "not married or in a relationship" in its fixed collocation "happily single", written
down by hand with one neutral replacement each. couple_life.py keeps the other single-life words ("single
life", "table for one", "forever alone").

Issue 12 round implied8 adds being alone said of oneself, the largest kind of the tuning halves' surviving
single-life evidence with a word of its own: Wiktionary's idioms "to oneself" ("having the place to myself",
sense "alone; without others present"), "one's own company" after a verb of liking ("enjoy one's own company"),
"me time" ("time devoted to oneself") and "me, myself and I" ("oneself alone"), and "all solo" (WordNet's
alone.s.01 "lacking companions": alone, lone, solitary, solo; the idiom's "all" kept as the sign of an
adverb). Each becomes what a person with a partner could say: "the place quiet", "quiet time", "downtime", "me",
"on my own". The dwellings of "the place to myself" are WordNet's dwelling/housing nouns in everyday use (place,
house, home, flat, apartment, condo, room); the dwelling stays, so few words change.

Near misses kept out: a business ("I started my own company", "running my own company": only after a verb of
liking), "give me time", "it takes me time", "let me time it" ("me time" only after a determiner, a quantifier, a
verb of wanting or liking, or at a clause's start), "keep it to myself" (no dwelling), "a drum solo" ("all solo"
only).

Near misses kept out: flying a plane alone ("my first time flying solo in a Cessna", "flying solo after 20
hours of lessons": a word of aviation after the idiom), a solo in music or sport ("a guitar solo", "a solo
album", "solo climbing", "solo travel" is left: travel alone says nothing of a partner), "a third wheel" of
a vehicle ("the tricycle's third wheel")."""

from __future__ import annotations

import re

from ..context import Context
from .lexicon import LexiconRecognizer

SOLO_LIFE: dict[str, str] = {
    "flying solo": "on my own", "riding solo": "on my own", "fly solo": "be on my own", "ride solo": "be on my own",
    "solo life": "life", "the solo life": "life", "happily single": "happy as I am",
    "third wheel": "tag-along", "third-wheeling": "tagging along",
    "third-wheelin'": "tagging along", "third wheeling": "tagging along",
    # being alone said of oneself (implied8)
    "my own company": "quiet time", "me time": "downtime", "me-time": "downtime",
    "me, myself and I": "me", "me, myself, and I": "me", "me myself and I": "me", "all solo": "on my own",
    # the dwelling kept, only "to myself" said otherwise: few words change ("having the place quiet")
    **{f"the {whole}{home} to {self}": f"the {whole}{home} quiet"
       for home in ("place", "house", "home", "flat", "apartment", "condo", "room")
       for whole in ("", "whole ") for self in ("myself", "ourselves")},
}
# the words after which "me time" is the noun (time for oneself): a determiner, a quantifier, a verb of wanting or
# liking, a preposition; otherwise "give me time", "it takes me time" (an indirect object and its noun)
_ME_TIME_BEFORE = re.compile(r"(?:^|[.!?,;:(\n—–-]\s*|\b(?:more|some|my|the|enough|much|little|real|quality|no|of|"
                             r"for|need|needed|needs|want|wanted|love|loved|with|any|extra|less|and|precious|"
                             r"proper|solid|good|some\s+good|bit\s+of|lot\s+of|lots\s+of|heaps|tons)\s+)$",
                             re.IGNORECASE)
# what follows "all solo" said as an adverb ("wandering art shows all solo :D", "all solo these days"): the clause's
# end, an emoji or a word that opens no noun phrase of its
_SOLO_ADVERB_AFTER = re.compile(r"\s*(?:$|[^\w\s]|(?:and|but|or|so|now|these|this|today|tonight|lately|again|anyway|"
                                r"though|tho|at|in|on|to|for|with|since|until|till|while|when|because|too|haha|lol)\b)",
                                re.IGNORECASE)
# "my own company" is one's company of oneself only after a verb of liking (Wiktionary: "enjoy one's own company");
# "started/run my own company" is a business
_COMPANY_BEFORE = re.compile(r"\b(?:enjoy|enjoys|enjoyed|enjoying|savour|savor|savours|savors|savoured|savored|"
                             r"savouring|savoring|like|likes|liked|love|loves|loved|loving|prefer|prefers|preferred|"
                             r"appreciate|appreciated|appreciating|relish|relished|relishing|value|valued|"
                             r"keep|kept|keeping|content\s+with|happy\s+with|comfortable\s+in|comfortable\s+with|"
                             r"at\s+peace\s+with|fine\s+with)\s+$", re.IGNORECASE)


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

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        if "\n" in match.group():
            return False  # a line break between the words: "trust me\ntime at sea …" is two lines, no idiom
        key = " ".join(match.group().lower().split())
        if key in ("me time", "me-time"):
            return bool(_ME_TIME_BEFORE.search(ctx.before(match.start(), 30)))
        if key == "my own company":
            return bool(_COMPANY_BEFORE.search(ctx.before(match.start(), 30)))
        if key == "all solo":  # the adverb ends its clause or goes on with no noun: "all solo work" is a kind of work
            return bool(_SOLO_ADVERB_AFTER.match(ctx.after(match.end(), 30)))
        return True
