"""Synthetic families only (no SPIA, public figures or timing): ours and Presidio per type, as pii_bench's
synthetic part. `python -m bench.pii_families --families fifth:9173,sixth:6421,seventh:7749 --out FILE.json`; prints
aggregates only (recall per type, overall, false flags), never a sample."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from bench.pii_bench import OURS_TYPES, PRESIDIO_TYPES, ours, presidio, synthetic_part


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--families", default="fifth:9173,sixth:6421")
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    load = os.getloadavg()
    tools = {"looktwice": ours()}
    tools["presidio"], version = presidio()
    types = {"looktwice": OURS_TYPES, "presidio": PRESIDIO_TYPES}
    report: dict[str, object] = {"command": " ".join(sys.argv), "load_start": load, "presidio": version}
    for item in args.families.split(","):
        family, seed = item.split(":")
        part = synthetic_part(tools, types, args.count, int(seed), family)
        report[family] = part
        for tool in ("looktwice", "presidio"):
            r = part[tool]
            cells = " ".join(f"{t} {f / max(n, 1):.2f}" for t, (f, n) in r["recall"].items())
            print(f"{family} {tool}: all {r['recall_all']:.3f} | {cells} | false flags "
                  f"{sum(r['false_flags'].values())} {r['false_flags']} | implicit {r['implicit_cues_outside_values']}")
        print(f"{family} ms/text median: " + ", ".join(f"{t} {v['median']}" for t, v in part["ms_per_text"].items()))
    report["load_end"] = os.getloadavg()
    Path(args.out).write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print("load", load, "->", report["load_end"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
