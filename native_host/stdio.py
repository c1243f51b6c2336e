"""Keep stdout for frames only.

The browser reads the host's stdout as frames; one stray print (ours, spaCy's, llama.cpp's C code writing
to fd 1) would desynchronize it. So the original stdout is duplicated to a private descriptor for frames,
and fd 1 itself is pointed at stderr before anything else is imported.
"""

from __future__ import annotations

import os
import sys
from typing import BinaryIO


def claim_stdio() -> tuple[BinaryIO, BinaryIO]:
    """(stdin, frames_out): binary streams for frames. After this, fd 1 and sys.stdout go to stderr."""
    if sys.platform == "win32":  # pragma: no cover - text mode would turn \n into \r\n inside frames
        import msvcrt

        msvcrt.setmode(0, os.O_BINARY)
        msvcrt.setmode(1, os.O_BINARY)
    sys.stdout.flush()
    frames_fd = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    frames_out = os.fdopen(frames_fd, "wb", buffering=1024 * 1024)
    stdin = os.fdopen(os.dup(0), "rb", buffering=64 * 1024)
    return stdin, frames_out
