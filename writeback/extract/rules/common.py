"""Shared pieces of the rules engine: language detection, the claim builder and the table type.

``detect_language`` routes each sentence by script; ``make`` turns a matched sentence into a
:class:`~writeback.extract.base.Candidate` (end punctuation, length cap, salience floor);
``Lang`` is the per-language rule table that :mod:`.cjk` reads generically. Imports nothing
from the rest of the package.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from writeback.extract.base import Candidate

_I = re.IGNORECASE

_HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


_HIRAGANA = re.compile(r"[\u3040-\u309f]")
# Characters only Chinese writes ("的了们这吗呢吧…"): a Chinese sentence that names a Japanese
# person ("主要看 樋口ヨネ 和 大槻さだ 的 diaries") has kana but more of these.
_ZH_ONLY = re.compile(r"[的了们这吗呢吧说没个么还给跟把很是啊呀哦我你她]")
_CJK_ANY = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]")
_LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


# Kin words of another script typed as English nouns in an English sentence ("아빠 takes his
# meds at 8", "daniel 오빠 lives in atlanta", "外婆 is staying with us"): each counts as one
# English word when the language is guessed, and :mod:`.shorthand` reads it as its English
# kin word (:data:`.en.LOAN_KIN`). Only a bare word — "아빠가 …", with a particle, is Korean.
CJK_KIN = {
    # Korean
    "아빠": "dad", "아버지": "dad", "엄마": "mom", "어머니": "mom", "할머니": "grandma",
    "할아버지": "grandpa", "외할머니": "grandma", "외할아버지": "grandpa", "오빠": "brother",
    "형": "brother", "언니": "sister", "누나": "sister", "새언니": "sister-in-law",
    "이모": "aunt", "고모": "aunt", "삼촌": "uncle", "동생": "sibling",
    # Chinese
    "爸爸": "dad", "妈妈": "mom", "奶奶": "grandma", "爷爷": "grandpa", "外婆": "grandma",
    "外公": "grandpa", "姥姥": "grandma", "姥爷": "grandpa", "哥哥": "brother", "姐姐": "sister",
    "阿姨": "aunt", "舅舅": "uncle", "叔叔": "uncle",
    # Japanese
    "お母さん": "mom", "お父さん": "dad", "おばあちゃん": "grandma", "おじいちゃん": "grandpa",
    "母": "mom", "父": "dad",
}  # fmt: skip


def longest_first(words: Iterable[str]) -> str:
    """``words`` (pattern fragments) as one alternation, longest first, so a word is never
    cut short by a shorter one it starts with ("外甥女" before "外甥")."""
    return "|".join(sorted(words, key=len, reverse=True))


_CJK_KIN = re.compile(
    r"(?<![\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])(?:"
    + longest_first(CJK_KIN)
    + r")(?![\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])"
)


# A sentence opened by a CJK pronoun is written in that language, however many English words
# follow ("我的 second reader 是 visiting professor Margit Esterházy").
_CJK_I_LEAD = re.compile(r"^\W{0,3}(?:我|私|僕|俺|저는|제가|저희|나는|내가|우리)")


def may_hold(text: str, words: tuple[str, ...]) -> bool:
    """False only when ``text`` holds none of ``words`` (lower case) in any case: a cheap test
    before a case-blind regex that cannot match without one of them. Under IGNORECASE "ſ"
    matches "s" and "ı" matches "i" though ``str.lower`` keeps them, and "İ" lowers to two
    characters: a text with any of them is let through. Each word list sits beside its
    pattern: a new branch of the pattern needs one of its words in the list, or the branch
    never runs (the snapshot test catches that only on the eval turns)."""
    low = text.lower()
    for word in words:
        if word in low:
            return True
    return not text.isascii() and ("ſ" in text or "ı" in text or "İ" in text)


@lru_cache(maxsize=512)  # pure; each sentence is read by several stages
def detect_language(text: str) -> str:
    """The language a sentence is written in, by script — code-switched writing counts as
    the CJK language it is mostly written in ("我的 advisor 佐伯老师说 chapter 2 的 draft …"
    is Chinese). Hangul → ko unless a few Hangul letters name someone in a Chinese or Japanese
    sentence; kana → ja unless the Chinese-only characters outnumber the hiragana; Han → zh;
    a sentence of English words with a CJK name in it ("lunch with 佐伯先生 today, he said
    the draft is due Friday") is English; otherwise en."""
    hangul = _HANGUL.search(text)
    kana = _KANA.search(text)
    han = _HAN.search(text)
    if not (hangul or kana or han):
        return "en"
    cjk = len(_CJK_ANY.findall(text))
    latin = len(_LATIN_WORD.findall(text))
    if latin >= 2:
        # "아빠 didnt eat lunch again": a kin word of another script is an English noun here
        kin = _CJK_KIN.findall(text)
        cjk -= sum(len(k) for k in kin)
        latin += len(kin)
    if cjk * 2 < latin and not _CJK_I_LEAD.match(text):
        return "en"
    n_han = len(_HAN.findall(text)) if han else 0
    if hangul:
        n_hangul = len(_HANGUL.findall(text))
        if n_hangul * 2 >= n_han or not (kana or han):
            return "ko"
    if kana:
        hira = len(_HIRAGANA.findall(text))
        zh_only = len(_ZH_ONLY.findall(text))
        if hira > zh_only or (not hira and not zh_only):
            return "ja"
    return "zh" if han else "ja" if kana else "ko"


# What a claim's end loses: spaces and these marks (sentence and clause ends, "~", "…").
_END_CHARS = ".。!！?？,，、;；:：~～…"


def strip_end(text: str) -> str:
    """``text`` without the run of spaces (``str.isspace``) and :data:`_END_CHARS` it ends
    with; a loop from the end rather than a regex tried at every space of the sentence."""
    while True:
        cut = text.rstrip().rstrip(_END_CHARS)
        if len(cut) == len(text):
            return cut
        text = cut


# A quoted title ("《深入理解计算机系统。第三版》", 「ノルウェイの森。上巻」, "Thinking, Fast and
# Slow") is one unit: its sentence and clause marks are swapped for private-use stand-ins
# before the turn is cut (:func:`protect_titles`) and swapped back in every claim (:func:`make`).
_TITLE = re.compile(
    r"《[^》\n]{1,80}》|「[^」\n]{1,80}」|『[^』\n]{1,80}』|“[^”\n]{1,80}”|\"[^\"\n]{1,80}\""
)
_MARKS = ".!?。！？,，、;；…"
_QUOTES = ("《", "「", "『", "“", '"')
_HIDE = str.maketrans({c: chr(0xE000 + i) for i, c in enumerate(_MARKS)})
_SHOW = str.maketrans({chr(0xE000 + i): c for i, c in enumerate(_MARKS)})


def protect_titles(line: str) -> str:
    """``line`` with the punctuation inside quoted titles hidden from the cutters."""
    return _TITLE.sub(lambda m: m.group(0).translate(_HIDE), line)


def cut_outside_titles(tail: re.Pattern[str], text: str) -> str:
    """``text`` without the first match of ``tail`` (a pattern that runs to the end) that
    does not start inside a quoted title: the words of a title are not a clause of the
    sentence ("My favourite talk was "Ship it, then fix it" by …" keeps its title whole,
    where "…, then fix the tests" is a request cut off the fact)."""
    spans = [m.span() for m in _TITLE.finditer(text)] if any(q in text for q in _QUOTES) else []
    pos = 0
    while (m := tail.search(text, pos)) is not None:
        inside = next((end for start, end in spans if start < m.start() < end), None)
        if inside is None:
            return text[: m.start()] + text[m.end() :]
        pos = inside
    return text


_MAX_CLAIM = 240

_Rx = re.Pattern[str]


@dataclass(frozen=True)
class Lang:
    """Per-language rule tables (kept in one object so `_classify_cjk` stays generic)."""

    request: _Rx
    request_last: _Rx | None
    question: _Rx
    assistant: _Rx
    quoted: _Rx
    hedge: _Rx
    lead: _Rx
    standing: _Rx
    standing_any: _Rx
    corr_mark: _Rx
    corr_strong: _Rx
    decision: _Rx
    rel: list[_Rx]
    rel_noname: _Rx
    transient: tuple[_Rx, ...]
    commit: _Rx
    identity: _Rx
    pref: _Rx
    project: _Rx
    first: _Rx
    team: _Rx
    use: _Rx
    strong: _Rx
    actually: _Rx
    neg: _Rx
    not_lead: _Rx
    should_not: _Rx | None = None
    rel_late: _Rx | None = None  # checked after the transient and commitment rules
    rule: _Rx | None = None  # a team rule, not a personal taste ("…ルールになっている")
    project_topic: _Rx | None = None  # "締め切りは金曜日の予定です" is the project's schedule
    hearsay: _Rx | None = None  # a statement ending as reported speech ("…바쁘대", "…하셨어")


def _cut(sentence: str, cuts: list[int]) -> list[str]:
    """``sentence`` cut at each offset in ``cuts`` (ascending); empty pieces dropped."""
    bounds = [0, *cuts, len(sentence)]
    return [sentence[a:b] for a, b in zip(bounds, bounds[1:], strict=False) if b > a]


def make(
    claim: str,
    kind: str,
    entity: str | None,
    salience: str,
    transient: bool = False,
    corrects: str | None = None,
    rule: str | None = None,
) -> Candidate | None:
    claim = strip_end(claim).strip().translate(_SHOW)
    entity = entity.translate(_SHOW) if entity else entity
    corrects = corrects.translate(_SHOW) if corrects else corrects
    if len(claim) > _MAX_CLAIM:
        claim = claim[:_MAX_CLAIM].rstrip() + "…"
    if not claim:
        return None
    if salience != "low" and (len(claim) < 3 or (claim.isascii() and " " not in claim)):
        salience = "low"
    return Candidate(
        claim=claim,
        kind=kind,
        entity=entity,
        salience=salience,
        transient=transient,
        corrects=corrects or None,
        rule=rule or _rule_of_caller(kind),
    )


def _rule_of_caller(kind: str) -> str:
    """The stage that built a candidate outside the rule lists, as ``lang.stage:kind``
    ("en.fallback:project_state", "en.correction-lead:correction", "cjk.fallback:fact"):
    the function that called :func:`make`, two frames up. Rules in the ordered lists
    (:mod:`.registry`) are named by the list (``en.decision``); frames name themselves
    (``frame:named×prefer``)."""
    code = sys._getframe(2).f_code
    module = code.co_filename.rsplit("/", 1)[-1].removesuffix(".py")
    stage = _STAGES.get(code.co_name, code.co_name.strip("_"))
    return f"{_READERS.get(module, module)}.{stage}:{kind}"


# Reader modules and functions → the names `explain` shows.
_READERS = {"english": "en", "cjk": "cjk"}
_STAGES = {
    "_rules_en_tail": "fallback",
    "_fallback_en": "fallback",
    "_en_correction": "correction-lead",
    "_classify_en": "style-request",
    "_classify_cjk": "first-person",
    "_fallback_cjk": "fallback",
}
