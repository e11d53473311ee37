"""The eligibility filter: is a user turn worth banking? Pure, deterministic, stdlib only.

Shared by the Stop hook and ``writeback explain``. ``check(text)`` returns a
:class:`Decision`; when a turn is skipped the reason is one of

``too_short``, ``too_long``, ``slash_command``, ``ack``, ``greeting``, ``tool_output``,
``quoted``, ``question_only``.

Rules, in order:

1. ``too_long``: more than 8 KiB of UTF-8 (a paste, not something a person said).
2. ``slash_command``: ``/name …`` or a harness command envelope (``<command-name>``).
3. ``ack`` / ``greeting``: the whole turn is made of acknowledgement or greeting words
   (English, Chinese, Japanese, Korean), ignoring punctuation, emoji and case.
4. ``tool_output`` / ``quoted``: fenced code, log/trace lines and ``>`` quotes are
   measured as a share of the turn; when they make up most of it the turn is a paste.
   A one-line error inside a sentence is prose and does not count. A forwarded message in
   ``>`` lines under a note of the user's own ("fwd from Brent, that kills the pilot date")
   is what the user tells, and stays eligible.
5. ``question_only``: every sentence of the remaining prose is a question. A statement
   next to a question ("I always use pnpm. Can you fix the script?") stays eligible. A
   trailing 吧 marks a suggestion or decision ("以后都用中文回复吧"), not a question, unless
   it is a tag question ("对吧") or follows a question form ("是不是…吧"). A question
   after a comma, semicolon, dash or colon does not hide the statement before it
   ("我下周三要去上海出差，你也去吗？", "We moved the launch to March 3rd — can you update the
   timeline?"); without a question mark, a sentence asked by its opening word keeps the
   statements after it ("don't give Raúl admin, he's a contractor till May"); a quoted
   title is one unit ("《深入理解计算机系统。第三版》").
6. ``too_short``: fewer than three *units* of content, where a Latin word is one unit, each
   Han or kana character one, and a Hangul word one per two syllables ("我喜欢深色模式。" and
   "서울에 살아요" pass, "ok" not).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, NamedTuple

MAX_BYTES = 8 * 1024
MIN_UNITS = 3
PASTE_SHARE = 0.6  # pasted/quoted material at or above this share of the turn → skip
NOTE_UNITS = 4  # ... unless it is a "> " quote and the user's own words around it say this much

REASONS = (
    "too_short",
    "too_long",
    "slash_command",
    "ack",
    "greeting",
    "tool_output",
    "quoted",
    "question_only",
)


class Decision(NamedTuple):
    eligible: bool
    reason: str | None = None


_ACK_PHRASES = {
    # English
    "ok", "okay", "okey", "k", "kk", "okie", "yes", "yep", "yup", "yeah", "ya", "no", "nope",
    "nah", "sure", "thanks", "thank you", "thank you so much", "thx", "ty", "tysm", "cool",
    "great", "nice", "perfect", "awesome", "good", "fine", "right", "correct", "exactly",
    "continue", "go on", "go ahead", "proceed", "carry on", "keep going", "next", "done",
    "lgtm", "got it", "gotcha", "sounds good", "looks good", "do it", "yes please",
    "please", "please do", "please continue", "agreed", "makes sense", "understood",
    "alright", "all right", "sgtm", "ack", "roger", "noted", "ok thanks", "okay thanks",
    "ok thank you", "great thanks", "thanks a lot", "cheers", "nice work", "good job",
    "well done", "wow", "hmm", "hm", "ah", "oh", "i see", "fair enough", "go", "retry",
    "try again", "again", "stop", "wait", "yes go ahead", "ship it", "y", "n",
    # Chinese
    "好", "好的", "好吧", "好啊", "好滴", "行", "行吧", "可以", "嗯", "嗯嗯", "对", "对的",
    "是", "是的", "谢谢", "谢谢你", "谢了", "多谢", "感谢", "没问题", "继续", "收到",
    "明白", "明白了", "知道了", "了解", "好的谢谢", "不用", "不要", "停", "完美", "很好",
    "不错", "辛苦了", "确认", "同意", "继续吧",
    # Japanese
    "はい", "うん", "ええ", "いいえ", "ありがとう", "ありがとうございます", "どうも",
    "了解です", "了解しました", "わかりました", "分かりました", "わかった",
    "オッケー", "オーケー", "お願いします", "おねがいします", "続けて", "続けてください",
    "いいね", "いいです", "大丈夫", "大丈夫です", "承知しました", "なるほど", "すごい",
    # Korean
    "네", "예", "응", "어", "아니요", "아니", "감사합니다", "고마워", "고마워요", "고맙습니다",
    "알겠습니다", "알겠어", "알겠어요", "좋아", "좋아요", "좋습니다", "계속", "계속해",
    "계속해줘", "계속해주세요", "확인", "오케이", "그래", "그래요", "맞아", "맞아요", "완벽해",
}  # fmt: skip

_GREETING_PHRASES = {
    "hi", "hello", "hey", "hiya", "howdy", "yo", "hi there", "hello there", "hey there",
    "good morning", "good afternoon", "good evening", "morning", "greetings", "sup",
    "hey claude", "hi claude", "hello claude", "hey codex", "hi codex", "hello codex",
    "bye", "goodbye", "good night", "see you", "see ya", "later",
    "你好", "您好", "嗨", "哈喽", "早", "早上好", "下午好", "晚上好", "晚安", "再见", "拜拜",
    "大家好", "你好啊",
    "こんにちは", "おはよう", "おはようございます", "こんばんは", "おやすみ",
    "おやすみなさい", "さようなら", "やあ", "どうもこんにちは",
    "안녕", "안녕하세요", "안녕하십니까", "좋은 아침", "안녕히 가세요", "잘 자",
}  # fmt: skip

# Interjections that may pad an ack/greeting ("ok thanks!", "hi, thanks").
_FILLER = {"so", "much", "very", "a", "lot", "there", "again", "now", "then", "man", "mate"}


class _Lazy:
    """A regex compiled on first use. Compiling the wide CJK classes costs milliseconds,
    and the hook's commonest paths (ack, greeting, slash command) never need them."""

    __slots__ = ("_args", "_rx")

    def __init__(self, *args: object) -> None:
        self._args = args
        self._rx: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:
        if self._rx is None:
            self._rx = re.compile(*self._args)  # type: ignore[call-overload]
        return getattr(self._rx, name)


