"""A run-on cut into statements: the sentence an unpunctuated turn was typed or dictated as.

A dictated run-on is cut before the request it ends with (``_RUN_ON_REQUEST``) and before a
reminder said after something else (``_REMIND_CUT``); a texted one where a new subject and
its verb start (:func:`_clauses`, ``_CLAUSE_START``). Each cut adds a sentence to read, so a
turn makes at most ``_MAX_RUN_ON_CUTS`` (bounded time).
"""

from __future__ import annotations

import re

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
