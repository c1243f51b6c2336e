"""The deterministic generalization table: category + span → a wider, true replacement, or None.

Each category has one function taking the span text, the detector's normalized value (None for a
span the LLM flagged) and the detector name (which carries the grammatical form, e.g.
"place.city:modifier"). Replacements keep the span's determiner ("my husband" → "my partner") and
choose "a"/"an" for the new noun."""

from __future__ import annotations

import re
from collections.abc import Callable

from . import generalize_beliefs, generalize_criminal_record, generalize_ethnicity, generalize_trade_union
from .prefilter.context import AREA_LEAD_WORDS, PARENT_NOUNS

# Identifiers whose recognizer says more than their category: a bank's routing or sort code is no account
# number, a network card's address no IP address (by the detector's name before its dot, or the whole name
# where one recognizer finds several kinds: a flight, a seat and a booking reference).
DETECTOR_LABELS = {"bank_code": "[bank code]", "mac": "[device address]", "upi": "[UPI ID]",
                   "vehicle_registration": "[number plate]", "travel_booking.flight": "[flight]",
                   "travel_booking.seat": "[seat]", "travel_booking.locator": "[booking reference]",
                   "secret.password": "[password]", "secret.api_key": "[API key]", "secret.token": "[token]",
                   "secret.private_key": "[private key]", "home_dir": "[user]", "ssh_user": "[user]",
                   # everyday11: a childhood in care (cues/care_history.py) → a home, whichever the setting; the
                   # name for who one is ("a care leaver", "a former foster kid") → an age's
                   "relationship.care": "another home", "relationship.care_leaver": "young adult"}
# Explicit identifiers have no wider true value: they become a bracketed label.
GENERIC = {
    "email": "[email]",
    "phone": "[phone number]",
    "address": "[address]",
    "id_number": "[ID number]",
    "financial": "[account number]",
    "url": "[link]",
    "ip_address": "[IP address]",
    "username": "[username]",
    "secret": "[password]",
    "name": "[name]",
    "organization": "an organization",
    "city_country": "a place",
    "birth_city_country": "a place",
    "occupation": "my job",
    "education": "my studies",
    "health": "a health condition",
    "religion": "a faith",
    "politics": "my politics",
    "sexuality": "who I am",
    "ethnicity": "who I am",
    "trade_union": "an association",
    "criminal_record": "legal trouble",
    "income_level": "a living",
    "relationship_status": "my partner",
    "sex": "person",
    "age": "an adult",
}

_LEAD = re.compile(r"^(?:(?P<prep>in|from|to|at|near|around|of|as)\s+)?(?:(?P<det>a|an|the|my|his|her|our|their|your)\s+)?", re.IGNORECASE)


def generalize_text(category: str, text: str, value: str | None, detector: str) -> str | None:
    """Replacement for `text` of `category`, or None when the table does not cover it."""
    if detector.startswith("implicit."):  # implicit cues carry their own neutral words (prefilter/cues/lexicon.py)
        from .prefilter.cues.lexicon import implicit_replacement

        implicit = implicit_replacement(detector, text, value)
        if implicit is not None:
            return implicit
    label = DETECTOR_LABELS.get(detector.partition(":")[0]) or DETECTOR_LABELS.get(detector.partition(".")[0])
    if label is not None:
        return label
    rule = _RULES.get(category)
    if rule is None:
        return GENERIC.get(category)
    stripped = text.strip()
    if not stripped:
        return None
    out = rule(stripped, value, detector)
    if out is None:
        return None
    # Keep a capital at the start ("Divorced, …" → "Single, …") except for proper names, eponyms included: a
    # capital on "Parkinson's disease" or "Crohn's" says nothing about where the sentence starts.
    first = stripped.split()[0]
    proper = (category in _PROPER or detector.endswith((".school", ".employer")) or out in ("a university", "a college")
              or first.endswith(("'s", "’s")) or category in _BELIEFS and generalize_beliefs.names_a_faith_or_party(first)
              or category == "ethnicity"  # an origin's capital is its name's ("We're Roma" → "We're who we are")
              or detector == "trade_union.name")  # so is a union's ("signed up with Unite" → "with an association")
    if first[0].isupper() and first[1:].islower() and out[:1].islower() and not proper:
        out = out[0].upper() + out[1:]
    return out


def article(noun: str) -> str:
    """'a' or 'an' for a noun phrase (by sound for the usual exceptions)."""
    low = noun.lower()
    if low.startswith(("hour", "honest", "heir")):
        return "an"
    if low[:1] in "aeiou" and not low.startswith(("uni", "eu", "one", "use", "usu", "ukr")):
        return "an"
    return "a"


def with_determiner(noun: str, det: str | None, default_article: bool = True) -> str:
    """'my' + noun, 'a/an' + noun, or a bare noun when the span had no determiner."""
    if det and det.lower() not in ("a", "an"):
        return f"{det} {noun}"
    if det or default_article:
        return f"{article(noun)} {noun}"
    return noun


