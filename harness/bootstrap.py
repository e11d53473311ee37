"""Wire writeback into Claude Code and Codex, and take it out again, exactly.

``plan(harness, remove)`` computes every file change up front (so a damaged marker or an
unparseable file refuses the target before anything is written); ``apply(plan)`` writes
them (backup first, atomic, mode kept), runs a smoke test, and rolls back every change of
this run if the smoke test fails. ``$WRITEBACK_HOME/harness.json`` records what went
where, including each file's original bytes (hash + backup), so ``--remove`` can put a
file back byte for byte when nobody else changed it since, and falls back to a
structural removal of writeback's entries (and of nothing else) when someone did. Any
run that finds a file different from what writeback last wrote marks its receipt
``exact_restore: false``: the user's edits are never rolled back.

Per target:

- claude-code: Stop hook in ``$CLAUDE_CONFIG_DIR/settings.json``; ``mcpServers.writeback``
  in ``.claude.json``; contract block in ``$CLAUDE_CONFIG_DIR/CLAUDE.md``.
- codex: Stop + SessionEnd hooks in ``$CODEX_HOME/hooks.json``; ``[mcp_servers.writeback]``
  block in ``config.toml``; contract block in ``AGENTS.md``. A non-empty
  ``AGENTS.override.md`` makes Codex ignore AGENTS.md, so the target fails loudly.

With ``memory.auto_writeback = off`` the contract blocks are removed (a re-run after
switching the mode off strips them) while the hooks and the MCP server stay registered:
the hook is a no-op when off, and the user's explicit ``remember`` keeps working.
"""

from __future__ import annotations

import json
import os
import queue
import shlex
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from writeback import contract, harnesses, paths
from writeback import settings as wb_settings
from writeback.fsutil import atomic_write
from writeback.harness import blocks, codex_toml, codex_trust, fileops, jsonfile
from writeback.harness.fileops import Refusal
from writeback.harnesses import Harness

TARGETS = harnesses.NAMES
RECEIPTS_SCHEMA = "writeback.harness/1"
TRUST_NOTE = (
    "{title} will not run writeback's hooks until you trust them (it skips untrusted hooks "
    "silently, and writeback never trusts them for you): {how}. `writeback doctor` shows "
    "whether they are trusted."
)


class HarnessError(Exception):
    """A bootstrap failure that is not about one file's contents (e.g. no executable)."""


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def find_writeback() -> str:
    """Absolute path of the installed ``writeback`` executable (the venv's, if any)."""
    found = paths.writeback_executable()
    if found:
        return found
    raise HarnessError("cannot find the installed `writeback` executable; run ./install.sh first")


# ---------------------------------------------------------------- receipts


