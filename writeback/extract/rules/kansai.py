"""Kansai (Osaka) dialect read as standard Japanese, with the user's own words kept in the claim.

An izakaya owner in Osaka types "来週から配達が10時半に変わるんやて", "冷蔵庫が冷えへんねん",
"本人めっちゃ落ち込んどる": the Japanese rules are written for the standard endings ("…んだって",
"…冷えないんだ", "…落ち込んでる"), so each dialect ending of :data:`.ja.KANSAI` is read as its
standard form, as :mod:`.shorthand` reads English texting shorthand. :func:`read_kansai`
returns the sentence to read and where it changed it; :func:`as_typed` gives a claim built from
the standard forms back in the words the user typed ("…変わるんだって" → "…変わるんやて").
"""

from __future__ import annotations

import re

from writeback.extract.rules import ja
from writeback.extract.rules.common import may_hold

# One pass over the sentence: the table's patterns as the branches of one pattern, in order.
_KANSAI = re.compile("|".join(f"(?P<k{i}>{pat})" for i, (pat, _) in enumerate(ja.KANSAI)))
_STANDARD = {f"k{i}": std for i, (_, std) in enumerate(ja.KANSAI)}

# (start, end) in the sentence read, and (start, end) of what was typed there.
Spans = list[tuple[int, int, int, int]]


def read_kansai(sentence: str) -> tuple[str, Spans]:
    """``sentence`` with its Kansai endings read as standard Japanese, and where they were."""
    if not may_hold(sentence, ja.KANSAI_WORDS):
        return sentence, []
    parts: list[str] = []
    spans: Spans = []
    last = read = 0
    for m in _KANSAI.finditer(sentence):
        std = _STANDARD[m.lastgroup or ""]
        parts.append(sentence[last : m.start()])
        read += m.start() - last
        spans.append((read, read + len(std), m.start(), m.end()))
        parts.append(std)
        read += len(std)
        last = m.end()
    if not spans:
        return sentence, spans
    return "".join(parts) + sentence[last:], spans


def _typed_at(pos: int, spans: Spans, end: bool) -> int:
    """Where ``pos`` of the sentence read falls in the sentence typed (a place inside a
    swapped ending takes the whole typed ending)."""
    shift = 0
    for start, stop, t_start, t_stop in spans:
        if pos <= start:
            break
        if pos < stop:
            return t_stop if end else t_start
        shift = t_stop - stop
    return pos + shift


def as_typed(claim: str, read: str, typed: str, spans: Spans) -> str:
    """``claim`` (built from ``read``) in the words of ``typed``; a claim that is no stretch of
    ``read`` (its words rearranged) stays as it is."""
    at = read.find(claim)
    if at < 0:
        return claim
    return typed[_typed_at(at, spans, False) : _typed_at(at + len(claim), spans, True)]
