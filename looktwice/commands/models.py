"""`looktwice models`: the models usable right now (files in local stores, servers on loopback)."""

from __future__ import annotations

import argparse
import json
import sys


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "models", help="list the models found on this machine (local stores and loopback servers)",
        description="GGUF files in Ollama's, LM Studio's, Jan's, GPT4All's and the Hugging Face cache's folders "
                    "and $LOOKTWICE_MODELS_DIR, and OpenAI-compatible servers on 127.0.0.1 (Ollama 11434, "
                    "LM Studio 1234, llama-server 8080, llama-cpp-python 8000, $LOOKTWICE_MODEL_SERVERS). "
                    "Nothing is downloaded or loaded. The last column is what --model takes.")
    parser.add_argument("--json", action="store_true", help="one JSON array of rows")
    parser.add_argument("--no-probe", action="store_true", help="files only: do not ask servers on loopback")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from models.runtime.discovery import discover, print_table

    rows = discover(active_model(), probe=not args.no_probe)
    if args.json:
        sys.stdout.write(json.dumps([r.to_json() for r in rows], ensure_ascii=False, indent=2) + "\n")
    else:
        print_table(rows)
    return 0


def active_model() -> str | None:
    """The running service's model, else the one config.json remembers (None: the embedded one)."""
    from protocol.client import health, service_record
    from protocol.config import Settings

    record = service_record()
    answer = health(record["port"], timeout=1.0) if record else None
    if answer and isinstance(answer.get("model"), dict):
        model = answer["model"]
        return model.get("ref") or model.get("path")
    return Settings.load().model_path
