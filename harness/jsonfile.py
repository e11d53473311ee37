"""Structural edits of the agents' JSON files: hook registrations and MCP servers.

Only entries that are recognisably writeback's are touched: a command hook whose command
runs ``…/writeback hook <event>`` (the marker survives Claude Code rewriting the file,
unlike an extra field the schema might drop or reject), and the ``mcpServers.writeback``
entry whose command is a ``writeback`` executable with args ``["mcp"]``. Everything else
is kept; the file is re-serialised in its own style (indent, line ending, trailing
newline, ASCII escaping). A text with nothing to change is returned unchanged, so a
re-install never rewrites a file. Unparseable input raises :class:`Refusal`.
"""

from __future__ import annotations

import json
import math
import os
import re
import shlex
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from writeback import harnesses
from writeback.harness.fileops import Refusal, detect_eol


@dataclass(frozen=True)
class HookSpec:
    """One hook registration: harness event name → ``<writeback> hook <sub>``."""

    event: str  # the client's hook event: "Stop" | "SessionEnd" | …
    sub: str  # `writeback hook SUB`: an event name in writeback.harnesses.EVENTS
    command: str
    timeout: int

    def handler(self) -> dict[str, Any]:
        return {"type": "command", "command": self.command, "timeout": self.timeout}


def hook_command(writeback_bin: str, sub: str) -> str:
    return f"{shlex.quote(writeback_bin)} hook {sub}"


def hook_spec(writeback_bin: str, event: str, sub: str) -> HookSpec:
    """The registration of ``writeback hook SUB`` under the client's ``event``, with the
    timeout its entry in :mod:`writeback.harnesses` gives."""
    timeout = harnesses.EVENTS[sub][1].timeout
    return HookSpec(event, sub, hook_command(writeback_bin, sub), timeout)


def is_writeback_exe(path: Any) -> bool:
    return isinstance(path, str) and os.path.basename(path) in ("writeback", "writeback.exe")


def is_our_hook(handler: Any, sub: str) -> bool:
    """True for a command handler that runs ``<…/writeback> hook <sub>``."""
    if not isinstance(handler, dict) or not isinstance(handler.get("command"), str):
        return False
    try:
        argv = shlex.split(handler["command"])
    except ValueError:
        return False
    return len(argv) == 3 and is_writeback_exe(argv[0]) and argv[1:] == ["hook", sub]


# ---------------------------------------------------------------- parse / dump


@dataclass(frozen=True)
class Style:
    indent: str | None = "  "
    eol: str = "\n"
    trailing_newline: bool = True
    ensure_ascii: bool = False


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


def _finite(raw: str) -> float:
    value = float(raw)
    if not math.isfinite(value):
        raise ValueError(f"number {raw} is out of range (it would be written back as {value})")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


def parse(text: str | None, where: str) -> dict[str, Any]:
    """The file's top-level object ({} for a missing or blank file); else Refusal.

    Numbers that do not fit a double (``1e400``) and the non-standard ``NaN`` /
    ``Infinity`` are refused too: they could not be written back as valid JSON."""
    if text is None or not text.strip():
        return {}
    try:
        data = json.loads(
            text, object_pairs_hook=_no_duplicates, parse_float=_finite,
            parse_constant=_no_constant,
        )  # fmt: skip
    except ValueError as exc:
        raise Refusal(where, f"not valid JSON ({exc}); refusing to overwrite it") from None
    if not isinstance(data, dict):
        raise Refusal(where, f"expected a JSON object at the top, found {type(data).__name__}")
    return data


def detect_style(text: str | None) -> Style:
    if text is None or not text.strip():
        return Style()
    eol = detect_eol(text)
    m = re.match(r"\s*[{\[][ \t]*\r?\n([ \t]*)\S", text)
    if m:
        indent: str | None = m.group(1)
    elif re.fullmatch(r"\s*\{\s*\}\s*", text):
        indent = "  "  # "{}" says nothing; use the common style
    else:
        indent = None  # compact one-line JSON stays compact
    non_ascii = any(ord(c) > 127 for c in text)
    ensure_ascii = not non_ascii and re.search(r"\\u[0-9a-fA-F]{4}", text) is not None
    return Style(indent, eol, text.endswith("\n"), ensure_ascii)


def dump(data: dict[str, Any], style: Style) -> str:
    # allow_nan=False: never write Infinity/NaN (parse already refuses them).
    out = json.dumps(data, indent=style.indent, ensure_ascii=style.ensure_ascii, allow_nan=False)
    if style.eol != "\n":
        out = out.replace("\n", style.eol)
    return out + (style.eol if style.trailing_newline else "")


def _edit(text: str | None, where: str, change: Any) -> str | None:
    """Apply ``change(data) -> bool changed``; unchanged input comes back as-is."""
    data = parse(text, where)
    if not change(data):
        return text
    try:
        return dump(data, detect_style(text))
    except ValueError as exc:  # cannot happen after parse(); refuse rather than corrupt
        raise Refusal(where, f"cannot write it back as valid JSON ({exc})") from None


