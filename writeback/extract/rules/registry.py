"""Rule priority as data: one named, ordered list of rules per language, walked in order.

A rule is ``Rule(name, yields, match)``: ``match`` reads a :class:`Statement` and returns

- a :class:`~writeback.extract.base.Candidate` — the rule decided, the walk stops;
- :data:`VETO` — the statement is not a fact (a quoted report, a hedge), the walk stops;
- ``None`` — the rule does not apply; the next rule reads the statement. A *guard* rule may
  rewrite :attr:`Statement.s` first ("You assumed I was on macOS, I'm actually on Linux"
  keeps the user's part), so later rules read what it left.

``yields`` names the kinds a rule can produce, for the reader of the list (``"-"`` for a
guard that only rewrites or vetoes). Priority is the order of the list — the same
mechanism for English (:data:`.english.RULES_EN`) and Chinese, Japanese, Korean
(:data:`.cjk.RULES_CJK`, one list for the three, read against each language's tables) —
and every candidate records the rule that produced it (``Candidate.rule`` =
``"<lang>.<rule name>"``, e.g. ``en.decision``, ``cjk.relationship.named``).

When no rule decides, :func:`walk` returns ``None`` and the reader goes on to its fallback
tier with the statement as the rules left it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Generic, TypeVar

from writeback.extract.base import Candidate

__all__ = ["VETO", "Rule", "Statement", "VetoType", "walk"]


class VetoType:
    """The result of a rule that says "no fact here"."""

    def __repr__(self) -> str:
        return "VETO"


VETO = VetoType()


@dataclass
class Statement:
    """One statement as the rules read it: the text ``s`` (guards may rewrite it) and what
    earlier rules noted for later ones (``notes``)."""

    s: str
    code: str = "en"
    notes: dict[str, object] = field(default_factory=dict)


S = TypeVar("S", bound=Statement)


@dataclass(frozen=True)
class Rule(Generic[S]):
    """A named rule: what it may yield and how it reads a statement."""

    name: str
    yields: str
    match: Callable[[S], Candidate | VetoType | None]


def walk(
    rules: Sequence[Rule[S]], st: S, prefix: str
) -> tuple[Rule[S] | None, Candidate | VetoType | None]:
    """Read ``st`` with ``rules`` in order; the first rule that decides wins.

    Returns the deciding rule and its result (a candidate named ``prefix.rule``, or
    :data:`VETO`), or ``(None, None)`` when no rule decided."""
    for rule in rules:
        out = rule.match(st)
        if out is None:
            continue
        if isinstance(out, Candidate):
            out = replace(out, rule=f"{prefix}.{rule.name}")
        return rule, out
    return None, None
