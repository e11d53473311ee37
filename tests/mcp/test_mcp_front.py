"""The fast front of `writeback mcp`: handshake from the cache, one reply per request."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.conftest import WRITEBACK_BIN

INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                   "clientInfo": {"name": "t", "version": "0"}}}  # fmt: skip


def session(lines: list[dict | bytes]) -> list[dict]:
    """Run `writeback mcp` as a client does: send each line, and read the reply to each
    request before sending the next; then close stdin. Every reply, in order."""
    proc = subprocess.Popen([str(WRITEBACK_BIN), "mcp"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=dict(os.environ))  # fmt: skip
    assert proc.stdin is not None and proc.stdout is not None
    replies = []
    try:
        for item in lines:
            raw = item if isinstance(item, bytes) else json.dumps(item).encode()
            proc.stdin.write(raw + b"\n")
            proc.stdin.flush()
            if isinstance(item, bytes) or "id" in item:
                replies.append(json.loads(proc.stdout.readline()))
        proc.stdin.close()
        assert proc.stdout.read() == b""  # nothing more: never a second reply
    finally:
        proc.wait(timeout=60)
        proc.stdout.close()
    return replies


@pytest.fixture(autouse=True)
def offer_already_made() -> None:
    """The one-time capture offer depends on the brain, so no start is cached while it may
    be due; these tests are about the cache, so it was made."""
    home = Path(os.environ["WRITEBACK_HOME"])
    home.mkdir(mode=0o700, exist_ok=True)
    (home / "config.json").write_text(json.dumps({"memory.auto_writeback_notice_shown": True}))


def handshake_files() -> list[Path]:
    d = Path(os.environ["HOME"]) / ".cache" / "writeback"
    return sorted(d.glob("mcp-handshake-*.json")) if d.exists() else []


def test_first_start_learns_the_handshake_and_the_next_is_answered_from_it() -> None:
    listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
    call = {"jsonrpc": "2.0", "id": 3, "method": "tools/call",
            "params": {"name": "recall", "arguments": {"query": "pnpm"}}}  # fmt: skip
    note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    first = session([INIT, note, listing, call])
    assert [r["id"] for r in first] == [1, 2, 3]  # one reply each, in order
    (cached,) = handshake_files()
    assert oct(cached.stat().st_mode & 0o777) == "0o600"
    data = json.loads(cached.read_text())
    assert data["initialize"]["2025-06-18"] == first[0]["result"]
    assert data["tools"] == first[1]["result"]
    # Mark the cached answers: the next start must reply with exactly those, once.
    data["initialize"]["2025-06-18"]["serverInfo"]["name"] = "from-cache"
    data["tools"]["tools"] = data["tools"]["tools"][:1]
    cached.write_text(json.dumps(data))
    second = session([INIT, note, listing, call])
    assert [r["id"] for r in second] == [1, 2, 3]
    assert second[0]["result"]["serverInfo"]["name"] == "from-cache"
    assert len(second[1]["result"]["tools"]) == 1
    assert "result" in second[2]  # the real server still does the work


def test_another_configuration_is_not_answered_from_a_stale_cache() -> None:
    session([INIT, {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}])
    (cached,) = handshake_files()
    data = json.loads(cached.read_text())
    data["initialize"]["2025-06-18"]["serverInfo"]["name"] = "from-cache"
    cached.write_text(json.dumps(data))
    config = Path(os.environ["WRITEBACK_HOME"]) / "config.json"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(json.dumps({"memory.auto_writeback": "salient",
                                  "memory.auto_writeback_notice_shown": True}))  # fmt: skip
    (reply,) = session([INIT])
    assert reply["result"]["serverInfo"]["name"] != "from-cache"
    assert "Memory (writeback)" in reply["result"]["instructions"]
    other = {**INIT, "params": {**INIT["params"], "protocolVersion": "1999-01-01"}}
    (reply,) = session([other])  # a version the cache never saw: the SDK negotiates
    assert reply["result"]["serverInfo"]["name"] != "from-cache"


def test_garbage_still_gets_errors_through_the_front() -> None:
    replies = session([b"not json", INIT, b"[1,2]"])
    assert [r.get("error", {}).get("code") for r in replies] == [-32700, None, -32600]


def test_the_capture_offer_is_made_once_and_never_cached() -> None:
    from writeback.contract import CAPTURE_OFFER

    home = Path(os.environ["WRITEBACK_HOME"])
    (home / "config.json").write_text("{}")  # capture off, never offered: a personal brain
    assert subprocess.run([str(WRITEBACK_BIN), "remember", "Prefers pnpm over npm"],
                          env=dict(os.environ), capture_output=True).returncode == 0  # fmt: skip
    (first,) = session([INIT])
    assert first["result"]["instructions"].endswith(CAPTURE_OFFER)
    assert handshake_files() == []  # that answer depends on the brain: not cached
    (second,) = session([INIT])  # recorded as made: never again, across restarts
    assert CAPTURE_OFFER not in second["result"]["instructions"]
    stored = json.loads((home / "config.json").read_text())
    assert stored["memory.auto_writeback_notice_shown"] is True
