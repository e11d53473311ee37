"""Isolated homes for the real clients, and helpers to run them against the fake model.

Every client run gets an environment built from scratch (nothing of the caller's
environment leaks in but PATH): HOME, CLAUDE_CONFIG_DIR, CODEX_HOME and WRITEBACK_HOME all
point into one temporary directory, the model is the fake server on 127.0.0.1, and every
setting that would make a client reach the internet (telemetry, update checks, plugin
catalogues, feedback, web search) is off. ``tests/realclient/test_real_clients.py`` checks with
strace that the clients connect to nothing but 127.0.0.1 and Unix sockets.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.clients.install import Clients

HERE = Path(__file__).resolve().parent
CAPHOOK = HERE / "caphook.py"
DUMMY_ANTHROPIC_KEY = "sk-ant-fake-test-key"
DUMMY_OPENAI_KEY = "sk-fake-test-key"
CODEX_KEY_ENV = "WRITEBACK_TEST_MODEL_KEY"

# Codex 0.171 looks up github.com / chatgpt.com unless these are off (all keys exist in
# 0.171: `codex features list` shows every one of the features).
CODEX_OFFLINE_FEATURES = (
    "plugins",
    "remote_plugin",
    "apps",
    "plugin_sharing",
    "in_app_updates",
    "daemon_auto_start",
    "skill_mcp_dependency_install",
    "tool_suggest",
)


@dataclass(frozen=True)
class Homes:
    root: Path
    home: Path
    claude: Path  # CLAUDE_CONFIG_DIR
    codex: Path  # CODEX_HOME
    wb: Path  # WRITEBACK_HOME
    work: Path  # the project directory the clients run in

    @classmethod
    def make(cls, root: Path, wb: Path | None = None) -> Homes:
        homes = cls(
            root=root,
            home=root / "home",
            claude=root / "claude",
            codex=root / "codex",
            wb=wb or root / "wb",
            work=root / "work",
        )
        for d in (homes.home, homes.claude, homes.codex, homes.work):
            d.mkdir(mode=0o700, parents=True, exist_ok=True)
        return homes


def base_env(homes: Homes) -> dict[str, str]:
    return {
        "PATH": os.environ.get("PATH", "/usr/local/bin:/usr/bin:/bin"),
        "LANG": "C.UTF-8",
        "TERM": "dumb",
        "NO_COLOR": "1",
        "HOME": str(homes.home),
        "CLAUDE_CONFIG_DIR": str(homes.claude),
        "CODEX_HOME": str(homes.codex),
        "WRITEBACK_HOME": str(homes.wb),
        "TMPDIR": os.environ.get("TMPDIR", "/tmp"),
    }


def claude_env(homes: Homes, model_url: str) -> dict[str, str]:
    """Claude Code 2.1.197: `claude -p` needs no onboarding or trust dialog with an API key."""
    return {
        **base_env(homes),
        "ANTHROPIC_BASE_URL": model_url,
        "ANTHROPIC_API_KEY": DUMMY_ANTHROPIC_KEY,
        "DISABLE_TELEMETRY": "1",
        "DISABLE_ERROR_REPORTING": "1",
        "DISABLE_AUTOUPDATER": "1",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
    }


def codex_env(homes: Homes) -> dict[str, str]:
    return {**base_env(homes), CODEX_KEY_ENV: DUMMY_OPENAI_KEY}


def codex_base_config(model_url: str) -> str:
    """The config.toml a test starts from: the fake model and every phone-home switch off."""
    features = "\n".join(f"{f} = false" for f in CODEX_OFFLINE_FEATURES)
    return (
        'model = "fake-model"\n'
        'model_provider = "fake"\n'
        "check_for_update_on_startup = false\n"
        'web_search = "disabled"\n'
        "\n"
        "[model_providers.fake]\n"
        'name = "fake"\n'
        f'base_url = "{model_url}/v1"\n'
        'wire_api = "responses"\n'
        f'env_key = "{CODEX_KEY_ENV}"\n'
        "\n"
        "[analytics]\n"
        "enabled = false\n"
        "\n"
        "[feedback]\n"
        "enabled = false\n"
        "\n"
        "[features]\n"
        f"{features}\n"
    )


def write_codex_config(homes: Homes, model_url: str) -> Path:
    path = homes.codex / "config.toml"
    path.write_text(codex_base_config(model_url), encoding="utf-8")
    path.chmod(0o600)
    return path


def capture_hooks_json(out_dir: Path, events: tuple[str, ...], timeout: int = 30) -> dict[str, Any]:
    """A hooks document (the shape both clients read) running caphook.py for ``events``."""
    cmd = f"{sys.executable} {CAPHOOK} {out_dir}"
    return {
        "hooks": {
            ev: [{"hooks": [{"type": "command", "command": cmd, "timeout": timeout}]}]
            for ev in events
        }
    }


def write_json(path: Path, doc: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")


# -------------------------------------------------------------------- running the clients


def run_claude(
    clients: Clients,
    homes: Homes,
    model_url: str,
    *args: str,
    timeout: float = 90,
    env_extra: dict[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(clients.claude), *args],
        cwd=homes.work,
        env={**claude_env(homes, model_url), **(env_extra or {})},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def run_codex(
    clients: Clients,
    homes: Homes,
    *args: str,
    timeout: float = 90,
    env_extra: dict[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(clients.codex), *args],
        cwd=homes.work,
        env={**codex_env(homes), **(env_extra or {})},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def codex_exec(
    clients: Clients, homes: Homes, prompt: str, *extra: str, timeout: float = 90
) -> subprocess.CompletedProcess[str]:
    return run_codex(
        clients, homes, "exec", "--skip-git-repo-check", *extra, prompt, timeout=timeout
    )


def codex_exec_resume_last(
    clients: Clients, homes: Homes, prompt: str, timeout: float = 90
) -> subprocess.CompletedProcess[str]:
    return run_codex(
        clients, homes, "exec", "--skip-git-repo-check", "resume", "--last", prompt, timeout=timeout
    )


# -------------------------------------------------------------------- codex app-server


class CodexAppServer:
    """``codex app-server`` over stdio JSON-RPC: Codex's own API for hooks and config.

    Used to trust hooks the way the TUI's ``/hooks`` does (Codex computes the hash and
    writes ``[hooks.state."<key>"] trusted_hash`` itself) and to list hook trust status.
    """

    def __init__(self, clients: Clients, homes: Homes) -> None:
        self.homes = homes
        self.proc = subprocess.Popen(
            [str(clients.codex), "app-server"],
            cwd=homes.work,
            env=codex_env(homes),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self._id = 0
        try:
            self.call("initialize", {"clientInfo": {"name": "writeback-tests", "version": "0"}})
            self._send({"jsonrpc": "2.0", "method": "initialized"})
        except BaseException:
            self.close()  # no app-server left running when the handshake fails
            raise

    def _send(self, msg: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()

    def call(self, method: str, params: dict[str, Any]) -> Any:
        self._id += 1
        rid = self._id
        self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"codex app-server exited during {method}")
            msg = json.loads(line)
            if msg.get("id") == rid and "method" not in msg:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error']}")
                return msg["result"]

    def hooks(self) -> list[dict[str, Any]]:
        data = self.call("hooks/list", {"cwds": [str(self.homes.work)]})["data"]
        return [h for entry in data for h in entry.get("hooks", [])]

    def trust_hooks(self, keys: set[str] | None = None) -> list[dict[str, Any]]:
        """Trust every (or the given) hook with Codex's own current hash; returns them."""
        chosen = [
            h
            for h in self.hooks()
            if (keys is None or h["key"] in keys) and h.get("trustStatus") != "trusted"
        ]
        if chosen:
            state = {h["key"]: {"trusted_hash": h["currentHash"]} for h in chosen}
            self.call(
                "config/batchWrite",
                {"edits": [{"keyPath": "hooks.state", "mergeStrategy": "upsert", "value": state}]},
            )
        return chosen

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()

    def __enter__(self) -> CodexAppServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def trust_codex_hooks(clients: Clients, homes: Homes) -> list[dict[str, Any]]:
    with CodexAppServer(clients, homes) as app:
        return app.trust_hooks()


