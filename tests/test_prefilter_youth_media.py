"""Titles of the media one grew up with (cues/youth_media.py): a table of (text, expected spans and kinds) with
near misses, and whole sentences that must still read naturally."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.youth_media import YouthMediaRecognizer

REC = YouthMediaRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    # a quoted title next to the looking back, and every other place it stands
    ('When I was a teenager, it was all about "dirty dancing". I still put on Dirty Dancing.',
     [('"dirty dancing"', "bare"), ("Dirty Dancing", "bare")]),
    ('This takes me back. My first game was "Pitfall!" on the console.', [('"Pitfall!"', "bare")]),
    ('A nostalgia trip! For me, it was definitely "Avatar: The Last Airbender".',
     [('"Avatar: The Last Airbender"', "bare")]),
    # capitalized titles where a media word names them, anywhere in a draft that looks back
    ("Ah, the good ol' days. Favourite album, huh? The Dark Side of the Moon, hands down!",
     [("The Dark Side of the Moon", "bare^")]),
    ("Growing up, I watched the Harry Potter movies.", [("Harry Potter", "modifier")]),
    ("As a kid I loved the show Friends.", [(" Friends", "named")]),
    ("As a kid I loved the Thriller album.", [("Thriller", "modifier")]),
    ("Those were the days: my first phone was a Motorola StarTAC.", [("Motorola StarTAC", "indefinite")]),
    # near misses: a draft that never looks back, scare quotes, a quoted sentence, speech, a verb, places,
    # someone's possessive, a sentence opening with a verb, a one-word name with no media noun, someone else's
    ('I watched "Dune" last night and loved it.', []),
    ('As a kid, I heard "girly" a lot.', []),
    ('Growing up, we heard "the right age" a lot.', []),
    ('Growing up, my mom said "Chance favours the prepared mind."', []),
    ('Growing up, I always said "you are my best friend" to my dog.', []),
    ("Growing up, what's the wildest thing you had to \"MacGyver\" to fix a game?", []),
    ("Growing up we visited Iguazu Falls and La Candelaria, watching the birds.", []),
    ("As a kid I had Patrick Swayze's poster on my wall.", []),
    ("Growing up, I loved Nirvana.", []),
    ("Back then. Lead Model UN conferences were my games.", []),
    ("As a kid I never saw your Northern Lights on a movie.", []),
    ('Growing up, grandma sang "nani teri morni" at bedtime.', []),  # words of another language
    ('Growing up, mom would sing "sleep now, little one" at bedtime.', []),  # a quote with a comma: speech
    ('Ah, those "good old days" of music.', []),  # the looking back itself
    ("As a kid I read about the Middle Ages in comics.", []),  # a time of history
    ("Growing up, we never missed the Browns games.", []),  # a team's games
    ("Growing up, I watched the Black Caps play every cricket season.", []),  # a team in a sentence of sport
    ('Growing up, my dad played "Hey Jude" on repeat.', [('"Hey Jude"', "bare")]),
    ("As a kid watching Star Trek was my show time.", [("Star Trek", "bare")]),
    ("Growing up I played that classic Super Mario.", [("Super Mario", "determined")]),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_youth_media(text, expected):
    assert found(text) == expected


SENTENCES = [
    ('When I was a teenager, it was all about "Dirty Dancing". I still put on Dirty Dancing sometimes.',
     "When I was a teenager, it was all about a classic. I still put on a classic sometimes."),
    ("Ah, the good old days. Favourite album, huh? The Dark Side of the Moon, hands down!",
     "Ah, the good old days. Favourite album, huh? A classic, hands down!"),
    ('This takes me back. My first game was "Pitfall!" on the console.',
     "This takes me back. My first game was a classic on the console."),
    ("Growing up, I watched the Harry Potter movies every winter.",
     "Growing up, I watched the old movies every winter."),
    ("As a kid I loved the show Friends and the Thriller album.",
     "As a kid I loved the show and the old album."),
    ("My first phone was a Motorola StarTAC, those were the days.",
     "My first phone was a classic, those were the days."),
    ('I watched "Dune" last night and loved it.', 'I watched "Dune" last night and loved it.'),
    ("I grew up reading Harry Potter books.", "I grew up reading old books."),
    # after a determiner the title stays "old favorite" (not "classic"): "that classic X" would read "that classic
    # classic"; the bare "a classic" is the one shortened (issue 12, session 10)
    ('As a kid I played that "Minesweeper" for hours.', "As a kid I played that old favorite for hours."),
    ('Growing up I loved that classic "Space Invaders" at the arcade.',
     "Growing up I loved that classic old favorite at the arcade."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
