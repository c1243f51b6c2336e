"""The jargon of a line of work ("debugging nested divs", "charting after rounds in scrubs", "drowning in
legalese and depositions", "lesson plans and grading"): an occupation said by its words rather than its
title. One term says little (anyone may mention a deposition); several terms of one field in a draft, or
one with the author at work ("at work", "my shift", "my clients"), say what the author does. Each term
becomes a plain word that any job could use ("scrubs" → "work clothes", "depositions" → "meetings").

Where the words come from: for each broad field of data/jobs.py, the tools, documents, places and routines
that O*NET OnLine lists under "Tools & Technology" and "Work Activities" for that field's occupations
(https://www.onetonline.org), in the words workers use for them, written down by hand with a neutral
replacement. Only terms that are rare outside the field are kept ("bugs", "patients", "contracts",
"campaigns" are everyday words or have other detectors).

Round 5 (issue 12) added, from the same O*NET pages: waiting tables and the barista's counter ("serving
tables", "running plates", "slinging shots"), the electronics bench ("multimeters", "soldering", "vacuum
tubes"), crop farming ("crops", "harvests", "sowing seeds") and archaeology ("dig sites", "excavations",
"artifacts"); the words with lives outside work (hobbies, metaphors, museums) are in AMBIGUOUS.

Round cues17 (issue 12) added the workplace said as the author's: "our newsroom", "on our ward", "on my
beat", the teachers' lounge; each with an everyday or other person's sense ("The Newsroom" on TV, visiting
someone "on the ward", a producer's beat, a pupil in the teachers' lounge), so alone each counts only as the
author's ("our"), at work, or beside a second term of its field.

Near misses kept out: one term with no work around it ("a court drama with depositions"), terms in other
senses by case ("CAD" is capital-only; "git" in lower case is also a British insult and is left out)."""

from __future__ import annotations

import re

from ..context import Context
from ...records import Finding
from .lexicon import LexiconRecognizer, _key

