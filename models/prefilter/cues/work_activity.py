"""The work itself, said by its verb in the first person ("I teach high school", "I've edited for ten years",
"teaching has shown me that", "teaching teens is …", "my teaching"): an occupation without its title
(cues/occupation.py), its industry or a gerund after "years of" (cues/work_field.py), or its jargon
(cues/jargon.py). Each verb becomes "work" in the same form ("I teach" → "I work", "taught" → "worked",
"teaching teens" → "working with teens"), which keeps the sentence and drops the field.

Where the words come from: Princeton WordNet 3.0's derivational links (pointer "+") between a job title's
first noun sense and a verb whose first verb sense is the linked one (data/wordnet.py): teacher ↔ teach,
lecturer ↔ lecture, editor ↔ edit, farmer ↔ farm, welder ↔ weld, prosecutor ↔ prosecute, … Of the 326
verbs that rule gives for the titles of data/jobs.py, only those kept whose first-person present names a
job rather than an everyday act or a pastime: left out "own", "show", "drive", "write", "cook", "paint",
"sell", "clean", "fix", "garden", "photograph", "serve"… (anyone does them). "code" is WordNet's link from
coder/programmer too, though to its second sense ("convert ordinary language into code"), and is kept: it
is how programmers say their work. "treat" (WordNet's "treat, care for": "provide treatment for", the
verb of therapist's and physician's work, though its first sense is "interact in a certain way") counts only
with the people of the work after it ("I treat kids with asthma", not "I treat myself", "I treat her well").

Which people the work is done to ("teaching teens", "nursing patients"): WordNet's students, patients and
churchgoers (data/clientele.py), and the age groups teachers teach (kid, child, teen, teenager, adult,
toddler: WordNet's noun.person, by hand).

Near misses kept out: someone else doing it ("she teaches"), the author's own people or self as the object
("I teach my son to swim", "I teach myself", "I edit my photos"), a past once ("I taught him a lesson":
the past counts only with "for", "at", "in" after it), another sense ("nursing a hangover", "my nursing
bra", "farm animals"), a verb after "to" or a modal ("I want to teach", "I'd teach")."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import find_held
from ..trie import any_case_alternation
from ...records import Finding
from ..data.clientele import clientele
from ..data.disciplines import DISCIPLINES
from ..data.inflection import cased, verb_forms
from .lexicon import DETECTOR_PREFIX, RuledRecognizer, phrase_words

NAME = DETECTOR_PREFIX + "work_activity"

# verb → the WordNet title it is derived from (documentation; the stand-in is "work" for all).
VERBS = {
    "teach": "teacher", "lecture": "lecturer", "instruct": "instructor", "educate": "educator",
    "nurse": "nurse", "vaccinate": "vaccinator", "treat": "therapist",
    "program": "programmer", "programme": "programmer", "code": "coder",
    "edit": "editor", "proofread": "proofreader", "ghostwrite": "ghostwriter", "translate": "translator",
    "sculpt": "sculptor",
    "farm": "farmer", "ranch": "rancher",
    "weld": "welder", "upholster": "upholsterer",
    "prosecute": "prosecutor", "adjudicate": "judge", "notarize": "notary", "counsel": "counselor",
    "cater": "caterer", "recruit": "recruiter", "broker": "broker", "auction": "auctioneer",
}
# Verbs with another everyday sense as a transitive verb ("nurse a drink", "farm out", "broker a deal",
# "translate that into", "recruit friends"): they count alone or with the people of the work after them.
_OBJECT_ONLY_PEOPLE = frozenset({"treat", "counsel", "nurse", "farm", "broker", "translate", "recruit", "cater", "code", "auction",
                                 "educate", "instruct"})


FORMS: dict[str, tuple[str, str]] = {}  # form → (verb, "base" | "third" | "past" | "participle" | "gerund")
for _verb in VERBS:
    _forms = verb_forms(_verb)
    for _kind, _form in (("gerund", _forms.gerund), ("participle", _forms.participle), ("past", _forms.past),
                         ("third", _forms.third), ("base", _verb)):
        FORMS.setdefault(_form, (_verb, _kind))

# factored (trie.py): the same matches as the longest-first alternation, a fraction of the time to scan
_ANY = any_case_alternation(FORMS)
# The people the work is done to: WordNet's learners and patients, and the age groups (docstring).
PEOPLE = ("kids, children, teens, teenagers, adults, toddlers, young minds, young people, youngsters, "
          + ", ".join(clientele()))
_AGE = (r"(?:(?:young|little|small|adult|older|high[- ]school|middle[- ]school|elementary|college|university|"
        r"grad|graduate|undergrad|foreign|international|special[- ]needs|first[- ]year|sick|elderly)\s+)?")
_PEOPLE = r"(?:" + "|".join(re.escape(p.strip()) for p in PEOPLE.split(",")) + r")\b"
_SUBJECT = r"\b(?:i|we)\s+(?:(?:also|still|now|mostly|mainly|currently|actually|just|usually|only|professionally|" \
           r"even|basically|primarily)\s+)?"
# "I teach", "we teach", "I teach high school": simple present.
_PRESENT = re.compile(_SUBJECT + r"(?P<verb>" + _ANY + r")\b", re.IGNORECASE)
# "I've taught for", "I have edited at": the perfect, with where or how long after it.
_PERFECT = re.compile(r"\b(?:i|we)(?:['’]ve|\s+have)\s+(?:(?:also|always|only|mostly|mainly|even)\s+)?"
                      r"(?P<verb>" + _ANY + r")\b", re.IGNORECASE)
# "Teaching has shown me": the work as the subject of what the author learned.
_GERUND_SUBJECT = re.compile(r"(?:^|[.!?:;]\s+|\n\s*|[\"“(]\s*)(?P<verb>" + _ANY + r")\s+(?:has|have|had|"
                             r"taught|teaches|gave|gives|made|makes|keeps|kept|showed|shows|shown)\b(?P<rest>[^.!?\n]{0,60})",
                             re.IGNORECASE)
_ANY_FORM = re.compile(r"\b(?:" + _ANY + r")\b", re.IGNORECASE)
# only asked whether it matches at all, which no order of the alternatives changes
_PEOPLE_ANYWHERE = re.compile(r"\b" + any_case_alternation(clientele()) + r"\b", re.IGNORECASE)
# One word of each form and of each of its people (lexicon.phrase_words: both regexes match their phrases between
# word edges): a draft whose tokens hold none of them matches neither, and skips both scans (issue 11, speed10:
# 80 % of the PersonalReddit comments, ~80 µs each).
_FORM_WORDS = phrase_words(FORMS)
_PEOPLE_WORDS = phrase_words(clientele())
_ME = re.compile(r"\b(?:me|myself)\b", re.IGNORECASE)  # what the work did to the author
# "my teaching", "our farming": the author's work as a noun.
_OWN = re.compile(r"\b(?:my|our)\s+(?:own\s+|years\s+of\s+)?(?P<verb>" + _ANY + r")\b", re.IGNORECASE)
# "teaching teens", "nursing elderly patients": the work and its people.
_WITH_PEOPLE = re.compile(r"\b(?P<verb>" + _ANY + r")\s+" + _AGE + _PEOPLE, re.IGNORECASE)
_PEOPLE_AFTER = re.compile(r"^\s+" + _AGE + _PEOPLE, re.IGNORECASE)
# "I see about forty patients a day", "I had 30 students this year": the people of a job (WordNet's only, not
# "kids": "I have two kids") after the author seeing, treating or having them, with how many.
_COUNT = (r"(?:about|around|over|nearly|almost|like|maybe|some|only|just|a\s+lot\s+of|lots\s+of|so\s+many|"
          r"too\s+many|dozens\s+of|hundreds\s+of|\d+|[a-z]+(?:ty|teen)(?:[- ][a-z]+)?|two|three|four|five|six|seven|"
          r"eight|nine|ten|eleven|twelve|a\s+few|few|many|new|more|fewer|less)")
_SERVED = re.compile(r"\b(?:i|we)\s+(?:(?:usually|often|still|now|only|also|typically|normally|probably)\s+)?"
                     r"(?:see|saw|seen|treat|treated|have|had|get|got|look\s+after|looked\s+after|care\s+for|"
                     r"cared\s+for)\s+(?:" + _COUNT + r"\s+)*" + _AGE + r"(?P<people>"
                     + "|".join(sorted(map(re.escape, clientele()), key=len, reverse=True)) + r")\b", re.IGNORECASE)
# What may follow a present-tense verb for the verb to be the author's work: nothing (a clause or sentence
# ends), where or how ("at", "in", "for", "full-time"), or an object that is not their own ("my son").
_END_OR_WHERE = re.compile(r"^(?:\s*(?:[,.;:!?)\n\-–—]|$)|\s+(?:at|in|for|full[- ]time|part[- ]time|professionally|"
                           r"on|now|for\s+a\s+living|and|but|so|online|remotely|abroad|locally|overseas)\b)",
                           re.IGNORECASE)
_OWN_OBJECT = re.compile(r"^\s+(?:my|our|myself|ourselves|me|us|him|her|them|it|that|this|you|his|their|your|"
                         r"a\s+lesson|the\s+hell|out|off|up|down|back|over|on)\b", re.IGNORECASE)
# After a past tense: where or how long, so it is a job and not one time ("I taught at a school").
_PAST_AFTER = re.compile(r"^\s+(?:(?:high|middle|elementary|primary|secondary)\s+school\b|(?:at|in|for)\s+"
                         r"(?!(?:a\s+(?:minute|second|moment|bit|while)|once|fun|free)\b))", re.IGNORECASE)
# "my nursing bra", "my farming simulator": the gerund as a modifier, not the work.
_OWN_AFTER = re.compile(r"^(?:\s*(?:[,.;:!?)\n]|$)|\s+(?:and|or|but|is|was|has|had|have|at|in|for|with|since|"
                        r"career|job|days|years|work|experience|style|gig|background|license|licence|degree|"
                        r"certificate|credentials|hours|schedule|load|side|life)\b)", re.IGNORECASE)


# What is taught, after "teach"/"taught": the level (school years and grades as England, Wales, Scotland, the US,
# Canada and Australia number them; school stages; exams) and the subject (the disciplines of data/disciplines.py
# and the school subjects of England's national curriculum (DfE, 2014) and the US core subjects that list lacks).
# "I teach year 9 science" named the job and the school system; "work with year 9 science" kept both.
_SCHOOL_SUBJECTS = ("science", "sciences", "art", "art and design", "design and technology", "citizenship",
                    "physical education", "PE", "P.E.", "gym", "ICT", "RE", "religious education", "social studies",
                    "language arts", "English language arts", "ELA", "reading", "writing", "phonics", "STEM",
                    "ESL", "EFL", "ESOL", "TEFL", "special ed", "special needs", "SEN", "home economics", "shop")
_LEVEL = (r"(?:(?:year|yr|grade|p|s|primary|secondary)[ \t]?\d{1,2}|\d{1,2}(?:st|nd|rd|th)[- ]grade|"
          r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)[- ]grade|"
          r"(?:high|middle|elementary|primary|secondary|junior[- ]high|grade|sunday)[ \t]+school|kindergarten|"
          r"pre-?k|preschool|reception|sixth[- ]form|ks[ \t]?[1-5]|key[ \t]+stage[ \t]+[1-5]|gcse|a[- ]levels?|"
          r"ap|ib|hsc|vce|undergrad(?:uate)?|graduate|college|university|uni|adult[- ]ed(?:ucation)?)")
_TAUGHT_OBJECT = re.compile(
    r"^[ \t]+(?:(?P<level>" + _LEVEL + r")\b(?:[ \t]+|(?=[\s,.;:!?)]|$)))?(?P<subject>"
    + any_case_alternation(tuple(DISCIPLINES) + _SCHOOL_SUBJECTS) + r")?(?!\w)", re.IGNORECASE)


def _taught_object(after: str) -> int:
    """The length of a level and a subject taught at the start of `after` ("year 9 science"), or 0. The clause must
    go on with where, when or how (_END_OR_WHERE): "I teach art classes" and "teach English to adults" are left to
    the verb's other readings."""
    m = _TAUGHT_OBJECT.match(after)
    if m is None or not (m.group("level") or m.group("subject")):
        return 0
    length = len(m.group().rstrip())
    return length if _END_OR_WHERE.match(after[length:]) else 0


