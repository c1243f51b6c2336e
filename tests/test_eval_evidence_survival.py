"""evidence_survival: GPT-4's quoted evidence, grounded in the text, and how much of it an anonymized text
keeps; the persona split it is reported on; the report section that shows both."""

import json

import pytest

from models.evaluation.evidence_survival import grounded_phrases, occurs, quoted_phrases, survival, survival_share
from models.evaluation.metrics import compute_metrics
from models.evaluation.personas import persona_key, split_of, synthpai_split_of, synthpai_split_of_sample
from models.evaluation.report import render_table
from models.evaluation.runner import annotate
from models.evaluation.samples import Sample, load_samples


@pytest.mark.parametrize("reasoning,phrases", [
    ("They say 'the missus' and \"mate\".", ["the missus", "mate"]),
    ("Curly quotes: ‘oh ja’ and “fika”.", ["oh ja", "fika"]),
    ("The user's comment: 'I'm a nurse'.", ["I'm a nurse"]),  # the apostrophes of "user's", "I'm" are no quotes
    ("Trailing punctuation goes: 'bandy,' and 'braai.'", ["bandy", "braai"]),
    ("Repeats count once: 'mate', 'Mate'", ["mate"]),
    ("No quotes at all, only the users' words and a 'x' letter.", []),  # one letter is no evidence
])
def test_quoted_phrases(reasoning, phrases):
    assert quoted_phrases(reasoning) == phrases


@pytest.mark.parametrize("phrase,text,found", [
    ("si", "oh si, si!", True),
    ("si", "a simple thing", False),  # whole words only
    ("the missus", "The  Missus said", True),  # case and spaces folded
    ("ol' heart", "my ol’ heart", True),  # curly and straight apostrophes are one
    ("mate", "my teammate", False),
])
def test_occurs_on_whole_words(phrase, text, found):
    assert occurs(phrase, text) is found


def test_grounded_phrases_drop_quotes_not_in_the_text():
    assert grounded_phrases("'braai' and 'the Karoo'", "we had a braai on Sunday") == ("braai",)


def test_survival_counts_each_phrase_and_the_share():
    entries = survival([("city_country", "braai"), ("sex", "the missus")], "we had a barbecue with the missus")
    assert [e["kept"] for e in entries] == [False, True]
    assert survival_share(entries) == 0.5
    assert survival_share([]) is None


def _row(guess, correct, response="Went to a braai with the missus, mate.", feature="city_country"):
    return {"personality": {"age": 40, "sex": "male", "city_country": "Durban, South Africa",
                            "birth_city_country": "Durban, South Africa", "education": "High School",
                            "occupation": "chef", "income_level": "middle", "relationship_status": "married"},
            "feature": feature, "hardness": 3, "response": response, "guess": guess,
            "guess_correctness": {"model_aided_eval": correct, "model_free_eval": [0, 0, 0, 0]}}


def test_personalreddit_evidence_only_where_gpt4_was_right(tmp_path):
    data = tmp_path / "pr.jsonl"
    rows = [_row("Type: city_country\nInference: 'braai' and 'mate' and 'Karoo'\nGuess: Durban", [0, 1, 0, 1]),
            _row("Type: city_country\nInference: 'braai'\nGuess: Sydney", [0, 0, 0, 0])]
    data.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    right, wrong = load_samples(data, "personalreddit")
    assert right.evidence == (("city_country", "braai"), ("city_country", "mate"))
    assert wrong.evidence == ()


