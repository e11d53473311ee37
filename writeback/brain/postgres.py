"""PostgreSQL backend: a brain that several machines or people share.

Same tables, same semantics as SQLite (:mod:`writeback.brain.sql`). Writers take one
transaction-scoped advisory lock, so they queue exactly like SQLite's ``BEGIN IMMEDIATE``
and dedup/supersede/exactly-once harvest hold across machines. Recall uses a GIN index
over ``search_tsv``, a ``tsvector`` of the same tokens SQLite's FTS5 indexes (computed
here, not by the server's parser): a CJK run must appear as consecutive characters
(substring), a word must start a word (prefix); the order is the shared one of
:meth:`~writeback.brain.sql.SQLBrain.recall`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from writeback.brain import migrations, search
from writeback.brain.base import BrainUnavailable, NewFact
from writeback.brain.sql import SQLBrain
from writeback.brain.url import BrainURL

WRITE_LOCK_KEY = 0x77726974  # "writ": one advisory lock for all brain writers
CONNECT_TIMEOUT_S = 5
LOCK_TIMEOUT_S = 10.0
_NAMED = re.compile(r"(?<![:\w]):([A-Za-z_]\w*)")


class PostgresBrain(SQLBrain):
    migrations = migrations.POSTGRES
    _recent_window = 2000

    def __init__(self, url: BrainURL) -> None:
        super().__init__()
        import psycopg

        self.driver_errors = (psycopg.Error,)
        self._operational = psycopg.OperationalError
        self.url_display = url.display
        self._dsn = url.dsn or url.canonical
        try:
            self._conn = self._connect()
            self._migrate()
        except psycopg.Error as exc:
            # psycopg messages name host/db/user but never the password
            raise BrainUnavailable(f"cannot open brain {self.url_display}: {exc}") from None

    def _connect(self) -> Any:
        import psycopg
        from psycopg.rows import dict_row

        return psycopg.connect(
            self._dsn,
            autocommit=True,
            row_factory=dict_row,
            connect_timeout=CONNECT_TIMEOUT_S,
            application_name="writeback",
        )

    def _ensure_connected(self) -> None:
        # A server restart or an idle kill leaves the connection closed/broken; serve holds
        # one brain for days, so reconnect instead of failing every call from then on.
        if self._conn.closed or self._conn.broken:
            try:
                self._conn.close()
            except self.driver_errors:
                pass
            self._conn = self._connect()

    def _sql(self, sql: str) -> str:
        return _NAMED.sub(r"%(\1)s", sql.replace("?", "%s"))

    def _begin_write(self, conn: Any) -> None:
        conn.execute("BEGIN")
        # Bounded like SQLite's busy timeout: a writer stuck elsewhere must not hang us.
        conn.execute(f"SET LOCAL lock_timeout = '{int(LOCK_TIMEOUT_S * 1000)}ms'")
        conn.execute(f"SELECT pg_advisory_xact_lock({WRITE_LOCK_KEY})")

    def _is_unavailable(self, exc: BaseException) -> bool:
        return isinstance(exc, self._operational)

    def _match_all(self, terms: list[tuple[str, str]]) -> tuple[str, str, dict[str, Any]]:
        # GIN over the tsvector column: prefix lexemes for words, phrases for CJK runs,
        # then a top-N sort of the matches. The planner's match estimates for prefixes
        # are guesses (2 % of the table for any prefix), so left alone it scans the table
        # or walks the primary key backwards, reading all of it for a rare term. "+ 0"
        # rules out the walk; _recall_tx rules out the scan. Common terms are found by
        # the bounded walk over the newest facts first (SQLBrain._recent_window).
        source = "facts f WHERE f.search_tsv @@ CAST(:q AS tsquery)"
        return source, "(f.seq + 0)", {"q": search.tsquery_text(terms)}

    @contextmanager
    def _recall_tx(self) -> Iterator[None]:
        self._conn.execute("BEGIN READ ONLY")
        try:
            self._conn.execute("SET LOCAL enable_seqscan = off")
            yield
        finally:
            self._rollback_quietly(self._conn)  # nothing to keep; ends the transaction

    def _search_insert(self, fact: NewFact) -> tuple[str, str, tuple[Any, ...]]:
        return (
            ", search_tsv",
            ", CAST(? AS tsvector)",
            (search.tsvector_text(fact.claim, fact.entity),),
        )

    def _apply_migration(self, conn: Any, sql: str) -> None:
        conn.execute(sql)
