"""Relationship status said by the life around it rather than by a status word: couple life ("date night",
"our anniversary", "my in-laws", "the honeymoon") and single life ("dating apps", "swiping on Tinder",
"table for one", "living alone"). Each becomes what anyone could say ("a night out", "a special day", "my
family", "apps").

Where the words come from: the terms of Wiktionary's English categories "Marriage", "Love" and "Dating"
that name a couple's or a single person's routines, and the dating apps of Wikipedia's "Comparison of
online dating services" that are known by name, written down by hand with neutral replacements.

Issue 12 round implied8 adds dating as the author's pursuit (DATING below: "my love life", "the dating scene here",
"bad dates", "plus-one"); near misses: "the love life of penguins" (of after it), "her plus-one" is left only when
no first person is in the sentence, "the first date of the tour" (no article before), "plus one" (arithmetic: the
hyphenated noun only), "the dating scene in 1920s Paris was wild" (no author).

Near misses kept out: others' couple life ("their anniversary", "his in-laws": the lexicon only takes
"my"/"our"/"the" forms, or none where the term is the author's by itself), anniversaries of things ("the
company's 10th anniversary": only "our"/"my" anniversaries), and "date" alone (a day)."""

from __future__ import annotations

import re

from ..context import Context
from ..sentences import sentence_bounds
from .first_person import FIRST_PERSON
from .lexicon import LexiconRecognizer
from .relationship import others_marriage

COUPLE_LIFE: dict[str, str] = {
    # couple life
    "date night": "a night out", "date nights": "nights out", "our anniversary": "a special day",
    "our wedding anniversary": "a special day", "my anniversary": "a special day", "our honeymoon": "a trip",
    "the honeymoon": "the trip", "my in-laws": "my family", "the in-laws": "the family", "our in-laws": "our family",
    "my mother-in-law": "a relative", "my father-in-law": "a relative", "my sister-in-law": "a relative",
    "my brother-in-law": "a relative", "my mil": "a relative", "my fil": "a relative", "my sil": "a relative",
    "my bil": "a relative", "my wedding ring": "my ring",
    "my engagement ring": "my ring", "our wedding": "a big day", "my wedding": "a big day",
    "newlyweds": "new here", "newlywed": "new to this", "married couple": "pair", "couples' retreat": "retreat",
    "couples retreat": "retreat", "couple's costume": "costume", "couples costume": "costume",
    "valentine's day dinner": "dinner", "our first date": "how we met", "my better half": "my partner",
    # single life
    "dating apps": "apps", "dating app": "app", "Tinder": "an app", "Bumble": "an app", "Hinge": "an app",
    "OkCupid": "an app", "swiping right": "browsing", "swiping left": "browsing", "swipe right": "browse",
    "table for one": "a quiet table", "party of one": "just me", "living alone": "living quietly",
    "live alone": "live quietly", "i live alone": "I live quietly", "single life": "life", "the single life": "life",
    "forever alone": "on my own", "singles night": "night out", "bachelor life": "life", "bachelorette life": "life",
    "cat lady": "cat person", "crazy cat lady": "cat person",
}
# The papers, people, objects and rites of a marriage and of its end, named by a compound whose head says the
# rest without the marriage (Wiktionary's English categories "Marriage" and "Divorce"; "divorce papers", "wedding
# vows", "marriage counseling"): the modifier goes ("signed divorce papers alone" → "signed papers alone"). Whose
# they are is said by the words before, so someone else's ("her divorce lawyer", "my parents' wedding vows", a
# judgment's "the divorce decree") stays (relationship.others_marriage).
MARRIAGE_COMPOUNDS: dict[str, str] = {
    "divorce papers": "papers", "divorce paperwork": "paperwork", "divorce lawyer": "lawyer",
    "divorce attorney": "attorney", "divorce settlement": "settlement", "divorce proceedings": "proceedings",
    "divorce court": "court", "divorce decree": "decree", "wedding vows": "vows", "marriage vows": "vows",
    "wedding band": "ring", "wedding ring": "ring", "engagement ring": "ring", "marriage counseling": "counseling",
    "marriage counselling": "counselling", "marriage counselor": "counselor", "marriage counsellor": "counsellor",
    "couples therapy": "therapy", "couples counseling": "counseling", "couples counselling": "counselling",
    "marriage certificate": "certificate", "marriage license": "license", "marriage licence": "licence",
    "prenup": "contract", "prenuptial agreement": "contract", "alimony": "payments",
    "tied the knot": "settled down", "tie the knot": "settle down", "tying the knot": "settling down",
}

# Dating as one's own pursuit (issue 12 round implied8: "dating talk", the tuning halves' third kind of surviving
# single-life evidence): the terms of Wiktionary's category "English terms for dating" (love life, dating scene,
# dating pool, blind date, first date, plus-one, "relationship goals") that name a single person's dating, with a
# neutral word of social life each. Tied to the author: a "my" form, or the first person or "here" in the sentence.
DATING: dict[str, str] = {
    "my love life": "my private life", "my dating life": "my social life", "the dating scene": "the social scene",
    "dating scene": "social scene", "the dating pool": "the social circle", "dating pool": "social circle",
    "a blind date": "an outing", "blind dates": "outings", "a first date": "a first meeting",
    "first dates": "first meetings", "bad dates": "bad evenings", "awkward dates": "awkward evenings",
    "relationship goals": "life goals", "plus-one": "guest", "plus-ones": "guests", "my plus-one": "my guest",
}
_DATING_KEYS = frozenset(" ".join(k.lower().split()) for k in DATING)
_AUTHOR_OR_HERE = re.compile(r"\bhere\b|" + FIRST_PERSON.pattern, FIRST_PERSON.flags)


class CoupleLifeRecognizer(LexiconRecognizer):
    family = "couple_life"
    category = "relationship_status"
    reason = "Couple or single life hints at your relationship status."
    TERMS = {**COUPLE_LIFE, **MARRIAGE_COMPOUNDS, **DATING}
    NOT_AFTER = re.compile(r"^\s*(?:of|for (?:my|his|her|their) (?:parents|friends|sister|brother))\b")

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        key = " ".join(match.group().lower().split())
        if key in _DATING_KEYS:  # the author's dating: the first person or "here" in the sentence
            first, last = sentence_bounds(ctx.text, match.start(), match.end())
            return bool(_AUTHOR_OR_HERE.search(ctx.text[first:last]))
        if key not in MARRIAGE_COMPOUNDS:
            return True
        return not others_marriage(ctx.text, match.start())
