"""Issue 9's check: a failing model stage, through the real service and the real host process, reaches the
client as an `error` (model_error) *and then* `done` with the pre-filter's suggestions applied; the same over
HTTP NDJSON. Both failures: a ModelError, and a bug in the stage (once `internal_error`, which ended the
stream before `done`, so the browser waited forever)."""

from __future__ import annotations

import json

import aiohttp
import pytest

from failing_stage import DRAFT, failing_core
from host_support import HostProcess, ServiceThread


@pytest.fixture(params=["model", "bug"])
def service(request, tmp_path):
    svc = ServiceThread(tmp_path, core=failing_core(tmp_path, request.param))
    yield svc
    svc.stop()


def check_stream(events: list[dict]) -> None:
    types = [(e["type"], e.get("code")) for e in events]
    assert types[0] == ("suggestions", None) and events[0]["stage"] == "prefilter"
    assert types[-2:] == [("error", "model_error"), ("done", None)], types
    done = events[-1]
    assert done["stop_reason"] == "error"
    assert "Zurich" not in done["text"] and "jo@example.com" not in done["text"]  # the pre-filter's edits stand


def test_the_browser_side_of_the_host_gets_error_then_done(service):
    host = HostProcess(service.home, in_process=False)  # finds the running service through service.json
    try:
        host.send({"id": "a1", "type": "analyze", "draft": DRAFT, "site": "example.com", "box": "b"})
        check_stream(host.until_terminal("a1", timeout=120))
        host.send({"id": "s", "type": "status"})
        status = host.recv(60)
        assert status["type"] == "status" and status["queue"] == 0  # the job left the queue
        assert host.close() == 0 and not host.frame_problems
    finally:
        host.kill()


async def test_http_ndjson_gets_error_then_done(service):
    headers = {"Authorization": f"Bearer {service.token}"}
    async with aiohttp.ClientSession() as session:
        async with session.post(f"{service.url}/v1/analyze", headers=headers,
                                json={"draft": DRAFT, "site": "example.com", "id": "h1"}) as response:
            assert response.status == 200
            lines = (await response.text()).splitlines()
    events = [json.loads(line) for line in lines]
    assert {e["id"] for e in events} == {"h1"}
    check_stream(events)
