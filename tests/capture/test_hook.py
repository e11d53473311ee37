"""The Stop hook as a real process: every reason, exit 0, silent stdout, deadlines."""

from __future__ import annotations

import json
import os
import resource
import secrets
import signal
import string
import sys
import time
from pathlib import Path

import pytest
from hookutil import (
    FakeServe,
    assistant_line,
    claude_payload,
    claude_transcript,
    corpus_files,
    heartbeats,
    last_reason,
    run_hook,
    serve_socket_path,
    set_mode,
    user_line,
    wait_heartbeats,
)

from writeback import corpus

ELIGIBLE = "We moved the launch to March 3rd, and I prefer pnpm over npm."


def _ok(proc) -> None:
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == b""


def _eligible_transcript(text: str = ELIGIBLE) -> Path:
    return claude_transcript([user_line(text), assistant_line()])


def test_banks_an_eligible_turn_without_serve(wb_home: Path) -> None:
    set_mode("salient")
    path = _eligible_transcript()
    proc = run_hook("claude-stop", claude_payload(path))
    _ok(proc)
    assert last_reason() == "banked_no_serve"
    files = corpus_files()
    assert len(files) == 1
    assert files[0].stat().st_mode & 0o777 == 0o600
    assert (wb_home / "corpus").stat().st_mode & 0o777 == 0o700
    record = corpus.load(files[0])
    assert record.text == ELIGIBLE
    assert record.harness == "claude-code" and record.source_id == "claude-code"
    assert record.event == "claude-stop" and record.mode == "salient"
    assert record.turn_id == "u-1" and record.session_id == "sess-1"
    assert record.turn_ts == "2026-02-10T21:11:56.846Z"
    hb = heartbeats()[-1]
    assert set(hb) >= {"ts", "harness", "event", "reason", "duration_ms"}


def test_same_turn_twice_is_duplicate() -> None:
    set_mode()
    path = _eligible_transcript()
    run_hook("claude-stop", claude_payload(path))
    proc = run_hook("claude-stop", claude_payload(path))
    _ok(proc)
    assert [h["reason"] for h in heartbeats()] == ["banked_no_serve", "duplicate"]
    assert len(corpus_files()) == 1


def test_hooks_zero_exits_without_heartbeat() -> None:
    set_mode()
    proc = run_hook("claude-stop", claude_payload(_eligible_transcript()), {"WRITEBACK_HOOKS": "0"})
    _ok(proc)
    assert heartbeats() == [] and corpus_files() == []


@pytest.mark.parametrize(
    ("setup", "env", "reason"),
    [
        ("off", {}, "off"),
        ("garbage-config", {}, "off"),
        ("salient", {"WRITEBACK_SESSION": "off"}, "session_off"),
    ],
)
def test_switches(wb_home: Path, setup: str, env: dict, reason: str) -> None:
    if setup == "garbage-config":
        wb_home.mkdir(exist_ok=True)
        (wb_home / "config.json").write_text("{nope")
    else:
        set_mode(setup)
    proc = run_hook("claude-stop", claude_payload(_eligible_transcript()), env)
    _ok(proc)
    assert last_reason() == reason
    assert corpus_files() == []


def test_off_reads_nothing_beyond_config() -> None:
    # Mode off: even a payload that would be garbage is not read.
    proc = run_hook("claude-stop", b"\xff not json")
    _ok(proc)
    assert last_reason() == "off"


def test_ignore_file_in_a_parent(tmp_path: Path) -> None:
    set_mode()
    (tmp_path / ".writeback-ignore").write_text("")
    sub = tmp_path / "a" / "b"
    sub.mkdir(parents=True)
    proc = run_hook("claude-stop", claude_payload(_eligible_transcript(), cwd=str(sub)))
    _ok(proc)
    assert last_reason() == "ignored_path"


@pytest.mark.parametrize(
    ("stdin", "reason"),
    [
        (b"", "no_stdin"),
        (b"   \n", "no_stdin"),
        (b"{not json", "bad_payload"),
        (b"[1,2]", "bad_payload"),
        (b'{"transcript_path": "x"}', "bad_payload"),
    ],
)
def test_stdin_problems(stdin: bytes, reason: str) -> None:
    set_mode()
    proc = run_hook("claude-stop", stdin)
    _ok(proc)
    assert last_reason() == reason


