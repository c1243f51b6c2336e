"""The package layering of docs/architecture.md: native_host and proxy both depend on protocol (and the host's
in-process mode on serving), never on each other; protocol and serving depend on neither; models on nothing
above it. Read from the source (ast), so a lazy import inside a function counts too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {
    "native_host": {"proxy", "looktwice"},
    "proxy": {"native_host", "looktwice"},
    "serving": {"proxy", "native_host", "looktwice"},
    "protocol": {"proxy", "native_host", "serving", "looktwice"},
    "models": {"proxy", "native_host", "serving", "protocol", "looktwice"},
}


def imported_packages(path: Path) -> set[str]:
    """Top-level packages `path` imports (absolute imports; relative ones stay inside its own package)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_package_imports_only_what_it_may(package):
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"no modules found in {package}/"
    wrong = {str(f.relative_to(ROOT)): sorted(imported_packages(f) & FORBIDDEN[package]) for f in files}
    assert {f: p for f, p in wrong.items() if p} == {}


def test_the_check_sees_an_import(tmp_path):
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from proxy.app import make_app\n    import native_host.host\n")
    assert imported_packages(module) == {"proxy", "native_host"}
