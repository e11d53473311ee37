"""The hook's heartbeat: one JSON line per hook run, so a user can see what it did.

Stdlib only. Lines are appended (``O_APPEND``, 0600) to ``$WRITEBACK_HOME/heartbeat.jsonl``
as ``{"ts", "harness", "event", "reason", "duration_ms", …counts}``. Past 1 MiB the file is
rotated to ``heartbeat.jsonl.1`` (one generation kept), so it stays bounded.

``duration_ms`` is how long the agent waited. A line written by the hook's detached child
(the hook answered at its deadline, the child finished the turn later) carries
``"detached": true`` and ``done_ms``; its reason is the turn's real outcome.

Reasons form a closed set (:data:`REASONS`), plus ``exception_<ClassName>`` for a bug
the hook swallowed:

==================== ==============================================================
off                  ``memory.auto_writeback`` is off (or invalid) in config.json
disabled             an unknown hook event name (``WRITEBACK_HOOKS=0`` is not here:
                     it exits before anything and writes no line at all)
session_off          ``WRITEBACK_SESSION=off`` in the agent's environment
ignored_path         a ``.writeback-ignore`` file in the cwd or a parent
no_stdin             stdin empty, a TTY, or not readable in time
bad_payload          stdin is not the harness's JSON object (garbage, not UTF-8, nested
                     too deep, a NUL in the session id or a path)
transcript_missing   no transcript path, or the file does not exist
transcript_not_file  not a regular file, or not ``.jsonl``/``.jsonl.zst``
transcript_symlink   the path or one of its directories is a symlink
transcript_outside   not inside CLAUDE_CONFIG_DIR/projects or CODEX_HOME/sessions
transcript_unreadable  permission denied, I/O error, corrupt compression
transcript_turn_missing  the payload names a turn (``prompt_id``) whose line never
                     appeared in the transcript before the deadline
transcript_unrecognized  user messages are there, but in no format the reader knows
                     (a client update changed its files: upgrade writeback)
no_user_turn         no genuine user turn in the bounded tail (or a subagent rollout)
ack … too_long       the eligibility filter's reasons (:mod:`writeback.filter`)
secret               the secret scanner found something; nothing written
scanner_unavailable  detect-secrets could not load; nothing written (fail closed)
duplicate            this turn was already banked
banked_queued        banked, and the serve accepted it / the harvest nudge
banked_no_serve      banked; no serve socket (sweep will pick it up)
banked_serve_timeout banked; the serve did not answer in time (the hook banked it
                     itself, or found serve had banked it after all)
bank_failed          the corpus write failed (read-only, disk full)
deadline             the detached child's own 5-minute budget ran out (the hook itself
                     always answers by its 2 s deadline)
session_end          codex-session-end summary line (counts: banked, skipped, …)
ambient_sent         read side (session start / prompt): facts put into the context
ambient_empty        read side: nothing (new) worth saying
ambient_off          read side: ``memory.ambient_recall`` off or ``WRITEBACK_SESSION``
brain_unavailable    read side: the brain could not be read; nothing was said
stdout_closed        read side: the client closed our stdout before the answer
==================== ==============================================================
"""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from writeback import paths

MAX_BYTES = 1024 * 1024
MAX_LINE = 4096

REASONS = frozenset(
    {
        "off", "disabled", "session_off", "ignored_path", "no_stdin", "bad_payload",
        "transcript_missing", "transcript_not_file", "transcript_symlink",
        "transcript_outside", "transcript_unreadable", "transcript_turn_missing",
        "transcript_unrecognized", "no_user_turn",
        "ack", "greeting", "slash_command", "question_only", "tool_output", "quoted",
        "too_short", "too_long", "secret", "scanner_unavailable", "duplicate",
        "banked_queued", "banked_no_serve", "banked_serve_timeout", "bank_failed",
        "deadline", "session_end", "ambient_sent", "ambient_empty", "ambient_off",
        "brain_unavailable", "stdout_closed",
    }
)  # fmt: skip
BANKED = frozenset({"banked_queued", "banked_no_serve", "banked_serve_timeout"})
# The read side's own outcomes (session start, prompt submit): not capture at all.
READ_SIDE = frozenset({"ambient_sent", "ambient_empty", "ambient_off", "brain_unavailable"})


def is_known_reason(reason: str) -> bool:
    return reason in REASONS or (reason.startswith("exception_") and reason[10:].isidentifier())


def record(
    harness: str,
    event: str,
    reason: str,
    duration_ms: float,
    path: Path | None = None,
    **extra: object,
) -> None:
    """Append one line; never raises (a heartbeat must not break the hook)."""
    target = path or paths.heartbeat_file()
    line = {
        "ts": datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
        "harness": harness,
        "event": event,
        "reason": reason,
        "duration_ms": round(duration_ms, 1),
    }
    line.update({k: v for k, v in extra.items() if v is not None})
    # "replace": a lone surrogate (e.g. from argv) must not cost the line
    data = (json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n").encode(
        "utf-8", "replace"
    )
    if len(data) > MAX_LINE:  # keep each line small; never grow one without bound
        data = (
            json.dumps({k: line[k] for k in ("ts", "harness", "event", "reason", "duration_ms")})
            + "\n"
        ).encode()
    try:
        paths.ensure_dir(target.parent)
        _rotate_if_big(target)
        fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        try:
            os.write(fd, data)
        finally:
            os.close(fd)
    except OSError:
        pass


def _rotate_if_big(target: Path) -> None:
    try:
        if target.stat().st_size >= MAX_BYTES:
            os.replace(target, target.with_name(target.name + ".1"))
    except OSError:
        pass


def read(since: timedelta | None = None, path: Path | None = None) -> list[dict]:
    """Heartbeat lines (rotated file first), newest last; garbage lines are skipped."""
    target = path or paths.heartbeat_file()
    cutoff = datetime.now(UTC) - since if since is not None else None
    out: list[dict] = []
    for candidate in (target.with_name(target.name + ".1"), target):
        try:
            with open(candidate, "rb") as fh:
                raw_lines = fh.read(4 * MAX_BYTES).splitlines()
        except OSError:
            continue
        for raw in raw_lines:
            try:
                item = json.loads(raw)
            except (ValueError, UnicodeDecodeError, RecursionError):
                continue
            if not isinstance(item, dict) or not isinstance(item.get("reason"), str):
                continue
            if cutoff is not None:
                ts = _parse_ts(item.get("ts"))
                if ts is None or ts < cutoff:
                    continue
            out.append(item)
    return out


def summarize(since: timedelta = timedelta(days=7), path: Path | None = None) -> dict[str, int]:
    """Count of each reason over the last ``since``, most frequent first."""
    counts: dict[str, int] = {}
    for item in read(since, path):
        counts[item["reason"]] = counts.get(item["reason"], 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def last_entry(path: Path | None = None) -> dict | None:
    items = read(None, path)
    return items[-1] if items else None


def _parse_ts(value: object) -> datetime | None:
    if not isinstance(value, str):
        return None
    try:
        ts = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return ts if ts.tzinfo else ts.replace(tzinfo=UTC)


def monotonic_ms(start: float) -> float:
    return (time.monotonic() - start) * 1000.0
