"""Register the native host with browsers: the launcher script, the manifests, the Windows registry keys.

`system`, `home` and `winreg` are parameters so tests can install into a temporary home for each OS
layout (and a fake registry) without touching the real ones.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from models.errors import InputError
from protocol.config import CONFIG_FILE, Settings, read_json_file, state_dir, update_config
from protocol.extension_ids import CHROMIUM_EXTENSION_ID, FIREFOX_EXTENSION_ID, HOST_NAME, origin_for_id
from protocol.files import atomic_write

from .manifests import (BROWSERS, EXECUTABLES, WINDOWS_KEYS, manifest, manifest_dir, manifest_filename,
                        profile_dir)

# Settings the launcher carries from the installing shell into the browser-started host.
PASSED_ENV = ("LOOKTWICE_IN_PROCESS", "LOOKTWICE_NO_LLM", "LOOKTWICE_PORT", "LOOKTWICE_MODEL", "LOOKTWICE_IDLE_EXIT")


@dataclass(frozen=True)
class Registration:
    """One browser's registration of the host."""

    browser: str
    manifest_path: Path
    registry_key: str | None = None  # Windows only: HKCU\<key>


def current_system() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    return "darwin" if sys.platform == "darwin" else "linux"


def project_root() -> Path:
    """The folder holding the `native_host` package (importable even without `pip install`)."""
    return Path(__file__).resolve().parent.parent


def write_launcher(directory: Path, system: str | None = None) -> Path:
    """The program the manifests point at: this interpreter with `-m native_host`, absolute paths only
    (browsers start hosts with a minimal environment and an unrelated working directory)."""
    system = system or current_system()
    folder = directory / "native-host"
    folder.mkdir(parents=True, exist_ok=True)
    python = Path(sys.executable).absolute()
    env = {"LOOKTWICE_HOME": str(directory.resolve()), "PYTHONPATH": str(project_root())}
    env.update({k: os.environ[k] for k in PASSED_ENV if os.environ.get(k)})
    if system == "windows":
        path = folder / "looktwice-native-host.bat"
        lines = ["@echo off"] + [f'set "{k}={v}"' for k, v in env.items()] + [f'"{python}" -m native_host %*', ""]
        atomic_write(path, "\r\n".join(lines).encode("utf-8"), mode=0o755)
    else:
        path = folder / "looktwice-native-host"
        lines = ["#!/bin/sh", "# Written by `looktwice install-host`: starts the LookTwice native-messaging host."]
        lines += [f"{k}={shlex.quote(v)}; export {k}" for k, v in env.items()]
        lines += [f'exec {shlex.quote(str(python))} -m native_host "$@"', ""]
        atomic_write(path, "\n".join(lines).encode("utf-8"), mode=0o755)
    return path


def install(browsers: list[str], extension_ids: list[str] | None = None, manifest_folder: Path | None = None,
            system: str | None = None, home: Path | None = None, winreg: Any = None,
            directory: Path | None = None) -> list[Registration]:
    """Write the launcher and one manifest per browser; on Windows also the registry keys."""
    system = system or current_system()
    home = home or Path.home()
    directory = directory or state_dir()
    launcher = write_launcher(directory, system)
    ids = list(extension_ids or [])
    _remember_origins(ids, directory)
    done = []
    for browser in browsers:
        ids_for = [i for i in ids if _is_firefox_id(i) == (browser == "firefox")]
        body = manifest(browser, launcher, ids_for)
        if manifest_folder is not None:
            folder = manifest_folder
        elif system == "windows":
            folder = directory / "native-host" / browser
        else:
            folder = manifest_dir(browser, system, home)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / manifest_filename()
        atomic_write(path, (json.dumps(body, indent=2) + "\n").encode("utf-8"), mode=0o644)
        key = None
        if system == "windows" and manifest_folder is None:
            key = _registry_set(browser, path, winreg)
        if manifest_folder is not None:
            _remember_folder(browser, folder, directory)
        done.append(Registration(browser, path, key))
    return done


def uninstall(browsers: list[str], manifest_folder: Path | None = None, system: str | None = None,
              home: Path | None = None, winreg: Any = None, directory: Path | None = None) -> list[Registration]:
    """Remove what install() wrote for these browsers; returns what was there."""
    system = system or current_system()
    home = home or Path.home()
    directory = directory or state_dir()
    removed = []
    for browser in browsers:
        if manifest_folder is not None:
            path = manifest_folder / manifest_filename()
        elif system == "windows":
            path = directory / "native-host" / browser / manifest_filename()
        else:
            path = manifest_dir(browser, system, home) / manifest_filename()
        key = _registry_delete(browser, winreg) if system == "windows" and manifest_folder is None else None
        if path.exists() or key:
            removed.append(Registration(browser, path, key))
        _unlink(path)
        # without --manifest-dir, "uninstall" means everything install-host wrote for this browser
        folders = [manifest_folder] if manifest_folder is not None else _custom_folders(directory).get(browser, [])
        for folder in folders:
            custom = Path(folder) / manifest_filename()
            if custom != path and custom.exists():
                removed.append(Registration(browser, custom))
                _unlink(custom)
            _forget_folder(browser, Path(folder), directory)
    return removed


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass


