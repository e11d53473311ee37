"""SQLite backend: one file, WAL mode, busy timeout, FTS5 for recall.

One connection per Brain object, guarded by a lock so serve's threads can share it.
Write transactions use ``BEGIN IMMEDIATE`` so concurrent writers (serve, sweep, the
CLI, the MCP server) queue on SQLite's lock instead of failing half-way.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from writeback import paths
from writeback.brain import migrations, search
from writeback.brain.base import (
    Brain,
    BrainError,
    BrainUnavailable,
    Fact,
    FactNotFound,
    HarvestCommit,
    NewFact,
    Receipt,
    WriteResult,
    content_hash,
    iso,
    normalize_claim,
    parse_iso,
    utcnow,
)
from writeback.brain.url import BrainURL

BUSY_TIMEOUT_S = 10.0
_FACT_COLUMNS = (
    "id, claim, kind, entity, visibility, source, source_id, session_id, provenance, "
    "created_at, valid_from, valid_until, expired_at, expired_reason, superseded_by, "
    "content_hash"
)
_ACTIVE = (
    "f.expired_at IS NULL AND f.valid_from <= :now "
    "AND (f.valid_until IS NULL OR f.valid_until > :now)"
)
# Dedup ignores valid_from: a concurrent writer may stamp its row a moment after our `now`.
_NOT_LAPSED = "f.expired_at IS NULL AND (f.valid_until IS NULL OR f.valid_until > :now)"
_AS_OF = (
    "f.created_at <= :now AND f.valid_from <= :now "
    "AND (f.valid_until IS NULL OR f.valid_until > :now) "
    "AND (f.expired_at IS NULL OR f.expired_at > :now)"
)


class SQLiteBrain(Brain):
    def __init__(self, url: BrainURL) -> None:
        assert url.path is not None
        self.url_display = url.display
        self.path = url.path
        self._lock = threading.RLock()
        try:
            self._prepare_file()
            self._conn = sqlite3.connect(
                self.path,
                timeout=BUSY_TIMEOUT_S,
                isolation_level=None,
                check_same_thread=False,
            )
            self._conn.row_factory = sqlite3.Row
            self._conn.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_S * 1000)}")
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._migrate()
        except (sqlite3.Error, OSError) as exc:
            raise BrainUnavailable(f"cannot open brain {self.url_display}: {exc}") from None

    def _prepare_file(self) -> None:
        if self.path.parent == paths.writeback_home():
            paths.ensure_dir(self.path.parent)
        elif not self.path.parent.exists():
            self.path.parent.mkdir(mode=0o700, parents=True)
        if not self.path.exists():
            fd = os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600)
            os.close(fd)

    # plumbing ------------------------------------------------------------------
    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            conn = self._conn
            try:
                conn.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise BrainUnavailable(f"{self.url_display}: {exc}") from None
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException as exc:
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                if isinstance(exc, sqlite3.OperationalError):
                    raise BrainUnavailable(f"{self.url_display}: {exc}") from None
                if isinstance(exc, sqlite3.Error):
                    raise BrainError(f"{self.url_display}: {exc}") from None
                raise

    def _read(self, sql: str, params: Any = ()) -> list[sqlite3.Row]:
        with self._lock:
            try:
                return self._conn.execute(sql, params).fetchall()
            except sqlite3.OperationalError as exc:
                raise BrainUnavailable(f"{self.url_display}: {exc}") from None
            except sqlite3.Error as exc:
                raise BrainError(f"{self.url_display}: {exc}") from None

    def _migrate(self) -> None:
        conn = self._conn
        conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations "
            "(version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"
        )
        for version, sql in migrations.SQLITE:
            if self._has_version(version):
                continue
            conn.execute("BEGIN IMMEDIATE")
            try:
                if not self._has_version(version):  # another process may have won
                    for statement in _split_sql(sql):
                        conn.execute(statement)
                    conn.execute(
                        "INSERT INTO schema_migrations(version, applied_at) VALUES (?, ?)",
                        (version, iso(utcnow())),
                    )
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

    def _has_version(self, version: int) -> bool:
        row = self._conn.execute(
            "SELECT 1 FROM schema_migrations WHERE version = ?", (version,)
        ).fetchone()
        return row is not None

    def schema_version(self) -> int:
        rows = self._read("SELECT MAX(version) AS v FROM schema_migrations")
        return int(rows[0]["v"] or 0)

    def close(self) -> None:
        with self._lock:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass

    # facts -----------------------------------------------------------------------
    def remember(self, fact: NewFact, *, now: datetime | None = None) -> WriteResult:
        now = now or utcnow()
        with self._tx() as conn:
            return self._remember_tx(conn, fact, now)

    def _remember_tx(self, conn: sqlite3.Connection, fact: NewFact, now: datetime) -> WriteResult:
        if fact.idempotency_key:
            row = conn.execute(
                "SELECT id FROM facts WHERE idempotency_key = ?", (fact.idempotency_key,)
            ).fetchone()
            if row:
                return WriteResult("duplicate", row["id"])
        digest = content_hash(fact.claim, fact.entity)
        row = conn.execute(
            f"SELECT f.id FROM facts f WHERE f.content_hash = :h AND {_NOT_LAPSED} LIMIT 1",
            {"h": digest, "now": iso(now)},
        ).fetchone()
        if row:
            return WriteResult("duplicate", row["id"])
        new_id = uuid.uuid4().hex[:12]
        superseded = self._find_corrected(conn, fact, now) if fact.corrects else []
        conn.execute(
            "INSERT INTO facts (id, claim, kind, entity, visibility, source, source_id, "
            "session_id, provenance, created_at, valid_from, valid_until, content_hash, "
            "idempotency_key, search_text) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                new_id,
                fact.claim.strip(),
                fact.kind,
                fact.entity,
                fact.visibility,
                fact.source,
                fact.source_id,
                fact.session_id,
                fact.provenance,
                iso(now),
                iso(fact.valid_from or now),
                iso(fact.valid_until),
                digest,
                fact.idempotency_key,
                search.index_text(fact.claim, fact.entity),
            ),
        )
        for old_id in superseded:
            conn.execute(
                "UPDATE facts SET expired_at = ?, expired_reason = 'superseded', "
                "superseded_by = ? WHERE id = ?",
                (iso(now), new_id, old_id),
            )
        return WriteResult("superseded" if superseded else "inserted", new_id, tuple(superseded))

    def _find_corrected(self, conn: sqlite3.Connection, fact: NewFact, now: datetime) -> list[str]:
        assert fact.corrects is not None
        needle = normalize_claim(fact.corrects)
        expr = search.match_expression(fact.corrects)
        if not needle or expr is None:
            return []
        rows = conn.execute(
            f"SELECT f.id, f.claim, f.entity FROM facts_fts JOIN facts f ON f.seq = facts_fts.rowid "
            f"WHERE facts_fts MATCH :q AND {_ACTIVE} LIMIT 200",
            {"q": expr, "now": iso(now)},
        ).fetchall()
        out = []
        for row in rows:
            if (
                fact.entity
                and row["entity"]
                and normalize_claim(row["entity"]) != normalize_claim(fact.entity)
            ):
                continue
            if needle in normalize_claim(row["claim"]):
                out.append(row["id"])
        return out

    def recall(self, query: str, *, limit: int = 10, as_of: datetime | None = None) -> list[Fact]:
        expr = search.match_expression(query)
        if expr is None:
            return []
        when = _AS_OF if as_of else _ACTIVE
        rows = self._read(
            f"SELECT {_prefixed()} FROM facts_fts JOIN facts f ON f.seq = facts_fts.rowid "
            f"WHERE facts_fts MATCH :q AND {when} ORDER BY facts_fts.rank, f.seq DESC LIMIT :lim",
            {"q": expr, "now": iso(as_of or utcnow()), "lim": int(limit)},
        )
        return [_fact(r) for r in rows]

    def forget(self, fact_id: str, *, reason: str | None = None) -> Fact:
        now = iso(utcnow())
        with self._tx() as conn:
            row = conn.execute(
                f"SELECT {_FACT_COLUMNS} FROM facts WHERE id = ?", (fact_id,)
            ).fetchone()
            if row is None:
                raise FactNotFound(f"no fact with id {fact_id!r}")
            if row["expired_at"] is None:
                conn.execute(
                    "UPDATE facts SET expired_at = ?, expired_reason = ? WHERE id = ?",
                    (now, f"forgotten: {reason}" if reason else "forgotten", fact_id),
                )
            row = conn.execute(
                f"SELECT {_FACT_COLUMNS} FROM facts WHERE id = ?", (fact_id,)
            ).fetchone()
        return _fact(row)

    def get(self, fact_id: str) -> Fact | None:
        rows = self._read(f"SELECT {_FACT_COLUMNS} FROM facts WHERE id = ?", (fact_id,))
        return _fact(rows[0]) if rows else None

    def list_facts(self, *, include_inactive: bool = False, limit: int | None = None) -> list[Fact]:
        where = "1=1" if include_inactive else _ACTIVE
        sql = f"SELECT {_prefixed()} FROM facts f WHERE {where} ORDER BY f.seq DESC"
        params: dict[str, Any] = {"now": iso(utcnow())}
        if limit is not None:
            sql += " LIMIT :lim"
            params["lim"] = int(limit)
        return [_fact(r) for r in self._read(sql, params)]

    # config ----------------------------------------------------------------------
    def config_all(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for row in self._read("SELECT key, value FROM config"):
            try:
                out[row["key"]] = json.loads(row["value"])
            except json.JSONDecodeError:
                out[row["key"]] = row["value"]  # resolves as invalid → fail closed
        return out

    def config_set(self, key: str, value: Any) -> None:
        with self._tx() as conn:
            conn.execute(
                "INSERT INTO config(key, value, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value, "
                "updated_at = excluded.updated_at",
                (key, json.dumps(value), iso(utcnow())),
            )

    def config_unset(self, key: str) -> None:
        with self._tx() as conn:
            conn.execute("DELETE FROM config WHERE key = ?", (key,))

    # receipts --------------------------------------------------------------------
    def receipt(self, corpus_file: str) -> Receipt | None:
        rows = self._read("SELECT * FROM harvest_receipts WHERE corpus_file = ?", (corpus_file,))
        return _receipt(rows[0]) if rows else None

    def receipts(self, corpus_files: list[str] | None = None) -> dict[str, Receipt]:
        if corpus_files is None:
            rows = self._read("SELECT * FROM harvest_receipts")
        else:
            rows = []
            for i in range(0, len(corpus_files), 500):
                chunk = corpus_files[i : i + 500]
                marks = ",".join("?" * len(chunk))
                rows += self._read(
                    f"SELECT * FROM harvest_receipts WHERE corpus_file IN ({marks})", chunk
                )
        return {r["corpus_file"]: _receipt(r) for r in rows}

    def commit_harvest(
        self,
        corpus_file: str,
        facts: list[NewFact],
        outcome: str,
        detail: dict[str, Any] | None = None,
        *,
        now: datetime | None = None,
    ) -> HarvestCommit:
        now = now or utcnow()
        with self._tx() as conn:
            row = conn.execute(
                "SELECT terminal, attempts FROM harvest_receipts WHERE corpus_file = ?",
                (corpus_file,),
            ).fetchone()
            if row is not None and row["terminal"]:
                return HarvestCommit(written=False)
            results = tuple(self._remember_tx(conn, f, now) for f in facts)
            info = dict(detail or {})
            for status in ("inserted", "duplicate", "superseded"):
                info[status] = sum(1 for r in results if r.status == status)
            info["fact_ids"] = [r.id for r in results]
            self._upsert_receipt(
                conn, corpus_file, outcome, True, info, now, None, (row["attempts"] if row else 0)
            )
            return HarvestCommit(written=True, results=results)

    def record_attempt(
        self,
        corpus_file: str,
        outcome: str,
        *,
        terminal: bool = False,
        detail: dict[str, Any] | None = None,
        next_attempt_at: datetime | None = None,
    ) -> Receipt:
        now = utcnow()
        with self._tx() as conn:
            row = conn.execute(
                "SELECT * FROM harvest_receipts WHERE corpus_file = ?", (corpus_file,)
            ).fetchone()
            if row is not None and row["terminal"]:
                return _receipt(row)  # terminal receipts are final
            attempts = row["attempts"] if row else 0
            self._upsert_receipt(
                conn, corpus_file, outcome, terminal, detail or {}, now, next_attempt_at, attempts
            )
            row = conn.execute(
                "SELECT * FROM harvest_receipts WHERE corpus_file = ?", (corpus_file,)
            ).fetchone()
        return _receipt(row)

    @staticmethod
    def _upsert_receipt(
        conn: sqlite3.Connection,
        corpus_file: str,
        outcome: str,
        terminal: bool,
        detail: dict[str, Any],
        now: datetime,
        next_attempt_at: datetime | None,
        prior_attempts: int,
    ) -> None:
        conn.execute(
            "INSERT INTO harvest_receipts(corpus_file, outcome, terminal, attempts, detail, "
            "updated_at, next_attempt_at) VALUES (?,?,?,?,?,?,?) "
            "ON CONFLICT(corpus_file) DO UPDATE SET outcome = excluded.outcome, "
            "terminal = excluded.terminal, attempts = excluded.attempts, "
            "detail = excluded.detail, updated_at = excluded.updated_at, "
            "next_attempt_at = excluded.next_attempt_at",
            (
                corpus_file,
                outcome,
                1 if terminal else 0,
                prior_attempts + 1,
                json.dumps(detail, ensure_ascii=False),
                iso(now),
                iso(next_attempt_at),
            ),
        )

    # usage -------------------------------------------------------------------------
    def record_usage(
        self, client: str | None, tool: str, outcome: str, *, now: datetime | None = None
    ) -> None:
        with self._tx() as conn:
            conn.execute(
                "INSERT INTO usage_events(ts, client, tool, outcome) VALUES (?,?,?,?)",
                (iso(now or utcnow()), client, tool, outcome),
            )

    def usage_counts(self, since: datetime) -> dict[tuple[str, str, str], int]:
        rows = self._read(
            "SELECT COALESCE(client, '') AS client, tool, outcome, COUNT(*) AS n "
            "FROM usage_events WHERE ts >= ? GROUP BY 1, 2, 3",
            (iso(since),),
        )
        return {(r["client"], r["tool"], r["outcome"]): int(r["n"]) for r in rows}


def _prefixed() -> str:
    return ", ".join("f." + c.strip() for c in _FACT_COLUMNS.split(","))


def _fact(row: sqlite3.Row) -> Fact:
    return Fact(
        id=row["id"],
        claim=row["claim"],
        kind=row["kind"],
        entity=row["entity"],
        visibility=row["visibility"],
        source=row["source"],
        source_id=row["source_id"],
        session_id=row["session_id"],
        provenance=row["provenance"],
        created_at=parse_iso(row["created_at"]),  # type: ignore[arg-type]
        valid_from=parse_iso(row["valid_from"]),  # type: ignore[arg-type]
        valid_until=parse_iso(row["valid_until"]),
        expired_at=parse_iso(row["expired_at"]),
        expired_reason=row["expired_reason"],
        superseded_by=row["superseded_by"],
        content_hash=row["content_hash"],
    )


def _receipt(row: sqlite3.Row) -> Receipt:
    try:
        detail = json.loads(row["detail"])
    except (TypeError, json.JSONDecodeError):
        detail = {}
    return Receipt(
        corpus_file=row["corpus_file"],
        outcome=row["outcome"],
        terminal=bool(row["terminal"]),
        attempts=int(row["attempts"]),
        detail=detail,
        updated_at=parse_iso(row["updated_at"]),
        next_attempt_at=parse_iso(row["next_attempt_at"]),
    )


def _split_sql(script: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies (BEGIN … END;) whole."""
    statements, current = [], []
    for line in script.strip().splitlines():
        current.append(line)
        joined = "\n".join(current).strip()
        if joined.endswith(";") and sqlite3.complete_statement(joined):
            statements.append(joined)
            current = []
    if "\n".join(current).strip():
        statements.append("\n".join(current).strip())
    return statements
