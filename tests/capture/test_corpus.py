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


# --- one turn-record definition: the corpus file check and the serve's bank request -------


def _wire(record: dict) -> bytes:
    from writeback import ipc

    return ipc.encode({"v": 1, "op": "bank", "record": record}).rstrip(b"\n")


def _both_accept(record: dict, tmp_path: Path) -> tuple[bool, bool]:
    """(a corpus file holding ``record`` loads, a bank request carrying it parses)."""
    from writeback.serve import protocol

    name = _rec().to_dict()  # the name the file must have (check runs before that test)
    name.update({k: record[k] for k in ("session_id", "text") if isinstance(record.get(k), str)})
    if record.get("source_id") in corpus.SOURCE_IDS:
        name["source_id"] = record["source_id"]
    path = tmp_path / corpus.name_for(corpus.TurnRecord(**name))
    path.write_text(json.dumps(record))
    try:
        corpus.load(path)
        as_file = True
    except corpus.CorpusFileError:
        as_file = False
    finally:
        path.unlink()
    try:
        protocol.parse_request(_wire(record))
        as_request = True
    except protocol.ProtocolError as exc:
        assert exc.code == "bad_request"
        as_request = False
    return as_file, as_request


def test_field_table_is_the_turn_record() -> None:
    assert (*(f.name for f in corpus.FIELDS), "schema_version") == corpus.TurnRecord._fields
    assert corpus.MODES == ("salient", "all")


def test_every_limit_in_the_field_table_holds_for_files_and_requests(tmp_path: Path) -> None:
    """Each field at its limit is taken and one past it refused, by the corpus check and
    the serve's bank request alike (they share corpus.check: no second copy to drift)."""
    good = _rec().to_dict()
    assert _both_accept(good, tmp_path) == (True, True)
    for spec in corpus.FIELDS:
        if spec.choices:
            assert _both_accept({**good, spec.name: "nope"}, tmp_path) == (False, False)
            for choice in spec.choices:
                ok = {**good, spec.name: choice}
                if spec.name in ("harness", "source_id"):
                    ok = {**ok, "harness": choice, "source_id": choice}
                assert _both_accept(ok, tmp_path) == (True, True), (spec.name, choice)
            continue
        at_limit = {**good, spec.name: "x" * spec.max_length}
        assert _both_accept(at_limit, tmp_path) == (True, True), spec.name
        over = {**good, spec.name: "x" * (spec.max_length + 1)}
        assert _both_accept(over, tmp_path) == (False, False), spec.name
        assert _both_accept({**good, spec.name: 7}, tmp_path) == (False, False), spec.name
        if spec.required:
            assert _both_accept({**good, spec.name: ""}, tmp_path) == (False, False)
            missing = {k: v for k, v in good.items() if k != spec.name}
            assert _both_accept(missing, tmp_path) == (False, False), spec.name
        else:
            assert _both_accept({**good, spec.name: None}, tmp_path) == (True, True)
    assert _both_accept({**good, "extra": "x"}, tmp_path) == (False, False)
    assert _both_accept({**good, "schema_version": 2}, tmp_path) == (False, False)
    assert _both_accept({**good, "schema_version": True}, tmp_path) == (False, False)