def load_receipts() -> dict[str, Any]:
    """The receipts file, or an empty skeleton when it is missing or unreadable."""
    try:
        data = json.loads(paths.harness_receipts().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        data = None
    if not isinstance(data, dict) or not isinstance(data.get("targets"), dict):
        data = {"schema": RECEIPTS_SCHEMA, "targets": {}}
    return data


def save_receipts(data: dict[str, Any]) -> None:
    target = paths.harness_receipts()
    if not data.get("targets"):
        target.unlink(missing_ok=True)
        return
    paths.ensure_dir(target.parent)
    atomic_write(target, (json.dumps(data, indent=2, sort_keys=True) + "\n").encode())


# ---------------------------------------------------------------- steps


_KEEP = object()  # "no exact original available"


Transform = Callable[[str | None], str | None]
Prune = frozenset[str] | None
Take = Callable[[str | None, Prune], str | None]
Added = Callable[[str | None, str | None], list[str]]


@dataclass
class FileStep:
    """One file's change. ``put`` maps its current text to the text with writeback's
    entries; ``take`` to the text without them, deleting only what ``prune`` names of the
    containers it empties (see :meth:`prune`); ``added`` names what ``put`` added besides
    the entries (containers it created, a final line break), for the receipts."""

    target: str
    kind: str  # "hook" | "mcp" | "block"
    path: Path
    label: str
    install: bool  # True: put writeback's entries in; False: take them out
    put: Transform
    take: Take
    entries: list[str]
    record: dict[str, Any] | None = None  # this file's receipt from an earlier run
    added_by: Added | None = None
    before: bytes | None = None
    after: bytes | None = None
    backup: Path | None = None
    applied: bool = False
    exact: bool = False  # removal puts the recorded original bytes back
    added: list[str] = field(default_factory=list)  # what this run's ``put`` added

    def prune(self) -> Prune:
        """What a structural removal may delete besides the entries: what writeback added
        (recorded, plus this run's). None when unknown (no receipt, or one written before
        writeback recorded it): then every container the removal empties goes."""
        rec = self.record
        if rec is None:
            return frozenset(self.added) if self.install else None
        if not isinstance(rec.get("added"), list):
            return None
        return frozenset(rec["added"]) | frozenset(self.added)

    def transform(self, text: str | None) -> str | None:
        return self.put(text) if self.install else self.take(text, self.prune())

    def undo(self, text: str | None) -> str | None:
        """The inverse of :meth:`transform`, structurally."""
        return self.take(text, self.prune()) if self.install else self.put(text)

    def compute(self) -> None:
        """Read the file and work out the new bytes; raises Refusal, writes nothing."""
        self.before = fileops.read_bytes(self.path)
        text = None if self.before is None else fileops.decode(self.path, self.before)
        new = self.transform(text)
        self.after = None if new is None else new.encode("utf-8")
        self.added = self.added_by(text, new) if self.install and self.added_by else []
        self.exact = False
        if not self.install:
            exact = self._exact_original()
            if exact is not _KEEP:
                self.after = exact  # type: ignore[assignment]
                self.exact = True

    def _exact_original(self) -> bytes | None | object:
        """The original bytes, when the file is exactly what writeback last wrote and
        nobody else changed it between writeback's writes (``exact_restore``)."""
        rec = self.record
        if not rec or rec.get("exact_restore") is False:
            return _KEEP
        if "written_sha256" not in rec or fileops.sha256(self.before) != rec["written_sha256"]:
            return _KEEP
        if not rec.get("original_existed"):
            return None
        backup = rec.get("original_backup")
        if not backup:
            return _KEEP
        original = fileops.read_bytes(Path(backup))
        if original is None or fileops.sha256(original) != rec.get("original_sha256"):
            return _KEEP
        try:
            text = fileops.decode(self.path, original)
            if self.transform(text) != text:
                return _KEEP  # the original already held writeback entries
        except Refusal:
            return _KEEP
        return original

    @property
    def changed(self) -> bool:
        return self.after != self.before

    def action(self) -> str:
        if not self.changed:
            return "no change"
        if self.before is None:
            return "create"
        return "delete" if self.after is None else "update"

    def describe(self) -> str:
        return f"{self.label} [{self.action()}]"

    def apply(self) -> bool:
        """Write the change (re-reading first, in case the agent rewrote the file)."""
        if fileops.read_bytes(self.path) != self.before:
            self.compute()
        if not self.changed:
            return False
        self.backup = fileops.write(self.path, self.after)
        self.applied = True
        return True

    def rollback(self) -> str | None:
        """Undo this run's write; returns a note when that could not be exact.

        If the file is still exactly what this run wrote, ``before`` goes back (and the
        backup, a copy of it, goes). If someone changed it since (the agent, during the
        smoke test), only writeback's change is undone structurally and the backups
        are kept, one of them holding what was there; nothing of theirs is lost."""
        if not self.applied:
            return None
        self.applied = False
        try:
            current = fileops.read_bytes(self.path)
            if current == self.after:
                fileops.write(self.path, self.before, make_backup=False)
                if self.backup is not None:  # it holds exactly what was just restored
                    self.backup.unlink(missing_ok=True)
                    self.backup = None
                return None
            text = None if current is None else fileops.decode(self.path, current)
            new = self.undo(text)
            data = None if new is None else new.encode("utf-8")
            if data != current:
                fileops.write(self.path, data)  # backs up what is there first
        except (Refusal, OSError) as exc:
            return (
                f"{self.path} changed after writeback wrote it and could not be undone "
                f"({exc}); left as it is (the previous contents are in {self.backup})"
            )
        return (
            f"{self.path} changed after writeback wrote it; took writeback's change out "
            "of the new contents instead of restoring the old bytes (backups kept)"
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "target": self.target,
            "kind": self.kind,
            "path": str(self.path),
            "action": self.action(),
            "install": self.install,
            "entries": self.entries,
            "description": self.label,
        }


@dataclass
class TargetPlan:
    name: str
    steps: list[FileStep] = field(default_factory=list)
    error: str | None = None
    refused: bool = False  # error is a file refusal (exit 2) rather than a failure
    skipped: str | None = None  # why the target is left alone (not installed)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None and self.skipped is None

    def to_dict(self) -> dict[str, Any]:
        return {
            "target": self.name,
            "status": "skipped" if self.skipped else ("refused" if self.refused else
                      ("failed" if self.error else "ok")),
            "error": self.error,
            "skipped": self.skipped,
            "notes": self.notes,
            "steps": [s.to_dict() for s in self.steps],
        }  # fmt: skip


@dataclass
class Plan:
    remove: bool
    writeback_bin: str
    mode: str
    targets: list[TargetPlan]

    def steps(self) -> list[FileStep]:
        return [s for t in self.targets if t.ok for s in t.steps]

    def to_dict(self) -> dict[str, Any]:
        return {
            "remove": self.remove,
            "writeback": self.writeback_bin,
            "mode": self.mode,
            "targets": [t.to_dict() for t in self.targets],
        }


def _step(
    target: str,
    kind: str,
    path: Path,
    install: bool,
    put: tuple[str, Transform],
    take: tuple[str, Take],
    entries: list[str],
    files: dict[str, Any],
    added_by: Added,
) -> FileStep:
    """One file's step: installs with ``put`` (label, transform), else removes with
    ``take``; both are kept so a rollback can undo either structurally."""
    label = put[0] if install else take[0]
    return FileStep(target, kind, path, f"{target}: {label}", install, put[1], take[1], entries,
                    files.get(str(path)), added_by)  # fmt: skip


def _json_added(keys: list[str], where: str) -> Added:
    """The JSON containers among ``keys`` that an install created."""
    return lambda before, after: sorted(
        jsonfile.containers(after, keys, where) - jsonfile.containers(before, keys, where)
    )


def _eol_added(markers: blocks.Markers) -> Added:
    """The final line break an appended block puts after a last line that had none."""
    return lambda before, after: (
        [blocks.ADDED_EOL] if blocks.adds_final_eol(before, markers) else []
    )


def _drop_eol(prune: Prune) -> bool:
    return prune is not None and blocks.ADDED_EOL in prune


def _block(target: str, path: Path, body: str, install: bool, files: dict[str, Any]) -> FileStep:
    where = str(path)
    return _step(
        target, "block", path, install,
        (f"contract block in {path}", lambda t: blocks.upsert(t or "", body, where=where)),
        (f"remove writeback's contract block from {path}",
         lambda t, prune: None if t is None else
         blocks.strip(t, where=where, drop_final_eol=_drop_eol(prune))),
        [blocks.BEGIN], files, _eol_added(blocks.CONTRACT),
    )  # fmt: skip


def server_env() -> dict[str, str]:
    """What the MCP server needs in its environment, written into each registration:
    Codex passes only a few variables (HOME, PATH, LANG, …) to the servers it starts."""
    return {"WRITEBACK_HOME": str(paths.writeback_home())}


def tool_approval(stored: dict[str, Any] | None = None) -> str:
    """``auto`` or ``prompt`` (``harness.tool_approval``)."""
    stored = wb_settings.load_file_plane_or_closed() if stored is None else stored
    return str(wb_settings.read_file_value("harness.tool_approval", stored).value)


def _steps(
    h: Harness,
    wb: str,
    body: str,
    install: bool,
    block_on: bool,
    files: dict[str, Any],
    approval: str,
) -> list[FileStep]:
    """The harness's three file steps: its hooks (and, where the client keeps them in the
    same file, writeback's tool permissions), its MCP registration, its contract block."""
    hook_path, mcp_path = harnesses.locate(h, h.hook_file), harnesses.locate(h, h.mcp_file)
    return [
        _hook_step(h, hook_path, _hook_specs(h.name, wb), wb, install, files, approval),
        _mcp_step(h, mcp_path, wb, install, files, approval),
        _block(h.name, harnesses.locate(h, h.contract_file), body, install and block_on, files),
    ]


def _hook_step(
    h: Harness,
    path: Path,
    specs: list[jsonfile.HookSpec],
    wb: str,
    install: bool,
    files: dict[str, Any],
    approval: str,
) -> FileStep:
    p = str(path)
    events = " + ".join(sp.event for sp in specs)
    common = os.path.commonprefix([sp.sub for sp in specs])
    subs = common[: common.rfind("-") + 1]  # "claude-stop", "claude-session-start" → "claude-"
    entries = [f"{sp.event}: {sp.command}" for sp in specs]
    if not h.tool_permissions:
        return _step(h.name, "hook", path, install,
                     (f"{events} hooks (`{wb} hook {subs}…`) in {p}",
                      lambda t: jsonfile.install_hooks(t, specs, p)),
                     (f"remove writeback's hooks from {p}",
                      lambda t, prune: jsonfile.remove_hooks(t, specs, p, prune)),
                     entries, files, _json_added(jsonfile.hook_containers(specs), p))  # fmt: skip
    allow = jsonfile.permission_entries(approval)
    allowed = f"; allow {', '.join(allow)} without asking" if allow else ""
    return _step(h.name, "hook", path, install,
                 (f"{events} hooks (`{wb} hook {subs}…`){allowed} in {p}",
                  lambda t: jsonfile.install_permissions(
                      jsonfile.install_hooks(t, specs, p), allow, p)),
                 (f"remove writeback's hooks and tool permissions from {p}",
                  lambda t, prune: jsonfile.remove_permissions(
                      jsonfile.remove_hooks(t, specs, p, prune), p, prune)),
                 [*entries, *(f"permissions.allow: {a}" for a in allow)], files,
                 _json_added([*jsonfile.hook_containers(specs), "permissions",
                              "permissions.allow"], p))  # fmt: skip


def _mcp_step(
    h: Harness, path: Path, wb: str, install: bool, files: dict[str, Any], approval: str
) -> FileStep:
    p, env = str(path), server_env()
    if h.mcp_format == "json":
        return _step(h.name, "mcp", path, install,
                     (f"MCP server `writeback` (`{wb} mcp`, user scope, env WRITEBACK_HOME) in {p}",
                      lambda t: jsonfile.install_mcp(t, wb, p, env)),
                     (f"remove MCP server `writeback` from {p}",
                      lambda t, prune: jsonfile.remove_mcp(t, p, prune)),
                     ["mcpServers.writeback"], files, _json_added(["mcpServers"], p))  # fmt: skip
    if h.mcp_format != "toml":
        raise HarnessError(f"{h.name}: unknown MCP config format {h.mcp_format!r}")
    wb_home = env["WRITEBACK_HOME"]
    asks = "tools run without asking, forget asks" if approval == "auto" else "every tool asks"
    return _step(h.name, "mcp", path, install,
                 (f"[mcp_servers.writeback] (`{wb} mcp`, env WRITEBACK_HOME, {asks}) in {p}",
                  lambda t: codex_toml.install(t, wb, wb_home, p, approval)),
                 (f"remove [mcp_servers.writeback] from {p}",
                  lambda t, prune: codex_toml.remove(t, p, _drop_eol(prune))),
                 ["mcp_servers.writeback"], files,
                 lambda before, after: [blocks.ADDED_EOL] if codex_toml.adds_final_eol(before) else [])  # fmt: skip


def override_problem(h: Harness) -> str | None:
    """Why the client would ignore writeback's contract file (a non-empty override file
    shadows it, as Codex's AGENTS.override.md does AGENTS.md), or None."""
    if h.contract_override is None:
        return None
    override = harnesses.locate(h, h.contract_override)
    try:
        content = override.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    if not content.strip():
        return None
    return (
        f"{override} exists and is not empty, so {h.title} ignores {h.contract_file} and "
        f"would never see writeback's contract. Merge it into {h.contract_file} (or empty "
        "it), then re-run."
    )


def plan(harness: str = "all", remove: bool = False, writeback_bin: str | None = None) -> Plan:
    """Work out every change for ``harness`` (a name in TARGETS, or all); writes nothing."""
    if harness not in (*TARGETS, "all"):
        raise HarnessError(f"unknown harness {harness!r}; choose {', '.join(TARGETS)} or all")
    names = TARGETS if harness == "all" else (harness,)
    receipts = load_receipts()
    if writeback_bin:
        wb = writeback_bin
    elif remove:  # removal finds entries by marker; the path only labels the plan
        wb = receipts.get("writeback") or shutil.which("writeback") or "writeback"
    else:
        wb = find_writeback()
    stored = wb_settings.load_file_plane_or_closed()
    mode = wb_settings.read_file_value("memory.auto_writeback", stored).value
    body = contract.render_contract(stored)
    block_on = mode != "off"
    out = Plan(remove, wb, mode, [])
    for name in names:
        tp = TargetPlan(name)
        out.targets.append(tp)
        files = receipts["targets"].get(name, {}).get("files", {})
        h = harnesses.get(name)
        config_dir = harnesses.config_dir(h)
        if harness == "all" and not remove and not files and not config_dir.is_dir():
            tp.skipped = f"{config_dir} does not exist ({name} not installed?)"
            continue
        tp.steps = _steps(h, wb, body, not remove, block_on, files, tool_approval(stored))
        if not remove:
            problem = override_problem(h)
            if problem:
                tp.error = problem
                continue
            if h.hook_trust:
                tp.notes.append(TRUST_NOTE.format(title=h.title, how=codex_trust.HOW_TO_TRUST))
        if not remove and not block_on:
            tp.notes.append(
                "memory.auto_writeback is off, so nothing is captured yet and no contract "
                "block was written (hooks and MCP stay registered; `remember` works). Turn "
                "capture on with `writeback config set memory.auto_writeback salient`, then "
                "run `writeback bootstrap harness --yes` again to add the contract block."
            )
        try:
            for step in tp.steps:
                step.compute()
        except Refusal as exc:
            tp.error, tp.refused = str(exc), True
    return out


# ---------------------------------------------------------------- smoke test


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "ok": self.ok, "message": self.message}


