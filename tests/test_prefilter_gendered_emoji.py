"""Gendered emoji (cues/gendered_emoji.py): woman/man forms become Unicode's gender-neutral emoji. A table of
(text, expected spans → replacements) with near misses, the Unicode names behind the mapping, and whole
sentences."""

import unicodedata

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.gendered_emoji import SINGLES, GenderedEmojiRecognizer, neutral

REC = GenderedEmojiRecognizer()


def found(text):
    return [(f.text, f.value[1:]) for f in REC.find(Context(text))]


CASES = [
    ("no idea 🤷‍♀️", [("🤷‍♀️", "🤷")]),
    ("no idea 🤷‍♂️", [("🤷‍♂️", "🤷")]),
    ("no idea 🤷‍♀", [("🤷‍♀", "🤷")]),  # without the variation selector
    ("ride 🚴🏽‍♀️ today", [("🚴🏽‍♀️", "🚴🏽")]),  # the skin tone stays
    ("late night 👩‍💻", [("👩‍💻", "🧑‍💻")]),
    ("chef life 👨🏾‍🍳", [("👨🏾‍🍳", "🧑🏾‍🍳")]),
    ("my 👵 says hi", [("👵", "🧓")]),
    ("👸 vibes", [("👸", "🫅")]),
    ("us 👫", [("👫", "🧑‍🤝‍🧑")]),
    ("us 👩‍❤️‍👨", [("👩‍❤️‍👨", "💑")]),
    ("us 👩‍❤️‍💋‍👨", [("👩‍❤️‍💋‍👨", "💏")]),
    ("family 👨‍👩‍👧‍👦", [("👨‍👩‍👧‍👦", "👪")]),
    # near misses: no gender, a sign alone, emoji without a neutral twin
    ("no idea 🤷", []),
    ("late night 🧑‍💻", []),
    ("the ♀ symbol and ♂️", []),
    ("Venus ♀ Mars ♂", []),
    ("🕺💃 all night", []),
    ("🧔 beard season 👍", []),
    ("woman and man, girl and boy", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_gendered_emoji(text, expected):
    assert found(text) == expected


def test_the_mapping_follows_the_unicode_names():
    for gendered, neutral_form in SINGLES.items():
        name = unicodedata.name(gendered)
        assert any(w in name.split() for w in ("MAN", "WOMAN", "BOY", "GIRL", "MEN", "WOMEN", "PRINCE", "PRINCESS"))
        for c in neutral_form.replace("\u200d", ""):
            words = unicodedata.name(c).split()
            assert not {"MAN", "WOMAN", "BOY", "GIRL", "MEN", "WOMEN", "PRINCE", "PRINCESS"} & set(words)
    assert neutral("\u2640\ufe0f") == "\u2640\ufe0f"


SENTENCES = [
    ("Honestly no idea what to do 🤷‍♀️", "Honestly no idea what to do 🤷"),
    ("Up till 2am again 👩‍💻 worth it.", "Up till 2am again 🧑‍💻 worth it."),
    ("Weekend ride was great 🚴‍♂️!", "Weekend ride was great 🚴!"),
    ("Venus ♀ rises tonight.", "Venus ♀ rises tonight."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
