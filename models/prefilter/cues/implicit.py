"""Implicit cues from hand lists (data/regional_terms.py): regional vocabulary, culture-bound words,
school systems and exams, health and welfare systems, transit and shops, generation markers, and the
colloquial self-reference that says one is married. Each family is one small declarative recognizer."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import find_held
from ..data import regional_terms as terms
from ..pii.code import NUMBER_LABEL_TAIL
from .lexicon import LITERAL, LexiconRecognizer, _key, literal_replacement, register_rule
from .register import MATE_ADDRESS, vocative_spans
from ...records import Finding

# "mate" said to the reader ("oh mate, …", "Cheers, mate!") is taken out like "man" (cues/register.py): a word
# of address carries no meaning of its own, and "oh friend, …" reads stiffer than "oh, …". "mates" too.
_MATE_ADDRESS = MATE_ADDRESS
# Words that open a reply and may be followed by "mate" said to the reader ("Well mate, …", "right mate?",
# "Cheers mate!"): English interjections and reply words (Wiktionary's category "English interjections"),
# picked by hand; only at a clause start, so "a true mate." and "the right mate." stay nouns.
_MATE_OPENERS = "well|absolutely|cheers|right|alright|hello|hi|g'day|aye|oi|sure|exactly|indeed|definitely|totally|true"


# "mate" the drink (Wiktionary mate, noun 2: the infusion of yerba mate), not the friend: after "yerba", a verb of
# drinking or "and"/"of" with no determiner ("takeaway empanadas and mate", "a gourd of mate"), or before a noun
# it qualifies ("mate breaks", "mate gourd"). A friend comes with a determiner ("me and my mate") or is said to
# the reader after a comma ("thanks, and cheers, mate").
_MATE_DRINK = re.compile(r"\b(?:yerba|drink|drinks|drinking|drank|sip|sipping|brew|brewing|of|and)\s+$", re.IGNORECASE)
_MATE_DRINK_AFTER = re.compile(r"\s+(?:breaks?|gourds?|tea|leaves|cups?|sessions?|rounds?)\b", re.IGNORECASE)


_WINE_NEAR = re.compile(r"\b(?:wines?|vintages?|winery|wineries|vineyards?|sherry|rioja|cellars?|barrels?)\b",
                        re.IGNORECASE)
_YOUNG_BEFORE = re.compile(r"\b(?:little|lil['’]?|young|small|petit)\s+$", re.IGNORECASE)


class DialectRecognizer(LexiconRecognizer):
    family = "dialect"
    category = "city_country"
    reason = "Regional vocabulary hints at where you live or grew up."
    TERMS = terms.DIALECT
    # "team mate", "my room mate": the everyday "mate"; "ja" inside a quote of German is still German.
    NOT_BEFORE = re.compile(r"\b(?:team|room|flat|class|play|house|ship|work|soul|running|check|bunk|cell|"
                            r"help|table|crew|prison|first|second)[\s-]*$")
    NOT_AFTER = re.compile(r"^\s*(?:with|for life|choice|selection)\b")

    def find(self, ctx: Context) -> list[Finding]:
        out = super().find(ctx)
        if not any(_key(f.text) in ("mate", "mates") for f in out):
            return out
        # A vocative span holds its word: the finding of that word becomes the vocative's removal.
        spans = vocative_spans(ctx.text, _MATE_ADDRESS, _MATE_OPENERS)
        for k, f in enumerate(out):
            if _key(f.text) not in ("mate", "mates"):
                continue
            for start, end, replacement in spans:
                if start <= f.start and f.end <= end:
                    out[k] = Finding(start, end, ctx.text[start:end], f.category, f.score, f.validity, f.detector,
                                     f.reason, "=" + replacement)
                    break
        return out

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        key = _key(match.group())
        if key == "aye":  # a reply word at a clause start, not "aye-aye" or "the ayes have it"
            return bool(re.search(r"(?:^|[.!?,]\s*|\n)$", ctx.text[max(0, match.start() - 3) : match.start()]))
        if key == "bodega" and _WINE_NEAR.search(ctx.text[max(0, match.start() - 30) : match.end() + 30]):
            return False  # the Spanish wine cellar ("a legendary bodega vintage"), not a New York corner store
        if key == "och":  # the Scots interjection opens a clause ("Och, it's fine"); mid-clause it is Swedish "and"
            return bool(re.search(r"(?:^|[.!?,;]\s*|\n)$", ctx.text[max(0, match.start() - 3) : match.start()])) and bool(
                re.match(r"[,!\s]", ctx.text[match.end() : match.end() + 1]))
        if key == "mate" and _MATE_DRINK.search(ctx.before(match.start(), 30)) or key == "mate" and \
                _MATE_DRINK_AFTER.match(ctx.text[match.end() : match.end() + 20]):
            return False  # the South American drink ("empanadas and mate", "yerba mate", "mate breaks"), no friend
        if key == "eh":  # the Canadian tag ", eh?" (also ", eh." and ", eh…"), not a hesitation "eh, whatever"
            return ctx.text[max(0, match.start() - 2) : match.start()] == ", " and bool(
                re.match(r"\s*(?:[?!.…]|$)", ctx.text[match.end() : match.end() + 3]))
        return True


class ForeignWordRecognizer(LexiconRecognizer):
    family = "foreign"
    category = "city_country"
    reason = "A word from another language hints at where you live or come from."
    TERMS = terms.FOREIGN
    NOT_BEFORE = re.compile(r"\b(?:the word|called|say|says|said|means|meaning)\s+['\"‘“]?$")
    # A Romance article or preposition after the word: it is part of a name or a phrase of that language ("the
    # Casa de Campo", a park), which the foreign-language detector judges whole; "home de campo" read wrong.
    NOT_AFTER = re.compile(r"^\s+(?:de|del|da|do|di|des|du)\s")

    def find(self, ctx: Context) -> list[Finding]:
        """The table's words; "garçon" after a word of size or youth is the French boy, not a waiter ("when i was a
        lil' garçon" → "a little boy")."""
        out = super().find(ctx)
        for k, f in enumerate(out):
            if _key(f.text) == _key("garçon") and _YOUNG_BEFORE.search(ctx.before(f.start, 20)):
                out[k] = Finding(f.start, f.end, f.text, f.category, f.score, f.validity, f.detector, f.reason,
                                 LITERAL + "boy")
        return out


