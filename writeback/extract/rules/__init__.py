"""The ``rules`` engine: deterministic, offline fact extraction for en, zh, ja and ko.

How a turn is read:

1. Fenced code, quoted lines (``> …``) and indented lines (logs, stack traces) are dropped.
2. The rest is split into sentences (``. ! ?`` + space, ``。！？``, newlines, ``;``), then
   each sentence into clauses at commas. A clause that is a request to the agent or a
   question ends the sentence there: "I always use pnpm, can you fix the script?" keeps
   "I always use pnpm". When the *first* clause is a request or question the sentence
   yields nothing. English is normalised first ("im", "dont", a dropped subject as in
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
   the person ("my cofounder Leila is out sick today", "我老婆小雨最近在学钢琴"); a sentence
   opened by she/he names the one person the sentence before named.
5. Several facts in one sentence: the reader cuts the sentence where a second fact may start
   and :func:`.split.split_facts` groups the pieces ("we moved to Fly.io and the roadmap is
   frozen" → two facts; "I never use ORMs, I write raw SQL" → one). See :mod:`.split`.
6. Fallback tier, when no rule fired: a plain statement about the user, their team, project
   or people is kept as written, kind by cheap cues (we/our/team → project_state, a name or
   role → relationship, I + like/use → preference, else fact), salience ``medium`` for a
   first-person/team/organisation subject or a named person, else ``low`` (mode ``all``).
   Vetoes: code and code behaviour, session narration, chatter, deixis ("this function"),
   anything addressed to the assistant.

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
(CJK reading and ``RULES_CJK``), :mod:`.split` (one sentence, several facts). This module is
the engine: sentence splitting, language routing and the ``extract`` loop. Imports run one
way: common ← tables ← registry/frames ← readers ← here, and common ← split ← here. Docs:
docs/extract.md (reference), docs/extract-quality.md (figures).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial

from writeback.brain.base import normalize_claim
from writeback.extract.base import Candidate, TurnMeta
from writeback.extract.rules import en, zh
from writeback.extract.rules.cjk import (
    _CJK_LEND_SUBJECT,
    _LANGS,
    _cjk_fact_pieces,
    classify_cjk_piece,
)
from writeback.extract.rules.common import END_PUNCT, detect_language, make, protect_titles
from writeback.extract.rules.english import (
    _en_normalize,
    _en_parts,
    as_decision,
    decided,
    meant_for_request,
    person_of,
    read_en_part,
    resolve_pronoun,
)
from writeback.extract.rules.frames import junk_cjk
from writeback.extract.rules.split import split_facts

__all__ = ["RulesExtractor", "detect_language"]

_FENCE = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_SENT_SPLIT = re.compile(
    r"""
      (?<![DM]r\.)(?<!Mrs\.)(?<!Ms\.)(?<!Prof\.)(?<!e\.g\.)(?<!i\.e\.)(?<=[.!?])\s+  # ". " not after Dr.
      (?<!\bSt\.\s)(?<!\bMt\.\s)(?<!\bvs\.\s)    # "St. Brigid's", "vs. Mirth"
      (?!(?:(?<=\bCo\.\s)|(?<=\bInc\.\s)|(?<=\bLtd\.\s)|(?<=\bCorp\.\s)|(?<=\bJr\.\s))[a-z])
                                       # "Brisket & Co. signed" (but "… Acme Inc. We use Go")
    | (?<=[。！？])                     # CJK sentence ends
    | (?<=…)(?=\S)                     # an ellipsis run into the next word
    | \n+ | [;；]\s*                    # new lines, semicolons
    # an enumeration inside one line: "(1) the IACUC amendment got approved, (2) Henrike is
    # on sabbatical …", "1) … 2) …", "① … ② …" — each item is a sentence of its own
    | \s*[(（]\d{1,2}[)）]\s*
    | (?:(?<=^)|(?<=[\s,，、:：]))\d{1,2}[)）]\s+
    | \s*[①②③④⑤⑥⑦⑧⑨⑩]\s*
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


def _quote_or_title(m: re.Match[str]) -> str:
    """Someone else's quoted text is emptied; a quoted title is kept."""
    quote = m.group(0)
    words = _TITLE_WORD.findall(quote)
    if (
        words
        and all(w[0].isupper() for w in words)
        and not _TITLE_STOP.search(quote)
        and not _SAID_BEFORE.search(m.string, 0, m.start())
    ):
        return quote
    return '""'


# A first-person statement in parentheses is a sentence of its own.
_PAREN_STATEMENT = re.compile(
    r"\s*\(((?:I|I'm|I've|I'll|we|we're|We|We're|my|My|our|Our)\b(?=(?:[^()\s]+\s+){2})[^()]{8,160})\)\s*"
)

# A list item's marker: "- ", "* ", "• ".
_BULLET = re.compile(r"^\s*[-*•·]\s+")

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


