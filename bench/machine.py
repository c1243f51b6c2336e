"""What every benchmark report records about the machine it ran on."""

from __future__ import annotations

import os
import platform
from pathlib import Path
from typing import Any


def machine() -> dict[str, Any]:
    cpu = platform.processor() or "unknown"
    ram_gib = None
    try:
        cpu = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                   if line.startswith("model name"))
        kib = next(int(line.split()[1]) for line in Path("/proc/meminfo").read_text().splitlines()
                   if line.startswith("MemTotal"))
        ram_gib = round(kib / 1024 / 1024, 1)
    except (OSError, StopIteration, ValueError):
        pass  # not Linux: keep what platform knows
    try:
        import llama_cpp

        llama_version = llama_cpp.__version__
    except ImportError:
        llama_version = None
    return {"nproc": os.cpu_count(), "cpu": cpu, "ram_gib": ram_gib, "ram": f"{ram_gib} GiB",
            "python": platform.python_version(), "os": platform.platform(), "llama_cpp_python": llama_version,
            "load_average": os.getloadavg() if hasattr(os, "getloadavg") else None}
