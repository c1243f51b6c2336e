"""How many CPU threads llama.cpp should use for the next analysis, given what else the machine runs.

llama.cpp's threads wait for each other at every layer: when another program holds a core, all of them
wait for the slowest, and a 2-core machine under load ran the embedded model 3-5x slower with 2 threads
than with 1 (bench/results/eval_adapter_personalreddit/README.md). On a quiet machine every core helps.
So the engine counts the cores that other programs keep busy (the 1-minute load average less what this
process itself used over the same stretch) and leaves those to them, always keeping one thread.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

MIN_WINDOW = 1.0  # seconds: a shorter stretch says too little about this process' CPU use


def threads_for_load(cores: int, others: float) -> int:
    """Threads for `cores` cores when other programs keep `others` of them busy: the free cores, rounded
    to the nearest whole core, at least one."""
    return max(1, min(cores, int(cores - max(0.0, others) + 0.5)))


@dataclass
class ThreadChooser:
    """Picks a thread count from the load average, less this process' own share of it."""

    cores: int = field(default_factory=lambda: os.cpu_count() or 1)
    _last: tuple[float, float] | None = None  # (wall clock, this process' CPU seconds) where the window starts
    _own: float = 0.0  # this process' cores over the last window of at least MIN_WINDOW seconds

    def own_load(self) -> float:
        """Cores this process kept busy lately (the load average counts our threads too). Picks closer than
        MIN_WINDOW seconds reuse the last estimate and keep the window open: restarting it on every rapid
        pick would measure nothing and count our own use as other programs'."""
        now, cpu = time.monotonic(), _cpu_seconds()
        if self._last is None:
            self._last = (now, cpu)
            return 0.0
        if now - self._last[0] < MIN_WINDOW:
            return self._own
        # the load average decays over about a minute: older use weighs less, so this over-counts a little
        self._own = max(0.0, (cpu - self._last[1]) / min(60.0, now - self._last[0]))
        self._last = (now, cpu)
        return self._own

    def pick(self) -> int:
        try:
            load = os.getloadavg()[0]
        except (OSError, AttributeError):  # no load average (Windows): use every core, as llama.cpp would
            return self.cores
        return threads_for_load(self.cores, load - self.own_load())


def _cpu_seconds() -> float:
    t = os.times()
    return t.user + t.system
