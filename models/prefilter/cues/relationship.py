"""Relationships and gender: "my husband", "my ex-wife", "divorced", "as a mom", "as a woman"."""

from __future__ import annotations

import re

from ..context import PARENT_NOUNS, Context
from ..recognizer import Recognizer, find_held
from ..sentences import sentence_bounds
from ...records import Finding
from ..data.wordnet import sentient_verb_forms
from .first_person import FIRST_PERSON

# Partner words → (relationship status they reveal, sex of the partner is not the author's).
_PARTNERS = {
    "husband": "married", "wife": "married", "hubby": "married", "wifey": "married", "spouse": "married",
    "boyfriend": "in a relationship", "girlfriend": "in a relationship", "bf": "in a relationship",
    "gf": "in a relationship", "fiance": "engaged", "fiancé": "engaged", "fiancee": "engaged",
    "fiancée": "engaged", "ex-wife": "divorced", "ex-husband": "divorced", "ex wife": "divorced",
    "ex husband": "divorced", "ex-girlfriend": "single", "ex-boyfriend": "single",
    "late husband": "widowed", "late wife": "widowed", "significant other": "in a relationship",
    "better half": "in a relationship", "other half": "in a relationship", "missus": "married",
    "esposo": "married", "esposa": "married",
}
# Verbs of everyday life that make "the wife" the author's own: the grammar, not a list of phrasings.
_VERBS = ("says|said|thinks|thought|wants|wanted|loves|loved|hates|hated|likes|liked|insists|insisted|reckons|"
          "makes|made|gets|got|takes|took|keeps|kept|will|would|won't|can|can't|could|does|doesn't|did|didn't|"
          "has|had|hasn't|buys|bought|cooks|cooked|went|goes|drives|drove|found|finds|agreed|agrees|"
          "and me|and myself|and i|and the kids|and kids|works|worked|is always|is away|is out|was away|"
          "surprised|booked|planned|dragged|convinced|suggested|told me|tells me|asked me|asks me")
_STORY = re.compile(r"\b(?:film|movie|show|series|episode|book|novel|story|character|play|scene|plot)s?\b", re.IGNORECASE)
# One's partner in any register ("my hubby", "my bf", "my better half"): the person recognizer reads a name
# after these words as someone close to the author.
PARTNER_WORDS = "|".join(sorted((re.escape(k) for k in _PARTNERS), key=len, reverse=True))
_PARTNER = re.compile(
    rf"\b(?:my|our)\s+(?P<w>{PARTNER_WORDS})\b"
    # "the wife and I", "me and the hubby": the colloquial "the" for one's own spouse.
    rf"|\b(?:me and )?the\s+(?P<w2>husband|wife|hubby|wifey|missus)\b(?=\s+and\s+i\b)"
    rf"|\bme and the\s+(?P<w3>husband|wife|hubby|wifey|missus)\b"
    # "the wife says", "the hubby's cooking", "the boyfriend and me": the same "the" as the subject of a
    # verb of everyday life ("the wife of a colleague", "the wife in the film" stay: no such verb follows).
    rf"|\bthe\s+(?P<w6>husband|wife|hubby|wifey|missus|boyfriend|girlfriend)\b(?=['’]s\s|\s+(?:{_VERBS})\b)"
    # "my guy and i", "my bae", "my SO" (upper case: "so" is a word).
    rf"|\bmy\s+(?P<w4>guy|girl|man|lady|bae)\b(?=\s+and\s+i\b)|\bmy\s+(?P<w5>bae|(?-i:SO))\b",
    re.IGNORECASE,
)
# The partner word with no determiner, as the subject of a verb of a thinking, speaking or feeling person (WordNet,
# data/wordnet.sentient_verb_forms) or of _VERBS: "Wife says no", "girlfriend loves hearing those", "hubby and I"
# -- the author's own partner, as "the wife says" is. Not after a determiner or a possessive in the two words
# before ("a wife says", "his new girlfriend loves": someone's), nor in a story (_STORY).
_BARE_PARTNER = re.compile(
    r"(?<![\w'’-])(?P<w>husband|wife|hubby|wifey|missus|boyfriend|girlfriend|bf|gf|fiance|fiancé|fiancee|fiancée|"
    r"spouse)\s+(?P<next>and\s+(?:i|me)\b|[\w'’]+)",
    re.IGNORECASE,
)
_OWNED_BEFORE = re.compile(r"\b(?:a|an|the|my|your|his|her|their|our|its|this|that|whose|every|any|no|some|ex|"
                           r"former|future|[\w]+['’]s)\s+(?:[\w'’-]+\s+)?$|[-‐]$", re.IGNORECASE)
