"""Per-sample results as JSONL, one line per (sample, method), appended as soon as it is done, so an
interrupted run loses at most the pair it was working on and a rerun skips what is already there."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterator


class ResultStore:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._done: set[tuple[str, str]] = {(r["sample_id"], r["method"]) for r in self.records()}

    def records(self) -> Iterator[dict[str, Any]]:
        """Every complete record; a last line cut short by a kill is ignored (and redone)."""
        if not self.path.exists():
            return
        seen: set[tuple[str, str]] = set()
        with self.path.open(encoding="utf-8") as handle:
            for line in handle:
                try:
                    record = json.loads(line)
                    key = (record["sample_id"], record["method"])
                except (json.JSONDecodeError, KeyError, TypeError):
                    continue
                if key not in seen:
                    seen.add(key)
                    yield record

    def done(self, sample_id: str, method: str) -> bool:
        return (sample_id, method) in self._done

    def add(self, record: dict[str, Any]) -> None:
        key = (record["sample_id"], record["method"])
        if key in self._done:
            return
        self._repair_tail()
        with self.path.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        self._done.add(key)

    def _repair_tail(self) -> None:
        """A kill mid-write leaves a line without its newline; end it so the next record starts clean."""
        if not self.path.exists() or self.path.stat().st_size == 0:
            return
        with self.path.open("rb+") as handle:
            handle.seek(-1, os.SEEK_END)
            if handle.read(1) != b"\n":
                handle.write(b"\n")
