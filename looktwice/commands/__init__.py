"""Subcommands. Each module has `register(subparsers)` that adds its parser and sets `func`.

Modules import their heavy dependencies inside `func`, so `looktwice --help` stays fast.
"""

COMMANDS = ("anonymize", "restore", "run", "serve", "status", "install_host", "eval", "models")