_VERB_WORDS = frozenset(w for alt in _VERBS.split("|") for w in [alt.split()[0]])
# "divorced"/"widowed" are strong on their own ("since divorced, running solo"), unless about
# someone else ("my divorced friend").
_STATUS_LOOSE = re.compile(r"(?<!\bmy )(?<!\bhis )(?<!\bher )(?<!\btheir )\b(?P<w>divorced|widowed|widower)\b", re.IGNORECASE)
# Whom one marries, right after the event ("got engaged to a guy she met"): "to" goes with the event's words.
# The one married is a noun phrase or a name, not an infinitive ("got engaged to be honest" keeps its "to").
_TO_SOMEONE = re.compile(r"[ \t]+to(?=[ \t]+(?:(?:a|an|the|my|his|her|their|our|your|him|them|someone|somebody|"
                         r"this|that|one)\b|[A-Z]))")
# A parent's noun right after "single" (context.PARENT_NOUNS).
_PARENT_AFTER = re.compile(rf"[ \t-]+(?:{PARENT_NOUNS})s?\b", re.IGNORECASE)
# Status words stated about oneself.
_STATUS = re.compile(
    r"(?P<lead>\bi'm|\bi’m|\bi am|\bim|\bbeing|\bgot|\bgetting|\bget|\bbeen|\bas a|\bnewly|\brecently|\bnow|\bstill|\bwe're|\bwe are|\bwe got|\bhappily"
    # the other first-person forms of the copula, negated or not ("if only I wasn't single", "I was married for
    # ten years", "I ain't married"): "I'm not married" says the status as surely as "I'm married" does
    r"|\bi\s+was(?:n['’]t)?|\bi\s+ain['’]t|\bwe\s+were(?:n['’]t)?)\s+"
    r"(?:(?:happily|recently|newly|still|now|just|a|an|once|twice|long|proudly|not|never)\s+)*"
    r"(?P<w>divorced|divorcee|divorcé|widowed|a widow|a widower|widow|widower|married|engaged|separated|single)\b"
    r"(?<!engaged(?=\s+(?:in|with|by)\b))",  # "I was engaged in a debate" is busy, not engaged
    re.IGNORECASE,
)
# The marriage or its end as a time of the author's life: "post-divorce", "post marital chapter", "post-split
# life" ("split" only before a word of a life: a stock split is "post-split" too), "during marriage times"
# (not "before marriage": a plan as often as a past),
# "throughout my marriage". "marital", "matrimonial", "conjugal", "connubial": WordNet's adjectives that pertain to
# marriage (data/wordnet.pertainyms("marriage")).
_STATUS_TIME = re.compile(
    r"\bpost[- ]?(?P<w>divorce|separation|marital|matrimonial|conjugal|connubial|marriage)\b"
    r"|\bpost[- ]?(?P<w2>split)(?=\s+(?:life|me|days|years|era|chapter|phase|world)\b)"
    r"|\b(?:during|throughout)\s+(?:(?P<det>my|our|the)\s+)?(?P<w3>marriage|divorce)\b(?!\s+(?:of|between)\b)",
    re.IGNORECASE,
)
_STATUS_TIME_VALUE = {"divorce": "divorced", "separation": "separated", "split": "divorced", "marital": "married",
                      "matrimonial": "married", "conjugal": "married", "connubial": "married", "marriage": "married"}
