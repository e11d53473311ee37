"""Rules round 9, Chinese: the families blind10's open-source maintainer showed, tested on
sentences of other people, projects and wording (behaviour, not eval lines)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


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
    assert any(c.kind == "preference" and who in c.claim for c in found), found


@pytest.mark.parametrize(
    "text",
    ["Priya 说要先跟法务确认再签", "老钱说别急着上线，先灰度一周"],
)
def test_reported_wish_is_the_speakers_preference(text: str) -> None:
    assert [c.kind for c in salient(text)][:1] == ["preference"], salient(text)


def test_reported_news_stays_news() -> None:
    # a report of a plan, not a wish: not read as a taste
    assert all(c.kind != "preference" for c in salient("王总说下周三开会"))


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


def test_a_person_bracketed_with_their_role_is_a_relationship() -> None:
    found = salient("新来了两个人：阿彬（在深圳做运维）和 Noah Weber（慕尼黑，负责 iOS 那块）")
    ties = {c.entity: c.claim for c in found if c.kind == "relationship"}
    assert ties.get("阿彬") == "阿彬（在深圳做运维）", found
    assert ties.get("Noah Weber") == "Noah Weber（慕尼黑，负责 iOS 那块）", found


def test_brackets_without_a_role_say_nothing_about_a_person() -> None:
    found = salient("我们修了 #77（已合并），Kevin（见上）也看过")
    assert all(c.kind != "relationship" for c in found), found


def test_an_organisations_money_is_project_state() -> None:
    found = salient("Lumio 那边确认了，每季度赞助 ¥5000，条件是官网放他们的 logo")
    assert [c.kind for c in found][:1] == ["project_state"], found


def test_answer_style_for_replies_to_me_is_a_standing_preference() -> None:
    found = salient("回我的时候先给结论，别绕弯子")
    assert [c.kind for c in found] == ["preference"], found


def test_leave_on_the_day_of_an_event_is_transient() -> None:
    found = salient("我爸下周二复查，那天我请假陪他去")
    assert found and all(c.transient for c in found), found


@pytest.mark.parametrize(
    "text", ["服务重启的时候会不会丢消息", "这样写算不算过度设计", "这里需不需要加锁"]
)
def test_a_not_a_questions_are_not_facts(text: str) -> None:
    assert salient(text) == []


def test_a_not_a_inside_a_statement_keeps_the_statement() -> None:
    found = salient("不管他会不会来，我们都定了下周三发版")
    assert [c.kind for c in found] == ["decision"], found


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
