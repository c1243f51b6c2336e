"""Education: degrees ("Masters in Computer Science", "a PhD"), school years ("graduated in '98"),
student life ("back in my uni days") and named schools (spaCy ORG with University/College/…)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..context import Context, fold
from ..data.gazetteer import gazetteer
from ..recognizer import Recognizer, find_held
from ..trie import literal_atoms, trie_regex
from .first_person import SINGULAR_WORDS
from ...records import Finding

# Words that continue a field of study in lower case ("in computer science", "of fine arts").
_FIELD_WORDS = (
    "science|sciences|engineering|studies|administration|history|design|relations|arts|art|literature|"
    "medicine|health|management|economics|physics|chemistry|biology|education|nursing|law|finance|"
    "architecture|commerce|technology|psychology|mathematics|math|maths|linguistics|philosophy|sociology|"
    "marketing|communications?|journalism|policy|affairs|development|analysis|theory|sound|production|"
    "languages?|resources|accounting|gastronomy|planning|work|care"
)
_STOP = r"(?:the|a|an|my|your|this|that|it|life|love|general|order|fact|case|time|person|itself|and|or|at|from|to|on|for|with)"
# "in"/"of" + a field: one word, then capitalized words or known field words, "and Y" when capitalized.
_FIELD = (
    rf"(?:\s+(?:in|of)\s+(?!{_STOP}\b)[A-Za-z][A-Za-z&-]*"
    rf"(?:\s+(?:(?-i:[A-Z][A-Za-z&-]*)|(?:{_FIELD_WORDS})\b)){{0,3}}"
    r"(?:\s+(?:and|&)\s+(?-i:[A-Z][A-Za-z-]*))?)"
)
_LEVELS = (
    ("doctorate", r"ph\.?\s?d\.?|doctorate|doctoral degree"),
    # "master"/"bachelor" alone is a verb or a "bachelor pad": the possessive, plural, "degree" or a
    # following "of"/"in" (checked below) makes it a degree.
    ("master's degree", r"master(?:'s|’s|s)(?:\s+degree)?|master\s+degree|master(?=\s+(?:of|in)\s)|mba"),
    ("bachelor's degree", r"bachelor(?:'s|’s|s)(?:\s+degree)?|bachelor\s+degree|bachelor(?=\s+(?:of|in)\s)|undergrad(?:uate)? degree"),
    ("associate degree", r"associate'?s? degree"),
    ("diploma", r"(?:high school |college )?diploma"),
    # A word before "degree" names its kind ("law degree"), not a determiner ("that degree" stays whole); a
    # hyphenated one is one word ("post-grad degree"): matched whole, not from its last part.
    ("degree", r"(?:(?!(?:that|this|these|those|which|what|whose|such|same|any|some|no|each|every|another|other)\b)"
               r"[a-z]+(?:-[a-z]+)*\s+)?degree"),
)
_DEGREE = re.compile(
    r"(?:\b(?:a|an|my|the|his|her)\s+)?\b(?:" + "|".join(f"(?P<l{i}>{p})" for i, (_, p) in enumerate(_LEVELS))
    + r")\b" + _FIELD + "{0,2}",  # "Master of Science in Physics"
    re.IGNORECASE,
)
# Abbreviations count in upper case only: "MA"/"MS"/"BA" are ordinary words (and "ma" is mom) otherwise.
# What a _DEGREE match holds, in the lower-cased draft (Context.has_any): one of the levels' words.
_DEGREE_NEEDLES = ("ph", "doctora", "master", "mba", "bachelor", "undergrad", "associate", "diploma", "degree")
# What every match of _MAJOR and of _STUDENT_LIFE holds, in the lower-cased draft (Context.has_any); SCHOOL_NAME
# is case-sensitive: one of its words as written.
_MAJOR_NEEDLES = ("major", "minor", "program", "course", "stud", "classes", "lectures", "background")
_STUDENT_NEEDLES = ("uni", "college", "undergrad", "postgrad", "school", "seminary", "conservatory", "academy")
_SCHOOL_NAME_WORDS = ("University", "College", "Institute", "Polytechnic", "ETH", "EPFL", "MIT", "UCL", "NYU",
                      "LSE", "KTH", "TU ", "Caltech", "Stanford", "Harvard", "Ysgol")
_GENERIC_LEVEL = re.compile(r"^(?:(?:a|an|my|the|any)\s+)?(?:university |college |uni )?degree$", re.I)
# Levels that say more than the table's "master's degree": "PhD", "MBA", "my law degree".
_SPECIFIC_LEVEL = re.compile(r"\b(?:ph\.?\s?d|doctorate|mba|diploma|(?!master|bachelor)[a-z]{3,} degree)\b", re.I)
# "majoring in biology", "my program in international relations": the field of study on its own.
_MAJOR = re.compile(
    r"\b(?:majored|majoring|major|minored|minoring|program|programme|course|courses|studies|studying|"
    r"studied|study|classes|lectures|background)(?P<field>\s+in\s+(?!the\b|a\b|my\b|your\b|this\b|that\b|"
    r"school\b|college\b|uni\b|university\b|bed\b|class\b|person\b|depth\b|detail\b|general\b|advance\b)"
    r"[a-z][a-z-]+(?:\s+(?:" + _FIELD_WORDS + r"))?)\b",
    re.IGNORECASE,
)
DEGREE_ABBREVIATIONS = {
    "MA": "master's degree", "MS": "master's degree", "MSc": "master's degree", "MEng": "master's degree",
    "MFA": "master's degree", "BA": "bachelor's degree", "BS": "bachelor's degree", "BSc": "bachelor's degree",
    "BEng": "bachelor's degree", "BFA": "bachelor's degree", "JD": "doctorate", "MD": "doctorate",
    # everyday5: the abbreviations of South African, Indian, Nigerian and British CVs (Wikipedia's "British degree
    # abbreviations" and the Indian and South African degree lists): BCom, B.Sc, B.Tech, BBA, LLB, MBBS, M.Sc, MBA
    "BCom": "bachelor's degree", "B.Com": "bachelor's degree", "B.Sc": "bachelor's degree",
    "BTech": "bachelor's degree", "B.Tech": "bachelor's degree", "BBA": "bachelor's degree",
    "LLB": "bachelor's degree", "MBBS": "bachelor's degree", "M.Sc": "master's degree", "MBA": "master's degree",
}
_ABBREV = re.compile(
    r"(?:\b(?:a|an|my)\s+)?\b(?P<abbr>" + "|".join(map(re.escape, sorted(DEGREE_ABBREVIATIONS, key=len, reverse=True)))
    + r")\b(?:\s+degree)?" + _FIELD.replace("(?:\\s+(?:in", "(?:\\s+(?i:in", 1)
)
# The author (alone: "our degrees" may be the children's) or a verb of holding or earning a degree, before it.
_SELF = re.compile(rf"(?:\b(?:{SINGULAR_WORDS})|\bgot|\bearned|\bhave|\bhold|\bdid|\bdoing|\bstudying|\bfinished|\bcompleted|\bpursued|\bpursuing|\bgetting|\bearning|\bwith|\btowards|\bwork(?:ing)? on)\b[^.!?\n]{{0,40}}$")
_GRADUATED = re.compile(
    r"\b(?:graduated|grad(?:uated)? from [\w ]{2,40}?|class of|finished (?:school|uni|college))\s+(?:in\s+)?(?:'\d\d|’\d\d|(?:19|20)\d\d)\b",
    re.IGNORECASE,
)
# A school's name before its "class of", after "the": "the Westlake class of 2006", "the Lincoln High class of 1998".
_SCHOOL_BEFORE_CLASS = re.compile(r"\b[Tt]he[ \t]+(?!I\b|I['’])[A-Z][\w'’-]+"
                                  r"(?:[ \t]+(?!I\b|I['’])[A-Z][\w'’-]+){0,3}[ \t]+$")
# everyday9: or without "the" where the name opens the text, a line or a sentence, as reunion posts head themselves
# ("QRC Class of 1996 reunion!", "Grey High Class of 2006"); a determiner or a pronoun there is no name ("Our class
# of 2006", "My Class of 2010 friends").
_SCHOOL_OPENING_CLASS = re.compile(
    r"(?:^|[.!?:\n][ \t]*)(?P<school>(?!(?:Our|My|The|This|That|Your|His|Her|Their|A|An|I|We)\b)[A-Z][\w'’-]+"
    r"(?:[ \t]+[A-Z][\w'’-]+){0,3})[ \t]+$")
# Professional schools (Wikipedia, "Professional school": law, medicine, dentistry, veterinary, pharmacy,
# nursing, business, divinity, journalism …; and the arts and trade schools people name the same way).
_SCHOOL_KINDS = (r"grad school|graduate school|med school|medical school|law school|business school|design school|"
                 r"art school|nursing school|film school|dental school|vet school|veterinary school|pharmacy school|"
                 r"culinary school|cooking school|beauty school|cosmetology school|divinity school|seminary|"
                 r"journalism school|j-school|architecture school|engineering school|drama school|music school|"
                 r"conservatory|trade school|police academy|flight school")
_STUDENT_LIFE = re.compile(
    r"(?:\b(?:my|at|in|during|back in|from|after|through|finished|since|of|those|these)\s+(?:my\s+)?"
    rf"(uni|university|college|undergrad|undergraduate|postgrad|{_SCHOOL_KINDS})"
    # "Med school was brutal": a professional school opening a sentence is the author's own.
    rf"|(?:^|(?<=[.!?\n]\s)|(?<=\n))((?:{_SCHOOL_KINDS})))(?:\s+(?:days|years|life|time))?\b(?!\s+degree)",
    re.IGNORECASE,
)
_SCHOOL_WORDS = re.compile(r"\b(?:University|College|Institute|Polytechnic|Academy|School|Universität|Université|Universidad|Politecnico|ETH|MIT|UCLA|NYU|LSE)\b")
# School names spaCy may miss or mislabel ("ETH Zurich" as a PERSON).
SCHOOL_NAME = re.compile(
    r"\b(?:(?:University|College|Institute) of(?: (?:the )?[A-Z][\w&'-]+){1,4}"
    r"|(?:[A-Z][\w&'-]+ ){1,3}(?:University|College|Institute|Polytechnic)\b"
    r"|(?:ETH|EPFL|MIT|UCLA|NYU|LSE|UCL|KTH|TU Delft|TU Munich|Caltech|Stanford|Harvard|Oxford University|Cambridge University)(?: Zurich| Lausanne)?\b"
    # Welsh-medium schools are named kind-first: "Ysgol Gymraeg Pencae", "Ysgol Gyfun Glantaf" (ysgol = school;
    # Gymraeg = Welsh-medium, Gyfun = comprehensive, Uwchradd = secondary; Welsh Government's school lists)
    r"|Ysgol(?: [A-Z][\w'-]+){1,3})"
)
# Schools named by their level, as school systems name them (US NCES: elementary, middle, junior/senior high,
# high; UK DfE: infant, junior, primary, secondary, grammar; the prep and Montessori schools of many systems),
# often without "School": "Lincoln Elementary", "Kennedy High", "St Anne's Primary".
_LEVEL_NAME = re.compile(
    r"\b(?P<name>(?:[A-Z][\w'’.-]*\s+){1,3}(?:(?:Junior|Senior)\s+High|Elementary|Primary|Middle|Secondary|High|"
    r"Grammar|Prep|Montessori|Infants?)(?:\s+School)?)(?![\w'’-])")
_LEVEL_NEEDLES = ("Elementary", "Primary", "Middle", "Secondary", "High", "Grammar", "Prep", "Montessori", "Infant")
# Without "School" the name needs a pupil's way to it right before: "goes to", "went to", "attends", "at", "from"
# ("listening to Rocky Mountain High" is no school: a bare "to" is not enough).
_GOES_TO = re.compile(r"(?:\b(?:go|goes|going|went|gone|sent|send|moved|transferred|switched|started|walk|walks|"
                      r"walked|drive|drives|drove)\s+(?:\w+\s+)?to|\battend(?:s|ed|ing)?|\bat|\bfrom|"
                      r"\bgraduat(?:ed|ing|es?)\s+(?:from\s+)?|"
                      r"\benrolled\s+(?:at|in)|\bstarted\s+at|\bzoned\s+for|\bcatchment\s+(?:for|of))\s+(?:the\s+)?$",
                      re.IGNORECASE)
def level_school_beyond(text: str, start: int, end: int) -> bool:
    """A school named by its level starts at `start` and runs past `end`: "Lincoln" of "Lincoln High" is the school's
    word, not a firm's (organization.py leaves it to this module; session 21)."""
    if not any(w in text[end : end + 14] for w in _LEVEL_NEEDLES):
        return False
    m = _LEVEL_NAME.match(text, start)
    return m is not None and m.start("name") == start and m.end("name") > end


