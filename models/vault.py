"""One conversation's map of original values ↔ stand-ins (styles `placeholder` and `pseudonym`).

The same value always gets the same stand-in (within the vault: one conversation of one site), two
values never share one, and a stand-in is never a value the user wrote (an original, or a word of a
draft the vault was shown). Person names are consistent word by word too: once "John Okafor" is "Kevin
Lowe", "Mary Okafor" becomes "<another first name> Lowe" and "John" alone becomes "Kevin", so a reply
that says "Mr Lowe" or "Kevin" can be restored as well.

The vault is pure data plus the rules above; the service keeps it encrypted per (site, conversation),
the CLI writes it with `--json` and reads it back for `looktwice restore`.
"""

from __future__ import annotations

import os
import random
import re
import threading
from dataclasses import asdict, dataclass
from typing import Any

from .errors import InputError
from .standins import KINDS, is_title, make, normalize

STYLES = ("placeholder", "pseudonym")
_MAX_ATTEMPTS = 60
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")

# Placeholder tags per category (`[PERSON_1]`); a named employer is an organization, `[ORG_1]`.
TAGS = {
    "age": "AGE", "sex": "GENDER", "city_country": "CITY", "birth_city_country": "PLACE",
    "education": "EDUCATION", "occupation": "JOB", "income_level": "INCOME",
    "relationship_status": "RELATIONSHIP", "health": "HEALTH",
    "religion": "RELIGION", "politics": "POLITICS", "sexuality": "SEXUALITY", "ethnicity": "ETHNICITY",
    "trade_union": "TRADE_UNION", "criminal_record": "CRIMINAL_RECORD", "name": "PERSON", "email": "EMAIL",
    "phone": "PHONE", "address": "ADDRESS", "id_number": "ID", "financial": "ACCOUNT", "url": "URL",
    "ip_address": "IP", "username": "USERNAME", "organization": "ORG",
    "secret": "SECRET",
}


@dataclass(frozen=True)
class StandIn:
    """One original value and what the site sees instead of it."""

    original: str
    stand_in: str
    kind: str  # a standins.KINDS kind, or the category a placeholder stands for
    style: str  # "placeholder" | "pseudonym"

    def to_json(self) -> dict[str, str]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "StandIn":
        if not isinstance(data, dict) or set(data) != {"original", "stand_in", "kind", "style"}:
            raise InputError("a stand-in entry must be an object with original, stand_in, kind and style")
        if not all(isinstance(v, str) and v for v in data.values()):
            raise InputError("a stand-in entry's fields must be non-empty strings")
        if data["style"] not in STYLES:
            raise InputError(f"a stand-in entry's style must be one of {', '.join(STYLES)}")
        return cls(**data)


