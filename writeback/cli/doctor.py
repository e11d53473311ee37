"""`writeback doctor`: is everything wired and healthy?"""

from __future__ import annotations

import sys

import click

from writeback.cli.common import emit_json

_MARK = {"ok": "ok  ", "warn": "WARN", "fail": "FAIL"}


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def doctor(as_json: bool) -> None:
    """Check config (both planes), the brain, and every installed component.

    Exits 1 when any check fails; warnings come with a one-line fix.
    """
    from writeback.doctor import run_all

    checks = run_all()
    failed = any(c.status == "fail" for c in checks)
    if as_json:
        emit_json({"ok": not failed, "checks": [c.to_json() for c in checks]})
    else:
        for c in checks:
            click.echo(f"[{_MARK.get(c.status, c.status)}] {c.name}: {c.message}")
            if c.fix and c.status != "ok":
                click.echo(f"       fix: {c.fix}")
    sys.exit(1 if failed else 0)
