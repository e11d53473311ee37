"""The MCP memory server, end to end: the real `writeback mcp` process driven over stdio by
the SDK's own client (`ClientSession` + `stdio_client`), plus a few in-process checks."""

from __future__ import annotations

import json
import os
import secrets as pysecrets
import string
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import mcp.types as types
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

WRITEBACK_BIN = Path(sys.executable).parent / "writeback"  # as tests/conftest.py names it
CLIENT = types.Implementation(name="wb-test-client", version="1.0")
ENV_KEYS = ("HOME", "WRITEBACK_HOME", "CLAUDE_CONFIG_DIR", "CODEX_HOME")


def run(fn: Callable[[], Awaitable[Any]]) -> Any:
    return anyio.run(fn)


@asynccontextmanager
async def mcp_session(
    log_dir: Path, extra_env: dict[str, str] | None = None
) -> AsyncIterator[tuple[ClientSession, types.InitializeResult]]:
    env = {k: os.environ[k] for k in ENV_KEYS} | (extra_env or {})
    params = StdioServerParameters(command=str(WRITEBACK_BIN), args=["mcp"], env=env)
    with open(log_dir / "mcp-stderr.log", "a", encoding="utf-8") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write, client_info=CLIENT) as session:
                with anyio.fail_after(30):
                    init = await session.initialize()
                yield session, init


async def call(session: ClientSession, tool: str, **arguments: Any) -> types.CallToolResult:
    with anyio.fail_after(30):
        result = await session.call_tool(tool, arguments)
    assert isinstance(result, types.CallToolResult)
    # Every result, error or not, carries the same JSON as text for clients without
    # structured-content support.
    assert json.loads(result.content[0].text) == result.structured_content  # type: ignore[union-attr]
    return result


def ok(result: types.CallToolResult) -> dict[str, Any]:
    assert not result.is_error, result.structured_content
    return result.structured_content


def err(result: types.CallToolResult) -> dict[str, Any]:
    assert result.is_error, result.structured_content
    payload = result.structured_content
    assert set(payload) >= {"code", "message", "retriable"}
    assert "Traceback" not in payload["message"]
    return payload


def _aws_key() -> str:
    return "AKIA" + "".join(pysecrets.choice(string.ascii_uppercase + "234567") for _ in range(16))


def _github_token() -> str:
    alphabet = string.ascii_letters + string.digits
    return "ghp_" + "".join(pysecrets.choice(alphabet) for _ in range(36))


def _write_config(values: dict[str, Any]) -> None:
    home = Path(os.environ["WRITEBACK_HOME"])
    home.mkdir(mode=0o700, exist_ok=True)
    (home / "config.json").write_text(json.dumps(values), encoding="utf-8")


# --------------------------------------------------------------------------- subprocess


def test_initialize_and_list_tools(tmp_path: Path) -> None:
    async def main() -> None:
        async with mcp_session(tmp_path) as (session, init):
            assert init.server_info.name == "writeback"
            assert init.capabilities.tools is not None
            listed = await session.list_tools()
            tools = {t.name: t for t in listed.tools}
            assert set(tools) == {"remember", "recall", "forget", "extract_facts"}
            remember = tools["remember"].input_schema
            assert remember["type"] == "object"
            assert remember["required"] == ["claim"]
            assert set(remember["properties"]) >= {
                "claim",
                "kind",
                "entity",
                "ttl",
                "visibility",
                "source",
                "idempotency_key",
            }
            assert "preference" in remember["properties"]["kind"]["enum"]
            assert remember["properties"]["visibility"]["enum"] == ["world", "private"]
            recall = tools["recall"].input_schema
            assert recall["required"] == ["query"]
            assert recall["properties"]["limit"]["minimum"] == 1
            assert recall["properties"]["limit"]["maximum"] == 100
            assert tools["forget"].input_schema["required"] == ["id"]
            assert tools["extract_facts"].input_schema["required"] == ["text"]
            for tool in tools.values():
                assert tool.description
                assert tool.output_schema is not None

    run(main)


