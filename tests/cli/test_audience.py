"""Who is asked: the audience (declared, or guessed from MCP clients), the one-time offer
on a terminal, and the warning for capture on a shared brain. Both backends."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import WRITEBACK_BIN
from writeback import audience
from writeback.brain import open_brain


def test_guess_declaration_and_failures(brain_url: str) -> None:
    now = datetime.now(UTC)
    with open_brain(brain_url) as brain:
        assert audience.resolve(brain, {}).value == "personal"
        for client in ("claude-code", "Codex", "mcp-inspector", "ci-bot", "writeback-tests"):
            brain.record_usage(client, "recall", "ok", now=now)
        two = audience.resolve(brain, {})
        assert two.value == "personal" and "2 MCP client(s)" in two.reasons[0]  # automation ignored
        brain.record_usage("cursor", "recall", "ok", now=now)
        three = audience.resolve(brain, {})
        assert three.value == "shared" and not three.declared and "cursor" in three.reasons[0]
        brain.config_set("brain.audience", "personal")  # a declaration always wins
        declared = audience.resolve(brain, {"brain.audience": "shared"})
        assert declared.value == "personal" and declared.declared  # the DB plane over the file

        class Broken:
            def config_all(self) -> dict:
                return {}

            def usage_counts(self, since: datetime) -> dict:
                raise RuntimeError("usage table unreadable")

        assert audience.resolve(Broken(), {}).value == "personal"
    cfg = Path(os.environ["WRITEBACK_HOME"]) / "config.json"
    cfg.parent.mkdir(mode=0o700, exist_ok=True)
    cfg.write_text("{not json")
    assert audience.resolve(None).value == "unknown"


def test_doctor_and_status_show_the_audience_with_its_evidence(brain_url: str) -> None:
    env = dict(os.environ)
    subprocess.run([str(WRITEBACK_BIN), "remember", "Prefers pnpm over npm"], env=env, check=True,
                   capture_output=True)  # fmt: skip
    doctor = json.loads(subprocess.run([str(WRITEBACK_BIN), "doctor", "--json"], env=env,
                                       capture_output=True, text=True).stdout)  # fmt: skip
    (check,) = [c for c in doctor["checks"] if c["name"] == "memory.audience"]
    assert (
        check["message"].startswith("personal (not declared;") and "brain.audience" in check["fix"]
    )
    status = json.loads(subprocess.run([str(WRITEBACK_BIN), "status", "--json"], env=env,
                                       capture_output=True, text=True).stdout)  # fmt: skip
    assert status["audience"]["value"] == "personal" and status["audience"]["reasons"]
    names = {c["name"] for c in doctor["checks"]}
    assert {"memory.facts", "memory.harvest_7d"} <= names


def test_capture_on_a_shared_brain_warns(brain_url: str) -> None:
    env = dict(os.environ)
    subprocess.run([str(WRITEBACK_BIN), "config", "set", "brain.audience", "shared"], env=env,
                   check=True, capture_output=True)  # fmt: skip
    proc = subprocess.run([str(WRITEBACK_BIN), "config", "set", "memory.auto_writeback", "salient"],
                          env=env, capture_output=True, text=True)  # fmt: skip
    assert (
        proc.returncode == 0
        and "shared" in proc.stderr
        and "other authorised agents" in proc.stderr
    )


def _bootstrap_on_a_terminal(answer: bytes) -> str:
    """Run `bootstrap harness --yes` on a pty, answering the offer with ``answer``."""
    pid, fd = pty.fork()
    if pid == 0:  # pragma: no cover - the child
        os.execv(str(WRITEBACK_BIN), [str(WRITEBACK_BIN), "bootstrap", "harness", "--yes"])
    out = b""
    sent = False
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
        if not sent and b"Turn ambient capture on now?" in out:
            os.write(fd, answer + b"\n")
            sent = True
    os.waitpid(pid, 0)
    os.close(fd)
    return out.decode(errors="replace")


@pytest.mark.skipif(sys.platform != "linux", reason="pty")
def test_bootstrap_asks_once_and_a_no_is_final(wb_home: Path) -> None:
    (Path(os.environ["CLAUDE_CONFIG_DIR"])).mkdir(exist_ok=True)
    first = _bootstrap_on_a_terminal(b"n")
    assert "Turn ambient capture on now?" in first and "will not ask again" in first
    stored = json.loads((wb_home / "config.json").read_text())
    assert stored["memory.auto_writeback_notice_shown"] is True
    assert stored.get("memory.auto_writeback", "off") == "off"
    again = _bootstrap_on_a_terminal(b"y")  # a restart: never asked again
    assert "Turn ambient capture on now?" not in again
    assert (
        json.loads((wb_home / "config.json").read_text()).get("memory.auto_writeback", "off")
        == "off"
    )
