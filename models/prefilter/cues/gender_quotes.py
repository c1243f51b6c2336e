"""Sex said by the labels one was held to: a gender word in scare quotes ("didn't buy into 'girly' stuff",
"ditched those stereotypical 'woman' myths", "never boxed into "girl" activities", "cliché 'feminine' job tags").
Quoting a word of gender marks it as a label someone put on the author, which tells a reader the author's sex as
surely as the word said of oneself. The word becomes "gendered" ("'gendered' stuff", "'gendered' myths").

Where the words come from: the gender nouns of cues/relationship.py (woman, man, girl, guy, lady …, with their
plurals) and the WordNet 3.0 adjectives glossed as "associated with", "characteristic of", "befitting" or
"resembling" a woman or a man (data/wordnet.py: feminine, masculine, manly, womanly, ladylike, girlish, boyish,
mannish, virile …), with "girly"/"girlie" (Wiktionary: "characteristic of a girl"), which WordNet lacks.

Near misses kept out: the word without quotes ("girly stuff" is taken by no rule here), a quote of more than the
word ('"Man, that hurt"', '"girls night"'), a capitalized title ('the "Girls" show', 'the "Men" section'), and a
possessive apostrophe ("the girls' bathroom": no quote opens before the word; '"boys' sports" vs "girls’ games"':
the apostrophe does not close a double quote)."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer
from .relationship import GENDER_NOUNS, GENDER_PLURALS

NAME = DETECTOR_PREFIX + "gender_quotes"
# WordNet adjective glosses that tie a quality to one sex.
_GLOSS = re.compile(r"^(?:befitting|characteristic|suggestive|typical|associated with|resembling)\b[^;]*?"
                    r"\b(?:a |an )?(?:woman|women|girl|girls|lady|ladies|man|men|boy|boys)\b")
_WIKTIONARY = ("girly", "girlie")
_FEMALE_ADJECTIVES = re.compile(r"\b(?:woman|women|girl|girls|lady|ladies)\b")


@functools.lru_cache(maxsize=1)
def gender_adjectives() -> frozenset[str]:
    """One-word lower-case adjectives that WordNet glosses as of one sex ("feminine", "manly", "girlish")."""
    from ..data import wordnet

    out = set(_WIKTIONARY)
    for synset in wordnet.adjective_synsets():
        if _GLOSS.search(synset.gloss):
            out |= {name.lower() for name in synset.lemmas if " " not in name and name[:1].islower()}
    return frozenset(out)


@functools.lru_cache(maxsize=1)
def _pattern() -> re.Pattern[str]:
    words = sorted(set(GENDER_NOUNS) | set(GENDER_PLURALS) | gender_adjectives(), key=len, reverse=True)
    # The word alone between quotes, in lower case: a label, not a title or a quoted sentence.
    # A closing quote of the opening one's kind: "girls’ games" after an opening '"' is a possessive, not a label.
    alternation = "|".join(map(re.escape, words))
    return re.compile(r"(?<![\w'’])(?:['‘](?P<w>" + alternation + r")['’]|[\"“](?P<w2>" + alternation + r")[\"”])(?![\w])")


class GenderQuoteRecognizer(RuledRecognizer):
    name = NAME
    categories = ("sex",)
    reason = "A gender label you quote hints at your gender."

    def find(self, ctx: Context) -> list[Finding]:
        if not any(q in ctx.text for q in "'‘\"“"):
            return []
        out: list[Finding] = []
        for m in _pattern().finditer(ctx.text):
            group = "w" if m.group("w") else "w2"
            s, e = m.span(group)
            out.append(Finding(s, e, m.group(group), "sex", 0.6, "medium", NAME, self.reason, "=gendered"))
        return out
