"""Trade-union membership (GDPR art. 9) said of a person: "I'm a union member", "my union rep", "I'm the shop
steward", "a member of UNISON", "I joined the Teamsters", "my husband's in the RMT", "we voted to strike", "we're
unionized". The words and names come from data/trade_union.py; what makes one a finding is the person it is tied to.

Tiers: said of the author ("I", "we", "my", "our") is high; of someone the author mentions ("my mum was a member of
the CWU", "he's on strike") is medium with subject "other". A word without a person is no finding, nor another kind
of union: "the European Union", "Union Station", "the Union Jack", "a credit union", "the union of two sets", "a civil
union", "our union was blessed", "I bowled a strike", "sang in unison", "Unite the Kingdom", "a steward on a cruise
ship", "unions are losing members nationwide"."""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from ..context import Context
from ..data import jobs
from ..data import trade_union as words
from ..recognizer import Recognizer
from ..trie import any_case_alternation
from .lexicon import phrase_words
from ...records import Finding

CATEGORY = "trade_union"
_REASONS = {"author": "Says you belong to a trade union or act for one.",
            "other": "Says someone you mention belongs to a trade union or acts for one."}
_AUTHOR_WORDS = frozenset({"i", "we", "me", "us", "my", "our"})
_POSSESSIVES = r"my|our|his|her|their"
# Who a clause is about, nearest to the span: a pronoun, "my/his … <noun>", "<name>'s <noun>", a relative named
# without "my" as one writes of family ("Mom was in the union").
_SUBJECT = re.compile(r"(?P<subj>\bi\b|\bwe\b|\bme\b|\bus\b|\bhe\b|\bshe\b|\bthey\b|\bhim\b|\bthem\b|"
                      rf"\b(?:{_POSSESSIVES})\s+(?:[a-z]+\s+)?[a-z]+|\b[a-z]+['’]s\s+[a-z]+|"
                      r"\b(?:mom|mum|dad|mother|father|grandma|grandpa|granddad|grandad|nan)\b)")
# Where a clause starts: a sentence edge or a conjunction (the subject before it is another clause's).
_CLAUSE_EDGE = re.compile(r"[.!?;\n]|\b(?:and|but|so|because|while|when|after|before|until|if|since|though)\b")
_BE = r"(?:'s|’s|'m|’m|'re|’re|\bam|\bis|\bare|\bwas|\bwere|\bbeen|\bbe|\bbeing|\bstayed|\bstay|\bremain(?:ed|s)?)"
_ADVERBS = r"(?:(?:still|also|now|already|even|just|always|never|actually|both|all|long|only)\s+)?"
# Before a union's name or "the union": what makes it the subject's union.
_MEMBERSHIP_BEFORE = re.compile(
    r"(?:\bmembers?\s+of|\bmembership\s+(?:of|in|with)|\b(?:re)?join(?:ed|s|ing)?|\bbelong(?:ed|s|ing)?\s+to|"
    r"\bsign(?:ed|s|ing)?\s+up\s+(?:with|to|for)|\bactive\s+in|\b(?:organi[sz](?:e|ed|es|ing)|form(?:ed|ing)?|"
    r"start(?:ed|ing)?)(?:\s+up)?|\b(?:rep|representative|steward|organi[sz]er|"
    r"delegate|official|secretary|chair|treasurer)\s+(?:for|of|in)|"
    + _BE + r"\s+" + _ADVERBS + r"(?:in|with|on))\s+$")
# "our branch of the PCS", "my local of the Teamsters": the possessive says whose.
_BRANCH_OF = re.compile(rf"\b(?P<own>{_POSSESSIVES})\s+(?:branch|local|chapter|lodge)\s+of\s+$")
# An acronym said of a person as what they are: "he's ILWU", "I'm GMB".
_IS_ACRONYM = re.compile(_SUBJECT.pattern + r"\s*" + _BE + r"\s+" + _ADVERBS + r"$")
# "Our local is negotiating": a US union's branch, in a sentence of work (see _about_work).
_OUR_LOCAL = re.compile(rf"\b(?P<own>{_POSSESSIVES})\s+local(?=\s+(?:is|was|has|had|voted|won|went|just|'s|’s)\b)",
                        re.IGNORECASE)
