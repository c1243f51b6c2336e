"""The engine with the REAL embedded model (llama.cpp + SmolLM2-135M): few tests, each worth its load."""

import json
import os
import subprocess
import sys
import threading
import time

import jsonschema
import pytest

from models.engine import Engine
from models.errors import Cancelled, ModelError
from models.events import Done, Suggestions
from models.policy import Policy
from models.runtime.loader import load_backend
from models.suggestions import apply

pytestmark = pytest.mark.model

DRAFT = ("Hi all! I'm a nurse at the children's hospital in Zurich, mostly night shifts. "
         "Reach me at jo.meier@example.com or +41 44 668 18 00 if you want to swap.")

SUGGESTION_SCHEMA = {
    "type": "object",
    "required": ["id", "start", "end", "original", "replacement", "category", "validity", "source", "reason", "round",
                 "subject"],
    "additionalProperties": False,
    "properties": {
        "id": {"type": "string", "pattern": "^s[0-9]+$"},
        "start": {"type": "integer", "minimum": 0},
        "end": {"type": "integer", "minimum": 1},
        "original": {"type": "string", "minLength": 1},
        "replacement": {"type": "string"},
        "category": {"enum": ["age", "sex", "city_country", "birth_city_country", "education", "occupation",
                              "income_level", "relationship_status", "health", "religion", "politics", "sexuality", "ethnicity", "trade_union", "criminal_record", "name",
                              "email", "phone", "address",
                              "id_number", "financial", "url", "ip_address", "username", "organization"]},
        "validity": {"enum": ["high", "medium", "low"]},
        "source": {"enum": ["prefilter", "rlaa"]},
        "reason": {"type": "string"},
        "round": {"type": "integer", "minimum": 0},
        "subject": {"enum": ["author", "other", "unknown"]},
    },
}
RESULT_SCHEMA = {
    "type": "object",
    "required": ["text", "suggestions", "rounds", "stop_reason", "timings_ms", "tokens"],
    "properties": {
        "text": {"type": "string"},
        "suggestions": {"type": "array", "items": SUGGESTION_SCHEMA},
        "rounds": {"type": "integer", "minimum": 0},
        "stop_reason": {"enum": ["rational", "max_rounds", "cancelled", "error"]},
        "timings_ms": {"type": "object"},
        "tokens": {"type": "object"},
    },
}


@pytest.fixture(scope="module")
def engine():
    return Engine.load()


def test_real_model_analysis_finds_email_phone_city_and_job(engine):
    assert engine.model_info()["llm"] and engine.model_info()["backend"] == "llama_cpp"
    events = list(engine.analyze(DRAFT, Policy(max_rounds=2)))
    assert isinstance(events[0], Suggestions) and events[0].stage == "prefilter"
    assert isinstance(events[-1], Done)
    done = events[-1].result.to_json()
    assert done["stop_reason"] in ("rational", "max_rounds")
    assert done["tokens"]["total"] > 0  # the model really ran
    # A category may have several suggestions ("a nurse" and, agreeing with it, "night shifts"): one of them is it.
    for category, original in [("email", "jo.meier@example.com"), ("phone", "+41 44 668 18 00"),
                               ("city_country", "Zurich"), ("occupation", "nurse")]:
        found = [s for s in done["suggestions"] if s["category"] == category and original in s["original"]]
        assert found, (category, done["suggestions"])
        assert all(DRAFT[s["start"] : s["end"]] == s["original"] for s in found)
    text = done["text"]
    assert "jo.meier@example.com" not in text and "668 18 00" not in text and "Zurich" not in text


def test_cli_json_validates_and_applying_all_removes_email_and_phone(tmp_path):
    env = {**os.environ, "LOOKTWICE_HOME": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-m", "looktwice", "anonymize", "--json", "--max-rounds", "1"],
                          input=DRAFT.encode(), capture_output=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr.decode()
    result = json.loads(proc.stdout)  # stdout is exactly one JSON object: no llama.cpp noise
    jsonschema.validate(result, RESULT_SCHEMA)
    applied = apply(DRAFT, [_suggestion(s) for s in result["suggestions"]])
    assert applied == result["text"]
    assert "jo.meier@example.com" not in applied and "+41 44 668 18 00" not in applied


def test_cancel_a_real_generation_from_another_thread():
    backend = load_backend(None)
    # The first generation after loading pages the weights in (seconds on a busy machine, and no cancel can cut
    # that short): done first, so what is timed is a cancel of a generation that is running.
    backend.generate("You answer briefly.", "Say hi.", max_tokens=2)
    # "Promptly" is relative to this machine's speed now: a few tokens' time, at least 5 s. A busy machine
    # (llama.cpp's threads spin-wait, so other load slows every token) stretches both.
    t0 = time.monotonic()
    backend.generate("You answer briefly.", "Say hi.", max_tokens=4)
    promptly = max(5.0, 10 * (time.monotonic() - t0))
    # The grammar forces at least 400 numbers (well over a thousand tokens): the model cannot finish early,
    # so the cancel lands mid-generation (Cancelled is raised only then).
    schema = {"type": "array", "items": {"type": "integer"}, "minItems": 400}
    cancelled_at: list[float] = []
    threading.Timer(0.5, lambda: (cancelled_at.append(time.monotonic()), backend.cancel())).start()
    with pytest.raises(Cancelled):
        backend.generate_json("You count.", "Count from 1 upwards as a JSON array.", schema, max_tokens=3000)
    assert time.monotonic() - cancelled_at[0] < promptly
    backend.reset_cancel()
    assert backend.generate("You answer briefly.", "Say hi.", max_tokens=4).completion_tokens > 0


def test_cancel_a_running_analysis(engine):
    cancel = threading.Event()
    events = engine.analyze(DRAFT * 8, Policy(max_rounds=3), cancel)
    first = next(events)  # pre-filter suggestions arrive before the model runs
    assert first.stage == "prefilter"
    threading.Timer(0.2, cancel.set).start()
    t0 = time.monotonic()
    done = list(events)[-1].result
    assert done.stop_reason == "cancelled" and time.monotonic() - t0 < 5.0
    assert "jo.meier@example.com" not in done.text


def test_corrupt_gguf_is_a_model_error(tmp_path):
    bad = tmp_path / "broken.gguf"
    bad.write_bytes(b"GGUF\x03\x00\x00\x00" + os.urandom(4096))
    with pytest.raises(ModelError, match="cannot load model"):
        Engine.load(str(bad))


def _suggestion(d):
    from models.records import Suggestion

    return Suggestion(**d)


def test_real_model_pseudonym_round_trip(engine):
    """With the model's rounds too, identifiers become restorable stand-ins and attributes stay generalized."""
    from models.restore import restore
    from models.vault import Vault

    draft = ("Write to my landlord John Okafor at 12 Harcourt Street about the deposit. His email is "
             "john.okafor@gmail.com. I am a 34 year old nurse in Dublin.")
    vault = Vault()
    result = engine.anonymize(draft, Policy(site="chatgpt.com", style="pseudonym", max_rounds=2), vault=vault)
    # the age as written ("34 year old"): a bare "34" may be a stand-in's random house number ("34 Crosby Street")
    for value in ("John Okafor", "Harcourt", "john.okafor@gmail.com", "Dublin", "34 year"):
        assert value not in result.text, result.text
    back = restore(result.text, vault).text
    for value in ("John Okafor", "12 Harcourt Street", "john.okafor@gmail.com"):
        assert value in back
    assert "Dublin" not in back and "nurse" not in back  # attributes are never reversible
