"""Codex rollout reader: user turns from ``$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl``.

Stdlib only (``zstandard`` is imported lazily, for ``.jsonl.zst`` rollouts). Each line is
``{"timestamp", "type", "payload"}`` with type ``session_meta`` (first line: id, cwd,
source, …), ``turn_context``, ``response_item`` (model-facing items, including the
injected AGENTS.md and ``<environment_context>`` user messages) or ``event_msg``.

What the person typed is an ``event_msg`` in one of two shapes, and both are read:

- Codex 0.171 and later: payload ``{"type": "item_completed", "turn_id": …, "item":
  {"type": "UserMessage", "content": [{"type": "text", "text": …}, …]}}``;
- older rollouts: payload ``{"type": "user_message", "message": …}``, whose turn is the
  one opened by the ``turn_context`` / ``task_started`` line before it.

``response_item`` user messages are never read: Codex injects its own there (AGENTS.md,
environment context), and those must never be banked. A turn's inputs are keyed by its
``turn_id`` (the Stop payload names the one to bank); a turn that carries the same text in
both shapes counts it once. A rollout whose *first* ``session_meta`` has a subagent source
(``{"subagent": …}`` — review, compact, thread_spawn, memory consolidation …) belongs to
a subagent, and nothing in it is a person speaking. (A forked rollout repeats its parent's
session_meta and history after its own; only the first meta decides.)

A rollout with lines but no shape this reader knows (no ``event_msg`` user input at all,
yet ``response_item`` user messages that are not injected) raises
``transcript_unrecognized`` rather than looking like a session where nobody spoke.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from writeback import paths
from writeback.hooks.transcript import (
    MAX_TAIL,
    TranscriptError,
    UserTurn,
    open_checked,
    text_blocks,
    validate,
)

SUFFIXES = (".jsonl", ".jsonl.zst")
MAX_HEAD = 1024 * 1024  # session_meta carries base instructions; it can be tens of KiB
MAX_LINE = 8 * 1024 * 1024
POLL = 0.03  # seconds between looks for a turn the rollout has not flushed yet
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
# Byte markers of the lines worth parsing; everything else is skipped unparsed.
_INTERESTING = (
    b"session_meta",
    b"user_message",
    b"UserMessage",
    b"turn_context",
    b"task_started",
    b"turn_started",
)
_TURN_OPENERS = ("task_started", "turn_started")


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
    """The person's words from a user-input event payload (either shape), minus
    IDE/instruction wrappers; None when it is not user input or holds nothing typed."""
    kind = payload.get("type")
    if kind == "user_message":
        message = payload.get("message")
    elif kind == "item_completed":
        item = payload.get("item")
        if not isinstance(item, dict) or item.get("type") != "UserMessage":
            return None
        message = _content_text(item.get("content"))
    else:
        return None
    if not isinstance(message, str):
        return None
    return _strip_wrappers(message)


def _content_text(content: object) -> str | None:
    texts = text_blocks(content, ("text", "input_text"))
    return "\n".join(texts) if texts else None


def _strip_wrappers(message: str) -> str | None:
    if _IDE_MARKER in message:
        message = message.split(_IDE_MARKER, 1)[1]
    text = message.strip()
    if not text or text.startswith(_INJECTED_PREFIXES):
        return None
    return text


class _Turns:
    """User inputs grouped by turn, in the order the turns started."""

    def __init__(self) -> None:
        self.order: list[str] = []
        self.texts: dict[str, list[str]] = {}
        self.ts: dict[str, str | None] = {}
        self.session_id: str | None = None
        self.cwd: str | None = None
        self.current: str | None = None
        self.anonymous = 0
        self.foreign_user_items = 0  # response_item user text that is not injected
        self.lines = 0
        self.subagent = False

    def add(self, turn_id: str | None, text: str, ts: str | None) -> None:
        if turn_id is None:
            # A legacy rollout without turn ids: each input is its own turn.
            self.anonymous += 1
            turn_id = f"#{self.anonymous}"
        if turn_id not in self.texts:
            self.order.append(turn_id)
            self.texts[turn_id] = []
            self.ts[turn_id] = ts
        if text not in self.texts[turn_id]:  # the same input in both shapes counts once
            self.texts[turn_id].append(text)

    def turn(self, turn_id: str) -> UserTurn:
        real_id = None if turn_id.startswith("#") else turn_id
        text = "\n\n".join(self.texts[turn_id])
        return UserTurn(text, real_id, self.ts[turn_id], self.session_id, self.cwd)

    def feed(self, line: dict) -> None:
        self.lines += 1
        payload = line.get("payload")
        if not isinstance(payload, dict):
            return
        kind = line.get("type")
        if kind == "turn_context":
            self.current = _str(payload.get("turn_id")) or self.current
            return
        if kind == "response_item":
            if payload.get("role") == "user" and _strip_wrappers(
                _content_text(payload.get("content")) or ""
            ):
                self.foreign_user_items += 1
            return
        if kind != "event_msg":
            return
        ptype = payload.get("type")
        if ptype in _TURN_OPENERS:
            self.current = _str(payload.get("turn_id")) or self.current
            return
        text = user_text(payload)
        if text:
            self.add(_str(payload.get("turn_id")) or self.current, text, _ts(line))

    def check_recognized(self) -> None:
        if not self.texts and self.foreign_user_items:
            raise TranscriptError(
                "transcript_unrecognized",
                "user messages found, but in no event shape this reader knows",
            )


def _collect(lines: Iterable[bytes], deadline: float | None, head: bool) -> _Turns:
    """Group the user inputs of ``lines``; ``head`` says the first line is the file's
    first (so its session_meta decides whether a subagent drives the session)."""
    turns = _Turns()
    first_meta = head
    for raw in lines:
        if deadline is not None and time.monotonic() > deadline:
            break
        if not any(marker in raw for marker in _INTERESTING) and b'"user"' not in raw:
            continue
        line = _parse(raw)
        if line is None:
            continue
        if line.get("type") == "session_meta":
            payload = line.get("payload")
            if first_meta and isinstance(payload, dict):
                first_meta = False
                if is_subagent_meta(payload):
                    turns.subagent = True
                    return turns
                turns.session_id = _str(payload.get("id"))
                turns.cwd = _str(payload.get("cwd"))
            continue
        turns.feed(line)
    return turns


def turn_input(
    path: Path, turn_id: str | None = None, deadline: float | None = None
) -> UserTurn | None:
    """What the person typed in turn ``turn_id`` (the newest turn when None).

    Codex may run the Stop hook before the turn's lines are flushed: with a ``turn_id``
    and a ``deadline``, look again until the turn appears or the deadline passes. Never
    returns another turn's input as this one. None for a subagent rollout or a turn
    without typed input."""
    while True:
        turns = _tail_turns(path, deadline)
        if turns.subagent:
            return None
        if turn_id is None:
            if turns.order:
                return turns.turn(turns.order[-1])
        elif turn_id in turns.texts:
            return turns.turn(turn_id)
        if turn_id is None or deadline is None or time.monotonic() + POLL > deadline:
            turns.check_recognized()
            return None
        time.sleep(POLL)


def last_user_turn(path: Path, deadline: float | None = None) -> UserTurn | None:
    """The newest user turn of a rollout; None for none, or for a subagent rollout."""
    return turn_input(path, None, deadline)


def _tail_turns(path: Path, deadline: float | None) -> _Turns:
    if path.name.endswith(".zst"):
        return _collect(_stream_lines(path), deadline, head=True)
    fd = open_checked(path)
    try:
        meta = _read_head_meta(fd)
        size = os.fstat(fd).st_size
        start = max(0, size - MAX_TAIL)
        try:
            data = os.pread(fd, size - start, start)
        except OSError as exc:
            raise TranscriptError("transcript_unreadable", str(exc)) from None
    finally:
        os.close(fd)
    if start > 0:
        data = data.split(b"\n", 1)[1] if b"\n" in data else b""  # drop the cut line
    # The tail is bounded (MAX_TAIL), so it is always read whole: the deadline only says
    # whether to look again. On a loaded machine the hook may reach this after the
    # deadline, and a turn already on disk must still be found, not reported absent.
    turns = _collect(data.split(b"\n"), None, head=False)
    if is_subagent_meta(meta):
        turns.subagent = True
    elif isinstance(meta, dict):
        turns.session_id = _str(meta.get("id"))
        turns.cwd = _str(meta.get("cwd"))
    return turns


def iter_user_turns(path: Path, deadline: float | None = None) -> Iterator[UserTurn]:
    """Every user turn, oldest first (the whole file, streamed line by line)."""
    turns = _collect(_stream_lines(path), deadline, head=True)
    if turns.subagent:
        return
    turns.check_recognized()
    for turn_id in turns.order:
        yield turns.turn(turn_id)


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


# --- the reader interface (writeback.harnesses) -----------------------------------------


def payload_path(payload: dict) -> Path:
    """The rollout a hook payload is about: its ``transcript_path``, else the rollout
    found by its session id; checked like every transcript path."""
    raw = payload.get("transcript_path")
    if not raw:
        found = find_rollout(_str(payload.get("session_id")) or "")
        raw = str(found) if found else None
    return validate_path(raw)


def stop_turn(payload: dict, deadline: float) -> UserTurn | None:
    """The turn a Stop payload names (its ``turn_id``; waiting for the turn's lines until
    ``deadline``), else the newest turn."""
    turn_id = _str(payload.get("turn_id"))
    turn = turn_input(payload_path(payload), turn_id, deadline=deadline)
    if turn is None:
        return None
    return turn._replace(turn_id=turn_id or turn.turn_id)


def session_turns(payload: dict, deadline: float) -> Iterator[UserTurn]:
    """Every user turn of the payload's session, oldest first (SessionEnd). The path is
    checked now: a bad one raises TranscriptError before any turn is read."""
    return iter_user_turns(payload_path(payload), deadline=deadline)


def smoke_sample(text: str, cwd: str) -> tuple[dict, dict]:
    """A rollout line in which the user says ``text`` (Codex 0.171's shape; the cwd is
    the payload's), and the Stop payload's own fields for it (bootstrap's smoke test)."""
    line = {"type": "event_msg", "payload": {"type": "item_completed",
            "turn_id": "writeback-smoke-turn", "item": {"type": "UserMessage",
            "content": [{"type": "text", "text": text}]}}}  # fmt: skip
    return line, {"turn_id": "writeback-smoke-turn"}
