"""The memory service: the one place that decides what is remembered, recalled, forgotten
and what facts an extraction becomes.

The front ends only parse and present: the CLI (``writeback remember | recall | forget``),
the MCP tools (:mod:`writeback.mcp`) and harvest (``serve`` / ``sweep``) each call one
function here. The brain (:mod:`writeback.brain`) is the storage layer below. The policy,
stated once:

- **Visibility**: an explicit choice, else ``facts.default_visibility`` read from the
  brain's DB plane (the authoritative one); unset, invalid or unreadable means world.
- **Secrets**: every field about to be stored (claim, entity, corrects, provenance,
  idempotency key, forget reason) is scanned (:func:`writeback.secrets.refuse`). A finding
  refuses the write (:class:`SecretFound`, nothing stored); a scanner that cannot load or
  run refuses every write (:class:`ScannerUnavailable`): fail closed, on every path.
  Facts from an extraction are scanned one by one, and one holding a secret is left out
  — unless the engine only rewords the text it was given (:data:`SCANNED_TEXT_ENGINES`:
  the rules engine), whose text was scanned already: a banked turn by the hook or
  serve's bank op before it was banked, ``extract_facts``' text on entry.
- **TTL**: ``3d``, ``12h``, ``30 days`` or an ISO date/time (:mod:`writeback.ttl`); an
  expiry already in the past is refused (the fact would never be active). Extracted
  transient facts expire after the DB plane's ``memory.auto_writeback_transient_ttl``.
- **Dedup, supersession, idempotency, suppression**: the brain's ``remember`` (a
  duplicate of an active fact is not stored twice; ``corrects`` supersedes the facts
  holding the old value; a reused idempotency key is a replay or a conflict; a claim
  forgotten after it was said is not stored again).
- **Provenance and project**: ``source`` says which front end wrote the fact;
  ``provenance`` says where it came from (a corpus file, an agent's note); ``project`` is
  the git root it belongs to (the front end says which directory it was stated in).

Imports stay light (no click, no pydantic, no component): the brain, settings, ttl and the
secret scanner, which loads detect-secrets on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from writeback import settings
from writeback import ttl as ttl_mod
from writeback.brain.base import (
    KINDS,
    VISIBILITIES,
    Brain,
    BrainError,
    Fact,
    NewFact,
    WriteResult,
)
from writeback.extract import (
    Candidate,
    ExtractorError,
    engine_options,
    get_extractor,
    metered,
    select,
    to_new_facts,
)
from writeback.secrets import ScannerUnavailable, SecretFound, refuse

__all__ = [
    "COMMAND_USAGE_TOOL",
    "BudgetExhausted",
    "Draft",
    "ExtractionDisabled",
    "ExtractorError",
    "ExtractorMisconfigured",
    "Extracted",
    "Invalid",
    "Saved",
    "ScannerUnavailable",
    "SCANNED_TEXT_ENGINES",
    "SecretFound",
    "check_secrets",
    "brain_default_visibility",
    "default_visibility",
    "draft",
    "expiry",
    "extract_and_remember",
    "facts_from_extraction",
    "check_reason",
    "forget",
    "forget_session",
    "recall",
    "remember",
    "spend_command_call",
]

COMMAND_USAGE_TOOL = "extract:command"  # usage events counting metered engines' calls
FACT_FIELDS = ("claim", "entity", "corrects")  # what an extracted fact stores as text
# Engines whose facts are made of the words of the text they were given (a text the secret
# policy already passed): their facts are not scanned again. Any other engine (the command
# engine runs the user's program, an LLM writes its own words, hybrid mixes both) has
# every fact scanned.
SCANNED_TEXT_ENGINES = ("rules",)


class Invalid(ValueError):
    """An argument the policy refuses (``field`` names it); nothing was stored."""

    def __init__(self, field: str, message: str, code: str | None = None) -> None:
        super().__init__(message)
        self.field = field
        self.code = code


class ExtractionDisabled(Exception):
    """``facts.extraction_enabled`` is false in the brain's DB plane."""


class ExtractorMisconfigured(Exception):
    """The configured engine cannot be built (e.g. ``command`` without a command)."""


class BudgetExhausted(Exception):
    """Today's ``extract.daily_budget`` for a metered engine is spent."""

    def __init__(self, engine: str) -> None:
        super().__init__(f"today's extract.daily_budget for the {engine} engine is spent")
        self.engine = engine


# --------------------------------------------------------------------------- policy pieces


def default_visibility(stored: Mapping[str, Any]) -> str:
    """``facts.default_visibility`` of a DB plane (``brain.config_all()``): private only
    when it says private; unset or invalid means world."""
    value = settings.resolve("facts.default_visibility", dict(stored), "db").value
    return "private" if value == "private" else "world"


