"""`looktwice anonymize --style … --map` and `looktwice restore --map` as real subprocesses."""

import json
import os
import stat
import subprocess
import sys
import time

import pytest

DRAFT = "Write to my landlord John Okafor at john.okafor@gmail.com about the deposit."


@pytest.fixture
def looktwice(tmp_path):
    env = {**os.environ, "LOOKTWICE_HOME": str(tmp_path / "home")}

    def run(*args, stdin=b""):
        return subprocess.run([sys.executable, "-m", "looktwice", *args], input=stdin, capture_output=True,
                              env=env, timeout=120)

    return run


def test_pseudonym_json_has_the_map_and_restore_round_trips(looktwice, tmp_path):
    proc = looktwice("anonymize", "--no-llm", "--style", "pseudonym", "--json", stdin=DRAFT.encode())
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert "John Okafor" not in out["text"] and "gmail" not in out["text"]
    entries = {e["original"]: e for e in out["stand_ins"]["entries"]}
    assert entries["John Okafor"]["kind"] == "person" and entries["john.okafor@gmail.com"]["kind"] == "email"
    saved = tmp_path / "result.json"
    saved.write_text(proc.stdout.decode(), encoding="utf-8")  # the --json output itself is a usable map
    reply = f"Dear {entries['John Okafor']['stand_in'].upper()}, I will mail {entries['john.okafor@gmail.com']['stand_in']}."
    back = looktwice("restore", "--map", str(saved), stdin=reply.encode())
    assert back.returncode == 0, back.stderr
    assert back.stdout.decode() == "Dear JOHN OKAFOR, I will mail john.okafor@gmail.com."


def test_map_file_keeps_a_conversation_consistent_and_private(looktwice, tmp_path):
    map_path = tmp_path / "map.json"
    a = looktwice("anonymize", "--no-llm", "--style", "pseudonym", "--map", str(map_path), stdin=DRAFT.encode())
    b = looktwice("anonymize", "--no-llm", "--style", "pseudonym", "--map", str(map_path),
                  stdin=b"Remind John Okafor about the keys.")
    assert a.returncode == 0 and b.returncode == 0, (a.stderr, b.stderr)
    stand_in = next(e["stand_in"] for e in json.loads(map_path.read_text())["entries"] if e["original"] == "John Okafor")
    assert stand_in in a.stdout.decode() and stand_in in b.stdout.decode()
    assert stat.S_IMODE(map_path.stat().st_mode) == 0o600
    spans = looktwice("restore", "--map", str(map_path), "--json", stdin=f"Ask {stand_in}.".encode())
    obj = json.loads(spans.stdout)
    assert obj["text"] == "Ask John Okafor." and obj["spans"][0]["original"] == "John Okafor"


def test_placeholder_style_and_garbled_reply(looktwice, tmp_path):
    map_path = tmp_path / "m.json"
    a = looktwice("anonymize", "--no-llm", "--style", "placeholder", "--map", str(map_path), stdin=DRAFT.encode())
    assert a.stdout.decode() == "Write to my landlord [PERSON_1] at [EMAIL_1] about the deposit.\n"
    reply = tmp_path / "reply.txt"
    reply.write_text("Hi Person 1, your [email_1] and [PERSON_2].", encoding="utf-8")
    back = looktwice("restore", "--map", str(map_path), str(reply))
    assert back.stdout.decode() == "Hi John Okafor, your john.okafor@gmail.com and [PERSON_2]."


def test_restore_streams_a_piped_reply(tmp_path):
    map_path = tmp_path / "m.json"
    map_path.write_text(json.dumps({"entries": [
        {"original": "John Okafor", "stand_in": "[PERSON_1]", "kind": "name", "style": "placeholder"}]}))
    proc = subprocess.Popen([sys.executable, "-m", "looktwice", "restore", "--map", str(map_path)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env={**os.environ,
                            "LOOKTWICE_HOME": str(tmp_path / "h")})
    head = "word " * 40
    for piece in (head, "Dear [PER", "SON_1], thanks."):
        proc.stdin.write(piece.encode())
        proc.stdin.flush()
        time.sleep(0.05)
    out, _ = proc.communicate(timeout=60)
    assert out.decode() == head + "Dear John Okafor, thanks."


@pytest.mark.parametrize("args,needle", [
    (("restore", "--map", "/nonexistent/map.json"), "does not exist"),
    (("anonymize", "--no-llm", "--map", "x.json"), "--map needs --style"),
])
def test_clear_errors(looktwice, args, needle):
    proc = looktwice(*args, stdin=b"hello John")
    assert proc.returncode == 1 and needle in proc.stderr.decode() and "Traceback" not in proc.stderr.decode()


def test_bad_map_is_a_clear_error(looktwice, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"entries": [{"original": "a"}]}')
    proc = looktwice("restore", "--map", str(bad), stdin=b"x")
    assert proc.returncode == 1 and "stand-in map" in proc.stderr.decode()


def test_jsonl_batch_is_one_conversation(looktwice, tmp_path):
    lines = [json.dumps({"id": 1, "text": "Ask John Okafor."}), json.dumps({"id": 2, "text": "Tell John Okafor too."})]
    proc = looktwice("anonymize", "--no-llm", "--style", "pseudonym", "--jsonl", stdin=("\n".join(lines) + "\n").encode())
    first, second = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    stand_in = first["stand_ins"]["entries"][0]["stand_in"]
    assert first["text"] == f"Ask {stand_in}." and second["text"] == f"Tell {stand_in} too."
