"""Brain semantics on every backend (SQLite always; PostgreSQL when the local server is up):
migrations, dedup, supersede, TTL, as-of, CJK recall, receipts, usage, concurrency."""

import sqlite3
import threading
from datetime import UTC, datetime, timedelta

import pytest

from tests.pg import postgres_database
from writeback.brain import (
    BrainError,
    BrainUnavailable,
    FactNotFound,
    IdempotencyConflict,
    NewFact,
    migrations,
    open_brain,
)


@pytest.fixture(params=["sqlite", "postgres"])
def url(request, tmp_path):
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/brain.db"
    else:
        with postgres_database() as dsn:
            yield dsn


@pytest.fixture
def brain(url):
    b = open_brain(url)
    yield b
    b.close()


def test_postgres_schema_built_from_empty(url):
    with open_brain(url) as b:
        assert b.schema_version() == migrations.LATEST
    with open_brain(url) as b:  # reopening applies nothing twice
        assert b.schema_version() == migrations.LATEST
        assert b.list_facts() == []


def test_sqlite_schema_built_from_empty_with_versioned_migrations(tmp_path):
    path = tmp_path / "fresh.db"
    with open_brain(str(path)) as b:
        assert b.schema_version() == migrations.LATEST
    conn = sqlite3.connect(path)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"facts", "config", "harvest_receipts", "usage_events", "schema_migrations"} <= tables
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    versions = [r[0] for r in conn.execute("SELECT version FROM schema_migrations")]
    assert versions == [v for v, _ in migrations.SQLITE]
    conn.close()
    # reopening applies nothing twice
    with open_brain(str(path)) as b:
        assert b.schema_version() == migrations.LATEST
    assert (path.stat().st_mode & 0o777) == 0o600


def test_dedup_by_normalized_claim(brain):
    first = brain.remember(NewFact("Prefers pnpm over npm", kind="preference"))
    again = brain.remember(NewFact("  prefers PNPM over npm. ", kind="preference"))
    assert first.status == "inserted"
    assert again.status == "duplicate" and again.id == first.id
    assert len(brain.list_facts()) == 1
    other_entity = brain.remember(NewFact("Prefers pnpm over npm", entity="Acme"))
    assert other_entity.status == "inserted"


def test_idempotency_key(brain):
    a = brain.remember(NewFact("Uses Linux", idempotency_key="k1"))
    b = brain.remember(NewFact("uses linux.", idempotency_key="k1"))  # same content: replay
    assert b.status == "duplicate" and b.id == a.id
    with pytest.raises(IdempotencyConflict):
        brain.remember(NewFact("Uses Linux at home", idempotency_key="k1"))


def test_recall_english_words_any_case_and_cjk_substrings(brain):
    brain.remember(NewFact("我喜欢深色模式", kind="preference"))
    brain.remember(NewFact("Prefers Dark Mode in every editor", kind="preference"))
    brain.remember(NewFact("제 이름은 민준입니다"))
    brain.remember(NewFact("猫が好きです"))
    assert [f.claim for f in brain.recall("深色")] == ["我喜欢深色模式"]
    assert [f.claim for f in brain.recall("dark MODE")] == ["Prefers Dark Mode in every editor"]
    assert [f.claim for f in brain.recall("editor")]
    assert [f.claim for f in brain.recall("민준")] == ["제 이름은 민준입니다"]
    assert [f.claim for f in brain.recall("好き")] == ["猫が好きです"]
    assert brain.recall("色深") == []  # a substring, not a bag of characters
    assert brain.recall("...") == []
    assert brain.recall("kubernetes") == []


def test_ttl_expiry_and_as_of(brain):
    now = datetime.now(UTC)
    past = now - timedelta(days=10)
    fact = brain.remember(
        NewFact("Travelling in Shanghai", valid_until=past + timedelta(days=3)), now=past
    )
    assert brain.recall("shanghai") == []
    seen = brain.recall("shanghai", as_of=past + timedelta(days=1))
    assert [f.id for f in seen] == [fact.id]
    assert brain.recall("shanghai", as_of=past + timedelta(days=4)) == []
    assert brain.recall("shanghai", as_of=past - timedelta(days=1)) == []
    # lapsed facts are kept (history), and stating it again inserts a new active row
    again = brain.remember(NewFact("Travelling in Shanghai"))
    assert again.status == "inserted" and again.id != fact.id


def test_forget_and_history(brain):
    r = brain.remember(NewFact("Works at Acme"))
    before = datetime.now(UTC)
    forgotten = brain.forget(r.id, reason="left the company")
    assert forgotten.expired_at is not None and "left the company" in forgotten.expired_reason
    assert brain.recall("acme") == []
    assert [f.id for f in brain.recall("acme", as_of=before)] == [r.id]
    with pytest.raises(FactNotFound):
        brain.forget("nope")


