"""The harnesses (agent clients) writeback works with: one :class:`Harness` entry each.

Stdlib only and import-light: the Stop hook reads this module on every agent turn.
Everything that differs between harnesses is named here once, and every consumer derives
its own set from :data:`HARNESSES`:

- the corpus source ids and the turn record's ``harness`` / ``source_id``
  (:mod:`writeback.corpus`, and the serve's pydantic model built from its field table);
- the hook events: what ``writeback hook EVENT`` accepts (``hooks/entry.py`` for the
  capture side, ``hooks/ambient.py`` for the read side), the client's own event name
  bootstrap registers it under, the timeout written into the client's settings file, and
  the hook's own deadline;
- the transcript reader: a module in ``hooks/`` named by dotted path, imported only by
  the run that needs it;
- the config targets bootstrap edits and doctor checks (hook file, MCP registration,
  contract block) and the environment variable that moves the client's config directory.

Adding a harness is one entry here plus its transcript reader module, which provides
``stop_turn(payload, deadline)`` (a ``turn`` event), ``session_turns(payload, deadline)``
(a ``session`` event) and ``smoke_sample(text)`` (bootstrap's smoke test); see
``hooks/claude_code.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

# Event kinds. Capture: bank the turn the payload names / every turn of the session.
# Read side (answers on stdout): a brief at session start / facts for the prompt.
CAPTURE = ("turn", "session")
READ_SIDE = ("brief", "prompt")


class Event:
    """One hook event. (Plain classes, not NamedTuple or dataclass: the Stop hook imports
    this module on every agent turn, and building those classes costs over a millisecond.)"""

    __slots__ = ("name", "client", "kind", "timeout", "deadline")

    def __init__(self, name: str, client: str, kind: str, timeout: int, deadline: float) -> None:
        self.name = name  # `writeback hook NAME`: what the hook receives (the heartbeat's event)
        self.client = client  # the client's own hook event, as written in its settings file
        self.kind = kind  # one of CAPTURE or READ_SIDE
        self.timeout = timeout  # seconds the client allows the command (bootstrap writes it)
        self.deadline = deadline  # seconds the hook allows itself before it answers

    def __repr__(self) -> str:
        return f"Event({self.name!r}, {self.client!r}, {self.kind!r})"


class Harness:
    """One agent client and everything writeback needs to know about it."""

    __slots__ = (
        "name", "title", "events", "reader", "config_env", "config_default", "hook_file",
        "mcp_file", "mcp_format", "contract_file", "contract_override", "tool_permissions",
        "hook_trust",
    )  # fmt: skip

    def __init__(
        self,
        *,
        name: str,
        title: str,
        events: tuple[Event, ...],
        reader: str,
        config_env: str,
        config_default: str,
        hook_file: str,
        mcp_file: str,
        mcp_format: str,
        contract_file: str,
        contract_override: str | None = None,
        tool_permissions: bool = False,
        hook_trust: bool = False,
    ) -> None:
        self.name = name  # the corpus source id, the heartbeat's harness, `--harness NAME`
        self.title = title  # for people: "Claude Code"
        self.events = events
        self.reader = reader  # dotted module path of the transcript reader
        self.config_env = config_env  # the variable that moves the client's config directory
        self.config_default = config_default  # that directory when the variable is unset
        self.hook_file = hook_file  # in the config dir: where the hooks are registered (JSON)
        self.mcp_file = mcp_file  # in the config dir, or "paths.FUNCTION": the MCP registration
        self.mcp_format = mcp_format  # "json" (an mcpServers object) | "toml" ([mcp_servers])
        self.contract_file = contract_file  # in the config dir: the contract block's file
        self.contract_override = contract_override  # in the config dir: shadows contract_file
        self.tool_permissions = tool_permissions  # hook_file takes permissions.allow entries
        self.hook_trust = hook_trust  # the client runs a hook only once the user trusted it

    def __repr__(self) -> str:
        return f"Harness({self.name!r})"


HARNESSES: tuple[Harness, ...] = (
    Harness(
        name="claude-code",
        title="Claude Code",
        events=(
            Event("claude-stop", "Stop", "turn", 10, 2.0),
            Event("claude-session-start", "SessionStart", "brief", 10, 1.5),
            Event("claude-prompt-submit", "UserPromptSubmit", "prompt", 10, 1.5),
        ),
        reader="writeback.hooks.claude_code",
        config_env="CLAUDE_CONFIG_DIR",
        config_default="~/.claude",
        hook_file="settings.json",
        mcp_file="paths.claude_json",
        mcp_format="json",
        contract_file="CLAUDE.md",
        tool_permissions=True,
    ),
    Harness(
        name="codex",
        title="Codex",
        events=(
            Event("codex-stop", "Stop", "turn", 10, 2.0),
            # Codex clamps SessionEnd hooks to 3 s anyway.
            Event("codex-session-end", "SessionEnd", "session", 3, 2.5),
            Event("codex-session-start", "SessionStart", "brief", 10, 1.5),
            Event("codex-prompt-submit", "UserPromptSubmit", "prompt", 10, 1.5),
        ),
        reader="writeback.hooks.codex",
        config_env="CODEX_HOME",
        config_default="~/.codex",
        hook_file="hooks.json",
        mcp_file="config.toml",
        mcp_format="toml",
        contract_file="AGENTS.md",
        contract_override="AGENTS.override.md",
        hook_trust=True,
    ),
)


def _tables(
    harnesses: tuple[Harness, ...],
) -> tuple[dict[str, Harness], tuple[str, ...], dict[str, tuple[Harness, Event]]]:
    by_name = {h.name: h for h in harnesses}
    events = {e.name: (h, e) for h in harnesses for e in h.events}
    return by_name, tuple(by_name), events


# name → entry; the names in order; hook event name → (its harness, the event). Built
# once at import (tests/harness/test_harnesses.py rebuilds them to add a made-up harness).
BY_NAME, NAMES, EVENTS = _tables(HARNESSES)


def get(name: str) -> Harness:
    """The entry for ``name``; KeyError for a harness writeback does not know."""
    return BY_NAME[name]


def events_of(kinds: tuple[str, ...]) -> dict[str, tuple[str, Event]]:
    """Hook event name → (harness name, event), for the events of ``kinds``."""
    return {name: (h.name, e) for name, (h, e) in EVENTS.items() if e.kind in kinds}


def reader(harness: Harness) -> object:
    """The harness's transcript reader module, imported now (never at the hook's start)."""
    import importlib

    return importlib.import_module(harness.reader)


def config_dir(harness: Harness) -> Path:
    """The client's config directory: ``$config_env``, else ``config_default``."""
    raw = os.environ.get(harness.config_env)
    return Path(raw or harness.config_default).expanduser()


def locate(harness: Harness, where: str) -> Path:
    """A config target: a file in the client's config directory, or ``paths.FUNCTION``."""
    if where.startswith("paths."):
        from writeback import paths

        return Path(getattr(paths, where.removeprefix("paths."))())
    return config_dir(harness) / where
