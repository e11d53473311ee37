"""Extraction speed of the rules engine: turns per second, single-threaded.

Runs the eval set (tests/eval/turns.jsonl) repeated to at least 10,000 turns, five
times, and prints the median as JSON. Target: >= 2,000 turns/s.

    python benchmarks/extract.py [FIXTURES.jsonl]
"""

from __future__ import annotations

import json
import platform
import statistics
import sys
import time
from pathlib import Path

from writeback.extract.rules import RulesExtractor

TARGET_TURNS = 10_000
RUNS = 5


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else Path(__file__).parents[1] / "tests/eval/turns.jsonl"
    texts = [
        json.loads(line)["text"] for line in path.read_text("utf-8").splitlines() if line.strip()
    ]
    turns = (texts * (TARGET_TURNS // len(texts) + 1))[:TARGET_TURNS]
    extractor = RulesExtractor()
    extractor.extract(texts[0])  # warm-up
    rates = []
    facts = 0
    for _ in range(RUNS):
        start = time.perf_counter()
        facts = sum(len(extractor.extract(t)) for t in turns)
        rates.append(len(turns) / (time.perf_counter() - start))
    print(
        json.dumps(
            {
                "engine": "rules",
                "turns": len(turns),
                "runs": RUNS,
                "facts_per_run": facts,
                "turns_per_s_median": round(statistics.median(rates)),
                "turns_per_s_min": round(min(rates)),
                "python": platform.python_version(),
                "target_turns_per_s": 2000,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
