"""The bounded work queue: at most `capacity` analyses admitted at once (running or waiting for one of
`workers` engine threads), and a newer draft of the same text box (site, box) cancels the older analysis.

`Engine.analyze` is a synchronous, CPU-bound generator; it runs in a worker thread and its events are
pumped into an asyncio.Queue per job with `loop.call_soon_threadsafe`. The engine serializes use of the
model itself, so several workers let a new draft's pre-filter run while another analysis holds the model.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, AsyncIterator, Callable, Iterator, Protocol

from models.errors import Cancelled, LookTwiceError
from models.events import Done, Event, Failed
from models.policy import Policy
from models.records import AnalysisResult
from models.vault import Vault
from protocol.errors import Busy

log = logging.getLogger("looktwice.work")


class AnalysisEngine(Protocol):
    def analyze(self, draft: str, policy: Policy, cancel: threading.Event | None = None,
                vault: Vault | None = None, protect_terms: tuple[str, ...] = ()) -> Iterator[Event]: ...

    def model_info(self) -> dict[str, Any]: ...


@dataclass(eq=False)
class Job:
    """One admitted analysis: its events arrive on `events`; the last one is `Done` or `Failed`."""

    key: tuple[str, str]  # (site, box)
    draft: str
    policy: Policy
    cancel_event: threading.Event = field(default_factory=threading.Event)  # seen by the engine thread
    cancel_signal: asyncio.Event = field(default_factory=asyncio.Event)  # seen by the event loop
    events: asyncio.Queue[Event] = field(default_factory=asyncio.Queue)
    finished: asyncio.Event = field(default_factory=asyncio.Event)
    cancel_reason: str = ""
    conversation: str = ""  # reversible styles: the conversation whose vault the stand-ins go to
    vault: Vault | None = None
    protect_terms: tuple[str, ...] = ()
    reported: bool = False  # on_done has run (once, before a client can see the last event when possible)

    def cancel(self, reason: str = "cancelled") -> None:
        """Call from the event loop's thread."""
        if not self.cancel_event.is_set():
            self.cancel_reason = reason
            self.cancel_event.set()
            self.cancel_signal.set()

    @property
    def cancelled(self) -> bool:
        return self.cancel_event.is_set()

    async def stream(self) -> AsyncIterator[Event]:
        """The job's events until the one that ends the stream (included)."""
        while True:
            event = await self.events.get()
            yield event
            if event.ends_stream:
                return


def cancelled_done(draft: str, started: float) -> Done:
    """The last event of an analysis cancelled before the engine finished it: the draft unchanged."""
    return Done(AnalysisResult(text=draft, suggestions=[], rounds=0, stop_reason="cancelled",
                               timings_ms={"total": round((time.perf_counter() - started) * 1000, 1)}))