def test_remember_duplicate_recall_forget(tmp_path: Path) -> None:
    async def main() -> None:
        async with mcp_session(tmp_path) as (session, _):
            first = ok(
                await call(
                    session,
                    "remember",
                    claim="Prefers pnpm over npm",
                    kind="preference",
                    entity="user",
                    source="claude-code session abc123 2026-11-29",
                )
            )
            assert first["status"] == "inserted"
            fact_id = first["id"]
            same = ok(
                await call(
                    session,
                    "remember",
                    claim="Prefers pnpm over npm",
                    kind="preference",
                    entity="user",
                )
            )
            assert same == {"status": "duplicate", "id": fact_id}

            found = ok(await call(session, "recall", query="pnpm"))["facts"]
            hit = next(f for f in found if f["id"] == fact_id)
            assert "project" in hit and "rule" in hit  # provenance travels with the fact
            scoped = ok(await call(session, "recall", query="pnpm", project=str(tmp_path)))
            assert scoped["facts"] == []  # saved outside any repository: no project
            assert hit["claim"] == "Prefers pnpm over npm"
            assert hit["kind"] == "preference"
            assert hit["entity"] == "user"
            assert hit["visibility"] == "world"
            assert hit["source"] == "mcp:remember"  # the agent's note is provenance, not source
            assert hit["provenance"] == "claude-code session abc123 2026-11-29"
            assert hit["valid_until"] is None
            assert hit["created_at"].endswith("Z")

            gone = ok(await call(session, "forget", id=fact_id, reason="user changed mind"))
            assert gone == {"status": "forgotten", "id": fact_id}
            after = ok(await call(session, "recall", query="pnpm"))["facts"]
            assert fact_id not in [f["id"] for f in after]

            missing = err(await call(session, "forget", id="no-such-fact"))
            assert missing["code"] == "not_found"
            assert missing["retriable"] is False

    run(main)


def test_cjk_ttl_visibility_and_idempotency(tmp_path: Path) -> None:
    async def main() -> None:
        async with mcp_session(tmp_path) as (session, _):
            cjk = ok(await call(session, "remember", claim="我喜欢深色模式", kind="preference"))
            assert cjk["status"] == "inserted"
            found = ok(await call(session, "recall", query="深色"))["facts"]
            assert [f["claim"] for f in found] == ["我喜欢深色模式"]

            trip = ok(
                await call(
                    session,
                    "remember",
                    claim="Travelling to Shanghai",
                    ttl="3d",
                    visibility="private",
                )
            )
            facts = ok(await call(session, "recall", query="Shanghai"))["facts"]
            fact = next(f for f in facts if f["id"] == trip["id"])
            assert fact["visibility"] == "private"
            until = datetime.fromisoformat(fact["valid_until"].replace("Z", "+00:00"))
            assert timedelta(days=2, hours=23) < until - datetime.now(UTC) <= timedelta(days=3)

            absolute = ok(
                await call(session, "remember", claim="Conference badge valid", ttl="2999-01-01")
            )
            facts = ok(await call(session, "recall", query="badge"))["facts"]
            fact = next(f for f in facts if f["id"] == absolute["id"])
            assert fact["valid_until"].startswith(("2998-12-31", "2999-01-01"))

            # A past as_of sees nothing written now; history reads are accepted.
            past = ok(await call(session, "recall", query="Shanghai", as_of="2001-01-01"))
            assert past["facts"] == []

            key = "turn-42-fact-1"
            a = ok(
                await call(
                    session, "remember", claim="Launch moved to March 3", idempotency_key=key
                )
            )
            replay = ok(
                await call(
                    session, "remember", claim="Launch moved to March 3", idempotency_key=key
                )
            )
            assert a["status"] == "inserted"
            assert replay == {"status": "duplicate", "id": a["id"]}
            # The same key with other content is refused, not silently dropped.
            conflict = err(
                await call(
                    session, "remember", claim="Launch moved to March 4", idempotency_key=key
                )
            )
            assert conflict["code"] == "idempotency_conflict"
            assert conflict["retriable"] is False

    run(main)


def test_correction_supersedes(tmp_path: Path) -> None:
    async def main() -> None:
        async with mcp_session(tmp_path) as (session, _):
            old = ok(
                await call(session, "remember", claim="Launch date is March 1", entity="launch")
            )
            new = ok(
                await call(
                    session,
                    "remember",
                    claim="Launch date is March 3",
                    entity="launch",
                    kind="correction",
                    corrects="March 1",
                )
            )
            assert new["status"] == "superseded"
            assert old["id"] in new.get("superseded", [old["id"]])
            facts = ok(await call(session, "recall", query="Launch date"))["facts"]
            assert [f["id"] for f in facts] == [new["id"]]

    run(main)


