"""The service's command-line options, shared by `python -m proxy`, `looktwice serve` and `looktwice run`."""

from __future__ import annotations

import argparse
import logging
import sys

from protocol.config import DEFAULT_QUEUE_SIZE, Settings


def add_service_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=int, help="TCP port (default 8765 or config.json; 0 picks a free one)")
    parser.add_argument("--model", help="a GGUF file instead of the embedded model")
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

    parser = argparse.ArgumentParser(prog="python -m proxy", description="The LookTwice service on 127.0.0.1.")
    add_service_options(parser)
    add_idle_exit_option(parser)
    args = parser.parse_args(argv)
    try:
        return serve_command(args)
    except LookTwiceError as exc:
        print(f"looktwice: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
