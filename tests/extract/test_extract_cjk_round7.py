"""Behaviour of the zh/ja/ko reading families of issue 12, round 7 (code-switched speech:
English words inside Chinese, Japanese and Korean clauses): each family is asserted on
paraphrases from several domains, and on near-misses that must not fire."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, salient

# --- Korean reported speech: "-대", "-래", "-라고 하셨어" ----------------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("선배가 서울에 있는 대학 assistant professor 자리 offer 받았대", "offer"),
        ("미나한테 연락 왔는데, 요코하마 회사 일이 너무 바쁘대", "요코하마"),
        ("Butler 부분을 반으로 줄이라고 하셨어", "Butler"),
        ("팀장님이 다음 주 금요일까지 보고서 내래요", "보고서"),
        ("엄마가 이번 주말에 온대", "주말"),
        ("집주인이 내년 3월부터 월세 5만 원 올린다고 했어요", "월세"),
        ("교수님이 chapter 3 는 다음 학기에 봐 주신대요", "chapter 3"),
    ],
)
def test_korean_hearsay_is_a_fact(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "fact", [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize(
    "text",
    [
        "그거 진짜 맛있대",  # nothing concrete, nobody named
        "뭐 먹을래요",  # "-ㄹ래요" asks what someone wants
        "점심 같이 할래요",
        "이 함수 왜 에러 난대?",  # a question about the code
    ],
)
def test_korean_hearsay_near_misses(text: str) -> None:
    assert claims(text) == []


def test_today_is_not_always() -> None:
    # "오늘 " holds "늘 " (always): the day of a visit is no standing taste
    found = salient("오늘 Esterházy 교수님 office hour 갔는데, chapter 2 에 theory 가 너무 많대")
    assert found and all(c.kind != "preference" for c in found)
    assert any(c.kind == "preference" for c in salient("저는 늘 아침에 커피를 마셔요"))


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("정정할게: 학회 발표는 둘째 날이 아니라 첫째 날 오전이래", "학회 발표는 첫째 날 오전이래"),
        ("정정할게, 마감은 15일이 아니라 12일이야", "마감은 12일이야"),
        ("수정할게: 모임은 토요일이 아니라 일요일이야", "모임은 일요일이야"),
    ],
)
def test_casual_korean_correction_marker(text: str, claim: str) -> None:
    found = salient(text)
    assert [(c.claim, c.kind) for c in found] == [(claim, "correction")]


# --- Chinese modals as predicates; English nouns neither veto nor anchor alone -----------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("我的 student visa 明年 3月31号 到期", "3月31号"),
        ("lab 里的韩国学长 서지우 说他可以帮我看 Korean sources", "Korean sources"),
        ("房租合同下个月底到期", "到期"),
        ("我的 advisor 佐伯老师说 chapter 2 的 draft 要在 11月15号 前交", "11月15号"),
    ],
)
def test_chinese_modal_predicates_are_read(text: str, word: str) -> None:
    assert any(word in c for c in claims(text)), claims(text)


@pytest.mark.parametrize("text", ["可以了", "这样可以", "嗯可以的", "会议室"])
def test_chinese_modal_near_misses(text: str) -> None:
    assert claims(text) == []


def test_japanese_nouns_with_modal_characters_stay_unread() -> None:
    # 会 and 要 open Japanese nouns (会議, 必要): no new predicate there
    assert claims("メンテナ会議のまとめ") == []


# --- a role word (English too) and a name of any script: the tie is a fact of its own -----


@pytest.mark.parametrize(
    ("text", "tie"),
    [
        ("我的 advisor 佐伯老师说 chapter 2 的 draft 要在 11月15号 前交", "佐伯老师是我的advisor"),
        ("学长 서지우 说他可以帮我看 Korean sources", "서지우是学长"),
        ("我的 roommate Mina 下个月搬走", "Mina是我的roommate"),
        (
            "バイト先の店長の 稲葉さん、シフトの変更は必ず 2週間前に連絡してほしいって",
            "稲葉さんは店長",
        ),
        ("研究室の先輩の山田さんが来月から京都に行きます", "山田さんは先輩"),
        ("PM の佐藤さんと話して、検索機能は次のリリースから外すことになりました", "佐藤さんはPM"),
    ],
)
def test_role_and_name_in_any_script_make_a_tie(text: str, tie: str) -> None:
    found = salient(text)
    assert any(c.claim == tie and c.kind == "relationship" for c in found), [
        (c.claim, c.kind) for c in found
    ]
    assert any(c.claim != tie for c in found)  # the rest is still read


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("学会の懇親会で 洛北大学の 宮代先生 と知り合った", "宮代"),
        ("先週のイベントで田中さんと知り合いました", "田中"),
    ],
)
def test_meeting_someone_is_a_relationship(text: str, name: str) -> None:
    found = [c for c in salient(text) if name in c.claim]
    assert found and found[0].kind == "relationship"


@pytest.mark.parametrize("text", ["店長の話", "我的 advisor 说得对", "学长说的"])
def test_role_without_a_name_makes_no_tie(text: str) -> None:
    assert not any("是" in c or "は" in c for c in claims(text) if c != text)


# --- Japanese: a comparison given as a reason is no taste; "基本" makes a request standing ---


@pytest.mark.parametrize(
    "text",
    [
        "日本語の方が得意だけど audience は韓国とアメリカの人が多いから",
        "返信は日本語より中国語の方が楽だから",
        "電車の方が早いので",
    ],
)
def test_japanese_reason_comparison_is_no_preference(text: str) -> None:
    assert not any(c.kind == "preference" for c in salient(text))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("返信は日本語より中国語の方が楽だから、基本 中国語で返事して", "中国語で返事"),
        ("基本的に、コメントは英語で書いてください", "英語"),
        ("私は紅茶の方が好きです", "紅茶"),
        ("Python の方が好きだから", "Python"),
    ],
)
def test_japanese_standing_request_and_real_taste(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "preference", [(c.claim, c.kind) for c in salient(text)]


def test_basic_as_a_noun_is_no_standing_request() -> None:
    assert claims("基本設計を書いて") == []


# --- when and where, said after the sentence; a timetable is no identity -------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("入管の appointment 取れた。1月9日 の 10時、品川。", ("入管", "1月9日", "品川")),
        (
            "夏の research trip、金沢の archive に行くことにした。8月の第2週、5日間。",
            ("金沢", "8月"),
        ),
        ("선배가 assistant professor 자리 offer 받았대! 3월부터래", ("offer", "3월부터")),
        ("歯医者の予約取れた。来週の火曜、15時半。", ("歯医者", "来週の火曜")),
    ],
)
def test_a_when_fragment_continues_the_sentence_before(text: str, words: tuple[str, ...]) -> None:
    found = claims(text)
    assert any(all(w in c for w in words) for c in found), found
    assert len(found) == 1, found


def test_a_dated_statement_of_its_own_stands_alone() -> None:
    found = claims("来週から夜勤です。3月5日に引っ越しします。")
    assert len(found) == 2, found


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "佐伯先生の学部生向け class 'Intro to Japanese Literature'、毎週 水曜 3限",
            ("Intro", "水曜"),
        ),
        ("娘のピアノ教室、毎週 土曜 10時", ("ピアノ", "土曜")),
    ],
)
def test_a_timetable_is_a_fact(text: str, words: tuple[str, ...]) -> None:
    found = [c for c in salient(text) if all(w in c.claim for w in words)]
    assert found and found[0].kind == "fact", [(c.claim, c.kind) for c in salient(text)]


def test_a_bare_timetable_says_nothing() -> None:
    assert claims("毎週 水曜 3限") == []
    assert any(c.kind == "fact" for c in salient("毎朝ジョギングしています"))


# --- a request for whenever something recurs is a standing taste --------------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("내 한국어 아직 서툴러서, 한국어로 대답할 때는 쉬운 표현으로 써 줘", "쉬운 표현"),
        ("코드 리뷰할 때는 타입 힌트도 꼭 봐 줘", "타입 힌트"),
        ("中文回答的时候简短一点", "简短"),
        ("我不太喜欢你的回答太长", "太长"),
    ],
)
def test_request_for_a_recurring_case_is_a_preference(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "preference", [(c.claim, c.kind) for c in salient(text)]


@pytest.mark.parametrize("text", ["내일 만날 때는 노트북 가져와 줘", "你的回答不对"])
def test_one_off_request_or_remark_on_the_answer_is_no_taste(text: str) -> None:
    assert claims(text) == []


# --- an English question opening a CJK sentence; settled plans; a stretch of days off -----


@pytest.mark.parametrize(
    "text",
    [
        "what's the difference between 'hermeneutics' 和 'exegesis' 啊 我总是搞混",
        "how do I 把这个 PDF 转成 Word",
        "is there 更好的 translation 吗",
        "我打算怎么写这个函数？",
    ],
)
def test_english_question_lead_yields_nothing(text: str) -> None:
    assert claims(text) == []


@pytest.mark.parametrize(
    "text",
    ["我打算寒假不回杭州了, 机票太贵", "打算下周把云开发换成自建后端", "我们打算明年搬到深圳"],
)
def test_settled_chinese_plan_is_a_decision(text: str) -> None:
    found = salient(text)
    assert found and found[0].kind == "decision", [(c.claim, c.kind) for c in found]


@pytest.mark.parametrize(
    "text",
    [
        "古書店のバイト、年末は 12月28日 から 1月4日 まで休み",
        "来月の連休は実家に帰省します",
        "夏休みは8月10日から休暇です",
    ],
)
def test_japanese_stretch_of_days_is_a_situation(text: str) -> None:
    found = salient(text)
    assert found and found[0].transient, [(c.claim, c.kind) for c in found]


def test_a_plain_outing_plan_stays_no_decision() -> None:
    assert not [c for c in salient("我打算周末去爬山") if c.kind == "decision"]


# --- a list of days is no dated clause; a family event is no name ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "打工那边的店长说下个月开始 shift 从每周 3 天改成 2 天, 周二和周六",
        "瑜伽课改到每周两次，周二和周四",
    ],
)
def test_a_list_of_days_stays_with_its_clause(text: str) -> None:
    found = claims(text)
    assert not any(c.startswith("周二") for c in found), found


def test_a_dated_clause_with_a_predicate_still_stands() -> None:
    assert "下周三签合同" in claims("客户李女士决定买浦东那套两居室了，下周三签合同")


@pytest.mark.parametrize(
    "text", ["엄마 생신이 12월 20일이라 선물 보내야 돼", "아빠 환갑이 내년 3월이야"]
)
def test_a_family_event_is_no_kin_name(text: str) -> None:
    assert not any(c.rule == "cjk.identity.kin" for c in salient(text)), claims(text)


# --- a CJK status list item without a verb is a status ------------------------------------


def test_cjk_status_items_are_project_state() -> None:
    text = "- 芋泥系列卖断货\n- 포스기 토스플레이스로 교체 완료\n- 棚卸し完了、在庫差異なし"
    found = salient(text)
    assert len(found) == 3 and all(c.kind == "project_state" for c in found), found


def test_cjk_todo_and_question_items_are_not() -> None:
    assert claims("- 帮我改一下菜单\n- 为什么库存不对？\n- この関数を直してください") == []


# --- a system named in Latin letters going down is an outage -------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Redis昨晚挂了两个小时，现在恢复了",
        "Jenkins 又挂了，今天发不了版",
        "電子顕微鏡は年内いっぱいメンテナンスで使えません",
        "GitLab 서버가 다운돼서 배포 못 해요",
    ],
)
def test_latin_named_system_down_is_project_state(text: str) -> None:
    found = salient(text)
    assert found and found[0].kind == "project_state", [(c.claim, c.kind) for c in found]


@pytest.mark.parametrize("text", ["React 报错了", "这个 API 挂了吗", "API 挂了怎么办"])
def test_code_errors_and_questions_are_no_outage(text: str) -> None:
    assert claims(text) == []


# --- a request-shaped clause after "X说" is still what X said ------------------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("佐伯老师说他更喜欢我用 Chicago style 的 footnotes, 不要 MLA", ("Chicago", "MLA")),
        ("王总说不要再用 MySQL 了，改成 Postgres", ("MySQL", "Postgres")),
    ],
)
def test_reported_request_stays_with_the_report(text: str, words: tuple[str, ...]) -> None:
    assert any(all(w in c for w in words) for c in claims(text)), claims(text)


def test_a_request_to_the_assistant_after_a_report_is_still_cut() -> None:
    assert not any("帮我" in c for c in claims("老板说下周要重构，帮我看看这个函数"))


# --- a request inside a message pasted over several lines asks the user --------------------


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "佐伯先生から mail:\n\n「周さん\n来週の面談は 木曜 14時 からに変更してください。"
            "研究室ではなく、図書館の 3階 で。\n佐伯」\n\nまた変更か…",
            ("木曜 14時", "図書館"),
        ),
        (
            "王老师发来:\n「小周\n下周三的组会改到下午3点，请提前把 slides 发给我。\n王」",
            ("下周三", "slides"),
        ),
        (
            "부장님 메일:\n「민수 씨\n다음 주 월요일까지 견적서 보내 주세요.\n박」",
            ("월요일", "견적서"),
        ),
    ],
)
def test_pasted_message_request_is_the_users_plan(text: str, words: tuple[str, ...]) -> None:
    found = [c for c in salient(text) if all(w in c.claim for w in words)]
    assert found and found[0].kind == "project_state" and found[0].transient, claims(text)


def test_undated_pasted_request_and_plain_requests_stay_unread() -> None:
    assert claims("「田中さん\nこの資料を確認してください。\n佐藤」") == []
    assert claims("来週の月曜までにこの資料を確認してください") == []


# --- promises to someone: taking them somewhere, doing something for them by a day -------


@pytest.mark.parametrize(
    "text",
    [
        "我要带他去浅草和神保町",
        "我得陪我妈去买年货",
        "대신 다음 주까지 선배 논문 중국어 번역 check 해 주기로 했어",
        "금요일까지 동생 이력서 봐 주기로 했어",
    ],
)
def test_promise_to_someone_is_a_commitment(text: str) -> None:
    found = salient(text)
    assert found and found[0].kind == "commitment", [(c.claim, c.kind) for c in found]


def test_taking_a_thing_is_no_promise() -> None:
    assert not any(c.kind == "commitment" for c in salient("我要带这个项目去参加比赛"))


def test_a_reminder_is_no_fact() -> None:
    assert claims("passport と 在留カード 忘れないように") == []


@pytest.mark.parametrize(
    "text",
    [
        "我的 second reader 是 visiting professor Margit Esterházy, 她是做 comparative literature 的",
        "我的 supervisor 是 Tanaka 老师",
        "我的导师是王老师",
    ],
)
def test_my_role_is_name_with_english_role_words(text: str) -> None:
    found = salient(text)
    assert found and found[0].kind == "relationship", [(c.claim, c.kind) for c in found]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("我的 second reader 是 visiting professor Margit Esterházy", "zh"),
        ("私の advisor は super strict about citations", "ja"),
        ("lunch with 佐伯先生 today, he said the draft is due Friday", "en"),
    ],
)
def test_a_cjk_pronoun_opening_decides_the_language(text: str, lang: str) -> None:
    from writeback.extract.rules import detect_language

    assert detect_language(text) == lang


@pytest.mark.parametrize(
    "text", ["postdoc の可能性について今度 zoom で話すことに", "結局、来年も同じ部屋に住むことに。"]
)
def test_japanese_elided_koto_ni_is_settled(text: str) -> None:
    found = salient(text)
    assert found and found[0].kind == "decision", [(c.claim, c.kind) for c in found]


def test_koto_ni_after_a_noun_is_not() -> None:
    assert claims("この件は別のことに") == []
