"""The kind of a claim whose rule leaves it open, in all four languages (the last step of the
``extract`` pass, after :func:`.timing.timed`: the kind changes neither what is found nor its
``transient`` flag).

A fallback rule (``en.fallback:fact``, ``cjk.fallback:fact`` …) keeps a plain statement no
specific rule read and gives it a default kind; the labelling convention
(docs/blind-brief.md) asks more of it. :func:`settle` reads such a claim by its subject and
complement classes, from word lists (:data:`WORDS`, one entry per language), most specific
first:

- a promise or obligation (``commitment``): something to do by a day ("合同要在月底之前寄回
  给律师", "報告書の日程調整は私の方でいたします", "다음 주 금요일까지 견적서 보내야 해요",
  "Needs to pay the tiling contractor by the 14th");
- a choice of the user's (``decision``, ja/ko): what they will make of a thing ("来月から水曜も
  定休にする", "가게 내년 봄에 정리하려고요");
- who someone is (``relationship``, zh): a name, then "is our …" and a role noun ("Marco是我们
  意大利的经销商");
- the work's state (``project_state``): a thing of the user's work — an order, a price, a
  supplier, a shipment, stock, staff numbers, a contract, a lead time — ("印刷厂那边交期排到了
  下个月10号", "倉庫の在庫は残り30ケースです", "택배 단가가 박스당 3,100원으로 올랐어요"; in
  English with a figure: "Studio hire from Riverside Rooms is £90 per session"), unless it is
  the user's own life (kin, health, home: "딸 생일 케이크 주문 3만 5천원에 했어") or the user
  is the subject ("我在一家做物流的公司上班");
- and back: a default ``project_state`` about the household and nothing of the work is a
  ``fact`` ("We went to urgent care on Sunday, x-ray was clear").

The rule's own kind stands when none of these reads the claim. A rule that decides its kind
(a correction, a decision verb, a named person's frame) is never read again here: only the
rules in :data:`OPEN`. The rule of a claim whose kind changed says so:
``cjk.fallback:fact>project_state``.
"""

from __future__ import annotations

import re
from dataclasses import replace

from writeback.extract.base import Candidate
from writeback.extract.rules.common import longest_first

__all__ = ["OPEN", "WORDS", "settle"]

# The rules whose kind is a default, not a reading: the fallback tiers.
OPEN = frozenset(
    {
        "cjk.fallback:fact",
        "cjk.first-person:fact",
        "en.fallback:fact",
        "en.anchored:fact",
        "en.fallback.thing:fact",
        "list.amounts",
        "en.fallback:project_state",
        "cjk.fallback:project_state",
    }
)

