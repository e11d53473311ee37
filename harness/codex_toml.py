"""Codex's MCP registration: a managed ``[mcp_servers.writeback]`` block in config.toml.

The table sits between ``# writeback:mcp:begin`` / ``# writeback:mcp:end`` comment lines
(same marker rules as :mod:`writeback.harness.blocks`). A new block is appended at the
end of the file, which is always safe in TOML: a table header closes the table before
it, so nothing is inserted inside someone else's table. The whole file is parsed with
``tomllib`` before and after the edit; an unparseable file, a foreign
``mcp_servers.writeback`` (outside our markers) or a result that does not parse to
exactly our table is refused and nothing changes.
"""

from __future__ import annotations

import json
import tomllib
from typing import Any

from writeback.harness import blocks
from writeback.harness.fileops import Refusal

MARKERS = blocks.Markers("# writeback:mcp:begin", "# writeback:mcp:end")
NAME = "writeback"


def table(writeback_bin: str) -> dict[str, Any]:
    return {"command": writeback_bin, "args": ["mcp"]}


def render_body(writeback_bin: str) -> str:
    # JSON string escapes are valid TOML basic-string escapes.
    return "\n".join(
        [
            f"[mcp_servers.{NAME}]",
            f"command = {json.dumps(writeback_bin, ensure_ascii=False)}",
            'args = ["mcp"]',
        ]
    )


def _parse(text: str, where: str, what: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise Refusal(where, f"{what} is not valid TOML ({exc}); refusing to edit it") from None


def _server(data: dict[str, Any]) -> Any:
    servers = data.get("mcp_servers")
    return servers.get(NAME) if isinstance(servers, dict) else None


def _check_no_foreign(text: str, where: str) -> None:
    """Refuse when ``mcp_servers.writeback`` is defined outside our markers."""
    outside = blocks.strip(text, MARKERS, where)
    if _server(_parse(outside, where, "the file")) is not None:
        raise Refusal(
            where,
            f"[mcp_servers.{NAME}] is already defined outside writeback's markers; "
            "remove or rename it first",
        )


def install(text: str | None, writeback_bin: str, where: str) -> str:
    """``text`` with our block present and current. Idempotent."""
    text = text or ""
    _parse(text, where, "the file")
    _check_no_foreign(text, where)
    new = blocks.upsert(text, render_body(writeback_bin), MARKERS, where)
    after = _parse(new, where, "the result")
    if _server(after) != table(writeback_bin):
        raise Refusal(
            where,
            f"after the edit [mcp_servers.{NAME}] would not be exactly writeback's "
            "(text after the end marker joins the table?); refusing",
        )
    return new


def remove(text: str | None, where: str, drop_final_eol: bool = False) -> str | None:
    if text is None:
        return None
    _parse(text, where, "the file")
    new = blocks.strip(text, MARKERS, where, drop_final_eol)
    _parse(new, where, "the result")
    return new


def state(text: str | None, writeback_bin: str, where: str) -> str:
    """``absent``, ``present``, ``stale`` or ``damaged`` (the block's status)."""
    return blocks.status(text, render_body(writeback_bin), MARKERS)
