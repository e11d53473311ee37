"""The serve wire protocol, validated strictly with pydantic.

One request and one reply per connection, each a single line of JSON of at most
:data:`writeback.ipc.MAX_MESSAGE` bytes. Requests carry ``"v": 1`` and an ``op``.

======== ================================ ===========================================
op       request fields                   ok reply
======== ================================ ===========================================
ping     –                                brain (16-hex key), pid, version, uptime_s
status   –                                queue_depth, counters, sessions
harvest  file (a corpus file *name*)      result: queued | duplicate | deferred
bank     record (a turn record, unbanked) result: banked | duplicate | secret, file
======== ================================ ===========================================

Errors: ``{"ok": false, "error": CODE, "message": …}`` with CODE one of
:data:`ERROR_CODES`. A ``bank`` request's record is checked by :func:`writeback.corpus.check`,
the validator harvest applies to every corpus file: serve never trusts what a hook sent.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainValidator,
    StringConstraints,
    TypeAdapter,
    ValidationError,
)

from writeback import corpus, ipc

ERROR_CODES = ipc.SERVER_ERRORS
OPS = ("ping", "status", "harvest", "bank")


class ProtocolError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


_Strict = ConfigDict(extra="forbid", strict=True, frozen=True)


def _turn_record(value: Any) -> corpus.TurnRecord:
    return corpus.check(value)  # the one turn-record validator; its ValueError says why


# A banked turn as serve accepts it: validated by corpus.check, the same check harvest
# applies to every corpus file, so the two can never disagree.
TurnRecordField = Annotated[corpus.TurnRecord, PlainValidator(_turn_record)]


class Ping(BaseModel):
    model_config = _Strict
    v: Literal[1]
    op: Literal["ping"]


class Status(BaseModel):
    model_config = _Strict
    v: Literal[1]
    op: Literal["status"]


class Harvest(BaseModel):
    model_config = _Strict
    v: Literal[1]
    op: Literal["harvest"]
    file: Annotated[str, StringConstraints(min_length=1, max_length=255)]


class Bank(BaseModel):
    model_config = _Strict
    v: Literal[1]
    op: Literal["bank"]
    record: TurnRecordField


Request = Annotated[Ping | Status | Harvest | Bank, Field(discriminator="op")]
_REQUEST = TypeAdapter(Request)


def parse_request(line: bytes) -> Ping | Status | Harvest | Bank:
    """Bytes of one request line → a validated request, or :class:`ProtocolError`."""
    if len(line) > ipc.MAX_MESSAGE:
        raise ProtocolError("bad_request", f"request larger than {ipc.MAX_MESSAGE} bytes")
    try:
        data = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise ProtocolError("bad_request", "request is not one line of JSON") from None
    except RecursionError:
        raise ProtocolError("bad_request", "request is nested too deep") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_request", "request must be a JSON object")
    if data.get("v") != ipc.PROTOCOL_VERSION:
        raise ProtocolError(
            "unsupported_version",
            f"protocol version {data.get('v')!r} not supported (this serve speaks 1)",
        )
    if data.get("op") not in OPS:
        raise ProtocolError("unknown_op", f"unknown op {data.get('op')!r}; ops: {', '.join(OPS)}")
    try:
        return _REQUEST.validate_python(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"][1:]) or "request"
        msg = first["msg"].removeprefix("Value error, ")
        raise ProtocolError("bad_request", f"{where}: {msg}") from None


def error(code: str, message: str) -> dict[str, Any]:
    return {"ok": False, "error": code, "message": message}