def test_correction_supersedes_in_one_transaction(brain):
    old = brain.remember(NewFact("Launch is on March 1st", kind="project_state", entity="Launch"))
    new = brain.remember(
        NewFact("Launch is on March 3rd", kind="correction", entity="Launch", corrects="March 1st")
    )
    assert new.status == "superseded" and new.superseded == (old.id,)
    old_row = brain.get(old.id)
    assert old_row.superseded_by == new.id and old_row.expired_at is not None
    assert [f.id for f in brain.recall("launch")] == [new.id]


def test_config_plane_roundtrip(brain):
    brain.config_set("memory.auto_writeback", "salient")
    brain.config_set("facts.extraction_enabled", False)
    assert brain.config_all() == {
        "memory.auto_writeback": "salient",
        "facts.extraction_enabled": False,
    }
    brain.config_unset("memory.auto_writeback")
    assert "memory.auto_writeback" not in brain.config_all()


def test_commit_harvest_is_exactly_once(brain):
    facts = [NewFact("Prefers tabs", source="hook:writeback", provenance="f1")]
    first = brain.commit_harvest("f1", facts, "extracted")
    second = brain.commit_harvest("f1", facts + [NewFact("Other")], "extracted")
    assert first.written and not second.written
    assert len(brain.list_facts()) == 1
    receipt = brain.receipt("f1")
    assert receipt.terminal and receipt.outcome == "extracted" and receipt.detail["inserted"] == 1


def test_commit_harvests_is_one_transaction_of_exactly_once_turns(brain):
    said = NewFact("Prefers tabs", source="hook:writeback", provenance="b1")
    brain.commit_harvest("b0", [], "no_facts")
    commits = brain.commit_harvests([
        ("b0", [NewFact("Never stored")], "extracted", None),  # already terminal
        ("b1", [said], "extracted", {"turn_id": "t1"}),
        ("b2", [NewFact("Prefers tabs", provenance="b2")], "extracted", None),  # same claim
        ("b3", [], "writeback_off", None),
    ])  # fmt: skip
    assert [c.written for c in commits] == [False, True, True, True]
    assert [r.status for r in commits[1].results] == ["inserted"]
    assert [r.status for r in commits[2].results] == ["duplicate"]  # sees b1's insert
    assert [f.claim for f in brain.list_facts()] == ["Prefers tabs"]
    got = brain.receipts(["b0", "b1", "b2", "b3"])
    assert {n: (r.outcome, r.terminal) for n, r in got.items()} == {
        "b0": ("no_facts", True),
        "b1": ("extracted", True),
        "b2": ("extracted", True),
        "b3": ("writeback_off", True),
    }
    assert got["b1"].detail["turn_id"] == "t1" and got["b1"].attempts == 1
    # all or nothing: a turn the brain refuses takes the rest of its batch with it
    brain.remember(NewFact("Keyed", idempotency_key="k"))
    with pytest.raises(IdempotencyConflict):
        brain.commit_harvests([
            ("c1", [NewFact("Fresh claim")], "extracted", None),
            ("c2", [NewFact("Other claim", idempotency_key="k")], "extracted", None),
        ])  # fmt: skip
    assert brain.receipts(["c1", "c2"]) == {}
    assert [f.claim for f in brain.recall("fresh")] == []


def test_non_terminal_attempts_count_and_never_override_terminal(brain):
    r1 = brain.record_attempt("f2", "read_error")
    r2 = brain.record_attempt("f2", "extractor_error", detail={"error": "timeout"})
    assert not r2.terminal and r2.attempts == 2 and r1.attempts == 1
    brain.commit_harvest("f2", [], "no_facts")
    r3 = brain.record_attempt("f2", "read_error")
    assert r3.terminal and r3.outcome == "no_facts"
    assert set(brain.receipts(["f2", "zz"])) == {"f2"}


def test_harvest_outcomes_are_the_closed_sets(brain):
    """A receipt's outcome is one of base.TERMINAL_OUTCOMES / RETRY_OUTCOMES (the sets the
    README documents); anything else is a bug and is refused, never stored."""
    from writeback.brain.base import RETRY_OUTCOMES, TERMINAL_OUTCOMES

    for outcome in RETRY_OUTCOMES:
        assert brain.record_attempt(f"r-{outcome}", outcome).outcome == outcome
    for outcome in TERMINAL_OUTCOMES:
        assert brain.commit_harvest(f"t-{outcome}", [], outcome).written
    with pytest.raises(ValueError):
        brain.commit_harvest("x1", [], "read_error")  # a retry outcome is not terminal
    with pytest.raises(ValueError):
        brain.record_attempt("x2", "extracted")  # nor a terminal one a retry
    with pytest.raises(ValueError):
        brain.record_attempt("x3", "whatever")
    assert brain.receipts(["x1", "x2", "x3"]) == {}


