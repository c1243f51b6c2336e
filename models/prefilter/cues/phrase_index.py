"""Looking up many multi-word names in a draft by its words (faster than one regex of a thousand
alternatives): names are indexed by their first folded word, then the longest name that matches wins."""

from __future__ import annotations

from collections.abc import Iterable

from ..context import Context


_GAPS = frozenset({"", ".", "'", "’"})  # what may stand between the words of a name ("St. Patrick's Day")


class PhraseIndex:
    """Names to find as whole words; `case_sensitive` names must match their capitals too."""

    def __init__(self, names: Iterable[str]) -> None:
        self._by_first: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        for name in names:
            words = tuple(Context(name).keys)  # tokenized as drafts are: "Patrick's" → "patrick"
            if words:
                self._by_first.setdefault(words[0], []).append((words, name))
        for entries in self._by_first.values():
            entries.sort(key=lambda e: len(e[0]), reverse=True)
        self._firsts = frozenset(self._by_first)

    def find(self, ctx: Context) -> list[tuple[int, int, str]]:
        """(start, end, name) of every non-overlapping match, left to right, longest first."""
        out: list[tuple[int, int, str]] = []
        keys, words = ctx.keys, ctx.words
        # The draft's words that open a name, found in one pass (most drafts have none): the loop below
        # looks only there.
        opening = self._firsts.intersection(keys)
        if not opening:
            return out
        i = 0
        while i < len(words):
            if keys[i] not in opening:
                i += 1
                continue
            hit = None
            for phrase, name in self._by_first.get(keys[i], ()):
                n = len(phrase)
                if tuple(keys[i : i + n]) == phrase and all(
                        ctx.text[words[k].end : words[k + 1].start].strip() in _GAPS
                        for k in range(i, i + n - 1)):
                    if n == 1 and name[:1].isupper() and not ctx.text[words[i].start].isupper():
                        continue  # a one-word name written in lower case is a word ("holi", "lucia")
                    hit = (words[i].start, words[i + n - 1].end, name, n)
                    break
            if hit is None:
                i += 1
                continue
            out.append(hit[:3])
            i += hit[3]
        return out
