"""Codex's MCP registration: the ``[mcp_servers.writeback]`` table in config.toml.

Codex writes this file too (``codex mcp add``, ``/hooks`` trust entries, TUI settings),
often between two of our runs and always by appending. So the file is edited
structurally with tomlkit, which keeps every byte it is not asked to change: writeback
owns exactly ``mcp_servers.writeback`` and its sub-tables (``env``, ``tools.<name>``),
and never touches, moves or reformats anything else. Keys a user adds to our table are
kept. The registration carries what the server needs, because Codex starts MCP servers
with a scrubbed environment (only HOME, PATH, LANG, SHELL, TERM and CA variables pass):
``env.WRITEBACK_HOME`` names the home the server must use. Tool approval follows
``harness.tool_approval``: ``auto`` → ``default_tools_approval_mode = "approve"`` with
``forget`` still asking; ``prompt`` → every tool asks.

Older writeback versions wrapped the table in ``# writeback:mcp:begin`` / ``…:end``
comment lines; those two lines are dropped (only them: whatever Codex appended between
them stays). A table of the same name that is not writeback's (another command) is
refused, as is a file that is not valid TOML; nothing is written then.
"""

from __future__ import annotations

import re
from typing import Any

import tomlkit
from tomlkit.exceptions import TOMLKitError
from tomlkit.items import Table

from writeback.harness.fileops import Refusal
from writeback.harness.jsonfile import is_writeback_exe

NAME = "writeback"
PROMPTED_TOOLS = ("forget",)
FORWARDED_ENV = (
    "WRITEBACK_SESSION",
    "WRITEBACK_BRAIN_URL",
)  # asked for even when the others run without asking
_LEGACY_MARKER_RE = re.compile(r"^# writeback:mcp:(?:begin|end)[ \t]*\r?\n?", re.MULTILINE)


def table(writeback_bin: str, home: str, approval: str = "auto") -> dict[str, Any]:
    """The keys writeback owns in ``[mcp_servers.writeback]`` (plain data)."""
    auto = approval == "auto"
    return {
        "command": writeback_bin,
        "args": ["mcp"],
        "env": {"WRITEBACK_HOME": home},
        # forwarded from Codex's own environment when set (an unset one is fine)
        "env_vars": list(FORWARDED_ENV),
        "default_tools_approval_mode": "approve" if auto else "prompt",
        "tools": {tool: {"approval_mode": "prompt"} for tool in PROMPTED_TOOLS},
    }


def _parse(text: str, where: str, what: str) -> tomlkit.TOMLDocument:
    try:
        return tomlkit.parse(text)
    except (TOMLKitError, ValueError) as exc:
        raise Refusal(where, f"{what} is not valid TOML ({exc}); refusing to edit it") from None


def _servers(doc: tomlkit.TOMLDocument, where: str) -> Any:
    servers = doc.get("mcp_servers")
    if servers is not None and not isinstance(servers, dict):
        raise Refusal(where, "mcp_servers is not a table; refusing to edit it")
    return servers


def is_ours(entry: Any) -> bool:
    return (
        isinstance(entry, dict)
        and is_writeback_exe(entry.get("command"))
        and list(entry.get("args") or []) == ["mcp"]
    )


def _plain(value: Any) -> Any:
    return value.unwrap() if hasattr(value, "unwrap") else value


def _without_legacy_markers(text: str) -> str:
    return _LEGACY_MARKER_RE.sub("", text)


def _merge(current: Any, wanted: dict[str, Any]) -> bool:
    """Set ``wanted`` into the tomlkit table ``current``; keys we do not own stay."""
    changed = False
    for key, value in wanted.items():
        if isinstance(value, dict) and key in current and isinstance(current[key], dict):
            changed |= _merge(current[key], value)
        elif key not in current or _plain(current[key]) != value:
            current[key] = _item(key, value)
            changed = True
    return changed


def _item(key: str, value: Any) -> Any:
    if key == "env" and isinstance(value, dict):
        inline = tomlkit.inline_table()
        inline.update(value)
        return inline
    if isinstance(value, dict):
        sub = tomlkit.table(is_super_table=key == "tools")
        for k, v in value.items():
            sub[k] = _item(k, v)
        return sub
    return value


