"""Round 11, English: behaviour on made-up sentences (other names, other domains than the eval
lines) for the families fixed this round — a
report's or crew's "<Name> to <verb> …" job under a department label or with a job verb of
the trade; a request to cut pasted text makes the text material; notes turned "into
minutes" stay the user's news."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, has_kind, salient

# --- "<Name> to <verb> …": a report's or crew's job ---------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("KITCHEN: Ahmed to replace the fryer seals by Wed.", ("Ahmed", "fryer seals")),
        ("SITE/HVAC: Dana to fit the new vents before the inspection.", ("Dana", "vents")),
        ("Lambing went fine. Owen to move the ewes to the top field by Sunday.", ("Owen", "ewes")),
        ("Priya + Tom to do the stocktake every Friday.", ("Priya + Tom", "stocktake")),
        ("Marta to cover reception in the meantime.", ("Marta", "reception")),
        ("Bea to redo the hems on the Act 2 dresses.", ("Bea", "hems")),
    ],
)
def test_a_named_job_is_a_commitment(text: str, words: tuple[str, ...]) -> None:
    assert has_kind(text, "commitment", *words), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "Happy to do the stocktake every Friday.",
        "Nice to add a bit of colour to the menu.",
        "Going to sort the garage this weekend?",
    ],
)
def test_a_feeling_or_question_before_to_is_no_named_job(text: str) -> None:
    assert not any(c.rule == "en.commitment.action-item" for c in salient(text))


# --- cutting pasted text -----------------------------------------------------------------


def test_text_to_cut_is_material() -> None:
    text = (
        "Can you cut this bio to 80 words?\n\n"
        "Our studio was founded in 2009 by two illustrators in Leeds. We have designed "
        "packaging for over 200 independent brands across Europe."
    )
    assert claims(text) == []


def test_notes_turned_into_minutes_are_the_users_news() -> None:
    text = (
        "can you tidy this up into minutes for the parish council, it was Monday night. "
        "the new bus shelter on Mill Lane is approved for March. Councillor Hughes to chase "
        "the highways team by Friday."
    )
    assert has_kind(text, "commitment", "Hughes", "highways"), claims(text)
    assert any("Mill Lane" in c for c in claims(text)), claims(text)
