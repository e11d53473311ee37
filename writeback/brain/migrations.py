"""Numbered schema migrations, one list per backend. Each runs in one transaction together
with its record in ``schema_migrations``, so a crash mid-migration leaves the previous
version intact. The tables are written once (:func:`_tables`) and differ per backend only
in the auto-increment type and the full-text index.

A step is SQL text or a function ``step(brain, conn)`` for what SQL alone cannot do
(e.g. filling a column computed in Python)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Step = str | Callable[[Any, Any], None]

# v2, both backends: the pending-work index (terminal receipt names, read without the
# receipts) and the due-retry index. SQLite also gets the list of indexed word terms, so a
# word prefix can be expanded to the terms it starts (filled from FTS5's vocabulary).
_RECEIPT_INDEXES = """
        CREATE INDEX harvest_receipts_terminal ON harvest_receipts(corpus_file, terminal)
            WHERE terminal = 1;
        CREATE INDEX harvest_receipts_retry ON harvest_receipts(next_attempt_at)
            WHERE terminal = 0;
"""


def _tables(serial: str) -> str:
    return f"""
        CREATE TABLE facts (
            seq             {serial},
            id              TEXT NOT NULL UNIQUE,
            claim           TEXT NOT NULL,
            kind            TEXT NOT NULL,
            entity          TEXT,
            visibility      TEXT NOT NULL,
            source          TEXT NOT NULL,
            source_id       TEXT,
            session_id      TEXT,
            provenance      TEXT,
            created_at      TEXT NOT NULL,
            valid_from      TEXT NOT NULL,
            valid_until     TEXT,
            expired_at      TEXT,
            expired_reason  TEXT,
            superseded_by   TEXT,
            content_hash    TEXT NOT NULL,
            idempotency_key TEXT,
            search_text     TEXT NOT NULL
        );
        CREATE INDEX facts_active_hash ON facts(content_hash) WHERE expired_at IS NULL;
        CREATE UNIQUE INDEX facts_idempotency ON facts(idempotency_key)
            WHERE idempotency_key IS NOT NULL;
        CREATE INDEX facts_created ON facts(created_at);
        CREATE TABLE config (
            key        TEXT PRIMARY KEY,
            value      TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE TABLE harvest_receipts (
            corpus_file     TEXT PRIMARY KEY,
            outcome         TEXT NOT NULL,
            terminal        INTEGER NOT NULL,
            attempts        INTEGER NOT NULL DEFAULT 0,
            detail          TEXT NOT NULL DEFAULT '{{}}',
            updated_at      TEXT NOT NULL,
            next_attempt_at TEXT
        );
        CREATE TABLE usage_events (
            id      {serial},
            ts      TEXT NOT NULL,
            client  TEXT,
            tool    TEXT NOT NULL,
            outcome TEXT NOT NULL
        );
        CREATE INDEX usage_events_ts ON usage_events(ts);
    """


# v3: the project (git root, else directory) a fact was stated in; recall and the session
# brief filter on it. Older facts keep NULL (no project recorded).
_PROJECTS = """
    ALTER TABLE facts ADD COLUMN project TEXT;
    CREATE INDEX facts_project ON facts(project, seq);
"""

# v4: forget that stays forgotten. A forgotten claim (normalised) is suppressed for
# statements made before the forget: harvesting an older banked turn later, or
# re-extracting one, cannot bring it back; a statement made after it is a new fact. And
# the extractor rule that produced a fact (provenance).
_SUPPRESSIONS = """
    CREATE TABLE suppressions (
        claim_hash   TEXT PRIMARY KEY,
        forgotten_at TEXT NOT NULL,
        fact_id      TEXT NOT NULL
    );
    ALTER TABLE facts ADD COLUMN rule TEXT;
"""

SQLITE: list[tuple[int, Step]] = [
    (
        1,
        _tables("INTEGER PRIMARY KEY AUTOINCREMENT")
        + """
        CREATE VIRTUAL TABLE facts_fts USING fts5(
            search_text, content='facts', content_rowid='seq',
            tokenize='unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER facts_ai AFTER INSERT ON facts BEGIN
            INSERT INTO facts_fts(rowid, search_text) VALUES (new.seq, new.search_text);
        END;
        CREATE TRIGGER facts_ad AFTER DELETE ON facts BEGIN
            INSERT INTO facts_fts(facts_fts, rowid, search_text)
                VALUES ('delete', old.seq, old.search_text);
        END;
        """,
    ),
    (
        2,
        _RECEIPT_INDEXES
        + """
        CREATE TABLE search_terms (term TEXT PRIMARY KEY) WITHOUT ROWID;
        CREATE VIRTUAL TABLE temp.facts_vocab USING fts5vocab(main, facts_fts, row);
        INSERT INTO search_terms(term) SELECT term FROM temp.facts_vocab;
        DROP TABLE temp.facts_vocab;
        """,
    ),
    (3, _PROJECTS),
    (4, _SUPPRESSIONS),
]


def _postgres_tsvector(brain: Any, conn: Any) -> None:
    """v2: recall by a GIN index over a ``tsvector`` the client computes
    (:func:`writeback.brain.search.tsvector_text`), filled here for existing facts. A
    writer from before v2 inserts without it: the trigger fills it from search_text."""
    from writeback.brain import search

    conn.execute(
        _RECEIPT_INDEXES
        + """
        DROP INDEX IF EXISTS facts_search_trgm;
        ALTER TABLE facts ADD COLUMN search_tsv tsvector;
        CREATE FUNCTION writeback_facts_tsv() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF NEW.search_tsv IS NULL THEN
                NEW.search_tsv := to_tsvector('simple', NEW.search_text);
            END IF;
            RETURN NEW;
        END $$;
        CREATE TRIGGER facts_tsv BEFORE INSERT ON facts
            FOR EACH ROW EXECUTE FUNCTION writeback_facts_tsv();
        """
    )
    last = 0
    while True:
        rows = conn.execute(
            "SELECT seq, claim, entity FROM facts WHERE seq > %s ORDER BY seq LIMIT 5000",
            (last,),
        ).fetchall()
        if not rows:
            break
        with conn.cursor() as cur:
            cur.executemany(
                "UPDATE facts SET search_tsv = CAST(%s AS tsvector) WHERE seq = %s",
                [(search.tsvector_text(r["claim"], r["entity"]), r["seq"]) for r in rows],
            )
        last = rows[-1]["seq"]
    # no pending list: the planner's cost for a GIN index with one makes it scan instead
    conn.execute(
        "CREATE INDEX facts_search_tsv ON facts USING gin (search_tsv) WITH (fastupdate = off)"
    )


# v1 matched regular expressions with a trigram index; v2 replaced both (see above).
POSTGRES: list[tuple[int, Step]] = [
    (
        1,
        _tables("BIGSERIAL PRIMARY KEY")
        + """
        DO $$ BEGIN
            CREATE EXTENSION IF NOT EXISTS pg_trgm;
            CREATE INDEX facts_search_trgm ON facts USING gin (search_text gin_trgm_ops);
        EXCEPTION WHEN OTHERS THEN
            RAISE NOTICE 'pg_trgm unavailable: recall scans the facts table';
        END $$;
        """,
    ),
    (2, _postgres_tsvector),
    (3, _PROJECTS),
    (4, _SUPPRESSIONS),
]

LATEST = max(v for v, _ in SQLITE)
assert LATEST == max(v for v, _ in POSTGRES), "every backend has every migration"
