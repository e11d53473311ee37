"""How the rules engine reads an English sentence.

Normalisation (``_en_normalize``), the request/question trim (``_en_trim``), corrections
(``_en_correction``), the fact rules as one named, ordered list (:data:`RULES_EN`, walked by
:func:`.registry.walk`), the fallback tier (``_fallback_en``) and third-person rewriting of
claims ("I prefer X" → "Prefers X"). The lexicon and patterns live in :mod:`.en`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from writeback.extract.base import Candidate
from writeback.extract.rules import en
from writeback.extract.rules.common import (
    _I,
    _cut,
    cut_outside_titles,
    make,
    may_hold,
    strip_end,
)
from writeback.extract.rules.frames import (
    Veto,
    frame_en,
    frame_state,
    frame_thing,
    junk_en,
    report_kind,
    subject_view,
    unjoin_en,
)
from writeback.extract.rules.registry import VETO, Rule, Statement, VetoType, walk
from writeback.extract.rules.split import split_facts
from writeback.extract.rules.timing import timed

_EN_NAME_ONLY = re.compile(r"(?-i:[A-Z][a-zà-ÿ]+)(?:\s+(?-i:[A-Z][a-zà-ÿ]+)){0,2}")
_EN_PRONOUN_START = re.compile(r"^[\s,;—–-]*(?:(?:and|but|so)\s+)?(she|he|his|her)\b", _I)
# The person a sentence opens with: "Milo, our first sales hire, is leaving …", "Wrenna is …".
_EN_LEAD_PERSON = re.compile(
    r"^(?:(?:Dr|Mr|Mrs|Ms|Prof)\.\s+)?(?-i:[A-Z][a-zà-ÿ]+)(?:\s+(?-i:[A-Z][a-zà-ÿ]+))?"
    r"(?=,|\s+[(a-z])"
)
# A person's name inside a sentence (not its first word): "add Jen as reviewer".
_EN_PERSON = re.compile(
    r"(?<=[a-z,]\s)(?<!\bto\s)(?<!\bon\s)(?<!\bin\s)(?<!\bat\s)(?<!\bvia\s)(?<!\bfrom\s)(?<!\binto\s)"
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\ban\s)(?<!\bour\s)(?<!\bmy\s)"
    r"(?<!\bonto\s)(?<!\busing\s)(?<!\buse\s)(?<!\bover\s)"
    r"(?-i:[A-Z][a-zà-ÿ]{1,15}(?:\s+[A-Z][a-zà-ÿ]{1,15})?)\b(?!')(?!\s+(?-i:[A-Z]))"
)
_EN_PRONOUN = re.compile(r"\b(?:her|him|them|she|he|they)\b", _I)
_EN_NAMED = re.compile(r"(?:^|\s)(?-i:[A-Z][a-z]+)\b(?!')")
_EN_PREF_ANAPHOR = re.compile(
    r"^(?:i|we)\s+(?:\w+\s+)?(?:like|dislike|hate|love|prefer|want|can't stand)\s+(?:that|it|this|them)"
    r"(?:\s+(?:a lot|so much|too|either))?\s*$",
    _I,
)
_EN_PLEASE = re.compile(r",?\s*\b(?:please|pls|plz)\b", _I)
_EN_REPORTED_QUOTE = re.compile(r"""(?:\b\w+ed|\bsaid|\bsays|\bwrote|:)\s*""\s*$""")


_EN_EED_VERBS = frozenset(
    "need feed proceed succeed exceed bleed breed speed heed seed weed".split()
)


def _third_person(sentence: str) -> str:
    """'I prefer X' → 'Prefers X'; 'I'm X' → 'Is X'. Other sentences are left alone."""
    s = sentence.replace("’", "'")
    m = en.SUBJECT_I.match(s)
    if not m:
        return sentence
    rest = s[1:]
    contraction = ""
    for c in ("'m", "'ve", "'ll", "'d"):
        if rest.lower().startswith(c):
            contraction, rest = c, rest[len(c) :]
            break
    words = rest.split()
    if contraction:
        words.insert(0, contraction)
    out: list[str] = []
    done = False
    for i, w in enumerate(words):
        if done:
            out.extend(words[i:])
            break
        low = w.lower()
        if low in en.ADVERBS or (
            w.endswith("ly")
            and len(w) > 4
            and w.isalpha()
            and w.islower()
            and low not in en.LY_VERBS
        ):  # "I genuinely can't …" → "Genuinely can't …" (never "Genuinelies")
            out.append(w)
            continue
        done = True
        if low == "'d" and _had_done(words[i + 1 :]):
            out.append("had")  # "I'd already sent it" (not "would already sent")
        elif low in en.IRREGULAR:
            out.append(en.IRREGULAR[low])
        elif (
            not w.isalpha()
            or not w.islower()
            or w.endswith("s")
            and not w.endswith("ss")
            or low.endswith("ed")
            and low not in _EN_EED_VERBS  # "need", "proceed"; but "agreed" is past
            or low in en.PAST
        ):
            out.append(w)
        elif re.search(r"(?:ss|sh|ch|x|z|o)$", low):
            out.append(w + "es")
        elif re.search(r"[^aeiou]y$", low):
            out.append(w[:-1] + "ies")
        else:
            out.append(w + "s")
    text = " ".join(out)
    return text


def _had_done(words: list[str]) -> bool:
    """Whether ``words`` (after "I'd") go on with a past participle: "already sent",
    "never seen", "booked"."""
    for w in words:
        low = w.lower()
        if low in en.ADVERBS or low in ("already", "never", "just"):
            continue
        return low.endswith(("ed", "en")) or low in en.PAST
    return False


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


# When no specific rule fires, a plain declarative sentence about the user, their work, team,
# project or people is kept as written (English first person third-person-ized). The claim
# keeps all the user's words, so unusual phrasings are not lost. It fires only on sentences
# that pass every veto (the ``_FB_EN_*`` cues in :mod:`.en`; ``_fallback_cjk`` in :mod:`.cjk` is
# the same tier for zh/ja/ko): no code/behaviour talk, no chatter, nothing aimed at the
# assistant, no deixis into the current session ("this function", "that fix"). Strong signal
# (a first-person or team subject, or a name/number/date/tool) → salience "medium"; otherwise
# "low" (mode ``all`` only).
_FB_EN_METRIC = re.compile(
    r"(?:\$|€|£)\d|\b\d[\d,.]*\s?(?:%|k\b|m\b|x\b|percent|months?\b|users|customers|seats)", _I
)


_EN_RECURRING = re.compile(
    r"\b(?:each|every|birthday|anniversary|annual|annually|yearly|monthly|weekly)\b", _I
)
# A thing as the subject ("the rat cohort …", "our reading group …").
_EN_THING_SUBJECT = re.compile(r"^(?:the|our|my|a|an)\s", _I)

# "<Name>'s <thing> <verb> …": a named person's or company's thing as the subject.
_EN_POSSESSIVE_SUBJECT = re.compile(
    r"^(?-i:[A-Z][a-z]+)(?:'s|’s)\s+(?:[\w-]+\s+){1,3}?"
    r"(?:is|are|was|were|has|have|had|moved|starts|started|ends|ended|got|became|runs|"
    r"lands|landed|changed|switched|closed|opened|expires|renews|includes|covers)\b",
    _I,
)
# (a texted "lol"/"haha" ends a clause too: "Ingrid is designing the invites herself lol she
# asked for my files")
_FIRST_CLAUSE_END = re.compile(r",\s|\s[—–-]\s|:\s|\s(?:so|because|but|lol|lmao|haha\w*)\s")


# "<Name> wants/needs the <thing> … by <day>": a deliverable someone is waiting for.
_EN_WANTS_THE = re.compile(r"\b(?:wants|needs|is waiting (?:on|for)|expects)\s+the\s+\w", _I)


# A named subject and an event verb (see ``_fallback_en``): "Saffron & Salt signed …".
_EN_NAMED_EVENT = re.compile(
    r"""
    (?P<who>(?-i:[A-Z][a-z]+)(?:\s+(?:&\s+)?(?-i:[A-Z][a-z]+)){0,2})   # "Saffron & Salt"
    (?:
      (?:'s|\s+is)\s+(?:stepping\s+down|leaving|retiring|joining|moving)  # "Oksana's leaving"
    | \s+(?:(?:finally|just|already|also|officially|actually)\s+)?
      (?:signed|paid|agreed\s+to|accepted|declined|renewed|cancell?ed|dropped\s+out|
         approved|rejected|came\s+through|came\s+thru|sponsored|scored|won|lost|joined|
         # a milestone of someone's life: "Maddie made honor roll", "Theo got into Leeds"
         made\s+(?:the\s+)?(?:honou?r\s+roll|dean's\s+list|varsity|team|squad|cut|finals?|
           playoffs|county|regionals|nationals|partner|captain)|graduated|qualified|
         got\s+(?:into|engaged|married|promoted|accepted|her\s+license|his\s+license)|
         passed\s+(?:her|his|their)|passed\s+away|died|
         (?:left|quit)(?=\s*(?:$|[,.;!]|the\s+(?:company|team|board|club|agency|firm))))
    )\b
    """,
    re.VERBOSE,
)


def _first_clause(s: str) -> str:
    """The statement up to its first clause end: a veto word in a trailing aside ("…, expect
    slow replies", "…, probably mid-Feb") does not undo the statement before it."""
    m = _FIRST_CLAUSE_END.search(s)
    return s[: m.start()] if m else s


# A sigh before the news: "ugh 383 broke down again", "great, the pour got pushed".
_EN_MOOD_LEAD = re.compile(
    r"^(?:ugh+|argh+|ffs|sigh|welp|great|brilliant|damn|dammit|oh\s+no|of\s+course)[,.!…]*\s+", _I
)
# "build 212", "unit 4B": a numbered item is no subject of code talk.
_EN_NUMBERED = re.compile(r"\b(?:build|unit|job|order|ticket)\s+#?\d[\w-]*", _I)


def _thing_status(s: str) -> re.Match[str] | None:
    """A thing, place, event or piece of work whose state or schedule changed
    (:data:`.en.THING_STATUS`), not a subject of code talk or small talk, and no code token
    anywhere (:data:`.en.ANCHOR_CODE`)."""
    lead = _EN_MOOD_LEAD.match(s)
    if lead:
        # "ugh 383 broke down again outside lubbock"; without an anchor a sigh is venting
        # about the day ("ugh the dishwasher is leaking again")
        s = s[lead.end() :]
        if not _anchors(s) and not _DIGIT.search(s):
            return None
    m = en.THING_STATUS.match(s) or en.THING_EVENT_WHEN.match(s)
    if m is None:
        return None
    subject = _EN_NUMBERED.sub("item", m.group("subject"))
    if en.THING_CODE_SUBJECT.search(subject) or en.THING_SMALL_TALK.search(subject):
        return None
    if en.THING_DONE.search(m.group("verb")) and not en.THING_NAMED.search(m.group("subject")):
        return None  # "the laundry is done"
    rest = _EN_NUMBERED.sub("item", s[len(m.group("subject")) :])
    if en.ANCHOR_CODE.search(subject) or en.ANCHOR_CODE.search(rest.replace(m.group("verb"), " ")):
        return None
    return m


# A name denied after the one given: "…, not Dana", "… not Meera".
_NOT_NAMED = re.compile(r"[,;]?\s+not\s+(?-i:[A-Z])")


def _role_note(s: str) -> Candidate | None:
    """Who holds a post, said as a note: post first (:data:`.en.ROLE_IS_PERSON`, "Accountant
    is ruth hennessy") or name "=" post (:data:`.en.NAME_EQUALS_ROLE`, "kwame = data eng")."""
    m = en.ROLE_IS_PERSON.match(s)
    if m is not None:
        low = m.group("low")
        if low is not None and (
            any(w in en.KIND_NOT_NAME or en.ROLE_IS_NOT_SURNAME.search(w) for w in low.split())
            or re.search(r"(?-i:[A-Z])", s[1:])  # lower case is a name only in texting
        ):
            return None
        if en.ANCHOR_CODE.search(s) or _en_trim(s) is None or _is_org(m.group("who")):
            return None  # "The vendor is Tessellate Gov Solutions": a company, not a person
        if _NOT_NAMED.search(s, m.end("who")):
            return None  # "the team lead is now Olu, not Dana": a correction
        if low is not None:  # "accountant is ruth hennessy" → "… is Ruth Hennessy": a name
            s = s[: m.start("low")] + low.title() + s[m.end("low") :]
        return make(_claim_en(s), "relationship", None, "medium", rule="frame:role×name")
    m = en.NAME_EQUALS_ROLE.match(s)
    if m is not None and m.group("name").split()[0].capitalize() not in en.NOT_NAMES:
        said = m.group("name") + " is " + s[m.end("name") :].lstrip(" =")  # without the label
        return make(_claim_en(said), "relationship", None, "medium", rule="frame:name=role")
    return None


def _fallback_en(s: str) -> Candidate | None:
    """The fallback tier for English: a plain statement that no specific rule claimed."""
    words = s.split()
    if len(words) < 4 or len(words) > 40 or s.endswith("?"):
        return None
    post = _role_note(s)
    if post is not None:
        return post
    resched = en.RESCHEDULE.search(s)  # "we pushed the kickoff to April": not a git push
    if en.FB_SESSION.match(s) and not resched:
        return None
    team = bool(en.FB_SUBJ_WE.match(s))
    # "We've held 98% test coverage since October", "we burned 210k in October": the team's
    # figures are its state, whatever code words they use.
    metric = team and bool(_FB_EN_METRIC.search(s))
    if en.FB_DEICTIC_START.match(s) or en.FB_DEICTIC.search(s):
        return None
    # "Badge readers on 5 North are all failing": a failure word is code talk only when
    # the rest of the clause is ("the tests are failing" still is).
    first = en.FAILURE_WORDS.sub(" ", en.LIFE_IDIOM.sub(" ", _first_clause(s)))
    obliged = bool(en.I_OBLIGED.match(s) and en.DEADLINE.search(_first_clause(s)))
    if obliged:
        first = first[en.I_OBLIGED.match(first).end() :]  # type: ignore[union-attr]
    chat = en.FAILURE_WORDS.sub(" ", en.RESCHEDULE.sub(" ", s) if resched else s)
    if _world(s):
        # about the world: the words it shares with code talk and chatter do not veto it
        first, chat = en.FB_SOFT.sub(" ", first), en.FB_SOFT.sub(" ", chat)
    thing = _thing_status(s)
    if thing is not None and not en.FB_CONDITION.search(s):
        # "the boiler at 4 Lark Rise is broken again", "the pour got pushed because the pump
        # truck broke down": a thing's state or schedule, in words code talk also uses
        return frame_thing(s, _claim_en, thing)
    if (
        en.NAMED_HEALTH.search(_first_clause(s))
        and en.FB_NAME_START.match(subject_view(s))
        and not en.FB_SUBJ_I.match(s)
        and not en.FB_CONDITION.search(s)
        and not en.ANCHOR_CODE.search(s)
    ):
        # "Yuki is type 1 diabetic btw", "Dmitri broke his wrist skateboarding": a named
        # person's health, though "type" and "broke" are code talk too (named × health)
        return make(_claim_en(s), "fact", None, "medium", rule="frame:named×health")
    if (en.FB_CODE.search(first) or en.FB_CONDITION.search(s)) and not metric:
        return None
    if en.CHATTER.search(chat):
        return None
    if (
        en.LIFE_MONEY.search(_first_clause(s))
        and (_FB_EN_METRIC.search(s) or en.PRICE.search(s) or en.MONEY_CHANGE.search(s))
    ) or (en.PRICE.search(_first_clause(s)) and not team):
        # "Our HOA dues are $320 a quarter now", "We paid off the student loans", "the HPLC
        # costs $38/hour now": money in a life, or a price, is a fact, whoever the subject is;
        # for now when it falls on a date ("the car insurance renews on the 3rd").
        once = bool(en.DATED.search(s)) and not _EN_RECURRING.search(s)
        return make(_claim_en(s), "fact", None, "medium", once)
    person_i = bool(en.FB_SUBJ_I.match(s))
    name_start = bool(en.FB_NAME_START.match(subject_view(s))) and not person_i
    if not person_i and not team and not en.FB_AWAY.search(s) and not en.FB_COVERING.search(s):
        # Someone or something else as the subject: the fallback frames (:mod:`.frames`).
        framed = frame_state(s, _claim_en, name_start, bool(en.FB_PEOPLE.search(s)))
        if framed is not None:
            return framed
    event = None if person_i or team else _EN_NAMED_EVENT.match(s.lstrip(",;—–- "))
    if event:
        # "Brightwell Bakery finally paid invoice 1042", "Fenwick Motors agreed to sponsor the
        # shirts", "Sami scored his first goal": a named client, sponsor or person did
        # something that changes the user's work or world. A company (two capitalised words,
        # "&") is the project's state; one name is a fact about that person.
        org = " " in event.group("who").strip() or "&" in event.group("who")
        return make(_claim_en(s), "project_state" if org else "fact", None, "medium")
    if not person_i and not team and not en.FB_VERB.search(s):
        return None
    if not person_i and not team and _EN_POSSESSIVE_SUBJECT.match(s.lstrip(",;—–- ")):
        # "Otto's speech therapy moved to Friday mornings", "Zantri's contract has a 99.9%
        # uptime clause": a named person's or company's thing, stated plainly.
        kind = "project_state" if en.FB_STAKEHOLDER.match(s) else "fact"
        return make(_claim_en(s), kind, None, "medium")
    claim = _claim_en(s)
    entity = bool(en.FB_ENTITY.search(s))
    m = en.FB_NAME_START.match(s)
    if (name_start and (en.FB_PEOPLE.search(s) or (m and m.group("and_i")))) or (
        en.FB_MY_ROLE.match(s) and entity
    ):
        return make(claim, "relationship", None, "medium")
    if person_i and not team and en.FB_ANY_ROLE.search(s):
        return make(claim, "relationship", None, "medium")
    if (
        (person_i or team)
        and (en.FB_I_PLAN.match(s) or en.FB_I_CHOICE.match(s))
        and not en.FB_PLAN_NOT.search(s)
    ):
        # "I'm raising my day rate to $650 from jan 1": the user's own change, dated
        return make(claim, "decision", None, "medium", rule="en.fallback.plan:decision")
    if person_i and not team:
        kind = "preference" if en.FB_PREF.match(s) else "fact"
        # "I'm in Austin through Thursday", "I'm on a low-FODMAP diet for the next six weeks":
        # the user's situation for now.
        now = kind == "fact" and (bool(en.BOUNDED_TIME.search(_first_clause(s))) or obliged)
        # "I spent the weekend reading about compilers": an episode, not a standing fact.
        episode = en.FB_EPISODE.search(s) and not en.LIFE_PAST_I.match(s)
        if episode:
            return make(claim, kind, None, "low", now, rule=_EPISODE + kind)
        return make(claim, kind, None, "medium", now)
    if team:
        return make(claim, "project_state", None, "medium")
    if (name_start or en.FB_STAKEHOLDER.match(s)) and en.FB_STAKEHOLDER_VERB.search(s):
        # "Brightwater prefers email for anything formal", "the client hates carousels",
        # "Marco is out next week": what the people around the user want, or where they are.
        if en.FB_AWAY.search(s):
            return make(claim, "fact", None, "medium", True)
        if en.FB_COVERING.search(s):  # "Wei is covering for me": who stands in, for now
            return make(claim, "relationship", None, "medium", True)
        # "Gideon wants the SLO doc by eod friday": a want with a deadline holds until then
        due = bool(en.DEADLINE.search(_first_clause(s)))
        if due and _EN_WANTS_THE.search(_first_clause(s)):
            # "Rosalind wants the acknowledgement letter out by friday": the user owes it
            return make(claim, "commitment", None, "medium", True)
        return make(claim, "project_state", None, "medium", due)
    if en.FB_ORG_SUBJ.match(s) or en.FB_WE_ANY.search(s):
        # "Staging gets wiped every Sunday", "Everything we deploy goes through ArgoCD".
        if entity:
            return make(claim, "project_state", None, "medium")
        return make(claim, "project_state", None, "low", rule=_THING + "project_state")
    # Any other subject ("The CLI takes a --verbose flag", "Each worker pulls jobs …") is
    # too often a description of the code: kept only in mode "all".
    kind = "project_state" if en.FB_PROJECT.search(s) else "fact"
    if kind == "fact" and _EN_THING_SUBJECT.match(s) and en.DATED.search(_first_clause(s)):
        # "The rat cohort for experiment 7 arrives on the 15th": an event on the calendar
        # … once ("arrives on the 15th": for now), or every year or month (a standing fact)
        once = not _EN_RECURRING.search(s)
        return make(claim, kind, None, "medium", once)
    return make(claim, kind, None, "low", rule=_THING + kind)


