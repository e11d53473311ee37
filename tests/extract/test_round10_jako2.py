"""Round 10, Japanese and Korean, second pass: behaviour on made-up sentences (other names,
other domains than the eval lines) for the families fixed in this pass — a to-do in a list."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import kind_claims as kinds
from tests.extract.rules_util import salient


def has(text: str, *words: str) -> bool:
    return any(all(w in c.claim for w in words) for c in salient(text))


# --- ja/ko: a to-do in a list, with no day to it, is no state -------------------------------

TODO_JA = """今週やることです。整理をお願いします。

・物置の中を整理
・図書館で借りた『小説の書き方』を返す
・祖父のスマホの設定（写真が送れるように）
・車検の予約（もう2回延期）
・町内会の会費を集めて、9月15日までに会計の村井さんに渡す（約束済み）
・バイト先の時給が1,200円に上がった
"""

TODO_KO = """이번 달 할 일 정리 좀 해줘.

- 관리비 자동이체 카드 바꿔야 함
- 동네 치과 가서 스케일링 받아보기
- 팀장님께 금요일까지 견적서 보내야 함
- 동아리 회비 3만원으로 인상됨
"""


@pytest.mark.parametrize(
    "words",
    [("物置",), ("返す",), ("祖父", "設定"), ("車検",)],
)
def test_a_ja_todo_item_is_no_state(words: tuple[str, ...]) -> None:
    assert not has(TODO_JA, *words), salient(TODO_JA)


@pytest.mark.parametrize(
    "words",
    [("町内会", "9月15日"), ("時給", "1,200円")],  # a promise with its day; a state
)
def test_a_ja_promise_or_state_in_the_list_stays(words: tuple[str, ...]) -> None:
    assert has(TODO_JA, *words), salient(TODO_JA)


@pytest.mark.parametrize("words", [("자동이체",), ("스케일링",)])
def test_a_ko_todo_item_is_no_state(words: tuple[str, ...]) -> None:
    assert not has(TODO_KO, *words), salient(TODO_KO)


@pytest.mark.parametrize("words", [("견적서", "금요일"), ("회비", "3만원")])
def test_a_ko_deadline_or_state_in_the_list_stays(words: tuple[str, ...]) -> None:
    assert has(TODO_KO, *words), salient(TODO_KO)


# --- ja: courtesy and wording are no taste; "…때문에 결심함." decides what follows -----------


@pytest.mark.parametrize(
    "text",
    [
        "いつも大変お世話になっております。",  # a mail's greeting, with 大変
        "説教っぽさは避けたいです。",  # a feel the text should not have
        "上から目線の言い方は避けたいです。",
    ],
)
def test_courtesy_and_a_wording_to_avoid_are_no_fact(text: str) -> None:
    assert not salient(text), kinds(text)


def test_a_courtesy_epithet_is_no_habit() -> None:
    text = "白鳥物産の木村さん（いつもお世話になっている営業担当）が来月から名古屋支店に異動になります。"
    assert "preference" not in [k for k, _ in kinds(text)], kinds(text)
    assert any(c.kind == "relationship" and "木村" in c.claim for c in salient(text)), kinds(text)
    # "いつも" of a real habit stays a taste
    assert [k for k, _ in kinds("打ち合わせはいつもオンラインがいいです。")] == ["preference"]


def test_a_role_in_brackets_after_a_firms_name() -> None:
    text = "ミナト出版の青木さん（フリーのディレクター）に見積もりを送りたいので、下書きをお願いします。"
    assert any(c.kind == "relationship" and "青木" in c.claim for c in salient(text)), kinds(text)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("허리 때문에 결심함. 퇴근 후에 하루 30분 걷기.", "30분"),
        ("건강 때문에 결정했어. 야식은 주 1회만 먹기.", "야식"),
        ("健康のために決めた。平日は夜10時以降スマホを見ない。", "スマホ"),
    ],
)
def test_a_resolution_after_a_reasoned_decided(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert [c.kind for c in found] == ["decision"], kinds(text)


def test_a_reason_alone_decides_nothing() -> None:
    # not a bare "결심함": the plan that follows is no decision of it
    text = "허리 때문에 병원 감. 퇴근 후에 하루 30분 걷기."
    assert all(c.kind != "decision" for c in salient(text)), kinds(text)


# --- ko: "걔" is the person named just before ------------------------------------------------


def test_that_one_is_the_person_named_before() -> None:
    text = "지훈이한테 토요일 오픈 근무 바꿔주기로 했음. 걔 다음 달에 이사해서 요즘 바쁨"
    assert has(text, "지훈", "이사"), kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "우리한테 연락 왔음. 걔 다음 달에 이사함",  # "우리" is no person's name
        "걔 다음 달에 이사해서 요즘 바쁨",  # no one named before
    ],
)
def test_that_one_without_a_named_person_stays(text: str) -> None:
    assert has(text, "걔", "이사"), kinds(text)


# --- ko: someone else's ways, with an honorific verb, are no taste of the user's ------------


@pytest.mark.parametrize(
    "text",
    [
        "이모는 비행기 싫다고 하는데 할머니는 절대 병원 안 가신대",
        "할머니는 항상 새벽 5시에 일어나심",
        "거래처 부장님 항상 메일 엄청 짧게 쓰심 ㅋㅋ",
    ],
)
def test_someones_ways_are_no_preference(text: str) -> None:
    assert "preference" not in [c.kind for c in salient(text)], kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "조 과장님 스타일: 메일에 긴 글 싫어하심.",  # a taste verb: their taste stays
        "나는 항상 아침에 커피 마심",  # 마시다, no honorific
        "앞으로 회의록은 영어로 써 주세요",  # a request
    ],
)
def test_tastes_and_requests_stay_preferences(text: str) -> None:
    assert "preference" in [c.kind for c in salient(text)], kinds(text)


# --- ja/ko: the fields of a pasted form or offer are one statement of the job ---------------

OFFER_JA = """北斗映像の田辺さんからの依頼です。返信を考えてください。

