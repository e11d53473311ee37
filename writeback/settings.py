"""The configuration keys, their rules, and the engine-free file-plane reader.

Standard-library only: the Stop hook and the instruction renderer read the file plane
(``$WRITEBACK_HOME/config.json``) through :func:`read_file_value` on every turn.

Every key has one :class:`Key` spec. ``parse_input`` turns what a user typed into the
stored value (or raises :class:`SettingError` naming the allowed values); ``resolve``
turns whatever is stored — possibly hand-edited garbage — into a value a reader can act
on, failing closed (``valid=False`` and the key's fail-closed value) instead of raising.
The DB plane (``writeback.config``) uses the same specs.
"""

from __future__ import annotations

import json
import os
import shlex
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from writeback import paths, ttl

UNSET = "unset"


class SettingError(ValueError):
    """A key or value that cannot be set; the message lists what is allowed."""


class ConfigFileError(ValueError):
    """config.json exists but cannot be read as a JSON object."""


class Key(NamedTuple):
    name: str
    kind: str  # enum | bool | duration | int | url | argv | text
    default: Any
    help: str
    choices: tuple[str, ...] = ()
    fail_closed: Any = None  # value a reader uses when the stored one is invalid
    bounds: tuple[int, int] | None = None
    db_plane: bool = True  # mirrored into the brain's config table
    # kind "text": (regex the value must fullmatch, what it means for the error message)
    pattern: tuple[str, str] | None = None

    @property
    def closed_value(self) -> Any:
        return self.default if self.fail_closed is None else self.fail_closed

    def allowed(self) -> str:
        if self.kind == "enum":
            return " | ".join(self.choices)
        if self.kind == "bool":
            return "true | false"
        if self.kind == "duration":
            return "a positive duration up to 365d, e.g. 3d, 12h, 30 days"
        if self.kind == "int" and self.bounds:
            return f"an integer from {self.bounds[0]} to {self.bounds[1]}"
        if self.kind == "url":
            return "sqlite:///PATH or postgresql://USER@HOST/DB"
        if self.kind == "argv":
            return 'a command as a JSON list (["prog", "arg"]) or a shell-quoted string'
        if self.kind == "text" and self.pattern:
            return self.pattern[1]
        return "a string"


_MODEL_RE = r"[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,199}|"
_MODEL_HELP = "a model name (letters, digits, . _ : / @ + -), or empty"


def _default_brain_url() -> str:
    return "sqlite:///" + str(paths.default_brain_path()).lstrip("/")


