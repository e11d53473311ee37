"""The content words of a question, as recall's search terms (English, Chinese, Japanese,
Korean).

People ask "what was the package manager I said I like again?", "我下个月去哪里出差来着？",
"デプロイって何曜日だっけ？", "부산 출장 언제였지?". Passing that text to the index as it is
fails: every English stopword must match, and a whole CJK run must appear inside a claim.
:func:`content_terms` keeps what can be found:

- **English (and other space-separated Latin text)**: words minus the stopword lexicon
  (function words, question words, auxiliaries, pronouns, and memory-request words such as
  "remember" or "remind"); inflections folded to a stem that recall matches as a prefix
  ("moved" → ``mov``, "deployments" → ``deploy``, "preferences" → ``prefer``).
- **Chinese and Japanese**: runs split at function words and question words (the lexicons
  below, longest first), Japanese hiragana (grammar, mostly) dropped between kanji/katakana
  words, and each remaining run cut into overlapping two-character units
  ("上海出差" → 上海, 海出, 出差), so a claim that words the same thing in a different order
  or with other characters around still shares most of them.
- **Korean**: words (space-separated) minus particles and endings at their end and minus
  question words, then cut into two-syllable units like Chinese.

Terms are ``("cjk", text)`` (a run of characters that must appear together) or
``("word", text)`` (a prefix), deduplicated in order. When nothing is left (a question made
only of stopwords), the plain words come back, so a query never silently becomes empty.
"""

from __future__ import annotations

import re
import unicodedata

Term = tuple[str, str]

# --- lexicons (data, not rules) -------------------------------------------------------

EN_STOPWORDS = frozenset(
    """
    a an the and or but nor so yet if then than that this these those there here
    of in on at to for from by with without about into onto over under after before since
    until till during between through again also too very just only even still already
    i me my mine myself we us our ours you your yours he him his she her hers it its they
    them their theirs one ones someone something anything everything
    am is are was were be been being do does did done doing have has had having
    will would shall should can could may might must ought let lets let's
    what whats what's which who whom whose when where why how whats howd how's where's
    who's when's any some all each every no not don't didn't doesn't isn't wasn't aren't
    weren't won't can't couldn't shouldn't wouldn't
    remember remind recall know knew tell told say said says mention mentioned note noted
    please pls hey hi ok okay so um uh like again now currently exactly actually
    thing things stuff kind sort bit
    """.split()
)

# Chinese function and question words; runs are split where they stand.
ZH_STOPWORDS = tuple(
    sorted(
        """
        什么 怎么 怎样 为什么 为何 哪里 哪儿 哪个 哪些 哪 谁 几时 几 多少 多久 是否 是不是
        有没有 吗 呢 吧 啊 呀 嘛 来着 记得 还记得 告诉 提醒 说过 说的 我们 你们 他们 她们
        我 你 他 她 它 的 了 过 着 是 在 有 和 跟 与 及 也 都 就 还 又 要 会 能 可以 想 把 被
        这个 那个 这 那 一下 一个 关于 对于 请 去 来 到 给
        """.split(),
        key=len,
        reverse=True,
    )
)

# Japanese words that split a run (kanji/katakana-bearing ones; pure hiragana is dropped
# by script anyway).
JA_STOPWORDS = tuple(
    sorted(
        """
        何曜日 何時 何日 何 誰 私 僕 俺 自分 教えて 覚えて 覚えてる 覚えている
        """.split(),
        key=len,
        reverse=True,
    )
)
# Hiragana words that carry content and must survive the hiragana drop.
JA_KEEP_HIRAGANA = ("すし", "そば", "うどん", "ごはん", "おにぎり")

KO_PARTICLES = tuple(
    sorted(
        """
        은 는 이 가 을 를 에 에서 에게 께 의 도 로 으로 와 과 하고 이랑 랑 이나 나 만 까지 부터
        요 죠 지 지요 나요 까 까요 니까 습니까 ㅂ니까 어요 아요 였지 이었지 였나 였어 였어요
        인가요 인가 이야 야 이죠 던가 더라 였더라 는지 은지 인지 해줘 알려줘 알려 줘
        """.split(),
        key=len,
        reverse=True,
    )
)
KO_STOPWORDS = frozenset(
    """
    뭐 뭐야 뭐지 뭐였 뭐더라 무엇 무슨 어디 어디야 언제 누가 누구 어떻게 왜 몇 얼마 얼마나 어느
    그거 이거 저거 나 내 내가 나는 저 제 제가 저는 우리 우리가 너 네 당신 기억 기억해 기억나 말했던 말한 했던 있잖아 혹시 좀 그 이 저
    """.split()
)

