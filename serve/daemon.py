"""`writeback serve`: one long-running harvester per brain URL.

- **Single instance**: a file lock ``run/<key>.lock`` guards the brain; a second start
  fails with the pid that serves it (from ``run/<key>.pid``).
- **Socket** ``run/<key>.sock`` (0600 in a 0700 dir, key = 16 hex of the canonical brain
  URL). Peers with another uid are refused (SO_PEERCRED). A stale socket is removed only
  by the lock holder, after a failed connect.
- **Pickup**: ``harvest``/``bank`` requests, a watchdog observer on the corpus directory
  (new names only), a startup pass over banked files, and a periodic check. A bounded
  queue feeds one worker thread; when it overflows, the worker asks for a refill as soon
  as half of it is free (a burst keeps its place in line: the refill takes the oldest
  files first). After a burst the watcher may have missed files (the kernel's event queue
  is bounded): once it has been quiet for :data:`CATCH_UP_QUIET` seconds after
  :data:`CATCH_UP_AFTER` reports, one full scan picks up anything left behind.
- **Read once**: admission reads and validates the turn (its session decides the rate
  cap) and hands the record to the worker with the name, which harvests it in
  transactions of up to ``harvest.BATCH_TURNS`` turns.
- **Idle cost independent of the corpus**: the periodic check lists the corpus only when
  the directory changed (its mtime); otherwise it asks the brain for due retries (an
  index of non-terminal receipts). Pending work is found from the names in the directory
  and the brain's index of terminal names (:func:`~writeback.serve.sweep.pending_files`).
- **Per-session rate**: at most :data:`SESSION_CAP` harvests per session per
  :data:`SESSION_WINDOW` seconds; the rest are ``deferred`` (non-terminal receipt) and
  admitted again when their session's window ends (or taken by sweep if serve stops).
- **Shutdown** on SIGTERM/SIGINT: stop accepting, let the current harvest finish (bounded
  by ``shutdown_timeout``), leave queued files on disk, remove the socket and pid file,
  release the lock, restore the previous signal handlers.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import queue
import selectors
import signal
import socket
import stat
import struct
import sys
import threading
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout

from writeback import __version__, corpus, ipc, paths
from writeback.brain import Brain, BrainError, open_brain
from writeback.brain.base import utcnow
from writeback.brain.url import parse as parse_url
from writeback.fsutil import atomic_write
from writeback.serve import protocol
from writeback.serve.harvest import harvest_batch
from writeback.serve.sweep import pending_files

log = logging.getLogger("writeback.serve")

SESSION_CAP = 30
SESSION_WINDOW = 60.0
QUEUE_SIZE = 2000
HARVEST_BATCH = 64  # queued files harvested together (one write transaction)
RECORD_CACHE_CHARS = 4_000_000  # text of admitted turns kept for the worker (read once)
CATCH_UP_AFTER = 256  # files the watcher reported since the last full scan ...
CATCH_UP_QUIET = 0.5  # ... then this long without one: look on disk for any it dropped
RESCAN_SECONDS = 60.0
READ_DEADLINE = 2.0  # seconds from accept for a connection to deliver its request line
REPLY_TIMEOUT = 2.0
WORKERS = 4  # threads answering bank/harvest (scan + corpus write + receipt read)
FD_RESERVE = 64  # descriptors kept for the brain, the watcher, logs and the corpus
MAX_OPEN = 8192


class _Pending:
    """A connection whose request line is still arriving."""

    __slots__ = ("deadline", "buf")

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.buf = bytearray()


# sun_path is 108 bytes on Linux and 104 on macOS, NUL included.
MAX_SOCKET_PATH = 103 if sys.platform == "darwin" else 107


class ServeError(Exception):
    """serve cannot start for a reason the user must fix."""


class AlreadyServing(ServeError):
    def __init__(self, pid: int | None, brain: str) -> None:
        who = f"pid {pid}" if pid else "another process"
        super().__init__(f"{brain} is already served by {who}")
        self.pid = pid


def run_paths(brain_url: str) -> tuple[Path, Path, Path]:
    """(lock, pid file, socket) for a brain URL."""
    key = parse_url(brain_url).key
    run = paths.run_dir()
    return run / f"{key}.lock", run / f"{key}.pid", run / f"{key}{ipc.SOCKET_SUFFIX}"


def serving_pid(brain_url: str) -> int | None:
    _lock, pid_file, _sock = run_paths(brain_url)
    try:
        return int(json.loads(pid_file.read_text())["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


class Server:
    def __init__(
        self,
        brain_url: str,
        *,
        queue_size: int = QUEUE_SIZE,
        session_cap: int = SESSION_CAP,
        session_window: float = SESSION_WINDOW,
        shutdown_timeout: float = 10.0,
        rescan_seconds: float = RESCAN_SECONDS,
    ) -> None:
        self.url = parse_url(brain_url)
        self.brain_url = brain_url
        self.lock_file, self.pid_file, self.sock_path = run_paths(brain_url)
        self.corpus = paths.corpus_dir()
        self.queue: queue.Queue[str] = queue.Queue(maxsize=queue_size)
        self.session_cap = session_cap
        self.session_window = session_window
        self.shutdown_timeout = shutdown_timeout
        self.rescan_seconds = rescan_seconds
        self.counters: Counter[str] = Counter()
        # session → (window start, files admitted in the window: a retry is not new)
        self.sessions: dict[str, tuple[float, set[str]]] = {}
        self._pending: set[str] = set()  # queued or being harvested
        # turns read at admission, handed to the worker so no file is read twice
        self._records: dict[str, corpus.TurnRecord] = {}
        self._record_chars = 0
        self._watched = 0  # files the watcher reported since the last full scan
        self._watched_at = 0.0  # when it last reported one
        self._deferred: dict[str, float] = {}  # file → when its session's window ends
        self._overflow = False  # the queue refused a file: refill from disk when it drains
        self._dir_mtime: int | None = None  # corpus directory mtime at the last full scan
        self._state = threading.Lock()
        self._stop = threading.Event()
        self._refill = False  # the overflowed queue drained: look on disk now
        self._wake = threading.Event()  # refill / new deferral / stop: rescan loop, look now
        self.max_open = _raise_fd_limit()
        self._workers = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="wb-answer")
        self._started = time.monotonic()
        self._lock = FileLock(self.lock_file, timeout=0, mode=0o600)
        self._brain: Brain | None = None
        self._listener: socket.socket | None = None

    # lifecycle ---------------------------------------------------------------------
    def run(self) -> int:
        """Serve until SIGTERM/SIGINT. Raises AlreadyServing or BrainError on start-up."""
        paths.ensure_dir(paths.run_dir())
        paths.ensure_dir(self.corpus)
        try:
            self._lock.acquire(timeout=0)
        except Timeout:
            raise AlreadyServing(serving_pid(self.brain_url), self.url.display) from None
        previous = {}
        observer = None
        threads: list[threading.Thread] = []
        try:
            self._brain = open_brain(self.brain_url)
            atomic_write(
                self.pid_file,
                json.dumps({"pid": os.getpid(), "brain": self.url.display}).encode(),
            )
            self._listener = self._bind()
            for sig in (signal.SIGTERM, signal.SIGINT):
                previous[sig] = signal.signal(sig, self._on_signal)
            observer = self._watch()
            threads = [
                threading.Thread(target=self._accept_loop, name="wb-accept", daemon=True),
                threading.Thread(target=self._work_loop, name="wb-harvest", daemon=True),
                threading.Thread(target=self._rescan_loop, name="wb-rescan", daemon=True),
            ]
            for t in threads:
                t.start()
            log.info("serving %s on %s (pid %d)", self.url.display, self.sock_path, os.getpid())
            while not self._stop.wait(0.5):
                pass
            log.info("shutting down")
            return 0
        finally:
            self.stop()
            if observer is not None:
                with contextlib.suppress(Exception):
                    observer.stop()
            if self._listener is not None:
                with contextlib.suppress(OSError):
                    self._listener.close()
            for t in threads:
                t.join(self.shutdown_timeout if t.name == "wb-harvest" else 2.0)
            self._workers.shutdown(wait=False, cancel_futures=True)
            for sig, handler in previous.items():
                signal.signal(sig, handler)
            for leftover in (self.sock_path, self.pid_file):
                with contextlib.suppress(OSError):
                    os.unlink(leftover)
            if self._brain is not None:
                self._brain.close()
            self._lock.release()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()

    def _on_signal(self, signum: int, _frame: Any) -> None:
        self.stop()

    def _bind(self) -> socket.socket:
        path = self.sock_path
        if os.path.lexists(path):
            # We hold the lock, so no live serve owns it; still, only replace it after a
            # failed connect (never unlink a socket someone is answering on).
            reply = ipc.request(path, {"op": "ping"}, timeout=0.3)
            if reply.ok:
                raise AlreadyServing(
                    reply.data.get("pid") if reply.data else None, self.url.display
                )
            os.unlink(path)
        if len(os.fsencode(path)) > MAX_SOCKET_PATH:
            raise ServeError(
                f"socket path {path} is {len(os.fsencode(path))} bytes; Unix sockets allow "
                f"{MAX_SOCKET_PATH}. Set WRITEBACK_HOME to a shorter directory."
            )
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old_umask = os.umask(0o177)
        try:
            sock.bind(os.fspath(path))
        finally:
            os.umask(old_umask)
        os.chmod(path, 0o600)
        sock.listen(4096)  # the kernel caps it at somaxconn
        return sock

    # connections -------------------------------------------------------------------
    # One I/O thread multiplexes every connection (selectors): accepting never waits for
    # a slot, each connection has READ_DEADLINE seconds from accept to deliver its request
    # line (a client trickling bytes is cut off), and only when the fd budget is spent is
    # the *oldest* unanswered connection evicted, so new clients always get in. ping and
    # status are answered on the I/O thread; bank and harvest go to a small worker pool.
    def _accept_loop(self) -> None:
        assert self._listener is not None
        listener = self._listener
        listener.setblocking(False)
        sel = selectors.DefaultSelector()
        sel.register(listener, selectors.EVENT_READ, None)
        pending: dict[socket.socket, _Pending] = {}  # insertion order = accept order
        try:
            while not self._stop.is_set():
                for key, _mask in sel.select(timeout=0.2):
                    if key.data is None:
                        self._accept_all(listener, sel, pending)
                    else:
                        self._read_some(key.fileobj, key.data, sel, pending)  # type: ignore[arg-type]
                self._expire(sel, pending)
        finally:
            for conn in list(pending):
                self._drop(conn, sel, pending)
            sel.close()

    def _accept_all(
        self, listener: socket.socket, sel: selectors.BaseSelector, pending: dict
    ) -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:
                if exc.errno in (errno.EMFILE, errno.ENFILE) and pending:
                    self.counters["evicted"] += 1  # out of fds: the oldest idle one goes
                    self._drop(next(iter(pending)), sel, pending)
                    continue
                return
            if not _same_user(conn):
                self.counters["rejected_peer"] += 1
                self._reply_now(conn, protocol.error("forbidden", "peer is another user"))
                conn.close()
                continue
            while len(pending) >= self.max_open:
                self.counters["evicted"] += 1
                self._drop(next(iter(pending)), sel, pending)
            conn.setblocking(False)
            state = _Pending(time.monotonic() + READ_DEADLINE)
            pending[conn] = state
            sel.register(conn, selectors.EVENT_READ, state)

    def _read_some(
        self, conn: socket.socket, state: _Pending, sel: selectors.BaseSelector, pending: dict
    ) -> None:
        try:
            chunk = conn.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._drop(conn, sel, pending)
            return
        if chunk:
            state.buf += chunk
            nl = state.buf.find(b"\n")
            if nl < 0 and len(state.buf) <= ipc.MAX_MESSAGE:
                return
            line = bytes(state.buf[:nl]) if 0 <= nl <= ipc.MAX_MESSAGE else None
        else:  # EOF: a request without its newline still counts
            line = bytes(state.buf) if state.buf else None
            if line is None:
                self._drop(conn, sel, pending)
                return
        sel.unregister(conn)
        del pending[conn]
        if line is None:
            self.counters["error.bad_request"] += 1
            self._reply_now(conn, protocol.error("bad_request", "request too large"))
            conn.close()
            return
        self._handle(conn, line)

    def _expire(self, sel: selectors.BaseSelector, pending: dict) -> None:
        now = time.monotonic()
        for conn, state in list(pending.items()):
            if state.deadline > now:
                break  # accept order is deadline order
            self.counters["error.read_timeout"] += 1
            self._reply_now(
                conn, protocol.error("bad_request", f"no request line within {READ_DEADLINE}s")
            )
            self._drop(conn, sel, pending)

    @staticmethod
    def _drop(conn: socket.socket, sel: selectors.BaseSelector, pending: dict) -> None:
        pending.pop(conn, None)
        with contextlib.suppress(KeyError, ValueError, OSError):
            sel.unregister(conn)
        with contextlib.suppress(OSError):
            conn.close()

    def _handle(self, conn: socket.socket, line: bytes) -> None:
        try:
            request = protocol.parse_request(line)
        except protocol.ProtocolError as exc:
            self.counters[f"error.{exc.code}"] += 1
            self._reply_now(conn, protocol.error(exc.code, str(exc)))
            conn.close()
            return
        if isinstance(request, protocol.Ping | protocol.Status):
            self._reply_now(conn, self._dispatch(request))  # cheap: never queued behind work
            conn.close()
            return
        try:
            self._workers.submit(self._answer, conn, request)
        except RuntimeError:  # shutting down
            conn.close()

    def _answer(self, conn: socket.socket, request: Any) -> None:
        try:
            try:
                reply = self._dispatch(request)
            except protocol.ProtocolError as exc:
                self.counters[f"error.{exc.code}"] += 1
                reply = protocol.error(exc.code, str(exc))
            except Exception as exc:  # keep serving whatever one request does
                log.exception("request failed")
                self.counters["error.internal"] += 1
                reply = protocol.error("internal", type(exc).__name__)
            with contextlib.suppress(OSError):
                conn.setblocking(True)
                conn.settimeout(REPLY_TIMEOUT)
            self._reply(conn, reply)
        finally:
            with contextlib.suppress(OSError):
                conn.close()

    @staticmethod
    def _reply_now(conn: socket.socket, payload: dict[str, Any]) -> None:
        """Best-effort reply from the I/O thread: never blocks (a small reply fits the
        socket buffer; a peer that does not read loses it)."""
        with contextlib.suppress(OSError):
            conn.setblocking(False)
            conn.send(ipc.encode(payload))

    @staticmethod
    def _reply(conn: socket.socket, payload: dict[str, Any]) -> None:
        with contextlib.suppress(OSError):
            conn.sendall(ipc.encode(payload))

    def _dispatch(self, request: Any) -> dict[str, Any]:
        self.counters[f"op.{request.op}"] += 1
        if isinstance(request, protocol.Ping):
            return {
                "ok": True,
                "brain": self.url.key,
                "pid": os.getpid(),
                "version": __version__,
                "uptime_s": round(time.monotonic() - self._started, 3),
            }
        if isinstance(request, protocol.Status):
            with self._state:
                return {
                    "ok": True,
                    "queue_depth": self.queue.qsize(),
                    "pending": len(self._pending),
                    "deferred": len(self._deferred),
                    "counters": dict(self.counters),
                    "sessions": len(self.sessions),
                }
        if isinstance(request, protocol.Harvest):
            path = self._corpus_file(request.file)
            return {"ok": True, "result": self._admit(path), "file": path.name}
        if isinstance(request, protocol.Bank):
            return self._bank(request.record)
        raise protocol.ProtocolError("unknown_op", "unknown op")

    def _corpus_file(self, name: str) -> Path:
        if not corpus.NAME_RE.match(name):
            raise protocol.ProtocolError("bad_request", "file must be a corpus file name")
        path = self.corpus / name
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            raise protocol.ProtocolError("not_found", f"{name} is not in the corpus") from None
        if not stat.S_ISREG(st.st_mode) or path.resolve().parent != self.corpus.resolve():
            raise protocol.ProtocolError("bad_request", f"{name} is not a regular corpus file")
        return path

    def _bank(self, record: corpus.TurnRecord) -> dict[str, Any]:
        from writeback.secrets import ScannerUnavailable, scan_fields

        try:
            hits = scan_fields(record.free_text())
        except ScannerUnavailable as exc:
            raise protocol.ProtocolError("scanner_unavailable", str(exc)) from None
        if hits:
            self.counters["bank.secret"] += 1
            types = sorted({t for found in hits.values() for t in found})
            return {"ok": True, "result": "secret", "types": types, "fields": sorted(hits)}
        try:
            result = corpus.bank(record)
        except OSError as exc:
            raise protocol.ProtocolError("internal", f"cannot bank: {exc.strerror}") from None
        self.counters[f"bank.{result.status}"] += 1
        try:
            # a duplicate's file may carry other metadata than this request: read it
            admitted = self._admit(result.path, record if result.status == "banked" else None)
        except protocol.ProtocolError as exc:  # banked all the same; sweep will take it
            admitted = exc.code
        return {"ok": True, "result": result.status, "file": result.path.name, "harvest": admitted}

    # queue -----------------------------------------------------------------------
    def _admit(self, path: Path, record: corpus.TurnRecord | None = None) -> str:
        """Queue a corpus file unless done, pending, over its session cap, or no room.
        The turn read here (or ``record``, when the caller just wrote it) goes to the
        worker with the file name, so the file is read once."""
        name = path.name
        with self._state:
            if name in self._pending:
                return "duplicate"
            if self._deferred.get(name, 0.0) > time.monotonic():
                return "deferred"
            if self.queue.full():  # before any reading: the refill will come back for it
                self.counters["queue_full"] += 1
                self._overflow = True
                raise protocol.ProtocolError("busy", "harvest queue is full")
        assert self._brain is not None
        try:
            if self._brain.terminal_names([name]):
                return "duplicate"
        except BrainError:
            pass  # the worker will see the brain error and record read_error
        if record is None:
            try:
                record = corpus.load(path)
            except corpus.CorpusFileError:
                pass  # the worker records it as invalid_file (or missing)
        session = record.session_id if record is not None else ""
        with self._state:
            if name in self._pending:
                return "duplicate"
            now = time.monotonic()
            start, seen = self.sessions.get(session, (now, set()))
            if now - start >= self.session_window:
                start, seen = now, set()  # a new window
            if session:
                self.sessions[session] = (start, seen)
            defer = name not in seen and len(seen) >= self.session_cap
            if defer:
                self._deferred[name] = start + self.session_window
                self._wake.set()  # the rescan loop may be sleeping past this due time
            else:
                try:
                    self.queue.put_nowait(name)
                except queue.Full:
                    self.counters["queue_full"] += 1
                    self._overflow = True
                    raise protocol.ProtocolError("busy", "harvest queue is full") from None
                self._pending.add(name)
                self._deferred.pop(name, None)
                seen.add(name)
                if record is not None and (
                    self._record_chars + len(record.text) <= RECORD_CACHE_CHARS
                ):
                    self._records[name] = record
                    self._record_chars += len(record.text)
        if defer:
            self.counters["deferred"] += 1
            with contextlib.suppress(BrainError):
                if self._brain.receipt(name) is None:  # never overwrite a retry's backoff
                    self._brain.record_attempt(name, "deferred", detail={"why": "session_cap"})
            return "deferred"
        return "queued"

    def _work_loop(self) -> None:
        assert self._brain is not None
        with contextlib.suppress(Exception):
            # Load what the first requests need before they come: the `bank` op's secret
            # scanner (a hook waits for that reply), then the rules engine.
            from writeback import secrets

            secrets.available()
            import writeback.extract.rules  # noqa: F401
        while not self._stop.is_set():
            try:
                names = [self.queue.get(timeout=0.3)]
            except queue.Empty:
                continue
            while len(names) < HARVEST_BATCH:  # what else is waiting: one transaction
                try:
                    names.append(self.queue.get_nowait())
                except queue.Empty:
                    break
            with self._state:
                records = {n: self._records.pop(n) for n in names if n in self._records}
                self._record_chars -= sum(len(r.text) for r in records.values())
            try:
                files = [self.corpus / n for n in names]
                for outcome in harvest_batch(self._brain, files, records=records):
                    self.counters[f"harvest.{outcome.outcome}"] += 1
                    self.counters["facts"] += outcome.facts
            except Exception:
                log.exception("harvest of %d files failed", len(names))
                self.counters["harvest.exception"] += len(names)
            finally:
                with self._state:
                    self._pending.difference_update(names)
                    refill = self._overflow and self.queue.qsize() <= self.queue.maxsize // 2
                    if refill:
                        self._overflow = False
                        self._refill = True
                if refill:
                    self.counters["refill"] += 1
                    self._wake.set()

    def _rescan_loop(self) -> None:
        self.rescan(full=True)
        next_check = time.monotonic() + self.rescan_seconds
        while not self._stop.is_set():
            with self._state:
                due = min(self._deferred.values(), default=next_check)
                if self._watched >= CATCH_UP_AFTER:
                    due = min(due, self._watched_at + CATCH_UP_QUIET)
            self._wake.wait(max(0.05, min(next_check, due) - time.monotonic()))
            if self._stop.is_set():
                return
            self._wake.clear()
            now = time.monotonic()
            with self._state:
                refill, self._refill = self._refill, False
                # After a burst the kernel may have dropped watch events (its queue is
                # bounded): once the watcher is quiet, one full scan finds what it missed.
                catch_up = self._watched >= CATCH_UP_AFTER and (
                    now - self._watched_at >= CATCH_UP_QUIET
                )
                if catch_up:
                    self._watched = 0
            self._admit_deferred()
            if catch_up:
                self.counters["rescan.catch_up"] += 1
            if refill or catch_up or now >= next_check:
                self.rescan(full=refill or catch_up)
                next_check = time.monotonic() + self.rescan_seconds

    def _admit_deferred(self) -> None:
        """Admit deferred files whose session window has ended; forget idle sessions."""
        now = time.monotonic()
        with self._state:
            due = sorted((t, n) for n, t in self._deferred.items() if t <= now)
            for _t, name in due:
                del self._deferred[name]  # admitting may defer it again
            for session, (start, _seen) in list(self.sessions.items()):
                if now - start >= self.session_window:
                    del self.sessions[session]
        for _t, name in due:
            if self._stop.is_set():
                return
            with contextlib.suppress(protocol.ProtocolError):
                self._admit(self.corpus / name)

    def rescan(self, *, full: bool = True) -> int:
        """Queue work found on disk: all banked files without a terminal receipt when
        ``full`` or when the corpus directory changed since the last full scan; otherwise
        only the files whose retry is due. Returns how many were queued."""
        assert self._brain is not None
        try:
            mtime = os.stat(self.corpus).st_mtime_ns
        except OSError:
            return 0
        # a change within the clock's granularity may not move the mtime: look again
        recent = time.time_ns() - mtime < 2_000_000_000
        pending: Sequence[Path]
        try:
            if full or recent or mtime != self._dir_mtime:
                self.counters["rescan.full"] += 1
                with self._state:
                    self._watched = 0  # what it reported so far is on disk: this scan sees it
                pending = pending_files(self._brain, self.corpus)
                self._dir_mtime = mtime
            else:
                self.counters["rescan.retries"] += 1
                pending = [
                    self.corpus / n
                    for n in self._brain.retry_names(utcnow())
                    if os.path.lexists(self.corpus / n)
                ]
        except BrainError:
            return 0
        queued = 0
        for path in pending:
            if self._stop.is_set():
                break
            if self.queue.full():
                with self._state:
                    self._overflow = True
                break
            with contextlib.suppress(protocol.ProtocolError):
                queued += self._admit(path) == "queued"
        return queued

    def _watch(self):
        from watchdog.events import FileCreatedEvent, FileMovedEvent, FileSystemEventHandler
        from watchdog.observers import Observer

        server = self

        class Handler(FileSystemEventHandler):
            def on_created(self, event):
                self._seen(event.src_path)

            def on_moved(self, event):
                self._seen(event.dest_path)

            @staticmethod
            def _seen(raw: str | bytes) -> None:
                path = Path(os.fsdecode(raw))
                with server._state:
                    server._watched += 1
                    server._watched_at = time.monotonic()
                if corpus.NAME_RE.match(path.name) and not path.is_symlink():
                    server.counters["watch.seen"] += 1
                    with contextlib.suppress(protocol.ProtocolError):
                        server._admit(path)

        observer = Observer()
        # only new names: never the opens, writes and closes of every file (harvest's
        # own reads among them), which would fill the kernel's bounded event queue
        observer.schedule(
            Handler(),
            os.fspath(self.corpus),
            recursive=False,
            event_filter=[FileCreatedEvent, FileMovedEvent],
        )
        observer.daemon = True
        observer.start()
        return observer


def _raise_fd_limit() -> int:
    """Lift the soft open-files limit to the hard one; how many connections may wait."""
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = hard if hard != resource.RLIM_INFINITY else MAX_OPEN + FD_RESERVE
        if soft != resource.RLIM_INFINITY and soft < want:
            with contextlib.suppress(ValueError, OSError):
                resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
                soft = want
        limit = MAX_OPEN + FD_RESERVE if soft == resource.RLIM_INFINITY else soft
    except (ImportError, ValueError, OSError):
        limit = 1024
    return max(16, min(MAX_OPEN, limit - FD_RESERVE))


def _same_user(conn: socket.socket) -> bool:
    """True when the peer runs as our uid (Linux SO_PEERCRED; elsewhere the 0600 socket in
    a 0700 directory is the guard)."""
    opt = getattr(socket, "SO_PEERCRED", None)
    if opt is None:
        return True
    try:
        creds = conn.getsockopt(socket.SOL_SOCKET, opt, struct.calcsize("3i"))
    except OSError:
        return False
    _pid, uid, _gid = struct.unpack("3i", creds)
    return uid == os.getuid()
