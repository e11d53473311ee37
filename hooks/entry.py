"""The hook process: payload in, at most one banked turn out, one heartbeat line, exit 0.

See :mod:`writeback.hooks` for the contract. Flow for a Stop event::

    WRITEBACK_HOOKS=0 → exit            WRITEBACK_SESSION=off → session_off
    config memory.auto_writeback=off → off   (nothing read beyond config.json)
    stdin (bounded, short timeout) → payload → .writeback-ignore → transcript tail
    → last genuine user turn → strip <private> → filter → bank:
        serve socket? ask it to scan+bank ("bank" op)  → banked_queued | duplicate | secret
        otherwise / on any failure: scan locally → corpus file → "harvest" nudge
        → banked_queued | banked_no_serve | banked_serve_timeout

``codex-session-end`` banks every eligible user turn of the session (oldest first,
locally), nudges the serve for each banked file while it answers, and reports counts.
"""

from __future__ import annotations

import json
import os
import select
import signal
import sys
import time
from pathlib import Path
from typing import Any

from writeback import heartbeat, settings

EVENTS: dict[str, tuple[str, float]] = {
    # event → (harness, own deadline in seconds)
    "claude-stop": ("claude-code", 2.0),
    "codex-stop": ("codex", 2.0),
    "codex-session-end": ("codex", 2.5),
}
STDIN_TIMEOUT = 0.5
MAX_STDIN = 8 * 1024 * 1024
BANK_TIMEOUT = 0.4
NUDGE_TIMEOUT = 0.25
IGNORE_FILE = ".writeback-ignore"
USAGE = "usage: writeback hook {claude-stop|codex-stop|codex-session-end} < payload.json\n"


class DeadlineExceeded(BaseException):
    """Raised by the alarm; a BaseException so broad ``except Exception`` cannot eat it."""


class Run:
    """What one hook run has decided so far (mutable; a plain class, not a dataclass:
    importing dataclasses costs the hook several milliseconds per agent turn)."""

    __slots__ = ("event", "harness", "deadline", "reason", "extra")

    def __init__(self, event: str, harness: str, deadline: float) -> None:
        self.event = event
        self.harness = harness
        self.deadline = deadline  # time.monotonic() value
        self.reason = "exception_Unknown"
        self.extra: dict[str, Any] = {}

    def left(self) -> float:
        return self.deadline - time.monotonic()


def run_hook_cli(argv: list[str]) -> int:
    """Entry for ``writeback hook EVENT``: always returns 0, never prints to stdout."""
    if os.environ.get("WRITEBACK_HOOKS", "").strip() == "0":
        return 0
    start = time.monotonic()
    real_stdout = sys.stdout
    try:
        sys.stdout = open(os.devnull, "w")  # nothing we import may print to the agent
    except OSError:
        pass
    event = argv[0] if argv else ""
    try:
        if event in ("-h", "--help"):
            _restore_stdout(real_stdout)  # help is for people at a terminal
            from writeback.hooks.cli import hook

            hook.main(["--help"], prog_name="writeback hook", standalone_mode=False)
            return 0
        if event not in EVENTS:
            sys.stderr.write(f"writeback hook: unknown event {event!r}\n" + USAGE)
            heartbeat.record(
                "unknown", event[:40] or "none", "disabled", heartbeat.monotonic_ms(start)
            )
            return 0
        harness, budget = EVENTS[event]
        run = Run(event, harness, start + budget)
        _run_with_deadline(run, budget)
        heartbeat.record(harness, event, run.reason, heartbeat.monotonic_ms(start), **run.extra)
    except BaseException:  # noqa: BLE001 - the hook must never fail the agent's turn
        pass
    finally:
        _restore_stdout(real_stdout)
    return 0


def _restore_stdout(real: Any) -> None:
    if sys.stdout is not real:
        try:
            sys.stdout.close()
        except OSError:
            pass
        sys.stdout = real


def _run_with_deadline(run: Run, budget: float) -> None:
    def on_alarm(signum: int, frame: Any) -> None:
        raise DeadlineExceeded

    old = None
    try:
        old = signal.signal(signal.SIGALRM, on_alarm)
        signal.setitimer(signal.ITIMER_REAL, budget)
    except (ValueError, OSError, AttributeError):
        old = None  # not the main thread / no SIGALRM: rely on the per-step timeouts
    try:
        run.reason = _decide(run)
    except DeadlineExceeded:
        run.reason = "deadline"
    except Exception as exc:  # noqa: BLE001
        run.reason = f"exception_{type(exc).__name__}"
    finally:
        if old is not None:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)


