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


def kind_claims(text: str) -> list[tuple[str, str]]:
    """(kind, claim) of each of :func:`salient`, in order."""
    return [(c.kind, c.claim) for c in salient(text)]


def kind_set(text: str) -> set[str]:
    """The kinds of :func:`salient`."""
    return {c.kind for c in salient(text)}


def kind_of(text: str, word: str) -> str:
    """The kind of the one salient claim of ``text`` that holds ``word``."""
    found = [c for c in salient(text) if word in c.claim]
    assert len(found) == 1, kind_claims(text)
    return found[0].kind


def has_kind(text: str, kind: str, *words: str) -> bool:
    """Whether a salient claim of ``kind`` holds all ``words`` (case-insensitive)."""
    return any(
        c.kind == kind and all(w.lower() in c.claim.lower() for w in words) for c in salient(text)
    )
