"""The MCP tools' inputs as typed models: each limit, default and choice is written once,
here, and both the input JSON Schema the client sees and the validation of every call
come from it.

:func:`input_schema` renders a model as the tool's ``inputSchema``; :func:`parse` checks a
call's arguments against it and raises :class:`ArgumentError` (field and a one-line
message) for the first problem. Conventions the models share: surrounding whitespace is
dropped; an optional text that is blank or ``null`` counts as not given; choices are
case-insensitive; unknown arguments are refused.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)
from pydantic.json_schema import GenerateJsonSchema
from pydantic_core import core_schema

from writeback.brain.base import KINDS, VISIBILITIES

MAX_CLAIM = 2_000  # a claim, a query, the old value a correction names
MAX_TEXT = 20_000  # a passage for extract_facts
MAX_SHORT = 200  # entity, provenance note, idempotency key, fact id, ttl
MAX_REASON = 500  # why a fact is forgotten
MAX_PATH = 4096  # a project directory
MAX_LIMIT = 100  # facts per recall
DEFAULT_LIMIT = 10
DEFAULT_SOURCE = "mcp:remember"  # the source of every fact remember stores
EXTRACT_SOURCE = "mcp:extract_facts"


def _strip(value: Any) -> Any:
    return value.strip() if isinstance(value, str) else value


def _blank_to_none(value: Any) -> Any:
    value = _strip(value)
    return None if value == "" else value


def _lower(value: Any) -> Any:
    value = _blank_to_none(value)
    return value.lower() if isinstance(value, str) else value


def _limit(value: Any) -> Any:
    if value is None:
        return DEFAULT_LIMIT
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def Required(max_length: int, description: str | None = None) -> Any:  # noqa: N802
    """A text that must be given and not blank, at most ``max_length`` characters."""
    return Annotated[
        str,
        BeforeValidator(_strip),
        StringConstraints(min_length=1, max_length=max_length),
        Field(description=description),
    ]


def Optional(max_length: int, description: str | None = None) -> Any:  # noqa: N802
    """A text that may be left out (blank or null: not given), at most ``max_length``."""
    return Annotated[
        Annotated[str, StringConstraints(max_length=max_length)] | None,
        BeforeValidator(_blank_to_none),
        Field(description=description),
    ]


Kind = Annotated[Literal[KINDS], BeforeValidator(_lower)]  # type: ignore[valid-type]
Visibility = Annotated[Literal[VISIBILITIES] | None, BeforeValidator(_lower)]  # type: ignore[valid-type]


class ToolInput(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RememberInput(ToolInput):
    claim: Required(MAX_CLAIM, "The fact, as one self-contained sentence.")  # type: ignore[valid-type]
    kind: Kind = "fact"
    entity: Optional(  # type: ignore[valid-type]
        MAX_SHORT, "Who or what the fact is about (a person, project, tool)."
    ) = None
    ttl: Optional(  # type: ignore[valid-type]
        MAX_SHORT,
        "How long a transient fact stays true: 3d, 12h, 30 days, or an ISO date/time. "
        "Not an ISO duration (P30D).",
    ) = None
    visibility: Visibility = Field(
        None, description="world (default unless configured) or private."
    )
    source: Optional(  # type: ignore[valid-type]
        MAX_SHORT,
        "Provenance: harness, session id and date, e.g. 'claude-code session 8f2c… "
        "2026-11-29'. Stored as the fact's provenance; the fact's source is always "
        f"{DEFAULT_SOURCE}.",
    ) = None
    corrects: Optional(  # type: ignore[valid-type]
        MAX_CLAIM,
        "The old value this fact corrects ('X, not Y' → 'Y'); facts containing it are superseded.",
    ) = None
    idempotency_key: Optional(  # type: ignore[valid-type]
        MAX_SHORT, "A key that makes retries of the same save a no-op."
    ) = None


class RecallInput(ToolInput):
    query: Required(MAX_CLAIM)  # type: ignore[valid-type]
    limit: Annotated[int, Field(strict=True, ge=1, le=MAX_LIMIT), BeforeValidator(_limit)] = (
        DEFAULT_LIMIT
    )
    as_of: Optional(  # type: ignore[valid-type]
        MAX_SHORT, "ISO 8601 date or date-time, e.g. 2026-03-01T12:00:00Z."
    ) = None
    project: Optional(  # type: ignore[valid-type]
        MAX_PATH,
        "Only facts of this project: a directory in it (its git root is the project).",
    ) = None


class ForgetInput(ToolInput):
    id: Required(MAX_SHORT)  # type: ignore[valid-type]
    reason: Optional(MAX_REASON) = None  # type: ignore[valid-type]


class ExtractFactsInput(ToolInput):
    text: Required(MAX_TEXT)  # type: ignore[valid-type]


INPUTS: dict[str, type[ToolInput]] = {
    "remember": RememberInput,
    "recall": RecallInput,
    "forget": ForgetInput,
    "extract_facts": ExtractFactsInput,
}


# --------------------------------------------------------------------------- schemas


class _ClientSchema(GenerateJsonSchema):
    """JSON Schema as MCP clients read it: no titles, and an optional argument shown as
    its plain type (``null`` is accepted and means "not given")."""

    def nullable_schema(self, schema: core_schema.NullableSchema) -> Any:
        return self.generate_inner(schema["schema"])

    def field_title_should_be_set(self, schema: Any) -> bool:
        return False


def input_schema(model: type[ToolInput]) -> dict[str, Any]:
    """The tool's ``inputSchema``, generated from its model."""
    schema = model.model_json_schema(schema_generator=_ClientSchema)
    schema.pop("title", None)
    for prop in schema["properties"].values():
        if "default" in prop and prop["default"] is None:
            del prop["default"]  # not given is the default, not a null value
    return schema


# --------------------------------------------------------------------------- validation


class ArgumentError(ValueError):
    """One argument (``field``) is missing, mistyped or out of range."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def parse(tool: str, arguments: dict[str, Any] | None) -> ToolInput:
    """``arguments`` checked against ``tool``'s model; ArgumentError for the first problem
    (unknown arguments first)."""
    model = INPUTS[tool]
    try:
        return model.model_validate(arguments or {})
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        unknown = sorted(str(e["loc"][0]) for e in errors if e["type"] == "extra_forbidden")
        if unknown:
            raise ArgumentError(
                unknown[0],
                f"unknown argument(s) {', '.join(unknown)}; {tool} takes "
                f"{', '.join(sorted(model.model_fields))}",
            ) from None
        first = errors[0]
        field = str(first["loc"][0]) if first["loc"] else "arguments"
        raise ArgumentError(field, _message(field, first)) from None


def _message(field: str, error: Any) -> str:
    kind, value, ctx = error["type"], error.get("input"), error.get("ctx") or {}
    if kind == "missing" or (kind == "string_type" and value is None):
        return f"{field} is required"
    if kind == "string_type":
        return f"{field} must be a string, got {type(value).__name__}"
    if kind in ("string_too_short", "too_short"):
        return f"{field} must not be empty"
    if kind in ("string_too_long", "too_long"):
        return f"{field} is {len(value)} characters; the limit is {ctx['max_length']}"
    if kind == "literal_error":
        return f"{field} {value!r} is not one of {ctx['expected'].replace(chr(39), '')}"
    if kind.startswith("int_"):
        return f"{field} must be an integer"
    if kind == "greater_than_equal":
        return f"{field} must be at least {ctx['ge']}, got {value}"
    if kind == "less_than_equal":
        return f"{field} must be at most {ctx['le']}, got {value}"
    return f"{field}: {error['msg']}"
