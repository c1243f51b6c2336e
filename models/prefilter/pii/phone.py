"""Phone numbers in national and international formats (Google's libphonenumber)."""

from __future__ import annotations

import functools
import re

import phonenumbers
from phonenumbers import Leniency, PhoneNumberFormat, PhoneNumberMatcher

from ..context import Context
from ..recognizer import Recognizer, find_held, may_hold
from ...records import Finding

# Regions tried for numbers written without a country code. Order matters only for the value shown.
REGIONS = ("US", "GB", "DE", "FR", "IN", "CA", "AU", "CH", "IT", "ES", "NL", "BR")
# The regions whose national numbers can start with a digit (their numbering plans, ITU-T E.164 national
# formats): a trunk "0" in Europe, India, Australia and Brazil; "1", the North American country code, or a
# Brazilian area code 11-19; 2-9, North American area codes, Spanish, Italian mobile, Indian mobile and
# Brazilian numbers. A candidate is tried only in those, not in all twelve.
_REGIONS_BY_FIRST_DIGIT = {
    "0": ("GB", "DE", "FR", "IN", "AU", "CH", "IT", "NL", "BR"),
    "1": ("US", "CA", "BR"),
}
_OTHER_FIRST_DIGIT = ("US", "CA", "IN", "IT", "ES", "BR")
# Cheap gate: a run of at least 7 digits with phone punctuation in between. Bounded, so a table of
# numbers is looked at in pieces instead of handing libphonenumber one huge candidate.
_CANDIDATE = re.compile(r"\+?\(?\d[\d\s().\-/]{5,28}\d")
MAX_CANDIDATES = 200
# An extension after the number belongs to it: "555-0134 ext. 89", "683.927.0468x12287".
# Issue 11, pii18: French "poste", Portuguese "ramal", Spanish "anexo"/"int." as extension words too.
_EXTENSION = re.compile(r"\s*(?:ext\.?|extn\.?|extension|x|#|poste|ramal|anexo)\s*\d{1,6}\b", re.IGNORECASE)
# A word that can only name an extension (not "x", a dimension's, nor "#", a number's): the digits before it are a
# phone number whatever else the text says ("822-5947 ext. 672", "44 84 55 61 poste 19").
_EXTENSION_WORD = re.compile(r"[ \t]*(?:ext\.?|extn\.?|extension|poste|ramal|anexo)[ \t]*\d{1,6}\b", re.IGNORECASE)
# A country calling code in brackets without its "+" ("(509) 2856-9011", "(592) 226-4417"): read only where no
# region read the number as written (a North American area code in brackets is the common case).
_BRACKETED_CODE = re.compile(r"(?<![\w)])\((\d{1,3})\)[ \t]?(\d[\d \t-]{5,14}\d)(?![\w-]|[.,]\d)")
# Words that say the digits after them are a phone number, so a number libphonenumber cannot validate
# (an unassigned area code, a made-up example) is still someone's number as written.
_CONTEXT = re.compile(
    r"(?:phone|tel|telephone|mobile|cell|cellphone|call|text|whatsapp|signal|sms|contact|reach|ring|"
    # "Contact no. / 22 491 70 51": the dot of "no." is the abbreviation's, not a sentence's end ("no." alone,
    # as in "Order no.", says nothing of a phone).
    r"fax|number|hotline|helpline|(?<![a-z])(?:land)?line|"
    # Issue 11, round 7: the verbs' other forms ("called the landlord at …"), an office's number ("Parish office
    # …"), and the abbreviation's dot ("tel. 2310 875153"); a label may be longer before its colon ("Contact
    # number in the destination country: …").
    r"called|calling|calls|texted|texting|office|"
    # issue 11, pii22: the past of reaching someone, only before "on"/"at" ("HR can be reached on (597) 401346",
    # "Owner contacted on …"; not "sales reached 1 250 000")
    r"(?:reached|contacted|rang|phoned)(?:[ \t]+(?:me|us|him|her|them))?[ \t]+(?:on|at)|"
    # issue 11, pii25: a verb that tells a service of something, its object, then "on" right before the digits
    # ("Report a faulty meter on 7954 2179", "notify the warden on …", "let us know on …"): British English's
    # "on" of a phone line. The verb is a request (a clause's first word; after "please", "to", "can", "you"; or after
    # a number that ends a form's previous line, run together with no full stop: "Ticket 4471 Report a …"), it
    # has an object, and "on" ends the cue: "the sales report on 1500 2000 units", "reported on 12 May" keep no phone
    r"(?:(?<![\w'’-][ \t])(?<![\w,'’-])|(?<=[Pp]lease[ \t])|(?<=\bto[ \t])|(?<=\bcan[ \t])|(?<=\byou[ \t])|(?<=\band[ \t])|(?<=\d[ \t]))"
    r"(?i:(?:report|notify|inform|alert)(?:[ \t]+[\w'’-]+){1,4}?|let[ \t]+(?:us|me|them)[ \t]+know)[ \t]+on(?=[ \t]*\(?$))"
    r"\b\.?(?:\s*no\.)?(?:[^\n.!?]{0,25}|[^\n.!?]{0,45}:\s*)$"
)
# Issue 11, pii22: an enquiry line's label right before the digits ("Exam enquiries 997 5337", "Inquiries: …").
_ENQUIRY_LINE = re.compile(r"\b(?:enquiries|inquiries)[ \t]*:?[ \t]*$")
# Right before the digits: a letter or digit, a letter and a hyphen, or "#": the number is part of a code
# or a ticket, never a phone number (checked before libphonenumber, which would try twelve regions).
_GLUED = re.compile(r"(?:[^\W_]|[^\W\d_]-|#)$")
# Right after the digits: a letter that is no extension's "x12": the digits are a code's ("PPS 1234567TA").
_GLUED_AFTER = re.compile(r"[^\W\d_](?!\d)")
# Context words that can only mean a phone ("number" alone may be a member's or an order's).
_PHONE_WORD = re.compile(r"(?:phone|tel|telephone|mobile|cell|cellphone|call|text|whatsapp|sms|my number|"
                         r"number is|(?<![a-z])(?:land)?line is|(?<![a-z])(?:land)?line:)\b[^\n.!?]{0,12}$")