def test_bad_arguments_are_invalid_argument(tmp_path: Path) -> None:
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("remember", {"claim": ""}, "claim"),
        ("remember", {"claim": "   "}, "claim"),
        ("remember", {}, "claim"),
        ("remember", {"claim": 42}, "claim"),
        ("remember", {"claim": "x" * 2001}, "claim"),
        ("remember", {"claim": "Likes tea", "kind": "opinion"}, "kind"),
        ("remember", {"claim": "Likes tea", "visibility": "public"}, "visibility"),
        ("remember", {"claim": "Likes tea", "ttl": "P30D"}, "ttl"),
        ("remember", {"claim": "Likes tea", "ttl": "3 fortnights"}, "ttl"),
        ("remember", {"claim": "Likes tea", "ttl": "2001-01-01"}, "ttl"),
        ("remember", {"claim": "Likes tea", "colour": "green"}, "colour"),
        ("recall", {"query": "tea", "limit": 0}, "limit"),
        ("recall", {"query": "tea", "limit": 101}, "limit"),
        ("recall", {"query": "tea", "limit": "ten"}, "limit"),
        ("recall", {"query": ""}, "query"),
        ("recall", {"query": "tea", "as_of": "yesterday"}, "as_of"),
        ("forget", {"id": ""}, "id"),
        ("extract_facts", {"text": ""}, "text"),
    ]

    async def main() -> None:
        async with mcp_session(tmp_path) as (session, _):
            for tool, args, field in cases:
                payload = err(await call(session, tool, **args))
                assert payload["code"] == "invalid_argument", (tool, args, payload)
                assert payload["retriable"] is False
                assert payload["field"] == field, (tool, args, payload)
            p30d = err(await call(session, "remember", claim="Likes tea", ttl="P30D"))
            assert "ISO 8601 durations" in p30d["message"]
            unknown = await session.call_tool("nope", {})
            assert unknown.is_error

    run(main)


def test_secrets_refused(tmp_path: Path) -> None:
    async def main() -> None:
        async with mcp_session(tmp_path) as (session, _):
            for claim in (
                f"Our AWS key is {_aws_key()}",
                f"My GitHub token is {_github_token()}",
            ):
                payload = err(await call(session, "remember", claim=claim))
                assert payload["code"] == "secret_detected"
                assert payload["retriable"] is False
                assert claim.split()[-1] not in payload["message"]
            text = f"I prefer pnpm. The deploy key is {_aws_key()}."
            payload = err(await call(session, "extract_facts", text=text))
            assert payload["code"] == "secret_detected"
            assert ok(await call(session, "recall", query="key"))["facts"] == []
            assert ok(await call(session, "recall", query="pnpm"))["facts"] == []

    run(main)


