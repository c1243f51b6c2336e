"""The two figures of seed 000 for greedy vs RLAA: privacy–utility per round (Fig. 3) and cumulative MRS
(Fig. 4). PNG through matplotlib's Agg backend (no display needed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .rationality import cumulative_mrs, curve_at_rounds, measured_cumulative_mrs

COLORS = {"greedy": "tab:red", "rlaa": "tab:blue"}
NAMES = {"greedy": "FgAA (greedy)", "rlaa": "RLAA"}


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig: Any, path: Path, title: str | None = None) -> Path:
    """Every plot's end: its title over the axes, laid out, written at 120 dpi, its figure closed."""
    if title is not None:
        fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    _pyplot().close(fig)
    return path


def _legend(ax: Any) -> None:
    if ax.get_legend_handles_labels()[0]:
        ax.legend(fontsize=8)
    else:
        ax.text(0.5, 0.5, "no data (no privacy gain measured)", ha="center", va="center",
                transform=ax.transAxes, fontsize=9, color="gray")


def _round_labels(points: list[tuple[int, float, float]]) -> list[tuple[str, float, float]]:
    """One label per distinct point: rounds that changed nothing share it ("2–3")."""
    labels: list[tuple[str, float, float]] = []
    first = None
    for i, (t, x, y) in enumerate(points):
        first = t if first is None else first
        following = points[i + 1] if i + 1 < len(points) else None
        if following is None or (following[1], following[2]) != (x, y):
            labels.append((str(t) if first == t else f"{first}–{t}", x, y))
            first = None
    return labels


def _horizon(records: list[dict[str, Any]]) -> int:
    return max((len(r.get("per_round") or []) - 1 for r in records), default=0)


def plot_privacy_utility(by_method: dict[str, list[dict[str, Any]]], path: Path) -> Path | None:
    """x: privacy leak after round t (attacker PRIV, and explicit leak), y: ROUGE-L to the original."""
    methods = [m for m in ("greedy", "rlaa") if by_method.get(m)]
    if not methods:
        return None
    plt = _pyplot()
    panels = [("priv", "PRIV (attacker, ↓)"), ("explicit_leak", "explicit leak rate (↓)")]
    fig, axes = plt.subplots(1, 2, figsize=(10, 4.2))
    for ax, (key, axis_label) in zip(axes, panels):
        for method in methods:
            records = by_method[method]
            horizon = _horizon(records)
            per_round = [r["per_round"] for r in records]
            xs = curve_at_rounds(per_round, key, horizon)
            ys = curve_at_rounds(per_round, "rouge", horizon)
            points = [(t, x, y) for t, (x, y) in enumerate(zip(xs, ys)) if x is not None and y is not None]
            if not points:
                continue
            ax.plot([p[1] for p in points], [p[2] for p in points], "o-", color=COLORS[method],
                    label=f"{NAMES[method]} (n={len(records)})")
            for label, x, y in _round_labels(points):
                ax.annotate(label, (x, y), textcoords="offset points", xytext=(4, 4), fontsize=8)
        ax.set_xlabel(axis_label)
        ax.set_ylabel("ROUGE-L F1 to the original (↑)")
        ax.grid(alpha=0.3)
        _legend(ax)
    return _save(fig, path, "Privacy–utility per round (labels: round t; 0 = original)")


def plot_cumulative_mrs(by_method: dict[str, list[dict[str, Any]]], path: Path) -> Path | None:
    """Left: the engine's own cumulative MRS (ΣMUC/ΣMPG of round_stats). Right: measured by the evaluation
    (ROUGE-L loss per unit of explicit-leak reduction)."""
    methods = [m for m in ("greedy", "rlaa") if by_method.get(m)]
    if not methods:
        return None
    plt = _pyplot()
    fig, axes = plt.subplots(1, 2, figsize=(10, 4.2))
    for method in methods:
        records = by_method[method]
        stats = [r.get("round_stats") or [] for r in records]
        horizon = max((len(s) for s in stats), default=0)
        for ax, curve in (
            (axes[0], cumulative_mrs(stats, horizon)),
            (axes[1], measured_cumulative_mrs([r["per_round"] for r in records], "explicit_leak",
                                              _horizon(records))),
        ):
            points = [(t + 1, v) for t, v in enumerate(curve) if v is not None]
            if points:
                ax.plot([p[0] for p in points], [p[1] for p in points], "o-", color=COLORS[method],
                        label=f"{NAMES[method]} (n={len(records)})")
    axes[0].set_title("engine: ΣMUC / ΣMPG (round_stats)", fontsize=10)
    axes[1].set_title("measured: ΔROUGE-L / Δexplicit leak", fontsize=10)
    from matplotlib.ticker import MaxNLocator

    for ax in axes:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_xlabel("round t")
        ax.set_ylabel("cumulative MRS (↓)")
        ax.grid(alpha=0.3)
        _legend(ax)
    return _save(fig, path, "Cumulative MRS per round")


def plot_evidence_survival(metrics: dict[str, dict[str, Any]], path: Path) -> Path | None:
    """Bars: evidence_survival per method, overall and per persona split (lower is better)."""
    methods = [m for m, v in metrics.items() if v.get("evidence_survival") is not None]
    if not methods:
        return None
    plt = _pyplot()
    groups = ["all"] + sorted({s for m in methods for s in (metrics[m].get("by_split") or {})})
    fig, ax = plt.subplots(figsize=(7, 4))
    width = 0.8 / len(groups)
    for g, group in enumerate(groups):
        values = [metrics[m]["evidence_survival"] if group == "all"
                  else ((metrics[m].get("by_split") or {}).get(group) or {}).get("evidence_survival")
                  for m in methods]
        xs = [i + (g - (len(groups) - 1) / 2) * width for i in range(len(methods))]
        ax.bar(xs, [v if v is not None else 0.0 for v in values], width, label=group)
        for x, v in zip(xs, values):
            if v is not None:
                ax.text(x, v + 0.01, f"{v:.2f}", ha="center", fontsize=7)
    ax.set_xticks(range(len(methods)), [NAMES.get(m, m) for m in methods])
    ax.set_ylim(0, 1.08)
    ax.set_ylabel("GPT-4 evidence still in the text (↓)")
    ax.set_title("evidence_survival by method and persona split")
    ax.legend(fontsize=8)
    return _save(fig, path)
