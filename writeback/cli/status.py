"""`writeback status`: one screen (thin; the gathering is :mod:`writeback.status`)."""

from __future__ import annotations

from typing import Any

import click

from writeback.cli.common import emit_json


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print a versioned JSON object.")
def status(as_json: bool) -> None:
    """Show what writeback is doing: mode, audience, serve, backlog, captures, facts.

    Read-only. States that differ are shown differently: "not configured" (nothing set
    up), "unreachable" (set up but unreadable now) and "empty" (readable, nothing yet).
    Counts cover the last 7 days.

    \b
    Examples:
      writeback status
      writeback status --json | jq .facts
    """
    from writeback.status import gather

    data = gather()
    if as_json:
        emit_json(data)
        return
    for line in render(data):
        click.echo(line)


def render(d: dict[str, Any]) -> list[str]:
    mode = d["mode"]
    lines = [
        f"capture mode  {mode['value']}"
        + ("" if mode["valid"] else f" (stored {mode['raw']!r} is invalid)"),  # fmt: skip
        f"audience      {d['audience']['value']}"
        + ("" if d["audience"]["declared"] else " (not declared)"),
    ]
    serve = d["serve"]
    lines.append(f"serve         {serve['state'].replace('_', ' ')}"
                 + (f" (pid {serve['pid']})" if serve.get("pid") else ""))  # fmt: skip
    brain = d["brain"]
    lines.append(f"brain         {brain['state'].replace('_', ' ')} — {brain.get('url', '')}"
                 + (f" ({brain['detail']})" if brain.get("detail") else ""))  # fmt: skip
    backlog = d.get("backlog") or {}
    pending = backlog.get("pending")
    lines.append(
        f"backlog       {backlog.get('banked_files', 0)} banked files, "
        + ("pending unknown (brain unreadable)" if pending is None else f"{pending} waiting")
        + (f", oldest {backlog['oldest_pending']}" if backlog.get("oldest_pending") else "")
    )
    if "facts" in d:
        f = d["facts"]
        lines.append(f"facts         {f['active']} active, {f['superseded']} superseded, "
                     f"{f['forgotten']} forgotten, {f['lapsed']} lapsed (transient)")  # fmt: skip
    cap = d["capture"]
    for harness, last in sorted(cap["last_by_harness"].items()):
        lines.append(f"last {harness:<9}{last['reason']} at {last['ts']}")
    if not cap["last_by_harness"]:
        lines.append("last capture  never (no hook has run)")
    skipped = ", ".join(f"{k} {v}" for k, v in list(cap["skipped_7d"].items())[:6]) or "none"
    lines.append(f"7 days        captured {cap['captured_7d']}; skipped: {skipped}")
    if "harvested_7d" in d:
        harvested = ", ".join(f"{k} {v}" for k, v in sorted(d["harvested_7d"].items())) or "none"
        lines.append(f"              harvested: {harvested}")
        remember = ", ".join(f"{k} {v}" for k, v in sorted(d["mcp_remember_7d"].items())) or "none"
        lines.append(f"              MCP remember (ambient and explicit alike): {remember}")
    return lines
