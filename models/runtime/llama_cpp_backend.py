"""The default backend: llama-cpp-python with the model's own chat template and grammar-constrained JSON.

Nothing may reach stdout (a native-messaging host may run the engine in-process): llama.cpp logs to
stderr and only when verbose, and grammars are built with verbose=False.
"""

from __future__ import annotations

import json
import os
import threading
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..errors import Cancelled, ModelError
from .backend import Backend, Generation
from .threads import ThreadChooser

N_CTX = 4096
EVAL_CHUNK = 64  # prompt tokens evaluated between two cancellation checks
_GRAMMAR_CACHE = 32


class LlamaCppBackend(Backend):
    supports_schema = True

    def __init__(self, path: str | Path, *, n_ctx: int = N_CTX, n_threads: int | None = None, seed: int = 0,
                 lora_path: str | Path | None = None) -> None:
        super().__init__()
        # OMP_WAIT_POLICY is left to the user: PASSIVE helps only on an overloaded machine and made
        # generation 3x slower on a quiet 2-core one (23 vs 75 tok/s, measured with the embedded model).
        try:
            from llama_cpp import Llama
        except ImportError as exc:  # pragma: no cover - llama-cpp-python is a hard dependency
            raise ModelError(f"llama-cpp-python is not installed ({exc})") from None
        self.path = str(path)
        self.lora_path = str(lora_path) if lora_path is not None else None  # a LoRA applied at load time
        try:
            self._llm: Any = Llama(model_path=self.path, n_ctx=n_ctx, n_threads=n_threads or os.cpu_count() or 1,
                              n_threads_batch=n_threads or os.cpu_count() or 1,
                              seed=seed, verbose=False, lora_path=self.lora_path)
        except Exception as exc:  # llama.cpp reports every bad file as a bare ValueError/RuntimeError
            what = f"model {self.path}" + (f" with adapter {self.lora_path}" if self.lora_path else "")
            raise ModelError(f"cannot load {what}: not a usable GGUF file ({exc})") from None
        self.n_ctx = n_ctx
        # n_threads given: fixed. Not given: chosen again before each analysis from the machine's load.
        self._chooser = ThreadChooser() if n_threads is None else None
        self.threads = n_threads or os.cpu_count() or 1
        self._evaluated = 0
        self._wrap_eval()
        self.model_id = str(self._llm.metadata.get("general.name") or Path(self.path).stem)
        self._grammars: OrderedDict[str, Any] = OrderedDict()
        self._grammar_lock = threading.Lock()

    def generate(self, system: str, prompt: str, *, max_tokens: int = 256, temperature: float = 0.0,
                 top_p: float = 1.0, stop: list[str] | None = None) -> Generation:
        return self._chat(system, prompt, max_tokens=max_tokens, temperature=temperature, top_p=top_p, stop=stop)

    def generate_json(self, system: str, prompt: str, schema: dict[str, Any], *, max_tokens: int = 256,
                      temperature: float = 0.0) -> tuple[Any, Generation]:
        gen = self._chat(system, prompt, max_tokens=max_tokens, temperature=temperature,
                         grammar=self._grammar(schema))
        try:
            return json.loads(gen.text), gen
        except json.JSONDecodeError as exc:
            # Only when max_tokens cut the constrained output short.
            raise ModelError(f"the model's JSON was cut short after {gen.completion_tokens} tokens ({exc.msg})",
                             generation=gen) from None

    @contextmanager
    def watching(self, cancel: threading.Event | None) -> Iterator[None]:
        self.fit_threads()
        with super().watching(cancel):
            yield

    def fit_threads(self) -> int:
        """Use as many threads as there are free cores now (unless a count was given); returns the count."""
        if self._chooser is not None:
            wanted = self._chooser.pick()
            if wanted != self.threads:
                import llama_cpp

                llama_cpp.llama_set_n_threads(self._llm.ctx, wanted, wanted)
                self.threads = wanted
        return self.threads

    @property
    def native(self) -> Any:
        """The llama_cpp.Llama object (its eval() checks for cancellation), for token-level scoring."""
        return self._llm

    def count_tokens(self, text: str) -> int:
        return len(self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def _chat(self, system: str, prompt: str, *, max_tokens: int, temperature: float, top_p: float = 1.0,
              stop: list[str] | None = None, grammar: Any = None) -> Generation:
        if self.cancelled:
            raise Cancelled("generation cancelled")
        sampled = [0]
        evaluated_before = self._evaluated

        def count(_ids: Any, logits: Any) -> Any:  # called once per sampled token
            sampled[0] += 1
            return logits

        messages = [{"role": "system", "content": system}, {"role": "user", "content": prompt}]
        parts: list[str] = []
        try:
            stream = self._llm.create_chat_completion(
                messages=messages, max_tokens=max_tokens, temperature=self.sampling_temperature(temperature),
                top_p=top_p, stop=stop,
                grammar=grammar, stream=True, logits_processor=[count])
            for chunk in stream:
                if self.cancelled:
                    stream.close()  # stops llama.cpp after the current token
                    raise Cancelled("generation cancelled")
                delta = chunk["choices"][0].get("delta", {})
                parts.append(delta.get("content") or "")
        except Cancelled:
            raise
        except ValueError as exc:  # e.g. "Requested tokens exceed context window"
            raise ModelError(f"the model could not process the request: {exc}") from None
        completion = sampled[0]
        prompt_tokens = max(0, self._llm.n_tokens - completion)
        # eval() also runs once per generated token (all but the last); the rest is prompt.
        evaluated = max(0, self._evaluated - evaluated_before - max(0, completion - 1))
        return Generation("".join(parts), prompt_tokens, completion, min(evaluated, prompt_tokens))

    def _wrap_eval(self) -> None:
        """Evaluate prompts in small chunks and check for cancellation between them.

        Streaming only notices a cancel once tokens are generated; a long prompt on a busy CPU can take
        seconds before that, so the prompt phase must be interruptible too.
        """
        original = self._llm.eval

        def eval_in_chunks(tokens: Any) -> None:
            tokens = list(tokens)
            self._evaluated += len(tokens)
            for i in range(0, len(tokens), EVAL_CHUNK):
                if self.cancelled:
                    raise Cancelled("generation cancelled")
                original(tokens[i : i + EVAL_CHUNK])

        self._llm.eval = eval_in_chunks

    def _grammar(self, schema: dict[str, Any]) -> Any:
        from llama_cpp.llama_grammar import LlamaGrammar

        key = json.dumps(schema, sort_keys=True)
        with self._grammar_lock:
            grammar = self._grammars.get(key)
            if grammar is None:
                grammar = LlamaGrammar.from_json_schema(key, verbose=False)
                self._grammars[key] = grammar
                if len(self._grammars) > _GRAMMAR_CACHE:
                    self._grammars.popitem(last=False)
            else:
                self._grammars.move_to_end(key)
            return grammar
