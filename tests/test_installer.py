"""install-host / uninstall-host: manifests in a temporary home for each browser and OS layout, the
Windows registry through a fake winreg, the launcher, and the CLI."""

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from host_support import REPO
from protocol.extension_ids import CHROMIUM_EXTENSION_ID, FIREFOX_EXTENSION_ID, HOST_NAME
from native_host.installer import install, registrations, uninstall
from native_host.manifests import BROWSERS, validate_manifest

EXPECTED = {
    "linux": {
        "chrome": ".config/google-chrome/NativeMessagingHosts",
        "chromium": ".config/chromium/NativeMessagingHosts",
        "edge": ".config/microsoft-edge/NativeMessagingHosts",
        "brave": ".config/BraveSoftware/Brave-Browser/NativeMessagingHosts",
        "firefox": ".mozilla/native-messaging-hosts",
    },
    "darwin": {
        "chrome": "Library/Application Support/Google/Chrome/NativeMessagingHosts",
        "chromium": "Library/Application Support/Chromium/NativeMessagingHosts",
        "edge": "Library/Application Support/Microsoft Edge/NativeMessagingHosts",
        "brave": "Library/Application Support/BraveSoftware/Brave-Browser/NativeMessagingHosts",
        "firefox": "Library/Application Support/Mozilla/NativeMessagingHosts",
    },
}


class FakeWinreg:
    """The three winreg calls the installer makes, over a dict."""

    HKEY_CURRENT_USER = "HKCU"
    REG_SZ = 1

    def __init__(self):
        self.keys = {}

    def SetValue(self, root, key, kind, value):
        assert root == "HKCU" and kind == self.REG_SZ
        self.keys[key] = value

    def QueryValue(self, root, key):
        if key not in self.keys:
            raise FileNotFoundError(key)
        return self.keys[key]

    def DeleteKey(self, root, key):
        if key not in self.keys:
            raise FileNotFoundError(key)
        del self.keys[key]


@pytest.mark.parametrize("system", ["linux", "darwin"])
def test_manifests_for_every_browser_in_each_layout(tmp_path, system):
    home, state = tmp_path / "home", tmp_path / "state"
    done = install(list(BROWSERS), system=system, home=home, directory=state)
    assert [r.browser for r in done] == list(BROWSERS)
    for reg in done:
        assert reg.manifest_path == home / EXPECTED[system][reg.browser] / f"{HOST_NAME}.json"
        data = json.loads(reg.manifest_path.read_text())
        assert validate_manifest(reg.browser, data) == []
        if reg.browser == "firefox":
            assert data["allowed_extensions"] == [FIREFOX_EXTENSION_ID]
        else:
            assert data["allowed_origins"] == [f"chrome-extension://{CHROMIUM_EXTENSION_ID}/"]
        launcher = Path(data["path"])
        assert launcher.is_absolute() and os.access(launcher, os.X_OK)
    found = registrations(system=system, home=home, directory=state)
    assert set(found) == set(BROWSERS) and all(r["launcher_ok"] for r in found.values())
    removed = uninstall(list(BROWSERS), system=system, home=home, directory=state)
    assert len(removed) == len(BROWSERS) and registrations(system=system, home=home, directory=state) == {}


def test_windows_registry_keys_through_a_fake_winreg(tmp_path):
    reg = FakeWinreg()
    done = install(["chrome", "edge", "firefox"], system="windows", home=tmp_path, winreg=reg, directory=tmp_path)
    assert reg.keys == {
        rf"Software\Google\Chrome\NativeMessagingHosts\{HOST_NAME}": str(done[0].manifest_path),
        rf"Software\Microsoft\Edge\NativeMessagingHosts\{HOST_NAME}": str(done[1].manifest_path),
        rf"Software\Mozilla\NativeMessagingHosts\{HOST_NAME}": str(done[2].manifest_path),
    }
    data = json.loads(done[0].manifest_path.read_text())
    assert data["path"].endswith(".bat") and validate_manifest("chrome", data) == []
    bat = Path(data["path"]).read_bytes()
    assert b"\r\n" in bat and b"-m native_host %*" in bat
    assert set(registrations(system="windows", winreg=reg, directory=tmp_path)) == {"chrome", "edge", "firefox"}
    uninstall(["chrome", "edge", "firefox"], system="windows", winreg=reg, directory=tmp_path)
    assert reg.keys == {}