_SMOKE_TEXT = "I prefer green tea over coffee in the mornings."


def _smoke_payload(tmp: Path, harness: str, event: str) -> bytes:
    """A Stop payload whose transcript holds one user turn in the harness's own format
    (its reader's ``smoke_sample``)."""
    reader: Any = harnesses.reader(harnesses.get(harness))
    line, fields = reader.smoke_sample(_SMOKE_TEXT, str(tmp))
    transcript = tmp / f"{harness}-transcript.jsonl"
    transcript.write_text(json.dumps(line) + "\n", encoding="utf-8")
    payload = {
        "session_id": "writeback-smoke",
        "transcript_path": str(transcript),
        "cwd": str(tmp),
        "hook_event_name": event,
        "stop_hook_active": False,
        **fields,
    }
    return json.dumps(payload).encode()


def _read_side_output(name: str, out: bytes) -> Check:
    """A read-side hook prints nothing or exactly one hookSpecificOutput object."""
    if not out.strip():
        return Check(name, True, "exit 0, nothing to say")
    try:
        data = json.loads(out)
        ok = isinstance(data["hookSpecificOutput"]["additionalContext"], str)
    except (ValueError, KeyError, TypeError):
        ok = False
    if not ok:
        return Check(name, False, f"printed {len(out)} bytes that are not one hook answer")
    return Check(name, True, "exit 0, one JSON answer")