# English suffixes folded away (longest first); the stem must keep at least MIN_STEM letters.
EN_SUFFIXES = (
    "ations", "ation", "ments", "ment", "ences", "ence", "ances", "ance", "ingly", "ings",
    "ing", "edly", "ies", "ied", "ers", "er", "ed", "es", "s", "ly",
)  # fmt: skip
MIN_STEM = 3

# --- scripts ----------------------------------------------------------------------------

_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_HIRA = "\u3040-\u309f"
_KATA = "\u30a0-\u30ff\uff66-\uff9f"
_HANGUL = "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af"
_CJK = _HAN + _HIRA + _KATA + _HANGUL
_SEGMENT = re.compile(rf"[{_HANGUL}]+|[{_HAN}{_HIRA}{_KATA}]+|[^\W_{_CJK}]+(?:'[^\W_{_CJK}]+)?")
_HANGUL_RUN = re.compile(rf"[{_HANGUL}]+")
_KANA = re.compile(rf"[{_HIRA}{_KATA}]")
_HIRA_RUN = re.compile(rf"[{_HIRA}]+")
_SCRIPT_RUN = re.compile(rf"[{_HAN}]+|[{_KATA}]+")


def content_terms(text: str) -> list[Term]:
    """The search terms of a question or keyword query, in order, without duplicates."""
    norm = unicodedata.normalize("NFKC", text).lower()
    japanese = bool(_KANA.search(norm))
    terms: list[Term] = []
    plain: list[Term] = []
    for seg in _SEGMENT.findall(norm):
        if _HANGUL_RUN.fullmatch(seg):
            plain.append(("cjk", seg))
            terms += _korean(seg)
        elif seg[0] > "\u2e7f":
            plain.append(("cjk", seg))
            terms += _japanese(seg) if japanese else _chinese(seg)
        else:
            plain.append(("word", seg))
            stem = english_stem(seg)
            if stem:
                terms.append(("word", stem))
    return list(dict.fromkeys(terms or plain))


def english_stem(word: str) -> str | None:
    """``word`` folded to a prefix that finds its inflections; None for a stopword."""
    if word in EN_STOPWORDS or word.replace("'", "") in EN_STOPWORDS:
        return None
    word = word.split("'")[0]  # "pnpm's" → "pnpm"
    if len(word) < 2 and not word.isdigit():
        return None
    for suffix in EN_SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= MIN_STEM:
            stem = word[: -len(suffix)]
            if len(stem) > MIN_STEM and stem[-1] == stem[-2] and stem[-1] not in "aeiouls":
                stem = stem[:-1]  # "stopped" → "stop", "planning" → "plan"
            if stem.endswith("e") and len(stem) > MIN_STEM:
                stem = stem[:-1]  # "preferences" → "preferenc" … "prefere" → "prefer"
            return stem
    return word


def _split_on(run: str, stopwords: tuple[str, ...]) -> list[str]:
    """``run`` cut wherever one of ``stopwords`` (longest first) stands."""
    pieces = [run]
    for stop in stopwords:
        nxt: list[str] = []
        for piece in pieces:
            nxt += [p for p in piece.split(stop) if p]
        pieces = nxt
    return pieces


def bigrams(run: str) -> list[Term]:
    """Overlapping two-character units of a CJK run (a single character stays whole)."""
    if len(run) <= 2:
        return [("cjk", run)]
    return [("cjk", run[i : i + 2]) for i in range(len(run) - 1)]


def _chinese(run: str) -> list[Term]:
    out: list[Term] = []
    pieces = _split_on(run, ZH_STOPWORDS)
    for piece in pieces:
        if len(piece) >= 2 or len(pieces) == 1:
            out += bigrams(piece)
    return out


def _japanese(run: str) -> list[Term]:
    out: list[Term] = []
    for piece in _split_on(run, JA_STOPWORDS):
        # kanji words and katakana words, each on its own (hiragana between them is
        # grammar); a few hiragana content words are kept whole
        chunks = [*_SCRIPT_RUN.findall(piece), *(w for w in JA_KEEP_HIRAGANA if w in piece)]
        for chunk in chunks:
            if len(chunk) >= 2:
                out += bigrams(chunk)
            elif chunk:
                out.append(("cjk", chunk))  # a one-kanji word (犬, 車) is a word too
    return out


def _korean(word: str) -> list[Term]:
    if word in KO_STOPWORDS:
        return []
    stem = word
    for _ in range(2):  # "출장이었지" → "출장이" → "출장"
        for particle in KO_PARTICLES:
            if stem.endswith(particle) and len(stem) - len(particle) >= 2:
                stem = stem[: -len(particle)]
                break
    if stem in KO_STOPWORDS:
        return []
    return bigrams(stem)
