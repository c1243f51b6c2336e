"""Long drafts in segments: the engine checks a long draft piece by piece and streams each piece's findings.

A segment is at most SEGMENT_CHARS characters, cut at a paragraph or sentence end when one falls in its
second half, else between two words. The size is the attacker's window and the longest comment the trained adapter reads
(MAX_COMMENT_CHARS): the model sees all of every segment, where on one long text it read only the start.
A draft of at most SEGMENT_CHARS characters is one segment, analyzed exactly as before.
"""

from __future__ import annotations

import re

from .adapter.prompt import MAX_COMMENT_CHARS

SEGMENT_CHARS = MAX_COMMENT_CHARS
# a paragraph break, a sentence end before a capital ("ext. 12" is not one), a line end
_SPACE = re.compile(r"\s+")
_BREAK = re.compile(r"\n\s*\n|(?<=[.!?])\s+(?=[A-Z\"“‘(\[])|\n")


def segment_bounds(text: str, size: int = SEGMENT_CHARS) -> list[tuple[int, int]]:
    """(start, end) of each segment; together they cover `text` exactly, in order, without overlap."""
    if size < 2:
        raise ValueError("a segment holds at least two characters")
    if len(text) <= size:
        return [(0, len(text))]
    out, start = [], 0
    while start < len(text):
        end = min(len(text), start + size)
        if end < len(text):
            # the last paragraph break in the second half, else the last sentence end, else a line end
            cuts = list(_BREAK.finditer(text, start + size // 2, end))
            paragraph = [m.end() for m in cuts if "\n\n" in re.sub(r"[ \t]", "", m.group())]
            sentence = [m.end() for m in cuts]
            space = [m.end() for m in _SPACE.finditer(text, start + size // 2, end)]
            if paragraph:
                end = paragraph[-1]
            elif sentence:
                end = sentence[-1]
            elif space:  # no sentence in sight (a list of addresses): between two words, never inside one
                end = space[-1]
        out.append((start, end))
        start = end
    return out
