"""The pre-filter: every detector over one draft, in milliseconds, no LLM."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Sequence

from ..categories import CATEGORIES
from ..errors import Cancelled, InputError
from ..records import Finding
from . import gate_scan
from .context import Context
from .cues.holidays import names_a_day
from .data.wordnet import WordNetMissing, possessive_compounds
from .cues.foreign_language import NAME as FOREIGN_LANGUAGE
from .cues.lexicon import DETECTOR_PREFIX as LEXICON_PREFIX
from .cues.unknown_words import NAME as UNKNOWN_WORD
from .ner import entities, warm as warm_ner
from .nlp import load_nlp
from .overlap import AllowList, resolve_overlaps
from .people import group_people
from .pii.person import COURTESY_TITLES, said_to_be_a_person
from .recognizer import Recognizer
from .repeats import second_mentions
from .field_agreement import confirmed_jargon
from .registry import default_recognizers


class Prefilter:
    """Finds explicit identifiers and attribute cues. Cheap to create; spaCy loads once per process."""

    def __init__(self, recognizers: Sequence[Recognizer] | None = None) -> None:
        self._recognizers = list(recognizers) if recognizers is not None else None

    @property
    def recognizers(self) -> list[Recognizer]:
        if self._recognizers is None:
            self._recognizers = default_recognizers()
        return self._recognizers

    def warm(self) -> None:
        """Load spaCy and build the lexicons now, so the first draft is fast."""
        load_nlp()
        self.recognizers  # noqa: B018 - builds the gazetteer and lexicons
        warm_ner()
        # A name mentioned without a role builds the surname lists of the public-figure check as well, and
        # one with a possessive reads WordNet's possessive nouns (not_names), a label WordNet's person nouns
        # (person.py's sentence frames).
        self.find("Anna lives in Zurich and works as a nurse; mail her at a@b.ch or call +41 44 668 18 00. "
                  "Tom Berg's dog says hi, postcode 8001. Client: Tom Berg.")
        # the gates that draft asked (most of them): answered by the one scan from the first real draft on
        gate_scan.rebuild()
        # The other languages' word lists (seconds to read: the first draft with a rare word paid it, 11 s
        # on a loaded machine in the profile of a TAB judgment).
        from .cues.foreign_language import warm as warm_languages

        warm_languages()
        # WordNet's common lemmas (names.language_word: a surname that is also a word of English), read on the
        # first draft whose name is weighed for fame: 1.8 s on the first PII-dense synthetic text at load ~5.
        from .pii.names import language_word

        language_word("glass")
        # Other tables read whole on first use, each a stall on the first draft that needs it (ms at load ~2,
        # bench/results/issue11_speed_r15.md): WordNet's tagged senses (phone.py's label owners, 237), the verb
        # index (a job title that is also a verb, 10), the communication verbs (person.py's deeds, 60), the
        # population shares of names (names.py, 47), the English words a slip is made of (unknown_words.py).
        # The names of places of 1,000 people or more (location_field's villages after a place preposition): some
        # 2 s to read, 5.6 s on the first draft that needed them at load ~8 (issue 11 round 20).
        # Issue 11, speed5: the lemmas of every part of speech (word_names.py, person.py, register.py: 46-65 ms
        # each), the first sense's lexicographer file (person.py's deeds), the double-object verbs and the act nouns
        # (person.py), the extra locales' first names (person.py after a person noun: 90-120 ms), the hedge rule's
        # adjectives (register.py, 40 ms), every country's postcode regex (address.py: 1 ms per new country), the
        # league rosters' names (person.py's fame check: 320 ms), the holidays' words (names.not_a_person: 210 ms)
        # and the given names that are words (names.py: 47 ms).
        from .cues.holidays import festival_words
        from .cues.register import warm as warm_register
        from .cues.unknown_words import typo_sources
        from .data.text_country import tagged_senses, village_names, warm_postal_regexes
        from .data.wordnet import (act_nouns, communication_verb_lemmas, double_object_verb_forms,
                                   first_sense_lexfiles, one_word_lemmas)
        from .pii.names import (extra_first_names, extra_first_names_after_person_noun, name_shares, pantheon2_only_people,
                                roster_only_people, word_given_names)

        name_shares()
        pantheon2_only_people()  # session 24: Pantheon 2.0's names (pubfig12: 230-300 ms CPU on the first draft)
        typo_sources()
        village_names()
        extra_first_names()
        extra_first_names_after_person_noun()
        word_given_names()
        festival_words()
        warm_postal_regexes()
        # The lead's tables of the session of 2026-11-28 05:15 (ms cold): Faker's title heads (occupation.py, 28),
        # the Public Suffix List (url.py, 100), the states' postal codes (places.py, 25), the birth-date regex of
        # CLDR's month names (birth_date.py, 22).
        from .cues.birth_date import warm as warm_birth_dates
        from .cues.occupation import warm as warm_occupation
        from .cues.places import warm as warm_places
        from .pii.url import warm as warm_urls

        warm_birth_dates()
        warm_occupation()
        warm_places()
        warm_urls()
        # The beliefs' vocabularies (cues/beliefs.py): WordNet closures of believers, clergy, places of worship.
        from .cues.beliefs import warm as warm_beliefs

        warm_beliefs()
        # Criminal records' offences (cues/criminal_record.py): a WordNet closure of "crime".
        from .cues.criminal_record import warm as warm_criminal_record

        warm_criminal_record()
        from .cues.ethnicity import warm as warm_ethnicity

        warm_ethnicity()
        # Trade unions' names (cues/trade_union.py): WordNet's instances of "union" beside the hand list.
        from .cues.trade_union import warm as warm_trade_union

        warm_trade_union()
        try:
            tagged_senses("n")
            tagged_senses("v")
            for pos in ("n", "v", "a", "r"):
                one_word_lemmas(pos)  # and index_lemmas(pos), which it is made from
            first_sense_lexfiles("n")
            first_sense_lexfiles("v")
            communication_verb_lemmas()
            double_object_verb_forms()
            act_nouns()
            warm_register()
            roster_only_people()  # less WordNet's people
        except (WordNetMissing, OSError):
            pass  # the detectors that need WordNet handle its absence themselves

    def find(
        self, text: str, protect: Iterable[str] | None = None, allow: Iterable[str] = (),
        cancel: threading.Event | None = None,
    ) -> list[Finding]:
        """Findings sorted by start; `protect` restricts categories, `allow` terms are never flagged.
        Raises Cancelled soon after `cancel` is set (checked between sentences and between recognizers)."""
        if not isinstance(text, str):
            raise InputError(f"text must be a string, got {type(text).__name__}")
        return self.finish(text, self.detect(text, protect, allow, cancel))

    def detect(
        self, text: str, protect: Iterable[str] | None = None, allow: Iterable[str] = (),
        cancel: threading.Event | None = None,
    ) -> list[Finding]:
        """Every detector's findings before the draft-wide pass (`finish`): what one segment of a long draft
        contributes; `find` is `finish(text, detect(text))`."""
        if not isinstance(text, str):
            raise InputError(f"text must be a string, got {type(text).__name__}")
        wanted = self._categories(protect)
        if not text.strip() or not wanted:
            return []
        ctx = Context(text, entities(text, cancel))
        findings: list[Finding] = []
        for recognizer in self.recognizers:
            if wanted.isdisjoint(recognizer.categories):
                continue
            if cancel is not None and cancel.is_set():
                raise Cancelled("analysis cancelled during the pre-filter")
            found = recognizer.find(ctx)
            if found:  # most find nothing in a draft: no filter to run
                findings.extend(f for f in found if f.category in wanted)
        allow_list = AllowList.of(tuple(allow))
        if allow_list.values:
            findings = [f for f in findings if not allow_list.covers(f)]
        return findings

    @staticmethod
    def finish(text: str, findings: list[Finding]) -> list[Finding]:
        """The draft-wide pass over `detect`'s findings (offsets into `text`): which names are one person,
        jargon the draft's own job confirms, second mentions of what the draft gives away, overlaps resolved."""
        return resolve_overlaps(second_mentions(text, confirmed_jargon(group_people(text, not_names(text, findings)))))

    @staticmethod
    def _categories(protect: Iterable[str] | None) -> frozenset[str]:
        if protect is None:
            return frozenset(CATEGORIES)
        if isinstance(protect, str):
            protect = [protect]
        wanted = frozenset(protect)
        unknown = sorted(wanted - set(CATEGORIES))
        if unknown:
            raise InputError(f"unknown categories: {', '.join(unknown)}")
        return wanted


