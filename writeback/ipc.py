"""Client side of the serve socket (the server lives in ``writeback.serve``).

Stdlib only: the hook nudges the serve through this module on every banked turn.

Wire protocol, one exchange per connection:

- request: one line of JSON, ``{"v": PROTOCOL_VERSION, "op": …, …}`` + ``\\n``
- reply:   one line of JSON, ``{"ok": true, …}`` or ``{"ok": false, "error": CODE, …}``
- either side: at most :data:`MAX_MESSAGE` bytes including the newline.

:func:`request` never raises and never waits past its ``timeout`` (a socket that accepts
and then never answers is a ``timeout``). Its error codes: :data:`CLIENT_ERRORS`
(``no_socket``, ``refused``, ``timeout``, ``too_large``, ``bad_reply``, ``io_error``),
``bad_request`` for a payload it cannot encode, or the server's own error code
(:data:`SERVER_ERRORS`).
"""

from __future__ import annotations

import errno
import json
import os
import socket
import time
from pathlib import Path
from typing import Any, NamedTuple

from writeback import paths

PROTOCOL_VERSION = 1
MAX_MESSAGE = 64 * 1024
SOCKET_SUFFIX = ".sock"

# The one list of codes a serve answers with ({"ok": false, "error": CODE});
# writeback.serve.protocol raises only these.
SERVER_ERRORS = (
    "bad_request",  # not one JSON object line, missing or invalid fields, too slow to send
    "unsupported_version",  # "v" is not PROTOCOL_VERSION
    "unknown_op",
    "not_found",  # harvest: no such corpus file
    "busy",  # the harvest queue is full (the file waits on disk)
    "forbidden",  # the peer is another OS user
    "scanner_unavailable",  # bank: the secret scanner cannot load (nothing written)
    "internal",
)
# What request() reports when no server answer arrived.
CLIENT_ERRORS = ("no_socket", "refused", "timeout", "io_error", "too_large", "bad_reply")


class Reply(NamedTuple):
    ok: bool
    data: dict[str, Any] | None = None
    error: str | None = None


def socket_path(brain_url: str) -> Path:
    """``$WRITEBACK_HOME/run/<16 hex of the canonical brain URL>.sock``."""
    from writeback.brain.url import parse

    return paths.run_dir() / f"{parse(brain_url).key}{SOCKET_SUFFIX}"


def encode(payload: dict[str, Any]) -> bytes:
    return (json.dumps(payload, ensure_ascii=False, separators=(",", ":")) + "\n").encode()


def request(path: Path, payload: dict[str, Any], timeout: float) -> Reply:
    """Send one request and read one reply, all within ``timeout`` seconds. Never raises."""
    deadline = time.monotonic() + max(timeout, 0.0)
    body = dict(payload)
    body.setdefault("v", PROTOCOL_VERSION)
    try:
        data = encode(body)
    except (TypeError, ValueError):
        return Reply(False, None, "bad_request")
    if len(data) > MAX_MESSAGE:
        return Reply(False, None, "too_large")
    if not os.path.exists(path):
        return Reply(False, None, "no_socket")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        try:
            sock.settimeout(_left(deadline))
            sock.connect(os.fspath(path))
            _send_all(sock, data, deadline)
            raw = _read_line(sock, deadline)
        except TimeoutError:
            return Reply(False, None, "timeout")
        except FileNotFoundError:
            return Reply(False, None, "no_socket")
        except ConnectionRefusedError:
            return Reply(False, None, "refused")
        except OSError as exc:
            if exc.errno in (errno.ECONNREFUSED, errno.ENOTSOCK, errno.ECONNRESET, errno.EPIPE):
                return Reply(False, None, "refused")
            if exc.errno == errno.ENOENT:
                return Reply(False, None, "no_socket")
            return Reply(False, None, "io_error")
    finally:
        try:
            sock.close()
        except OSError:
            pass
    if raw is None:
        return Reply(False, None, "too_large")
    try:
        reply = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return Reply(False, None, "bad_reply")
    if not isinstance(reply, dict) or not isinstance(reply.get("ok"), bool):
        return Reply(False, None, "bad_reply")
    if reply["ok"]:
        return Reply(True, reply, None)
    code = reply.get("error")
    return Reply(False, reply, code if isinstance(code, str) and code else "bad_reply")


def _left(deadline: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError
    return left


def _send_all(sock: socket.socket, data: bytes, deadline: float) -> None:
    view = memoryview(data)
    while view:
        sock.settimeout(_left(deadline))
        sent = sock.send(view)
        view = view[sent:]


def _read_line(sock: socket.socket, deadline: float) -> bytes | None:
    """One newline-terminated reply (newline optional at EOF); None if over the cap."""
    buf = bytearray()
    while True:
        sock.settimeout(_left(deadline))
        chunk = sock.recv(8192)
        if not chunk:
            return bytes(buf)
        buf += chunk
        nl = buf.find(b"\n")
        if nl >= 0:
            return bytes(buf[:nl]) if nl < MAX_MESSAGE else None
        if len(buf) >= MAX_MESSAGE:
            return None
