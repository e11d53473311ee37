"""The session brief: what the brain knows that matters now, in a few lines.

:func:`render` turns active facts into the block a new session starts with (the
``SessionStart`` hooks put it in ``additionalContext``). It is pure: the caller reads the
facts (serve, or the brain read-only) and passes them in. Sections, in priority order:

1. **Right now** — active transient facts (travel, health, schedule), soonest to lapse first;
2. **About the user** — preferences, identity facts, people around them;
3. **Open commitments** — promises with or without a date;
4. **This project** — decisions, project state and corrections recorded in this project;
5. **No project recorded** — the same kinds from facts saved before projects were recorded.

A fact recorded in *another* project is included only when it is about the user
(preference, identity, person, commitment), never that project's decisions or state.
Within a section the newest comes first. Lines are added in that order until ``budget``
characters are used; a fact never appears twice, expired or superseded facts are never
passed in (the caller asks for active facts), and nothing is rendered when nothing fits.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

HEADER = "What writeback remembers from earlier sessions (the user's word now wins over it):"
MAX_LINE = 200
PERSONAL_KINDS = ("preference", "fact", "relationship")
SECTIONS = (
    ("now", "Right now"),
    ("user", "About the user"),
    ("commitment", "Open commitments"),
    ("project", "This project"),
    ("general", "Decisions and state (no project recorded)"),
)
PROJECT_KINDS = ("decision", "project_state", "correction")


def section_of(fact: Any, project: str | None) -> str | None:
    """Which section ``fact`` belongs to for a session in ``project``, or None (left out)."""
    fact_project = getattr(fact, "project", None)
    same = fact_project is None or project is None or fact_project == project
    if fact.valid_until is not None and (same or fact.kind in PERSONAL_KINDS):
        return "now"
    if fact.kind in PERSONAL_KINDS:
        return "user"
    if fact.kind == "commitment":
        return "commitment"
    if fact.kind in PROJECT_KINDS and fact_project is None:
        return "general"
    if fact.kind in PROJECT_KINDS and fact_project == project:
        return "project"
    return None


def _line(fact: Any) -> str:
    claim = " ".join(str(fact.claim).split())
    if len(claim) > MAX_LINE:
        claim = claim[: MAX_LINE - 1].rstrip() + "…"
    if fact.valid_until is not None:
        claim += f" (until {fact.valid_until:%Y-%m-%d})"
    return f"- {claim}"


def _order(section: str, facts: list[Any]) -> list[Any]:
    if section == "now":
        return sorted(facts, key=lambda f: (f.valid_until, -f.created_at.timestamp()))
    return sorted(facts, key=lambda f: f.created_at, reverse=True)


def render(
    facts: Iterable[Any], *, project: str | None, budget: int, now: datetime | None = None
) -> str:
    """The brief for a session in ``project`` within ``budget`` characters ("" if none)."""
    grouped: dict[str, list[Any]] = {key: [] for key, _ in SECTIONS}
    seen: set[str] = set()
    for fact in facts:
        if fact.id in seen or (now is not None and not fact.is_active(now)):
            continue
        seen.add(fact.id)
        key = section_of(fact, project)
        if key is not None:
            grouped[key].append(fact)
    lines = [HEADER]
    used = len(HEADER)
    added = 0
    for key, title in SECTIONS:
        wanted = [_line(f) for f in _order(key, grouped[key])]
        block: list[str] = []
        for text in wanted:
            cost = len(text) + 1 + (len(title) + 2 if not block else 0)
            if used + cost > budget:
                continue  # a shorter line further down may still fit
            block.append(text)
            used += cost
        if block:
            lines += [f"{title}:", *block]
            added += len(block)
    return "\n".join(lines) if added else ""
