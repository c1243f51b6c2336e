"""The price of calling a name public from data: the share of private people's names (Faker, 60,000 names,
12,000 of each of en_US, en_GB, en_IE, en_AU, en_NZ, seed 4, as issue 11's fourth round measured WordNet's)
that names.listed_public_figure calls a public figure's, so that nothing but the text's private evidence keeps
them flagged. Each such name is counted by the data that lists it: WordNet alone, or known_people.tsv's
Pantheon (by its count of Wikipedia languages), IMDB, or (round 31) NBA/WNBA and MLB rows, or (round 32)
World Cup and Euro squads and members of Congress, or (round 43) Nobel laureates, or (round 45) cabinets,
or (round 47) Olympic medallists and F1 drivers, or (round pubfig12) Pantheon 2.0's table alone
(data/pantheon_people.tsv).

    PYTHONPATH=. nice .venv/bin/python -m bench.known_people_price [--out FILE.json]

Run on an engine without data/known_people.py it reports WordNet's share only."""

from __future__ import annotations

import argparse
import collections
import json
from pathlib import Path

LOCALES = ("en_US", "en_GB", "en_IE", "en_AU", "en_NZ")


def faker_names(per_locale: int = 12_000, seed: int = 4) -> list[str]:
    from faker import Faker

    out: list[str] = []
    for locale in LOCALES:
        fake = Faker(locale)
        fake.seed_instance(seed)
        out += [f"{fake.first_name()} {fake.last_name()}" for _ in range(per_locale)]
    return out


def band(numlangs: int | None, sources: tuple[str, ...] = ("imdb_people",)) -> str:
    if numlangs is None:
        if "olympic_medal" in sources or "f1_driver" in sources:
            # Round 47: first, for a medallist whom a roster lists too ("Aaron Brown": NFL) is gated as a medallist
            # (KNOWN_NAME_SHARE), no longer as a roster-only name: the medal made the name public.
            return "olympic medal/f1"
        if any(s.startswith("imdb") for s in sources):
            return "imdb only"
        if any(s.startswith(("nba", "wnba")) for s in sources):
            return "nba/wnba only"
        if "world_cup" in sources or "euro" in sources:
            return "world cup/euro only"
        if "congress" in sources or "us_executive" in sources:
            return "congress only"
        if "nobel" in sources:
            return "nobel only"
        if any(s in sources for s in ("uk_cabinet", "cabinet", "world_leader")):
            return "cabinet/head of government only"
        return "nfl only" if "nfl" in sources else "mlb only"
    return "pantheon, 25-29 languages" if numlangs < 30 else "pantheon, 30-49" if numlangs < 50 else "pantheon, 50+"


def measure() -> dict[str, object]:
    from models.prefilter.context import fold
    from models.prefilter.pii import names

    try:
        from models.prefilter.data.known_people import known_people
        table = {fold(p.name): (p.numlangs, p.sources) for p in known_people()}
    except ImportError:
        table = {}
    try:
        from models.prefilter.data.pantheon_people import pantheon_people
        pantheon2 = frozenset(map(fold, pantheon_people()))
    except ImportError:
        pantheon2 = frozenset()
    wordnet = names.wordnet_people()
    people = faker_names()
    public = [n for n in people if names.listed_public_figure(n)]

    def source_of(name: str) -> str:
        key = fold(name)
        if key in wordnet:
            return "wordnet"
        if key in table:
            return band(*table[key])
        return "pantheon 2.0 only" if key in pantheon2 else "dutch ij spelling"  # round pubfig12

    source = {n: source_of(n) for n in set(public)}
    by_source = collections.Counter(source[n] for n in public)
    distinct = sorted(set(public))
    by_band: dict[str, list[str]] = {}
    for n in distinct:
        by_band.setdefault(source[n], []).append(n)
    return {"names": len(people), "public": len(public), "share": round(len(public) / len(people), 5),
            "by_source": dict(by_source), "distinct_public": len(distinct),
            "examples_new": [n for n in distinct if fold(n) not in wordnet][:40],
            "examples_by_source": {k: v[:40] for k, v in sorted(by_band.items()) if k != "wordnet"}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", help="write the result as JSON here too")
    args = parser.parse_args()
    result = measure()
    text = json.dumps(result, indent=2, ensure_ascii=False)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
