"""The hook process: payload in, at most one banked turn out, one heartbeat line, exit 0.

See :mod:`writeback.hooks` for the contract. Flow for a Stop event::

    WRITEBACK_HOOKS=0 → exit            WRITEBACK_SESSION=off → session_off
    config memory.auto_writeback=off → off   (nothing read beyond config.json)
    stdin (bounded, short timeout) → payload → .writeback-ignore
    → fork: the rest runs in a detached child; the hook waits for its answer until the
      deadline, else returns and the child writes the heartbeat line when done
    → transcript tail → last genuine user turn → strip <private> → filter → bank:
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
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from writeback import harnesses, heartbeat, settings

# The capture events (writeback.harnesses): event → (harness, the event's entry)
EVENTS = harnesses.events_of(harnesses.CAPTURE)
STDIN_TIMEOUT = 0.5
MAX_STDIN = 8 * 1024 * 1024
BANK_TIMEOUT = 0.4
NUDGE_TIMEOUT = 0.25
IGNORE_FILE = ".writeback-ignore"
USAGE = f"usage: writeback hook {{{'|'.join(EVENTS)}}} < payload.json\n"


class DeadlineExceeded(BaseException):
    """Raised by the alarm; a BaseException so broad ``except Exception`` cannot eat it."""


class Run:
    """What one hook run has decided so far (mutable; a plain class, not a dataclass:
    importing dataclasses costs the hook several milliseconds per agent turn)."""

    __slots__ = ("event", "harness", "deadline", "reason", "extra", "started", "bank_timeout")

    def __init__(self, event: str, harness: str, deadline: float) -> None:
        self.event = event
        self.harness = harness
        self.deadline = deadline  # time.monotonic() value
        self.started = time.monotonic()
        self.bank_timeout = BANK_TIMEOUT  # the detached child waits longer for serve
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
        harness, spec = EVENTS[event]
        budget = spec.deadline
        run = Run(event, harness, start + budget)
        run.started = start
        _run_with_deadline(run, budget)
        if run.reason != HANDED_OFF:  # else the detached child writes the line when done
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
    if not settings.session_may_store():  # WRITEBACK_SESSION=off or no_store
        return "session_off"
    try:
        stored = settings.load_file_plane()
    except settings.ConfigFileError:
        return "off"  # unreadable config fails closed
    mode = settings.read_file_value("memory.auto_writeback", stored)
    if not mode.valid or mode.value == "off":
        return "off"
    run.extra["mode"] = mode.value

    payload = parse_payload(read_stdin(STDIN_TIMEOUT, MAX_STDIN))
    if isinstance(payload, str):
        return payload
    run.extra["session_id"] = payload["session_id"][:200]  # for `writeback activity`
    cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
    if is_ignored(cwd or os.getcwd()):
        return "ignored_path"

    return _detached(run, lambda: _dispatch(run, payload, stored, mode.value))


def _dispatch(run: Run, payload: dict, stored: dict, mode: str) -> str:
    """Hand the payload to the harness's transcript reader (``writeback.harnesses``)."""
    from writeback.hooks.transcript import TranscriptError

    harness, spec = harnesses.EVENTS[run.event]
    reader: Any = harnesses.reader(harness)
    try:
        if spec.kind == "session":
            turns = reader.session_turns(payload, deadline=run.deadline - 0.2)
            return _session_end(run, payload, stored, mode, turns)
        turn = reader.stop_turn(payload, deadline=_turn_deadline(run))
        if turn is None:
            return "no_user_turn"
        return _bank_one(run, payload, stored, mode, turn.text, turn.turn_id, turn.ts, turn.cwd)
    except TranscriptError as exc:
        return exc.reason


