"""Recall latency on a 100,000-fact SQLite brain (mixed English/CJK).

Prints JSON: insert rate (facts/s, one transaction per remember() as in real use and
a batched figure), and recall median/p95 over 200 queries. Target: median ≤ 20 ms.

    .venv/bin/python benchmarks/recall.py [--facts 100000] [--queries 200]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
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


def make_claim(i: int, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.6:
        return rng.choice(EN_FRAMES).format(rng.choice(EN_SUBJECTS), i)
    if r < 0.8:
        return f"{rng.choice(ZH)}（{i}号）"
    if r < 0.9:
        return f"{rng.choice(JA)}（{i}）"
    return f"{rng.choice(KO)} {i}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--facts", type=int, default=100_000)
    ap.add_argument("--queries", type=int, default=200)
    args = ap.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from writeback.brain import NewFact, open_brain

    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as d:
        brain = open_brain(f"sqlite:///{d}/bench.db")
        # single-transaction remember() for a sample: the real per-call cost
        t0 = time.perf_counter()
        single = 500
        for i in range(single):
            brain.remember(NewFact(make_claim(i, rng)))
        single_rate = single / (time.perf_counter() - t0)
        # bulk-load the rest through the harvest path (many facts per transaction)
        t0 = time.perf_counter()
        batch: list[NewFact] = []
        for i in range(single, args.facts):
            batch.append(NewFact(make_claim(i, rng)))
            if len(batch) == 1000:
                brain.commit_harvest(f"bench-{i}", batch, "extracted")
                batch = []
        if batch:
            brain.commit_harvest("bench-last", batch, "extracted")
        bulk_rate = (args.facts - single) / (time.perf_counter() - t0)

        queries = (["pnpm", "dark mode", "rust", "Kubernetes", "launch", "roadmap sprint",
                    "深色", "上海", "负责人", "東京", "好き", "민준", "다크 모드",
                    "emacs zsh", "migrate terraform"] * 20)[: args.queries]  # fmt: skip
        for q in queries[:10]:
            brain.recall(q)  # warm the page cache
        timings = []
        hits = 0
        for q in queries:
            t0 = time.perf_counter()
            found = brain.recall(q, limit=10)
            timings.append((time.perf_counter() - t0) * 1000)
            hits += bool(found)
        brain.close()
    timings.sort()
    print(json.dumps({
        "benchmark": "recall",
        "facts": args.facts,
        "queries": len(queries),
        "queries_with_hits": hits,
        "recall_median_ms": round(statistics.median(timings), 3),
        "recall_p95_ms": round(timings[int(len(timings) * 0.95) - 1], 3),
        "insert_rate_single_tx_per_s": round(single_rate, 1),
        "insert_rate_batched_per_s": round(bulk_rate, 1),
        "target_median_ms": 20,
    }))  # fmt: skip


if __name__ == "__main__":
    main()
