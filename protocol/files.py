"""Atomic, private file writes: a crash never leaves a half-written file in place of a good one."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def atomic_write(path: Path, data: bytes, mode: int = 0o600) -> None:
    """Replace `path` with `data`: temp file in the same directory, fsync, os.replace, fsync the directory."""
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}-{secrets.token_hex(4)}")
    try:
        _write_synced(tmp, data, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _fsync_dir(path.parent)


def create_exclusive(path: Path, data: bytes, mode: int = 0o600) -> bool:
    """Create `path` with `data` unless it exists. Returns False when another process created it first.

    The content is complete before the name appears (link of a fsynced temp file), so a reader never
    sees a half-written token or key.
    """
    tmp = path.with_name(f".{path.name}.new-{os.getpid()}-{secrets.token_hex(4)}")
    try:
        _write_synced(tmp, data, mode)
        try:
            os.link(tmp, path)
        except FileExistsError:
            return False
        except (AttributeError, NotImplementedError, PermissionError):
            if path.exists():  # file systems without hard links: a small race, never a torn file
                return False
            os.replace(tmp, path)
        _fsync_dir(path.parent)
        return True
    finally:
        try:
            os.unlink(tmp)  # the linked name keeps the content; after os.replace there is nothing left
        except FileNotFoundError:
            pass


@contextmanager
def file_lock(lock_path: Path) -> Iterator[None]:
    """An exclusive lock between processes (flock on `lock_path`); a no-op where fcntl is missing."""
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            import fcntl
        except ImportError:  # Windows: os.replace is still atomic; concurrent writers are rare there
            yield
            return
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def _write_synced(tmp: Path, data: bytes, mode: int) -> None:
    """Write a new file and fsync it; its name is not yet the real one."""
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.chmod(tmp, mode)  # the umask may have narrowed or widened O_CREAT's mode


def _fsync_dir(directory: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
