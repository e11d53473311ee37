"""Round 11, probe lane: jobs said outright (one occupation lexicon per language), tech
trouble and moods of the day not kept as life facts, quotes and negations kept whole."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims, salient


def _identity(text: str) -> list[str]:
    """The claims an identity rule made for ``text``."""
    return [c.claim for c in salient(text) if (c.rule or "").split(":")[0].endswith("identity")]


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # English: "I'm a/the <job>", "<job> here", "I sell …", "I work as …", shift work
        ("I'm a welder and my shop is getting a new TIG machine next month.", "welder"),
        ("I am the bookkeeper for two dental offices.", "bookkeeper"),
        ("Hospice nurse here. Quick one about morphine.", "nurse"),
        ("I sell real estate in Tucson, mostly condos.", "real estate"),
        ("I work as a line cook at a ramen place.", "line cook"),
        ("I'm on the graveyard shift all month.", "graveyard shift"),
        ("Not trying to be dramatic, I'm a firefighter, we see this a lot.", "firefighter"),
        # Japanese: "-をしています", "-です", teaching at a school
        ("保育士をしています。園の行事の準備が大変です。", "保育士"),
        ("トラック運転手です。長距離が多いです。", "トラック運転手"),
        ("高校で物理を教えています。", "物理"),
        # Korean: "-예요", "-입니다", a shop of the user's
        ("택시 기사예요. 요즘 손님이 줄었어요.", "택시 기사"),
        ("초등학교 보육교사입니다.", "보육교사"),
        ("작은 꽃집 하는데 요즘 장사가 잘 안 돼요.", "꽃집"),
        # Chinese: "我是一名…", a job said alone as a sign-in
        ("我是一名外卖员，每天跑十个小时。", "外卖员"),
        ("急诊科医生。", "医生"),
        ("程序员一枚，最近在学 Go。", "程序员"),
    ],
)
def test_job_said_outright_is_identity(text: str, word: str) -> None:
    found = _identity(text)
    assert any(word in c for c in found), salient(text)


def test_identity_clause_after_an_aside_is_the_clause() -> None:
    found = _identity("Not asking for legal advice, I am the paralegal, I just need a lead.")
    assert found == ["Is the paralegal"]


@pytest.mark.parametrize(
    "text",
    [
        "I'm a mess today.",
        "I'm a big fan of the chef at that place.",
        "I'm the one who called the plumber.",
        "I sell my old bike on Craigslist tomorrow.",
        "私はバカです",
        "娘に自転車の乗り方を教えてます。",
        "저는 괜찮아요",
        "엄마는 간호사예요",
        "客服，你好",
        "老师，请问这道题怎么做",
    ],
)
def test_near_miss_is_no_job(text: str) -> None:
    assert _identity(text) == [], salient(text)


def test_morning_person_stays_a_taste() -> None:
    assert [c.kind for c in salient("I'm a morning person.")] == ["preference"]
    assert claims("I'm a morning person.") == ["Is a morning person"]


@pytest.mark.parametrize(
    "text",
    [
        # the code at hand in trouble: an error got, a tool's state, a symptom on screen
        'My build keeps dying. I got "undefined reference to main" and I have no idea why.',
        "ブランチをrebaseしたら履歴が消えた。pushはまだ",
        "Vue에서 화면이 바로 반영이 안 돼요",
        '我这边登录不了后台，一直报 "403"',
        "git rebase 하다가 커밋 하나 날렸어",
    ],
)
def test_code_trouble_is_no_life_fact(text: str) -> None:
    assert claims(text) == [], salient(text)


def test_life_trouble_stays() -> None:
    # "找不到工作" is the user's life, not the code ("…不到" is code only after a code verb)
    assert claims("最近工作一直找不到，很焦虑") != []


@pytest.mark.parametrize(
    "text", ["今日も疲れた", "오늘 정말 최악이었어요", "今天真倒霉", "今日は本当に散々だった"]
)
def test_how_today_went_is_dropped(text: str) -> None:
    assert claims(text) == [], salient(text)


def test_lasting_tiredness_stays() -> None:
    assert claims("最近ずっと疲れています。") != []


def test_emptied_quote_claim_is_dropped() -> None:
    # the coach's words were quoted and emptied: nothing of the user's is left
    text = 'My coach says my stroke "falls apart after the first lap." I half agree.'
    assert not any('""' in c for c in claims(text)), claims(text)
    assert claims("娘が「サンタっているの？」と聞いてきました。") == []


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("House rules:\n\n- no shoes past the hallway\n- quiet after 10pm", "No shoes"),
        (
            "Pool rules for the kids:\n\n- no glass bottles on the deck\n- towels from the hut",
            "No glass",
        ),
    ],
)
def test_leading_no_is_a_negation_not_a_correction(text: str, want: str) -> None:
    assert any(c.startswith(want) for c in claims(text)), claims(text)
