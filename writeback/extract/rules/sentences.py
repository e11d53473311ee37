"""A turn cut into sentences: the lines that are prose, then the sentences of each line.

:func:`_sentences` drops fenced code, quoted lines and indented output, reads the lines of a
list (its items, and a label that says they are promises or decisions: ``_PROMISE_LABEL``,
``_DECIDED_LABEL``), removes the envelope of pasted mail and chat (:mod:`.mail`), and cuts
each line at sentence ends (``_SENT_SPLIT``). A short CJK sentence that only says when
continues the one before it (``_CJK_FRAGMENT``), and so do the details after an exclamation
(``_FRAGMENT``); a dictated or texted run-on is cut into statements (:mod:`.runon`).
"""

from __future__ import annotations

import re

from writeback.extract.rules import en, ja, ko
from writeback.extract.rules.common import may_hold, protect_titles
from writeback.extract.rules.mail import MAILED, SIGNED, _unquote, _unwrap
from writeback.extract.rules.runon import _MAX_RUN_ON_CUTS, _run_on

_FENCE = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_SENT_SPLIT = re.compile(
    r"""
      (?<![DM]r\.)(?<!Mrs\.)(?<!Ms\.)(?<!Prof\.)(?<!e\.g\.)(?<!i\.e\.)(?<=[.!?])\s+  # ". " not after Dr.
      (?:(?<!\b[dm]r\.\s)(?<!\bmrs\.\s)(?<!\bms\.\s)  # nor after a texted "mr. papadakis"
         |(?=(?:she|he|they|it|i|we|her|his|their)\b))  # (but "the dr. she said …" ends one)
      (?<!\bSt\.\s)(?<!\bMt\.\s)(?<!\bvs\.\s)(?<!\bv\.\s)  # "St. Brigid's", "vs. Mirth", "Carrow v. Tilden"
      (?!(?:(?<=\bCo\.\s)|(?<=\bInc\.\s)|(?<=\bLtd\.\s)|(?<=\bCorp\.\s)|(?<=\bJr\.\s))[a-z])
                                       # "Brisket & Co. signed" (but "… Acme Inc. We use Go")
    | (?<=[。！？])                     # CJK sentence ends
    | (?<=…)(?=\S)                     # an ellipsis run into the next word
    | \n+ | [;；]\s*                    # new lines, semicolons
    # an emoji that ends a statement before a new subject: "… passed her quiz 48/50 🎉 she goes
    # on the live queue Monday", "last day is Feb 28 😭 she's moving to Halcyon"
    | (?<=[\U0001F300-\U0001FAFF\u2600-\u27BF])\s+
      (?=(?i:she|he|they|we|i)(?:['’](?:s|re|ll|m|d|ve)\b|\s))
    # an enumeration inside one line: "(1) the IACUC amendment got approved, (2) Henrike is
    # on sabbatical …", "1) … 2) …", "① … ② …" — each item is a sentence of its own
    | (?<!\s)\s*[(（]\d{1,2}[)）]\s*    # (?<!\s): one try per run of spaces, not one per space
    | (?:(?<=^)|(?<=[\s,，、:：]))\d{1,2}[)）]\s+
    | (?<!\s)\s*[①②③④⑤⑥⑦⑧⑨⑩]\s*
    # Korean laughter or tears between statements ("골키퍼 해준대 ㅋㅋ 드디어", "ㅋㅋㅋ 민수 님 또
    # 지각", "…주장임 ㅎㅎ", one tear too: "…문 긁음 ㅠ 나 그때 …", but not after an ask, whose
    # clause takes what follows: "리뷰 답글 써줘 ㅠ 별점 2점임"): a sentence end, not a word
    | (?:(?<=^)|(?<=[\s가-힣.!?~]))(?:[ㅋㅎㅠㅜ]{2,}|(?<!줘\s)[ㅠㅜ](?=\s))[\s.!?~]*
    """,
    re.VERBOSE,
)
# "From the README: \"This library is in maintenance mode. We recommend …\"": a quoted span long
# enough to hold a sentence is someone else's text, even when it spans sentence ends.
_LONG_QUOTE = re.compile(
    r"\"[^\"\n]{24,}\"|“[^”\n]{24,}”|(?<=[:：]\s)'(?:[^'\n]|'(?=[a-z])){23,}?'(?=[\s.,;!?]|$)|「[^」\n]{8,}」(?=と(?:書|言|あ|聞|おっしゃ)|って)|(?<=[说道])\s?'[^'\n]{4,}'"
)

