"""Codex rollout reader: user turns from ``$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl``.

Stdlib only (``zstandard`` is imported lazily, for ``.jsonl.zst`` rollouts). Each line is
``{"timestamp", "type", "payload"}`` with type ``session_meta`` (first line: id, cwd,
source, …), ``turn_context``, ``response_item`` (model-facing items, including the
injected AGENTS.md and ``<environment_context>`` user messages) or ``event_msg``.

A user turn is an ``event_msg`` whose payload type is ``user_message``: what the person
typed. ``response_item`` user messages are never read, so injected instructions are never
banked. A rollout whose *first* ``session_meta`` has a subagent source
(``{"subagent": …}`` — review, compact, thread_spawn, memory consolidation …) belongs to
a subagent, and nothing in it is a person speaking. (A forked rollout repeats its parent's
session_meta and history after its own; only the first meta decides.)
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path

from writeback import paths
from writeback.hooks.transcript import (
    MAX_TAIL,
    TranscriptError,
    UserTurn,
    lines_backward,
    open_checked,
    validate,
)

SUFFIXES = (".jsonl", ".jsonl.zst")
MAX_HEAD = 1024 * 1024  # session_meta carries base instructions; it can be tens of KiB
MAX_LINE = 8 * 1024 * 1024
_NAME_RE = re.compile(r"^rollout-.+\.jsonl(?:\.zst)?$")
_INJECTED_PREFIXES = (
    "<environment_context>",
    "<user_instructions>",
    "<INSTRUCTIONS>",
    "# AGENTS.md instructions",
    "<turn_aborted>",
    "<user_shell_command>",
    "<subagent_notification>",
)
_IDE_MARKER = "## My request for Codex:"


def validate_path(raw: object) -> Path:
    path = validate(raw, paths.codex_sessions_dir(), SUFFIXES)
    if not _NAME_RE.match(path.name):
        raise TranscriptError("transcript_not_file", f"{path.name}: not a rollout file")
    return path


def find_rollout(session_id: str) -> Path | None:
    """The newest rollout file for ``session_id`` (when the payload has no path)."""
    if not session_id or not re.fullmatch(r"[0-9A-Za-z-]{8,64}", session_id):
        return None
    root = paths.codex_sessions_dir()
    hits = sorted(root.glob(f"*/*/*/rollout-*{session_id}.jsonl*"), reverse=True)
    return hits[0] if hits else None


def is_subagent_meta(payload: object) -> bool:
    """True when a session_meta payload says a subagent (not a person) drives the session."""
    if not isinstance(payload, dict):
        return False
    source = payload.get("source")
    if isinstance(source, dict):
        keys = {k.lower().replace("_", "") for k in source}
        if "subagent" in keys:
            return True
    elif isinstance(source, str) and source.lower().replace("_", "").startswith("subagent"):
        return True
    thread_source = payload.get("thread_source")
    if isinstance(thread_source, str) and thread_source.lower() in (
        "subagent",
        "memory_consolidation",
    ):
        return True
    return False


def user_text(payload: dict) -> str | None:
    """The person's words from a user_message payload, minus IDE/instruction wrappers."""
    message = payload.get("message")
    if not isinstance(message, str):
        return None
    if _IDE_MARKER in message:
        message = message.split(_IDE_MARKER, 1)[1]
    text = message.strip()
    if not text or text.startswith(_INJECTED_PREFIXES):
        return None
    return text


