"""Issue 11: one test per finding of the adversarial run (load, secrets, a damaged brain,
backend differences, deep nesting, MCP requests without answers, serve starvation,
tracebacks, idempotency keys). Each failed before the fix."""

from __future__ import annotations

import json
import os
import resource
import signal
import socket
import sqlite3
import subprocess
import urllib.parse
from pathlib import Path

import pytest
from hookutil import (
    claude_payload,
    claude_transcript,
    corpus_files,
    heartbeats,
    run_hook,
    serve_socket_path,
    set_mode,
    user_line,
    wait_heartbeats,
)

from tests.conftest import WRITEBACK_BIN
from tests.pg import postgres_database
from tests.serve_util import wait_for
from writeback import corpus, heartbeat, ipc, secrets
from writeback.brain import BrainError, IdempotencyConflict, NewFact, open_brain
from writeback.serve import protocol
from writeback.serve.harvest import MAX_ERROR_ATTEMPTS, harvest


def wb(*args: str, env: dict | None = None, preexec=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(WRITEBACK_BIN), *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=60,
        preexec_fn=preexec,
    )


def one_line_error(proc: subprocess.CompletedProcess) -> str:
    assert "Traceback" not in proc.stderr, proc.stderr
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert lines and lines[0].startswith("writeback: "), proc.stderr
    return proc.stderr


# --- 1. no turn lost under concurrency; a truthful heartbeat ---------------------------


