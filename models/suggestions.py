"""Suggestions: pre-filter findings and RLAA edits as edits of the ORIGINAL draft, merged and numbered.

Every suggestion is independently acceptable: the book never holds two that overlap, so any subset can
be applied to the draft by `apply`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from .errors import InputError
from .records import VALIDITY_RANK, Finding, Suggestion


def from_findings(
    findings: Iterable[Finding], style: str, generalize: Callable[..., str]
) -> list[Suggestion]:
    """Pre-filter findings as (unnumbered) suggestions; the replacement comes from the generalization table."""
    return [
        Suggestion(
            id="",
            start=f.start,
            end=f.end,
            original=f.text,
            replacement=generalize(f, style=style),
            category=f.category,
            validity=f.validity,
            source="prefilter",
            reason=f.reason,
            round=0,
            subject=f.subject,
        )
        for f in findings
    ]


class SuggestionBook:
    """The current, non-overlapping suggestions of one analysis; assigns ids s1, s2, … in order of arrival."""

    def __init__(self, draft: str) -> None:
        self.draft = draft
        self._items: dict[str, Suggestion] = {}
        self._next = 1

    def add(self, candidates: Iterable[Suggestion]) -> list[Suggestion]:
        """Add candidates, merging overlaps into existing suggestions. Returns the new or changed ones."""
        changed: dict[str, Suggestion] = {}
        for cand in sorted(candidates, key=lambda s: (s.start, -(s.end - s.start))):
            result = self._add_one(cand)
            if result is not None:
                changed[result.id] = result
        return [s for s in self.suggestions() if s.id in changed]

    def revise(self, candidates: Iterable[Suggestion]) -> list[Suggestion]:
        """Like `add`, but a candidate on exactly the span of a suggestion replaces it (same id) when it says
        something else: a later, better-informed pass over the same findings (a long draft's draft-wide pass
        after its segments). Returns the new or changed ones."""
        rest, changed = [], []
        at = {(s.start, s.end): s for s in self._items.values()}
        for cand in candidates:
            old = at.get((cand.start, cand.end))
            if old is None:
                rest.append(cand)
                continue
            new = replace(_in_context(self.draft, cand), id=old.id)
            if new != old and new.replacement != new.original:
                changed.append(self._store(new))
        added = self.add(rest)
        ids = {s.id for s in changed} | {s.id for s in added}
        return [s for s in self.suggestions() if s.id in ids]

    def suggestions(self) -> list[Suggestion]:
        return sorted(self._items.values(), key=lambda s: s.start)

    def _add_one(self, cand: Suggestion) -> Suggestion | None:
        if cand.original != self.draft[cand.start : cand.end] or cand.start >= cand.end:
            raise ValueError(f"suggestion does not match the draft at {cand.start}:{cand.end}")
        cand = _in_context(self.draft, cand)
        if cand.replacement == cand.original:
            return None
        hits = [s for s in self.suggestions() if s.start < cand.end and cand.start < s.end]
        if not hits:
            return self._store(replace(cand, id=self._new_id()))
        merged = cand
        for s in hits:
            merged = self._merge(s, merged)
            if merged is s:
                return None  # an existing suggestion already covers the candidate
        keep_id = hits[0].id
        for s in hits:
            del self._items[s.id]
        return self._store(replace(merged, id=keep_id))

    def _merge(self, old: Suggestion, new: Suggestion) -> Suggestion:
        if old.start <= new.start and new.end <= old.end:
            return old  # the older edit already rewrites the whole span
        start, end = min(old.start, new.start), max(old.end, new.end)
        if new.start <= old.start and old.end <= new.end:
            replacement = new.replacement  # the wider edit was made on top of (or instead of) the narrow one
        else:
            # Partial overlap: keep both replacements so neither part of the span leaks.
            first, second = (old, new) if old.start < new.start else (new, old)
            replacement = f"{first.replacement} {second.replacement}".strip()
        top = old if VALIDITY_RANK[old.validity] >= VALIDITY_RANK[new.validity] else new
        reasons = old.reason if new.reason in old.reason else f"{old.reason} {new.reason}".strip()
        return Suggestion(
            id=old.id,
            start=start,
            end=end,
            original=self.draft[start:end],
            replacement=replacement,
            category=top.category,
            validity=top.validity,
            source=new.source if replacement == new.replacement else old.source,
            reason=reasons,
            round=min(old.round, new.round),
            subject=old.subject if old.subject != "unknown" else new.subject,
        )

    def _new_id(self) -> str:
        sid = f"s{self._next}"
        self._next += 1
        return sid

    def _store(self, s: Suggestion) -> Suggestion:
        self._items[s.id] = s
        return s


def _in_context(draft: str, s: Suggestion) -> Suggestion:
    """The replacement fitted to the words around it: sentence case, one full stop where an initial
    ("Scot" → "S.") ends a sentence ("a proud S.." would be two), no second determiner and no word said twice
    across its edges (`_agreement`)."""
    s = _agreement(draft, s)
    s = _abbreviation_stop(draft, s)
    s = _sentence_case(draft, s) if _opens(draft, s.start, s.end) else _mid_sentence_case(s)
    s = _article_agreement(draft, s)
    if s.replacement.endswith(".") and draft[s.end : s.end + 1] == ".":
        s = replace(s, replacement=s.replacement[:-1])
    elif (s.original.endswith(".") and not s.replacement.endswith(".") and _SENTENCE_GOES_ON.match(draft, s.end) is None
          and not (not s.replacement.strip() and draft[: s.start].rstrip()[-1:] in (".", "?", "!", "…"))):
        # (a deletion after a sentence's own end keeps none: "Ya get me? haha." → "Ya get me?")
        # an abbreviation's full stop that also ends the sentence ("I live at 14 Elm St.", "I work for Acme Inc."):
        # the sentence keeps its end
        s = replace(s, replacement=s.replacement + ".")
    return s


# Determiners that own the noun after them: a stand-in written with its own ("a place", "my partner") loses it
# after one of these ("her Terra Ignota series" → "her local spot series", not "her a local spot series").
# Not "that" (a conjunction: "a film that the missus likes") nor "her" (an object: "told her Paris was great").
_DETERMINERS = r"(?:^|[^\w'’-])(?i:a|an|the|my|your|his|its|our|their|this|these|those)"
_OWNING = re.compile(_DETERMINERS + r"\s+$")
_OWNING_ONE_BETWEEN = re.compile(_DETERMINERS + r"\s+([a-z]+)\s+$")
_OWN_ARTICLE = re.compile(r"^(?:a|an|the|my)\s+(?=\w)", re.IGNORECASE)
_LAST_WORD = re.compile(r"(?:^|\s)([A-Za-z]{3,})$")
_SENTENCE_GOES_ON = re.compile(r"[ \t]*[a-z0-9,;:)]")  # after an abbreviation's full stop: the sentence is not over
_ARTICLE_BEFORE = re.compile(r"(?<![\w'’-])(a|an|A|An)[ \t]+$")


def _agreement(draft: str, s: Suggestion) -> Suggestion:
    """The stand-in without what the draft already says next to it (issue 12: edits keep the sentence
    natural): its own determiner after the draft's ("the Pearl Farmers Market" → "the organization", "a
    Banksy" → "a place"), its last word when the draft's next word is that word ("my dear Copperbelt region" →
    "my dear mining region", not "mining region region")."""
    replacement = s.replacement
    own = _OWN_ARTICLE.match(replacement)
    if own and replacement[own.end() :] and _owned(draft, s.start):
        replacement = replacement[own.end() :]
    last = _LAST_WORD.search(replacement)
    if last and last.start(1) > 0:
        following = re.match(r"\s+([A-Za-z]+)\b", draft[s.end : s.end + 40])
        if following and following.group(1).lower() == last.group(1).lower():
            replacement = replacement[: last.start(1)].rstrip()
    return s if replacement == s.replacement else replace(s, replacement=replacement)


# The abbreviations a name can end with whose full stop a detector may leave outside its span (company forms, street
# types, a name's suffix): "Acme Inc. hired me" must not become "A company. hired me". English company forms,
# USPS Publication 28's commonest street suffixes and name suffixes.
_ABBREVIATIONS = frozenset(("inc", "ltd", "co", "corp", "bros", "plc", "llc", "st", "rd", "ave", "blvd", "ln", "dr",
                            "ct", "jr", "sr"))


def _abbreviation_stop(draft: str, s: Suggestion) -> Suggestion:
    """The edit takes an abbreviation's full stop left after the span when the sentence goes on after it."""
    last = re.search(r"([A-Za-z]+)$", s.original)
    if (last is None or last.group(1).lower() not in _ABBREVIATIONS or draft[s.end : s.end + 1] != "."
            or _SENTENCE_GOES_ON.match(draft, s.end + 1) is None or s.replacement.endswith(".")):
        return s
    return replace(s, end=s.end + 1, original=s.original + ".")


