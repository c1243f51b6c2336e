"""Aggregate per-sample records into the metrics of seed 000's Table 1 (and ours), one dict per method."""

from __future__ import annotations

from collections import Counter
from statistics import mean
from typing import Any, Iterable

from .rationality import cumulative_mrs, per_round_means


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


def compute_metrics(records: Iterable[dict[str, Any]], methods: list[str]) -> dict[str, dict[str, Any]]:
    """{method: metrics} in the order of `methods`, over the records present for each method."""
    grouped: dict[str, list[dict[str, Any]]] = {m: [] for m in methods}
    for record in records:
        if record["method"] in grouped:
            grouped[record["method"]].append(record)
    return {m: method_metrics(rs) for m, rs in grouped.items() if rs}
