"""Which project a directory belongs to (stdlib only; the hook calls it on every turn).

A project is the git root of a directory (the nearest parent holding ``.git``, a directory
or a worktree's file), else the directory itself. Facts record it, so a session in one
repository is told that repository's decisions and never another's.
"""

from __future__ import annotations

import os
from pathlib import Path

MAX_DEPTH = 64  # parents looked at, at most


def project_of(cwd: str | None) -> str | None:
    """The project of ``cwd`` (absolute path), or None without a usable directory."""
    if not cwd or "\x00" in cwd:
        return None
    try:
        here = Path(os.path.abspath(os.path.expanduser(cwd)))
    except (TypeError, ValueError):
        return None
    for depth, directory in enumerate((here, *here.parents)):
        if depth >= MAX_DEPTH:
            break
        try:
            if os.path.lexists(directory / ".git"):
                return str(directory)
        except OSError:
            break
    return str(here)


def git_project_of(cwd: str | None) -> str | None:
    """The git root of ``cwd``, or None outside a repository (for commands run by people:
    a fact typed in a random directory is about the user, not a project)."""
    project = project_of(cwd)
    if project is None:
        return None
    return project if os.path.lexists(os.path.join(project, ".git")) else None
