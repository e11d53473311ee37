"""`writeback mcp`: the MCP memory server (stdio) for agents that save facts themselves.

Tools: ``remember``, ``recall``, ``forget``, ``extract_facts``. Built on the low-level
server of the official ``mcp`` SDK (2.x). Each tool parses its typed input
(:mod:`writeback.mcp.tools`), calls the memory service (:mod:`writeback.memory`, which
holds the policy) and presents the result; every failure reaches the client as a tool
error with a stable ``code`` and a ``retriable`` flag — never a Python traceback:

- ``invalid_argument``    an argument is missing, mistyped or out of range (not retriable)
- ``secret_detected``     the text holds what looks like a credential; nothing was stored
- ``scanner_unavailable`` the secret scanner could not load; fail closed, nothing stored
- ``not_found``           ``forget`` of an id the brain does not hold
- ``idempotency_conflict`` ``remember`` reused an ``idempotency_key`` for different
  content; the first fact stands, nothing was stored (not retriable)
- ``brain_unavailable``   the brain could not be opened or written (retriable)
- ``extraction_disabled`` ``extract_facts`` while ``facts.extraction_enabled`` is false
- ``extractor_error``     the configured extractor is misconfigured or failed
- ``budget_exhausted``    today's ``extract.daily_budget`` of the command engine is spent
- ``session_policy``      ``WRITEBACK_SESSION`` forbids this session to read or save
- ``brain_error``, ``internal_error`` — anything else, still typed

Brain work runs on one dedicated worker thread (SQLite connections stay on the thread
that opened them, and a slow extractor command never stalls the stdio loop). The brain
is opened lazily and reopened after it was unavailable, so a server started while the
brain was missing recovers without a restart. Each call records one usage event
(client name from ``initialize``, tool, outcome) for ``doctor``'s counters.
"""

from __future__ import annotations

import functools
import json
import logging
import os
import threading
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any

import anyio
import click

from writeback.lazyimport import skip_package_init

# The SDK's package __init__s import its client side and HTTP transports; a stdio server
# needs neither, and they would double the time to the `initialize` reply.
skip_package_init("mcp")
skip_package_init("mcp.server")
import mcp.types as types  # noqa: E402
from mcp.server.context import ServerRequestContext  # noqa: E402
from mcp.server.lowlevel import Server  # noqa: E402

from writeback import __version__, memory, settings  # noqa: E402
from writeback import ttl as ttl_mod  # noqa: E402
from writeback.brain.base import Brain, iso  # noqa: E402
from writeback.contract import mcp_instructions  # noqa: E402
from writeback.mcp import tools  # noqa: E402
from writeback.projects import git_project_of, project_of  # noqa: E402

log = logging.getLogger(__name__)


SERVER_NAME = "writeback"
WRITE_STATUSES = ("inserted", "duplicate", "superseded", "suppressed")


