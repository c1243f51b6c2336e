"""Sex said by what one wears on oneself: "I ditched my heels for meetings", "I wore a sparkly skirt",
"trimming my beard", "my aftershave". Clothes, cosmetics and facial hair that are worn by one sex far more
than the other place the author when the author wears them (the first person in the clause); the item becomes
the gender-neutral kind it is one of ("my shoes", "my outfit", "my hair", "my lotion").

Where the words come from: WordNet 3.0's noun synsets for women's garments and footwear (skirt, miniskirt,
blouse, sundress, ball gown, evening gown, high heel/spike heel/stiletto), cosmetics
(lipstick, lip gloss, mascara, eyeliner, eye shadow, nail polish) and facial hair and men's toiletries
(beard, moustache, goatee, stubble, aftershave, cologne; after "a"/"an" facial hair is left: "grew a beard"
has no natural stand-in), written down by hand with the hypernym the
synset sits under as the stand-in (footwear → shoes, garment → outfit/top, cosmetic → makeup's neutral kind
"skincare", facial hair → hair, toiletry → lotion/scent). Words that are as often unisex, or are common
verbs or other senses ("dress", "pumps", "tights", "blush", "foundation", "boxers"; "bra", slang for "bro":
"remember what I did yesterday bra"), are left out.

Near misses kept out: someone else's ("her heels", "my wife's lipstick", "his beard", "your skirt"), no
first person in the clause ("Heels are banned at the office"), idioms of "heels" that anyone says ("dig in my
heels", "kick up my heels", "head over heels", "on the heels of", "cool my heels"), compounds ("beard oil" is
kept, only the item word changes; "skirt steak", "Cologne" the city, capitalized mid-sentence)."""

from __future__ import annotations

import re

from ..context import Context
from ...records import Finding
from ..recognizer import find_held
from .lexicon import DETECTOR_PREFIX, LITERAL, RuledRecognizer

NAME = DETECTOR_PREFIX + "gendered_attire"
# item → its gender-neutral kind (WordNet hypernym, in the word people use)
STAND_INS: dict[str, str] = {
    # footwear
    "high heels": "shoes", "heels": "shoes", "stilettos": "shoes", "stiletto heels": "shoes", "kitten heels": "shoes",
    # garments
    "skirt": "outfit", "skirts": "outfits", "miniskirt": "outfit", "mini skirt": "outfit", "blouse": "top",
    "blouses": "tops", "sundress": "outfit", "ball gown": "outfit",
    "evening gown": "outfit",
    # cosmetics
    "lipstick": "skincare", "lip gloss": "skincare", "mascara": "skincare", "eyeliner": "skincare",
    "eyeshadow": "skincare", "eye shadow": "skincare", "nail polish": "skincare",
    # facial hair, men's toiletries
    "beard": "hair", "moustache": "hair", "mustache": "hair", "goatee": "hair", "stubble": "hair",
    "aftershave": "lotion", "cologne": "scent",
}
_ITEM = re.compile(r"(?<![\w'’-])(?P<item>" + "|".join(sorted(map(re.escape, STAND_INS), key=len, reverse=True))
                   + r")(?![\w'’-])", re.IGNORECASE)
# the author in the clause: I, me, my, myself (a capital "I" only: "i" is a typo too often kept by writers)
FIRST_PERSON = re.compile(r"(?<![\w'’])(?:I|[Mm]e|[Mm]y|[Mm]yself|I['’](?:m|ve|d|ll))(?![\w'’])")
# someone else's item just before it: "her heels", "my wife's lipstick", "his new beard"
_OTHERS = re.compile(r"(?:\b(?:her|his|their|your|our|its)|['’]s)(?:\s+[\w-]+){0,2}\s*$", re.IGNORECASE)
# idioms of "heels" that say nothing of what one wears
_HEEL_IDIOM = re.compile(r"(?:\b(?:dig|digs|digging|dug|kick|kicks|kicking|kicked|cool|cooling|cooled)\s+(?:in\s+|up\s+)?"
                         r"(?:my\s+|our\s+|the\s+)?|\bhead\s+over\s+|\bon\s+the\s+)$", re.IGNORECASE)
# someone else after the author in the clause wears it: "I saw a woman in heels", "I watched my wife put on lipstick"
_OTHER_PERSON = re.compile(r"\b(?:she|he|they|her|him|them|woman|women|girl|girls|lady|ladies|man|men|guy|guys|wife|"
                           r"husband|girlfriend|boyfriend|partner|mom|mum|mother|dad|father|sister|brother|daughter|son|"
                           r"friend|friends|someone|somebody|people|everyone)\b", re.IGNORECASE)
# the first person dropped at a clause start, diary style ("Ditched heels for meetings", "Trimmed the beard"): a verb of
# wearing, changing or grooming (WordNet's "wear", "don", "doff", "shave", "trim", "grow" and their everyday
# phrasal forms), by hand, and the item within three words
_DROPPED_I = re.compile(r"^\s*[\"“‘(*-]*(?:wore|wear|wearing|rock|rocked|rocking|ditch|ditched|ditching|swap|swapped|"
                        r"swapping|trade|traded|trading|put on|putting on|took off|taking off|trim|trimmed|trimming|"
                        r"shave|shaved|shaving|grow|grew|growing|bought|tried|trying)\s+(?:[\w'’-]+\s+){0,3}$",
                        re.IGNORECASE)
# the item as the subject of a statement: "Wearing heels is torture", "I think skirts are back"
_COPULA_AFTER = re.compile(r"^\s+(?:is|are|was|were|isn['’]t|aren['’]t|can|can['’]t|should|shouldn['’]t)\b", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.!?;:\n]|,\s+(?:but|and|while|whereas|though)\s", re.IGNORECASE)


def clause_before(text: str, start: int) -> str:
    """The clause the item stands in, up to the item."""
    head = text[:start]
    ends = list(_CLAUSE_END.finditer(head))
    return head[ends[-1].end():] if ends else head


class GenderedAttireRecognizer(RuledRecognizer):
    name = NAME
    categories = ("sex",)
    reason = "What you wear on yourself can hint at your sex."

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        text = ctx.text
        for m in find_held(_ITEM, ctx):  # not scanned without an item's name (98 % of the comments; speed10)
            item = m.group("item")
            if item.lower() == "cologne" and item[0].isupper():
                continue  # the city
            if text[m.end():m.end() + 6].lower().startswith(" steak"):
                continue  # skirt steak
            clause = clause_before(text, m.start())
            if _COPULA_AFTER.match(text[m.end():]):
                continue  # a statement about the item, not the author wearing it: "I think skirts are back"
            if STAND_INS[item.lower()] == "hair" and re.search(r"\b(?:a|an)\s+$", clause, re.IGNORECASE):
                continue  # "grew a beard" has no natural neutral stand-in ("grew a hair")
            firsts = list(FIRST_PERSON.finditer(clause))
            if firsts:
                if _OTHERS.search(clause) or _OTHER_PERSON.search(clause, firsts[-1].end()):
                    continue
            elif not _DROPPED_I.match(clause) or _OTHERS.search(clause):
                continue
            if item.lower().endswith("heels") and _HEEL_IDIOM.search(clause):
                continue
            stand_in = STAND_INS[item.lower()]
            if item[0].isupper():
                stand_in = stand_in[0].upper() + stand_in[1:]
            out.append(Finding(m.start(), m.end(), item, "sex", 0.5, "medium", NAME, self.reason, LITERAL + stand_in))
        return out
