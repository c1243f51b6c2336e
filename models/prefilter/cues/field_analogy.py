"""The author's line of work said by likening it to the one a thread is about: an industry opening a clause that
ends in "too" or "as well" ("Nursing's seeing more male faces too", "In consulting too we're seeing more women",
"media's rough too", "admin jobs here totally get that too"), or after "same in/with/for" ("Same in nursing!").
Someone who answers a thread about one field with "X too" speaks from X. cues/work_field.py reads the same
industries after "I work in", "my career in"; this is the other shape, with no first person in it. The edit
writes the broad field the table gives the industry ("Healthcare's seeing more male faces too", "In business
too …", "The creative field's rough too").

Where the words come from: the industries and their broad fields are cues/work_field.py's (NAICS 2022 sectors
and subsectors and ISCO-08 major groups, in the words people use). Of those, the ones that are also everyday
topics of anyone's talk (TOPICS below, by hand: a city's tourism, a country's healthcare, films, the law, tax,
fashion …) count only with a noun of work right after them ("tourism management too", "admin jobs here … too",
"the film industry too").

Near misses kept out: a topic word with no work noun ("tourism here is booming too", "I love photography too",
"healthcare is expensive here too"), an industry inside a clause rather than opening it ("my sister works in
nursing too" is the sister's; cues/work_field.py reads the author's "I work in"), "too" in the next clause
("Nursing is hard. I'm tired too"), study ("nursing school too"), and "IT" as "it" (acronyms match in capitals
only)."""

from __future__ import annotations

import re

from ..context import Context
from ..sentences import CLAUSE_BREAK
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer, compile_terms, phrase_words
from .work_field import INDUSTRIES

NAME = DETECTOR_PREFIX + "field_analogy"

# Industries that are also things anyone talks about (a place's tourism or healthcare, a film, the law, tax):
# alone they are a topic, with a work noun after them ("the film industry", "admin jobs") a field of work.
TOPICS = frozenset(t.strip().lower() for t in (
    "software, technology, computing, machine learning, telecom, telecoms, telecommunications, IT, I.T., "
    "accounting, banking, insurance, audit, tax, financial services, medicine, health care, healthcare, pharma, "
    "pharmaceuticals, pharmacy, psychiatry, mental health, social care, aged care, elder care, home care, "
    "teaching, higher education, education, law, legal, construction, plumbing, roofing, HVAC, landscaping, "
    "manufacturing, food service, restaurants, catering, tourism, hotels, events, sales, customer service, "
    "e-commerce, ecommerce, wholesale, marketing, advertising, PR, media, film, TV, television, publishing, design, "
    "graphic design, architecture, fashion, photography, animation, the music industry, game design, interior design, "
    "government, the civil service, civil service, public service, policing, the military, the army, the navy, "
    "the air force, nonprofits, non-profits, NGOs, local government, logistics, shipping, aviation, trucking, "
    "transportation, supply chain, freight, farming, forestry, fishing, fisheries, horticulture, aerospace, "
    "oil and gas, energy, mining, utilities, automotive, HR, operations, admin, administration, real estate, "
    "recruiting, recruitment, gamedev, game development, fintech, SaaS").split(","))
_WORK_NOUN = re.compile(r"^(?:['’]s)?\s+(?:industry|industries|sector|field|jobs?|work|management|world|folks|"
                        r"people|crowd|scene|roles?|careers?)\b", re.IGNORECASE)
_STUDY_AFTER = re.compile(r"^\s+(?:school|class|classes|degree|major|student|students|course|courses|studies|"
                          r"program|programme|101)\b", re.IGNORECASE)
_TERMS = compile_terms(tuple(INDUSTRIES))
_FIRST = phrase_words(INDUSTRIES)
# What may stand between a clause's start and the industry: a word that joins it on, then "in"/"with"/"for".
_OPENING = re.compile(r"^\s*[\"“‘(]?\s*(?:(?:even|and|but|plus|yeah|yep|true|same(?:\s+thing)?|"
                      r"same\s+goes)[,]?\s+)?(?:(?P<prep>in|with|for)\s+)?(?:the\s+)?$", re.IGNORECASE)
_OPENING_MAX = 40  # characters in which an industry may start: past any opening _OPENING allows
_WORD_STARTS = re.compile(r"(?<![\w'’-])\w")
_SAME = re.compile(r"\s*[\"“‘(]?\s*same\b", re.IGNORECASE)
_TOO = re.compile(r"\b(?:too|as\s+well)\b", re.IGNORECASE)


def _field(term: str) -> str | None:
    folded = " ".join(term.split()).lower()
    return INDUSTRIES.get(term) or next((v for k, v in INDUSTRIES.items() if k.lower() == folded), None)


class FieldAnalogyRecognizer(RuledRecognizer):
    name = NAME
    categories = ("occupation",)
    reason = "Likening your field to the one talked about says what you do."

    def find(self, ctx: Context) -> list[Finding]:
        if not ctx.may_match(_FIRST):
            return []
        out: list[Finding] = []
        text = ctx.text
        # Clause by clause: the industry is looked up only at the first words of a clause that says "too" or
        # opens with "same" (one regex scan of the whole draft for every industry cost 0.3 s over 704 drafts).
        starts = [0] + [e.end() for e in CLAUSE_BREAK.finditer(text)]
        for clause_start, clause_end in zip(starts, starts[1:] + [len(text)]):
            same = _SAME.match(text, clause_start, clause_end)
            if not same and not _TOO.search(text, clause_start, clause_end):
                continue
            for word_start in _WORD_STARTS.finditer(text, clause_start, min(clause_end, clause_start + _OPENING_MAX)):
                m = _TERMS.match(text, word_start.start(), clause_end)
                if m is None:
                    continue
                finding = self._finding(text, m, clause_start, clause_end, bool(same))
                if finding is not None:
                    out.append(finding)
                break  # one industry per clause: the first at its opening
        return out

    def _finding(self, text: str, m: re.Match[str], clause_start: int, clause_end: int, same: bool) -> Finding | None:
        field = _field(m.group())
        if field is None or field == m.group().lower():
            return None  # "tech", "finance": already what the table writes
        opening = _OPENING.match(text[clause_start : m.start()])
        if opening is None:
            return None
        after = text[m.end() : m.end() + 30]
        if _STUDY_AFTER.match(after):
            return None  # "nursing school too": study (cues/education.py)
        if m.group().lower() in TOPICS and not _WORK_NOUN.match(after):
            return None
        if not (same or _TOO.search(text, m.end(), clause_end)):
            return None
        if _WORK_NOUN.match(after):  # "tourism management" → "hospitality management"
            word = _MODIFIERS.get(field, field)
        elif opening.group(0).rstrip().lower().endswith("the"):
            word = field.removeprefix("the ").removeprefix("a ")  # "the military too" → "the public sector too"
        else:
            word = "the " + field[2:] if field.startswith("a ") else field  # a field known to the thread
        if _opens_sentence(text, clause_start, m.start()):
            word = word[0].upper() + word[1:]
        return Finding(m.start(), m.end(), m.group(), "occupation", 0.55, "medium", NAME, self.reason, "=" + word)


# The broad field before a work noun ("the creative industry", "trade jobs", "legal work").
_MODIFIERS = {"a creative field": "creative", "the legal field": "legal", "the trades": "trade",
              "the public sector": "public sector"}


def _opens_sentence(text: str, clause_start: int, start: int) -> bool:
    """Whether the industry is the clause's first word and written with a capital (a sentence's opening)."""
    return not text[clause_start:start].strip(" \t\"“‘(") and text[start : start + 1].isupper()