# "Our BAA with …": the team's own thing, read as a thing.
_EN_OWN_THING = re.compile(r"^(?:our|the)\s+(?=\w)", _I)
# The rule of a low statement whose subject is a thing or an unnamed someone (not the user).
_THING = "en.fallback.thing:"
# … and of a first-person episode ("Spent the weekend reading about compilers").
_EPISODE = "en.fallback.episode:"


def _anchors(text: str) -> list[str]:
    """The concrete anchors of a statement (see :data:`.en.ANCHOR_QUANTITY`): ``quantity``,
    ``when``, ``name``."""
    out = []
    if en.ANCHOR_QUANTITY.search(text):
        out.append("quantity")
    if en.ANCHOR_WHEN.search(text):
        out.append("when")
    if any(
        w.capitalize() not in en.ANCHOR_NOT_NAME for w in en.ANCHOR_NAME.findall(text)
    ) or en.ANCHOR_PLACE.search(text):
        out.append("name")
    return out


def _world(s: str) -> bool:
    """Whether a statement's anchors show it is about the user's world (a quantity, a date, a
    proper noun inside it), with no code token and no dismissal (see :data:`.en.FB_SOFT`)."""
    return bool(_anchors(s) and not en.ANCHOR_CODE.search(s) and not en.ANCHOR_DISMISS.search(s))


def anchored(cand: Candidate | None, sentence: str = "") -> Candidate | None:
    """A low fallback statement raised to ``medium`` when its anchors show it is about the
    user's world, not the code or the session (see :data:`.en.ANCHOR_QUANTITY`), its kind
    read from its verb (:data:`.en.ANCHOR_X_NOT_Y` …). Read on the claim, after the sentence
    (``sentence``, for a correction cue) was cut and grouped, so it changes no grouping."""
    rule = cand.rule or "" if cand is not None else ""
    if cand is not None and cand.kind != "correction" and _aside(cand.claim):
        return None  # "I can never remember", "I'll review from bed": the user's mind, the session
    if (
        cand is not None
        and cand.kind == "relationship"
        and rule.startswith("en.relationship")
        and en.KIND_PET.search(cand.claim)
        and not en.KIND_PET_NAMED.search(cand.claim)
    ):
        # "Our dog Biscuit just got diagnosed with hip dysplasia": the pet's life, a fact
        return replace(cand, kind="fact", rule=rule + ":pet")
    if (
        cand is not None
        and cand.kind in ("fact", "relationship")
        and rule in _ASKED_READ
        and en.KIND_ASKED_THAT_ONLY.search(cand.claim)
    ):
        # "Mrs Abara has asked that we contact her only by post": how she is to be dealt with
        return replace(cand, kind="preference", transient=False, rule=rule + ":asked")
    if (
        cand is not None
        and rule == "en.situation"
        and cand.kind == "fact"
        and _EN_SELF.match(cand.claim)
        and en.KIND_SELF_LIMIT.search(cand.claim)
    ):
        # "Is trying to cut back on caffeine, no more than one coffee a day": a limit kept
        return replace(cand, kind="preference", rule=rule + ":preference")
    if cand is not None and rule == "en.decision" and en.KIND_WE_COMMITTED_THAT.match(cand.claim):
        # "We committed to the parks office that the trail opens by June 1": owed to them
        return replace(cand, kind="commitment", rule=rule + ":commitment")
    if cand is not None and rule == "en.preference" and en.KIND_PREF_DECIDED.search(cand.claim):
        # "Never works with Glimmer Hire again": done with a party, a decision
        return replace(cand, kind="decision", rule=rule + ":decision")
    if (
        cand is not None
        and cand.kind in ("fact", "project_state", "relationship")
        and cand.salience != "low"
        and rule in _STATED
        and _we_chose(cand.claim)
    ):
        # "We're cutting the lighthouse puzzle entirely", "We fired the drywall sub": the
        # team's choice, not its state
        return replace(cand, kind="decision", transient=False, rule=rule + ":decision")
    if (
        cand is not None
        and cand.kind == "fact"
        and rule in _STATE_READ
        and _work_state(cand.claim)
        and not en.FB_SUBJ_I.match(cand.claim)
        and not en.KIND_LIFE_THING.search(cand.claim)
    ):
        # "Kessler depo is postponed indefinitely", "Deposit of £1,150 went off on Friday":
        # a thing of the work in a state, its state (it keeps whether it holds for now)
        return replace(cand, kind="project_state", transient=_near(cand), rule=rule + ":state")
    if cand is not None and cand.kind == "fact" and rule == "frame:named×state":
        if _decided(cand.claim):
            # "Amara has decided the second location will be in Millbrook": a named
            # person's choice, not a plain fact about them
            return replace(cand, kind="decision", transient=False, rule=rule + ":decision")
        habit = _EN_NAME_LEAD.sub("", cand.claim)
        if habit != cand.claim and en.KIND_HABIT.match(habit):
            # "Oskar can't do calls before noon", "Ines never books flights before 9": a
            # named person's standing rule about their time, a preference
            return replace(cand, kind="preference", transient=False, rule=rule + ":habit")
        if en.KIND_ASKED_TO.match(cand.claim):
            # "Paulina has asked Tomasz to cover the desk": a job handed on, owed
            return replace(cand, kind="commitment", rule=rule + ":commitment")
        if (
            en.KIND_OUR_STAFF_CHANGE.match(cand.claim)
            and not en.KIND_OUR_LIFE.match(cand.claim)
            and not en.KIND_PET.search(cand.claim)
            and not _EN_OUR_KIN.search(cand.claim)
        ):
            # "Our ED, Harriet Osei, is stepping down effective Jan 31": the team's staffing
            return replace(cand, kind="project_state", rule=rule + ":staff")
        if en.KIND_ROLE_NAMED.search(cand.claim) or en.KIND_UNDER_NAME.search(cand.claim):
            # "the new driver starts monday, name is Lupe": who someone is
            return replace(cand, kind="relationship", transient=False, rule=rule + ":role")
    if (
        cand is not None
        and cand.kind == "fact"
        and rule in _ROLE_READ
        and en.KIND_NAME_IS_ROLE.match(cand.claim)
        and not en.FB_SUBJ_I.match(cand.claim)
    ):
        # "Adebayo's son Kwame is the executor now", "Priya is taking over as KS4
        # coordinator": who a named person is
        return replace(cand, kind="relationship", transient=False, rule=rule + ":role")
    if (
        cand is not None
        and rule in _KIN_READ
        and en.KIND_KIN_EVENT.search(cand.claim)
        and en.ANCHOR_WHEN.search(cand.claim)
        and not _role_is_name(cand.claim)
        and not en.KIND_NAME_IS_ROLE.match(cand.claim)
    ):
        # "My mom's coming in Saturday for her 70th": a close one's day, a fact of their life
        return replace(cand, kind="fact", rule=rule + ":event")
    if (
        cand is not None
        and cand.kind in ("relationship", "project_state", "fact")
        and (rule in _HEALTH_READ or rule in ("en.fallback:fact", "frame:memory-cue"))
        and (
            en.KIN_SUBJECT.match(cand.claim)
            or (rule.startswith("frame:named") and not _tool_subject(cand.claim))
        )
        and en.KIND_REFUSAL.match(cand.claim)
    ):
        # "Nana will NOT wear the hearing aids": what someone close will not have, a taste
        return replace(cand, kind="preference", transient=False, rule=rule + ":refusal")
    if (
        cand is not None
        and cand.kind in ("relationship", "project_state")
        and rule in _HEALTH_READ
        and (
            rule.startswith("frame:named")
            or en.KIN_SUBJECT.match(cand.claim)
            or en.BODY_MEASURE.match(cand.claim)
        )
        and not (rule.startswith("en.relationship") and cand.entity)
        and en.KIND_HEALTH.search(cand.claim)
        and not _role_is_name(cand.claim)
        and not en.KIND_NAME_IS_ROLE.match(cand.claim)
        and not en.KIND_ROLE_THEN_NAME.search(cand.claim)
    ):
        # "Mom is allergic to penicillin", "Grandma fell in the bathroom on tuesday": the
        # health of someone close, a fact of their life (not a tie, not a thing of the work)
        return replace(cand, kind="fact", rule=rule + ":health")
    kin = en.KIN_SUBJECT.match(cand.claim) if cand is not None else None
    if (
        cand is not None
        and rule == "en.fallback:relationship"
        and kin is not None
        and not kin.group(0).lower().startswith(_OWNERS)
        and not _role_is_name(cand.claim)
        and not en.KIND_ROLE_THEN_NAME.search(cand.claim)
        and not en.FB_ANY_ROLE.search(cand.claim)
        and not en.KIND_KIN_EVENT.search(cand.claim)
    ):
        # "Dad was up all night again", "Grandma laughed at a tv show": "Dad" names him as a
        # name would; what he did is a fact of his life, no tie is said
        return replace(cand, kind="fact", rule=rule + ":kin")
    if cand is not None and rule == "frame:memory-cue" and cand.kind == "fact":
        # "The kids' pediatrician is Dr. Halvard at Birchgate Clinic", "approved by the CISO,
        # Renata Volkova": a note to remember who someone is
        if _role_is_name(cand.claim) or en.KIND_ROLE_THEN_NAME.search(cand.claim):
            return replace(cand, kind="relationship", rule=rule + ":relationship")
        return cand
    if (
        cand is not None
        and cand.kind == "relationship"
        and (rule.startswith("frame:named") or rule == "en.fallback:relationship")
        and en.KIND_DATE_SUBJECT.match(cand.claim)
    ):
        # "Oct 5 is the Veltrix tasting": a day, not a person, as the subject
        work = en.KIND_WORK_NOUN.search(cand.claim) and not en.KIND_LIFE_THING.search(cand.claim)
        kind = "project_state" if work else "fact"
        return replace(cand, kind=kind, rule=rule + ":date")
    if cand is not None and rule in _OWED and cand.kind in ("fact", "project_state"):
        # a situation or a list line that is something owed: "Told her ill talk to gary by
        # end of month", "Mira: 3 mocktail options by Thurs"
        if (
            en.KIND_TOLD_WE_WOULD.match(cand.claim)
            or en.KIND_I_OWE.search(cand.claim)
            or en.KIND_NAME_OWES.match(cand.claim)
            or en.KIND_TOLD_DUE.search(cand.claim)
            or en.to_person_by(cand.claim)
        ):
            return replace(cand, kind="commitment", rule=rule + ":commitment")
        return cand
    if (
        cand is not None
        and rule == "en.fallback:relationship"
        and en.KIND_WORK_THING.match(cand.claim)
        and not _role_is_name(cand.claim)
    ):
        # "Veltrix deposit is in, £14,400", "Quillfeather payroll now runs in 3 provinces": a
        # name before a thing of the user's work is its owner, not a person the user knows
        return replace(cand, kind="project_state", rule="en.fallback.kind:project_state")
    if cand is not None and cand.salience == "medium" and rule in _KEPT:
        # a kept plain statement: its kind by the same classes (not raised, so no anchor)
        kind = anchored_kind(cand.claim, cand.kind, rule, sentence)
        if kind == cand.kind or (
            kind == "correction"
            and not _EN_COMMA_NOT.search(cand.claim)
            and not en.KIND_CHANGED_MIND.search(sentence or cand.claim)
        ):
            # "We are actually not on Heroku": no fix; "The team lead is now Olu, not Dana" is
            return cand
        # a duty with a day holds until it is done: "Needs to send him the repo link by friday"
        now = cand.transient or (kind == "commitment" and _near(cand))
        return replace(cand, kind=kind, transient=now, rule="en.fallback.kind:" + kind)
    if cand is None or cand.salience != "low" or not rule.startswith("en.fallback"):
        return cand
    if rule.startswith(_EPISODE):
        return cand
    text = cand.claim
    n = len(text.split())
    found = _anchors(text) if n >= 4 else []
    milestone = (
        n >= 4
        and en.ANCHOR_MILESTONE.search(text) is not None
        and (
            (found and (found != ["name"] or n >= 6))
            or en.ANCHOR_STATUS_LABEL.match(text)
            or en.ANCHOR_COUNT.search(text)
        )
        and not en.ANCHOR_DISMISS.search(text)
        and not en.ANCHOR_NOT_STATEMENT.search(text)
        and not en.FB_SUBJ_I.match(text)
    )
    if milestone and rule.startswith(_THING):
        # "Apple approved 212, after 9 days", "Status: cert rotation automation shipped"
        now = cand.transient or (
            bool(en.ANCHOR_MILESTONE_NOW.search(text)) and not _EN_RECURRING.search(text)
        )
        return replace(
            cand,
            kind="project_state",
            salience="medium",
            transient=now,
            rule="en.anchored:milestone",
        )
    if (
        not found
        or (found == ["name"] and n < 6)  # "Dev stays home with Wren": too little to go on
        or not en.FB_VERB.search(text)
        or en.ANCHOR_CODE.search(text)
        or en.ANCHOR_DISMISS.search(text)
        or en.ANCHOR_NOT_STATEMENT.search(text)
    ):
        return cand
    verb = _verb_kind(text, cand.kind, rule, sentence)
    if verb == cand.kind and en.ANCHOR_EPISODE.search(text):
        # "the delivery came at 7am", "opposing counsel called this morning": an episode of
        # the day, not a state worth keeping; it stays low.
        return cand
    if (
        verb == cand.kind
        and (cand.rule or "").startswith(_THING)
        and n < 8
        and not en.ANCHOR_DETERMINED.match(text)
    ):
        # "Sessions expire after 30 min on prod": a short statement about a bare noun reads
        # as a label or a description of a system; it stays low.
        return cand
    # "the kit arrived but the sizes are wrong, Stanmore are sending replacements next week":
    # a state with an end in sight holds for now
    kind = anchored_kind(text, cand.kind, rule, sentence)
    now = (
        (kind == "project_state" and _near(cand))
        or cand.transient
        or (
            kind in ("fact", "project_state", "commitment")
            and bool(en.ANCHOR_NEAR.search(text))
            and not _EN_RECURRING.search(text)
        )
    )
    return replace(cand, kind=kind, salience="medium", transient=now, rule="en.anchored:" + kind)


