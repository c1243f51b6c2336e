"""Job titles and the field each belongs to (the field is what a title generalizes to)."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from .beliefs import clergy
from .wordnet_jobs import wordnet_titles

# Titles Faker's list lacks or words differently; short everyday ones matter most in comments.
EXTRA_TITLES = tuple(
    t.strip()
    for t in """nurse, teacher, engineer, developer, software developer, software engineer, web developer,
    full stack developer, frontend developer, backend developer, game developer, programmer, coder,
    data scientist, data analyst, astronomer, barista, bartender, waiter, waitress, chef, cook, baker,
    butcher, lawyer, attorney, paralegal, judge, doctor, physician, surgeon, dentist, pharmacist,
    paramedic, midwife, therapist, psychologist, psychiatrist, counselor, counsellor, social worker,
    accountant, auditor, banker, financial analyst, financial manager, financial advisor, actuary,
    trader, economist, architect, graphic designer, designer, artist, painter, photographer, writer,
    author, journalist, editor, film editor, video editor, musician, actor, curator, art curator,
    librarian, professor, university professor, college professor, lecturer, tutor, principal,
    high school principal, teaching assistant, researcher, research scientist, scientist, physicist,
    chemist, biologist, geologist, mechanic, electrician, plumber, carpenter, welder, contractor,
    construction worker, firefighter, police officer, cop, detective, soldier, pilot, flight attendant,
    truck driver, taxi driver, bus driver, driver, courier, farmer, gardener, cleaner, janitor, cashier,
    retail worker, retail guy, retail assistant, sales assistant, shop assistant, shop owner, store manager, sales manager, salesperson, manager,
    project manager, product manager, development manager, business development manager, consultant,
    environmental consultant, management consultant, marketing manager, entrepreneur, ceo, cto,
    receptionist, secretary, administrator, civil servant, health inspector, inspector, veterinarian,
    optometrist, radiologist, nutritionist, dietitian, personal trainer, coach, translator,
    interpreter, hairdresser, barber, stylist, tattoo artist, real estate agent, realtor,
    insurance agent, analyst, security guard, sysadmin, devops engineer, it technician, technician,
    lab technician, server, film maker, filmmaker, web designer, ux designer, data engineer""".split(",")
)
# The stages a school is named by (US, UK and Commonwealth systems): "a high school teacher" is one title, so the
# stage goes with it ("I'm a high educator" was left when only "school teacher" was known).
SCHOOL_STAGES = ("high", "middle", "elementary", "primary", "secondary", "grade", "junior high", "senior high",
                 "nursery", "grammar", "prep", "public", "private", "boarding")
# Faker entries that read as ordinary words ("runner" and "copy" are Faker's "Runner, broadcasting/film/video"
# and "Copy"; WordNet's first senses: a smuggler or one who runs, a reproduction).
_JUNK = frozenset({"land", "make", "best boy", "buyer", "dealer", "gaffer", "careers adviser", "runner", "copy"})

# Field of work for a title, by the first keyword found in it (order matters: most specific first).
FIELDS: tuple[tuple[str, str], ...] = (
    (r"software|developer|programmer|coder|web|data|devops|sysadmin|\bit\b|computer|game|\bcto\b|systems", "tech"),
    (r"nurse|doctor|physician|surgeon|dentist|pharmac|paramedic|midwife|therap|psychiat|psycholog|medical|"
     r"clinical|health|radiolog|optometr|nutrition|dietit|veterinar|\bvet\b|hospital|care", "healthcare"),
    (r"teacher|professor|lecturer|tutor|principal|teaching|educat|school|academic|librarian", "education"),
    (r"lawyer|attorney|solicitor|barrister|paralegal|judge|legal|law", "law"),
    (r"account|auditor|bank|financ|actuar|trader|econom|tax(?!i)|investment|insurance", "finance"),  # not "taxi"
    (r"chef|cook|baker|butcher|barista|bartender|waiter|waitress|\bserver\b|restaurant|catering|hotel|hospitality", "hospitality"),
    (r"retail|cashier|shop|store|sales", "retail"),
    (r"design|artist|painter|photograph|writer|author|journalist|editor|musician|actor|curator|film|"
     r"architect|animator|illustrat|copywriter|media|tattoo", "creative"),
    (r"research|scientist|physicist|chemist|biolog|geolog|astronom|laboratory|\blab\b", "science"),
    (r"mechanic|electrician|plumber|carpenter|welder|construction|builder|technician|contractor", "trades"),
    (r"police|cop|detective|firefight|soldier|military|civil serv|inspector|officer|government", "public service"),
    (r"pilot|flight|driver|courier|transport|logistics", "transport"),
    (r"farm|garden|agricultur", "agriculture"),
    (r"engineer", "engineering"),
    (r"manager|consultant|executive|entrepreneur|\bceo\b|business|marketing|administrat|secretary|"
     r"receptionist|analyst|owner", "business"),
)

# What a title becomes: a worker noun of its field (used after an article: "a healthcare worker"). One word where
# English has one that names anyone in the field and no single job (issue 12, round 8: fewer words changed for
# the same information removed): "educator" (WordNet: "someone who educates young people"), "creative" (a noun
# for anyone in the creative trades: "I'm a creative"), "researcher" (WordNet: "a scientist who devotes himself
# to doing research"). The others keep two words: "tech worker", "healthcare worker" have no one-word form that
# is not slang ("techie") or one job ("medic"); "legal", "finance" as nouns do not name people.
FIELD_NOUNS = {
    "tech": "tech worker",
    "healthcare": "healthcare worker",
    "education": "educator",
    "law": "legal professional",
    "finance": "finance professional",
    "hospitality": "hospitality worker",
    "retail": "shop worker",  # not "retail worker": that is a job title people give as theirs
    "creative": "creative",
    "science": "researcher",
    "trades": "tradesperson",
    "public service": "public servant",
    "transport": "transport worker",
    "agriculture": "agricultural worker",
    "engineering": "technical professional",
    "business": "business professional",
}
UNKNOWN_NOUN = "professional"

# Words that may stand before a title and belong to it ("a junior software developer").
MODIFIERS = frozenset(
    """junior senior lead head chief principal assistant associate trainee apprentice freelance
    freelancing part-time full-time retired former ex staff registered certified licensed qualified
    self-employed independent""".split()
    # session 20: a rank's grade written as a digit ordinal ("a 2nd lieutenant", "a 1st class petty officer"
    # keeps "class"): not "second"/"first", which count people ("a second nurse came in")
    + ["1st", "2nd", "3rd"]
    # session 21: the shift or the terms one works on, as staffing agencies and rotas write them ("a night-shift RN",
    # "an agency nurse", "a per-diem CNA", "a seasonal picker")
    + ["night-shift", "day-shift", "overnight", "agency", "per-diem", "seasonal", "temp"]
    # session 24: the emergency number a call-taker answers, written before the title ("a 911 dispatcher", "a 999
    # call handler", "a 112 operator": the US/Canada, UK and EU numbers)
    + ["911", "999", "112"]
)

# Titles that are ordinary words too often to count without a strong cue.
WEAK_TITLES = frozenset(
    """driver cook cleaner coach designer writer artist author editor manager analyst consultant
    administrator owner inspector officer trader contractor technician engineer developer server""".split()
)


def field_of(title: str) -> str | None:
    title = title.lower()
    if title not in titles():  # a WordNet title: the field of its nearest WordNet node, else its words'
        wordnet_field = wordnet_titles().fields.get(singular(title) or title)
        if wordnet_field is not None:
            return wordnet_field
    for pattern, name in FIELDS:
        if re.search(pattern, title):
            return name
    return None


@functools.lru_cache(maxsize=1)
def faker_titles() -> tuple[str, ...]:
    """Faker's job titles in lower case, as people say them: the qualifier after a comma and anything in
    parentheses dropped, the first of alternatives kept ("Film/video editor" → "film editor")."""
    from faker.providers.job.en_US import Provider

    return tuple(re.sub(r"(\w+)/[\w-]+", r"\1", re.sub(r"\(.*?\)", "", job.split(",")[0])).strip().lower()
                 for job in Provider.jobs)


@functools.lru_cache(maxsize=1)
def titles() -> frozenset[str]:
    """Lower-case job titles: Faker's list (faker_titles) plus the extras above."""
    out = {t.lower() for t in EXTRA_TITLES}
    out.update(title for title in faker_titles() if len(title) > 3 and title not in _JUNK)
    # session 24: the clergy (data/beliefs.py's WordNet titles, "priest", "rabbi", "vicar", "imam"): neither Faker nor
    # the WordNet import (whose roots leave "leader" out) had them, so "I'm a priest" was no job
    out.update(clergy())
    return _with_school_stages(out)


