"""Bootstrap against seeded CLAUDE_CONFIG_DIR / CODEX_HOME: install, re-install, remove,
refusals, smoke-test rollback, the override file, mode off, receipts and doctor."""

from __future__ import annotations

import json
import os
import stat
import sys
import tomllib
from pathlib import Path

import pytest

from writeback import paths
from writeback.harness import blocks, bootstrap, codex_trust, doctor
from writeback.harness.bootstrap import Smoke

FAKE_MCP = """\
import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    method = msg.get("method")
    if method == "initialize":
        result = {"protocolVersion": "2025-06-18", "capabilities": {"tools": {}},
                  "serverInfo": {"name": "fake", "version": "0"}}
    elif method == "tools/list":
        result = {"tools": [{"name": n, "inputSchema": {"type": "object"}}
                            for n in TOOLS]}
    else:
        continue
    print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": result}), flush=True)
"""
SILENT_HOOK = [sys.executable, "-c", "import sys; sys.stdin.buffer.read()"]

SETTINGS = """{
    "permissions": {
        "allow": ["Bash(npm run test:*)"]
    },
    "hooks": {
        "PreToolUse": [
            {
                "matcher": "Bash",
                "hooks": [{"type": "command", "command": "~/bin/guard.sh"}]
            }
        ],
        "Stop": [
            {
                "hooks": [{"type": "command", "command": "notify-send 'Claude is done'"}]
            }
        ]
    },
    "model": "opus"
}
"""
CLAUDE_JSON = json.dumps(
    {
        "numStartups": 42,
        "installMethod": "native",
        "autoUpdates": True,
        "theme": "dark",
        "tipsHistory": {"new-user-warmup": 1, "memory-command": 3},
        "userID": "0123abcd",
        "projects": {
            "/home/me/src/app": {
                "allowedTools": [],
                "history": [{"display": "fix the build", "pastedContents": {}}],
                "mcpServers": {"local-db": {"type": "stdio", "command": "pg-mcp", "args": []}},
                "hasTrustDialogAccepted": True,
            }
        },
        "mcpServers": {
            "github": {
                "type": "stdio",
                "command": "npx",
                "args": ["-y", "@modelcontextprotocol/server-github"],
                "env": {"GITHUB_TOKEN": "ghp_example"},
            }
        },
        "oauthAccount": {"emailAddress": "me@example.com"},
        "lastReleaseNotesSeen": "2.0.1",
    },
    indent=2,
    ensure_ascii=False,
)  # no trailing newline, like JSON.stringify
CLAUDE_MD = "# My preferences\r\n\r\n- Use pnpm.\r\n- Answer in British English.\r\n"
CODEX_CONFIG = """model = "gpt-5-codex"
approval_policy = "on-request"

[features]
hooks = true

[mcp_servers.docs]
command = "npx"
args = ["-y", "docs-mcp"]

[mcp_servers.docs.env]
DOCS_TOKEN = "x"

[projects."/home/me/src/app"]
trust_level = "trusted"
"""
CODEX_HOOKS = json.dumps(
    {
        "hooks": {
            "Stop": [
                {"hooks": [{"type": "command", "command": "python3 ~/stop.py", "timeout": 30}]}
            ],
            "SessionStart": [
                {"matcher": "startup|resume", "hooks": [{"type": "command", "command": "ctx.sh"}]}
            ],
        }
    },
    indent=2,
)
AGENTS_MD = "Always run the tests before saying done."  # no trailing newline


@pytest.fixture
def wb_bin() -> str:
    return str(Path(sys.executable).parent / "writeback")


@pytest.fixture
def smoke(tmp_path: Path) -> Smoke:
    server = tmp_path / "fake_mcp.py"
    server.write_text('TOOLS = ["remember", "recall", "forget", "extract_facts"]\n' + FAKE_MCP)
    return Smoke(hook_argv=SILENT_HOOK, mcp_argv=[sys.executable, str(server)], timeout=10)


def set_mode(mode: str) -> None:
    home = paths.writeback_home()
    home.mkdir(mode=0o700, exist_ok=True)
    (home / "config.json").write_text(json.dumps({"memory.auto_writeback": mode}))


