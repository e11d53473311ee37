"""The brain interface and its records; every backend implements :class:`Brain`.

Semantics every backend must keep (the test suite checks them on each):

- ``remember`` with an ``idempotency_key`` already used: the same content (claim, entity,
  kind) is a replay (``duplicate``, the first fact's id); different content raises
  :class:`IdempotencyConflict` and writes nothing.
- ``remember`` dedups by ``content_hash`` (normalised claim + entity) among *active*
  facts: a second identical claim returns ``duplicate`` with the existing id.
- ``NewFact.corrects`` names the value being corrected ("X, not Y" → "Y"); active facts
  whose claim contains it (same entity when both have one) are superseded in the same
  transaction (``expired_at`` and ``superseded_by`` set), and the result is ``superseded``.
- Active means: not expired, ``valid_from <= now`` and ``valid_until`` unset or later
  than now. ``as_of`` reads history: what was active at that instant.
- ``commit_harvest`` writes a corpus file's facts and its terminal receipt in one
  transaction; when a terminal receipt already exists it writes nothing.
"""

from __future__ import annotations

import functools
import hashlib
import re
import unicodedata
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

KINDS = (
    "preference",
    "correction",
    "decision",
    "commitment",
    "relationship",
    "project_state",
    "fact",
)
VISIBILITIES = ("world", "private")
# Harvest outcomes (receipts): the one list; the README documents each (test_docs).
TERMINAL_OUTCOMES = (
    "extracted", "no_facts", "writeback_off", "extraction_disabled", "invalid_file", "failed",
)  # fmt: skip
RETRY_OUTCOMES = ("read_error", "extractor_error", "deferred", "mode_unset", "scanner_unavailable")


class BrainError(Exception):
    """Any brain failure callers should report, not crash on."""


class BrainUnavailable(BrainError):
    """The brain could not be opened or written (retriable)."""


class FactNotFound(BrainError):
    """No fact with that id."""


class IdempotencyConflict(BrainError):
    """An idempotency key reused for a different fact (never retriable: the first write
    stands; pick a new key for new content)."""

    def __init__(self, key: str, existing_id: str) -> None:
        super().__init__(
            f"idempotency key {key!r} was already used for a different fact ({existing_id})"
        )
        self.key = key
        self.existing_id = existing_id


def utcnow() -> datetime:
    return datetime.now(UTC)


def iso(ts: datetime | None) -> str | None:
    """Timestamps are stored as fixed-width UTC ISO strings so text order is time order."""
    if ts is None:
        return None
    return _iso(ts)


@functools.lru_cache(maxsize=256)  # a harvest batch formats the same `now` many times
def _iso(ts: datetime) -> str:
    return ts.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_iso(text: str | None) -> datetime | None:
    if not text:
        return None
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


_SPACE = re.compile(r"\s+")
_TRAIL = re.compile(r"[\s.。!！?？,，;；:：]+$")


def normalize_claim(claim: str) -> str:
    """Dedup form of a claim: NFKC, case-folded, whitespace collapsed, end punctuation cut."""
    text = unicodedata.normalize("NFKC", claim).casefold()
    text = _SPACE.sub(" ", text).strip()
    return _TRAIL.sub("", text)


def content_hash(claim: str, entity: str | None = None) -> str:
    ent = normalize_claim(entity) if entity else ""
    raw = f"{normalize_claim(claim)}\x00{ent}".encode("utf-8", "surrogatepass")
    return hashlib.sha256(raw).hexdigest()


@dataclass(frozen=True)
class NewFact:
    claim: str
    kind: str = "fact"
    entity: str | None = None
    visibility: str = "world"
    source: str = "cli"  # hook:writeback | mcp:remember | cli
    source_id: str | None = None
    session_id: str | None = None
    provenance: str | None = None  # corpus file name / turn id
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    corrects: str | None = None
    idempotency_key: str | None = None
    project: str | None = None  # git root (else directory) the fact was stated in
    # When the user said it (a banked turn's capture time); None: now. A claim forgotten
    # after this moment is not stored again (see Brain.forget).
    stated_at: datetime | None = None
    rule: str | None = None  # the extractor rule that produced it, for provenance


@dataclass(frozen=True)
class Fact:
    id: str
    claim: str
    kind: str
    entity: str | None
    visibility: str
    source: str
    source_id: str | None
    session_id: str | None
    provenance: str | None
    created_at: datetime
    valid_from: datetime
    valid_until: datetime | None
    expired_at: datetime | None
    expired_reason: str | None
    superseded_by: str | None
    content_hash: str
    project: str | None = None
    rule: str | None = None

    def is_active(self, at: datetime) -> bool:
        if self.expired_at is not None and self.expired_at <= at:
            return False
        if self.valid_from > at:
            return False
        return self.valid_until is None or self.valid_until > at

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, value in self.__dict__.items():
            out[name] = iso(value) if isinstance(value, datetime) else value
        return out


def claim_hash(claim: str) -> str:
    """The key a forgotten claim is suppressed by (its normalised text, any entity)."""
    return hashlib.sha256(normalize_claim(claim).encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True)
class WriteResult:
    status: str  # inserted | duplicate | superseded | suppressed (forgotten before)
    id: str
    superseded: tuple[str, ...] = ()