def test_harvest_writes_only_outcomes_of_the_closed_sets():
    """Every outcome serve/harvest.py gives _final / _retry is in the matching set."""
    import ast

    from tests.conftest import REPO
    from writeback.brain.base import RETRY_OUTCOMES, TERMINAL_OUTCOMES

    seen: dict[str, set[str]] = {"_final": set(), "_retry": set()}
    tree = ast.parse((REPO / "serve" / "harvest.py").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) in seen:
            literal = node.args[2]
            assert isinstance(literal, ast.Constant), ast.unparse(node)
            seen[node.func.id].add(literal.value)  # type: ignore[attr-defined]
    assert seen["_final"] and seen["_final"] <= set(TERMINAL_OUTCOMES)
    assert seen["_retry"] and seen["_retry"] <= set(RETRY_OUTCOMES)


def test_usage_counts_window(brain):
    now = datetime.now(UTC)
    brain.record_usage("claude-code", "remember", "inserted", now=now - timedelta(days=8))
    brain.record_usage("claude-code", "remember", "inserted", now=now)
    brain.record_usage("codex", "remember", "duplicate", now=now)
    counts = brain.usage_counts(now - timedelta(days=7))
    assert counts == {
        ("claude-code", "remember", "inserted"): 1,
        ("codex", "remember", "duplicate"): 1,
    }


def test_concurrent_writers_do_not_duplicate(url):
    open_brain(url).close()
    results = []

    def worker():
        with open_brain(url) as b:
            for i in range(20):
                results.append(b.remember(NewFact(f"fact number {i}")).status)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    with open_brain(url) as b:
        assert len(b.list_facts()) == 20
    assert results.count("inserted") == 20 and results.count("duplicate") == 60


def test_garbage_file_is_damaged_not_a_crash(tmp_path):
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(BrainError) as info:  # not BrainUnavailable: retrying cannot help
        open_brain(str(path))
    assert not isinstance(info.value, BrainUnavailable)
    assert "damaged" in str(info.value)


def test_unreachable_postgres_is_unavailable_without_leaking_the_password():
    with pytest.raises(BrainUnavailable) as info:
        open_brain("postgresql://u:hunter2@127.0.0.1:1/db")
    assert "hunter2" not in str(info.value)


def test_recall_finds_words_by_their_own_spelling(brain):
    brain.remember(NewFact("Die Hauptstraße ist gesperrt"))
    assert [f.claim for f in brain.recall("Hauptstraße")] == ["Die Hauptstraße ist gesperrt"]
    assert [f.claim for f in brain.recall("HAUPTSTRASSE")] == []  # no ß folding; documented


def test_postgres_reconnects_after_the_server_drops_the_connection():
    import psycopg

    with postgres_database() as dsn, open_brain(dsn) as b:
        b.remember(NewFact("Uses Postgres 15"))
        pid = b._conn.info.backend_pid
        with psycopg.connect(dsn, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        try:  # the first call may learn of the drop the hard way …
            b.recall("postgres")
        except BrainUnavailable:
            pass
        # … but the brain heals: later calls reconnect
        assert b.remember(NewFact("Deploys on Fridays")).status == "inserted"
        assert len(b.list_facts()) == 2


def test_postgres_lock_timeout_does_not_poison_the_connection(monkeypatch):
    import psycopg

    from writeback.brain import postgres

    monkeypatch.setattr(postgres, "LOCK_TIMEOUT_S", 0.3)
    with postgres_database() as dsn, open_brain(dsn) as b:
        with psycopg.connect(dsn, autocommit=True) as other:
            other.execute("BEGIN")
            other.execute(f"SELECT pg_advisory_xact_lock({postgres.WRITE_LOCK_KEY})")
            with pytest.raises(BrainUnavailable):
                b.remember(NewFact("Blocked writer"))
            other.execute("ROLLBACK")
        assert b.remember(NewFact("Unblocked writer")).status == "inserted"
        assert [f.claim for f in b.recall("writer")] == ["Unblocked writer"]


def test_usage_budget_is_one_transaction_across_writers(url):
    from datetime import UTC, datetime

    open_brain(url).close()
    since = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    granted = []

    def worker():
        with open_brain(url) as b:
            for _ in range(10):
                granted.append(
                    b.record_usage_within("t", "extract:command", 7, since, now=datetime.now(UTC))
                )

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert granted.count(True) == 7  # never more calls than the budget, whoever asks
    with open_brain(url) as b:
        assert sum(b.usage_counts(since).values()) == 7