class CultureRecognizer(LexiconRecognizer):
    family = "culture"
    category = "city_country"
    reason = "A local food, custom or sport hints at where you live or grew up."
    TERMS = terms.CULTURE


class SchoolSystemRecognizer(LexiconRecognizer):
    family = "school_system"
    category = "education"
    reason = "A country's school system or exam hints at where you went to school, and at your education."
    TERMS = terms.SCHOOL_SYSTEMS


# Brazil's taxpayer number (Cadastro de Pessoas Físicas) is written "CPF" before its digits ("CPF: 123.456.789-09",
# "my CPF is 12345678909"): Singapore's CPF savings are never followed by a number (everyday10's STUDY10).
_NUMBER_AFTER = re.compile(r"(?i:" + NUMBER_LABEL_TAIL + r")\d")  # the labels' one grammar (pii/code.py)


class HealthWelfareRecognizer(LexiconRecognizer):
    family = "health_system"
    category = "city_country"
    reason = "A country's health or welfare system hints at where you live."
    TERMS = terms.HEALTH_WELFARE

    def accept(self, ctx: Context, match: re.Match[str]) -> bool:
        return not (match.group() == "CPF" and _NUMBER_AFTER.match(ctx.text, match.end()))


# "undocumented" said of a person (special4): the status without the noun the table holds ("I'm undocumented", "my
# parents were undocumented when I was born"). Only a person's subject, a form of "be" and adverbs before it, and no
# noun after it: "the API is undocumented", "an undocumented feature", "the changes went undocumented" are records.
_UNDOCUMENTED_SUBJECT = (r"\b(?:i|we|he|she|(?:my|our|his|her|their)\s+(?:(?:step|half|little|big|older|younger|"
                         r"elder|late)[\s-]?)?(?:{close}|parents|family|folks|relatives|siblings)s?)")
_UNDOCUMENTED_AFTER = (r"(?=\s*(?:[,.;:!?)\n]|$)|\s+(?:and|but|so|or|when|while|after|since|for|until|till|because|"
                       r"in|here|there|now|too|again|then|at|as|like|from|without|ourselves|myself|themselves)\b)")


