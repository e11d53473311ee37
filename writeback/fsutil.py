"""Small filesystem primitives: atomic owner-only writes.

Standard-library only (the hook banks turns with :func:`atomic_write`).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def atomic_write(path: Path, data: bytes, mode: int = 0o600, exclusive: bool = False) -> bool:
    """Write ``data`` to ``path`` via temp file + fsync + rename; the file is ``mode``.

    With ``exclusive=True`` an existing ``path`` is left untouched and False is returned
    (content-addressed files: the same name means the same content). A failure at any
    point leaves no partial file behind.
    """
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if exclusive:
            try:
                os.link(tmp, path)  # fails if path exists: never replaces
            except FileExistsError:
                return False
            finally:
                os.unlink(tmp)
        else:
            os.replace(tmp, path)
        _fsync_dir(path.parent)
        return True
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
