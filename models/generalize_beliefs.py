"""Generalizations of religion, political views and sexual orientation (prefilter/cues/beliefs.py): each keeps the
sentence natural and says something still true of the person, one level wider ("a practising Muslim" → "a person
of faith", "I'm pretty liberal" → "I have my own politics", "a gay man" → "a man", "I'm bi" → "I'm who I am").
The detector's name carries the span's form (noun, adjective, clause, vote, rite...)."""

from __future__ import annotations

import re

# A belief left behind rather than held: "a lapsed Catholic", "raised Jewish" is not a person of faith now.
_LEFT = re.compile(r"\b(?:lapsed|former|ex|recovering|non-practi[cs]ing|raised)\b", re.IGNORECASE)
_ARTICLE = re.compile(r"^(?:an?)\s+", re.IGNORECASE)
# The subject and verb a predicative span starts with, and what it becomes ("I'm" → "I have my own politics").
_SUBJECT = re.compile(r"^(?P<subj>i'm|i’m|im|i am|i was|i've been|i’ve been|i have been|i became|we're|we’re|we are|"
                      r"we were|he's|he’s|he is|he was|she's|she’s|she is|she was|they're|they’re|they are|"
                      r"they were|'s|’s|is|are|was|were|became)\b", re.IGNORECASE)
_POLITICS_CLAUSE = {
    "i": "I have my own politics", "i-past": "I had my own politics", "we": "we have our own politics",
    "we-past": "we had our own politics", "he": "he has his own politics", "he-past": "he had his own politics",
    "she": "she has her own politics", "she-past": "she had her own politics", "they": "they have their own politics",
    "they-past": "they had their own politics", "is": "has political views", "are": "have political views",
    "was": "had political views", "were": "had political views",
}
_ORIENTATION_CLAUSE = {
    "i": "I'm who I am", "i-past": "I was who I was", "we": "we are who we are", "we-past": "we were who we were",
    "he": "he is who he is", "he-past": "he was who he was", "she": "she is who she is",
    "she-past": "she was who she was", "they": "they are who they are", "they-past": "they were who they were",
    "is": "is who they are", "are": "are who they are", "was": "was who they were", "were": "were who they were",
}
_RITES = {"coming_of_age": "coming-of-age ceremony", "ceremony": "family ceremony", "service": "services"}


def religion(text: str, value: str | None, detector: str) -> str | None:
    form = detector.partition(".")[2]
    low = text.lower()
    plural = low.endswith("s") and not _ARTICLE.match(text)
    if form == "noun":
        if _LEFT.search(text):
            return "people raised in a faith" if plural else "someone raised in a faith"
        if value == "nonbeliever":
            return "people who aren't religious" if plural else "someone who isn't religious"
        return "people of faith" if plural else "a person of faith"
    if form == "adjective":  # "I'm Muslim" → "I'm a person of faith"
        if _LEFT.search(text):
            return "raised in a faith"
        return "not religious" if value == "nonbeliever" else "a person of faith"
    if form == "attributive":  # "a Catholic girl" → "a religious girl"
        return "non-religious" if value == "nonbeliever" else "religious"
    if form == "place":
        return "community " + text.split()[-1].lower() if " " in text.strip() else "place of worship"
    if form == "visit":
        return "services"
    if form == "clergy":
        return "faith leaders" if plural and not low.endswith("ss") else "faith leader"
    if form == "rite":
        return _RITES.get(value or "", "ceremony")
    if form == "holy_day":
        return {"owned": "religious holiday", "modifier": "religious"}.get(value or "", "a religious holiday")
    return None


def politics(text: str, value: str | None, detector: str) -> str | None:
    form = detector.partition(".")[2]
    if form == "member":
        words = text.split()
        article = _ARTICLE.match(text) is not None
        kept = [w for w in words[1 if article else 0 : -1] if w.lower() != "politically"]
        plural = not article and words[-1].lower().endswith("s")
        noun = " ".join(kept + ["voters" if plural else "voter"])
        return (("an " if noun[:1].lower() in "aeiou" else "a ") + noun) if article else noun
    if form == "attributive":
        return text.split()[-1]  # "a liberal guy" → "a guy"
    if form == "adjective":
        return _clause(text, _POLITICS_CLAUSE)
    if form == "vote":
        return text.split()[0]  # "voted for the Greens" → "voted"
    if form == "party":
        return "a party"
    if form == "supporter":
        return value or "voter"
    return None


def sexuality(text: str, value: str | None, detector: str) -> str | None:
    form = detector.partition(".")[2]
    if form == "attributive":
        return text.split()[-1]  # "gay man" → "man"
    if form == "noun":
        return "people" if text.lower().endswith("s") and not _ARTICLE.match(text) else "a person"
    if form == "adjective":
        return _clause(text, _ORIENTATION_CLAUSE)
    if form == "coming_out":
        verb = {"came": "opened up", "come": "open up", "coming": "opening up"}.get(text.split()[0].lower(), "opened up")
        to = re.search(r"\s(to\s.*)$", text)
        return f"{verb} {to.group(1)}" if to else verb
    return None


def names_a_faith_or_party(word: str) -> bool:
    """Whether a span's first word is a proper noun of the vocabularies ("Catholics", "Ramadan", "Labour"): its
    capital then says nothing of where the sentence starts."""
    from .prefilter.data import beliefs

    low = word.lower().rstrip("s")
    return (low in beliefs.adherents() or word.lower() in beliefs.adherents() or low in beliefs.PARTY_MEMBERS
            or word in beliefs.PARTIES or word in beliefs.HOLY_DAYS or word.split("'")[0] in beliefs.HOLY_DAYS)


def _clause(text: str, table: dict[str, str]) -> str | None:
    """A predicative span ("I'm pretty liberal", "he's gay", "is bi") → the table's clause for its subject."""
    m = _SUBJECT.match(text)
    if m is None:
        return None
    subj = m.group("subj").lower().replace("’", "'")
    past = subj.endswith(("was", "were", "been", "became"))
    if subj in ("'s", "is", "are", "was", "were", "became"):
        key = {"'s": "is", "became": "was"}.get(subj, subj)
    else:
        person = subj.split("'")[0].split()[0]
        person = "i" if person == "im" else person
        key = person + ("-past" if past else "")
    out = table.get(key)
    if out is not None and text[:1].isupper() and not out.startswith("I"):
        out = out[0].upper() + out[1:]
    return out
