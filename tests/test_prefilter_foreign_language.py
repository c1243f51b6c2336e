"""Words of another language found by word frequencies (wordfreq), not a list: a table of (text, expected
spans) with near misses, and what the sentence reads like after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues import foreign_language as fl
from models.prefilter.cues.foreign_language import ForeignLanguageRecognizer, language_of

REC = ForeignLanguageRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    # words no hand list has: a clause, a food, a custom, a place name after a locative
    ("it was hot, me da mucha nostalgia honestly", ["da mucha"]),  # "me", "nostalgia": English words too
    ("nothing beats a warm kanelbulle in the morning", ["kanelbulle"]),
    ("the weekend was wunderschön, truly", ["wunderschön"]),
    ("oh ik hou van deze stad so much", ["ik hou van deze stad"]),
    ("we spent the summer in Zandvoort again", ["in Zandvoort"]),  # → "somewhere" (the gazetteer knows it better)
    # other scripts at sight, whole runs
    ("thanks, спасибо большое!", ["спасибо большое"]),
    ("we say 谢谢 at home", ["谢谢"]),
    ("the letter π and 5 μm", []),  # near miss: symbols
    # near misses: English words that are common in another language too, inflections, short words
    ("I lost a mitten while baling hay", []),
    ("she is a real rotter, de facto", []),
    ("la la land and si units", []),
    ("the man from the bank", []),
    ("a latte and a croissant at the cafe", []),  # loanwords English has taken in
    ("I talked to Giulia yesterday", []),
    # a foreign word inside a capitalized name takes the whole name
    ("around town, Hauz Khas village is great", ["Hauz Khas"]),
    ("he wanted to be Jonah Lomu", []),  # a person (a first name leads): the name recognizer's  # a person's name: the name recognizer's
]


@pytest.mark.parametrize("text,expected", CASES)
def test_foreign_words(text, expected):
    assert found(text) == expected


@pytest.mark.parametrize("word,lang", [("wunderschön", "de"), ("kanelbulle", "sv"), ("relajante", "es"),
                                       ("heerlijk", "nl")])
def test_language_of(word, lang):
    assert (language_of(word) or ("", 0.0))[0] == lang


@pytest.mark.parametrize("word", ["mitten", "baling", "croissant", "pizza", "the", "weekend"])
def test_english_words_are_not_foreign(word):
    assert language_of(word) is None


SENTENCES = [
    ("The evenings were wunderschön, truly.", "The evenings were something, truly."),
    ("I love it, ik hou van deze stad so much.", "I love it, (foreign phrase) so much."),
    ("We had a kanelbulle with coffee.", "We had something with coffee."),
    ("The nearest park is Walibi Holland.", "The nearest park is a local spot."),
    ("We saw the infamous Sagrada Familia.", "We saw the infamous local spot."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected


def test_warming_the_prefilter_reads_every_languages_word_list():
    # In a fresh interpreter: the tests before this one have read the lists already.
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    code = ("import wordfreq\nfrom models.prefilter import Prefilter\n"
            "from models.prefilter.cues.foreign_language import LANGUAGES\nPrefilter().warm()\n"
            "print(wordfreq.get_frequency_dict.cache_info().currsize - len(LANGUAGES))")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=300,
                         env={**os.environ, "PYTHONPATH": str(root)})
    assert out.returncode == 0, out.stderr[-2000:]
    assert int(out.stdout.strip()) >= 1  # English and every language a word is compared in


def _language_of_slow(word: str) -> tuple[str, float] | None:
    """`language_of` as it was before the word-list pre-check: every language's Zipf value via wordfreq."""
    if len(word) < 3:
        return None
    english = fl._english(word)
    if english > fl.ENGLISH_MAX:
        return None
    score, lang = max((fl._z(word, lang), lang) for lang in fl.LANGUAGES)
    if score < fl.FOREIGN_MIN or score - english < fl.MARGIN:
        return None
    return lang, score


def test_rare_everywhere_precheck_changes_no_answer() -> None:
    """ASCII words whose frequency is near FOREIGN_MIN in some language (where the pre-check's bound is
    tightest), near misses of a foreign word, and random letter strings: the same answer as the slow path."""
    import random
    import string

    from wordfreq import get_frequency_dict

    rng = random.Random(11)
    near = sorted({w for lang in fl.LANGUAGES for w, f in get_frequency_dict(lang).items()
                   if w.isascii() and w.isalpha() and w.islower() and 10 ** (2.8 - 9) <= f <= 10 ** (3.2 - 9)})
    # and English words near ENGLISH_MAX, where the English pre-check's bound is tightest
    near_english = sorted(w for w, f in get_frequency_dict("en", "best").items()
                          if w.isascii() and w.isalpha() and w.islower() and 10 ** (2.2 - 9) <= f <= 10 ** (2.8 - 9))
    words = rng.sample(near, 1500) + rng.sample(near_english, 800) + ["".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(3, 9)))
                                      for _ in range(300)]
    words += ["fika", "calor", "mitten", "rotter", "baling", "muy", "relajante", "zürich", "straße", "l'homme"]
    assert sum(not fl._languages_to_try(w) for w in words) > 300  # the pre-check does skip words
    assert fl._languages_to_try("home") == () and fl._english("home") > fl.ENGLISH_MAX  # an everyday English word
    # the same dictionaries wordfreq's own lookups read, not a second copy
    assert all(d is get_frequency_dict(lang, "best") for d, lang in zip(fl.word_lists(), fl.LANGUAGES))
    for word in words:
        assert fl.language_of.__wrapped__(word) == _language_of_slow(word), word
