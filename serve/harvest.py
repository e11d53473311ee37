"""Harvest: one banked corpus file → facts in the brain, exactly once.

The single implementation behind serve and sweep:

1. a terminal receipt exists → ``done`` (skip);
2. with a paid engine (``command``, an LLM), claim the file with a non-blocking file
   lock (held elsewhere → ``claimed``: skip, the other process is handling it) and look
   at the receipt again; the ``rules`` engine takes no lock: the brain arbitrates (step 5
   writes nothing when another process got there first);
3. re-read the **DB-plane** config (failure → non-terminal ``read_error``; a cached or
   file-plane "on" is never used for this gate); mode ``off`` → terminal
   ``writeback_off``; no mode stored in this brain at all → non-terminal ``mode_unset``
   (the planes disagree: keep the turn until `config set` syncs them);
   ``facts.extraction_enabled=false`` → terminal ``extraction_disabled``;
4. extract with the configured engine; the memory service (:mod:`writeback.memory`)
   turns the candidates into facts (mode, visibility, TTL, the secret policy on every
   field of an engine's facts that are not the turn's own scanned words: a fact holding
   a secret is left out, a scanner that cannot load stores nothing and retries the turn
   as ``scanner_unavailable``);
5. write the facts and the terminal receipt in one transaction
   (:meth:`Brain.commit_harvest`), so a crash at any point never inserts twice and never
   loses the turn: without a receipt the file is simply harvested again.

One extractor per process and engine configuration (:func:`extractor_for`).
Brain errors: an unavailable brain is retried until it is back (nothing is lost); any
other brain or harvest error is retried with backoff and becomes terminal ``failed``
after :data:`MAX_ERROR_ATTEMPTS`. Extraction failures (any exception from the engine) are
retried with backoff
(``extractor_error``) until ``extract.max_attempts`` failures make them terminal
``failed``; a misconfigured engine is retried without using up attempts. Metered engines
add a daily call budget (over it → non-terminal ``deferred``; ``hybrid`` keeps the rules'
facts instead, and when its LLM keeps failing its last attempt keeps them too).
"""

from __future__ import annotations

import functools
import json
import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, NamedTuple

from filelock import FileLock, Timeout

from writeback import corpus, memory, paths, settings
from writeback.brain import Brain, BrainError, BrainUnavailable, NewFact, Receipt
from writeback.brain.base import parse_iso, utcnow
from writeback.extract import (
    Candidate,
    Extractor,
    ExtractorError,
    TurnMeta,
    engine_options,
    get_extractor,
    metered,
)
from writeback.memory import spend_command_call
from writeback.projects import project_of

BACKOFF_BASE = timedelta(seconds=30)
BACKOFF_MAX = timedelta(hours=1)
MISCONFIGURED_RETRY = timedelta(minutes=5)
MAX_ERROR_ATTEMPTS = 5  # a non-transient brain/harvest error: this many tries, then failed


@dataclass(frozen=True)
class Outcome:
    file: str
    outcome: str  # a receipt outcome, or claimed | done | backoff | missing
    terminal: bool
    facts: int = 0
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def harvested(self) -> bool:
        """True when this call wrote a terminal receipt."""
        return self.terminal and self.outcome not in ("done",)


def lock_path(name: str, directory: Path | None = None) -> Path:
    return (directory or paths.corpus_dir()) / f"{name}.lock"


def harvest(brain: Brain, path: Path, *, now: datetime | None = None) -> Outcome:
    """Harvest one corpus file (see module docstring). Never raises for expected failures."""
    name = path.name
    if not corpus.NAME_RE.match(name):
        return Outcome(name, "invalid_name", False)
    now = now or utcnow()
    try:
        return _harvest(brain, path, now)
    except Exception as exc:  # a bug or a value no backend takes: bounded, then terminal
        return _failure(brain, name, exc, _receipt_quietly(brain, name), now)


_EXTRACTORS: dict[tuple[str, str, float, str], Extractor] = {}


def extractor_for(
    engine: str, command: Any, timeout: float, options: dict[str, Any] | None = None
) -> Extractor:
    """The process's extractor for this configuration, built on first use (ValueError
    for a bad one); a config change builds a new one."""
    key = (engine, json.dumps(command), timeout, json.dumps(options, sort_keys=True))
    found = _EXTRACTORS.get(key)
    if found is None:
        found = get_extractor(engine, command=command, timeout=timeout, options=options)
        _EXTRACTORS.clear()  # only the current configuration is kept
        _EXTRACTORS[key] = found
    return found


