"""Rules round 10, Chinese: the families blind11's admissions counselor showed — text pasted to
be translated or polished, asks and wording instructions stored as facts, nested list items
read as code — tested on sentences of other people, trades and wording (behaviour, not eval
lines)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def _claims(text: str) -> list[str]:
    return [c.claim for c in salient(text)]


# -- text pasted after a translate/polish ask is the text, not the user's facts ----------------


@pytest.mark.parametrize(
    "text",
    [
        "帮我把下面这段产品介绍翻译成英文，放官网首页：\n\n我们的咖啡豆全部来自云南保山，"
        "每批次都经过三次人工筛选，烘焙后48小时内发货。",
        "把这封信润色一下，别太客套：\n\n刘经理您好，我司的报价单已于上周五寄出，请查收。",
        "帮我把這段翻譯成日文：\n\n本店自1998年開業以來，一直堅持手工製麵。",
    ],
)
def test_text_pasted_after_a_translate_ask_yields_nothing(text: str) -> None:
    assert _claims(text) == [], salient(text)


def test_facts_on_the_ask_line_stay_and_the_pasted_text_goes() -> None:
    text = (
        "帮我把下面这段推荐语润色一下。周立群下个月入职深圳一家券商，做风控。\n\n"
        "周立群是我带过最踏实的实习生，她在三个月里独立搭建了一套回测系统。"
    )
    claims = _claims(text)
    assert any("周立群" in c and "风控" in c for c in claims), claims
    assert not any("回测系统" in c for c in claims), claims


def test_code_pointed_at_is_no_pasted_text() -> None:
    # "把这段代码改成…" is a coding task; a fact on the next line is still the user's
    claims = _claims("帮我把这段代码改成异步的：\n我们的后端用的是 FastAPI。")
    assert any("FastAPI" in c for c in claims), claims


# -- nested list items are items, not indented output ------------------------------------------


def test_nested_cjk_list_items_are_read() -> None:
    text = (
        "本月情况：\n1. 门店共12家。\n2. 新变化：\n"
        "   - 华东区有3家店要重新装修，预计停业两周；\n"
        "   - 冷链供应商换成了顺丰冷运。"
    )
    claims = _claims(text)
    assert any("3家店" in c for c in claims), claims
    assert any("顺丰冷运" in c for c in claims), claims


def test_indented_english_and_code_stay_unread() -> None:
    text = (
        "我们的服务挂了，日志如下：\n    - ERROR connection refused 连接被拒绝\n    at db.connect()"
    )
    assert not any("ERROR" in c or "connect" in c for c in _claims(text))


# -- asks inside a list are no status ---------------------------------------------------------


@pytest.mark.parametrize(
    "item",
    [
        "备注：这份报告下周要给董事会看，所以用词要严谨，不要出现客户全名",
        "还有一件事没定：年会要不要改到线上，等预算批下来再说",
        "结尾想补一句：有问题请联系前台小赵",
        "第三条供应商最容易有意见，措辞要委婉一点",
    ],
)
def test_asks_and_wording_notes_in_a_list_are_no_status(item: str) -> None:
    text = "帮我做个汇总：\n1. 本季度共签约42家客户。\n2. " + item + "。"
    claims = _claims(text)
    assert any("42家" in c for c in claims), claims
    assert len(claims) == 1, salient(text)


def test_a_real_labelled_status_item_stays() -> None:
    text = "进度：\n- 合同：已经签完，法务也盖章了\n- 样品：下周二寄到杭州仓库"
    claims = _claims(text)
    assert any("合同" in c for c in claims) and any("样品" in c for c in claims), claims


# -- the tone of a draft asked for is no standing taste ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "帮我改写成客户能看懂的版本，分点，语气亲切一点但不要太口语化。",
        "请把这份通知写成三段，语气正式一些，不要加表情。",
        "写完以后再给我一个五十字以内的摘要。",
        "跟房东沟通时措辞要特别注意。",
    ],
)
def test_draft_wording_asks_yield_nothing(text: str) -> None:
    assert salient(text) == [], salient(text)


@pytest.mark.parametrize(
    "text",
    [
        "以后回答语气别太正式。",
        "以后帮我写周报都简短一点，用要点形式。",
        "回答的时候用繁体，简短一点",
    ],
)
def test_standing_answer_style_is_still_a_preference(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["preference"], salient(text)


def test_after_a_deed_is_not_from_now_on() -> None:
    # "下班以后" is when, not "from now on": no standing taste made of it
    found = salient("我下班以后一般去健身房")
    assert found and all(c.rule != "cjk.preference" or "健身" in c.claim for c in found), found


# -- frames behind missed facts -----------------------------------------------------------------


def test_a_context_lead_does_not_make_the_sentence_a_request() -> None:
    found = salient("先交代一下背景：我在杭州一家物流公司做调度，主要管华东线路。")
    assert any("物流公司" in c.claim for c in found), found


def test_a_name_with_si_is_not_japanese_omou() -> None:
    # "思" of a name ("林思琪") is no "思う" of chatter
    found = salient("林思琪是我们店里唯一会做拉花的咖啡师，手艺很好。")
    assert any("林思琪" in c.claim for c in found), found
    assert salient("まあ、そう思うけどね") == []


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("华南区是周敏老师负责。", "周敏"),
        ("海外渠道由老宋负责，国内还没定人。", "老宋"),
        ("支付那块归 Priya 管", "Priya"),
    ],
)
def test_who_covers_a_part_of_the_work_is_a_relationship(text: str, who: str) -> None:
    found = salient(text)
    assert any(c.kind == "relationship" and who in c.claim for c in found), found


@pytest.mark.parametrize(
    "text",
    ["这段时间华东仓由我和阿May一起接。", "小周下个月休产假，前台先由 Nina 代班。"],
)
def test_a_handover_of_work_is_project_state(text: str) -> None:
    found = salient(text)
    assert any(c.kind == "project_state" and "由" in c.claim for c in found), found


def test_the_user_alone_taking_a_leavers_work_stays_with_the_leave() -> None:
    found = salient("老郑月底离职，他的客户由我接手")
    assert len(found) == 1 and "老郑" in found[0].claim, found


def test_a_time_word_with_zhe_is_no_pointing_word() -> None:
    found = salient("这学期钢琴课由我和孙老师轮流带。")
    assert found, found
    assert salient("这个不对") == []


@pytest.mark.parametrize(
    "text",
    [
        "小雨ED中了！！！哥大！！！",
        "布里斯托大学的offer已经下来了",
        "我侄子已拿到帝国理工的offer",
        "阿杰被浙大录取了",
        "林同学芝加哥大学EA被defer",
    ],
)
def test_an_admission_outcome_is_project_state(text: str) -> None:
    found = salient(text)
    assert [c.kind for c in found] == ["project_state"], found


def test_the_cheered_name_joins_the_news() -> None:
    found = salient("小雨ED中了！！！哥大！！！")
    assert found and "哥大" in found[0].claim, found


@pytest.mark.parametrize("text", ["项目上线了！太好了！", "周末去爬山了！耶！"])
def test_an_interjection_after_news_is_no_name(text: str) -> None:
    assert all("太好" not in c.claim and "耶" not in c.claim for c in salient(text))


# -- an agreement with someone, then what the user will do: a promise --------------------------


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("跟老贺说好了，他的报销单我明天帮他交上去。", "老贺"),
        ("和房东约好了，我月底前把押金转过去", "房东"),
    ],
)
def test_agreed_with_someone_then_my_deed_is_a_commitment(text: str, who: str) -> None:
    found = salient(text)
    assert [(c.kind, c.entity) for c in found] == [("commitment", who)], found


def test_an_agreement_said_alone_or_between_parties_is_no_promise() -> None:
    assert salient("跟小李说好了") == []
    found = salient("我们跟甲方说好了，二期延到明年")
    assert [c.kind for c in found] == ["decision"], found


# -- a pasted notice: its title and preamble are no facts, its rules and fees are ---------------


def test_a_notice_title_yields_nothing() -> None:
    assert salient("关于调整食堂开放时间的通知") == []
    assert salient("關於調整營業時間的公告") == []


def test_a_notice_preamble_is_peeled_and_the_arrangement_kept() -> None:
    found = salient(
        "为进一步规范员工差旅报销工作，经总经理办公会研究决定，自2025年1月1日起，"
        "所有差旅发票统一由财务部受理，各部门不再代收。"
    )
    assert [c.kind for c in found] == ["project_state"], found
    assert not found[0].claim.startswith("为"), found


@pytest.mark.parametrize(
    "text",
    [
        "停车场每小时收费10元，月卡300元。",
        "复印件每页收取工本费2元",
        "请假须至少提前3个工作日在系统里申请",
    ],
)
def test_a_fee_or_lead_time_is_project_state(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["project_state"], salient(text)


def test_an_offices_arrangement_is_no_taste_but_a_users_standing_wish_is() -> None:
    assert [c.kind for c in salient("发票一律由前台统一寄送")] == ["project_state"]
    assert [c.kind for c in salient("以后代码注释统一用中文")] == ["preference"]


def test_going_abroad_as_a_noun_is_no_trip() -> None:
    found = salient("出国留学申请材料都放在共享盘里")
    assert all(c.transient is False for c in found), found
    assert [c.transient for c in salient("我下个月出国")] == [True]


# -- chatter beside the fact: reasons, verdicts, what to tell people, questions ----------------


@pytest.mark.parametrize("text", ["容易让客户误会", "免得房东又来催", "省得以后每次都要手动改"])
def test_a_reason_clause_alone_is_no_fact(text: str) -> None:
    assert salient(text) == [], salient(text)


def test_a_reason_clause_does_not_stand_beside_its_taste() -> None:
    found = salient("跟客户讲报价时，我习惯先给区间，不要直接报底价，容易让对方压价。")
    assert [c.kind for c in found] == ["preference"], found
    assert not any(c.claim.startswith("容易") for c in found), found


def test_a_reported_verdict_on_the_thing_at_hand_is_no_news() -> None:
    found = salient("今年门店的目标是营收翻倍，刘总说这个是硬指标。")
    assert not any(c.claim.startswith("刘总说") for c in found), found
    assert [c.kind for c in salient("刘总说这周五开董事会")] != [], salient("刘总说这周五开董事会")


def test_what_to_tell_someone_who_asks_is_an_ask() -> None:
    found = salient("五一那周我回老家，别给我排会，同事问起就说我休年假。")
    assert not any("问起" in c.claim for c in found), found


def test_from_now_on_inside_a_which_question_is_no_taste() -> None:
    text = "你觉得Rust和Go，哪个更适合一个偏后端、以后想做分布式的新人？"
    assert salient(text) == [], salient(text)
    assert [c.kind for c in salient("以后都用中文回答，好吗？")] == ["preference"]


def test_a_closing_tell_me_is_a_request() -> None:
    assert salient("从价格和售后两方面说说") == []
    assert salient("我妈每天晚上都要跟邻居聊聊") != []


# -- a promise and its deadline, told before -----------------------------------------------------


def test_a_promise_to_explain_why_is_no_question_and_keeps_its_deadline() -> None:
    found = salient("在群里承诺了会写一篇文档解释为什么不支持 Windows，周四前发到 Wiki")
    assert [c.kind for c in found] == ["commitment"], found
    assert "Wiki" in found[0].claim, found
    assert salient("为什么不支持 Windows") == []


def test_a_dated_clause_of_its_own_stays() -> None:
    found = salient("合同签了，下周一开始施工")
    assert any("下周一开始施工" in c.claim for c in found), found


def test_told_someone_i_would_do_it_is_a_commitment() -> None:
    found = salient("之前跟 @liu-wei 说过，他的 PR 合了就把他加进 AUTHORS，并且在周报里点名感谢。")
    assert [(c.kind, c.entity) for c in found] == [("commitment", "@liu-wei")], found
    assert "周报" in found[0].claim, found


def test_told_someone_a_fact_is_no_promise() -> None:
    found = salient("跟老板说过，下周我请假")
    assert found and all(c.kind != "commitment" for c in found), found


def test_a_clause_joined_with_bingqie_goes_on_with_the_one_before() -> None:
    found = salient("我们把数据库迁到了 TiDB，并且下线了旧的 MySQL 集群")
    assert len(found) == 1 and "MySQL" in found[0].claim, found


# -- someone's ask and the user's yes; someone's reported deed ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "她说下周要搬家，让我帮忙搬几个箱子，我答应了",
        "表弟问我能不能帮他改简历，我答应了",
    ],
)
def test_an_ask_then_my_yes_is_a_commitment(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["commitment"], salient(text)


def test_an_ask_reported_with_no_yes_is_no_promise() -> None:
    assert all(c.kind != "commitment" for c in salient("客户问我能不能打折"))


@pytest.mark.parametrize(
    ("text", "who"),
    [("阿豪说他会负责整理报销单", "阿豪"), ("小周说他可以帮我看合同", "小周")],
)
def test_a_reported_deed_is_their_commitment(text: str, who: str) -> None:
    found = salient(text)
    assert [(c.kind, c.entity) for c in found] == [("commitment", who)], found


def test_a_reported_plan_or_arrival_is_no_commitment() -> None:
    assert all(c.kind != "commitment" for c in salient("老王说他会来"))
    assert salient("帮我看合同") == []


# -- a person's change of course; a topic-turn lead ---------------------------------------------


@pytest.mark.parametrize(
    "text", ["王老师明年退休", "林可最后还是放弃日本了，转申新加坡", "孙主任（孙浩）年底退休"]
)
def test_a_persons_change_of_course_or_post_is_project_state(text: str) -> None:
    assert [c.kind for c in salient(text)] == ["project_state"], salient(text)


@pytest.mark.parametrize("text", ["我放弃了", "他放弃了"])
def test_giving_up_at_nothing_is_no_change_of_course(text: str) -> None:
    assert salient(text) == [], salient(text)


def test_a_topic_turn_lead_is_peeled() -> None:
    found = salient("说起来我女儿今年也上初一了，在实验中学。")
    assert [c.kind for c in found] == ["relationship"], found
    assert not found[0].claim.startswith("说起来"), found


# -- a comparative wish; someone's post from now on ----------------------------------------------


def test_a_comparative_wish_is_a_taste() -> None:
    assert [c.kind for c in salient("我更希望周会放在周一上午")] == ["preference"]
    assert all(c.kind != "preference" for c in salient("我希望明天别下雨"))


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("新来的设计师Maya Chen以后专门负责包装设计", "Maya Chen"),
        ("小吴今后主要对接华东客户", "小吴"),
    ],
)
def test_someones_post_from_now_on_is_a_relationship(text: str, who: str) -> None:
    found = salient(text)
    assert [(c.kind, c.entity) for c in found] == [("relationship", who)], found


def test_the_users_own_standing_wish_is_still_a_taste() -> None:
    assert [c.kind for c in salient("以后周报都用表格")] == ["preference"]


# -- the same families in Traditional Chinese ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("跟阿明說好了，他的履歷我這週末幫他看一遍。", ["commitment"]),
        ("小雯ED中了！！！哥大！！！", ["project_state"]),
        ("外場先由 Wendy 代理。", ["project_state"]),
        ("華南區是周敏老師負責。", ["relationship"]),
        ("說起來我女兒今年也上國一了，在信義國中。", ["relationship"]),
        ("寫完以後再給我一個五十字以內的摘要。", []),
        ("幫我改寫成客人看得懂的版本，分點，語氣親切一點但不要太口語化。", []),
        ("容易讓客人誤會", []),
        ("關於調整營業時間的公告", []),
    ],
)
def test_traditional_chinese_reads_the_same_families(text: str, kinds: list[str]) -> None:
    assert [c.kind for c in salient(text)] == kinds, salient(text)


@pytest.mark.parametrize(
    "text", ["最后帮我在报告末尾用三句话总结一下主要风险。", "然后麻烦你把标题改短一点"]
)
def test_a_request_after_a_sequencing_word_yields_nothing(text: str) -> None:
    assert salient(text) == [], salient(text)


def test_a_statement_after_a_sequencing_word_stays() -> None:
    found = salient("最后我们决定把年会放在杭州")
    assert [c.kind for c in found] == ["decision"], found


def test_someone_fed_up_at_the_moment_is_no_taste() -> None:
    found = salient("仓库换成了顺丰冷运，原来那家老是晚到，我妈已经受不了了。")
    assert not any("受不了" in c.claim for c in found), found
    assert [c.kind for c in salient("我爸受不了香菜")] == ["preference"]


def test_consulted_alone_is_only_a_frame() -> None:
    found = salient("定了：下个版本不再加新功能，只修 bug。跟老贺、Priya 都对过了")
    assert [c.kind for c in found] == ["decision"], found
    found = salient("跟客户确认过了，交期改到下周五")
    assert found and "交期" in found[0].claim, found


# -- the reviewer's look-alikes (notes/review_cjk.md, wt-zh items): each guard narrowed -----------

_REVIEW: list[tuple[str, list[tuple[str, str]]]] = [
    # 11, 26: 由 inside 由于 / 自由 is no handover
    ("由于要带孩子，我周末没法加班", [("fact", "由于要带孩子，我周末没法加班")]),
    ("由于要接我妈出院，周五我请一天假", [("fact", "周五我请一天假")]),
    ("由於要帶小孩，我週末不能加班", [("fact", "由於要帶小孩，我週末不能加班")]),
    ("我是自由职业者接私活为主", [("fact", "我是自由职业者接私活为主")]),
    # 27: a subject 我 lent to the handover clause
    ("我休产假期间，门诊由张医生代管", [("fact", "我休产假期间，门诊由张医生代管")]),
    # 42: a family arrangement is no project state
    ("周末孩子由奶奶带", []),
    ("孩子放学由外婆接", []),
    # 14, 28: 经…决定 peeled only after a notice's 为进一步 preamble or with an office named
    ("经研究决定，合唱团周六排练改到周日", [("decision", "经研究决定，合唱团周六排练改到周日")]),
    (
        "经研究决定，从下月起所有司机必须打卡",
        [("decision", "经研究决定，从下月起所有司机必须打卡")],
    ),
    (
        "经家里讨论决定，我们明年搬去成都",
        [("decision", "经家里讨论决定"), ("project_state", "我们明年搬去成都")],
    ),
    (
        "经兽医建议决定，给猫换成处方粮",
        [("decision", "经兽医建议决定"), ("project_state", "给猫换成处方粮")],
    ),
    (
        "經研究決定，下個月起倉庫週日休息",
        [("decision", "經研究決定"), ("fact", "下個月起倉庫週日休息")],
    ),
    (
        "为进一步加强管理，从下月起所有司机必须打卡",
        [("fact", "为进一步加强管理，从下月起所有司机必须打卡")],
    ),
    # 16: after 跟X说好了 only a deed for them is a promise
    ("跟团长说好了，我不去了", [("decision", "跟团长说好了，我不去了")]),
    ("跟医生约好了，我周四去复查", [("fact", "跟医生约好了，我周四去复查")]),
    (
        "跟房东说好了，他月底前修好热水器我再交房租",
        [("decision", "跟房东说好了，他月底前修好热水器我再交房租")],
    ),
    ("跟老闆講好了，我下個月不去了", [("fact", "跟老闆講好了，我下個月不去了")]),
    # 17: an ask beside a labelled status is cut, the status stays
    (
        "病历备注：\n- 过敏：对鸡肉过敏，别喂鸡肉\n- 体重：4.2kg\n- 绝育：已做",
        [
            ("project_state", "过敏：对鸡肉过敏"),
            ("project_state", "体重：4.2kg"),
            ("project_state", "绝育：已做"),
        ],
    ),
    (
        "本周排班：\n- 周六：小李带低声部\n- 周日：我带全团，帮我把曲目单打印一下",
        [("project_state", "周六：小李带低声部"), ("project_state", "周日：我带全团")],
    ),
    # 18, 19, 43: nested items only under a list item that opens them
    ("配置文件如下：\nroles:\n  - 管理员\n  - 仓库主管\n  - 司机", []),
    ("下面是app的菜单配置：\nmenu:\n  - 首页\n  - 订单管理\n  - 退货处理", []),
    ("日志：\n  - 订单同步失败\n  - 库存扣减超时", []),
    ("翻译一下这段：\n  1. 首先打开设置\n  2. 然后点击同步", []),
    ("这是我的待办：\n1. 给猫打疫苗\n   - 周三下午\n   - 带上病历本", []),
    # 23, 24, 39, 44: no outcome in a non-outcome, a hope, a video, or family news
    ("还没拿到offer，有点焦虑", [("fact", "还没拿到offer，有点焦虑")]),
    ("希望能拿到港大的offer", []),
    ("希望能拿到台大的offer", []),
    ("彩排的时候被家长录了视频", []),
    ("我的猫被邻居录了视频", [("fact", "我的猫被邻居录了视频")]),
    ("我女儿被北大录取了", [("fact", "我女儿被北大录取了")]),
    ("我表弟EA被defer了", [("fact", "我表弟EA被defer了")]),
    # 30: 让我…，我同意了 is consent; a favour agreed to stays a promise
    ("医生让我住院观察几天，我同意了", [("fact", "医生让我住院观察几天，我同意了")]),
    ("老板让我降薪20%，我同意了", [("fact", "老板让我降薪20%，我同意了")]),
    ("邻居让我帮忙喂猫，我答应了", [("commitment", "邻居让我帮忙喂猫，我答应了")]),
    # 33: how every reply should read is no one-off draft
    ("请把回复写得简短一点", [("preference", "请把回复写得简短一点")]),
    # 34: the user's or a family member's life event is a fact
    ("我明年退休", [("fact", "我明年退休")]),
    ("我已经放弃了减肥", []),
    ("我爸今年退休", [("fact", "我爸今年退休")]),
    ("女儿转学了", [("fact", "女儿转学了")]),
    ("老大转专业的事还没定", [("fact", "老大转专业的事还没定")]),
    ("孩子转学手续办好了", []),
    # 40: off food for a while is a state
    ("这阵子猫一直不吃东西", [("fact", "这阵子猫一直不吃东西")]),
    # 41: a mood word or a question after news is no cheered name
    ("他又迟到了！！！烦死！！！", []),
    ("搬完家了！！！累死！！！", []),
    ("项目上线了！！！大家辛苦！！！", [("project_state", "项目上线了")]),
    ("他又遲到了！！！煩死！！！", []),
    ("子どもが熱出した！！！最悪！！！", [("relationship", "子どもが熱出した")]),
    ("下周搬家！！！谁能帮忙！！！", [("fact", "下周搬家")]),
    # 45: the user's own bill or booking is no business metric
    ("顺丰寄过去手续费大概15块", [("fact", "顺丰寄过去手续费大概15块")]),
    ("孩子的钢琴课每节收费300元", []),
    ("报名费我已经交了200", []),
    ("需要提前3个工作日预约", [("fact", "需要提前3个工作日预约")]),
    # 48: a prediction is no deed taken on
    ("阿凯说他会发脾气的", [("fact", "阿凯说他会发脾气的")]),
    # 50: a rule the user states is no drafting instruction
    ("强调是我女儿对花生过敏，不是我", [("relationship", "强调是我女儿对花生过敏，不是我")]),
    (
        "写清楚了，合同是到明年三月",
        [("project_state", "写清楚了，合同是到明年三月")],
    ),  # a contract's term (rules/kinds.py)
    ("控制在每天两千单以内是我们的上限", [("fact", "控制在每天两千单以内是我们的上限")]),
    # 51: an errand for a trip
    ("下周办出国手续", [("fact", "下周办出国手续")]),
    # 52: 请客户 is a request, not 请客
    ("请客户在周五前确认收货地址", []),
    # 55: no person named: how the work is split
    ("支付模块由第三方负责", [("project_state", "支付模块由第三方负责")]),
    ("客服这块由外包负责", [("project_state", "客服这块由外包负责")]),
    ("售后部分由厂家负责", [("project_state", "售后部分由厂家负责")]),
    ("配送这块是顺丰负责", [("project_state", "配送这块是顺丰负责")]),
    # 57: a time word is no name (the user's own standing post, read as on main)
    ("明年以后主要带毕业班", [("preference", "明年以后主要带毕业班")]),
    ("月底以后专门负责退货", [("preference", "月底以后专门负责退货")]),
    ("下学期以后主要带初三", [("preference", "下学期以后主要带初三")]),
]


@pytest.mark.parametrize(("text", "expected"), _REVIEW)
def test_review(text: str, expected: list[tuple[str, str]]) -> None:
    found = salient(text)
    assert [(c.kind, c.claim) for c in found] == expected, found


# Left (see the report): the reviewer's wish is not met yet; strict, so a fix shows up.
_REVIEW_LEFT: list[tuple[str, list[tuple[str, str]]]] = [
    # (21 "跟客户说好了，如果…我们赔运费", 50 "字数必须…，这是比赛规定" and 53 "陈思远是我的学生"
    # are fixed: tests/extract/test_round10_review2.py)
    ("跟老婆说好了，我今年不喝酒了", [("commitment", "跟老婆说好了，我今年不喝酒了")]),
    # 49: who the house is for
    ("房子装好以后给我爸妈住", [("fact", "房子装好以后给我爸妈住")]),
]


@pytest.mark.xfail(strict=True, reason="review items left for a later round")
@pytest.mark.parametrize(("text", "expected"), _REVIEW_LEFT)
def test_review_left(text: str, expected: list[tuple[str, str]]) -> None:
    found = salient(text)
    assert [(c.kind, c.claim) for c in found] == expected, found
