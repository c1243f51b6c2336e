"""The Q8_0 copy of the embedded model: made once by llama.cpp's quantizer, reused, replaced for a new wheel's
file, and the shipped file when no copy can be made. Real files, the real quantizer."""

import logging
import os
import shutil

import pytest

from models.runtime.embedded import embedded_model_path
from models.runtime.gguf_info import read_gguf_info
from models.runtime.runtime_copy import RUNTIME_FORMAT, runtime_copy


@pytest.fixture(scope="module")
def shipped(tmp_path_factory):
    # A copy of the wheel's file, so that its modification time can be changed like a new wheel's.
    path = tmp_path_factory.mktemp("wheel") / embedded_model_path().name
    shutil.copyfile(embedded_model_path(), path)
    return path


def test_copy_is_q8_0_made_once_and_reused(shipped, tmp_path):
    copy = runtime_copy(shipped, tmp_path)
    assert copy != shipped and copy.parent == tmp_path
    info = read_gguf_info(copy)
    assert (info.quantization, info.architecture) == (RUNTIME_FORMAT, "llama")
    assert read_gguf_info(shipped).quantization == "Q4_1"
    made = copy.stat().st_mtime_ns
    assert runtime_copy(shipped, tmp_path) == copy and copy.stat().st_mtime_ns == made  # not made again
    assert [p.name for p in tmp_path.iterdir()] == [copy.name]  # no partial file left behind


def test_a_new_wheel_file_gets_a_new_copy_and_the_old_one_goes(shipped, tmp_path):
    first = runtime_copy(shipped, tmp_path)
    stat = shipped.stat()
    os.utime(shipped, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    second = runtime_copy(shipped, tmp_path)
    assert second != first and second.is_file() and not first.exists()


def test_no_writable_cache_means_the_shipped_file_and_a_warning(shipped, tmp_path, caplog):
    blocked = tmp_path / "cache"
    blocked.write_text("a file where the cache directory should be")
    with caplog.at_level(logging.WARNING):
        assert runtime_copy(shipped, blocked) == shipped
    assert "no Q8_0 copy could be made" in caplog.text


def test_the_engine_loads_the_copy(monkeypatch, tmp_path):
    from models.runtime.loader import load_backend

    monkeypatch.setenv("LOOKTWICE_CACHE", str(tmp_path))
    backend = load_backend(None)
    assert backend.quantization == RUNTIME_FORMAT
    assert backend.label == "SmolLM2-135M-Instruct · embedded"
    assert backend.path.startswith(str(tmp_path))
