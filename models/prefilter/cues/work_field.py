"""What the author does for a living, said without a job title: the industry they work in ("I work in
accounting", "I'm in construction", "my career in marketing") and the work itself ("after 30 years of
teaching", "I've been nursing for 20 years", "coding professionally"). Titles are cues/occupation.py's; this
is the same attribute in the other grammatical shapes, and it generalizes the same way: to the broad field
("I work in finance", "after 30 years of work").

Where the words come from: industries are the sectors and subsectors of NAICS 2022 (the US Census Bureau's
North American Industry Classification, https://www.census.gov/naics/) and of ISCO-08's major groups, in the
words people use for them in speech ("IT", "HR", "pharma"), each mapped by hand to the broad field of
data/jobs.py that job titles of that industry generalize to. The work gerunds are the verbs of the job
titles in data/jobs.py whose "-ing" form names the job rather than a pastime ("teaching", "nursing",
"bartending"; not "baking", "writing", "cooking").

Near misses kept out: study ("I'm in law school", "in my accounting class": cues/education.py), broad
fields that already are what the table writes ("I work in tech"), and gerunds with no sign of a job ("I was
teaching my son to ride a bike")."""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..context import Context
from ...records import Finding
from .first_person import FIRST_PERSON
from .lexicon import DETECTOR_PREFIX, RuledRecognizer, compile_terms, find_phrases, phrase_openings, phrase_words
from ..data.inflection import verb_forms
from .work_activity import VERBS

NAME = DETECTOR_PREFIX + "work_field"

# The broad field each industry generalizes to, written as it reads after "in" ("I work in finance").
_FIELDS = {
    "tech": "tech", "finance": "finance", "healthcare": "healthcare", "education": "education",
    "law": "the legal field", "trades": "the trades", "hospitality": "hospitality", "retail": "retail",
    "creative": "a creative field", "science": "research", "public": "the public sector",
    "transport": "transport", "agriculture": "agriculture", "engineering": "engineering",
    "business": "business",
}
# Which field of data/jobs.py (and of cues/jargon.py) each broad field is, for findings that agree on one
# (prefilter/field_agreement.py); work_field calls the public sector "public", the title fields "public service".
FIELD_OF_BROAD = {broad: ("public service" if key == "public" else key) for key, broad in _FIELDS.items()}
INDUSTRIES: dict[str, str] = {}
for _field, _words in {
    "tech": "software, IT, I.T., technology, web development, app development, cybersecurity, cyber security, "
            "data science, machine learning, devops, computing, game development, gamedev, telecom, telecoms, "
            "telecommunications, fintech, SaaS",
    "finance": "accounting, banking, investment banking, insurance, private equity, audit, auditing, tax, "
               "bookkeeping, wealth management, asset management, financial services, actuarial work",
    "healthcare": "nursing, medicine, health care, pharma, pharmaceuticals, dentistry, physiotherapy, "
                  "physical therapy, occupational therapy, radiology, cardiology, pediatrics, paediatrics, "
                  "oncology, psychiatry, mental health, social care, aged care, elder care, home care, "
                  "emergency medicine, veterinary medicine, midwifery, pharmacy",
    "education": "teaching, academia, higher education, higher ed, early childhood education, early years, "
                 "tutoring, special education, special ed",
    "law": "law, legal, litigation, corporate law, criminal law, family law, immigration law",
    "trades": "construction, plumbing, carpentry, welding, roofing, HVAC, electrical work, landscaping, "
              "manufacturing, joinery",
    "hospitality": "food service, restaurants, catering, tourism, the restaurant industry, the hotel industry, "
                   "hotels, the service industry, events",
    "retail": "sales, customer service, e-commerce, ecommerce, wholesale",
    "creative": "marketing, digital marketing, advertising, PR, public relations, journalism, publishing, "
                "media, film, TV, television, graphic design, design, architecture, fashion, the music industry, "
                "animation, photography, copywriting, game design, interior design",
    "science": "biotech, biotechnology, life sciences, lab work, R&D",
    "public": "government, the civil service, civil service, public service, policing, law enforcement, "
              "the military, the army, the navy, the air force, firefighting, social work, the nonprofit sector, "
              "nonprofits, non-profits, NGOs, local government",
    "transport": "logistics, shipping, aviation, trucking, transportation, the airline industry, supply chain, "
                 "freight",
    "agriculture": "farming, forestry, fishing, fisheries, horticulture",
    "engineering": "civil engineering, mechanical engineering, aerospace, oil and gas, energy, mining, "
                   "utilities, automotive",
    "business": "HR, human resources, consulting, management consulting, operations, recruiting, recruitment, "
                "admin, administration, real estate, project management, procurement, business development",
}.items():
    for _word in _words.split(","):
        INDUSTRIES[_word.strip()] = _FIELDS[_field]

