"""Sweep throughput: 10,000 banked turns into a fresh SQLite brain.

Banks N varied turns (English/CJK, facts and no-facts) with the hook's own corpus code,
then times one `writeback sweep --once` process and reads its peak RSS.
Prints JSON. Targets: ≥ 500 turns/s, peak RSS ≤ 150 MB.

    .venv/bin/python benchmarks/harvest.py [--turns 10000]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TEMPLATES = [
    "I prefer {w} over npm for project {i}.",
    "We decided to move service {i} to {w}.",
    "My manager on team {i} is Alice Chen.",
    "Could you refactor module {i} and run the tests?",
    "我喜欢用{w}做第{i}个项目",
    "プロジェクト{i}では{w}を使うことにしました",
    "저는 프로젝트 {i}에서 {w}를 선호합니다",
    "The roadmap for area {i} is frozen until {w} ships.",
]
WORDS = ["pnpm", "rust", "postgres", "vim", "svelte", "terraform", "zig", "deno"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, default=10_000)
    args = ap.parse_args()
    bin_ = str(Path(sys.executable).parent / "writeback")
    with tempfile.TemporaryDirectory(prefix="wbharvest") as tmp:
        env = dict(os.environ, WRITEBACK_HOME=f"{tmp}/wb", HOME=f"{tmp}/home",
                   CLAUDE_CONFIG_DIR=f"{tmp}/claude", CODEX_HOME=f"{tmp}/codex")  # fmt: skip
        env.pop("WRITEBACK_BRAIN_URL", None)
        subprocess.run([bin_, "config", "set", "memory.auto_writeback", "salient"], env=env,
                       check=True, capture_output=True)  # fmt: skip
        bank = (
            "import sys, json\n"
            "from writeback import corpus\n"
            "tpl, words, n = json.loads(sys.argv[1]), json.loads(sys.argv[2]), int(sys.argv[3])\n"
            "for i in range(n):\n"
            "    text = tpl[i % len(tpl)].format(w=words[i % len(words)], i=i)\n"
            "    corpus.bank(corpus.TurnRecord(harness='codex', event='codex-stop',"
            " session_id=f's{i % 50}', turn_id=None, cwd='/w', captured_at=corpus.now_iso(),"
            " turn_ts=None, source_id='codex', text=text, mode='salient'))\n"
        )
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", bank, json.dumps(TEMPLATES), json.dumps(WORDS),
                        str(args.turns)], env=env, check=True)  # fmt: skip
        bank_s = time.perf_counter() - t0
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        t0 = time.perf_counter()
        out = subprocess.run([bin_, "sweep", "--once", "--budget", "3600s", "--json"], env=env,
                             capture_output=True, text=True, check=True)  # fmt: skip
        sweep_s = time.perf_counter() - t0
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        summary = json.loads(out.stdout)
    print(json.dumps({
        "benchmark": "harvest",
        "turns": args.turns,
        "harvested": summary["harvested_total"],
        "outcomes": summary["harvested"],
        "facts": summary["facts"],
        "remaining": summary["remaining"],
        "sweep_seconds": round(sweep_s, 2),
        "turns_per_s": round(summary["harvested_total"] / sweep_s, 1),
        "peak_rss_mb": round(max(peak_kb, before) / 1024, 1),
        "bank_turns_per_s": round(args.turns / bank_s, 1),
        "targets": {"turns_per_s": 500, "peak_rss_mb": 150},
    }))  # fmt: skip


if __name__ == "__main__":
    main()