# "St. Mary's", "St Joseph's", "Saint Patrick's": a parish school's usual name.
_SAINT_SCHOOL = re.compile(r"\b(?:St\.?|Saint)[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?['’]s\b")
# Who goes there: a child of the author's or the author as a pupil ("my son", "our twins", "I", "she" after them).
_PUPIL_BEFORE = re.compile(r"\b(?:my|our)\s+(?:\w+\s+)?(?:son|daughter|kids?|children|child|boy|girl|twins?|"
                           r"eldest|youngest|oldest|stepson|stepdaughter)\b|\b(?:she|he|they|i)\s+(?:\w+\s+)?$",
                           re.IGNORECASE)
_CHURCH_AFTER = re.compile(r"\s+(?:for\s+(?:mass|church|service|confession|worship)|church|cathedral|hospital)\b",
                           re.IGNORECASE)
_COMMON_NAME_WORD = 4.5  # Zipf: a name word more frequent than this in English is a word ("Sky High", "Mile High")
_ATTEND = re.compile(r"(?:\bat|\bfrom|\bgraduated from|\bstudied at|\bwent to|\battended|\benrolled at|\balumn(?:us|a|i) of|"
                     r"\bzoned for)\s+(?:the\s+)?$")


# everyday5: the school a degree was or is taken at, named after its abbreviation and field: "first year of BCom at
# Wits", "B.Sc Accounting (UNILAG, 2016)", "MBA Finance (IIM Ahmedabad, 2012)": after "at", or in brackets
# with at most a year after it; capitalized words (case matters), not a class of degree ("BA (Hons)") nor another
# abbreviation ("MBBS (MBChB)").
# session 23: with the doctorates and the degree words a school is said after ("my PhD from Stanford", "a master's
# from UCL"); these stay out of DEGREE_ABBREVIATIONS, whose degree reader has its own doctorate forms
_DEGREES_BEFORE_SCHOOL = sorted(set(DEGREE_ABBREVIATIONS) | {
    "PhD", "Ph.D.", "Ph.D", "DPhil", "MPhil", "EdD", "MPH", "LLM", "MSW", "PharmD", "BEd", "MEd", "master's",
    "masters", "bachelor's", "bachelors", "doctorate", "degree", "diploma"}, key=len, reverse=True)