def test_unknown_event_is_usage_on_stderr_and_exit_zero() -> None:
    proc = run_hook("bogus-event", b"{}")
    _ok(proc)
    assert b"usage" in proc.stderr
    assert last_reason() == "disabled"


def test_transcript_problems(tmp_path: Path) -> None:
    set_mode()
    projects = Path(os.environ["CLAUDE_CONFIG_DIR"]) / "projects"
    real = _eligible_transcript()
    outside = tmp_path / "outside.jsonl"
    outside.write_text(user_line(ELIGIBLE) + "\n")
    link = projects / "-home-u-proj" / "link.jsonl"
    link.symlink_to(real)
    linkdir = projects / "linked-project"
    linkdir.symlink_to(real.parent)
    notfile = projects / "-home-u-proj" / "dir.jsonl"
    notfile.mkdir()
    wrong_suffix = projects / "-home-u-proj" / "t.txt"
    wrong_suffix.write_text(user_line(ELIGIBLE) + "\n")
    (projects.parent / "escape.jsonl").write_text(user_line(ELIGIBLE) + "\n")
    cases = [
        (None, "transcript_missing"),
        (projects / "nope.jsonl", "transcript_missing"),
        (outside, "transcript_outside"),
        (link, "transcript_symlink"),
        (linkdir / real.name, "transcript_symlink"),
        (notfile, "transcript_not_file"),
        (wrong_suffix, "transcript_not_file"),
        (projects / ".." / "escape.jsonl", "transcript_outside"),
    ]
    for path, reason in cases:
        proc = run_hook("claude-stop", claude_payload(path))
        _ok(proc)
        assert last_reason() == reason, path
    assert corpus_files() == []


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("ok thanks!", "ack"),
        ("hello there", "greeting"),
        ("/model opus", "slash_command"),
        ("Can you fix the build script?", "question_only"),
        (
            "Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n    main()\nNameError: name 'main' is not defined",
            "tool_output",
        ),
        ("> the launch moves to March\n> -- Bob, yesterday", "quoted"),
        ("fix it", "too_short"),
        ("x " * 5000, "too_long"),
    ],
)
def test_filter_reasons_reach_the_heartbeat(text: str, reason: str) -> None:
    set_mode()
    proc = run_hook("claude-stop", claude_payload(_eligible_transcript(text)))
    _ok(proc)
    assert last_reason() == reason
    assert corpus_files() == []


def test_no_user_turn() -> None:
    set_mode()
    path = claude_transcript(
        [
            user_line("<command-name>/model</command-name>", uuid="c"),
            user_line("[Request interrupted by user]", uuid="i"),
            user_line("summary", uuid="m", isMeta=True),
            assistant_line(),
        ]
    )
    proc = run_hook("claude-stop", claude_payload(path))
    _ok(proc)
    assert last_reason() == "no_user_turn"


def test_private_is_stripped_before_everything() -> None:
    set_mode()
    token = "ghp_" + "".join(secrets.choice(string.ascii_letters) for _ in range(36))
    text = f"I deploy with the blue pipeline. <private>my token is {token}</private>"
    proc = run_hook("claude-stop", claude_payload(_eligible_transcript(text)))
    _ok(proc)
    assert last_reason() == "banked_no_serve"
    body = corpus_files()[0].read_text()
    assert token not in body and "private" not in body
    # An only-private turn leaves nothing to bank.
    run_hook("claude-stop", claude_payload(_eligible_transcript("<PRIVATE>\nall of it")))
    assert last_reason() == "too_short"


def test_secret_is_never_written(wb_home: Path) -> None:
    set_mode()
    token = "AKIA" + "".join(
        secrets.choice(string.ascii_uppercase + string.digits) for _ in range(16)
    )
    proc = run_hook(
        "claude-stop", claude_payload(_eligible_transcript(f"Our deploy key is {token} for prod."))
    )
    _ok(proc)
    assert last_reason() == "secret"
    assert corpus_files() == []
    assert token not in (wb_home / "heartbeat.jsonl").read_text()
    assert heartbeats()[-1]["secret_types"] == ["AWS Access Key"]


