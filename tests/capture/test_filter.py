"""Eligibility filter and <private> stripping."""

from __future__ import annotations

import pytest

from writeback.filter import check, units
from writeback.privacy import strip_private

CASES = [
    ("我喜欢深色模式。", None),
    ("我下个月要去上海出差", None),
    ("ダークモードが好きです", None),
    ("나는 다크 모드를 좋아해요", None),
    ("I always use pnpm. Can you fix the script?", None),
    ("here's the error: KeyError: 'x' in foo.py line 3. I think we should pin numpy", None),
    ("We moved the launch to March 3rd", None),
    ("I use pnpm", None),
    ("ok so we use pnpm now", None),
    ("- use pnpm (not npm)\n- dark mode always", None),
    ("No, we deploy on Fridays.", None),
    ("ok", "ack"), ("OK!", "ack"), ("thanks 🙏", "ack"), ("ok thanks!", "ack"), ("continue", "ack"),
    ("好的", "ack"), ("谢谢", "ack"), ("ありがとうございます！", "ack"), ("了解です", "ack"),
    ("감사합니다", "ack"), ("네", "ack"), ("lgtm", "ack"), ("yes please", "ack"),
    ("hi", "greeting"), ("hello there", "greeting"), ("你好", "greeting"), ("こんにちは", "greeting"),
    ("안녕하세요", "greeting"), ("hi, thanks", "greeting"),
    ("/model opus", "slash_command"), ("/clear", "slash_command"),
    ("<command-name>/model</command-name>", "slash_command"),
    ("Can you fix the script?", "question_only"), ("how do I fix this", "question_only"),
    ("Why? What changed? Is it the cache?", "question_only"), ("为什么不行呢", "question_only"),
    ("这个怎么用？", "question_only"),
    ("以后都用中文回复吧", None), ("我们决定用 Postgres 吧", None), ("那就用 pnpm 吧。", None),
    ("是这个吧？", "question_only"), ("你能帮我看看吗", "question_only"),
    ("这样写是对的对吧", "question_only"), ("是不是缓存的问题吧", "question_only"),
    ("Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\n    foo()\nNameError: name 'foo' is not defined", "tool_output"),
    ("```\n$ npm install\nnpm ERR! code ERESOLVE\nnpm ERR! peer dep\n```\nsee", "tool_output"),
    ("2026-01-01T10:00:00 INFO started\n2026-01-01T10:00:01 ERROR failed to bind :8080\n2026-01-01T10:00:02 INFO retry", "tool_output"),
    ("> we should ship friday\n> said bob", "quoted"),
    ('"we moved the launch to March 3rd"', "quoted"),
    ("fix it", "too_short"), ("", "too_short"), ("   ", "too_short"), ("好吃", "too_short"),
    ("x" * 9000, "too_long"), ("字" * 3000, "too_long"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "reason"), CASES)
def test_check(text: str, reason: str | None) -> None:
    d = check(text)
    assert d.reason == reason
    assert d.eligible is (reason is None)


def test_share_decides_tool_output() -> None:
    prose = "I think we should pin numpy to 1.26 because 2.0 breaks our pandas build. "
    short_log = "```\nImportError: numpy.core.multiarray failed to import\n```\n"
    assert check(prose * 2 + short_log).eligible
    assert check("pin it\n" + short_log * 6).reason == "tool_output"


def test_cjk_units() -> None:
    assert units("我喜欢深色模式") == 7
    assert units("ok") == 1
    assert units("I use pnpm") == 3


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("keep <private>secret stuff</private> this", "keep this"),
        ("a <PRIVATE>x\ny\nz</Private> b", "a b"),
        ("before <private>everything after is gone", "before"),
        ("one <private>a</private> two <private>b</private> three", "one two three"),
        ("stray </private> close", "stray close"),
        ("nothing private here", "nothing private here"),
        ("line one\n<private>hidden</private>\nline two", "line one\n\nline two"),
    ],
)
def test_strip_private(text: str, out: str) -> None:
    assert strip_private(text) == out
