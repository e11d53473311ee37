"""Fact extraction: one user turn in, candidate facts out.

Engines: ``rules`` (built in, deterministic, offline; :mod:`writeback.extract.rules`) and
``command`` (a user program speaking JSON on stdin/stdout; :mod:`writeback.extract.command`).
:func:`select` applies the capture mode; :func:`to_new_facts` is the single place where
candidates become brain records (harvest and the MCP ``extract_facts`` tool both use it).
Imports here stay light: engines load only when asked for.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from writeback.brain.base import NewFact
from writeback.extract.base import Candidate, Extractor, ExtractorError, TurnMeta

ENGINES = ("rules", "command")
MODES = ("salient", "all", "off")

__all__ = [
    "ENGINES",
    "MODES",
    "Candidate",
    "Extractor",
    "ExtractorError",
    "TurnMeta",
    "get_extractor",
    "select",
    "to_new_facts",
]


def get_extractor(
    engine: str = "rules", *, command: list[str] | None = None, timeout: float = 30.0
) -> Extractor:
    """The engine named ``engine``; ValueError for an unknown name or a missing command."""
    if engine == "rules":
        from writeback.extract.rules import RulesExtractor

        return RulesExtractor()
    if engine == "command":
        if not command:
            raise ValueError("extract.engine=command needs extract.command (an argv list)")
        from writeback.extract.command import CommandExtractor

        return CommandExtractor(command, timeout=timeout)
    raise ValueError(f"unknown extract engine {engine!r}; allowed: {', '.join(ENGINES)}")


def select(candidates: Iterable[Candidate], mode: str) -> list[Candidate]:
    """Keep what ``mode`` asks for: salient → high+medium, all → everything, off → nothing."""
    if mode == "off":
        return []
    if mode == "all":
        return list(candidates)
    if mode == "salient":
        return [c for c in candidates if c.salience in ("high", "medium")]
    raise ValueError(f"unknown mode {mode!r}; allowed: {', '.join(MODES)}")


def to_new_facts(
    candidates: Iterable[Candidate],
    *,
    now: datetime,
    transient_ttl: str,
    visibility: str,
    source: str,
    source_id: str | None = None,
    session_id: str | None = None,
    provenance: str | None = None,
    project: str | None = None,
    stated_at: datetime | None = None,
) -> list[NewFact]:
    """Candidates → brain records: transient ones expire at ``now + transient_ttl``."""
    from writeback.ttl import check_transient_ttl

    items = list(candidates)
    until = check_transient_ttl(transient_ttl).expires_at(now)  # validated even if unused
    return [
        NewFact(
            claim=c.claim,
            kind=c.kind,
            entity=c.entity,
            visibility=visibility,
            source=source,
            source_id=source_id,
            session_id=session_id,
            provenance=provenance,
            valid_from=now,
            valid_until=until if c.transient else None,
            corrects=c.corrects,
            project=project,
            stated_at=stated_at,
            rule=c.rule,
        )
        for c in items
    ]
