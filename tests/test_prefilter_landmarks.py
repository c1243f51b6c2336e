"""Named landmarks by the grammar of their names (cues/landmarks.py): a table of (text, expected spans)
with near misses, and what the sentence reads like after the edit."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.prefilter.context import Context
from models.prefilter.cues.landmarks import LandmarkRecognizer

REC = LandmarkRecognizer()


def found(text):
    return [(f.text, f.value) for f in REC.find(Context(text))]


CASES = [
    ("we hiked Table Mountain", [("Table Mountain", "mountain:")]),
    ("a trip to the Iguazu Falls", [("the Iguazu Falls", "falls:")]),
    ("Kruger National Park is home", [("Kruger National Park", "national park:start")]),
    ("near the Museo del Oro", [("the Museo del Oro", "museum:")]),
    ("my flat on Rue Poncelet", [("Rue Poncelet", "street:")]),
    ("catch 'em at Gruene Hall", [("Gruene Hall", "hall:")]),
    ("Not the Grand Canyon, but close", [("the Grand Canyon", "canyon:")]),
    ("we never miss the Notting Hill Carnival", [("the Notting Hill Carnival", "carnival:")]),
    ("off to the Calgary Stampede", [("the Calgary Stampede", "stampede:")]),
    ("a fair price at the Fair", []),  # near miss: no name before the head
    # near misses: no name before the head, heads that are no place, lower case
    ("My Garden is growing", []),
    ("This Park is nice", []),
    ("The Office is my favourite show", []),
    ("I played Super Mario World", []),
    ("we walked to the park and the market", []),
    ("Lake", []),
    # USPS's abbreviations of the street heads; a town's name before one is the street's, not the town
    ("a dentist near Hawthorne Blvd", [("Hawthorne Blvd", "boulevard:")]),
    ("the cafe on Elm St. is great", [("Elm St.", "street:")]),  # the stop before a lower-case word is the abbreviation's
    ("I live on Elm St.", [("Elm St", "street:")]),  # a stop that may end the sentence stays outside
    ("We moved to Maple Ave last year", [("Maple Ave", "avenue:")]),
    ("St Mary's hospital was busy", []),  # "St" opening a name is Saint
]


@pytest.mark.parametrize("text,expected", CASES)
def test_landmarks(text, expected):
    assert found(text) == expected


SENTENCES = [
    ("We hiked Table Mountain last weekend.", "We hiked the mountain last weekend."),
    ("The Kirstenbosch Botanical Gardens are lovely.", "The botanical gardens are lovely."),
    ("Kruger National Park is where I grew up.", "The national park is where I grew up."),
    ("We went to Central Park.", "We went to the park."),
    ("I love the stunning Kirstenbosch Botanical Gardens.", "I love the stunning botanical gardens."),
    ("We visited the park near Table Mountain.", "We visited the park near the mountain."),
    ("Anyone know a good dentist near Hawthorne Blvd?", "Anyone know a good dentist near the boulevard?"),
    ("The cafe on Elm St. is great.", "The cafe on the street is great."),
    ("We walked down Portland Road near Boston.", "We walked down the road near a North American city."),
    # numbered streets; near miss: a place in a race
    ("I go to the gym on 5th Ave every morning.", "I go to the gym on the avenue every morning."),
    ("Meet me at W 34th St. tomorrow.", "Meet me at the street tomorrow."),
    ("The 3rd Street Promenade is busy.", "The promenade is busy."),
    ("I finished 5th in the race.", "I finished 5th in the race."),
    # "the " and a sentence's start, for numbered streets and named ones alike (_with_article); near misses:
    # a "the" after a colon, a name after a quote mark opens the sentence
    ("The 5th Ave crowds were wild.", "The avenue crowds were wild."),
    ("5th Ave was packed. The Table Mountain trail too.", "The avenue was packed. The mountain trail too."),
    ("Next: the 5th Ave parade.", "Next: the avenue parade."),
    ('"Table Mountain is lovely," she said.', '"The mountain is lovely," she said.'),
    # housing developments (USPS's "Estates", "Commons"), a town's name before them included; near miss
    ("Our condo is in Maple Grove Commons, unit 4B.", "Our condo is in the commons, unit 4B."),
    ("He works in real estate.", "He works in real estate."),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_the_anonymized_sentence_reads_naturally(draft, expected):
    assert Engine.load(use_llm=False).anonymize(draft, Policy()).text == expected
