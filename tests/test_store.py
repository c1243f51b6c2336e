"""The encrypted store: round trips, encryption at rest, named errors, reset, and crash safety."""

import os
import signal
import stat
import subprocess
import sys
import time

import pytest

from host_support import REPO
from models.policy import Policy
from protocol.credentials import CredentialError, ensure_key, ensure_token
from serving.store import (MAX_STORE_BYTES, EncryptedStore, StoreCorrupt, StoreFull, StoreInaccessible,
                           StoreUnreadable)


@pytest.fixture
def store(tmp_path):
    return EncryptedStore(tmp_path / "store.bin", ensure_key(tmp_path))


def test_policies_round_trip_and_are_encrypted_at_rest(store):
    assert store.state()["state"] == "empty" and store.policy("reddit.com") is None
    stored = store.put_policy(Policy(site="Example.ORG", mode="suggest", allow=["Kaffeeklatsch"]))
    assert stored.site == "example.org"
    assert store.policy("example.org") == stored
    assert [p.site for p in store.policies()] == ["example.org"]
    blob = store.path.read_bytes()
    assert b"example.org" not in blob and b"Kaffeeklatsch" not in blob
    assert stat.S_IMODE(os.stat(store.path).st_mode) == 0o600
    assert store.state() == {"state": "ok", "path": str(store.path), "policies": 1, "history": False,
                             "history_entries": 0, "bytes": len(blob), "max_bytes": MAX_STORE_BYTES,
                             "conversations": 0, "protect_terms": 0}


def test_history_is_off_by_default_and_off_deletes_it(store):
    assert store.append_history("reddit.com", "I live in a European city.", "rational") is False
    assert store.history() == []
    store.set_history(True)
    assert store.append_history("reddit.com", "I live in a European city.", "rational") is True
    assert store.history()[0]["text"] == "I live in a European city."
    store.set_history(False)
    assert store.history() == [] and b"European" not in store.path.read_bytes()


def test_a_wrong_key_is_a_named_error_and_nothing_is_overwritten(tmp_path, store):
    store.put_policy(Policy(site="a.com", mode="suggest"))
    before = store.path.read_bytes()
    other = EncryptedStore(store.path, os.urandom(32))
    with pytest.raises(StoreUnreadable) as err:
        other.policy("a.com")
    assert "reset-store" in str(err.value) and str(store.path) in str(err.value)
    with pytest.raises(StoreUnreadable):
        other.put_policy(Policy(site="b.com"))
    assert store.path.read_bytes() == before
    assert other.state()["state"] == "unreadable"


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage"])
def test_a_damaged_file_is_a_named_error_and_reset_keeps_it(store, damage):
    store.put_policy(Policy(site="a.com", mode="suggest"))
    blob = bytearray(store.path.read_bytes())
    if damage == "truncate":
        blob = blob[:20]
    elif damage == "flip":
        blob[-5] ^= 0x40
    else:
        blob = bytearray(b"hello, world" * 10)
    store.path.write_bytes(bytes(blob))
    with pytest.raises((StoreCorrupt, StoreUnreadable)) as err:
        store.load()
    assert "looktwice reset-store" in str(err.value)
    assert store.state()["state"] in ("corrupt", "unreadable")
    aside = store.reset()
    assert aside.read_bytes() == bytes(blob) and ".corrupt-" in aside.name
    assert store.state()["state"] == "empty"
    store.put_policy(Policy(site="b.com"))
    assert store.policy("b.com") is not None


def test_a_damaged_key_file_is_not_silently_replaced(tmp_path):
    ensure_key(tmp_path)
    (tmp_path / "key").write_text("not base64 at all!")
    with pytest.raises(CredentialError, match="reset-store"):
        ensure_key(tmp_path)
    assert (tmp_path / "key").read_text() == "not base64 at all!"


def test_reset_store_command(tmp_path):
    env = dict(os.environ, LOOKTWICE_HOME=str(tmp_path), PYTHONPATH=str(REPO))
    store = EncryptedStore(tmp_path / "store.bin", ensure_key(tmp_path))
    store.put_policy(Policy(site="a.com"))
    store.path.write_bytes(store.path.read_bytes()[:-3])
    out = subprocess.run([sys.executable, "-m", "looktwice", "status"], env=env, capture_output=True, text=True)
    assert "store: unreadable" in out.stdout and "reset-store" in out.stdout
    out = subprocess.run([sys.executable, "-m", "looktwice", "reset-store"], env=env, capture_output=True, text=True)
    assert out.returncode == 0 and "set aside" in out.stdout
    assert list(tmp_path.glob("store.bin.corrupt-*"))
    out = subprocess.run([sys.executable, "-m", "looktwice", "status"], env=env, capture_output=True, text=True)
    assert "store: empty" in out.stdout


