"""Generated malformed inputs for the host and service robustness tests: each case is a message body and the
id its error reply must echo (None when the message has no usable id)."""

import json
import random
import struct

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
