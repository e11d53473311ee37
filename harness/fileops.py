"""Careful file I/O for files that belong to the user's agents.

Every write follows a symlink to its target (the link stays), backs the old bytes up
first (``<file>.writeback-bak-<timestamp>``, 0600), writes atomically, and keeps the
file's mode; new files are 0600. Anything we will not touch raises :class:`Refusal`
before a single byte changes.
"""

from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path

from writeback.fsutil import atomic_write


class Refusal(Exception):
    """A file writeback will not change (unparseable, damaged markers, foreign entry)."""

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = str(path)
        self.reason = reason


def real_target(path: Path) -> Path:
    """Where a write to ``path`` must land: the symlink's target, or ``path`` itself."""
    return Path(os.path.realpath(path))


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes (through symlinks), or None when it does not exist."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        raise Refusal(path, "is a directory, expected a file") from None
    except OSError as exc:
        raise Refusal(path, f"cannot read ({exc.strerror or exc})") from None


def decode(path: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise Refusal(path, "not valid UTF-8; refusing to edit it") from None


def sha256(data: bytes | None) -> str | None:
    return None if data is None else hashlib.sha256(data).hexdigest()


def detect_eol(text: str) -> str:
    """The file's own line ending: CRLF when its first line break is CRLF."""
    i = text.find("\n")
    return "\r\n" if i > 0 and text[i - 1] == "\r" else "\n"


def backup(target: Path, data: bytes) -> Path:
    """Save ``data`` (the bytes about to be replaced) beside ``target``; owner-only."""
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    candidate = target.with_name(f"{target.name}.writeback-bak-{stamp}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = target.with_name(f"{target.name}.writeback-bak-{stamp}-{n}")
    atomic_write(candidate, data, mode=0o600, exclusive=True)
    return candidate


def write(path: Path, data: bytes | None, *, make_backup: bool = True) -> Path | None:
    """Replace ``path``'s contents with ``data`` (None deletes it); returns the backup path."""
    target = real_target(path)
    old = read_bytes(target)
    saved = backup(target, old) if make_backup and old is not None else None
    if data is None:
        if old is not None:
            target.unlink()
        return saved
    if old is not None:
        mode = os.stat(target).st_mode & 0o7777
    else:
        mode = 0o600
        if not target.parent.exists():
            target.parent.mkdir(mode=0o700, parents=True)
    atomic_write(target, data, mode=mode)
    return saved