def not_names(text: str, findings: list[Finding]) -> list[Finding]:
    """A span that a curated vocabulary knows (a shop chain, a dialect word: the implicit-cue lexicons) is not
    a person, even when its first word is also a first name ("Tim Hortons", "Arvo"): the name finding there
    is dropped, so the lexicon's own replacement applies. Nor is the person a day is named after, where the
    day is what the text says ("Valentine's Day", "St Patrick's Day": spaCy tags them PERSON), nor a name
    that is part of a word WordNet lists ("Murphy's law", "Achilles' heel")."""
    known = {(f.start, f.end) for f in findings if f.detector.startswith(LEXICON_PREFIX)}
    # Words merely guessed to be of another language, or in no word list, are no curated vocabulary when a
    # courtesy title opens the run: "a Turkish national, Mr Yusuf Gabay" is a person (without the title such a
    # guess is what keeps "Efteling" or "Chácara Vieira" from being read as one); nor when the words before say
    # a person, one of the author's own or the author ("my colleague Siobhan Ní Bhriain", "Kind regards, …"), nor
    # when a label or a key says it (_FORM_NAMES).
    guessed = {(f.start, f.end) for f in findings if f.detector in _GUESSED_VOCABULARY}
    # A run the organization detector reads by its kind word ("Bethany Christian Services", "Grace Hospital") is the
    # organization, not a person named by its first word.
    firms = {(f.start, f.end) for f in findings if f.detector == _ORGANIZATION_SHAPE}

    def not_a_name(f: Finding) -> bool:
        span = (f.start, f.end)
        return (span in firms
                or (span in known and not (span in guessed and (_TITLED.match(f.text) or f.detector in _FORM_NAMES
                                                                or said_to_be_a_person(text, f.start))))
                or names_a_day(text, f.start, f.end) or _in_possessive_compound(text, f.start, f.end))

    return [f for f in findings if not (f.category == "name" and not_a_name(f))]


