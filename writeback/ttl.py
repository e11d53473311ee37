"""TTL parsing: shorthand durations, spelled-out durations and absolute ISO 8601 instants.

Pure and standard-library only (the hook and the instruction renderer import it).

Accepted: ``30d``, ``12h``, ``45m``, ``90s``, ``2w``, ``30 days``, ``12 hours``, ``1 week``,
``2026-12-24``, ``2026-12-24T18:00``, ``2026-12-24T18:00:00+01:00``. ISO 8601 *durations*
(``P30D``) are refused with the typed code ``iso_duration`` so the user gets a precise hint.
A naive absolute time is read as the machine's local time.
"""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from typing import NamedTuple

MAX_TRANSIENT = timedelta(days=365)
MAX_DURATION = timedelta(days=36500)  # a century: anything longer is a typo, or an attack
MIN_YEAR, MAX_YEAR = 1970, 9998

_UNITS = {
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    "d": 86400, "day": 86400, "days": 86400,
    "w": 604800, "wk": 604800, "week": 604800, "weeks": 604800,
}  # fmt: skip
_DURATION = re.compile(r"^\s*(-?\d+)\s*([a-zA-Z]+)\s*$")
_ISO_DURATION = re.compile(r"^\s*-?P(?=\d|T\d)", re.IGNORECASE)


class TTLError(ValueError):
    """A TTL that cannot be used; ``code`` is stable for machines."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class TTL(NamedTuple):
    """A parsed TTL: either a relative duration or an absolute instant (UTC)."""

    text: str
    duration: timedelta | None = None
    until: datetime | None = None

    @property
    def is_shorthand(self) -> bool:
        return self.duration is not None

    def expires_at(self, now: datetime) -> datetime:
        """When a fact written at ``now`` with this TTL stops being active."""
        if self.duration is not None:
            try:
                return _in_range(now + self.duration, self.text)
            except OverflowError:
                raise _out_of_range(self.text) from None
        assert self.until is not None
        return self.until


def parse(text: str) -> TTL:
    """Parse a TTL string or raise :class:`TTLError` (codes: empty, iso_duration,
    non_positive, unknown_unit, out_of_range, invalid)."""
    if not isinstance(text, str) or not text.strip():
        raise TTLError("empty", "TTL is empty; use e.g. 3d, 12h, 30 days or 2026-12-24")
    raw = text.strip()
    if _ISO_DURATION.match(raw):
        raise TTLError(
            "iso_duration",
            f"ISO 8601 durations like {raw!r} are not accepted; write 30d, 12h or 30 days",
        )
    m = _DURATION.match(raw)
    if m:
        if len(m.group(1)) > 12:  # int() of thousands of digits is refused by Python itself
            raise _out_of_range(raw)
        amount, unit = int(m.group(1)), m.group(2).lower()
        if unit not in _UNITS:
            raise TTLError(
                "unknown_unit", f"unknown unit {m.group(2)!r} in {raw!r}; use s, m, h, d or w"
            )
        if amount <= 0:
            raise TTLError("non_positive", f"TTL must be positive, got {raw!r}")
        if amount * _UNITS[unit] > MAX_DURATION.total_seconds():
            raise _out_of_range(raw)
        return TTL(text=raw, duration=timedelta(seconds=amount * _UNITS[unit]))
    return TTL(text=raw, until=parse_instant(raw))


def parse_instant(raw: str) -> datetime:
    candidate = raw[:-1] + "+00:00" if raw.endswith(("Z", "z")) else raw
    try:
        if len(candidate) == 10:
            d = date.fromisoformat(candidate)
            value = datetime(d.year, d.month, d.day)
        else:
            value = datetime.fromisoformat(candidate)
    except ValueError:
        raise TTLError(
            "invalid",
            f"cannot read TTL {raw!r}; use 3d, 12h, 45m, 90s, 30 days, 1 week or an ISO date",
        ) from None
    try:
        if value.tzinfo is None:
            value = value.astimezone()  # naive: the user's local time
        return _in_range(value.astimezone(UTC), raw)
    except (OverflowError, ValueError):  # year 1 in a zone east of UTC, …
        raise _out_of_range(raw) from None


def _in_range(value: datetime, raw: str) -> datetime:
    """Instants outside MIN_YEAR…MAX_YEAR are refused: timestamps are stored as fixed-width
    ISO text (a 1- or 5-digit year would break their ordering) and arithmetic overflows."""
    if not MIN_YEAR <= value.year <= MAX_YEAR:
        raise _out_of_range(raw)
    return value


def _out_of_range(raw: str) -> TTLError:
    return TTLError(
        "out_of_range",
        f"{raw!r} is out of range; use a time between {MIN_YEAR} and {MAX_YEAR} "
        f"(durations up to {MAX_DURATION.days} days)",
    )


def check_transient_ttl(text: str) -> TTL:
    """The one rule for a transient TTL: a positive shorthand duration of at most 365 days."""
    ttl = parse(text)
    if ttl.duration is None:
        raise TTLError(
            "not_shorthand", f"transient TTL must be a duration like 3d, not a date ({text!r})"
        )
    if ttl.duration > MAX_TRANSIENT:
        raise TTLError("too_long", f"transient TTL {text!r} is longer than the 365d maximum")
    return ttl


def is_valid_transient_ttl(text: object) -> bool:
    """True when ``text`` may be used as ``memory.auto_writeback_transient_ttl``."""
    if not isinstance(text, str):
        return False
    try:
        check_transient_ttl(text)
    except TTLError:
        return False
    return True
