"""The pure checks behind the service's middleware, request validation, and settings from the environment."""

import pytest

from protocol.config import Settings
from protocol.errors import ProtocolError
from protocol.messages import Analyze, parse_request
from protocol.extension_ids import origin_for_id
from proxy.security import host_allowed, origin_allowed, token_matches


@pytest.mark.parametrize("host,ok", [
    ("127.0.0.1:8765", True), ("localhost:8765", True), ("LOCALHOST:8765", True), ("[::1]:8765", True),
    ("127.0.0.1", False), ("127.0.0.1:80", False), ("127.0.0.1:8765.evil.com", False), ("evil.com:8765", False),
    ("127.0.0.1.nip.io:8765", False), ("localhost.:8765", False), ("[::1]", False), ("[::2]:8765", False),
    ("0.0.0.0:8765", False), ("", False), (None, False), ("127.0.0.2:8765", False),
])
def test_host_header(host, ok):
    assert host_allowed(host, 8765) is ok


def test_origins():
    allowed = {"chrome-extension://abc", "moz-extension://me@x.org"}
    assert origin_allowed(None, allowed)
    assert origin_allowed("chrome-extension://abc/", allowed)
    assert not origin_allowed("chrome-extension://abd", allowed)
    assert not origin_allowed("https://abc", allowed)
    assert not origin_allowed("null", allowed)
    assert origin_for_id("me@x.org") == "moz-extension://me@x.org"
    assert origin_for_id("abcdefghijklmnopabcdefghijklmnop") == "chrome-extension://abcdefghijklmnopabcdefghijklmnop"


def test_token_compare():
    assert token_matches("s3cret-token-value", "s3cret-token-value")
    assert not token_matches("s3cret-token-valuf", "s3cret-token-value")
    assert not token_matches("", "s3cret-token-value") and not token_matches(None, "x")
    assert not token_matches("ünïcode", "s3cret-token-value")


def test_requests_validate_and_normalize():
    req = parse_request({"id": "1", "type": "analyze", "draft": "hi", "site": " Reddit.COM ", "box": "b"})
    assert req == Analyze("1", "hi", "reddit.com", "b", None)
    with pytest.raises(ProtocolError) as err:
        parse_request({"id": "2", "type": "analyze", "draft": "hi", "site": "a.com", "policy": {"mode": "x"}})
    assert err.value.code == "bad_request" and err.value.request_id == "2"
    with pytest.raises(ProtocolError) as err:
        parse_request({"id": "3", "type": "analyze", "draft": "x" * 200_001, "site": "a.com"})
    assert err.value.code == "too_large"


def test_settings_from_config_and_environment(tmp_path, monkeypatch):
    (tmp_path / "config.json").write_text('{"port": 9000, "in_process": true, "extension_origins": ["x"]}')
    for name in ("LOOKTWICE_PORT", "LOOKTWICE_IN_PROCESS", "LOOKTWICE_NO_LLM", "LOOKTWICE_MODEL"):
        monkeypatch.delenv(name, raising=False)
    s = Settings.load(tmp_path)
    assert (s.port, s.in_process, s.use_llm, s.extension_origins) == (9000, True, True, ["x"])
    monkeypatch.setenv("LOOKTWICE_PORT", "0")
    monkeypatch.setenv("LOOKTWICE_IN_PROCESS", "0")
    monkeypatch.setenv("LOOKTWICE_NO_LLM", "1")
    s = Settings.load(tmp_path)
    assert (s.port, s.in_process, s.use_llm) == (0, False, False)
    (tmp_path / "config.json").write_text("{broken")
    with pytest.raises(Exception, match="config.json is not valid JSON"):
        Settings.load(tmp_path)