_GUESSED_VOCABULARY = frozenset({FOREIGN_LANGUAGE, UNKNOWN_WORD})
_ORGANIZATION_SHAPE = "organization.shape"
# Names that a form's label, a key in code or a letter's closing says are a person's: no guess about their words
# outweighs that ("Name: Adaeze Okonkwo", {"last_name": "Okonkwo"}, "Kind regards, Olumide Bakare").
_FORM_NAMES = frozenset({"person.field", "person.slot", "person.sign_off"})
# A courtesy title opening the span (pii.person.COURTESY_TITLES): "Mr Yusuf Gabay", "Madam Okafor".
_TITLED = re.compile(rf"(?:{COURTESY_TITLES})\.?[ \t]+[A-ZÀ-Ý]")
_POSSESSIVE_THEN_WORDS = re.compile(r"(['’]s?)((?: [a-z][\w-]*){1,2})", re.IGNORECASE)


def _in_possessive_compound(text: str, start: int, end: int) -> bool:
    """Whether the name at text[start:end] opens a noun WordNet lists with the words after its possessive."""
    after = _POSSESSIVE_THEN_WORDS.match(text, end)
    if after is None:
        return False
    try:
        compounds = possessive_compounds()
    except WordNetMissing:
        return False
    head = (text[start:end] + after.group(1).replace("’", "'")).lower()
    words = after.group(2).lower().split()
    return any(f"{head} {' '.join(words[:n])}" in compounds for n in (1, 2))