# Issue 11, round 11: a national number's digit groups (see PhoneRecognizer._by_country).
_GROUPED = re.compile(r"(?<![\w+#/.,:-])\(?\d{2,4}\)?(?:[ -]\d{2,4}){1,3}(?![\w/-]|[.,:]\d)")
_A_YEAR = re.compile(r"(?:19|20)\d\d")
_YEAR_RANGE = re.compile(r"^(?:19|20)\d\d\s*[-–/]\s*(?:19|20)?\d\d$")
_DATE = re.compile(r"^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$")


def _regions_for(chunk: str) -> tuple[str, ...]:
    first = next((c for c in chunk if c.isdigit()), "")
    return _REGIONS_BY_FIRST_DIGIT.get(first, _OTHER_FIRST_DIGIT)


class PhoneRecognizer(Recognizer):
    name = "phone"
    categories = ("phone",)
    reason = "A phone number identifies you directly."

    def find(self, ctx: Context) -> list[Finding]:
        out: dict[tuple[int, int], Finding] = {}
        checked = 0
        for cand in find_held(_CANDIDATE, ctx):  # a digit first: most comments have none
            if sum(c.isdigit() for c in cand.group()) < 7:
                self._six_digits(ctx, cand, out)
                continue
            if (_GLUED.search(ctx.text, max(0, cand.start() - 2), cand.start()) or _GLUED_AFTER.match(ctx.text, cand.end())
                    or _DATE.match(cand.group().strip())):
                continue  # the digits of a code ("J63611373", "RE-6492642", "#48913563", "1234567TA") or a date
            checked += 1
            if checked > MAX_CANDIDATES:
                break  # a table of numbers, not a note: bound the time (about 1 ms per candidate)
            lo = max(0, cand.start() - 1)  # keep a leading "+" / "(" visible to the matcher
            chunk = ctx.text[lo : cand.end()]
            if chunk.strip("+( ").isdigit() and len(chunk.strip("+( ")) < 9 and "+" not in chunk:
                self._by_context(ctx, cand, out)  # an unpunctuated short run of digits: an amount or a
                continue                          # code (see _plausible), unless a phone word precedes it
            # With a country code the region does not matter: one pass instead of twelve.
            for region in (REGIONS[:1] if chunk.lstrip("( ").startswith("+") else _regions_for(chunk)):
                whole = False
                for match in PhoneNumberMatcher(chunk, region, leniency=Leniency.VALID):
                    start, end = lo + match.start, lo + match.end
                    whole = whole or (start <= cand.start() and end >= cand.end())
                    if (start, end) in out or not self._plausible(match.raw_string):
                        continue
                    value = phonenumbers.format_number(match.number, PhoneNumberFormat.E164)
                    end = self._with_extension(ctx.text, end)
                    out[(start, end)] = Finding(
                        start, end, ctx.text[start:end], "phone", 0.85, "high", f"phone.{region}",
                        self.reason, value,
                    )
                if whole:
                    break  # a region read the whole candidate: the others can only read parts of it
            if not any(s < cand.end() and cand.start() < e for s, e in out):
                self._by_context(ctx, cand, out)
        self._by_country(ctx, out)
        self._label_value(ctx, out)
        self._extended(ctx, out)
        self._bracketed_country_code(ctx, out)
        from .code import after_number_short_name, named_by_scheme_acronym

        # session 22: "My SIN is 046 454 286" reads as a German phone number; the words before it say which number it is
        return [f for (start, end), f in out.items()
                if not _an_amount(ctx.text, start, end) and not after_number_short_name(ctx.before(start, 30))
                and not named_by_scheme_acronym(ctx, start)]

    def _extended(self, ctx: Context, out: dict[tuple[int, int], Finding]) -> None:
        """Issue 11, pii18: digit groups of seven to twelve digits followed by an extension word (_EXTENSION_WORD):
        an office's line, with no country and no phone word ("Mill bookings on 822-5947 ext. 672"); pii22: the
        digits in one run too, where no identifier's word precedes them ("Parish office: 7482316 ext 7")."""
        from .code import CONTEXT, _NOT_PERSONAL

        # the substring test of its words first (recognizer.may_hold): 90 % of the comments skip the scan (speed10)
        if not may_hold(ctx, _EXTENSION_WORD) or not _EXTENSION_WORD.search(ctx.text):
            return
        for cand in [*find_held(_LABEL_GROUPED, ctx), *find_held(_UNGROUPED, ctx)]:
            start, end = cand.span()
            digits = re.sub(r"\D", "", cand.group())
            if not 7 <= len(digits) <= 12 or any(s < end and start < e for s, e in out) or _DATE.match(cand.group()):
                continue
            ext = _EXTENSION_WORD.match(ctx.text, end)
            if ext is None or _GLUED.search(ctx.text, max(0, start - 2), start):
                continue
            if cand.group().isdigit():
                # issue 11, pii22: digits written in one run ("ring me on 7469696 ext 5") are a phone's only where
                # no identifier's or product's word stands before them in the sentence ("Order ref 7469696 ext 5")
                sentence = re.split(r"[.!?\n]\s", ctx.before(start, 40))[-1].lower()
                if _NOT_PERSONAL.search(sentence) or any(
                        re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", sentence) for w in CONTEXT):
                    continue
            out[(start, ext.end())] = Finding(start, ext.end(), ctx.text[start:ext.end()], "phone", 0.7, "high",
                                              "phone.extension", self.reason, digits)

    def _bracketed_country_code(self, ctx: Context, out: dict[tuple[int, int], Finding]) -> None:
        """Issue 11, pii18: a country calling code in brackets with no "+" (_BRACKETED_CODE), where the rest is a
        valid number of that code's country (libphonenumber; for a three-digit code, a length its plan allows) and
        no region read it before."""
        if "(" not in ctx.text:
            return
        for m in _BRACKETED_CODE.finditer(ctx.text):
            start, end = m.span()
            if any(s < end and start < e for s, e in out):
                continue
            try:
                number = phonenumbers.parse(f"+{m.group(1)} {m.group(2)}", None)
            except phonenumbers.NumberParseException:
                continue
            # a three-digit code is one country's (or a few islands'): its plan's allowed lengths suffice there
            if str(number.country_code) != m.group(1) or not (phonenumbers.is_valid_number(number) or (
                    len(m.group(1)) == 3 and phonenumbers.is_possible_number(number)
                    and phonenumbers.region_code_for_number(number) not in (None, "001"))):
                continue
            end = self._with_extension(ctx.text, end)
            out[(start, end)] = Finding(start, end, ctx.text[start:end], "phone", 0.7, "high", "phone.bracketed_code",
                                        self.reason, phonenumbers.format_number(number, PhoneNumberFormat.E164))

    def _label_value(self, ctx: Context, out: dict[tuple[int, int], Finding]) -> None:
        """Issue 11, round 13: a local number with neither a phone word nor a country, as a label's whole value
        ("Ferry desk 771 9724", "Print desk — 138-1137-5976", "Out-of-hours repairs 01 281 759"): a short label
        at a line's or sentence's start (one to four words, the last a noun more than a verb: `_owner`), then
        digit groups of two to six joined by one space or hyphen, seven to eleven digits, and the clause ends.
        Not an identifier's label (code.py CONTEXT, _NOT_PERSONAL: "Order", "Batch"), not a date, a score, a
        list of years, not an amount's thousands ("Population 7 500 000": a first group of one to three digits
        and groups of three after it, no trunk "0"), and no group a round hundred ("Capacity 5000 6000")."""
        from .code import CONTEXT, _NOT_PERSONAL

        if not may_hold(ctx, _LABEL_GROUPED) or not _LABEL_GROUPED.search(ctx.text):
            return
        for cand in _LABEL_GROUPED.finditer(ctx.text):
            start, end = cand.span()
            raw = cand.group()
            groups = re.findall(r"\d+", raw)
            digits = "".join(groups)
            if not 7 <= len(digits) <= 11 or any(s < end and start < e for s, e in out):
                continue
            if _DATE.match(raw) or all(len(g) == 2 for g in groups) or sum(bool(_A_YEAR.fullmatch(g)) for g in groups) > 1:
                continue
            if " " in raw and not raw.startswith("0") and len(groups[0]) <= 3 and all(len(g) == 3 for g in groups[1:]):
                continue  # thousands
            if any(g.endswith("00") for g in groups):
                continue  # round amounts, a range of them ("Capacity 5000 6000", "Range 2300 2400")
            if not _CLAUSE_END.match(ctx.text, end):
                continue
            label = _LABEL_BEFORE.search(ctx.text, max(0, start - 50), start)
            if label is None:
                continue
            words = [w.lower() for w in re.findall(r"[^\W\d_][\w'-]*", label.group(1))]
            last = words[-1] if words else ""
            if not words or not (_owner(last) or (last.endswith("s") and _owner(last[:-1]))) or _NOT_PERSONAL.search(label.group(1).lower()) or any(
                    w in CONTEXT or w.rstrip("s") in CONTEXT for w in words):
                continue
            out[(start, end)] = Finding(start, end, raw, "phone", 0.7, "high", "phone.label_value", self.reason, digits)

    def _by_country(self, ctx: Context, out: dict[tuple[int, int], Finding]) -> None:
        """Issue 11, round 11: a number in the national format of the text's own country (data/text_country.py:
        its phone's country code, its towns, its country names), with no phone word: digit groups of two to
        four joined by one space or hyphen ("143 917", "7068 9909", "2164-5262"), six to twelve digits, a
        length libphonenumber allows for that country. Not a code, an order or a product's number: no
        identifier word of the code detector (code.py CONTEXT) nor a product word in the words before it in its
        sentence, and not a date, a time or an amount (the group shape leaves out dots, colons and slashes)."""
        from ..data import text_country
        from .code import CONTEXT, _NOT_PERSONAL

        regions = (text_country.countries(ctx.text) if may_hold(ctx, _GROUPED) and _GROUPED.search(ctx.text)
                   else frozenset())
        for region in sorted(regions):
            for cand in _GROUPED.finditer(ctx.text):
                start, end = cand.span()
                digits = re.sub(r"\D", "", cand.group())
                if not 6 <= len(digits) <= 12 or any(s < end and start < e for s, e in out):
                    continue
                if _GLUED.search(ctx.text, max(0, start - 2), start) or _DATE.match(cand.group()):
                    continue
                groups = re.findall(r"\d+", cand.group())
                pairs = all(len(g) == 2 for g in groups)
                if (pairs and len(groups) < 4) or sum(bool(_A_YEAR.fullmatch(g)) for g in groups) > 1:
                    continue  # a score or a list ("12 34 56"), years ("1990 2010")
                sentence = re.split(r"[.!?\n]\s", ctx.before(start, 40))[-1].lower()
                if _NOT_PERSONAL.search(sentence) or any(re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", sentence)
                                                         for w in CONTEXT):
                    continue
                try:
                    number = phonenumbers.parse(cand.group(), region)
                except phonenumbers.NumberParseException:
                    continue
                if not phonenumbers.is_possible_number(number) or region not in phonenumbers.region_codes_for_country_code(
                        number.country_code or 0):
                    continue
                if pairs and not phonenumbers.is_valid_number(number):
                    continue  # issue 11, pii18: four pairs or more ("20 22 37 55", as West Africa writes a number)
                    # only when the country's plan assigns the number, not merely allows its length
                out[(start, end)] = Finding(start, end, ctx.text[start:end], "phone", 0.7, "high",
                                            f"phone.country_{region}", self.reason,
                                            phonenumbers.format_number(number, PhoneNumberFormat.E164))

    def _six_digits(self, ctx: Context, cand: re.Match[str], out: dict[tuple[int, int], Finding]) -> None:
        """Issue 11, round 12: six digits in groups ("068 028", "91 11 35") right after a word that can only mean
        a phone ("Studio line", "call me at"), valid in a country whose numbers have six digits (libphonenumber's
        metadata: the Faroes, Greenland, Andorra …). Ungrouped six digits stay (an amount, a code)."""
        raw = cand.group().rstrip(" -./(")
        digits = re.sub(r"\D", "", raw)
        if len(digits) != 6 or raw == digits or not _SIX_GROUPS.fullmatch(raw):
            return
        if _GLUED.search(ctx.text, max(0, cand.start() - 2), cand.start()) or re.match(r"[\w/-]|[.,:]\d", ctx.text[cand.start() + len(raw):]):
            return
        before = ctx.before(cand.start(), 40)
        line = _LINE_WORD.search(before)
        if not (_PHONE_WORD.search(before) or (line and _owner(line.group(1).lower()))):
            return
        regions = [r for r in _six_digit_regions() if _valid_in(digits, r)]
        if regions:
            start, end = cand.start(), cand.start() + len(raw)
            out[(start, end)] = Finding(start, end, raw, "phone", 0.7, "high", f"phone.six_{regions[0]}", self.reason,
                                        digits)

    def _by_context(self, ctx: Context, cand: re.Match[str], out: dict[tuple[int, int], Finding]) -> None:
        """A number libphonenumber does not validate, right after a word that says it is a phone number
        (seven or eight digits only when grouped or after a word that can only mean a phone: "my number
        is 9582-9276"), or written the international way, "+" and the country code ("+1-390-622-3391")."""
        raw = cand.group().rstrip(" -./(")
        digits = re.sub(r"\D", "", raw)
        before = ctx.before(cand.start(), 40)
        international = raw.startswith("+") and bool(re.search(r"[\s().-]", raw)) and (
            10 <= len(digits) <= 15 or _possible_short(raw))
        if not international and not self._contextual(raw, digits, before):
            return
        if not international and _RECORD_NUMBER_BEFORE.search(before):
            return  # "student number 1007734521", "prescription number is 6672109": a record's number (pii/code.py)
        start = cand.start()
        end = self._with_extension(ctx.text, start + len(raw))
        out[(start, end)] = Finding(start, end, ctx.text[start:end], "phone", 0.7, "high", "phone.context",
                                    self.reason, "+" + digits if raw.startswith("+") else digits)

    def _contextual(self, raw: str, digits: str, before: str) -> bool:
        if not 7 <= len(digits) <= 15 or not self._plausible(raw, short_ok=True):
            return False
        if not _CONTEXT.search(before) and not (
                _ENQUIRY_LINE.search(before) and sum(bool(_A_YEAR.fullmatch(g)) for g in re.findall(r"\d+", raw)) < 2):
            return False
        return len(digits) >= 9 or raw.strip() != digits or _PHONE_WORD.search(before) is not None

    @staticmethod
    def _with_extension(text: str, end: int) -> int:
        m = _EXTENSION.match(text, end)
        return m.end() if m else end

    @staticmethod
    def _plausible(raw: str, short_ok: bool = False) -> bool:
        stripped = raw.strip()
        if _YEAR_RANGE.match(stripped) or _DATE.match(stripped):
            return False
        digits = re.sub(r"\D", "", stripped)
        # An unpunctuated run of 7-8 digits is more often an amount or a code than a phone number.
        return short_ok or not (stripped.isdigit() and len(digits) < 9)


# "<record> number" before the digits: the number of a record that is no line to call ("student number",
# "policy no.", "claim #"): the nouns of the records that identifier forms number (code.py's context words).
_RECORD_NUMBER_BEFORE = re.compile(
    r"\b(?:student|prescription|rx|member|membership|account|customer|policy|claim|case|patient|employee|staff|"
    r"reference|ref|order|invoice|ticket|booking|tracking|serial|licen[cs]e|passport|registration|admission|roll|"
    r"enrol?ment|badge|card|application|file|record|tax|insurance|medicare|nhs|pps|tfn|sin|id)"
    r"[ \t]+(?:no\.?|number|num|#)[ \t]*(?:is|was|:)?[ \t]*$", re.IGNORECASE)
# Issue 11, round 13 (see PhoneRecognizer._label_value).
# Issue 11, pii18: a one-digit area code first, hyphenated or in brackets ("2-232 7002", "(3) 338 9491": Bolivia's
# and other plans' single-digit trunk areas).
_LABEL_GROUPED = re.compile(r"(?<![\w+#/.,:(-])(?:\d{2,6}[ -]|\d-|\(\d\)[ ])\d{2,6}(?:[ -]\d{2,6}){0,2}"
                            r"(?![\w/-]|[.,:]\d)")
# Issue 11, pii22: seven to twelve digits in one run, before an extension word (PhoneRecognizer._extended).
_UNGROUPED = re.compile(r"(?<![\w+#/.,:(-])\d{7,12}(?![\w/-]|[.,:]\d)")
_LABEL_BEFORE = re.compile(r"(?:^|[\n]|[.!?][ \t]+)[ \t]*([A-Z][\w'-]*(?:[ \t]+[\w'-]+){0,3})[ \t]*(?:[:—–-][ \t]*)?$")
_CLAUSE_END = re.compile(r"[ \t]*(?:$|\n|[.;!?,)](?:\s|$)|[ \t]+[A-Z(])")
_SIX_GROUPS = re.compile(r"\d{3}[ -]\d{3}|\d{2}[ -]\d{2}[ -]\d{2}")
# "Studio line 068 028", "Office line: …": a line with its owner's word before it ("Line 123 456 of the file",
# "on line 123 456" are a text's lines).
_LINE_WORD = re.compile(r"(?<![\w-])(?!(?:the|a|an|this|that|on|in|at|of|each|per|next|last|first|same)\b)"
                        r"([a-z]+)\s+(?:land)?line:?\s*$", re.IGNORECASE)


# Issue 11, pii23: the words before an amount or a count, not a phone ("a total of 1 250 000", "population of
# 2 431 000", "a budget of …", "raised about …"): money's and quantity's nouns with their linking word, and the verbs
# of paying and counting; a currency's symbol or code is read from Babel's data (_currency_before).
_AMOUNT_BEFORE = re.compile(
    r"(?i:\b(?:(?:total|population|budget|sum|amount|cost|price|value|worth|revenue|turnover|income|salary|funding|"
    r"grant|debt|profit|loss|capital|fee|bill|attendance|crowd|audience|circulation|readership|tally|count)s?"
    r"(?:[ \t]+(?:of|was|is|were|are|at|to|reached|stood[ \t]+at|came[ \t]+to))?|raised|spent|paid|earned|owed|"
    r"owes|totall?ed|totall?ing|valued[ \t]+at|priced[ \t]+at|sold[ \t]+for|bought[ \t]+for|worth)"
    r"[ \t]+(?:(?:about|around|approximately|roughly|some|over|nearly|almost|only|just[ \t]+(?:over|under)|"
    r"more[ \t]+than|less[ \t]+than|up[ \t]+to)[ \t]+)?)$")
# the head of a number grouped in thousands that the phone shapes left out ("1 " of "1 250 000")
_THOUSANDS_HEAD = re.compile(r"(?<![\w.,])\d{1,3}[ \t\u00a0]$")


def _an_amount(text: str, start: int, end: int) -> bool:
    """Issue 11, pii23: the digits at start:end are an amount or a count, not a phone: an amount's or a count's words
    or a currency right before them, or digits grouped in threes continuing a number whose head of one to three
    digits stands before them ("a total of 1 250 000": "250 000" is no British number). Never a number written the
    international way ("+44 …"), with a trunk "0" or an area code in brackets: no amount is written so ("Attendance
    01632 960123")."""
    raw = text[start:end]
    if raw.startswith(("+", "0", "(")):
        return False
    before = text[max(0, start - 40):start]
    if _AMOUNT_BEFORE.search(before) or _currency_before(before):
        return True
    groups = re.findall(r"\d+", raw)
    return bool(_THOUSANDS_HEAD.search(before)) and all(len(g) == 3 for g in groups)


def _currency_before(before: str) -> bool:
    """A currency's symbol or ISO code ends `before` ("£", "HK$ ", "EUR "), from Babel's CLDR data (cues/currency)."""
    from ..cues.currency import _PREFIXED_DOLLARS, _lexicon

    tail = before.rstrip(" \t\u00a0")
    if not tail:
        return False
    codes, _, symbols = _lexicon()
    word = re.search(r"[A-Za-z]*\$?$", tail)
    last = word.group() if word else ""
    return (tail[-1] in symbols or tail[-1] == "$" or last in codes or last in _PREFIXED_DOLLARS)


def _owner(word: str) -> bool:
    """`word` is a noun more than a verb (WordNet's tagged senses: "studio", "office"; not "see")."""
    from ..data.text_country import tagged_senses

    nouns = tagged_senses("n")
    return word in nouns and nouns[word] >= tagged_senses("v").get(word, 0)


@functools.lru_cache(maxsize=1)
def _six_digit_regions() -> tuple[str, ...]:
    """The regions whose numbering plan (libphonenumber's metadata) allows six-digit national numbers."""
    out = []
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        meta = phonenumbers.PhoneMetadata.metadata_for_region(region)
        if meta is not None and meta.general_desc is not None and 6 in (meta.general_desc.possible_length or ()):
            out.append(region)
    return tuple(out)


@functools.lru_cache(maxsize=1024)
def _valid_in(digits: str, region: str) -> bool:
    try:
        return bool(phonenumbers.is_valid_number(phonenumbers.parse(digits, region)))
    except phonenumbers.NumberParseException:
        return False


def _possible_short(raw: str) -> bool:
    """A short number written the international way that its country's numbering plan allows: Luxembourg's
    landlines have four to eight digits after +352 ("+352 11 94 24"; libphonenumber's possible lengths per
    country, issue 11 round 9), so the fixed ten digits of the rule above miss them."""
    try:
        number = phonenumbers.parse(raw, None)
    except phonenumbers.NumberParseException:
        return False
    # the country code written apart from the number ("+352 11 …", not "+3 12 12 12", a score read as +31)
    code = str(number.country_code)
    return (raw[1:1 + len(code)] == code and raw[1 + len(code):2 + len(code)] in (" ", "-", ".", "(")
            and bool(phonenumbers.is_possible_number(number)))