class Vault:
    """Original ↔ stand-in for one conversation. Thread-safe; `to_json`/`from_json` round-trip it."""

    def __init__(self, entries: list[StandIn] | tuple[StandIn, ...] = (), seed: int | None = None) -> None:
        self._lock = threading.RLock()
        self._rng = random.Random(seed if seed is not None else int.from_bytes(os.urandom(8), "big"))
        self._entries: list[StandIn] = []
        self._by_key: dict[tuple[str, str, str], StandIn] = {}
        self._by_stand_in: dict[str, StandIn] = {}
        self._taken: set[str] = set()  # casefolded stand-ins and originals
        self._word_to: dict[str, str] = {}  # person-name word (casefolded original) → stand-in word
        self._word_from: dict[str, str] = {}  # casefolded stand-in word → original word
        self._name_words: set[str] = set()  # casefolded words of original person names
        self._avoid: set[str] = set()  # casefolded words of drafts shown to the vault (not persisted)
        for entry in entries:
            self._add(entry)

    # ---- reading ---------------------------------------------------------------------------------
    def entries(self) -> list[StandIn]:
        with self._lock:
            return list(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def name_words(self) -> dict[str, str]:
        """Stand-in word → original word of person names, for restoring "Kevin" or "Mr Lowe" alone."""
        with self._lock:
            return dict(self._word_from)

    def to_json(self) -> dict[str, Any]:
        return {"format": 1, "entries": [e.to_json() for e in self.entries()]}

    @classmethod
    def from_json(cls, data: Any) -> "Vault":
        if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
            raise InputError('a stand-in map must be a JSON object with an "entries" list')
        entries = [StandIn.from_json(e) for e in data["entries"]]
        vault = cls()
        for entry in entries:
            if entry.stand_in.casefold() in vault._taken:
                raise InputError(f"the stand-in map gives {entry.stand_in!r} twice")
            vault._add(entry)
        return vault

    # ---- minting ---------------------------------------------------------------------------------
    def avoid(self, text: str) -> None:
        """Stand-ins minted from now on must not be a word of `text` (a draft of this conversation), so
        restoring a reply never turns the user's own words into something else."""
        with self._lock:
            self._avoid.update(w.casefold() for w in _WORD.findall(text))

    def placeholder(self, category: str, value: str, shown: str | None = None) -> str:
        """`[PERSON_1]`-style token: numbered per tag, the same number for the same value. `shown` is the
        text as the user wrote it (restored in replies) when `value` is a normalized key (a person's group)."""
        tag = TAGS.get(category, re.sub(r"\W", "_", category.upper()))
        key = ("placeholder", tag, re.sub(r"\s+", " ", value.casefold()).strip())
        with self._lock:
            found = self._by_key.get(key) or self._by_stand_in.get(value.strip().casefold())
            if found is not None:
                return found.stand_in  # a value seen before, or a stand-in quoted again (RLAA rounds)
            taken = [int(m.group(1)) for e in self._entries if e.style == "placeholder"
                     for m in [re.fullmatch(rf"\[{re.escape(tag)}_(\d+)\]", e.stand_in)] if m]
            token = f"[{tag}_{max(taken, default=0) + 1}]"
            entry = StandIn((shown or value).strip(), token, category, "placeholder")
            self._add(entry)
            self._by_key[key] = entry  # the normalized value finds it too, when `shown` keys differently
            return token

    def pseudonym(self, kind: str, value: str) -> str:
        """A plausible stand-in of the same kind and shape; the same one for the same value."""
        if kind not in KINDS:
            raise InputError(f"no pseudonyms for {kind!r}; kinds: {', '.join(KINDS)}")
        key = ("pseudonym", kind, normalize(kind, value))
        with self._lock:
            found = self._by_key.get(key) or self._by_stand_in.get(value.strip().casefold())
            if found is not None:
                return found.stand_in  # a value seen before, or a stand-in quoted again (RLAA rounds)
            original = re.sub(r"['’]s$", "", value.strip()) if kind == "person" else value.strip()
            for attempt in range(_MAX_ATTEMPTS):
                candidate = (self._person(original, attempt) if kind == "person"
                             else make(kind, original, self._rng, attempt))
                if self._free(kind, original, candidate):
                    self._add(StandIn(original, candidate, kind, "pseudonym"))
                    return candidate
            raise RuntimeError(f"no free stand-in for a {kind} after {_MAX_ATTEMPTS} attempts")

    def merge(self, other: "Vault") -> None:
        """Take over another conversation's entries (a new chat that got its id); ours win on conflicts."""
        with self._lock:
            for entry in other.entries():
                key = _key(entry)
                if key in self._by_key or entry.stand_in.casefold() in self._taken:
                    continue
                self._add(entry)

    # ---- internals -------------------------------------------------------------------------------
    def _person(self, original: str, attempt: int) -> str:
        words = original.split()
        out = []
        named = [w for w in words if not is_title(w)]
        for word in words:
            if is_title(word):
                out.append(word)
                continue
            i = named.index(word)
            known = self._word_to.get(word.casefold())
            if known is not None and attempt < _MAX_ATTEMPTS // 2:
                out.append(known)
            else:
                single = words[:1] if i == 0 else ["X", word]  # position decides first vs family name
                out.append(make("person", " ".join(single), self._rng).split()[-1])
        return " ".join(out)

    def _free(self, kind: str, original: str, candidate: str) -> bool:
        folded = candidate.casefold()
        if not candidate or folded in self._taken or folded == original.casefold():
            return False
        words = [w.casefold() for w in _WORD.findall(candidate)]
        if kind != "person":
            # Only the whole stand-in is ever restored: it must not be something the user wrote.
            return not (words and all(w in self._avoid for w in words))
        originals = [w.casefold() for w in original.split()]
        if len(words) != len(originals):
            return False
        for orig, word in zip(originals, words):
            if is_title(orig):
                continue  # kept as written
            if self._word_to.get(orig, "").casefold() == word:
                continue  # the word this original word already stands as
            if word in self._word_from or word in self._name_words or word in self._avoid:
                return False  # another word's stand-in, a real name in this vault, or a word the user wrote
            if word in self._taken or word in originals:
                return False
        return True

    def _add(self, entry: StandIn) -> None:
        self._entries.append(entry)
        self._by_key[_key(entry)] = entry
        self._by_stand_in[entry.stand_in.casefold()] = entry
        self._taken.add(entry.stand_in.casefold())
        self._taken.add(entry.original.casefold())
        if entry.style == "pseudonym" and entry.kind == "person":
            originals, stand_ins = entry.original.split(), entry.stand_in.split()
            self._name_words.update(w.casefold() for w in originals)
            if len(originals) == len(stand_ins):
                for orig, new in zip(originals, stand_ins):
                    if is_title(orig):
                        continue
                    self._word_to.setdefault(orig.casefold(), new)
                    self._word_from.setdefault(new.casefold(), orig)


def _key(entry: StandIn) -> tuple[str, str, str]:
    if entry.style == "placeholder":
        tag = TAGS.get(entry.kind, entry.kind.upper())
        return ("placeholder", tag, re.sub(r"\s+", " ", entry.original.casefold()).strip())
    return ("pseudonym", entry.kind, normalize(entry.kind, entry.original))
