"""The corpus: banked user turns, the durable hand-off between the hook and harvest.

Stdlib only (the hook banks with it). One file per turn in :func:`paths.corpus_dir`
(0700), each 0600 and written atomically (temp file, fsync, link), named

    .wb-<32 hex>.src-<source id>.json

where the hex is the start of SHA-256 over ``session_id + "\\0" + normalized text`` and
the source id is the harness (``claude-code`` | ``codex``). The same turn banked twice
maps to the same name, so the second bank is a free ``duplicate``.

Contract: :func:`bank` is only ever called with text that went through
strip-private → filter → secret scan. The serve side re-validates files with pydantic.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import unicodedata
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from writeback import paths
from writeback.fsutil import atomic_write

SCHEMA_VERSION = 1
SOURCE_IDS = ("claude-code", "codex")
NAME_RE = re.compile(r"^\.wb-(?P<hex>[0-9a-f]{32})\.src-(?P<source>claude-code|codex)\.json$")
MAX_FILE_BYTES = 64 * 1024  # a banked turn is ≤ 8 KiB of text plus metadata


class CorpusFileError(ValueError):
    """A corpus file that is missing, unreadable or not a valid turn record."""


class TurnRecord(NamedTuple):
    harness: str  # "claude-code" | "codex"
    event: str  # "claude-stop" | "codex-stop" | "codex-session-end"
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


_FIELDS = TurnRecord._fields
_REQUIRED_STR = ("harness", "event", "session_id", "captured_at", "source_id", "text", "mode")
_OPTIONAL_STR = ("turn_id", "cwd", "turn_ts", "project")


def load(path: Path) -> TurnRecord:
    """Read and check one corpus file. Raises CorpusFileError on anything wrong."""
    path = Path(path)
    if not NAME_RE.match(path.name):
        raise CorpusFileError(f"{path.name}: not a corpus file name")
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
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
    if not isinstance(data, dict):
        raise CorpusFileError(f"{path.name}: expected a JSON object")
    if data.get("schema_version") != SCHEMA_VERSION:
        raise CorpusFileError(
            f"{path.name}: unsupported schema_version {data.get('schema_version')!r}"
        )
    for key in _REQUIRED_STR:
        if not isinstance(data.get(key), str) or not data[key]:
            raise CorpusFileError(f"{path.name}: field {key!r} missing or not a string")
    for key in _OPTIONAL_STR:
        if data.get(key) is not None and not isinstance(data[key], str):
            raise CorpusFileError(f"{path.name}: field {key!r} is not a string")
    values: dict[str, Any] = {k: data.get(k) for k in _FIELDS}
    record = TurnRecord(**values)
    if record.source_id not in SOURCE_IDS:
        raise CorpusFileError(f"{path.name}: unknown source_id {record.source_id!r}")
    if name_for(record) != path.name:
        raise CorpusFileError(f"{path.name}: name does not match its content")
    return record


def banked_names(directory: Path | None = None) -> list[str]:
    """Names of the corpus files (valid names only), in directory order; no stat."""
    try:
        with os.scandir(directory or paths.corpus_dir()) as it:
            return [
                e.name for e in it if NAME_RE.match(e.name) and e.is_file(follow_symlinks=False)
            ]
    except FileNotFoundError:
        return []


def oldest_first(directory: Path, names: list[str]) -> list[Path]:
    """``names`` in ``directory`` as paths, oldest first by mtime (gone ones dropped)."""
    entries: list[tuple[float, str]] = []
    for name in names:
        try:
            entries.append((os.stat(directory / name, follow_symlinks=False).st_mtime, name))
        except OSError:
            continue
    return [directory / name for _, name in sorted(entries)]


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
