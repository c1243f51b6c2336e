"""Criminal records (GDPR art. 10) said of a person: "I got a DUI", "after my arrest", "I did 18 months in prison",
"I'm on probation", "I have a felony on my record", "my brother's conviction", "he was arrested for shoplifting".
The words come from data/criminal_record.py; what makes one a finding is the person it is tied to.

Tiers: said of the author ("I", "we", "my", "me") is high; of someone the author mentions ("he", "my brother",
"my dad's") is medium with subject "other". A word without a person is no finding: "the police arrested a man
downtown", "a prison drama", "Arrested Development", "my record collection", "I charged my phone", "I'm on
probation at my new job", "a DUI checkpoint", "the courage of my convictions"."""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from ..context import Context
from ..data import criminal_record as words
from ..recognizer import Recognizer, may_hold
from ..trie import any_case_alternation
from .lexicon import phrase_words
from ...records import Finding

CATEGORY = "criminal_record"
# Who a clause is about, nearest to the span: a pronoun or "my/his/… <noun>" (one word, or a name-like noun phrase
# of two: "my older brother"); "me"/"us"/"him"/"them" as the object ("they arrested me", "I visited him in jail").
_SUBJECT = (r"(?P<subj>\bi\b|\bwe\b|\bme\b|\bus\b|\bhe\b|\bshe\b|\bthey\b|\bhim\b|\bthem\b|"
            r"\b(?:my|our|his|her|their)\s+(?:[a-z]+\s+)?[a-z]+|\b[a-z]+['’]s\s+[a-z]+|"
            # a relative named without "my", as one writes of family ("Mom went to prison")
            r"\b(?:mom|mum|dad|mother|father|grandma|grandpa|granddad|grandad|nan)\b)")
_AUTHOR_WORDS = frozenset({"i", "we", "me", "us", "my", "our"})
_ADVERBS = r"(?:(?:just|never|recently|finally|also|once|even|already|eventually|later|then|wrongly|wrongfully|" \
           r"actually|basically|literally|nearly|almost|twice|first|previously|since|still|currently|now)\s+)?"
# The passive of the process: "I was arrested", "he got convicted", "my brother has been jailed".
_AUX = r"(?:was|were|got|get|gets|getting|'ve been|’ve been|have been|has been|had been|'s been|’s been|'d been|" \
       r"’d been|am being|is being|are being|been|'m being|be)"
_AMOUNT = (r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|"
           r"thirty|a few|several|some|a couple of)(?:\s+and\s+a\s+half)?\s+(?:days?|weeks?|months?|years?|yrs?|nights?)")
_SENTENCED_TO = re.compile(r"\s+to\s+(?:(?:life|death|probation|community service)\b|" + _AMOUNT + r")"
                           r"(?:\s+(?:in|of)\s+(?:prison|jail))?", re.IGNORECASE)
# What a custody word may follow: a verb of being, going, staying or leaving, then up to four words ("spent 18
# months", "was sent back"), then the preposition.
_CUSTODY_VERBS = (r"(?P<verb>was|were|is|am|are|'m|’m|'s|’s|'re|’re|been|be|being|went|go|goes|going|gone|got|get|gets|"
                  r"getting|sent|ended up|end up|landed|land|spent|spend|spending|did|do|doing|done|served|serving|"
                  r"stayed|sat|rotting|rot|locked up|thrown|put|came|come|coming|released|out|back|died|lived|"
                  r"met|married)")
_CUSTODY_BEFORE = re.compile(_SUBJECT + r"(?:\s+|(?=['’]))(?:[\w'’]+\s+){0,3}?" + _CUSTODY_VERBS
                             + r"\s+(?:[\w'’]+\s+){0,4}?(?P<prep>in|to|into|out of|from)\s+"
                             r"(?:the\s+|a\s+|federal\s+|state\s+|county\s+)?$")
_TIME_SERVED = re.compile(r"\b(?P<verb>did|done|doing|served|serving|spent|spend|spending)\s+" + _AMOUNT
                          + r"\s+(?:in|behind bars in)\s+(?:the\s+|a\s+|federal\s+|state\s+|county\s+)?$")
