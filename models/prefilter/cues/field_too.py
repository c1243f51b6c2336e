"""The author's line of work named as where the same holds "too" ("In editing too! Had folks …", "Seeing similar
shifts in architectural firms too!", "In engineering too things are shifting", "in academia too—I've been teaching
…"): agreeing that a thing happens "in X too" names X as the field one speaks from. The title is not said
(cues/occupation.py), nor "I work in" (cues/work_field.py): only the field, as a reply. The edit writes "my field"
for it ("In my field too! Had folks …"), which keeps the reply and drops the field.

Where the words come from, all vocabularies the pre-filter already has:
- the industries of cues/work_field.py (NAICS 2022 and ISCO-08 sectors, in speech: "accounting", "academia",
  "construction", "journalism") and its broad fields' own names ("tech", "healthcare", "the trades");
- the job gerunds of cues/work_field.py and cues/work_activity.py (WordNet's derivational links from job titles:
  "nursing", "coding", "editing", "teaching");
- the academic disciplines of data/disciplines.py (Wikipedia's outline of academic disciplines, by hand) and
  data/wordnet_disciplines.py (WordNet 3.0's "discipline" tree), less the language names ("in French too" is a
  language, not a field);
- the field adjectives of cues/field_vocabulary.py (WordNet's pertainyms of professions and rare disciplines:
  "architectural", "legal", "anthropological") before a collective head noun;
- the head nouns a trade is named by as a group of people or places (WordNet 3.0's nouns glossed for a part of
  society or of the economy, by hand: "sector", "industry", "field", "world" ("a distinctive group of people with
  some shared interest"), "circles", "scene", "community", "profession", "firms", "departments", "offices").

When it is the author's: the phrase opens the clause (the reply form "In editing too!", after "yeah", "same",
"and", "but"), or the clause's verb comes first with its subject dropped ("Seeing similar shifts in … too",
"Noticed it in nursing too"), or the first person is in the sentence ("I see it in nursing too") with no one else
the subject before the phrase ("my sister sees it in nursing too" stays out).

Near misses kept out: "in class too", "in there too", "in the wild too", "in leadership roles too" (no word of a
field), "in French too" (a language), "prices are up in healthcare too" (no author, not the opening), "my sister
sees it in nursing too" (someone else's), "in my field too" (already the stand-in)."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..sentences import sentence_bounds
from ...records import Finding
from .field_vocabulary import field_adjectives, field_nouns
from .first_person import FIRST_PERSON
from .lexicon import DETECTOR_PREFIX, LITERAL, RuledRecognizer
from .trade_activity import OTHER_SUBJECT

NAME = DETECTOR_PREFIX + "field_too"
STAND_IN = "my field"
# The collective heads a trade is named by (module docstring).
HEADS = frozenset("""sector sectors industry industries field fields world circles circle scene community
    communities profession professions firms firm departments department offices office""".split())

# "In editing too", "Seeing similar shifts in architectural firms too", "in academia as well": the phrase between
# "in" and "too"/"as well", at most four words, checked against the vocabularies below.
_IN_TOO = re.compile(r"\b(?P<in>in)\s+(?:the\s+)?(?P<phrase>[A-Za-z&][\w&'’-]*(?:\s+[A-Za-z&][\w&'’-]*){0,3}?)"
                     r"\s*,?\s+(?:too|as\s+well)\b", re.IGNORECASE)
# The reply form: the phrase opens its clause, perhaps after a word of agreement or a conjunction.
_OPENING = re.compile(r"(?:^|[.!?;:\n—–(]|\s-\s)\s*(?:(?:yeah|yep|yes|same|and|but|so|oh|ha|haha|lol|true|agreed|"
                      r"totally|definitely|even|also)[,!.]?\s+)*$", re.IGNORECASE)
# The subject dropped before a clause's first verb ("Seeing similar shifts in …", "Noticed it in …", "Same thing
# happening in …"): the clause opens with a word in -ing or -ed.
_DROPPED_SUBJECT = re.compile(r"(?:^|[.!?;:\n—–])\s*(?P<lead>(?:\w+\s+){0,2}?)[A-Za-z]+(?:ing|ed)\b[^.!?;:\n]*$")


@functools.lru_cache(maxsize=1)
def field_words() -> frozenset[str]:
    """Every word or phrase (lower case) that names a field here: cues/field_vocabulary.py's `field_nouns`
    (industries, broad fields, job gerunds, disciplines less the languages)."""
    return frozenset(noun.lower() for noun in field_nouns()) - {STAND_IN.split()[-1]}


def names_a_field(phrase: str) -> bool:
    """The phrase is a field ("editing", "health care"), a field before a head ("consulting firms", "tech
    industries") or a field adjective before a head ("architectural firms")."""
    words = phrase.lower().split()
    if not words:
        return False
    fields = field_words()
    if " ".join(words) in fields:
        return True
    if words[-1] not in HEADS or len(words) < 2:
        return False
    modifier = " ".join(words[:-1])
    return modifier in fields or modifier in field_adjectives()


class FieldTooRecognizer(RuledRecognizer):
    name = NAME
    categories = ("occupation",)
    reason = "Saying it is the same in a field hints that the field is yours."

    def find(self, ctx: Context) -> list[Finding]:
        text = ctx.text
        out: list[Finding] = []
        if " too" not in ctx.lower and "as well" not in ctx.lower:
            return out
        for m in _IN_TOO.finditer(text):
            phrase = m.group("phrase")
            if phrase.lower().startswith(("my ", "our ")) or not names_a_field(phrase):
                continue
            before = text[max(0, m.start() - 80) : m.start()]
            if not self._authors(text, m.start(), before):
                continue
            start = m.start("phrase")
            if text[m.end("in") : start].strip().lower() == "the":  # "in the construction industry too"
                start = m.end("in") + 1
            end = m.end("phrase")
            out.append(Finding(start, end, text[start:end], "occupation", 0.55, "medium", NAME, self.reason,
                               LITERAL + STAND_IN))
        return out

    @staticmethod
    def _authors(text: str, at: int, before: str) -> bool:
        if _OPENING.search(before):
            return True
        dropped = _DROPPED_SUBJECT.search(before)
        if dropped:  # no one else before the verb ("She noticed it in …" is hers)
            return not OTHER_SUBJECT.search(dropped.group("lead").lower()) \
                and not re.search(r"\byou\b", dropped.group("lead").lower())
        sentence_start, _ = sentence_bounds(text, at, at)
        clause = text[sentence_start:at].lower()
        # the author comes first ("I see it in …"), not after someone else ("my sister sees it in …", "he told me")
        mine, other = FIRST_PERSON.search(clause), OTHER_SUBJECT.search(clause)
        return mine is not None and (other is None or other.start() > mine.start())
