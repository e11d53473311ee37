"""What a newcomer runs into first: bare `writeback`, typos, JSON everywhere, honest
messages while capture is off."""

from __future__ import annotations

import json
import os
import subprocess

from hookutil import set_mode

from tests.conftest import WRITEBACK_BIN


def wb(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(WRITEBACK_BIN), *args], capture_output=True, text=True, input=stdin,
        env=dict(os.environ), timeout=60,
    )  # fmt: skip


def test_bare_writeback_shows_help_and_exits_zero() -> None:
    proc = wb()
    assert proc.returncode == 0
    assert "Commands:" in proc.stdout and "remember" in proc.stdout


def test_mistyped_command_suggests_the_close_one() -> None:
    proc = wb("recal", "pnpm")
    assert proc.returncode == 2
    assert "Did you mean 'recall'" in proc.stderr and "Traceback" not in proc.stderr
    assert "Did you mean" not in wb("zzzz").stderr


def test_serve_status_json_without_a_serve() -> None:
    proc = wb("serve", "status", "--json")
    assert proc.returncode == 1
    data = json.loads(proc.stdout)
    assert data["schema_version"] == 1 and data["running"] is False and data["error"]


def test_bootstrap_json_has_schema_version() -> None:
    proc = wb("bootstrap", "harness", "--dry-run", "--json")
    data = json.loads(proc.stdout)
    assert data["schema_version"] == 1 and "schema" not in data


def test_refused_bootstrap_does_not_claim_a_dry_run() -> None:
    codex = os.environ["CODEX_HOME"]
    with open(os.path.join(codex, "config.toml"), "w") as fh:
        fh.write("model = \n")  # not TOML: the codex target is refused
    proc = wb("bootstrap", "harness", "--harness", "codex", "--yes")
    assert proc.returncode == 2
    assert "Dry run" not in proc.stdout + proc.stderr
    assert "Nothing changed." in proc.stdout


def test_explain_is_honest_while_capture_is_off() -> None:
    off = json.loads(wb("explain", "--json", "I prefer pnpm over npm").stdout)
    assert off["eligible"] is True and off["mode"] == "off" and off["would_bank"] is False
    assert "would be banked" not in wb("explain", "I prefer pnpm over npm").stdout
    set_mode("salient")
    on = wb("explain", "I prefer pnpm over npm")
    assert "would be banked" in on.stdout


def test_config_set_of_a_harness_key_says_to_rebootstrap() -> None:
    assert "bootstrap harness" not in wb("config", "set", "harness.tool_approval", "prompt").stdout
    receipts = os.path.join(os.environ["WRITEBACK_HOME"], "harness.json")
    with open(receipts, "w") as fh:
        fh.write(json.dumps({"targets": {"codex": {}}}))
    proc = wb("config", "set", "memory.auto_writeback", "salient")
    assert proc.returncode == 0 and "bootstrap harness --yes" in proc.stdout


def test_a_missing_component_fails_loudly(monkeypatch) -> None:
    from click.testing import CliRunner

    from writeback import doctor
    from writeback.cli import COMMANDS, cli

    monkeypatch.setitem(COMMANDS, "ghost", "writeback.serve.no_such_module:ghost")
    result = CliRunner().invoke(cli, ["ghost"])
    assert result.exit_code != 0 and isinstance(result.exception, ImportError)
    monkeypatch.setattr(doctor, "PROVIDERS", ("writeback.serve.no_such_module:checks",))
    (check,) = doctor.provider_checks()
    assert check.status == "fail" and "no_such_module" in check.message
