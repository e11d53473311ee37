"""Fact extraction: one user turn in, candidate facts out.

Engines: ``rules`` (built in, deterministic, offline; :mod:`writeback.extract.rules`),
``command`` (a user program speaking JSON on stdin/stdout; :mod:`writeback.extract.command`),
the LLM engines ``claude``, ``codex``, ``openai`` and ``hybrid`` (rules plus an LLM;
:mod:`writeback.extract.llm`). Every engine but ``rules`` is *metered*: a paid call, counted
against ``extract.daily_budget`` and claimed with a file lock by harvest.
:func:`engine_options` reads the settings an engine needs; :func:`get_extractor` builds it.
:func:`select` applies the capture mode; :func:`to_new_facts` is the single place where
candidates become brain records, called by the memory service
(:func:`writeback.memory.facts_from_extraction`, behind harvest and the MCP
``extract_facts`` tool), which adds the policy (visibility, secrets).
Imports here stay light: engines load only when asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from typing import Any

from writeback.brain.base import NewFact
from writeback.extract.base import Candidate, Extractor, ExtractorError, TurnMeta

ENGINES = ("rules", "command", "claude", "codex", "openai", "hybrid")
LLM_ENGINES = ("claude", "codex", "openai")
MODES = ("salient", "all", "off")
# The settings an engine is built from (besides extract.engine): harvest keys its cached
# extractor on their values, so a change of any of them builds a new one.
OPTION_KEYS = (
    "extract.hybrid_engine",
    "extract.claude_model",
    "extract.codex_model",
    "extract.openai_base_url",
    "extract.openai_model",
    "extract.openai_api_key_env",
)

__all__ = [
    "ENGINES",
    "LLM_ENGINES",
    "MODES",
    "OPTION_KEYS",
    "Candidate",
    "Extractor",
    "ExtractorError",
    "TurnMeta",
    "engine_options",
    "get_extractor",
    "metered",
    "select",
    "to_new_facts",
]


def metered(engine: str) -> bool:
    """True for an engine whose calls cost (all but ``rules``): budgeted and claimed."""
    return engine != "rules"


def engine_options(conf: Callable[[str], Any]) -> dict[str, Any]:
    """The engine settings (OPTION_KEYS, short names) read through ``conf(key)``."""
    return {key.removeprefix("extract."): conf(key) for key in OPTION_KEYS}


def get_extractor(
    engine: str = "rules",
    *,
    command: list[str] | None = None,
    timeout: float = 30.0,
    options: Mapping[str, Any] | None = None,
) -> Extractor:
    """The engine named ``engine``; ValueError for an unknown name or a missing setting.
    ``options``: :func:`engine_options` (defaults: the settings' defaults)."""
    if engine == "rules":
        from writeback.extract.rules import RulesExtractor

        return RulesExtractor()
    if engine == "command":
        if not command:
            raise ValueError("extract.engine=command needs extract.command (an argv list)")
        from writeback.extract.command import CommandExtractor

        return CommandExtractor(command, timeout=timeout)
    if engine not in ENGINES:
        raise ValueError(f"unknown extract engine {engine!r}; allowed: {', '.join(ENGINES)}")
    from writeback import settings
    from writeback.extract import llm

    def opt(name: str) -> Any:
        if options is not None and name in options:
            return options[name]
        return settings.default_value(settings.KEYS[f"extract.{name}"])

    if engine == "claude":
        return llm.ClaudeExtractor(model=opt("claude_model"), timeout=timeout)
    if engine == "codex":
        return llm.CodexExtractor(model=opt("codex_model"), timeout=timeout)
    if engine == "openai":
        return llm.OpenAIExtractor(
            base_url=opt("openai_base_url"),
            model=opt("openai_model"),
            api_key_env=opt("openai_api_key_env"),
            timeout=timeout,
        )
    inner = opt("hybrid_engine")
    if inner not in (*LLM_ENGINES, "command"):
        raise ValueError(f"extract.hybrid_engine must be one of {', '.join(LLM_ENGINES)}, command")
    from writeback.extract.rules import RulesExtractor

    helper = get_extractor(inner, command=command, timeout=timeout, options=options)
    return llm.HybridExtractor(RulesExtractor(), helper)


def select(candidates: Iterable[Candidate], mode: str) -> list[Candidate]:
    """Keep what ``mode`` asks for: salient → high+medium, all → everything, off → nothing."""
    if mode == "off":
        return []
    if mode == "all":
        return list(candidates)
    if mode == "salient":
        return [c for c in candidates if c.salience in ("high", "medium")]
    raise ValueError(f"unknown mode {mode!r}; allowed: {', '.join(MODES)}")


def to_new_facts(
    candidates: Iterable[Candidate],
    *,
    now: datetime,
    transient_ttl: str,
    visibility: str,
    source: str,
    source_id: str | None = None,
    session_id: str | None = None,
    provenance: str | None = None,
    project: str | None = None,
    stated_at: datetime | None = None,
) -> list[NewFact]:
    """Candidates → brain records: transient ones expire at ``now + transient_ttl``."""
    from writeback.ttl import check_transient_ttl

    items = list(candidates)
    until = check_transient_ttl(transient_ttl).expires_at(now)  # validated even if unused
    return [
        NewFact(
            claim=c.claim,
            kind=c.kind,
            entity=c.entity,
            visibility=visibility,
            source=source,
            source_id=source_id,
            session_id=session_id,
            provenance=provenance,
            valid_from=now,
            valid_until=until if c.transient else None,
            corrects=c.corrects,
            project=project,
            stated_at=stated_at,
            rule=c.rule,
        )
        for c in items
    ]
