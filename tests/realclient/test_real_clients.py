"""End to end with the real Claude Code (2.1.197) and Codex (0.171.0) CLIs.

The pinned clients are installed once per machine into ``.clients/`` (tests/clients/install.py);
the model is the fake server in tests/clients/fake_model.py on 127.0.0.1; every home
(HOME, CLAUDE_CONFIG_DIR, CODEX_HOME, WRITEBACK_HOME) is the test's own temporary directory.
writeback is wired in the way a user does it: ``writeback bootstrap harness --yes``.

Outside CI these tests skip when npm is missing; with ``CI=true`` they fail instead.
Run them alone with ``.venv/bin/pytest -m realclient`` (docs/real-clients.md).
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.clients import env as E
from tests.clients.fake_model import FakeModel, Reply, ToolCall, tool_names
from tests.clients.install import Clients
from tests.realclient.conftest import IN_CI

# Generous per-test ceiling: ten real client turns take 1-2 min on a loaded 2-core box.
pytestmark = [pytest.mark.realclient, pytest.mark.timeout(600)]

WRITEBACK = str(Path(sys.executable).parent / "writeback")

# Ten turns, each one eligible fact with a word no other turn uses (the recall key).
FACT_TURNS = [
    ("I prefer dark mode in every editor.", "dark"),
    ("I always use pnpm instead of npm.", "pnpm"),
    ("My favourite editor is Helix.", "Helix"),
    ("I prefer tabs over spaces.", "tabs"),
    ("Our staging database is db-stage-7.", "db-stage-7"),
    ("I always run the linter before committing.", "linter"),
    ("I prefer Postgres over MySQL.", "Postgres"),
    ("My preferred shell is fish.", "fish"),
    ("I always write commit messages in English.", "English"),
    ("I prefer rebase over merge.", "rebase"),
]


# ---------------------------------------------------------------------------- fixtures


# ---------------------------------------------------------------------------- helpers


def wb(homes: E.Homes, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [WRITEBACK, *args],
        cwd=homes.work,
        env=E.base_env(homes),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if check and proc.returncode != 0:
        raise AssertionError(
            f"writeback {' '.join(args)} exited {proc.returncode}\n"
            f"stdout: {proc.stdout}\nstderr: {proc.stderr}"
        )
    return proc


def bootstrap(homes: E.Homes, *extra: str) -> None:
    wb(homes, "config", "set", "memory.auto_writeback", "salient")
    wb(homes, "bootstrap", "harness", "--yes", *extra)


def ok(proc: subprocess.CompletedProcess[str]) -> subprocess.CompletedProcess[str]:
    assert proc.returncode == 0, (
        f"exit {proc.returncode}\nstdout: {proc.stdout}\nstderr: {proc.stderr}"
    )
    return proc


def recall(homes: E.Homes, word: str) -> list[dict[str, Any]]:
    out = json.loads(wb(homes, "recall", word, "--json").stdout)
    facts = out.get("facts", out) if isinstance(out, dict) else out
    assert isinstance(facts, list), out
    return facts


def all_facts(homes: E.Homes) -> list[dict[str, Any]]:
    out = json.loads(wb(homes, "facts", "--json").stdout)
    facts = out.get("facts", out) if isinstance(out, dict) else out
    assert isinstance(facts, list), out
    return facts


def heartbeat(homes: E.Homes) -> dict[str, Any]:
    return dict(json.loads(wb(homes, "heartbeat", "--since", "1h", "--json").stdout))


def sweep(homes: E.Homes) -> None:
    wb(homes, "sweep", "--once", "--budget", "60s")


def missing_recalls(homes: E.Homes, turns: list[tuple[str, str]]) -> list[str]:
    return [word for _, word in turns if not recall(homes, word)]


def assert_all_recalled(homes: E.Homes, turns: list[tuple[str, str]]) -> None:
    """Harvest what was banked; every turn's word is recallable (else show the heartbeat)."""
    hb = heartbeat(homes)
    sweep(homes)
    assert missing_recalls(homes, turns) == [], f"heartbeat: {hb}"


