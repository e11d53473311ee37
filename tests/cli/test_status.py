"""`writeback status`: every part, in every state, on both backends."""

from __future__ import annotations

import json
import os
import subprocess
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.conftest import WRITEBACK_BIN
from tests.pg import postgres_database
from writeback import heartbeat
from writeback.brain import NewFact, open_brain
from writeback.status import gather


def wb(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(WRITEBACK_BIN), *args], capture_output=True, text=True,
                          env=dict(os.environ), timeout=60)  # fmt: skip


def test_fresh_machine_is_not_configured_and_not_created(wb_home: Path) -> None:
    data = gather()
    assert data["config"] == "not_configured"
    assert data["brain"]["state"] == "not_created" and not (wb_home / "brain.db").exists()
    assert data["serve"]["state"] == "not_running"
    assert data["capture"]["last_by_harness"] == {}
    proc = wb("status")
    assert proc.returncode == 0 and "not created" in proc.stdout and "never" in proc.stdout
    assert not (wb_home / "brain.db").exists()  # status never creates the brain


def test_damaged_brain_is_unreachable_not_empty(wb_home: Path) -> None:
    assert wb("remember", "Prefers pnpm over npm").returncode == 0
    (wb_home / "brain.db").write_bytes(b"not a database" * 200)
    data = gather()
    assert data["brain"]["state"] == "unreachable" and data["backlog"]["pending"] is None
    proc = wb("status", "--json")
    assert proc.returncode == 0 and json.loads(proc.stdout)["brain"]["state"] == "unreachable"


@pytest.fixture(params=["sqlite", "postgres"])
def brain_url(request, wb_home: Path):
    if request.param == "sqlite":
        yield f"sqlite:///{wb_home}/brain.db"
        return
    with postgres_database() as dsn:
        yield dsn


def test_counts_and_captures(brain_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WRITEBACK_BRAIN_URL", brain_url)
    now = datetime.now(UTC)
    with open_brain(brain_url) as brain:
        assert gather()["brain"]["state"] == "empty"
        brain.remember(NewFact("Prefers pnpm over npm", "preference"))
        brain.remember(NewFact("Launch is March 1st", "decision"))
        brain.remember(NewFact("Launch is March 3rd", "correction", corrects="March 1st"))
        gone = brain.remember(NewFact("Uses Yarn", "preference"))
        brain.forget(gone.id)
        brain.remember(NewFact("Has a cold", "fact", valid_until=now - timedelta(hours=1),
                               valid_from=now - timedelta(days=1)))  # fmt: skip
    heartbeat.record("claude-code", "claude-stop", "banked_no_serve", 1.0)
    heartbeat.record("claude-code", "claude-stop", "ack", 1.0)
    heartbeat.record("codex", "codex-stop", "no_user_turn", 1.0)
    data = gather()
    assert data["brain"]["state"] == "ok"
    assert data["facts"] == {"active": 2, "superseded": 1, "forgotten": 1, "lapsed": 1}
    assert data["capture"]["captured_7d"] == 1
    assert data["capture"]["skipped_7d"] == {"ack": 1, "no_user_turn": 1}
    assert data["capture"]["last_by_harness"]["codex"]["reason"] == "no_user_turn"
    text = wb("status").stdout
    assert "2 active, 1 superseded, 1 forgotten, 1 lapsed" in text
