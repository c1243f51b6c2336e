"""Age said without a number: milestone birthdays ("the big 4-0", "turning the big five-oh"), "pushing 60",
"on the wrong side of fifty", retirement of one's own ("I'm retired now", "since I retired"), the age of
one's children ("my toddler", "my teenage son": a parent's age follows), and the idioms
English has for one's age ("old enough to remember", "showing my age", "dating myself"). Each becomes what
a reader of any age could have written ("a milestone birthday", "getting older", "done with work",
"I remember").

Where the words come from: the grammar of English age expressions (a decade in figures, words or "N-0"/
"N-oh" after "the big", "pushing", "the wrong side of"), and the age idioms listed in Wiktionary's
"Category:English idioms" under age (old enough to remember, show one's age, date oneself, over the hill),
written down by hand.

Issue 12 r9 adds the events of later and middle life and their typical ages: grandchildren ("my grandson" →
"my relative"), a pension drawn or lived on ("on a small pension" → "on an income"), the time after one's own
retirement ("since retiring" → "lately", "before retiring" → "before"), retirement as a life lived ("retirement
changes perspectives" → "free time …"), an empty nest, a child's school stage ("my son's kindergarten teacher" →
"my son's school teacher") and a span of one's own life of twenty years or more ("for 30 years", "after two
decades in sales" → "years"). Where they come from: Wiktionary's senses of pension ("a regular payment … after
retirement"; its other sense, a boarding house, is the near miss), grandchild, empty nest ("a household whose
children have grown up and left"), and the school stages of the US/UK systems by age (kindergarten 5, middle
school 11–14, grades 1–12 at 6–18; Wikipedia "Educational stage").

Issue 12 r13 adds Wiktionary's proverb "life begins at forty" said of any decade ("life starts at 60" → "life
goes on") and "later in life" said of oneself or of "anyone else" asked by the author ("single later in life"
→ "single at some point"); near misses: "life starts at 60 mph" (a unit), "she took up painting later in life".

Near misses kept out: "the big 40-inch TV" (a number with a unit), "pushing 60 hours a week", someone else
retiring ("my dad retired", "a retired teacher I know": only the first person counts), "retired the jersey",
"since retiring the jersey", "a pension in Rome" (lodging), "the pension fund", "my pension contributions" (any
worker's), "my retirement account/plan" and "saving for retirement", "early retirement", "retirement plans",
"retirement's far off" (saved or planned for, any age), "his retirement", "life after retirement" (nobody's in
particular), "an empty nest in the tree", "her grandson", "I hated middle school" (one's own school), "I've done
this for 5 years", "the company has 50 years of history" (no first person), "30 years old" (age.py's)."""

from __future__ import annotations

import re

from ..context import Context
from ..sentences import sentence_bounds
from .first_person import FIRST_PERSON, FIRST_PERSON_WORDS
from .gated_patterns import GatedPattern, GatedPatternRecognizer, Hit
from .lexicon import DETECTOR_PREFIX

