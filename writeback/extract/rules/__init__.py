"""The ``rules`` engine: deterministic, offline fact extraction for en, zh, ja and ko.

How a turn is read:

1. Fenced code, quoted lines (``> …``) and indented lines (logs, stack traces) are dropped,
   and so is the envelope of pasted mail and chat (greetings, sign-offs, signatures, headers,
   chat timestamps and speakers: :func:`.mail._unwrap`); a quoted block that is a message is
   read as pasted mail (:func:`.mail._unquote`), whose body speaks with its sender's "I" and
   whose signature says who the sender is (:func:`.mail._message_body`, ``en.mail.*``; a
   concrete body sentence no rule reads is kept by :func:`.english.mail_fact`). Items of a
   status list are project state (:func:`.lists._status_item`); a dictated run-on is cut
   before an unpunctuated request, a texted one where a new statement starts
   (:func:`.runon._clauses`).
2. The rest is split into sentences (:func:`.sentences._sentences`: ``. ! ?`` + space,
   ``。！？``, newlines, ``;``; a short CJK sentence that only says when continues the one
   before it: ``_CJK_FRAGMENT``), then
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
7. Claim post-pass (the ``extract`` loop; :func:`.postpass.dropped`): a claim that names
   nothing of its own is dropped by family — a remnant (:func:`.postpass._remnant`: "Marisol
   needs to know", "We switched last wk"), a zh/ja/ko frame without its content
   (``_CJK_FRAME_ONLY``: "약속했어요", "佐藤さんが言うには"), a note to self
   (``_CJK_NOTE_TO_SELF``), how a mistake happened (``_ERROR_CAUSE``), a code-switched
   question (``_MIXED_QUESTION``); a sentence that is a reason said after the choice it
   explains is read as no fact (``_CJK_AFTER_REASON``, here), an amount list restated whole
   goes (:func:`.lists._restates`); an English correction keeps "not <old>"
   (:func:`.postpass._with_old`); and a fact's transient flag is read from its time anchors
   (:func:`.timing.timed`).

Claims keep the user's words: English first-person sentences are third-person-ized
("I prefer dark mode" → "Prefers dark mode"); CJK sentences are kept as written, minus
fillers and end punctuation. Patterns are built from word lists (``en.WORDS``,
``frames.LEXICON``, the ``REL_WORDS`` of each table, the Chinese kin words ``zh.KIN``) with
``re.VERBOSE`` and are compiled once per process when this package is first imported — only
an extraction imports it (:func:`writeback.extract.get_extractor` loads engines on demand).

Bounded time: a turn reads at most ``_MAX_SENTENCES`` sentences and ``_MAX_READ`` characters
of prose, a sentence at most 600; the specific rules run once per statement (see
``benchmarks/extract.py``).

Layout: :mod:`.common` (language detection, the claim builder, the ``Lang`` table type),
:mod:`.registry` (``Rule``, ``walk``: rule priority as data), :mod:`.frames` (frames and their
lexicon), :mod:`.en` (English lexicon and patterns) / :mod:`.english` (English reading and
``RULES_EN``), :mod:`.zh`, :mod:`.ja`, :mod:`.ko` (CJK lexicons and patterns) / :mod:`.cjk`
(CJK reading and ``RULES_CJK``), :mod:`.split` (one sentence, several facts),
:mod:`.shorthand` (texting shorthand read as its long form, the claim keeping the typed words),
:mod:`.timing` (the transient flag from a claim's time anchors). Before the readers, a turn is
cut into sentences by :mod:`.sentences` (lines, list items, sentence ends), which takes off
the envelope of pasted mail and chat with :mod:`.mail` and cuts run-ons with :mod:`.runon`;
after them, :mod:`.lists` reads list items (status, roster, doses, amounts, form fields) and
:mod:`.postpass` drops the claims that name nothing. This module is the engine: language
routing and the ``extract`` loop. Imports run one way: common ← tables (en, zh, ja, ko) ←
registry/frames/split/shorthand ← readers ← mail, lists, postpass; mail and runon ← sentences;
all ← here; timing imports only the candidate type. Docs: docs/extract.md (reference),
docs/extract-quality.md (figures).
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
    _cjk_fact_pieces,
    cjk_detail,
    cjk_mail_request,
    cjk_segments,
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
    strip_end,
)
from writeback.extract.rules.english import (
    _en_normalize,
    _en_parts,
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
from writeback.extract.rules.kansai import Spans, read_kansai
from writeback.extract.rules.kansai import as_typed as kansai_as_typed
from writeback.extract.rules.kinds import settle
from writeback.extract.rules.lists import (
    _CJK_NOTE_PENDING,
    _CJK_NOTE_TODO,
    _CJK_TODO_KEEPS,
    _amount_items,
    _cjk_item_continues,
    _dose_items,
    _form_fields_joined,
    _restates,
    _status_item,
)
from writeback.extract.rules.mail import SIGNED
from writeback.extract.rules.postpass import _with_old, dropped
from writeback.extract.rules.runon import _PROPER_CASE
from writeback.extract.rules.sentences import _REWRITE_OBJECT, _sentences
from writeback.extract.rules.shorthand import keep_words, read_shorthand
from writeback.extract.rules.split import split_facts
from writeback.extract.rules.timing import timed
from writeback.extract.rules.zh import as_typed, simplified

__all__ = ["RulesExtractor", "detect_language"]


# Characters of prose one turn may have read. A turn longer than this is pasted material or a
# document, not speech, and the rules cost several microseconds per character (more on
# adversarial shapes such as "I'm I'm I'm …"): the budget bounds the worst turn's time
# (benchmarks/extract.py measures it). No development or blind turn comes near it.
_MAX_READ = 2000
# Sentences one turn may have read: a run of tiny "sentences" ("(1) the (2) the …") costs a
# fixed overhead each. No eval turn has more than 8.
_MAX_SENTENCES = 60


# The user speaking again after the text to rewrite ("Can you rewrite this with early returns?
# I really hate deeply nested ifs").
_USER_VOICE = re.compile(
    r"(?:i|i'm|i’m|im|i've|i’ve|i'd|i’d|i'll|i’ll|my|also|btw)\b", re.IGNORECASE
)

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
            if sentence.startswith(SIGNED):  # "Derek Halloway, BD" (a signature)
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
            kansai: Spans = []  # where a Kansai ending was read as standard Japanese
            kansai_typed = kansai_read = ""
            typed = simp = ""  # a zh-TW sentence as typed and as read (simplified)
            if code == "en":  # "out til thurs" reads as "out until Thursday" (:mod:`.shorthand`)
                sentence, undo = read_shorthand(sentence)
            elif code == "zh":  # "我們決定…" reads as "我们决定…", claimed as typed
                typed, (sentence, back) = sentence, simplified(sentence)
                simp = sentence
            elif code == "ja":  # "…変わるんやて" reads as "…変わるんだって" (:mod:`.kansai`)
                kansai_typed, (sentence, kansai) = sentence, read_kansai(sentence)
                kansai_read = sentence
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
                if cand is None or dropped(cand.claim, code):
                    continue  # "妈妈有点不开心", "약속했어요", "We switched last wk" (:mod:`.postpass`)
                if undo:
                    cand = replace(cand, claim=keep_words(cand.claim, undo))
                if kansai:
                    cand = replace(
                        cand, claim=kansai_as_typed(cand.claim, kansai_read, kansai_typed, kansai)
                    )
                if back:
                    cand = replace(
                        cand,
                        claim=as_typed(cand.claim, simp, typed, back),
                        entity=cand.entity and as_typed(cand.entity, simp, typed, back),
                        corrects=cand.corrects and as_typed(cand.corrects, simp, typed, back),
                    )
                cand = timed(cand)  # transient by the claim's time anchors (:mod:`.timing`)
                cand = settle(cand, code)  # the kind a fallback left open (:mod:`.kinds`)
                key = (normalize_claim(cand.claim), cand.entity or "")
                if key in seen:
                    continue
                seen.add(key)
                out.append(cand)
                if code in ("ja", "ko") and cand.salience != "low":
                    cjk_last = (i, len(out) - 1)
        return _form_fields_joined(out)
