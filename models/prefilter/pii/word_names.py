"""A lone capitalized word that a name detector took for a person but that its sentence uses as a word.

Many first names are also words, and casual text puts them where a name would not stand (issue 11, namefp: the
edits2 review of the tuning halves of PersonalReddit and SynthPAI). Two readings, both from WordNet 3.0
(models/prefilter/data/wordnet.py), no hand list:
- the word with its neighbours is one of WordNet's compound nouns: "an allen wrench", "unraveling Gordian
  knots", "hail Mary moments", "New Year's Eve", "Roman law";
- the word modifies the lower-case noun right after it, and it is a word that modifies: an adjective ("Urban
  desert beginnings", "ancient Roman riches"), a nationality or a kind of people that WordNet writes with a
  capital ("Finn tradition", "A Viking themed wedding"), or an acronym in capitals ("competitive UNO nights").
  The noun after it must have no verb reading (unless the word is an adjective and no noun: "Urban desert") ("Finn walks home" and "Rose said" keep the person, and so does a
  double object whose noun is also a verb: "I gave Rose flowers"), and it must not be a name's own word
  ("Roman Kowalski" is capitalized; "my friend Roman said" has a verb). A first name right after a verb of two
  objects (WordNet's frame "Somebody ----s somebody something") is the person given to, unless the noun after
  is people or a group: "I gave Frank directions" keeps Frank, "they sent Viking warriors" does not.
Only a lone word: a full name ("Roman Kowalski", "Eve Online") is judged as before.
"""

from __future__ import annotations

import functools
import re

from wordfreq import zipf_frequency

from ..data.demonyms import nationality_word
from ..data.wordnet import (ARTIFACT_LEXFILE, GROUP_LEXFILE, INSTANCE_OF, PERSON_LEXFILE, double_object_verb_forms,
                             first_noun_sense, index_lemmas, one_word_lemmas, person_names, synset_at, verb_lemmas)
from .names import is_first_name

_NEXT_WORD = re.compile(r"[ \t]+([a-z][a-z'’-]*)")
_WORDS_BEFORE = re.compile(r"([A-Za-z][\w'’-]*)[ \t]+(?:([A-Za-z][\w'’-]*)[ \t]+)?$")
_ACRONYM = re.compile(r"[A-Z]{3,}")


def used_as_word(text: str, start: int, end: int) -> bool:
    """The lone word text[start:end] is a word of a compound noun or a modifier of the noun after it."""
    word = text[start:end]
    if not word.isalpha():
        return False
    after = _NEXT_WORD.match(text, end)
    noun = after.group(1).lower().replace("’", "'").rstrip("'") if after else ""
    before = _WORDS_BEFORE.search(text, max(0, start - 40), start)
    words_before = (before.group(1), before.group(2)) if before else (None, None)
    return _in_compound(word.lower(), noun, words_before) or (
        bool(noun) and _modifier_word(word) and (_noun_only(noun) or (_adjective_only(word) and _a_noun(noun))
                                                 or _acronym_before_noun(word, noun))
        and not _first_object(word, (words_before[1] or words_before[0] or ""), noun))


def _acronym_before_noun(word: str, noun: str) -> bool:
    """An acronym in capitals before a noun written as its lemma, even one that is also a verb ("a MAC address", "the
    USB port"; issue 11, round 34): a name written in capitals is followed by its verb in a form ("JOHN calls",
    "MAC called"), not the bare lemma; an adverb ("tomorrow", "today") follows a person as well."""
    return bool(_ACRONYM.fullmatch(word)) and noun in one_word_lemmas("n") and noun not in one_word_lemmas("r") and (
        zipf_frequency(noun, "en") < _FUNCTION_WORD_ZIPF)


def _first_object(word: str, verb: str, noun: str) -> bool:
    """A first name right after a verb that takes two objects, before a thing given: the person it is given to
    ("I gave Frank directions", "she showed Grace photos"), not a modifier of the thing. Not before people or a
    group, which such a word qualifies ("they sent Viking warriors", "gave Roman legions orders")."""
    if verb.lower() not in double_object_verb_forms() or not is_first_name(word):
        return False
    return not any((offset := first_noun_sense(form)) is not None
                   and synset_at(offset, "n").lexfile in (PERSON_LEXFILE, GROUP_LEXFILE) for form in _singulars(noun))


