"""Run a blocking call in a daemon thread and await it.

The host starts slow work (loading the engine, starting the service) before the first request. If the
browser goes away meanwhile, the host must exit at once: asyncio.to_thread's executor threads are joined
at exit, daemon threads are not.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Callable, TypeVar

T = TypeVar("T")


def in_daemon_thread(fn: Callable[..., T], *args: Any) -> "asyncio.Future[T]":
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def settle(result: Any, error: BaseException | None) -> None:
        if future.done():
            return
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)

    def work() -> None:
        try:
            result, error = fn(*args), None
        except BaseException as exc:  # delivered to the awaiting task
            result, error = None, exc
        try:
            loop.call_soon_threadsafe(settle, result, error)
        except RuntimeError:  # the loop is closed: the host is exiting
            pass

    threading.Thread(target=work, name=f"looktwice-{getattr(fn, '__name__', 'work')}", daemon=True).start()
    return future
