"""Scale behaviour (issue 16), without timings: recall is served by an index on both
backends and returns the same facts on both; existing brains upgrade; pending work is
found without reading terminal receipts; a burst that overflows serve's queue is never
lost; turns over a session's rate reach the brain while serve runs."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
import time
from datetime import UTC, datetime

import pytest

from tests.pg import postgres_database
from tests.serve_util import bank, brain_url, preference, receipts, wait_for
from writeback import config, corpus, paths
from writeback.brain import NewFact, migrations, open_brain, search
from writeback.brain.sql import ACTIVE, F_COLUMNS

# The recall test set: (claim, entity) in insertion order, then queries.
TS = "2026-01-01T00:00:00.000000Z"
FACTS = [
    ("Prefers pnpm over npm", None),
    ("Decided to move the roadmap to sprint 12", None),
    ("Will migrate terraform by week 3", None),
    ("Prefers dark mode in every editor", None),
    ("Stopped using docker in service billing", None),
    ("我喜欢深色模式", None),
    ("下个月要去上海出差", None),
    ("项目的负责人是王伟", None),
    ("猫が好きです", None),
    ("東京に住んでいます", None),
    ("제 이름은 민준입니다", None),
    ("Uses café-style naming for the Zürich office", None),
    ("Die Hauptstraße ist gesperrt", None),
    ("Deploys with /usr/local/bin/deploy.sh v1.2", None),
    ("Prefers pnpm for project apollo", "Apollo"),
    ("The roadmap for apollo is frozen", None),
    ("Manager owns the launch for team rust", None),
    ("Decided to use Rust for the new parser", None),
    ("Moved the launch to March 3rd", None),
    ("foo_bar is the legacy module name", None),
]
QUERIES = [
    "pnpm", "PNPM", "prefer", "dark mode", "roadmap sprint", "apollo roadmap", "rust",
    "launch rust team", "深色", "色深", "上海", "负责人", "好き", "東京", "민준", "cafe",
    "zurich", "Hauptstraße", "HAUPTSTRASSE", "deploy", "bin", "v1", "2", "foo", "bar_foo",
    "what is the launch date", "kubernetes", "...", "the", "pnpm roadmap rust launch apollo",
]  # fmt: skip


def _fill(url: str) -> list[list[str]]:
    with open_brain(url) as b:
        for claim, entity in FACTS:
            b.remember(NewFact(claim, entity=entity))
        return [[f.claim for f in b.recall(q, limit=5)] for q in QUERIES]


def test_recall_orders_by_terms_matched_then_newest(tmp_path):
    with open_brain(f"sqlite:///{tmp_path}/b.db") as b:
        old_both = b.remember(NewFact("rust and launch together")).id
        for i in range(5):
            b.remember(NewFact(f"rust note {i}"))
        got = b.recall("rust launch", limit=4)
    assert [f.id for f in got][0] == old_both  # more terms beat newer facts
    assert [f.claim for f in got][1:] == ["rust note 4", "rust note 3", "rust note 2"]


def test_recall_gives_the_same_results_on_sqlite_and_postgresql(tmp_path):
    sqlite_results = _fill(f"sqlite:///{tmp_path}/b.db")
    with postgres_database() as dsn:
        pg_results = _fill(dsn)
    assert pg_results == sqlite_results
    got = dict(zip(QUERIES, sqlite_results, strict=True))
    assert got["深色"] == ["我喜欢深色模式"] and got["色深"] == []
    assert got["cafe"] == ["Uses café-style naming for the Zürich office"]
    assert got["HAUPTSTRASSE"] == [] and got["kubernetes"] == [] and got["..."] == []
    assert got["bin"] == ["Deploys with /usr/local/bin/deploy.sh v1.2"]
    assert got["apollo roadmap"][0] == "The roadmap for apollo is frozen"


def test_sqlite_recall_plan_walks_the_index_newest_first(tmp_path):
    with open_brain(f"sqlite:///{tmp_path}/b.db") as b:
        source, order, params = b._match_all(search.ranked_terms("rust launch"))
        sql = (
            f"EXPLAIN QUERY PLAN SELECT {F_COLUMNS} FROM {source} AND {ACTIVE} "
            f"ORDER BY {order} DESC LIMIT 10"
        )
        plan = " | ".join(r[3] for r in b._conn.execute(sql, {**params, "now": "x"}))
    assert "VIRTUAL TABLE" in plan and "PRIMARY KEY" in plan
    assert "TEMP B-TREE" not in plan  # no sort of every match: the walk stops at the limit


def test_postgres_recall_uses_the_gin_index_for_words_and_cjk():
    with postgres_database() as dsn:
        with open_brain(dsn) as b:
            rows = []
            for i in range(30_000):
                claim = (
                    f"项目的负责人是王伟{i}"
                    if i % 1000 == 0
                    else f"我喜欢深色模式{i}"
                    if i % 3 == 0
                    else f"Prefers tool{i} for project {i}"
                )
                rows.append((f"id{i}", claim, "fact", "world", "cli", TS, TS, str(i),
                             search.index_text(claim), search.tsvector_text(claim)))  # fmt: skip
            with (
                b._tx() as conn,
                conn.cursor().copy(
                    "COPY facts (id, claim, kind, visibility, source, created_at, valid_from, "
                    "content_hash, search_text, search_tsv) FROM STDIN"
                ) as copy,
            ):
                for row in rows:
                    copy.write_row(row)
            b._conn.execute("ANALYZE facts")
            for query in ("tool1234", "负责人", "project tool77"):
                source, order, params = b._match_all(search.ranked_terms(query))
                sql = b._sql(
                    f"EXPLAIN SELECT {F_COLUMNS} FROM {source} AND {ACTIVE} "
                    f"ORDER BY {order} DESC LIMIT 10"
                )
                with b._recall_tx():  # the scope recall runs its queries in
                    plan = "\n".join(
                        r["QUERY PLAN"] for r in b._conn.execute(sql, {**params, "now": "x"})
                    )
                assert "facts_search_tsv" in plan and "Seq Scan" not in plan, (query, plan)
            assert [f.claim for f in b.recall("tool1234", limit=2)] == [
                "Prefers tool12349 for project 12349",
                "Prefers tool12347 for project 12347",  # 12348 is a CJK row
            ]


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_a_version_1_brain_upgrades_and_its_facts_are_recalled(backend, tmp_path, monkeypatch):
    from writeback.brain.postgres import PostgresBrain
    from writeback.brain.sqlite import SQLiteBrain

    cls = SQLiteBrain if backend == "sqlite" else PostgresBrain
    steps = migrations.SQLITE if backend == "sqlite" else migrations.POSTGRES

    def run(url: str) -> None:
        monkeypatch.setattr(cls, "migrations", steps[:1])
        with open_brain(url) as old, old._tx() as conn:  # a v1 writer's row
            old._exec(
                conn,
                "INSERT INTO facts (id, claim, kind, visibility, source, created_at, "
                "valid_from, content_hash, search_text) VALUES (?,?,?,?,?,?,?,?,?)",
                ("old1", "我喜欢深色模式 and pnpm", "fact", "world", "cli",
                 "2020-01-01T00:00:00.000000Z", "2020-01-01T00:00:00.000000Z", "h",
                 search.index_text("我喜欢深色模式 and pnpm")),
            )  # fmt: skip
            old._upsert_receipt(conn, corpus_name, "no_facts", True, {}, datetime.now(UTC), None, 0)
        monkeypatch.setattr(cls, "migrations", steps)
        with open_brain(url) as new:
            assert new.schema_version() == migrations.LATEST
            assert [f.id for f in new.recall("深色")] == ["old1"]
            assert [f.id for f in new.recall("PNPM")] == ["old1"]
            assert new.terminal_names([corpus_name, "other"]) == {corpus_name}

    corpus_name = ".wb-" + "0" * 32 + ".src-codex.json"
    if backend == "sqlite":
        run(f"sqlite:///{tmp_path}/old.db")
    else:
        with postgres_database() as dsn:
            run(dsn)


# pending work -----------------------------------------------------------------------------
@pytest.fixture
def salient():
    config.set_value("memory.auto_writeback", "salient")


def test_pending_discovery_reads_no_receipt_and_stats_only_pending_files(salient, monkeypatch):
    from writeback.serve.harvest import harvest
    from writeback.serve.sweep import pending_files

    files = [bank(preference(i)) for i in range(5)]
    with open_brain() as b:
        for p in files[:3]:
            assert harvest(b, p).terminal
        b.record_attempt(files[3].name, "read_error")  # non-terminal: still pending

        def forbidden(*_a, **_k):
            raise AssertionError("pending discovery read a receipt")

        monkeypatch.setattr(type(b), "receipts", forbidden)
        monkeypatch.setattr(type(b), "receipt", forbidden)
        statted: list[str] = []
        real_stat = corpus.os.stat

        def stat(path, *a, **k):
            statted.append(str(path).rsplit("/", 1)[-1])
            return real_stat(path, *a, **k)

        monkeypatch.setattr(corpus.os, "stat", stat)
        pending = pending_files(b)
    assert sorted(p.name for p in pending) == sorted(p.name for p in files[3:])
    assert sorted(statted) == sorted(p.name for p in files[3:])


def test_terminal_names_come_from_a_covering_index(tmp_path):
    with open_brain(f"sqlite:///{tmp_path}/b.db") as b:
        b.commit_harvest("a", [], "no_facts")
        b.record_attempt("b", "read_error")
        assert b.terminal_names(["a", "b", "c"]) == {"a"}
    conn = sqlite3.connect(tmp_path / "b.db")
    plan = conn.execute(
        "EXPLAIN QUERY PLAN SELECT corpus_file FROM harvest_receipts "
        "INDEXED BY harvest_receipts_terminal WHERE terminal = 1 AND corpus_file IN (?)",
        ("a",),
    ).fetchall()
    conn.close()
    assert "COVERING INDEX harvest_receipts_terminal" in plan[0][3]


def _server(start: bool = True, **kwargs):
    from writeback.serve.daemon import Server

    server = Server(brain_url(), rescan_seconds=3600, **kwargs)  # the periodic rescan never runs
    server._brain = open_brain()
    threads = [
        threading.Thread(target=server._work_loop, daemon=True),
        threading.Thread(target=server._rescan_loop, daemon=True),
    ]
    if start:
        for t in threads:
            t.start()
    return server, threads


def _stop(server, threads) -> None:
    server.stop()
    for t in threads:
        t.join(10)
    server._brain.close()


def test_a_burst_that_overflows_the_queue_is_harvested_without_a_rescan(salient):
    paths.ensure_dir(paths.corpus_dir())
    # The burst arrives before the worker takes anything (on a quiet machine it would
    # otherwise drain a 4-slot queue as fast as it fills, and nothing would overflow).
    server, threads = _server(start=False, queue_size=4)
    try:
        files = [bank(preference(i), session=f"s{i}") for i in range(40)]
        answers = []
        for p in files:  # what the watcher and the hooks' nudges do
            try:
                answers.append(server._admit(p))
            except Exception as exc:  # busy: the queue is full
                answers.append(type(exc).__name__)
        for t in threads:
            t.start()
        assert "ProtocolError" in answers, "the queue never overflowed; the test proves nothing"
        wait_for(lambda: len([o for o, t in receipts().values() if t]) == 40, timeout=60)
        assert server.counters["refill"] >= 1
    finally:
        _stop(server, threads)


def test_files_the_watcher_dropped_after_a_burst_are_found_without_waiting(salient):
    from writeback.serve import daemon

    paths.ensure_dir(paths.corpus_dir())
    server, threads = _server()  # its periodic check is an hour away; no watcher runs
    try:
        wait_for(lambda: server.counters["rescan.full"] == 1)  # the startup pass: nothing
        files = [bank(preference(i), session=f"s{i}") for i in range(5)]
        assert receipts() == {}
        with server._state:  # the watcher reported a burst (and the kernel dropped these)
            server._watched, server._watched_at = daemon.CATCH_UP_AFTER, time.monotonic()
        server._wake.set()
        wait_for(lambda: len([o for o, t in receipts().values() if t]) == 5, timeout=30)
        assert server.counters["rescan.catch_up"] == 1
    finally:
        _stop(server, threads)
    assert {n for n in receipts()} == {p.name for p in files}


def test_serve_reads_each_banked_file_once(salient, monkeypatch):
    paths.ensure_dir(paths.corpus_dir())
    server, threads = _server(start=False)
    try:
        files = [bank(preference(i), session=f"s{i}") for i in range(4)]
        assert [server._admit(p) for p in files] == ["queued"] * 4  # read here ...
        files[3].unlink()  # (forgotten while queued: its turn must not be stored)

        real = corpus.load

        def read_again(path):
            if path.name != files[3].name:
                raise AssertionError(f"{path.name} read twice")
            return real(path)  # ... but a file gone since is looked for again: missing

        monkeypatch.setattr(corpus, "load", read_again)
        for t in threads:
            t.start()
        wait_for(lambda: len([o for o, t in receipts().values() if t]) == 3, timeout=30)
        wait_for(lambda: server.counters.get("harvest.missing"), timeout=30)
    finally:
        _stop(server, threads)
    assert {n: o for n, (o, _t) in receipts().items()} == {p.name: "extracted" for p in files[:3]}


def test_turns_over_the_session_rate_reach_the_brain_while_serve_runs(salient):
    paths.ensure_dir(paths.corpus_dir())
    server, threads = _server(session_cap=2, session_window=0.5)
    try:
        files = [bank(preference(i), session="chatty") for i in range(5)]
        answers = [server._admit(p) for p in files]
        assert answers.count("deferred") == 3
        wait_for(lambda: len([o for o, t in receipts().values() if t]) == 5, timeout=30)
    finally:
        _stop(server, threads)
    assert all(o == "extracted" for o, _t in receipts().values())


def test_idle_serve_does_not_list_an_unchanged_corpus(salient, monkeypatch):
    from writeback.serve import daemon

    files = [bank(preference(i)) for i in range(3)]
    server, threads = _server()
    try:
        wait_for(lambda: len(receipts()) == 3, timeout=30)
        old = datetime.now().timestamp() - 60
        os.utime(paths.corpus_dir(), (old, old))  # an unchanged directory
        server.rescan(full=True)
        listed: list[int] = []
        real = daemon.pending_files
        monkeypatch.setattr(daemon, "pending_files", lambda *a: listed.append(1) or real(*a))
        server.rescan(full=False)
        server.rescan(full=False)
        assert listed == [] and server.counters["rescan.retries"] == 2
        bank(preference(9))  # the directory changes: the next check lists it
        server.rescan(full=False)
        assert listed == [1]
    finally:
        _stop(server, threads)
    assert all(t for _o, t in receipts().values()) and len(files) == 3


# lean start-up -------------------------------------------------------------------------------
def _modules_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys; print(' '.join(sys.modules))"],
                         capture_output=True, text=True, check=True, timeout=120)  # fmt: skip
    return set(out.stdout.split())


def test_the_secret_scan_never_imports_requests():
    loaded = _modules_after(
        "from writeback.secrets import scan\n"
        "assert scan('deploy key AKIAQQQQ7RZ2MX4KPL9W for the prod bucket') == ['AWS Access Key']"
    )
    assert "detect_secrets" in loaded and "urllib3" not in loaded
    # the stand-in becomes the real package on first use
    code = "import writeback.secrets as s; s.scan('x'); import requests; print(requests.get)"
    assert "urllib3" in _modules_after(code)


def test_the_mcp_server_loads_no_client_side_of_the_sdk():
    loaded = _modules_after(
        "import writeback.mcp.server as m\nfrom mcp.server.stdio import stdio_server"
    )
    assert "mcp.server.lowlevel" in loaded
    assert not {"mcp.client", "mcp.server.mcpserver", "httpx2"} & loaded
    code = "import writeback.mcp.server\nfrom mcp import ClientSession; print(ClientSession)"
    assert "mcp.client" in _modules_after(code)  # the package __init__ still runs when asked


def test_commands_that_never_extract_do_not_compile_the_rules_engine():
    loaded = _modules_after(
        "from writeback.serve import harvest, sweep, daemon\nimport writeback.mcp.server"
    )
    assert "writeback.extract.rules" not in loaded
