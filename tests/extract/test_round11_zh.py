"""Rules round 11, Chinese: the families blind12's Shenzhen supply-chain lead and retired Taipei
teacher showed — traditional characters the simplified tables did not know, a self-introduction
or news lead before the facts, an age, a count or a health condition that makes a plain
statement worth keeping, "礼拜" as a week — tested on sentences of other people, trades and
wording (behaviour, not eval lines)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, has_kind, kind_claims, salient
from writeback.extract.rules.zh import simplified

# -- a traditional sentence reads as its simplified twin ---------------------------------------


@pytest.mark.parametrize(
    ("typed", "simp"),
    [
        # 別 / 别: the request before the taste goes in both scripts
        ("別再推薦我用 Windows 了，我只用 Mac", "别再推荐我用 Windows 了，我只用 Mac"),
        # 強 / 强, 內 / 内, 嬤 / 嬷
        ("阿嬤今年九十歲，住在台南的老家", "阿嬷今年九十岁，住在台南的老家"),
        ("以後回答都控制在三百字以內", "以后回答都控制在三百字以内"),
        ("我負責的那塊是倉儲系統", "我负责的那块是仓储系统"),
    ],
)
def test_a_traditional_sentence_reads_as_its_simplified_twin(typed: str, simp: str) -> None:
    assert [simplified(c)[0] for c in claims(typed)] == claims(simp)


def test_claims_keep_the_characters_the_user_typed() -> None:
    assert claims("別再推薦我用 Windows 了，我只用 Mac") == ["我只用 Mac"]
    assert claims("阿嬤今年九十歲，住在台南的老家") == ["阿嬤今年九十歲，住在台南的老家"]


@pytest.mark.parametrize("char", "別內嬤塊強亂蘿蔔唸恆")
def test_the_table_knows_common_traditional_characters(char: str) -> None:
    assert simplified(char)[0] != char


def test_characters_also_simplified_do_not_mark_a_sentence_traditional() -> None:
    assert simplified("他是著名的乾货商") == ("他是著名的乾货商", {})


# -- a lead that only says the user will speak of themself or bring news ----------------------


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        (
            "先自我介紹一下：我是高雄的國中數學老師，教了十五年",
            "我是高雄的國中數學老師，教了十五年",
        ),
        (
            "先自我介绍一下好了：我是做跨境电商的，主要卖家居用品",
            "我是做跨境电商的，主要卖家居用品",
        ),
        ("跟你报告一下，我们的新店下周一开幕", "我们的新店下周一开幕"),
        ("跟你說一個好消息～我們的民宿拿到合法執照了！", "我們的民宿拿到合法執照了"),
    ],
)
def test_a_self_introduction_or_news_lead_is_peeled(text: str, claim: str) -> None:
    assert claims(text) == [claim]


@pytest.mark.parametrize(
    "text",
    [
        # a story "about a thing", not a lead: nothing of the user's to keep
        "这个故事讲了一个关于猫的事",
        # a matter that weighs on the user is no news lead ("一个朋友的事情" stays)
        "一个朋友的事情让我很烦",
    ],
)
def test_a_thing_told_about_is_no_lead(text: str) -> None:
    assert all(not c.startswith(("让我", "关于")) for c in claims(text))


# -- the user's age is who they are ------------------------------------------------------------


@pytest.mark.parametrize("text", ["我今年五十二岁", "我今年四十三歲，在一家物流公司做倉管"])
def test_the_users_age_is_identity(text: str) -> None:
    assert has_kind(text, "fact", "岁" if "岁" in text else "歲")
    assert salient(text)[0].rule == "cjk.identity"


def test_a_childs_age_is_not_the_users_identity() -> None:
    assert all(c.rule != "cjk.identity" for c in salient("我女儿今年六岁"))


# -- an age, a count or a health condition keeps a plain statement -----------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("我邻居张阿姨养了两只猫，一只叫咪咪", "咪咪"),
        ("家裡那隻老狗叫阿福，今年十四歲了", "阿福"),
        ("医生说我爸血压有点高", "血压"),
        ("我外孫對蛋白過敏，很嚴重", "過敏"),
        ("果园今年收了三万斤橙子", "橙子"),
    ],
)
def test_a_concrete_plain_statement_is_kept(text: str, word: str) -> None:
    assert any(word in c for c in claims(text)), kind_claims(text)


@pytest.mark.parametrize(
    "text",
    [
        # a count inside the request cut off does not keep the statement before it
        "之前跟客户说的流程都要改，麻烦帮我拟一条通知",
        # nothing concrete: a passing remark
        "上次在追思禮拜上我哭了",
    ],
)
def test_a_plain_remark_stays_unsaid(text: str) -> None:
    assert claims(text) == [], kind_claims(text)


# -- "礼拜" is a week as "星期" is ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["我儿子每个禮拜六早上去上游泳课", "我兒子每個禮拜六早上去上游泳課"]
)
def test_a_weekly_day_said_libai_is_kept(text: str) -> None:
    assert len(claims(text)) == 1


def test_a_day_said_libai_is_a_schedule() -> None:
    assert salient("我这礼拜三请假")[0].rule == "cjk.schedule"
    assert salient("我這禮拜三請假")[0].rule == "cjk.schedule"


# -- a chat line's speaker is no subject of a state ----------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "帮我看看这段群聊：\n老陈：收到👌\n小美：好的，大家辛苦\n老陈：可以啦，回头再说",
        "家族群裡的對話：\n大姑：大家記得帶傘喔\n小叔：知道啦，妳放心",
    ],
)
def test_chat_chatter_after_a_speaker_is_no_fact(text: str) -> None:
    assert all(c.rule != "frame:named×state" for c in salient(text)), kind_claims(text)


def test_a_chat_line_with_an_amount_stays() -> None:
    text = "群里的消息：\n阿芳：每人先交两千块给我，月底前哦\n老王：好的"
    assert any("两千块" in c for c in claims(text)), kind_claims(text)


def test_a_person_with_a_state_is_still_read() -> None:
    assert any(c.rule.startswith("frame:named") for c in salient("老陈最近腰不好，在家休息"))


# -- an obligation due by a day is the user's commitment ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "律所来函，得在月底前把律师费缴了",
        "我们要在周五前签合同",
        "戶政事務所說要在三月十號以前補件",
        "签证中心来信，需要在10月8号之前补材料",
    ],
)
def test_an_obligation_by_a_day_is_a_commitment(text: str) -> None:
    assert "commitment" in {c.kind for c in salient(text)}, kind_claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "他在周五前交了报告",  # done, not owed
        "我在周五前交了报告",
        "他要在家里补完作业",  # no day
    ],
)
def test_a_deed_done_by_a_day_is_no_obligation(text: str) -> None:
    assert "commitment" not in {c.kind for c in salient(text)}, kind_claims(text)


# -- what was settled at last, its value said, is a decision -----------------------------------


@pytest.mark.parametrize(
    "text", ["婚期最终定在十月", "DVD首批数量最后定3000张，大家都同意了", "最后还是定Zoom开会"]
)
def test_settled_at_last_with_a_value_is_a_decision(text: str) -> None:
    assert "decision" in {c.kind for c in salient(text)}, kind_claims(text)


@pytest.mark.parametrize("text", ["会议时间最后定不下来", "团建地点最后定了吗"])
def test_not_settled_is_no_decision(text: str) -> None:
    assert "decision" not in {c.kind for c in salient(text)}, kind_claims(text)


# -- a denial said twice is no A-not-A question ------------------------------------------------


def test_a_denial_said_twice_keeps_the_statement() -> None:
    assert any("十五号" in c for c in claims("不对不对 交货是十五号不是十六号，我上面写错了"))


@pytest.mark.parametrize("text", ["你说这样对不对", "这个方案是不是太贵了"])
def test_an_a_not_a_question_stays_a_question(text: str) -> None:
    assert claims(text) == []