def _start_hooks(n: int, tag: str) -> list[subprocess.Popen]:
    procs = []
    for i in range(n):
        session = f"{tag}-{i}"
        path = claude_transcript(
            [user_line(f"For service {i} of {tag} we decided to use PostgreSQL.", session=session)],
            name=f"{session}.jsonl",
        )
        proc = subprocess.Popen(
            [str(WRITEBACK_BIN), "hook", "claude-stop"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert proc.stdin is not None
        proc.stdin.write(json.dumps(claude_payload(path, session=session)).encode())
        proc.stdin.close()
        procs.append(proc)
    for proc in procs:
        proc.stdin = None
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and out == b""
    return procs


def _assert_all_banked(n: int) -> None:
    lines = wait_heartbeats(n)
    assert len(lines) == n
    assert all(line["reason"] in heartbeat.BANKED for line in lines), lines
    assert all(line["duration_ms"] <= 2000 for line in lines)  # the hook's own deadline
    assert len(corpus_files()) == n


def test_twenty_hooks_at_once_without_serve_all_bank() -> None:
    set_mode()
    _start_hooks(20, "noserve")
    _assert_all_banked(20)
    assert {line["reason"] for line in heartbeats()} == {"banked_no_serve"}


def test_forty_hooks_at_once_with_serve_all_bank_and_harvest(serve) -> None:
    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    serve()
    _start_hooks(40, "serve")  # more than the 32 connection slots serve used to have
    _assert_all_banked(40)
    # Truthful: a line says "duplicate" only for a turn banked before, never for one
    # this run's serve saved.
    assert not {line["reason"] for line in heartbeats()} & {"duplicate", "deadline"}
    from writeback.brain import open_brain as ob

    def harvested() -> bool:
        with ob() as brain:
            return sum(r.terminal for r in brain.receipts().values()) == 40

    wait_for(harvested, timeout=120, step=0.25)


# --- 2. one secret policy for every field ----------------------------------------------

SCHEMES = ["postgresql", "mysql", "mongodb+srv", "redis", "amqp", "https"]
PASSWORDS = ["p!ss#w$rd", "a&b'c(d)e", "x*y+z,w;v=u", "q?r/s[t]u", "p@ss:w0rd", "Sunshine99"]


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("password", PASSWORDS)
@pytest.mark.parametrize("encoded", [False, True])
def test_url_credentials_with_any_characters(scheme: str, password: str, encoded: bool) -> None:
    pw = urllib.parse.quote(password, safe="") if encoded else password
    text = f"the app reads {scheme}://admin:{pw}@db.internal.example:5432/app from env"
    assert secrets.scan(text), text


@pytest.mark.parametrize(
    "text",
    [
        "the host key is SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8 on the bastion",
        "ED25519 key fingerprint is SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s.",
        "the AWS docs use AKIAIOSFODNN7EXAMPLE as the access key id",
        "see https://medium.com/@someone/post and https://host:8080/@user",
        "connect to postgresql://app:${DB_PASSWORD}@db/app",
    ],
)
def test_benign_strings_are_not_secrets(text: str) -> None:
    assert secrets.scan(text) == []


@pytest.mark.parametrize(
    "args",
    [
        ["remember", "Our staging database is the one in Frankfurt"],
        ["remember", "Staging runs on Postgres", "--entity", "redis://:Zq8!x#Lm2@cache:6379"],
        ["remember", "Staging runs on Postgres", "--corrects", "token ghp_" + "a1B2" * 9],
    ],
)
def test_cli_remember_scans_every_field(args: list[str]) -> None:
    secret_in_claim = args[1] == "Our staging database is the one in Frankfurt"
    if secret_in_claim:
        args = [*args[:1], "Staging db is postgresql://app:S3cr3t!#@db.example/app"]
    proc = wb(*args)
    assert proc.returncode == 2
    assert "refusing to store a secret" in one_line_error(proc)
    assert json.loads(wb("facts", "--all", "--json").stdout)["facts"] == []


def test_cli_forget_reason_is_scanned() -> None:
    fact_id = wb("remember", "We ship on Thursdays", "--json")
    fid = json.loads(fact_id.stdout)["id"]
    proc = wb("forget", fid, "--reason", "rotated AKIAZ3MHALJ7QW4XBN2K")
    assert proc.returncode == 2 and "reason" in one_line_error(proc)
    (fact,) = json.loads(wb("facts", "--all", "--json").stdout)["facts"]
    assert fact["expired_at"] is None


def test_cli_fails_closed_when_the_scanner_cannot_load(tmp_path: Path) -> None:
    fake = tmp_path / "shadow" / "detect_secrets"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("raise ImportError('broken install')\n")
    proc = wb("remember", "We ship on Thursdays", env={"PYTHONPATH": str(fake.parent)})
    assert proc.returncode == 1 and "scanner unavailable" in one_line_error(proc)
    assert json.loads(wb("facts", "--all", "--json").stdout)["facts"] == []


def test_mcp_client_name_is_scanned() -> None:
    from writeback.mcp.server import safe_client_name

    assert safe_client_name("claude-code") == "claude-code"
    assert safe_client_name("ghp_" + "a1B2" * 9) == "redacted"
    assert safe_client_name("x\x00y" * 200) == ("x?y" * 200)[:200]


def test_hook_scans_every_record_field() -> None:
    set_mode()
    secret_cwd = "/srv/postgresql://app:S3cr3t!#@db/app"
    path = claude_transcript([user_line("We decided to move the launch to March 3rd.")])
    payload = {**claude_payload(path), "cwd": secret_cwd}
    run_hook("claude-stop", payload)
    (line,) = wait_heartbeats(1)
    assert line["reason"] == "secret" and line["secret_fields"] == ["cwd"]
    assert corpus_files() == []


# --- 3. a damaged brain ---------------------------------------------------------------


def _damage(db: Path) -> None:
    size = db.stat().st_size
    with open(db, "r+b") as fh:
        for page in range(1, size // 4096):
            fh.seek(page * 4096)
            fh.write(os.urandom(4096))


def test_damaged_brain_doctor_fails_and_commands_print_one_line(wb_home: Path) -> None:
    for i in range(30):
        assert wb("remember", f"Service {i} uses tool{i} for its builds").returncode == 0
    _damage(wb_home / "brain.db")
    doctor = wb("doctor", "--json")
    assert doctor.returncode != 0
    report = json.loads(doctor.stdout)
    checks = {c["name"]: c for c in report["checks"]}
    bad = checks.get("brain.integrity") or checks["brain.reachable"]
    assert bad["status"] == "fail" and "sqlite3" in bad["fix"]
    for args in (["recall", "tool3"], ["facts"], ["remember", "We moved to zig builds"]):
        proc = wb(*args)
        assert proc.returncode == 1
        assert "damaged" in one_line_error(proc)


# --- 4. the same semantics on both backends ---------------------------------------------


@pytest.fixture(params=["sqlite", "postgres"])
def brain_url(request: pytest.FixtureRequest, tmp_path: Path):
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/brain.db"
    else:
        with postgres_database() as dsn:
            yield dsn


def test_nul_and_lone_surrogates_store_alike(brain_url: str) -> None:
    with open_brain(brain_url) as brain:
        result = brain.remember(
            NewFact(claim="Prefers \x00tabs\ud800 over spaces", entity="ed\x00itor")
        )
        fact = brain.get(result.id)
        assert fact is not None
        assert fact.claim == "Prefers \ufffdtabs\ufffd over spaces"
        assert fact.entity == "ed\ufffditor"
        assert brain.recall("tabs\x00")[0].id == result.id
        brain.forget(result.id, reason="wrong\x00")
        brain.record_usage("cli\x00ent", "remember", "ok")


def test_nul_turn_harvests_on_both_backends(brain_url: str) -> None:
    with open_brain(brain_url) as brain:
        brain.config_set("memory.auto_writeback", "salient")
        brain.config_set("facts.extraction_enabled", True)
        record = corpus.TurnRecord(
            "codex", "codex-stop", "s\x001", None, "/tmp", corpus.now_iso(), None, "codex",
            "I prefer pnpm\x00 over npm for every project.", "salient",
        )  # fmt: skip
        path = corpus.bank(record).path
        outcome = harvest(brain, path)
        assert outcome.terminal and outcome.outcome in ("extracted", "no_facts"), outcome


def test_a_permanent_brain_error_becomes_terminal(tmp_path: Path) -> None:
    with open_brain(f"sqlite:///{tmp_path}/brain.db") as brain:
        brain.config_set("memory.auto_writeback", "salient")
        brain.config_set("facts.extraction_enabled", True)
        path = _bank_text("We decided to use pnpm in every repository.")

        original = brain.commit_harvest

        def refuse(name, facts, *args, **kwargs):  # a fact value the backend never takes
            if facts:
                raise BrainError("value rejected by the backend")
            return original(name, facts, *args, **kwargs)

        brain.commit_harvest = refuse  # type: ignore[method-assign]
        outcomes = []
        for _ in range(MAX_ERROR_ATTEMPTS):
            outcomes.append(harvest(brain, path, now=_far_future(len(outcomes))))
        assert [o.terminal for o in outcomes[:-1]] == [False] * (MAX_ERROR_ATTEMPTS - 1)
        del brain.commit_harvest
        final = outcomes[-1]
        assert final.terminal
        receipt = brain.receipt(path.name)
        assert receipt is not None and receipt.terminal and receipt.outcome == "failed"


def _far_future(step: int):
    from datetime import UTC, datetime, timedelta

    return datetime.now(UTC) + timedelta(days=1 + step)  # past any backoff


def _bank_text(text: str, session: str = "s1") -> Path:
    record = corpus.TurnRecord(
        "codex", "codex-stop", session, None, "/tmp", corpus.now_iso(), None, "codex", text,
        "salient",
    )  # fmt: skip
    return corpus.bank(record).path


# --- 5. structure limits ---------------------------------------------------------------

DEEP = "[" * 5000 + "]" * 5000


def test_deep_transcript_line_is_skipped_and_earlier_turn_banked() -> None:
    set_mode()
    path = claude_transcript(
        [user_line("We decided to deploy only on Tuesdays from now on."), DEEP]
    )
    run_hook("claude-stop", claude_payload(path))
    (line,) = wait_heartbeats(1)
    assert line["reason"] == "banked_no_serve"
    assert len(corpus_files()) == 1


def _codex_rollout(items: list[str]) -> Path:
    sid = "019aad50-a7e6-7422-b7a8-0b384290624f"
    d = Path(os.environ["CODEX_HOME"]) / "sessions" / "2026" / "03" / "01"
    d.mkdir(parents=True, exist_ok=True)
    meta = {"timestamp": "2026-03-01T10:00:00.000Z", "type": "session_meta",
            "payload": {"id": sid, "cwd": "/home/u/proj", "source": "cli"}}  # fmt: skip
    lines = [json.dumps(meta)]
    for i, item in enumerate(items):
        if item.startswith("["):
            lines.append(item)  # a raw hostile line
            continue
        lines.append(json.dumps({"timestamp": "2026-03-01T10:01:00.000Z", "type": "event_msg",
                                 "payload": {"type": "user_message", "message": item,
                                             "turn_id": f"t{i}"}}))  # fmt: skip
    path = d / f"rollout-2026-03-01T10-00-00-{sid}.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_deep_codex_line_does_not_stop_session_end() -> None:
    set_mode()
    path = _codex_rollout(
        [
            "We decided to deploy only on Tuesdays from now on.",
            DEEP,
            "I prefer pnpm over npm in every repository we own.",
        ]
    )
    run_hook("codex-session-end", {"session_id": "s-deep", "transcript_path": str(path)})
    (line,) = wait_heartbeats(1)
    assert line["reason"] == "session_end" and line["counts"]["banked"] == 2


@pytest.mark.parametrize(
    ("payload", "reason"),
    [
        (b'{"session_id": "s", "x": ' + DEEP.encode() + b"}", "bad_payload"),
        (b"\xff\xfe\x00garbage", "bad_payload"),
        (json.dumps({"session_id": "s", "transcript_path": "/tmp/a\x00b.jsonl"}), "bad_payload"),
        (json.dumps({"session_id": "s", "cwd": "/tmp\x00x"}), "bad_payload"),
    ],
)
def test_hostile_stdin_gives_a_typed_reason(payload, reason: str) -> None:
    set_mode()
    run_hook("claude-stop", payload)
    assert [line["reason"] for line in wait_heartbeats(1)] == [reason]


def test_nested_corpus_file_gets_a_terminal_receipt(tmp_path: Path, wb_home: Path) -> None:
    good = _bank_text("We decided to use pnpm in every repository.")
    name = good.name.replace(good.name[4:36], "0" * 32)
    bad = good.with_name(name)
    bad.write_text('{"schema_version": 1, "x": ' + DEEP + "}")
    with open_brain(f"sqlite:///{tmp_path}/brain.db") as brain:
        brain.config_set("memory.auto_writeback", "salient")
        outcome = harvest(brain, bad)
        assert outcome.terminal and outcome.outcome == "invalid_file"


def test_ipc_deep_request_is_bad_request() -> None:
    with pytest.raises(protocol.ProtocolError) as err:
        protocol.parse_request(b'{"v": 1, "op": "ping", "x": ' + DEEP.encode() + b"}")
    assert err.value.code == "bad_request"


# --- 6. MCP answers every request ----------------------------------------------------------


def test_mcp_answers_every_line() -> None:
    lines = [
        json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "probe", "version": "1"}}}),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        "garbage here",
        "[1, 2, 3]",
        json.dumps({"id": 2, "method": "tools/list"}),
        '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"remember",'
        '"arguments":{"claim":"Prefers tea \\ud800 over coffee"}}}',
        '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"remember",'
        '"arguments":{"claim":' + DEEP + "}}}",
        '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"remember",'
        '"arguments":{"claim":"Trip to Rome","ttl":"100000000d"}}}',
    ]  # fmt: skip
    data = "\n".join(lines).encode("utf-8", "surrogatepass") + b"\n\xff\xfe not utf-8\n"
    proc = subprocess.Popen(
        [str(WRITEBACK_BIN), "mcp"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write(data)
    proc.stdin.flush()
    replies: list[dict] = []
    while len(replies) < 8:  # one per line except the notification
        raw = proc.stdout.readline()
        assert raw, proc.stderr.read() if proc.stderr else ""
        replies.append(json.loads(raw))
    proc.stdin.close()
    proc.stdin = None
    proc.communicate(timeout=30)
    by_id = {r["id"]: r for r in replies if r.get("id") is not None}
    anonymous = sorted(r["error"]["code"] for r in replies if r.get("id") is None)
    assert anonymous == [-32700, -32700, -32600]
    assert by_id[2]["error"]["code"] == -32600
    assert by_id[3]["result"]["structuredContent"]["status"] == "inserted"
    assert by_id[4]["error"]["code"] == -32602
    ttl = by_id[5]["result"]
    assert ttl["isError"] and ttl["structuredContent"]["code"] == "invalid_argument"


# --- 7. serve cannot be starved --------------------------------------------------------------


def test_serve_answers_with_500_idle_and_trickling_connections(serve) -> None:
    assert wb("config", "set", "memory.auto_writeback", "salient").returncode == 0
    serve()
    idle: list[socket.socket] = []
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 700:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    try:
        path = os.fspath(serve_socket_path())
        for i in range(532):
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.connect(path)
            if i < 32:
                s.send(b"{")  # a trickler: one byte, then nothing
            idle.append(s)
        sock = serve_socket_path()
        assert ipc.request(sock, {"op": "ping"}, 5.0).ok
        assert ipc.request(sock, {"op": "status"}, 5.0).ok
        record = corpus.TurnRecord(
            "claude-code", "claude-stop", "starve", None, None, corpus.now_iso(), None,
            "claude-code", "We decided to use pnpm in every repository.", "salient",
        )  # fmt: skip
        reply = ipc.request(sock, {"op": "bank", "record": record.to_dict()}, 5.0)
        assert reply.ok and reply.data and reply.data["result"] == "banked"
        # The read deadline: a connection that never finishes its line is answered and closed.
        idle[0].settimeout(10)
        answer = idle[0].recv(4096)
        assert b'"bad_request"' in answer
    finally:
        for s in idle:
            s.close()


# --- 8. no tracebacks ----------------------------------------------------------------------


def _no_writes() -> None:  # pragma: no cover - runs in the child
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, resource.RLIM_INFINITY))


