"""`writeback config` through the real CLI: round-trips, fail-closed reads, DB failure, drift."""

import json
import os
import subprocess

from click.testing import CliRunner

from tests.conftest import WRITEBACK_BIN
from writeback import settings
from writeback.brain import migrations, open_brain
from writeback.cli import cli


def run(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_set_get_roundtrip_writes_both_planes(wb_home):
    r = run("config", "set", "memory.auto_writeback", "salient")
    assert r.exit_code == 0, r.output
    assert run("config", "get", "memory.auto_writeback").output.strip() == "salient"
    cfg = wb_home / "config.json"
    assert json.loads(cfg.read_text())["memory.auto_writeback"] == "salient"
    assert (cfg.stat().st_mode & 0o777) == 0o600
    assert (wb_home.stat().st_mode & 0o777) == 0o700
    with open_brain() as b:
        assert b.config_all()["memory.auto_writeback"] == "salient"


def test_typed_values(wb_home):
    assert run("config", "set", "facts.extraction_enabled", "false").exit_code == 0
    assert run("config", "set", "memory.auto_writeback_transient_ttl", "7 days").exit_code == 0
    assert run("config", "set", "extract.command", "my-extractor --fast").exit_code == 0
    data = json.loads((wb_home / "config.json").read_text())
    assert data["facts.extraction_enabled"] is False
    assert data["extract.command"] == ["my-extractor", "--fast"]
    out = json.loads(run("config", "list", "--json").output)
    assert out["schema_version"] == 1
    keys = {row["key"]: row for row in out["keys"]}
    assert set(keys) == set(settings.KEYS)
    assert keys["memory.auto_writeback_transient_ttl"]["value"] == "7 days"
    assert keys["memory.auto_writeback"]["source"] == "default"


def test_unknown_key_and_invalid_values_exit_2_listing_allowed(wb_home):
    r = run("config", "set", "memory.nope", "x")
    assert r.exit_code == 2 and "memory.auto_writeback" in r.output
    r = run("config", "set", "memory.auto_writeback", "sometimes")
    assert r.exit_code == 2 and "off | salient | all" in r.output
    for bad in ("P30D", "366d", "0d", "2026-12-01"):
        r = run("config", "set", "memory.auto_writeback_transient_ttl", bad)
        assert r.exit_code == 2, bad
    assert run("config", "set", "memory.auto_writeback_transient_ttl", "365d").exit_code == 0
    assert run("config", "set", "brain.url", "mysql://x/y").exit_code == 2
    assert not (wb_home / "config.json").read_text().count("sometimes")


def test_unknown_stored_values_fail_closed(wb_home):
    wb_home.mkdir(mode=0o700, exist_ok=True)
    (wb_home / "config.json").write_text(
        json.dumps({"memory.auto_writeback": "always", "facts.extraction_enabled": "maybe",
                    "memory.auto_writeback_transient_ttl": "P3D"})
    )  # fmt: skip
    mode = settings.read_file_value("memory.auto_writeback")
    assert (mode.value, mode.valid) == ("off", False)
    ext = settings.read_file_value("facts.extraction_enabled")
    assert (ext.value, ext.valid) == (False, False)
    ttl = settings.read_file_value("memory.auto_writeback_transient_ttl")
    assert (ttl.value, ttl.valid) == ("3d", False)
    out = json.loads(run("config", "list", "--json").output)
    row = next(r for r in out["keys"] if r["key"] == "memory.auto_writeback")
    assert row == {**row, "value": "off", "valid": False}
    with open_brain() as b:  # the DB plane fails closed the same way
        b.config_set("memory.auto_writeback", "sometimes")
        from writeback.config import db_value

        assert db_value(b, "memory.auto_writeback").value == "off"


def test_corrupted_config_json_is_a_clear_error(wb_home):
    wb_home.mkdir(mode=0o700, exist_ok=True)
    (wb_home / "config.json").write_text("{not json")
    for args in (["config", "list"], ["config", "get", "memory.auto_writeback"],
                 ["config", "set", "memory.auto_writeback", "all"]):  # fmt: skip
        proc = subprocess.run(
            [WRITEBACK_BIN, *args], capture_output=True, text=True, env=os.environ
        )
        assert proc.returncode == 1, args
        assert "Traceback" not in proc.stderr and "config.json" in proc.stderr
    assert (wb_home / "config.json").read_text() == "{not json"  # never clobbered
    assert settings.read_file_value("memory.auto_writeback").valid is False


def test_db_failure_says_runtime_value_did_not_change(wb_home, tmp_path, monkeypatch):
    broken = tmp_path / "broken.db"
    broken.write_bytes(b"garbage" * 1000)
    monkeypatch.setenv("WRITEBACK_BRAIN_URL", f"sqlite:///{broken}")
    proc = subprocess.run(
        [WRITEBACK_BIN, "config", "set", "memory.auto_writeback", "all"],
        capture_output=True, text=True, env=os.environ,
    )  # fmt: skip
    assert proc.returncode == 1
    assert "did NOT change" in proc.stderr and "Traceback" not in proc.stderr
    assert json.loads((wb_home / "config.json").read_text())["memory.auto_writeback"] == "all"


def test_unset_restores_default(wb_home):
    run("config", "set", "memory.auto_writeback", "all")
    assert run("config", "unset", "memory.auto_writeback").exit_code == 0
    assert run("config", "get", "memory.auto_writeback").output.strip() == "off"
    with open_brain() as b:
        assert "memory.auto_writeback" not in b.config_all()


def test_doctor_reports_drift_with_one_line_fix(wb_home):
    run("config", "set", "memory.auto_writeback", "salient")
    data = json.loads((wb_home / "config.json").read_text())
    data["memory.auto_writeback"] = "all"
    data["extract.timeout"] = "zz"
    (wb_home / "config.json").write_text(json.dumps(data))
    r = run("doctor", "--json")
    out = json.loads(r.output)
    by_name = {c["name"]: c for c in out["checks"]}
    drift = by_name["config.drift.memory.auto_writeback"]
    assert drift["status"] == "warn"
    assert drift["fix"] == "writeback config set memory.auto_writeback all"
    assert by_name["config.extract.timeout"]["status"] == "fail"
    assert (
        by_name["brain.reachable"]["status"] == "ok"
        and f"schema v{migrations.LATEST}" in by_name["brain.reachable"]["message"]
    )
    assert r.exit_code == 1 and out["ok"] is False


def test_doctor_unreachable_brain(monkeypatch, tmp_path):
    monkeypatch.setenv("WRITEBACK_BRAIN_URL", "mysql://nope/x")
    out = json.loads(run("doctor", "--json").output)
    assert any(c["name"] == "brain.reachable" and c["status"] == "fail" for c in out["checks"])


def test_brain_url_with_password_is_refused_on_set(wb_home):
    r = run("config", "set", "brain.url", "postgresql://bob:hunter2@db.example/brain")
    assert r.exit_code == 2 and "pgpass" in r.output
    assert (
        not (wb_home / "config.json").exists()
        or "hunter2" not in (wb_home / "config.json").read_text()
    )


def test_switching_brain_url_seeds_the_new_brain_without_overwriting(tmp_path):
    run("config", "set", "memory.auto_writeback", "salient")
    run("config", "set", "facts.default_visibility", "private")
    fresh = f"sqlite:///{tmp_path}/fresh.db"
    assert run("config", "set", "brain.url", fresh).exit_code == 0
    with open_brain(fresh) as b:
        assert b.config_all()["memory.auto_writeback"] == "salient"
        assert b.config_all()["facts.default_visibility"] == "private"
    shared = f"sqlite:///{tmp_path}/shared.db"
    with open_brain(shared) as b:
        b.config_set("memory.auto_writeback", "all")  # someone else's runtime value
    assert run("config", "set", "brain.url", shared).exit_code == 0
    with open_brain(shared) as b:
        assert b.config_all()["memory.auto_writeback"] == "all"
        assert b.config_all()["facts.default_visibility"] == "private"


def test_unopenable_new_brain_url_is_reported(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    r = run("config", "set", "brain.url", f"sqlite:///{blocker}/b.db")
    assert r.exit_code == 1 and "cannot be opened" in r.output


def test_doctor_with_unreadable_config_reports_it_without_false_drift(wb_home):
    run("config", "set", "memory.auto_writeback", "salient")
    (wb_home / "config.json").write_text("{oops")
    out = json.loads(run("doctor", "--json").output)
    names = {c["name"]: c for c in out["checks"]}
    assert names["config.file"]["status"] == "fail"
    assert not any(n.startswith("config.drift") for n in names)
