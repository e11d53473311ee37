"""question_only and quoted titles: a statement before a comma-question is kept, a title's
inner punctuation ends nothing (filter and rules engine)."""

from __future__ import annotations

import pytest

from writeback import filter as eligibility
from writeback.extract.rules import RulesExtractor


@pytest.mark.parametrize(
    "text",
    [
        "我下周三要去上海出差，你也去吗？",
        "我们决定用Postgres了，你觉得呢？",
        "我最近在读《深入理解计算机系统。第三版》，你读过吗？",
        "私は来月から大阪に転勤します、あなたも行きますか？",
        "저는 다음 주에 휴가예요, 너도 가?",
        "I always use pnpm, can you fix the script?",
        "我女儿下周三开家长会，你也会去吗",  # no question mark: the particle marks the question
        # a dash or a semicolon parts the clauses as a comma does
        "We moved the launch to March 3rd — can you update the timeline?",
        "The release is called Kestrel now; can you update the docs?",
        "Our office moved to Leeds last month - how do I change the address on invoices?",
        "Greta is our new accountant—can you draft a welcome note?",
        "来月から大阪勤務です；引っ越しの手続きはどうすればいいですか？",
    ],
)
def test_a_statement_before_a_comma_question_is_eligible(text: str) -> None:
    assert eligibility.check(text).eligible
    assert RulesExtractor().extract(text)  # and the statement is read as a fact


@pytest.mark.parametrize(
    "text",
    [
        "when you get a chance, can you fix the script?",
        "Hmm, what do you think?",
        "这个怎么用，你知道吗？",
        "如果我们用Redis，会更快吗？",
        "《三体》，你读过吗？",
        "这个函数是干嘛的，能解释一下吗",
        # a dash before the question parts nothing that states
        "Quick question — can you fix the script?",
        "If we switched to Go; would memory drop?",
        "Is the e-mail export broken, or is it me?",
        "Sorry - what does this flag do?",
    ],
)
def test_questions_with_a_lead_clause_stay_question_only(text: str) -> None:
    assert eligibility.check(text).reason == "question_only"


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("我最近在读《深入理解计算机系统。第三版》，你读过吗？", "《深入理解计算机系统。第三版》"),
        ("私の好きな本は「ノルウェイの森。上巻」です。", "「ノルウェイの森。上巻」"),
        ('My favorite book is "Thinking. Fast and Slow", I reread it yearly.', "Fast and Slow"),
        (
            'our paper "Sparse Coding in Layer 2/3 Under Locomotion" came back with major revisions',
            '"Sparse Coding in Layer 2/3 Under Locomotion"',
        ),
    ],
)
def test_the_splitter_does_not_cut_inside_a_quoted_title(text: str, claim: str) -> None:
    facts = RulesExtractor().extract(text)
    assert len(facts) == 1 and claim in facts[0].claim, facts


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        # a title's own "…, then …" is not a request tail
        (
            'My favourite talk was "Ship it, then fix it" by Dana Reyes at PyCon.',
            'My favourite talk was "Ship it, then fix it" by Dana Reyes at PyCon',
        ),
        (
            'We picked "Measure twice, then cut" as the workshop name.',
            'We picked "Measure twice, then cut" as the workshop name',
        ),
        # ... while the same words outside quotes are one, cut off the fact
        (
            "I prefer Vitest over Jest, then fix the snapshot tests please.",
            "Prefers Vitest over Jest",
        ),
        # a lead before a dash leaves no mark behind
        ("Heads up — I am in Lagos until Friday.", "Is in Lagos until Friday"),
        ("Heads up — Ottilie is our new bookkeeper.", "Ottilie is our new bookkeeper"),
    ],
)
def test_a_request_tail_is_cut_outside_titles_only(text: str, claim: str) -> None:
    assert [c.claim for c in RulesExtractor().extract(text)] == [claim]


def test_someone_elses_long_quote_is_still_emptied() -> None:
    """Only a title-cased quote is a title; quoted prose stays someone else's words."""
    ex = RulesExtractor()
    assert not ex.extract(
        'From the README: "This library is in maintenance mode. We recommend Foo."'
    )
    assert not ex.extract('my coworker just pinged: "Can You Check The Build Before Noon Today"')
