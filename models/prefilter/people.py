"""Which name mentions in one draft are the same person: "Mr Raja Arlewin", "Raja Arlewin", "Arlewin".

The pseudonym vault and the suggestions use this one grouping, so every mention of a person gets the
same stand-in. A mention joins the fullest name of the draft that contains all of its words (after titles
are dropped); a mention that fits two different full names ("Jones" beside "Christopher Jones" and
"Christina Jones") stays on its own, because guessing would give two people one stand-in."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from ..records import Finding
from .context import fold

TITLES = frozenset("mr mrs ms miss mx dr prof sir madam mme herr frau dame lord lady".split())


def person_key(name: str) -> str:
    """A name's grouping key: folded, titles and punctuation dropped ("Mr. O'Brien" → "o'brien")."""
    words = re.sub(r"[^\w'\s]|_", " ", fold(name)).split()
    kept = [w for w in words if w not in TITLES]
    return " ".join(kept or words)


def canonical_names(names: Iterable[str]) -> dict[str, str]:
    """Each name's group key: the key of the fullest name of the draft it belongs to."""
    keys = {name: person_key(name) for name in names}
    full = sorted(set(keys.values()), key=lambda k: (-len(k.split()), k))
    out: dict[str, str] = {}
    for name, key in keys.items():
        words = set(key.split())
        homes = [f for f in full if len(f.split()) > len(words) and words <= set(f.split())]
        out[name] = homes[0] if len(homes) == 1 else key
    return out


def group_people(text: str, findings: Sequence[Finding]) -> list[Finding]:
    """Name findings get their group key as `value` (what the vault and second mentions key on), and a
    bare surname or first name of a full name found elsewhere in the draft ("Arlewin withdrew it") is
    flagged as that person too."""
    names = canonical_names(f.text for f in findings if f.category == "name")
    out = [replace(f, value=names[f.text]) if f.category == "name" else f for f in findings]
    full = [f for f in out if f.category == "name" and len(f.text.split()) >= 2 and f.validity in ("high", "medium")]
    for person in full:
        for part in set(re.split(r"[\s_]+", person.text)):
            if len(part) < 3 or not part[:1].isupper() or fold(part) in TITLES or part.endswith("."):
                continue
            if canonical_names([person.text, part] + [f.text for f in full])[part] != names[person.text]:
                continue  # the part fits two people of the draft
            for start in _whole_word_positions(text, part):
                end = start + len(part)
                if not any(start < f.end and f.start < end for f in out):
                    out.append(replace(person, start=start, end=end, text=part, score=person.score - 0.1))
    return out


def _whole_word_positions(text: str, word: str) -> list[int]:
    """Where `word` stands as a whole word (a plain search: a regex per word costs a compile per draft)."""
    found, at = [], text.find(word)
    while at >= 0:
        before = text[at - 1] if at else " "
        after = text[at + len(word)] if at + len(word) < len(text) else " "
        if not (before.isalnum() or before in "_'’-") and not (after.isalnum() or after in "_'’-"):
            found.append(at)
        at = text.find(word, at + 1)
    return found
