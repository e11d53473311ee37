"""The ``command`` engine: a user program extracts facts, speaking JSON on stdin/stdout.

Contract (see docs/extract.md):

- stdin: ``{"schema_version": 1, "text": ..., "harness": ..., "session_id": ...}``
- stdout: ``{"facts": [...]}`` or a bare list; each fact is
  ``{"claim": str, "kind"?: str, "entity"?: str|null, "salience"?: "high"|"medium"|"low",
  "transient"?: bool, "corrects"?: str|null}``. Missing kind → ``fact``; missing salience →
  ``high`` (a program that bothers to return a fact means it); missing transient → false.

The program runs without a shell, with a timeout that kills it. Every failure raises
:class:`ExtractorError` with a short reason that never includes the turn text; retries,
backoff, budgets and attempt counting belong to harvest.
"""

from __future__ import annotations

import json
import subprocess
from typing import Any

from writeback.extract.base import KINDS, SALIENCES, Candidate, ExtractorError, TurnMeta

SCHEMA_VERSION = 1


def _models() -> Any:
    """Build the pydantic models on first use (pydantic is heavy; keep it off import paths)."""
    global _MODELS
    if _MODELS is not None:
        return _MODELS
    from typing import Literal

    from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

    class FactOut(BaseModel):
        model_config = ConfigDict(extra="ignore")

        claim: str = Field(min_length=1, max_length=2000)
        kind: Literal[KINDS] = "fact"  # type: ignore[valid-type]
        entity: str | None = None
        salience: Literal[SALIENCES] = "high"  # type: ignore[valid-type]
        transient: bool = False
        corrects: str | None = None

        @field_validator("claim")
        @classmethod
        def _strip(cls, v: str) -> str:
            v = v.strip()
            if not v:
                raise ValueError("claim is blank")
            return v

    class Envelope(BaseModel):
        model_config = ConfigDict(extra="ignore")

        facts: list[FactOut]

    _MODELS = (TypeAdapter(Envelope | list[FactOut]), Envelope)
    return _MODELS


_MODELS: Any = None


class CommandExtractor:
    """Run ``argv`` once per turn and read its facts."""

    name = "command"

    def __init__(self, argv: list[str], *, timeout: float = 30.0) -> None:
        if not argv:
            raise ValueError("command engine needs a non-empty argv")
        self.argv = list(argv)
        self.timeout = float(timeout)

    def extract(self, text: str, meta: TurnMeta | None = None) -> list[Candidate]:
        """Facts the program returns for ``text``; ExtractorError on any failure."""
        payload = json.dumps(
            {
                "schema_version": SCHEMA_VERSION,
                "text": text,
                "harness": meta.harness if meta else None,
                "session_id": meta.session_id if meta else None,
            },
            ensure_ascii=False,
        )
        stdout = run_program(self.argv, payload.encode("utf-8"), self.timeout)
        return _parse(stdout, self.argv[0])


def run_program(
    argv: list[str],
    stdin: bytes,
    timeout: float,
    *,
    env: dict[str, str] | None = None,
    cwd: str | None = None,
) -> bytes:
    """Run ``argv`` (no shell) with ``stdin``; its stdout, or ExtractorError with a short
    reason naming the program (never the input). The timeout kills it. Shared by every
    engine that runs a program (command, claude, codex)."""
    prog = argv[0]
    try:
        proc = subprocess.run(
            argv,
            input=stdin,
            capture_output=True,
            timeout=timeout,
            check=False,
            env=env,
            cwd=cwd,
        )
    except subprocess.TimeoutExpired:
        # subprocess.run kills the child before re-raising.
        raise ExtractorError(f"{prog}: timed out after {timeout:g}s") from None
    except FileNotFoundError:
        raise ExtractorError(f"{prog}: command not found") from None
    except PermissionError:
        raise ExtractorError(f"{prog}: permission denied") from None
    except OSError as exc:
        raise ExtractorError(f"{prog}: cannot run ({exc.strerror or exc})") from None
    if proc.returncode != 0:
        raise ExtractorError(f"{prog}: exited with status {proc.returncode}")
    return proc.stdout


def _parse(stdout: bytes, prog: str) -> list[Candidate]:
    try:
        data = json.loads(stdout.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ExtractorError(f"{prog}: stdout is not JSON") from None
    return validate_facts(data, prog)


def validate_facts(data: Any, prog: str) -> list[Candidate]:
    """Decoded JSON (``{"facts": [...]}`` or a bare list) → candidates, through the pydantic
    models above; ExtractorError naming where validation failed (never the values)."""
    from pydantic import ValidationError

    adapter, envelope = _models()
    try:
        parsed = adapter.validate_python(data)
    except ValidationError as exc:
        first: dict[str, Any] = dict(exc.errors()[0]) if exc.errors() else {}
        loc = [str(p) for p in first.get("loc", ()) if not str(p)[:1].isupper()]
        where = ".".join(p for p in loc if not p.startswith("list["))
        raise ExtractorError(
            f"{prog}: output failed validation ({exc.error_count()} error(s)"
            + (f", first at {where}" if where else "")
            + ")"
        ) from None
    facts = parsed.facts if isinstance(parsed, envelope) else parsed
    return [
        Candidate(
            claim=f.claim,
            kind=f.kind,
            entity=(f.entity or None),
            salience=f.salience,
            transient=f.transient,
            corrects=(f.corrects or None),
        )
        for f in facts
    ]
