"""Property-based tests (hypothesis) for everything that parses input from outside: the
hook's payload reader, the transcript readers, the serve IPC protocol, and the MCP wire
and tool arguments. Whatever the input, each answers with a value or its typed error —
never an exception — and a hostile line never costs the good turns around it."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from writeback import heartbeat, ipc
from writeback.hooks import claude_code, codex
from writeback.hooks.entry import parse_payload
from writeback.hooks.transcript import UserTurn
from writeback.mcp import stdio as mcp_stdio
from writeback.serve import protocol

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=25,
)
deep = st.integers(min_value=1, max_value=4000).flatmap(
    lambda n: st.sampled_from(["[" * n + "]" * n, '{"a":' * n + "1" + "}" * n])
)
# Text with the characters that break naive readers: NUL, lone surrogates, CJK, newlines.
nasty_text = st.text(
    alphabet=st.sampled_from(["a", "Z", "0", " ", "\x00", "\ud800", "\udfff", "界", "\n", '"'])
    | st.characters(),
    max_size=60,
)


def _bytes(value: Any) -> bytes:
    return json.dumps(value).encode("utf-8", "surrogatepass")


lines = st.one_of(
    st.binary(max_size=200),
    json_values.map(_bytes),
    deep.map(str.encode),
    st.fixed_dictionaries({"session_id": nasty_text, "cwd": nasty_text}).map(_bytes),
)


# --- the hook's payload reader -------------------------------------------------------------


@SETTINGS
@given(lines)
def test_payload_reader_is_total(raw: bytes) -> None:
    result = parse_payload(raw)
    if isinstance(result, str):
        assert result in heartbeat.REASONS
    else:
        assert isinstance(result, dict)
        assert isinstance(result["session_id"], str) and "\x00" not in result["session_id"]


# --- transcript readers ----------------------------------------------------------------------


def _claude_user(text: str, i: int) -> bytes:
    return _bytes({"type": "user", "uuid": f"u{i}", "message": {"role": "user", "content": text}})


@SETTINGS
@given(lines)
def test_claude_line_classifier_is_total(raw: bytes) -> None:
    result = claude_code.classify(raw)
    assert result is None or isinstance(result, UserTurn) or result is claude_code._STOP


@SETTINGS
@given(st.lists(lines, max_size=6))
def test_claude_reader_finds_the_turn_before_any_garbage(garbage: list[bytes]) -> None:
    garbage = [g.replace(b"\n", b" ") for g in garbage if b'"user"' not in g]
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.jsonl"
        path.write_bytes(b"\n".join([_claude_user("We deploy on Tuesdays.", 1), *garbage]) + b"\n")
        turn = claude_code.last_user_turn(path)
    stops = [g for g in garbage if claude_code.classify(g) is claude_code._STOP]
    if not stops:
        assert turn is not None and turn.text == "We deploy on Tuesdays."


def _codex_user(text: str) -> bytes:
    return _bytes(
        {
            "type": "event_msg",
            "timestamp": "t",
            "payload": {"type": "user_message", "message": text},
        }
    )


@SETTINGS
@given(st.lists(st.one_of(nasty_text.filter(str.strip).map(lambda t: ("turn", t)),
                          lines.map(lambda b: ("junk", b))), max_size=8))  # fmt: skip
def test_codex_reader_keeps_every_turn_around_hostile_lines(items: list[tuple[str, Any]]) -> None:
    raw_lines = [_bytes({"type": "session_meta", "payload": {"id": "s", "source": "cli"}})]
    expected = []
    for kind, value in items:
        if kind == "turn":
            raw_lines.append(_codex_user(value))
            text = codex.user_text({"type": "user_message", "message": value})
            if text:
                expected.append(text)
        elif b"user_message" not in value and b"session_meta" not in value:
            raw_lines.append(value.replace(b"\n", b" "))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "rollout-x.jsonl"
        path.write_bytes(b"\n".join(raw_lines) + b"\n")
        got = [t.text for t in codex.iter_user_turns(path)]
    assert got == expected


# --- serve IPC ---------------------------------------------------------------------------------


@SETTINGS
@given(lines)
def test_ipc_parser_is_total(raw: bytes) -> None:
    try:
        request = protocol.parse_request(raw)
    except protocol.ProtocolError as exc:
        assert exc.code in protocol.ERROR_CODES
    else:
        assert request.op in protocol.OPS


records = st.fixed_dictionaries(
    {
        "schema_version": st.just(1),
        "harness": st.sampled_from(["claude-code", "codex"]),
        "event": st.text(min_size=1, max_size=64),
        "session_id": st.text(min_size=1, max_size=256),
        "turn_id": st.none() | st.text(max_size=512),
        "cwd": st.none() | st.text(max_size=300),
        "captured_at": st.text(min_size=1, max_size=64),
        "turn_ts": st.none() | st.text(max_size=64),
        "text": st.text(min_size=1, max_size=400),
        "mode": st.sampled_from(["salient", "all"]),
        "project": st.none() | st.text(max_size=300),
    }
).map(lambda r: {**r, "source_id": r["harness"]})


@SETTINGS
@given(records)
def test_ipc_bank_request_round_trips(record: dict) -> None:
    line = ipc.encode({"v": 1, "op": "bank", "record": record}).rstrip(b"\n")
    try:
        request = protocol.parse_request(line)
    except protocol.ProtocolError as exc:
        # Only what cannot be encoded as UTF-8 (lone surrogates) may be refused.
        assert exc.code == "bad_request"
        assert any(
            "\ud800" <= ch <= "\udfff" for v in record.values() if isinstance(v, str) for ch in v
        )
    else:
        assert isinstance(request, protocol.Bank)
        assert request.record.to_dict() == record


# --- MCP: the wire and the tool arguments -----------------------------------------------------


@SETTINGS
@given(st.one_of(lines, json_values.map(lambda v: _bytes({"jsonrpc": "2.0", "id": 1,
                                                           "method": "tools/call",
                                                           "params": v}))))  # fmt: skip
def test_mcp_line_check_is_total(raw: bytes) -> None:
    try:
        message = mcp_stdio.check_line(raw)
    except mcp_stdio.Rejected as exc:
        assert exc.code in (
            mcp_stdio.PARSE_ERROR,
            mcp_stdio.INVALID_REQUEST,
            mcp_stdio.INVALID_PARAMS,
        )
        reply = exc.reply().message.model_dump_json(by_alias=True, exclude_unset=True)
        assert json.loads(reply)["error"]["code"] == exc.code
    else:
        message.message.model_dump_json(by_alias=True, exclude_unset=True)  # encodable


_SERVICE: dict[str, Any] = {}


def _service() -> Any:
    from writeback.mcp.server import ToolService

    if "svc" not in _SERVICE:
        tmp = tempfile.mkdtemp(prefix="wbprop")
        os.chmod(tmp, 0o700)
        _SERVICE["svc"] = ToolService(f"sqlite:///{tmp}/brain.db")
    return _SERVICE["svc"]


arguments = st.dictionaries(
    st.sampled_from(["claim", "kind", "entity", "ttl", "visibility", "source", "corrects",
                     "idempotency_key", "query", "limit", "as_of", "id", "reason", "text",
                     "bogus"]),
    st.one_of(nasty_text, json_values, st.sampled_from(["100000000d", "0001-01-01", "P3D", "3d",
                                                         "preference", "private", "-5"])),
    max_size=5,
)  # fmt: skip


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["remember", "recall", "forget", "extract_facts", "nope"]), arguments)
def test_mcp_tool_arguments_give_a_result_or_a_typed_error(tool: str, args: dict) -> None:
    from writeback.mcp.server import ToolError

    try:
        result = _service().call(tool, args, "prop")
    except ToolError as exc:
        assert exc.code != "internal_error", exc.message
        json.dumps(exc.payload())
    else:
        assert isinstance(result, dict)
        json.dumps(result, ensure_ascii=False).encode("utf-8")