# Gerunds that name a job: the work of a title in data/jobs.py.
_WORK = {"teaching": "education", "nursing": "healthcare", "lecturing": "education", "tutoring": "education",
         "bartending": "hospitality", "waitressing": "hospitality", "waiting tables": "hospitality",
         "lawyering": "law", "practicing law": "law", "practising law": "law", "practicing medicine": "healthcare",
         "practising medicine": "healthcare", "programming": "tech", "coding": "tech", "bookkeeping": "finance",
         "accounting": "finance", "policing": "public", "preaching": "public", "trucking": "transport",
         "hairdressing": "creative", "bricklaying": "trades", "plumbing": "trades", "welding": "trades",
         "firefighting": "public", "farming": "agriculture", "consulting": "business", "freelancing": "business",
         "engineering": "engineering", "social work": "public"}

_INDUSTRY = compile_terms(tuple(INDUSTRIES))
# And the gerunds of the verbs WordNet derives job titles from (cues/work_activity.py: "editing",
# "translating", "ranching", "prosecuting"): "ten years of editing", "I've been translating for a decade".
for _verb in VERBS:
    _WORK.setdefault(verb_forms(_verb).gerund, "other")
_WORK_TERMS = compile_terms(tuple(_WORK))
# The job gerunds, for the other detectors of a field said without a title (cues/field_too.py).
WORK_GERUNDS: Mapping[str, str] = _WORK
# A draft without one word of any of their phrases as a token skips the two regexes (Context.may_match).
_INDUSTRY_FIRST = phrase_words(INDUSTRIES)
_WORK_FIRST = phrase_words(_WORK)
# Where one can start: the regexes are tried only at these tokens (lexicon.find_phrases).
_INDUSTRY_OPENINGS = phrase_openings(INDUSTRIES)
_WORK_OPENINGS = phrase_openings(_WORK)
# "I work in", "I'm in", "my career in", "a background in", "ten years in", "the … industry".
_IN_CUE = re.compile(
    r"\b(?:i\s+work|i['’]ve\s+worked|i\s+worked|i['’]m\s+working|i\s+am\s+working|i['’]m|i\s+am|im|"
    r"working|worked|work|career|job|jobs|background|experience|years|decades|employed|been|started\s+out|"
    r"got\s+into|get\s+into|moved\s+into|switched\s+to|transitioned\s+into)\s+(?:(?:full[- ]time|part[- ]time|"
    r"professionally|mostly|mainly|now|currently|still)\s+)?(?:in|into|to)\s+$", re.IGNORECASE)
_STUDY_AFTER = re.compile(r"^\s+(?:school|class|classes|degree|major|student|students|course|courses|exam|exams|"
                          r"program|programme|studies|101)\b", re.IGNORECASE)
_WORK_BEFORE = re.compile(
    r"(?:\b(?:years?|decades?)\s+of|\bbeen|\bretired\s+from|\bquit|\bleft|\bafter\s+(?:\w+\s+){0,2}years\s+of|"
    r"\bcareer\s+in|\bstarted)\s+$", re.IGNORECASE)
_WORK_AFTER = re.compile(r"^\s+(?:for\s+a\s+living|professionally|full[- ]time|part[- ]time)\b", re.IGNORECASE)
# A word right after a gerund that starts its object ("coding Java apps", "teaching kids"), not a new clause,
# a preposition or punctuation ("teaching in Ohio", "teaching, I", "teaching I retired").
_OBJECT_AFTER = re.compile(
    r"^\s+(?!(?:in|at|for|to|on|from|by|with|of|and|or|but|so|as|because|before|after|since|until|while|when|"
    r"then|than|that|which|who|i|you|he|she|we|they|it|is|was|were|are|has|had|have|made|makes|taught|teaches|gave|"
    r"gives|left|leaves|now|again|anymore|full|part|professionally|myself|here|there|too|though)\b)[^\W\d_]",
    re.IGNORECASE)
# "the … industry" is the author's only with the author as its subject or owner ("I'm in the tech industry", "my
# years in the tech industry"); any first person (FIRST_PERSON) is too wide there: "tell me about the tech industry".
_SUBJECT_OR_OWNER = re.compile(r"\b(?:i|my|i'm|i’m)\b")
_BEEN_AFTER = re.compile(r"^\s+(?:for|since|at|in)\b", re.IGNORECASE)
# The author's workplace named by its industry: "my law firm", "at an architecture firm", "our dental practice".
_WORKPLACE_AFTER = re.compile(r"^\s+(?:firm|firms|agency|practice|clinic|studio|consultancy|company|startup|"
                              r"department|office)\b", re.IGNORECASE)
