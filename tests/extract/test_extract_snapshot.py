"""The exact output of the rules engine on every eval turn, held in a committed snapshot.

An aggregate score can stay flat while individual turns change; this test shows the diff
turn by turn, so a refactor that should change nothing proves it, and a rule change shows
exactly what it changed. After an intended change, regenerate the snapshot and review the
diff in git:

    WRITEBACK_UPDATE_SNAPSHOT=1 .venv/bin/pytest -q tests/extract/test_extract_snapshot.py
"""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path

from tests.conftest import NEVER_SHOWN
from writeback.extract.evaluate import load_fixtures
from writeback.extract.rules import RulesExtractor

EVAL_DIR = Path(__file__).resolve().parents[1] / "eval"
SNAPSHOT = Path(__file__).resolve().parents[1] / "snapshots" / "extract_rules.jsonl"
# Sets kept out of sight (NEVER_SHOWN): their turns and outputs must not appear in a snapshot
# diff that a rule author reads. blind6, blind8-held and blind9 were never read until rules
# round 8 folded them into development, blind10 until round 9, blind11 until round 10,
# blind12 until round 11.
SETS = sorted(p.name for p in EVAL_DIR.glob("*.jsonl") if p.name not in NEVER_SHOWN)


def _lines() -> list[str]:
    extractor = RulesExtractor()
    out = []
    for name in SETS:
        for i, turn in enumerate(load_fixtures(EVAL_DIR / name)):
            facts = [c.to_json() for c in extractor.extract(turn.text)]
            row = {"set": name, "i": i, "text": turn.text, "facts": facts}
            out.append(json.dumps(row, ensure_ascii=False, sort_keys=True))
    return out


def test_output_matches_the_snapshot_for_every_eval_turn() -> None:
    current = _lines()
    if os.environ.get("WRITEBACK_UPDATE_SNAPSHOT") == "1":
        SNAPSHOT.parent.mkdir(exist_ok=True)
        SNAPSHOT.write_text("\n".join(current) + "\n", encoding="utf-8")
    held = SNAPSHOT.read_text(encoding="utf-8").splitlines()
    if held != current:
        diff = list(difflib.unified_diff(held, current, "snapshot", "now", n=0, lineterm=""))
        changed = sum(1 for d in diff if d.startswith("+") and not d.startswith("+++"))
        shown = "\n".join(diff[:120])
        raise AssertionError(
            f"{changed} eval turn(s) changed extractor output (first lines of the diff below);"
            f" if intended, regenerate with WRITEBACK_UPDATE_SNAPSHOT=1:\n{shown}"
        )
    assert len(current) >= 4000  # every eval turn is held