_SLASH_RE = re.compile(r"^/[A-Za-z][\w:.-]*(?=\s|$)")
_ENVELOPE_RE = re.compile(
    r"^\s*<(command-name|command-message|command-args|local-command-[\w-]+|bash-[\w-]+)>"
)

_FENCE_RE = _Lazy(r"^\s*(```|~~~)")
# Lines that look like pasted tool/log output rather than prose. Anchored at line start so
# "here's the error: KeyError 'x'. I think…" stays prose.
_LOG_LINE_RE = _Lazy(
    r"""^\s*(?:
        Traceback\ \(most\ recent\ call\ last\)
      | File\ ".*",\ line\ \d+
      | at\ [\w$.<>]+\s*\(.*\)
      | at\ [\w$./<>-]+:\d+
      | \w*(?:Error|Exception|Warning):\s
      | (?:ERROR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL|CRITICAL)\b[:\]\s]
      | \[(?:ERROR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL|CRITICAL|error|warn|info|debug)\]
      | \d{4}-\d{2}-\d{2}[T\ ]\d{2}:\d{2}
      | \d{2}:\d{2}:\d{2}
      | [$%]\ \S
      | >>>\ 
      | \+\+\+\ | ---\ | @@\ .*\ @@
      | npm\ (?:ERR|WARN)
      | \s*\^+\s*$
      | [\w./-]+\.\w+:\d+(?::\d+)?[:\s]
      | \d+\s*\|\ 
      | [{}\[\]](?:,)?\s*$
      | "[\w-]+":\s
      | (?:real|user|sys)\s+\d+m
      | (?:PASS|FAIL|FAILED|PASSED)\ +[\w/.:-]+
      | ok\s+[\w.-]+/[\w/.-]+\s
    )""",
    re.VERBOSE,
)
_QUOTE_LINE_RE = _Lazy(r"^\s*>")
_WRAPPED_QUOTE_RE = _Lazy(r'^\s*(["“「『«].*["”」』»])\s*$', re.DOTALL)

_CJK_RE = _Lazy(
    r"[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f]"
)
_WORD_RE = _Lazy(
    r"[A-Za-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\uac00-\ud7af\u1100-\u11ff]+"
    r"(?:['’][A-Za-z]+)?"
)

_HANGUL_LONG_RE = _Lazy(r"[\uac00-\ud7af]{3,}")

