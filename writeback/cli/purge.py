"""`writeback purge`: delete banked turns captured before a date (thin)."""

from __future__ import annotations

import click

from writeback.cli.common import emit_json, fail


@click.command()
@click.option("--before", "before", required=True, metavar="DATE",
              help="Delete banked turns captured before this ISO date or time.")  # fmt: skip
@click.option("--dry-run", is_flag=True, help="Count what would be deleted; delete nothing.")
@click.option("--json", "as_json", is_flag=True, help="Print a versioned JSON object.")
def purge(before: str, dry_run: bool, as_json: bool) -> None:
    """Delete the banked turns (the words writeback captured) from before DATE, harvested
    or not. Facts already extracted stay; forget them with `writeback forget`.

    \b
    Examples:
      writeback purge --before 2026-11-01 --dry-run
      writeback purge --before 2026-11-30T12:00Z --json
    """
    from writeback import corpus, ttl

    try:
        cutoff = ttl.parse_instant(before)
    except ttl.TTLError:
        fail(f"--before: cannot read {before!r}; use an ISO date or time like 2026-11-01", 2)
    count = corpus.purge_before(cutoff, dry_run=dry_run)
    if as_json:
        emit_json({"before": cutoff.isoformat(), "dry_run": dry_run, "deleted": count})
    else:
        verb = "would delete" if dry_run else "deleted"
        click.echo(f"{verb} {count} banked turns captured before {cutoff.isoformat()}")
