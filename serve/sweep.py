"""Sweep: harvest every banked file that has no terminal receipt, oldest first, within a
time budget; then garbage-collect the corpus. Run from cron (or by hand) when no serve
runs, and safe while one does: the brain's receipt transaction keeps facts exactly-once
(and the command engine's claim lock keeps two processes from paying for one turn)."""

from __future__ import annotations

import logging
import os
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

from filelock import FileLock, Timeout

from writeback import corpus, paths
from writeback.brain import Brain, Receipt
from writeback.serve.harvest import harvest, harvest_batch, lock_path

log = logging.getLogger("writeback.sweep")

STALE_TEMP = timedelta(hours=1)
BATCH = 256  # files per harvest_batch call (its transactions: harvest.BATCH_TURNS)


@dataclass
class SweepReport:
    harvested: Counter[str] = field(default_factory=Counter)  # terminal outcome → count
    skipped: Counter[str] = field(default_factory=Counter)  # non-terminal reason → count
    facts: int = 0
    remaining: int = 0
    budget_exhausted: bool = False
    gc: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0

    def to_json(self) -> dict:
        return {
            "harvested": dict(self.harvested),
            "harvested_total": sum(self.harvested.values()),
            "skipped": dict(self.skipped),
            "facts": self.facts,
            "remaining": self.remaining,
            "budget_exhausted": self.budget_exhausted,
            "gc": self.gc,
            "seconds": round(self.seconds, 3),
        }


def backlog(brain: Brain, directory: Path | None = None) -> tuple[list[Path], dict[str, Receipt]]:
    """(banked files without a terminal receipt, oldest first; every banked file's receipt)."""
    files = corpus.list_banked(directory)
    receipts = brain.receipts([p.name for p in files])
    pending = [p for p in files if not (p.name in receipts and receipts[p.name].terminal)]
    return pending, receipts


def pending_files(brain: Brain, directory: Path | None = None) -> corpus.Files:
    """Banked files without a terminal receipt, oldest first.

    Reads the directory's names and the brain's index of terminal names only: no receipt
    is decoded and only pending files are stat'ed; names are checked 500 at a time, so
    memory follows the pending work, not the corpus."""
    target = directory or paths.corpus_dir()
    pending: list[str] = []
    chunk: list[str] = []
    for name in corpus.banked_names(target):
        chunk.append(name)
        if len(chunk) == 500:
            done = brain.terminal_names(chunk)
            pending += [n for n in chunk if n not in done]
            chunk = []
    done = brain.terminal_names(chunk) if chunk else set()
    pending += [n for n in chunk if n not in done]
    return corpus.oldest_first(target, pending)


def sweep_once(
    brain: Brain,
    *,
    limit: int | None = None,
    budget_s: float = 30.0,
    retention_days: int = 30,
    progress: Callable[[int], None] | None = None,
    todo: Sequence[Path] | None = None,
) -> SweepReport:
    started = time.monotonic()
    report = SweepReport()
    todo = pending_files(brain) if todo is None else todo
    if limit is not None:
        todo = todo[:limit]
    for start in range(0, len(todo), BATCH):
        if time.monotonic() - started >= budget_s:
            report.budget_exhausted = True
            break
        batch = list(todo[start : start + BATCH])
        try:
            outcomes = harvest_batch(brain, batch, deadline=started + budget_s)
            if len(outcomes) < len(batch):
                report.budget_exhausted = True
        except Exception:  # one bad file must never stop the sweep: go file by file
            log.exception("batch harvest failed; retrying file by file")
            outcomes = []
            for path in batch:
                try:
                    outcomes.append(harvest(brain, path))
                except Exception as exc:
                    log.exception("harvest of %s failed", path.name)
                    report.skipped[f"exception_{type(exc).__name__}"] += 1
        for outcome in outcomes:
            if outcome.terminal and outcome.outcome != "done":
                report.harvested[outcome.outcome] += 1
                report.facts += outcome.facts
            else:
                report.skipped[outcome.outcome] += 1
        if progress:
            progress(len(outcomes))
        if report.budget_exhausted:
            break
    # GC after harvesting: a file about to expire still gets its last chance.
    report.gc = collect_garbage(retention_days)
    report.remaining = len(pending_files(brain))
    report.seconds = time.monotonic() - started
    return report


def collect_garbage(retention_days: int, directory: Path | None = None) -> dict[str, int]:
    """Delete corpus files older than the retention (harvested or not), orphan claim
    locks, and temp files left by a writer that died. Returns counts of what went."""
    target = directory or paths.corpus_dir()
    removed = Counter({"expired_files": 0, "orphan_locks": 0, "stale_temp": 0})
    now = time.time()
    cutoff = now - retention_days * 86400
    locks: list[str] = []
    # One streaming pass (no list of DirEntry objects: at 50k files that list and its
    # cached stat results were sweep's peak memory); lock files are checked afterwards.
    try:
        with os.scandir(target) as it:
            for entry in it:
                name = entry.name
                if name.endswith(".lock"):
                    if corpus.NAME_RE.match(name[:-5]):
                        locks.append(entry.path)
                    continue
                is_corpus = corpus.NAME_RE.match(name)
                if not is_corpus and not name.startswith(".tmp-"):
                    continue
                try:
                    mtime = entry.stat(follow_symlinks=False).st_mtime
                except OSError:
                    continue
                if is_corpus:
                    if mtime < cutoff and _unlink_unclaimed(Path(entry.path)):
                        removed["expired_files"] += 1
                elif mtime < now - STALE_TEMP.total_seconds():
                    removed["stale_temp"] += _unlink(entry.path)
    except FileNotFoundError:
        return dict(removed)
    for lock_file in locks:
        if os.path.lexists(lock_file[:-5]) or not os.path.lexists(lock_file):
            continue  # its turn is still banked, or the lock went with an expired file
        lock = FileLock(lock_file, timeout=0, mode=0o600)
        try:
            lock.acquire(timeout=0)
        except (Timeout, OSError):
            continue  # someone is harvesting it right now
        try:
            removed["orphan_locks"] += _unlink(lock_file)
        finally:
            lock.release()
    return dict(removed)


def _unlink_unclaimed(path: Path) -> bool:
    """Delete a corpus file unless a harvester holds its claim right now."""
    lock = FileLock(lock_path(path.name, path.parent), timeout=0, mode=0o600)
    try:
        lock.acquire(timeout=0)
    except (Timeout, OSError):
        return False
    try:
        return _unlink(str(path))
    finally:
        lock.release()
        _unlink(str(lock_path(path.name, path.parent)))


def _unlink(path: str) -> bool:
    try:
        os.unlink(path)
        return True
    except OSError:
        return False


def retention_days_setting(brain: Brain) -> int:
    from writeback import settings

    return int(settings.resolve("corpus.retention_days", brain.config_all(), "db").value)