_DEGREE_SCHOOL = re.compile(
    r"\b(?:" + "|".join(map(re.escape, _DEGREES_BEFORE_SCHOOL)) + r")(?![\w.])"
    r"(?:[ \t]+(?:in[ \t]+)?[A-Za-z][a-z]+){0,3}?"
    # session 23: "from" as a degree's school is written ("an MBA from INSEAD", "my PhD from the University of Leeds")
    r"(?:[ \t]+(?:at|from)[ \t]+(?:the[ \t]+)?|[ \t]*\([ \t]*)(?!(?:Hons|Honours|Honors|Hon|Ord|Ordinary|Pass|Dist|Distinction)\b)"
    r"(?P<school>[A-Z][\w&'’.-]*(?:[ \t]+(?:of[ \t]+)?[A-Z][\w&'’.-]*){0,4})"
    r"(?=[ \t]*(?:,[ \t]*(?:19|20)\d\d[ \t]*)?\)|[ \t]*[,.;!?\n]|[ \t]+(?:and|in|since|from|for)\b|$)")


_FROM_BEFORE = re.compile(r"[ \t]+from[ \t]+(?:the[ \t]+)?$")
_NOT_A_NAME = frozenset("a an the my our your his her their this that".split())


# A student's year said of the author, as US and UK schools name it (NCES: freshman … senior; law schools' 1L–3L;
# UK "fresher", "first-year"), with what makes it a year of study and not a rank ("a junior developer", "a senior
# at the bank" stay): a student noun after it, or a named school after "at"/"in".
_CLASS_YEAR = re.compile(
    r"\b(?i:i'm|i’m|i am|i was|as|currently|now)\s+(?i:a|an)\s+"
    r"(?P<year>(?i:freshman|sophomore|junior|senior|fresher|(?:first|second|third|fourth|final)[- ]year)|[1-3]L)"
    r"(?P<noun>\s+(?i:(?:(?:med|medical|law|nursing|phd|grad|graduate|engineering|dental|vet|pharmacy)\s+)?student"
    r"|undergrad|undergraduate|pupil))?"
    # the school: capitalized words (case matters here), or a level of school ("in high school")
    r"(?:\s+(?:at|in)\s+(?P<school>[A-Z][\w&'’-]*(?:\s+(?:of\s+)?[A-Z][\w&'’-]*){0,3}"
    r"|(?i:high school|middle school|college|uni|university|law school|med school)))?",
)
_RANKS = ("junior", "senior")  # also a rank at work: a school must then look like one
# The words US universities are named with after a place ("Ohio State", "Georgia Tech", "Georgetown Law").
_PLACE_NAMED = re.compile(r"\b(?:State|Tech|Law|Med|A&M)\b")
# A university named by a place and "State", "Tech" or "A&M" ("Ohio State", "Penn State", "Georgia Tech", "Texas
# A&M") where the words before say a student's tie (_ATTEND, _ADMITTED): "at Ohio State" was the state, and "Penn State"
# nothing. Alone ("Ohio State won again") it is a team's name, left as it is.
_PLACE_SCHOOL = re.compile(r"(?<![\w'’-])[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?[ \t]+(?:State|Tech|A&M)(?![\w'’-])")
_ADMITTED = re.compile(r"\b(?:got[ \t]+into|accepted[ \t]+(?:to|at|into)|admitted[ \t]+(?:to|at)|applied[ \t]+to|"
                       r"transferr?(?:ed|ing)?[ \t]+to|go(?:es|ing)?[ \t]+to|went[ \t]+to|"
                       r"(?:student|freshman|sophomore|junior|senior|TA|professor|lecturer|alum)[ \t]+(?:at|of))[ \t]+$",
                       re.IGNORECASE)
