"""Generalizations of criminal records (prefilter/cues/criminal_record.py): each keeps the sentence natural and says
something still true of the person, one level wider: an offence becomes "a legal problem", an arrest or conviction
"legal trouble", a criminal record "a past", time inside "away" ("I did 18 months in prison" → "I spent 18 months
away", "my dad is in jail" → "my dad is away"), probation or parole "under some restrictions", a passive of the
process "in trouble" ("I was arrested for shoplifting" → "I was in trouble"), a felon "someone with a past". The
detector's name carries the span's form, its value the custody preposition or the status's kind."""

from __future__ import annotations

import re

_DETERMINER = re.compile(r"^(?P<det>an?|one|another|my|our|his|her|their|two|three|four|\d+)\s+", re.IGNORECASE)
_POSSESSIVES = frozenset({"my", "our", "his", "her", "their"})
# Ordinals kept after a possessive ("my second DWI"): the English ordinals a count of offences reaches in speech.
_ORDINAL = re.compile(r"(?P<ordinal>first|second|third|fourth|fifth|sixth|last|latest|only|\d+(?:st|nd|rd|th))\s+",
                      re.IGNORECASE)
_NUMBERS = frozenset({"two", "three", "four"})
# The verb of time served, in the tense it was said ("did" → "spent", "serving" → "spending").
_TIME_VERBS = {"did": "spent", "done": "spent", "served": "spent", "spent": "spent", "doing": "spending",
               "serving": "spending", "spend": "spend", "spending": "spending"}
_AMOUNT = re.compile(r"^\S+\s+(?P<amount>.*?)\s+(?:in|behind bars in)\s", re.IGNORECASE)
_HARD_TIME = {"doing": "going through a hard time", "serving": "going through a hard time",
              "did": "went through a hard time", "served": "went through a hard time", "done": "been through a hard time"}
# Verbs after which "away" would not read: what happened in prison, not being or going there.
_NOT_BEING = frozenset({"met", "married", "lived", "died", "came", "come", "coming", "released", "out", "back"})
_CUSTODY = {"in": "away", "into": "away", "to": "away", "out of": "out", "from": "out"}


def criminal_record(text: str, value: str | None, detector: str) -> str | None:
    form = detector.partition(".")[2]
    det_match = _DETERMINER.match(text)
    det = det_match.group("det").lower() if det_match else None
    if form == "offence":
        if det in _NUMBERS or (det and det.isdigit()):
            return f"{det_match.group('det') if det_match else det} legal problems"
        if det in _POSSESSIVES:
            # "Got my second DWI" → "Got my second legal problem": the count is no offence, and without it the
            # sentence reads as if there were one
            ordinal = _ORDINAL.match(text, det_match.end()) if det_match else None
            return f"{det} {ordinal.group('ordinal').lower() + ' ' if ordinal else ''}legal problem"
        return "a legal problem" if det or not text.lower().endswith("s") else "legal problems"
    if form == "status":
        if value == "record":
            return f"{det} past" if det in _POSSESSIVES else "a past"
        if det in _POSSESSIVES:
            return f"{det} legal trouble"
        return "a legal problem" if det in ("a", "an", "one", "another") else "legal trouble"
    if form == "custody":
        if value and value.startswith("time:"):
            amount = _AMOUNT.match(text)
            verb = _TIME_VERBS.get(value[5:], "spent")
            return f"{verb} {amount.group('amount')} away" if amount else None
        prep, _, verb = (value or "").partition(":")
        if prep in ("in", "into") and verb.lower() in _NOT_BEING:
            return "during a hard time"  # "we met in prison" → "we met during a hard time", not "met away"
        return _CUSTODY.get(prep, "away")
    if form == "supervision":
        return "under some restrictions"
    if form == "sentence":  # "my nephew got probation" → "my nephew got restrictions"
        return "restrictions"
    if form == "officer":
        return f"{det} caseworker" if det in _POSSESSIVES else "a caseworker"
    if form == "process":
        return "in trouble"
    if form == "arrested_me":  # "they arrested me" → "they stopped me", "the judge sentenced me to …" → "dealt with me"
        obj = text.split()[1]
        return ("stopped " if value in ("arrested", "apprehended", "detained") else "dealt with ") + obj
    if form == "plea":  # "I pleaded guilty to a misdemeanor" → "I settled a legal problem"
        return "settled a legal problem"
    if form == "time":  # "my brother is doing time" → "my brother is going through a hard time"
        return _HARD_TIME.get(value or "", "went through a hard time")
    if form == "person":
        return "someone with a past"
    return None
