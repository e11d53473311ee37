"""Behaviour of the English operations-shorthand families of issue 12, round 9 (a founder's
and a support lead's notes: what named people want, who someone is said as a note, choices
said with the subject dropped): each family on fresh sentences from other domains, and
near-misses that must stay empty or keep their kind."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(c.claim, c.kind) for c in salient(text)]


def _has(text: str, kind: str, *words: str) -> bool:
    return any(c.kind == kind and all(w in c.claim for w in words) for c in salient(text))


# --- a named person's want (no deadline) is their taste: named × want → preference ---------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Ottoline wants a fixed delivery window on Tuesdays.", ("Ottoline", "fixed delivery")),
        ("Mr Haddad wants a say in the menu, fair enough", ("Haddad", "a say")),
        ("Beatriz wants oat milk in everything, no dairy at all", ("Beatriz", "oat milk")),
        ("Kofi wants to see the budget breakdown first", ("Kofi", "budget breakdown")),
    ],
)
def test_named_want_is_preference(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "preference", *words), _kinds(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Hiroshi cares a lot about punctuality on site visits", ("Hiroshi", "punctuality")),
        ("Mrs Tan is particular about the font on the menus", ("Tan", "font")),
        ("Wolfgang is big on handwritten thank-you cards", ("Wolfgang", "thank-you")),
    ],
)
def test_named_cares_about_is_preference(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "preference", *words), _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        # a want with a deadline is the user's job (the fallback's commitment), not a taste
        "Ingeborg wants the floor plans by friday",
        "Tariq wants the revised quote before the 12th",
        # a want that asks for a meeting or an answer
        "Saoirse wants to talk tomorrow about the lease",
        "Benedikt wants to know if we deliver to Graz",
        # an offer made politely, not a taste
        "Leopold would like to propose a renewal at a higher rent",
    ],
)
def test_named_want_near_misses_are_not_preference(text: str) -> None:
    assert not any(c.kind == "preference" for c in salient(text)), _kinds(text)


def test_want_from_the_user_stays_not_a_taste() -> None:
    text = "Dolores also wants a weekly digest from me every Monday, I said yes"
    assert not any(c.kind == "preference" for c in salient(text)), _kinds(text)


def test_role_subject_want_is_left_to_the_rules() -> None:
    # "the vet wants …", "the client wants …": a role, not a named person
    assert not _has("The vet wants him on a bland diet for a week.", "preference")


# --- a choice said with its subject dropped: "going with X", "went with X for Y" -----------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("going with Pinewood Print for the flyers. they were cheapest", ("Pinewood",)),
        ("ok went with Ade and Suki for the night shift rota", ("Ade", "night shift")),
        ("so going with the oak flooring upstairs", ("oak flooring",)),
    ],
)
def test_dropped_subject_choice_is_decision(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "decision", *words), _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "went with Sam to Rome last spring",
        "went with my sister to the cinema on Sunday",
    ],
)
def test_going_with_someone_somewhere_is_no_decision(text: str) -> None:
    assert not any(c.kind == "decision" for c in salient(text)), _kinds(text)


# --- who someone is, said as a note: a contact card and a role between dashes -------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Marta Quiroga - accountant, ex-Deloitte, Ben's referral",
            ("Marta Quiroga", "ex-Deloitte"),
        ),
        ("Olu Adeyemi: new contact at Northgate", ("Olu Adeyemi", "Northgate")),
        ("Hamza Idrissi — angel, ex-Siemens, Noor's intro.", ("Hamza Idrissi", "angel")),
        ("Teodor Lund, structural engineer, ex-Arup", ("Teodor Lund", "structural engineer")),
    ],
)
def test_contact_card_is_relationship(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "relationship", *words), _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Weekly Update, Team Lead sync",
        "Thanks, Ben's intro was great",
        "Keramos — brick quote still pending",
        "Status: waiting on legal",
    ],
)
def test_contact_card_near_misses(text: str) -> None:
    assert not any(c.kind == "relationship" for c in salient(text)), _kinds(text)


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        (
            "Priyanka — the ops contractor — is taking over supplier follow-ups next week.",
            "Priyanka is the ops contractor",
        ),
        (
            "Our new landlord — Mr. Okafor — wants rent by bank transfer only",
            "Mr. Okafor is our new landlord",
        ),
    ],
)
def test_role_between_dashes_is_relationship(text: str, tie: str) -> None:
    assert any(c.kind == "relationship" and c.claim == tie for c in salient(text)), _kinds(text)


# --- a pledge or an amount by a named party: project state --------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Okonkwo is in for 75k, confirmed by text", ("Okonkwo", "75k")),
        ("the Varga family office is in for $250k", ("Varga", "$250k")),
    ],
)
def test_in_for_amount_is_project_state(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "project_state", *words), _kinds(text)


def test_in_for_without_amount_is_no_pledge() -> None:
    text = "Dev is in for surgery on Monday"
    assert not any(c.kind == "project_state" for c in salient(text)), _kinds(text)


def test_named_amount_list_items_are_project_state() -> None:
    text = "pledges so far:\n- Halvorsen Trust £40,000 ✅\n- Mbeki 15k, soft\n- Oduya $5k"
    for words in (("Halvorsen", "£40,000"), ("Mbeki", "15k"), ("Oduya", "$5k")):
        assert _has(text, "project_state", *words), _kinds(text)


def test_counts_in_a_list_are_no_amounts() -> None:
    text = "shopping:\n- Eggs 12\n- Milk 2 litres\n- Tim 3pm"
    assert salient(text) == [], _kinds(text)


# --- a promise to "her"/"him" names the person of the clause before -------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Tobias starts on the 3rd, I owe him a laptop by then",
            ("Owes Tobias", "laptop"),
        ),
        (
            "Anne-Marie's appraisal is Jun 9, I promised her a written summary first",
            ("Anne-Marie", "written summary"),
        ),
        (
            "Priyanka is covering the Leeds depot next week, I told her I'd send the contacts",
            ("Told Priyanka", "contacts"),
        ),
    ],
)
def test_promise_to_pronoun_names_the_person(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "commitment", *words), _kinds(text)


def test_promise_to_pronoun_never_names_a_month() -> None:
    text = "the review is Apr 22, I promised her feedback a week before"
    assert not any("Apr feedback" in c.claim for c in salient(text)), _kinds(text)


# --- "I said X, it's Y": a correction of a name or a value ----------------------------------


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("I said the venue was Hartley Hall, it's Hartley House", "The venue was Hartley House"),
        ("oops I said the deposit was 400, it's 450", "The deposit was 450"),
        ("ugh I said Tomas signed, it's Tobias", "Tobias signed"),
    ],
)
def test_said_then_its_is_correction(text: str, claim: str) -> None:
    assert any(c.kind == "correction" and c.claim == claim for c in salient(text)), _kinds(text)


def test_said_then_its_fine_is_no_correction() -> None:
    text = "I said I'd come, it's fine"
    assert not any(c.kind == "correction" for c in salient(text)), _kinds(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("cancel that, the tasting is on the 9th not the 8th", ("9th", "8th")),
        ("cancel that — Brightline's account manager is Joss not Jess", ("Joss", "Jess")),
    ],
)
def test_cancel_that_leads_a_correction(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "correction", *words), _kinds(text)


def test_cancel_that_meeting_is_no_correction() -> None:
    assert not any(c.kind == "correction" for c in salient("cancel that meeting with Bo"))


# --- a reply promised in a handover line, a move allowed: the user's commitment -------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Shift notes:\n- Hale Joinery rang about the skirting, told them a revised quote by Fri"
            "\n- van 2 back from the garage",
            ("Hale Joinery", "revised quote"),
        ),
        (
            "Tuesday handover:\n- Mrs Adeyemi chased the refund again, promised her an update "
            "tomorrow\n- printer on 3 is fixed",
            ("Adeyemi", "update"),
        ),
    ],
)
def test_told_them_a_reply_by_a_day_is_commitment(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "commitment", *words), _kinds(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Femi wants weekends free. I told her she can drop the Saturday shift from June.",
            ("Femi", "Saturday shift"),
        ),
        (
            "Ngozi is starting in accounts on Monday. I promised her a proper onboarding plan.",
            ("Ngozi", "onboarding plan"),
        ),
    ],
)
def test_promise_to_pronoun_across_sentences(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "commitment", *words), _kinds(text)


def test_promise_to_pronoun_remnant_stays_dropped() -> None:
    text = "Cormac quoted $9,000 for the fence. I told him I'd think about it."
    assert not any("think about it" in c.claim for c in salient(text)), _kinds(text)


# --- an emoji ends a statement before a new subject; a routing after a comma --------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "Olusola got the job 🎉 he starts at Kestrel in March",
            "Olusola got the job",
            "Olusola starts at Kestrel in March",
        ),
        (
            "Wiebke's last shift is Dec 19 😢 she's moving to the Utrecht office",
            "Wiebke's last shift is Dec 19",
            "Wiebke is moving to the Utrecht office",
        ),
    ],
)
def test_emoji_ends_a_statement(text: str, first: str, second: str) -> None:
    got = [c.claim for c in salient(text)]
    assert any(c.startswith(first) for c in got), got
    assert second in got, got


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Dana is off sick till Thursday, billing questions go to Rufus",
            "Billing questions go to Rufus",
        ),
        (
            "Jonas is on leave from May 2, all refund requests go straight to Petra Olsen",
            "All refund requests go straight to Petra Olsen",
        ),
    ],
)
def test_routing_after_a_comma_is_its_own_relationship(text: str, claim: str) -> None:
    assert any(c.kind == "relationship" and c.claim == claim for c in salient(text)), _kinds(text)


# --- "<Org>'s <role> is <Full Name>": a tie --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Brightline's associate is Maren Solberg, she handles the paperwork",
        "Kestrel's analyst is Jonah Whitcombe",
    ],
)
def test_possessive_role_is_full_name_is_relationship(text: str) -> None:
    assert salient(text) and salient(text)[0].kind == "relationship", _kinds(text)


# --- a note's "for future drafts:" label; a standing work slot of the week -------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "heads up for future drafts: Marisol at Coldharbour Press wants plain-text replies",
            ("Marisol", "plain-text"),
        ),
        (
            "note for future emails: Dr Alvarez prefers to be addressed as Maribel",
            ("Alvarez", "Maribel"),
        ),
    ],
)
def test_note_label_for_future_keeps_the_taste(text: str, words: tuple[str, ...]) -> None:
    assert _has(text, "preference", *words), _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "For my own sanity: I do deep work Mon and Wed mornings.",
        "I do admin on Fridays",
        "I do calls Tue/Thu afternoons only",
    ],
)
def test_work_slot_of_the_week_is_preference(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["preference"], _kinds(text)


@pytest.mark.parametrize(
    "text",
    ["I do the school run every Monday", "I did the accounts on Friday"],
)
def test_life_routine_or_episode_is_no_work_slot(text: str) -> None:
    assert not any(c.kind == "preference" for c in salient(text)), _kinds(text)