def _split(text: str) -> tuple[str, str | None, str]:
    m = _LEAD.match(text)
    prep = m.group("prep") if m else None
    det = m.group("det") if m else None
    return (prep + " " if prep else ""), det, text[m.end() if m else 0 :]


# ---- places ------------------------------------------------------------------------------------

# A stand-in names no place the pre-filter would find again in it: not a continent's name ("a city in Oceania"
# gave "Oceania" to the next analysis, which made it "a city in a place"), so Oceania is an adjective as the
# other continents are, and one word shorter.
_CITY = {"EU": "a European city", "AS": "an Asian city", "AF": "an African city", "NA": "a North American city",
         "SA": "a South American city", "OC": "an Oceanian city", "AN": "a remote place"}
_COUNTRY = {"EU": "a European country", "AS": "an Asian country", "AF": "an African country",
            "NA": "a North American country", "SA": "a South American country", "OC": "an Oceanian country",
            "AN": "a remote place"}
# regions1: a first-level region (data/gazetteer.py _add_regions) by its continent, as a city is
_REGION = {"EU": "a European region", "AS": "an Asian region", "AF": "an African region",
           "NA": "a North American region", "SA": "a South American region", "OC": "an Oceanian region"}
# A flag becomes the globe that shows its part of the world.
_GLOBE = {"EU": "🌍", "AF": "🌍", "NA": "🌎", "SA": "🌎", "AS": "🌏", "OC": "🌏"}
_ADJECTIVE = {"EU": "European", "AS": "Asian", "AF": "African", "NA": "North American", "SA": "South American",
              "OC": "Pacific", "AN": "polar"}


def continent_adjective(country_code: str) -> str | None:
    """The adjective of a country's continent ("KR" → "Asian"), as a demonym is widened (one table for places and
    origins)."""
    from .prefilter.data.gazetteer import gazetteer

    continent = gazetteer().continent_of.get(country_code)
    return _ADJECTIVE.get(continent) if continent else None


_COMPASS_LEAD = re.compile(rf"^(?:{AREA_LEAD_WORDS})\s+(?=\S)", re.IGNORECASE)


def _place(text: str, value: str | None, detector: str) -> str | None:
    from .prefilter.context import fold
    from .prefilter.data.gazetteer import gazetteer

    gaz = gazetteer()
    kind, _, form = detector.partition(":")
    # "north Sweden" (cues/places.py takes a compass word with the name): the stand-in says the whole country
    if kind in ("place.country", "place.state", "place.province", "place.region", "place.city") and \
            gaz.lookup(fold(text)) is None:
        text = _COMPASS_LEAD.sub("", text)  # not "South Africa", a name of its own
    prep, det, rest = _split(text)
    if kind == "place.area":
        return prep + "a nearby area"
    if kind == "place.landmark":
        return prep + "a local landmark"
    if kind == "place.range":  # "the Andes" → "the mountains": which range is the region
        return prep + "the mountains"
    if kind == "place.flag":
        country = gaz.lookup(fold(value or ""))
        return _GLOBE.get(country.continent if country else "", "🌐")
    possessive = rest.endswith(("'s", "’s"))
    core = rest[:-2] if possessive else rest
    whole = text[len(prep) :] if text[: len(prep)].lower() == prep.lower() else text  # "the states"
    # "Somerville, MA" and, before a postcode, "Somerville MA": the town without its state's postal code
    place = gaz.lookup(fold(whole)) or gaz.lookup(fold(core)) or gaz.lookup(fold(core.split(",")[0].strip())) \
        or gaz.lookup(fold(re.sub(r"\s+[A-Z]{2}$", "", core)))
    continent = None
    if value and kind != "place.demonym":
        country = gaz.lookup(fold(value.split(",")[-1].strip()))
        continent = country.continent if country else None
    if kind == "place.regional_demonym":  # "a proud Texan" → "a proud North American", "we Geordies" → "we locals"
        from .prefilter.data.demonyms import REGIONAL_DEMONYMS, regional_demonym

        regional = regional_demonym(core)
        if regional is None or regional[1] not in gaz.continent_of:
            return prep + "local"
        if core.lower() not in REGIONAL_DEMONYMS:  # the plural for the people
            return prep + "locals"
        return prep + _ADJECTIVE[gaz.continent_of[regional[1]]]
    if kind == "place.demonym" and form == "language":  # "between Dutch and English": no continent is a language
        return "the local language"
    if kind == "place.demonym" and form == "plural":
        return "locals"
    if kind == "place.demonym" and form == "noun":  # the span starts with its article: "an Aussie"
        return "a local"
    if kind == "place.demonym" or (place is None and not detector):
        from .prefilter.data.demonyms import DEMONYMS

        code = DEMONYMS.get(fold(re.sub(r"^an?\s+", "", core, flags=re.IGNORECASE)))
        if code and code in gaz.continent_of:
            adjective = _ADJECTIVE[gaz.continent_of[code]]
            return prep + (f"{article(adjective)} {adjective}" if form == "article" else adjective)
    if place is None:
        return None if not detector else prep + "a place"
    continent = continent or place.continent
    if possessive or form == "possessive":
        noun = {"country": "country", "state": "state", "province": "province", "region": "region"}.get(place.kind, "city")
        return f"{prep}the {noun}'s"
    if form == "modifier":
        return prep + "local"
    if form == "bare_modifier":
        return prep + "the local"
    if place.kind == "country":
        return prep + _COUNTRY.get(continent, "a country")
    if place.kind == "state":
        return prep + "a US state"
    if place.kind == "province":
        return prep + "a Canadian province"
    if place.kind == "region":  # regions1: "emigrated from Kerala" → "from an Asian region", as a city names its
        # continent; a country in the stand-in ("a region of India") would be found again as a place
        return prep + _REGION.get(continent, "a region")
    return prep + _CITY.get(continent, "a city")


