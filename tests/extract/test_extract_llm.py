"""The LLM extraction engines without the real CLIs: ``openai`` against the fake model's
chat-completions route on 127.0.0.1, ``hybrid`` (rules + openai) through harvest, budgets
and failures through harvest, what the real clients sent and printed (fixtures), dedup,
settings and ``writeback eval --engine``. The real ``claude`` / ``codex`` runs are in
tests/realclient/test_real_client_extract.py."""

from __future__ import annotations

import json
import os
import subprocess
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.clients.fake_model import FakeModel, answer
from tests.conftest import FIXTURES, WRITEBACK_BIN
from tests.serve_util import bank, query
from writeback import config, settings
from writeback.brain import open_brain
from writeback.brain.base import utcnow
from writeback.extract import get_extractor
from writeback.extract.base import Candidate, ExtractorError
from writeback.extract.llm import (
    INSTRUCTIONS,
    MAX_FACTS,
    OpenAIExtractor,
    answer_schema,
    checked,
    novel,
    parse_claude,
    same_fact,
)
from writeback.serve.harvest import harvest

SECRET_TEXT = "my api token is hunter2-very-private"
REAL = FIXTURES / "real-clients"


def fact(claim: str, kind: str = "preference", **kw: Any) -> dict[str, Any]:
    return {
        "claim": claim,
        "kind": kind,
        "entity": kw.get("entity"),
        "salience": kw.get("salience", "high"),
        "transient": kw.get("transient", False),
        "corrects": kw.get("corrects"),
    }


def openai(model: FakeModel, **kw: Any) -> OpenAIExtractor:
    return OpenAIExtractor(base_url=model.url + "/v1", model="qwen3:4b", **kw)


def chat_requests(model: FakeModel) -> list[Any]:
    return [r for r in model.requests if r.path == "/v1/chat/completions"]


# ------------------------------------------------------------------------- openai engine


def test_openai_sends_the_schema_and_reads_the_facts(model, monkeypatch):
    monkeypatch.setenv("WB_TEST_LLM_KEY", "sk-local-test")
    model.script(answer({"facts": [fact("Prefers tea over coffee"), fact("Is in Oslo", "fact", transient=True, salience="medium")]}))  # fmt: skip
    ex = get_extractor(
        "openai",
        timeout=10,
        options={
            "openai_base_url": model.url + "/v1",
            "openai_model": "qwen3:4b",
            "openai_api_key_env": "WB_TEST_LLM_KEY",
        },
    )
    got = ex.extract("I prefer tea over coffee. I'm in Oslo this week.")
    assert [(c.claim, c.kind, c.transient, c.rule) for c in got] == [
        ("Prefers tea over coffee", "preference", False, "llm:openai"),
        ("Is in Oslo", "fact", True, "llm:openai"),
    ]
    [req] = chat_requests(model)
    assert req.headers["Authorization"] == "Bearer sk-local-test"
    body = req.body
    assert body["model"] == "qwen3:4b" and body["stream"] is False
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"] == answer_schema()
    assert body["messages"][0] == {"role": "system", "content": INSTRUCTIONS}
    assert "I'm in Oslo this week." in body["messages"][1]["content"]


def test_openai_without_key_env_sends_no_authorization(model):
    model.script(answer({"facts": []}))
    assert openai(model).extract("ok thanks") == []
    [req] = chat_requests(model)
    assert "Authorization" not in req.headers


HUGE_CLAIM = "x" * 1_100_000


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("not json {", "answer is not JSON"),
        ({"facts": [fact("x", "opinion")]}, "validation"),
        ({"nothing": 1}, "validation"),
        ({"facts": [fact(f"fact {i}") for i in range(MAX_FACTS + 1)]}, "at most 50"),
        ({"facts": [fact(HUGE_CLAIM)]}, "larger than"),
    ],
    ids=["malformed", "bad-kind", "no-facts-key", "too-many", "huge"],
)
def test_openai_bad_answers_raise_without_echoing_the_turn(model, reply, reason):
    model.script(answer(reply))
    with pytest.raises(ExtractorError) as info:
        openai(model, timeout=10).extract(SECRET_TEXT)
    assert reason in str(info.value)
    assert "hunter2" not in str(info.value)


