"""`writeback mcp` start-up: process start → `initialize` reply, vs a bare interpreter.

Each run starts the server, writes one JSON-RPC `initialize` request on stdin and times
until the reply line arrives; runs alternate with `python -c pass` so both see the same
machine load. Prints JSON with medians and the ratio. Target: ratio <= 8.

Two figures: ``warm`` is every start after the first for this version and configuration
(the handshake is answered from the cache of writeback/mcp/front.py while the SDK loads);
``cold`` is a first start (no cache: the SDK answers).

    .venv/bin/python benchmarks/mcp_start.py [--runs 15]
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

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "bench", "version": "0"},
    },
}


def time_initialize(bin_: str, env: dict[str, str], learn: bool = False) -> float:
    t0 = time.perf_counter()
    proc = subprocess.Popen([bin_, "mcp"], env=env, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)  # fmt: skip
    assert proc.stdin and proc.stdout
    proc.stdin.write((json.dumps(INIT) + "\n").encode())
    proc.stdin.flush()
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - t0
    if learn:  # a whole handshake, so the server learns what to answer next time
        proc.stdin.write(b'{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n')
        proc.stdin.flush()
        proc.stdout.readline()
    proc.stdin.close()
    proc.wait(10)
    proc.stdout.close()
    reply = json.loads(line)
    if "result" not in reply:
        raise SystemExit(f"initialize failed: {reply}")
    return elapsed * 1000


def time_pass() -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return (time.perf_counter() - t0) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    bin_ = str(Path(sys.executable).parent / "writeback")
    with tempfile.TemporaryDirectory(prefix="wbmcp") as tmp:
        env = dict(os.environ, WRITEBACK_HOME=f"{tmp}/wb", HOME=f"{tmp}/home")
        env.pop("WRITEBACK_BRAIN_URL", None)
        env.pop("XDG_CACHE_HOME", None)
        Path(f"{tmp}/wb").mkdir()
        # a configured user (the one-time capture offer made), as after bootstrap
        Path(f"{tmp}/wb/config.json").write_text('{"memory.auto_writeback": "salient"}')
        time_initialize(bin_, env, learn=True)  # warms the page cache, .pyc files, handshake
        cold_env = dict(env)
        warm, cold, bare = [], [], []
        for i in range(args.runs):
            bare.append(time_pass())
            warm.append(time_initialize(bin_, env))
            cold_env["XDG_CACHE_HOME"] = f"{tmp}/cold-{i}"  # nothing learned there yet
            cold.append(time_initialize(bin_, cold_env))
    b = statistics.median(bare)
    print(json.dumps({
        "benchmark": "mcp_start",
        "runs": args.runs,
        "python_c_pass_ms": round(b, 1),
        "initialize_ms": round(statistics.median(warm), 1),
        "ratio": round(statistics.median(warm) / b, 2),
        "cold_initialize_ms": round(statistics.median(cold), 1),
        "cold_ratio": round(statistics.median(cold) / b, 2),
        "target_ratio": 8,
    }))  # fmt: skip


if __name__ == "__main__":
    main()