# The lexicon: word lists as data, per language, joined into the patterns below.
# fmt: off
WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        # things of the user's work said with a figure: "LX hire from Stagecraft North is
        # £2,350 for the tour", "3 album option, 18k advance", "both on 6 wk contracts"
        "work": (
            "contracts?", "advance", "merch", "invoices?", "invoiced", "quotes?", "hire", "orders",
            "sales", "income", "wages", "employees", "staff", "payroll", "revenue", "turnover",
            "margin", "profit", "budget", "deposit", "suppliers?", "vendors?", "clients?",
            "customers", "pilot", "renewal", "tally", "reprint", "print\\s+run",
            # (not soup stock: "1 qt stock")
            "stock\\s+(?:count|levels?|take)", "(?:in|out\\s+of)\\s+stock",
            "inventory", "shipments?", "deliveries", "pickups?", "fees?", "royalt(?:y|ies)",
            "headcount", "enrol(?:l)?ment", "bookings", "tickets\\s+sold",
            "pre-?orders", "rate\\s+card", "day\\s+rate", "per\\s+(?:show|unit|head)",
        ),
        # the user's own life: kin, health, home
        "life": (
            "my\\s+(?:wife|husband|partner|son|daughter|kids?|mum|mom|dad|mother|father)",
            "birthday", "anniversary", "rent", "mortgage", "doctor", "surgery", "diet",
            "pregnan\\w+", "baby", "wedding", "(?:my|our)\\s+(?:holiday|vacation)", "school\\s+fees",
            "stipend", "salary", "my\\s+pay", "pension", "urgent\\s+care", "x-?ray", "fracture",
            "my\\s+medical", "cpap", "allerg(?:y|ic)", "seasick", "passed\\s+away", "funeral",
            "insulin", "dose", "mg",
            # the user's own spending: "paid for the venue deposit, $1,200"
            "paid\\s+(?:off|for)", "bought", "spent",
        ),
    },
    "zh": {
        # things of the user's work: its money, goods, schedule and people in numbers
        "work": (
            "订单", "訂單", "单价", "單價", "报价", "報價", "成本", "BOM", "交期", "产能", "產能",
            "出货", "出貨", "量产", "量產", "试产", "試產", "模具", "试模", "供应商", "供應商",
            "分销商", "合同", "账期", "帳期", "发票", "發票", "货款", "付款", "库存", "庫存",
            "销量", "銷量", "营业额", "營業額", "业绩", "業績", "营收", "毛利", "认证", "認證",
            "评审", "評審", "工厂", "工廠", "产线", "產線", "线体", "物料", "样品", "樣品", "采购",
            "採購", "下单", "下單", "现货", "原厂", "店里", "店裡", "门店", "門店", "员工", "員工",
            "招聘", "客户", "客戶", "项目", "項目", "排机", "改模", "汇率", "匯率", "锁汇",
            "学籍", "稽核", "预算", "預算", "融资", "融資", "组装", "組裝", "EVT", "DVT",
            "选型", "替代料", "报关", "報關", "物流", "仓库", "倉庫",
        ),
        # the user's own life: kin, health, home
        "life": (
            "我妈", "我爸", "老公", "老婆", "女儿", "女兒", "儿子", "兒子", "孙子", "孫子", "孙女",
            "孫女", "爷爷", "奶奶", "医生", "醫生", "血压", "血壓", "复健", "復健", "住院",
            "手术", "手術", "看护", "看護", "教会", "教會", "生日", "婚礼", "婚禮", "怀孕", "懷孕",
            "身体", "身體", "腰", "眼睛", "白內障", "白内障", "吃药", "吃藥", "房东", "房東",
        ),
        # the people of a working life: "Tomasz是我们波兰的分销商", "Ravi是我们找的认证外包"
        "role": (
            "分销商", "分銷商", "经销商", "經銷商", "代理商", "供应商", "供應商", "外包", "厂长",
            "廠長", "经理", "經理", "顾问", "顧問", "律师", "律師", "会计", "會計", "对接人",
            "對接人", "联系人", "聯繫人", "负责人", "負責人", "合伙人", "合夥人", "客户", "客戶",
        ),
    },
    "ja": {
        "work": (
            "従業員", "社員", "内定", "新卒", "月額", "費用", "単価", "請求", "支払い",
            "入金", "契約", "拠点", "部署", "制度", "コアタイム", "フレックス", "清算期間",
            "採用(?!され)",
            "リース", "年収", "売上", "在庫", "発注", "納品", "納期", "見積", "値上げ", "受検率",
            "健康リスク", "当社", "弊社", "全社", "育休取得", "離職率", "予算", "仕入れ",
            "取引先", "案件", "締切", "締め切り", "リバイズ", "帳簿",
        ),
        "life": (
            "夫[がはのも]", "妻[がはのも]", "娘", "息子", "母[がはのも]", "父[がはのも]", "家族",
            "病院", "体重", "体温", "保育園", "誕生日", "結婚", "手術", "猫", "犬",
        ),
    },
    "ko": {
        "work": (
            "주문", "재고", "발송", "출고", "납품", "입고", "소매가", "원가", "재료비", "소성",
            "부스", "계약", "상품", "카테고리", "판매", "매출", "택배", "집하", "단가", "스토어",
            "가게", "매장", "로테이션", "병동", "브레이크타임", "고객", "거래처", "견적",
            "주문건", "B2B", "배송량", "물량",
        ),
        "life": (
            "엄마", "아빠", "남편", "아내", "딸", "아들", "할머니", "할아버지", "생일", "결혼",
            "혈압", "수면", "당뇨", "약을", "약 먹", "집주인", "월세", "전세", "이사(?!님)",
        ),
    },
}
# fmt: on


