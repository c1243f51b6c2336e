"""English verb forms, one of each kind: base, third person, past, participle, gerund ("teach" → "teaches",
"taught", "taught", "teaching"), and a stand-in word cased like the word it replaces.

Irregular forms and doubled consonants come from WordNet 3.0's exception list of verbs (`verb.exc`, read by
data/wordnet.py: "taught teach", "wrote write", "written write", "digging dig", "programmed program"). The
rest are the spelling rules of regular verbs, the same ones data/wordnet.py's verb-form sets use: "-es" after
s, sh, ch, x, z and o, "-ies"/"-ied" after a consonant + y, "-d" after e, else "-s"/"-ed"; the gerund drops a
final e but not the e of "-ee", "-oe", "-ye" ("referee" → "refereeing", "hoe" → "hoeing").

What WordNet does not say, and how it is read here:
- which form a row is: a form in -ing is the gerund; of two other forms the one in -n is the participle
  ("wrote"/"written", "took"/"taken"); a single other form is both past and participle ("taught", "laid").
  A verb whose rows fit none of these is refused (ValueError), not guessed.
- forms in -s: the rule makes every third person; the file's -s rows are a few irregular ones ("has") and
  the British spelling of another lemma ("programmes" listed under "program"), so they are left.
- the British doubled l ("counselled", "travelling", listed beside the regular American forms WordNet does
  not list): left, the American forms kept.
- a past that is the base itself ("set", "cut", "proofread"): WordNet lists no form equal to its lemma, so
  these are `UNCHANGED_PAST`, by hand.
- an archaic row ("wrought" under "work"): `ARCHAIC_ROWS`, by hand, whose forms are the regular ones.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

# Verbs whose past and participle are the base (Wiktionary's inflection table of each); only the verbs the
# cue modules inflect: WordNet has no row for them (see the docstring).
UNCHANGED_PAST = frozenset({"cut", "set", "proofread"})
# Verbs whose only verb.exc rows are archaic forms (Wiktionary: "wrought", archaic past of "work"): the
# regular forms are theirs.
ARCHAIC_ROWS = frozenset({"work"})
_VOWELS = tuple("aeiou")


class VerbForms(NamedTuple):
    base: str
    third: str
    past: str
    participle: str
    gerund: str


def third_person(verb: str) -> str:
    """The present third person singular by the rule ("teaches", "edits", "carries")."""
    if verb.endswith("y") and verb[-2:-1] not in _VOWELS:
        return verb[:-1] + "ies"
    return verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "z", "o")) else "s")


def regular_past(verb: str) -> str:
    """The past and participle by the rule ("edited", "refereed", "carried"); no doubled consonant."""
    if verb.endswith("y") and verb[-2:-1] not in _VOWELS:
        return verb[:-1] + "ied"
    return verb + ("d" if verb.endswith("e") else "ed")


def _regular_gerund(verb: str) -> str:
    return (verb[:-1] if verb.endswith("e") and not verb.endswith(("ee", "oe", "ye")) else verb) + "ing"


def _british_l(form: str, verb: str) -> bool:
    """Whether `form` is `verb` with its final l doubled ("counselled", "travelling")."""
    return verb.endswith("l") and form.startswith(verb + "l")


@functools.lru_cache(maxsize=None)
def verb_forms(verb: str) -> VerbForms:
    """Each kind of form of `verb` (lower case), from WordNet's exceptions and the rules (module docstring)."""
    from .wordnet import verb_exceptions

    rows = [] if verb in ARCHAIC_ROWS else [form for form in verb_exceptions().get(verb, ())
                                            if not form.endswith("s") and not _british_l(form, verb)]
    gerunds = [form for form in rows if form.endswith("ing")]
    others = [form for form in rows if not form.endswith("ing")]
    if len(gerunds) > 1:
        raise ValueError(f"verb.exc lists several gerunds of {verb!r}: {gerunds}")
    gerund = gerunds[0] if gerunds else _regular_gerund(verb)
    if not others:
        past = participle = verb if verb in UNCHANGED_PAST else regular_past(verb)
    elif len(others) == 1:
        past = participle = others[0]
    else:
        in_n = [form for form in others if form.endswith("n")]
        if len(others) != 2 or len(in_n) != 1:
            raise ValueError(f"verb.exc's forms of {verb!r} do not say which is the past: {others}")
        participle = in_n[0]
        past = next(form for form in others if form != participle)
    return VerbForms(verb, third_person(verb), past, participle, gerund)


def cased(word: str, like: str) -> str:
    """`word` capitalized where `like` starts with a capital ("Working" for "Teaching"), else as it is."""
    return word.capitalize() if like[:1].isupper() else word
