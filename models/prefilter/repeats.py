"""Second mentions: once a draft says "I'm a graphic designer", a later bare "graphic designer's view" gives
the same thing away, though on its own a detector rates it low ("Mentions a job title") or misses it
("Lyon is great" at the start of a sentence)."""

from __future__ import annotations

import re
from dataclasses import replace

from ..records import VALIDITY_RANK, Finding
from .context import _ODD_CASE
from .data.jobs import VERB_BEFORE, is_verb
from .overlap import validity_rank

# Categories whose words identify by themselves, whoever they are said of. Not sex or relationships:
# "I'm a guy" and "this guy at work" share a value but only the first is about the author.
REPEATABLE = frozenset({"city_country", "birth_city_country", "occupation", "education", "name", "organization"})
# An employer is a brand too: "I work at Google … I love Google" says the second time only that you like it.
NOT_REPEATED = frozenset({"occupation.employer"})
REASON = "Repeats what this draft already gives away: {reason}"
_LEAD = re.compile(r"^(?:(?:a|an|the|my|our|in|at|from|near|as)\s+)+", re.IGNORECASE)
MIN_CORE = 3  # shorter cores ("NY" aside, which the gazetteer finds anyway) match too much


def second_mentions(text: str, findings: list[Finding]) -> list[Finding]:
    """Raise weaker mentions of a value to its strongest mention's validity; flag unflagged repeats of it."""
    strongest: dict[tuple[str, str], Finding] = {}
    for f in findings:
        key = _key(f)
        if key and (key not in strongest or validity_rank(f) > validity_rank(strongest[key])):
            strongest[key] = f
    out = [_promoted(f, strongest.get(key) if (key := _key(f)) else None) for f in findings]
    for best in strongest.values():
        if validity_rank(best) >= VALIDITY_RANK["medium"]:
            out.extend(_unflagged_repeats(text, best, out))
    return out


def _promoted(f: Finding, best: Finding | None) -> Finding:
    if best is None or validity_rank(best) <= validity_rank(f):
        return f
    # The same value said again is the same person's: the weaker mention takes the stronger one's subject.
    subject = best.subject if f.subject == "unknown" else f.subject
    return replace(f, validity=best.validity, score=max(f.score, best.score), reason=_reason(best), subject=subject)


def _unflagged_repeats(text: str, best: Finding, known: list[Finding]) -> list[Finding]:
    core = _LEAD.sub("", best.text).strip()
    if len(core) < MIN_CORE:
        return []
    found = []
    verb = best.category == "occupation" and " " not in core and is_verb(core.lower())
    for start, end in _occurrences(text, core):
        if verb and VERB_BEFORE.search(text[max(0, start - 12) : start]):
            continue
        repeat = replace(best, start=start, end=end, text=text[start:end], reason=_reason(best))
        # A weaker finding of the same category on the same word ("Kolkata-ish" as a low area beside
        # "Kolkata, India" said before) gives way: the overlap pass keeps the stronger repeat.
        if not any(repeat.overlaps(k) and not _weaker_same(k, best) for k in known):
            found.append(repeat)
    return found


def _occurrences(text: str, core: str) -> list[tuple[int, int]]:
    """The spans of `re.finditer(rf"(?<!\\w){re.escape(core)}(?!\\w)", text, re.IGNORECASE)`. An ASCII core
    in a text without İ ı ſ K (the only characters a case-insensitive regex matches to an ASCII letter
    that lower() does not map to it, and İ the only one lower() lengthens) is found with str.find in
    the lower-cased text: a pattern compiled per finding otherwise pushes the pre-filter's and
    phonenumbers' patterns out of Python's regex cache (512 entries, oldest first), which then recompiles
    them (tests/test_prefilter_repeats.py compares the two)."""
    if not core.isascii() or _ODD_CASE.search(text):
        return [m.span() for m in re.finditer(rf"(?<!\w){re.escape(core)}(?!\w)", text, re.IGNORECASE)]
    lowered, needle, n = text.lower(), core.lower(), len(core)
    spans = []
    i = lowered.find(needle)
    while i >= 0:
        end = i + n
        if (i == 0 or not _is_word(text[i - 1])) and (end == len(text) or not _is_word(text[end])):
            spans.append((i, end))
            i = lowered.find(needle, end)
        else:
            i = lowered.find(needle, i + 1)
    return spans


def _is_word(ch: str) -> bool:
    """What the regex \\w matches (str patterns): alphanumeric in Unicode, or "_"."""
    return ch.isalnum() or ch == "_"


def _weaker_same(known: Finding, best: Finding) -> bool:
    return known.category == best.category and validity_rank(known) < validity_rank(best)


def _reason(best: Finding) -> str:
    return REASON.format(reason=best.reason[:1].lower() + best.reason[1:])


def _key(f: Finding) -> tuple[str, str] | None:
    # Implicit-cue lexicons find every occurrence themselves, in the case their names need ("SAT", not "sat").
    if f.category not in REPEATABLE or f.detector in NOT_REPEATED or f.detector.startswith("implicit.") or not f.value:
        return None
    return f.category, f.value.casefold()