class ToolError(Exception):
    """A failure the client sees as a typed tool error."""

    def __init__(
        self, code: str, message: str, *, retriable: bool = False, field: str | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.retriable = retriable
        self.field = field

    def payload(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "code": self.code,
            "message": self.message,
            "retriable": self.retriable,
        }
        if self.field:
            out["field"] = self.field
        return out


# --------------------------------------------------------------------------- tool schemas

_STR = {"type": "string"}
_NULLABLE_STR = {"type": ["string", "null"]}
_FACT_SCHEMA = {
    "type": "object",
    "properties": {
        "id": _STR,
        "claim": _STR,
        "kind": _STR,
        "entity": _NULLABLE_STR,
        "visibility": _STR,
        "created_at": _STR,
        "valid_until": _NULLABLE_STR,
        "source": _STR,
        "provenance": _NULLABLE_STR,
        "project": _NULLABLE_STR,
        "rule": _NULLABLE_STR,
    },
    "required": ["id", "claim", "kind", "visibility", "created_at", "source"],
}
_WRITE_SCHEMA = {
    "type": "object",
    "properties": {
        "status": {"type": "string", "enum": list(WRITE_STATUSES)},
        "id": _STR,
        "superseded": {"type": "array", "items": _STR},
    },
    "required": ["status", "id"],
}

TOOLS: list[types.Tool] = [
    types.Tool(
        name="remember",
        description=(
            "Save one durable fact about the user or their work (a preference, decision, "
            "correction, commitment, relationship or project state). One claim per call, "
            "written as a self-contained sentence. Omit ttl for durable facts; give one "
            "(e.g. 3d, 12h, 2026-12-24) for transient ones such as travel, health or mood. "
            "Never pass secrets, credentials, greetings, questions or tool output. "
            "Returns status inserted, duplicate (already known) or superseded (it "
            "replaced the value named in `corrects`)."
        ),
        input_schema=tools.input_schema(tools.RememberInput),
        output_schema=_WRITE_SCHEMA,
    ),
    types.Tool(
        name="recall",
        description=(
            "Search saved facts (English and CJK text alike). Use before answering "
            "questions that depend on the user's preferences, decisions or plans. "
            "as_of reads history: the facts that were active at that instant."
        ),
        input_schema=tools.input_schema(tools.RecallInput),
        output_schema={
            "type": "object",
            "properties": {"facts": {"type": "array", "items": _FACT_SCHEMA}},
            "required": ["facts"],
        },
    ),
    types.Tool(
        name="forget",
        description=(
            "Retire a saved fact by id (from recall) when the user says it is wrong or "
            "asks to forget it. History keeps it; active recall no longer returns it."
        ),
        input_schema=tools.input_schema(tools.ForgetInput),
        output_schema={
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["forgotten"]}, "id": _STR},
            "required": ["status", "id"],
        },
    ),
    types.Tool(
        name="extract_facts",
        description=(
            "Run writeback's configured extractor over a passage the user wrote that holds "
            "several facts, and save each one. Returns every fact with its write status."
        ),
        input_schema=tools.input_schema(tools.ExtractFactsInput),
        output_schema={
            "type": "object",
            "properties": {
                "facts": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "claim": _STR,
                            "kind": _STR,
                            "entity": _NULLABLE_STR,
                            "status": {"type": "string", "enum": list(WRITE_STATUSES)},
                            "id": _STR,
                        },
                        "required": ["claim", "kind", "status", "id"],
                    },
                },
                "mode": _STR,
                "engine": _STR,
            },
            "required": ["facts"],
        },
    ),
]
TOOL_NAMES = tuple(t.name for t in TOOLS)
assert set(TOOL_NAMES) == set(tools.INPUTS), "every tool has one input model"


# --------------------------------------------------------------------------- presenting


def _instant(text: str, field: str) -> datetime:
    try:
        return ttl_mod.parse_instant(text.strip())
    except ttl_mod.TTLError:
        raise ToolError(
            "invalid_argument",
            f"{field} {text.strip()!r} is not an ISO 8601 date or date-time "
            "(e.g. 2026-03-01T12:00:00Z)",
            field=field,
        ) from None


def _refused(exc: Exception) -> ToolError:
    """The memory service's refusal as the tool error the client sees."""
    if isinstance(exc, memory.SecretFound):
        return ToolError(
            "secret_detected",
            f"refused: {exc.field} looks like it holds a secret ({', '.join(exc.types)}); "
            "nothing was stored. Never save credentials.",
            field=exc.field,
        )
    if isinstance(exc, memory.ScannerUnavailable):
        return ToolError(
            "scanner_unavailable", f"the secret scanner is unavailable ({exc}); nothing was stored"
        )
    if isinstance(exc, memory.Invalid):
        return ToolError("invalid_argument", str(exc), field=exc.field)
    raise exc


@functools.lru_cache(maxsize=32)
def safe_client_name(name: object) -> str | None:
    """The MCP client's self-reported name as stored with usage events: bounded, printable,
    and never a secret (it is scanned like every stored field; anything that fails the
    scan, or a scanner that cannot run, stores ``redacted``)."""
    if not isinstance(name, str) or not name.strip():
        return None
    text = "".join(ch if ch.isprintable() else "?" for ch in name.strip())[: tools.MAX_SHORT]
    try:
        memory.check_secrets(client=text)
    except (memory.SecretFound, memory.ScannerUnavailable):
        return "redacted"
    return text


def _fact_json(fact: Any) -> dict[str, Any]:
    return {
        "id": fact.id,
        "claim": fact.claim,
        "kind": fact.kind,
        "entity": fact.entity,
        "visibility": fact.visibility,
        "created_at": iso(fact.created_at),
        "valid_until": iso(fact.valid_until),
        "source": fact.source,
        "provenance": fact.provenance,
        "project": fact.project,
        "rule": fact.rule,
    }


