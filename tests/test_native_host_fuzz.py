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

from fuzz_cases import check_replies, fatal_tail, framed, j, malformed
from host_support import HostProcess

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
    from protocol.config import Settings
    from serving.core import Core

    home = tmp_path_factory.mktemp("fuzz")
    settings = Settings.load(home)
    settings.use_llm = False
    return Core.load(settings, "in_process", home), home


def run_in_memory(core_and_home, data: bytes) -> list:
    """The host's real loop (run_host + in-process backend) over in-memory streams."""
    from native_host.host import run_host
    from native_host.in_process import InProcessBackend
    from native_host.output import FrameWriter
    from protocol.config import Settings

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
