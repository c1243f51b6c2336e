"""Per-round economics of a method over a data set (seed 000, section 3.2 and Fig. 3/4).

A sample that stopped before round t keeps its last state at t (it made no further edit, so it gained and
paid nothing more): every curve averages over the same samples at every round.
"""

from __future__ import annotations

from statistics import mean
from typing import Any, Iterable


def _ratio(cost: float, gain: float) -> float | None:
    return cost / gain if gain > 0 else None


def cumulative_mrs(round_stats: Iterable[list[dict[str, Any]]], horizon: int) -> list[float | None]:
    """Cumulative MRS after rounds 1..horizon: total utility cost over total privacy gain, summed over
    samples (ratio of sums, so one sample's tiny gain cannot blow the curve up); None while no gain."""
    stats = list(round_stats)
    curve = []
    for t in range(1, horizon + 1):
        cost = sum(r["muc"] for rs in stats for r in rs if r["round"] <= t)
        gain = sum(r["mpg"] for rs in stats for r in rs if r["round"] <= t)
        curve.append(_ratio(cost, gain))
    return curve


def per_round_means(round_stats: Iterable[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """Mean MPG, MUC and MRS of each round over the samples that ran it (MRS over defined values)."""
    by_round: dict[int, list[dict[str, Any]]] = {}
    for rs in round_stats:
        for r in rs:
            by_round.setdefault(int(r["round"]), []).append(r)
    rows = []
    for t in sorted(by_round):
        rows_t = by_round[t]
        mrs = [r["mrs"] for r in rows_t if r.get("mrs") is not None]
        rows.append({
            "round": t,
            "samples": len(rows_t),
            "mpg": mean(r["mpg"] for r in rows_t),
            "muc": mean(r["muc"] for r in rows_t),
            "mrs": mean(mrs) if mrs else None,
            "valid": mean(r.get("valid", 0) for r in rows_t),
            "edits": mean(r.get("edits", 0) for r in rows_t),
        })
    return rows


def curve_at_rounds(per_round: Iterable[list[dict[str, Any]]], key: str, horizon: int) -> list[float | None]:
    """Mean of `key` over samples at rounds 0..horizon, carrying each sample's last value forward."""
    series = [[r.get(key) for r in rounds] for rounds in per_round]
    curve: list[float | None] = []
    for t in range(horizon + 1):
        present = [s[min(t, len(s) - 1)] for s in series if s]
        values = [float(v) for v in present if v is not None]
        curve.append(mean(values) if values else None)
    return curve


def measured_cumulative_mrs(per_round: Iterable[list[dict[str, Any]]], privacy_key: str,
                            horizon: int) -> list[float | None]:
    """Cumulative MRS from the evaluation's own measurements: utility = ROUGE-L to the original, privacy
    = `privacy_key` ("priv" from the attacker, or "explicit_leak"); ratio of sums over samples."""
    rows = [r for r in per_round if r and r[0].get(privacy_key) is not None]
    curve = []
    for t in range(1, horizon + 1):
        cost = gain = 0.0
        for rounds in rows:
            last = rounds[min(t, len(rounds) - 1)]
            if last.get(privacy_key) is None:
                continue
            cost += rounds[0]["rouge"] - last["rouge"]
            gain += rounds[0][privacy_key] - last[privacy_key]
        curve.append(_ratio(cost, gain))
    return curve