@functools.lru_cache(maxsize=1)
def title_heads() -> frozenset[str]:
    """The last words of Faker's job titles of two words or more ("officer", "adjuster", "specialist",
    "representative"): the heads other words make into titles ("payroll specialist")."""
    return frozenset(title.split()[-1] for title in faker_titles() if " " in title)


@functools.lru_cache(maxsize=1)
def base_titles() -> frozenset[str]:
    """`titles()` and WordNet's (data/wordnet_jobs.py), idioms included: what data/job_idioms.py reads heads from."""
    return titles() | _with_school_stages(wordnet_titles().fields)


@functools.lru_cache(maxsize=1)
def all_titles() -> frozenset[str]:
    """`base_titles()` less WordNet's compounds said more in another sense ("gold digger": data/job_idioms.py): what
    cues/occupation.py looks for."""
    from .job_idioms import other_sense_titles

    return base_titles() - other_sense_titles()


def _with_school_stages(titles: Iterable[str]) -> frozenset[str]:
    """The titles, and each "school …" title after every stage of SCHOOL_STAGES ("high school teacher")."""
    out = set(titles)
    return frozenset(out | {f"{stage} {t}" for t in out if t.startswith("school ") for stage in SCHOOL_STAGES})


def wordnet_only(title: str) -> bool:
    """A title only WordNet knows: no bare low finding, and its ambiguous words need the phrase to end."""
    return title not in titles()


