"""The ``claude``, ``codex`` and ``hybrid`` extraction engines with the real Claude Code
(2.1.197) and Codex (0.171.0) CLIs, against the fake model on 127.0.0.1.

Each test banks a turn, configures the engine the way a user does, and runs
``writeback sweep --once`` with the client on PATH: settings → harvest → engine → the real
CLI → the fake model's structured-output reply → validation → facts and receipts. One CLI
run per case (valid, malformed, slow, huge, hybrid dedup); over-budget cases need no run
and live in tests/extract/test_extract_llm.py. Skips without npm, except with ``CI=true``.
"""

from __future__ import annotations

import json
import subprocess
from typing import Any

import pytest

from tests.clients import env as E
from tests.clients.fake_model import FakeModel, answer, tool_names
from tests.clients.install import Clients
from tests.conftest import WRITEBACK_BIN
from tests.serve_util import bank, query, receipts
from writeback import config, paths
from writeback.extract.llm import INSTRUCTIONS, MAX_FACTS, answer_schema

pytestmark = [pytest.mark.realclient, pytest.mark.timeout(600)]


@pytest.fixture(autouse=True)
def capture_on(homes: E.Homes) -> None:
    config.set_value("memory.auto_writeback", "salient")


def fact(claim: str, kind: str = "preference") -> dict[str, Any]:
    return {
        "claim": claim,
        "kind": kind,
        "entity": None,
        "salience": "high",
        "transient": False,
        "corrects": None,
    }


