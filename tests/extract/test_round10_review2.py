"""Round 10, second review: the open items of review_en.md and review_cjk.md (section A, zh)
each asserted, with a made-up sentence of another domain and a look-alike that keeps working."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, salient
from tests.extract.rules_util import has_kind as has
from tests.extract.rules_util import kind_set as kinds


def rules(text: str) -> set[str | None]:
    return {c.rule for c in EX.extract(text)}


# --- EN 1. a feeling before "to announce/confirm" is news, not an action item's owner -------
@pytest.mark.parametrize(
    "text",
    [
        "Proud to announce our choir won the regional final on Saturday.",
        "Pleased to confirm the hall is booked for the 14th.",
        "Delighted to share that the bakery passed its hygiene inspection.",
    ],
)
def test_feeling_then_announce_is_no_action_item(text: str) -> None:
    assert "en.commitment.action-item" not in rules(text)
    assert "commitment" not in kinds(text)


def test_action_item_owner_still_read() -> None:
    assert has("P. Okafor to deliver the survey maps to the council by June 3.", "commitment")


# --- EN 2. a venue, a chain or a city after "told X at/from" is no employer ---------------
@pytest.mark.parametrize(
    "text",
    [
        "I told Liam at Pizza Express we'd split the bill.",
        "I promised Sofia at Alton Towers we'd come back next summer.",
        "I texted Ana from New York that we'd landed.",
        "I promised Bram at Burger King I'd bring the coupons.",
    ],
)
def test_object_tie_not_a_venue(text: str) -> None:
    assert "en.identity.object" not in rules(text)


def test_object_tie_to_a_firm_kept() -> None:
    assert has("I promised Tobias from Greyfield Press the proofs by Monday.", "relationship",
               "Tobias", "Greyfield Press")  # fmt: skip


# --- EN 3. a standing label before a statement: the statement's own kind --------------------
@pytest.mark.parametrize(
    "text",
    [
        "One thing for the future: Leo starts secondary school in September.",
        "Standing note: Bella is on 12 units of insulin twice a day.",
        "A general note: all our vans are Euro 6 compliant.",
        "So that you know my schedule: I work Tuesday to Saturday, 8 to 6.",
        "General note: our kiln runs on three-phase power.",
    ],
)
def test_standing_label_statement_is_no_preference(text: str) -> None:
    found = salient(text)
    assert found, text
    assert "preference" not in kinds(text), found


@pytest.mark.parametrize(
    "text",
    [
        "general thing: give me the code first",
        "house rule: no phones at dinner",
        "A standing rule: never email clients after 6pm.",
    ],
)
def test_standing_label_rule_stays_preference(text: str) -> None:
    assert kinds(text) == {"preference"}


# --- EN 4. help asked, then "it …": the help's object put in for "it" ------------------------
def test_help_then_pronoun_keeps_the_date() -> None:
    assert has("I need help with the rota, it goes out on Friday.", "project_state",
               "rota", "Friday")  # fmt: skip
    assert any(
        "newsletter" in c.claim and "Tuesday" in c.claim
        for c in salient("I need help with the newsletter, it goes to print on Tuesday.")
    )


def test_help_then_own_clause_still_peeled() -> None:
    found = salient("I need help writing a letter, we've had no bin collection for 3 weeks.")
    assert found and not any("help" in c.claim.lower() for c in found)


# --- EN 5. "When you <verb> …, <do>": the condition kept in the claim -------------------------
def test_when_you_condition_kept() -> None:
    found = salient("When you draft emails to the Hartley buyer, cc Dana.")
    assert [c.kind for c in found] == ["preference"]
    assert "Hartley buyer" in found[0].claim and "Dana" in found[0].claim
    found = salient("When you write replies to tenants, copy in Priya.")
    assert [c.kind for c in found] == ["preference"] and "tenants" in found[0].claim


# --- EN 6. a thing's state is no mood: person nouns by list, not by -er/-or ------------------
@pytest.mark.parametrize(
    "text", ["Our boiler is knackered.", "Our server is swamped.", "Our freezer is knackered."]
)
def test_thing_state_kept(text: str) -> None:
    assert kinds(text) == {"project_state"}


@pytest.mark.parametrize(
    "text", ["Our attorney is slammed.", "Our drummer is gutted.", "Their manager is so stressed."]
)
def test_person_mood_still_dropped(text: str) -> None:
    assert salient(text) == []


# --- EN 7. "is fine with X" with a health finding is no taste --------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "Leo is fine with peanuts now, the allergy test was negative.",
        "The vet is happy with Bella's weight now.",
        "Priya is fine with dairy again, the blood test came back clear.",
    ],
)
def test_health_finding_is_no_preference(text: str) -> None:
    assert "preference" not in kinds(text)


def test_fine_with_taste_kept() -> None:
    assert has("Kofi is fine with hostels.", "preference", "Kofi", "hostels")


# --- EN 8. a chat ask from a role or kin speaker is not stated as done ------------------------
@pytest.mark.parametrize(
    "text",
    [
        "[coach] can we pls start warmups at 9\n[sam] ill bring the cones",
        "[mum] can we pls stop doing the big shop on saturdays\n[dad] im fine w sundays",
        "[manager] can we pls skip the standup on fridays\n[tomas] works for me",
    ],
)
def test_role_speaker_ask_not_a_state(text: str) -> None:
    assert not any(c.claim.lower().startswith("we ") for c in salient(text))


def test_named_speaker_ask_kept() -> None:
    text = "[ines] can we pls stop doing hostels\n[kofi] im fine w hostels"
    assert has(text, "preference", "Ines would rather we stop doing hostels")


# --- EN 9. a lapse with someone's care in it, then "so please remind me" ---------------------
def test_lapse_with_care_is_a_fact() -> None:
    text = "I always forget to give Bella her insulin on Sundays, so please remind me."
    assert has(text, "fact", "Bella", "insulin", "Sundays")
    assert has("I keep forgetting to water Grandma's orchids on Mondays.", "fact", "orchids")


def test_lapse_alone_still_dropped() -> None:
    assert salient("I always confuse percentages.") == []


# --- EN 10. name "=" my + a role or kin noun only --------------------------------------------
@pytest.mark.parametrize(
    "text", ["rent = my biggest cost every month", "fuel = my second biggest expense"]
)
def test_equals_my_thing_is_no_relationship(text: str) -> None:
    assert "relationship" not in kinds(text)


@pytest.mark.parametrize(
    ("text", "word"), [("marta = my skip level", "Marta"), ("oskar = my flatmate", "Oskar")]
)
def test_equals_my_role_kept(text: str, word: str) -> None:
    assert has(text, "relationship", word)


# --- EN 11. "[Author] …" under a sources heading is a citation, not a chat -------------------
def test_citation_keys_are_no_speakers() -> None:
    text = (
        "Sources for the leaflet:\n[Smith] lungworm cases rose 20% in 2023\n"
        "[Jones] slug pellets are not a risk factor"
    )
    assert salient(text) == []
    text = "References:\n[Okoro] bee colonies fell 12% in 2022\n[Lind] mites spread faster in wet years"
    assert salient(text) == []


# --- ZH O1. 经<office>研究决定，…: the rest is the decision, the lead with it -------------------
@pytest.mark.parametrize(
    "text",
    [
        "经公司研究决定，年终奖下月发",
        "经校务会研究决定，合唱团周六排练改到周日",
        "经领导讨论决定，我调去嘉兴仓",
        "經公司研究決定，年終獎下月發",
        "经街道办研究决定，小区下周开始垃圾分类",
    ],
)
def test_zh_office_decided_is_a_decision(text: str) -> None:
    assert [(c.kind, c.claim) for c in salient(text)] == [("decision", text)]


def test_zh_notice_with_preamble_unchanged() -> None:
    found = salient(
        "为进一步规范员工差旅报销工作，经总经理办公会研究决定，自2025年1月1日起，"
        "所有差旅发票统一由财务部受理，各部门不再代收。"
    )
    assert [c.kind for c in found] == ["project_state"]


# --- ZH O2. 跟X说好了，如果…我们赔…: the condition is what was agreed ---------------------------
@pytest.mark.parametrize(
    "text",
    [
        "跟客户说好了，如果周五前到不了货我们赔运费",
        "跟客戶說好了，如果週五前到不了貨我們賠運費",
        "跟供应商说好了，如果质量有问题我们退货",
    ],
)
def test_zh_agreed_condition_is_a_commitment(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["commitment"]
    assert "如果" in salient(text)[0].claim


def test_zh_bare_hypothetical_still_dropped() -> None:
    assert salient("如果周五前到不了货我们赔运费") == []


# --- ZH O3. a family member's admission is a fact, not a project's state ----------------------
@pytest.mark.parametrize(
    "text", ["女儿被北大录取了", "闺女被浙大录取了", "我外甥被复旦录取了", "女兒被台大錄取了",
             "我家老大拿到了港大的offer"],
)  # fmt: skip
def test_zh_family_admission_is_a_fact(text: str) -> None:
    assert kinds(text) == {"fact"}


def test_zh_own_paper_outcome_unchanged() -> None:
    assert kinds("论文被ACL录用了") == {"project_state"}
    assert salient("希望能拿到港大的offer") == []


# --- ZH O7. a rule the user states, said to be one, is no drafting request ---------------------
def test_zh_stated_rule_is_a_fact() -> None:
    assert kinds("字数必须在800字以内，这是比赛规定") == {"fact"}
    assert kinds("字数要控制在500字以内，这是学校的规定") == {"fact"}
    assert salient("字数必须在800字以内") == []  # the drafting instruction alone


# --- ZH O10. "X是我的学生": who X is --------------------------------------------------------
def test_zh_my_student_is_a_relationship() -> None:
    assert has("陈思远是我的学生", "relationship", "陈思远")
    assert has("林小雨是我的下属", "relationship", "林小雨")
    # the student of a letter being written is no relationship of the user's
    assert "relationship" not in kinds("学生是周一鸣，今年申请英本，主申化学")