def last_user_turn(path: Path, deadline: float | None = None) -> UserTurn | None:
    """The newest user turn of a rollout; None for none, or for a subagent rollout."""
    if path.name.endswith(".zst"):
        last = None
        for turn in iter_user_turns(path, deadline):
            last = turn
        return last
    fd = open_checked(path)
    try:
        meta = _read_head_meta(fd)
        if is_subagent_meta(meta):
            return None
        session_id = meta.get("id") if isinstance(meta, dict) else None
        cwd = meta.get("cwd") if isinstance(meta, dict) else None
        for raw in lines_backward(fd, max_tail=MAX_TAIL):
            # No turn-boundary stop here (unlike Claude Code): whether Codex writes its
            # task_complete before or after running the Stop hook is not specified, and a
            # re-banked turn is only a duplicate.
            if b"user_message" not in raw:
                continue
            line = _parse(raw)
            if line is None or line.get("type") != "event_msg":
                continue
            payload = line.get("payload")
            if not isinstance(payload, dict):
                continue
            if payload.get("type") == "user_message":
                text = user_text(payload)
                if text:
                    return UserTurn(text, None, _ts(line), _str(session_id), _str(cwd))
    finally:
        os.close(fd)
    return None


def iter_user_turns(path: Path, deadline: float | None = None) -> Iterator[UserTurn]:
    """Every user turn, oldest first, streamed (never the whole file in memory)."""
    turn_id: str | None = None
    session_id: str | None = None
    cwd: str | None = None
    first_meta = True
    for raw in _stream_lines(path):
        if deadline is not None and time.monotonic() > deadline:
            return
        if (
            b"session_meta" not in raw
            and b"user_message" not in raw
            and b"turn_context" not in raw
            and b"task_started" not in raw
        ):
            continue
        line = _parse(raw)
        if line is None:
            continue
        payload = line.get("payload")
        if not isinstance(payload, dict):
            continue
        kind = line.get("type")
        if kind == "session_meta":
            if first_meta:
                first_meta = False
                if is_subagent_meta(payload):
                    return
                session_id = _str(payload.get("id"))
                cwd = _str(payload.get("cwd"))
            continue
        if kind == "turn_context" or payload.get("type") == "task_started":
            turn_id = _str(payload.get("turn_id")) or turn_id
            continue
        if kind == "event_msg" and payload.get("type") == "user_message":
            text = user_text(payload)
            if text:
                yield UserTurn(text, turn_id, _ts(line), session_id, cwd)


def _stream_lines(path: Path) -> Iterator[bytes]:
    fd = open_checked(path)
    raw_file = os.fdopen(fd, "rb")
    try:
        if path.name.endswith(".zst"):
            try:
                import zstandard
            except ImportError:
                raise TranscriptError(
                    "transcript_unreadable", "zstandard is not installed"
                ) from None
            try:
                reader = zstandard.ZstdDecompressor().stream_reader(raw_file)
                import io

                buffered = io.BufferedReader(reader, buffer_size=256 * 1024)  # type: ignore[arg-type]
                yield from _bounded_lines(buffered)
            except zstandard.ZstdError as exc:
                raise TranscriptError("transcript_unreadable", str(exc)) from None
        else:
            yield from _bounded_lines(raw_file)
    except OSError as exc:
        raise TranscriptError("transcript_unreadable", str(exc)) from None
    finally:
        raw_file.close()


def _bounded_lines(fh) -> Iterator[bytes]:  # type: ignore[no-untyped-def]
    """Lines, with any line longer than MAX_LINE skipped rather than held in memory."""
    while True:
        line = fh.readline(MAX_LINE)
        if not line:
            return
        if not line.endswith(b"\n") and len(line) >= MAX_LINE:
            while True:  # drain the rest of the oversized line
                rest = fh.readline(MAX_LINE)
                if not rest or rest.endswith(b"\n"):
                    break
            continue
        yield line


def _read_head_meta(fd: int) -> dict | None:
    head = os.pread(fd, MAX_HEAD, 0)
    first = head.split(b"\n", 1)[0]
    line = _parse(first)
    if line and line.get("type") == "session_meta" and isinstance(line.get("payload"), dict):
        return line["payload"]
    return None


def _parse(raw: bytes) -> dict | None:
    try:
        line = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):  # garbage, or nested too deep
        return None
    return line if isinstance(line, dict) else None


def _ts(line: dict) -> str | None:
    return _str(line.get("timestamp"))


def _str(value: object) -> str | None:
    return value if isinstance(value, str) and value else None
