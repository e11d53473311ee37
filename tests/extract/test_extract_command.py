"""The command engine, run against real subprocesses (a tiny Python script)."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest

from writeback.extract import get_extractor
from writeback.extract.base import ExtractorError, TurnMeta
from writeback.extract.command import CommandExtractor

SECRET_TEXT = "my api token is hunter2-very-private"


def script(tmp_path: Path, body: str) -> list[str]:
    path = tmp_path / "engine.py"
    path.write_text("import json, sys, time\n" + body, encoding="utf-8")
    return [sys.executable, str(path)]


def test_good_output_envelope_and_stdin_contract(tmp_path: Path) -> None:
    seen = tmp_path / "seen.json"
    argv = script(
        tmp_path,
        f"data = json.load(sys.stdin)\n"
        f"open({str(seen)!r}, 'w').write(json.dumps(data))\n"
        "print(json.dumps({'facts': [\n"
        "  {'claim': 'Prefers dark mode', 'kind': 'preference'},\n"
        "  {'claim': 'Is in Tokyo', 'transient': True, 'salience': 'medium', 'entity': 'Tokyo'},\n"
        "  {'claim': 'Launch is March 3rd', 'kind': 'correction', 'corrects': 'March 10th'},\n"
        "]}))\n",
    )
    ex = CommandExtractor(argv, timeout=20)
    facts = ex.extract("I prefer dark mode", TurnMeta(harness="claude-code", session_id="s-1"))
    assert [f.claim for f in facts] == ["Prefers dark mode", "Is in Tokyo", "Launch is March 3rd"]
    assert facts[0].kind == "preference" and facts[0].salience == "high"
    assert facts[1].kind == "fact" and facts[1].transient and facts[1].entity == "Tokyo"
    assert facts[2].corrects == "March 10th"
    sent = json.loads(seen.read_text())
    assert sent == {
        "schema_version": 1,
        "text": "I prefer dark mode",
        "harness": "claude-code",
        "session_id": "s-1",
    }


def test_bare_list_and_unicode(tmp_path: Path) -> None:
    argv = script(
        tmp_path,
        "t = json.load(sys.stdin)['text']\n"
        "print(json.dumps([{'claim': t, 'kind': 'preference'}], ensure_ascii=False))\n",
    )
    facts = get_extractor("command", command=argv, timeout=20).extract("我喜欢用深色主题")
    assert facts[0].claim == "我喜欢用深色主题"


def test_empty_list_is_no_facts(tmp_path: Path) -> None:
    argv = script(tmp_path, "sys.stdin.read(); print('[]')\n")
    assert CommandExtractor(argv, timeout=20).extract("hello") == []


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ("sys.stdin.read(); print('not json at all')\n", "not JSON"),
        (
            "sys.stdin.read(); print(json.dumps({'facts': [{'kind': 'preference'}]}))\n",
            "validation",
        ),
        (
            "sys.stdin.read(); print(json.dumps([{'claim': 'x', 'kind': 'opinion'}]))\n",
            "validation",
        ),
        ("sys.stdin.read(); print(json.dumps({'nothing': 1}))\n", "validation"),
        (
            "sys.stdin.read(); sys.stderr.write('boom " + SECRET_TEXT + "'); sys.exit(3)\n",
            "status 3",
        ),
    ],
)
def test_failures_raise_extractor_error(tmp_path: Path, body: str, reason: str) -> None:
    argv = script(tmp_path, body)
    with pytest.raises(ExtractorError) as info:
        CommandExtractor(argv, timeout=20).extract(SECRET_TEXT)
    assert reason in str(info.value)
    assert "hunter2" not in str(info.value)  # never echo the turn


def test_timeout_kills_the_process(tmp_path: Path) -> None:
    marker = tmp_path / "still-running"
    argv = script(
        tmp_path,
        f"sys.stdin.read(); time.sleep(1.5); open({str(marker)!r}, 'w').write('x')\n",
    )
    start = time.monotonic()
    with pytest.raises(ExtractorError, match="timed out"):
        CommandExtractor(argv, timeout=0.3).extract(SECRET_TEXT)
    assert time.monotonic() - start < 1.4
    time.sleep(1.6)
    assert not marker.exists()  # killed, not left running


def test_missing_binary(tmp_path: Path) -> None:
    with pytest.raises(ExtractorError, match="not found"):
        CommandExtractor([str(tmp_path / "no-such-engine")]).extract(SECRET_TEXT)


def test_not_executable(tmp_path: Path) -> None:
    path = tmp_path / "engine.sh"
    path.write_text("#!/bin/sh\necho []\n")
    path.chmod(0o600)
    with pytest.raises(ExtractorError, match="permission denied"):
        CommandExtractor([str(path)]).extract("x")


def test_empty_argv_rejected() -> None:
    with pytest.raises(ValueError):
        CommandExtractor([])
