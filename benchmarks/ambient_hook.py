"""The read-side hooks' cost: `writeback hook claude-session-start` and
`claude-prompt-submit` against a brain of N facts (no serve), as ratios to a bare
`python -c pass` from the same venv, measured in the same run.

Prints JSON: median wall time of each hook and of the baseline over several runs, the
ratios, and the brief's size. Target (issue 13): ≤ 6× without serve at 100,000 facts.

    .venv/bin/python benchmarks/ambient_hook.py [--facts 100000] [--runs 15]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
PAYLOAD = {"session_id": "bench", "cwd": "/tmp", "hook_event_name": "SessionStart"}


def timed(argv: list[str], env: dict[str, str], stdin: bytes = b"") -> tuple[float, bytes]:
    t0 = time.perf_counter()
    proc = subprocess.run(argv, input=stdin, capture_output=True, env=env, check=False)
    return time.perf_counter() - t0, proc.stdout


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--facts", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from recall import bulk_load

    from writeback.brain import NewFact, open_brain

    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "WRITEBACK_HOME": home, "HOME": home}
        env.pop("WRITEBACK_BRAIN_URL", None)
        url = f"sqlite:///{home}/brain.db"
        with open_brain(url) as brain:
            bulk_load(brain, args.facts)
            for claim, kind in [("Prefers pnpm over npm", "preference"),
                                ("Deploys the api on Fridays", "decision")]:  # fmt: skip
                brain.remember(NewFact(claim, kind))
        Path(home, "config.json").write_text(json.dumps({"memory.ambient_recall": "prompt"}))
        wb = str(BIN / "writeback")
        base, start, prompt, size = [], [], [], 0
        for i in range(args.runs):  # interleaved, so load hits all three alike
            base.append(timed([str(BIN / "python"), "-c", "pass"], env)[0])
            payload = dict(PAYLOAD, session_id=f"bench-{i}")
            t, out = timed([wb, "hook", "claude-session-start"], env, json.dumps(payload).encode())
            start.append(t)
            size = len(json.loads(out)["hookSpecificOutput"]["additionalContext"]) if out else 0
            payload = dict(payload, prompt="how do we deploy the api?", session_id=f"p-{i}")
            prompt.append(timed([wb, "hook", "claude-prompt-submit"], env, json.dumps(payload).encode())[0])  # fmt: skip
    b = statistics.median(base)
    print(json.dumps({
        "benchmark": "ambient_hook",
        "facts": args.facts,
        "runs": args.runs,
        "python_pass_ms": round(b * 1000, 1),
        "session_start_ms": round(statistics.median(start) * 1000, 1),
        "prompt_submit_ms": round(statistics.median(prompt) * 1000, 1),
        "session_start_ratio": round(statistics.median(start) / b, 2),
        "prompt_submit_ratio": round(statistics.median(prompt) / b, 2),
        "brief_chars": size,
    }))  # fmt: skip


if __name__ == "__main__":
    main()
