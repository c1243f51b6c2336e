"""Stand-in vaults in the service: per (site, conversation), encrypted, linked when a new chat gets its id,
expiring, forgettable, surviving a restart and a kill during a write; the always-protect list."""

import json
import os
import signal
import subprocess
import sys
import time

import aiohttp
import pytest

from host_support import ServiceThread
from protocol.credentials import ensure_key
from serving.store import EncryptedStore

DRAFT = "Please write to John Okafor at john.okafor@gmail.com about the deposit."
ORIGINALS = ("John Okafor", "john.okafor@gmail.com")
PSEUDONYM = {"site": "chatgpt.com", "mode": "review_before_submit", "style": "pseudonym"}


@pytest.fixture(scope="module")
def engine():
    from models.engine import Engine

    return Engine.load(use_llm=False)


def start(home, engine) -> ServiceThread:
    from protocol.config import Settings
    from serving.core import Core

    return ServiceThread(home, core=Core.load(Settings.load(home), "running", home, engine=engine))


async def call(ws, message, terminal=("done", "restored", "linked", "forgotten", "protect", "error")):
    await ws.send_json(message)
    out = []
    while True:
        msg = await ws.receive_json(timeout=60)
        if msg.get("id") == message["id"]:
            out.append(msg)
            if msg["type"] in terminal:
                return out


async def connect(svc):
    session = aiohttp.ClientSession()
    ws = await session.ws_connect(svc.url + "/v1/ws", headers={"Authorization": f"Bearer {svc.token}"})
    return session, ws


async def test_vault_follows_the_conversation_and_survives_a_restart(tmp_path, engine):
    home = tmp_path / "home"
    home.mkdir()
    svc = start(home, engine)
    try:
        session, ws = await connect(svc)
        # The default policy of chatgpt.com is pseudonym: no policy override needed.
        [*_, done] = await call(ws, {"id": "a1", "type": "analyze", "draft": DRAFT, "site": "chatgpt.com",
                                     "box": "b", "conversation": "new/tab-1"})
        assert done["type"] == "done"
        sent = done["text"]
        assert all(o not in sent for o in ORIGINALS) and "@example." in sent
        # After the first message the chat has its id: the vault follows it.
        [linked] = await call(ws, {"id": "l", "type": "link_conversation", "site": "chatgpt.com",
                                   "from": "new/tab-1", "to": "c/123"})
        assert linked["stand_ins"] == 2
        reply = f"Sure. {sent.upper()}"
        [restored] = await call(ws, {"id": "r1", "type": "restore", "site": "chatgpt.com", "conversation": "c/123",
                                     "text": reply})
        assert restored["text"] == f"Sure. {DRAFT.upper()}".replace("JOHN.OKAFOR@GMAIL.COM", "john.okafor@gmail.com")
        assert {s["original"] for s in restored["spans"]} == {"JOHN OKAFOR", "john.okafor@gmail.com"}
        # Another site, or another conversation, restores nothing.
        [other] = await call(ws, {"id": "r2", "type": "restore", "site": "chatgpt.com", "conversation": "c/999",
                                  "text": reply})
        assert other["text"] == reply and other["spans"] == []
        # A second message in the same conversation keeps the stand-ins.
        [*_, again] = await call(ws, {"id": "a2", "type": "analyze", "draft": "Tell John Okafor hello.",
                                      "site": "chatgpt.com", "box": "b", "conversation": "c/123"})
        stand_in = [s for s in done["suggestions"] if s["original"] == "John Okafor"][0]["replacement"]
        assert stand_in in again["text"]
        await ws.close()
        await session.close()
    finally:
        svc.stop()
    blob = (home / "store.bin").read_bytes()
    assert all(o.encode() not in blob for o in ORIGINALS) and stand_in.encode() not in blob

    svc = start(home, engine)  # a restart: the vault comes back from the encrypted store
    try:
        session, ws = await connect(svc)
        [restored] = await call(ws, {"id": "r3", "type": "restore", "site": "chatgpt.com", "conversation": "c/123",
                                     "text": f"Dear {stand_in}"})
        assert restored["text"] == "Dear John Okafor"
        [forgotten] = await call(ws, {"id": "f", "type": "forget_conversations", "site": "chatgpt.com",
                                      "conversation": "c/123"})
        assert forgotten["forgotten"] == 1
        [gone] = await call(ws, {"id": "r4", "type": "restore", "site": "chatgpt.com", "conversation": "c/123",
                                 "text": f"Dear {stand_in}"})
        assert gone["text"] == f"Dear {stand_in}"
        [bad] = await call(ws, {"id": "x", "type": "restore", "site": "chatgpt.com", "text": "hi"})
        assert bad["type"] == "error" and bad["code"] == "bad_request"
        await ws.close()
        await session.close()
    finally:
        svc.stop()


