"""Immigration statuses said of a person (session 23, branch special4; issues 11/12): written before the change to
cues/implicit.py ImmigrationRecognizer and run once on the branch point before it. A status says that the person
came from elsewhere and lives where the status is given: the category is city_country, as the immigration family's
(data/regional_terms.py IMMIGRATION). Near misses: the same words of software, of records and of institutions."""

from __future__ import annotations

# (sentence, category stated or None)
STATUS: tuple[tuple[str, str | None], ...] = (
    ("I'm undocumented, so I can't fly home for the funeral.", "city_country"),
    ("My parents were undocumented when I was born.", "city_country"),
    ("We're undocumented and terrified of every traffic stop.", "city_country"),
    ("My asylum hearing got pushed back another six months.", "city_country"),
    ("My lawyer says my asylum case is strong.", "city_country"),
    ("My brother is still undocumented after fifteen years here.", "city_country"),
    ("I had my asylum interview on Tuesday.", "city_country"),
    ("I'm on a DACA permit until next spring.", "city_country"),
    # near misses
    ("The API is undocumented, so good luck.", None),
    ("That flag is an undocumented feature.", None),
    ("The changes went undocumented for months.", None),
    ("Half of the config options are still undocumented.", None),
    ("The old lunatic asylum is a hotel now.", None),
    ("The embassy granted him asylum in 1971.", None),
    ("Undocumented behaviour in C is a classic trap.", None),
    ("The hearing is on Tuesday.", None),
)
