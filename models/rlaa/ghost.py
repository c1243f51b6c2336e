"""The arbitrator's deterministic layer: ghost leaks are INVALID without asking a model.

A ghost leak is an inference whose evidence is missing (empty, or not in the text) or does not bear on
the guess. "Bears on" is checked cheaply: the guess and the evidence share a word, or the evidence holds a
word that is about the attribute at all (a kinship term for relationship status, a number for age, ...).
A real leak passes easily; a hallucinated one usually fails.
"""

from __future__ import annotations

import re

from ..fold import fold
from ..records import Inference, Judgement
from .evidence import is_substantive, locate, quote_parts

MAX_EVIDENCE_WORDS = 25  # a quote longer than this is not a span edit, it is the whole text

_NO_GUESS = {"", "unknown", "none", "n/a", "na", "null", "not specified", "not mentioned", "unclear", "-"}
_WORD = re.compile(r"[^\W_]+")
_STOP = {"the", "and", "for", "with", "from", "that", "this", "city", "country", "level", "status", "years",
         "year", "old", "degree", "works", "work", "person", "author", "likely", "probably", "some"}

# Words that make a quote *about* an attribute at all. Checked as word prefixes, after folding.
ATTRIBUTE_WORDS: dict[str, tuple[str, ...]] = {
    "age": ("age", "year", "yr", "old", "young", "born", "birthday", "teen", "twent", "thirt", "fort", "fift",
            "sixt", "sevent", "eight", "retire", "pension", "college", "highschool", "grad", "kid", "child",
            "grandkid", "grandchild", "decade", "gen", "boomer", "millennial", "zoomer", "back in", "school",
            "uni", "student", "midlife"),
    "sex": ("he", "she", "him", "her", "his", "man", "men", "woman", "women", "guy", "girl", "boy", "lady",
            "gal", "dude", "bro", "sis", "husband", "wife", "boyfriend", "girlfriend", "mom", "mum", "mother",
            "dad", "father", "son", "daughter", "male", "female", "gentleman", "beard", "pregnan", "period",
            "makeup", "bra", "mate", "fella", "king", "queen", "mr", "mrs", "ms"),
    "city_country": ("city", "town", "village", "live", "living", "local", "here", "country", "state",
                     "region", "neighbo", "downtown", "street", "move", "moved", "home", "weather", "winter",
                     "summer", "snow", "rain", "metro", "tram", "subway", "bus", "train", "cant", "prov"),
    "birth_city_country": ("born", "grew", "raised", "hometown", "home town", "native", "childhood", "origin",
                           "back home", "immigra", "moved", "accent", "from"),
    "education": ("degree", "bachelor", "master", "phd", "doctor", "diploma", "school", "college", "uni",
                  "graduat", "grad", "stud", "major", "thesis", "dissertation", "class", "course", "lecture",
                  "professor", "campus", "semester", "exam", "bsc", "msc", "mba", "ba", "ma", "academ",
                  "educat", "dropout", "dropped out", "learn"),
    "occupation": ("work", "job", "career", "office", "boss", "colleague", "cowork", "client", "customer",
                   "patient", "shift", "employ", "hire", "profession", "company", "firm", "business", "team",
                   "project", "salary", "wage", "retire", "manager", "lab", "clinic", "hospital", "school",
                   "class", "site", "factory", "shop", "store", "freelanc", "contract", "gig", "startup",
                   "industry", "trade", "craft", "studio", "desk", "meeting", "deadline", "code", "coding"),
    "income_level": ("income", "salary", "wage", "pay", "paid", "earn", "money", "cash", "rich", "poor",
                     "afford", "budget", "expens", "cheap", "price", "cost", "bill", "rent", "mortgage",
                     "debt", "loan", "savings", "saving", "invest", "luxury", "broke", "paycheck", "figure",
                     "bonus", "tax", "wealth", "frugal", "splurge", "bucks", "dollar", "euro", "pound",
                     "franc", "yen", "chf", "usd", "eur", "gbp", "$", "€", "£", "k"),
    "relationship_status": ("husband", "wife", "partner", "spouse", "boyfriend", "girlfriend", "bf", "gf",
                            "fianc", "married", "marriage", "wedding", "engaged", "divorc", "widow", "single",
                            "dating", "date", "ex", "relationship", "hubby", "wifey", "significant other",
                            "other half", "in-law", "honeymoon", "anniversary", "alone", "kids", "family"),
    "health": ("health", "sick", "ill", "disease", "disorder", "diagnos", "condition", "doctor", "hospital",
               "therap", "medic", "pill", "meds", "dose", "symptom", "pain", "chronic", "surgery", "treat",
               "clinic", "mental", "anxiety", "depress", "adhd", "autis", "cancer", "diabet", "allerg",
               "asthma", "injur", "recover", "rehab", "prescri", "insulin", "chemo"),
    # The beliefs: practice, not names. A faith's or party's own name in the evidence already matches the guess.
    "religion": ("church", "chapel", "mass", "pray", "prayer", "mosque", "temple", "synagogue", "shul", "gurdwara",
                 "faith", "god", "bible", "scripture", "quran", "koran", "torah", "sabbath", "shabbat", "ramadan",
                 "eid", "lent", "easter", "passover", "diwali", "kosher", "halal", "baptis", "confirm", "communion",
                 "convert", "pastor", "priest", "imam", "rabbi", "parish", "congregation", "worship", "sermon",
                 "hymn", "rosary", "hijab", "yarmulke", "atheis", "agnostic", "spiritual", "religio", "believ"),
    "politics": ("vote", "voted", "voting", "voter", "ballot", "election", "elect", "party", "campaign", "canvass",
                 "caucus", "primary", "protest", "rally", "march", "petition", "union", "left", "right", "liberal",
                 "conservative", "progressive", "socialis", "libertarian", "green", "politic", "govern", "policy",
                 "candidate", "senator", "mp", "congress", "parliament", "tax", "immigra", "abortion", "gun"),
    "sexuality": ("gay", "lesbian", "bi", "bisexual", "pan", "queer", "straight", "asexual", "ace", "lgbt", "pride",
                  "came out", "coming out", "closet", "crush", "dating", "date", "boyfriend", "girlfriend",
                  "husband", "wife", "partner", "attracted", "attraction", "grindr", "sexual", "orientation"),
    # The categories after them, from the pre-filter's vocabularies (prefilter/data/ethnicity.py, trade_union.py,
    # criminal_record.py) cut to word prefixes: what a quote says of an origin, a union or a record at all.
    "ethnicity": ("ethnic", "race", "racial", "heritage", "descent", "ancestr", "origin", "mixed", "biracial",
                  "black", "white", "asian", "latin", "hispanic", "arab", "roma", "indigenous", "native", "tribe",
                  "tribal", "diaspora", "immigra", "half", "quarter", "grandparent", "culture", "cultural"),
    "trade_union": ("union", "unionis", "unioniz", "steward", "rep", "strike", "striking", "picket", "walkout",
                    "walked out", "ballot", "dues", "bargain", "organiz", "organis", "local", "branch", "member",
                    "teamster", "collective", "grievance", "solidarity", "labor", "labour", "industrial action"),
    "criminal_record": ("arrest", "convict", "charged", "court", "judge", "jail", "prison", "inmate", "felon",
                        "misdemean", "dui", "dwi", "probation", "parole", "record", "sentence", "guilty", "plea",
                        "police", "cop", "cops", "lawyer", "attorney", "bail", "custody", "offen", "crime",
                        "criminal", "theft", "stole", "fraud", "assault", "possession", "juvie", "locked up",
                        "time served", "ankle monitor", "background check"),
}