JARGON: dict[str, tuple[str, str]] = {}
for _field, _terms in {
    "tech": {
        "codebase": "project", "codebases": "projects", "debugging": "fixing", "refactoring": "reworking",
        "pull request": "change", "pull requests": "changes", "merge conflicts": "conflicts",
        "merge conflict": "conflict", "deployments": "releases", "deployment pipeline": "release process",
        "CI pipeline": "release process", "backend": "system", "back-end": "system", "frontend": "interface",
        "front-end": "interface", "JavaScript": "code", "TypeScript": "code", "CSS": "styling",
        "divs": "page parts", "div": "page part", "nested divs": "page parts", "unit tests": "checks",
        "stack traces": "error logs", "stack trace": "error log", "standups": "meetings", "standup": "meeting",
        "stand-ups": "meetings", "sprint planning": "planning", "Jira tickets": "tasks", "Jira": "the tracker",
        "StackOverflow": "the forums", "Stack Overflow": "the forums", "GitHub": "the site", "APIs": "interfaces",
        "API": "interface", "SQL queries": "queries", "Kubernetes": "the system", "Docker": "the system",
        "compiling": "building", "the terminal": "the computer",
        # round 5 (O*NET "Software Developers": Tools & Technology)
        "regex": "patterns", "regexes": "patterns", "debug": "fix",
        # round 8 (O*NET "Software Developers": work activities, "review code")
        "code review": "review", "code reviews": "reviews",
    },
    "healthcare": {
        "scrubs": "work clothes", "a pair of scrubs": "work clothes", "charting": "paperwork", "triage": "sorting", "the ICU": "the unit",
        "ICU": "unit", "the ER": "work", "night shifts": "late shifts", "on-call shifts": "long shifts",
        # session 19: the licensing exams of nurses (NCSBN's NCLEX) and doctors (the USMLE, the UK's PLAB)
        "NCLEX": "licensing exam", "the NCLEX": "the licensing exam", "USMLE": "licensing exam", "the USMLE": "the licensing exam",
        "PLAB": "licensing exam",
        "bedside manner": "manner", "vitals": "checks", "code blue": "emergency", "clinicals": "training",
        "residency": "training", "the wards": "the floors", "wards": "floors", "ward rounds": "rounds",
        "stethoscope": "tools", "IV drips": "supplies", "bedpans": "chores", "med pass": "rounds",
        "patient charts": "records", "discharge papers": "paperwork",
        # cues17: the ward as where the author works ("on the ward", "on our ward"; O*NET "Registered Nurses")
        "on the ward": "at work", "on my ward": "at work", "on our ward": "at work",
    },
    "law": {
        "legalese": "jargon", "depositions": "meetings", "deposition": "meeting", "billable hours": "work hours",
        "case law": "old decisions", "the bar exam": "a big exam", "bar exam": "big exam", "litigation": "disputes",
        "legal briefs": "documents", "briefs": "documents", "courtroom": "room", "the courtroom": "the room",
        "case files": "files", "affidavits": "documents", "subpoenas": "letters", "precedents": "past decisions",
        "contract clauses": "details", "legal jargon": "jargon",
    },
    "education": {
        "lesson plans": "plans", "lesson planning": "planning", "grading papers": "doing paperwork",
        "grading essays": "doing paperwork", "parent-teacher conferences": "meetings", "parent-teacher meetings": "meetings",
        "staff room": "break room", "staffroom": "break room", "report cards": "reports", "homeroom": "morning group",
        "recess duty": "break duty", "playground duty": "break duty", "my classroom": "my workplace",
        "my pupils": "the people I work with", "marking essays": "doing paperwork", "marking papers": "doing paperwork",
        # round 5 (O*NET "Teachers", "Postsecondary Teachers": work activities)
        "class prep": "prep", "lecture prep": "prep", "lesson prep": "prep", "grading": "checking",
        # cues17: the teachers' own room at school, as "staff room" above (O*NET "Teachers": work context)
        "teachers' lounge": "break room", "teachers lounge": "break room", "teacher's lounge": "break room",
        "faculty lounge": "break room", "teachers' room": "break room",
    },
    "creative": {
        "blueprints": "plans", "floor plans": "plans", "AutoCAD": "software", "CAD": "software",
        "renderings": "drawings", "building codes": "rules", "load-bearing": "structural", "mood boards": "sketches",
        "mood board": "sketch", "Photoshop": "software", "Illustrator": "software", "InDesign": "software",
        "color palettes": "choices", "colour palettes": "choices", "typography": "lettering", "kerning": "spacing",
        "client briefs": "requests", "design briefs": "requests", "wireframes": "sketches", "storyboards": "sketches",
        "deadlines at the paper": "deadlines", "copy edits": "edits", "byline": "name", "bylines": "names",
        # cues17: the workplace said as the author's ("our newsroom"; O*NET "News Analysts, Reporters, and
        # Journalists": work context)
        "newsroom": "office", "the newsroom": "the office",
        # round 5 (O*NET "Editors", "News Analysts, Reporters, and Journalists": work activities)
        "proofreading": "checking", "copyediting": "editing", "copy-editing": "editing", "fact-checking": "checking",
    },
    "finance": {
        "ledgers": "records", "ledger": "records", "reconciliations": "checks", "tax season": "busy season",
        "quarter-end": "deadline", "month-end close": "deadline", "year-end close": "deadline",
        "balance sheets": "reports", "balance sheet": "report", "P&L": "report", "audits": "reviews",
        "spreadsheets and ledgers": "records", "Excel models": "files", "pivot tables": "tables",
        # session 19: the licensing exams of the accounting and finance professions (AICPA's CPA Exam, CFA
        # Institute's levels, ACCA's and CIMA's qualifications), as a candidate names them
        "CPA exam": "professional exam", "the CPA exam": "a professional exam", "my CPA exam": "my professional exam",
        "CPA exams": "professional exams", "CFA Level I": "a professional exam", "CFA Level II": "a professional exam",
        "CFA Level III": "a professional exam", "CFA exam": "professional exam", "ACCA exams": "professional exams",
        "CIMA exams": "professional exams",
    },
    "hospitality": {
        "front of house": "the floor", "back of house": "the back", "mise en place": "prep", "the till": "the counter",
        "the register": "the counter", "stocking shelves": "restocking", "the dinner rush": "the busy hours",
        "lunch rush": "busy hours", "the lunch rush": "the busy hours", "86'd": "out", "the pass": "the counter",
        "table turnover": "pace",
        # round 5 (O*NET "Waiters and Waitresses", "Baristas": work activities in workers' words)
        "waiting tables": "working shifts", "waited tables": "worked shifts", "wait tables": "work shifts",
        "serving tables": "working shifts", "bussing tables": "clearing up", "running plates": "working the floor",
        "slinging coffee": "making coffee", "slinging drinks": "serving drinks", "slinging shots": "serving drinks",
        "pulling shots": "making coffee", "pulling espresso shots": "making coffee",
    },
    "trades": {
        "job site": "site", "jobsite": "site", "job sites": "sites", "hard hat": "helmet", "hard hats": "helmets",
        "scaffolding": "structures", "rebar": "materials", "drywall": "walls", "steel-toe boots": "work boots",
        "steel-toed boots": "work boots", "torque wrench": "tools",
        # round 5 (O*NET "Electricians", "Electrical and Electronic Engineering Technicians": Tools & Technology)
        "multimeter": "tester", "multimeters": "testers", "soldering iron": "tools", "soldering irons": "tools",
        "oscilloscope": "equipment", "oscilloscopes": "equipment", "wire strippers": "tools", "soldering": "fixing",
        "soldered": "fixed", "vacuum tubes": "parts", "circuit boards": "electronics", "breaker panels": "panels",
    },
    "science": {
        "grant proposals": "proposals", "grant proposal": "proposal", "grant writing": "writing", "peer review": "review",
        "peer reviewers": "reviewers", "pipettes": "tools", "pipetting": "lab work", "PCR": "tests", "fieldwork": "work",
        "field work": "work", "lab meetings": "meetings", "lab meeting": "meeting", "the lab bench": "the desk",
        "fume hood": "equipment", "the fume hood": "the equipment", "tenure track": "career path",
        "tenure-track": "career-path", "office hours": "meeting hours", "my postdoc": "my job", "postdoc": "job",
        # round 5 (O*NET "Archeologists": work activities)
        "dig site": "site", "dig sites": "sites", "excavations": "projects", "excavation": "project",
        "artifacts": "finds", "artefacts": "finds", "potsherds": "finds",
    },
    "transport": {
        "long hauls": "long trips", "long-haul": "long", "the rig": "the truck", "logbook": "log", "layovers": "stops",
        "layover": "stop", "the cockpit": "work", "red-eye flights": "night flights", "red-eyes": "night flights",
        "dispatch": "the office", "my route": "my rounds", "delivery route": "rounds", "the depot": "the yard",
    },
    "public service": {
        "the precinct": "work", "precinct": "office", "squad car": "car", "patrol car": "car", "on patrol": "on duty",
        "the beat": "the rounds", "on my beat": "on my rounds", "walking the beat": "on patrol", "the barracks": "base", "barracks": "base", "my unit": "my team",
        "my deployment": "my time away", "deployments": "tours", "caseload": "workload", "case notes": "notes",
        "home visits": "visits", "the firehouse": "the station", "fire station": "station",
    },
    "retail": {
        "the stockroom": "the back", "stock room": "back room", "restocking shelves": "restocking",
        "inventory counts": "counts", "the checkout": "the counter", "self-checkouts": "machines",
        "the sales floor": "the floor", "Black Friday shifts": "busy shifts", "holiday rush": "busy season",
    },
    "agriculture": {
        "calving season": "busy season", "lambing season": "busy season", "the harvest": "the season",
        "harvest season": "busy season", "livestock": "animals", "the herd": "the animals", "tractors": "machines",
        "the combine": "the machine", "the paddocks": "the fields", "paddocks": "fields",
        # round 5 (O*NET "Farmworkers and Laborers, Crop", "Farmers, Ranchers": work activities)
        "crops": "plants", "the crops": "the plants", "harvests": "seasons", "harvesting": "gathering",
        "sowing seeds": "planting", "sowing": "planting", "crop rotation": "planning",
    },
    "business": {
        "KPIs": "targets", "KPI": "target", "click-through rates": "numbers", "conversion rates": "numbers",
        "SEO": "visibility work", "quarterly targets": "targets", "stakeholder meetings": "meetings",
        "board meetings": "meetings", "the boardroom": "the office", "boardrooms": "offices", "pitch decks": "slides",
        "sales quotas": "targets", "cold calls": "calls", "cold calling": "calling",
    },
}.items():
    for _term, _plain in _terms.items():
        JARGON[_term] = (_field, _plain)

