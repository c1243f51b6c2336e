"""Generalizations of trade-union membership (prefilter/cues/trade_union.py): each keeps the sentence natural and
says something still true of the person without the union: a union's name or "the union" becomes "an association"
("a member of UNISON" → "a member of an association", "I joined the Teamsters" → "I joined an association"; "he's
ILWU" → "he's a member"); "union"
or a union's name before a member noun goes ("my union rep" → "my rep", "an SEIU member" → "a member", "my union
dues" → "my dues"); a union role becomes the plain role ("I'm the shop steward" → "I'm the rep", "as a Teamster" →
"as a worker"); "unionized" becomes "organized"; a strike becomes stopping work ("on strike" → "off work", "voted to
strike" → "voted to stop work", "on the picket line" → "out"). The detector's name carries the span's form, its value
the member noun, the determiner, the role or the strike's first word."""

from __future__ import annotations

_DETERMINERS = frozenset({"a", "an", "the", "my", "our", "his", "her", "their"})
_POSSESSIVES = frozenset({"my", "our", "his", "her", "their"})
# Roles that are a rep by another name (data/trade_union.py ROLE_PHRASES); the others are a worker or an organizer.
_REPS = frozenset({"shop steward", "workplace rep", "workplace representative", "union representative"})
_ORGANIZERS = frozenset({"labor organizer", "labour organiser", "union organizer", "union organiser"})
_STRIKES = {"on": "off work", "picketing": "protesting", "striking": "protesting"}


def _article(det: str | None, noun: str) -> str:
    """The determiner before `noun` once the union's word between them is gone ("an SEIU member" → "a member")."""
    if det is None:
        return ""
    if det.lower() in ("a", "an"):
        article = "an" if noun[:1].lower() in "aeiou" else "a"
        return (article.capitalize() if det[:1].isupper() else article) + " "
    return det + " "


def trade_union(text: str, value: str | None, detector: str) -> str | None:
    form = detector.partition(".")[2]
    first = text.split()[0]
    det = first if first.lower() in _DETERMINERS else None
    if form == "name":
        return "an association"
    if form == "is_member":  # "he's ILWU" → "he's a member"
        return "a member"
    if form == "modifier":
        noun = text.split()[-1]
        return _article(det, noun) + noun
    if form == "org" or form == "local":
        if det is not None and det.lower() in _POSSESSIVES:
            return f"{det} association"
        return f"{det} association" if det is not None and det.lower() == "the" else "an association"
    if form == "role":
        role = value or ""
        if role in _REPS or role.endswith(" rep"):
            return _article(det, "rep") + "rep"
        if role in _ORGANIZERS:
            return _article(det, "organizer") + "organizer"
        return _article(det or "a", "worker") + "worker"  # "a trade unionist", "a Teamster", "a Wobbly"
    if form == "unionized":
        return "organised" if "unionis" in text.lower() else "organized"
    if form == "strike":
        if value in _STRIKES:
            return _STRIKES[value] if not text.lower().startswith("on the picket") and not text.lower().startswith(
                "on a picket") else "out"
        return f"{first} to stop work"  # "voted to strike", "voted for strike action"
    return None
