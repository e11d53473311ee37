"""Round 10, English recall and kinds: families of facts the rules missed or mis-kinded in
the blind sets, each with made-up sentences in other domains and look-alikes that must not
be read the same way."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, salient


def kinds(text: str) -> set[str]:
    return {c.kind for c in salient(text)}


def has(text: str, kind: str, *words: str) -> bool:
    """Whether a salient claim of ``kind`` holds all ``words`` (case-insensitive)."""
    return any(
        c.kind == kind and all(w.lower() in c.claim.lower() for w in words) for c in salient(text)
    )


# --- 1. named × health, in words code talk also uses ("type", "broke") -----------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Marisol is type 2 diabetic, keep the snacks low sugar.", ("Marisol", "diabetic")),
        ("petra broke her ankle at climbing, off for a month.", ("petra", "ankle")),
        ("Ansel tore his ACL again in the cup final.", ("Ansel", "ACL")),
        ("Joaquin is coeliac so the caterer has to know.", ("Joaquin", "coeliac")),
    ],
)
def test_named_health_is_a_fact(text: str, words: tuple[str, ...]) -> None:
    assert has(text, "fact", *words)


@pytest.mark.parametrize(
    "text",
    [
        "Priya broke the build again.",  # code talk, no body part
        "Marco changed the type of the user id column.",
        "prod broke his heart lol",  # a tool, not a person, and no condition
    ],
)
def test_named_health_not_code_talk(text: str) -> None:
    assert not any(c.rule == "frame:named×health" for c in EX.extract(text))


# --- 2. "??" of disbelief in a texted statement --------------------------------------------


def test_disbelief_question_marks_keep_the_statement() -> None:
    text = "ok so bram just told me hes allergic to shellfish?? like hospital allergic"
    assert has(text, "fact", "bram", "shellfish")


def test_disbelief_keeps_a_figure() -> None:
    text = "the landlord wants a 14% rent increase from june which is mad?? ok whatever"
    assert any("14%" in c.claim for c in salient(text))


@pytest.mark.parametrize(
    "text",
    [
        "the courier picked it up on the 3rd, is normal??",
        "Is the parcel lost??",
        "what is the difference between bisque and glaze firing??",
        "how do I tell the client nicely??",
        "you know what the auditor said??",
    ],
)
def test_real_questions_stay_questions(text: str) -> None:
    assert salient(text) == []


# --- 3. who the person told or promised is: "promised Camila from Café Bromélia …" --------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "I promised Tobias from Greyfield Press the proofs by Monday.",
            ("Tobias", "Greyfield Press"),
        ),
        (
            "Told Ingrid in procurement I'd send the vendor form by Friday.",
            ("Ingrid", "procurement"),
        ),
        (
            "Promised Haruto Sato in the Mayor's office that we'd brief him on the 3rd.",
            ("Haruto Sato", "Mayor's office"),
        ),
        ("i promised niamh at the crown we'd confirm the booking by weds", ("niamh", "crown")),
    ],
)
def test_promise_object_tie(text: str, words: tuple[str, ...]) -> None:
    assert has(text, "relationship", *words)
    if "romised" in text:
        assert "commitment" in kinds(text)  # the promise is kept too


@pytest.mark.parametrize(
    "text",
    [
        "I told Priya in March that we'd ship the beta.",  # a month, not a department
        "I promised Leo at the party I'd call him.",  # an occasion
        "I promised them at the meeting I'd send the notes.",  # a pronoun
        "I told Ana at dinner that we'd move to Porto.",
        "I told Bea in Slack that the release slips.",  # a channel
    ],
)
def test_promise_object_tie_not_an_occasion(text: str) -> None:
    assert not any(c.rule == "en.identity.object" for c in EX.extract(text))


# --- 4. role × is × name, said as a note; name "=" post --------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "lighting guy for the festival is teo marchetti, freelance, 250 a day",
            ("teo marchetti",),
        ),
        ("berlin booker is anke vogel at lido this year", ("anke vogel", "lido")),
        ("Payroll contact is Su-jin Han.", ("Su-jin Han",)),
        ("- bookkeeper is dana whitlow, she wants invoices by the 5th", ("dana whitlow",)),
    ],
)
def test_role_is_name_is_a_relationship(text: str, words: tuple[str, ...]) -> None:
    assert has(text, "relationship", *words)


def test_role_is_name_then_her_taste_is_two_facts() -> None:
    text = "- bookkeeper is dana whitlow, she wants receipts scanned every friday"
    assert has(text, "relationship", "dana whitlow")
    assert has(text, "preference", "receipts", "friday")


@pytest.mark.parametrize(
    "text",
    [
        "the sound guy is really awful",  # a state, not a surname
        "the delivery guy is running late again",
        "our vendor is Brightline Solutions",  # a company
    ],
)
def test_role_is_not_a_name(text: str) -> None:
    assert not any(c.rule == "frame:role×name" for c in EX.extract(text))


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("quick who's who: marta = my skip level. jonas = QA lead", ("marta", "skip level")),
        ("jonas = QA lead, owns the release checklist", ("jonas", "QA lead")),
    ],
)
def test_name_equals_post(text: str, words: tuple[str, ...]) -> None:
    assert has(text, "relationship", *words)


@pytest.mark.parametrize("text", ["x = total count minus one", "it = the old config file"])
def test_equals_not_a_post(text: str) -> None:
    assert not any(c.rule == "frame:name=role" for c in EX.extract(text))


# --- 5. a formal note's lead: "For your reference, …", "Some context before I ask …:" -------


@pytest.mark.parametrize(
    ("text", "kind", "words"),
    [
        (
            "For your reference, our auditor is Mr. Felix Ambrose at Carrow & Lyle.",
            "relationship",
            ("Felix Ambrose", "Carrow"),
        ),
        (
            "For your records: Odile Ferrand, our office manager, will be away from 3 June "
            "through 9 June.",
            "fact",
            ("Odile", "3 June"),
        ),
        (
            "Some background before I ask for a rota: Imke Baars is our charge nurse.",
            "relationship",
            ("Imke Baars", "charge nurse"),
        ),
    ],
)
def test_formal_lead_peeled(text: str, kind: str, words: tuple[str, ...]) -> None:
    assert has(text, kind, *words)


def test_as_follows_intro_is_no_fact() -> None:
    assert salient("For your reference, the cleaning schedule for the lab is as follows:") == []


def test_role_is_name_not_a_correction() -> None:
    assert "correction" in kinds("fyi the studio manager is now Ilse, not Bram")


# --- 6. minutes' action items: "<owner> to <verb> …" ----------------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "- T. Brandauer to circulate the revised floor plan by June 3",
            ("Brandauer", "floor plan"),
        ),
        ("- Facilities & Security to confirm badge access before the move", ("badge access",)),
        ("Action: Oksana to book the caterer for the 14th.", ("Oksana", "caterer")),
        (
            "- Stage build: Thu 6am, Wendell to send the crew list to the venue",
            ("Wendell", "crew list"),
        ),
        (
            "- Hall closes early on Fri (Marta approved; Jules to post a sign 2 days ahead)",
            ("Jules", "sign"),
        ),
    ],
)
def test_action_item_is_a_commitment(text: str, words: tuple[str, ...]) -> None:
    assert has(text, "commitment", *words)


def test_embedded_action_item_leaves_the_status() -> None:
    text = "- Card terminals: down Sat 9pm to Sun 6am, Wendell to tell the bank\n- Catering: 7am"
    assert has(text, "commitment", "Wendell", "bank")
    assert has(text, "project_state", "Card terminals")
    assert not has(text, "project_state", "Wendell")


@pytest.mark.parametrize(
    "text",
    [
        "Happy to send the slides after the talk.",
        "Need to email the landlord about the boiler.",
        "Nothing to review this week.",
        "Time to book the summer holiday!",
    ],
)
def test_action_item_not_without_an_owner(text: str) -> None:
    assert not any(c.rule == "en.commitment.action-item" for c in EX.extract(text))


# --- 7. a system, phase or market as the "named" subject: the work's state -----------------


@pytest.mark.parametrize(
    "text",
    [
        "Meanwhile SIT is completely blocked on the vendor sandbox.",
        "Old ShipDesk goes read-only on March 3 at noon.",
        "Leeds got pulled from the pilot because of the refit.",
    ],
)
def test_system_subject_state_is_project_state(text: str) -> None:
    assert kinds(text) == {"project_state"}


@pytest.mark.parametrize(
    "text", ["Lorenzo is in Turin until March.", "Grete has a peanut allergy."]
)
def test_person_state_stays_a_fact(text: str) -> None:
    assert kinds(text) == {"fact"}


# --- 8. a choice in the present ("I decide …"), a policy dropped ("we will no longer …") ----


@pytest.mark.parametrize(
    "text",
    [
        "I decide to order 200 jars in March, one time only.",
        "I decide change to Bruno's bakery for the bread, his price is fair.",
        "We stop use DHL for the orders to Chile.",
        "We will no longer take bookings for groups over twelve.",
    ],
)
def test_present_choice_is_a_decision(text: str) -> None:
    assert "decision" in kinds(text)


@pytest.mark.parametrize(
    "text",
    ["I decide later, no rush.", "we decide if it's worth it after the demo"],
)
def test_present_choice_not_yet_made(text: str) -> None:
    assert "decision" not in kinds(text)


# --- 9. standing labels and standing asks: what follows holds from now on -----------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "A standing instruction, if I may: minutes should never run past two pages.",
            ("two pages",),
        ),
        ("general thing: give me the SQL first, then the explanation.", ("SQL first",)),
        ("one thing for always: no hashtags in the posts for my bakery please.", ("hashtags",)),
        (
            "Note for anything going to the board going forward: I want charts over tables.",
            ("charts over tables",),
        ),
        (
            "So that you understand my constraints: I do not travel on Fridays, even in June.",
            ("Fridays",),
        ),
        (
            "When you write anything for parents, keep it under 150 words and avoid jargon.",
            ("150 words",),
        ),
        ("can you answer me with short lists always, not long text?", ("short lists",)),
    ],
)
def test_standing_label_is_a_preference(text: str, words: tuple[str, ...]) -> None:
    assert has(text, "preference", *words)


@pytest.mark.parametrize(
    "text",
    [
        "can you always be this fast lol",
        "When you get a chance, can you check the logs?",
        "can you check the invoice again?",
    ],
)
def test_not_a_standing_ask(text: str) -> None:
    assert "preference" not in kinds(text)


# --- 10. a chat pasted with "[name] …" speakers; "X is fine with Y" -------------------------


def test_bracket_chat_speakers() -> None:
    text = (
        "from the family group:\n"
        "[nadia] can we pls stop doing potluck\n"
        "[omar] im fine w potluck tbh\n"
        "[leila] i need a quiet room anyway for the baby\n\n"
        "how do i plan this"
    )
    assert has(text, "preference", "nadia", "potluck")
    assert has(text, "preference", "omar", "potluck")
    assert has(text, "fact", "leila", "quiet room")


@pytest.mark.parametrize(
    "text",
    [
        "[x] book the van\n[ ] call the venue",
        "[WIP] the parser rewrite\n[Draft] release notes",
    ],
)
def test_bracket_lines_not_a_chat(text: str) -> None:
    assert not any("would rather" in c.claim for c in EX.extract(text))
    assert not any(c.claim.startswith(("X ", "Wip ", "Draft ")) for c in EX.extract(text))


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Mara doesn't mind red-eye flights.", "preference"),
        ("Tobias is fine with the early shifts.", "preference"),
    ],
)
def test_accepts_is_a_preference(text: str, kind: str) -> None:
    assert kinds(text) == {kind}


def test_fine_with_it_is_no_taste() -> None:
    assert "preference" not in kinds("Dad is fine with it.")