def _write_json(result: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"status": result.status, "id": result.id}
    if getattr(result, "superseded", ()):
        out["superseded"] = list(result.superseded)
    return out


READING_TOOLS = ("recall",)


def _session_allows(tool: str) -> None:
    """WRITEBACK_SESSION, set when the agent was started (Codex forwards it through the
    registration's env_vars): off reads and writes nothing, no_store writes nothing,
    no_recall reads nothing."""
    reading = tool in READING_TOOLS
    if settings.session_may_recall() if reading else settings.session_may_store():
        return
    policy = settings.session_policy()
    what = "reads" if reading else "saves"
    raise ToolError(
        "session_policy", f"WRITEBACK_SESSION={policy}: writeback {what} nothing this session"
    )


# --------------------------------------------------------------------------- the service


class ToolService:
    """The tools as plain synchronous calls over one lazily opened brain: each parses its
    typed input (:mod:`writeback.mcp.tools`), calls the memory service
    (:mod:`writeback.memory`) and presents the result."""

    def __init__(
        self,
        brain_url: str | None = None,
        *,
        opener: Callable[[str | None], Brain] | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.brain_url = brain_url
        self._opener = opener
        self._clock = clock or (lambda: datetime.now(UTC))
        self._brain: Brain | None = None
        self._lock = threading.Lock()

    # brain ------------------------------------------------------------------
    def brain(self) -> Brain:
        with self._lock:
            if self._brain is not None:
                return self._brain
            from writeback.brain import BrainError, BrainURLError, open_brain

            opener = self._opener or open_brain
            try:
                self._brain = opener(self.brain_url)
            except BrainURLError as exc:
                raise ToolError(
                    "brain_unavailable", f"the brain URL cannot be used: {exc}", retriable=False
                ) from None
            except (BrainError, OSError, ValueError) as exc:
                raise ToolError(
                    "brain_unavailable", f"cannot open the brain: {exc}", retriable=True
                ) from None
            except Exception as exc:  # a driver error the backend did not wrap
                raise ToolError(
                    "brain_unavailable",
                    f"cannot open the brain: {type(exc).__name__}: {exc}",
                    retriable=True,
                ) from None
            return self._brain

    def _drop_brain(self) -> None:
        with self._lock:
            brain, self._brain = self._brain, None
        if brain is not None:
            try:
                brain.close()
            except Exception:
                pass

    def close(self) -> None:
        self._drop_brain()

    # dispatch ---------------------------------------------------------------
    def call(self, tool: str, arguments: dict[str, Any] | None, client: str | None) -> Any:
        """Run one tool; returns its result or raises ToolError. Records a usage event."""
        outcome = "error"
        try:
            handler = getattr(self, f"tool_{tool}", None) if tool in TOOL_NAMES else None
            if handler is None:
                raise ToolError(
                    "invalid_argument",
                    f"unknown tool {tool!r}; tools: {', '.join(TOOL_NAMES)}",
                    field="name",
                )
            _session_allows(tool)
            try:
                args = tools.parse(tool, arguments)
            except tools.ArgumentError as exc:
                raise ToolError("invalid_argument", str(exc), field=exc.field) from None
            result = handler(args)
            outcome = result.get("status", "ok") if isinstance(result, dict) else "ok"
            return result
        except ToolError as exc:
            outcome = exc.code
            raise
        except Exception as exc:
            from writeback.brain import (
                BrainError,
                BrainUnavailable,
                FactNotFound,
                IdempotencyConflict,
            )

            if isinstance(exc, FactNotFound):
                err = ToolError("not_found", str(exc) or "no fact with that id")
            elif isinstance(exc, IdempotencyConflict):
                err = ToolError(
                    "idempotency_conflict",
                    f"{exc}; nothing was stored. Use a new idempotency_key for new content.",
                    field="idempotency_key",
                )
            elif isinstance(exc, BrainUnavailable):
                self._drop_brain()
                err = ToolError("brain_unavailable", f"brain unavailable: {exc}", retriable=True)
            elif isinstance(exc, BrainError):
                err = ToolError("brain_error", f"brain error: {exc}")
            else:
                log.exception("writeback mcp: %s failed", tool)
                err = ToolError("internal_error", f"{tool} failed: {type(exc).__name__}: {exc}")
            outcome = err.code
            raise err from None
        finally:
            self._record(client, tool, outcome)

    def _record(self, client: str | None, tool: str, outcome: str) -> None:
        if outcome == "session_policy":
            return  # this session reads or writes nothing: not even bookkeeping
        # Usage is bookkeeping: it never fails a call, and never opens a missing brain twice.
        if outcome == "brain_unavailable" and self._brain is None:
            return
        try:
            self.brain().record_usage(safe_client_name(client), tool, outcome, now=self._clock())
        except Exception as exc:
            log.debug("usage event not recorded: %s", exc)

    # tools ------------------------------------------------------------------
    def tool_remember(self, args: tools.RememberInput) -> dict[str, Any]:
        now = self._clock()
        try:
            checked = memory.draft(
                args.claim,
                source=tools.DEFAULT_SOURCE,
                now=now,
                kind=args.kind,
                entity=args.entity,
                visibility=args.visibility,
                ttl=args.ttl,
                corrects=args.corrects,
                provenance=args.source,  # the agent's provenance note; source stays fixed
                idempotency_key=args.idempotency_key,
                # the agent runs this server in the session's directory: its repository
                project=git_project_of(os.getcwd()),
            )
        except (memory.Invalid, memory.SecretFound, memory.ScannerUnavailable) as exc:
            raise _refused(exc) from None
        return _write_json(memory.remember(self.brain(), checked, now=now))

    def tool_recall(self, args: tools.RecallInput) -> dict[str, Any]:
        as_of = _instant(args.as_of, "as_of") if args.as_of else None
        project = project_of(args.project) if args.project else None
        facts = memory.recall(self.brain(), args.query, limit=args.limit, as_of=as_of,
                              project=project)  # fmt: skip
        return {"facts": [_fact_json(f) for f in facts]}

    def tool_forget(self, args: tools.ForgetInput) -> dict[str, Any]:
        from writeback.brain import FactNotFound

        try:
            memory.check_reason(args.reason)  # the reason is stored with the fact
        except (memory.SecretFound, memory.ScannerUnavailable) as exc:
            raise _refused(exc) from None
        try:
            fact = memory.forget(
                self.brain(), args.id, reason=args.reason, default_reason="mcp:forget"
            )
        except FactNotFound:
            raise ToolError("not_found", f"no fact with id {args.id!r}", field="id") from None
        return {"status": "forgotten", "id": getattr(fact, "id", args.id)}

    def tool_extract_facts(self, args: tools.ExtractFactsInput) -> dict[str, Any]:
        try:
            saved, mode, engine = memory.extract_and_remember(
                self.brain, args.text, now=self._clock(), source=tools.EXTRACT_SOURCE,
                client="mcp",
            )  # fmt: skip
        except (memory.SecretFound, memory.ScannerUnavailable) as exc:
            raise _refused(exc) from None
        except memory.ExtractionDisabled:
            raise ToolError(
                "extraction_disabled",
                "extraction is switched off (facts.extraction_enabled=false); "
                "save facts one at a time with remember",
            ) from None
        except memory.ExtractorMisconfigured as exc:
            raise ToolError("extractor_error", f"extractor misconfigured: {exc}") from None
        except memory.BudgetExhausted as exc:
            raise ToolError(
                "budget_exhausted",
                f"today's extract.daily_budget for the {exc.engine} engine is spent; "
                "save facts with remember, or try again tomorrow",
                retriable=True,
            ) from None
        except memory.ExtractorError as exc:
            raise ToolError(
                "extractor_error", f"the configured extractor failed: {exc}", retriable=True
            ) from None
        facts = [{"claim": s.fact.claim, "kind": s.fact.kind, "entity": s.fact.entity,
                  "status": s.result.status, "id": s.result.id} for s in saved]  # fmt: skip
        return {"facts": facts, "mode": mode, "engine": engine}


# --------------------------------------------------------------------------- instructions


def build_instructions() -> str:
    """The contract when ambient writeback is on (file plane); else one line about the tools."""
    stored = settings.load_file_plane_or_closed()
    scanner_ok = _scanner_loads()
    if not scanner_ok:
        # Every remember would be refused; don't tell the agent to keep calling it.
        log.warning("writeback mcp: secret scanner unavailable; contract left out")
    return mcp_instructions(stored, scanner_ok, offer=_offer_once(stored))


def _offer_once(stored: dict[str, Any]) -> bool:
    """Whether this session's instructions carry the one-time offer to turn capture on
    (a personal brain, capture off, never offered); if so it is recorded as made."""
    from writeback import audience
    from writeback import config as cfg
    from writeback.brain import BrainError, BrainURLError, open_brain

    try:
        stored = settings.load_file_plane()
        if settings.read_file_value("memory.auto_writeback", stored).value != "off":
            return False
        with open_brain() as brain:
            if not audience.may_offer_capture(audience.resolve(brain, stored), stored):
                return False
        cfg.set_value("memory.auto_writeback_notice_shown", "true")
    except (settings.ConfigFileError, BrainError, BrainURLError, cfg.DBPlaneError, OSError):
        return False  # unknown: never ask
    return True


def _scanner_loads() -> bool:
    try:
        memory.check_secrets(probe="writeback")
    except memory.ScannerUnavailable:
        return False
    except memory.SecretFound:
        pass
    return True


# --------------------------------------------------------------------------- the MCP server


def _client_name(ctx: ServerRequestContext[Any, Any]) -> str | None:
    params = getattr(ctx.session, "client_params", None)
    info = getattr(params, "client_info", None)
    name = getattr(info, "name", None)
    return name if isinstance(name, str) else None


def _result(payload: dict[str, Any], *, error: bool = False) -> types.CallToolResult:
    text = json.dumps(payload, ensure_ascii=False)
    return types.CallToolResult(
        content=[types.TextContent(text=text)], structured_content=payload, is_error=error
    )


def build_server(
    service: ToolService | None = None, *, instructions: str | None = None
) -> Server[Any]:
    """The low-level MCP server over ``service`` (a fresh one on the configured brain)."""
    svc = service or ToolService()
    # One worker thread owns every brain call (SQLite thread affinity, no loop stalls).
    worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="writeback-mcp")

    async def list_tools(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=TOOLS)

    async def call_tool(
        ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        client = _client_name(ctx)
        future = worker.submit(svc.call, params.name, params.arguments, client)
        try:
            payload = await anyio.to_thread.run_sync(future.result)
        except ToolError as exc:
            return _result(exc.payload(), error=True)
        except Exception as exc:  # never a traceback on the wire
            log.exception("writeback mcp: %s crashed", params.name)
            err = ToolError("internal_error", f"{type(exc).__name__}: {exc}")
            return _result(err.payload(), error=True)
        return _result(payload)

    @asynccontextmanager
    async def lifespan(_: Server[Any]) -> AsyncIterator[dict[str, Any]]:
        try:
            yield {}
        finally:
            # Close the brain on the thread that opened it; the next connection reopens it.
            await anyio.to_thread.run_sync(worker.submit(svc.close).result)

    return Server(
        SERVER_NAME,
        version=__version__,
        instructions=build_instructions() if instructions is None else instructions,
        lifespan=lifespan,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


async def serve_stdio(server: Server[Any]) -> None:
    """Serve one client over this process's stdin/stdout until it disconnects; every line
    gets an answer (:mod:`writeback.mcp.stdio`)."""
    from writeback.mcp.stdio import guarded_stdio

    async with guarded_stdio() as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def serve_front(wire_in: Any, wire_out: Any, brain_url: str | None) -> None:
    """Run the server behind :mod:`writeback.mcp.front` (which owns the real wire)."""
    from writeback.mcp.stdio import guarded_stdio

    async def main() -> None:
        server = build_server(ToolService(brain_url))
        async with guarded_stdio(wire_in, wire_out) as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    logging.basicConfig(level=logging.WARNING, format="writeback mcp: %(message)s")
    anyio.run(main)


@click.command("mcp")
@click.option(
    "--brain",
    "brain_url",
    metavar="URL",
    help="Brain to serve (default: WRITEBACK_BRAIN_URL, then brain.url, then the default).",
)
def mcp_command(brain_url: str | None) -> None:
    """Run the MCP memory server on stdio (Claude Code and Codex launch this).

    Tools: remember, recall, forget, extract_facts. Errors come back as tool errors
    with a stable code (invalid_argument, not_found, brain_unavailable, ...) and a
    retriable flag. When memory.auto_writeback is not off, the server's instructions
    carry the ambient-writeback contract.

    \b
    Register by hand (bootstrap does this for you):
      claude mcp add --scope user writeback -- writeback mcp
    """
    logging.basicConfig(level=logging.WARNING, format="writeback mcp: %(message)s")
    anyio.run(serve_stdio, build_server(ToolService(brain_url)))
