"""Behaviour of the English "thing × status" family of issue 12, round 8: statements whose
subject is a thing, place, event or piece of work (not a person) whose state or schedule
changed. Their verbs are everyday words the code and chatter vetoes also hold ("broke",
"stuck", "pushed", "again"), so they were dropped. Each family is asserted on paraphrases from
several domains, and on near-misses (small talk, code talk) that must not fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def _kinds(text: str) -> list[tuple[str, str, bool, str | None]]:
    return [(c.claim, c.kind, c.transient, c.rule) for c in salient(text)]


def _about(text: str, word: str):
    return [c for c in salient(text) if word.lower() in c.claim.lower()]


# --- a thing out of action or held up: project state, for now ---------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("the boiler at 4 Lark Rise is broken again", "boiler"),
        ("the walk-in compressor is making that noise again", "compressor"),
        ("the lift in block B is out of service again", "lift"),
        ("the forklift in bay 3 is leaking hydraulic fluid", "forklift"),
        ("the new griddle's on backorder", "griddle"),
        ("the kiln at the studio is acting up again", "kiln"),
        ("the shipment from Rotterdam is stuck in customs", "shipment"),
        ("the dryer in the salon is dead", "dryer"),
    ],
)
def test_a_thing_out_of_action_is_project_state_for_now(text: str, word: str) -> None:
    found = _about(text, word)
    assert found and found[0].kind == "project_state" and found[0].transient, _kinds(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("the pump truck broke down on the highway", "pump truck"),
        ("the hood fan over the fryer died", "hood fan"),
        ("our walk-in fridge died overnight", "walk-in fridge"),
        ("the church hall boiler has stopped working", "boiler"),
    ],
)
def test_a_thing_that_broke_down_is_project_state(text: str, word: str) -> None:
    found = _about(text, word)
    assert found and found[0].kind == "project_state", _kinds(text)


# --- a schedule moved or a status settled ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("The concrete pour on block C got pushed because the pump truck broke down", "pour"),
        ("the Hartley Road viewing got moved to friday", "viewing"),
        ("the Pemberton trial got continued again", "trial"),
        ("the venue deposit is non-refundable", "deposit"),
        ("the Calloway invoice for £1,214 is disputed", "invoice"),
        ("the science budget for next year is being cut from £18,500 to £14,200", "budget"),
        ("the clinic's phone number has changed to 01632 960 418", "phone number"),
        ("the roof inspection was postponed", "roof inspection"),
        ("the conflict check on Novak came back clean", "conflict check"),
        ("the request for a second forklift got turned down again", "forklift"),
        ("the chain on Mill Farm House has collapsed", "chain"),
        ("the Kibeti well is done", "well"),
        ("unit 4 at Harbour Court is finished", "unit 4"),
        ("the -80 freezer in room 214 alarmed overnight", "freezer"),
    ],
)
def test_a_schedule_or_status_change_is_project_state(text: str, word: str) -> None:
    found = _about(text, word)
    assert found and found[0].kind == "project_state", _kinds(text)


def test_a_near_schedule_holds_for_now() -> None:
    found = _about("the Hartley Road viewing got moved to friday", "viewing")
    assert found and found[0].transient, _kinds("the Hartley Road viewing got moved to friday")
    later = _about("the roof inspection was postponed to March 3", "inspection")
    assert later and not later[0].transient


def test_a_thing_of_ones_own_life_is_a_fact() -> None:
    for text in ("my car broke down outside Leeds", "my boiler is broken again"):
        found = salient(text)
        assert found and found[0].kind == "fact", _kinds(text)


# --- an event set for a day: "<event> is <when>" -----------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "now"),
    [
        ("health inspection is thursday morning", "project_state", True),
        ("the site walkthrough's friday at 10", "project_state", True),
        ("the trade fair is on the 14th", "project_state", False),
        ("the board meeting is on the 14th", "fact", False),  # a day on the calendar
        ("our AGM is on the 14th of March", "fact", False),  # a club's calendar
        ("the christening is next sunday", "fact", True),
    ],
)
def test_an_event_set_for_a_day(text: str, kind: str, now: bool) -> None:
    found = salient(text)
    assert found and (found[0].kind, found[0].transient) == (kind, now), _kinds(text)


# --- near-misses: small talk and code talk stay out --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the coffee here is awful",
        "the weather broke",
        "the weather broke overnight finally",
        "the wifi died again",
        "my laptop died again",
        "the game got moved to friday",  # TV, small talk
        "the build is broken again",
        "the tests are stuck in pending",
        "the dev server died again",
        "the function is broken",
        "the login page is broken again",
        "the filters are still broken",
        "the deploy got pushed",
        "the pipeline is stuck on the lint step",
        "the script died when the cache filled up",
        "the laundry is done",  # done, of an unnamed everyday thing
        "the pasta's done",
        "my alarm went off at 6",
        "my laptop is slow today",
    ],
)
def test_small_talk_and_code_talk_stay_out(text: str) -> None:
    assert all(c.rule != "frame:thing×status" for c in salient(text)), _kinds(text)
    assert not any("coffee" in c.claim or "weather" in c.claim for c in salient(text))


@pytest.mark.parametrize(
    "text",
    [
        "my laptop is slow today",
        "the coffee here is awful",
        "the weather broke",
        "the laundry is done",
    ],
)
def test_small_talk_about_things_is_not_kept(text: str) -> None:
    assert salient(text) == [], _kinds(text)


def test_a_setup_is_still_who_the_user_is() -> None:
    found = salient("my laptop is a 2021 M1 MacBook Pro")
    assert found and found[0].rule == "en.identity", _kinds("my laptop is a 2021 M1 MacBook Pro")


# --- an event named bare, money in arrears, hours changing -------------------------------------


@pytest.mark.parametrize(
    ("text", "now"),
    [
        ("health inspection got pushed to next week", True),
        ("Y10 exams will run the week of 3rd March", False),
        ("site visit got cancelled because of the storm", False),
        ("the tenants at 9 Orchard Way are two months in arrears", True),
        ("the Hallorans are three weeks in arrears on the studio", True),
        ("our opening hours are changing from next month", False),
    ],
)
def test_more_things_whose_status_changed(text: str, now: bool) -> None:
    found = salient(text)
    assert found and (found[0].kind, found[0].transient) == ("project_state", now), _kinds(text)
    assert found[0].rule == "frame:thing×status"


# --- a case name is one subject: "Harwell v. Osterby" does not end a sentence ----------------


@pytest.mark.parametrize(
    "text",
    [
        "fyi the Harwell v. Osterby status conference got moved to Jan 14 at 9:30",
        "the Danvers v. Kellogg hearing got postponed to March 3",
    ],
)
def test_a_case_name_keeps_its_sentence_whole(text: str) -> None:
    found = salient(text)
    assert len(found) == 1 and " v. " in found[0].claim, _kinds(text)
    assert found[0].kind == "project_state"


# --- a thing's state after a comma is a fact of its own -----------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("the brunch launch slipped to Jan 17, the new griddle's on backorder", "griddle"),
        ("we moved the install to Monday, the crane is still broken", "crane"),
        ("Harlow Foods signed the renewal, the delivery van broke down on the M6", "delivery van"),
    ],
)
def test_a_things_state_after_a_comma_is_its_own_fact(text: str, word: str) -> None:
    found = _about(text, word)
    assert found and found[0].rule == "frame:thing×status", _kinds(text)
    assert len(salient(text)) >= 2, _kinds(text)


def test_a_retired_file_after_a_migration_is_not_split() -> None:
    text = "We switched from Jenkins to GitHub Actions in January, the Jenkinsfile is dead"
    assert all(c.rule != "frame:thing×status" for c in salient(text)), _kinds(text)


def test_money_in_a_life_is_a_fact() -> None:
    for text in ("the car insurance is overdue again", "the rent on the flat is in arrears"):
        found = salient(text)
        assert found and found[0].kind == "fact", _kinds(text)


# --- faults, fleet numbers, a sigh before the news --------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("the Dunmore St unit has a leak in the roof", "leak"),
        ("the kiln at the Mercer studio is cracked", "kiln"),
        ("the works van has a slow puncture", "puncture"),
        ("383 broke down again outside Lubbock", "383"),
        ("ugh 383 broke down again outside lubbock", "383"),
        ("great, the pour on plot 12 got pushed to thursday", "pour"),
    ],
)
def test_faults_and_fleet_numbers(text: str, word: str) -> None:
    found = _about(text, word)
    assert found and found[0].rule == "frame:thing×status", _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "ugh the dishwasher is leaking again",  # a sigh about the day, no anchor
        "my code has a memory leak",
        "the query has a bug",
        "ugh the weather broke",
    ],
)
def test_venting_and_code_faults_stay_out(text: str) -> None:
    assert all(c.rule != "frame:thing×status" for c in salient(text)), _kinds(text)


# --- a thing's status reported by someone ------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "tony said his apu is actin up again",
        "Priya says the lift in block B is out of service again",
        "Marek mentioned the kiln at the Mercer studio is cracked",
    ],
)
def test_a_reported_thing_status_is_project_state_for_now(text: str) -> None:
    found = salient(text)
    assert found and (found[0].kind, found[0].transient) == ("project_state", True), _kinds(text)


def test_a_reported_small_talk_is_no_thing_status() -> None:
    found = salient("Priya says the coffee machine is broken again")
    assert not found or not found[0].transient, _kinds("Priya says the coffee machine is broken")


@pytest.mark.parametrize(
    "text",
    [
        "the replacement pump should arrive on monday",
        "the skip gets collected tomorrow",
        "the new boiler is due to be fitted on thursday",
    ],
)
def test_a_delivery_expected_is_project_state_for_now(text: str) -> None:
    found = salient(text)
    assert found and (found[0].kind, found[0].transient) == ("project_state", True), _kinds(text)


def test_a_code_delivery_is_no_thing_status() -> None:
    for text in ("the fix should land tomorrow", "the package should arrive tomorrow"):
        assert all(c.rule != "frame:thing×status" for c in salient(text)), _kinds(text)