@pytest.fixture
def seeded(tmp_path: Path) -> dict[str, Path]:
    """Realistic existing agent config; settings.json is a symlink into a dotfiles repo."""
    set_mode("salient")
    claude, codex = paths.claude_config_dir(), paths.codex_home()
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    real_settings = dotfiles / "claude-settings.json"
    real_settings.write_text(SETTINGS)
    real_settings.chmod(0o644)
    (claude / "settings.json").symlink_to(real_settings)
    (claude / ".claude.json").write_text(CLAUDE_JSON)
    (claude / ".claude.json").chmod(0o600)
    (claude / "CLAUDE.md").write_bytes(CLAUDE_MD.encode())
    (codex / "config.toml").write_text(CODEX_CONFIG)
    (codex / "hooks.json").write_text(CODEX_HOOKS)
    (codex / "AGENTS.md").write_text(AGENTS_MD)
    return {
        "settings": claude / "settings.json",
        "settings_real": real_settings,
        "claude_json": claude / ".claude.json",
        "claude_md": claude / "CLAUDE.md",
        "codex_toml": codex / "config.toml",
        "codex_hooks": codex / "hooks.json",
        "agents_md": codex / "AGENTS.md",
    }


def snapshot() -> dict[str, tuple[bytes, int] | str]:
    """Every file under both config dirs (and symlink targets), with its mode."""
    out: dict[str, tuple[bytes, int] | str] = {}
    for root in (paths.claude_config_dir(), paths.codex_home()):
        for p in sorted(root.rglob("*")):
            if p.is_symlink():
                out[str(p)] = "-> " + os.readlink(p)
                real = p.resolve()
                out[str(real)] = (real.read_bytes(), stat.S_IMODE(real.stat().st_mode))
            elif p.is_file():
                out[str(p)] = (p.read_bytes(), stat.S_IMODE(p.stat().st_mode))
    return out


def run(harness: str = "all", remove: bool = False, **kw) -> bootstrap.Result:
    smoke = kw.pop("smoke")
    p = bootstrap.plan(harness, remove, writeback_bin=kw.pop("wb_bin"))
    return bootstrap.apply(p, smoke=smoke)


