"""The service for real on loopback: a real aiohttp server on a free port with the real engine (no LLM)."""

import asyncio
import io
import json
import os
import stat

import aiohttp
import pytest

from host_support import ServiceThread
from protocol.extension_ids import CHROMIUM_EXTENSION_ID

DRAFT = "I'm Anna (anna.berg@example.com). My husband and I live in Zurich."
SLOW_DRAFT = "My husband and I moved to Zurich last year, I work as a nurse and I am 34. " * 600  # ~2 s


@pytest.fixture(scope="module")
def engine():
    from models.engine import Engine

    return Engine.load(use_llm=False)


def start(home, engine, queue_size=16, workers=4) -> ServiceThread:
    from protocol.config import Settings
    from serving.core import Core

    settings = Settings.load(home)
    settings.queue_size, settings.workers = queue_size, workers
    return ServiceThread(home, core=Core.load(settings, "running", home, engine=engine))


@pytest.fixture(scope="module")
def service(tmp_path_factory, engine):
    svc = start(tmp_path_factory.mktemp("svc"), engine)
    yield svc
    svc.stop()


def auth(svc, **extra):
    return {"Authorization": f"Bearer {svc.token}", **extra}


async def request(svc, method, path, headers=None, **kwargs):
    async with aiohttp.ClientSession() as session:
        async with session.request(method, svc.url + path, headers=headers or {}, **kwargs) as resp:
            body = await resp.read()
            try:
                data = json.loads(body)
            except ValueError:
                data = body
            return resp.status, data


async def ndjson(resp):
    return [json.loads(line) async for line in resp.content if line.strip()]


async def test_health_needs_no_token_but_a_loopback_host(service):
    status, body = await request(service, "GET", "/health")
    assert status == 200 and body["ok"] is True and body["model"]["llm"] is False
    for host in (f"localhost:{service.port}", f"[::1]:{service.port}"):
        assert (await request(service, "GET", "/health", {"Host": host}))[0] == 200
    for host in (f"evil.example:{service.port}", f"127.0.0.1.nip.io:{service.port}", "127.0.0.1",
                 f"127.0.0.1:{service.port + 1}", f"localhost.evil.com:{service.port}"):
        status, body = await request(service, "GET", "/health", {"Host": host})
        assert status == 403 and body["code"] == "forbidden", host


async def test_token_is_required_and_checked(service):
    assert (await request(service, "GET", "/v1/status"))[0] == 401
    status, body = await request(service, "GET", "/v1/status", {"Authorization": "Bearer nope"})
    assert status == 401 and body["code"] == "unauthorized"
    assert (await request(service, "GET", "/v1/status", {"X-LookTwice-Token": service.token[:-1]}))[0] == 401
    assert (await request(service, "GET", "/v1/status", {"X-LookTwice-Token": service.token}))[0] == 200
    status, body = await request(service, "GET", "/v1/status", auth(service))
    assert status == 200 and body["service"] == "running" and body["queue"] == 0
    # the query-string token is only for the WebSocket
    assert (await request(service, "GET", f"/v1/status?token={service.token}"))[0] == 401