# A claim about the user themselves ("Is trying to …"), not advice they were given.
_EN_SELF = re.compile(r"^(?:is|am|i'm|i\s+am|has\s+been|trying|cutting|limiting|no\s+more)\b", _I)
# Rules that state how things are, whose kind a clear choice or tie overrides.
_STATED = frozenset(
    {
        "en.project-state",
        "en.fallback:project_state",
        "en.fallback:fact",
        "en.fallback:relationship",
        "en.situation",
        "list.amounts",
        "list.status",
    }
)


# Rules that read a statement about someone as a tie or a fact, whose kind a standing request
# of theirs overrides (:data:`.en.KIND_ASKED_THAT_ONLY`).
_ASKED_READ = frozenset(
    {"en.fallback:relationship", "en.fallback:fact", "frame:named×state", "en.situation"}
)


# Rules that read a plain statement as a fact, whose kind a thing's work state overrides.
_STATE_READ = frozenset({"frame:named×state", "en.situation", "frame:memory-cue"})


# Rules that read a plain statement as a fact, whose kind a named person's role overrides.
_ROLE_READ = frozenset(
    {
        "frame:named×state",
        "en.situation",
        "en.fallback:fact",
        "en.anchored:fact",
        "frame:memory-cue",
    }
)


_OWNERS = ("my ", "our ", "his ", "her ", "their ")


# Rules that read a statement about someone (by name, kin or role word) as a tie or as a
# change of a thing, whose kind the person's health overrides (:data:`.en.KIND_HEALTH`).
_HEALTH_READ = frozenset(
    {
        "en.fallback:relationship",
        "en.relationship.role",
        "frame:named×change",
        "frame:named×state",
        "frame:thing×change",
        "en.anchored:relationship",
        "en.fallback:project_state",
    }
)


# Rules that read a statement naming someone close by a kin or role word as a tie (not the
# rules that name them: "My sister Pilar is coming to stay from the 20th" ties Pilar).
_KIN_READ = frozenset({"en.fallback:relationship"})


def _near(cand: Candidate) -> bool:
    """Whether a fact read as a thing's state holds for now by its time anchors (what
    :func:`.timing.timed` would say of the fact: "Health inspection is thursday morning")."""
    return cand.kind == "fact" and timed(replace(cand, transient=False)).transient


def _aside(text: str) -> bool:
    """An aside of the user's own mind (:data:`.en.ASIDE_UNSURE`), of their session with the
    assistant (:data:`.en.ASIDE_REVIEWING`) or a question to it (:data:`.en.ASIDE_QUESTION`),
    not a fact."""
    return bool(
        en.ASIDE_UNSURE.match(text)
        or en.ASIDE_REVIEWING.match(text)
        or en.ASIDE_QUESTION.match(text)
    )


def _we_chose(text: str) -> bool:
    """The team's own choice (:data:`.en.KIND_WE_CHOSE`), not a plan moved in time, a
    choice said as settled (:data:`.en.KIND_SETTLED`), or a move given with its reason
    (:data:`.en.KIND_WE_SWITCHED_WHY`)."""
    return (
        (bool(en.KIND_WE_CHOSE.match(text)) and not en.FB_PLAN_NOT.search(text))
        or bool(en.KIND_SETTLED.search(text))
        or bool(en.KIND_WE_SWITCHED_WHY.match(text))  # "We're moving X to Y because …"
    )


# Rules whose fact may be something owed (:data:`.en.KIND_NAME_OWES`).
_OWED = frozenset({"en.situation", "list.status"})
_EN_COMMA_NOT = re.compile(r",\s*not\s+(?:the\s+)?(?-i:[A-Z\d$€£])", _I)
# The fallback's kept statements whose kind the classes of :func:`anchored_kind` refine.
_KEPT = frozenset({"en.fallback:fact", "en.fallback:project_state"})


def _decided(text: str) -> bool:
    """Someone settled it (:data:`.en.KIND_SOMEONE_DECIDED`), not "haven't decided yet"."""
    m = en.KIND_SOMEONE_DECIDED.match(text)
    return m is not None and not _EN_UNDECIDED.search(m.group(0)) and not _EN_NOT_YET.search(text)


# One of the household, not the team: "our son Leo", "Nell, our nanny,".
_EN_OUR_KIN = re.compile(
    r"\bour\s+(?:eldest\s+|youngest\s+|little\s+)?(?:son|daughter|kids?|children|boy|girl|baby|"
    r"mum|mom|dad|grandma|grandpa|nanny|au\s+pair|babysitter|neighbou?r|cat|dog|puppy)\b",
    _I,
)
# The name a statement opens with ("Oskar", "Dr Ines Roth").
_EN_NAME_LEAD = re.compile(
    r"^(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?\s+"
)
_EN_NOT_YET = re.compile(r"\b(?:yet|anything|nothing)\b", _I)
_EN_UNDECIDED = re.compile(
    r"\b(?:not|never|haven't|hasn't|hadn't|didn't|don't|doesn't|if|whether|when|once|yet|"
    r"still|who|what|which|nobody|no\s+one|none|neither)\b|\?",
    _I,
)


def _role_is_name(text: str) -> bool:
    """A role noun tied to a name by "is" (:data:`.en.KIND_ROLE_IS_NAME`): "Receiving guy
    there is walt …"; a lower-case word counts as a name only when it is none of the words
    that follow "is" ("the delivery guy is late")."""
    m = en.KIND_ROLE_IS_NAME.search(text)
    return m is not None and not any(w in en.KIND_NOT_NAME for w in m.group("who").lower().split())


def _verb_kind(text: str, kind: str, rule: str, sentence: str = "") -> str:
    """The kind a raised statement's verb says (:data:`.en.ANCHOR_X_NOT_Y` …); a kind other
    than the fallback's is evidence enough to raise an episode or a short statement."""
    if en.ANCHOR_X_NOT_Y.search(text) and en.ANCHOR_CORR_CUE.search(sentence or text):
        return "correction"
    if en.ANCHOR_COMMIT.search(text):
        return "commitment"
    if en.ANCHOR_PREFER.search(text):
        return "preference"
    if en.ANCHOR_DECIDE.search(text) or en.ANCHOR_DONE_WITH.search(text):
        return "decision"
    if en.ANCHOR_IDENTITY.search(text) and not en.ANCHOR_QUANTITY.search(text):
        return "relationship"  # "Mateo from Ironleaf is my main contact now, Carys left"
    if kind == "fact" and not en.KIND_I_MOVED.match(text):
        if report_kind(_EN_OWN_THING.sub("", text)) == "project_state" or (
            (_EN_OWN_THING.match(text) or rule.startswith(_THING)) and en.ANCHOR_STATE.search(text)
        ):
            return "project_state"  # "our BAA with Cloudnurse expired last week"
    return kind


def anchored_kind(text: str, kind: str, rule: str, sentence: str = "") -> str:
    """The kind of a raised fallback statement, by verb and subject class, most specific
    first: a correction, a commitment told to someone, a tie to a named helper, a habit or
    taste, a choice or rule set by anyone, then the verb's kind (:func:`_verb_kind`), then the
    subject's (:func:`_work_thing`). Only the verb's kind decides whether it is raised."""
    verb = _verb_kind(text, kind, rule, sentence)
    if verb == "correction":
        return verb
    if (
        verb == "commitment"
        or en.KIND_TOLD_WE_WOULD.match(text)
        or en.KIND_YES_TO_ASK.search(text)
        or en.KIND_WE_WILL_GIVE.match(text)
        or en.KIND_I_MUST_FOR.match(text)
        or en.KIND_I_TAKE_ON.match(text)  # "Will be covering his ward rounds that week"
        or en.KIND_TOLD_DUE.search(text)
        or en.KIND_WE_MUST_BY.match(text)
        or en.KIND_ASKED_TO.match(text)
        or en.to_person_by(text)
    ):
        return "commitment"  # "Told Sunita we'd lock in 2024 pricing if …"
    if _role_is_name(text) or en.KIND_ROLE_NAMED.search(text) or en.KIND_UNDER_NAME.search(text):
        return "relationship"  # "Receiving guy there is walt", "new driver … name is lupe"
    if verb == "preference" or en.KIND_HABIT.match(text) or en.KIND_ASKED_THAT_ONLY.search(text):
        return "preference"  # "Doesn't answer on Sundays unless it's wedding week"
    if (
        verb == "decision"
        or _decided(text)
        or en.KIND_POLICY_SET.search(text)
        or en.KIND_NOT_UNTIL.match(text)
        or en.KIND_I_CHOSE.match(text)
        or en.KIND_PREF_DECIDED.search(text)
        or _we_chose(text)
    ):
        return "decision"  # "Sunita and Graham have decided NO speeches", "I'm capping it at 3"
    if (
        verb == "relationship"
        or en.KIND_ROLE_THEN_NAME.search(text)
        or (en.KIND_NAME_IS_ROLE.match(text) and not en.FB_SUBJ_I.match(text))
    ):
        return "relationship"  # "their contact Priyanka Sethi changed the theme"
    return _work_thing(text, verb)


def _work_thing(text: str, kind: str) -> str:
    """A fact whose subject is a thing of the user's work (:data:`.en.KIND_WORK_THING`) is
    its state: "The Oct 22 outage was a bad DNS change on the vendor's side"."""
    if kind == "project_state" and en.KIND_OUR_LIFE.match(text):
        return "fact"  # "Our anniversary is October 4": the user's life, not their work
    if kind == "fact" and en.KIND_MY_WORK_COUNT.match(text):
        return "project_state"  # "Has 8 orders waiting for firing": the work in hand
    if (
        kind == "fact"
        and not en.FB_SUBJ_I.match(text)
        and not en.KIND_I_MOVED.match(text)
        and (
            en.KIND_WORK_THING.match(text) or en.KIND_OUR_WORK_TASK.match(text) or _work_state(text)
        )
        and not en.KIND_LIFE_THING.search(text)
    ):
        return "project_state"
    return kind


def _work_state(text: str) -> bool:
    """A thing in a state of work (:data:`.en.KIND_WORK_STATUS`) or a figure of the work with
    where it stands (:data:`.en.KIND_WORK_FIGURE`), not a pet's or the user's own."""
    return bool(
        (en.KIND_WORK_STATUS.match(text) or en.KIND_WORK_FIGURE.search(text))
        and not en.KIND_PET.search(text)
        and not en.KIND_OUR_LIFE.match(text)
    )


# "Dario and I are …": someone and the user as one subject ("I are" opens no clause)
_EN_NAME_AND_I = re.compile(r",?\s+and\s+i\s+(?:are|were|both)\b", _I)


# A last clause that only says where the user is on the day or at the place before it ("…
# and we're in lisbon that day", "… and I'll be in Oslo then"): it stays with that clause
# (not a promise that points back: "…, I owe him a laptop by then").
_EN_POINTS_BACK = re.compile(
    r"(?:i'm|i\s+am|we're|we\s+are|(?:i|we)(?:'ll|\s+will)\s+be)\s+(?:in|at)\b"
    # (a place: "The concert is on the 14th and I'm away then" stays two claims)
    r"(?![^,.;]*\b(?:when|if|while|whenever|unless)\b)"
    r"[^,.;]{1,30}?\b(?:(?:that|the\s+same)\s+(?:day|night|week|weekend|morning|evening|time)|"
    r"then|there)\W*",
    _I,
)


_EN_POINTS_BACK_PIECE = re.compile(r"[\s,;—–-]*(?:and\s+|but\s+)?" + _EN_POINTS_BACK.pattern, _I)


def _en_parts(sentence: str) -> list[str]:
    """Split at ", and I/we/my …"; a bare noun phrase before it ("My cofounder and I …") stays."""
    out: list[str] = []
    start = 0
    for m in en.AND_SUBJECT.finditer(sentence):
        head = sentence[start : m.start()]
        if len(head.split()) <= 3 and not en.HAS_VERB.search(head):
            continue
        if _EN_NAME_AND_I.match(sentence, m.start()):
            continue  # "… — Dario and I are on good terms again": one subject, two people
        if _EN_POINTS_BACK.fullmatch(sentence, m.end()):
            continue  # "kofi bday is 12 may and we're in lisbon that day": one fact
        out.append(head)
        start = m.end()
    out.append(sentence[start:])
    return out


_EN_ENDS_NAME = re.compile(r"(?:^|,)\s*(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?\s*,?\s*$")


def _en_fact_pieces(sentence: str, written: list[str] | None = None) -> list[str]:
    """The sentence cut where a second fact may start; each piece keeps its joiner. A piece
    about "she"/"he" names the person it is about (:func:`_antecedent`: "add Jen as reviewer,
    she owns the frontend repo" → "…, Jen owns the frontend repo"; "Oksana's leaving for
    Tessellate Labs in jan, her last day is the 10th" → "…, Oksana's last day is the 10th").
    ``written`` (when given) gets the pieces as the user wrote them, for a piece that only
    continues the fact before it (:func:`.split.split_facts`)."""
    cuts = [m.start() for m in en.FACT_SPLIT.finditer(sentence) if m.start() > 0]
    if en.corr_hint(sentence):
        # a correction is read whole: "ignore what I said about Redis — we're not using it
        # anymore, sessions are in Postgres now" is one correction, not a figure of its own
        cuts = [c for c in cuts if not en.BARE_NP_CLAUSE.match(sentence[c:])]
    if cuts and _EN_POINTS_BACK_PIECE.fullmatch(sentence, cuts[-1]):
        cuts.pop()  # "kofi bday is 12 may and we're in lisbon that day": one fact
    pieces = _cut(sentence, cuts)
    if len(pieces) > 1:
        # "my manager, Rachel, wants every PR to …": a want after a name between commas is
        # the sentence's own verb, not a second fact
        for i in range(len(pieces) - 1, 0, -1):
            if en.WANT_NO_SUBJECT.match(pieces[i]) and _EN_ENDS_NAME.search(pieces[i - 1]):
                pieces[i - 1 : i + 1] = [pieces[i - 1] + pieces[i]]
    if written is not None:
        written[:] = pieces
    for i in range(1, len(pieces)):
        if _EN_PRONOUN_START.match(pieces[i]):
            name = _antecedent("".join(pieces[:i]))
            if name:
                pieces[i] = resolve_pronoun(pieces[i], name)
        elif m := en.ROUTE_TO_PRONOUN.match(pieces[i]):
            name = _antecedent("".join(pieces[:i]))
            if name:  # "…, route scheduling through her" → "… through Nadia"
                pieces[i] = m.group("head") + name + pieces[i][m.end() :]
        elif en.WANT_NO_SUBJECT.match(pieces[i]) and not en.WANT_OBJ_TO.match(pieces[i]):
            name = _want_subject(pieces[i - 1])
            if name:  # "…, wants a second source" → "Marguerite wants a second source"
                pieces[i] = ", " + name + " " + pieces[i].lstrip(" ,")
        elif promises_to_pronoun(pieces[i]):
            name = _promise_antecedent("".join(pieces[:i]))
            if name:  # "…, I promised her feedback" → "…, I promised Mei-Lin feedback"
                pieces[i] = resolve_promise_pronoun(pieces[i], name)
    return pieces


def _en_split(text: str) -> list[Candidate | None]:
    """The facts of ``text`` read piece by piece (:func:`.split.split_facts`)."""
    written: list[str] = []
    pieces = _en_fact_pieces(text, written)
    headless = False  # the first piece was junk: only salient facts of the rest are kept
    if len(pieces) > 1:
        # a piece that is junk on its own ("…, she's gonna be livid", "I have two questions
        # about the lease, …") is dropped; the rest is read without it
        junk = [junk_en(p) for p in pieces]
        # (a first piece cut inside its parenthesis leaves the rest of the aside: kept whole)
        keep = [i for i, j in enumerate(junk) if j is None or (i == 0 and j == _PAREN_REMNANT)]
        if keep and len(keep) < len(pieces):
            if len(written) == len(pieces):
                written = [written[i] for i in keep]
            pieces = [pieces[i] for i in keep]
            if keep[0] > 0:  # the new first piece loses its joiner (", and they …")
                headless = True
                pieces[0] = unjoin_en(pieces[0])
                if len(written) == len(pieces):
                    written[0] = unjoin_en(written[0])
    found = split_facts(
        pieces, _classify_en, written=written, parallel=_parallel_en, keep_head=True
    )
    if headless:  # "The weather was nice and the walk was long": no remnant of small talk
        found = [c for c in found if c is not None and c.salience != "low"]
    return found


_DIGIT = re.compile(r"\d")
# A role noun with no determiner opening a clause ("…, therapist is Andre"), as notes write it.
_EN_BARE_ROLE = re.compile(
    r"^[\s,;—–-]*(?:and\s+)?(?!(?:the|their|our|my|his|her|your|a|an)\b)(?-i:[a-z])[\w-]*\s+"
    r"(?:[\w-]+\s+)?(?:is|=)\s",
    _I,
)
_PAREN_REMNANT = "junk:paren-remnant"


