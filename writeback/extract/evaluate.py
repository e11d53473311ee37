"""Extraction quality: run an engine over gold-labelled turns and score it.

Fixture file: JSONL, one turn per line::

    {"text": "I prefer dark mode", "lang": "en",
     "gold": [{"kw": ["dark mode"], "kind": "preference", "transient": false}]}

``lang`` is optional (guessed from the script: Hangul → ko, kana → ja, Han → zh, else en);
``transient`` is optional (default false). Blank lines and lines starting with ``#`` are
ignored.

Scoring, per turn: a gold fact is *matched* by an extracted claim that contains all its
keywords (case-insensitive, NFKC). Each claim matches at most one gold fact and each gold
fact at most one claim; the assignment is a maximum bipartite matching (augmenting paths),
so the order of claims cannot cost recall. Over the whole file:

- recall = matched gold / all gold; precision = matched claims / all claims;
- kind accuracy and transient accuracy = share of matched pairs whose kind / transient flag
  equal the gold's;
- empty accuracy = share of turns without gold facts that yield no claim.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from writeback.extract import get_extractor, select
from writeback.extract.base import KINDS, Candidate, Extractor, ExtractorError
from writeback.extract.rules import detect_language

SCHEMA_VERSION = 1


class FixtureError(ValueError):
    """The fixture file is missing or a line is malformed (message names the line)."""


@dataclass(frozen=True)
class GoldFact:
    kw: tuple[str, ...]
    kind: str
    transient: bool = False


@dataclass(frozen=True)
class Turn:
    text: str
    lang: str
    gold: tuple[GoldFact, ...]
    line: int = 0


@dataclass
class _Tally:
    gold: int = 0
    matched: int = 0
    claims: int = 0
    claims_matched: int = 0
    kind_ok: int = 0
    transient_ok: int = 0
    turns: int = 0
    empty_turns: int = 0
    empty_ok: int = 0

    def row(self) -> dict[str, Any]:
        return {
            "turns": self.turns,
            "gold": self.gold,
            "claims": self.claims,
            "recall": _ratio(self.matched, self.gold),
            "precision": _ratio(self.claims_matched, self.claims),
            "kind_accuracy": _ratio(self.kind_ok, self.matched),
            "transient_accuracy": _ratio(self.transient_ok, self.matched),
            "empty_turns": self.empty_turns,
            "empty_accuracy": _ratio(self.empty_ok, self.empty_turns),
        }


@dataclass
class Report:
    engine: str
    mode: str
    totals: _Tally = field(default_factory=_Tally)
    per_kind: dict[str, _Tally] = field(default_factory=dict)
    per_language: dict[str, _Tally] = field(default_factory=dict)
    misses: list[dict[str, Any]] = field(default_factory=list)
    errors: int = 0  # turns the engine failed on (scored as no claims; hybrid: rules only)
    first_error: str | None = None

    def to_json(self, *, with_misses: bool = False) -> dict[str, Any]:
        t = self.totals.row()
        out: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "engine": self.engine,
            "mode": self.mode,
            "turns": t["turns"],
            "gold": t["gold"],
            "claims": t["claims"],
            "recall": t["recall"],
            "precision": t["precision"],
            "kind_accuracy": t["kind_accuracy"],
            "transient_accuracy": t["transient_accuracy"],
            "empty_turns": t["empty_turns"],
            "empty_accuracy": t["empty_accuracy"],
            "errors": self.errors,
            "first_error": self.first_error,
            "per_kind": {k: _kind_row(v) for k, v in sorted(self.per_kind.items())},
            "per_language": {k: v.row() for k, v in sorted(self.per_language.items())},
        }
        if with_misses:
            out["misses"] = self.misses
        return out


def _kind_row(t: _Tally) -> dict[str, Any]:
    # Per gold kind: claims are not attributed to a kind, so precision is not defined here.
    return {
        "gold": t.gold,
        "recall": _ratio(t.matched, t.gold),
        "kind_accuracy": _ratio(t.kind_ok, t.matched),
        "transient_accuracy": _ratio(t.transient_ok, t.matched),
    }


def _ratio(a: int, b: int) -> float | None:
    return round(a / b, 4) if b else None


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def load_fixtures(path: str | Path) -> list[Turn]:
    """Read a JSONL fixture file; FixtureError names the file and the bad line."""
    p = Path(path)
    try:
        raw = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FixtureError(f"{p}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise FixtureError(f"{p}: cannot read ({exc})") from None
    turns: list[Turn] = []
    for n, line in enumerate(raw.splitlines(), start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            turns.append(_parse_line(line, n))
        except (ValueError, TypeError, KeyError) as exc:
            raise FixtureError(f"{p}:{n}: {exc}") from None
    return turns


def _parse_line(line: str, n: int) -> Turn:
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON ({exc.msg})") from None
    if not isinstance(obj, dict):
        raise ValueError("expected a JSON object")
    text = obj.get("text")
    if not isinstance(text, str):
        raise ValueError('"text" must be a string')
    lang = obj.get("lang") or detect_language(text)
    if not isinstance(lang, str):
        raise ValueError('"lang" must be a string')
    gold_raw = obj.get("gold", [])
    if not isinstance(gold_raw, list):
        raise ValueError('"gold" must be a list')
    gold = []
    for i, g in enumerate(gold_raw):
        if not isinstance(g, dict):
            raise ValueError(f"gold[{i}] must be an object")
        kw = g.get("kw")
        if not isinstance(kw, list) or not kw or not all(isinstance(k, str) and k for k in kw):
            raise ValueError(f'gold[{i}]."kw" must be a non-empty list of strings')
        kind = g.get("kind", "fact")
        if kind not in KINDS:
            raise ValueError(f'gold[{i}]."kind" {kind!r} is not one of {", ".join(KINDS)}')
        transient = g.get("transient", False)
        if not isinstance(transient, bool):
            raise ValueError(f'gold[{i}]."transient" must be true or false')
        gold.append(GoldFact(tuple(kw), kind, transient))
    return Turn(text=text, lang=lang, gold=tuple(gold), line=n)


def match(gold: Iterable[GoldFact], claims: list[Candidate]) -> dict[int, int]:
    """Maximum one-to-one matching gold index → claim index (augmenting paths)."""
    gold = list(gold)
    folded = [_fold(c.claim) for c in claims]
    edges = [[j for j, fc in enumerate(folded) if all(_fold(k) in fc for k in g.kw)] for g in gold]
    claim_of: dict[int, int] = {}  # claim index → gold index

    def augment(gi: int, seen: set[int]) -> bool:
        for cj in edges[gi]:
            if cj in seen:
                continue
            seen.add(cj)
            if cj not in claim_of or augment(claim_of[cj], seen):
                claim_of[cj] = gi
                return True
        return False

    for gi in range(len(gold)):
        augment(gi, set())
    return {gi: cj for cj, gi in claim_of.items()}


def evaluate(
    turns: list[Turn],
    *,
    extractor: Extractor | None = None,
    engine: str = "rules",
    mode: str = "salient",
) -> Report:
    """Score ``extractor`` (default: the named engine) on ``turns`` in ``mode``."""
    ex = extractor or get_extractor(engine)
    report = Report(engine=ex.name, mode=mode)
    for turn in turns:
        try:
            found = ex.extract(turn.text)
        except ExtractorError as exc:  # a model that failed on a turn scores as no claims
            found = list(getattr(exc, "candidates", None) or [])  # hybrid: the rules' ones
            report.errors += 1
            report.first_error = report.first_error or str(exc)[:300]
        claims = select(found, mode)
        pairs = match(turn.gold, claims)
        lang_t = report.per_language.setdefault(turn.lang, _Tally())
        for tally in (report.totals, lang_t):
            tally.turns += 1
            tally.gold += len(turn.gold)
            tally.matched += len(pairs)
            tally.claims += len(claims)
            tally.claims_matched += len(pairs)
            if not turn.gold:
                tally.empty_turns += 1
                tally.empty_ok += not claims
        for gi, g in enumerate(turn.gold):
            kt = report.per_kind.setdefault(g.kind, _Tally())
            kt.gold += 1
            cj = pairs.get(gi)
            if cj is None:
                continue
            kt.matched += 1
            c = claims[cj]
            k_ok, t_ok = c.kind == g.kind, c.transient == g.transient
            kt.kind_ok += k_ok
            kt.transient_ok += t_ok
            for tally in (report.totals, lang_t):
                tally.kind_ok += k_ok
                tally.transient_ok += t_ok
        wrong = [
            c.to_json()
            for j, c in enumerate(claims)
            if j not in pairs.values()
            or any(
                pairs.get(gi) == j and (c.kind != g.kind or c.transient != g.transient)
                for gi, g in enumerate(turn.gold)
            )
        ]
        missed = [list(g.kw) for gi, g in enumerate(turn.gold) if gi not in pairs]
        if wrong or missed:
            report.misses.append(
                {"line": turn.line, "text": turn.text, "missed": missed, "wrong": wrong}
            )
    return report


def evaluate_file(
    path: str | Path,
    *,
    engine: str = "rules",
    mode: str = "salient",
    extractor: Extractor | None = None,
) -> Report:
    """Load ``path`` and score the named engine (or ``extractor``) on it."""
    return evaluate(load_fixtures(path), extractor=extractor, engine=engine, mode=mode)
