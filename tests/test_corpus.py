"""Corpus files: names, atomic 0600 banking, duplicates, loading, listing."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from writeback import corpus


def _rec(
    text: str = "I prefer pnpm", session: str = "s1", source: str = "claude-code"
) -> corpus.TurnRecord:
    return corpus.TurnRecord(
        harness=source, event="claude-stop", session_id=session, turn_id="u1", cwd="/p",
        captured_at=corpus.now_iso(), turn_ts=None, source_id=source, text=text, mode="salient",
    )  # fmt: skip


def test_name_is_content_addressed() -> None:
    a = corpus.name_for(_rec("I prefer  pnpm"))
    assert corpus.NAME_RE.match(a)
    assert a == corpus.name_for(_rec("I prefer pnpm"))  # whitespace-normalized
    assert a != corpus.name_for(_rec("I prefer pnpm", session="s2"))
    assert corpus.name_for(_rec(source="codex")).endswith(".src-codex.json")
    with pytest.raises(ValueError):
        corpus.name_for(_rec(source="other"))


def test_bank_load_duplicate(wb_home: Path) -> None:
    res = corpus.bank(_rec())
    assert res.status == "banked"
    assert res.path.stat().st_mode & 0o777 == 0o600
    assert res.path.parent.stat().st_mode & 0o777 == 0o700
    assert corpus.load(res.path) == _rec().__class__(
        **{**_rec().to_dict(), "captured_at": corpus.load(res.path).captured_at}
    )
    assert corpus.bank(_rec()).status == "duplicate"
    assert [p.name for p in res.path.parent.iterdir()] == [res.path.name]  # no temp files


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: "not json{",
        lambda d: json.dumps([1]),
        lambda d: json.dumps({**d, "schema_version": 2}),
        lambda d: json.dumps({**d, "text": 5}),
        lambda d: json.dumps({**d, "text": "tampered"}),
        lambda d: json.dumps({k: v for k, v in d.items() if k != "mode"}),
    ],
)
def test_load_rejects_bad_files(wb_home: Path, mutate) -> None:
    res = corpus.bank(_rec())
    res.path.write_text(mutate(json.loads(res.path.read_text())))
    with pytest.raises(corpus.CorpusFileError):
        corpus.load(res.path)


def test_load_rejects_bad_names(tmp_path: Path) -> None:
    p = tmp_path / "x.json"
    p.write_text("{}")
    with pytest.raises(corpus.CorpusFileError):
        corpus.load(p)
    with pytest.raises(corpus.CorpusFileError):
        corpus.load(tmp_path / (".wb-" + "0" * 32 + ".src-codex.json"))


def test_list_banked_oldest_first(wb_home: Path) -> None:
    a = corpus.bank(_rec("first fact here")).path
    b = corpus.bank(_rec("second fact here")).path
    os.utime(a, (time.time() + 10, time.time() + 10))
    (a.parent / "junk.json").write_text("{}")
    assert corpus.list_banked() == [b, a]
    assert corpus.list_banked(wb_home / "missing") == []
