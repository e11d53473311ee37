"""The IPC client never raises and never outlives its deadline."""

from __future__ import annotations

import time
from pathlib import Path

from hookutil import FakeServe

from writeback import ipc


def test_socket_path_is_derived_from_the_canonical_url(wb_home: Path) -> None:
    a = ipc.socket_path("sqlite:///tmp/x/brain.db")
    assert a == ipc.socket_path("/tmp/x/brain.db")
    assert a.parent == wb_home / "run" and len(a.stem) == 16
    assert "secret" not in str(ipc.socket_path("postgresql://u:secret@h/db"))


def test_request_outcomes(wb_home: Path) -> None:
    path = wb_home / "run" / "t.sock"
    assert ipc.request(path, {"op": "ping"}, 0.2).error == "no_socket"
    s = FakeServe(path, handler=lambda r: {"ok": True, "echo": r})
    try:
        reply = ipc.request(path, {"op": "ping"}, 1.0)
        assert reply.ok and reply.data["echo"] == {"v": 1, "op": "ping"}
    finally:
        s.close()
    s = FakeServe(path, handler=lambda r: {"ok": False, "error": "unknown_op"})
    try:
        assert ipc.request(path, {"op": "x"}, 1.0).error == "unknown_op"
    finally:
        s.close()
    s = FakeServe(path, handler=lambda r: b"x" * (ipc.MAX_MESSAGE + 10))
    try:
        assert ipc.request(path, {"op": "x"}, 1.0).error == "too_large"
    finally:
        s.close()
    s = FakeServe(path, mode="stale")
    try:
        assert ipc.request(path, {"op": "x"}, 1.0).error == "refused"
    finally:
        s.close()
    s = FakeServe(path, mode="hang")
    try:
        start = time.monotonic()
        assert ipc.request(path, {"op": "x"}, 0.3).error == "timeout"
        assert time.monotonic() - start < 0.6
    finally:
        s.close()
    assert ipc.request(path, {"op": "x", "blob": "y" * ipc.MAX_MESSAGE}, 0.3).error == "too_large"
