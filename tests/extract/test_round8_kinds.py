"""Behaviour of the English kind families of issue 12, round 8: the kind of a fact the engine
already finds, read from its verb class × subject class × complement (``en.KIND_*``). Each
family is asserted on paraphrases from several domains, and on near-misses that must keep
their kind (or stay unkept)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def _kind_of(text: str, word: str) -> str | None:
    """The kind of the first salient claim of ``text`` that holds ``word``."""
    found = [c for c in salient(text) if word.lower() in c.claim.lower()]
    return found[0].kind if found else None


# --- the team's own choice on a thing: a decision (en.KIND_WE_CHOSE) -------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("We're cutting the night bus route entirely, nobody rides it", "night bus"),
        ("we're contracting Ridgeway Audio for the festival sound this year", "Ridgeway"),
        ("We fired the cleaning company, Sparkle Bros, they skipped two weeks in a row", "Sparkle"),
        ("We accepted the landlord's counter offer of £1,450 in the end", "£1,450"),
        ("We're putting the old van up for sale and leasing an electric one", "van"),
        ("we're scrapping the loyalty card and putting the money into delivery", "loyalty"),
    ],
)
def test_we_chose_is_a_decision(text: str, word: str) -> None:
    assert _kind_of(text, word) == "decision", [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("We're moving the pour to Thursday", "pour"),  # a date moved: the project's state
        ("We switched CI from Travis to GitHub Actions last year", "GitHub"),  # done: its state
    ],
)
def test_we_chose_near_misses(text: str, word: str) -> None:
    assert _kind_of(text, word) == "project_state", [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize(
    "text",
    [
        # "fired up", "cutting back": a particle, not a party or a thing let go
        "We fired up the new kiln at the Hollins studio on Monday",
        "We're cutting back hours at the Elm Street store in January",
    ],
)
def test_fired_up_is_no_choice(text: str) -> None:
    assert all(c.kind != "decision" for c in salient(text)), [
        (c.claim, c.kind) for c in salient(text)
    ]


# --- a thing of the work in a state, or a figure of it: project_state -------------------------
# (en.KIND_WORK_STATUS, en.KIND_WORK_FIGURE)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("The new espresso machine from Fettle is installed", "espresso"),
        ("Ticket sales last month were 2,340, target is 3,000", "2,340"),
        ("Spent so far this quarter on printer toner: $1,240", "$1,240"),
        ("The Hendry deposition is postponed until further notice, their expert is sick", "Hendry"),
        ("Catering for the Osaka offsite is booked with Hanami Foods, setup at 8am", "Hanami"),
        ("Maths pass rate came in at 71% this year", "71%"),
    ],
)
def test_work_status_is_project_state(text: str, word: str) -> None:
    assert _kind_of(text, word) == "project_state", [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("My flight to Lisbon is booked for March 3", "Lisbon"),  # the user's own life
        ("Priya is booked solid this week", "Priya"),  # a person, not a thing
        ("I spent about $40 on lunch with Tom today", "$40"),  # the user's act
    ],
)
def test_work_status_near_misses(text: str, word: str) -> None:
    assert _kind_of(text, word) in (None, "fact"), [(c.claim, c.kind) for c in salient(text)]


# --- a named person given a role: a relationship (en.KIND_NAME_IS_ROLE) -----------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Marguerite's nephew Tomas is the executor of the estate", "Tomas"),
        ("Okonkwo is opposing counsel on the Dalton appeal", "Okonkwo"),
        ("Ravi is a visiting student in our lab until June", "Ravi"),
        ("Note to self: Hannah is taking over as head of year 9 from September", "Hannah"),
        ("Her cousin Bilal is now best man instead of Omar", "Bilal"),
    ],
)
def test_name_is_role_is_a_relationship(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "relationship", [(c.claim, c.kind) for c in salient(text)]
    assert not found[0].transient  # who someone is holds


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # moving between roles is read by what else it says, not as a tie
        ("Kofi will be moving from tech to registered nurse from next month", "Kofi"),
        ("I'm the treasurer this year", "treasurer"),  # the user: no named person
    ],
)
def test_name_is_role_near_misses(text: str, word: str) -> None:
    assert _kind_of(text, word) != "relationship", [(c.claim, c.kind) for c in salient(text)]