# ---------------------------------------------------------------- hooks


def _event_groups(data: dict[str, Any], event: str, where: str, create: bool) -> list | None:
    hooks = data.get("hooks")
    if hooks is None:
        if not create:
            return None
        hooks = data["hooks"] = {}
    if not isinstance(hooks, dict):
        raise Refusal(where, '"hooks" is not an object; refusing to edit it')
    groups = hooks.get(event)
    if groups is None:
        if not create:
            return None
        groups = hooks[event] = []
    if not isinstance(groups, list):
        raise Refusal(where, f'"hooks.{event}" is not a list; refusing to edit it')
    return groups


def _our_positions(groups: list, sub: str) -> list[tuple[int, int]]:
    found = []
    for gi, group in enumerate(groups):
        handlers = group.get("hooks") if isinstance(group, dict) else None
        if isinstance(handlers, list):
            found += [(gi, hi) for hi, h in enumerate(handlers) if is_our_hook(h, sub)]
    return found


Prune = Collection[str] | None
"""Which emptied containers (``"hooks"``, ``"hooks.<Event>"``, ``"mcpServers"``) a removal
may delete: the ones writeback created. None (nothing recorded): every emptied one."""


def _may_prune(prune: Prune, key: str) -> bool:
    return prune is None or key in prune


def _drop(
    data: dict[str, Any], event: str, groups: list, positions: list[tuple[int, int]],
    prune: Prune = None,
) -> None:  # fmt: skip
    """Delete handlers at ``positions``; groups they empty go too, and so do the event list
    and ``hooks`` object when emptied, if ``prune`` allows."""
    for gi, hi in sorted(positions, reverse=True):
        groups[gi]["hooks"].pop(hi)
    for gi in sorted({gi for gi, _ in positions}, reverse=True):
        if not groups[gi]["hooks"]:
            groups.pop(gi)
    if not groups and _may_prune(prune, f"hooks.{event}"):
        del data["hooks"][event]
        if not data["hooks"] and _may_prune(prune, "hooks"):
            del data["hooks"]


def containers(text: str | None, keys: Collection[str], where: str) -> set[str]:
    """Which of ``keys`` (dotted paths such as ``hooks.Stop``) exist in the file."""
    data: Any = parse(text, where)
    found = set()
    for key in keys:
        node = data
        for part in key.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if node is not None:
            found.add(key)
    return found


def hook_containers(specs: list[HookSpec]) -> list[str]:
    return ["hooks", *dict.fromkeys(f"hooks.{spec.event}" for spec in specs)]


def install_hooks(text: str | None, specs: list[HookSpec], where: str) -> str | None:
    """Register ``specs``; an existing writeback entry is updated in place."""

    def change(data: dict[str, Any]) -> bool:
        changed = False
        for spec in specs:
            groups = _event_groups(data, spec.event, where, create=True)
            assert groups is not None
            found = _our_positions(groups, spec.sub)
            if not found:
                # Appended last: Codex keys hook trust by position, so others keep theirs.
                groups.append({"hooks": [spec.handler()]})
                changed = True
                continue
            gi, hi = found[0]
            if groups[gi]["hooks"][hi] != spec.handler():
                groups[gi]["hooks"][hi] = spec.handler()
                changed = True
            if len(found) > 1:
                _drop(data, spec.event, groups, found[1:])
                changed = True
        return changed

    return _edit(text, where, change)


def remove_hooks(
    text: str | None, specs: list[HookSpec], where: str, prune: Prune = None
) -> str | None:
    """Remove every writeback entry for ``specs``' events; the rest stays."""
    if text is None:
        return None

    def change(data: dict[str, Any]) -> bool:
        changed = False
        for spec in specs:
            groups = _event_groups(data, spec.event, where, create=False)
            found = _our_positions(groups, spec.sub) if groups else []
            if found:
                assert groups is not None
                _drop(data, spec.event, groups, found, prune)
                changed = True
        return changed

    return _edit(text, where, change)


def hook_state(text: str | None, spec: HookSpec, where: str) -> str:
    """``registered`` (exactly as specified), ``different`` (ours, other command), ``absent``."""
    groups = _event_groups(parse(text, where), spec.event, where, create=False)
    found = _our_positions(groups, spec.sub) if groups else []
    if not found:
        return "absent"
    assert groups is not None
    handlers = [groups[gi]["hooks"][hi] for gi, hi in found]
    return "registered" if spec.handler() in handlers else "different"


# ---------------------------------------------------------------- MCP (.claude.json)

MCP_NAME = "writeback"