# ---- occupation --------------------------------------------------------------------------------


_DEGREE_HOLDER = re.compile(r"\s((?:student|candidate|researcher)s?)$", re.I)
_SENIOR_OPENING = re.compile(r"(?:(?:Senior|Global|Regional|Deputy|Associate|Assistant|Executive|Interim)\s+)?"
                             r"(?:Head|Director|S?VP|EVP|Vice\s+President)\s+of\s")


def _occupation(text: str, value: str | None, detector: str) -> str | None:
    from .prefilter.data.jobs import FIELD_NOUNS, MODIFIERS, UNKNOWN_NOUN, all_titles, field_of, singular, titles

    if detector == "occupation.employer":
        return "a company"
    if detector == "occupation.clientele" or re.fullmatch(r"my (?:patients|students|pupils|clients)", text, re.I):
        return "those we serve" if text[:3].lower() == "our" else "the people I work with"
    _, det, rest = _split(text)
    words = rest.split()
    while words and words[0].lower() in MODIFIERS:
        words.pop(0)
    title = " ".join(words).lower()
    field = detector.partition(".")[2] if detector.startswith("occupation.") else None
    if not field or field == "other":
        field = field_of(title)
    if field is None and not detector and title not in all_titles() and title.rstrip("s") not in titles() \
            and singular(title) is None:
        return None
    noun = FIELD_NOUNS.get(field or "", UNKNOWN_NOUN)
    plural = (title.endswith("s") and not title.endswith("ss") and title.rstrip("s") in titles()) \
        or singular(title) is not None \
        or singular(title.split()[-1] if title else "") is not None  # "historians", "fishermen", "coaches"; implied7: "electric engineers"
    if plural and det is None:
        return noun + "s"
    # a senior title has no article of its own ("as Head of Sales" → "as a business professional")
    return with_determiner(noun, det, default_article=_SENIOR_OPENING.match(text) is not None)


# ---- education ---------------------------------------------------------------------------------

_LEVEL_PATTERNS = (
    ("doctorate", re.compile(r"\b(?:ph\.?\s?d|doctorate|doctoral|jd|md)\b", re.I)),
    ("master's degree", re.compile(r"\b(?:master|masters|master's|mba|msc|m\.sc|ma|ms|meng|mfa)\b", re.I)),
    ("bachelor's degree", re.compile(r"\b(?:bachelor|bachelors|bachelor's|bsc|b\.sc|ba|bs|beng|bfa|undergrad\w*)\b", re.I)),
    ("associate degree", re.compile(r"\bassociate'?s?\b", re.I)),
    ("diploma", re.compile(r"\bdiploma\b", re.I)),
    ("degree", re.compile(r"\bdegree\b", re.I)),
)
_SCHOOL = re.compile(r"\b(?:university|universität|université|universidad|institute|polytechnic|politecnico|eth|mit|ucla|nyu|lse)\b", re.I)
_COLLEGE = re.compile(r"\b(?:college|academy|school)\b", re.I)
# A school's level in its name (the school systems' words, cues/education.py `_LEVEL_NAME`), the level it keeps:
# a high school is no college. Junior high is the US middle school.
_SCHOOL_LEVELS = (
    ("middle school", re.compile(r"\b(?:junior\s+high|middle)\b", re.I)),
    ("high school", re.compile(r"\b(?:senior\s+)?high\b", re.I)),
    ("elementary school", re.compile(r"\belementary\b", re.I)),
    ("primary school", re.compile(r"\b(?:primary|infants?)\b", re.I)),
    ("secondary school", re.compile(r"\b(?:secondary|grammar)\b", re.I)),
    ("school", re.compile(r"\b(?:prep|montessori)\b", re.I)),
)
_STUDENT = re.compile(r"^(?:uni|university|college|grad school|graduate school|med school|medical school|law school|business school|design school|art school|nursing school|film school)$", re.I)
_GRAD_YEAR = re.compile(r"\s+(?:in\s+)?(?:'\d\d|’\d\d|(?:19|20)\d\d)\b")
# A level as written with no field in it (its spellings of bachelor's, master's, doctorate, degree), before
# "in <field>": "a Masters in finance" → "a Masters" hides the same field as "a master's degree" and keeps
# the level the table keeps anyway, with fewer words changed. Abbreviations that carry a field (BSc, MBA, MFA,
# JD, MD) are not levels as written: they take the table's words.
_PLAIN_LEVEL = re.compile(r"(?:bachelor(?:s|['’]s)?|master(?:s|['’]s)?|doctorate|ph\.?\s?d\.?)(?:\s+degree)?|degree",
                          re.IGNORECASE)
