"""The hook banks exactly the turn the Stop payload names (Claude Code ``prompt_id``,
Codex ``turn_id``), waits a bounded time for a line the client has not flushed yet, and
reads both Codex user-input shapes (0.171 ``item_completed``/``UserMessage`` and the
legacy ``user_message``)."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest
from hookutil import (
    assistant_line,
    claude_payload,
    claude_transcript,
    corpus_files,
    heartbeats,
    last_reason,
    run_hook,
    set_mode,
    user_line,
)

from writeback import corpus
from writeback.hooks import codex
from writeback.hooks.transcript import TranscriptError

SID = "019f0000-a7e6-7422-b7a8-0b384290624f"


def _banked_texts() -> list[str]:
    return [corpus.load(p).text for p in corpus_files()]


def _append_later(path: Path, lines: list[str], delay: float) -> threading.Thread:
    def write() -> None:
        time.sleep(delay)
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8") as fh:
            fh.write("".join(line + "\n" for line in lines))

    thread = threading.Thread(target=write)
    thread.start()
    return thread


# --- Claude Code --------------------------------------------------------------------


def test_claude_waits_for_the_prompt_line_and_never_banks_the_previous_one() -> None:
    set_mode("salient")
    old = "We deploy the api with the blue pipeline on Fridays."
    new = "The staging database moved to postgres 16 last week."
    path = claude_transcript(
        [user_line(old, uuid="u-1", promptId="p-old"), assistant_line(uuid="a-1")]
    )
    writer = _append_later(path, [user_line(new, uuid="u-2", promptId="p-new")], 0.3)
    proc = run_hook("claude-stop", claude_payload(path, prompt_id="p-new"))
    writer.join()
    assert proc.returncode == 0 and proc.stdout == b""
    assert last_reason() == "banked_no_serve"
    assert _banked_texts() == [new]
    assert corpus.load(corpus_files()[0]).turn_id == "p-new"


def test_claude_waits_for_a_transcript_that_does_not_exist_yet() -> None:
    set_mode("salient")
    d = Path(os.environ["CLAUDE_CONFIG_DIR"]) / "projects" / "-home-u-proj"
    d.mkdir(parents=True)
    path = d / "late.jsonl"
    text = "Our on-call rotation changes every Monday at noon."
    writer = _append_later(path, [user_line(text, promptId="p-1")], 0.3)
    run_hook("claude-stop", claude_payload(path, prompt_id="p-1"))
    writer.join()
    assert last_reason() == "banked_no_serve"
    assert _banked_texts() == [text]


def test_claude_prompt_line_that_never_comes_banks_nothing() -> None:
    set_mode("salient")
    path = claude_transcript(
        [user_line("We deploy the api with the blue pipeline.", promptId="p-old")]
    )
    proc = run_hook("claude-stop", claude_payload(path, prompt_id="p-never"))
    assert proc.returncode == 0
    assert last_reason() == "transcript_turn_missing"
    assert corpus_files() == []
    assert heartbeats()[-1]["duration_ms"] < 3000  # stayed inside the hook's own deadline


def test_claude_prompt_that_is_a_slash_command_is_not_a_user_turn() -> None:
    set_mode("salient")
    path = claude_transcript(
        [
            user_line("We deploy the api with the blue pipeline on Fridays.", promptId="p-0"),
            user_line("<command-name>/clear</command-name>", uuid="u-2", promptId="p-1"),
        ]
    )
    run_hook("claude-stop", claude_payload(path, prompt_id="p-1"))
    assert last_reason() == "no_user_turn"
    assert corpus_files() == []


def test_claude_tool_results_of_the_prompt_are_skipped_for_its_text() -> None:
    set_mode("salient")
    text = "The release train leaves every second Tuesday."
    tool_result = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "x", "content": "ok"}]}  # fmt: skip
    path = claude_transcript(
        [
            user_line(text, uuid="u-1", promptId="p-1"),
            assistant_line(uuid="a-1"),
            user_line("", uuid="u-2", promptId="p-1", message=tool_result),
            assistant_line(uuid="a-2"),
        ]
    )
    run_hook("claude-stop", claude_payload(path, prompt_id="p-1"))
    assert _banked_texts() == [text]


# --- Codex ----------------------------------------------------------------------------


def _meta() -> dict:
    return {"timestamp": "2026-11-30T10:00:00.000Z", "type": "session_meta",
            "payload": {"id": SID, "cwd": "/home/u/proj", "source": "exec", "cli_version": "0.171.0"}}  # fmt: skip


def _injected() -> list[dict]:
    return [{"timestamp": "2026-11-30T10:00:01.000Z", "type": "response_item",
             "payload": {"type": "message", "role": "user",
                         "content": [{"type": "input_text", "text": t}]}}
            for t in ("# AGENTS.md instructions for /home/u/proj\n\nI prefer pnpm",
                      "<environment_context>\n  <cwd>/home/u/proj</cwd>\n</environment_context>")]  # fmt: skip


def _new_turn(text: str, turn_id: str, legacy_too: bool = False) -> list[dict]:
    ts = "2026-11-30T10:01:00.000Z"
    lines: list[dict] = [
        {"timestamp": ts, "type": "event_msg", "payload": {"type": "task_started", "turn_id": turn_id}},
        {"timestamp": ts, "type": "response_item", "payload": {"type": "message", "role": "user",
         "content": [{"type": "input_text", "text": text}]}},
        {"timestamp": ts, "type": "event_msg", "payload": {"type": "item_completed", "turn_id": turn_id,
         "item": {"type": "UserMessage", "id": "i-" + turn_id, "content": [{"type": "text", "text": text}]}}},
    ]  # fmt: skip
    if legacy_too:
        lines.append({"timestamp": ts, "type": "event_msg", "payload": {"type": "user_message", "message": text}})  # fmt: skip
    lines.append({"timestamp": ts, "type": "event_msg", "payload": {"type": "task_complete", "turn_id": turn_id}})  # fmt: skip
    return lines


def _rollout(lines: list[dict]) -> Path:
    d = Path(os.environ["CODEX_HOME"]) / "sessions" / "2026" / "11" / "30"
    d.mkdir(parents=True, exist_ok=True)
    path = d / f"rollout-2026-11-30T10-00-00-{SID}.jsonl"
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    return path


def _codex_stop(path: Path, turn_id: str) -> dict:
    return {"session_id": SID, "turn_id": turn_id, "transcript_path": str(path), "cwd": "/home/u/proj",
            "hook_event_name": "Stop", "model": "gpt-5.5", "permission_mode": "default",
            "stop_hook_active": False, "last_assistant_message": "Done."}  # fmt: skip


FIRST = "We deploy the api with the blue pipeline on Fridays."
SECOND = "The staging database moved to postgres 16 last week."


def test_codex_reader_reads_item_completed_by_turn_and_never_injected_text() -> None:
    path = _rollout([_meta(), *_injected(), *_new_turn(FIRST, "t1"), *_new_turn(SECOND, "t2", legacy_too=True)])  # fmt: skip
    turns = list(codex.iter_user_turns(path))
    assert [(t.text, t.turn_id) for t in turns] == [(FIRST, "t1"), (SECOND, "t2")]
    one = codex.turn_input(path, "t1")
    assert one is not None and one.text == FIRST and one.session_id == SID


def test_codex_reader_past_its_deadline_still_reads_the_turn_on_disk() -> None:
    # A loaded machine: the hook reaches the rollout after its wait deadline. The turn is
    # on disk, so it is found (the bounded tail is read whole), and an unknown format is
    # still told apart from an absent turn.
    path = _rollout([_meta(), *_injected(), *_new_turn(FIRST, "t1"), *_new_turn(SECOND, "t2")])
    late = time.monotonic() - 5
    one = codex.turn_input(path, "t1", deadline=late)
    assert one is not None and one.text == FIRST
    assert codex.turn_input(path, "t-other", deadline=late) is None
    odd = _rollout([_meta(), {"timestamp": "t", "type": "response_item", "payload": {
        "type": "message", "role": "user", "content": [{"type": "input_text", "text": FIRST}]}}])  # fmt: skip
    with pytest.raises(TranscriptError) as err:
        codex.turn_input(odd, "t1", deadline=late)
    assert err.value.reason == "transcript_unrecognized"


def test_codex_stop_banks_the_named_turn_only() -> None:
    set_mode("salient")
    path = _rollout([_meta(), *_injected(), *_new_turn(FIRST, "t1"), *_new_turn(SECOND, "t2")])
    run_hook("codex-stop", _codex_stop(path, "t1"))
    assert last_reason() == "banked_no_serve"
    assert _banked_texts() == [FIRST]
    assert corpus.load(corpus_files()[0]).turn_id == "t1"


def test_codex_stop_waits_for_a_turn_not_flushed_yet() -> None:
    set_mode("salient")
    path = _rollout([_meta(), *_injected(), *_new_turn(FIRST, "t1")])
    writer = _append_later(path, [json.dumps(x) for x in _new_turn(SECOND, "t2")], 0.3)
    run_hook("codex-stop", _codex_stop(path, "t2"))
    writer.join()
    assert _banked_texts() == [SECOND]


def test_codex_stop_for_an_absent_turn_banks_nothing_else() -> None:
    set_mode("salient")
    path = _rollout([_meta(), *_injected(), *_new_turn(FIRST, "t1")])
    run_hook("codex-stop", _codex_stop(path, "t-other"))
    assert last_reason() == "no_user_turn"
    assert corpus_files() == []


def test_codex_unknown_format_is_its_own_reason() -> None:
    set_mode("salient")
    # Only model-facing user messages, no event this reader knows: a future format.
    lines = [_meta(), *_injected(),
             {"timestamp": "t", "type": "response_item", "payload": {"type": "message", "role": "user",
              "content": [{"type": "input_text", "text": FIRST}]}},
             {"timestamp": "t", "type": "event_msg", "payload": {"type": "user_input_v9", "turn_id": "t1", "text": FIRST}}]  # fmt: skip
    path = _rollout(lines)
    run_hook("codex-stop", _codex_stop(path, "t1"))
    assert last_reason() == "transcript_unrecognized"
    run_hook("codex-session-end", {"session_id": SID, "transcript_path": str(path), "cwd": "/home/u/proj",
                                   "hook_event_name": "SessionEnd", "reason": "exit"})  # fmt: skip
    assert last_reason() == "transcript_unrecognized"
    assert corpus_files() == []


def test_codex_stop_then_session_end_banks_each_turn_once() -> None:
    set_mode("salient")
    path = _rollout([_meta(), *_injected(), *_new_turn(FIRST, "t1"), *_new_turn(SECOND, "t2", legacy_too=True)])  # fmt: skip
    run_hook("codex-stop", _codex_stop(path, "t1"))
    run_hook("codex-stop", _codex_stop(path, "t2"))
    run_hook("codex-session-end", {"session_id": SID, "transcript_path": str(path), "cwd": "/home/u/proj",
                                   "hook_event_name": "SessionEnd", "reason": "exit"})  # fmt: skip
    assert sorted(_banked_texts()) == sorted([FIRST, SECOND])
    end = heartbeats()[-1]
    assert end["reason"] == "session_end" and end["counts"]["duplicate"] == 2


def test_codex_session_end_of_a_session_without_turns() -> None:
    set_mode("salient")
    path = _rollout([_meta(), *_injected()])
    run_hook("codex-session-end", {"session_id": SID, "transcript_path": str(path), "cwd": "/home/u/proj",
                                   "hook_event_name": "SessionEnd", "reason": "exit"})  # fmt: skip
    assert last_reason() == "no_user_turn"
    assert corpus_files() == []
