"""Claude Code transcript reader on every real fixture, at several "Stop after turn k" cuts."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from writeback.hooks import claude_code
from writeback.hooks.transcript import TranscriptError

# Genuine user turns per fixture, by uuid, from reading each file:
# - 4d5611e5: "Work on bead spotter-dov…" (daa5a4bb) and "continue" (91d1e79a). Not genuine:
#   the compact summary (e95c1e9a, isCompactSummary), the <task-notification> (a21807a0),
#   150 tool_result-only lines.
# - 8463c716: "Work on bead spotter-fum…" (d35f0cc4). Not genuine: compact summary
#   01ea0ad0, <task-notification> f7757772, tool results.
# - short: "mix phx.server doesnt seem to start" (7d48cbd2). Not genuine: rejected tool
#   results, "[Request interrupted by user for tool use]" (c06a9fe4), /model command lines.
# - sample_session: msg-001 "Create a hello world function", msg-006 "Now add a goodbye…".
GENUINE = {
    "4d5611e5-241a-462a-8d15-5122611a9569.jsonl": {
        "daa5a4bb-": "Work on bead spotter-dov.",
        "91d1e79a-": "continue",
    },
    "8463c716-a2ea-4c14-9efa-87158ebd9f20.jsonl": {"d35f0cc4-": "Work on bead spotter-fum."},
    "short.jsonl": {"7d48cbd2-": "mix phx.server doesnt seem to start"},
    "sample_session.jsonl": {
        "msg-001": "Create a hello world function",
        "msg-006": "Now add a goodbye",
    },
}
BOUNDARY = ("stop_hook_summary", "turn_duration")


def _expected(lines: list[bytes], k: int, genuine: dict[str, str]) -> str | None:
    """What the reader must return after the first k lines: the last genuine turn, unless a
    previous turn's end marker came after it."""
    for raw in reversed(lines[:k]):
        d = json.loads(raw)
        if d.get("type") == "system" and d.get("subtype") in BOUNDARY:
            return None
        if d.get("type") == "user" and any(d.get("uuid", "").startswith(u) for u in genuine):
            return d["uuid"]
    return None


def _stops(lines: list[bytes]) -> list[int]:
    """Cut points just before each Stop hook ran (the line before its stop_hook_summary)."""
    return [i for i, raw in enumerate(lines) if b'"stop_hook_summary"' in raw]


