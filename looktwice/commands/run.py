"""`looktwice run` (what `make run` calls): make the secrets, register the host with the browsers found on
this machine, and run the service in the foreground (Ctrl-C stops it)."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    from proxy.command_line import add_service_options

    parser = sub.add_parser("run", help="register the native host and run the service in the foreground")
    add_service_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import asyncio

    from native_host.installer import detect_browsers, install, project_root
    from protocol.client import health, service_record
    from protocol.config import state_dir
    from protocol.credentials import ensure_key, ensure_token
    from proxy.command_line import settings_from, setup_logging
    from proxy.server import serve

    settings = settings_from(args)  # a bad --model is refused before anything is registered
    directory = state_dir()
    ensure_token(directory)
    ensure_key(directory)
    browsers = detect_browsers()
    if not browsers:
        print("no browser found for this user; register one with `looktwice install-host --browser NAME`")
    for reg in install(browsers, directory=directory) if browsers else []:
        print(f"native host registered for {reg.browser}: {reg.manifest_path}")
    record = service_record(directory)
    if record and health(record["port"]):
        print(f"LookTwice is already running on 127.0.0.1:{record['port']} (pid {record.get('pid')}).")
        return 0
    extension = project_root() / "extension"
    print("To load the extension:")
    print("  1. open chrome://extensions (edge://extensions, brave://extensions) and turn on Developer mode")
    print(f"  2. click \"Load unpacked\" and choose {extension}")
    print("  3. open Reddit or ChatGPT and type: LookTwice suggests edits under the text box. Ctrl-C stops the service.")
    setup_logging()
    asyncio.run(serve(settings, directory))
    return 0
