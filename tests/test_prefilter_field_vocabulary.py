"""The field of one's work named by its adjective (cues/field_vocabulary.py): a table of (text, expected spans)
with near misses, the WordNet data it rests on, and whole sentences that must still read naturally."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.field_vocabulary import FieldAdjectiveRecognizer, discipline_adjectives, field_adjectives

REC = FieldAdjectiveRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


def test_the_adjectives_come_from_wordnet_pertainyms_of_professions() -> None:
    words = field_adjectives()
    assert {"surgical", "medical", "legal", "dental", "architectural", "educational", "pedagogical"} <= words
    # fields left out by hand: everyday senses elsewhere
    assert not {"physical", "technical", "financial", "biological", "musical", "psychiatric"} & words


def test_discipline_adjectives_are_rare_relational_and_spelled_from_the_discipline() -> None:
    words = discipline_adjectives()
    assert {"anthropological", "sociological", "archaeological", "managerial", "criminological"} <= words
    # everyday (Zipf above RARE_ZIPF), another sense besides "pertaining to", or not the discipline's own word
    assert not {"physical", "historical", "linguistic", "astronomical", "theatrical", "philosophic", "floral",
                "occupational", "doctrinal", "thespian"} & words


CASES = [
    ("led me toward my medical career", ["medical "]),
    ("like an appendix in my surgical field", ["surgical "]),
    ("i look forward to signing stacks of legal documents", ["legal "]),
    ("it's my job to translate 'educational lingo'", ["educational "]),
    ("I have an educational background in this", ["an educational "]),
    ("Medical jargon is half my job", ["Medical j"]),
    # near misses: nobody's field, not a work noun, the adjective alone
    ("medical bills are insane here", []),
    ("the legal drinking age is 18", []),
    ("I watched an educational video", []),
    ("legal documents are boring", []),
    ("I have a dental appointment tomorrow", []),
    ("is that even legal?", []),
    # implied5: a discipline's adjective before a noun of work, the author's
    ("my anthropological training taught me to listen", ["anthropological "]),
    ("I spent years in sociological research", ["sociological "]),
    ("our archaeological team found pottery", ["archaeological "]),
    # near misses: no noun of work even after "my", nobody's, another sense
    ("my botanical garden is thriving", []),
    ("a sociological study came out", []),
    ("sociological research shows this", []),
    ("prices are astronomical and I hate my job", []),
    ("my theatrical sigh", []),
    # implied7: a field's noun before a noun of work, the author's (work_field's industries and gerunds,
    # the disciplines; acronyms in capitals)
    ("not sure my design background helps", ["design "]),
    ("Our marketing team is great.", ["marketing "]),
    ("I miss my nursing career.", ["nursing "]),
    ("I picked up coding skills at work, I think.", ["coding "]),
    ("Our IT department is slow.", ["IT "]),
    ("a nursing background helped me.", ["a nursing "]),
    # near misses: no noun of work after the noun (even after "my"), a client's papers, "it" in lower case,
    # nobody's, a language
    ("my design doodles are silly", []),
    ("my history teacher was strict", []),
    ("I need my tax documents.", []),
    ("My insurance papers are lost.", []),
    ("Did it work for you? I hope so.", []),
    ("The marketing team is great.", []),
    ("my English skills are rusty", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_field_adjective(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("It was the turning point that led me toward my medical career.",
     "It was the turning point that led me toward my career."),
    ("Like an appendix in my surgical field.", "Like an appendix in my field."),
    ("I now look forward to signing stacks of legal documents!", "I now look forward to signing stacks of documents!"),
    ("I have an educational background in this.", "I have a background in this."),
    ("Medical jargon is half my job.", "Jargon is half my job."),
    ("Medical bills are insane here.", "Medical bills are insane here."),
    ("My anthropological training taught me to listen.", "My training taught me to listen."),
    ("My botanical garden is thriving.", "My botanical garden is thriving."),
    # implied7: the noun goes as the adjective does
    ("Our marketing team is great.", "Our team is great."),
    ("Not sure my design background helps.", "Not sure my background helps."),
    ("I need my tax documents.", "I need my tax documents."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
