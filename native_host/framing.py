"""Native-messaging frames: a 4-byte length in native byte order, then that many bytes of UTF-8 JSON.

Two pure functions over byte streams. Inbound frames over MAX_INBOUND_BYTES are refused; outbound
messages over MAX_OUTBOUND_BYTES (the browser's limit for host → browser) are split into `chunk` frames
(PROTOCOL.md, 'Splitting').
"""

from __future__ import annotations

import json
import struct
from typing import IO, Any

HEADER = struct.Struct("=I")  # native byte order, standard size: what Chrome and Firefox use
MAX_INBOUND_BYTES = 64 * 1024 * 1024
MAX_OUTBOUND_BYTES = 1024 * 1024
# Chunk `data` is a slice of ASCII-only JSON text; re-encoding it as a string at most doubles it
# (only `"` and `\` get escaped), so 400k characters stay under 1 MiB with room for the envelope.
CHUNK_CHARS = 400_000


class FrameError(Exception):
    """A frame that cannot be read. `fatal` when the stream cannot be resynchronized (stop reading)."""

    def __init__(self, message: str, fatal: bool) -> None:
        super().__init__(message)
        self.fatal = fatal


def read_message(stream: IO[bytes]) -> Any:
    """The next decoded message (any JSON value, `null` included).

    Raises EOFError at a clean end of stream (no byte of a next header). Raises FrameError: fatal for a short header, an absurd length or a truncated body; not fatal for
    bad UTF-8 or bad JSON (the whole frame was consumed, the next one can be read).
    """
    header = _read_exactly(stream, HEADER.size)
    if not header:
        raise EOFError("end of input")
    if len(header) < HEADER.size:
        raise FrameError(f"short header: {len(header)} of {HEADER.size} bytes before the end of input", fatal=True)
    (length,) = HEADER.unpack(header)
    if length > MAX_INBOUND_BYTES:
        raise FrameError(f"frame length {length} is over the limit of {MAX_INBOUND_BYTES} bytes", fatal=True)
    body = _read_exactly(stream, length)
    if len(body) < length:
        raise FrameError(f"truncated frame: {len(body)} of {length} bytes before the end of input", fatal=True)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FrameError(f"the frame is not valid UTF-8 (byte {exc.start})", fatal=False) from None
    try:
        return json.loads(text)
    except ValueError as exc:  # includes RecursionError-free JSONDecodeError
        raise FrameError(f"the frame is not valid JSON ({str(exc)[:80]})", fatal=False) from None
    except RecursionError:
        raise FrameError("the frame's JSON is nested too deeply", fatal=False) from None


def encode_frames(message: Any) -> list[bytes]:
    """The frames that carry `message`: one, or `chunk` frames when its JSON is over 1 MiB."""
    try:
        body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate (valid in JSON text, not in UTF-8): keep it escaped
        body = json.dumps(message, ensure_ascii=True, separators=(",", ":")).encode("ascii")
    if len(body) <= MAX_OUTBOUND_BYTES:
        return [HEADER.pack(len(body)) + body]
    text = json.dumps(message, ensure_ascii=True, separators=(",", ":"))
    total = -(-len(text) // CHUNK_CHARS)
    rid = message.get("id") if isinstance(message, dict) else None
    frames = []
    for seq in range(total):
        chunk = {"id": rid, "type": "chunk", "seq": seq, "total": total,
                 "data": text[seq * CHUNK_CHARS : (seq + 1) * CHUNK_CHARS]}
        part = json.dumps(chunk, ensure_ascii=True, separators=(",", ":")).encode("ascii")
        frames.append(HEADER.pack(len(part)) + part)
    return frames


def write_message(stream: IO[bytes], message: Any) -> None:
    """Write `message` (split if needed) and flush."""
    for frame in encode_frames(message):
        stream.write(frame)
    stream.flush()


def _read_exactly(stream: IO[bytes], n: int) -> bytes:
    """Up to n bytes; fewer only at the end of input."""
    if n == 0:
        return b""
    parts = []
    remaining = n
    while remaining:
        part = stream.read(remaining)
        if not part:
            break
        parts.append(part)
        remaining -= len(part)
    return b"".join(parts)
