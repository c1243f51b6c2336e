"""Reads bench/pubfig_lm.py's scores.json: AUROC per feature and set, a threshold set on the tuning sets only and
applied unchanged to the held-out ones, and (when the scores carry the pre-filter's findings) the false flags
and private people missed if a model-backed check withdrew `medium` person findings the model remembers.

Run:  python -m bench.pubfig_lm_report bench/results/pubfig_lm_measure/scores.json [--private-share 0.05] [--out analysis.json]"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bench.pubfig_lm import CONTEXTS

FEATURES = tuple(f"{f}@{c}" for c in CONTEXTS for f in ("pmi", "whole", "born"))
HELDOUT_PRIVATE = ("private_unseen", "private_r3", "private_r4", "private_r5", "private_r6")
# each held-out public set with the private set written beside it (the pooled held-out privates otherwise)
PAIRED = {"public_r3": "private_r3", "public_r4": "private_r4", "public_r5": "private_r5",
          "public_r6_before_2006": "private_r6", "public_r6_since_2006": "private_r6", "public_unseen": "private_unseen"}


def auroc(pos: list[float], neg: list[float]) -> float | None:
    """P(a public name scores above a private one), ties half."""
    if not pos or not neg:
        return None
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in pos for n in neg)
    return round(wins / (len(pos) * len(neg)), 3)


def values(report: dict[str, Any], names: list[str], feature: str) -> list[float]:
    return [report["scores"][n][feature] for n in names if report["scores"][n][feature] is not None]


def set_names(report: dict[str, Any], key: str) -> list[str]:
    if key == "spia_tuning":
        return list(report["spia"]["tuning"])
    if key == "spia_heldout":
        return list(report["spia"]["heldout"])
    return [n for _, n in report["sets"][key]["pairs"]]


def threshold(report: dict[str, Any], feature: str, share: float) -> float:
    """The score above which at most `share` of the tuning private names lie (private_people + SPIA's tuning half)."""
    private = sorted(values(report, set_names(report, "private_tuning") + set_names(report, "spia_tuning"), feature))
    k = int((1 - share) * len(private))
    return private[min(k, len(private) - 1)]


def remembered(report: dict[str, Any], text: str, feature: str, t: float) -> bool:
    s = report["scores"].get(text)
    return s is not None and s[feature] is not None and s[feature] > t


def withdrawn(report: dict[str, Any], finding: dict[str, Any], feature: str, t: float) -> bool:
    """What the model-backed check would drop: a person finding in passing (`medium`: nothing in the text says
    private) whose name the model remembers."""
    return (finding["detector"].startswith("person.") and finding["validity"] == "medium"
            and remembered(report, finding["text"], feature, t))


def combined(report: dict[str, Any], feature: str, t: float) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, rows in report["engine"].items():
        before = sum(1 for r in rows if r["findings"])
        after = sum(1 for r in rows if any(not withdrawn(report, f, feature, t) for f in r["findings"]))
        public = report["sets"][key]["public"]
        n = len(rows)
        out[key] = ({"false_flags_before": round(before / n, 3), "false_flags_after": round(after / n, 3)} if public else
                    {"missed_before": round(1 - before / n, 3), "missed_after": round(1 - after / n, 3)})
        out[key]["n"] = n
        if public:
            out[key]["unflagged"] = [r["name"] for r in rows if r["findings"] and not any(
                not withdrawn(report, f, feature, t) for f in r["findings"])]
        else:
            out[key]["lost"] = [r["name"] for r in rows if r["findings"] and not any(
                not withdrawn(report, f, feature, t) for f in r["findings"])]
    if report.get("engine_spia") and "text" in report["engine_spia"][0]:  # the committed scores.json has no texts
        out.update(_spia(report, feature, t))
    return out


def _spia(report: dict[str, Any], feature: str, t: float) -> dict[str, Any]:
    from bench.pii_bench import masked
    from models.evaluation.spia import occurs

    counts: dict[str, list[int]] = {}
    lost: list[str] = []
    for doc in report["engine_spia"]:
        spans = [(f["start"], f["end"], f["category"]) for f in doc["findings"]]
        kept = [(f["start"], f["end"], f["category"]) for f in doc["findings"] if not withdrawn(report, f, feature, t)]
        before, after = masked(doc["text"], spans), masked(doc["text"], kept)
        for v in doc["values"]:
            key = f"spia_{doc['corpus']}_{doc['half']}_{v['role']}"
            c = counts.setdefault(key, [0, 0, 0])
            c[0] += 1
            c[1] += 0 if occurs(before, v["value"]) else 1
            c[2] += 0 if occurs(after, v["value"]) else 1
            if not occurs(before, v["value"]) and occurs(after, v["value"]):
                lost.append(f"{doc['corpus']}/{doc['half']}: {v['value']}")
    return {"spia_names_written_caught_before_after": counts, "spia_lost": lost}


def analyse(report: dict[str, Any], share: float) -> dict[str, Any]:
    keys = list(report["sets"]) + ["spia_tuning", "spia_heldout"]
    pooled_private = [n for k in HELDOUT_PRIVATE for n in set_names(report, k)] + set_names(report, "spia_heldout")
    tuning_private = set_names(report, "private_tuning") + set_names(report, "spia_tuning")
    out: dict[str, Any] = {"share": share, "features": {}}
    for feature in FEATURES:
        t = threshold(report, feature, share)
        rows: dict[str, Any] = {}
        for key in keys:
            names = set_names(report, key)
            vals = values(report, names, feature)
            public = key.startswith("public")
            row: dict[str, Any] = {"n": len(names), "scored": len(vals),
                                   "above": round(sum(v > t for v in vals) / len(vals), 3) if vals else None}
            if public:
                row["auroc_vs_tuning_private"] = auroc(vals, values(report, tuning_private, feature))
                row["auroc_vs_heldout_private"] = auroc(vals, values(report, pooled_private, feature))
                if key in PAIRED:
                    row["auroc_vs_paired_private"] = auroc(vals, values(report, set_names(report, PAIRED[key]), feature))
            rows[key] = row
        out["features"][feature] = {"threshold": round(t, 3), "sets": rows}
        if "engine" in report:
            out["features"][feature]["combined"] = combined(report, feature, t)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("scores")
    parser.add_argument("--private-share", type=float, default=0.05)
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    report = json.loads(Path(args.scores).read_text(encoding="utf-8"))
    result = analyse(report, args.private_share)
    text = json.dumps(result, indent=1, ensure_ascii=False)
    if args.out:
        Path(args.out).write_text(text + "\n", encoding="utf-8")
    for feature, r in result["features"].items():
        print(f"== {feature} (threshold {r['threshold']}: ≤{args.private_share:.0%} of tuning private names above)")
        for key, row in r["sets"].items():
            extra = {k: v for k, v in row.items() if k.startswith("auroc")}
            print(f"  {key:24} n={row['n']:3} scored={row['scored']:3} above={row['above']} {extra}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
