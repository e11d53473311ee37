"""The English fallback tier and the rules beside it: families added in rules round 6.

Each family is asserted on paraphrases from several domains and on near-misses that must not
fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, salient
from writeback.extract.base import Candidate


def has(text: str, *words: str) -> Candidate:
    """The salient claim of ``text`` holding every word in ``words``."""
    for cand in salient(text):
        if all(w.lower() in cand.claim.lower() for w in words):
            return cand
    raise AssertionError((text, words, EX.extract(text)))


# -- a body that votes or decides --------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "ok so the committee voted to raise subs to 35 a month from september",
        "our HOA voted to repave the lot in spring",
        "the board decided to move the gala to May",
        "the trustees agreed to freeze tuition for next year",
    ],
)
def test_a_voting_body_decides(text: str) -> None:
    found = salient(text)
    assert found and found[0].kind == "decision", (text, EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "the committee meets on the first Tuesday of the month",
        "the board is split on the new logo",
    ],
)
def test_a_body_that_did_not_decide(text: str) -> None:
    assert all(c.kind != "decision" for c in salient(text)), (text, EX.extract(text))


# -- a dropped "I" before paying something off ---------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "paid off the new macbook, 2,400 total",
        "finally paid off the car loan last month",
        "paid for the venue deposit, $1,200",
    ],
)
def test_dropped_subject_paid_off(text: str) -> None:
    found = salient(text)
    assert len(found) == 1 and found[0].kind == "fact", (text, EX.extract(text))


# -- anchors raise a plain statement about the world to "medium" ----------------------------
@pytest.mark.parametrize(
    ("text", "words"),
    [
        # an amount or a count with a unit
        ("the database of donors is ~4,200 records, about 600 are lapsed >2 yrs", ["4,200"]),
        ("the walk-in cooler holds about 1,500 pounds of produce", ["1,500"]),
        ("the under 12s drew 2-2 with Ashcombe on saturday", ["2-2"]),
        # a date on the calendar and a percent
        (
            "the warehouse lease on Dunmore St is up in august and the landlord wants 12% more",
            ["Dunmore", "12%"],
        ),
        ("the studio sublet on Carver Lane ends in october", ["Carver Lane", "october"]),
        ("the tasting menu relaunch is planned for next season", ["tasting menu"]),
        # a proper noun inside a long enough statement
        ("Joint Commission survey is expected sometime in the next 60 days", ["60 days"]),
        (
            "the site foreman at the Harlow Road job says the crane comes down in week 9",
            ["Harlow"],
        ),
    ],
)
def test_anchored_statement_is_medium(text: str, words: list[str]) -> None:
    cand = has(text, *words)
    assert cand.salience == "medium"


@pytest.mark.parametrize(
    "text",
    [
        # vague: nothing concrete to anchor it
        "Repro steps are in the ticket",
        "the feature flag cleanup can wait",
        # code tokens and code nouns, even with a number or a name
        "The worker pool spins up 8 threads and each one polls redis every 200ms",
        "The consumer group is `orders-v2` since March",
        "The UserService calls PaymentGateway on every checkout.",
        "Getting ECONNREFUSED 127.0.0.1:6379 on startup",
        # a dismissal, a finished meeting, an unknown sender, quoted output
        "The Zantri call ended, finally",
        "Pyxis machines in the OR were restocked, no action",
        "Some account with no avatar opened 14 issues overnight",
        "'CORS policy: No Access-Control-Allow-Origin header'",
        # a short bare-noun statement reads as a label or a system description
        "Sessions expire after 30 minutes on prod",
        # an episode of the day
        "the delivery guy came by at 7am with the wrong order",
    ],
)
def test_vague_code_or_dismissive_statement_stays_low(text: str) -> None:
    assert not salient(text), (text, EX.extract(text))


# -- words shared with code talk do not veto a statement about the world -------------------
@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "the mobile clinic van broke down again, Teodoro says it needs a new transmission ~$6k",
            ["transmission"],
        ),
        ("ugh my mom's visiting all next week so i'll be slow on email", ["mom"]),
        (
            "Gideon at Brightwater told me they're not investing in dev tools this year.",
            ["Brightwater"],
        ),
        ("the forklift on dock 3 broke down again, Stavros says the part ships monday", ["dock"]),
    ],
)
def test_soft_veto_words_do_not_kill_a_world_statement(text: str, words: list[str]) -> None:
    assert has(text, *words)


@pytest.mark.parametrize(
    "text",
    [
        "lol this codebase is a mess",
        "the parser breaks again on the Jan 5 fixtures lol",
        "it still fails on the staging box again",
        "we should probably move the Henderson closing to March",
    ],
)
def test_soft_words_still_veto_code_and_hedges(text: str) -> None:
    assert not salient(text), (text, EX.extract(text))


# -- a dropped first-person subject before an anchored plan or a life change ----------------
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("raising my day rate to $650 from jan 1", "decision"),
        ("closing our Etsy shop at the end of March", "decision"),
        ("cutting my hours at the bakery to three days from september", "decision"),
        ("gonna be at KubeSummit in Lisbon feb 4-6", "fact"),
        ("going to be in Osaka for the trade fair on the 12th", "fact"),
        ("paid off the new macbook, 2,400 total", "fact"),
    ],
)
def test_dropped_subject_statement(text: str, kind: str) -> None:
    found = salient(text)
    assert len(found) == 1, (text, EX.extract(text))
    assert found[0].kind == kind


@pytest.mark.parametrize(
    "text",
    [
        "fixing my tests before Friday",
        "updating my notes on the 14th",
        "gonna be a long week",
        "raising an exception from the handler",
    ],
)
def test_dropped_subject_near_misses(text: str) -> None:
    assert not any(c.kind == "decision" for c in salient(text)), (text, EX.extract(text))
    assert not salient(text) or "gonna" not in text, (text, EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        # an event moved to another day is the project's state, not a decision
        "we're moving the concrete pour to Thursday the 14th",
        "pushing our parent evening to next week",
        # a choice for now
        "we're using the side entrance instead of the main one this week",
    ],
)
def test_a_reschedule_or_a_choice_for_now_is_no_decision(text: str) -> None:
    assert not any(c.kind == "decision" for c in salient(text)), (text, EX.extract(text))


# -- kinds from verb classes ----------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # a value against an old one, with a correction cue
        (
            "actually the gala is at the Pellham Hall not the Riverside Inn, I had that wrong "
            "earlier",
            "correction",
        ),
        ("board retreat is now in Asheville not Charlotte. oct 9-11", "correction"),
        ("the giving tuesday total was 38,900 not 39,800 typo in my last msg", "correction"),
        ("sorry the inspection is on the 14th not the 12th at the Harlow site", "correction"),
        # a promise, a job the user owns
        ("promised Tavi the brand guidelines pdf by wednesday", "commitment"),
        ("promised the Okafors a revised quote for the kitchen by friday", "commitment"),
        # someone else's taste
        ("the lads prefer the 4-3-3 honestly they get bored in a 4-4-2", "preference"),
        ("the goalie Reece prefers playing outfield, he only goes in goal because", "preference"),
        # a choice made
        ("the Wexford Family Fund wants a site visit in may, I said yes", "decision"),
        ("the Falco guy was rude, I'm not working w him again", "decision"),
        ("We're submitting to NeurIPS instead of ICLR, Henrike made the call", "decision"),
        ("we're no longer running the summer camp in Tolland, too few signups", "decision"),
        ("the committee voted to raise subs to 35 a month from september", "decision"),
        ("our HOA voted to repave the lot in spring", "decision"),
        # who someone is, in passing
        ("so quick brain dump: Mateo from Ironleaf is my main contact now, Carys left", "relationship"),
        # a thing of the user's work that changed
        ("the kit arrived but the sizes are wrong, Stanmore are sending replacements next week",
         "project_state"),
    ],
)  # fmt: skip
def test_kind_from_verb_class(text: str, kind: str) -> None:
    found = salient(text)
    assert found and found[0].kind == kind, (text, EX.extract(text))


def test_places_are_not_an_identity() -> None:
    cand = has("just moved to Berlin from Toronto last month, still getting used to it", "Berlin")
    assert cand.kind != "relationship"


@pytest.mark.parametrize(
    "text",
    [
        # "not" without a correction cue is a contrast, not a correction
        "the lads prefer the 4-3-3 not the 4-4-2 in away games at Tolworth",
        # a correction cue but no value against another
        "actually the gala at the Pellham Hall is sold out for 2025",
    ],
)
def test_no_correction_without_both_value_and_cue(text: str) -> None:
    assert all(c.kind != "correction" for c in salient(text)), (text, EX.extract(text))


def test_near_term_raised_statement_is_transient() -> None:
    cand = has(
        "our reading group is doing 'Attention Is All You Need' again next week", "next week"
    )
    assert cand.transient
    cand = has("the funding runs through the NSF grant until 2028", "2028")
    assert not cand.transient


def test_raised_statements_name_their_rule() -> None:
    cand = has("the database of donors is ~4,200 records, about 600 are lapsed >2 yrs", "4,200")
    assert cand.rule == "en.anchored:project_state"
    cand = has("raising my day rate to $650 from jan 1", "$650")
    assert cand.rule == "en.fallback.plan:decision"
