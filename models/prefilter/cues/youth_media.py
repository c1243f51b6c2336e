"""The title of a film, song, album, show or game the author grew up with dates them: "when I was a teenager, it
was all about "Dirty Dancing"", "my first game was "Pitfall!"", "the good old days … The Dark Side of the Moon,
hands down". No list of titles can keep up with every decade's media, so this reads the grammar instead: a
title (a quoted phrase, or a run of capitalized words) said in or next to a sentence where the author looks
back on their youth. The title becomes "a classic" (after a determiner "old favorite"; before a media
noun "old": "the Thriller album" → "the old album"; after one it goes: "the show Friends" → "the show").
Every other place the same title stands in the draft goes too, or the title would still be there.

Where the words come from:
- looking back on one's youth: the English phrases of a time of life ("as a kid/teen/teenager", "when I was
  a kid/young/little/in high school", "growing up", "grew up", "my childhood", "my youth", "my teenage
  years", "high school days") and Wiktionary's nostalgia idioms ("good old days", "back in the day",
  "those were the days", "trip down memory lane", "take (someone) back", "bring back memories",
  "nostalgia"/"nostalgic"), written down by hand;
- media nouns and verbs: the kinds of work a title names (WordNet's hyponyms of "show", "recording",
  "movie", "game" that are everyday words: album, record, vinyl, song, track, band, movie, film, show,
  series, cartoon, sitcom, game, console, poster, episode, tape, CD; watch, play, listen).

Near misses kept out: a capitalized run that opens a sentence with one capital word ("Back then we …"),
names of one capital word unquoted ("Nirvana": the name recognizers' or nobody's), a quote that is speech
(more than six words, or holding "I"/"you"), a title in a draft that never looks back ("I watched
"Dune" last night"), a place after "in/at/from/to", initials ("P.'s poster")."""

from __future__ import annotations

import re

from ..context import GEO_NOUNS, Context
from ...records import Finding
from .first_person import FIRST_PERSON_WORDS
from .lexicon import DETECTOR_PREFIX, RuledRecognizer, START

NAME = DETECTOR_PREFIX + "youth_media"

_LOOKING_BACK = re.compile(
    r"\b(?:as\s+a\s+(?:kid|child|teen|teenager|youngster|little\s+(?:kid|girl|boy)|young\s+(?:kid|girl|boy))"
    r"|when\s+i\s+was\s+(?:just\s+)?(?:a\s+kid|a\s+child|a\s+teen|a\s+teenager|young|little|a\s+little\s+\w+|"
    r"growing\s+up|in\s+(?:high|middle|grade|elementary|primary|secondary)\s+school)"
    r"|growing\s+up|grew\s+up|my\s+childhood|childhood\s+memor\w*|my\s+youth|in\s+my\s+youth|my\s+teen(?:age)?\s+years"
    r"|(?:high|middle|grade)\s+school\s+days|school\s+days|good\s+ol(?:d|e|['’])?\s+days|back\s+in\s+the\s+day"
    r"|those\s+were\s+the\s+(?:\w+\s+)?(?:days|times)"
    r"|(?:trip|walk|stroll)\s+down\s+memory\s+lane|nostalgi\w+|takes?\s+me\s+back|took\s+me\s+back"
    r"|brings?\s+back\s+(?:\w+\s+)?memories|brought\s+back\s+(?:\w+\s+)?memories)\b",
    re.IGNORECASE)
_MEDIA_NOUN = (r"albums?|records?|vinyls?|songs?|tracks?|bands?|movies?|films?|shows?|series|cartoons?|sitcoms?|"
               r"games?|consoles?|posters?|episodes?|tapes?|cds?|singles?|soundtracks?|books?|comics?|novels?|"
               r"e-books?|magazines?")
# a capitalized name unquoted is a title only with a word of media in its sentence or the one before
_MEDIA_WORD = re.compile(rf"\b(?:{_MEDIA_NOUN}|animation|anime|phones?|computers?|"
                         r"pcs?|toys?|characters?|singers?|artists?|watch\w*|play|played|playing|listen\w*|"
                         r"sang|sing|singing)\b", re.IGNORECASE)
# a sentence of sport: "played"/"watching" and a capitalized name there are a team's ("watching the All Whites play")
_SPORT = re.compile(r"\b(?:teams?|league|cup|match|matches|goals?|scored|stadium|football|soccer|rugby|cricket|hockey|"
                    r"basketball|baseball|fans?|kick-?off|innings|pitch|tournament)\b", re.IGNORECASE)
