"""Round 9 (enlife): personal life and caregiving in English — kin words of other languages,
the health of the people close to the user, the people of their care, names typed in lower
case. Fresh sentences only (other names, other families, other wording than the eval turns).
"""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def _kinds(text: str) -> list[str]:
    return [c.kind for c in salient(text)]


def _one(text: str):
    found = salient(text)
    assert len(found) == 1, [c.claim for c in found]
    return found[0]


# --- kin words of another language, read as English kin nouns ---------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("할머니 has a pacemaker since last spring", "할머니"),
        ("halmoni takes donepezil 10mg every night now", "halmoni"),
        ("엄마's insulin is 12 units at bedtime", "엄마"),
        ("外婆 is on warfarin since the stroke in 2019", "外婆"),
    ],
)
def test_loan_kin_subject_is_read_and_kept_as_typed(text: str, word: str) -> None:
    c = _one(text)
    assert c.kind == "fact"
    assert (
        word in c.claim.lower() or word in c.claim
    )  # the claim keeps the word as typed, not "Grandma"/"Mom"


def test_hangul_kin_word_keeps_an_english_sentence_english() -> None:
    from writeback.extract.rules import detect_language

    assert detect_language("아빠 didnt sleep again") == "en"
    assert detect_language("엄마 takes her pills at 8") == "en"
    # a Korean sentence with a kin word stays Korean
    assert detect_language("아빠가 오늘 병원에 갔어요") == "ko"
    assert detect_language("엄마 생신이 다음 주예요") == "ko"


def test_kin_title_after_a_name_is_dropped_for_reading_and_kept_in_claim() -> None:
    c = _one("keep in mind minsoo 오빠's wife hana is the one who does their taxes")
    assert "minsoo 오빠" in c.claim.lower()
    c = _one("jae unni said she can cover sunday mornings")
    assert "unni" in c.claim.lower()


def test_kin_word_before_a_name_is_a_title_not_mapped() -> None:
    # "Nani Priya", "Tio Marco": the name stays the subject
    assert all("Grandma" not in c.claim for c in salient("Nani Priya lives with us in Leeds"))
    assert all("uncle" not in c.claim.lower() for c in salient("Tio Marco moved to Quito"))


def test_upper_case_acronym_is_not_a_kin_word() -> None:
    for c in salient("the OMA review is due friday"):
        assert "Grandma" not in c.claim


# --- the health of someone close is a fact, not a tie ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "my stepmom takes 25mg of losartan every morning",
        "Grandpa is allergic to sulfa drugs",
        "my husband has type 1 diabetes",
        "my dad started dialysis three times a week",
        "Nonna fell on the stairs last night",
        "my father-in-law was diagnosed with parkinson's in march",
    ],
)
def test_health_of_someone_close_is_a_fact(text: str) -> None:
    c = _one(text)
    assert c.kind == "fact", (c.claim, c.rule)


def test_health_rule_leaves_ties_and_roles_alone() -> None:
    # who someone is stays a relationship, even in a clinic
    assert _kinds("my sister is a nurse at Mercy General") == ["relationship"]
    assert _kinds("my wife is an oncologist at Kaiser") == ["relationship"]
    assert _kinds("Mum's cardiologist is Dr. Feldmann") == ["relationship"]
    # a work thing with a dose-like number is not a person's health
    assert "fact" not in _kinds("we use Stripe for billing, the team is on Postgres 16")


# --- a bare kin word names someone as a name does --------------------------------------


def test_bare_kin_subject_statement_is_a_fact() -> None:
    c = _one("Dad mows the lawn every saturday")
    assert c.kind == "fact"
    c = _one("Mom watches her korean dramas every night till 11")
    assert c.kind == "fact"


def test_kin_statement_that_says_who_someone_is_stays_a_tie() -> None:
    assert _kinds("Nani Priya is Arjun's grandmother") != []
    assert "fact" not in _kinds("my mom's partner Reuben is a carpenter")