# Working or visiting inside is a job or a visit, not a record ("I teach in a prison", "we volunteer at the jail").
_INSIDE_FOR_WORK = re.compile(r"\b(?:work|works|worked|working|teach|teaches|taught|teaching|volunteer\w*|visit\w*|"
                              r"nurse|guard|officer|chaplain|tour\w*|film\w*|monopoly|game)\b")
# A board game's jail ("go to jail in Monopoly").
_A_GAME = re.compile(r"\b(?:monopoly|game|board game)\b")
# Probation at a job or a school (WordNet probation sense 1, a trial period), not a sentence.
_TRIAL_PERIOD = re.compile(r"\b(?:job|jobs|work|employer|company|firm|role|position|contract|hired|boss|manager|"
                           r"academic|academically|school|university|uni|college|grades?|gpa|semester|probationary|"
                           r"trial|secret|team|staff|shift|store|office)\b")
_AS_OFFENDER = re.compile(r"(?:" + _SUBJECT + r"(?:'m|’m|'s|’s|'re|’re|\s+(?:am|was|is|are|were|became|been))|"
                          r"(?P<as>\bas|\bbeing))\s+" + _ADVERBS + r"(?P<art>an?)\s+(?:(?:convicted|former|registered|"
                          r"lifelong)\s+)?$")
_OWNER = re.compile(r"(?:\b(?P<own>my|our|his|her|their)|\b(?P<noun>[a-z]+)['’]s)\s+"
                    r"(?:(?:first|second|third|last|recent|previous|prior|past|old|wrongful|own|only)\s+)?$")
_HAS = re.compile(_SUBJECT + r"\s+" + _ADVERBS + r"(?:got|get|gets|have|has|had|'ve got|’ve got|'ve had|’ve had|"
                  r"'ve gotten|picked up|received|caught|am facing|'m facing|’m facing|is facing|was facing|face|"
                  r"faced|earned)\s+(?P<det>an?|one|two|three|four|another|\d+)\s+"
                  r"(?:(?:felony|misdemeanou?r|prior|old|second|third|first)\s+)?$")
_ON_RECORD = re.compile(r"\s+on\s+(?P<own>my|our|his|her|their)\s+record\b", re.IGNORECASE)
_A_RECORD = re.compile(r"\b(?P<subj>i|we|he|she|they)(?:\s+(?:have|has|had|got|have got|has got)|['’]ve got|"
                       r"['’]ve had|['’]d got|['’]s got)\s+"
                       r"(?P<span>a\s+record)(?=\s*(?:$|[.,;:!?)]|\s(?:and|but|so|now|though|already)\b))",
                       re.IGNORECASE)
# Nouns after an offence that make it a thing ("a DUI checkpoint", "felony laws"), not a record.
_THING_AFTER = re.compile(r"\s+(?:checkpoints?|laws?|lawyers?|attorneys?|class(?:es)?|course|statistics|rates?|"
                          r"cases?|stops?|crackdowns?|awareness|rules?|penalt(?:y|ies)|program(?:me)?s?)\b",
                          re.IGNORECASE)
# A conviction held as a belief: "my conviction that…", "the courage of my convictions", "my religious convictions".
_BELIEF_AFTER = re.compile(r"\s+that\b", re.IGNORECASE)
# "arrested by the view" (arrest sense 3, to catch one's attention): by someone other than the law.
_BY_NON_POLICE = re.compile(r"\s+by\s+(?!(?:the\s+|two\s+|some\s+)?(?:police|cops?|officers?|fbi|feds|ice|security|"
                            r"detectives?|authorities|dea|atf|sheriff|state\s+troopers?|troopers?)\b)", re.IGNORECASE)
_ON_CHARGES = re.compile(r"\s+on\s+(?:[\w-]+\s+){0,3}?charges?\b", re.IGNORECASE)
# Who arrests, charges or sentences someone ("the police arrested me", "the judge sentenced me").
_THE_LAW_BEFORE = re.compile(r"\b(?:police|cops?|they|officers?|feds|he|she|judge|court|jury|magistrate|sheriff)\s*"
                             r"(?:(?:just|then|finally|eventually|also)\s+)?$")
