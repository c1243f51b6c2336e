"""Regional speech: the small words of talk that place a speaker, not things or institutions (those are
data/regional_terms.py's): tag questions ("a bit neh?"), terms of address ("yesterday bra…", "the brahs"),
exclamations ("Jislaaik, what a view"), "sí" in English ("oh si, certainly") and the southern hemisphere's
"down here" ("Down here we're not wild about hockey"). None names a place, so the edit is the word's removal
or its plain English.

Where the words come from, written down by hand by the LookTwice authors with the source named:
- Wiktionary "South African English" entries: "neh" (tag question, "isn't it?"), "bra" / "bru" / "brah"
  (friend, mostly as a term of address), "jislaaik" (exclamation of surprise). "jissis" and "jassis" are the
  spellings of the same exclamation in the Dictionary of South African English (entry "jissis"), written
  from that entry, not checked offline.
- Wiktionary "sí" (Spanish: yes), which Spanish speakers carry into English chat.
- "down here" for Australia and New Zealand: Wiktionary's "Down Under" entry ("down here" is its usual
  first-person form); only the self-placing uses are taken (near misses below).

Near misses kept out: "my bra", "a sports bra", "her new bra" (underwear: a determiner or a kind of bra
before it), "bras" (never the plural of the address term), "neh" inside a word or quoted Dutch, "si" as the
musical note or Italian "se" ("si bemolle"), "come down here", "down here in the basement" (motion or a
room, not a hemisphere)."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import find_held
from ..sentences import SENTENCE_START
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "regional_speech"
_REASON = "Regional speech hints at where you live or grew up."


def _at_clause_end(words: str) -> re.Pattern[str]:
    """One of `words` said last in a clause, after a word, with the comma or spaces before it (group "space")."""
    return re.compile(rf"(?<=\w)(?P<space>,?\s+)(?P<word>{words})(?=\s*(?:[?!.,…]|$))", re.IGNORECASE)


# A tag after a clause: " neh?" → "?" (the space before goes with it).
_TAG = _at_clause_end("neh")
# An address term said to the reader, at a clause's end: "yesterday bra…", "thanks, bru!".
_ADDRESS = _at_clause_end("bra|bru|brah")
# Words that make "bra" the underwear (determiners, possessives, kinds of bra; Wiktionary's hyponyms of "bra").
_UNDERWEAR_BEFORE = re.compile(
    r"\b(?:my|her|his|your|their|our|a|the|this|that|new|old|sports|sport|push-up|pushup|padded|lace|nursing|"
    r"strapless|training|underwire|wireless|maternity|bikini|bralette|no|one|same|comfy|favorite|favourite|"
    r"black|white|red|pink|nude)\s*$", re.IGNORECASE)
# The plural and the noun with a determiner: "the brahs from my youth" → "the friends from my youth".
_NOUN = re.compile(r"\b(?P<word>brahs)\b", re.IGNORECASE)
# An exclamation that opens a sentence, with its comma: "Jislaaik, what a view" → "What a view".
_EXCLAMATION = re.compile(SENTENCE_START + r"(?P<word>jislaaik|jissis|jassis)\s*[,!]*\s+(?P<next>\w)",
                          re.IGNORECASE)
# "oh si, certainly": Spanish yes after an interjection or at a sentence start, before a comma or "!".
_SI = re.compile(r"(?:(?<=\boh\s)|(?<=\bah\s)|(?<=^)|(?<=[.!?\n]\s))(?P<word>s[ií])(?=\s*[,!])", re.IGNORECASE)
# "Down here we …", "… down here." (not after a verb of motion or before a room or a place in it).
_DOWN_HERE = re.compile(r"\b(?P<word>down\s+here)\b", re.IGNORECASE)
_MOTION_BEFORE = re.compile(
    r"\b(?:come|comes|came|coming|get|gets|got|getting|go|goes|went|going|move|moved|moving|walk|walked|run|ran|"
    r"bring|brought|send|sent|look|looked|sit|sat|put|head|headed|climb|climbed|fall|fell|drive|drove|fly|flew|"
    r"it|them|him|her|stuff|things)\s+$", re.IGNORECASE)
_ROOM_AFTER = re.compile(r"^\s+(?:in|at|on|by|under|near|to|with)\b", re.IGNORECASE)
_END_OF_WORLD = re.compile(r"\bdown\s+(?:this|our)\s+end\s+of\s+the\s+(?:world|globe|planet)\b", re.IGNORECASE)


# Every match of the regexes above holds one of these as a whole token (between non-word characters or the
# draft's edges): a draft without any skips them all (Context.may_match).
_WORDS = frozenset({"neh", "bra", "bru", "brah", "brahs", "jislaaik", "jissis", "jassis", "si", "sí", "down"})


class RegionalSpeechRecognizer(RuledRecognizer):
    name = NAME
    categories = ("city_country",)

    def find(self, ctx: Context) -> list[Finding]:
        text = ctx.text
        out: list[Finding] = []
        if not ctx.may_match(_WORDS):
            return out
        for m in find_held(_TAG, ctx):
            out.append(self._finding(text, m.start("space"), m.end("word"), "="))
        for m in _ADDRESS.finditer(text):
            if _UNDERWEAR_BEFORE.search(text[max(0, m.start() - 20) : m.start()]):
                continue
            out.append(self._finding(text, m.start("space"), m.end("word"), "="))
        for m in _NOUN.finditer(text):
            out.append(self._finding(text, m.start("word"), m.end("word"), "=friends"))
        for m in find_held(_EXCLAMATION, ctx):
            out.append(self._finding(text, m.start("word"), m.start("next") + 1, "=" + m.group("next").upper()))
        for m in _SI.finditer(text):
            out.append(self._finding(text, m.start("word"), m.end("word"), "=" + ("Yes" if m.group("word")[0] == "S" else "yes")))
        for m in _DOWN_HERE.finditer(text):
            if _MOTION_BEFORE.search(text[max(0, m.start() - 20) : m.start()]) or _ROOM_AFTER.match(text[m.end() :]):
                continue
            out.append(self._finding(text, m.start(), m.end(), "=" + ("Here" if m.group()[0] == "D" else "here")))
        for m in _END_OF_WORLD.finditer(text):
            out.append(self._finding(text, m.start(), m.end(), "=in this part of the world"))
        return out

    def _finding(self, text: str, start: int, end: int, value: str) -> Finding:
        return Finding(start, end, text[start:end], "city_country", 0.5, "medium", NAME, _REASON, value)
