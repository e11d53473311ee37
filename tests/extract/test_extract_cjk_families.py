"""Behaviour of the zh/ja/ko reading families (issue 12, round 6): each family is asserted on
paraphrases from several domains, and on near-misses that must not fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, claims, salient
from writeback.extract.base import Candidate
from writeback.extract.rules.cjk import _cjk_fact_pieces, cjk_segments

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


# --- a later clause that opens on a date and has its own predicate is a fact of its own -----


@pytest.mark.parametrize(
    ("text", "first", "dated"),
    [
        ("客户李女士决定买浦东那套两居室了，下周三签合同", "浦东", "下周三签合同"),
        ("王总决定接受我们的报价，周五签采购合同", "报价", "周五签采购合同"),
        ("引っ越し先は横浜に決めました、来週の土曜に荷物を運びます", "横浜", "来週の土曜"),
        (
            "지수 씨가 팀장으로 승진하기로 했어요, 다음 주 월요일에 발표해요",
            "승진",
            "다음 주 월요일",
        ),
    ],
)
def test_dated_later_clause_is_a_fact_of_its_own(text: str, first: str, dated: str) -> None:
    found = claims(text)
    assert any(first in c and dated not in c for c in found), found
    assert any(c.startswith(dated) for c in found), found


@pytest.mark.parametrize(
    "text",
    [
        "女儿朵朵下周三开家长会，下午四点",  # only says when
        "儿子这学期开始学围棋，每周二、周四放学后去",  # a list of days
        "来週の月曜までに、顧客向けの報告書を出すと約束しました",  # a deadline, not a clause
        "下周三帮我写个脚本",  # a request
        "我们决定换供应商，下个月开始供货",  # the start of a period continues the decision
    ],
)
def test_no_dated_clause_without_a_predicate_of_its_own(text: str) -> None:
    assert not [c for c in EX.extract(text) if c.rule == "cjk.dated-clause"], claims(text)


# --- a person of the user's, then the user: two facts ---------------------------------------


@pytest.mark.parametrize(
    ("text", "first", "mine"),
    [
        ("我妈这周住院了，胆结石手术，我周四周五请假", "住院", "请假"),
        ("我老婆下周出差，我这周五要在家带孩子", "出差", "在家"),
        (
            "夫の健太が転勤で大阪に行くことになって、私も春から大阪の病院に移る予定です",
            "健太",
            "病院",
        ),
        ("母が来週手術なので、私は木曜と金曜に休みを取ります", "手術", "休み"),
        ("엄마가 다음 주에 수술하셔서, 저는 목요일에 휴가를 내요", "수술", "휴가"),
    ],
)
def test_person_then_user_are_two_facts(text: str, first: str, mine: str) -> None:
    found = claims(text)
    assert any(first in c and mine not in c for c in found), found
    assert any(mine in c and first not in c for c in found), found


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("我是前端工程师，我主要写 React", "zh"),  # the user throughout
        ("我们组在做支付，我负责对账", "zh"),  # the team, then the user
        ("这个服务下周迁移，我周五请假", "zh"),  # a thing, then the user
        ("チームは来月から移行します、私は木曜に休みます", "ja"),
        ("팀은 다음 달에 이사해요, 저는 목요일에 휴가예요", "ko"),
    ],
)
def test_no_cut_without_a_person_before_the_user(text: str, code: str) -> None:
    # even when the user's clause is a specific fact, only a person of the user's before it
    # makes the cut
    always = Candidate("x", "fact", None, "medium", True)
    pieces = _cjk_fact_pieces(text, code)
    assert cjk_segments(pieces, code, lambda _p: always) == [pieces]


# --- reports and hearsay about a person the sentence named ----------------------------------


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("王姐不喜欢开长会，她说超过半小时的会都该写成文档，你也这么觉得吗？", ["王姐", "半小时"]),
        (
            "华岳物流的工单已经升级到总监层面了，他们说再出问题就解约，你也觉得我们该打个电话吗？",
            ["解约"],
        ),
        ("老陈最近换了工作，他说新公司在做自动驾驶", ["老陈", "自动驾驶"]),
        ("同期の美咲がICUに異動希望を出したらしい", ["美咲", "ICU"]),
        ("공초점 현미경 예약은 이제 '랩아치' 시스템으로만 받는대요", ["랩아치"]),
        ("회의실 예약은 이제 '스페이스원' 앱으로만 된대요", ["스페이스원"]),
    ],
)
def test_reports_about_a_named_person_or_thing_are_kept(text: str, keywords: list[str]) -> None:
    assert any(all(k in c for k in keywords) for c in claims(text)), EX.extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "文档说这个参数默认是true",  # a document's words
        "网上说这个库不维护了",
    ],
)
def test_quoted_material_still_yields_nothing(text: str) -> None:
    assert not salient(text), salient(text)


# --- a correction announced in a sentence of its own ----------------------------------------


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        (
            "ごめん、さっき言ったの間違い。異動するのは佐々木さんじゃなくて副師長の木村さんでした",
            ["木村さん", "副師長"],
        ),
        ("さっき書いたの、間違いでした。締め切りは金曜じゃなくて木曜です", ["木曜"]),
    ],
)
def test_marker_sentence_makes_the_next_a_correction(text: str, keywords: list[str]) -> None:
    found = salient(text)
    assert any(c.kind == "correction" and all(k in c.claim for k in keywords) for c in found), found


# --- a dated fact in a reason clause before a request -----------------------------------------


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        (
            "이번 주 토요일에 가게 리뉴얼 오픈이라 인스타 공지 문구 좀 써줘",
            ["리뉴얼 오픈", "토요일"],
        ),
        ("다음 주 월요일에 이사라서 주소 변경 안내문 좀 만들어 줘", ["이사"]),
        ("다음 주에 저 예비군 훈련이라 이틀 자리 비워요", ["예비군"]),
        ("다음 달에 결혼해요", ["결혼"]),  # "다음 주/달" is a date, not the filler "음"
    ],
)
def test_korean_reason_clause_before_a_request_is_kept(text: str, keywords: list[str]) -> None:
    assert any(all(k in c for k in keywords) for c in claims(text)), EX.extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "음 그냥 이렇게 해 줘",  # the filler
        "이거 고쳐야 하니까 테스트 좀 돌려 줘",  # about the code at hand
    ],
)
def test_korean_filler_and_code_reasons_stay_empty(text: str) -> None:
    assert not salient(text), salient(text)


# --- "I said X before, it is Y": the bare new value takes the old one's place -----------------


@pytest.mark.parametrize(
    ("text", "claim", "old"),
    [
        ("아 그리고 제가 전에 iOS 최소 버전 15라고 했는데 16이에요.", "iOS 최소 버전 16", "15"),
        ("제가 아까 Node 18 쓴다고 했는데 사실 20이에요.", "Node 20", "18"),
        ("さっきPython 3.9って言ったけど、実は3.10でした", "Python 3.10", "3.9"),
        ("前に予算は300万と書きましたが、正しくは350万です", "予算は350万", "300"),
    ],
)
def test_bare_corrected_value_keeps_its_topic(text: str, claim: str, old: str) -> None:
    found = [c for c in salient(text) if c.kind == "correction"]
    assert found and found[0].claim == claim and found[0].corrects == old, found


def test_corrected_value_without_a_number_is_left_alone() -> None:
    found = [
        c
        for c in salient("さっき田中さんって言ったけど、実は鈴木さんでした")
        if c.kind == "correction"
    ]
    assert found and "鈴木" in found[0].claim, found


# --- lexicon: chronic pain and clinics; a team's plan for what it will use --------------------


@pytest.mark.parametrize(
    "text",
    [
        "腰痛がひどくて整形外科に通ってる",
        "最近膝痛でリハビリに通っています",
        "我颈椎不好，每周去做两次理疗",
        "허리가 안 좋아서 정형외과 다니고 있어요",
    ],
)
def test_chronic_pain_and_clinics_are_durable_facts(text: str) -> None:
    found = salient(text)
    assert found and not found[0].transient, EX.extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "서버 디스크가 고장 나서 교체했어요",  # a disk, not a spine
        "这个接口是慢性的性能问题",  # about the code
    ],
)
def test_hardware_and_code_are_not_health(text: str) -> None:
    # a broken disk is the project's state (an outage), never the user's health
    assert not [c for c in salient(text) if c.kind == "fact"], EX.extract(text)


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("说实话我不太喜欢 Java，新服务我们打算用 Kotlin 写", ["Kotlin"]),
        ("我们团队打算换成 GitLab CI", ["GitLab CI"]),
        ("公司打算换成飞书", ["飞书"]),
    ],
)
def test_team_plan_to_use_is_a_decision(text: str, keywords: list[str]) -> None:
    found = salient(text)
    assert any(c.kind == "decision" and all(k in c.claim for k in keywords) for c in found), found


def test_a_personal_plan_is_not_a_team_decision() -> None:
    assert not [c for c in salient("我打算周末去爬山") if c.kind == "decision"]


# --- Korean: "-니까" is a reason, not a question; a senior named with 선배 --------------


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("지난주에 Kotlin 2.0으로 업그레이드했으니까 deprecated 경고 정리해줘", ["Kotlin 2.0"]),
        ("어제 서버를 AWS로 옮겼으니까 설정 파일 좀 고쳐 줘", ["AWS"]),
        ("제 사수가 민수 선배인데 리뷰가 까다로워서 변수명 좀 바꿔줘", ["민수", "사수"]),
    ],
)
def test_korean_reason_before_a_request_is_kept(text: str, keywords: list[str]) -> None:
    found = claims(text)
    assert any(all(k in c for k in keywords) and "줘" not in c for c in found), found


@pytest.mark.parametrize(
    "text",
    [
        "배포는 언제 합니까",  # a formal question ends in 니까 too
        "이거 내일 할까",
    ],
)
def test_korean_questions_and_requests_stay_empty(text: str) -> None:
    assert not salient(text), salient(text)


# --- a named person's tie, then where they work or live: two facts ----------------------------


@pytest.mark.parametrize(
    ("text", "tie", "place"),
    [
        ("刘婷是我大学室友，现在在杭州做设计。", "室友", "杭州"),
        ("王磊是我高中同学，现在在深圳开餐馆", "同学", "深圳"),
        ("김민준 씨는 제 대학 후배이고 지금 네이버에서 일해요.", "후배", "네이버"),
        ("佐藤さんは前の会社の同僚で、今は京都に住んでいます", "同僚", "京都"),
    ],
)
def test_tie_then_place_are_two_facts(text: str, tie: str, place: str) -> None:
    found = claims(text)
    assert any(tie in c and place not in c for c in found), found
    assert any(place in c and tie not in c for c in found), found


def test_tie_then_status_stays_one_fact() -> None:
    # what the person is now ("今はフリーランス") is more about the tie, as labelled
    assert len(claims("小林さんは元同僚で、今はフリーランスです")) == 1


# --- issue 12: facts before a trailing question are kept; titles are not cut -----------------


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("我们公司下周搬到望京，通勤会远一点，你也觉得该买车吗？", ["望京"]),
        ("老周刚升了总监，下个月开始带团队，你也觉得他合适吗？", ["老周", "总监"]),
        ("我女儿最近迷上了《哈利·波特》，你也看过吗？", ["哈利·波特"]),
        ("我在读《深入理解计算机系统。第三版》，你也读过吗？", ["《深入理解计算机系统。第三版》"]),
        ("田中さんは「ノルウェイの森。上巻」を読んでいます", ["「ノルウェイの森。上巻」"]),
    ],
)
def test_facts_before_a_trailing_question_are_kept(text: str, keywords: list[str]) -> None:
    assert any(all(k in c for k in keywords) for c in claims(text)), claims(text)


@pytest.mark.parametrize(
    "text", ["你也觉得该买车吗？", "你也读过《三体》吗？", "这个你看过吗，老周？"]
)
def test_a_question_alone_stays_empty(text: str) -> None:
    assert not salient(text), salient(text)


# --- Japanese hearsay endings, and one child after another ------------------------------------


@pytest.mark.parametrize(
    ("text", "keywords"),
    [
        ("田中さんは来月退職するらしい", ["田中", "退職"]),
        ("次男の湊はサッカーを続けたいそうです", ["湊", "サッカー"]),
        ("佐藤さんが来週から育休に入るそうです", ["佐藤", "育休"]),
        ("同期の美咲がICUに異動希望を出したらしい、本人はまだ迷ってるって", ["美咲", "ICU"]),
    ],
)
def test_japanese_hearsay_about_a_named_person(text: str, keywords: list[str]) -> None:
    assert any(all(k in c for k in keywords) for c in claims(text)), EX.extract(text)


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "長男の蓮は来年から寮のある高校に行くことになって、次男の湊はサッカーを続けたいそうです",
            "蓮",
            "湊",
        ),
        ("大儿子今年考上了重点高中，小儿子下学期开始学钢琴", "重点高中", "钢琴"),
    ],
)
def test_one_child_then_another_are_two_facts(text: str, first: str, second: str) -> None:
    found = claims(text)
    assert any(first in c and second not in c for c in found), found
    assert any(second in c and first not in c for c in found), found


@pytest.mark.parametrize(
    "text", ["そうですね", "そうしてください", "ちょっと待って", "ここ手伝って"]
)
def test_so_and_te_requests_stay_empty(text: str) -> None:
    assert not salient(text), salient(text)


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        (
            "거래처 사장님인 박 사장님이 원두 가격을 10% 올린다고 하셨어요",
            "박 사장님은 거래처 사장님",
        ),
        ("박사후연구원 이도현 박사님이 다음 달에 새로 오세요", "이도현 박사님은 박사후연구원"),
        ("지도교수 김 교수님이 이번 학기부터 랩미팅을 격주로 바꾸셨어요", "김 교수님은 지도교수"),
    ],
)
def test_korean_role_then_titled_name_is_a_tie(text: str, tie: str) -> None:
    found = salient(text)
    assert any(c.claim == tie and c.kind == "relationship" for c in found), found
    assert len(found) == 2, found


@pytest.mark.parametrize("text", ["회사 사장님이 바뀌었어요", "오늘 김 사장님 만났어요"])
def test_korean_title_without_a_role_before_it_is_no_tie(text: str) -> None:
    assert "cjk.identity.kin" not in [c.rule for c in EX.extract(text)], EX.extract(text)
