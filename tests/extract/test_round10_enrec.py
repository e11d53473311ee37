"""Round 10, English recall and kinds: families of facts the rules missed or mis-kinded in
the blind sets, each with made-up sentences in other domains and look-alikes that must not
be read the same way."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, salient
from tests.extract.rules_util import has_kind as has
from tests.extract.rules_util import kind_set as kinds

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


# --- review: the reviewer's own sentences against the rules above (notes/review_en.md) ------

_NO = frozenset[str]()


@pytest.mark.parametrize(
    ("text", "no_kinds", "no_rules", "want"),
    [
        # 2. a texted statement with its "I" dropped is no minutes' owner
        ("Forgot to book the hall for the spring concert.", {"commitment"}, _NO, ()),
        ("Forgot to call the vet about Bella's bloodwork.", {"commitment"}, _NO, ()),
        ("Failed to submit the grant application on time.", {"commitment"}, _NO, ()),
        ("Tried to call the council about the streetlight three times.", {"commitment"}, _NO, ()),
        ("Managed to book the hall for the spring concert.", {"commitment"}, _NO, ()),
        ("Refused to sign the new driver contract.", {"commitment"}, _NO, ()),
        ("Wanted to check the insulin dose for a 30kg lab.", {"commitment"}, _NO, ()),
        ("Cheaper to order the feed in bulk from Harlow.", {"commitment"}, _NO, ()),
        ("Easier to book the vet online than to call.", {"commitment"}, _NO, ()),
        ("Impossible to book Dr Kaur before March.", {"commitment"}, _NO, ()),
        ("Off to pick up Maya from gymnastics.", {"commitment"}, _NO, ()),
        # 8. "at"/"from" a place the user was is no employer
        ("I told Liam at Nando's we'd split the bill.", _NO, {"en.identity.object"}, ("Liam",)),
        (
            "I texted Jonas from Heathrow that my flight was delayed.",
            _NO,
            {"en.identity.object"},
            ("Jonas", "delayed"),
        ),
        (
            "I promised Sofia at Legoland we'd come back next summer.",
            _NO,
            {"en.identity.object"},
            ("Sofia", "next summer"),
        ),
        ("I texted Ana from the beach that we'd be late.", _NO, {"en.identity.object"}, ()),
        (
            "I assured Mrs Patel at Parents Evening that Leo is fine.",
            _NO,
            {"en.identity.object"},
            (),
        ),
        # 10. a degree word and an adjective are no lower-case name
        ("our new rep is quite rude", _NO, {"frame:role×name"}, ()),
        ("the promoter is too pushy", _NO, {"frame:role×name"}, ()),
        ("the promoter is kinda sketchy", _NO, {"frame:role×name"}, ()),
        ("our contact is mega chill", _NO, {"frame:role×name"}, ()),
        ("the promoter is total garbage", _NO, {"frame:role×name"}, ()),
        ("our booker is half asleep", _NO, {"frame:role×name"}, ()),
        # 12. a verbless texted "…??" is a question
        ("Max had his jabs today. Normal for a puppy to sleep 18 hours a day??", _NO, _NO, ()),
        (
            "Bella's bloodwork came back fine. Need a good groomer near Harrogate??",
            _NO,
            _NO,
            (),
        ),
        (
            "The van failed its MOT. Quickest route from Leeds to Hull avoiding the M62??",
            _NO,
            _NO,
            ("MOT",),
        ),
        (
            "We have 40 singers. Good warm-up for a tired choir on a Monday night??",
            _NO,
            _NO,
            ("40 singers",),
        ),
        # 18. a choice still open, or a routine, is no decision
        ("I decide next week whether to take the Leeds job.", {"decision"}, _NO, ()),
        ("We decide after the vet visit on Friday.", {"decision"}, _NO, ()),
        ("I decide between the two vans once I see the quotes.", {"decision"}, _NO, ()),
        ("We decide the routes each morning based on traffic.", {"decision"}, _NO, ()),
        # 21, 22. "in" a channel, a language, a class; a place with a number
        ("I pinged Kai in Discord about the crash on load.", _NO, {"en.identity.object"}, ()),
        ("I told Ella in French that the rehearsal moved.", _NO, {"en.identity.object"}, ()),
        (
            "I emailed Ravi from Gate 12 that the pallets were short.",
            _NO,
            {"en.identity.object"},
            ("Ravi", "pallets"),
        ),
        (
            "I told Grace in Year 3 that the trip is on Friday.",
            _NO,
            {"en.identity.object"},
            ("trip", "Friday"),
        ),
        # 23. "I remember …:" without "so" is the user's own statement, kept
        ("I remember the rule: no dogs on the sofa after 9pm.", _NO, _NO, ("sofa", "9pm")),
        (
            "We remember the 2019 flood: the basement took three feet of water.",
            _NO,
            _NO,
            ("basement", "three feet"),
        ),
        # 30. name "=" any noun is no post
        ("eta = the pickup time plus 3 hours", {"relationship"}, {"frame:name=role"}, ()),
        ("rent = our biggest cost every month", {"relationship"}, {"frame:name=role"}, ()),
        ("fuel = our biggest cost after wages", {"relationship"}, {"frame:name=role"}, ()),
        ("hp = the player health pool, 100 by default", {"relationship"}, {"frame:name=role"}, ()),
        (
            "speed = the base speed times 1.2 for the boss mod",
            {"relationship"},
            {"frame:name=role"},
            (),
        ),
        (
            "dps = the damage dealt per second by the weapon",
            {"relationship"},
            {"frame:name=role"},
            (),
        ),
        # 31. a standing word inside the question's own content is no standing ask
        (
            "We have 12 vans. Can you work out why van 3 always stalls on cold mornings?",
            {"preference"},
            {"en.standing-label"},
            ("12 vans",),
        ),
        (
            "My mod is Better Quivers. Could you tell me why it crashes every time I load a save?",
            {"preference"},
            {"en.standing-label"},
            ("Better Quivers",),
        ),
        (
            "Bella is 9. Would you explain why she always throws up after breakfast?",
            {"preference"},
            {"en.standing-label"},
            (),
        ),
        (
            "I'm on Windows 11. Can you find out what it does by default with old drivers?",
            {"preference"},
            {"en.standing-label"},
            ("Windows 11",),
        ),
        # 32. "when you draft <one document>," is a one-off instruction
        ("When you draft the email to Sandra, cc Dana.", {"preference"}, _NO, ()),
        (
            "When you write the parents' letter, mention the trip is on Friday 14th.",
            {"preference"},
            _NO,
            ("trip", "Friday 14th"),
        ),
        # minor: a person taken off a team is a fact about them, not the work's state
        ("Maya got pulled from the swim team last week.", {"project_state"}, _NO, ("Maya",)),
    ],
)
def test_review(
    text: str, no_kinds: frozenset[str], no_rules: frozenset[str], want: tuple[str, ...]
) -> None:
    claims = EX.extract(text)
    assert not {c.kind for c in salient(text)} & no_kinds
    assert not {c.rule for c in claims} & no_rules
    if want:
        assert any(all(w.lower() in c.claim.lower() for w in want) for c in salient(text))
    if "??" in text:  # the texted question itself is no claim
        question = text.rsplit(". ", 1)[1].rstrip("?")
        assert not any(question[:20] in c.claim for c in claims)


def test_review_two_action_items_no_dangling_and() -> None:
    text = "I asked Sandra to check the invoices, and Priya to book the hall."
    claims = [c.claim for c in salient(text)]
    assert any("Priya" in c and "hall" in c for c in claims)
    assert any("Sandra" in c and "invoices" in c for c in claims)
    assert not any(c.rstrip().endswith((",", " and")) for c in claims)


@pytest.mark.parametrize(
    ("text", "kind", "words"),
    [
        # look-alikes that still hold: a company after "from", a venue typed in lower case,
        # a degree-free lower-case name, "my" + a post, a standing "when you … anything,"
        ("I emailed Dana from Hollis & Kerr that the lease is signed.", "relationship", ("Dana",)),
        ("the vet is ruth hennessy", "relationship", ("Ruth Hennessy",)),
        ("priya = my accompanist for the spring recital", "relationship", ("priya", "accompanist")),
        ("Whenever you write emails for me, sign off with Best.", "preference", ("Best",)),
        ("I decide to sell the old van in May.", "decision", ("old van",)),
    ],
)
def test_review_look_alikes_kept(text: str, kind: str, words: tuple[str, ...]) -> None:
    assert has(text, kind, *words)
