"""The fast front of ``writeback mcp``: answer the handshake while the SDK still loads.

Codex gives an MCP server that is not ``required`` about one second from the start of a
turn; a server that has not answered ``initialize`` and ``tools/list`` by then is left out
of the turn without a word, so ``codex exec`` never offers ``remember``. Importing the
``mcp`` SDK (pydantic models for every protocol version) takes longer than that on a busy
machine. So this module, standard library only, runs first:

1. A reader thread takes lines off the wire. ``initialize`` and a plain ``tools/list``
   are answered at once from a cache of what the SDK server answered before for exactly
   this writeback (version, code, the instructions this configuration renders and the
   protocol version asked for), and every line is also queued for the SDK.
2. Meanwhile the main thread imports the SDK server and runs it over the queue. Its own
   answers to requests the front already answered are dropped on the way out, so each
   request gets exactly one reply; its answers to a handshake the cache did not hold are
   written into the cache for the next start.

A miss (first start, a new version, another configuration) costs nothing but the usual
wait. The cache lives in ``$XDG_CACHE_HOME/writeback/`` (default ``~/.cache``), one small
0600 file per key, so bootstrap's smoke test warms it for the real clients.
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import threading
from pathlib import Path
from typing import Any, BinaryIO

from writeback import __version__, fsutil, settings
from writeback.mcp.wire import MAX_LINE, read_line, wire, write_all

KEEP_FILES = 8  # cache files kept (one per configuration seen recently)
# Files whose change changes what the SDK server answers in the handshake.
_CODE = ("server.py", "tools.py", "stdio.py", "front.py", "wire.py")


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "writeback"


def cache_key() -> str | None:
    """What the handshake answers depend on: writeback's version and code, the SDK's
    files, and the instructions this configuration renders (the file plane). None while
    the one-time capture offer may still be due (capture off, never offered): that
    answer depends on the brain, so the server must make it."""
    from writeback.contract import mcp_instructions

    stored = settings.load_file_plane_or_closed()
    mode = settings.read_file_value("memory.auto_writeback", stored).value
    offered = settings.read_file_value("memory.auto_writeback_notice_shown", stored).value
    if mode == "off" and offered is not True:
        return None
    parts = [__version__, mcp_instructions(stored)]
    here = Path(__file__).resolve().parent
    stamps = [here / name for name in _CODE]
    try:
        import importlib.util

        for mod in ("mcp", "mcp_types"):
            spec = importlib.util.find_spec(mod)  # finds, never imports
            if spec and spec.origin:
                stamps.append(Path(spec.origin))
    except (ImportError, ValueError):
        pass
    for path in stamps:
        try:
            st = path.stat()
            parts.append(f"{path}:{st.st_mtime_ns}:{st.st_size}")
        except OSError:
            parts.append(f"{path}:missing")
    return hashlib.sha256("\n".join(parts).encode("utf-8", "replace")).hexdigest()[:32]


class Handshake:
    """The cached answers for one key: ``initialize`` results by the protocol version the
    client asked for, and the ``tools/list`` result."""

    def __init__(self, key: str | None) -> None:
        self.key = key
        self.path = cache_dir() / f"mcp-handshake-{key}.json"
        self.initialize: dict[str, Any] = {}
        self.tools: Any = None
        if key is None:
            return  # no cache for this start: the server answers, nothing is learned
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("key") == key:
                if isinstance(data.get("initialize"), dict):
                    self.initialize = data["initialize"]
                if isinstance(data.get("tools"), dict):
                    self.tools = data["tools"]
        except (OSError, ValueError):
            pass

    def save(self) -> None:
        if self.key is None:
            return
        data = {"key": self.key, "initialize": self.initialize, "tools": self.tools}
        try:
            self.path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fsutil.atomic_write(self.path, json.dumps(data).encode("utf-8"), mode=0o600)
            self._prune()
        except OSError:
            pass  # a cache: the next start is merely slower

    def _prune(self) -> None:
        try:
            files = sorted(self.path.parent.glob("mcp-handshake-*.json"),
                           key=lambda p: p.stat().st_mtime, reverse=True)  # fmt: skip
            for old in files[KEEP_FILES:]:
                old.unlink(missing_ok=True)
        except OSError:
            pass


class Front:
    """The reader side (answers from the cache, queues everything) and the writer side
    (drops the SDK's second answer, learns the answers the cache lacked)."""

    def __init__(self, handshake: Handshake, wire_out: BinaryIO) -> None:
        self.handshake = handshake
        self.out = wire_out
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.answered: set[str] = set()  # ids (as JSON text) the front replied to
        self.learning: dict[str, tuple[str, str]] = {}  # id → ("initialize"|"tools", version)
        self._lock = threading.Lock()
        self.sdk_ready = threading.Event()  # the SDK answers by itself from now on

    # --- reader thread --------------------------------------------------------------
    def pump(self, wire_in: BinaryIO) -> None:
        while True:
            line = read_line(wire_in)
            if line is None:
                self.lines.put(None)
                return
            self._handshake_line(line)
            self.lines.put(line)

    def _handshake_line(self, line: bytes) -> None:
        """Answer a handshake request from the cache while the SDK is not up yet; note
        the ones the cache lacks, to learn the SDK's answer."""
        if len(line) > 64 * 1024 or (b'"initialize"' not in line and b'"tools/list"' not in line):
            return
        try:
            msg = json.loads(line)
        except (ValueError, UnicodeDecodeError, RecursionError):
            return
        if not isinstance(msg, dict) or msg.get("jsonrpc") != "2.0" or "id" not in msg:
            return
        msg_id, method = msg["id"], msg.get("method")
        if isinstance(msg_id, bool) or not isinstance(msg_id, int | str):
            return
        raw_params = msg.get("params")
        params: dict[str, Any] = raw_params if isinstance(raw_params, dict) else {}
        key = json.dumps(msg_id)
        if method == "initialize":
            what = ("initialize", str(params.get("protocolVersion", "")))
            result = self.handshake.initialize.get(what[1])
        elif method == "tools/list" and not params.get("cursor"):
            what, result = ("tools", ""), self.handshake.tools
        else:
            return
        if result is None or self.sdk_ready.is_set():
            if result is None:
                self.learning[key] = what
            return
        self.answered.add(key)
        self._write({"jsonrpc": "2.0", "id": msg_id, "result": result})

    # --- writer side (the SDK's replies) --------------------------------------------
    def write_sdk_line(self, data: bytes) -> None:
        """One JSON-RPC line the SDK wants to send."""
        self.sdk_ready.set()
        key = None
        if b'"id"' in data and (b'"result"' in data or b'"error"' in data):
            try:
                msg = json.loads(data)
                key = json.dumps(msg.get("id")) if isinstance(msg, dict) else None
            except ValueError:
                msg = None
            if key is not None and key in self.answered:
                self.answered.discard(key)
                return  # the front already answered this request
            if key is not None and key in self.learning and isinstance(msg, dict):
                self._learn(self.learning.pop(key), msg.get("result"))
        with self._lock:
            write_all(self.out, data)

    def _learn(self, what: tuple[str, str], result: Any) -> None:
        if not isinstance(result, dict):
            return
        kind, version = what
        if kind == "initialize":
            self.handshake.initialize[version] = result
        else:
            self.handshake.tools = result
        if self.handshake.initialize and self.handshake.tools is not None:
            self.handshake.save()

    def _write(self, message: dict[str, Any]) -> None:
        data = json.dumps(message, ensure_ascii=False).encode("utf-8", "replace") + b"\n"
        with self._lock:
            write_all(self.out, data)


class QueueReader:
    """What the SDK transport reads: the lines the front queued, as a byte stream."""

    def __init__(self, lines: queue.Queue[bytes | None]) -> None:
        self._lines = lines
        self._rest = b""
        self._eof = False

    def readline(self, limit: int = -1) -> bytes:
        if not self._rest and not self._eof:
            line = self._lines.get()
            if line is None:
                self._eof = True
            else:
                self._rest = line[: MAX_LINE + 1] + b"\n"
        if limit is None or limit < 0:
            limit = len(self._rest)
        out, self._rest = self._rest[:limit], self._rest[limit:]
        return out


class FrontWriter:
    """What the SDK transport writes to: whole lines, through :meth:`Front.write_sdk_line`."""

    def __init__(self, front: Front) -> None:
        self._front = front
        self._buf = b""

    def write(self, data: bytes | memoryview) -> int:
        self._buf += bytes(data)
        while b"\n" in self._buf:
            line, self._buf = self._buf.split(b"\n", 1)
            self._front.write_sdk_line(line + b"\n")
        return len(data)

    def flush(self) -> None:
        pass


def run(argv: list[str]) -> int:
    """``writeback mcp [--brain URL]``: start answering, then hand over to the SDK."""
    brain_url = None
    if argv[:1] == ["--brain"] and len(argv) >= 2:
        brain_url = argv[1]
    elif argv[:1] and argv[0].startswith("--brain="):
        brain_url = argv[0].split("=", 1)[1]
    wire_in, wire_out = wire()
    try:
        handshake = Handshake(cache_key())
    except Exception:  # noqa: BLE001 - the cache is an optimisation; never fail on it
        handshake = Handshake(None)
    front = Front(handshake, wire_out)
    threading.Thread(target=front.pump, args=(wire_in,), daemon=True, name="wb-mcp-front").start()
    from writeback.mcp import server

    server.serve_front(QueueReader(front.lines), FrontWriter(front), brain_url)
    return 0