@pytest.mark.parametrize("name", sorted(GENUINE))
def test_reader_agrees_at_cut_points(name: str, fixtures_dir: Path) -> None:
    src = fixtures_dir / "claude-code" / name
    lines = src.read_bytes().splitlines(keepends=True)
    project = Path(os.environ["CLAUDE_CONFIG_DIR"]) / "projects" / "-home-USER-projects-spotter"
    project.mkdir(parents=True)
    dest = project / name
    genuine = GENUINE[name]
    n = len(lines)
    cuts = sorted(set(_stops(lines) + [n, max(1, n // 4), max(1, n // 2), max(1, 3 * n // 4)]))
    cuts += [i + 1 for i, raw in enumerate(lines) if b'"type":"user"' in raw][:40]
    checked = 0
    for k in sorted(set(cuts)):
        dest.write_bytes(b"".join(lines[:k]))
        path = claude_code.validate_path(str(dest))
        turn = claude_code.last_user_turn(path)
        want = _expected(lines, k, genuine)
        assert (turn.turn_id if turn else None) == want, (name, k)
        if turn:
            assert turn.text.startswith(genuine[next(u for u in genuine if want.startswith(u))])
        checked += 1
    assert checked >= 4
    # Every genuine turn is found by some cut.
    found = set()
    for i, raw in enumerate(lines):
        d = json.loads(raw)
        if d.get("type") == "user":
            dest.write_bytes(b"".join(lines[: i + 1]))
            turn = claude_code.last_user_turn(dest)
            if turn and turn.turn_id == d.get("uuid"):
                found.add(d["uuid"][: len(next(u for u in genuine if d["uuid"].startswith(u)))])
    assert found == set(genuine)


def test_stop_after_long_agentic_turn_still_finds_the_prompt(fixtures_dir: Path) -> None:
    # In 4d5611e5 the first Stop comes ~950 KB after its prompt; the reader must reach it.
    name = "4d5611e5-241a-462a-8d15-5122611a9569.jsonl"
    lines = (fixtures_dir / "claude-code" / name).read_bytes().splitlines(keepends=True)
    first_stop = _stops(lines)[0]
    project = Path(os.environ["CLAUDE_CONFIG_DIR"]) / "projects" / "p"
    project.mkdir(parents=True)
    (project / name).write_bytes(b"".join(lines[:first_stop]))
    turn = claude_code.last_user_turn(project / name)
    assert turn is not None and turn.turn_id.startswith("daa5a4bb")


def test_partial_last_line_and_unknown_types(fixtures_dir: Path) -> None:
    project = Path(os.environ["CLAUDE_CONFIG_DIR"]) / "projects" / "p"
    project.mkdir(parents=True)
    dest = project / "s.jsonl"
    shutil.copy(fixtures_dir / "claude-code" / "sample_session.jsonl", dest)
    with open(dest, "ab") as fh:
        fh.write(
            b'{"type":"brand-new-type","x":1}\n{"type":"user","message":{"role":"user","content":"half a li'
        )
    turn = claude_code.last_user_turn(dest)
    assert turn is not None and turn.turn_id == "msg-006"


@pytest.mark.parametrize(
    ("line", "genuine"),
    [
        ({"type": "user", "message": {"role": "user", "content": "I use pnpm"}}, True),
        (
            {
                "type": "user",
                "isSidechain": True,
                "message": {"role": "user", "content": "I use pnpm"},
            },
            False,
        ),
        (
            {"type": "user", "isMeta": True, "message": {"role": "user", "content": "I use pnpm"}},
            False,
        ),
        (
            {
                "type": "user",
                "isCompactSummary": True,
                "message": {"role": "user", "content": "x y z"},
            },
            False,
        ),
        (
            {
                "type": "user",
                "origin": {"kind": "task-notification"},
                "message": {"role": "user", "content": "I use pnpm"},
            },
            False,
        ),
        (
            {
                "type": "user",
                "origin": {"kind": "human"},
                "message": {"role": "user", "content": "I use pnpm"},
            },
            True,
        ),
        (
            {
                "type": "user",
                "message": {"role": "user", "content": [{"type": "tool_result", "content": "ok"}]},
            },
            False,
        ),
        (
            {
                "type": "user",
                "message": {
                    "role": "user",
                    "content": [{"type": "image"}, {"type": "text", "text": "I use pnpm"}],
                },
            },
            True,
        ),
        (
            {
                "type": "user",
                "message": {
                    "role": "user",
                    "content": "<local-command-stdout>hi</local-command-stdout>",
                },
            },
            False,
        ),
        (
            {"type": "user", "message": {"role": "user", "content": "<bash-input>ls</bash-input>"}},
            False,
        ),
        (
            {
                "type": "user",
                "message": {"role": "user", "content": "<task-notification>x</task-notification>"},
            },
            False,
        ),
        (
            {
                "type": "user",
                "message": {"role": "user", "content": "<command-name>/clear</command-name>"},
            },
            False,
        ),
        (
            {
                "type": "user",
                "message": {"role": "user", "content": "[Request interrupted by user]"},
            },
            False,
        ),
        ({"type": "assistant", "message": {"role": "assistant", "content": "I use pnpm"}}, False),
    ],
)
def test_classify_rules(line: dict, genuine: bool) -> None:
    from writeback.hooks.transcript import UserTurn

    assert isinstance(claude_code.classify(json.dumps(line).encode()), UserTurn) is genuine


def test_system_reminder_is_removed() -> None:
    line = {"type": "user", "uuid": "u", "promptId": "p", "message": {"role": "user", "content": [
        {"type": "text", "text": "I prefer tabs"},
        {"type": "text", "text": "<system-reminder>internal</system-reminder>"},
    ]}}  # fmt: skip
    turn = claude_code.classify(json.dumps(line).encode())
    assert turn.text == "I prefer tabs" and turn.turn_id == "p"


def test_outside_path_is_rejected(tmp_path: Path) -> None:
    f = tmp_path / "x.jsonl"
    f.write_text("{}\n")
    with pytest.raises(TranscriptError) as err:
        claude_code.validate_path(str(f))
    assert err.value.reason == "transcript_outside"


IDE_FILE = (
    "<ide_opened_file>The user opened the file /home/u/proj/src/db.py in the IDE. This may "
    "or may not be related to the current task.</ide_opened_file>"
)
IDE_SELECTION = (
    "<ide_selection>The user selected the lines 3 to 5 from /home/u/proj/src/db.py:\n"
    "PASSWORD_MIN_LENGTH = 12\nuse_pnpm = True\n\nThis may or may not be related to the "
    "current task.</ide_selection>"
)


def _turn(content: object) -> object:
    line = {"type": "user", "uuid": "u", "message": {"role": "user", "content": content}}
    return claude_code.classify(json.dumps(line).encode())


@pytest.mark.parametrize(
    "blocks",
    [
        [IDE_FILE, "I prefer tabs"],
        [IDE_SELECTION, "I prefer tabs"],
        [IDE_FILE, IDE_SELECTION, "I prefer tabs"],
        ["I prefer tabs", IDE_SELECTION],
        [IDE_FILE + IDE_SELECTION, "I prefer tabs"],  # two envelopes in one block
        ["<ide_diagnostics>src/db.py:3 unused import</ide_diagnostics>", "I prefer tabs"],
        ['<ide_opened_file path="/x.py">opened</ide_opened_file>', "I prefer tabs"],
        # an envelope the reader has never seen, with a machine-style tag name
        ["<ide_visible_ranges>lines 1-40 of a.py</ide_visible_ranges>", "I prefer tabs"],
        ["<system-reminder>internal</system-reminder>", "I prefer tabs"],
    ],
)
def test_ide_context_blocks_are_not_the_users_words(blocks: list[str]) -> None:
    turn = _turn([{"type": "text", "text": b} for b in blocks])
    assert turn.text == "I prefer tabs"


def test_ide_context_inside_a_string_prompt_is_removed() -> None:
    assert _turn(IDE_FILE + "\nI prefer tabs\n" + IDE_SELECTION).text == "I prefer tabs"


def test_only_ide_context_is_no_user_turn() -> None:
    assert (
        _turn([{"type": "text", "text": IDE_FILE}, {"type": "text", "text": IDE_SELECTION}]) is None
    )
    assert _turn(IDE_SELECTION) is None


def test_typed_markup_is_kept() -> None:
    # HTML the user typed (no machine-style tag) and a lone envelope-like block stay text.
    assert _turn([{"type": "text", "text": "use <b>bold</b> in the footer"}]).text == (
        "use <b>bold</b> in the footer"
    )
    only = "<my-widget>we render this on the home page</my-widget>"
    assert _turn([{"type": "text", "text": only}]).text == only
    # Harness envelopes still mark the turn as not genuine.
    assert _turn([{"type": "text", "text": "<command-name>/clear</command-name>"}]) is None