_FIELD_AFTER = re.compile(r"\s+in\s+\S.*$", re.IGNORECASE | re.DOTALL)


def _education(text: str, value: str | None, detector: str) -> str | None:
    if detector == "education.field":
        return ""  # " in biology" after "majoring"/"my program": dropping it keeps the sentence
    if detector == "education.school:from":
        return ""  # " from INSEAD" after a degree: "an MBA from INSEAD" → "a university degree"
    if detector == "education.parish_school":
        return "a local school"  # "goes to St. Mary's" → "goes to a local school": a child's school, no college
    if detector == "education.class_year":
        return "student"  # "a 3L", "a second-year med student" → "a student"
    prep, det, rest = _split(text)
    if detector == "education.graduated" or re.match(r"(?:graduated|class of|finished)\b", rest, re.I):
        if rest.lower().startswith("class of"):
            return prep + "my class"
        if re.search(r"\bclass of\b", rest, re.I):  # "the Westlake class of 2006" → "the class"
            return prep + (f"{det} class" if det else "my class")
        out = _GRAD_YEAR.sub("", rest)
        return prep + out if out != rest else None
    if detector == "education.student_life" or _STUDENT.match(rest):
        return prep + "school"
    if detector.startswith("education.degree") or any(p.search(rest) for _, p in _LEVEL_PATTERNS):
        level = detector.partition(":")[2] or next((n for n, p in _LEVEL_PATTERNS if p.search(rest)), "degree")
        has_field = bool(re.search(r"\s(?:in|of)\s", rest))
        who = _DEGREE_HOLDER.search(rest)
        if who and not has_field:  # "a PhD student" → "a university student"
            noun = "university " + who.group(1).lower().replace("candidate", "student")
            return prep + (with_determiner(noun, det) if det else noun)
        field = _FIELD_AFTER.search(rest)
        if field is not None and _PLAIN_LEVEL.fullmatch(rest[: field.start()]):
            return text[: len(text) - len(rest)] + rest[: field.start()]
        if not has_field:  # already only a level: widen once more
            level = {"doctorate": "university degree", "master's degree": "university degree",
                     "bachelor's degree": "university degree", "associate degree": "degree",
                     "diploma": "qualification"}.get(level, "degree")
            # No determiner in a bare "doctorate" span: the words before it own it ("my physics doctorate").
            return prep + (with_determiner(level, det) if det else level)
        return prep + with_determiner(level, det)
    school_level = next((noun for noun, pattern in _SCHOOL_LEVELS if pattern.search(rest)), None)
    if detector == "education.school" and school_level is not None and not _SCHOOL.search(rest):
        # "Lincoln Elementary" → "an elementary school": the level, not a college
        return prep + with_determiner(school_level, det if det and det.lower() not in ("the",) else None)
    if detector == "education.school" or _SCHOOL.search(rest) or _COLLEGE.search(rest):
        noun = "college" if _COLLEGE.search(rest) and not _SCHOOL.search(rest) else "university"
        return prep + with_determiner(noun, det if det and det.lower() not in ("the",) else None)
    return None


# ---- age ---------------------------------------------------------------------------------------

_DECADES = {1: "teens", 2: "twenties", 3: "thirties", 4: "forties", 5: "fifties", 6: "sixties", 7: "seventies",
            8: "eighties", 9: "nineties"}
_SOMETHING = {1: "teenage", 2: "twenty-something", 3: "thirty-something", 4: "forty-something",
              5: "fifty-something", 6: "sixty-something", 7: "seventy-something", 8: "eighty-something",
              9: "ninety-something"}
_DECADE_WORDS = {v: k for k, v in _DECADES.items()}


