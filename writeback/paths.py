"""Every filesystem location writeback uses, derived from three environment variables.

- ``WRITEBACK_HOME``     (default ``~/.writeback``): config, corpus, heartbeat, sockets, brain.
- ``CLAUDE_CONFIG_DIR``  (default ``~/.claude``): Claude Code settings, CLAUDE.md, transcripts.
- ``CODEX_HOME``         (default ``~/.codex``): Codex config, hooks, AGENTS.md, rollouts.

(The harnesses' variables and defaults are their entries in :mod:`writeback.harnesses`.)

Nothing here touches the disk at import; directories are created (0700) only by
:func:`ensure_dir`. The module imports nothing beyond the standard library, because the
Stop hook uses it on every agent turn.
"""

from __future__ import annotations

import os
from pathlib import Path

from writeback import harnesses


def _env_path(var: str, default: str) -> Path:
    raw = os.environ.get(var)
    return Path(raw).expanduser() if raw else Path(default).expanduser()


def writeback_home() -> Path:
    return _env_path("WRITEBACK_HOME", "~/.writeback")


def claude_config_dir() -> Path:
    return harnesses.config_dir(harnesses.get("claude-code"))


def codex_home() -> Path:
    return harnesses.config_dir(harnesses.get("codex"))


def claude_json() -> Path:
    """Claude Code's user-scope file: inside CLAUDE_CONFIG_DIR when set, else ``~/.claude.json``."""
    if os.environ.get("CLAUDE_CONFIG_DIR"):
        return claude_config_dir() / ".claude.json"
    return Path("~/.claude.json").expanduser()


def config_file() -> Path:
    return writeback_home() / "config.json"


def corpus_dir() -> Path:
    return writeback_home() / "corpus"


def run_dir() -> Path:
    return writeback_home() / "run"


def heartbeat_file() -> Path:
    return writeback_home() / "heartbeat.jsonl"


def harness_receipts() -> Path:
    return writeback_home() / "harness.json"


def default_brain_path() -> Path:
    return writeback_home() / "brain.db"


def claude_projects_dir() -> Path:
    return claude_config_dir() / "projects"


def codex_sessions_dir() -> Path:
    return codex_home() / "sessions"


def writeback_executable() -> str | None:
    """Absolute path of this installation's ``writeback`` command (the one beside the
    running interpreter, else the one on PATH), or None."""
    import shutil
    import sys

    beside = Path(sys.executable).parent / "writeback"
    if beside.is_file() and os.access(beside, os.X_OK):
        return os.path.abspath(beside)
    found = shutil.which("writeback")
    return os.path.abspath(found) if found else None


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and parents) owner-only; tighten an existing directory we own."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        st = path.stat()
        if st.st_uid == os.getuid() and st.st_mode & 0o077:
            path.chmod(0o700)
    except OSError:
        pass
    return path
