"""The working copy of a draft across RLAA rounds, with every edited region mapped to the ORIGINAL offsets.

The text is a list of pieces: unchanged pieces are slices of the original, edited pieces are replacement
text standing for an original span. An edit that reaches into an edited piece absorbs it whole, so an
edit of an edit becomes one larger suggestion of the original draft.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..records import VALIDITY_RANK, Edit, Suggestion


@dataclass(frozen=True)
class Piece:
    text: str
    orig_start: int
    orig_end: int
    edit: Edit | None = None  # None: an unchanged slice of the original
    round: int = 0  # round that first edited this region
    touched: int = 0  # last round that changed it


class WorkingCopy:
    def __init__(self, original: str) -> None:
        self.original = original
        self.pieces: list[Piece] = [Piece(original, 0, len(original))] if original else []

    @property
    def text(self) -> str:
        return "".join(p.text for p in self.pieces)

    def edited_spans(self) -> list[tuple[int, int]]:
        """Working-text spans of the replacement texts we wrote (not to be flagged again as-is)."""
        spans, pos = [], 0
        for p in self.pieces:
            if p.edit is not None:
                spans.append((pos, pos + len(p.text)))
            pos += len(p.text)
        return spans

    def apply(self, edits: list[Edit], round_no: int) -> None:
        """Apply non-overlapping edits given in the current working-text offsets."""
        ordered = sorted(edits, key=lambda e: e.start, reverse=True)
        for a, b in zip(ordered, ordered[1:]):
            if b.end > a.start:
                raise ValueError("edits of one round must not overlap")
        for e in ordered:  # right to left: earlier offsets stay valid
            self._apply_one(e, round_no)

    def suggestions(self, touched_in: int | None = None) -> list[Suggestion]:
        """The edited regions as unnumbered suggestions of the original draft."""
        out = []
        for p in self.pieces:
            if p.edit is None or (touched_in is not None and p.touched != touched_in):
                continue
            original = self.original[p.orig_start : p.orig_end]
            if original == p.text:
                continue
            e = p.edit
            out.append(Suggestion(id="", start=p.orig_start, end=p.orig_end, original=original, replacement=p.text,
                                  category=e.category, validity=e.validity, source="rlaa", reason=e.reason,
                                  round=p.round))
        return out

    def _apply_one(self, e: Edit, round_no: int) -> None:
        if not 0 <= e.start < e.end <= len(self.text):
            raise ValueError(f"edit {e.start}:{e.end} outside the working text")
        starts, pos = [], 0
        for p in self.pieces:
            starts.append(pos)
            pos += len(p.text)
        hit = [i for i, p in enumerate(self.pieces) if starts[i] < e.end and e.start < starts[i] + len(p.text)]
        first, last = hit[0], hit[-1]
        fp, lp = self.pieces[first], self.pieces[last]
        new: list[Piece] = []
        prefix = suffix = ""
        if fp.edit is None:
            cut = e.start - starts[first]
            if cut:
                new.append(Piece(fp.text[:cut], fp.orig_start, fp.orig_start + cut))
            orig_start = fp.orig_start + cut
        else:
            prefix = fp.text[: e.start - starts[first]]
            orig_start = fp.orig_start
        tail: list[Piece] = []
        if lp.edit is None:
            cut = e.end - starts[last]
            orig_end = lp.orig_start + cut
            if cut < len(lp.text):
                tail.append(Piece(lp.text[cut:], orig_end, lp.orig_end))
        else:
            suffix = lp.text[e.end - starts[last] :]
            orig_end = lp.orig_end
        absorbed = [p for p in self.pieces[first : last + 1] if p.edit is not None]
        meta, first_round = e, round_no
        for p in absorbed:
            assert p.edit is not None
            first_round = min(first_round, p.round)
            if VALIDITY_RANK[p.edit.validity] > VALIDITY_RANK[meta.validity]:
                meta = replace(meta, category=p.edit.category, validity=p.edit.validity)
            if p.edit.reason and p.edit.reason not in meta.reason:
                meta = replace(meta, reason=f"{p.edit.reason} {meta.reason}".strip())
        merged = Piece(prefix + e.replacement + suffix, orig_start, orig_end, meta, first_round, round_no)
        self.pieces[first : last + 1] = new + [merged] + tail
