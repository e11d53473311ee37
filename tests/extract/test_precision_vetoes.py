"""Claims that name nothing of their own are vetoed by family (rules/__init__.py post-pass)."""

from __future__ import annotations

import pytest

from writeback.extract.rules import RulesExtractor, _remnant

_EX = RulesExtractor()


def _claims(text: str) -> list[str]:
    return [c.claim for c in _EX.extract(text) if c.salience != "low"]


# -- a remnant: every word of the claim was said before it -------------------------------------


@pytest.mark.parametrize(
    "claim",
    [
        "Marisol needs to know",
        "We switched last wk",
        "Never will hahaha",
        "Agreed on that this morning",
        "Promised him that in writing",
        "Always mixes em up",
        "Reports to her",
        "She said so",  # "so" alone points back too: no word of its own
        "They decided yesterday",
        "Has to be parked by then",
        "Loves it lol",
    ],
)
def test_a_remnant_has_no_word_of_its_own(claim: str) -> None:
    assert _remnant(claim)


@pytest.mark.parametrize(
    "claim",
    [
        "Rusty is out",  # a state of its own
        "Kai starts monday",
        "Sanjay is her backup",  # "her" before a noun is a possessive
        "Lorraine is in HIM",  # capitals: a department, not a pronoun
        "Wen is on call this week",  # "this week" is a time, not "this"
        "Priya is my manager so",
        "Is so fried today",
        "Valkey now",  # a one-word correction
        "Hates it when people rush me",
        "Promised him the deck by Friday",
        "Agreed to write the GOVERNANCE.md by end of month",
        "We won",
    ],
)
def test_a_claim_with_a_word_of_its_own_is_kept(claim: str) -> None:
    assert not _remnant(claim)


@pytest.mark.parametrize(
    ("text", "kept", "dropped"),
    [
        (
            "marisol runs that lane every tues now so she needs to know",
            "Marisol runs that lane every tues now",
            "needs to know",
        ),
        (
            "the lab moved to building 4 and we agreed on that this morning",
            "The lab moved to building 4",
            "agreed on that",
        ),
        (
            "Jonah wants the last song, I promised him that in writing lol",
            "Jonah wants the last song",
            "in writing",
        ),
        ("Dolores is the VP of CX, I report to her", "Dolores is the VP of CX", "report to"),
    ],
)
def test_the_fact_before_a_remnant_stays(text: str, kept: str, dropped: str) -> None:
    claims = _claims(text)
    assert any(c.startswith(kept) for c in claims), claims
    assert not any(dropped in c for c in claims if not c.startswith(kept)), claims
