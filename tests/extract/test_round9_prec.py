"""Round 9, precision in English: shapes that are not facts a person would keep.

Each family is checked on fresh sentences (other names, domains and wording than the eval
lines), with the facts beside them that must stay."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, salient
from writeback.extract.rules.frames import junk_en


def _kept(text: str, *words: str) -> bool:
    return any(all(w.lower() in c.lower() for w in words) for c in claims(text))


# A feeling of the moment, with nothing it is about (junk:reaction).
@pytest.mark.parametrize(
    "text",
    [
        "Wilhelmina is obviously furious.",
        "Dad is gonna be gutted.",
        "Marisela is gonna be livid.",
        "Honestly we're over the moon.",
        "I'm so chuffed for them.",
        "So relieved for the first time in weeks lol.",
    ],
)
def test_reaction_alone_is_empty(text: str) -> None:
    assert claims(text) == []


def test_reaction_piece_is_dropped_and_the_fact_kept() -> None:
    text = "My brother-in-law Teodor heard the bakery on Fenn Street closed, he's gonna be livid."
    found = claims(text)
    assert any("bakery" in c for c in found)
    assert not any("livid" in c for c in found)
    text = "Our neighbour Odalys finally got her citizenship last week. I'm so chuffed for her."
    assert _kept(text, "Odalys", "citizenship")
    assert not _kept(text, "chuffed")


def test_feeling_with_a_topic_stays() -> None:
    # a worry with its topic is a belief; a feeling about a named thing is not a bare reaction
    assert _kept("Tobiah is worried the bridge inspection slips into spring.", "bridge")
    assert junk_en("I'm proud of the Larkspur crew for finishing the mural") is None
    assert junk_en("Ilse is thrilled to be joining Verrick Labs in May") is None


# Pasted or quoted words cut out of their quote (junk:quote-fragment).
@pytest.mark.parametrize(
    "text",
    [
        "Can you check this flyer for me? '...Join us at the Elmwood community hall for our "
        "spring fair",
        "can u put this in plain words for me\n\n'Members who switch to the evening rota move "
        "onto the Silver allowance from the next pay period. Silver allowance payments are set "
        "at 12% of base pay.'",
        'ok. Renske from Alder Ventures said no. "we only lead Series A". fine',
    ],
)
def test_quote_fragment_is_dropped(text: str) -> None:
    found = claims(text)
    for bit in ("Elmwood", "12% of base pay", "Series A"):
        assert not any(bit in c for c in found)


def test_quoted_name_inside_a_fact_stays() -> None:
    assert junk_en("We went with 'Saltmarsh Radio' as the podcast name") is None
    assert junk_en("Our booking is under 'Okonkwo-Reyes' at the front desk") is None
    assert junk_en("We're hosting the holidays at my in-laws'") is None
    text = 'ok. Renske from Alder Ventures said no. "we only lead Series A". fine'
    assert _kept(text, "Renske", "Alder Ventures")


# The user on the conversation itself going on later (junk:more-later).
@pytest.mark.parametrize(
    "text",
    [
        "Can you help me plan the seating chart? I'll send you the rest of the details "
        "tonight, I'm wiped.",
        "Here's the lifeguard rota. I'll quiz you tomorrow on who has which shift.",
        "ok I'll fill you in on the background later",
        "Anyway, I'll tell you the rest tomorrow.",
    ],
)
def test_more_later_is_empty(text: str) -> None:
    assert claims(text) == []


def test_a_real_handover_to_the_assistant_stays() -> None:
    text = "I'll send you the floor plan for the Dunmore site after lunch."
    assert [c.kind for c in salient(text)] == ["commitment"]
    assert junk_en("I'll send you the details of the Brackley contract by Friday") is None


# A piece that starts inside a parenthesis it never opened (junk:paren-remnant).
def test_paren_remnant() -> None:
    text = (
        "we got the permit approved for 2 years (less than we asked, the planner mr. haddad "
        "said thats normal and we can reapply) plus the parking waiver and the £3k grant"
    )
    assert _kept(text, "permit", "2 years")
    assert not _kept(text, "reapply)")
    assert junk_en("i can reapply next term) plus my two night shifts") == "junk:paren-remnant"
    assert junk_en("we can claim it back) and the deposit too") == "junk:paren-remnant"
    assert junk_en("Dinner with the Halloran crew was lovely :)") is None
    assert junk_en("a) we moved the stall to Saturdays") is None
    text = "Ottilie (our sous chef, Wednesdays to Sundays only) runs the pastry section."
    assert _kept(text, "Ottilie")


# The user leaving the conversation for a while (junk:signing-off).
@pytest.mark.parametrize(
    "text",
    [
        "thanks for the help tonight. ok going to sleep for 5 hrs",
        "ok I'm going to sleep for a few hours",
        "I'll log off for a bit",
        "anyway I'm going to try to sleep now",
        "I'm going to grab lunch now",
    ],
)
def test_signing_off_is_empty(text: str) -> None:
    assert claims(text) == []


def test_a_routine_with_a_reason_stays_out_of_the_veto() -> None:
    assert junk_en("I'm going to bed early this week because the baby wakes at 5") is None
    assert junk_en("I'm heading home to Nairobi for the winter break") is None
    assert junk_en("I need to eat more protein") is None


# The user on their own talk with the assistant (junk:about-the-chat), and what they are
# doing while they ask (the session words of the fallback tier).
def test_about_the_chat_is_dropped() -> None:
    text = "my husband's on nights again and I'm venting to a chatbot at 2am haha."
    assert _kept(text, "husband", "nights")
    assert not _kept(text, "chatbot")
    assert junk_en("I always forget to tell you that") == "junk:about-the-chat"
    assert junk_en("I always forget to send the invoices on time") is None
    assert junk_en("I talk to a lawyer every week") is None


@pytest.mark.parametrize(
    "text",
    [
        "What's the usual dose of carprofen for a cat? I'm proofreading a locum's discharge note.",
        "Which form does the council want for a skip permit? I'm double-checking our "
        "builder's paperwork.",
    ],
)
def test_what_the_user_is_doing_while_asking_is_empty(text: str) -> None:
    assert claims(text) == []


# A sign-off with the signature on the same line of pasted mail: the signature is who
# wrote it, the sign-off is no fact.
@pytest.mark.parametrize(
    ("text", "who"),
    [
        (
            "Here's the supplier's reply, help me answer:\n\n> Dear Ines, we can hold the price "
            "until the end of the quarter.\n> Best regards, Tobias Lindqvist, Head of Sales",
            "Tobias Lindqvist, Head of Sales",
        ),
        (
            "Here's the note from the landlord, can you make it friendlier?\n\n> Hi all, the "
            "boiler service is on the 14th.\n> Warm wishes, Priyanka Bose, Lettings Manager",
            "Priyanka Bose, Lettings Manager",
        ),
    ],
)
def test_sign_off_line_keeps_the_signature_only(text: str, who: str) -> None:
    found = salient(text)
    assert [c.claim for c in found if c.kind == "relationship"] == [who]
    assert not any("regards" in c.claim.lower() or "wishes" in c.claim for c in found)


def test_complain_is_no_dropped_g() -> None:
    # "complain" is a word, not "complaing" with its g dropped
    found = claims("i complain about the Hendry contract every week, it renews in March")
    assert found and found[0].startswith("Complains about the Hendry contract")


# Text pasted after a colon to be worked on ("Make this shorter: …"), and the user saying
# what they are about to paste: the material is not the user's statement.
@pytest.mark.parametrize(
    "text",
    [
        "Make this shorter: Our team has been working hard on the new onboarding flow and "
        "we're excited to share it with everyone next week.",
        "Tighten this up: We moved the Brackley office to Leeds in March.",
        "could you reword this for the parents' group: The Year 4 trip to Chester Zoo is now "
        "on 12 June, and we're asking for £18 per child.",
        "I'm going to paste the email below.",
    ],
)
def test_material_to_work_on_is_empty(text: str) -> None:
    assert claims(text) == []


def test_a_colon_that_is_no_edit_request_stays() -> None:
    assert _kept("Keep in mind: Dana handles all refunds now.", "Dana", "refunds")
    assert _kept("Please note: the Harwell office is closed Monday.", "Harwell", "closed")
    assert _kept("Polish is my second language, I grew up in Gdańsk.", "Gdańsk")


# A request for the assistant's work said as the user's need (junk:ask-for-output), a
# question without its question mark (junk:question-unmarked), small talk about the day
# (junk:small-talk), the user reporting back to the chat (junk:more-later).
@pytest.mark.parametrize(
    "text",
    [
        "I'd love some ideas for a 40th birthday that isn't a party",
        "I need a packing list for three days in Lisbon in March",
        "we're looking for a few icebreakers for the Harwood volunteers' evening",
        "I'm curious how long sourdough starter keeps in the fridge",
        "I have two questions about the lease",
        "I'm thinking about what to cook for the Eid gathering on Saturday",
        "I'll try that tonight and let you know",
        "The weather in Glasgow is awful this week.",
        "The traffic on the M6 was horrendous this morning.",
    ],
)
def test_requests_questions_and_small_talk_are_empty(text: str) -> None:
    assert claims(text) == []


def test_a_need_with_a_deadline_or_a_plan_stays() -> None:
    assert _kept("We need a new name for the Larkspur newsletter by Friday.", "Larkspur")
    assert _kept("I'm thinking about quitting the choir.", "choir")
    assert junk_en("I need a reference letter from my old boss for the flat") is None
    assert junk_en("The weather station on the roof is broken again") is None


# What the material the user shows says (junk:describes-material, the parts of a sheet are
# no names), and the user saying what they are asking (a session word).
@pytest.mark.parametrize(
    "text",
    [
        "Row 14 is a duplicate of row 12, I think.",
        "The chart shows revenue dipping in Q2 and recovering in Q3.",
        "the attached spreadsheet has two tabs for the Hollins grant, one per year",
        "To be clear, I'm asking about the UK rules.",
        "I'm asking for a friend.",
    ],
)
def test_material_and_asking_are_empty(text: str) -> None:
    assert claims(text) == []


def test_news_in_a_report_and_a_name_like_a_part_stay() -> None:
    assert _kept("The board report shows we hit 40k MRR in March.", "40k MRR")
    assert _kept("Page is our new intern from Bristol.", "Page", "intern")


# How the user's time went, an anecdote of the day (junk:time-spent).
@pytest.mark.parametrize(
    "text",
    [
        "I spent all morning fighting with LaTeX.",
        "I spent 40 minutes on hold with the tax office again",
    ],
)
def test_time_spent_is_empty(text: str) -> None:
    assert claims(text) == []


def test_money_spent_and_a_life_event_stay() -> None:
    assert _kept("Spent so far this term on lab consumables: £2,140", "£2,140")
    assert _kept("we spent the weekend moving Gran into the care home in Whitby", "Whitby")


# How the user fares with what the conversation is about (junk:self-deixis).
@pytest.mark.parametrize(
    "text", ["I'm new to all of this.", "honestly I'm a total beginner at this stuff lol"]
)
def test_self_deixis_is_empty(text: str) -> None:
    assert claims(text) == []


def test_a_trait_with_its_topic_stays() -> None:
    assert _kept("I'm a total beginner at knitting.", "knitting")
    assert _kept("I'm new to the Harwick team, started Monday.", "Harwick")


# A request to rewrite, proofread or translate, the text after it on the next lines or in
# the next sentences: the text is the material; the user speaking again after it is kept.
@pytest.mark.parametrize(
    "text",
    [
        "proofread this please:\n\nDear parents, the school will close early on Friday 12th "
        "for staff training. Pick-up will be at 1.15pm.",
        "translate into Polish for our cleaner:\nThe office is closed on 24th December. Please "
        "leave your keys with Dana.",
        "Please proofread this. Dear parents, the school will close early on Friday 12th for "
        "staff training.",
    ],
)
def test_text_to_rewrite_is_empty(text: str) -> None:
    assert claims(text) == []


def test_the_user_after_the_text_and_notes_to_reshape_stay() -> None:
    text = (
        "Can you reword this for the parents' group? The Year 4 trip to Chester Zoo is now on "
        "12 June. I'm running the coach booking myself."
    )
    assert _kept(text, "coach booking")
    assert not _kept(text, "Chester Zoo")
    assert _kept("Can you rewrite the intro paragraph?\nAlso, we moved the launch to May.", "May")
    text = "Can you rewrite this with early returns? I really hate deeply nested ifs, always have."
    assert _kept(text, "nested ifs")
    # notes turned into a new form are the user's own news
    text = (
        "Can you turn these into a short email to the team:\n- stocktake due Fri by 4pm\n"
        "- Harriet is covering the Saturday shift"
    )
    assert _kept(text, "stocktake", "4pm")
