"""Round 10, kind accuracy (English and Chinese): the verb or subject class that decides a
matched fact's kind.

Each family is checked on sentences made up for the test (other names, other domains than
the eval lines), with negatives that must keep their kind or stay empty."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def _kind_of(text: str, word: str) -> str:
    found = [c.kind for c in salient(text) if word.lower() in c.claim.lower()]
    assert found, f"no claim with {word!r} in {[c.claim for c in salient(text)]}"
    return found[0]


def _claim_of(text: str, word: str):  # type: ignore[no-untyped-def]
    found = [c for c in salient(text) if word.lower() in c.claim.lower()]
    assert found, f"no claim with {word!r} in {[c.claim for c in salient(text)]}"
    return found[0]


# -- 1. A named person's life milestone (frame named × life): a fact, and it stays ----------


@pytest.mark.parametrize(
    "text, word",
    [
        ("Mrs Okafor passed away on Sunday", "Okafor"),
        ("Harriet passed her driving test 🎉", "Harriet"),
        ("Dmitri passed his final bar exam in May", "Dmitri"),
        ("Wilhelmina passed her nursing boards last week", "Wilhelmina"),
    ],
)
def test_named_life_milestone_is_fact(text: str, word: str) -> None:
    c = _claim_of(text, word)
    assert c.kind == "fact"
    assert not c.transient  # a death or an exam passed does not lapse


@pytest.mark.parametrize(
    "text, word",
    [
        # a company or a thing that passes is still the work's state
        ("Northwind passed the audit", "Northwind"),
        ("Brightwell Bakery finally paid invoice 2210", "Brightwell"),
        ("Oskar finished 9 of the 14 tracks", "Oskar"),
    ],
)
def test_named_thing_change_stays_project_state(text: str, word: str) -> None:
    assert _kind_of(text, word) == "project_state"


# -- 2. "We said no to X": the team's choice, a decision ------------------------------------


@pytest.mark.parametrize(
    "text, word",
    [
        ("We said no to the Harrogate craft fair, it clashes with the Leeds launch", "Harrogate"),
        ("we've said no to Brightline, too pricey", "Brightline"),
    ],
)
def test_we_said_no_is_decision(text: str, word: str) -> None:
    assert _kind_of(text, word) == "decision"


@pytest.mark.parametrize(
    "text",
    [
        "The venue said no to the Harrogate craft fair date",
        "Nobody said no to the Brightline quote yet",
    ],
)
def test_someone_else_said_no_is_no_decision(text: str) -> None:
    assert "decision" not in [c.kind for c in salient(text)]


# -- 3. The team's move given with its reason or sign-off: a decision ------------------------


@pytest.mark.parametrize(
    "text, word",
    [
        ("We're moving the choir rota to Doodle because the sheet kept getting lost", "Doodle"),
        ("We switched the bakery's card reader to Zettle, saves about 40 a month", "Zettle"),
        ("We're migrating the clinic's records to Cliniko, Dr Amadi approved it today", "Cliniko"),
    ],
)
def test_team_move_with_reason_is_decision(text: str, word: str) -> None:
    assert _kind_of(text, word) == "decision"


@pytest.mark.parametrize(
    "text, word",
    [
        # a bare move with its date and what follows from it: where things stand
        ("We moved the choir rota to Doodle last week so the old sheet is dead", "Doodle"),
        ("We switched the card reader to Zettle since March", "Zettle"),
    ],
)
def test_team_move_without_reason_stays_project_state(text: str, word: str) -> None:
    assert _kind_of(text, word) == "project_state"


# -- 4. Work the user takes on ("will be doing …", "has undertaken to …"): a commitment -----


@pytest.mark.parametrize(
    "text, word",
    [
        ("I'll be doing all the school runs myself", "school runs"),
        ("I shall be covering his ward rounds that week", "ward rounds"),
        ("I have undertaken to send Ms Ilori the draft lease by 3 June", "Ilori"),
    ],
)
def test_work_taken_on_is_commitment(text: str, word: str) -> None:
    assert _kind_of(text, word) == "commitment"


@pytest.mark.parametrize(
    "text, word",
    [
        # the user's own life ahead, or a proposal: no promise
        ("I'll be taking parental leave over the summer", "parental leave"),
        ("I will be leaving at 3 most days", "leaving"),
        ("I shall be proposing a 4% rise", "proposing"),
    ],
)
def test_own_plans_are_no_commitment(text: str, word: str) -> None:
    assert _kind_of(text, word) != "commitment"


# -- 5. "X will take over as ROLE": who X is; "X will take over the TASK": owed -------------


@pytest.mark.parametrize(
    "text, word",
    [
        ("Sunita Rao will take over as GIS lead", "Sunita"),
        ("Beatrix will take over as head of catering in May", "Beatrix"),
        ("Ade took over as treasurer last month", "Ade"),
    ],
)
def test_take_over_as_role_is_relationship(text: str, word: str) -> None:
    assert _kind_of(text, word) == "relationship"


def test_take_over_a_task_stays_commitment() -> None:
    assert _kind_of("Beatrix will take over the catering rota", "Beatrix") == "commitment"


# -- 6. "We committed to <party> that …": a promise owed to them, not a choice -------------


@pytest.mark.parametrize(
    "text, word",
    [
        (
            "We committed to the county parks office that the new trail will be open by June 1",
            "trail",
        ),
        (
            "We've committed to Larchmont Bank that the audit pack ships before the board meeting",
            "audit",
        ),
    ],
)
def test_committed_to_party_that_is_commitment(text: str, word: str) -> None:
    assert _kind_of(text, word) == "commitment"


def test_committed_to_a_thing_stays_decision() -> None:
    assert _kind_of("We committed to Postgres for the ledger", "Postgres") == "decision"


# -- 7. "I basically only use X now": a taste adverb before the taste verb -----------------


def test_basically_only_use_is_preference() -> None:
    assert _kind_of("I basically only use Figma now", "Figma") == "preference"


def test_basically_before_a_deed_is_no_preference() -> None:
    assert "preference" not in [c.kind for c in salient("I basically wrote the grant myself")]


# -- 8. zh: a named person's worry or belief, told by the user: a fact ----------------------


@pytest.mark.parametrize(
    "text, word",
    [
        ("老王说他担心新来的实习生搞不定数据迁移", "老王"),
        ("阿芳说她担心新系统上线以后客服忙不过来", "阿芳"),
        ("小林担心新版本的接口扛不住流量", "小林"),
    ],
)
def test_zh_reported_worry_is_fact(text: str, word: str) -> None:
    assert _kind_of(text, word) == "fact"


@pytest.mark.parametrize(
    "text, word, kind",
    [
        ("阿芳说新系统已经上线了", "阿芳", "project_state"),  # a reported state of the work
        ("阿芳说她以后只喝燕麦奶", "燕麦奶", "preference"),  # a reported taste
    ],
)
def test_zh_reported_state_or_taste_keeps_kind(text: str, word: str, kind: str) -> None:
    assert _kind_of(text, word) == kind


# -- 9. The user's work in hand by count, a due date of the work: project state -------------


@pytest.mark.parametrize(
    "text, word",
    [
        ("I have 8 orders waiting for the glaze firing", "orders"),
        ("I've already got 38 appointments booked for March", "appointments"),
        ("The extended due date is 15 September 2025", "September"),
        ("The revised filing date is 30 June", "June"),
    ],
)
def test_work_count_and_due_date_are_project_state(text: str, word: str) -> None:
    assert _kind_of(text, word) == "project_state"


@pytest.mark.parametrize(
    "text, word",
    [
        ("I have 3 kids under five", "kids"),  # a count of the user's life
        ("My knee surgery is on 4 March", "knee"),  # a date of the user's life
    ],
)
def test_life_count_and_date_are_no_project_state(text: str, word: str) -> None:
    assert _kind_of(text, word) != "project_state"


# -- 10. "X has asked that we only/never …": X's standing request, a preference -------------


@pytest.mark.parametrize(
    "text, word",
    [
        ("Mrs Abara has asked that we contact her only by post", "Abara"),
        ("Oli's dad asked that I never call after 8pm, he works nights", "8pm"),
    ],
)
def test_asked_that_only_is_preference(text: str, word: str) -> None:
    assert _kind_of(text, word) == "preference"


def test_one_off_request_is_no_preference() -> None:
    assert _kind_of("Ms Ilori asked that we send the lease by Friday", "Ilori") != "preference"


def test_team_move_of_a_date_with_reason_stays_project_state() -> None:
    text = "We moved the gala to Friday since the hall was double-booked"
    assert _kind_of(text, "gala") == "project_state"
