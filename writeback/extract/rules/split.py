"""One sentence, several facts: where the rules engine cuts a sentence and when it does not.

Annotators and users alike pack two facts into one sentence ("we're on k8s 1.27 and the
upgrade to 1.29 is blocked on istio", "我叫陈峰，我的直属领导是Linda", "저는 백엔드 개발자고
네이버에서 일해요") and just as often tell one fact in two clauses ("I never use ORMs, I write
raw SQL", "我是前端工程师，主要写 React"). The language readers cut a sentence into *pieces*
where a second fact may start (:func:`writeback.extract.rules.english._en_fact_pieces`,
:func:`writeback.extract.rules.cjk._cjk_fact_pieces`); :func:`split_facts` reads each piece on
its own and groups them: a piece that states a salient fact starts a group unless
:func:`_same_fact` says it only continues the one before. With fewer than two groups the
sentence is read whole as it would be without the cut — except that a request before a fact a
specific rule states drops out ("leave a TODO, I'll ping Marcus tomorrow"), and an English
"she/he" reads as the person it stands for (:func:`.english._antecedent`).

English clauses with a subject of their own (see docs/extract.md, "One sentence, several
facts"): a she/he clause about the person the group opens with continues it unless its kind
or transience differs (:func:`_same_person`), or it is a plain fact of their life after a
taste or a promise, or where they live or work after who they are (``en.LIFE_CLAUSE``); a
standing routing ("…, route billing tickets to Keisha") is its own fact; a consequence that changes the subject and lasts
is its own fact (:func:`_subject`, ``en.LASTING_CONSEQUENCE``); a bare noun phrase clause
stands alone when a specific rule reads it (``en.BARE_NP_CLAUSE``); two environments are two
facts; a short clause of another named person beside a salient one is read as its twin
(``parallel``, :func:`.english._parallel_en`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from writeback.extract.base import Candidate
from writeback.extract.rules import en
from writeback.extract.rules.common import strip_end

__all__ = ["contrastive_topics", "split_facts"]

_MAX_PIECES = 8
# What joins one fact to the next inside a sentence; dropped when a piece is read alone.
_JOINER = re.compile(r"^(?:[\s,，、;；:：—–-]+|(?:and|but|while|plus|also)\b)+", re.IGNORECASE)
# A piece that opens a second, separate fact even when it is of the same kind as the one
# before: an explicit "also" ("另外我们组…", "あと…", "그리고…"), or a subject of its own
# ("… and the roadmap is frozen", "…, Kim is the PM", "…、鈴木さんが…", "… and my manager …").
# Without one, two pieces of the same kind are one fact told in two clauses ("I never use ORMs,
# I write raw SQL", "我是前端工程师，主要写 React", "flying to Seoul and I'll be offline").
_NEW_FACT = re.compile(
    r"^[\s，、,]*(?:另外|还有|而且|同时|あと|それと|それから|그리고)|"
    r"^[\s,;—–-]*(?:(?:and|but|while|plus)\s+)?(?:(?:the|our|my|his|her|their)\s+[\w-]+|"
    r"(?-i:[A-Z][a-z])[\w'-]*(?=\s))|^[\s，、,]*[^\s，、,]{1,8}(?:さん|님|氏)",
    re.IGNORECASE,
)
_KO_AND = re.compile(r"[가-힣]고,?$")
_KO_TOPIC = re.compile(r"^\s*\S{1,12}(?:은|는|이|가)\s")
# A piece that only continues the one before: a negated alternative ("…，不是8080"), a
# consequence ("…，所以今天…"), a usage detail ("我是前端工程师，主要写 React").
_CONTINUES = re.compile(
    r"^(?:not\b|so\b|previously\b|it used to be\b|是|不是|不用|不太用|并不|而不是|所以|因此|偶尔|平时|"
    r"一般|主要|通常|之前是|以前是|原来是|前は|以前は|전에는|원래는|"
    r"じゃなく|ではなく|なので|だから|主に|普段|아니라|그래서|주로|보통|평소)|아니(?:라|고)요?$",
    re.IGNORECASE,
)
# "我们商量好了，API 统一用 snake_case": a bare decision marker heads the fact after it.
_MARKER_ONLY = re.compile(
    r"^(?:我们团队|我们公司|我们组里|我们|咱们|团队|组里|组内|我们组|团队里|公司|うちは|チームで|우리는?|"
    r"저희는?)?\s*(?:刚|已经|终于)?"
    r"(?:商量好了|"
    r"决定了|定了|说好了|"
    r"決めました|決まりました|결정했어요|정했어요)[，,、]?\s*$"
)
_PLEASE = re.compile(r"^(?:please|pls|plz)\s+|\s+(?:please|pls|plz)(?=[\s,.!]|$)", re.IGNORECASE)
# The group before ends in a reason or concession ("私は朝型なので、…", "僕はGoが好きなんだけど、…").
_REASON_END = re.compile(
    r"(?:ので|から|けど|けれど|のに|라서|니까|는데|인데|은데|지만)[，,、]?\s*$"
)
# The user or their team as the subject of a piece.
_FIRST_OR_TEAM = re.compile(
    r"^[\s,，、;—–-]*(?:(?:and|but|while|plus)\s+)?(?:i\b|i'm|i've|i'll|i'd|we\b|we're|we've|"
    r"we'll|my\b|our\b|我|私|僕|俺|저|제|나는|내가|우리|저희|うち)",
    re.IGNORECASE,
)
# A group that only gives the user's name: whatever follows is a fact of its own.
_NAME_GROUP = re.compile(
    r"^(?:my name is|my name's|i'm|i am|call me)\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
    r"[\s,.;—–-]*(?:btw|by the way|fyi|here)?[\s,.;—–-]*$|^(?:我叫|我是)[\u4e00-\u9fffA-Za-z]{2,8}[，,\s]*$|"
    r"^(?:私は|僕は|俺は)[^\s、，,]{1,10}(?:です|と申します|といいます)[、，,\s]*$|"
    r"^(?:저는|제 이름은)\s*[가-힣A-Za-z]{2,8}(?:이고|입니다|이에요|예요|고)[,，\s]*$",
    re.IGNORECASE,
)
# A lead about the code at hand: what follows describes the code, not the user.
_CODE_LEAD = re.compile(
    r"^\s*(?:this|that|these|the (?:function|method|class|test|query|code|file|endpoint|handler)|"
    r"这个|这段|该|この|その|이\s|그\s|이거|그거)",
    re.IGNORECASE,
)
# A standing request to the agent ("Stop suggesting Jest", "pls always show me the diff").
_STANDING_REQUEST = re.compile(
    r"^(?:(?:please|pls|plz)\s+)?(?:stop|never|always|don't|do not|no|use|avoid|keep|prefer)\b",
    re.IGNORECASE,
)
# A piece that points back at the fact before it ("… — the team agreed on it Monday").
_ANAPHORA = re.compile(
    r"\b(?:agreed on|agreed to|signed off on|decided on|approved|voted for|voted on|pushed for|don't want|"
    r"do not want|hate|love|like|own|handle|take over|drive|run) (?:it|that|this|them|those)\b|"
    r"(?:저도|나도) (?:찬성|동의)|我也(?:同意|赞成|支持)|(?:私|僕)も(?:賛成|同意)|"
    r"^[，,、\s]*(?:这是|那是|这个是|それは|これは|그건|이건)",
    re.IGNORECASE,
)


# A Japanese or Korean clause that opens on a topic ("画像は…", "프로덕션은 …"): the contrastive
# は/은/는 that sets two things side by side.
_CJK_TOPIC_OPEN = re.compile(
    r"^(?P<topic>(?:[A-Za-z][\w.-]*\s|(?:[가-힣]{1,4}(?<![은는이가을를에])\s){1,2})?[^\s、，,。は은는が]{1,12}?)(?:は|\s?(?:은|는))(?!\s?(?:ず|ない))"
    r"\s?\S.{3,}"
)
# A topic that says when, opens the talk or is the user, not a thing of its own ("今日は",
# "実は", "요즘은", "저는").
_CJK_TOPIC_NOT_THING = re.compile(
    r"^(?:今日|明日|昨日|今週|来週|今月|来月|今年|来年|今|最近|普段|実|本当|前|以前|その後|これ|それ|"
    r"오늘|내일|어제|이번|다음|지금|요즘|요새|원래|사실|전에|그\s?후|이건|그건|"
    r"私|僕|俺|うち|当社|弊社|저|나|우리|저희|제)$|"
    # a place, a means or a clause made a noun, not a thing: "ドキュメントには", "言ったのは"
    r"(?:に|で|と|の|から|まで|에서|에게|한테)$"
)
# A clause that ends as a statement does ("…に置いてます", "…온프레미스예요"), not a note
# ("図は5枚くらい").
_STATEMENT_END = re.compile(r"(?:です|ます|ました|だ|った|ている|てる|요|다|음|함)$")
_KANA_HANGUL = re.compile(r"[\u3040-\u30ff가-힣]")


def contrastive_topics(first: str, second: str) -> bool:
    """Do two Japanese or Korean clauses each open on a different thing as their topic ("Koi
    Ramenのサイトは今Vercelで動いてて、画像はCloudinaryに置いてます", "우리 스테이징은 GKE에서
    돌아가고 프로덕션은 아직 온프레미스예요")? Chinese has no topic particle to go by."""
    if _REASON_END.search(first) or _REASON_END.search(second):
        return False  # "ロードマップは凍結されたので、新機能はしばらく入りません": a cause and its effect
    if not any(_STATEMENT_END.search(strip_end(c.strip(" ，,、"))) for c in (first, second)):
        return False  # "タイトルは「…」、図は5枚くらい": notes, the later one no statement
    a = _CJK_TOPIC_OPEN.match(_JOINER.sub("", first).strip())
    b = _CJK_TOPIC_OPEN.match(_JOINER.sub("", second).strip())
    if a is None or b is None or not _KANA_HANGUL.search(second):
        return False
    ta, tb = a.group("topic").strip(), b.group("topic").strip()
    return ta != tb and not _CJK_TOPIC_NOT_THING.search(ta) and not _CJK_TOPIC_NOT_THING.search(tb)


# Kinds that state a stance (a taste, a promise, a choice), not how things are.
_STANCES = frozenset(("preference", "commitment", "decision"))


# A Japanese clause that ends on the te-form of the copula ("…は学内共用で、"), and a clause that
# names a topic or a subject of its own ("今は…", "佐藤さんが…").
_JA_TE_COPULA = re.compile(r"[^\sでていの\x00-\x7f]で[、,]\s*$")
_JA_TASTE_TE = re.compile(r"(?:好き|嫌い|苦手|得意)で[、,]\s*$")
_JA_OWN_TOPIC = re.compile(r"^[、,\s]*[^\s、,。]{1,12}?(?:は|が|も)")


def _same_fact(
    group: str, last: Candidate, piece: str, cand: Candidate, she_he: bool = False
) -> bool:
    """Does ``piece`` (a salient statement on its own) only continue ``group``? ``she_he``: the
    piece was opened by "she"/"he", now the name of a person of the group."""
    if _NAME_GROUP.search(_JOINER.sub("", group)):
        return False  # "my name is Olusegun, I just joined the payments team at Kestrel Pay"
    if _MARKER_ONLY.match(_JOINER.sub("", group)):
        return True  # "我们商量好了，API 统一用 snake_case"
    if (
        _JA_TE_COPULA.search(group)
        and not _JA_OWN_TOPIC.match(piece)
        # "Pythonが好きで、Rustを勉強中です": a taste, then another fact
        and not _JA_TASTE_TE.search(group)
        and (last.kind == cand.kind or last.kind == "fact")
    ):
        # "TEMは学内共用で、今年度から月2回までしか予約できないルールになった": the clause
        # after "…で、" goes on about the same topic
        return True
    if _REASON_END.search(group):
        # "私は朝型なので、…" is one fact; "休みを取るので、明日までに共有します" is a situation
        # and a promise
        # and a promise; "妻が来月出産予定なので、1月は育休を取ることにしました" is a situation
        # and a decision
        return not (
            cand.kind == "commitment"
            and (last.transient or _WHEN.search(cand.claim))
            or cand.kind == "decision"
            and last.transient
        )
    if cand.rule == "frame:routing":
        return False  # "Nadia is my executive assistant, route scheduling through her"
    if last.rule == "frame:role×name" and she_he:
        # "accountant is ruth hennessy, she wants receipt photos every sunday": two facts;
        # "Their IT contact is Marcus Hale, he's the one who'll whitelist our IPs": one tie
        return bool(_WHO_AGAIN.match(piece))
    if cand.kind == "fact" and cand.entity and cand.entity != last.entity:
        return False  # "저는 백엔드 개발자고 네이버에서 일해요": the workplace is its own fact
    if _ANAPHORA.search(piece):
        return True  # "…standardizing on Tailwind — the team agreed on it Monday"
    if _ENV_SUBJECT.match(piece) and _ENV_SUBJECT.match(_JOINER.sub("", group)):
        return False  # "staging runs on GKE now, prod is still on the old EC2 boxes"
    if en.BARE_NP_CLAUSE.match(piece) and not _NEGATED.search(group):
        # "we burned 210k in October, runway is 19 months": a figure or a date of its own, when
        # a specific rule reads it or the clause names a figure ("…renewal is due Jan 31,
        # premium went up 18% this year"); not "I'm the only backend person here, the rest are
        # designers"
        return not (_specific(cand) or _OWN_FIGURE.search(piece))
    if (
        cand.kind == "relationship"
        and last.kind not in ("relationship", "correction")
        and _TIE_CLAUSE.match(piece)
        and _same_person(group, piece)
    ):
        return False  # "Kofi is picking me up at the airport, he's our country director"
    if last.kind == "relationship" and en.LIFE_CLAUSE.match(piece) and _same_person(group, piece):
        return False  # "Okonkwo's wife is Adaeze, she volunteers at the clinic": two facts
    if _same_person(group, piece) and (
        (cand.kind, cand.transient) == (last.kind, last.transient)
        or last.kind == "relationship"
        or (not _specific(cand) and not (last.kind in _STANCES and cand.kind == "fact"))
    ):
        # "Tom is our designer, he owns the status page copy": more about Tom; not a taste or
        # a promise, then a plain fact of their life ("Kwame prefers weekend shifts, he has
        # classes during the week": two facts)
        return True
    if last.kind == "correction":
        return True  # "不是Java，是Kotlin，后端全部用Kotlin写的": the correction's support
    if last.kind == "relationship" and not (_FIRST_OR_TEAM.match(piece) or _NEW_FACT.match(piece)):
        return True  # "小林さんは元同僚で、今はフリーランスです": more about the same person
    if last.kind == "preference" and _STANDING_REQUEST.match(_JOINER.sub("", group)):
        return True  # "Stop suggesting Jest, we use Vitest": the standing request's reason
    if cand.kind in ("project_state", "fact") and contrastive_topics(group, piece):
        return False  # "…サイトは今Vercelで動いてて、画像はCloudinaryに置いてます": two things
    return (
        (cand.kind, cand.transient) == (last.kind, last.transient)
        and not _NEW_FACT.match(piece)
        and not (_KO_AND.search(group) and _KO_TOPIC.match(_JOINER.sub("", piece)))
    )


# An English piece opened by a person's name ("Tom owns …", "Coach Benny from Tolworth said
# …"); ``poss`` when the name is a possessor ("Tyrone's last day is …": another subject).
_PERSON_START = re.compile(
    r"^[\s,;—–-]*(?i:(?:and|but|so|oh|ok|okay|also)\W+){0,2}(?i:[\w\s]{1,20}?(?:up|mind|btw|fyi)\b[:,]?\s+)?"
    r"(?:(?i:my|our|their)\s+(?:(?!(?:is|was|are)\b)[a-z-]+\s+){1,2}?)?"  # "my teammate Hiroshi wrote …"
    r"(?P<name>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.\s+)?"
    r"(?!(?:The|This|That|These|Those|It|My|Our|Their|They|We|He|She|His|Her)\b)"
    r"[A-Z][a-z][\w-]*(?:\s+[A-Z][\w-]*)?)"
    r"(?P<poss>'s\s+(?![a-z]+ing\b|(?:been|got|not|a|an|the|also|just|still|now|our|my|their|"
    r"on|in|at|out|off|back|away|due)\b))?"
)


# A clause that says who the person is: "…, Kofi is our country director".
_TIE_CLAUSE = re.compile(
    r"^[\s,;—–-]*(?:and\s+)?(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'-]*)?\s+is\s+(?:our|my)\s",
    re.IGNORECASE,
)
# A she/he clause (read with the person's name for the pronoun) that only says again who the
# person is: "…, he's the one who'll whitelist our IPs", "…, she's our main contact".
_WHO_AGAIN = re.compile(
    r"^[\s,;—–-]*(?:and\s+)?(?:she|he|they|(?-i:[A-Z])[\w'’-]*(?:\s(?-i:[A-Z])[\w'’-]*)?)"
    r"(?:['’]s|\s+is|['’]re|\s+are)\s+"
    r"(?:the\s+one|our|my|their|the)\b",
    re.IGNORECASE,
)
_SHE_HE = re.compile(r"^[\s,;—–-]*(?:(?:and|but|so)\s+)?(?:she|he)\b", re.IGNORECASE)


# A clause that denies or ends something: what follows says what holds instead ("we're not
# using it anymore, sessions are in Postgres now"), one fact.
# An environment as a subject: two of them side by side are two facts.
_ENV_SUBJECT = re.compile(
    r"^[\s,;—–-]*(?:(?:and|but|while)\s+)?(?:prod|production|staging|dev|qa|test)\s+"
    r"(?:\w+\s+){0,3}?(?:is|are|runs|uses|lives|sits|has)\b",
    re.IGNORECASE,
)
# A figure in a clause: an amount, a share, a count ("18%", "$14,800", "19 months").
_OWN_FIGURE = re.compile(r"\d")
_NEGATED = re.compile(r"\b(?:not|n't|no longer|anymore|stopped|dropped)\b", re.IGNORECASE)
_SO = re.compile(r"so\s+(?=\S+\s+\S+\s+\S)", re.IGNORECASE)
# Who a clause is about, for a consequence ("…, so I'll …"): the user, the team, a name, or the
# first words of another subject.
_SUBJECT = re.compile(
    r"""^[\s,;—–-]*(?:(?:and|but|so|ok|okay|btw|fyi|oh|also|heads\ up)\W+)*
    (?:(?P<i>i|i'm|im|i'll|i've|i'd|me)\b(?!\s+and\b)
      |(?P<we>we|we're|we'll|we've|we'd|us|our\ team|the\ team|me\ and\ \w+|\w+\ and\ (?:i|me))\b
      |(?P<name>(?-i:[A-Z][a-z]+))(?:'s)?\b
      |(?P<other>\S+(?:\s+\S+)?))""",
    re.IGNORECASE | re.VERBOSE,
)


def _subject(text: str) -> str:
    """The subject class of an English clause: "i", "we", the name, or its first two words."""
    m = _SUBJECT.match(text)
    if m is None:
        return ""
    kind = next(k for k in ("i", "we", "name", "other") if m.group(k))
    return kind if kind in ("i", "we") else m.group(kind).lower()


def _same_person(group: str, piece: str) -> bool:
    """Is ``piece`` about the person ``group`` opens with, as its subject (not a thing of
    theirs: "…, Tyrone's last day is the 19th")?"""
    p, g = _PERSON_START.match(piece), _PERSON_START.match(group)
    if p is None or g is None or p.group("poss") or g.group("poss"):
        return False
    return g.group("name").endswith(p.group("name"))


def split_facts(
    pieces: list[str],
    classify: Callable[[str], Candidate | None],
    alone: Callable[[str], Candidate | None] | None = None,
    written: list[str] | None = None,
    parallel: Callable[[str, Candidate, str], Candidate | None] | None = None,
    keep_head: bool = False,
) -> list[Candidate | None]:
    """One sentence carrying several facts ("we're on k8s 1.27 and the upgrade is blocked on
    istio", "我叫陈峰，我的直属领导是Linda"). ``pieces`` cover the sentence end to end (an
    English piece starts with its joiner, a CJK piece ends with its comma). A piece that states a salient fact on its own starts a group,
    unless it only continues the group before it (:func:`_same_fact`); one that states nothing
    salient (a request, a reason, a negated alternative) stays with the group before it,
    leading ones with the first (or, before a fact a specific rule states, drop out). Each
    group is read as one sentence; with one group and no lead dropped the sentence is read
    whole. ``alone`` (default: ``classify``) reads a piece tried as a fact of its own. A
    sentence of more than ``_MAX_PIECES`` pieces is read whole (pasted lists, not speech).
    ``written`` (same length as ``pieces``) holds the pieces as the user wrote them, before a
    pronoun was resolved to its name: a piece that continues a group joins it as written
    ("Tom is our designer, he owns the status page copy"). ``parallel(piece, sibling,
    sibling_text)`` reads a piece the rules do not keep on its own as the parallel of a salient
    clause beside it ("Kofi is backend, Yara is design systems"; None when it is not one).
    ``keep_head``: a group that is read as nothing whole (a trailing aside vetoes it: "Dark
    theme everywhere please, including the coverage report, I read these at night") keeps
    what a specific rule read in its first piece alone."""
    if not 1 < len(pieces) <= _MAX_PIECES:
        return [classify("".join(written or pieces))]
    if written is None or len(written) != len(pieces):
        written = pieces
    classify = _memo(classify)
    alone = _memo(alone) if alone is not None else classify
    groups: list[str] = []
    last: Candidate | None = None
    lead = ""
    taste: dict[int, Candidate] = {}
    made: dict[int, tuple[Candidate, str]] = {}  # a parallel clause read as its twin
    # a group's first piece read alone, for a group a trailing aside vetoes whole
    heads: dict[int, Candidate] = {}
    for piece, as_written in zip(pieces, written, strict=True):
        text = _JOINER.sub("", piece)
        bare = text.strip(" ，,、。.")
        short = len(text.split()) < 3 if text.isascii() else len(bare) <= 3
        so = _SO.match(text)
        if so and groups and _subject(text[so.end() :]) != _subject(groups[-1]):
            # "my daughter Noor starts at Linden next week so i'll be leaving at 3 most days":
            # a consequence that changes the subject is a fact of its own
            rest = text[so.end() :]
            cand = alone(rest)
            if (
                cand is not None
                and cand.salience != "low"
                and (
                    cand.kind == "decision"
                    or en.LASTING_CONSEQUENCE.search(rest)
                    # "…, so the sign-off on the fee schedule slips to next Tuesday": a thing
                    # of the work in a state of its own
                    or en.THING_CONSEQUENCE.match(text)
                    # "… half term week so Dean's running training": a duty handed to someone
                    or (cand.kind == "relationship" and _subject(rest) not in ("i", "we"))
                )
            ):
                groups.append(piece[: piece.index(text)] + rest)
                lead, last = "", cand
                continue
        # "ok so Brightwell Bakery finally paid …": before any fact, "so" only opens the talk
        opening_so = not groups and _SO.match(text) is not None
        cand = None if short or (_CONTINUES.search(text) and not opening_so) else alone(text)
        if cand is None or cand.salience == "low":
            twin = None
            if parallel is not None and groups and last is not None and not lead:
                twin = parallel(text, last, _JOINER.sub("", groups[-1]))
            if twin is not None:
                # "Teodora is our docs lead, Sanjay does releases": a second person's part
                made[len(groups)] = (twin, piece)
                groups.append(piece)
                last = twin
            elif groups:
                groups[-1] += as_written
            else:
                lead += as_written
        elif last is not None and _same_fact(
            groups[-1], last, piece, cand, piece != as_written and bool(_SHE_HE.match(as_written))
        ):
            groups[-1] += as_written
        else:
            twin = None
            if lead and parallel is not None:
                twin = parallel(_JOINER.sub("", lead), cand, text)
            if twin is not None:
                # "Kofi is backend, Yara is design systems": the first person's part
                made[len(groups)] = (twin, lead)
                groups.append(lead)
                lead = ""
            if lead:
                # "不是Java，是Kotlin": the group, not its last piece, says what it is. A
                # request before the fact ("leave a TODO, I'll ping Marcus tomorrow") drops
                # out when the fact is one a specific rule states.
                whole = classify(_JOINER.sub("", lead + piece))
                taste_only = cand.kind == "preference" and cand.salience == "high"
                weak_whole = whole is not None and _specific(cand) and not _specific(whole)
                if whole is not None and not (taste_only and whole == cand) and not weak_whole:
                    cand, piece = whole, lead + piece
                elif taste_only and (_PLEASE.search(lead) or _STANDING_REQUEST.match(lead)):
                    # "no semicolons please, I always write TS without them": the taste is
                    # the request; keep both halves as the user wrote them.
                    text = strip_end(_PLEASE.sub("", (lead + piece).strip()))
                    taste[len(groups)] = replace(cand, claim=text[:1].upper() + text[1:])
                elif not _specific(cand) or _CODE_LEAD.match(lead):
                    piece = lead + piece  # "この関数は…、呼び出し側でチェックしない" stays code
                elif _statement_lead(lead, classify):
                    # "Too late, St Wilfrid's deposit is non-refundable and Sunita loves the
                    # hall now": a plain statement before a taste is no request; it is read
                    # on its own (the anchors may keep it)
                    groups.append(lead)
            groups.append(piece)
            lead, last = "", cand
            if keep_head and cand.salience != "low" and (_specific(cand) or _tie(cand)):
                heads[len(groups) - 1] = cand
    swaps = [(w, p) for w, p in zip(written, pieces, strict=True) if w != p] if keep_head else []

    def resolved(g: str) -> Candidate | None:
        """The group with its pronouns named, when read as written it is nothing ("Maya wants
        to be a marine biologist lol, she's obsessed with octopuses")."""
        for w, p in swaps:
            g = g.replace(w, p, 1)
        return classify(_JOINER.sub("", g)) if swaps else None

    if len(groups) > 1 or groups and groups[0] != "".join(written):
        return [
            taste.get(i)
            or (made[i][0] if i in made and made[i][1] == g else None)
            or classify(_JOINER.sub("", g))
            or resolved(g)
            or heads.get(i)
            for i, g in enumerate(groups)
        ]
    as_typed = "".join(written)
    return [classify(as_typed) or resolved(as_typed) or heads.get(0)]


def _memo(
    fn: Callable[[str], Candidate | None],
) -> Callable[[str], Candidate | None]:
    """``fn`` with its answers kept for this one sentence (a group is often one piece)."""
    seen: dict[str, Candidate | None] = {}

    def read(text: str) -> Candidate | None:
        if text not in seen:
            seen[text] = fn(text)
        return seen[text]

    return read


def _statement_lead(lead: str, classify: Callable[[str], Candidate | None]) -> bool:
    """An English lead that states something (low on its own) with a name or a figure in it,
    not a request or a reason."""
    text = _JOINER.sub("", lead)
    if not text.isascii() or not _LEAD_ANCHOR.search(text):
        return False
    found = classify(text)
    return found is not None and found.salience == "low" and found.kind != "commitment"


_LEAD_ANCHOR = re.compile(r"\d|(?<=\w\s)(?-i:[A-Z])\w")


def _tie(cand: Candidate) -> bool:
    """Who a person is, read by a rule or a frame (not the fallback tier), or what a named
    person did, read by a frame: kept when an aside after it vetoes its group ("Marisol is my
    sous chef, she runs the line when I'm not there", "Tessa finished the swamp biome ahead
    of schedule, it looks incredible")."""
    rule = cand.rule or ""
    return (cand.kind == "relationship" and not rule.startswith("en.fallback")) or rule.startswith(
        "frame:named×"
    )


def _specific(cand: Candidate) -> bool:
    """Stated by a specific rule, not the fallback tier (which says ``medium`` at most). A
    promise made beside a request counts only with a when ("…, I'll ping Marcus tomorrow"; not
    "write the boilerplate and I'll fill in the logic")."""
    if cand.kind == "commitment":
        return bool(_WHEN.search(cand.claim))
    return cand.salience == "high" or cand.transient


_WHEN = re.compile(
    r"\b(?:by|before|until|till|once|after|tomorrow|tonight|today|this (?:week|weekend|afternoon|evening|morning)|"
    r"next (?:week|month|sprint)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|eod|eow|end of)\b|"
    r"明天|今天|今晚|下周|周[一二三四五六日末]|之前|月底|明日|今日|来週|までに|내일|오늘|다음 주|까지",
    re.IGNORECASE,
)