_AT_WORK = re.compile(
    r"\b(?:at work|my (?:job|work|shift|shifts|office|clients|boss|team|desk|practice|firm|career|workplace)|"
    r"coworkers|co-workers|colleagues|on the job|day job|work day|workday|at the office|my day|"
    r"i work|i'm working|i’m working|working as|my patients|my students)\b", re.IGNORECASE)
FIELD_MIN = 2  # distinct terms of one field in a draft that say what the author does
# Terms with an everyday sense too ("body scrubs", "briefs" the underwear, "the register" of a voice,
# "Illustrator" the person): alone they count only with the author at work nearby.
AMBIGUOUS = ("scrubs, briefs, wards, the wards, residency, vitals, audits, Illustrator, Docker, the register, "
             "the pass, the till, triage, renderings, the terminal, API, APIs, CSS, precedents, courtroom, "
             "the courtroom, byline, bylines, typography, scaffolding, drywall, kerning, compiling, backend, "
             "frontend, back-end, front-end, standup, standups, stand-ups, Jira, the ER, ICU, the ICU, night shifts, "
             "boardrooms, the boardroom, lesson plans, dispatch, the beat, the rig, my route, precinct, the harvest, "
             "livestock, tractors, barracks, my unit, postdoc, fieldwork, field work, the checkout, holiday rush, "
             "the combine, the herd, the depot, logbook, layover, layovers, fire station, office hours, "
             # round 5: hobbies, metaphors and museums use these too ("soldering a kit", "sowing seeds of doubt")
             "soldering, soldered, vacuum tubes, circuit boards, crops, the crops, harvests, harvesting, sowing, "
             "sowing seeds, excavations, excavation, artifacts, artefacts, slinging coffee, pulling shots, debug, "
             "grading, proofreading, fact-checking, "
             # cues17: a TV series, a hospital visit ("visiting mum on the ward"), a producer's beat ("rap on my
             # beat"), and pupils talk of the teachers' lounge too ("we snuck into the teachers' lounge")
             "newsroom, the newsroom, on the ward, on my beat, teachers' lounge, teachers lounge, teacher's lounge, "
             "faculty lounge, teachers' room")
