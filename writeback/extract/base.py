"""Extractor records and the protocol every engine implements.

An extractor turns the text of one user turn into :class:`Candidate` facts. Engines are
pure with respect to the brain: they never read or write it. Conversion to brain records
happens in one place, :func:`writeback.extract.to_new_facts`, which the memory service
(:func:`writeback.memory.facts_from_extraction`) calls with its policy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from writeback.brain.base import KINDS

SALIENCES = ("high", "medium", "low")

__all__ = ["KINDS", "SALIENCES", "Candidate", "Extractor", "ExtractorError", "TurnMeta"]


@dataclass(frozen=True)
class Candidate:
    """One fact an engine found in a turn."""

    claim: str
    kind: str
    entity: str | None
    salience: str  # "high" | "medium" | "low"
    transient: bool
    # For corrections "X, not Y": the old value Y (the brain supersedes active facts
    # whose claim contains it).
    corrects: str | None = None
    # The rule or frame that produced it ("frame:named×prefer"); None when not recorded.
    rule: str | None = None

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form (used by `explain`, `extract_facts` and the eval)."""
        return {
            "claim": self.claim,
            "kind": self.kind,
            "entity": self.entity,
            "salience": self.salience,
            "transient": self.transient,
            "corrects": self.corrects,
            "rule": self.rule,
        }


@dataclass(frozen=True)
class TurnMeta:
    """What is known about where a turn came from."""

    harness: str | None = None
    session_id: str | None = None
    cwd: str | None = None


class Extractor(Protocol):
    """An extraction engine: ``rules`` (built in), ``command`` (user program) or an LLM
    engine (:mod:`writeback.extract.llm`)."""

    name: str

    def extract(self, text: str, meta: TurnMeta | None = None) -> list[Candidate]: ...


class ExtractorError(Exception):
    """Non-terminal failure of an engine (e.g. the command engine timed out)."""