@functools.lru_cache(maxsize=1)
def plurals() -> dict[str, str]:
    """Plural forms that are not the title + "s": "fishermen" → "fisherman", "coaches" → "coach"."""
    out: dict[str, str] = {}
    for title in all_titles():
        if title.endswith("man"):  # "policewoman" → "policewomen" too
            out[title[:-3] + "men"] = title
        elif re.search(r"(?:s|sh|ch|x)$", title):
            out[title + "es"] = title
    return out


def singular(title: str) -> str | None:
    """The title a plural form names ("historians", "fishermen", "coaches"), or None."""
    title = title.lower()
    if title in plurals():
        return plurals()[title]
    if title.endswith("s") and not title.endswith("ss") and title[:-1] in all_titles():
        return title[:-1]
    return None


# A job title that is also a verb ("cook", "judge", "nurse", "coach"), right after a subject, a modal, "to" or
# a negation, is the verb: "I'd judge that", "I nurse patients" name no job (cues/occupation.py, repeats.py).
VERB_BEFORE = re.compile(r"(?:\b(?:i|you|we|they|he|she|to|will|would|can|could|should|might|must|may|never|"
                         r"always|often|also|just|don['’]t|doesn['’]t|didn['’]t|won['’]t|can['’]t)|['’](?:d|ll))\s+$",
                         re.IGNORECASE)


@functools.lru_cache(maxsize=256)
def is_verb(word: str) -> bool:
    """WordNet lists the word as a verb (data/wordnet.py: `lookup` finds a synset of it; its verb index is
    read once, where each new word scanned it again: ~10 ms per word)."""
    from .wordnet import index_lemmas

    return word.lower().replace(" ", "_") in index_lemmas("v")
