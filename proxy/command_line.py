"""The service's command-line options, shared by `python -m proxy`, `looktwice serve` and `looktwice run`."""

from __future__ import annotations

import argparse
import logging
import sys

from protocol.config import DEFAULT_QUEUE_SIZE, Settings


MODEL_HELP = ("the model: a GGUF path, ollama:NAME:TAG, or an OpenAI-compatible server on this machine, "
              "http://127.0.0.1:PORT/v1[#MODEL] (default: the embedded SmolLM2-135M; `looktwice models` lists them)")


def add_remote_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--allow-remote-model", action="store_true",
                        help="accept a model server that is not on this machine (your drafts are sent to it)")


def check_model_ref(ref: str | None, allow_remote: bool) -> None:
    """Raises RemoteModelRefused (exit code 2) or ModelError for a malformed reference, before any loading."""
    from models.runtime.reference import parse_model_ref

    parse_model_ref(ref, allow_remote=allow_remote)


def add_service_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=int, help="TCP port (default 8765 or config.json; 0 picks a free one)")
    parser.add_argument("--model", help=MODEL_HELP)
    add_remote_option(parser)
    parser.add_argument("--no-llm", action="store_true", help="pre-filter only, no model (milliseconds)")
    parser.add_argument("--no-adapter", action="store_true",
                        help="the embedded model without its trained attacker adapter (models/adapters/)")
    parser.add_argument("--queue", type=int,
                        help=f"analyses admitted at once before answering busy (default {DEFAULT_QUEUE_SIZE})")


def add_idle_exit_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--idle-exit", type=float, default=0.0, metavar="SECONDS",
                        help="exit after this many seconds without connections or work (default: never)")


def settings_from(args: argparse.Namespace) -> Settings:
    """config.json and the environment, overridden by the options given."""
    settings = Settings.load()
    if args.allow_remote_model:
        settings.allow_remote_model = True
    if args.model:
        check_model_ref(args.model, settings.allow_remote_model)  # exit code 2 before the service starts
    if args.port is not None:
        settings.port = args.port
    if args.model:
        settings.model_path = args.model
    if args.no_llm:
        settings.use_llm = False
    if args.no_adapter:
        settings.use_adapter = False
    if args.queue:
        settings.queue_size = args.queue
    return settings


def setup_logging() -> None:
    # stderr: a host-started service's stderr is service.log (native_host/service_starter.py).
    from protocol.logs import configure

    configure([logging.StreamHandler(sys.stderr)])


def serve_command(args: argparse.Namespace) -> int:
    """Run the service in the foreground until SIGINT/SIGTERM (or --idle-exit)."""
    import asyncio

    from .server import serve

    setup_logging()
    asyncio.run(serve(settings_from(args), idle_exit=args.idle_exit))
    return 0


def main(argv: list[str] | None = None) -> int:
    from models.errors import LookTwiceError
    from models.runtime.reference import RemoteModelRefused

    parser = argparse.ArgumentParser(prog="python -m proxy", description="The LookTwice service on 127.0.0.1.")
    add_service_options(parser)
    add_idle_exit_option(parser)
    args = parser.parse_args(argv)
    try:
        return serve_command(args)
    except RemoteModelRefused as exc:  # a usage error: the same exit code as a bad argument (as `looktwice`)
        print(f"looktwice: error: {exc}", file=sys.stderr)
        return 2
    except LookTwiceError as exc:
        print(f"looktwice: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
