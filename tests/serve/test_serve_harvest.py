"""Banked turns become facts exactly once: serve pickup paths, gates, caps, crashes, races."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter

import pytest

from tests.conftest import WRITEBACK_BIN
from tests.serve_util import (
    bank,
    brain_url,
    facts_by_provenance,
    preference,
    query,
    receipts,
    start_serve,
    stop_serve,
    wait_for,
)
from writeback import config, corpus, ipc, paths
from writeback.brain import open_brain


@pytest.fixture
def salient():
    config.set_value("memory.auto_writeback", "salient")


def _sock():
    return ipc.socket_path(brain_url())


def test_nudged_file_becomes_a_fact(salient, serve):
    """A nudge queues the file and serve turns it into one fact with its provenance. How
    fast is measured, not asserted: benchmarks/serve.py (the first harvest of a serve also
    pays the rules engine's import, about 1.8 s on a slow machine)."""
    serve()
    path = bank("I prefer dark mode in every editor.")
    reply = ipc.request(_sock(), {"op": "harvest", "file": path.name}, timeout=2)
    assert reply.ok and reply.data["result"] in ("queued", "duplicate")
    wait_for(lambda: receipts().get(path.name), timeout=15)
    rows = query(
        "SELECT claim, kind, source, source_id, session_id, provenance, visibility FROM facts"
    )
    assert rows == [
        (
            "Prefers dark mode in every editor",
            "preference",
            "hook:writeback",
            "codex",
            "s1",
            path.name,
            "world",
        )
    ]
    again = ipc.request(_sock(), {"op": "harvest", "file": path.name}, timeout=2)
    assert again.data["result"] == "duplicate"


def test_file_banked_without_nudge_is_picked_up_by_the_watcher(salient, serve):
    serve()
    path = bank("We decided to ship the beta on Friday.")
    wait_for(lambda: receipts().get(path.name), timeout=3)
    assert facts_by_provenance()[path.name] == 1


def test_file_moved_into_the_corpus_is_picked_up_by_the_watcher(salient, serve, tmp_path):
    record = corpus.TurnRecord(harness="codex", event="codex-stop", session_id="moved",
                               turn_id=None, cwd="/tmp/project", captured_at=corpus.now_iso(),
                               turn_ts=None, source_id="codex",
                               text="We decided to ship the gamma on Monday.", mode="salient")  # fmt: skip
    outside = corpus.bank(record, tmp_path).path  # written elsewhere ...
    serve()
    status = lambda: ipc.request(_sock(), {"op": "status"}, timeout=2).data  # noqa: E731
    wait_for(lambda: status()["counters"].get("rescan.full"))  # the startup pass ...
    time.sleep(0.3)  # ... is over
    target = paths.corpus_dir() / outside.name
    os.rename(outside, target)  # ... and moved in: no file is created in the corpus
    wait_for(lambda: receipts().get(target.name), timeout=3)
    assert facts_by_provenance()[target.name] == 1


def test_startup_pass_harvests_files_banked_while_serve_was_down(salient, serve):
    paths = [bank(preference(i)) for i in range(5)]
    serve()
    wait_for(lambda: len(receipts()) == 5, timeout=10)
    assert set(facts_by_provenance()) == {p.name for p in paths}


def test_db_plane_off_wins_over_file_plane_salient(salient, serve):
    with open_brain() as b:
        b.config_set("memory.auto_writeback", "off")  # runtime says off; config.json says salient
    serve()
    path = bank("I prefer tabs over spaces.")
    wait_for(lambda: receipts().get(path.name), timeout=5)
    assert receipts()[path.name] == ("writeback_off", 1)
    assert query("SELECT COUNT(*) FROM facts") == [(0,)]


def test_extraction_disabled_is_terminal(salient, serve):
    config.set_value("facts.extraction_enabled", "false")
    serve()
    path = bank("I prefer tabs over spaces.")
    wait_for(lambda: receipts().get(path.name), timeout=5)
    assert receipts()[path.name] == ("extraction_disabled", 1)


def test_turn_without_facts_gets_no_facts_receipt(salient, serve):
    serve()
    path = bank("Could you refactor the parser module and run the tests?")
    wait_for(lambda: receipts().get(path.name), timeout=5)
    assert receipts()[path.name] == ("no_facts", 1)


def test_transient_fact_gets_valid_until_from_db_ttl(salient, serve):
    config.set_value("memory.auto_writeback_transient_ttl", "2d")
    serve()
    path = bank("我下个月要去上海出差")
    wait_for(lambda: receipts().get(path.name), timeout=5)
    created, until = query("SELECT created_at, valid_until FROM facts")[0]
    from writeback.brain.base import parse_iso

    delta = parse_iso(until) - parse_iso(created)
    assert abs(delta.total_seconds() - 2 * 86400) < 5


def test_private_default_visibility(salient, serve):
    config.set_value("facts.default_visibility", "private")
    serve()
    path = bank("I prefer vim keybindings.")
    wait_for(lambda: receipts().get(path.name), timeout=5)
    assert query("SELECT visibility FROM facts") == [("private",)]


def test_bank_op_scans_banks_and_harvests(salient, serve):
    serve()
    record = {
        "harness": "claude-code", "event": "claude-stop", "session_id": "abc",
        "turn_id": "p1", "cwd": "/w", "captured_at": "2026-11-29T00:00:00Z",
        "turn_ts": None, "source_id": "claude-code",
        "text": "My manager is Alice Chen.", "mode": "salient",
    }  # fmt: skip
    reply = ipc.request(_sock(), {"op": "bank", "record": record}, timeout=3)
    assert reply.ok and reply.data["result"] == "banked"
    name = reply.data["file"]
    wait_for(lambda: receipts().get(name), timeout=5)
    assert facts_by_provenance()[name] >= 1
    dup = ipc.request(_sock(), {"op": "bank", "record": record}, timeout=3)
    assert dup.data["result"] == "duplicate"
    secret = dict(record, text="deploy key AKIAQQQQ7RZ2MX4KPL9W for the prod bucket")
    reply = ipc.request(_sock(), {"op": "bank", "record": secret}, timeout=3)
    assert reply.data["result"] == "secret" and "AWS Access Key" in reply.data["types"]
    assert len(list((wb_corpus()).glob(".wb-*.json"))) == 1  # the secret never touched disk


def wb_corpus():
    from writeback import paths

    return paths.corpus_dir()


def test_per_session_cap_defers_to_sweep(salient, serve):
    proc = serve()
    paths = [bank(preference(i), session="chatty") for i in range(33)]
    results = [
        ipc.request(_sock(), {"op": "harvest", "file": p.name}, timeout=2).data["result"]
        for p in paths
    ]
    wait_for(lambda: sum(1 for o, t in receipts().values() if t) == 30, timeout=15)
    time.sleep(0.3)
    rec = receipts()
    assert sum(1 for o, t in rec.values() if t) == 30
    deferred = [n for n, (o, t) in rec.items() if o == "deferred" and not t]
    assert len(deferred) == 3
    assert results.count("deferred") >= 1  # what the watcher did not already defer
    other = bank(preference(99), session="quiet")
    wait_for(lambda: receipts().get(other.name, ("", 0))[1] == 1, timeout=5)
    stop_serve(proc)  # the sweep finds what serve deferred
    out = subprocess.run(
        [WRITEBACK_BIN, "sweep", "--once", "--json"], capture_output=True, text=True, timeout=60
    )
    summary = json.loads(out.stdout)
    assert summary["harvested"] == {"extracted": 3} and summary["remaining"] == 0
    assert len(facts_by_provenance()) == 34


def test_kill9_mid_batch_then_sweep_is_exactly_once(salient, serve):
    paths = [bank(preference(i)) for i in range(300)]
    proc = start_serve()
    wait_for(lambda: len(receipts()) >= 20, timeout=20, step=0.01)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    for s in (proc.stdout, proc.stderr):
        s.close()
    done_before = len(receipts())
    assert done_before < 300, "serve finished before the kill; the test proves nothing"
    out = subprocess.run([WRITEBACK_BIN, "sweep", "--once", "--budget", "120s", "--json"],
                         capture_output=True, text=True, timeout=180)  # fmt: skip
    assert out.returncode == 0, out.stderr
    rec = receipts()
    assert len(rec) == 300 and all(t == 1 for _o, t in rec.values())
    per_file = facts_by_provenance()
    assert set(per_file) == {p.name for p in paths}
    assert all(n == 1 for n in per_file.values())
    serve()  # a restart finds nothing to do twice
    time.sleep(0.5)
    assert facts_by_provenance() == per_file


_DIE_MID_BATCH = """
import os, signal, sys
from writeback.brain import open_brain, sql
from writeback.serve import harvest, sweep

harvest.BATCH_SECONDS = 3600.0  # transactions of exactly BATCH_TURNS turns
done = []
inner = sql.SQLBrain._commit_harvest_tx

def dying(self, conn, *args):
    result = inner(self, conn, *args)  # this turn's facts and receipt, not yet committed
    done.append(args[0])
    if len(done) == harvest.BATCH_TURNS + 5:
        os.kill(os.getpid(), signal.SIGKILL)
    return result

sql.SQLBrain._commit_harvest_tx = dying
with open_brain() as brain:
    sweep.sweep_once(brain)
"""


def test_kill9_inside_a_batch_transaction_loses_and_doubles_nothing(brain_url, salient):
    from writeback.serve.harvest import BATCH_TURNS

    paths = [bank(preference(i)) for i in range(BATCH_TURNS + 20)]
    died = subprocess.run([sys.executable, "-c", _DIE_MID_BATCH], capture_output=True, timeout=120)
    assert died.returncode == -signal.SIGKILL, died.stderr.decode()[-2000:]

    def state() -> tuple[dict, dict]:
        with open_brain(brain_url) as b:
            rec = {n: r.outcome for n, r in b.receipts().items() if r.terminal}
            per_file = Counter(f.provenance for f in b.list_facts(include_inactive=True))
        return rec, per_file

    rec, per_file = state()
    # the first transaction whole, nothing of the one the kill interrupted
    assert len(rec) == BATCH_TURNS and set(per_file) == set(rec)
    out = subprocess.run([WRITEBACK_BIN, "sweep", "--once", "--json"], capture_output=True,
                         text=True, timeout=120)  # fmt: skip
    assert json.loads(out.stdout)["harvested_total"] == 20, out.stderr
    rec, per_file = state()
    assert set(rec) == set(per_file) == {p.name for p in paths}
    assert set(per_file.values()) == {1}


@pytest.mark.slow
def test_serve_and_two_sweeps_race_on_1000_files(salient, serve):
    paths = [bank(preference(i)) for i in range(1000)]
    proc = serve()
    sweeps = [
        subprocess.Popen(
            [WRITEBACK_BIN, "sweep", "--once", "--budget", "300s", "--json"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        for _ in range(2)
    ]
    outs = [s.communicate(timeout=300) for s in sweeps]
    assert all(s.returncode == 0 for s in sweeps), outs
    wait_for(lambda: len(receipts()) == 1000, timeout=60)
    stop_serve(proc)
    rec = receipts()
    assert all(outcome == "extracted" and t == 1 for outcome, t in rec.values())
    per_file = facts_by_provenance()
    assert set(per_file) == {p.name for p in paths} and all(n == 1 for n in per_file.values())
    assert query("SELECT COUNT(*) FROM facts") == [(1000,)]
    harvested = sum(json.loads(o)["harvested_total"] for o, _e in outs)
    assert harvested <= 1000  # sweeps and serve split the work; nobody did a file twice


def test_postgres_brain_end_to_end():
    from tests.pg import postgres_database

    with postgres_database() as dsn:
        assert config.set_value("brain.url", dsn).db_written is False  # file plane only
        config.set_value("memory.auto_writeback", "salient")  # DB plane of the PG brain
        proc = start_serve()
        try:  # serve must be gone before the database is dropped, so no fixture here
            assert ipc.socket_path(dsn) == _sock()
            path = bank("I prefer dark mode in every editor.")
            with open_brain(dsn) as b:
                wait_for(lambda: (r := b.receipt(path.name)) and r.terminal, timeout=10)
                facts = b.recall("dark mode")
                assert [f.provenance for f in facts] == [path.name]
        finally:
            stop_serve(proc)


def test_retries_do_not_use_up_the_session_cap(salient, tmp_path):
    import sys

    from writeback.serve.daemon import Server

    script = tmp_path / "fail.py"
    script.write_text("import sys; sys.exit(1)")
    config.set_value("extract.engine", "command")
    config.set_value("extract.command", json.dumps([sys.executable, str(script)]))
    failing = bank(preference(1), session="s")
    server = Server(brain_url(), session_cap=2)
    server._brain = open_brain()
    try:
        for _ in range(5):  # the periodic rescan re-admits the retrying file again and again
            server._pending.clear()
            assert server._admit(failing) in ("queued", "duplicate")
        assert server._admit(bank(preference(2), session="s")) == "queued"
        assert server._admit(bank(preference(3), session="s")) == "deferred"
    finally:
        server._brain.close()
