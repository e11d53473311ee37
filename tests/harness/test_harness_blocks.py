"""Managed-block scanner, JSON merges, the Codex TOML block and the contract text."""

from __future__ import annotations

import json
import tomllib

import pytest

from writeback import contract
from writeback.harness import blocks, codex_toml, jsonfile
from writeback.harness.fileops import Refusal

BODY = "## Memory\n- save things\n"


# ---------------------------------------------------------------- blocks


@pytest.mark.parametrize(
    "original",
    [
        "",
        "My notes\n",
        "My notes",  # no trailing newline
        "My notes\r\nSecond line\r\n",  # CRLF
        "My notes\n\n",
        "unicode ✓ 我喜欢\n",
    ],
)
def test_upsert_then_strip_restores_original(original: str) -> None:
    installed = blocks.upsert(original, BODY)
    assert blocks.scan(installed).state == "present"
    assert installed.startswith(original)
    assert blocks.upsert(installed, BODY) == installed  # idempotent
    stripped = blocks.strip(installed)
    if original.endswith("\n") or not original:
        assert stripped == original
    else:  # only the exact-restore path (receipts) can tell "x" from "x\n" apart
        assert stripped == original + "\n"


def test_append_is_separated_by_blank_line_and_uses_file_eol() -> None:
    out = blocks.upsert("a\r\nb\r\n", BODY)
    assert out == (
        "a\r\nb\r\n\r\n" + blocks.BEGIN + "\r\n## Memory\r\n- save things\r\n" + blocks.END + "\r\n"
    )
    assert "\n" not in out.replace("\r\n", "")


def test_replace_inside_keeps_surroundings_byte_for_byte() -> None:
    text = f"top\n{blocks.BEGIN}\nold body\n{blocks.END}\nbottom\r\n"
    out = blocks.upsert(text, "new body")
    assert out == f"top\n{blocks.BEGIN}\nnew body\n{blocks.END}\nbottom\r\n"
    assert blocks.strip(out) == "top\nbottom\r\n"


def test_replace_keeps_unterminated_end_marker() -> None:
    text = f"top\n\n{blocks.BEGIN}\nold\n{blocks.END}"
    out = blocks.upsert(text, "new")
    assert out == f"top\n\n{blocks.BEGIN}\nnew\n{blocks.END}"


@pytest.mark.parametrize(
    "text, problem",
    [
        (f"{blocks.BEGIN}\nx\n", "no end marker"),
        (f"x\n{blocks.END}\n", "no begin marker"),
        (f"{blocks.END}\nx\n{blocks.BEGIN}\n", "comes before begin"),
        (f"{blocks.BEGIN}\n{blocks.END}\n{blocks.BEGIN}\n{blocks.END}\n", "2 begin and 2 end"),
        (f"{blocks.BEGIN}\n  {blocks.BEGIN}  \n{blocks.END}\n", "2 begin and 1 end"),
    ],
)
def test_damaged_markers_refused(text: str, problem: str) -> None:
    assert blocks.scan(text).state == "damaged"
    assert problem in blocks.scan(text).problem
    assert blocks.status(text, BODY) == "damaged"
    with pytest.raises(Refusal, match="damaged"):
        blocks.upsert(text, BODY)
    with pytest.raises(Refusal, match="damaged"):
        blocks.strip(text)


def test_marker_equal_body_lines_are_neutralized() -> None:
    body = f"before\n{blocks.BEGIN}\n  {blocks.END}\nafter"
    out = blocks.upsert("", body)
    found = blocks.scan(out)
    assert found.state == "present"
    assert found.body() == ["before", f"`{blocks.BEGIN}`", f"`{blocks.END}`", "after"]
    assert blocks.status(out, body) == "present"
    assert blocks.upsert(out, body) == out


def test_marker_text_inside_a_longer_line_is_not_a_marker() -> None:
    text = f"see {blocks.BEGIN} here\n"
    assert blocks.scan(text).state == "absent"


def test_status() -> None:
    assert blocks.status(None, BODY) == "absent"
    assert blocks.status("notes\n", BODY) == "absent"
    installed = blocks.upsert("notes\r\n", BODY)
    assert blocks.status(installed, BODY) == "present"
    assert blocks.status(installed, BODY + "- more\n") == "stale"


def test_strip_block_between_user_text_keeps_one_blank_line() -> None:
    text = f"a\n\n{blocks.BEGIN}\nx\n{blocks.END}\n\nb\n"
    assert blocks.strip(text) == "a\n\nb\n"


# ---------------------------------------------------------------- JSON

WB = "/opt/wb venv/bin/writeback"


