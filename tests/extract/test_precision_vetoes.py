"""Claims that name nothing of their own are vetoed by family (the post-pass, rules/postpass.py)."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import EX
from tests.extract.rules_util import claims as salient_claims
from writeback.extract.rules.postpass import _remnant

# -- a remnant: every word of the claim was said before it -------------------------------------


@pytest.mark.parametrize(
    "claim",
    [
        "Marisol needs to know",
        "We switched last wk",
        "Never will hahaha",
        "Agreed on that this morning",
        "Promised him that in writing",
        "Always mixes em up",
        "Reports to her",
        "She said so",  # "so" alone points back too: no word of its own
        "They decided yesterday",
        "Has to be parked by then",
        "Loves it lol",
    ],
)
def test_a_remnant_has_no_word_of_its_own(claim: str) -> None:
    assert _remnant(claim)


@pytest.mark.parametrize(
    "claim",
    [
        "Rusty is out",  # a state of its own
        "Kai starts monday",
        "Sanjay is her backup",  # "her" before a noun is a possessive
        "Lorraine is in HIM",  # capitals: a department, not a pronoun
        "Wen is on call this week",  # "this week" is a time, not "this"
        "Priya is my manager so",
        "Is so fried today",
        "Valkey now",  # a one-word correction
        "Hates it when people rush me",
        "Promised him the deck by Friday",
        "Agreed to write the GOVERNANCE.md by end of month",
        "We won",
    ],
)
def test_a_claim_with_a_word_of_its_own_is_kept(claim: str) -> None:
    assert not _remnant(claim)


@pytest.mark.parametrize(
    ("text", "kept", "dropped"),
    [
        (
            "marisol runs that lane every tues now so she needs to know",
            "Marisol runs that lane every tues now",
            "needs to know",
        ),
        (
            "the lab moved to building 4 and we agreed on that this morning",
            "The lab moved to building 4",
            "agreed on that",
        ),
        (
            "Jonah wants the last song, I promised him that in writing lol",
            "Jonah wants the last song",
            "in writing",
        ),
        ("Dolores is the VP of CX, I report to her", "Dolores is the VP of CX", "report to"),
    ],
)
def test_the_fact_before_a_remnant_stays(text: str, kept: str, dropped: str) -> None:
    claims = salient_claims(text)
    assert any(c.startswith(kept) for c in claims), claims
    assert not any(dropped in c for c in claims if not c.startswith(kept)), claims


@pytest.mark.parametrize(
    "claim", ["Sunita says it's tacky", "Tom thinks that's fine", "Says it was awful"]
)
def test_a_one_word_verdict_on_a_pronoun_is_a_remnant(claim: str) -> None:
    assert _remnant(claim)


@pytest.mark.parametrize("claim", ["It's Kafka", "It's Postgres 16", "Says the split's tacky"])
def test_a_verdict_with_a_name_or_a_subject_of_its_own_is_kept(claim: str) -> None:
    assert not _remnant(claim)


# -- a reason said after the choice it explains (zh / ja / ko) ----------------------------------


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("ICML 대신 AAAI에 내기로 했어요. 마감이 더 여유 있어서요", "마감이"),
        ("주석은 한국어로 달아주세요. 팀원들이 다 한국 사람이라서요", "팀원들이"),
        (
            "結局 EALSA の発表は 英語 でやることに決めた。日本語の方が得意だけど audience は多いから",
            "得意",
        ),
        (
            "変数名はキャメルケースでお願いします。スネークケースはあまり好きじゃないので",
            "スネーク",
        ),
    ],
)
def test_a_reason_after_a_choice_is_not_a_fact_of_its_own(text: str, reason: str) -> None:
    claims = salient_claims(text)
    assert claims, text
    assert not any(c.startswith(reason) for c in claims), claims


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("今日は体調が悪いので、レビューは明日にしてください", "今日は体調が悪い"),  # said first
        ("明日は有給なので。", "明日は有給"),  # no choice before it
        ("저 채식주의자라서 고기는 빼 주세요", "저 채식주의자"),
    ],
)
def test_a_reason_said_first_or_alone_stays(text: str, reason: str) -> None:
    assert any(c.startswith(reason) for c in salient_claims(text)), salient_claims(text)


# -- a note to self (zh / ja / ko) ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("入管の appointment 取れた。passport と 在留カード 忘れないように。", "入管"),
        ("下周三去上海出差。别忘了带充电器", "下周三"),
        ("다음 주 화요일에 면접 있어요. 포트폴리오 잊지 말자", "다음 주"),
    ],
)
def test_a_note_to_self_is_dropped_and_the_fact_stays(text: str, fact: str) -> None:
    claims = salient_claims(text)
    assert [c for c in claims if c.startswith(fact)], claims
    assert len(claims) == 1, claims


# -- an inline list of amounts is stated item by item, not once more whole ------------------------


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        (
            "My prices for next year: full planning from £4,800, partial £2,900, on-the-day £1,100",
            "£4,800",
            "£1,100",
        ),
        ("Our rates: weekday £40/h, weekend £55/h, bank holidays £70/h", "£40/h", "£70/h"),
        ("이번 달 budget: 월세 3만6천엔, 식비 4만엔 정도, 교통비 8천엔", "3만6천엔", "8천엔"),
    ],
)
def test_an_amount_list_is_read_item_by_item_only(text: str, first: str, last: str) -> None:
    claims = salient_claims(text)
    assert any(first in c for c in claims) and any(last in c for c in claims), claims
    assert not any(first in c and last in c for c in claims), claims


# -- a frame without its content: a bare promise verb, a report's lead, an opener, a day --------


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "다음 주에 킥오프 미팅이 잡혔고, 제가 온보딩 문서를 준비하겠다고 약속했어요",
            "다음 주에 킥오프",
        ),
        (
            "共有です。問い合わせツールは来月から「Tsumugi Desk」に移行することになりました",
            "問い合わせ",
        ),
        ("今日はいろいろありました。ソラノ物流がシリーズAで8億円を調達しました", "ソラノ物流"),
        ("오늘 진짜 정신없었어요. 첫째 지유가 반장 선거에서 됐어요", "첫째 지유"),
        ("佐藤さんが言うには、ミドリ商事の新サービスは四月にリリース予定だそうです", "ミドリ商事"),
    ],
)
def test_a_cjk_frame_without_its_content_is_dropped(text: str, fact: str) -> None:
    claims = salient_claims(text)
    assert any(fact in c for c in claims), claims
    assert all(fact in c for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "the release call ended early, nothing new",
        "our weekly sync with Brightline just wrapped up, no decisions",
        "the design review meeting ran long lol",
    ],
)
def test_a_meeting_that_ended_is_not_a_fact(text: str) -> None:
    assert salient_claims(text) == []


@pytest.mark.parametrize("text", ["ok so today was a mess", "this week has been insane honestly"])
def test_a_summary_of_the_day_is_not_a_fact(text: str) -> None:
    assert salient_claims(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "the standup ended and we agreed to move to Linear",  # what came of it
        "Priya says the launch slipped to May",  # a report with its content
        "我答应了张总周五之前把报告发给他",  # the promise with its object
    ],
)
def test_a_frame_with_its_content_stays(text: str) -> None:
    assert salient_claims(text), text


# -- a sigh at one more of something, an acknowledgement received, which person was meant ------


@pytest.mark.parametrize(
    "text",
    [
        "lol another 'is this project dead?' issue",
        "ugh, another recruiter email",
        "sigh another invoice dispute",
        "customer just replied 'thx' lol",
        "Priya wrote back: ok",
        "the landlord finally responded 'noted'",
        "不对，我说的是另一个王总，不是投资人那个。帮我查一下他的微信号？",
    ],
)
def test_an_aside_with_no_fact_yields_nothing(text: str) -> None:
    assert salient_claims(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Another engineer joined the platform team, Dana Whitfield",
        "Priya replied that the contract is signed",
        "the client said ok to the new quote of £4,000",
        "ugh, another recruiter email. we hired Dana as our recruiter last month",
    ],
)
def test_a_reply_or_another_with_a_fact_stays(text: str) -> None:
    assert salient_claims(text), text


# -- a correction keeps the value it replaces -----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "new", "old"),
    [
        ("correction on that rate its 2.58 not 2.85 fat fingers sry", "2.58", "not 2.85"),
        ("no wait its del thurs not wed they pushed it", "thurs", "not wed"),
        (
            "actually it's Greg who approves vendor changes, not Sandra — she's in procurement",
            "Greg",
            "not Sandra",
        ),
        (
            "sorry, meant the auth service not the billing service in my last message",
            "auth",
            "not the billing service",
        ),
        (
            "Correction: the HIPAA risk assessment is due June 30, not July 31.",
            "June 30",
            "not July",
        ),
        ("Sorry I meant Go 1.22, not 1.21.", "1.22", "not 1.21"),
    ],
)
def test_a_correction_keeps_the_old_value(text: str, new: str, old: str) -> None:
    claims = [c.claim for c in EX.extract(text) if c.kind == "correction"]
    assert any(new in c and old in c for c in claims), claims


@pytest.mark.parametrize(
    "text",
    [
        "Tidewater is NOT going on Vercel.",  # a negation, no old value
        "The launch is March 3rd.",
    ],
)
def test_no_old_value_is_invented(text: str) -> None:
    assert not any(", not " in c.claim for c in EX.extract(text))


# -- a code-switched question read as zh/ja/ko ----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "what's the difference between 'hermeneutics' 和 'exegesis' 啊 我总是搞混",
        "how do I 申请 the visa extension 比较快",
        "which one is better, 日本語の方 or 英語",
        "why does the 서버 keep restarting 진짜",
    ],
)
def test_a_code_switched_question_yields_nothing(text: str) -> None:
    assert salient_claims(text) == []


def test_a_code_switched_statement_stays() -> None:
    assert salient_claims("我的 advisor 说 chapter 2 的 draft 要在 11月15号 前交")


# -- how a mistake happened, said after the correction ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Actually the SLA breach count for November was 7, not 17. Typo in my notes.", "7"),
        ("ちょっと訂正。TA は 水曜じゃなくて 木曜の 3限 でした。schedule 見間違えた", "木曜"),
        ("정정: 발표는 목요일이에요. 날짜를 잘못 봤어요", "목요일"),
        ("correction the deposit is 50% not 30%. fat fingers", "50%"),
    ],
)
def test_how_a_mistake_happened_is_dropped(text: str, kept: str) -> None:
    claims = salient_claims(text)
    assert len(claims) == 1 and kept in claims[0], claims


# -- hostile input found by review (round 7) ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "im'a go home tmrw",  # a contraction-shaped start of a longer token
        "dont'cha know",
        "cant'ya see",
        "İm tired",  # matches "im" case-insensitively, lower-cases to another key
        "ım here",
        "İd go",
        "a " + "\t" * 20000 + "b",  # a long run of whitespace before no enumeration marker
        "I " + " " * 20000 + "x",
        "(1) " + " " * 5000 + "② " * 300,
    ],
)
def test_hostile_shapes_read_without_error(text: str) -> None:
    assert isinstance(EX.extract(text), list)


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Our team prefers IM over email", "IM"),
        ("Our clinic always checks the patient ID before a visit", "ID"),
    ],
)
def test_an_all_caps_word_is_an_acronym_not_a_contraction(text: str, word: str) -> None:
    assert all("I'm" not in c and "I'd" not in c for c in salient_claims(text))
    assert any(word in c for c in salient_claims(text)), salient_claims(text)
