"""`writeback bootstrap harness`: wire Claude Code and Codex (thin; logic in bootstrap)."""

from __future__ import annotations

import json
import sys

import click

from writeback import harnesses
from writeback.harness import bootstrap as core


@click.group()
def bootstrap() -> None:
    """Set writeback up inside the agents you use."""


@bootstrap.command("harness")
@click.option(
    "--harness",
    "target",
    type=click.Choice([*harnesses.NAMES, "all"]),
    default="all",
    show_default=True,
    help="Which agent to wire.",
)
@click.option("--yes", "-y", is_flag=True, help="Apply without asking.")
@click.option("--remove", is_flag=True, help="Take writeback out again (exactly).")
@click.option("--dry-run", is_flag=True, help="Show the plan; change nothing.")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def harness(target: str, yes: bool, remove: bool, dry_run: bool, as_json: bool) -> None:
    """Register writeback's hooks, MCP server and contract block in Claude Code and Codex.

    Shows the plan, applies it, then smoke-tests the registered hook and MCP server
    against a throwaway home; if the smoke test fails, every change of this run is
    undone. Files are backed up first (FILE.writeback-bak-TIME) and written atomically.
    Receipts go to $WRITEBACK_HOME/harness.json.

    With memory.auto_writeback off, the contract block is left out (or removed); the
    hooks and the MCP server stay registered, so `remember` keeps working.

    \b
    Examples:
      writeback bootstrap harness --dry-run
      writeback bootstrap harness --yes
      writeback bootstrap harness --harness codex --yes
      writeback bootstrap harness --remove --yes

    Exit status: 0 done, 1 failed (smoke test, override file, …), 2 refused (a file
    writeback cannot safely edit: damaged markers, unparseable JSON/TOML).
    """
    try:
        plan = core.plan(target, remove)
    except core.HarnessError as exc:
        raise click.ClickException(str(exc)) from None
    if dry_run or not any(s.changed for s in plan.steps()):
        if not dry_run and any(t.ok for t in plan.targets):
            result = core.apply(plan)  # nothing to write; still smoke-test and record
            _report(result, as_json)
            if result.exit_code == 0 and not remove and not as_json:
                _offer_capture(target)
            sys.exit(result.exit_code)
        _show_plan(plan, as_json, dry_run=dry_run)
        if not dry_run and not as_json:
            click.echo("Nothing changed.")
        sys.exit(_plan_exit(plan))
    if not yes:
        _show_plan(plan, as_json, dry_run=False)
        if not sys.stdin.isatty():
            click.echo("Not a terminal: pass --yes to apply this plan.", err=True)
            sys.exit(1)
        if not click.confirm("Apply these changes?", default=False):
            click.echo("Nothing changed.")
            sys.exit(1)
    result = core.apply(plan)
    _report(result, as_json)
    if result.exit_code == 0 and not remove and not as_json:
        _offer_capture(target)
    sys.exit(result.exit_code)


def _offer_capture(target: str) -> None:
    """Once, on a terminal, on a personal brain with capture off: offer to turn it on.
    Either answer is recorded (memory.auto_writeback_notice_shown); a "no" is final."""
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        return
    from writeback import audience, settings
    from writeback import config as cfg
    from writeback.brain import BrainError, BrainURLError, open_brain

    try:
        stored = settings.load_file_plane()
        with open_brain() as brain:
            found = audience.resolve(brain, stored)
    except (settings.ConfigFileError, BrainError, BrainURLError):
        return  # unknown audience: never ask
    if not audience.may_offer_capture(found, stored):
        return
    click.echo(
        "\nwriteback can also capture what you tell your agents (preferences, decisions, "
        "plans) after every turn, so later sessions know it. Nothing secret is stored; "
        "WRITEBACK_SESSION=off or a .writeback-ignore file turns it off where you want."
    )
    yes = click.confirm("Turn ambient capture on now?", default=False)
    try:
        cfg.set_value("memory.auto_writeback_notice_shown", "true")
        if yes:
            cfg.set_value("memory.auto_writeback", "salient")
    except (cfg.DBPlaneError, settings.ConfigFileError, settings.SettingError) as exc:
        click.echo(f"Could not record the answer: {exc}", err=True)
        return
    if not yes:
        click.echo("Capture stays off; writeback will not ask again. To turn it on later:\n"
                   "  writeback config set memory.auto_writeback salient\n"
                   "  writeback bootstrap harness --yes")  # fmt: skip
        return
    again = core.apply(core.plan(target, False))  # now with the contract block
    click.echo("Capture is on." if again.exit_code == 0 else "Capture is on; re-run bootstrap.")


def _plan_exit(plan: core.Plan) -> int:
    if any(t.refused for t in plan.targets):
        return 2
    return 1 if any(t.error for t in plan.targets) else 0


def _show_plan(plan: core.Plan, as_json: bool, dry_run: bool) -> None:
    if as_json:
        data = {"schema_version": 1, "kind": "plan", "dry_run": dry_run, **plan.to_dict()}
        click.echo(json.dumps(data, indent=2))
        return
    verb = "remove writeback from" if plan.remove else "wire writeback into"
    click.echo(f"Plan: {verb} your agents (writeback: {plan.writeback_bin}, mode: {plan.mode})")
    for tp in plan.targets:
        _show_target(tp)
    if dry_run:
        click.echo("Dry run: nothing changed.")


def _show_target(tp: core.TargetPlan) -> None:
    if tp.skipped:
        click.echo(f"  {tp.name}: skipped — {tp.skipped}")
        return
    if tp.error:
        label = "REFUSED" if tp.refused else "FAILED"
        click.echo(f"  {tp.name}: {label} — {tp.error}", err=True)
        return
    for step in tp.steps:
        if not step.install and not step.changed and not step.record:
            continue  # a removal with nothing to remove (mode off, first install): noise
        click.echo(f"  - {step.describe()}")


def _report(result: core.Result, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(result.to_dict(), indent=2))
        return
    plan = result.plan
    for tp in plan.targets:
        if tp.skipped or tp.error:
            _show_target(tp)
            continue
        changed = [s for s in tp.steps if s.changed]
        if result.rolled_back:
            click.echo(f"  {tp.name}: rolled back")
        elif changed:
            click.echo(f"  {tp.name}: " + ", ".join(f"{s.kind} {s.action()}" for s in changed))
        else:
            click.echo(f"  {tp.name}: already up to date")
    for check in result.checks:
        click.echo(f"  smoke {'ok  ' if check.ok else 'FAIL'} {check.name}: {check.message}")
    for failure in result.failures:
        click.echo(f"Error: {failure}", err=True)
    if result.exit_code == 0 and not plan.remove:
        for tp in plan.targets:
            for note in tp.notes if tp.ok else []:
                click.echo(f"Note ({tp.name}): {note}")
    if result.exit_code == 0:
        click.echo("Done." if not plan.remove else "Removed.")