NAME = DETECTOR_PREFIX + "life_stage"
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_TENS_SPAN = "twenty|thirty|forty|fifty|sixty"
_DIGITS = "two|three|four|five|six|seven|eight|nine"
_DECADE = rf"(?:[2-9]0|[2-9]-0|(?:{_TENS})|(?:{_DIGITS})[- ]?(?:oh|0))"
_UNIT_AFTER = r"(?![\w-]|\s*(?:%|-?inch|-?in\b|hours?|hrs|mph|km|kg|lbs?|pounds|dollars|bucks|minutes|mins|degrees|°|k\b|years? ago))"
_TABLE: tuple[GatedPattern, ...] = (
    GatedPattern("milestone", ("the big",), re.compile(
        rf"\b(?:(?P<verb>turn|turns|turning|turned|hit|hits|hitting|reach|reaches|reaching|"
        rf"reached)\s+)?the big\s+{_DECADE}{_UNIT_AFTER}", re.IGNORECASE)),
    GatedPattern("older", ("pushing", "nearing", "approaching", "knocking on", "wrong side of", "closer to",
                           "north of"), re.compile(
        rf"\b(?:pushing|nearing|approaching|knocking on|on the wrong side of|the wrong side of|"
        rf"closer to|north of)\s+{_DECADE}{_UNIT_AFTER}", re.IGNORECASE)),
    GatedPattern("older", ("over the hill",), re.compile(r"\bover the hill\b", re.IGNORECASE)),
    GatedPattern("remember", ("old enough to remember",), re.compile(
        r"\b(?:i['’]m|i am|im)\s+(?:just\s+|certainly\s+|definitely\s+)?old enough to remember\b",
        re.IGNORECASE)),
    GatedPattern("my_age", ("my age",), re.compile(
        r"\b(?:showing|show|betraying|revealing)\s+my age\b", re.IGNORECASE)),
    GatedPattern("dating", ("dating myself",), re.compile(r"\bdating myself\b", re.IGNORECASE)),
    GatedPattern("retired", ("retire",), re.compile(
        r"(?<=\bi['’]m )(?:now\s+|just\s+|recently\s+|happily\s+|newly\s+|semi-)?retired\b"
        r"|(?<=\bi am )(?:now\s+|just\s+|recently\s+|happily\s+|newly\s+|semi-)?retired\b"
        r"|(?<=\bim )(?:now\s+|just\s+|recently\s+|happily\s+|newly\s+|semi-)?retired\b"
        r"|(?<=\bas a )retiree\b|(?<=\bbeing )retired\b", re.IGNORECASE)),
    GatedPattern("since_retired", ("retired",), re.compile(
        r"\b(?:since|after|before|when|until|once)\s+i\s+retired\b"
        r"|\bi\s+(?:just\s+|recently\s+|finally\s+)?retired\b(?!\s+(?:the|a|an|my|his|her|it|them)\b)",
        re.IGNORECASE)),
    # not the savings of a working life ("my retirement account", "my retirement plan": any age has them)
    GatedPattern("my_retirement", ("my retirement",), re.compile(
        r"\bmy retirement\b(?!\s+(?:accounts?|savings|funds?|plans?|pot|portfolio|"
        r"contributions?|investments?)\b)", re.IGNORECASE)),
    # the age of one's children dates the parent: "my toddler", "my teenage son", "my grown kids"
    GatedPattern("child", ("toddler", "teen", "newborn", "preschooler", "tween"), re.compile(
        r"\b(?:my|our)\s+(?:toddlers?|teenagers?|teens|newborn|preschoolers?|tweens?)\b",
        re.IGNORECASE)),
    GatedPattern("child_stage", ("teen", "grown", "adult", "college-age", "toddler", "newborn", "infant"), re.compile(
        r"\b(?:my|our)\s+(?:teenage|teen|grown|grown-up|adult|college-aged|college-age|"
        r"toddler|newborn|infant)\s+(?:sons?|daughters?|kids|children|boys?|girls?)\b",
        re.IGNORECASE)),
    # grandchildren date the grandparent ("my grandkids"/"my grandchildren" are data/regional_terms.py's GENERATION)
    GatedPattern("grandchild", ("grand",), re.compile(
        r"\b(?:my|our)\s+(?:great-)?(?:grandsons?|granddaughters?|grandchild|grandkid|"
        r"grandbab(?:y|ies)|great-grandkids|great-grandchildren)\b", re.IGNORECASE)),
    # a pension drawn or lived on is the author's own ("a pension in Rome" is lodging; "the pension fund" someone's)
    GatedPattern("pension", ("pension",), re.compile(
        r"(?:(?<=\bon )|(?<=\bcollect )|(?<=\bcollecting )|(?<=\bdraw )|(?<=\bdrawing )|"
        r"(?<=\breceive )|(?<=\breceiving )|(?<=\bget )|(?<=\bgetting ))"
        r"(?:a|my|our|the)\s+(?:state\s+|small\s+|tiny\s+|modest\s+)?pensions?\b"
        r"|\bmy\s+(?:state\s+)?pension(?=\s+(?:kicks|kicked|check|checks|payments?|income|"
        r"age|comes|came|covers|pays)\b)", re.IGNORECASE)),
    # the time after one's own retirement ("since retiring", "in retirement"): first person only (see hit)
    GatedPattern("retirement_time", ("retir",), re.compile(
        r"\b(?:since|after|before|in|post-|during)\s*(?:my\s+)?(?:retirement|retiring)\b"
        r"(?!\s+(?:the|a|an|his|her|it|them|their|from\s+the|plans?|accounts?|"
        r"savings|funds?|age|home|homes|community|village|party)\b)",
        re.IGNORECASE)),
    # retirement as a life being lived ("retirement changes perspectives", "the beauty of retirement is …"), not
    # one saved or planned for (see _PLANNED_BEFORE; "retirement plans", "retirement's far off"), nor another's
    GatedPattern("retirement_lived", ("retirement",), re.compile(
        r"\bretirement\b(?!['’]s\s+(?:far|a\s+long|years|decades|ages)\b)"
        r"(?!\s+(?:plans?|planning|planner|funds?|accounts?|savings|age|homes?|village|"
        r"community|party|parties|goals?|thoughts|package|benefits?|income|portfolio|pot|"
        r"calculator|nest egg|contributions?|investments?|money|of|from|gift|card|"
        r"ceremony|announcement|speech)\b)", re.IGNORECASE)),
    GatedPattern("empty_nest", ("empty",), re.compile(
        r"\b(?:our|my|the|an)\s+empty[- ]nest\b(?!\s+(?:in|on|under|of|from)\b)"
        r"|\bempty[- ]nest\s+syndrome\b", re.IGNORECASE)),
    # a span of one's own life of twenty years or more ("for 30 years", "after two decades in sales", "25 years of
    # marriage"): first person only, and only where the span is a phrase of its own (see _SPAN_EDGE)
    GatedPattern("long_time", ("years", "decades"), re.compile(
        rf"\b(?:(?:over|nearly|almost|more than|about|well over|some)\s+)?"
        rf"(?:(?:[2-6]\d|{_TENS_SPAN})(?:[- ](?:{_DIGITS}|one))?\+?\s+years"
        r"|(?:(?:two|three|four|five|several|many|a few|a couple of|a couple)\s+)?decades)\b",
        re.IGNORECASE)),
    # a child's school stage dates the parent: "my son's kindergarten", "my daughter started middle school"
    GatedPattern("kid_school", ("kindergarten", "preschool", "pre-k", "daycare", "nursery", "middle school",
                                "junior high", "elementary", "primary school", "grade", "high school"), re.compile(
        r"\b(?:my|our)\s+(?:son|daughter|kid|child|boy|girl)s?['’]?s?\s+"
        r"(?:(?:just\s+)?(?:started|starts|starting|is\s+in|was\s+in|finished|"
        r"is\s+starting|goes\s+to|entered)\s+)?"
        r"(?P<stage>kindergarten|preschool|pre-k|daycare|nursery school|middle school|"
        r"junior high|elementary school|primary school|grade school|high school|"
        r"(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
        r"1st|2nd|3rd|[4-9]th|1[0-2]th)\s+grade)\b", re.IGNORECASE)),
    # issue 12 r13 (cues13): Wiktionary's proverb "life begins at forty" in any decade, and "later in life" of oneself
    GatedPattern("life_begins", ("life",), re.compile(
        rf"\blife\s+(?:begins|starts|begin|start|began|started)\s+at\s+{_DECADE}{_UNIT_AFTER}",
        re.IGNORECASE)),
    # not the comparative "a bit later in life" ("a bit at some point" reads wrong)
    GatedPattern("later_in_life", ("in life",), re.compile(
        r"(?<!\bbit )(?<!little )(?<!\bmuch )(?<!\blot )(?<!quite )(?<!\bfar )"
        r"\b(?:later|late)\s+in\s+life\b", re.IGNORECASE)),
)
_REPLACEMENTS = {"milestone": "a milestone birthday", "older": "getting older", "remember": "I remember",
                 "my_age": "showing my years", "dating": "showing my years", "retired": "done with work",
                 "my_retirement": "my free time"}
