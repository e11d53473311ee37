"""TTL parser table: shorthand, spelled-out, absolute, and every typed error."""

from datetime import UTC, datetime, timedelta

import pytest

from writeback import ttl


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("30d", 30 * 86400),
        ("12h", 12 * 3600),
        ("45m", 45 * 60),
        ("90s", 90),
        ("30 days", 30 * 86400),
        ("12 hours", 12 * 3600),
        ("1 week", 7 * 86400),
        ("2w", 14 * 86400),
        (" 3D ", 3 * 86400),
        ("1 day", 86400),
    ],
)
def test_durations(text, seconds):
    parsed = ttl.parse(text)
    assert parsed.duration == timedelta(seconds=seconds)
    assert parsed.is_shorthand


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2026-12-24", None),
        ("2026-12-24T18:00:00Z", datetime(2026, 12, 24, 18, 0, tzinfo=UTC)),
        ("2026-12-24T18:00:00+01:00", datetime(2026, 12, 24, 17, 0, tzinfo=UTC)),
    ],
)
def test_absolute(text, expected):
    parsed = ttl.parse(text)
    assert parsed.duration is None and parsed.until is not None
    assert parsed.until.tzinfo is not None
    if expected:
        assert parsed.until == expected
    now = datetime(2026, 1, 1, tzinfo=UTC)
    assert parsed.expires_at(now) == parsed.until


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("P30D", "iso_duration"),
        ("pt12h", "iso_duration"),
        ("", "empty"),
        ("   ", "empty"),
        ("0d", "non_positive"),
        ("-3d", "non_positive"),
        ("3 fortnights", "unknown_unit"),
        ("soon", "invalid"),
        ("2026-13-45", "invalid"),
    ],
)
def test_errors_are_typed(text, code):
    with pytest.raises(ttl.TTLError) as info:
        ttl.parse(text)
    assert info.value.code == code


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("3d", True),
        ("365d", True),
        ("366d", False),
        ("52 weeks", True),
        ("53 weeks", False),
        ("8760h", True),
        ("8761h", False),
        ("1s", True),
        ("0d", False),
        ("P30D", False),
        ("2026-12-24", False),
        (None, False),
        (3, False),
    ],
)
def test_transient_predicate_boundaries(text, ok):
    assert ttl.is_valid_transient_ttl(text) is ok


def test_ttl_module_is_pure():
    import ast
    import inspect

    tree = ast.parse(inspect.getsource(ttl))
    imported = {
        (n.module or "").split(".")[0] if isinstance(n, ast.ImportFrom) else a.name.split(".")[0]
        for n in ast.walk(tree)
        if isinstance(n, ast.Import | ast.ImportFrom)
        for a in (n.names if isinstance(n, ast.Import) else [n])
    }
    assert imported <= {"__future__", "re", "typing", "datetime"}
