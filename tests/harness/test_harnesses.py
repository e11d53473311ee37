"""The harness registry (writeback.harnesses): every consumer derives from it, and a new
harness is one entry plus its transcript reader, with no edit anywhere else."""

from __future__ import annotations

import ast
import importlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import click

from tests.conftest import REPO, WRITEBACK_BIN
from tests.serve_util import receipts
from writeback import config, corpus, harnesses, paths
from writeback.harness import bootstrap, jsonfile
from writeback.harness.cli import harness as bootstrap_harness_command
from writeback.hooks import ambient, entry
from writeback.hooks import cli as hook_cli
from writeback.hooks import doctor as hook_doctor


def _choices(command: click.Command, name: str) -> list[str]:
    param = next(p for p in command.params if p.name == name)
    assert isinstance(param.type, click.Choice)
    return list(param.type.choices)


def test_every_consumer_derives_its_set_from_the_registry() -> None:
    names = harnesses.NAMES
    capture = {e.name for h in harnesses.HARNESSES for e in h.events if e.kind in harnesses.CAPTURE}
    read_side = {
        e.name for h in harnesses.HARNESSES for e in h.events if e.kind in harnesses.READ_SIDE
    }
    assert capture and read_side and capture | read_side == set(harnesses.EVENTS)
    # corpus: source ids, file names, the turn record's closed fields
    assert corpus.SOURCE_IDS == names
    for name in names:
        assert corpus.NAME_RE.match(f".wb-{'0' * 32}.src-{name}.json")
    assert not corpus.NAME_RE.match(f".wb-{'0' * 32}.src-acme.json")
    fields = {f.name: f for f in corpus.FIELDS}
    assert fields["harness"].choices == fields["source_id"].choices == names
    # hooks: capture and read-side events, the CLI's choices, doctor's capture filter
    assert set(entry.EVENTS) == capture and set(ambient.EVENTS) == read_side
    assert hook_doctor.CAPTURE_EVENTS == capture
    assert _choices(hook_cli.hook, "event") == sorted(capture | read_side)
    assert all(e in entry.USAGE for e in capture)
    # harness: targets, the --harness choices, each registration's event and timeout
    assert bootstrap.TARGETS == names
    assert _choices(bootstrap_harness_command, "target") == [*names, "all"]
    for h in harnesses.HARNESSES:
        specs = bootstrap._hook_specs(h.name, "/bin/writeback")
        assert [(s.event, s.sub, s.timeout) for s in specs] == [
            (e.client, e.name, e.timeout) for e in h.events
        ]


def test_every_reader_provides_what_its_events_need() -> None:
    for h in harnesses.HARNESSES:
        reader = harnesses.reader(h)
        assert callable(reader.smoke_sample)
        kinds = {e.kind for e in h.events}
        if "turn" in kinds:
            assert callable(reader.stop_turn)
        if "session" in kinds:
            assert callable(reader.session_turns)


def test_config_targets_follow_the_registry(monkeypatch, tmp_path) -> None:
    for h in harnesses.HARNESSES:
        monkeypatch.setenv(h.config_env, str(tmp_path / h.name))
        assert harnesses.config_dir(h) == tmp_path / h.name
        monkeypatch.delenv(h.config_env)
        assert harnesses.config_dir(h) == Path(h.config_default).expanduser()
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "c"))
    assert paths.claude_config_dir() == harnesses.config_dir(harnesses.get("claude-code"))
    assert (
        harnesses.locate(harnesses.get("claude-code"), "paths.claude_json") == paths.claude_json()
    )


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
    return out