def test_openai_slow_answer_times_out(model):
    model.script(answer({"facts": [fact("late")]}, latency_ms=3000))
    with pytest.raises(ExtractorError, match="timed out after 1s"):
        openai(model, timeout=1).extract(SECRET_TEXT)
    assert len(chat_requests(model)) == 1


def test_openai_http_error_and_unreachable(model):
    ex = OpenAIExtractor(base_url=model.url + "/nope", model="m", timeout=5)
    with pytest.raises(ExtractorError, match="HTTP 404"):
        ex.extract("x")
    dead = OpenAIExtractor(base_url="http://127.0.0.1:9/v1", model="m", timeout=5)
    with pytest.raises(ExtractorError, match="cannot reach"):
        dead.extract("x")


def test_openai_misconfiguration_is_a_value_error(monkeypatch):
    monkeypatch.delenv("WB_TEST_MISSING_KEY", raising=False)
    with pytest.raises(ValueError, match="openai_model"):
        get_extractor("openai", options={"openai_model": ""})
    with pytest.raises(ValueError, match="WB_TEST_MISSING_KEY"):
        get_extractor(
            "openai",
            options={"openai_model": "m", "openai_api_key_env": "WB_TEST_MISSING_KEY"},
        )


def test_settings_keep_a_key_name_never_a_key(wb_home):
    config.set_value("extract.openai_api_key_env", "OPENAI_API_KEY")
    with pytest.raises(settings.SettingError):
        config.set_value("extract.openai_api_key_env", "sk-proj-abc123-secret")
    with pytest.raises(settings.SettingError):
        config.set_value("extract.openai_base_url", "file:///etc/passwd")
    config.set_value("extract.engine", "hybrid")
    stored = json.loads((wb_home / "config.json").read_text())
    assert stored["extract.openai_api_key_env"] == "OPENAI_API_KEY"
    assert "sk-proj" not in (wb_home / "config.json").read_text()
    assert stored["extract.engine"] == "hybrid"


# ------------------------------------------------------------------------- dedup


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("Prefers pnpm over npm", "prefers pnpm over npm.", True),
        ("Prefers pnpm over npm", "The user prefers pnpm to npm", True),
        ("Dana said Acme hit 2M ARR", "Acme hit 2M ARR, according to Dana", True),
        ("Uses Go for the backend", "Uses Rust for the backend", False),
        ("Is in Tokyo this week", "Is in Kyoto this week", False),
        ("我喜欢用深色主题", "用户喜欢深色主题", True),
        ("我喜欢用深色主题", "我在美团做推荐系统", False),
    ],
)
def test_same_fact(a, b, same):
    assert same_fact(a, b) is same


def test_novel_drops_what_the_rules_or_an_earlier_answer_said():
    def c(claim: str) -> Candidate:
        return Candidate(claim, "preference", None, "high", False)

    base = [c("Prefers pnpm over npm")]
    extra = [c("The user prefers pnpm to npm"), c("Works at Acme"), c("works at Acme.")]
    assert [x.claim for x in novel(extra, base)] == ["Works at Acme"]


# ------------------------------------------------------------------------- through harvest


@pytest.fixture
def salient(monkeypatch):
    from writeback.serve import harvest as harvest_module

    # harvest keeps one extractor per process and configuration; PATH changes per test here
    monkeypatch.setattr(harvest_module, "_EXTRACTORS", {})
    config.set_value("memory.auto_writeback", "salient")


def use_openai(model: FakeModel, engine: str = "openai") -> None:
    config.set_value("extract.engine", engine)
    config.set_value("extract.hybrid_engine", "openai")
    config.set_value("extract.openai_base_url", model.url + "/v1")
    config.set_value("extract.openai_model", "qwen3:4b")
    config.set_value("extract.timeout", "10")


def stored_facts() -> list[tuple[str, str | None]]:
    return sorted(query("SELECT claim, rule FROM facts"))


