"""Over-matches a reviewer found in the English round-9 rules of issue 12: each defect's
sentence and one more of the same shape, which must not be read as the wrong kind."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(c.claim, c.kind) for c in salient(text)]


# --- 1. labels and log lines are no contact cards ------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Error: cannot read property map of undefined at Object",
        "Warning: deprecated API at Line",
        "Goal: land a backend job at Google",
        "Problem: the login page at Acme crashes",
        "Re: quote from Northgate",
        "Task: migrate the API from Express to Fastify",
        "Exception: null pointer at Parser",
        "Reminder: call the plumber from Hollis",
    ],
)
def test_label_is_no_contact_card(text: str) -> None:
    assert not any(c.kind == "relationship" for c in salient(text)), _kinds(text)


# --- 2. a promise's him/her is left as typed when the person is unclear --------------------


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("Jake's mom called, I promised her a ride on Friday", "promised jake"),
        ("Tom and Lisa came over, I owe him 20 bucks", "owes lisa"),
        ("Nora's aunt dropped by, I promised her the recipe", "promised nora"),
        ("Ravi and Ines stopped by, I promised him a demo", "promised ines"),
        ("Jake's mom called. I promised her a ride on Friday", "promised jake"),
    ],
)
def test_promise_pronoun_not_to_wrong_person(text: str, wrong: str) -> None:
    assert not any(wrong in c.claim.lower() for c in salient(text)), _kinds(text)


# --- 3. ", wants …" names only a bare person opening the clause before ---------------------


@pytest.mark.parametrize(
    "text",
    [
        "Dad's doctor called, wants him to come in Tuesday",
        "Mom's dentist phoned, wants her to come back on Monday",
        "Jenkins kicked off the build, wants approval from an admin",
        "Sentry flagged the deploy, wants a new DSN",
    ],
)
def test_want_without_subject_not_misassigned(text: str) -> None:
    assert not any(c.kind == "preference" for c in salient(text)), _kinds(text)


# --- 4. "imo" and "tia" are chat shorthand unless owned -------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "imo tabs are better than spaces",
        "imo the deadline is unrealistic",
        "tia, the build is failing on main again",
        "the plan is bad imo, we should wait",
        "thanks tia, the tests on staging keep timing out",
    ],
)
def test_chat_shorthand_is_no_kin(text: str) -> None:
    from writeback.extract.rules.shorthand import read_shorthand

    read = read_shorthand(text)[0]
    assert read == text, read
    assert not any(c.kind == "relationship" for c in salient(text)), _kinds(text)


def test_owned_imo_is_still_kin() -> None:
    assert any(c.kind == "relationship" for c in salient("my imo is visiting next week"))


# --- 5. going somewhere with someone, or a choice still asked about, is no decision --------


@pytest.mark.parametrize(
    "text",
    [
        "Went with Mom to her chemo appointment",
        "went with Dad to his physio appointment",
        "ok went with Priya for dinner at that thai place",
        "went with Hana for lunch yesterday",
        "going with you to the dentist tomorrow",
        "going with a friend to the vet later",
        "going with Tailwind for the styling, thoughts?",
        "going with Svelte for the dashboard, right?",
        "going with Next.js or Remix, which is better",
        "going with Flask or FastAPI for the API",
        "Going with the default config should be fine right",
        "going with the small instance would probably work",
    ],
)
def test_going_with_is_no_decision(text: str) -> None:
    assert not any(c.kind == "decision" for c in salient(text)), _kinds(text)


# --- 6. "I said X, it's Y" only when Y is the value X gave ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I said I'd call, it's 5pm already",
        "I said no to the offer, it's Friday anyway",
        "I said yes to the trip, it's July",
        "I said I'd send the deck, it's 9pm now",
    ],
)
def test_said_then_other_remark_is_no_correction(text: str) -> None:
    assert not any(c.kind == "correction" for c in salient(text)), _kinds(text)


# --- 7. a fact said beside a request's aim is kept ------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("How do I phrase this? I want to thank my mentor Priya, she got me the job", "Priya"),
        ("Any tips on wording? I want to thank my coach Daniel, he got me into the club", "Daniel"),
        ("Can you draft something? I need to tell my team we're moving to Rust", "Rust"),
        ("Could you help me word it? I want to tell my landlord we're leaving in June", "June"),
        ("Can you help? I need to send the invoice to Acme", "Acme"),
        ("Can you check the tone? I have to forward the contract to Brightwell", "Brightwell"),
    ],
)
def test_fact_beside_a_request_aim_is_kept(text: str, word: str) -> None:
    assert any(word in c.claim for c in salient(text)), _kinds(text)


# --- 8. past narration with a day or a person is no commitment -----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I told Sam the answer on Monday was wrong",
        "I told her the update on Friday went badly",
        "I told Omar the quote on Tuesday looked high",
        "I spoke to him before the 3pm call and he was fine",
        "I talked to Lena before the 9am standup and she was calm",
        "The package was delivered to me by 10am",
        "The parcel was shipped to us by noon",
    ],
)
def test_past_narration_is_no_commitment(text: str) -> None:
    assert not any(c.kind == "commitment" for c in salient(text)), _kinds(text)


# --- 9. asking someone out, or asking an assistant, is no commitment ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I asked Sarah to marry me last year",
        "Sam asked Maria to lunch yesterday",
        "Tom asked Jenny to dinner on Saturday",
        "I asked Alexa to play jazz",
        "I asked Siri to set a timer",
        "I asked ChatGPT to summarize this and it made stuff up",
    ],
)
def test_social_or_assistant_ask_is_no_commitment(text: str) -> None:
    assert not any(c.kind == "commitment" for c in salient(text)), _kinds(text)


# --- 10. "X isn't the problem, it's Y": a diagnosis, no value corrected --------------------


@pytest.mark.parametrize(
    "text",
    [
        "Docker isn't the problem, it's the network config",
        "Redis wasn't the bottleneck, it was the ORM",
        "The cache isn't the culprit, it's the DNS",
    ],
)
def test_not_the_problem_is_no_correction(text: str) -> None:
    assert not any(c.kind == "correction" for c in salient(text)), _kinds(text)


# --- 11. software that will not do something is no person's taste --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Docker won't use the GPU on my laptop",
        "Webpack won't use the alias in tsconfig",
        "Vite won't use the proxy in the config",
    ],
)
def test_tool_refusal_is_no_preference(text: str) -> None:
    assert not any(c.kind == "preference" for c in salient(text)), _kinds(text)


def test_person_refusal_is_still_a_preference() -> None:
    text = "Priya won't eat anything with cilantro"
    assert any(c.kind == "preference" for c in salient(text)), _kinds(text)


# --- 12. a number or a trend that fell is no health fact -----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Sales fell 10% last quarter",
        "Traffic fell off a cliff after the redesign",
        "Signups fell by 20 percent",
        "Revenue fell behind plan in March",
    ],
)
def test_number_that_fell_is_no_health(text: str) -> None:
    assert not any(":health" in c.rule for c in salient(text)), _kinds(text)


def test_person_who_fell_is_still_health() -> None:
    found = salient("Grandma fell in the bathroom last night")
    assert any(c.kind == "fact" for c in found), [(c.claim, c.kind) for c in found]


# --- 13. a meeting moved is the work's state only when moved to a day ----------------------


def test_own_review_moved_is_transient() -> None:
    for text in ("My performance review was pushed to Friday", "my annual review got moved to May"):
        assert not any(c.kind == "project_state" for c in salient(text)), _kinds(text)


@pytest.mark.parametrize(
    "text",
    ["The code review pushed to the branch failed", "The design review pushed to main broke it"],
)
def test_review_pushed_to_a_branch_is_no_state(text: str) -> None:
    assert not any(c.kind == "project_state" and c.salience == "high" for c in salient(text)), (
        _kinds(text)
    )


# --- 14. a check of code, or the user's own refund, is no money of the work ----------------


@pytest.mark.parametrize(
    "text",
    [
        "The type check cleared after I fixed the imports",
        "The spell check cleared once I fixed the typos",
        "my refund came in",
        "my tax refund finally arrived",
    ],
)
def test_check_or_own_refund_is_no_work_money(text: str) -> None:
    assert not any(c.kind == "project_state" for c in salient(text)), _kinds(text)


def test_someones_check_is_still_work_money() -> None:
    assert any(c.kind == "project_state" for c in salient("Kwame's check cleared"))


# --- 15. a tool that sends, a price per user --------------------------------------------------


@pytest.mark.parametrize(
    "text", ["cron sends the report at 6am", "zapier sends the leads over every hour"]
)
def test_tool_in_lower_case_is_no_person(text: str) -> None:
    assert not any(c.kind == "relationship" for c in salient(text)), _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "each user pays 10 per month on the pro plan",
        "every customer pays 25 a month for support",
    ],
)
def test_price_per_user_is_no_money_share(text: str) -> None:
    assert not any(c.rule == "en.money-share" for c in salient(text)), _kinds(text)


@pytest.mark.parametrize(
    ("text", "claim", "old"),
    [
        (
            "The venue isn't Hartley Hall, it's Hartley House",
            "The venue is Hartley House, not Hartley Hall",
            "Hartley Hall",
        ),
        ("The deadline isn't Friday, it's Monday", "The deadline is Monday, not Friday", "Friday"),
        ("Our CFO isn't Dana, it's Priya", "Our CFO is Priya, not Dana", "Dana"),
        (
            "Tomás isn't the billing owner anymore, it's Priya",
            "Priya is the billing owner",
            "the billing owner anymore",
        ),
    ],
)
def test_a_denied_value_is_replaced_not_swapped(text: str, claim: str, old: str) -> None:
    # a thing and its value: the new value is the thing's; a person and a post: the post
    # changed hands (not "Monday is Friday")
    found = salient(text)
    assert [(c.kind, c.claim) for c in found] == [("correction", claim)], found
    assert found[0].corrects is not None and found[0].corrects.startswith(old.split()[0]), found
