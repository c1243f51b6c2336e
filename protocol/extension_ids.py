"""The extension's fixed identities and the Origins a browser sends for them. Chromium derives its id from
the manifest's `key` (extension/manifest.json); Firefox uses `browser_specific_settings.gecko.id`."""

CHROMIUM_EXTENSION_ID = "ljfnedmageddbfcnklahdekfbnkblbih"
FIREFOX_EXTENSION_ID = "looktwice@looktwice.dev"
HOST_NAME = "looktwice.native_host"


def default_origins() -> set[str]:
    return {f"chrome-extension://{CHROMIUM_EXTENSION_ID}", f"moz-extension://{FIREFOX_EXTENSION_ID}"}


def origin_for_id(extension_id: str) -> str:
    """The Origin a browser sends for an extension id (Firefox ids contain '@' or braces)."""
    if "@" in extension_id or extension_id.startswith("{"):
        return f"moz-extension://{extension_id}"
    return f"chrome-extension://{extension_id}"