class ImmigrationRecognizer(LexiconRecognizer):
    family = "immigration"
    category = "city_country"
    reason = "A country's visa or residence status says where you live, and that you moved there."
    TERMS = terms.IMMIGRATION

    def __init__(self) -> None:
        super().__init__()
        from ..pii.person import CLOSE_NOUNS

        register_rule(self.name + ":status", literal_replacement)

        self._undocumented = re.compile(
            _UNDOCUMENTED_SUBJECT.format(close=CLOSE_NOUNS)
            + r"(?:['’](?:m|re|s|ve)|\s+(?:am|is|are|was|were|be|been|being|have|has|had|remain(?:s|ed)?|"
            r"stay(?:s|ed)?|still|also|both|all|now|technically|basically|currently|legally))+\s+(?P<span>undocumented)"
            + _UNDOCUMENTED_AFTER, re.IGNORECASE)

    def find(self, ctx: Context) -> list[Finding]:
        out = super().find(ctx)
        if "undocumented" in ctx.lower:
            taken = [(f.start, f.end) for f in out]
            out += [Finding(m.start("span"), m.end("span"), m.group("span"), self.category, self.score, self.validity,
                            self.name + ":status", self.reason, LITERAL + "from abroad")
                    for m in self._undocumented.finditer(ctx.text)
                    if all(m.end("span") <= a or m.start("span") >= b for a, b in taken)]
        return out


class TransitShopRecognizer(LexiconRecognizer):
    family = "local_institution"
    category = "city_country"
    reason = "A local transit system or shop chain hints at where you live."
    TERMS = terms.TRANSIT_SHOPS


class RegionRecognizer(LexiconRecognizer):
    family = "region"
    category = "city_country"
    reason = "A region named as its people name it hints at where you live."
    TERMS = terms.REGIONS


class GenerationRecognizer(LexiconRecognizer):
    family = "generation"
    category = "age"
    reason = "A generation or era marker hints at your age."
    TERMS = terms.GENERATION

    # "a decade ago", "over two decades ago", "about a decade since": how long ago, which dates the author.
    _DECADES_AGO = re.compile(
        r"\b(?:(?:over|about|almost|nearly|more than|a good|well over|some)\s+)?"
        r"(?:(?:a|one|two|three|four|five|six|a few|a couple of|a couple|several|many)\s+)?decades?\s+(?:ago|since|back)\b",
        re.IGNORECASE)

    def __init__(self) -> None:
        super().__init__()
        register_rule(self.name + ":ago", _years_ago)

    # "adulting" as a verb, after a form of "be" or "fully": "I was adulting when", "i'm fully adulting".
    # Not after "is"/"'s": "that's adulting" is the noun ("that's adulthood").
    _ADULTING_VERB = re.compile(r"\b(?:am|'m|’m|im|are|'re|’re|was|were|be|been|being|fully)\s+$", re.IGNORECASE)

    def find(self, ctx: Context) -> list[Finding]:
        out = [Finding(f.start, f.end, f.text, f.category, f.score, f.validity, f.detector, f.reason, "=grown up")
               if f.text.lower() == "adulting" and self._ADULTING_VERB.search(ctx.before(f.start, 12)) else f
               for f in super().find(ctx)]
        for m in find_held(self._DECADES_AGO, ctx):  # only where "decade" and "ago", "since" or "back" are
            out.append(Finding(m.start(), m.end(), m.group(), self.category, self.score, self.validity,
                               self.name + ":ago", self.reason, "decades ago"))
        return out


class PartnerSlangRecognizer(LexiconRecognizer):
    family = "partner"
    category = "relationship_status"
    reason = "How you speak of a partner (or of living alone) hints at your relationship status and gender."
    TERMS = terms.PARTNER_SLANG
    NOT_AFTER = re.compile(r"^\s*(?:of|'s of)\b")  # "the wife of a colleague" is someone else's


def _years_ago(text: str, value: str | None) -> str:
    """"over two decades ago" → "years ago"; "about a decade since" → "a while since", which keeps the draft's
    "a" (one word fewer changed than "years since", and no narrower)."""
    lead = "a while " if re.search(r"\ba\s+decade\b", text, re.IGNORECASE) else "years "
    out = lead + text.split()[-1].lower()
    return out[0].upper() + out[1:] if text[:1].isupper() else out
