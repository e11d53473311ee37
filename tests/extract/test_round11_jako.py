"""Round 11, Japanese and Korean: sentences of our own (no eval set's) for each family fixed."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, kind_claims, salient

# ---- ko: an ask ends its clause when more follows without a comma --------------------------


@pytest.mark.parametrize(
    "text",
    [
        "블로그 소개글 다시 써줘 ㅠ 조회수 3회임",
        "'최고'라는 말 빼줘 너무 과장 같음",
        "축사 초안 써줘 너무 길지 않게, 3분 안에 읽을 거라 10줄 이내",
        "메뉴 이름도 추천해줘 '김치전' 말고 좀 더 재밌게",
    ],
)
def test_ko_ask_with_trailing_aside_is_no_fact(text: str) -> None:
    assert claims(text) == []


def test_ko_statement_before_ask_stays() -> None:
    # the fact before the ask is kept; only the ask and its aside go
    found = claims("우리 농장 딸기 수확은 3월 10일부터야. 홍보 문구 써줘 ㅋㅋ 짧게")
    assert any("3월 10일" in c for c in found), found
    assert not any("문구" in c for c in found), found


# ---- ko: how the asked-for text should read, its verb left out -----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "발표 자료 만들어줘. 슬라이드는 8장 이내로.",
        "답장 써줘. 정중하지만 단호하게.",
        "공지 써줘. 너무 딱딱하지 않게.",
        "게임 패치노트 요약해줘. 문장은 짧게.",
    ],
)
def test_ko_manner_or_limit_after_ask_is_no_fact(text: str) -> None:
    assert claims(text) == []


@pytest.mark.parametrize(
    "text, word",
    [
        # a decision with its verb left out is no manner ("-로" of a choice, not a limit)
        ("다음 달부터 택배사는 CJ로.", "CJ"),
        # someone's doing ends in "-게" but names its subject
        ("동생이 요즘 공부를 열심히 하게 됐어.", "동생"),
    ],
)
def test_ko_near_misses_of_manner_stay(text: str, word: str) -> None:
    assert any(word in c for c in claims(text)), claims(text)


# ---- ko/ja: a product's spec listed under an ask for its sales copy ------------------------


def test_ko_spec_list_under_copy_ask_is_material() -> None:
    text = (
        "수제 잼 상세페이지 써줘!!\n\n"
        "- 용량: 250ml\n- 국산 딸기 70%, 설탕 30%\n- 냉장 보관 2주\n- 선물 포장 OK\n\n"
        "그리고 앞으로 상품명은 전부 영어로 통일할 거야."
    )
    found = claims(text)
    assert not any("250ml" in c or "냉장" in c or "딸기 70%" in c for c in found), found
    assert any("영어로 통일" in c for c in found), found


def test_ko_spec_label_line_under_copy_ask() -> None:
    text = (
        "가죽 지갑 상품 설명도 부탁해. 가격은 45,000원으로 정했어.\n\n"
        "스펙:\n- 가로 11cm 세로 9cm\n- 이탈리아 베지터블 가죽\n- 카드 슬롯 4개\n"
    )
    found = claims(text)
    assert any("45,000원" in c for c in found), found
    assert not any("베지터블" in c or "슬롯" in c for c in found), found


def test_ko_own_list_before_a_todo_ask_stays() -> None:
    # a list of the user's own news, then an ask about it: not material
    text = (
        "이번 주 정리\n- 토: 텃밭에 상추 심음\n- 일: 조카 돌잔치 다녀옴, 선물은 금반지로 결정\n\n"
        "다음 주 할 일 리스트 만들어줘"
    )
    found = claims(text)
    assert any("금반지" in c for c in found), found


def test_ja_spec_list_under_copy_ask_is_material() -> None:
    text = (
        "新しい湯のみの商品説明文書いて。\n"
        "・直径8cm 高さ9cm\n・信楽の土、灰釉\n・電子レンジOK、食洗機NG\n"
        "あと、うちの商品ページは全部です・ます調に揃えることにした。"
    )
    found = claims(text)
    assert not any("直径" in c or "信楽" in c or "食洗機" in c for c in found), found
    assert any("です・ます調" in c for c in found), found


# ---- ko/ja/zh: a proofread ask; the text below is material ----------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "맞춤법 좀 봐줘\n\n[공지] 이번 주 토요일은 휴무입니다.\n- 택배 발송은 월요일부터 재개됩니다\n"
        "- 문의는 카톡으로 남겨주세요",
        "誤字脱字チェックして\n\n【お知らせ】年末年始は12月29日から1月3日まで休業いたします。\n"
        "ご不便をおかけします。",
    ],
)
def test_proofread_ask_makes_the_text_below_material(text: str) -> None:
    assert claims(text) == []


# ---- ja: Kansai dialect endings read as standard Japanese, claimed as typed ----------------


@pytest.mark.parametrize(
    "text, words",
    [
        # a farmer in Nara: hearsay "…やて" (standard "…んだって"), kept as typed
        (
            "農協の人から電話あって、来月から出荷の締め日が20日に変わるんやて。",
            ("20日", "変わるんやて"),
        ),
        # a parent: "…やねん" after a date
        ("娘の発表会、来月の5日やねん。", ("5日やねん",)),
        # a supplier's news, hearsay after a past verb
        ("取引先の担当、4月から新しい人に変わったんやて。", ("4月", "変わったんやて")),
        # a lawyer's news with "…やねん" (standard "…なんだ")
        ("依頼人の控訴審、3月12日やねん。", ("3月12日やねん",)),
    ],
)
def test_kansai_statement_is_read_and_kept_as_typed(text: str, words: tuple[str, ...]) -> None:
    found = claims(text)
    assert any(all(w in c for w in words) for c in found), found


def test_kansai_reader_maps_claims_back() -> None:
    from writeback.extract.rules.kansai import as_typed, read_kansai

    typed = "去年は10本で足りひんかったから、嫁が言うとった"
    read, spans = read_kansai(typed)
    assert read == "去年は10本で足りなかったから、嫁が言ってた"
    assert as_typed(read[3:], read, typed, spans) == typed[3:]
    # a claim that cuts into a swapped ending takes the whole typed ending
    assert as_typed("10本で足りな", read, typed, spans) == "10本で足りひんかった"


@pytest.mark.parametrize(
    "text",
    [
        # the list particle "や" of standard Japanese is no copula
        "会社の名誉や信用を損なう行為や、信頼関係を破壊する行為",
        "りんごやみかんを送ります",
        # "とる" as "take" after a noun is no "…ておる"
        "連絡とる",
    ],
)
def test_standard_japanese_is_left_alone(text: str) -> None:
    from writeback.extract.rules.kansai import read_kansai

    assert read_kansai(text) == (text, [])


def test_kansai_speaker_word_is_the_user() -> None:
    from writeback.extract.rules.kansai import read_kansai

    assert read_kansai("わしは全部おる")[0] == "私は全部おる"
    assert read_kansai("こわしは")[0] == "こわしは"  # not inside a word


# ---- ko: one tear ends a statement; a native count anchors it -------------------------------


def test_ko_single_tear_ends_the_statement_before_a_question() -> None:
    # a vet's client: the fact, a tear, then a question; the question no longer takes the fact
    text = "강아지 보리가 요즘 밤 2시만 되면 현관에서 짖음 ㅠ 나 그때 겨우 잠드는데… 어떻게 해결해?"
    assert any("보리" in c and "2시" in c for c in claims(text)), claims(text)


def test_ko_tear_after_an_ask_stays_with_the_ask() -> None:
    assert claims("사과문 써줘 ㅠ 별점 1점임") == []


@pytest.mark.parametrize(
    "text, word",
    [
        ("우리 강아지 콩이가 또 소파 위에 올라가서 쿠션 두개 뜯어먹음", "콩이"),
        ("우리 고양이 나비가 또 컵 두개 깨먹음", "나비"),
    ],
)
def test_ko_native_count_makes_a_note_salient(text: str, word: str) -> None:
    assert any(word in c for c in claims(text)), claims(text)


def test_ko_once_is_no_count() -> None:
    # "한번" is "just, once": no anchor of its own
    assert claims("그냥 한번 해봄") == []


# ---- ko: a diagnosis the user was told ------------------------------------------------------


@pytest.mark.parametrize(
    "text, word",
    [
        ("안과 갔는데 결막염이래.", "결막염"),
        ("피부과에서 대상포진이래요.", "대상포진"),
        ("치과 말고 이비인후과 가봤더니 비염이래요.", "비염"),
    ],
)
def test_ko_diagnosis_told_is_a_lasting_fact(text: str, word: str) -> None:
    found = [c for c in salient(text) if word in c.claim]
    assert found and found[0].kind == "fact" and not found[0].transient, kind_claims(text)


@pytest.mark.parametrize("text", ["본인 인증이래요.", "그건 영수증이래.", "꽃병이래."])
def test_ko_certificate_or_thing_is_no_diagnosis(text: str) -> None:
    assert claims(text) == []


# ---- ja/ko: what an ask is about, and how its text should read ------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # an employee's question: the topic lead belongs to the question, though it holds a
        # word of travel or health
        "出張中の経費精算について、必要な書類を教えてください。",
        "入院中の傷病手当金について、申請の流れを教えていただけますか。",
        "육아휴직 중 건강보험료에 대해서, 필요한 서류 알려줘",
        # how the asked-for notice should read
        "保護者向けのお知らせを書いてください。トーンは丁寧に、不安を煽らないように。",
        "説明会の案内文をお願いします。よくある不安（費用や送迎）を中心に。",
    ],
)
def test_ask_topic_and_manner_are_no_facts(text: str) -> None:
    assert claims(text) == []


def test_a_statement_before_the_topic_lead_stays() -> None:
    # a fact said first, its own sentence, then the ask about it
    found = claims("来月から妻が産休に入ります。産休中の社会保険料について教えてください。")
    assert any("産休に入ります" in c for c in found), found


def test_forgetting_reminder_still_a_note_not_a_manner() -> None:
    # "忘れないように" keeps its own reading (a note to self), not the manner branch
    assert claims("パスポート忘れないように") == []