def test_scanner_unavailable_fails_closed(tmp_path: Path) -> None:
    set_mode()
    fake = tmp_path / "shadow" / "detect_secrets"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("raise ImportError('broken install')\n")
    proc = run_hook(
        "claude-stop",
        claude_payload(_eligible_transcript()),
        {"PYTHONPATH": str(fake.parent)},
    )
    _ok(proc)
    assert last_reason() == "scanner_unavailable"
    assert corpus_files() == []


def _is_root() -> bool:
    return os.geteuid() == 0


def test_read_only_corpus_dir(wb_home: Path) -> None:
    set_mode()
    corpus_dir = wb_home / "corpus"
    if _is_root():
        corpus_dir.write_text(
            ""
        )  # root ignores 0500; a file where the dir belongs fails the same way
    else:
        corpus_dir.mkdir(mode=0o500)
    try:
        proc = run_hook("claude-stop", claude_payload(_eligible_transcript()))
    finally:
        if corpus_dir.is_dir():
            corpus_dir.chmod(0o700)
    _ok(proc)
    assert last_reason() == "bank_failed"


def test_full_disk_leaves_no_partial_file(wb_home: Path) -> None:
    set_mode()
    (wb_home / "corpus").mkdir(mode=0o700)

    def small_files() -> None:  # writes past 300 bytes fail with EFBIG, like a full disk
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (300, 300))

    proc = run_hook("claude-stop", claude_payload(_eligible_transcript()), preexec=small_files)
    _ok(proc)
    assert last_reason() == "bank_failed"
    assert list((wb_home / "corpus").iterdir()) == []  # no temp file, no partial file


def test_huge_transcript_reads_only_the_tail() -> None:
    set_mode()
    path = claude_transcript([])
    with open(path, "wb") as fh:
        fh.truncate(100 * 1024 * 1024)  # sparse: 100 MB of NULs, no newline
        fh.seek(0, 2)
        fh.write(b"\n" + (user_line(ELIGIBLE) + "\n" + assistant_line() + "\n").encode())
    proc = run_hook("claude-stop", claude_payload(path))
    _ok(proc)
    assert last_reason() == "banked_no_serve"
    assert proc.elapsed < 2.0


def test_user_turn_beyond_the_tail_is_not_read() -> None:
    set_mode()
    path = claude_transcript([user_line(ELIGIBLE)])
    with open(path, "ab") as fh:
        fh.write((assistant_line("x" * 1024 * 1024) + "\n").encode() * 6)
    proc = run_hook("claude-stop", claude_payload(path))
    _ok(proc)
    assert last_reason() == "no_user_turn"


# --- serve socket ---------------------------------------------------------------------


def _record_ok(req: dict) -> None:
    assert req["v"] == 1
    rec = req["record"]
    assert rec["schema_version"] == 1 and rec["text"] == ELIGIBLE
    assert set(rec) == set(corpus.TurnRecord._fields)


def _stop_with(serve: FakeServe):
    """The Claude Stop hook on an eligible turn while ``serve`` listens; ``serve`` is closed
    whatever the hook did."""
    try:
        return run_hook("claude-stop", claude_payload(_eligible_transcript()))
    finally:
        serve.close()


def test_serve_banks_it() -> None:
    set_mode()
    serve = FakeServe(
        serve_socket_path(), handler=lambda r: {"ok": True, "result": "banked", "file": "x"}
    )
    proc = _stop_with(serve)
    _ok(proc)
    assert last_reason() == "banked_queued"
    assert serve.requests[0]["op"] == "bank"
    _record_ok(serve.requests[0])
    assert corpus_files() == []  # serve wrote it (in reality); the hook did not


@pytest.mark.parametrize(("result", "reason"), [("duplicate", "duplicate"), ("secret", "secret")])
def test_serve_verdicts(result: str, reason: str) -> None:
    set_mode()
    serve = FakeServe(serve_socket_path(), handler=lambda r: {"ok": True, "result": result})
    proc = _stop_with(serve)
    _ok(proc)
    assert last_reason() == reason


def test_serve_without_bank_op_gets_a_harvest_nudge() -> None:
    set_mode()

    def handler(req: dict) -> dict:
        if req.get("op") == "bank":
            return {"ok": False, "error": "unknown_op"}
        return {"ok": True, "result": "queued"}

    serve = FakeServe(serve_socket_path(), handler=handler)
    proc = _stop_with(serve)
    _ok(proc)
    assert last_reason() == "banked_queued"
    files = corpus_files()
    assert [r["op"] for r in serve.requests] == ["bank", "harvest"]
    assert serve.requests[1] == {"v": 1, "op": "harvest", "file": files[0].name}


