"""`looktwice anonymize` as a real subprocess (pre-filter only here; the model runs in test_engine_model.py)."""

import json
import os
import subprocess
import sys

import pytest

from models.draft import MAX_CHARS


@pytest.fixture
def cli(tmp_path):
    env = {**os.environ, "LOOKTWICE_HOME": str(tmp_path / "home")}

    def run(*args, stdin=b""):
        return subprocess.run([sys.executable, "-m", "looktwice", "anonymize", *args], input=stdin,
                              capture_output=True, env=env, timeout=120)

    return run


def one_line_error(proc):
    err = proc.stderr.decode()
    assert proc.returncode != 0
    assert "Traceback" not in err
    assert err.startswith("looktwice: error: ") and err.count("\n") == 1, err
    assert proc.stdout == b""
    return err


def test_plain_text_from_stdin(cli):
    proc = cli("--no-llm", stdin="Mail me at jo@example.com please.".encode())
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.decode()
    assert "jo@example.com" not in out and out.startswith("Mail me at ") and out.endswith("please.\n")


def test_json_output_from_a_file(cli, tmp_path):
    f = tmp_path / "draft.txt"
    f.write_text("Call me on +41 44 668 18 00 😀", encoding="utf-8")
    proc = cli(str(f), "--json", "--no-llm")
    assert proc.returncode == 0, proc.stderr
    obj = json.loads(proc.stdout)
    assert set(obj) == {"text", "suggestions", "rounds", "stop_reason", "timings_ms", "tokens"}
    [s] = obj["suggestions"]
    assert s["category"] == "phone" and "+41 44 668 18 00"[: s["end"] - s["start"]] == s["original"]
    assert (obj["rounds"], obj["stop_reason"]) == (0, "rational")


def test_jsonl_batch_continues_after_bad_lines(cli):
    lines = [json.dumps({"id": "a", "text": "Write to jo@example.com"}), "{not json", json.dumps({"id": 7, "text": ""}),
             json.dumps([1, 2]), json.dumps({"id": "b", "text": "nothing here"})]
    proc = cli("--jsonl", "--no-llm", stdin=("\n".join(lines) + "\n").encode())
    out = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert [o.get("id") for o in out] == ["a", None, 7, None, "b"]
    assert "jo@example.com" not in out[0]["text"]
    assert out[1]["error"]["code"] == "bad_request" and out[2]["error"]["message"] == "the draft is empty"
    assert out[4]["text"] == "nothing here"
    assert proc.returncode != 0  # some lines failed


@pytest.mark.parametrize("stdin, message", [
    (b"", "empty"), (b"  \n", "empty"), (b"\x7fELF\x02\x01\x00\x00", "binary"), (b"caf\xe9 au lait", "UTF-8"),
    (b"x" * (MAX_CHARS + 1), "too long"),
])
def test_bad_input_is_one_line_on_stderr(cli, stdin, message):
    assert message in one_line_error(cli("--no-llm", stdin=stdin))


def test_unreadable_file(cli, tmp_path):
    assert "cannot read" in one_line_error(cli(str(tmp_path / "missing.txt"), "--no-llm"))
    assert "cannot read" in one_line_error(cli(str(tmp_path), "--no-llm"))


@pytest.mark.parametrize("args, message", [
    (["--protect", "age,shoe_size"], "unknown categories: shoe_size"), (["--protect", ","], "at least one"),
    (["--max-rounds", "0"], "max_rounds"), (["--max-rounds", "11"], "max_rounds"),
])
def test_bad_options(cli, args, message):
    assert message in one_line_error(cli(*args, stdin=b"hello there"))


def test_unreadable_or_corrupt_model_file(cli, tmp_path):
    assert "not found" in one_line_error(cli("--model", str(tmp_path / "none.gguf"), stdin=b"hi there"))
    junk = tmp_path / "junk.gguf"
    junk.write_bytes(b"GGUF" + b"\x00" * 40)
    assert "cannot load model" in one_line_error(cli("--model", str(junk), stdin=b"hi there"))