# A quoted title ("Sparse Coding in Layer 2/3 Under Locomotion"): its longer words are all
# capitalised and it holds no sentence end. It names a thing and stays in the claim.
_TITLE_WORD = re.compile(r"[A-Za-z][\w'-]{3,}")
_TITLE_STOP = re.compile(r"[.!?。！？]\s")
_SAID_BEFORE = re.compile(r"(?:[:：]|\b(?:said|says|wrote|asked|replied|pinged|texted))\s*$", re.I)


# What names a title before a colon: "题目最后定了: 'Walking Women: …'", "the title is: …".
_TITLE_LEAD = re.compile(
    r"(?:title|titled|called|named|题目|标题|书名|タイトル|題名|제목)[^:：]{0,12}[:：]\s*$",
    re.IGNORECASE,
)


def _quote_or_title(m: re.Match[str]) -> str:
    """Someone else's quoted text is emptied; a quoted title is kept."""
    quote = m.group(0)
    words = _TITLE_WORD.findall(quote)
    if (
        words
        and all(w[0].isupper() for w in words)
        and not _TITLE_STOP.search(quote)
        and (
            not _SAID_BEFORE.search(m.string, 0, m.start())
            or _TITLE_LEAD.search(m.string, max(0, m.start() - 40), m.start())
        )
    ):
        return quote
    return '""'


# A first-person statement in parentheses is a sentence of its own.
_PAREN_STATEMENT = re.compile(
    r"\s*\(((?:I|I'm|I've|I'll|we|we're|We|We're|my|My|our|Our)\b(?=(?:[^()\s]+\s+){2})[^()]{8,160})\)\s*"
)
# The same in Japanese, full-width brackets holding a clause with its own predicate: "カフェイン
# NGなんだよね（去年から不整脈で医者に止められてる）" (not a label: "（うちのポスドク）").
_CJK_PAREN_STATEMENT = re.compile(
    r"（([^（）。]{6,80}?(?:てる|ている|ています|てた|た|ない|ます|ました|です|でした))）"
)

# An open item of a Markdown task list: "- [ ] write the docs".
_OPEN_TASK = re.compile(r"^\s*(?:[-*+]\s+|\d{1,2}\.\s+)?\[ \]\s", re.MULTILINE)
# A list item's marker: "- ", "* ", "• ", "・" (Japanese), "1. " (a numbered line).
_BULLET = re.compile(r"^\s*(?:[-*•·]\s+|・\s*|\d{1,2}\.\s+)")
# A nested item of a zh/ja/ko list, indented under its parent ("4. 今年的新情况：\n   - 成绩单改由
# 教务处出具；"): an item like any other, not indented output (logs and code are not CJK prose).
_CJK_NESTED_ITEM = re.compile(
    r"^[ \t]{2,8}(?:[-*•·]\s+|・\s*|\d{1,2}\.\s+)(?=[^\n]{0,6}[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])"
)
# A list whose label says it holds what was decided ("決定事項：", "결정 사항 공유드립니다.",
# "最终决定如下："): its items are decisions.
_DECIDED_LABEL = re.compile(
    r"^[^\n]{0,12}(?:決定事項|決まったこと|決定した(?:こと|内容)|[决決]定事项|[决決]定如下|最[终終][决決]定|"
    r"[会會]议结论|會議結論|定下[来來]的(?:事|几件事|幾件事)?|결정\s?사항|결정된\s?(?:것|내용|사항))[^\n]{0,16}$"
    # … and in English, a label line that ends in a colon: "Coverage for the new quarter, final
    # version:", "Decisions from the retro:", "What we agreed:", "Final rota for May:"
    r"|^(?i:[^\n:?]{0,40}?\b(?:final\s+(?:version|plan|list|lineup|line-up|rota|roster|split|"
    r"assignments?|allocation)|decisions?(?:\s+(?:made|taken))?|what\s+we\s+(?:decided|agreed)|"
    r"agreed\s+(?:plan|split|rota)|locked[\s-]in\s+(?:plan|list|rota))\b[^\n:?]{0,30}:)\s*$"
)


