"""serve/sweep checks for `writeback doctor`: is a serve answering for the configured
brain, how big and old is the unharvested backlog, and is the sweep cron line there."""

from __future__ import annotations

import time

from writeback import ipc, settings
from writeback.brain import BrainError, BrainURLError, open_brain


def checks() -> list[dict]:
    try:
        url = settings.brain_url_from_env_or_file()
        sock = ipc.socket_path(url)
    except (BrainURLError, settings.ConfigFileError) as exc:
        return [{"name": "serve.reachable", "status": "fail", "message": str(exc)}]
    out = [_serve(sock), *_backlog(url), _cron()]
    return out


def _serve(sock) -> dict:
    reply = ipc.request(sock, {"op": "ping"}, timeout=1.0)
    if reply.ok and reply.data:
        return {"name": "serve.reachable", "status": "ok",
                "message": f"pid {reply.data.get('pid')}, up {reply.data.get('uptime_s')} s"}  # fmt: skip
    return {
        "name": "serve.reachable",
        "status": "warn",
        "message": f"no serve answering ({reply.error}); banked turns wait for sweep",
        "fix": "writeback serve start   (or: writeback serve install; or: writeback sweep --install-cron)",
    }


def _backlog(url: str) -> list[dict]:
    from writeback.serve.sweep import backlog

    try:
        with open_brain(url) as brain:
            pending, receipts = backlog(brain)
    except (BrainError, BrainURLError) as exc:
        return [{"name": "corpus.backlog", "status": "fail", "message": f"brain unreadable: {exc}"}]
    deferred = sum(
        1 for p in pending if p.name in receipts and receipts[p.name].outcome == "deferred"
    )
    retrying = sum(
        1 for p in pending if p.name in receipts and receipts[p.name].outcome != "deferred"
    )
    failed = sum(1 for r in receipts.values() if r.outcome == "failed")
    if not pending:
        check = {
            "name": "corpus.backlog",
            "status": "ok",
            "message": f"nothing waiting ({len(receipts)} banked files kept)",
        }
    else:
        try:
            oldest = time.time() - pending[0].stat().st_mtime
        except OSError:
            oldest = 0.0
        status = "warn" if oldest > 3600 else "ok"
        check = {
            "name": "corpus.backlog",
            "status": status,
            "message": f"{len(pending)} unharvested, oldest {_age(oldest)}; "
            f"{deferred} deferred, {retrying} retrying (non-terminal)",
            "fix": "writeback sweep --once",
        }
    out = [check]
    if failed:
        out.append({"name": "corpus.failed", "status": "warn",
                    "message": f"{failed} turns failed extraction for good (see extract.command)"})  # fmt: skip
    return out


def _cron() -> dict:
    from writeback.serve.schedule import cron_installed

    present = cron_installed()
    if present:
        return {"name": "sweep.cron", "status": "ok", "message": "crontab line present"}
    return {
        "name": "sweep.cron",
        "status": "warn" if present is False else "ok",
        "message": "no sweep crontab line" if present is False else "no crontab on this machine",
        "fix": "writeback sweep --install-cron",
    }


def _age(seconds: float) -> str:
    if seconds < 120:
        return f"{int(seconds)} s"
    if seconds < 7200:
        return f"{int(seconds // 60)} min"
    return f"{seconds / 3600:.1f} h"
