"""The items of a list: status, roster, to-do, dose and amount items, and form fields.

An item of a status list is the user's report on their work (:func:`_status_item`): project
state even when its subject is a thing, a relationship when it is a roster line
(:func:`_roster_item`), a promise or a decision when its list's label says so. A note after
an item's head on its line continues the item (:func:`_cjk_item_continues`). An inline list
of doses or amounts is one fact per item (:func:`_dose_items`, :func:`_amount_items`; the
whole list read as one claim goes: :func:`_restates`), and three or more fields of a pasted
form are one statement of the job (:func:`_form_fields_joined`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from writeback.extract.base import Candidate
from writeback.extract.rules import en, ja
from writeback.extract.rules.cjk import (
    FORM_FIELD,
    cjk_item_asks,
    cjk_item_trimmed,
    cjk_status_item,
    cjk_todo_item,
)
from writeback.extract.rules.common import make, strip_end

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