_SENTENCE_RE = _Lazy(r"[^.!?。！？\n]+[.!?。！？]*|[.!?。！？]+")
_QUESTION_START = _Lazy(
    r"^(?:what|why|how|when|where|who|whom|whose|which|can|could|would|should|shall|is|are|"
    r"am|was|were|do|does|did|will|won't|have|has|had|may|might|any\ idea|anyone|isn't|"
    r"aren't|don't|doesn't|didn't|wouldn't|couldn't|shouldn't|could\ you|can\ you)\b",
    re.IGNORECASE | re.VERBOSE,
)
# -나요 asks ("가나요") unless 나 is the verb's own stem: "일어나요", "끝나요", "만나요" state.
_CJK_QUESTION_END = _Lazy(
    r"(?:吗|呢|么|嘛|か|かな|の|까|니|냐|"
    r"(?<!일어)(?<!끝)(?<!만)(?<!떠)(?<!지)(?<!태어)(?<!나타)(?<!벗어)(?<!드러)(?<!자라)나요)\s*$"
)
# A trailing 吧 is usually a suggestion or decision ("以后都用中文回复吧", "我们决定用
# Postgres 吧"); it asks only as a tag question ("对吧", "是吧") or after a question form.
_BA_END = _Lazy(r"吧\s*$")
_BA_QUESTION = _Lazy(
    r"(?:对|是|没错|對|沒錯)吧\s*$|什么|什麼|怎么|怎麼|为什么|為什麼|哪|谁|誰|几|幾|多少"
    r"|是不是|对不对|對不對|能不能|可不可以|要不要|有没有|有沒有|会不会|會不會|好不好"
)


