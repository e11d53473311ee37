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


# --- a note's lead says whom it is for; a dropped "I" before "owe" ---------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ok note for the file, the Okafors at 9 Mill Lane are selling up in May.", ("Okafors",)),
        ("note for the records, Hollins Farm signed the lease to 2031", ("Hollins Farm", "2031")),
        (
            "quick note for the log, Mrs Patel's boiler was replaced on 3 March",
            ("Patel", "3 March"),
        ),
    ],
)
def test_a_note_lead_is_peeled(text: str, words: tuple[str, ...]) -> None:
    found = claims(text)
    assert any(all(w in c for w in words) and "note" not in c.lower() for c in found), found


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("note to self via you: owe Marcus £35 for the fuel", ("Marcus", "£35")),
        ("note to self via u: still owe Grandad £12 for the seed potatoes", ("Grandad", "£12")),
    ],
)
def test_a_debt_with_its_i_dropped_is_owed(text: str, words: tuple[str, ...]) -> None:
    found = claims(text)
    assert any(all(w in c for w in ("wes", *words)) for c in found), found


def test_owing_it_to_someone_is_no_debt() -> None:
    assert not any("owe" in c.lower() for c in claims("owe it to the team to finish strong"))


# --- a new rule said without its colon ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "new rule for the surgery no more walk-ins after 4pm",
        "new policy at the yard nobody drives the forklift without a ticket",
        "new rule in our house no more phones at the table",
    ],
)
def test_a_new_rule_without_a_colon_is_a_decision(text: str) -> None:
    assert has_kind(text, "decision", "new"), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "A new process only works if people follow it.",
        "the new rule for the office is tricky to explain",
    ],
)
def test_talk_about_a_rule_is_no_new_rule(text: str) -> None:
    assert not has_kind(text, "decision", "new"), claims(text)
