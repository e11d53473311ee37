"""Behaviour of the zh/ja/ko reading families of issue 12, round 8: each family is asserted on
paraphrases from several domains (simplified and traditional Chinese, Japanese, Korean,
code-switched turns), and on near-misses that must not fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims

# --- capture side: a question after the facts, quoted titles -------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("我在杭州做产品经理，养了一只猫，你也养猫吗？", "产品经理"),
        ("我在台中當國小老師，週末會去爬山，你也喜歡爬山嗎？", "老師"),
        ("私は大阪でエンジニアをしていて、猫を二匹飼っています、あなたも猫好きですか？", "大阪"),
        ("저는 부산에서 간호사로 일하고 있어요, 당신도 병원에서 일해요?", "간호사"),
        ("I'm based in Chengdu, 我在一家 fintech 做后端，你也是做后端的吗？", "后端"),
    ],
)
def test_a_closing_question_keeps_the_facts(text: str, word: str) -> None:
    assert any(word in c for c in claims(text)), claims(text)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("我妈最近迷上了《我的阿勒泰。》这部剧，每天都看", "《我的阿勒泰。》"),
        ("我最喜欢的书是《百年孤独，上》，每年都重读", "《百年孤独，上》"),
        ("夫は「君の名は。」が一番好きな映画です", "「君の名は。」"),
        ("저는 「82년생 김지영, 그리고」 같은 소설을 좋아해요", "「82년생 김지영, 그리고」"),
        ('我最喜欢的专辑是"Blue, Again"，每年都听', '"Blue, Again"'),
    ],
)
def test_the_splitter_does_not_cut_inside_a_quoted_title(text: str, title: str) -> None:
    assert any(title in c for c in claims(text)), claims(text)


# --- a named person's tie, then a fact about them -------------------------------------------


@pytest.mark.parametrize(
    ("text", "tie", "about"),
    [
        # the role first, then a taste
        ("客户那边的对接人是陈总，他只看PPT不看文档", "对接人是陈总", "陈总只看PPT"),
        ("我们的房东是老林，他只收现金", "房东是老林", "老林只收现金"),
        ("学校那边的联系人是王老师，她只接受 email", "联系人是王老师", "王老师只接受 email"),
        # the name first, then where they were before
        (
            "小周是我们新招的前端，之前在美团待过三年",
            "小周是我们新招的前端",
            "小周之前在美团待过三年",
        ),
        ("小美是我們的設計師，之前在誠品待過兩年", "小美是我們的設計師", "小美之前在誠品待過兩年"),
        # after a short lead, with a trailing request
        (
            "跟你说下，阿杰是我大学室友，现在在字节做推荐算法，回头可以介绍给你认识",
            "阿杰是我大学室友",
            "阿杰现在在字节做推荐算法",
        ),
        (
            "取引先の担当は木村さんで、見積もりは毎回メールでPDFがほしいそうです",
            "担当は木村さん",
            "木村さんは見積もりは毎回メールでPDFがほしいそうです",
        ),
        (
            "大家の担当は森さんで、前は不動産会社で働いていたそうです",
            "担当は森さん",
            "森さんは前は不動産会社で働いていた",
        ),
        (
            "제 멘토는 오세훈 선배인데, 이번에 다른 팀으로 옮기셨어요",
            "멘토는 오세훈",
            "오세훈 선배는 이번에 다른 팀으로 옮기셨어요",
        ),
        (
            "우리 팀장은 김하늘 님인데, 전에는 쿠팡에서 일했어요",
            "팀장은 김하늘",
            "김하늘 님은 전에는 쿠팡에서 일했어요",
        ),
    ],
)
def test_named_tie_then_a_fact_about_them(text: str, tie: str, about: str) -> None:
    found = claims(text)
    assert any(tie in c and about not in c for c in found), found
    assert any(about in c for c in found), found


@pytest.mark.parametrize(
    "text",
    [
        # the status clause stays with the tie
        "小林さんは元同僚で、今はフリーランスです",
        # no name in the tie: nobody to say the clause of
        "我们的对接人是新来的，之前在美团待过三年",
        # a clause that is about something else
        "小周是我们新招的前端，这周在熟悉代码",
    ],
)
def test_named_tie_near_misses_stay_one_fact(text: str) -> None:
    found = claims(text)
    assert len(found) <= 1, found
