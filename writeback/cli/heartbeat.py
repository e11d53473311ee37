"""`writeback heartbeat`: what the Stop hook has been doing."""

from __future__ import annotations

import json

import click

from writeback.cli.common import parse_window

SCHEMA_VERSION = 1


@click.command()
@click.option("--since", default="7d", show_default=True, help="Window, e.g. 24h, 7d, 30 days.")
@click.option("--json", "as_json", is_flag=True, help="Print a versioned JSON object.")
def heartbeat(since: str, as_json: bool) -> None:
    """Count the hook's outcomes (one per agent turn) over a recent window.

    \b
    Examples:
      writeback heartbeat
      writeback heartbeat --since 24h --json
    """
    from writeback import heartbeat as hb

    window = parse_window(since)
    counts = hb.summarize(window)
    last = hb.last_entry()
    if as_json:
        click.echo(
            json.dumps(
                {
                    "schema_version": SCHEMA_VERSION,
                    "since": since,
                    "total": sum(counts.values()),
                    "counts": counts,
                    "last": last,
                }
            )
        )
        return
    if not counts:
        click.echo(f"no hook runs in the last {since}")
        return
    width = max(len(k) for k in counts)
    for reason, count in counts.items():
        click.echo(f"{reason:<{width}}  {count}")
    if last:
        click.echo(f"last run: {last.get('ts')} ({last.get('reason')})")
