"""`writeback bootstrap harness` through click and as a real subprocess."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner
from test_harness_bootstrap import FAKE_MCP, SILENT_HOOK, set_mode, snapshot

from tests.conftest import WRITEBACK_BIN
from writeback import paths
from writeback.cli import cli
from writeback.harness import blocks, bootstrap

RealSmoke = bootstrap.Smoke


@pytest.fixture
def fake_smoke(tmp_path, monkeypatch) -> None:
    server = tmp_path / "fake_mcp.py"
    server.write_text('TOOLS = ["remember", "recall"]\n' + FAKE_MCP)
    monkeypatch.setattr(
        bootstrap,
        "Smoke",
        lambda: RealSmoke(hook_argv=SILENT_HOOK, mcp_argv=[sys.executable, str(server)]),
    )


def wb(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(WRITEBACK_BIN), "bootstrap", "harness", *args],
        capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60,
    )  # fmt: skip


def seed() -> None:
    set_mode("salient")
    (paths.claude_config_dir() / "CLAUDE.md").write_text("My notes\n")
    (paths.codex_home() / "config.toml").write_text('model = "o3"\n')


def test_help_teaches() -> None:
    out = CliRunner().invoke(cli, ["bootstrap", "harness", "--help"])
    assert out.exit_code == 0
    for word in ["--harness", "--remove", "--dry-run", "--json", "Examples", "Exit status"]:
        assert word in out.output


def test_install_and_remove_via_click(fake_smoke) -> None:
    seed()
    before = snapshot()
    runner = CliRunner()
    out = runner.invoke(cli, ["bootstrap", "harness", "--yes"])
    assert out.exit_code == 0, out.output
    assert "/hooks" in out.output and "Done." in out.output
    assert blocks.BEGIN in (paths.claude_config_dir() / "CLAUDE.md").read_text()
    again = runner.invoke(cli, ["bootstrap", "harness", "--yes", "--json"])
    data = json.loads(again.output)
    assert again.exit_code == 0 and data["changed"] == [] and data["ok"]
    assert all(s["action"] == "no change" for t in data["plan"]["targets"] for s in t["steps"])
    out = runner.invoke(cli, ["bootstrap", "harness", "--remove", "--yes"])
    assert out.exit_code == 0, out.output
    assert snapshot() == before


def test_smoke_failure_via_click_exits_1_and_undoes(tmp_path, monkeypatch) -> None:
    seed()
    before = snapshot()
    monkeypatch.setattr(
        bootstrap, "Smoke", lambda: RealSmoke(hook_argv=[sys.executable, "-c", "exit(4)"])
    )
    out = CliRunner().invoke(cli, ["bootstrap", "harness", "--harness", "claude-code", "--yes"])
    assert out.exit_code == 1
    assert "hook claude-stop" in out.output and "undone" in out.output
    assert snapshot() == before


def test_no_tty_without_yes_shows_plan_and_exits_1() -> None:
    seed()
    before = snapshot()
    proc = wb()
    assert proc.returncode == 1
    assert "Plan:" in proc.stdout and "--yes" in proc.stderr
    assert snapshot() == before


def test_dry_run_json_subprocess_changes_nothing() -> None:
    seed()
    before = snapshot()
    proc = wb("--dry-run", "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["dry_run"] and data["mode"] == "salient"
    assert {t["target"] for t in data["targets"]} == {"claude-code", "codex"}
    assert snapshot() == before and not paths.harness_receipts().exists()


def test_refusal_subprocess_exit_2_without_traceback() -> None:
    seed()
    (paths.claude_config_dir() / "settings.json").write_text("{not json")
    before = snapshot()
    proc = wb("--harness", "claude-code", "--yes")
    assert proc.returncode == 2
    assert "REFUSED" in proc.stderr and "not valid JSON" in proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
    assert snapshot() == before


def test_missing_harness_dirs_are_skipped_for_all(fake_smoke) -> None:
    paths.codex_home().rmdir()
    out = CliRunner().invoke(cli, ["bootstrap", "harness", "--yes"])
    assert out.exit_code == 0, out.output
    assert "codex: skipped" in out.output
    assert not paths.codex_home().exists()
