"""llama-cpp-python's OpenAI-compatible server (`python -m llama_cpp.server`, its `server` extra) on a free
loopback port: the real model server the server-backend tests and benchmark drive."""

from __future__ import annotations

import contextlib
import json
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import IO

START_TIMEOUT_S = 180.0  # a loaded 2-core machine takes a while to import FastAPI and map the model


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def llama_cpp_server(model: Path | None = None, threads: int = 2, log: Path | None = None) -> Iterator[str]:
    """Yields the server's base URL (http://127.0.0.1:PORT/v1) once it lists its model; stops it after.

    Same settings as the in-process backend: n_ctx 4096, `threads` for generation and prompt, seed 0."""
    if model is None:
        from models.runtime.embedded import embedded_model_path

        model = embedded_model_path()
    port = free_port()
    out: IO[bytes] | int = open(log, "wb") if log else subprocess.DEVNULL
    proc = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--host", "127.0.0.1", "--port", str(port),
         "--n_ctx", "4096", "--n_threads", str(threads), "--n_threads_batch", str(threads), "--seed", "0"],
        stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"llama_cpp.server exited with {proc.returncode}")
            try:
                with urllib.request.urlopen(f"{url}/models", timeout=2) as response:
                    if json.load(response).get("data"):
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("llama_cpp.server did not start in time")
            time.sleep(0.3)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if not isinstance(out, int):
            out.close()