_STATUS_NOUNS = re.compile(r"\b(?:my|since the|after the|since my|after my)\s+(?P<w>divorce|wedding|marriage|engagement|separation)\b", re.IGNORECASE)
_STATUS_VALUE = {
    "divorced": "divorced", "divorcee": "divorced", "divorcé": "divorced", "widowed": "widowed",
    "a widow": "widowed", "a widower": "widowed", "widow": "widowed", "widower": "widowed",
    "married": "married", "engaged": "engaged", "separated": "separated", "single": "single",
    "divorce": "divorced", "wedding": "married", "marriage": "married", "engagement": "engaged",
    "separation": "separated",
}
_EVENTS = frozenset({"married", "engaged", "divorced", "separated"})
# Gendered self-reference: "as a mom", "as an Italian woman", "I'm more of a batman guy", "me, a bloke".
_GENDER_NOUNS = (
    r"woman|man|guy|girl|lady|gal|dude|bloke|lad|mom|mum|mother|dad|father|wife|husband|housewife|mama|"
    r"papa|boy|chick|female|male|fella|fellow|gentleman|grandma|grandpa|granny|grandmother|grandfather"
)
_FUNCTION = r"(?:of|the|to|for|with|and|or|but|who|that|my|your|his|her|their|our|like|than|is|was|in|on|at|a|an)"
_GENDERED = re.compile(
    r"(?:\bas|\bi'm|\bi’m|\bi am|\bim|\bbeing|\bme,|\bi was)\s+"
    r"(?:(?:more|a bit|a bit more|kind|sort|kinda|sorta|just|still|also|really|basically|such|only|quite)\s+(?:of\s+)?)*"
    rf"(?:an?|the)\s+(?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,2}}(?P<w>{_GENDER_NOUNS})\b(?!['’]s)"
    # "as a fellow nurse": "fellow" before a noun means "of the same kind", no man
    rf"(?!(?<=[Ff]ellow)\s+(?!{_FUNCTION}\b)[a-z])",
    re.IGNORECASE,
)
_GENDERED_PLURAL = re.compile(
    r"(?:\bwe|\bus|\bfellow)\s+(?P<w>women|men|guys|girls|ladies|gals|moms|mums|dads|blokes|lads|dudes)\b",
    re.IGNORECASE,
)
# The same self-reference in other shapes of English grammar (each with near misses in
# tests/test_prefilter_gender_shapes.py):
# - "that"/"this" as the determiner after a copula or "become" ("I've become that guy who", "I'm this girl"), not
#   after "as" ("as that guy said" is someone else);
_GENDERED_THAT = re.compile(
    r"(?:\bi['’]m|\bi am|\bim|\bi was|\bbecome|\bbecame|\bbecoming|\bturned into|\bturning into)\s+"
    r"(?:(?:just|still|also|really|basically|officially|now|unknowingly|totally|definitely|always)\s+)*"
    rf"(?:that|this)\s+(?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,1}}(?P<w>{_GENDER_NOUNS})\b(?!['’]s)",
    re.IGNORECASE,
)
# - a self-introduction, the noun without a determiner at the start of a clause followed by "here" ("mom here,",
#   "oldschool dude here saw …"), not "the guy here", "guys here are", "dude here is a genius" (described);
_GENDER_HERE = re.compile(
    rf"(?:^|(?<=[.!?;:\n])\s*|(?<=[.!?;:\n][\"“(]))\s*(?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,2}}"
    rf"(?P<w>{_GENDER_NOUNS})\s+here\b(?!\s+(?:is|was|has|had|['’]s|thinks|said|says)\b)",
    re.IGNORECASE,
)
# - "we" with a copula and the plural ("we're predominantly ladies", "we are all dads");
# - the author counted among a few of their sex ("not many other ladies on the ice", "the only other woman").
_GENDERED_WE_ARE = re.compile(
    r"\bwe(?:['’]re|\s+are|\s+were)\s+(?:(?:mostly|mainly|predominantly|largely|all|both|just|only|still|"
    r"basically|nearly|almost|pretty\s+much)\s+)*(?P<w>women|men|guys|girls|ladies|gals|moms|mums|dads|blokes|lads|"
    r"dudes)\b(?![-‐])",  # not "we're women-owned"
    re.IGNORECASE,
)
_GENDERED_OTHER = re.compile(
    r"\b(?:not\s+many|not\s+a\s+lot\s+of|few|very\s+few|hardly\s+any|barely\s+any|the\s+only)\s+other\s+"
    r"(?P<w>women|men|guys|girls|ladies|gals|moms|mums|dads|blokes|lads|dudes|woman|girl|lady|guy|dude|mom|mum|dad)\b",
    re.IGNORECASE,
)
_FEMALE = frozenset(
    "woman women girl girls lady ladies gal gals mom mum mother wife housewife mama chick female moms mums "
    "grandma granny grandmother".split()
)