# the time after retiring: words of any adult's recent past ("since retiring" → "lately")
_RETIREMENT_TIME = {"since": "lately", "after": "later on", "post-": "later on", "in": "these days",
                    "during": "these days", "before": "before"}


# "turning the big 4-0" → "having a milestone birthday": the verb goes with the birthday.
# "hit"/"reach" fit a milestone as they are ("I hit a milestone birthday last year").
_HAVE = {"turn": "have", "turns": "has", "turning": "having", "turned": "had"}


def _replacement(text: str, value: str | None) -> str | None:
    verb = text.split()[0].lower()
    if value == "milestone" and verb not in ("the", "a"):
        milestone = f"{_HAVE.get(verb, text.split()[0])} a milestone birthday"
        return milestone[0].upper() + milestone[1:] if text[:1].isupper() else milestone
    if value == "child":  # "my toddler" → "my kid", "our teenagers" → "our kids"
        owner, noun = text.split()[0], text.split()[-1].lower()
        return f"{owner} {'kids' if noun.endswith('s') and noun != 'newborn' else 'kid'}"
    if value == "child_stage":  # "my teenage son" → "my son"
        words = text.split()
        return f"{words[0]} {words[-1]}"
    if value == "older" and re.match(r"(?i)over the hill", text):
        return "getting on"
    if value == "grandchild":  # "my grandson" → "my relative", "our granddaughters" → "our relatives"
        owner, noun = text.split()[0], text.split()[-1].lower()
        return f"{owner} {'relatives' if noun.endswith(('s', 'ies')) and noun != 'grandchild' else 'relative'}"
    if value == "pension":  # "on a pension" → "on an income", "my pension check" → "my income check"
        det, plural = text.split()[0], text.lower().endswith("s")
        det = {"a": "an", "A": "An"}.get(det, det)
        return f"{det} {'incomes' if plural else 'income'}"
    if value == "retirement_time":
        lead = re.match(r"(?i)post-|\w+", text)
        out = _RETIREMENT_TIME.get(lead.group().lower() if lead else "", "lately")
        return out[0].upper() + out[1:] if text[:1].isupper() else out
    if value == "retirement_lived":  # "retirement changes perspectives" → "free time changes perspectives"
        return "Free time" if text[:1].isupper() else "free time"
    if value == "empty_nest":  # "our empty nest" → "our quiet home"; "empty nest syndrome" → "a quiet home"
        first = text.split()[0]
        return "a quiet home" if first.lower().startswith("empty") else f"{first} quiet home"
    if value == "long_time":  # "for 30 years" → "for years", "after two decades in sales" → "after years in sales"
        return "Years" if text[:1].isupper() else "years"
    if value == "long_time_bare":  # no preposition before it (session 20): "worked years at" would not read
        return "Many years" if text[:1].isupper() else "many years"
    if value == "life_begins":  # "they say life starts at 60" → "they say life goes on"
        return "Life goes on" if text[:1].isupper() else "life goes on"
    if value == "later_in_life":  # "single later in life" → "single at some point"
        return "At some point" if text[:1].isupper() else "at some point"
    if value == "kid_school":  # the stage alone goes: "my son's kindergarten teacher" → "my son's school teacher"
        return "school"
    if value == "since_retired":  # "since I retired" → "since I stopped working"
        m = re.match(r"(?i)(.*?\bi)\s+(?:\w+\s+)?retired$", text)
        return (m.group(1) + " stopped working") if m else None
    fixed = _REPLACEMENTS.get(value or "")
    if fixed is None:
        return None
    return fixed[0].upper() + fixed[1:] if text[:1].isupper() and fixed[:1] != "I" else fixed


