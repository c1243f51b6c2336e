"""Cues found by a table of gated patterns: each row a kind of cue, its regex, and lower-case strings (its needles)
one of which a draft must hold for the row to find anything in it, so that a draft holding none skips the regex.

`gated_matches` runs such a table over a draft; `GatedPatternRecognizer` is a recognizer made of one table whose
findings share a category, score, validity and reason, with the two hooks where the recognizers built on it
differ: `hit` (which part of a match is the finding, what value it carries, or no finding at all) and
`DROP_OVERLAPS` (whether a hit overlapping one already kept is dropped, the table's order deciding); `RULE` says
how its spans are rewritten.
A recognizer whose findings differ row by row in their score, detector or reason (cues/age.py, cues/income.py)
takes `gated_matches` alone, over rows of a GatedPattern subclass that carry what differs, and builds its
findings itself."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from ..context import Context
from ..recognizer import literal_needles
from ...records import Finding
from .lexicon import RuledRecognizer


@dataclass(frozen=True)
class GatedPattern:
    """One row of a cue table: what a match says (`kind`); `needles`, lower-case strings one of which every draft
    where the row can find something holds (a draft whose lower-cased text has none skips the regex; None reads
    them from the regex: `recognizer.literal_needles`); and the regex. A table whose rows carry more (a score, a
    validity of their own) subclasses it."""

    kind: str
    needles: tuple[str, ...] | None
    pattern: re.Pattern[str]
    # What the draft is looked in for: the needles, or those read from the regex once here (None: no gate).
    gate: tuple[str, ...] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "gate", literal_needles(self.pattern) if self.needles is None else self.needles)


Row = TypeVar("Row", bound=GatedPattern)


# The part of a match that is a finding, and the value the finding carries: (start, end, value). A plain tuple:
# a NamedTuple costs 0.3 µs a match, more than the rest of the loop.
Hit = tuple[int, int, str | None]


def gated_matches(ctx: Context, table: Sequence[Row]) -> Iterator[tuple[Row, re.Match[str]]]:
    """Every match of every row of `table` in the draft, row by row in the table's order, each with its row; a
    row none of whose needles is in the lower-cased draft (`Context.has_any`) is not run."""
    for row in table:
        if row.gate is None or ctx.has_any(row.gate):
            for match in row.pattern.finditer(ctx.text):
                yield row, match


def overlaps_any(found: Sequence[Finding], start: int, end: int) -> bool:
    """Whether [start, end) overlaps one of `found`."""
    return any(f.start < end and start < f.end for f in found)


class GatedPatternRecognizer(RuledRecognizer):
    """A cue recognizer made of one table of gated patterns (TABLE). Each match the `hit` hook keeps becomes a
    finding of the recognizer's category, score, validity and reason."""

    category = ""
    score = 0.5
    validity = "medium"
    reason = ""
    TABLE: tuple[GatedPattern, ...] = ()
    # Whether a hit that overlaps a finding already kept (an earlier row's or an earlier match's) is dropped.
    DROP_OVERLAPS = False
    # RULE (lexicon.RuledRecognizer): how the generalization table rewrites the spans.

    def __init__(self) -> None:
        self.categories = (self.category,)
        super().__init__()

    def hit(self, ctx: Context, row: GatedPattern, match: re.Match[str]) -> Hit | None:
        """The finding a match makes (its span and value), or None for none. Default: the whole match, valued
        by its row's kind; override for a narrower span, a value of the match's own, and the checks a regex
        cannot say."""
        return match.start(), match.end(), row.kind

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        # gated_matches' loop, written out: most drafts open no gate, and a generator costs more than the check
        for row in self.TABLE:
            if row.gate is not None and not ctx.has_any(row.gate):
                continue
            for match in row.pattern.finditer(ctx.text):
                hit = self.hit(ctx, row, match)
                if hit is None:
                    continue
                start, end, value = hit
                if self.DROP_OVERLAPS and overlaps_any(out, start, end):
                    continue
                out.append(Finding(start, end, ctx.text[start:end], self.category, self.score, self.validity,
                                   self.name, self.reason, value))
        return out