_SOMEONE_ELSES = re.compile(r"\b(?:your|his|her|their)\s+$", re.IGNORECASE)
# a team's games are no title's ("the Browns games"): "game" names a title only before it ("the game Monopoly")
_MEDIA_AFTER = re.compile(rf"^\s+(?!games?\b)(?:{_MEDIA_NOUN})\b", re.IGNORECASE)
_MEDIA_BEFORE = re.compile(rf"\b(?:the|that|this|my|our|a|an)\s+(?:{_MEDIA_NOUN})\s+$", re.IGNORECASE)
# "the Harry Potter books", "that classic Super Mario": a determiner, maybe describing words between
_DETERMINER_BEFORE = re.compile(r"\b(?:the|my|our|his|her|their|your|that|this|those|these)\s+(?:[a-z]+(?<!ed)(?<!ing)\s+)?$",
                                re.IGNORECASE)
# "a Motorola StarTAC", "an old IBM": a thing of a kind, said with an article ("a classic", "an old classic")
_INDEFINITE_BEFORE = re.compile(r"\b(?:a|an)\s+(?:[a-z]+(?<!ed)(?<!ing)\s+)?$", re.IGNORECASE)
_AN_BEFORE = re.compile(r"\ban\s+$", re.IGNORECASE)
# names of places, not of works: a place noun ends them ("Iguazu Falls"), or a Romance article opens them
_FOREIGN_ARTICLE = re.compile(r"^(?:La|Le|Les|El|Los|Las|Il|Lo|Der|Die|Das|De|Het)\s")
_PLACE_BEFORE = re.compile(r"\b(?:in|at|from|to|near|around|visit|visited|visiting)\s+$", re.IGNORECASE)

# A quoted phrase of one to six words; "“Avatar: The Last Airbender”", "'Pitfall!'" (single quotes only where no
# letter stands right before: "don't" is no quote).
_QUOTED = re.compile(r"[\"“](?P<q>[^\"“”\n]{2,60})[\"”]|(?<![\w])['‘](?P<s>[A-Z][^'‘’\n]{1,60})['’](?!\w)")
_SMALL = r"(?:of|the|a|an|in|on|to|for|with|at|from)"
_CAP = r"(?:[A-Z][\w'’!-]*|\d+)"
# Two or more capitalized words, small words between them ("The Dark Side of the Moon", "Saturday Night Fever").
_TITLE_CASE = re.compile(rf"(?<![\w.])(?P<t>[A-Z][\w'’!-]+(?::?\s+(?:{_SMALL}\s+)*{_CAP})+)(?![\w])")
_PERIOD_NOUNS = frozenset({"ages", "age", "era", "war", "revolution", "period", "dynasty", "empire"})
_ONE_WORD = re.compile(r"(?<![\w.'’])[A-Z][a-z][\w'’!-]*(?![\w'’])")
# Words of speech: a quoted phrase with a pronoun (cues/first_person.py's first person, "you", "it") or a verb of
# being is something said, not a title.
_SPEECH = re.compile(rf"\b(?:{FIRST_PERSON_WORDS}|(?i:you|it|is|are|was|were|not))\b|(?i:n['’]t|['’]s)\b")
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|\n|$)")
# What the draft must hold for any of this to be looked for (Context.has_any on the lower-cased draft).
_NEEDLES = ("kid", "child", "teen", "youngster", "when i was", "grow", "grew", "youth", " days", " times",
            "back in the day", "were the days", "memory lane", "nostalgi", "me back", "memories")


def _replacement(text: str, value: str | None) -> str | None:
    kind = (value or "").rstrip(START)
    # "a classic", not "an old favorite": two words where most titles have one or two; "a classic" already
    # says it is old (issue 12, session 10: the third word cost ROUGE-L on every title and hid nothing more).
    out = {"bare": "a classic", "determined": "old favorite", "modifier": "old", "named": "",
           "indefinite": "classic", "an": "old classic", "the_modifier": "the old"}.get(kind)
    if out is None:
        return None
    return out[0].upper() + out[1:] if out and (value or "").endswith(START) else out


def _english(word: str) -> bool:
    from wordfreq import zipf_frequency  # loaded on first use, as cues/foreign_language.py does: large lists

    return float(zipf_frequency(word, "en")) >= 3.0


def _title_ok(title: str) -> bool:
    words = title.split()
    if not 1 <= len(words) <= 6 or re.search(r"\b[A-Z]\.", title):
        return False  # speech, or initials ("P.'s poster")
    if _FOREIGN_ARTICLE.match(title) or words[-1].lower().strip("!?") in GEO_NOUNS:
        return False  # "La Candelaria", "Iguazu Falls": places
    if not title[:1].isupper() and (len(words) < 2 or words[0].lower() in ("the", "a", "an") or not all(
            _english(w) for w in re.findall(r"[^\W\d_]+", title))):
        return False  # scare quotes ("girly", "the right age"), words of another language ("rashtriya bhasha")
    if words[-1].lower().strip("!?") in _PERIOD_NOUNS:
        return False  # "the Middle Ages", "the Bush era": a time of history, not a work
    return not _SPEECH.search(title)


