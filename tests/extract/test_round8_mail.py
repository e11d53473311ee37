"""Behaviour of the pasted-message families of issue 12, round 8 (mail, letters, notices and
chat the user pastes, with their own note above or below): each family is asserted on
paraphrases from several domains, and on near-misses that must not fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, salient


def _rules(text: str) -> dict[str, list[tuple[str, str]]]:
    out: dict[str, list[tuple[str, str]]] = {}
    for c in salient(text):
        out.setdefault(c.rule or "", []).append((c.claim, c.kind))
    return out


# --- signatures: "Name, Title" / "Name\nTitle, Org" → relationship ---------------------------


@pytest.mark.parametrize(
    ("text", "who", "what"),
    [
        (
            "Hi Tom,\n\nThe scaffolding goes up on the east side on 4 March.\n\n"
            "Best regards,\nGrete Lindqvist\nSite Manager, Nordbyg AS",
            "Grete Lindqvist",
            "Site Manager",
        ),
        (
            "Dear Mr. Abara,\nYour tuition deposit of $800 was received.\n\nSincerely,\n"
            "Colm Reddy, Bursar",
            "Colm Reddy",
            "Bursar",
        ),
        (
            "Hello,\nThe piano tuning is booked for Thursday 9 May at 10am.\nCheers,\n"
            "Ivo\nHarmonie Pianos",
            "Ivo",
            "Harmonie Pianos",
        ),
        (
            "Hi Ms. Kaur, Ravi has a dentist appointment on Friday morning. Thanks, Meena "
            "(Ravi's dad)",
            "Meena",
            "Ravi's dad",
        ),
        (
            "From: Dr Ana Lucía Ferro, Clinical Lead, Westgate Hospice\n\nDear all,\n"
            "The rota for December is now final.",
            "Ana Lucía Ferro",
            "Clinical Lead",
        ),
    ],
)
def test_signature_names_its_writer(text: str, who: str, what: str) -> None:
    found = [c for c in salient(text) if c.rule == "en.mail.signature"]
    assert found, _rules(text)
    assert who in found[0].claim and what in found[0].claim
    assert found[0].kind == "relationship"


@pytest.mark.parametrize(
    "text",
    [
        # a bare name signs nothing
        "Hi Sam,\nThe boiler service is on the 12th.\n\nThanks,\nJun",
        # the user's own note after the sign-off is no title
        "Hi Dora,\nThe venue is confirmed for 3 June.\n\nKind regards,\nPetra\n\n"
        "Please make a note of this - Luca will drive.",
        # a contact line is no title
        "Hi all,\nThe office closes at 3pm on Friday.\nBest,\nNoor\nnoor@example.org",
    ],
)
def test_signature_near_misses(text: str) -> None:
    found = [c.claim for c in salient(text) if c.rule == "en.mail.signature"]
    assert found == [], found


# --- the body of a pasted message: concrete news is kept, boilerplate is not ------------------


@pytest.mark.parametrize(
    ("text", "word", "kind"),
    [
        (
            "Hi team,\n\nJust to let you know, the new espresso machine will be delivered the "
            "week of Jan 20.\n\nThanks,\nBea",
            "espresso machine",
            "project_state",
        ),
        (
            "Dear Parents,\nPlease note that the school trip to Kew is moved to 14 May.\n"
            "Kind regards,\nMrs Adeyemi",
            "14 May",
            "project_state",
        ),
        (
            "Hi Ola,\n\nFollowing up on our call — the landlord will refund the $650 deposit "
            "once the inspection is signed off.\n\nBest,\nKai",
            "$650",
            "fact",
        ),
        (
            "Good afternoon,\nThe annual fire alarm test for Block C is scheduled for "
            "Tuesday 8 October at 9am.\nRegards,\nFacilities",
            "fire alarm",
            "project_state",
        ),
        (
            "Hi all,\n\nPlease submit your expense claims to me by Friday 29th Nov.\n\n"
            "Thanks,\nOrla",
            "expense claims",
            "commitment",
        ),
    ],
)
def test_message_body_news_is_kept(text: str, word: str, kind: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == kind, _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        "Hi Lena,\nThank you for your message. We apologise for any inconvenience.\n"
        "Best regards,\nSupport",
        "Dear Mr Holt,\nI hope you are well. Please do not hesitate to contact us.\n"
        "Kind regards,\nAmira",
        "Hi all,\nAttached is the agenda for Monday's meeting.\nCheers,\nDev",
        # a request without a date owes nothing
        "Hi Jo,\nPlease bring the signed consent form with you.\nThanks,\nPriti",
        # a question in a message is no fact
        "Hi Max,\nWould it be possible to move our call to 3 March?\nThanks,\nLou",
    ],
)
def test_message_boilerplate_says_nothing(text: str) -> None:
    assert claims(text) == [], _rules(text)


def test_a_greeting_to_the_assistant_is_no_message() -> None:
    # "Hi Claude," opens the user's own turn: no mail reading, no sender
    found = salient("Hi Claude,\nI'm moving to Lisbon in March.")
    assert found and all(not (c.rule or "").startswith("en.mail") for c in found)
    assert found[0].claim.startswith("Moving to Lisbon") or "Lisbon" in found[0].claim


# --- the sender's "I" is the sender ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "who"),
    [
        (
            "Hi Imogen,\nI'll be covering the front desk on Saturday 5 April.\nThanks,\nTobias",
            "Tobias",
        ),
        ("Hey all — I can take the 7am delivery on Monday. — Wren", "Wren"),
        (
            "From: Hal Mercer\nSubject: Rent\n\nDear Ines,\nI would like to raise the rent to "
            "£1,150 from 1 September.\nBest wishes,\nHal Mercer",
            "Hal",
        ),
    ],
)
def test_sender_first_person_is_the_sender(text: str, who: str) -> None:
    found = salient(text)
    assert found and any(c.claim.startswith(who) for c in found), _rules(text)
    assert not any(c.kind == "preference" and not c.claim.startswith(who) for c in found)


# --- quoted messages: "> " lines that are a message are read ---------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "> Hi Noor, we regret to inform you that the Hallam Foundation will not fund the "
            "choir tour in 2026.\n\nwell that's that",
            "Hallam Foundation",
        ),
        (
            "> @channel the build farm will be offline sun 2-6am for the disk swap\n"
            "noting for later",
            "build farm",
        ),
        (
            "Forwarding from the florist:\n\n> Dear Ms. Park,\n> The peonies for the 14th are "
            "delayed to the 16th.\n> Best,\n> Jae Florals",
            "peonies",
        ),
    ],
)
def test_quoted_message_is_read(text: str, word: str) -> None:
    assert any(word in c for c in claims(text)), _rules(text)


@pytest.mark.parametrize(
    "text",
    [
        "> I always use two-space indents\nthe style guide says this, is it right?",
        "> we should migrate everything to Rust by June\nsomeone wrote this on HN, thoughts?",
    ],
)
def test_quoted_text_that_is_no_message_is_dropped(text: str) -> None:
    assert claims(text) == [], _rules(text)


def test_message_in_quote_marks_on_its_own_line() -> None:
    text = (
        'From the bulletin:\n\n"Dear colleagues, please ensure all laptops are returned to '
        'IT by 20th December. The help desk will be closed over the holidays."\n\n'
        "ugh, fine."
    )
    found = [c for c in salient(text) if "laptops" in c.claim]
    assert found and found[0].kind == "commitment", _rules(text)


# --- the user's note around the paste --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Below is an e-mail from our accountant.",
        "Jonas has sent me the following.",
        "The contractor has replied - see below.",
        "Forwarding this from the venue:",
        "Here's the message the school sent this morning.",
    ],
)
def test_paste_intro_says_nothing(text: str) -> None:
    assert claims(text) == [], _rules(text)


def test_paste_intro_near_miss_keeps_a_fact() -> None:
    # a statement that only mentions mail is no intro
    assert claims("Our accountant has sent me the final figures: we owe £2,300 in VAT.")


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Please make a note of this - we're moving the launch to 3 June.", "3 June"),
        ("Make a note: Omar will run the stall on Saturday.", "Omar"),
        ("Do note, though, that I've asked Keziah to send it tomorrow.", "Keziah"),
    ],
)
def test_note_lead_is_peeled(text: str, word: str) -> None:
    found = claims(text)
    assert any(word in c for c in found), _rules(text)
    assert not any(c.lower().startswith(("please make", "make a note", "do note")) for c in found)


def test_chat_speaker_first_person_is_the_speaker() -> None:
    text = "[09:01] Priya: I'm vegan now btw\n[09:02] Me: noted"
    found = salient(text)
    assert not any(c.claim.lower().startswith("is vegan") for c in found), _rules(text)


# --- a contact line of its own: "Name — Title, Org" -------------------------------------------


@pytest.mark.parametrize(
    ("text", "who", "what"),
    [
        (
            "Who to cc:\nPriya Raman — Senior Associate, Voss Whitlock\nTom Birch — Paralegal",
            "Tom Birch",
            "Paralegal",
        ),
        ("Anna Berg (Head of Science)", "Anna Berg", "Head of Science"),
        (
            "For the grant:\nJosé Ortega, Program Officer, Hale Foundation",
            "José Ortega",
            "Program Officer",
        ),
    ],
)
def test_contact_line_is_a_relationship(text: str, who: str, what: str) -> None:
    found = [c for c in salient(text) if who in c.claim and what in c.claim]
    assert found and found[0].kind == "relationship", _rules(text)


@pytest.mark.parametrize(
    "text", ["Main Street, Head Office", "New York, NY", "Weekly Update, Team Lead sync"]
)
def test_contact_line_near_misses(text: str) -> None:
    assert [c for c in salient(text) if c.kind == "relationship"] == [], _rules(text)


def test_users_own_note_with_greeting_and_thanks_stays_the_users() -> None:
    # no sender named: the "I" of a note that opens "Hi," and ends "Thanks!" is the user
    found = salient("Hi,\nI'm moving to Berlin next month.\nThanks!")
    assert found and "Berlin" in found[0].claim
    assert not found[0].claim.startswith(("Hi", "Thanks"))


# --- what the sender takes on, offers, or puts off --------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "transient"),
    [
        ("Hi Ines — I'll be covering the front desk on Saturday. — Tobias", "commitment", True),
        (
            "Hi Sol,\nI can take the school run on Thursday 12 June.\nCheers,\nNadia",
            "commitment",
            True,
        ),
        (
            "Dear Ana,\nWe could meet you at £2,400 per month on a two-year lease.\n"
            "Kind regards,\nPim Lettings",
            "project_state",
            True,
        ),
        (
            "Dear Mr. Ruiz,\nThe delivery of your sofa will be delayed to 3 August.\n"
            "Regards,\nHome & Co",
            "project_state",
            True,
        ),
        (
            "Hi Chef,\nYour weekly order moves to Tuesdays starting 4 March.\nBest,\nLorna",
            "project_state",
            False,
        ),
    ],
)
def test_sender_takes_on_offers_or_puts_off(text: str, kind: str, transient: bool) -> None:
    found = [c for c in salient(text) if (c.rule or "").startswith("en.mail.body")]
    assert found, _rules(text)
    assert (found[0].kind, found[0].transient) == (kind, transient), _rules(text)


# --- reply and forward headers -----------------------------------------------------------------


def test_reply_header_names_the_sender() -> None:
    text = (
        "from the builder:\nOn Tue, 4 Mar 2025 at 09:14, Gareth Pryce <g@pryce.example> wrote:\n"
        "I can start the extension on 14 April. I need the deposit by 1 April.\n"
        "Sent from my iPhone"
    )
    found = claims(text)
    assert "Gareth can start the extension on 14 April" in found, _rules(text)
    assert any(c.startswith("Gareth needs the deposit") for c in found), _rules(text)
    assert not any("iPhone" in c or "wrote" in c for c in found)


def test_forwarded_message_marker_is_a_header() -> None:
    text = (
        "---------- Forwarded message ---------\nFrom: Lena Ortiz <lena@example.org>\n"
        "Subject: Gala\n\nHi all,\nThe gala moves to the Orangery on 22 November.\n"
        "Thanks,\nLena"
    )
    found = claims(text)
    assert any("Orangery" in c for c in found), _rules(text)
    assert not any("Forwarded" in c or "Subject" in c for c in found)


# --- a message after its source on one line -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Text from the garage: your van is ready for collection, £340 due on pickup.",
            "Your van is ready for collection, £340 due on pickup",
        ),
        (
            "Email from the school: Year 5 swimming lessons start on 6 January.",
            "Year 5 swimming lessons start on 6 January",
        ),
        (
            "NOTICE: the pool will be closed from 3 to 9 June for resurfacing.",
            "The pool will be closed from 3 to 9 June for resurfacing",
        ),
    ],
)
def test_source_label_goes(text: str, claim: str) -> None:
    assert claim in claims(text), _rules(text)


def test_source_label_near_miss() -> None:
    # a thanks after the label is still boilerplate
    assert claims("Email from the venue: Thank you for your enquiry.") == []


# --- the sender's first person, conjugated; a message that names no sender ----------------


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "From: Odile Marchand <o@vantage.example>\n\nI work at Vantage Freight and I live "
            "in Rouen.\n\nThanks,\nOdile",
            "Odile works at Vantage Freight and they live in Rouen",
        ),
        (
            "From: Tariq Aziz <t@x.example>\n\nI go to the Harlow depot on Mondays.\n\nCheers,\nTariq",
            "Tariq goes to the Harlow depot on Mondays",
        ),
        (
            "From: Ines Baptista <i@x.example>\n\nI’m moving to Porto in June.\n\nBest,\nInes",
            "Ines is moving to Porto in June",
        ),
        (
            "From: Ruth Olawale <r@x.example>\n\nI'd already sent the signed lease to Hollis "
            "Lettings.\n\nThanks,\nRuth",
            "Ruth had already sent the signed lease to Hollis Lettings",
        ),
    ],
)
def test_sender_first_person_is_conjugated_as_a_claim_is(text: str, claim: str) -> None:
    assert claim in claims(text), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "> Hi Sam,\n> I always use Postgres for OLTP and I live in Lisbon.\n> Best\n\nthoughts?",
        "> Hello team,\n> I'm moving to Madrid in May and my last day is the 30th.\n> Regards",
        'From: "Corbin" <c@x.example>\n\nI am leaving Halden Group in March.\n\nThanks',
    ],
)
def test_a_message_that_names_no_sender_gives_the_user_none_of_its_first_person(
    text: str,
) -> None:
    found = claims(text)
    assert not any(w in c for c in found for w in ("Postgres", "Madrid", "Halden")), found


def test_a_numeral_i_is_no_sender() -> None:
    from writeback.extract.rules.mail import _as_sender

    said = _as_sender("The I/O layer passed the Part I review in World War I week.", "Priya")
    assert said == "The I/O layer passed the Part I review in World War I week."
    assert _as_sender("Nobody wants it more than I.", "Priya") == "Nobody wants it more than Priya."
    assert _as_sender("Yesterday I moved to Leeds.", "Priya") == "Yesterday Priya moved to Leeds."
    assert _as_sender("I'M leaving. Me and Tom moved the demo.", "Priya") == (
        "Priya is leaving. Priya and Tom moved the demo."
    )


def test_ly_verbs_after_i_still_conjugate() -> None:
    from writeback.extract.rules.english import _third_person

    assert _third_person("I reapply for my visa every March") == "reapplies for my visa every March"


@pytest.mark.parametrize(
    "footer",
    [
        "Hollis Lettings Ltd is registered in England and Wales under company number 08812345.",
        "This email and any attachments are confidential and intended solely for the addressee.",
        "If you have received this message in error, please delete it.",
        "Brightwater Advisers is authorised and regulated by the Financial Conduct Authority.",
        "VAT reg. no. GB 123 4567 89",
    ],
)
def test_a_legal_footer_is_no_fact(footer: str) -> None:
    text = (
        "From: Dana Ruiz <d@x.example>\n\nThe boiler service is booked for 14 March.\n\n"
        f"Kind regards,\nDana Ruiz\nLettings Manager\n{footer}"
    )
    found = claims(text)
    assert not any(
        w in c for c in found for w in ("registered", "confidential", "error", "regulated", "VAT")
    ), found
    assert any("14 March" in c for c in found), found


def test_a_company_the_user_registered_is_still_a_fact() -> None:
    assert any("Delaware" in c for c in claims("We registered the company in Delaware last month."))
