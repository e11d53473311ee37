"""`writeback sweep`: harvest backlog, budgets, GC, failure gates, cron and service install."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import WRITEBACK_BIN
from tests.serve_util import bank, facts_by_provenance, preference, receipts
from writeback import config, paths
from writeback.brain import BrainUnavailable, open_brain
from writeback.serve.harvest import harvest, lock_path


def sweep(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([WRITEBACK_BIN, "sweep", *args], capture_output=True, text=True,
                          timeout=120, env=env or os.environ)  # fmt: skip


@pytest.fixture
def salient():
    config.set_value("memory.auto_writeback", "salient")


def test_sweep_harvests_oldest_first_with_limit_and_summary(salient):
    paths_ = [bank(preference(i)) for i in range(5)]
    for i, p in enumerate(paths_):
        os.utime(p, (time.time() - 100 + i, time.time() - 100 + i))
    out = sweep("--once", "--limit", "2", "--json")
    data = json.loads(out.stdout)
    assert data["schema_version"] == 1
    assert data["harvested"] == {"extracted": 2} and data["remaining"] == 3 and data["facts"] == 2
    assert set(receipts()) == {p.name for p in paths_[:2]}
    data = json.loads(sweep("--once", "--json").stdout)
    assert data["harvested_total"] == 3 and data["remaining"] == 0
    assert json.loads(sweep("--once", "--json").stdout)["harvested_total"] == 0  # idempotent


def test_sweep_budget_stops_early(salient, tmp_path):
    _command_engine(tmp_path, "import time; time.sleep(0.6); print('[]')")
    for i in range(6):
        bank(preference(i))
    data = json.loads(sweep("--once", "--budget", "1s", "--json").stdout)
    assert data["budget_exhausted"] is True
    assert 1 <= data["harvested_total"] <= 3 and data["remaining"] == 6 - data["harvested_total"]


def test_sweep_requires_once_and_valid_budget():
    assert sweep().returncode == 2
    bad = sweep("--once", "--budget", "P1D")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def test_sweep_is_quiet_without_a_tty_when_nothing_happened():
    out = sweep("--once")
    assert out.returncode == 0 and out.stdout == "" and out.stderr == ""


def test_gc_removes_old_files_orphan_locks_and_stale_temps(salient):
    old = bank(preference(1))
    fresh = bank(preference(2))
    month_ago = time.time() - 31 * 86400
    os.utime(old, (month_ago, month_ago))
    corpus = paths.corpus_dir()
    orphan = corpus / ".wb-0123456789abcdef0123456789abcdef.src-codex.json.lock"
    orphan.write_text("")
    temp = corpus / ".tmp-deadbeef"
    temp.write_text("partial")
    os.utime(temp, (time.time() - 7200, time.time() - 7200))
    data = json.loads(sweep("--once", "--json").stdout)
    assert data["gc"] == {"expired_files": 1, "orphan_locks": 1, "stale_temp": 1}
    assert not old.exists() and not orphan.exists() and not temp.exists()
    # the expired file got its last harvest before GC removed it
    assert fresh.exists() and set(receipts()) == {fresh.name, old.name}


def test_retention_is_configurable(salient):
    p = bank(preference(3))
    five_days = time.time() - 5 * 86400
    os.utime(p, (five_days, five_days))
    config.set_value("corpus.retention_days", "3")
    data = json.loads(sweep("--once", "--json").stdout)
    assert data["gc"]["expired_files"] == 1 and not p.exists()


def test_claimed_file_is_skipped_not_doubled(salient, tmp_path):
    """The command engine (a paid call) claims a file with a lock; a held claim is skipped."""
    from filelock import FileLock

    _command_engine(tmp_path, "print('[]')")
    p = bank(preference(4))
    with FileLock(lock_path(p.name), timeout=0):
        data = json.loads(sweep("--once", "--json").stdout)
        assert data["skipped"] == {"claimed": 1} and data["remaining"] == 1
    assert json.loads(sweep("--once", "--json").stdout)["harvested"] == {"no_facts": 1}
    assert not lock_path(p.name).exists()  # a terminal harvest leaves no lock file


def test_rules_engine_takes_no_lock_and_the_brain_arbitrates(salient):
    from filelock import FileLock

    p = bank(preference(4))
    with FileLock(lock_path(p.name), timeout=0):  # a claim only the command engine honours
        with open_brain() as b:
            first, second = harvest(b, p), harvest(b, p)
    assert (first.outcome, second.outcome) == ("extracted", "done")
    assert facts_by_provenance() == {p.name: 1}


def test_a_crashing_extractor_never_stops_the_sweep(salient, monkeypatch):
    from writeback.extract.rules import RulesExtractor

    poison = bank("I prefer the poison pill configuration.")
    os.utime(poison, (time.time() - 100, time.time() - 100))  # oldest: harvested first
    good = bank(preference(7))
    real = RulesExtractor.extract

    def extract(self, text, meta=None):
        if "poison" in text:
            raise KeyError("bug in a rule")
        return real(self, text, meta)

    monkeypatch.setattr(RulesExtractor, "extract", extract)
    with open_brain() as b:
        from writeback.serve.sweep import sweep_once

        report = sweep_once(b, budget_s=30)
        assert report.harvested == {"extracted": 1} and report.skipped == {"extractor_error": 1}
        assert b.receipt(good.name).terminal
        r = b.receipt(poison.name)
        assert not r.terminal and "KeyError" in r.detail["error"] and r.detail["failures"] == 1


def test_misconfigured_engine_retries_without_using_attempts(salient):
    config.set_value("extract.engine", "command")  # but no extract.command
    p = bank(preference(8))
    with open_brain() as b:
        out = harvest(b, p)
        assert (out.outcome, out.terminal) == ("extractor_error", False)
        assert b.receipt(p.name).detail["failures"] == 0


def test_brain_without_a_mode_keeps_turns_until_planes_agree(salient, tmp_path):
    other = f"sqlite:///{tmp_path}/fresh.db"
    p = bank(preference(9))
    with open_brain(other) as fresh:
        out = harvest(fresh, p)
        assert (out.outcome, out.terminal) == ("mode_unset", False)
        fresh.config_set("memory.auto_writeback", "salient")
        from datetime import timedelta

        from writeback.brain.base import utcnow

        assert harvest(fresh, p, now=utcnow() + timedelta(minutes=10)).outcome == "extracted"


def test_invalid_corpus_file_is_terminal_not_retried(salient):
    bad = paths.corpus_dir() / ".wb-00000000000000000000000000000000.src-codex.json"
    paths.ensure_dir(bad.parent)
    bad.write_text('{"schema_version": 1, "text": 5}')
    data = json.loads(sweep("--once", "--json").stdout)
    assert data["harvested"] == {"invalid_file": 1} and data["remaining"] == 0


class FlakyBrain:
    """A real brain whose config read fails, as when the disk or server hiccups."""

    def __init__(self, inner):
        self.inner = inner

    def config_all(self):
        raise BrainUnavailable("disk I/O error")

    def __getattr__(self, name):
        return getattr(self.inner, name)


def test_config_read_failure_is_non_terminal_read_error(salient):
    p = bank(preference(5))
    with open_brain() as real:
        outcome = harvest(FlakyBrain(real), p)
        assert (outcome.outcome, outcome.terminal) == ("read_error", False)
        receipt = real.receipt(p.name)
        assert receipt.outcome == "read_error" and not receipt.terminal
        assert harvest(real, p).outcome == "extracted"  # retried later, succeeds


def _command_engine(tmp_path: Path, body: str) -> None:
    script = tmp_path / "engine.py"
    script.write_text(body)
    config.set_value("extract.engine", "command")
    config.set_value("extract.command", json.dumps([sys.executable, str(script)]))


def test_command_engine_failures_back_off_then_fail(salient, tmp_path):
    _command_engine(tmp_path, "import sys; sys.exit(3)")
    config.set_value("extract.max_attempts", "2")
    p = bank(preference(6))
    with open_brain() as b:
        first = harvest(b, p)
        assert (first.outcome, first.terminal) == ("extractor_error", False)
        assert harvest(b, p).outcome == "backoff"  # not retried before next_attempt_at
        from datetime import timedelta

        from writeback.brain.base import utcnow

        second = harvest(b, p, now=utcnow() + timedelta(hours=2))
        assert (second.outcome, second.terminal) == ("failed", True)
        assert b.receipt(p.name).detail["failures"] == 2


def test_command_engine_daily_budget_defers(salient, tmp_path):
    _command_engine(
        tmp_path,
        "import json, sys; t = json.load(sys.stdin)['text']; "
        "print(json.dumps({'facts': [{'claim': t, 'kind': 'fact', 'salience': 'high'}]}))",
    )
    config.set_value("extract.daily_budget", "2")
    for i in range(3):
        bank(preference(i))
    data = json.loads(sweep("--once", "--json").stdout)
    assert data["harvested"] == {"extracted": 2} and data["skipped"] == {"deferred": 1}
    assert data["remaining"] == 1
    assert len(facts_by_provenance()) == 2


def fake_crontab(tmp_path: Path) -> dict:
    store = tmp_path / "crontab.txt"
    script = tmp_path / "crontab"
    script.write_text(
        "#!/bin/sh\n"
        f'STORE="{store}"\n'
        'if [ "$1" = "-l" ]; then [ -f "$STORE" ] || { echo "no crontab for user" >&2; exit 1; }; cat "$STORE"; exit 0; fi\n'
        'if [ "$1" = "-" ]; then cat > "$STORE"; exit 0; fi\n'
        "exit 2\n"
    )
    script.chmod(0o755)
    return {**os.environ, "WRITEBACK_CRONTAB": str(script), "_STORE": str(store)}


def test_cron_install_keeps_other_entries_and_uninstall_removes_only_ours(tmp_path):
    env = fake_crontab(tmp_path)
    store = Path(env["_STORE"])
    store.write_text("0 3 * * * /usr/bin/backup --nightly\n")
    out = sweep("--install-cron", "--json", env=env)
    assert json.loads(out.stdout)["action"] == "installed"
    lines = store.read_text().splitlines()
    assert lines[0] == "0 3 * * * /usr/bin/backup --nightly"
    assert lines[1].startswith("*/10 * * * * ") and "sweep --once" in lines[1]
    assert f"WRITEBACK_HOME={os.environ['WRITEBACK_HOME']}" in lines[1]
    assert json.loads(sweep("--install-cron", "--json", env=env).stdout)["action"] == "unchanged"
    assert len(store.read_text().splitlines()) == 2
    assert json.loads(sweep("--uninstall-cron", "--json", env=env).stdout)["action"] == "removed"
    assert store.read_text() == "0 3 * * * /usr/bin/backup --nightly\n"
    assert json.loads(sweep("--uninstall-cron", "--json", env=env).stdout)["action"] == "absent"


def test_cron_without_crontab_prints_the_line(tmp_path):
    env = {**os.environ, "PATH": str(tmp_path)}  # no crontab anywhere
    env.pop("WRITEBACK_CRONTAB", None)
    out = subprocess.run(
        [WRITEBACK_BIN, "sweep", "--install-cron"], capture_output=True, text=True, env=env
    )
    assert out.returncode == 0 and "*/10 * * * *" in out.stdout


def test_service_install_is_idempotent_and_secret_free(isolated_home):
    url = "sqlite:///" + str(paths.default_brain_path()).lstrip("/")

    def serve(action: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([WRITEBACK_BIN, "serve", action, "--brain", url, "--json"],
                              capture_output=True, text=True)  # fmt: skip

    first = serve("install")
    data = json.loads(first.stdout)
    unit = Path(data["path"])
    assert data["action"] == "installed" and unit.is_file()
    assert unit.is_relative_to(Path(os.environ["HOME"]))
    text = unit.read_text()
    assert "serve run --brain" in text and "ExecStart=" in text
    assert stat.S_IMODE(unit.stat().st_mode) == 0o600
    again = json.loads(serve("install").stdout)
    assert again["action"] == "unchanged"
    gone = json.loads(serve("uninstall").stdout)
    assert gone["action"] == "removed" and not unit.exists()
    assert json.loads(serve("uninstall").stdout)["action"] == "absent"


def test_service_unit_never_holds_a_password():
    from writeback.serve.schedule import service_text

    assert "hunter2" not in service_text("postgresql://bob:hunter2@db/brain")


def test_cron_line_never_holds_a_password(tmp_path):
    env = fake_crontab(tmp_path)
    env["WRITEBACK_BRAIN_URL"] = "postgresql://bob:hunter2@db.example/brain"
    out = sweep("--install-cron", "--json", env=env)
    assert "hunter2" not in out.stdout + Path(env["_STORE"]).read_text()
    assert (
        "WRITEBACK_BRAIN_URL=postgresql://bob@db.example:5432/brain"
        in Path(env["_STORE"]).read_text()
    )


def test_progress_bar_on_a_terminal_only(salient):
    import pty

    for i in range(3):
        bank(preference(i))
    master, slave = pty.openpty()
    try:
        proc = subprocess.run([WRITEBACK_BIN, "sweep", "--once"], stdout=subprocess.PIPE,
                              stderr=slave, text=True, timeout=60)  # fmt: skip
        os.close(slave)
        shown = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(master)
    assert proc.returncode == 0
    assert b"harvesting" in shown  # the bar went to the terminal
    assert "harvested 3" in proc.stdout  # the summary is still printed
    quiet = sweep("--once")  # no terminal, nothing to do: silent
    assert quiet.stdout == "" and quiet.stderr == ""
