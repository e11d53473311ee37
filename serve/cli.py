"""`writeback serve` and `writeback sweep`: thin commands over the daemon and sweep."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
import time

import click

from writeback.cli.common import emit_json, fail


def _brain_url(explicit: str | None) -> str:
    from writeback import settings
    from writeback.brain.url import BrainURLError, parse

    try:
        url = explicit or settings.brain_url_from_env_or_file()
        parse(url)
    except (BrainURLError, settings.ConfigFileError) as exc:
        fail(str(exc), 2)
    return url


@click.command()
@click.option("--brain", "brain", metavar="URL", help="Brain to serve (default: brain.url).")
@click.option("--foreground", is_flag=True, help="Run in this terminal (for systemd/launchd).")
@click.option(
    "--install", "install_unit", is_flag=True, help="Write a systemd user unit / launchd agent."
)
@click.option("--uninstall", "uninstall_unit", is_flag=True, help="Remove that unit/agent.")
@click.option("--status", "show_status", is_flag=True, help="Ask a running serve for its status.")
@click.option(
    "--json", "as_json", is_flag=True, help="Machine-readable output (with --status/--install)."
)
def serve(brain, foreground, install_unit, uninstall_unit, show_status, as_json) -> None:
    """Harvest banked turns into the brain as they arrive (one process per brain).

    \b
    Examples:
      writeback serve                 start in the background (log: $WRITEBACK_HOME/serve-*.log)
      writeback serve --foreground    run here; Ctrl-C stops it cleanly
      writeback serve --status        queue depth and counters of the running serve
      writeback serve --install       write a systemd user unit (Linux) / launchd agent (macOS)
    """
    url = _brain_url(brain)
    if install_unit or uninstall_unit:
        from writeback.serve import schedule

        change = schedule.install_service(url) if install_unit else schedule.uninstall_service(url)
        if as_json:
            emit_json({"action": change.action, "path": change.where})
        else:
            click.echo(f"{change.action}: {change.where}")
            if install_unit:
                click.echo(f"enable it with: {schedule.enable_hint(url)}")
        return
    if show_status:
        _status(url, as_json)
        return
    if foreground:
        _run_foreground(url)
    else:
        _start_background(url)


def _status(url: str, as_json: bool) -> None:
    from writeback import ipc

    reply = ipc.request(ipc.socket_path(url), {"op": "status"}, timeout=2.0)
    if not reply.ok and as_json:
        emit_json({"running": False, "error": reply.error})
        sys.exit(1)
    if not reply.ok:
        fail(
            f"no serve answering for this brain ({reply.error}); start one with `writeback serve`",
            1,
        )
    data = {"running": True, **{k: v for k, v in (reply.data or {}).items() if k != "ok"}}
    if as_json:
        emit_json(data)
    else:
        click.echo(f"queue depth {data.get('queue_depth')}, deferred {data.get('deferred')}")
        for key, value in sorted((data.get("counters") or {}).items()):
            click.echo(f"  {key}: {value}")


def _run_foreground(url: str) -> None:
    from writeback.brain import BrainError
    from writeback.serve.daemon import ServeError, Server

    logging.basicConfig(level=logging.INFO, format="%(asctime)s serve %(levelname)s %(message)s")
    try:
        code = Server(url).run()
    except ServeError as exc:
        fail(str(exc), 1)
    except BrainError as exc:
        fail(str(exc), 1)
    sys.exit(code)


def _start_background(url: str) -> None:
    from writeback import ipc, paths
    from writeback.brain.url import parse
    from writeback.serve.daemon import serving_pid

    sock = ipc.socket_path(url)
    reply = ipc.request(sock, {"op": "ping"}, timeout=1.0)
    if reply.ok:
        fail(f"{parse(url).display} is already served by pid {(reply.data or {}).get('pid')}", 1)
    paths.ensure_dir(paths.writeback_home())
    log_path = paths.writeback_home() / f"serve-{parse(url).key}.log"
    fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    # The URL travels in the environment, not argv: `ps` shows argv to every local user.
    proc = subprocess.Popen(
        [sys.executable, "-m", "writeback", "serve", "--foreground"],
        env={**os.environ, "WRITEBACK_BRAIN_URL": url},
        stdin=subprocess.DEVNULL,
        stdout=fd,
        stderr=fd,
        start_new_session=True,
    )
    os.close(fd)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            fail(f"serve exited at start (code {proc.returncode}); see {log_path}", 1)
        if ipc.request(sock, {"op": "ping"}, timeout=0.5).ok:
            click.echo(
                f"serving {parse(url).display} (pid {serving_pid(url) or proc.pid}); log: {log_path}"
            )
            return
        time.sleep(0.1)
    fail(f"serve did not answer within 10 s; see {log_path}", 1)


@click.command()
@click.option("--once", is_flag=True, help="One pass, then exit (what cron runs).")
@click.option("--limit", type=click.IntRange(1, None), help="Harvest at most N files.")
@click.option(
    "--budget", default="30s", show_default=True, help="Stop starting new files after this long."
)
@click.option("--brain", "brain", metavar="URL", help="Brain to harvest into (default: brain.url).")
@click.option(
    "--install-cron", is_flag=True, help="Add a crontab line running sweep every 10 minutes."
)
@click.option("--uninstall-cron", is_flag=True, help="Remove writeback's crontab line (only ours).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable summary.")
def sweep(once, limit, budget, brain, install_cron, uninstall_cron, as_json) -> None:
    """Harvest banked turns no serve picked up, oldest first, then clean the corpus.

    Safe to run while serve runs. Progress shows on a terminal; cron output stays quiet.

    \b
    Examples:
      writeback sweep --once
      writeback sweep --once --limit 100 --budget 2m --json
      writeback sweep --install-cron      (every 10 minutes; --uninstall-cron removes it)
    """
    if install_cron or uninstall_cron:
        _cron(install_cron, as_json)
        return
    if not once:
        fail("pass --once to run one sweep (cron runs `writeback sweep --once`)", 2)
    from writeback import ttl

    try:
        parsed = ttl.parse(budget)
    except ttl.TTLError as exc:
        fail(f"--budget: {exc}", 2)
    if parsed.duration is None:
        fail("--budget must be a duration like 30s or 2m", 2)
    _run_sweep(_brain_url(brain), limit, parsed.duration.total_seconds(), as_json)


def _run_sweep(url: str, limit: int | None, budget_s: float, as_json: bool) -> None:
    from writeback.brain import BrainError, open_brain
    from writeback.serve.sweep import pending_files, retention_days_setting, sweep_once

    try:
        brain = open_brain(url)
    except BrainError as exc:
        fail(str(exc), 1)
    with brain:
        try:
            todo = pending_files(brain)
            retention = retention_days_setting(brain)
        except BrainError as exc:
            fail(str(exc), 1)
        total = min(len(todo), limit) if limit else len(todo)
        show = not as_json and sys.stderr.isatty() and total > 0
        if show:
            with click.progressbar(length=total, label="harvesting", file=sys.stderr) as bar:
                report = sweep_once(brain, limit=limit, budget_s=budget_s,
                                    retention_days=retention, progress=bar.update, todo=todo)  # fmt: skip
        else:
            report = sweep_once(
                brain, limit=limit, budget_s=budget_s, retention_days=retention, todo=todo
            )
    if as_json:
        emit_json(report.to_json())
        return
    data = report.to_json()
    harvested = ", ".join(f"{k} {v}" for k, v in sorted(report.harvested.items())) or "none"
    skipped = ", ".join(f"{k} {v}" for k, v in sorted(report.skipped.items())) or "none"
    gc = ", ".join(f"{k} {v}" for k, v in sorted(report.gc.items()) if v) or "nothing"
    if sys.stdout.isatty() or data["harvested_total"] or report.skipped or any(report.gc.values()):
        click.echo(f"harvested {data['harvested_total']} ({harvested}); facts {report.facts}")
        click.echo(f"skipped: {skipped}; remaining {report.remaining}; gc removed: {gc}")


def _cron(install: bool, as_json: bool) -> None:
    from writeback.serve import schedule

    try:
        change = schedule.install_cron() if install else schedule.uninstall_cron()
    except schedule.ScheduleError as exc:
        fail(str(exc), 1)
    if as_json:
        emit_json({"action": change.action, "where": change.where, "line": change.line})
    elif change.action == "printed":
        click.echo(f"{change.where}:\n{change.line}")
    else:
        click.echo(f"{change.action}: {change.where}" + (f"\n{change.line}" if change.line else ""))
