"""People known to the world by 2020, from Pantheon 2.0: the table pantheon_people.tsv beside this module
(68,203 names, 1.1 MB; CC BY-SA 4.0, see pantheon_people_NOTICE.txt), rebuilt by scripts/build_pantheon_people.py
and read here only, never fetched at run time.

Pantheon 2.0 (Datawheel, pantheon.world; Yu et al., Scientific Data 2016) lists the people with a Wikipedia page in
15 languages or more; its 2020 update, as the R package `fullhouse` stores it (DEck13/fullhouse, data/hpi2020.rda),
keeps the 68,650 born by 1980; only their names are shipped. Issue 11, round pubfig12: it knows
people that Princeton WordNet (about 2004) and Pantheon 1.0 (25 languages in 2013; known_people.tsv) do not, famous
since about 2006 ("Gordon Ramsay", "Chimamanda Ngozi Adichie", "Alexei Navalny", "Sadiq Khan"). It is a table of
its own, not merged into known_people.tsv, because its licence is share-alike (the lead's decision of the session of
2026-11-29: a CC BY-SA data file ships as a file of its own with its notice, as wordfreq's frequencies do).

Like known_people.tsv it says nothing of how many private people bear a name: that is
pii/names.listed_public_figure's gate."""

from __future__ import annotations

from pathlib import Path

TABLE = Path(__file__).with_name("pantheon_people.tsv")


def pantheon_people() -> tuple[str, ...]:
    """Every name of the table, as Pantheon writes it (the English Wikipedia title without its parenthesis; NFC:
    "Sadiq Khan", "Ferran Adrià"), in its order (sorted); empty when the table is absent (an engine built
    without it). Read anew at each call (15 ms), not kept: names.pantheon2_people keeps the folded names it needs,
    and holding both would cost some 5 MB more."""
    try:
        with open(TABLE, encoding="utf-8") as table:
            return tuple(line.rstrip("\n") for line in table if not line.startswith("#") and line.strip())
    except FileNotFoundError:
        return ()