def mcp_entry(writeback_bin: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    """Claude Code's ``mcpServers.writeback``; ``env`` carries what the server needs
    whatever environment the client starts it with (WRITEBACK_HOME)."""
    return {"type": "stdio", "command": writeback_bin, "args": ["mcp"], "env": dict(env or {})}


def _is_our_server(entry: Any) -> bool:
    return (
        isinstance(entry, dict)
        and is_writeback_exe(entry.get("command"))
        and entry.get("args") == ["mcp"]
    )


def _servers(data: dict[str, Any], where: str, create: bool) -> dict[str, Any] | None:
    servers = data.get("mcpServers")
    if servers is None and create:
        servers = data["mcpServers"] = {}
    if servers is not None and not isinstance(servers, dict):
        raise Refusal(where, '"mcpServers" is not an object; refusing to edit it')
    return servers


def install_mcp(
    text: str | None, writeback_bin: str, where: str, env: dict[str, str] | None = None
) -> str | None:
    def change(data: dict[str, Any]) -> bool:
        servers = _servers(data, where, create=True)
        assert servers is not None
        current = servers.get(MCP_NAME)
        if current is not None and not _is_our_server(current):
            raise Refusal(
                where,
                f'"mcpServers.{MCP_NAME}" exists and is not writeback\'s own '
                '(command …/writeback, args ["mcp"]); rename or remove it first',
            )
        wanted = mcp_entry(writeback_bin, env)
        if current is not None and {**current, **wanted} == current:
            return False  # ours, already right (extra keys the user added are kept)
        servers[MCP_NAME] = {**(current or {}), **wanted}
        return True

    return _edit(text, where, change)


def remove_mcp(text: str | None, where: str, prune: Prune = None) -> str | None:
    if text is None:
        return None

    def change(data: dict[str, Any]) -> bool:
        servers = _servers(data, where, create=False)
        if not servers or not _is_our_server(servers.get(MCP_NAME)):
            return False
        del servers[MCP_NAME]
        if not servers and _may_prune(prune, "mcpServers"):
            del data["mcpServers"]
        return True

    return _edit(text, where, change)


def mcp_state(
    text: str | None, writeback_bin: str, where: str, env: dict[str, str] | None = None
) -> str:
    """``registered``, ``different`` (ours, other path or env), ``foreign`` or ``absent``."""
    servers = _servers(parse(text, where), where, create=False) or {}
    current = servers.get(MCP_NAME)
    if current is None:
        return "absent"
    if not _is_our_server(current):
        return "foreign"
    wanted = mcp_entry(writeback_bin, env)
    return "registered" if {**current, **wanted} == current else "different"


# ---------------------------------------------------------------- tool permissions (settings.json)

PERMISSION_PREFIX = f"mcp__{MCP_NAME}__"
AUTO_TOOLS = ("remember", "recall", "extract_facts")  # ``forget`` always asks


def permission_entries(approval: str) -> list[str]:
    """The ``permissions.allow`` entries writeback wants for ``harness.tool_approval``."""
    return [PERMISSION_PREFIX + tool for tool in AUTO_TOOLS] if approval == "auto" else []


def _allow_list(data: dict[str, Any], where: str, create: bool) -> list | None:
    perms = data.get("permissions")
    if perms is None:
        if not create:
            return None
        perms = data["permissions"] = {}
    if not isinstance(perms, dict):
        raise Refusal(where, '"permissions" is not an object; refusing to edit it')
    allow = perms.get("allow")
    if allow is None:
        if not create:
            return None
        allow = perms["allow"] = []
    if not isinstance(allow, list):
        raise Refusal(where, '"permissions.allow" is not a list; refusing to edit it')
    return allow


def _is_our_permission(entry: Any) -> bool:
    # Only the exact entries writeback writes: a user's own ``mcp__writeback__forget`` or
    # server-wide ``mcp__writeback`` is theirs to keep.
    return entry in permission_entries("auto")


def _drop_permissions(data: dict[str, Any], allow: list, keep: list[str], prune: Prune) -> bool:
    stale = [e for e in allow if _is_our_permission(e) and e not in keep]
    for entry in stale:
        allow.remove(entry)
    if not allow and _may_prune(prune, "permissions.allow"):
        del data["permissions"]["allow"]
        if not data["permissions"] and _may_prune(prune, "permissions"):
            del data["permissions"]
    return bool(stale)


def install_permissions(text: str | None, entries: list[str], where: str) -> str | None:
    """Allow exactly ``entries`` of writeback's tools (others of ours are taken out; every
    other entry stays)."""

    def change(data: dict[str, Any]) -> bool:
        allow = _allow_list(data, where, create=bool(entries))
        if allow is None:
            return False
        changed = False
        for entry in entries:
            if entry not in allow:
                allow.append(entry)
                changed = True
        return _drop_permissions(data, allow, entries, frozenset()) or changed

    return _edit(text, where, change)


def remove_permissions(text: str | None, where: str, prune: Prune = None) -> str | None:
    if text is None:
        return None

    def change(data: dict[str, Any]) -> bool:
        allow = _allow_list(data, where, create=False)
        return allow is not None and _drop_permissions(data, allow, [], prune)

    return _edit(text, where, change)


def permission_state(text: str | None, entries: list[str], where: str) -> str:
    """``registered`` (exactly ``entries`` of ours) or ``different``."""
    allow = _allow_list(parse(text, where), where, create=False) or []
    ours = sorted(e for e in allow if _is_our_permission(e))
    return "registered" if ours == sorted(entries) else "different"
