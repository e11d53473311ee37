"""The memory service is the one policy behind every front end: the CLI (`writeback
remember`), the MCP server (`writeback mcp`) and harvest (`writeback sweep`) are run as
real processes against one real SQLite brain, and must agree on the visibility default
(read from the brain's DB plane), refuse a secret in any field, and fail closed when the
secret scanner cannot load."""

from __future__ import annotations

import json
import os
import secrets as pysecrets
import string
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import WRITEBACK_BIN
from tests.serve_util import bank, receipts
from writeback.brain import open_brain

# Runs `writeback ARGV…` with detect-secrets made unimportable (a real ImportError inside
# the scanner, as a broken install would give), nothing of writeback's own mocked.
BLOCKED = (
    "import sys\n"
    "sys.modules['detect_secrets'] = None\n"
    "sys.argv = ['writeback', *sys.argv[1:]]\n"
    "from writeback.entry import main\n"
    "main()\n"
)


def _aws_key() -> str:
    return "AKIA" + "".join(pysecrets.choice(string.ascii_uppercase + "234567") for _ in range(16))


def _github_token() -> str:
    return "ghp_" + "".join(
        pysecrets.choice(string.ascii_letters + string.digits) for _ in range(36)
    )


def _argv(args: list[str], scanner_blocked: bool) -> list[str]:
    if scanner_blocked:
        return [sys.executable, "-c", BLOCKED, *args]
    return [str(WRITEBACK_BIN), *args]


def cli(*args: str, scanner_blocked: bool = False) -> subprocess.CompletedProcess[str]:
    return subprocess.run(_argv(list(args), scanner_blocked), capture_output=True, text=True,
                          env=dict(os.environ), timeout=120)  # fmt: skip


def mcp(tool: str, arguments: dict[str, Any], *, scanner_blocked: bool = False) -> dict[str, Any]:
    """One tool call to a real `writeback mcp` process over stdio (JSON-RPC lines); the
    call's structured result, with ``is_error``."""
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                       "clientInfo": {"name": "test-memory", "version": "0"}}}  # fmt: skip
    note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
            "params": {"name": tool, "arguments": arguments}}  # fmt: skip
    proc = subprocess.Popen(_argv(["mcp"], scanner_blocked), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=dict(os.environ))  # fmt: skip
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write((json.dumps(init) + "\n").encode())
        proc.stdin.flush()
        assert "result" in json.loads(proc.stdout.readline())
        proc.stdin.write((json.dumps(note) + "\n" + json.dumps(call) + "\n").encode())
        proc.stdin.flush()
        reply = json.loads(proc.stdout.readline())
        proc.stdin.close()
    finally:
        proc.wait(timeout=60)
        proc.stdout.close()
    result = reply["result"]
    return {**result["structuredContent"], "is_error": result.get("isError", False)}


def harvest_turn(text: str, *, scanner_blocked: bool = False) -> tuple[str, Any]:
    """Bank ``text`` as a turn and harvest it with a real `writeback sweep --once`: the
    turn's file name and its receipt (outcome, attempts)."""
    path = bank(text)
    proc = cli("sweep", "--once", scanner_blocked=scanner_blocked)
    assert proc.returncode == 0, proc.stderr
    return path.name, receipts().get(path.name)


def db_config(**values: Any) -> None:
    """Set keys on the brain's DB plane only (config.json is left as it is)."""
    with open_brain() as brain:
        for key, value in values.items():
            brain.config_set(key.replace("__", "."), value)


def facts() -> list[dict[str, Any]]:
    with open_brain() as brain:
        return [f.to_json() for f in brain.list_facts(include_inactive=True)]


def write_file_plane(values: dict[str, Any]) -> None:
    home = Path(os.environ["WRITEBACK_HOME"])
    home.mkdir(mode=0o700, exist_ok=True)
    (home / "config.json").write_text(json.dumps(values), encoding="utf-8")


@pytest.mark.parametrize(("db", "file"), [("private", "world"), ("world", "private")])
def test_visibility_default_is_the_db_planes_on_every_front_end(db: str, file: str) -> None:
    """config.json says one thing, the brain another: the brain's DB plane decides for the
    CLI, the MCP tool and harvest alike."""
    write_file_plane({"facts.default_visibility": file, "memory.auto_writeback": "salient"})
    db_config(facts__default_visibility=db, memory__auto_writeback="salient")

    r = cli("remember", "Lives in Berlin", "--json")
    assert r.returncode == 0, r.stderr
    via_mcp = mcp("remember", {"claim": "Works at Acme"})
    assert via_mcp["status"] == "inserted", via_mcp
    name, receipt = harvest_turn("I prefer dark mode in every editor.")
    assert receipt == ("extracted", 1)

    by_source = {f["source"]: f["visibility"] for f in facts()}
    assert by_source == {"cli": db, "mcp:remember": db, "hook:writeback": db}


