"""The host's main loop: read frames from the browser, validate, hand to a backend, write replies.

Bad frames get a `bad_frame` error; a frame that leaves the stream unreadable (short header, absurd
length, truncated body) gets its error and ends the host, as does the end of input.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import BinaryIO, Protocol

from protocol.config import Settings
from protocol.errors import ErrorCode, ProtocolError
from protocol.messages import Request, error_reply, parse_request, refusal

from .framing import FrameError, read_message
from .output import FrameWriter, OutputClosed

log = logging.getLogger("looktwice.host")

DRAIN_ON_EOF_S = 5.0  # let replies already under way reach a reader that closed only its write side


class Backend(Protocol):
    def start(self) -> None: ...
    async def handle(self, request: Request) -> None: ...
    async def drain(self) -> None: ...
    async def close(self) -> None: ...


def make_backend(settings: Settings, directory: Path, writer: FrameWriter) -> Backend:
    if settings.in_process:
        from .in_process import InProcessBackend

        return InProcessBackend(settings, directory, writer.send)
    from .bridge import ServiceBridge

    return ServiceBridge(settings, directory, writer.send)


async def run_host(stdin: BinaryIO, writer: FrameWriter, backend: Backend) -> int:
    loop = asyncio.get_running_loop()
    reader = ThreadPoolExecutor(max_workers=1, thread_name_prefix="looktwice-stdin")
    backend.start()
    try:
        while True:
            try:
                obj = await loop.run_in_executor(reader, read_message, stdin)
            except EOFError:
                break
            except FrameError as exc:
                await writer.send(error_reply(None, ErrorCode.BAD_FRAME, str(exc)))
                if exc.fatal:
                    log.warning("unreadable input, stopping: %s", exc)
                    break
                continue
            try:
                request = parse_request(obj)  # parsed once, here where it enters; backends get the record
            except ProtocolError as exc:
                await writer.send(refusal(obj, exc))
                continue
            await backend.handle(request)
        try:
            await asyncio.wait_for(backend.drain(), timeout=DRAIN_ON_EOF_S)
        except asyncio.TimeoutError:
            pass
    except OutputClosed:
        log.info("the browser closed stdout; stopping")
    finally:
        await backend.close()
        reader.shutdown(wait=False, cancel_futures=True)
    return 0
