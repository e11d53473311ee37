"""Round 9, kind accuracy (English): the verb or subject class that decides a fact's kind.

Each family is checked on sentences made up for the test (other names, other domains than
the eval lines), with negatives that must keep their kind or stay empty."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def _kinds(text: str) -> list[str]:
    return [c.kind for c in salient(text)]


def _kind_of(text: str, word: str) -> str:
    found = [c.kind for c in salient(text) if word.lower() in c.claim.lower()]
    assert found, f"no claim with {word!r} in {[c.claim for c in salient(text)]}"
    return found[0]


# A named person's own choice, said with "has decided": a decision, not a fact about them.
@pytest.mark.parametrize(
    "text, word",
    [
        (
            "Hiroshi has decided the spring recital will be at the Elm Street church, not the school.",
            "Elm Street",
        ),
        ("Beatrix has decided the clinic will open on Saturdays too.", "Saturdays"),
    ],
)
def test_named_person_decided_is_decision(text: str, word: str) -> None:
    assert _kind_of(text, word) == "decision"


# Who someone is: a start in a post, a seat on a body, a role said by name.
@pytest.mark.parametrize(
    "text, word",
    [
        ("Tunde starts next week as our new data analyst.", "Tunde"),
        ("Ilse joined in March as the studio's bookkeeper.", "Ilse"),
        ("Priyamvada from Lowmoor Trust is on our advisory board now.", "Priyamvada"),
        ("Colm is on the hiring committee this year.", "Colm"),
    ],
)
def test_named_person_post_is_relationship(text: str, word: str) -> None:
    assert _kind_of(text, word) == "relationship"


# One of the team's own people ("our …") leaving or changing hours: the team's state.
@pytest.mark.parametrize(
    "text, word",
    [
        ("Our head groundskeeper Wilf is retiring at the end of the season.", "retiring"),
        ("Nadia, our only sous chef, is leaving in three weeks.", "leaving"),
        ("Our receptionist Odile is going part-time from February, two days a week.", "part-time"),
    ],
)
def test_our_staff_change_is_project_state(text: str, word: str) -> None:
    assert _kind_of(text, word) == "project_state"


@pytest.mark.parametrize(
    "text, word, kind",
    [
        # a close one's change is a fact of their life, not the team's staffing
        ("My brother Anselm is leaving his job at the brewery in May.", "brewery", "fact"),
        # "our" for the household is no team
        ("Our son Leo is leaving for Edinburgh in September.", "Edinburgh", "fact"),
        ("Our nanny Rosa is going part-time in the new year.", "part-time", "fact"),
        # a plain fact about a named person stays a fact
        ("Rosalind is allergic to penicillin.", "Rosalind", "fact"),
    ],
)
def test_named_person_plain_fact_keeps_kind(text: str, word: str, kind: str) -> None:
    assert _kind_of(text, word) == kind


# A roster line in a list: a person's full name and what they do is who they are.
def test_roster_list_is_relationship() -> None:
    text = (
        "Freelancers on the shop relaunch:\n"
        "- Kerstin Vogel, copywriting, Berlin, bills per project\n"
        "- Mateus Albuquerque — photography, new this month\n"
    )
    kinds = {c.claim.split()[0]: c.kind for c in salient(text)}
    assert kinds.get("Kerstin") == "relationship"
    assert kinds.get("Mateus") == "relationship"


def test_event_or_status_list_line_is_not_roster() -> None:
    text = (
        "Bookings so far:\n"
        "- Hannelore Fisk & Jordi Puig, June 8, Harbour Hall, 90 guests\n"
        "- Corvin Ash, cancelled\n"
    )
    for c in salient(text):
        assert c.kind != "relationship", c


# An obligation of the team, or of a piece of its work, with a deadline: a commitment.
@pytest.mark.parametrize(
    "text, word",
    [
        ("We need to restock the ferret food before the end of the month.", "ferret"),
        ("We've got to renew the liquor licence by March 3.", "liquor"),
        ("The tender bid needs to go out by Thursday.", "tender"),
        ("Our annual safety report has to be submitted before the 14th.", "safety report"),
    ],
)
def test_team_obligation_with_deadline_is_commitment(text: str, word: str) -> None:
    assert _kind_of(text, word) == "commitment"


@pytest.mark.parametrize(
    "text",
    [
        "We need to be faster at triage, honestly.",
        "I need to finish my thesis by July.",
    ],
)
def test_obligation_without_team_deadline_is_not_commitment(text: str) -> None:
    assert "commitment" not in _kinds(text)


# Reported speech takes the kind of what is reported: the team's own figures or work.
@pytest.mark.parametrize(
    "text, word",
    [
        ("Ngozi says we have about four months of stock left at this rate.", "four months"),
        ("Our auditor, Mr Thaler, said our expense ledgers aren't reconciled for Q2.", "ledgers"),
        ("Ruairi confirmed wheelchair access to the main hall yesterday.", "wheelchair"),
        ("Solveig confirmed the coach hire for the away match.", "coach hire"),
    ],
)
def test_reported_team_state_is_project_state(text: str, word: str) -> None:
    assert _kind_of(text, word) == "project_state"


@pytest.mark.parametrize(
    "text, word",
    [
        # a person's own news, reported, stays a fact about them
        ("Imogen told me she's thinking about moving to Galway next spring.", "Galway"),
        # a confirmation with a clause of its own is read by that clause
        ("Dorota confirmed she'll be in Krakow until the 9th.", "Krakow"),
    ],
)
def test_reported_personal_news_stays_fact(text: str, word: str) -> None:
    assert _kind_of(text, word) == "fact"


# A job handed to a named person, and a thing owed to someone by a day: commitments.
@pytest.mark.parametrize(
    "text, word",
    [
        ("I've asked Yusuf from the print shop to reprint the flyers.", "Yusuf"),
        ("Greta has asked Benedikt to chase the glazier on Monday.", "glazier"),
        ("The marked coursework is due to her by 14 June.", "coursework"),
        ("Signed consent forms back to Okafor before the 3rd.", "consent forms"),
    ],
)
def test_handed_on_or_owed_to_someone_is_commitment(text: str, word: str) -> None:
    assert _kind_of(text, word) == "commitment"


@pytest.mark.parametrize(
    "text",
    [
        "Marguerite asked me to look over the seating plan, can you help?",
        "The recital moved to Friday by popular demand.",
    ],
)
def test_requests_and_moves_are_not_commitments(text: str) -> None:
    assert "commitment" not in _kinds(text)


# A value denied and the right one stated: "X isn't A, it's B" is a correction.
@pytest.mark.parametrize(
    "text, new, old",
    [
        ("The venue isn't the Corn Exchange, it's the Guildhall.", "Guildhall", "Corn Exchange"),
        (
            "Their accountant isn't Brannigan & Co, it's Holt Partners.",
            "Holt Partners",
            "Brannigan",
        ),
        ("The closing date wasn't the 9th, it was the 6th.", "6th", "9th"),
    ],
)
def test_not_x_its_y_is_correction(text: str, new: str, old: str) -> None:
    found = [c for c in salient(text) if new.lower() in c.claim.lower()]
    assert found and found[0].kind == "correction"
    assert old.lower() in (found[0].corrects or "").lower()


@pytest.mark.parametrize(
    "text",
    [
        "It isn't a bug, it's a feature.",
        "That isn't my problem, it's yours.",
    ],
)
def test_not_x_its_y_needs_a_subject(text: str) -> None:
    assert "correction" not in _kinds(text)


# A taste is not a situation because its object mentions one; when someone works best is a
# way of working (a preference).
@pytest.mark.parametrize(
    "text, word",
    [
        ("I don't like reminder emails that go out while a client is unwell.", "reminder"),
        ("I hate flying when I'm sick.", "flying"),
        ("I do my best work before 10am, so keep my mornings clear.", "best work"),
        ("I'm most productive late at night.", "productive"),
    ],
)
def test_taste_and_working_style_are_preferences(text: str, word: str) -> None:
    assert _kind_of(text, word) == "preference"


def test_plain_sickness_stays_situation() -> None:
    found = salient("I'm sick today so I'll be slow to reply.")
    assert found and found[0].kind == "fact" and found[0].transient


# A name said twice around a role: "Lars Ahl, Ahl is the handyman".
def test_name_then_role_after_comma_is_relationship() -> None:
    assert _kind_of(
        "Odette Brun, Brun is the caretaker at the chapel, ex-carpenter.", "caretaker"
    ) == ("relationship")


def test_not_x_its_y_state_is_no_correction() -> None:
    # a status said with a denial ("isn't done, it's still …") fixes nothing
    for c in salient("The rewiring isn't finished, it's still waiting on the inspector."):
        assert c.kind != "correction", c


# Reported speech about a thing of the work (not a person, not another organisation's news):
# the thing's state; the same when the source leads ("Per Marisol, …").
@pytest.mark.parametrize(
    "text, word",
    [
        ("Ottoline says the kiln repair won't be done until after Easter.", "kiln"),
        ("Bartek said planning permission would take another 8 weeks.", "planning permission"),
        ("Per Ilona, the night shift team is down to four porters after the cuts.", "four porters"),
        ("Our ED, Harriet Osei, is stepping down effective Jan 31.", "stepping down"),
    ],
)
def test_reported_work_thing_is_project_state(text: str, word: str) -> None:
    assert _kind_of(text, word) == "project_state"


@pytest.mark.parametrize(
    "text, word",
    [
        ("Fenna said the Hartwell lab is switching their sequencing to a new vendor.", "Hartwell"),
        ("Tobiah said his sister's wedding will be in Lagos.", "Lagos"),
        ("Radek says the housing market is brutal right now.", "housing market"),
    ],
)
def test_reported_other_news_stays_fact(text: str, word: str) -> None:
    assert _kind_of(text, word) == "fact"


def test_reported_correction_with_cue() -> None:
    text = "Solenne actually said the invoices are due the 20th not the 25th."
    assert _kind_of(text, "20th") == "correction"


def test_reported_person_stays_fact() -> None:
    # a person as the reported subject ("the new intern …") is no thing of the work
    assert _kind_of(
        "Kasimir said the new intern from Larkspur is brilliant with kids.", "intern"
    ) == ("fact")


# A named person's standing rule about their time is a preference (times like "9am" count).
@pytest.mark.parametrize(
    "text, word",
    [
        ("Oskar can't do calls before noon.", "noon"),
        ("Ines never books flights before 9am.", "flights"),
        ("I can't do calls after 6pm.", "6pm"),
    ],
)
def test_standing_time_rule_is_preference(text: str, word: str) -> None:
    assert _kind_of(text, word) == "preference"


def test_one_off_cant_make_it_stays_fact() -> None:
    assert _kind_of("Graham can't do the 15th because he's in Singapore.", "15th") == "fact"


# A job taken on, with a one-word object: "Callum is looking into models".
def test_named_commit_with_short_object() -> None:
    assert _kind_of("Wilhelmina is looking into insurers.", "insurers") == "commitment"
    assert not [c for c in salient("Wilhelmina is looking into it.") if c.kind == "commitment"]


def test_agenda_list_line_is_not_roster() -> None:
    text = "This week:\n- Design Review, Thursday\n- Budget Signoff, tomorrow\n"
    for c in salient(text):
        assert c.kind != "relationship", c


def test_reported_family_we_stays_fact() -> None:
    # "we" in a family member's words, with no figure or thing of the work, is no team state
    assert "project_state" not in _kinds("Grandpa says we need to visit more often.")
