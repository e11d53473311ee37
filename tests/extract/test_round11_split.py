"""Round 11, one sentence that holds two facts: behaviour on made-up sentences (other names,
other domains than the eval lines) for the families fixed this round — a named person's deed
after a comma; the user's own clause after one about someone of theirs, opened by "that day";
the user's decision after a reason about someone of theirs (ja/ko); and the near-misses that
stay one fact."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import claims


def _holding(text: str, word: str) -> list[str]:
    return [c for c in claims(text) if word in c]


def _apart(text: str, first: str, second: str) -> bool:
    """``first`` and ``second`` are said in two different claims."""
    found = claims(text)
    return any(first in c and second not in c for c in found) and any(
        second in c and first not in c for c in found
    )


# --- en: "…, <Name> <deed>": what a named person did is a fact of its own ------------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "We're moving the bakery to Elm Street in March, Tomasz signed the lease on Friday",
            "Elm Street",
            "Tomasz",
        ),
        (
            "Delphine is the new choir director, Arturo's off to Lyon for a year",
            "Delphine",
            "Arturo",
        ),
        (
            "We're switching the clinic to Cliniko next month, Farid paid the first invoice yesterday",
            "Cliniko",
            "Farid",
        ),
    ],
)
def test_a_named_persons_deed_after_a_comma_is_its_own_fact(
    text: str, first: str, second: str
) -> None:
    assert _apart(text, first, second), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        # an approval of the choice just said: one fact
        "We picked Hetzner for the game servers, Yusuf signed off yesterday",
        # a cover for the user's absence: one fact
        "I'm away at the trade fair next week and Lars's covering the stall while I'm out",
    ],
)
def test_an_approval_or_a_cover_stays_with_its_fact(text: str) -> None:
    first = "Hetzner" if "Hetzner" in text else "trade fair"
    second = "Yusuf" if "Yusuf" in text else "Lars"
    assert not _apart(text, first, second), claims(text)


# --- zh/ko: "…，那天我…": the user's own clause after one about someone of theirs -----------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("我爸下周一做膝盖手术，那天我请假陪他去医院", "膝盖", "请假"),
        ("엄마가 다음 주 수술하셔서, 그날 제가 휴가 내요", "수술", "휴가"),
    ],
)
def test_the_users_clause_after_that_day_is_its_own_fact(
    text: str, first: str, second: str
) -> None:
    assert _apart(text, first, second), claims(text)


def test_a_clause_without_the_user_after_that_day_stays_one() -> None:
    # still the grandfather's stay in hospital
    assert not _apart("爷爷下周住院，那天要做检查", "住院", "检查")


# --- ja/ko: a reason about someone of the user's, then the user's decision ------------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("妻が来月出産予定なので、育児休業は半年取ることにしました", "出産", "育児休業"),
        ("누나가 다음 달에 결혼하는데, 축가는 내가 부르기로 했어요", "결혼", "축가"),
        ("동생이 다음 주에 이사하는데, 주말에 도와주기로 했어요", "이사", "주말"),
    ],
)
def test_the_users_decision_after_a_reason_about_kin_is_its_own_fact(
    text: str, first: str, second: str
) -> None:
    assert _apart(text, first, second), claims(text)


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        # a plain clause after the reason: still the father's
        ("父が来週手術するので、しばらく入院します", "手術", "入院"),
        ("아빠가 다음 주에 수술하시는데, 일주일 정도 입원하신대요", "수술", "입원"),
        # a request for the work at hand: the tie is the fact
        ("部長の森さんが決裁者なので、資料は丁寧めに書いてください", "森", "資料"),
    ],
)
def test_a_plain_clause_or_a_request_after_the_reason_stays_one(
    text: str, first: str, second: str
) -> None:
    assert not _apart(text, first, second), claims(text)


# --- near-misses: one fact told in two clauses ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("I never use ORMs, I write raw SQL", "ORMs", "raw SQL"),
        ("我是前端工程师，主要写 React", "前端", "React"),
        ("私は朝型なので、午前中に集中作業を入れたいです", "朝型", "午前中"),
    ],
)
def test_one_fact_in_two_clauses_stays_one(text: str, first: str, second: str) -> None:
    assert not _apart(text, first, second), claims(text)


# --- en: "…, <bare noun> <verb> <figure>": a figure of its own -----------------------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("Our kennel licence renews in April, insurance went up 12% this year", "April", "12%"),
        ("We signed the vineyard lease through 2030, rent is 4,000 a year", "2030", "4,000"),
    ],
)
def test_a_bare_noun_clause_with_a_figure_is_its_own_fact(
    text: str, first: str, second: str
) -> None:
    assert _apart(text, first, second), claims(text)


def test_a_bare_noun_clause_without_a_figure_stays_one() -> None:
    # what the user does not use: the same taste
    text = "I only use the cast-iron pan, the rest are for guests"
    assert not _apart(text, "cast-iron", "guests"), claims(text)


# --- en: "…, so the <thing> <verb> …": a consequence for a thing of the work ----------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        (
            "Our pastry chef is on leave this month, so the tasting menu is paused until October",
            "pastry chef",
            "tasting menu",
        ),
        (
            "Dana is on jury duty this week, so the audit review moves to next Thursday",
            "jury duty",
            "audit review",
        ),
        (
            "Our supplier went bust last week, so the spring catalogue is delayed until April",
            "supplier",
            "catalogue",
        ),
    ],
)
def test_a_consequence_for_a_thing_is_its_own_fact(text: str, first: str, second: str) -> None:
    assert _apart(text, first, second), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        # what the change leaves behind: the change is the fact
        "We moved the choir rehearsals to Thursdays so the old Tuesday booking is dead",
        # a consequence for the user: one fact, as before
        "My brother broke his leg, so I'm driving him to physio",
    ],
)
def test_a_leftover_or_a_personal_consequence_stays_one(text: str) -> None:
    assert len(claims(text)) == 1, claims(text)


# --- ja/ko: two things side by side as contrastive topics ("…は…、…は…") ------------------


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        ("店のサイトはWixで作ってて、予約はTableCheckで受けてます", "Wix", "TableCheck"),
        ("우리 가게 본점은 성수동에 있고 창고는 김포에 있어요", "성수동", "김포"),
        ("메인 서버는 AWS에 있고 백업은 NAS에 해요", "AWS", "NAS"),
    ],
)
def test_two_things_as_contrastive_topics_are_two_facts(text: str, first: str, second: str) -> None:
    assert _apart(text, first, second), claims(text)


@pytest.mark.parametrize(
    ("text", "first", "second"),
    [
        # a cause and its effect, not two things side by side
        ("ロードマップは凍結されたので、新機能はしばらく入りません", "凍結", "新機能"),
        # the user as the topic: one fact about them
        ("私は朝型で、夜は早く寝ます", "朝型", "早く寝"),
        # a clause made a noun is no thing ("言ったのは")
        ("さっき言ったのは間違いで、納品日は金曜じゃなくて月曜です", "間違い", "月曜"),
    ],
)
def test_a_cause_or_the_user_as_topic_stays_one(text: str, first: str, second: str) -> None:
    assert not _apart(text, first, second), claims(text)


def test_a_request_is_no_contrastive_twin() -> None:
    text = "倉庫は来月移転で、棚卸しは今週中にお願いします"
    assert not any(c.startswith("棚卸し") for c in claims(text)), claims(text)