def _age(text: str, value: str | None, detector: str) -> str | None:
    low = text.lower()
    if detector == "age.decade" or re.search(r"\b(?:teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|[2-9]0'?s)\b", low):
        m = re.search(r"(?P<q>(?:early|mid|late)[\s-]+)?(?P<d>teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|[2-9]0'?s)", low)
        if not m:
            return None
        d = m.group("d").replace("'", "")
        tens = _DECADE_WORDS.get(d) or int(d[0])
        lead = text[: m.start()]
        if m.group("q"):  # "in my early thirties" → "in my thirties"
            return lead + _DECADES[tens]
        if tens >= 9:
            return None
        return f"{lead}{_DECADES[tens]} or {_DECADES[tens + 1]}"
    if detector.startswith("age.birth_date"):  # cues/birth_date.py: the value is the year, if written
        if detector.endswith(":born") and value and value.isdigit():  # "born on 3 May 1990" → "born in the 90s"
            n = int(value)
            return f"in the {str(n)[2]}0s" if n < 2000 else f"in the {n // 10 * 10}s"
        return "[date of birth]" if value else "[date]"  # "DOB: 1990-05-03", "my birthday is May 3rd"
    if detector == "age.their_birthday":  # "Nani's 80th at …" → "Nani's birthday at …"
        return "birthday"
    if detector == "age.birthday":  # "my 40th birthday" → "my birthday"
        return re.sub(r"^\d{2}(?:st|nd|rd|th)\s+", "", text)
    if detector == "age.event" or re.search(r"\bturn(?:ed|ing)\b", low):
        just = "just " if low.startswith("just") else ""
        if low.startswith("turn "):  # "I turn 35 next week" → "I have a birthday next week"
            return "have a birthday"
        if low.startswith("turns "):  # "our daughter turns 15 next week" → "… has a birthday next week"
            return "has a birthday"
        will = re.match(r"(will|['’]ll|is\s+going\s+to)\s+(?:turn|be)\b", low)
        if will:  # "my mum will be 80 in June" → "my mum will have a birthday in June"
            return text[: will.end(1)] + " have a birthday"
        return just + ("having a birthday" if "turning" in low else "had a birthday")
    year = re.fullmatch(r"(?:born\s+(?:in\s+)?)?((?:19|20)\d\d|['’]\d\d)", low)
    if detector == "age.birth_year" or year:
        digits = (value or (year.group(1) if year else "")).strip("'’")
        if not digits.isdigit():
            return None
        n = int(digits) if len(digits) == 4 else (2000 + int(digits) if int(digits) <= 25 else 1900 + int(digits))
        prefix = text[: len(text) - len(text.lstrip())] + ("born in " if low.startswith(("born", "b.")) else "")
        return f"{prefix}the {str(n)[2]}0s" if n < 2000 else f"{prefix}the {n // 10 * 10}s"
    m = re.search(r"\d{1,2}", text)
    if not m and not (value and value.isdigit()):  # "thirty-four": the detector's value has the number
        return None
    n = int(value) if value and value.isdigit() else int(m.group()) if m else 0
    tens = n // 10
    if detector == "age.apposition" and n >= 13:  # "Eze, 14, last seen" → "Eze, teens, …"
        return "teens" if tens == 1 else f"{tens * 10}s"
    if detector in ("age.other", "age.other_her", "age.other_his", "age.apposition") and n < 13:
        return "young"  # a child's age said of them ("Ethan (he's 9)" → "(he's young)", "my son (7)" → "(young)")
    if tens not in _DECADES or n < 13:
        return None
    if detector in ("age.said_tag", "age.said_tag_other", "age.other"):  # "I'm 29F", "my bf is 31M", "Dev is 47"
        return f"in {'my' if detector == 'age.said_tag' else 'their'} {_DECADES[tens]}"  # → "in my/their twenties"
    if detector == "age.both":  # "My husband and I (both 41)" → "(both in our forties)"
        return f"in our {_DECADES[tens]}"
    if detector in ("age.other_her", "age.other_his"):  # "she's 68" → "she's in her sixties"
        return f"in {detector.rpartition('_')[2]} {_DECADES[tens]}"
    if detector in ("age.tag", "age.profile"):  # "(34M)", "31, nurse …" → "30s"; "(19F)" → "(teens)", not "(10s)"
        return "teens" if tens == 1 else f"{tens * 10}s"
    adjective = detector in ("age.adjective", "age.other_adjective") or re.search(r"\d[\s-]?(?:year|yr)[\s-]old|^\d{2}\s?(?:yo|y/o)", low) and not re.search(r"years", low)
    if adjective:
        return _SOMETHING[tens]
    return f"in my {_DECADES[tens]}"


# ---- sex, relationships --------------------------------------------------------------------------

_NEUTRAL = {
    "woman": "person", "man": "person", "guy": "person", "girl": "person", "lady": "person", "gal": "person",
    "dude": "person", "bloke": "person", "lad": "person", "boy": "person", "chick": "person",
    "female": "person", "male": "person", "women": "people", "men": "people", "guys": "people",
    "girls": "people", "ladies": "people", "gals": "people", "mom": "parent", "mum": "parent",
    "mother": "parent", "dad": "parent", "father": "parent", "mama": "parent", "papa": "parent",
    "wife": "spouse", "husband": "spouse", "housewife": "homemaker", "moms": "parents", "dads": "parents",
    "dudes": "people", "blokes": "people", "lads": "people", "mums": "parents",
}


