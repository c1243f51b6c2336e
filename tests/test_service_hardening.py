"""Issue 15, the service side, with the real `looktwice serve` process on loopback (and the real native host
process where hosts matter): a bad store never stops analysis, stored fields are bounded, a client that
leaves cancels its work, a restart binds at once, logs hold no draft text and every state file is 0600,
a lost key is never replaced silently, and a host-started service goes away once its hosts are gone.

The tests run as root in CI: "no permission to read the store" is root without CAP_DAC_OVERRIDE (setpriv).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import statistics
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from host_support import HostProcess
from protocol.messages import is_terminal

REPO = Path(__file__).resolve().parent.parent
SECRET = "Quokka-Marmalade-4711"  # stands for draft text: must never reach a log
DRAFT = f"I'm Anna, mail anna.berg@example.com. {SECRET}"
# Root, but bound by file permissions like any user: what a root-owned store is to a normal user.
NO_DAC = ["setpriv", "--inh-caps=-all", "--bounding-set=-dac_override,-dac_read_search"]


def can_drop_dac() -> bool:
    if os.geteuid() != 0:
        return True  # not root: permissions bind already
    try:
        return subprocess.run([*NO_DAC, "true"], capture_output=True).returncode == 0
    except FileNotFoundError:
        return False


def service_env(home: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, LOOKTWICE_HOME=str(home), PYTHONPATH=str(REPO), LOOKTWICE_NO_LLM="1")
    env.pop("LOOKTWICE_PORT", None)
    env.update(extra)
    return env


def cli(home: Path, *args: str, prefix: list[str] | None = None, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([*(prefix or []), sys.executable, "-m", "looktwice", *args], cwd=REPO,
                          env=service_env(home, **extra), capture_output=True, text=True, timeout=120)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (our own child, exited, not yet reaped) is not running
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def wait_until(predicate: Any, timeout: float, what: str, interval: float = 0.1) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(interval)


class Service:
    """`python -m looktwice serve` as the host starts it: output appended to service.log in the state dir."""

    def __init__(self, home: Path, port: int = 0, prefix: list[str] | None = None, args: tuple[str, ...] = (),
                 wait: bool = True, **extra: str) -> None:
        self.home = home
        home.mkdir(parents=True, exist_ok=True, mode=0o700)
        self.log_path = home / "service.log"
        fd = os.open(self.log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        self.proc = subprocess.Popen([*(prefix or []), sys.executable, "-m", "looktwice", "serve", "--port", str(port),
                                      "--no-llm", *args], cwd=REPO, env=service_env(home, **extra),
                                     stdin=subprocess.DEVNULL, stdout=fd, stderr=fd)
        os.close(fd)
        if wait:
            self.wait_ready()

    def wait_ready(self, timeout: float = 120.0) -> None:
        def ready() -> bool:
            if self.proc.poll() is not None:
                raise AssertionError(f"serve exited with {self.proc.returncode}: {self.log()[-2000:]}")
            try:
                record = json.loads((self.home / "service.json").read_text())
            except (OSError, ValueError):
                return False
            return record.get("pid") == self.proc.pid
        wait_until(ready, timeout, "the service to start")
        self.port = json.loads((self.home / "service.json").read_text())["port"]
        self.token = (self.home / "token").read_text().strip()
        self.url = f"http://127.0.0.1:{self.port}"

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    async def get(self, path: str) -> tuple[int, Any]:
        async with aiohttp.ClientSession() as session:
            async with session.get(self.url + path, headers=self.headers()) as resp:
                return resp.status, await resp.json(content_type=None)

    async def put_policy(self, policy: dict[str, Any]) -> tuple[int, Any]:
        async with aiohttp.ClientSession() as session:
            async with session.put(self.url + "/v1/policies", headers=self.headers(), json=policy) as resp:
                return resp.status, await resp.json(content_type=None)

    async def analyze(self, draft: str, site: str = "reddit.com") -> tuple[int, list[dict[str, Any]]]:
        async with aiohttp.ClientSession() as session:
            async with session.post(self.url + "/v1/analyze", headers=self.headers(),
                                    json={"draft": draft, "site": site}) as resp:
                if resp.status != 200:
                    return resp.status, [await resp.json(content_type=None)]
                return resp.status, [json.loads(line) async for line in resp.content if line.strip()]

    async def ws_analyze(self, draft: str) -> list[dict[str, Any]]:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{self.url}/v1/ws", headers=self.headers()) as ws:
                await ws.send_json({"id": "a1", "type": "analyze", "draft": draft, "site": "reddit.com"})
                events = []
                async for message in ws:
                    event = json.loads(message.data)
                    events.append(event)
                    if event.get("type") == "done" or (event.get("type") == "error" and event.get("code") != "model_error"):
                        return events
        return events

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home"
    path.mkdir(mode=0o700)
    return path


def assert_analysis_works(events: list[dict[str, Any]]) -> None:
    kinds = [e["type"] for e in events]
    assert kinds[-1] == "done", events[-3:]
    found = [s["original"] for e in events if e["type"] == "suggestions" for s in e["suggestions"]]
    assert "anna.berg@example.com" in found, found


# ---------- 2. any store error: analyses on defaults, a named error, a way out ----------

async def check_degraded(svc: Service, state: str) -> None:
    status, events = await svc.analyze(DRAFT)
    assert status == 200
    assert_analysis_works(events)
    assert_analysis_works(await svc.ws_analyze(DRAFT))
    status, body = await svc.get("/v1/status")
    assert status == 200, body
    assert body["store"]["state"] == state, body["store"]
    assert "reset-store" in body["store"]["message"]
    # Reading or writing a policy says why it cannot (the extension then uses its cached copy), never a 500.
    status, body = await svc.get("/v1/policies?site=reddit.com")
    assert status == 503 and body["code"] == "store_unavailable", body
    status, body = await svc.put_policy({"site": "x.org", "mode": "suggest"})
    assert status == 503 and body["code"] == "store_unavailable", body
    assert "reset-store" in body["message"]


def check_cli_status(home: Path, state: str, prefix: list[str] | None = None) -> str:
    result = cli(home, "status", prefix=prefix)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert f"store: {state}" in result.stdout, result.stdout
    assert "reset-store" in result.stdout
    info = json.loads(cli(home, "status", "--json", prefix=prefix).stdout)
    assert info["store"]["state"] == state
    return result.stdout


async def test_a_directory_in_place_of_the_store(home: Path) -> None:
    from protocol.credentials import ensure_key

    ensure_key(home)  # an install that has its key
    (home / "store.bin").mkdir()
    svc = Service(home)
    try:
        await check_degraded(svc, "inaccessible")
        check_cli_status(home, "inaccessible")
        # The way out: set aside (kept, never deleted), then the running service works with an empty store.
        result = cli(home, "reset-store")
        assert result.returncode == 0, result.stderr
        aside = [p for p in home.iterdir() if p.name.startswith("store.bin.corrupt-")]
        assert len(aside) == 1 and aside[0].is_dir()
        status, body = await svc.put_policy({"site": "x.org", "mode": "suggest"})
        assert status == 200, body
        assert (await svc.get("/v1/status"))[1]["store"]["state"] == "ok"
    finally:
        svc.stop()


@pytest.mark.skipif(not can_drop_dac(), reason="needs setpriv to drop root's file-permission override")
async def test_a_store_this_user_cannot_read(home: Path) -> None:
    # As after a `sudo` run: the store belongs to someone else now. Everything else stays usable.
    svc = Service(home)
    try:
        assert (await svc.put_policy({"site": "x.org", "mode": "suggest"}))[0] == 200
    finally:
        svc.stop()
    os.chmod(home / "store.bin", 0)
    svc = Service(home, prefix=NO_DAC)
    try:
        await check_degraded(svc, "inaccessible")
        assert "Permission" in (await svc.get("/v1/status"))[1]["store"]["message"]
    finally:
        svc.stop()
    check_cli_status(home, "inaccessible", prefix=NO_DAC)


# ---------- 3. bounds on every stored field; a fuzz of writes keeps the store small and analysis fast ----------

async def test_stored_fields_are_bounded(home: Path) -> None:
    svc = Service(home)
    try:
        for policy, needle in [
            ({"site": "a" * 300_000, "mode": "suggest"}, "253"),
            ({"site": "x.org", "mode": "suggest", "allow": ["t"] * 501}, "500"),
            ({"site": "x.org", "mode": "suggest", "allow": ["t" * 201]}, "200"),
            ({"site": "x.org", "mode": "suggest", "protect": ["age"] * 1000}, "more than once"),
            ({"site": "x\norg", "mode": "suggest"}, "host name"),
        ]:
            status, body = await svc.put_policy(policy)
            assert status == 400 and body["code"] == "bad_request" and needle in body["message"], (status, body)
        # The issue's reproduction: a 3 MB site over the WebSocket.
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{svc.url}/v1/ws", headers=svc.headers(), max_msg_size=0) as ws:
                await ws.send_json({"id": "p", "type": "set_policy", "policy": {"site": "b" * 3_000_000, "mode": "off"}})
                reply = json.loads((await ws.receive()).data)
        assert reply["type"] == "error" and reply["code"] in ("bad_request", "too_large"), reply
        assert not (home / "store.bin").exists() or (home / "store.bin").stat().st_size < 10_000
    finally:
        svc.stop()


def fuzz_policy(rng: random.Random, n: int) -> dict[str, Any]:
    alphabet = ["a", "é", "ß", "Ω", "中", "😀", "👩‍👩‍👧", "\u0301", "\u200f", " ", "-", "\x00", "\ud7ff"]

    def text(max_len: int) -> str:  # up to max_len code points (a ZWJ family is 5 of them)
        return "".join(rng.choice(alphabet) for _ in range(max_len))[: rng.randint(1, max_len)].replace(" ", "x")

    site = f"s{n}-" + "".join(rng.choice("abcdefghij") for _ in range(rng.choice([3, 60, 240, 240, 260])))
    longest = rng.choice([5, 199, 199, 230])  # per policy: some over the term bound
    return {"site": site, "mode": rng.choice(["off", "suggest", "review_before_submit"]),
            "allow": [text(longest) for _ in range(rng.choice([0, 3, 100, 499, 499, 520]))]}


async def first_event_ms(svc: Service, draft: str) -> float:
    async with aiohttp.ClientSession() as session:
        started = time.perf_counter()
        async with session.post(svc.url + "/v1/analyze", headers=svc.headers(),
                                json={"draft": draft, "site": "reddit.com"}) as resp:
            await resp.content.readline()
            elapsed = (time.perf_counter() - started) * 1000
            async for _ in resp.content:
                pass
    return elapsed


async def test_fuzzed_policy_writes_keep_the_store_bounded_and_analysis_fast(tmp_path: Path) -> None:
    from serving.store import MAX_STORE_BYTES

    full_home, empty_home = tmp_path / "full", tmp_path / "empty"
    full = Service(full_home)
    rng = random.Random(15)
    accepted = refused = full_refusals = 0
    try:
        # The site analyzed below has the biggest policy there can be (its allow-list is read every time).
        biggest = {"site": "reddit.com", "mode": "review_before_submit", "allow": [f"{n:03d}" + "é" * 196 for n in range(500)]}
        assert (await full.put_policy(biggest))[0] == 200
        for n in range(260):
            status, body = await full.put_policy(fuzz_policy(rng, n))
            if status == 200:
                accepted += 1
            else:
                assert status in (400, 507), body
                refused += 1
                if body["code"] == "store_full":
                    full_refusals += 1
                    assert "full" in body["message"]
            store = full_home / "store.bin"
            assert not store.exists() or store.stat().st_size <= MAX_STORE_BYTES + 64
        assert accepted >= 10 and refused >= 10 and full_refusals >= 1, (accepted, refused, full_refusals)
    finally:
        full.stop()
    size = (full_home / "store.bin").stat().st_size
    assert size > MAX_STORE_BYTES // 2, size  # the fuzz did fill it
    # First-event latency, after a restart (the issue's slowdown survived restarts), against an empty store.
    full, empty = Service(full_home), Service(empty_home)
    try:
        draft = "I'm a nurse in Dublin, mail jane@example.com"
        for svc in (full, empty):
            await first_event_ms(svc, draft)  # warm-up
        times: dict[str, list[float]] = {"full": [], "empty": []}
        for i in range(40):  # interleaved, each first in turn, so machine load hits both alike
            for name, svc in (("full", full), ("empty", empty)) if i % 2 else (("empty", empty), ("full", full)):
                times[name].append(await first_event_ms(svc, draft))
        full_ms, empty_ms = statistics.median(times["full"]), statistics.median(times["empty"])
        quartiles = {k: [round(q, 1) for q in statistics.quantiles(v, n=4)] + [round(min(v), 1)] for k, v in times.items()}
        print(f"first event ms (q1, median, q3, min): {quartiles}")
        # 10 % plus 1 ms: at 3 ms medians the machine's own noise is a few tenths of a ms (CI saw 3.5 vs
        # 3.1), while the regression this guards against (decrypting the 4 MiB store per analysis) costs more
        assert full_ms <= empty_ms * 1.10 + 1.0, f"first event {full_ms:.1f} ms with a full store vs {empty_ms:.1f} ms empty"
    finally:
        full.stop()
        empty.stop()
    print(f"store {size} bytes; first event median {full_ms:.1f} ms (full) vs {empty_ms:.1f} ms (empty)")


# ---------- 4. a client that goes away cancels its analysis ----------

def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def test_a_closed_http_client_cancels_its_analysis(home: Path) -> None:
    svc = Service(home)
    try:
        draft = ("My husband and I moved to Zurich last year, I work as a nurse and I am 34. " * 2700)[:200_000]
        reader, writer = await asyncio.open_connection("127.0.0.1", svc.port)
        body = json.dumps({"draft": draft, "site": "reddit.com"}).encode()
        writer.write(f"POST /v1/analyze HTTP/1.1\r\nHost: 127.0.0.1:{svc.port}\r\nAuthorization: Bearer {svc.token}\r\n"
                     f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body)
        await writer.drain()
        # Wait for the service to have taken the analysis (not a fixed sleep: reading and parsing 200 kB can
        # take longer than that on a loaded machine, and the test failed before it checked anything).
        sent = time.monotonic()
        while (await svc.get("/v1/status"))[1]["queue"] != 1:
            assert time.monotonic() - sent < 30.0, "the service never queued the analysis"
            await asyncio.sleep(0.1)
        writer.close()
        left = time.monotonic()
        while (await svc.get("/v1/status"))[1]["queue"] != 0:
            assert time.monotonic() - left < 5.0, "the analysis outlived its client by 5 s"
            await asyncio.sleep(0.1)
        before = cpu_seconds(svc.proc.pid)
        await asyncio.sleep(2.0)
        assert cpu_seconds(svc.proc.pid) - before < 0.5, "a core is still busy after the client left"
    finally:
        svc.stop()


# ---------- 5. restart binds at once; serve and status agree ----------

async def test_restart_after_a_kill_binds_at_once_and_status_agrees(home: Path) -> None:
    port = free_port()
    first = Service(home, port=port)
    # Connections open at the kill leave the port in TIME_WAIT: without address reuse the bind fails ~60 s.
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(f"{first.url}/v1/ws", headers=first.headers()) as ws:
            await ws.send_json({"id": "s", "type": "status"})
            await ws.receive()
            first.proc.kill()
            first.proc.wait(5)
    stale = cli(home, "status")
    assert "service: not running" in stale.stdout and "stale" in stale.stdout, stale.stdout
    started = time.monotonic()
    second = Service(home, port=port)
    try:
        assert time.monotonic() - started < 60
        assert second.port == port
        info = json.loads(cli(home, "status", "--json").stdout)
        assert info["service"]["running"] is True and info["service"]["pid"] == second.proc.pid
        # A second serve of the same state directory is refused, naming the one that runs.
        other = Service(home, port=free_port(), wait=False)
        assert other.proc.wait(120) != 0
        assert f"already running (pid {second.proc.pid}, port {port})" in other.log(), other.log()[-500:]
    finally:
        second.stop()
    # A port held by another program: serve says so; status says not running. They agree.
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken = squatter.getsockname()[1]
        blocked = Service(home, port=taken, wait=False)
        assert blocked.proc.wait(120) != 0
        assert "in use by another program" in blocked.log(), blocked.log()[-500:]
        assert "service: not running" in cli(home, "status").stdout


# ---------- 6. no draft text in logs, log fields escaped, every state file 0600 ----------

async def test_logs_hold_no_draft_text_and_cannot_be_forged(home: Path) -> None:
    svc = Service(home)
    try:
        raw_requests = [
            f"POST /v1/analyze?{SECRET} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
            f"POST /v1/analyze HTTP/1.1\r\nHost: 127.0.0.1:{svc.port}\r\nX-Bad\x01: {SECRET}\r\n\r\n",
            f"{SECRET} {SECRET} {SECRET}\r\n\r\n",
            f"POST /v1/analyze HTTP/1.1\r\nHost: 127.0.0.1:{svc.port}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{SECRET}\r\n",
            f"POST /v1/analyze HTTP/1.1\r\nHost: 127.0.0.1:{svc.port}\r\nAuthorization: Bearer {svc.token}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(SECRET) + 14}\r\n\r\n{{\"draft\": \"{SECRET}  ",
            # Garbage as the second request of a connection: aiohttp logs it with the bytes it could not parse.
            f"GET /health HTTP/1.1\r\nHost: 127.0.0.1:{svc.port}\r\n\r\n{SECRET} /{SECRET} HTTP/1.1\r\n\r\n",
            f"GET /health HTTP/1.1\r\nHost: 127.0.0.1:{svc.port}\r\n\r\nGET /{SECRET}\x00 HTTP/1.1\r\nX: {SECRET}\x01\r\n\r\n",
            # A body shorter than its Content-Length, then the client goes away.
            f"POST /v1/analyze HTTP/1.1\r\nHost: 127.0.0.1:{svc.port}\r\nAuthorization: Bearer {svc.token}\r\n"
            f"Content-Type: application/json\r\nContent-Length: 999\r\n\r\n{{\"draft\": \"{SECRET}",
        ]
        for raw in raw_requests:
            reader, writer = await asyncio.open_connection("127.0.0.1", svc.port)
            writer.write(raw.encode("latin-1"))
            await writer.drain()
            try:
                await asyncio.wait_for(reader.read(65536), 3)
            except asyncio.TimeoutError:
                pass  # the server waits for the rest of a body: the client leaves
            writer.close()
        async with aiohttp.ClientSession() as session:
            async with session.post(svc.url + "/v1/analyze", headers=svc.headers(),
                                    data=f'{{"draft": "{SECRET}", "site": 5}}') as resp:
                assert resp.status == 400
            async with session.ws_connect(f"{svc.url}/v1/ws", headers=svc.headers()) as ws:
                await ws.send_str(f'{{"id": "x", "type": "analyze", "draft": "{SECRET}" ')
                assert json.loads((await ws.receive()).data)["type"] == "error"
        assert_analysis_works((await svc.analyze(DRAFT))[1])
        # A model path with a line break: the log keeps it on one line.
        async with aiohttp.ClientSession() as session:
            async with session.put(svc.url + "/v1/model", headers=svc.headers(),
                                   json={"path": "/no/such\nFORGED 2026-01-01 service INFO all good.gguf"}) as resp:
                assert resp.status == 400
    finally:
        svc.stop()
    log = svc.log()
    assert SECRET not in log, [line for line in log.splitlines() if SECRET in line]
    assert not any(line.startswith("FORGED") for line in log.splitlines()), log[-1000:]


def test_every_file_in_the_state_directory_is_private(home: Path) -> None:
    host = HostProcess(home, in_process=False)
    try:
        host.send({"id": "1", "type": "analyze", "draft": DRAFT, "site": "reddit.com"})
        events = host.until_terminal("1", timeout=120)
        assert events[-1]["type"] == "done"
        host.send({"id": "2", "type": "set_policy", "policy": {"site": "x.org", "mode": "suggest"}})
        assert host.recv(30)["type"] == "policy"
    finally:
        host.close()
        stop = json.loads((home / "service.json").read_text())["pid"] if (home / "service.json").exists() else None
        if stop:
            os.kill(stop, signal.SIGTERM)
            wait_until(lambda: not alive(stop), 20, "the service to stop")
    names = sorted(p.name for p in home.iterdir())
    for name in ("token", "key", "store.bin", "service.log", "native_host.log"):
        assert name in names, names
    loose = {p.name: oct(stat.S_IMODE(p.stat().st_mode)) for p in home.iterdir()
             if p.is_file() and stat.S_IMODE(p.stat().st_mode) & 0o077}
    assert loose == {}, loose
    assert SECRET not in (home / "native_host.log").read_text() + (home / "service.log").read_text()


# ---------- 7. a lost key is never replaced silently; a readable key file is flagged ----------

async def test_a_lost_key_is_reported_never_replaced(home: Path) -> None:
    svc = Service(home)
    try:
        assert (await svc.put_policy({"site": "x.org", "mode": "suggest"}))[0] == 200
    finally:
        svc.stop()
    (home / "key").unlink()
    out = check_cli_status(home, "key_missing")
    assert "key" in out and "backup" in out
    assert not (home / "key").exists(), "status made a new key: the old store could never be read again"
    svc = Service(home)
    try:
        await check_degraded(svc, "key_missing")
        assert not (home / "key").exists()
    finally:
        svc.stop()
    # The way out, chosen by the user: the old store is kept aside, a new key and an empty store.
    result = cli(home, "reset-store", "--new-key")
    assert result.returncode == 0, result.stderr
    assert any(p.name.startswith("store.bin.corrupt-") for p in home.iterdir())
    assert (home / "key").exists() and json.loads(cli(home, "status", "--json").stdout)["store"]["state"] == "empty"


async def test_a_key_file_others_can_read_is_flagged(home: Path) -> None:
    from protocol.credentials import ensure_key

    ensure_key(home)
    os.chmod(home / "key", 0o644)
    result = cli(home, "status")
    assert "readable by others" in result.stdout and "chmod 600" in result.stdout, result.stdout
    svc = Service(home)
    try:
        status, body = await svc.get("/v1/status")
        assert any("readable by others" in w for w in body["store"].get("warnings", [])), body["store"]
        assert_analysis_works((await svc.analyze(DRAFT))[1])
    finally:
        svc.stop()


# ---------- 8. one service for all hosts; it exits once its hosts are gone, however they ended ----------

def services_of(home: Path) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            env = (entry / "environ").read_bytes()
            cmd = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if f"LOOKTWICE_HOME={home}\0".encode() in env and b"serve" in cmd and alive(int(entry.name)):
            found.append(int(entry.name))
    return found


@pytest.mark.parametrize("ending", ["clean", "crash", "sigkill"])
def test_a_host_started_service_serves_all_hosts_and_exits_after_them(home: Path, ending: str) -> None:
    (home / "config.json").write_text(json.dumps({"port": free_port(), "idle_exit": 3}))
    hosts = [HostProcess(home, in_process=False) for _ in range(3)]
    try:
        for i, host in enumerate(hosts):
            host.send({"id": f"s{i}", "type": "status"})
            reply = host.recv(120)
            assert reply["type"] == "status", reply
        assert len(services_of(home)) == 1, "a second service was started beside the first"
        service_pid = services_of(home)[0]
        # Work in flight when the hosts end: it must not keep the service alive.
        hosts[0].send({"id": "long", "type": "analyze", "draft": "I work as a nurse in Zurich. " * 5000, "site": "x.org"})
        # In flight for sure: the service has sent its first segment's event (a fixed sleep could end the hosts
        # before the draft even reached the service on a loaded machine, and then test nothing).
        started = hosts[0].first_of("long", timeout=60)
        assert not is_terminal(started), f"the analysis ended before the hosts did: {started}"
        for host in hosts:
            if ending == "clean":
                host.close()
            elif ending == "crash":
                host.send_raw(b"\xff\xff\xff\x7f")  # an absurd frame length: the host stops
                host.proc.wait(20)
            else:
                host.proc.kill()
                host.proc.wait(5)
        wait_until(lambda: not alive(service_pid), 3 + 5 + 15, "the service to exit after its idle time")
    finally:
        for host in hosts:
            host.kill()
        for pid in services_of(home):
            os.kill(pid, signal.SIGKILL)
