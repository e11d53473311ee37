"""mypy over the whole package (CLI included) stays clean."""

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_mypy_is_clean():
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary"],
        cwd=REPO, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_a_wrong_cross_component_call_fails_the_type_check(tmp_path: Path) -> None:
    """The component folders are real types to mypy, not Any: a call from one component
    into another with wrong arguments is caught."""
    probe = tmp_path / "probe.py"
    probe.write_text(
        "from writeback.serve.harvest import harvest\n"
        "from writeback.hooks.codex import turn_input\n"
        'harvest("not", "a brain")\n'
        "turn_input(42, turn_id=7)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--no-incremental", str(probe)],
        cwd=REPO, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert proc.stdout.count("probe.py:3: error") >= 1, proc.stdout
    assert proc.stdout.count("probe.py:4: error") >= 1, proc.stdout
