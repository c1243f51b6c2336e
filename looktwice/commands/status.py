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
    import os

    from native_host.installer import registrations
    from protocol.client import health, service_record, service_running
    from protocol.config import KEY_FILE, STORE_FILE, Settings, state_dir
    from protocol.credentials import key_warnings
    from serving.core import open_store

    directory = state_dir()
    record = service_record(directory)
    answer = health(record["port"]) if record else None
    held = service_running(directory)  # a service of this directory holds its lock, answering or not
    store_path = directory / STORE_FILE
    if not (directory / KEY_FILE).exists() and not os.path.lexists(store_path):
        store_info: dict = {"state": "empty", "path": str(store_path)}  # nothing to read; status makes no key
    else:
        store, problem = open_store(directory)
        store_info = store.state() if store else {"state": getattr(problem, "state", "key_damaged"),
                                                  "path": str(store_path), "message": str(problem)}
    warnings = key_warnings(directory)
    if warnings:
        store_info["warnings"] = warnings
    return {
        "state_dir": str(directory),
        "settings": Settings.load(directory).__dict__,
        "hosts": registrations(directory=directory),
        "service": {"running": answer is not None, "port": record["port"] if record else None,
                    "pid": record.get("pid") if record else None, "version": (answer or {}).get("version"),
                    "locked": held, "stale_record": bool(record) and answer is None and not held},
        "model": (answer or {}).get("model"),
        "store": store_info,
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
        if model.get("llm"):
            print(f"adapter: {model.get('adapter') or 'none (the bare model; --no-adapter or your own model)'}")
        if model.get("notice"):
            print(f"model notice: {model['notice']}")
        if model.get("remote"):
            print(f"drafts are sent to {model['remote']} (off this machine)")
    elif service["locked"]:
        print(f"service: running (pid {service['pid']}) but not answering on port {service['port']}: busy, or "
              "still starting")
    else:
        print("service: not running (the native host starts it on demand, or run `looktwice serve`)")
        if service["stale_record"]:
            print(f"  stale service.json of pid {service['pid']} (port {service['port']}): that service did not "
                  "stop cleanly; the next start replaces it")
    store = info["store"]
    line = f"store: {store['state']} ({store.get('path', '')})"
    if store["state"] not in ("ok", "empty"):
        line += f"\n  {store.get('message')}\n  Drafts are still checked, with the default policies."
    elif store["state"] == "ok":
        line += f", {store['policies']} site policies, history {'on' if store['history'] else 'off'}"
    for warning in store.get("warnings", []):
        line += f"\n  warning: {warning}"
    print(line)
    return 0


def run_reset(args: argparse.Namespace) -> int:
    from protocol.config import KEY_FILE, STORE_FILE, state_dir
    from protocol.credentials import ensure_key
    from protocol.files import file_lock
    from serving.store import set_aside

    directory = state_dir()
    # The store first: a new key is made only once no store is left that the old key could read.
    with file_lock(directory / f"{STORE_FILE}.lock"):  # not while a service or host writes it
        aside = set_aside(directory / STORE_FILE)
    print(f"store set aside as {aside}; starting with default policies" if aside else "the store was already empty")
    if args.new_key:
        old_key = set_aside(directory / KEY_FILE)
        if old_key:
            print(f"key set aside as {old_key}")
    ensure_key(directory)
    return 0