KEYS: dict[str, Key] = {
    k.name: k
    for k in [
        Key("memory.auto_writeback", "enum", "off", "What the Stop hook captures: off, salient facts, or all statements.", ("off", "salient", "all"), fail_closed="off"),
        Key("memory.auto_writeback_transient_ttl", "duration", "3d", "How long transient facts (health, travel, mood, schedule) stay active."),
        Key("memory.ambient_recall", "enum", "session", "What new sessions are told without asking: off, a brief at session start, or the brief plus facts relevant to each prompt.", ("off", "session", "prompt"), fail_closed="off"),
        Key("memory.ambient_recall_budget", "int", 1500, "Characters the session brief may use.", bounds=(200, 20000)),
        Key("memory.auto_writeback_notice_shown", "bool", False, "Whether the one-time capture notice was shown."),
        Key("brain.url", "url", None, "Where facts live (default sqlite:///$WRITEBACK_HOME/brain.db).", db_plane=False),
        Key("brain.audience", "enum", UNSET, "Who reads this brain: personal or shared.", ("personal", "shared", UNSET)),
        Key("facts.default_visibility", "enum", UNSET, "Visibility of captured facts; unset means world.", ("world", "private", UNSET)),
        Key("facts.extraction_enabled", "bool", True, "Master switch for turning banked turns into facts.", fail_closed=False),
        Key("extract.engine", "enum", "rules", "Extractor: rules (built in, offline), command (your program), claude (`claude -p`), codex (`codex exec`), openai (an OpenAI-compatible endpoint), or hybrid (rules plus an LLM engine for what they miss).", ("rules", "command", "claude", "codex", "openai", "hybrid")),
        Key("extract.command", "argv", [], "argv of the command engine; receives the turn as JSON on stdin."),
        Key("extract.timeout", "int", 30, "Seconds the command or LLM engine may take per turn.", bounds=(1, 600)),
        Key("extract.daily_budget", "int", 500, "Calls of the command or LLM engines allowed per day (UTC); the rest wait (hybrid: rules only).", bounds=(0, 1_000_000)),
        Key("extract.max_attempts", "int", 5, "Command or LLM engine failures before a turn is marked failed (hybrid: keeps the rules' facts).", bounds=(1, 100)),
        Key("extract.hybrid_engine", "enum", "claude", "The LLM engine hybrid asks for what the rules missed.", ("claude", "codex", "openai", "command")),
        Key("extract.claude_model", "text", "haiku", "Model `claude -p` extracts with (an alias or full name).", pattern=(_MODEL_RE, _MODEL_HELP)),
        Key("extract.codex_model", "text", "", "Model `codex exec` extracts with; empty: Codex's configured model.", pattern=(_MODEL_RE, _MODEL_HELP)),
        Key("extract.openai_base_url", "text", "http://127.0.0.1:11434/v1", "Base URL of the OpenAI-compatible endpoint (…/v1; Ollama, llama.cpp, vLLM, a hosted API).", pattern=(r"https?://[^\s]+", "an http:// or https:// URL ending before /chat/completions")),
        Key("extract.openai_model", "text", "", "Model name the openai engine asks for (required for it).", pattern=(_MODEL_RE, _MODEL_HELP)),
        Key("extract.openai_api_key_env", "text", "", "Name of the environment variable holding the endpoint's API key (the key itself is never stored); empty: no key.", pattern=(r"(?:[A-Za-z_][A-Za-z0-9_]*)?", "an environment variable name such as OPENAI_API_KEY, or empty")),
        Key("harness.tool_approval", "enum", "auto", "Whether the agents run writeback's MCP tools without asking (auto: remember/recall/extract_facts run, forget asks) or ask every time (prompt). Applied by `bootstrap harness`.", ("auto", "prompt"), fail_closed="prompt", db_plane=False),
        Key("corpus.retention_days", "int", 30, "Days a banked turn is kept before sweep deletes it.", bounds=(1, 3650)),
    ]
}  # fmt: skip


def get_key(name: str) -> Key:
    try:
        return KEYS[name]
    except KeyError:
        raise SettingError(f"unknown key {name!r}; known keys: {', '.join(sorted(KEYS))}") from None


def default_value(key: Key) -> Any:
    return _default_brain_url() if key.name == "brain.url" else key.default


_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


def parse_input(name: str, raw: str) -> Any:
    """What a user typed for ``name`` → the value to store. Raises SettingError."""
    key = get_key(name)
    text = raw.strip() if isinstance(raw, str) else raw
    checker = _CHECKERS[key.kind]
    try:
        return checker(key, text, True)
    except (ValueError, TypeError) as exc:
        detail = f" ({exc})" if str(exc) else ""
        from writeback.brain.url import redact

        shown = redact(raw) if isinstance(raw, str) else raw
        raise SettingError(
            f"invalid value {shown!r} for {name}{detail}; allowed: {key.allowed()}"
        ) from None


class Resolved(NamedTuple):
    key: str
    value: Any
    valid: bool
    source: str  # "default" | "file" | "db"
    raw: Any = None


def resolve(name: str, stored: dict[str, Any], source: str) -> Resolved:
    """A stored value (from either plane) → a value readers can act on, never raising."""
    key = KEYS[name]
    if name not in stored:
        return Resolved(name, default_value(key), True, "default")
    raw = stored[name]
    try:
        return Resolved(name, _CHECKERS[key.kind](key, raw, False), True, source, raw)
    except (ValueError, TypeError):
        return Resolved(name, key.closed_value, False, source, raw)


def _enum(key: Key, value: Any, from_user: bool) -> str:
    if isinstance(value, str) and value.strip().lower() in key.choices:
        return value.strip().lower()
    raise ValueError("")


