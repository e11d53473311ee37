"""The fast front of `writeback mcp`: handshake from the cache, one reply per request."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from conftest import WRITEBACK_BIN

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
    config.write_text(json.dumps({"memory.auto_writeback": "salient"}))  # new instructions
    (reply,) = session([INIT])
    assert reply["result"]["serverInfo"]["name"] != "from-cache"
    assert "Memory (writeback)" in reply["result"]["instructions"]
    other = {**INIT, "params": {**INIT["params"], "protocolVersion": "1999-01-01"}}
    (reply,) = session([other])  # a version the cache never saw: the SDK negotiates
    assert reply["result"]["serverInfo"]["name"] != "from-cache"


def test_garbage_still_gets_errors_through_the_front() -> None:
    replies = session([b"not json", INIT, b"[1,2]"])
    assert [r.get("error", {}).get("code") for r in replies] == [-32700, None, -32600]