# A school's acronym where someone studies a field ("he studies nursing at UCF", "studying law at NUS"): a verb of
# study, up to three lower-case words, "at", then two to six capitals.
# No determiner among them: "we studied the data at NASA" is research somewhere, not a student's school.
_STUDIES_AT = re.compile(r"\bstud(?:y|ies|ied|ying)[ \t]+(?:(?!(?:the|a|an|this|that|these|those|it|them|his|her|their|"
                         r"our|my)\b)[a-z]+[ \t]+){0,3}at[ \t]+(?P<school>[A-Z]{2,6})(?![\w&'’-])")
_CLASS_YEAR_NEEDLES = ("man", "sophomore", "junior", "senior", "fresher", "year", "1l", "2l", "3l")


# The one who studies for the degree, right after it: "a PhD student", "MSc candidates".
_STUDENT_AFTER = re.compile(r"[ \t]+(?:student|candidate|researcher)s?\b")


def _ticker(text: str, start: int, name: str) -> bool:
    """A lone acronym in a sentence of money (brand_words.ticker_word): a ticker, not a school."""
    from ..pii.brand_words import ticker_word
    from ..sentences import sentence_bounds

    return ticker_word(name, text[slice(*sentence_bounds(text, start, start + len(name)))])


def _student_tie(ctx: Context, start: int) -> bool:
    """The words right before `start` tie a student to the school named there (_ATTEND, _ADMITTED)."""
    before = ctx.before(start, 30)
    return bool(_ATTEND.search(before) or _ADMITTED.search(before))