def sweep(clients: Clients, env: dict[str, str]) -> dict[str, Any]:
    """`writeback sweep --once` with the pinned clients first on PATH."""
    path = f"{clients.claude.parent}:{env['PATH']}"
    proc = subprocess.run(
        [str(WRITEBACK_BIN), "sweep", "--once", "--json"],
        env={**env, "PATH": path},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def wired(homes: E.Homes) -> None:
    """writeback's hooks and MCP server wired into both clients, as a user has them: the
    engines must not trigger them (no extraction banked as a turn, no MCP server)."""
    subprocess.run(
        [str(WRITEBACK_BIN), "bootstrap", "harness", "--yes"],
        env=E.base_env(homes),
        capture_output=True,
        check=True,
        timeout=120,
    )


def corpus_names() -> set[str]:
    return {p.name for p in paths.corpus_dir().glob("*.json")}


def hook_runs() -> list[str]:
    """Events of every writeback hook run so far (the heartbeat log). Without the engines'
    guards the client's SessionStart hook shows up here and injects the brief."""
    hb = paths.heartbeat_file()
    lines = hb.read_text().splitlines() if hb.exists() else []
    return [json.loads(line).get("event", "") for line in lines if line.strip()]


def receipt_detail(name: str) -> dict[str, Any]:
    [(raw,)] = query("SELECT detail FROM harvest_receipts WHERE corpus_file = ?", (name,))
    return json.loads(raw) if raw else {}


def stored_facts() -> list[tuple[str, str | None]]:
    return sorted(query("SELECT claim, rule FROM facts"))


# ------------------------------------------------------------------------------ claude


def test_claude_engine_extracts_through_sweep(clients, model, homes):
    wired(homes)
    config.set_value("extract.engine", "claude")
    text = "I prefer pnpm over npm. Dana said Acme hit 2M ARR last month."
    model.script(answer({"facts": [fact("Prefers pnpm over npm"), fact("Dana said Acme hit 2M ARR last month", "project_state")]}))  # fmt: skip
    p = bank(text)
    before = corpus_names()
    assert hook_runs() == []
    data = sweep(clients, E.claude_env(homes, model.url))
    assert data["harvested"] == {"extracted": 1}
    assert stored_facts() == [
        ("Dana said Acme hit 2M ARR last month", "llm:claude"),
        ("Prefers pnpm over npm", "llm:claude"),
    ]
    assert receipt_detail(p.name)["engine"] == "claude"
    [req] = model.json_requests()
    body = req.body
    assert body["model"].startswith("claude-haiku")  # extract.claude_model = haiku
    assert body["thinking"] == {"type": "disabled"}
    assert tool_names(body) == ["StructuredOutput"]  # no tools, no writeback MCP server
    [tool] = body["tools"]
    assert tool["input_schema"] == answer_schema()
    assert any(s.get("text") == INSTRUCTIONS for s in body["system"])
    assert text in json.dumps(body["messages"], ensure_ascii=False)
    # writeback's own (wired) hooks never ran: nothing banked, no brief injected.
    assert corpus_names() == before and hook_runs() == []


def test_claude_engine_malformed_answer_is_retried_not_lost(clients, model, homes):
    config.set_value("extract.engine", "claude")
    config.set_value("extract.max_attempts", "3")
    model.script(answer("Here are the facts: pnpm!"))  # never calls StructuredOutput
    p = bank("I prefer pnpm over npm.")
    data = sweep(clients, E.claude_env(homes, model.url))
    assert data["harvested"] == {}
    assert receipts()[p.name] == ("extractor_error", 0)  # non-terminal: retried later
    detail = receipt_detail(p.name)
    assert "no structured_output" in detail["error"] and detail["failures"] == 1
    assert stored_facts() == []


def test_claude_engine_slow_answer_times_out(clients, model, homes):
    config.set_value("extract.engine", "claude")
    config.set_value("extract.timeout", "10")
    model.script(answer({"facts": [fact("Prefers pnpm over npm")]}, latency_ms=120_000))
    p = bank("I prefer pnpm over npm.")
    sweep(clients, E.claude_env(homes, model.url))
    assert receipts()[p.name] == ("extractor_error", 0)
    assert "timed out after 10s" in receipt_detail(p.name)["error"]
    assert len(model.json_requests()) == 1  # it was the model that was slow
    assert stored_facts() == []


def test_hybrid_with_claude_adds_only_what_the_rules_missed(clients, model, homes):
    config.set_value("extract.engine", "hybrid")  # extract.hybrid_engine defaults to claude
    model.script(answer({"facts": [fact("The user prefers pnpm to npm"), fact("Works at Acme on billing", "fact")]}))  # fmt: skip
    p = bank("I prefer pnpm over npm.")
    data = sweep(clients, E.claude_env(homes, model.url))
    assert data["harvested"] == {"extracted": 1}
    facts = dict(stored_facts())
    assert sorted(facts) == ["Prefers pnpm over npm", "Works at Acme on billing"]
    assert facts["Works at Acme on billing"] == "llm:claude"
    assert facts["Prefers pnpm over npm"] != "llm:claude"  # the rules' own fact
    assert receipt_detail(p.name)["candidates"] == 2


# ------------------------------------------------------------------------------ codex


def codex_ready(clients: Clients, homes: E.Homes, model: FakeModel) -> dict[str, str]:
    E.write_codex_config(homes, model.url)
    return E.codex_env(homes)


def test_codex_engine_extracts_through_sweep(clients, model, homes):
    env = codex_ready(clients, homes, model)
    wired(homes)
    E.trust_codex_hooks(clients, homes)  # so writeback's hooks would run if not turned off
    config.set_value("extract.engine", "codex")
    config.set_value("extract.codex_model", "fake-small")
    model.script(answer({"facts": [fact("Prefers pnpm over npm")]}))
    p = bank("I prefer pnpm over npm.")
    before = corpus_names()
    assert hook_runs() == []
    data = sweep(clients, env)
    assert data["harvested"] == {"extracted": 1}
    assert stored_facts() == [("Prefers pnpm over npm", "llm:codex")]
    assert receipt_detail(p.name)["engine"] == "codex"
    [req] = model.json_requests()
    body = req.body
    assert body["model"] == "fake-small" and body["reasoning"]["effort"] == "low"
    fmt = body["text"]["format"]
    assert fmt["type"] == "json_schema" and fmt["schema"] == answer_schema()
    assert "I prefer pnpm over npm." in json.dumps(body["input"][-1])
    names = tool_names(body)
    assert not any("writeback" in n or n in ("shell", "exec_command") for n in names), names
    assert corpus_names() == before and hook_runs() == []


def test_codex_engine_malformed_answer_is_retried_not_lost(clients, model, homes):
    env = codex_ready(clients, homes, model)
    config.set_value("extract.engine", "codex")
    model.script(answer('{"facts": [{"claim": '))
    p = bank("I prefer pnpm over npm.")
    sweep(clients, env)
    assert receipts()[p.name] == ("extractor_error", 0)
    assert receipt_detail(p.name)["error"] == "codex: answer is not JSON"
    assert stored_facts() == []


def test_codex_engine_huge_answer_is_refused(clients, model, homes):
    env = codex_ready(clients, homes, model)
    config.set_value("extract.engine", "codex")
    model.script(answer({"facts": [fact(f"Uses tool number {i}") for i in range(500)]}))
    p = bank("I prefer pnpm over npm.")
    sweep(clients, env)
    assert receipts()[p.name] == ("extractor_error", 0)
    assert f"at most {MAX_FACTS}" in receipt_detail(p.name)["error"]
    assert stored_facts() == []
