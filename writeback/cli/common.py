"""Helpers shared by CLI modules: JSON output, error exits, brain opening."""

from __future__ import annotations

import json
import sys
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
