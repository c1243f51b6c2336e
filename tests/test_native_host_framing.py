"""Framing: the two pure functions over in-memory byte streams."""

import io
import json
import struct

import pytest

from native_host.framing import (MAX_INBOUND_BYTES, MAX_OUTBOUND_BYTES, FrameError, encode_frames, read_message,
                                 write_message)


def stream_of(*parts: bytes) -> io.BytesIO:
    return io.BytesIO(b"".join(parts))


def raw(body: bytes) -> bytes:
    return struct.pack("=I", len(body)) + body


def test_round_trip_in_native_byte_order_with_emoji():
    out = io.BytesIO()
    message = {"id": "a", "type": "analyze", "draft": "I 💜 Zürich"}
    write_message(out, message)
    data = out.getvalue()
    assert struct.unpack("=I", data[:4])[0] == len(data) - 4
    assert read_message(io.BytesIO(data)) == message


def test_several_messages_then_clean_eof():
    out = io.BytesIO()
    for i in range(3):
        write_message(out, {"id": str(i)})
    out.seek(0)
    assert [read_message(out) for _ in range(3)] == [{"id": "0"}, {"id": "1"}, {"id": "2"}]
    with pytest.raises(EOFError):
        read_message(out)


def test_json_null_is_a_message_not_the_end():
    stream = stream_of(raw(b"null"), raw(b"{}"))
    assert read_message(stream) is None
    assert read_message(stream) == {}


@pytest.mark.parametrize("data", [b"\x01", b"\x01\x00", b"\x01\x00\x00"])
def test_short_header_is_fatal(data):
    with pytest.raises(FrameError) as err:
        read_message(io.BytesIO(data))
    assert err.value.fatal and "short header" in str(err.value)


def test_absurd_length_is_fatal_without_reading_it():
    with pytest.raises(FrameError) as err:
        read_message(stream_of(struct.pack("=I", MAX_INBOUND_BYTES + 1), b"{}"))
    assert err.value.fatal and "over the limit" in str(err.value)


def test_truncated_body_is_fatal():
    with pytest.raises(FrameError) as err:
        read_message(stream_of(struct.pack("=I", 10), b"{}"))
    assert err.value.fatal and "truncated" in str(err.value)


@pytest.mark.parametrize("body,what", [(b"\xff\xfe{}", "UTF-8"), (b"{not json", "JSON"), (b"", "JSON"),
                                       (b"[" * 100_000, "")])
def test_bad_content_is_not_fatal_and_the_next_frame_reads(body, what):
    stream = stream_of(raw(body), raw(b'{"id":"next"}'))
    with pytest.raises(FrameError) as err:
        read_message(stream)
    assert not err.value.fatal and what in str(err.value)
    assert read_message(stream) == {"id": "next"}


def test_small_messages_are_one_frame():
    assert len(encode_frames({"id": "x", "text": "a" * 1000})) == 1


@pytest.mark.parametrize("char", ["a", '"', "\\", "é", "💜", "\n"])
def test_large_messages_split_into_chunks_under_1_mib(char):
    message = {"id": "big", "type": "done", "text": char * 1_100_000}
    frames = encode_frames(message)
    assert len(frames) > 1
    parts = []
    for i, f in enumerate(frames):
        assert len(f) - 4 <= MAX_OUTBOUND_BYTES
        chunk = read_message(io.BytesIO(f))
        assert chunk["type"] == "chunk" and chunk["id"] == "big" and chunk["seq"] == i
        assert chunk["total"] == len(frames)
        parts.append(chunk["data"])
    assert json.loads("".join(parts)) == message


def test_lone_surrogate_is_kept_escaped_not_a_crash():
    out = io.BytesIO()
    write_message(out, {"id": "\ud800", "type": "error"})
    assert read_message(io.BytesIO(out.getvalue())) == {"id": "\ud800", "type": "error"}
