"""Logging for the service, the host and the CLI: one line per record, nothing the user wrote.

- Every record's message is escaped: a line break or other control character in a logged value (a model
  path, a site) prints as `\\n`, `\\x1b`…, so no value can forge a log line.
- An exception is logged by its type and where it happened, never by its message: messages of errors
  raised on user input (a JSON decoder's, aiohttp's parser's) can quote that input.
- aiohttp's own records are reduced to their logger, level and exception type: its HTTP parser puts the
  raw bytes of a malformed request (draft text included) into its messages.
"""

from __future__ import annotations

import logging
import re
import traceback
from pathlib import Path

from .files import open_private_append

FORMAT = "%(asctime)s %(process)d %(name)s %(levelname)s %(message)s"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def escape(text: str) -> str:
    """`text` on one line: control characters as Python-style escapes."""
    def one(match: re.Match[str]) -> str:
        char = match.group()
        return {"\n": "\\n", "\r": "\\r", "\t": "\\t"}.get(char, f"\\x{ord(char):02x}" if ord(char) < 256
                                                          else f"\\u{ord(char):04x}")
    return _CONTROL.sub(one, text)


class SafeFormatter(logging.Formatter):
    """The escaping, message-free formatter described above."""

    def __init__(self) -> None:
        super().__init__(FORMAT)

    def format(self, record: logging.LogRecord) -> str:
        record.message = escape(record.getMessage())
        record.asctime = self.formatTime(record, self.datefmt)
        line = self.formatMessage(record)
        if record.exc_info and record.exc_info[1] is not None:
            line += " | " + self.formatException(record.exc_info)
        return line

    def formatException(self, ei: object) -> str:  # noqa: N802 (logging's name)
        exc = ei[1] if isinstance(ei, tuple) else None
        if not isinstance(exc, BaseException):
            return ""
        frames = traceback.extract_tb(exc.__traceback__)[-4:]
        where = " < ".join(f"{Path(f.filename).name}:{f.lineno} {f.name}" for f in reversed(frames))
        return escape(f"{type(exc).__name__} at {where}")


class AiohttpFilter(logging.Filter):
    """aiohttp's records without their text (see the module docstring)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name == "aiohttp" or record.name.startswith("aiohttp."):
            kind = type(record.exc_info[1]).__name__ if record.exc_info and record.exc_info[1] else "event"
            record.msg = "aiohttp reported %s (details withheld: they can quote request bytes)"
            record.args = (kind,)
            record.exc_info = None
            record.exc_text = None
            record.stack_info = None
        return True


def private_file_handler(path: Path) -> logging.Handler:
    """A handler appending to `path`, a 0600 file (an older, looser file is narrowed)."""
    import os

    stream = os.fdopen(open_private_append(path), "a", encoding="utf-8", buffering=1)
    return logging.StreamHandler(stream)


def configure(handlers: list[logging.Handler], level: int = logging.INFO) -> None:
    """Root logging through `handlers`, each with the safe formatter and the aiohttp filter."""
    for handler in handlers:
        handler.setFormatter(SafeFormatter())
        handler.addFilter(AiohttpFilter())
    logging.basicConfig(level=level, handlers=handlers, force=True)
