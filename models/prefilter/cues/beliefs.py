"""Religion, political views and sexual orientation (GDPR art. 9's special categories) said of a person: "as a
practising Muslim", "I'm a lifelong Labour voter", "I voted for the Greens", "I'm bi", "our mosque", "after my bar
mitzvah", "my sister is a Mormon". The words come from data/beliefs.py; what makes one a finding is who it is said of.

Tiers: a person's own statement (the author's "I'm …", "as a …", "I voted for …") is high; the same said of someone
the author mentions ("my sister is a Mormon", "he's gay") is medium with subject "other"; the author's community,
clergy, rites and holy days of one faith ("our mosque", "my pastor", "my confirmation", "fasting for Ramadan") are
medium. A word that is only mentioned is no finding: "the Catholic church on Main St", "Republicans in Congress",
"a gay bar downtown", "a conservative estimate", "a liberal amount of salt", "Democratic process"."""

from __future__ import annotations

import functools
import re
from collections.abc import Set as AbstractSet
from typing import NamedTuple

from ..context import Context
from ..data import beliefs as words
from ..recognizer import Recognizer, find_held
from ..trie import any_case_alternation
from .lexicon import phrase_words
from ...records import Finding

# What may stand between a statement's verb and the word: an article, then up to three words that qualify the
# belief or its strength ("a practising", "a lifelong", "pretty", "openly", "raised").
_MOD_WORDS = (r"practi[cs]ing|devout|lifelong|life-long|proud|committed|born-again|lapsed|former|ex|"
              r"non-practi[cs]ing|recovering|registered|card-carrying|staunch|die-hard|diehard|openly|out|fully|very|"
              r"pretty|quite|fairly|really|strongly|deeply|somewhat|kind of|sort of|kinda|more|mostly|also|still|"
              r"now|raised|hardcore|strict|observant|cultural|culturally|politically|solidly|firmly|always|totally|"
              r"moderately|religious|closeted|self-identified|happily|good|both|all|big|huge|longtime|long-time|loyal|"
              r"active|paid-up|"
              # session 21: an age between ("a 22-year-old Mormon", "a young Catholic"); the age's own finding
              # overlaps, and the merge keeps both readings' edits apart (models/prefilter/merge)
              r"\d{1,3}[- ]?(?:year|yr)s?[- ]old|young|elderly|teenage|middle-aged")
_LEAD = rf"(?P<lead>(?:an?\s+)?(?:(?:{_MOD_WORDS})\s+){{0,3}}(?:ex-)?)$"  # "an ex-Mormon"
# The author says it of themself: "I'm", "I am", "I was raised", "as a", "we're".
_AUTHOR = re.compile(r"(?:\bi'm|\bi’m|\bim|\bi am|\bi was|\bi've been|\bi’ve been|\bi have been|\bi became|"
                     r"\bi consider myself|\bi identify as|\bi'd call myself|\bwe're|\bwe’re|\bwe are|\bwe were|"
                     r"(?<!such )(?<!as well )\bas|(?:^|[.!?]\s+)being)\s+" + _LEAD)
# Someone the author mentions: "my sister is", "my parents are", "he's", "she was".
_OTHER = re.compile(r"(?:\b(?P<pron>he|she|they)(?:'s|’s|'re|’re|\s+is|\s+was|\s+are|\s+were|\s+became)|"
                    r"\b(?:my|his|her|their|our)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+(?P<verb>'s|’s|\s+is|\s+was|\s+are|"
                    r"\s+were|\s+became))\s+" + _LEAD)
_WORD_AFTER = re.compile(r"\s+([a-z][a-z'-]*)")
# A clause goes on after the word: the word is what the person is, not a modifier of a noun.
_CLAUSE_GOES_ON = frozenset({"and", "but", "so", "too", "myself", "now", "though", "tbh", "lol", "btw", "af", "or",
                             "yet", "because", "since", "and", "anyway", "either", "ourselves", "themselves",
                             "herself", "himself", "at", "in", "from", "by", "since", "until", "when", "if", "who",
                             "which", "like", "for", "as", "with", "i", "we", "you", "he", "she", "they", "it", "my",
                             "me", "our", "us", "to", "of", "on", "the", "a", "an", "this", "that", "all", "is", "am",
                             "are", "was", "were", "here", "there", "then", "not", "no", "yes"})
