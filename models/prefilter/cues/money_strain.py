"""Money being short, said without an amount: "rent struggles are no joke", "keeping up with bills", "when your
budget's tight", "even when your wallet's thin", "a luxury I haven't been able to afford". GPT-4 reads a low (or,
with "can afford", a high) income from these; the amount detectors (income.py) and the idioms (MoneyIdiomRecognizer)
do not see them. Each becomes words of any household: "daily struggles", "keeping up with everything", "when
things are tough", "been able to justify".

Built from the grammar of English, not from phrasings: a noun of one's own money (the nouns of personal
finance: rent, bills, mortgage, debt, loans, budget, wallet, bank balance/account, paycheck, savings, finances —
written down by hand from WordNet's synsets for budget, bill (an invoice), rent, mortgage, debt, loan, wallet,
paycheck, bank account) with a word of strain:
- as the first part of a compound of trouble ("rent struggles", "money worries", "bill stress"; WordNet
  hyponyms of worry/trouble in everyday use: struggles, worries, woes, stress, troubles, problems, anxiety,
  headaches);
- as the object of a verb of coping ("keeping up with bills", "behind on rent", "juggling the bills",
  "drowning in debt": the phrasal verbs Wiktionary lists for coping with obligations), or the bills as the
  subject of a blow ("bills hit like ninja stars", "the bills pile up" → "things …");
- as the subject of "be/feel/get" with an adjective of scarcity ("budget's tight", "wallet's thin", "my bank
  balance is low": Wiktionary's senses of tight "of money: scarce", thin, stretched, empty, low, short);
- "afford" after a word of ability ("can't afford", "been able to afford", "hard to afford": Wiktionary's
  afford, sense 1 "to be able to bear the cost of") → "justify", which keeps the sentence and says no means.
- economizing on a household's spending, with the author in the sentence ("I try to save on the heating bill",
  "we cut back on groceries", "cutting down eating out", "had to skip a few luxuries"): Wiktionary's phrasal
  verbs of spending less (save on, cut back (on), cut down (on), skimp/scrimp/economize on; skip, forgo and
  go without for treats) with the nouns of a household's spending (WordNet: utility bills, groceries, eating
  out / dining out / takeout, heating, electricity; luxuries, treats). The thing economized on becomes
  "costs" (treats: "things"): "save on costs", "skip a few things" — one or two words, the verb kept.

Issue 12 round implied8 adds the author's own means said by a word of thrift or want (the study of the tuning halves'
surviving income evidence: "money words" were its largest kind):
- the trouble nouns widened to WordNet's obstacle/difficulty synsets (hurdle, obstacle, challenge, difficulty,
  hardship, strain, pressure, burden, setback, issue, constraint): "financial hurdles" → "daily hurdles"; these
  newer nouns are also everyone's in the news ("the city's financial challenges"), so they count only with the
  first person in the sentence or the one before or after it (informal posts drop the subject);
- "money"/"cash" with no determiner as the subject of scarcity ("Money's tight lately" → "Things are tough lately");
- the idiom of living with no reserve, Wiktionary's "paycheck to paycheck" (and paycheque, payday) → "month to
  month" (its sibling "hand to mouth" is the money idioms' in income.py);
- "on a (tight, shoestring, student …) budget" after a verb (Wiktionary "on a budget": with limited money) →
  "sensibly", after a form of "be" → "being sensible";
- the first person as thrifty or without money, with the adjectives of WordNet's synsets thrifty ("careful and
  diligent in the use of resources": thrifty, frugal, economical, sparing, scrimping), broke ("lacking funds":
  broke, skint, stone-broke, stony-broke; "bust" left out, a word of many senses) and hard up ("not having enough
  money to pay for necessities": hard up, impecunious, penniless, penurious) → "careful", "stretched thin"
  ("strapped for cash" and "cash-strapped" are the money idioms' in income.py).

Near misses kept out: the money of no one in particular ("rent prices in the city rise", "the government's
budget is tight"), "tight" and "thin" of other things ("my schedule's tight", "the ice is thin"), "keeping up
with the news", "affordable" (a word of price, not means), "the city faces financial challenges" (no author), "a wedding on a budget" (a noun's budget),
"on a budget of $2M" (a project's), "I broke my phone", "the car is broke" (no person), "I'm poor at maths" (poor
is not taken), "afford me the chance" (to give), "can't afford to mess with
my schedule" (afford to + a verb: mostly a risk, not money), "keeping up with rent hikes" (a price), "your
budget"-less "tight" ("the jeans are tight"), economizing said of no one in the sentence ("tips to save on the
heating bill") or on what is not spending ("cut back on sugar", "skip the meeting", "cut down the tree")."""