---
・内容：会社紹介動画の字幕（日英）
・分量：約15分
・納期：3月8日（金）
・料金：1分あたり2,500円
"""

OFFER_KO = """거래처에서 온 견적 요청이에요.

- 내용: 매장 메뉴판 번역
- 분량: A4 3장
- 마감: 4월 2일
- 단가: 장당 3만원
"""


def test_form_fields_join_into_one_job() -> None:
    found = [c for c in salient(OFFER_JA) if "約15分" in c.claim]
    assert len(found) == 1, kinds(OFFER_JA)
    assert "3月8日" in found[0].claim and found[0].kind == "project_state", kinds(OFFER_JA)
    found = [c for c in salient(OFFER_KO) if "A4 3장" in c.claim]
    assert len(found) == 1 and "4월 2일" in found[0].claim, kinds(OFFER_KO)


def test_two_fields_or_other_labels_stay_apart() -> None:
    # two fields are no form; a schedule by day is no form either
    text = "来月の予定です。\n・納期：5月10日\n・単価：1文字12円\n"
    assert not any("、" in c.claim for c in salient(text)), kinds(text)
    text = "今週のシフト。\n・月曜：佐々木さん\n・水曜：小池さん\n・金曜：私\n"
    assert not any("月曜" in c.claim and "金曜" in c.claim for c in salient(text)), kinds(text)


# --- ja/ko: a lead to a list states nothing; a promise noted on an item is owed -------------


@pytest.mark.parametrize(
    "text",
    [
        "今年度の避難訓練の日程は以下の通りです。",
        "説明会の会場は下記のとおりです。",
        "이번 달 변경 사항은 다음과 같습니다.",
    ],
)
def test_a_lead_to_a_list_is_no_fact(text: str) -> None:
    assert not salient(text), kinds(text)


def test_the_list_under_a_lead_stays() -> None:
    text = "今年度の避難訓練の日程は以下の通りです。\n・第1回：5月20日（火）10時\n・第2回：11月11日（火）10時\n"
    assert has(text, "5月20日"), kinds(text)


def test_a_promise_noted_on_an_item_is_a_commitment() -> None:
    text = "今週のタスク。\n・青葉書店：書評の原稿を、編集の中川さん経由で12日までに送付（約束済み）\n・机の上を整理\n"
    assert [c.kind for c in salient(text) if "書評" in c.claim] == ["commitment"], kinds(text)
    text = "今週のタスク。\n・青葉書店：書評の原稿を12日までに送付\n・机の上を整理\n"
    assert [c.kind for c in salient(text) if "書評" in c.claim] != ["commitment"], kinds(text)


# --- ja/ko: the user's slip after a correction; a question to oneself -----------------------


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("さっき、歯医者は15日って書いたけど16日でした。土曜が休診なの忘れてた。", "休診"),
        ("정정: 조카 돌잔치 3월 2일 아니고 3월 9일임. 내가 계속 잘못 알고 있었음 ㅋㅋ", "잘못"),
    ],
)
def test_a_slip_after_a_correction_is_no_fact(text: str, word: str) -> None:
    assert not any(word in c.claim for c in salient(text)), kinds(text)
    assert any(c.kind == "correction" for c in salient(text)), kinds(text)


def test_a_slip_alone_is_kept() -> None:
    text = "市役所が水曜休みなの忘れてた。"
    assert has(text, "水曜"), kinds(text)


def test_a_question_to_oneself_is_no_fact() -> None:
    assert not salient("どう断ろうかな。"), kinds("どう断ろうかな。")
    text = "週末の同窓会は仕事の量次第なんだけど、どう返そう。"
    assert not any("どう" in c.claim for c in salient(text)), kinds(text)


def test_a_correction_with_a_pause_after_its_cue() -> None:
    text = "さっき、歯医者は15日って書いたけど16日でした。"
    assert [c.kind for c in salient(text) if "16日" in c.claim] == ["correction"], kinds(text)


# --- ko: a titled person's taste said next, with no subject; a bare title -------------------


def test_a_titled_topics_taste_in_the_next_sentence() -> None:
    text = "박지훈 팀장님(영업)은 회의 10분 넘으면 바로 자르심. 숫자부터 말하는 거 좋아하시고, 서론 길면 혼남."
    found = [c for c in salient(text) if "숫자부터" in c.claim]
    assert found and "박지훈" in found[0].claim and found[0].kind == "preference", kinds(text)


def test_the_users_own_taste_is_not_lent_a_subject() -> None:
    text = "박지훈 팀장님은 회의 10분 넘으면 바로 자르심. 나는 숫자부터 말하는 거 좋아함."
    assert not any("박지훈" in c.claim and "나는" in c.claim for c in salient(text)), kinds(text)


def test_a_bare_title_is_the_titled_person_before() -> None:
    from writeback.extract.rules import ko

    before = "김도윤 과장님 보고가 아침 9시라 8시에는 나와야 됨."
    assert "김도윤 과장님" in ko.titled_one("근데 생각보다 과장님 엄청 꼼꼼하심.", before)
    # after a name the title is that name's: "한 과장님" is someone else
    assert ko.titled_one("근데 한 과장님 엄청 꼼꼼하심.", before) == "근데 한 과장님 엄청 꼼꼼하심."


# --- ko: someone's feeling with no subject, after the sentence that names them --------------


def test_a_feeling_is_of_the_person_named_before() -> None:
    text = "지아랑 통화하는 시간도 주 2번은 넣어줘. 요즘 자주 못 만나서 섭섭해하는 것 같음."
    found = [c for c in salient(text) if "섭섭" in c.claim]
    assert [(c.kind, "지아" in c.claim) for c in found] == [("fact", True)], kinds(text)


def test_a_feeling_without_anyone_named_is_not_lent_a_name() -> None:
    text = "요즘 자주 못 만나서 섭섭해하는 것 같음."
    assert not any(c.kind == "preference" for c in salient(text)), kinds(text)