def _literals(path: Path) -> set[str]:
    return {
        n.value
        for n in ast.walk(ast.parse(path.read_text()))
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


# Where a harness or hook event name may still be written out: the registry itself, the
# paths of each client's own files, and the Codex-only formats (trust, [features]).
NAMED_ON_PURPOSE = {
    "writeback/harnesses.py": None,  # any
    "writeback/paths.py": {"claude-code", "codex"},
    "harness/codex_trust.py": {"codex"},
    "harness/doctor.py": {"codex"},
    # the extraction engines named after the CLI program they run (`codex exec`), not the
    # harness: one list in writeback.extract, mirrored by the setting's allowed values
    "writeback/settings.py": {"codex"},
    "writeback/extract/__init__.py": {"codex"},
    "writeback/extract/llm.py": {"codex"},
}


def test_no_harness_or_event_name_is_hard_coded_outside_the_registry() -> None:
    names = set(harnesses.NAMES) | set(harnesses.EVENTS)
    for root in ("writeback", "hooks", "harness", "serve"):
        for path in (REPO / root).rglob("*.py"):
            rel = path.relative_to(REPO).as_posix()
            if rel.split("/")[1] in ("hooks", "harness", "serve"):
                continue  # the symlinks into the components: seen under their own root
            found = _literals(path) & names
            allowed = NAMED_ON_PURPOSE.get(rel, set())
            if allowed is None:
                continue
            assert found <= allowed, (
                f"{rel} names {sorted(found - allowed)}: use writeback.harnesses"
            )


def _heartbeats(count: int) -> list[dict]:
    path = Path(os.environ["WRITEBACK_HOME"]) / "heartbeat.jsonl"
    end = time.monotonic() + 90
    while time.monotonic() < end:
        lines = path.read_text().splitlines() if path.exists() else []
        if len(lines) >= count:
            return [json.loads(x) for x in lines]
        time.sleep(0.05)
    raise AssertionError(f"fewer than {count} heartbeat lines")


# --- a third harness: one registry entry plus its reader, nothing else ---------------------

ACME_READER = '''
"""The fake harness's transcript reader: the transcript is one JSON object."""
import json
from writeback.hooks.transcript import UserTurn, TranscriptError

def stop_turn(payload, deadline):
    try:
        with open(payload["transcript_path"], encoding="utf-8") as fh:
            said = json.load(fh)["said"]
    except (OSError, KeyError, ValueError):
        raise TranscriptError("transcript_unreadable", "acme") from None
    return UserTurn(said, payload.get("turn_id") or "acme-turn", None)

def smoke_sample(text, cwd):
    return {"said": text}, {}
'''

# Loaded by every Python process of the test (sitecustomize): the registry gains "acme".
ACME_ENTRY = """
from writeback import harnesses as h
ACME = h.Harness(
    name="acme", title="Acme Agent",
    events=(h.Event("acme-stop", "AfterTurn", "turn", 7, 2.0),
            h.Event("acme-session-start", "SessionStart", "brief", 7, 1.5)),
    reader="acme_reader", config_env="ACME_HOME", config_default="~/.acme",
    hook_file="hooks.json", mcp_file="mcp.json", mcp_format="json",
    contract_file="ACME.md",
)
h.HARNESSES = (*h.HARNESSES, ACME)
h.BY_NAME, h.NAMES, h.EVENTS = h._tables(h.HARNESSES)
"""


def test_a_new_harness_is_one_registry_entry_plus_its_reader(tmp_path) -> None:
    """With only the entry and the reader added (in every process, via sitecustomize),
    the real bootstrap wires the new client, the real hook banks its turn under its
    source id, and the real sweep harvests it."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "acme_reader.py").write_text(ACME_READER)
    (site / "sitecustomize.py").write_text(ACME_ENTRY)
    acme_home = tmp_path / "acme"
    acme_home.mkdir()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(REPO)]),
           "ACME_HOME": str(acme_home)}  # fmt: skip
    config.set_value("memory.auto_writeback", "salient")

    def run(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
        return subprocess.run([str(WRITEBACK_BIN), *args], input=stdin, capture_output=True,
                              env=env, timeout=120)  # fmt: skip

    done = run("bootstrap", "harness", "--harness", "acme", "--yes", "--json")
    assert done.returncode == 0, done.stdout.decode() + done.stderr.decode()
    result = json.loads(done.stdout)
    assert [c["name"] for c in result["smoke"]] == [
        "hook acme-stop", "hook acme-session-start", "mcp initialize + tools/list",
    ]  # fmt: skip
    hooks = json.loads((acme_home / "hooks.json").read_text())["hooks"]
    (stop,) = hooks["AfterTurn"][0]["hooks"]
    assert stop["command"] == f"{WRITEBACK_BIN} hook acme-stop" and stop["timeout"] == 7
    assert "SessionStart" in hooks
    assert "writeback" in json.loads((acme_home / "mcp.json").read_text())["mcpServers"]
    assert "## Memory (writeback)" in (acme_home / "ACME.md").read_text()

    said = "I prefer green tea over coffee in the mornings."
    transcript = tmp_path / "t.json"
    transcript.write_text(json.dumps({"said": said}))
    payload = {"session_id": "acme-1", "transcript_path": str(transcript), "cwd": str(tmp_path)}
    hooked = run("hook", "acme-stop", stdin=json.dumps(payload).encode())
    assert hooked.returncode == 0 and hooked.stdout == b""
    (line,) = _heartbeats(1)  # written by the hook, or by its detached child a little later
    assert (line["harness"], line["event"], line["reason"]) == (
        "acme", "acme-stop", "banked_no_serve"
    )  # fmt: skip
    (banked,) = paths.corpus_dir().glob(".wb-*.src-acme.json")
    assert json.loads(banked.read_text())["text"] == said

    swept = run("sweep", "--once", "--json")
    assert swept.returncode == 0, swept.stderr.decode()
    assert json.loads(swept.stdout)["harvested"] == {"extracted": 1}
    assert receipts()[banked.name][0] == "extracted"


def test_registry_module_is_stdlib_only() -> None:
    """The Stop hook imports it on every turn: nothing beyond the standard library."""
    code = (
        "import json, sys; before = set(sys.modules); import writeback.harnesses; "
        "new = {m.split('.')[0] for m in set(sys.modules) - before}; "
        "print(json.dumps(sorted(new - set(sys.stdlib_module_names))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == ["writeback"]
    imported = {name.split(".")[0] for name in _imports(REPO / "writeback" / "harnesses.py")}
    assert imported <= set(sys.stdlib_module_names) | {"__future__", "writeback"}, imported


def test_reader_is_imported_only_when_used() -> None:
    code = (
        "import sys; import writeback.hooks.entry; "
        "print([m for m in sys.modules if m.startswith('writeback.hooks.') and "
        "m.rsplit('.', 1)[1] in ('claude_code', 'codex')])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    assert importlib.import_module(harnesses.get("codex").reader).__name__.endswith("codex")


def test_hook_spec_timeouts_come_from_the_registry() -> None:
    for name, (_h, event) in harnesses.EVENTS.items():
        assert jsonfile.hook_spec("/bin/writeback", event.client, name).timeout == event.timeout
