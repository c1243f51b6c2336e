"""Age: "I'm 34", "34 years old", "a 50 year old analyst", "22yo", "(34M)", "born in 1989",
"in my thirties", "turned 40". Compact tags like "34M" also give the sex (a separate finding)."""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass

from ..context import Context
from ..recognizer import Recognizer, find_held, may_search
from ...records import Finding
from .gated_patterns import GatedPattern, gated_matches

_NOT_AGE_AFTER = re.compile(
    r"^\s*(?:%|k\b|\$|dollars|euros|bucks|minutes|mins|hours|hrs|seconds|secs|years ago|kg|kilos|lbs|"
    r"pounds|cm|mm|m\b|km|miles|days|weeks|months|times|percent|°|degrees|am\b|pm\b|:|\.\d|,\d|/|"
    r"inch|feet|ft|episodes|pages|chapters|people|of them|of us|hours?)",
    re.IGNORECASE,
)
# "(34M)", "[34 F]", "34m here", "I (34F)", "(19NB)" (non-binary); and the reverse "(F34)".
# Also a tag that opens a sentence: "31M, single."
_TAG = re.compile(
    r"(?:(?<=[(\[])|(?<=\bI )|(?<=\bme )|(?<=[.!?] )|^)\s*(\d{2})\s?([MFmf]|(?<=\d)NB|(?<=\d)nb)(?=\s*[)\]/,]|\s+here\b)",
    re.MULTILINE,
)
# A tag said in a sentence, not bracketed: "I'm 29F and …", "my bf is 31M." (subject other). Only after a person as
# the subject, and only before the clause ends or goes on with a person's words: "the budget is 25M" and "I'm 30M in
# debt" are money.
_TAG_SAID = re.compile(
    r"(?:(?P<me>\b(?:I['’]?m|I am|im|am)\s+)|(?P<other>\b(?i:(?:my|our)\s+[a-z]+|(?:he|she)['’]s|he|she)\s+(?:is\s+)?))"
    r"(?P<n>\d{2})(?P<sex>[MF]|NB)(?=\s*(?:$|[.,;:!?)\]/]|\s(?:and|here|with|from|living|looking|who|but|so|&|in\s+"
    r"(?:[A-Z]|the\s+[A-Z]))))",
    re.MULTILINE,
)
_TAG_REVERSED = re.compile(r"(?:(?<=[(\[])|(?<=^)|(?<=[.!?] ))\s*([MF])\s?(\d{2})(?=\s*[)\],]|\s+here\b)", re.MULTILINE)
# Ages written out: "thirty-four", "twenty five", "nineteen".
_UNITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
_TEENS = ("thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_SPELLED = rf"(?:(?:{'|'.join(_TENS)})(?:[\s-](?:{'|'.join(_UNITS)}))?|{'|'.join(_TEENS)})"
_N2 = rf"(?:\d{{2}}|{_SPELLED})"  # a two-digit age in figures or words
_N12 = rf"(?:\d{{1,2}}|{_SPELLED})"


def spelled_number(raw: str) -> int | None:
    """'thirty-four' → 34, '19' → 19; None for anything else."""
    raw = raw.strip().lower()
    if raw.isdigit():
        return int(raw)
    parts = re.split(r"[\s-]+", raw)
    if len(parts) == 1 and parts[0] in _TEENS:
        return 13 + _TEENS.index(parts[0])
    if parts[0] not in _TENS:
        return None
    n = 20 + 10 * _TENS.index(parts[0])
    return n + (1 + _UNITS.index(parts[1]) if len(parts) == 2 and parts[1] in _UNITS else 0)


@dataclass(frozen=True)
class _Form(GatedPattern):
    """A form of stating one's age (`kind`: adjective, predicate, event, year, decade), its regex with the group "n"
    (the needles read from it), and the validity and score of what it finds."""

    validity: str
    score: float


_PATTERNS: tuple[_Form, ...] = (
    # "a 50 year old analyst" (singular, used as an adjective) vs "I'm 50 years old".
    _Form("adjective", None, re.compile(rf"\b(?P<n>{_N12})[\s-]?(?:year|yr)[\s-]old\b", re.IGNORECASE), "high", 0.85),
    _Form("predicate", None, re.compile(rf"\b(?P<n>{_N12})\s?(?:years|yrs)[\s-](?:old|young)\b", re.IGNORECASE), "high", 0.9),
    # "I'll be 50 next year", "I will be forty in May": the age one is about to have.
    _Form("predicate", None, re.compile(rf"(?:\bi'll|\bi’ll|\bi will|\bi'm going to|\bi’m going to)\s+be\s+(?P<n>{_N2})\b"
                                       rf"(?![\s-](?:{'|'.join(_UNITS)}|something|ish|minutes|mins|hours|years|yrs|days|weeks|months)\b)",
                                       re.IGNORECASE), "high", 0.8),
    # "at my age (62)", "my age: 62".
    _Form("predicate", None, re.compile(r"\bmy age\s*(?:\(|:|,|-)\s*(?P<n>\d{2})\b", re.IGNORECASE), "high", 0.8),
    _Form("adjective", None, re.compile(r"(?<=\ba )(?P<n>\d{2})\s?(?:yo|y/o|y\.o\.)(?!\w)", re.IGNORECASE), "high", 0.85),
    _Form("predicate", None, re.compile(r"(?<!\ba )\b(?P<n>\d{2})\s?(?:yo|y/o|y\.o\.)(?!\w)", re.IGNORECASE), "high", 0.85),
    _Form("predicate", None, re.compile(rf"(?:\bi'm|\bi’m|\bi am|\bim|\bbeing|\bnow|\bam)\s+(?:only\s+|just\s+|almost\s+|nearly\s+|about\s+)?(?P<n>{_N2})\b(?!\s*(?:years?|yrs?|yo|y/o)\b)(?![\s-](?:{'|'.join(_UNITS)}|something|ish)\b)", re.IGNORECASE), "high", 0.8),
    # "I'm no spring chicken anymore, at 51, and …": an age between commas after "at"/"aged".
    # everyday7: after "aged" a full stop ends it too (a death notice's "… Feilding, aged 92. Loved husband of …");
    # not after "at", where "see you at 10." is a time.
    _Form("predicate", None, re.compile(rf"(?:(?<=, )|(?<=^))(?:at|aged)\s+(?P<n>{_N2})(?=\s*[,;!?)]|\s+(?:now|and i|i)\b|(?<=aged \d\d)\.)", re.IGNORECASE), "medium", 0.55),
    # everyday2: a profile that opens with the age ("31, nurse from …", "Jess, 28, physio …"): at the start of the
    # draft or of a line, a two-digit number (after a name and a comma, at most: `_profile_name`) and a comma
    # before a lower-case word. Not a list of numbers ("12, 15 and 20") nor a count ("12, maybe 15"): a word
    # follows, and the words of hedging and counting are refused.
    # everyday3: an obituary's or a listing's name may hold a middle name ("Walter James Pruitt, 84, of Cedar
    # Falls") and follow "I'm" ("I'm Priya, 26, grad student"): the name, then its age between commas.
    _Form("profile", None, re.compile(r"(?:(?<=^)|(?<=\n)|(?<=\bI'm )|(?<=\bI’m )|(?<=\bI am ))"
                                       r"(?:(?P<who>[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){0,2}),[ \t]+)?(?P<n>\d{2}),[ \t]+"
                                       r"(?!(?:maybe|perhaps|or|and|but|then|now|plus|give|tops|max|at|about|almost)\b)"
                                       r"(?=[a-z])", re.MULTILINE), "high", 0.75),
    _Form("event", None, re.compile(rf"\b(?:just\s+)?turn(?:ed|ing)\s+(?P<n>{_N2})\b(?![\s-](?:{'|'.join(_UNITS)})\b)", re.IGNORECASE), "high", 0.8),
    # "I turn 35 next week", "when I'll turn forty": the present and future need the author as the subject
    # ("turn 90 degrees", "turn 20 pages" are no age; _NOT_AGE_AFTER drops them too).
    _Form("event", None, re.compile(rf"(?:(?<=\bi )|(?<=\bi'll )|(?<=\bi’ll )|(?<=\bi will ))turn\s+(?P<n>{_N2})\b"
                                   rf"(?![\s-](?:{'|'.join(_UNITS)})\b)", re.IGNORECASE), "high", 0.8),
    _Form("year", None, re.compile(r"\bborn\s+(?:in\s+|back in\s+)?(?P<n>(?:19|20)\d\d|'\d\d|’\d\d)\b", re.IGNORECASE), "high", 0.85),
    _Form("year", None, re.compile(r"\b(?:since|in|back in)\s+(?P<n>(?:19|20)\d\d)\b(?=,? when i was (?:born|a baby))", re.IGNORECASE), "high", 0.8),
    _Form("decade", None, re.compile(r"\b(?:in\s+)?my\s+(?P<n>(?:early|mid|late)[\s-]+)?(?P<d>twenties|thirties|forties|fifties|sixties|seventies|eighties|teens|[2-9]0s|[2-9]0's)\b", re.IGNORECASE), "medium", 0.6),
)
# "my 40th birthday", "my 30th bday": only the author's own ("his 40th birthday" is someone else's).
_BIRTHDAY = re.compile(r"\bmy\s+(?:upcoming\s+|big\s+)?(?P<n>\d{2})(?:st|nd|rd|th)\s+(?:birthday|bday|b-day)\b",
                       re.IGNORECASE)
# everyday5: someone else's coming birthday by its ordinal after a possessive name or kin word ("Nani's 80th at
# Sharma Bhawan", "Mum's 70th next week", "for Dad's 90th."): the ordinal then ends its noun phrase or names the
# party, so "Chelsea's 3rd goal", "the shop's 25th anniversary" stay. The age of a person over 12, subject "other".
_THEIR_BIRTHDAY = re.compile(r"(?<![\w'’-])[A-Z][a-z]+['’]s[ \t]+(?P<n>\d{2})(?:st|nd|rd|th)"
                             r"(?=[ \t]*(?:[,.;:!?)\n]|$|(?:birthday|bday|b-day|party|celebration|do|at|on|in|next|"
                             r"this|is|was)\b))")
_DECADE_WORDS = {
    "teens": 10, "twenties": 20, "thirties": 30, "forties": 40, "fifties": 50, "sixties": 60,
    "seventies": 70, "eighties": 80,
}


# Every match of this recognizer holds a digit or a number word (spelled ages, decades, "teens"): a draft with
# neither skips the regexes (Context.has_any looks in the lower-cased draft).
_DIGIT = re.compile(r"\d")
_NUMBER_NEEDLES = ("twent", "thirt", "fort", "fift", "sixt", "sevent", "eight", "ninet", "teen")


class AgeRecognizer(Recognizer):
    name = "age"
    categories = ("age", "sex")

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        if _DIGIT.search(ctx.text) is None and not ctx.has_any(_NUMBER_NEEDLES):
            return out
        for m in find_held(_TAG, ctx):  # the three tags need a digit: not run on a draft with number words only
            # whose tag: the author's after "I"/"me"; someone close's right after "my stepdad Rick", "my roommate"
            subject = ("author" if _ME_BEFORE_TAG.search(ctx.text, max(0, m.start() - 6), m.start(1)) else
                       "other" if _relation_before_tag().search(ctx.text, max(0, m.start() - 50), m.start(1)) else "unknown")
            out.extend(self._tag(m.start(1), m.group(1), m.start(2), m.group(2), subject=subject))
        for m in find_held(_TAG_REVERSED, ctx):
            out.extend(self._tag(m.start(2), m.group(2), m.start(1), m.group(1)))
        for m in find_held(_TAG_SAID, ctx):
            other = m.group("other")
            if other and other[:2].lower() in ("my", "ou") and not _relation_cue().match(other):
                continue  # "my budget is 25M": only someone close has an age and a gender here
            # (its own detector: the table writes "in my twenties", not the bracket's "20s")
            out.extend(self._tag(m.start("n"), m.group("n"), m.start("sex"), m.group("sex"),
                                 subject="other" if other else "author",
                                 detector="age.said_tag_other" if other else "age.said_tag"))
        for m in (_BIRTHDAY.finditer(ctx.text) if may_search(ctx, _BIRTHDAY) else ()):
            age = int(m.group("n"))
            if 13 <= age <= 99:
                out.append(Finding(m.start("n"), m.end(), ctx.text[m.start("n") : m.end()], "age", 0.8, "high",
                                   "age.birthday", "Says which birthday you have.", str(age)))
        for m in (_THEIR_BIRTHDAY.finditer(ctx.text) if "'s " in ctx.text or "’s " in ctx.text else ()):
            age = int(m.group("n"))
            if 13 <= age <= 99:
                out.append(Finding(m.start("n"), m.end(), ctx.text[m.start("n"):m.end()], "age", 0.75, "high",
                                   "age.their_birthday", "States the age of someone you mention.", str(age),
                                   subject="other"))
        out.extend(_others_ages(ctx))
        out.extend(_both_ages(ctx))
        out.extend(_apposed_ages(ctx))
        out.extend(_named_bracket_ages(ctx))
        out.extend(_paired_named_ages(ctx))
        out.extend(_self_listed_ages(ctx))
        out.extend(_born_abbreviated(ctx))
        # a word every match holds ("old", "born", "turn") not in the draft: the regex is not run
        for form, m in gated_matches(ctx, _PATTERNS):
            finding = self._finding(ctx, m, form.kind, form.validity, form.score)
            if finding is not None:
                out.append(finding)
        return out

    def _finding(self, ctx: Context, m: re.Match[str], form: str, validity: str, score: float) -> Finding | None:
        if form == "decade":
            decade = _decade(m.group("d"))
            if re.match(r"\s+or\s", ctx.text[m.end() : m.end() + 4]) or re.search(r"\bor\s+$", ctx.before(m.start(), 6)):
                return None  # "in my thirties or forties" is the table's widest form
            # "in my early thirties" narrows the age down; "in my thirties" is what ages generalize to.
            precise = bool(m.group("n"))
            return Finding(m.start(), m.end(), m.group(), "age", score if precise else 0.3,
                           validity if precise else "low", "age.decade", "Gives your age range.",
                           f"{decade}-{decade + 9}")
        raw = m.group("n")
        if form == "year":
            year = int(raw.strip("'’")) if raw[0].isdigit() else _two_digit_year(raw)
            start, end = m.span("n")
            return Finding(start, end, raw, "age", score, validity, "age.birth_year",
                           "Your birth year gives your age.", str(year))
        if form == "profile" and m.group("who") and not _profile_name(m.group("who")):
            return None  # "London, 28, rainy", "Apples, 12, green": a place's weather, a row of a table
        age = spelled_number(raw) or 0
        if not 13 <= age <= 99 or _NOT_AGE_AFTER.match(ctx.text[m.end("n") : m.end("n") + 12]):
            return None
        before = ctx.before(m.start(), 12)
        if re.search(r"\b(?:my|our|her|his|their)\s+$", before, re.IGNORECASE) and (
                form != "predicate" or _OLD_SHORT.search(m.group())):
            # "my 35 year old husband", "my 14yo son": somebody else's age, said as an adjective of them
            return Finding(m.start(), m.end(), m.group(), "age", score, validity, "age.other_adjective",
                           "States the age of someone you mention.", str(age), subject="other")
        if form == "profile" or form == "predicate" and m.group().lower().startswith(("i", "being", "now", "am", "my age")):
            start, end = m.span("n")  # "I'm 34" → only "34" changes ("I'm in my thirties")
        else:
            start, end = m.span()
        return Finding(start, end, ctx.text[start:end], "age", score, validity, f"age.{form}",
                       "States your age.", str(age))

    @staticmethod
    def _tag(age_start: int, age: str, sex_start: int, sex: str, subject: str = "unknown",
             detector: str = "age.tag") -> list[Finding]:
        whose = "their" if subject == "other" else "your"
        return [
            Finding(age_start, age_start + len(age), age, "age", 0.9, "high", detector, f"States {whose} age.", age,
                    subject=subject),
            Finding(sex_start, sex_start + len(sex), sex, "sex", 0.9, "high", "sex.tag", f"States {whose} gender.",
                    {"f": "female", "m": "male"}.get(sex.lower(), "non-binary"), subject=subject),
        ]


# session 23: a couple's or a pair's one age, the author among them: "My husband and I (both 41)", "we're both 34 and
# …", "Sam and I are both 29." The number ends its clause ("we're both 34 hours in" is no age); "we" or "… and I" must
# open the clause, or stand right before the bracket.
_BOTH_AGE = re.compile(
    r"(?:\b(?:[Ww]e(?:['’]re|[ \t]+are|[ \t]+were)|\band[ \t]+I(?:['’]m|[ \t]+am|[ \t]+are|[ \t]+were)?)[ \t]+both[ \t]+"
    r"|\b(?:and[ \t]+I|and[ \t]+me|[Ww]e|us|[Mm]e[ \t]+and[ \t]+(?:my|our)[ \t]+[\w-]+)[ \t]*\([ \t]*both[ \t]+)"
    r"(?P<n>\d{2})(?=[ \t]*(?:[,.;:!?)\n]|$)|[ \t]+(?:and|but|now|this|years?[ \t]+old)\b)")


def _both_ages(ctx: Context) -> list[Finding]:
    """The age the author shares with someone (_BOTH_AGE): the author's age, said of two."""
    out: list[Finding] = []
    for m in (_BOTH_AGE.finditer(ctx.text) if "both" in ctx.lower else ()):
        if 13 <= int(m.group("n")) <= 99:
            out.append(Finding(m.start("n"), m.end("n"), m.group("n"), "age", 0.8, "high", "age.both",
                               "States your age.", m.group("n"), subject="author"))
    return out


# Issue 11, round 34: another person's age, "<Name> is NN" ("my partner Dev is 47", "Dev is 47 and I'm 45"): a listed
# given name, "is"/"'s", a two-digit age that ends its clause. Found only when the draft ties people to the author (a
# relation noun after "my"/"our", the nouns pii/person.py's CLOSE_NOUNS reads) or gives the author's own age in the
# same sentence; "Chelsea is 12 points clear", "Room is 12" and "Dev is 47" alone stay unflagged.
_OTHERS_AGE = re.compile(r"(?<![\w'’-])(?P<who>[A-Z][a-z]+)[ \t]+(?:is|['’]s)[ \t]+(?:only[ \t]+|just[ \t]+|almost[ \t]+|"
                         r"nearly[ \t]+|about[ \t]+)?(?P<n>\d{2})(?=[ \t]*(?:[,.;:!?)\n]|$|(?:and|but|now|next|this|today|in)\b))")
_AUTHOR_AGE = re.compile(r"\b(?:i'm|i’m|i am|im)\s+(?:only\s+|just\s+|almost\s+|nearly\s+|about\s+)?\d{2}\b", re.IGNORECASE)


def _relation() -> str:
    """Someone close to the author, as a regex: "my sister", "our roommates", "my stepdad", "my ex-husband"."""
    from ..pii.person import CLOSE_NOUNS

    return rf"\b(?:my|our)[ \t]+(?:[\w-]+[ \t]+)?(?:step-?|ex-|half-)?(?:{CLOSE_NOUNS})s?"


@functools.lru_cache(maxsize=1)
def _relation_cue() -> re.Pattern[str]:
    return re.compile(_relation() + r"\b", re.IGNORECASE)


_ME_BEFORE_TAG = re.compile(r"\b(?:I|me|Me)\s*[(\[]\s*$")


@functools.lru_cache(maxsize=1)
def _relation_before_tag() -> re.Pattern[str]:
    """Someone close, then the bracketed tag: "my stepdad Rick (52M)", "my roommate (20M)", "My bf [31 M]"."""
    return re.compile(_relation() + r"(?:[ \t]+[A-Z][\w'’-]+){0,2}[ \t]*[(\[][ \t]*$", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _others_birthday() -> re.Pattern[str]:
    """The age someone close is about to have or has just had: "my mum will be 80 in June", "our daughter turns 15
    next week", "she'll be 30 on Friday", "my son turned 9 last week". The number ends its clause or goes on with a word of time ("next", "in", "on", …):
    "my boss will be 20 minutes late", "she turns 90 degrees" are no age."""
    who = rf"(?:{_relation()}(?:[ \t]+[A-Z][\w'’-]+)?|\b(?:he|she))"
    event = r"(?:turns|turned|just[ \t]+turned|will[ \t]+(?:turn|be)|['’]ll[ \t]+(?:turn|be)|is[ \t]+going[ \t]+to[ \t]+(?:turn|be))"
    return re.compile(
        rf"{who}(?:[ \t]+|(?=['’]))(?P<ev>{event}[ \t]+(?P<n>{_N12}))"
        r"(?=[ \t]*(?:[,.;:!?)\n]|$)|[ \t]+(?:next|this|on|in|tomorrow|today|soon|later|and|but|when|last|"
        r"yesterday|recently)\b)",
        re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _others_aside() -> re.Pattern[str]:
    """The age of someone close in a relative clause or in brackets: "my son, who is 17, got caught", "my neighbour's
    son, who's 17,", "my dad (72) fell" (the bare apposition "my grandmother, 94," is _apposed_relation's). A comma or
    a bracket closes the number, or "and" with a verb of the clause: "my son, who is 17 and counting" is no aside."""
    # (the name may stand between commas: "my mother, Mrs. Eleanor Whitfield, who is 88")
    who = (rf"{_relation()}(?:['’]s[ \t]+[a-z]+)?(?:[ \t]+[A-Z][\w'’-]+)?"
           r"(?:,[ \t]*(?:(?:Mrs|Mr|Ms|Miss|Dr)\.?[ \t]+)?[A-Z][\w'’-]+(?:[ \t]+[A-Z][\w'’-]+){0,2}(?=,[ \t]*who\b))?")
    # session 21: or "and" and a verb of the same clause ("my mother, who is 88 and has dementia")
    return re.compile(rf"{who}(?:,[ \t]*who(?:['’]s|[ \t]+is|[ \t]+was)[ \t]+(?P<n>\d{{1,2}})(?=[ \t]*,|[ \t]+and[ \t]+"
                      r"(?:has|had|is|was|lives|lived|still|can|cannot|can['’]t|needs|uses|gets|walks)\b)"
                      # session 23: or opening a bracket that goes on ("my grandmother (87, lives alone in Galway)")
                      rf"|[ \t]*\((?P<b>\d{{1,2}})(?:\)|(?=,[ \t]*[a-z])))", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _close_person_age() -> re.Pattern[str]:
    """Someone close, a copula and an age that ends the clause: "my son is 17 and loves trains", "my nan's 94."; not
    "my son is 17 inches", "my dad is 6 foot" (what follows must end the clause or say "years old")."""
    return re.compile(rf"{_relation()}(?:[ \t]+(?:is|was)|['’]s)[ \t]+"
                      r"(?:only[ \t]+|just[ \t]+|almost[ \t]+|nearly[ \t]+)?(?P<n>\d{1,2})(?P<old>[ \t]+years?[ \t]+old)?"
                      r"(?=[ \t]*(?:[,.;:!?)\n]|$)|[ \t]+(?:and|but|now|this|today)\b)", re.IGNORECASE)


# A pronoun's age right after someone close is named ("Update on my mom: she's 68, at Mercy", "My roommate Tyler
# (he's 24, studies nursing)"): "she"/"he" opening a sentence, a bracket or a clause, a form of "be", the number,
# then the clause ends. Someone close (_relation) must stand in the 120 characters before; "she's 68 pages in" and
# "he's 24/7" stay out by what follows. Session 22: "now"/"already" before the number ("our daughter …; she's now 11").
_PRONOUN_AGE = re.compile(r"(?:^|(?<=[.!?:;(])|(?<=[.!?:;(] )|(?<=, ))(?:[Ss]he|[Hh]e)(?:['’]s|[ \t]+(?:is|was|turned))"
                          r"[ \t]+(?:(?:now|already)[ \t]+)?(?:only[ \t]+|just[ \t]+|almost[ \t]+|nearly[ \t]+)?(?P<n>\d{1,2})"
                          r"(?=[ \t]*(?:[,.;:!?)\n]|$)|[ \t]+(?:and|but|now|years?[ \t]+old)\b)", re.MULTILINE)


def _others_ages(ctx: Context) -> list[Finding]:
    """Ages of the people in the author's life (_OTHERS_AGE, _others_birthday, _others_aside), subject "other"."""
    out: list[Finding] = []
    if "he" in ctx.lower:
        for m in _PRONOUN_AGE.finditer(ctx.text):
            if 1 <= int(m.group("n")) <= 99 and _relation_cue().search(ctx.text, max(0, m.start() - 120), m.start()):
                her = ctx.text[m.start()].lower() == "s"  # "she": the table writes "in her sixties"
                out.append(Finding(m.start("n"), m.end("n"), m.group("n"), "age", 0.8, "high",
                                   "age.other_her" if her else "age.other_his",
                                   "States the age of someone you mention.", m.group("n"), subject="other"))
    if "," in ctx.text or "(" in ctx.text:
        for m in _others_aside().finditer(ctx.text):
            group = "n" if m.group("n") else "b"
            # "my son, who is 17," reads "who is in their teens"; a bare number "(72)" as an apposition, "(70s)"
            detector = "age.other" if group == "n" else "age.apposition"
            if 1 <= int(m.group(group)) <= 99:  # a child's age too ("my son (7)": session 21)
                out.append(Finding(m.start(group), m.end(group), m.group(group), "age", 0.8, "high", detector,
                                   "States the age of someone you mention.", m.group(group), subject="other"))
    if ctx.has_any(("turn", "be ")):
        for m in _others_birthday().finditer(ctx.text):
            age = spelled_number(m.group("n")) or 0
            if 1 <= age <= 99:  # a child's birthday too ("my son turned 9 last week": session 21)
                # the whole event is edited ("will be 80" → "will have a birthday"), as the author's "turned 40"
                out.append(Finding(m.start("ev"), m.end("ev"), m.group("ev"), "age", 0.8, "high", "age.event",
                                   "States the age of someone you mention.", str(age), subject="other"))
    if " is " not in ctx.text and "'s " not in ctx.text and "’s " not in ctx.text:
        return out
    seen = {f.start for f in out}
    for m in _close_person_age().finditer(ctx.text):  # "my son is 17 and loves trains", "my nan's 94" (session 21)
        if 1 <= int(m.group("n")) <= 99 and m.start("n") not in seen:
            end = m.end()  # "12 years old" goes whole: "is young", not "is young years old"
            # 0.92: over the author's "is 64 years old" reading of the same span (age.predicate, 0.9)
            out.append(Finding(m.start("n"), end, ctx.text[m.start("n") : end], "age", 0.92, "high", "age.other",
                               "States the age of someone you mention.", m.group("n"), subject="other"))
    from ..pii.names import is_first_name
    from ..sentences import sentence_bounds

    for m in _OTHERS_AGE.finditer(ctx.text):
        age = int(m.group("n"))
        if not 13 <= age <= 99 or not is_first_name(m.group("who")):
            continue
        sentence = ctx.text[slice(*sentence_bounds(ctx.text, m.start(), m.end()))]
        if not (_relation_cue().search(ctx.text) or _AUTHOR_AGE.search(sentence.replace(m.group(), " "))):
            continue
        start, end = m.span("n")
        out.append(Finding(start, end, m.group("n"), "age", 0.8, "high", "age.other",
                           "States the age of someone you mention.", str(age), subject="other"))
    return out


# everyday5: an age in apposition, set off by commas right after a person ("Missing since Sunday, Chinonso Eze, 14,
# last seen", "our father, Chief Olamide Adeyemi-Bello, 82, retired", "our daughter, 27, B.Tech"): the way news
# reports, death notices, appeals and matrimonial ads give someone's age. The person is a run of capitalized words
# one of which is a listed first name that is no gazetteer place or a word English text seldom writes (wordfreq
# Zipf < 3: "Chinonso", "Adeyemi-Bello"), the whole no place; or someone close (_relation). A word follows the second
# comma ("Smith, 12, 14 and 16" is a list); "Leeds, 2, Chelsea, 1" is a score and "In Paris, 12, people" a count: the
# names there are places; after a preposition of place the run is an address written street first ("the party is at
# Lago Luna Monteiro, 18, bring snacks").
# everyday9: a height in feet and inches may follow the age, as matrimonial ads give both ("Arindam Sarkar, 38,
# 5'9\"", "their daughter, 39, 5'3\"").
_HEIGHT = r"\d['’]\d{1,2}(?:\"|”|''|\b)"
_APPOSED_NAME = re.compile(r"(?<![\w'’-])(?P<who>(?:[A-Z][\w'’-]+[ \t]+){0,3}[A-Z][\w'’-]+),[ \t]+(?P<n>\d{1,2}),"
                           rf"[ \t]+(?=[^\W\d_]|{_HEIGHT})(?!(?:maybe|perhaps|or|and|but|then|plus|tops|max|at|about|almost)\b)")


@functools.lru_cache(maxsize=1)
def _apposed_relation() -> re.Pattern[str]:
    """Someone close, then the age between commas: "our daughter, 27, B.Tech", "my son, 9, loves"; everyday9: also
    someone close to a person the draft names ("their daughter, 39, 5'3\"", "his son, 24, MBBS"), as matrimonial
    ads and notices write them, and a height after the age (_HEIGHT)."""
    from ..pii.person import CLOSE_NOUNS

    kin = rf"\b(?:my|our|their|his|her)[ \t]+(?:[\w-]+[ \t]+)?(?:step-?|ex-|half-)?(?:{CLOSE_NOUNS})s?"
    return re.compile(kin + rf",[ \t]+(?P<n>\d{{1,2}}),[ \t]+(?=[^\W\d_]|{_HEIGHT})", re.IGNORECASE)


_RARE_NAME_ZIPF = 3.0
# A preposition of place, then any capitalized words, right before the run (_APPOSED_NAME may start inside it).
_PLACE_BEFORE = re.compile(r"\b(?:at|on|in|to|from|near)[ \t]+(?:[A-Z][\w'’-]+[ \t]+)*$")


def _apposed_person(who: str) -> bool:
    """A run of capitalized words that names a person (see _APPOSED_NAME), not a place."""
    from wordfreq import zipf_frequency

    from ..data.gazetteer import gazetteer
    from ..context import fold
    from ..pii.names import is_first_name

    places = gazetteer()
    if places.lookup(fold(who)) is not None:
        return False
    return any((is_first_name(word) and places.lookup(fold(word)) is None)
               or zipf_frequency(word.lower(), "en") < _RARE_NAME_ZIPF for word in who.split())


def _apposed_ages(ctx: Context) -> list[Finding]:
    """Ages in apposition to a named or close person (_APPOSED_NAME, _apposed_relation), subject "other"."""
    if ", " not in ctx.text:
        return []
    spans = [m.span("n") for m in _APPOSED_NAME.finditer(ctx.text)
             if _apposed_person(m.group("who")) and not _PLACE_BEFORE.search(ctx.text, 0, m.start("who"))]
    spans += [m.span("n") for m in _apposed_relation().finditer(ctx.text)]
    out: list[Finding] = []
    for start, end in sorted(set(spans)):
        age = int(ctx.text[start:end])
        if 13 <= age <= 99:  # as the other ages: a child's age is left as it is
            out.append(Finding(start, end, ctx.text[start:end], "age", 0.75, "high", "age.apposition",
                               "States the age of someone you mention.", str(age), subject="other"))
    return out


# everyday10: a named person's age in brackets right after the name, as parents list their children and forms their
# household ("Two kids, Ida (8) and Sofus (5)", "my roommate Tyler (24)"): the word names a person as an apposed
# age's run does (_apposed_person: a listed given name or a word English seldom writes, no gazetteer place), the
# bracket holding only the number. "Chapter (3)", "Windows (10)", "Paris (2)" stay.
_NAME_BRACKET_AGE = re.compile(r"(?<![\w'’-])(?P<who>[A-Z][a-z]+)[ \t]?\((?P<n>\d{1,2})\)")


def _named_bracket_ages(ctx: Context) -> list[Finding]:
    if "(" not in ctx.text:
        return []
    out: list[Finding] = []
    for m in _NAME_BRACKET_AGE.finditer(ctx.text):
        if 1 <= int(m.group("n")) <= 99 and _apposed_person(m.group("who")):
            out.append(Finding(m.start("n"), m.end("n"), m.group("n"), "age", 0.8, "high", "age.apposition",
                               "States the age of someone you mention.", m.group("n"), subject="other"))
    return out


# study10fix: two named people, each with an age set off by a comma, joined by "and", as parents list their children
# ("the girls (Nevaeh, 10, and Aaliyah, 4) have been", "Liam, 6 and Ava, 3"): the pairing makes the numbers ages
# where one name and a number alone is too often a list or a score, so a child's age counts here (1-99). Both words
# name a person as an apposed age's run does (_apposed_person); "Leeds, 2, and Chelsea, 1" (places) and "Chapter, 3,
# and Verse, 4" (common words) stay.
_PAIRED_NAMED_AGES = re.compile(
    r"(?<![\w'’-])(?P<a>[A-Z][a-z]+),[ \t]+(?P<n>\d{1,2}),?[ \t]+and[ \t]+(?P<b>[A-Z][a-z]+),[ \t]+(?P<m>\d{1,2})"
    r"(?![\w.,:/-]*\d)")


def _paired_named_ages(ctx: Context) -> list[Finding]:
    if " and " not in ctx.text:
        return []
    out: list[Finding] = []
    for m in _PAIRED_NAMED_AGES.finditer(ctx.text):
        if not (_apposed_person(m.group("a")) and _apposed_person(m.group("b"))):
            continue
        for group in ("n", "m"):
            if 1 <= int(m.group(group)) <= 99:
                out.append(Finding(m.start(group), m.end(group), m.group(group), "age", 0.8, "high", "age.apposition",
                                   "States the age of someone you mention.", m.group(group), subject="other"))
    return out


# The author's age as one item of a list they say of themselves, after other items: "I'm Muslim, 27, originally from
# Lahore", "I'm a nurse at St. Luke's in Boise, 52, divorced" (cues/occupation.py's _SELF_LIST reads the list that opens
# with the age). One to three items, none with a digit ("I'm on page 40, 41, 42", "I'm at gate 12, 27 minutes late"),
# a dot only after a short capitalized abbreviation ("St.", "Dr."); the number ends its item and no number follows it
# ("I'm Priya, 26 and 27 are my lucky numbers").
_ITEM = r"(?:[^,.;:!?\n\d]|(?<=\b[A-Z][a-z])\.|(?<=\b[A-Z])\.)"
_SELF_LISTED = re.compile(
    rf"\b(?:i['’]m|i[ \t]+am|im)[ \t]+{_ITEM}{{1,50}}(?:,[ \t]+{_ITEM}{{1,50}}){{0,2}},[ \t]+(?P<n>\d{{2}})"
    r"(?=[ \t]*(?:[,;!\n]|\.(?!\d)|$)|[ \t]+and\b(?![ \t]+\d))(?![ \t]*,[ \t]*\d)", re.IGNORECASE)


# A birth year as biographies, family trees and death notices abbreviate it: "my grandad (b. 1950)", "Ada Jones,
# b. 1948," → "born in the 50s". Lower-case "b." right after a bracket, a comma or a line's start; "Plan B. 1950"
# and "Section b. 1950 rules" stay out by what stands before.
_BORN_ABBREVIATED = re.compile(r"(?:(?<=\()|(?<=, )|(?<=^))b\.[ \t]?(?P<n>(?:19|20)\d\d)(?!\d)", re.MULTILINE)


def _born_abbreviated(ctx: Context) -> list[Finding]:
    if "b." not in ctx.text:
        return []
    return [Finding(m.start(), m.end(), m.group(), "age", 0.85, "high", "age.birth_year",
                    "A birth year gives an age.", m.group("n"))
            for m in _BORN_ABBREVIATED.finditer(ctx.text) if int(m.group("n")) <= dt.date.today().year]


def _self_listed_ages(ctx: Context) -> list[Finding]:
    """The author's age among what they list of themselves (_SELF_LISTED)."""
    if ", " not in ctx.text or not ctx.has_any(("i'm", "i’m", "i am", "im ")):
        return []
    return [Finding(m.start("n"), m.end("n"), m.group("n"), "age", 0.8, "high", "age.self_list", "States your age.",
                    m.group("n"), subject="author")
            for m in _SELF_LISTED.finditer(ctx.text) if 13 <= int(m.group("n")) <= 99]


_OLD_SHORT = re.compile(r"\d\s?(?:yo|y/o|y\.o\.)$", re.IGNORECASE)  # "14yo" before a noun: an adjective too


# A profile's opening word is its writer's name: a listed first name, or a word English text seldom writes
# (wordfreq Zipf < 4: "Jess" 3.7, not "London" 5.3, "Apple" 4.8); a first and a last name by the first.
_PROFILE_NAME_ZIPF = 4.0


def _profile_name(words: str) -> bool:
    from wordfreq import zipf_frequency

    from ..pii.names import is_first_name

    first = words.split()[0]
    return is_first_name(first) or zipf_frequency(first.lower(), "en") < _PROFILE_NAME_ZIPF


def _decade(word: str) -> int:
    word = word.lower().replace("'", "")
    return _DECADE_WORDS.get(word) or int(word[:2])


def _two_digit_year(raw: str) -> int:
    n = int(raw[1:])
    return 2000 + n if n <= 25 else 1900 + n