def _harvest(brain: Brain, path: Path, now: datetime) -> Outcome:
    name = path.name
    try:
        receipt = brain.receipt(name)
        if receipt is not None and receipt.terminal:
            return Outcome(name, "done", True)
        if receipt is not None and receipt.next_attempt_at and receipt.next_attempt_at > now:
            return Outcome(name, "backoff", False)
        stored = brain.config_all()
    except BrainError as exc:
        return _failure(brain, name, exc, None, now)
    if not metered(settings.resolve("extract.engine", stored, "db").value):
        return _harvest_unlocked(brain, path, now, receipt, stored)
    lock = FileLock(lock_path(name, path.parent), timeout=0, mode=0o600)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return Outcome(name, "claimed", False)
    except OSError as exc:
        return Outcome(name, "claim_error", False, detail={"error": str(exc)})
    try:
        try:
            receipt = brain.receipt(name)  # the previous holder may have finished it
        except BrainError as exc:
            return _failure(brain, name, exc, None, now)
        if receipt is not None and receipt.terminal:
            result = Outcome(name, "done", True)
        elif receipt is not None and receipt.next_attempt_at and receipt.next_attempt_at > now:
            result = Outcome(name, "backoff", False)
        else:
            result = _harvest_unlocked(brain, path, now, receipt, stored)
    finally:
        lock.release()
    if result.terminal:
        _unlink_quietly(lock_path(name, path.parent))
    return result


class _Ready(NamedTuple):
    """An extraction waiting for its commit."""

    name: str
    facts: list[NewFact]
    outcome: str
    detail: dict[str, Any]


def _harvest_unlocked(
    brain: Brain, path: Path, now: datetime, receipt: Receipt | None, stored: dict[str, Any]
) -> Outcome:
    prepared = _prepare(brain, path, now, receipt, stored)
    return prepared if isinstance(prepared, Outcome) else _commit_one(brain, prepared, now)


BATCH_TURNS = 64  # turns committed in one write transaction, at most
BATCH_SECONDS = 0.05  # ... or the turns prepared in this long, whichever comes first


def harvest_batch(
    brain: Brain,
    files: Sequence[Path],
    *,
    now: datetime | None = None,
    deadline: float | None = None,
    records: Mapping[str, corpus.TurnRecord] | None = None,
) -> list[Outcome]:
    """Harvest several files with one config read and one receipts read; their facts and
    receipts are written in bounded transactions (at most :data:`BATCH_TURNS` turns, or
    the turns extracted within :data:`BATCH_SECONDS`), each one all-or-nothing: a crash
    mid-transaction stores none of its turns, which are then simply harvested again
    (exactly-once holds per file: the receipt check runs inside the transaction).
    ``records`` are turns already read and validated by the caller (serve's admission),
    used while their file is still on disk so no file is read twice. The command engine
    goes file by file (claim lock, budget); a transaction the brain refuses is committed
    file by file, so one bad file never holds up the others. Outcomes in the order of
    ``files``; it stops at ``deadline`` (``time.monotonic()``), so fewer outcomes than
    files may come back."""
    now = now or utcnow()
    out: dict[str, Outcome] = {}
    valid = []
    for path in files:
        if corpus.NAME_RE.match(path.name):
            valid.append(path)
        else:
            out[path.name] = Outcome(path.name, "invalid_name", False)
    try:
        stored = brain.config_all()
        command = metered(settings.resolve("extract.engine", stored, "db").value)
        receipts = {} if command else brain.receipts([p.name for p in valid])
    except BrainError:
        command = True  # file by file: each records its own read_error
    if command:
        done: list[Outcome] = []
        for path in files:
            if deadline is not None and done and time.monotonic() >= deadline:
                break
            if path.name not in out:
                out[path.name] = _harvest(brain, path, now)
            done.append(out[path.name])
        return done
    ready: list[_Ready] = []
    started = time.monotonic()
    for path in valid:
        if ready and (len(ready) >= BATCH_TURNS or time.monotonic() - started >= BATCH_SECONDS):
            _commit_batch(brain, ready, now, out)
            ready, started = [], time.monotonic()
            if deadline is not None and started >= deadline:
                break
        receipt = receipts.get(path.name)
        if receipt is not None and receipt.terminal:
            out[path.name] = Outcome(path.name, "done", True)
        elif receipt is not None and receipt.next_attempt_at and receipt.next_attempt_at > now:
            out[path.name] = Outcome(path.name, "backoff", False)
        else:
            known = records.get(path.name) if records else None
            prepared = _prepare(brain, path, now, receipt, stored, known)
            if isinstance(prepared, Outcome):
                out[path.name] = prepared
            else:
                ready.append(prepared)
    _commit_batch(brain, ready, now, out)
    return [out[p.name] for p in files if p.name in out]


