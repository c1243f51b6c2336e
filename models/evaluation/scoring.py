"""Score what one method made of one sample: privacy (attacker + matcher, explicit leaks) and utility
(ROUGE-L, BLEU, the judge) of the final text and of every intermediate round text."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from ..textsim import bleu, rouge_l_f1
from .attacker import Attacker
from .adapter_attacker import AdapterEvalAttacker
from .explicit_leak import explicit_leaks
from .judge import UtilityJudge
from .matcher import score_guesses
from .methods import MethodRun
from .samples import Sample


def _share(flags: dict[str, bool]) -> float | None:
    return sum(flags.values()) / len(flags) if flags else None


def score_text(sample: Sample, text: str, attacker: Attacker | AdapterEvalAttacker | None) -> dict[str, Any]:
    """Privacy and surface utility of one version of the sample's text."""
    leaks = explicit_leaks(text, sample.truth)
    scored: dict[str, Any] = {
        "rouge": rouge_l_f1(sample.text, text),
        "bleu": bleu(sample.text, text),
        "explicit": leaks,
        "explicit_leak": _share(leaks),
    }
    if attacker is not None:
        attack = attacker.attack(text, sample.persona)
        hits = score_guesses(sample.truth, attack.guesses)
        scored.update(
            priv=_share(hits),
            hits=hits,
            guesses=attack.guesses,
            attack_tokens=0 if attack.cached else attack.tokens,
            attack_error=attack.error,
        )
    return scored


def score_run(sample: Sample, method: str, run: MethodRun, attacker: Attacker | AdapterEvalAttacker | None,
              judge: UtilityJudge | None) -> dict[str, Any]:
    """The per-sample result record (one JSONL line of the results file)."""
    per_round, attack_tokens = [], 0
    for index, text in enumerate(run.round_texts or [sample.text]):
        scored = score_text(sample, text, attacker)
        attack_tokens += scored.get("attack_tokens", 0)
        per_round.append({"round": index, **{k: scored.get(k) for k in ("priv", "rouge", "bleu", "explicit_leak")}})
    final = score_text(sample, run.text, attacker)
    final["attack_tokens"] = attack_tokens + final.get("attack_tokens", 0)  # 0 when served from the cache
    judgement = judge.judge(sample.text, run.text) if judge is not None else None
    record: dict[str, Any] = {
        "sample_id": sample.id,
        "method": method,
        "feature": sample.feature,
        "hardness": sample.hardness,
        "n_truth": len(sample.truth),
        **{k: v for k, v in asdict(run).items() if k != "round_texts"},
        **final,
        "priv_feature": final.get("hits", {}).get(sample.feature) if sample.feature else None,
        "judge": None,
        "per_round": per_round,
    }
    if judgement is not None:
        record["judge"] = {**asdict(judgement), "util": judgement.util}
    return record
