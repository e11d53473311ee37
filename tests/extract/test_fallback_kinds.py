"""The kind of an English fallback statement, by verb and subject class (rules round 6).

``english.anchored_kind`` reads the claim of a statement the fallback tier kept or the
anchors raised. Each class is asserted on paraphrases from several domains (on the claim, as
the tier hands it over, and end to end), and on near-misses that must not fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, salient
from writeback.extract.rules.english import anchored_kind


def kind_of(claim: str, kind: str = "fact") -> str:
    return anchored_kind(claim, kind, "en.fallback.thing:" + kind)


def kinds(text: str) -> list[str]:
    return [c.kind for c in salient(text)]


# -- anyone who settles a question decides -----------------------------------------------
@pytest.mark.parametrize(
    "claim",
    [
        "Sunita and Graham have decided NO speeches at the renewal",
        "Priya and Tom have agreed on a 60/40 split for the Lisbon flat",
        "The Hendersons have decided to skip the rehearsal dinner in June",
        "Mum finally chose the oak casket for the service on Friday",
        "Board approved the ESOP pool at 12% post-money yesterday",
        "the HOA passed the new $45 monthly fee",
    ],
)
def test_anyone_who_decided(claim: str) -> None:
    assert kind_of(claim) == "decision", claim


@pytest.mark.parametrize(
    "claim",
    [
        "Marco still hasn't decided about the Porto offer by June",
        "Nobody decided on anything yet for the Oct 5 gala",
        "Fenwick Motors agreed to sponsor the shirts two seasons 1500 a year",
        "Haven't decided if the Ashford job is worth $2k",
        "the client agreed with Dana about the March launch",
        "Everyone agreed the Porto venue was too small for 120",
    ],
)
def test_not_a_decision_taken(claim: str) -> None:
    assert kind_of(claim) != "decision", claim


# -- a rule or limit set from now on -----------------------------------------------------
@pytest.mark.parametrize(
    "claim",
    [
        "4 weddings in 5 weeks is too many, I'm capping it at 3 per month from next year",
        "Is limiting consults to 2 per day from January",
        "We're only taking deposits by bank transfer from January",
        "Brennerman cold storage is goin appts only no more fcfs on there docks starting the 1st",
        "Fairview Dental is going paperless starting the 1st, no more printed forms",
        "Starting next month, no more walk-ins after 5pm at the Dunmore clinic",
        "the new oncall rotation is weekly handoff mon 10am, 6 ppl in the pool",
        "Our new returns policy is 30 days with a receipt",
        "My prices for next year: full planning from £4,800, partial £2,900",
        "My rates for 2025: half day $900, full day $1,600",
        "Not telling Mira & Jonah until I have a plan B",
        "Is not signing the Carver lease until the inspection on the 12th",
    ],
)
def test_a_rule_set_from_now_on(claim: str) -> None:
    assert kind_of(claim) == "decision", claim


@pytest.mark.parametrize(
    "claim",
    [
        "The delivery is going to Phoenix on Tuesday",
        "We're going to Lisbon from the 3rd to the 10th",
        "Going back to Leeds starting the 14th for 2 weeks",
        "We're going to need 3 more drivers for the March rush",
        "we're going to miss the Oct 5 deadline for the Hale grant",
        "No more than 40 people fit in the Hale barn",
        "My prices went up 8% with the supplier in March",
        "Not sure the Carver lease is worth $2k more",
        "The new hire starts on the 14th at the Reno office",
    ],
)
def test_not_a_rule_set(claim: str) -> None:
    assert kind_of(claim) != "decision", claim


# -- what the user told someone they would do --------------------------------------------
@pytest.mark.parametrize(
    "claim",
    [
        "Told Sunita we'd lock in 2024 pricing if they confirm flowers by Oct 31",
        "Told my landlord I'd have the $1,200 to him by the 5th",
        "Assured the Okafor family we'll have the plans ready in March",
        "Dolores also wants a weekly escalation digest from me every Monday, I said yes",
    ],
)
def test_told_someone_we_would(claim: str) -> None:
    assert kind_of(claim) == "commitment", claim


@pytest.mark.parametrize(
    "claim",
    [
        "Told Sam about the Lisbon trip in May",
        "Told Priya we were fully booked for June",
        "The Wexford Family Fund wants a site visit in may, I said yes",
    ],
)
def test_told_without_a_promise(claim: str) -> None:
    assert kind_of(claim) != "commitment", claim


# -- a helper named by their role --------------------------------------------------------
@pytest.mark.parametrize(
    "claim",
    [
        "Receiving guy there is walt 555 0142 hes ok just don't call him b4 6am",
        "Our field coordinator in Nakuru is Wanjiru she's been with us since 2019",
        "The new bookkeeper is Dana Oyelaran, starts in March",
        "the parts guy at Hendricks is marco, ask for him by name",
        "their contact Priyanka Sethi changed the theme AGAIN for the Oct 5 gala",
        "The roof guy, Dmitri from Carver Roofing, quoted $9,400 for the replacement",
        "New driver starts monday name is lupe castaneda she came from swiftline",
        "Photographer for Mira & Jonah is Eitan Shalev, needs a full 45 min",
        "Lev from Nimbusvault is our TAM now, way more responsive than the last one",
    ],
)
def test_a_helper_by_role(claim: str) -> None:
    assert kind_of(claim) == "relationship", claim


@pytest.mark.parametrize(
    "claim",
    [
        "The delivery guy is late again, third time in 2 weeks",
        "My accountant at Fenwick is great with the $ stuff",
        "the contact form on the Hale site is broken since June",
        "Is at FOSDEM all weekend, expect slow replies",
        "The plumber is coming on the 14th at 9am",
        "We moved the chair Monday to the Reno office",
        "the new driver is Friday's problem, starts at 6am",
    ],
)
def test_a_role_without_a_name(claim: str) -> None:
    assert kind_of(claim) != "relationship", claim


# -- a habit of the user's own -----------------------------------------------------------
@pytest.mark.parametrize(
    "claim",
    [
        "Doesn't answer on Sundays unless it's wedding week",
        "Doesn't take calls after 6pm unless it's a site emergency",
        "Does NOT do destination weddings anymore",
        "Only check the shared inbox on Mondays and Thursdays",
        "Never drives the reefer loads on weekends",
    ],
)
def test_a_habit(claim: str) -> None:
    assert kind_of(claim) == "preference", claim


@pytest.mark.parametrize(
    "claim",
    [
        "Doesn't have the Hale invoice from March",
        "Never got the $300 refund from Delta",
        "Only took 2 days off in August",
    ],
)
def test_not_a_habit(claim: str) -> None:
    assert kind_of(claim) != "preference", claim


# -- a thing of the user's work is its state; a thing of their life a fact ---------------
@pytest.mark.parametrize(
    "claim",
    [
        "The Oct 22 outage was a bad DNS change on the vendor's side",
        "The Hollis job got postponed to the 28th, the venue flooded",
        "The venue deposit of $3,000 is due on March 1",
        "Pu 7am at sunridge produce in yuma del wed 6pm at valleymart dc phoenix",
        "Tidewater phase 2 budget is capped at 40k EUR",
        "The Okafor grant renewal is due in April",
    ],
)
def test_a_work_thing(claim: str) -> None:
    assert kind_of(claim) == "project_state", claim


@pytest.mark.parametrize(
    "claim",
    [
        "My knee surgery is on the 14th at St Mary's",
        "Just moved to Berlin from Toronto last month",
        "Note that the board meeting is on the 14th",
        "Paid for the venue deposit, $1,200",
        "The delivery guy is late again, third time in 2 weeks",
        "Our anniversary trip is in October",
        "My sister's wedding is on June 14 in Leeds",
        "The car payment of $410 is due on the 3rd",
        "The plan is to leave for Leeds at 6am on the 14th",
    ],
)
def test_a_life_thing(claim: str) -> None:
    assert kind_of(claim) == "fact", claim


# -- end to end: the classes reach a kept or raised statement ----------------------------
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("I told Sunita we'd lock in 2024 pricing if they confirm flowers by Oct 31", "commitment"),
        ("I told my landlord I'd have the $1,200 to him by the 5th", "commitment"),
        ("Please remember: I don't answer on Sundays unless it's wedding week.", "preference"),
        ("I don't take calls after 6pm unless it's a site emergency.", "preference"),
        ("I'm limiting consults to 2 per day from January.", "decision"),
        ("Sunita and Graham have decided NO speeches at the renewal", "decision"),
        ("The Oct 22 outage was a bad DNS change on the vendor's side", "project_state"),
        ("The new bookkeeper is Dana Oyelaran, starts in March", "relationship"),
    ],
)
def test_end_to_end(text: str, kind: str) -> None:
    assert kind in kinds(text), (text, EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "We are actually not on Heroku",  # a kept statement is never re-read as a fix
        "Nobody decided on anything yet",
    ],
)
def test_end_to_end_near_misses(text: str) -> None:
    assert not {"correction", "decision"} & set(kinds(text)), (text, EX.extract(text))


# -- who someone reports to; a group named by its members ---------------------------------
@pytest.mark.parametrize(
    "claim",
    [
        "The payments team sits under Marta now",
        "Reports to Ines Carvalho since the reorg in March",
        "the night shift falls under Dotun from the 1st",
        "My committee is Hallström, Kaur, and Professor Lindqvist from stats",
        "Our collaborator at the Tavira Institute is Dr. Nuno Sequeira",
        "The Fedora packager, Ottilie, says our tarballs aren't reproducible",
    ],
)
def test_a_tie_by_structure(claim: str) -> None:
    assert kind_of(claim) == "relationship", claim


@pytest.mark.parametrize(
    "claim",
    [
        "The report goes to Finance on the 5th",
        "Sits under the Dunmore office budget since March",
    ],
)
def test_not_a_tie_by_structure(claim: str) -> None:
    assert kind_of(claim) != "relationship", claim


# -- what the team says it will hand over; a choice of the user's own --------------------
@pytest.mark.parametrize(
    ("claim", "kind"),
    [
        ("We will send quarterly impact reports as agreed", "commitment"),
        ("We'll cover the venue deposit by the 1st", "commitment"),
        ("We will provide 2 volunteers for the Oct 5 cleanup", "commitment"),
        ("Cancelled the gym membership at IronWorks, I just run outside now", "decision"),
        ("Dropped my Hulu subscription in March, never used it", "decision"),
        ("Is pinning kestrel-sdk to 4.2.1", "decision"),
        ("We're standardizing on Xero for all 3 shops", "decision"),
    ],
)
def test_given_or_chosen(claim: str, kind: str) -> None:
    assert kind_of(claim) == kind, claim


@pytest.mark.parametrize(
    "claim",
    [
        "We will have 40 guests at the Hale barn",
        "Cancelled the Hale order because the pallets were wrong",
        "Is locked out of the Reno portal since Monday",
    ],
)
def test_neither_given_nor_chosen(claim: str) -> None:
    assert kind_of(claim) not in ("commitment", "decision"), claim


# -- "our" life against "our" work --------------------------------------------------------
@pytest.mark.parametrize(
    ("claim", "kind"),
    [
        ("Our anniversary is October 4", "fact"),
        ("We booked the Airbnb in Asheville for the week of July 8", "fact"),
        ("Our dog Pip has his shots on the 3rd", "fact"),
        ("Our Q3 invoice run is on the 3rd", "project_state"),
        ("We booked the venue for the Oct 5 gala", "project_state"),
    ],
)
def test_our_life_or_work(claim: str, kind: str) -> None:
    assert kind_of(claim, "project_state") == kind, claim


@pytest.mark.parametrize(
    ("claim", "kind"),
    [
        ("Needs to renew our 501c3 state registration, it lapses in april", "project_state"),
        ("Has to renew our liquor license by the 15th", "project_state"),
        ("Needs to renew my passport before the Lisbon trip in May", "fact"),
        ("Has to file our tax returns by April 15", "fact"),
    ],
)
def test_a_task_on_our_work(claim: str, kind: str) -> None:
    assert kind_of(claim) == kind, claim


# -- end to end: a kept statement re-kinded -----------------------------------------------
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("The team lead is now Olu, not Dana", "correction"),
        ("The payments team sits under Marta now", "relationship"),
        ("Veltrix deposit is in, £14,400 (30%), first client that paid on time", "project_state"),
        ("Our anniversary is October 4", "fact"),
    ],
)
def test_kept_end_to_end(text: str, kind: str) -> None:
    assert kind in kinds(text), (text, EX.extract(text))


# -- a situation or a list line that is something owed -----------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Open items:\n- Mira: 3 mocktail options by Thurs\n- Kit order: 24 shirts, Stanmore",
        "To chase:\n- Rufus: signed amended contract back by Fri\n- Dock 4: repainted",
        "Owed:\n- Priyanka: Kyoto concept deck v2 Monday\n- Hollis job: confirmed",
        "remind me i owe Marta $80 for the concert tickets, paying her back on fri",
        "Told her ill talk to gary by end of month",
        "I told the landlord I'll have the deposit by the 3rd",
    ],
)
def test_something_owed(text: str) -> None:
    assert "commitment" in kinds(text), (text, EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "Status:\n- Northgate Dental: signed ✅\n- Pemberly Yoga: waiting on deposit",
        "Status:\n- Ref for sat: confirmed\n- Kit order: 24 shirts, Stanmore Sports",
        "I'm ill this week, back on Monday",
    ],
)
def test_nothing_owed(text: str) -> None:
    assert "commitment" not in kinds(text), (text, EX.extract(text))


# -- a note to remember who someone is ---------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "For future reference: the kids' pediatrician is Dr. Halvard at Birchgate Clinic.",
        "Remember that the Hale account owner on the ops side is Dana Pike.",
        "FYI all refunds over $500 must be approved by the CFO, Marta Ilic, from next month.",
    ],
)
def test_a_note_of_who(text: str) -> None:
    assert "relationship" in kinds(text), (text, EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "For future reference: the spare key is with the Brennans next door.",
        "For future reference: the delivery guy is usually late on Fridays.",
    ],
)
def test_a_note_of_what(text: str) -> None:
    assert "relationship" not in kinds(text), (text, EX.extract(text))


# -- a pet's life is a fact; naming it is a tie -------------------------------------------
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Our dog Biscuit just got diagnosed with hip dysplasia", "fact"),
        ("Biscuit (the dog) goes to the groomer every 6 weeks", "fact"),
        ("Our horse Juniper is boarding at Hillcrest until May", "fact"),
        ("My cat is called Miso", "relationship"),
    ],
)
def test_a_pet(text: str, kind: str) -> None:
    assert kinds(text) == [kind], (text, EX.extract(text))


def test_a_person_is_no_pet() -> None:
    assert "relationship" in kinds("My sister Dalia just got diagnosed with asthma")


# -- a change of mind said with the value --------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Quillon Coffee wants the packaging in kraft paper not white, they changed their mind",
        "The Hendersons want the ceremony at 3pm not 2pm, they changed their minds this morning",
    ],
)
def test_changed_their_mind(text: str) -> None:
    assert "correction" in kinds(text), (text, EX.extract(text))


def test_a_preference_against_is_no_change_of_mind() -> None:
    assert "correction" not in kinds("Quillon Coffee wants kraft paper not white for the 2025 bags")


# -- done with a party, or a rule the team adopts: a decision, not a taste ----------------
@pytest.mark.parametrize(
    "text",
    [
        "Never working with Glimmer Hire again, they ghosted us twice",
        "I'm never ordering from Stanmore Sports again after the sizing mess",
        "Going forward let's keep all feature flags in LaunchDarkly, no more env-var flags",
    ],
)
def test_done_with_a_party(text: str) -> None:
    assert "decision" in kinds(text), (text, EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I never drink coffee after 2pm",
        "Never use semicolons in the Hale repo",
        "Going forward, use British spelling in the docs",
    ],
)
def test_a_taste_stays(text: str) -> None:
    assert "decision" not in kinds(text), (text, EX.extract(text))


# -- a limit the user keeps for themselves -------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "I'm trying to cut back on caffeine, no more than one coffee a day.",
        "I'm cutting back on sugar until the Lisbon trip in May.",
    ],
)
def test_a_self_limit(text: str) -> None:
    assert "preference" in kinds(text), (text, EX.extract(text))


@pytest.mark.parametrize(
    "text",
    [
        "I'm cutting back on hours at the Reno shop from January.",
        "I'm in Lisbon until the 14th, back on Monday.",
        "My therapist told me I need to cut back on the late-night runs",
    ],
)
def test_not_a_self_limit(text: str) -> None:
    assert "preference" not in kinds(text), (text, EX.extract(text))


# -- a day on the calendar as the subject is no person -----------------------------------
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Oct 5 is the Veltrix tasting", "project_state"),
        ("Friday is the Hale delivery, 6am at dock 4", "project_state"),
        ("June 14 is my mum's birthday party", "fact"),
    ],
)
def test_a_date_subject(text: str, kind: str) -> None:
    assert kinds(text) == [kind], (text, EX.extract(text))


def test_a_named_role_stays() -> None:
    assert "relationship" in kinds("Sanjay is the Veltrix contact")