def test_install_reinstall_remove_is_byte_identical(seeded, smoke, wb_bin) -> None:
    before = snapshot()
    result = run(smoke=smoke, wb_bin=wb_bin)
    assert result.exit_code == 0, result.to_dict()
    # 3 Claude Code hooks + 4 Codex hooks + the MCP server
    assert all(c.ok for c in result.checks) and len(result.checks) == 8

    # claude-code: Stop hook appended after the user's, other hooks untouched
    settings = json.loads(seeded["settings"].read_text())
    stop = settings["hooks"]["Stop"]
    assert stop[0]["hooks"][0]["command"] == "notify-send 'Claude is done'"
    assert stop[1] == {
        "hooks": [{"type": "command", "command": f"{wb_bin} hook claude-stop", "timeout": 10}]
    }
    assert settings["hooks"]["PreToolUse"] == json.loads(SETTINGS)["hooks"]["PreToolUse"]
    for event, sub in (("SessionStart", "claude-session-start"), ("UserPromptSubmit", "claude-prompt-submit")):  # fmt: skip
        assert settings["hooks"][event] == [
            {"hooks": [{"type": "command", "command": f"{wb_bin} hook {sub}", "timeout": 10}]}
        ]
    assert seeded["settings"].is_symlink()  # wrote through the link, kept the link
    assert stat.S_IMODE(seeded["settings_real"].stat().st_mode) == 0o644
    assert seeded["settings_real"].read_text().startswith('{\n    "permissions"')  # 4 spaces

    claude_json = json.loads(seeded["claude_json"].read_text())
    home = os.environ["WRITEBACK_HOME"]  # carried: clients may strip the environment
    assert claude_json["mcpServers"]["writeback"] == {
        "type": "stdio", "command": wb_bin, "args": ["mcp"], "env": {"WRITEBACK_HOME": home}
    }  # fmt: skip
    # remember/recall/extract_facts run without asking (claude -p refuses others); forget asks
    assert settings["permissions"]["allow"] == [
        "Bash(npm run test:*)", "mcp__writeback__remember", "mcp__writeback__recall",
        "mcp__writeback__extract_facts",
    ]  # fmt: skip
    assert {k: v for k, v in claude_json.items() if k != "mcpServers"} == {
        k: v for k, v in json.loads(CLAUDE_JSON).items() if k != "mcpServers"
    }
    md = seeded["claude_md"].read_bytes()
    assert md.startswith(CLAUDE_MD.encode()) and blocks.BEGIN.encode() + b"\r\n" in md

    # codex
    hooks = json.loads(seeded["codex_hooks"].read_text())["hooks"]
    assert hooks["Stop"][0]["hooks"][0]["command"] == "python3 ~/stop.py"
    assert hooks["Stop"][1]["hooks"][0]["command"] == f"{wb_bin} hook codex-stop"
    assert hooks["SessionEnd"] == [
        {"hooks": [{"type": "command", "command": f"{wb_bin} hook codex-session-end",
                    "timeout": 3}]}
    ]  # fmt: skip
    assert [g["hooks"][0]["command"] for g in hooks["SessionStart"]] == ["ctx.sh", f"{wb_bin} hook codex-session-start"]  # fmt: skip
    assert [g["hooks"][0]["command"] for g in hooks["UserPromptSubmit"]] == [f"{wb_bin} hook codex-prompt-submit"]  # fmt: skip
    toml = tomllib.loads(seeded["codex_toml"].read_text())
    assert toml["mcp_servers"]["writeback"] == {
        "command": wb_bin, "args": ["mcp"], "env": {"WRITEBACK_HOME": home},
        "env_vars": ["WRITEBACK_SESSION", "WRITEBACK_BRAIN_URL"],
        "default_tools_approval_mode": "approve", "tools": {"forget": {"approval_mode": "prompt"}},
    }  # fmt: skip
    assert toml["mcp_servers"]["docs"]["env"] == {"DOCS_TOKEN": "x"}
    assert seeded["codex_toml"].read_text().startswith(CODEX_CONFIG)
    assert blocks.scan(seeded["agents_md"].read_text()).state == "present"

    # receipts
    receipts_path = paths.harness_receipts()
    assert stat.S_IMODE(receipts_path.stat().st_mode) == 0o600
    receipts = json.loads(receipts_path.read_text())
    assert receipts["writeback"] == wb_bin
    assert set(receipts["targets"]) == {"claude-code", "codex"}
    assert str(seeded["settings"]) in receipts["targets"]["claude-code"]["files"]

    # idempotent re-install: nothing rewritten, no new backups
    installed = snapshot()
    again = run(smoke=smoke, wb_bin=wb_bin)
    assert again.exit_code == 0 and again.changed == []
    assert snapshot() == installed

    # remove: every file byte-identical (and same mode) to the original
    removed = run(remove=True, smoke=smoke, wb_bin=wb_bin)
    assert removed.exit_code == 0, removed.to_dict()
    assert snapshot() == before  # no backups left behind either: the originals are back
    assert seeded["settings"].is_symlink()
    assert not receipts_path.exists()


def test_fresh_homes_get_new_owner_only_files_and_remove_deletes_them(smoke, wb_bin) -> None:
    set_mode("all")
    result = run(smoke=smoke, wb_bin=wb_bin)
    assert result.exit_code == 0
    for p in [paths.claude_config_dir() / "settings.json", paths.claude_json(),
              paths.claude_config_dir() / "CLAUDE.md", paths.codex_home() / "hooks.json",
              paths.codex_home() / "config.toml", paths.codex_home() / "AGENTS.md"]:  # fmt: skip
        assert stat.S_IMODE(p.stat().st_mode) == 0o600, p
    run(remove=True, smoke=smoke, wb_bin=wb_bin)
    assert snapshot() == {}


def test_remove_after_the_agent_rewrote_a_file_is_structural(seeded, smoke, wb_bin) -> None:
    run(smoke=smoke, wb_bin=wb_bin)
    data = json.loads(seeded["claude_json"].read_text())
    data["numStartups"] = 43  # Claude Code rewrites this file all the time
    seeded["claude_json"].write_text(json.dumps(data, indent=2))
    md = seeded["claude_md"].read_bytes() + b"- A line the user added later.\r\n"
    seeded["claude_md"].write_bytes(md)
    run(remove=True, smoke=smoke, wb_bin=wb_bin)
    data = json.loads(seeded["claude_json"].read_text())
    assert "writeback" not in data["mcpServers"] and data["numStartups"] == 43
    assert data["mcpServers"]["github"]["command"] == "npx"
    text = seeded["claude_md"].read_bytes()
    assert blocks.BEGIN.encode() not in text
    assert text.startswith(CLAUDE_MD.encode()) and text.endswith(b"added later.\r\n")


