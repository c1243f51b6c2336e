"""Gendered emoji: the woman and man forms of an emoji ("🤷‍♀️", "👩‍💻", "🚴‍♂️", "👵") tell the author's sex as
plainly as "as a woman" does, and chat writers use them for themselves. Each becomes the gender-neutral emoji
Unicode defines for it ("🤷", "🧑‍💻", "🚴", "🧓"), so the sentence keeps its emoji and its tone.

Where the mapping comes from (the Unicode Standard, not the comments):
- Unicode Technical Standard #51 (Unicode Emoji), section 2.3 "Emoji ZWJ Sequences" / gender: a gendered
  emoji is a base emoji + ZERO WIDTH JOINER + FEMALE SIGN (U+2640) or MALE SIGN (U+2642), with an optional
  VARIATION SELECTOR-16; the base alone is its gender-neutral form ("person shrugging"). A skin tone
  modifier (U+1F3FB..U+1F3FF) stays on the base.
- The role sequences (Emoji 12.1) built on MAN U+1F468 / WOMAN U+1F469 ("woman technologist" 👩‍💻) have a
  neutral twin on ADULT U+1F9D1 ("technologist" 🧑‍💻).
- Single gendered people and their neutral code points, by their names in the Unicode Character Database
  (Python's `unicodedata`; tests/test_prefilter_gendered_emoji.py checks every name): MAN, WOMAN → ADULT;
  BOY, GIRL → CHILD; OLDER MAN, OLDER WOMAN → OLDER ADULT; PRINCE, PRINCESS → PERSON WITH CROWN (Emoji 14);
  PREGNANT WOMAN → PREGNANT PERSON (Emoji 14); MAN AND WOMAN / TWO MEN / TWO WOMEN HOLDING HANDS → people
  holding hands (🧑‍🤝‍🧑).
- Sequences of several people: a couple with a heart (👩‍❤️‍👨) → COUPLE WITH HEART 💑, with a kiss → KISS 💏;
  a family of men, women and children (👨‍👩‍👧) → FAMILY 👪.

Near misses kept out: a FEMALE SIGN or MALE SIGN standing alone ("♀ symbol", astronomy, biology: no base
emoji joined to it), emoji without a gender ("🤷", "🧑‍💻", "👍"), MAN DANCING 🕺 and DANCER 💃 and the bearded
person 🧔 (Unicode gives them no neutral twin: left as they are), FATHER/MOTHER CHRISTMAS (about Christmas,
not the writer)."""

from __future__ import annotations

import re

from ..context import Context
from .gated_patterns import GatedPattern, GatedPatternRecognizer, Hit
from .lexicon import DETECTOR_PREFIX

NAME = DETECTOR_PREFIX + "gendered_emoji"
_REASON = "A woman or man emoji tells your sex."

ZWJ, VS16 = "\u200d", "\ufe0f"
FEMALE_SIGN, MALE_SIGN = "\u2640", "\u2642"
ADULT = "\U0001F9D1"
HANDS = ADULT + ZWJ + "\U0001F91D" + ZWJ + ADULT  # people holding hands
# gendered code point -> its neutral code point (names checked against unicodedata in the tests)
SINGLES: dict[str, str] = {
    "\U0001F468": ADULT,  # MAN
    "\U0001F469": ADULT,  # WOMAN
    "\U0001F466": "\U0001F9D2",  # BOY -> CHILD
    "\U0001F467": "\U0001F9D2",  # GIRL -> CHILD
    "\U0001F474": "\U0001F9D3",  # OLDER MAN -> OLDER ADULT
    "\U0001F475": "\U0001F9D3",  # OLDER WOMAN -> OLDER ADULT
    "\U0001F934": "\U0001FAC5",  # PRINCE -> PERSON WITH CROWN
    "\U0001F478": "\U0001FAC5",  # PRINCESS -> PERSON WITH CROWN
    "\U0001F930": "\U0001FAC4",  # PREGNANT WOMAN -> PREGNANT PERSON
    "\U0001F46B": HANDS,  # MAN AND WOMAN HOLDING HANDS
    "\U0001F46C": HANDS,  # TWO MEN HOLDING HANDS
    "\U0001F46D": HANDS,  # TWO WOMEN HOLDING HANDS
}
_PEOPLE = frozenset("\U0001F468\U0001F469\U0001F466\U0001F467")  # the members of a family sequence
HEART, KISS_MARK = "\u2764", "\U0001F48B"
COUPLE_WITH_HEART, KISS, FAMILY = "\U0001F491", "\U0001F48F", "\U0001F46A"

_EMOJI = r"[\u2600-\u27BF\U0001F000-\U0001FAFF]"
_MODS = r"[\U0001F3FB-\U0001F3FF\uFE0F]*"
# One emoji with its ZWJ tail: base, modifiers, then (ZWJ, emoji, modifiers)*.
_SEQUENCE = re.compile(_EMOJI + _MODS + "(?:" + ZWJ + _EMOJI + _MODS + ")*")
_NEEDLES = frozenset(SINGLES) | {FEMALE_SIGN, MALE_SIGN}


def neutral(sequence: str) -> str:
    """The gender-neutral form of one emoji (ZWJ) sequence; the sequence itself when it has no gender."""
    parts = sequence.split(ZWJ)
    bases = [p.rstrip(VS16)[:1] for p in parts]
    people = [b for b in bases if b in _PEOPLE]
    if len(people) >= 2:  # several people in one sequence: a couple or a family
        if HEART in bases:
            return KISS if KISS_MARK in bases else COUPLE_WITH_HEART
        return FAMILY
    kept = [p for p in parts if p.rstrip(VS16) not in (FEMALE_SIGN, MALE_SIGN)]
    if not kept:  # a sign alone is not an emoji of a person
        return sequence
    out = []
    for part in kept:
        base, rest = part[:1], part[1:]
        out.append(SINGLES.get(base, base) + rest)
    if len(kept) == 1 and len(parts) > 1:
        out[0] = out[0].rstrip(VS16)  # "🤷‍♀️" → "🤷": the selector belonged to the sign
    return ZWJ.join(out)


class GenderedEmojiRecognizer(GatedPatternRecognizer):
    name = NAME
    category = "sex"
    score = 0.6
    reason = _REASON
    # a sequence is looked at only where a gendered code point or sign is in it
    TABLE = (GatedPattern("sequence", tuple(sorted(_NEEDLES)), _SEQUENCE),)

    def hit(self, ctx: Context, row: GatedPattern, match: re.Match[str]) -> Hit | None:
        if not any(c in match.group() for c in _NEEDLES):
            return None
        replacement = neutral(match.group())
        if replacement == match.group():
            return None  # no gender in it
        return match.start(), match.end(), "=" + replacement