def _in_compound(key: str, noun: str, before: tuple[str | None, str | None]) -> bool:
    nouns = index_lemmas("n")
    one_before, two_before = (before[1] or before[0]), (before[0] if before[1] else None)
    candidates = [f"{key}_{form}" for form in _singulars(noun)] if noun else []
    if one_before:
        candidates.append(f"{one_before.lower()}_{key}")
        if two_before:
            candidates.append(f"{two_before.lower()}_{one_before.lower()}_{key}")
    people = person_names()
    return any(c.replace("’", "'") in nouns and c.replace("_", " ") not in people for c in candidates)


def _singulars(noun: str) -> tuple[str, ...]:
    """The noun and what it is the plural of, if it is one ("wrenches" → "wrench", "knots" → "knot")."""
    forms = [noun]
    if noun.endswith("ies"):
        forms.append(noun[:-3] + "y")
    if noun.endswith("es"):
        forms.append(noun[:-2])
    if noun.endswith("s"):
        forms.append(noun[:-1])
    return tuple(forms)


def _modifier_word(word: str) -> bool:
    """A word that stands before a noun to qualify it: an adjective, a nationality, a kind of people WordNet
    writes with a capital ("Roman", "Finn", "Viking"), an acronym in capitals."""
    return (bool(_ACRONYM.fullmatch(word)) or word.lower() in one_word_lemmas("a") or nationality_word(word)
            or _capitalized_kind_of_people(word))


@functools.lru_cache(maxsize=4096)
def _capitalized_kind_of_people(word: str) -> bool:
    """WordNet has the word, written so, as a kind of people (noun.person, not one person): "Roman", "Viking"."""
    if not word[:1].isupper():
        return False
    # (only the first sense: "Daniel" is a wise judge in a later sense, a prophet in its first; "Roman" a resident of Rome)
    offset = first_noun_sense(word.lower())
    if offset is None:
        return False
    synset = synset_at(offset, "n")
    return (synset.lexfile == PERSON_LEXFILE and word in synset.lemmas
            and not any(p.symbol == INSTANCE_OF for p in synset.pointers))


def _adjective_only(word: str) -> bool:
    """An adjective that is no noun ("urban", "crazy"; not "roman", "rose"): before a noun it qualifies it,
    whatever else the noun may be ("Urban desert beginnings")."""
    key = word.lower()
    return key in one_word_lemmas("a") and key not in one_word_lemmas("n")


def _a_noun(word: str) -> bool:
    """A noun of WordNet that is no function word: WordNet has "at" (a Laotian coin) and "in" (an inch), which
    text writes as prepositions ("Ask for Said at the stall"); those are the words wordfreq puts above Zipf 6."""
    nouns = one_word_lemmas("n")
    return any(f in nouns for f in _singulars(word)) and zipf_frequency(word, "en") < _FUNCTION_WORD_ZIPF


_FUNCTION_WORD_ZIPF = 6.0


def _noun_only(word: str) -> bool:
    """A noun with no verb or adverb reading ("roads", "riches", "tradition"; not "walks", "flowers", "yesterday")."""
    if not _a_noun(word) or word in one_word_lemmas("r"):
        return False  # (an adverb too is no noun here: "with Daniel yesterday", "Eve tonight")
    verbs = verb_lemmas()
    stems = set(_singulars(word))
    if word.endswith("ed"):
        stems |= {word[:-2], word[:-1]}
    return not any(s in verbs for s in stems)


# `lexnames`: 06 noun.artifact, 13 noun.food: things made, sold and eaten ("chocolates", "wrench", "prints").
_THING_LEXFILES = frozenset({ARTIFACT_LEXFILE, 13})


def names_a_thing(text: str, start: int, end: int) -> bool:
    """An unlisted name that stands for a work or a product, not a place: after "a"/"an" ("a Monet or a
    Banksy"), or before the lower-case plural of a thing made or eaten ("the cost of Lindt chocolates"). A
    place before such a noun is written in the gazetteer's names, which this is never asked about."""
    if re.search(r"\b(?:a|an|A|An)[ \t]+$", text[max(0, start - 4):start]):
        return True
    after = _NEXT_WORD.match(text, end)
    noun = after.group(1) if after else ""
    return noun.endswith("s") and any(_thing_sense(form) for form in _singulars(noun)[1:])


@functools.lru_cache(maxsize=4096)
def _thing_sense(noun: str) -> bool:
    """The noun's most frequent WordNet sense is a thing made or eaten."""
    if noun not in one_word_lemmas("n"):
        return False
    offset = first_noun_sense(noun)
    return offset is not None and synset_at(offset, "n").lexfile in _THING_LEXFILES
