"""serve at scale: idle CPU and RSS with 50k banked (already harvested) files, then a burst.

1. N turns banked and harvested by one sweep (setup, not timed);
2. `writeback serve run` starts; once its startup pass is over, its CPU time
   (utime + stime from /proc) and RSS are read across an idle window that contains one
   periodic check (default 65 s; the check runs every 60 s);
3. a burst of B new turns (B/10 sessions, so the per-session rate never defers) is written
   into the corpus as fast as possible (as ``corpus.bank`` writes them); the time until all
   B have a terminal receipt, and serve's CPU time meanwhile; ``--bursts`` times, one after
   the other (medians);
4. RSS and peak RSS after the burst.

Prints one JSON object. Targets: idle < 1 % of a core and RSS <= 60 MB at 50k banked
files; a 5,000-turn burst harvested within 10 s. Linux only (/proc).

    .venv/bin/python benchmarks/serve.py [--banked 50000] [--burst 5000] [--idle 65] [--bursts 3]
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from harvest import bank_files, env_for  # noqa: E402


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> tuple[float, float]:
    status = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
    )
    return int(status["VmRSS"].split()[0]) / 1024, int(status["VmHWM"].split()[0]) / 1024


def terminal_count(db: Path) -> int:
    conn = sqlite3.connect(db, timeout=10)
    try:
        return conn.execute("SELECT COUNT(*) FROM harvest_receipts WHERE terminal = 1").fetchone()[
            0
        ]
    finally:
        conn.close()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--banked", type=int, default=50_000)
    ap.add_argument("--burst", type=int, default=5_000)
    ap.add_argument("--idle", type=float, default=65.0)
    ap.add_argument("--bursts", type=int, default=3, help="bursts one after another (median)")
    args = ap.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    bin_ = str(Path(sys.executable).parent / "writeback")
    with tempfile.TemporaryDirectory(prefix="wbserve") as tmp:
        env = env_for(tmp)
        os.environ["WRITEBACK_HOME"] = env["WRITEBACK_HOME"]
        from writeback import ipc, paths, settings

        subprocess.run([bin_, "config", "set", "memory.auto_writeback", "salient"], env=env,
                       check=True, capture_output=True)  # fmt: skip
        corpus_dir = paths.corpus_dir()
        bank_files(corpus_dir, args.banked)
        subprocess.run([bin_, "sweep", "--once", "--budget", "3600s"], env=env, check=True,
                       capture_output=True)  # fmt: skip
        db = paths.default_brain_path()
        assert terminal_count(db) == args.banked, "setup sweep did not harvest everything"
        old = time.time() - 120
        os.utime(corpus_dir, (old, old))  # as after a quiet spell
        proc = subprocess.Popen([bin_, "serve", "run"], env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        sock = ipc.socket_path(settings.brain_url_from_env_or_file())
        try:
            deadline = time.monotonic() + 60
            while not ipc.request(sock, {"op": "ping"}, timeout=0.5).ok:
                if time.monotonic() > deadline or proc.poll() is not None:
                    raise SystemExit("serve did not come up")
                time.sleep(0.1)
            time.sleep(3)  # the startup pass
            cpu0, t0 = cpu_seconds(proc.pid), time.monotonic()
            time.sleep(args.idle)
            idle_cpu = cpu_seconds(proc.pid) - cpu0
            idle_s = time.monotonic() - t0
            idle_rss, idle_peak = rss_mb(proc.pid)

            bursts = []
            for i in range(args.bursts):
                start = args.banked + i * args.burst
                cpu0, t0 = cpu_seconds(proc.pid), time.monotonic()
                bank_files(corpus_dir, args.burst, start=start,
                           sessions=max(1, args.burst // 10))  # fmt: skip
                bank_s = time.monotonic() - t0
                while terminal_count(db) < start + args.burst:
                    if time.monotonic() - t0 > 300:
                        break
                    time.sleep(0.1)
                bursts.append({"write_s": bank_s, "seconds": time.monotonic() - t0,
                               "cpu_s": cpu_seconds(proc.pid) - cpu0,
                               "harvested": terminal_count(db) - start})  # fmt: skip
            after_rss, after_peak = rss_mb(proc.pid)
            status = ipc.request(sock, {"op": "status"}, timeout=2).data or {}
        finally:
            proc.terminate()
            proc.wait(30)
    counters = status.get("counters", {})
    print(json.dumps({
        "benchmark": "serve",
        "banked": args.banked,
        "idle_window_s": round(idle_s, 1),
        "idle_cpu_s": round(idle_cpu, 3),
        "idle_cpu_percent_of_core": round(100 * idle_cpu / idle_s, 2),
        "idle_rss_mb": round(idle_rss, 1),
        "idle_peak_rss_mb": round(idle_peak, 1),
        "burst": args.burst,
        "bursts": args.bursts,
        "burst_write_s": round(statistics.median(b["write_s"] for b in bursts), 2),
        "burst_harvested_min": min(b["harvested"] for b in bursts),
        "burst_seconds_to_all_harvested": round(statistics.median(b["seconds"] for b in bursts), 2),
        "burst_seconds_each": [round(b["seconds"], 2) for b in bursts],
        "burst_serve_cpu_s": round(statistics.median(b["cpu_s"] for b in bursts), 2),
        "rss_after_burst_mb": round(after_rss, 1),
        "peak_rss_mb": round(after_peak, 1),
        "queue_full": counters.get("queue_full", 0),
        "catch_up_scans": counters.get("rescan.catch_up", 0),
        "load_avg_1m": round(os.getloadavg()[0], 1),
        "targets": {"idle_cpu_percent": 1, "idle_rss_mb": 60, "burst_s": 10},
    }))  # fmt: skip


if __name__ == "__main__":
    main()