from __future__ import annotations

import re

from ..context import Context
from ..sentences import sentence_bounds
from .first_person import FIRST_PERSON
from .gated_patterns import GatedPattern, GatedPatternRecognizer, Hit
from .lexicon import DETECTOR_PREFIX

NAME = DETECTOR_PREFIX + "money_strain"

_OBLIGATION = (r"(?:rent|bills|the bills|my bills|our bills|mortgage|the mortgage|my mortgage|debts?|my debts?|loans|"
               r"student loans|my loans|my student loans)(?!\s+(?:hikes?|increases?|prices?|rises?|costs?|rates?)\b)")
_TROUBLE = r"(?:struggles?|worries|woes|stress|troubles|problems|anxiety|headaches)"
# The trouble nouns of WordNet's obstacle (obstacle, hurdle) and difficulty synsets, with the strains and burdens of
# its "pressure" and "burden" senses: everyone's in the news too, so the author must be in the sentence.
_HURDLE = (r"(?:hurdles?|obstacles?|challenges?|difficulty|difficulties|hardships?|strains?|pressures?|burdens?|"
           r"setbacks?|issues|constraints)")
_MEANS = (r"(?:wallet|budget|bank balance|bank account|account balance|finances|paycheck|paycheque|pay check|"
          r"savings|money|cash)")
# a means said scarce: a form of "be" or a verb of seeming, an adverb of degree, an adjective of scarcity
_SCARCE = (r"(?:['’]s|\s+(?:is|was|are|were|feels|felt|gets|got|looks|looked|seems|runs|ran))\s+"
           r"(?:(?:really|pretty|super|a\s+bit|a\s+little|so|too|kinda|kind\s+of|always|quite|very)\s+)?"
           r"(?P<adj>tight|thin|empty|stretched|low|short|lean|limited|dry)\b")
_TABLE: tuple[GatedPattern, ...] = (
    # "rent struggles", "money worries", "bill stress": the money noun goes, the trouble stays
    GatedPattern("trouble", ("rent", "bill", "money", "cash", "debt", "loan", "mortgage", "budget", "financial",
                             "paycheck"), re.compile(
        rf"\b(?P<noun>rent|bills?|money|cash|debt|loan|mortgage|budget|financial|paycheck)\s+"
        rf"(?=(?:{_TROUBLE}|(?P<hurdle>{_HURDLE}))\b)", re.IGNORECASE)),
    # "keeping up with bills", "behind on rent", "juggling the bills", "drowning in debt"
    GatedPattern("coping", ("keep", "kept", "behind on", "late on", "juggl", "drowning", "buried", "swimming",
                            "bills"), re.compile(
        rf"\b(?:keep|keeps|keeping|kept)\s+up\s+with\s+(?P<noun>{_OBLIGATION})\b"
        rf"|\b(?:behind|late)\s+on\s+(?P<noun2>{_OBLIGATION})\b"
        rf"|\b(?:juggle|juggles|juggling|juggled)\s+(?P<noun3>{_OBLIGATION})\b"
        rf"|\b(?:drowning|buried|swimming)\s+in\s+(?P<noun4>debts?|bills|student loans|loans)\b"
        # the bills as the subject of a blow: "until bills hit like ninja stars", "bills pile up"
        rf"|(?<!\w)(?<!into )(?<!\bon )(?<!for )(?<!with )(?<!\bof )(?<!\bto )(?<!from )(?<!\bby )"
        rf"(?P<noun5>(?:the\s+)?bills)\s+(?=(?:hit|hits|pile|piled|piling|stack|stacked|"
        rf"stacking|keep\s+coming|kept\s+coming|add\s+up|roll\s+in)\b)",
        re.IGNORECASE)),
    # "when your budget's tight", "even when your wallet's thin", "my bank balance is low"
    GatedPattern("scarce", ("tight", "thin", "empty", "stretched", "low", "short", "lean", "limited", "dry"),
                 re.compile(
        rf"\b(?:my|your|our|the)\s+{_MEANS}{_SCARCE}", re.IGNORECASE)),
    # "Money's tight lately": money or cash with no determiner, at a clause's edge (hit); a row of its own, so
    # that the row above keeps its literal first words
    GatedPattern("scarce_bare", ("money", "cash"), re.compile(rf"(?P<bare>\b(?:money|cash)){_SCARCE}", re.IGNORECASE)),
    # "can't afford", "been able to afford", "hard to afford"
    GatedPattern("afford", ("afford",), re.compile(
        r"\b(?:can|can['’]t|cannot|could|couldn['’]t|able to|unable to|hard to|easy to)\s+"
        r"(?:really\s+|even\s+|barely\s+|hardly\s+|just\s+|still\s+)?(?P<verb>afford)\b(?!\s+(?:me|us|"
        r"him|her|them|you)\s+(?:the|a|an)\b)(?!\s+to\b)", re.IGNORECASE)),
)
# economizing on a household's spending (module docstring): the object is the span
_UTILITY = r"(?:heating|electric|electricity|gas|energy|power|water|phone|utility|grocery|food)"
_SPENDING = (rf"(?:(?:the|my|our)\s+)?(?:{_UTILITY}\s+bills?|bills|utilities|groceries|grocery\s+shopping|"
             rf"eating\s+out|dining\s+out|takeout|take-out|takeaways?|heating|electricity)")