def test_custom_ids_and_manifest_dir_and_origin_registration(tmp_path):
    folder = tmp_path / "profile" / "NativeMessagingHosts"
    chromium_id = "abcdefghijklmnopabcdefghijklmnop"
    install(["chromium"], [chromium_id, "me@example.org"], manifest_folder=folder, system="linux", home=tmp_path,
            directory=tmp_path)
    data = json.loads((folder / f"{HOST_NAME}.json").read_text())
    assert data["allowed_origins"] == [f"chrome-extension://{chromium_id}/"]
    assert set(registrations(system="linux", home=tmp_path, directory=tmp_path)) == {f"chromium ({folder})"}
    uninstall(["chromium"], manifest_folder=folder, system="linux", home=tmp_path, directory=tmp_path)
    assert registrations(system="linux", home=tmp_path, directory=tmp_path) == {}
    config = json.loads((tmp_path / "config.json").read_text())
    assert set(config["extension_origins"]) == {f"chrome-extension://{chromium_id}", "moz-extension://me@example.org"}


def test_validator_catches_what_browsers_refuse():
    good = {"name": HOST_NAME, "description": "d", "path": "/x", "type": "stdio",
            "allowed_origins": [f"chrome-extension://{CHROMIUM_EXTENSION_ID}/"]}
    assert validate_manifest("chrome", good) == []
    assert validate_manifest("chrome", {**good, "path": "relative"})
    assert validate_manifest("chrome", {**good, "allowed_origins": ["chrome-extension://x/"]})
    assert validate_manifest("firefox", good)  # Firefox needs allowed_extensions


def test_launcher_script(tmp_path, monkeypatch):
    monkeypatch.setenv("LOOKTWICE_IN_PROCESS", "1")
    [reg] = install(["chromium"], system="linux", home=tmp_path, directory=tmp_path / "state")
    launcher = Path(json.loads(reg.manifest_path.read_text())["path"])
    text = launcher.read_text()
    assert text.startswith("#!/bin/sh\n") and f"exec {sys.executable} -m native_host" in text
    assert "LOOKTWICE_IN_PROCESS=1" in text and f"LOOKTWICE_HOME={tmp_path / 'state'}" in text
    assert stat.S_IMODE(launcher.stat().st_mode) == 0o755


def test_cli_install_status_uninstall(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path / "home"), LOOKTWICE_HOME=str(tmp_path / "state"), PYTHONPATH=str(REPO))
    run = lambda *a: subprocess.run([sys.executable, "-m", "looktwice", *a], env=env, capture_output=True, text=True)
    out = run("install-host", "--browser", "all")
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "home/.config/chromium/NativeMessagingHosts" / f"{HOST_NAME}.json").exists()
    status = run("status")
    assert "host for chromium" in status.stdout and "host for firefox" in status.stdout
    assert "service: not running" in status.stdout
    out = run("install-host", "--browser", "chromium", "--manifest-dir", str(tmp_path / "m"))
    assert validate_manifest("chromium", json.loads((tmp_path / "m" / f"{HOST_NAME}.json").read_text())) == []
    assert f"host for chromium ({tmp_path / 'm'}): {tmp_path / 'm' / HOST_NAME}.json (ok)" in run("status").stdout
    assert run("uninstall-host", "--browser", "all").returncode == 0  # also the --manifest-dir one
    assert not (tmp_path / "m" / f"{HOST_NAME}.json").exists()
    assert "not registered" in run("status").stdout
    assert run("install-host", "--browser", "safari").returncode == 2