# Words for people or a household: "a gay man", "a Catholic family", "a Labour voter".
_GROUP_NOUNS = frozenset({"family", "families", "household", "couple", "parents", "kid", "kids", "folks",
                          "community", "convert", "converts"})
# People in general: a political adjective before one of them is the person's politics ("a liberal guy"); before a
# role it is a manner ("a conservative driver").
_ANYONE = frozenset({"person", "people", "guy", "guys", "man", "men", "woman", "women", "girl", "girls", "boy", "boys",
                     "dude", "lady", "ladies", "voter", "voters", "family", "household", "folks", "type"})
_END = re.compile(r"\s*(?:$|[.,;:!?)(\"”—–-]|\n)")

# Voting for a party: "I voted for the Greens", "we always vote Labour", "I'm voting Reform".
_VOTE = re.compile(r"\b(?P<who>i|we)(?:'ve|’ve|'ll|’ll|'m|’m|\s+am|\s+are|'re|’re|\s+have|\s+had|\s+always|"
                   r"\s+usually|\s+never|\s+just|\s+also|\s+will|\s+would|\s+did|\s+do|\s+still|\s+even|\s+once|"
                   r"\s+only|\s+mostly|\s+proudly|\s+gonna|\s+going\s+to)*\s+(?P<verb>vote[ds]?|voting)"
                   r"(?:\s+for)?(?:\s+the)?\s+$")
# A party's member: "I'm a member of the Labour Party", "I joined the Greens".
_MEMBER_OF = re.compile(r"(?:\b(?P<who>i|we)(?:'m|’m|\s+am|\s+was|'ve been|’ve been|\s+have been|'re|’re|\s+are)"
                        r"\s+(?:an?\s+)?(?:\w+\s+)?(?:member|supporter)s?\s+of|\b(?P<who2>i|we)(?:\s+have|'ve|’ve)?"
                        r"\s+joined)\s+(?:the\s+)?$")
# Coming out: "I came out to my parents", "came out as bi", "when I came out,".
_CAME_OUT = re.compile(r"\b(?P<who>i|we|he|she|they|(?:my|our|his|her)\s+(?:\w+\s+)?\w+)\s+(?:\w+\s+){0,2}?(?P<verb>came|come|coming)\s+out\b"
                       r"(?:(?P<to>\s+to\s+(?:my|our|his|her|their)\s+[a-z]+(?:\s+and\s+[a-z]+)?)|"
                       r"(?P<as>\s+as\s+(?:an?\s+)?(?P<term>[a-z+-]+)))?", re.IGNORECASE)
# Going to worship: "I go to church", "we went to mass", "I attend temple".
_WORSHIP_VISIT = re.compile(r"\b(?P<who>i|we)\s+(?:\w+\s+){0,2}?(?:go|goes|went|going|gone|attend|attended|"
                            r"attending|attends)\s+(?:to\s+)?(?P<term>church|mass|temple|mosque|synagogue|shul|chapel|"
                            r"services|gurdwara|mandir)\b", re.IGNORECASE)
# "my"/"our" before a community, a clergy title, a rite or a holy day; a few words may stand between.
_OWNER = re.compile(r"\b(?P<own>my|our|his|her|their)\s+(?:(?:local|old|home|new|little|childhood|family|own|first|"
                    r"parish|youth|last|annual|kids'|son's|daughter's)\s+)?$")
_OBSERVE = re.compile(r"\b(?:i|we)\b[^.!?;\n]{0,40}\b(?:celebrat\w*|observ\w*|fast|fasted|fasting|gave up|give up|"
                      r"giving up|keep|kept|broke|break|breaking|do|did|doing|done|host|hosted|hosting)\b[^.!?;\n]{0,30}$"
                      # session 20: a practice kept on every one ("we make it every Shabbat")
                      r"|\b(?:i|we)\b[^.!?;\n]{0,40}\bevery\s+$")
# What one keeps of a holy day, after its name: "I've been doing Ramadan fasts", "our Shabbat dinner" (session 20)
_KEPT_AFTER = re.compile(r"\s+(?:fasts?|fasting|prayers?|dinners?|meals?|candles|seders?|services?)\b", re.IGNORECASE)
_DETERMINER_BEFORE = re.compile(r"\b(?:every|each|this|last|next|the)\s+$")
_FIRST_PERSON_BEFORE = re.compile(r"\b(?:i|we|i've|we've|i'm|we're)\b[^.!?;\n]{0,40}$")
_SENTENCE_WITH_ME = re.compile(r"\b(?:i|we|my|our|me|us)\b")
_SENTENCE_EDGE = re.compile(r"[.!?\n]")
_OUT = frozenset({"out"})
# When one came out: "came out at 16", "came out in 2015", "came out last year", "came out when I was 20".
_WHEN = re.compile(r"\s+(?:at\s+(?:age\s+)?\d|in\s+(?:19|20)\d\d|when\b|last\s+(?:year|month|week)|"
                   r"\d+\s+years\s+ago|years\s+ago|in\s+(?:high\s+school|college|uni))", re.IGNORECASE)
