"""The corpus: banked user turns, the durable hand-off between the hook and harvest.

Stdlib only (the hook banks with it). One file per turn in :func:`paths.corpus_dir`
(0700), each 0600 and written atomically (temp file, fsync, link), named

    .wb-<32 hex>.src-<source id>.json

where the hex is the start of SHA-256 over ``session_id + "\\0" + normalized text`` and
the source id is the harness (a name in :data:`writeback.harnesses.NAMES`). The same turn
banked twice maps to the same name, so the second bank is a free ``duplicate``.

The turn record is defined once, here: :class:`TurnRecord` (its fields) and
:data:`FIELDS` (each field's type, limit and allowed values). :func:`check` is the one
validator: :func:`load` applies it to every corpus file harvest reads, and the serve's
``bank`` request (:mod:`writeback.serve.protocol`) applies it to the record a hook sends.

Contract: :func:`bank` is only ever called with text that went through
strip-private → filter → secret scan.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import unicodedata
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple, overload

from writeback import harnesses, paths, settings
from writeback.fsutil import atomic_write

SCHEMA_VERSION = 1
SOURCE_IDS = harnesses.NAMES
NAME_RE = re.compile(
    r"^\.wb-(?P<hex>[0-9a-f]{32})\.src-(?P<source>"
    + "|".join(re.escape(s) for s in SOURCE_IDS)
    + r")\.json$"
)
MAX_FILE_BYTES = 64 * 1024  # a banked turn is ≤ 8 KiB of text plus metadata
# What memory.auto_writeback was when the turn was banked (never "off": nothing is banked)
MODES = tuple(m for m in settings.KEYS["memory.auto_writeback"].choices if m != "off")


class CorpusFileError(ValueError):
    """A corpus file that is missing, unreadable or not a valid turn record."""


class CorpusFileMissing(CorpusFileError):
    """A corpus file that is not there (any more)."""


class TurnRecord(NamedTuple):
    harness: str  # a harness name (writeback.harnesses)
    event: str  # the hook event that banked it: "claude-stop", "codex-session-end", …
    session_id: str
    turn_id: str | None
    cwd: str | None
    captured_at: str  # ISO 8601 UTC, when the hook banked it
    turn_ts: str | None  # ISO 8601 from the transcript, when known
    source_id: str  # harness name; attributes the turn when no serve ran
    text: str  # private-stripped, filtered, scanned
    mode: str  # memory.auto_writeback at banking time
    project: str | None = None  # git root of cwd, else cwd (writeback.projects)
    schema_version: int = SCHEMA_VERSION

    def to_dict(self) -> dict:
        return self._asdict()

    def free_text(self) -> dict[str, str | None]:
        """The fields a harness or a person controls, all stored: each is secret-scanned
        before the record touches disk (the rest are closed sets and our timestamps)."""
        return {
            "text": self.text,
            "cwd": self.cwd,
            "session_id": self.session_id,
            "turn_id": self.turn_id,
            "turn_ts": self.turn_ts,
        }


class Field(NamedTuple):
    """One string field of a turn record as :func:`check` accepts it."""

    name: str
    max_length: int  # characters
    required: bool = True  # a non-empty string; else a string (maybe empty) or null
    choices: tuple[str, ...] | None = None


# Every TurnRecord field but schema_version (an int, always SCHEMA_VERSION), in order.
FIELDS: tuple[Field, ...] = (
    Field("harness", 64, choices=SOURCE_IDS),
    Field("event", 64),
    Field("session_id", 256),
    Field("turn_id", 512, required=False),
    Field("cwd", 4096, required=False),
    Field("captured_at", 64),
    Field("turn_ts", 64, required=False),
    Field("source_id", 64, choices=SOURCE_IDS),
    Field("text", 16 * 1024),
    Field("mode", 16, choices=MODES),
    Field("project", 4096, required=False),
)


def check(data: object, *, versioned: bool = False) -> TurnRecord:
    """``data`` (a decoded JSON object) as a TurnRecord; ValueError naming the first
    problem. Strict: exact types, no unknown keys, every limit in :data:`FIELDS`.
    ``versioned``: ``schema_version`` must be present (a corpus file must say it)."""
    if not isinstance(data, dict):
        raise ValueError("expected a JSON object")
    version = data.get("schema_version", None if versioned else SCHEMA_VERSION)
    if type(version) is not int or version != SCHEMA_VERSION:
        raise ValueError(f"unsupported schema_version {version!r}")
    unknown = set(data) - _KEYS
    if unknown:
        raise ValueError(f"unknown field {sorted(map(str, unknown))[0]!r}")
    for spec in FIELDS:
        value = data.get(spec.name)
        if value is None and not spec.required:
            continue
        if type(value) is not str or (spec.required and not value):
            raise ValueError(f"field {spec.name!r} missing or not a string")
        if len(value) > spec.max_length:
            raise ValueError(f"field {spec.name!r} longer than {spec.max_length} characters")
        if spec.choices is not None and value not in spec.choices:
            raise ValueError(
                f"field {spec.name!r}: {value!r} is not one of {', '.join(spec.choices)}"
            )
    values: dict[str, Any] = {spec.name: data.get(spec.name) for spec in FIELDS}
    return TurnRecord(**values)


_KEYS = frozenset(TurnRecord._fields)


class BankResult(NamedTuple):
    status: str  # "banked" | "duplicate"
    path: Path


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def normalize(text: str) -> str:
    """NFC, whitespace collapsed: trivially different spellings hash the same."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def digest(session_id: str, text: str) -> str:
    raw = (session_id + "\0" + normalize(text)).encode("utf-8", "surrogatepass")
    return hashlib.sha256(raw).hexdigest()[:32]


