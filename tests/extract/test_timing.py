"""The transient flag of a fact, read from the time anchors of its claim (rules.timing)."""

from __future__ import annotations

import pytest

from writeback.extract.base import Candidate
from writeback.extract.rules.timing import timed


def _fact(claim: str, kind: str = "fact", transient: bool = False) -> Candidate:
    return Candidate(claim=claim, kind=kind, entity=None, salience="medium", transient=transient)


@pytest.mark.parametrize(
    "claim",
    [
        "Is in Denver for the CX summit Tue–Thu",  # a near stretch
        "Ugh my mom's visiting all next week",
        "Kai is release manager in the meantime",
        "The grow lights are off for two weeks",
        "Is working from the Lakeside campus this month",
        "Radiology is reading off the backup viewer for now",
        "Ellie has a gymnastics comp on Saturday",
        "Rusty is out til thurs",
        "下周在杭州出差",
        "今週は在宅勤務です",
        "佐伯さんは来週から育休なので、窓口は当面三浦さんになります",  # from a day, but for now
        "이번 주는 재택이에요",
    ],
)
def test_a_fact_with_a_near_anchor_is_for_now(claim: str) -> None:
    assert timed(_fact(claim)).transient


@pytest.mark.parametrize(
    "claim",
    [
        "Marisol runs that lane every tues now",  # a recurrence
        "Works shifts at the depot so can only do training tue and thu evenings",
        "Is on call on Tuesdays",
        "Starting next week the depot opens at 6",  # a change that stays
        "Kendras bday is oct 3",  # a yearly day
        "The club AGM is the 14th of march at the Red Lion",  # a calendar date: no anchor
        "Our office is in Lisbon",  # no anchor at all
        "下个月开始 shift 从每周 3 天改成 2 天",
        "来週から大阪支社に異動になります",
        "저는 주말에 취미로 게임 엔진 만들고 있어요",  # on weekends: a habit
        "올해부터 가족 여행은 격년으로 해외",
        "Has to send the deck by Friday",  # a deadline keeps the reader's flag
        "金曜までに資料をまとめます",
        "I sat down with the team",  # "sat" alone is no weekday
    ],
)
def test_a_standing_or_unanchored_fact_keeps_its_flag(claim: str) -> None:
    assert not timed(_fact(claim)).transient


@pytest.mark.parametrize("kind", ["commitment", "decision", "project_state", "correction"])
def test_other_kinds_keep_their_flag(kind: str) -> None:
    assert not timed(_fact("Will send the draft tomorrow", kind)).transient
    assert timed(_fact("Will send the draft every Monday", kind, transient=True)).transient


def test_a_reader_flag_is_cleared_only_by_a_move() -> None:
    assert timed(_fact("Is out sick every other day lol", transient=True)).transient


@pytest.mark.parametrize(
    "claim",
    [
        "Milo is moving to Lisbon",
        "Bea is moving to Lisbon in the spring, she'll keep working for us remotely",
        "我下个月搬到成都了，公司允许远程办公",
        "来週から大阪支社に異動になります",
        "私も春から大阪の病院に移る予定です",
        "저 다음 달에 육아휴직 끝나고 복직해요",
    ],
)
def test_a_move_to_a_new_place_or_post_stays(claim: str) -> None:
    assert not timed(_fact(claim, transient=True)).transient


@pytest.mark.parametrize(
    "claim",
    [
        "Mom's surgery got moved to December 12th",  # rescheduled to a day
        "Volunteer orientation moved to sat 10am",
        "이번 주에 이사해요",  # moving house this week
        "这周末我要搬家，可能不太在线",
    ],
)
def test_a_move_to_a_day_or_a_house_move_this_week_is_for_now(claim: str) -> None:
    assert timed(_fact(claim, transient=True)).transient


@pytest.mark.parametrize(
    "text",
    ["I'm TAing intro stats this semester", "the kids are with their dad this weekend"],
)
def test_the_extractor_reads_the_flag(text: str) -> None:
    from writeback.extract.rules import RulesExtractor

    (cand,) = RulesExtractor().extract(text)
    assert cand.kind == "fact" and cand.transient


@pytest.mark.parametrize("transient", [True, False])
def test_a_move_to_a_new_place_stays_whatever_the_reader_said(transient: bool) -> None:
    # a near anchor does not make a move passing: "moving to Lisbon tomorrow" stays
    out = timed(_fact("Milo is moving to Lisbon tomorrow", transient=transient))
    assert out.transient is False