def claude_p(
    clients: Clients, homes: E.Homes, model: FakeModel, *args: str
) -> subprocess.CompletedProcess[str]:
    return ok(E.run_claude(clients, homes, model.url, "-p", *args))


def codex_setup(clients: Clients, homes: E.Homes, model: FakeModel) -> None:
    """Fake-model config first (as a user's own config.toml), then writeback, then trust."""
    E.write_codex_config(homes, model.url)
    bootstrap(homes)
    trusted = E.trust_codex_hooks(clients, homes)
    events = {h["eventName"] for h in trusted}
    assert events == {"stop", "sessionEnd", "sessionStart", "userPromptSubmit"}, trusted


def toml_chunks(text: str) -> list[str]:
    """The file cut at every table header: [preamble, "[a]\\n…", "[b]\\n…", …]."""
    chunks: list[str] = []
    cur: list[str] = []
    for line in text.splitlines(keepends=True):
        if re.match(r"\s*\[", line) and cur:
            chunks.append("".join(cur))
            cur = []
        cur.append(line)
    if cur:
        chunks.append("".join(cur))
    return chunks


def codex_own_chunks(text: str) -> list[str]:
    """Every table chunk that is not writeback's, with writeback's marker lines removed
    and trailing blank lines stripped (what must survive byte for byte)."""
    out = []
    for c in toml_chunks(text):
        if re.match(r"\s*\[mcp_servers\.writeback[\].]", c):
            continue
        lines = [ln for ln in c.splitlines(keepends=True) if not ln.startswith("# writeback:")]
        body = "".join(lines).rstrip("\n")
        if body.strip():
            out.append(body)
    return out


def without_writeback(doc: dict[str, Any]) -> dict[str, Any]:
    doc = json.loads(json.dumps(doc))
    servers = doc.get("mcp_servers")
    if isinstance(servers, dict):
        servers.pop("writeback", None)
        if not servers:
            doc.pop("mcp_servers")
    return doc


# ---------------------------------------------------------------------------- no network

STRACE = shutil.which("strace")


def _foreign_connects(trace: Path) -> list[str]:
    bad = []
    for line in trace.read_text(errors="replace").splitlines():
        if "connect(" not in line or "AF_UNIX" in line:
            continue
        if "AF_INET" not in line:
            if "sa_family" in line and "AF_UNSPEC" not in line:
                bad.append(line)
            continue
        if 'inet_addr("127.0.0.1")' in line or 'inet_pton(AF_INET6, "::1"' in line:
            continue
        bad.append(line)
    return bad


@pytest.fixture
def strace() -> str:
    if STRACE is None:
        if IN_CI:
            pytest.fail(
                "strace is required in CI for the no-network check (apt-get install strace)"
            )
        pytest.skip("strace not installed")
    return STRACE


def test_clients_connect_only_to_loopback(
    clients: Clients, homes: E.Homes, model: FakeModel, strace: str, tmp_path: Path
) -> None:
    """strace every connect() of both clients (and their children) in a full session:
    bootstrap, a turn with hooks and MCP, `mcp list`. Only 127.0.0.1 / Unix sockets."""
    E.write_codex_config(homes, model.url)
    bootstrap(homes)
    E.trust_codex_hooks(clients, homes)
    runs = {
        "claude-p": [str(clients.claude), "-p", "I prefer dark mode in every editor."],
        "claude-mcp-list": [str(clients.claude), "mcp", "list"],
        "codex-exec": [
            str(clients.codex),
            "exec",
            "--skip-git-repo-check",
            "I always use pnpm instead of npm.",
        ],
        "codex-mcp-list": [str(clients.codex), "mcp", "list"],
    }
    for name, argv in runs.items():
        trace = tmp_path / f"{name}.strace"
        env = E.claude_env(homes, model.url) if name.startswith("claude") else E.codex_env(homes)
        ok(
            subprocess.run(
                [strace, "-f", "-qq", "-e", "trace=connect", "-o", str(trace), *argv],
                cwd=homes.work,
                env=env,
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=120,
            )
        )
        if name in ("claude-p", "codex-exec"):  # these must have talked to the model
            assert "127.0.0.1" in trace.read_text(), f"{name}: strace saw no connect at all"
        assert _foreign_connects(trace) == [], f"{name} connected off-host"
    # and the model really was the fake one
    assert model.agent_requests("anthropic") and model.agent_requests("openai")
    assert model.unknown_paths() == [] or all(p == "/" for p in model.unknown_paths())


