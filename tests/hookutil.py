"""Helpers for the capture-side tests: run the real hook process, fake serve sockets."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import threading
import time
from pathlib import Path

from tests.conftest import WRITEBACK_BIN


def set_mode(mode: str = "salient") -> None:
    home = Path(os.environ["WRITEBACK_HOME"])
    home.mkdir(mode=0o700, exist_ok=True)
    (home / "config.json").write_text(json.dumps({"memory.auto_writeback": mode}))


def run_hook(event: str, payload, env_extra: dict | None = None, preexec=None, timeout=10):
    env = dict(os.environ)
    env.update(env_extra or {})
    data = payload if isinstance(payload, (bytes, str)) else json.dumps(payload)
    if isinstance(data, str):
        data = data.encode()
    start = time.monotonic()
    proc = subprocess.run(
        [str(WRITEBACK_BIN), "hook", event],
        input=data,
        capture_output=True,
        env=env,
        timeout=timeout,
        preexec_fn=preexec,
    )
    proc.elapsed = time.monotonic() - start  # type: ignore[attr-defined]
    return proc


def heartbeats() -> list[dict]:
    path = Path(os.environ["WRITEBACK_HOME"]) / "heartbeat.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines()]


def wait_heartbeats(count: int, timeout: float = 90.0) -> list[dict]:
    """Heartbeat lines once there are ``count`` (a detached hook child writes its own late)."""
    end = time.monotonic() + timeout
    while len(items := heartbeats()) < count and time.monotonic() < end:
        time.sleep(0.05)
    return items


def last_reason() -> str | None:
    items = heartbeats()
    return items[-1]["reason"] if items else None


def corpus_files() -> list[Path]:
    d = Path(os.environ["WRITEBACK_HOME"]) / "corpus"
    return sorted(d.glob(".wb-*.json")) if d.exists() else []


def user_line(text: str, uuid: str = "u-1", session: str = "sess-1", **extra) -> str:
    line = {
        "parentUuid": None,
        "isSidechain": False,
        "userType": "external",
        "cwd": "/home/u/proj",
        "sessionId": session,
        "version": "2.1.38",
        "gitBranch": "main",
        "type": "user",
        "message": {"role": "user", "content": text},
        "uuid": uuid,
        "timestamp": "2026-02-10T21:11:56.846Z",
    }
    line.update(extra)
    return json.dumps(line)


def assistant_line(text: str = "Done.", uuid: str = "a-1") -> str:
    return json.dumps(
        {
            "type": "assistant",
            "isSidechain": False,
            "uuid": uuid,
            "message": {"role": "assistant", "content": [{"type": "text", "text": text}]},
        }
    )


def claude_transcript(
    lines: list[str], name: str = "sess-1.jsonl", project: str = "-home-u-proj"
) -> Path:
    d = Path(os.environ["CLAUDE_CONFIG_DIR"]) / "projects" / project
    d.mkdir(parents=True, exist_ok=True)
    path = d / name
    path.write_text("".join(line + "\n" for line in lines))
    return path


def claude_payload(
    path: Path | str | None,
    session: str = "sess-1",
    cwd: str | None = None,
    prompt_id: str | None = None,
) -> dict:
    """A Claude Code Stop payload. Without ``prompt_id`` it is an older client's (the
    reader then takes the newest genuine turn); 2.1.x sends one, equal to the
    transcript user line's ``promptId``."""
    payload = {
        "session_id": session,
        "transcript_path": str(path) if path is not None else None,
        "cwd": cwd or os.environ["HOME"],
        "hook_event_name": "Stop",
        "stop_hook_active": False,
        "last_assistant_message": "Done.",
    }
    if prompt_id is not None:
        payload["prompt_id"] = prompt_id
    return payload


class FakeServe:
    """A real Unix socket in a thread. ``mode``: "answer" (handler(request) → reply dict),
    "hang" (accept, never answer), "stale" (socket file with no listener → refused)."""

    def __init__(self, path: Path, mode: str = "answer", handler=None) -> None:
        self.path = path
        self.mode = mode
        self.handler = handler or (lambda req: {"ok": True, "result": "banked"})
        self.requests: list[dict] = []
        self._stop = threading.Event()
        self._conns: list[socket.socket] = []
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.bind(str(path))
        if mode == "stale":
            self.sock.close()
            return
        self.sock.listen(8)
        self.sock.settimeout(0.1)
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except (TimeoutError, OSError):
                continue
            self._conns.append(conn)
            if self.mode == "hang":
                continue
            conn.settimeout(2)
            buf = b""
            while b"\n" not in buf:
                chunk = conn.recv(65536)
                if not chunk:
                    break
                buf += chunk
            try:
                req = json.loads(buf.split(b"\n", 1)[0])
            except ValueError:
                req = {}
            self.requests.append(req)
            reply = self.handler(req)
            if isinstance(reply, bytes):
                conn.sendall(reply)
            else:
                conn.sendall((json.dumps(reply) + "\n").encode())
            conn.close()

    def close(self) -> None:
        self._stop.set()
        if self.mode != "stale":
            self.thread.join(2)
            self.sock.close()
        for c in self._conns:
            try:
                c.close()
            except OSError:
                pass
        try:
            self.path.unlink()
        except OSError:
            pass


def serve_socket_path() -> Path:
    from writeback import settings
    from writeback.ipc import socket_path

    return socket_path(settings.brain_url_from_env_or_file())