_SPAN_BEFORE = re.compile(r"\b(?:for|after|of|over|in|spent|spend|spending|than|past|last)\s+$", re.IGNORECASE)
_SPAN_AFTER = re.compile(r"^\s+(?:of|in|as|at|on|with|together|ago|and counting|later|now)\b", re.IGNORECASE)
_BARE_SPAN_AFTER = re.compile(r"^\s+(?:at|in|on|with|as)\b", re.IGNORECASE)  # "worked 35 years at the plant"
_NOT_SPAN_AFTER = re.compile(r"^\s*(?:old|young|of age)\b|^-old", re.IGNORECASE)
_DECADES_AGO = re.compile(r"^\s*(?:ago|since|back)\b", re.IGNORECASE)
# what stands before a "retirement" that is not the author's life now: a future, a plan, someone else's
# ("after retirement" and the like are retirement_time's, first person only)
_PLANNED_BEFORE = re.compile(r"(?:\b(?:for|towards?|about|early|planning|plan|plans|his|her|their|your|its|the|a|an|"
                             r"until|till|from|postpone|delay|delaying|afford|retire|save|saving|my|our|after|since|"
                             r"in|before|during)\s+|\bpost-|\w['’]s\s+|\w['’]\s+)$", re.IGNORECASE)
# "has anyone else … later in life?": the author counts themself among them
_SELF_OR_ANYONE = re.compile(rf"\b(?:{FIRST_PERSON_WORDS}|(?i:anyone else|anybody else))\b")