# ---------------------------------------------------------------------------- claude code


@pytest.mark.parametrize("latency_ms", [0, 300])
def test_claude_p_every_turn_banked_and_recallable(
    clients: Clients, homes: E.Homes, model: FakeModel, latency_ms: int
) -> None:
    bootstrap(homes)
    model.reset(Reply(text="Noted.", latency_ms=latency_ms))
    for prompt, _ in FACT_TURNS:
        claude_p(clients, homes, model, prompt)
    # what reached the model is what the user typed (and writeback's contract block)
    seen = model.seen_text()
    assert all(p in seen for p, _ in FACT_TURNS)
    assert_all_recalled(homes, FACT_TURNS)


def test_claude_continue_chain_loses_no_turn(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    bootstrap(homes)
    model.reset(Reply(text="Noted."))  # fast model: the race the Stop hook must survive
    chain = FACT_TURNS[:3]
    for i, (prompt, _) in enumerate(chain):
        claude_p(clients, homes, model, *(["--continue"] if i else []), prompt)
    assert_all_recalled(homes, chain)
    claims = [f.get("claim") for f in all_facts(homes)]
    assert len(claims) == len(set(claims)) == 3, claims


def _stop_runs(homes: E.Homes) -> int:
    """How many times writeback's Claude Code Stop hook has finished (heartbeat lines)."""
    path = homes.wb / "heartbeat.jsonl"
    if not path.exists():
        return 0
    lines = path.read_text().splitlines()
    return sum(1 for ln in lines if '"event":"claude-stop"' in ln.replace(" ", ""))


def test_claude_interactive_turns_each_banked(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    """The TUI, as a user types: three turns in one session, fast model."""
    bootstrap(homes)
    E.seed_claude_interactive(homes)
    model.reset(Reply(text="Noted."))
    turns = FACT_TURNS[3:6]
    with E.ClaudeTUI(clients, homes, model.url) as tui:
        assert tui.wait_for(lambda: b"\xe2\x9d\xaf" in tui.screen, 60), tui.screen[-2000:]
        for i, (prompt, _) in enumerate(turns, start=1):
            tui.type(prompt)
            assert tui.wait_for(lambda n=i: _stop_runs(homes) >= n, 90), (
                f"turn {i}: the Stop hook did not run",
                tui.screen[-1500:],
            )
    assert_all_recalled(homes, turns)


def test_claude_mcp_list_shows_writeback_connected(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    bootstrap(homes)
    out = ok(E.run_claude(clients, homes, model.url, "mcp", "list")).stdout
    line = next((ln for ln in out.splitlines() if ln.startswith("writeback")), "")
    assert "Connected" in line, out


def test_claude_model_calls_remember_lands_in_configured_brain(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    bootstrap(homes)
    model.reset(Reply(text="Done."))
    model.script(
        Reply(
            text="I will remember that.",
            tool_call=ToolCall(
                "mcp__writeback__remember",
                {"claim": "The on-call pager rotates on Mondays", "kind": "project_state"},
            ),
        )
    )
    claude_p(clients, homes, model, "Please remember: the on-call pager rotates on Mondays.")
    offered = {n for r in model.agent_requests("anthropic") for n in tool_names(r.body)}
    assert "mcp__writeback__remember" in offered, f"remember never offered: {model.tool_misses}"
    results = [
        b
        for r in model.agent_requests("anthropic")
        for m in r.body.get("messages", [])
        if isinstance(m.get("content"), list)
        for b in m["content"]
        if isinstance(b, dict) and b.get("type") == "tool_result"
    ]
    assert results, "the model's tool call never came back with a result"
    assert not any(b.get("is_error") for b in results), results
    assert recall(homes, "pager"), "remember did not land in $WRITEBACK_HOME's brain"
    assert not (homes.home / ".writeback").exists()


# ---------------------------------------------------------------------------- codex


def test_codex_exec_turns_captured_once_each(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    codex_setup(clients, homes, model)
    model.reset(Reply(text="Noted."))
    turns = FACT_TURNS[:3]
    ok(E.codex_exec(clients, homes, turns[0][0]))
    for prompt, _ in turns[1:]:
        ok(E.codex_exec_resume_last(clients, homes, prompt))
    assert_all_recalled(homes, turns)
    claims = Counter(f.get("claim") for f in all_facts(homes))
    assert all(n == 1 for n in claims.values()), f"duplicate facts: {claims}"
    assert len(claims) == 3, claims


def test_codex_model_calls_remember_lands_in_configured_brain(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    codex_setup(clients, homes, model)
    model.reset(Reply(text="Done."))
    model.script(
        Reply(
            text="I will remember that.",
            tool_call=ToolCall(
                "mcp__writeback__remember",
                {"claim": "The on-call pager rotates on Mondays", "kind": "project_state"},
            ),
        )
    )
    ok(E.codex_exec(clients, homes, "Please remember: the on-call pager rotates on Mondays."))
    reqs = model.agent_requests("openai")
    offered = {n for r in reqs for n in tool_names(r.body)}
    assert "mcp__writeback__remember" in offered, f"remember never offered: {model.tool_misses}"
    outputs = [
        i
        for r in reqs
        for i in r.body.get("input", [])
        if isinstance(i, dict) and i.get("type") == "function_call_output"
    ]
    assert outputs, "the model's tool call never came back with a result"
    assert recall(homes, "pager"), f"remember did not land in $WRITEBACK_HOME's brain: {outputs}"
    assert not (homes.home / ".writeback").exists()


def codex_rewrites_config(clients: Clients, homes: E.Homes, model: FakeModel) -> str:
    """Our bootstrap, then Codex writes into config.toml itself: an MCP server of the
    user's (`codex mcp add`) and hook trust (Codex's config API, what /hooks does)."""
    E.write_codex_config(homes, model.url)
    bootstrap(homes)
    ok(E.run_codex(clients, homes, "mcp", "add", "other", "--", "echo", "hi"))
    E.trust_codex_hooks(clients, homes)
    text = (homes.codex / "config.toml").read_text()
    own = codex_own_chunks(text)
    assert any(c.startswith("[mcp_servers.other]") for c in own), text
    assert any(c.startswith("[hooks.state.") for c in own), text
    return text


def failing_checks(doctor_json: str) -> list[dict[str, Any]]:
    return [c for c in json.loads(doctor_json)["checks"] if c.get("status") == "fail"]


def test_codex_own_settings_doctor_stays_right(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    codex_rewrites_config(clients, homes, model)
    doctor = wb(homes, "doctor", "--json", check=False)
    assert failing_checks(doctor.stdout) == [], "doctor fails after Codex's own edits"
    assert doctor.returncode == 0
    # and the wiring really works: a Codex turn is captured
    model.reset(Reply(text="Noted."))
    ok(E.codex_exec(clients, homes, FACT_TURNS[0][0]))
    sweep(homes)
    assert recall(homes, FACT_TURNS[0][1]), f"heartbeat: {heartbeat(homes)}"


def test_doctor_names_untrusted_codex_hooks(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    """Codex silently skips untrusted hooks: doctor must say so, and stop saying so once
    Codex itself has trusted them."""
    E.write_codex_config(homes, model.url)
    bootstrap(homes)
    with E.CodexAppServer(clients, homes) as app:
        status = {h["key"]: h["trustStatus"] for h in app.hooks()}
    assert status and set(status.values()) == {"untrusted"}, status
    before = json.loads(wb(homes, "doctor", "--json", check=False).stdout)["checks"]
    flagged = [c for c in before if c["status"] != "ok" and "trust" in json.dumps(c).lower()]
    assert flagged, f"doctor does not mention untrusted Codex hooks: {before}"
    E.trust_codex_hooks(clients, homes)
    after = json.loads(wb(homes, "doctor", "--json", check=False).stdout)["checks"]
    still = [c for c in after if c["status"] != "ok" and "trust" in json.dumps(c).lower()]
    assert still == [], f"doctor still complains after Codex trusted the hooks: {still}"


def test_codex_own_settings_survive_rebootstrap(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    before = codex_rewrites_config(clients, homes, model)
    cfg = homes.codex / "config.toml"
    wb(homes, "bootstrap", "harness", "--yes")
    again = cfg.read_text()
    assert codex_own_chunks(again) == codex_own_chunks(before), (
        f"re-bootstrap changed Codex's tables:\n--- before\n{before}\n--- after\n{again}"
    )
    assert tomllib.loads(again)["mcp_servers"]["writeback"]["command"] == WRITEBACK
    assert without_writeback(tomllib.loads(again)) == without_writeback(tomllib.loads(before))


def test_codex_own_settings_survive_remove(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    before = codex_rewrites_config(clients, homes, model)
    cfg = homes.codex / "config.toml"
    wb(homes, "bootstrap", "harness", "--remove", "--yes")
    after = cfg.read_text() if cfg.exists() else ""
    assert codex_own_chunks(after) == codex_own_chunks(before), (
        f"--remove changed Codex's tables:\n--- before\n{before}\n--- after\n{after}"
    )
    assert tomllib.loads(after) == without_writeback(tomllib.loads(before))


def test_remove_leaves_both_clients_working(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    E.write_codex_config(homes, model.url)
    bootstrap(homes)
    E.trust_codex_hooks(clients, homes)
    wb(homes, "bootstrap", "harness", "--remove", "--yes")
    model.reset(Reply(text="Still here."))
    assert "Still here." in claude_p(clients, homes, model, "hello").stdout
    assert "Still here." in ok(E.codex_exec(clients, homes, "hello")).stdout
    assert "writeback" not in ok(E.run_codex(clients, homes, "mcp", "list")).stdout
    assert "writeback" not in ok(E.run_claude(clients, homes, model.url, "mcp", "list")).stdout


# ---------------------------------------------------------------------------- ambient recall


def _request_text(body: dict[str, Any]) -> str:
    """Everything a model request carries as text (system, messages, instructions, input)."""
    return json.dumps(body, ensure_ascii=False)


def test_claude_next_session_is_told_what_the_last_one_said(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    bootstrap(homes)
    model.reset(Reply(text="Noted."))
    claude_p(clients, homes, model, "I always use pnpm instead of npm.")
    sweep(homes)
    other = homes.root / "elsewhere"
    (other / ".git").mkdir(parents=True)
    wb(homes, "remember", "We deploy the elsewhere service on Sundays", "--kind", "decision",
       "--project", str(other))  # fmt: skip
    (fact,) = [f for f in all_facts(homes) if "pnpm" in f["claim"]]
    model.reset(Reply(text="You use pnpm."))
    claude_p(clients, homes, model, "Which package manager should this script use?")
    seen = _request_text(model.agent_requests("anthropic")[-1].body)
    assert fact["claim"] in seen, "the session brief never reached Claude's model"
    assert "elsewhere service" not in seen  # another project's decision
    wb(homes, "forget", fact["id"])
    model.reset(Reply(text="Ok."))
    claude_p(clients, homes, model, "Which package manager should this script use?")
    later = _request_text(model.agent_requests("anthropic")[-1].body)
    assert fact["claim"] not in later


def test_codex_next_session_is_told_what_the_last_one_said(
    clients: Clients, homes: E.Homes, model: FakeModel
) -> None:
    codex_setup(clients, homes, model)
    model.reset(Reply(text="Noted."))
    ok(E.codex_exec(clients, homes, "I always use pnpm instead of npm."))
    sweep(homes)
    (fact,) = [f for f in all_facts(homes) if "pnpm" in f["claim"]]
    model.reset(Reply(text="You use pnpm."))
    ok(E.codex_exec(clients, homes, "Which package manager should this script use?"))
    seen = _request_text(model.agent_requests("openai")[-1].body)
    assert fact["claim"] in seen, "the session brief never reached Codex's model"
    wb(homes, "forget", fact["id"])
    model.reset(Reply(text="Ok."))
    ok(E.codex_exec(clients, homes, "Which package manager should this script use?"))
    assert fact["claim"] not in _request_text(model.agent_requests("openai")[-1].body)