# A plea or time served as the idiom says it: "I pleaded guilty to a misdemeanor", "my brother is doing time".
_PLEA = re.compile(_SUBJECT + r"\s+" + _ADVERBS + r"(?:pleaded|pled|plead|pleads|pleading)\s+guilty\b", re.IGNORECASE)
_DOING_TIME = re.compile(_SUBJECT + r"(?:\s+|['’][smd]\s+|['’]ve\s+)(?:(?:is|am|was|has|had|have|been|already|just)\s+){0,2}"
                         + _ADVERBS + r"(?P<verb>doing|did|done|serving|served)\s+(?:hard\s+)?time"
                         # the idiom ends there or goes on with what for, where or when ("doing time management": no)
                         r"(?=\s*(?:$|[.,;:!?)]|\s(?:for|in|at|since|and|but|now|again|back|already|before|after|"
                         r"because|inside|together)\b))", re.IGNORECASE)
_SENTENCE_EDGE = re.compile(r"[.!?;\n]|\b(?:and|but|so|because|while|when|after|before|until|if)\b")
_STATUS_LEAD_OK = re.compile(r"\b(?:previous|prior|past|criminal|spent|unspent)\s+$")


class _Scan(NamedTuple):
    regex: re.Pattern[str]
    words: frozenset[str] | None


class _Vocabulary(NamedTuple):
    process: _Scan  # "arrested", "convicted", "charged with …"
    record_offences: _Scan  # "DUI", "felony"
    status: _Scan  # "arrest", "conviction", "criminal record"
    custody: _Scan  # "prison", "jail"
    supervision: _Scan  # "probation", "parole", "house arrest"
    offenders: _Scan  # "felon", "ex-con"
    offence: re.Pattern[str]  # an offence right after a process verb's preposition


_BOUNDED = r"(?<![\w'’-]){}(?![\w'’-])"


def _scan(terms: frozenset[str] | set[str]) -> _Scan:
    body = any_case_alternation(sorted(terms, key=len, reverse=True))
    return _Scan(re.compile(_BOUNDED.format(body), re.IGNORECASE), phrase_words(sorted(terms)))


@functools.lru_cache(maxsize=1)
def _vocabulary() -> _Vocabulary:
    verbs = set(words.PROCESS_VERBS) | set(words.OFFENCE_VERBS)
    record = set(words.RECORD_OFFENCES) | {w + "s" for w in words.RECORD_OFFENCES} | {"felonies", "misdemeanors",
                                                                                     "misdemeanours"}
    offence = any_case_alternation(sorted(words.offences() | {o + "s" for o in words.RECORD_OFFENCES},
                                          key=len, reverse=True))
    offence_re = re.compile(r"\s+(?:for|with|of|to)\s+(?:(?:a|an|the|two|three|first-degree|second-degree|third-degree|"
                            r"aggravated|simple|petty|armed|attempted|felony|misdemeanou?r|drug|common|sexual|"
                            r"grand|minor|assault|possession|and)\s+){0,3}" + _BOUNDED.format(offence)
                            + r"(?:\s+(?:and|&)\s+" + _BOUNDED.format(offence) + r")?", re.IGNORECASE)
    return _Vocabulary(_scan(frozenset(verbs)), _scan(record), _scan(frozenset(words.STATUS_NOUNS)),
                       _scan(words.CUSTODY), _scan(words.SUPERVISION | {"house arrest"}), _scan(words.OFFENDERS),
                       offence_re)


def warm() -> None:
    """Build the vocabularies (a WordNet closure) now, not on the first draft with one of their words."""
    _vocabulary()


def _clause_before(lower: str, start: int, chars: int = 80) -> str:
    """The text of the clause before `start` (at most `chars`), from the last sentence edge or conjunction."""
    before = lower[max(0, start - chars) : start]
    edges = list(_SENTENCE_EDGE.finditer(before))
    return before[edges[-1].end() :] if edges else before


def _nearest_subject(clause: str) -> re.Match[str] | None:
    found = None
    for found in re.finditer(_SUBJECT, clause):
        pass
    return found


def _subject_of(who: str) -> str:
    """"I", "we", "me", "us" are the author; "he", "my brother", "dad's friend" someone the author mentions."""
    return "author" if who.strip() in _AUTHOR_WORDS else "other"


