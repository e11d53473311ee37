"""What the rules engine's behaviour tests share: one engine, and what it keeps in salient
mode (salience high or medium) for a turn."""

from __future__ import annotations

from writeback.extract.base import Candidate
from writeback.extract.rules import RulesExtractor

EX = RulesExtractor()


def salient(text: str) -> list[Candidate]:
    """The candidates of ``text`` that salient mode keeps."""
    return [c for c in EX.extract(text) if c.salience != "low"]


def claims(text: str) -> list[str]:
    """The claims of :func:`salient`."""
    return [c.claim for c in salient(text)]
