"""Round 9, Korean casual speech: behaviour on fresh sentences (other names, other domains,
other wording than the eval lines) for each family the round widened."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX, claims, salient


def _kinds(text: str) -> list[str]:
    return [c.kind for c in salient(text)]


# --- casual notes that end on a nominalised verb (음슴체: "-함", "-됨", "-임", "-음", "-심") ---


@pytest.mark.parametrize(
    "text",
    [
        "부산 오피스텔 계약 11월 15일에 끝남",
        "동생 결혼식 날짜 3월 8일로 잡힘. 장소는 광주",
        "이번 분기부터 내가 온보딩 담당임",
        "차 보험 갱신 9월 2일까지임",
    ],
)
def test_nominal_endings_are_statements(text: str) -> None:
    assert salient(text), EX.extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "이번 게임",  # a noun ending in 임, no predicate
        "오늘 점심",  # 심 of a noun
        "다음 모임",
    ],
)
def test_nouns_ending_like_them_stay_empty(text: str) -> None:
    assert not salient(text), salient(text)


# --- laughter and tears between statements are sentence ends, not words ---


def test_laughter_between_statements_splits_them() -> None:
    got = claims("새 룸메이트 들어옴 ㅋㅋ 간호학과 3학년이래")
    assert any("간호학과" in c for c in got), got
    assert not any("ㅋ" in c for c in got), got


def test_laughter_alone_and_thanks_stay_empty() -> None:
    assert not salient("ㅋㅋㅋ 고마워")
    assert not salient("그건 내일 다시 볼게요 ㅋㅋ")


# --- a role at work, then a named person ("iOS 개발자 소라 님") ---


@pytest.mark.parametrize(
    ("text", "name", "role"),
    [
        ("데이터 분석가 지훈 님 다음 달부터 재택 들어감", "지훈", "분석가"),
        ("프론트엔드 개발자 Mina 님은 React를 좋아해요", "Mina", "개발자"),
    ],
)
def test_role_then_name_is_a_tie(text: str, name: str, role: str) -> None:
    ties = [c for c in salient(text) if c.kind == "relationship"]
    assert any(name in c.claim and role in c.claim for c in ties), EX.extract(text)


def test_role_and_name_inside_a_sentence() -> None:
    got = [
        c
        for c in salient("민지 남자친구 태오 씨랑 처음 밥 먹었는데 괜찮더라")
        if c.kind == "relationship"
    ]
    assert any("태오" in c.claim and "남자친구" in c.claim for c in got), got


# --- who a person is, in parentheses ---


@pytest.mark.parametrize(
    ("text", "name", "word"),
    [
        ("도현이(사촌 동생)가 다음 주에 서울 올라옴", "도현", "동생"),
        ("새로 온 Priya (데이터 엔지니어, 싱가포르 지사)가 파이프라인 맡음", "Priya", "엔지니어"),
        ("거래처 담당자(한지민 대리님)한테 견적 다시 받아야 함", "한지민", "담당자"),
    ],
)
def test_parenthesised_role_is_a_tie(text: str, name: str, word: str) -> None:
    ties = [c for c in salient(text) if c.kind == "relationship"]
    assert any(name in c.claim and word in c.claim for c in ties), EX.extract(text)


def test_a_thing_described_in_parentheses_is_no_tie() -> None:
    assert "relationship" not in _kinds("청소 업체(입주 청소) 알아봐야 함")
    assert "relationship" not in _kinds("결제 모듈(토스페이먼츠)로 바꿈")


# --- an area of the work and who does it; a named person moving teams ---


@pytest.mark.parametrize(
    "text",
    [
        "마케팅은 Jenny 씨가 맡아요",
        "번역은 서윤 님.",
        "QA 리드는 새로 오신 태민 님",
        "예린 선배님 다음 달에 보안팀으로 옮기심",
        "준서 씨가 부산 지사로 발령 났대요",
    ],
)
def test_who_does_what_at_work_is_a_relationship(text: str) -> None:
    assert "relationship" in _kinds(text), EX.extract(text)


def test_a_title_in_the_name_place_is_no_tie() -> None:
    # a title standing as the subject reports a plan; it says no one's role
    assert _kinds("과장님이 내 평가 면담 다음 달 초에 하자고 하심") == ["fact"]


# --- a message pasted with the sender's introduction ---


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "안녕하세요 대표님, 그린베이커리 오수민입니다. 다음 주 납품 일정 확인 부탁드립니다.",
            "오수민",
        ),
        ("안녕하세요, 한빛물류 김수정 과장입니다.", "김수정"),
    ],
)
def test_sender_intro_is_a_relationship(text: str, name: str) -> None:
    ties = [c for c in salient(text) if c.kind == "relationship"]
    assert any(name in c.claim for c in ties), EX.extract(text)


def test_a_greeting_before_a_date_is_no_sender() -> None:
    assert "relationship" not in _kinds("안녕하세요 여러분, 오늘 회의입니다.")


# --- reported speech read by what is reported ---


def test_reported_statement_with_content_is_kept() -> None:
    got = salient("보험사에서 MRI 비용 청구 승인 났대")
    assert got and got[0].kind == "fact", EX.extract("보험사에서 MRI 비용 청구 승인 났대")
    assert salient("윤호가 이번 학기 끝나면 동아리 회장 나한테 넘긴대")


def test_reported_promise_is_a_commitment() -> None:
    assert _kinds("집주인이 에어컨 다음 주까지 고쳐 주신대") == ["commitment"]
    assert _kinds("업체에서 샘플 금요일에 보내준대요") == ["commitment"]


def test_reported_plan_of_the_work_is_project_state() -> None:
    assert _kinds("출시는 다음 달 둘째 주에 한대") == ["project_state"]


def test_bare_hearsay_stays_empty() -> None:
    assert not salient("그렇대")
    assert not salient("날씨 좋대?")


# --- casual decisions, resolutions and what the user owes ---


@pytest.mark.parametrize(
    "text",
    [
        "결국 중고차는 아반떼로 결정",
        "이번 여름휴가는 제주 대신 강릉 가기로 함",
    ],
)
def test_casual_decisions(text: str) -> None:
    assert _kinds(text) and _kinds(text)[0] in ("decision", "commitment"), EX.extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "주말에 할머니 댁에 한 번 들러야겠다",
        "지훈이한테 모임 못 간다고 미리 말해야 됨",
        "월말까지 세금계산서 보내야 함",
    ],
)
def test_owed_and_resolved_are_commitments(text: str) -> None:
    assert _kinds(text) == ["commitment"], EX.extract(text)


def test_session_resolve_stays_empty() -> None:
    assert not salient("이거 좀 더 알아봐야겠다")


def test_a_bare_decision_marker_is_no_fact() -> None:
    assert not salient("결정함")


# --- tastes said casually; asks, guesses and thanks are none ---


@pytest.mark.parametrize(
    "text",
    [
        "미팅은 되도록 화상으로 하는 게 좋음",
        "출퇴근은 9호선 라인이면 베스트",
        "나 사실 야간조가 훨씬 편한데 말을 못 하겠음",
    ],
)
def test_casual_tastes(text: str) -> None:
    assert "preference" in _kinds(text), EX.extract(text)


@pytest.mark.parametrize(
    "text",
    [
        "점심 메뉴 추천 좀",  # a casual ask
        "허리랑 골반 위주로",  # 위주로 is not 주로
        "엄마 엄청 좋아하실 듯",  # a guess
        "늘 신경 써 주셔서 감사드립니다",  # a pleasantry
    ],
)
def test_asks_guesses_and_thanks_stay_empty(text: str) -> None:
    assert not salient(text), salient(text)


# --- copula-less figures and work in progress ---


@pytest.mark.parametrize(
    "text",
    ["보증금은 2천 정도", "목표 체중은 62kg", "런칭 리허설은 9월 3일"],
)
def test_topic_and_figure_is_a_statement(text: str) -> None:
    assert salient(text), EX.extract(text)


def test_decision_label_over_a_list_is_no_fact() -> None:
    text = "어제 운영회의 결정사항\n- 야간 배송은 10월부터 중단\n- 신규 라이더 교육은 격주로"
    got = claims(text)
    assert not any("결정사항" in c for c in got), got


# --- wants, casual pasts, a body part that hurts, the casual "-ㄹ게" promise ---


@pytest.mark.parametrize(
    "text",
    [
        "내년엔 대구 쪽으로 이직하고 싶어",
        "할아버지가 고향 선산에 묻히고 싶어하셔",
    ],
)
def test_wants_of_life_are_tastes(text: str) -> None:
    assert _kinds(text) == ["preference"], EX.extract(text)


def test_a_want_for_the_work_at_hand_is_no_taste() -> None:
    assert "preference" not in _kinds("오늘 안에 이 버그 잡고 싶어요")


@pytest.mark.parametrize(
    "text",
    ["할머니 요즘 허리가 많이 아프셔서 병원 다니셔", "남편이 축구하다 발목 다쳤어"],
)
def test_a_body_part_that_hurts_is_a_health_fact(text: str) -> None:
    assert _kinds(text) == ["fact"], EX.extract(text)


@pytest.mark.parametrize("text", ["숙소비는 내가 절반 보탤게", "다음 달에 광주 한 번 내려갈게"])
def test_casual_promise_is_a_commitment(text: str) -> None:
    assert _kinds(text) == ["commitment"], EX.extract(text)


def test_asking_back_is_no_promise() -> None:
    assert "commitment" not in _kinds("그럼 내가 물어볼게")