# "with" a union after a collective action: "we voted to strike with the NEU", "out on the picket line with Unite".
_ACTION_WITH = re.compile(r"\b(?:strik\w*|picket\w*|ballot\w*|march\w*|walk(?:ed)?\s+out|organi[sz]\w*|vot\w+)\b"
                          r"[^.!?;\n]*\bwith\s+$")
_DETERMINER = re.compile(rf"(?:\b(?P<det>an?|the|{_POSSESSIVES})\s+)?$")
# A determiner and up to two words before "union": "the nurses' union", "my local teachers union".
_DETERMINER_QUALIFIED = re.compile(rf"\b(?P<det>an?|the|{_POSSESSIVES})\s+(?:[\w'’-]+\s+){{1,2}}$")
_MEMBER_NOUN = re.compile(r"\s+(?P<noun>" + "|".join(sorted(words.MEMBER_NOUNS, key=len, reverse=True))
                          + r")(?![\w'’-])", re.IGNORECASE)
# After "union": what makes it another union ("the union of two sets", "a union with Christ", "Union Station").
_OTHER_UNION_AFTER = re.compile(r"\s*(?:of\b|with\b|between\b|to\b)|\s+[A-Z][a-z]")
_STATE_OF_THE = re.compile(r"\bstate\s+of\s+the\s+$")
# A role said of a person: "I'm the shop steward", "as a Teamster", "my dad was a trade unionist", "my shop steward".
_ROLE_BEFORE = re.compile(r"(?:(?P<as>\bas)|" + _SUBJECT.pattern + r"\s*(?:" + _BE + r"|\s(?:became|become|becomes|"
                          r"was elected|got elected|stood as|ran as|serve as|served as|serves as))|(?P<own>\b(?:" + _POSSESSIVES
                          + r")))\s+" + _ADVERBS + r"(?P<art>(?:an?|the|our|my|his|her|their)\s+)?"
                          r"(?:(?:proud|former|longtime|long-time|card-carrying|lifelong|local|chief|senior|new)\s+)?$")
_UNIONIZED = re.compile(_SUBJECT.pattern + r"\s*(?:" + _BE + r"\s+|\b(?:got|get|have|has|had|finally|just)\s+){0,2}"
                        + r"(?P<span>unioni[sz]ed|unioni[sz]ing)\b")
_STRIKE = re.compile(r"(?P<span>\bon\s+strike\b|\bvot(?:ed|e|ing)\s+(?:to\s+(?:go\s+on\s+)?strike|for\s+(?:a\s+)?strike"
                     # not "voted to strike that clause": striking something out
                     r"(?:\s+action)?)\b(?!\s+(?:the|that|this|these|those|a|an|it|them|him|her|down|out|from|off)\b)|\bon\s+(?:the|a)\s+picket\s+lines?\b|\bpicketing\b|"
                     # the verb, not the adjective ("a striking resemblance", "she's striking"): a cause or company
                     r"(?:(?<=been )|(?<='re )|(?<=’re )|(?<=are )|(?<=were )|(?<='m )|(?<=’m )|(?<=am ))striking(?=\s+(?:with|for|over|against|since|until|"
                     r"outside|again|today|this)\b))")


# Whose strike "on strike", "on the picket line", "striking", "picketing" is: the subject of the verb right before it,
# with nothing but auxiliaries, be/go/stay verbs and adverbs between ("we've been on strike", "my husband is on strike
# at the plant", "I'm out on the picket line"). Not a bystander's ("I think the drivers on strike have a point"),
# a service's ("the buses are on strike so I walked": no person subject) or a noun's ("we watched the nurses on strike").
_PREDICATE_WORDS = (r"['’](?:s|m|re|ve|ll|d)|am|is|are|was|were|be|been|being|have|has|had|will|would|could|might|may|"
                    r"must|should|shall|can|go|goes|going|went|gone|come|comes|came|coming|stay|stays|stayed|staying|"
                    r"remain|remains|remained|remaining|got|get|still|all|both|now|also|just|already|officially|finally|"
                    r"again|back|out|never|ever|currently|technically|basically|about\s+to|set\s+to|due\s+to|to")
