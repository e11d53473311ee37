"""Brain URLs: parsing, canonical form (one brain, one spelling) and redaction.

Standard-library only: the hook derives the serve socket path from the canonical URL.

- ``sqlite:///abs/path.db``, ``sqlite:////abs/path.db``, ``sqlite:~/brain.db``, or a bare
  path (``/x/brain.db``, ``~/brain.db``, ``./brain.db``) all name a SQLite file; the
  canonical form is ``sqlite:///`` + the absolute, normalised path.
- ``postgresql://user:pw@host:port/db`` (or ``postgres://``); the canonical form drops the
  password, lower-cases the host and fills in the default port, so a secret never reaches
  a socket path or a log line.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import NamedTuple
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit


class BrainURLError(ValueError):
    """A brain URL that cannot be used."""


class BrainURL(NamedTuple):
    scheme: str  # "sqlite" | "postgresql"
    canonical: str  # no secrets; stable across spellings
    path: Path | None = None  # sqlite only
    dsn: str | None = None  # postgresql only: the full connection string (may hold a password)

    @property
    def display(self) -> str:
        return self.canonical

    @property
    def key(self) -> str:
        """16 hex chars naming this brain (socket and lock file names)."""
        return hashlib.sha256(self.canonical.encode()).hexdigest()[:16]


def parse(url: str) -> BrainURL:
    if not isinstance(url, str) or not url.strip():
        raise BrainURLError("brain URL is empty; use sqlite:///PATH or postgresql://HOST/DB")
    raw = url.strip()
    if "://" not in raw and not raw.startswith("sqlite:"):
        if raw.startswith(("/", "~", ".")):
            return _sqlite(raw)
        raise BrainURLError(
            f"cannot read brain URL {_redact(raw)!r}; use sqlite:///PATH or postgresql://HOST/DB"
        )
    scheme = raw.split(":", 1)[0].lower()
    if scheme == "sqlite":
        rest = raw[len("sqlite:") :]
        if rest.startswith("//"):
            rest = rest[2:]
            host, _, path = rest.partition("/")
            if host not in ("", "localhost"):
                raise BrainURLError(f"sqlite URL cannot name a host ({host!r})")
            rest = "/" + path.lstrip("/")
        return _sqlite(unquote(rest.split("?", 1)[0]))
    if scheme in ("postgresql", "postgres"):
        return _postgres(raw)
    raise BrainURLError(
        f"unsupported brain URL scheme {scheme!r}; supported: sqlite:///PATH, postgresql://HOST/DB"
    )


def _sqlite(path_text: str) -> BrainURL:
    if not path_text or path_text == "/":
        raise BrainURLError("sqlite URL has no file path; use sqlite:///PATH/brain.db")
    path = Path(os.path.abspath(os.path.expanduser(path_text)))
    try:
        path = path.parent.resolve() / path.name
    except OSError:
        pass
    return BrainURL(scheme="sqlite", canonical="sqlite:///" + str(path).lstrip("/"), path=path)


def _postgres(raw: str) -> BrainURL:
    try:
        parts = urlsplit(raw)
        port = parts.port or 5432
    except ValueError as exc:
        raise BrainURLError(f"cannot read PostgreSQL URL: {exc}") from None
    host = (parts.hostname or "localhost").lower()
    db = parts.path.lstrip("/")
    if not db:
        raise BrainURLError("PostgreSQL URL needs a database name: postgresql://HOST/DB")
    user = quote(unquote(parts.username), safe="") + "@" if parts.username else ""
    query = urlencode(sorted((k, v) for k, v in parse_qsl(parts.query) if k != "password"))
    hostpart = f"[{host}]" if ":" in host else host
    canonical = f"postgresql://{user}{hostpart}:{port}/{db}" + (f"?{query}" if query else "")
    dsn = "postgresql" + raw[raw.index(":") :]
    return BrainURL(scheme="postgresql", canonical=canonical, dsn=dsn)


def _redact(text: str) -> str:
    try:
        parts = urlsplit(text)
        if parts.password:
            return text.replace(":" + parts.password + "@", ":***@")
    except ValueError:
        pass
    return text


def redact(text: str) -> str:
    """``text`` with any URL password replaced by ``***`` (for messages and logs)."""
    return _redact(text)