def test_token_and_key_are_0600_and_racing_creators_agree(tmp_path):
    script = "import sys; from pathlib import Path; from protocol.credentials import ensure_token; print(ensure_token(Path(sys.argv[1])))"
    procs = [subprocess.Popen([sys.executable, "-c", script, str(tmp_path)], cwd=REPO, stdout=subprocess.PIPE,
                              text=True) for _ in range(6)]
    tokens = {p.communicate(timeout=60)[0].strip() for p in procs}
    assert len(tokens) == 1 and tokens == {ensure_token(tmp_path)}
    ensure_key(tmp_path)
    for name in ("token", "key"):
        assert stat.S_IMODE(os.stat(tmp_path / name).st_mode) == 0o600
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temp files left


WRITER = """
import sys, itertools
from pathlib import Path
from models.policy import Policy
from protocol.credentials import ensure_key
from serving.store import EncryptedStore
home = Path(sys.argv[1])
store = EncryptedStore(home / "store.bin", ensure_key(home))
allow = ["x" * 200] * 500   # 4 sites of ~100 kB: ~400 kB per write, the kill lands inside a write often
print("ready", flush=True)
for i in itertools.count():
    store.put_policy(Policy(site=f"busy{i % 4}.com", mode="suggest", max_rounds=1 + i % 10, allow=allow))
"""


def test_the_store_survives_a_process_killed_during_writes(tmp_path):
    store = EncryptedStore(tmp_path / "store.bin", ensure_key(tmp_path))
    keep = store.put_policy(Policy(site="keep.me", mode="auto_on_submit", threshold="high", allow=["Ballymun"]))
    torn = 0
    for attempt in range(30):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], cwd=REPO, stdout=subprocess.PIPE)
        assert proc.stdout.readline() == b"ready\n"
        if attempt % 2:
            time.sleep(0.05 + 0.037 * attempt)  # anywhere: between writes or inside one
        else:
            # Inside a write: kill the moment a temporary file shows (on a quiet machine a write is so
            # short that timed kills alone almost never land in one).
            deadline = time.monotonic() + 5
            while not list(tmp_path.glob(".store.bin.tmp-*")) and time.monotonic() < deadline:
                pass
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        proc.stdout.close()
        torn += bool(list(tmp_path.glob(".store.bin.tmp-*")))  # killed in the middle of a write
        assert store.policy("keep.me") == keep  # previous settings intact, file decrypts
        for n in range(4):
            busy = store.policy(f"busy{n}.com")
            assert busy is None or (busy.mode == "suggest" and len(busy.allow) == 500)
        if torn >= 2 and attempt >= 7:
            break
    assert torn >= 1, "no kill landed inside a write: the test proved nothing"
    assert store.state()["state"] == "ok"


def test_the_store_is_decrypted_once_per_file_version(store, monkeypatch):
    store.put_policy(Policy(site="a.org", mode="suggest"))
    calls = []
    decrypt = store._decrypt
    monkeypatch.setattr(store, "_decrypt", lambda blob: calls.append(1) or decrypt(blob))
    for _ in range(50):
        assert store.policy("a.org").mode == "suggest"
    assert calls == []  # our own write filled the cache
    # Another process's write (a new file version) is seen at the next read, and decrypted once.
    other = EncryptedStore(store.path, ensure_key(store.path.parent))
    other.put_policy(Policy(site="a.org", mode="auto_on_submit"))
    assert [store.policy("a.org").mode for _ in range(20)] == ["auto_on_submit"] * 20
    assert calls == [1]
    # What a caller does with a policy never changes the cache.
    store.policy("a.org").allow.append("mutated")
    assert store.policy("a.org").allow == []


def test_the_store_has_a_size_bound_and_history_makes_room_first(store):
    big = ["x" * 200] * 500  # ~100 kB per site, the most one policy may hold
    sites = 0
    with pytest.raises(StoreFull, match="the store is full"):
        for sites in range(100):
            store.put_policy(Policy(site=f"s{sites}.org", mode="suggest", allow=big))
    assert 30 <= sites < 100
    assert store.path.stat().st_size <= MAX_STORE_BYTES + 64
    assert len(store.policies()) == sites  # the refused write changed nothing
    assert store.policy(f"s{sites}.org") is None
    # History: the oldest entries go to make room; a policy write still fits after them.
    for n in range(sites - 3, sites):
        store.put_policy(Policy(site=f"s{n}.org", mode="suggest"))  # frees ~300 kB
    store.set_history(True)
    for n in range(40):
        assert store.append_history("x.org", f"{n} " + "y" * 20_000, "rational")
    kept = store.history()
    assert kept[-1]["text"].startswith("39 ") and not kept[0]["text"].startswith("0 ")
    assert store.path.stat().st_size <= MAX_STORE_BYTES + 64