_THE_BEFORE = re.compile(r"\bthe\s+$")
_VISIT_PREP = re.compile(r"\b(?:at|after|before|to|from|during|skipped|skip|missed|miss|"
                         # session 21: one who leads or teaches it takes part as surely ("I teach Quran classes")
                         r"teach|teaches|teaching|taught|lead|leads|leading|led|run|runs|running|ran)\s+$")


def _alternation(terms: list[str]) -> str:
    return any_case_alternation(sorted(terms, key=len, reverse=True))


def _plural(noun: str) -> str:
    return noun[:-1] + "ies" if noun.endswith("y") else noun + "s"  # "Tories"


class _Scan(NamedTuple):
    """One vocabulary's regex and the words (`lexicon.phrase_words`) without one of which a draft needs no scan."""

    regex: re.Pattern[str]
    words: frozenset[str] | None


class _Vocabulary(NamedTuple):
    religion: _Scan
    politics: _Scan
    parties: _Scan
    sexuality: _Scan
    community: _Scan
    holy_days: _Scan


# A term stands between non-word characters; a hyphen before it only as "ex-" ("an ex-Mormon", not "pan-frying").
_BOUNDED = r"(?<![\w'])(?<!(?<!ex)-){}(?![\w'-])"


def _scan(terms: AbstractSet[str], any_case: bool = True, literal_prefix: str = "") -> _Scan:
    if any_case:
        body = _alternation(sorted(terms))
    else:
        body = "(?:" + "|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)) + ")"
    regex = re.compile(_BOUNDED.format(f"(?:{literal_prefix}{body})"), re.IGNORECASE if any_case else 0)
    return _Scan(regex, phrase_words(sorted(terms | ({"green", "greens"} if literal_prefix else set()))))


@functools.lru_cache(maxsize=1)
def _vocabulary() -> _Vocabulary:
    adherents = words.adherents()
    religion = set(adherents) | set(words.MORE_RELIGION_ADJECTIVES)
    # plurals, "-es" after a sibilant ("Jehovah's Witnesses", session 20)
    religion |= {a + "es" if a.endswith(("ss", "sh", "ch")) else a + "s"
                 for a in adherents if not a.endswith("s") or a.endswith("ss")}
    members = {m for m in words.PARTY_MEMBERS if m != "green"}
    politics = members | {_plural(m) for m in members} | set(words.POLITICAL_ADJECTIVES)
    sexuality = set(words.SEXUAL_ORIENTATIONS) | set(words.GENDER_IDENTITIES) | {"lesbians", "gays", "bisexuals"}
    community = words.places_of_worship() | words.clergy() | set(words.RITES)
    community |= {c + "es" if c.endswith("ch") else c + "s" for c in words.clergy()}
    community |= {"services"}  # "I go to services" (_WORSHIP_VISIT), scanned with the community words
    # Capitals as a party member writes them ("a Green", "the Greens"); the rest in any case.
    return _Vocabulary(_scan(religion), _scan(politics, literal_prefix="(?-i:Greens?)|"),
                       _scan(set(words.PARTIES), any_case=False), _scan(sexuality), _scan(community),
                       _scan(set(words.HOLY_DAYS), any_case=False))


@functools.lru_cache(maxsize=1)
def _noun_heads() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """WordNet's nouns, adverbs, and its person nouns (data/wordnet.py): what the word after a term may be."""
    from ..data import wordnet

    return wordnet.index_lemmas("n"), wordnet.index_lemmas("r"), wordnet.person_nouns()


def warm() -> None:
    """Build the vocabularies' regexes (WordNet closures) and the noun tables now, not on the first draft with a
    belief word (Prefilter.warm)."""
    _vocabulary()
    _noun_heads()


def _next_word(text: str, end: int) -> str | None:
    m = _WORD_AFTER.match(text, end)
    return m.group(1) if m else None


