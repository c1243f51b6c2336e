"""A real service on a slow machine, for the streaming checks of long drafts (issue 11).

`slow_core(home, delay)` builds the Core: the real Engine with the real pre-filter, whose detectors take
`delay` seconds longer per call (a loaded 2-core machine, made repeatable): a long draft's segments then
come `delay` apart, so a check can see the first ones arrive long before the last.
`python tests/slow_segments.py HOME [DELAY]` serves it on 127.0.0.1 (port in HOME/service.json) until SIGTERM:
the browser test drives it through the real host and extension.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from the JavaScript test
    sys.path.insert(0, str(ROOT))

from models.engine import Engine  # noqa: E402
from models.prefilter import Prefilter  # noqa: E402
from models.records import Finding  # noqa: E402
from protocol.config import Settings  # noqa: E402
from serving.core import Core  # noqa: E402
from tests.service_script import serve_core  # noqa: E402

PARAGRAPH = ("Name: Jacob_M | Location: Cagayan\nMarried to Heather {i} and raising our kids; my colleague Tomasz "
             "Nowak covers for me at Munnelly PLC. Call (555) 123-{i:04d} ext. 12 or write to jacob{i}@example.org. "
             "Ticket #55{i:05d} is still open. ")
LAST_WORDS = "\n\nIf all else fails, write to final.person@example.net."
CLEAN = "We spent the afternoon talking about books, music and the best way to cook rice. "


def long_draft(chars: int = 20_000, clean: bool = False) -> str:
    """`chars` characters of PARAGRAPH (or, `clean`, of text with nothing to flag), ending with an address
    that only the last segment holds."""
    parts, i = [], 0
    body = chars - len(LAST_WORDS)
    while sum(len(p) for p in parts) < body:
        parts.append(CLEAN if clean else PARAGRAPH.format(i=i))
        i += 1
    return "".join(parts)[:body] + LAST_WORDS


class SlowPrefilter(Prefilter):
    """The real pre-filter, `delay` seconds slower per detection pass (a segment, or a short draft)."""

    def __init__(self, delay: float) -> None:
        super().__init__()
        self.delay = delay

    def detect(self, text: str, protect: Iterable[str] | None = None, allow: Iterable[str] = (),
               cancel: threading.Event | None = None) -> list[Finding]:
        time.sleep(self.delay)
        return super().detect(text, protect, allow, cancel)


def slow_core(home: Path, delay: float) -> Core:
    prefilter = SlowPrefilter(delay)
    prefilter.warm()
    return Core.load(Settings.load(home), "running", home, engine=Engine(prefilter=prefilter))


def main(argv: list[str]) -> int:
    home = Path(argv[0])
    return serve_core(home, slow_core(home, float(argv[1]) if len(argv) > 1 else 0.4))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
