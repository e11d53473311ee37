"""Behaviour of the zh/ja/ko reading families (issue 12, round 6): each family is asserted on
paraphrases from several domains, and on near-misses that must not fire."""

from __future__ import annotations

import pytest

from writeback.extract.base import Candidate
from writeback.extract.rules import RulesExtractor

EX = RulesExtractor()


def salient(text: str) -> list[Candidate]:
    return [c for c in EX.extract(text) if c.salience in ("high", "medium")]


def claims(text: str) -> list[str]:
    return [c.claim for c in salient(text)]


# --- kin/role word + name: the tie is a relationship of its own, the rest a fact -----------


@pytest.mark.parametrize(
    ("text", "tie", "rest"),
    [
        ("师兄小韩下周去日本开会", "小韩是我师兄", "日本"),
        ("我们的CTO周明下个月离职，去字节了", "周明是我们的CTO", "字节"),
        ("同事王浩明天开始休产假", "王浩是我同事", "产假"),
        ("我老婆小雨最近在学钢琴", "小雨是我老婆", "钢琴"),
        ("夫の健太が転勤で大阪に行くことになりました", "健太は夫", "大阪"),
        ("同期の美咲がICUに異動希望を出したらしい", "美咲は同期", "ICU"),
        ("部長の西村さんが来月から福岡支社に異動になります", "西村さんは部長", "福岡"),
        ("友達のケンが来週日本に遊びに来ます", "ケンは友達", "日本"),
        ("남편 준호가 다음 달부터 가게 회계 맡기로 했어요", "준호는 남편", "회계"),
        ("제 친구 민수가 내년 봄에 결혼해요", "민수는 제 친구", "결혼"),
        ("아내 지은이가 이번 달에 복직했어요", "지은은 아내", "복직"),
    ],
)
def test_kin_and_name_make_a_tie_and_a_fact(text: str, tie: str, rest: str) -> None:
    found = salient(text)
    ties = [c for c in found if c.claim == tie]
    assert ties and ties[0].kind == "relationship", [c.claim for c in found]
    facts = [c for c in found if rest in c.claim and c.claim != tie]
    assert facts and facts[0].kind != "relationship", [(c.claim, c.kind) for c in found]


@pytest.mark.parametrize(
    "text",
    [
        "我女儿今年上小学了",  # no name: one relationship
        "客户小程序下周上线",  # 小程序 is not a name
        "妻の実家が遠いので、年末は帰省します",  # 実家 is not a name
        "上司の意見が厳しい",  # a work role needs さん
        "동생 회사가 이번에 상장했어요",  # 회사 is not a name
        "長男の蓮は来年から寮のある高校に行くことになりました",  # a birth order, not a tie
    ],
)
def test_no_tie_without_a_name(text: str) -> None:
    rules = [c.rule for c in EX.extract(text)]
    assert "cjk.identity.kin" not in rules, claims(text)


def test_reason_before_a_request_keeps_only_the_relationship() -> None:
    # the reason names the person; the request is for the assistant: no fact about them
    found = salient("上司の田中さんがレビューするので、コメントは日本語で書いてください")
    assert len(found) == 1 and found[0].kind == "relationship"


# --- anchor-based salience of the CJK fallback ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "我下周要去杭州参加房产经纪人培训",  # a date away from today
        "我明年要去成都读研究生",
        "来月から新しいシフト表で回します",
        "田中さんがこの春から福岡の店舗に移ります",  # a named person
        "지수 씨가 내년부터 본사에서 일해요",
    ],
)
def test_anchored_plain_statements_are_salient(text: str) -> None:
    assert salient(text), EX.extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "这个函数下周再改",  # about the code at hand, anchor or not
        "それは来週でいいです",
        "그건 내일 다시 볼게요 ㅋㅋ",
        "上周那个页面加载很慢",
    ],
)
def test_unanchored_chatter_stays_unsalient(text: str) -> None:
    assert not salient(text), salient(text)
