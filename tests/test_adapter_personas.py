"""The persona split: folds are balanced and stable, and no comment is judged or anonymized by an adapter
that trained on its persona (the evaluation refuses rather than picking one that did)."""

import json
from pathlib import Path

import pytest

from models.adapter.personas import persona_folds, persona_key
from models.adapter.registry import Adapter, load_adapter, unseen_adapter
from models.errors import ModelError
from models.evaluation.adapter_attacker import AdapterEvalAttacker
from models.evaluation.samples import load_samples
from models.runtime.llama_questions import Answer


def persona(i: int) -> dict:
    return {"age": 20 + i, "sex": "male", "city_country": f"Town {i}, Country"}


def test_persona_key_ignores_key_order_and_tells_personas_apart():
    a = {"age": 31, "sex": "male"}
    assert persona_key(a) == persona_key({"sex": "male", "age": 31})
    assert persona_key(a) != persona_key({"age": 32, "sex": "male"})


def test_folds_are_balanced_by_comments_and_deterministic():
    counts = {persona_key(persona(i)): 1 + i % 5 for i in range(30)}
    folds = persona_folds(counts, 3)
    sizes = [sum(n for k, n in counts.items() if folds[k] == f) for f in range(3)]
    assert max(sizes) - min(sizes) <= 1
    assert folds == persona_folds(dict(reversed(list(counts.items()))), 3)
    with pytest.raises(ValueError):
        persona_folds(counts, 1)


def adapters_for(folds: dict[str, int], k: int) -> list[Adapter]:
    return [Adapter(name=f"fold{f}", path=Path(f"fold{f}.gguf"), target="gpt4", fold=f,
                    trained_personas=frozenset(p for p, g in folds.items() if g != f), thresholds={})
            for f in range(k)]


def test_every_persona_gets_the_adapter_of_its_own_held_out_fold():
    counts = {persona_key(persona(i)): 3 for i in range(12)}
    folds = persona_folds(counts, 3)
    adapters = adapters_for(folds, 3)
    for key, fold in folds.items():
        picked = unseen_adapter(adapters, key)
        assert key not in picked.trained_personas and picked.fold == fold


def test_a_persona_every_adapter_trained_on_is_an_error():
    everyone = frozenset({"p1"})
    adapters = [Adapter("a", Path("a.gguf"), "truth", 0, everyone, {}), Adapter("b", Path("b.gguf"), "truth", 1,
                                                                               everyone, {})]
    with pytest.raises(ModelError, match="persona split"):
        unseen_adapter(adapters, "p1")


class CountingQuestions:
    evaluated = 0

    def ask(self, prefix, question):
        return Answer("x", 0.5, (1,))


def test_eval_attacker_judges_each_personalreddit_comment_with_an_unseen_adapter(tmp_path):
    rows = [{"personality": persona(i % 6), "feature": "age", "response": f"comment {i}"} for i in range(18)]
    data = tmp_path / "train.jsonl"
    data.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    samples = load_samples(data, "personalreddit")
    assert all(s.persona == persona_key(r["personality"]) for s, r in zip(samples, rows))
    folds = persona_folds({s.persona: 3 for s in samples}, 3)
    loaded = []
    attacker = AdapterEvalAttacker(adapters_for(folds, 3), lambda a: loaded.append(a.name) or CountingQuestions())
    for s in samples:
        assert s.persona not in attacker.pick(s.persona).trained_personas
        attack = attacker.attack(s.text, s.persona)
        assert set(attack.guesses) == {"age", "sex", "city_country", "birth_city_country", "education",
                                       "occupation", "income_level", "relationship_status"}
    assert sorted(loaded) == ["fold0", "fold1", "fold2"]


def test_shipped_adapters_hold_the_split(tmp_path):
    """The adapters in models/adapters/: fold adapters never trained on their held-out personas' comments."""
    from models.adapter.registry import EVAL_ATTACKER, EVAL_ENGINE, engine_adapter, fold_adapters

    engine = engine_adapter()
    assert engine.thresholds and "PersonalReddit" in engine.data and "SynthPAI" in engine.data
    for pattern in (EVAL_ATTACKER, EVAL_ENGINE):
        adapters = fold_adapters(pattern)
        assert len(adapters) >= 2
        for a in adapters:  # the folds are disjoint: each persona is unseen by exactly one fold adapter
            others = set().union(*(b.trained_personas for b in adapters if b is not a))
            assert others - a.trained_personas
        everyone = set().union(*(a.trained_personas for a in adapters))
        assert all(sum(p not in a.trained_personas for a in adapters) == 1 for p in everyone)


def test_an_adapter_without_manifest_is_refused(tmp_path):
    path = tmp_path / "x.gguf"
    path.write_bytes(b"GGUF")
    with pytest.raises(ModelError, match="manifest"):
        load_adapter(path)


def test_the_manifest_says_whether_the_adapter_reads_clues(tmp_path):
    for flag in (True, False):
        path = tmp_path / f"a{flag}.gguf"
        path.write_bytes(b"GGUF")
        path.with_suffix(".json").write_text(json.dumps({"target": "truth", "clues": flag}))
        assert load_adapter(path).clues is flag
    from models.adapter.registry import engine_adapter

    assert engine_adapter().clues  # the shipped engine adapter was trained with clues
