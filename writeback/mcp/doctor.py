"""doctor checks for the MCP server: 7-day ``remember`` outcome counters per client.

The counters come from the usage events the server records on every call. They cannot
tell an ambient save (the agent following the contract) from an explicit one (the user
said "remember this"): both are the same ``remember`` call on the wire, so the message
says so instead of pretending otherwise.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

WINDOW = timedelta(days=7)
COUNTED = ("inserted", "duplicate", "superseded")
HONESTY = "ambient and explicit saves are indistinguishable on the wire"


def remember_counters(
    counts: dict[tuple[str, str, str], int],
) -> dict[str, dict[str, int]]:
    """usage_counts rows → {client: {inserted, duplicate, superseded, error}} for remember."""
    out: dict[str, dict[str, int]] = {}
    for (client, tool, outcome), n in counts.items():
        if tool != "remember":
            continue
        row = out.setdefault(client or "unknown", dict.fromkeys((*COUNTED, "error"), 0))
        row[outcome if outcome in COUNTED else "error"] += n
    return out


def checks(now: datetime | None = None) -> list[dict[str, Any]]:
    """One check with the 7-day remember counters per client (warn when the brain is down)."""
    from writeback import settings
    from writeback.brain import BrainError, BrainURLError, open_brain

    name = "mcp.remember_7d"
    since = (now or datetime.now(UTC)) - WINDOW
    try:
        with open_brain(settings.brain_url_from_env_or_file()) as brain:
            counts = brain.usage_counts(since)
    except (BrainError, BrainURLError, settings.ConfigFileError) as exc:
        return [{"name": name, "status": "warn", "message": f"no usage counters: {exc}"}]
    per_client = remember_counters(counts)
    if not per_client:
        return [
            {
                "name": name,
                "status": "ok",
                "message": f"no remember calls over MCP in the last 7 days ({HONESTY})",
            }
        ]
    parts = []
    for client in sorted(per_client):
        row = per_client[client]
        parts.append(
            f"{client}: {row['inserted']} inserted, {row['duplicate']} duplicate, "
            f"{row['superseded']} superseded, {row['error']} error"
        )
    total_errors = sum(r["error"] for r in per_client.values())
    total = sum(sum(r.values()) for r in per_client.values())
    # Mostly-failing saves mean the agent is calling remember wrongly (or the brain is down).
    status = "warn" if total_errors and total_errors * 2 >= total else "ok"
    return [
        {
            "name": name,
            "status": status,
            "message": f"remember over MCP, last 7 days — {'; '.join(parts)} ({HONESTY})",
        }
    ]
