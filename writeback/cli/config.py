"""`writeback config get|set|unset|list`."""

from __future__ import annotations

import click

from writeback import config as cfg
from writeback import settings
from writeback.cli.common import emit_json, fail
from writeback.settings import ConfigFileError, SettingError


def _file_values() -> dict[str, settings.Resolved]:
    try:
        return cfg.file_values()
    except ConfigFileError as exc:
        fail(f"{exc}\n  fix the JSON by hand or move the file away; defaults apply meanwhile", 1)


@click.group()
def config() -> None:
    """Read and change settings (file plane + the brain's DB plane).

    \b
    Examples:
      writeback config set memory.auto_writeback salient
      writeback config set memory.auto_writeback_transient_ttl 7d
      writeback config get memory.auto_writeback
      writeback config list --json
    """


@config.command("get")
@click.argument("key")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def get_cmd(key: str, as_json: bool) -> None:
    """Print the value of KEY (from config.json, or its default)."""
    try:
        settings.get_key(key)
    except SettingError as exc:
        fail(str(exc), 2)
    resolved = _file_values()[key]
    if as_json:
        emit_json(_row(resolved))
    else:
        click.echo(
            cfg.format_value(resolved.value)
            + ("" if resolved.valid else "  (stored value invalid)")
        )


@config.command("set")
@click.argument("key")
@click.argument("value")
def set_cmd(key: str, value: str) -> None:
    """Set KEY to VALUE in config.json, then in the brain (the runtime value)."""
    try:
        result = cfg.set_value(key, value)
    except SettingError as exc:
        fail(str(exc), 2)
    except ConfigFileError as exc:
        fail(f"{exc}\n  nothing changed; fix or move the file first", 1)
    except cfg.DBPlaneError as exc:
        if key == "brain.url":
            fail(f"config.json now points at {value}, but that brain cannot be opened ({exc})", 1)
        fail(
            f"config.json updated, but the brain could not be written ({exc});\n"
            f"  the runtime value of {key} did NOT change. Fix the brain, then re-run this command.",
            1,
        )
    click.echo(f"{result.key} = {cfg.format_value(result.value)}")
    _shared_warning(result.key, result.value)
    _harness_hint(result.key)


# Keys the agents' registrations or contract blocks are rendered from.
HARNESS_KEYS = (
    "memory.auto_writeback",
    "memory.auto_writeback_transient_ttl",
    "facts.default_visibility",
    "harness.tool_approval",
)


def _shared_warning(key: str, value: object) -> None:
    """Capture on a shared brain works (the operator decides), but say what it means."""
    if key != "memory.auto_writeback" or value == "off":
        return
    from writeback import audience
    from writeback.brain import BrainError, BrainURLError, open_brain

    try:
        with open_brain() as brain:
            found = audience.resolve(brain)
    except (BrainError, BrainURLError):
        return
    if found.value == "shared":
        click.echo(
            "Warning: this brain is shared (" + "; ".join(found.reasons) + "): what members "
            "tell their agents will be stored where other authorised agents can read it.",
            err=True,
        )


def _harness_hint(key: str) -> None:
    from writeback import paths

    if key in HARNESS_KEYS and paths.harness_receipts().exists():
        click.echo(
            "Note: run `writeback bootstrap harness --yes` so Claude Code and Codex pick this "
            "up (contract block, tool approvals); `writeback doctor` shows what is out of date."
        )


@config.command("unset")
@click.argument("key")
def unset_cmd(key: str) -> None:
    """Remove KEY from both planes so its default applies."""
    try:
        cfg.unset_value(key)
    except SettingError as exc:
        fail(str(exc), 2)
    except ConfigFileError as exc:
        fail(f"{exc}\n  nothing changed; fix or move the file first", 1)
    except cfg.DBPlaneError as exc:
        fail(f"config.json updated, but the brain could not be written ({exc}); "
             f"the runtime value of {key} did NOT change.", 1)  # fmt: skip
    click.echo(
        f"{key} unset (default: {cfg.format_value(settings.default_value(settings.KEYS[key]))})"
    )


@config.command("list")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def list_cmd(as_json: bool) -> None:
    """List every key with its value, where it came from, and whether it is valid."""
    values = _file_values()
    if as_json:
        emit_json({"keys": [_row(r) for r in values.values()]})
        return
    width = max(len(k) for k in values)
    for key, r in values.items():
        note = "" if r.valid else "  INVALID (using fail-closed value)"
        click.echo(f"{key:<{width}}  {cfg.format_value(r.value)}  [{r.source}]{note}")


def _row(r: settings.Resolved) -> dict[str, object]:
    return {
        "key": r.key,
        "value": r.value,
        "valid": r.valid,
        "source": r.source,
        "help": settings.KEYS[r.key].help,
        "allowed": settings.KEYS[r.key].allowed(),
    }