def _parallel_en(piece: str, sibling: Candidate, sibling_text: str) -> Candidate | None:
    """``piece`` read as the twin of a salient clause beside it, when both are clauses of
    their own about different people: "Kofi is backend, Yara is design systems", "Teodora is
    our docs lead, Sanjay does releases", "im primary oncall this week, Dmitri is secondary".
    The rules keep few such short clauses on their own; the twin has the sibling's kind."""
    s = strip_end(piece.strip())
    role = en.KIND_ROLE_IS_NAME.match(s.lstrip(", "))
    if role is not None and _EN_BARE_ROLE.match(s) and len(s.split()) <= 6 and _role_is_name(s):
        # "PT starts next tues, therapist is Andre", "…, instructor is Paloma": who holds the
        # post beside what was said about it
        return make(_claim_en(s), "relationship", None, "medium", rule="en.parallel:role")
    if (
        en.BARE_NP_CLAUSE.match(s)
        and _DIGIT.search(s)
        and _DIGIT.search(sibling_text)
        and sibling.kind in ("project_state", "fact")
        and 2 < len(s.split()) <= 8
        and not en.FB_DEICTIC.search(s)
    ):
        # "we're 400 short on the minibus fund now, bake sale raised 260": a figure beside a
        # figure, the state of the user's work ("…, and inter-rater kappa is 0.78")
        return make(
            _claim_en(s), "project_state", None, "medium", sibling.transient, rule="en.parallel"
        )
    m = en.NAMED_CLAUSE.match(s)
    other = en.NAMED_CLAUSE.match(sibling_text.strip()) or en.SUBJECT_I_WE.match(sibling_text)
    if m is None or other is None or not 2 < len(s.split()) <= 8:
        return None
    if m.group("name") in en.NOT_NAMES or m.group("name") in en.NOT_PEOPLE:
        return None
    if other.groupdict().get("name") == m.group("name") or _en_trim(s) is None:
        return None
    if sibling.kind in ("correction", "commitment") or en.FB_DEICTIC.search(s):
        return None
    return make(_claim_en(s), sibling.kind, None, "medium", sibling.transient, rule="en.parallel")


_EN_VERB_FIRST = re.compile(en.IMPERATIVE, _I)


def _is_org(name: str) -> bool:
    """A capitalised name that is a company, a place or a language, not a person."""
    words = name.split()
    return words[-1] in en.ORG_HEADS or words[0] in en.NOT_PEOPLE


# A day or month written short ("Apr 22", "Thurs"): never the person a pronoun names.
_EN_CALENDAR_WORD = re.compile(
    r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|"
    r"Sat|Sun)\.?"
)


_EN_OWNER_LEAD = re.compile(r"((?-i:[A-Z][a-zà-ÿ]+)(?:-(?-i:[A-Z])[a-zà-ÿ]+)?)(?:'s|’s)\s")


def _antecedent(text: str) -> str | None:
    """The person "she"/"he"/"his"/"her" after ``text`` stands for: the nearest person who is
    a clause's subject ("Oksana's leaving …", ", Farah swapped in"), named by a tie ("our lawyer
    is Mara Chen", "my daughter Noor") — never a company, place or language ("… for Tessellate
    Labs", "Wen's English …"); failing those, the one person named inside ``text``."""
    best: tuple[int, str] | None = None
    for m in en.ANTECEDENT.finditer(text):
        group = next(g for g in ("name", "tied", "owner") if m.group(g))
        words = m.group(group).split()
        if len(words) > 1 and (words[0] in en.NOT_PEOPLE or _EN_VERB_FIRST.fullmatch(words[0])):
            words = words[1:]  # "Coach Benny", "Grandpa Elias", "Remove Wen from …"
        name = " ".join(words)
        if words[0] in en.NOT_NAMES or _is_org(name) or _EN_CALENDAR_WORD.fullmatch(name):
            continue
        if text[: m.start(group)].rstrip().endswith("&"):
            continue  # "Hale & Burke": the second name of a firm, not a person
        if best is None or m.start(group) > best[0]:
            best = (m.start(group), name)
    if best is not None:
        return best[1]
    owner = _EN_OWNER_LEAD.match(text.lstrip())
    if owner and owner.group(1) not in en.NOT_NAMES and not _is_org(owner.group(1)):
        return owner.group(1)  # "Ingrid's last day is Feb 28": not "Feb"
    names = {
        n
        for n in _en_people(text, lead=False)
        if not _is_org(n) and not _EN_CALENDAR_WORD.fullmatch(n)
    }
    return names.pop() if len(names) == 1 else None


_EN_OWNER_KIN = re.compile(
    r"\b(?-i:[A-Z])[a-zà-ÿ]+(?:'s|’s)\s+(?:[\w-]+\s+)?(?:" + en.REL_WORDS + r")\b"
    r"(?!,?\s+(?-i:[A-Z]))",
    _I,
)


def _promise_antecedent(text: str) -> str | None:
    """The person "him"/"her" of a promise after ``text`` stands for (:func:`_antecedent`),
    or None when the text names someone by an owner ("Jake's mom called": her, not Jake) or
    names two people or more ("Tom and Lisa came over"): the pronoun is left as typed."""
    return None if promise_pronoun_unclear(text) else _antecedent(text)


def promise_pronoun_unclear(text: str) -> bool:
    """Whether a promise's "him"/"her" after ``text`` is left as typed (:func:`_promise_antecedent`)."""
    if _EN_OWNER_KIN.search(text):
        return True
    return len({n for n in _en_people(text) if not _is_org(n)}) >= 2


_EN_BARE_LEAD_NAME = re.compile(
    r"^[\s,;]*(?:(?:and|so|but|also)\s+)?"
    r"(?P<name>(?-i:[A-Z][a-zà-ÿ]+)(?:-(?-i:[A-Z])[a-zà-ÿ]+)?(?:\s+(?-i:[A-Z][a-zà-ÿ]+))?)"
    r"(?=\s+(?:(?:just|also|still|then)\s+)?[a-z]+(?:ed|s)?\b)(?!\s+(?:and|or|&)\b)"
)


def _want_subject(piece: str) -> str | None:
    """Who a ", wants …" piece after ``piece`` means: the bare name that opens ``piece``
    ("Ottilie called, wants …"), never an owner ("Dad's doctor called") nor a tool ("Jenkins
    kicked off the build")."""
    m = _EN_BARE_LEAD_NAME.match(piece)
    if m is None:
        return None
    name = m.group("name")
    first = name.split()[0]
    if first in en.NOT_NAMES or first in en.ANCHOR_NOT_NAME or _is_org(name):
        return None
    if _EN_CALENDAR_WORD.fullmatch(name):
        return None
    return name


def _tool_subject(claim: str) -> bool:
    """Whether ``claim`` opens with a tool, a platform or a company, not a person ("Docker won't
    use the GPU", "Webpack won't use the alias")."""
    m = re.match(r"(?-i:[A-Z])[\w.+-]*(?:\s+(?-i:[A-Z])[\w.+-]*)?", claim)
    if m is None:
        return False
    first = m.group(0).split()[0]
    return (
        first.capitalize() in en.ANCHOR_NOT_NAME
        or _is_org(m.group(0))
        or bool(re.search(r"[.\d+]|(?-i:[a-z][A-Z])", first))
        or bool(en.FB_CODE.search(claim))
    )


def _en_people(text: str, lead: bool = True) -> set[str]:
    """The people ``text`` names: inside it (:data:`_EN_PERSON`) and (``lead``) the one it
    opens with."""
    names = {n for n in _EN_PERSON.findall(text) if n not in en.NOT_NAMES}
    names -= {"Dr", "Mr", "Mrs", "Ms", "Prof"}
    if not lead:
        return names
    lead_m = _EN_LEAD_PERSON.match(text.strip())
    if lead_m and lead_m.group(0).split()[0] not in en.NOT_NAMES:
        if not any(n in lead_m.group(0) or lead_m.group(0) in n for n in names):
            names.add(lead_m.group(0))
    return names


def person_of(sentence: str) -> str | None:
    """The one person an English sentence names, for a pronoun opening the next sentence
    ("Wrenna is our new head of people; she came from Stackline")."""
    names = {
        n for n in _en_people(sentence) if not _is_org(n) and not _EN_CALENDAR_WORD.fullmatch(n)
    }
    subject = _antecedent(sentence)  # "Oksana's leaving for Tessellate Labs in jan."
    if subject and not any(subject in n or n in subject for n in names):
        names.add(subject)
    return names.pop() if len(names) == 1 else None


def opens_with_pronoun(piece: str) -> bool:
    """Whether ``piece`` opens with she/he/his/her (a name from before may stand for it)."""
    return _EN_PRONOUN_START.match(piece) is not None


def promises_to_pronoun(piece: str) -> bool:
    """Whether ``piece`` is the user's promise to "him"/"her" (:data:`.en.PROMISE_TO_PRONOUN`:
    "I told him he can swap to integrations from March"), a name from before may stand for."""
    return en.PROMISE_TO_PRONOUN.match(piece) is not None


def resolve_promise_pronoun(piece: str, name: str) -> str:
    """ "I promised her written feedback" → "I promised Mei-Lin written feedback"."""
    m = en.PROMISE_TO_PRONOUN.match(piece)
    return m.group("head") + name + piece[m.end() :] if m else piece


def resolve_pronoun(piece: str, name: str) -> str:
    """ "she came from Stackline" → "Wrenna came from Stackline"; "his last day is the 19th"
    → "Tyrone's last day is the 19th"; a piece not opened by she/he/his/her is unchanged."""
    m = _EN_PRONOUN_START.match(piece)
    if not m:
        return piece
    pron = m.group(1).lower()
    rest = piece[m.end(1) :]
    if pron in ("his", "her"):
        if pron == "her" and not re.match(r"\s+[\w-]+(?:\s+[\w-]+)?\s+(?:is|was|will be)\b", rest):
            return piece  # "her" as an object: "her summary instead"
        return piece[: m.start(1)] + name + "'s" + rest
    # "she's got a comp", "hes asked us to handle the sale": a perfect, not a state
    rest = re.sub(
        r"^'s(?=\s+(?:got|gotten|been|[a-z]+ed\s+(?:us|me|him|them|you)\b))",
        " has",
        rest,
    )
    rest = re.sub(r"^'s\b", " is", rest)  # "he's a contractor"
    return piece[: m.start(1)] + name + rest


@lru_cache(maxsize=512)  # pure; each sentence is read by several stages
def _en_trim(sentence: str) -> str | None:
    """Cut request/question clauses; None when the sentence itself is a request/question."""
    s = en.LEAD_FILLER.sub("", sentence).strip()
    m = en.LEAD_FRAME.match(s)
    if m and len(s) - m.end() > 8:
        s = en.LEAD_FILLER.sub("", s[m.end() :]).strip()
    m = en.REASON_LEAD.match(s)
    if m:
        s = s[m.end() :]
    if not s:
        return None
    if (en.STANDING.match(s) or en.STANDING_DONT.match(s)) and not en.STANDING_Q.search(s):
        return s
    if en.STANDING_LABEL.match(s) or en.STANDING_ASK.match(s):
        return s  # "general thing: give me the code first", "can you … always, …?"
    if en.standing_tail(s) and not s.rstrip().endswith("?"):
        return s  # "use British spelling in the docs going forward"
    if en.CHOICE_ASKED.match(s):
        return None  # "going with Next.js or Remix, which is better": a question
    if en.TRUE_ASKED.search(s) and en.CLAIM_REPORTED.search(s):
        return None  # "my friend say put on wood pallet, is true?": the claim is in doubt
    m = en.ESTIMATE_LEAD.match(s)
    if m:
        s = s[m.end() :]  # "I'd say about 60% of our loads are chilled": the estimate
    clauses = en.CLAUSE_SPLIT.split(s)
    kept: list[str] = []
    for i, clause in enumerate(clauses):
        c = en.LEAD_FILLER.sub("", clause).strip()
        last = i == len(clauses) - 1
        is_q = bool(en.QUESTION_START.match(c)) or (last and s.endswith("?"))
        if en.STANDING.match(c) and i > 0:
            kept.append(clause)
            continue
        if i == 0 and not last and en.LEAD_ASIDE.match(c):
            continue  # "Be patient with me, I'm dyslexic": the lead peeled, the rest read
        if (
            i == 0
            and not last
            and en.LEAD_HELP.match(c)
            and en.CLAUSE_SUBJECT.match(clauses[1].strip())
        ):
            nxt = clauses[1].strip()
            pro = _EN_HELP_PRONOUN.match(nxt)
            if pro is None:
                continue  # "I need help with a letter, we've had no bin collection for 3 weeks"
            obj = _EN_HELP_OBJECT.search(c)
            if obj is not None:
                # "I need help with the rota, it goes out on Friday": the rota goes out
                clauses[1] = obj.group(1) + nxt[pro.end() :]
                continue
            # "I need help, they want the report by Monday": nothing to put for "they", so the
            # whole sentence is kept
        if en.REQUEST_START.match(c) or is_q:
            break
        if (
            i == 0
            and s.rstrip().endswith("?")
            and en.QUESTION_FRAME.match(c)
            and (len(clauses) == 2 or en.QUESTION_START.match(clauses[1].strip()))
        ):
            # "At the 40% rate for 2024, what would the deduction be?" (not "Under the new
            # contract, drivers get 45 minutes of break, is that legal?")
            return None
        if en.HYPOTHETICAL.match(c):
            if s.rstrip().endswith("?"):
                return None  # "If we switched to Go, would memory drop?"
            continue
        kept.append(clause)
    kept = [k for k in kept if k.strip()]  # "Heads up — I'm out": nothing before the dash
    if not kept or en.BARE_MARKER.match(", ".join(kept)):
        return None
    out = ", ".join(kept)
    out = cut_outside_titles(en.REQUEST_TAIL, out)
    return out.strip() or None


def _corrects_en(body: str) -> tuple[str, str | None]:
    m = en.X_NOT_Y_FOR.match(body)
    if m:
        return f"{m.group('new')} {m.group('rest')}", m.group("old")
    m = en.NOT_BUT.match(body)
    if m:
        if m.group(1) is None:  # "it's not Postgres 14, prod is on Postgres 16"
            return m.group(4).strip(), m.group(3).strip()
        return m.group(2).strip(), m.group(1).strip()
    m = en.NOT_TAIL.search(body)
    if m and len(m.group(1).split()) <= 6:
        head = body[: m.start()].strip()
        if re.search(r"\b(?:is|are|was|were|be|will|do|does|did)$", head, _I):
            return body, None  # "Tidewater is NOT going on Vercel": a negation, not "X, not Y"
        return head, m.group(1).strip()
    return body, None


def _en_entity_name(m: re.Match[str] | None) -> str | None:
    if m is None:
        return None
    name = m.groupdict().get("name") or m.groupdict().get("name2")
    if not name:
        return None
    words = name.split()
    while words and words[0] in en.NOT_NAMES:
        words.pop(0)
    while words and words[-1] in en.NOT_NAMES:
        words.pop()
    name = " ".join(words).rstrip(".'’")
    if name.endswith(("'s", "’s")):
        name = name[:-2]
    return name or None


def _en_entity(s: str, kind: str) -> str | None:
    if kind in ("fact", "preference"):
        return _en_entity_name(en.ENTITY_ORG.search(s)) if kind == "fact" else None
    return _en_entity_name(en.ENTITY_PROJECT.search(s))


_EN_LATER_NAME_IS = re.compile(
    r"(?:(?<=[,;]\s)|(?<=\bso\s))((?-i:[A-Z][a-z]+))'s\s(?=(?:the|a|an|our|my|his|her|their)\s)|"
    # "… half term week so Dean's running training": a duty handed over as a consequence
    r"(?<=\bso\s)((?-i:[A-Z][a-z]+))'s\s"
    r"(?=(?:taking over|running|handling|covering|looking after|standing in|filling in)\b)"
)


@lru_cache(maxsize=512)  # pure; each sentence is read by several stages
def _en_normalize(sentence: str) -> str:
    """Typed-fast English: curly apostrophes and apostrophe-less contractions ("im", "dont"),
    and a dropped subject ("Been using Zed for months" → "I've been using …")."""
    if "’" in sentence:
        sentence = sentence.replace("’", "'")
    m = en.DROPPED_I.match(sentence)
    if m:
        sentence = sentence[: m.start(1)] + "I've b" + sentence[m.start(1) + 1 :]
    else:
        m = en.DROPPED_I_LIKE.match(sentence)
        if m:
            at = m.start("i") if m.group("i") else m.start("im")
            head = "I " if m.group("i") else "I'm "
            sentence = sentence[:at] + head + sentence[at].lower() + sentence[at + 1 :]
    m = en.NAME_IS.match(sentence)
    if m and (
        m.group("doing")
        or m.group("stance")
        or en.FB_ANY_ROLE.search(sentence, m.end())
        or en.ROLE_AFTER.match(sentence, m.end())
    ):
        name = m.group("name")
        sentence = name[:1].upper() + name[1:] + " is " + sentence[m.end() :]
    for rx, head in (
        (en.DROPPED_IM_PLACE, "I'm "),
        (en.DROPPED_IM_GOING, "I'm "),
        (en.DROPPED_IM_PLAN, "I'm "),
        (en.DROPPED_IM_ANCHORED, "I'm "),
        (en.DROPPED_I_NEED, "I "),
        (en.DROPPED_I_PAST, "I "),
        (en.DROPPED_I_OWE, "I "),
    ):
        m = rx.match(sentence)
        if m:  # "btw just got back from leave" → "btw I just got back from leave"
            at = m.start("at")
            sentence = sentence[:at] + head + sentence[at].lower() + sentence[at + 1 :]
    m = en.CALLED_THEN.match(sentence)
    if m:  # "Mrs Abernathy called, she says …" → "Mrs Abernathy says …"
        name, rest = m.group("name"), sentence[m.end() :]
        if m.group("verb") is None:  # "she's increasing …"
            rest = " is" + rest
        else:
            verb = m.group("verb")
            if m.group("pron").lower() == "they":
                verb = en.CALLED_THEY_VERB.get(verb.lower(), verb)
            rest = " " + verb + rest[len(m.group("verb")) :]
        sentence = m.group("lead") + name[:1].upper() + name[1:] + rest
    if "'s " in sentence:
        # "…, Tariq's the postdoc I work with most": a later clause's name + 's + article
        sentence = _EN_LATER_NAME_IS.sub(lambda m: (m.group(1) or m.group(2)) + " is ", sentence)
    lead = en.LEAD_FILLER.match(sentence)  # "on it, will confirm dates by Weds"
    at = lead.end() if lead else 0
    if en.DROPPED_WILL.match(sentence[at:]) and not sentence.rstrip().endswith("?"):
        # "Will send the draft by Friday."
        sentence = sentence[:at] + "I will " + sentence[at:].split(None, 1)[1]
    # An all-caps word is an acronym ("prefers IM over email", "the ID badge"); .get: "İm"
    # matches case-insensitively but lower-cases to a key the table lacks.
    return en.BARE_CONTRACTION.sub(
        lambda m: (
            m.group(0)
            if m.group(0).isupper()
            else en.CONTRACTIONS.get(m.group(0).lower(), m.group(0))
        ),
        sentence,
    )