def _sentence_of(text: str, at: int) -> str:
    return text[slice(*sentence_bounds(text, at))]


class LifeStageRecognizer(GatedPatternRecognizer):
    name = NAME
    category = "age"
    score = 0.55
    reason = "How you speak of your age or life stage hints at how old you are."
    TABLE = _TABLE
    RULE = _replacement
    DROP_OVERLAPS = True

    def hit(self, ctx: Context, row: GatedPattern, match: re.Match[str]) -> Hit | None:
        kind = row.kind
        start, end = match.span("stage") if kind == "kid_school" else match.span()
        if kind == "long_time" and not (_SPAN_BEFORE.search(ctx.before(start, 20))
                                         or _SPAN_AFTER.match(ctx.after(end, 20))):
            return None  # "I've been married 30 years" reads no better as "married years": left as it is
        if kind == "long_time" and (_NOT_SPAN_AFTER.match(ctx.after(end, 12)) or (
                match.group().lower().endswith("decades") and _DECADES_AGO.match(ctx.after(end, 12)))):
            return None  # "30 years old" is age.py's; "decades ago" the generation lexicon's
        if kind == "retirement_lived" and _PLANNED_BEFORE.search(ctx.before(start, 30)):
            return None  # "saving for retirement", "early retirement", "his retirement", "the retirement of"
        if kind == "later_in_life" and not _SELF_OR_ANYONE.search(_sentence_of(ctx.text, start)):
            return None  # "she took up painting later in life": someone else's
        if kind in ("retirement_time", "long_time") and not FIRST_PERSON.search(_sentence_of(ctx.text, start)):
            return None  # "life after retirement can be lonely": nobody's in particular
        if (kind == "long_time" and not _SPAN_BEFORE.search(ctx.before(start, 20)) and match.group()[:1].isdigit()
                and _BARE_SPAN_AFTER.match(ctx.after(end, 12))):
            return start, end, "long_time_bare"  # "worked 35 years at the plant" → "worked many years at …"
        return start, end, kind