def test_hook_install_preserves_style_and_other_hooks() -> None:
    original = (
        '{\r\n    "theme": "dark",\r\n    "hooks": {\r\n        "Stop": [\r\n'
        '            {"hooks": [{"type": "command", "command": "notify-send done"}]}\r\n'
        "        ]\r\n    },\r\n"
        '    "note": "ünïcode"\r\n}'
    )
    spec = jsonfile.hook_spec(WB, "Stop", "claude-stop")
    out = jsonfile.install_hooks(original, [spec], "settings.json")
    assert out is not None
    data = json.loads(out)
    assert list(data) == ["theme", "hooks", "note"]
    stop = data["hooks"]["Stop"]
    assert stop[0] == {"hooks": [{"type": "command", "command": "notify-send done"}]}
    assert stop[1] == {
        "hooks": [{"type": "command", "command": "'/opt/wb venv/bin/writeback' hook claude-stop",
                   "timeout": 10}]
    }  # fmt: skip
    assert '\r\n        "Stop"' in out and "ünïcode" in out and not out.endswith("\n")
    assert jsonfile.install_hooks(out, [spec], "s") == out  # same text back: no rewrite
    assert jsonfile.hook_state(out, spec, "s") == "registered"
    removed = jsonfile.remove_hooks(out, [spec], "s")
    assert json.loads(removed) == json.loads(original)


def test_hook_install_updates_moved_executable_in_place() -> None:
    old = jsonfile.hook_spec("/old/bin/writeback", "Stop", "codex-stop")
    new = jsonfile.hook_spec("/new/bin/writeback", "Stop", "codex-stop")
    text = jsonfile.install_hooks(None, [old], "h")
    assert jsonfile.hook_state(text, new, "h") == "different"
    out = jsonfile.install_hooks(text, [new], "h")
    assert json.loads(out)["hooks"]["Stop"] == [{"hooks": [new.handler()]}]


def test_hook_marker_ignores_lookalikes() -> None:
    assert jsonfile.is_our_hook({"command": "/x/writeback hook claude-stop"}, "claude-stop")
    assert not jsonfile.is_our_hook({"command": "/x/writeback hook codex-stop"}, "claude-stop")
    assert not jsonfile.is_our_hook({"command": "/x/notwriteback hook claude-stop"}, "claude-stop")
    assert not jsonfile.is_our_hook({"command": "echo writeback hook claude-stop"}, "claude-stop")


@pytest.mark.parametrize(
    "text",
    ['{"a": 1,}', "[1, 2]", '{"a": 1, "a": 2}', '{"hooks": []}', '{"hooks": {"Stop": {}}}'],
)
def test_bad_json_refused(text: str) -> None:
    spec = jsonfile.hook_spec(WB, "Stop", "claude-stop")
    with pytest.raises(Refusal):
        jsonfile.install_hooks(text, [spec], "settings.json")


def test_mcp_install_remove_and_foreign_entry() -> None:
    original = '{\n  "numStartups": 3,\n  "mcpServers": {\n    "other": {"command": "x"}\n  }\n}\n'
    out = jsonfile.install_mcp(original, WB, ".claude.json")
    assert json.loads(out)["mcpServers"]["writeback"] == jsonfile.mcp_entry(WB)
    assert jsonfile.install_mcp(out, WB, "c") == out
    assert jsonfile.mcp_state(out, WB, "c") == "registered"
    assert json.loads(jsonfile.remove_mcp(out, "c")) == json.loads(original)
    canonical = json.dumps(json.loads(original), indent=2) + "\n"  # e.g. Claude Code's own
    assert jsonfile.remove_mcp(jsonfile.install_mcp(canonical, WB, "c"), "c") == canonical
    foreign = '{"mcpServers": {"writeback": {"command": "npx", "args": ["writeback-mcp"]}}}'
    with pytest.raises(Refusal, match="not writeback's own"):
        jsonfile.install_mcp(foreign, WB, "c")
    assert jsonfile.remove_mcp(foreign, "c") == foreign


def test_removal_prunes_only_the_containers_it_is_allowed_to() -> None:
    spec = jsonfile.hook_spec(WB, "Stop", "claude-stop")
    original = '{\n  "hooks": {},\n  "mcpServers": {}\n}\n'
    out = jsonfile.install_mcp(jsonfile.install_hooks(original, [spec], "s"), WB, "s")
    assert jsonfile.containers(out, ["hooks", "hooks.Stop", "mcpServers", "x.y"], "s") == {
        "hooks", "hooks.Stop", "mcpServers"}  # fmt: skip
    kept = jsonfile.remove_mcp(jsonfile.remove_hooks(out, [spec], "s", {"hooks.Stop"}), "s", ())
    assert kept == original
    assert jsonfile.remove_mcp(jsonfile.remove_hooks(out, [spec], "s"), "s") == "{}\n"


@pytest.mark.parametrize("number", ["1e400", "-1e400", "NaN", "Infinity", "-Infinity"])
def test_json_numbers_that_cannot_round_trip_are_refused(number: str) -> None:
    spec = jsonfile.hook_spec(WB, "Stop", "claude-stop")
    with pytest.raises(Refusal, match="not valid JSON"):
        jsonfile.install_hooks(f'{{"x": {number}}}', [spec], "settings.json")
    with pytest.raises(ValueError):
        jsonfile.dump({"x": float("inf")}, jsonfile.Style())


