# Experiment: the old test_host_reconnects_after_the_service_dies when the host forwards its draft only after
# the kill (the limit of a host descheduled past the old fixed 0.5 s sleep): the host starts a new service and
# the analysis ends `done` after the engine load; the old test wanted `error` within 30 s.
# Run: PYTHONPATH=. python -m pytest bench/results/race2/experiments/exp_request_after_kill.py -s
import json, os, signal, time, sys
sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[4] / "tests"))
from host_support import HostProcess, stop_spawned_service
from test_native_host_process import DRAFT

def test_request_after_kill(tmp_path):
    host = HostProcess(tmp_path, in_process=False)
    try:
        host.send({"id": "1", "type": "hello"})
        assert host.recv(60)["type"] == "hello"
        first = json.loads((tmp_path / "service.json").read_text())
        slow = "My husband and I moved to Zurich last year, I work as a nurse and I am 34. " * 2000
        os.kill(first["pid"], signal.SIGKILL)  # the service dies before the host has read the request
        time.sleep(1.0)
        host.send({"id": "inflight", "type": "analyze", "draft": slow, "site": "reddit.com", "box": "s"})
        t0 = time.monotonic()
        lost = []
        try:
            while True:
                m = host.recv(300)
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
