"""serve as a real process: single instance per brain, socket hygiene, protocol errors."""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
from pathlib import Path

import pytest

from tests.conftest import WRITEBACK_BIN
from tests.serve_util import bank, brain_url, start_serve, stop_serve
from writeback import ipc, paths
from writeback.serve.daemon import run_paths


@pytest.fixture
def served(serve):
    """serve started before the test body (conftest's ``serve`` stops it afterwards)."""
    return serve()


def raw(sock_path, data: bytes, timeout=3.0) -> dict:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(timeout)
    s.connect(str(sock_path))
    s.sendall(data)
    buf = b""
    while not buf.endswith(b"\n"):
        chunk = s.recv(65536)
        if not chunk:
            break
        buf += chunk
    s.close()
    return json.loads(buf)


def test_ping_status_and_socket_permissions(served):
    lock, pid_file, sock = run_paths(brain_url())
    reply = ipc.request(sock, {"op": "ping"}, timeout=2)
    assert reply.ok and reply.data["pid"] == served.pid
    assert reply.data["brain"] == sock.stem and reply.data["version"]
    assert stat.S_IMODE(os.stat(sock).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(paths.run_dir()).st_mode) == 0o700
    status = ipc.request(sock, {"op": "status"}, timeout=2)
    assert status.ok and status.data["queue_depth"] == 0 and "counters" in status.data


@pytest.mark.parametrize(
    ("payload", "code"),
    [
        (b"not json\n", "bad_request"),
        (b"[1,2]\n", "bad_request"),
        (b'{"v":2,"op":"ping"}\n', "unsupported_version"),
        (b'{"op":"ping"}\n', "unsupported_version"),
        (b'{"v":1,"op":"explode"}\n', "unknown_op"),
        (b'{"v":1,"op":"harvest"}\n', "bad_request"),
        (b'{"v":1,"op":"harvest","file":"../x"}\n', "bad_request"),
        (b'{"v":1,"op":"harvest","file":"/etc/passwd"}\n', "bad_request"),
        (
            b'{"v":1,"op":"harvest","file":"../corpus/.wb-0123456789abcdef0123456789abcdef.src-codex.json"}\n',
            "bad_request",
        ),
        (
            b'{"v":1,"op":"harvest","file":".wb-0123456789abcdef0123456789abcdef.src-codex.json"}\n',
            "not_found",
        ),
        (b'{"v":1,"op":"harvest","file":".wb-x.src-codex.json","extra":true}\n', "bad_request"),
        (b'{"v":1,"op":"bank","record":{"text":"hi"}}\n', "bad_request"),
        (b'{"v":"1","op":"ping"}\n', "unsupported_version"),
    ],
)
def test_bad_requests_get_typed_errors_and_serve_keeps_serving(served, payload, code):
    sock = run_paths(brain_url())[2]
    reply = raw(sock, payload)
    assert reply == {**reply, "ok": False, "error": code}
    assert ipc.request(sock, {"op": "ping"}, timeout=2).ok


def test_oversized_request_is_refused(served):
    sock = run_paths(brain_url())[2]
    reply = raw(sock, b'{"v":1,"op":"ping","pad":"' + b"x" * (ipc.MAX_MESSAGE + 10) + b'"}\n')
    assert reply["error"] == "bad_request"
    assert ipc.request(sock, {"op": "ping"}, timeout=2).ok


def test_symlinked_corpus_file_is_refused(served, tmp_path):
    real = bank("I always use pnpm for the symlink test.")
    target = tmp_path / "outside.json"
    target.write_bytes(real.read_bytes())
    link = paths.corpus_dir() / ".wb-ffffffffffffffffffffffffffffffff.src-codex.json"
    os.symlink(target, link)
    sock = run_paths(brain_url())[2]
    reply = ipc.request(sock, {"op": "harvest", "file": link.name}, timeout=2)
    assert not reply.ok and reply.error == "bad_request"


def test_client_that_sends_nothing_does_not_block_others(served):
    sock = run_paths(brain_url())[2]
    idle = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    idle.connect(str(sock))
    try:
        assert ipc.request(sock, {"op": "ping"}, timeout=2).ok
    finally:
        idle.close()


def test_second_serve_for_same_brain_refuses_with_pid(served):
    proc = subprocess.run(
        [WRITEBACK_BIN, "serve", "run"], capture_output=True, text=True, timeout=20
    )
    assert proc.returncode == 1
    assert f"pid {served.pid}" in proc.stderr


def test_same_brain_spelled_differently_is_the_same_serve(served, wb_home):
    other_spelling = f"sqlite:////{str(wb_home).lstrip('/')}/./brain.db"
    proc = subprocess.run(
        [WRITEBACK_BIN, "serve", "run", "--brain", other_spelling],
        capture_output=True, text=True, timeout=20,
    )  # fmt: skip
    assert proc.returncode == 1 and "already served" in proc.stderr


def test_two_brains_coexist(served, tmp_path, serve):
    other = f"sqlite:///{tmp_path}/other.db"
    serve(brain=other)
    a = ipc.request(ipc.socket_path(brain_url()), {"op": "ping"}, timeout=2)
    b = ipc.request(ipc.socket_path(other), {"op": "ping"}, timeout=2)
    assert a.ok and b.ok and a.data["pid"] != b.data["pid"]
    assert a.data["brain"] != b.data["brain"]


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_signal_shutdown_cleans_up_and_releases_lock(sig):
    proc = start_serve()
    _lock, pid_file, sock = run_paths(brain_url())
    assert stop_serve(proc, sig) == 0
    assert not sock.exists() and not pid_file.exists()
    again = start_serve()  # the lock was released
    stop_serve(again)