_NEAR = 200  # characters around a term in which "at work", "my shift" … put the author at work


class JargonRecognizer(LexiconRecognizer):
    family = "jargon"
    category = "occupation"
    reason = "The jargon of a line of work hints at your job."
    TERMS = {term: plain for term, (_, plain) in JARGON.items()}
    NOT_BEFORE = re.compile(r"\b(?:homemade|body|face|facial|sugar|salt|coffee|lip|foot|exfoliating|diy)\s+$")  # "body scrubs"

    def find(self, ctx: Context) -> list[Finding]:
        found = super().find(ctx)
        if not found:
            return []
        fields: dict[str, set[str]] = {}
        for f in found:
            fields.setdefault(_field_of(f.text), set()).add(_key(f.text))
        out = []
        for f in found:
            at_work = bool(_AT_WORK.search(ctx.text[max(0, f.start - _NEAR) : f.end + _NEAR]))
            # "my scrubs", "our wards": the author's own, which only work gives them
            own = bool(re.search(r"\b(?:my|our)\s+$", ctx.before(f.start, 12)))
            strong = _key(f.text) not in _AMBIGUOUS or at_work or own or len(fields[_field_of(f.text)]) >= FIELD_MIN
            out.append(f if strong else Finding(f.start, f.end, f.text, f.category, 0.25, "low", f.detector,
                                                f.reason, f.value))
        return out


_AMBIGUOUS = frozenset(_key(t) for t in AMBIGUOUS.split(","))
_BY_KEY = {_key(term): field for term, (field, _) in JARGON.items()}


def _field_of(text: str) -> str:
    return _BY_KEY.get(_key(text), "")


def term_field(text: str) -> str:
    """The field of a jargon term as written ("grading" → "education"); "" for a term that is none."""
    return _field_of(text)
