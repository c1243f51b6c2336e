"""Sex said by the sex one singles out among one's peers: "more often than male co-workers", "one of few female
devs here", "the women engineers on my team". Naming the sex of colleagues, classmates or people of one's trade
sets the author apart from them or among them; the adjective goes and the peers stay ("more often than
co-workers", "one of few devs here").

Where the words come from: the sex adjectives and attributive nouns of English (female, male, woman, women, man,
men, lady, girl, guy; relationship.py's nouns as modifiers); the peers are the plural job titles of data/jobs.py
and the nouns of a workplace or a class (WordNet: co-worker, colleague, peer, classmate, teammate,
fellow student), by hand.

Near misses kept out: other plural nouns ("male friends", "female characters", "women's rights": a plural
title or a peer noun must follow), singular titles ("a female doctor" -- someone the author saw; cues/relationship.py
reads "as a female engineer"), and possessives ("women's teams")."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..data.jobs import all_titles, plurals
from ..recognizer import find_held
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "gendered_peers"
_SEX = ("female", "male", "woman", "women", "man", "men", "lady", "ladies", "girl", "girls", "guy", "guys")
PEERS = ("co-workers", "coworkers", "colleagues", "peers", "classmates", "teammates", "coursemates",
         "fellow students", "counterparts", "staff", "staffers", "team members", "hires", "interns", "trainees",
         "recruits", "apprentices", "devs", "techs", "tradies", "engineers", "students")
_SEX_WORD = re.compile(r"(?<![\w'’-])(?P<sex>" + "|".join(_SEX) + r")[\s-]+(?P<rest>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)",
                       re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _peer_nouns() -> frozenset[str]:
    """Peers and plural job titles, lower case ("co-workers", "nurses", "software engineers")."""
    names = set(PEERS) | set(plurals())
    names |= {t + "s" for t in all_titles() if not t.endswith("s")}
    return frozenset(names)


class GenderedPeerRecognizer(RuledRecognizer):
    name = NAME
    categories = ("sex",)
    reason = "The sex you single out among your peers hints at yours."

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        peers = _peer_nouns()
        for m in find_held(_SEX_WORD, ctx):
            rest = " ".join(m.group("rest").lower().split())
            words = rest.split()
            if not any(" ".join(words[:k]) in peers for k in (1, 2) if k <= len(words)):
                continue
            start, end = m.start("sex"), m.start("rest")
            value = "="
            if ctx.text[start].isupper() and _opens(ctx, start):
                end += 1  # "Female engineers are …" → "Engineers are …": the next word takes the capital
                value = "=" + ctx.text[end - 1].upper()
            out.append(Finding(start, end, ctx.text[start:end], "sex", 0.6, "medium", NAME, self.reason, value))
        return out


def _opens(ctx: Context, start: int) -> bool:
    before = ctx.text[:start].rstrip(" \t\"'“‘(")
    return not before or before[-1] in ".!?\n"