def _sentences(text: str) -> list[str]:
    """Candidate sentences, with code, quoted lines and indented output removed."""
    text = _FENCE.sub("\n", text.replace("\r\n", "\n"))
    lines = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        stripped = line.lstrip()
        if stripped.startswith((">", "$ ", "#!", "Traceback", 'File "')):
            continue
        if line[:1] == "\t" or line[:2] == "  ":
            continue  # indented: logs, stack traces, pasted code
        if '"' in line or "“" in line or "'" in line or "「" in line:
            line = _LONG_QUOTE.sub(_quote_or_title, line)
        line = _BULLET.sub("", line)  # "- Sam's birthday is March 4": a list item
        if "(" in line:
            line = _PAREN_STATEMENT.sub(r". \1. ", line)  # "(I'm out Friday for a wedding)"
        if "《" in line or '"' in line or "“" in line or "「" in line or "『" in line:
            line = protect_titles(line)  # "我在读《深入理解计算机系统。第三版》"
        lines.append(line.strip())
    out: list[str] = []
    for line in lines:
        for piece in _SENT_SPLIT.split(line):
            piece = piece.strip() if piece else ""
            # Very long "sentences" are pasted material, and would cost regex time.
            if piece and len(piece) <= _MAX_SENTENCE and not _LABEL.fullmatch(piece):
                out.append(piece)
    return out


def _marker_only(sentence: str, code: str) -> str:
    """The sentence as a prefix for the next one when it is only a correction marker."""
    if code == "en":
        s = END_PUNCT.sub("", en.LEAD_FILLER.sub("", _en_normalize(sentence)).strip())
        m = en.CORR_LEAD.match(s)
        if m and m.group("strong") and m.end() >= len(s):
            return s + ": "
        said = en.SO_TAIL.sub("", s).strip()
        if en.SAID_ONLY.match(said) and not en.CORR_HINT.search(said.split(None, 3)[-1]):
            return "correction: "  # "Earlier I said the events go to Segment." + what is true
        return ""
    lang = _LANGS[code]
    s = END_PUNCT.sub("", lang.lead.sub("", sentence).strip())
    m = lang.corr_mark.match(s)
    if s and m and m.end() >= len(s) and lang.corr_strong.search(s):
        return s + {"zh": "，", "ja": "、"}.get(code, ", ")
    return ""


def _kin_tie_zh(sentence: str, found: list[Candidate | None]) -> list[Candidate | None]:
    """ "我老婆小雨最近在学钢琴": the tie (``小雨是我老婆``) as a relationship of its own, the
    fact that names the person as a fact about them (:data:`.zh.KIN_NAMED`)."""
    m = zh.KIN_NAMED.match(sentence)
    if not m:
        return found
    name = m.group("name")
    at = next((i for i, c in enumerate(found) if c is not None and name in c.claim), None)
    if at is None:
        return found
    cand = found[at]
    assert cand is not None
    if cand.kind == "relationship" or cand.salience == "low":
        kind = "fact" if cand.kind == "relationship" else cand.kind
        cand = replace(cand, kind=kind, salience="medium", rule="cjk.identity.kin-fact")
    tie = make(
        f"{name}是我{m.group('kin')}", "relationship", None, "medium", rule="cjk.identity.kin"
    )
    return [tie, *found[:at], cand, *found[at + 1 :]]


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
        person: str | None = None  # the one person the last English sentence named
        prev, prev_start = "", 0  # the last English sentence and where its facts start in out
        budget = _MAX_READ
        sentences = _sentences(text)[:_MAX_SENTENCES]
        for i, sentence in enumerate(sentences):
            budget -= len(sentence)
            if budget < 0:
                break  # the rest of a long turn stays unread (bounded time)
            code = detect_language(sentence)
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
                if person:  # "Wrenna is our new head of people; she came from Stackline"
                    sentence = resolve_pronoun(sentence, person)
                person = person_of(sentence)
                for part in _en_parts(_en_normalize(sentence)):
                    found.extend(read_en_part(part))
            elif junk_cjk(sentence, code):
                continue  # "跟Zentrix的会议提前结束了", "미안, 민수 말고 지훈 씨 말한 거예요"
            else:
                lent = _CJK_LEND_SUBJECT.match(sentence.strip())
                subject = lent.group(0) if lent else ""
                found = split_facts(
                    _cjk_fact_pieces(sentence, code),
                    partial(classify_cjk_piece, code=code, subject=subject),
                    partial(classify_cjk_piece, code=code, subject=subject, alone=True),
                )
                if code == "zh":
                    found = _kin_tie_zh(sentence.strip(), found)
            for cand in found:
                if cand is None:
                    continue
                key = (normalize_claim(cand.claim), cand.entity or "")
                if key in seen:
                    continue
                seen.add(key)
                out.append(cand)
        return out
