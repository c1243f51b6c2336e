"""everyday11 (issue 11): STUDY11's misses with a general cause, each with near misses.

- a childhood in the state's care ("I grew up in foster care", "aged out of the care system", "a care leaver"),
  rewritten "another home" / "young adult";
- an injury or operation named by the body part ("his knee surgery", "her ankle sprain"), a procedure's owner by the
  possessive before it or a name before ", recovering from"; a close person's name before "has" ("my partner
  Claudine has scleroderma"); "sickle cell" as patients shorten it;
- the author's job as a second apposition after "I'm a …," ("I'm a 52-year-old widower, a retired firefighter"); a
  named person's job after a bracketed aside, or with no article after "now" before the employer ("Fiona Rowland
  (Nelson College, 1998) is now head winemaker at Neudorf Vineyards");
- an Indian planned city's numbered sector before a town the gazetteer knows ("Sector 44, Gurugram")."""

from __future__ import annotations

import pytest

from models.prefilter.context import Context
from models.prefilter.cues.care_history import CareHistoryRecognizer
from models.prefilter.cues.health import HealthRecognizer
from models.prefilter.cues.health_states import HealthStatesRecognizer
from models.prefilter.cues.occupation import OccupationRecognizer
from models.prefilter.pii.address import AddressRecognizer

_CARE = CareHistoryRecognizer()
_HEALTH = HealthRecognizer()
_STATES = HealthStatesRecognizer()
_JOBS = OccupationRecognizer()
_ADDRESS = AddressRecognizer()


def _care(text: str) -> list[str]:
    return sorted(f.text for f in _CARE.find(Context(text)))


@pytest.mark.parametrize(("text", "expected"), [
    ("He grew up in foster care in Botshabelo and never forgot it.", ["foster care"]),
    ("I grew up in a group home and it made me who I am.", ["a group home"]),
    ("She was raised in a children's home in Seshego.", ["a children's home"]),
    ("I aged out of the care system at 18.", ["the care system"]),
    ("I was taken into care when I was six.", ["care"]),
    ("We bounced between foster homes until I was twelve.", ["foster homes"]),
    ("I spent four years in kinship care with my aunt.", ["kinship care"]),
    ("I'm a care leaver studying nursing.", ["care leaver"]),
    ("As a former foster kid, I know this.", ["former foster kid"]),
    # near misses: the words said of work, a film, a carer, a brand, an awareness month
    ("We foster dogs and I work in foster care recruitment.", []),
    ("I work at a group home for adults with autism.", []),
    ("The orphanage in the film was creepy.", []),
    ("I grew up in care of my grandmother.", []),
    ("I grew up in Care Bears pyjamas.", []),
    ("Foster Care Awareness Month starts in May.", []),
    ("She went into care work after school.", []),
    ("My mum lives in a care home now.", []),
])
def test_care_history(text: str, expected: list[str]) -> None:
    assert _care(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("I grew up in foster care in Texas.", "another home"),
    ("I'm a care leaver studying nursing.", "young adult"),
])
def test_care_history_rewritten(text: str, expected: str) -> None:
    from models.generalize import generalize  # after the pre-filter: generalize_table ↔ cues import each other

    (finding,) = _CARE.find(Context(text))
    assert generalize(finding) == expected


def _states(text: str) -> list[tuple[str, str, str]]:
    return sorted((f.text, f.detector, f.subject) for f in _STATES.find(Context(text)))


@pytest.mark.parametrize(("text", "expected"), [
    ("Get well soon to Malachy after his knee surgery in St Luke's.",
     [("knee surgery", "health.procedure", "other")]),
    ("Physio Dr. Mcanyana says his hamstring tear has healed.", [("hamstring tear", "health.injury", "other")]),
    ("Physio Nobuhle reports her ankle sprain is healing.", [("ankle sprain", "health.injury", "other")]),
    ("After my hip replacement I walk slowly.", [("hip replacement", "health.procedure", "author")]),
    ("Prayers for Tracy Eaton, recovering from a mastectomy.", [("a mastectomy", "health.procedure", "other")]),
    # near misses: a ward, a field, costs, a team's epidemic, no one's
    ("The knee surgery ward is on level 3.", []),
    ("Brain surgery is not rocket science.", []),
    ("He wrote about hip replacement costs.", []),
    ("The team had a hamstring tear epidemic.", []),
    ("A mastectomy is a major operation.", []),
    ("The car had a tyre tear after the rally.", []),
])
def test_body_harm_and_owner(text: str, expected: list[tuple[str, str, str]]) -> None:
    assert _states(text) == expected


def _health(text: str) -> list[str]:
    return sorted(f.text for f in _HEALTH.find(Context(text)) if f.validity == "high")


@pytest.mark.parametrize(("text", "expected"), [
    ("My partner Claudine has scleroderma.", ["scleroderma"]),
    ("my sister Joan had vasculitis last year", ["vasculitis"]),
    ("Unilag alum, jollof snob, sickle cell warrior (AS not SS).", ["sickle cell"]),
    # near misses: the close person's group or school has it, a paper about it
    ("My friend group has scleroderma jokes.", []),
    ("My son's school has vasculitis posters.", []),
    ("A paper about scleroderma came out.", []),
])
def test_close_person_named(text: str, expected: list[str]) -> None:
    assert _health(text) == expected


def test_injury_rewritten() -> None:
    from models.generalize import generalize

    (finding,) = _STATES.find(Context("Physio says his hamstring tear has healed."))
    assert generalize(finding) == "injury"


def _jobs(text: str) -> list[tuple[str, str]]:
    return sorted((f.text, f.subject) for f in _JOBS.find(Context(text)) if f.detector != "occupation.employer")


@pytest.mark.parametrize(("text", "expected"), [
    ("I'm a teenage first-generation student, a line cook at Olive Garden.", [("a line cook", "author")]),
    ("I'm a 6'2\" redhead, a pastry cook at Sisk.", [("a pastry cook", "author")]),
    ("Rommel Dacanay (BS Civil Engineering '09) is now a project manager at Megaworld.",
     [("a project manager", "other")]),
    ("Fiona Rowland (Nelson College, 1998) is now head winemaker at Neudorf Vineyards.", [("head winemaker", "other")]),
    ("Chinedu Madu is now country manager at Flutterwave in Tamale.", [("country manager", "other")]),
    # a close person's apposed job goes on as before
    ("Condolences to her son Errol, a welder in Leeds.", [("a welder", "other")]),
    # near misses: no job's head after the comma, no employer after an article-less title, no person before
    ("I'm a mother of two, a lot of work.", []),
    ("I'm a member of the club, a place I love.", []),
    ("Sam is now manager of nothing.", []),
    ("Anna is now head of the queue at Tesco.", []),
    ("Paris (France) is now a city of cafes.", []),
])
def test_apposed_and_aside_jobs(text: str, expected: list[tuple[str, str]]) -> None:
    assert _jobs(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("I was his manager at Zomato in Sector 44, Gurugram.", ["Sector 44, Gurugram"]),
    ("Residence: H-27, Sector 21, Faridabad 121001.", ["Sector 21, Faridabad"]),
    # near misses: no town after the comma, a lower-case sector
    ("Meet me in Sector 7, Level 2 of the car park.", []),
    ("Jobs in the private sector 4, Dublin office.", []),
])
def test_india_sector(text: str, expected: list[str]) -> None:
    found = [f.text for f in _ADDRESS.find(Context(text)) if f.detector == "address.india_sector"]
    assert found == expected
