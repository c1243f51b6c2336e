"""Things of an era (cues/era_objects.py): media formats, consoles, old devices, early web services. A table of
(text, expected spans) with near misses, and the edited sentences."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.era_objects import ERA_OBJECTS, EraObjectRecognizer

REC = EraObjectRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("I still have my VHS tapes", ["VHS tapes"]),
    ("my walkman and a pager", ["walkman", "pager"]),
    ("we played the N64 and the Super Nintendo", ["N64", "Super Nintendo"]),
    ("my Game Boy Color died", ["Game Boy Color"]),
    ("the dial-up noise", ["dial-up"]),
    ("floppy disks everywhere", ["floppy disks"]),
    ("Friday nights at Blockbuster", ["Blockbuster"]),
    ("I was on MySpace and Napster", ["MySpace", "Napster"]),
    ("my first BlackBerry", ["BlackBerry"]),
    ("burning CDs for friends", ["burning CDs"]),
    # near misses
    ("I wrote a one-pager", []),  # a hyphen-joined word
    ("blackberry jam", []),  # the fruit
    ("a Blockbuster movie", []),  # a hit, not the store
    ("Blockbuster hits this summer", []),
    ("a mega drive to recruit", []),  # only the console as written
    ("dial up the heat", []),  # the verb
    ("duct tape and a cassette-shaped box", []),  # tape alone; a hyphen-joined word
    ("my PS5 and the Switch", []),  # today's consoles
    ("the dog's floppy ears", []),
    ("ness and nes", []),  # the console only as written
    ("my bike's 11-speed cassette wore out", []),  # a gear cluster
    ("the rear cassette and chain", []),
    ("the caravan's cassette toilet", []),
    ("I'm on pager this week", []),  # on-call work
    ("pager duty again", []),
    ("my old cassette tapes", ["cassette tapes"]),
    # issue 12 r13: fashions and music genres of a decade, with near misses of their everyday words
    ("don't get me started on the frosted tips", ["frosted tips"]),
    ("shoulder pads and leg warmers", ["shoulder pads", "leg warmers"]),
    ("bangles, teased hair and a power ballad", ["teased hair", "power ballad"]),
    ("tips for frosted glass", []),
    ("knee pads and a ballad", []),
    ("a hair band for my ponytail", []),
    ("the Rachel I know and a mullet in the river", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_era_objects(text, expected):
    assert found(text) == expected


def test_every_stand_in_is_short_and_finds_nothing_again():
    for phrase, stand_in in ERA_OBJECTS.items():
        assert len(stand_in.removeprefix("the ").split()) <= 2, phrase  # an article where the name had none
        assert found(stand_in) == [], phrase


SENTENCES = [
    ("I still have my VHS tapes and my Walkman.", "I still have my videos and my music player."),
    ("We played the N64 all summer.", "We played the console all summer."),
    ("My first phone was a flip phone.", "My first phone was a basic phone."),
    ("Friday nights at Blockbuster were the best.", "Friday nights at the rental store were the best."),
    ("That Blockbuster movie was fun.", "That Blockbuster movie was fun."),
    ("I wrote a one-pager about it.", "I wrote a one-pager about it."),
    ("Don't get me started on the frosted tips.", "Don't get me started on the dyed hair."),
    ("It had teased hair and more than one power ballad.", "It had styled hair and more than one love song."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
