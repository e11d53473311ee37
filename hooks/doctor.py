"""Doctor checks for the capture side: is the hook running, and is the corpus private?"""

from __future__ import annotations

import os
import stat
from datetime import UTC, datetime, timedelta

from writeback import harnesses, heartbeat, paths

STALE_AFTER = timedelta(days=7)
WORRYING = ("scanner_unavailable", "bank_failed", "deadline", "transcript_unreadable")
# Runs that read the transcript and found nothing to bank. A few are normal (tool loops,
# subagents); a harness whose every recent run ends here captures nothing at all.
EMPTY_HANDED = ("no_user_turn", "transcript_turn_missing", "transcript_unrecognized")
# The read side's runs say nothing about capture.
CAPTURE_EVENTS = frozenset(harnesses.events_of(harnesses.CAPTURE))
SILENT_AFTER = 3  # consecutive empty-handed runs (with no capture between) that warn
RECENT_RUNS = 20


def checks() -> list[dict]:
    """[{name, status: ok|warn|fail, message, fix?}] for `writeback doctor`."""
    recent = heartbeat.read(STALE_AFTER)
    return [_last_heartbeat(), _reasons(), *_capture_health(recent), _corpus_perms()]


def _capture_health(recent: list[dict]) -> list[dict]:
    """Per harness: warn when its hook runs but captures nothing."""
    out = []
    capture = [e for e in recent if str(e.get("event", "")) in CAPTURE_EVENTS]
    for harness in sorted({str(e.get("harness")) for e in capture} - {"unknown", "None"}):
        runs = [e for e in capture if e.get("harness") == harness and e["reason"] != "disabled"]
        last = runs[-RECENT_RUNS:]
        name = f"hook.capture.{harness}"
        unknown = sum(1 for e in last if e["reason"] == "transcript_unrecognized")
        if unknown:
            out.append({
                "name": name, "status": "warn",
                "message": f"{unknown} of the last {len(last)} {harness} runs found user "
                "messages in a transcript format this writeback does not read "
                "(transcript_unrecognized): the client changed its files",
                "fix": "upgrade writeback (./install.sh in a newer checkout); see README 'Tested with'",
            })  # fmt: skip
            continue
        streak = 0
        for entry in reversed(last):
            if entry["reason"] not in EMPTY_HANDED:
                break
            streak += 1
        if streak >= SILENT_AFTER:
            reasons = sorted({e["reason"] for e in last[-streak:]})
            out.append({
                "name": name, "status": "warn",
                "message": f"the last {streak} {harness} hook runs banked nothing "
                f"({', '.join(reasons)}): capture from {harness} may be broken",
                "fix": "writeback heartbeat --json   # then see README troubleshooting",
            })  # fmt: skip
        else:
            out.append({"name": name, "status": "ok", "message": f"{harness} turns are reaching writeback"})  # fmt: skip
    return out


def _last_heartbeat() -> dict:
    # ``disabled`` is a run with an unknown event name: not a sign the hook works.
    runs = [e for e in heartbeat.read(None) if e["reason"] != "disabled"]
    last = runs[-1] if runs else None
    if last is None:
        return {
            "name": "hook.heartbeat",
            "status": "warn",
            "message": "the Stop hook has never run",
            "fix": "writeback bootstrap harness   # registers the hooks; then use your agent once",
        }
    ts = heartbeat._parse_ts(last.get("ts"))
    age = datetime.now(UTC) - ts if ts else None
    when = f"{int(age.total_seconds() // 60)} min ago" if age is not None else "at an unknown time"
    if age is None or age > STALE_AFTER:
        return {
            "name": "hook.heartbeat",
            "status": "warn",
            "message": f"last hook run {when} ({last.get('reason')})",
            "fix": "check the hook registration: writeback bootstrap harness",
        }
    return {
        "name": "hook.heartbeat",
        "status": "ok",
        "message": f"last hook run {when} ({last.get('reason')})",
    }


def _reasons() -> dict:
    counts = heartbeat.summarize(timedelta(days=7))
    top = ", ".join(f"{k} {v}" for k, v in list(counts.items())[:5]) or "none"
    bad = {k: counts[k] for k in counts if k in WORRYING or k.startswith("exception_")}
    if bad:
        return {
            "name": "hook.reasons",
            "status": "warn",
            "message": f"7 days: {top}; problems: " + ", ".join(f"{k} {v}" for k, v in bad.items()),
            "fix": "writeback heartbeat --json   # then see README troubleshooting",
        }
    return {"name": "hook.reasons", "status": "ok", "message": f"7 days: {top}"}


def _corpus_perms() -> dict:
    directory = paths.corpus_dir()
    try:
        st = os.lstat(directory)
    except FileNotFoundError:
        return {"name": "corpus.perms", "status": "ok", "message": f"{directory} not created yet"}
    if stat.S_ISLNK(st.st_mode) or not stat.S_ISDIR(st.st_mode):
        return {
            "name": "corpus.perms",
            "status": "fail",
            "message": f"{directory} is not a plain directory",
            "fix": f"move it aside: mv {directory} {directory}.bak",
        }
    problems = []
    if st.st_uid != os.getuid():
        problems.append("owned by another user")
    if st.st_mode & 0o077:
        problems.append(f"mode {stat.S_IMODE(st.st_mode):o} (want 700)")
    loose = 0
    try:
        with os.scandir(directory) as it:
            for entry in it:
                if (
                    entry.is_file(follow_symlinks=False)
                    and entry.stat(follow_symlinks=False).st_mode & 0o077
                ):
                    loose += 1
    except OSError as exc:
        problems.append(f"unreadable ({exc.strerror})")
    if loose:
        problems.append(f"{loose} file(s) readable by others")
    if problems:
        return {
            "name": "corpus.perms",
            "status": "fail",
            "message": f"{directory}: " + "; ".join(problems),
            "fix": f"chmod 700 {directory} && chmod 600 {directory}/.wb-*",
        }
    return {"name": "corpus.perms", "status": "ok", "message": f"{directory} is private (700)"}
