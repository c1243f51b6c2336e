"""`looktwice` entry point: parse arguments, run a subcommand, turn known errors into one line."""

from __future__ import annotations

import argparse
import importlib
import sys

from models import __version__
from models.errors import LookTwiceError
from models.runtime.reference import RemoteModelRefused

from .commands import COMMANDS


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="looktwice", description="Local, rational anonymization of drafts.")
    parser.add_argument("--version", action="version", version=f"looktwice {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        importlib.import_module(f"looktwice.commands.{name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(args.func(args) or 0)
    except RemoteModelRefused as exc:  # a usage error: the same exit code as a bad argument
        print(f"looktwice: error: {exc}", file=sys.stderr)
        return 2
    except LookTwiceError as exc:
        print(f"looktwice: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("looktwice: interrupted", file=sys.stderr)
        return 130