def _sex(text: str, value: str | None, detector: str) -> str | None:
    if detector.startswith("sex.pronouns"):  # "my pronouns are she/her" → "… are my own"; "Sam (she/her)" → "Sam"
        form = detector.partition(":")[2]
        if form == "parenthesis":
            return ""
        whose = "their own" if form.endswith("_other") else "my own"
        return whose + " pronouns" if form.startswith("verb") else whose
    if detector in ("sex.tag", "sex.attributive") or re.fullmatch(r"[MFmf]", text):
        return ""  # "(34F)" → "(34)", "the only female welder" → "the only welder"
    prep, det, rest = _split(text)
    noun = _NEUTRAL.get(rest.lower())
    if noun is None:
        return None
    if detector == "sex.group" and noun == "people":
        return "one gender"  # "we're predominantly ladies" → "we're predominantly one gender" ("people" would not read)
    return prep + (with_determiner(noun, det) if det else noun)


_PARTNER_WORDS = {
    "husband": "partner", "wife": "partner", "hubby": "partner", "wifey": "partner", "spouse": "partner",
    "boyfriend": "partner", "girlfriend": "partner", "bf": "partner", "gf": "partner", "fiance": "partner",
    "fiancé": "partner", "fiancee": "partner", "fiancée": "partner", "ex-wife": "ex", "ex-husband": "ex",
    "ex wife": "ex", "ex husband": "ex", "ex-girlfriend": "ex", "ex-boyfriend": "ex", "late husband": "late partner",
    "late wife": "late partner", "significant other": "partner", "better half": "partner", "other half": "partner",
    "missus": "partner", "bae": "partner", "so": "partner", "esposo": "partner", "esposa": "partner",
}
_STATUS = {
    "divorced": "single", "divorcee": "single", "divorcé": "single", "widowed": "single", "a widow": "single",
    "a widower": "single", "widow": "single", "widower": "single", "separated": "single",
    "married": "in a relationship", "engaged": "in a relationship", "single": "on my own",
    "divorce": "breakup", "separation": "breakup", "marriage": "relationship", "engagement": "relationship",
    "wedding": "celebration", "split": "breakup", "marital": "relationship", "matrimonial": "relationship",
    "conjugal": "relationship", "connubial": "relationship",
}


# "got married" → "settled down", "got divorced" → "broke up": the event stays at the level the table keeps for
# the status words ("married" → "in a relationship", "divorce" → "breakup"), the status itself goes. Two words
# for two (issue 12 r7: "had a big life event" said no more with five).
_LIFE_EVENT = re.compile(r"^(?P<verb>got|getting|get)\s+(?P<adv>(?:\w+\s+)*?)"
                         r"(?P<w>married|engaged|divorced|separated)(?P<to>\s+to)?$", re.IGNORECASE)
_EVENT_VERBS = {
    "joined": {"got": "settled down", "getting": "settling down", "get": "settle down"},
    "parted": {"got": "broke up", "getting": "breaking up", "get": "break up"},
}


def _life_event(m: re.Match[str]) -> str:
    joined = m.group("w").lower() in ("married", "engaged")
    phrase = f"{m.group('adv')}{_EVENT_VERBS['joined' if joined else 'parted'][m.group('verb').lower()]}"
    phrase += " with" if m.group("to") else ""  # "got engaged to Sam" → "settled down with Sam"
    return phrase[0].upper() + phrase[1:] if m.group("verb")[0].isupper() else phrase


def _relationship(text: str, value: str | None, detector: str) -> str | None:
    event = _LIFE_EVENT.match(text)
    if event:
        return _life_event(event)
    m = re.match(r"^((?:my|our|me and the|the|since the|after the|since my|after my|his|her)\s+)?(.+)$", text, re.IGNORECASE)
    if m is None:  # empty text: nothing to generalize
        return None
    lead, word = (m.group(1) or ""), m.group(2).lower()
    if word in _PARTNER_WORDS and re.search(r"\bthe\s+$", lead, re.IGNORECASE):
        lead = re.sub(r"\b(t)he(\s+)$", lambda t: ("M" if t.group(1) == "T" else "m") + "y" + t.group(2), lead,
                      flags=re.IGNORECASE)  # "me and the missus" → "me and my partner"
    if word in _PARTNER_WORDS:
        return (lead or "my ") + _PARTNER_WORDS[word]
    if word in _STATUS:
        return lead + _STATUS[word]
    parent = _SINGLE_PARENT.fullmatch(word)
    if parent:  # "a single dad of twins" → "a parent of twins" (cues/relationship.py takes the noun along)
        return lead + "parent" + ("s" if parent.group(1).endswith("s") else "")
    return None


_SINGLE_PARENT = re.compile(rf"single[ \t-]+((?:{PARENT_NOUNS})s?)")


# ---- health ------------------------------------------------------------------------------------


_MOBILITY_AIDS = ("wheelchair", "motorized wheelchair", "cane", "crutch", "walking stick", "prosthetic", "artificial limb",
                  "wooden leg", "pegleg")
