# Experiment: test_host_reconnects_after_the_service_dies when the host is slow to forward the request
# (simulated by SIGSTOP of the host for the test's 0.5 s sleep: a loaded machine can deschedule it that long).
# Run: PYTHONPATH=. python -m pytest bench/results/race2/experiments/exp_host_paused_around_kill.py -s
import json, os, signal, time, sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[4] / "tests"))
from host_support import HostProcess, stop_spawned_service
from test_native_host_process import DRAFT

def test_slow_host(tmp_path):
    host = HostProcess(tmp_path, in_process=False)
    try:
        host.send({"id": "1", "type": "hello"})
        assert host.recv(60)["type"] == "hello"
        first = json.loads((tmp_path / "service.json").read_text())
        slow = "My husband and I moved to Zurich last year, I work as a nurse and I am 34. " * 2000
        os.kill(host.proc.pid, signal.SIGSTOP)
        import threading
        threading.Thread(target=host.send, args=({"id": "inflight", "type": "analyze", "draft": slow, "site": "reddit.com", "box": "s"},), daemon=True).start()
        time.sleep(0.5)
        os.kill(first["pid"], signal.SIGKILL)
        time.sleep(0.5)
        os.kill(host.proc.pid, signal.SIGCONT)
        t0 = time.monotonic()
        lost = []
        try:
            while True:
                m = host.recv(240)
                print("MSG", round(time.monotonic() - t0, 1), m and {k: (v if len(str(v)) < 80 else "...") for k, v in m.items()})
                if m is None or (m.get("id") == "inflight" and m["type"] in ("done", "error")):
                    lost.append(m); break
        finally:
            print("HOSTLOG", (tmp_path / "native_host.log").read_text()[-3000:])
            print("SVCLOG", (tmp_path / "service.log").read_text()[-3000:])
        print("OUTCOME", lost[-1]["type"], lost[-1].get("code"))
        assert lost[-1]["type"] == "error" and lost[-1]["code"] == "unavailable"
    finally:
        host.kill()
        stop_spawned_service(tmp_path)