def parse_payload(raw: bytes | None) -> dict | str:
    """The harness's JSON object from stdin, or the heartbeat reason why not."""
    if not raw or not raw.strip():
        return "no_stdin"
    try:
        payload = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return "bad_payload"  # garbage, bad encoding, or nested past the parser's depth
    if not isinstance(payload, dict):
        return "bad_payload"
    session_id = payload.get("session_id")
    if not isinstance(session_id, str) or not session_id or "\x00" in session_id:
        return "bad_payload"
    for key in ("cwd", "transcript_path"):
        if isinstance(payload.get(key), str) and "\x00" in payload[key]:
            return "bad_payload"  # no path holds a NUL; os calls would raise on it
    return payload


# --- the detached worker --------------------------------------------------------------
#
# Everything after the payload (transcript, filter, secret scan, bank, nudge) runs in a
# forked child in its own session. The hook waits for the child's answer until its own
# deadline; if the answer is late (a loaded machine: 50 hooks on 2 cores need ~15 CPU-s
# of secret scanning), the hook returns to the agent at its deadline and the child goes
# on, with its own generous budget, and writes the heartbeat line itself (with
# ``detached: true``). Nothing unscanned touches disk either way: the child holds the
# turn in memory until the scan is done. Who writes the line is settled by an ack pipe:
# the child waits for the hook's "got it" and writes the line itself on EOF instead.

CHILD_BUDGET = 300.0
CHILD_BANK_TIMEOUT = 10.0  # seconds the child waits for serve's bank answer
# Lower priority than hooks still answering their agents, but not so low that a machine
# kept busy by other work starves the child past its budget (which is for a hung disk).
CHILD_NICE = 5
_ANSWER_MARGIN = 0.1  # seconds kept for the heartbeat line and exit
HANDED_OFF = ""  # the reason run_hook_cli records nothing for: the child will
_CHILD_LOST: dict = {}  # identity marker: the child exited without an answer


def _detached(run: Run, work: Any) -> str:
    if not hasattr(os, "fork"):
        return work()
    try:
        r_res, w_res = os.pipe()
        r_ack, w_ack = os.pipe()
    except OSError:
        return work()
    _arm(0)  # the wait below is bounded by itself; no alarm may cut it (or the fork) short
    try:
        pid = os.fork()
    except OSError:
        for fd in (r_res, w_res, r_ack, w_ack):
            _close(fd)
        _arm(max(run.left(), 0.01))
        return work()
    if pid == 0:  # pragma: no cover - runs in the forked child (tested end to end)
        try:
            _close(r_res)
            _close(w_ack)
            _child(run, work, w_res, r_ack)
        finally:
            os._exit(0)
    _close(w_res)
    _close(r_ack)
    try:
        answer = _read_answer(r_res, run.deadline - _ANSWER_MARGIN)
        if answer is None:
            return HANDED_OFF  # the child records the line when it is done
        if answer is _CHILD_LOST:
            return "exception_ChildLost"  # it died before answering: it cannot record
        try:
            os.write(w_ack, b"1")
        except OSError:
            return HANDED_OFF
        run.extra.update(answer.get("extra") or {})
        return str(answer.get("reason") or "exception_Unknown")
    finally:
        _close(r_res)
        _close(w_ack)
        try:
            os.waitpid(pid, os.WNOHANG)
        except OSError:
            pass


