"""Write what a run measured: metrics.json ({method: metrics}) and table.md (seed 000 Table 1 layout)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

LABELS = {
    "none": "Original Text",
    "mask": "Masking (pre-filter spans → ***)",
    "greedy": "FgAA-Naive (greedy, no arbitrator)",
    "rlaa": "**RLAA**",
}
TABLE_1 = ("UTIL", "PRIV", "ROUGE", "BLEU", "MEAN", "READ", "HALL", "explicit_leak", "evidence_survival")
ARROWS = {"UTIL": "↑", "PRIV": "↓", "ROUGE": "↑", "BLEU": "↑", "MEAN": "↑", "READ": "↑", "HALL": "↑",
          "explicit_leak": "↓", "evidence_survival": "↓"}
SPLIT_COLUMNS = ("explicit_leak", "evidence_survival", "ROUGE", "BLEU", "PRIV")
EVIDENCE_LIMITS = (
    "evidence_survival: of the phrases GPT-4 quoted as evidence where its inference was right (and that occur "
    "verbatim in the text), the share still in the text. Limits: model-free and literal — a phrase counts as "
    "gone when any character of it changed (an edit of an unrelated word inside a long quote counts as "
    "removal, while the telling word may remain); evidence GPT-4 used but did not quote is not counted; a "
    "removed phrase may survive as a paraphrase; and it measures one attacker's evidence on one guess per "
    "comment (PersonalReddit: the comment's `feature`), not everything that gives the author away.")


def _cell(value: Any, digits: int = 4) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def write_metrics(metrics: dict[str, dict[str, Any]], out_dir: Path) -> Path:
    path = out_dir / "metrics.json"
    path.write_text(json.dumps(metrics, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def render_table(metrics: dict[str, dict[str, Any]], model: str, attacker: str, judge: str | None) -> str:
    lines = [
        f"Model (anonymizer): `{model}` · attacker: `{attacker}` · judge: `{judge or 'none'}`",
        "",
        "| Method | " + " | ".join(f"{k} {ARROWS[k]}" for k in TABLE_1) + " | n |",
        "|---|" + "---:|" * (len(TABLE_1) + 1),
    ]
    for method, m in metrics.items():
        lines.append(f"| {LABELS.get(method, method)} | "
                     + " | ".join(_cell(m.get(k)) for k in TABLE_1) + f" | {m['n']} |")
    lines += [
        "",
        "UTIL, MEAN, READ, HALL need `--judge-model` (– = not measured). PRIV: share of the ground-truth "
        "attributes the attacker recovers (Appendix C.5 matcher); explicit_leak: share of true location, "
        "occupation, education and age values still written out in the text.",
        "",
        EVIDENCE_LIMITS,
        "",
        "| Method | rounds | tokens | seconds | edits | stop reasons | PRIV (written-to-leak attribute) | errors |",
        "|---|---:|---:|---:|---:|---|---:|---:|",
    ]
    for method, m in metrics.items():
        stops = ", ".join(f"{k} {v}" for k, v in sorted(m["stop_reasons"].items()))
        lines.append(
            f"| {LABELS.get(method, method)} | {_cell(m['rounds_mean'], 2)} | {_cell(m['tokens_mean'], 0)} | "
            f"{_cell(m['seconds_mean'], 2)} | {_cell(m['edits_mean'], 2)} | {stops} | "
            f"{_cell(m.get('PRIV_feature'))} | {m['errors']} |"
        )
    lines += _by_attribute(metrics, "explicit_leak_by_attribute",
                           "Explicit leak by attribute (share of samples whose true value is still written out):")
    lines += _by_attribute(metrics, "PRIV_by_attribute", "PRIV by attribute (share the attacker recovers):")
    lines += _by_split(metrics)
    lines += _by_attribute(metrics, "evidence_survival_by_attribute",
                           "Evidence survival by attribute (the attribute GPT-4 inferred from it):")
    lines += _by_attribute(metrics, "evidence_survival_by_hardness", "Evidence survival by hardness (1–5):")
    rational = [(meth, m) for meth, m in metrics.items() if m["rationality"]["per_round"]]
    if rational:
        lines += ["", "Per round (engine's own MPG/MUC/MRS, means over the samples that ran the round):", "",
                  "| Method | round | samples | valid leaks | edits | MPG | MUC | MRS | cumulative MRS |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for method, m in rational:
            cumulative = m["rationality"]["cumulative_mrs"]
            for row in m["rationality"]["per_round"]:
                t = row["round"]
                cum = cumulative[t - 1] if 1 <= t <= len(cumulative) else None
                lines.append(
                    f"| {LABELS.get(method, method)} | {t} | {row['samples']} | {_cell(row['valid'], 2)} | "
                    f"{_cell(row['edits'], 2)} | {_cell(row['mpg'])} | {_cell(row['muc'])} | "
                    f"{_cell(row['mrs'])} | {_cell(cum)} |"
                )
    return "\n".join(lines) + "\n"


def _by_attribute(metrics: dict[str, dict[str, Any]], key: str, title: str) -> list[str]:
    attributes = sorted({a for m in metrics.values() for a in (m.get(key) or {})})
    if not attributes:
        return []
    lines = ["", title, "", "| Method | " + " | ".join(attributes) + " |", "|---|" + "---:|" * len(attributes)]
    for method, m in metrics.items():
        values = m.get(key) or {}
        lines.append(f"| {LABELS.get(method, method)} | " + " | ".join(_cell(values.get(a), 3) for a in attributes) + " |")
    return lines


def _by_split(metrics: dict[str, dict[str, Any]]) -> list[str]:
    """Tuning vs held-out personas (models/evaluation/personas.py): detectors were tuned on the first only."""
    rows = [(method, split, values) for method, m in metrics.items()
            for split, values in (m.get("by_split") or {}).items()]
    if not rows:
        return []
    lines = ["", "By persona split (cue detectors are tuned on `tuning` personas only; `held_out` personas' "
             "comments are never read while tuning):", "",
             "| Method | split | " + " | ".join(f"{k} {ARROWS.get(k, '')}" for k in SPLIT_COLUMNS)
             + " | n | evidence phrases |", "|---|---|" + "---:|" * (len(SPLIT_COLUMNS) + 2)]
    for method, split, values in rows:
        lines.append(f"| {LABELS.get(method, method)} | {split} | "
                     + " | ".join(_cell(values.get(k)) for k in SPLIT_COLUMNS)
                     + f" | {values.get('n')} | {values.get('evidence_n')} |")
    return lines


def write_table(metrics: dict[str, dict[str, Any]], out_dir: Path, **names: Any) -> Path:
    path = out_dir / "table.md"
    path.write_text(render_table(metrics, **names), encoding="utf-8")
    return path
