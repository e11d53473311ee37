"""Codex hook trust: which of writeback's hooks Codex has been told to run.

Codex runs a hook from hooks.json only after the user trusted it in the TUI (``/hooks``);
an untrusted hook is listed but skipped silently. Trust is stored in config.toml as
``[hooks.state."<abs hooks.json path>:<event_snake>:<group>:<handler>"]`` with
``trusted_hash = "sha256:<hex>"``, the SHA-256 of the canonical JSON (sorted keys, no
spaces) of ``{"event_name", "hooks": [{"async": false, "command", "timeout", "type"}]}``
(``matcher`` only when set). Changing a hook's command or timeout makes it untrusted
again. Checked against Codex 0.171's own ``hooks/list`` ``currentHash``.

writeback never writes trust itself: trusting a command is the user's decision. It only
computes the hashes, so doctor can say whether Codex will run the hooks.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any

from writeback import harnesses
from writeback.harness import jsonfile

SESSION_END_MAX_TIMEOUT = 3  # Codex clamps a SessionEnd hook's timeout to 3 s
HOW_TO_TRUST = (
    "start `codex` in a terminal, type /hooks, and trust writeback's hooks ("
    + ", ".join(e.client for e in harnesses.get("codex").events)
    + ")"
)


def snake(event: str) -> str:
    """``SessionEnd`` → ``session_end``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", event).lower()


def effective_timeout(event: str, timeout: int | None) -> int:
    value = 600 if timeout is None else int(timeout)
    return min(value, SESSION_END_MAX_TIMEOUT) if event == "SessionEnd" else value


def trust_hash(event: str, handler: dict[str, Any], matcher: str | None = None) -> str:
    identity: dict[str, Any] = {
        "event_name": snake(event),
        "hooks": [
            {
                "async": bool(handler.get("async", False)),
                "command": handler.get("command"),
                "timeout": effective_timeout(event, handler.get("timeout")),
                "type": handler.get("type", "command"),
            }
        ],
    }
    if matcher:
        identity["matcher"] = matcher
    canonical = json.dumps(identity, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def hook_positions(
    text: str | None, specs: list[jsonfile.HookSpec], where: str
) -> list[tuple[jsonfile.HookSpec, str, str]]:
    """For each of our hooks found in hooks.json: (spec, "<event>:<group>:<handler>",
    the hash Codex expects to find trusted)."""
    data = jsonfile.parse(text, where)
    hooks = data.get("hooks") if isinstance(data.get("hooks"), dict) else {}
    out = []
    for spec in specs:
        groups = hooks.get(spec.event) if isinstance(hooks, dict) else None
        if not isinstance(groups, list):
            continue
        for gi, group in enumerate(groups):
            handlers = group.get("hooks") if isinstance(group, dict) else None
            if not isinstance(handlers, list):
                continue
            for hi, handler in enumerate(handlers):
                if jsonfile.is_our_hook(handler, spec.sub):
                    matcher = (
                        group.get("matcher") if isinstance(group.get("matcher"), str) else None
                    )
                    key = f"{snake(spec.event)}:{gi}:{hi}"
                    out.append((spec, key, trust_hash(spec.event, handler, matcher)))
    return out


def is_trusted(trusted: dict[str, str], hooks_file: Path, position: str, digest: str) -> bool:
    """Whether config.toml's trust entries hold ``digest`` for the hook at ``position``
    (keyed by the absolute path of hooks.json; the resolved path is accepted too)."""
    paths = {str(hooks_file.absolute()), os.path.realpath(hooks_file)}
    return any(trusted.get(f"{p}:{position}") == digest for p in paths)


def trusted_hashes(config_text: str | None) -> dict[str, str]:
    """``hooks.state`` key → trusted_hash, from config.toml ({} when none/unreadable)."""
    import tomllib

    try:
        data = tomllib.loads(config_text or "")
    except tomllib.TOMLDecodeError:
        return {}
    state = data.get("hooks", {}).get("state") if isinstance(data.get("hooks"), dict) else None
    if not isinstance(state, dict):
        return {}
    return {
        str(k): str(v["trusted_hash"])
        for k, v in state.items()
        if isinstance(v, dict) and isinstance(v.get("trusted_hash"), str)
    }
