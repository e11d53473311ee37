"""Heartbeat lines, rotation, summaries, the CLI and doctor checks."""

from __future__ import annotations

import json
import os
import subprocess
from datetime import timedelta
from pathlib import Path

from tests.conftest import WRITEBACK_BIN
from writeback import heartbeat
from writeback.hooks import doctor


def test_record_and_summarize(wb_home: Path) -> None:
    for reason in ["ack", "ack", "banked_no_serve"]:
        heartbeat.record("claude-code", "claude-stop", reason, 3.2)
    path = wb_home / "heartbeat.jsonl"
    with open(path, "a") as fh:
        fh.write('garbage\n{"no": 1}\n')
    assert path.stat().st_mode & 0o777 == 0o600
    assert heartbeat.summarize(timedelta(days=1)) == {"ack": 2, "banked_no_serve": 1}
    assert heartbeat.last_entry()["reason"] == "banked_no_serve"


def test_rotation_bounds_size(wb_home: Path, monkeypatch) -> None:
    monkeypatch.setattr(heartbeat, "MAX_BYTES", 2000)
    for _ in range(100):
        heartbeat.record("codex", "codex-stop", "off", 1.0)
    path = wb_home / "heartbeat.jsonl"
    assert path.stat().st_size <= 2000 + heartbeat.MAX_LINE
    assert (wb_home / "heartbeat.jsonl.1").exists()
    assert sum(heartbeat.summarize(timedelta(days=1)).values()) <= 100


def test_reasons_are_closed_and_documented() -> None:
    for reason in heartbeat.REASONS:
        assert reason in heartbeat.__doc__ or reason in (
            "greeting",
            "slash_command",
            "question_only",
            "tool_output",
            "quoted",
            "too_short",
        )
    assert heartbeat.is_known_reason("exception_KeyError")
    assert not heartbeat.is_known_reason("whatever")


def test_cli(wb_home: Path) -> None:
    heartbeat.record("claude-code", "claude-stop", "ack", 1.0)
    out = subprocess.run([str(WRITEBACK_BIN), "heartbeat", "--since", "7d", "--json"],
                         capture_output=True, env=dict(os.environ), check=True)  # fmt: skip
    data = json.loads(out.stdout)
    assert data["schema_version"] == 1 and data["counts"] == {"ack": 1}
    human = subprocess.run(
        [str(WRITEBACK_BIN), "heartbeat"], capture_output=True, env=dict(os.environ), check=True
    )
    assert b"ack" in human.stdout
    bad = subprocess.run(
        [str(WRITEBACK_BIN), "heartbeat", "--since", "P7D"],
        capture_output=True,
        env=dict(os.environ),
    )
    assert bad.returncode != 0


def test_doctor_checks(wb_home: Path) -> None:
    names = {c["name"]: c for c in doctor.checks()}
    assert names["hook.heartbeat"]["status"] == "warn"
    heartbeat.record("claude-code", "claude-stop", "scanner_unavailable", 1.0)
    (wb_home / "corpus").mkdir(mode=0o755)
    (wb_home / "corpus").chmod(0o755)
    names = {c["name"]: c for c in doctor.checks()}
    assert names["hook.heartbeat"]["status"] == "ok"
    assert names["hook.reasons"]["status"] == "warn"
    assert names["corpus.perms"]["status"] == "fail" and "fix" in names["corpus.perms"]
    for c in names.values():
        assert c["status"] in ("ok", "warn", "fail") and c["message"]


def test_doctor_ignores_runs_of_unknown_events(wb_home: Path) -> None:
    heartbeat.record("unknown", "claude-stp", "disabled", 1.0)
    names = {c["name"]: c for c in doctor.checks()}
    assert names["hook.heartbeat"]["status"] == "warn"
    assert "never run" in names["hook.heartbeat"]["message"]


def test_doctor_notices_a_harness_that_captures_nothing(wb_home: Path) -> None:
    for _ in range(3):
        heartbeat.record("claude-code", "claude-stop", "banked_no_serve", 1.0)
    for _ in range(doctor.SILENT_AFTER):
        heartbeat.record("codex", "codex-stop", "no_user_turn", 1.0)
    names = {c["name"]: c for c in doctor.checks()}
    assert names["hook.capture.claude-code"]["status"] == "ok"
    assert names["hook.capture.codex"]["status"] == "warn"
    assert "no_user_turn" in names["hook.capture.codex"]["message"]
    heartbeat.record("codex", "codex-stop", "ack", 1.0)  # reading works: a turn was judged
    assert {c["name"]: c for c in doctor.checks()}["hook.capture.codex"]["status"] == "ok"
    heartbeat.record("codex", "codex-stop", "transcript_unrecognized", 1.0)
    check = {c["name"]: c for c in doctor.checks()}["hook.capture.codex"]
    assert check["status"] == "warn" and "format" in check["message"] and "upgrade" in check["fix"]


def test_read_side_runs_do_not_mask_a_capture_that_banks_nothing(wb_home: Path) -> None:
    for _ in range(doctor.SILENT_AFTER):
        heartbeat.record("claude-code", "claude-stop", "transcript_turn_missing", 1.0)
        heartbeat.record("claude-code", "claude-prompt-submit", "ambient_empty", 1.0)
    check = {c["name"]: c for c in doctor.checks()}["hook.capture.claude-code"]
    assert check["status"] == "warn" and "transcript_turn_missing" in check["message"]