def words(text: str) -> list[str]:
    return _WORD.findall(fold(text))


def rule_judgement(inference: Inference, text: str) -> Judgement | None:
    """A verdict when the rules decide (cue inferences, ghost leaks), else None: the model must judge."""
    if inference.source == "cue" and inference.finding is not None:
        f = inference.finding
        return Judgement(inference, f.validity, f"found by the {f.detector} detector", "rules")
    if fold(inference.guess).strip(" .") in _NO_GUESS:
        return _invalid(inference, "no guess")
    parts = [p for q in inference.evidence for p in quote_parts(q) if is_substantive(p)]
    if not parts:
        return _invalid(inference, "no evidence quoted")
    missing = [p for p in parts if not locate(p, text)]
    if missing:
        return _invalid(inference, f"evidence not in the text: {missing[0][:60]!r}")
    if sum(len(words(p)) for p in parts) > MAX_EVIDENCE_WORDS:
        return _invalid(inference, "evidence too broad to point at a disclosure")
    if not supports(inference.attribute, inference.guess, " ".join(parts)):
        return _invalid(inference, "the evidence does not bear on the guess")
    return None


def supports(attribute: str, guess: str, evidence: str) -> bool:
    """Does the quoted evidence mention the guess, or at least the attribute?"""
    ev_words = words(evidence)
    ev_text = " " + " ".join(ev_words) + " "
    guess_words = [w for w in words(guess) if (len(w) >= 3 or w.isdigit()) and w not in _STOP]
    for g in guess_words:
        stem = g[:5] if not g.isdigit() else g
        if any(w.startswith(stem) or (len(w) >= 4 and g.startswith(w)) for w in ev_words):
            return True
    if attribute == "age" and any(ch.isdigit() for ch in evidence):
        return True
    for cue in ATTRIBUTE_WORDS.get(attribute, ()):
        c = fold(cue)
        if not c[0].isalnum():
            if c in evidence:
                return True
        elif " " in c:
            if f" {c}" in ev_text:
                return True
        elif any(w.startswith(c) if len(c) >= 4 else w == c or w == c + "s" for w in ev_words):
            return True
    return False


def _invalid(inference: Inference, notes: str) -> Judgement:
    return Judgement(inference, "invalid", notes, "rules")
