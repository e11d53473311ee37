"""A fake model server on 127.0.0.1 for driving the real Claude Code and Codex CLIs.

It speaks just enough of two wire protocols, both streamed as server-sent events:

- the Anthropic Messages API (``POST /v1/messages``, plus ``/v1/messages/count_tokens``),
  used by Claude Code through ``ANTHROPIC_BASE_URL``;
- the OpenAI Responses API (``POST /v1/responses``, plus ``GET /v1/models``), used by Codex
  through a custom model provider with ``wire_api = "responses"``;
- the OpenAI Chat Completions API (``POST /v1/chat/completions``, not streamed), used by
  writeback's ``openai`` extraction engine.

Every request is recorded (path, headers, parsed body), so a test can assert later what
context reached the model. Unknown paths answer 404 and are recorded too.

Behaviour is scripted per request by :class:`Reply` objects: a queue of replies is consumed
by the *agent* requests (those that offer tools), everything else (title generation and
other side requests) gets the default reply. A reply may carry a latency and a tool call:
the model then calls the tool (when the request offers a tool of that name) and, once the
tool result comes back, answers with the reply's text.

Requests that ask for structured output (Claude Code's ``StructuredOutput`` tool for
``--json-schema``, a ``json_schema`` text format from ``codex exec --output-schema``, a
``json_schema`` ``response_format`` on chat completions) take scripted replies too;
:func:`answer` builds one: a JSON answer (valid, wrong, huge) or raw text (malformed), with
a latency (slow).
"""

from __future__ import annotations

import itertools
import json
import re
import threading
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class ToolCall:
    """The model calls the first offered tool whose name matches ``name`` (a regex, fullmatch)."""

    name: str
    arguments: dict[str, Any]


@dataclass
class Reply:
    text: str = "OK."
    latency_ms: int = 0
    tool_call: ToolCall | None = None


STRUCTURED_TOOL = "StructuredOutput"  # the tool Claude Code offers for --json-schema


def answer(obj: Any, *, latency_ms: int = 0) -> Reply:
    """A scripted answer to an extraction (structured-output) request.

    A dict or list is the JSON answer: under Claude Code the model calls ``StructuredOutput``
    with it; under the OpenAI APIs the message text is its JSON. A str is sent as the raw
    message text (e.g. malformed JSON; under Claude Code the model then never calls the tool).
    """
    if isinstance(obj, str):
        return Reply(text=obj, latency_ms=latency_ms)
    return Reply(
        text=json.dumps(obj), latency_ms=latency_ms, tool_call=ToolCall(STRUCTURED_TOOL, obj)
    )


def wants_json(body: Any) -> bool:
    """The request asks for structured output: a json_schema text format (Responses API),
    a json_schema/json_object response_format (Chat Completions), or Claude Code's
    StructuredOutput tool."""
    if not isinstance(body, dict):
        return False
    fmt = (body.get("text") or {}).get("format") if isinstance(body.get("text"), dict) else None
    if isinstance(fmt, dict) and fmt.get("type") == "json_schema":
        return True
    rf = body.get("response_format")
    if isinstance(rf, dict) and rf.get("type") in ("json_schema", "json_object"):
        return True
    return STRUCTURED_TOOL in tool_names(body)


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: Any
    at: float = field(default_factory=time.time)

    @property
    def api(self) -> str:
        if self.path.startswith("/v1/messages"):
            return "anthropic"
        if self.path.startswith("/v1/responses"):
            return "openai"
        if self.path.startswith("/v1/chat/completions"):
            return "openai-chat"
        return "other"


_ids = itertools.count(1)


def _sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()


