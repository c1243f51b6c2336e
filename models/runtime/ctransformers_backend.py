"""Optional legacy backend (extra `legacy`): ctransformers 0.2.27 for old GGML / GGUF-v2 files.

Its last release predates GGUF v3, so current files (SmolLM2 included) fail to load; that is reported as a
ModelError that says so. No constrained decoding: JSON is parsed and a bad answer is a ModelError.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..errors import Cancelled, ModelError
from .backend import Backend, Generation

_TEMPLATE = "<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{prompt}<|im_end|>\n<|im_start|>assistant\n"


class CTransformersBackend(Backend):
    supports_schema = False

    def __init__(self, path: str | Path, model_type: str = "llama") -> None:
        super().__init__()
        self.path = str(path)
        try:
            from ctransformers import AutoModelForCausalLM
        except ImportError:
            raise ModelError(
                "the ctransformers backend is not installed (pip install 'looktwice[legacy]')"
            ) from None
        try:
            self._llm = AutoModelForCausalLM.from_pretrained(self.path, model_type=model_type)
        except Exception as exc:
            raise ModelError(
                f"ctransformers cannot load this file (GGUF v3 and newer need the llama_cpp backend): {exc}"
            ) from None
        self.model_id = Path(self.path).stem

    def generate(self, system: str, prompt: str, *, max_tokens: int = 256, temperature: float = 0.0,
                 top_p: float = 1.0, stop: list[str] | None = None) -> Generation:
        text = _TEMPLATE.format(system=system, prompt=prompt)
        ids = self._llm.tokenize(text)
        out: list[str] = []
        for piece in self._llm(text, max_new_tokens=max_tokens, temperature=max(temperature, 1e-4), top_p=top_p,
                               stop=(stop or []) + ["<|im_end|>"], stream=True):
            if self.cancelled:
                raise Cancelled("generation cancelled")
            out.append(piece)
        completion = "".join(out)
        return Generation(completion, len(ids), self.count_tokens(completion))

    def generate_json(self, system: str, prompt: str, schema: dict[str, Any], *, max_tokens: int = 256,
                      temperature: float = 0.0) -> tuple[Any, Generation]:
        gen = self.generate(system, prompt + "\nAnswer with JSON only.", max_tokens=max_tokens,
                            temperature=temperature)
        text = gen.text.strip()
        start = min((i for i in (text.find("{"), text.find("[")) if i >= 0), default=-1)
        try:
            return json.loads(text[start:] if start >= 0 else text), gen
        except json.JSONDecodeError as exc:
            raise ModelError(f"the model's answer is not JSON ({exc.msg})", generation=gen) from None

    def count_tokens(self, text: str) -> int:
        return len(self._llm.tokenize(text))
