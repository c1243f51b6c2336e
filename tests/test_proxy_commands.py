"""`looktwice serve` and `looktwice run` as real processes."""

import json
import os
import signal
import subprocess
import sys
import time

from host_support import REPO
from protocol.client import health


def env_for(tmp_path):
    return dict(os.environ, HOME=str(tmp_path / "home"), LOOKTWICE_HOME=str(tmp_path / "state"),
                PYTHONPATH=str(REPO), PATH=os.environ.get("PATH", ""))


def wait_for_service(state, proc, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.stderr.read()
        try:
            record = json.loads((state / "service.json").read_text())
        except (OSError, ValueError):
            time.sleep(0.1)
            continue
        if health(record["port"]):
            return record
        time.sleep(0.1)
    raise AssertionError("service did not come up")


def test_serve_publishes_its_port_refuses_a_second_instance_and_stops_cleanly(tmp_path):
    env = env_for(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "looktwice", "serve", "--port", "0", "--no-llm"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        record = wait_for_service(tmp_path / "state", proc)
        assert record["pid"] == proc.pid and record["version"]
        second = subprocess.run([sys.executable, "-m", "looktwice", "serve", "--port", str(record["port"]), "--no-llm"],
                                env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 1 and "already running" in second.stderr
        status = subprocess.run([sys.executable, "-m", "looktwice", "status"], env=env, capture_output=True, text=True)
        assert f"service: running on 127.0.0.1:{record['port']}" in status.stdout
        assert "none (pre-filter only)" in status.stdout
        import http.client

        token = (tmp_path / "state" / "token").read_text().strip()
        for body in ({"draft": "Secretmarker lives in Zurich, mail secret.marker@example.com", "site": "a.com"},
                     {"draft": "   ", "site": "a.com"}, {"draft": "Secretmarker", "site": "a.com", "policy": {"x": 1}}):
            conn = http.client.HTTPConnection("127.0.0.1", record["port"], timeout=30)
            conn.request("POST", "/v1/analyze", body=json.dumps(body),
                         headers={"Authorization": f"Bearer {token}", "Host": f"127.0.0.1:{record['port']}"})
            conn.getresponse().read()
            conn.close()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
        assert not (tmp_path / "state" / "service.json").exists()
        assert "secretmarker" not in proc.stderr.read().lower()  # no draft text in the log
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()  # reap it and close its pipes


def test_run_registers_found_browsers_and_serves_in_the_foreground(tmp_path):
    env = env_for(tmp_path)
    (tmp_path / "home" / ".config" / "google-chrome").mkdir(parents=True)  # a Chrome profile: Chrome is "found"
    proc = subprocess.Popen([sys.executable, "-m", "looktwice", "run", "--port", "0", "--no-llm"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        record = wait_for_service(tmp_path / "state", proc)
        assert (tmp_path / "home/.config/google-chrome/NativeMessagingHosts/looktwice.native_host.json").exists()
        for name in ("token", "key"):
            assert (tmp_path / "state" / name).stat().st_mode & 0o777 == 0o600
        assert health(record["port"])["ok"] is True
        proc.send_signal(signal.SIGINT)  # Ctrl-C
        assert proc.wait(30) == 0
        out = proc.stdout.read()
        assert "Load unpacked" in out and str(REPO / "extension") in out
        assert "native host registered for chrome" in out
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()  # reap it and close its pipes