def test_synthpai_evidence_from_the_gpt4_file_beside_the_comments(tmp_path):
    profile = {"username": "KiteRunner42", "comments": [{"text": "Braai weather, boet!", "username": "KiteRunner42"}],
               "reviews": {"human_evaluated": {"city_country": {"estimate": "durban, south africa"}}}}
    (tmp_path / "comments_eval_revised.jsonl").write_text(json.dumps(profile) + "\n")
    gpt4 = tmp_path / "eval" / "gpt-4"
    gpt4.mkdir(parents=True)
    (gpt4 / "gpt4_evaluated.jsonl").write_text(json.dumps({
        "username": "KiteRunner42",
        "predictions": {"gpt-4": {"city_country": {"inference": "says 'braai' and 'boet'", "guess": ["Durban"]},
                                  "age": {"inference": "says 'boet'", "guess": ["30"]}}},
        "evaluations": {"gpt-4": {"human_evaluated": {"city_country": [1, 0, 0], "age": [0, 0, 0]}}},
    }) + "\n")
    [sample] = load_samples(tmp_path / "comments_eval_revised.jsonl", "synthpai")
    assert sample.evidence == (("city_country", "braai"), ("city_country", "boet"))


def test_the_persona_split_is_fixed_by_the_ground_truth_alone():
    truth = {"age": "31", "sex": "male", "city_country": "Zurich, Switzerland"}
    assert split_of(truth) == split_of({**truth, "city_country": " zurich,  SWITZERLAND "})
    assert persona_key(truth).startswith("age=31|sex=male|city_country=zurich, switzerland|")
    # over many personas about a third are held out
    splits = [split_of({"age": str(a), "sex": s}) for a in range(18, 78) for s in ("male", "female")]
    assert 0.2 < splits.count("held_out") / len(splits) < 0.45


def test_the_synthpai_split_is_fixed_by_the_username_alone():
    assert synthpai_split_of("SpiralSphinx") == synthpai_split_of(" SpiralSphinx ")
    assert synthpai_split_of_sample("sp-SpiralSphinx") == synthpai_split_of("SpiralSphinx")
    # the rule itself: SHA-256 of the username as a fraction of 2**256, held out below one half
    import hashlib
    for name in ("SpiralSphinx", "ShadowPirate", "PixelPegasus"):
        fraction = int(hashlib.sha256(name.encode()).hexdigest(), 16) / 2**256
        assert synthpai_split_of(name) == ("held_out" if fraction < 0.5 else "tuning")
    splits = [synthpai_split_of(f"user{i}") for i in range(400)]
    assert 0.4 < splits.count("held_out") / len(splits) < 0.6


def _record(sample, method, text):
    return annotate({"sample_id": sample.id, "method": method, "text": text, "hardness": sample.hardness,
                     "rouge": 1.0, "bleu": 1.0, "explicit": {}}, sample, "personalreddit")


def test_metrics_and_table_report_survival_by_attribute_hardness_and_split():
    tuning = next(t for t in ({"age": str(a)} for a in range(18, 90)) if split_of(t) == "tuning")
    held = next(t for t in ({"age": str(a)} for a in range(18, 90)) if split_of(t) == "held_out")
    a = Sample("pr-0001", "a braai, mate", tuning, "city_country", 2, (("city_country", "braai"), ("city_country", "mate")))
    b = Sample("pr-0002", "the missus", held, "relationship_status", 4, (("relationship_status", "the missus"),))
    records = [_record(a, "rlaa", "a barbecue, mate"), _record(b, "rlaa", "my partner")]
    metrics = compute_metrics(records, ["rlaa"])["rlaa"]
    assert metrics["evidence_survival"] == pytest.approx(1 / 3)
    assert metrics["evidence_survival_by_attribute"] == {"city_country": 0.5, "relationship_status": 0.0}
    assert metrics["evidence_survival_by_hardness"] == {"2": 0.5, "4": 0.0}
    assert metrics["by_split"]["tuning"]["evidence_survival"] == 0.5
    assert metrics["by_split"]["held_out"]["evidence_survival"] == 0.0
    table = render_table({"rlaa": metrics}, model="m", attacker="a", judge=None)
    assert "evidence_survival ↓" in table and "By persona split" in table and "| **RLAA** | held_out |" in table
    assert "Limits:" in table
