"""SQLite backend: one file, WAL mode, busy timeout, FTS5 for recall.

Write transactions use ``BEGIN IMMEDIATE`` so concurrent writers (serve, sweep, the
CLI, the MCP server) queue on SQLite's lock instead of failing half-way. The shared
semantics live in :mod:`writeback.brain.sql`.
"""

from __future__ import annotations

import os
import re
import sqlite3
from typing import Any

from writeback import paths
from writeback.brain import migrations, search
from writeback.brain.base import BrainError, BrainUnavailable, NewFact
from writeback.brain.sql import SQLBrain
from writeback.brain.url import BrainURL

BUSY_TIMEOUT_S = 10.0
MAX_EXPANSION = 64  # a word prefix that starts more indexed terms is queried as word*
_DAMAGED = re.compile(r"malformed|not a database|corrupt|disk image", re.IGNORECASE)


class SQLiteBrain(SQLBrain):
    driver_errors = (sqlite3.Error,)
    migrations = migrations.SQLITE
    # read terminal names from the covering partial index, never from the receipt rows
    _terminal_index = " INDEXED BY harvest_receipts_terminal"

    def __init__(self, url: BrainURL) -> None:
        super().__init__()
        assert url.path is not None
        self.url_display = url.display
        self.path = url.path
        try:
            self._prepare_file()
            self._conn = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
            )
            self._conn.row_factory = sqlite3.Row
            self._conn.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT_S * 1000)}")
            self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute("PRAGMA synchronous=NORMAL")
            self._migrate()
        except (sqlite3.Error, OSError) as exc:
            if isinstance(exc, sqlite3.DatabaseError) and _DAMAGED.search(str(exc)):
                raise BrainError(
                    f"cannot open brain {self.url_display}: the file is damaged ({exc}); "
                    "run `writeback doctor` for the fix"
                ) from None
            raise BrainUnavailable(f"cannot open brain {self.url_display}: {exc}") from None

    def _prepare_file(self) -> None:
        if self.path.parent == paths.writeback_home():
            paths.ensure_dir(self.path.parent)
        elif not self.path.parent.exists():
            self.path.parent.mkdir(mode=0o700, parents=True)
        if not self.path.exists():
            fd = os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600)
            os.close(fd)

    def check_integrity(self) -> list[str]:
        """``PRAGMA quick_check`` (every page and row; not index contents), then a full
        read of every table (what recall and harvest will touch)."""
        try:
            rows = self._read("PRAGMA quick_check(20)")
        except BrainError as exc:
            return [str(exc)]
        problems = [str(r[0]) for r in rows if str(r[0]) != "ok"]
        return problems + super().check_integrity()

    def damage_fix(self) -> str:
        path = self.path
        return (
            f"mv {path} {path}.damaged && sqlite3 {path}.damaged .recover | sqlite3 {path}"
            "   # or restore brain.db from a backup"
        )

    def _wrap(self, exc: BaseException) -> BrainError:
        if isinstance(exc, sqlite3.DatabaseError) and _DAMAGED.search(str(exc)):
            return BrainError(
                f"{self.url_display}: the brain file is damaged ({exc}); "
                "run `writeback doctor` for the fix"
            )
        return super()._wrap(exc)

    def _sql(self, sql: str) -> str:
        return sql  # statements are written in SQLite's placeholder style

    def _begin_write(self, conn: Any) -> None:
        conn.execute("BEGIN IMMEDIATE")

    def _is_unavailable(self, exc: BaseException) -> bool:
        return isinstance(exc, sqlite3.OperationalError)

    def _match_all(self, terms: list[tuple[str, str]]) -> tuple[str, str, dict[str, Any]]:
        # FTS5 walks the doclists newest rowid first and stops at the LIMIT: no bm25, so
        # the cost follows the limit, not the number of matches. A prefix query would
        # make FTS5 read the whole merged doclist first, so words are expanded to the
        # indexed terms they start (search_terms) when there are few enough.
        expansions = {}
        for kind, text in terms:
            if kind == "word":
                low, high = search.prefix_range(text)
                rows = self._conn.execute(
                    "SELECT term FROM search_terms WHERE term >= ? AND term < ? LIMIT ?",
                    (low, high, MAX_EXPANSION + 1),
                ).fetchall()
                if len(rows) <= MAX_EXPANSION:
                    expansions[text] = [r["term"] for r in rows]
        source = "facts_fts JOIN facts f ON f.seq = facts_fts.rowid WHERE facts_fts MATCH :q"
        return source, "facts_fts.rowid", {"q": search.match_expression(terms, expansions)}

    def _after_insert(self, conn: Any, fact: NewFact) -> None:
        conn.executemany(
            "INSERT OR IGNORE INTO search_terms(term) VALUES (?)",
            [(t,) for t in search.word_tokens(fact.claim, fact.entity)],
        )

    def _apply_migration(self, conn: Any, sql: str) -> None:
        for statement in _split_sql(sql):
            conn.execute(statement)


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
