"""Regional speech (cues/regional_speech.py): tags, terms of address, exclamations, "sí", "down here". A table
of (text, expected spans) with near misses, and whole sentences that must still read naturally."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.regional_speech import RegionalSpeechRecognizer

REC = RegionalSpeechRecognizer()


def found(text):
    return [f.text for f in REC.find(Context(text))]


CASES = [
    ("coastal living affects your tone a bit neh?", [" neh"]),
    ("it was lekker, neh.", [", neh"]),
    ("can't remember what I did yesterday bra...", [" bra"]),
    ("thanks, bru!", [", bru"]),
    ("catch ups with the brahs from my youth", ["brahs"]),
    ("Jassis, here we're spoiled by nature", ["Jassis, h"]),
    ("What a view. Jislaaik! It was high", ["Jislaaik! I"]),
    ("oh si, certainly!", ["si"]),
    ("Down here we're not too wild about hockey", ["Down here"]),
    ("it never snows down here.", ["down here"]),
    ("if you ever find yourself down this end of the world", ["down this end of the world"]),
    # near misses: the underwear, other words, motion and rooms
    ("I bought a new sports bra.", []),
    ("where is my bra?", []),
    ("bras and socks on sale", []),
    ("the nehru jacket", []),
    ("si bemolle is a note", []),
    ("come down here and help", []),
    ("it's cold down here in the basement", []),
    ("put it down here.", []),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_regional_speech(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("We all know coastal living affects your tone a bit neh? Anyway.",
     "We all know coastal living affects your tone a bit? Anyway."),
    ("I can't remember what I did yesterday bra... old age creeping up!",
     "I can't remember what I did yesterday... old age creeping up!"),
    ("Catch ups with the brahs from my youth are loud.", "Catch ups with the friends from my youth are loud."),
    ("Jassis, we're absolutely spoiled by nature.", "We're absolutely spoiled by nature."),
    ("oh si, certainly! I loved it.", "oh yes, certainly! I loved it."),
    ("Down here we're not too wild about that ice malarkey.", "Here we're not too wild about that ice malarkey."),
    ("Give it a shot if you ever find yourself down this end of the world.",
     "Give it a shot if you ever find yourself in this part of the world."),
    ("I bought a new sports bra.", "I bought a new sports bra."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