# --- the people of someone's care -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the hospice chaplain is named Oyelaran",
        "Gloria is the new home health aide, from Sunrise Care",
        "their pcp is Dr. Abernathy at Oakview",
        "Okonjo is the social worker on Mum's case",
        "the speech therapist is Leilani",
    ],
)
def test_care_roles_tie_a_name(text: str) -> None:
    assert _kinds(text) == ["relationship"], [(c.claim, c.rule) for c in salient(text)]


# --- a name typed in lower case opening a sentence with capitals elsewhere -------------


def test_lower_case_name_with_capitals_later_is_raised() -> None:
    assert _kinds("rosalind is the night carer btw, from Helping Hands") == ["relationship"]
    assert _kinds("dr moreau is her neurologist") == ["relationship"]


def test_lower_case_role_word_is_not_raised_as_a_name() -> None:
    # "bookkeeper is Ifeoma Achebe" keeps reading the role, not a person called Bookkeeper
    c = _one("bookkeeper is Ifeoma Achebe, she does the payroll on the 25th")
    assert c.kind == "relationship"


# --- someone else's passing mood is dropped -------------------------------------------


@pytest.mark.parametrize(
    "text", ["so Grandpa isn't freaked out", "Mum got agitated", "Oskar was so confused"]
)
def test_someone_elses_passing_mood_is_dropped(text: str) -> None:
    assert salient(text) == []


def test_a_mood_with_a_fact_is_kept() -> None:
    assert salient("Grandpa is anxious about the hip surgery on the 14th") != []


# --- a role in brackets after a name, anywhere in the statement -----------------------


def test_role_in_brackets_after_a_name_is_a_tie() -> None:
    found = salient("i ran into Joss (the sitter) at the pharmacy, she has our spare key")
    assert any(c.kind == "relationship" and c.claim == "Joss is the sitter" for c in found)
    found = salient("we saw dr reyes (cardiologist) on monday and she wants a holter for 48 hrs")
    assert any(c.kind == "relationship" and "cardiologist" in c.claim for c in found)


def test_role_in_brackets_opening_a_statement_is_said_once() -> None:
    found = salient("Wiebke (advisor) wants fortnightly updates")
    ties = [c for c in found if c.kind == "relationship"]
    assert len(ties) == 1


# --- a carer's standing hours after who they are -------------------------------------


def test_carer_hours_after_who_they_are_is_a_standing_fact() -> None:
    found = salient("Oluchi is the weekend aide, she comes sat-sun 8am to 4pm")
    assert [c.kind for c in found] == ["relationship", "fact"]
    assert found[1].transient is False
    found = salient("Tomasz is our night nurse, he comes mon-thu 10pm to 6am")
    assert [c.kind for c in found] == ["relationship", "fact"]


def test_visiting_on_a_near_span_stays_for_now() -> None:
    # a span of days without standing hours is still for now
    (c,) = salient("I'm in Rotterdam Tue-Thu")
    assert c.transient is True
    # a manner, not hours: one fact
    assert len(salient("Oluchi is the weekend aide, she comes highly recommended")) == 1


# --- a list of someone's medicines after one verb -------------------------------------


def test_medicine_list_gives_one_fact_per_item() -> None:
    found = salient(
        "Grandma takes donepezil 10 at night, losartan 50 in the morning, and eye drops twice a day"
    )
    assert [c.kind for c in found] == ["fact", "fact", "fact"]
    assert all(c.claim.startswith("Grandma takes") for c in found)
    assert any("losartan 50" in c.claim for c in found)
    found = salient("i take vitamin d daily, iron every other day, and omeprazole before breakfast")
    assert len(found) == 3 and found[0].claim.startswith("Takes vitamin d")


def test_medicine_list_keeps_a_kin_word_as_typed() -> None:
    found = salient(
        "할머니 takes metoprolol 25 twice a day, aspirin 81 daily, and insulin at night"
    )
    assert len(found) == 3 and all(c.claim.startswith("할머니 takes") for c in found)


def test_a_list_that_is_not_medicine_stays_one_statement() -> None:
    assert len(salient("Kemal takes the bus, the train, and a ferry to work")) <= 1
    assert len(salient("we use Stripe, Linear, and Notion at work")) == 1


