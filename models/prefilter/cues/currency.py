"""Currencies and prices: "100 CHF", "€50", "R500", "a few quid", "2 lakh rupees" say where the money is
spent. Codes, names and symbols come from Babel's CLDR data; the spans become "… in local currency"."""

from __future__ import annotations

import functools
import re
from collections import defaultdict

from ..context import Context, fold
from ..recognizer import find_held
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer
from .phrase_index import PhraseIndex

NAME = DETECTOR_PREFIX + "currency"
# The US dollar is the internet's default: "$20" says little on its own (low), every other currency more.
DEFAULT_CURRENCY = "USD"
# Multi-letter symbols CLDR gives per territory that are not codes ("A$", "R$"); single-character ones
# are read from CLDR below. "$" alone is the default currency; "R" (rand) and "K" (kwacha) need digits.
_PREFIXED_DOLLARS = ("A$", "AU$", "C$", "CA$", "NZ$", "HK$", "S$", "MX$", "R$", "US$", "NT$")
_AMOUNT = r"\d(?:[\d,.]*\d)?(?:\s?(?:k|K|m|M|bn|million|thousand|hundred|lakh|crore)\b)?"
_QUANTITY = r"(?:a few|a couple of|a couple|some|many|several|hundreds of|thousands of|a lot of|lots of|a hundred|a thousand)"
# Last words of currency names that are everyday English words: only after an amount, never bare.
_COMMON_WORDS = frozenset({"pound", "pounds", "mark", "marks", "real", "reals", "won", "kip", "lek", "som",
                           "lev", "dram", "rand", "bolivar", "leone", "dollar", "dollars", "franc", "francs",
                           "shilling", "shillings", "cent", "cents", "crown", "crowns", "unit", "units",
                           "ounce", "ounces", "gold", "silver", "mill", "sol", "soles", "loti"})
_NEVER_NAMES = frozenset({"pound", "pounds", "ounce", "ounces", "unit", "units", "mark", "marks"})  # weights, words
SLANG = {"quid": "GBP", "loonies": "CAD", "toonies": "CAD", "rands": "ZAR"}


_MONEY_LEXFILES = (21, 23)  # WordNet's noun.possession (money: "shekels") and noun.quantity (its currency units)


@functools.lru_cache(maxsize=256)
def _money_first(word: str) -> bool:
    """Whether a currency's name said without an amount is money first: its most frequent WordNet noun sense is a
    unit (or WordNet does not know it). "colon cancer" is the body's ("colón" of Costa Rica second), "I yen for"
    a longing."""
    from ..data.wordnet import first_sense_lexfile

    lexfile = first_sense_lexfile(fold(word.split()[-1]))  # "colón" is WordNet's "colon"
    return lexfile is None or lexfile in _MONEY_LEXFILES


@functools.lru_cache(maxsize=1)
def _lexicon() -> tuple[frozenset[str], dict[str, str], dict[str, str]]:
    """(ISO codes in use, {lower-case name or last word: code}, {symbol: code}) from Babel's CLDR data."""
    from babel.core import get_global
    from babel.numbers import get_currency_name, get_currency_symbol

    codes: set[str] = set()
    for territory in get_global("territory_currencies").values():
        for code, start, end, tender in territory:
            if end is None and tender:
                codes.add(code)
    names: dict[str, str] = {}
    lasts: defaultdict[str, set[str]] = defaultdict(set)
    symbols: dict[str, str] = {}
    for code in sorted(codes):
        for count in (1, 2):
            name = get_currency_name(code, count=count, locale="en").lower()
            names.setdefault(name, code)
            lasts[name.split()[-1]].add(code)
        symbol = get_currency_symbol(code, "en")
        if len(symbol) == 1 and not symbol.isalnum() and symbol != "$":
            symbols.setdefault(symbol, code)
    for last, owners in lasts.items():
        # "dollars" could be anyone's (the default currency among them): no code, so a low hint.
        if last not in names and last not in _NEVER_NAMES:
            names[last] = "" if DEFAULT_CURRENCY in owners else sorted(owners)[0]
    names.update(SLANG)
    return frozenset(codes), names, symbols


