"""Transcript path checks and a bounded backward line reader, shared by both harnesses.

Stdlib only. A transcript must be a regular file with an allowed suffix inside a given
root, reached without any symlink below that root; otherwise a :class:`TranscriptError`
carries the heartbeat reason (``transcript_missing`` | ``transcript_symlink`` |
``transcript_outside`` | ``transcript_not_file`` | ``transcript_unreadable``).
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

CHUNK = 256 * 1024
MAX_TAIL = 4 * 1024 * 1024  # never read more than this from the end of a transcript
MAX_LINE = MAX_TAIL


_SURROGATE_RE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """``text`` safe to encode as UTF-8: a lone surrogate (JSON can carry ``"\\ud83d"``)
    becomes U+FFFD, a split surrogate pair is joined. Without surrogates, ``text`` as is."""
    if not _SURROGATE_RE.search(text):
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def text_blocks(content: object, kinds: tuple[str, ...] = ("text",)) -> list[str] | None:
    """The texts of a message's content: a plain string as one block, or the ``text`` of
    the blocks whose ``type`` is one of ``kinds``; None for anything else."""
    if isinstance(content, str):
        return [content]
    if not isinstance(content, list):
        return None
    return [
        b["text"]
        for b in content
        if isinstance(b, dict) and b.get("type") in kinds and isinstance(b.get("text"), str)
    ]


class TranscriptError(Exception):
    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason


class UserTurn(NamedTuple):
    text: str
    turn_id: str | None
    ts: str | None
    session_id: str | None = None
    cwd: str | None = None


def validate(raw: object, root: Path, suffixes: tuple[str, ...]) -> Path:
    """The transcript path, checked: inside ``root``, no symlinks, regular, right suffix."""
    if not isinstance(raw, str) or not raw.strip():
        raise TranscriptError("transcript_missing", "no transcript_path")
    if "\x00" in raw:  # no file name holds a NUL (os calls raise ValueError on one)
        raise TranscriptError("transcript_missing", "NUL in transcript_path")
    path = Path(os.path.abspath(os.path.expanduser(raw)))
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        raise TranscriptError("transcript_missing", str(path)) from None
    except OSError as exc:
        raise TranscriptError("transcript_unreadable", str(exc)) from None
    if stat.S_ISLNK(st.st_mode):
        raise TranscriptError("transcript_symlink", str(path))
    root_abs = Path(os.path.abspath(root))
    root_real = Path(os.path.realpath(root))
    rel = _relative(path, root_abs)
    base = root_abs
    if rel is None:
        rel = _relative(path, root_real)
        base = root_real
    if rel is None:
        raise TranscriptError("transcript_outside", str(path))
    # Every component below the root must be a real directory (a symlinked project
    # directory could point anywhere).
    current = base
    for part in rel.parts[:-1]:
        current = current / part
        try:
            if stat.S_ISLNK(os.lstat(current).st_mode):
                raise TranscriptError("transcript_symlink", str(current))
        except OSError as exc:
            raise TranscriptError("transcript_unreadable", str(exc)) from None
    if _relative(Path(os.path.realpath(path)), root_real) is None:
        raise TranscriptError("transcript_outside", str(path))
    if not stat.S_ISREG(st.st_mode) or not path.name.endswith(suffixes):
        raise TranscriptError("transcript_not_file", str(path))
    return path


def _relative(path: Path, root: Path) -> Path | None:
    try:
        rel = path.relative_to(root)
    except ValueError:
        return None
    return rel if rel.parts else None


def open_checked(path: Path) -> int:
    """Open read-only without following a last-moment symlink; re-check it is regular."""
    try:
        fd = os.open(
            path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
        )
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise TranscriptError("transcript_symlink", str(path)) from None
        if exc.errno == errno.ENOENT:
            raise TranscriptError("transcript_missing", str(path)) from None
        raise TranscriptError("transcript_unreadable", str(exc)) from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise TranscriptError("transcript_not_file", str(path))
    return fd


def lines_backward(fd: int, max_tail: int = MAX_TAIL, chunk: int = CHUNK) -> Iterator[bytes]:
    """Complete lines from the end of ``fd``, newest first, reading at most ``max_tail``.

    The line cut by the tail boundary is dropped (it is partial); so is a line longer
    than the tail. The last line may be partial (being written): callers must tolerate
    lines that do not parse.
    """
    size = os.fstat(fd).st_size
    pos = size
    carry = b""
    read_total = 0
    while pos > 0 and read_total < max_tail:
        n = min(chunk, pos, max_tail - read_total)
        pos -= n
        try:
            data = os.pread(fd, n, pos)
        except OSError as exc:
            raise TranscriptError("transcript_unreadable", str(exc)) from None
        read_total += n
        buf = data + carry
        parts = buf.split(b"\n")
        carry = parts[0] if pos > 0 else b""
        body = parts[1:] if pos > 0 else parts
        for line in reversed(body):
            if line.strip():
                yield line
    if pos == 0 and carry.strip():  # pragma: no cover - carry is emptied when pos hits 0
        yield carry
