"""`writeback eval` on the shipped eval sets; the salient-mode targets are enforced here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from writeback.cli import cli
from writeback.extract.base import Candidate
from writeback.extract.evaluate import GoldFact, load_fixtures, match

EVAL_DIR = Path(__file__).parent / "eval"
TARGETS = {"recall": 0.85, "precision": 0.90, "kind_accuracy": 0.80, "transient_accuracy": 0.90}


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["eval", *args])
    return result.exit_code, result.output


@pytest.mark.parametrize("name", ["turns.jsonl", "holdout.jsonl", "blind.jsonl"])
def test_salient_targets(name: str) -> None:
    code, out = run(str(EVAL_DIR / name), "--json")
    assert code == 0, out
    report = json.loads(out)
    assert report["schema_version"] == 1
    for key, floor in TARGETS.items():
        assert report[key] >= floor, f"{name}: {key} {report[key]} < {floor}"
    assert set(report["per_language"]) == {"en", "zh", "ja", "ko"}


def test_eval_set_shape() -> None:
    turns = load_fixtures(EVAL_DIR / "turns.jsonl")
    assert len(turns) >= 150
    assert sum(1 for t in turns if not t.gold) >= 40
    assert {g.kind for t in turns for g in t.gold} == {
        "preference", "correction", "decision", "commitment",
        "relationship", "project_state", "fact",
    }  # fmt: skip
    transient_langs = {t.lang for t in turns for g in t.gold if g.transient}
    assert transient_langs == {"en", "zh", "ja", "ko"}
    assert len(load_fixtures(EVAL_DIR / "holdout.jsonl")) >= 40


def test_human_output_and_mode_all() -> None:
    code, out = run(str(EVAL_DIR / "holdout.jsonl"))
    assert code == 0
    assert "recall" in out and "precision" in out and "relationship" in out
    code, out = run(str(EVAL_DIR / "holdout.jsonl"), "--mode", "all", "--json")
    assert code == 0 and json.loads(out)["mode"] == "all"


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    code, out = run(str(tmp_path / "nope.jsonl"))
    assert code == 2
    assert "no such file" in out and "Traceback" not in out


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "not valid JSON"),
        ('{"gold": []}', '"text"'),
        ('{"text": "x", "gold": [{"kw": [], "kind": "fact"}]}', '"kw"'),
        ('{"text": "x", "gold": [{"kw": ["a"], "kind": "opinion"}]}', "opinion"),
        ('["x"]', "JSON object"),
    ],
)
def test_malformed_fixture_names_the_line(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"text": "I prefer tabs", "gold": []}\n\n' + line + "\n", encoding="utf-8")
    code, out = run(str(path))
    assert code == 2
    assert "bad.jsonl:3" in out and message in out
    assert "Traceback" not in out


def test_matching_is_one_to_one_and_optimal() -> None:
    gold = [GoldFact(("tokyo",), "fact"), GoldFact(("tokyo", "march"), "fact")]
    claims = [
        Candidate("In Tokyo in March", "fact", None, "high", False),
        Candidate("Tokyo office", "fact", None, "high", False),
    ]
    # Greedy would give claim 0 to gold 0 and leave gold 1 unmatched.
    assert match(gold, claims) == {0: 1, 1: 0}
    assert match([GoldFact(("x",), "fact")], []) == {}


def test_second_blind_set_does_not_regress() -> None:
    """tests/eval/blind2.jsonl: 120 turns written without seeing the rules, never tuned on.
    It sits just below the recall target (0.825 when added); this is a no-regression floor,
    not the target. Raise the floor when the engine improves; never tune on the file."""
    code, out = run(str(EVAL_DIR / "blind2.jsonl"), "--json")
    report = json.loads(out)
    assert code == 0
    assert report["recall"] >= 0.82 and report["precision"] >= 0.89
    assert report["kind_accuracy"] >= 0.90 and report["transient_accuracy"] >= 0.95
