"""Forget that stays forgotten: an older banked turn harvested after the forget cannot bring
the fact back; a statement made after the forget is a new fact. Both backends."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from datetime import UTC, datetime, timedelta

from hookutil import claude_payload, claude_transcript, corpus_files, user_line

from tests.conftest import WRITEBACK_BIN
from writeback.brain import NewFact, open_brain

TEXT = "We decided to deploy the api on Fridays from now on."


def wb(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(WRITEBACK_BIN), *args], capture_output=True, text=True,
                          input=stdin, env=dict(os.environ), timeout=120,
                          cwd=os.environ["HOME"])  # fmt: skip


def test_brain_suppresses_what_was_said_before_the_forget(brain_url: str) -> None:
    now = datetime.now(UTC)
    with open_brain(brain_url) as brain:
        first = brain.remember(NewFact("Deploys on Fridays", "decision", stated_at=now))
        brain.forget(first.id)
        # the same words from a turn said before the forget: not stored again
        again = brain.remember(NewFact("deploys on fridays.", "decision",
                                       stated_at=now - timedelta(minutes=5)))  # fmt: skip
        assert again.status == "suppressed" and again.id == first.id
        # said after the forget: a new fact
        later = brain.remember(NewFact("Deploys on Fridays", "decision",
                                       stated_at=datetime.now(UTC) + timedelta(seconds=1)))  # fmt: skip
        assert later.status == "inserted" and later.id != first.id
        # an explicit save now (CLI, MCP) is a new statement too
        brain.forget(later.id)
        assert brain.remember(NewFact("Deploys on Fridays", "decision")).status == "inserted"


def test_an_older_banked_turn_harvested_after_forget_stays_forgotten(brain_url: str) -> None:
    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    for session in ("s1", "s2"):  # the same words banked twice, in two sessions
        path = claude_transcript([user_line(TEXT, session=session)], name=f"{session}.jsonl")
        wb("hook", "claude-stop", stdin=json.dumps(claude_payload(path, session=session)))
    first, second = sorted(corpus_files(), key=lambda p: p.stat().st_mtime)
    # harvest only one of them, forget its fact, then harvest the other (older turn)
    hold = first.with_name(first.name + ".hold")
    second.rename(hold)
    assert wb("sweep", "--once").returncode == 0
    (fact,) = json.loads(wb("facts", "--json").stdout)["facts"]
    assert wb("forget", fact["id"]).returncode == 0
    hold.rename(second)
    # a sweep killed -9 in the middle, then a full one: nothing comes back
    proc = subprocess.Popen([str(WRITEBACK_BIN), "sweep", "--once"], env=dict(os.environ),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    time.sleep(0.3)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert wb("sweep", "--once").returncode == 0
    assert json.loads(wb("facts", "--json").stdout)["facts"] == []
    history = json.loads(wb("facts", "--all", "--json").stdout)["facts"]
    assert [f["id"] for f in history] == [fact["id"]]  # no second copy, even retired
    assert wb("recall", "deploy", "--json").stdout.count(fact["claim"]) == 0


def test_facts_show_gives_provenance_and_the_chain(brain_url: str) -> None:
    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    path = claude_transcript([user_line("The launch is on March 1st.")])
    wb("hook", "claude-stop", stdin=json.dumps(claude_payload(path, session="sx")))
    assert wb("sweep", "--once").returncode == 0
    (old,) = json.loads(wb("facts", "--json").stdout)["facts"]
    new = json.loads(wb("remember", "The launch is on March 3rd", "--kind", "correction",
                        "--corrects", "March 1st", "--json").stdout)  # fmt: skip
    shown = json.loads(wb("facts", "show", old["id"], "--json").stdout)
    assert shown["fact"]["source"] == "hook:writeback" and shown["fact"]["session_id"] == "sx"
    assert shown["fact"]["rule"]  # the extractor rule that produced it
    assert shown["turn"]["excerpt"] == "The launch is on March 1st."
    assert [f["id"] for f in shown["superseded_by"]] == [new["id"]]
    back = json.loads(wb("facts", "show", new["id"], "--json").stdout)
    assert [f["id"] for f in back["supersedes"]] == [old["id"]] and back["turn"] is None
    text = wb("facts", "show", old["id"]).stdout
    assert "excerpt" in text and "superseded by" in text
    missing = wb("facts", "show", "nope")
    assert missing.returncode == 1 and "no fact" in missing.stderr