_TREATS = r"(?:(?:a\s+few|some|the|my|our|little)\s+)?(?:luxuries|treats|splurges|indulgences)"
_ECONOMIZE_TABLE: tuple[GatedPattern, ...] = (
    GatedPattern("economize", ("save", "saving", "cut", "skimp", "scrimp", "economi", "skip", "forgo", "go without",
                               "went without", "going without"), re.compile(
        rf"\b(?:(?:save|saves|saving|saved|skimp|skimps|skimping|skimped|scrimp|scrimps|scrimping|scrimped|"
        rf"economi[sz]e|economi[sz]es|economi[sz]ing|economi[sz]ed)\s+on"
        rf"|(?:cut|cuts|cutting)\s+(?:back|down)(?:\s+on)?)\s+(?P<noun>{_SPENDING})\b"
        rf"|\b(?:cut|cuts|cutting|skip|skips|skipping|skipped|forgo|forgoing|forwent|forego|foregoing|"
        rf"go\s+without|goes\s+without|going\s+without|went\s+without|save\s+on|saving\s+on|"
        rf"cut\s+back\s+on|cutting\s+back\s+on)\s+(?P<treat>{_TREATS})\b",
        re.IGNORECASE)),
)
# Living with little (module docstring, implied8): the idioms of no reserve, "on a budget", the first person as
# thrifty or without money. Each row's needles are its words' rarest parts.
_BE = (r"(?:i['’]m|im|i\s+am|i\s+was|we['’]re|we\s+are|we\s+were|i['’]ve\s+been|ive\s+been|we['’]ve\s+been|"
       r"i\s+have\s+been|i['’]d\s+been|i['’]ll\s+be|being|been|stay|staying|stayed|remain|remained|feel|feeling|felt)")
_DEGREE = r"(?:(?:pretty|so|very|really|super|quite|rather|fairly|kinda|always|still|often|a\s+bit|a\s+little|too|not)\s+)*"
_THRIFTY = r"(?:thrifty|frugal|economical|sparing|scrimping)"
_BROKE = (r"(?:(?:flat|dead|stone|totally|completely|utterly)[\s-]+)?(?:broke|skint|stone-broke|stony-broke|hard[\s-]up|"
          r"impecunious|penniless|penurious)")
_BUDGET_SIZE = r"(?:tight|shoestring|small|limited|strict|student|low|lean|modest|fixed|tiny|minimal|meager|meagre)"
_THRIFT_TABLE: tuple[GatedPattern, ...] = (
    # "hand to mouth" is the money idioms' (income.MoneyIdiomRecognizer)
    GatedPattern("paycheck", ("paycheck", "paycheque", "pay check", "payday"), re.compile(
        r"\b(?P<pay>(?P<pw>paycheck|paycheque|pay\s+check|payday)\s+to\s+(?P=pw))\b", re.IGNORECASE)),
    GatedPattern("on_budget", ("budget",), re.compile(
        rf"\bon\s+(?:a|an)\s+(?:(?:very|really|pretty|super|quite|{_BUDGET_SIZE})"
        rf"\s+)*budget(?!\s+(?:of|for|to|that|which|spreadsheet|app|airline|hotel|line|cut|meeting|plan)\b)",
        re.IGNORECASE)),
    GatedPattern("thrift", ("thrifty", "frugal", "economical", "sparing", "scrimping", "broke", "skint", "hard up",
                            "hard-up", "impecunious", "penniless", "penurious"), re.compile(
        rf"\b{_BE}\s+{_DEGREE}(?P<span>(?P<thrifty>{_THRIFTY})|{_BROKE})\b"
        r"(?!\s+(?:up|down|into|out|off|away|through|the|my|a|an|his|her|their|its|it|them|him|with\s+(?:words|praise|the\s+truth))\b)"
        r"(?![-\w])", re.IGNORECASE)),
)
# what may stand before "money"/"cash" said bare as the subject of scarcity: nothing, a clause's edge or a conjunction
_CLAUSE_EDGE = re.compile(r"(?:^|[.!?,;:(\n—–-]\s*|\b(?:and|but|so|because|cause|cuz|when|since|as|while|if|though|"
                          r"tho|now|lately|honestly|plus|yeah|ugh)\s+)$", re.IGNORECASE)
