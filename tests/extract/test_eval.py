"""`writeback eval` on the shipped eval sets; the salient-mode targets are enforced here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from writeback.cli import cli
from writeback.extract.base import Candidate
from writeback.extract.evaluate import GoldFact, evaluate, load_fixtures, match

EVAL_DIR = Path(__file__).resolve().parents[1] / "eval"
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


BLIND = ["blind.jsonl", "blind2.jsonl", "blind3.jsonl", "blind4.jsonl"]
# Pooled over every blind turn (1,662). blind4.jsonl (444 turns: founder operations, family
# life, a research lab, a support team, open-source maintainers; written without seeing the
# rules) scored blind once before any tuning at 0.551 recall / 0.892 precision / 0.710 kind
# accuracy, then was folded into development. The targets are recall >= 0.85,
# precision >= 0.90, kind accuracy >= 0.85; pooled today 0.870 / 0.928 / 0.913 — all met
# (figures and rounds: docs/extract-quality.md); the recall floor sits just under today's.
POOLED = {"recall": 0.86, "precision": 0.90, "kind_accuracy": 0.85, "transient_accuracy": 0.90}


@pytest.mark.parametrize(
    ("name", "recall", "precision"),
    [("blind2.jsonl", 0.88, 0.90), ("blind3.jsonl", 0.87, 0.93)],
)
def test_blind_sets_do_not_regress(name: str, recall: float, precision: float) -> None:
    """blind2.jsonl (120 turns) and blind3.jsonl (998 turns, nine batches by nine writers) were
    written without seeing the rules and are never tuned on: score them, never read their
    misses. These are no-regression floors just under today's figures (blind2 0.887 / 0.905,
    blind3 0.879 / 0.930); raise them when the engine improves."""
    code, out = run(str(EVAL_DIR / name), "--json")
    report = json.loads(out)
    assert code == 0
    assert report["recall"] >= recall and report["precision"] >= precision, report
    assert report["kind_accuracy"] >= 0.90 and report["transient_accuracy"] >= 0.95


# The targets on every blind turn of the five sets (2,107 turns). blind4 and
# blind5 are development now, so this is partly a development figure; the never-read sets
# (blind, blind2, blind3) are held above. Pooled after round 4: 0.850 / 0.930 / 0.896 / 0.953.
ALL_FIVE = {"recall": 0.85, "precision": 0.90, "kind_accuracy": 0.85, "transient_accuracy": 0.90}


@pytest.mark.parametrize(
    ("sets", "turns", "floors"),
    [
        # The honest figure for unseen turns: every blind turn (1,662) scored together.
        pytest.param(BLIND, 1662, POOLED, id="blind-to-blind4"),
        pytest.param([*BLIND, "blind5.jsonl"], 2107, ALL_FIVE, id="all-five"),
    ],
)
def test_blind_turns_pooled_meet_the_targets(sets: list[str], turns: int, floors: dict) -> None:
    pooled = [t for name in sets for t in load_fixtures(EVAL_DIR / name)]
    assert len(pooled) >= turns
    report = evaluate(pooled).to_json()
    for key, floor in floors.items():
        assert report[key] >= floor, f"pooled {sets}: {key} {report[key]} < {floor}"


def test_blind_sets_share_no_fact_turn_with_the_development_set() -> None:
    """A blind turn that is also a development turn would be tuned on. (A few one-line
    empty turns such as "lol ok" occur in both; they carry no fact to tune on.)"""
    dev = {t.text for t in load_fixtures(EVAL_DIR / "turns.jsonl")}
    for name in [*BLIND, *LATER_BLIND, "holdout.jsonl"]:
        shared = {t.text for t in load_fixtures(EVAL_DIR / name) if t.gold} & dev
        assert not shared, (name, shared)
    assert not dev & {t.text for t in load_fixtures(EVAL_DIR / "blind3.jsonl")}


# No-regression floors (recall, precision, kind accuracy, transient accuracy) just under
# each set's figures today; raise them when the engine improves. Per set, as written:
LATER_FLOORS = {
    # blind4: development now (tuned on after its blind score 0.551 / 0.892 / 0.710); after
    # round 4: 0.840 / 0.929 / 0.835; 0.850 / 0.930 / 0.834 after round 6's sentence split;
    # 0.905 / 0.955 / 0.873 / 0.953 after round 7; 0.914 / 0.953 / 0.898 / 0.953 after 9.
    "blind4.jsonl": (0.90, 0.94, 0.88, 0.94),
    # blind5 (445 turns in six batches: founder operations, household, hospital IT, zh/ja/ko
    # work and life, open-source and support tickets, a grad lab; a quarter with no facts),
    # written by a helper who never saw the rules, scored blind once before any tuning:
    # 0.593 / 0.909 / 0.696 / 0.875. Development since issue 12's round 3, which read its
    # misses and fixed them by family (0.744 / 0.931 / 0.832 / 0.895, per batch in
    # docs/extract-quality.md; 0.786 / 0.935 / 0.833 / 0.895 after round 4; 0.797 / 0.938 /
    # 0.832 / 0.891 after round 6's sentence split; 0.837 / 0.936 / 0.879 / 0.889 after all
    # of round 6; 0.873 / 0.943 / 0.871 / 0.896 after round 7; 0.875 / 0.943 / 0.886 / 0.901
    # after round 9).
    "blind5.jsonl": (0.86, 0.93, 0.87, 0.89),
    # blind6 (373 turns, six batches in styles unlike the earlier sets: a law firm, a
    # restaurant, a game studio, construction and a school with voice-dictated run-ons,
    # Japanese and Korean, WeChat-style Chinese; 28 % without facts), written by a helper who
    # never saw the rules. NEVER READ and kept out of the snapshot. Scored before and after
    # rules rounds 4 and 5 (0.496 / 0.844 / 0.654 before round 4, 0.499 / 0.844 / 0.660 after
    # it, 0.530 / 0.849 / 0.676 after round 5, which read blind7's registers: mail and chat
    # envelopes, status lists, dictated run-ons) — the honest figure for material unlike the
    # development set, far below the pooled figures (docs/extract-quality.md). Round 6
    # (anchored fallback, sentence split, CJK, texting registers) moved it to 0.610 / 0.840 /
    # 0.667: 34 more facts found, their kinds right 41 % of the time, while on the facts found
    # before and after kind accuracy rose 0.679 -> 0.706 (the floor on kind is over a larger
    # population, hence lower than before the round); round 7: 0.617 / 0.836 / 0.663 / 0.828.
    # Development since round 8, which read its misses (0.722 / 0.874 / 0.782 / 0.859 after;
    # 0.729 / 0.878 / 0.814 / 0.854 after round 9; 0.729 / 0.880 / 0.827 / 0.854 after 10).
    "blind6.jsonl": (0.71, 0.86, 0.81, 0.84),
    # blind7 (292 turns, five batches: a nonprofit, a freelance designer, on-call SRE chatter,
    # a sports club with dictated run-ons, zh/ja/ko small-business and nursing), written by a
    # helper who never saw the rules, in the registers blind6 showed the engine misses, scored
    # blind once: 0.485 / 0.914 / 0.784 / 0.865. Development since rules round 5, which read
    # its misses by register (0.561 / 0.924 / 0.789 / 0.877 after it; 0.590 / 0.928 / 0.794 /
    # 0.883 after round 6's sentence split; 0.803 / 0.942 / 0.853 / 0.890 after round 7;
    # 0.853 / 0.935 / 0.862 / 0.896 after round 8; 0.856 / 0.932 / 0.877 / 0.897 after 9;
    # 0.856 / 0.932 / 0.889 / 0.897 after 10).
    "blind7.jsonl": (0.84, 0.92, 0.87, 0.88),
    # blind8 (issue 12, round 6): six batches written by helpers who never saw the code, in
    # registers none of the earlier sets has (a freight dispatcher texting in shorthand, a
    # veterinary clinic pasting mail, a PhD student code-switching zh/ja/ko with English, an
    # indie app developer's changelog notes, a wedding planner with pasted group chat, a
    # retired engineer in English and Korean). Scored blind once on the engine at the start
    # of round 6: 0.398 / 0.664 / 0.618 / 0.737. Half of it is development since (this file:
    # the dispatcher, the PhD student and the planner; 0.337 / 0.691 / 0.609 / 0.759 blind,
    # 0.647 / 0.831 / 0.754 / 0.713 after rounds 6 and 7, 0.663 / 0.838 / 0.789 / 0.737 after
    # round 8, 0.670 / 0.840 / 0.809 / 0.734 after round 9, 0.671 / 0.844 / 0.809 / 0.734
    # after round 10) ...
    "blind8.jsonl": (0.65, 0.83, 0.79, 0.72),
    # ... and half was never read until round 8 folded it in (blind8-held: the clinic, the
    # app developer, the retired engineer): 0.453 / 0.647 / 0.623 / 0.723 blind, 0.547 /
    # 0.680 / 0.592 / 0.739 after rounds 6 and 7, 0.617 / 0.728 / 0.689 / 0.763 after round 8,
    # 0.627 / 0.744 / 0.756 / 0.772 after round 9, 0.638 / 0.756 / 0.765 / 0.776 after round
    # 10 (docs/extract-quality.md).
    "blind8-held.jsonl": (0.62, 0.74, 0.75, 0.76),
    # blind9: three batches (a school's head of science, an estate agent's dictated voice
    # notes, a family restaurant in Taipei and Osaka in zh-TW / ja / en) written during round
    # 6 by a helper who never saw the code, never read and used for no decision until round 8
    # folded it in: scored on the engine before round 6 (0.352 / 0.797 / 0.522 / 0.744), after
    # it (0.457 / 0.750 / 0.504 / 0.692), after round 7 (0.469 / 0.759 / 0.525 / 0.733) and
    # after round 8, which read it (0.555 / 0.784 / 0.704 / 0.768); 0.566 / 0.792 / 0.731 /
    # 0.765 after round 9; 0.570 / 0.816 / 0.747 / 0.760 after round 10.
    "blind9.jsonl": (0.55, 0.80, 0.73, 0.75),
    # blind10: six batches of 60 (a founder's operations, a caregiver nurse in en + ko, a
    # Japanese materials lab, a Chinese open-source maintainer, a support lead's handovers, a
    # Seoul startup PM in ko + en) written during round 8 from docs/blind-brief.md by writers
    # who never saw the code. Never read through round 8: scored at its start (0.440 / 0.706 /
    # 0.504 / 0.849) and end (0.462 / 0.696 / 0.541 / 0.838). Development since round 9, which
    # read its misses by lane (0.627 / 0.782 / 0.747 / 0.886 after it; 0.640 / 0.814 / 0.750 /
    # 0.885 after round 10).
    "blind10.jsonl": (0.62, 0.79, 0.73, 0.86),
    # blind11: eight batches of 50 (a band's tour manager texting in lowercase, an accounting
    # partner's formal notes, a Brazilian shop owner's second-language English, a Chengdu
    # admissions counselor in zh, a Nagoya translator in ja, a Busan resident doctor in ko,
    # a city-government IT manager's minutes, a data scientist's Slack-style asides) written
    # during round 9 from docs/blind-brief.md by writers who never saw the code. Never read
    # through round 9: scored at its start (0.540 / 0.527 / 0.554 / 0.877) and end (0.560 /
    # 0.527 / 0.592 / 0.876). Development since round 10, which read its misses by lane (0.653
    # / 0.698 / 0.745 / 0.905 after it).
    "blind11.jsonl": (0.63, 0.67, 0.72, 0.88),
    # blind12: eight batches of 50 (a touring theatre's stage manager in cue-sheet
    # shorthand, a GP practice manager's dictated run-ons, a Shenzhen supply-chain lead in zh
    # with part numbers and pasted group chat, a retired Taipei teacher in zh-TW, an Osaka
    # izakaya owner in Kansai dialect, a Tokyo HR manager's keigo, a Korean ceramics seller's
    # casual ko, a reef biologist's field log) written during round 10 from
    # docs/blind-brief.md by writers who never saw the code. Never read through round 10:
    # scored at its start (0.497 / 0.568 / 0.525 / 0.871) and end (0.491 / 0.576 / 0.524 /
    # 0.870). Development since round 11, which read its misses by lane (0.528 / 0.618 /
    # 0.662 / 0.879 after it; kinds from rules/kinds.py).
    "blind12.jsonl": (0.52, 0.61, 0.65, 0.87),
    # blind13: eight batches of 50 (a seed fund's associate, a logistics startup's COO, a
    # parent of three typing run-ons on a phone, a Rust PostgreSQL driver's maintainer in en;
    # a Beijing product manager and a Wuhan plant-biology PhD student in zh; a Fukuoka
    # freelance web engineer in ja; a Daejeon district-office civil servant in ko) written
    # during round 11 from docs/blind-brief.md by writers who never saw the code. NEVER READ
    # (NEVER_SHOWN in tests/conftest.py), used for no decision: scored at the start of round
    # 11 (0.479 / 0.560 / 0.607 / 0.888) and at its end (0.479 / 0.561 / 0.621 / 0.891) — the
    # honest figure for unseen registers (docs/extract-quality.md).
    "blind13.jsonl": (0.46, 0.54, 0.60, 0.87),
}
LATER_BLIND = [name for name in LATER_FLOORS if name not in BLIND]


@pytest.mark.parametrize("name", list(LATER_FLOORS))
def test_later_blind_sets_do_not_regress(name: str) -> None:
    recall, precision, kind, transient = LATER_FLOORS[name]
    report = evaluate(load_fixtures(EVAL_DIR / name)).to_json()
    assert report["recall"] >= recall and report["precision"] >= precision, report
    assert report["kind_accuracy"] >= kind and report["transient_accuracy"] >= transient, report