async def test_foreign_origins_are_refused_and_the_extension_origin_is_accepted(service):
    for origin in ("https://evil.example", "chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "null"):
        status, body = await request(service, "GET", "/v1/status", auth(service, Origin=origin))
        assert status == 403 and body["code"] == "forbidden", origin
    status, _ = await request(service, "GET", "/v1/status", auth(service, Origin=f"chrome-extension://{CHROMIUM_EXTENSION_ID}"))
    assert status == 200


async def test_bodies_too_large_or_not_json(service):
    # A file-like body: aiohttp warns (ResourceWarning) that a large raw bytes body could block its loop.
    status, body = await request(service, "POST", "/v1/analyze", auth(service), data=io.BytesIO(b"x" * (1024 * 1024 + 1)))
    assert status == 413 and body["code"] == "too_large"

    async def chunked():
        for _ in range(20):
            yield b"y" * 65536

    status, body = await request(service, "POST", "/v1/analyze", auth(service), data=chunked())
    assert status == 413 and body["code"] == "too_large"
    status, body = await request(service, "POST", "/v1/analyze", auth(service), json={"draft": "x" * 200_001, "site": "a.com"})
    assert status == 413 and "200000" in body["message"]
    status, body = await request(service, "POST", "/v1/analyze", auth(service), data=b"{not json")
    assert status == 400 and body["code"] == "bad_request"
    status, body = await request(service, "POST", "/v1/analyze", auth(service), data=b"\xff\xfe")
    assert status == 400
    status, body = await request(service, "POST", "/v1/analyze", auth(service), data=b"[" * 100_000)
    assert status == 400 and body["code"] == "bad_request"
    status, body = await request(service, "POST", "/v1/analyze", auth(service), json={"draft": 5, "site": "a.com"})
    assert status == 400 and "draft" in body["message"]
    status, body = await request(service, "PUT", "/v1/policies", auth(service), json={"site": "a.com", "mode": "loud"})
    assert status == 400 and "mode" in body["message"]


async def test_analyze_streams_ndjson_events(service):
    async with aiohttp.ClientSession() as session:
        async with session.post(service.url + "/v1/analyze", headers=auth(service),
                                json={"id": "x1", "draft": DRAFT, "site": "reddit.com", "box": "c"}) as resp:
            assert resp.status == 200 and resp.content_type == "application/x-ndjson"
            events = await ndjson(resp)
    assert events[0]["type"] == "suggestions" and events[0]["stage"] == "prefilter" and events[0]["id"] == "x1"
    assert events[-1]["type"] == "done" and "anna.berg@example.com" not in events[-1]["text"]


async def test_policies_get_and_put(service):
    status, policy = await request(service, "GET", "/v1/policies?site=chatgpt.com", auth(service))
    assert status == 200 and policy["mode"] == "review_before_submit"
    policy.update(mode="suggest", threshold="high")
    status, stored = await request(service, "PUT", "/v1/policies", auth(service), json=policy)
    assert status == 200 and stored == policy
    assert (await request(service, "GET", "/v1/policies?site=chatgpt.com", auth(service)))[1] == policy
    status, everything = await request(service, "GET", "/v1/policies", auth(service))
    assert policy in everything["policies"]
    assert oct(stat.S_IMODE(os.stat(service.home / "store.bin").st_mode)) == "0o600"


async def test_websocket_with_query_token(service):
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.WSServerHandshakeError) as err:
            await session.ws_connect(service.url + "/v1/ws")
        assert err.value.status == 401
        async with session.ws_connect(f"{service.url}/v1/ws?token={service.token}") as ws:
            await ws.send_str("not json")
            assert (await ws.receive_json())["code"] == "bad_frame"
            await ws.send_json({"id": "h", "type": "hello"})
            assert (await ws.receive_json())["type"] == "hello"
            await ws.send_json({"id": "a", "type": "analyze", "draft": DRAFT, "site": "reddit.com", "box": "b"})
            kinds = []
            while not kinds or kinds[-1] != "done":
                kinds.append((await ws.receive_json(timeout=30))["type"])
            assert kinds[0] == "suggestions"


async def test_fifty_concurrent_analyses_complete_or_get_429(tmp_path, engine):
    svc = start(tmp_path, engine, queue_size=4, workers=2)
    try:
        async with aiohttp.ClientSession() as session:
            async def one(i):
                async with session.post(svc.url + "/v1/analyze", headers=auth(svc),
                                        # no box: analyses without one never supersede each other
                                        json={"draft": f"Mail me at p{i}@example.com. " * 200, "site": "reddit.com"}) as resp:
                    if resp.status == 429:
                        return 429, (await resp.json())["code"]
                    return resp.status, (await ndjson(resp))[-1]

            results = await asyncio.gather(*(one(i) for i in range(50)))
        statuses = [s for s, _ in results]
        assert set(statuses) <= {200, 429}
        assert statuses.count(200) >= 4 and statuses.count(429) >= 1
        for status, last in results:
            if status == 200:
                assert last["type"] == "done" and last["stop_reason"] == "rational"
            else:
                assert last == "busy"
        assert (await request(svc, "GET", "/v1/status", auth(svc)))[1]["queue"] == 0
    finally:
        svc.stop()


