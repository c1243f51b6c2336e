"""`looktwice status` (what is installed, whether the service runs, which model, the store's state) and
`looktwice reset-store` (set a damaged store aside and start empty)."""

from __future__ import annotations

import argparse
import json


def register(sub: argparse._SubParsersAction) -> None:
    status = sub.add_parser("status", help="show host registrations, the service, the model and the store")
    status.add_argument("--json", action="store_true", help="machine-readable output")
    status.set_defaults(func=run_status)
    reset = sub.add_parser("reset-store", help="set the encrypted store aside (kept as .corrupt-<ts>) and "
                                               "start with default policies")
    reset.add_argument("--new-key", action="store_true",
                       help="also set the key file aside and make a new key (when the key itself is damaged)")
    reset.set_defaults(func=run_reset)


def collect() -> dict:
    from native_host.installer import registrations
    from proxy.client import health, service_record
    from proxy.config import STORE_FILE, Settings, state_dir
    from proxy.core import open_store

    directory = state_dir()
    record = service_record(directory)
    answer = health(record["port"]) if record else None
    store, problem = open_store(directory)
    return {
        "state_dir": str(directory),
        "settings": Settings.load(directory).__dict__,
        "hosts": registrations(directory=directory),
        "service": {"running": answer is not None, "port": record["port"] if record else None,
                    "pid": record.get("pid") if record else None, "version": (answer or {}).get("version")},
        "model": (answer or {}).get("model"),
        "store": store.state() if store else {"state": "unusable", "path": str(directory / STORE_FILE),
                                               "message": problem},
    }


def run_status(args: argparse.Namespace) -> int:
    info = collect()
    if args.json:
        print(json.dumps(info, indent=2))
        return 0
    print(f"state directory: {info['state_dir']}")
    if info["hosts"]:
        for browser, reg in info["hosts"].items():
            ok = "ok" if reg.get("launcher_ok") else f"PROBLEM: {reg.get('problem', 'launcher missing')}"
            print(f"host for {browser}: {reg['manifest']} ({ok})")
    else:
        print("host: not registered with any browser (run `looktwice install-host`)")
    service = info["service"]
    if service["running"]:
        print(f"service: running on 127.0.0.1:{service['port']} (pid {service['pid']}, version {service['version']})")
        model = info["model"] or {}
        print(f"model: {model.get('name') or model.get('model_id') or 'none (pre-filter only)'} "
              f"[{model.get('backend') or '-'}] {model.get('path') or ''}".rstrip())
        if model.get("notice"):
            print(f"model notice: {model['notice']}")
        if model.get("remote"):
            print(f"drafts are sent to {model['remote']} (off this machine)")
    else:
        print("service: not running (the native host starts it on demand, or run `looktwice serve`)")
    store = info["store"]
    line = f"store: {store['state']} ({store.get('path', '')})"
    if store["state"] in ("unreadable", "corrupt", "unusable"):
        line += f"\n  {store.get('message')}"
    elif store["state"] == "ok":
        line += f", {store['policies']} site policies, history {'on' if store['history'] else 'off'}"
    print(line)
    return 0


def run_reset(args: argparse.Namespace) -> int:
    import os
    import time

    from proxy.config import KEY_FILE, STORE_FILE, state_dir
    from proxy.credentials import ensure_key
    from proxy.store import EncryptedStore

    directory = state_dir()
    if args.new_key and (directory / KEY_FILE).exists():
        aside = directory / f"{KEY_FILE}.corrupt-{time.strftime('%Y%m%dT%H%M%S')}"
        os.replace(directory / KEY_FILE, aside)
        print(f"key set aside as {aside}")
    store = EncryptedStore(directory / STORE_FILE, ensure_key(directory))
    aside = store.reset()
    print(f"store set aside as {aside}; starting with default policies" if aside else "the store was already empty")
    return 0
