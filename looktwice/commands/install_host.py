"""`looktwice install-host` / `looktwice uninstall-host`: register the native host with browsers."""

from __future__ import annotations

import argparse

BROWSER_CHOICES = ("chrome", "chromium", "edge", "brave", "firefox", "all")


def register(sub: argparse._SubParsersAction) -> None:
    install = sub.add_parser("install-host", help="register the native-messaging host with browsers",
                             description="Write the host launcher and the browsers' manifests (the registry on "
                                         "Windows) so the extension can start LookTwice.")
    _common(install)
    install.add_argument("--extension-id", action="append", dest="extension_ids", metavar="ID",
                         help="allow this extension id (repeatable; default: LookTwice's fixed ids)")
    install.set_defaults(func=run_install)
    uninstall = sub.add_parser("uninstall-host", help="remove the native-messaging host registration")
    _common(uninstall)
    uninstall.set_defaults(func=run_uninstall)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--browser", choices=BROWSER_CHOICES, default="all",
                        help="which browser (default: all)")
    parser.add_argument("--manifest-dir", metavar="DIR",
                        help="write the manifest into DIR instead (e.g. <user-data-dir>/NativeMessagingHosts "
                             "of a profile started with --user-data-dir)")


def _browsers(choice: str) -> list[str]:
    from native_host.manifests import BROWSERS

    return list(BROWSERS) if choice == "all" else [choice]


def run_install(args: argparse.Namespace) -> int:
    from pathlib import Path

    from native_host.installer import install

    folder = Path(args.manifest_dir).expanduser().absolute() if args.manifest_dir else None
    for reg in install(_browsers(args.browser), args.extension_ids, folder):
        where = f"HKCU\\{reg.registry_key} -> {reg.manifest_path}" if reg.registry_key else str(reg.manifest_path)
        print(f"{reg.browser}: {where}")
    return 0


def run_uninstall(args: argparse.Namespace) -> int:
    from pathlib import Path

    from native_host.installer import uninstall

    folder = Path(args.manifest_dir).expanduser().absolute() if args.manifest_dir else None
    removed = uninstall(_browsers(args.browser), folder)
    for reg in removed:
        print(f"{reg.browser}: removed {reg.registry_key or reg.manifest_path}")
    if not removed:
        print("nothing was registered")
    return 0
