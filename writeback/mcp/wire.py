"""The MCP server's stdio wire, stdlib only (the fast front and the SDK transport share it).

:func:`wire` takes private duplicates of fds 0/1 and points fd 0 at /dev/null and fd 1 at
stderr, so a stray ``print`` or a child process can never corrupt the JSON-RPC stream.
:func:`read_line` reads one bounded line; :func:`write_all` writes one whole line.
"""

from __future__ import annotations

import os
import sys
from typing import BinaryIO

MAX_LINE = 4 * 1024 * 1024  # bytes; tool inputs are capped far below (extract_facts: 20k chars)


def wire() -> tuple[BinaryIO, BinaryIO]:
    """Private duplicates of fds 0/1 for the wire; fd 0 then reads /dev/null and fd 1
    writes to stderr, so a stray print or a child process never corrupts the stream."""
    try:
        wire_in = os.fdopen(os.dup(0), "rb", buffering=0)
        wire_out = os.fdopen(os.dup(1), "wb", buffering=0)
    except OSError:
        return sys.stdin.buffer, sys.stdout.buffer
    try:
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        os.dup2(2, 1)
    except OSError:
        pass
    return wire_in, wire_out


def read_line(stream: BinaryIO) -> bytes | None:
    """One line (without its newline); None at EOF. An over-long line comes back as
    MAX_LINE + 1 bytes after the rest of it was drained, so it is rejected, not held."""
    buf = bytearray()
    while True:
        chunk = stream.readline(MAX_LINE + 1 - len(buf))
        if not chunk:
            return bytes(buf) if buf else None
        buf += chunk
        if buf.endswith(b"\n"):
            return bytes(buf[:-1])
        if len(buf) > MAX_LINE:
            while True:  # drain the rest of the line
                rest = stream.readline(65536)
                if not rest or rest.endswith(b"\n"):
                    return bytes(buf)


def write_all(stream: BinaryIO, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = stream.write(view)
        if n is None:  # pragma: no cover - a non-blocking stream; ours block
            continue
        view = view[n:]
    stream.flush()
