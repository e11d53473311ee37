"""remember / recall / forget / facts through the CLI against a real SQLite file."""

import json
import os
import subprocess

from click.testing import CliRunner

from tests.conftest import WRITEBACK_BIN
from writeback.cli import cli


def run(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def jrun(*args):
    r = run(*args, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def test_remember_recall_forget_cycle():
    a = jrun("remember", "我喜欢深色模式", "--kind", "preference")
    assert a["status"] == "inserted"
    dup = jrun("remember", "我喜欢深色模式。", "--kind", "preference")
    assert dup == {**dup, "status": "duplicate", "id": a["id"]}
    b = jrun("remember", "Prefers pnpm over npm", "--entity", "pnpm", "--visibility", "private")
    hits = jrun("recall", "深色")["facts"]
    assert [h["id"] for h in hits] == [a["id"]]
    hits = jrun("recall", "PNPM")["facts"]
    assert [h["id"] for h in hits] == [b["id"]] and hits[0]["visibility"] == "private"
    assert jrun("forget", a["id"])["status"] == "forgotten"
    assert jrun("recall", "深色")["facts"] == []
    listed = jrun("facts")["facts"]
    assert [f["id"] for f in listed] == [b["id"]]
    assert len(jrun("facts", "--all")["facts"]) == 2


def test_default_visibility_follows_config():
    run("config", "set", "facts.default_visibility", "private")
    assert jrun("remember", "Lives in Berlin")["status"] == "inserted"
    assert jrun("recall", "berlin")["facts"][0]["visibility"] == "private"
    run("config", "set", "facts.default_visibility", "unset")
    jrun("remember", "Works at Acme")
    assert jrun("recall", "acme")["facts"][0]["visibility"] == "world"


def test_ttl_expiry_and_as_of_via_cli():
    from datetime import UTC, datetime, timedelta

    from writeback.brain import NewFact, open_brain

    past = datetime.now(UTC) - timedelta(days=5)
    with open_brain() as b:
        fid = b.remember(NewFact("Has a cold", valid_until=past + timedelta(days=2)), now=past).id
    assert jrun("recall", "cold")["facts"] == []
    as_of = (past + timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
    assert [f["id"] for f in jrun("recall", "cold", "--as-of", as_of)["facts"]] == [fid]
    r = jrun("remember", "Travelling to Osaka", "--ttl", "3d")
    fact = jrun("recall", "osaka")["facts"][0]
    assert fact["id"] == r["id"] and fact["valid_until"] is not None


def test_bad_input_is_clear_not_a_traceback():
    cases = [
        (["remember", "x", "--ttl", "P30D"], 2, "iso_duration"),
        (["remember", "  "], 2, "empty"),
        (["remember", "x", "--kind", "opinion"], 2, "opinion"),
        (["recall", "x", "--as-of", "yesterday-ish"], 2, "as-of"),
        (["recall", "x", "--limit", "0"], 2, "limit"),
        (["forget", "doesnotexist"], 1, "no fact"),
    ]
    for args, code, needle in cases:
        proc = subprocess.run(
            [WRITEBACK_BIN, *args], capture_output=True, text=True, env=os.environ
        )
        assert proc.returncode == code, (args, proc.stderr)
        assert needle in proc.stderr and "Traceback" not in proc.stderr


def test_bad_brain_url_is_exit_2(monkeypatch):
    monkeypatch.setenv("WRITEBACK_BRAIN_URL", "redis://localhost/0")
    proc = subprocess.run(
        [WRITEBACK_BIN, "recall", "x"], capture_output=True, text=True, env=os.environ
    )
    assert proc.returncode == 2 and "unsupported brain URL scheme" in proc.stderr
