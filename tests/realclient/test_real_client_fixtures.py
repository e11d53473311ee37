"""What the pinned real clients wrote (tests/fixtures/real-clients/, see its README), fed
to the real hook process: every Stop banks exactly the prompt of its turn, SessionEnd adds
no duplicate, the Codex trust hashes match Codex's own, and config.toml edits keep every
byte Codex wrote."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from hookutil import corpus_files, heartbeats, last_reason, run_hook, set_mode

from tests.conftest import FIXTURES
from writeback import corpus
from writeback import filter as eligibility
from writeback.harness import codex_toml, codex_trust, jsonfile

REAL = FIXTURES / "real-clients"
SCENARIOS = sorted(p.parent for p in REAL.glob("*/*/hooks"))
WB = "/opt/wb/.venv/bin/writeback"


def _events(scenario: Path) -> list[tuple[str, dict, Path | None]]:
    """(event name, payload, transcript copy taken inside the hook) in firing order."""
    out = []
    for payload_file in sorted((scenario / "hooks").glob("[0-9][0-9][0-9]-*.json")):
        event = payload_file.stem.split("-", 1)[1]
        at_hook = payload_file.with_name(payload_file.stem + ".transcript-at-hook.jsonl")
        out.append(
            (event, json.loads(payload_file.read_text()), at_hook if at_hook.exists() else None)
        )
    return out


def _place(client: str, payload: dict, copy: Path) -> dict:
    """The transcript as the hook saw it, under this test's isolated client home."""
    name = Path(payload["transcript_path"]).name
    if client == "claude-code":
        d = Path(os.environ["CLAUDE_CONFIG_DIR"]) / "projects" / "-fixture"
    else:
        d = Path(os.environ["CODEX_HOME"]) / "sessions" / "2026" / "12" / "01"
    d.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(copy, d / name)
    return {**payload, "transcript_path": str(d / name)}


HOOK = {"claude-code": {"Stop": "claude-stop"}, "codex": {"Stop": "codex-stop", "SessionEnd": "codex-session-end"}}  # fmt: skip


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_stop_banks_exactly_its_own_prompt(scenario: Path) -> None:
    client = scenario.parent.name
    set_mode("salient")
    prompt = None
    expected: list[str] = []
    for event, payload, copy in _events(scenario):
        if event == "UserPromptSubmit":
            prompt = payload["prompt"]
            continue
        sub = HOOK[client].get(event)
        if sub is None or copy is None:
            continue
        before = {p.name for p in corpus_files()}
        run_hook(sub, _place(client, payload, copy))
        reason = last_reason()
        new = [corpus.load(p) for p in corpus_files() if p.name not in before]
        if event == "Stop":
            assert prompt is not None
            if eligibility.check(prompt).eligible:
                assert reason == "banked_no_serve", (scenario.name, event, reason)
                assert [r.text for r in new] == [prompt]
                assert new[0].turn_id == (payload.get("prompt_id") or payload.get("turn_id"))
                expected.append(prompt)
            else:
                assert new == [] and reason == eligibility.check(prompt).reason
        else:  # SessionEnd after the Stops: everything it finds is already banked
            assert new == [], scenario.name
            counts = heartbeats()[-1].get("counts", {})
            assert counts.get("banked", 0) == 0
    assert sorted(corpus.load(p).text for p in corpus_files()) == sorted(expected)


def test_codex_trust_hash_matches_what_codex_computes() -> None:
    listed = json.loads((REAL / "codex" / "config-toml" / "hooks-list.json").read_text())
    hooks = json.loads((REAL / "codex" / "config-toml" / "hooks.json").read_text())["hooks"]
    assert listed
    for entry in listed:
        event = {"stop": "Stop", "sessionEnd": "SessionEnd"}[entry["eventName"]]
        handler = hooks[event][0]["hooks"][0]
        assert codex_trust.trust_hash(event, handler) == entry["currentHash"]
    trusted = codex_trust.trusted_hashes(
        (REAL / "codex" / "config-toml" / "config.2-after-trust.toml").read_text()
    )
    assert sorted(trusted.values()) == sorted(e["currentHash"] for e in listed)


def _codex_additions() -> str:
    """What Codex 0.171 appended to its own config.toml (mcp add, then hook trust)."""
    base = (REAL / "codex" / "config-toml" / "config.0-ours.toml").read_text()
    after = (REAL / "codex" / "config-toml" / "config.2-after-trust.toml").read_text()
    assert after.startswith(base)
    return after[len(base) :]


def test_codex_own_tables_survive_install_reinstall_and_remove() -> None:
    base = (REAL / "codex" / "config-toml" / "config.0-ours.toml").read_text()
    ours = codex_toml.install(base, WB, "/home/u/.writeback", "config.toml")
    assert ours.startswith(base)  # nothing of the user's moved or changed
    codex_wrote = ours + _codex_additions()  # Codex appends after our table
    again = codex_toml.install(codex_wrote, WB, "/home/u/.writeback", "config.toml")
    assert again == codex_wrote  # re-bootstrap: not a byte changed
    moved = codex_toml.install(codex_wrote, "/new/venv/bin/writeback", "/h2", "config.toml")
    assert _codex_additions() in moved and moved.startswith(base)
    assert codex_toml.state(moved, "/new/venv/bin/writeback", "/h2", "c") == "present"
    removed = codex_toml.remove(codex_wrote, "config.toml")
    assert removed == base + _codex_additions()  # every byte of Codex's own tables kept


def test_codex_tables_inside_legacy_markers_are_kept() -> None:
    """writeback < 0.2 wrapped its table in comment markers; Codex then appended inside
    them. Migrating drops only the two marker lines."""
    legacy = (
        'model = "o3"\n\n# writeback:mcp:begin\n[mcp_servers.writeback]\n'
        f'command = "{WB}"\nargs = ["mcp"]\n# writeback:mcp:end\n'
    )
    codex_wrote = (
        legacy.replace("# writeback:mcp:end\n", "") + _codex_additions() + "# writeback:mcp:end\n"
    )
    out = codex_toml.install(codex_wrote, WB, "/h", "config.toml")
    assert "writeback:mcp" not in out and _codex_additions().strip() in out
    removed = codex_toml.remove(out, "config.toml")
    assert "[mcp_servers.writeback]" not in removed
    assert _codex_additions().strip() in removed and removed.startswith('model = "o3"\n')


def test_claude_permissions_only_touch_writebacks_entries() -> None:
    original = json.dumps({"permissions": {"allow": ["Bash(ls)", "mcp__writeback__forget"]}}, indent=2) + "\n"  # fmt: skip
    wanted = jsonfile.permission_entries("auto")
    out = jsonfile.install_permissions(original, wanted, "settings.json")
    allow = json.loads(out)["permissions"]["allow"]
    assert allow[:2] == ["Bash(ls)", "mcp__writeback__forget"] and allow[2:] == wanted
    assert "mcp__writeback__forget" not in wanted  # forget asks
    assert jsonfile.install_permissions(out, wanted, "s") == out
    assert jsonfile.permission_state(out, wanted, "s") == "registered"
    prompt = jsonfile.install_permissions(out, jsonfile.permission_entries("prompt"), "s")
    assert json.loads(prompt) == json.loads(original)
    assert jsonfile.remove_permissions(out, "s") == original
    assert (
        jsonfile.remove_permissions(jsonfile.install_permissions(None, wanted, "s"), "s", None)
        == "{}\n"
    )