def brain_default_visibility(brain: Brain) -> str:
    """:func:`default_visibility` of ``brain``; a DB plane that cannot be read means world
    (the write that follows reports the brain's failure)."""
    try:
        stored = brain.config_all()
    except BrainError:
        return "world"
    return default_visibility(stored)


def check_secrets(**fields: str | None) -> None:
    """The secret policy over every field about to be stored: :class:`SecretFound` for the
    first field holding a secret, :class:`ScannerUnavailable` when the scanner cannot load
    or run (fail closed: never store unscanned text)."""
    try:
        refuse(dict(fields))
    except (SecretFound, ScannerUnavailable):
        raise
    except Exception as exc:  # an import or API failure inside the scanner: closed
        raise ScannerUnavailable(f"secret scanner failed: {type(exc).__name__}: {exc}") from None


def expiry(ttl: str | None, now: datetime) -> datetime | None:
    """When a fact given ``ttl`` stops being active (None: durable). :class:`Invalid`
    (field ``ttl``, code the TTL error's) for text that is no TTL or an expiry in the past."""
    if ttl is None or not ttl.strip():
        return None
    try:
        until = ttl_mod.parse(ttl).expires_at(now)
    except ttl_mod.TTLError as exc:
        raise Invalid("ttl", str(exc), exc.code) from None
    if until <= now:
        raise Invalid(
            "ttl",
            f"ttl {ttl.strip()!r} is already in the past; the fact would never be active",
            "in_past",
        )
    return until


# --------------------------------------------------------------------------- remember


@dataclass(frozen=True)
class Draft:
    """A fact a front end asked to store, checked against the policy (see :func:`draft`);
    only the visibility default, which lives in the brain, is still to be applied."""

    fact: NewFact
    visibility_given: bool


def draft(
    claim: str,
    *,
    source: str,
    now: datetime,
    kind: str | None = None,
    entity: str | None = None,
    visibility: str | None = None,
    ttl: str | None = None,
    corrects: str | None = None,
    provenance: str | None = None,
    idempotency_key: str | None = None,
    project: str | None = None,
) -> Draft:
    """Check a fact before any brain is touched: a claim, a known kind and visibility, a
    TTL that is valid and in the future, and no secret in any field. Raises
    :class:`Invalid`, :class:`SecretFound` or :class:`ScannerUnavailable`."""
    claim = (claim or "").strip()
    if not claim:
        raise Invalid("claim", "claim is empty")
    kind = (kind or "fact").strip().lower()
    if kind not in KINDS:
        raise Invalid("kind", f"kind {kind!r} is not one of {', '.join(KINDS)}")
    if visibility is not None:
        visibility = visibility.strip().lower()
        if visibility not in VISIBILITIES:
            raise Invalid(
                "visibility", f"visibility {visibility!r} is not one of {', '.join(VISIBILITIES)}"
            )
    valid_until = expiry(ttl, now)
    check_secrets(
        claim=claim,
        entity=entity,
        corrects=corrects,
        source=provenance,
        idempotency_key=idempotency_key,
    )
    fact = NewFact(
        claim=claim,
        kind=kind,
        entity=entity,
        visibility=visibility or "world",
        source=source,
        provenance=provenance,
        valid_until=valid_until,
        corrects=corrects,
        idempotency_key=idempotency_key,
        project=project,
    )
    return Draft(fact, visibility is not None)


def remember(brain: Brain, checked: Draft, *, now: datetime) -> WriteResult:
    """Store a :func:`draft`: the visibility default comes from ``brain``'s DB plane; the
    brain dedups, supersedes what ``corrects`` names and honours idempotency keys."""
    fact = checked.fact
    if not checked.visibility_given:
        fact = replace(fact, visibility=brain_default_visibility(brain))
    return brain.remember(fact, now=now)


# --------------------------------------------------------------------------- recall, forget


def recall(
    brain: Brain,
    query: str,
    *,
    limit: int = 10,
    as_of: datetime | None = None,
    project: str | None = None,
) -> list[Fact]:
    """Active facts matching ``query`` (or those active at ``as_of``), best first, of
    ``project`` when given (the front end resolves a directory to its project)."""
    return brain.recall(query, limit=limit, as_of=as_of, project=project)


def check_reason(reason: str | None) -> None:
    """A forget reason is stored with the fact: the secret policy applies before any
    brain is touched."""
    check_secrets(reason=reason)


def forget(
    brain: Brain, fact_id: str, *, reason: str | None, default_reason: str | None = None
) -> Fact:
    """Retire ``fact_id`` (history keeps it; the claim, said before now, is never stored
    again). Raises FactNotFound."""
    check_reason(reason)
    return brain.forget(fact_id, reason=reason or default_reason)


def forget_session(brain: Brain, session_id: str, *, reason: str | None) -> list[str]:
    """Retire every fact of one agent session; the ids retired."""
    check_reason(reason)
    return [
        brain.forget(f.id, reason=reason or f"session {session_id} forgotten").id
        for f in brain.session_facts(session_id)
    ]