def _en_correction(sentence: str) -> tuple[bool, Candidate | None]:
    """Corrections whose shape the request/question trim would break. ``(True, cand)`` when
    the sentence is a correction (``cand`` None: a retraction with nothing to keep, or a task
    after the marker); ``(False, None)`` when the ordinary rules should read it."""
    s = strip_end(en.LEAD_FILLER.sub("", sentence).strip())
    if en.corr_hint(s):
        s = en.SO_TAIL.sub("", s).strip()  # "…, not 3.12, so no type parameter syntax"
    tail = en.CORR_TAIL.search(s) if may_hold(s, en.CORR_TAIL_WORDS) else None
    if tail and tail.start() > 0 and not en.CORR_LEAD.match(s):
        s = s[: tail.start()].strip() + "."  # "X not Y for Z — I misremembered"
        mark = en.CORR_MARK.match(s)
        s = "correction: " + (s[mark.end() :] if mark else s)
    bare = en.CORR_MARK.sub("", s, count=1)
    m = en.ACTUALLY_NOT.match(bare) if may_hold(bare, ("actually",)) else None
    if m and re.fullmatch(
        r"(?:i'm|i am|we're|we are|it's|it is|they're|i|we|it|that's)", m["new"], _I
    ):
        m = None  # "We are actually not on Heroku", "I'm actually not sure"
    if m and not en.CORR_VETO.search(bare) and not en.ASSISTANT.search(bare):
        claim = re.sub(r"^on\b", "Is on", m.group("new").strip(), flags=_I)  # "(we're) on pg 15"
        return True, make(
            _cap(_third_person(claim)), "correction", None, "high", False, m.group("old")
        )
    m = en.CLEFT_NOT_FIRST.match(bare)
    if m:
        pred = m.group("pred").strip()
        claim = f"{m.group('new')} {'is ' if m.group('cop') else ''}{pred}"
        return True, make(claim, "correction", m.group("new"), "high", False, m.group("old"))
    m = en.DENY_ASSERT.match(bare) if may_hold(bare, ("not", "n't")) else None
    if m and not en.CORR_VETO.search(bare) and not en.ASSISTANT.search(bare):
        new = strip_end(m.group("new")).strip()
        claim = f"{_cap(m.group('subj'))} is {new}"
        if m.group("pro").lower() == "it":
            # "Tomás isn't the billing owner anymore, it's Priya" → "Priya is the billing owner"
            # (a person and a post: the post changed hands); "The deadline isn't Friday, it's
            # Monday" → "The deadline is Monday" (a thing and its value); "The migration isn't
            # done, it's still running" is no correction at all
            who = re.split(r"\s+(?:since|as of|from|now)\b", new, maxsplit=1)[0]
            old = m.group("old").strip()
            if _EN_NAME_ONLY.fullmatch(m.group("subj").strip()):
                if not _EN_NAME_ONLY.fullmatch(who):
                    return False, None
                claim = f"{who} is {old}"
            elif not (_EN_NOT_X_VALUE.search(new) and _value_denied(old, new)):
                return False, None
            else:  # "…, it's the 12th — the client moved it": the value, not the aside
                value = re.split(r"\s+[—–-]\s+", new, maxsplit=1)[0]
                claim = _value_replaced(m.group("subj"), value, old)
        return True, make(claim, "correction", None, "high", False, m.group("old").strip())
    m = en.CORR_LEAD.match(s)
    if m:
        weak = m.group("strong") is None
        about = m.group("about") or m.group("about2")
        body = s[m.end() :].strip()
        for _ in range(3):  # "Actually scratch that, sorry, typo — …"
            m2 = en.CORR_LEAD.match(body)
            if not m2 or m2.group("strong") is None:
                break
            weak = False
            about = about or m2.group("about") or m2.group("about2")
            body = body[m2.end() :].strip()
        mark = en.CORR_MARK.match(body)
        if mark:
            body = body[mark.end() :].strip()
        if not body:
            return not weak, None  # "Scratch that." — the next sentence says what is right
        trimmed = _en_trim(body)
        if trimmed is None or en.REQUEST_START.match(body):
            return not weak, None  # "scratch that, just revert the last commit"
        body = strip_end(en.TAIL_FILLER.sub("", trimmed).strip())
        if en.CORR_VETO.search(body) or en.ASSISTANT.search(body) or en.HEDGE.match(body):
            return not weak, None
        claim, old = _corrects_en(body)
        if weak and not old:
            return False, None
        if not old and not (en.FB_VERB.search(body) or len(body.split()) >= 4):
            return True, None  # "my bad, wrong file"
        if about:
            # "I was wrong about the deadline — it's the 28th" → "The deadline is the 28th"
            claim = re.sub(r"^it(?:'s| is)\b", about.strip() + " is", claim, flags=_I)
            claim = re.sub(r"^it was\b", about.strip() + " is", claim, flags=_I)
            lead = about.strip()
            if not old and m.group("about2") and (lead[:1].isupper() or lead[:1].isdigit()):
                old = lead  # "ignore what I said about Terraform"
        return True, make(_cap(_third_person(claim)), "correction", None, "high", False, old)
    m = en.SAID_WRONG.match(s)
    if m:
        new = strip_end(en.SO_TAIL.sub("", m.group("new"))).strip()
        first, _, rest = new.partition(", ")
        if rest and len(first.split()) >= 2:
            new = first  # "… it's actually in 1Password, the env file was deleted"
        if _en_trim(new) is None or en.CORR_VETO.search(new) or en.ASSISTANT.search(new):
            return True, None
        said = m.group("old").strip()
        v = en.OLD_VALUE.match(said)
        old = v.group("v").strip() if v else said
        new = re.sub(r"\s+actually\b", "", new, flags=_I)  # "the review is actually Wed"
        value = re.sub(r"^(?:it's|it is|it was|actually)\s+", "", new, flags=_I)
        claim = new
        # "I said the venue was Hartley Hall, it's Hartley House": "it's" was the separator
        it_lead = re.search(r"\b(?:it's|it is|it was)\s+$", s[: m.start("new")], flags=_I)
        if it_lead and (
            re.search(r"\b(?:already|anyway|anyways|now|though|too|lol)\W*$", new, flags=_I)
            or not (
                (v and v.start("v") > 0)
                or (_EN_LEAD_NAME.match(said) and _EN_LEAD_NAME.fullmatch(value))
            )
        ):
            # "I said I'd call, it's 5pm already": "it's" opens another remark, not the value
            return True, None
        if (value != new or it_lead) and v and v.start("v") > 0:
            claim = said[: v.start("v")] + value  # "we use Jenkins" + "GitHub Actions"
        elif it_lead and (who := _EN_LEAD_NAME.match(said)) and _EN_LEAD_NAME.fullmatch(value):
            # "I said Rachel Gold passed, it's Rachel Goldberg" → "Rachel Goldberg passed"
            claim, old = value + said[who.end() :], who.group(0)
        about = re.match(r"^(?P<v>\S+(?:\s\S+)?)\s+(?P<rest>(?:for|on)\s.+)$", said)
        if about and value == new and about.group("rest") not in value:
            # "I said Friday for the demo but it's actually Thursday" → "Thursday for the demo"
            claim, old = f"{value} {about.group('rest')}", about.group("v")
        return True, make(_cap(_third_person(claim)), "correction", None, "high", False, old)
    m = en.CLEFT_NOT.match(bare) or en.NOT_LEAD.match(bare)
    if m and not en.CORR_VETO.search(s) and not en.ASSISTANT.search(s):
        if "new" in m.groupdict():
            new = m.group("new").strip()
            if len(new.split()) < 2 or _en_trim(new) is None or en.HEDGE.match(new):
                return False, None
            return True, make(
                _cap(_third_person(new)), "correction", None, "high", False, m.group("old").strip()
            )
        claim, old = _corrects_en(bare)
        if old:
            return True, make(_cap(claim), "correction", None, "high", False, old)
    return False, None


# A name opening a statement, for the person a correction puts right: "Rachel Gold passed".
_EN_LEAD_NAME = re.compile(r"(?-i:[A-Z][\w'’-]+)(?:\s(?-i:[A-Z][\w'’-]+)){0,2}")


# Later clauses tried when the sentence as a whole states nothing salient.
_MAX_LATER_CLAUSES = 3


def _classify_en(sentence: str) -> Candidate | None:
    # Junk shapes and memory cues are read on the sentence as written ("Note that …").
    framed = frame_en(strip_end(sentence.strip()), _claim_en, _classify_en, cues=True)
    if isinstance(framed, Veto):
        return None
    if framed is not None:
        return framed
    found, corr = _en_correction(sentence)
    if found:
        return corr
    style = strip_end(en.LEAD_FILLER.sub("", sentence).strip())
    if (
        en.STYLE_REQ.match(style)
        and en.STYLE_TOPIC.search(style)
        and not en.STYLE_ONE_OFF.search(style)
    ):
        return make(_claim_en(_EN_PLEASE.sub("", style).strip(" ,")), "preference", None, "high")
    if en.corr_hint(sentence):
        sentence = en.SO_TAIL.sub("", strip_end(sentence.strip())) or sentence
    s = _en_trim(sentence)
    if s is None:
        return None
    s = en.TAIL_FILLER.sub("", s).strip()
    s = strip_end(s)
    # Subject × verb frames on the statement without its request or question tail.
    framed = frame_en(s, _claim_en, _classify_en, cues=False)
    if isinstance(framed, Veto):
        return None
    if framed is not None:
        return framed
    ruled = _rules_en_specific(s)
    best = _rules_en_tail(ruled, fallback=False)
    if best is None or best.salience == "low":
        # "It's fine, I'll handle the merge myself": a chatty lead clause hides the fact.
        for n, m in enumerate(en.LATER_CLAUSE.finditer(s)):
            if n == _MAX_LATER_CLAUSES:
                break  # each try reads the rest of the sentence: bounded, not quadratic
            cand = _rules_en(s[m.end() :])
            if cand is not None and cand.salience != "low":
                if _EN_PRONOUN.search(s[m.end() :]) and _EN_NAMED.search(s[: m.start()]):
                    # "Priya asked for numbers so I promised her a dashboard": keep who "her" is
                    return replace(cand, claim=_claim_en(s))
                return cand
        fb = _rules_en_tail(ruled, fallback=True)
        if fb is not None and (best is None or fb.salience != "low"):
            return fb
    return best


def _rules_en(s: str, fallback: bool = False) -> Candidate | None:
    """The fact one English statement states: the specific rules in priority order, then
    (with ``fallback``) the fallback tier."""
    return _rules_en_tail(_rules_en_specific(s), fallback)


class _Unruled(str):
    """What :func:`_rules_en_specific` returns when no specific rule decided: the statement
    as the rules left it, for the fallback tier (read once, whether or not it is wanted)."""


def _rules_en_tail(ruled: Candidate | None | _Unruled, fallback: bool) -> Candidate | None:
    if not isinstance(ruled, _Unruled):
        return ruled
    s = str(ruled)
    fb = _fallback_en(s) if fallback else None
    if fb is not None and fb.salience != "low":
        return fb
    if en.FIRST_PERSON.match(s) and not en.CHATTER.search(s):
        return make(_claim_en(s), "fact", None, "low")
    return fb


def _rules_en_specific(s: str) -> Candidate | None | _Unruled:
    """The specific rules (:data:`RULES_EN`, in order) on one statement: a candidate, None
    (vetoed), or the statement as the rules left it when none decided."""
    st = Statement(s)
    _rule, out = walk(RULES_EN, st, "en")
    if out is None:
        return _Unruled(st.s)
    if out is VETO:
        return None
    assert isinstance(out, Candidate)
    return out


def _made(cand: Candidate | None) -> Candidate | VetoType:
    """A rule's candidate; an empty claim decides "nothing" (the walk stops)."""
    return VETO if cand is None else cand


# The English rules, one function each, registered in priority order in RULES_EN below.


def _r_dose_change(st: Statement) -> Candidate | VetoType | None:
    # "they said increase amlodipine to 10 starting tomorrow", "the vet wants to try
    # gabapentin 50mg twice a day": a medicine and its dose changed, a fact of someone's care
    # (said by a doctor or a nurse: what is reported is the change)
    if not _DIGIT.search(st.s):
        return None  # no dose without a number (a cheap test before the pattern)
    m = en.DOSE_CHANGE.search(st.s)
    if m is None or st.s.rstrip().endswith("?") or en.ASSISTANT.search(st.s):
        return None
    return _made(make(_claim_en(st.s), "fact", None, "medium"))


_EN_I_OR_WE = re.compile(r"^(?:i|we|our\s+(?:team|company|org))\b", _I)


def _r_money_share(st: Statement) -> Candidate | VetoType | None:
    # "daniel sends 1000 a month", "my sister pays $400 a month toward the carer": what
    # someone puts in regularly, a fact of the family's money (not a tie, not a task)
    s = st.s
    if not en.MONEY_SHARE.match(s) or _EN_I_OR_WE.match(s) or en.FB_STAKEHOLDER.match(s):
        return None
    return _made(make(_claim_en(s), "fact", None, "medium"))


def _r_reported_quote(st: Statement) -> Candidate | VetoType | None:
    # "my coworker just pinged: \"…\"": someone else's words (emptied)
    # (``_EN_REPORTED_QUOTE`` ends with an empty quote)
    return VETO if not st.s or ('""' in st.s and _EN_REPORTED_QUOTE.search(st.s)) else None