def _modifies_a_thing(text: str, end: int) -> bool:
    """Whether the word right after a term is a noun that is no person: the term then describes a thing ("a Catholic
    school", "liberal arts", "a Labour government"), not what someone is."""
    nxt = _next_word(text, end)
    if nxt is None or nxt in _CLAUSE_GOES_ON or nxt in _GROUP_NOUNS:
        return False
    nouns, adverbs, people = _noun_heads()
    if nxt in people or nxt.rstrip("s") in people or nxt.endswith("ing") or nxt in adverbs:
        return False
    return nxt in nouns


def _closes_or_names_a_person(text: str, end: int, politics: bool = False) -> bool:
    """Whether the clause ends after the term or a word for a person follows ("I'm bi.", "I'm bi)", "a bi woman"):
    what an everyday adjective must show to be what someone is ("I'm straight up tired", "I'm conservative with
    money")."""
    if _END.match(text, end):
        return True
    nxt = _next_word(text, end)
    if nxt is None:
        return True
    _, _, people = _noun_heads()
    if politics and nxt in ("on", "politically", "economically", "socially", "these", "nowadays", "lately", "overall",
                            "generally", "mostly"):
        return True  # "I'm pretty left-wing on most things"
    return nxt in ("and", "but", "so", "too", "myself", "now", "though", "tbh", "lol", "af", "btw") or nxt in people \
        or nxt in _ANYONE \
        or nxt.rstrip("s") in people or nxt in _GROUP_NOUNS


def _person_after(text: str, end: int) -> re.Match[str] | None:
    """The word for a person right after an adjective ("gay man", "queer woman"): it goes with the span."""
    m = _WORD_AFTER.match(text, end)
    if m is None:
        return None
    _, _, people = _noun_heads()
    word = m.group(1)
    return m if word in people or word.rstrip("s") in people or word in _ANYONE else None


def _in_own_sentence(lower: str, start: int, end: int) -> bool:
    """Whether the author is in the sentence around a span ("after Friday prayers we all go for lunch")."""
    edges = [e.start() for e in _SENTENCE_EDGE.finditer(lower, 0, start)]
    after = _SENTENCE_EDGE.search(lower, end)
    sentence = lower[(edges[-1] + 1 if edges else 0) : after.start() if after else len(lower)]
    return _SENTENCE_WITH_ME.search(sentence) is not None


