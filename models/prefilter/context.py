"""What every detector receives: the text, its entities and word tokens, computed once per draft."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from ..fold import fold
from .gate_scan import GateIndex, index_for_draft, register

__all__ = ["Context", "Entity", "GEO_NOUNS", "Word", "any_digit", "fold"]

# Words: letters with inner apostrophes or hyphens ("O'Brien", "Winston-Salem"), without a possessive
# "'s" ("Tokyo's" → "Tokyo"). Digits are not words here.
# Combining marks are not \w in Python: "Zu\u0308rich" must stay one word.
_LETTERS = r"(?:[^\W\d_]|[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff])+"
_WORD = re.compile(rf"{_LETTERS}(?:['’\-](?![sS]\b){_LETTERS})*")

# Runs of word characters, as a regex's \w sees them (`Context.tokens`).
_TOKEN = re.compile(r"\w+")
# The only characters outside ASCII that a case-insensitive regex matches to an ASCII letter ("İ" and "ı" to
# "i", "ſ" to "s", the Kelvin sign to "k"); lower() does not map them to it, so a draft with one has no tokens.
_ODD_CASE = re.compile("[\u0130\u0131\u017f\u212a]")

_DECIMAL = re.compile(r"\d")
# The runs of characters outside ASCII: the only ones that can be digits once \d has found none.
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")


def any_digit(text: str) -> bool:
    """`any(c.isdigit() for c in text)`, without a Python step per character: a decimal digit (\\d) is a digit;
    an ASCII character that is a digit is a decimal one; only the characters outside ASCII of a text are walked
    (superscripts such as "²" are digits and not \\d), not the whole text as before (a comment with one curly
    apostrophe walked every character; issue 11, speed10)."""
    if _DECIMAL.search(text) is not None:
        return True
    return not text.isascii() and any(c.isdigit() for run in _NON_ASCII.findall(text) for c in run)


# Nouns that end the name of a place rather than a person ("Sydney Harbour", "Central Park").
# Words repeat across drafts and keystrokes: their folded keys are remembered (words only, never whole
# texts, so the cache stays small).
_fold_word = lru_cache(maxsize=1 << 15)(fold)

# Words that say which part of a place (a compass point) or what kind of area of it ("in north Sweden", "in suburban
# Ohio"): cues/places.py takes them with the name, the generalization table drops them (one list for both).
AREA_LEAD_WORDS = (r"north|south|east|west|northern|southern|eastern|western|central|north-?east(?:ern)?|"
                   r"north-?west(?:ern)?|south-?east(?:ern)?|south-?west(?:ern)?|suburban|rural|upstate|downstate|"
                   r"coastal|small-town|inner-city")

# A parent's nouns after "single" ("a single dad of twins"): cues/relationship.py takes the noun with "single", the
# generalization table turns the two into "parent" (one list for both; WordNet's parent, mother, father and their
# everyday forms).
PARENT_NOUNS = r"dad|daddy|father|mum|mom|mummy|mommy|mother|mama|parent|papa"

GEO_NOUNS = frozenset(
    """harbour harbor bay bridge park beach street st avenue ave road square quay river lake lakes
    mountains mountain mount hills hill airport station marathon island islands valley canyon falls
    coast district county province region peninsula pier market mall cathedral palace tower""".split()
)


@dataclass(frozen=True)
class Entity:
    """A spaCy entity reduced to what detectors use."""

    start: int
    end: int
    label: str  # PERSON, ORG, GPE, LOC, FAC, NORP, …
    text: str


# Not frozen: a frozen dataclass's __init__ sets each field through object.__setattr__, which made building the
# ~120 words of a comment cost 130 µs instead of 87 (issue 11, speed11). Equality and hashing stay by value
# (unsafe_hash: the hash a frozen one had); nothing assigns to a Word.
@dataclass(unsafe_hash=True, slots=True)
class Word:
    """A run of letters in the draft (see `Context.keys` for its folded form)."""

    start: int
    end: int
    text: str


@dataclass
class Context:
    """One draft as the detectors see it. Offsets are code points (Python string indices)."""

    text: str
    entities: tuple[Entity, ...] = ()
    _by_label: dict[str, list[Entity]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for ent in self.entities:
            self._by_label.setdefault(ent.label, []).append(ent)

    @cached_property
    def lower(self) -> str:
        return self.text.lower()

    @cached_property
    def has_decimal(self) -> bool:
        """Whether the draft holds a decimal digit (\\d): a regex every match of which consumes one cannot match
        without (`recognizer.needs_digit`); asked once per draft for all of them."""
        return _DECIMAL.search(self.text) is not None

    @cached_property
    def words(self) -> list[Word]:
        return [Word(m.start(), m.end(), m.group()) for m in _WORD.finditer(self.text)]

    @cached_property
    def keys(self) -> list[str]:
        """fold() of every word, computed once for all the lexicon lookups."""
        return [_fold_word(w.text) for w in self.words]

    @cached_property
    def tokens(self) -> frozenset[str] | None:
        """Every run of word characters (\\w+), lower-cased: a detector none of whose phrases has its chosen
        word among them cannot match and skips its regex (`may_match`). None when the draft has a
        letter that a case-insensitive regex matches to another ASCII letter (İ ı ſ K): then none skips."""
        starts = self.token_starts
        return None if starts is None else frozenset(starts)

    @cached_property
    def token_starts(self) -> dict[str, list[int]] | None:
        """Where each run of word characters (`tokens`, lower-cased) starts, ascending: a lexicon tries its regex
        only where one of its phrases' first words stands (`lexicon.find_phrases`). None as for `tokens`."""
        if _ODD_CASE.search(self.text):
            return None
        starts: dict[str, list[int]] = {}
        for m in _TOKEN.finditer(self.text):
            starts.setdefault(m.group().lower(), []).append(m.start())
        return starts

    def may_match(self, phrase_words: frozenset[str] | None) -> bool:
        """False only when none of `phrase_words` (see `lexicon.phrase_words`) is a token of the draft."""
        tokens = self.tokens
        return phrase_words is None or tokens is None or not phrase_words.isdisjoint(tokens)

    def has_any(self, needles: tuple[str, ...]) -> bool:
        """Whether one of `needles` (lower case) is in the lower-cased draft, or the draft has a letter that a
        case-insensitive regex matches to another ASCII letter (İ ı ſ K): a detector whose case-insensitive
        regex needs one of them skips it otherwise."""
        if self.tokens is None:
            return True
        index, present = self._gate_strings
        lower = self.lower
        if index.covers(needles):
            if not present.isdisjoint(needles):
                return True
            for needle in index.short[id(needles)]:  # one or two characters: not scanned (gate_scan._MIN_SCANNED)
                if needle in lower:
                    return True
            return False
        register(needles)  # answered from the one scan once the index is rebuilt
        for needle in needles:
            if needle in lower:
                return True
        return False

    @cached_property
    def _gate_strings(self) -> tuple[GateIndex, frozenset[str]]:
        """Every string the gates have asked for that the lower-cased draft holds, found in one pass
        (`gate_scan`): ~95 gates a draft then cost a set test each instead of a search of the draft per string."""
        index = index_for_draft()
        return index, index.present(self.lower)

    def entities_of(self, *labels: str) -> list[Entity]:
        out: list[Entity] = []
        for label in labels:
            out.extend(self._by_label.get(label, ()))
        return out

    def entity_at(self, start: int, end: int, *labels: str) -> Entity | None:
        """The entity of one of `labels` that overlaps [start, end), if any."""
        for ent in self.entities_of(*labels):
            if ent.start < end and start < ent.end:
                return ent
        return None

    def before(self, start: int, chars: int = 40) -> str:
        return self.lower[max(0, start - chars) : start]

    def after(self, end: int, chars: int = 40) -> str:
        return self.lower[end : end + chars]

