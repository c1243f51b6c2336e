"""The field of one's work named by its adjective ("my medical career", "in my surgical field", "signing
stacks of legal documents", "translating educational lingo"): an occupation said as a modifier, not a title
(cues/occupation.py) or an industry (cues/work_field.py). The edit drops the adjective, which keeps the
sentence ("my career", "stacks of documents", "lingo").

Where the words come from: Princeton WordNet 3.0 (data/wordnet.py `pertainyms`): the adjectives WordNet says
pertain to the nouns of professional fields ("surgical" to surgery, "legal" and "juridical" to law, "dental"
to dentistry, "pedagogical" to teaching). The fields are the professions of data/jobs.py that WordNet has an
adjective for; left out by hand: fields whose adjective is everyday in another sense ("physical", "technical",
"financial", "economic", "commercial", "musical", "chemical", "biological" -- "my biological father"), and
psychiatry (its adjective is said far more by patients than by psychiatrists: cues/health.py's concern).
Also (implied5) the pertainyms of the academic disciplines (data/disciplines.py) that are a field's own word:
rare in text (wordfreq Zipf at most `RARE_ZIPF`: "anthropological", "sociological", "archaeological",
"managerial", not "physical", "historical", "financial"), spelled from the discipline's name (their first
four letters are a word of it's: not "floral" for botany, "doctrinal" for philosophy, "occupational"), and
relational in every WordNet sense (lexicographer file adj.pert: not "astronomical" prices, "theatrical"
sighs, a "philosophic" calm).

When it is the author's field: after "my" or "our" ("my medical career"), or before a noun of work
("documents", "career", "jargon", "background") in a sentence where the author speaks ("I", "my", "me").
Near misses: "medical bills", "the legal drinking age", "an educational video" (no work noun, no "my"),
"legal documents are boring" (nobody's), "a dental appointment" (not a work noun).

implied7 (issue 12): the field said by its noun as a modifier, in the same places ("my design background", "our
marketing team", "I miss my nursing career", "coding skills I picked up at work"): the nouns of `field_nouns` --
cues/work_field.py's industries (NAICS/ISCO sectors as spoken) and job gerunds (WordNet's derivational verbs of
job titles), its broad fields' names, the disciplines of data/disciplines.py and data/wordnet_disciplines.py less
the language names. A noun always needs a noun of work after it (even after "my": "my design doodles", "my
history teacher" stay), is at least four letters unless written in capitals as its list writes it ("IT", "HR";
not "it work"), and is not a service one buys before the papers of a client ("my tax documents", "my insurance
papers", "my legal files" are the customer's)."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..sentences import opens_sentence, sentence_bounds
from ...records import Finding
from .first_person import FIRST_PERSON_SINGULAR
from .lexicon import DETECTOR_PREFIX, RuledRecognizer, compile_terms, find_phrases, phrase_openings, phrase_words
from ...generalize_table import article

NAME = DETECTOR_PREFIX + "field_adjective"
# Professional fields whose WordNet pertainyms name them as a modifier.
FIELDS = ("surgery", "medicine", "law", "architecture", "education", "teaching", "dentistry", "journalism",
          "pharmacy", "veterinary medicine", "radiology", "pediatrics", "orthopedics", "neurology", "obstetrics")
# Zipf frequency (wordfreq, English) above which a discipline's adjective is everyday: "linguistic" (3.71),
# "physical", "historical" are said of anything; "theatrical" (3.68), "nutritional" (3.64) still pass.
RARE_ZIPF = 3.7
ADJ_PERT = 1  # WordNet's lexicographer file of relational adjectives ("pertaining to")
# Nouns of work: with the author in the sentence, "<field adjective> <noun>" is the author's field.
WORK_NOUNS = ("career, careers, field, fields, background, training, work, practice, experience, jargon, lingo, "
              "terms, terminology, documents, document, papers, paperwork, files, cases, team, job, jobs, "
              "profession, side, expertise, knowledge, mumbo-jumbo, duties, skills, professional, professionals, "
              "setting, settings, firm, department, research, journals, policies, procedures")
# What a patient, a client or a pupil has of a field, after "my": "my medical records", "my dental appointment",
# "my legal fees", "my educational needs" (the nouns of being served, not of serving).
_PATIENTS_NOUN = re.compile(r"^(?:records?|history|histories|bills?|insurance|appointments?|conditions?|leave|exams?|"
                            r"check-?ups?|cards?|fees|costs?|aid|needs|issues?|problems?|troubles?|advice|rights|"
                            r"status|situation|emergency|emergencies|procedures?|treatments?|care|clearance)\b",
                            re.IGNORECASE)
_WORK_NOUN = re.compile(r"^['’\"]?\s*(?:" + "|".join(re.escape(n.strip()) for n in WORK_NOUNS.split(",")) + r")\b",
                        re.IGNORECASE)
_POSSESSIVE_BEFORE = re.compile(r"\b(?:my|our)\s+(?:own\s+|whole\s+|former\s+|current\s+|new\s+)?['’\"]?$", re.IGNORECASE)


# The language names among the disciplines: "in French too", "my English skills" say a language, not a field.
_LANGUAGES = frozenset({"english", "french", "spanish", "german", "japanese", "chinese", "latin", "languages",
                        "modern languages"})
# Services a customer buys: their papers are the client's ("my tax documents", "my insurance paperwork").
_CLIENT_NOUN = re.compile(r"^(?:documents?|papers|paperwork|files|cases|policies|procedures|records)\b", re.IGNORECASE)
_BOUGHT = frozenset({"tax", "insurance", "banking", "legal", "law", "real estate", "immigration law", "family law",
                     "criminal law", "pharmacy", "dentistry", "medicine", "health care", "home care", "aged care",
                     "elder care", "social care", "mental health", "physical therapy", "physiotherapy", "shipping"})
_AFTER_WINDOW = 120  # characters after a field word that its tests read (a work noun, a client's noun, the next word)
MIN_NOUN_LETTERS = 4  # "it", "tax", "law", "TV": a short noun counts only in capitals as listed


@functools.lru_cache(maxsize=1)
def field_nouns() -> frozenset[str]:
    """The nouns that name a field (module docstring, implied7), as their lists write them ("IT" in capitals)."""
    from ..data.disciplines import DISCIPLINES
    from ..data.wordnet_disciplines import wordnet_disciplines
    from .work_field import FIELD_OF_BROAD, INDUSTRIES, WORK_GERUNDS

    out = set(INDUSTRIES) | set(WORK_GERUNDS)
    out |= {broad.removeprefix("the ").removeprefix("a ") for broad in INDUSTRIES.values()}
    out |= {k for k in FIELD_OF_BROAD if k != "creative"}  # "tech", "finance", …; "creative" is an adjective too
    out |= {k for k in DISCIPLINES if k not in _LANGUAGES}
    out |= set(wordnet_disciplines())
    return frozenset(out)


@functools.lru_cache(maxsize=1)
def _modifier_nouns() -> frozenset[str]:
    """`field_nouns` that may modify a noun of work here: not the adjectives' own words, long enough or in
    capitals, not a language, and none of the words the tables write for a field ("finance professional", "tech
    worker", "health sciences", "engineering": what an edit leaves must not be flagged again)."""
    from ..data.disciplines import AREAS
    from ..data.jobs import FIELD_NOUNS
    from .work_field import FIELD_OF_BROAD, INDUSTRIES

    written = {w.lower() for phrase in (*FIELD_NOUNS.values(), *INDUSTRIES.values(), *FIELD_OF_BROAD,
                                        *(form for pair in AREAS.values() for form in pair))
               for w in (phrase, phrase.removeprefix("the "), phrase.split()[0])}
    return frozenset(n for n in field_nouns() if (len(n) >= MIN_NOUN_LETTERS or n.isupper()) and n.lower() not in _LANGUAGES
                     and not n.lower().endswith(" field") and n.lower() not in written) - field_adjectives()


@functools.lru_cache(maxsize=1)
def field_adjectives() -> frozenset[str]:
    """Every WordNet pertainym of the fields above, lower case ("surgical", "legal", "juridical", …), and the
    rare ones of the disciplines (module docstring)."""
    return _profession_adjectives() | discipline_adjectives()


@functools.lru_cache(maxsize=1)
def _profession_adjectives() -> frozenset[str]:
    from ..data.wordnet import pertainyms

    return pertainyms(*FIELDS)  # one scan of WordNet's noun index for all fields


@functools.lru_cache(maxsize=1)
def discipline_adjectives() -> frozenset[str]:
    """The pertainyms of data/disciplines.py's disciplines that are rare in text and spelled from the
    discipline's name ("sociological", "archaeological"; not "physical", "floral")."""
    from wordfreq import zipf_frequency

    from ..data.disciplines import DISCIPLINES
    from ..data.wordnet import lookup, pertainyms, synset_at

    out: set[str] = set()
    for discipline in DISCIPLINES:
        stems = {word[:4] for word in discipline.split() if len(word) >= 4}
        out.update(adjective for adjective in pertainyms(discipline)
                   if adjective[:4] in stems and 0 < zipf_frequency(adjective, "en") <= RARE_ZIPF
                   and all(synset_at(offset, "a").lexfile == ADJ_PERT for offset in lookup(adjective, "a")))
    return frozenset(out)


class FieldAdjectiveRecognizer(RuledRecognizer):
    name = NAME
    categories = ("occupation",)
    reason = "The field you name as your own hints at your job."

    def __init__(self) -> None:
        super().__init__()
        terms = field_adjectives() | _modifier_nouns()
        # Two regexes: the capitals ("PR", "IT") beside phrases of the same letters in lower case ("prescriptive
        # grammar") made compile_terms keep the plain alternation of all ~900 terms, 16 µs a match; each part alone is
        # factored. A capitals term ends at a word edge where a longer phrase goes on, so the two never match the same
        # text (session 23; prefilter_same and the 704 PersonalReddit/SynthPAI texts byte-identical).
        cased = frozenset(t for t in terms if any(c.isupper() for c in t))
        self._parts = tuple((compile_terms(tuple(sorted(part))), phrase_openings(part))
                            for part in (terms - cased, cased) if part)
        self._first = phrase_words(terms)
        # a discipline's adjective needs a noun of work even after "my": "my botanical garden" is a place; so does
        # a field's noun (implied7: "my design doodles")
        self._work_noun_only = discipline_adjectives() - _profession_adjectives() | {n.lower() for n in _modifier_nouns()}
        self._bought = frozenset(n for n in _modifier_nouns() if n.lower() in _BOUGHT)

    def _matches(self, ctx: Context) -> list[re.Match[str]]:
        """The terms' matches, as one regex of all of them would give them: by start, the longest at a start, none
        inside an earlier one."""
        found = sorted((m for pattern, openings in self._parts for m in find_phrases(pattern, openings, ctx)),
                       key=lambda m: (m.start(), -m.end()))
        out: list[re.Match[str]] = []
        for m in found:
            if not out or m.start() >= out[-1].end():
                out.append(m)
        return out

    def find(self, ctx: Context) -> list[Finding]:
        text = ctx.text
        out: list[Finding] = []
        if not ctx.may_match(self._first):
            return out
        for m in self._matches(ctx):
            after = text[m.end() : m.end() + _AFTER_WINDOW]  # the next words decide; the whole tail cost a copy a match
            if not re.match(r"\s+['’\"]?[^\W\d_]", after):
                continue  # an adjective used alone ("it was medical"), or before punctuation
            possessive = _POSSESSIVE_BEFORE.search(text[max(0, m.start() - 30) : m.start()])
            if possessive and _PATIENTS_NOUN.match(after.lstrip()):
                continue  # "my medical records", "my legal fees": what a patient or a client has, not a field
            if possessive and m.group().lower() in self._work_noun_only and not _WORK_NOUN.match(after.lstrip()):
                continue
            if m.group().lower() in self._bought and _CLIENT_NOUN.match(after.lstrip()):
                continue  # "my tax documents": the customer's papers
            if not possessive:
                if not _WORK_NOUN.match(after.lstrip()):
                    continue  # (checked before the sentence's bounds: most field words have no work noun after them)
                start, end = sentence_bounds(text, m.start(), m.end())
                if not FIRST_PERSON_SINGULAR.search(text[start:end]):
                    continue
            space = re.match(r"\s+", after)
            assert space is not None
            start, end = m.start(), m.end() + space.end()
            lead = re.search(r"\b(?P<det>an?)\s+$", text[max(0, start - 4) : start], re.IGNORECASE)
            if lead:  # "an educational background" → "a background": the article follows the next word
                start -= len(lead.group())
                det = article(text[end:].split(maxsplit=1)[0] if text[end:].strip() else "x")
                value = "=" + (det.capitalize() if lead.group("det")[0] == "A" else det) + " "
            elif opens_sentence(text, m.start(), " \t\"'“‘(") and m.group()[0].isupper():
                end += 1  # opens a sentence: the next word takes the capital
                value = "=" + text[end - 1].upper()
            else:
                value = "="
            out.append(Finding(start, end, text[start:end], "occupation", 0.55, "medium", NAME, self.reason, value))
        return out


