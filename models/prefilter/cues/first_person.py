"""The words by which an author speaks of themself: the first person, one definition for the cue detectors that ask
whether a sentence or clause is the author's own ("after retirement I …", "my dad laid bricks and I …").

The word set is the English personal-pronoun table's first person (any grammar: Quirk et al., "A Comprehensive
Grammar of the English Language", 6.2), in each case:

    singular  I, me, my, mine, myself        plural  we, us, our, ours, ourselves

with their contractions ("I'm", "I've", "I'd", "I'll", "we're", "we've", "we'd", "we'll") and the two written
without an apostrophe in casual drafts ("im", "ive"). Case: a draft writes "i" as often as "I", so case is free,
with three exceptions where the capitals spell another word: "US" (the country: "moved to the US"), "IM" (an
instant message: "sent him an IM") and "IVE"; and "i.e.", whose "i" is no pronoun. Not counted: "id" (an ID)
and "ill" (ill), which are words without their apostrophe; a Roman numeral "I" ("World War I") is not told
apart (rare in drafts, and every detector before this module counted it too).

"mine" is also a noun ("a coal mine", "the mine closed") and a verb ("to mine bitcoin"): it counts only as the
possessive pronoun, which stands where a whole noun phrase stands: at the start of a clause ("Mine broke"), or
after a preposition or a verb of being ("a friend of mine", "it's mine", "better than mine", "yours and mine").
The noun has a determiner or a modifier right before it, the verb "to" or a subject: not counted.

The patterns need the draft's own case (`Context.text`, not `Context.lower`) to tell "US" from "us"; on
lower-cased text they read "US" as "us", as every detector did before.
"""

from __future__ import annotations

import re

# The words after which "mine" is the pronoun (a preposition, a form of "be", a conjunction, a comparison), each a
# fixed-width look-behind with one space; and the start of a clause (no word and space right before it).
_MINE_AFTER = r"of is was are were be been and or nor than like as with unlike not from by for about".split()
_MINE = ("(?:" + "|".join(rf"(?<=\b{w} )" for w in _MINE_AFTER) + r"|(?<=['’]s )|(?<![\w'’] )(?<![\w'’-]))mine")
_CONTRACTION = r"['’](?:m|ve|d|ll|re)"

# The author alone.
SINGULAR_WORDS = rf"(?i:i(?:{_CONTRACTION})?(?!\.e\b)|me|my|myself|{_MINE})|[Ii](?:m|ve)"
# The author among others ("we", "us", "our"): the writer counts themself in a group.
PLURAL_WORDS = rf"(?i:we(?:{_CONTRACTION})?|ours|ourselves|our)|[Uu]s"
# Either: the pattern text, for a detector that joins it to words of its own (cues/life_stage.py's "anyone else").
FIRST_PERSON_WORDS = rf"{SINGULAR_WORDS}|{PLURAL_WORDS}"


def _word(alternatives: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{alternatives})\b")


FIRST_PERSON = _word(FIRST_PERSON_WORDS)
FIRST_PERSON_SINGULAR = _word(SINGULAR_WORDS)
FIRST_PERSON_PLURAL = _word(PLURAL_WORDS)