_WORK: dict[str, str] = verb_forms("work")._asdict()  # the stand-in, in the form of the verb it replaces


def _replacement(text: str, value: str | None) -> str | None:
    return value or None


def _work(form: str, kind: str) -> str:
    return cased(_WORK[kind], form)


class WorkActivityRecognizer(RuledRecognizer):
    name = NAME
    categories = ("occupation",)
    reason = "Saying what you do at work, by its verb, hints at your job."
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        text = ctx.text
        if not ctx.may_match(_FORM_WORDS) and not ctx.may_match(_PEOPLE_WORDS):
            return []
        if not _ANY_FORM.search(text) and not _PEOPLE_ANYWHERE.search(text):
            return []  # most drafts: no verb of work and none of its people
        out: dict[int, Finding] = {}

        def add(m: re.Match[str], stand_in: str, taught: int = 0) -> None:
            start, end = m.span("verb")
            end += taught
            # what is taught, said with the verb, names the job as "I'm a teacher" does, and wins over the
            # subject's own finding (cues/disciplines.py: "math" alone would become "science")
            validity, score = ("high", 0.85) if taught else ("medium", 0.6)
            if start not in out:
                out[start] = Finding(start, end, text[start:end], "occupation", score, validity, NAME, self.reason,
                                     stand_in)

        for m in _PRESENT.finditer(text):
            verb, kind = FORMS[m.group("verb").lower()]
            after = text[m.end() : m.end() + 40]
            if kind == "participle" and m.group("verb").lower() == verb_forms(verb).past:
                kind = "past"  # "taught" is both
            if kind not in ("base", "past"):
                continue
            if _PEOPLE_AFTER.match(after):
                add(m, "work with" if kind == "base" else "worked with")
            elif verb == "teach" and (taught := _taught_object(after)):
                add(m, "work" if kind == "base" else "worked", taught)  # as cues/trade_activity.py: "I work"
            elif kind == "past":
                if _PAST_AFTER.match(after):
                    add(m, "worked")
            elif _END_OR_WHERE.match(after):
                add(m, "work")
            elif verb not in _OBJECT_ONLY_PEOPLE and not _OWN_OBJECT.match(after):
                add(m, "work with")  # "I teach math" → "I work with math"
        for m in find_held(_SERVED, ctx):
            start, end = m.span("people")
            out.setdefault(start, Finding(start, end, m.group("people"), "occupation", 0.6, "medium", NAME,
                                          "Who you serve at work hints at your job.", "people"))
        for m in _PERFECT.finditer(text):
            verb, kind = FORMS[m.group("verb").lower()]
            after = text[m.end() : m.end() + 40]
            if kind in ("participle", "past") and verb == "teach" and (taught := _taught_object(after)):
                add(m, "worked", taught)  # "I've taught high school English for"
            elif kind in ("participle", "past") and _PAST_AFTER.match(after):
                add(m, "worked")
        for m in _GERUND_SUBJECT.finditer(text):
            verb, kind = FORMS[m.group("verb").lower()]
            if kind == "gerund" and _ME.search(m.group("rest")):
                add(m, _work(m.group("verb"), "base"))  # "Teaching has shown me" → "Work has shown me"
        for m in _OWN.finditer(text):
            verb, kind = FORMS[m.group("verb").lower()]
            if kind == "gerund" and _OWN_AFTER.match(text[m.end() : m.end() + 30]):
                add(m, "work")  # "my teaching career" → "my work career"
        for m in find_held(_WITH_PEOPLE, ctx):
            verb, kind = FORMS[m.group("verb").lower()]
            before = ctx.before(m.start(), 20)
            if kind == "gerund" and not re.search(r"\b(?:of|been|from)\s+$", before):  # cues/work_field.py's
                add(m, _work(m.group("verb"), "gerund") + " with")  # "teaching teens" → "working with teens"
        return sorted(out.values(), key=lambda f: f.start)