@dataclass(frozen=True)
class Receipt:
    corpus_file: str
    outcome: str
    terminal: bool
    attempts: int
    detail: dict[str, Any] = field(default_factory=dict)
    updated_at: datetime | None = None
    next_attempt_at: datetime | None = None


@dataclass(frozen=True)
class HarvestCommit:
    """What ``commit_harvest`` did: ``written`` False when a terminal receipt already existed."""

    written: bool
    results: tuple[WriteResult, ...] = ()


class Brain(ABC):
    """A facts store. Methods raise :class:`BrainError` subclasses, never driver errors."""

    url_display: str

    # facts -------------------------------------------------------------------
    @abstractmethod
    def remember(self, fact: NewFact, *, now: datetime | None = None) -> WriteResult: ...

    @abstractmethod
    def recall(
        self,
        query: str,
        *,
        limit: int = 10,
        as_of: datetime | None = None,
        project: str | None = None,
    ) -> list[Fact]: ...

    @abstractmethod
    def forget(self, fact_id: str, *, reason: str | None = None) -> Fact: ...

    @abstractmethod
    def get(self, fact_id: str) -> Fact | None: ...

    @abstractmethod
    def session_facts(self, session_id: str) -> list[Fact]:
        """The active facts harvested from (or saved in) session ``session_id``."""

    @abstractmethod
    def superseded_by(self, fact_id: str) -> list[Fact]:
        """The facts ``fact_id`` superseded (its corrections' targets), oldest first."""

    @abstractmethod
    def list_facts(
        self,
        *,
        include_inactive: bool = False,
        limit: int | None = None,
        project: str | None = None,
    ) -> list[Fact]: ...

    @abstractmethod
    def fact_counts(self, now: datetime) -> dict[str, int]:
        """``active``, ``superseded``, ``forgotten`` (retired otherwise) and ``lapsed``
        (transient facts past their ``valid_until``) at ``now``."""

    @abstractmethod
    def receipt_counts(self, since: datetime) -> dict[str, int]:
        """Harvest outcomes of receipts updated since ``since``, by outcome."""

    # DB-plane config ---------------------------------------------------------
    @abstractmethod
    def config_all(self) -> dict[str, Any]: ...

    @abstractmethod
    def config_set(self, key: str, value: Any) -> None: ...

    @abstractmethod
    def config_unset(self, key: str) -> None: ...

    # harvest receipts --------------------------------------------------------
    @abstractmethod
    def receipt(self, corpus_file: str) -> Receipt | None: ...

    @abstractmethod
    def receipts(self, corpus_files: list[str] | None = None) -> dict[str, Receipt]: ...

    @abstractmethod
    def terminal_names(self, corpus_files: list[str]) -> set[str]:
        """Those of ``corpus_files`` that have a terminal receipt, read from an index of
        terminal names: no receipt row is read or decoded (pending-work discovery)."""

    @abstractmethod
    def retry_names(self, now: datetime) -> list[str]:
        """Files with a non-terminal receipt whose retry is due at ``now`` (oldest first)."""

    @abstractmethod
    def commit_harvest(
        self,
        corpus_file: str,
        facts: list[NewFact],
        outcome: str,
        detail: dict[str, Any] | None = None,
        *,
        now: datetime | None = None,
    ) -> HarvestCommit: ...

    def commit_harvests(
        self,
        items: list[tuple[str, list[NewFact], str, dict[str, Any] | None]],
        *,
        now: datetime | None = None,
    ) -> list[HarvestCommit]:
        """``commit_harvest`` for several files (corpus_file, facts, outcome, detail); a
        backend does them in one transaction (all or none)."""
        return [self.commit_harvest(f, facts, o, d, now=now) for f, facts, o, d in items]

    @abstractmethod
    def record_attempt(
        self,
        corpus_file: str,
        outcome: str,
        *,
        terminal: bool = False,
        detail: dict[str, Any] | None = None,
        next_attempt_at: datetime | None = None,
    ) -> Receipt: ...

    # usage events ------------------------------------------------------------
    @abstractmethod
    def record_usage(
        self, client: str | None, tool: str, outcome: str, *, now: datetime | None = None
    ) -> None: ...

    @abstractmethod
    def record_usage_within(
        self, client: str | None, tool: str, limit: int, since: datetime, *, now: datetime
    ) -> bool:
        """Record one ``tool`` event unless ``limit`` events of it exist since ``since``;
        the check and the insert are one transaction (a budget shared by processes)."""

    @abstractmethod
    def usage_counts(self, since: datetime) -> dict[tuple[str, str, str], int]:
        """(client, tool, outcome) → count of events at or after ``since``."""

    # admin -------------------------------------------------------------------
    @abstractmethod
    def schema_version(self) -> int: ...

    @abstractmethod
    def check_integrity(self) -> list[str]:
        """Problems found by reading every table (and, where the engine has one, its own
        integrity check); empty when the brain is sound. Raises BrainError."""

    def damage_fix(self) -> str:
        """One line telling the user how to recover a damaged brain."""
        return "restore the brain from a backup, or point brain.url at a new one"

    @abstractmethod
    def close(self) -> None: ...

    def __enter__(self) -> Brain:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
