"""`looktwice serve`: the local service on 127.0.0.1 (one engine for every browser and profile)."""

from __future__ import annotations

from typing import Any


def register(sub: Any) -> None:
    from proxy.command_line import add_idle_exit_option, add_service_options, serve_command

    parser = sub.add_parser("serve", help="run the local service (127.0.0.1 only)",
                            description="Load the engine once and serve the extension's native host over "
                                        "HTTP and WebSocket on 127.0.0.1.")
    add_service_options(parser)
    add_idle_exit_option(parser)
    parser.set_defaults(func=serve_command)