def _decide(run: Run) -> str:
    if os.environ.get("WRITEBACK_SESSION", "").strip().lower() in ("off", "0", "false", "no"):
        return "session_off"
    try:
        stored = settings.load_file_plane()
    except settings.ConfigFileError:
        return "off"  # unreadable config fails closed
    mode = settings.read_file_value("memory.auto_writeback", stored)
    if not mode.valid or mode.value == "off":
        return "off"
    run.extra["mode"] = mode.value

    raw = read_stdin(STDIN_TIMEOUT, MAX_STDIN)
    if not raw or not raw.strip():
        return "no_stdin"
    try:
        payload = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        return "bad_payload"
    if not isinstance(payload, dict):
        return "bad_payload"
    cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
    if is_ignored(cwd or os.getcwd()):
        return "ignored_path"
    session_id = payload.get("session_id")
    if not isinstance(session_id, str) or not session_id:
        return "bad_payload"

    from writeback.hooks.transcript import TranscriptError

    try:
        if run.event == "claude-stop":
            return _claude_stop(run, payload, stored, mode.value)
        if run.event == "codex-stop":
            return _codex_stop(run, payload, stored, mode.value)
        return _codex_session_end(run, payload, stored, mode.value)
    except TranscriptError as exc:
        return exc.reason


def read_stdin(timeout: float, limit: int) -> bytes | None:
    """Up to ``limit`` bytes of stdin until EOF or ``timeout``; None for a TTY/closed stdin."""
    try:
        fd = sys.stdin.fileno()
    except (AttributeError, OSError, ValueError):
        return None
    try:
        if os.isatty(fd):
            return None
    except OSError:
        return None
    end = time.monotonic() + timeout
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        left = end - time.monotonic()
        if left <= 0:
            break
        try:
            ready, _, _ = select.select([fd], [], [], left)
        except (OSError, ValueError):
            return None
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return None
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    if size > limit:
        return b"\x00"  # oversize: parsed as garbage → bad_payload
    return b"".join(chunks)


def is_ignored(cwd: str) -> bool:
    """A ``.writeback-ignore`` file in ``cwd`` or any parent."""
    try:
        here = Path(os.path.abspath(cwd))
    except (TypeError, ValueError):
        return False
    for directory in (here, *here.parents):
        try:
            if (directory / IGNORE_FILE).exists():
                return True
        except OSError:
            continue
    return False


# --- per-event flows -------------------------------------------------------------------


# Time kept back from a wait for the transcript, for the filter, secret scan and bank.
BANK_RESERVE = 0.8


def _claude_stop(run: Run, payload: dict, stored: dict, mode: str) -> str:
    from writeback.hooks import claude_code

    prompt_id = _str(payload.get("prompt_id"))
    if prompt_id:
        # Claude Code may fire Stop before the prompt's line is on disk: wait for it.
        turn = claude_code.turn_for_prompt(
            payload.get("transcript_path"), prompt_id, run.deadline - BANK_RESERVE
        )
    else:
        turn = claude_code.last_user_turn(claude_code.validate_path(payload.get("transcript_path")))
    if turn is None:
        return "no_user_turn"
    turn_id = prompt_id or turn.turn_id
    return _bank_one(run, payload, stored, mode, turn.text, turn_id, turn.ts, turn.cwd)


def _codex_stop(run: Run, payload: dict, stored: dict, mode: str) -> str:
    from writeback.hooks import codex

    path = _codex_path(payload)
    turn_id = _str(payload.get("turn_id"))
    turn = codex.turn_input(path, turn_id, deadline=run.deadline - BANK_RESERVE)
    if turn is None:
        return "no_user_turn"
    return _bank_one(
        run, payload, stored, mode, turn.text, turn_id or turn.turn_id, turn.ts, turn.cwd
    )


def _codex_path(payload: dict) -> Path:
    from writeback.hooks import codex

    raw = payload.get("transcript_path")
    if not raw:
        found = codex.find_rollout(_str(payload.get("session_id")) or "")
        raw = str(found) if found else None
    return codex.validate_path(raw)


def _codex_session_end(run: Run, payload: dict, stored: dict, mode: str) -> str:
    from writeback import corpus, ipc
    from writeback import filter as eligibility
    from writeback.hooks import codex
    from writeback.hooks.transcript import clean_text
    from writeback.privacy import strip_private

    path = _codex_path(payload)
    counts = {"banked": 0, "duplicate": 0, "skipped": 0, "secret": 0, "failed": 0}
    run.extra["counts"] = counts  # visible to the heartbeat even if the deadline hits
    sock = _socket_for(stored)
    nudging = sock is not None and sock.exists()
    any_turn = False
    for turn in codex.iter_user_turns(path, deadline=run.deadline - 0.2):
        any_turn = True
        text = strip_private(clean_text(turn.text))
        if not eligibility.check(text).eligible:
            counts["skipped"] += 1
            continue
        record = _record(run, payload, mode, text, turn.turn_id, turn.ts, turn.cwd)
        outcome = _scan_and_bank(record)
        if outcome == "scanner_unavailable":
            return "scanner_unavailable"
        if outcome in ("secret", "duplicate"):
            counts[outcome] += 1
            continue
        if outcome == "bank_failed":
            counts["failed"] += 1
            continue
        counts["banked"] += 1
        if nudging and sock is not None and run.left() > NUDGE_TIMEOUT + 0.1:
            reply = ipc.request(
                sock, {"op": "harvest", "file": corpus.name_for(record)}, NUDGE_TIMEOUT
            )
            nudging = reply.ok
    if not any_turn:
        return "no_user_turn"
    if counts["failed"] and not counts["banked"]:
        return "bank_failed"
    return "session_end"