def test_stale_socket_after_kill9_is_replaced(serve):
    proc = start_serve()
    sock = run_paths(brain_url())[2]
    proc.kill()
    proc.wait()
    for s in (proc.stdout, proc.stderr):
        s.close()
    assert sock.exists()  # left behind by the crash
    assert ipc.request(sock, {"op": "ping"}, timeout=1).error in ("refused", "no_socket")
    again = serve()
    assert ipc.request(sock, {"op": "ping"}, timeout=2).data["pid"] == again.pid


def test_password_never_reaches_socket_path_or_log(tmp_path):
    from writeback.brain.url import parse

    url = "postgresql://bob:hunter2@localhost:5432/brain"
    assert "hunter2" not in str(ipc.socket_path(url))
    proc = subprocess.run(
        [WRITEBACK_BIN, "serve", "run", "--brain", url],
        capture_output=True,
        text=True,
        timeout=20,
    )
    assert proc.returncode != 0 and "hunter2" not in proc.stderr + proc.stdout
    assert parse(url).key in str(ipc.socket_path(url))


def test_background_start_then_status_then_stop(wb_home):
    proc = subprocess.run([WRITEBACK_BIN, "serve", "start"], capture_output=True, text=True,
                          timeout=30)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert "serving" in proc.stdout
    status = subprocess.run(
        [WRITEBACK_BIN, "serve", "status", "--json"], capture_output=True, text=True, timeout=10
    )
    data = json.loads(status.stdout)
    assert data["schema_version"] == 1 and data["queue_depth"] == 0
    pid = ipc.request(ipc.socket_path(brain_url()), {"op": "ping"}, timeout=2).data["pid"]
    stop = subprocess.run([WRITEBACK_BIN, "serve", "stop", "--json"], capture_output=True,
                          text=True, timeout=30)  # fmt: skip
    assert json.loads(stop.stdout) == {"schema_version": 1, "stopped": True, "pid": pid}
    assert not run_paths(brain_url())[2].exists()  # the socket went with it
    again = subprocess.run([WRITEBACK_BIN, "serve", "stop"], capture_output=True, text=True)
    assert again.returncode == 0 and "no serve is running" in again.stdout


def test_old_serve_flags_are_refused_with_a_hint_and_bare_serve_shows_help():
    for flag, instead in (("--status", "serve status"), ("--install", "serve install"),
                          ("--uninstall", "serve uninstall")):  # fmt: skip
        proc = subprocess.run([WRITEBACK_BIN, "serve", flag], capture_output=True, text=True)
        assert proc.returncode == 2 and instead in proc.stderr
    bare = subprocess.run([WRITEBACK_BIN, "serve"], capture_output=True, text=True)
    assert bare.returncode == 0 and "serve run" in bare.stdout and "serve stop" in bare.stdout


def test_units_installed_by_older_versions_still_start(wb_home):
    """`serve --foreground` (what older units run) still serves, and says what replaced it."""
    from tests.serve_util import wait_for

    proc = subprocess.Popen([WRITEBACK_BIN, "serve", "--foreground"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)  # fmt: skip
    try:
        wait_for(lambda: ipc.request(ipc.socket_path(brain_url()), {"op": "ping"}, 1).ok, 20)
    finally:
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=20)
    assert "writeback serve run" in err and proc.returncode == 0


@pytest.mark.skipif(os.getuid() != 0, reason="needs root to connect as another uid")
def test_peer_with_another_uid_is_rejected():
    import shutil
    import sys
    import tempfile

    from writeback.serve.daemon import _same_user

    d = tempfile.mkdtemp(dir="/tmp")  # pytest's tmp tree is 0700: another uid can't reach it
    os.chmod(d, 0o777)
    path = os.path.join(d, "s.sock")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.settimeout(10)
    script = (
        "import os, socket, sys; os.setgid(65534); os.setuid(65534); "
        "s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); s.recv(1)"
    )
    try:
        listener.bind(path)
        os.chmod(path, 0o777)
        listener.listen(2)
        child = subprocess.Popen([sys.executable, "-c", script, path])
        try:
            conn, _ = listener.accept()
            with conn:
                assert _same_user(conn) is False
        finally:
            child.kill()
            child.wait(timeout=10)
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as mine:
            mine.connect(path)
            conn, _ = listener.accept()
            with conn:
                assert _same_user(conn) is True
    finally:
        listener.close()
        shutil.rmtree(d, ignore_errors=True)


def test_socket_path_too_long_is_a_clear_error(tmp_path, monkeypatch):
    deep = tmp_path / ("d" * 60) / ("e" * 60)
    monkeypatch.setenv("WRITEBACK_HOME", str(deep))
    proc = subprocess.run(
        [WRITEBACK_BIN, "serve", "run"], capture_output=True, text=True, timeout=30
    )
    assert proc.returncode == 1
    assert "WRITEBACK_HOME to a shorter directory" in proc.stderr and "Traceback" not in proc.stderr


def test_background_serve_keeps_the_brain_url_out_of_argv(tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path}/argv-check.db"
    proc = subprocess.run(
        [WRITEBACK_BIN, "serve", "start", "--brain", url],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert proc.returncode == 0, proc.stderr
    pid = ipc.request(ipc.socket_path(url), {"op": "ping"}, timeout=2).data["pid"]
    try:
        argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        assert not any(b"argv-check" in a for a in argv)
    finally:
        os.kill(pid, signal.SIGTERM)
        from tests.serve_util import wait_for

        wait_for(lambda: not ipc.socket_path(url).exists(), timeout=15)