def test_what_cannot_be_read_is_named_and_set_aside(tmp_path):
    store = EncryptedStore(tmp_path / "store.bin", ensure_key(tmp_path))
    store.path.mkdir()
    with pytest.raises(StoreInaccessible, match="cannot be read .*reset-store"):
        store.policy("a.org")
    assert store.state()["state"] == "inaccessible"
    aside = store.reset()
    assert aside.is_dir() and store.state()["state"] == "empty"
    # A store grown past the bound by an older version is not decrypted at all.
    store.path.write_bytes(b"LOOKTWICE-STORE-1\n" + b"\0" * (MAX_STORE_BYTES + 2048))
    assert store.state()["state"] == "corrupt"


def test_a_stored_policy_over_todays_bounds_gives_the_default(store):
    with store._change() as data:
        data["policies"]["old.org"] = {"site": "old.org", "mode": "suggest", "allow": ["t"] * 900}
    assert store.policy("old.org") is None
    assert [p.site for p in store.policies()] == []


def test_a_policy_stored_before_a_category_existed_protects_it(store):
    """Religion, politics and sexuality came after the first stored policies: a policy saved without knowing them
    protects them, as a new one does; one saved knowing them keeps the user's choice."""
    from models.categories import BELIEFS, CATEGORIES, FIRST_STORED_CATEGORIES, MEMBERSHIPS, ORIGINS, RECORDS

    old = Policy(site="old.example", mode="suggest", protect=[c for c in FIRST_STORED_CATEGORIES if c != "age"])
    with store._change() as data:  # as a store written before this release holds it: no "policy_categories"
        data["policies"]["old.example"] = old.to_json()
        data.pop("policy_categories", None)
    loaded = store.policy("old.example")
    assert "age" not in loaded.protect  # the user's own choice stays
    assert all(c in loaded.protect for c in BELIEFS + ORIGINS + MEMBERSHIPS + RECORDS)  # the categories the user never saw are protected
    chosen = store.put_policy(Policy(site="new.example", mode="suggest",
                                     protect=[c for c in CATEGORIES if c != "religion"]))
    assert "religion" not in store.policy("new.example").protect == chosen.protect
    assert [p.site for p in store.policies()] == ["new.example", "old.example"]
    assert all(c in store.policies()[1].protect for c in BELIEFS + ORIGINS + MEMBERSHIPS + RECORDS)


def test_a_policy_saved_before_criminal_record_keeps_its_choices_and_protects_it(store):
    """A user who saved a policy with the beliefs (religion unticked) before `ethnicity` and `criminal_record`
    existed: the choice stays, the new categories are protected; a policy saved since with one unticked keeps it
    off."""
    from models.categories import CATEGORIES

    before = [c for c in CATEGORIES if c not in ("ethnicity", "criminal_record")]
    with store._change() as data:  # as this release's predecessor wrote it: the categories it knew
        data["policies"]["old.example"] = Policy(site="old.example", mode="suggest",
                                                 protect=[c for c in before if c != "religion"]).to_json()
        data.setdefault("policy_categories", {})["old.example"] = before
    loaded = store.policy("old.example")
    assert "religion" not in loaded.protect and "criminal_record" in loaded.protect and "ethnicity" in loaded.protect
    store.put_policy(Policy(site="old.example", mode="suggest",
                            protect=[c for c in CATEGORIES if c != "criminal_record"]))
    assert "criminal_record" not in store.policy("old.example").protect


def test_a_policy_saved_before_trade_union_keeps_its_choices_and_protects_it(store):
    """A policy saved by the release before `trade_union` (it knew ethnicity and criminal_record, both unticked
    here): both stay off and trade_union is protected; saved again with trade_union unticked, it stays off."""
    from models.categories import CATEGORIES

    before = [c for c in CATEGORIES if c != "trade_union"]
    with store._change() as data:
        data["policies"]["old.example"] = Policy(site="old.example", mode="suggest", protect=[
            c for c in before if c not in ("ethnicity", "criminal_record")]).to_json()
        data.setdefault("policy_categories", {})["old.example"] = before
    loaded = store.policy("old.example")
    assert "trade_union" in loaded.protect
    assert "ethnicity" not in loaded.protect and "criminal_record" not in loaded.protect
    store.put_policy(Policy(site="old.example", mode="suggest", protect=[c for c in CATEGORIES if c != "trade_union"]))
    assert "trade_union" not in store.policy("old.example").protect
