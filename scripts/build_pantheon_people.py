r"""Rebuild models/prefilter/data/pantheon_people.tsv, the pre-filter's table of people known since 2006 from
Pantheon 2.0 (issue 11, round pubfig12), from a copy of Pantheon's 2020 update stored in a public GitHub repository:

- DEck13/fullhouse (the R package `fullhouse` 1.2; its code MIT, Copyright (c) 2025 Daniel J Eck), `data/hpi2020.rda`
  (commit f3bac4d5355b100b935eddb67f0d949fb9809ebe of 2024-04-09, unchanged at c4a5904 of 2026-03-31): 68,650
  people of Pantheon's 2020 update (person_2020_update.csv: people with a Wikipedia page in 15 languages or more),
  born by 1980, with the columns name, gender, birthyear, hpi (Pantheon's Historical Popularity Index) and the
  package's era group. The data is Pantheon's: "Pantheon by Datawheel is licensed under a Creative Commons
  Attribution-ShareAlike 4.0 International License" (pantheon.world, Datawheel/pantheon2's permissions page), so
  the table this script writes is CC BY-SA 4.0 too and is shipped as a file of its own, with
  pantheon_people_NOTICE.txt beside it. Only the names are kept (what names.listed_public_figure's gate reads;
  the birth years and HPI are not shipped), one a line, sorted.

- Optionally (`--namedrop`), the Pantheon part of coltonomous/NameDrop's `client/assets/celebrities.json` (commit
  5854d6fb87040bb8c34e1af6eab8f96ba50f5372 of 2026-04-03; the repository states no licence of its own), which its
  `scripts/build_celebrity_db.py` made from Pantheon's 2025 update (person_2025_update.csv): the entries with an HPI
  (8,850; the top 5,000 actors, singers and other entertainers born after 1900 by HPI, the top 1,000 politicians,
  activists and writers, the top 3,000 athletes, the top 500 of all), names of two words or more, titles ("Prince",
  "King") and suffixes ("Jr.") stripped. The entries without an HPI (players of ESPN's API) are not used. Only the
  Pantheon-derived names are taken, as round 45 took only the Wikidata-derived names of EveryPolitician's
  unlicensed repositories: they are Pantheon's data (CC BY-SA 4.0).

The .rda file is an xz-compressed R serialization (format 3, XDR); it is read here by a small reader of the
types a data frame of character and numeric columns is made of (no R needed).

Usage (from the repository root; the repository as a bare clone, read at its HEAD with `git show`):

    python scripts/build_pantheon_people.py --fullhouse /work/.mirror/DEck13+fullhouse/repo \
        [--namedrop /work/.mirror/coltonomous+NameDrop/repo]
"""

from __future__ import annotations

import argparse
import json
import lzma
import math
import struct
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "models/prefilter/data/pantheon_people.tsv"
RDA_PATH = "data/hpi2020.rda"

# R's serialization type codes (R Internals, "Serialization Formats") that a tibble of strings and numbers uses.
_NIL, _SYM, _LIST, _CHAR, _LGL, _INT, _REAL, _STR, _VEC, _EXTPTR = 254, 1, 2, 9, 10, 13, 14, 16, 19, 22
_REF, _MISSING_ARG, _GLOBAL_ENV, _BASE_ENV, _ATTR_LIST = 255, 251, 253, 242, 17
_HAS_ATTR, _HAS_TAG = 1 << 9, 1 << 10