def _r_assistant(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    if not en.ASSISTANT.search(s):
        return None
    # "You assumed I was on macOS, I'm actually on Linux": keep the user's own part.
    parts = en.CLAUSE_BUT.split(s)
    idx = max(i for i, p in enumerate(parts) if en.ASSISTANT.search(p))
    rest = ", ".join(parts[idx + 1 :]).strip()
    if not rest or not en.FIRST_PERSON.match(rest) or en.ASSISTANT.search(rest):
        return VETO
    if en.ACTUALLY.search(rest):
        claim = en.ACTUALLY.sub(" ", rest).replace("  ", " ").strip()
        return _made(make(_cap(_third_person(claim)), "correction", None, "high"))
    st.s = rest
    return None


def _r_quoted(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    q = en.QUOTED.search(s) if may_hold(s, en.QUOTED_WORDS) else None
    if not q:
        return None
    # "My sister works at Google, she said …": keep the user's part before the report.
    cut = [m.start() for m in en.CLAUSE_BUT.finditer(s, 0, q.start())]
    if not cut:
        return VETO
    st.s = s[: cut[-1]].strip()
    return None


def _r_hedge(st: Statement) -> Candidate | VetoType | None:
    return VETO if en.HEDGE.match(st.s) else None


def _r_aside(st: Statement) -> Candidate | VetoType | None:
    # "ive told priyanka 3 times", "i have nothing written": an aside (en.ASIDE)
    return VETO if en.ASIDE.match(st.s) else None


def _r_correction(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    mark = en.CORR_MARK.match(s)
    if not mark:
        return None
    body = s[mark.end() :].strip()
    strong = bool(en.CORR_STRONG.search(mark.group(0)))
    claim, old = _corrects_en(body)
    if body and (old or strong) and not en.CORR_VETO.search(body):
        if en.ASSISTANT.search(body):
            return VETO
        return _made(make(_cap(_third_person(claim)), "correction", None, "high", False, old))
    st.s = body or s  # "actually I prefer X": the marker carries nothing
    return None


# "New lab rule: every dataset gets a README", "New policy, decided with Dolores: refunds over
# $500 need a lead's approval", "Governance vote passed: any API change needs two approvals":
# a rule the user or the team just set, announced by a label.
_EN_NEW_RULE = re.compile(
    r"""
    ^(?:(?:a\s+)?new\s+(?:[\w-]+\s+){0,2}(?:rule|policy|norm|convention|process|guideline)
       |(?:[\w-]+\s+)?(?:vote|motion|proposal|rfc)\s+(?:passed|was\s+approved|got\s+approved)
       |(?:final\s+)?decision|decided|it'?s\s+official)
    \b(?:[^:]{0,60}:\s*
    # said without its colon, the rule itself opening on its limit: "new rule for the office
    # no more whatsapping tenants after eight pm", "new policy at the yard nobody drives the
    # forklift without a ticket"
       |(?:\s+(?:for|in|at|on)\s+(?:the\s+|our\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+
        (?=(?:no\s+more|nobody|no\s+one)\b))
    (?P<rest>\S.{8,})$
    """,
    _I | re.VERBOSE,
)


def _r_ticket(st: Statement) -> Candidate | VetoType | None:
    # "Ticket #8812: customer Halcyon Freight says exports time out": an open support issue
    m = en.TICKET.match(st.s)
    if not m or st.s.endswith("?"):
        return None
    if _EN_FIELD_LABEL.search(st.s, m.end()):
        return None  # a pasted ticket header ("Priority: P1, Status: Pending"), not a statement
    return _made(make(_claim_en(st.s), "project_state", None, "medium", True))


_EN_FIELD_LABEL = re.compile(r"\b[\w-]+:\s")


def _r_new_rule(st: Statement) -> Candidate | VetoType | None:
    m = _EN_NEW_RULE.match(st.s)
    if m and not en.QUESTION_START.match(m.group("rest")):
        return _made(make(_claim_en(st.s), "decision", None, "high"))
    return None


# "Priya's the analyst at Makena, not a partner", "the port is 8443, not 8080": a value stated
# against another one corrects it, marker or not (a copula before, a short old value after).
_EN_X_NOT_Y = re.compile(
    r"""
    ^(?P<head>(?:[\w'’.$%-]+\s+){0,6}?[\w'’.$%-]*?(?:\s+(?:is|are|was|were)|'s|’s)\s+[^,;]{1,60}?)
    ,\s*not\s+(?:the\s+|a\s+|an\s+)?(?P<old>[^,;—–]{1,30}?)\s*(?:$|[;—–]|,\s)
    """,
    _I | re.VERBOSE,
)


# The same fix said the other way round: "the deadline isn't the 15th, it's the 12th",
# "Koda isn't a client, they're a partner agency", "Tomás isn't the billing owner anymore,
# it's Priya" — the old value denied, the new one stated (a correction).
_EN_NOT_X_ITS_Y = re.compile(
    r"""
    ^(?P<subj>(?:[\w'’.$%&-]+\s+){0,5}?[\w'’.$%&-]+)\s+
    (?:isn't|isnt|is\s+not|wasn't|wasnt|was\s+not|aren't|arent|are\s+not)\s+
    (?:called\s+|named\s+|on\s+|in\s+|at\s+)?(?P<old>[^,;—–]{1,40}?)\s*(?:,|;|\s[—–-])\s*
    (?:it's|its|it\s+is|it\s+was|they're|theyre|they\s+are|she's|he's|that's)\s+
    (?:actually\s+|now\s+|called\s+|named\s+)?(?P<new>[^,;—–]{1,40}?)\s*(?:$|[,;.!]|\s[—–-])
    """,
    _I | re.VERBOSE,
)
_EN_NOT_X_SUBJECT_VETO = re.compile(r"^(?:it|this|that|there|you|i|we|he|she|they)$", _I)
# The denied value is a value (a number, a name, "a client", "billing-core"), not a state
# ("the migration isn't done, it's still running": a status, no fix).
_EN_NOT_X_VALUE = re.compile(
    r"\d|(?-i:[A-Z])|^(?:a|an|the|our|their|his|her|my|your)\s|\w[-_.]\w", _I
)


# … not where a fault lies ("Docker isn't the problem, it's the network config"): a diagnosis,
# no value was wrong
_EN_NOT_X_BLAME = re.compile(
    r"^(?:the|a|an|our|my|your|their|its)\s+(?:real\s+|main\s+|root\s+|actual\s+)?(?:problem|"
    r"issue|cause|culprit|reason|bottleneck|blocker|bug|fault|trouble|thing|deal|question)s?$",
    _I,
)


# A state said instead of a value ("…, it's still running"): no value was denied.
_EN_NOT_X_STATE = re.compile(r"(?:still|just|only|not|more|less|too|very|really|so)\b", _I)


def _value_denied(old: str, new: str) -> bool:
    """Whether "<subject> isn't ``old``, it's ``new``" corrects a value: ``old`` is one, not a
    fault's place ("isn't the problem"), and ``new`` is no state ("it's still running")."""
    return bool(
        _EN_NOT_X_VALUE.search(old)
        and not _EN_NOT_X_BLAME.match(old)
        and not _EN_NOT_X_STATE.match(new)
    )


def _value_replaced(subj: str, new: str, old: str) -> str:
    """The correction's claim: "The deadline is Monday, not Friday"."""
    return f"{_cap(subj)} is {new.strip()}, not {old}"


_NOT_WORDS = ("not", "n't", "isnt", "wasnt", "arent")


def _r_x_not_y(st: Statement) -> Candidate | VetoType | None:
    # (``_EN_NOT_X_ITS_Y`` denies with one of these words)
    n = _EN_NOT_X_ITS_Y.match(st.s) if may_hold(st.s, _NOT_WORDS) else None
    if (
        n
        and not _EN_NOT_X_SUBJECT_VETO.match(n.group("subj"))
        and not en.FIRST_PERSON.match(st.s)
        and not en.FB_CODE.search(n.group("subj"))
        and _value_denied(n.group("old"), n.group("new"))
    ):
        old = re.sub(r"\s+anymore$", "", n.group("old").strip(), flags=_I)
        claim = _value_replaced(n.group("subj"), n.group("new"), old)
        return _made(make(claim, "correction", None, "high", False, old))
    m = _EN_X_NOT_Y.match(st.s)
    if not m or en.FIRST_PERSON.match(st.s) or en.FB_CODE.search(m.group("head")):
        return None  # "I'm in Lisbon this week, not Porto" is the user's own situation
    if re.search(r"\bnow\b", m.group("head"), _I):
        return None  # "staging is on GKE now, not the old VMs": a change of state
    if re.search(r"\b(?:is|are|was|were)\s*$", m.group("head"), _I):
        return None  # "Tidewater is, not …": a negation
    head = m.group("head").strip()
    return _made(make(_cap(_third_person(head)), "correction", None, "high", False, m.group("old")))


# A decision that only points at what follows: "we have agreed the following revisions",
# "we decided as follows", "here's what we settled on:" (its items carry the decision).
_EN_DECIDED_CATAPHOR = re.compile(
    r"\b(?:agreed|decided|settled|landed|voted|resolved)\s+(?:on\s+|upon\s+)?"
    r"(?:the\s+following(?:\s+[\w-]+){0,2}|as\s+follows|these(?:\s+[\w-]+)?|(?:the\s+)?below)"
    r"\s*[:.!]*$",
    _I,
)


def _r_decision(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    if _EN_DECIDED_CATAPHOR.search(s):
        return VETO  # "we have agreed the following revisions" (the items say what)
    if en.decision(s) or en.TEAM_COURSE.match(s):
        return _made(make(_claim_en(s), "decision", _en_entity(s, "decision"), "high"))
    return None


def _r_relationship_named(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    for rx in en.REL:
        m = rx.search(s)
        if m:
            name = _en_entity_name(m)
            if name:
                return _made(make(_claim_en(s), "relationship", name, "high"))
    return None


def _r_relationship_role(st: Statement) -> Candidate | VetoType | None:
    if en.REL_NONAME.match(st.s):
        return _made(make(_claim_en(st.s), "relationship", None, "high"))
    return None


def _r_contact_card(st: Statement) -> Candidate | VetoType | None:
    """A contact card ("Dev Raghunathan — angel, ex-Tesla energy, Ifeoma's intro"): who the
    named person is, said as a note without a verb (:data:`.en.CONTACT_CARD`)."""
    acting = en.CONTACT_CARD_ACTING.match(st.s)
    if acting and acting.group("name").split()[0] not in en.NOT_NAMES:
        # "Bianca acting lead again": who holds a post for now, the verb left out
        return _made(make(_claim_en(st.s), "relationship", acting.group("name"), "medium"))
    m = en.CONTACT_CARD.match(st.s)
    if m is None or m.group("name").split()[0] in en.NOT_NAMES or _is_org(m.group("name")):
        return None
    if m.group("name").split()[0].lower() in en.CARD_LABEL:
        return None
    desc = m.group("desc")
    head = desc.split(",")[0].split()
    if m.group("sep") == "," and (
        " " not in m.group("name") or sum(w[:1].isupper() for w in head) >= 2
    ):
        # a full name before a comma (a dash reads as one), and no title after it: not
        # "Thanks, Ben's intro", "Weekly Update, Team Lead sync"
        return None
    if en.CONTACT_CARD_VERB.search(desc) or not en.CONTACT_CARD_ROLE.search(desc):
        return None
    return _made(make(_claim_en(st.s), "relationship", m.group("name"), "medium"))


def _r_money_moved(st: Statement) -> Candidate | VetoType | None:
    """Money that moved for the work (:data:`.en.MONEY_MOVED`: "Kwame's wire landed")."""
    if en.MONEY_MOVED.match(st.s):
        return _made(make(_claim_en(st.s), "project_state", None, "medium"))
    return None


def _r_stakeholder(st: Statement) -> Candidate | VetoType | None:
    if en.STAKEHOLDER.match(st.s):
        return _made(make(_claim_en(st.s), "fact", None, "high"))
    return None


def _r_standing_label(st: Statement) -> Candidate | VetoType | None:
    """What follows a label that says it holds from now on (:data:`.en.STANDING_LABEL`), or a
    request with a standing word in it (:data:`.en.STANDING_ASK`): the user's preference."""
    m = en.STANDING_LABEL.match(st.s) or en.STANDING_ASK.match(st.s)
    if m is None:
        return None
    rest = strip_end(st.s[m.end() :]).strip().rstrip("?").strip()
    if len(rest.split()) < 2:
        return None
    if st.s[: m.end()].lower().startswith("when"):
        # "When you draft emails to the Hartley buyer, cc Dana": the condition is the scope
        return _made(make(_claim_en(strip_end(st.s).strip()), "preference", None, "high"))
    if _EN_LABEL_STATEMENT.match(rest) and not _EN_LABEL_RULE.search(rest):
        if re.match(r"(?:i|we)\s", rest, _I):  # "…my schedule: I work Tuesday to Saturday"
            return _made(make(_claim_en(rest), "fact", None, "medium"))
        return None  # "Standing note: Bella is on 12 units of insulin": a fact, read as one
    return _made(make(_claim_en(rest), "preference", None, "high"))


# What follows a standing label and states how things are, not how to work: a subject and a
# verb of being or routine ("Leo starts secondary school in September", "all our vans are Euro 6
# compliant", "I work Tuesday to Saturday"); unless a rule word says it is one.
_EN_LABEL_STATEMENT = re.compile(
    r"""^(?:(?:all\s+)?(?:the|our|my|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+)?|(?-i:[A-Z][a-z]+)|i|we)\s+
    (?:is|are|was|were|has|have|starts?|works?|gets?|closes?|opens?|runs?|lives?|goes|takes?)\b""",
    _I | re.VERBOSE,
)
_EN_LABEL_RULE = re.compile(
    r"\b(?:should|must|never|always|want|wants|need|needs|please|pls|don'?t|do\s+not|only|no)\b", _I
)


def _r_standing_request(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    if en.STANDING_DONT.match(s) or (
        en.standing_tail(s)
        and (en.REQUEST_START.match(s) or en.I_WANT.match(s))
        and not en.QUESTION_START.match(s)
    ):
        return _made(make(_claim_en(s), "preference", None, "high"))
    return None


# Terse away notes: "Rui out Fri", "Dana OOO until Tuesday", "Taking December off from the
# project", "I'm primary on-call this week".
_EN_AWAY = re.compile(
    r"""
    ^(?:
        (?-i:[A-Z][a-z]+)(?:\s+is|'s)?\s+(?:out|off|ooo|away|on\s+pto|on\s+leave)\s+
        (?:today|tomorrow|tonight|this|next|until|till|through|thru|all|from|for|
           (?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b|
           (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)
      | (?:i'm\s+|i\s+am\s+)?taking\s+(?:(?:the\s+)?[\w-]+\s+){1,3}off\b
      | i'm\s+(?:the\s+)?(?:primary|secondary|backup)?\s*on[- ]call\s+(?:this|next|today|tonight|until|till|all)\b
    )
    """,
    _I | re.VERBOSE,
)


# A statement that opens with the user's taste (the preference rules read it).
_EN_TASTE_LEAD = re.compile(
    r"^(?:i\s+)?(?:really\s+)?(?:don't\s+like|do\s+not\s+like|doesn't\s+like|hate|hates|"
    r"can't\s+stand|cannot\s+stand|love|loves|prefer|prefers|dislike|dislikes)\s",
    _I,
)
_EN_THAT_CLAUSE = re.compile(r"\s(?:that|which|who|where|if)\s|\s[—–-]\s", _I)


def _r_situation(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    transient = (
        en.HEALTH.search(s)
        or en.TRAVEL.search(s)
        or en.TRAVEL_I.search(s)
        or (en.LOCATION_NOW.search(s) if may_hold(s, en.LOCATION_NOW_WORDS) else None)
        or (en.MOOD.search(s) if may_hold(s, en.MOOD_WORDS) else None)
        or en.SCHEDULE.search(s)
    )
    if transient:
        # "I'm going to finish the i18n work before I go on leave": the leave is the deadline.
        cm = en.COMMIT.match(s)
        sub = en.SUBORD.search(s)
        if (
            cm
            and not en.COMMIT_BE.match(cm.group("rest"))
            and sub
            and sub.start() < transient.start()
        ):
            transient = None
    if transient and _EN_TASTE_LEAD.match(s):
        # "I don't like emails that open with 'Hope you're well' when their pet is unwell":
        # a taste; the situation word is in what the taste is about
        sub = en.SUBORD.search(s) or _EN_THAT_CLAUSE.search(s)
        if sub and sub.start() < transient.start():
            transient = None
    transient = transient or _EN_AWAY.match(s)
    if transient and (en.FIRST_PERSON.match(s) or not en.PROJECT.search(s)):
        return _made(make(_claim_en(s), "fact", None, "medium", True))
    return None


# "I'll need them again in the summer", "I'll need to run it past her": a need, no promise
# (but "I'll need to book the hall by the 20th" is a task of the user's)
_EN_WILL_NEED = re.compile(r"(?:probably\s+|also\s+|still\s+)?need\b(?!\s+to\b)", _I)


def _r_commitment(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    m = en.COMMIT.match(s)
    if m and not en.COMMIT_BE.match(m.group("rest")) and not _EN_WILL_NEED.match(m.group("rest")):
        rest = m.group("rest")
        going_place = re.match(r"(?:[A-Z]|the (?:airport|office))", rest) and "going to" in s
        if not going_place:
            salience = "low" if en.COMMIT_TRIVIAL.match(rest) else "medium"
            return _made(make(_claim_en(s), "commitment", _en_entity(s, "commitment"), salience))
    return None


_ACTION_NOT_OWNER = frozenset(en.WORDS["action_not_owner"])


def _action_item(s: str) -> Candidate | None:
    """An action item as minutes write it (:data:`.en.ACTION_ITEM`): "P. Kowalczyk to deliver
    cleaned parcel layer to vendor by Sept 20" — the owner's commitment."""
    m = en.ACTION_ITEM.match(s)
    if m is None:
        return None
    owner = m.group("owner")
    first = owner.split()[0].rstrip(".").lower()
    if first in _ACTION_NOT_OWNER or owner.split()[0].capitalize() in en.ANCHOR_NOT_NAME:
        return None
    if _en_trim(s) is None:
        return None
    return make(_claim_en(s), "commitment", None, "medium", rule="en.commitment.action-item")


def _r_action_item(st: Statement) -> Candidate | VetoType | None:
    cand = _action_item(st.s)
    return None if cand is None else _made(cand)


# An action item said after a comma or a semicolon inside a statement: "Online payments: down
# Fri 5pm to Mon 7am, Hyun-woo to notify the bank".
_EN_EMBEDDED_ACTION = re.compile(r"(?:[,;]\s+|\s(?:and|while)\s+)(?=(?-i:[A-Z])[^,;]*?\sto\s)")
_EN_DANGLING_AND = re.compile(r"[,;]?\s+(?:and|while|but)$", re.IGNORECASE)
_EN_ACTION_END = re.compile(r"\s*(?:[;(]|\s[—–-]\s).*$")


def _embedded_actions(part: str, found: list[Candidate | None]) -> list[Candidate]:
    """The action items inside ``part`` after its first clause (see ``_EN_EMBEDDED_ACTION``)
    that no claim of ``found`` opens with."""
    if " to " not in part:
        return []
    out: list[Candidate] = []
    for m in _EN_EMBEDDED_ACTION.finditer(part):
        rest = _EN_ACTION_END.sub("", strip_end(part[m.end() :]))
        cand = _action_item(rest)
        if cand is None or any(
            c is not None and c.claim.startswith(cand.claim[:20]) for c in found
        ):
            continue
        out.append(cand)
    return out


# A capitalised word after the first: the clauses before the identity name someone.
_HEAD_NAMES = re.compile(r"(?<=\S)\s+(?-i:[A-Z])[a-z]")


def _identity_clause(s: str) -> str:
    """The clause that says who the user is, when it comes after a comma in a run of clauses:
    "Not asking you to be my lawyer, I am the paralegal, I just need a starting point" → "I am
    the paralegal" (the clauses around it are a request and an aside, not who the user is)."""
    m = en.IDENTITY.search(s)
    if m is None or m.start() == 0:
        return s
    head = s[: m.start()]
    if not head.rstrip().endswith(",") or _HEAD_NAMES.search(head):
        return s  # (a name said before it is kept: "Name's Tomasz by the way, I'm the only …")
    tail = en.CLAUSE_SPLIT.split(s[m.start() :], maxsplit=1)[0]
    return tail


def _r_identity(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    if en.identity(s):
        return _made(make(_claim_en(_identity_clause(s)), "fact", _en_entity(s, "fact"), "high"))
    m = en.IAM_NAME.match(s)
    if m and _en_entity_name(m):
        return _made(make(_claim_en(s), "fact", None, "high"))
    return None


_EN_I_WILL = re.compile(r"\bi(?:'ll| will)\b", _I)
_EN_STANDING_LEAD = re.compile(r"^(?:from now on|going forward|in (?:the )?future),?\s+", _I)


def _r_standing_will(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    if not en.STANDING.match(s):
        return None
    if en.WE_WILL.search(s):
        return _made(make(_claim_en(s), "decision", None, "high"))
    if _EN_I_WILL.search(s):
        # "Going forward I'll write the changelog entries myself": a promise, not a taste
        claim = _EN_STANDING_LEAD.sub("", s)
        return _made(make(_claim_en(claim), "commitment", None, "medium"))
    return None


def _r_team_plan(st: Statement) -> Candidate | VetoType | None:
    # "we're going to offer 15% and a dedicated support engineer": the team's chosen act
    s = st.s
    m = en.TEAM_PLAN.match(s)
    if not m or en.FB_CONDITION.search(s):
        return None
    if en.FB_CODE.search(_first_clause(s[m.end() :])) or en.FB_DEICTIC.search(s):
        return None  # what the plan is about is code ("we'll rewrite this function")
    return _made(make(_claim_en(s), "decision", None, "medium"))


def _r_preference_anaphor(st: Statement) -> Candidate | VetoType | None:
    # "I really dislike that": the taste is in the sentence before
    return VETO if _EN_PREF_ANAPHOR.search(st.s) else None


_EN_I_PREFER_LEAD = re.compile(r"^(?:i|we)\s+(?:\w+\s+)?(?:prefer|always|never|like|love|hate)", _I)


# A lapse with someone's care in it ("I always forget to give Bella her insulin on Sundays"):
# no taste, but a fact about the user's routine (the dog gets insulin), kept as a fact.
_EN_LAPSE_CARE = re.compile(
    r"""^(?:i|we)\s+(?:\w+\s+)?(?:always|usually|often|keep)\s+forget(?:ting)?\s+to\s+
    (?:give|feed|walk|take|pay|renew|water|top\s+up|refill|collect|pick\s+up)\s
    [^,;]{0,60}?(?-i:\b[A-Z][a-z]+)""",
    _I | re.VERBOSE,
)


# A pronoun that opens the clause after help asked ("…, it goes out on Friday") and what the
# help is with ("with the rota"), put in for "it".
_EN_HELP_PRONOUN = re.compile(r"(?:it|it's|they|they're)\b", _I)
_EN_HELP_OBJECT = re.compile(
    r"\bwith\s+((?:the|my|our|this|his|her)\s+[\w'-]+(?:\s+[\w'-]+)?)\s*$", _I
)


def _r_preference(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    if _EN_LAPSE_CARE.match(s):
        return _made(make(_claim_en(re.sub(r",?\s+so$", "", s)), "fact", None, "medium"))
    if en.pref_not(s):
        return VETO  # a lapse, a track record, a bare verb, a worry (en.PREF_NOT)
    if en.PREF_RECORD.match(s):
        return _made(make(_claim_en(s), "fact", None, "high"))  # "never missed rent once"
    if en.pref(s) and not en.PREF_WANT_YOU.match(s):
        if not en.PROJECT.match(s) or _EN_I_PREFER_LEAD.match(s):
            return _made(make(_claim_en(s), "preference", None, "high"))
    if en.STANDING.match(s):
        # (a "we will" standing sentence was decided by standing.will)
        return _made(make(_claim_en(s), "preference", None, "high"))
    return None


# A figure of the business or the service: "CSAT was 91% for November", "our churn is down to
# 2.1%", "runway is 19 months".
_EN_METRIC = re.compile(
    r"""
    ^(?:(?:our|the|their|[A-Z][\w&.-]*'s)\s+)?(?:[\w-]+\s+){0,2}?
    (?:csat|nps|mrr|arr|churn|runway|burn(?:\s+rate)?|retention|conversion(?:\s+rate)?|uptime|
       revenue|gmv|dau|mau|cac|ltv|sla|(?:first[- ])?response\s+time|open\s+rate|margin|
       win\s+rate|backlog|headcount|nrr|grr)\b
    .{0,30}?\b(?:is|was|are|were|hit|at|dropped|fell|rose|went\s+(?:up|down)|grew|came\s+in|
       sits|stands|is\s+down|is\s+up)\b.{0,30}?\d
    """,
    _I | re.VERBOSE,
)


def _r_metric(st: Statement) -> Candidate | VetoType | None:
    if _EN_METRIC.match(st.s):
        return _made(make(_claim_en(st.s), "project_state", None, "high"))
    if en.FIGURE.search(st.s) and not en.FB_SUBJ_I.match(st.s) and not en.LIFE_MONEY.search(st.s):
        # "we hit 1,000 contributors today", "Docs translation is 80% done"
        return _made(make(_claim_en(st.s), "project_state", None, "medium"))
    return None


def _r_project_state(st: Statement) -> Candidate | VetoType | None:
    s = st.s
    if (
        en.PROJECT.search(s)
        or en.APPROVAL.match(s)
        or en.TEAM_RULE.match(s)
        or en.WE_HAVE.match(s)
        or en.PROJECT_MORE.search(s)
    ):
        return _made(make(_claim_en(s), "project_state", _en_entity(s, "project_state"), "high"))
    if en.STATE_NOW.match(s) and not en.FB_CODE.search(s):
        return _made(make(_claim_en(s), "project_state", None, "high"))
    return None


def _r_tool_user(st: Statement) -> Candidate | VetoType | None:
    if en.TOOL_USER.match(st.s):
        return _made(make(_claim_en(st.s), "preference", None, "high"))
    return None


def _r_context(st: Statement) -> Candidate | VetoType | None:
    if en.CONTEXT.match(st.s):
        return _made(make(_claim_en(st.s), "fact", None, "medium"))
    return None


# The English fact rules in priority order: the first that decides wins (``en.<name>`` in
# Candidate.rule). Guards (yields "-") veto the statement or rewrite it for the rules after.
RULES_EN: tuple[Rule[Statement], ...] = (
    Rule("health.dose", "fact", _r_dose_change),
    Rule("reported-quote", "-", _r_reported_quote),
    Rule("assistant", "correction|-", _r_assistant),
    Rule("quoted", "-", _r_quoted),
    Rule("hedge", "-", _r_hedge),
    Rule("aside", "-", _r_aside),
    Rule("correction", "correction", _r_correction),
    Rule("commitment.action-item", "commitment", _r_action_item),
    Rule("project-state.ticket", "project_state (transient)", _r_ticket),
    Rule("decision.new-rule", "decision", _r_new_rule),
    Rule("decision", "decision", _r_decision),
    Rule("money-share", "fact", _r_money_share),
    Rule("relationship.named", "relationship", _r_relationship_named),
    Rule("relationship.role", "relationship", _r_relationship_role),
    Rule("relationship.card", "relationship", _r_contact_card),
    Rule("project-state.money", "project_state", _r_money_moved),
    Rule("correction.x-not-y", "correction", _r_x_not_y),
    Rule("stakeholder", "fact", _r_stakeholder),
    Rule("standing-label", "preference", _r_standing_label),
    Rule("standing-request", "preference", _r_standing_request),
    Rule("situation", "fact (transient)", _r_situation),
    Rule("commitment", "commitment", _r_commitment),
    Rule("identity", "fact", _r_identity),
    Rule("standing.will", "decision|commitment", _r_standing_will),
    Rule("decision.team-plan", "decision", _r_team_plan),
    Rule("preference.anaphor", "-", _r_preference_anaphor),
    Rule("preference", "preference|fact", _r_preference),
    Rule("project-state.metric", "project_state", _r_metric),
    Rule("project-state", "project_state", _r_project_state),
    Rule("tool-user", "preference", _r_tool_user),
    Rule("context", "fact", _r_context),
)


def _claim_en(s: str) -> str:
    s = re.sub(r"^(?:please|pls|plz)\s+", "", s, flags=_I)
    return _cap(_third_person(s))


def _en_identity(part: str) -> tuple[Candidate | None, str, str, str]:
    """Who someone is, said in passing in the subject (:data:`.en.IDENTITY_SUBJECT`): the
    identity as a relationship of its own, the statement with the bare name as its subject,
    the name and the phrase it replaced. "Priya from Lanternfish Capital said they want to
    lead the round" → ("Priya is from Lanternfish Capital", "Priya said they want to lead the
    round", …); without such a subject: (None, part, "", "")."""
    s = part.strip()
    m = en.ID_KIN_FIRST.match(s)
    if m and _en_trim(s) is not None:
        # "my cofounder Leila is out sick today": the tie, then the condition with the name.
        name, lead = m.group("name"), m.group("lead")
        app = m.group("app")
        # "my cofounder Leila" → "Leila is my cofounder"; "Grandpa Elias" → "Elias (grandpa)"
        tie = f"{name} is {_lower_det(app)}" if en.ID_DET.match(app) else f"{name} ({app.lower()})"
        np = s[len(lead) : m.end()]
        kin = make(tie, "relationship", None, "medium", rule="en.identity.kin")
        return kin, lead + name + s[m.end() :], name, np
    for n, pat in enumerate(en.IDENTITY_SUBJECT):
        m = pat.match(s)
        if not m:
            continue
        name, lead = m.group("name"), m.group("lead")
        groups = m.groupdict()
        if groups.get("org"):
            who = f"{name} is {groups['prep'].lower()} {groups['org']}"
            if groups.get("app"):
                who = f"{name} from {groups['org']} is {_lower_det(groups['app'])}"
        elif groups.get("role"):
            role = groups["role"]
            who = f"{name} is {role}" if en.ID_DET.match(role) else f"{name} ({role})"
        elif groups["app"].lower().startswith("who "):
            who = f"{name} {groups['app'][4:]}"
        else:
            who = f"{name} is {_lower_det(groups['app'])}"
        if _en_trim(s) is None:  # the statement is a question or a request
            return None, part, "", ""
        np = s[len(lead) : m.end()]
        rest = lead + name + s[m.end() :]
        if en.ID_ORG_ROLE.search(groups.get("role") or groups.get("app") or ""):
            # "The telemetry vendor, Cardiolink, is being acquired …": a company described,
            # not a person's place; the rest is read with the name as its subject.
            return None, rest, name, np
        rule = (
            "en.identity.org",
            "en.identity.paren",
            "en.identity.appositive",
            "en.identity.role-first",
            "en.identity.appositive",
            "en.identity.appositive",
        )[n]
        return make(who, "relationship", None, "medium", rule=rule), rest, name, np
    return None, part, "", ""


# An identity that names a company or a role, not a team of the user's place.
_ID_NAMED = re.compile(r"\b(?:[A-Z]|(?:our|my|the|their)\b)")


def _lower_det(app: str) -> str:
    """ "Our landlord" → "our landlord" (the determiner inside a claim)."""
    head, _, rest = app.partition(" ")
    return (head.lower() + " " + rest) if en.ID_DET.match(head) else app


# A title before a name inside a statement ("Dr Okoye-Hart", "Ms. Adebayo-Kent"), for each
# of the name slots below.
_EN_TITLE = r"(?-i:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s"
# Who someone named inside a statement is, said between commas: "Priya reports to Helen, the
# VP of product, and …", "… must be approved by the CISO, Renata Volkova, starting …". (An
# identity opening the statement is read by ``en.IDENTITY_SUBJECT``.)
_EN_MID_APPOSITIVE = re.compile(
    r"""(?<=\s)(?:
      (?P<name>(?-i:[A-Z][a-z]+)(?:\s(?-i:[A-Z][a-z]+))?),\s+
        (?P<app>(?:the|our|my)\s+(?:[\w-]+\s+){0,4}?[\w-]+),
    | (?P<app2>(?:the|our|my|his|her)\s+(?:[\w-]+\s+){0,3}?[\w-]+),\s+
        (?P<name2>(?-i:[A-Z][a-z]+)\s(?-i:[A-Z][a-z]+)
          # "the head, Dr Okoye-Hart,", "the probate attorney, Ms. Adebayo-Kent,"
          |"""
    + _EN_TITLE
    + r"""(?-i:[A-Z][a-z]+)(?:-(?-i:[A-Z][a-z]+))?
          |(?-i:[A-Z][a-z]+)(?:\s(?-i:[A-Z][a-z]+))?-(?-i:[A-Z][a-z]+))
        # "… sign-off from our EVC, Yvonne Castellanos.": the name may end the statement
        (?:,|(?=\s*[.;!]?\s*$))
    # "…, and Kwame (our part-time tech, Tuesday to Thursday only) can't …": the role in
    # brackets after the name, before a comma inside them
    | (?P<name5>(?-i:[A-Z][a-z]+)(?:\s(?-i:[A-Z][a-z]+))?)\s+\(
        (?P<app5>(?:our|my)\s+(?:[\w-]+\s+){0,3}?[\w-]+)(?:,[^()]{0,60})?\)
    # "the owner (Rufus Penhaligon)", "our new vet (Dr Ana Ruiz)": the name in brackets
    | (?P<app3>(?:the|our|my|his|her)\s+(?:(?-i:[a-z][\w-]*)\s+){0,2}?(?:"""
    + en.alt("id_role_noun")
    + "|"
    + en.alt("id_kin")
    + r"""))\s+\(
        (?P<name3>(?:"""
    + _EN_TITLE
    + r""")?(?-i:[A-Z][a-z]+)(?:[\s-](?-i:[A-Z][a-z]+)){0,2})\)
    # "…, the city assigned a new inspector, Priyanka Das": a post given, then who holds it
    | (?P<app4>(?:a|an)\s+(?:(?-i:[a-z][\w-]*)\s+){0,2}?(?:"""
    + en.alt("id_role_noun")
    + r""")),\s+
        (?P<name4>(?:"""
    + _EN_TITLE
    + r""")?(?-i:[A-Z][a-z]+)(?:[\s-](?-i:[A-Z][a-z]+)){1,2})
        (?=\s*(?:[,.;]|$))
    )""",
    _I | re.VERBOSE,
)


_EN_SELF_NAMED = re.compile(r"\b(?:i'm|i am|im|name is|name's|call me|this is)\s*$", _I)
# A role noun alone in brackets after a name, anywhere in a statement (the opening one too):
# "Dr Mbeki (oncology) moved the scan to friday", "Joss (the sitter) has a key", "dr reyes
# (cardiologist) wants a holter": who the person is. The name may be a title and a surname
# typed in lower case.
_EN_NAME_ROLE_BRACKET = re.compile(
    r"(?:^|(?<=\s))(?P<name>(?:"
    + _EN_TITLE
    + r")?(?-i:[A-Z][a-z]+)(?:\s(?-i:[A-Z][a-z]+))?|(?:dr|mr|mrs|ms|prof)\.?\s(?-i:[a-z]{2,}))"
    r"\s+\((?P<app>(?:(?:the|our|my|his|her|their)\s+)?(?:[\w-]+\s+)?"
    + en.ROLE_NOUN_CARE
    + r"|oncology|cardiology|neurology|geriatrics|psych|ortho|physio|hospice|pt|ot)\)",
    _I | re.VERBOSE,
)


def _mid_appositives(part: str, found: list[Candidate | None]) -> list[Candidate]:
    """The identities said between commas inside ``part`` (:data:`_EN_MID_APPOSITIVE`) that
    no claim of ``found`` states yet."""
    if ("," not in part and "(" not in part) or _en_trim(part) is None:
        return []
    out: list[Candidate] = []
    pairs = [
        (
            next(m.group(g) for g in ("name", "name2", "name3", "name4", "name5") if m.group(g)),
            next(m.group(g) for g in ("app", "app2", "app3", "app4", "app5") if m.group(g)),
        )
        for m in _EN_MID_APPOSITIVE.finditer(part)
    ]
    starts = [m.start() for m in _EN_MID_APPOSITIVE.finditer(part)]
    for b in _EN_NAME_ROLE_BRACKET.finditer(part):
        if b.group("name").split()[0] in en.NOT_NAMES or any(b.start() == at for at in starts):
            continue
        if any(
            c is not None and c.kind == "relationship" and c.claim.startswith(b.group(0)[:-1])
            for c in found
        ):
            continue  # "Sophia (advisor) wants …": the identity rules read the opening one
        app = b.group("app")
        app = app if en.ID_DET.match(app.split()[0]) else "the " + app
        name = b.group("name")
        pairs.append((name[0].upper() + name[1:], app))
        starts.append(b.start())
    for (name, app), at in zip(pairs, starts, strict=True):
        if name.split()[0] in en.NOT_NAMES or _is_org(name) or en.ID_ORG_ROLE.search(app):
            continue
        if _EN_SELF_NAMED.search(part, 0, at):
            continue  # "I'm Dan, the backend lead": the user, read by the identity rules
        claim = f"{name} is {_lower_det(app)}"
        if any(c is not None and f"{name} is" in c.claim for c in found):
            continue
        cand = make(claim, "relationship", None, "medium", rule="en.identity.inside")
        if cand is not None:
            out.append(cand)
    return out


# Where a person the user told or promised something works, said right after their name
# (:data:`.en.WORDS` "tie_object_verb"): "I promised Camila from Café Bromélia 40 cups",
# "told Hyun-woo in Finance I'd have it", "Promised Lorenzo Bianchi in the City Attorney's
# office that …", "i promised callum at the brudenell we'd send …" (a name and a venue typed in
# lower case count in a statement typed in lower case). "In" takes a department or an office
# ("in legal", "in the Mayor's office"), not a month or a city.
_TIE_VERB = en.alt("tie_object_verb")
_TIE_DEPT = en.alt("id_dept")
_TIE_UNIT = r"(?:team|office|department|desk|group|unit)"
_EN_OBJECT_TIE = re.compile(
    rf"""\b{_TIE_VERB}\s+
    (?P<name>(?:{_EN_TITLE})?(?-i:[A-Z])[\w'’-]+(?:\s(?-i:[A-Z])[\w'’-]+)?
      | (?-i:[a-z][a-z'-]{{2,}}))
    \s+(?:
        (?P<prep>at|from)\s+
        (?P<org>(?:the\s+)?(?-i:[A-Z])[\w&'’.-]*(?:\s+(?:&\s+|of\s+)?(?-i:[A-Z])[\w&'’.-]*){{0,4}}
          # a venue typed in lower case, before what was promised: "at the brudenell we'd …"
          | the\s+(?-i:[a-z])[\w'’-]{{2,}}(?=\s+(?:that|we|we'd|i|i'd|i'll|we'll|to|about)\b)
          | {_TIE_DEPT})
      | (?P<prep2>in)\s+
        # a department or a unit, never a bare capitalised word: "in Discord", "in French",
        # "in Year 3" are a channel, a language, a class
        (?P<org2>{_TIE_DEPT}
          # "in Building Services team", "in the City Attorney's office"
          | (?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){{0,3}}\s+{_TIE_UNIT}))
    (?=\s|[,.;:!?)]|$)""",
    _I | re.VERBOSE,
)
_TIE_NOT_ORG = tuple(en.WORDS["tie_not_org"])
_CAPITALISED = re.compile(r"\b(?-i:[A-Z])[\w'’-]*")
# A time or a day after "in"/"at", not a place of work: "told Priya in March", "at Easter"
# (en.WORDS "tie_when").
_TIE_WHEN = re.compile(en.alt("tie_when"), _I)


_TIE_NUMBER_AFTER = re.compile(r"\s*\d")
# The last word of a place or an occasion of the day, not an employer: "at Parents Evening",
# "at the Spring Fair", "at Pizza Express" (en.WORDS "tie_occasion").
_TIE_OCCASION = re.compile(en.alt("tie_occasion"), _I)
# The first word of a city: "from New York", "at San Diego", "from Las Palmas".
_TIE_CITY_HEAD = frozenset(en.WORDS["tie_city_head"])


def _tie_org_like(org: str, typed_lower: bool) -> bool:
    """Whether ``org`` after "at"/"from" reads as where a person works: a company head or an
    "&" ("Greyfield Press", "Hollis & Kerr"), a department, two capitalised words or more
    ("Café Bromélia"), or a venue typed in lower case in a texted statement ("at the
    brudenell"). A single capitalised word is a place the user was ("at Nando's", "from
    Heathrow"), and so is a word of an occasion ("at Parents Evening")."""
    words = org.split()
    if words[0].lower() == "the":
        words = words[1:]
    if not words or _TIE_OCCASION.fullmatch(words[-1]) or words[0].lower() in _TIE_CITY_HEAD:
        return False
    if re.fullmatch(_TIE_DEPT, org, _I):
        return True
    if words[0][0].islower():
        return typed_lower
    return "&" in org or _is_org(" ".join(words)) or len(words) >= 2


def _object_ties(part: str, found: list[Candidate | None]) -> list[Candidate]:
    """Who the person a promise or a message went to is (:data:`_EN_OBJECT_TIE`), when no
    claim of ``found`` says it yet."""
    if _en_trim(part) is None:
        return []
    # typed in lower case: no capital past the first letter but a day's or a month's (the
    # shorthand pass writes "weds" as "Wednesday")
    typed_lower = all(_TIE_WHEN.fullmatch(w) for w in _CAPITALISED.findall(part[1:]))
    out: list[Candidate] = []
    for m in _EN_OBJECT_TIE.finditer(part):
        name = m.group("name")
        prep = m.group("prep") or m.group("prep2")
        org = m.group("org") or m.group("org2")
        low = org.lower()
        if name[0].islower() and not typed_lower:
            continue  # "told them at …": a lower-case word is a name only in texting
        if len(org.split()) == 1 and _TIE_NUMBER_AFTER.match(part, m.end()):
            continue  # "from Gate 12", "in Year 3": a place with a number, not an employer
        if prep.lower() in ("at", "from") and not _tie_org_like(org, typed_lower):
            continue  # "told Liam at Nando's", "texted Jonas from Heathrow": where the user was
        if (
            name.split()[0].capitalize() in en.NOT_NAMES
            or name.split()[0].capitalize() in en.ANCHOR_NOT_NAME
            or org.split()[-1].capitalize() in en.ANCHOR_NOT_NAME
            or low.startswith(_TIE_NOT_ORG)
            or _TIE_WHEN.match(org)
            or _FB_PRONOUN_NAME.fullmatch(name)
        ):
            continue
        name = name[0].upper() + name[1:]
        if any(
            c is not None
            and (f"{name} is" in c.claim or (c.kind == "relationship" and org in c.claim))
            for c in found
        ):
            continue  # said already: "Emailed Dana from Hollis & Kerr …" read as the tie
        cand = make(
            f"{name} is {prep.lower()} {org}", "relationship", None, "medium",
            rule="en.identity.object",
        )  # fmt: skip
        if cand is not None:
            out.append(cand)
    return out


# Words after a promise verb that are no one's name: "told them at …", "promised everyone".
_FB_PRONOUN_NAME = re.compile(
    r"(?:him|her|them|me|us|you|u|everyone|everybody|someone|somebody|people|myself|"
    r"ourselves|it|this|that|all|both|each|mom|mum|dad|the|a|an|my|our|his|their)",
    _I,
)


def read_en_part(part: str) -> list[Candidate | None]:
    """The facts of one English statement (:func:`_read_en_part`), then who the people named
    between commas inside it are (:func:`_mid_appositives`)."""
    found = _read_en_part(part)
    # an action item inside the statement goes before it, and the claim that held it ends
    # before it ("Online payments: down Fri 5pm to Mon 7am", "Hyun-woo to notify the bank")
    actions = _embedded_actions(part, found)
    for act in actions:
        for n, c in enumerate(found):
            at = c.claim.find(act.claim) if c is not None else -1
            if c is not None and at > 0 and len(c.claim[:at].split()) >= 3:
                # without the conjunction left dangling: "Asked Sandra to check the invoices,
                # and" → "Asked Sandra to check the invoices"
                held = _EN_DANGLING_AND.sub("", c.claim[:at].rstrip(" ,;—–-"))
                found[n] = replace(c, claim=held.rstrip(" ,;—–-"))
    out = actions + list(found)
    # who a promise or a message went to goes after the promise ("Promised Camila from Café
    # Bromélia 40 cups", then "Camila is from Café Bromélia")
    out.extend(_object_ties(part, found))
    for tie in _mid_appositives(part, found):
        # the tie goes before the first claim that names the person ("Kwame is our part-time
        # tech", then "…, and Kwame (our part-time tech) can't be everywhere")
        name = tie.claim.split(" is ", 1)[0]
        at = next((i for i, c in enumerate(out) if c is not None and name in c.claim), len(out))
        out.insert(at, tie)
    return out


def _read_en_part(part: str) -> list[Candidate | None]:
    """The facts of one English statement (a part of a sentence, :func:`_en_parts`): an
    identity said in passing first (:func:`_en_identity`), then the facts of the rest, read
    piece by piece (:func:`.split.split_facts`). When the rest is itself the person's role
    ("Kate from finance owns the billing reports") the statement is read whole. The phrase the bare name replaced is put back
    in the first claim that names the person, so the claim still says who it is."""
    ident, rest, name, np = _en_identity(part)
    if not name:
        return _en_split(part)
    found = _en_split(rest)
    first = next((c for c in found if c is not None and name in c.claim), None)
    if (
        ident is not None
        and first is not None
        and ident.rule != "en.identity.kin"  # its condition was checked by ID_KIN_FIRST
        and (
            first.kind == "relationship"
            # a report by someone from a team of the user's own place ("Jordan from security
            # said …") is read whole; from a named company, or in a role, the identity is a
            # fact of its own ("Priya from Lanternfish Capital said …", "Our landlord, Mr.
            # Petrakis, said …")
            or (
                (first.rule or "").endswith("×report")
                and not _ID_NAMED.search(ident.claim, len(name))
            )
            # a rest only the fallback tier keeps, unless it carries a figure or a date
            # ("The roof guy, Dmitri from Carver Roofing, quoted $9,400 …": two facts)
            or (
                (first.rule or "").startswith("en.fallback")
                and (not _DIGIT.search(first.claim) or " is their " in ident.claim)
            )
        )
    ):
        # "Kate from finance owns the billing reports": the rest is the person's role, one
        # relationship with the whole subject; a report ("Jordan from security said …") or a
        # rest only the fallback tier keeps is read whole too — unless the whole reading
        # loses the rest ("Jun, our CTO, is in Seoul this week …" read whole keeps only "Jun,
        # our CTO"): then the identity and the rest are two facts.
        whole = _en_split(part)
        tail = " ".join(first.claim.split()[-2:])
        if any(c is not None and tail in c.claim for c in whole):
            return whole
    if ident is not None and ident.rule == "en.identity.kin" and first is None:
        return _en_split(part)  # the condition was not kept
    out: list[Candidate | None] = [ident] if ident is not None else []
    kin = ident is not None and ident.rule == "en.identity.kin"
    for cand in found:
        if cand is not None and name and name in cand.claim:
            phrase = _cap(np.rstrip()) if cand.claim.startswith(name) else np.rstrip()
            cand = replace(cand, claim=cand.claim.replace(name, phrase, 1))
            if kin and cand.kind == "project_state":
                cand = replace(cand, kind="fact")  # "my wife Hana is due in march": a life
            name = ""
        out.append(cand)
    return out


def decided(sentence: str) -> bool:
    """Whether an English sentence only marks the one before it as decided ("Final decision.",
    "We voted on it this morning.", "Decided in the maintainers call.")."""
    return bool(en.DECIDED_MARK.match(en.LEAD_FILLER.sub("", sentence.strip()).strip()))


def as_decision(found: list[Candidate], sentence: str) -> Candidate | None:
    """The sentence before a decided-marker as a decision: its last fact re-kinded, or — when
    it stated none the rules keep ("Staying Apache-2.0.", "Hiring freeze on everything except
    sales until the A closes.") — the sentence itself."""
    if found:
        last = found[-1]
        if last.kind in ("correction", "commitment"):
            return None
        salience = "medium" if last.salience == "low" else last.salience
        return replace(last, kind="decision", salience=salience, rule="en.decision.after-marker")
    s = strip_end(sentence.strip())
    if len(s.split()) < 2 or _en_trim(s) is None or en.FB_DEICTIC.search(s):
        return None
    return make(_claim_en(s), "decision", None, "medium", rule="en.decision.after-marker")


def meant_for_request(sentence: str, following: str) -> bool:
    """Whether "I meant X (, not Y)" only fixes which thing a request is about: a request or
    a question follows it, after a dash in the sentence or as the next sentence ("Sorry, I
    meant issue #4410 not #4401 — can you reopen that one?"). "Sorry, I meant the staging
    bucket, not prod." alone stays a correction."""
    s = sentence.replace("’", "'").strip()
    if not en.MEANT.match(s):
        return False
    tails = [t for t in re.split(r"\s[—–-]\s|[.!?]\s+", s)[1:] if t.strip()]
    tails.append(following)
    for tail in tails:
        t = en.LEAD_FILLER.sub("", tail.replace("’", "'").strip())
        if t and (en.REQUEST_START.match(t) or en.QUESTION_START.match(t) or t.endswith("?")):
            return True
    return False


# The user's aim said beside a request: "What's the formula for the area of a hip roof? I want
# to double-check Tamarack's square count", "I would like to send a sympathy card from all of
# us. Could you suggest some wording?".
_PURPOSE = re.compile(
    r"^(?:(?:so|and|basically|just|because|cause|cos)[,]?\s+)?(?:i|we)"
    r"(?:'d|'m|'re|\s+would|\s+am|\s+are)?\s+(?:just\s+|really\s+|only\s+)?"
    r"(?:want|need|like|trying|have)\s+to\s+" + en.alt("aim_verb") + r"\b",
    _I,
)


# What an aim says besides itself: a tie ("my mentor Priya"), a clause of its own ("…, she
# got me the job", "tell my team we're moving to Rust") or a named addressee ("to Acme").
_PURPOSE_KEEP = re.compile(
    r"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:" + en.REL_WORDS + r")\s+(?-i:[A-Z])"
    r"|[,;]\s*(?:and\s+|but\s+)?(?:she|he|they|we|i)\b"
    r"|\b(?:we|they|she|he|i)(?:'re|'s|'ve|'ll|'m|\s+(?:are|is|will|have|were|was|got|just))\b"
    r"|\bto\s+(?-i:[A-Z])[\w&-]+",
    _I,
)


def purpose_of_request(sentence: str, previous: str, following: str) -> bool:
    """Whether a sentence only says what a request beside it is for (see ``_PURPOSE``): a
    request or a question is the sentence before or after it, and the aim has no day or date
    ("I need to send him the repo link by Friday" is an errand of its own)."""
    s = en.LEAD_FILLER.sub("", sentence.replace("’", "'").strip())
    m = _PURPOSE.match(s)
    if not m or len(s.split()) > 14 or "when" in _anchors(s):
        return False
    if _PURPOSE_KEEP.search(s[m.end() :]):
        return False  # "… thank my mentor Priya, she got me the job": a fact beside the aim
    for other in (previous, following):
        t = en.LEAD_FILLER.sub("", other.replace("’", "'").strip())
        if t and (en.REQUEST_START.match(t) or en.QUESTION_START.match(t) or t.endswith("?")):
            return True
    return False


def mail_fact(sentence: str) -> Candidate | None:
    """A sentence of a pasted message's body that no rule read, kept when it is concrete (see
    :data:`.en.MAIL_LEAD`): the message's news is the user's project state ("the Switch dev kit
    should arrive at your office the week of Dec 14"), an amount without a date a fact
    ("Liquidated damages remain at $1,500/day thereafter"), a dated request to the reader the
    user's commitment ("Please get final papers to me by Friday 22nd Nov")."""
    if sentence.rstrip().endswith("?"):
        return None  # "Would it be possible for me to take 12-23 August off?"
    s = strip_end(en.MAIL_LEAD.sub("", sentence.strip(), count=1)).strip()
    words = s.split()
    if len(words) < 5 or len(words) > 40 or mail_boilerplate(s):
        return None
    anchors = _anchors(s)
    if en.MAIL_WHEN.search(s) and "when" not in anchors:
        anchors.append("when")  # "delayed to 10/19", "w/c 2nd December"
    if not anchors or en.MAIL_CODE.search(s):
        return None
    if en.ANCHOR_DISMISS.search(s):
        return None
    if en.MAIL_ASK.match(s):
        if "when" not in anchors:
            return None  # "Please bring the client representative with settlement authority"
        return make(_cap(s), "commitment", None, "medium", True, rule="en.mail.body:commitment")
    if anchors == ["name"] and not en.FB_VERB.search(s):
        return None
    if en.MAIL_TAKES_ON.match(s):  # "Marguerite will be covering the hotline Saturday shift"
        dated = "when" in anchors  # a dated task holds until it is done
        return make(_cap(s), "commitment", None, "medium", dated, rule="en.mail.body:commitment")
    if en.MAIL_OFFER.search(s) and en.ANCHOR_QUANTITY.search(s):
        # "Leopold could meet you at 6%, i.e. £30,740 per annum": an offer, for now
        return make(_cap(s), "project_state", None, "medium", True, rule="en.mail.body:offer")
    event = _EN_NAMED_EVENT.match(s)
    if event and " " not in event.group("who").strip() and "&" not in event.group("who"):
        kind = "fact"  # "Marmalade passed away peacefully at home on Sunday": about one named
    elif "when" not in anchors and en.MONEY_AMOUNT.search(s):
        kind = "fact"  # "Liquidated damages remain at $1,500/day thereafter"
    else:
        kind = "project_state"
    # "should arrive the week of Dec 14", "delayed to 10/19": an event on a date holds until
    # then; a change from a date on ("starting Dec 8", "effective Monday") is the new state
    once = kind == "project_state" and "when" in anchors
    once = once and (not en.MAIL_STANDING.search(s) or bool(en.MAIL_PUT_OFF.search(s)))
    return make(_cap(s), kind, None, "medium", once, rule="en.mail.body:" + kind)


def mail_boilerplate(sentence: str) -> bool:
    """Whether a sentence of a pasted message is what every message says (see
    :data:`.en.MAIL_BOILERPLATE`); a thanks for something concrete is news ("Thank you for
    agreeing to host a fourth-year student … beginning 3 June")."""
    s = en.MAIL_LEAD.sub("", sentence.strip(), count=1)
    m = en.MAIL_BOILERPLATE.match(s)
    if m is None:
        return False
    if en.MAIL_THANKS_TIME.match(s) or en.MAIL_OFFER_TALK.match(s):
        # "Thanks for making time on Thursday": the meeting's day is no news; but "Happy to
        # discuss the revised quote of £4,200" carries a figure
        return not re.search(r"\d", s)
    return not (en.MAIL_THANKS_FOR.match(s) and "name" in _anchors(s) and len(_anchors(s)) > 1)
