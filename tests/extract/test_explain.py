"""`writeback explain`: same pipeline as the hook, versioned JSON."""

from __future__ import annotations

import json
import os
import subprocess

from tests.conftest import WRITEBACK_BIN


def _explain(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(WRITEBACK_BIN), "explain", *args], input=stdin, text=True,
                          capture_output=True, env=dict(os.environ), check=True)  # fmt: skip


def test_json_shapes() -> None:
    data = json.loads(_explain("I prefer pnpm over npm", "--json").stdout)
    assert data["schema_version"] == 1 and data["eligible"] is True and data["reason"] is None
    assert data["secrets"] == [] and data["text"] == "I prefer pnpm over npm"
    assert isinstance(data["facts"], list)
    data = json.loads(_explain("ok", "--json").stdout)
    assert data["eligible"] is False and data["reason"] == "ack"


def test_secret_and_private_from_stdin() -> None:
    text = "We deploy with key AKIA" + "Q" * 4 + "7RZ2MX4KPL9W3HNB <private>hidden words</private>"
    data = json.loads(_explain("-", "--json", stdin=text).stdout)
    assert data["reason"] == "secret" and data["secrets"] == ["AWS Access Key"]
    assert "hidden" not in data["text"]


def test_human_output() -> None:
    assert _explain("ok thanks").stdout.strip() == "skipped: ack"
    assert "eligible" in _explain("We moved the launch to March 3rd").stdout


def test_explain_shows_the_facts_the_engine_would_extract():
    from click.testing import CliRunner

    from writeback.cli import cli

    r = CliRunner().invoke(
        cli, ["explain", "I prefer dark mode. Can you fix the script?", "--json"]
    )
    data = json.loads(r.output)
    assert data["eligible"] is True
    assert [f["kind"] for f in data["facts"]] == ["preference"]
    assert "dark mode" in data["facts"][0]["claim"].lower()
    travel = json.loads(
        CliRunner().invoke(cli, ["explain", "我下个月要去上海出差", "--json"]).output
    )
    assert travel["facts"] and travel["facts"][0]["transient"] is True
    ack = json.loads(CliRunner().invoke(cli, ["explain", "ok thanks", "--json"]).output)
    assert ack["facts"] == [] and ack["reason"] == "ack"
