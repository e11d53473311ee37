"""Helpers shared by CLI modules: JSON output, error exits, brain opening."""

from __future__ import annotations

import json
import sys
from datetime import timedelta
from typing import Any, NoReturn

import click

SCHEMA_VERSION = 1


def emit_json(payload: dict[str, Any]) -> None:
    click.echo(json.dumps({"schema_version": SCHEMA_VERSION, **payload}, ensure_ascii=False))


def fail(message: str, code: int = 1) -> NoReturn:
    click.echo(f"writeback: {message}", err=True)
    sys.exit(code)


def open_brain_or_exit(url: str | None = None):  # -> Brain
    from writeback.brain import BrainError, BrainURLError, open_brain
    from writeback.settings import ConfigFileError

    try:
        return open_brain(url)
    except BrainURLError as exc:
        fail(str(exc), 2)
    except (BrainError, ConfigFileError) as exc:
        fail(str(exc), 1)


def parse_window(text: str, option: str = "--since") -> timedelta:
    """A look-back window such as ``24h`` or ``7d`` (click usage error otherwise)."""
    from writeback import ttl

    try:
        parsed = ttl.parse(text)
    except ValueError as exc:
        raise click.BadParameter(str(exc), param_hint=option) from None
    if parsed.duration is None:
        raise click.BadParameter("use a duration such as 24h or 7d", param_hint=option)
    return parsed.duration
