"""Regenerate tests/fixtures/real-clients/ from the pinned real clients.

    .venv/bin/python -m tests.clients.capture [--out tests/fixtures/real-clients]

Runs Claude Code and Codex against the fake model in throwaway homes, with a capture hook
(tests/clients/caphook.py) registered for every event we care about, and copies what the
clients wrote: hook payloads (stdin), the transcript/rollout as it was when each hook ran,
the final transcript/rollout, and Codex's config.toml after Codex itself edited it. Each
scenario directory gets a ``manifest.json`` naming the client version and the exact
commands. Nothing is sanitised: absolute temporary paths stay as the clients wrote them.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.clients import env as E
from tests.clients.fake_model import FakeModel, Reply, ToolCall
from tests.clients.install import CLAUDE_VERSION, CODEX_VERSION, Clients, ensure

OUT = Path(__file__).resolve().parents[1] / "fixtures" / "real-clients"

CLAUDE_EVENTS = ("SessionStart", "UserPromptSubmit", "Stop", "SessionEnd")
CODEX_EVENTS = ("SessionStart", "UserPromptSubmit", "Stop", "SessionEnd")


def _wait_for(pred: Any, timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return
        time.sleep(0.05)


class Scenario:
    def __init__(self, out: Path, name: str, client: str, version: str) -> None:
        self.dir = out / name
        if self.dir.exists():
            shutil.rmtree(self.dir)
        self.dir.mkdir(parents=True)
        self.manifest: dict[str, Any] = {
            "client": client,
            "version": version,
            "generated_by": "python -m tests.clients.capture",
            "commands": [],
        }

    def command(self, argv: list[str], **info: Any) -> None:
        self.manifest["commands"].append({"argv": argv, **info})

    def finish(self, hooks_dir: Path, files: dict[str, Path]) -> None:
        if hooks_dir.exists():
            dest = self.dir / "hooks"
            shutil.copytree(hooks_dir, dest)
        for name, src in files.items():
            shutil.copyfile(src, self.dir / name)
        (self.dir / "manifest.json").write_text(json.dumps(self.manifest, indent=2) + "\n")


# ---------------------------------------------------------------------------- claude


def _claude_setup(tmp: Path, model: FakeModel) -> tuple[E.Homes, Path]:
    homes = E.Homes.make(tmp)
    cap = tmp / "cap"
    E.write_json(homes.claude / "settings.json", E.capture_hooks_json(cap, CLAUDE_EVENTS))
    return homes, cap


def _claude_transcript(homes: E.Homes, session_id: str) -> Path:
    found = list((homes.claude / "projects").glob(f"*/{session_id}.jsonl"))
    assert len(found) == 1, found
    return found[0]


def _last_session(cap: Path) -> str:
    stops = sorted(cap.glob("*-Stop.json"))
    return str(json.loads(stops[-1].read_text())["session_id"])


def capture_claude(clients: Clients, out: Path, model: FakeModel) -> None:
    # 1. one `claude -p` turn (300 ms model latency, so the turn is on disk at Stop)
    with tempfile.TemporaryDirectory(prefix="wbcap-") as t:
        homes, cap = _claude_setup(Path(t), model)
        sc = Scenario(out, "claude-code/p-one-turn", "claude-code", CLAUDE_VERSION)
        model.reset(Reply(text="Noted.", latency_ms=300))
        argv = ["claude", "-p", "My favourite editor is Helix."]
        E.run_claude(clients, homes, model.url, *argv[1:]).check_returncode()
        sc.command(argv, model_latency_ms=300)
        _wait_for(lambda: list(cap.glob("*-SessionEnd.json")))
        sid = _last_session(cap)
        sc.finish(cap, {"transcript.jsonl": _claude_transcript(homes, sid)})

    # 2. a --continue chain of 3 turns, fast model (0 ms): shows the Stop race
    with tempfile.TemporaryDirectory(prefix="wbcap-") as t:
        homes, cap = _claude_setup(Path(t), model)
        sc = Scenario(out, "claude-code/continue-3-turns", "claude-code", CLAUDE_VERSION)
        model.reset(Reply(text="Noted."))
        prompts = [
            "Our staging database is db-stage-7.",
            "The release train leaves every Thursday.",
            "I prefer tabs over spaces.",
        ]
        for i, p in enumerate(prompts):
            argv = ["claude", "-p", p] if i == 0 else ["claude", "-p", "--continue", p]
            E.run_claude(clients, homes, model.url, *argv[1:]).check_returncode()
            sc.command(argv, model_latency_ms=0)
            _wait_for(lambda n=i + 1: len(list(cap.glob("*-SessionEnd.json"))) >= n)
        sid = _last_session(cap)
        sc.finish(cap, {"transcript.jsonl": _claude_transcript(homes, sid)})

    # 3. a tool call: the model reads a file, then answers
    with tempfile.TemporaryDirectory(prefix="wbcap-") as t:
        homes, cap = _claude_setup(Path(t), model)
        sc = Scenario(out, "claude-code/tool-call", "claude-code", CLAUDE_VERSION)
        notes = homes.work / "notes.txt"
        notes.write_text("The deploy key lives in the vault.\n")
        model.reset(Reply(text="Done."))
        model.script(
            Reply(
                text="The notes say where the deploy key lives.",
                tool_call=ToolCall("Read", {"file_path": str(notes)}),
                latency_ms=300,
            )
        )
        argv = ["claude", "-p", "Read notes.txt and tell me what it says."]
        E.run_claude(clients, homes, model.url, *argv[1:]).check_returncode()
        sc.command(argv, model_latency_ms=300, model_tool_call="Read")
        _wait_for(lambda: list(cap.glob("*-SessionEnd.json")))
        sid = _last_session(cap)
        sc.finish(cap, {"transcript.jsonl": _claude_transcript(homes, sid)})


# ---------------------------------------------------------------------------- codex


def _codex_setup(clients: Clients, tmp: Path, model: FakeModel) -> tuple[E.Homes, Path]:
    homes = E.Homes.make(tmp)
    cap = tmp / "cap"
    E.write_codex_config(homes, model.url)
    E.write_json(homes.codex / "hooks.json", E.capture_hooks_json(cap, CODEX_EVENTS))
    E.trust_codex_hooks(clients, homes)
    return homes, cap


def _rollout(cap: Path) -> Path:
    stops = sorted(cap.glob("*-Stop.json"))
    return Path(json.loads(stops[-1].read_text())["transcript_path"])


def capture_codex(clients: Clients, out: Path, model: FakeModel) -> None:
    # 1. one `codex exec` turn
    with tempfile.TemporaryDirectory(prefix="wbcap-") as t:
        homes, cap = _codex_setup(clients, Path(t), model)
        sc = Scenario(out, "codex/exec-one-turn", "codex", CODEX_VERSION)
        model.reset(Reply(text="Noted."))
        argv = ["codex", "exec", "--skip-git-repo-check", "My favourite editor is Helix."]
        E.run_codex(clients, homes, *argv[1:]).check_returncode()
        sc.command(argv)
        sc.finish(
            cap,
            {"rollout.jsonl": _rollout(cap), "config.toml": homes.codex / "config.toml"},
        )

    # 2. three turns: exec, then `exec resume --last` twice
    with tempfile.TemporaryDirectory(prefix="wbcap-") as t:
        homes, cap = _codex_setup(clients, Path(t), model)
        sc = Scenario(out, "codex/exec-resume-3-turns", "codex", CODEX_VERSION)
        model.reset(Reply(text="Noted."))
        prompts = [
            "Our staging database is db-stage-7.",
            "The release train leaves every Thursday.",
            "I prefer tabs over spaces.",
        ]
        for i, p in enumerate(prompts):
            if i == 0:
                argv = ["codex", "exec", "--skip-git-repo-check", p]
            else:
                argv = ["codex", "exec", "--skip-git-repo-check", "resume", "--last", p]
            E.run_codex(clients, homes, *argv[1:]).check_returncode()
            sc.command(argv)
        sc.finish(cap, {"rollout.jsonl": _rollout(cap)})

    # 3. a tool call: the model runs a shell command, then answers
    with tempfile.TemporaryDirectory(prefix="wbcap-") as t:
        homes, cap = _codex_setup(clients, Path(t), model)
        sc = Scenario(out, "codex/exec-tool-call", "codex", CODEX_VERSION)
        model.reset(Reply(text="Done."))
        model.script(
            Reply(
                text="The command printed hello.",
                tool_call=ToolCall("exec_command", {"cmd": "echo hello"}),
            )
        )
        argv = ["codex", "exec", "--skip-git-repo-check", "Run echo hello and tell me the output."]
        E.run_codex(clients, homes, *argv[1:]).check_returncode()
        sc.command(argv, model_tool_call="exec_command")
        sc.finish(cap, {"rollout.jsonl": _rollout(cap)})

    # 4. config.toml as Codex itself rewrites it
    with tempfile.TemporaryDirectory(prefix="wbcap-") as t:
        homes = E.Homes.make(Path(t))
        cap = Path(t) / "cap"
        sc = Scenario(out, "codex/config-toml", "codex", CODEX_VERSION)
        cfg = E.write_codex_config(homes, model.url)
        shutil.copyfile(cfg, sc.dir / "config.0-ours.toml")
        E.write_json(homes.codex / "hooks.json", E.capture_hooks_json(cap, ("Stop", "SessionEnd")))
        shutil.copyfile(homes.codex / "hooks.json", sc.dir / "hooks.json")
        E.run_codex(clients, homes, "mcp", "add", "other", "--", "echo", "hi").check_returncode()
        sc.command(["codex", "mcp", "add", "other", "--", "echo", "hi"])
        shutil.copyfile(cfg, sc.dir / "config.1-after-mcp-add.toml")
        E.trust_codex_hooks(clients, homes)
        sc.command(
            ["codex", "app-server"],
            jsonrpc=["hooks/list", "config/batchWrite hooks.state upsert (what /hooks trust does)"],
        )
        shutil.copyfile(cfg, sc.dir / "config.2-after-trust.toml")
        with E.CodexAppServer(clients, homes) as app:
            (sc.dir / "hooks-list.json").write_text(json.dumps(app.hooks(), indent=2) + "\n")
        sc.finish(cap, {})


LEGACY_BLOCK = (
    "\n# writeback:mcp:begin\n"
    "[mcp_servers.writeback]\n"
    'command = "/usr/local/bin/writeback"\n'
    'args = ["mcp"]\n'
    "# writeback:mcp:end\n"
)


def capture_codex_legacy_markers(clients: Clients, out: Path, model: FakeModel) -> None:
    """What Codex does to the marker block older writeback versions appended."""
    with tempfile.TemporaryDirectory(prefix="wbcap-") as t:
        homes = E.Homes.make(Path(t))
        cap = Path(t) / "cap"
        sc = Scenario(out, "codex/config-toml-legacy-markers", "codex", CODEX_VERSION)
        cfg = E.write_codex_config(homes, model.url)
        cfg.write_text(cfg.read_text() + LEGACY_BLOCK)
        shutil.copyfile(cfg, sc.dir / "config.0-ours.toml")
        E.write_json(homes.codex / "hooks.json", E.capture_hooks_json(cap, ("Stop", "SessionEnd")))
        E.run_codex(clients, homes, "mcp", "add", "other", "--", "echo", "hi").check_returncode()
        sc.command(["codex", "mcp", "add", "other", "--", "echo", "hi"])
        shutil.copyfile(cfg, sc.dir / "config.1-after-mcp-add.toml")
        E.trust_codex_hooks(clients, homes)
        sc.command(["codex", "app-server"], jsonrpc=["hooks/list", "config/batchWrite"])
        shutil.copyfile(cfg, sc.dir / "config.2-after-trust.toml")
        sc.finish(cap, {})


# ---------------------------------------------------------------------------- extraction

EXTRACT_TURN = "I prefer pnpm over npm. Dana said Acme hit 2M ARR last month."
EXTRACT_ANSWER = {
    "facts": [
        {
            "claim": "Prefers pnpm over npm",
            "kind": "preference",
            "entity": None,
            "salience": "high",
            "transient": False,
            "corrects": None,
        },
        {
            "claim": "Dana said Acme hit 2M ARR last month",
            "kind": "project_state",
            "entity": "Acme",
            "salience": "medium",
            "transient": False,
            "corrects": None,
        },
    ]
}


def capture_extract(clients: Clients, out: Path, model: FakeModel) -> None:
    """writeback's claude and codex extraction engines, run with their real argv: the
    structured-output request each client sends and what writeback reads back."""
    import subprocess

    from tests.clients.fake_model import answer, wants_json
    from writeback.extract.llm import ClaudeExtractor, CodexExtractor, prompt_for

    prompt = prompt_for(EXTRACT_TURN)
    with tempfile.TemporaryDirectory(prefix="wb-cap-") as t:
        homes = E.Homes.make(Path(t))
        model.reset()
        model.script(answer(EXTRACT_ANSWER))
        sc = Scenario(out, "claude-code/extract-json-schema", "claude-code", CLAUDE_VERSION)
        argv = ClaudeExtractor(binary=str(clients.claude)).argv()
        proc = subprocess.run(
            argv,
            input=prompt,
            capture_output=True,
            text=True,
            cwd=homes.work,
            env={**E.claude_env(homes, model.url), "WRITEBACK_HOOKS": "0"},
            timeout=120,
            check=True,
        )
        sc.command(["claude", *argv[1:]], stdin=prompt, answer=EXTRACT_ANSWER)
        (sc.dir / "stdout.json").write_text(proc.stdout)
        E.write_json(sc.dir / "request.json", [r.body for r in model.json_requests()][0])
        sc.finish(Path(t) / "none", {})

    with tempfile.TemporaryDirectory(prefix="wb-cap-") as t:
        homes = E.Homes.make(Path(t))
        E.write_codex_config(homes, model.url)
        model.reset()
        model.script(answer(EXTRACT_ANSWER))
        sc = Scenario(out, "codex/exec-output-schema", "codex", CODEX_VERSION)
        schema, last = Path(t) / "schema.json", Path(t) / "answer.json"
        from writeback.extract.llm import INSTRUCTIONS, answer_schema

        schema.write_text(json.dumps(answer_schema()))
        argv = CodexExtractor(binary=str(clients.codex)).argv(schema, last)
        stdin = f"{INSTRUCTIONS}\n\n{prompt}"
        subprocess.run(
            argv,
            input=stdin,
            capture_output=True,
            text=True,
            cwd=homes.work,
            env={**E.codex_env(homes), "WRITEBACK_HOOKS": "0"},
            timeout=120,
            check=True,
        )
        sc.command(["codex", *argv[1:]], stdin=stdin, answer=EXTRACT_ANSWER)
        shutil.copyfile(last, sc.dir / "answer.json")
        bodies = [r.body for r in model.requests if wants_json(r.body)]
        E.write_json(sc.dir / "request.json", bodies[0])
        sc.finish(Path(t) / "none", {})


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--only", choices=("claude-code", "codex", "codex-legacy-markers", "extract"))
    args = ap.parse_args()
    clients = ensure()
    with FakeModel() as model:
        if args.only in (None, "claude-code"):
            capture_claude(clients, args.out, model)
        if args.only in (None, "codex"):
            capture_codex(clients, args.out, model)
        if args.only in (None, "codex-legacy-markers"):
            capture_codex_legacy_markers(clients, args.out, model)
        if args.only in (None, "extract"):
            capture_extract(clients, args.out, model)
    print(f"fixtures written to {args.out}")


if __name__ == "__main__":
    main()