_STRIKE_PREDICATE = re.compile(_SUBJECT.pattern + r"(?:-in-law)?(?:\s*(?:" + _PREDICATE_WORDS + r")\b){1,5}\s+$")
# "on strike from cooking": a person's joke, not a stoppage; "on strike from work" stays.
_STRIKE_FROM = re.compile(r"\s+from\s+(?!work\b|my\s+job\b|the\s+job\b|our\s+jobs?\b)")


# A union's name not on the lists, by its grammar (data/trade_union.py NAME_HEADS): capitalised words and the small
# words between them, ending in a head noun, with "of <Capitalised …>" after it ("the Canadian Union of Postal Workers").
_NAME_HEAD = re.compile(r"\b(?:" + "|".join(sorted(words.NAME_HEADS)) + r")\b")
_NAME_TOKEN = re.compile(r"[A-Z][\w'’.&-]*,?")
_NOT_TRADE_BARE = frozenset(word.strip("'’") for word in words.NOT_TRADE)  # "Mothers'" as the name words are
_NAME_LINK = frozenset({"of", "and", "&", "for", "the", "in"})
_NAME_TAIL = re.compile(r"(?:\s+of(?:\s+the)?(?:\s+(?:and|&)|\s+[A-Z][\w'’.&-]*,?)+)?")


class _Scan(NamedTuple):
    regex: re.Pattern[str]
    words: frozenset[str] | None


class _Vocabulary(NamedTuple):
    names: _Scan  # "UNISON", "the Teamsters", "IG Metall" (as written)
    unions: _Scan  # "union", "trade union", "labour union"
    roles: _Scan  # "shop steward", "trade unionist", "Teamster"


_BOUNDED = r"(?<![\w'’.-]){}(?![\w'’-])"


@functools.lru_cache(maxsize=1)
def _vocabulary() -> _Vocabulary:
    names = sorted(words.union_names(), key=len, reverse=True)
    # Case as written: an acronym or a name that is also a word ("Unite", "Unison") counts only so.
    name_re = re.compile(r"(?<![\w'’.-])(?P<name>" + "|".join(map(re.escape, names)) + r")(?![\w'’-])")
    # "the union's committee" too: the possessive is the union's, the membership the subject's.
    union_re = re.compile(r"(?<![\w'’.-])" + any_case_alternation(sorted(words.UNION_NOUNS, key=len, reverse=True))
                          + r"(?=['’]s\b|(?![\w'’-]))", re.IGNORECASE)
    roles = sorted(words.ROLE_PHRASES, key=len, reverse=True)
    role_re = re.compile(r"(?<![\w'’-])(?:(?i:" + "|".join(map(re.escape, roles)) + r")|"
                         + "|".join(sorted(words.MEMBER_PEOPLE, key=len, reverse=True)) + r")(?![\w'’-])")
    return _Vocabulary(_Scan(name_re, phrase_words(names)), _Scan(union_re, phrase_words(sorted(words.UNION_NOUNS))),
                       _Scan(role_re, phrase_words(roles + sorted(words.MEMBER_PEOPLE))))


def warm() -> None:
    """Build the vocabularies (WordNet's union names) now, not on the first draft with one of their words."""
    _vocabulary()


def _clause_before(lower: str, start: int, chars: int = 80) -> str:
    before = lower[max(0, start - chars) : start]
    edges = list(_CLAUSE_EDGE.finditer(before))
    return before[edges[-1].end() :] if edges else before


def _nearest_subject(clause: str) -> str | None:
    found = None
    for found in _SUBJECT.finditer(clause):
        pass
    return found.group("subj") if found else None


def _subject_of(who: str) -> str:
    """"I", "we", "my" are the author; "he", "my husband", "mum" someone the author mentions."""
    return "author" if who.strip() in _AUTHOR_WORDS else "other"


def _possessive_subject(det: str | None) -> str | None:
    if det in ("my", "our"):
        return "author"
    return "other" if det in ("his", "her", "their") else None


def _finding(text: str, start: int, end: int, form: str, subject: str, value: str | None = None) -> Finding:
    high = subject == "author"
    return Finding(start, end, text[start:end], CATEGORY, 0.85 if high else 0.6, "high" if high else "medium",
                   f"{CATEGORY}.{form}", _REASONS[subject], value, subject)


