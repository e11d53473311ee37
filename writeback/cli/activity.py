"""`writeback activity` (thin; the gathering is :mod:`writeback.activity`)."""

from __future__ import annotations

import click

from writeback.cli.common import emit_json, fail, parse_window


@click.command()
@click.option("--session", "session", metavar="ID", help="Only this agent session.")
@click.option("--since", "since_text", default="24h", show_default=True,
              help="How far back: 30m, 24h, 7d.")  # fmt: skip
@click.option("--json", "as_json", is_flag=True, help="Print a versioned JSON object.")
def activity(session: str | None, since_text: str, as_json: bool) -> None:
    """Show, per agent session, each hook run and its reason, and each banked turn with
    its harvest outcome and the facts it produced (ids for `writeback facts show`).

    \b
    Examples:
      writeback activity
      writeback activity --session 01a2323d-bb1d-7e10 --since 7d --json
    """
    from writeback import settings
    from writeback.activity import gather
    from writeback.brain import BrainError, BrainURLError, created, open_brain
    from writeback.brain.url import parse

    since = parse_window(since_text)
    url = settings.brain_url_from_env_or_file()
    try:
        brain = open_brain(url) if created(parse(url)) else None  # reading never creates it
    except (BrainError, BrainURLError) as exc:
        fail(str(exc), 1)
    try:
        data = gather(brain, since, session)
    finally:
        if brain is not None:
            brain.close()
    if as_json:
        emit_json(data)
        return
    if not data["sessions"]:
        click.echo(f"no activity since {data['since']}", err=True)
    for item in data["sessions"]:
        click.echo(f"session {item['session_id']}  (last {item['last']})")
        for run in item["runs"]:
            click.echo(f"  {run['ts']}  {run['event']:<22} {run['reason']}")
        for turn in item["turns"]:
            facts = ", ".join(turn["fact_ids"]) or "-"
            click.echo(f"  turn {turn['captured_at']}  {turn['outcome']:<12} facts: {facts}")
            click.echo(f"       {turn['excerpt']}")