def test_an_explicit_visibility_wins_over_the_default() -> None:
    db_config(facts__default_visibility="private")
    assert cli("remember", "Likes tea", "--visibility", "world").returncode == 0
    assert not mcp("remember", {"claim": "Likes coffee", "visibility": "world"})["is_error"]
    assert {f["visibility"] for f in facts()} == {"world"}


ENGINE = """\
import json, sys
key = sys.argv[1]
print(json.dumps({"facts": [
    {"claim": "Deploys use the key " + key, "kind": "fact", "salience": "high"},
    {"claim": "Deploys go through the staging cluster", "entity": key, "kind": "fact",
     "salience": "high"},
    {"claim": "Prefers pnpm over npm", "kind": "preference", "salience": "high"},
]}))
"""


def test_a_secret_in_the_claim_or_entity_is_refused_by_every_front_end(tmp_path: Path) -> None:
    db_config(memory__auto_writeback="salient")
    key, token = _aws_key(), _github_token()

    for args in (["remember", f"Our AWS key is {key}"],
                 ["remember", "Deploys use the CI account", "--entity", token]):  # fmt: skip
        r = cli(*args)
        assert r.returncode == 2, (args, r.stderr)
        assert "refusing to store a secret" in r.stderr and key not in r.stderr

    for arguments, field in (({"claim": f"Our AWS key is {key}"}, "claim"),
                             ({"claim": "Deploys use CI", "entity": token}, "entity")):  # fmt: skip
        out = mcp("remember", arguments)
        assert out["is_error"] and out["code"] == "secret_detected", out
        assert out["field"] == field and key not in out["message"]

    # Harvest: an engine that returns a secret in one fact's claim and another's entity.
    script = tmp_path / "engine.py"
    script.write_text(ENGINE)
    db_config(extract__engine="command", extract__command=[sys.executable, str(script), key])
    name, receipt = harvest_turn("We talked about deploys today.")
    assert receipt == ("extracted", 1)
    with open_brain() as brain:
        detail = brain.receipt(name).detail
    assert detail["refused_secrets"] == 2

    stored = facts()
    assert [f["claim"] for f in stored] == ["Prefers pnpm over npm"]
    assert not any(key in json.dumps(f) or token in json.dumps(f) for f in stored)


ECHO_ENGINE = (
    "import json, sys; t = json.load(sys.stdin)['text']; "
    "print(json.dumps({'facts': [{'claim': t, 'kind': 'fact', 'salience': 'high'}]}))"
)


def test_every_front_end_fails_closed_when_the_scanner_cannot_load(tmp_path: Path) -> None:
    db_config(memory__auto_writeback="salient")

    r = cli("remember", "Prefers pnpm over npm", scanner_blocked=True)
    assert r.returncode == 1, r.stderr
    assert "secret scanner unavailable" in r.stderr and "Traceback" not in r.stderr
    r = cli("forget", "abc123", "--reason", "wrong", scanner_blocked=True)
    assert r.returncode == 1 and "secret scanner unavailable" in r.stderr

    for tool, arguments in (("remember", {"claim": "Prefers pnpm over npm"}),
                            ("forget", {"id": "abc123", "reason": "wrong"}),
                            ("extract_facts", {"text": "I prefer pnpm over npm."})):  # fmt: skip
        out = mcp(tool, arguments, scanner_blocked=True)
        assert out["is_error"] and out["code"] == "scanner_unavailable", (tool, out)

    # Harvest scans the facts of an engine that may return anything (the command engine).
    script = tmp_path / "engine.py"
    script.write_text(ECHO_ENGINE)
    db_config(extract__engine="command", extract__command=[sys.executable, str(script)])
    name, receipt = harvest_turn("Prefers pnpm over npm", scanner_blocked=True)
    assert receipt is not None and receipt[0] == "scanner_unavailable"
    with open_brain() as brain:
        assert brain.receipt(name).terminal is False  # the turn waits for a working scanner
    assert facts() == []

    # The same turn, once the scanner loads again, becomes its fact.
    with open_brain() as brain:
        brain.record_attempt(name, "scanner_unavailable", next_attempt_at=None)
    assert cli("sweep", "--once").returncode == 0
    assert [f["claim"] for f in facts()] == ["Prefers pnpm over npm"]
