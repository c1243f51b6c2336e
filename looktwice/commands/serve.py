"""`looktwice serve`: the local service on 127.0.0.1 (one engine for every browser and profile)."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("serve", help="run the local service (127.0.0.1 only)",
                            description="Load the engine once and serve the extension's native host over "
                                        "HTTP and WebSocket on 127.0.0.1.")
    add_service_options(parser)
    parser.add_argument("--idle-exit", type=float, default=0.0, metavar="SECONDS",
                        help="exit after this many seconds without connections or work (default: never)")
    parser.set_defaults(func=run)


def add_service_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--port", type=int, help="TCP port (default 8765 or config.json; 0 picks a free one)")
    from .model_options import MODEL_HELP, add_remote_option

    parser.add_argument("--model", help=MODEL_HELP)
    add_remote_option(parser)
    parser.add_argument("--no-llm", action="store_true", help="pre-filter only, no model (milliseconds)")
    parser.add_argument("--queue", type=int, help="analyses admitted at once before answering busy (default 16)")


def settings_from(args: argparse.Namespace):
    from proxy.config import Settings

    from .model_options import check_model_ref

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
    if args.queue:
        settings.queue_size = args.queue
    return settings


def setup_logging() -> None:
    import logging
    import sys

    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(process)d %(name)s %(levelname)s %(message)s")


def run(args: argparse.Namespace) -> int:
    import asyncio

    from proxy.server import serve

    setup_logging()
    asyncio.run(serve(settings_from(args), idle_exit=args.idle_exit))
    return 0
