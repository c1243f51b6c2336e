"""The native host as a real process over pipes: in-process engine and through a real service it starts."""

import json
import os
import signal
import time
from pathlib import Path

import pytest

from host_support import HostProcess, stop_spawned_service
from protocol.messages import is_terminal

DRAFT = "I'm Anna, write to anna.berg@example.com or call +41 44 668 18 00. My husband and I live in Zurich."


@pytest.fixture(params=["in_process", "service"])
def host(request, tmp_path):
    proc = HostProcess(tmp_path, in_process=request.param == "in_process")
    proc.mode = request.param
    yield proc
    proc.kill()
    stop_spawned_service(tmp_path)


def test_hello_analyze_events_done(host):
    host.send({"id": "h", "type": "hello"})
    hello = host.recv(60)
    assert hello["id"] == "h" and hello["type"] == "hello" and hello["version"]
    assert "analyze" in hello["capabilities"] and hello["model"]["llm"] is False
    host.send({"id": "a1", "type": "analyze", "draft": DRAFT, "site": "reddit.com", "box": "comment"})
    events = host.until_terminal("a1")
    first, last = events[0], events[-1]
    assert first["type"] == "suggestions" and first["stage"] == "prefilter"
    originals = {s["original"] for s in first["suggestions"]}
    assert "anna.berg@example.com" in originals
    for s in first["suggestions"]:
        assert DRAFT[s["start"]:s["end"]] == s["original"]
    assert last["type"] == "done" and "anna.berg@example.com" not in last["text"]
    host.send({"id": "s", "type": "status"})
    status = host.recv()
    assert status["type"] == "status" and status["service"] == ("in_process" if host.mode == "in_process" else "running")
    assert status["queue"] == 0
    assert host.close() == 0
    assert not host.frame_problems
    # no draft text in any log: the host's stderr and log file, the service's log
    logs = host.stderr() + "".join(p.read_text(errors="replace") for p in host.home.glob("*.log"))
    assert "anna.berg" not in logs and "Zurich" not in logs


def test_policies_round_trip_and_a_reply_that_needs_splitting(host):
    host.send({"id": "g", "type": "get_policy", "site": "Reddit.com"})
    policy = host.recv(60)["policy"]
    assert policy["site"] == "reddit.com" and policy["mode"] == "review_before_submit"
    # The biggest allow-list a policy may hold round-trips.
    allow = [f"term-{i}-{'ü' * 180}" for i in range(500)]
    host.send({"id": "p", "type": "set_policy", "policy": {**policy, "mode": "suggest", "allow": allow}})
    stored = host.recv(60)
    assert stored["id"] == "p" and stored["policy"]["allow"] == allow and stored["policy"]["mode"] == "suggest"
    # A reply over 1 MiB (the final event of a draft with thousands of findings) arrives as chunks.
    host.send({"id": "many", "type": "analyze", "draft": " ".join(f"mail{i}@example.com" for i in range(6000)),
               "site": "x.org", "box": "b"})
    done = [m for m in host.until_terminal("many", timeout=300) if m["type"] == "done"][0]
    assert done["_chunks"] >= 2 and len(done["suggestions"]) == 6000
    host.send({"id": "g2", "type": "get_policy", "site": "reddit.com"})
    again = host.recv(60)
    assert again["policy"]["allow"] == allow
    host.send({"id": "bad", "type": "set_policy", "policy": {"site": "x.com", "mode": "sometimes"}})
    err = host.recv()
    assert err == {"id": "bad", "type": "error", "code": "bad_request", "message": err["message"]}
    assert "mode" in err["message"]
    assert host.close() == 0
    assert not host.frame_problems