def _any_of(needles: Iterable[str]) -> re.Pattern[str]:
    """One regex that finds any of `needles` as written (a substring test), factored by their beginnings: a search
    skips every character that opens none of them, instead of one `in` test per needle (the draft's gates below:
    ~40 µs a comment → ~10; issue 11, speed13)."""
    return re.compile(trie_regex(literal_atoms(n) for n in needles))


# Whether the draft holds any of these as written: `_any_of(X).search(text)` is `any(n in text for n in X)`.
_ANY_ABBREVIATION = _any_of(DEGREE_ABBREVIATIONS)
_ANY_DEGREE_BEFORE_SCHOOL = _any_of(_DEGREES_BEFORE_SCHOOL)
_ANY_LEVEL_NEEDLE = _any_of(_LEVEL_NEEDLES)
_ANY_SCHOOL_NAME_WORD = _any_of(_SCHOOL_NAME_WORDS)

class EducationRecognizer(Recognizer):
    name = "education"
    categories = ("education",)

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        degrees = list(_DEGREE.finditer(ctx.text)) if ctx.has_any(_DEGREE_NEEDLES) else []
        # _ABBREV is case-sensitive: an abbreviation as written ("MSc" holds "MS").
        if _ANY_ABBREVIATION.search(ctx.text):
            degrees += _ABBREV.finditer(ctx.text)
        for m in degrees:
            groups = m.groupdict()
            level = DEGREE_ABBREVIATIONS.get(groups.get("abbr") or "") or next(
                (_LEVELS[i][0] for i in range(len(_LEVELS)) if groups.get(f"l{i}")), "degree"
            )
            has_field = bool(re.search(r"\s(?:in|of)\s", m.group()))
            own = bool(_SELF.search(ctx.before(m.start(), 50)) or m.group().lower().startswith("my "))
            if level == "degree" and not (own and (has_field or " degree" in m.group().lower())):
                continue  # "third degree burns", "30 degrees": no degree of the author's
            if not has_field and _GENERIC_LEVEL.search(m.group()):
                continue  # "a university degree", "my degree": what the table generalizes to
            validity, score = ("high", 0.85) if own else ("medium", 0.55) if has_field else ("low", 0.3)
            if not has_field and validity == "high" and not _SPECIFIC_LEVEL.search(m.group()):
                # "my master's degree" without a field is already the table's level: weak on its own.
                validity, score = "low", 0.4
            end = m.end()
            student = _STUDENT_AFTER.match(ctx.text, end) if not has_field else None
            if student:  # "a PhD student" → "a university student", not "a university degree student" (session 20)
                end = student.end()
            out.append(Finding(m.start(), end, ctx.text[m.start():end], "education", score, validity,
                               f"education.degree:{level}", "Names your degree or field of study.", level))
        for m in (_MAJOR.finditer(ctx.text) if ctx.has_any(_MAJOR_NEEDLES) else ()):
            s, e = m.span("field")
            out.append(Finding(s, e, ctx.text[s:e], "education", 0.5, "medium", "education.field",
                               "Names your field of study.", ctx.text[s:e].strip()[3:]))
        for m in find_held(_GRADUATED, ctx):
            start = m.start()
            school = _SCHOOL_BEFORE_CLASS.search(ctx.text, max(0, start - 40), start) if m.group()[:1] in "cC" else None
            opening = (_SCHOOL_OPENING_CLASS.search(ctx.text[:start]) if school is None and m.group()[:1] in "cC"
                       else None)
            if school is not None:  # "the Westlake class of 2006": the school's class goes whole (session 20)
                start = school.start()
            elif opening is not None:
                start = opening.start("school")
            out.append(Finding(start, m.end(), ctx.text[start : m.end()], "education", 0.7, "high",
                               "education.graduated", "When you graduated reveals your age and schooling.", m.group()))
        for m in (find_held(_STUDENT_LIFE, ctx) if ctx.has_any(_STUDENT_NEEDLES) else ()):
            group = 1 if m.group(1) else 2
            s, e = m.span(group)
            if re.search(r"\ban?\s+$", ctx.text[max(0, s - 3) : s]):
                continue  # "from a university" names no school: the table's own output
            level = "university" if m.group(group).lower() in ("uni", "university", "college") else m.group(group).lower()
            out.append(Finding(s, e, m.group(group), "education", 0.5, "medium", "education.student_life",
                               "Hints at your level of education.", level))
        out.extend(self._schools(ctx))
        out.extend(self._level_schools(ctx, [f for f in out if f.detector != "education.graduated"]))
        # "graduated from Lincoln High in 2009": the school is found whole and the year is era.py's; a graduation
        # span over both would keep the school's name when only its year is cut (session 21)
        schools = [f for f in out if f.detector == "education.school"]
        out = [f for f in out if not (f.detector == "education.graduated"
                                      and any(f.start <= s.start and s.end <= f.end for s in schools))]
        out.extend(self._class_years(ctx, out))
        out.extend(self._saint_schools(ctx, out))
        if _ANY_DEGREE_BEFORE_SCHOOL.search(ctx.text):
            for m in _DEGREE_SCHOOL.finditer(ctx.text):
                s, e = m.span("school")
                if ctx.text[e - 1] == "." and not ctx.text[e:e + 1].strip():
                    e -= 1  # the sentence's stop: "an MBA from INSEAD." (a dot inside stays: "St. Andrews")
                named = ctx.text[s:e]
                # After "from" the words go with the school ("an MBA from INSEAD" → "a university degree"): the
                # degree's own stand-in says enough, and "a degree from a university" says it twice
                lead = _FROM_BEFORE.search(ctx.text[m.start() : s])
                detector = "education.school:from" if lead else "education.school"
                s = m.start() + lead.start() if lead else s
                if named not in DEGREE_ABBREVIATIONS and not any(f.start < e and s < f.end for f in out):
                    out.append(Finding(s, e, ctx.text[s:e], "education", 0.8, "high", detector,
                                       "Names a school you attend or attended.", named))
        return out

    @staticmethod
    def _saint_schools(ctx: Context, found: list[Finding]) -> list[Finding]:
        """"My daughter goes to St. Mary's": a school named after its saint, as parishes name their schools, after
        a way to school (_GOES_TO) said of a child or of the author; "went to St. Mary's for mass" is a church."""
        if "St" not in ctx.text:
            return []
        out: list[Finding] = []
        for m in _SAINT_SCHOOL.finditer(ctx.text):
            start, end = m.span()
            before = ctx.before(start, 40)
            if not (_GOES_TO.search(before) and _PUPIL_BEFORE.search(ctx.before(start, 80))):
                continue
            if _CHURCH_AFTER.match(ctx.text, end) or any(f.start < end and start < f.end for f in found):
                continue
            out.append(Finding(start, end, m.group(), "education", 0.7, "high", "education.parish_school",
                               "Names a school you or your child attend.", m.group()))
        return out

    @staticmethod
    def _class_years(ctx: Context, found: list[Finding]) -> list[Finding]:
        """"I'm a 3L at Georgetown Law", "a junior at Ohio State", "a second-year med student": the year of study
        becomes "student", and the school after it is the author's (spaCy sees "Georgetown" as a town)."""
        if not ctx.has_any(_CLASS_YEAR_NEEDLES):
            return []
        out: list[Finding] = []
        for m in _CLASS_YEAR.finditer(ctx.text):
            school = m.group("school")
            if not (m.group("noun") or school):
                continue  # "I'm a senior", "I'm a junior developer": a rank or an age, not a year of study
            if not m.group("noun") and m.group("year").lower() in _RANKS and school[:1].isupper() and not (
                    _SCHOOL_WORDS.search(school) or _PLACE_NAMED.search(school)
                    or gazetteer().lookup(fold(school.split()[0])) is not None):
                continue  # "a senior at Deloitte" is a rank; "a junior at Ohio State" names its place
            start, end = m.start("year"), m.end("noun") if m.group("noun") else m.end("year")
            out.append(Finding(start, end, ctx.text[start:end], "education", 0.7, "high", "education.class_year",
                               "Your year of study says your age and schooling.", m.group("year")))
            if school is not None and school[:1].isupper():  # a named school; "in high school" is the level
                s, e = m.span("school")
                if not any(f.start < e and s < f.end for f in found):
                    out.append(Finding(s, e, ctx.text[s:e], "education", 0.8, "high", "education.school",
                                       "Names a school you attend.", ctx.text[s:e]))
        return out

    def _level_schools(self, ctx: Context, found: list[Finding]) -> list[Finding]:
        """Schools named by their level ("Lincoln Elementary", "Kennedy High School"): a pupil's school names
        their town. Without "School" only after a way to it ("goes to Lincoln Elementary") and with a name
        that is no common English word ("went to Mile High" is the stadium)."""
        if not _ANY_LEVEL_NEEDLE.search(ctx.text):
            return []
        from wordfreq import zipf_frequency

        out: list[Finding] = []
        for m in _LEVEL_NAME.finditer(ctx.text):
            start, name = m.start("name"), m.group("name")
            words = name.split()
            while words and words[0].lower() in _NOT_A_NAME:  # "My Lincoln Elementary", "The …"
                start = ctx.text.index(words[1], start + len(words[0]))
                words.pop(0)
            end = m.end("name")
            named = [w for w in words if w not in ("Junior", "Senior", "School") and w != words[-1]]
            if not named or any(f.start < end and start < f.end for f in found):
                continue
            before = ctx.before(start, 40)
            attended = bool(_ATTEND.search(ctx.before(start, 30)) or _GOES_TO.search(before))
            if not words[-1] == "School":
                if not _GOES_TO.search(before):
                    continue
                if all(zipf_frequency(w.lower().strip("'’."), "en") > _COMMON_NAME_WORD for w in named):
                    continue
            validity, score = ("high", 0.8) if attended else ("medium", 0.5)
            text = ctx.text[start:end]
            out.append(Finding(start, end, text, "education", score, validity, "education.school",
                               "Names a school you or your child may attend.", text))
        return out

    def _schools(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        spans = [(e.start, e.text) for e in ctx.entities_of("ORG", "FAC", "GPE") if _SCHOOL_WORDS.search(e.text)]
        if _ANY_SCHOOL_NAME_WORD.search(ctx.text):
            spans += [(m.start(), m.group()) for m in SCHOOL_NAME.finditer(ctx.text)]
        if "stud" in ctx.lower:
            spans += [(m.start("school"), m.group("school")) for m in _STUDIES_AT.finditer(ctx.text)]
        if any(k in ctx.text for k in (" State", " Tech", " A&M")):
            spans += [(m.start(), m.group()) for m in _PLACE_SCHOOL.finditer(ctx.text) if _student_tie(ctx, m.start())]
        for raw_start, raw in spans:
            name = raw[4:] if raw.lower().startswith("the ") else raw
            if len(name.split()) < 2 and not name.isupper():
                continue  # "the University" alone names no school
            if " " not in name and _ticker(ctx.text, raw_start, name) and not _student_tie(ctx, raw_start):
                continue  # "bought 2 ETH and the ETH dropped 10%": a coin's or a stock's ticker (session 21)
            if raw_start >= 4 and ctx.text[raw_start - 4 : raw_start].lower() == "the " and raw is name:
                raw_start, raw = raw_start - 4, ctx.text[raw_start - 4 : raw_start] + raw
            # The article stays in the span: "the University of Toronto" → "a university".
            start, text = raw_start, raw
            if any(f.start < start + len(text) and start < f.end for f in out):
                continue
            attended = _student_tie(ctx, start)
            validity, score = ("high", 0.8) if attended else ("medium", 0.5)
            out.append(Finding(start, start + len(text), text, "education", score, validity, "education.school",
                               "Names a school you may have attended.", name))
        return out