_WORKPLACE_BEFORE = re.compile(r"(?:\b(?:my|our)\s+(?:own\s+|old\s+|current\s+|little\s+|small\s+)?"
                               r"|\b(?:i\s+work|i['’]m\s+working|i\s+worked|i['’]ve\s+worked|working|employed|job|"
                               r"intern(?:ing)?)\s+(?:at|for|in)\s+(?P<det>the|an?)\s+(?:small\s+|big\s+|local\s+|large\s+)?)$",
                               re.IGNORECASE)


def _replacement(text: str, value: str | None) -> str | None:
    kind, _, field = (value or "").partition(":")
    if kind == "industry":
        return field or None
    if kind == "work":
        return "work"
    if kind in ("working", "working with"):
        return kind
    if kind == "workplace":  # "my law firm" → "my firm", "an architecture firm" → "a firm"
        return field
    return None


class WorkFieldRecognizer(RuledRecognizer):
    name = NAME
    categories = ("occupation",)
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for m in (find_phrases(_INDUSTRY, _INDUSTRY_OPENINGS, ctx) if ctx.may_match(_INDUSTRY_FIRST) else ()):
            field = INDUSTRIES.get(m.group()) or INDUSTRIES.get(m.group().lower()) or _lookup(m.group())
            if not field or m.group().lower() == field:
                continue
            before, after = ctx.before(m.start(), 60), ctx.text[m.end() : m.end() + 20]
            industry_after = re.match(r"^\s+(?:industry|sector|field|business|world)\b", after, re.IGNORECASE)
            if _STUDY_AFTER.match(after):
                continue  # "I'm in law school": study, not work
            place = _WORKPLACE_BEFORE.search(before) if _WORKPLACE_AFTER.match(after) else None
            if place is not None:
                start, det = m.start(), place.group("det")
                # "an architecture firm" → "a firm": an article right before the word goes with it.
                article = bool(det) and det.lower() in ("a", "an") and place.end("det") == len(before) - 1
                if article:
                    start = m.start() - len(before) + place.start("det")
                span_end = m.end() + len(after) - len(after.lstrip())
                out.append(Finding(start, span_end, ctx.text[start:span_end], "occupation", 0.7, "high", NAME,
                                   "Says the industry of the place you work.", "workplace:" + (("an " if after.lstrip()[:1].lower() in "aeiou" else "a ") if article else "")))
                continue
            if not FIRST_PERSON.search(ctx.text, max(0, m.start() - 60), m.start()):
                continue  # "a career in law is hard": nobody's in particular
            if not (_IN_CUE.search(before) or (industry_after and re.search(r"\bthe\s+$", before)
                                               and _SUBJECT_OR_OWNER.search(before))):
                continue
            out.append(Finding(m.start(), m.end(), m.group(), "occupation", 0.7, "high", NAME,
                               "Says the industry you work in.", f"industry:{field}"))
        for m in (find_phrases(_WORK_TERMS, _WORK_OPENINGS, ctx) if ctx.may_match(_WORK_FIRST) else ()):
            before, after = ctx.before(m.start(), 40), ctx.text[m.end() : m.end() + 25]
            if any(f.start <= m.start() < f.end for f in out):
                continue
            of_years = re.search(r"\b(?:years?|decades?)\s+of\s+$", before) or re.search(r"\bcareer\s+in\s+$", before)
            been = re.search(r"(?:\bbeen|\bretired\s+from|\bquit|\bleft|\bstarted)\s+$", before)
            if of_years:
                # "after 30 years of teaching" → "after 30 years of work"; with an object after the gerund,
                # "years of coding Java apps" → "years of working with Java apps" (not "years of work Java apps")
                kind = "working with" if _OBJECT_AFTER.match(after) else "work"
            elif been and (_BEEN_AFTER.match(after) or re.search(r"\b(?:retired\s+from|quit|left)\s+$", before)):
                kind = "work" if re.search(r"\b(?:retired\s+from|quit|left)\s+$", before) else "working"
            elif _WORK_AFTER.match(after):
                kind = "working"  # "coding professionally" → "working professionally"
            else:
                continue
            out.append(Finding(m.start(), m.end(), m.group(), "occupation", 0.6, "medium", NAME,
                               "The work you have done for years hints at your job.", kind))
        return out


def industry_field(text: str) -> str | None:
    """The broad field of an industry as written ("nursing" → "healthcare"), None for a word that is none."""
    return INDUSTRIES.get(text) or _lookup(text)


def _lookup(text: str) -> str | None:
    folded = " ".join(text.split()).lower()
    return next((v for k, v in INDUSTRIES.items() if k.lower() == folded), None)