class _Reader:
    """Just enough of R's unserialize for a data frame (R Internals 1.8): vectors, pairlists of attributes,
    symbols and references to them, and data.table's external pointer (skipped)."""

    def __init__(self, data: bytes) -> None:
        if not data.startswith(b"RDX3\nX\n"):
            raise ValueError("not an XDR R data file of format 3")
        self.data, self.pos = data, 7
        version = self._int()
        self._int(), self._int()  # the writer's and the minimal reader's R versions
        if version == 3:
            length = self._int()  # the native encoding's name
            self.pos += length
        self.refs: list[Any] = []

    def _int(self) -> int:
        (value,) = struct.unpack_from(">i", self.data, self.pos)
        self.pos += 4
        return int(value)

    def item(self) -> Any:
        flags = self._int()
        kind, has_attr, has_tag = flags & 0xFF, flags & _HAS_ATTR, flags & _HAS_TAG
        if kind in (_NIL, _MISSING_ARG, _GLOBAL_ENV, _BASE_ENV):
            return None
        if kind == _REF:
            return self.refs[(flags >> 8) - 1]
        if kind == _SYM:
            symbol = self.item()
            self.refs.append(symbol)
            return symbol
        if kind == _CHAR:
            length = self._int()
            if length == -1:
                return None  # NA_character_
            text = self.data[self.pos:self.pos + length].decode("utf-8")
            self.pos += length
            return text
        if kind in (_LIST, _ATTR_LIST):  # a pairlist: [(tag, value), ...]
            attributes = self.item() if has_attr else None
            del attributes
            tag = self.item() if has_tag else None
            head, rest = self.item(), self.item()
            return [(tag, head)] + (rest if isinstance(rest, list) else [])
        if kind == _EXTPTR:  # data.table's .internal.selfref: nothing to read in it
            self.refs.append(None)
            self.item(), self.item()
            if has_attr:
                self.item()
            return None
        value: Any
        if kind in (_LGL, _INT):
            n = self._int()
            value = list(struct.unpack_from(f">{n}i", self.data, self.pos))
            self.pos += 4 * n
        elif kind == _REAL:
            n = self._int()
            value = list(struct.unpack_from(f">{n}d", self.data, self.pos))
            self.pos += 8 * n
        elif kind in (_STR, _VEC):
            value = [self.item() for _ in range(self._int())]
        else:
            raise ValueError(f"R type {kind} at byte {self.pos} is not read here")
        if has_attr:
            return value, dict(self.item())
        return value


def read_rda_table(data: bytes) -> dict[str, list[Any]]:
    """The columns, by name, of the one data frame that an .rda file (xz-compressed) holds."""
    objects = _Reader(lzma.decompress(data)).item()
    (_, frame), = objects
    columns, attributes = frame
    return {name: (column[0] if isinstance(column, tuple) else column)
            for name, column in zip(attributes["names"], columns)}


def _git_show(git_dir: Path, path: str) -> bytes:
    return subprocess.run(["git", "--git-dir", str(git_dir), "show", f"HEAD:{path}"], check=True,
                          capture_output=True).stdout


def pantheon_rows(fullhouse: Path) -> list[tuple[str, int | None, int]]:
    """(name, birth year, HPI rounded) for each person of the table, names NFC-normalized and stripped."""
    columns = read_rda_table(_git_show(fullhouse, RDA_PATH))
    out: list[tuple[str, int | None, int]] = []
    for name, year, hpi in zip(columns["name"], columns["birthyear"], columns["hpi"]):
        if not name or "\t" in name or "\n" in name:
            continue
        text = unicodedata.normalize("NFC", " ".join(name.split()))
        out.append((text, int(year) if _number(year) else None, round(hpi) if _number(hpi) else 0))
    return out


NAMEDROP_PATH = "client/assets/celebrities.json"


def namedrop_names(namedrop: Path) -> list[str]:
    """The names of NameDrop's entries that carry an HPI (its Pantheon 2025 part), NFC-normalized."""
    entries = json.loads(_git_show(namedrop, NAMEDROP_PATH))
    return [unicodedata.normalize("NFC", " ".join(str(e["name"]).split()))
            for e in entries if float(e.get("hpi") or 0) > 0 and "\t" not in str(e["name"])]


def _number(value: float | None) -> bool:
    return value is not None and not math.isnan(value)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fullhouse", type=Path, required=True, help="the git dir of DEck13/fullhouse")
    parser.add_argument("--namedrop", type=Path, help="the git dir of coltonomous/NameDrop (Pantheon's 2025 update, top lists)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    rows = pantheon_rows(args.fullhouse)
    people = {name for name, _, _ in rows}  # 404 names are two people's: one line each
    if args.namedrop:
        people |= set(namedrop_names(args.namedrop))
    with open(args.out, "w", encoding="utf-8", newline="\n") as out:
        out.write("# Pantheon 2.0 (2020 update, born by 1980; 2025 update, top lists), by name; CC BY-SA 4.0: see"
                  " pantheon_people_NOTICE.txt\n" if args.namedrop else
                  "# Pantheon 2.0 (2020 update), people born by 1980, by name; CC BY-SA 4.0: see pantheon_people_NOTICE.txt\n")
        out.writelines(f"{name}\n" for name in sorted(people))
    print(f"{len(rows)} rows, {len(people)} names -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
