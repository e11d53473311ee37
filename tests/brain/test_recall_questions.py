"""Recall from questions as people ask them (issue 13): the content-word query builder, and
the question set written by someone who never saw it (tests/fixtures/recall/)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from writeback.brain.querywords import content_terms, english_stem

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("question", "must", "never"),
    [
        ("hey, what was the package manager I said I like again?", ["package"], ["what", "said", "again"]),
        ("Which deployments moved to Fridays?", ["deploy", "mov", "friday"], ["which", "to"]),
        ("我下个月去哪里出差来着？", ["出差"], ["哪里", "来着", "我下"]),
        ("デプロイって何曜日だっけ？", ["デプ", "ロイ"], ["何曜", "って", "だっ"]),
        ("부산 출장 언제였지?", ["부산", "출장"], ["언제", "언제였"]),
        ("東京オフィスに行くのはいつ？", ["東京", "オフ"], ["京オ", "いつ"]),
    ],
)  # fmt: skip
def test_content_terms_keep_content_and_drop_question_words(
    question: str, must: list[str], never: list[str]
) -> None:
    texts = [t for _, t in content_terms(question)]
    for word in must:
        assert word in texts, (question, texts)
    for word in never:
        assert word not in texts, (question, texts)


def test_inflections_fold_to_a_shared_prefix() -> None:
    for a, b in [("moved", "moving"), ("deployments", "deploy"), ("preferences", "prefers"),
                 ("stopped", "stops"), ("planning", "plans")]:  # fmt: skip
        sa, sb = english_stem(a), english_stem(b)
        assert sa and sb and (sb.startswith(sa) or sa.startswith(sb)), (a, sa, b, sb)
    assert english_stem("the") is None and english_stem("remind") is None


def test_a_query_of_stopwords_only_is_never_empty() -> None:
    assert content_terms("what is it?") == [("word", "what"), ("word", "is"), ("word", "it")]
    assert content_terms("") == []


def test_questions_as_asked_find_what_keywords_find() -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import recall_quality

    result = recall_quality.run(None)
    asked, keywords = result["as_asked"]["hits_at_5"], result["keywords"]["hits_at_5"]
    assert keywords["all"] == 1.0  # the baseline: the answer's own words always find it
    assert asked["all"] >= 0.95, result  # monolingual questions, as typed
    for lang in ("en", "zh", "ja", "ko"):
        assert asked[lang] >= 0.85, (lang, result)  # cross-language questions included
    ambient = result["ambient"]  # through the real brief and prompt recall
    assert ambient["other_project_state_leaked"] == 0, ambient
    assert ambient["answer_reached_agent"] >= 0.85, ambient
    assert ambient["brief_chars_median"] <= 1500, ambient