def test_damaged_markers_refuse_that_target_only(seeded, smoke, wb_bin) -> None:
    damaged = CLAUDE_MD + blocks.BEGIN + "\r\nhalf a block\r\n"
    seeded["claude_md"].write_text(damaged, newline="")
    before = snapshot()
    p = bootstrap.plan("all", writeback_bin=wb_bin)
    claude = p.targets[0]
    assert claude.refused and "damaged" in (claude.error or "")
    result = bootstrap.apply(p, smoke=smoke)
    assert result.exit_code == 2
    now = snapshot()
    claude_files = [k for k in before if k.startswith(str(paths.claude_config_dir()))]
    claude_files.append(str(seeded["settings_real"]))
    assert all(now[k] == before[k] for k in claude_files)  # nothing changed for claude-code
    assert blocks.scan(seeded["agents_md"].read_text()).state == "present"  # codex went ahead


@pytest.mark.parametrize(
    "key, content, harness",
    [
        ("settings_real", '{"hooks": {"Stop": [}', "claude-code"),
        ("claude_json", '{"numStartups": 1,,}', "claude-code"),
        ("codex_hooks", "not json", "codex"),
        ("codex_toml", 'model = "o3"\n[mcp_servers.docs\n', "codex"),
    ],
)
def test_unparseable_files_refused_and_untouched(seeded, smoke, wb_bin, key, content, harness):
    seeded[key].write_text(content)
    before = snapshot()
    p = bootstrap.plan(harness, writeback_bin=wb_bin)
    assert p.targets[0].refused
    assert "refusing" in (p.targets[0].error or "") or "not valid" in (p.targets[0].error or "")
    result = bootstrap.apply(p, smoke=smoke)
    assert result.exit_code == 2
    assert snapshot() == before
    assert not paths.harness_receipts().exists()


def test_foreign_codex_mcp_table_refused(seeded, smoke, wb_bin) -> None:
    text = CODEX_CONFIG + '\n[mcp_servers.writeback]\ncommand = "npx"\nargs = ["wb"]\n'
    seeded["codex_toml"].write_text(text)
    p = bootstrap.plan("codex", writeback_bin=wb_bin)
    assert p.targets[0].refused and "not writeback's own" in (p.targets[0].error or "")


@pytest.mark.parametrize("broken", ["hook", "mcp"])
def test_smoke_failure_rolls_everything_back(seeded, smoke, wb_bin, tmp_path, broken) -> None:
    before = snapshot()
    if broken == "hook":
        smoke.hook_argv = [sys.executable, "-c", "print('noise')"]
    else:
        server = tmp_path / "bad_mcp.py"
        server.write_text('TOOLS = ["recall"]\n' + FAKE_MCP)
        smoke.mcp_argv = [sys.executable, str(server)]
    result = run(smoke=smoke, wb_bin=wb_bin)
    assert result.exit_code == 1 and result.rolled_back
    failed = [c.name for c in result.checks if not c.ok]
    assert failed and all(broken in name for name in failed)
    assert "undone" in result.failures[0]
    assert snapshot() == before  # no leftovers, not even backups
    assert not paths.harness_receipts().exists()


def test_mcp_server_that_never_answers_times_out(seeded, smoke, wb_bin) -> None:
    smoke.mcp_argv = [sys.executable, "-c", "import time; time.sleep(30)"]
    smoke.timeout = 1
    before = snapshot()
    result = run(smoke=smoke, wb_bin=wb_bin)
    assert result.exit_code == 1
    assert "no answer" in [c for c in result.checks if not c.ok][0].message
    assert snapshot() == before


def test_smoke_runs_against_a_throwaway_home(seeded, wb_bin, tmp_path) -> None:
    seen = tmp_path / "seen.json"
    spy = ("import json, os, sys; sys.stdin.read(); e = {k: os.environ[k] for k in "
           "('WRITEBACK_HOME', 'CLAUDE_CONFIG_DIR', 'CODEX_HOME')}; "
           "e['config'] = json.load(open(os.path.join(e['WRITEBACK_HOME'], 'config.json'))); "
           f"json.dump(e, open({str(seen)!r}, 'w'))")  # fmt: skip
    (paths.writeback_home() / "config.json").write_text(json.dumps(
        {"memory.auto_writeback": "all", "brain.url": "sqlite:///real/brain.db"}))  # fmt: skip
    server = tmp_path / "fake_mcp.py"
    server.write_text('TOOLS = ["remember"]\n' + FAKE_MCP)
    smoke = Smoke(hook_argv=[sys.executable, "-c", spy], mcp_argv=[sys.executable, str(server)])
    assert run("claude-code", smoke=smoke, wb_bin=wb_bin).exit_code == 0
    env = json.loads(seen.read_text())
    assert env.pop("config") == {"memory.auto_writeback": "all"}  # mode kept, brain dropped
    real = {str(paths.writeback_home()), str(paths.claude_config_dir()), str(paths.codex_home())}
    assert not real & set(env.values())
    assert not Path(env["WRITEBACK_HOME"]).exists()  # cleaned up


