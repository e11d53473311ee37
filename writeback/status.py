"""`writeback status`: one screen of what writeback is doing, gathered read-only.

:func:`gather` returns plain data (the JSON of ``status --json``); each part says which
state it is in, and different states stay different: *not configured* (nothing set up
yet), *unreachable* (set up, but it cannot be read now) and *empty* (readable, nothing in
it) are never shown alike. Nothing here writes: a brain that does not exist is reported
as not created, never created. Components are reached by dotted path (the core imports
none of them), as doctor does.
"""

from __future__ import annotations

import importlib
from datetime import UTC, datetime, timedelta
from typing import Any

from writeback import corpus, heartbeat, ipc, paths, settings

WINDOW = timedelta(days=7)


def gather(now: datetime | None = None) -> dict[str, Any]:
    now = now or datetime.now(UTC)
    try:
        stored = settings.load_file_plane()
        config_state = "ok" if paths.config_file().exists() else "not_configured"
    except settings.ConfigFileError as exc:
        stored, config_state = settings.load_file_plane_or_closed(), f"unreadable: {exc}"
    mode = settings.read_file_value("memory.auto_writeback", stored)
    audience = settings.read_file_value("brain.audience", stored)
    url = settings.brain_url_from_env_or_file(stored)
    out: dict[str, Any] = {
        "config": config_state,
        "mode": {"value": mode.value, "valid": mode.valid, "raw": mode.raw},
        "audience": {
            "value": audience.value,
            "declared": audience.valid and audience.value != settings.UNSET,
        },
        "serve": _serve(url),
        "capture": _capture(now),
    }
    out.update(_brain(url, now))
    out["audience"] = _audience(url, stored, out)
    return out


def _audience(url: str, stored: dict[str, Any], gathered: dict[str, Any]) -> dict[str, Any]:
    from writeback import audience
    from writeback.brain import BrainError, BrainURLError, open_brain

    brain = None
    try:
        if gathered.get("brain", {}).get("state") in ("ok", "empty"):
            brain = open_brain(url)
        found = audience.resolve(brain, stored)
    except (BrainError, BrainURLError):
        found = audience.resolve(None, stored)
    finally:
        if brain is not None:
            brain.close()
    return {"value": found.value, "declared": found.declared, "reasons": found.reasons}


def _serve(url: str) -> dict[str, Any]:
    try:
        sock = ipc.socket_path(url)
    except ValueError as exc:
        return {"state": "not_configured", "detail": str(exc)}
    reply = ipc.request(sock, {"op": "ping"}, timeout=1.0)
    if reply.ok:
        return {"state": "running", "pid": (reply.data or {}).get("pid")}
    if reply.error == "timeout":
        return {"state": "not_answering", "detail": "the socket exists but serve did not answer"}
    return {"state": "not_running", "detail": reply.error}


def _capture(now: datetime) -> dict[str, Any]:
    recent = heartbeat.read(WINDOW)
    last: dict[str, dict[str, Any]] = {}
    for entry in heartbeat.read(None):
        if entry["reason"] != "disabled":
            last[str(entry.get("harness"))] = {"ts": entry.get("ts"), "reason": entry["reason"],
                                              "event": entry.get("event")}  # fmt: skip
    captured = sum(1 for e in recent if e["reason"] in heartbeat.BANKED)
    captured += sum(int((e.get("counts") or {}).get("banked", 0)) for e in recent)
    skipped: dict[str, int] = {}
    for entry in recent:
        reason = entry["reason"]
        if reason in heartbeat.BANKED or reason in heartbeat.READ_SIDE or reason == "session_end":
            continue
        skipped[reason] = skipped.get(reason, 0) + 1
    return {
        "last_by_harness": last,
        "captured_7d": captured,
        "skipped_7d": dict(sorted(skipped.items(), key=lambda kv: -kv[1])),
        "briefs_7d": sum(1 for e in recent if e["reason"] == "ambient_sent"),
    }


def _brain(url: str, now: datetime) -> dict[str, Any]:
    from writeback.brain import BrainError, BrainURLError, created, open_brain
    from writeback.brain.url import parse

    try:
        parsed = parse(url)
    except BrainURLError as exc:
        return {"brain": {"state": "not_configured", "detail": str(exc)}}
    where = {"url": parsed.display}
    if not created(parsed):
        # nothing was ever harvested: every banked file is waiting
        return {"brain": {"state": "not_created", **where}, "backlog": _backlog(None, True)}
    try:
        with open_brain(url) as brain:
            since = now - WINDOW
            facts = brain.fact_counts(now)
            harvested = brain.receipt_counts(since)
            usage = brain.usage_counts(since)
            backlog = _backlog(brain)
            db_mode = brain.config_all().get("memory.auto_writeback")
    except (BrainError, BrainURLError) as exc:
        return {"brain": {"state": "unreachable", "detail": str(exc), **where},
                "backlog": _backlog(None)}  # fmt: skip
    remember: dict[str, int] = {}
    for (_client, tool, outcome), n in usage.items():
        if tool == "remember":
            remember[outcome] = remember.get(outcome, 0) + n
    state = "empty" if not any(facts.values()) else "ok"
    return {
        "brain": {"state": state, "runtime_mode": db_mode, **where},
        "facts": facts,
        "harvested_7d": harvested,
        # ambient and explicit saves are indistinguishable on the wire
        "mcp_remember_7d": remember,
        "backlog": backlog,
    }


def _backlog(brain: Any, all_pending: bool = False) -> dict[str, Any]:
    files = corpus.list_banked(None)
    if brain is None:
        return {"banked_files": len(files), "pending": len(files) if all_pending else None}
    sweep = importlib.import_module("writeback.serve.sweep")
    pending, _receipts = sweep.backlog(brain)
    oldest = None
    if pending:
        try:
            oldest = datetime.fromtimestamp(pending[0].stat().st_mtime, UTC).isoformat(
                timespec="seconds"
            )
        except OSError:
            oldest = None
    return {"banked_files": len(files), "pending": len(pending), "oldest_pending": oldest}
