"""spaCy entities for one draft, computed only on the sentences that can hold a named entity.

The entity recognizer is most of the pre-filter's time, and the detectors only use entities that
are proper nouns (PERSON, ORG, GPE, LOC, FAC, NORP). So the recognizer runs on the sentences with
a proper-noun candidate: a capitalized word that does not start the sentence, or a sentence-initial
word that is a known first name or place. In comment-style text this skips most of the draft
(about three quarters of the PersonalReddit comments' characters), which is what makes the whole
pre-filter a fraction of Presidio's time on the same spaCy model (bench/prefilter_bench.py)."""

from __future__ import annotations

import functools
import re

from .context import Entity, fold
from .nlp import load_nlp

LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP"})
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|\n+|$)")
_WORD = re.compile(r"[^\W\d_][\w'’.-]*")
# Capitalized words that are not proper nouns.
_NOT_PROPER = frozenset({"I", "I'm", "I’m", "I've", "I'll", "I'd", "OK", "Ok", "TV", "LOL", "Lol", "OMG", "Oh"})


def entities(text: str) -> tuple[Entity, ...]:
    chunks = candidate_chunks(text)
    if not chunks:
        return ()
    nlp = load_nlp()
    out: list[Entity] = []
    for (start, chunk), doc in zip(chunks, nlp.pipe([c for _, c in chunks], batch_size=32)):
        for ent in doc.ents:
            if ent.label_ in LABELS:
                out.append(Entity(start + ent.start_char, start + ent.end_char, ent.label_, ent.text))
    return tuple(out)


def warm() -> None:
    load_nlp()
    _first_words()


def candidate_chunks(text: str) -> list[tuple[int, str]]:
    """Runs of consecutive sentences that contain a proper-noun candidate, with their offsets."""
    spans: list[list[int]] = []
    for m in _SENTENCE.finditer(text):
        if _has_candidate(m.group()):
            if spans and spans[-1][1] == m.start():
                spans[-1][1] = m.end()
            else:
                spans.append([m.start(), m.end()])
    return [(s, text[s:e]) for s, e in spans]


def _has_candidate(sentence: str) -> bool:
    words = _WORD.findall(sentence)
    if not words:
        return False
    first = words[0]
    if first[:1].isupper() and first not in _NOT_PROPER and fold(first) in _first_words():
        return True
    return any(w[:1].isupper() and w not in _NOT_PROPER for w in words[1:])


@functools.lru_cache(maxsize=1)
def _first_words() -> frozenset[str]:
    """Sentence-initial words worth a look: first names (Faker's lists) and place names."""
    from faker.providers.person.en_US import Provider as Person

    from .data.gazetteer import gazetteer

    names = {fold(n) for n in (*Person.first_names_female, *Person.first_names_male, *Person.last_names)}
    names.update(k for k in gazetteer().places if " " not in k)
    return frozenset(names)