def test_agents_override_fails_codex_but_not_claude(seeded, smoke, wb_bin) -> None:
    (paths.codex_home() / "AGENTS.override.md").write_text("Team rules win.\n")
    codex_before = seeded["agents_md"].read_bytes(), seeded["codex_toml"].read_bytes()
    result = run(smoke=smoke, wb_bin=wb_bin)
    codex = result.plan.targets[1]
    assert codex.error and "AGENTS.override.md" in codex.error and not codex.refused
    assert result.exit_code == 1
    assert (seeded["agents_md"].read_bytes(), seeded["codex_toml"].read_bytes()) == codex_before
    assert blocks.scan(seeded["claude_md"].read_text()).state == "present"
    checks = {c["name"]: c for c in doctor.checks()}
    assert checks["codex.override"]["status"] == "warn"


def test_empty_override_file_is_fine(seeded, smoke, wb_bin) -> None:
    (paths.codex_home() / "AGENTS.override.md").write_text("  \n")
    assert run("codex", smoke=smoke, wb_bin=wb_bin).exit_code == 0


def trust_codex_hooks() -> None:
    """Append the trust entries Codex's /hooks writes (its own format: a [hooks.state]
    table, then one table per hook, at the end of config.toml)."""
    hooks_file = paths.codex_home() / "hooks.json"
    specs = bootstrap._hook_specs("codex", bootstrap.load_receipts()["writeback"])
    found = codex_trust.hook_positions(hooks_file.read_text(), specs, str(hooks_file))
    lines = ["", "[hooks.state]", ""]
    for _spec, key, digest in found:
        lines += [f'[hooks.state."{hooks_file}:{key}"]', f'trusted_hash = "{digest}"', ""]
    config = paths.codex_home() / "config.toml"
    config.write_text(config.read_text() + "\n".join(lines))


def test_mode_off_rerun_removes_blocks_but_keeps_hooks_and_mcp(seeded, smoke, wb_bin) -> None:
    run(smoke=smoke, wb_bin=wb_bin)
    trust_codex_hooks()
    set_mode("off")
    checks = {c["name"]: c for c in doctor.checks()}
    assert checks["claude-code.block"]["status"] == "warn"
    result = run(smoke=smoke, wb_bin=wb_bin)
    assert result.exit_code == 0
    assert seeded["claude_md"].read_bytes() == CLAUDE_MD.encode()  # exact original back
    assert seeded["agents_md"].read_text() == AGENTS_MD
    assert "writeback" in json.loads(seeded["claude_json"].read_text())["mcpServers"]
    assert "SessionEnd" in json.loads(seeded["codex_hooks"].read_text())["hooks"]
    assert all(c["status"] == "ok" for c in doctor.checks()), doctor.checks()


def test_mode_off_first_install_writes_no_block(seeded, smoke, wb_bin) -> None:
    set_mode("off")
    result = run(smoke=smoke, wb_bin=wb_bin)
    assert result.exit_code == 0
    assert seeded["claude_md"].read_bytes() == CLAUDE_MD.encode()
    assert any("off" in n for n in result.plan.targets[0].notes)


def test_stale_block_is_updated_in_place(seeded, smoke, wb_bin) -> None:
    run(smoke=smoke, wb_bin=wb_bin)
    home = paths.writeback_home()
    (home / "config.json").write_text(
        json.dumps(
            {"memory.auto_writeback": "salient", "memory.auto_writeback_transient_ttl": "7d"}
        )
    )
    checks = {c["name"]: c for c in doctor.checks()}
    assert checks["claude-code.block"]["status"] == "warn"
    assert "out of date" in checks["claude-code.block"]["message"]
    run(smoke=smoke, wb_bin=wb_bin)
    assert 'ttl: "7d"' in seeded["claude_md"].read_text()
    run(remove=True, smoke=smoke, wb_bin=wb_bin)
    assert seeded["claude_md"].read_bytes() == CLAUDE_MD.encode()