def test_hybrid_adds_what_the_rules_missed_without_duplicates(salient, model):
    use_openai(model, "hybrid")
    text = "I prefer pnpm over npm."
    with open_brain() as b:
        rules_only = [c.claim for c in get_extractor("rules").extract(text)]
        assert rules_only == ["Prefers pnpm over npm"]
        model.script(answer({"facts": [fact("The user prefers pnpm to npm"), fact("Works at Acme on billing", "fact")]}))  # fmt: skip
        p = bank(text)
        out = harvest(b, p)
        assert (out.outcome, out.facts) == ("extracted", 2)
        assert out.detail["engine"] == "hybrid" and out.detail["candidates"] == 2
    facts = stored_facts()
    assert [c for c, _ in facts] == ["Prefers pnpm over npm", "Works at Acme on billing"]
    assert dict(facts)["Works at Acme on billing"] == "llm:openai"
    assert dict(facts)["Prefers pnpm over npm"] != "llm:openai"  # the rules' own
    assert len(chat_requests(model)) == 1


def test_hybrid_over_budget_keeps_the_rules_facts_and_asks_no_model(salient, model):
    use_openai(model, "hybrid")
    config.set_value("extract.daily_budget", "0")
    p = bank("I prefer pnpm over npm.")
    with open_brain() as b:
        out = harvest(b, p)
    assert (out.outcome, out.terminal) == ("extracted", True)
    assert out.detail["llm"] == "daily_budget"
    assert [c for c, _ in stored_facts()] == ["Prefers pnpm over npm"]
    assert chat_requests(model) == []


def test_hybrid_llm_failures_retry_then_keep_the_rules_facts(salient, model):
    use_openai(model, "hybrid")
    config.set_value("extract.max_attempts", "2")
    model.script(answer("not json {"), answer("still not json"))
    p = bank("I prefer pnpm over npm.")
    with open_brain() as b:
        first = harvest(b, p)
        assert (first.outcome, first.terminal) == ("extractor_error", False)
        assert stored_facts() == []  # nothing yet: the turn waits for its retry
        assert "not JSON" in b.receipt(p.name).detail["error"]
        second = harvest(b, p, now=utcnow() + timedelta(hours=2))
    assert (second.outcome, second.terminal) == ("extracted", True)
    assert second.detail["llm"] == "failed" and "not JSON" in second.detail["error"]
    assert [c for c, _ in stored_facts()] == ["Prefers pnpm over npm"]
    assert len(chat_requests(model)) == 2


def test_openai_over_budget_defers_without_a_request(salient, model):
    use_openai(model)
    config.set_value("extract.daily_budget", "1")
    model.script(answer({"facts": [fact("Prefers tea")]}))
    first, second = bank("I prefer tea.", session="a"), bank("I prefer cocoa.", session="b")
    with open_brain() as b:
        assert harvest(b, first).outcome == "extracted"
        out = harvest(b, second)
    assert (out.outcome, out.terminal) == ("deferred", False)
    assert out.detail == {"why": "daily_budget"}
    assert len(chat_requests(model)) == 1
    assert stored_facts() == [("Prefers tea", "llm:openai")]


def test_openai_slow_answer_is_retried_not_lost(salient, model):
    use_openai(model)
    config.set_value("extract.timeout", "1")
    model.script(answer({"facts": [fact("late")]}, latency_ms=3000))
    p = bank("I prefer tea.")
    with open_brain() as b:
        out = harvest(b, p)
        assert (out.outcome, out.terminal) == ("extractor_error", False)
        assert "timed out" in b.receipt(p.name).detail["error"]
        model.script(answer({"facts": [fact("Prefers tea")]}))
        again = harvest(b, p, now=utcnow() + timedelta(hours=2))
    assert again.outcome == "extracted"
    assert stored_facts() == [("Prefers tea", "llm:openai")]


@pytest.mark.parametrize("engine", ["claude", "codex"])
def test_cli_engines_over_budget_defer_without_running(salient, engine, monkeypatch, tmp_path):
    ran = tmp_path / "ran"
    exe = tmp_path / engine
    exe.write_text(f"#!/bin/sh\ntouch {ran}\nexit 1\n")
    exe.chmod(0o700)
    monkeypatch.setenv("PATH", str(tmp_path))
    config.set_value("extract.engine", engine)
    config.set_value("extract.daily_budget", "0")
    p = bank("I prefer tea.")
    with open_brain() as b:
        out = harvest(b, p)
    assert (out.outcome, out.terminal, out.detail) == ("deferred", False, {"why": "daily_budget"})
    assert not ran.exists()


