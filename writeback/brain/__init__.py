"""The brain: where facts, the DB-plane config, harvest receipts and usage events live.

``open_brain(url)`` picks the backend from the URL scheme. Callers use only the
:class:`~writeback.brain.base.Brain` interface, so SQLite and PostgreSQL behave alike.
"""

from __future__ import annotations

from writeback.brain.base import (
    Brain,
    BrainError,
    BrainUnavailable,
    Fact,
    FactNotFound,
    IdempotencyConflict,
    NewFact,
    Receipt,
    WriteResult,
)
from writeback.brain.url import BrainURL, BrainURLError, parse

__all__ = [
    "Brain",
    "BrainError",
    "BrainURL",
    "BrainURLError",
    "BrainUnavailable",
    "Fact",
    "FactNotFound",
    "IdempotencyConflict",
    "NewFact",
    "Receipt",
    "WriteResult",
    "created",
    "open_brain",
]


def created(parsed: BrainURL) -> bool:
    """Whether the brain at ``parsed`` exists yet. A SQLite file that is not there has not
    been created (readers that must not create it check this first); a server always
    counts as there."""
    from pathlib import Path

    return parsed.scheme != "sqlite" or bool(parsed.path and Path(parsed.path).is_file())


def open_brain(url: str | None = None) -> Brain:
    """Open (creating and migrating if needed) the brain at ``url`` or the configured one."""
    from writeback import settings

    parsed = parse(url or settings.brain_url_from_env_or_file())
    if parsed.scheme == "sqlite":
        from writeback.brain.sqlite import SQLiteBrain

        return SQLiteBrain(parsed)
    from writeback.brain.postgres import PostgresBrain

    return PostgresBrain(parsed)