# What every match of _STATUS and of _STATUS_NOUNS holds, in the lower-cased draft (Context.has_any); the nouns of
# _GENDERED and _GENDERED_PLURAL stand after a space and before a non-word character: whole tokens (may_match).
_BARE_NEEDLES = ("husband", "wife", "hubby", "missus", "friend", "bf", "gf", "fianc", "spouse")
_STATUS_NEEDLES = ("divorc", "widow", "married", "engaged", "separated", "single")
_STATUS_NOUN_NEEDLES = ("divorce", "wedding", "marriage", "engagement", "separation")
# A marriage ending now, said of the author or of someone close: "I'm going through a divorce", "my boss is going
# through a messy divorce", "she's in the middle of a separation" → "a breakup"; "the country is going through a
# divorce from the EU" has no person before it.
_GOING_THROUGH = re.compile(
    r"\b(?:(?P<me>i['’]m|i am|im|we['’]re|we are)|(?:my|our)[ \t]+[\w-]+(?:['’]s[ \t]+[\w-]+)?[ \t]+is|(?:he|she)(?:['’]s|[ \t]+is)"
    r"|they['’]re|they[ \t]+are)[ \t]+(?:going[ \t]+through|in[ \t]+the[ \t]+middle[ \t]+of|in[ \t]+the[ \t]+midst[ \t]+of)"
    r"[ \t]+(?:a|an|the|my|our|his|her|their)[ \t]+(?:(?:messy|nasty|bitter|long|difficult|rough|painful|ugly|amicable)"
    r"[ \t]+)?(?P<w>divorce|separation)\b", re.IGNORECASE)
_GENDER_WORDS = frozenset(_GENDER_NOUNS.split("|"))
_GENDER_PLURAL_WORDS = frozenset("women men guys girls ladies gals moms mums dads blokes lads dudes".split())
# The gender nouns for other cues that read them (cues/gender_quotes.py).
GENDER_NOUNS = _GENDER_WORDS
GENDER_PLURALS = _GENDER_PLURAL_WORDS


# Whose marriage a marriage word names is said by the words before it. A possessive gives it to someone else ("her
# post-divorce life", "the applicant's divorce decree", "my parents' wedding vows"); "the" leaves the owner to the
# sentence: the author's only with a first person in it ("during the divorce I moved out", not a judgment's "the
# divorce decree was served on the applicant"). "my"/"our", or no owner word ("signed divorce papers alone",
# "post-split life"), keep it the author's, as drafts drop their "I".
_OTHERS_BEFORE = re.compile(r"(?:\b(?:his|her|their|your|its)|['’]s|s['’])\s+(?:[\w'’-]+\s+)?$", re.IGNORECASE)
_THE_BEFORE = re.compile(r"\bthe\s+(?:[\w'’-]+\s+)?$", re.IGNORECASE)
# Someone else in the sentence: a third-person pronoun or a party of a record ("the applicant filed for recognition
# of the divorce decree"). Without one, "the" leaves the marriage the author's: "Finally signed the divorce papers."
_THIRD_PERSON = re.compile(r"\b(?:he|she|they|his|her|hers|him|them|their|applicants?|claimants?|defendants?|"
                           r"respondents?|plaintiffs?|petitioners?|couple|parents)\b", re.IGNORECASE)


