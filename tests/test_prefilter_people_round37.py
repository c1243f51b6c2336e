"""Issue 11, round 37 (branch pubfig11): public life and amateur life around a name.

A name acting for, over or chosen by a whole country is a public figure's ("lifted the cup for South Africa", "ran
Malaysia", "when Chile elected him"); a law signed, an institution of world governance, a competition of the world
stage say public too. Private evidence before the name and a scene of amateur or local life keep the after-name
acts of names.public_role_after ("scored", "tweeted", "released his first EP", "was elected") from calling a private
person public. Names here are in no bench set; each rule has near misses."""

from __future__ import annotations

import pytest

from models.prefilter.pii.public_life import amateur_scene, leads_a_known_firm, nation_act
from tests.prefilter_support import PF

DEFAULT = ("high", "medium")


def flagged(text: str, name: str) -> bool:
    """A name finding at the default threshold overlaps the name (as bench.public_figures_bench counts it)."""
    start = text.index(name)
    return any(f.category == "name" and f.validity in DEFAULT and f.start < start + len(name) and start < f.end
               for f in PF.find(text))


@pytest.mark.parametrize("text,name", [
    # acting for, over or chosen by a country
    ("Dan Price lifted the trophy again for New Zealand.", "Dan Price"),
    ("Dan Price scored twice for Brazil last night.", "Dan Price"),
    ("Dan Price ran Kenya for fifteen years.", "Dan Price"),
    ("Dan Price was only forty when Portugal elected her.", "Dan Price"),
    # a law signed; an institution of world governance; a competition of the world stage, impersonal
    ("Dan Price signed another immigration bill on Tuesday.", "Dan Price"),
    ("Dan Price vetoed the climate bill.", "Dan Price"),
    ("Dan Price runs the World Bank now.", "Dan Price"),
    ("Dan Price spoke at the United Nations about water.", "Dan Price"),
    ("Dan Price reached the French Open semi-final.", "Dan Price"),
    ("Dan Price dropped out after Super Tuesday.", "Dan Price"),
    # "US" in capitals is the country, not "us": the sentence stays impersonal
    ("Dan Price reached the US Open final as a teenager.", "Dan Price"),
    # founding, leading or taking over a firm English text writes about often
    ("Dan Price took over Microsoft in 2014.", "Dan Price"),
    ("Dan Price founded Airbnb with two friends.", "Dan Price"),
    # a performer's or speaker's work after a possessive
    ("Dan Price's keynote ran over by an hour.", "Dan Price"),
    ("Dan Price's new mixtape is all over TikTok.", "Dan Price"),
    # deeds of a public career
    ("Dan Price topped the charts for nine weeks.", "Dan Price"),
    ("Dan Price won gold in the 400 metres.", "Dan Price"),
    ("Dan Price was traded to the Lakers.", "Dan Price"),
    ("Dan Price sold out the O2 arena twice.", "Dan Price"),
    ("Dan Price dropped out of the race in March.", "Dan Price"),
])
def test_public_life_is_public(text, name):
    assert not flagged(text, name)


@pytest.mark.parametrize("text,name", [
    # someone close or addressed before the act: private whatever the act
    ("My neighbour Dan Price scored a goal at five-a-side.", "Dan Price"),
    ("My neighbour Dan Price scored twice on Sunday.", "Dan Price"),
    ("My brother Dan Price tweeted about the match.", "Dan Price"),
    ("My cousin Dan Price released his first EP on SoundCloud.", "Dan Price"),
    ("Hi Dan Price, scored any goals lately?", "Dan Price"),
    # amateur or local life
    ("Dan Price scored a goal at five-a-side.", "Dan Price"),
    ("Dan Price scored the winning goal for the under-10s.", "Dan Price"),
    ("Dan Price was elected chair of the parish council.", "Dan Price"),
    ("Dan Price won the pub quiz with a team of two.", "Dan Price"),
    # near misses of the nation frames: a country's possessive, a side of an age or level, a trip, no sport verb
    ("Dan Price played for England under-16s last year.", "Dan Price"),
    ("Dan Price ran Spain's biggest bakery.", "Dan Price"),
    ("Dan Price left for Spain on Monday.", "Dan Price"),
    ("Dan Price ran to France to escape his debts.", "Dan Price"),
    ("Dan Price voted for Ireland in the quiz.", "Dan Price"),
    # near misses of the law frame: a restaurant's bill, a card
    ("Dan Price signed the bill and left.", "Dan Price"),
    ("Dan Price signed the birthday card for Mum.", "Dan Price"),
    # near misses of the firm frame: a branch, a modifier, an employee, a firm English hardly writes, "us"
    ("Dan Price runs the Tesco on Main Street.", "Dan Price"),
    ("Dan Price runs Facebook ads for the shop.", "Dan Price"),
    ("Dan Price left Microsoft in 2024.", "Dan Price"),
    ("Dan Price works at Google.", "Dan Price"),
    ("Dan Price started Halfords.", "Dan Price"),
    ("Dan Price took us to the US Open.", "Dan Price"),
    # near misses of the possessive works and career deeds: amateur life, someone close, an ordinary review
    ("Dan Price's stand-up set at the pub was great.", "Dan Price"),
    ("My brother Dan Price's merch stall sold out.", "Dan Price"),
    ("Dan Price's review of the phone was brutal.", "Dan Price"),
    ("Dan Price won gold at the school sports day.", "Dan Price"),
    ("My sister Dan Price won silver in the county relay.", "Dan Price"),
])
def test_private_people_stay_flagged(text, name):
    assert flagged(text, name)


@pytest.mark.parametrize("text,end,expected", [
    ("Dan Price lifted the cup again for South Africa.", 9, True),
    ("Dan Price ran Malaysia for twenty-two years.", 9, True),
    ("Dan Price was only thirty-five when Chile elected him.", 9, True),
    ("Dan Price played for England U21 in May.", 9, False),
    ("Dan Price ran Spain's biggest bakery.", 9, False),
    ("Dan Price ran for Mayor.", 9, False),  # no country
    ("Dan Price left for Spain.", 9, False),  # no sport verb
    ("Dan Price moved. Chile elected him.", 9, False),  # another sentence
])
def test_nation_act(text, end, expected):
    assert nation_act(text, end) is expected


@pytest.mark.parametrize("sentence,expected", [
    ("he scored at five-a-side", True),
    ("the under-12s won", True),
    ("she sang at the church fete", True),
    ("chair of the residents' association", True),
    ("won the raffle", True),
    ("he won the world cup", False),
    ("he scored for barcelona", False),
    ("she released an album", False),
    ("he won the primaries", False),  # no "primary school"
    ("she bought a football club", False),  # a club of the pros: no amateur word
])
def test_amateur_scene(sentence, expected):
    assert amateur_scene(sentence) is expected


@pytest.mark.parametrize("text,expected", [
    ("Dan Price started Spotify.", True),
    ("Dan Price co-founded Netflix in 1997.", True),
    ("Dan Price runs Spotify playlists for the gym.", False),  # a modifier
    ("Dan Price started Greggs.", False),  # written too rarely
    ("Dan Price runs Boots in town.", False),  # an English word, and a branch
    ("Dan Price runs Chelsea.", False),  # a place
    ("Dan Price joined Microsoft.", False),  # an employee
])
def test_leads_a_known_firm(text, expected):
    assert leads_a_known_firm(text, 9) is expected
