"""`python -m models.runtime.smoke`: exit 0 when llama.cpp can load the embedded model and decode.

Run in a child process by scripts/install-python.sh: a llama.cpp build with the wrong CPU kernels crashes
the interpreter (SIGSEGV), which only a separate process survives.
"""

from __future__ import annotations

import sys
from typing import Any

from ..errors import ModelError
from .embedded import embedded_model_path


def main() -> int:
    try:
        path = embedded_model_path()
    except ModelError as exc:
        print(exc, file=sys.stderr)
        return 1
    from llama_cpp import Llama

    llm = Llama(model_path=str(path), n_ctx=256, verbose=False)
    out: Any = llm("The capital of France is", max_tokens=2, temperature=0.0)
    return 0 if out["choices"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