def test_dry_run_plan_changes_nothing(seeded, wb_bin) -> None:
    before = snapshot()
    p = bootstrap.plan("all", writeback_bin=wb_bin)
    assert [s.action() for s in p.steps()] == ["update"] * 6
    assert snapshot() == before and not paths.harness_receipts().exists()


def test_doctor_reports_receipts_against_disk(seeded, smoke, wb_bin) -> None:
    assert [c["status"] for c in doctor.checks()][0] == "warn"  # not bootstrapped yet
    run(smoke=smoke, wb_bin=wb_bin)
    checks = {c["name"]: c for c in doctor.checks()}
    # Codex skips untrusted hooks without a word: doctor says so, and how to trust them
    assert checks["codex.hook_trust"]["status"] == "warn"
    assert "/hooks" in checks["codex.hook_trust"]["fix"]
    trust_codex_hooks()
    checks = {c["name"]: c for c in doctor.checks()}
    expected = {"claude-code.hook.claude-stop", "claude-code.mcp", "claude-code.block",
                "claude-code.tool_approval", "codex.hook.codex-stop",
                "codex.hook.codex-session-end", "codex.hook_trust", "codex.mcp",
                "codex.block", "codex.override", "codex.hooks_feature"}  # fmt: skip
    assert expected <= set(checks)
    assert all(c["status"] == "ok" for c in checks.values()), checks
    # the user deletes our hook by hand and damages the Codex block
    settings = json.loads(seeded["settings"].read_text())
    settings["hooks"]["Stop"].pop()
    seeded["settings_real"].write_text(json.dumps(settings))
    seeded["agents_md"].write_text(seeded["agents_md"].read_text() + blocks.END + "\n")
    checks = {c["name"]: c for c in doctor.checks()}
    assert checks["claude-code.hook.claude-stop"]["status"] == "fail"
    assert checks["claude-code.hook.claude-stop"]["fix"].startswith("writeback bootstrap")
    assert checks["codex.block"]["status"] == "fail"
    # a changed hook command is untrusted again (Codex hashes command and timeout)
    hooks = json.loads(seeded["codex_hooks"].read_text())
    hooks["hooks"]["Stop"][-1]["hooks"][0]["timeout"] = 11
    seeded["codex_hooks"].write_text(json.dumps(hooks))
    assert {c["name"]: c for c in doctor.checks()}["codex.hook_trust"]["status"] == "warn"


def test_real_hook_and_mcp_server_pass_the_smoke_test(seeded, wb_bin) -> None:
    before = snapshot()
    result = run(smoke=Smoke(), wb_bin=wb_bin)
    assert result.exit_code == 0, result.to_dict()
    assert {c.name for c in result.checks} >= {"hook claude-stop", "mcp initialize + tools/list"}
    run(remove=True, smoke=Smoke(), wb_bin=wb_bin)
    assert {k: v for k, v in snapshot().items() if ".writeback-bak-" not in k} == before


def test_real_mcp_server_answers_smoke_check(tmp_path, wb_bin) -> None:
    env = Smoke._env(tmp_path)
    check = Smoke().check_mcp([wb_bin, "mcp"], tmp_path, env)
    assert check.ok, check.message


# ---------------------------------------------------------------- the user's edits survive


def backups() -> dict[str, bytes]:
    """Every writeback backup under both config dirs and the dotfiles symlink target."""
    roots = [paths.claude_config_dir(), paths.codex_home()]
    roots.append(Path(os.path.realpath(paths.claude_config_dir() / "settings.json")).parent)
    return {str(p): p.read_bytes() for r in roots for p in r.glob("*.writeback-bak-*")}


def edit_claude_files(seeded: dict[str, Path]) -> tuple[str, str]:
    """The user (and Claude Code) change both JSON files after the install."""
    settings = json.loads(seeded["settings"].read_text())
    settings["permissions"]["allow"].append("Bash(git log:*)")
    settings["model"] = "sonnet"
    edited_settings = json.dumps(settings, indent=4) + "\n"
    seeded["settings_real"].write_text(edited_settings)
    data = json.loads(seeded["claude_json"].read_text())
    data["oauthAccount"] = {"emailAddress": "new@example.com", "organizationUuid": "o-1"}
    data["numStartups"] = 99
    edited_json = json.dumps(data, indent=2)
    seeded["claude_json"].write_text(edited_json)
    return edited_settings, edited_json


