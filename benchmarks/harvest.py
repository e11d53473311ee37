"""Sweep throughput and peak memory at 1k / 10k / 50k banked turns.

For each size: a fresh WRITEBACK_HOME, N varied turns (English/CJK, facts and no-facts)
written as corpus files (the bytes ``corpus.bank`` writes, the way it writes them: a temp
file, then a link to the final name; without its per-file fsync so setup stays quick),
then one ``writeback sweep --once`` process, timed, with its own peak RSS and CPU time
(``wait4``); ``--runs`` times (medians; peak RSS: the largest), beside ``sweep --once``
over an empty corpus as the same-run baseline. One JSON line per size.
Targets at 50k: >= 1,000 turns/s, peak RSS <= 100 MB.

    .venv/bin/python benchmarks/harvest.py [--turns 1000 10000 50000] [--runs 3]
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


def bank_files(corpus_dir: Path, n: int, start: int = 0, sessions: int = 50) -> None:
    """Write ``n`` corpus files exactly as ``corpus.bank`` names and encodes them."""
    from writeback import corpus

    corpus_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
    for i in range(start, start + n):
        text = TEMPLATES[i % len(TEMPLATES)].format(w=WORDS[i % len(WORDS)], i=i)
        record = corpus.TurnRecord(harness="codex", event="codex-stop",
                                   session_id=f"s{i % sessions}", turn_id=None, cwd="/w",
                                   captured_at=corpus.now_iso(), turn_ts=None,
                                   source_id="codex", text=text, mode="salient")  # fmt: skip
        body = json.dumps(record.to_dict(), ensure_ascii=False, sort_keys=True) + "\n"
        path = corpus_dir / corpus.name_for(record)
        tmp = corpus_dir / f".tmp-bench-{i}"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        os.write(fd, body.encode())
        os.close(fd)
        os.link(tmp, path)  # as corpus.bank: the name appears by a link, never a rename
        os.unlink(tmp)


def env_for(tmp: str) -> dict[str, str]:
    env = dict(os.environ, WRITEBACK_HOME=f"{tmp}/wb", HOME=f"{tmp}/home",
               CLAUDE_CONFIG_DIR=f"{tmp}/claude", CODEX_HOME=f"{tmp}/codex")  # fmt: skip
    env.pop("WRITEBACK_BRAIN_URL", None)
    return env


def run_measured(argv: list[str], env: dict[str, str]) -> tuple[float, float, float, str]:
    """(seconds, CPU seconds, peak RSS MB, stdout) of one child process."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = proc.stdout.read() if proc.stdout else b""
    _pid, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    for stream in (proc.stdout, proc.stderr):
        if stream:
            stream.close()
    if proc.returncode != 0:
        raise SystemExit(f"{argv[1]} failed ({proc.returncode})")
    cpu = usage.ru_utime + usage.ru_stime
    return seconds, cpu, usage.ru_maxrss / 1024, out.decode()


def one_sweep(bin_: str, n: int) -> dict:
    """A fresh home with ``n`` banked turns, then one timed ``sweep --once``; and, as the
    same-run baseline, ``sweep --once`` over an empty corpus (start-up, imports, config)."""
    with tempfile.TemporaryDirectory(prefix="wbharvest") as tmp:
        env = env_for(tmp)
        subprocess.run([bin_, "config", "set", "memory.auto_writeback", "salient"], env=env,
                       check=True, capture_output=True)  # fmt: skip
        os.environ["WRITEBACK_HOME"] = env["WRITEBACK_HOME"]
        from writeback import paths

        argv = [bin_, "sweep", "--once", "--budget", "3600s", "--json"]
        empty_s, _cpu, _mb, _out = run_measured(argv, env)
        bank_files(paths.corpus_dir(), n)
        seconds, cpu, peak_mb, out = run_measured(argv, env)
        summary = json.loads(out)
    return {"seconds": seconds, "cpu": cpu, "peak_mb": peak_mb, "empty_s": empty_s,
            "summary": summary}  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--turns", type=int, nargs="+", default=[1_000, 10_000, 50_000])
    ap.add_argument("--runs", type=int, default=3, help="fresh sweeps per size (median)")
    args = ap.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    bin_ = str(Path(sys.executable).parent / "writeback")
    for n in args.turns:
        runs = [one_sweep(bin_, n) for _ in range(args.runs)]
        last = runs[-1]["summary"]
        seconds = statistics.median(r["seconds"] for r in runs)
        cpu = statistics.median(r["cpu"] for r in runs)
        empty = statistics.median(r["empty_s"] for r in runs)
        print(json.dumps({
            "benchmark": "harvest",
            "turns": n,
            "runs": args.runs,
            "harvested": last["harvested_total"],
            "facts": last["facts"],
            "remaining": last["remaining"],
            "sweep_seconds": round(seconds, 2),
            "turns_per_s": round(last["harvested_total"] / seconds, 1),
            "cpu_seconds": round(cpu, 2),  # user + system: less sensitive to a shared machine
            "turns_per_cpu_s": round(last["harvested_total"] / cpu, 1),
            "empty_sweep_seconds": round(empty, 2),  # baseline: start-up with nothing to do
            "ratio_vs_empty_sweep": round(seconds / empty, 1),
            "peak_rss_mb": round(max(r["peak_mb"] for r in runs), 1),
            "load_avg_1m": round(os.getloadavg()[0], 1),
            "targets": {"turns_per_s": 1000, "peak_rss_mb": 100},
        }), flush=True)  # fmt: skip


if __name__ == "__main__":
    main()
