"""Brain URL parsing: spellings of one SQLite file agree; passwords never leak."""

import pytest

from writeback.brain.url import BrainURLError, parse


def test_sqlite_spellings_share_a_canonical_form(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    target = tmp_path / "b.db"
    spellings = [
        f"sqlite:///{target}",
        f"sqlite:////{str(target).lstrip('/')}",
        f"sqlite://localhost/{target}",
        str(target),
        "./b.db",
        f"sqlite:{tmp_path}/sub/../b.db",
    ]
    canon = {parse(s).canonical for s in spellings}
    keys = {parse(s).key for s in spellings}
    assert len(canon) == 1 and len(keys) == 1
    assert parse(spellings[0]).path == target.resolve()


def test_postgres_password_is_dropped():
    a = parse("postgresql://bob:s3cret@DB.example:5432/brain")
    b = parse("postgres://bob:other@db.example/brain")
    assert "s3cret" not in a.canonical and "s3cret" not in a.key
    assert a.canonical == b.canonical == "postgresql://bob@db.example:5432/brain"
    assert a.dsn and "s3cret" in a.dsn  # kept only for connecting


@pytest.mark.parametrize(
    "bad", ["", "mysql://x/y", "http://h/db", "brain.db", "sqlite://", "postgresql://h/"]
)
def test_bad_urls_are_clear(bad):
    with pytest.raises(BrainURLError) as info:
        parse(bad)
    assert str(info.value)