def test_rerun_after_user_edits_then_remove_keeps_the_edits(seeded, smoke, wb_bin) -> None:
    assert run("claude-code", smoke=smoke, wb_bin=wb_bin).exit_code == 0
    edited_settings, edited_json = edit_claude_files(seeded)
    again = run("claude-code", smoke=smoke, wb_bin=wb_bin)  # changes nothing on disk
    assert again.exit_code == 0 and again.changed == []
    removed = run("claude-code", remove=True, smoke=smoke, wb_bin=wb_bin)
    assert removed.exit_code == 0, removed.to_dict()

    settings = json.loads(seeded["settings"].read_text())
    assert settings["model"] == "sonnet"
    assert settings["permissions"]["allow"] == ["Bash(npm run test:*)", "Bash(git log:*)"]
    assert all("writeback" not in h["hooks"][0]["command"] for h in settings["hooks"]["Stop"])
    assert settings["hooks"] == json.loads(SETTINGS)["hooks"]  # only writeback's hook went
    data = json.loads(seeded["claude_json"].read_text())
    assert data["numStartups"] == 99 and data["oauthAccount"]["emailAddress"] == "new@example.com"
    assert "writeback" not in data["mcpServers"] and "github" in data["mcpServers"]
    # The copies of the edited files made by the removal are still there.
    saved = set(backups().values())
    assert edited_settings.encode() in saved and edited_json.encode() in saved


def test_rewrite_after_user_edits_then_remove_keeps_the_edits(seeded, smoke, wb_bin, tmp_path):
    """A re-run that does rewrite an edited file (the executable moved) breaks the chain too."""
    assert run("claude-code", smoke=smoke, wb_bin=wb_bin).exit_code == 0
    edit_claude_files(seeded)
    moved = str(tmp_path / "venv2" / "bin" / "writeback")
    again = run("claude-code", smoke=smoke, wb_bin=moved)
    assert again.exit_code == 0 and str(seeded["settings"]) in again.changed
    run("claude-code", remove=True, smoke=smoke, wb_bin=moved)
    settings = json.loads(seeded["settings"].read_text())
    assert settings["model"] == "sonnet" and "writeback" not in seeded["settings"].read_text()
    data = json.loads(seeded["claude_json"].read_text())
    assert data["numStartups"] == 99 and "writeback" not in data["mcpServers"]


def test_untouched_files_still_restore_exactly_after_a_noop_rerun(seeded, smoke, wb_bin):
    before = snapshot()
    run(smoke=smoke, wb_bin=wb_bin)
    run(smoke=smoke, wb_bin=wb_bin)
    run(remove=True, smoke=smoke, wb_bin=wb_bin)
    assert snapshot() == before


def test_rollback_keeps_what_the_agent_wrote_during_the_smoke_test(seeded, wb_bin, tmp_path):
    """The agent rewrites settings.json while the smoke test runs, and the test fails:
    rollback takes out only writeback's hook and keeps the agent's change."""
    real = seeded["settings_real"]
    agent = (
        "import json, sys; sys.stdin.read(); "
        f"p = {str(real)!r}; d = json.load(open(p)); d['model'] = 'haiku'; "
        "open(p, 'w').write(json.dumps(d, indent=4) + '\\n'); print('noise')"
    )
    server = tmp_path / "fake_mcp.py"
    server.write_text('TOOLS = ["remember"]\n' + FAKE_MCP)
    smoke = Smoke(hook_argv=[sys.executable, "-c", agent], mcp_argv=[sys.executable, str(server)])
    claude_json_before = seeded["claude_json"].read_bytes()
    claude_md_before = seeded["claude_md"].read_bytes()
    result = run("claude-code", smoke=smoke, wb_bin=wb_bin)
    assert result.exit_code == 1 and result.rolled_back
    settings = json.loads(real.read_text())
    assert settings["model"] == "haiku"  # the agent's change survives
    assert settings == json.loads(SETTINGS) | {"model": "haiku"}  # writeback's hook is gone
    assert seeded["claude_json"].read_bytes() == claude_json_before  # untouched: exact
    assert seeded["claude_md"].read_bytes() == claude_md_before
    assert not paths.harness_receipts().exists()
    # what the agent wrote (with writeback's hook) is kept as a backup, nothing is lost
    assert any(b'"haiku"' in data for data in backups().values())