# A label before an enumeration ("Update dump before I forget:", "今天的决定：") says nothing.
_LABEL = re.compile(r"[^:：]{1,40}[:：]")

_MAX_SENTENCE = 600

# What follows an exclamation in lower case and without a subject of its own continues it
# ("she's pregnant!!! 🥹 due in February", "deposit is in!! £14,400, 30%"): not a new
# statement ("so proud!! he starts monday"), not a question or a request.
_FRAGMENT_LEAD = re.compile(r"^[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\s]+")
_FRAGMENT = re.compile(
    r"""^[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\s]*
    (?!(?:i|i'm|im|i'll|ill|i've|ive|he|she|they|we|you|u|my|our|his|her|their|it|its|it's|
        this|that|there|hes|shes|theyre|he's|she's|they're|we're|so|but|and|also|ok|okay|lol|
        haha|omg|can|could|would|will|what|how|why|when|where|who|is|are|do|does|did|pls|
        please|thanks|thank|anyway|btw|oh|ugh|wait|no|yes|yeah|not|just|gonna|need|let's|lets)\b)
    [a-z£$€]""",
    re.VERBOSE,
)
# A texted statement ended with "??" in disbelief, not asking ("kofi just told me hes allergic
# to cashews?? like proper epipen allergic", "they want 50% of merch which is insane??"): read
# as a statement. Not when the piece or its last clause opens as a question ("Is it lost??",
# "…, is normal??", "how I answer nicely??") or speaks to the reader ("u think …??").
_DISBELIEF_END = re.compile(r"(?<=\w)\s*\?{2,}$")
_ASKED_CLAUSE = re.compile(
    r"""(?:^|[,;:]\s*|\b(?:or|and|but|so)\s+)
    # (after a name said to someone: "Lottie are peonies still possible in september??")
    (?:(?-i:[A-Z])[a-z]+\s+)?
    (?:what|why|how|when|where|which|who|whose|whether|is|are|am|was|were|does|do|did|can|
       could|would|should|will|shall|has|have|had|isn't|aren't|doesn't|don't|didn't|you|u|ur|
       any|anyone|anybody|right|really|seriously|no|yes|or)\b
    # a question word anywhere ("… 2 stars: how I answer nicely??"), not a relative "which"
    | \b(?:what|whats|what's|why|how|whether|or\s+not|right|is\s+(?:it|this|that)\s+normal|
         idk|if)\b""",
    re.IGNORECASE | re.VERBOSE,
)