async def ws_session(svc):
    session = aiohttp.ClientSession()
    ws = await session.ws_connect(svc.url + "/v1/ws", headers=auth(svc))
    return session, ws


async def collect(ws, wanted: dict, timeout=60):
    """Read messages until every id in `wanted` has its terminal message; returns id -> messages."""
    seen: dict = {k: [] for k in wanted}
    while any(not msgs or msgs[-1]["type"] not in wanted[k] for k, msgs in seen.items()):
        msg = await ws.receive_json(timeout=timeout)
        seen.setdefault(msg["id"], []).append(msg)
    return seen


async def test_cancelling_a_waiting_analysis_frees_the_queue(tmp_path, engine):
    svc = start(tmp_path, engine, queue_size=2, workers=1)
    session, ws = await ws_session(svc)
    try:
        await ws.send_json({"id": "slow", "type": "analyze", "draft": SLOW_DRAFT, "site": "a.com", "box": "1"})
        await ws.send_json({"id": "waiting", "type": "analyze", "draft": DRAFT, "site": "a.com", "box": "2"})
        await ws.send_json({"id": "refused", "type": "analyze", "draft": DRAFT, "site": "a.com", "box": "3"})
        first = await collect(ws, {"refused": ("error",)})
        assert first["refused"][-1]["code"] == "busy"
        await ws.send_json({"id": "c", "type": "cancel", "target": "waiting"})
        got = await collect(ws, {"c": ("cancelled",), "waiting": ("done",)})
        assert got["c"][-1] == {"id": "c", "type": "cancelled", "target": "waiting", "active": True}
        assert got["waiting"][-1]["stop_reason"] == "cancelled" and got["waiting"][-1]["text"] == DRAFT
        await ws.send_json({"id": "admitted", "type": "analyze", "draft": DRAFT, "site": "a.com", "box": "4"})
        rest = await collect(ws, {"slow": ("done",), "admitted": ("done", "error")})
        assert rest["admitted"][-1]["type"] == "done" and rest["admitted"][-1]["stop_reason"] == "rational"
        assert rest["slow"][-1]["stop_reason"] == "rational"
    finally:
        await ws.close()
        await session.close()
        svc.stop()


async def test_a_newer_draft_of_the_same_box_cancels_the_older(tmp_path, engine):
    svc = start(tmp_path, engine, queue_size=8, workers=1)
    session, ws = await ws_session(svc)
    try:
        await ws.send_json({"id": "other", "type": "analyze", "draft": SLOW_DRAFT, "site": "a.com", "box": "z"})
        await ws.send_json({"id": "v1", "type": "analyze", "draft": DRAFT, "site": "reddit.com", "box": "x"})
        await ws.send_json({"id": "v2", "type": "analyze", "draft": DRAFT + " I am 34.", "site": "reddit.com", "box": "x"})
        got = await collect(ws, {"other": ("done",), "v1": ("done",), "v2": ("done",)})
        assert got["v1"][-1]["stop_reason"] == "cancelled"
        assert got["v2"][-1]["stop_reason"] == "rational" and got["other"][-1]["stop_reason"] == "rational"
        # and while running: the engine sees the cancel flag after its pre-filter
        await ws.send_json({"id": "r1", "type": "analyze", "draft": SLOW_DRAFT, "site": "reddit.com", "box": "y"})
        await asyncio.sleep(0.3)
        await ws.send_json({"id": "r2", "type": "analyze", "draft": DRAFT, "site": "reddit.com", "box": "y"})
        got = await collect(ws, {"r1": ("done",), "r2": ("done",)})
        assert got["r1"][-1]["stop_reason"] == "cancelled" and got["r2"][-1]["stop_reason"] == "rational"
    finally:
        await ws.close()
        await session.close()
        svc.stop()