def test_rollback_leaves_a_file_it_cannot_undo_and_says_so(seeded, wb_bin, tmp_path) -> None:
    real = seeded["settings_real"]
    agent = f"import sys; sys.stdin.read(); open({str(real)!r}, 'w').write('{{oops'); print(1)"
    server = tmp_path / "fake_mcp.py"
    server.write_text('TOOLS = ["remember"]\n' + FAKE_MCP)
    smoke = Smoke(hook_argv=[sys.executable, "-c", agent], mcp_argv=[sys.executable, str(server)])
    result = run("claude-code", smoke=smoke, wb_bin=wb_bin)
    assert result.exit_code == 1 and result.rolled_back
    assert real.read_text() == "{oops"  # not overwritten with the pre-run bytes
    assert any(str(seeded["settings"]) in f and "left as it is" in f for f in result.failures)
    assert SETTINGS.encode() in backups().values()  # the pre-run bytes are kept too


def test_structural_removal_keeps_the_users_empty_containers(smoke, wb_bin) -> None:
    set_mode("salient")
    claude = paths.claude_config_dir()
    (claude / "settings.json").write_text('{\n  "hooks": {},\n  "model": "opus"\n}\n')
    paths.claude_json().write_text('{\n  "numStartups": 1,\n  "mcpServers": {}\n}')
    run("claude-code", smoke=smoke, wb_bin=wb_bin)
    for p in (claude / "settings.json", paths.claude_json()):  # someone edits both files
        data = json.loads(p.read_text())
        data["extra"] = True
        p.write_text(json.dumps(data, indent=2))
    run("claude-code", remove=True, smoke=smoke, wb_bin=wb_bin)
    assert json.loads((claude / "settings.json").read_text()) == {
        "hooks": {}, "model": "opus", "extra": True}  # fmt: skip
    assert json.loads(paths.claude_json().read_text()) == {
        "numStartups": 1, "mcpServers": {}, "extra": True}  # fmt: skip


def test_structural_removal_drops_the_containers_writeback_created(smoke, wb_bin) -> None:
    set_mode("salient")
    settings = paths.claude_config_dir() / "settings.json"
    settings.write_text('{\n  "model": "opus"\n}\n')
    paths.claude_json().write_text('{"numStartups": 1}')
    run("claude-code", smoke=smoke, wb_bin=wb_bin)
    for p in (settings, paths.claude_json()):
        p.write_text(p.read_text().replace('"opus"', '"sonnet"').replace(": 1", ": 2"))
    run("claude-code", remove=True, smoke=smoke, wb_bin=wb_bin)
    assert settings.read_text() == '{\n  "model": "sonnet"\n}\n'
    assert paths.claude_json().read_text() == '{"numStartups": 2}'


def test_structural_removal_adds_no_final_newline(seeded, smoke, wb_bin) -> None:
    toml = CODEX_CONFIG.rstrip("\n")  # neither file ends with a line break
    seeded["codex_toml"].write_text(toml)
    run("codex", smoke=smoke, wb_bin=wb_bin)
    # the user edits both files (above writeback's block), so removal is structural
    agents = seeded["agents_md"].read_text()
    seeded["agents_md"].write_text("# Team\n" + agents)
    seeded["codex_toml"].write_text("# mine\n" + seeded["codex_toml"].read_text())
    run("codex", remove=True, smoke=smoke, wb_bin=wb_bin)
    assert seeded["agents_md"].read_text() == "# Team\n" + AGENTS_MD
    assert seeded["codex_toml"].read_text() == "# mine\n" + toml


@pytest.mark.parametrize(
    "content", ['{"model": "opus", "x": 1e400}', '{"x": -1E999}', '{"x": NaN}', '{"x": Infinity}']
)
def test_json_that_cannot_be_written_back_is_refused(seeded, smoke, wb_bin, content) -> None:
    seeded["settings_real"].write_text(content)
    before = snapshot()
    p = bootstrap.plan("claude-code", writeback_bin=wb_bin)
    assert p.targets[0].refused, p.to_dict()
    assert bootstrap.apply(p, smoke=smoke).exit_code == 2
    assert snapshot() == before