class YouthMediaRecognizer(RuledRecognizer):
    name = NAME
    categories = ("age",)
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        if not ctx.has_any(_NEEDLES):
            return []
        sentences = [(m.start(), m.end()) for m in _SENTENCE.finditer(ctx.text)]
        framed = [i for i, (s, e) in enumerate(sentences) if _LOOKING_BACK.search(ctx.text[s:e])]
        if not framed:
            return []
        # next to the looking back, any title; elsewhere in a draft that looks back, a title with a word of media
        # in its sentence or the one before ("Favourite album, huh? The Dark Side of the Moon, hands down!")
        near = {j for i in framed for j in (i - 1, i, i + 1) if 0 <= j < len(sentences)}
        media = {j for j in range(len(sentences))
                 if _MEDIA_WORD.search(ctx.text[sentences[j - 1][0] if j else sentences[j][0] : sentences[j][1]])}
        titles: list[tuple[int, int]] = []
        for m in _QUOTED.finditer(ctx.text):  # the whole draft: a quoted "you lekker?" holds a sentence end
            group = "q" if m.group("q") is not None else "s"
            j = next((k for k, (s, e) in enumerate(sentences) if s <= m.start() < e), -1)
            quoted = m.group(group)
            if "," in quoted or quoted.rstrip().endswith(".") or _LOOKING_BACK.search(quoted) or re.search(r"\bto\s+$", ctx.before(m.start(), 5)):
                continue  # a quoted sentence ("Chance favours the prepared mind."), a verb ("to "MacGyver""), the
                # looking back itself ("those "good old days"")
            if (j in near or (j in media and quoted[:1].isupper())) and _title_ok(quoted.strip(" !?")):
                titles.append(m.span())
        for j in sorted(media):
            s, e = sentences[j]
            if _SPORT.search(ctx.text[s:e]):
                continue
            for m in _TITLE_CASE.finditer(ctx.text, s, e):
                start, end = m.span("t")
                title = m.group("t")
                if start == s + len(ctx.text[s:e]) - len(ctx.text[s:e].lstrip()) and title.split()[0] not in ("The", "A"):
                    continue  # "Lead Model UN conferences": a sentence opens with a verb, not a title
                if re.search(r"['’]s$", title):
                    continue  # "Patrick Swayze's poster": a person's (the name recognizers')
                if _title_ok(title) and not _PLACE_BEFORE.search(ctx.before(start, 12)) and not _SOMEONE_ELSES.search(
                        ctx.before(start, 8)):
                    titles.append((start, end))
            # one capitalized word is a title only where a media noun names it: "the show Friends", "the Thriller album"
            for m in _ONE_WORD.finditer(ctx.text, s, e):
                if (_MEDIA_BEFORE.search(ctx.before(m.start(), 20)) or (
                        _MEDIA_AFTER.match(ctx.after(m.end(), 20)) and _DETERMINER_BEFORE.search(ctx.before(m.start(), 8)))):
                    if not any(a <= m.start() < b for a, b in titles):
                        titles.append(m.span())
        out: list[Finding] = []
        seen: set[str] = set()
        for start, end in titles:
            bare = ctx.text[start:end].strip("\"“”'‘’ ").rstrip("!?.,").lower()
            if bare in seen:
                continue
            seen.add(bare)
            # the same title anywhere else in the draft, quoted or not
            for m in re.finditer(rf"[\"“'‘]?(?<![\w]){re.escape(bare)}[!?]?[\"”'’]?(?![\w])", ctx.text, re.IGNORECASE):
                a, b = m.span()
                if any(f.start < b and a < f.end for f in out):
                    continue
                out.append(self._finding(ctx, a, b))
        return out

    def _finding(self, ctx: Context, start: int, end: int) -> Finding:
        before = ctx.before(start, 20)
        if _MEDIA_BEFORE.search(before):
            kind = "named"  # "the show Friends" → "the show"
            start -= len(before) - len(before.rstrip())
        elif _MEDIA_AFTER.match(ctx.after(end, 20)):
            kind = "modifier"  # "the Thriller album" → "the old album"
            if re.match(r"(?i)the\s", ctx.text[start:end]):
                kind = "the_modifier"  # "The Beatles album" → "the old album"
        elif _DETERMINER_BEFORE.search(before):
            kind = "determined"
        elif _AN_BEFORE.search(before):
            kind = "an"  # "an IBM" → "an old classic"
        elif _INDEFINITE_BEFORE.search(before):
            kind = "indefinite"  # "a Motorola StarTAC" → "a classic"
        else:
            kind = "bare"
        opening = ctx.text[:start].rstrip(" \t")
        if kind == "bare" and (not opening or opening[-1] in ".!?\n:…"):
            kind += START  # "The Dark Side of the Moon, hands down!" → "A classic, hands down!"
        return Finding(start, end, ctx.text[start:end], "age", 0.5, "medium", NAME,
                       "A film, song or game you grew up with hints at your age.", kind)