async def test_protect_list_is_kept_encrypted_and_applied_everywhere(tmp_path, engine):
    home = tmp_path / "home"
    home.mkdir()
    svc = start(home, engine)
    try:
        session, ws = await connect(svc)
        [saved] = await call(ws, {"id": "p", "type": "set_protect", "terms": ["Bluefinch", " bluefinch ", "Acme Labs"]})
        assert saved["terms"] == ["Bluefinch", "Acme Labs"]
        for site in ("reddit.com", "chatgpt.com"):
            [*_, done] = await call(ws, {"id": f"a-{site}", "type": "analyze", "site": site, "box": "b",
                                         "draft": "Project Bluefinch at Acme Labs slipped again."})
            assert "Bluefinch" not in done["text"] and "Acme Labs" not in done["text"], done["text"]
        [got] = await call(ws, {"id": "g", "type": "get_protect"})
        assert got["terms"] == ["Bluefinch", "Acme Labs"]
        await ws.close()
        await session.close()
    finally:
        svc.stop()
    assert b"Bluefinch" not in (home / "store.bin").read_bytes()


def test_store_vaults_expire_link_and_forget(tmp_path):
    key = ensure_key(tmp_path)
    store = EncryptedStore(tmp_path / "store.bin", key)
    entry = {"original": "John Okafor", "stand_in": "Kevin Lowe", "kind": "person", "style": "pseudonym"}
    store.save_vault("chatgpt.com", "new/1", [entry])
    assert store.link_vaults("chatgpt.com", "new/1", "c/1") == [entry]
    assert store.vault_entries("chatgpt.com", "new/1") == [] and store.vault_entries("chatgpt.com", "c/1") == [entry]
    store.save_vault("reddit.com", "t3_x", [entry])
    assert store.state()["conversations"] == 2
    short = EncryptedStore(tmp_path / "store.bin", key, vault_days=0.5 / 86400)  # half a second
    time.sleep(0.6)
    assert short.vault_entries("chatgpt.com", "c/1") == []
    assert short.sweep_vaults() == 2 and store.state()["conversations"] == 0
    store.save_vault("a.com", "1", [entry])
    store.save_vault("b.com", "1", [entry])
    assert store.forget_vaults() == 2 and store.state()["conversations"] == 0


_WRITER = """
import sys
from pathlib import Path
from protocol.credentials import ensure_key
from serving.store import EncryptedStore
home = Path(sys.argv[1])
store = EncryptedStore(home / "store.bin", ensure_key(home))
i = 0
while True:
    entries = [{"original": f"Person Number{n}", "stand_in": f"Stand In{n}", "kind": "person", "style": "pseudonym"}
               for n in range(i + 1)]
    store.save_vault("chatgpt.com", "c/1", entries)
    print(i, flush=True)
    i += 1
"""


def test_a_kill_during_a_write_loses_nothing(tmp_path):
    """SIGKILL a process that saves the vault in a loop: every save it reported is in the store, intact."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    for attempt in range(3):
        home = tmp_path / f"home{attempt}"
        home.mkdir()
        proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(home)], stdout=subprocess.PIPE, env=env, text=True)
        reported = -1
        deadline = time.time() + 60
        while reported < 5 + 7 * attempt and time.time() < deadline:
            line = proc.stdout.readline()
            if line:
                reported = int(line)
        os.kill(proc.pid, signal.SIGKILL)  # most likely in the middle of the next write
        proc.wait()
        rest = proc.stdout.read().split()
        proc.stdout.close()
        reported = max([reported, *map(int, rest)])
        store = EncryptedStore(home / "store.bin", ensure_key(home))
        entries = store.vault_entries("chatgpt.com", "c/1")
        assert len(entries) >= reported + 1, (len(entries), reported)
        assert store.state()["state"] == "ok"
        # The next writer cleans up the dead one's temp file and goes on.
        store.save_vault("chatgpt.com", "c/1", entries)
        assert not list(home.glob(".store.bin.tmp-*"))
