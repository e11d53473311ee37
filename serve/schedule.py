"""Running serve/sweep without babysitting: a crontab line for sweep, and a systemd user
unit (Linux) or launchd agent (macOS) for serve. Both installs are idempotent and touch
only writeback's own entries."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from writeback import paths
from writeback.brain.url import parse as parse_url
from writeback.fsutil import atomic_write

CRON_MARK = "# writeback:sweep"


class ScheduleError(Exception):
    """A scheduler that is missing or refused the change."""


def writeback_argv() -> list[str]:
    """The absolute command that runs this installation of writeback."""
    found = paths.writeback_executable()
    return [found] if found else [sys.executable, "-m", "writeback"]


def _env_prefix() -> str:
    env = {k: os.environ[k] for k in ("WRITEBACK_HOME", "CLAUDE_CONFIG_DIR", "CODEX_HOME")
           if os.environ.get(k)}  # fmt: skip
    if os.environ.get("WRITEBACK_BRAIN_URL"):
        # canonical form: a crontab must never hold a password (libpq reads ~/.pgpass)
        env["WRITEBACK_BRAIN_URL"] = parse_url(os.environ["WRITEBACK_BRAIN_URL"]).canonical
    return "".join(f"{k}={shlex.quote(v)} " for k, v in env.items())


def cron_line() -> str:
    cmd = " ".join(shlex.quote(a) for a in writeback_argv())
    return (
        f"*/10 * * * * {_env_prefix()}{cmd} sweep --once --budget 120s >/dev/null 2>&1 {CRON_MARK}"
    )


def _crontab_bin() -> str | None:
    return os.environ.get("WRITEBACK_CRONTAB") or shutil.which("crontab")


def read_crontab() -> list[str] | None:
    """Current user's crontab lines; None when there is no crontab command."""
    binary = _crontab_bin()
    if binary is None:
        return None
    proc = subprocess.run([binary, "-l"], capture_output=True, text=True)
    if proc.returncode != 0:
        if "no crontab" in (proc.stderr or "").lower():
            return []
        raise ScheduleError(f"crontab -l failed: {proc.stderr.strip()}")
    return proc.stdout.splitlines()


def _write_crontab(lines: list[str]) -> None:
    binary = _crontab_bin()
    assert binary is not None
    text = "\n".join(lines) + ("\n" if lines else "")
    proc = subprocess.run([binary, "-"], input=text, capture_output=True, text=True)
    if proc.returncode != 0:
        raise ScheduleError(f"crontab refused the change: {proc.stderr.strip()}")


def cron_installed() -> bool | None:
    try:
        lines = read_crontab()
    except ScheduleError:
        return None
    if lines is None:
        return None
    return any(line.rstrip().endswith(CRON_MARK) for line in lines)


@dataclass(frozen=True)
class Change:
    action: str  # installed | updated | unchanged | removed | absent | printed
    where: str
    line: str | None = None


def install_cron() -> Change:
    line = cron_line()
    lines = read_crontab()
    if lines is None:
        return Change("printed", "no crontab command on this machine; add this line yourself", line)
    ours = [i for i, existing in enumerate(lines) if existing.rstrip().endswith(CRON_MARK)]
    if ours and lines[ours[0]] == line and len(ours) == 1:
        return Change("unchanged", "crontab", line)
    kept = [existing for i, existing in enumerate(lines) if i not in ours]
    _write_crontab(kept + [line])
    return Change("updated" if ours else "installed", "crontab", line)


def uninstall_cron() -> Change:
    lines = read_crontab()
    if lines is None:
        return Change("absent", "no crontab command on this machine")
    kept = [line for line in lines if not line.rstrip().endswith(CRON_MARK)]
    if len(kept) == len(lines):
        return Change("absent", "crontab")
    _write_crontab(kept)
    return Change("removed", "crontab")


# service -----------------------------------------------------------------------------
def _service_name(brain_url: str) -> str:
    return f"writeback-serve-{parse_url(brain_url).key}"


def service_file(brain_url: str) -> Path:
    home = Path(os.environ.get("HOME") or Path.home())
    if sys.platform == "darwin":
        return home / "Library" / "LaunchAgents" / f"dev.writeback.{_service_name(brain_url)}.plist"
    config = Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config")
    return config / "systemd" / "user" / f"{_service_name(brain_url)}.service"


def service_text(brain_url: str) -> str:
    # the canonical URL carries no password: a unit file must not hold a secret
    argv = [*writeback_argv(), "serve", "run", "--brain", parse_url(brain_url).canonical]
    env = {k: os.environ[k] for k in ("WRITEBACK_HOME",) if os.environ.get(k)}
    if sys.platform == "darwin":
        from xml.sax.saxutils import escape

        args = "".join(f"<string>{escape(a)}</string>" for a in argv)
        envs = "".join(
            f"<key>{escape(k)}</key><string>{escape(v)}</string>" for k, v in env.items()
        )
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
            '<plist version="1.0"><dict>'
            f"<key>Label</key><string>dev.writeback.{_service_name(brain_url)}</string>"
            f"<key>ProgramArguments</key><array>{args}</array>"
            f"<key>EnvironmentVariables</key><dict>{envs}</dict>"
            "<key>RunAtLoad</key><true/><key>KeepAlive</key><true/>"
            "</dict></plist>\n"
        )
    exec_start = " ".join(shlex.quote(a) for a in argv)
    env_lines = "".join(f'Environment="{k}={v}"\n' for k, v in env.items())
    return (
        "[Unit]\n"
        f"Description=writeback serve for {parse_url(brain_url).display}\n\n"
        "[Service]\n"
        f"ExecStart={exec_start}\n"
        f"{env_lines}"
        "Restart=on-failure\nRestartSec=5\n\n"
        "[Install]\nWantedBy=default.target\n"
    )


def enable_hint(brain_url: str) -> str:
    if sys.platform == "darwin":
        return f"launchctl load -w {shlex.quote(str(service_file(brain_url)))}"
    return f"systemctl --user daemon-reload && systemctl --user enable --now {_service_name(brain_url)}.service"


def install_service(brain_url: str) -> Change:
    path = service_file(brain_url)
    text = service_text(brain_url)
    if path.exists() and path.read_text() == text:
        return Change("unchanged", str(path))
    existed = path.exists()
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, text.encode(), mode=0o600)
    return Change("updated" if existed else "installed", str(path))


def uninstall_service(brain_url: str) -> Change:
    path = service_file(brain_url)
    try:
        path.unlink()
    except FileNotFoundError:
        return Change("absent", str(path))
    return Change("removed", str(path))
