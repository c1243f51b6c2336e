"""Income: salaries ("$85k a year", "250 thousand swiss francs"), "six figures", "minimum wage",
income brackets ("high income", "middle-income bracket"). Prices are not income: amounts need an
income word nearby."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..context import Context
from ..recognizer import Recognizer
from ...records import Finding
from .gated_patterns import GatedPattern, gated_matches
from .lexicon import LexiconRecognizer

_CURRENCY = (
    r"(?:dollars|bucks|euros?|pounds|quid|francs|swiss francs|chf|usd|eur|gbp|cad|aud|nzd|yen|yuan|rmb|"
    r"rupees|pesos|krona|kronor|krone|rand|kwacha|won|lira|zloty|reais|real)"
)
_AMOUNT = re.compile(
    r"(?:[$€£¥₹]\s?\d(?:[\d,.]*\d)?(?:\s?(?:k\b|K\b|thousand|grand|million|mil\b|m\b|lakhs?|crores?))?"
    r"|\b\d(?:[\d,.]*\d)?\s?(?:k|K|thousand|grand|million|lakhs?|crores?)?\s?(?:[a-z]+\s)?" + _CURRENCY + r"\b"
    r"|\b\d(?:[\d,.]*\d)?\s?(?:k|K|grand)\b"
    # a bare amount in thousands ("take-home is about 3,200 a month"): only beside a word of earning (_BARE)
    r"|(?P<bare>\b\d{1,3}(?:,\d{3})+(?![\d,]|\.\d)))",
    re.IGNORECASE,
)
_INCOME_WORDS = re.compile(
    r"\b(?:salary|salaries|income|earn|earns|earning|earned|make|makes|making|made|get paid|got paid|getting paid|pays me|paid me|wage|wages|"
    r"take home|take-home|per year|a year|per annum|annually|yearly|/yr|/year|a month|per month|monthly|"
    r"an hour|per hour|/hr|raise|bonus|paycheck|pay check|compensation|package|gross|net)\b",
    re.IGNORECASE,
)
# Income words that are only a period ("a month", "an hour"): rent, bills and fees come by the month too.
_PERIOD_ONLY = re.compile(r"\b(?:per year|a year|per annum|annually|yearly|/yr|/year|a month|per month|monthly|"
                          r"an hour|per hour|/hr|package|gross|net)\b", re.IGNORECASE)
_EXPENSE = re.compile(r"\b(?:rent|rents|cost|costs|costing|price|prices|bill|bills|mortgage|spend|spent|spending|"
                      r"fee|fees|tuition|subscription|ticket|tickets|fare|fares|charge|charges|charged|pay for|paid for|"
                      r"paying for|budget|insurance|premium|groceries|utilities|loan|debt|"
                      # session 22: care and membership paid by the month ("daycare … it's $1,800 a month")
                      r"daycare|day care|childcare|child care|nursery|preschool|gym|membership|payments?|lease|"
                      # session 23: what a card or an account records ("someone made a purchase of $60")
                      r"purchases?|transactions?|withdrawals?|refunds?|transfers?|orders?)\b",
                      re.IGNORECASE)
_LEAD = re.compile(
    r"(?:\b(?:a|an)\s+(?:(?:decent|solid|cool|good|nice|measly|whopping|modest|healthy|comfortable)\s+)?"
    r"|\b(?:about|around|roughly|like|almost|nearly|over|under|just)\s+"
    # session 22: what one lives on ("paycheck to paycheck on $38k"): the stand-in keeps the preposition's sense
    r"|\bon\s+)$",
    re.IGNORECASE,
)
@dataclass(frozen=True)
class _Phrase(GatedPattern):
    """An income phrase: the level it says ("" where the match says it: _level), its validity and score."""

    level: str
    validity: str
    score: float


_PHRASES: tuple[_Phrase, ...] = (
    _Phrase("figures", ("figure",), re.compile(
        r"\b(?:a\s+)?(?:six|seven|6|7)[\s-]figures?(?:\s+(?:salary|income|job))?\b", re.IGNORECASE),
        "high", "high", 0.8),
    _Phrase("minimum_wage", ("minimum wage",), re.compile(r"\b(?:on\s+)?(?:the\s+)?minimum wage\b", re.IGNORECASE),
            "low", "high", 0.8),
    _Phrase("bracket", ("income", "earner", "salary", "wage", "pay"), re.compile(
        r"\b(?:(?:a|an|the|my)\s+)?(?:(?:very|pretty|fairly|quite|really|decent(?:ly)?|upper|lower)\s+)?"
        r"(?P<lvl>high|low|middle|mid[\s-]level|mid[\s-]range|mid|upper[\s-]middle|lower[\s-]middle|six[\s-]figure|modest|decent|good|"
        r"above[\s-]average|below[\s-]average|entry[\s-]level)"
        r"[\s-](?:income|earner|salary|wage|paying job|pay)(?:\s+(?:bracket|level|range|household|family|life))?\b",
        re.IGNORECASE), "", "medium", 0.65),
    _Phrase("well", ("well",), re.compile(
        r"\b(?:earn|earns|earning|make|makes|making|get paid|getting paid|paid)\s+"
        r"(?:(?:pretty|quite|really|very|reasonably|fairly|decently|rather)\s+)?well\b", re.IGNORECASE),
        "high", "medium", 0.6),
    _Phrase("budget", ("paycheck to paycheck", "budget"), re.compile(
        r"\b(?:living\s+)?paycheck to paycheck\b|\bon a (?:tight|shoestring|strict) budget\b", re.IGNORECASE),
        "low", "low", 0.3),
)
_DIGIT = re.compile(r"\d")


class IncomeRecognizer(Recognizer):
    name = "income"
    categories = ("income_level",)

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        for m in (_AMOUNT.finditer(ctx.text) if _DIGIT.search(ctx.text) else ()):
            # Same sentence only: "earning X. clippers for 100 CHF" must not make the price an income.
            before = re.split(r"[.!?\n]", ctx.lower[max(0, m.start() - 40) : m.start()])[-1]
            after = re.split(r"[.!?\n](?:\s|$)", ctx.lower[m.end() : m.end() + 25])[0]
            words = before + " " + after
            # An income word counts only where no expense word stands between it and the amount: "someone made a
            # charge of $412" and "I make $5k a month but rent costs $2k" (the $2k) are what was paid, not earned.
            found = [w.group() for w in _INCOME_WORDS.finditer(before) if not _EXPENSE.search(before, w.end())]
            found += [w.group() for w in _INCOME_WORDS.finditer(after) if not _EXPENSE.search(after, 0, w.start())]
            if not found:
                continue
            if all(_PERIOD_ONLY.fullmatch(w) for w in found) and _EXPENSE.search(words):
                continue  # "rent is €900 a month": a price by the month, not an income
            if m.group("bare") and all(_PERIOD_ONLY.fullmatch(w) for w in found):
                continue  # "3,200 a month" alone may be anything by the month: a bare number needs "earn", "salary"…
            start, end = m.start(), m.end()
            lead = _LEAD.search(ctx.text[max(0, start - 30) : start])
            if lead:
                start -= len(lead.group(0))  # "a decent 100 grand" → "a living", not "a decent a living"
            tail = re.match(r"\s?(?:a|per|/)\s?(?:year|yr|annum|month)\b", ctx.text[end : end + 12], re.IGNORECASE)
            if tail:
                end += tail.end()
            out.append(Finding(start, end, ctx.text[start:end], "income_level", 0.8, "high", "income.amount",
                               "States how much you earn.", m.group().strip()))
        for phrase, m in gated_matches(ctx, _PHRASES):
            out.append(Finding(m.start(), m.end(), m.group(), "income_level", phrase.score, phrase.validity,
                               f"income.{phrase.kind}", "Reveals your income level.",
                               phrase.level or _level(m.group("lvl"))))
        return out


def _level(word: str) -> str:
    word = word.lower().replace("-", " ")
    if word in ("high", "six figure", "good"):
        return "high"
    if word in ("low", "modest", "below average", "entry level"):
        return "low"
    if word == "above average":
        return "high"
    return "middle"


class MoneyIdiomRecognizer(LexiconRecognizer):
    """How one speaks of spending ("a pretty penny", "a dent in the budget", "pocket-friendly adventures", "no
    penny pinched"): idioms GPT-4 reads as income. Each becomes plain words of the same meaning without the
    idiom ("a fair amount", "a splurge", "affordable", "no expense spared").

    Where the words come from: Wiktionary's English idioms about money and cost ("pretty penny", "pinch
    pennies", "penny-pincher", "break the bank", "arm and a leg", "make ends meet", "pay the bills",
    "-friendly" adjectives of price), written down by hand with one replacement each. The author's budget
    ("my modest budget", "the year's budget", "for the budget") is said as means, spending or price.
    Round 5 added getting by on little ("scraping by", "making rent", "stretching every penny", "strapped for
    cash", "tightening our belts") and extra work ("side hustles", "side gigs"), from the Wiktionary entries
    named beside them in TERMS.
    Near misses: a budget that is not the author's ("the film's budget", "a budget airline") and the coin
    itself ("a penny for your thoughts", "a shiny penny")."""

    family = "money_idiom"
    category = "income_level"
    reason = "How you speak of spending hints at your income."
    TERMS = {
        "pretty penny": "fair amount", "no penny pinched": "no expense spared", "penny-pinching": "saving",
        "penny pinching": "saving", "pinching pennies": "saving", "pinch pennies": "save", "penny-pincher": "saver",
        "penny pincher": "saver", "pocket-friendly": "affordable", "wallet-friendly": "affordable",
        "budget-friendly": "affordable", "dent in the budget": "splurge", "dent in my budget": "splurge",
        "dent in our budget": "splurge", "dent in my wallet": "splurge", "dent in the wallet": "splurge",
        "dent in my bank account": "splurge", "dent in my savings": "splurge", "stings my wallet": "costs me",
        "stung my wallet": "cost me", "hurts my wallet": "costs me", "hurt my wallet": "cost me",
        "break the bank": "cost too much", "breaking the bank": "costing too much", "broke the bank": "cost too much",
        "cost an arm and a leg": "cost a lot", "costs an arm and a leg": "costs a lot", "make ends meet": "get by",
        "making ends meet": "getting by", "it pays the bills": "it keeps me going", "my modest budget": "my means",
        "my tight budget": "my means", "my limited budget": "my means", "my budget": "my spending",
        "our budget": "our spending", "the year's budget": "the year's spending",
        "the monthly budget": "the monthly spending",
        "for the budget": "for the price",
        # issue 12 round 5: getting by on little (Wiktionary "scrape by", "make rent", "strapped for cash",
        # "cash-strapped", "tighten one's belt", "hand to mouth"; "stretch" sense "to make (money) last longer")
        "scrape by": "get by", "scraping by": "getting by", "scraped by": "got by", "scrapes by": "gets by",
        "make rent": "pay rent", "making rent": "paying rent", "made rent": "paid rent",
        "stretch a dollar": "spend carefully", "stretching a dollar": "spending carefully",
        "stretch every dollar": "spend carefully", "stretching every dollar": "spending carefully",
        "stretch every penny": "spend carefully", "stretching every penny": "spending carefully",
        "strapped for cash": "careful with money", "cash-strapped": "thrifty",
        "tighten my belt": "cut back", "tighten our belts": "cut back", "tightening my belt": "cutting back",
        "tightening our belts": "cutting back", "living hand to mouth": "getting by", "hand to mouth": "day to day",
        # Wiktionary "side hustle" and "side gig" (informal: a job besides one's main job, for extra money)
        "side hustle": "extra job", "side hustles": "extra jobs", "side gig": "extra job", "side gigs": "extra jobs",
        "side-hustle": "extra job", "side-hustles": "extra jobs",
    }
    # "put a massive dent in my bank account": the verb wants a dent, not a splurge (left as it is)
    NOT_BEFORE = re.compile(r"\b(?:put|puts|putting|make|makes|made|making|leave|leaves|left)\s+(?:a\s+)?(?:[\w-]+\s+)?$")