@pytest.mark.parametrize("original", ["notes", "a\r\nb", "a\n\nb"])
def test_strip_can_take_out_the_final_line_break_upsert_added(original: str) -> None:
    assert blocks.adds_final_eol(original)
    installed = blocks.upsert(original, BODY)
    assert blocks.strip(installed) == original + ("\r\n" if "\r" in original else "\n")
    assert blocks.strip(installed, drop_final_eol=True) == original
    later = installed + "user text\n"  # block no longer last: the line break stays
    assert blocks.strip(later, drop_final_eol=True) == blocks.strip(later)
    assert not blocks.adds_final_eol(original + "\n") and not blocks.adds_final_eol(installed)


# ---------------------------------------------------------------- TOML


def test_codex_toml_table_roundtrip() -> None:
    original = 'model = "o3"\r\n\r\n[mcp_servers.other]\r\ncommand = "x"\r\n'
    out = codex_toml.install(original, WB, "/h", "config.toml")
    assert out.startswith(original) and "\n" not in out.replace("\r\n", "")  # CRLF kept
    data = tomllib.loads(out)
    assert data["mcp_servers"]["writeback"] == {
        "command": WB, "args": ["mcp"], "env": {"WRITEBACK_HOME": "/h"},
        "env_vars": ["WRITEBACK_SESSION", "WRITEBACK_BRAIN_URL"],
        "default_tools_approval_mode": "approve", "tools": {"forget": {"approval_mode": "prompt"}},
    }  # fmt: skip
    assert data["mcp_servers"]["other"] == {"command": "x"}
    assert codex_toml.install(out, WB, "/h", "c") == out
    assert codex_toml.state(out, WB, "/h", "c") == "present"
    assert codex_toml.state(out, "/elsewhere/writeback", "/h", "c") == "stale"
    assert codex_toml.state(out, WB, "/other-home", "c") == "stale"
    assert codex_toml.state(out, WB, "/h", "c", approval="prompt") == "stale"
    assert codex_toml.remove(out, "c") == original
    assert tomllib.loads(out)["mcp_servers"]["writeback"]["env"] == {"WRITEBACK_HOME": "/h"}


def test_codex_toml_prompt_approval_and_user_keys_kept() -> None:
    out = codex_toml.install("", WB, "/h", "c", approval="prompt")
    assert tomllib.loads(out)["mcp_servers"]["writeback"]["default_tools_approval_mode"] == "prompt"
    mine = out.replace('args = ["mcp"]', 'args = ["mcp"]\nstartup_timeout_sec = 20')
    again = codex_toml.install(mine, WB, "/h", "c", approval="auto")
    entry = tomllib.loads(again)["mcp_servers"]["writeback"]
    assert entry["startup_timeout_sec"] == 20 and entry["default_tools_approval_mode"] == "approve"
    assert codex_toml.remove(again, "c") == ""


def test_codex_toml_refusals() -> None:
    with pytest.raises(Refusal, match="not valid TOML"):
        codex_toml.install("model = \n", WB, "/h", "c")
    foreign = '[mcp_servers.writeback]\ncommand = "npx"\n'
    with pytest.raises(Refusal, match="not writeback's own"):
        codex_toml.install(foreign, WB, "/h", "c")
    assert codex_toml.remove(foreign, "c") == foreign
    assert codex_toml.state(foreign, WB, "/h", "c") == "foreign"
    with pytest.raises(Refusal, match="not a table"):
        codex_toml.install('mcp_servers = "x"\n', WB, "/h", "c")


# ---------------------------------------------------------------- contract


def test_contract_defaults() -> None:
    text = contract.render_contract({})
    assert 5 <= len(text.splitlines()) <= 20
    for needle in ["`remember`", "`extract_facts`", "`kind`", "`entity`", "provenance",
                   'ttl: "3d"', "greetings", "secrets", "credentials", "pasted text",
                   "leave `visibility` unset (world)", "not recalled for shared audiences",
                   'no routine "saved" receipts']:  # fmt: skip
        assert needle in text
    assert blocks.BEGIN not in text and blocks.END not in text


def test_contract_follows_config() -> None:
    text = contract.render_contract(
        {"memory.auto_writeback_transient_ttl": "12h", "facts.default_visibility": "private"}
    )
    assert 'ttl: "12h"' in text
    assert 'pass `visibility: "private"`' in text
    bad = contract.render_contract({"memory.auto_writeback_transient_ttl": "P3D"})
    assert 'ttl: "3d"' in bad  # invalid value → the default, never garbage


def test_contract_reads_file_plane(wb_home) -> None:
    wb_home.mkdir()
    (wb_home / "config.json").write_text('{"memory.auto_writeback_transient_ttl": "2d"}')
    assert 'ttl: "2d"' in contract.render_contract()