@dataclass
class Smoke:
    """Runs the registered commands against a throwaway home. The argv overrides exist so
    tests can substitute a fake hook or MCP server for the real ones."""

    hook_argv: list[str] | None = None
    mcp_argv: list[str] | None = None
    timeout: float = 10.0

    def run(self, hooks: list[tuple[str, jsonfile.HookSpec]], mcp_argv: list[str]) -> list[Check]:
        with tempfile.TemporaryDirectory(prefix="wb-smoke-") as raw:
            tmp = Path(raw)
            env = self._env(tmp)
            checks = [self.check_hook(h, spec, tmp, env) for h, spec in hooks]
            checks.append(self.check_mcp(self.mcp_argv or mcp_argv, tmp, env))
        return checks

    @staticmethod
    def _env(tmp: Path) -> dict[str, str]:
        env = dict(os.environ)
        homes = [("WRITEBACK_HOME", "wb"), *((h.config_env, h.name) for h in harnesses.HARNESSES)]
        for var, sub in homes:
            (tmp / sub).mkdir(mode=0o700)
            env[var] = str(tmp / sub)
        for var in ("WRITEBACK_HOOKS", "WRITEBACK_SESSION", "WRITEBACK_BRAIN_URL"):
            env.pop(var, None)
        stored = wb_settings.load_file_plane_or_closed()
        # The user's mode and filters, so the hook walks its real path; but never their
        # brain: without brain.url the throwaway home's default brain is used.
        stored.pop("brain.url", None)
        wb_settings.write_file_plane(stored, tmp / "wb" / "config.json")
        return env

    def check_hook(
        self, harness: str, spec: jsonfile.HookSpec, tmp: Path, env: dict[str, str]
    ) -> Check:
        name = f"hook {spec.sub}"
        argv = self.hook_argv or shlex.split(spec.command)
        try:
            proc = subprocess.run(
                argv, input=_smoke_payload(tmp, harness, spec.event), capture_output=True,
                env=env, cwd=tmp, timeout=max(spec.timeout, 1) + 2,
            )  # fmt: skip
        except subprocess.TimeoutExpired:
            return Check(name, False, f"`{spec.command}` did not finish in {spec.timeout}s")
        except OSError as exc:
            return Check(name, False, f"`{spec.command}` could not start ({exc})")
        if proc.returncode != 0:
            err = proc.stderr.decode(errors="replace").strip().splitlines()[-1:] or [""]
            return Check(name, False, f"exit {proc.returncode} (expected 0) {err[0]}".strip())
        if harnesses.EVENTS[spec.sub][1].kind in harnesses.READ_SIDE:
            return _read_side_output(name, proc.stdout)
        if proc.stdout:
            return Check(
                name, False, f"printed {len(proc.stdout)} bytes on stdout (must be silent)"
            )
        return Check(name, True, "exit 0, silent")

    def check_mcp(self, argv: list[str], tmp: Path, env: dict[str, str]) -> Check:
        name = "mcp initialize + tools/list"
        try:
            proc = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL, env=env, cwd=tmp,
            )  # fmt: skip
        except OSError as exc:
            return Check(name, False, f"`{shlex.join(argv)}` could not start ({exc})")
        lines: queue.Queue[bytes] = queue.Queue()
        assert proc.stdout is not None and proc.stdin is not None
        stdout = proc.stdout

        def pump() -> None:
            for raw in iter(stdout.readline, b""):
                lines.put(raw)
            lines.put(b"")

        reader = threading.Thread(target=pump, daemon=True)
        reader.start()
        deadline = time.monotonic() + self.timeout
        try:
            self._send(proc, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {},
                "clientInfo": {"name": "writeback-smoke", "version": "1"}}})  # fmt: skip
            init = self._await(lines, 1, deadline)
            if "result" not in init:
                return Check(name, False, f"initialize failed: {init.get('error')}")
            self._send(proc, {"jsonrpc": "2.0", "method": "notifications/initialized"})
            self._send(proc, {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}})
            listed = self._await(lines, 2, deadline)
            tools = [t.get("name") for t in listed.get("result", {}).get("tools", [])]
            if "remember" not in tools:
                return Check(name, False, f"tools/list lacks `remember` (got {tools})")
            return Check(name, True, f"answered; tools: {', '.join(map(str, tools))}")
        except (TimeoutError, EOFError, OSError, ValueError) as exc:
            return Check(name, False, f"`{shlex.join(argv)}`: {exc}")
        finally:
            try:
                proc.stdin.close()
            except OSError:
                pass
            try:
                proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            reader.join(timeout=2)
            stdout.close()

    @staticmethod
    def _send(proc: subprocess.Popen[bytes], message: dict[str, Any]) -> None:
        assert proc.stdin is not None
        proc.stdin.write(json.dumps(message).encode() + b"\n")
        proc.stdin.flush()

    @staticmethod
    def _await(lines: queue.Queue[bytes], rid: int, deadline: float) -> dict[str, Any]:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no answer to request {rid} in time")
            try:
                raw = lines.get(timeout=left)
            except queue.Empty:
                raise TimeoutError(f"no answer to request {rid} in time") from None
            if not raw:
                raise EOFError("server closed stdout")
            try:
                msg = json.loads(raw)
            except ValueError:
                raise ValueError(f"non-JSON line on stdout: {raw[:80]!r}") from None
            if isinstance(msg, dict) and msg.get("id") == rid:
                return msg


