"""Helpers for the service and native-host tests: a real host process over pipes, a real service in a
thread on a free loopback port, and cleanup of services the host started."""

from __future__ import annotations

import asyncio
import json
import os
import queue
import signal
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from protocol.messages import is_terminal

REPO = Path(__file__).resolve().parent.parent
MAX_OUT = 1024 * 1024


def host_env(home: Path, in_process: bool, no_llm: bool = True, port: int = 0) -> dict[str, str]:
    env = dict(os.environ, LOOKTWICE_HOME=str(home), LOOKTWICE_PORT=str(port), PYTHONPATH=str(REPO))
    env["LOOKTWICE_IN_PROCESS"] = "1" if in_process else "0"
    env["LOOKTWICE_NO_LLM"] = "1" if no_llm else "0"
    return env


def frame(obj: Any) -> bytes:
    body = json.dumps(obj).encode("utf-8")
    return struct.pack("=I", len(body)) + body


class HostProcess:
    """`python -m native_host` over pipes. Every stdout frame is checked: ≤ 1 MiB, UTF-8 JSON object."""

    def __init__(self, home: Path, in_process: bool = True, no_llm: bool = True, command: list[str] | None = None,
                 port: int = 0):
        self.home = home
        self.proc = subprocess.Popen(command or [sys.executable, "-m", "native_host"], cwd=REPO,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     env=host_env(home, in_process, no_llm, port))
        self.messages: queue.Queue = queue.Queue()
        self.frame_problems: list[str] = []
        self.frames = 0
        self._stderr: list[bytes] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self._stderr_reader = threading.Thread(target=lambda: self._stderr.append(self.proc.stderr.read()),
                                               daemon=True)
        self._stderr_reader.start()

    def _read(self) -> None:
        out = self.proc.stdout
        chunks: dict[Any, list[str]] = {}
        while True:
            header = out.read(4)
            if not header:
                self.messages.put(None)
                return
            if len(header) < 4:
                self.frame_problems.append("short header on stdout")
                self.messages.put(None)
                return
            (n,) = struct.unpack("=I", header)
            body = out.read(n)
            self.frames += 1
            if n > MAX_OUT:
                self.frame_problems.append(f"frame of {n} bytes is over 1 MiB")
            if len(body) < n:
                self.frame_problems.append("truncated frame on stdout")
                self.messages.put(None)
                return
            try:
                msg = json.loads(body.decode("utf-8"))
            except ValueError as exc:
                self.frame_problems.append(f"stdout frame is not UTF-8 JSON: {exc}")
                continue
            if not isinstance(msg, dict):
                self.frame_problems.append("stdout frame is not an object")
                continue
            if msg.get("type") == "chunk":
                parts = chunks.setdefault(msg["id"], [])
                assert msg["seq"] == len(parts), "chunks out of order"
                parts.append(msg["data"])
                if len(parts) == msg["total"]:
                    whole = json.loads("".join(chunks.pop(msg["id"])))
                    whole["_chunks"] = msg["total"]
                    self.messages.put(whole)
                continue
            self.messages.put(msg)

    def send(self, obj: Any) -> None:
        self.send_raw(frame(obj))

    def send_raw(self, data: bytes) -> None:
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def recv(self, timeout: float = 30.0) -> dict[str, Any] | None:
        return self.messages.get(timeout=timeout)

    def first_of(self, rid: str, timeout: float = 60.0) -> dict[str, Any]:
        """The next message of request `rid` (other messages are dropped): proof the request got that far."""
        deadline = time.monotonic() + timeout
        while True:
            msg = self.recv(max(0.1, deadline - time.monotonic()))
            assert msg is not None, f"host ended before any reply to {rid}: {self.stderr()[-2000:]}"
            if msg.get("id") == rid:
                return msg

    def until_terminal(self, rid: str, timeout: float = 60.0) -> list[dict[str, Any]]:
        """Messages of analysis `rid` up to its done/error; other messages are dropped."""
        events = []
        deadline = time.monotonic() + timeout
        while True:
            msg = self.recv(max(0.1, deadline - time.monotonic()))
            assert msg is not None, f"host ended before {rid} finished: {self.stderr()[-2000:]}"
            if msg.get("id") != rid:
                continue
            events.append(msg)
            if is_terminal(msg):
                return events

    def close(self, timeout: float = 20.0) -> int:
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            return self.proc.wait(timeout)
        finally:
            self._release()

    def stderr(self) -> str:
        return b"".join(self._stderr).decode("utf-8", "replace")

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)
        self._release()

    def _release(self) -> None:
        """Close our ends of the pipes once the readers are done (an open pipe is a ResourceWarning)."""
        self._reader.join(5)
        self._stderr_reader.join(5)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except OSError:  # stdin of a process that died with unread input
                pass


def stop_spawned_service(home: Path) -> None:
    """Stop the service a host started for this state directory (by its recorded pid)."""
    path = home / "service.json"
    try:
        pid = json.loads(path.read_text())["pid"]
    except (OSError, ValueError, KeyError):
        return
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    os.kill(pid, signal.SIGKILL)


class ServiceThread:
    """The real service (proxy.server.serve) on 127.0.0.1:<free port>, in a background thread."""

    def __init__(self, home: Path, core: Any = None, queue_size: int | None = None, workers: int | None = None):
        from protocol.config import Settings

        self.home = home
        settings = Settings.load(home)
        settings.port = 0
        settings.use_llm = False
        if queue_size:
            settings.queue_size = queue_size
        if workers:
            settings.workers = workers
        self.settings = settings
        self.core = core
        self.loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        if not self._ready.wait(120):
            raise RuntimeError("service did not start")
        if self._error:
            raise self._error
        self.port = json.loads((home / "service.json").read_text())["port"]
        self.token = (home / "token").read_text().strip()

    def _run(self) -> None:
        from proxy.server import serve

        asyncio.set_event_loop(self.loop)
        ready = asyncio.Event()
        self.stop_event = asyncio.Event()

        async def main() -> None:
            task = asyncio.ensure_future(serve(self.settings, self.home, core=self.core, ready=ready,
                                               stop=self.stop_event))
            waiter = asyncio.ensure_future(ready.wait())
            await asyncio.wait({task, waiter}, return_when=asyncio.FIRST_COMPLETED)
            if task.done() and task.exception():
                self._error = task.exception()
            self._ready.set()
            await task

        try:
            self.loop.run_until_complete(main())
        except BaseException as exc:
            self._error = exc
            self._ready.set()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.stop_event.set)
        self._thread.join(30)
