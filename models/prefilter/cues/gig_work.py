"""Work through a gig platform, said by the verb of the work and the platform's name ("I drive for DoorDash",
"delivering for Deliveroo", "I shop for Instacart"): says what one does for a living, and often where.

Where the names come from: the ride-hailing and delivery platforms of Wikipedia's "List of gig economy companies"
and "Comparison of online food ordering services" that are known by name in English text, written down by hand;
each generalizes to the kind of app ("a ride-hailing app", "a delivery app"). Only after a verb of that work and
"for": "ordered from DoorDash", "took an Uber", "Uber stock" stay, as does the platform alone; or before a worker's
noun ("a Deliveroo rider")."""

from __future__ import annotations

from .lexicon import LexiconRecognizer

RIDE_HAILING = ("Uber", "Lyft", "Bolt", "Ola", "Grab", "Careem", "DiDi", "Cabify", "Gojek", "inDrive")
DELIVERY = ("DoorDash", "Deliveroo", "Instacart", "Grubhub", "Postmates", "Uber Eats", "UberEats", "Just Eat", "Glovo",
            "Rappi", "Swiggy", "Zomato", "Wolt", "Foodpanda", "Shipt", "Amazon Flex", "Gopuff", "Menulog",
            "SkipTheDishes", "Spark")
_VERBS = ("drive", "drives", "driving", "drove", "deliver", "delivers", "delivering", "delivered", "dash", "dashing",
          "shop", "shops", "shopping", "ride", "rides", "riding", "work", "works", "working", "worked", "courier",
          "couriering")


def _terms() -> dict[str, str]:
    out: dict[str, str] = {}
    for verb in _VERBS:
        for name in RIDE_HAILING:
            out[f"{verb} for {name}"] = f"{verb} for a ride-hailing app"
        for name in DELIVERY:
            out[f"{verb} for {name}"] = f"{verb} for a delivery app"
    # session 24: the platform before the worker's noun ("a Deliveroo rider", "an Uber driver", "a DoorDash dasher"):
    # the brand goes, the work stays, as plain whoever's it is ("my Uber driver was rude" → "my rideshare driver")
    for noun in _WORKERS:
        for name in RIDE_HAILING:
            out[f"{name} {noun}"] = f"rideshare {noun}"
        for name in DELIVERY:
            out[f"{name} {noun}"] = f"delivery {noun}"
    return out


_WORKERS = ("driver", "drivers", "rider", "riders", "courier", "couriers", "dasher", "dashers", "shopper", "shoppers")


class GigWorkRecognizer(LexiconRecognizer):
    family = "gig_work"
    category = "occupation"
    validity = "high"  # the work itself is said: as plain as "I'm a courier"
    score = 0.8
    reason = "Working for a gig platform says what you do for a living."
    TERMS = _terms()