# ---------------------------------------------------------------- apply


@dataclass
class Result:
    plan: Plan
    changed: list[str] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    rolled_back: bool = False
    failures: list[str] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        if self.rolled_back or self.failures or any(not c.ok for c in self.checks):
            return 1
        if any(t.refused for t in self.plan.targets):
            return 2
        if any(t.error for t in self.plan.targets):
            return 1
        return 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema_version": 1,
            "kind": "result",
            "ok": self.exit_code == 0,
            "exit_code": self.exit_code,
            "plan": self.plan.to_dict(),
            "changed": self.changed,
            "smoke": [c.to_dict() for c in self.checks],
            "rolled_back": self.rolled_back,
            "failures": self.failures,
        }


def apply(p: Plan, smoke: Smoke | None = None) -> Result:
    """Write the plan, smoke-test what is registered, roll everything back on failure."""
    result = Result(p)
    done: list[FileStep] = []
    for tp in p.targets:
        if not tp.ok:
            continue
        mine: list[FileStep] = []
        try:
            for step in tp.steps:
                if step.apply():
                    mine.append(step)
        except (Refusal, OSError) as exc:
            result.failures += _rollback(mine)
            tp.error, tp.refused = str(exc), isinstance(exc, Refusal)
            continue
        done += mine
    live = [t for t in p.targets if t.ok]
    if not p.remove and live:
        hooks = [(t.name, spec) for t in live for spec in _hook_specs(t.name, p.writeback_bin)]
        result.checks = (smoke or Smoke()).run(hooks, [p.writeback_bin, "mcp"])
        if not all(c.ok for c in result.checks):
            notes = _rollback(done)
            result.rolled_back = bool(done)
            bad = "; ".join(f"{c.name}: {c.message}" for c in result.checks if not c.ok)
            result.failures.append(f"smoke test failed ({bad}); this run's changes were undone")
            result.failures += notes
            return result
    result.changed = [str(s.path) for s in done]
    _record(p, live)
    return result


