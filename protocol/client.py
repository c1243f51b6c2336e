"""Small blocking helpers to find the running service and ask it for /health (stdlib only)."""

from __future__ import annotations

import http.client
import json
from pathlib import Path
from typing import Any

from models.errors import LookTwiceError

from .config import SERVICE_FILE, read_json_file, state_dir


def service_record(directory: Path | None = None) -> dict[str, Any] | None:
    """service.json of the running service ({"port","pid","version"}), if any."""
    try:
        data = read_json_file((directory or state_dir()) / SERVICE_FILE)
    except LookTwiceError:
        return None
    if not data or not isinstance(data.get("port"), int):
        return None
    return data


def health(port: int, timeout: float = 2.0) -> dict[str, Any] | None:
    """The service's /health answer, or None when nothing healthy answers on that port."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", "/health", headers={"Host": f"127.0.0.1:{port}"})
        response = conn.getresponse()
        body = response.read()
        if response.status != 200:
            return None
        data = json.loads(body)
        return data if isinstance(data, dict) and data.get("ok") is True else None
    except (OSError, ValueError, http.client.HTTPException):
        return None
    finally:
        conn.close()