async def test_http_cancel_ends_a_streaming_analysis(tmp_path, engine):
    svc = start(tmp_path, engine, queue_size=4, workers=1)
    try:
        async with aiohttp.ClientSession() as session:
            await session.post(svc.url + "/v1/analyze", headers=auth(svc),  # occupies the only worker
                               json={"id": "slow", "draft": SLOW_DRAFT, "site": "a.com", "box": "1"})
            async with session.post(svc.url + "/v1/analyze", headers=auth(svc),
                                    json={"id": "mine", "draft": DRAFT, "site": "a.com", "box": "2"}) as resp:
                status, body = await request(svc, "POST", "/v1/cancel", auth(svc), json={"target": "mine"})
                assert status == 200 and body["active"] is True
                events = await ndjson(resp)
        assert events[-1]["type"] == "done" and events[-1]["stop_reason"] == "cancelled"
        status, body = await request(svc, "POST", "/v1/cancel", auth(svc), json={"target": "mine"})
        assert body["active"] is False
        assert (await request(svc, "POST", "/v1/cancel", auth(svc), json={"target": 3}))[0] == 400
    finally:
        svc.stop()


async def test_closing_the_socket_cancels_its_analyses(tmp_path, engine):
    svc = start(tmp_path, engine, queue_size=2, workers=1)
    try:
        session, ws = await ws_session(svc)
        await ws.send_json({"id": "slow", "type": "analyze", "draft": SLOW_DRAFT, "site": "a.com", "box": "1"})
        await ws.send_json({"id": "wait", "type": "analyze", "draft": DRAFT, "site": "a.com", "box": "2"})
        await asyncio.sleep(0.2)
        await ws.close()
        await session.close()
        for _ in range(100):
            status = (await request(svc, "GET", "/v1/status", auth(svc)))[1]
            if status["queue"] == 0:
                break
            await asyncio.sleep(0.1)
        assert status["queue"] == 0
    finally:
        svc.stop()


async def test_history_keeps_only_anonymized_text_and_only_when_turned_on(tmp_path, engine):
    from protocol.credentials import ensure_key
    from serving.store import EncryptedStore

    svc = start(tmp_path, engine)
    store = EncryptedStore(tmp_path / "store.bin", ensure_key(tmp_path))
    try:
        async def analyze_once():
            async with aiohttp.ClientSession() as session:
                async with session.post(svc.url + "/v1/analyze", headers=auth(svc),
                                        json={"draft": DRAFT, "site": "reddit.com", "box": "h"}) as resp:
                    return (await ndjson(resp))[-1]

        assert (await request(svc, "GET", "/v1/settings", auth(svc)))[1] == {"history": False}
        await analyze_once()
        assert store.history() == []
        assert (await request(svc, "PUT", "/v1/settings", auth(svc), json={"history": True}))[0] == 200
        done = await analyze_once()
        for _ in range(50):  # kept right after `done` is sent
            if store.history():
                break
            await asyncio.sleep(0.05)
        [entry] = store.history()
        assert entry["text"] == done["text"] and "anna.berg@example.com" not in entry["text"]
        assert b"Zurich" not in (tmp_path / "store.bin").read_bytes()
        assert (await request(svc, "PUT", "/v1/settings", auth(svc), json={"history": "yes"}))[0] == 400
        await request(svc, "PUT", "/v1/settings", auth(svc), json={"history": False})
        assert store.history() == []
    finally:
        svc.stop()


async def test_two_thousand_malformed_websocket_messages(service):
    import random

    from fuzz_cases import check_replies, malformed

    rng = random.Random(2024)
    cases = [malformed(rng) for _ in range(2_000)]
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(service.url + "/v1/ws", headers=auth(service), max_msg_size=0) as ws:
            replies = []
            for body, _ in cases:
                try:
                    await ws.send_str(body.decode("utf-8"))
                except UnicodeDecodeError:
                    await ws.send_bytes(body)  # not text: the service must refuse it, not choke
                replies.append(await ws.receive_json(timeout=30))
            await ws.send_json({"id": "alive", "type": "status"})
            assert (await ws.receive_json(timeout=30))["type"] == "status"
    check_replies(replies, [rid for _, rid in cases])


def test_token_and_key_files_are_private(service):
    for name in ("token", "key", "service.json"):
        assert stat.S_IMODE(os.stat(service.home / name).st_mode) == 0o600, name


