"""Round 9 review, Japanese and Korean: over-matches a reviewer found in the round-9 rules,
each with the reviewer's sentences and one more of the same shape. Every case here must not
be read as the kind named (a decision, a commitment, a preference, …)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, salient
from tests.extract.rules_util import kind_set as kinds


def all_kinds(text: str) -> set[str]:
    return {c.kind for c in EX.extract(text)}


# --- 1. JA "X は/を … にします": thanks, a meal, a postponement, code talk ------------------


@pytest.mark.parametrize(
    "text",
    [
        "ありがとうございます、これを参考にします",
        "アドバイスを参考にします",
        "お昼はうどんにします",
        "その話はまた今度にします",
        "この関数の引数はリストにします",
        "じゃあ戻り値はOptionalにします",
        "夕飯はカレーにします",
        "その件は後回しにします",
    ],
)
def test_ja_ni_shimasu_not_a_decision(text: str) -> None:
    assert "decision" not in all_kinds(text)


@pytest.mark.parametrize(
    "text", ["今後はテストを書くようにします", "変数名はスネークケースにします"]
)
def test_ja_ni_shimasu_habit_stays_preference(text: str) -> None:
    assert kinds(text) == {"preference"}


def test_ja_ni_shimasu_still_a_decision() -> None:
    assert kinds("大阪店は臨時休業にします") == {"decision"}


# --- 3. JA "で行く": a way to travel, a te-form --------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["明日は電車で行く", "一人で行く", "歩きで行く", "このまま進んでいく", "週末はバスで行く"],
)
def test_ja_de_iku_travel_not_a_decision(text: str) -> None:
    assert "decision" not in all_kinds(text)


def test_ja_de_iku_course_still_a_decision() -> None:
    assert kinds("今年は改善でいく") == {"decision"}


# --- 4. JA "を停止/終了する": what code does ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "このメソッドはスレッドを停止する",
        "Ctrl+Cでプロセスを終了する",
        "SIGTERMを受け取るとサーバーを停止する",
        "タイムアウトしたらジョブを中止する",
    ],
)
def test_ja_stop_in_code_not_a_decision(text: str) -> None:
    assert "decision" not in all_kinds(text)


def test_ja_stop_announced_still_a_decision() -> None:
    assert kinds("次の2.9でPython 3.8のサポートを終了します") == {"decision"}


# --- 5. JA "私が…" as a relative-clause subject ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "僕が書いたコードが動く",
        "私が書いたテストが落ちる",
        "私が使ってるMacはよく落ちる",
        "私が作るカレーはいつも辛くなる",
        "俺が買った傘がすぐ壊れる",
    ],
)
def test_ja_relative_clause_subject_not_a_commitment(text: str) -> None:
    assert "commitment" not in all_kinds(text)


def test_ja_plain_commitment_still_kept() -> None:
    assert kinds("推薦書は俺が書く") == {"commitment"}


# --- 9. JA a request to someone outside the work ----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "塾の先生に宿題の量を減らすようお願いした",
        "主治医の先生に薬を変えてもらうようお願いした",
        "保険会社に連絡をお願いした",
        "歯医者の先生に予約をずらしてもらうようお願いした",
        "不動産会社に鍵の交換をお願いした",
    ],
)
def test_ja_request_not_a_decision(text: str) -> None:
    assert "decision" not in all_kinds(text)


def test_ja_task_handed_still_a_decision() -> None:
    assert "decision" in kinds("夜間の一次対応は外部委託のルミナ社にお願いします")


# --- 2. KO wants of the moment, wants for the work, asks said as "…면 좋겠" ----------------


@pytest.mark.parametrize(
    "text",
    [
        "함수를 비동기로 바꾸고 싶어요",
        "로그인 기능을 추가하고 싶어요",
        "치킨 먹고 싶어",
        "집에 가고 싶어",
        "주석 좀 달아주시면 좋겠어요",
        "빨리 나았으면 좋겠어요",
        "검색 페이지를 새로 만들고 싶어요",
        "변수명 좀 바꿔주시면 좋겠어요",
    ],
)
def test_ko_want_not_a_preference(text: str) -> None:
    assert "preference" not in kinds(text)


@pytest.mark.parametrize(
    "text",
    ["성수 쪽 전세로 옮기고 싶어", "언젠가 제주도 가서 살고 싶어", "회의는 오후로 잡는 게 좋음"],
)
def test_ko_life_want_still_a_preference(text: str) -> None:
    assert kinds(text) == {"preference"}


# --- 6. KO casual sign-offs and needs of the moment -----------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "나 먼저 잘게",
        "이제 들어갈게",
        "그럼 다음에 볼게",
        "배고파서 밥 먹어야겠다",
        "오늘은 일찍 자야겠다",
        "이만 갈게요",
        "목말라서 물 좀 마셔야겠다",
    ],
)
def test_ko_sign_off_not_a_commitment(text: str) -> None:
    assert "commitment" not in all_kinds(text)


def test_ko_today_sleep_is_transient() -> None:
    found = [c for c in salient("오늘은 일찍 자야겠다") if c.kind == "fact"]
    assert found and all(c.transient for c in found)


@pytest.mark.parametrize(
    "text", ["주말에 갈게", "내일 보고서 보낼게", "다음 달에 대전 한 번 내려가야겠다"]
)
def test_ko_promise_still_a_commitment(text: str) -> None:
    assert kinds(text) == {"commitment"}


# --- 7. JA a year of a degree in brackets: a chip or a paper size beside a product ----------


@pytest.mark.parametrize(
    "text",
    [
        "MacBook Pro（M1）が遅い",
        "Mac mini（M2）で動かしてる",
        "レポート（B4、両面）を提出した",
        "iPad Air（M2）を買った",
    ],
)
def test_ja_chip_in_brackets_not_a_person(text: str) -> None:
    assert "relationship" not in all_kinds(text)


@pytest.mark.parametrize(
    "text", ["林 拓海（M1、留学生）: 明日休みます", "Sofiaさん（D2）が来週来る"]
)
def test_ja_degree_year_beside_a_name_still_a_tie(text: str) -> None:
    assert "relationship" in kinds(text)


# --- 10. KO titles and common nouns where a name would be ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "신입 사원님이 오늘 첫 출근했어요",
        "이번 주 시안(디자이너) 나오면 반영할게",
        "디자인 담당자(미정)",
        "팀장님, 요청하신 자료입니다.",
        "신입 직원님이 내일 첫 출근",
        "인프라 담당자(미정)",
    ],
)
def test_ko_title_not_a_name(text: str) -> None:
    assert "relationship" not in all_kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "팀장님 안녕하세요, 백엔드 도윤입니다.",
        "페이온 담당자(윤서영 과장님)",
        "재현이(주장)가 골 넣었어",
    ],
)
def test_ko_named_tie_still_kept(text: str) -> None:
    assert "relationship" in kinds(text)


# --- 11. KO a noun in 기 before 로, a purchase ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "썸네일은 300x300 크기로",
        "어제 쿠팡에서 키보드 구매했어요",
        "엄마가 패딩 구매했어",
        "배너는 가로 1200 크기로",
        "동생이 새 노트북 구매함",
    ],
)
def test_ko_size_or_purchase_not_a_decision(text: str) -> None:
    assert "decision" not in all_kinds(text)


@pytest.mark.parametrize("text", ["수진이네서 지내기로", "헬스 PT 해지했어"])
def test_ko_bare_decision_still_kept(text: str) -> None:
    assert kinds(text) == {"decision"}


# --- 8. JA a person's own figures and states are no project's ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "娘の誕生日は3月5日",
        "体温は38.5度",
        "今ダイエット中",
        "体重が70キロから65キロに減った",
        "家賃が8万から9万に上がった",
        "息子の身長は120cm",
        "給料が25万から27万に上がった",
    ],
)
def test_ja_personal_figure_not_project_state(text: str) -> None:
    assert "project_state" not in all_kinds(text)


@pytest.mark.parametrize("text", ["妻の身長は160cm", "父の年齢は72"])
def test_ja_measure_of_kin_no_tie(text: str) -> None:
    assert "relationship" not in all_kinds(text)


@pytest.mark.parametrize("text", ["審査会は2月13日", "月間アクティブが1.2万から1.5万に増えた"])
def test_ja_work_figure_still_project_state(text: str) -> None:
    assert "project_state" in kinds(text)


def test_ja_figure_moved_is_bounded_on_digit_runs() -> None:
    import time

    text = "1" * 3000 + "から" + "2" * 3000 + "に"
    start = time.perf_counter()
    EX.extract(text)
    assert time.perf_counter() - start < 0.5


# --- 12. KO small talk of the moment ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "오늘 날씨 좋음",
        "오늘 비 옴",
        "점심 먹는 중",
        "빌드 타임",
        "저녁 먹는 중",
        "밖에 눈 많이 옴",
    ],
)
def test_ko_small_talk_stays_empty(text: str) -> None:
    assert EX.extract(text) == []


def test_ko_small_talk_with_a_day_kept() -> None:
    assert kinds("내일 비 온대서 캠핑 취소함")


def test_ko_nominal_copula_still_kept() -> None:
    assert kinds("나 이제 풋살 주장임")


# --- 13. JA a gadget broken, a build failed: no outage, no outcome ------------------------


@pytest.mark.parametrize(
    "text",
    ["Switchが壊れた", "PS5が動かなくなった", "昨日出したPRのCIが落ちた", "AirPodsが壊れた"],
)
def test_ja_gadget_or_build_not_project_state(text: str) -> None:
    assert "project_state" not in all_kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        "XRD壊れた",
        "CIのWindowsジョブがずっとタイムアウトしていて",
        "去年出した挑戦的研究（萌芽）、通った",
    ],
)
def test_ja_infra_and_grant_still_project_state(text: str) -> None:
    assert "project_state" in kinds(text)


# --- 14. JA a taste in the te-form, then another fact ---------------------------------------


@pytest.mark.parametrize(
    ("text", "taste"),
    [
        ("Pythonが好きで、Rustを勉強中です", "Python"),
        ("Goが好きで、Kotlinを学んでいます", "Go"),
    ],
)
def test_ja_taste_te_form_keeps_the_taste(text: str, taste: str) -> None:
    assert any(c.kind == "preference" and taste in c.claim for c in salient(text))


def test_ja_te_copula_same_topic_still_merged() -> None:
    text = "TEMは学内共用で、今年度から月2回までしか予約できないルールになった"
    assert len(salient(text)) == 1


# --- 15. KO an ask turned down; "우리" + kin is a family, not the team ----------------------


@pytest.mark.parametrize(
    "text",
    [
        "친구가 저한테 이사 도와달라고 했는데 못 간다고 했어요",
        "동생이 저한테 숙제 봐달라고 했는데 못 한다고 했어요",
    ],
)
def test_ko_refused_ask_not_a_commitment(text: str) -> None:
    assert "commitment" not in all_kinds(text)


def test_ko_ask_of_me_still_a_commitment() -> None:
    assert kinds("저한테 발표 좀 맡아 달라고 하셨어요") == {"commitment"}


@pytest.mark.parametrize("text", ["우리 딸은 초등학교 2학년", "저희 아들은 중학교 1학년"])
def test_ko_my_kin_not_the_team(text: str) -> None:
    assert "project_state" not in all_kinds(text)


def test_ko_my_team_still_project_state() -> None:
    assert kinds("우리 팀은 5명") == {"project_state"}


def test_ja_shop_menu_with_mo_still_a_decision() -> None:
    assert kinds("大阪店でも魯肉飯をランチの定番メニューにします") == {"decision"}


def test_ko_rainy_day_habit_not_small_talk() -> None:
    assert EX.extract("비 오는 날은 몰 안에서 걸어요")


@pytest.mark.parametrize(
    "text", ["血圧がなかなか下がらない", "薬が全然効かない", "血糖値がなかなか下がらない"]
)
def test_ja_body_not_improving_is_not_code_failure(text: str) -> None:
    assert EX.extract(text)


def test_ja_metric_stuck_still_code_talk() -> None:
    assert not EX.extract("Rwpが15%から全然下がらない")


@pytest.mark.parametrize("text", ["じゃあ戻り値はOptionalにします", "じゃあ引数はタプルにします"])
def test_ja_return_value_talk_stays_empty(text: str) -> None:
    assert kinds(text) == set()
