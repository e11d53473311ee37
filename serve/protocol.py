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
:data:`ERROR_CODES`. The corpus record is validated here too (:class:`TurnRecordModel`):
serve never trusts what a hook wrote.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from writeback import corpus, ipc

ERROR_CODES = ipc.SERVER_ERRORS
OPS = ("ping", "status", "harvest", "bank")


class ProtocolError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


_Strict = ConfigDict(extra="forbid", strict=True, frozen=True)
ShortStr = Annotated[str, StringConstraints(max_length=512)]


class TurnRecordModel(BaseModel):
    """A banked turn as serve accepts it (mirror of :class:`writeback.corpus.TurnRecord`)."""

    model_config = _Strict
    schema_version: Literal[1] = 1
    harness: Literal["claude-code", "codex"]
    event: Annotated[str, StringConstraints(min_length=1, max_length=64)]
    session_id: Annotated[str, StringConstraints(min_length=1, max_length=256)]
    turn_id: ShortStr | None = None
    cwd: Annotated[str, StringConstraints(max_length=4096)] | None = None
    captured_at: Annotated[str, StringConstraints(min_length=1, max_length=64)]
    turn_ts: Annotated[str, StringConstraints(max_length=64)] | None = None
    source_id: Literal["claude-code", "codex"]
    text: Annotated[str, StringConstraints(min_length=1, max_length=16 * 1024)]
    mode: Literal["salient", "all"]
    project: Annotated[str, StringConstraints(max_length=4096)] | None = None

    def to_record(self) -> corpus.TurnRecord:
        return corpus.TurnRecord(**self.model_dump())


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
    record: TurnRecordModel


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
        raise ProtocolError("bad_request", f"{where}: {first['msg']}") from None


def error(code: str, message: str) -> dict[str, Any]:
    return {"ok": False, "error": code, "message": message}


def load_record(path) -> corpus.TurnRecord:
    """Read a corpus file and validate it with :class:`TurnRecordModel`.

    Raises ``corpus.CorpusFileError`` for anything a hook should never have written.
    """
    record = corpus.load(path)  # name pattern, size cap, name ↔ content agreement
    try:
        return TurnRecordModel.model_validate(record.to_dict()).to_record()
    except ValidationError as exc:
        raise corpus.CorpusFileError(f"{path.name}: {exc.errors()[0]['msg']}") from None