# The user as the subject: "我在深圳一家…公司当后端" is their life, whatever its words.
_CJK_I = re.compile(r"^(?:我(?!们|們)|私は|僕は|俺は|저는|제가|나는|내가)")
_WORK = {code: re.compile(longest_first(w["work"])) for code, w in WORDS.items() if code != "en"}
_LIFE = {code: re.compile(longest_first(w["life"])) for code, w in WORDS.items() if code != "en"}
_EN_WORK = re.compile(r"\b(?:" + longest_first(WORDS["en"]["work"]) + r")\b", re.IGNORECASE)
_EN_LIFE = re.compile(r"\b(?:" + longest_first(WORDS["en"]["life"]) + r")\b", re.IGNORECASE)
# A figure of the work: an amount, a count or a share ("£2,350", "18k", "6 wk", "50%").
_EN_FIGURE = re.compile(r"[£$€¥]\s?\d|\b\d[\d,.]*\s?(?:k|m|%|p)?\b", re.IGNORECASE)
# Something the user owes a party by a day, the subject dropped or "I": "Needs to pay the
# tiling contractor by the 14th", "Has to send the Okafors their quote by Friday" (not an
# errand of their own: "I need to finish my thesis by July", "need to renew the car
# registration by March 9").
_EN_OWED = re.compile(
    r"^(?:i\s+)?(?:still\s+|really\s+)?(?:needs?|has|have|must|gotta|'ve\s+got)\s+(?:to\s+)?"
    r"(?:pay|send|deliver|return|hand\s+in|hand\s+over|tell|write\s+to|reply\s+to|"
    r"get\s+back\s+to|refund|reimburse|invoice)\s+(?!my\b|myself\b)"
    r"(?=.*\b(?:by|before|until|till)\s+(?:the\s+)?(?:\d|day\s+\d|end\b|next\b|tomorrow\b|"
    r"(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))",
    re.IGNORECASE,
)


def _en_kind(claim: str, kind: str) -> str:
    """The kind of an English claim: a task owed by a day, then the work's state (a thing of
    the work with a figure, and nothing of the user's life)."""
    if _EN_OWED.match(claim):
        return "commitment"
    if (
        kind == "fact"
        and _EN_WORK.search(claim)
        and _EN_FIGURE.search(claim)
        and not _EN_LIFE.search(claim)
    ):
        return "project_state"
    if kind == "project_state" and _EN_LIFE.search(claim) and not _EN_WORK.search(claim):
        return "fact"  # "We went to urgent care, xray clear": the household, not the work
    return kind


