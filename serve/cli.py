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


BRAIN = click.option("--brain", "brain", metavar="URL", help="Brain to serve (default: brain.url).")
JSON = click.option("--json", "as_json", is_flag=True, help="Print a versioned JSON object.")
# The pre-subcommand flags, and what replaced each.
OLD_FLAGS = {
    "--status": "writeback serve status",
    "--install": "writeback serve install",
    "--uninstall": "writeback serve uninstall",
}


class ServeGroup(click.Group):
    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args:
            click.echo(ctx.get_help())
            ctx.exit(0)
        for flag, instead in OLD_FLAGS.items():
            if flag in args:
                raise click.UsageError(f"{flag} is gone; use `{instead}`", ctx)
        if "--foreground" in args:
            # Units installed by earlier versions run `serve --foreground`: keep them
            # working, and say how to update them.
            click.echo("writeback: `serve --foreground` is now `writeback serve run` (re-run "
                       "`writeback serve install` to update an installed unit)", err=True)  # fmt: skip
            args = ["run", *[a for a in args if a != "--foreground"]]
        return super().parse_args(ctx, args)


@click.group(cls=ServeGroup)
def serve() -> None:
    """Harvest banked turns into the brain as they arrive (one process per brain).

    \b
    Examples:
      writeback serve start      in the background (log: $WRITEBACK_HOME/serve-*.log)
      writeback serve run        in this terminal; Ctrl-C stops it cleanly
      writeback serve status     queue depth and counters of the running serve
      writeback serve stop       stop the running serve (SIGTERM; it finishes its turn)
      writeback serve install    a systemd user unit (Linux) / launchd agent (macOS)
      writeback serve uninstall  remove that unit/agent
    """


@serve.command("run")
@BRAIN
def run_cmd(brain: str | None) -> None:
    """Serve in this terminal until Ctrl-C / SIGTERM (what systemd and launchd run)."""
    _run_foreground(_brain_url(brain))


@serve.command("start")
@BRAIN
def start_cmd(brain: str | None) -> None:
    """Start serve in the background and wait until it answers."""
    _start_background(_brain_url(brain))


@serve.command("status")
@BRAIN
@JSON
def status_cmd(brain: str | None, as_json: bool) -> None:
    """Ask the running serve for its status (exit 1 when none answers)."""
    _status(_brain_url(brain), as_json)


@serve.command("stop")
@BRAIN
@JSON
def stop_cmd(brain: str | None, as_json: bool) -> None:
    """Stop the running serve: SIGTERM, then wait for it to finish its turn and exit."""
    import signal

    from writeback import ipc

    url = _brain_url(brain)
    reply = ipc.request(ipc.socket_path(url), {"op": "ping"}, timeout=1.0)
    pid = (reply.data or {}).get("pid") if reply.ok else None
    if not isinstance(pid, int):
        if as_json:
            emit_json({"stopped": False, "running": False})
        else:
            click.echo("no serve is running for this brain")
        return
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    except PermissionError:
        fail(f"serve (pid {pid}) belongs to another user", 1)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        fail(f"serve (pid {pid}) did not stop within 15 s", 1)
    if as_json:
        emit_json({"stopped": True, "pid": pid})
    else:
        click.echo(f"stopped serve (pid {pid})")


@serve.command("install")
@BRAIN
@JSON
def install_cmd(brain: str | None, as_json: bool) -> None:
    """Write a systemd user unit (Linux) or launchd agent (macOS) that runs `serve run`."""
    _unit(_brain_url(brain), True, as_json)


@serve.command("uninstall")
@BRAIN
@JSON
def uninstall_cmd(brain: str | None, as_json: bool) -> None:
    """Remove the unit/agent `serve install` wrote."""
    _unit(_brain_url(brain), False, as_json)


def _unit(url: str, install: bool, as_json: bool) -> None:
    from writeback.serve import schedule

    change = schedule.install_service(url) if install else schedule.uninstall_service(url)
    if as_json:
        emit_json({"action": change.action, "path": change.where})
        return
    click.echo(f"{change.action}: {change.where}")
    if install:
        click.echo(f"enable it with: {schedule.enable_hint(url)}")


def _status(url: str, as_json: bool) -> None:
    from writeback import ipc

    reply = ipc.request(ipc.socket_path(url), {"op": "status"}, timeout=2.0)
    if not reply.ok and as_json:
        emit_json({"running": False, "error": reply.error})
        sys.exit(1)
    if not reply.ok:
        fail(
            f"no serve answering for this brain ({reply.error}); start one with "
            "`writeback serve start`",
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
        [sys.executable, "-m", "writeback", "serve", "run"],
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
