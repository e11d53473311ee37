"""The English fallback tier and the rules beside it: families added in rules round 6.

Each family is asserted on paraphrases from several domains and on near-misses that must not
fire."""

from __future__ import annotations

import pytest

from writeback.extract.base import Candidate
from writeback.extract.rules import RulesExtractor

EX = RulesExtractor()


def salient(text: str) -> list[Candidate]:
    return [c for c in EX.extract(text) if c.salience != "low"]


# -- a body that votes or decides --------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "ok so the committee voted to raise subs to 35 a month from september",
        "our HOA voted to repave the lot in spring",
        "the board decided to move the gala to May",
        "the trustees agreed to freeze tuition for next year",
    ],
)
def test_a_voting_body_decides(text: str) -> None:
    found = salient(text)
    assert found and found[0].kind == "decision", (text, EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "the committee meets on the first Tuesday of the month",
        "the board is split on the new logo",
    ],
)
def test_a_body_that_did_not_decide(text: str) -> None:
    assert all(c.kind != "decision" for c in salient(text)), (text, EX.extract(text))


# -- a dropped "I" before paying something off ---------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "paid off the new macbook, 2,400 total",
        "finally paid off the car loan last month",
        "paid for the venue deposit, $1,200",
    ],
)
def test_dropped_subject_paid_off(text: str) -> None:
    found = salient(text)
    assert len(found) == 1 and found[0].kind == "fact", (text, EX.extract(text))