def _owned(draft: str, start: int) -> bool:
    """A determiner of the draft owns what starts at `start`: right before it, or with one adjective between ("the
    bloody Sunshine Daycare" → "the bloody nursery", not "the bloody a nursery"; any word WordNet has as an
    adjective: "the kids Paris" has a noun between, and the stand-in keeps its own article)."""
    if _OWNING.search(draft[max(0, start - 12) : start]):
        return True
    between = _OWNING_ONE_BETWEEN.search(draft[max(0, start - 40) : start])
    if between is None:
        return False
    from .prefilter.data.wordnet import index_lemmas

    return between.group(1) in index_lemmas("a")


def _article_agreement(draft: str, s: Suggestion) -> Suggestion:
    """The draft's "a"/"an" right before the span, made to fit the stand-in's first sound: "on an H-1B" → "on a
    work visa", "a DACA recipient" → "an immigrant". The edit then takes the article too, so the card shows what
    changes. A stand-in in capitals or brackets ("[phone number]", "NHS") is read letter by letter: left as is."""
    from .generalize_table import article

    before = _ARTICLE_BEFORE.search(draft, max(0, s.start - 4), s.start)
    first = re.match(r"[A-Za-z][a-z]*\b", s.replacement)
    if before is None or first is None:
        return s
    want = article(s.replacement)
    if want == before.group(1).lower():
        return s
    written = want.capitalize() if before.group(1)[0].isupper() else want
    return replace(s, start=before.start(1), original=draft[before.start(1) : s.end],
                   replacement=f"{written} {s.replacement}")


