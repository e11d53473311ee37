"""Round 10, Japanese and Korean, second pass: behaviour on made-up sentences (other names,
other domains than the eval lines) for the families fixed in this pass — a to-do in a list."""

from __future__ import annotations

import pytest

from tests.extract.rules_util import salient


def kinds(text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.claim) for c in salient(text)]


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