def test_config_set_on_a_full_disk_is_one_line() -> None:
    proc = wb("config", "set", "memory.auto_writeback", "salient", preexec=_no_writes)
    assert proc.returncode == 1
    assert "cannot write config" in one_line_error(proc)


@pytest.mark.parametrize(
    "args",
    [
        ["remember", "Trip to Rome next week", "--ttl", "100000000d"],
        ["remember", "Trip to Rome next week", "--ttl", "9" * 5000 + "d"],
        ["recall", "Rome", "--as-of", "0001-01-01"],
    ],
)
def test_out_of_range_times_are_one_line(args: list[str]) -> None:
    proc = wb(*args)
    assert proc.returncode == 2
    assert "out of range" in one_line_error(proc)


# --- 9. idempotency keys -----------------------------------------------------------------------


def test_idempotency_key_replay_and_conflict(brain_url: str) -> None:
    with open_brain(brain_url) as brain:
        first = brain.remember(NewFact(claim="Prefers tea over coffee", idempotency_key="K"))
        replay = brain.remember(NewFact(claim="Prefers tea over coffee", idempotency_key="K"))
        assert (replay.status, replay.id) == ("duplicate", first.id)
        with pytest.raises(IdempotencyConflict):
            brain.remember(NewFact(claim="Prefers coffee over tea", idempotency_key="K"))
        assert [f.claim for f in brain.list_facts()] == ["Prefers tea over coffee"]


def test_integrity_check_passes_on_a_sound_brain(brain_url: str) -> None:
    with open_brain(brain_url) as brain:
        brain.remember(NewFact(claim="Prefers tabs over spaces"))
        assert brain.check_integrity() == []


def test_integrity_check_names_the_damage(tmp_path: Path) -> None:
    db = tmp_path / "brain.db"
    with open_brain(f"sqlite:///{db}") as brain:
        for i in range(40):
            brain.remember(NewFact(claim=f"Service {i} uses tool{i} for its builds"))
    with open_brain(f"sqlite:///{db}") as brain:
        _damage(db)
        problems = brain.check_integrity()
        assert problems and "sqlite3" in brain.damage_fix()


def test_corrupt_sqlite_header_is_one_line(wb_home: Path) -> None:
    wb_home.mkdir(mode=0o700, exist_ok=True)
    (wb_home / "brain.db").write_bytes(b"not a database at all" * 300)
    proc = wb("facts")
    assert proc.returncode == 1 and "damaged" in one_line_error(proc)
    with pytest.raises(sqlite3.DatabaseError):
        sqlite3.connect(wb_home / "brain.db").execute("SELECT * FROM sqlite_master").fetchall()
