"""Every test gets its own LookTwice state directory (as simonw/llm's tests get their own LLM_USER_PATH), and
none sees the developer's LOOKTWICE_* settings: a test never reads or writes the real token, key or store."""

from __future__ import annotations

from pathlib import Path

import pytest

# Settings that the environment overrides (protocol/config.py, Settings.load).
_SETTINGS_ENV = ("LOOKTWICE_PORT", "LOOKTWICE_IN_PROCESS", "LOOKTWICE_NO_LLM", "LOOKTWICE_IDLE_EXIT",
                 "LOOKTWICE_MODEL")


@pytest.fixture(autouse=True)
def looktwice_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path_factory.mktemp("looktwice-home")
    monkeypatch.setenv("LOOKTWICE_HOME", str(home))
    for name in _SETTINGS_ENV:
        monkeypatch.delenv(name, raising=False)
    return home
