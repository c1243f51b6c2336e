"""A real service whose model stage fails, for the end-to-end checks of issue 9 (error, then done).

`failing_core(home, failure)` builds the Core: the real Engine with a pre-filter that finds fixed terms and a
backend whose every call fails, either with a ModelError ("model") or with a bug in the stage ("bug": the
case whose `internal_error` once ended the stream before `done`).
`python tests/failing_stage.py HOME [model|bug]` serves it on 127.0.0.1 (port in HOME/service.json) until
SIGTERM: the JavaScript check drives it through the real host with the extension's own client.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from the JavaScript test
    sys.path.insert(0, str(ROOT))

from models.engine import Engine  # noqa: E402
from models.errors import ModelError  # noqa: E402
from models.runtime.scripted import ScriptedBackend  # noqa: E402
from protocol.config import Settings  # noqa: E402
from serving.core import Core  # noqa: E402
from tests.rlaa_fakes import TermPrefilter  # noqa: E402
from tests.service_script import serve_core  # noqa: E402

DRAFT = "I moved to Zurich last spring. Mail jo@example.com if you want the flat."
TERMS = {"Zurich": ("city_country", "high"), "jo@example.com": ("email", "high")}


class FailingBackend(ScriptedBackend):
    def __init__(self, failure: str) -> None:
        super().__init__()
        self.failure = failure

    def _next(self, system: str, prompt: str, schema: dict[str, Any] | None) -> Any:
        if self.failure == "model":
            raise ModelError("the model crashed (test)")
        raise RuntimeError("a bug in the model stage (test)")


def failing_core(home: Path, failure: str) -> Core:
    engine = Engine(prefilter=TermPrefilter(TERMS), backend=FailingBackend(failure))
    return Core.load(Settings.load(home), "running", home, engine=engine)


def main(argv: list[str]) -> int:
    home = Path(argv[0])
    return serve_core(home, failing_core(home, argv[1] if len(argv) > 1 else "bug"))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
