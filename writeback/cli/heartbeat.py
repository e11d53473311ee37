"""`writeback heartbeat`: what the Stop hook has been doing."""

from __future__ import annotations

import json

import click

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
    from writeback import ttl

    try:
        parsed = ttl.parse(since)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint="--since") from None
    if parsed.duration is None:
        raise click.BadParameter("use a duration such as 24h or 7d", param_hint="--since")
    window = parsed.duration
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
