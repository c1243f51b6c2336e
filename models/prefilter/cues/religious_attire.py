"""Faith said by what one wears: "comments about my hijab", "I started wearing a kippah to work", "my son wears a
patka to school". A garment that a faith prescribes, worn by the author or by someone they mention, says the faith as
surely as "I'm Muslim" does (GDPR art. 9); the item becomes the kind of garment it is ("my headscarf", "a cap").

Where the words come from: WordNet 3.0's noun glosses that tie a garment to a faith's followers (yarmulke "a skullcap
worn by religious Jews", tallith, chador, burka, "phylactery" left out: a box, not worn as clothing) and Wikipedia's
list "Religious clothing" for the items WordNet 3.0 does not have (hijab, niqab, jilbab, abaya, kippah, tzitzit,
tichel, sheitel, patka, dastar, kufi, taqiyah), written down by hand with the garment's neutral kind as its stand-in.
Left out: items worn as often for no faith ("turban", "headscarf", "veil", "cross necklace", "bindi", "habit").

Near misses kept out: the item as a topic or a thing for sale, not worn by anyone named ("the burqa ban", "a hijab
shop", "hijab tutorials", "She sells kippahs online"), and no owner or wearer in the clause ("Hijabs come in many
colours")."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import find_held
from ...records import Finding
from .gendered_attire import FIRST_PERSON, clause_before
from .lexicon import DETECTOR_PREFIX, LITERAL, RuledRecognizer

NAME = DETECTOR_PREFIX + "religious_attire"
# item → (the faith it says, its neutral kind)
ITEMS: dict[str, tuple[str, str]] = {
    "hijab": ("Muslim", "headscarf"), "niqab": ("Muslim", "veil"), "burqa": ("Muslim", "veil"),
    "burka": ("Muslim", "veil"), "chador": ("Muslim", "veil"), "jilbab": ("Muslim", "robe"),
    "abaya": ("Muslim", "robe"), "kufi": ("Muslim", "cap"), "taqiyah": ("Muslim", "cap"),
    "kippah": ("Jewish", "cap"), "kippa": ("Jewish", "cap"), "kipa": ("Jewish", "cap"), "yarmulke": ("Jewish", "cap"),
    "tallit": ("Jewish", "shawl"), "tallis": ("Jewish", "shawl"), "tallith": ("Jewish", "shawl"),
    "tzitzit": ("Jewish", "clothing"), "tichel": ("Jewish", "headscarf"), "sheitel": ("Jewish", "wig"),
    "patka": ("Sikh", "head covering"), "dastar": ("Sikh", "head covering"),
}
_ITEM = re.compile(r"(?<![\w'’-])(?P<item>" + "|".join(sorted(ITEMS, key=len, reverse=True))
                   + r")(?P<plural>s)?(?![\w'’-])", re.IGNORECASE)
# Whose it is, right before it: "my hijab", "her new niqab", "my daughter's patka", "our son's kippah".
_OWNER = re.compile(r"\b(?P<own>my|our|her|his|their)(?:\s+[\w-]+['’]s)?(?:\s+[\w-]+){0,2}?\s+$", re.IGNORECASE)
# Worn: a verb of wearing and an article or a possessive before the item, with its subject in the clause.
_WORN = re.compile(r"\b(?:wear|wears|wearing|wore|worn|don|dons|donned|put on|puts on|putting on|took off|take off|"
                   r"takes off|taking off|started wearing|stopped wearing)\s+(?:an?|the|my|her|his|their|our)?\s*"
                   r"(?:[\w-]+\s+){0,2}?$", re.IGNORECASE)
_I = re.compile(r"I\b|I['’]")
# Someone else in the clause before the verb: "my son wears", "she wore", "our daughter started wearing".
_OTHER = re.compile(r"\b(?:she|he|they|her|his|their|my\s+[\w-]+|our\s+[\w-]+|[A-Z][a-z]+)\s+(?:[\w-]+\s+){0,2}?"
                    r"(?:wear|wears|wearing|wore|don|dons|donned|put|puts|putting|took|takes|taking|started|stopped)\b")
# A noun after the item makes it a topic or a thing: "the burqa ban", "hijab tutorials", "a kippah shop".
_TOPIC_AFTER = re.compile(r"\s+(?:ban|bans|law|laws|debate|debates|policy|policies|shop|shops|store|stores|brand|"
                          r"brands|"
                          r"tutorial|tutorials|fashion|style|styles|pin|pins|business|seller|sellers|day|rule|rules|"
                          r"controversy|issue)\b", re.IGNORECASE)
class ReligiousAttireRecognizer(RuledRecognizer):
    name = NAME
    categories = ("religion",)
    reasons = {"author": "What you wear for your faith says your religion.",
               "other": "What someone you mention wears for their faith says their religion."}

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        text = ctx.text
        for m in find_held(_ITEM, ctx):
            if _TOPIC_AFTER.match(text, m.end()):
                continue
            clause = clause_before(text, m.start())
            owner = _OWNER.search(clause)
            subject: str | None = None
            if owner is not None:
                own = owner.group("own").lower()
                possessed = re.search(r"['’]s\b", owner.group())
                subject = "author" if own in ("my", "our") and not possessed else "other"
            elif _WORN.search(clause):
                other = _OTHER.search(clause)
                mine = FIRST_PERSON.search(clause) is not None
                subject = "other" if other and not _I.match(other.group()) else "author" if mine else None
            if subject is None:
                continue
            faith, kind = ITEMS[m.group("item").lower()]
            stand_in = kind + ("s" if m.group("plural") else "")
            if m.group("item")[0].isupper() and m.start() > 0 and text[: m.start()].rstrip()[-1:] in ".!?\n":
                stand_in = stand_in[0].upper() + stand_in[1:]
            out.append(Finding(m.start(), m.end(), m.group(), "religion", 0.6, "medium", NAME, self.reasons[subject],
                               LITERAL + stand_in, subject=subject))
        return out
