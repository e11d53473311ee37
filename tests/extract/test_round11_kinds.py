"""Round 11, kinds: the kind of a claim whose rule leaves it open (:mod:`.rules.kinds`), by
subject class × complement class, in all four languages. Fresh sentences from other trades
and households than the eval sets (a florist, a farmer, a print shop, a tiler, a family)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient
from writeback.extract.base import Candidate
from writeback.extract.rules.kinds import OPEN, settle


def _one(text: str) -> Candidate:
    found = salient(text)
    assert len(found) == 1, found
    return found[0]


def _settled(text: str, kind: str) -> None:
    """The one salient claim of ``text`` has ``kind``, given by :func:`settle` or by a rule
    of that kind that reads it first (round 11's zh lane made "要在…之前" a commitment rule)."""
    cand = _one(text)
    rule = cand.rule or ""
    assert cand.kind == kind and (rule.endswith(">" + kind) or rule.endswith("." + kind)), cand


@pytest.mark.parametrize(
    "text",
    [
        "印刷厂那边交期排到了下个月10号",
        "这季度门店营业额比上季度少了15%",
        "農協への出荷単価は1箱1200円です",
        "倉庫の在庫は残り30ケースです",
        "今年の新卒採用は5名です",
        "택배 단가가 박스당 3,100원으로 올랐어요",
        "이번 주 납품 물량은 120개예요",
        "Seed supplier is £340 a pallet this year",
        "Studio hire from Riverside Rooms is £90 per session",
        "Catering deposit for the Harlow gala is $1,200, non-refundable",
    ],
)
def test_a_thing_of_the_work_is_its_state(text: str) -> None:
    _settled(text, "project_state")


@pytest.mark.parametrize(
    "text",
    [
        # a thing of the work in the user's household: their life
        "娘の誕生日ケーキの予約、費用は4,500円",
        "딸 생일 케이크 주문 3만 5천원에 했어",
        # the user as the subject: their life, whatever its words
        "我在物流公司管仓库",
        "我负责店里的采购和库存",
        "私は来月から契約社員として働きます",
        # no thing of the work: a fact of someone's past
        "他之前在律所工作过三年",
    ],
)
def test_a_life_or_the_user_is_no_state_of_the_work(text: str) -> None:
    cand = _one(text)
    assert cand.kind != "project_state" and ">" not in (cand.rule or ""), cand


@pytest.mark.parametrize(
    "text",
    ["Marco是我们意大利的经销商", "Aisha是我们新找的报关代理商", "Kenji是我们大阪的代理商"],
)
def test_a_name_that_is_our_role_is_a_relationship(text: str) -> None:
    _settled(text, "relationship")


@pytest.mark.parametrize(
    "text",
    [
        "合同要在月底之前寄回给律师",
        "样品15号前给客户寄过去",
        "다음 주 금요일까지 견적서 보내야 해요",
        "Needs to pay the tiling contractor by the 14th",
        "Needs to pay the farrier by the end of the month",
        "Have to tell the choir about the venue change by Sunday",
        "Needs to send the Okafors their revised quote by Friday",
    ],
)
def test_something_owed_by_a_day_is_a_commitment(text: str) -> None:
    _settled(text, "commitment")


def test_the_users_keigo_promise_is_a_commitment() -> None:
    # kept in mode "all" only, but its kind is the promise's
    from tests.extract.rules_util import EX

    [cand] = EX.extract("報告書の日程調整は私の方でいたします")
    assert cand.kind == "commitment", cand


@pytest.mark.parametrize(
    "text",
    [
        "Needs more sleep honestly",
        "他之前在律所工作过三年",
        # a place, not a day, before 前
        "明年要在客户面前演示新系统",
        # an errand of the user's own, owed to nobody
        "Needs to renew the boat licence before 3 May",
        "I need to finish my allotment shed by June",
    ],
)
def test_no_day_owed_to_anyone_is_no_commitment(text: str) -> None:
    assert _one(text).kind != "commitment"


@pytest.mark.parametrize("text", ["来月から水曜も定休にする", "가게 내년 봄에 정리하려고요"])
def test_what_the_user_will_make_of_a_thing_is_a_decision(text: str) -> None:
    _settled(text, "decision")


def test_a_default_state_of_the_household_is_a_fact() -> None:
    _settled("We went to urgent care on Sunday, x-ray was clear", "fact")


def test_a_rule_that_decides_its_kind_is_not_read_again() -> None:
    # a correction that happens to hold a day owed stays a correction
    decided = Candidate(
        claim="合同要在月底之前寄回给律师",
        kind="correction",
        entity=None,
        salience="medium",
        transient=False,
        corrects="下周",
        rule="cjk.correction",
    )
    assert "cjk.correction" not in OPEN
    assert settle(decided, "zh") is decided