def _mid_sentence_case(s: Suggestion) -> Suggestion:
    """A stand-in in mid-sentence in lower case when its first word is an everyday word: the table capitalizes
    after a capitalized span, which in mid-sentence was a title or a name ("and Captain Kirk" → "and public
    servant K.", not "and Public servant K."). Words WordNet writes capitalized ("European", "Christmas") and
    "I" keep theirs."""
    from .prefilter.data.wordnet import lower_case_lemmas
    from .standins import kind_of

    first = re.match(r"[A-Za-z]+", s.replacement)
    if first is None or not s.replacement[:1].isupper() or not s.original[:1].isupper() or first.group() == "I":
        return s
    if kind_of(s.category) is not None or _proper_name(s.replacement):
        return s  # a stand-in for a name or an identifier is a name itself: "write to Mason Holden", not "mason"
    word = first.group()
    if word.lower() not in lower_case_lemmas() or s.original.lower().startswith(word.lower()):
        return s
    return replace(s, replacement=s.replacement[0].lower() + s.replacement[1:])


def _proper_name(text: str) -> bool:
    """Two words or more, each capitalized ("Mason Holden", "Baker Logistics"): a name, as the table's own stand-ins
    ("Public servant K.", "a European city") never are."""
    words = text.split()
    return len(words) >= 2 and all(w[:1].isupper() for w in words)


def _opens(draft: str, start: int, end: int | None = None) -> bool:
    """Whether draft[start:] opens a sentence, or a quote that goes on after the span (`thought, "Crikey, …`);
    a quote of the span alone ("tasty ‘Nshima’") is a word in mid-sentence."""
    if re.search(r"(?:^|\s)[\"“‘(]$", draft[max(0, start - 2) : start]) and (
            end is None or draft[end : end + 1] not in ("\"", "”", "’", "'", ")")):
        return True
    before = draft[max(0, start - 40) : start].rstrip(" \t\"'“‘(*_>")
    return not before or before[-1] in ".!?\n:"  # after a colon a capital may stand ("Question: Back in …")


def _sentence_case(draft: str, s: Suggestion) -> Suggestion:
    """A capitalized span that opens a sentence keeps its capital ("Berlin winters" → "The local winters");
    the table's replacements are written for the middle of a sentence. A span that opens with an apostrophe
    counts by its first letter ("'Cause let's face it" → "Because let's face it")."""
    if not (s.original.lstrip("'’")[:1].isupper() and s.replacement[:1].islower()):
        return s
    before = draft[max(0, s.start - 40) : s.start].rstrip(" \t\"'“‘(*_>")
    if before and before[-1] not in ".!?\n":
        return s
    return replace(s, replacement=s.replacement[0].upper() + s.replacement[1:])


def apply(draft: str, suggestions: Iterable[Suggestion], accepted_ids: Iterable[str] | None = None) -> str:
    """The draft with the accepted suggestions applied (all of them when accepted_ids is None)."""
    items = list(suggestions)
    if accepted_ids is not None:
        wanted = set(accepted_ids)
        unknown = wanted - {s.id for s in items}
        if unknown:
            raise InputError(f"unknown suggestion ids: {', '.join(sorted(unknown))}")
        items = [s for s in items if s.id in wanted]
    items.sort(key=lambda s: s.start)
    out: list[str] = []
    pos = 0
    for s in items:
        if s.start < pos:
            raise InputError(f"suggestion {s.id} overlaps another accepted suggestion")
        if draft[s.start : s.end] != s.original:
            raise InputError(f"suggestion {s.id} does not match the draft (it changed since the analysis)")
        out.append(draft[pos : s.start])
        out.append(s.replacement)
        pos = s.end
    out.append(draft[pos:])
    return "".join(out)