class WorkQueue:
    """Admission control, supersession by text box, and the worker thread(s)."""

    def __init__(self, engine: AnalysisEngine, capacity: int = 16, workers: int = 1) -> None:
        self.engine = engine
        self.capacity = max(1, capacity)
        self._executor = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="looktwice-engine")
        self._slots = asyncio.Semaphore(max(1, workers))
        self._jobs: set[Job] = set()
        self._by_key: dict[tuple[str, str], Job] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self.on_done: Callable[[Job, Event], None] | None = None

    @property
    def size(self) -> int:
        """Admitted analyses (running and waiting)."""
        return len(self._jobs)

    def submit(self, draft: str, policy: Policy, site: str, box: str, *, conversation: str = "",
               vault: Vault | None = None, protect_terms: tuple[str, ...] = ()) -> Job:
        """Admit an analysis or raise Busy. Supersedes the running analysis of the same (site, box)."""
        key = (site, box)
        older = self._by_key.get(key) if box else None  # without a box there is nothing to supersede
        if older is not None:
            older.cancel("superseded")
        # A superseded job still holds its slot until its worker notices; count it as leaving already.
        live = sum(1 for j in self._jobs if not j.cancelled)
        if live >= self.capacity:
            raise Busy(f"the work queue is full ({self.capacity} analyses); try again shortly")
        job = Job(key=key, draft=draft, policy=policy, conversation=conversation, vault=vault,
                  protect_terms=protect_terms)
        self._jobs.add(job)
        if box:
            self._by_key[key] = job
        task = asyncio.get_running_loop().create_task(self._run(job))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return job

    async def _run(self, job: Job) -> None:
        started = time.perf_counter()
        terminal: Event | None = None
        try:
            if await self._wait_turn(job):
                try:
                    terminal = await asyncio.get_running_loop().run_in_executor(
                        self._executor, self._drive, job, asyncio.get_running_loop(), started)
                finally:
                    self._slots.release()
            else:
                terminal = cancelled_done(job.draft, started)
                self._forget(job)
                job.events.put_nowait(terminal)
        except asyncio.CancelledError:  # the service is stopping
            terminal = cancelled_done(job.draft, started)
            job.events.put_nowait(terminal)
            raise
        except BaseException as exc:  # never leave a consumer waiting forever
            log.exception("analysis worker failed")
            terminal = Failed(LookTwiceError(f"the analysis failed: {type(exc).__name__}"))
            job.events.put_nowait(terminal)
            if not isinstance(exc, Exception):
                raise
        finally:
            self._forget(job)
            job.finished.set()
            if terminal is not None:
                self._report(job, terminal)

    def _report(self, job: Job, terminal: Event) -> None:
        """Run on_done once per job, on the event loop's thread."""
        if job.reported or self.on_done is None:
            return
        job.reported = True
        try:
            self.on_done(job, terminal)
        except Exception:
            log.exception("on_done hook failed")

    async def _wait_turn(self, job: Job) -> bool:
        """Wait for a worker slot; False when the job is cancelled while waiting."""
        if job.cancelled:
            return False
        acquire = asyncio.ensure_future(self._slots.acquire())
        cancelled = asyncio.ensure_future(job.cancel_signal.wait())
        try:
            await asyncio.wait({acquire, cancelled}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            cancelled.cancel()
            if not acquire.done():
                acquire.cancel()
        if acquire.done() and not acquire.cancelled():
            if job.cancelled:
                self._slots.release()
                return False
            return True
        return False

    def _forget(self, job: Job) -> None:
        self._jobs.discard(job)
        if self._by_key.get(job.key) is job:
            del self._by_key[job.key]

    def _drive(self, job: Job, loop: asyncio.AbstractEventLoop, started: float) -> Event:
        """Worker thread: run the engine, forward each event, and always end with Done or Failed."""
        put = job.events.put_nowait

        def emit(event: Event) -> None:
            if event.ends_stream:  # whoever reads the last event sees the queue without this job
                loop.call_soon_threadsafe(self._forget, job)
                # ... and what on_done records (the speed, history, stand-ins), e.g. in the next `status`
                loop.call_soon_threadsafe(self._report, job, event)
            loop.call_soon_threadsafe(put, event)

        event: Event
        if job.cancelled:
            event = cancelled_done(job.draft, started)
            emit(event)
            return event
        try:
            # Only what this analysis needs, so engines without vaults (test doubles) keep working.
            extra: dict[str, Any] = {}
            if job.vault is not None:
                extra["vault"] = job.vault
            if job.protect_terms:
                extra["protect_terms"] = job.protect_terms
            for event in self.engine.analyze(job.draft, job.policy, job.cancel_event, **extra):
                emit(event)
                if event.ends_stream:
                    return event
            event = Failed(LookTwiceError("the engine ended without a result"))
        except Cancelled:
            event = cancelled_done(job.draft, started)
        except LookTwiceError as exc:  # InputError becomes bad_request at the edge, the others internal
            event = Failed(exc)
        except Exception as exc:  # a bug in the engine must not kill the service
            log.exception("engine failed")
            event = Failed(LookTwiceError(f"the engine failed: {type(exc).__name__}"))
        emit(event)
        return event

    def shutdown(self) -> None:
        for job in list(self._jobs):
            job.cancel("shutdown")
        self._executor.shutdown(wait=False, cancel_futures=True)