def registrations(system: str | None = None, home: Path | None = None, winreg: Any = None,
                  directory: Path | None = None) -> dict[str, dict[str, Any]]:
    """What is installed, per browser (for `looktwice status`)."""
    system = system or current_system()
    home = home or Path.home()
    directory = directory or state_dir()
    found: dict[str, dict[str, Any]] = {}
    custom = _custom_folders(directory)
    for browser in BROWSERS:
        if system == "windows":
            value = _registry_get(browser, winreg)
            path = Path(value) if value else None
        else:
            path = manifest_dir(browser, system, home) / manifest_filename()
        if path is not None and path.exists():
            found[browser] = _describe(path)
        for folder in custom.get(browser, []):  # written with --manifest-dir (a profile's own folder)
            extra = Path(folder) / manifest_filename()
            if extra.exists() and extra != path:
                found[f"{browser} ({folder})"] = _describe(extra)
    return found


def _describe(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"manifest": str(path), "problem": "unreadable manifest"}
    launcher = Path(str(data.get("path", "")))
    return {"manifest": str(path), "launcher": str(launcher),
            "launcher_ok": launcher.is_file() and os.access(launcher, os.X_OK)}


MANIFEST_DIRS = "manifest_dirs"  # config.json: {browser: [folders given to --manifest-dir]}


def _custom_folders(directory: Path) -> dict[str, list[str]]:
    try:
        value = (read_json_file(directory / CONFIG_FILE) or {}).get(MANIFEST_DIRS)
    except InputError:  # a damaged config.json: the service reports it; status still lists the rest
        return {}
    if not isinstance(value, dict):
        return {}
    return {b: [f for f in v if isinstance(f, str)] for b, v in value.items() if isinstance(v, list)}


def _remember_folder(browser: str, folder: Path, directory: Path) -> None:
    known = _custom_folders(directory)
    entry = str(folder.resolve())
    if entry not in known.get(browser, []):
        known[browser] = known.get(browser, []) + [entry]
        update_config({MANIFEST_DIRS: known}, directory)


def _forget_folder(browser: str, folder: Path, directory: Path) -> None:
    known = _custom_folders(directory)
    entry = str(folder.resolve())
    if entry in known.get(browser, []):
        known[browser] = [f for f in known[browser] if f != entry]
        update_config({MANIFEST_DIRS: {b: v for b, v in known.items() if v}}, directory)


def detect_browsers(system: str | None = None, home: Path | None = None) -> list[str]:
    """Browsers that look installed for this user: a profile folder exists or the program is on PATH."""
    system = system or current_system()
    home = home or Path.home()
    found = []
    for browser in BROWSERS:
        profile = profile_dir(browser, system, home)
        if (profile is not None and profile.exists()) or any(shutil.which(x) for x in EXECUTABLES[browser]):
            found.append(browser)
    return found


def _is_firefox_id(extension_id: str) -> bool:
    return "@" in extension_id or extension_id.startswith("{")


def _remember_origins(ids: list[str], directory: Path) -> None:
    """The service accepts requests from these origins too (its Origin check)."""
    extra = [origin_for_id(i) for i in ids if i not in (CHROMIUM_EXTENSION_ID, FIREFOX_EXTENSION_ID)]
    if not extra:
        return
    known = Settings.load(directory).extension_origins
    update_config({"extension_origins": sorted(set(known) | set(extra))}, directory)


def _winreg(winreg: Any) -> Any:
    if winreg is not None:
        return winreg
    import winreg as real  # pragma: no cover - Windows only

    return real  # pragma: no cover


def _registry_set(browser: str, manifest_path: Path, winreg: Any) -> str:
    reg = _winreg(winreg)
    key = f"{WINDOWS_KEYS[browser]}\\{HOST_NAME}"
    reg.SetValue(reg.HKEY_CURRENT_USER, key, reg.REG_SZ, str(manifest_path))
    return key


def _registry_get(browser: str, winreg: Any) -> str | None:
    reg = _winreg(winreg)
    try:
        return reg.QueryValue(reg.HKEY_CURRENT_USER, f"{WINDOWS_KEYS[browser]}\\{HOST_NAME}") or None
    except OSError:
        return None


def _registry_delete(browser: str, winreg: Any) -> str | None:
    reg = _winreg(winreg)
    key = f"{WINDOWS_KEYS[browser]}\\{HOST_NAME}"
    try:
        reg.DeleteKey(reg.HKEY_CURRENT_USER, key)
    except OSError:
        return None
    return key
