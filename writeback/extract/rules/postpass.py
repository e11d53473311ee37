"""The claim post-pass: claims the ``extract`` loop drops, and the correction it completes.

A claim that names nothing of its own is dropped by family (:func:`dropped`): someone's mood
and nothing else (``_MOOD_ONLY``), a zh/ja/ko frame without its content
(``_CJK_FRAME_ONLY``) or a summary of the day (``_DAY_SUMMARY``), how a mistake happened
(:func:`_error_cause`), a code-switched question (``_MIXED_QUESTION``), a note to self
(``_CJK_NOTE_TO_SELF``), an English remnant (:func:`_remnant`). An English correction keeps
"not <old>" (:func:`_with_old`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from writeback.extract.base import Candidate
from writeback.extract.rules import en, zh
from writeback.extract.rules.common import strip_end

# Someone else's mood and nothing else ("Mira is… not thrilled", "Graham was so relieved",
# "妈妈有点不开心") and a good-night ("今日はもう寝る") are how the day went, not something to
# remember. The user's own state stays ("feeling pretty burned out this week").
# The kin whose mood alone says nothing (``zh.KIN``: the parents, "我妈", "我爸", two spouses).
_MOOD_KIN = (
    zh.kin("parent") + "|我妈|我爸|" + zh.kin("spouse", but=("妻子", "太太", "爱人", "丈夫"))
)
_MOOD_ONLY = re.compile(
    r"""(?x)
    (?:(?:(?:Our|Their|His|Her|The)\s+(?=[\w'-]+\s)(?:"""
    + en._ROLE_NOUN
    + r"""|[\w'-]+(?:man|woman)|player|singer|drummer|guitarist|dancer|member|customer|worker|
          leader|runner|writer|student|parent|tutor|neighbour|neighbor|
          # (a person by a list, not a suffix: "our boiler is knackered" is a thing)
          mum|mom|dad|wife|husband|partner|son|daughter|kid|boss|team|vet|doctor|nurse|coach|
          client|teacher|friend|sister|brother|grandma|grandpa|nan|wife|family|lead|chef|
          attorney|clerk|staff|crew|intern|tenant|landlord|neighbour|neighbor)
        # (a person: "our attorney is slammed"; not a thing: "The budget is exhausted")
        |(?!(?:I|I'm|My)\b)[A-Z][\w'-]*)\s+
       (?:is|was|(?i:isn'?t|wasn'?t|gets|got|has\s+been))
       (?:\W{0,3}\s*)
       (?i:a\s+bit|a\s+little|so|really|super|totally|kinda|pretty|very|not|just|honestly|
          understandably)?
       \s*\W{0,3}\s*
       (?i:thrilled|relieved|excited|annoyed|gutted|sad|bummed|upset|happy|pleased|chuffed|
          livid|furious|over\s+the\s+moon|
          # "so Grandpa isn't freaked out", "Mum got agitated": a passing state
          freaked(?:\s+out)?|scared|confused|agitated|anxious|nervous|grumpy|cranky|
          stressed(?:\s+out)?|frustrated|overwhelmed|
          # "our attorney is slammed": busy for now
          slammed|swamped|snowed\s+under|flat\s+out|
          # "Yuki has been understandably scattered": out of sorts for now
          scattered|distracted|frazzled|exhausted|knackered)
       (?i:\s+(?:honestly|today|lol|haha|though|tho))*
    # the user going to sleep: "going to sleep for 4 hrs", "heading to bed now lol"
     | (?i:(?:is\s+|am\s+|i'm\s+|im\s+)?(?:going|gonna|off|heading)\s+(?:to\s+)?
          (?:sleep|bed|crash|nap|take\s+a\s+nap)
          (?:\s+(?:for\s+(?:a\s+(?:bit|few\s+\w+)|\d+\s*\w+|an?\s+hour)|now|soon|early|lol|
              haha|tonight|finally|zzz))*)
     | (?:"""
    + _MOOD_KIN
    + r"""|他|她|室友|[\u4e00-\u9fff]{1,3}老师)
       (?:有点|好|很|特别|挺)?(?:不开心|开心|难过|生气|不高兴|高兴)了?
     # fed up at the moment: "我爸已经受不了了", "老板快气死了"
     | (?:"""
    + _MOOD_KIN
    + r"""|他|她|室友|老板|[\u4e00-\u9fff]{1,3}老师)
       (?:已经|真的|快|都)*(?:受不了了|受不了啦|气死了|快疯了|崩溃了)
     | (?:お疲れ(?:さま|様)[〜~]?\s*)?(?:今日は)?もう寝る(?:ね|わ)?
    # the user's passing mood and nothing else, waved off ("just", a sigh, "…to death"):
    # "唉，累死了", "最近ちょっと疲れてるだけ", "正直不安しかない", "그냥 오늘 너무 피곤하네요 ㅠㅠ",
    # "오늘 날씨 좋네요" (not "요즘 너무 피곤해요", "最近ちょっと疲れています": how the user is)
     | [唉哎][，,\s]*(?:今天|最近|真的|真是|好|有点|太|超|特别|又|快)*
       (?:累|困|烦|无聊|郁闷|心累|难过)(?:死了?|死我了)?(?:啊|呀|了|哦|呢|啦)*
     | (?:今天|最近|真的|真是|又|快)*(?:累死了?|困死了?|烦死了?|累死我了|天气(?:真|很|好)?(?:好|不错))
       (?:啊|呀|了|哦|呢|啦)*
     | (?:最近|今日は?|ちょっと|なんか|正直|もう|めっちゃ)*
       (?:疲れ(?:てる|た|ている)だけ|不安しかない|天気いい)(?:です|ね|な|よ|わ|なあ|なー)*
     | 그냥\s?(?:오늘|요즘|너무|좀|진짜|정말|\s)*
       (?:피곤하네요|피곤해요|피곤해|힘드네요|졸려요|심심해요|심심하네요|우울해요)(?:\s*[ㅠㅜㅎ]+)?
     | (?:오늘|요즘|너무|좀|진짜|정말|\s)*
       (?:피곤하네요|피곤해요|피곤해|힘드네요|졸려요|심심해요|심심하네요|우울해요)\s*[ㅠㅜㅎ]+
     | (?:오늘|\s)*날씨(?:가)?\s?(?:참\s|정말\s|너무\s)?좋네요
    # how today went and nothing else: "今日は疲れた", "오늘 진짜 최악의 날이었어", "今天真倒霉"
     | 今日(?:は|も)?(?:本当に|ほんとに|めっちゃ|すごく|なんか|ちょっと|もう)*
       (?:疲れた|疲れました|最悪だった|最悪でした|しんどかった|散々だった|散々でした)(?:なあ|な|よ|わ|ー)*
     | 오늘(?:은|도)?\s?(?:진짜|정말|너무|완전|\s)*
       (?:최악의\s?날이었어|최악이었어|피곤했어|힘들었어|지쳤어|망했어)(?:요)?(?:\s*[ㅠㅜ]+)?
     | 今天(?:真的|真是|好|太|特别)*(?:累|糟糕|倒霉|烦)(?:死了?|透了)?(?:啊|了|呀)*
    )\W*"""
)


def _remnant(claim: str) -> bool:
    """Whether an English claim has no word of its own (see ``en.REMNANT_EMPTY``)."""
    raw = en.REMNANT_WORD.findall(claim)[1:]
    words = [w.lower().replace("’", "'") for w in raw]
    own = 0
    back = said = False
    for i, (w, r) in enumerate(zip(words, raw, strict=True)):
        caps = r.isupper() and len(r) > 1
        if (w not in en.REMNANT_EMPTY or caps) and not en.REMNANT_LAUGH.fullmatch(w):
            own += 1
            said = said or (
                r.islower()
                and (
                    words[i - 1 : i] in en.REMNANT_VERDICT
                    or words[max(0, i - 2) : i] in en.REMNANT_VERDICT
                )
            )
        nxt = words[i + 1] if i + 1 < len(words) else None
        if w in en.REMNANT_BACK and not caps:
            back = back or nxt is None or (nxt in en.REMNANT_EMPTY and nxt not in en.REMNANT_TIME)
    return (own == 0 and len(words) >= 2) or (own <= 1 and (back or said))


# A note to self ("passport と 在留カード 忘れないように", "别忘了带充电器", "우산 잊지 말자"):
# a reminder for the moment, not a fact; what it is for is said beside it.
_CJK_NOTE_TO_SELF = re.compile(
    r"(?:忘れないように|忘れずに|忘れないこと|잊지\s?말(?:자|기|것)|까먹지\s?말(?:자|기|것)|"
    r"잊지\s?않게)[\s。！!…~〜]*$"
    r"|^(?:別忘了|别忘了|不要忘了|不要忘记|别忘记)"  # Chinese says it first: "别忘了带充电器"
)


# A claim that is only the frame of what it reports, in zh/ja/ko: a promise or decision verb
# whose object was said before it ("약속했어요", "決めました", "我答应了"), a report's lead cut
# from its content ("佐藤さんが言うには", "민수 말로는"), a mail's opener ("共有です",
# "공유드립니다"), and a summary of the day ("今日はいろいろありました", "오늘 진짜
# 정신없었어요", "今天忙死了"). Each is junk in any domain; the fact is beside it.
_CJK_FRAME_ONLY = re.compile(
    r"""(?:
      (?:我)?(?:已经)?(?:答应了?|决定了|约好了|说好了|同意了)(?:他|她|他们|她们)?
    | (?:約束し(?:た|ました|ちゃった|てしまった)|決め(?:た|ました)|共有です|報告です|ご報告です|以上です)
    | (?:약속했(?:어요|어|다|습니다)|결정했(?:어요|어|다|습니다)|결정함|결정됨|공유(?:드립니다|합니다|해요)|
       보고(?:드립니다|합니다))
    | [^、，,。]{1,16}?(?:が言うには|の話では|によると|によれば|에\s?따르면|말로는|的说法是)
    | (?:今日は)?(?:いろいろ|色々)(?:ありました|あった)|今日(?:は)?(?:忙しかった|大変だった)
    | 오늘\s?(?:진짜|너무|완전|정말)?\s?(?:정신\s?없었(?:어요|어|다)|바빴(?:어요|어|다))
    | 今天(?:好|太|真|真的)?(?:忙|累)(?:死了|坏了)?
    )[\s。！!…~〜]*""",
    re.VERBOSE,
)
# The same summary of a day in English: "ok so today was a mess", "this week has been insane".
_DAY_SUMMARY = re.compile(
    r"(?:ok(?:ay)?\s+so\s+|so\s+|ugh\s+)?(?:today|this\s+week|yesterday|this\s+morning)\s+"
    r"(?:was|has\s+been|is)\s+(?:such\s+)?(?:a\s+)?(?:mess|crazy|chaos|insane|nuts|hectic|wild|"
    r"a\s+lot|long|rough|brutal|madness)(?:\s+(?:lol|haha|tbh|honestly))?[\s.!]*",
    re.IGNORECASE,
)


def _with_old(cand: Candidate, sentence: str) -> Candidate:
    """An English correction with the value it replaces, when the sentence says it right after
    the claim's last words and the claim lacks it (see ``en.OLD_AFTER``)."""
    words = cand.claim.split()
    if cand.kind != "correction" or len(words) < 2 or " not " in f" {cand.claim.lower()} ":
        return cand
    tail = re.escape(" ".join(words[-2:]))
    at = re.search(tail, sentence, re.IGNORECASE)
    m = en.OLD_AFTER.match(sentence, at.end()) if at else None
    if m is None:
        return cand
    old: list[str] = []
    for w in m.group("old").split():
        if w.lower() in en.OLD_STOP:
            break
        old.append(w)
        if en.OLD_ONE_WORD.fullmatch(w) or len(old) == 3 + (old[0].lower() in en.OLD_ARTICLE):
            break
    if not old:
        return cand
    return replace(cand, claim=f"{cand.claim}, not {' '.join(old)}")


# A code-switched sentence read as zh/ja/ko that opens with an English question ("what's the
# difference between 'hermeneutics' 和 'exegesis' 啊 我总是搞混", "how do I 申请 the visa
# extension"): a question, however its CJK part ends.
_MIXED_QUESTION = re.compile(
    r"(?:what|what's|whats|how|why|where|which|who|when|is\s+there|are\s+there|can\s+you|"
    r"could\s+you|do\s+you|does|should\s+i)\s",
    re.IGNORECASE,
)


# How a mistake happened, said after the correction it explains ("Typo in my notes.", "fat
# fingers sry", "voice to text got me", "schedule 見間違えた", "我看错邮件了", "날짜를 잘못
# 봤어요"): not a fact; the correction beside it is.
_ERROR_CAUSE = re.compile(
    r"""(?:(?:typo\s+)?(?:in|on)\s+my\s+(?:notes|last\s+(?:message|msg|email|text))|
       fat\s+fingers?|autocorrect|voice\s+to\s+text)\b[^,;]{0,30}
    | [^，,、。\s]{0,12}\s?[^，,、。]{0,12}?
      (?:(?:見間違え|読み間違え|打ち間違え|書き間違え|勘違い)(?:た|ました|してた|していました|てた)|
         # "Teamsは別の先生と混ざってた": two things mixed up in the user's memory
         (?:と|が)(?:混ざって|混同して|ごっちゃになって)(?:た|ました|いました|てた)|
         我?(?:看错|打错|写错|记错|搞错|听错)(?:了)?[^，,。]{0,8}?了?|
         (?:잘못\s?(?:봤|읽었|썼|들었)|착각했)(?:어요|어|네요|습니다)?)""",
    re.VERBOSE | re.IGNORECASE,
)


# The English branch of _ERROR_CAUSE opens with one of these; the others hold one of the CJK
# words ("ı"/"İ" are let through: IGNORECASE reads them as "i").
_ERROR_CAUSE_EN = ("typo", "in", "on", "fat", "autocorrect", "voice")
_ERROR_CAUSE_CJK = ("間違え", "勘違い", "混ざって", "混同して", "ごっちゃ", "错", "잘못", "착각했")


def _error_cause(claim: str) -> bool:
    """``claim`` says only how a mistake happened (``_ERROR_CAUSE``)."""
    s = strip_end(claim).strip()
    if not (
        s.lower().startswith(_ERROR_CAUSE_EN)
        or any(w in s for w in _ERROR_CAUSE_CJK)
        or "ı" in s
        or "İ" in s
    ):
        return False
    return _ERROR_CAUSE.fullmatch(s) is not None


def _strip_emoji_tail(text: str) -> str:
    """``text`` without the run of spaces, emoji (U+1F000–U+1FAFF, U+2600–U+27BF) and "!?.…"
    it ends with ("Feeling a bit burnt out honestly 🙃!" → "… honestly"); a loop from the end
    rather than a regex tried at every space of the claim."""
    end = len(text)
    while end and (
        text[end - 1].isspace()
        or text[end - 1] in "!?.…"
        or "\U0001f000" <= text[end - 1] <= "\U0001faff"
        or "\u2600" <= text[end - 1] <= "\u27bf"
    ):
        end -= 1
    return text[:end]


# Someone else's quoted text is emptied to "" before the rules read a sentence
# (``sentences._quote_or_title``): a claim built around it ("息子が""と聞いてきました", "报错 """)
# has lost what it says, unless a statement of its own follows the quote ("母がLINEで""って…
# 聞いてくる　母はスマホの操作が…").
_EMPTIED_QUOTE = re.compile(r'""(?![^　。.!?！？]*[　。.!?！？]\s*\S{6,})')


def _emptied_quote(claim: str) -> bool:
    """``claim`` holds an emptied quote and no statement after it (``_EMPTIED_QUOTE``)."""
    return '""' in claim and _EMPTIED_QUOTE.search(claim) is not None


def dropped(claim: str, code: str) -> bool:
    """Whether the extract loop drops ``claim``, read in language ``code``: it names nothing
    of its own (see the module docstring)."""
    if _MOOD_ONLY.fullmatch(_strip_emoji_tail(claim)):
        return True  # "Feeling a bit burnt out honestly", "妈妈有点不开心"
    if (_DAY_SUMMARY if code == "en" else _CJK_FRAME_ONLY).fullmatch(claim):
        return True  # "약속했어요", "佐藤さんが言うには", "today was a mess" (a frame)
    if _emptied_quote(claim):
        return True  # 'My editor says my protagonist "" I don't entirely disagree'
    if _error_cause(claim):
        return True  # "In my notes", "schedule 見間違えた": how a mistake happened
    if code != "en" and _MIXED_QUESTION.match(claim):
        return True  # "what's the difference between … 和 … 啊 我总是搞混"
    if code != "en" and _CJK_NOTE_TO_SELF.search(claim):
        return True  # "passport と 在留カード 忘れないように" (a note to self)
    # "Marisol needs to know", "We switched last wk" (a remnant)
    return code == "en" and claim.isascii() and _remnant(claim)
