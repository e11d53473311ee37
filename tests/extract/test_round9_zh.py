"""Rules round 9, Chinese: the families blind10's open-source maintainer showed, tested on
sentences of other people, projects and wording (behaviour, not eval lines)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, salient


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.claim) for c in salient(text)]


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("Marco 坚持所有接口都要先写文档再动手", "Marco"),
        ("Aisha 特别讨厌周五下午开会", "Aisha"),
        ("老何恨不得每个需求都先出原型", "老何"),
        ("@ruby-k 更愿意在 issue 里讨论，不爱开会", "@ruby-k"),
    ],
)
def test_named_person_taste_with_latin_name_or_handle(text: str, who: str) -> None:
    found = salient(text)
    assert any(c.kind == "preference" and c.entity == who for c in found), found


@pytest.mark.parametrize(
    "text",
    ["Priya 说要先跟法务确认再签", "老钱说别急着上线，先灰度一周"],
)
def test_reported_wish_is_the_speakers_preference(text: str) -> None:
    assert [c.kind for c in salient(text)][:1] == ["preference"], salient(text)


@pytest.mark.parametrize(
    "text",
    [
        "王总说下周三开会",
        "我妈说要下雨了",
        "老王说得很有道理",
        "小王说要下周才能回来",
        "小李说应该是服务器的问题",
    ],
)
def test_reported_news_and_forecasts_are_no_taste(text: str) -> None:
    found = salient(text)
    assert found and all(c.kind != "preference" for c in found), found


@pytest.mark.parametrize(
    "text", ["小李坚持了半年终于考上了", "Tom 只用了十分钟就修好了", "@所有人 坚持一下，明天就放假"]
)
def test_finished_events_and_group_mentions_are_no_taste(text: str) -> None:
    assert all(c.kind != "preference" for c in salient(text)), salient(text)


def test_a_taste_of_someone_the_speaker_names_is_not_the_speakers() -> None:
    assert all(c.entity != "老王" for c in salient("老王说他女儿喜欢画画"))


@pytest.mark.parametrize(
    "text",
    [
        "答应了阿兰这周五前把评审意见发给她",
        "在群里承诺了会补一篇迁移指南，月底前发",
        "周报这周我来写",
        "Sofia 让我周四前交预算表",
    ],
)
def test_promises_without_a_spoken_subject_are_commitments(text: str) -> None:
    assert any(c.kind == "commitment" for c in salient(text)), salient(text)


@pytest.mark.parametrize(
    "text",
    [
        "默认数据库定成 SQLite，Postgres 留成可选",
        "跟两位 reviewer 对了一下，结论：Windows 支持不做了",
        "那就这么定：所有配置项都走环境变量",
        "旧的导出接口留到 3.0 再删",
    ],
)
def test_decision_markers(text: str) -> None:
    assert [c.kind for c in salient(text)][:1] == ["decision"], salient(text)


@pytest.mark.parametrize(
    "text", ["今晚不做了", "他电话一直不接了", "剩饭留到 3 天后就坏了", "我一上课就专注不了"]
)
def test_stopping_for_the_night_or_keeping_leftovers_is_no_decision(text: str) -> None:
    assert all(c.kind != "decision" for c in EX.extract(text)), EX.extract(text)


def test_said_value_then_denied_is_a_correction_with_the_new_value() -> None:
    found = salient("刚才说 Node 18 不对，是 20。")
    assert [(c.kind, c.claim, c.corrects) for c in found] == [("correction", "Node 20", "18")]
    found = salient("之前说的预算 20 万不对，是 25 万")
    assert [(c.kind, c.claim) for c in found] == [("correction", "预算 25 万")]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("看了下后台，App 月下载 12 万，GitHub star 刚过 3k", "star"),
        ("v2.4.1 发了", "v2.4.1"),
        ("1.8 已经上线了", "1.8"),
    ],
)
def test_reach_figures_and_releases_are_project_state(text: str, word: str) -> None:
    found = salient(text)
    assert any(c.kind == "project_state" and word in c.claim for c in found), found


@pytest.mark.parametrize(
    "text",
    [
        "之前说好的方案不对外公开",
        "之前提到的 RSA 是不对称加密",
        "上面写的接口不对外开放，只给内部用",
    ],
)
def test_a_denial_inside_a_word_is_no_correction(text: str) -> None:
    assert all(c.kind != "correction" for c in EX.extract(text)), EX.extract(text)


@pytest.mark.parametrize(
    "text", ["스타벅스에서 3시간 있었어요", "ダウンロードに3時間かかった", "下载到第3集就卡住了"]
)
def test_words_that_begin_like_a_metric_are_no_project_state(text: str) -> None:
    assert all(c.kind != "project_state" for c in EX.extract(text)), EX.extract(text)


@pytest.mark.parametrize("text", ["12.5 发了工资", "3.5 出了点问题"])
def test_a_date_before_a_verb_is_no_release(text: str) -> None:
    assert all(c.kind != "project_state" for c in EX.extract(text)), EX.extract(text)


@pytest.mark.parametrize(
    "text",
    ["轮到我来发言了", "他们不要我以前做的方案", "以前得把作业交给老师检查", "睡前要把手机给我"],
)
def test_turns_habits_and_house_rules_are_no_commitment(text: str) -> None:
    assert all(c.kind != "commitment" for c in EX.extract(text)), EX.extract(text)


def test_a_person_bracketed_with_their_role_is_a_relationship() -> None:
    found = salient("新来了两个人：阿彬（在深圳做运维）和 Noah Weber（慕尼黑，负责 iOS 那块）")
    ties = {c.entity: c.claim for c in found if c.kind == "relationship"}
    assert ties.get("阿彬") == "阿彬（在深圳做运维）", found
    assert ties.get("Noah Weber") == "Noah Weber（慕尼黑，负责 iOS 那块）", found


def test_the_role_first_and_the_name_inside_the_brackets() -> None:
    found = salient("我导师（Hannah，做蛋白质结构的）下个月去开会")
    assert [(c.entity, c.claim) for c in found if c.kind == "relationship"] == [
        ("Hannah", "导师（Hannah，做蛋白质结构的）")
    ], found


@pytest.mark.parametrize(
    "text",
    [
        "我们修了 #77（已合并），Kevin（见上）也看过",
        "我们用 Redis（做缓存）和 Kafka（负责消息队列）",
        "Windows（客户端那边）还没测",
        "支付走 Stripe（API 已经接好了）",
        "后端换成 Java（面向对象那套）",
        "小组（负责 iOS）下周解散",
        "お客さん（営業の人が対応中）",
        "Slack（担当者向け）に投稿した",
    ],
)
def test_brackets_beside_a_thing_say_nothing_about_a_person(text: str) -> None:
    found = EX.extract(text)
    assert all(c.rule != "cjk.identity.appositive" for c in found), found


def test_an_organisations_money_is_project_state() -> None:
    found = salient("Lumio 那边确认了，每季度赞助 ¥5000，条件是官网放他们的 logo")
    assert [c.kind for c in found][:1] == ["project_state"], found


def test_answer_style_for_replies_to_me_is_a_standing_preference() -> None:
    found = salient("回我的时候先给结论，别绕弯子")
    assert [c.kind for c in found] == ["preference"], found


@pytest.mark.parametrize(
    "text", ["服务重启的时候会不会丢消息", "这样写算不算过度设计", "这里需不需要加锁"]
)
def test_a_not_a_questions_are_not_facts(text: str) -> None:
    assert EX.extract(text) == []


@pytest.mark.parametrize(
    "text",
    ["老王动不动就发火", "我妈一天不一天的，反正每周都打电话", "好不好吃都无所谓，我就想吃这家"],
)
def test_a_not_a_that_asks_nothing_keeps_the_statement(text: str) -> None:
    assert EX.extract(text), text


def test_one_open_item_with_a_fact_in_it_is_read() -> None:
    found = salient("- [ ] 给妈妈买生日礼物，她生日是 3 月 4 日")
    assert any("3 月 4 日" in c.claim for c in found), found


def test_open_items_of_a_task_list_are_not_facts() -> None:
    found = salient(
        "帮我估一下工作量：\n- [ ] 重写登录页\n- [ ] 补单元测试\n- [ ] Write the migration guide"
    )
    assert found == [], found


def test_a_reported_taste_is_the_speakers_preference() -> None:
    found = salient("罗主任说他们科室更喜欢用企业微信沟通")
    assert [(c.kind, c.entity) for c in found] == [("preference", "罗主任")], found


def test_a_reported_plan_with_xiang_stays_a_fact() -> None:
    found = salient("老公说他明年想换工作")
    assert [c.kind for c in found] == ["fact"], found


@pytest.mark.parametrize(
    "text", ["周五之前要把季度预算交给财务，帮我列个提纲", "月底前得把合同发给客户"]
)
def test_a_deliverable_due_by_a_day_is_a_commitment(text: str) -> None:
    assert [c.kind for c in salient(text)][:1] == ["commitment"], salient(text)