# --- banking ---------------------------------------------------------------------------


def _bank_one(
    run: Run,
    payload: dict,
    stored: dict,
    mode: str,
    raw_text: str,
    turn_id: str | None,
    turn_ts: str | None,
    turn_cwd: str | None,
) -> str:
    from writeback import filter as eligibility
    from writeback.hooks.transcript import clean_text
    from writeback.privacy import strip_private

    # Lone surrogates first (they would fail the UTF-8 corpus write), then <private> spans
    # before anything else sees the text.
    text = strip_private(clean_text(raw_text))
    decision = eligibility.check(text)
    if not decision.eligible:
        return decision.reason or "too_short"
    record = _record(run, payload, mode, text, turn_id, turn_ts, turn_cwd)
    sock = _socket_for(stored)
    have_socket = sock is not None and sock.exists()
    bank_timed_out = False
    if sock is not None and have_socket:
        from writeback import ipc

        reply = ipc.request(
            sock,
            {"op": "bank", "record": record.to_dict()},
            min(BANK_TIMEOUT, max(run.left() - 0.5, 0.05)),
        )
        if reply.ok and reply.data:
            result = reply.data.get("result")
            if result == "banked":
                return "banked_queued"
            if result in ("duplicate", "secret"):
                if result == "secret" and isinstance(reply.data.get("types"), list):
                    run.extra["secret_types"] = [str(t) for t in reply.data["types"]][:10]
                return result
        bank_timed_out = reply.error == "timeout"
    outcome = _scan_and_bank(record, run)
    if outcome != "banked":
        return outcome
    if sock is None or not have_socket:
        return "banked_no_serve"
    if bank_timed_out:
        return "banked_serve_timeout"  # it did not answer once; do not wait on it twice
    from writeback import corpus, ipc

    reply = ipc.request(
        sock,
        {"op": "harvest", "file": corpus.name_for(record)},
        min(NUDGE_TIMEOUT, max(run.left() - 0.2, 0.05)),
    )
    if reply.ok:
        return "banked_queued"
    if reply.error == "timeout":
        return "banked_serve_timeout"
    return "banked_no_serve"


def _scan_and_bank(record: Any, run: Run | None = None) -> str:
    """Local secret scan + corpus write: banked | duplicate | secret | scanner_unavailable | bank_failed."""
    from writeback import corpus
    from writeback import secrets as secret_scan

    try:
        found = secret_scan.scan(record.text)
    except secret_scan.ScannerUnavailable:
        return "scanner_unavailable"
    if found:
        if run is not None:
            run.extra["secret_types"] = found[:10]  # type names only, never values
        return "secret"
    try:
        result = corpus.bank(record)
    except OSError as exc:
        if run is not None:
            run.extra["errno"] = exc.errno
        return "bank_failed"
    return result.status  # banked | duplicate


def _record(
    run: Run,
    payload: dict,
    mode: str,
    text: str,
    turn_id: str | None,
    turn_ts: str | None,
    turn_cwd: str | None,
) -> Any:
    from writeback.corpus import TurnRecord, now_iso
    from writeback.hooks.transcript import clean_text
    from writeback.projects import project_of

    def clean(value: str | None) -> str | None:
        return clean_text(value) if value is not None else None

    cwd = clean(_str(payload.get("cwd")) or turn_cwd)
    return TurnRecord(
        harness=run.harness,
        event=run.event,
        session_id=clean_text(str(payload["session_id"])),
        turn_id=clean(turn_id),
        cwd=cwd,
        captured_at=now_iso(),
        turn_ts=clean(turn_ts),
        source_id=run.harness,
        text=text,
        mode=mode,
        project=project_of(cwd),
    )


def _socket_for(stored: dict) -> Path | None:
    try:
        from writeback.ipc import socket_path

        return socket_path(settings.brain_url_from_env_or_file(stored))
    except ValueError:
        return None


def _str(value: object) -> str | None:
    return value if isinstance(value, str) and value else None
