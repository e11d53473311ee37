"""The ambient-writeback contract: the one instruction text every surface shows an agent.

The MCP server's instructions and the managed blocks in CLAUDE.md / AGENTS.md are both
rendered by :func:`render_contract`, so they cannot drift apart. Pure and standard-library
only: it reads nothing but the file-plane settings it is given (or ``config.json``). It
lives in the core, not in ``harness/``, because both the harness (bootstrap's managed
blocks) and the MCP server (a core front end, which imports no component) render it.
"""

from __future__ import annotations

from typing import Any

from writeback import harnesses
from writeback import settings as wb_settings

_KINDS = "preference, correction, decision, commitment, relationship, project_state, fact"


def render_contract(settings: dict[str, Any] | None = None) -> str:
    """Render the contract from file-plane ``settings`` (``None`` reads config.json)."""
    stored = settings if settings is not None else _load()
    ttl = wb_settings.read_file_value("memory.auto_writeback_transient_ttl", stored)
    ttl_text = ttl.value if ttl.valid else wb_settings.KEYS[ttl.key].default
    visibility = wb_settings.read_file_value("facts.default_visibility", stored)
    private = visibility.valid and visibility.value == "private"
    if private:
        visibility_line = (
            '- Visibility: this brain defaults to private, so pass `visibility: "private"`. '
            "Private facts are not recalled for shared audiences."
        )
    else:
        visibility_line = (
            '- Visibility: leave `visibility` unset (world). Use `"private"` only when the '
            "user marks something private; private facts are not recalled for shared audiences."
        )
    lines = [
        "## Memory (writeback)",
        "",
        "You can save what the user tells you with writeback's `remember` tool, so later "
        "sessions can `recall` it.",
        "- A memory candidate is something the user states that will still matter later: "
        "a preference, a correction, a decision, a commitment, a relationship, the state of "
        "a project, or a fact about themselves or their work.",
        "- Call `remember` once per claim: one self-contained sentence, with `kind` "
        f"({_KINDS}) and `entity` (who or what it is about).",
        "- When one turn holds several facts, call `extract_facts` with the user's words "
        "instead of many `remember` calls.",
        f"- Give provenance in `source`: the harness ({' or '.join(harnesses.NAMES)}), the "
        "session id and today's date.",
        "- Durable facts take no `ttl`. Transient facts (health, location, travel, mood, "
        f'near-term schedule) take `ttl: "{ttl_text}"`.',
        "- Never save: greetings, acknowledgements, questions, your own guesses or "
        "inferences, tool output, quoted material, pasted text (unless the user asks), "
        "secrets or credentials.",
        visibility_line,
        "- When the user corrects an earlier fact, save the correction with `kind: "
        '"correction"`; `forget` a fact only when the user asks.',
        '- Save silently: no routine "saved" receipts. Mention memory only when the user '
        "asks or a save fails.",
    ]
    ambient = wb_settings.read_file_value("memory.ambient_recall", stored)
    if ambient.valid and ambient.value != "off":
        lines.append(
            "- A session may start with a short brief of what writeback remembers (and, "
            "when enabled, relevant facts with a prompt): use it, do not save it again, "
            "and trust what the user says now over it."
        )
    return "\n".join(lines) + "\n"


PLAIN_INSTRUCTIONS = (
    "writeback memory: `recall` facts saved from earlier sessions, `remember` one fact, "
    "`forget` a fact by id, `extract_facts` to save the facts in a passage."
)


CAPTURE_OFFER = (
    " Once, at a natural moment, tell the user: writeback can also remember what they tell "
    "you after every turn (preferences, decisions, plans; never secrets); to turn it on: "
    "`writeback config set memory.auto_writeback salient` then "
    "`writeback bootstrap harness --yes`. Do not repeat it."
)


def mcp_instructions(stored: dict[str, Any], scanner_ok: bool = True, offer: bool = False) -> str:
    """The MCP server's instructions: the contract while ambient writeback is on and
    ``remember`` can work (the secret scanner loads), else one line about the tools;
    with ``offer`` (a personal brain, capture off, never offered) the one-time note."""
    mode = wb_settings.read_file_value("memory.auto_writeback", stored).value
    if mode == "off" or not scanner_ok:
        return PLAIN_INSTRUCTIONS + (CAPTURE_OFFER if offer and mode == "off" else "")
    return render_contract(stored)


def _load() -> dict[str, Any]:
    return wb_settings.load_file_plane_or_closed()
