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
        # a label's update with the verb left out, or in capitals
        ("Kitchen refit update: tiling done, the electrician is back on Monday", "tiling"),
        ("Henderson launch DONE, the client loved it", "Henderson"),
        # a figure in words, a thing that runs from a day, money that went through
        ("Rent on the Ashby Road unit is nine hundred a month", "nine hundred"),
        ("The new office lease runs from 1 March for three years", "lease"),
        ("The festival stage booking at the Glasshouse for 12-14 July is confirmed", "Glasshouse"),
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
        ("My rent is nine hundred a month", "rent"),  # the user's own life
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


# --- what someone owes, by a day: a commitment (en.KIND_I_MUST_FOR, KIND_TOLD_WE_WOULD, the
# frames' "commit" verbs) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I still need to send her the signed tenancy forms by Friday", "tenancy"),
        ("I've got to hand in the grant report to the trustees by 30 November", "grant report"),
        ("I need to pay Marco back before the 15th", "Marco"),
        ("I've told the tenant someone will be round by Thursday", "tenant"),
        ("Ingrid has promised a revised quote by the 20th", "Ingrid"),
        ("Farah is going to train the new hires on the till next week", "Farah"),
        ("Dev is gonna show Amira the alarm codes before he leaves", "Amira"),
    ],
)
def test_owed_by_a_day_is_a_commitment(text: str, word: str) -> None:
    assert _kind_of(text, word) == "commitment", [(c.claim, c.kind) for c in salient(text)]


def test_own_errand_is_no_commitment() -> None:
    # a deadline of the user's own, owed to nobody named
    assert _kind_of("I need to finish my thesis by July", "thesis") in (None, "fact")


# --- an act meant, said politely: a decision, not a taste (en.KIND_PREF_DECIDED) --------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I'd like to waive the late fee as a goodwill gesture", "late fee"),
        ("We'd like to go with the oak flooring, the sample looked great", "oak"),
        ("I would like to tell him that we will cut the order to 20 crates a week", "20 crates"),
    ],
)
def test_polite_act_is_a_decision(text: str, word: str) -> None:
    assert _kind_of(text, word) == "decision", [(c.claim, c.kind) for c in salient(text)]


def test_polite_way_of_working_stays_a_preference() -> None:
    assert _kind_of("I'd like to keep functions short in this repo", "functions") == "preference"


# --- asides of the user's mind and of the session: no fact (en.ASIDE_UNSURE, ASIDE_REVIEWING) --


@pytest.mark.parametrize(
    "text",
    [
        "I can never remember whether it's affect or effect.",
        "i cant remember the name of the plumber but Jo knows",
        "I honestly don't know how much longer the van will last.",
        "I'm inclined to accept their offer.",
        "I've read conflicting things about pruning in autumn.",
        "I'm only trying to get a sense of prices at this stage.",
        "I've been thinking about whether to sell the cottage",
        "I'll review it properly tomorrow.",
        "I'm reviewing on my phone today.",
        "keep the diffs small, I'll only check in between sessions",
    ],
)
def test_asides_are_no_fact(text: str) -> None:
    assert salient(text) == [], [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I'll review the Hartley contract by Friday", "Hartley"),  # a task with a thing and a day
        ("I'll send you the staging credentials after lunch", "staging"),
    ],
)
def test_asides_near_misses(text: str, word: str) -> None:
    assert _kind_of(text, word) is not None, [(c.claim, c.kind) for c in salient(text)]


# --- someone close on the move or at an event, on a day: a fact (en.KIND_KIN_EVENT) ------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("My dad's flying in Thursday for the graduation, can you book a table for four", "dad"),
        ("My mum's coming over on Sunday for lunch", "mum"),
        ("I'm taking my son to his football tournament in Leeds next Saturday", "Leeds"),
    ],
)
def test_a_close_ones_day_is_a_fact(text: str, word: str) -> None:
    assert _kind_of(text, word) == "fact", [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("My sister Amina is my accountant", "Amina"),  # who she is
        ("My daughter Lila starts school in September", "Lila"),  # a start names the tie
    ],
)
def test_a_close_ones_tie_stays_a_relationship(text: str, word: str) -> None:
    assert _kind_of(text, word) == "relationship", [(c.claim, c.kind) for c in salient(text)]


# --- a choice said as settled, by its label or verb: a decision (en.KIND_SETTLED) --------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Hiring decision from the panel: we're offering the role to Priscilla", "Priscilla"),
        ("The decision stands, the 4pm slot goes to the juniors", "4pm"),
        ("We've agreed a repayment plan of £50 a month with the tenant", "£50"),
        ("I've said no to the extra weekend shifts for now", "weekend shifts"),
    ],
)
def test_a_settled_choice_is_a_decision(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "decision", [(c.claim, c.kind) for c in salient(text)]
    assert not found[0].transient


@pytest.mark.parametrize(
    "text",
    [
        # a question to the assistant that lost its "?"
        "Formatting Q: how do I get Excel to keep the header row on every printed page",
        "how can I keep the sourdough from over-proofing in summer",
        # the old value of a fix, said as a hedge
        "I may have said the Lisbon trip starts on the 3rd.",
    ],
)
def test_questions_and_hedged_old_values_are_no_fact(text: str) -> None:
    assert salient(text) == [], [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # trades and offices of the people around a home, a sale or a school (en._ROLE_NOUN)
        ("Our conveyancer at Hale and Burke is Marguerite", "Marguerite"),
        ("The surveyor for the Elm Street job is Tomasz", "Tomasz"),
        ("Our gardener Piotr comes every other Thursday", "Piotr"),
    ],
)
def test_more_role_nouns_tie_a_name(text: str, word: str) -> None:
    assert _kind_of(text, word) == "relationship", [(c.claim, c.kind) for c in salient(text)]
