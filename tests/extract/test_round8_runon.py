"""Round 8, the shapes of long English statements: a reminder said after a request, a
clause that points back at the one before it in a run-on, an address dictated in lower case,
"were"/"weve" typed for "we're"/"we've", "then" opening a clause.

Each family is checked on paraphrases from several domains, with near-misses that must not
fire (see :mod:`writeback.extract.rules`: ``sentences._sentences`` / ``runon._run_on`` / ``runon._clauses``)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims
from writeback.extract.rules.runon import _run_on

# --- a reminder said after a request ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "so I'm flying to Lagos on the 3rd for the audit can you make me a checklist for the "
            "site visit and also remind me Amaka is meeting me at the hotel",
            "Amaka is meeting me at the hotel",
        ),
        (
            "can you draft the newsletter for the parents and also remind me that the minibus "
            "is booked for the 12th",
            "the minibus is booked for the 12th",
        ),
        (
            "Could you tidy up the invoice template, also remind me that Bex's rate is 60 an "
            "hour and she invoices monthly",
            "Bex's rate is 60 an hour and she invoices monthly",
        ),
        (
            "write me a polite reply to the supplier and please remind me the freezer engineer "
            "is coming on Thursday at 8am",
            "the freezer engineer is coming on Thursday at 8am",
        ),
    ],
)
def test_a_reminder_after_a_request_keeps_its_fact(text: str, fact: str) -> None:
    found = claims(text)
    assert any(fact.lower() in c.lower() for c in found), found


@pytest.mark.parametrize(
    "text",
    [
        # a to-do or a question, not a statement to keep
        "can you draft the newsletter for the parents and also remind me to call the printer",
        "can you sort the rota and remind me what the cover policy says",
        "could you remind me how to export the gradebook",
        "can you make a packing list and remind me about it tomorrow",
    ],
)
def test_a_reminder_of_a_task_or_a_question_keeps_nothing(text: str) -> None:
    assert claims(text) == []


def test_the_reminder_is_its_own_piece() -> None:
    text = (
        "so I'm driving to the depot at six can you plan my route and also remind me "
        "Dario is covering the early loads"
    )
    pieces = _run_on(text)
    assert pieces[-1] == "remind me Dario is covering the early loads"
    assert not any("remind" in p for p in pieces[:-1])


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("Please remind me that we need to reorder the flu vaccine before Friday.", "flu vaccine"),
        ("don't let me forget that Ines is allergic to penicillin", "Ines is allergic to"),
    ],
)
def test_a_reminder_frame_is_peeled(text: str, fact: str) -> None:
    found = claims(text)
    assert (
        len(found) == 1 and fact in found[0] and not found[0].lower().startswith(("remind", "don"))
    )


# --- a clause that points back at the one before it ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the hire fee for the hall is going up to ninety pounds a session from april we agreed "
        "that at the committee meeting",
        "membership goes to forty a year from september we decided it on monday night",
    ],
)
def test_a_clause_pointing_back_stays_with_its_fact(text: str) -> None:
    assert len(_run_on(text)) == 1


# --- an address typed or dictated in lower case is an anchor ---------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("then ive got a valuation at half three on cowper road", "cowper road"),
        (
            "the tenants at nine elm grove have handed in their notice",
            "elm grove",
        ),
        ("the tenant at six mill lane has asked for a longer lease", "mill lane"),
        ("the achterbergs accepted so its sale agreed on the barn at keld lane", "keld lane"),
    ],
)
def test_a_lower_case_address_anchors_a_statement(text: str, words: str) -> None:
    assert any(words in c.lower() for c in claims(text)), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "it went wrong all the way through the build",
        "the tests are flaky in no way that I can see",
        "the import broke on the way out of the parser",
    ],
)
def test_a_way_that_is_no_address_anchors_nothing(text: str) -> None:
    from writeback.extract.rules import en

    assert en.ANCHOR_PLACE.search(text) is None


# --- "he's asked us": a perfect, read as "has" ---------------------------------------------


def test_a_pronoun_perfect_reads_as_has() -> None:
    from writeback.extract.rules.english import resolve_pronoun

    assert resolve_pronoun("he's asked us to handle the sale", "Deepak") == (
        "Deepak has asked us to handle the sale"
    )
    assert resolve_pronoun("she's worried about the bill", "Amara") == (
        "Amara is worried about the bill"
    )


# --- "were" typed for "we're" where a clause starts ------------------------------------------


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("the buyer pulled out so were back on the market from monday", "we're back"),
        ("were moving the office to the old mill in june", "We're moving"),
        ("the van failed its mot, were getting it fixed this week", "we're getting"),
    ],
)
def test_were_at_a_clause_start_reads_as_we_are(text: str, read: str) -> None:
    from writeback.extract.rules.shorthand import read_shorthand

    assert read in read_shorthand(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "so were the others on the team",
        "they were going to call on friday",
        "the kids were back at school by nine",
    ],
)
def test_were_as_a_past_tense_stays(text: str) -> None:
    from writeback.extract.rules.shorthand import read_shorthand

    assert "we're" not in read_shorthand(text)[0].lower()


def test_a_lower_case_two_word_name_after_a_role_is_a_relationship() -> None:
    from tests.extract.rules_util import salient

    for text in (
        "the landlord at nine elm grove is tomasz nowak, he owns three flats with us",
        "the bookkeeper for our shop is maria lopez, she comes in on tuesdays",
    ):
        found = salient(text)
        assert found and found[0].kind == "relationship", found
    assert all(
        c.kind != "relationship"
        for c in salient("the delivery guy is late again, third time this week")
    )


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("weve agreed a payment plan with the tenant", "we've agreed"),
        ("theyve withdrawn their notice", "they've withdrawn"),
        ("itll be ready by friday", "it'll be"),
    ],
)
def test_a_dropped_apostrophe_of_we_they_it_is_read(text: str, read: str) -> None:
    from writeback.extract.rules.shorthand import read_shorthand

    assert read in read_shorthand(text)[0].lower()


def test_then_opening_a_clause_is_a_joiner() -> None:
    assert claims("then our landlord put the rent up by 50 a month") == [
        "Our landlord put the rent up by 50 a month"
    ]
    assert claims("Then we moved the standup to 10am") == ["We moved the standup to 10am"]


# --- a status line: a milestone of the user's work -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "status: invoice export shipped, no more manual csv pulls",
        "google approved 88!!! after 4 days.",
        "lost 0-2 but the kids played well",
        "Priya finished 6 of the 10 illustrations",
        "Parents evening scheduled for March 9, 40 families booked",
        "Recital scheduled for May 3, 14 pupils performing",
    ],
)
def test_a_status_line_is_the_projects_state(text: str) -> None:
    from tests.extract.rules_util import salient

    found = salient(text)
    assert found and found[0].kind == "project_state", found


@pytest.mark.parametrize(
    "text",
    [
        "the build finished in 12 minutes",  # the session, not a milestone
        "the test finished after 3 retries",
        "lost 6 days in november to rain",  # "lost" with no score
        "it's done",  # no anchor
        "I finished 3 of the 5 chapters",  # the user's own episode, left to its own rules
    ],
)
def test_a_session_event_is_no_milestone(text: str) -> None:
    from tests.extract.rules_util import salient

    assert all(c.rule != "en.anchored:milestone" for c in salient(text))