@pytest.mark.parametrize("engine", ["claude", "codex", "hybrid"])
def test_cli_engine_not_on_path_is_retried_without_using_attempts(
    salient, engine, monkeypatch, tmp_path
):
    monkeypatch.setenv("PATH", str(tmp_path))
    config.set_value("extract.engine", engine)
    config.set_value("extract.max_attempts", "1")
    p = bank("I prefer tea.")
    with open_brain() as b:
        out = harvest(b, p)
        assert (out.outcome, out.terminal) == ("extractor_error", False)
        detail = b.receipt(p.name).detail
    assert "is not on the PATH" in detail["error"] and detail["failures"] == 0
    assert stored_facts() == []


# ------------------------------------------------------------------------- eval --engine


def test_eval_scores_the_openai_engine_and_counts_its_errors(model, tmp_path):
    use_openai(model)
    gold = tmp_path / "set.jsonl"
    gold.write_text(
        json.dumps({"text": "I prefer tea.", "gold": [{"kw": ["tea"], "kind": "preference"}]})
        + "\n"
        + json.dumps({"text": "I use fish.", "gold": [{"kw": ["fish"], "kind": "preference"}]})
        + "\n"
    )
    model.script(answer({"facts": [fact("Prefers tea")]}), answer("garbage"))
    proc = subprocess.run(
        [str(WRITEBACK_BIN), "eval", str(gold), "--engine", "openai", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        env=os.environ,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["engine"] == "openai" and data["recall"] == 0.5 and data["precision"] == 1.0
    assert data["errors"] == 1 and "not JSON" in data["first_error"]
    assert len(chat_requests(model)) == 2


def test_eval_engine_misconfigured_is_one_line(tmp_path):
    config.set_value("extract.openai_model", "")
    gold = tmp_path / "set.jsonl"
    gold.write_text(json.dumps({"text": "I prefer tea.", "gold": []}) + "\n")
    proc = subprocess.run(
        [str(WRITEBACK_BIN), "eval", str(gold), "--engine", "openai"],
        capture_output=True,
        text=True,
        timeout=60,
        env=os.environ,
    )
    assert proc.returncode == 2 and "openai_model" in proc.stderr
    assert "Traceback" not in proc.stderr


# ------------------------------------------------------------------------- real-client fixtures


def test_claude_fixture_output_parses_and_the_request_carried_our_schema():
    d = REAL / "claude-code" / "extract-json-schema"
    manifest = json.loads((d / "manifest.json").read_text())
    [cmd] = manifest["commands"]
    got = parse_claude((d / "stdout.json").read_bytes())
    assert [c.claim for c in got] == [f["claim"] for f in cmd["answer"]["facts"]]
    assert all(c.rule == "llm:claude" for c in got)
    request = json.loads((d / "request.json").read_text())
    [tool] = [t for t in request["tools"] if t["name"] == "StructuredOutput"]
    assert tool["input_schema"] == answer_schema()  # regenerate (--only extract) if changed
    assert [t["name"] for t in request["tools"]] == ["StructuredOutput"]  # no other tools
    assert any(s.get("text") == INSTRUCTIONS for s in request["system"])
    assert request["model"].startswith("claude-haiku")
    assert request["thinking"] == {"type": "disabled"}
    assert cmd["argv"][:4] == ["claude", "-p", "--output-format", "json"]


def test_codex_fixture_answer_parses_and_the_request_carried_our_schema():
    d = REAL / "codex" / "exec-output-schema"
    manifest = json.loads((d / "manifest.json").read_text())
    [cmd] = manifest["commands"]
    got = checked(json.loads((d / "answer.json").read_text()), "codex")
    assert [c.claim for c in got] == [f["claim"] for f in cmd["answer"]["facts"]]
    request = json.loads((d / "request.json").read_text())
    fmt = request["text"]["format"]
    assert fmt["type"] == "json_schema" and fmt["strict"] is True
    assert fmt["schema"] == answer_schema()
    assert request["reasoning"]["effort"] == "low"
    tools = json.dumps(request.get("tools", []))
    assert "shell" not in tools and "exec_command" not in tools  # --disable shell_tool


@pytest.mark.parametrize(
    ("stdout", "reason"),
    [
        (b'{"type":"result","is_error":true,"subtype":"error_during_execution"}', "run failed"),
        (b'{"type":"result","is_error":false,"result":"sorry"}', "no structured_output"),
        (b"[1, 2]", "not a result object"),
        (b"Error: not logged in", "not JSON"),
    ],
)
def test_claude_output_failures(stdout: bytes, reason: str):
    with pytest.raises(ExtractorError, match=reason):
        parse_claude(stdout)


def test_fixtures_are_not_hand_edited():
    for d in (REAL / "claude-code" / "extract-json-schema", REAL / "codex" / "exec-output-schema"):
        manifest = json.loads((d / "manifest.json").read_text())
        assert manifest["generated_by"] == "python -m tests.clients.capture"
        assert Path(d / "request.json").stat().st_size > 0


# ------------------------------------------------------------------------- MCP extract_facts


def test_mcp_extract_facts_hybrid_keeps_the_rules_facts_past_budget_or_failure(model, tmp_path):
    import anyio
    from mcp import Client, types

    from writeback.mcp.server import ToolService, build_server

    url = f"sqlite:///{tmp_path}/b.db"
    with open_brain(url) as b:
        for key, value in {
            "extract.engine": "hybrid",
            "extract.hybrid_engine": "openai",
            "extract.openai_base_url": model.url + "/v1",
            "extract.openai_model": "qwen3:4b",
            "extract.daily_budget": 2,
        }.items():
            b.config_set(key, value)
    server = build_server(ToolService(opener=lambda _u: open_brain(url)), instructions="t")
    model.script(answer({"facts": [fact("Works at Acme on billing", "fact")]}), answer("bad"))
    client_info = types.Implementation(name="wb-test-client", version="1.0")

    async def main() -> list[list[str]]:
        claims = []
        async with Client(server, client_info=client_info) as client:
            for text in ("I prefer pnpm over npm.", "I prefer tabs over spaces.", "I prefer fish over zsh."):  # fmt: skip
                res = await client.call_tool("extract_facts", {"text": text})
                assert not res.is_error, res.structured_content
                claims.append([f["claim"] for f in res.structured_content["facts"]])
        return claims

    with_llm, llm_failed, over_budget = anyio.run(main)
    assert with_llm == ["Prefers pnpm over npm", "Works at Acme on billing"]
    assert llm_failed == ["Prefers tabs over spaces"]
    assert over_budget == ["Prefers fish over zsh"]
    assert len(chat_requests(model)) == 2  # the third call never reached the model


# ------------------------------------------------------------------------- doctor


def test_doctor_names_an_engine_that_cannot_run(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    config.set_value("extract.engine", "claude")

    def doctor() -> dict[str, Any]:
        proc = subprocess.run(
            [str(WRITEBACK_BIN), "doctor", "--json"],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "PATH": f"{tmp_path}:{Path(WRITEBACK_BIN).parent}:/usr/bin:/bin"},
        )
        data = json.loads(proc.stdout)
        return next(c for c in data["checks"] if c["name"] == "extract.engine")

    broken = doctor()
    assert broken["status"] == "fail" and "'claude' is not on the PATH" in broken["message"]
    (tmp_path / "claude").write_text("#!/bin/sh\nexit 0\n")
    (tmp_path / "claude").chmod(0o700)
    fine = doctor()
    assert fine["status"] == "ok" and fine["message"] == "claude; at most 500 calls a day"


def test_engine_setting_and_eval_offer_exactly_the_engines() -> None:
    """One list of engines: the setting's allowed values and `eval --engine` follow it."""
    from writeback import settings
    from writeback.extract import ENGINES, LLM_ENGINES

    assert settings.get_key("extract.engine").choices == ENGINES
    assert set(settings.get_key("extract.hybrid_engine").choices) == {*LLM_ENGINES, "command"}
