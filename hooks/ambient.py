"""The read-side hooks: a brief at session start, relevant facts with each prompt.

Contract (the same fail-open rules as the Stop hook, except that these answer on stdout):

- ``writeback hook claude-session-start | codex-session-start`` (``SessionStart``) and
  ``claude-prompt-submit | codex-prompt-submit`` (``UserPromptSubmit``) read the harness's
  JSON on stdin and print at most one JSON object::

      {"hookSpecificOutput": {"hookEventName": "SessionStart", "additionalContext": "…"}}

  which both clients add to the model's context. Nothing is printed when there is
  nothing to say, when ambient recall is off, or on any failure: never a traceback,
  never partial JSON. Exit status is always 0.
- ``WRITEBACK_HOOKS=0`` exits at once; ``WRITEBACK_SESSION=off|no_recall`` reads nothing.
- Own deadline (each event's ``deadline`` in :mod:`writeback.harnesses`); one heartbeat line per run with a typed reason
  (``ambient_sent``, ``ambient_empty``, ``ambient_off``, ``brain_unavailable``, …).
- Read-only: the brain is never created or written (:mod:`writeback.ambient`).
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from typing import Any

from writeback import harnesses, heartbeat, settings

# The read-side events (writeback.harnesses): event → (harness, the event's entry), whose
# ``client`` is the hook event name the answer carries and ``deadline`` the hook's own.
EVENTS = harnesses.events_of(harnesses.READ_SIDE)
STDIN_TIMEOUT = 0.5
MAX_STDIN = 1024 * 1024


class _Deadline(BaseException):
    """Raised by the alarm; a BaseException so no ``except Exception`` swallows it."""


def run(argv: list[str]) -> int:
    """Entry for the read-side events; always 0; prints one JSON object or nothing."""
    if os.environ.get("WRITEBACK_HOOKS", "").strip() == "0":
        return 0
    start = time.monotonic()
    event = argv[0] if argv else ""
    harness, spec = EVENTS.get(event, ("unknown", None))
    hook_event = spec.client if spec else ""
    real_stdout = sys.stdout
    out = ""
    reason = "exception_Unknown"
    extra: dict[str, Any] = {}
    old = None
    try:
        sys.stdout = open(os.devnull, "w")  # nothing we import may print to the agent
        old = signal.signal(signal.SIGALRM, _on_alarm)
        signal.setitimer(signal.ITIMER_REAL, spec.deadline if spec else 1.0)
        reason, out = _decide(event, extra)
    except _Deadline:
        reason, out = "deadline", ""
    except Exception as exc:  # noqa: BLE001 - fail open: the session starts without a brief
        reason, out = f"exception_{type(exc).__name__}", ""
    finally:
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)
            if old is not None:
                signal.signal(signal.SIGALRM, old)
        except (ValueError, OSError):
            pass
        if sys.stdout is not real_stdout:
            sys.stdout.close()
            sys.stdout = real_stdout
    if out:
        payload = {"hookSpecificOutput": {"hookEventName": hook_event, "additionalContext": out}}
        try:
            real_stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
            real_stdout.flush()
        except (OSError, ValueError):
            reason = "stdout_closed"
    heartbeat.record(harness, event or "none", reason, heartbeat.monotonic_ms(start), **extra)
    return 0


def _on_alarm(signum: int, frame: Any) -> None:
    raise _Deadline


def _decide(event: str, extra: dict[str, Any]) -> tuple[str, str]:
    if event not in EVENTS:
        sys.stderr.write(f"writeback hook: unknown event {event!r}\n")
        return "disabled", ""
    from writeback import ambient
    from writeback.hooks.entry import read_stdin

    try:
        stored = settings.load_file_plane()
    except settings.ConfigFileError:
        return "ambient_off", ""  # an unreadable config fails closed
    kind = EVENTS[event][1].kind  # "brief" (session start) | "prompt" (prompt submit)
    mode = ambient.Policy(stored).mode
    if mode == "off" or (kind == "prompt" and mode != "prompt"):
        return "ambient_off", ""  # nothing to do: not even the payload is read
    raw = read_stdin(STDIN_TIMEOUT, MAX_STDIN)
    if not raw or not raw.strip():
        return "no_stdin", ""
    try:
        payload = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return "bad_payload", ""
    session_id = payload.get("session_id") if isinstance(payload, dict) else None
    if not isinstance(session_id, str) or not session_id:
        return "bad_payload", ""
    extra["session_id"] = session_id[:200]
    cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
    try:
        if kind == "brief":
            text = ambient.session_brief(cwd, session_id, stored)
        else:
            prompt = payload.get("prompt")
            text = ambient.prompt_context(prompt if isinstance(prompt, str) else "", cwd, session_id, stored)  # fmt: skip
    except ambient.Unavailable:
        return "brain_unavailable", ""
    extra["chars"] = len(text)
    return ("ambient_sent" if text else "ambient_empty"), text