def _commit_batch(brain: Brain, ready: list[_Ready], now: datetime, out: dict) -> None:
    """One transaction for the facts and receipts of ``ready``; file by file if refused."""
    if not ready:
        return
    try:
        commits = brain.commit_harvests(
            [(r.name, r.facts, r.outcome, r.detail) for r in ready], now=now
        )
    except BrainError:
        for r in ready:
            out[r.name] = _commit_one(brain, r, now)
    else:
        for r, commit in zip(ready, commits, strict=True):
            out[r.name] = _outcome(r, commit.written)


def _commit_one(brain: Brain, ready: _Ready, now: datetime) -> Outcome:
    try:
        commit = brain.commit_harvest(ready.name, ready.facts, ready.outcome, ready.detail, now=now)
    except BrainError as exc:
        return _failure(brain, ready.name, exc, _receipt_quietly(brain, ready.name), now)
    return _outcome(ready, commit.written)


def _outcome(ready: _Ready, written: bool) -> Outcome:
    if not written:
        return Outcome(ready.name, "done", True)
    return Outcome(ready.name, ready.outcome, True, facts=len(ready.facts), detail=ready.detail)


def _prepare(
    brain: Brain,
    path: Path,
    now: datetime,
    receipt: Receipt | None,
    stored: dict[str, Any],
    record: corpus.TurnRecord | None = None,
) -> Outcome | _Ready:
    """Read (unless ``record`` came with it and the file is still banked), gate and extract
    one turn. A terminal outcome comes back as :class:`_Ready` (committed with the rest of
    the batch); a retry is recorded here and comes back as an :class:`Outcome`."""
    name = path.name
    try:
        if record is None or not os.path.lexists(path):  # forgotten since it was read
            record = corpus.load(path)
    except corpus.CorpusFileMissing:
        return Outcome(name, "missing", False)
    except corpus.CorpusFileError as exc:
        return _Ready(name, [], "invalid_file", {"error": str(exc)})

    def conf(key: str) -> Any:
        return settings.resolve(key, stored, "db").value

    if "memory.auto_writeback" not in stored:
        # This brain was never told a mode (e.g. brain.url just changed): the hook banked
        # because config.json says on. Keep the turn until the planes agree.
        return _retry(brain, name, "mode_unset", None, now + MISCONFIGURED_RETRY)
    if conf("memory.auto_writeback") == "off":
        return _Ready(name, [], "writeback_off", {})
    if conf("facts.extraction_enabled") is not True:
        return _Ready(name, [], "extraction_disabled", {})

    engine = conf("extract.engine")
    failures = int(receipt.detail.get("failures", 0)) if receipt else 0
    try:
        extractor = extractor_for(
            engine, conf("extract.command"), float(conf("extract.timeout")), engine_options(conf)
        )
    except ValueError as exc:
        # A configuration problem, not this turn's: retry later without using up attempts.
        detail = {"error": str(exc)[:300], "failures": failures, "engine": engine}
        return _retry(brain, name, "extractor_error", detail, now + MISCONFIGURED_RETRY)
    meta = TurnMeta(harness=record.harness, session_id=record.session_id, cwd=record.cwd)
    llm_note: dict[str, Any] = {}
    try:
        fallback = getattr(extractor, "fallback", None)  # hybrid: the rules alone
        if metered(engine) and not spend_command_call(
            brain, "harvest", now, conf("extract.daily_budget")
        ):
            if fallback is None:
                tomorrow = now.replace(hour=0, minute=0, second=0, microsecond=0)
                tomorrow += timedelta(days=1)
                return _retry(brain, name, "deferred", {"why": "daily_budget"}, tomorrow)
            candidates, llm_note = fallback(record.text, meta), {"llm": "daily_budget"}
        else:
            candidates = extractor.extract(record.text, meta)
    except BrainError as exc:
        return _failure(brain, name, exc, receipt, now)
    except Exception as exc:  # any engine failure, even a bug: retry, then give up on this turn
        failures += 1
        error = str(exc) if isinstance(exc, ExtractorError) else f"{type(exc).__name__}: {exc}"
        detail = {"error": error[:300], "failures": failures, "engine": engine}
        partial = getattr(exc, "candidates", None)  # hybrid: what the rules found
        if failures >= conf("extract.max_attempts") and partial is not None:
            candidates, llm_note = partial, {"llm": "failed", "error": error[:300]}
        elif failures >= conf("extract.max_attempts"):
            return _Ready(name, [], "failed", detail)
        else:
            backoff = min(BACKOFF_BASE * (2 ** (failures - 1)), BACKOFF_MAX)
            return _retry(brain, name, "extractor_error", detail, now + backoff)

    try:
        extracted = _facts_of(name, record, engine, candidates, stored, now)
    except memory.ScannerUnavailable as exc:  # fail closed: nothing stored, the turn waits
        detail = {"error": str(exc)[:300]}
        return _retry(brain, name, "scanner_unavailable", detail, now + MISCONFIGURED_RETRY)
    outcome = "extracted" if extracted.facts else "no_facts"
    detail = {"engine": engine, "candidates": len(candidates), "turn_id": record.turn_id}
    detail.update(llm_note)
    if extracted.refused_secrets:
        detail["refused_secrets"] = extracted.refused_secrets
    return _Ready(name, extracted.facts, outcome, detail)