def _rollback(steps: list[FileStep]) -> list[str]:
    return [note for step in reversed(steps) if (note := step.rollback())]


def _hook_specs(target: str, wb: str) -> list[jsonfile.HookSpec]:
    """Every hook writeback registers in ``target`` (writeback.harnesses), in order."""
    return [jsonfile.hook_spec(wb, e.client, e.name) for e in harnesses.get(target).events]


def _drop_backups(rec: dict[str, Any], step: FileStep) -> None:
    """After an exact restore, the backups only hold the original or what writeback
    wrote (``exact_restore`` guarantees nobody else wrote in between): delete them. The
    removal's own backup goes only if it verifiably holds exactly what writeback wrote."""
    for old in rec.get("backups", []):
        if old and ".writeback-bak-" in Path(old).name:
            Path(old).unlink(missing_ok=True)
    if step.backup is not None:
        try:
            mine = fileops.read_bytes(step.backup)
        except Refusal:
            return
        if mine is not None and fileops.sha256(mine) == rec.get("written_sha256"):
            step.backup.unlink(missing_ok=True)


def _record(p: Plan, live: list[TargetPlan]) -> None:
    receipts = load_receipts()
    now = _now()
    for tp in live:
        entry = receipts["targets"].setdefault(tp.name, {"installed_at": now, "files": {}})
        files = entry.setdefault("files", {})
        for step in tp.steps:
            key = str(step.path)
            if not step.install:
                rec = files.pop(key, None)
                if rec and step.exact:
                    _drop_backups(rec, step)
                continue
            rec = files.get(key)
            if rec is None:
                rec = files[key] = {
                    "original_existed": step.before is not None,
                    "original_sha256": fileops.sha256(step.before),
                    "original_backup": str(step.backup) if step.backup else None,
                    "added": [],
                }
                if not step.applied:  # writeback did not write it: no exact original
                    rec["exact_restore"] = False
            elif fileops.sha256(step.before) != rec.get("written_sha256"):
                # Someone changed the file since writeback wrote it: putting the original
                # bytes back would lose their edits, so removal is structural from now on.
                rec["exact_restore"] = False
            if step.applied:
                if step.backup:
                    rec.setdefault("backups", []).append(str(step.backup))
                rec["written_sha256"] = fileops.sha256(step.after)
            if isinstance(rec.get("added"), list):  # absent in older receipts: unknown
                rec["added"] = sorted({*rec["added"], *step.added})
            rec.update(
                kind=step.kind,
                real_path=str(fileops.real_target(step.path)),
                entries=step.entries,
                updated_at=now,
            )
        if files:
            entry["updated_at"] = now
        else:
            receipts["targets"].pop(tp.name, None)
    receipts["schema"] = RECEIPTS_SCHEMA
    receipts["writeback"] = p.writeback_bin
    receipts["mode"] = p.mode
    receipts["updated_at"] = now
    save_receipts(receipts)