class BeliefRecognizer(Recognizer):
    """Religion, political views and sexual orientation stated of the author or of someone they mention."""

    name = "beliefs"
    categories = ("religion", "politics", "sexuality")

    def find(self, ctx: Context) -> list[Finding]:
        vocabulary = _vocabulary()
        out: list[Finding] = []
        for category, scan in (("religion", vocabulary.religion), ("politics", vocabulary.politics),
                               ("sexuality", vocabulary.sexuality)):
            if ctx.may_match(scan.words):
                out += self._statements(ctx, scan.regex, category)
        if ctx.may_match(vocabulary.parties.words):
            out += self._party_votes(ctx, vocabulary.parties.regex)
        if ctx.may_match(_OUT):
            out += self._coming_out(ctx)
        if ctx.may_match(vocabulary.community.words):
            out += self._community(ctx, vocabulary.community.regex)
        if ctx.may_match(vocabulary.holy_days.words):
            out += self._holy_days(ctx, vocabulary.holy_days.regex)
        return out

    # ---- "I'm a Catholic", "as a conservative", "my sister is gay" ------------------------------------------

    def _statements(self, ctx: Context, regex: re.Pattern[str], category: str) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            term = m.group().lower()
            before = lower[max(0, m.start() - 60) : m.start()]
            frame = _AUTHOR.search(before)
            subject = "author"
            if frame is None:
                frame = _OTHER.search(before)
                subject = "other"
            if frame is None:
                continue
            if lower.startswith(" as ", m.end()) or lower.startswith(" as,", m.end()):
                continue  # "as gay as", a comparison
            lead = frame.group("lead")
            article = re.match(r"an?\s", lead) is not None
            ambiguous = (category == "sexuality" and term in words.AMBIGUOUS_ORIENTATIONS) or (
                category == "politics" and term in words.POLITICAL_ADJECTIVES and not article) or (
                category == "religion" and term in words.MORE_RELIGION_ADJECTIVES)  # "religious about flossing"
            if ambiguous and not _closes_or_names_a_person(lower, m.end(), category == "politics"):
                continue
            if not ambiguous and _modifies_a_thing(lower, m.end()):
                continue
            start, end = m.start(), m.end()
            kind = self._kind(category, term, article)
            person = _person_after(lower, end)
            if person is not None and category != "sexuality":
                if category == "religion":
                    kind = "attributive"  # "a Catholic girl" → "a religious girl"
                elif term not in words.POLITICAL_ADJECTIVES:
                    kind = "member"
                elif person.group(1) in _ANYONE:
                    end, kind = person.end(), "attributive"  # "a liberal guy" → "a guy"
                else:
                    continue  # "a conservative driver", "a progressive teacher": a manner, not a politics
            if kind == "attributive":
                pass
            elif category == "religion" or (category == "politics" and kind == "member"):
                start -= len(lead)  # "a practising Muslim" → "a person of faith", "a registered Democrat"
            elif kind == "adjective" or category == "sexuality":
                if person is not None:
                    end = person.end()  # "a gay man" → "a man", "a liberal guy" → "a guy"
                    kind = "attributive"
                elif kind == "noun":
                    start -= len(lead)  # "a lesbian" → "a person"
                elif kind == "adjective":
                    # "I'm pretty liberal", "he's gay": the clause from its subject; "my dad is gay": from the verb
                    verb = frame.groupdict().get("verb")
                    at = frame.start("verb") + len(verb) - len(verb.lstrip()) if verb else frame.start()
                    start = m.start() - len(before) + at
            # "a same-sex couple" → "a couple": of the noun after it, never a person itself; an orientation before a
            # group noun likewise ("a lesbian couple", "a gay family" → "a couple", "a family"; was "a person couple")
            if term == "same-sex" or (category == "sexuality" and person is None
                                      and _next_word(lower, m.end()) in _GROUP_NOUNS):
                following = re.match(r"[ \t]+[a-z]+\b", lower[m.end() :])
                if following is None:
                    continue
                start, end, kind = m.start(), m.end() + following.end(), "attributive"
            high = subject == "author"
            value = words.adherents().get(term.rstrip("s"), words.adherents().get(term,
                                                                                  words.MORE_RELIGION_ADJECTIVES.get(term)))
            reason = (_GENDER_IDENTITY_REASONS if term in words.GENDER_IDENTITIES else _REASONS[category])[subject]
            out.append(Finding(start, end, text[start:end], category, 0.85 if high else 0.6,
                               "high" if high else "medium", f"{category}.{kind}", reason, value, subject))
        return out

    @staticmethod
    def _kind(category: str, term: str, article: bool) -> str:
        if category == "religion":
            plural = term.endswith("s") and (term[:-1] in words.adherents()
                                             or term.endswith("es") and term[:-2] in words.adherents())
            return "noun" if article or plural else "adjective"
        if category == "politics":
            singular = term[:-3] + "y" if term.endswith("ies") else term.rstrip("s")  # "Tories"
            member = singular in words.PARTY_MEMBERS or term in words.PARTY_MEMBERS
            return "member" if member and (article or term.endswith("s") or term not in words.POLITICAL_ADJECTIVES) \
                else "adjective"
        return "noun" if article else "adjective"

    # ---- "I voted for the Greens", "a lifelong Labour voter", "a member of the SNP" --------------------------

    def _party_votes(self, ctx: Context, parties_re: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in parties_re.finditer(text):
            before = lower[max(0, m.start() - 60) : m.start()]
            vote = _VOTE.search(before)
            if vote is not None:
                start = m.start() - len(before) + vote.start("verb")
                out.append(self._party(text, start, m.end(), "politics.vote", "author"))
                continue
            member = _MEMBER_OF.search(before)
            if member is not None:
                the = _THE_BEFORE.search(before)
                start = m.start() - (len(the.group()) if the else 0)  # "the Labour Party" → "a party"
                out.append(self._party(text, start, m.end(), "politics.party", "author"))
                continue
            people = re.match(r"\s+(?:party\s+)?(" + "|".join(words.PARTY_PEOPLE) + r")\b", lower[m.end():])
            if people is None:
                continue
            frame = _AUTHOR.search(before)
            subject = "author"
            if frame is None:
                frame, subject = _OTHER.search(before), "other"
            if frame is None:
                continue
            out.append(self._party(text, m.start(), m.end() + people.end(), "politics.supporter", subject,
                                   lower[m.end() : m.end() + people.end()].strip()))
        return out

    @staticmethod
    def _party(text: str, start: int, end: int, detector: str, subject: str, value: str | None = None) -> Finding:
        high = subject == "author"
        return Finding(start, end, text[start:end], "politics", 0.85 if high else 0.6, "high" if high else "medium",
                       detector, _REASONS["politics"][subject], value, subject)

    # ---- "I came out to my parents" ------------------------------------------------------------------------

    def _coming_out(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        text = ctx.text
        for m in _CAME_OUT.finditer(text):
            if m.group("as") and m.group("term").lower() not in words.SEXUAL_ORIENTATIONS:
                continue  # "came out as the winner"
            if not m.group("to") and not m.group("as") and not _END.match(text, m.end()) \
                    and not _WHEN.match(text, m.end()):
                continue  # "I came out of the store", "it came out on top"
            subject = "author" if m.group("who").lower() in ("i", "we") else "other"
            start = m.start("verb")
            out.append(Finding(start, m.end(), text[start : m.end()], "sexuality", 0.7 if subject == "author" else 0.5,
                               "medium", "sexuality.coming_out", _REASONS["sexuality"][subject], None, subject))
        return out

    # ---- "our mosque", "my pastor", "my bar mitzvah", "I go to church" ---------------------------------------

    def _community(self, ctx: Context, community_re: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        places, clergy = words.places_of_worship(), words.clergy()
        for m in community_re.finditer(text):
            term = m.group().lower()
            before = lower[max(0, m.start() - 60) : m.start()]
            owner = _OWNER.search(before)
            visit = None
            if owner is None and (term in places or words.RITES.get(term) == "service"):
                visit = _VISIT_PREP.search(before) if _in_own_sentence(lower, m.start(), m.end()) else None
            if owner is None and visit is None:
                continue
            if owner is not None and term == "temple" and owner.group("own") == "my":
                continue  # "my temple" is first the side of my head
            end = m.end()
            after = _WORD_AFTER.match(lower, end)
            if after is not None and (after.group(1) in words.RITE_NOUN_AFTER or _modifies_a_thing(lower, end)):
                if term not in places or after.group(1) in words.RITE_NOUN_AFTER:
                    continue  # "my confirmation email", "our mass transit"
                end = after.end()  # "my church group" → "my community group"
            kind = "clergy" if term.rstrip("s") in clergy or term in clergy else "place" if term in places else "rite"
            if owner is None:
                kind = "visit"  # "after church", "at mass": where the author goes
            subject = "author" if owner is None or owner.group("own") in ("my", "our") else "other"
            out.append(Finding(m.start(), end, text[m.start() : end], "religion", 0.55, "medium", f"religion.{kind}",
                               _REASONS["religion"][subject], words.RITES.get(term), subject))
        for m in find_held(_WORSHIP_VISIT, ctx):
            start = m.start("term")
            out.append(Finding(start, m.end(), text[start : m.end()], "religion", 0.55, "medium", "religion.visit",
                               _REASONS["religion"]["author"], None, "author"))
        return out

    def _holy_days(self, ctx: Context, holy_re: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in holy_re.finditer(text):
            before = lower[max(0, m.start() - 80) : m.start()]
            owner = _OWNER.search(before)
            kept = _KEPT_AFTER.match(text, m.end()) is not None
            if (owner is None and _OBSERVE.search(before) is None
                    and not (kept and _FIRST_PERSON_BEFORE.search(before))):
                continue  # "the shops close for Ramadan", "Happy Diwali!", "Ramadan fasts are hard for athletes"
            subject = "author" if owner is None or owner.group("own") in ("my", "our") else "other"
            # "my first Ramadan" and "every Shabbat" keep their determiner; "Ramadan fasts" → "religious fasts"
            owned = ("owned" if owner is not None or _DETERMINER_BEFORE.search(before)
                     else "modifier" if kept else None)
            out.append(Finding(m.start(), m.end(), m.group(), "religion", 0.5, "medium", "religion.holy_day",
                               _REASONS["religion"][subject], owned, subject))
        return out


_GENDER_IDENTITY_REASONS = {"author": "Says what your gender identity is.",
                            "other": "Says what the gender identity of someone you mention is."}
_REASONS = {
    "religion": {"author": "Says what faith you hold or practise.",
                 "other": "Says what faith someone you mention holds."},
    "politics": {"author": "Says how you vote or what your politics are.",
                 "other": "Says how someone you mention votes or what their politics are."},
    "sexuality": {"author": "Says what your sexual orientation is.",
                  "other": "Says what the sexual orientation of someone you mention is."},
}
