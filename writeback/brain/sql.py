"""The SQL core shared by the SQLite and PostgreSQL backends.

Every statement is written once, in SQLite's placeholder style (``?`` and ``:name``);
a backend converts it for its driver (:meth:`SQLBrain._sql`). Backends supply the
connection, the write-transaction start (SQLite ``BEGIN IMMEDIATE``, PostgreSQL
``BEGIN`` plus one advisory lock, so writers queue the same way on both), the full-text
match, the migrations and the mapping of driver errors. Timestamps are fixed-width UTC
ISO strings on both backends, so ordering and comparisons are identical.

One connection per Brain object, guarded by a lock so serve's threads can share it.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
import uuid
from abc import abstractmethod
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from writeback.brain import migrations as migrations_
from writeback.brain import search
from writeback.brain.base import (
    RETRY_OUTCOMES,
    TERMINAL_OUTCOMES,
    Brain,
    BrainError,
    BrainUnavailable,
    Fact,
    FactNotFound,
    HarvestCommit,
    IdempotencyConflict,
    NewFact,
    Receipt,
    WriteResult,
    claim_hash,
    content_hash,
    iso,
    normalize_claim,
    parse_iso,
    utcnow,
)

FACT_COLUMNS = (
    "id, claim, kind, entity, visibility, source, source_id, session_id, provenance, "
    "created_at, valid_from, valid_until, expired_at, expired_reason, superseded_by, "
    "content_hash, project, rule"
)
F_COLUMNS = ", ".join("f." + c.strip() for c in FACT_COLUMNS.split(","))
ACTIVE = (
    "f.expired_at IS NULL AND f.valid_from <= :now "
    "AND (f.valid_until IS NULL OR f.valid_until > :now)"
)
# Dedup ignores valid_from: a concurrent writer may stamp its row a moment after our `now`.
NOT_LAPSED = "f.expired_at IS NULL AND (f.valid_until IS NULL OR f.valid_until > :now)"
AS_OF = (
    "f.created_at <= :now AND f.valid_from <= :now "
    "AND (f.valid_until IS NULL OR f.valid_until > :now) "
    "AND (f.expired_at IS NULL OR f.expired_at > :now)"
)


class SQLBrain(Brain):
    """Brain semantics over a DB-API connection; subclasses provide the dialect."""

    driver_errors: tuple[type[BaseException], ...] = ()

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._conn: Any = None

    # dialect -------------------------------------------------------------------------
    @abstractmethod
    def _sql(self, sql: str) -> str:
        """Convert a statement from ``?``/``:name`` placeholders to the driver's style."""

    @abstractmethod
    def _begin_write(self, conn: Any) -> None:
        """Start a transaction that serialises writers."""

    @abstractmethod
    def _match_all(self, terms: list[tuple[str, str]]) -> tuple[str, str, dict[str, Any]]:
        """(FROM/WHERE fragment over ``facts f`` selecting the facts that hold every one of
        ``terms``, the column equal to ``f.seq`` to order by, params), served by an index."""

    @contextmanager
    def _recall_tx(self) -> Iterator[None]:
        """The scope recall's queries run in (a backend may set planner options)."""
        yield

    def _match_condition(self, terms: list[tuple[str, str]]) -> tuple[str, dict[str, Any]]:
        """A condition on ``f`` for facts holding every one of ``terms`` (no index needed);
        required when :attr:`_recent_window` is set."""
        raise NotImplementedError

    def _search_insert(self, fact: NewFact) -> tuple[str, str, tuple[Any, ...]]:
        """Extra (columns, placeholders, values) a backend stores for search."""
        return "", "", ()

    def _after_insert(self, conn: Any, fact: NewFact) -> None:
        """Extra search bookkeeping for a new fact, in the same transaction."""

    @abstractmethod
    def _is_unavailable(self, exc: BaseException) -> bool:
        """True when a driver error means "try again later" (locked, I/O, connection)."""

    @abstractmethod
    def _apply_migration(self, conn: Any, sql: str) -> None: ...

    migrations: list[tuple[int, migrations_.Step]] = []
    _terminal_index = ""  # a hint naming the index of terminal receipt names, if needed
    # When set, recall first looks among the newest N facts (a bounded walk that finds a
    # common term's newest matches) and only then asks the full-text index for all of
    # them (cheap exactly when the term is rare). Exact either way: all newer facts are
    # inside the window. For backends whose index cannot return matches newest first.
    _recent_window: int | None = None

    # plumbing --------------------------------------------------------------------------
    def _exec(self, conn: Any, sql: str, params: Any = ()) -> Any:
        return conn.execute(self._sql(sql), _storable(params))

    def _wrap(self, exc: BaseException) -> BrainError:
        cls = BrainUnavailable if self._is_unavailable(exc) else BrainError
        return cls(f"{self.url_display}: {exc}")

    def _ensure_connected(self) -> None:
        """Reopen a connection the server dropped (no-op for an embedded database)."""

    @contextmanager
    def _write_tx(self, conn: Any) -> Iterator[Any]:
        """One write transaction: begin (serialised), commit, or roll back on any error —
        including a failed begin, which must not leave the connection in a failed state."""
        try:
            self._begin_write(conn)
        except BaseException:
            self._rollback_quietly(conn)
            raise
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException:
            self._rollback_quietly(conn)
            raise

    def _rollback_quietly(self, conn: Any) -> None:
        try:
            conn.execute("ROLLBACK")
        except self.driver_errors:
            pass

    @contextmanager
    def _tx(self) -> Iterator[Any]:
        with self._lock:
            try:
                self._ensure_connected()
                with self._write_tx(self._conn) as conn:
                    yield conn
            except self.driver_errors as exc:
                raise self._wrap(exc) from None

    def _read(self, sql: str, params: Any = ()) -> list[Any]:
        with self._lock:
            try:
                self._ensure_connected()
                return self._exec(self._conn, sql, params).fetchall()
            except self.driver_errors as exc:
                raise self._wrap(exc) from None

    def _migrate(self) -> None:
        with self._write_tx(self._conn) as conn:  # first opens must not race on the DDL
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations "
                "(version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)"
            )
        for version, sql in self.migrations:
            if self._has_version(version):
                continue
            with self._write_tx(self._conn) as conn:
                if not self._has_version(version):  # another process may have won
                    if callable(sql):
                        sql(self, conn)
                    else:
                        self._apply_migration(conn, sql)
                    self._exec(
                        conn,
                        "INSERT INTO schema_migrations(version, applied_at) VALUES (?, ?)",
                        (version, iso(utcnow())),
                    )

    def _has_version(self, version: int) -> bool:
        row = self._exec(
            self._conn, "SELECT 1 FROM schema_migrations WHERE version = ?", (version,)
        ).fetchone()
        return row is not None

    TABLES = ("schema_migrations", "facts", "config", "harvest_receipts", "usage_events")

    def check_integrity(self) -> list[str]:
        problems: list[str] = []
        for table in self.TABLES:
            try:
                self._read(f"SELECT * FROM {table}")  # every row, every column
            except BrainError as exc:
                problems.append(f"{table}: {exc}")
        return problems

    def schema_version(self) -> int:
        rows = self._read("SELECT MAX(version) AS v FROM schema_migrations")
        return int(rows[0]["v"] or 0)

    def close(self) -> None:
        with self._lock:
            try:
                if self._conn is not None:
                    self._conn.close()
            except self.driver_errors:
                pass

    # facts -----------------------------------------------------------------------------
    def remember(self, fact: NewFact, *, now: datetime | None = None) -> WriteResult:
        now = now or utcnow()
        with self._tx() as conn:
            return self._remember_tx(conn, fact, now)

    def _remember_tx(self, conn: Any, fact: NewFact, now: datetime) -> WriteResult:
        digest = content_hash(fact.claim, fact.entity)
        if fact.idempotency_key:
            row = self._exec(
                conn,
                "SELECT id, content_hash, kind FROM facts WHERE idempotency_key = ?",
                (fact.idempotency_key,),
            ).fetchone()
            if row:
                if row["content_hash"] != digest or row["kind"] != fact.kind:
                    raise IdempotencyConflict(fact.idempotency_key, row["id"])
                return WriteResult("duplicate", row["id"])  # a replay of the same save
        row = self._exec(
            conn,
            f"SELECT f.id FROM facts f WHERE f.content_hash = :h AND {NOT_LAPSED} LIMIT 1",
            {"h": digest, "now": iso(now)},
        ).fetchone()
        if row:
            return WriteResult("duplicate", row["id"])
        gone = self._exec(
            conn,
            "SELECT fact_id, forgotten_at FROM suppressions WHERE claim_hash = ?",
            (claim_hash(fact.claim),),
        ).fetchone()
        if gone and (parse_iso(gone["forgotten_at"]) or now) >= (fact.stated_at or now):
            return WriteResult("suppressed", gone["fact_id"])  # said before it was forgotten
        new_id = uuid.uuid4().hex[:12]
        superseded = self._find_corrected(conn, fact, now) if fact.corrects else []
        extra_cols, extra_marks, extra_values = self._search_insert(fact)
        self._exec(
            conn,
            "INSERT INTO facts (id, claim, kind, entity, visibility, source, source_id, "
            "session_id, provenance, created_at, valid_from, valid_until, content_hash, "
            f"idempotency_key, search_text, project, rule{extra_cols}) "
            f"VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?{extra_marks})",
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
                fact.project,
                fact.rule,
                *extra_values,
            ),
        )
        self._after_insert(conn, fact)
        for old_id in superseded:
            self._exec(
                conn,
                "UPDATE facts SET expired_at = ?, expired_reason = 'superseded', "
                "superseded_by = ? WHERE id = ?",
                (iso(now), new_id, old_id),
            )
        return WriteResult("superseded" if superseded else "inserted", new_id, tuple(superseded))

    def _find_corrected(self, conn: Any, fact: NewFact, now: datetime) -> list[str]:
        assert fact.corrects is not None
        needle = normalize_claim(fact.corrects)
        terms = search.ranked_terms(fact.corrects)
        if not needle or not terms:
            return []
        # a claim holding the needle holds every one of its terms: narrow by the index
        source, _order, params = self._match_all(terms)
        rows = self._exec(
            conn,
            f"SELECT f.id, f.claim, f.entity FROM {source} AND {ACTIVE} LIMIT 200",
            {**params, "now": iso(now)},
        ).fetchall()
        wanted = normalize_claim(fact.entity) if fact.entity else None
        return [
            row["id"]
            for row in rows
            if needle in normalize_claim(row["claim"])
            and not (wanted and row["entity"] and normalize_claim(row["entity"]) != wanted)
        ]

    def recall(
        self,
        query: str,
        *,
        limit: int = 10,
        as_of: datetime | None = None,
        project: str | None = None,
    ) -> list[Fact]:
        """Facts matching more of the query's terms first, newest first among equals.

        Exact for that order without ranking every match: level by level (all terms, then
        every subset one term smaller, ...), each subset is an indexed query that walks
        its matches newest first and stops at the number still wanted. At most
        :data:`search.MAX_TERMS` terms, so at most 15 small queries, usually one.
        """
        terms = search.ranked_terms(query)
        limit = int(limit)
        if not terms or limit <= 0:
            return []
        when = AS_OF if as_of else ACTIVE
        if project is not None:
            when += " AND f.project = :project"
        now = iso(as_of or utcnow())
        with self._lock:
            try:
                self._ensure_connected()
                with self._recall_tx():
                    found = self._recall_levels(terms, limit, when, now, project)
            except self.driver_errors as exc:
                raise self._wrap(exc) from None
        return [_fact(r) for r in found.values()]

    def _recall_levels(
        self,
        terms: list[tuple[str, str]],
        limit: int,
        when: str,
        now: str | None,
        project: str | None = None,
    ) -> dict[int, Any]:
        found: dict[int, Any] = {}  # seq → row, in rank order
        floor = None
        if self._recent_window:
            row = self._exec(self._conn, "SELECT MAX(seq) AS m FROM facts").fetchone()
            floor = int(row["m"] or 0) - self._recent_window
        for size in range(len(terms), 0, -1):
            wanted = limit - len(found)
            if wanted <= 0:
                break
            level: dict[int, Any] = {}
            for subset in itertools.combinations(terms, size):
                source, order, params = self._match_all(list(subset))
                params = {**params, "now": now, "lim": wanted + len(found), "floor": floor,
                          "project": project}  # fmt: skip
                select = f"SELECT f.seq AS seq_, {F_COLUMNS} FROM {source} AND {when}"
                rows = []
                if floor is not None and floor > 0:  # the newest facts first (see above)
                    # OFFSET 0 fences the walk: the match is a filter on it, not an index
                    condition, _ = self._match_condition(list(subset))
                    rows = self._exec(
                        self._conn,
                        f"SELECT f.seq AS seq_, {F_COLUMNS} FROM (SELECT * FROM facts "
                        "WHERE seq > :floor ORDER BY seq DESC OFFSET 0) f "
                        f"WHERE {condition} AND {when} ORDER BY f.seq DESC LIMIT :lim",
                        params,
                    ).fetchall()
                if len(rows) < params["lim"]:
                    rows = self._exec(
                        self._conn, f"{select} ORDER BY {order} DESC LIMIT :lim", params
                    ).fetchall()
                for row in rows:
                    if row["seq_"] not in found:
                        level[row["seq_"]] = row
            for seq in sorted(level, reverse=True)[:wanted]:
                found[seq] = level[seq]
        return found

    def forget(self, fact_id: str, *, reason: str | None = None) -> Fact:
        now = iso(utcnow())
        with self._tx() as conn:
            row = self._exec(
                conn, f"SELECT {FACT_COLUMNS} FROM facts WHERE id = ?", (fact_id,)
            ).fetchone()
            if row is None:
                raise FactNotFound(f"no fact with id {fact_id!r}")
            if row["expired_at"] is None:
                self._exec(
                    conn,
                    "UPDATE facts SET expired_at = ?, expired_reason = ? WHERE id = ?",
                    (now, f"forgotten: {reason}" if reason else "forgotten", fact_id),
                )
                self._exec(
                    conn,
                    "INSERT INTO suppressions (claim_hash, forgotten_at, fact_id) "
                    "VALUES (?, ?, ?) ON CONFLICT (claim_hash) DO UPDATE SET "
                    "forgotten_at = excluded.forgotten_at, fact_id = excluded.fact_id",
                    (claim_hash(row["claim"]), now, fact_id),
                )
            row = self._exec(
                conn, f"SELECT {FACT_COLUMNS} FROM facts WHERE id = ?", (fact_id,)
            ).fetchone()
        return _fact(row)

    def session_facts(self, session_id: str) -> list[Fact]:
        rows = self._read(
            f"SELECT {F_COLUMNS} FROM facts f WHERE f.session_id = :sid AND {ACTIVE} "
            "ORDER BY f.seq",
            {"sid": session_id, "now": iso(utcnow())},
        )
        return [_fact(r) for r in rows]

    def superseded_by(self, fact_id: str) -> list[Fact]:
        rows = self._read(
            f"SELECT {FACT_COLUMNS} FROM facts WHERE superseded_by = ? ORDER BY seq", (fact_id,)
        )
        return [_fact(r) for r in rows]

    def get(self, fact_id: str) -> Fact | None:
        rows = self._read(f"SELECT {FACT_COLUMNS} FROM facts WHERE id = ?", (fact_id,))
        return _fact(rows[0]) if rows else None

    def list_facts(
        self,
        *,
        include_inactive: bool = False,
        limit: int | None = None,
        project: str | None = None,
    ) -> list[Fact]:
        where = "1=1" if include_inactive else ACTIVE
        if project is not None:
            where += " AND f.project = :project"
        sql = f"SELECT {F_COLUMNS} FROM facts f WHERE {where} ORDER BY f.seq DESC"
        params: dict[str, Any] = {"now": iso(utcnow()), "project": project}
        if limit is not None:
            sql += " LIMIT :lim"
            params["lim"] = int(limit)
        return [_fact(r) for r in self._read(sql, params)]

    # config ----------------------------------------------------------------------------
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
            self._exec(
                conn,
                "INSERT INTO config(key, value, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value, "
                "updated_at = excluded.updated_at",
                (key, json.dumps(value), iso(utcnow())),
            )

    def config_unset(self, key: str) -> None:
        with self._tx() as conn:
            self._exec(conn, "DELETE FROM config WHERE key = ?", (key,))

    # receipts --------------------------------------------------------------------------
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

    def terminal_names(self, corpus_files: list[str]) -> set[str]:
        done: set[str] = set()
        for i in range(0, len(corpus_files), 500):
            chunk = corpus_files[i : i + 500]
            marks = ",".join("?" * len(chunk))
            rows = self._read(
                f"SELECT corpus_file FROM harvest_receipts{self._terminal_index} "
                f"WHERE terminal = 1 AND corpus_file IN ({marks})",
                chunk,
            )
            done.update(r["corpus_file"] for r in rows)
        return done

    def retry_names(self, now: datetime) -> list[str]:
        rows = self._read(
            "SELECT corpus_file FROM harvest_receipts WHERE terminal = 0 "
            "AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY updated_at",
            (iso(now),),
        )
        return [r["corpus_file"] for r in rows]

    def commit_harvest(
        self,
        corpus_file: str,
        facts: list[NewFact],
        outcome: str,
        detail: dict[str, Any] | None = None,
        *,
        now: datetime | None = None,
    ) -> HarvestCommit:
        return self.commit_harvests([(corpus_file, facts, outcome, detail)], now=now)[0]

    def commit_harvests(
        self,
        items: list[tuple[str, list[NewFact], str, dict[str, Any] | None]],
        *,
        now: datetime | None = None,
    ) -> list[HarvestCommit]:
        now = now or utcnow()
        with self._tx() as conn:
            return [self._commit_harvest_tx(conn, *item, now) for item in items]

    def _commit_harvest_tx(
        self,
        conn: Any,
        corpus_file: str,
        facts: list[NewFact],
        outcome: str,
        detail: dict[str, Any] | None,
        now: datetime,
    ) -> HarvestCommit:
        row = self._exec(
            conn,
            "SELECT terminal, attempts FROM harvest_receipts WHERE corpus_file = ?",
            (corpus_file,),
        ).fetchone()
        if row is not None and row["terminal"]:
            return HarvestCommit(written=False)
        results = tuple(self._remember_tx(conn, f, now) for f in facts)
        info = dict(detail or {})
        for status in ("inserted", "duplicate", "superseded", "suppressed"):
            info[status] = sum(1 for r in results if r.status == status)
        info["fact_ids"] = [r.id for r in results]
        attempts = row["attempts"] if row else 0
        self._upsert_receipt(conn, corpus_file, outcome, True, info, now, None, attempts)
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
        select = "SELECT * FROM harvest_receipts WHERE corpus_file = ?"
        with self._tx() as conn:
            row = self._exec(conn, select, (corpus_file,)).fetchone()
            if row is not None and row["terminal"]:
                return _receipt(row)  # terminal receipts are final
            attempts = row["attempts"] if row else 0
            self._upsert_receipt(
                conn, corpus_file, outcome, terminal, detail or {}, now, next_attempt_at, attempts
            )
            row = self._exec(conn, select, (corpus_file,)).fetchone()
        return _receipt(row)

    def _upsert_receipt(
        self,
        conn: Any,
        corpus_file: str,
        outcome: str,
        terminal: bool,
        detail: dict[str, Any],
        now: datetime,
        next_attempt_at: datetime | None,
        prior_attempts: int,
    ) -> None:
        allowed = TERMINAL_OUTCOMES if terminal else RETRY_OUTCOMES
        if outcome not in allowed:  # the closed sets of writeback.brain.base: fail loudly
            kind = "terminal" if terminal else "retry"
            raise ValueError(f"{outcome!r} is not a {kind} harvest outcome")
        self._exec(
            conn,
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

    # usage -----------------------------------------------------------------------------
    def record_usage(
        self, client: str | None, tool: str, outcome: str, *, now: datetime | None = None
    ) -> None:
        with self._tx() as conn:
            self._insert_usage(conn, client, tool, outcome, now or utcnow())

    def record_usage_within(
        self, client: str | None, tool: str, limit: int, since: datetime, *, now: datetime
    ) -> bool:
        with self._tx() as conn:
            row = self._exec(
                conn,
                "SELECT COUNT(*) AS n FROM usage_events WHERE tool = ? AND ts >= ?",
                (tool, iso(since)),
            ).fetchone()
            if int(row["n"]) >= limit:
                return False
            self._insert_usage(conn, client, tool, "call", now)
            return True

    def _insert_usage(
        self, conn: Any, client: str | None, tool: str, outcome: str, now: datetime
    ) -> None:
        self._exec(
            conn,
            "INSERT INTO usage_events(ts, client, tool, outcome) VALUES (?,?,?,?)",
            (iso(now), client, tool, outcome),
        )

    def fact_counts(self, now: datetime) -> dict[str, int]:
        rows = self._read(
            "SELECT "
            f"SUM(CASE WHEN {ACTIVE} THEN 1 ELSE 0 END) AS active, "
            "SUM(CASE WHEN f.superseded_by IS NOT NULL THEN 1 ELSE 0 END) AS superseded, "
            "SUM(CASE WHEN f.expired_at IS NOT NULL AND f.superseded_by IS NULL "
            "THEN 1 ELSE 0 END) AS forgotten, "
            "SUM(CASE WHEN f.expired_at IS NULL AND f.valid_until IS NOT NULL "
            "AND f.valid_until <= :now THEN 1 ELSE 0 END) AS lapsed "
            "FROM facts f",
            {"now": iso(now)},
        )
        row = rows[0]
        return {k: int(row[k] or 0) for k in ("active", "superseded", "forgotten", "lapsed")}

    def receipt_counts(self, since: datetime) -> dict[str, int]:
        rows = self._read(
            "SELECT outcome, COUNT(*) AS n FROM harvest_receipts WHERE updated_at >= ? "
            "GROUP BY outcome",
            (iso(since),),
        )
        return {r["outcome"]: int(r["n"]) for r in rows}

    def usage_counts(self, since: datetime) -> dict[tuple[str, str, str], int]:
        rows = self._read(
            "SELECT COALESCE(client, '') AS client, tool, outcome, COUNT(*) AS n "
            "FROM usage_events WHERE ts >= ? GROUP BY 1, 2, 3",
            (iso(since),),
        )
        return {(r["client"], r["tool"], r["outcome"]): int(r["n"]) for r in rows}


_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def _storable_text(value: str) -> str:
    """Text both backends accept: PostgreSQL refuses NUL in text, and neither driver can
    encode a lone surrogate. Both become U+FFFD on *both* backends, so a value stores,
    dedups and recalls the same whichever brain holds it."""
    if (value.isascii() and "\x00" not in value) or not _UNSTORABLE.search(value):
        return value
    value = value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
    return value.replace("\x00", "\ufffd")


def _storable(params: Any) -> Any:
    if isinstance(params, dict):
        return {k: _storable_text(v) if isinstance(v, str) else v for k, v in params.items()}
    if isinstance(params, list | tuple):
        return type(params)([_storable_text(v) if isinstance(v, str) else v for v in params])
    return params


def _fact(row: Any) -> Fact:
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
        project=row["project"],
        rule=row["rule"],
    )


def _receipt(row: Any) -> Receipt:
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
