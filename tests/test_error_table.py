"""One error table: protocol/errors.py, the table in native_host/PROTOCOL.md and the extension's list
(extension/shared/error_codes.js) name the same codes with the same HTTP status and the same "ends an
analysis"; every code the Python side sends is in the table."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from protocol.errors import ERRORS, ErrorCode, code_for
from protocol.messages import error_reply, is_terminal

ROOT = Path(__file__).resolve().parent.parent


def python_table() -> dict[str, tuple[int, bool]]:
    return {code.value: (spec.http_status, spec.ends_analysis) for code, spec in ERRORS.items()}


def protocol_md_table() -> dict[str, tuple[int, bool]]:
    text = (ROOT / "native_host/PROTOCOL.md").read_text(encoding="utf-8")
    section = text.split("## Errors", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `(\w+)` \| (\d{3}) \| (yes|no) \|", section, re.M)
    assert rows, "no error table in PROTOCOL.md"
    return {code: (int(status), ends == "yes") for code, status, ends in rows}


def extension_table() -> dict[str, bool]:
    text = (ROOT / "extension/shared/error_codes.js").read_text(encoding="utf-8")
    rows = re.findall(r"^\s+(\w+): \{ endsAnalysis: (true|false) \},$", text, re.M)
    assert rows, "no ERROR_CODES in error_codes.js"
    return {code: ends == "true" for code, ends in rows}


def test_protocol_md_matches_the_python_table():
    assert protocol_md_table() == python_table()


def test_the_extension_list_matches_the_python_table():
    assert extension_table() == {code: ends for code, (_, ends) in python_table().items()}


def test_every_table_row_is_complete_and_each_code_is_its_own_key():
    assert set(ERRORS) == set(ErrorCode)
    for code, spec in ERRORS.items():
        assert spec.code is code and spec.meaning and 400 <= spec.http_status < 600


def test_terminal_follows_the_table():
    for code, spec in ERRORS.items():
        assert is_terminal(error_reply("a", code, "m")) is spec.ends_analysis
    assert is_terminal({"type": "error", "code": "no_such_code"})  # never wait for a done nobody sends
    assert is_terminal({"type": "done"}) and not is_terminal({"type": "progress"})


def test_no_error_code_is_written_as_a_string_outside_the_table():
    """Codes are named through ErrorCode: a string literal equal to a code in an error position (a `code`
    key, or the first argument of error_reply / ProtocolError) would bypass the table."""
    codes = {c.value for c in ErrorCode}
    offenders = []
    for package in ("models", "protocol", "serving", "proxy", "native_host", "looktwice"):
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Dict):
                    for key, value in zip(node.keys, node.values):
                        if (isinstance(key, ast.Constant) and key.value == "code" and isinstance(value, ast.Constant)
                                and value.value in codes | {"internal_error", "input_error"}):
                            offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_code_for_maps_typed_errors():
    from models.errors import InputError, LookTwiceError
    from protocol.errors import Busy, ProtocolError

    assert code_for(Busy("full")) is ErrorCode.BUSY
    assert code_for(ProtocolError(ErrorCode.TOO_LARGE, "big")) is ErrorCode.TOO_LARGE
    assert code_for(InputError("empty")) is ErrorCode.BAD_REQUEST
    assert code_for(LookTwiceError("store")) is ErrorCode.INTERNAL
    assert code_for(RuntimeError("bug")) is ErrorCode.INTERNAL
