"""Health states said of a person rather than named as a condition (health5, issue 11/12): a procedure or therapy
they had or wait for ("went through IVF twice", "on the waitlist for top surgery"), an aid they use ("I use a
wheelchair"), pregnancy ("6 weeks pregnant", "we're expecting our first"), sobriety ("sober for 3 years", "90 days
clean", "in recovery"), autism said as "on the spectrum", a lab reading with its test ("my A1C is 7.2", "blood
pressure was 150/95") and height with weight ("I'm 5'4 and 180 lbs").

Each needs its person: the author ("I", "we", a clause that starts with its verb) → subject "author", or someone
they name ("my son", "she", "Dana") → subject "other". A word with no one attached ("IVF is covered", "physical
therapy is a growing field") is no finding. Tied to a person the validity is high, as health.py's own cue.
"""

from __future__ import annotations

import re

from ..context import Context
from ..data.health_procedures import devices, procedures
from ..recognizer import Recognizer, find_held
from ..trie import any_case_alternation
from .lexicon import Openings, find_phrases, phrase_openings
from ...records import Finding

_AUTHOR = re.compile(r"^(?:i|i'm|i’m|im|i've|i’ve|i'd|i’d|i'll|we|we're|we’re|we've|we’ve|me|us)$")
_OTHER = re.compile(r"^(?:he|she|they|he's|she's|they're|he’s|she’s|they’re)$")
# The start of the clause a cue stands in: a sentence end, a semicolon or a comma before "and/but/so".
# everyday3: a subordinate clause with its own subject starts a clause too ("keep him in your prayers as he
# recovers from hip surgery"): the conjunction, then a pronoun or a possessive
_CLAUSE = re.compile(r"(?:[.!?;:\n]|,\s*(?:and|but|so)\b|\b(?:as|while|because|since|when|although|though|until)"
                     r"\b(?=\s+(?:i|he|she|they|we|you|my|his|her|their|our)\b))\s*", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z’']+")
_CONNECTIVES = frozenset({"and", "but", "so", "then", "also", "just", "now", "well", "still", "finally", "lol", "ok"})


def _subject(clause: str) -> str | None:
    """Whose the clause is: "author", "other" or None (nobody: "IVF is covered", "the economy")."""
    from ..data.wordnet import irregular_verb_forms, person_nouns

    words = [w for w in _WORD.findall(clause)]
    while words and words[0].lower() in _CONNECTIVES:
        words = words[1:]
    if not words:
        return None
    first = words[0].lower()
    if _AUTHOR.match(first):
        return "author"
    if _OTHER.match(first):
        return "other"
    if first in ("my", "our", "his", "her", "their") and len(words) == 1:
        return "author" if first in ("my", "our") else "other"  # "my pacemaker", "her chemo": the owner's
    if first in ("my", "our", "his", "her", "their") and len(words) > 1:
        noun = words[1].lower().rstrip("s’'")
        return "other" if noun in person_nouns() or words[1].lower() in person_nouns() else None
    if words[0][0].isupper() and len(words) > 1 and words[1].lower() in ("is", "was", "has", "had", "uses", "got"):
        return "other" if first not in ("it", "this", "that", "there", "the") else None  # "Dana is 6 weeks pregnant"
    # the author leaves out "I" before a past or ongoing verb: "Went through IVF twice", "recovering from surgery"
    if first.endswith(("ed", "ing")) or first in irregular_verb_forms():
        return "author"
    return None


def _clause_before(text: str, start: int) -> str:
    head = text[max(0, start - 120) : start]
    ends = list(_CLAUSE.finditer(head))
    return head[ends[-1].end() :] if ends else head


# A procedure or therapy one has, had, waits for or recovers from.
_HAD = (r"(?:had|have|has|having|get|got|getting|gets|went\s+through|going\s+through|go\s+through|did|doing|do|"
        r"start(?:ed|ing)?|finish(?:ed|ing)?|need(?:s|ed)?|scheduled\s+for|booked\s+for|waiting\s+for|"
        r"wait(?:ing)?\s*list\s+for|recover(?:s|ing|ed)?\s+from|after|before|since|in|on|from|my|his|her|our|"
        # session 23: a treatment one tries or undergoes ("we're trying IVF", "she underwent chemo")
        r"try|tries|tried|trying|undergo|undergoes|undergoing|underwent|undergone)")
_FILLER = r"(?:\s+(?:a|an|my|his|her|their|our|the|another|second|third|first|two|three|more|some|rounds?\s+of|round\s+of))*"
# An aid one uses, wears or is in.
_USES = (r"(?:use[sd]?|using|in|with|wears?|wearing|wore|got|get|gets|getting|have|has|had|need(?:s|ed)?|on|"
         r"rel(?:y|ies|ied)\s+on|my|his|her|our)")
_PLURAL = r"(?:e?s)?"


def _alternation(terms: frozenset[str]) -> str:
    return any_case_alternation(sorted(terms, key=len, reverse=True))


def _plural_openings(terms: frozenset[str]) -> Openings | None:
    """`phrase_openings` of the terms as the regex matches them, `_PLURAL` included: a one-word term's token may
    end in its plural's "s" or "es" (the regex allows no word character after)."""
    return phrase_openings(terms | {t + "s" for t in terms} | {t + "es" for t in terms})


_PREGNANT = re.compile(
    r"\b(?P<span>(?:(?:\d{1,2}|[a-z]+)\s+(?:weeks?|months?)\s+(?:and\s+\w+\s+days?\s+)?)?pregnant)\b"
    r"(?!\s+with\s+(?!(?:our|my|his|her|their|a|an|twins|triplets|baby|number|#)\b))", re.IGNORECASE)
_PREGNANT_VERB = re.compile(r"\b(?:am|is|are|was|were|be|been|being|got|get|getting|'m|’m|'s|’s|'re|’re|im)\s+$", re.IGNORECASE)
_EXPECTING = re.compile(r"\b(?:we're|we’re|we\s+are|i'm|i’m|i\s+am|she's|she’s|she\s+is|they're|they\s+are)\s+"
                        r"(?P<span>expecting)\s+(?:our|my|a\s+baby|a\s+(?:boy|girl|little)|twins|triplets|baby|"
                        r"number|another\s+(?:baby|child|one)|again)\b", re.IGNORECASE)
_SOBER = re.compile(
    r"\b(?:been|am|is|are|was|stayed|staying|stay|got|getting|'m|’m|'s|’s|im|now|officially)\s+"
    r"(?P<span>(?:(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:days?|weeks?|months?|years?)\s+"
    r"(?:sober|clean)|sober|in\s+recovery)(?:\s+(?:for|since)\s+(?:\d+|a|an|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|over|almost|nearly)(?:\s+(?:\d+|half))?\s*(?:days?|weeks?|months?|years?)?)?)\b", re.IGNORECASE)
# Recovery from addiction said by its programmes and places (session 19): the twelve-step fellowships' meetings by their
# initials ("AA meetings", "an NA meeting", Al-Anon's), and rehab as a place one is in, goes to or leaves ("out of
# rehab", "went to rehab"). "AA batteries", "the AA route planner", "rehab for my knee" stay out: the meeting or the
# preposition of being there is needed, and a body part after "rehab" makes it physical therapy.
_RECOVERY = re.compile(r"\b(?P<span>(?:an?\s+)?(?:AA|NA|CA|Al-Anon|Alateen)\s+(?P<meeting>meetings?))\b"
                       r"|\b(?:in|out\s+of|to|from|into)\s+(?P<rehab>rehab)\b(?!\s+(?:for|on)\s+(?:my|his|her|a|the)\b)")
# Addiction said of a person with its noun (session 20): "my boss is a recovering alcoholic", "he was an addict",
# "I'm a former junkie"; in recovery when the words say so. "an alcoholic drink" and "a shopping addict" stay out.
_ADDICT = re.compile(r"\b(?:is|was|am|are|were|been|be|'m|’m|'s|’s|im)\s+(?P<span>(?:an?\s+)?(?P<recovering>(?:recovering|"
                     r"former|ex-|sober|reformed)\s*)?(?:(?:drug|heroin|meth|crack|opioid|pill)\s+)?(?:alcoholic|addict|"
                     r"junkie))\b(?!\s+(?:drinks?|beverages?|content|of|to)\b)", re.IGNORECASE)
# Allergies said of a person (session 20; everyday7 found none read): the allergen names the condition. Foods: the
# FDA's nine major food allergens (FALCPA and the FASTER Act: milk, egg, fish, shellfish, tree nuts, peanuts, wheat,
# soy, sesame) and the EU's fourteen (Regulation 1169/2011 annex II: + celery, mustard, lupin, molluscs, sulphites,
# gluten); drugs: the classes an allergy card lists most (penicillin, sulfa, NSAIDs, aspirin, codeine); others:
# latex, insect stings. Who has it must be said (_subject): "peanut allergy awareness" names no one.
_FOOD_ALLERGENS = (r"peanuts?|tree[ -]?nuts?|nuts?|milk|dairy|eggs?|fish|shellfish|seafood|wheat|gluten|soy|soya|"
                   r"sesame|celery|mustard|lupin|molluscs?|sulphites?|sulfites?|crustaceans?|shrimp|prawns?|kiwi|"
                   r"strawberr(?:y|ies)")
_DRUG_ALLERGENS = r"penicillin|amoxicillin|sulfa|sulpha|nsaids|ibuprofen|aspirin|codeine|morphine|antibiotics"
_OTHER_ALLERGENS = r"latex|bee[ -]stings?|wasp[ -]stings?|stings?"
_ALLERGEN = rf"(?P<food>{_FOOD_ALLERGENS})|(?P<drug>{_DRUG_ALLERGENS})|(?P<thing>{_OTHER_ALLERGENS})"
_ALLERGIES = (  # "a severe peanut allergy" (form "allergy"), "allergic to penicillin" (form "allergic")
    ("allergy", re.compile(rf"\b(?P<span>(?:(?:severe|mild|bad|serious|deadly|life-threatening|anaphylactic)\s+)?"
                           rf"(?:{_ALLERGEN})\s+allerg(?:y|ies))\b", re.IGNORECASE)),
    ("allergic", re.compile(rf"\b(?P<span>(?:(?:severely|deathly|very|highly)\s+)?allergic\s+to\s+(?:{_ALLERGEN}))\b",
                            re.IGNORECASE)),
)
_SPECTRUM = re.compile(r"\b(?:is|am|are|was|were|'m|’m|'s|’s|be|im)\s+(?P<span>on\s+the\s+(?:autism\s+|autistic\s+)?"
                       r"spectrum)\b(?!\s+of\b)", re.IGNORECASE)
_IEP = re.compile(r"\b(?:has|have|had|got|get|with|on|his|her|my)\s+(?P<span>(?:an\s+|a\s+)?(?:IEP|504\s+plan))\b")
_LAB_TESTS = (r"a1c|hba1c|hb\s?a1c|blood\s+pressure|bp|blood\s+sugar|glucose|fasting\s+glucose|cholesterol|ldl|hdl|"
              r"triglycerides|bmi|psa|tsh|cd4(?:\s+count)?|viral\s+load|ferritin|vitamin\s+d|egfr|resting\s+heart\s+rate")
_LAB = re.compile(
    r"\b(?:my|his|her|our)\s+(?:(?:last|latest|recent|fasting|current|new|total)\s+)?(?:" + _LAB_TESTS + r")"
    r"(?:\s+(?:reading|level|levels|number|numbers|result|test))?\s+(?:is|was|were|are|came\s+back|hit|reads?|of|at|:|="
    r"|is\s+now|was\s+only|went\s+up\s+to|dropped\s+to|down\s+to|up\s+to)(?:\s+(?:at|only|still|about|around|like|now))?"
    r"\s+(?P<span>\d{2,3}\s*/\s*\d{2,3}|\d{1,3}(?:\.\d)?(?:\s*(?:%|mg/dl|mmol/l|mmol/mol))?)(?![\d/.,-]?\d)", re.IGNORECASE)
_BODY = re.compile(r"\b(?:i'm|i’m|i\s+am|im|i\s+weigh)\s+(?P<span>(?:\d\s*(?:'|’|ft|foot|feet)\s*\d{0,2}\s*(?:\"|”|in)?"
                   r"\s*(?:and|,|/)?\s*)?\d{2,3}\s*(?:lbs?|pounds|kgs?|kilos))\b", re.IGNORECASE)


class HealthStatesRecognizer(Recognizer):
    name = "health_states"
    categories = ("health",)

    def __init__(self) -> None:
        self._procedure = re.compile(r"(?<![\w'-])" + _alternation(procedures()) + _PLURAL + r"(?![\w'-])", re.IGNORECASE)
        self._device = re.compile(r"(?<![\w'-])" + _alternation(devices()) + _PLURAL + r"(?![\w'-])", re.IGNORECASE)
        # Where a procedure or aid can start: its first word, or a one-word term with its plural, is a token there.
        self._procedure_openings = _plural_openings(procedures())
        self._device_openings = _plural_openings(devices())
        self._had = re.compile(r"\b" + _HAD + _FILLER + r"\s+$", re.IGNORECASE)
        self._uses = re.compile(r"\b" + _USES + _FILLER + r"(?:\s+(?:new|electric|power|manual|folding|hearing))?\s+$",
                                re.IGNORECASE)

    def find(self, ctx: Context) -> list[Finding]:
        text = ctx.text
        out: list[Finding] = []

        def add(start: int, end: int, form: str, reason: str, value: str | None, subject: str | None) -> None:
            if subject is None:
                return
            out.append(Finding(start, end, text[start:end], "health", 0.85, "high", f"health.{form}",
                               reason, value, subject=subject))

        for m in find_phrases(self._procedure, self._procedure_openings, ctx):
            word = m.group()
            if len(word) <= 4 and word != word.upper():  # "ect", "ppp", "ivf" in lower case are not the abbreviations
                continue
            before = text[max(0, m.start() - 60) : m.start()]
            if self._had.search(before) and not _compound_head(text[m.end() : m.end() + 20]):  # "radiation burns"
                add(_with_article(text, m.start()), m.end(), "procedure", "Mentions a medical procedure or therapy.", word.lower(),
                    _subject(_clause_before(text, m.start())) or _owner(before))
        for m in (_BODY_HARM.finditer(text) if ctx.has_any(_BODY_HARM_NEEDLES) else ()):
            if any(f.start < m.end() and m.start() < f.end for f in out) or not _body_part(m.group("part")):
                continue
            before = text[max(0, m.start() - 60) : m.start()]
            if self._had.search(before) and not _compound_head(text[m.end() : m.end() + 20]):  # "knee surgery ward"
                form = "procedure" if m.group("harm").lower() in _OPERATIONS else "injury"
                add(_with_article(text, m.start()), m.end(), form, "Mentions an injury or operation someone had.",
                    m.group().lower(), _subject(_clause_before(text, m.start())) or _owner(before))
        for m in find_phrases(self._device, self._device_openings, ctx):
            after = text[m.end() : m.end() + 20]
            if _compound_head(after):  # "cane sugar", "wheelchair ramp": the aid names something else
                continue
            if self._uses.search(text[max(0, m.start() - 40) : m.start()]):
                add(_with_article(text, m.start()), m.end(), "device", "Mentions a medical aid someone uses.", m.group().lower(),
                    _subject(_clause_before(text, m.start())))
        for m in find_held(_PREGNANT, ctx):
            if _PREGNANT_VERB.search(text[max(0, m.start() - 12) : m.start()]):
                add(m.start("span"), m.end("span"), "pregnancy", "Says someone is pregnant.", "pregnant",
                    _subject(_clause_before(text, m.start())))
        for m in find_held(_EXPECTING, ctx):
            add(m.start("span"), m.end("span"), "pregnancy", "Says someone is pregnant.", "pregnant",
                _subject(_clause_before(text, m.start("span"))))
        if "alcoholic" in ctx.lower or "addict" in ctx.lower or "junkie" in ctx.lower:
            for m in _ADDICT.finditer(text):
                form = "sobriety" if m.group("recovering") else "addiction"
                add(m.start("span"), m.end("span"), form, "Says someone is in recovery from addiction." if m.group(
                    "recovering") else "Says someone has an addiction.", "addiction", _subject(_clause_before(text, m.start())))
        if "allerg" in ctx.lower:
            for form, allergy in _ALLERGIES:
                for m in allergy.finditer(text):
                    kind = "food" if m.group("food") else "drug" if m.group("drug") else "other"
                    add(m.start("span"), m.end("span"), form, "Mentions an allergy someone has.", kind,
                        _subject(_clause_before(text, m.start())))
        for m in find_held(_SOBER, ctx):
            add(m.start("span"), m.end("span"), "sobriety", "Says someone is in recovery from addiction.", "sober",
                _subject(_clause_before(text, m.start())))
        if any(w in text for w in ("AA", "NA", "CA", "Al-Anon", "Alateen")) or "rehab" in ctx.lower:
            for m in _RECOVERY.finditer(text):
                if m.group("rehab"):
                    start, end, form = m.start("rehab"), m.end("rehab"), "rehab"
                else:
                    start, end = m.span("span")
                    form = "recovery_meetings" if m.group("meeting").endswith("s") else "recovery_meeting"
                add(start, end, form, "Says someone is in recovery from addiction.", "recovery",
                    _subject(_clause_before(text, m.start())) or "author")
        for m in find_held(_SPECTRUM, ctx):
            add(m.start("span"), m.end("span"), "spectrum", "Mentions a condition someone has.", "autism",
                _subject(_clause_before(text, m.start())))
        for m in find_held(_IEP, ctx):
            add(m.start("span"), m.end("span"), "support", "Mentions special-education support for a disability.",
                "IEP", _subject(_clause_before(text, m.start())) or "other")
        for m in find_held(_LAB, ctx):
            subject = "author" if m.group().lower().startswith("my") else "other"
            add(m.start("span"), m.end("span"), "lab", "States a medical test result.", m.group("span"), subject)
        for m in find_held(_BODY, ctx):
            add(m.start("span"), m.end("span"), "body", "States height and weight.", m.group("span"), "author")
        return out


_ARTICLE = re.compile(r"\b(?:a|an)\s+$", re.IGNORECASE)


# everyday11: whose a procedure is when the clause's first words do not say (a newsletter's "Get well soon to Malachy
# after his knee surgery", "Prayers for Tracy, recovering from a mastectomy", "After my hip replacement I …"): the
# possessive right before it ("my", "our" the author's; "his", "her", "their" another's), or a name and a comma before
# "recovering from" (the name's).
_OWNER = re.compile(r"\b(?P<det>my|our|his|her|their)\s+$", re.IGNORECASE)
_NAMED_RECOVERING = re.compile(r"[A-Z][\w'’-]+,\s+(?:who\s+is\s+)?recover(?:ing|s)\s+from\s+(?:an?\s+)?$")


def _owner(before: str) -> str | None:
    m = _OWNER.search(before)
    if m is not None:
        return "author" if m.group("det").lower() in ("my", "our") else "other"
    return "other" if _NAMED_RECOVERING.search(before) else None


# everyday11: an injury or an operation named by the part of the body ("his knee surgery", "his hamstring tear", "her
# hip fracture", "my ankle sprain"): the word before is a part of the body by its most frequent WordNet sense
# (noun.body), the head one of the NHS's words for an injury to it or an operation on it, after a cue of having it
# (_HAD).
_OPERATIONS = frozenset({"surgery", "surgeries", "operation", "replacement", "reconstruction", "transplant"})
_BODY_HARM = re.compile(r"(?<![\w'’-])(?P<part>[A-Za-z]+)[ \t]+(?P<harm>surgery|surgeries|operation|replacement|"
                        r"reconstruction|transplant|fracture|sprain|strain|tear|injury|dislocation)(?![\w'’-])",
                        re.IGNORECASE)
_BODY_HARM_NEEDLES = ("surger", "operation", "replacement", "reconstruction", "transplant", "fracture", "sprain",
                      "strain", "tear", "injury", "dislocation")
_BODY_LEXFILE = 8  # WordNet's noun.body


def _body_part(word: str) -> bool:
    from ..data.wordnet import first_sense_lexfile

    return first_sense_lexfile(word.lower()) == _BODY_LEXFILE


def _with_article(text: str, start: int) -> int:
    """The start of "a mastectomy", "a wheelchair": the article goes with the word so the stand-in gets its own."""
    m = _ARTICLE.search(text[max(0, start - 4) : start])
    return start - len(m.group()) if m else start


def _compound_head(after: str) -> bool:
    """Whether the word after an aid makes it a modifier ("cane sugar", "wheelchair ramp"): a WordNet noun that is
    no adjective or adverb too ("last", "now", "today" are)."""
    from ..data.wordnet import index_lemmas

    m = re.match(r"\s+([a-z]+)\b", after)
    if m is None:
        return False
    word = m.group(1)
    # everyday3: a function word is no head, though WordNet lists some as nouns ("at", a Laotian coin; "in", "or"):
    # "recovers from hip surgery at St. Vincent's" (spaCy's stop words)
    from spacy.lang.en.stop_words import STOP_WORDS

    return (word in index_lemmas("n") and word not in index_lemmas("a") and word not in index_lemmas("r")
            and word not in STOP_WORDS)