@functools.lru_cache(maxsize=1)
def _local_symbols() -> dict[str, str]:
    """{symbol: code} of the symbols a currency has in its own territory's main language (CLDR: "kr" in
    Denmark, "zł" in Poland, "Kč" in Czechia, "Ksh" in Kenya, "Rp" in Indonesia), read only next to an
    amount and in their case. Left out: symbols that are short English words or abbreviations ("Ft" feet,
    "KM" kilometres, two capitals such as "SR", "FC")."""
    from babel.core import Locale, UnknownLocaleError, get_global
    from babel.numbers import get_currency_symbol
    from wordfreq import zipf_frequency

    out: dict[str, str] = {}
    for territory, history in sorted(get_global("territory_currencies").items()):
        live = [code for code, start, end, tender in history if end is None and tender]
        if not live:
            continue
        try:
            locale = Locale.parse(f"und_{territory}")
        except (ValueError, UnknownLocaleError):
            continue  # a territory CLDR has no likely language for
        symbol = get_currency_symbol(live[0], locale).strip()
        if (len(symbol) >= 2 and any(c.isalpha() for c in symbol) and symbol != live[0]
                and not (len(symbol) == 2 and symbol.isupper()) and symbol != "Ft"
                and zipf_frequency(symbol.lower(), "en") < 3.8):
            out.setdefault(symbol, live[0])
    return out


_NUMBER = re.compile(rf"(?<![\d.,])(?P<amount>{_AMOUNT})(?![\d])")
_SYMBOL_BEFORE = re.compile(r"(?P<unit>[A-Z]{3}|[A-Z]{1,2}\$|\$|R|K|Rs\.?|[^\w\s.,])\s?$")
_CODE_AFTER = re.compile(r"^\s?(?P<unit>[A-Z]{3}(?![\w])|[^\w\s.,'’\"()\[\]!?:;%*+=/-])")
# A word after a currency's everyday name that makes the name an adjective: a noun, not a preposition, a
# conjunction or the end of the clause ("some real gems"; "saved some rand for later", "a few pounds, maybe").
_NOUN_AFTER = re.compile(r"\s+(?!(?:for|to|on|in|at|and|or|but|a|an|the|of|from|left|each|more|less|now|back|"
                         r"too|here|there|then|so|per|a\s|I)\b)[A-Za-z]")
_QUANTITY_BEFORE = re.compile(rf"(?i)\b{_QUANTITY}\s+(?:of\s+)?$")


@functools.lru_cache(maxsize=1)
def _name_index() -> PhraseIndex:
    return PhraseIndex(_lexicon()[1])


def _is_unit(unit: str, codes: frozenset[str], symbols: dict[str, str], with_digits: bool) -> bool:
    if unit in codes or unit in symbols or unit in _PREFIXED_DOLLARS or unit == "$":
        return True
    return with_digits and unit in ("R", "K", "Rs", "Rs.")


def codes_of(unit: str, codes: frozenset[str], symbols: dict[str, str]) -> str | None:
    """The ISO code a unit stands for (None for "$", which many countries use)."""
    local = {"R": "ZAR", "K": "ZMW", "Rs": "INR", "Rs.": "INR", "A$": "AUD", "AU$": "AUD", "C$": "CAD",
             "CA$": "CAD", "NZ$": "NZD", "HK$": "HKD", "S$": "SGD", "MX$": "MXN", "R$": "BRL", "US$": "USD",
             "NT$": "TWD"}
    return unit if unit in codes else symbols.get(unit) or local.get(unit)


def _validity(code: str | None) -> tuple[str, float]:
    return ("low", 0.25) if code in (None, "", DEFAULT_CURRENCY) else ("medium", 0.6)


# An amount before the thing it pays for (session 20): "my £1,200 deposit", "a $90 fine". Nouns of money owed or paid.
_MONEY_NOUN_AFTER = re.compile(r"[ \t]+(?:deposit|rent|bill|fine|loan|debt|budget|salary|bonus|fee|fees|payment|refund|"
                               r"mortgage|overdraft|raise|pay|paycheck|cheque|check|tab|invoice|charge|penalty|ticket|"
                               r"donation|tip|allowance|stipend|grant|pension|premium|balance|limit)\b", re.IGNORECASE)
_BEFORE_NOUN = "|noun"


def _replacement(text: str, value: str | None) -> str:
    before_noun = (value or "").endswith(_BEFORE_NOUN)
    amount = (value or "").removesuffix(_BEFORE_NOUN).partition(":")[2].strip()
    if amount and before_noun:
        return amount  # "my £1,200 deposit" → "my 1,200 deposit", not "my 1,200 in local currency deposit"
    if amount:
        return f"{amount} in local currency"
    if re.match(rf"(?i){_QUANTITY}\b", text):
        return "some money"
    return "local currency"