def test_brain_unavailable(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where a directory should be")
    url = f"sqlite:///{blocker}/brain.db"

    async def main() -> None:
        async with mcp_session(tmp_path, {"WRITEBACK_BRAIN_URL": url}) as (session, init):
            assert init.server_info.name == "writeback"  # starts without a brain
            for tool, args in (
                ("recall", {"query": "pnpm"}),
                ("forget", {"id": "abc"}),
            ):
                payload = err(await call(session, tool, **args))
                assert payload["code"] == "brain_unavailable", payload
                assert payload["retriable"] is True
            payload = err(await call(session, "remember", claim="Prefers pnpm"))
            assert payload["code"] == "brain_unavailable"
            assert payload["retriable"] is True

    run(main)


def test_instructions_plain_when_mode_off(tmp_path: Path) -> None:
    from writeback.contract import PLAIN_INSTRUCTIONS

    _write_config({"memory.auto_writeback_notice_shown": True})  # the one-time offer: made

    async def main() -> None:
        async with mcp_session(tmp_path) as (_, init):
            assert init.instructions == PLAIN_INSTRUCTIONS

    run(main)


def test_instructions_carry_contract_when_mode_on(tmp_path: Path) -> None:
    from writeback.contract import render_contract

    stored = {"memory.auto_writeback": "salient"}
    _write_config(stored)

    async def main() -> None:
        async with mcp_session(tmp_path) as (_, init):
            assert init.instructions == render_contract(stored)
            assert "remember" in (init.instructions or "")

    run(main)


def test_usage_events_recorded_with_client_name(tmp_path: Path) -> None:
    from writeback.brain import open_brain

    async def main() -> None:
        async with mcp_session(tmp_path) as (session, _):
            ok(await call(session, "remember", claim="Prefers pnpm over npm"))
            ok(await call(session, "remember", claim="Prefers pnpm over npm"))
            err(await call(session, "remember", claim="Likes tea", kind="opinion"))
            ok(await call(session, "recall", query="pnpm"))
            err(await call(session, "forget", id="missing"))

    run(main)
    with open_brain() as brain:
        counts = brain.usage_counts(datetime.now(UTC) - timedelta(hours=1))
    name = CLIENT.name
    assert counts[(name, "remember", "inserted")] == 1
    assert counts[(name, "remember", "duplicate")] == 1
    assert counts[(name, "remember", "invalid_argument")] == 1
    assert counts[(name, "recall", "ok")] == 1
    assert counts[(name, "forget", "not_found")] == 1

    from writeback.mcp import doctor as mcp_doctor

    [check] = mcp_doctor.checks()
    assert check["name"] == "mcp.remember_7d"
    assert "wb-test-client: 1 inserted, 1 duplicate, 0 superseded, 1 error" in check["message"]
    assert "ambient and explicit saves are indistinguishable on the wire" in check["message"]


def test_extract_facts_writes_facts(tmp_path: Path) -> None:
    text = "I prefer pnpm over npm. We decided to move the launch to March 3rd."

    async def main() -> None:
        async with mcp_session(tmp_path) as (session, _):
            first = ok(await call(session, "extract_facts", text=text))
            assert first["mode"] == "salient"
            assert first["engine"] == "rules"
            assert first["facts"], first
            assert {f["status"] for f in first["facts"]} == {"inserted"}
            again = ok(await call(session, "extract_facts", text=text))
            assert {f["status"] for f in again["facts"]} == {"duplicate"}
            assert [f["id"] for f in again["facts"]] == [f["id"] for f in first["facts"]]
            found = ok(await call(session, "recall", query="pnpm"))["facts"]
            assert found and found[0]["source"] == "mcp:extract_facts"

    run(main)


# --------------------------------------------------------------------------- in-process


class _FakeBrain:
    """Just enough Brain for the in-process checks; ``failures`` are raised by recall in turn."""

    def __init__(self, *failures: Exception) -> None:
        self.failures = list(failures)
        self.usage: list[tuple[str | None, str, str]] = []
        self.closed = False
        self.config: dict[str, Any] = {}

    def recall(
        self,
        query: str,
        *,
        limit: int = 10,
        as_of: datetime | None = None,
        project: str | None = None,
    ) -> list[Any]:
        if self.failures:
            raise self.failures.pop(0)
        return []

    def record_usage(self, client: str | None, tool: str, outcome: str, *, now: Any = None) -> None:
        self.usage.append((client, tool, outcome))

    def close(self) -> None:
        self.closed = True

    def config_all(self) -> dict[str, Any]:
        return dict(self.config)


@pytest.mark.parametrize("mode", ["legacy", "auto"])
def test_in_process_client_name_and_typed_failures(mode: str) -> None:
    from mcp import Client

    from writeback.brain import BrainUnavailable
    from writeback.mcp.server import ToolService, build_server

    brains = [_FakeBrain(BrainUnavailable("locked")), _FakeBrain(RuntimeError("boom"))]
    opened: list[_FakeBrain] = []

    def opener(url: str | None) -> Any:
        opened.append(brains[len(opened)])
        return opened[-1]

    server = build_server(ToolService(opener=opener), instructions="test")

    async def main() -> None:
        async with Client(server, client_info=CLIENT, mode=mode) as client:
            assert client.instructions == "test"
            down = await client.call_tool("recall", {"query": "x"})
            assert down.is_error
            assert down.structured_content["code"] == "brain_unavailable"
            assert down.structured_content["retriable"] is True
            # The unavailable brain was dropped; the next call reopens it.
            crashed = await client.call_tool("recall", {"query": "x"})
            assert crashed.structured_content["code"] == "internal_error"
            assert "Traceback" not in crashed.content[0].text  # type: ignore[union-attr]
            fine = await client.call_tool("recall", {"query": "x"})
            assert fine.structured_content == {"facts": []}

    run(main)
    assert brains[0].closed
    assert brains[1].closed  # the lifespan closes the brain when the client goes away
    assert brains[1].usage == [
        (CLIENT.name, "recall", "internal_error"),
        (CLIENT.name, "recall", "ok"),
    ]


def test_extract_facts_respects_master_switch_and_bad_engine() -> None:
    from mcp import Client

    from writeback.mcp.server import ToolService, build_server

    brain = _FakeBrain()
    server = build_server(ToolService(opener=lambda url: brain), instructions="test")

    async def main() -> None:
        async with Client(server, client_info=CLIENT) as client:
            brain.config = {"facts.extraction_enabled": False}
            off = await client.call_tool("extract_facts", {"text": "I prefer pnpm over npm."})
            assert off.structured_content["code"] == "extraction_disabled"
            brain.config = {"extract.engine": "command"}  # no extract.command configured
            bad = await client.call_tool("extract_facts", {"text": "I prefer pnpm over npm."})
            assert bad.structured_content["code"] == "extractor_error"
            assert bad.structured_content["retriable"] is False

    run(main)
    assert [u[2] for u in brain.usage] == ["extraction_disabled", "extractor_error"]


def test_remember_counters_grouping() -> None:
    from writeback.mcp.doctor import remember_counters

    counts = {
        ("claude-code", "remember", "inserted"): 3,
        ("claude-code", "remember", "secret_detected"): 1,
        ("claude-code", "remember", "invalid_argument"): 2,
        ("claude-code", "recall", "ok"): 9,
        ("", "remember", "superseded"): 1,
    }
    assert remember_counters(counts) == {
        "claude-code": {"inserted": 3, "duplicate": 0, "superseded": 0, "error": 3},
        "unknown": {"inserted": 0, "duplicate": 0, "superseded": 1, "error": 0},
    }


def test_extract_facts_draws_on_the_daily_command_budget(tmp_path: Path) -> None:
    from mcp import Client

    from writeback.brain import open_brain
    from writeback.mcp.server import ToolService, build_server

    script = tmp_path / "engine.py"
    script.write_text(
        "import json, sys; t = json.load(sys.stdin)['text']; "
        "print(json.dumps({'facts': [{'claim': t, 'kind': 'fact', 'salience': 'high'}]}))"
    )
    url = f"sqlite:///{tmp_path}/b.db"
    with open_brain(url) as b:
        b.config_set("extract.engine", "command")
        b.config_set("extract.command", [sys.executable, str(script)])
        b.config_set("extract.daily_budget", 1)
    server = build_server(ToolService(opener=lambda _u: open_brain(url)), instructions="t")

    async def main() -> None:
        async with Client(server, client_info=CLIENT) as client:
            first = await client.call_tool("extract_facts", {"text": "We ship on Fridays."})
            assert (
                not first.is_error and first.structured_content["facts"][0]["status"] == "inserted"
            )
            spent = await client.call_tool("extract_facts", {"text": "We deploy on Mondays."})
            assert spent.is_error and spent.structured_content["code"] == "budget_exhausted"
            assert spent.structured_content["retriable"] is True

    run(main)


def test_every_schema_limit_is_the_limit_enforced() -> None:
    """The input schemas and the validation come from the same typed models: for every
    string argument, exactly maxLength characters pass and one more is refused on that
    field; every enum choice passes and anything else is refused; limit's range holds."""
    from writeback.mcp import tools

    base = {"remember": {"claim": "x"}, "recall": {"query": "x"}, "forget": {"id": "x"},
            "extract_facts": {"text": "x"}}  # fmt: skip
    checked = 0
    for tool, model in tools.INPUTS.items():
        schema = tools.input_schema(model)
        assert schema["additionalProperties"] is False
        for name, prop in schema["properties"].items():
            if "maxLength" in prop:
                n = prop["maxLength"]
                tools.parse(tool, {**base[tool], name: "y" * n})
                with pytest.raises(tools.ArgumentError) as too_long:
                    tools.parse(tool, {**base[tool], name: "y" * (n + 1)})
                assert too_long.value.field == name
                assert f"the limit is {n}" in str(too_long.value)
                checked += 1
            for choice in prop.get("enum", ()):
                assert getattr(tools.parse(tool, {**base[tool], name: choice}), name) == choice
                with pytest.raises(tools.ArgumentError):
                    tools.parse(tool, {**base[tool], name: choice + "-not"})
            if prop.get("type") == "integer":
                lo, hi = prop["minimum"], prop["maximum"]
                assert getattr(tools.parse(tool, {**base[tool], name: hi}), name) == hi
                for bad in (lo - 1, hi + 1):
                    with pytest.raises(tools.ArgumentError):
                        tools.parse(tool, {**base[tool], name: bad})
    assert checked >= 12