def _bool(key: Key, value: Any, from_user: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
        return value.strip().lower() in _TRUE
    raise ValueError("")


def _duration(key: Key, value: Any, from_user: bool) -> str:
    if not isinstance(value, str):
        raise ValueError("")
    ttl.check_transient_ttl(value)  # TTLError is a ValueError with a precise message
    return value.strip()


def _int(key: Key, value: Any, from_user: bool) -> int:
    if isinstance(value, bool):
        raise ValueError("")
    if isinstance(value, str):
        value = int(value.strip())
    if not isinstance(value, int):
        raise ValueError("")
    lo, hi = key.bounds or (-(2**63), 2**63)
    if not lo <= value <= hi:
        raise ValueError(f"out of range {lo}..{hi}")
    return value


def _url(key: Key, value: Any, from_user: bool) -> str:
    from writeback.brain.url import parse

    if not isinstance(value, str):
        raise ValueError("")
    parsed = parse(value)  # BrainURLError is a ValueError
    if from_user and parsed.dsn and _has_password(value):
        raise ValueError(
            "a password does not belong in config.json; put it in ~/.pgpass or PGPASSWORD"
        )
    return value.strip()


def _has_password(url: str) -> bool:
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
    except ValueError:
        return False
    return bool(parts.password) or "password=" in parts.query


def _argv(key: Key, value: Any, from_user: bool) -> list[str]:
    if isinstance(value, str):
        text = value.strip()
        value = json.loads(text) if text.startswith("[") else shlex.split(text)
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ValueError("")
    return list(value)


def _text(key: Key, value: Any, from_user: bool) -> str:
    import re

    if not isinstance(value, str):
        raise ValueError("")
    text = value.strip()
    if key.pattern and not re.fullmatch(key.pattern[0], text):
        raise ValueError("")
    return text


_CHECKERS: dict[str, Callable[[Key, Any, bool], Any]] = {
    "enum": _enum,
    "bool": _bool,
    "duration": _duration,
    "int": _int,
    "url": _url,
    "argv": _argv,
    "text": _text,
}


def load_file_plane(path: Path | None = None) -> dict[str, Any]:
    """The raw file plane. Missing file → {}; unreadable/garbage → ConfigFileError."""
    target = path or paths.config_file()
    try:
        with open(target, encoding="utf-8") as fh:
            data = json.load(fh)
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ConfigFileError(f"{target}: cannot read config ({exc})") from None
    if not isinstance(data, dict):
        raise ConfigFileError(f"{target}: expected a JSON object, found {type(data).__name__}")
    return data


def load_file_plane_or_closed() -> dict[str, Any]:
    """The file plane for readers that must never fail: when config.json is unreadable,
    every key is stored as ``None``, which resolves to its fail-closed value (invalid)."""
    try:
        return load_file_plane()
    except ConfigFileError:
        return dict.fromkeys(KEYS)


def read_file_value(name: str, stored: dict[str, Any] | None = None) -> Resolved:
    """File-plane value for readers that must never fail (the hook): errors fail closed."""
    if stored is None:
        try:
            stored = load_file_plane()
        except ConfigFileError:
            return Resolved(name, KEYS[name].closed_value, False, "file")
    return resolve(name, stored, "file")


def write_file_plane(data: dict[str, Any], path: Path | None = None) -> None:
    """Atomically replace config.json (0600 file in a 0700 directory)."""
    from writeback.fsutil import atomic_write

    target = path or paths.config_file()
    try:
        paths.ensure_dir(target.parent)
        atomic_write(target, (json.dumps(data, indent=2, sort_keys=True) + "\n").encode())
    except OSError as exc:  # full disk, read-only home, quota: the old file is untouched
        raise ConfigFileError(
            f"{target}: cannot write config ({exc.strerror or exc}); free space or fix permissions"
        ) from None


def brain_url_from_env_or_file(stored: dict[str, Any] | None = None) -> str:
    """The configured brain URL: ``WRITEBACK_BRAIN_URL`` wins, then config.json, then default."""
    env = os.environ.get("WRITEBACK_BRAIN_URL")
    if env:
        return env
    resolved = read_file_value("brain.url", stored)
    return resolved.value if resolved.valid else _default_brain_url()


# --- the session switch (WRITEBACK_SESSION, set when an agent is started) -----------------

SESSION_POLICIES = ("on", "off", "no_store", "no_recall")


def session_policy() -> str:
    """``WRITEBACK_SESSION`` as ``off`` (nothing read or written), ``no_store`` (read, not
    written), ``no_recall`` (written, not read) or ``on`` (unset or anything else)."""
    raw = os.environ.get("WRITEBACK_SESSION", "").strip().lower().replace("-", "_")
    if raw in ("off", "0", "false", "no"):
        return "off"
    if raw in ("no_store", "nostore", "read_only"):
        return "no_store"
    if raw in ("no_recall", "norecall", "write_only"):
        return "no_recall"
    return "on"


def session_may_store() -> bool:
    return session_policy() in ("on", "no_recall")


def session_may_recall() -> bool:
    return session_policy() in ("on", "no_store")
