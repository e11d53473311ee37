"""`writeback activity`: per session, hook runs, banked turns, outcomes and fact ids."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
from hookutil import claude_payload, claude_transcript, user_line

from tests.conftest import WRITEBACK_BIN

# Every test here on both backends (activity reads receipts; forget writes facts).
pytestmark = pytest.mark.usefixtures("brain_url")


def wb(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(WRITEBACK_BIN), *args], capture_output=True, text=True,
                          input=stdin, env=dict(os.environ), timeout=120,
                          cwd=os.environ["HOME"])  # fmt: skip


def test_activity_follows_each_turn_to_its_facts() -> None:
    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    path = claude_transcript([user_line("We decided to deploy the api on Fridays.", session="A")],
                             name="A.jsonl")  # fmt: skip
    wb("hook", "claude-stop", stdin=json.dumps(claude_payload(path, session="A")))
    ack = claude_transcript([user_line("ok thanks", session="B")], name="B.jsonl")
    wb("hook", "claude-stop", stdin=json.dumps(claude_payload(ack, session="B")))
    pending = json.loads(wb("activity", "--json").stdout)
    a = next(s for s in pending["sessions"] if s["session_id"] == "A")
    assert [t["outcome"] for t in a["turns"]] == ["pending"]
    assert wb("sweep", "--once").returncode == 0
    data = json.loads(wb("activity", "--session", "A", "--json").stdout)
    (session,) = data["sessions"]
    assert [r["reason"] for r in session["runs"]] == ["banked_no_serve"]
    (turn,) = session["turns"]
    assert turn["outcome"] == "extracted" and turn["terminal"] is True
    (fact_id,) = turn["fact_ids"]
    assert json.loads(wb("facts", "show", fact_id, "--json").stdout)["fact"]["session_id"] == "A"
    other = json.loads(wb("activity", "--session", "B", "--json").stdout)["sessions"]
    assert [r["reason"] for r in other[0]["runs"]] == ["ack"] and other[0]["turns"] == []
    text = wb("activity").stdout
    assert "session A" in text and fact_id in text
    assert wb("activity", "--since", "P1D").returncode == 2


def test_forget_session_retires_its_facts_and_deletes_its_turns() -> None:
    from hookutil import corpus_files

    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    for sid, text in (("S1", "We decided to deploy the api on Fridays."),
                      ("S2", "I always use pnpm instead of npm.")):  # fmt: skip
        path = claude_transcript([user_line(text, session=sid)], name=f"{sid}.jsonl")
        wb("hook", "claude-stop", stdin=json.dumps(claude_payload(path, session=sid)))
    assert wb("sweep", "--once").returncode == 0
    assert wb("forget").returncode == 2  # neither an id nor --session
    out = json.loads(wb("forget", "--session", "S1", "--json").stdout)
    assert len(out["facts"]) == 1 and out["banked_files_deleted"] == 1
    left = json.loads(wb("facts", "--json").stdout)["facts"]
    assert [f["session_id"] for f in left] == ["S2"]
    assert len(corpus_files()) == 1


def test_purge_deletes_banked_turns_before_a_date() -> None:
    from hookutil import corpus_files

    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    path = claude_transcript([user_line("I always use pnpm instead of npm.")])
    wb("hook", "claude-stop", stdin=json.dumps(claude_payload(path)))
    assert len(corpus_files()) == 1
    old = json.loads(wb("purge", "--before", "2000-01-01", "--json").stdout)
    assert old["deleted"] == 0 and len(corpus_files()) == 1
    dry = json.loads(wb("purge", "--before", "2999-01-01", "--dry-run", "--json").stdout)
    assert dry["deleted"] == 1 and len(corpus_files()) == 1
    assert json.loads(wb("purge", "--before", "2999-01-01", "--json").stdout)["deleted"] == 1
    assert corpus_files() == []
    bad = wb("purge", "--before", "yesterday-ish")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
