"""Behaviour of the English "other people" families of issue 12, round 8: what a third party
said, worries, likes or promised, who they are, and the user's promises to them. Each family
is asserted on paraphrases from several domains, and on near-misses that must not fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, salient


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(c.claim, c.kind) for c in salient(text)]


# --- a named person's (or a role's) stance: "<Name>'s worried …", "the X landlord is …" ---


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Oskar's worried the soundtrack won't be done in time", "soundtrack"),
        ("Dana's convinced the audit will slip to March", "audit"),
        ("Priya's really nervous the grant renewal gets cut this cycle", "grant renewal"),
        ("Wen's sceptical the new supplier can hit 400 units a week", "400 units"),
        ("the Kessler landlord is worried the tenant will stop paying rent", "tenant"),
        ("our supplier thinks flour prices will rise 8% in March", "flour prices"),
        ("the tenant says the boiler in flat 3 is broken again", "boiler"),
    ],
)
def test_a_persons_stance_is_kept(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind in ("fact", "project_state"), _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "it's worried me for a while",  # no person
        "that's convinced nobody",
        "the function is worried about nulls",  # code talk, no person role
    ],
)
def test_stance_near_misses(text: str) -> None:
    assert all(c.rule != "frame:named×believe" for c in salient(text)), _kinds(text)


# --- "<Name> called, she says …": the call is how the news came ----------------------------


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Mrs Abernathy called, she says she's doubling her gift to $500 next month",
            "Mrs Abernathy says she's doubling her gift to $500 next month",
        ),
        (
            "Priya called me yesterday and she said Northwind signed the renewal",
            "Priya said Northwind signed the renewal",
        ),
        (
            "Coach Reyes rang, he's moving practice to Thursdays at 6",
            "Coach Reyes is moving practice to Thursdays at 6",
        ),
        (
            "Ms Farrow emailed this morning — she says the pledge is $25,000 over three years",
            "Ms Farrow says the pledge is $25,000 over three years",
        ),
    ],
)
def test_caller_reads_as_the_speaker(text: str, claim: str) -> None:
    assert claim in claims(text), _kinds(text)


def test_callers_reaction_is_a_taste_of_its_own() -> None:
    found = salient(
        "Mr Osei called, he says he's renewing the lease for two years, he really loved the new kitchen"
    )
    assert any("loved the new kitchen" in c.claim and c.kind == "preference" for c in found)
    assert any("renewing the lease" in c.claim for c in found)


@pytest.mark.parametrize(
    "text",
    [
        "someone called, they want a refund",  # nobody named
        "it called the function and it says undefined",  # code narration
    ],
)
def test_caller_near_misses(text: str) -> None:
    assert claims(text) == []


# --- commitments made by named people ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Martin has promised a credit note by the 15th", "credit note"),
        ("Raj has agreed to chair the panel at the spring conference", "chair the panel"),
        ("Esme will put together the quarterly newsletter", "newsletter"),
        ("Bridget will supervise the placement student in June", "placement student"),
        ("Callum is looking into replacement autoclave models", "autoclave"),
        ("Tomasz will follow up with the insurer about the claim", "insurer"),
    ],
)
def test_a_named_persons_promise_is_a_commitment(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "commitment", _kinds(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("I told Jae he could have Christmas Eve off since he worked Thanksgiving", "Jae"),
        ("I told Priya she can take the Friday before the wedding off", "Priya"),
        ("I promised Ana the deck by Friday", "Ana"),
        ("I owe Raj an intro to the Lumen folks", "Raj"),
    ],
)
def test_users_promise_to_a_named_person(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "commitment", _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "I told Jae he could be wrong about the schema",  # no leave granted
        "Kwame will be out next week",  # a situation, not a promise
    ],
)
def test_promise_near_misses(text: str) -> None:
    assert all(c.kind != "commitment" for c in salient(text)), _kinds(text)


# --- who a person is survives an aside that vetoes the rest ------------------------------


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Marisol is my sous chef, she runs the line when I'm not there",
            "Marisol is my sous chef",
        ),
        (
            "Dmitri is our night nurse, he handles the ward when I'm not there",
            "Dmitri is our night nurse",
        ),
    ],
)
def test_tie_kept_before_vetoed_aside(text: str, claim: str) -> None:
    found = [c for c in salient(text) if c.claim == claim]
    assert found and found[0].kind == "relationship", _kinds(text)


# --- who someone is, said beside their name inside a statement ---------------------------


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("I'm meeting the owner (Rufus Penhaligon) at 3 today", "Rufus Penhaligon is the owner"),
        ("we're seeing our new vet (Dr Ana Ruiz) on Tuesday", "Dr Ana Ruiz is our new vet"),
        (
            "I'll raise it with the head, Dr Okoye-Hart, at the meeting on the 9th",
            "Dr Okoye-Hart is the head",
        ),
        (
            "The flat sold at last, and the conveyancer, Ms. Adebayo-Kent, says we complete in May",
            "Ms. Adebayo-Kent is the conveyancer",
        ),
        (
            "Her replacement, Esme Okoro-Bright, starts on the 21st",
            "Esme Okoro-Bright is her replacement",
        ),
        (
            "Martin Akerele (deputy head, the one who signs off budgets) called it final",
            "Martin Akerele (deputy head)",
        ),
        (
            "Ruth the office manager says keys must be signed out on the new system",
            "Ruth is the office manager",
        ),
        (
            "Gideon the site foreman reckons the slab pour slips to Thursday",
            "Gideon is the site foreman",
        ),
    ],
)
def test_role_beside_a_name_is_a_tie(text: str, claim: str) -> None:
    found = [c for c in salient(text) if c.claim == claim]
    assert found and found[0].kind == "relationship", _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "we fixed it in the parser (Acme Parser) last week",  # no role noun before the name
        "I was on the phone with the bank (Halden Trust) for an hour",
        "Sam the dog hates the vacuum",  # not a post
    ],
)
def test_role_beside_a_name_near_misses(text: str) -> None:
    assert all(" is the " not in c.claim and " is our " not in c.claim for c in salient(text)), (
        _kinds(text)
    )


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Ray Dunmore retired, the city assigned a new inspector, Priyanka Das",
            "Priyanka Das is a new inspector",
        ),
        (
            "Gus left in March and the agency sent a temporary receptionist, Lena Moss.",
            "Lena Moss is a temporary receptionist",
        ),
    ],
)
def test_post_given_then_its_holder(text: str, claim: str) -> None:
    found = [c for c in salient(text) if c.claim == claim]
    assert found and found[0].kind == "relationship", _kinds(text)


def test_bought_thing_is_no_post() -> None:
    assert all(" is a " not in c.claim for c in salient("I bought a new bike, Trek Domane.")), (
        _kinds("I bought a new bike, Trek Domane.")
    )


# --- people statements after a "note to self" lead; a post said without an article --------


@pytest.mark.parametrize(
    ("text", "claim", "kind"),
    [
        (
            "note to self basically: Priya is taking over as KS4 coordinator from January",
            "Priya is taking over as KS4 coordinator from January",
            "relationship",
        ),
        (
            "Quick note to self: Denise Okafor is opposing counsel on the lease dispute",
            "Denise Okafor is opposing counsel on the lease dispute",
            "relationship",
        ),
        (
            "Tomas Reid is lead counsel for the Harlow matter",
            "Tomas Reid is lead counsel for the Harlow matter",
            "relationship",
        ),
    ],
)
def test_people_after_a_note_to_self(text: str, claim: str, kind: str) -> None:
    found = [c for c in salient(text) if c.claim == claim]
    assert found and found[0].kind == kind, _kinds(text)


# --- staff named with their post, then a change in how they work -------------------------


@pytest.mark.parametrize(
    ("text", "tie", "word"),
    [
        (
            "my paralegal Yusuf is out sick today so I'm covering his filings",
            "Yusuf is my paralegal",
            "out sick",
        ),
        (
            "Our pastry chef Ingrid is going part-time after the new year",
            "Ingrid is our pastry chef",
            "part-time",
        ),
        ("our receptionist Dana gave notice this morning", "Dana is our receptionist", "notice"),
        ("our head chef Marco resigned on Friday", "Marco is our head chef", "resigned"),
        ("my nanny Rosa is off until Thursday", "Rosa is my nanny", "until Thursday"),
    ],
)
def test_staff_tie_then_condition(text: str, tie: str, word: str) -> None:
    found = salient(text)
    assert any(c.claim == tie and c.kind == "relationship" for c in found), _kinds(text)
    assert any(word in c.claim and c.claim != tie for c in found), _kinds(text)


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Elena (the new associate) is admitted in NY and NJ but not CT yet",
            "Elena is the new associate",
        ),
        (
            "Rafa (the site engineer) has signed off the scaffold drawings",
            "Rafa is the site engineer",
        ),
        (
            "Glenys is great, and Kwame (our part-time tech, Tuesdays only) can't be everywhere",
            "Kwame is our part-time tech",
        ),
        (
            "Still waiting on the risk assessment from our EVC, Yvonne Castellanos.",
            "Yvonne Castellanos is our EVC",
        ),
    ],
)
def test_role_in_brackets_or_closing_the_statement(text: str, claim: str) -> None:
    found = [c for c in salient(text) if c.claim == claim]
    assert found and found[0].kind == "relationship", _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Biscuit (the dog) goes to the groomer on Fridays",
        "we met with Biscuit (the dog) and Sam at the park",
    ],
)
def test_a_pet_in_brackets_is_no_post(text: str) -> None:
    assert all(c.claim != "Biscuit is the dog" for c in salient(text)), _kinds(text)


# --- someone's part of the work done ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Tessa finished the swamp biome ahead of schedule", "swamp biome"),
        ("Oskar finished 9 of the 14 tracks", "14 tracks"),
        ("Oksana rolled back the config on two nodes", "config"),
        ("Anjali sent over the final icon set", "icon set"),
        ("Halvorsen Farms paid the March invoice", "March invoice"),
        ("Priyanka submitted the grant report on Monday", "grant report"),
    ],
)
def test_a_persons_done_work_is_project_state(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "project_state", _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Mom sent me a photo of the dog",  # no work handed over
        "I finished the book last night",  # the user, read elsewhere
    ],
)
def test_done_work_near_misses(text: str) -> None:
    assert all(c.rule != "frame:named×change" for c in salient(text)), _kinds(text)


# --- someone and the user as one subject; "I never told you" as a lead --------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        (
            "Oh I never told you — Dario and I are on good terms again, he's advising on the Greenleaf deal",
            "Dario and I are on good terms",
        ),
        ("I don't think I told you, Mia and I are co-leading the Lisbon offsite", "Mia and I are"),
    ],
)
def test_someone_and_i_stay_one_subject(text: str, word: str) -> None:
    found = salient(text)
    assert any(word in c.claim for c in found), _kinds(text)
    assert all("Ares" not in c.claim and not c.claim.startswith("Never told") for c in found)


def test_and_i_still_starts_a_clause() -> None:
    # "and I think …" after a statement is the user's own clause
    assert "Talked to Priya" in claims("I talked to Priya and I think we should delay the launch")


# --- a named person's taste or word after "and"; a reported promise -------------------------


@pytest.mark.parametrize(
    ("text", "claim", "kind"),
    [
        (
            "The deposit at St Wilfrid's is non-refundable and Sunita loves the hall now anyway",
            "Sunita loves the hall now",
            "preference",
        ),
        (
            "the venue moved the tasting to the 12th and Jonah hates the new menu",
            "Jonah hates the new menu",
            "preference",
        ),
        (
            "Dean will do two of the Leeds weekends and Marcus said he'll do the other two",
            "Marcus said he'll do the other two",
            "commitment",
        ),
        (
            "Priya said she'd send the signed contract by Friday",
            "Priya said she'd send the signed contract by Friday",
            "commitment",
        ),
    ],
)
def test_taste_or_promise_after_and(text: str, claim: str, kind: str) -> None:
    found = [c for c in salient(text) if c.claim == claim]
    assert found and found[0].kind == kind, _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "Marguerite from Polyglot Systems said they'll sponsor us at $500/month from January",
        "Kofi said he'd be late tomorrow",  # a situation, not a promise
    ],
)
def test_reported_promise_near_misses(text: str) -> None:
    assert all(c.kind != "commitment" for c in salient(text)), _kinds(text)


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "Jae's allergic to shellfish btw so don't put him on the raw bar",
            "Jae is allergic to shellfish",
        ),
        ("Mira's pregnant, due in February", "Mira is pregnant, due in February"),
    ],
)
def test_name_s_condition_reads_as_is(text: str, claim: str) -> None:
    assert claim in claims(text), _kinds(text)


def test_a_dropped_subject_is_no_caller() -> None:
    assert all(
        not c.claim.startswith("Just says") for c in salient("just called, she says it's fine")
    )