# Who someone is, said as "<name> is our … <role>": "Tomasz是我们波兰的分销商",
# "Ravi是我们找的印度认证外包" (not the user: "我是…"; not a thing: "这个是…").
_ZH_NAME_IS_ROLE = re.compile(
    r"^(?!我|这|這|那|它)(?:[A-Z][\w.-]*(?:\s[A-Z][\w.-]*)?|[\u4e00-\u9fff]{2,3})是"
    r"(?:我们|我們|我的|咱们)[^，,。]{0,10}?(?:"
    + longest_first(WORDS["zh"]["role"])
    + r")(?=$|[，,。！!])"
)
# A thing to hand in or do by a day (a commitment): "要在十二月二十號以前補件", "draft 要在
# 11月15号 前交", "6/7前给Kevin" (not "之前在美团待过": no day before it).
_ZH_DAY_BEFORE = (
    r"(?:\d|[号號日底末]|周[一二三四五六日]|礼拜[一二三四五六天日]|禮拜[一二三四五六天日])\s?"
    r"(?:以前|之前|前)"
)
_ZH_DUE = re.compile(
    # (a day before 前: not "要在大家面前讲")
    r"(?:要|得|必须|必須|须|須|需要)在[^，,。]{1,16}?"
    + _ZH_DAY_BEFORE
    + "|"
    + _ZH_DAY_BEFORE
    + r"(?:要|得|必须|必須)?(?:交|给|給|补|補|提交|寄|送|付|汇|匯|报|報)"
    + r"(?![了过過])"  # done, not owed: "他在周五前交了报告"
)
# The user's own keigo promise of a task ("…の調整は私の方でいたします"), or a task by a day
# ("金曜までに見積もりを出します", "月末までに返さないと").
_JA_DUE = re.compile(
    r"(?:私|僕|わたくし|こちら)(?:の方)?で[^。]{0,24}?(?:いたします|致します|します|やります)$"
    r"|までに[^。]{0,24}?(?:しないと|しなきゃ|しなければ|出します|送ります|返します|提出します|"
    r"いたします|致します)"
)
# "다음 주 금요일까지 보내야 돼", "월말까지 입금해야 함": something owed by a day.
_KO_DUE = re.compile(
    r"까지\s?[^.。]{0,20}?(?:해야|보내야|내야|줘야|드려야|넣어야|끝내야|할게|하겠습니다|드릴게)"
)
_DUE = {"zh": _ZH_DUE, "ja": _JA_DUE, "ko": _KO_DUE}
# A choice of the user's, said as what they will make of a thing from a day on: "来月から水曜も
# 定休にする" (not a meal or a day picked: "お昼はうどんにします", "レビューは明日にします"; not
# "…にするか迷ってる": the end of the claim only), "퍼니스 이번 겨울 전에 바꾸려고요", "가게
# 내년 봄에 정리하려고요".
_CHOICE = {
    "ja": re.compile(r"から[^。]{0,24}?(?:に|へ)(?:する|します)(?:わ|で|よ)?$"),
    "ko": re.compile(r"(?:바꾸|옮기|그만두|끊|팔|접|정리하|옮|닫)(?:으)?려고(?:요|함)?$"),
}


def _cjk_kind(claim: str, code: str, kind: str) -> str:
    """The kind of a zh/ja/ko claim: a promise owed by a day, who someone is, then the work's
    state (a thing of the work and nothing of the user's life)."""
    if _DUE[code].search(claim):
        return "commitment"
    if code in _CHOICE and _CHOICE[code].search(claim) and not _LIFE[code].search(claim):
        return "decision"
    if code == "zh" and _ZH_NAME_IS_ROLE.match(claim):
        return "relationship"
    if (
        kind == "fact"
        and _WORK[code].search(claim)
        and not _LIFE[code].search(claim)
        and not _CJK_I.match(claim)
    ):
        return "project_state"
    if kind == "project_state" and _LIFE[code].search(claim) and not _WORK[code].search(claim):
        return "fact"  # "我儿子下周三开家长会": the user's household, not their work
    return kind


def settle(cand: Candidate, code: str) -> Candidate:
    """``cand`` with the kind its subject and complement say, when its rule left it open
    (:data:`OPEN`); else ``cand`` as it is."""
    if cand.rule not in OPEN:
        return cand
    if code in _DUE:
        kind = _cjk_kind(cand.claim, code, cand.kind)
    else:
        kind = _en_kind(cand.claim, cand.kind)
    if kind == cand.kind:
        return cand
    return replace(cand, kind=kind, rule=f"{cand.rule}>{kind}")
