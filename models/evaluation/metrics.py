"""Aggregate per-sample records into the metrics of seed 000's Table 1 (and ours), one dict per method."""

from __future__ import annotations

from collections import Counter
from statistics import mean
from typing import Any, Iterable

from .evidence_survival import survival_share
from .rationality import cumulative_mrs, per_round_means

# What the report shows per persona split (the honest tuning / held-out comparison).
SPLIT_KEYS = ("explicit_leak", "evidence_survival", "ROUGE", "BLEU", "PRIV", "n", "evidence_n")


def _mean(values: Iterable[Any]) -> float | None:
    values = [v for v in values if v is not None]
    return mean(values) if values else None


def _micro(flag_dicts: Iterable[dict[str, bool] | None]) -> float | None:
    """Share of true flags over all attributes of all samples (seed 000: over all K attributes, N samples)."""
    hits = total = 0
    for flags in flag_dicts:
        if flags:
            hits += sum(flags.values())
            total += len(flags)
    return hits / total if total else None


def _by_attribute(flag_dicts: Iterable[dict[str, bool] | None]) -> dict[str, float]:
    hits: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for flags in flag_dicts:
        for attribute, flag in (flags or {}).items():
            total[attribute] += 1
            hits[attribute] += bool(flag)
    return {a: hits[a] / total[a] for a in sorted(total)}


def method_metrics(records: list[dict[str, Any]]) -> dict[str, Any]:
    judged = [r["judge"] for r in records if r.get("judge")]
    attacked = [r for r in records if "hits" in r]
    horizon = max((len(r.get("round_stats") or []) for r in records), default=0)
    round_stats = [r.get("round_stats") or [] for r in records]
    return {
        "PRIV": _micro(r["hits"] for r in attacked) if attacked else None,
        "UTIL": _mean(j["util"] for j in judged),
        "ROUGE": _mean(r["rouge"] for r in records),
        "BLEU": _mean(r["bleu"] for r in records),
        "MEAN": _mean(j["meaning"] for j in judged),
        "READ": _mean(j["readability"] for j in judged),
        "HALL": _mean(j["hallucination"] for j in judged),
        "explicit_leak": _micro(r.get("explicit") for r in records),
        "rounds_mean": _mean(r.get("rounds", 0) for r in records),
        "tokens_mean": _mean(r.get("tokens", 0) for r in records),
        "seconds_mean": _mean(r.get("seconds", 0.0) for r in records),
        "n": len(records),
        # beyond Table 1
        "PRIV_feature": _mean(
            float(r["priv_feature"]) for r in attacked if r.get("priv_feature") is not None
        ) if attacked else None,
        "PRIV_by_attribute": _by_attribute(r["hits"] for r in attacked),
        "explicit_leak_by_attribute": _by_attribute(r.get("explicit") for r in records),
        "evidence_survival": survival_share(e for r in records for e in r.get("evidence") or ()),
        "evidence_n": sum(len(r.get("evidence") or ()) for r in records),
        "evidence_survival_by_attribute": _evidence_by(records, lambda r, e: str(e["attribute"])),
        "evidence_survival_by_hardness": _evidence_by(records, lambda r, e: str(r.get("hardness"))),
        "judged": len(judged),
        "attack_failures": sum(1 for r in attacked if r.get("attack_error")),
        "errors": sum(1 for r in records if r.get("error")),
        "edits_mean": _mean(r.get("edits", 0) for r in records),
        "stop_reasons": dict(Counter(r.get("stop_reason", "?") for r in records)),
        "rationality": {
            "per_round": per_round_means(round_stats),
            "cumulative_mrs": cumulative_mrs(round_stats, horizon),
        },
    }


def _evidence_by(records: list[dict[str, Any]], key: Any) -> dict[str, float]:
    """evidence_survival per group of phrases ({attribute or hardness: share kept})."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for r in records:
        for e in r.get("evidence") or ():
            groups.setdefault(key(r, e), []).append(e)
    return {g: share for g, es in sorted(groups.items()) if (share := survival_share(es)) is not None}


def compute_metrics(records: Iterable[dict[str, Any]], methods: list[str]) -> dict[str, dict[str, Any]]:
    """{method: metrics} in the order of `methods`, over the records present for each method; records that
    carry a persona `split` also get the main numbers per split (`by_split`)."""
    grouped: dict[str, list[dict[str, Any]]] = {m: [] for m in methods}
    for record in records:
        if record["method"] in grouped:
            grouped[record["method"]].append(record)
    out = {}
    for method, rs in grouped.items():
        if not rs:
            continue
        out[method] = method_metrics(rs)
        splits = sorted({r["split"] for r in rs if r.get("split")})
        if splits:
            out[method]["by_split"] = {
                split: {k: v for k, v in method_metrics([r for r in rs if r.get("split") == split]).items()
                        if k in SPLIT_KEYS}
                for split in splits
            }
    return out
