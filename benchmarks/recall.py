"""Recall latency on a big brain (mixed English/CJK facts), SQLite or PostgreSQL.

Loads N facts in bulk (one transaction of multi-row inserts, the same rows ``remember``
writes, so 1M facts take seconds, not minutes), then times ``Brain.recall`` over a fixed
query mix: common words that match tens of thousands of facts, rare words, two-word
queries and CJK substrings. Prints JSON with p50/p95 and the share of queries with hits.
Targets: p50 <= 10 ms and p95 <= 30 ms (SQLite at 1M facts, PostgreSQL at 100k).

    .venv/bin/python benchmarks/recall.py [--url sqlite:///tmp/x.db | postgresql://...]
                                          [--facts 1000000] [--queries 300]

Without --url a throwaway SQLite file is used. A URL must name an empty, disposable
brain (its facts table is filled) or one an earlier run filled with the same --facts
(reused as it is).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

EN_SUBJECTS = ["pnpm", "dark mode", "vim", "rust", "postgres", "kubernetes", "terraform",
               "tabs", "the launch", "the roadmap", "ruff", "pytest", "docker", "redis",
               "typescript", "go", "emacs", "zsh", "react", "svelte"]  # fmt: skip
EN_FRAMES = ["Prefers {} for project {}", "Decided to move {} to sprint {}",
             "Will migrate {} by week {}", "Stopped using {} in service {}",
             "Manager owns {} for team {}"]  # fmt: skip
ZH = ["我喜欢深色模式", "我们决定用Rust重写", "下个月要去上海出差", "我不吃辣",
      "项目的负责人是王伟", "发布日期推迟到三月", "我在北京工作", "我习惯用pnpm"]  # fmt: skip
JA = ["猫が好きです", "東京に住んでいます", "来週大阪に出張します", "Pythonを使うことにしました"]
KO = ["제 이름은 민준입니다", "저는 다크 모드를 선호합니다", "다음 주에 부산에 갑니다"]
QUERIES = ["pnpm", "dark mode", "rust", "Kubernetes", "launch", "roadmap sprint", "深色",
           "上海", "负责人", "東京", "好き", "민준", "다크 모드", "emacs zsh",
           "migrate terraform", "project 4242", "sprint 77777", "nothing-matches-this"]  # fmt: skip


def make_claim(i: int, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.6:
        return rng.choice(EN_FRAMES).format(rng.choice(EN_SUBJECTS), i)
    if r < 0.8:
        return f"{rng.choice(ZH)}（{i}号）"
    if r < 0.9:
        return f"{rng.choice(JA)}（{i}）"
    return f"{rng.choice(KO)} {i}"


def bulk_load(brain, n: int) -> None:
    """Insert ``n`` facts in one transaction with the rows ``remember`` would write."""
    from writeback.brain import base, search

    rng = random.Random(7)
    now = base.iso(base.utcnow())
    columns = ["id", "claim", "kind", "visibility", "source", "created_at", "valid_from",
               "content_hash", "search_text"]  # fmt: skip
    tsv = getattr(search, "tsvector_text", None)
    pg = type(brain).__name__ == "PostgresBrain"
    if pg and tsv is not None:
        columns.append("search_tsv")
    if not pg:  # FTS5 merges its segments through the page cache: give it room
        brain._conn.execute("PRAGMA cache_size = -262144")
    with brain._tx() as conn:
        batch: list[tuple] = []
        for i in range(n):
            claim = make_claim(i, rng)
            row = [uuid.uuid4().hex[:12], claim, "fact", "world", "bench", now, now,
                   base.content_hash(claim), search.index_text(claim)]  # fmt: skip
            if len(columns) == 10:
                row.append(tsv(claim))
            batch.append(tuple(row))
            if len(batch) == 5000 or i == n - 1:
                _insert(conn, columns, batch, pg)
                batch = []
        terms = "SELECT 1 FROM sqlite_master WHERE name = 'search_terms'"
        if not pg and conn.execute(terms).fetchone():  # the word list remember() keeps
            conn.execute("CREATE VIRTUAL TABLE temp.v USING fts5vocab(main, facts_fts, row)")
            conn.execute("INSERT OR IGNORE INTO search_terms(term) SELECT term FROM temp.v")
            conn.execute("DROP TABLE temp.v")


def _insert(conn, columns: list[str], rows: list[tuple], pg: bool) -> None:
    if pg:
        with conn.cursor().copy(f"COPY facts ({', '.join(columns)}) FROM STDIN") as copy:
            for row in rows:
                copy.write_row(row)
    else:
        marks = ",".join("?" * len(columns))
        conn.executemany(f"INSERT INTO facts ({', '.join(columns)}) VALUES ({marks})", rows)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", help="brain URL (default: a temporary SQLite file)")
    ap.add_argument("--facts", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=300)
    args = ap.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from writeback.brain import open_brain

    with tempfile.TemporaryDirectory() as d:
        url = args.url or f"sqlite:///{d}/bench.db"
        brain = open_brain(url)
        t0 = time.perf_counter()
        have = brain._read("SELECT COUNT(*) AS n FROM facts")[0]["n"]
        if have not in (0, args.facts):
            raise SystemExit(f"{url} holds {have} facts; use an empty brain or one of --facts")
        if have == 0:  # a brain filled by an earlier run is reused as it is
            bulk_load(brain, args.facts)
            if type(brain).__name__ == "PostgresBrain":
                brain._conn.execute("VACUUM ANALYZE facts")
        load_s = time.perf_counter() - t0
        queries = (QUERIES * (args.queries // len(QUERIES) + 1))[: args.queries]
        for q in QUERIES:
            brain.recall(q)  # warm caches
        timings = []
        per_query: dict[str, list[float]] = {}
        hits = 0
        for q in queries:
            t0 = time.perf_counter()
            found = brain.recall(q, limit=10)
            timings.append((time.perf_counter() - t0) * 1000)
            per_query.setdefault(q, []).append(timings[-1])
            hits += bool(found)
        brain.close()
    timings.sort()
    print(json.dumps({
        "benchmark": "recall",
        "backend": url.split(":", 1)[0],
        "facts": args.facts,
        "load_s": round(load_s, 1),
        "queries": len(queries),
        "queries_with_hits": hits,
        "recall_p50_ms": round(statistics.median(timings), 2),
        "recall_p95_ms": round(timings[int(len(timings) * 0.95) - 1], 2),
        "recall_max_ms": round(timings[-1], 2),
        "slowest_queries_p50_ms": dict(sorted(
            ((q, round(statistics.median(t), 1)) for q, t in per_query.items()),
            key=lambda kv: -kv[1])[:4]),
        "targets": {"p50_ms": 10, "p95_ms": 30},
    }))  # fmt: skip


if __name__ == "__main__":
    main()
