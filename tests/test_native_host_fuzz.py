"""Robustness: well over 10,000 generated malformed inputs. Most go through the host's real read/validate/
dispatch loop in-process (fast); thousands more through real host processes over pipes. Every one must get
an error reply (or a clean exit at end of input): no crash, no hang, nothing but valid frames on stdout."""

import asyncio
import io
import json
import random
import struct
import time

import pytest

from host_support import HostProcess

REQUEST_TYPES = ("hello", "analyze", "cancel", "get_policy", "set_policy", "status")
EXPECTED_CODES = {"bad_frame", "bad_request", "unknown_type", "too_large"}


def framed(body: bytes) -> bytes:
    return struct.pack("=I", len(body)) + body


def j(obj) -> bytes:
    return json.dumps(obj).encode("utf-8")


def random_text(rng: random.Random, n: int) -> str:
    alphabet = "abcxyz \"\\/{}[]:,é💜\u2028\n\t"
    return "".join(rng.choice(alphabet) for _ in range(n))


def malformed(rng: random.Random, huge: bool = True) -> tuple[bytes, str | None]:
    """One malformed-but-framed message body and the id its error reply must echo (None when unusable)."""
    kind = rng.randrange(12)
    rid = f"r{rng.randrange(10**9)}"
    if kind == 0:  # bad UTF-8
        body = bytearray(j({"id": rid, "type": "hello"}))
        body.insert(rng.randrange(len(body)), rng.choice([0x80, 0xC0, 0xFF, 0xED, 0xF8]))
        if rng.random() < 0.5:
            body += b"\xe2\x82"  # truncated multi-byte sequence
        return bytes(body), None
    if kind == 1:  # bad JSON: truncated or corrupted valid message
        body = j({"id": rid, "type": rng.choice(REQUEST_TYPES), "draft": random_text(rng, 30)})
        cut = rng.randrange(1, len(body) - 1)
        return body[:cut], None
    if kind == 2:  # bad JSON: random printable junk, empty, or trailing garbage
        return rng.choice([b"", b" ", b"{", b"nul", b"{'id': 1}", b'{"id":"x"}}', b"\x00\x00",
                           random_text(rng, rng.randrange(1, 50)).encode("utf-8") + b"{"]), None
    if kind == 3:  # valid JSON, not an object
        return j(rng.choice([None, True, 0, -1.5, "hello", [], [1, 2], ["hello"], 1e308, "x" * 100])), None
    if kind == 4:  # bad id
        bad_id = rng.choice([None, 0, 12, 1.5, True, [], {}, ["a"], "", "x" * 201])
        return j({"id": bad_id, "type": "hello"}), None
    if kind == 5:  # missing or non-string type
        obj = {"id": rid}
        if rng.random() < 0.7:
            obj["type"] = rng.choice([None, 1, [], {}, True, ["hello"]])
        return j(obj), rid
    if kind == 6:  # unknown types
        t = rng.choice(["", "HELLO", "Hello", "analyse", "eval", "__proto__", "constructor", "chunk", "done",
                        random_text(rng, rng.randrange(1, 80))])
        return j({"id": rid, "type": t}), rid
    if kind == 7:  # analyze with wrong field types
        obj = {"id": rid, "type": "analyze", "draft": "I live in Dublin.", "site": "a.com", "box": "b"}
        field = rng.choice(["draft", "site", "box", "policy"])
        wrong = [1, 2.5, [], True, ["x"]] + ([None] if field in ("draft", "site") else [])
        obj[field] = rng.choice(wrong + ([{}] if field != "policy" else []))  # {} is a valid (default) policy
        if field == "site" and rng.random() < 0.3:
            obj["site"] = "   "
        if rng.random() < 0.2:
            del obj[rng.choice(["draft", "site"])]
        return j(obj), rid
    if kind == 8:  # policies that do not validate
        bad = rng.choice([{"site": "a.com", "mode": "loud"}, {"site": ""}, {"site": "a.com", "max_rounds": 0},
                          {"site": "a.com", "max_rounds": "3"}, {"site": "a.com", "protect": ["pets"]},
                          {"site": "a.com", "protect": "age"}, {"site": "a.com", "allow": [1]},
                          {"site": "a.com", "colour": "red"}, {"site": 5}, {"site": "a.com", "threshold": None},
                          {"site": "a.com", "max_rounds": True}, []])
        if rng.random() < 0.5:
            return j({"id": rid, "type": "set_policy", "policy": bad}), rid
        return j({"id": rid, "type": "analyze", "draft": "Hi there", "site": "a.com", "box": "b", "policy": bad}), rid
    if kind == 9:  # cancel / get_policy with wrong fields
        return j(rng.choice([{"id": rid, "type": "cancel"}, {"id": rid, "type": "cancel", "target": 5},
                             {"id": rid, "type": "cancel", "target": ""},
                             {"id": rid, "type": "get_policy"}, {"id": rid, "type": "get_policy", "site": []},
                             {"id": rid, "type": "set_policy"}])), rid
    if kind == 10:  # deep nesting
        depth = rng.choice([10, 1000, 50_000])
        return (b"[" * depth + b"]" * depth) if rng.random() < 0.5 else (b'{"a":' * depth + b"1" + b"}" * depth), None
    # huge strings
    n = rng.choice([200_001, 300_000]) if huge else 200_001
    which = rng.choice(["draft", "site", "box", "target", "id"])
    if which == "draft":
        return j({"id": rid, "type": "analyze", "draft": "é" * n, "site": "a.com", "box": "b"}), rid
    if which == "site":
        return j({"id": rid, "type": "get_policy", "site": "s" * n}), rid
    if which == "box":
        return j({"id": rid, "type": "analyze", "draft": "hi", "site": "a.com", "box": "b" * n}), rid
    if which == "target":
        return j({"id": rid, "type": "cancel", "target": "t" * n}), rid
    return j({"id": "i" * n, "type": "hello"}), None