# the verbs before "on a budget" that are no action of the author's living or spending ("based on a budget")
_NOT_BUDGET_VERB = re.compile(r"(?i)(?:based|depends|depending|agreed|agree|decided|decide|voted|vote|working|worked|"
                              r"work|spent|spend|over|under|run|ran|went|go|going)\s+$")
# the word before "on a budget" where it is one's way of living or spending: a gerund or a verb of living, travel,
# eating, shopping or getting by (after a noun, "on a budget" says the thing is cheap, and "sensibly" misreads)
_BUDGET_LIFE_VERB = re.compile(r"(?i)[a-z]+ing|live|lives|lived|travel|travels|traveled|travelled|eat|eats|ate|shop|"
                               r"shops|shopped|cook|cooks|cooked|manage|manages|managed|survive|survives|survived|"
                               r"stay|stays|stayed|do|does|did|done|it")
# a determiner or possessive before the word before "on a budget": that word is a noun ("a wedding on a budget")
_NOUN_LEAD = re.compile(r"(?i)\b(?:a|an|the|my|our|your|his|her|their|this|that|any|some)\s+$")
_LAST_WORD = re.compile(r"(?i)\b([a-z]+(?:['’][a-z]+)?)\s+$")
_BE_FORM = re.compile(r"(?i)(?:i['’]m|im|am|is|are|was|were|be|been|being|we['’]re|you['’]re|they['’]re)$")

# someone else economizing: a subject that is not the author before the verb in its sentence
_OTHER_SUBJECT = re.compile(r"(?i)\b(?:he|she|they|you|people|everyone|everybody|folks|families|"
                            r"households|companies|businesses)\b")
# the determiner kept before treats ("skip a few luxuries" → "skip a few things")
_TREAT_DETERMINER = re.compile(r"(?i)(?:a\s+few|some|the|my|our|little)\s+")


# "afford" with its object said before it ("what they could afford", "a luxury I haven't been able to afford"):
# punctuation, a conjunction or the end of the text follows it.
_NO_OBJECT = re.compile(r"\s*(?:[,.!?;:)…—–-]|$|\s+(?:and|but|or|so|yet|anymore|either|though|tho|now|then|back)\b)",
                        re.IGNORECASE)
# a scarce budget said of an institution, not the author: "the government's budget", "the school budget is tight"
_NOT_OWN = re.compile(r"\b(?:government|city|state|school|company|council|department|club|project|film|"
                      r"movie|team|federal|national|county|office)['’]?s?\s+$", re.IGNORECASE)
# a compound already under way: a word before the money noun that is no determiner, nor a clause's opening
_NOUN_BEFORE = re.compile(r"(?<![\w'’])(?!(?:my|our|your|the|no|any|some|these|those|all|and|or|but|with|of|about|"
                          r"more|less|less|endless|constant|daily|big|real|serious|usual|same|first|so|such|"
                          r"are|is|were|was|have|had|from|into|over|by|to|for|when|till|until)\s)[a-z]+\s+$")
# someone else's troubles: "his money worries", "the city's budget problems"
_OTHERS = re.compile(r"(?:\b(?:his|her|their|its)|\w['’]s?)\s+$", re.IGNORECASE)


def _author_near(text: str, start: int, end: int) -> bool:
    """The first person in the sentence of [start, end) or in the one before or after it: informal posts drop the
    subject ("Been eyeing a thermostat to save on the heating bill.", "Maneuvering through those financial hurdles
    feels like …" after "I …")."""
    first, last = sentence_bounds(text, start, end)
    before = sentence_bounds(text, first - 2)[0] if first > 1 else first
    after = sentence_bounds(text, last + 1)[1] if last + 1 < len(text) else last
    return FIRST_PERSON.search(text[before:after]) is not None


