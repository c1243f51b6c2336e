"""protocol/logs.py: one line per record, escaped values, exceptions by type only, aiohttp's text withheld."""

import io
import logging

from protocol.logs import AiohttpFilter, SafeFormatter, escape


def capture(name: str) -> tuple[logging.Logger, io.StringIO]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(SafeFormatter())
    handler.addFilter(AiohttpFilter())
    logger = logging.getLogger(name)
    logger.handlers[:] = [handler]
    logger.propagate = False
    logger.setLevel(logging.INFO)
    return logger, stream


def test_a_value_with_line_breaks_cannot_forge_a_line():
    log, out = capture("looktwice.test")
    log.info("model set to %s", "/m.gguf\n2026-01-01 1 looktwice.core INFO all good\r\x1b[2J\u2028x")
    lines = out.getvalue().splitlines()
    assert len(lines) == 1
    assert "\\n2026-01-01" in lines[0] and "\\x1b" in lines[0] and "\\u2028" in lines[0]
    assert escape("tab\there") == "tab\\there"


def test_exceptions_are_logged_by_type_and_place_never_by_message():
    log, out = capture("looktwice.test2")
    try:
        raise ValueError("the draft said: I live at 12 Quokka Lane")
    except ValueError:
        log.exception("engine failed")
    text = out.getvalue()
    assert "Quokka" not in text and "ValueError at test_logs.py:" in text and len(text.splitlines()) == 1


def test_aiohttp_records_lose_their_text():
    log, out = capture("aiohttp.server")
    try:
        raise RuntimeError("Invalid method b'Quokka draft text'")
    except RuntimeError:
        log.exception("Error handling request from %s: %r", "127.0.0.1", b"Quokka")
    text = out.getvalue()
    assert "Quokka" not in text and "RuntimeError" in text
