"""The one writer of frames: every message to the browser goes through `FrameWriter.send`, in order."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any, BinaryIO

from .framing import write_message


class OutputClosed(Exception):
    """The browser stopped reading (broken pipe)."""


class FrameWriter:
    """Serializes writes; runs them in a thread so a slow reader never blocks the event loop."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self._lock = asyncio.Lock()
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="looktwice-frames")
        self.closed = False

    async def send(self, message: dict[str, Any]) -> None:
        if self.closed:
            raise OutputClosed("the browser closed the connection")
        async with self._lock:
            try:
                await asyncio.get_running_loop().run_in_executor(self._executor, write_message, self._stream, message)
            except (BrokenPipeError, ConnectionResetError, ValueError, OSError) as exc:
                self.closed = True
                raise OutputClosed(f"the browser closed the connection ({type(exc).__name__})") from None

    def close(self) -> None:
        self._executor.shutdown(wait=True)
        try:
            self._stream.flush()
        except (OSError, ValueError):
            pass