def others_marriage(text: str, start: int) -> bool:
    """Whether the marriage word at `start` is someone else's, by the words before it."""
    before = text[max(0, start - 30) : start]
    if _OTHERS_BEFORE.search(before):
        return True
    return (_THE_BEFORE.search(before) is not None and not _in_sentence(FIRST_PERSON, text, start)
            and _in_sentence(_THIRD_PERSON, text, start))


def _in_sentence(words: re.Pattern[str], text: str, at: int) -> bool:
    return words.search(text, *sentence_bounds(text, at)) is not None


class RelationshipRecognizer(Recognizer):
    name = "relationship"
    categories = ("relationship_status", "sex")

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for m in _PARTNER.finditer(ctx.text):
            if m.group("w6") and _STORY.search(ctx.text[max(0, m.start() - 80) : m.end() + 80]):
                continue  # "in the film, the wife says goodbye": someone in a story
            word = next(g for g in m.groups() if g).lower()
            word = {"guy": "boyfriend", "man": "boyfriend", "girl": "girlfriend", "lady": "girlfriend",
                    "bae": "boyfriend", "so": "significant other"}.get(word, word)
            out.append(Finding(m.start(), m.end(), m.group(), "relationship_status", 0.9, "high",
                               "relationship.partner", "Reveals your relationship status.", _PARTNERS[word]))
        for m in (_BARE_PARTNER.finditer(ctx.text) if ctx.has_any(_BARE_NEEDLES) else ()):
            if any(f.start <= m.start() < f.end for f in out) or _OWNED_BEFORE.search(ctx.text[max(0, m.start() - 30) : m.start()]):
                continue
            nxt = m.group("next").lower()
            if not (nxt.startswith("and") or nxt in _VERB_WORDS or nxt in sentient_verb_forms()):
                continue
            if _STORY.search(ctx.text[max(0, m.start() - 80) : m.end() + 80]):
                continue
            word = m.group("w").lower()
            out.append(Finding(m.start(), m.end("w"), m.group("w"), "relationship_status", 0.8, "high",
                               "relationship.partner", "Reveals your relationship status.", _PARTNERS[word]))
        for m in (_STATUS.finditer(ctx.text) if ctx.has_any(_STATUS_NEEDLES) else ()):
            s, e = m.span("w")
            value = _STATUS_VALUE[m.group("w").lower()]
            verb = re.search(r"\b(?:got|getting|get)$", m.group("lead"), re.IGNORECASE)
            if verb and value in _EVENTS:
                # "got married" is an event: the verb goes with it so that the edit can rephrase both
                s = m.start("lead") + verb.start()
                if value == "married" and verb.group().lower() != "got":
                    value = "engaged"  # "getting married", "to get married": not married yet
                to = _TO_SOMEONE.match(ctx.text, e) if value in ("married", "engaged") else None
                e = to.end() if to else e  # "got engaged to a guy": the edit says "settled down with" (session 22)
            # "single" is also what "divorced"/"widowed" generalize to: weak on its own; before a parent's noun it is
            # the household ("a single dad of twins", "a single mum": session 21)
            parent = _PARENT_AFTER.match(ctx.text, e) if value == "single" else None
            validity = "high" if value != "single" or parent else "low"
            e = parent.end() if parent else e  # the household goes as one: "a single dad" → "a parent"
            out.append(Finding(s, e, ctx.text[s:e], "relationship_status", 0.8, validity,
                               "relationship.status", "States your relationship status.", value))
        for m in (_STATUS_LOOSE.finditer(ctx.text) if ctx.has_any(("divorced", "widow")) else ()):
            s, e = m.span("w")
            out.append(Finding(s, e, m.group("w"), "relationship_status", 0.6, "medium", "relationship.status",
                               "Hints at your relationship status.", _STATUS_VALUE[m.group("w").lower()]))
        for m in (_STATUS_NOUNS.finditer(ctx.text) if ctx.has_any(_STATUS_NOUN_NEEDLES) else ()):
            out.append(Finding(m.start(), m.end(), m.group(), "relationship_status", 0.6, "medium",
                               "relationship.event", "Hints at your relationship status.",
                               _STATUS_VALUE[m.group("w").lower()]))
        for m in (_GOING_THROUGH.finditer(ctx.text) if ctx.has_any(("divorce", "separation")) else ()):
            author = m.group("me") is not None
            out.append(Finding(m.start("w"), m.end("w"), m.group("w"), "relationship_status", 0.8 if author else 0.6,
                               "high" if author else "medium", "relationship.event",
                               "States your relationship status." if author else
                               "States the relationship status of someone you mention.",
                               _STATUS_VALUE[m.group("w").lower()], subject="author" if author else "other"))
        for m in (_STATUS_TIME.finditer(ctx.text) if ctx.has_any(("divorc", "marri", "marit", "separat", "split",
                                                                  "matrimon", "conjugal", "connubial")) else ()):
            group = next(g for g in ("w", "w2", "w3") if m.group(g))
            s, e = m.span(group)
            if any(f.start <= s < f.end for f in out):
                continue  # "after my divorce" is _STATUS_NOUNS'
            if m.group("w3"):
                # "during the divorce, the mother left": the match's own "the" leaves the owner to the sentence
                if (m.group("det") or "").lower() == "the" and not _in_sentence(FIRST_PERSON, ctx.text, m.start()):
                    continue
            elif others_marriage(ctx.text, m.start()):
                continue  # "her post-divorce life", a judgment's "the post-divorce period"
            out.append(Finding(s, e, m.group(group), "relationship_status", 0.6, "medium", "relationship.event",
                               "Hints at your relationship status.", _STATUS_TIME_VALUE[m.group(group).lower()]))
        for regex, validity, words in ((_GENDERED, "high", _GENDER_WORDS),
                                       (_GENDERED_PLURAL, "medium", _GENDER_PLURAL_WORDS),
                                       (_GENDERED_THAT, "high", _GENDER_WORDS),
                                       (_GENDER_HERE, "medium", _GENDER_WORDS),
                                       (_GENDERED_WE_ARE, "medium", _GENDER_PLURAL_WORDS),
                                       (_GENDERED_OTHER, "medium", _GENDER_WORDS | _GENDER_PLURAL_WORDS)):
            if not ctx.may_match(words):
                continue
            for m in find_held(regex, ctx):
                word = m.group("w").lower()
                s, e = m.span("w")
                if any(f.start == s and f.category == "sex" for f in out):
                    continue  # two shapes of one self-reference ("I was the only other woman")
                detector = "sex.group" if regex is _GENDERED_WE_ARE else "sex.self_reference"
                if detector == "sex.self_reference" and _before_a_noun(ctx.text, e):
                    # "the only female welder" → "the only welder" ("person welder" did not read): the word and
                    # its space go (generalize_table: "sex.attributive" → "")
                    e, detector = e + 1, "sex.attributive"
                out.append(Finding(s, e, ctx.text[s:e], "sex", 0.75, validity, detector,
                                   "Reveals your gender.", "female" if word in _FEMALE else "male"))
        return out


def _before_a_noun(text: str, end: int) -> bool:
    """A space, then a lower-case word that WordNet's tagged corpus has as a noun and that is no function word:
    the gender word before it is an adjective of that noun ("female welder", "woman engineer")."""
    from spacy.lang.en.stop_words import STOP_WORDS

    from ..data.text_country import tagged_senses

    m = re.match(r" ([a-z]+)\b", text[end : end + 30])
    return m is not None and m.group(1) not in STOP_WORDS and m.group(1) in tagged_senses("n")