def test_errors_echo_ids_and_the_host_keeps_going(host):
    host.send({"id": "u", "type": "launch_rockets"})
    assert host.recv(60)["code"] == "unknown_type"
    host.send({"id": "big", "type": "analyze", "draft": "x" * 200_001, "site": "a.com", "box": "b"})
    assert host.recv(60) == {"id": "big", "type": "error", "code": "too_large",
                             "message": "the draft has 200001 characters; the limit is 200000"}
    host.send({"id": "empty", "type": "analyze", "draft": "   ", "site": "a.com", "box": "b"})
    err = host.recv(60)
    assert err["id"] == "empty" and err["type"] == "error" and err["code"] == "bad_request"
    host.send({"id": "m", "type": "set_model", "path": "/no/such/model.gguf"})
    err = host.recv(60)
    assert (err["id"], err["code"]) == ("m", "bad_request") and "/no/such/model.gguf" in err["message"]
    host.send({"id": "ok", "type": "hello"})
    assert host.recv(60)["type"] == "hello"
    assert host.close() == 0


def test_host_reconnects_after_the_service_dies(tmp_path):
    host = HostProcess(tmp_path, in_process=False)
    try:
        host.send({"id": "1", "type": "hello"})
        assert host.recv(60)["type"] == "hello"
        first = json.loads((tmp_path / "service.json").read_text())
        slow = "My husband and I moved to Zurich last year, I work as a nurse and I am 34. " * 2000  # seconds of pre-filter
        host.send({"id": "inflight", "type": "analyze", "draft": slow, "site": "reddit.com", "box": "s"})
        # Kill it once the service is in the middle of that analysis (its first segment's event is here), not
        # after a fixed sleep: a loaded machine can keep the host from forwarding the draft for longer, and a
        # request that reaches the host after the kill rightly goes to a new service and ends `done`.
        started = host.first_of("inflight", timeout=60)
        assert not is_terminal(started), f"the analysis ended before the kill: {started}"
        os.kill(first["pid"], signal.SIGKILL)  # dies in the middle of that analysis
        lost = host.until_terminal("inflight", timeout=30)
        assert lost[-1]["type"] == "error" and lost[-1]["code"] == "unavailable"
        host.send({"id": "2", "type": "analyze", "draft": DRAFT, "site": "reddit.com", "box": "b"})
        events = host.until_terminal("2", timeout=90)
        assert events[-1]["type"] == "done", events[-1]
        second = json.loads((tmp_path / "service.json").read_text())
        assert second["pid"] != first["pid"]
        assert host.close() == 0
    finally:
        host.kill()
        stop_spawned_service(tmp_path)


def test_a_taken_port_makes_the_host_start_the_service_on_a_free_one(tmp_path):
    import socket

    squatter = socket.socket()
    squatter.bind(("127.0.0.1", 0))
    squatter.listen()
    taken = squatter.getsockname()[1]
    host = HostProcess(tmp_path, in_process=False, port=taken)
    try:
        host.send({"id": "1", "type": "status"})
        reply = host.recv(120)
        assert reply["type"] == "status" and reply["service"] == "running", reply
        port = json.loads((tmp_path / "service.json").read_text())["port"]
        assert port != taken
        assert "is taken" in (tmp_path / "native_host.log").read_text()
        assert host.close() == 0
    finally:
        squatter.close()
        host.kill()
        stop_spawned_service(tmp_path)


def test_the_launcher_install_host_writes_starts_the_host(tmp_path):
    import subprocess
    import sys

    from host_support import REPO, host_env

    manifests = tmp_path / "manifests"
    env = host_env(tmp_path, in_process=True)
    subprocess.run([sys.executable, "-m", "looktwice", "install-host", "--browser", "chromium", "--manifest-dir",
                    str(manifests)], cwd=REPO, env=env, check=True, capture_output=True)
    manifest = json.loads((manifests / "looktwice.native_host.json").read_text())
    host = HostProcess(tmp_path, command=[manifest["path"]])
    try:
        host.send({"id": "h", "type": "status"})
        assert host.recv(60)["service"] == "in_process"  # the launcher carried LOOKTWICE_IN_PROCESS
        assert host.close() == 0
    finally:
        host.kill()