class CurrencyRecognizer(RuledRecognizer):
    name = NAME
    categories = ("city_country",)
    reason = "The currency you pay in hints at where you live."
    RULE = _replacement

    def find(self, ctx: Context) -> list[Finding]:
        codes, names, symbols = _lexicon()
        out: list[Finding] = []
        named = {start: (end, name) for start, end, name in _name_index().find(ctx)}
        for m in find_held(_NUMBER, ctx):
            amount, start, end = m.group("amount").strip(), m.start(), m.end()
            before = _SYMBOL_BEFORE.search(ctx.text[max(0, start - 4) : start])
            after = _CODE_AFTER.match(ctx.text[end : end + 5])
            unit = None
            if start and ctx.text[start - 1].isalpha() and not before:
                continue  # "mp3", "A4": a number inside a word
            if before and before.group("unit") in ("R", "K") and (len(amount) < 2 or ctx.text[end : end + 1] == "-"):
                continue  # "R2-D2", "K9": a letter before a short number is a name, not rand or kwacha
            if before and _is_unit(before.group("unit"), codes, symbols, with_digits=True):
                unit, start = before.group("unit"), start - len(before.group(0))
                if unit == "$" and after and after.group("unit") in codes:  # "$20 AUD": the code says which
                    unit, end = after.group("unit"), end + len(after.group(0))
            elif after and _is_unit(after.group("unit"), codes, symbols, with_digits=False):
                unit, end = after.group("unit"), end + len(after.group(0))
            elif local := _local_symbol(ctx.text, start, end):
                self._add(out, local[0], local[1], ctx.text, local[2], amount)
                continue
            else:
                gap = re.match(r"\s+(?:of\s+)?", ctx.text[end:])
                hit = named.get(end + len(gap.group(0))) if gap else None
                if hit is not None:
                    end, code = hit[0], names.get(hit[1].lower())
                    self._add(out, start, end, ctx.text, code, amount)
                continue
            self._add(out, start, end, ctx.text, codes_of(unit, codes, symbols), amount)
        for start, (end, name) in named.items():
            word = name.lower()
            if any(f.start <= start < f.end for f in out):
                continue
            quantity = _QUANTITY_BEFORE.search(ctx.text[max(0, start - 25) : start])
            if quantity and word in _COMMON_WORDS and _NOUN_AFTER.match(ctx.text, end):
                continue  # "some real gems", "a few gold coins": an adjective before its noun, no money
            if quantity:
                self._add(out, start - len(quantity.group(0)), end, ctx.text, names.get(word), None)
            elif word not in _COMMON_WORDS and (len(word) >= 4 or word in SLANG) and _money_first(word):
                self._add(out, start, end, ctx.text, names.get(word), None)
        return out

    def _add(self, out: list[Finding], start: int, end: int, text: str, code: str | None, amount: str | None) -> None:
        if any(f.start < end and start < f.end for f in out):
            return
        validity, score = _validity(code)
        noun = _MONEY_NOUN_AFTER.match(text, end) is not None and bool(amount)
        out.append(Finding(start, end, text[start:end], "city_country", score, validity, NAME, self.reason,
                           f"{code or '?'}:{amount or ''}" + (_BEFORE_NOUN if noun else "")))


def _local_symbol(text: str, start: int, end: int) -> tuple[int, int, str] | None:
    """A local currency symbol right after ("50 kr", "20 zł") or before ("Ksh 500", "Rp 50.000") an amount."""
    local = _local_symbols()
    after = re.match(r"\s?([^\s\d,;:!?()]+)", text[end : end + 8])
    if after:
        word = after.group(1).rstrip(".") if after.group(1).rstrip(".") in local else after.group(1)
        if word in local and not text[end + after.start(1) + len(word) : end + after.start(1) + len(word) + 1].isalnum():
            return start, end + after.start(1) + len(word), local[word]
    before = re.search(r"(\S+)\s?$", text[max(0, start - 8) : start])
    if before and before.group(1) in local and (start - len(before.group(0)) == 0 or not text[start - len(before.group(0)) - 1].isalnum()):
        return start - len(before.group(0)), end, local[before.group(1)]
    return None
