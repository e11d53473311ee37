"""Ambient recall: what a new session, or a new prompt, is told without anyone asking.

The read-side hooks (``writeback hook claude-session-start`` …) call :func:`session_brief`
and :func:`prompt_context`; both return the text to put into the model's context, or ""
for nothing. They never write to the brain and never create it: a brain that does not exist
yet has nothing to tell. Policy, all read from the file plane and the environment:

- ``memory.ambient_recall``: ``off`` (nothing injected), ``session`` (the brief at session
  start; the default) or ``prompt`` (the brief, and facts relevant to each prompt);
- ``WRITEBACK_SESSION``: ``off`` (nothing read or written this session), ``no_recall``
  (nothing read), ``no_store`` (read, not written — capture's concern);
- a brain whose audience is not ``personal`` (:mod:`writeback.audience`: declared, or
  guessed from the MCP clients using it): only ``world`` facts are injected.

A prompt is given only facts its session has not been given yet (the brief's included):
the ids handed out are kept per session in ``$WRITEBACK_HOME/run/ambient/`` (0600 files,
pruned after a week).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from writeback import paths, settings
from writeback.fsutil import atomic_write
from writeback.projects import project_of

SESSION_FACTS = 400  # newest active facts the brief chooses from
PROMPT_FACTS = 5
PROMPT_BUDGET = 600
PROMPT_HEADER = "Relevant facts writeback remembers (the user's word now wins over them):"
STATE_TTL = 7 * 24 * 3600


class Unavailable(Exception):
    """The brain could not be read (the hook then says nothing)."""


class Policy:
    """What this run may read, from config.json and the environment."""

    __slots__ = ("mode", "budget", "stored")

    def __init__(self, stored: dict[str, Any]) -> None:
        mode = settings.read_file_value("memory.ambient_recall", stored)
        reading = settings.session_may_recall()  # WRITEBACK_SESSION=off|no_recall: nothing
        self.mode = "off" if not reading or not mode.valid else str(mode.value)
        self.budget = int(settings.read_file_value("memory.ambient_recall_budget", stored).value)
        self.stored = stored


def _open_existing_brain(stored: dict[str, Any]) -> Any:
    """The brain, or None when it does not exist yet (reading must not create it)."""
    from writeback.brain import BrainError, BrainURLError, created, open_brain
    from writeback.brain.url import parse

    try:
        url = settings.brain_url_from_env_or_file(stored)
        if not created(parse(url)):
            return None
        return open_brain(url)
    except (BrainError, BrainURLError) as exc:
        raise Unavailable(str(exc)) from None


def _read(brain: Any, query: Any, policy: Policy) -> list[Any]:
    """The facts ``query`` finds, without private ones unless the brain is personal."""
    from writeback import audience
    from writeback.brain import BrainError

    try:
        with brain:
            found = list(query(brain))
            personal = audience.resolve(brain, policy.stored).value == "personal"
    except BrainError as exc:
        raise Unavailable(str(exc)) from None
    return found if personal else [f for f in found if f.visibility == "world"]


def session_brief(cwd: str | None, session_id: str, stored: dict[str, Any] | None = None) -> str:
    """The brief for a session starting in ``cwd`` ("" when off or nothing to say)."""
    from writeback import brief

    stored = settings.load_file_plane() if stored is None else stored
    policy = Policy(stored)
    if policy.mode == "off":
        return ""
    brain = _open_existing_brain(stored)
    if brain is None:
        return ""
    project = project_of(cwd)

    def candidates(b: Any) -> list[Any]:
        # the newest facts, and this project's newest even when other projects are busier
        found = b.list_facts(limit=SESSION_FACTS)
        if project is not None:
            found += b.list_facts(limit=SESSION_FACTS, project=project)
        return found

    facts = _read(brain, candidates, policy)
    text = brief.render(facts, project=project, budget=policy.budget, now=_now())
    if text:
        given = [f.id for f in facts if _line_in(f, text)]
        _remember_given(session_id, given)
    return text


def prompt_context(
    prompt: str, cwd: str | None, session_id: str, stored: dict[str, Any] | None = None
) -> str:
    """Facts relevant to ``prompt`` this session has not been given ("" for none)."""
    stored = settings.load_file_plane() if stored is None else stored
    policy = Policy(stored)
    if policy.mode != "prompt" or not prompt.strip():
        return ""
    brain = _open_existing_brain(stored)
    if brain is None:
        return ""
    from writeback import brief

    project = project_of(cwd)
    found = _read(brain, lambda b: b.recall(prompt, limit=PROMPT_FACTS * 3), policy)
    given = set(_given(session_id))
    # the brief's scoping holds here too: never another project's decisions or state
    fresh = [f for f in found if f.id not in given and brief.section_of(f, project)]
    fresh = fresh[:PROMPT_FACTS]
    lines = [PROMPT_HEADER]
    used = len(PROMPT_HEADER)
    kept = []
    for fact in fresh:
        line = f"- {' '.join(fact.claim.split())[:200]}"
        if used + len(line) + 1 > min(PROMPT_BUDGET, policy.budget):
            continue
        lines.append(line)
        used += len(line) + 1
        kept.append(fact.id)
    if not kept:
        return ""
    _remember_given(session_id, kept)
    return "\n".join(lines)


def _line_in(fact: Any, text: str) -> bool:
    return " ".join(fact.claim.split())[:60] in text


def _now() -> datetime:
    return datetime.now(UTC)


# --- what a session has been given -----------------------------------------------------


def _state_file(session_id: str) -> Path:
    digest = hashlib.sha256(session_id.encode("utf-8", "replace")).hexdigest()[:32]
    return paths.run_dir() / "ambient" / f"{digest}.json"


def _given(session_id: str) -> list[str]:
    try:
        data = json.loads(_state_file(session_id).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    ids = data.get("given") if isinstance(data, dict) else None
    return [str(i) for i in ids] if isinstance(ids, list) else []


def _remember_given(session_id: str, ids: list[str]) -> None:
    if not ids:
        return
    path = _state_file(session_id)
    try:
        paths.ensure_dir(path.parent)
        merged = list(dict.fromkeys([*_given(session_id), *ids]))[-2000:]
        atomic_write(path, json.dumps({"given": merged}).encode())
        _prune(path.parent)
    except OSError:
        pass  # worst case a fact is given twice; never fail the hook over it


def _prune(directory: Path) -> None:
    cutoff = time.time() - STATE_TTL
    try:
        with os.scandir(directory) as entries:
            for entry in entries:
                if entry.name.endswith(".json") and entry.stat().st_mtime < cutoff:
                    os.unlink(entry.path)
    except OSError:
        pass