class FakeModel:
    """Thread-based HTTP server; use as a context manager or call start()/stop()."""

    def __init__(self) -> None:
        self.requests: list[Recorded] = []
        self.default = Reply()
        self._script: deque[Reply] = deque()
        self._active: Reply | None = None  # a reply whose tool call is in flight
        self._called = False  # ... and whose tool has been called already
        self.tool_misses: list[list[str]] = []  # tool lists of turns the tool was not in
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle ---------------------------------------------------------------------
    def start(self) -> FakeModel:
        model = self

        class Handler(_Handler):
            fake = model

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeModel:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        assert self._server is not None
        return int(self._server.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    # -- scripting ---------------------------------------------------------------------
    def script(self, *replies: Reply) -> None:
        """Queue replies for the next agent requests (requests that offer tools)."""
        with self._lock:
            self._script.extend(replies)

    def reset(self, default: Reply | None = None) -> None:
        with self._lock:
            self._script.clear()
            self.requests.clear()
            self.default = default or Reply()
            self._active = None
            self._called = False
            self.tool_misses.clear()

    def _record(self, rec: Recorded) -> None:
        with self._lock:
            self.requests.append(rec)

    def decide(self, body: dict[str, Any], after_tool: bool) -> tuple[Reply, _Action]:
        """What the model answers to one request: text, or a call of one offered tool.

        An agent request (one that offers tools) takes the next scripted reply. When that
        reply calls a tool the request does not offer yet but the client offers a way to
        wait for its MCP servers (Claude Code's ``WaitForMcpServers``), the model calls
        that first, as a real model would, and the scripted call follows.
        """
        agent = bool(body.get("tools")) or wants_json(body)
        with self._lock:
            if not agent:
                return self.default, _Action("text", text=self.default.text)
            if after_tool and self._active is not None:
                reply = self._active
            else:
                reply = self._script.popleft() if self._script else self.default
                self._active, self._called = None, False
            call = reply.tool_call
            if (
                call is not None
                and call.name == STRUCTURED_TOOL
                and _pick_tool(body, call.name) is None
            ):
                call = None  # an OpenAI-API structured request: the answer is the text
            if call is None or self._called:
                self._active = None
                return reply, _Action("text", text=reply.text)
            found = _pick_tool(body, call.name)
            if found is not None:
                self._active, self._called = reply, True
                return reply, _Action(
                    "tool", name=found[1], namespace=found[0], args=call.arguments
                )
            waiter = _pick_tool(body, WAIT_TOOLS)
            if waiter is not None and not after_tool:
                self._active, self._called = reply, False
                return reply, _Action("tool", name=waiter[1], namespace=waiter[0], args={})
            self.tool_misses.append(tool_names(body))
            self._active = None
            return reply, _Action("text", text=reply.text)

    # -- queries for tests ---------------------------------------------------------------
    def unknown_paths(self) -> list[str]:
        return [r.path for r in self.requests if r.api == "other" and r.path != "/v1/models"]

    def json_requests(self) -> list[Recorded]:
        """Requests that asked for structured output (see :func:`wants_json`)."""
        return [r for r in self.requests if wants_json(r.body)]

    def agent_requests(self, api: str) -> list[Recorded]:
        return [
            r
            for r in self.requests
            if r.api == api and isinstance(r.body, dict) and r.body.get("tools")
        ]

    def seen_text(self) -> str:
        """Every request body, serialised: grep it for what reached the model."""
        with self._lock:
            return "\n".join(json.dumps(r.body) for r in self.requests)


# -- protocol helpers -------------------------------------------------------------------
WAIT_TOOLS = "WaitForMcpServers"


@dataclass
class _Action:
    kind: str  # "text" | "tool"
    text: str = ""
    name: str = ""
    namespace: str | None = None
    args: dict[str, Any] = field(default_factory=dict)


def _offered(body: dict[str, Any]) -> list[tuple[str | None, str]]:
    """(namespace, name) of every tool a request offers. Codex 0.171 groups an MCP
    server's tools in a Responses ``{"type": "namespace", "name": "mcp__<server>",
    "tools": [...]}`` entry."""
    out: list[tuple[str | None, str]] = []
    for t in body.get("tools") or []:
        if not isinstance(t, dict):
            continue
        if t.get("type") == "namespace" and isinstance(t.get("tools"), list):
            for sub in t["tools"]:
                if isinstance(sub, dict) and isinstance(sub.get("name"), str):
                    out.append((t.get("name"), sub["name"]))
            continue
        if isinstance(t.get("name"), str):
            out.append((None, t["name"]))
        fn = t.get("function")
        if isinstance(fn, dict) and isinstance(fn.get("name"), str):
            out.append((None, fn["name"]))
    return out


def tool_names(body: dict[str, Any]) -> list[str]:
    """Flat tool names a request offers; a namespaced tool is ``<namespace>__<name>``."""
    return [f"{ns}__{n}" if ns else n for ns, n in _offered(body)]


def _pick_tool(body: dict[str, Any], pattern: str) -> tuple[str | None, str] | None:
    """The first offered tool whose flat name fullmatches ``pattern``: (namespace, name)."""
    rx = re.compile(pattern)
    for ns, n in _offered(body):
        if rx.fullmatch(f"{ns}__{n}" if ns else n):
            return ns, n
    return None


def _anthropic_after_tool(body: dict[str, Any]) -> bool:
    """The last user/assistant message is a user turn carrying tool results (Claude Code
    may append ``role: system`` messages after it, e.g. MCP server instructions)."""
    msgs = [
        m for m in body.get("messages") or [] if isinstance(m, dict) and m.get("role") != "system"
    ]
    if not msgs:
        return False
    last = msgs[-1]
    content = last.get("content")
    return (
        last.get("role") == "user"
        and isinstance(content, list)
        and any(isinstance(b, dict) and b.get("type") == "tool_result" for b in content)
    )


def _openai_after_tool(body: dict[str, Any]) -> bool:
    items = body.get("input")
    if not isinstance(items, list) or not items:
        return False
    return any(
        isinstance(i, dict) and i.get("type") in ("function_call_output", "custom_tool_call_output")
        for i in items[-3:]
    )


class _Handler(BaseHTTPRequestHandler):
    fake: FakeModel
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib name
        return

    # -- plumbing -------------------------------------------------------------------
    def _body(self) -> Any:
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        if self.headers.get("Content-Encoding") == "zstd" and raw:
            import zstandard

            raw = zstandard.ZstdDecompressor().decompressobj().decompress(raw)
        if not raw:
            return None
        try:
            return json.loads(raw)
        except ValueError:
            return raw.decode("utf-8", "replace")

    def _rec(self, body: Any) -> Recorded:
        rec = Recorded(self.command, self.path, dict(self.headers.items()), body)
        self.fake._record(rec)
        return rec

    def _json(self, code: int, obj: Any) -> None:
        data = json.dumps(obj).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        try:
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (e.g. its timeout ran out during a slow reply)

    def _stream(self, chunks: Iterator[bytes]) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        try:
            for c in chunks:
                self.wfile.write(c)
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass

    # -- routes -----------------------------------------------------------------------
    def do_GET(self) -> None:
        self._rec(None)
        path = self.path.split("?", 1)[0]
        if path == "/v1/models":
            self._json(
                200,
                {
                    "object": "list",
                    "data": [{"id": "fake-model", "object": "model", "owned_by": "fake"}],
                    "models": [],
                },
            )
            return
        self._json(404, {"error": {"type": "not_found", "message": f"no route {self.path}"}})

    def do_HEAD(self) -> None:
        self._rec(None)
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self) -> None:
        body = self._body()
        self._rec(body)
        path = self.path.split("?", 1)[0]
        if path == "/v1/messages/count_tokens":
            self._json(200, {"input_tokens": 10})
        elif path == "/v1/messages" and isinstance(body, dict):
            self._anthropic(body)
        elif path == "/v1/responses" and isinstance(body, dict):
            self._openai(body)
        elif path == "/v1/chat/completions" and isinstance(body, dict):
            self._chat(body)
        else:
            self._json(404, {"error": {"type": "not_found", "message": f"no route {self.path}"}})

    # -- Anthropic Messages ----------------------------------------------------------
    def _anthropic(self, body: dict[str, Any]) -> None:
        reply, act = self.fake.decide(body, _anthropic_after_tool(body))
        if reply.latency_ms:
            time.sleep(reply.latency_ms / 1000)
        model = body.get("model", "claude-fake")
        mid = f"msg_fake{next(_ids)}"
        if act.kind == "tool":
            block: dict[str, Any] = {
                "type": "tool_use",
                "id": f"toolu_fake{next(_ids)}",
                "name": act.name,
                "input": act.args,
            }
            stop = "tool_use"
        else:
            block = {"type": "text", "text": act.text}
            stop = "end_turn"
        usage = {
            "input_tokens": 10,
            "output_tokens": 5,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
        }
        message = {
            "id": mid,
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": [block],
            "stop_reason": stop,
            "stop_sequence": None,
            "usage": usage,
        }
        if not body.get("stream"):
            self._json(200, message)
            return

        def chunks() -> Iterator[bytes]:
            start = dict(message, content=[], stop_reason=None)
            yield _sse("message_start", {"type": "message_start", "message": start})
            if block["type"] == "text":
                yield _sse(
                    "content_block_start",
                    {
                        "type": "content_block_start",
                        "index": 0,
                        "content_block": {"type": "text", "text": ""},
                    },
                )
                yield _sse(
                    "content_block_delta",
                    {
                        "type": "content_block_delta",
                        "index": 0,
                        "delta": {"type": "text_delta", "text": block["text"]},
                    },
                )
            else:
                yield _sse(
                    "content_block_start",
                    {
                        "type": "content_block_start",
                        "index": 0,
                        "content_block": dict(block, input={}),
                    },
                )
                yield _sse(
                    "content_block_delta",
                    {
                        "type": "content_block_delta",
                        "index": 0,
                        "delta": {
                            "type": "input_json_delta",
                            "partial_json": json.dumps(block["input"]),
                        },
                    },
                )
            yield _sse("content_block_stop", {"type": "content_block_stop", "index": 0})
            yield _sse(
                "message_delta",
                {
                    "type": "message_delta",
                    "delta": {"stop_reason": stop, "stop_sequence": None},
                    "usage": {"output_tokens": 5},
                },
            )
            yield _sse("message_stop", {"type": "message_stop"})

        self._stream(chunks())

    # -- OpenAI Chat Completions (not streamed) ---------------------------------------
    def _chat(self, body: dict[str, Any]) -> None:
        reply, act = self.fake.decide(body, after_tool=False)
        if reply.latency_ms:
            time.sleep(reply.latency_ms / 1000)
        self._json(
            200,
            {
                "id": f"chatcmpl-fake{next(_ids)}",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": body.get("model", "fake-model"),
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": act.text, "refusal": None},
                        "finish_reason": "stop",
                    }
                ],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
            },
        )

    # -- OpenAI Responses -------------------------------------------------------------
    def _openai(self, body: dict[str, Any]) -> None:
        reply, act = self.fake.decide(body, _openai_after_tool(body))
        if reply.latency_ms:
            time.sleep(reply.latency_ms / 1000)
        rid = f"resp_fake{next(_ids)}"
        if act.kind == "tool":
            item: dict[str, Any] = {
                "type": "function_call",
                "id": f"fc_fake{next(_ids)}",
                "call_id": f"call_fake{next(_ids)}",
                "name": act.name,
                "arguments": json.dumps(act.args),
                "status": "completed",
            }
            if act.namespace:
                item["namespace"] = act.namespace
        else:
            item = {
                "type": "message",
                "id": f"msg_fake{next(_ids)}",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": act.text, "annotations": []}],
            }
        usage = {
            "input_tokens": 10,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 5,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 15,
        }
        resp = {
            "id": rid,
            "object": "response",
            "created_at": int(time.time()),
            "status": "in_progress",
            "model": body.get("model", "fake-model"),
            "output": [],
        }

        def chunks() -> Iterator[bytes]:
            seq = itertools.count()
            yield _sse(
                "response.created",
                {"type": "response.created", "sequence_number": next(seq), "response": resp},
            )
            added = dict(item, status="in_progress")
            if item["type"] == "message":
                added["content"] = []
            yield _sse(
                "response.output_item.added",
                {
                    "type": "response.output_item.added",
                    "sequence_number": next(seq),
                    "output_index": 0,
                    "item": added,
                },
            )
            if item["type"] == "message":
                yield _sse(
                    "response.content_part.added",
                    {
                        "type": "response.content_part.added",
                        "sequence_number": next(seq),
                        "item_id": item["id"],
                        "output_index": 0,
                        "content_index": 0,
                        "part": {"type": "output_text", "text": "", "annotations": []},
                    },
                )
                yield _sse(
                    "response.output_text.delta",
                    {
                        "type": "response.output_text.delta",
                        "sequence_number": next(seq),
                        "item_id": item["id"],
                        "output_index": 0,
                        "content_index": 0,
                        "delta": act.text,
                    },
                )
                yield _sse(
                    "response.output_text.done",
                    {
                        "type": "response.output_text.done",
                        "sequence_number": next(seq),
                        "item_id": item["id"],
                        "output_index": 0,
                        "content_index": 0,
                        "text": act.text,
                    },
                )
            yield _sse(
                "response.output_item.done",
                {
                    "type": "response.output_item.done",
                    "sequence_number": next(seq),
                    "output_index": 0,
                    "item": item,
                },
            )
            done = dict(resp, status="completed", output=[item], usage=usage)
            yield _sse(
                "response.completed",
                {"type": "response.completed", "sequence_number": next(seq), "response": done},
            )

        self._stream(chunks())