@pytest.mark.model
@pytest.mark.parametrize("in_process", [True, False], ids=["in_process", "service"])
def test_cancel_mid_analysis_with_the_real_model(tmp_path, in_process):
    host = HostProcess(tmp_path, in_process=in_process, no_llm=False)
    try:
        host.send({"id": "h", "type": "hello"})
        hello = host.recv(120)
        assert hello["model"]["llm"] is True and hello["model"]["backend"] == "llama_cpp"
        draft = DRAFT + " I work as a nurse and I am 34; my sister lives in Dublin."
        host.send({"id": "a", "type": "analyze", "draft": draft, "site": "reddit.com", "box": "b"})
        first = host.recv(60)
        assert first["id"] == "a" and first["stage"] == "prefilter"
        sent = time.monotonic()
        host.send({"id": "c", "type": "cancel", "target": "a"})
        events = [first] + host.until_terminal("a", timeout=60)
        took = time.monotonic() - sent
        assert events[-1]["type"] == "done" and events[-1]["stop_reason"] == "cancelled"
        assert took < 10, f"cancel took {took:.1f} s"
        # the host is still usable, and the model is free again for the next analysis
        host.send({"id": "s", "type": "status"})
        while (msg := host.recv(30))["id"] != "s":
            assert msg["id"] in ("a", "c")
        assert msg["queue"] == 0
        assert host.close() == 0
        assert not host.frame_problems
    finally:
        host.kill()
        stop_spawned_service(tmp_path)


def test_a_service_the_host_started_exits_when_idle(tmp_path, monkeypatch):
    monkeypatch.setenv("LOOKTWICE_IDLE_EXIT", "2")
    host = HostProcess(tmp_path, in_process=False)
    try:
        host.send({"id": "1", "type": "hello"})
        assert host.recv(60)["type"] == "hello"
        pid = json.loads((tmp_path / "service.json").read_text())["pid"]
        time.sleep(3)
        os.kill(pid, 0)  # still there while the host is connected
        assert host.close() == 0
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and (tmp_path / "service.json").exists():
            time.sleep(0.2)
        assert not (tmp_path / "service.json").exists()
        assert "idle for 2 s, exiting" in (tmp_path / "service.log").read_text()
    finally:
        host.kill()
        stop_spawned_service(tmp_path)


def _unread_bytes_at(port: int) -> int:
    """Bytes waiting unread in the receive queues of loopback connections accepted on `port` (Linux)."""
    total = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            local_port = int(fields[1].rsplit(":", 1)[1], 16)
            if local_port == port and fields[3] == "01":  # ESTABLISHED
                total += int(fields[4].split(":")[1], 16)
    return total


def test_a_request_the_service_dropped_unread_is_sent_again_to_a_new_one(tmp_path):
    """A service that exits (idle, crashed) just as the host forwards a request drops it unread: the host sends
    it once more to the service it starts next, and the draft gets its answer instead of "unavailable"."""
    host = HostProcess(tmp_path, in_process=False)
    try:
        host.send({"id": "1", "type": "hello"})
        assert host.recv(60)["type"] == "hello"
        first = json.loads((tmp_path / "service.json").read_text())
        os.kill(first["pid"], signal.SIGSTOP)  # it reads nothing more
        try:
            host.send({"id": "dropped", "type": "analyze", "draft": DRAFT, "site": "reddit.com", "box": "d"})
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline and not _unread_bytes_at(first["port"]):
                time.sleep(0.05)
            assert _unread_bytes_at(first["port"]), "the host never forwarded the request"
        finally:
            os.kill(first["pid"], signal.SIGKILL)  # gone with the request unread
        events = host.until_terminal("dropped", timeout=120)
        assert events[-1]["type"] == "done", events[-1]
        second = json.loads((tmp_path / "service.json").read_text())
        assert second["pid"] != first["pid"]
        assert host.close() == 0
        assert "sending it again" in host.stderr()
    finally:
        host.kill()
        stop_spawned_service(tmp_path)
