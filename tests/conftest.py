"""Shared fixtures. Every test runs with WRITEBACK_HOME, CLAUDE_CONFIG_DIR, CODEX_HOME and
HOME pointed at a fresh temporary directory, so no test can touch a real home."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
# Eval sets kept out of sight (tests/eval): scored, never read, out of the snapshot and
# of every tool that prints turns (docs/extract-quality.md). blind13, written during rules
# round 11, is never read.
NEVER_SHOWN = frozenset({"blind13.jsonl"})
VENV_BIN = Path(sys.executable).parent
WRITEBACK_BIN = VENV_BIN / "writeback"


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    # A short base keeps Unix socket paths well under the 108-byte limit.
    base = Path(tmp_path_factory.mktemp("h"))
    home = base / "home"
    wb = base / "wb"
    claude = base / "claude"
    codex = base / "codex"
    for d in (home, claude, codex):
        d.mkdir(mode=0o700)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("WRITEBACK_HOME", str(wb))
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(claude))
    monkeypatch.setenv("CODEX_HOME", str(codex))
    for var in ("WRITEBACK_HOOKS", "WRITEBACK_SESSION", "WRITEBACK_BRAIN_URL"):
        monkeypatch.delenv(var, raising=False)
    return base


@pytest.fixture
def wb_home() -> Path:
    return Path(os.environ["WRITEBACK_HOME"])


@pytest.fixture
def fixtures_dir() -> Path:
    return FIXTURES


@pytest.fixture(params=["sqlite", "postgres"])
def brain_url(request, monkeypatch: pytest.MonkeyPatch):
    """The brain every command of the test uses (WRITEBACK_BRAIN_URL), on both backends;
    the PostgreSQL one is a throwaway database (skipped without a server)."""
    if request.param == "sqlite":
        url = f"sqlite:///{os.environ['WRITEBACK_HOME']}/brain.db"
        monkeypatch.setenv("WRITEBACK_BRAIN_URL", url)
        yield url
        return
    from tests.pg import postgres_database

    with postgres_database() as dsn:
        monkeypatch.setenv("WRITEBACK_BRAIN_URL", dsn)
        yield dsn


@pytest.fixture
def serve():
    """Start a real `writeback serve run` (for the test's brain, or ``brain=``) when the
    test calls ``serve(...)``, at the point it wants it; every one started is stopped
    (SIGTERM) when the test ends, pass or fail. Returns the process."""
    from tests.serve_util import start_serve, stop_serve

    started: list = []

    def start(brain: str | None = None, extra_env: dict | None = None):
        proc = start_serve(brain, extra_env)
        started.append(proc)
        return proc

    yield start
    for proc in reversed(started):
        stop_serve(proc)


# ------------------------------------------------------------ the fake model server


@pytest.fixture(scope="session")
def model_server():
    """The fake model on 127.0.0.1 (tests/clients/fake_model.py), one per test session."""
    from tests.clients.fake_model import FakeModel

    with FakeModel() as m:
        yield m


@pytest.fixture
def model(model_server):
    """The fake model with no scripted answers left over from an earlier test."""
    model_server.reset()
    return model_server
