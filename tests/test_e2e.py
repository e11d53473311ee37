"""End to end, as a user would meet it: bootstrap wires a (temporary) Claude Code and
Codex; the *registered* hook command runs on a real transcript after a turn; serve turns
the banked turn into a fact; recall (CLI and MCP) finds it; remove restores the files."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
from pathlib import Path

from tests.conftest import FIXTURES, WRITEBACK_BIN
from tests.serve_util import wait_for


def wb(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    proc = subprocess.run([WRITEBACK_BIN, *args], capture_output=True, text=True, timeout=120)
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


def claude_turn(session: str, text: str) -> str:
    return json.dumps({
        "parentUuid": None, "isSidechain": False, "userType": "external", "cwd": "/work/app",
        "sessionId": session, "version": "2.1.38", "gitBranch": "main", "type": "user",
        "message": {"role": "user", "content": text}, "uuid": "e2e-user-1",
        "promptId": "e2e-prompt-1", "timestamp": "2026-11-29T10:00:00.000Z",
    }) + "\n"  # fmt: skip


def test_claude_code_turn_to_recall_through_the_registered_hook(tmp_path, serve):
    claude = Path(os.environ["CLAUDE_CONFIG_DIR"])
    settings_before = b'{\n  "model": "opus",\n  "hooks": {}\n}\n'
    (claude / "settings.json").write_bytes(settings_before)
    (claude / "CLAUDE.md").write_text("# My rules\nBe terse.\n")
    wb("config", "set", "memory.auto_writeback", "salient")
    wb("bootstrap", "harness", "--harness", "claude-code", "--yes")

    settings = json.loads((claude / "settings.json").read_text())
    command = settings["hooks"]["Stop"][-1]["hooks"][0]["command"]
    assert command.endswith("hook claude-stop")
    assert "writeback:ambient-writeback:begin" in (claude / "CLAUDE.md").read_text()

    # a real transcript, then the user's new turn, as Claude Code writes it
    session = "6f1c2a9e-0000-4000-8000-e2e000000001"
    project = claude / "projects" / "-work-app"
    project.mkdir(parents=True)
    transcript = project / f"{session}.jsonl"
    shutil.copyfile(FIXTURES / "claude-code" / "short.jsonl", transcript)
    with open(transcript, "a") as fh:
        fh.write(claude_turn(session, "For the record: I prefer pnpm over npm in every repo."))

    serve()
    payload = {
        "session_id": session, "transcript_path": str(transcript), "cwd": "/work/app",
        "hook_event_name": "Stop", "stop_hook_active": False,
        "last_assistant_message": "Noted.", "prompt_id": "e2e-prompt-1",
    }  # fmt: skip
    hook = subprocess.run(shlex.split(command), input=json.dumps(payload), capture_output=True,
                          text=True, timeout=10)  # fmt: skip
    assert hook.returncode == 0 and hook.stdout == ""
    beat = json.loads(
        (Path(os.environ["WRITEBACK_HOME"]) / "heartbeat.jsonl").read_text().splitlines()[-1]
    )
    assert beat["reason"] == "banked_queued", beat

    def recalled():
        out = json.loads(wb("recall", "pnpm", "--json").stdout)["facts"]
        return out if out else None

    facts = wait_for(recalled, timeout=10)
    assert "pnpm" in facts[0]["claim"].lower()
    assert facts[0]["source"] == "hook:writeback" and facts[0]["session_id"] == session
    assert facts[0]["kind"] == "preference"

    wb("bootstrap", "harness", "--harness", "claude-code", "--remove", "--yes")
    assert (claude / "settings.json").read_bytes() == settings_before
    assert (claude / "CLAUDE.md").read_text() == "# My rules\nBe terse.\n"


def test_codex_session_end_banks_and_sweep_harvests(tmp_path):
    codex = Path(os.environ["CODEX_HOME"])
    wb("config", "set", "memory.auto_writeback", "salient")
    wb("bootstrap", "harness", "--harness", "codex", "--yes")
    hooks = json.loads((codex / "hooks.json").read_text())["hooks"]
    end_cmd = hooks["SessionEnd"][-1]["hooks"][0]["command"]

    session = "019a0000-0000-7000-8000-e2e000000002"
    day = codex / "sessions" / "2026" / "11" / "29"
    day.mkdir(parents=True)
    rollout = day / f"rollout-2026-11-29T10-00-00-{session}.jsonl"
    lines = [
        {"timestamp": "2026-11-29T10:00:00.000Z", "type": "session_meta",
         "payload": {"id": session, "timestamp": "2026-11-29T10:00:00.000Z", "cwd": "/work/app",
                     "originator": "codex_cli_rs", "cli_version": "0.60.0", "source": "cli"}},
        {"timestamp": "2026-11-29T10:00:01.000Z", "type": "response_item",
         "payload": {"type": "message", "role": "user", "content": [
             {"type": "input_text", "text": "<environment_context>\n  <cwd>/work/app</cwd>\n</environment_context>"}]}},
        {"timestamp": "2026-11-29T10:00:02.000Z", "type": "event_msg",
         "payload": {"type": "user_message", "message": "We decided to move the launch to March 3rd.", "images": []}},
        {"timestamp": "2026-11-29T10:00:05.000Z", "type": "event_msg",
         "payload": {"type": "user_message", "message": "thanks!", "images": []}},
        {"timestamp": "2026-11-29T10:00:09.000Z", "type": "event_msg",
         "payload": {"type": "user_message", "message": "My manager is Priya Raman.", "images": []}},
    ]  # fmt: skip
    rollout.write_text("".join(json.dumps(line) + "\n" for line in lines))
    payload = {"session_id": session, "transcript_path": str(rollout), "cwd": "/work/app",
               "hook_event_name": "SessionEnd"}  # fmt: skip
    hook = subprocess.run(shlex.split(end_cmd), input=json.dumps(payload), capture_output=True,
                          text=True, timeout=10)  # fmt: skip
    assert hook.returncode == 0 and hook.stdout == ""
    summary = json.loads(wb("sweep", "--once", "--json").stdout)
    assert summary["harvested"] == {"extracted": 2} and summary["remaining"] == 0
    assert json.loads(wb("recall", "launch", "--json").stdout)["facts"]
    assert json.loads(wb("recall", "Priya", "--json").stdout)["facts"]
    assert json.loads(wb("doctor", "--json", check=False).stdout)["checks"]
