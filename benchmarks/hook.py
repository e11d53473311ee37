"""Whole-process timings of the Stop hook (median of N runs), relative to a bare interpreter.

Usage: .venv/bin/python benchmarks/hook.py [--runs 25] [--no-serve]

Prints one JSON object. Everything runs in a throwaway WRITEBACK_HOME / CLAUDE_CONFIG_DIR.
Targets: skip ≤ 2.5× `python -c pass`; bank without serve ≤ 20×; bank with serve running
(the hook hands the turn to serve's `bank` op and never imports detect-secrets) ≤ 5×;
100 MB / 1 MB ≤ 1.2.
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
import time
from pathlib import Path

PY = sys.executable
BIN = str(Path(PY).parent / "writeback")
ELIGIBLE = "We moved the launch to March 3rd, and I prefer pnpm over npm."


PROMPT_ID = "bench-prompt-0001"


def _line(kind: str, text: str, uuid: str) -> str:
    # The user turn carries the payload's prompt_id, as Claude Code writes it: without it
    # the hook would wait TURN_WAIT for a line that never comes, and time only that wait.
    return json.dumps({"type": kind, "uuid": uuid, "sessionId": "bench", "isSidechain": False,
                       "timestamp": "2026-01-01T00:00:00Z", "promptId": PROMPT_ID,
                       "message": {"role": kind, "content": text}}) + "\n"  # fmt: skip


def _transcript(path: Path, text: str, size: int) -> None:
    """A transcript of ``size`` bytes: filler turns, then the user turn and a reply."""
    tail = _line("user", text, "u-last") + _line("assistant", "Done.", "a-last")
    filler = _line("assistant", "x" * 2000, "a-fill")
    with open(path, "w") as fh:
        written = 0
        while written + len(filler) + len(tail) < size:
            fh.write(filler)
            written += len(filler)
        fh.write(tail)


def _median(cmd: list[str], runs: int, env: dict, stdin: bytes = b"", before=None) -> float:
    times = []
    for i in range(runs + 1):  # the first run only warms the page cache
        if before:
            before()
        start = time.perf_counter()
        subprocess.run(
            cmd,
            input=stdin,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        if i:
            times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=25)
    ap.add_argument("--no-serve", action="store_true", help="skip the bank-with-serve timing")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="wbbench") as tmp:
        base = Path(tmp)
        env = dict(os.environ, WRITEBACK_HOME=str(base / "wb"), CLAUDE_CONFIG_DIR=str(base / "claude"),
                   CODEX_HOME=str(base / "codex"), HOME=str(base / "home"))  # fmt: skip
        env.pop("WRITEBACK_HOOKS", None)
        env.pop("WRITEBACK_SESSION", None)
        (base / "wb").mkdir()
        (base / "wb" / "config.json").write_text(json.dumps({"memory.auto_writeback": "salient"}))
        proj = base / "claude" / "projects" / "bench"
        proj.mkdir(parents=True)

        def payload(path: Path) -> bytes:
            return json.dumps({"session_id": "bench", "transcript_path": str(path), "cwd": str(base),
                               "hook_event_name": "Stop", "stop_hook_active": False,
                               "last_assistant_message": "Done.", "prompt_id": PROMPT_ID}).encode()  # fmt: skip

        ack = proj / "ack.jsonl"
        _transcript(ack, "ok thanks!", 64 * 1024)
        eligible = proj / "eligible.jsonl"
        _transcript(eligible, ELIGIBLE, 64 * 1024)
        small = proj / "small.jsonl"
        _transcript(small, "ok thanks!", 1024 * 1024)
        big = proj / "big.jsonl"
        _transcript(big, "ok thanks!", 100 * 1024 * 1024)

        def clear_corpus() -> None:
            for f in (base / "wb" / "corpus").glob(".wb-*"):
                f.unlink()

        hook = [BIN, "hook", "claude-stop"]
        bare = _median([PY, "-c", "pass"], args.runs, env)
        skip = _median(hook, args.runs, env, payload(ack))
        bank = _median(hook, args.runs, env, payload(eligible), before=clear_corpus)
        one_mb = _median(hook, args.runs, env, payload(small))
        hundred_mb = _median(hook, args.runs, env, payload(big))
        result = {
            "runs": args.runs,
            "python_c_pass_ms": round(bare, 1),
            "skip_ack_ms": round(skip, 1),
            "skip_ratio": round(skip / bare, 2),
            "bank_no_serve_ms": round(bank, 1),
            "bank_no_serve_ratio": round(bank / bare, 2),
            "transcript_1mb_ms": round(one_mb, 1),
            "transcript_100mb_ms": round(hundred_mb, 1),
            "ratio_100mb_1mb": round(hundred_mb / one_mb, 2),
        }
        if not args.no_serve:
            with serving(env):
                served = _median(hook, args.runs, env, payload(eligible), before=clear_corpus)
            result["bank_with_serve_ms"] = round(served, 1)
            result["bank_with_serve_ratio"] = round(served / bare, 2)
        print(json.dumps(result, indent=2))


@contextlib.contextmanager
def serving(env: dict):
    """A real `writeback serve` for the benchmark's brain, stopped afterwards."""
    proc = subprocess.Popen([BIN, "serve", "run"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    ping = [PY, "-c", "import sys; from writeback import ipc, settings; "
            "sys.exit(0 if ipc.request(ipc.socket_path(settings.brain_url_from_env_or_file()), "
            "{'op': 'ping'}, 1.0).ok else 1)"]  # fmt: skip
    try:
        deadline = time.monotonic() + 15
        while subprocess.run(ping, env=env).returncode != 0:
            if time.monotonic() > deadline or proc.poll() is not None:
                raise SystemExit("serve did not start")
            time.sleep(0.1)
        yield
    finally:
        proc.terminate()
        proc.wait(timeout=30)


if __name__ == "__main__":
    main()
