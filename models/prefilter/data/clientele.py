"""The people a job is done to, from WordNet 3.0 (data/wordnet.py): "my sophomores", "my outpatients", "my
parishioners" say what the author does as surely as a title, and "teaching sophomores" says whom.

Roots (hyponym closure of each), from the noun.person glosses that define a person by the service they get:
- student (sense 1, "a learner who is enrolled in an educational institution"): pupil, undergraduate,
  freshman, sophomore, grad student, sixth-former, seminarian, medical student …  → education;
- patient (sense 1, "a person who requires medical care"): outpatient, inpatient, vaccinee …  → healthcare;
- churchgoer ("a religious person who goes to church regularly"): parishioner, congregant  → public service.
Round cues17 (issue 12) added the roots of people a job serves or trains that name one field:
- schoolchild (sense 1, "a young person attending school"): schoolchildren, schoolboys  → education;
- apprentice (sense 1, "works for an expert to learn a trade")  → trades;
- tenant (sense 1, "someone who pays rent to use land or a building"): renters, lodgers, lessees  → business
  (a landlord or property manager: data/jobs.py files "property manager" under business);
- regular (sense 1, "a regular patron")  → hospitality ("our regulars" of a bar or café).
Not "customer" or "client": every trade has them, and anyone is one ("my customers" of a shop owner, a
barber, a plumber; "as a customer"; "my clients" of a lawyer, a therapist, a freelancer). Not "resident"
("our residents" of a care home, of a town, of a block of flats) nor "trainee" (cadets, plebes: "my
trainees" of any team lead), nor "crew" (a ship's, a film's, one's friends).

Filters, each for a near miss: the lemma's most frequent noun sense is below its root ("major" is first an
officer, "auditor" an accountant, "junior" a rank, "scholar" a learned person: none of them counts; "senior"
and "skipper", whose first senses are students, by hand: "my seniors" are those above me at work or the old
people I care for); the words read off the closure by hand in _NOT_SERVED describe a
person rather than whom a job serves ("overachiever", "hypochondriac", "crammer", "Etonian"), or name a
place's people ("inmate": prisons and asylums alike). Only plurals after "my"/"our" count, so "my freshman
year" and "my senior project" never match.
"""

from __future__ import annotations

import functools

from . import wordnet

# (lemma, sense index in WordNet's frequency order) of each root, with the field its people say.
ROOTS = (("student", 0, "education"), ("patient", 0, "healthcare"), ("churchgoer", 0, "public service"),
         ("schoolchild", 0, "education"), ("apprentice", 0, "trades"), ("tenant", 0, "business"),
         ("regular", 0, "hospitality"))
# Read off the closure by hand: words that describe a person rather than name whom a job serves.
_NOT_SERVED = frozenset({"underachiever", "underperformer", "nonachiever", "overachiever", "nonreader",
                         "hypochondriac", "index case", "educatee", "matriculate", "neophyte", "catechumen",
                         "holy roller", "church member", "withdrawer", "crammer", "passer", "inmate",
                         "college man", "college boy", "medico",
                         "senior", "skipper", "co-ed", "college girl", "wykehamist", "etonian", "ivy leaguer",
                         # cues17's roots: a boarder is a lodger and a boarding pupil; "learners" are any
                         # teacher's too; a "fixture" is a thing first; a latchkey child is a kid's life
                         "boarder", "day boarder", "learner", "prentice", "printer's devil", "fixture",
                         "habitue", "latchkey child"})


@functools.lru_cache(maxsize=1)
def clientele() -> dict[str, str]:
    """Plural lower-case forms ("sophomores", "freshmen", "outpatients") → the field they say."""
    out: dict[str, str] = {}
    for lemma, index, field in ROOTS:
        below = wordnet.hyponym_closure([wordnet.lookup(lemma, "n")[index]])
        names = {name.lower() for offset in below for name in wordnet.synset_at(offset, "n").lemmas}
        names -= _NOT_SERVED
        first = wordnet.lookup_all(names, "n")
        for name in names:
            if first[name][:1] and first[name][0] not in below:
                continue  # "major", "senior", "skipper": another sense comes first
            out[_plural(name)] = field
    return out


def _plural(noun: str) -> str:
    if noun.endswith("child"):
        return noun + "ren"  # "schoolchild" → "schoolchildren"
    if noun.endswith("man"):
        return noun[:-3] + "men"  # "freshman" → "freshmen"
    return noun + "s"
