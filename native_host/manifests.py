"""Where each browser looks for native-messaging host manifests, and what a manifest says.

Pure functions of (browser, OS, home): the installer writes, the tests validate against the same table.
Sources: Chrome https://developer.chrome.com/docs/extensions/develop/concepts/native-messaging#native-messaging-host-location,
Firefox https://developer.mozilla.org/en-US/docs/Mozilla/Add-ons/WebExtensions/Native_manifests#manifest_location.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from protocol.extension_ids import CHROMIUM_EXTENSION_ID, FIREFOX_EXTENSION_ID, HOST_NAME

BROWSERS = ("chrome", "chromium", "edge", "brave", "firefox")
CHROMIUM_FAMILY = ("chrome", "chromium", "edge", "brave")
DESCRIPTION = "LookTwice: finds what identifies you in a draft, on your own machine"

_LINUX = {  # relative to $HOME
    "chrome": ".config/google-chrome/NativeMessagingHosts",
    "chromium": ".config/chromium/NativeMessagingHosts",
    "edge": ".config/microsoft-edge/NativeMessagingHosts",
    "brave": ".config/BraveSoftware/Brave-Browser/NativeMessagingHosts",
    "firefox": ".mozilla/native-messaging-hosts",
}
_DARWIN = {  # relative to $HOME
    "chrome": "Library/Application Support/Google/Chrome/NativeMessagingHosts",
    "chromium": "Library/Application Support/Chromium/NativeMessagingHosts",
    "edge": "Library/Application Support/Microsoft Edge/NativeMessagingHosts",
    "brave": "Library/Application Support/BraveSoftware/Brave-Browser/NativeMessagingHosts",
    "firefox": "Library/Application Support/Mozilla/NativeMessagingHosts",
}
# Windows: HKCU\<key>\<HOST_NAME>, default value = the manifest's path.
WINDOWS_KEYS = {
    "chrome": r"Software\Google\Chrome\NativeMessagingHosts",
    "chromium": r"Software\Chromium\NativeMessagingHosts",
    "edge": r"Software\Microsoft\Edge\NativeMessagingHosts",
    "brave": r"Software\BraveSoftware\Brave-Browser\NativeMessagingHosts",
    "firefox": r"Software\Mozilla\NativeMessagingHosts",
}
# Where the browser keeps its profile: its presence says the browser is installed for this user.
_LINUX_PROFILE = {
    "chrome": ".config/google-chrome", "chromium": ".config/chromium", "edge": ".config/microsoft-edge",
    "brave": ".config/BraveSoftware/Brave-Browser", "firefox": ".mozilla",
}
_DARWIN_PROFILE = {
    "chrome": "Library/Application Support/Google/Chrome", "chromium": "Library/Application Support/Chromium",
    "edge": "Library/Application Support/Microsoft Edge",
    "brave": "Library/Application Support/BraveSoftware/Brave-Browser",
    "firefox": "Library/Application Support/Firefox",
}
EXECUTABLES = {
    "chrome": ("google-chrome", "google-chrome-stable"), "chromium": ("chromium", "chromium-browser"),
    "edge": ("microsoft-edge", "microsoft-edge-stable"), "brave": ("brave-browser", "brave"),
    "firefox": ("firefox", "firefox-esr"),
}


def manifest_filename() -> str:
    return f"{HOST_NAME}.json"


def manifest_dir(browser: str, system: str, home: Path) -> Path:
    """The per-user manifest folder of `browser` on `system` ("linux" or "darwin")."""
    table = {"linux": _LINUX, "darwin": _DARWIN}.get(system)
    if table is None:
        raise ValueError(f"no manifest folder for {system}: Windows uses the registry")
    return home / table[browser]


def profile_dir(browser: str, system: str, home: Path) -> Path | None:
    table = {"linux": _LINUX_PROFILE, "darwin": _DARWIN_PROFILE}.get(system)
    return home / table[browser] if table else None


def manifest(browser: str, launcher: Path, extension_ids: list[str]) -> dict[str, Any]:
    """The manifest JSON for `browser`; `extension_ids` default to the extension's fixed identity."""
    body: dict[str, Any] = {"name": HOST_NAME, "description": DESCRIPTION, "path": str(launcher), "type": "stdio"}
    if browser == "firefox":
        body["allowed_extensions"] = extension_ids or [FIREFOX_EXTENSION_ID]
    else:
        ids = extension_ids or [CHROMIUM_EXTENSION_ID]
        body["allowed_origins"] = [f"chrome-extension://{i}/" for i in ids]
    return body


def validate_manifest(browser: str, data: Any) -> list[str]:
    """Problems with a manifest (empty when valid): what the browsers check before starting a host."""
    import re

    problems = []
    if not isinstance(data, dict):
        return ["not a JSON object"]
    if data.get("name") != HOST_NAME or not re.fullmatch(r"[a-z0-9_]+(\.[a-z0-9_]+)*", str(data.get("name"))):
        problems.append(f"name must be {HOST_NAME}")
    if data.get("type") != "stdio":
        problems.append("type must be stdio")
    path = data.get("path")
    if not isinstance(path, str) or not Path(path).is_absolute():
        problems.append("path must be absolute (required on Linux and macOS)")
    if browser == "firefox":
        ids = data.get("allowed_extensions")
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) and i for i in ids):
            problems.append("allowed_extensions must be a non-empty list of extension ids")
        if "allowed_origins" in data:
            problems.append("Firefox manifests use allowed_extensions, not allowed_origins")
    else:
        origins = data.get("allowed_origins")
        if not isinstance(origins, list) or not origins:
            problems.append("allowed_origins must be a non-empty list")
        else:
            for origin in origins:
                if not isinstance(origin, str) or not re.fullmatch(r"chrome-extension://[a-p]{32}/", origin):
                    problems.append(f"bad origin {origin!r}: expected chrome-extension://<32 letters a-p>/")
    return problems
