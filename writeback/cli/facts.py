"""`writeback remember | recall | forget | facts`: the brain from the command line."""

from __future__ import annotations

import os
from datetime import datetime
from typing import NoReturn

import click

from writeback import ttl as ttl_mod
from writeback.brain.base import KINDS, VISIBILITIES, Fact, utcnow
from writeback.cli.common import emit_json, fail, open_brain_or_exit


def _policy_failure(exc: Exception) -> NoReturn:
    """The memory service refused the write: one line, the exit code for its kind."""
    from writeback import memory

    if isinstance(exc, memory.SecretFound):
        what = exc.field.replace("_", "-")
        fail(f"refusing to store a secret in {what} ({', '.join(exc.types)}); remove it", 2)
    if isinstance(exc, memory.ScannerUnavailable):
        fail(f"secret scanner unavailable ({exc}); refusing to store anything", 1)
    if isinstance(exc, memory.Invalid):
        if exc.field == "ttl":
            fail(f"--ttl: {exc} [{exc.code}]", 2)
        fail(f"{exc.field.upper() if exc.field == 'claim' else '--' + exc.field}: {exc}", 2)
    raise exc


@click.command()
@click.argument("claim")
@click.option("--kind", type=click.Choice(KINDS), default="fact", show_default=True)
@click.option("--entity", help="Who or what the fact is about (person, company, project).")
@click.option("--ttl", "ttl_text", help="Keep it active for a while only: 3d, 12h, 2026-12-24.")
@click.option(
    "--visibility",
    type=click.Choice(VISIBILITIES),
    help="Default: facts.default_visibility, else world.",
)
@click.option(
    "--corrects", help="The old value this claim corrects; matching facts are superseded."
)
@click.option(
    "--project",
    "project_arg",
    metavar="DIR",
    help="The project (git root of DIR) it belongs to; default: the git repository you are "
    "in; '-' for none (a fact about you).",
)
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def remember(claim, kind, entity, ttl_text, visibility, corrects, project_arg, as_json) -> None:
    """Store CLAIM as a fact (a duplicate of an active fact is not stored twice).

    \b
    Examples:
      writeback remember "Prefers pnpm over npm" --kind preference
      writeback remember "Travelling to Shanghai next week" --ttl 10d
      writeback remember "Launch is March 3rd" --kind correction --corrects "March 1st"
      writeback remember "We deploy on Fridays" --kind decision --project ~/src/api
    """
    from writeback import memory

    if not claim.strip():
        fail("CLAIM is empty", 2)
    now = utcnow()
    try:
        checked = memory.draft(
            claim,
            source="cli",
            now=now,
            kind=kind,
            entity=entity,
            visibility=visibility,
            ttl=ttl_text,
            corrects=corrects,
            project=_project(project_arg, default_here=True),
        )
    except (memory.Invalid, memory.SecretFound, memory.ScannerUnavailable) as exc:
        _policy_failure(exc)
    with open_brain_or_exit() as brain:
        result = memory.remember(brain, checked, now=now)
    if as_json:
        emit_json({"status": result.status, "id": result.id, "superseded": list(result.superseded)})
    else:
        extra = f" (supersedes {', '.join(result.superseded)})" if result.superseded else ""
        click.echo(f"{result.status} {result.id}{extra}")


def _project(arg: str | None, *, default_here: bool) -> str | None:
    """``--project DIR`` → the project it belongs to; ``-`` → none; unset → the git
    repository of the current directory when ``default_here``, else no filter."""
    from writeback.projects import git_project_of, project_of

    if arg == "-":
        return None
    if arg is None:
        return git_project_of(os.getcwd()) if default_here else None
    return project_of(arg)


