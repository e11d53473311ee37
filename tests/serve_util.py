"""Helpers for tests that run a real `writeback serve` process and real corpus files."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from tests.conftest import WRITEBACK_BIN
from writeback import corpus, ipc, paths, settings


def brain_url() -> str:
    return settings.brain_url_from_env_or_file()


def brain_db() -> Path:
    return paths.default_brain_path()


def start_serve(brain: str | None = None, extra_env: dict | None = None) -> subprocess.Popen:
    env = {**os.environ, **(extra_env or {})}
    args = [str(WRITEBACK_BIN), "serve", "run"]
    if brain:
        args += ["--brain", brain]
    proc = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    sock = ipc.socket_path(brain or brain_url())
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            _out, err = proc.communicate()
            raise AssertionError(f"serve died: {err.decode()}")
        if ipc.request(sock, {"op": "ping"}, timeout=0.5).ok:
            return proc
        time.sleep(0.05)
    proc.kill()
    _out, err = proc.communicate()  # reaped: no child left running when the test fails
    raise AssertionError(f"serve did not come up: {err.decode()[-2000:]}")


def stop_serve(proc: subprocess.Popen, sig: int = signal.SIGTERM) -> int:
    """Signal serve and reap it. Its pipes are drained while it exits (``wait`` alone can
    deadlock on a full stderr pipe); one that outlives the grace is killed, reaped, and the
    test fails: no serve outlives its test."""
    if proc.poll() is None:
        proc.send_signal(sig)
    try:
        proc.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise AssertionError("serve did not exit within 20 s of the signal; killed") from None
    return proc.returncode


def bank(text: str, session: str = "s1", harness: str = "codex") -> Path:
    record = corpus.TurnRecord(
        harness=harness,
        event="codex-stop" if harness == "codex" else "claude-stop",
        session_id=session,
        turn_id=None,
        cwd="/tmp/project",
        captured_at=corpus.now_iso(),
        turn_ts=None,
        source_id=harness,
        text=text,
        mode="salient",
    )
    return corpus.bank(record).path


def wait_for(check: Callable[[], object], timeout: float = 10.0, step: float = 0.05) -> object:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {check}")
        time.sleep(step)


def query(sql: str, params: tuple = ()) -> list[tuple]:
    conn = sqlite3.connect(brain_db(), timeout=10)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def receipts() -> dict[str, tuple[str, int]]:
    return {
        r[0]: (r[1], r[2])
        for r in query("SELECT corpus_file, outcome, terminal FROM harvest_receipts")
    }


def facts_by_provenance() -> dict[str, int]:
    return dict(query("SELECT provenance, COUNT(*) FROM facts GROUP BY provenance"))


def preference(i: int) -> str:
    """A turn the rules engine turns into exactly one durable preference fact."""
    return f"I always use pnpm for project zeta{i}."