# -------------------------------------------------------------------- interactive claude


def seed_claude_interactive(homes: Homes) -> None:
    """Merge into ``.claude.json`` what a user has after first start: onboarding done, the
    dummy API key approved, the work directory trusted (no dialogs in the TUI)."""
    path = homes.claude / ".claude.json"
    doc = json.loads(path.read_text()) if path.exists() else {}
    doc.update(
        hasCompletedOnboarding=True,
        theme="dark",
        customApiKeyResponses={"approved": [DUMMY_ANTHROPIC_KEY[-20:]], "rejected": []},
    )
    projects = doc.setdefault("projects", {})
    projects.setdefault(str(homes.work), {}).update(
        hasTrustDialogAccepted=True, hasCompletedProjectOnboarding=True
    )
    path.write_text(json.dumps(doc, indent=2) + "\n")


class ClaudeTUI:
    """Interactive ``claude`` in a pseudo-terminal: type a prompt, press Enter."""

    def __init__(self, clients: Clients, homes: Homes, model_url: str) -> None:
        import pty

        env = {**claude_env(homes, model_url), "TERM": "xterm-256color"}
        env.pop("NO_COLOR", None)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # child
            try:
                os.chdir(homes.work)
                os.execve(str(clients.claude), [str(clients.claude)], env)
            finally:
                os._exit(127)
        self.screen = b""

    def pump(self, seconds: float) -> None:
        """Read the terminal for ``seconds`` (the child blocks if nobody reads)."""
        import select

        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.fd], [], [], min(left, 0.1))
            if ready:
                try:
                    self.screen += os.read(self.fd, 65536)
                except OSError:
                    return

    def wait_for(self, pred: Any, timeout: float) -> bool:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if pred():
                return True
            self.pump(0.1)
        return bool(pred())

    def type(self, text: str) -> None:
        os.write(self.fd, text.encode())
        self.pump(0.3)
        os.write(self.fd, b"\r")

    def close(self) -> None:
        import signal

        try:
            os.write(self.fd, b"/exit\r")
        except OSError:
            pass
        end = time.monotonic() + 10
        while time.monotonic() < end:
            self.pump(0.1)
            done, _ = os.waitpid(self.pid, os.WNOHANG)
            if done:
                break
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        os.close(self.fd)

    def __enter__(self) -> ClaudeTUI:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
