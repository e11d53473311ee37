"""Who reads this brain: ``personal``, ``shared`` or ``unknown``, with the evidence.

A declaration (``brain.audience``; the brain's DB plane wins over config.json) always
decides. Without one, a conservative guess: three or more distinct MCP clients that are
not automation (by the client name the MCP server records) active on this brain in the
last 30 days make it ``shared``; anything less is ``personal``. When the usage cannot be
read although the brain answers, the guess is ``personal``; when config.json cannot be
read at all, ``unknown``.

The answer only decides whether writeback may *ask* to turn capture on (never on a
shared or unknown brain) and what doctor and status show. It never turns anything on.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any, NamedTuple

from writeback import settings

WINDOW = timedelta(days=30)
SHARED_AT = 3  # distinct human-driven clients
# Client names that are scripts, tests or probes, not people's agents (case-insensitive).
AUTOMATED = ("test", "bot", "ci", "inspector", "smoke", "probe", "script", "writeback", "redacted")
FIX = "writeback config set brain.audience personal   # or: shared"


class Audience(NamedTuple):
    value: str  # personal | shared | unknown
    declared: bool
    reasons: list[str]


def is_automated(client: str) -> bool:
    name = client.strip().lower()
    return not name or any(word in name for word in AUTOMATED)


def resolve(brain: Any | None, stored: dict[str, Any] | None = None) -> Audience:
    """The audience of ``brain`` (None: not reachable) under the file plane ``stored``
    (None: read config.json now)."""
    if stored is None:
        try:
            stored = settings.load_file_plane()
        except settings.ConfigFileError as exc:
            return Audience("unknown", False, [f"config.json unreadable: {exc}"])
    db_value = None
    if brain is not None:
        try:
            db_value = brain.config_all().get("brain.audience")
        except Exception:  # noqa: BLE001 - a failed read is evidence, not an error here
            db_value = None
    if db_value in ("personal", "shared"):
        return Audience(str(db_value), True, ["declared in the brain (brain.audience)"])
    declared = settings.read_file_value("brain.audience", stored)
    if declared.valid and declared.value in ("personal", "shared"):
        return Audience(str(declared.value), True, ["declared in config.json (brain.audience)"])
    if brain is None:
        return Audience("personal", False, ["not declared; brain not reachable, assumed personal"])
    try:
        usage = brain.usage_counts(datetime.now(UTC) - WINDOW)
    except Exception:  # noqa: BLE001
        return Audience("personal", False, ["not declared; MCP usage unreadable, assumed personal"])
    clients = sorted({c for (c, _tool, _out) in usage if c and not is_automated(c)})
    shown = ", ".join(clients[:6]) or "none"
    if len(clients) >= SHARED_AT:
        return Audience("shared", False, [f"not declared; {len(clients)} MCP clients in 30 days ({shown})"])  # fmt: skip
    return Audience("personal", False, [f"not declared; {len(clients)} MCP client(s) in 30 days ({shown})"])  # fmt: skip


def may_offer_capture(audience: Audience, stored: dict[str, Any]) -> bool:
    """Whether writeback may offer once to turn capture on: a personal brain, capture off,
    and the offer never made (a "no" is recorded and final)."""
    mode = settings.read_file_value("memory.auto_writeback", stored)
    shown = settings.read_file_value("memory.auto_writeback_notice_shown", stored)
    return audience.value == "personal" and mode.value == "off" and shown.value is not True