def _child(run: Run, work: Any, w_res: int, r_ack: int) -> None:  # pragma: no cover
    """The forked worker: detach, do the work under its own budget, hand the answer back."""
    try:
        os.setsid()  # out of the hook's process group: a harness kill of the hook spares it
    except OSError:
        pass
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # the harness waits for EOF on the hook's pipes: let go of them
        os.dup2(devnull, fd)
    try:
        os.nice(CHILD_NICE)  # hooks still answering their agents (and starting up) come first
    except OSError:
        pass
    # Wait for serve's bank answer long enough for its queue on a busy machine: a local
    # scan in every child would add CPU load exactly where it is short. (A hung serve only
    # delays this turn: the hook has answered at its deadline, and the turn is banked
    # locally once the wait runs out.)
    answer_by = run.deadline - _ANSWER_MARGIN  # when the hook stops waiting for us
    run.bank_timeout = CHILD_BANK_TIMEOUT
    run.deadline = time.monotonic() + CHILD_BUDGET
    try:
        signal.signal(signal.SIGALRM, _raise_deadline)
    except (ValueError, OSError, AttributeError):
        pass
    _arm(CHILD_BUDGET)
    try:
        reason = work()
    except DeadlineExceeded:
        reason = "deadline"
    except Exception as exc:  # noqa: BLE001
        reason = f"exception_{type(exc).__name__}"
    _arm(0)
    delivered = False
    try:
        os.write(w_res, json.dumps({"reason": reason, "extra": run.extra}).encode())
        _close(w_res)
        delivered = os.read(r_ack, 1) == b"1"
    except (OSError, TypeError, ValueError):
        pass
    if not delivered:
        # duration_ms stays what the agent waited (the hook answered at its deadline);
        # done_ms is when this turn's work actually finished.
        heartbeat.record(
            run.harness,
            run.event,
            reason,
            max(0.0, (answer_by - run.started) * 1000.0),
            detached=True,
            done_ms=round(heartbeat.monotonic_ms(run.started), 1),
            **run.extra,
        )


def _arm(seconds: float) -> None:
    """Set (or with 0, clear) the SIGALRM deadline timer; a no-op where there is none."""
    try:
        signal.setitimer(signal.ITIMER_REAL, seconds)
    except (ValueError, OSError, AttributeError):
        pass


def _raise_deadline(signum: int, frame: Any) -> None:  # pragma: no cover - child only
    raise DeadlineExceeded


def _read_answer(fd: int, until: float) -> dict | None:
    """The child's JSON answer (it closes its end after writing), or None past ``until``."""
    buf = b""
    while True:
        left = until - time.monotonic()
        if left <= 0:
            return None
        try:
            ready, _, _ = select.select([fd], [], [], left)
        except InterruptedError:
            continue
        except (OSError, ValueError):
            return None
        if not ready:
            return None
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return None
        if not chunk:
            break
        buf += chunk
    try:
        answer = json.loads(buf)
    except (ValueError, UnicodeDecodeError, RecursionError):
        return _CHILD_LOST  # EOF without a whole answer: the child died
    return answer if isinstance(answer, dict) else _CHILD_LOST


def _close(fd: int) -> None:
    try:
        os.close(fd)
    except OSError:
        pass


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
# How long after the hook started a turn the client has not written yet is waited for
# (also in the detached child, whose own budget is far longer).
TURN_WAIT = 1.5


def _turn_deadline(run: Run) -> float:
    return min(run.deadline - BANK_RESERVE, run.started + TURN_WAIT)


def _session_end(run: Run, payload: dict, stored: dict, mode: str, turns: Iterator[Any]) -> str:
    """Bank every eligible turn of the session (oldest first, locally), nudging the
    serve for each banked file while it answers; the heartbeat carries the counts."""
    from writeback import corpus, ipc
    from writeback import filter as eligibility
    from writeback.hooks.transcript import clean_text
    from writeback.privacy import strip_private

    counts = {"banked": 0, "duplicate": 0, "skipped": 0, "secret": 0, "failed": 0}
    run.extra["counts"] = counts  # visible to the heartbeat even if the deadline hits
    sock = _socket_for(stored)
    nudging = sock is not None and sock.exists()
    any_turn = False
    for turn in turns:
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
            min(run.bank_timeout, max(run.left() - 0.5, 0.05)),
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
    if outcome == "duplicate" and bank_timed_out:
        return "banked_serve_timeout"  # serve banked it but answered too late: not a re-run
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
        hits = secret_scan.scan_fields(record.free_text())
    except secret_scan.ScannerUnavailable:
        return "scanner_unavailable"
    if hits:
        if run is not None:  # field and type names only, never values
            run.extra["secret_types"] = sorted({t for ts in hits.values() for t in ts})[:10]
            run.extra["secret_fields"] = sorted(hits)
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
