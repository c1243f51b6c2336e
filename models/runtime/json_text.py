"""Tolerant JSON from model text: for servers that cannot constrain their output to a schema.

Unconstrained models wrap JSON in code fences or a sentence ("Here is the JSON: {...}"); the first JSON
object or array in the text is taken, anything around it ignored.
"""

from __future__ import annotations

import json
import re
from typing import Any

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL | re.IGNORECASE)
_DECODER = json.JSONDecoder()


def parse_json_text(text: str) -> Any:
    """The first JSON value (object or array) in `text`; raises ValueError when there is none."""
    candidates = [m.group(1) for m in _FENCE.finditer(text)] + [text]
    for candidate in candidates:
        stripped = candidate.strip()
        try:
            return json.loads(stripped)
        except json.JSONDecodeError:
            pass
        for match in re.finditer(r"[\[{]", stripped):
            try:
                value, _ = _DECODER.raw_decode(stripped, match.start())
            except json.JSONDecodeError:
                continue
            return value
    raise ValueError("no JSON object in the model's answer")