def _replacement(text: str, value: str | None) -> str | None:
    kind = value or ""
    if kind == "trouble":  # "rent " (before "struggles") → "daily "
        return "Daily " if text[:1].isupper() else "daily "
    if kind == "coping":  # the obligation becomes "everything": "keeping up with bills" → "keeping up with everything"
        return "everything"
    if kind.startswith("scarce:"):  # "your budget's tight" → "things are tough"
        past = kind.endswith(":past")
        out = "things were tough" if past else "things are tough"
        return out[0].upper() + out[1:] if text[:1].isupper() else out
    if kind == "subject":  # "bills hit like ninja stars" → "things hit like ninja stars"
        return "Things" if text[:1].isupper() else "things"
    if kind == "economize":  # "save on the heating bill" → "save on costs"
        return "Costs" if text[:1].isupper() else "costs"
    if kind == "economize:treat":  # "skip a few luxuries" → "skip a few things"
        return "things"
    if kind == "paycheck":  # "paycheck to paycheck" → "month to month"
        return "Month to month" if text[:1].isupper() else "month to month"
    if kind == "on_budget":  # "traveling on a budget" → "traveling sensibly"
        return "sensibly"
    if kind == "on_budget:be":  # "I'm on a tight budget" → "I'm being sensible"
        return "being sensible"
    if kind == "thrifty":  # "I'm pretty frugal" → "I'm pretty careful"
        return "careful"
    if kind == "broke":  # "I'm flat broke" → "I'm stretched thin"
        return "stretched thin"
    if kind == "afford":
        return "justify"
    if kind == "afford:bare":  # the thing is said before ("what they could afford"): "justify" reads wrong there
        return "manage"
    return None


class MoneyStrainRecognizer(GatedPatternRecognizer):
    name = NAME
    category = "income_level"
    score = 0.55
    reason = "How you speak of money being short hints at your income."
    TABLE = _TABLE + _ECONOMIZE_TABLE + _THRIFT_TABLE
    RULE = _replacement
    DROP_OVERLAPS = True

    def hit(self, ctx: Context, row: GatedPattern, match: re.Match[str]) -> Hit | None:
        kind = row.kind
        start, end, value = match.start(), match.end(), kind
        if kind == "trouble":
            start, end = match.start("noun"), match.end()  # the noun and its space: "rent " → "daily "
            if match.group("hurdle") and not _author_near(ctx.text, start, end):
                return None  # "financial challenges": the news's too, so only with the author
        elif kind == "coping":
            group = next(g for g in ("noun", "noun2", "noun3", "noun4", "noun5") if match.group(g))
            if group == "noun5":
                value = "subject"
            start, end = match.span(group)
        elif kind in ("scarce", "scarce_bare"):
            if _NOT_OWN.search(ctx.before(match.start(), 30)):
                return None
            if kind == "scarce_bare" and not _CLAUSE_EDGE.search(ctx.before(match.start(), 30)):
                return None  # "pocket money is tight", "the prize money was low": a thing's money
            tense = re.search(r"(?i)\b(?:was|were|felt|got|looked|ran)\b", match.group())
            value = "scarce:past" if tense else "scarce:present"
        elif kind == "economize":
            group = "noun" if match.group("noun") else "treat"
            start, end = match.span(group)
            if group == "treat":
                determiner = _TREAT_DETERMINER.match(ctx.text, start)
                start = determiner.end() if determiner else start
                value = "economize:treat"
            first = sentence_bounds(ctx.text, start, end)[0]
            if _OTHER_SUBJECT.search(ctx.text[first:start]):
                return None  # "they cut back on groceries", "you can save on the heating bill"
            if not _author_near(ctx.text, start, end):
                return None  # "tips to save on the heating bill" alone is nobody's spending
        elif kind == "paycheck":
            start, end = match.span("pay")
        elif kind == "on_budget":
            # the word before (read here, not by the regex: a leading word group would be tried at every word)
            word = _LAST_WORD.search(ctx.text, max(0, match.start() - 40), match.start())
            if word is None:
                return None
            lead = word.group(1)
            if _NOT_BUDGET_VERB.search(lead + " ") or _NOUN_LEAD.search(ctx.before(word.start(1), 12)):
                return None  # "based on a budget", "a wedding on a budget"
            if not (_BUDGET_LIFE_VERB.fullmatch(lead) or _BE_FORM.search(lead)):
                return None  # after a noun it says a thing is cheap ("community vibes on a budget"): "sensibly" misreads
            if _BE_FORM.search(lead):
                value = "on_budget:be"
        elif kind == "thrift":
            start, end = match.span("span")
            value = "thrifty" if match.group("thrifty") else "broke"
        elif kind == "afford":
            start, end = match.span("verb")
            if _NO_OBJECT.match(ctx.text, end):
                value = "afford:bare"  # "everybody brought what they could afford" → "… could manage"
        if kind == "trouble" and (_OTHERS.search(ctx.before(start, 20)) or _NOUN_BEFORE.search(ctx.before(start, 20))):
            return None  # "his money worries"; "school budget woes" ("school daily woes" reads wrong)
        return start, end, value