class TradeUnionRecognizer(Recognizer):
    """Membership of a trade union, a union role or a strike, said of the author or of someone they mention."""

    name = "trade_union"
    categories = (CATEGORY,)

    def find(self, ctx: Context) -> list[Finding]:
        vocabulary = _vocabulary()
        out: list[Finding] = []
        if ctx.may_match(vocabulary.names.words):
            out += self._names(ctx, vocabulary.names.regex)
        if ctx.may_match(vocabulary.unions.words):
            out += self._unions(ctx, vocabulary.unions.regex)
        if ctx.may_match(vocabulary.roles.words):
            out += self._roles(ctx, vocabulary.roles.regex)
        if any(head in ctx.text for head in words.NAME_HEADS):  # substring tests: a regex search costs ~20 µs a text
            taken = [(f.start, f.end) for f in out]
            out += [f for f in self._name_grammar(ctx) if all(f.end <= a or f.start >= b for a, b in taken)]
        if "unioni" in ctx.lower:
            out += [_finding(ctx.text, m.start("span"), m.end("span"), "unionized", _subject_of(m.group("subj")))
                    for m in _UNIONIZED.finditer(ctx.lower)]
        if "strik" in ctx.lower or "picket" in ctx.lower:
            out += self._strikes(ctx)
        if " local" in ctx.lower:
            out += [_finding(ctx.text, m.start(), m.end(), "local", _possessive_subject(m.group("own").lower()) or "other",
                             m.group("own").lower())
                    for m in _OUR_LOCAL.finditer(ctx.text)
                    if self._about_work(ctx.lower, m.start(), words.UNION_BUSINESS)]
        return out

    # ---- "a member of UNISON", "I joined the Teamsters", "my Unite rep", "an SEIU member" -----------------------

    def _names(self, ctx: Context, regex: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            after = text[m.end() :]
            noun = _MEMBER_NOUN.match(after)
            if noun is None and re.match(r"\s+[A-Z][a-z]|\s+on\s+(?:this|that|it)\b", after):
                continue  # "Prospect Park" ("Unite the Union" is a name of its own, in the list); "I'm with the NEA on
                # this one": agreement
            start = m.start()
            the = re.search(r"\bthe\s+$", text[max(0, start - 4) : start], re.IGNORECASE)
            if the is not None:
                start -= len(the.group())
            clause = _clause_before(lower, start)
            if noun is not None:  # "an SEIU member", "my Unite rep"
                det = _DETERMINER.search(lower[max(0, start - 8) : start])
                det_word = det.group("det") if det else None
                who = _possessive_subject(det_word) or (_subject_of(s) if (s := _nearest_subject(clause)) else None)
                if who is None:
                    continue  # "SEIU members rallied downtown"
                span_start = start - (len(det.group()) if det and det_word else 0)
                out.append(_finding(text, span_start, m.end() + noun.end(), "modifier", who, noun.group("noun").lower()))
                continue
            branch = _BRANCH_OF.search(clause)
            if branch is not None:  # "our branch of the PCS"
                out.append(_finding(text, start, m.end(), "name", _possessive_subject(branch.group("own")) or "other",
                                    m.group("name")))
                continue
            acronym = m.group("name").isupper() and _IS_ACRONYM.search(clause) is not None
            if not acronym and _MEMBERSHIP_BEFORE.search(clause) is None and _ACTION_WITH.search(clause) is None:
                continue  # a name only mentioned: "UNISON says pay must rise"
            subject = _nearest_subject(clause)
            if subject is None:
                continue
            form = "name" if not acronym or _MEMBERSHIP_BEFORE.search(clause) else "is_member"  # "he's ILWU"
            out.append(_finding(text, start, m.end(), form, _subject_of(subject), m.group("name")))
        return out

    # ---- "a member of the Prison Officers' Association", "I joined the Canadian Union of Postal Workers" ----------

    def _name_grammar(self, ctx: Context) -> list[Finding]:
        """A union's name that no list holds, by its grammar: a head noun of NAME_HEADS and, unless the head is
        "Union" or "Workers" (a name's own word for a trade union), the people it organizes among its words; said
        after a membership verb, as the listed names are."""
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for head in _NAME_HEAD.finditer(text):
            words_before = list(re.finditer(r"\S+", text[max(0, head.start() - 120) : head.start()]))
            offset = max(0, head.start() - 120)
            start = head.start()
            pending: int | None = None  # a link word ("of", "and") counts only with a capitalised word before it
            for token in reversed(words_before):
                if _NAME_TOKEN.fullmatch(token.group()):
                    start, pending = offset + token.start(), None
                elif token.group().lower() in _NAME_LINK and pending is None and token.group() != "the":
                    pending = offset + token.start()
                else:
                    break
            tail = _NAME_TAIL.match(text, head.end())
            end = tail.end() if tail else head.end()
            end = start + len(text[start:end].rstrip(",&.").removesuffix(" and").rstrip())  # not the sentence's period
            if end == head.end() and start == head.start():
                continue  # "Union" alone: the generic scan's
            if re.match(r"['’]s\b", text[end : end + 3]):
                continue  # "the American Medical Association's ethics panel": the union's thing, not its membership
            name_words = [w.strip("'’,.").lower() for w in text[start:end].split()]
            if not words.NOT_UNION_NAME_WORDS.isdisjoint(name_words):
                continue  # "the Parent Teacher Association"
            if head.group() == "Union":
                if not _NOT_TRADE_BARE.isdisjoint(name_words):
                    continue  # "the European Union", "the Oxford Union"
            elif head.group() != "Workers":
                people = self._names_people(name_words)
                if not people:
                    continue  # "the Automobile Association", "the National Rifle Association"
                if all(words.professional(person) for person in people):
                    continue  # "the National Association of Realtors": a professional body (data/trade_union.py)
            the = re.search(r"\bthe\s+$", text[max(0, start - 4) : start], re.IGNORECASE)
            span_start = start - (len(the.group()) if the else 0)
            clause = _clause_before(lower, span_start)
            if _MEMBERSHIP_BEFORE.search(clause) is None:
                continue  # "the Canadian Union of Postal Workers said …": a name only mentioned
            subject = _nearest_subject(clause)
            if subject is None:
                continue
            out.append(_finding(text, span_start, end, "name", _subject_of(subject), text[start:end]))
        return out

    @staticmethod
    def _names_people(name_words: list[str]) -> list[str]:
        """The people a name's words hold, as a union organizes them: job titles ("Letter Carriers", "Prison
        Officers'", "Midwives"; singular) or worker nouns ("Staffs'", "Employees"); none: []."""
        people: list[str] = []
        for i, word in enumerate(name_words):
            pair = " ".join(name_words[i : i + 2])
            for candidate in (pair, word):  # the pair first: "social workers" is a professional's title
                title = candidate if candidate in words.WORKER_NOUNS else jobs.singular(candidate)
                if title is not None:
                    people.append(title)
                    break
            else:
                if word.endswith("ives") and word[:-3] + "fe" in jobs.all_titles():
                    people.append(word[:-3] + "fe")  # "midwives" → "midwife"
        return people

    # ---- "a union member", "my union rep", "a member of the union", "my union got me a lawyer" -----------------

    def _unions(self, ctx: Context, regex: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            word_before = re.search(r"([\w'’-]+)\s+$", text[max(0, m.start() - 30) : m.start()])
            previous = word_before.group(1) if word_before else ""
            if previous.lower() in words.NOT_TRADE or _STATE_OF_THE.search(lower[max(0, m.start() - 20) : m.start()]):
                continue  # "a credit union", "the European Union", "the State of the Union"
            if previous[:1].isupper() and previous not in ("I", "My", "Our", "His", "Her", "Their", "The", "A"):
                continue  # "Soviet Union", "Pacific Union": a name with "Union" in it
            after = text[m.end() :]
            noun = _MEMBER_NOUN.match(after)
            following = re.match(r"\s+([\w-]+)", after)
            if following is not None and following.group(1).lower() in words.NOT_TRADE_AFTER:
                continue  # "the union army", "my union suit", "a UNION ALL query"
            if noun is None and _OTHER_UNION_AFTER.match(after):
                continue  # "the union of two sets", "Union Station", "our union with"
            det = _DETERMINER.search(lower[max(0, m.start() - 8) : m.start()])
            det_word = det.group("det") if det else None
            span_start = m.start() - (len(det.group()) if det and det_word else 0)
            if noun is None and det_word is None:  # "the nurses' union", "my local teachers union"
                qualified = _DETERMINER_QUALIFIED.search(lower[max(0, m.start() - 40) : m.start()])
                if qualified is not None and not words.NOT_TRADE.intersection(qualified.group().split()):
                    det_word = qualified.group("det")
                    span_start = m.start() - len(qualified.group())
            clause = _clause_before(lower, span_start)
            if noun is not None:  # "a union member", "my union rep", "union dues"
                who = _possessive_subject(det_word) or (_subject_of(s) if (s := _nearest_subject(clause)) else None)
                if who is None:
                    continue
                out.append(_finding(text, span_start, m.end() + noun.end(), "modifier", who, noun.group("noun").lower()))
                continue
            if det_word in ("my", "our", "his", "her", "their"):
                if det_word in ("our", "their") and not self._about_work(lower, m.start()):
                    continue  # "our union was blessed": a marriage
                out.append(_finding(text, span_start, m.end(), "org", _possessive_subject(det_word) or "other",
                                    det_word))
                continue
            if det_word in ("the", "a", "an") and _MEMBERSHIP_BEFORE.search(clause) is not None:
                subject = _nearest_subject(clause)
                if subject is not None:  # "I'm in the union at work", "my mum joined a union"
                    out.append(_finding(text, span_start, m.end(), "org", _subject_of(subject), det_word))
        return out

    @staticmethod
    def _about_work(lower: str, at: int, vocabulary: frozenset[str] = words.LABOUR_CONTEXT) -> bool:
        """Whether the sentence around `at` speaks of work (data/trade_union.py LABOUR_CONTEXT, or `vocabulary`)."""
        start = max(lower.rfind(edge, 0, at) for edge in ".!?\n") + 1
        ends = [i for i in (lower.find(edge, at) for edge in ".!?\n") if i >= 0]
        sentence = lower[start : min(ends) if ends else len(lower)]
        return not vocabulary.isdisjoint(re.findall(r"[\w'’-]+", sentence))

    # ---- "I'm the shop steward", "as a Teamster", "my dad was a trade unionist" ------------------------------

    def _roles(self, ctx: Context, regex: re.Pattern[str]) -> list[Finding]:
        out: list[Finding] = []
        text, lower = ctx.text, ctx.lower
        for m in regex.finditer(text):
            if lower.startswith("union", m.start()) and _vocabulary().unions.regex.match(text, m.start()):
                continue  # "union representative", "union organizer": the union scan's modifier
            before = lower[max(0, m.start() - 60) : m.start()]
            frame = _ROLE_BEFORE.search(before)
            if frame is None:
                continue  # "Teamsters went on strike", "the shop steward said"
            if frame.group("as"):
                subject = "author"
            elif frame.group("own"):
                subject = "author" if frame.group("own") in ("my", "our") else "other"
            else:
                subject = _subject_of(frame.group("subj"))
            art = frame.group("art")
            start = m.start() - len(before) + frame.start("art") if art else m.start()
            out.append(_finding(text, start, m.end(), "role", subject, m.group().lower()))
        return out

    # ---- "we're on strike", "we voted to strike", "I've been on the picket line" ------------------------------

    def _strikes(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for m in _STRIKE.finditer(ctx.lower):
            clause = _clause_before(ctx.lower, m.start())
            if m.group("span").startswith("vot"):
                subject = _nearest_subject(clause)  # "we voted to strike", "my union voted for strike action"
            else:
                predicate = _STRIKE_PREDICATE.search(clause)
                subject = predicate.group("subj") if predicate else None
                if m.group("span").startswith("on strike") and _STRIKE_FROM.match(ctx.lower, m.end("span")):
                    continue  # "I'm on strike from cooking until someone says thank you"
            if subject is None:
                continue  # "a strike on the railways", "picketing outside parliament is legal", "the drivers on strike"
            out.append(_finding(ctx.text, m.start("span"), m.end("span"), "strike", _subject_of(subject),
                                m.group("span").split()[0]))
        return out
