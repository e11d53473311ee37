"""Codex rollouts: the reader, subagent skip, .zst, and the codex-stop / session-end hooks."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import zstandard
from hookutil import corpus_files, heartbeats, last_reason, run_hook, set_mode, wait_heartbeats

from writeback import corpus
from writeback.hooks import codex

SID = "019aad50-a7e6-7422-b7a8-0b384290624f"


def _meta(source: object = "cli", sid: str = SID, **extra) -> dict:
    payload = {"id": sid, "timestamp": "2026-03-01T10:00:00.000Z", "cwd": "/home/u/proj",
               "originator": "codex_cli_rs", "cli_version": "0.63.0", "source": source,
               "model_provider": "openai", "base_instructions": {"text": "You are Codex. " * 50}}  # fmt: skip
    payload.update(extra)
    return {"timestamp": "2026-03-01T10:00:00.000Z", "type": "session_meta", "payload": payload}


def _turn(text: str, turn_id: str, ts: str = "2026-03-01T10:01:00.000Z") -> list[dict]:
    return [
        {
            "timestamp": ts,
            "type": "turn_context",
            "payload": {
                "turn_id": turn_id,
                "cwd": "/home/u/proj",
                "approval_policy": "on-request",
                "model": "gpt-5.5",
                "summary": "auto",
            },
        },  # fmt: skip
        {
            "timestamp": ts,
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "user",
                "content": [{"type": "input_text", "text": text}],
            },
        },  # fmt: skip
        {
            "timestamp": ts,
            "type": "event_msg",
            "payload": {
                "type": "user_message",
                "message": text,
                "images": [],
                "local_images": [],
                "text_elements": [],
            },
        },  # fmt: skip
        {
            "timestamp": ts,
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": "Done."}],
            },
        },  # fmt: skip
        {
            "timestamp": ts,
            "type": "event_msg",
            "payload": {"type": "agent_message", "message": "Done."},
        },
        {
            "timestamp": ts,
            "type": "event_msg",
            "payload": {"type": "task_complete", "turn_id": turn_id, "last_agent_message": "Done."},
        },  # fmt: skip
    ]


INJECTED = [
    {"timestamp": "2026-03-01T10:00:01.000Z", "type": "response_item", "payload": {"type": "message",
     "role": "user", "content": [{"type": "input_text", "text": "# AGENTS.md instructions for /home/u/proj\n\nI prefer pnpm"}]}},
    {"timestamp": "2026-03-01T10:00:01.000Z", "type": "response_item", "payload": {"type": "message",
     "role": "user", "content": [{"type": "input_text", "text": "<environment_context>\n  <cwd>/home/u/proj</cwd>\n</environment_context>"}]}},
]  # fmt: skip

TURNS = [
    ("We deploy the api with the blue pipeline on Fridays.", "t1"),
    ("ok", "t2"),
    ("The staging database is postgres 16 now.", "t3"),
]


def _rollout(lines: list[dict], zst: bool = False, sid: str = SID) -> Path:
    d = Path(os.environ["CODEX_HOME"]) / "sessions" / "2026" / "03" / "01"
    d.mkdir(parents=True, exist_ok=True)
    name = f"rollout-2026-03-01T10-00-00-{sid}.jsonl"
    data = "".join(json.dumps(x) + "\n" for x in lines).encode()
    if zst:
        path = d / (name + ".zst")
        path.write_bytes(zstandard.ZstdCompressor().compress(data))
    else:
        path = d / name
        path.write_bytes(data)
    return path


def _session(source: object = "cli") -> list[dict]:
    lines = [_meta(source), *INJECTED]
    for text, tid in TURNS:
        lines += _turn(text, tid)
    return lines


def _stop_payload(path: Path | None, turn_id: str = "t3") -> dict:
    return {"session_id": SID, "turn_id": turn_id, "transcript_path": str(path) if path else None,
            "cwd": "/home/u/proj", "hook_event_name": "Stop", "model": "gpt-5.5",
            "stop_hook_active": False, "last_assistant_message": "Done."}  # fmt: skip


@pytest.mark.parametrize("zst", [False, True])
def test_reader_yields_user_messages_only(zst: bool) -> None:
    path = _rollout(_session(), zst=zst)
    turns = list(codex.iter_user_turns(codex.validate_path(str(path))))
    assert [(t.text, t.turn_id) for t in turns] == TURNS
    assert turns[0].session_id == SID and turns[0].cwd == "/home/u/proj"
    last = codex.last_user_turn(path)
    assert last is not None and last.text == TURNS[-1][0]


@pytest.mark.parametrize(
    "source",
    [
        {"subagent": "review"},
        {"subagent": "compact"},
        {"subagent": {"thread_spawn": {"parent_thread_id": "p", "depth": 1}}},
        {"subagent": {"other": "x"}},
        "subagent_review",
    ],
)
def test_subagent_rollouts_are_skipped(source: object) -> None:
    path = _rollout(_session(source))
    assert codex.last_user_turn(path) is None
    assert list(codex.iter_user_turns(path)) == []


def test_forked_child_is_judged_by_its_first_meta() -> None:
    lines = [_meta({"subagent": {"thread_spawn": {"parent_thread_id": "p", "depth": 1}}}),
             _meta("cli", sid="parent-session"), *_turn("parent prompt copied into child log", "t0")]  # fmt: skip
    path = _rollout(lines)
    assert codex.last_user_turn(path) is None


def test_ide_wrapper_is_removed() -> None:
    text = "# Context from my IDE setup:\n\n## Open tabs:\n- a.py\n\n## My request for Codex:\nI prefer tabs over spaces."
    assert (
        codex.user_text({"type": "user_message", "message": text}) == "I prefer tabs over spaces."
    )
    assert (
        codex.user_text(
            {"type": "user_message", "message": "<environment_context>x</environment_context>"}
        )
        is None
    )


def test_codex_stop_banks_last_turn() -> None:
    set_mode()
    path = _rollout(_session())
    proc = run_hook("codex-stop", _stop_payload(path))
    assert proc.returncode == 0 and proc.stdout == b""
    assert last_reason() == "banked_no_serve"
    (f,) = corpus_files()
    rec = corpus.load(f)
    assert rec.harness == "codex" and rec.source_id == "codex" and rec.event == "codex-stop"
    assert rec.turn_id == "t3" and rec.text == TURNS[-1][0]
    assert f.name.endswith(".src-codex.json")


def test_codex_stop_finds_rollout_by_session_id() -> None:
    set_mode()
    _rollout(_session())
    proc = run_hook("codex-stop", _stop_payload(None))
    assert proc.returncode == 0
    assert last_reason() == "banked_no_serve"


def test_codex_stop_subagent_is_no_user_turn() -> None:
    set_mode()
    path = _rollout(_session({"subagent": "review"}))
    run_hook("codex-stop", _stop_payload(path))
    assert last_reason() == "no_user_turn"


def test_codex_stop_corrupt_zst_is_unreadable() -> None:
    set_mode()
    d = Path(os.environ["CODEX_HOME"]) / "sessions" / "2026" / "03" / "01"
    d.mkdir(parents=True)
    path = d / f"rollout-x-{SID}.jsonl.zst"
    path.write_bytes(b"\x28\xb5\x2f\xfd" + os.urandom(200))
    proc = run_hook("codex-stop", _stop_payload(path))
    assert proc.returncode == 0 and proc.stdout == b""
    assert last_reason() == "transcript_unreadable"


def test_codex_stop_rejects_non_rollout_names() -> None:
    set_mode()
    d = Path(os.environ["CODEX_HOME"]) / "sessions"
    d.mkdir(parents=True)
    path = d / "notes.jsonl"
    path.write_text(json.dumps(_meta()) + "\n")
    run_hook("codex-stop", _stop_payload(path))
    assert last_reason() == "transcript_not_file"


@pytest.mark.parametrize("zst", [False, True])
def test_session_end_banks_every_eligible_turn(zst: bool) -> None:
    set_mode()
    path = _rollout(_session(), zst=zst)
    payload = {"session_id": SID, "transcript_path": str(path), "cwd": "/home/u/proj",
               "hook_event_name": "SessionEnd"}  # fmt: skip
    proc = run_hook("codex-session-end", payload)
    assert proc.returncode == 0 and proc.stdout == b""
    hb = heartbeats()[-1]
    assert hb["reason"] == "session_end"
    assert hb["counts"] == {"banked": 2, "duplicate": 0, "skipped": 1, "secret": 0, "failed": 0}
    texts = sorted(corpus.load(f).text for f in corpus_files())
    assert texts == sorted([TURNS[0][0], TURNS[2][0]])
    ids = {corpus.load(f).turn_id for f in corpus_files()}
    assert ids == {"t1", "t3"}
    # Running again: all duplicates, nothing new.
    run_hook("codex-session-end", payload)
    assert heartbeats()[-1]["counts"]["duplicate"] == 2
    assert len(corpus_files()) == 2


def test_session_end_subagent_is_no_user_turn() -> None:
    set_mode()
    path = _rollout(_session({"subagent": "review"}))
    run_hook("codex-session-end", {"session_id": SID, "transcript_path": str(path)})
    assert last_reason() == "no_user_turn"


def test_session_end_many_turns_stays_within_deadline() -> None:
    set_mode()
    lines = [_meta()]
    for i in range(800):  # more than a loaded machine scans within the 2.5 s deadline
        lines += _turn(f"Fact number {i}: the service {i} runs on port {8000 + i}.", f"t{i}")
    path = _rollout(lines)
    proc = run_hook("codex-session-end", {"session_id": SID, "transcript_path": str(path)})
    assert proc.returncode == 0 and proc.stdout == b""
    assert proc.elapsed < 3.0
    # The hook answers by its deadline; whoever finishes the scan (the hook itself on a fast
    # machine, else its detached child) banks every turn once and writes the one heartbeat.
    (hb,) = wait_heartbeats(1)
    assert hb["reason"] == "session_end"
    assert hb["counts"]["banked"] == len(corpus_files()) == 800
    if hb.get("detached"):  # the child's line: the agent waited the deadline, work ran on
        assert hb["done_ms"] >= hb["duration_ms"] and hb["duration_ms"] < 3000
    else:  # the hook's own line: it finished within its deadline
        assert "done_ms" not in hb and hb["duration_ms"] < 3000


def test_lone_surrogate_banks_in_both_codex_events() -> None:
    set_mode()
    lines = [_meta(), *_turn("I prefer tabs \ud83d over spaces in every repo.", "t1")]
    path = _rollout(lines)
    run_hook("codex-stop", _stop_payload(path, turn_id="t1"))
    assert last_reason() == "banked_no_serve"
    (f,) = corpus_files()
    assert corpus.load(f).text == "I prefer tabs \ufffd over spaces in every repo."
    f.unlink()
    run_hook("codex-session-end", {"session_id": SID, "transcript_path": str(path)})
    assert heartbeats()[-1]["counts"]["banked"] == 1
    assert corpus.load(corpus_files()[0]).text.endswith("over spaces in every repo.")