def _facts_of(
    name: str,
    record: corpus.TurnRecord,
    engine: str,
    candidates: list[Candidate],
    stored: dict[str, Any],
    now: datetime,
) -> memory.Extracted:
    """The facts one banked turn becomes: the memory service's policy (mode, visibility,
    transient TTL, the secret policy on every field), with this turn's provenance."""
    return memory.facts_from_extraction(
        candidates,
        stored,
        engine=engine,
        mode=settings.resolve("memory.auto_writeback", stored, "db").value,  # not the hook's
        now=now,
        source="hook:writeback",
        source_id=record.source_id,
        session_id=record.session_id,
        provenance=name,
        project=record.project or _project_of(record.cwd),
        stated_at=parse_iso(record.captured_at),
    )


@functools.lru_cache(maxsize=256)
def _project_of(cwd: str | None) -> str | None:
    # Files banked before projects were recorded: one directory walk per cwd, not per turn.
    return project_of(cwd)


def _failure(
    brain: Brain, name: str, exc: BaseException, receipt: Receipt | None, now: datetime
) -> Outcome:
    """A brain or harvest error. An unavailable brain (down, locked, restarting) is retried
    for as long as it takes: the turn waits on disk. Any other error (a value the backend
    refuses, a bug) is retried with backoff and becomes terminal ``failed`` after
    MAX_ERROR_ATTEMPTS, so it never loops forever."""
    detail: dict[str, Any] = {"error": f"{type(exc).__name__}: {exc}"[:300]}
    if isinstance(exc, BrainUnavailable):
        return _retry(brain, name, "read_error", detail)
    failures = int(receipt.detail.get("errors", 0)) + 1 if receipt else 1
    detail["errors"] = failures
    if failures >= MAX_ERROR_ATTEMPTS:
        return _final(brain, name, "failed", detail)
    backoff = min(BACKOFF_BASE * (2 ** (failures - 1)), BACKOFF_MAX)
    return _retry(brain, name, "read_error", detail, now + backoff)


def _receipt_quietly(brain: Brain, name: str) -> Receipt | None:
    try:
        return brain.receipt(name)
    except Exception:  # noqa: BLE001 - only used to count failures
        return None


def _final(brain: Brain, name: str, outcome: str, detail: dict | None = None) -> Outcome:
    try:
        commit = brain.commit_harvest(name, [], outcome, detail)
    except BrainError as exc:
        return Outcome(name, "read_error", False, detail={"error": str(exc)})
    return Outcome(name, outcome if commit.written else "done", True, detail=detail or {})


def _retry(
    brain: Brain,
    name: str,
    outcome: str,
    detail: dict | None = None,
    next_attempt_at: datetime | None = None,
) -> Outcome:
    try:
        brain.record_attempt(name, outcome, detail=detail, next_attempt_at=next_attempt_at)
    except BrainError:
        pass  # the brain is what failed; the file stays on disk and is retried
    return Outcome(name, outcome, False, detail=detail or {})


def _unlink_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
