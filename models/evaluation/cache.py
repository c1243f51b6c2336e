"""A persistent answer cache keyed by a hash of (role, model, inputs), so that identical texts are not
attacked or judged twice — within a run (round texts repeat) and across resumed runs."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any


def text_key(*parts: str) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part.encode("utf-8"))
        digest.update(b"\0")
    return digest.hexdigest()


class AnswerCache:
    """In memory, mirrored to an append-only JSONL file when a path is given."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self._answers: dict[str, Any] = {}
        if path is not None and path.exists():
            with path.open(encoding="utf-8") as handle:
                for line in handle:
                    try:
                        row = json.loads(line)
                        self._answers[row["key"]] = row["value"]
                    except (json.JSONDecodeError, KeyError, TypeError):
                        continue  # a line cut short by an interrupted run

    def get(self, key: str) -> Any | None:
        return self._answers.get(key)

    def put(self, key: str, value: Any) -> None:
        self._answers[key] = value
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write(json.dumps({"key": key, "value": value}, ensure_ascii=False) + "\n")

    def __len__(self) -> int:
        return len(self._answers)
