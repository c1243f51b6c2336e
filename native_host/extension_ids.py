"""The extension's fixed identities. Chromium derives its id from the manifest's `key`
(extension/manifest.json); Firefox uses `browser_specific_settings.gecko.id`."""

CHROMIUM_EXTENSION_ID = "ljfnedmageddbfcnklahdekfbnkblbih"
FIREFOX_EXTENSION_ID = "looktwice@looktwice.dev"
HOST_NAME = "looktwice.native_host"
