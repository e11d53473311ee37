"""The read-side hooks as real processes: what a session is told, and what it never is."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from hookutil import heartbeats, last_reason

from tests.conftest import WRITEBACK_BIN


def wb(*args: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess[str]:  # fmt: skip
    return subprocess.run(
        [str(WRITEBACK_BIN), *args], capture_output=True, text=True, input=stdin,
        env={**os.environ, **(env or {})}, timeout=60, cwd=os.environ["HOME"],
    )  # fmt: skip


def remember(claim: str, *extra: str) -> str:
    out = wb("remember", claim, *extra, "--json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)["id"]


def start(session: str = "s1", event: str = "claude-session-start", env: dict | None = None) -> str:
    payload = {"session_id": session, "cwd": os.environ["HOME"], "hook_event_name": "SessionStart", "source": "startup"}  # fmt: skip
    proc = wb("hook", event, stdin=json.dumps(payload), env=env)
    assert proc.returncode == 0 and proc.stderr == ""
    if not proc.stdout:
        return ""
    data = json.loads(proc.stdout)
    assert data["hookSpecificOutput"]["hookEventName"] == "SessionStart"
    return data["hookSpecificOutput"]["additionalContext"]


def prompt(text: str, session: str = "s1", event: str = "claude-prompt-submit") -> str:
    payload = {"session_id": session, "cwd": os.environ["HOME"], "prompt": text}
    proc = wb("hook", event, stdin=json.dumps(payload))
    assert proc.returncode == 0
    return json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"] if proc.stdout else ""


@pytest.mark.parametrize("event", ["claude-session-start", "codex-session-start"])
def test_session_start_brief_carries_active_facts_only(event: str) -> None:
    remember("Prefers pnpm over npm", "--kind", "preference")
    remember("Travelling in Shanghai", "--ttl", "3d")
    gone = remember("Uses Yarn for everything", "--kind", "preference")
    assert wb("forget", gone).returncode == 0
    text = start(event=event)
    assert "Prefers pnpm over npm" in text and "Travelling in Shanghai" in text
    assert "Yarn" not in text  # forgotten: never injected
    assert last_reason() == "ambient_sent"


def test_prompt_gets_relevant_facts_never_twice_in_a_session() -> None:
    wb("config", "set", "memory.ambient_recall", "prompt")
    remember("We deploy the payments API on Fridays", "--kind", "decision")
    first = prompt("how do we deploy the payments service?", session="p1")
    assert "deploy the payments API on Fridays" in first
    assert prompt("and when do we deploy payments again?", session="p1") == ""
    assert "Fridays" in prompt("deploy payments?", session="p2")  # a new session is told again
    assert start(session="p3") != "" and prompt("deploy payments?", session="p3") == ""


@pytest.mark.parametrize(
    ("setting", "env"),
    [
        ("off", {}),
        ("session", {"WRITEBACK_SESSION": "off"}),
        ("session", {"WRITEBACK_SESSION": "no_recall"}),
    ],  # fmt: skip
)
def test_off_reads_nothing(setting: str, env: dict, wb_home: Path) -> None:
    remember("Prefers pnpm over npm", "--kind", "preference")
    wb("config", "set", "memory.ambient_recall", setting)
    brain = wb_home / "brain.db"
    brain.chmod(0o000)  # a read would fail: off must not even open it
    try:
        assert start(env=env) == ""
    finally:
        brain.chmod(0o600)
    assert last_reason() == "ambient_off"


def test_shared_brain_injects_world_facts_only() -> None:
    remember("Prefers pnpm over npm", "--kind", "preference")
    remember("Salary negotiation notes are in my drawer", "--visibility", "private")
    wb("config", "set", "brain.audience", "shared")
    text = start()
    assert "pnpm" in text and "Salary" not in text


def test_no_brain_is_not_created_and_garbage_is_answered_with_silence(wb_home: Path) -> None:
    assert start() == ""
    assert not (wb_home / "brain.db").exists()
    for junk in ["", "not json", "[1,2]", '{"session_id": 5}', "[" * 5000]:
        proc = wb("hook", "claude-session-start", stdin=junk)
        assert proc.returncode == 0 and proc.stdout == "" and "Traceback" not in proc.stderr
    assert {h["reason"] for h in heartbeats()[-5:]} <= {"no_stdin", "bad_payload"}


def test_a_damaged_brain_says_nothing(wb_home: Path) -> None:
    remember("Prefers pnpm over npm", "--kind", "preference")
    (wb_home / "brain.db").write_bytes(b"this is not a database" * 100)
    proc = wb("hook", "claude-session-start", stdin=json.dumps({"session_id": "x", "cwd": "/"}))
    assert proc.returncode == 0 and proc.stdout == "" and "Traceback" not in proc.stderr
    assert last_reason() == "brain_unavailable"


def test_projects_scope_the_brief(tmp_path: Path) -> None:
    api, blog = tmp_path / "api", tmp_path / "blog"
    for repo in (api, blog):
        (repo / ".git").mkdir(parents=True)
        (repo / "src").mkdir()
    remember("We deploy the api on Fridays", "--kind", "decision", "--project", str(api / "src"))
    remember("The blog is frozen until January", "--kind", "project_state", "--project", str(blog))
    remember("Prefers pnpm over npm", "--kind", "preference", "--project", str(blog))
    payload = {"session_id": "proj", "cwd": str(api / "src"), "source": "startup"}
    proc = wb("hook", "claude-session-start", stdin=json.dumps(payload))
    text = json.loads(proc.stdout)["hookSpecificOutput"]["additionalContext"]
    assert "deploy the api on Fridays" in text  # this project (git root of a subdirectory)
    assert "Prefers pnpm" in text  # about the user, stated in another project
    assert "blog is frozen" not in text  # another project's state
    listed = json.loads(wb("facts", "--project", str(blog), "--json").stdout)["facts"]
    assert {f["claim"] for f in listed} == {
        "The blog is frozen until January",
        "Prefers pnpm over npm",
    }
    found = json.loads(wb("recall", "deploy", "--project", str(api), "--json").stdout)["facts"]
    assert [f["project"] for f in found] == [str(api)]


def test_a_captured_turn_and_its_facts_record_the_project(tmp_path: Path) -> None:
    from hookutil import claude_payload, claude_transcript, corpus_files, user_line

    from writeback import corpus

    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "pkg").mkdir()
    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    path = claude_transcript([user_line("We decided to deploy the api on Fridays from now on.")])
    proc = wb("hook", "claude-stop", stdin=json.dumps(claude_payload(path, cwd=str(repo / "pkg"))))
    assert proc.returncode == 0
    (banked,) = corpus_files()
    assert corpus.load(banked).project == str(repo)
    assert wb("sweep", "--once").returncode == 0
    facts = json.loads(wb("facts", "--project", str(repo), "--json").stdout)["facts"]
    assert facts and all(f["project"] == str(repo) for f in facts)


def test_a_brain_guessed_shared_injects_world_facts_only(wb_home: Path) -> None:
    from datetime import UTC, datetime

    from writeback.brain import open_brain

    remember("Prefers pnpm over npm", "--kind", "preference")
    remember("Salary negotiation notes are in my drawer", "--visibility", "private")
    assert "Salary" in start(session="before")  # personal: the user's own brain
    with open_brain(f"sqlite:///{wb_home}/brain.db") as brain:
        for client in ("claude-code", "codex", "cursor"):  # three people's agents
            brain.record_usage(client, "recall", "ok", now=datetime.now(UTC))
    text = start(session="after")
    assert "pnpm" in text and "Salary" not in text