# --- a change to a medicine's dose, whoever orders it ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "the cardiologist said to increase metoprolol to 50 starting monday",
        "they upped her sertraline to 100mg last week",
        "the geriatrician wants to try mirtazapine 7.5 at bedtime for his appetite",
    ],
)
def test_dose_change_is_a_fact(text: str) -> None:
    (c,) = salient(text)
    assert c.kind == "fact" and c.rule == "en.health.dose"


def test_dose_change_starting_tomorrow_is_a_standing_change() -> None:
    (c,) = salient("the pharmacist said to lower the furosemide to 20 starting tomorrow")
    assert c.transient is False


def test_a_month_or_a_plain_word_is_no_medicine() -> None:
    # "April" ends like "lisinopril", "online" like a drug: neither is a dose change
    for c in salient("I'm starting parental leave on April 7, so everything needs a handover"):
        assert c.rule != "en.health.dose"
    for c in salient("we cut the online ads budget to 10k in march"):
        assert c.rule != "en.health.dose"


# --- someone's age and body readings are facts of their life --------------------------


def test_age_of_someone_close_is_a_fact() -> None:
    assert _kinds("my grandma is 94 btw, turns 95 in march") == ["fact"]
    assert _kinds("my son is 16 and starts driving lessons in june") == ["fact"]


def test_minutes_or_a_count_is_no_age() -> None:
    assert _kinds("my boss is 45 minutes late again") != ["fact"]


def test_body_reading_is_a_fact_not_a_thing_changing() -> None:
    (c,) = salient("her weight is down to 51 kg since the chemo started")
    assert c.kind == "fact"
    # a thing of the work with a weight stays the work's state
    assert _kinds("our deploy weight is down to 3 kg") == ["project_state"]


# --- a bare role and its holder beside what was said about the post ------------------


def test_bare_role_is_name_clause_is_a_tie_of_its_own() -> None:
    found = salient("speech therapy starts next wednesday, therapist is Noor")
    assert [c.kind for c in found][-1] == "relationship"
    assert found[-1].claim.startswith("Therapist is Noor")


def test_determined_role_is_name_is_not_said_twice() -> None:
    found = salient(
        "Their billing contact is Ama Owusu, she's the one who approves refunds over 500"
    )
    assert sum("Ama Owusu" in c.claim for c in found) <= 2
    assert not any(c.rule == "en.parallel:role" for c in found)


# --- junk: going to sleep; a request's relative clause --------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "ok thanks for the help. heading to bed now lol",
        "gonna crash for a few hours",
        "im going to sleep for 3 hrs",
    ],
)
def test_going_to_sleep_is_no_commitment(text: str) -> None:
    assert salient(text) == []


def test_sleeping_on_a_decision_is_still_a_commitment() -> None:
    assert _kinds("I'm going to sleep on it and decide by friday") == ["commitment"]


def test_a_request_with_a_relative_clause_stays_empty() -> None:
    assert salient("find me a piano teacher she can walk to from school near the library") == []
    assert salient("give me 4 easy dinners we can freeze ahead, nothing spicy") == []


def test_a_statement_after_a_request_is_still_cut_and_kept() -> None:
    found = salient("can u make me a packing list i use the big suitcase since we fly 3 legs now")
    assert found != []


# --- what someone puts in, regularly, toward the family's costs ----------------------


@pytest.mark.parametrize(
    "text",
    [
        "tobias sends 600 a month for her meds",
        "my sister pays $400 a month toward the carer",
        "Uncle Femi chips in £150 a week",
    ],
)
def test_regular_money_share_is_a_fact(text: str) -> None:
    (c,) = salient(text)
    assert c.kind == "fact" and c.rule == "en.money-share"


def test_money_share_leaves_the_user_and_the_work_alone() -> None:
    assert all(c.rule != "en.money-share" for c in salient("I pay 300 a month for storage"))
    assert _kinds("our team pays 40 a month for Figma") == ["project_state"]
    assert _kinds("the client pays 5k a month retainer") == ["project_state"]