def fatal_tail(rng: random.Random) -> bytes:
    """What ends a stream: a short header, an absurd length, or a truncated body."""
    kind = rng.randrange(3)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 4)))
    if kind == 1:
        return struct.pack("=I", rng.choice([64 * 1024 * 1024 + 1, 0x7FFFFFFF, 0xFFFFFFFF])) + b"{}"
    return struct.pack("=I", rng.randrange(10, 10_000)) + b'{"id":"x","type":"hel'


def check_replies(replies: list, expected_ids: list) -> None:
    assert len(replies) == len(expected_ids), (len(replies), len(expected_ids))
    for reply, rid in zip(replies, expected_ids):
        assert reply["type"] == "error" and reply["code"] in EXPECTED_CODES, reply
        assert reply["id"] == rid, (reply, rid)
        assert isinstance(reply["message"], str) and reply["message"]


def decode_frames(data: bytes) -> list:
    """Parse stdout bytes strictly: whole frames, each ≤ 1 MiB of UTF-8 JSON."""
    out, pos = [], 0
    while pos < len(data):
        assert pos + 4 <= len(data), "partial header on stdout"
        (n,) = struct.unpack("=I", data[pos:pos + 4])
        assert n <= 1024 * 1024 and pos + 4 + n <= len(data)
        out.append(json.loads(data[pos + 4:pos + 4 + n].decode("utf-8")))
        pos += 4 + n
    return out


@pytest.fixture(scope="module")
def core(tmp_path_factory):
    from proxy.config import Settings
    from proxy.core import Core

    home = tmp_path_factory.mktemp("fuzz")
    settings = Settings.load(home)
    settings.use_llm = False
    return Core.load(settings, "in_process", home), home


def run_in_memory(core_and_home, data: bytes) -> list:
    """The host's real loop (run_host + in-process backend) over in-memory streams."""
    from native_host.host import run_host
    from native_host.in_process import InProcessBackend
    from native_host.output import FrameWriter
    from proxy.config import Settings

    core, home = core_and_home
    out = io.BytesIO()

    async def main():
        writer = FrameWriter(out)
        backend = InProcessBackend(Settings.load(home), home, writer.send, core=core)
        code = await asyncio.wait_for(run_host(io.BytesIO(data), writer, backend), timeout=120)
        writer.close()
        return code

    assert asyncio.run(main()) == 0
    return decode_frames(out.getvalue())


def test_ten_thousand_malformed_messages_in_process(core):
    rng = random.Random(1234)
    cases = [malformed(rng, huge=False) for _ in range(9_000)]
    for start in range(0, len(cases), 3_000):
        batch = cases[start:start + 3_000]
        data = b"".join(framed(body) for body, _ in batch) + framed(j({"id": "alive", "type": "status"}))
        replies = run_in_memory(core, data)
        check_replies(replies[:-1], [rid for _, rid in batch])
        assert replies[-1]["id"] == "alive" and replies[-1]["type"] == "status"


def test_streams_ending_in_header_corruption_in_process(core):
    rng = random.Random(99)
    total = 0
    for _ in range(300):
        batch = [malformed(rng, huge=False) for _ in range(rng.randrange(0, 4))]
        data = b"".join(framed(b) for b, _ in batch) + fatal_tail(rng)
        replies = run_in_memory(core, data)
        check_replies(replies[:-1], [rid for _, rid in batch])
        assert replies[-1]["code"] == "bad_frame" and replies[-1]["id"] is None
        total += len(batch) + 1
    assert total >= 300


def test_thousands_of_malformed_messages_through_one_real_host(tmp_path):
    rng = random.Random(7)
    cases = [malformed(rng) for _ in range(2_500)]
    host = HostProcess(tmp_path, in_process=True)
    try:
        started = time.monotonic()
        for i, (body, _) in enumerate(cases):
            host.send_raw(framed(body))
        host.send({"id": "alive", "type": "hello"})
        replies = [host.recv(120) for _ in range(len(cases) + 1)]
        check_replies(replies[:-1], [rid for _, rid in cases])
        assert replies[-1]["type"] == "hello"
        assert host.close(timeout=30) == 0
        assert host.recv(5) is None  # stdout ended cleanly after the last frame
        assert not host.frame_problems, host.frame_problems
        assert time.monotonic() - started < 120
    finally:
        host.kill()


@pytest.mark.parametrize("tail", [b"", b"\x05", b"\x05\x00", b"\x05\x00\x00", struct.pack("=I", 0xFFFFFFFF),
                                  struct.pack("=I", 64 * 1024 * 1024 + 1) + b"{}",
                                  struct.pack("=I", 1000) + b'{"id":"x"'])
def test_real_host_exits_cleanly_on_corrupt_headers_and_eof(tmp_path, tail):
    host = HostProcess(tmp_path, in_process=True)
    try:
        host.send_raw(framed(b"{bad json"))
        host.send_raw(tail)
        assert host.recv(30)["code"] == "bad_frame"
        code = host.close(timeout=30)
        assert code == 0
        rest = []
        while (msg := host.recv(5)) is not None:
            rest.append(msg)
        assert all(m["type"] == "error" and m["code"] == "bad_frame" for m in rest)
        assert len(rest) == (1 if tail else 0)
        assert not host.frame_problems
    finally:
        host.kill()
