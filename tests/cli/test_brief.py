"""The session brief: sections, project scoping, budget, nothing lapsed or repeated."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from writeback import brief

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


@dataclass(frozen=True)
class F:
    id: str
    claim: str
    kind: str
    project: str | None = None
    age_h: float = 1.0
    until_h: float | None = None

    @property
    def created_at(self) -> datetime:
        return NOW - timedelta(hours=self.age_h)

    @property
    def valid_until(self) -> datetime | None:
        return None if self.until_h is None else NOW + timedelta(hours=self.until_h)

    def is_active(self, at: datetime) -> bool:
        return self.valid_until is None or self.valid_until > at


HERE, THERE = "/src/payments", "/src/blog"
FACTS = [
    F("p1", "Prefers pnpm over npm", "preference", THERE, age_h=100),
    F("t1", "Travelling in Shanghai", "fact", None, until_h=48),
    F("t2", "Has a cold", "fact", THERE, until_h=10),
    F("c1", "Promised Dana the deck by Friday", "commitment", THERE),
    F("d1", "Payments API moves to Postgres 16", "decision", HERE, age_h=2),
    F("d2", "Blog is frozen until the redesign", "project_state", THERE),
    F("g1", "Launch is March 3rd", "correction", None, age_h=500),
    F("x1", "Old trip to Berlin", "fact", None, until_h=-1),
]


def test_sections_and_project_scoping() -> None:
    text = brief.render(FACTS, project=HERE, budget=2000, now=NOW)
    lines = text.splitlines()
    assert lines[0] == brief.HEADER
    assert (
        lines.index("Right now:")
        < lines.index("About the user:")
        < lines.index("Open commitments:")
        < lines.index("This project:")
    )
    assert "- Has a cold (until 2026-12-01)" in text  # soonest to lapse first
    assert text.index("Has a cold") < text.index("Travelling in Shanghai")
    assert "Prefers pnpm" in text and "Promised Dana" in text  # about the user, any project
    assert "Payments API moves to Postgres 16" in text
    assert "Blog is frozen" not in text  # another project's state never leaks in
    assert "Launch is March 3rd" in text  # no project recorded: its own section
    assert "Old trip to Berlin" not in text  # lapsed


def test_budget_keeps_priority_and_never_exceeds() -> None:
    for budget in (60, 120, 200, 400):
        text = brief.render(FACTS, project=HERE, budget=budget, now=NOW)
        assert len(text) <= budget
    small = brief.render(FACTS, project=HERE, budget=160, now=NOW)
    assert "Has a cold" in small and "Launch is March 3rd" not in small
    assert brief.render(FACTS, project=HERE, budget=10, now=NOW) == ""
    assert brief.render([], project=HERE, budget=2000, now=NOW) == ""


def test_a_fact_appears_once_and_long_claims_are_cut() -> None:
    long = F("l1", "word " * 100, "preference")
    text = brief.render([long, long, FACTS[0]], project=None, budget=5000, now=NOW)
    assert text.count("word word") >= 1 and text.count("- word") == 1
    assert max(len(line) for line in text.splitlines()) <= brief.MAX_LINE + 2