_HEALTH_STATE_WORDS = {
    "health.pregnancy": "expecting",  # "6 weeks pregnant", "pregnant", "expecting"
    "health.sobriety": "doing well",  # "sober for 3 years", "90 days clean", "in recovery", "a recovering alcoholic"
    "health.addiction": "unwell",  # "he was an addict" → "he was unwell" (session 20)
    "health.recovery_meetings": "support meetings",  # "AA meetings" → "support meetings"
    "health.recovery_meeting": "a support meeting",  # "an NA meeting" → "a support meeting"
    "health.rehab": "treatment",  # "just got out of rehab" → "just got out of treatment"
    "health.support": "school support",  # "has an IEP" → "has school support"
    "health.spectrum": "neurodivergent",  # "my son is on the spectrum" → "my son is neurodivergent"
    "health.lab": "[test result]",  # the reading only: "my A1C is 7.2" → "my A1C is [test result]"
    "health.body": "[height and weight]",  # "I'm 5'4 and 180 lbs" → "I'm [height and weight]"
    "health.labelled": "[medical details]",  # "Dx: NSTEMI last March" → "Dx: [medical details]" (session 22)
}


def _health(text: str, value: str | None, detector: str) -> str | None:
    from .prefilter.data.health import ADJECTIVES, CONDITIONS, DISABILITY_ADJECTIVES, MEDICATIONS

    _, det, rest = _split(text)
    term = rest.lower()
    # health5: a state said of a person reads as the same sentence with a neutral word ("I'm 6 weeks pregnant with
    # our second" → "I'm expecting with our second"; "I've been sober for 3 years now" → "I've been doing well now")
    if detector in _HEALTH_STATE_WORDS:
        return _HEALTH_STATE_WORDS[detector]
    if detector == "health.allergy":  # "a peanut allergy" → "a food allergy": the allergen goes (session 20)
        noun = {"food": "food allergy", "drug": "drug allergy"}.get(value or "", "serious allergy")
        return noun[:-1] + "ies" if text.lower().endswith("ies") else noun
    if detector == "health.allergic":  # "allergic to peanuts" → "allergic to some foods"
        return {"food": "allergic to some foods", "drug": "allergic to a medication"}.get(value or "", "allergic to something")
    if detector == "health.of_person":  # "my ADHD son" → "my son": the person stays, the condition goes
        person = rest.split()[-1]
        return with_determiner(person, det) if det else person
    if detector == "health.procedure":  # "went through IVF twice" → "went through treatment twice"
        return with_determiner("procedure", det) if det else "treatment"
    if detector == "health.injury":  # everyday11: "his hamstring tear has healed" → "his injury has healed"
        return with_determiner("injury", det) if det else "injury"
    if detector == "health.device":  # "I use a wheelchair" → "I use a mobility aid"; "a hearing aid" → "a medical device"
        aid = "mobility aid" if (value or "").startswith(_MOBILITY_AIDS) else "medical device"
        return aid if det is None else with_determiner(aid, det)
    if detector == "health.adjective" or term in ADJECTIVES:
        disability = term.endswith(tuple(DISABILITY_ADJECTIVES))  # with its degree: "legally blind"
        return "unwell" if term == "depressed" else "disabled" if disability else "chronically ill"
    if detector == "health.medication" or term in MEDICATIONS:
        return f"{det} medication" if det and det.lower() not in ("a", "an") else "a medication" if det else "medication"
    if detector == "health.condition" or term in CONDITIONS:
        return with_determiner("health condition", det)
    return None


# ---- income ------------------------------------------------------------------------------------


def _income(text: str, value: str | None, detector: str) -> str | None:
    low = text.lower()
    if detector == "income.figures" or re.search(r"\b(?:six|seven|6|7)[\s-]figure", low):
        noun = next((w for w in ("salary", "income", "job") if w in low), "income")
        # "six figures" and "a six-figure salary" take the article; "[my] six-figure salary" keeps the reader's.
        adjective = re.match(r"(?:six|seven|6|7)[\s-]figure\s", low) is not None
        return f"good {noun}" if adjective else f"a good {noun}"
    if detector == "income.well" or re.search(r"\b(?:earn|make|paid)\w*\s+(?:\w+\s+)?well$", low):
        verb = text.split()[0]
        return f"{verb} a living" if not verb.lower().startswith(("paid", "get")) else f"{verb} {text.split()[1]}" if verb.lower().startswith("get") else verb
    if detector == "income.minimum_wage" or "minimum wage" in low:
        return ("on " if low.startswith("on ") else "") + "an hourly wage"
    if detector == "income.budget" or "paycheck" in low or "budget" in low:
        return "on a budget"
    m = re.search(r"(?P<lvl>(?:(?:very|pretty|fairly|quite|really|decent(?:ly)?)\s+)?(?:high|low|middle|mid[\s-]level|mid[\s-]range|mid|upper[\s-]middle|lower[\s-]middle|six[\s-]figure|modest|decent|good|above[\s-]average|below[\s-]average|entry[\s-]level))[\s-](?P<rest>income|earner|salary|wage|paying job|pay)(?P<tail>.*)$", text, re.I)
    if detector == "income.bracket" or m:
        if not m:
            return None
        _, det, _ = _split(text[: m.start()] + "x")
        tail = m.group("tail")
        if tail.strip().lower() == "life":
            return "that working life" if text[: m.start()].strip().lower() == "that" else "working life"
        if tail.strip().lower() in ("family", "household"):  # "a low-income family" → "a family"
            return with_determiner(tail.strip(), det) if det else tail.strip()
        noun = m.group("rest") + tail
        return with_determiner(noun, det, default_article=False) if det else noun
    if detector == "income.amount" or re.search(r"\d", low):
        return "on a salary" if low.startswith("on ") else "a living"  # "on $38k" (session 22)
    return None


