"""`writeback activity`: what happened to the turns of each session, rebuilt from what is
on disk (the heartbeat, the banked files and their receipts), so it cannot drift.

Per session: every hook run with its reason, and every banked turn with its harvest
outcome and the ids of the facts it produced. A session's banked turns are found by
reading the banked files (kept ``corpus.retention_days``); runs older than the
heartbeat's rotation are gone, which the output says rather than hides.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from writeback import corpus, heartbeat


def gather(brain: Any, since: timedelta, session: str | None = None) -> dict[str, Any]:
    cutoff = datetime.now(UTC) - since
    sessions: dict[str, dict[str, Any]] = {}

    def entry(sid: str) -> dict[str, Any]:
        return sessions.setdefault(sid, {"session_id": sid, "runs": [], "turns": []})

    for run in heartbeat.read(since):
        sid = run.get("session_id")
        if not isinstance(sid, str) or (session is not None and sid != session):
            continue
        entry(sid)["runs"].append(
            {k: run.get(k) for k in ("ts", "harness", "event", "reason", "duration_ms")}
        )
    banked = []
    for path in corpus.list_banked(None):
        try:
            if datetime.fromtimestamp(path.stat().st_mtime, UTC) < cutoff:
                continue
            record = corpus.load(path)
        except (OSError, corpus.CorpusFileError):
            continue
        if session is not None and record.session_id != session:
            continue
        banked.append((path.name, record))
    receipts = brain.receipts([name for name, _ in banked]) if brain is not None else {}
    for name, record in banked:
        receipt = receipts.get(name)
        detail = receipt.detail if receipt else {}
        entry(record.session_id)["turns"].append({
            "file": name,
            "harness": record.harness,
            "turn_id": record.turn_id,
            "captured_at": record.captured_at,
            "project": record.project,
            "excerpt": " ".join(record.text.split())[:120],
            "outcome": receipt.outcome if receipt else "pending",
            "terminal": bool(receipt and receipt.terminal),
            "fact_ids": list(detail.get("fact_ids") or []),
        })  # fmt: skip
    for item in sessions.values():
        item["runs"].sort(key=lambda r: r.get("ts") or "")
        item["turns"].sort(key=lambda t: t.get("captured_at") or "")
        stamps = [r["ts"] for r in item["runs"] if r.get("ts")] + [
            t["captured_at"] for t in item["turns"] if t.get("captured_at")
        ]
        item["last"] = max(stamps) if stamps else None
    ordered = sorted(sessions.values(), key=lambda s: s["last"] or "", reverse=True)
    return {"since": cutoff.isoformat(timespec="seconds"), "sessions": ordered}
