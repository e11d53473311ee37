"""WRITEBACK_SESSION, honoured by every hook and by the MCP server: off reads and writes
nothing, no_store reads but writes nothing, no_recall writes but reads nothing."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
from hookutil import claude_payload, claude_transcript, corpus_files, last_reason, user_line

from tests.conftest import WRITEBACK_BIN

INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                   "clientInfo": {"name": "t", "version": "0"}}}  # fmt: skip


def wb(*args: str, stdin: str | None = None, session: str | None = None):
    env = dict(os.environ)
    if session is not None:
        env["WRITEBACK_SESSION"] = session
    return subprocess.run([str(WRITEBACK_BIN), *args], input=stdin, capture_output=True,
                          text=True, env=env, timeout=120, cwd=os.environ["HOME"])  # fmt: skip


def mcp_calls(session: str, calls: list[tuple[str, dict]]) -> list[dict]:
    env = {**os.environ, "WRITEBACK_SESSION": session}
    proc = subprocess.Popen([str(WRITEBACK_BIN), "mcp"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)  # fmt: skip
    assert proc.stdin and proc.stdout

    def send(msg: dict) -> None:
        proc.stdin.write((json.dumps(msg) + "\n").encode())  # type: ignore[union-attr]
        proc.stdin.flush()  # type: ignore[union-attr]

    out = []
    try:
        send(INIT)
        proc.stdout.readline()
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        for i, (name, args) in enumerate(calls, start=2):
            send({"jsonrpc": "2.0", "id": i, "method": "tools/call",
                  "params": {"name": name, "arguments": args}})  # fmt: skip
            reply = json.loads(proc.stdout.readline())
            out.append(reply["result"]["structuredContent"])
    finally:
        proc.stdin.close()
        proc.wait(timeout=60)
        proc.stdout.close()
    return out


@pytest.fixture
def capture_on() -> None:
    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    assert wb("remember", "Prefers pnpm over npm", "--kind", "preference").returncode == 0


@pytest.mark.parametrize(("policy", "banks"), [("off", False), ("no_store", False), ("no_recall", True)])  # fmt: skip
def test_stop_hook_writes_only_when_allowed(capture_on: None, policy: str, banks: bool) -> None:
    path = claude_transcript([user_line("I always use pnpm instead of npm.")])
    wb("hook", "claude-stop", stdin=json.dumps(claude_payload(path)), session=policy)
    assert bool(corpus_files()) is banks
    assert (last_reason() == "session_off") is not banks


@pytest.mark.parametrize(("policy", "reads"), [("off", False), ("no_store", True), ("no_recall", False)])  # fmt: skip
def test_session_start_reads_only_when_allowed(capture_on: None, wb_home: Path, policy: str, reads: bool) -> None:  # fmt: skip
    payload = json.dumps({"session_id": "p", "cwd": os.environ["HOME"]})
    if not reads:
        (wb_home / "brain.db").chmod(0o000)  # a read would fail loudly
    try:
        proc = wb("hook", "claude-session-start", stdin=payload, session=policy)
    finally:
        (wb_home / "brain.db").chmod(0o600)
    assert ("Prefers pnpm" in proc.stdout) is reads
    assert last_reason() == ("ambient_sent" if reads else "ambient_off")


@pytest.mark.parametrize("policy", ["off", "no_store", "no_recall"])
def test_mcp_server_honours_the_session(capture_on: None, policy: str) -> None:
    remember, recall = mcp_calls(policy, [("remember", {"claim": "Deploys on Fridays"}),
                                          ("recall", {"query": "pnpm"})])  # fmt: skip
    stored = remember.get("status") == "inserted"
    read = bool(recall.get("facts"))
    assert stored is (policy == "no_recall")
    assert read is (policy == "no_store")
    for result, allowed in ((remember, stored), (recall, read)):
        if not allowed:
            assert result["code"] == "session_policy" and result["retriable"] is False
    listed = json.loads(wb("facts", "--json").stdout)["facts"]
    assert ("Deploys on Fridays" in {f["claim"] for f in listed}) is stored