def _parse_as_of(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        return ttl_mod.parse_instant(text)
    except ttl_mod.TTLError as exc:
        if exc.code == "out_of_range":
            fail(f"--as-of: {exc}", 2)
        fail(f"--as-of: cannot read {text!r}; use an ISO date or time like 2026-11-29T10:00Z", 2)


def _line(f: Fact) -> str:
    bits = [f.kind]
    if f.entity:
        bits.append(f"entity={f.entity}")
    if f.valid_until:
        bits.append(f"until {f.valid_until:%Y-%m-%d %H:%M}")
    if f.project:
        bits.append(f"project={f.project}")
    if f.expired_at:
        bits.append(f"expired ({f.expired_reason})")
    return f"{f.id}  {f.claim}  [{', '.join(bits)}]"


@click.command()
@click.argument("query")
@click.option("--limit", type=click.IntRange(1, 1000), default=10, show_default=True)
@click.option("--as-of", "as_of", help="Show what was active at this ISO time (history).")
@click.option("--project", "project_arg", metavar="DIR", help="Only facts of this project.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def recall(query, limit, as_of, project_arg, as_json) -> None:
    """Find active facts matching QUERY (English by words, CJK by substring).

    \b
    Examples:
      writeback recall pnpm
      writeback recall 深色
      writeback recall "launch date" --as-of 2026-11-01 --json
    """
    from writeback import memory

    when = _parse_as_of(as_of)
    project = _project(project_arg, default_here=False)
    with open_brain_or_exit() as brain:
        found = memory.recall(brain, query, limit=limit, as_of=when, project=project)
    if as_json:
        emit_json({"query": query, "facts": [f.to_json() for f in found]})
        return
    if not found:
        click.echo("no matching facts", err=True)
    for f in found:
        click.echo(_line(f))


@click.command()
@click.argument("fact_id", metavar="ID", required=False)
@click.option("--session", "session_id", metavar="SESSION",
              help="Retire every fact of this agent session and delete its banked turns.")  # fmt: skip
@click.option("--reason", help="Why it is forgotten (kept with the fact).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def forget(fact_id, session_id, reason, as_json) -> None:
    """Retire the fact ID: it stops being recalled (history keeps it), and the same claim
    in a turn said before now is never stored again.

    \b
    Examples:
      writeback forget 3f2a9c1b7d4e --reason "no longer true"
      writeback forget --session 01a2323d-bb1d-7e10-872f-bdd71ff47dc1
    """
    from writeback import memory
    from writeback.brain import FactNotFound

    if bool(fact_id) == bool(session_id):
        fail("give a fact ID or --session SESSION (one of them)", 2)
    try:
        memory.check_reason(reason)  # before any brain is touched
    except (memory.SecretFound, memory.ScannerUnavailable) as exc:
        _policy_failure(exc)
    if session_id:
        _forget_session(session_id, reason, as_json)
        return
    with open_brain_or_exit() as brain:
        try:
            fact = memory.forget(brain, fact_id, reason=reason)
        except FactNotFound as exc:
            fail(str(exc), 1)
    if as_json:
        emit_json({"status": "forgotten", "fact": fact.to_json()})
    else:
        click.echo(f"forgotten {fact.id}")


def _forget_session(session_id: str, reason: str | None, as_json: bool) -> None:
    from writeback import corpus, memory

    with open_brain_or_exit() as brain:
        forgotten = memory.forget_session(brain, session_id, reason=reason)
    deleted = corpus.delete_session(session_id)
    if as_json:
        emit_json({"status": "forgotten", "session_id": session_id, "facts": forgotten,
                   "banked_files_deleted": deleted})  # fmt: skip
    else:
        click.echo(f"forgotten {len(forgotten)} facts of session {session_id}; "
                   f"deleted {deleted} banked turns")  # fmt: skip


@click.group(invoke_without_command=True)
@click.option(
    "--all", "include_inactive", is_flag=True, help="Include expired and superseded facts."
)
@click.option("--limit", type=click.IntRange(1, None), help="At most this many (newest first).")
@click.option("--project", "project_arg", metavar="DIR", help="Only facts of this project.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
@click.pass_context
def facts(ctx, include_inactive, limit, project_arg, as_json) -> None:
    """List facts, newest first (active ones unless --all); `facts show ID` for one.

    \b
    Examples:
      writeback facts --limit 20
      writeback facts --all --json
      writeback facts show 3f2a9c1b7d4e     # where it came from, and what became of it
    """
    if ctx.invoked_subcommand is not None:
        return
    project = _project(project_arg, default_here=False)
    with open_brain_or_exit() as brain:
        found = brain.list_facts(include_inactive=include_inactive, limit=limit, project=project)
    if as_json:
        emit_json({"facts": [f.to_json() for f in found]})
        return
    if not found:
        click.echo("no facts yet", err=True)
    for f in found:
        click.echo(_line(f))


@facts.command("show")
@click.argument("fact_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def show(fact_id, as_json) -> None:
    """Show fact ID with its provenance: source, session, project, extractor rule, the
    excerpt of the turn it came from (while that banked turn is kept), and the
    supersession chain both ways."""
    from writeback.provenance import describe

    with open_brain_or_exit() as brain:
        info = describe(brain, fact_id)
    if info is None:
        fail(f"no fact with id {fact_id!r}", 1)
    if as_json:
        emit_json(info)
        return
    for key in ("id", "claim", "kind", "entity", "visibility", "source", "session_id",
                "project", "rule", "created_at", "valid_until", "expired_at",
                "expired_reason"):  # fmt: skip
        value = info["fact"].get(key)
        if value is not None:
            click.echo(f"{key:<15}{value}")
    turn = info["turn"]
    if turn:
        click.echo(
            f"{'turn':<15}{turn['file']} ({turn['harness']}, captured {turn['captured_at']})"
        )
        click.echo(f"{'excerpt':<15}{turn['excerpt']}")
    elif info["fact"].get("provenance"):
        click.echo(f"{'turn':<15}{info['fact']['provenance']} (no longer kept)")
    for label, chain in (("supersedes", info["supersedes"]), ("superseded by", info["superseded_by"])):  # fmt: skip
        for other in chain:
            click.echo(f"{label:<15}{other['id']}  {other['claim']}")