def test_garbage_reply_falls_back_to_local_bank() -> None:
    set_mode()
    serve = FakeServe(serve_socket_path(), handler=lambda r: b"\x00garbage\n")
    proc = _stop_with(serve)
    _ok(proc)
    assert len(corpus_files()) == 1
    assert last_reason() == "banked_no_serve"


def test_stale_socket_is_no_serve() -> None:
    set_mode()
    serve = FakeServe(serve_socket_path(), mode="stale")
    proc = _stop_with(serve)
    _ok(proc)
    assert last_reason() == "banked_no_serve"
    assert len(corpus_files()) == 1


def test_hung_socket_still_banks_within_the_deadline() -> None:
    set_mode()
    serve = FakeServe(serve_socket_path(), mode="hang")
    try:
        proc = run_hook("claude-stop", claude_payload(_eligible_transcript()))
        # The hook answers by its own 2 s deadline; its detached child gives up on the hung
        # serve after CHILD_BANK_TIMEOUT, banks the turn itself, and the line says so.
        (line,) = wait_heartbeats(1)
    finally:
        serve.close()
    _ok(proc)
    assert line.get("detached") is True
    assert line["reason"] == "banked_serve_timeout"
    assert line["duration_ms"] <= 2000
    assert len(corpus_files()) == 1


# --- in-process: reasons that need a stuck or broken step -------------------------------


def test_deadline_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    from writeback.hooks import entry

    monkeypatch.setattr(entry, "_decide", lambda run: time.sleep(5) or "banked_no_serve")
    run = entry.Run("claude-stop", "claude-code", time.monotonic() + 0.2)
    start = time.monotonic()
    entry._run_with_deadline(run, 0.2)
    assert run.reason == "deadline"
    assert time.monotonic() - start < 1.0


def test_exception_reason(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    from writeback.hooks import entry

    def boom(run):
        raise KeyError("x")

    monkeypatch.setattr(entry, "_decide", boom)
    assert entry.run_hook_cli(["claude-stop"]) == 0
    assert last_reason() == "exception_KeyError"
    assert capsys.readouterr().out == ""


def test_python_dash_m_entry() -> None:
    import subprocess

    set_mode()
    path = _eligible_transcript()
    proc = subprocess.run(
        [sys.executable, "-m", "writeback.hooks", "claude-stop"],
        input=json.dumps(claude_payload(path)).encode(),
        capture_output=True,
        env=dict(os.environ),
        timeout=10,
    )
    _ok(proc)
    assert last_reason() == "banked_no_serve"


def test_skip_path_imports_nothing_heavy() -> None:
    import subprocess

    code = (
        "import sys, io; sys.stdin = io.StringIO('');"
        "from writeback.hooks.entry import run_hook_cli; run_hook_cli(['claude-stop']);"
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('click','pydantic','detect_secrets','zstandard','writeback.brain') or m.startswith('writeback.brain.')];"
        "print(','.join(bad))"
    )
    set_mode()
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, env=dict(os.environ), timeout=10
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == b""


@pytest.mark.parametrize(
    ("text", "banked"),
    [
        (
            "I prefer tabs \ud83d over spaces in every repo.",
            "I prefer tabs \ufffd over spaces in every repo.",
        ),
        ("\ude00 We deploy on Fridays from now on.", "\ufffd We deploy on Fridays from now on."),
        (
            "Ship it \ud83d\ude00 we moved the launch to March.",
            "Ship it 😀 we moved the launch to March.",
        ),
    ],
)
def test_lone_surrogate_in_transcript_still_banks(text: str, banked: str) -> None:
    # json.dumps writes the lone surrogate as a "\ud83d" escape, as a JSON transcript can.
    set_mode()
    proc = run_hook("claude-stop", claude_payload(_eligible_transcript(text)))
    _ok(proc)
    assert last_reason() == "banked_no_serve"
    (f,) = corpus_files()
    assert corpus.load(f).text == banked
    f.read_bytes().decode("utf-8")  # valid UTF-8 on disk
