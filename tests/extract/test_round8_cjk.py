"""Behaviour of the zh/ja/ko reading families of issue 12, round 8: each family is asserted on
paraphrases from several domains (simplified and traditional Chinese, Japanese, Korean,
code-switched turns), and on near-misses that must not fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, salient

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


# --- traditional characters read through the simplified tables ------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "claim"),
    [
        ("我們決定下個月開始用飛書", "decision", "我們決定下個月開始用飛書"),
        ("學校那邊的聯繫人是王老師", "relationship", "學校那邊的聯繫人是王老師"),
        ("我不喜歡開長會", "preference", "我不喜歡開長會"),
        ("我們團隊統一用 Prettier 格式化", "project_state", "我們團隊統一用 Prettier 格式化"),
    ],
)
def test_traditional_chinese_is_read_and_claimed_as_typed(text: str, kind: str, claim: str) -> None:
    found = salient(text)
    assert [(c.claim, c.kind) for c in found][:1] == [(claim, kind)], [
        (c.claim, c.kind) for c in found
    ]


@pytest.mark.parametrize(
    "text",
    [
        # one simplified character stands for two traditional ones, or the user typed both
        "我最近發現頭髮掉很多，決定下個月開始看醫生。",  # 發/髮 → 发
        "我們決定之後每週去看皇后樂團的演唱會。",  # 後 beside a typed 后
        "我住在這裡，離公司三公里。",  # 裡 beside 里
        "我們決定用臺北台灣的伺服器。",  # 臺 beside 台
    ],
)
def test_traditional_claims_keep_every_character_as_typed(text: str) -> None:
    found = claims(text)
    assert found and all(c in text for c in found), found


def test_traditional_and_simplified_read_alike() -> None:
    pairs = [
        ("我老婆下個月調到上海工作", "我老婆下个月调到上海工作"),
        ("小周是我們新招的前端，之前在美團待過三年", "小周是我们新招的前端，之前在美团待过三年"),
        ("醫生說我血壓偏高，要少吃鹹的", "医生说我血压偏高，要少吃咸的"),
    ]
    for trad, simp in pairs:
        t, s = salient(trad), salient(simp)
        assert [(c.kind, c.transient) for c in t] == [(c.kind, c.transient) for c in s], (t, s)
        assert all(not set(c.claim) & set("们们个调团医说压") for c in t), t


def test_simplified_text_is_left_alone() -> None:
    # "著名" and "乾" are written in simplified text too: no traditional sentence
    found = claims("我老婆是著名的设计师，在上海工作")
    assert found and "著名" in found[0]


# --- how the assistant should answer: a taste ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("我不喜欢你回得那么长，简单讲重点就好", "重点"),
        ("以後回我請用台灣的講法，不要用大陸用語", "台灣的講法"),
        ("请用 bullet points 回答，简短一点", "bullet points"),
        ("我不太喜欢你的回答太长, 能不能用 bullet points 简短一点", "bullet points"),
        ("返事は敬語じゃなくてタメ口でいいよ", "タメ口"),
        ("説明は箇条書きで短めにお願い", "箇条書き"),
        ("저한테는 반말로 해 줘", "반말"),
        ("설명할 때 쉬운 표현으로 써 주세요", "쉬운 표현"),
        ("가능하면 영어 단어도 같이", "영어 단어"),
    ],
)
def test_answer_style_request_is_a_preference(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "preference", [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize(
    "text",
    [
        "把这个函数改得简短一点",  # a one-off edit of the code
        "这段文字帮我改得简洁一点",
        "能不能用简体回答？",  # a question
        "このコメントを箇条書きに変えて",
        "이 파일 주석 짧게 바꿔 줘",
    ],
)
def test_answer_style_near_misses(text: str) -> None:
    assert all(c.kind != "preference" for c in salient(text)), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "風邪気味なので、今日は短めにお願いします",
        "今天有点累，这次简短一点就好",
        "오늘은 좀 짧게 해 줘",
    ],
)
def test_answer_style_for_this_time_only_is_no_taste(text: str) -> None:
    assert all(c.kind != "preference" for c in salient(text)), claims(text)


# --- a list under a label that says it holds decisions --------------------------------------


@pytest.mark.parametrize(
    ("text", "items"),
    [
        (
            "決定事項：\n・社内チャットはSlackからTeamsに移行\n・経費精算は毎月25日締め",
            ["Teams", "25日"],
        ),
        (
            "결정 사항 공유드립니다.\n1. 회식은 격주 금요일\n2. 신규 입사자 온보딩은 지은 님이 담당",
            ["회식", "온보딩"],
        ),
        ("会议结论：\n- 下个版本砍掉积分商城\n- 首页改版交给小刘", ["积分商城", "小刘"]),
        ("最終決定如下：\n1. 尾牙改在台中辦\n2. 預算每人一千五", ["台中", "一千五"]),
    ],
)
def test_items_under_a_decision_label_are_decisions(text: str, items: list[str]) -> None:
    found = salient(text)
    for word in items:
        hit = [c for c in found if word in c.claim]
        assert hit and hit[0].kind == "decision", [(c.claim, c.kind) for c in found]


def test_items_under_another_label_are_not_decisions() -> None:
    found = salient("项目进度：\n1. 登录模块已上线\n2. 支付模块开发中，预计20号提测")
    assert found and all(c.kind != "decision" for c in found), found
    found = salient("買い物リスト：\n・牛乳\n・卵を2パック")
    assert all(c.kind != "decision" for c in found), found


# --- a comma between digits is no clause comma; "I'll correct what I said" ------------------


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("我们今年的预算是120,000元，下个月开始执行", "120,000元"),
        ("家賃は月85,000円で、来月から上がります", "85,000円"),
        ("이번 달 매출이 12,500,000원이었어요", "12,500,000원"),
        ("我們今年的預算是120,000元，下個月開始執行", "120,000元"),
    ],
)
def test_a_thousands_comma_is_not_cut(text: str, claim: str) -> None:
    assert any(claim in c for c in claims(text)), claims(text)


@pytest.mark.parametrize(
    ("text", "claim", "not_claim"),
    [
        (
            "전에 말씀드린 거 정정할게요. 지붕 견적이 14,800불이 아니라 18,400불이었어요.",
            "지붕 견적이 18,400불이었어요",
            "정정할게요",
        ),
        ("정정: 월세가 80만 원이 아니라 85만 원이에요", "월세가 85만 원이에요", "80만"),
        (
            "前に言ったこと、訂正します。打ち合わせは水曜です。",
            "打ち合わせは水曜です",
            "訂正します",
        ),
        ("我之前说的那个要更正一下。年会是1月18号。", "年会是1月18号", "更正"),
        ("刚才讲的纠正一下：房租是每月4500。", "房租是每月4500", "纠正"),
    ],
)
def test_what_i_said_before_marks_a_correction(text: str, claim: str, not_claim: str) -> None:
    found = salient(text)
    hit = [c for c in found if c.claim == claim]
    assert hit and hit[0].kind == "correction", [(c.claim, c.kind) for c in found]
    assert not any(not_claim in c.claim for c in found), found


@pytest.mark.parametrize(
    "text",
    [
        "前に言ったことは気にしないで",
        "我之前说的那个方案你觉得怎么样",
        "전에 말씀드린 거 기억나세요?",
    ],
)
def test_what_i_said_before_near_misses(text: str) -> None:
    assert all(c.kind != "correction" for c in salient(text)), claims(text)


# --- a passing mood, waved off, is no fact --------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "唉，累死了",
        "哎，今天烦死了",
        "今天天气真好啊",
        "最近ちょっと疲れてるだけ",
        "正直不安しかない",
        "그냥 오늘 너무 피곤하네요 ㅠㅠ",
        "요즘 좀 심심해요 ㅎㅎ",
        "오늘 날씨 좋네요",
    ],
)
def test_a_mood_waved_off_is_no_fact(text: str) -> None:
    assert claims(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "最近ちょっと疲れています",  # how the user is: kept
        "요즘 너무 피곤해요",
        "我最近很累",
        "唉，累死了，这周每天加班到十一点",  # with its cause
    ],
)
def test_a_mood_told_plainly_is_kept(text: str) -> None:
    assert claims(text), text


# --- Korean: an errand agreed to is a promise for now, not a decision -----------------------


@pytest.mark.parametrize(
    "text",
    [
        "다음 주 화요일에 정형외과 가기로 했어요",
        "다음 달에 같이 신오쿠보에서 만나기로 했어",
        "내가 공항에 픽업하기로 했어",
        "토요일에 엄마랑 병원 가기로 했어요",
        "제가 내일 아이 데리러 가기로 했어요",
    ],
)
def test_korean_errand_agreed_is_a_commitment(text: str) -> None:
    found = salient(text)
    assert found and (found[0].kind, found[0].transient) == ("commitment", True), found


@pytest.mark.parametrize(
    "text",
    [
        "다음 주부터 점심은 도시락으로 하기로 했어요",  # a choice between options
        "우리 팀은 다음 달에 워크숍 가기로 했어요",  # the team's
        "React로 가기로 했어요",
    ],
)
def test_korean_choices_stay_decisions(text: str) -> None:
    found = salient(text)
    assert found and found[0].kind == "decision", found


# --- Chinese questions and tasks without their marks ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Kubernetes里面的Deployment和StatefulSet有啥区别",
        "这个字段是干啥的",
        "Redis跟Memcached啥区别",
        "用Python写个爬虫抓一下这个网页的表格",
        "用 Go 做一个命令行工具解析日志",
        "用Excel做個報表統計一下這個月的銷量",
    ],
)
def test_chinese_unmarked_question_or_task_is_no_fact(text: str) -> None:
    assert claims(text) == []


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("没啥问题，我们下周上线", "下周上线"),
        ("我们最近做啥都要审批", "审批"),
        ("我们用Python写了个内部工具，现在全组都在用", "内部工具"),
    ],
)
def test_chinese_sha_and_yong_near_misses(text: str, word: str) -> None:
    assert any(word in c for c in claims(text)), claims(text)


# --- hospitals a sales rep calls on are no health news --------------------------------------


@pytest.mark.parametrize(
    "text", ["我是做医疗器械销售的，主要跑华东区的医院", "我是醫藥業務，主要跑台中的醫院"]
)
def test_hospitals_on_the_route_are_no_situation(text: str) -> None:
    found = salient(text)
    assert found and not found[0].transient, found


def test_going_to_hospital_is_still_a_situation() -> None:
    found = salient("我明天去医院复查")
    assert found and found[0].transient, found