# A texted question with no subject and no finite verb, opened by what is asked about: "Normal
# for a puppy to sleep 18 hours a day??", "Need a good groomer near Harrogate??", "Quickest
# route from Leeds to Hull??", "Good warm-up for a tired choir??". A statement of disbelief
# has a subject ("kofi just told me …??", "the council wants 3k …??").
_VERBLESS_ASK = re.compile(
    r"""(?:[a-z]+est|normal|usual|common|fine|safe|possible|legal|worth|enough|
       need|needs|good|great|best|better|decent|cheap|quick|easy|any|advice|tips?|ideas?|
       thoughts|recommendations?|recs?|suggestions?|somewhere|someone|somebody|alternatives?)
    \b(?!\s+(?:is|are|was|were|has|have|had)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def _disbelief(piece: str) -> str:
    """``piece`` with a texted "??" of disbelief read as a full stop (see ``_DISBELIEF_END``)."""
    m = _DISBELIEF_END.search(piece)
    if m is None or not piece.isascii() or len(piece.split()) < 4:
        return piece
    if _ASKED_CLAUSE.search(piece[: m.start()]) or en.QUESTION_START.match(piece):
        return piece
    if _VERBLESS_ASK.match(piece):
        return piece  # "Normal for a puppy to sleep 18 hours a day??": a texted question
    return piece[: m.start()] + "."


# A bracket with a semicolon inside ("- Permit counter closes at noon Fri Nov 1 (Ramón
# approved; Janelle to post public notice 2 weeks ahead)"): the semicolon ends a sentence, so
# the bracket's content reads as clauses after a comma ("…Nov 1, Ramón approved", "Janelle to
# post public notice 2 weeks ahead"), not as two halves of a bracket.
_SEMICOLON_BRACKET = re.compile(r"\s*\(([^()\n;]{1,120};[^()\n]{1,120})\)")


# A CJK sentence that only says when (and where) something of the sentence before happens:
# "1月9日 の 10時、品川。", "8月の第2週、5日間。", "3월부터래" — a date first, no predicate of its
# own, short. It continues the sentence before it on its line.
_CJK_FRAGMENT = re.compile(
    r"""^(?=.{2,24}$)
    (?:\d{1,4}\s?(?:月|日|号|월|일)|来週|再来週|来月|再来月|下周|下个月|下下周|다음\s?(?:주|달))
    (?![^。！？!?]*(?:ます|です|でした|ました|する|した|[るただ]$|[了是要会在]|[다요]$|했|해|돼|됐|하))
    [^?？]*$
    # Korean: only why or while, the verb left to the sentence before ("아빠가 오늘 넘어졌어.
    # 화장실 가다가.", "… 빼달라고 했어. 아빠 수면 검사 때문에.")
    | ^(?=.{2,30}$)[가-힣][^?？.。!]*?(?:때문에|때문이야|때문임|[가-힣]다가|덕분에|탓에)[.。!]*$""",
    re.VERBOSE,
)


# Sentence ends run on after the first ("中了！！！"): nothing of their own.
_CJK_BANG_ONLY = re.compile(r"[！？。!?]+")
# A bare name or noun cheered right after exclaimed news ("子涵ED中了！！！莱斯！！！", "拿到offer了！
# 港大！"): what the news was about — no verb of its own, not an interjection ("太好了！", "耶！").
_CJK_CHEER_NAME = re.compile(
    r"""^(?=[^！!]{2,10}[！!]+$)
    (?![^！!]*(?:[了是要会在吧啊呢吗嘛哦呀哈耶哇呜棒赞爽牛绝]|天哪|天啊|我的天|妈呀|终于))
    # (no mood word or question: "烦死！！！", "大家辛苦！！！", "谁能帮忙！！！", "最悪！！！")
    (?![^！!]*(?:死|辛苦|救命|烦|煩|累|惨|慘|糟|晕|暈|服了|崩溃|崩潰|最悪|谁|誰|什么|什麼|
       怎么|怎麼|哪|嗎|能不能))
    (?![^！!]*[぀-ヿ])                    # a Chinese name, not a Japanese word
    [\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z0-9 .&-]{1,9}[！!]+$""",
    re.VERBOSE,
)


# A sentence of a pasted message that ends on a particle, its verb left to the sentence before
# ("研究室ではなく、図書館の 3階 で。").
_MAIL_ELLIPSIS = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\w]\s?(?:で|に|へ|まで|から)[。.！!]?$")


def _cjk_comma(piece: str) -> str:
    """The clause comma of the language ``piece`` is written in."""
    if re.search(r"[가-힣]", piece):
        return ", "
    return "、" if re.search(r"[\u3040-\u30ff]", piece) else "，"


# A parenthesis that ends in a number ("(down from 80)", "(£3,200)") is not an item marker
# "80) " of an enumeration; its ")" is hidden from the sentence cutter.
_PAREN_NUMBER = re.compile(r"\((?=[^()\n]*[^\d\s()])[^()\n]{1,60}?\d\)")
_PAREN_MARK = "\ue0ff"


def _sentences(
    text: str,
    items: set[int] | None = None,
    promised: set[int] | None = None,
    mailed: set[int] | None = None,
    posted: set[int] | None = None,
    settled: set[int] | None = None,
) -> list[str]:
    """Candidate sentences, with code, quoted lines and indented output removed. ``items``
    gets the indices of the sentences that are items of a list (two or more "- " lines),
    ``promised`` those of a list whose label says it holds promises (``_PROMISE_LABEL``),
    ``mailed`` those inside a pasted message quoted over several lines ("「周さん / … / 佐伯」")."""
    text = _unquote(_FENCE.sub("\n", text.replace("\r\n", "\n")))
    lines = []
    bullets: set[str] = set()
    promises: set[str] = set()  # items under "things I promised people this week:"
    label_promises = False
    label_decided = False
    decisions: set[str] = set()  # items under "決定事項："
    mail: set[str] = set()  # the lines of a message pasted in 「…」 over several lines
    in_mail = False
    # a to-do list, not one item with a fact in it
    tasks = "[ ]" in text and len(_OPEN_TASK.findall(text)) >= 2
    nest_open = False  # the line before opens nested items
    for line in text.split("\n"):
        if not line.strip():
            continue
        stripped = line.lstrip()
        if stripped.startswith((">", "$ ", "#!", "Traceback", 'File "')):
            continue
        indented = line[:1] == "\t" or line[:2] == "  "
        # a nested item hangs under a list item that opens it ("2. 新变化：\n   - …"), not under
        # a config key or a label ("roles:\n  - 仓库主管", "日志：\n  - 订单同步失败") nor under
        # a to-do ("1. 给猫打疫苗\n   - 带上病历本")
        nested = indented and nest_open and _CJK_NESTED_ITEM.match(line) is not None
        nest_open = nested or (
            not indented and _BULLET.match(line) is not None and line.rstrip().endswith(("：", ":"))
        )
        if indented and not nested:
            continue  # indented: logs, stack traces, pasted code
        if '"' in line or "“" in line or "'" in line or "「" in line:
            line = _LONG_QUOTE.sub(_quote_or_title, line)
        if tasks and _OPEN_TASK.match(line):
            continue  # "- [ ] 文档 + 例子": an open item of a to-do list is work, not a fact
        bullet = _BULLET.match(line)
        line = _BULLET.sub("", line)  # "- Sam's birthday is March 4": a list item
        if bullet:
            bullets.add(line.strip())
            if label_promises:
                promises.add(line.strip())
            if label_decided:
                decisions.add(line.strip())
        else:
            label_promises = may_hold(line, _PROMISE_WORDS) and bool(_PROMISE_LABEL.search(line))
            # (``_DECIDED_LABEL``: CJK words, or an English label ending with ":")
            label_decided = (":" in line or not line.isascii()) and bool(
                _DECIDED_LABEL.match(line.strip())
            )
        if "(" in line:
            line = _PAREN_STATEMENT.sub(r". \1. ", line)  # "(I'm out Friday for a wedding)"
        if "（" in line:
            line = _CJK_PAREN_STATEMENT.sub(r"。\1。", line)
        if "《" in line or '"' in line or "“" in line or "「" in line or "『" in line:
            line = protect_titles(line)  # "我在读《深入理解计算机系统。第三版》"
        if line.lstrip().startswith("「") and "」" not in line:
            in_mail = True
        if in_mail:
            mail.add(line.strip())
            in_mail = "」" not in line
        lines.append(line.strip())
        if not line.isascii() and any(
            _CJK_TEXT_ASK.search(p) for p in re.split(r"[。！!]\s*", line.strip())
        ):
            break  # "これ英訳して。": the lines after are the text to translate, not facts
    lines = _unwrap(lines)
    out: list[str] = []
    cuts = _MAX_RUN_ON_CUTS
    listed = len(bullets) >= 2
    material = 0  # 1: after a request whose object is the list below; 2: in that list
    for n_line, line in enumerate(lines):
        if material and listed:
            if line in bullets:
                material = 2
                continue  # "- Admin: Audit log export to CSV" (under "summarize these …")
            if (
                material == 1
                and len(line.split()) <= 8
                and not _SENT_END.search(line)
                and not _ITEM_CLAUSE.search(line)  # "The gallery opening is on March 3"
            ) or (material == 1 and len(line) <= 8 and line.endswith((":", "："))):
                continue  # "Civiq Permits 24.3 Release Notes", "스펙:": the material's title
            material = 0
        ask = (
            (
                en.MATERIAL_ASK.search(line)
                or ko.MATERIAL_ASK.search(line)
                or ja.MATERIAL_ASK.search(line)
            )
            if listed and line not in bullets
            else None
        )
        if ask and not _OWN_LABEL_AFTER.search(line, ask.end()):
            material = 1  # "need SEO titles for the products … here is my list:"
        if (
            n_line + 1 < len(lines)
            and en.REWRITE_REQUEST.fullmatch(line)
            and _REWRITE_OBJECT.search(line)
        ):
            break  # "proofread this please:" — the lines after it are the text to rewrite
        if line.startswith(SIGNED):
            out.append(line)  # a signature's relationship, read as written
            continue
        in_body = line.startswith(MAILED)
        if in_body:
            line = line[1:]
        first = len(out)
        cut = line
        if (
            ";" in line
            and line in bullets
            and _LABELLED_ITEM.match(line)
            and not any(_ITEM_CLAUSE.search(p) for p in line.split(";")[1:])
        ):
            # "- Pemberton, June: Form 1040 complete; awaiting signature; balance due $2,140":
            # the label's parts are one status, not sentences without their label (a part
            # with a verb of its own stays a sentence: "…; the trustee has not responded")
            cut = _ITEM_SEMI.sub(", ", line)
        if ";" in cut and "(" in cut:
            cut = _SEMICOLON_BRACKET.sub(r", \1", cut)
        if ")" in cut:  # "78 (down from 80) — two cousins …": not an item marker "80) "
            cut = _PAREN_NUMBER.sub(lambda m: m.group(0)[:-1] + _PAREN_MARK, cut)
        exclaimed = False  # the last piece of this line ended with "!"
        held = len(out)  # the first sentence of this line
        for piece in _SENT_SPLIT.split(cut):
            piece = piece.strip().replace(_PAREN_MARK, ")") if piece else ""
            if piece.endswith("??"):
                piece = _disbelief(piece)
            if (
                piece
                and mailed is not None
                and line in mail
                and len(out) - 1 in mailed
                and _MAIL_ELLIPSIS.search(piece)
                and len(out[-1]) + len(piece) < _MAX_SENTENCE
            ):
                # "…変更してください。研究室ではなく、図書館の 3階 で。": the message goes on
                out[-1] = out[-1].rstrip("。！!？?.… ") + "、" + piece
                continue
            if (
                piece
                and len(out) > held
                and _CJK_FRAGMENT.match(piece)
                and len(out[-1]) + len(piece) < _MAX_SENTENCE
            ):
                # "入管の appointment 取れた。1月9日 の 10時、品川。": when and where, said after it
                out[-1] = out[-1].rstrip("。！!？?.… ") + _cjk_comma(piece) + piece
                continue
            if piece and _CJK_BANG_ONLY.fullmatch(piece):
                # "中了！！！": the "！" after the first end no sentence of its own
                exclaimed = exclaimed or "！" in piece or "!" in piece
                continue
            if exclaimed and piece and len(out) > held and _CJK_CHEER_NAME.match(piece):
                # "子涵ED中了！！！莱斯！！！": the name cheered after the news belongs to it
                out[-1] = out[-1].rstrip("!！ ") + "，" + piece.rstrip("!！ ")
                continue
            if exclaimed and piece and out and _FRAGMENT.match(piece):
                # "she's pregnant!!! 🥹 due in February, only her mum knows", and in a list item
                # "- offer came in!! sunday 2pm main stage, £900 flat": the details
                out[-1] = out[-1].rstrip("!！ ") + ", " + _FRAGMENT_LEAD.sub("", piece)
                exclaimed = piece.endswith(("!", "！"))
                continue
            exclaimed = piece.endswith(("!", "！"))
            # Very long "sentences" are pasted material, and would cost regex time.
            if (
                piece
                and len(piece) <= _MAX_SENTENCE
                # (``_LABEL`` matches whole only a piece ending with a colon)
                and not (
                    piece.endswith((":", "："))
                    and _LABEL.fullmatch(piece)
                    and not ko.SENDER_LABEL.match(piece)
                )
                # "오늘 주간회의 결정사항" over a list of what was decided: a label, no fact
                and not (listed and line not in bullets and _DECIDED_LABEL.fullmatch(piece))
            ):
                if mailed is not None and line in mail:
                    mailed.add(len(out))
                if listed and items is not None and line in bullets:
                    items.add(len(out))
                    if promised is not None and line in promises:
                        promised.add(len(out))
                    if settled is not None and line in decisions:
                        settled.add(len(out))
                pieces = _run_on(piece) if cuts > 0 else [piece]
                cuts -= len(pieces) - 1
                out.extend(pieces)
        if in_body and posted is not None:
            posted.update(range(first, len(out)))
    return out


# What a request to rewrite points at when the text follows it on the next lines.
# A list item under a label of its own ("Whitfield, Marcus: Schedule C; still missing …").
_LABELLED_ITEM = re.compile(r"[^:;.!?]{2,50}:\s+\S")
_ITEM_SEMI = re.compile(r"\s*;\s*")
_ITEM_CLAUSE = re.compile(
    r"\b(?:has|have|had|is|are|was|were|will|would)\b|^\s*(?:i|we|he|she|they|it)\b", re.IGNORECASE
)
# A sentence of the user's own after the ask, leading the list ("Summarize these release
# notes for me. Also status on my side:"): the list is the user's news, not the material.
_OWN_LABEL_AFTER = re.compile(
    r"[.!?]\s+(?![^.!?]*\b(?:list|items|products|pieces|here|below|following|them|these)\b)"
    r"[^.!?]*:\s*$",
    re.IGNORECASE,
)
# A line that is a sentence, not a title ("Civiq Permits 24.3 Release Notes" is a title).
_SENT_END = re.compile(r"[.!?](?:\s|$)|[:;]")
_REWRITE_OBJECT = re.compile(r"\b(?:this|these|the\s+following|below)\b|:\s*$", re.IGNORECASE)


# A list whose label says it holds the user's promises ("things I promised people this week:",
# "what I owe clients:", "my commitments for Friday:"): an item is a commitment, however it is
# phrased ("- Mira: 3 mocktail options by Thurs").
_PROMISE_LABEL = re.compile(
    r"\b(?:i|we)\s+(?:promised|owe|committed\s+to|said\s+(?:i|we)(?:'d|\s+would))\b"
    r"|\b(?:my|our)\s+(?:promises|commitments|owed?\s+items)\b|\bthings\s+i\s+owe\b",
    re.IGNORECASE,
)
_PROMISE_WORDS = ("promise", "owe", "commit", "said")  # one is in each branch above

# The user asks for text to be translated or polished: what follows in the turn is the text
# itself, not facts of the user's ("英語のabstract、もうちょっと自然にして:", "これ英訳して。",
# "帮我润色一下：", "이거 번역해 줘").
_CJK_TEXT_ASK = re.compile(
    r"(?:英訳|和訳|翻訳|添削|校正|推敲|ネイティブチェック|自然に|翻译|润色|번역|교정|다듬어)"
    r"[^。]{0,10}?(?:して|してください|してほしい|お願い(?:します)?|一下|해\s?줘|해\s?주세요)"
    r"[\s。:：!！]*$|"
    # a proofread of the text below: "맞춤법이랑 띄어쓰기 봐줘", "誤字脱字チェックして", "帮我看看有没有错别字"
    r"(?:맞춤법|띄어쓰기|오타|誤字|脱字|てにをは|错别字|錯別字|病句)[^。]{0,10}?"
    r"(?:봐\s?줘|봐\s?주세요|확인해\s?줘|체크해\s?줘|見て|チェックして|確認して|看看|检查|檢查)"
    r"[^。]{0,8}$|"
    # zh/zh-Hant: a piece of text pointed at and to be translated or polished — "帮我把下面这段
    # 活动经历翻译成英文，…", "把這封信潤色一下" (not code: "把这段代码改成异步的")
    r"把(?:下面|以下|下边|下邊|上面)?(?:这|這|这一|這一)?(?:段|篇|封|条|條|份|几句|幾句|句)"
    r"(?!代码|代碼|程序|函数|函數|脚本|腳本|SQL|sql)[^。]{0,12}?"
    r"(?:翻译|翻譯|翻成|译成|譯成|润色|潤色|改写|改寫|校对|校對|精简|精簡|英译|英譯)|"
    # a question on the wording of the text that follows: "「させていただきます」多すぎる？",
    # "この敬語、変じゃない？"
    r"(?:文面|文章|表現|言い回し|敬語|「[^」]{1,20}」)[^。]{0,12}?(?:多すぎ|おかしい|変じゃ|変かな|不自然|"
    r"硬すぎ|きつすぎ|失礼じゃ|失礼かな)[^。]{0,6}[？?]$"
)
