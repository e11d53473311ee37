"""A stdio transport for the MCP server that answers every line it is sent.

The SDK's own stdio transport drops what it cannot validate: a line that is not JSON, not
UTF-8, not an object, without ``"jsonrpc": "2.0"``, nested thousands deep, or holding a
lone surrogate (``"\\ud800"``, which then cannot be encoded back) gets no reply at all, and
the client waits forever. Here every line is checked before the SDK sees it:

==================================== ====================================================
line                                 reply
==================================== ====================================================
not UTF-8, not JSON                  -32700 Parse error (id null)
longer than :data:`MAX_LINE` bytes   -32600 Invalid Request (id null; the line is skipped)
not an object (array, number, …)     -32600 Invalid Request
``jsonrpc`` missing or not "2.0"     -32600 Invalid Request (with the id, when it has one)
not a request/notification/response  -32600 Invalid Request
``params`` nested > :data:`MAX_DEPTH` -32602 Invalid params (with the id)
==================================== ====================================================

Lone surrogates in any string become U+FFFD before the SDK sees the message, so a
request with one is answered like any other. Valid messages pass to the SDK unchanged;
replies (the SDK's and ours) go through one writer, one line each.
"""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, BinaryIO

import anyio
import mcp_types as types
from mcp.shared._context_streams import create_context_streams
from mcp.shared.message import SessionMessage

from writeback.mcp.wire import MAX_LINE, read_line, wire, write_all

MAX_DEPTH = 32  # nesting of params; the tools take flat objects

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
INVALID_PARAMS = -32602

_ID_RE = re.compile(rb'"id"\s*:\s*(-?\d{1,15}|"(?:[^"\\]|\\.){0,200}")')
_SURROGATE_RE = re.compile("[\ud800-\udfff]")


class Rejected(Exception):
    """A line that gets a JSON-RPC error reply instead of reaching the SDK."""

    def __init__(self, code: int, message: str, msg_id: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.msg_id = msg_id

    def reply(self) -> SessionMessage:
        msg_id = self.msg_id if isinstance(self.msg_id, str | int) else None
        if isinstance(msg_id, bool):
            msg_id = None
        error = types.JSONRPCError(
            jsonrpc="2.0", id=msg_id, error=types.ErrorData(code=self.code, message=self.message)
        )
        return SessionMessage(error)


def check_line(line: bytes) -> SessionMessage:
    """One line from the client → a message for the SDK, or :class:`Rejected`."""
    if len(line) > MAX_LINE:
        raise Rejected(INVALID_REQUEST, f"message larger than {MAX_LINE} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise Rejected(PARSE_ERROR, "Parse error: message is not UTF-8") from None
    try:
        data = json.loads(text)
    except ValueError:
        raise Rejected(PARSE_ERROR, "Parse error: message is not JSON") from None
    except RecursionError:
        raise Rejected(
            INVALID_PARAMS if b'"params"' in line else INVALID_REQUEST,
            f"message nested deeper than {MAX_DEPTH} levels",
            _raw_id(line),
        ) from None
    if not isinstance(data, dict):
        raise Rejected(INVALID_REQUEST, "Invalid Request: a message must be a JSON object")
    msg_id = data.get("id")
    if data.get("jsonrpc") != "2.0":
        raise Rejected(INVALID_REQUEST, 'Invalid Request: "jsonrpc" must be "2.0"', msg_id)
    if _depth(data.get("params")) > MAX_DEPTH:
        raise Rejected(
            INVALID_PARAMS, f"Invalid params: nested deeper than {MAX_DEPTH} levels", msg_id
        )
    data = _clean(data)
    try:
        message = types.jsonrpc_message_adapter.validate_python(data, by_name=False)
    except Exception as exc:  # pydantic ValidationError, or anything the SDK raises
        first = str(exc).splitlines()[0][:200]
        raise Rejected(INVALID_REQUEST, f"Invalid Request: {first}", msg_id) from None
    return SessionMessage(message)


def _raw_id(line: bytes) -> Any:
    """The id of a message too deep to parse, read from its text (best effort)."""
    m = _ID_RE.search(line[:4096])
    if not m:
        return None
    try:
        return json.loads(m.group(1))
    except ValueError:
        return None


def _depth(value: Any) -> int:
    """Nesting depth of a parsed JSON value (iterative: never recurses)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            items = item.values()
        elif isinstance(item, list):
            items = item  # type: ignore[assignment]
        else:
            continue
        deepest = max(deepest, level)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, level + 1) for child in items)
    return deepest


def _clean(value: Any) -> Any:
    """Lone surrogates → U+FFFD in every key and string (depth is already bounded)."""
    if isinstance(value, str):
        if _SURROGATE_RE.search(value):
            return value.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")
        return value
    if isinstance(value, dict):
        return {_clean(k): _clean(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


@asynccontextmanager
async def guarded_stdio(
    wire_in: BinaryIO | None = None, wire_out: BinaryIO | None = None
) -> AsyncIterator[tuple[Any, Any]]:
    """Like ``mcp.server.stdio.stdio_server``, but every client line gets an answer."""
    if wire_in is None or wire_out is None:
        wire_in, wire_out = wire()
    read_send, read_stream = create_context_streams[SessionMessage | Exception](0)
    write_stream, write_recv = create_context_streams[SessionMessage](0)
    errors = write_stream.clone()

    async def reader() -> None:
        async with read_send, errors:
            while True:
                line = await anyio.to_thread.run_sync(read_line, wire_in)
                if line is None:
                    return
                if not line.strip():
                    continue
                try:
                    message = check_line(line)
                except Rejected as exc:
                    await errors.send(exc.reply())
                    continue
                await read_send.send(message)

    async def writer() -> None:
        async with write_recv:
            async for session_message in write_recv:
                data = session_message.message.model_dump_json(by_alias=True, exclude_unset=True)
                raw = data.encode("utf-8", "replace") + b"\n"
                await anyio.to_thread.run_sync(write_all, wire_out, raw)

    async with anyio.create_task_group() as tg:
        tg.start_soon(reader)
        tg.start_soon(writer)
        yield read_stream, write_stream
        tg.cancel_scope.cancel()
