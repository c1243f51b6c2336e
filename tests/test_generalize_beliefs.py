"""Religion, political views, sexual orientation: the no-model engine's edit keeps the sentence natural and true."""

from __future__ import annotations

import pytest

from models.engine import Engine
from models.generalize_table import generalize_text
from models.policy import Policy

ENGINE = Engine.load(use_llm=False)


@pytest.mark.parametrize("draft,expected", [
    ("As a practising Muslim I don't drink.", "As a person of faith I don't drink."),
    ("I'm Muslim.", "I'm a person of faith."),
    ("I'm Catholic but not very religious.", "I'm a person of faith but not very religious."),
    ("She's a Catholic girl from Ohio.", "She's a religious girl from a US state."),
    ("I'm a liberal guy.", "I'm a guy."),
    ("I'm a big Labour supporter.", "I'm a big supporter."),
    ("I'm an atheist.", "I'm someone who isn't religious."),
    ("I was raised Catholic.", "I was raised in a faith."),
    ("I'm a lapsed Catholic.", "I'm someone raised in a faith."),
    ("I'm an ex-Mormon.", "I'm someone raised in a faith."),
    ("My parents are staunch Tories.", "My parents are staunch voters."),
    ("I came out at 16.", "I opened up at 16."),
    ("My sister is a Mormon.", "My sister is a person of faith."),
    ("Our mosque runs a food bank.", "Our place of worship runs a food bank."),
    ("My church group meets on Tuesdays.", "My community group meets on Tuesdays."),
    ("Our pastor said it was fine.", "Our faith leader said it was fine."),
    ("After my bar mitzvah we moved.", "After my coming-of-age ceremony we moved."),
    ("We go to church every Sunday.", "We go to services every Sunday."),
    ("I'm giving up chocolate for Lent.", "I'm giving up chocolate for a religious holiday."),
    ("I'm a lifelong Labour voter.", "I'm a lifelong voter."),
    ("I voted for the Greens last time.", "I voted last time."),
    ("I'm a registered Democrat.", "I'm a registered voter."),
    ("I'm a member of the Labour Party.", "I'm a member of a party."),
    ("I'm pretty liberal.", "I have my own politics."),
    ("My dad is very conservative.", "My dad has political views."),
    ("As an anarchist, I vote anyway.", "As a voter, I vote anyway."),
    ("My girlfriend and I (I'm bi) went out.", "My partner and I (I'm who I am) went out."),
    ("As a gay man, I find this funny.", "As a man, I find this funny."),
    ("He's gay.", "He is who he is."),
    ("I came out to my parents last year.", "I opened up to my parents last year."),
    # holy days kept (session 20): what is kept of one, every one, a greeting
    ("I've been doing Ramadan fasts since I was 12.", "I've been doing religious fasts since I was 12."),
    ("We make it every Shabbat.", "We make it every religious holiday."),
    ("I fasted during Ramadan.", "I fasted during a religious holiday."),
    ("Happy Diwali!", "Happy holidays!"),
    # near misses stay as they are
    ("Ramadan fasts are hard for athletes.", "Ramadan fasts are hard for athletes."),
    ("Every Passover the shops close.", "Every Passover the shops close."),
    ("That's a conservative estimate.", "That's a conservative estimate."),
    ("Add a liberal amount of salt.", "Add a liberal amount of salt."),
    ("We went to a gay bar downtown.", "We went to a gay bar downtown."),
])
def test_belief_edits_read_naturally(draft: str, expected: str) -> None:
    assert ENGINE.anonymize(draft, Policy()).text == expected


@pytest.mark.parametrize("category,text,value,detector,expected", [
    ("religion", "Catholics", "believer", "religion.noun", "people of faith"),
    ("religion", "an agnostic", "nonbeliever", "religion.noun", "someone who isn't religious"),
    ("religion", "Ramadan", "owned", "religion.holy_day", "religious holiday"),
    ("religion", "Ramadan", "modifier", "religion.holy_day", "religious"),
    ("religion", "pastors", None, "religion.clergy", "faith leaders"),
    ("politics", "Republicans", None, "politics.member", "voters"),
    ("politics", "vote Labour", None, "politics.vote", "vote"),
    ("politics", "Labour party member", "party member", "politics.supporter", "party member"),
    ("sexuality", "lesbians", None, "sexuality.noun", "people"),
    ("sexuality", "came out as bi", None, "sexuality.coming_out", "opened up"),
    ("sexuality", "we're gay", None, "sexuality.adjective", "we are who we are"),
])
def test_table(category: str, text: str, value: str | None, detector: str, expected: str) -> None:
    assert generalize_text(category, text, value, detector) == expected
