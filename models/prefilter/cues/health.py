"""Health: conditions and medications from a curated list, stronger when tied to the author
("I have diabetes", "diagnosed with ADHD", "my sertraline", "I'm diabetic")."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..data.health import ADJECTIVES, CONDITIONS, DISABILITY_ADJECTIVES, MEDICATIONS, WEAK
from ..data.health_conditions import wordnet_conditions
from ..data.health_drugs import wordnet_drugs
from ..data.inn_stems import INN_STEMS
from ..pii.person import CLOSE_NOUNS
from ..recognizer import Recognizer
from ..trie import any_case_alternation
from .lexicon import find_phrases, phrase_openings, phrase_words
from ...records import Finding

# health5: WordNet's condition names widen the curated list; they need a person's cue, as the weak words do.
_WORDNET = wordnet_conditions() - CONDITIONS - MEDICATIONS - set(ADJECTIVES)
_WORDNET_DRUGS = wordnet_drugs() - CONDITIONS - MEDICATIONS - set(ADJECTIVES) - _WORDNET
_TERMS = sorted(CONDITIONS | MEDICATIONS | set(ADJECTIVES) | _WORDNET | _WORDNET_DRUGS, key=len, reverse=True)
# ... except a kind of a listed condition ("lung cancer", "colon cancer"), which stands as its head word does.
_WORDNET_WEAK = frozenset(t for t in _WORDNET if t.rpartition(" ")[2] not in CONDITIONS)
_TERM = re.compile(r"(?<![\w'-])" + any_case_alternation(_TERMS) + r"(?![\w'-])", re.IGNORECASE)  # trie.py: same matches
# Every term stands between non-word characters: a draft without one word of any term as a token skips the regex.
_FIRST = phrase_words(_TERMS)
# ... and tries the regex only where a term's first word is a token (lexicon.find_phrases).
_OPENINGS = phrase_openings(_TERMS)
_OWN = re.compile(
    r"(?:\bi have|\bi've got|\bi’ve got|\bi got|\bi've had|\bi had|\bi suffer from|\bsuffering from|\bliving with|"
    r"\bdiagnosed with|\bdiagnosis of|\bmy|\bi'm|\bi’m|\bi am|\bim|\bi take|\btake|\btakes|\bi'm on|\bi’m on|\bi am on|\btaking|"
    r"\bprescribed|\bstarted|\bstopped|\bon|\bbattling|\bbeat|\bsurvivor of|\bmanaging|\bdealing with|\bstruggle with|"
    r"\bstruggling with|\bfight with|\bwith)\s+(?:(?:a|an|severe|mild|chronic|bad|my|type\s+\d|some|the|"
    r"(?:stage|grade)\s+(?:\d[a-c]?|[ivIV]{1,4}[a-c]?))\s+)*$"  # `before` is lower case: "stage ii"
)
# A stage or grade before a condition belongs to it: "stage 3 breast cancer" → "a health condition", not
# "stage 3 a health condition".
_STAGE = re.compile(r"\b(?:stage|grade)\s+(?:\d[a-cA-C]?|[IV]{1,4}[a-cA-C]?)\s+$", re.IGNORECASE)
_SURVIVOR = re.compile(r"^\s+(?:survivor|patient|warrior)\b")
_POSSESSIVE = re.compile(r"(?:\b(my|his|her|our|their|a|an|the)\s+)$", re.IGNORECASE)


# A person named by the condition they have, right after it: "my ADHD son", "an autism mom", "her cancer patients".
_PERSON_AFTER = re.compile(r"[ \t]+(?:son|sons|daughter|daughters|kid|kids|child|children|boy|girl|brother|sister|"
                           r"mom|mum|mother|dad|father|husband|wife|partner|friend|patients?|students?|pupils?)\b")


# everyday2: a condition a medication is taken for is the taker's ("has me on sertraline for anxiety", "my meds for
# anxiety"): a listed medication, or the author's own medicine words, right before "for".
_TREATED_FOR = re.compile(r"(?:\b(?P<drug>[\w-]+)|\b(?:my|on)\s+(?:meds|medication|medicine|pills|tablets|tabs|"
                          r"prescription|treatment))\s+for\s+$", re.IGNORECASE)


# everyday10: or a treatment, a leave or a device that a condition is the reason for ("on oxygen for emphysema", "on
# sick leave for burnout", "dialysis for kidney failure"): the treatments of the NHS's health A to Z that patients
# name by one word.
_TREATMENTS = frozenset({"oxygen", "dialysis", "chemo", "chemotherapy", "radiotherapy", "physio", "physiotherapy",
                         "therapy", "rehab", "surgery", "treatment", "antibiotics", "steroids", "leave", "inhalers",
                         "injections", "infusions", "transfusions"})


def _treated_for(before: str) -> bool:
    m = _TREATED_FOR.search(before)
    if m is None or m.group("drug") is None:
        return m is not None
    drug = m.group("drug").lower()
    return drug in MEDICATIONS or drug in _WORDNET_DRUGS or drug in _TREATMENTS or _stem_drug(drug)


# everyday10: a condition someone the draft mentions has ("my dad, who has renal failure", "my son Bram (he's 7) has
# bronchitis", "she had shingles"): a third person's pronoun, "who", someone close (person.CLOSE_NOUNS) or the bracket
# that closes an aside after a name, a form of "have", and only the words that grade a condition between. The thing
# that "has" must be a person: "the house has damp", "the tree had blight" stay.
# everyday11: the close person's name may stand before "has" ("my partner Claudine has scleroderma"; `before` is lower
# case, so one word that is no function word nor a thing the close person owns in a compound: "my son's school" has an
# apostrophe and stays out, "my wife and I have" has "and").
_NOT_A_NAME = r"and|or|who|that|which|also|now|still|already|just|recently|i|we|you|it|group|team|family|school|car|dog|cat"
_THEIRS = re.compile(
    rf"(?:\b(?:he|she|they|who|(?:{CLOSE_NOUNS})s?(?:\s+(?!(?:{_NOT_A_NAME})\b)[a-zé'’-]+)?)|\))\s+"
    r"(?:(?:also|now|still|already|just|recently)\s+)?"
    r"(?:has|had|have|has\s+had|has\s+got)\s+(?:(?:a|an|some|severe|mild|chronic|bad|advanced|early|late|acute|"
    r"terminal|rare|aggressive|congestive|end-stage|(?:stage|grade)\s+(?:\d[a-c]?|[ivIV]{1,4}[a-c]?))\s+)*$")

# everyday10: a condition a doctor was seen for ("saw Dr. Pillay at the health campus for tonsillitis", "seen by the GP
# for shingles"): a visit's verb and a doctor's word, then, in the same sentence, "for" right before the condition.
_VISIT_FOR = re.compile(r"\b(?:saw|seen|see|seeing|visited|visit|appointment\s+with|referred\s+to)\s+(?:by\s+)?"
                        r"(?:(?:a|the|my|our|his|her|their)\s+)?(?:dr\b\.?|doctor|gp|physician|pediatrician|paediatrician|"
                        r"specialist|consultant|nurse\s+practitioner)[^.!?\n]{0,60}?\bfor\s+$")


# everyday10: a medicine WordNet lacks, named by its INN stem (data/inn_stems.py): a rare word (wordfreq Zipf below
# 2.5) of seven letters or more that ends in a listed stem, after a taker's cue (_OWN: "on dolutegravir", "taking
# apixaban", "prescribed empagliflozin").
_STEM_ZIPF = 2.5
_STEM_WORD = re.compile(r"(?<![\w'’-])[A-Za-z]{3,}(?:" + "|".join(s for s, _ in INN_STEMS) + r")(?![\w'’-])",
                        re.IGNORECASE)


# Session 24: a course of a medicine one is on or through, as chemotherapy and infusions are spoken of ("I'm doing
# carboplatin at Sloan Kettering", "finished rituximab", "switched to apixaban"): only before a stem word, whose
# rarity (_stem_drug) says medicine.
_COURSE_OF = re.compile(r"\b(?:doing|receiving|getting|trying|tried|finished|completed|switched\s+to|started\s+on)\s+$")
_STEM_ENDINGS = tuple(s.lower() for s, _ in INN_STEMS)
_LETTERS = re.compile(r"[a-z]+")


def _stem_drug(word: str) -> bool:
    from wordfreq import zipf_frequency

    return (len(word) >= 7 and _STEM_WORD.fullmatch(word) is not None
            and zipf_frequency(word.lower(), "en") < _STEM_ZIPF)


# everyday10: a condition no list has, named by the suffixes medical English coins them with (the Greek and Latin
# "-itis" inflammation, "-opathy" disease, "-algia" pain, "-aemia"/"-emia" blood: "tonsillitis", "neuropathy",
# "fibromyalgia", "septicaemia"), a rare word (Zipf below 2.5), after a cue that someone has it or was seen for it.
_CONDITION_SUFFIX = re.compile(r"(?<![\w'’-])[A-Za-z]{3,}(?:itis|opathy|algia|aemia|emia)(?![\w'’-])", re.IGNORECASE)


def _stem_drugs(ctx: Context, found: list[Finding]) -> list[Finding]:
    from wordfreq import zipf_frequency

    out: list[Finding] = []
    # a letter run ending in a stem is needed for any match: most drafts have none, and the regex's alternation at
    # every word cost more than this (session 23, exact)
    for m in _STEM_WORD.finditer(ctx.text) if any(t.endswith(_STEM_ENDINGS) for t in _LETTERS.findall(ctx.lower)) else ():
        start, end = m.span()
        if any(f.start < end and start < f.end for f in found) or not _stem_drug(m.group()):
            continue
        if not (_OWN.search(ctx.before(start, 50)) or _treated_for(ctx.before(start, 50))
                or _COURSE_OF.search(ctx.before(start, 30))):
            continue
        out.append(Finding(start, end, m.group(), "health", 0.85, "high", "health.medication",
                           "Mentions a medication you may take.", m.group().lower()))
    for m in _CONDITION_SUFFIX.finditer(ctx.text) if "itis" in ctx.lower or "pathy" in ctx.lower or "emia" in ctx.lower \
            or "algia" in ctx.lower else ():
        start, end = m.span()
        if any(f.start < end and start < f.end for f in found + out) or zipf_frequency(m.group().lower(), "en") >= _STEM_ZIPF:
            continue
        before = ctx.before(start, 90)
        own = _OWN.search(before[-50:])
        if own is not None and re.match(r"\s*on\b", own.group()):
            own = None  # "on" is a medicine's cue ("on dolutegravir"), not a condition's ("an article on senioritis")
        if not (own or _THEIRS.search(before) or _treated_for(before[-50:]) or _VISIT_FOR.search(before)):
            continue
        out.append(Finding(start, end, m.group(), "health", 0.85, "high", "health.condition",
                           "Mentions a condition you may have.", m.group().lower()))
    return out


_BODY_LEXFILE = 8  # WordNet's noun.body
_WORD_BEFORE = re.compile(r"([A-Za-z]+)\s+$")


def _body_parts_before(text: str, start: int) -> int:
    """The start of up to two words before a condition whose most frequent WordNet sense is a part of the body
    ("colon cancer", "bone marrow cancer"): the organ says the condition as much as its name."""
    from ..data.wordnet import first_sense_lexfile

    for _ in range(2):
        m = _WORD_BEFORE.search(text[max(0, start - 24) : start])
        if m is None or (first_sense_lexfile(m.group(1)) != _BODY_LEXFILE and m.group(1).lower() not in _body_adjectives()):
            break
        start -= len(m.group(0))
    return start


@functools.lru_cache(maxsize=1)
def _body_adjectives() -> frozenset[str]:
    """Session 24: adjectives WordNet says pertain to a part of the body (its pertainym pointer to a noun.body
    synset: "ovarian" → ovary, "pancreatic", "renal", "cervical"): "stage 3 ovarian cancer" left "stage 3 ovarian"
    before "a health condition"."""
    from ..data import wordnet

    out: set[str] = set()
    for synset in wordnet.adjective_synsets():
        if any(p.symbol == "\\" and p.pos == "n" and wordnet.synset_at(p.offset, "n").lexfile == _BODY_LEXFILE
               for p in synset.pointers):
            out.update(lemma.lower() for lemma in synset.lemmas)
    return frozenset(out)


# everyday4: a condition placed in the author's own body is the author's ("the neuropathy in my feet", "arthritis in
# both my knees"): the word after "in my" whose most frequent WordNet sense is a part of the body, singular or plural.
_IN_MY = re.compile(r"^\s+(?:in|on)\s+(?:my|both\s+my|both\s+of\s+my)\s+([A-Za-z]+)\b", re.IGNORECASE)
_IRREGULAR_PLURALS = {"feet": "foot", "teeth": "tooth"}


def _in_own_body(after: str) -> bool:
    from ..data.wordnet import first_sense_lexfile

    m = _IN_MY.match(after)
    if m is None:
        return False
    word = m.group(1).lower()
    forms = {word, _IRREGULAR_PLURALS.get(word, word), word[:-1] if word.endswith("s") else word,
             word[:-2] if word.endswith("es") else word}
    return any(first_sense_lexfile(form) == _BODY_LEXFILE for form in forms)


class HealthRecognizer(Recognizer):
    name = "health"
    categories = ("health",)

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        if not ctx.may_match(_FIRST):
            rest = _diagnoses(ctx) + _condition_acronyms(ctx) + _labelled(ctx)
            return rest + _stem_drugs(ctx, rest)
        for m in find_phrases(_TERM, _OPENINGS, ctx):
            term = m.group().lower()
            if term in DISABILITY_ADJECTIVES:
                continue  # read by _disabilities: said of a person, never "a blind date" or "deaf ears"
            if term == "add" and m.group() != "ADD" or term in ("prep", "hrt") and m.group() != m.group().upper():
                continue
            before = ctx.before(m.start(), 50)
            after = ctx.text[m.end() : m.end() + 32]
            own = bool(_OWN.search(before) or _SURVIVOR.match(after) or _treated_for(before) or _in_own_body(after)
                       or _THEIRS.search(before) or _VISIT_FOR.search(ctx.before(m.start(), 90)))
            if (term in WEAK or term in _WORDNET_WEAK or term in _WORDNET_DRUGS) and not own:
                continue
            kind = "medication" if term in MEDICATIONS or term in _WORDNET_DRUGS else "condition"
            validity, score = ("high", 0.85) if own else ("medium", 0.5)
            start = m.start()
            if kind == "condition":
                start = _body_parts_before(ctx.text, start)  # "colon cancer", "lung cancer": the organ goes too
            stage = _STAGE.search(ctx.text[max(0, start - 16) : start])
            if stage is not None:
                start -= len(stage.group(0))
            lead = _POSSESSIVE.search(ctx.text[max(0, start - 8) : start])
            if lead and lead.group(1).lower() in ("my", "a", "an"):
                start -= len(lead.group(0))  # "my ADHD" → "my health condition" needs the determiner
            value = ADJECTIVES.get(term, term)
            form = "adjective" if term in ADJECTIVES else kind
            end = m.end()
            person = _PERSON_AFTER.match(ctx.text, end) if kind == "condition" and term not in ADJECTIVES else None
            if person is not None:  # "my ADHD son" → "my son", not "my health condition son" (session 20)
                end, form = person.end(), "of_person"
            out.append(Finding(start, end, ctx.text[start:end], "health", score, validity,
                               f"health.{form}", f"Mentions a {kind} you may have.", value))
        out += _disabilities(ctx) + _diagnoses(ctx) + _condition_acronyms(ctx) + _labelled(ctx)
        return out + _stem_drugs(ctx, out)


# Session 22: the value of a medical form's label, whatever its words ("Dx: NSTEMI last March", "Medical: lactose
# intolerance, asthma (mild)", "Allergies: penicillin", "PMH: T2DM"): the labels clinical notes, discharge summaries
# and intake forms use (diagnosis, medical history and its abbreviations PMH and Hx, allergies, medications), at a
# line's or a sentence's start, up to the line's or the sentence's end. "None", "n/a", "yes"/"no" are no details.
_LABELLED = re.compile(
    r"(?:^|(?<=[\n.;])[ \t]*)(?P<label>(?i:dx|diagnos[ie]s|medical(?:[ \t]+(?:history|conditions?))?|pmh|hx|"
    r"past[ \t]+medical[ \t]+history|allerg(?:y|ies)|medications?|meds|current[ \t]+medications?))[ \t]*:[ \t]*"
    r"(?P<v>(?!(?i:none|nil|n/?a|no|yes|nkda|unknown)\b)[^\s.;][^\n.;]{1,80}?)(?=[ \t]*(?:[.;]\s|[.;]?$|\n))",
    re.MULTILINE)


def _labelled(ctx: Context) -> list[Finding]:
    if ":" not in ctx.text:
        return []
    return [Finding(m.start("v"), m.end("v"), m.group("v"), "health", 0.85, "high", "health.labelled",
                    "A medical form's entry about someone's health.", m.group("v").lower())
            for m in _LABELLED.finditer(ctx.text)]


# Whatever a person is diagnosed with is a health condition, in any list or none ("my wife was diagnosed with MS last
# spring", "diagnosed with ME/CFS", "diagnosed with a rare form of vasculitis"): the words after "diagnosed with" or
# "a diagnosis of", up to four, until the clause ends or a word of time, place or another clause follows.
_DIAGNOSED = re.compile(
    r"\b(?:diagnosed\s+with|(?:a|the|my|his|her|their)\s+diagnosis\s+of)\s+(?:(?:a|an)\s+)?"
    r"(?!(?:it|this|that|something|nothing|anything|the\s+same)\b)"
    r"(?P<c>[\w/'’-]+(?:\s+[\w/'’-]+){0,3}?)"
    r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:last|this|in|at|on|when|after|before|back|and|but|so|since|about|yesterday|today|"
    r"recently|earlier|aged?|as|by|during|while|which|who|that|because|is|was|were|has|had|took|takes|came|made|"
    r"changed|meant|means)\b|\s+\d+\s+(?:years?|months?|weeks?|days?)\b)",
    re.IGNORECASE)


def _diagnoses(ctx: Context) -> list[Finding]:
    if "diagnos" not in ctx.lower:
        return []
    return [Finding(m.start("c"), m.end("c"), m.group("c"), "health", 0.9, "high", "health.diagnosis",
                    "Mentions a condition someone was diagnosed with.", m.group("c").lower())
            for m in _DIAGNOSED.finditer(ctx.text)]


# Conditions known by an acronym that is also something else (NHS and NINDS names: multiple sclerosis "MS", myalgic
# encephalomyelitis "ME", "ME/CFS", cystic fibrosis "CF", rheumatoid arthritis "RA", cerebral palsy "CP",
# amyotrophic lateral sclerosis "ALS"): a condition only where the words around say so, having, living with or
# dying of it ("I have MS", "living with CP", "passed from ALS",
# "because of my RA") or what a condition has after it ("my MS flared", "her CF meds", "my RA symptoms"). A degree
# ("my MS in Computer Science", "finished my MS"), software ("MS Word"), a state, a resident assistant's duty stay
# out. Ulcerative colitis' "UC" is left out: in the UK it is Universal Credit ("I'm on UC").
_ACRONYM_CONDITIONS = {"MS": "multiple sclerosis", "ME": "myalgic encephalomyelitis", "CF": "cystic fibrosis",
                       "RA": "rheumatoid arthritis", "CP": "cerebral palsy", "ME/CFS": "myalgic encephalomyelitis",
                       "ALS": "amyotrophic lateral sclerosis",
                       # session 20: postural tachycardia syndrome, Ehlers-Danlos syndromes, generalized anxiety
                       # disorder, congestive heart failure (also Swiss francs), gastro-oesophageal reflux disease
                       # (also the German name Gerd)
                       "POTS": "postural tachycardia syndrome", "EDS": "ehlers-danlos syndrome",
                       "GAD": "generalized anxiety disorder", "CHF": "heart failure", "GERD": "reflux disease"}
_ACRONYM_CONDITION = re.compile(r"(?<![\w/&.-])(?P<c>ME/CFS|MS|ME|CF|RA|CP|ALS|POTS|EDS|GAD|CHF|GERD)(?![\w/&.-])")
_HAVING_BEFORE = re.compile(
    r"\b(?:have|has|had|having|got|living\s+with|lives?\s+with|suffers?\s+(?:from|with)|suffering\s+(?:from|with)|"
    r"because\s+of|due\s+to|disability\s+for|benefits\s+for|treatment\s+for|meds\s+for|medication\s+for|"
    r"passed\s+(?:away\s+)?(?:from|of)|died\s+(?:from|of)|lost\s+(?:him|her|them)\s+to|battle\s+with|fight\s+with)"
    r"\s+(?:(?:my|his|her|their|our)\s+)?$", re.IGNORECASE)
_CONDITION_AFTER = re.compile(
    r"\s+(?:flare|flares|flared|flaring|flare-ups?|relapses?|symptoms?|meds|medications?|diagnosis|fatigue|nurse|"
    r"specialist|neurologist|rheumatologist|clinic|treatment|infusions?|attacks?|patients?|is\s+getting\s+worse|"
    r"got\s+worse|has\s+gotten\s+worse|progress(?:ed|es)?|exacerbations?)\b", re.IGNORECASE)
_NOT_CONDITION_AFTER = re.compile(r"\s*[\d.,]*\d|\s+(?:in(?!\s+(?:19|20)\d\d\b)|degree|program|programme|from|at|thesis|student|Word|Teams|Paint|Office|Excel|"
                                  r"duty|duties|training|job|position|meeting|floor)\b")


_EXACERBATION = re.compile(r"\s+exacerbations?\b", re.IGNORECASE)


def _condition_acronyms(ctx: Context) -> list[Finding]:
    out: list[Finding] = []
    for m in _ACRONYM_CONDITION.finditer(ctx.text):
        if _NOT_CONDITION_AFTER.match(ctx.text, m.end()):
            continue
        if not (_HAVING_BEFORE.search(ctx.text, max(0, m.start() - 40), m.start())
                or _CONDITION_AFTER.match(ctx.text, m.end())):
            continue
        start = m.start()
        lead = _POSSESSIVE.search(ctx.text[max(0, start - 8) : start])
        if lead and lead.group(1).lower() == "my":
            start -= len(lead.group(0))  # "my MS" → "my health condition"
        end = m.end()
        flare = _EXACERBATION.match(ctx.text, end)
        if flare:
            end = flare.end()  # "for CHF exacerbation" → "for a health condition", not "a health condition exacerbation"
        out.append(Finding(start, end, ctx.text[start:end], "health", 0.85, "high", "health.condition",
                           "Mentions a condition you may have.", _ACRONYM_CONDITIONS[m.group("c")]))
    return out


# A disability said of a person: a form of "be", "was born" or "went" (and a degree: "legally", "profoundly",
# "both"), the adjective, then the clause ends or goes on ("and", "since", "in one eye", "after the stroke"). The
# figurative senses put a noun or "to"/"by"/"with" after it: "blind to his faults", "paralysed by fear", "deaf to
# reason", "a blind date"; "tone deaf", "colour blind" are kept out by the word before.
_DISABILITY = re.compile(
    r"\b(?P<who>i['’]?m|i am|im|i was|i've been|i’ve been|we['’]re|we are|we were|(?P<other>(?:my|our|his|her)\s+[a-z]+"
    r"\s+(?:is|was|has been|are|were)|(?:he|she|they)(?:['’]s|['’]re|\s+is|\s+was|\s+are|\s+were)))"
    r"(?:\s+(?:born|now|both|also|profoundly|legally|partially|completely|totally|fully|severely|going|gone|went))*"
    rf"\s+(?P<adj>{'|'.join(sorted(DISABILITY_ADJECTIVES, key=len, reverse=True))})\b(?!\s+(?:to|by|with|from|date|spot|drunk|faith|trust|panic|rage)\b)(?!-)",
    re.IGNORECASE)
_WENT_BLIND = re.compile(r"\b(?P<who>i|we)\s+(?:went|am going|'m going|’m going)\s+"
                         r"(?P<adj>deaf|blind)\b(?!\s+(?:to|by|with|drunk)\b)", re.IGNORECASE)
_DISABILITY_WORDS = phrase_words(tuple(DISABILITY_ADJECTIVES))
_DEGREE_BEFORE = re.compile(r"\b(?:legally|profoundly|partially|completely|totally|severely)\s+$", re.IGNORECASE)


def _disabilities(ctx: Context) -> list[Finding]:
    if not ctx.may_match(_DISABILITY_WORDS):
        return []
    out = []
    for regex in (_DISABILITY, _WENT_BLIND):
        for m in regex.finditer(ctx.text):
            adj = m.group("adj").lower()
            other = "other" in regex.groupindex and m.group("other") is not None
            start = m.start("adj")
            degree = _DEGREE_BEFORE.search(ctx.text, max(0, start - 12), start)
            if degree is not None:
                start = degree.start()  # "legally blind" → "disabled", not "legally disabled"
            out.append(Finding(start, m.end("adj"), ctx.text[start : m.end("adj")], "health", 0.85, "high", "health.adjective",
                               "Mentions a disability " + ("someone you mention has." if other else "you may have."),
                               ADJECTIVES[adj], subject="other" if other else "unknown"))
    return out
