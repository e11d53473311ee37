"""N Stop hooks started at once, with and without serve: is every turn banked and harvested?

Usage: .venv/bin/python benchmarks/load.py [--hooks 50] [--runs 3] [--mode both|serve|no-serve]

Each run starts ``--hooks`` real ``writeback hook claude-stop`` processes at the same instant
(each its own session and transcript, every turn eligible), waits for every hook to exit,
then for the banked files to be harvested (serve: by serve; no serve: one ``sweep --once``).
Prints one JSON object; per mode the median over runs of banked/expected,
harvested/expected, the heartbeat reasons, the hooks' wall times (median/p95/max, ms) as
the agent sees them (process start → exit and pipes closed), and the hooks' own answer
times from the heartbeat (hook start → answer; the 2 s deadline applies to this). Two
floors are measured in the same run, interleaved: N concurrent ``python -c pass`` and N
concurrent hooks with capture off (start-up, read config.json, exit). On a shared 2-core
machine the wall time is dominated by that start-up contention; what the hook adds on top
is its own answer time. Everything runs in a throwaway WRITEBACK_HOME / CLAUDE_CONFIG_DIR.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

from hook import serving  # the same real serve, started and stopped the same way

PY = sys.executable
BIN = str(Path(PY).parent / "writeback")
TEXTS = (
    "We moved the launch of project {i} to March {d}rd, and I prefer pnpm over npm there.",
    "For service {i} we decided to use PostgreSQL {d} instead of MySQL from now on.",
)


def _line(kind: str, text: str, uuid: str, session: str) -> str:
    return json.dumps({"type": kind, "uuid": uuid, "sessionId": session, "isSidechain": False,
                       "timestamp": "2026-01-01T00:00:00Z",
                       "message": {"role": kind, "content": text}}) + "\n"  # fmt: skip


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def one_run(n: int, with_serve: bool, run_no: int) -> dict:
    with tempfile.TemporaryDirectory(prefix="wbload") as tmp:
        base = Path(tmp)
        env = dict(os.environ, WRITEBACK_HOME=str(base / "wb"), CLAUDE_CONFIG_DIR=str(base / "claude"),
                   CODEX_HOME=str(base / "codex"), HOME=str(base / "home"))  # fmt: skip
        for var in ("WRITEBACK_HOOKS", "WRITEBACK_SESSION", "WRITEBACK_BRAIN_URL"):
            env.pop(var, None)
        subprocess.run([BIN, "config", "set", "memory.auto_writeback", "salient"], env=env,
                       check=True, stdout=subprocess.DEVNULL)  # fmt: skip
        proj = base / "claude" / "projects" / "load"
        proj.mkdir(parents=True)
        payloads = []
        for i in range(n):
            session = f"load-{run_no}-{i}"
            path = proj / f"{session}.jsonl"
            text = TEXTS[i % len(TEXTS)].format(i=i, d=i % 28 + 1)
            path.write_text(
                _line("user", text, f"u-{i}", session)
                + _line("assistant", "Done.", f"a-{i}", session)
            )
            payloads.append(json.dumps({"session_id": session, "transcript_path": str(path),
                                        "cwd": str(base), "hook_event_name": "Stop",
                                        "prompt_id": f"p-{i}"}).encode())  # fmt: skip
        with serving(env) if with_serve else contextlib.nullcontext():
            procs = []
            for data in payloads:
                proc = subprocess.Popen([BIN, "hook", "claude-stop"], env=env, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)  # fmt: skip
                start = time.perf_counter()
                assert proc.stdin is not None
                proc.stdin.write(data)  # as a harness does: the payload at once, then EOF
                proc.stdin.close()
                procs.append((start, proc))
            walls = [0.0] * n

            def wait(i: int, start: float, proc: subprocess.Popen) -> None:
                # As a harness does: until the hook exits *and* its stdout/stderr close.
                proc.stdin = None
                proc.communicate(timeout=60)
                walls[i] = (time.perf_counter() - start) * 1000

            waiters = [threading.Thread(target=wait, args=(i, *p)) for i, p in enumerate(procs)]
            for t in waiters:
                t.start()
            for t in waiters:
                t.join()
            corpus = base / "wb" / "corpus"
            settle = time.monotonic() + 60  # detached work may still be finishing
            while time.monotonic() < settle and _reasons_count(base) < n:
                time.sleep(0.1)
            banked = len(list(corpus.glob(".wb-*.json")))
            if with_serve:
                deadline = time.monotonic() + 120
                while time.monotonic() < deadline and _harvested(env) < banked:
                    time.sleep(0.25)
        if not with_serve:
            subprocess.run([BIN, "sweep", "--once", "--budget", "5m"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        harvested = _harvested(env)
        beats = _heartbeats(base)
        reasons = Counter(item["reason"] for item in beats)
        return {
            "banked": banked,
            "harvested": harvested,
            "reasons": dict(reasons),
            "walls": walls,
            "answered": [float(b["duration_ms"]) for b in beats],
            "detached": sum(1 for b in beats if b.get("detached")),
        }


def _heartbeats(base: Path) -> list[dict]:
    path = base / "wb" / "heartbeat.jsonl"
    if not path.exists():
        return []
    out = []
    for line in path.read_text().splitlines():
        with contextlib.suppress(ValueError):
            out.append(json.loads(line))
    return out


def _reasons_count(base: Path) -> int:
    return len(_heartbeats(base))


def _harvested(env: dict) -> int:
    code = ("from writeback.brain import open_brain\n"
            "with open_brain() as b:\n"
            "    print(sum(1 for r in b.receipts().values() if r.terminal))")  # fmt: skip
    out = subprocess.run([PY, "-c", code], env=env, capture_output=True, text=True)
    try:
        return int(out.stdout.strip())
    except ValueError:
        return -1


def bare_walls(n: int, off_hook: bool = False) -> list[float]:
    """Wall times of N concurrent ``python -c pass`` (the floor any process starts from), or
    of N concurrent hooks with ``memory.auto_writeback`` off (the hook's own start-up floor:
    it reads config.json and exits)."""
    walls = [0.0] * n
    tmp = tempfile.TemporaryDirectory(prefix="wbfloor")
    env = dict(os.environ, WRITEBACK_HOME=tmp.name, HOME=tmp.name)
    Path(tmp.name, "config.json").write_text(json.dumps({"memory.auto_writeback": "off"}))
    cmd = [BIN, "hook", "claude-stop"] if off_hook else [PY, "-c", "pass"]

    def one(i: int) -> None:
        start = time.perf_counter()
        subprocess.run(cmd, env=env, input=b"{}", stdout=subprocess.DEVNULL, check=False)
        walls[i] = (time.perf_counter() - start) * 1000

    threads = [threading.Thread(target=one, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    tmp.cleanup()
    return walls


def summarize(n: int, runs: list[dict]) -> dict:
    walls = [w for r in runs for w in r["walls"]]
    answered = [a for r in runs for a in r["answered"]] or [0.0]
    reasons: Counter[str] = Counter()
    for r in runs:
        reasons.update(r["reasons"])
    return {
        "banked": f"{statistics.median(r['banked'] for r in runs):g}/{n}",
        "harvested": f"{statistics.median(r['harvested'] for r in runs):g}/{n}",
        "worst_banked": f"{min(r['banked'] for r in runs)}/{n}",
        "worst_harvested": f"{min(r['harvested'] for r in runs)}/{n}",
        "hook_wall_ms": {
            "median": round(statistics.median(walls), 1),
            "p95": round(_pct(walls, 0.95), 1),
            "max": round(max(walls), 1),
        },
        "hook_answer_ms": {  # the hook's own clock: its start → its answer (heartbeat)
            "median": round(statistics.median(answered), 1),
            "p95": round(_pct(answered, 0.95), 1),
            "max": round(max(answered), 1),
        },
        "detached": sum(r["detached"] for r in runs),
        "reasons": dict(reasons.most_common()),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hooks", type=int, default=50)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--mode", choices=("both", "serve", "no-serve"), default="both")
    args = ap.parse_args()
    out: dict = {
        "hooks": args.hooks,
        "runs": args.runs,
        "cpus": os.cpu_count(),
        "deadline_ms": 2000,
    }
    modes = {"both": (False, True), "serve": (True,), "no-serve": (False,)}[args.mode]
    bare: list[float] = []
    off: list[float] = []
    for with_serve in modes:
        runs = []
        for i in range(args.runs):
            # interleaved, so the floors and the hooks see the same machine load
            bare += bare_walls(args.hooks)
            off += bare_walls(args.hooks, off_hook=True)
            runs.append(one_run(args.hooks, with_serve, i))
        out["with_serve" if with_serve else "no_serve"] = summarize(args.hooks, runs)
    for key, walls in (("floor_python_c_pass_wall_ms", bare), ("floor_hook_off_wall_ms", off)):
        out[key] = {
            "median": round(statistics.median(walls), 1),
            "p95": round(_pct(walls, 0.95), 1),
            "max": round(max(walls), 1),
        }
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