# --------------------------------------------------------------------------- extraction


@dataclass(frozen=True)
class Extracted:
    """Facts an extraction becomes, and how many were left out for holding a secret."""

    facts: list[NewFact]
    refused_secrets: int = 0


def facts_from_extraction(
    candidates: Iterable[Candidate],
    stored: Mapping[str, Any],
    *,
    engine: str,
    mode: str,
    now: datetime,
    source: str,
    source_id: str | None = None,
    session_id: str | None = None,
    provenance: str | None = None,
    project: str | None = None,
    stated_at: datetime | None = None,
) -> Extracted:
    """Candidates → the facts to store, by the DB plane ``stored``: what ``mode`` keeps
    (salient, all, off), the default visibility, transient facts expiring after
    ``memory.auto_writeback_transient_ttl``, and the secret policy on every field of every
    fact from an ``engine`` not in :data:`SCANNED_TEXT_ENGINES` (one with a secret is left
    out; a scanner that cannot run raises :class:`ScannerUnavailable`, so nothing is
    stored)."""
    plane = dict(stored)
    facts = to_new_facts(
        select(candidates, mode),
        now=now,
        transient_ttl=settings.resolve("memory.auto_writeback_transient_ttl", plane, "db").value,
        visibility=default_visibility(plane),
        source=source,
        source_id=source_id,
        session_id=session_id,
        provenance=provenance,
        project=project,
        stated_at=stated_at,
    )
    if engine in SCANNED_TEXT_ENGINES:
        return Extracted(facts)
    kept: list[NewFact] = []
    for fact in facts:
        try:
            check_secrets(**{name: getattr(fact, name) for name in FACT_FIELDS})
        except SecretFound:
            continue
        kept.append(fact)
    return Extracted(kept, len(facts) - len(kept))


def spend_command_call(brain: Brain, client: str, now: datetime, daily_budget: int) -> bool:
    """Count one call of a metered engine against ``extract.daily_budget`` (UTC day).

    False, and nothing recorded, when today's budget is spent. Harvest and the MCP
    ``extract_facts`` tool both draw on it, so they share one budget. Raises BrainError.
    """
    since = now.replace(hour=0, minute=0, second=0, microsecond=0)
    return brain.record_usage_within(client, COMMAND_USAGE_TOOL, daily_budget, since, now=now)


@dataclass(frozen=True)
class Saved:
    """One fact an explicit extraction stored (or found already stored)."""

    fact: NewFact
    result: WriteResult


def extract_and_remember(
    open_brain: Callable[[], Brain], text: str, *, now: datetime, source: str, client: str
) -> tuple[list[Saved], str, str]:
    """Run the configured extractor over ``text`` someone asked to be saved, and store what
    it finds: ``(saved, mode, engine)``. The text is secret-scanned first (nothing is
    extracted from text holding a secret). The DB plane decides: the master switch
    (:class:`ExtractionDisabled`), the engine (:class:`ExtractorMisconfigured`, or
    ExtractorError when it fails), a metered engine's daily budget
    (:class:`BudgetExhausted`, spent under ``client``; ``hybrid`` falls back to its rules
    instead, and keeps the rules' facts when its LLM fails); an explicit request keeps
    ``all`` candidates when that is the capture mode, else the salient ones, even while
    ambient capture is off. The brain is opened (``open_brain``) only for text that passed
    the scan."""
    check_secrets(text=text)
    brain = open_brain()
    stored = brain.config_all()

    def db(name: str) -> Any:
        return settings.resolve(name, stored, "db").value

    if not db("facts.extraction_enabled"):
        raise ExtractionDisabled("facts.extraction_enabled=false")
    engine = db("extract.engine")
    mode = "all" if db("memory.auto_writeback") == "all" else "salient"
    try:
        extractor = get_extractor(
            engine,
            command=db("extract.command"),
            timeout=db("extract.timeout"),
            options=engine_options(db),
        )
    except ValueError as exc:
        raise ExtractorMisconfigured(str(exc)) from None
    fallback = getattr(extractor, "fallback", None)  # hybrid: the rules alone
    over_budget = metered(engine) and not spend_command_call(
        brain, client, now, db("extract.daily_budget")
    )
    if over_budget and fallback is None:
        raise BudgetExhausted(engine)
    try:
        if over_budget and fallback is not None:
            candidates = fallback(text)
        else:
            candidates = extractor.extract(text)
    except ExtractorError as exc:
        partial = getattr(exc, "candidates", None)  # hybrid: keep what the rules found
        if partial is None:
            raise
        candidates = partial
    extracted = facts_from_extraction(
        candidates, stored, engine=engine, mode=mode, now=now, source=source
    )
    saved = [Saved(f, brain.remember(f, now=now)) for f in extracted.facts]
    return saved, mode, engine
