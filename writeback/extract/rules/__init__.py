"""The ``rules`` engine: deterministic, offline fact extraction for en, zh, ja and ko.

How a turn is read:

1. Fenced code, quoted lines (``> …``) and indented lines (logs, stack traces) are dropped,
   and so is the envelope of pasted mail and chat (greetings, sign-offs, signatures, headers,
   chat timestamps and speakers: :func:`_unwrap`); a quoted block that is a message is read
   as pasted mail (:func:`_unquote`), whose body speaks with its sender's "I" and whose
   signature says who the sender is (:func:`_message_body`, ``en.mail.*``; a concrete body
   sentence no rule reads is kept by :func:`.english.mail_fact`). Items of a status list are project
   state (:func:`_status_item`); a dictated run-on is cut before an unpunctuated request,
   a texted one where a new statement starts (:func:`_clauses`).
2. The rest is split into sentences (``. ! ?`` + space, ``。！？``, newlines, ``;``; a short
   CJK sentence that only says when continues the one before it: ``_CJK_FRAGMENT``), then
   each sentence into clauses at commas. A clause that is a request to the agent or a
   question ends the sentence there: "I always use pnpm, can you fix the script?" keeps
   "I always use pnpm". When the *first* clause is a request or question the sentence
   yields nothing. English is normalised first ("im", "dont", texting shorthand such as
   "til thurs", "b4", "w", "goin" read as long forms while the claim keeps the typed words
   (:mod:`.shorthand`), a dropped subject as in
   "Been using Zed …"), framing leads are peeled off ("for context", "keep in mind that …",
   "the thing I keep forgetting to tell you is that …"), and a hypothetical clause
   ("If we switched to Go, would …?") yields nothing.
3. Skip rules: statements about what the assistant said or guessed, quoted third-party
   material ("the docs say …"), hedged guesses about code ("I think the bug is …").
4. Frames (:mod:`.frames`: subject class × verb class × complement, verb classes as
   lexicon data; junk shapes and memory cues), then the fact rules: one named, ordered list
   per reader (:data:`.english.RULES_EN`, :data:`.cjk.RULES_CJK`), walked by
   :func:`.registry.walk` — the first rule that decides wins, so priority is the list order.
   Every candidate names its rule or frame (``Candidate.rule``: ``en.decision``,
   ``cjk.relationship.named``, ``frame:named×report``).
   An identity said in the subject ("Priya from Lanternfish Capital said …", "Lena (support
   lead) wants …") is a relationship of its own and the rest is read with the bare name as
   its subject (:func:`.english.read_en_part`); so is a tie before a name and a condition of
   the person ("my cofounder Leila is out sick today", "我老婆小雨最近在学钢琴",
   "夫の健太が転勤で大阪に…", "남편 준호가 … 맡기로 했어요": :func:`.cjk.kin_tie`); a sentence
   opened by she/he names the one person the sentence before named.
5. Several facts in one sentence: the reader cuts the sentence where a second fact may start
   and :func:`.split.split_facts` groups the pieces ("we moved to Fly.io and the roadmap is
   frozen" → two facts; "I never use ORMs, I write raw SQL" → one; "Oksana's leaving for
   Tessellate Labs in jan, her last day is the 10th" → two, "her" read as Oksana; "Kofi is
   backend, Yara is design systems" → two). See :mod:`.split`.
6. Fallback tier, when no rule fired: a plain statement about the user, their team, project
   or people is kept as written, kind by cheap cues (we/our/team → project_state, a name or
   role → relationship, I + like/use → preference, else fact), salience ``medium`` for a
   first-person/team/organisation subject or a named person, else ``low`` (mode ``all``).
   Vetoes: code and code behaviour, session narration, chatter, deixis ("this function"),
   anything addressed to the assistant — though a statement whose anchors show it is about
   the world (an amount, a date, a proper noun inside it) is not vetoed by the words it
   shares with chatter ("… broke down again", "lol"). Last, a low English statement with
   an anchor and no code token is raised to ``medium``, its kind read from its verb
   (:func:`.english.anchored`: "the lease on Dunmore St is up in august", "promised Tavi the
   pdf by wednesday" → commitment, "the gala is at X not Y, I had that wrong" → correction),
   then refined, as a kept fallback fact's is, by classes of verbs and subjects
   (:func:`.english.anchored_kind`: "their contact Priyanka Sethi …" → relationship, "the
   Oct 22 outage was …" → project_state); these change kinds, never what is kept.
7. Claim post-pass (the ``extract`` loop): a claim that names nothing of its own is dropped
   by family — a remnant (:func:`_remnant`: "Marisol needs to know", "We switched last
   wk"), a zh/ja/ko frame without its content (``_CJK_FRAME_ONLY``: "약속했어요",
   "佐藤さんが言うには"), a note to self (``_CJK_NOTE_TO_SELF``), a reason said after the
   choice it explains (``_CJK_AFTER_REASON``), how a mistake happened (``_ERROR_CAUSE``), a
   code-switched question (``_MIXED_QUESTION``), an amount list restated whole
   (:func:`_restates`); an English correction keeps "not <old>" (:func:`_with_old`); and a
   fact's transient flag is read from its time anchors (:func:`.timing.timed`).

Claims keep the user's words: English first-person sentences are third-person-ized
("I prefer dark mode" → "Prefers dark mode"); CJK sentences are kept as written, minus
fillers and end punctuation. Patterns are built from word lists (``en.WORDS``,
``frames.LEXICON``, the ``REL_WORDS`` of each table) with ``re.VERBOSE`` and are compiled
once per process when this package is first imported — only an extraction imports it
(:func:`writeback.extract.get_extractor` loads engines on demand).

Bounded time: a turn reads at most ``_MAX_SENTENCES`` sentences and ``_MAX_READ`` characters
of prose, a sentence at most 600; the specific rules run once per statement (see
``benchmarks/extract.py``).

Layout: :mod:`.common` (language detection, the claim builder, the ``Lang`` table type),
:mod:`.registry` (``Rule``, ``walk``: rule priority as data), :mod:`.frames` (frames and their
lexicon), :mod:`.en` (English lexicon and patterns) / :mod:`.english` (English reading and
``RULES_EN``), :mod:`.zh`, :mod:`.ja`, :mod:`.ko` (CJK lexicons and patterns) / :mod:`.cjk`
(CJK reading and ``RULES_CJK``), :mod:`.split` (one sentence, several facts),
:mod:`.shorthand` (texting shorthand read as its long form, the claim keeping the typed words),
:mod:`.timing` (the transient flag from a claim's time anchors). This module is the engine:
sentence splitting, language routing and the ``extract`` loop. Imports run one way: common ←
tables (en, zh, ja, ko) ← registry/frames/split/shorthand ← readers ← here; timing imports
only the candidate type. Docs:
docs/extract.md (reference), docs/extract-quality.md (figures).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial

from writeback.brain.base import normalize_claim
from writeback.extract.base import Candidate, TurnMeta
from writeback.extract.rules import en, ja, ko
from writeback.extract.rules.cjk import (
    _CJK_LEND_SUBJECT,
    _LANGS,
    FORM_FIELD,
    _cjk_fact_pieces,
    cjk_detail,
    cjk_item_asks,
    cjk_item_trimmed,
    cjk_mail_request,
    cjk_segments,
    cjk_status_item,
    cjk_todo_item,
    classify_cjk_piece,
    kin_tie,
    paren_tie,
    sender_tie,
    topic_twin,
    with_appositives,
)
from writeback.extract.rules.common import (
    detect_language,
    make,
    may_hold,
    protect_titles,
    strip_end,
)
from writeback.extract.rules.english import (
    _en_normalize,
    _en_parts,
    _third_person,
    anchored,
    as_decision,
    decided,
    mail_boilerplate,
    mail_fact,
    meant_for_request,
    opens_with_pronoun,
    person_of,
    promise_pronoun_unclear,
    promises_to_pronoun,
    purpose_of_request,
    read_en_part,
    resolve_promise_pronoun,
    resolve_pronoun,
)
from writeback.extract.rules.frames import junk_cjk
from writeback.extract.rules.shorthand import keep_words, read_shorthand
from writeback.extract.rules.split import split_facts
from writeback.extract.rules.timing import timed
from writeback.extract.rules.zh import as_typed, simplified

__all__ = ["RulesExtractor", "detect_language"]

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
    # 지각", "…주장임 ㅎㅎ"): a sentence end, not a word of either
    | (?:(?<=^)|(?<=[\s가-힣.!?~]))[ㅋㅎㅠㅜ]{2,}[\s.!?~]*
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

# The envelope of pasted mail and chat carries no fact of its own and hides the message's
# first and last words from the rules: a greeting ("Hi Ines,", "Hey all —", "Dear Ms. Farrow,"),
# a sign-off line ("Thanks,", "Warm regards,") and the name lines after it, a trailing
# signature ("… Saturday shift. — Marguerite"), mail headers ("From: …", "To: …"), a chat
# log's timestamp and speaker ("[10:42] priya.k: …"), a source tag ("【微信】陈总：…"), and the
# set phrases of Japanese work mail ("お疲れ様です。", "よろしくお願いします。").
_GREETING = re.compile(
    r"""
    ^(?:hi|hey|hello|hiya|dear|morning|good\s+(?:morning|afternoon|evening))\b
    (?:\s+(?:M[rs]s?\.|Dr\.|Prof\.)?\s*[A-Za-z][\w.'/-]*){0,2}  # "Ines", "all", "Ms. Farrow", "Sir/Madam"
    \s*(?:[,!:]|\s[—–-]+)\s*                                         # then , ! : or a dash
    """,
    re.VERBOSE | re.IGNORECASE,
)
_SIGN_OFF_WORDS = r"""
    (?:thanks|thank\s+you|many\s+thanks|thanks\s+(?:so\s+much|again|a\s+lot)|with\s+thanks|
       thx|ta|cheers|best|all\s+the\s+best|best\s+wishes|warm\s+wishes|warmly|
       (?:best|kind|warm|warmest)\s+regards|regards|sincerely|yours(?:\s+sincerely|\s+truly)?|
       talk\s+soon)"""
_SIGN_OFF = re.compile(_SIGN_OFF_WORDS + r"\s*[,!.]?\s*", re.VERBOSE | re.IGNORECASE)
_SIGNATURE = re.compile(r"(?:^|(?<=[.!?]))\s*(?:—|–|--)\s*[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?\s*$")
_MAIL_HEADER = re.compile(
    r"""(?:From|To|Cc|Bcc|Sent|Date|Subject):\s
    | -{2,}\s*(?i:original\s+message|forwarded\s+message|begin\s+forwarded\s+message)\s*-*:?\s*$
    | (?i:begin\s+forwarded\s+message):?\s*$
    | On\s[^\n]{5,100}?\bwrote:\s*$                 # "On Mon, 3 Mar 2025, Jo Park <jo@…> wrote:"
    | Sent\s+from\s+my\s+\w+(?:\s+\w+)?\s*$           # "Sent from my iPhone"
    """,
    re.VERBOSE,
)
# The writer named by a reply's header: "On Mon, 3 Mar 2025 at 09:14, Jo Park <jo@…> wrote:".
_WROTE = re.compile(
    r"On\s[^\n]{0,60}?,\s*(?P<name>[A-Z][^,<>\n]{1,40}?)\s*(?:<[^>\n]*>)?\s+wrote:\s*$"
)

# A signature says who wrote the pasted message and what they are: "Best,\nDerek Halloway,
# BD", "Kind regards,\nMartin Eberhardt\nAccount Manager, Calloway Veterinary Supplies",
# "Thanks, Rachel (Ellie's mum)", a header "From: Dr Nkechi Adebayo-Rhys, Placement
# Coordinator, Thornbury School". A name with its title or organisation is a relationship
# ("Derek Halloway, BD"); a bare name ("Best,\nJun") says nothing.
# The titles a pasted message's names may carry ("Dr Nkechi Adebayo-Rhys", "Ms. Farrow"): one
# list for the signature, the contact line and the sender's given name.
_TITLES = ("Dr", "Mr", "Mrs", "Ms", "Mx", "Prof")
_TITLE = r"(?:(?:" + "|".join(_TITLES) + r")\.?\s+)?"
_SIG_NAME = (
    _TITLE + r"[A-Z][\w'’.-]*"
    r"(?:\s+(?:(?:van|von|de|da|del|der|la|le|bin|al)\s+)?[A-Z][\w'’.-]*){0,3}"
)
_SIG_LINE = re.compile(
    r"(?P<name>" + _SIG_NAME + r")"
    r"(?:\s*(?:,|\s[—–-])\s*(?P<title>[A-Z][^\n?!]{1,80}?)|\s*\((?P<paren>[^()]{2,40})\))?"
    r"\s*"
)
# A title or organisation line under the name, in title case and not a sentence ("Exams
# Officer", "Head of Science", "Cloudridge Tea Co."); not a contact line (mail, phone, web).
_SIG_TITLE = re.compile(
    r"""(?:[A-Z0-9][\w'’&./-]*|&|of|and|for|the|at|de|du|la|von|van|in|to)
        (?:,?\s+(?:[A-Z0-9][\w'’&./-]*|&|of|and|for|the|at|de|du|la|von|van|in|to|-|—|–))*
        (?<![a-z]{3}\.)\s*""",
    re.VERBOSE,
)
_SIG_CONTACT = re.compile(r"@|https?:|www\.|\+?\d[\d ()-]{6,}")
_SIG_MAX_WORDS = 12
# A sentence of its own made from a signature: read as a relationship as written, no rule
# runs on it (the extract loop builds it directly).
_SIGNED = "\ue0fe"
# A sign-off that ends a line of a message: "… gymnastics comp. Thanks, Rachel (Ellie's mum)",
# or is the whole line with the signature after it: "Best regards, Tobias Lind, Head of Sales".
_INLINE_SIGN_OFF = re.compile(
    r"(?:(?<=[.!?])\s+|^)(?i:"
    + _SIGN_OFF_WORDS
    + r")\s*[,!.]?\s+(?P<sig>"
    + _SIG_NAME
    + r"(?:\s*\([^()]{2,40}\)|,\s*[A-Z][^.!?\n,]{1,40}(?:,\s*[A-Z][^.!?\n,]{1,40})?)?)\s*$",
    re.VERBOSE,
)


# A line that is only a contact: a full name (two to four capitalised words), then a dash,
# comma or parenthesis and a job title ("Tom Birch — Paralegal", "Colm Reddy, Bursar").
_CARD = re.compile(
    r"(?P<name>" + _TITLE + r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,3})"
    r"\s*(?:,|\s[—–-]|\()\s*(?P<title>[A-Z][^\n?!()]{1,80}?)\)?\s*"
)


# Capitalised words that make a "name" a place, a team or a thing ("Main Street, Head Office").
_NOT_PERSON = re.compile(
    r"\b(?:The|Street|St|Road|Rd|Avenue|Ave|Lane|Office|House|Building|Centre|Center|Park|"
    r"Hall|School|Hospital|Clinic|Ltd|Inc|LLP|LLC|Team|Department|Dept|Group|Services|Board|"
    r"Committee|Council|Trust|Foundation|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|"
    r"Sunday|Re|Subject|Meeting|Agenda|Notes|Update)\b"
)


def _signed(line: str, below: list[str]) -> tuple[str | None, int]:
    """The relationship a signature states ("Derek Halloway, BD") and how many of the lines
    ``below`` it took, or None when ``line`` is not a name or names no title."""
    m = _SIG_LINE.fullmatch(line)
    if m is None or len(line.split()) > _SIG_MAX_WORDS or _SIG_CONTACT.search(line):
        return None, 0
    name = m["name"].rstrip(".")
    if m["paren"]:
        return f"{name}, {m['paren']}", 0
    if m["title"]:
        title = m["title"].rstrip()
        return (f"{name}, {title}", 0) if _SIG_TITLE.fullmatch(title) else (None, 0)
    if (
        below
        and len(below[0].split()) <= _SIG_MAX_WORDS
        and _SIG_TITLE.fullmatch(below[0])
        and not _SIG_CONTACT.search(below[0])
        and not _SIGN_OFF.fullmatch(below[0])
    ):
        return f"{name}, {below[0].strip()}", 1
    return None, 0


def _signature(lines: list[str]) -> tuple[list[str], int]:
    """The signature after a sign-off: its relationship sentence (if any) and how many of
    ``lines`` it spans (name, title, organisation, contact lines)."""
    if not lines or len(lines[0].split()) > _SIG_MAX_WORDS or lines[0].rstrip().endswith("?"):
        return [], 0
    said, took = _signed(lines[0].strip(), lines[1:])
    if said is None and not _SIG_LINE.fullmatch(lines[0].strip()):
        return [], 0  # not a name: the user's own line after the message
    n = 1 + took
    while n < len(lines) and n < 4 and _SIG_CONTACT.search(lines[n]) and len(lines[n]) < 60:
        n += 1  # "m.eberhardt@callowayvet.co.uk", "+44 1632 960 000"
    return ([_SIGNED + said] if said else []), n


_CHAT_PREFIX = re.compile(
    r"""
    ^(?:\[\s*\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]m)?\s*\]       # "[10:42]"
       | \d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]m)?                            # "10:42 priya.k: "
         (?=\s+[\w.@-]{1,24}(?:\s[\w.@-]{1,24})?(?:\s*\([^()]{1,40}\))?:\s))
    \s*(?:(?P<speaker>[\w.@-]{1,24}(?:\s[\w.@-]{1,24})?)(?:\s*\([^()]{1,40}\))?:\s+)?  # speaker
    | ^【[^】]{1,8}】\s*(?:[^\s：:，,。]{1,6}[：:]\s*)?                   # "【微信】陈总："
    """,
    re.VERBOSE | re.IGNORECASE,
)
# A chat pasted with each speaker in brackets and no time ("[ines] can we pls stop doing
# hostels", "[Rory] +1 i'm 34 not 19"): the same envelope, read only when two or more lines of
# the turn open so (a lone "[Draft] …" or "[x] done" is no chat). Not a checkbox, a tag in
# capitals or a word of a to-do list.
_CHAT_BRACKET = re.compile(
    r"^\[(?P<speaker>(?!(?i:x|done|todo|wip|draft|update|edit|note|fixed|new|old|info|warn|"
    r"error|debug|ok|yes|no|tbd|optional|urgent|sic)\])[A-Za-z][a-z'-]{1,20}"
    r"(?:\s[A-Za-z][a-z'-]{1,20})?)\]\s+(?=\S)"
)
# Another speaker's "can we pls stop doing hostels": what they would rather the group did.
_CHAT_ASK_WE = re.compile(
    r"^(?:can|could)\s+we\s+(?:pls\s+|plz\s+|please\s+)?"
    r"(?=(?:stop|start|not|just|always|never|keep|get|do|go|use|avoid|skip|book|try)\b)",
    re.I,
)
# A heading of a list of sources ("Sources for the leaflet:", "References:").
_SOURCES_HEAD = re.compile(
    r"(?:sources?|references?|refs|citations?|bibliography|further\s+reading)\b[^:\n]{0,40}:\s*$",
    re.I,
)
# A bracketed speaker that is a role or kin word ("[coach]", "[mum]"), not a name.
_CHAT_ROLE_SPEAKER = re.compile(
    r"(?:" + en._ROLE_NOUN + r"|mum|mom|dad|mam|nan|gran|grandma|grandpa|wife|husband|"
    r"partner|son|daughter|sis|bro|sister|brother|auntie|aunt|uncle|boss)",
    re.I | re.X,
)
_LOWER_I = re.compile(r"\b(?:i|im|i'm|ive|i've|ill|i'll|id|i'd)\b(?![/.-]\w)")
_LOWER_I_AS = {"im": "I'm", "i'm": "I'm", "ive": "I've", "i've": "I've", "ill": "I'll",
               "i'll": "I'll", "id": "I'd", "i'd": "I'd"}  # fmt: skip
# A chat speaker with their organisation ("[14:03] Bea (Petal & Thorn): not local, …") says who
# they are to the user: "Bea is our contact at Petal & Thorn" is a sentence of its own.
_CHAT_AFFILIATION = re.compile(
    r"^(?:\[\s*\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]m)?\s*\]|\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]m)?)\s*"
    r"(?P<name>[A-Z][\w.'-]{1,23}(?:\s[A-Z][\w.'-]{1,23})?)\s*\((?P<org>[A-Z][^()]{1,40})\):\s",
)
# A forwarded message's envelope: "fwd from hamid: boss im at the el paso yard …", "Forwarded
# from Dana:", "copying what Priya sent:" — and a vocative the sender opens with ("boss", "hey").
_FORWARD = re.compile(
    r"^(?:fwd|fw|forwarded|forwarding|copying what \w+ sent|pasting what \w+ sent)"
    r"(?:\s+(?:from|by)\s+[\w.@-]{1,24}(?:\s[\w.@-]{1,24})?)?\s*[:—–-]\s*"
    r"(?:(?:boss|hey|hi|hello|yo|sir|chief|mate|bud|dude|guys|all)\b[,!]?\s+)?",
    re.IGNORECASE,
)
_JA_SET_PHRASE = re.compile(
    r"(?:お疲れ様です|お疲れさまです|おつかれさまです|よろしくお願いします|よろしくお願いいたします|"
    r"お世話になっております|お世話になります)[。！!]?"
)
# The same greetings opening a Chinese, Japanese or Korean message: "大家好，", "王总您好，",
# "各位，", "お疲れ様です、", "안녕하세요, ".
_CJK_GREETING = re.compile(
    r"^(?:大家好|各位好|各位|[\u4e00-\u9fff]{1,3}(?:您好|你好)|您好|你好|"
    r"お疲れ様です|お疲れさまです|お世話になっております|안녕하세요|수고하십니다)"
    r"[，,、。！!\s]+(?=\S)"
)


# The user in their own pasted chat, and the possessive another speaker's line speaks with.
_CHAT_SELF = frozenset({"me", "i", "myself", "you"})
_CHAT_MY = re.compile(
    r"\b[Mm]y\b(?=\s+(?:brother|sister|mum|mom|dad|father|mother|wife|husband|"
    r"partner|son|daughter|boss|manager|cousin|uncle|aunt|nan|nani|gran|grandma|"
    r"grandpa|friend|best\s+friend|fiancée?|girlfriend|boyfriend|kids?|family)\b)"
)


# The body of a pasted message: the lines from its greeting or headers to its sign-off (or
# a "---" rule, or the end). A greeting alone does not make a message ("Hi! I'm Sam …" is the
# user speaking): the message has headers, a sign-off or signature, opens with "Dear …" or
# an announcement ("@channel …"), or its greeting is a line of its own ("Hi all,").
_SEPARATOR = re.compile(r"[-_=*~]{3,}")
_ANNOUNCE = re.compile(r"@(?:channel|here|everyone|all)\b\s*[,:]?\s*", re.IGNORECASE)
_NOT_OTHER = re.compile(
    r"(?:hi|hey|hello|dear)\s+(?:claude|there|assistant|chatgpt|gpt|bot)\b", re.I
)
# The line after a sign-off, or after a message's end, that opens the user's own note.
_MAILED = "\ue0fd"


# The sender's "I" in the body of their message is the sender, not the user: "I'll be covering
# the hotline Saturday shift. — Marguerite" is Marguerite's commitment, "I can still do
# alternate Fridays … Warm regards, Sunniva" what Sunniva can do. The sender is named by the
# "From:" header, the signature after the sign-off, or a signature ending the line. The
# pattern: "I", "I'm", "I’ve" (any case, either apostrophe), "my", "me" — not the "I" of
# "I/O"; "World War I" and "Part I" are told apart by :func:`_numeral_i`.
_SENDER_SELF = re.compile(
    r"\b(?:I(?:\s+am|\s+have|\s+will|\s+was|['’](?i:m|ve|ll|d))?(?![\w/’'])|[Mm]y|[Mm]e)\b"
)
_SENDER_TITLE = frozenset(_TITLES) | {t + "." for t in _TITLES}


def _signed_at_end(line: str) -> re.Match[str] | None:
    """A signature ending ``line``: "… — Marguerite", "… Warm regards, Sunniva"."""
    return _SIGNATURE.search(line) or _INLINE_SIGN_OFF.search(line)


def _sender(lines: list[str], start: int, n: int, end: int) -> str | None:
    """The given name of who wrote the message whose headers start at ``start``, body at
    ``n`` and sign-off at ``end`` (see ``_SENDER_SELF``)."""
    name = None
    for line in lines[start:n]:
        if line.startswith("From:"):
            m = _SIG_LINE.match(line[5:].strip())
            name = m["name"] if m else None
        elif wrote := _WROTE.match(line):
            m = _SIG_LINE.fullmatch(wrote["name"])
            name = m["name"] if m else None
    if name is None and end + 1 < len(lines) and _SIGN_OFF.fullmatch(lines[end]):
        m = _SIG_LINE.fullmatch(lines[end + 1].strip())
        name = m["name"] if m and len(lines[end + 1].split()) <= _SIG_MAX_WORDS else None
    if name is None and end > n:
        m = _signed_at_end(lines[end - 1])
        name = m.group(0).strip(" —–-") if m and not m.groupdict().get("sig") else None
        if m and m.groupdict().get("sig"):
            name = _SIG_LINE.match(m["sig"])["name"]  # type: ignore[index]
    words = [w for w in (name or "").split() if w not in _SENDER_TITLE]
    first = words[0].rstrip(".") if words and len(words) <= 4 else ""
    return first if len(first) > 1 else None  # "J." alone names no one


_SENDER_AGAIN = {"i'm": "they're", "i am": "they are", "i've": "they've", "i have": "they have"}
_SENDER_AGAIN |= {"i'll": "they'll", "i will": "they will", "i'd": "they'd", "i": "they"}
_SENDER_AGAIN |= {"i was": "they were", "my": "their", "me": "them"}
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_WORD_BEFORE = re.compile(r"(\w+)\s+$")


def _numeral_i(text: str, m: re.Match[str]) -> bool:
    """Whether the "I" of ``m`` is a numeral: right after a capitalised word that does not open
    the sentence ("World War I", "Part I"; not "Yesterday I moved …")."""
    if m[0][0] != "I":
        return False
    before = _WORD_BEFORE.search(text, 0, m.start())
    return bool(before and before[1][:1].isupper() and text[: before.start()].strip())


def _as_sender(line: str, who: str) -> str:
    """``line`` of a message with its sender's first person read as ``who``: the name once a
    sentence, conjugated as a claim about the user is ("I work at Kestrel" → "Priya works at
    Kestrel"), then "they" ("Sunniva is afraid they'll need to stop their Wednesday
    sessions"). With no sender (``who`` empty), a sentence in the first person is dropped: it
    is someone else's, and never the user's."""
    out = []
    for sentence in _SENTENCE_END.split(line):
        at = None
        for m in _SENDER_SELF.finditer(sentence):
            if not _numeral_i(sentence, m):
                at = m
                break
        if at is None:
            out.append(sentence)
            continue
        if not who:
            continue  # whose "I" this is, the message does not say
        said = at[0].lower()
        if said in ("my", "me"):
            head = who + ("'s" if said == "my" else "")
            out.append(sentence[: at.start()] + head + _again(sentence[at.end() :]))
        else:  # "I need …" → "Priya needs …", "I'm" → "Priya is" (as a user's claim is said)
            said = _third_person(sentence[at.start() :])
            if said == sentence[at.start() :]:  # "… more than I." (no verb of its own)
                out.append(sentence[: at.start()] + who + _again(sentence[at.end() :]))
            else:
                out.append(sentence[: at.start()] + who + " " + _again(said))
    return " ".join(out)


def _again(text: str) -> str:
    """The sender's first person after they were named once: "they", "their", "them"."""

    def they(m: re.Match[str]) -> str:
        if _numeral_i(text, m):
            return m[0]
        return _SENDER_AGAIN.get(re.sub(r"\s+", " ", m[0].replace("’", "'")).lower(), m[0])

    return _SENDER_SELF.sub(they, text)


def _message_body(lines: list[str], senders: dict[int, str] | None = None) -> set[int]:
    """The indices of ``lines`` that are the body of a pasted message (see ``_SEPARATOR``);
    ``senders`` gets the sender of each body line that names one (see ``_SENDER_SELF``)."""
    body: set[int] = set()
    n = 0
    while n < len(lines):
        line = lines[n]
        header = bool(_MAIL_HEADER.match(line))
        greet = _GREETING.match(line) or _ANNOUNCE.match(line)
        if not (header or greet) or _NOT_OTHER.match(line):
            n += 1
            continue
        start = n
        while n < len(lines) and _MAIL_HEADER.match(lines[n]):
            n += 1
        end = n
        while end < len(lines) and not (
            _SIGN_OFF.fullmatch(lines[end]) or _SEPARATOR.fullmatch(lines[end])
        ):
            end += 1
            last = lines[end - 1]
            if end > n + 1 and _SIG_TITLE.fullmatch(last) and len(last) < 60:
                break  # "HearthSure Pet Insurance": a signature without a sign-off ends it
            if _signed_at_end(last):
                break  # "… alternate Fridays. Warm regards, Sunniva": signed at the line's end
        if n >= len(lines):
            break
        first = lines[n]
        greet = _GREETING.match(first) or _ANNOUNCE.match(first)
        # a sign-off, a rule ("---", the end of a quote), or a signature ending its last line
        # (the loop above stops there)
        signed = end < len(lines) or (end > n and _signed_at_end(lines[end - 1]) is not None)
        if (
            n > start
            or signed
            or (greet and (first[:4].lower() == "dear" or first.startswith("@")))
            # "Hi all," / "Hi Ines," alone on its line ("Hi," alone may be the user's own)
            or (greet and greet.end() >= len(first.rstrip()) and len(greet[0].split()) > 1)
        ):
            body.update(range(n, end))
            who = _sender(lines, start, n, end) if senders is not None else None
            # A message with headers, or one that greets someone ("Hi Sam,"), is someone
            # else's even when it does not say whose (""); a note that opens "Hi," and ends
            # "Thanks!" may be the user's own.
            if who is None and (n > start or (greet and len(greet[0].split()) > 1)):
                who = ""
            if who is not None and senders is not None:
                senders.update(dict.fromkeys(range(n, end), who))
        n = max(end, n + 1)
    return body


# A chat line that opens on its verb, its subject the speaker: "can't make it in today",
# "running 10 min late", "off sick tomorrow".
_CHAT_DROPPED = re.compile(
    r"^(?=(?:can't|cant|cannot|won't|wont|will\s+be|running|stuck|off\s+sick|out\s+sick|"
    r"not\s+(?:coming|in|going)|gonna|have\s+to|had\s+to|need\s+to)\b)"
)


# A message pasted after its source on the same line: "Text from the garage: your car is ready
# for collection, £340 due on pickup", "Message from Priya: the client call is moved to
# Thursday 3pm", "NOTICE: the pool will be closed from 3 to 9 June". The label goes and the
# rest is read as a message's body.
_SOURCE_LABEL = re.compile(
    r"""^(?:(?:an?\s+|the\s+|this\s+)?(?:e-?mail|text|sms|message|msg|note|notice|letter|
         voicemail|dm|whatsapp|reply|announcement|memo|update)\s+(?:from|by)\s+[^:\n]{1,40}
       | got\s+(?:this|a\s+text|an?\s+e-?mail|a\s+message)\s+from\s+[^:\n]{1,40}
       | (?:important\s+)?notice|announcement|memo
       | [A-Z][\w'-]+(?:'s|’s)\s+(?:e-?mail|text|message|note|reply|memo)
    )\s*:\s+(?=\S)""",
    re.VERBOSE | re.IGNORECASE,
)


def _unwrap(lines: list[str]) -> list[str]:
    """The lines of a turn without the envelope of pasted mail or chat (see ``_GREETING``).
    A line of a pasted message's body is marked ``_MAILED``."""
    out: list[str] = []
    skip = 0
    senders: dict[int, str] = {}
    body = _message_body(lines, senders)
    bracketed = sum(1 for line in lines if line.startswith("[") and _CHAT_BRACKET.match(line)) >= 2
    if bracketed and any(_SOURCES_HEAD.match(line) for line in lines):
        bracketed = False  # "Sources for the leaflet:\n[Smith] …": citation keys, no speakers
    for n, line in enumerate(lines):
        if skip:
            skip -= 1
            continue
        if line.startswith("From:"):
            said, _ = _signed(line[5:].strip(), [])
            if said:  # "From: Dr Nkechi Adebayo-Rhys, Placement Coordinator, Thornbury …"
                out.append(_SIGNED + said)
        if _MAIL_HEADER.match(line) or _JA_SET_PHRASE.fullmatch(line):
            continue
        if _SIGN_OFF.fullmatch(line) and n > 0:
            # the sign-off and the signature after it ("Jun", "Isla Mbeki, Development
            # Director"); the user's own note may follow it
            sig_lines, skip = _signature(lines[n + 1 :])
            out.extend(sig_lines)
            continue
        if inline := _INLINE_SIGN_OFF.search(line):
            # "Hi coach, Ellie won't make Saturday. Thanks, Rachel (Ellie's mum)"
            said, _ = _signed(inline["sig"], [])
            signed = [_SIGNED + said] if said else []
            line = line[: inline.start()]
        else:
            signed = []
        if not out or (n in body and n - 1 not in body):
            line = _CJK_GREETING.sub("", _GREETING.sub("", line, count=1), count=1)
            if n in body:
                line = _ANNOUNCE.sub("", line, count=1)  # "@channel the staging cluster …"
        affiliation = _CHAT_AFFILIATION.match(line)
        if affiliation:
            out.append(f"{affiliation['name']} is our contact at {affiliation['org']}.")
        chat = _CHAT_PREFIX.match(line)
        if bracketed and not (chat and chat.end()):
            chat = _CHAT_BRACKET.match(line)
        if chat and chat.end():
            line = line[chat.end() :]
            who = chat.groupdict().get("speaker")
            if who and chat.re is _CHAT_BRACKET:
                who = who[0].upper() + who[1:]  # "[ines] …": a name typed in lower case
                # "[kofi] im fine w hostels": the speaker's "i" typed in lower case
                line = _LOWER_I.sub(lambda m: _LOWER_I_AS.get(m.group(0), "I"), line)
                # "[ines] can we pls stop doing hostels": what the speaker would rather
                if _CHAT_ROLE_SPEAKER.fullmatch(who) and _CHAT_ASK_WE.match(line):
                    # "[coach] can we pls start warmups at 9": a role or kin word is no name
                    # to keep, and "we start warmups at 9" would state the ask as done
                    continue
                line = _CHAT_ASK_WE.sub(who + " would rather we ", line, count=1).rstrip("?")
            if who and who.lower() not in _CHAT_SELF and who[:1].isupper():
                # another speaker's line: "hey Lottie, small thing, my brother Marek is now
                # best man" is Devon's brother, and the greeting is not a fact
                line = _CHAT_MY.sub(who.split()[0] + "'s", _GREETING.sub("", line, count=1))
                # "[08:14] Adaeze O: I can take 10Y1 period 3" is Adaeze taking it, and
                # "Tomasz W: can't make it in today" Tomasz, not the user
                line = _as_sender(
                    _CHAT_DROPPED.sub(who.split()[0] + " ", line, count=1), who.split()[0]
                )
        line = _FORWARD.sub("", line, count=1)
        labelled = _SOURCE_LABEL.match(line) if ":" in line else None  # (it ends with ":")
        if labelled:  # "Text from the garage: your car is ready for collection, …"
            line = line[labelled.end() :]
        if "—" in line or "–" in line or "--" in line:  # (``_SIGNATURE`` opens with a dash)
            line = _SIGNATURE.sub("", line, count=1)
        card = _CARD.fullmatch(line)
        if (
            card
            and en.JOB_TITLE.search(card["title"])
            and _SIG_TITLE.fullmatch(card["title"])
            and not _NOT_PERSON.search(card["name"])
        ):
            # "Priya Raman — Senior Associate, Voss Whitlock": a contact line of its own
            out.append(f"{_SIGNED}{card['name']}, {card['title'].rstrip()}")
            continue
        if n in senders:
            line = _as_sender(line, senders[n])  # "I'll be covering …" → "Marguerite will be …"
        if line.strip():
            out.append(_MAILED + line if n in body or labelled else line)
        out.extend(signed)
    return out


# A label before an enumeration ("Update dump before I forget:", "今天的决定：") says nothing.
_LABEL = re.compile(r"[^:：]{1,40}[:：]")

_MAX_SENTENCE = 600
# Characters of prose one turn may have read. A turn longer than this is pasted material or a
# document, not speech, and the rules cost several microseconds per character (more on
# adversarial shapes such as "I'm I'm I'm …"): the budget bounds the worst turn's time
# (benchmarks/extract.py measures it). No development or blind turn comes near it.
_MAX_READ = 2000
# Sentences one turn may have read: a run of tiny "sentences" ("(1) the (2) the …") costs a
# fixed overhead each. No eval turn has more than 8.
_MAX_SENTENCES = 60


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


# A quoted block ("> …" lines) is someone else's text and is dropped — unless it is a message
# the user pasted to keep: it opens with a greeting or a mail header, or announces to a
# channel, or ends with a sign-off ("> Hi Ines, we regret to inform you that …", "> From:
# Eduardo Vance", "> @channel the staging cluster will be down sat …"). Its lines are then
# read as the lines of a pasted message (see ``_unwrap``).
_QUOTE_MARK = re.compile(r"^\s*>[ \t]?")
_QUOTED_MESSAGE = re.compile(r"(?:From:\s|@(?:channel|here|everyone|all)\b)")


# A message pasted between quote marks on a line of its own: "\"Dear colleagues, from 1st
# March all trip payments …\"", "'Morning! Kofi's off sick today …'".
_QUOTED_LINE = re.compile(r"\s*[\"“'‘](?P<said>[^\n]{24,})[\"”'’]\s*")


def _unquote(text: str) -> str:
    """``text`` with the quote marks of a quoted message removed (see ``_QUOTED_MESSAGE``)."""
    if ">" not in text and '"' not in text and "“" not in text and "'" not in text:
        return text
    lines = text.split("\n")
    for n, line in enumerate(lines):
        m = _QUOTED_LINE.fullmatch(line)
        if m and _GREETING.match(m["said"]) and not _NOT_OTHER.match(m["said"]):
            lines[n] = m["said"] + "\n---"  # the message ends with its closing quote
    n = 0
    while n < len(lines):
        if not _QUOTE_MARK.match(lines[n]):
            n += 1
            continue
        end = n
        while end < len(lines) and _QUOTE_MARK.match(lines[end]):
            end += 1
        body = [_QUOTE_MARK.sub("", line, count=1) for line in lines[n:end]]
        said = [line.strip() for line in body if line.strip()]
        if said and (
            _GREETING.match(said[0])
            or _QUOTED_MESSAGE.match(said[0])
            or any(_SIGN_OFF.fullmatch(line) for line in said[1:])
        ):
            lines[n:end] = [*body[:-1], body[-1] + "\n---"]  # the message ends with the quote
        n = end
    return "\n".join(lines)


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
            ):
                continue  # "Civiq Permits 24.3 Release Notes": the material's title
            material = 0
        ask = en.MATERIAL_ASK.search(line) if listed and line not in bullets else None
        if ask and not _OWN_LABEL_AFTER.search(line, ask.end()):
            material = 1  # "need SEO titles for the products … here is my list:"
        if (
            n_line + 1 < len(lines)
            and en.REWRITE_REQUEST.fullmatch(line)
            and _REWRITE_OBJECT.search(line)
        ):
            break  # "proofread this please:" — the lines after it are the text to rewrite
        if line.startswith(_SIGNED):
            out.append(line)  # a signature's relationship, read as written
            continue
        in_body = line.startswith(_MAILED)
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


# The user speaking again after the text to rewrite ("Can you rewrite this with early returns?
# I really hate deeply nested ifs").
_USER_VOICE = re.compile(
    r"(?:i|i'm|i’m|im|i've|i’ve|i'd|i’d|i'll|i’ll|my|also|btw)\b", re.IGNORECASE
)
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


# A dictated run-on has no punctuation before the request it ends with ("… thats two years of
# funding and Rosalind wants the letter out by friday can you draft it"): the request is a
# sentence of its own, so it does not take the facts before it down with it. A reason lead
# before it ("since our fiscal year ends june 30 can you …") is the fact, not a condition.
_RUN_ON_REQUEST = re.compile(r"(?<=[a-z0-9%])\s+(?=(?:can|could|would|will)\s+(?:you|u)\s)")
_TRAILING_AND = re.compile(r"\s+(?:so|and|but|also|then|and then)$", re.I)
_REASON_LEAD = re.compile(r"^(?:since|because|as|given that|seeing as)\s+(?=\w+\s+\w+\s+\w+)", re.I)

# A texted run-on strings statements with no punctuation between them ("rusty is out til thurs
# his back is shot again", "unit 412 needs a new turbo they said 2 days so dont book 412 b4
# fri", "kendra is my wife she does the books for us"): a new statement starts where a new
# subject and its verb start — a subject pronoun, a pronoun's contraction ("hes", "theyre"),
# "my/his/… <noun> is", or "so"/"also"/"but" before one of these or before "dont"/"need to".
_CLAUSE_START = re.compile(
    r"""
    (?<=[a-z0-9%])\s+(?=
      (?P<so>so|also|but|and\s+then|then|plus)\s+
        (?:i|ill|i'll|ive|i've|he|hes|he's|she|shes|she's|they|theyre|they're|
           we're|we've|we'll|dont|don't|need\s+to|gotta|have\s+to)\s
    | (?P<pron>he|she|they|we|i)\s+(?!(?:and|or|to|of|in|at|on|for|with|w|who|that|n)\b)[a-z]{2,}\s
    | (?:hes|he's|shes|she's|theyre|they're|im|i'm|ive|i've)\s+[a-z]
    | (?:his|her|their|my|our)\s+[a-z]+\s+(?:is|was|are|were|got|has|had|went)\s
    )
    """,
    re.VERBOSE,
)
# No cut after a word that makes the next clause part of this one: "if she asks", "says we
# gotta", "told her ill talk", "when im drivin", "the guy who he hired"; a verb whose object
# is the clause after it: "I decided we are not taking any more loads", "figured we'd …".
_CLAUSE_HELD = frozenset(
    """
    that if when whenever because cuz bc since as til till until b4 before after while where
    what who whom which how why says said say saying thinks think thought told tell tells knows
    know guess hope wish feel mean heard hear and or than like whether unless though tho so also
    but then plus cause bet swears swear sure means once n is are was were be been am do does
    did can could will would should must might may shall have has had half all some most none
    both each any of to for with about
    decided decide agreed agree figured figure realized realised realize realise reckon promised
    promise noticed found learned learnt confirmed swore admitted
    """.split()
)
# A head that opens with a condition or a time clause ("if eta < now and status != delivered
# we mark late", "after a long debate we agreed …") is one statement with what follows.
_CLAUSE_COND = re.compile(
    r"(?:^|\s)(?:if|when|whenever|unless|after|before|once|hypothetically|suppose|what if)\s",
    re.IGNORECASE,
)
# "the tires he covered", "that shop she likes": a pronoun after "the <noun>" opens a relative
# clause, not a statement.
_CLAUSE_RELATIVE = frozenset("the that these those this any every some".split())
# A head that reports what someone says or thinks goes on with what they say: "rosalind thinks
# the board will push back she's worried about the rating" is one report.
_CLAUSE_REPORT = re.compile(
    r"\b(?:says|said|thinks|thought|told|tells|reckons|swears|mentioned|wrote|texted)\b", re.I
)
# A clause that only says how the one before came about: "… goes up to 75 percent from april
# we agreed that at the team meeting", "… we decided it on monday".
_CLAUSE_BACK = re.compile(
    r"(?:we|i|they|he|she)\s+(?:all\s+)?(?:agreed|decided|settled|discussed|confirmed|voted\s+on)\s+"
    r"(?:that|it|this|on\s+it|on\s+that)(?:\s+(?:at|in|on|last|yesterday|earlier|today|this|with|"
    r"when|over)\b|\s*$)",
    re.IGNORECASE,
)
# Run-on cuts one turn may make: each cut adds a sentence to read, and a turn of nothing but
# pronoun clauses ("she thinks our she thinks our …") must stay cheap (benchmarks/extract.py).
# No eval turn needs more than 6.
_MAX_RUN_ON_CUTS = 12
_CLAUSE_PUNCT = re.compile(r"[,;:]")
# A piece must be this many words long to be cut, and each part at least this many.
_RUN_ON_MIN = 8
_CLAUSE_MIN = 2


# Texting is typed in lower case: a capitalised word after the first ("Bazel", "Priya") is
# written prose, whose clauses the comma and sentence rules already cut. "I" and words in
# capitals ("im OFF that day", "the DOT guy") do not count.
_PROPER_CASE = re.compile(r"(?<=\s)(?!I\b|I')[A-Z](?=[a-z])")


# A run-on that opens with a request to the assistant ("give me 3 soups i can batch cook",
# "find me a sitter she can walk to"): a pronoun and a modal after its object open a
# relative clause of the request, not a statement of its own ("make me a checklist i use the
# dot one …" still cuts).
_CLAUSE_ASK = re.compile(
    r"^\s*(?:(?:ok|okay|so|hey|pls|please|can\s+you|could\s+you|can\s+u)\s+)*"
    r"(?:give|find|make|get|show|suggest|list|write|draft|recommend|send|pick|plan)\s+(?:me|us)\b",
    re.IGNORECASE,
)


_CLAUSE_MODAL = re.compile(
    r"\s*(?:he|she|they|we|i)\s+(?:can|could|would|will|should|might|cld|can't|cant)\s", re.I
)


def _clauses(piece: str) -> list[str]:
    """An unpunctuated run-on cut where a new statement starts (see ``_CLAUSE_START``). Each
    test reads only the text since the last cut, and that once (bounded time)."""
    if len(piece.split()) < _RUN_ON_MIN or _PROPER_CASE.search(piece):
        return [piece]
    ask = bool(_CLAUSE_ASK.match(piece))
    out: list[str] = []
    last = scanned = 0
    cond = report = False  # what the head since the last cut holds so far
    punct = _CLAUSE_PUNCT.search(piece)
    for m in _CLAUSE_START.finditer(piece):
        new = piece[max(last, scanned - 12) : m.start()]
        cond = cond or bool(_CLAUSE_COND.search(new))
        report = report or bool(_CLAUSE_REPORT.search(new))
        scanned = m.start()
        head = piece[last : m.start()]
        words = head[-80:].lower().split()
        if len(words) < _CLAUSE_MIN or words[-1] in _CLAUSE_HELD:
            continue
        if punct and punct.start() < m.start():
            continue  # punctuated: "Hmm, actually my timezone is CET, not GMT" is one sentence
        if cond:
            break
        if m.group("pron") and words[-2] in _CLAUSE_RELATIVE:
            continue  # "the tires he covered in joplin"
        if ask and m.group("pron") and _CLAUSE_MODAL.match(piece, m.end()):
            continue  # "give me 3 soups i can batch cook": what the request asks for
        if report and not m.group("so"):
            continue  # "rosalind thinks the board will push back she's worried about …"
        if len(piece[m.end() : m.end() + 80].split()) < _CLAUSE_MIN:
            break
        if _CLAUSE_BACK.match(piece, m.end()):
            continue  # "… from april we agreed that at the team meeting": said of the head
        out.append(head)
        last = scanned = m.end()
        cond = report = False
        punct = _CLAUSE_PUNCT.search(piece, last)
        if len(out) >= _MAX_RUN_ON_CUTS // 2:
            break  # the rest stays one piece (bounded time)
    if not out:
        return [piece]
    out.append(piece[last:])
    return [p[0].upper() + p[1:] for p in out]  # read as typed-fast sentences of their own


# In a sentence typed in lower case only its first word is capitalised, so that word is a name
# only when a verb follows it ("Rusty is out", "Lupe prefers nights") — not "New driver starts
# monday", "Prairie gold milling new contact is …", "Remind me i owe …".
_NAME_VERB = re.compile(
    r"""(?:\s+(?:just|also|still|already|only|never|always|really|finally))?\s+
    (?:is|was|'s|has|had|got|gets|says|said|wants|wanted|prefers|likes|hates|loves|called|
       asked|told|will|can|can't|cant|does|did|made|came|went|starts|started|runs|works|lives|
       needs|swears|thinks|knows|sent|texted|quit|left|joined|moved|retired|replaced|
       # a milestone of the person's: "Mei-Lin passed her certification quiz 48/50"
       passed|failed|finished|accepted|declined|signed|resigned|graduated|won|took)\b""",
    re.VERBOSE | re.IGNORECASE,
)


# The modifier of a two-word nickname typed in lower case: "big tony", "aunt rosa", "coach b".
_NICK_LEAD = re.compile(
    r"(?:big|lil|little|old|young|aunt|auntie|uncle|cousin|grandma|grandpa|nana|papa|miss|"
    r"mr|mrs|ms|dr|coach|doc|sister|brother)\s+[a-z][\w'-]*",
    re.IGNORECASE,
)


def _named_here(sentence: str, person: str | None) -> str | None:
    """``person`` (found by :func:`person_of`) when it names someone in ``sentence``: in a
    sentence typed in lower case, whose first word is capitalised only because it is first,
    that word is a name only when a verb follows ("Rusty is out", "Big tony is retirin"; not
    "New driver starts monday", "Remind me i owe …")."""
    if person is None or _PROPER_CASE.search(sentence):
        return person  # written prose: its capitals mark names
    opener = en.OPENERS.match(sentence)
    at = opener.end() if opener else 0
    if not sentence.startswith(person, at):
        return person
    nick = _NICK_LEAD.match(sentence, at)
    end = nick.end() if nick else at + len(person)
    if _NAME_VERB.match(sentence, end) or sentence.startswith(("'s ", "’s "), end):
        return sentence[at:end]  # "Rusty is out", "Eitan's sister's wedding got moved"
    return None


# A reminder said after something else ("can you make me a packing list … and also remind me
# Kofi is picking me up at the airport", "…, don't let me forget that her hearing aid …") is a
# statement of its own; the frame is peeled off when it is read (``en.LEAD_FRAME``).
_REMIND_CUT = re.compile(
    r"""(?<=[\w%)])[\s,;]+(?:(?:and|also|oh|please|pls|plz|but)\s+){0,3}
    (?=(?:remind\s+me|don'?t\s+let\s+me\s+forget)\b
       (?!\s+(?:to|about|of|how|what|when|where|why|which|who|if|whether)\b)\s*\S)""",
    re.VERBOSE | re.IGNORECASE,
)


def _run_on(piece: str) -> list[str]:
    """``piece`` cut before a reminder (see ``_REMIND_CUT``), before an unpunctuated request
    (see ``_RUN_ON_REQUEST``) and where a new statement starts in a texted run-on (see
    ``_CLAUSE_START``)."""
    if not piece.isascii():
        return [piece]
    low = piece.lower()
    r = _REMIND_CUT.search(piece) if "remind" in low or "forget" in low else None
    if r is not None and len(piece[: r.start()].split()) >= 3:
        return [*_run_on_one(piece[: r.start()]), piece[r.end() :]]
    return _run_on_one(piece)


def _run_on_one(piece: str) -> list[str]:
    """:func:`_run_on` for a piece with no reminder in it."""
    m = _RUN_ON_REQUEST.search(piece)
    if m is None or len(piece[: m.start()].split()) < 4:
        return _clauses(piece)
    head = _TRAILING_AND.sub("", _REASON_LEAD.sub("", piece[: m.start()]))
    return [*_clauses(head), piece[m.end() :]]


# A status list ("- kafka cluster upgraded to 3.7 ✅", "- Northgate Dental: signed",
# "- 포스기 토스플레이스로 교체 완료") is the user's report on their work: an item that states
# something is the project's state even when its subject is a thing, and "<label>: <status>"
# is a statement. Not an item that asks or tells someone to do something (a to-do list).
_STATUS_ITEM = re.compile(r"(?P<label>[^:：?？]{2,40})[:：]\s*(?P<status>[^?？]{2,80})")


def _form_fields_joined(out: list[Candidate]) -> list[Candidate]:
    """Three or more fields of a pasted form or offer in a row ("・内容：取扱説明書", "・分量：約4万字",
    "・納期：11月25日", "・単価：1文字14円"): one statement of the job, joined (``cjk.FORM_FIELD``)."""
    if not any(FORM_FIELD.match(c.claim) for c in out):
        return out
    joined: list[Candidate] = []
    run: list[Candidate] = []
    for cand in [*out, None]:
        if cand is not None and FORM_FIELD.match(cand.claim):
            run.append(cand)
            continue
        if len(run) >= 3:
            joined.append(
                replace(
                    run[0],
                    claim="、".join(c.claim for c in run),
                    kind="project_state",
                    salience="medium",
                    transient=False,  # the terms of a job hold while it runs
                    rule="list.form",
                )
            )
        else:
            joined.extend(run)
        run = []
        if cand is not None:
            joined.append(cand)
    return joined


# what a CJK to-do item keeps of what the rules read in it (``cjk_todo_item``)
_CJK_TODO_KEEPS = ("commitment", "decision", "correction", "relationship")

_TODO_ITEM = re.compile(
    r"^(?:need|needs|todo|to do|to-do|ask|call|email|send|chase|book|buy|get|check|follow|"
    r"remind|ping|fix|write|draft|review|schedule|plan|pick|make|find|order|pay|sort)\b"
    # a thing and the job it needs: "van needs new wiper blades", "prep room needs a tidy"
    r"|^(?:the\s+|our\s+|my\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+needs\s+"
    r"(?:a|an|new|some|more|to\s+be|\w+ing)\b"
    # (not with a date or a figure: "piano needs tuning before the 12th" is its state)
    r"(?![^;]{0,80}?(?:\d|\bthis\s+(?:week|month|year)\b))",
    re.IGNORECASE,
)

# A status that holds for now: "- Gloria out Friday", "- invoice 1042: overdue", "- API: down".
_STATUS_NOW = re.compile(
    r"\b(?:pending|blocked|on hold|in progress|tbd|out sick|overdue|delayed|down|late)\b",
    re.IGNORECASE,
)

_STATUS_DONE = re.compile(
    r"\b(?:signed|dropped|done|shipped|upgraded|migrated|merged|closed|completed?|finished|live|"
    r"launched|hired|paid|cancell?ed|moved|switched|replaced|approved|released|sold|won|lost)\b"
    r"|✅|\d+\s?%",
    re.IGNORECASE,
)


# A list item that is a heading with examples in brackets ("- one-time costs (implementation,
# data conversion, training)", "- travel (flights, hotels)"): the outline of a text to write,
# no status. No figure, no verb after the brackets.
_HEADING_ITEM = re.compile(r"[A-Za-z][\w' -]{1,40}\((?=[^()]*,)[^()\d]{2,100}\)[.!]?")
# (but names in the brackets make a roster: "- Sopranos (Ana, Beth, Kim)")
_NAMES_IN_BRACKETS = re.compile(r"\((?:[A-Z][a-z]+,\s*)+[A-Z][a-z]+\)")
# A list whose label says it holds the user's promises ("things I promised people this week:",
# "what I owe clients:", "my commitments for Friday:"): an item is a commitment, however it is
# phrased ("- Mira: 3 mocktail options by Thurs").
_PROMISE_LABEL = re.compile(
    r"\b(?:i|we)\s+(?:promised|owe|committed\s+to|said\s+(?:i|we)(?:'d|\s+would))\b"
    r"|\b(?:my|our)\s+(?:promises|commitments|owed?\s+items)\b|\bthings\s+i\s+owe\b",
    re.IGNORECASE,
)
_PROMISE_WORDS = ("promise", "owe", "commit", "said")  # one is in each branch above
# "- Sunita Iyer & Graham Fairweather — vow renewal, Nov 2": a label and its status after a dash.
_DASH_ITEM = re.compile(r"(?P<label>[^—–:：?？]{2,60}?)\s+[—–-]\s+(?P<status>[^?？]{2,120})")
# "- Tomasz 50k ✅", "- Halvorsen Trust £40,000, soft": a named party and an amount (a pledge,
# a quote, an order), the verb left out.
_NAMED_AMOUNT_ITEM = re.compile(
    r"(?P<label>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){0,3})\s+"
    r"(?P<status>(?:[$£€]\d[\d.,]*(?:\s?(?:k|m|bn))?|\d[\d.]*\s?(?:k|m|bn)|\d{1,3}(?:,\d{3})+)"
    r"(?![\w:/-]).{0,100})",
    re.IGNORECASE,
)


# A roster line: a person's full name, then what they do ("- Anjali Mehra, design, pays via
# Wise", "- Oluwaseun Adeyemi — QA, new, trial month"): who someone is, not a status. Not an
# event line with a date or a count ("Aisha Rahman & Devon Kowalczyk, Oct 5, 80 guests"),
# nor a name with its status ("Rachel Gold, passed").
_ROSTER_ITEM = re.compile(
    r"(?P<name>[A-Z][\w'’.-]+(?:\s[A-Z][\w'’.-]+){1,2})\s*(?:,|\s[—–-])\s*"
    r"(?P<first>[^,;:—–]{2,40})(?:[,;—–][^\d]*)?"
)
_ROSTER_NOT = re.compile(r"\d|\w+ed\b|&|\b(?:and|said|says|is|was|has)\b", re.IGNORECASE)


def _roster_item(item: str) -> bool:
    m = _ROSTER_ITEM.fullmatch(item.strip())
    if m is None or _ROSTER_NOT.search(m.group("name") + " " + m.group("first")):
        return False
    if _STATUS_DONE.search(m.group("first")) or _STATUS_NOW.search(m.group("first")):
        return False
    words = m.group("name").lower().split() + m.group("first").lower().split()
    return not any(w.strip(".") in _ROSTER_NOT_NAME for w in words)


_ROSTER_NOT_NAME = frozenset(
    "the our my re fwd fw mon tue wed thu fri sat sun monday tuesday wednesday thursday "
    "friday saturday sunday jan feb mar apr may jun jul aug sep sept oct nov dec january "
    "february march april june july august september october november december today "
    "tomorrow tonight tmrw next this week weekend month eod eow tbd asap".split()
)


# A note after an item's head that says what is not known or done yet ("조 편성은 아직 모름",
# "教材はまだ買ってない"): no status of its own. A plain note ("腎臓病あり", "심장병 있음",
# "약 하루 두 번") is a fact about the item and stays.
_CJK_NOTE_PENDING = re.compile(r"아직|모름|모르|미정|まだ|未定|わから|分から|不明")
# nor is a to-do or a plan of the user's about it ("선물 미리 주문해야 됨", "森下さんにリマインド
# する", "그날 아침에 전화라도 해줘야지"): only a short plain note joins the head
_CJK_NOTE_TODO = re.compile(
    r"해야|야지|기로|해\s?줘|할\s?것|하기$|(?:する|しよう|しないと|ように|予定|つもり)[）)]?$|[?？]|\.\."
)


def _cjk_item_continues(
    text: str, sentences: list[str], i: int, items: set[int], at: int = -1
) -> bool:
    """Whether list item sentence ``i`` follows another sentence of the same item on its line
    ("- 11월 1일부터 CCU. 오지은 교수님 팀.": the second), not the item's head; ``at``: where
    it is in ``text`` (found after the item before it, not a copy on an earlier line)."""
    if i - 1 not in items:
        return False
    if at < 0:
        at = text.find(sentences[i].strip())
    if at <= 0:
        return False
    line_start = text.rfind("\n", 0, at) + 1
    marker = re.match(r"\s*(?:[-*•・■□●○◦]|\d+[.)])\s*", text[line_start:at])
    head = text[line_start:at][marker.end() :] if marker else ""
    return bool(re.search(r"\S.*[.。!！?？]\s*$", head))


# A short label naming what the item is about ("过敏：对鸡肉过敏，别喂鸡肉", "周日：我带全团，帮我
# 把曲目单打印一下"): an ask beside its status is trimmed, the status stays. A note label
# ("备注：", "说明：") or a long one ("结尾想补一句：") holds the ask itself.
_CJK_ITEM_TOPIC = re.compile(
    r"(?!备注|備註|说明|說明|补充|補充|要求|提示|附言|注意|另外|还有|還有)[\u4e00-\u9fff]{1,4}"
)


def _status_item(
    item: str, found: list[Candidate | None], promise: bool = False, decided: bool = False
) -> list[Candidate | None]:
    """A list item read as a status line (see ``_STATUS_ITEM``), or as a promise or a decision
    when its list's label says so (``_PROMISE_LABEL``, ``_DECIDED_LABEL``)."""
    if ja.ROSTER.match(item.strip()):  # "中村 悠真（D1）: 薄膜の欠陥評価": who someone is
        return [make(item, "relationship", None, "medium", rule="list.roster")]
    if decided and not item.rstrip().endswith(("?", "？")) and len(item.strip()) >= 4:
        return [make(item, "decision", None, "high", rule="list.decision")]
    if promise and not item.rstrip().endswith(("?", "？")):
        dated = bool(en.DATED.search(item) or en.BOUNDED_TIME.search(item))
        return [make(item, "commitment", None, "medium", dated, rule="list.promise")]
    if ja.NOTED_PROMISE.search(item):  # "- …30日までに提出（約束済み）": owed
        return [make(item, "commitment", None, "medium", rule="list.promise")]
    if cjk_todo_item(item):  # "- 冷蔵庫の中を整理", "- 월세 자동이체 계좌 바꿔야 함": a to-do
        return [c for c in found if c is not None and c.kind in _CJK_TODO_KEEPS]
    status = _STATUS_ITEM.fullmatch(item.strip()) or _DASH_ITEM.fullmatch(item.strip())
    if _TODO_ITEM.match(status.group("status") if status else item) or item.rstrip().endswith(
        ("?", "？")
    ):
        return found
    if _HEADING_ITEM.fullmatch(item.strip()) and not _NAMES_IN_BRACKETS.search(item):
        return found  # "- recurring (SaaS subscription, support)": a heading and its examples
    # "- ref for sat: confirmed": a status that falls on a date holds for now
    dated = bool(en.DATED.search(item) or en.BOUNDED_TIME.search(item))
    now = dated or bool(_STATUS_NOW.search(item))
    if (
        status
        and cjk_item_asks(status.group("label"), status.group("status"))
        and not _CJK_ITEM_TOPIC.fullmatch(status.group("label").strip())
    ):
        return found  # "备注：…，不要出现学生全名": an ask under a label, not a status
    if status and cjk_item_asks(status.group("label"), status.group("status")):
        trimmed = cjk_item_trimmed(status.group("status"))
        if trimmed:  # "周日：我带全团，帮我把曲目单打印一下": the status without the ask
            item = f"{status.group('label').strip()}：{trimmed}"
            found = [
                c and (c if c.claim.endswith(trimmed) else replace(c, claim=item)) for c in found
            ]
    kept = [c for c in found if c is not None]
    if _roster_item(item) and all(c.kind in ("fact", "project_state") for c in kept):
        return [make(item, "relationship", None, "medium", rule="list.roster")]
    if kept:
        return [
            replace(c, salience="medium", kind="project_state", rule="list.status")
            if c.salience == "low" and c.kind == "fact"
            else c
            for c in kept
        ]
    if status and not _TODO_ITEM.match(item):
        # an open status ("waiting on deposit", "need driver") holds for now, a finished
        # change ("signed", "dropped", "upgraded to 3.7") stays
        now = now or not _STATUS_DONE.search(status.group("status"))
        return [make(item, "project_state", None, "medium", now, rule="list.status")]
    named = _NAMED_AMOUNT_ITEM.fullmatch(item.strip())
    if named and named.group("label").split()[0] not in en.NOT_NAMES:
        return [make(item, "project_state", None, "medium", dated, rule="list.status")]
    if cjk_status_item(item):
        # "- 芋泥系列卖断货", "- 알바생 지민 이번 달까지만 근무": a CJK status with its verb
        # left out (or a noun for one) is a status all the same
        return [make(item, "project_state", None, "medium", now, rule="list.status")]
    return found


# An inline list of amounts after a label ("My prices for next year: full planning from
# £4,800, partial £2,900, on-the-day £1,100", "이번 달 budget: 월세 3만6천엔, 식비 4만엔 정도",
# "rates: weekday £40/h, weekend £55/h"): each item is a fact of its own, under its label.
_AMOUNT_LABEL = re.compile(
    r"(?P<label>[^:：,，、.。!?！？]{2,60}?)\s*(?:\([^()]{0,60}\))?\s*[:：]\s*"
)
_AMOUNT_ITEM = re.compile(
    r"[^,，、;；]{0,30}?(?:[£$€¥₩]\s?\d[\d,.]*\s?[kKmM]?|\d[\d,.]*\s?(?:[kKmM]\b|%|円|元|엔|원|"
    r"万|萬|만|千|천|块|euros?|dollars?|pounds?|quid|bucks|/h|/hr|an hour|per \w+))[^,，、;；]{0,20}"
)


_AMOUNT_NOT = re.compile(
    r"\b(?:not|correction|actually)\b|不是|更正|其实|訂正|じゃなく|ではなく|정정|아니",
    re.IGNORECASE,
)


_OWN_TARIFF = re.compile(
    r"(?:my|our)\s+(?:new\s+|current\s+|standard\s+)?(?:prices|pricing|rates|fees|charges|"
    r"tariffs?|day\s+rates?|hourly\s+rates?)\b",
    re.IGNORECASE,
)


def _restates(cand: Candidate | None, items: list[Candidate | None]) -> bool:
    """Whether ``cand`` is the whole inline list its items (:func:`_amount_items`) state one by
    one: "My prices for next year: full planning from £4,800, partial £2,900, …" beside
    "My prices for next year: partial £2,900"."""
    if cand is None:
        return False
    amounts = [it.claim.rsplit(": ", 1)[-1] for it in items if it is not None]
    return sum(a in cand.claim for a in amounts) >= 2


def _dose_items(sentence: str) -> list[Candidate | None]:
    """The medicines of a list after one verb (:data:`.en.DOSE_LIST`), one fact each: "Nana
    takes donepezil 10 at night, losartan 50 in the morning, and eye drops twice a day" →
    "Nana takes donepezil 10 at night", … At least three items, each a dose or a time."""
    m = en.DOSE_LIST.match(strip_end(sentence.strip()))
    if m is None or "," not in m.group("rest"):
        return []
    rest = re.sub(r"\s*\([^()]{0,80}\)", "", m.group("rest"))  # "(neuro bumped it from 3)"
    items = [re.sub(r"^(?:and|plus|also)\s+", "", p.strip(), flags=re.I) for p in rest.split(",")]
    items = [it for it in items if it]
    if len(items) < 3 or any(len(it.split()) > 8 or en.DOSE_NOT_ITEM.search(it) for it in items):
        return []
    if sum(bool(en.DOSE_ITEM.search(it)) for it in items) < len(items) - 1:
        return []
    subj, verb = m.group("subj"), m.group("verb")
    if subj.lower() == "i":
        subj, verb = "", {"take": "takes", "am on": "is on", "'m on": "is on"}.get(verb, verb)
    head = (subj + " " + verb).strip()
    head = head[0].upper() + head[1:]
    return [make(f"{head} {it}", "fact", None, "medium", rule="list.doses") for it in items]


def _amount_items(sentence: str) -> list[Candidate | None]:
    """The items of an inline list of amounts (see ``_AMOUNT_LABEL``), or nothing."""
    # (``_AMOUNT_LABEL`` ends with a colon)
    m = _AMOUNT_LABEL.match(sentence) if ":" in sentence or "：" in sentence else None
    if m is None or "," not in sentence and "，" not in sentence and "、" not in sentence:
        return []
    rest = strip_end(sentence[m.end() :])
    items = [p.strip() for p in re.split(r"\s*[,，、]\s*(?!\d{3}\b)", rest) if p.strip()]
    if len(items) < 2 or not all(_AMOUNT_ITEM.fullmatch(it) for it in items):
        return []
    label = m.group("label").strip()
    if _AMOUNT_NOT.search(label) or any(_AMOUNT_NOT.search(it) for it in items):
        return []  # "更正一下：灰度比例是5%，不是我之前说的10%" is a correction
    # the user's own tariff ("my prices for next year: …", "our rates: …") is a decision
    kind = "decision" if _OWN_TARIFF.match(label) else "fact"
    return [make(f"{label}: {it}", kind, None, "medium", rule="list.amounts") for it in items]


# Someone else's mood and nothing else ("Mira is… not thrilled", "Graham was so relieved",
# "妈妈有点不开心") and a good-night ("今日はもう寝る") are how the day went, not something to
# remember. The user's own state stays ("feeling pretty burned out this week").
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
     | (?:妈妈|爸爸|我妈|我爸|老公|老婆|他|她|室友|[\u4e00-\u9fff]{1,3}老师)
       (?:有点|好|很|特别|挺)?(?:不开心|开心|难过|生气|不高兴|高兴)了?
     # fed up at the moment: "我爸已经受不了了", "老板快气死了"
     | (?:妈妈|爸爸|我妈|我爸|老公|老婆|他|她|室友|老板|[\u4e00-\u9fff]{1,3}老师)
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


# A sentence that is only the reason for the choice the sentence before made ("AAAI에 내기로
# 했어요. 마감이 더 여유 있어서요", "英語でやることに決めた。日本語の方が得意だけど audience
# は韓国とアメリカの人が多いから", "주석은 한국어로 달아주세요. 팀원들이 다 한국 사람이라서요"):
# the choice is the fact. A reason said first ("今日は体調が悪いので、…") is a fact of its own.
_CJK_AFTER_REASON = re.compile(
    r"(?:から|ので|んで|(?:이)?라서요?|[아어해]서요|니까요?|때문이에요|때문에요|거든요?)"
    r"[\s。！!…~〜]*$"
)


# A line of two kanji words, a position and a name ("助教 森田", "事務局長 村上").
_KANJI_NAME_LINE = re.compile(r"[\u4e00-\u9fff\u3005]{1,8}[ \u3000]+[\u4e00-\u9fff\u3005]{1,6}")


# A sentence that only says a choice is made ("決めた。", "決めました！", "定了。", "정했어요."):
# what the next sentence states is that choice ("決めた。来年度からゼミは全部英語でやる").
_CJK_DECIDED_ONLY = re.compile(
    r"^(?:(?:よし|うん|もう|結局|最终|终于|결국)[、，,\s]*)?"
    # (a reason before it: "수면 때문에 결심함", "健康のために決めた")
    r"(?:[가-힣A-Za-z]{1,8}\s?때문에\s|[^\s、。]{1,8}のために、?)?"
    r"(?:決めた|決めました|決心(?:した|しました)|決定(?:です|しました)?|決まり(?:です|ました)?|"
    r"我?决定了|定了|정했(?:어요|어|다|습니다)|(?:결정|결심)했(?:어요|어|다|습니다)|"
    r"(?:결정|결심)함)[\s。.！!…~〜]*$"
)
# The user asks for text to be translated or polished: what follows in the turn is the text
# itself, not facts of the user's ("英語のabstract、もうちょっと自然にして:", "これ英訳して。",
# "帮我润色一下：", "이거 번역해 줘").
_CJK_TEXT_ASK = re.compile(
    r"(?:英訳|和訳|翻訳|添削|校正|推敲|ネイティブチェック|自然に|翻译|润色|번역|교정|다듬어)"
    r"[^。]{0,10}?(?:して|してください|してほしい|お願い(?:します)?|一下|해\s?줘|해\s?주세요)"
    r"[\s。:：!！]*$|"
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


def _marker_only(sentence: str, code: str) -> str:
    """The sentence as a prefix for the next one when it is only a correction marker."""
    if code == "en":
        s = strip_end(en.LEAD_FILLER.sub("", _en_normalize(sentence)).strip())
        m = en.CORR_LEAD.match(s)
        if m and m.group("strong") and m.end() >= len(s):
            return s + ": "
        said = en.SO_TAIL.sub("", s).strip()
        if (
            may_hold(said, en.SAID_ONLY_WORDS)
            and en.SAID_ONLY.match(said)
            and not en.corr_hint(said.split(None, 3)[-1])
        ):
            return "correction: "  # "Earlier I said the events go to Segment." + what is true
        return ""
    lang = _LANGS[code]
    s = strip_end(lang.lead.sub("", sentence).strip())
    m = lang.corr_mark.match(s)
    if s and m and m.end() >= len(s) and lang.corr_strong.search(s):
        # "さっき書いたの、間違いでした。": the marker's own comma would cut it from its body
        s = re.sub(r"[，,、]\s*", "" if code != "ko" else " ", s)
        return s + {"zh": "，", "ja": "、"}.get(code, ": ")  # "…한 거 정정: …" (no clause cut)
    return ""


class RulesExtractor:
    """Deterministic pattern engine for English, Chinese, Japanese and Korean."""

    name = "rules"

    def extract(self, text: str, meta: TurnMeta | None = None) -> list[Candidate]:
        """Candidate facts in ``text`` (one user turn); same input, same output."""
        if not text or not text.strip():
            return []
        out: list[Candidate] = []
        seen: set[tuple[str, str]] = set()
        carry = ""
        named_by: str | None = None  # the last English sentence: who "she"/"he" may be
        prev, prev_start = "", 0  # the last English sentence and where its facts start in out
        budget = _MAX_READ
        items: set[int] = set()
        promised: set[int] = set()
        settled: set[int] = set()
        mailed: set[int] = set()
        posted: set[int] = set()  # the sentences of a pasted message's body
        decide_next = False  # "決めた。": the next sentence states the choice
        cjk_last: tuple[int, int] | None = None  # (sentence, out index) of the last CJK fact
        sentences = _sentences(text, items, promised, mailed, posted=posted, settled=settled)[
            :_MAX_SENTENCES
        ]
        material = False  # after "Please proofread this.": the text to rewrite follows
        text_at = 0  # where the sentence before was found in the text (list-item notes)
        for i, sentence in enumerate(sentences):
            budget -= len(sentence)
            if budget < 0:
                break  # the rest of a long turn stays unread (bounded time)
            sentence_at = text.find(sentence.strip(), text_at)
            if sentence_at >= 0:
                text_at = sentence_at + len(sentence.strip())
            if material and not _USER_VOICE.match(sentence):
                continue
            material = False
            if sentence.startswith(_SIGNED):  # "Derek Halloway, BD" (a signature)
                name = sentence[1:].split(",", 1)[0]
                cand = make(sentence[1:], "relationship", name, "medium", rule="en.mail.signature")
                if cand is not None:
                    out.append(cand)
                continue
            code = detect_language(sentence)
            if (
                code == "zh"
                and _KANJI_NAME_LINE.fullmatch(sentence.strip())
                and detect_language(text[:_MAX_READ]) == "ja"
            ):
                code = "ja"  # a position and a name under a Japanese notice ("助教 森田")
            if code != "en" and _CJK_DECIDED_ONLY.match(sentence.strip()):
                decide_next = True
                continue
            if code == "en" and en.mail_footer(sentence):
                continue  # "Acme Lettings Ltd is registered in England under company number …"
            if code == "en" and en.paste_intro(sentence.strip()):
                continue  # "Paulina has sent me the following" (what the user pastes follows)
            if code == "en" and en.EDIT_LEAD.match(sentence.strip()):
                continue  # "Make this shorter: Our team has …" (the text to work on follows)
            if (
                code == "en"
                and i == 0
                and len(sentences) > 1
                and en.REWRITE_REQUEST.fullmatch(sentence.strip())
                and _REWRITE_OBJECT.search(sentence)
            ):
                material = True  # "Please proofread. Dear parents, the school will close …"
                continue
            if code == "en" and i in posted:
                # "following our call, Marlow Lighthouse confirms …" (not the user following)
                sentence = en.MAIL_FOLLOWING.sub("", sentence, count=1) or sentence
            undo: list[tuple[str, str]] = []
            back: dict[int, str] = {}
            typed = simp = ""  # a zh-TW sentence as typed and as read (simplified)
            if code == "en":  # "out til thurs" reads as "out until Thursday" (:mod:`.shorthand`)
                sentence, undo = read_shorthand(sentence)
            elif code == "zh":  # "我們決定…" reads as "我们决定…", claimed as typed
                typed, (sentence, back) = sentence, simplified(sentence)
                simp = sentence
            # "Correction. The offsite is in Porto." / "訂正です。リリースは4月です": a sentence
            # that is only a correction marker makes the next one a correction.
            if carry:
                sentence, carry = carry + sentence, ""
            else:
                carry = _marker_only(sentence, code)
                if carry:
                    continue
            following = sentences[i + 1] if i + 1 < len(sentences) else ""
            if code == "en" and meant_for_request(sentence, following):
                continue  # "Sorry, I meant #4410 — can you reopen it?": which thing, not a fact
            if code == "en" and purpose_of_request(
                sentence, sentences[i - 1] if i else "", following
            ):
                continue  # "… a hip roof? I want to double-check the square count": an aim
            if code == "en" and decided(sentence):
                # "Our pricing goes to $79 on Feb 1. Final decision.": the fact before is decided
                cand = as_decision(out[prev_start:], prev) if prev else None
                if cand is not None:
                    del out[max(prev_start, len(out) - 1) :]  # the last fact before, re-kinded
                    out.append(cand)
                prev = ""
                continue
            prev_start, prev = len(out), sentence if code == "en" else ""
            if code == "en":
                # "my cofounder is Sarah and we decided on Rust": two statements, two facts.
                found = []
                if named_by is not None and opens_with_pronoun(sentence):
                    # "Wrenna is our new head of people; she came from Stackline": the person
                    # is looked for only when a pronoun needs one (most sentences have none)
                    person = _named_here(named_by, person_of(named_by))
                    if person:
                        sentence = resolve_pronoun(sentence, person)
                elif (
                    named_by is not None
                    and promises_to_pronoun(sentence)
                    and not promise_pronoun_unclear(named_by)
                ):
                    # "Diego asked to move off payroll. I told him he can swap …": to whom
                    person = _named_here(named_by, person_of(named_by))
                    if person:
                        sentence = resolve_promise_pronoun(sentence, person)
                named_by = sentence
                for part in _en_parts(_en_normalize(sentence)):
                    found.extend(read_en_part(part))
            elif (
                cjk_last is not None
                # (a lone "。" after "…" between them is no sentence)
                and not any(t.strip(" …。.！!") for t in sentences[cjk_last[0] + 1 : i])
                and i not in items
                and i - 1 not in items
                # (a taste takes no detail: "コーヒーはブラックが好き。今日は3杯目。")
                and out[cjk_last[1]].kind != "preference"
                and (detail := cjk_detail(sentence, code, out[cjk_last[1]].claim)) is not None
            ):
                # "…全部で約3万字。納品は18日。": a detail completes the fact before it (once)
                j = cjk_last[1]
                out[j] = replace(
                    out[j], claim=out[j].claim + ("、" if code == "ja" else ", ") + detail
                )
                cjk_last = None
                continue
            elif junk_cjk(sentence, code):
                continue  # "跟Zentrix的会议提前结束了", "미안, 민수 말고 지훈 씨 말한 거예요"
            elif ja.OWN_SLIP.search(sentence) and (
                any(c.kind == "correction" for c in out)
                or ja.CORR_STRONG.search(" ".join(sentences[:i]))
                or "정정" in " ".join(sentences[:i])
            ):
                continue  # "…23日でした。病院が水曜休みなの忘れてた。": why the user erred
            elif (
                _CJK_AFTER_REASON.search(sentence)
                and prev_start > 0
                and out[prev_start - 1].kind in ("decision", "preference")
            ):
                continue  # "…に決めた。日本語の方が得意だけど audience は…から": why, said after
            elif i in mailed and (asked := cjk_mail_request(sentence, code)) is not None:
                found = [asked]  # "「… 来週の面談は 木曜 14時 からに変更してください …」"
            else:
                if code == "ko":  # "…민재한테 … 했음. 걔 12월에 결혼해서": 걔 is 민재
                    sentence = ko.that_one(sentence, " ".join(sentences[max(0, i - 2) : i]))
                    # "…근데 생각보다 교수님 엄청 친절하심": the professor named before
                    sentence = ko.titled_one(sentence, sentences[i - 1] if i else "")
                    # "서연이랑 통화 … 넣어줘. 요즘 … 서운해하는 것 같음": 서연's feeling, a fact
                    # about them even when guessed ("것 같음" hedges the user's own words only)
                    felt = ko.feeling_of(sentence, sentences[i - 1] if i else "")
                    if felt != sentence:
                        sentence = felt
                        feeling = make(
                            strip_end(felt).strip(),
                            "fact",
                            felt.split(",")[0],
                            "medium",
                            rule="cjk.feeling-of",
                        )
                        if feeling is not None:
                            out.append(feeling)
                            continue
                lent = _CJK_LEND_SUBJECT.match(sentence.strip())
                subject = lent.group(0) if lent else ""
                read = partial(classify_cjk_piece, code=code, subject=subject, sentence=sentence)
                alone = partial(read, alone=True)
                found = []
                runs = cjk_segments(_cjk_fact_pieces(sentence, code), code, alone)
                for n, run in enumerate(runs):
                    if n == 1:  # a later run has its own subject ("…，阿杰现在在字节…")
                        read = partial(classify_cjk_piece, code=code, subject="", sentence=sentence)
                        alone = partial(read, alone=True)
                    found.extend(split_facts(run, read, alone, parallel=topic_twin))
                found = kin_tie("".join(runs[0]), code, found)
                found = paren_tie(sentence, code, found)
                found = sender_tie(sentence, code, found)
                if code != "ko" and ("（" in sentence or "(" in sentence):
                    found = with_appositives(sentence, found)  # Korean: paren_tie
            if i in items:
                continues = code in ("ja", "ko") and _cjk_item_continues(
                    text, sentences, i, items, sentence_at
                )
                if (
                    continues
                    and not _CJK_NOTE_PENDING.search(sentence)
                    and not _CJK_NOTE_TODO.search(sentence)
                    and not any(c is not None and c.salience != "low" for c in found)
                    and cjk_last is not None
                    and cjk_last[0] == i - 1
                    and 0 < len(note := strip_end(sentence).strip()) <= 12
                ):
                    # "- ミケ（猫、12歳）。腎臓病あり。療法食のみ。": a plain note joins its head
                    j = cjk_last[1]
                    out[j] = replace(
                        out[j], claim=out[j].claim + ("、" if code == "ja" else ", ") + note
                    )
                    cjk_last = (i, j)
                    continue
                if continues:
                    # "- 11월 1일부터 CCU. 오지은 교수님 팀. 인턴은 누가 올지 아직 모름.": after
                    # an item's head, a plain note is no status of its own; what a rule reads
                    # in it (a promise, a decision, a dated fact) stays; a to-do does not
                    # ("その前に病院の面会時間を確認", "재인증 교육 11월 중에 잡아야 함")
                    todo = cjk_todo_item(sentence)
                    found = [
                        c
                        for c in found
                        if c is not None
                        and c.salience != "low"
                        and (not todo or c.kind in _CJK_TODO_KEEPS)
                    ]
                else:
                    found = _status_item(sentence, found, i in promised, i in settled)
            else:
                listed_items = _amount_items(sentence)
                if listed_items:
                    found = [c for c in found if not _restates(c, listed_items)]
                elif code == "en" and (listed_items := _dose_items(sentence)):
                    # the whole list read as one statement goes: its items say it
                    found = []
                found = [*found, *listed_items]
            if decide_next:
                decide_next = False
                found = [
                    replace(c, kind="decision", salience="high", rule="cjk.decision.said-before")
                    if c is not None
                    and c.kind in ("fact", "project_state", "commitment", "preference")
                    and not c.transient
                    else c
                    for c in found
                ]
            if code == "en" and i in posted:
                if mail_boilerplate(sentence):
                    continue  # "We apologise for any inconvenience" (what every message says)
                if not any(c and c.salience != "low" for c in found):
                    found = [mail_fact(sentence)]  # "Y11 mocks will run w/c 2nd December"
            if code == "en":
                found = [anchored(c, sentence) for c in found]  # a concrete low statement
                found = [c and _with_old(c, sentence) for c in found]  # "…, not 2.85"
            for cand in found:
                if cand is None or _MOOD_ONLY.fullmatch(_strip_emoji_tail(cand.claim)):
                    continue  # "Feeling a bit burnt out honestly", "妈妈有点不开心"
                if (_DAY_SUMMARY if code == "en" else _CJK_FRAME_ONLY).fullmatch(cand.claim):
                    continue  # "약속했어요", "佐藤さんが言うには", "today was a mess" (a frame)
                if _error_cause(cand.claim):
                    continue  # "In my notes", "schedule 見間違えた": how a mistake happened
                if code != "en" and _MIXED_QUESTION.match(cand.claim):
                    continue  # "what's the difference between … 和 … 啊 我总是搞混"
                if code != "en" and _CJK_NOTE_TO_SELF.search(cand.claim):
                    continue  # "passport と 在留カード 忘れないように" (a note to self)
                if code == "en" and cand.claim.isascii() and _remnant(cand.claim):
                    continue  # "Marisol needs to know", "We switched last wk" (a remnant)
                if undo:
                    cand = replace(cand, claim=keep_words(cand.claim, undo))
                if back:
                    cand = replace(
                        cand,
                        claim=as_typed(cand.claim, simp, typed, back),
                        entity=cand.entity and as_typed(cand.entity, simp, typed, back),
                        corrects=cand.corrects and as_typed(cand.corrects, simp, typed, back),
                    )
                cand = timed(cand)  # transient by the claim's time anchors (:mod:`.timing`)
                key = (normalize_claim(cand.claim), cand.entity or "")
                if key in seen:
                    continue
                seen.add(key)
                out.append(cand)
                if code in ("ja", "ko") and cand.salience != "low":
                    cjk_last = (i, len(out) - 1)
        return _form_fields_joined(out)
