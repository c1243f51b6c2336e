"""Serving a test's Core as a real service, for the scripts the JavaScript checks start (failing_stage.py,
slow_segments.py): on 127.0.0.1, a free port written to HOME/service.json, until SIGTERM."""

from __future__ import annotations

import asyncio
from pathlib import Path

from protocol.config import Settings
from serving.core import Core


def serve_core(home: Path, core: Core) -> int:
    from proxy.server import serve

    settings = Settings.load(home)
    settings.port = 0
    asyncio.run(serve(settings, home, core=core))
    return 0