def check(text: str) -> Decision:
    """Decide whether ``text`` (already private-stripped) may be banked."""
    if not isinstance(text, str):
        return Decision(False, "too_short")
    stripped = text.strip()
    if not stripped:
        return Decision(False, "too_short")
    if len(stripped.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        return Decision(False, "too_long")
    if _SLASH_RE.match(stripped) or _ENVELOPE_RE.match(stripped):
        return Decision(False, "slash_command")

    phrase = _phrase_key(stripped)
    if _is_made_of(phrase, _ACK_PHRASES):
        return Decision(False, "ack")
    if _is_made_of(phrase, _GREETING_PHRASES | _ACK_PHRASES) and _has_any(
        phrase, _GREETING_PHRASES
    ):
        return Decision(False, "greeting")

    prose, pasted_log, pasted_quote = _split_pasted(stripped)
    total = len(prose) + pasted_log + pasted_quote
    if (
        total
        and (pasted_log + pasted_quote) / total >= PASTE_SHARE
        # a forwarded message ("> …") under a note of the user's own is what they tell
        and (pasted_log >= pasted_quote or units(prose) < NOTE_UNITS)
    ):
        return Decision(False, "tool_output" if pasted_log >= pasted_quote else "quoted")
    if not prose.strip():
        return Decision(False, "tool_output" if pasted_log >= pasted_quote else "quoted")

    if _question_only(prose):
        return Decision(False, "question_only")
    if units(prose) < MIN_UNITS:
        return Decision(False, "too_short")
    return Decision(True, None)


def units(text: str) -> int:
    """Content units: a Latin word counts one, a Han or kana character one, a Hangul word one
    per two syllables ("서울에 살아요" is four: Korean packs a word's grammar into it)."""
    n = len(_CJK_RE.findall(text)) + len(_WORD_RE.findall(text))
    for run in _HANGUL_LONG_RE.findall(text):
        n += (len(run) + 1) // 2 - 1  # the word already counts one
    return n


def _phrase_key(text: str) -> str:
    """Lower-case, punctuation/emoji/symbols removed, whitespace collapsed."""
    out = []
    for ch in unicodedata.normalize("NFKC", text).lower():
        cat = unicodedata.category(ch)
        if cat[0] in "LN" or ch in "'’":
            out.append(ch)
        else:
            out.append(" ")
    return " ".join("".join(out).replace("’", "'").split())


def _is_made_of(phrase: str, phrases: set[str]) -> bool:
    """True when ``phrase`` splits entirely into known phrases (and filler words)."""
    if not phrase:
        return False
    if phrase in phrases:
        return True
    words = phrase.split(" ")
    if len(words) > 8:
        return False
    # Greedy longest-match segmentation over words.
    i = 0
    matched = False
    while i < len(words):
        for j in range(len(words), i, -1):
            piece = " ".join(words[i:j])
            if piece in phrases:
                i = j
                matched = True
                break
        else:
            if words[i] in _FILLER:
                i += 1
                continue
            return False
    return matched


def _has_any(phrase: str, phrases: set[str]) -> bool:
    words = phrase.split(" ")
    return any(
        " ".join(words[i:j]) in phrases
        for i in range(len(words))
        for j in range(i + 1, min(len(words), i + 3) + 1)
    )


def _split_pasted(text: str) -> tuple[str, int, int]:
    """(prose, chars of code/log lines, chars of quoted lines)."""
    prose_lines: list[str] = []
    log_chars = 0
    quote_chars = 0
    in_fence = False
    wrapped = _WRAPPED_QUOTE_RE.match(text)
    if wrapped and "\n" not in text.strip()[1:-1].strip() and len(text) > 2:
        # A single line wrapped in quotation marks is something quoted, not said.
        return "", 0, len(text)
    for line in text.splitlines():
        if _FENCE_RE.match(line):
            in_fence = not in_fence
            log_chars += len(line) + 1
            continue
        if in_fence:
            log_chars += len(line) + 1
        elif _QUOTE_LINE_RE.match(line):
            quote_chars += len(line) + 1
        elif _LOG_LINE_RE.match(line) or (line.startswith(("    ", "\t")) and line.strip()):
            log_chars += len(line) + 1
        else:
            prose_lines.append(line)
    return "\n".join(prose_lines), log_chars, quote_chars


# A quoted title ("《深入理解计算机系统。第三版》", 「進撃の巨人」, "Thinking, Fast and Slow") is one
# unit: the punctuation inside it ends neither a sentence nor a clause.
_TITLE_RE = _Lazy(
    r"《[^》\n]{1,80}》|「[^」\n]{1,80}」|『[^』\n]{1,80}』|“[^”\n]{1,80}”|\"[^\"\n]{1,80}\""
)
_TITLE_PUNCT = _Lazy(r"[.!?。！？,，、;；]")
# Where a question may follow a statement inside one sentence ("我下周三要去上海出差，你也去吗？",
# "We moved the launch to March 3rd — can you update the timeline?", "I'm at the dentist in
# 20 min so make this quick: what's …?"): commas, semicolons, dashes (a hyphen only between
# spaces: "e-mail" is one word) and a colon before a space.
_CLAUSE_RE = _Lazy(r"[,，、;；]|\s*(?:—|–|--)\s*|\s-\s|[:：]\s")
# A clause that does not state anything on its own: a question word or form, a condition or
# time clause ("when you get a chance, can you …?"), a filler ("hmm, what …?").
_NOT_STATEMENT = _Lazy(
    r"^\s*(?:if|when|whenever|once|before|after|while|since|as|so|but|and|or|also|btw|hey|hi|"
    r"hello|ok|okay|sorry|please|pls|um|uh|hmm|well|actually|quick question|question)\b|"
    r"什么|什麼|怎么|怎麼|为什么|為什麼|哪|谁|誰|几|幾|多少|是不是|对不对|能不能|可不可以|要不要|"
    r"有没有|会不会|好不好|干嘛|干啥|如果|要是|假如|请问|麻烦|何|どう|なぜ|どこ|誰|いつ|もし|뭐|어떻게|왜|어디|"
    r"누가|언제|혹시|만약",
    re.IGNORECASE,
)
_STATEMENT_UNITS = 4  # a statement clause has at least this many content units


def _mask_titles(text: str) -> str:
    if not any(q in text for q in '《「『“"'):
        return text
    return _TITLE_RE.sub(lambda m: _TITLE_PUNCT.sub("\u00b7", m.group(0)), text)


def _states(clause: str) -> bool:
    """Does ``clause`` (before a comma) state something, rather than ask or set a scene?"""
    c = clause.strip()
    return (
        units(c) >= _STATEMENT_UNITS
        and not _NOT_STATEMENT.search(c)
        and not _QUESTION_START.match(c)
        and not _CJK_QUESTION_END.search(c)
    )


def _question_only(prose: str) -> bool:
    prose = _mask_titles(prose)
    sentences = [s.strip() for s in _SENTENCE_RE.findall(prose) if units(s) > 0]
    if not sentences:
        return False
    return all(_is_question(s) for s in sentences)


def _is_question(sentence: str) -> bool:
    s = sentence.rstrip()
    if s.endswith(("?", "？")):
        # "我下周三要去上海出差，你也去吗？" states a fact before it asks.
        return not any(_states(c) for c in _CLAUSE_RE.split(s)[:-1])
    if s.endswith((".", "!", "。", "！")):
        return False
    # No terminal punctuation: judge by the opening word / CJK question particles, and a
    # statement before the asking clause still counts ("我女儿下周三开家长会，你也会去吗").
    clauses = _CLAUSE_RE.split(s)
    if _BA_END.search(s):
        asks = bool(_BA_QUESTION.search(s))
    elif _QUESTION_START.match(s):
        # asked by its opening word, with no question mark: a request as often as not, and
        # a clause after it may state ("don't give Raúl admin, he's a contractor …")
        return not any(_states(c) for c in clauses[1:])
    else:
        asks = bool(_CJK_QUESTION_END.search(s))
    return asks and not any(_states(c) for c in clauses[:-1])