@pytest.mark.model
async def test_the_real_model_through_the_service(tmp_path):
    from models.engine import Engine

    svc = start(tmp_path, Engine.load(use_llm=True), workers=2)
    session, ws = await ws_session(svc)
    try:
        await ws.send_json({"id": "h", "type": "hello"})
        assert (await ws.receive_json(timeout=30))["model"]["llm"] is True
        await ws.send_json({"id": "a", "type": "analyze", "site": "reddit.com", "box": "b",
                            "draft": "My husband and I moved to Zurich last year; I am 34 and work as a nurse."})
        got = await collect(ws, {"a": ("done",)}, timeout=180)
        kinds = [(m["type"], m.get("stage")) for m in got["a"]]
        assert kinds[0] == ("suggestions", "prefilter") and ("progress", "rlaa") in kinds
        done = got["a"][-1]
        assert done["rounds"] >= 1 and done["stop_reason"] in ("rational", "max_rounds")
        assert done["tokens"]["total"] > 0
    finally:
        await ws.close()
        await session.close()
        svc.stop()


async def test_set_model_refuses_bad_paths_and_keeps_the_model(tmp_path, engine):
    svc = start(tmp_path, engine)
    not_gguf = tmp_path / "notes.gguf"
    not_gguf.write_text("not a model")
    session, ws = await ws_session(svc)
    try:
        cases = [
            ({"path": str(tmp_path / "missing.gguf")}, "model file not found"),
            ({"path": "models/qwen.gguf"}, "full path"),
            ({"path": str(not_gguf)}, "not a GGUF model file"),
            ({"path": str(tmp_path)}, "not a file"),
            ({}, "`path` is required"),
            ({"path": 7}, "`path` must be a string"),
        ]
        for i, (fields, message) in enumerate(cases):
            await ws.send_json({"id": f"m{i}", "type": "set_model", **fields})
            reply = await ws.receive_json(timeout=30)
            assert (reply["id"], reply["type"], reply["code"]) == (f"m{i}", "error", "bad_request"), reply
            assert message in reply["message"], reply
        await ws.send_json({"id": "s", "type": "status"})
        assert (await ws.receive_json(timeout=30))["model"] == engine.model_info()
        assert not (tmp_path / "config.json").exists()
    finally:
        await ws.close()
        await session.close()
        svc.stop()


@pytest.mark.model
async def test_set_model_loads_the_file_for_new_analyses_and_remembers_it(tmp_path, engine):
    from models.runtime.embedded import embedded_model_path

    gguf = str(embedded_model_path())
    svc = start(tmp_path, engine)  # starts without the LLM stage
    try:
        status, body = await request(svc, "PUT", "/v1/model", headers=auth(svc), json={"path": gguf})
        assert status == 200, body
        assert (body["model"]["path"], body["model"]["llm"]) == (gguf, True)
        assert json.loads((tmp_path / "config.json").read_text())["model_path"] == gguf
        session, ws = await ws_session(svc)
        try:
            await ws.send_json({"id": "h", "type": "hello"})
            assert (await ws.receive_json(timeout=30))["model"]["path"] == gguf
            await ws.send_json({"id": "a", "type": "analyze", "site": "reddit.com", "box": "b",
                                "draft": "I moved to Zurich last year and work as a nurse."})
            got = await collect(ws, {"a": ("done",)}, timeout=180)
            assert ("progress", "rlaa") in [(m["type"], m.get("stage")) for m in got["a"]]
            assert got["a"][-1]["tokens"]["total"] > 0  # the new model ran
            await ws.send_json({"id": "e", "type": "set_model", "path": None})
            reply = await ws.receive_json(timeout=60)
            assert (reply["type"], reply["model"]["llm"]) == ("model", True)
        finally:
            await ws.close()
            await session.close()
        assert json.loads((tmp_path / "config.json").read_text())["model_path"] is None
        status, body = await request(svc, "PUT", "/v1/model", headers=auth(svc), json={"path": "relative.gguf"})
        assert status == 400 and "full path" in body["message"]
    finally:
        svc.stop()