def name_for(record: TurnRecord) -> str:
    if record.source_id not in SOURCE_IDS:
        raise ValueError(f"unknown source id {record.source_id!r}")
    return f".wb-{digest(record.session_id, record.text)}.src-{record.source_id}.json"


def bank(record: TurnRecord, directory: Path | None = None) -> BankResult:
    """Write ``record`` atomically (0600); an existing file for the same turn → duplicate.

    Raises OSError when the disk refuses (read-only, full); nothing partial is left.
    """
    target_dir = directory or paths.corpus_dir()
    paths.ensure_dir(target_dir)
    path = target_dir / name_for(record)
    if path.exists():
        return BankResult("duplicate", path)
    body = (json.dumps(record.to_dict(), ensure_ascii=False, sort_keys=True) + "\n").encode()
    written = atomic_write(path, body, mode=0o600, exclusive=True)
    return BankResult("banked" if written else "duplicate", path)


def load(path: Path) -> TurnRecord:
    """Read and :func:`check` one corpus file. Raises CorpusFileError on anything wrong."""
    path = Path(path)
    if not NAME_RE.match(path.name):
        raise CorpusFileError(f"{path.name}: not a corpus file name")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError as exc:
        raise CorpusFileMissing(f"{path.name}: cannot read ({exc.strerror})") from None
    except OSError as exc:
        raise CorpusFileError(f"{path.name}: cannot read ({exc.strerror or exc})") from None
    if len(raw) > MAX_FILE_BYTES:
        raise CorpusFileError(f"{path.name}: larger than {MAX_FILE_BYTES} bytes")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CorpusFileError(f"{path.name}: not JSON ({exc})") from None
    except RecursionError:
        raise CorpusFileError(f"{path.name}: JSON nested too deep") from None
    try:
        record = check(data, versioned=True)
    except ValueError as exc:
        raise CorpusFileError(f"{path.name}: {exc}") from None
    if name_for(record) != path.name:
        raise CorpusFileError(f"{path.name}: name does not match its content")
    return record


def banked_names(directory: Path | None = None) -> Iterator[str]:
    """Names of the corpus files (valid names only), in directory order; no stat."""
    try:
        with os.scandir(directory or paths.corpus_dir()) as it:
            for e in it:
                if NAME_RE.match(e.name) and e.is_file(follow_symlinks=False):
                    yield e.name
    except FileNotFoundError:
        return


class Files(Sequence[Path]):
    """Paths of ``names`` in ``directory``, made on access: a list of 50,000 Path objects
    costs ~17 MB, the names ~6 MB."""

    def __init__(self, directory: Path, names: list[str]) -> None:
        self.directory = directory
        self.names = names

    def __len__(self) -> int:
        return len(self.names)

    @overload
    def __getitem__(self, index: int) -> Path: ...
    @overload
    def __getitem__(self, index: slice) -> Files: ...
    def __getitem__(self, index: int | slice) -> Path | Files:
        if isinstance(index, slice):
            return Files(self.directory, self.names[index])
        return self.directory / self.names[index]

    def __iter__(self) -> Iterator[Path]:
        return (self.directory / name for name in self.names)


def oldest_first(directory: Path, names: list[str]) -> Files:
    """``names`` in ``directory`` as paths, oldest first by mtime (gone ones dropped)."""
    entries: list[tuple[float, str]] = []
    for name in names:
        try:
            entries.append((os.stat(directory / name, follow_symlinks=False).st_mtime, name))
        except OSError:
            continue
    entries.sort()
    return Files(directory, [name for _, name in entries])


def list_banked(directory: Path | None = None) -> list[Path]:
    """Corpus files (valid names only), oldest first by mtime."""
    target = directory or paths.corpus_dir()
    entries: list[tuple[float, str, Path]] = []
    try:
        with os.scandir(target) as it:
            for entry in it:
                if NAME_RE.match(entry.name) and entry.is_file(follow_symlinks=False):
                    try:
                        mtime = entry.stat(follow_symlinks=False).st_mtime
                    except OSError:
                        continue
                    entries.append((mtime, entry.name, Path(entry.path)))
    except FileNotFoundError:
        return []
    return [p for _, _, p in sorted(entries)]


def delete_where(keep: Any, directory: Path | None = None, dry_run: bool = False) -> int:
    """Delete the banked files whose record ``keep(record)`` rejects (unreadable files are
    left for sweep's own checks); the number deleted (or, with ``dry_run``, that would be)."""
    count = 0
    for path in list_banked(directory):
        try:
            record = load(path)
        except CorpusFileError:
            continue
        if keep(record):
            continue
        if not dry_run:
            try:
                path.unlink()
            except FileNotFoundError:
                continue
        count += 1
    return count


def delete_session(session_id: str, directory: Path | None = None) -> int:
    """Delete every banked turn of ``session_id`` (``writeback forget --session``)."""
    return delete_where(lambda r: r.session_id != session_id, directory)


def purge_before(cutoff: datetime, directory: Path | None = None, dry_run: bool = False) -> int:
    """Delete every banked turn captured before ``cutoff`` (``writeback purge``)."""

    def keep(record: TurnRecord) -> bool:
        try:
            captured = datetime.fromisoformat(record.captured_at.replace("Z", "+00:00"))
        except ValueError:
            return True
        if captured.tzinfo is None:
            captured = captured.replace(tzinfo=UTC)
        return captured >= cutoff

    return delete_where(keep, directory, dry_run)