# ---- organizations -------------------------------------------------------------------------------

def _kinds(noun: str, *kinds: str) -> dict[str, str]:
    return dict.fromkeys(kinds, noun)


# The kind an organization's name ends with (prefilter/pii/organization.py's _KIND) → the everyday noun for that
# kind, which tells the reader what sort of place it is and nobody which one: "Old Belvedere RFC" → "a rugby club",
# "Baker Logistics Ltd" → "a company", "Little Acorns Nursery" → "a nursery". Kinds that would say a faith
# ("Mosque") share one noun; a name without one of these kinds stays "an organization".
_ORG_KINDS: dict[str, str] = {
    **_kinds("company", "inc", "incorporated", "ltd", "limited", "llc", "llp", "plc", "gmbh", "ag", "sa", "s.a.",
             "sas", "sarl", "bv", "nv", "pty", "corp", "corporation", "company", "group", "holdings", "enterprises",
             "industries", "solutions", "services", "systems", "technologies", "consulting", "logistics", "enterprise"),
    **_kinds("firm", "partners", "associates", "sons", "brothers", "bros"),
    **_kinds("place of worship", "church", "chapel", "mosque", "masjid", "synagogue", "gurdwara", "mandir",
             "tabernacle"),
    **_kinds("nursery", "nursery", "preschool", "pre-school", "daycare", "creche", "crèche", "childcare",
             "kindergarten"),
    **_kinds("football club", "fc", "afc"),
    **_kinds("rugby club", "rfc", "rufc", "rlfc"),
    **_kinds("sports club", "gaa", "gfc", "lgfa"),
    **_kinds("charity", "trust", "foundation", "charity"),
    **_kinds("café", "café", "cafe"),
    **_kinds("school", "school", "academy"),
    **{kind: kind for kind in ("club", "bank", "hospital", "clinic", "pharmacy", "surgery", "practice", "university",
                               "college", "institute", "agency", "council", "association", "society", "union",
                               "restaurant", "bar", "pub", "hotel", "store", "shop", "market", "supermarket", "bakery",
                               "garage", "studio", "gallery", "library", "museum", "lab")},
    "centre": "centre", "center": "center", "studios": "studio", "labs": "lab", "insurance": "insurer",
    # a firm's site (pii/organization.py _WORKPLACE_AFTER): "the Ford plant" → "the plant"
    **{kind: kind for kind in ("plant", "factory", "warehouse", "branch", "depot", "mill", "refinery", "headquarters",
                               "dealership", "outlet", "campus")},
}


def _organization(text: str, value: str | None, detector: str) -> str | None:
    prep, det, rest = _split(text)
    words = rest.split()
    kind = words[-1].lower() if words else ""
    noun = _ORG_KINDS.get(kind) or _ORG_KINDS.get(kind.rstrip("."))  # "Ltd." as "Ltd", "S.A." as written
    if noun is None:
        return GENERIC["organization"]
    return prep + with_determiner(noun, det)


_RULES: dict[str, Callable[[str, str | None, str], str | None]] = {
    "religion": generalize_beliefs.religion,
    "politics": generalize_beliefs.politics,
    "sexuality": generalize_beliefs.sexuality,
    "ethnicity": generalize_ethnicity.ethnicity,
    "trade_union": generalize_trade_union.trade_union,
    "criminal_record": generalize_criminal_record.criminal_record,
    "city_country": _place,
    "birth_city_country": _place,
    "occupation": _occupation,
    "education": _education,
    "age": _age,
    "sex": _sex,
    "relationship_status": _relationship,
    "health": _health,
    "income_level": _income,
    "organization": _organization,
}
_PROPER = frozenset({"city_country", "birth_city_country", "name", "organization"})
_BELIEFS = frozenset({"religion", "politics", "sexuality"})


def name_initial(text: str) -> str:
    """A person's name → their first initial ("Anna Berg" → "A.")."""
    first = text.strip()[:1]
    return f"{first.upper()}." if first.isalpha() else "[name]"
