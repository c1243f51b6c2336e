"""The model options `run`, `serve`, `anonymize` and `eval` share."""

from __future__ import annotations

import argparse

MODEL_HELP = ("the model: a GGUF path, ollama:NAME:TAG, or an OpenAI-compatible server on this machine, "
              "http://127.0.0.1:PORT/v1[#MODEL] (default: the embedded SmolLM2-135M; `looktwice models` lists them)")


def add_remote_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--allow-remote-model", action="store_true",
                        help="accept a model server that is not on this machine (your drafts are sent to it)")


def check_model_ref(ref: str | None, allow_remote: bool) -> None:
    """Raises RemoteModelRefused (exit code 2) or ModelError for a malformed reference, before any loading."""
    from models.runtime.reference import parse_model_ref

    parse_model_ref(ref, allow_remote=allow_remote)
