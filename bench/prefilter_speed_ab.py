"""A speed change of the pre-filter, before and after in one run, beside Presidio on the same texts.

Run from the repository root:  nice .venv/bin/python -m bench.prefilter_speed_ab [--personalreddit F] [--spia D]
"Before" is the same engine with the lexicon cues compiled as the plain alternation they used before the
factored form (tests/test_lexicon_compile.plain); each text is timed with before, after and Presidio in turn
(six orders in turn, before and after first equally often), the sentence cache cleared before each of ours. Prints the median ms and the median ratio
to Presidio per text set, with the machine load at start and end.

`--solo` times one engine alone beside Presidio in this process (ours first on every other text), so two
checkouts never share a process (nor wordfreq's, spaCy's or the `re` module's caches); `--models DIR` takes the
`models` package from the checkout DIR (e.g. /work/main) instead of this one. Run it for the two checkouts in
turn (A B B A) and compare their ratios to Presidio."""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

from bench.pii_bench import DATA, presidio
from bench.prefilter_same import PERSONALREDDIT, texts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--personalreddit", default=str(PERSONALREDDIT))
    parser.add_argument("--spia", default=str(DATA))
    parser.add_argument("--base", help="a folder holding an older copy of the `models` package renamed `models_base` "
                        "(e.g. `git archive <commit> models | tar -x -C D && mv D/models D/models_base`): it is "
                        "the 'before' engine instead of the lexicon swap")
    parser.add_argument("--solo", action="store_true", help="time one engine beside Presidio (see above)")
    parser.add_argument("--models", help="a checkout whose `models` package is timed (with --solo)")
    args = parser.parse_args(argv)
    if args.solo:
        return _solo(args)
    from models.prefilter import Prefilter
    from models.prefilter.cues.lexicon import LexiconRecognizer
    from models.prefilter.ner import clear_cache
    from tests.test_lexicon_compile import plain

    load_start = os.getloadavg()
    after = Prefilter()
    after.warm()
    before = Prefilter()
    before.warm()
    new = {id(r): r._pattern for r in before.recognizers if isinstance(r, LexiconRecognizer)}
    old = {id(r): plain(tuple(r.TERMS)) for r in before.recognizers if isinstance(r, LexiconRecognizer)}
    lexicons = [r for r in before.recognizers if isinstance(r, LexiconRecognizer)]
    # the two engines share the recognizers' module state; swap the patterns around each "before" call
    def run_before(text: str) -> None:
        for r in lexicons:
            r._pattern = old[id(r)]
        try:
            before.find(text)
        finally:
            for r in lexicons:
                r._pattern = new[id(r)]

    clears = [clear_cache]
    if args.base:
        import importlib
        import sys

        sys.path.insert(0, args.base)
        base = importlib.import_module("models_base.prefilter").Prefilter()
        base.warm()
        clears.append(importlib.import_module("models_base.prefilter.ner").clear_cache)
        run_before = base.find  # noqa: F811 - the older engine replaces the lexicon swap

    engine, _ = presidio()
    tools = {"before": run_before, "after": after.find, "presidio": engine}
    for name, items in texts(Path(args.personalreddit), Path(args.spia)).items():
        times: dict[str, list[float]] = {t: [] for t in tools}
        # Whichever of ours runs first on a text pays the caches its words are new to (wordfreq, spaCy's vocabulary,
        # the folded words): before and after go first equally often, Presidio between, first or last.
        orders = (("before", "after", "presidio"), ("after", "before", "presidio"), ("presidio", "after", "before"),
                  ("presidio", "before", "after"), ("before", "presidio", "after"), ("after", "presidio", "before"))
        for i, text in enumerate(items):
            for tool in orders[i % len(orders)]:
                if tool != "presidio":
                    for clear in clears:
                        clear()
                t0 = time.perf_counter()
                tools[tool](text)
                times[tool].append(time.perf_counter() - t0)
        ratio = {t: statistics.median(a / b for a, b in zip(times[t], times["presidio"])) for t in ("before", "after")}
        print(f"{name} ({len(items)} texts): median ms before {1000 * statistics.median(times['before']):.2f}, "
              f"after {1000 * statistics.median(times['after']):.2f}, Presidio {1000 * statistics.median(times['presidio']):.2f}; "
              f"median ratio to Presidio before {ratio['before']:.3f}, after {ratio['after']:.3f}")
    print(f"load {[round(x, 2) for x in load_start]} -> {[round(x, 2) for x in os.getloadavg()]}")
    return 0


def _solo(args: argparse.Namespace) -> int:
    import sys

    if args.models:
        sys.path.insert(0, str(Path(args.models).resolve()))
    from models.prefilter import Prefilter
    from models.prefilter.ner import clear_cache

    import models

    load_start = os.getloadavg()
    ours = Prefilter()
    ours.warm()
    engine, _ = presidio()
    print(f"models from {Path(models.__file__).resolve().parent}")
    for name, items in texts(Path(args.personalreddit), Path(args.spia)).items():
        times: dict[str, list[float]] = {"ours": [], "presidio": []}
        for i, text in enumerate(items):
            for tool in (("ours", "presidio") if i % 2 == 0 else ("presidio", "ours")):
                if tool == "ours":
                    clear_cache()
                t0 = time.perf_counter()
                (ours.find if tool == "ours" else engine)(text)
                times[tool].append(time.perf_counter() - t0)
        ratio = statistics.median(a / b for a, b in zip(times["ours"], times["presidio"]))
        print(f"{name} ({len(items)} texts): median ms ours {1000 * statistics.median(times['ours']):.2f}, "
              f"Presidio {1000 * statistics.median(times['presidio']):.2f}; median ratio to Presidio {ratio:.3f}")
    print(f"load {[round(x, 2) for x in load_start]} -> {[round(x, 2) for x in os.getloadavg()]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