def install(
    text: str | None, writeback_bin: str, home: str, where: str, approval: str = "auto"
) -> str:
    """``text`` with our table present and current. A new table is appended at the end
    of the file (after a blank line), so nothing of anyone else moves; an existing one is
    updated in place. Idempotent: an up-to-date file comes back byte for byte."""
    original = text or ""
    source = _without_legacy_markers(original)
    doc = _parse(source, where, "the file")
    wanted = table(writeback_bin, home, approval)
    servers = _servers(doc, where)
    current = servers.get(NAME) if servers is not None else None
    if current is not None and not is_ours(current):
        raise Refusal(
            where,
            f"[mcp_servers.{NAME}] exists and is not writeback's own (command …/writeback, "
            'args ["mcp"]); rename or remove it first',
        )
    if current is None:
        out = source + _separator(source) + _render(wanted)
    elif _merge(current, wanted) or source != original:
        out = tomlkit.dumps(doc)
    else:
        return original
    out = _same_eol(original, out)
    check = _servers(_parse(out, where, "the result"), where)
    if check is None or not is_ours(check.get(NAME)) or not _covers(check.get(NAME), wanted):
        raise Refusal(
            where, f"after the edit [mcp_servers.{NAME}] would not be writeback's; refusing"
        )
    return out


def _render(wanted: dict[str, Any]) -> str:
    new_table = tomlkit.table()
    for key, value in wanted.items():
        new_table[key] = _item(key, value)
    servers = tomlkit.table(is_super_table=True)
    servers[NAME] = new_table
    doc = tomlkit.document()
    doc["mcp_servers"] = servers
    return tomlkit.dumps(doc)


def _separator(source: str) -> str:
    """What goes between the file and an appended table: the missing final line break
    (see :func:`adds_final_eol`) and one blank line."""
    if not source:
        return ""
    return ("\n" if not source.endswith("\n") else "") + "\n"


def adds_final_eol(text: str | None) -> bool:
    """Whether :func:`install` ends the file's last line, which had no line break."""
    return bool(text) and not _without_legacy_markers(text or "").endswith("\n")


def _covers(entry: Any, wanted: dict[str, Any]) -> bool:
    plain = _plain(entry)
    return all(_sub(plain.get(k), v) for k, v in wanted.items())


def _sub(have: Any, want: Any) -> bool:
    if isinstance(want, dict):
        return isinstance(have, dict) and all(_sub(have.get(k), v) for k, v in want.items())
    return have == want


def remove(text: str | None, where: str, drop_final_eol: bool = False) -> str | None:
    """``text`` without our table (and without the legacy marker lines); the rest stays.
    The blank line :func:`install` put before the table goes with it, and so does the line
    break it added to a last line that had none (``drop_final_eol``, from the receipts)."""
    if text is None:
        return None
    source = _without_legacy_markers(text)
    doc = _parse(source, where, "the file")
    servers = _servers(doc, where)
    if servers is None or not is_ours(servers.get(NAME)):
        return source
    del servers[NAME]
    if not servers and isinstance(servers, Table) and servers.is_super_table():
        del doc["mcp_servers"]
    out = _drop_separator(source, tomlkit.dumps(doc), drop_final_eol)
    _parse(out, where, "the result")
    return out


def _same_eol(original: str, out: str) -> str:
    """In a file whose every line ends in CRLF, the lines we add do too."""
    if "\r\n" in original and original.count("\n") == original.count("\r\n"):
        return out.replace("\r\n", "\n").replace("\n", "\r\n")
    return out


def _drop_separator(source: str, out: str, drop_final_eol: bool) -> str:
    """Take out what :func:`_separator` put before our table, when the removal cut one
    contiguous span that starts with our header right after a blank line."""
    cut = len(source) - len(out)
    i = 0
    while i < len(out) and out[i] == source[i]:
        i += 1
    if cut <= 0 or source[:i] + source[i + cut :] != out:
        return out
    if not source.startswith(f"[mcp_servers.{NAME}]", i):
        return out
    for eol in ("\r\n", "\n"):
        if source[:i].endswith(eol * 2):
            drop = 2 if drop_final_eol and i + cut == len(source) else 1
            return out[: i - len(eol) * drop] + out[i:]
    return out


def state(
    text: str | None, writeback_bin: str, home: str, where: str, approval: str = "auto"
) -> str:
    """``absent``, ``present`` (ours and current), ``stale`` (ours, other settings) or
    ``foreign`` (a table of that name that is not writeback's)."""
    doc = _parse(text or "", where, "the file")
    servers = _servers(doc, where)
    entry = servers.get(NAME) if servers is not None else None
    if entry is None:
        return "absent"
    if not is_ours(entry):
        return "foreign"
    return "present" if _covers(entry, table(writeback_bin, home, approval)) else "stale"
