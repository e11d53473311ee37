"""Install the pinned real clients into the project-local, git-ignored ``.clients/``.

``package.json`` + ``package-lock.json`` next to this file pin the exact versions (and the
integrity hashes); ``npm ci --prefix .clients`` installs them. The install is skipped when
``.clients/`` already holds the versions of the lock file (a stamp file records the lock's
hash), so the first test session on a fresh machine pays ~20 s once and later sessions
nothing. Run it by hand with ``.venv/bin/python -m tests.clients.install``.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from filelock import FileLock

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
PREFIX = REPO / ".clients"
CLAUDE_VERSION = "2.1.197"
CODEX_VERSION = "0.171.0"


class ClientsUnavailable(Exception):
    """npm is missing or the install failed (the message says which)."""


@dataclass(frozen=True)
class Clients:
    claude: Path
    codex: Path
    claude_version: str = CLAUDE_VERSION
    codex_version: str = CODEX_VERSION


def _lock_hash() -> str:
    h = hashlib.sha256()
    for name in ("package.json", "package-lock.json"):
        h.update((HERE / name).read_bytes())
    return h.hexdigest()


def _bins(prefix: Path) -> Clients:
    bindir = prefix / "node_modules" / ".bin"
    return Clients(claude=bindir / "claude", codex=bindir / "codex")


def _works(c: Clients) -> bool:
    for exe, want in ((c.claude, CLAUDE_VERSION), (c.codex, CODEX_VERSION)):
        if not exe.exists():
            return False
        try:
            out = subprocess.run(
                [str(exe), "--version"], capture_output=True, text=True, timeout=60
            ).stdout
        except (OSError, subprocess.TimeoutExpired):
            return False
        if want not in out:
            return False
    return True


def ensure(prefix: Path = PREFIX) -> Clients:
    """The pinned clients, installed if needed. Raises ClientsUnavailable."""
    stamp = prefix / ".installed"
    want = _lock_hash()
    prefix.mkdir(parents=True, exist_ok=True)
    with FileLock(str(prefix) + ".lock"):
        clients = _bins(prefix)
        if stamp.exists() and stamp.read_text().strip() == want and _works(clients):
            return clients
        npm = shutil.which("npm")
        if npm is None:
            raise ClientsUnavailable("npm is not on PATH; install Node.js >= 18 with npm")
        for name in ("package.json", "package-lock.json"):
            shutil.copyfile(HERE / name, prefix / name)
        # npm ci: exactly the lock file's versions and integrity hashes. Claude Code's
        # postinstall (install.cjs) only links the platform binary from the optional
        # dependency already downloaded; it does not reach the network.
        proc = subprocess.run(
            [npm, "ci", "--prefix", str(prefix), "--no-audit", "--no-fund", "--loglevel=error"],
            capture_output=True,
            text=True,
            timeout=600,
            env={**os.environ, "DISABLE_AUTOUPDATER": "1"},
        )
        if proc.returncode != 0:
            raise ClientsUnavailable(
                f"npm ci --prefix {prefix} failed ({proc.returncode}): {proc.stderr.strip()[-800:]}"
            )
        if not _works(clients):
            raise ClientsUnavailable(
                f"installed clients in {prefix} do not report {CLAUDE_VERSION} / {CODEX_VERSION}"
            )
        stamp.write_text(want + "\n")
        return clients


if __name__ == "__main__":
    try:
        c = ensure()
    except ClientsUnavailable as exc:
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(1)
    print(f"claude {c.claude_version}: {c.claude}\ncodex {c.codex_version}: {c.codex}")