def _finding(text: str, start: int, end: int, form: str, subject: str, value: str | None = None) -> Finding:
    high = subject == "author"
    return Finding(start, end, text[start:end], CATEGORY, 0.85 if high else 0.6, "high" if high else "medium",
                   f"{CATEGORY}.{form}", _REASONS[subject], value, subject)


class CriminalRecordRecognizer(Recognizer):
    """An arrest, a charge, a conviction, a sentence or its record, said of the author or of someone they mention."""

    name = "criminal_record"
    categories = (CATEGORY,)

    def find(self, ctx: Context) -> list[Finding]:
        vocabulary = _vocabulary()
        out: list[Finding] = []
        if ctx.may_match(vocabulary.process.words):
            out += self._process(ctx, vocabulary.process.regex, vocabulary.offence)
        if ctx.may_match(vocabulary.record_offences.words):
            out += self._record_offences(ctx, vocabulary.record_offences.regex)
        if ctx.may_match(vocabulary.status.words):
            out += self._status(ctx, vocabulary.status.regex, vocabulary.offence)
        if ctx.may_match(vocabulary.custody.words):
            out += self._custody(ctx, vocabulary.custody.regex)
        if ctx.may_match(vocabulary.supervision.words):
            out += self._supervision(ctx, vocabulary.supervision.regex)
        if ctx.may_match(vocabulary.offenders.words):
            out += self._offenders(ctx, vocabulary.offenders.regex)
        if "guilty" in ctx.lower:
            out += self._pleas(ctx, vocabulary.offence)
        if " time" in ctx.lower and may_hold(ctx, _DOING_TIME):  # it runs on the lower-cased draft: may_hold asks that
            out += self._doing_time(ctx, vocabulary.offence)
        if "record" in ctx.lower:
            out += [_finding(ctx.text, m.start("span"), m.end("span"), "status", _subject_of(m.group("subj").lower()),
                             "record") for m in _A_RECORD.finditer(ctx.text)]
        return out

    # ---- "I was arrested for shoplifting", "he got convicted", "they arrested me" -------------------------

    def _process(self, ctx: Context, regex: re.Pattern[str], offence: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        passive = re.compile(_SUBJECT + r"(?:\s+|(?=['’]))" + _ADVERBS + _AUX + r"\s+" + _ADVERBS + r"$")
        for m in regex.finditer(text):
            verb = m.group().lower()
            crime = offence.match(text, m.end())
            if verb in words.OFFENCE_VERBS and crime is None:
                continue  # "I charged my phone", "we were booked on a flight", "I got caught in the rain"
            if crime is None and _BY_NON_POLICE.match(text, m.end()):
                continue
            end = crime.end() if crime else m.end()
            charges = _ON_CHARGES.match(text, end)  # "indicted on fraud charges"
            end = charges.end() if charges else end
            if verb == "sentenced":
                term = _SENTENCED_TO.match(text, end)
                end = term.end() if term else end
            clause = _clause_before(lower, m.start())
            frame = passive.search(clause)
            if frame is not None:
                subject = _subject_of(frame.group("subj"))
            else:
                obj = re.match(r"\s+(?P<subj>me|us)\b", lower[m.end() :]) if verb in words.PROCESS_VERBS else None
                if obj is None or _THE_LAW_BEFORE.search(clause) is None:
                    continue  # "the police arrested a man downtown"; "I Love Arrested Development"
                end = m.end() + obj.end()
                term = _SENTENCED_TO.match(text, end) if verb == "sentenced" else None
                out.append(_finding(text, m.start(), term.end() if term else end, "arrested_me", "author", verb))
                continue
            out.append(_finding(text, m.start(), end, "process", subject, crime.group().strip() if crime else None))
        return out

    # ---- "I pleaded guilty to a misdemeanor", "my brother is doing time for fraud" -----------------------------

    def _pleas(self, ctx: Context, offence: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        for m in _PLEA.finditer(ctx.lower):
            crime = offence.match(ctx.text, m.end())  # "to a misdemeanor"
            end = crime.end() if crime else m.end()
            start = m.start() + m.group().rfind("pl")
            out.append(_finding(ctx.text, start, end, "plea", _subject_of(m.group("subj"))))
        return out

    def _doing_time(self, ctx: Context, offence: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        for m in _DOING_TIME.finditer(ctx.lower):
            crime = offence.match(ctx.text, m.end())
            end = crime.end() if crime else m.end()
            start = m.start("verb")
            out.append(_finding(ctx.text, start, end, "time", _subject_of(m.group("subj")), m.group("verb")))
        return out

    # ---- "I got a DUI", "a felony on my record", "my DUI", "his two DUIs" ------------------------------------

    def _record_offences(self, ctx: Context, regex: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            word = m.group()
            if word.lower().rstrip("s") in words.ABBREVIATIONS and not word[:3].isupper():
                continue  # "dui" in lower case: another word or a typo, the abbreviation is written in capitals
            if _THING_AFTER.match(text, m.end()):
                continue  # "a DUI checkpoint", "felony laws"
            before = lower[max(0, m.start() - 80) : m.start()]
            has = _HAS.search(before)
            owner = _OWNER.search(before)
            on_record = _ON_RECORD.match(text, m.end())
            if has is not None:
                start = m.start() - len(before) + has.start("det")
                out.append(_finding(text, start, m.end(), "offence", _subject_of(has.group("subj"))))
            elif owner is not None:
                own = owner.group("own")
                start = m.start() - len(before) + owner.start("own") if own else m.start()
                out.append(_finding(text, start, m.end(), "offence", "author" if own in ("my", "our") else "other"))
            elif on_record is not None:
                art = re.search(r"\b(?:an?|one|two|three|another)\s+(?:(?:felony|prior|old)\s+)?$", before)
                start = m.start() - len(before) + art.start() if art else m.start()
                own = on_record.group("own").lower()
                out.append(_finding(text, start, m.end(), "offence", "author" if own in ("my", "our") else "other"))
        return out

    # ---- "my arrest", "my brother's conviction", "my criminal record" -----------------------------------------

    def _status(self, ctx: Context, regex: re.Pattern[str], offence: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            term = m.group().lower()
            if term.startswith("house arrest"):
                continue  # _supervision's
            before = lower[max(0, m.start() - 60) : m.start()]
            if term.startswith("conviction") and _BELIEF_AFTER.match(text, m.end()):
                continue  # "my conviction that it works"
            lead = _STATUS_LEAD_OK.search(before)
            core = before[: len(before) - len(lead.group())] if lead else before
            if term == "convictions" and lead is None:
                continue  # "the courage of my convictions": beliefs; "previous convictions" is a record
            owner = _OWNER.search(core)
            has = _HAS.search(core)  # "I have a prior conviction", "he's got a record"
            if owner is None and has is None:
                continue  # "the arrest of a suspect", "a conviction rate"
            if _THING_AFTER.match(text, m.end()) or re.match(r"\s+(?:of|rate|rates)\b", lower[m.end() :]):
                continue  # "my arrest of development", "conviction rates"
            kind = words.STATUS_NOUNS[term]
            if has is not None:
                start = m.start() - len(before) + has.start("det")
                subject = _subject_of(has.group("subj"))
            else:
                assert owner is not None
                own = owner.group("own")
                start = m.start() - len(before) + owner.start("own") if own else m.start() - (len(lead.group()) if lead else 0)
                subject = "author" if own in ("my", "our") else "other"
            crime = offence.match(text, m.end())  # "a prior conviction for theft"
            out.append(_finding(text, start, crime.end() if crime else m.end(), "status", subject, kind))
        return out

    # ---- "I did 18 months in prison", "my dad is in jail", "when I got out of prison" ----------------------

    def _custody(self, ctx: Context, regex: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            if re.match(r"[ \t]+(?:drama|dramas|show|series|movie|film|break|cell|cells|guard|guards|officer|"
                        r"system|reform|riot|population|yard|food|tattoos?|visit|visits|term)\b", lower[m.end() :]):
                if not re.match(r"[ \t]+term\b", lower[m.end() :]):
                    continue  # "a prison drama", "Prison Break", "a jail cell" as a thing
            clause = _clause_before(lower, m.start(), 100)
            rest = re.match(r"[^.!?\n]*", lower[m.end() :])
            if _INSIDE_FOR_WORK.search(clause) or (rest and _A_GAME.search(rest.group())):
                continue  # "I teach in a prison", "we visited him in jail", "go to jail in Monopoly"
            served = _TIME_SERVED.search(clause)
            frame = _CUSTODY_BEFORE.search(clause)
            if frame is None:
                continue
            nearest = _nearest_subject(clause[: frame.start("prep") if served is None else served.start()] + " ")
            subject = _subject_of(nearest.group("subj") if nearest else frame.group("subj"))
            if served is not None:
                start = m.start() - len(clause) + served.start()
                out.append(_finding(text, start, m.end(), "custody", subject, "time:" + served.group("verb").lower()))
                continue
            prep = frame.group("prep")
            start = m.start() - len(clause) + frame.start("prep")
            out.append(_finding(text, start, m.end(), "custody", subject, f"{prep}:{frame.group('verb')}"))
        return out

    # ---- "I'm on probation", "he's on parole", "under house arrest", "my probation officer" -------------------

    def _supervision(self, ctx: Context, regex: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            term = m.group().lower()
            before = lower[max(0, m.start() - 80) : m.start()]
            edge = re.search(r"[.!?\n][^.!?\n]*$", lower[: m.start()])
            after = re.match(r"[^.!?\n]*", lower[m.end() :])
            sentence = lower[edge.start() + 1 if edge else 0 : m.end() + (after.end() if after else 0)]
            if _TRIAL_PERIOD.search(sentence):
                continue  # "on probation at my new job", "academic probation"
            officer = re.match(r"\s+(?:officer|worker|agent)\b", lower[m.end() :])
            owner = _OWNER.search(before)
            if officer is not None and owner is not None and owner.group("own"):
                start = m.start() - len(before) + owner.start("own")
                subject = "author" if owner.group("own") in ("my", "our") else "other"
                out.append(_finding(text, start, m.end() + officer.end(), "officer", subject))
                continue
            if re.match(r"\s+from\s+(?:the|my|his|her|our|their)\s+(?!prison|jail)", lower[m.end() :]):
                continue  # "on parole from the diet": a figure of speech
            given = re.search(r"\b(?:got|get|gets|given|received|sentenced to|placed on|put on)\s+$", before)
            if given is not None and term != "house arrest":
                clause = _clause_before(lower, m.start())
                nearest = _nearest_subject(clause[: len(clause) - len(given.group())])
                if nearest is not None:  # "my nephew got probation" → "my nephew got restrictions"
                    out.append(_finding(text, m.start(), m.end(), "sentence", _subject_of(nearest.group("subj"))))
                continue
            lead = re.search(r"\b(?:on|under)\s+$", before)
            if lead is None or (term == "house arrest") != lead.group().startswith("under"):
                continue
            clause = _clause_before(lower, m.start())
            nearest = _nearest_subject(clause[: len(clause) - len(lead.group())])
            if nearest is None:
                continue  # "people on parole": no one the author names
            start = m.start() - len(lead.group())
            out.append(_finding(text, start, m.end(), "supervision", _subject_of(nearest.group("subj"))))
        return out

    # ---- "I'm a felon", "as an ex-con", "my dad is a convicted felon" --------------------------------------

    def _offenders(self, ctx: Context, regex: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            before = lower[max(0, m.start() - 60) : m.start()]
            frame = _AS_OFFENDER.search(before)
            if frame is None:
                continue
            if re.match(r"[ \t]+(?:in|of)\s+(?:a|the|my|this|that)\s+(?:[\w'’-]+\s+){0,3}(?:play|film|movie|show|"
                        r"series|game|book|novel|musical|episode)\b", lower[m.end() :]):
                continue  # "I played an inmate in a play"
            subject = "author" if frame.group("as") else _subject_of(frame.group("subj"))
            start = m.start() - len(before) + frame.start("art")
            out.append(_finding(text, start, m.end(), "person", subject))
        return out


_REASONS = {"author": "Says you have a criminal record, an arrest or a sentence.",
            "other": "Says someone you mention has a criminal record, an arrest or a sentence."}
