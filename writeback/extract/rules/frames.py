"""Frames: subject class × verb class × complement, read before the sentence rules.

The sentence rules grew one family at a time from batches of one style; a frame names the
*shape* instead. A statement is a subject (the user, the team, a named person or role, a
company, a thing), a verb of some class (prefer, commit, report/said, believe/worry, …) and
a complement. The verb classes are data (:data:`LEXICON`), one entry per language; the
patterns are built from them; :data:`FRAMES` maps (subject class, verb class) to the kind of
fact, and says which shapes are not facts at all (:data:`JUNK`).

    "Maya said Brightline hit 40k MRR"          named × report   → the complement's kind
                                                                    (a change: project_state)
    "Priya is worried that the round will slip"  named × believe  → fact
    "Ahmed prefers Notion over Confluence"       named × prefer   → preference
    "I committed to sending Lena the deck by Thu" I × commit      → commitment
    "Note that the board meets on the 14th"      memory cue       → the rest, at least a fact
    "the meeting ended" / "sorry, I meant Jordan" / a dismissive aside → nothing
    "Dmitri's fixing it tomorrow"                named × task     → commitment (with a when)
    "route billing tickets to Keisha"            routing          → relationship
    "exceptions need Gideon's sign-off"          thing × require  → decision
    fallback tier: "Wren turns 10 on August 2"   named × state    → fact
                   "Camera-ready due Oct 14"     thing × due      → fact
                   "the pilot converted to …"    thing × change   → project_state

Where they are read: :func:`frame_en` before the English sentence rules (junk and memory
cues on the sentence as written, subject × verb on the statement without its request tail);
:func:`frame_state` first in the English fallback tier; :func:`frame_cjk` when no zh/ja/ko
rule fired. A frame decides only when its shape is clear (the subject opens the statement,
the verb comes right after it). Each result names its frame (``frame:<subject>×<verb>``) in
:attr:`Candidate.rule`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from writeback.extract.base import Candidate
from writeback.extract.rules import en, ja, ko, zh
from writeback.extract.rules.common import make, strip_end
from writeback.extract.rules.timing import near

__all__ = [
    "FRAMES",
    "JUNK",
    "JUNK_CJK",
    "LEXICON",
    "Veto",
    "frame_cjk",
    "frame_en",
    "frame_state",
    "junk_cjk",
    "junk_en",
    "unjoin_en",
    "report_kind",
]

# Verb classes per language, as data. Each entry is a regex alternative (no groups).
LEXICON: dict[str, dict[str, list[str]]] = {
    "en": {
        "prefer": [
            "prefers?", "likes", "loves", "hates", "dislikes", "can't stand", "would rather",
            # a taste shown by a reaction: "Mrs Abernathy really liked the school visit photos"
            "liked", "loved", "hated", "enjoyed",
            "is a (?:big |huge )?fan of", "swears by", "insists on", "only uses",
            "is obsessed with", "only takes",
            # a habit that is a taste: "Cormac always wants pre-reads 48 hours before",
            # "Umberto only reviews PRs on Mondays", "Felipe is against any telemetry"
            "always wants", "never wants", "is against", "is dead set against", "refuses to",
            # a taste said the other way round: "Sam doesn't like cilantro", "Sam doesn't
            # want a big party for their 40th"
            "doesn't like", "does not like", "doesn't want", "does not want", "isn't a fan of",
            "is not a fan of", "doesn't care for",
            # what someone holds dear or is exacting about: "Ines cares a lot about pro rata",
            # "Bo is big on handwritten notes", "Mrs Tan is particular about the font"
            "cares (?:a lot |so much |deeply |a great deal |most )?about",
            "is (?:really |very )?(?:big|huge|keen) on",
            "is (?:really |very |super )?(?:particular|picky|fussy) about",
            # what someone accepts: "Kofi is fine with hostels", "Mara doesn't mind red-eyes"
            "is (?:totally |perfectly )?(?:fine|ok|okay|happy|cool) with(?! (?:it|that|this|me|us|him|her|them)\\b)"
            # (not a health finding: "Leo is fine with peanuts now, the allergy test was
            # negative", "The vet is happy with Bella's weight now")
            "(?![^.;]{0,80}?\\b(?:allerg\\w*|tests?|weight|dose|dosage|bloods?|scans?|x-?rays?|"
            "levels?|recovery|healing|stitches|wound|sugars?|results?)\\b)",
            "doesn't mind", "does not mind",
            "only (?:reads|reviews|responds to|replies to|answers|orders|buys|accepts|signs|"
            "books|eats|drinks|trusts|works with|talks to)",
        ],
        "commit": [
            "promised(?: to)?", "committed to", "owes?", "agreed to (?:send|share|intro|get|give"
            "|deliver|review|draft|write|call|ping|introduce)", "(?:has|have) to send",
            "(?:will|'ll) (?:send|share|intro|introduce|get back to)",
            # who takes on a job: "my brother Dean is going to cover the under 12s", "Dean
            # will do two of the Leeds weekends"
            "(?:will|'ll|is going to|is gonna) (?:cover|do|handle|take care of|run|bring|drive|"
            "sort|train|teach|show|pay for)",
            # a promise made by someone else, or a job they took on: "Martin has promised a
            # credit note by the 15th", "Esme will put it together", "Callum is looking into
            # models", "Bridget will supervise her", "Raj has agreed to chair the panel"
            "(?:has|had) promised(?: to)?", "(?:has|had) (?:committed|agreed) to",
            "(?:will|'ll|is going to|is gonna) (?:put together|"
            "look into|follow up|chase|file|supervise|organi[sz]e|arrange|draft|prepare|set up|"
            "book|deliver|pick up|collect|take over(?! as\\b))",
            "is looking into",
        ],
        "report": [
            "said", "says", "keeps saying", "kept saying", "mentioned", "told (?:me|us)", "let (?:me|us) know", "reported",
            "confirmed", "announced", "shared", "flagged", "pointed out", "noted", "heard",
            "texted", "emailed (?:me|us) (?:that|to say)", "wrote (?:that|to say)",
        ],
        # Someone else's task in hand with a when: "Dmitri's fixing it tomorrow", "Priya is
        # sending the deck on Friday". Not "doing" ("Maya is doing better this week"). (A duty taken over, "Dean's running training", is a
        # role: the relationship rules read it.)
        "task": [
            "fixing", "sending", "bringing", "driving", "taking(?! over)", "writing",
            "drafting", "booking", "sorting", "organising", "organizing", "cooking", "hosting",
            "presenting", "reviewing", "collecting", "chasing", "calling", "ordering", "shipping",
            "setting up", "dropping off", "picking up",
        ],
        # The same in the present tense, a set plan: "Kasia sends sneak peeks Friday", "Tobias
        # brings the menu on Monday" (with a when too).
        "task_simple": [
            "sends", "delivers", "brings", "drops off", "picks up", "collects", "books",
            "presents", "hosts", "reviews", "signs", "calls", "emails", "ships",
        ],
        # A weak taste: a requirement when it has a deadline or is about an organisation
        # ("the client wants the MVP demoed by Q2"), a preference otherwise.
        "want": ["wants", "would like", "would love"],
        # A plain statement about a person: "Wren turns 10 on August 2", "Otto has a peanut
        # allergy", "Dev is in Calgary till Wednesday".
        "state": [
            "is", "has", "turns", "lives", "works", "carries", "doesn't", "does not", "takes",
            "needs", "goes", "only", "still", "can't", "won't", "never", "always", "starts",
            "started",
            "got", "speaks", "teaches", "studies", "runs", "owns", "handles",
            # where someone comes from: "she came from Stackline", "he used to work at Kaiser"
            "came from", "comes from", "used to work at", "used to be at", "worked at",
            "previously worked at", "was at",
            # someone else's offer: "Rutendo offered to read the draft"
            "offered to", "volunteered to",
            # where someone gives their time: "she volunteers at the clinic", "he coaches the
            # under 9s", "she commutes from Reading"
            "volunteers", "coaches", "commutes",
            # a carer's or a visitor's standing hours: "Marisela comes mon-fri 9 to 3",
            # "Odile comes in tues and thurs mornings", "Bram visits every other sunday"
            "comes(?: in| over| by)?", "visits", "stays (?:over|with)",
            # a departure: "Devon gave notice", "Kwame handed in his notice this morning",
            # "Ray Dunmore retired"
            "gave notice", "gave (?:her|his|their) notice", "handed in (?:her|his|their) notice",
            "handed (?:her|his|their) notice in", "resigned", "retired",
        ],
        # A thing or company changing state: "Northwind hit 2M ARR", "the pilot converted".
        "change": [
            "hit", "crossed", "reached", "closed", "raised", "pivoted", "is pivoting",
            # a pledge to the round: "Tomasz is in for 50k", "the Okafor fund is in for $250k"
            r"is in for(?=\s*[$£€]?\d)",
            "got acquired", "was acquired", "launched", "shipped", "went live", "is live",
            "signed", "churned", "converted", "renewed", "passed", "got approved",
            # someone's part of the work done: "Tessa finished the swamp biome", "Oskar
            # finished 9 of the 14 tracks", "Anjali sent the icons early", "Oksana rolled back
            # the config", "Lorna's agency paid"
            "finished", "completed", "delivered", "submitted", "wrapped up", "finali[sz]ed",
            "rolled back", "sent (?:the|over|in|us the|me the)", "paid(?! off| for)",
            "was approved", "slipped", "got cut", "was cut", "got pushed", "was pushed",
            "got delayed", "was delayed", "lifts", "expired", "expires", "is down", "went down",
            "is broken", "broke", "has been red", "is red", "went up", "got accepted",
            "was accepted", "got rejected", "was rejected", "came back", "got merged",
            "is deprecated", "got deprecated", "moved to", "is moving to", "is due",
            "got funded", "is hiring", "laid off", "now runs", "runs on", "is capped",
            # an account or a deal in trouble: "Pemberton Freight escalated again"
            "escalated", "is escalating", "is at risk", "threatened to churn", "is churning",
            # equipment and systems failing: "the autoclave on 4 is out of service", "Vocera
            # badges on 5 North are all failing to register", "the interface to Quest has
            # been dropping ORU messages since Tuesday"
            "is out of service", "are out of service", "is out of order", "are out of order",
            "is failing", "are failing", "are all failing", "keeps failing", "keep failing",
            "has been failing", "have been failing", "has been dropping", "is dropping",
            "keeps crashing", "is crashing", "crashes", "can't log in", "cannot log in",
            "can't sign in", "is timing out", "are timing out", "times out", "time out",
            "are broken", "is still broken", "are down", "is offline", "are offline",
            "went read-only", "is read-only", "is back up", "came back up", "is back online",
            # a thing that changed hands or came through: "Bench 3 belongs to the Okoro lab
            # now", "our IRB approval came through today", "the ARM64 wheels are building"
            "belongs to", "belong to", "came through", "are finally building", "is building",
            "are building", "cut their", "cut its", "dropped their", "doubled", "tripled",
            # a thing set for a date: "the renovation starts Monday", "4.2.1 goes out Friday",
            # "the postmortem is scheduled thu 2pm"
            "starts", "kicks off", "goes out", "is scheduled", "are scheduled", "is booked for",
            "are booked for", "is set for",
            # a figure moving: "MTTR down from 47 to 31 min", "churn is up from 2% to 3%"
            "down from", "up from", "is down from", "is up from",
            # irregular pasts and particle verbs of a deal, a team or a price: "the Hargrove
            # deal fell through", "the grant went through", "the kitchen quote came in at 14k",
            # "Tidewater froze hiring", "the landlord sold the building"
            "fell through", "fell thru", "went through", "went thru", "came thru", "came in at",
            "came in", "went in", "fell apart", "went under", "went bust", "shut down",
            "closed down", "pulled out", "backed out", "dropped out", "sold out", "ran out",
            "froze", "sold", "won(?![’']t)", "rose", "fell", "grew", "dropped", "paid out",
            # a value kept: "budget stays £48k", "the date stays Nov 2", "rate stays 2.85 a mile"
            "stays", "remains", "is staying at", "stays at",
            # a thing held up: "383 still waitin on the brake chamber part", "the permit is
            # blocked on the survey", "the van is in the shop"
            "waiting on", "waitin on", "is waiting on", "are waiting on", "is blocked on",
            "are blocked on", "is blocked by", "is stuck on", "is in the shop", "is in for repair",
        ],
        # A person taking or leaving a role: "Camille became a core maintainer".
        "role": [
            "became", "got promoted to", "was promoted to", "is now our", "is now the",
            "stepped down as", "steps down as", "took over as", "is taking over as",
            "joined as", "is our new", "is the new", "does(?!n't)(?!\\s+not)", "handles",
            "owns", "leads", "manages", "maintains", "is in charge of", "takes care of",
            "is responsible for", "covers",
        ],
        "believe": [
            "thinks", "believes", "feels", "is (?:really |very |pretty |a bit |quite )?"
            "(?:worried|concerned|nervous|convinced|sure|skeptical|sceptical|confident|afraid|scared|"
            "certain|adamant|excited|"
            "optimistic|pessimistic|bullish|bearish)", "worries", "suspects", "expects",
            "doubts", "fears", "reckons", "is not sure", "isn't sure",
        ],
        # What the user asks the assistant to make: "I need a packing list for Lisbon", "I'd
        # love some ideas for a 40th" (junk:ask-for-output). Not a letter or a plan, which
        # may be the user's own errand.
        "deliverable": [
            "ideas?", "suggestions?", "tips", "pointers", "advice", "help", "lists?",
            "checklists?", "templates?", "drafts?", "outlines?", "summary", "summaries", "recap",
            "scripts?", "names?", "recipes?", "toasts?", "speech", "captions?", "titles?",
            "slogans?", "taglines?", "poems?", "limericks?", "haikus?", "examples?",
            "options", "itinerary", "itineraries", "workouts?", "meal plans?", "packing lists?",
            "shopping lists?", "bios?", "blurbs?", "pitch", "agenda", "explanation",
            "breakdown", "formula", "synonyms?", "phrases?", "wording", "rhymes?",
            "jokes?", "riddles?", "questions to ask", "talking points", "icebreakers?",
            "prompts?", "gift ideas", "playlist",
        ],
        # A feeling of the moment, not a belief about anything: "I am very pleased for her",
        # "she's gonna be annoyed", "honestly so relieved" (junk:reaction). A worry or a
        # belief with its topic ("worried the audit slips") is a belief frame, not this.
        "react": [
            "pleased", "relieved", "annoyed", "upset", "furious", "livid", "fuming", "gutted",
            "thrilled", "delighted", "chuffed", "stoked", "ecstatic", "overjoyed", "elated",
            "over the moon", "on cloud nine", "miffed", "irritated", "peeved", "cross", "mad",
            "pissed(?: off)?", "heartbroken", "devastated", "crushed", "disappointed",
            "gobsmacked", "stunned", "shocked", "speechless", "touched", "moved to tears",
            "in tears", "grateful", "thankful", "proud", "happy", "glad", "sad", "bummed",
            "sulking", "beside (?:myself|himself|herself|themselves)", "tickled pink",
        ],
    },
    "zh": {
        "prefer": [
            "更喜欢", "比较喜欢", "偏好", "倾向于", "喜欢用", "习惯用", "不喜欢", "讨厌", "希望", "想要",
            "想调", "想换", "想去",
            # what a person holds to or would rather: "Lena 坚持 unsafe 代码要两个人 approve",
            # "老周恨不得每个 PR 都 squash", "她更愿意走邮件"
            # (not a finished event: "坚持了半年", "只用了十分钟", "只接受了一半")
            "坚持(?!了|下来)", "恨不得", "更愿意", "宁愿", "宁可",
            # (not fed up at the moment: "我爸已经受不了了")
            "受不了(?![了啦])", "反对", "只用(?!了)",
            "只接受(?!了)",
        ],
        "commit": ["答应", "承诺", "保证"],
        # taking a role: "何静现在对接我们", "小杜接手了客服组"
        "role": ["负责", "担任", "接手", "对接", "主管", "分管"],
        "report": ["说", "提到", "告诉我", "告诉我们", "表示", "透露", "反馈"],
        "believe": ["觉得", "认为", "担心", "相信", "怀疑", "估计", "很担心", "比较担心"],
    },
    "ja": {
        "prefer": [
            "の方が好き", "が好き", "派", "を好む", "が嫌い", "が苦手", "がいいそう", "がいいらしい",
            # what a person wants or will not accept: "…数字の報告を欲しがります", "…パレット
            # しか認めません", "…進捗報告を嫌がる"
            "を欲しが", "を嫌が", "しか認め", "にこだわ", "にうるさ", "を好ん", "を重視し",
        ],
        "commit": ["と約束し", "を約束し"],
        "role": ["を担当して", "の担当", "を務めて", "を引き継", "の窓口"],
        "report": ["と言って", "って言って", "と言ってい", "と話して", "から聞いた", "によると"],
        "believe": ["と思って", "と考えて", "を心配して", "を気にして", "と心配して", "と確信して"],
    },
    "ko": {
        "prefer": [
            "을 좋아해", "를 좋아해", "을 선호해", "를 선호해", "파예요", "파래요",
            # honorific and nominalised forms: "…연락하는 걸 선호하세요", "…싫어하세요"
            "걸 선호하", "것을 선호하", "을 선호하", "를 선호하", "좋아하세요", "좋아하셔",
            "싫어하세요", "싫어하셔", "싫어해", "안 좋아하",
        ],
        "commit": ["약속했", "하기로 했"],
        # taking a role: "김도윤 변호사가 우리 법무 자문을 맡고 있어"
        "role": ["맡고 있", "맡아", "맡기로", "맡으", "담당하", "담당이"],
        "report": ["라고 했", "라고 하더", "라고 말했", "이라고 했", "에 따르면", "래요", "대요"],
        "believe": ["걱정하", "생각하", "믿고", "확신하"],
    },
}  # fmt: skip

# (subject class, verb class) → (kind, salience). A missing pair: no frame.
FRAMES: dict[tuple[str, str], tuple[str, str]] = {
    ("named", "prefer"): ("preference", "high"),
    ("named", "report"): ("fact", "medium"),
    ("named", "believe"): ("fact", "medium"),
    ("named", "commit"): ("commitment", "medium"),
    ("named", "role"): ("relationship", "medium"),
    ("named", "task"): ("commitment", "medium"),
    ("i", "commit"): ("commitment", "medium"),
    ("group", "prefer"): ("preference", "medium"),
}

# People as a group (subject class "group"): "the nurses on 3 East prefer the COWs", "our
# reviewers hate force-pushes", "the kids love the new pool".
GROUP_NOUNS: list[str] = [
    "nurses", "doctors", "physicians", "residents", "clinicians", "pharmacists", "students",
    "kids", "children", "parents", "grandparents", "twins", "interns", "engineers",
    "developers", "devs", "designers", "analysts", "reviewers", "maintainers",
    "contributors", "teachers", "techs", "technicians", "agents", "reps", "staff",
    "postdocs", "grad students", "undergrads", "lawyers", "investors", "partners", "admins",
    "editors", "writers", "volunteers", "players", "neighbors", "neighbours", "roommates",
]  # fmt: skip

# Subjects that are never a named person: pronouns, the assistant, vague or document sources.
_NOT_SUBJECT = frozenset(
    "I You We They He She It This That There Here What Which Who Why How When Where The A An "
    "My Our Their His Her Its Someone Somebody Everyone Everybody Nobody Anyone People Google "
    "Stack Reddit Twitter Hacker Error Docs Readme Changelog Chatgpt Claude Copilot Siri "
    "Actually Also And But So Btw Ok Okay Yes No Not Maybe Honestly Apparently Monday Tuesday "
    "Wednesday Thursday Friday Saturday Sunday Today Tomorrow Yesterday Sorry Thanks Please "
    "Note Remember Keep Just Also Then Now Well Oh Hmm Since Because Given Once After Before "
    "While Until Unless If Though Although "
    # the parts of a document or a sheet: "Row 14 is a duplicate of row 12"
    "Row Rows Column Columns Cell Cells Tab Sheet Slide Figure Fig Table Chart Graph Step "
    "Item Section Paragraph Line Page Question Example Option".split()
)  # fmt: skip


class Veto:
    """A frame that says the statement is not a fact ("the meeting ended")."""

    def __init__(self, rule: str) -> None:
        self.rule = rule


def _alt(words: list[str]) -> str:
    """The words as one alternation for a VERBOSE pattern (a space matches any whitespace)."""
    return "|".join(w.replace(" ", r"\s+") for w in sorted(words, key=len, reverse=True))


_EN = LEXICON["en"]
# A named person or a role: "Maya", "Maya Chen", "Dr. Feldmann", "our CFO", "my cofounder",
# "the lead investor".
_EN_NAMED_SUBJECT = (
    # "the Brightwater landlord": a proper noun may say whose role it is
    r"(?:(?:our|my|the|their)\s(?:(?-i:[A-Z])[\w&'-]*\s)?(?:lead\s|new\s|main\s)?"
    r"(?:cfo|ceo|cto|coo|vp|cofounder|co-founder|"
    r"founder|investor|investors|board|advisor|lawyer|accountant|manager|boss|designer|"
    r"lead|pm|customer|client|recruiter|landlord|doctor|wife|husband|partner|mom|dad|"
    r"sister|brother|"
    # the people of the user's work and life outside the team: "the tenant says …", "our
    # supplier is worried …", "my principal thinks …"
    r"tenant|tenants|owner|contractor|supplier|vendor|inspector|broker|agent|principal|coach|"
    r"teacher|editor|publisher|producer|surgeon|vet|therapist|counsell?or|solicitor|attorney|"
    r"architect|plumber|electrician|mentor|supervisor|adviser|buyer|seller|caretaker)|"
    # a department as the source: "facilities says the compressor died", "legal says …"
    r"(?:legal|facilities|finance|security|compliance|procurement|(?-i:HR|IT)|infosec|pharmacy|"
    r"radiology|billing|payroll|accounting)(?=\s+(?:says|said|confirmed|told|thinks|flagged))|"
    r"(?P<name>(?:(?-i:Dr|Mr|Mrs|Ms|Prof|Professor)\.?\s)?"  # "Dr. Feldmann"
    r"(?-i:[A-Z][a-zà-ÿ]+(?:[-'][A-Za-z]+)?(?:\s(?-i:[A-Z][a-zà-ÿ]+)){0,2})))"
)
_EN_FRAME = re.compile(
    rf"""
    ^(?:(?:btw|fyi|also|oh|and|so|ok(?:ay)?|apparently|honestly|anyway)[,:]?\s+)*
    {_EN_NAMED_SUBJECT}                      # the subject opens the statement
    (?:\s+from\s+(?-i:[A-Z])[\w&'-]*(?:\s(?-i:[A-Z])[\w&'-]*){{0,2}})?  # "Gus from Pellucid"
    (?:,\s(?:our|my|the|their|his|her)\s[^,]{{2,60}},)?     # "Olu, our board observer, …"
    (?:\s+(?:also|just|still|now|really|actually|already|apparently|definitely))?
    (?:\s+(?:
        (?P<prefer>{_alt(_EN["prefer"])})
      | (?P<commit>{_alt(_EN["commit"])})
      | (?P<report>{_alt(_EN["report"])})
      | (?P<believe>{_alt(_EN["believe"])})
      | (?P<want>{_alt(_EN["want"])})        # "Dana wants a flat monthly fee"
    )\b
    | (?:\s+(?:is|are)|'s|’s)\s+                          # "Dean's running training"
      (?P<task>{_alt(_EN["task"])})\b
    | \s+(?P<task_simple>{_alt(_EN["task_simple"])})\b
    )
    (?P<rest>.*)$
    """,
    re.IGNORECASE | re.VERBOSE,
)
_EN_GROUP_FRAME = re.compile(
    rf"""
    ^(?:(?:btw|fyi|also|oh|and|so|apparently|honestly)[,:]?\s+)*
    (?:the|our|my|their)\s(?:[\w-]+\s)?(?:{_alt(GROUP_NOUNS)})   # "the night-shift nurses"
    (?:\s(?:on|in|at|from|of)\s[^,]{{1,30}}?)?              # "… on 3 East"
    (?:\s+(?:all|also|really|still|now|mostly|generally|always))?
    \s+(?P<prefer>{
        _alt(
            [w for w in _EN["prefer"] if not w.endswith("s?")]
            + [
                "prefer",
                "like",
                "love",
                "hate",
                "dislike",
                "don't like",
                "would rather",
                "swear by",
                "insist on",
                "only use",
                "always want",
                "never want",
                "refuse to",
            ]
        )
    })\b
    (?P<rest>.*)$
    """,
    re.IGNORECASE | re.VERBOSE,
)
# "I committed to sending Lena the deck by Thursday", "I owe Grace an intro by Wednesday".
_EN_I_COMMIT = re.compile(
    r"""
    ^(?:(?:btw|fyi|also|oh|and|so|ok(?:ay)?|anyway)[,:]?\s+)*
    i\s+(?:(?:have|'ve|already|also|just)\s+)*
    (?:committed\s+to|promised|owe|told\s(?-i:[A-Z])\w+\s(?:that\s)?i'd|
       # leave granted to someone: "I told Jae he could have Christmas Eve off"
       # … or a move allowed: "I told him he can swap to integrations from March"
       told\s(?:(?-i:[A-Z])\w+|him|her|them)\s(?:that\s)?(?:she|he|they)\s(?:could|can)\s
         (?=have\s|take\s|leave\s|skip\s|go\s|swap\s|switch\s|move\s|join\s|start\s|keep\s|drop\s)|
       agreed\s+to\s+(?=\w+\s.*\b(?:by|before)\b))   # "I agreed to write X by Friday"
    \b\s*(?P<rest>\S.*)$
    """,
    re.IGNORECASE | re.VERBOSE,
)
# "She thinks our CAC payback is too long", "He mentioned Halcyon closed Fund III at $180M":
# a pronoun for the person named before, reporting or believing something with a name, a
# number or the user's team in it.
_EN_PRONOUN_FRAME = re.compile(
    rf"""
    ^(?:(?:btw|fyi|also|oh|and|so|ok(?:ay)?|apparently|honestly|anyway|but)[,:]?\s+)*
    (?:she|he)
    (?:\s+(?:also|just|still|now|really|actually|already|apparently|definitely))?
    \s+(?:(?P<report>{_alt(_EN["report"])})|(?P<believe>{_alt(_EN["believe"])}))\b
    (?P<rest>.*)$
    """,
    re.IGNORECASE | re.VERBOSE,
)
_EN_COMPLEMENT_ENTITY = re.compile(r"(?<=\s)(?-i:[A-Z])\w|\d|\b(?:our|we|us)\b", re.IGNORECASE)
# A reported complement that is the person's own taste: "(that) he prefers …".
_EN_PRONOUN_PREFER = re.compile(
    rf"^(?:that\s+)?(?:he|she|they)\s+(?:\w+ly\s+)?(?:{_alt(_EN['prefer'])})\b", re.IGNORECASE
)
# A reported complement that is the person's own promise: "(that) he'll do the other two",
# "she'd send the contract by Friday" (not "they'll match donations 2:1": a company's plan).
_EN_PRONOUN_PROMISE = re.compile(
    r"^(?:that\s+)?(?:he|she)(?:'ll|'d|\s+will|\s+would)\s+(?!be\b|have\b|like\b|love\b|"
    r"prefer\b|rather\b|never\b|probably\b|maybe\b)\w+"
    # an offer to take a turn on given days: "Bea says she can do saturdays starting next
    # month", "Kofi said he can cover tuesday nights"
    r"|^(?:that\s+)?(?:he|she)\s+can\s+(?:do|take|cover|drive|watch|handle|have\s+him|have\s+her|"
    r"pick\s+(?:him|her|them)\s+up|stay\s+with\s+(?:him|her))\s+(?:the\s+)?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)(?:days?|day\s+(?:nights?|mornings?))"
    r"|^(?:that\s+)?(?:he|she)\s+can\s+(?:do|take|cover)\s+(?:the\s+)?(?:weekends?|nights|mornings|"
    r"school\s+runs?|pickups?|drop-?offs?)\b",
    re.IGNORECASE,
)
# Who handles a kind of work now, told as a standing routing: "route billing tickets to
# Keisha", "so design questions go to Marcus for now". Only "route" and "<requests> go to":
# "send the invoice to Marcus" is a one-off task.
_EN_ROUTED = _alt(en.ROUTED_ITEMS)
_EN_ROUTING = re.compile(
    rf"""
    ^(?:(?:so|and|also|please|pls)\s+)*
    (?:route\s+(?!(?:them|it|this|that|these|those)\b)[^,]{{2,40}}?\s+(?:to|through|via)
      |(?:all\s+)?(?:[\w-]+\s+){{0,2}}(?:{_EN_ROUTED})\s+(?:go|goes|should\s+go|are\s+going|get\s+routed|
        are\s+routed)\s+(?:straight\s+|directly\s+)?(?:to|through|via))
    \s+(?P<name>(?-i:[A-Z][a-z][\w-]*)(?:\s(?-i:[A-Z][a-z]+))?)\b
    """,
    re.IGNORECASE | re.VERBOSE,
)
# A rule that something needs someone's approval: "exceptions need Gideon's sign-off", "any
# API change requires two approvals", "refunds over $500 must get a lead's OK".
_EN_REQUIRE_APPROVAL = re.compile(
    r"""
    ^(?:(?:all|any|every)\s+)?(?-i:[a-z$][\w$'-]*)(?:\s+[\w$'.-]+){0,5}?
    \s+(?:need|needs|require|requires|must\s+(?:get|have)|has\s+to\s+(?:get|have)|
       have\s+to\s+(?:get|have))\s+
    (?:[\w$'’-]+\s+){0,3}?(?:approval|approvals|sign-off|signoff|sign\s+off|go-ahead|ok|okay)
    \b[^?]*$
    """,
    re.IGNORECASE | re.VERBOSE,
)
# "According to Raj, Vantage is moving their HQ to Austin": the source leads.
_EN_ACCORDING = re.compile(
    r"^(?:according\s+to|per)\s+(?P<name>(?-i:[A-Z][a-z]+)(?:\s(?-i:[A-Z][a-z]+))?),?\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
)
# Explicit memory cues: what follows is meant to be remembered.
_EN_MEMORY_CUE = re.compile(
    r"""
    ^(?:(?:just|also|and|oh|btw)[,:]?\s+)*
    (?:note\s+that|please\s+note(?:\s+that)?|for\s+the\s+record|keep\s+in\s+mind(?:\s+that)?|
       remember\s+that|bear\s+in\s+mind(?:\s+that)?|worth\s+noting(?:\s+that)?|
       fwiw|for\s+future\s+reference|just\s+so\s+you\s+know|heads\s+up|reminder(?=:)|
       memo(?=:)|note(?=:))
    # whom the note is for: "heads up for future drafts: …"
    (?:\s+for\s+(?:(?:all\s+)?future\s+[\w-]+|my\s+(?:own\s+)?[\w-]+|later|next\s+time)(?=:))?
    [,:—–-]?\s+(?P<rest>\S.*)$
    """,
    re.IGNORECASE | re.VERBOSE,
)
# Shapes that are not facts: a meeting that ended, the user fixing which person they meant,
# a dismissive aside about an unknown sender.
JUNK: dict[str, re.Pattern[str]] = {
    "junk:meeting-ended": re.compile(
        r"""^(?:(?:ok(?:ay)?|so|and|well|anyway)[,]?\s+)*(?:the|our|my|that|this)\s+
        (?:[\w-]+\s+){0,2}?                                   # "the release call"
        (?:meeting|call|sync|standup|stand-up|1:1|one-on-one|session|chat|catch-up|demo)
        (?:\s+with\s+[\w\s&.'-]{1,40}?)?\s+(?:just\s+)?
        (?:ended|is\s+over|was\s+over|wrapped(?:\s+up)?|finished|ran\s+(?:long|over)|got\s+cut\s+short)
        (?:\s+(?:early|late|already|just\s+now|now|a\s+bit\s+early|on\s+time))?
        (?:[,;—–-]?\s+(?:nothing\s+new|no\s+news|nothing\s+(?:decided|to\s+report|came\s+of\s+it)|
           no\s+decisions?|all\s+good|lol|haha))?\s*[.!]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "For your reference, our staff rota for the coming weeks is as follows:": an intro to
    # what comes after it, no statement of its own
    "junk:as-follows": re.compile(
        r"^(?:[\w'’,&-]+\s+){1,14}?(?:is|are|was|were|reads|read)\s+as\s+follows\b\W*$",
        re.IGNORECASE,
    ),
    "junk:meant-person": re.compile(
        r"""^(?:(?:sorry|oops|whoops|my\s+bad|wait|no)[,.!]?\s+)*i\s+meant\s+
        (?-i:[A-Z])[\w'-]+(?:\s(?-i:[A-Z])[\w'-]+)?(?:,?\s+not\s+(?-i:[A-Z])[\w'-]+)?\s*[.!]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "ugh, another 'is this project dead?' issue", "lol another recruiter email": a sigh at
    # one more of something, no statement
    "junk:another-one": re.compile(
        r"""^(?:ugh|lol|lmao|sigh|omg|ffs|great|wow|yay|cool)\b[,.!…]*\s+(?:and\s+)?another\s+
        (?:'[^'\n]{0,60}'|"[^"\n]{0,60}"|[^.!?'"\n]){0,80}?[.!…]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "customer just replied 'thx'", "Priya wrote back 'ok'": an acknowledgement received
    "junk:ack-reply": re.compile(
        r"""^(?:(?:so|and|lol|ugh)[,]?\s+)*[\w\s.'&-]{1,40}?\s+(?:just\s+|finally\s+)?
        (?:replied|responded|answered|wrote\s+back|texted\s+back|said)\s*[:,]?\s*
        ['"“‘]?(?:thx|thanks|thank\s+you|ty|ok|okay|k|kk|cool|sure|noted|got\s+it|👍)[!.]*['"”’]?
        (?:\s+(?:lol|haha|lmao))?\s*[.!]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "I am very pleased for her", "Ifeoma is gonna be annoyed", "so relieved lol": a
    # feeling of the moment with nothing it is about (a worry with its topic is a belief)
    "junk:reaction": re.compile(
        r"""^(?:(?:ok(?:ay)?|so|and|but|honestly|tbh|well|anyway|lol|haha|oh|ugh|man|wow)[,.!]*\s+)*
        (?:(?:i|we|you|he|she|they|(?-i:[A-Z])[\w'’.&-]*(?:\s+(?-i:[A-Z])[\w'’.&-]*)?|
             (?:my|our|the|his|her|their)\s+[\w'’-]+(?:\s+[\w'’-]+)?)
           (?:'m|’m|'re|’re|'s|’s|m|\s+am|\s+are|\s+is|\s+was|\s+were|\s+will\s+be|'ll\s+be|
              \s+(?:is\s+|are\s+|'s\s+|'re\s+|am\s+|'m\s+)?(?:gonna|going\s+to)\s+be|
              \s+(?:seems?|seemed|looks?|looked|sounds?|sounded|feels?|felt|got|gets))\s+)?
        (?:feeling\s+)?
        (?:(?:very|so|really|quite|obviously|clearly|honestly|pretty|super|absolutely|totally|
            a\s+bit|a\s+little|kind\s+of|kinda|sort\s+of|extremely|incredibly|genuinely|just|
            already|still|understandably|rightly|frankly|properly|bloody|fairly|rather|
            definitely|probably|beyond|utterly|thoroughly|slightly|sooo+|soo)\s+){0,3}
        (?:"""
        + _alt(_EN["react"])
        + r""")
        (?:\s+(?:for|with|at|about|to\s+hear|to\s+see)\s+
             (?:him|her|them|us|you|me|it|that|this|everyone|everybody|both\s+of\s+them|
              all\s+of\s+(?:us|them)|the\s+(?:two|both)\s+of\s+them))?
        (?:\s+(?:for\s+the\s+first\s+time\s+in\s+(?:days|weeks|months|years|ages|a\s+(?:long\s+)?while|forever)|
              right\s+now|today|tonight|this\s+morning|honestly|tbh|lol|haha|to\s+be\s+honest|
              to\s+bits|though|too|as\s+well|again))*
        \s*[.!…]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "'...We do not transmit images to our servers", "'too early for us'", "… 35% of total
    # plan cost.'": pasted or quoted words, cut out of their quote (someone else's text)
    "junk:quote-fragment": re.compile(
        r"""^\s*(?:\.{2,}|…)?\s*(?:["“‘]|'(?![\d]|(?:cause|cos|coz|em|til|till|bout|round|n)\b))  # a quote …
        (?:(?!["”]|['’](?![A-Za-z])).)+                          # … that never closes
        (?:(?:["”]|['’](?![A-Za-z]))[\s.!?,;:…]*)?$               # or closes at the very end
        |^(?!.*(?:^|\s)["“‘']).*[.!?…](?:["”]|['’])$             # the end of a quote begun earlier""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "I'll give you the details tomorrow, too tired tonight", "I will ask you later who has
    # what": the user on the conversation itself, which goes on later
    "junk:more-later": re.compile(
        r"""^(?:(?:ok(?:ay)?|so|and|but|anyway|also|oh|btw)[,]?\s+)*
        (?:i'll|i’ll|i\s+will|ill|i'm\s+going\s+to|im\s+going\s+to|i\s+can|let\s+me|will)\s+
        (?:(?:give|send|tell|get|fill)\s+(?:you|u|ya)\s+(?:in\s+(?:on\s+)?)?
             (?:the\s+|more\s+|some\s+|all\s+the\s+|any\s+|the\s+rest\s+of\s+the\s+)?
             (?:details?|context|info|information|specifics|particulars|background|rest|
              full\s+story|lowdown|backstory)\b(?!\s+(?:of|on|for|about|from|to)\b)|
           (?:ask|quiz|test|remind)\s+(?:you|u|ya)\s+(?:later|tomorrow|again|next\s+time|another\s+time|
              in\s+a\s+(?:bit|while)|some\s+other\s+time)\b|
           (?:explain|elaborate|expand|say\s+more)(?:\s+(?:more|further|on\s+(?:it|this|that)))?\s+
              (?:later|tomorrow|next\s+time|in\s+a\s+bit|another\s+time)\b|
           (?:be|come|check)\s+back\s+(?:later|tomorrow|in\s+a\s+bit|to\s+(?:this|it|you))\b|
           # "I'll try that tonight and let you know": the user reporting back to the chat
           (?:try|test|run)\s+(?:that|this|it|these|those|your\s+\w+)\b[^.!?]{0,40}?\b
              (?:let\s+(?:you|u)\s+know|report\s+back|get\s+back\s+to\s+(?:you|u)))""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "i can appeal) plus my 2 shifts and daniels 1000": a piece that starts inside a
    # parenthesis it never opened (the sentence was cut inside the aside)
    "junk:paren-remnant": re.compile(r"^(?:[^()\s]+\s+){2,}[^()\s]*\w\)"),
    # "ok going to sleep for 4 hrs", "off to bed lol", "grabbing lunch, back in 20": the user
    # leaving the conversation for a while
    "junk:signing-off": re.compile(
        r"""^(?:(?:ok(?:ay)?|so|and|anyway|right|welp|well|alright|lol|ok\s+thanks?)[,.!]*\s+)*
        (?:i'm\s+|im\s+|i\s+am\s+|i'll\s+|ill\s+|i\s+will\s+|i\s+need\s+to\s+|i\s+have\s+to\s+|
           i\s+gotta\s+|i\s+must\s+|gotta\s+|must\s+)?
        (?:going\s+to|gonna|off\s+to|heading\s+to|about\s+to|going|heading|off)?\s*
        (?:go\s+)?(?:to\s+)?(?:get\s+some\s+)?
        (?:sleep|bed|nap|crash|shower|eat|lunch|dinner|breakfast|grab\s+(?:lunch|dinner|a\s+bite|food|coffee)|
           grabbing\s+(?:lunch|dinner|a\s+bite|food|coffee)|log\s+off|logging\s+off|head\s+home|
           heading\s+home|head\s+out|heading\s+out|try\s+to\s+sleep|try\s+and\s+sleep|rest)
        (?:\s+(?:for\s+(?:a\s+(?:bit|while|few\s+(?:hours|hrs|mins|minutes))|an?\s+(?:hour|hr)|
                 \d+(?:\.\d+)?\s*(?:hours?|hrs?|h|mins?|minutes?))|now|soon|early|tonight|
              finally|lol|haha|night|bye|back\s+(?:later|soon|in\s+\d+\s*(?:mins?|minutes?|hrs?|hours?))))*
        \s*[.!…]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "I always forget to tell you", "and now I complain to a chatbot at 4am": the user on
    # their own talk with the assistant
    "junk:about-the-chat": re.compile(
        r"""^(?:(?:ok(?:ay)?|so|and|also|oh|btw|anyway|sorry|lol)[,.!]*\s+)*(?:now\s+)?
        (?:(?:its|it's)\s+me\s+and\s+)?
        (?:i\s+(?:always|keep|kept|constantly)\s+(?:forget(?:ting)?|forgot)\s+to\s+(?:tell|mention|say)(?:\s+(?:you|u|this|that|it))*|
           i(?:'m|m|\s+am)?\s+(?:\w+\s+)?(?:talk(?:ing)?|complain(?:ing)?|vent(?:ing)?|rant(?:ing)?|
              ramble?(?:ing)?|typ(?:e|ing)|confess(?:ing)?)\s+(?:this\s+)?to\s+(?:a|an|this|some)\s+
              (?:chatbot|chat\s*bot|bot|ai|robot|computer|machine|language\s+model))
        \b""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "I need a packing list for three days in Lisbon", "I'd love some ideas for a 40th that
    # isn't a party": a request for the assistant's work, said as the user's need (with a
    # deadline it is the team's own errand: "we need a new name for the newsletter by Friday")
    "junk:ask-for-output": re.compile(
        r"""^(?!.*\b(?:by|before|until|due|on|this|next)\s+(?:the\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|next|end|
           tomorrow|tonight|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|eod|eow|noon|close))
        (?:(?:ok(?:ay)?|so|hi|hey|hello|right|also|and|quick\s+one|help)[,.!:]*\s+)*
        (?:i|we)\s*(?:really\s+|just\s+|urgently\s+|desperately\s+|now\s+)?
        (?:need|want|'d\s+like|’d\s+like|would\s+like|'d\s+love|’d\s+love|would\s+love|
           am\s+looking\s+for|'m\s+looking\s+for|m\s+looking\s+for|are\s+looking\s+for|
           're\s+looking\s+for|could\s+use|could\s+do\s+with)\s+
        (?:(?:a|an|some|a\s+few|a\s+couple(?:\s+of)?|more|your|any|\d+|two|three|four|five|six|
            seven|eight|nine|ten|a\s+dozen)\s+)
        (?:[\w'’-]+\s+){0,3}?(?:"""
        + _alt(_EN["deliverable"])
        + r""")\b(?!\s+(?:from|by|signed|approved|sent)\b)""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "I'm curious how long sourdough starter keeps", "I have two questions about the lease",
    # "I'm not sure whether the deposit is refundable": a question without its question mark
    "junk:question-unmarked": re.compile(
        r"""^(?:(?:ok(?:ay)?|so|hi|hey|hello|right|also|and|but|quick\s+one|sorry|hmm+)[,.!:]*\s+)*
        (?:(?:i'm|i’m|im|i\s+am|we're|we\s+are)\s+(?:just\s+|really\s+|a\s+bit\s+|a\s+little\s+|
              still\s+|genuinely\s+|kind\s+of\s+|kinda\s+)?
           (?:(?:curious|wondering|not\s+sure|unsure|confused|puzzled|trying\s+to\s+(?:figure|work)\s+out)
              \s+(?:about\s+|as\s+to\s+)?(?:how|what|whether|if|why|when|where|which|who|whom)|
              (?:thinking\s+about|debating)\s+(?:how|what|why|when|where|which|who))\b|
         (?:i|we)\s+(?:have|'ve\s+got|’ve\s+got|got)\s+
           (?:a|one|two|three|four|some|a\s+few|a\s+couple(?:\s+of)?|another|\d+)\s+
           (?:quick\s+|small\s+|silly\s+|dumb\s+|follow-?up\s+|more\s+|random\s+|last\s+)?
           (?:questions?|query|queries)\b)""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "the traffic on the M6 was horrendous this morning", "weather's grim today": small
    # talk about the day
    "junk:small-talk": re.compile(
        r"""^(?:(?:ugh|man|god|wow|honestly|lol|so|and)[,.!]*\s+)*(?:the\s+)?
        (?:weather|traffic|commute|rain|heat|snow|wind|queues?|humidity|drive|train|bus|tube)
        (?:'s|’s|\s+(?:in|on|at|here|today|outside|this\s+morning|this\s+week|tonight)\b[^,;]{0,30}?)?
        \s*(?:is|was|has\s+been|have\s+been|are|were|'s|’s)?\s+
        (?:(?:so|really|absolutely|just|pretty|bloody|utterly|properly|completely)\s+)?
        (?:awful|terrible|horrendous|horrible|lovely|gorgeous|great|nice|grim|miserable|crazy|
           insane|brutal|mad|bad|shocking|dreadful|amazing|beautiful|glorious|wild|hot|cold|
           freezing|boiling|sweltering|chaos|chaotic|a\s+nightmare|a\s+joke|rubbish|pants|
           biblical|unbearable|perfect|stunning|relentless)\b
        (?:\s+(?:again|today|this\s+(?:morning|week|afternoon|evening)|tonight|lately|all\s+week|
              outside|here|lol|haha))*\s*[.!…]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "The chart shows revenue dipping in Q2", "the attached CSV has one row per visit": what
    # the material the user shows says (a report or a message may carry news: not these)
    "junk:describes-material": re.compile(
        r"""^(?:(?:ok(?:ay)?|so|and|also|basically)[,]?\s+)*(?:in\s+)?
        (?:the|this|that|these|those|my|our|your)\s+(?:attached\s+|first\s+|second\s+|last\s+|
           top\s+|bottom\s+|left\s+|right\s+|new\s+|old\s+)?
        (?:chart|graph|plot|table|screenshot|spreadsheet|sheet|csv|xlsx|file|pdf|log|logs|
           output|photo|picture|image|diagram|slide|paragraph|column|row|cell|tab|draft|
           sentence|formula|pivot\s+table|legend|axis|x-axis|y-axis|heatmap|histogram)s?\s+
        (?:shows?|says?|lists?|reads|looks\s+like|is\s+showing|displays?|gives?\s+me|returns?|
           (?:has|have|contains?|includes?)\s+(?:one|two|three|four|five|\d+|a|an|no)\s+(?:[\w-]+\s+)?
           (?:rows?|columns?|tabs?|sheets?|lines?|entries|entry|records?|fields?|pages?|slides?|
              cells?|headers?|duplicates?|blanks?|errors?|formulas?)\b)""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "lol I just spent 20 min looking for my glue gun", "spent all morning fighting with
    # LaTeX": how the user's time went, an anecdote of the day
    "junk:time-spent": re.compile(
        r"""^(?:(?:ugh|lol|lmao|haha|omg|welp|man|so|and|well|honestly)[,.!]*\s+)*(?:i|we)?\s*
        (?:just\s+|literally\s+|have\s+|'ve\s+|’ve\s+)?(?:spent|wasted|lost)\s+
        (?:all|the\s+whole|the\s+entire|most\s+of\s+(?:the|my)|half\s+(?:the|my)|the\s+last|the\s+past|
           like|about|over|almost|nearly|a\s+good|an|a)?\s*
        (?:\d+(?:\.\d+)?\s*|two\s+|three\s+|four\s+|five\s+|ten\s+|twenty\s+|forty\s+|few\s+|couple\s+(?:of\s+)?)?
        (?:morning|day|afternoon|evening|night|weekend|hour|hours|hrs?|minutes?|mins?|h)\s+
        (?:(?:trying|looking|fighting|searching|hunting|arguing|wrestling|debugging|chasing|
            staring|waiting|going|figuring|dealing|scrolling|reading|redoing|fixing|messing|
            cleaning|sorting|re-?doing|digging|on\s+hold)\b)""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "I'm new to all of this", "honestly I'm hopeless at this stuff": the user on how they
    # fare with what the conversation is about (a trait with its topic stays: "I'm terrible
    # with names")
    "junk:self-deixis": re.compile(
        r"""^(?:(?:honestly|sorry|ok(?:ay)?|so|and|but|lol|tbh|fwiw)[,.!]*\s+)*
        (?:i'm|i’m|im|i\s+am|we're|we\s+are)\s+(?:(?:so|really|very|pretty|totally|completely|a\s+bit|
           a\s+little|quite|still|just|kind\s+of|kinda|fairly|rather|such)\s+)*
        (?:new|bad|terrible|hopeless|rubbish|useless|awful|clueless|not\s+great|no\s+good|
           a\s+(?:total\s+|complete\s+)?(?:beginner|newbie|noob|novice|amateur)|not\s+an\s+expert|
           no\s+expert|out\s+of\s+(?:my|our)\s+depth|lost|confused|useless|not\s+very\s+good)\s+
        (?:at|with|to|in|on|about)\s+(?:all\s+(?:of\s+)?)?
        (?:this|that|it|these|those|this\s+stuff|that\s+stuff|stuff\s+like\s+this|
           this\s+kind\s+of\s+(?:thing|stuff)|things\s+like\s+(?:this|that))
        (?:\s+(?:stuff|lol|haha|tbh|honestly|sorry|though|too))*\s*[.!…]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    # "Dana says thanks for the help yesterday", "Mum sends her love": a pleasantry passed on
    "junk:passed-on": re.compile(
        r"""^(?:(?:oh|also|and|btw|ps|p\.s\.)[,:.]?\s+)*[\w'’.&-]+(?:\s+[\w'’.&-]+){0,2}?\s+
        (?:says?|said|sends?|sent|passes\s+on|passed\s+on)\s+
        (?:hi|hello|hey|hiya|thanks|thank\s+you|ta|cheers|congrats|congratulations|
           good\s+luck|sorry|hugs|(?:her|his|their|our)\s+(?:love|best|thanks|regards|apologies)|
           love|regards|best\s+wishes|happy\s+birthday|merry\s+christmas|happy\s+new\s+year)\b
        (?:\s+(?:to|for|with|on)\s+[^.!?]{0,60})?(?:\s+(?:btw|too|again|lol|x+))*\s*[.!…]*$""",
        re.IGNORECASE | re.VERBOSE,
    ),
    "junk:unknown-sender": re.compile(
        r"""^(?:(?:ugh|lol|so|and|also|btw)[,]?\s+)*(?:some|a|this|that|another)\s+
        (?:random\s+|rando\s+|weird\s+)?(?:guy|dude|person|someone|recruiter|vendor|sales\s?(?:guy|rep|person)|
        bot|stranger|founder|agency|company)\b.{0,60}?\b(?:emailed|e-mailed|pinged|messaged|dm'?ed|
        reached\s+out|wrote|cold[- ]emailed|spammed|keeps\s+emailing|called)\b""",
        re.IGNORECASE | re.VERBOSE,
    ),
}

# The same junk shapes in zh/ja/ko: a meeting that ended, the user fixing which person they
# meant, an unknown sender. Read on the whole sentence, before it is cut into pieces.
JUNK_CJK: dict[str, dict[str, re.Pattern[str]]] = {
    "junk:meeting-ended": {
        "zh": re.compile(
            r"^[^，,。]{0,20}(?:会|会议|电话|例会|通话|周会|站会)(?:已经|刚刚|刚|提前|早早)?"
            r"(?:开完|结束|散会|散)了?[。.!！]?$"
        ),
        "ja": re.compile(
            r"^[^、。]{0,20}(?:ミーティング|会議|打ち合わせ|電話|MTG|定例)(?:は|が|も)?[^、。]{0,8}?"
            r"(?:終わりました|終わった|終了しました|終わりです)[。.!！]?$"
        ),
        "ko": re.compile(
            r"^[^,，.]{0,20}(?:회의|미팅|통화|콜)(?:이|가|는|은)?\s?[^,，.]{0,8}?(?:끝났|끝남|마쳤)\S*[.!]?$"
        ),
    },
    "junk:meant-person": {
        "zh": re.compile(
            r"^(?:不好意思|抱歉|sorry|对不起|不对|不是不是|等等)[，,]?\s*我(?:是)?(?:说|指)的?是?"
            r"[^，,。]{1,6}[，,]?\s*"
            r"(?:不是|而不是)[^，,。]{1,6}[。.!！]?$",
            re.IGNORECASE,
        ),
        "ja": re.compile(
            r"^(?:すみません|すいません|ごめん(?:なさい)?)[、,]?\s*[^、。]{1,8}(?:じゃなくて|ではなくて)"
            r"[^、。]{1,8}のこと(?:です|でした)?[。.!！]?$"
        ),
        "ko": re.compile(
            r"^(?:미안|죄송)\S*[,，]?\s*[^,，.]{1,8}\s?말고\s[^,，.]{1,10}?말한\s?거\S*[.!]?$"
        ),
    },
    "junk:unknown-sender": {
        "zh": re.compile(
            r"(?:不认识的人|陌生人|不知道是谁)[^，,。]{0,10}(?:发邮件|发消息|打电话|加我|推销)"
        ),
        "ja": re.compile(r"知らない(?:人|営業|会社|業者)から[^、。]{0,10}(?:メール|電話|連絡|DM)"),
        "ko": re.compile(
            r"모르는\s?(?:사람|업체|회사)(?:이|가|한테서|에서)?\s?[^,，.]{0,10}(?:메일|연락|전화|DM)"
        ),
    },
}


# What joins a later piece of a sentence to the one before it (", and", "; but", " — ").
_EN_PIECE_JOINER = re.compile(r"^(?:[\s,;:—–-]+|(?:and|but|plus|also|so)\b)+", re.IGNORECASE)


def unjoin_en(piece: str) -> str:
    """A later piece of a sentence without what joined it to the piece before (", and …")."""
    return _EN_PIECE_JOINER.sub("", piece).lstrip()


def junk_en(piece: str) -> str | None:
    """The junk frame an English sentence or later piece of one fits (its name), or None:
    "…, he's gonna be livid" is dropped from the sentence, not read as part of the fact before
    it."""
    s = strip_end(_EN_PIECE_JOINER.sub("", piece).strip())
    for rule, rx in JUNK.items():
        if rx.match(s):
            return rule
    return None


def junk_cjk(sentence: str, code: str) -> str | None:
    """The junk frame a zh/ja/ko sentence fits (its name), or None."""
    text = sentence.strip()
    for rule, by_lang in JUNK_CJK.items():
        rx = by_lang.get(code)
        if rx is not None and rx.search(text):
            return rule
    return None


# The people of the user's life, as subjects: family, advisers, lab and team mates. The kin are
# ``zh.KIN``'s, less those the frame leaves out as written (``_alt`` orders them by length).
_KIN_ZH = [
    *zh.kin_words("spouse", but=("妻子", "太太", "爱人", "丈夫")), "我先生", "我太太",
    *zh.kin_words("parent"), "我妈", "我爸",
    *zh.kin_words("child", but=("孩子",)),
    *zh.kin_words("in_law"),
    *zh.kin_words("grandparent", but=("姥姥", "姥爷")),
    *zh.kin_words("sibling"), "我哥", "我姐", "我弟", "我妹",
    "导师", "师兄", "师姐", "师弟", "师妹",
]  # fmt: skip
# A Chinese person is named by a surname and a title ("王总", "李经理") or 老/小 + surname
# ("老王"); a bare role ("老板说…", "产品经理说…") is hearsay about the work, not a named source.
_NAME_SUFFIX_ZH = r"(?:总监|总|经理|老师|哥|姐|博士|教授|律师|工程师|工(?![作程具资厂地人业艺期位])|主任|医生|院长|组长|主管|师傅|同学|阿姨|叔叔)"
_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁"
    "任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)
# A Korean person is named with an honorific or a title: "민재 님", "최 이사님", "윤 파트너".
_KO_TITLE = "님|씨|선배|(?:대표|이사|팀장|부장|과장|차장|실장|파트너|심사역|변호사|교수|박사|선생|매니저)님?"
# A chat handle as a name: "@kenji-w" (not a group mention: "@所有人", "@all", "@here").
HANDLE = r"@(?!all\b|here\b|everyone\b)[A-Za-z0-9_][A-Za-z0-9_-]{1,29}"
# A Chinese nickname: 老周, 小鹿, 阿杰 (not 老板, 小时, 小组, 阿姨 …).
ZH_NICKNAME = (
    r"(?:老|小|阿)(?![板师时区孩组说姨的了是在版家样子些点一二三四五六七八九十])[\u4e00-\u9fff]"
)
ZH_NICKNAME_RX = re.compile(ZH_NICKNAME)
_CJK_FRAME = {
    "zh": re.compile(
        rf"""^(?P<name>(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+)?|{HANDLE}|[{_SURNAMES}]{_NAME_SUFFIX_ZH}|
            {ZH_NICKNAME}|{_alt(_KIN_ZH)}))
        \s?(?:也|还|一直|其实|刚|刚刚|昨天|今天|最近|自己|特别|很|非常|比较|坚决|强烈)?\s?
        (?:(?P<prefer>{_alt(LEXICON["zh"]["prefer"])})|(?P<commit>{_alt(LEXICON["zh"]["commit"])})|
           (?P<report>{_alt(LEXICON["zh"]["report"])})|(?P<believe>{_alt(LEXICON["zh"]["believe"])})|
           (?P<role>{_alt(LEXICON["zh"]["role"])})|(?P<state>))
        [，,:：]?(?P<rest>[^，,。？?]{{3,}}.*)$""",
        re.VERBOSE,
    ),
    "ja": re.compile(
        rf"""^(?P<name>[^\s、，,。]{{1,8}}(?:さん|氏|社長|部長|課長|先生))(?:は|が|も)
        (?P<rest>.{{4,}}?)
        (?:(?P<prefer>{_alt(LEXICON["ja"]["prefer"])})|(?P<commit>{_alt(LEXICON["ja"]["commit"])})|
           (?P<report>{_alt(LEXICON["ja"]["report"])})|(?P<believe>{_alt(LEXICON["ja"]["believe"])})|
           (?P<role>{_alt(LEXICON["ja"]["role"])}))
        .{{0,12}}$""",
        re.VERBOSE,
    ),
    "ko": re.compile(
        rf"""^(?P<name>[가-힣A-Za-z]{{1,6}}\s?(?:{_KO_TITLE}))(?:은|는|이|가|도)\s
        (?P<rest>.{{4,}}?)
        (?:(?P<prefer>{_alt(LEXICON["ko"]["prefer"])})|(?P<commit>{_alt(LEXICON["ko"]["commit"])})|
           (?P<report>{_alt(LEXICON["ko"]["report"])})|(?P<believe>{_alt(LEXICON["ko"]["believe"])})|
           (?P<role>{_alt(LEXICON["ko"]["role"])}))
        .{{0,12}}$""",
        re.VERBOSE,
    ),
}
_VERB_CLASSES = ("prefer", "commit", "report", "believe", "want", "task", "task_simple")

# The fallback tier's frames: a named person, a company or a thing as the subject of a plain
# statement no specific rule claimed ("Wren turns 10 on August 2", "the Brackwater pilot
# converted to an annual contract", "Hideo wants to be pinged on Matrix").
_EN_STATE = re.compile(
    rf"""
    ^(?P<subject>(?:(?:the|our|their|his|her)\s+)?[\w'’@.-]+(?:\s+[\w'’@.-]+){{0,7}}?)
    (?:\s+(?:also|just|still|now|finally|officially|already|only|really))?
    \s+(?:
        (?P<prefer>{_alt(_EN["prefer"])})
      | (?P<want>{_alt(_EN["want"])})
      | (?P<role>{_alt(_EN["role"])})
      | (?P<change>{_alt(_EN["change"])})
      | (?P<state>{_alt(_EN["state"])})
    )\b(?P<rest>.*)$
    """,
    re.IGNORECASE | re.VERBOSE,
)
_FIRST_OR_SECOND = re.compile(
    r"^(?:i|i'm|we|we're|you|you're|my|our|your|it|this|that|these|those|they|he|she|just|"
    r"recently|finally|also|still|actually|then|now|so)\b",
    re.IGNORECASE,
)
# A want that is a requirement: a deadline, a deliverable, an organisation's "their".
_EN_WANT_REQUIREMENT = re.compile(
    r"\b(?:by|before|until|till|end of|q[1-4]|eod|eow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"their|they|it|merged|demoed|shipped|done|finished|fixed|deployed|released|delivered)\b",
    re.IGNORECASE,
)
# A named person's want that is no taste of theirs but a requirement on the user's work: a
# deadline, a thing wanted done ("wants it merged", "wants the deck shipped"), an
# organisation's "their"; these are left to the fallback tier, which reads a deadline as the
# user's commitment.
_EN_WANT_DUE = re.compile(
    r"""\b(?:before|until|till|end\s+of|eod|eow|asap|tomorrow|tonight|today|their|they
      |next\s+(?:week|month|quarter|year)|(?:from|of|for)\s+(?:me|us)|i\s+said
      |by\s+(?:the\s+|next\s+|this\s+)?(?:\d|end\b|eod|eow|cob|(?:mon|tue|wed|thu|fri|sat|sun)
        |(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|q[1-4]|week|month|noon|lunch))
    |(?:merged|demoed|shipped|done|finished|fixed|deployed|released|delivered|sent|signed)
     (?=\s*(?:$|[,;.]|first\b|asap\b|by\b|before\b|today\b|tomorrow\b))""",
    re.IGNORECASE | re.VERBOSE,
)
# A want that is a request for a meeting or an answer, not a taste: "Ola wants to talk",
# "Ben wants to know if …", "Ana would like a call".
_EN_WANT_NOT_TASTE = re.compile(
    r"(?:to\s+)?(?:know|talk|meet|chat|call|catch\s+up|sync|discuss|hop\s+on|jump\s+on|grab|"
    r"connect|speak|check\s+in|see\s+(?:you|me|us)|ask|get\s+back)\b|(?:a|another)\s+(?:call|"
    r"meeting|chat|word|quick\s+\w+)\b|(?:me|us|you|it|them|this|that|these|those)\b",
    re.IGNORECASE,
)
# A complement that carries no fact: an instruction, an anaphor, someone's quoted words (the
# quote is emptied upstream), a question.
_NOT_COMPLEMENT = re.compile(
    r"^(?:to|so)\b|^(?:it|this|that|yes|no)$|\"\"|“”|''|[?？]\s*$|^in\s+(?:slack|chat|the\s+\w+)\s*:",
    re.IGNORECASE,
)


# When a task in hand is due: "… tomorrow", "… on Friday", "… this weekend", "… by the 20th".
_EN_TASK_WHEN = re.compile(
    r"""\b(?:tomorrow|tmrw|tonight|today|this\s+(?:week|weekend|morning|afternoon|evening)
      |next\s+(?:week|month|sprint)|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day
      |(?:by|before|on)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\b|eod|eow|end\s+of\s+(?:day|week)
      |while\s+(?:i'm|i\s+am|we're|we\s+are)\s+(?:away|off|out))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _verb_class(m: re.Match[str]) -> str:
    return next(v for v in _VERB_CLASSES if m.group(v))


def _tag(cand: Candidate | None, rule: str) -> Candidate | None:
    return replace(cand, rule=rule) if cand is not None else None


def frame_en(
    s: str,
    claim: Callable[[str], str],
    rest_reader: Callable[[str], Candidate | None],
    cues: bool,
) -> Candidate | Veto | None:
    """The frame an English statement fits, a :class:`Veto`, or None (no clear frame).
    ``cues``: read the junk shapes and memory cues (on the sentence as written), else the
    subject × verb frames (on the statement without its request tail). ``claim`` builds the
    claim text; ``rest_reader`` reads what follows a memory cue."""
    if not cues:
        return _frame_en_subject(s, claim)
    for rule, rx in JUNK.items():
        if rx.match(s):
            return Veto(rule)
    m = _EN_MEMORY_CUE.match(s)
    if m:
        rest = strip_end(m.group("rest")).strip()
        if len(rest.split()) < 3 or rest.endswith("?"):
            return None
        found = rest_reader(rest)
        if found is None:
            return None  # "Keep in mind the function has to stay backwards compatible": code
        if found.salience != "low":
            return found
        # Told to be remembered: what the fallback tier would keep only in mode "all" counts.
        return replace(found, salience="high", rule="frame:memory-cue")
    return None


def _frame_en_subject(s: str, claim: Callable[[str], str]) -> Candidate | None:
    m = _EN_REQUIRE_APPROVAL.match(s)
    if m and not _FIRST_OR_SECOND.match(s):
        # "exceptions need Gideon's sign-off", "refunds over $500 need a lead's approval": a
        # standing rule (thing × require)
        text = strip_end(s)
        return _tag(make(claim(text), "decision", None, "high"), "frame:thing×require")
    m = _EN_ROUTING.match(s)
    if m and m.group("name").split()[0] not in _NOT_SUBJECT:
        text = strip_end(s)
        return _tag(make(claim(text), "relationship", m.group("name"), "medium"), "frame:routing")
    m = _EN_ACCORDING.match(s)
    if m and m.group("name").split()[0] not in _NOT_SUBJECT and len(m.group("rest").split()) >= 3:
        kind, salience = FRAMES[("named", "report")]
        # "Per Marisol, the EHR team is down to three analysts": labelled by what is reported
        kind = report_kind(m.group("rest"))
        now = kind == "project_state" and report_now(m.group("rest"))
        return _tag(make(claim(s), kind, m.group("name"), salience, now), "frame:named×report")
    m = _EN_I_COMMIT.match(s)
    if m:
        kind, salience = FRAMES[("i", "commit")]
        return _tag(make(claim(s), kind, None, salience), "frame:i×commit")
    m = _EN_PRONOUN_FRAME.match(s)
    if m:
        rest = m.group("rest").strip(" ,:")
        if (
            len(rest.split()) < 3
            or _NOT_COMPLEMENT.search(rest)
            or not _EN_COMPLEMENT_ENTITY.search(" " + rest)
            or re.search(r"\b(?:you|your)\b", rest, re.IGNORECASE)
            or en.FB_CODE.search(rest)
        ):
            return None  # "He said it's fine", "She thinks you should retry", code talk
        verb = "report" if m.group("report") else "believe"
        kind = report_kind(rest) if verb == "report" else "fact"
        text = strip_end(s)
        return _tag(make(claim(text), kind, None, "medium"), f"frame:pronoun×{verb}")
    m = _EN_FRAME.match(s)
    if m:
        name = m.group("name")
        if name and name.split()[0].capitalize() in _NOT_SUBJECT:
            return None
        verb = _verb_class(m)
        rest = m.group("rest").strip(" ,:")
        if verb == "want":
            if (
                not name  # "the client wants …", "the vet wants …": left to the rules
                or _EN_WANT_DUE.search(rest)
                or _EN_WANT_NOT_TASTE.match(rest)
                or (not m.group("want").lower().startswith("want") and rest[:3].lower() == "to ")
            ):
                return None  # "Halden wants the data room by thurs": a requirement (fallback)
            verb = "prefer"  # "Dana wants a flat monthly fee", "Lena wants a say in it"
            if re.match(r"to\s+\w", rest, re.IGNORECASE):
                rest = rest[3:]  # "Tobi wants to see the term sheet first": not an instruction
        if len(rest.split()) < (1 if verb in ("prefer", "commit") else 2) or _NOT_COMPLEMENT.search(
            rest
        ):
            return None  # "Maya said to wait", "Tom thinks so", "Kenji said \"…\"" (quoted)
        if verb in ("task", "task_simple") and not _EN_TASK_WHEN.search(rest):
            return None  # "Dmitri's fixing it tomorrow", not "Dmitri is fixing it"
        verb = "task" if verb == "task_simple" else verb
        if verb in ("report", "believe") and _EN_PRONOUN_PREFER.match(rest):
            verb = "prefer"  # "Tom mentioned he really dislikes modals": his taste, reported
        elif verb == "report" and _EN_PRONOUN_PROMISE.match(rest):
            verb = "commit"  # "Marcus said he'll do the other two": his promise, reported
        kind, salience = FRAMES[("named", verb)]
        now = False
        if verb == "report":
            # "Priya said Northwind hit 2M ARR": the company's state
            kind = report_kind(rest, m.group("report"))
            if en.ANCHOR_X_NOT_Y.search(rest) and en.ANCHOR_CORR_CUE.search(s):
                kind = "correction"  # "Rhea actually said the taxes are due the 15th not …"
            now = kind == "project_state" and report_now(rest)
        text = strip_end(s)
        return _tag(make(claim(text), kind, name, salience, now), f"frame:named×{verb}")
    m = _EN_GROUP_FRAME.match(s)
    if m:
        rest = m.group("rest").strip(" ,:")
        if len(rest.split()) < 1 or _NOT_COMPLEMENT.search(rest) or en.FB_CODE.search(rest):
            return None  # "the devs hate it", "our reviewers prefer the function …": code talk
        kind, salience = FRAMES[("group", "prefer")]
        return _tag(make(claim(strip_end(s)), kind, None, salience), "frame:group×prefer")
    return None


# A near-term cue: a named person's plain statement with one is a situation, not a trait.
_CJK_NEAR = re.compile(
    r"这周|本周|下周|明天|今天|今晚|后天|这周末|今週|来週|明日|今日|今夜|週末|이번\s?주|다음\s?주|내일|오늘|주말"
)


# A plain statement about a person of the user's life (ja, ko): "母は最近物忘れがひどくて…",
# "小梅这周上夜班" is read by the zh pattern above (its "state" alternative).
_KIN_JA = (
    "夫|妻|母|父|娘|息子|長男|次男|長女|次女|祖母|祖父|義母|義父|上司|先輩|後輩|指導教員|彼氏|彼女"
)
_KIN_KO = (
    "남편|아내|와이프|엄마|아빠|딸|아들|어머니|아버지|시어머니|시아버지|장모님|장인어른|"
    "할머니|할아버지|외할머니|외할아버지|오빠|언니|형|누나|남동생|여동생|동생|고모|이모|삼촌|"
    "며느리|사위|손녀|손자|조카|새언니|형수|사수|선배|후배|교수님|지도교수님"
)
_CJK_PERSON_STATE = {
    "ja": re.compile(
        rf"^(?P<name>[^\s、，,。]{{1,8}}(?:さん|氏|ちゃん|くん|先生|社長|部長|課長|教授)|(?:うちの|私の)?(?:{_KIN_JA}))(?:は|が|も)"
        rf"(?P<rest>[^、，,。]{{4,}}.*)$"
    ),
    "ko": re.compile(
        rf"^(?P<name>[가-힣A-Za-z]{{1,6}}\s?(?:{_KO_TITLE})|(?:제|우리|저희)?\s?(?:{_KIN_KO})(?:\s[가-힣]{{2,3}}?)?)"
        # the particle dropped before when ("아빠 요즘 밤에 계속 깨서 …", "엄마 오늘 …")
        rf"(?:(?:은|는|이|가|도)\s|\s(?=(?:요즘|요새|오늘|어제|최근|계속|또|이번\s?주|지난주|지난\s주)\s))"
        rf"(?P<rest>.{{4,}})$"
    ),
}


# A pronoun for a person named before, reporting or believing something concrete (a name, a
# number, the user's team): "她说我们的续约下周签", "彼はAPIの料金が3月に上がると言っていました".
_CJK_PRONOUN_FRAME = {
    "zh": re.compile(
        r"^(?:他|她)(?:也|还|一直|刚|刚刚)?(?:(?P<report>说|提到|表示|透露)|(?P<believe>觉得|认为|担心))"
        r"(?P<rest>.{4,})$"
    ),
    "ja": re.compile(
        r"^(?:彼|彼女)(?:は|が|も)(?P<rest>.{4,}?)"
        r"(?:(?P<report>と言って|と話して|って言って)|(?P<believe>と思って|を心配して|と心配して)).{0,12}$"
    ),
    "ko": re.compile(
        r"^(?:그분|그녀|그)(?:은|는|이|가|도)\s(?P<rest>.{4,}?)"
        r"(?:(?P<report>라고 했|라고 하더|이라고 했|래요|대요)|(?P<believe>걱정하|생각하)).{0,12}$"
    ),
}
_CJK_CONCRETE = re.compile(r"\d|[A-Za-z]{2,}|我们|咱们|公司|うち|弊社|우리|저희")


def _frame_cjk_pronoun(text: str, code: str) -> Candidate | None:
    m = _CJK_PRONOUN_FRAME[code].match(text)
    if (
        not m
        or not _CJK_CONCRETE.search(m.group("rest"))
        or _NOT_COMPLEMENT.search(m.group("rest"))
    ):
        return None
    verb = "report" if m.group("report") else "believe"
    return _tag(make(strip_end(text), "fact", None, "medium"), f"frame:pronoun×{verb}")


def frame_cjk(s: str, code: str) -> Candidate | None:
    """The frame a Chinese, Japanese or Korean statement fits, or None."""
    rx = _CJK_FRAME.get(code)
    lang = {"zh": zh.LANG, "ja": ja.LANG, "ko": ko.LANG}[code]
    # a lead ("另外，", "メモ：", "기억해 둬:") and a question to the assistant after the
    # statement ("…，你也觉得可以吗？") are not part of it
    text = _CJK_QUESTION_TAIL.sub("", lang.lead.sub("", s.strip()))
    m = rx.match(text) if rx else None
    if not m and code in _CJK_PRONOUN_FRAME:
        pron = _frame_cjk_pronoun(text, code)
        if pron is not None:
            if lang.request.search(text) or lang.question.search(text):
                return None
            return pron
    if not m and code in _CJK_PERSON_STATE:
        m = _CJK_PERSON_STATE[code].match(text)
    if not m:
        return None
    req = lang.request.search(text)
    if req and code == "ko" and req.group(0) == "하세요" and m.group("name").endswith("님"):
        req = None  # "최 이사님은 … 선호하세요": an honorific statement about them, not a request
    if req or lang.question.search(text) or lang.assistant.search(text):
        return None  # "윤서 씨가 볼 수 있게 README에 … 써 주세요": a request, not a fact
    verb = next(
        (v for v in (*_VERB_CLASSES, "role", "state") if m.groupdict().get(v) is not None), "state"
    )
    if verb == "state" and _CJK_PREFER[code].search(m.group("rest")):
        verb = (
            "prefer"  # "우리 딸 서아는 오이를 정말 싫어해요": a person of the user's life's taste
        )
    if verb == "report" and (
        (code in _CJK_WISH and _CJK_WISH[code].match(m.group("rest")))
        or (code in _CJK_TASTE and _CJK_TASTE[code].match(m.group("rest")))
    ):
        # "老周说别理", "Lena 说要发邮件": what they want done is their view; "孙经理说他们那边
        # 更喜欢用钉钉": a reported taste is a taste (reported speech takes its content's kind)
        verb = "prefer"
    if _NOT_COMPLEMENT.search(m.group("rest")):
        return None
    if verb == "report" and code == "zh" and _ZH_THEIR_DEED.match(m.group("rest")):
        verb = "commit"  # "阿凯说他会负责整理": their promise (reported speech takes its content's kind)
    if verb == "report" and code == "zh" and _ZH_POINTING_REST.match(m.group("rest")):
        return None  # "张主任说这个是硬指标": a verdict on what was said before, no news
    if (
        verb == "state"
        and code == "zh"
        and ":" in text[m.start("rest") - 1 : m.start("rest") + 1].replace("：", ":")
        and not re.search(r"\d", m.group("rest"))
        and not zh.CONCRETE.search(m.group("rest"))
    ):
        # "老周：收到👌", "阿秀：大家記得護照要檢查效期": a chat line's speaker and their chatter,
        # not their state (a line with an amount or a date stays: "阿秀：每人先匯三萬，月底前")
        return None
    if verb == "state" and (m.group("name").isascii() or _CJK_SAID_TAIL.search(m.group("rest"))):
        return None  # "Redis昨晚挂了" (a tool, not a person), "Priya刚在群里说的" (a source)
    if verb == "state" and code == "ko" and _KO_EVENT.match(text) and not _KO_WHEN.search(text):
        return None  # "김 팀장님이 수수료 보고 고르셨어요": something they did, not how they are
    kind, salience = FRAMES.get(("named", verb), ("fact", "medium"))
    name = re.sub(r"(?:さん|氏|님|씨)$", "", m.group("name")).strip()
    claim = strip_end(text)
    return _tag(
        make(claim, kind, name, salience, kind == "fact" and bool(_CJK_NEAR.search(claim))),
        f"frame:named×{verb}",
    )


# A reported deed the speaker takes on: "(阿凯说)他会负责整理", "(Lena 说)她来改", "(小周说)他可以
# 帮我看合同" (not a plan of theirs: "他会来", "她下周会去上海").
_ZH_THEIR_DEED = re.compile(
    r"^(?:他|她|他们|她们)?(?:会|来|可以|愿意)(?:负责|帮|帮忙|处理|整理|搞定|跟进|修|写|改|看|发|交|准备|"
    r"對接|对接|負責|幫|處理|整理|跟進|寫|準備)"
    # (a prediction or an ability is no deed: "他会发脾气的", "她会看情况", "他会修电脑")
    r"(?!脾气|脾氣|火|情况|情況|心情|电脑|電腦|车|車)"
)


# A reported verdict on the thing at hand: "这个是硬指标", "这样不行", "那个没问题" (not a time:
# "这周五发版").
_ZH_POINTING_REST = re.compile(
    r"^(?:这个|这样|这事|这件事|那个|那样|那事)(?:是|就是|也是|也|不|没|很|挺|太|算|真)?[^，,。\d]{0,6}[。！!.]?$"
)


# A Korean subject marked 이/가 with a past verb tells an event; with a time ahead it is a plan.
_KO_EVENT = re.compile(r"^\S+(?:\s\S+)?(?:이|가)\s.*(?:었|았|였|셨|했)\S*$")
_KO_WHEN = re.compile(r"다음|내일|모레|이번|오늘|주말|\d+월|\d+일")
_CJK_PREFER = {code: re.compile(_alt(LEXICON[code]["prefer"])) for code in ("zh", "ja", "ko")}
# A report that is a wish or a directive ("说要…", "说别…", "说最好…"): a view, not news.
# A taste inside a report ("说他们那边更喜欢用钉钉"); a plan said with 想 stays news.
# A taste inside a report, said of the speaker or their side, not of someone else they
# name: "说他们那边更喜欢用钉钉" (not "说他女儿喜欢画画", "说他以前很讨厌香菜").
_CJK_TASTE = {
    "zh": re.compile(
        r"^\s?(?:他们|她们|他|她)?(?:那边|这边|公司|团队|部门|科室|组里?)?(?:也|还|一直|更|比较|很|特别|最)*"
        r"(?:喜欢|偏好|倾向于?|讨厌|受不了|习惯用|宁愿|更愿意)"
    )
}
# A report that opens with a directive or a wish ("说要先…", "说别…", "说最好…"): the
# speaker's view. A plan or a forecast ("说要下雨了", "说要辞职", "说得很有道理") is news.
_CJK_WISH = {
    "zh": re.compile(
        r"^\s?(?:别(?!提)|不要(?!紧)|最好|还是(?:先|别|用)|要(?:先|用|改|把|发|走|找|加|等)|希望)(?![^，,。]*了$)"
    )
}
_CJK_SAID_TAIL = re.compile(r"(?:说的|说过|讲的|提的)[。！!]?$")
# "…，你也觉得可以吗？": a question to the assistant after the statement.
_CJK_QUESTION_TAIL = re.compile(
    r"[，,、]\s*[^，,、]*(?:吗|呢|么)[？?]?\s*$|[，,、]\s*你也[^，,、]*$"
)


_PAREN = re.compile(r"\s*\([^()]{1,60}\)")
_EN_NAME_IS_PLACE = re.compile(r"^((?-i:[A-Z][a-z]+))'s\s(?=(?:on|in|at|out|off|away|back)\b)")
# A near-term cue: a named person's plain statement with one is a situation, not a trait.
_EN_NEAR = re.compile(
    r"\b(?:until|till|this (?:week|weekend|month|afternoon|morning)|next week|today|tomorrow|"
    r"tonight|on (?:leave|vacation|holiday|sabbatical|parental leave|medical leave|pto))\b",
    re.IGNORECASE,
)
_EN_OUTAGE = re.compile(
    r"(?:is|are|went)\s+down|(?:is|are)\s+(?:still\s+)?broken|broke|is\s+red|has\s+been\s+red|"
    r"out\s+of\s+(?:service|order)|failing|dropping|crashing|offline|timing\s+out|read-only",
    re.I,
)
_EN_FAILING = re.compile(
    r"failing|dropping|crashing|out\s+of\s+(?:service|order)|offline|timing\s+out|read-only", re.I
)
_EN_THIS_TIME = re.compile(r"\b(?:this\s+(?:week|weekend)|today|tonight|tomorrow|tmrw)\b", re.I)
_EN_UNTIL_WHEN = re.compile(
    r"\b(?:until|till|through)\s+(?:(?:next|this)\s+|the\s+end\s+of\s+)?(?:(?:mon|tues|wednes|thurs|"
    r"fri|satur|sun)day|tomorrow|tonight|week|weekend|month|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|"
    r"sep|oct|nov|dec)[a-z]*\b)|\b(?:today|tonight|this\s+week|all\s+day)\b",
    re.I,
)
_DEFINITE_ROLE = re.compile(
    r"\s+(?:the|our|my|his|her|their)\s+(?!only\b|same\b|one\b)\w+"
    # "Dr. Achterberg is acting PI", "@kwolters is now a committer on the pgloom repo"
    r"|\s+(?:now\s+)?(?:a|an|acting|interim)\s+(?:[\w-]+\s+)?(?:"
    + en.REL_WORDS
    + r"|pi|committer|maintainer|chair|director|dean|editor|treasurer|president)\b"
    # a post said without an article: "Denise Okafor is opposing counsel on the lease dispute"
    r"|\s+(?:opposing|lead|outside|local|general|in-house|co-?)\s*counsel\b",
    re.I,
)


# A subject that names a system or a phase of the work, not a person: an acronym ("UAT",
# "CRM"), a product's inner capital ("PermitTrak", "GitHub").
_EN_SYSTEM_SUBJECT = re.compile(r"\b(?-i:[A-Z]{2,}[0-9]*)\b|\b(?-i:[A-Z][a-z]+[A-Z])\w*")
# A state of the work after the subject: "is (completely) blocked", "goes read-only", "got
# pulled", "is on hold", "got cancelled".
_EN_WORK_STATUS = re.compile(
    r"""(?:is|are|goes|went|got|was|were)\s+(?:\w+ly\s+)?(?:still\s+)?
    (?:blocked|read-only|on\s+hold|pulled|cancell?ed|postponed|descoped|deprioriti[sz]ed)\b
    # not a person taken off a group of people: "Maya got pulled from the swim team"
    (?!\s+(?:from|out\s+of|off)\s+(?:the\s+|his\s+|her\s+|their\s+)?(?:[\w-]+\s+){0,2}?
       (?:team|class|school|squad|club|band|choir|line-?up|roster|cast|race|game|match)\b)""",
    re.IGNORECASE | re.VERBOSE,
)


def subject_view(s: str) -> str:
    """``s`` with what hides its subject's verb undone: a parenthesis ("Camille (@mirabeau on
    GitHub) became …") and a name's 's before a place ("Hanna's on medical leave …")."""
    if "(" in s:
        s = _PAREN.sub("", s)
    return _EN_NAME_IS_PLACE.sub(r"\1 is ", s) if "'s" in s else s


# The schedule verbs of the "change" class (a thing set for a date): of a named person, a
# plain fact about them.
_EN_KEPT_VALUE = re.compile(r"stays|remains|is\s+staying\s+at|stays\s+at", re.IGNORECASE)
_EN_SCHEDULED = re.compile(
    r"starts|kicks\s+off|goes\s+out|is\s+scheduled|are\s+scheduled|is\s+booked\s+for|"
    r"are\s+booked\s+for|is\s+set\s+for",
    re.IGNORECASE,
)


# A milestone of a named person's own life, read on the "change" verb and what follows it:
# a death, an exam or test passed, a birth, a wedding. Of a person it is a fact of their
# life, not the state of the work ("Mrs Okafor passed away on Sunday", "Harriet passed her
# driving test"); a thing that passes ("Northwind passed the audit") stays the work's state.
_EN_LIFE_EVENT = re.compile(
    r"""passed\s+(?:away\b
      | (?:her|his|their)\s+(?:[\w-]+\s+){0,2}?
        (?:exams?|test|quiz|certification|boards|bar|finals|viva|defen[cs]e|course|probation)\b)
    """,
    re.IGNORECASE | re.VERBOSE,
)


# A note of a thing due by a date, without a copula: "Camera-ready due Oct 14".
_EN_BARE_DUE = re.compile(
    r"""^(?!(?:i|we|you|it|this|that|they|he|she|there)\b)
    (?:(?!(?:is|are|was|were|be|been)\b)[\w'’&-]+\s+){0,3}?
    (?!(?:is|are|was|were|be|been)\b)[\w'’&-]+\s+due\s+(?:on\s+|by\s+|in\s+)?
    (?=\d|(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?\b|(?:jan|feb|mar|apr|may|jun|jul|aug|
      sep|oct|nov|dec)\w*\s+\d|next\s|tomorrow\b|the\s+\d|end\s+of\b)""",
    re.IGNORECASE | re.VERBOSE,
)


_EN_OWED_MONEY = re.compile(
    r"^(?:\w+\s+){0,2}(?:balance|deposit|payment|installment|instalment)\b", re.IGNORECASE
)


def frame_state(
    s: str, claim: Callable[[str], str], named: bool, people: bool = False
) -> Candidate | None:
    """The fallback tier's frame for a statement about someone or something else: a taste
    (preference), a role change (relationship), a change of state (project_state), or —
    for a named person — any plain statement about them (fact). ``named``: the statement
    opens with a name; ``people``: it names a role or tie (left to the relationship rules)."""
    if _FIRST_OR_SECOND.match(s):
        return None
    if _EN_BARE_DUE.match(s):
        # "Camera-ready due Oct 14", "Balance due Nov 1!!", "RCA due Friday": a thing owed by
        # a date, written as a note
        owed = "commitment" if _EN_OWED_MONEY.search(s) else "fact"  # "Balance due Nov 1"
        return _tag(make(claim(s), owed, None, "medium"), "frame:thing×due")
    m = _EN_STATE.match(subject_view(s))
    verb = next(
        (v for v in ("prefer", "want", "role", "change", "state") if m and m.group(v)), None
    )
    if verb == "change" and named and m and _EN_KEPT_VALUE.fullmatch(m.group("change")):
        return None  # "Dev stays home with Wren": a person's doing, not a value kept
    if verb == "change" and m and _EN_SCHEDULED.fullmatch(m.group("change")):
        if named:
            verb = "state"  # "Oskar Vence starts Monday": a fact about the person
    if (
        verb == "want"
        and named
        and m
        and not _EN_WANT_REQUIREMENT.search(m.group("rest"))
        and not _EN_WANT_NOT_TASTE.match(m.group("rest").strip(" ,:"))
    ):
        verb = "prefer"  # "Hideo wants to be pinged on Matrix, never email"
    if verb == "prefer" and named:
        return _tag(make(claim(s), "preference", None, "high"), "frame:named×prefer")
    if verb == "role" and named:
        return _tag(make(claim(s), "relationship", None, "medium"), "frame:named×role")
    if verb == "change" and m and en.to_person_by(m.group("rest")) and en.to_person_by(s):
        # "The marked coursework is due to her by 14 June": a thing owed to someone by a day
        return _tag(make(claim(s), "commitment", None, "medium"), "frame:thing×owed")
    if (
        verb == "change"
        and named
        and m
        and _EN_LIFE_EVENT.match(m.group("change") + m.group("rest"))
    ):
        return _tag(make(claim(s), "fact", None, "medium"), "frame:named×life")
    if verb == "change" and m:
        subject = "named" if named else "thing"
        # "staging is down till Monday": an outage with an end in sight is for now
        down = _EN_OUTAGE.match(m.group("change")) and _EN_UNTIL_WHEN.search(m.group("rest"))
        # "the badges are all failing", "the autoclave is out of service": an ongoing failure
        down = down or _EN_FAILING.search(m.group("change"))
        # "training moved to wednesday 6pm this week": a change for one near occasion
        down = down or _EN_THIS_TIME.search(m.group("rest"))
        return _tag(
            make(claim(s), "project_state", None, "medium", bool(down)), f"frame:{subject}×change"
        )
    if verb == "state" and named and not people and m and len(m.group("subject").split()) <= 2:
        if m.group("state") == "is" and _DEFINITE_ROLE.match(m.group("rest")):
            # "Tariq is the postdoc I work with most": a named person's place among the people
            return _tag(make(claim(s), "relationship", None, "medium"), "frame:named×role")
        near = bool(_EN_NEAR.search(m.group("rest")))  # "Nani Asha is in Pune until March"
        if _EN_SYSTEM_SUBJECT.search(m.group("subject")) or _EN_WORK_STATUS.match(
            (m.group("state") or m.group("change") or "") + m.group("rest")
        ):
            # "Meanwhile UAT is completely blocked", "Legacy PermitTrak goes READ-ONLY Fri",
            # "Denver got pulled last min": a system, a phase or a market of the work, not a
            # person — the work's state (named thing × state)
            return _tag(make(claim(s), "project_state", None, "medium", near), "frame:thing×state")
        return _tag(make(claim(s), "fact", None, "medium", near), "frame:named×state")
    return None


# The status verbs of a thing out of action or held up now (:data:`.en.THING_STATUS`): "the
# boiler is broken again", "build 212 is stuck in review", "the griddle's on backorder".
_EN_THING_NOW = re.compile(
    r"(?:is|are|['’]s)\s+(?:still\s+)?(?:broken|dead|leaking|acting|actin|playing|making|"
    r"out\s+of|stuck|on\s+(?:back-?order|hold)|backordered|held|overdue|cracked)|"
    r"got\s+(?:stuck|held)|(?:has|have|['’]s)\s+(?:got\s+)?(?:a|another)\s|"
    r".*\bin\s+arrears",
    re.IGNORECASE,
)
# A thing of the user's own or family life: "my car died", "her boiler is broken again".
_EN_LIFE_OWNER = re.compile(r"^(?:my|his|her)\s", re.IGNORECASE)


def frame_thing(s: str, claim: Callable[[str], str], m: re.Match[str]) -> Candidate | None:
    """The fallback tier's frame for a thing, place, event or piece of work whose state or
    schedule changed (thing × status, ``m`` a match of :data:`.en.THING_STATUS`): the state
    of the work, a building or an event is project state ("the concrete pour got pushed",
    "the boiler at 4 Lark Rise is broken again"); a thing of someone's own life is a fact
    ("my car broke down outside Leeds"). Out of action or held up now, or set for a near day
    (:func:`.timing.near`), it holds for now."""
    kind = "fact" if _EN_LIFE_OWNER.match(s) else "project_state"
    if m.re is en.THING_EVENT_WHEN and not en.THING_WORK_EVENT.search(m.group("subject")):
        kind = "fact"  # "the club AGM is the 14th of march": a day on the calendar
    if en.LIFE_MONEY.search(m.group("subject")):
        kind = "fact"  # "the car insurance is overdue": money in a life
    now = bool(_EN_THING_NOW.match(m.group("verb"))) or near(s)
    return _tag(make(claim(s), kind, None, "medium", now), "frame:thing×status")


# A reported complement about the user's own team or its work: "(that) we have about 7
# months of runway left", "our tarballs aren't reproducible" — the team's state, whoever says
# it (not advice to the team, "we should …", nor the user's home life, "our rent …").
_EN_REPORTED_OURS = re.compile(
    r"^(?:we(?:'ve|'re|\s+have|\s+are)?\s+(?:got\s+|still\s+|only\s+)?"
    r"(?:have|has|are|'re|got|hit|passed|crossed|burned|burnt|lost|won|missed|owe|can't|cannot|"
    r"need|needs|won't|will\s+need|are\s+(?:over|under|at|down|up|behind|ahead))\b"
    r"|our\s+(?!(?:"
    + "|".join(
        (
            "kids?",
            "son",
            "daughter",
            "rent",
            "mortgage",
            "house",
            "home",
            "flat",
            "apartment",
            "car",
            "dog",
            "cat",
            "wedding",
            "anniversary",
            "vacation",
            "holiday",
        )
    )
    + r")\b)[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:is|are|isn't|aren't|was|were|has|have|will|won't|"
    r"can't|needs?)\b)",
    re.IGNORECASE,
)
# A reported complement whose subject is a thing of the work, not a person: "(that) the
# staining for cohort B won't be back until after New Year", "side letter is fine", "the
# flaky test in ci is a race in the mock clock" — its state. The subject is no pronoun, no
# lone name, no person's role or tie, no thing of a life (:func:`_reported_thing`).
_EN_REPORTED_THING = re.compile(
    r"^(?:(?:the|our|this|that|a|an)\s+)?(?P<np>(?:[\w&'’.+/-]+\s+){0,4}?[\w&'’.+/-]+)\s+"
    r"(?:is|are|was|were|isn't|aren't|wasn't|weren't|has|have|had|hasn't|will|would|won't|"
    r"wouldn't|can't|could|should|must|needs?|got|came|went|approved|passed|failed|broke|"
    r"slipped)\b",
    re.IGNORECASE,
)
_EN_REPORTED_PERSON = re.compile(
    r"^(?:i|he|she|they|it|we|you|this|that|there|what|who|everyone|everybody|nobody|someone|"
    r"people|mum|mom|dad)\b|\b(?:"
    + en.REL_WORDS
    + r"|"
    + en._ROLE_NOUN
    + r"|"
    + en._ROLE_MORE
    + r"|hire|newbie|staffer|member)s?\b",
    re.IGNORECASE | re.VERBOSE,
)
_EN_ORG_NEWS = re.compile(
    r"\b(?:their|accelerator|incubator|lab|company|firm|startup|market|industry|sector|"
    r"competitor|competition|government|economy)\b",
    re.IGNORECASE,
)
_EN_LONE_NAME = re.compile(r"^(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?$")


def _reported_thing(rest: str) -> bool:
    m = _EN_REPORTED_THING.match(rest)
    if m is None:
        return False
    np = m.group("np")
    if _EN_REPORTED_PERSON.search(np) or _EN_LONE_NAME.match(np) or np.lower() == "their":
        return False
    if np.split()[-1].capitalize() in en.ORG_HEADS or _EN_ORG_NEWS.search(np):
        return False  # "the Okoro lab is switching …": another organisation's news, a fact
    return not (
        en.KIND_LIFE_THING.search(rest)
        or en.KIND_PET.search(np)
        or en.LIFE_MONEY.search(np)
        or en.FB_CODE.search(np)
    )


# The complement of "confirmed"/"approved" with no clause of its own, an arrangement settled:
# "Henrietta confirmed ramp access to the terrace", "the council approved the extension".
_EN_SETTLED_VERB = re.compile(r"^(?:confirmed|approved|signed\s+off(?:\s+on)?)$", re.IGNORECASE)


def report_kind(rest: str, verb: str = "") -> str:
    """The kind of a reported complement: "(that) Tidewell is pivoting …" → project_state.
    ``verb``: the report verb, when a bare object of it says the kind ("confirmed ramp access
    to the terrace": an arrangement settled, the project's state)."""
    rest = re.sub(r"^(?:that|at\s+\w+\s+that)\s+", "", rest.strip(), flags=re.IGNORECASE)
    ours = _EN_REPORTED_OURS.match(rest)
    if (
        ours
        and not (en.KIND_LIFE_THING.search(rest) or en.KIND_PET.search(rest))
        # "we …" needs a figure or a thing of the work ("we have 7 months of runway"), not
        # "Mum says we need to visit more"
        and (rest[:2].lower() != "we" or re.search(r"\d", rest) or en.KIND_WORK_NOUN.search(rest))
    ):
        return "project_state"
    if (
        _EN_SETTLED_VERB.match(verb.strip())
        and not en.HAS_VERB.search(rest)
        and not re.match(
            r"(?:that|he|she|they|it|we|i|you|with|to|from|on|in|at|by|for|it)\b", rest, re.I
        )
    ):
        return "project_state"
    m = _EN_STATE.match(rest)
    if m and m.group("change") and not _FIRST_OR_SECOND.match(rest):
        return "project_state"
    if verb and _reported_thing(rest):
        return "project_state"  # "Nuno says the staining for cohort B won't be back …"
    if (
        en.KIND_WORK_STATUS.match(rest)
        or en.KIND_WORK_FIGURE.search(rest)
        or en.KIND_WORK_THING.match(rest)
    ) and not (en.KIND_LIFE_THING.search(rest) or en.KIND_PET.search(rest)):
        # "Nuno says the staining for cohort B won't be back until …", "… the venue is booked"
        return "project_state"
    if _thing_reported(rest):
        return "project_state"  # "tony said his apu is actin up again": a thing's status
    if _EN_REPORTED_SIGNOFF.match(rest) and not (
        en.KIND_LIFE_THING.search(rest) or en.KIND_PET.search(rest)
    ):
        return "project_state"  # "Sofia says side letter is fine", "…: partners approved"
    return "fact"


# A reported sign-off on a thing of the work: "Sofia says side letter is fine", "Marguerite just
# texted: partners approved", "Ines said the budget is good to go" (not a person or a pronoun,
# not someone close: "the kids are fine").
_EN_REPORTED_SIGNOFF = re.compile(
    r"""^(?!(?:i|i'm|we|we're|you|he|she|they|it|it's|that|this|everyone|everybody|the\s+kids|
        (?:my|his|her|our)\s+(?:mum|mom|dad|wife|husband|son|daughter|kids?|baby|family)))
    (?:the\s+|our\s+|their\s+)?(?:[\w&'’-]+\s+){0,3}?[\w&'’-]+\s+
    (?:(?:is|are|was|were|'s)\s+(?:now\s+|all\s+)?(?:fine|ok|okay|good\s+to\s+go|a\s+go|approved|
         agreed|signed(?:\s+off)?|done|final|ready)
      |(?:approved|signed\s+off|signed|agreed|accepted|declined|rejected|passed))\b""",
    re.IGNORECASE | re.VERBOSE,
)


def _thing_reported(rest: str) -> re.Match[str] | None:
    """A reported thing × status (:data:`.en.THING_STATUS`), not of code or small talk."""
    m = en.THING_STATUS.match(rest)
    if m is None or en.THING_CODE_SUBJECT.search(m.group("subject")):
        return None
    return None if en.THING_SMALL_TALK.search(m.group("subject")) else m


def report_now(rest: str) -> bool:
    """Whether a reported thing × status holds for now: "Priya says the lift is out of
    service again", "tony said his apu is actin up again"."""
    rest = re.sub(r"^(?:that|at\s+\w+\s+that)\s+", "", rest.strip(), flags=re.IGNORECASE)
    m = _thing_reported(rest)
    return m is not None and (bool(_EN_THING_NOW.match(m.group("verb"))) or near(rest))


# I × commit in Korean: a deadline, a deliverable and "-기로 했어요" without a team subject is a
# promise, not a decision ("제가 이번 주 금요일까지 한서윤 심사역한테 IR 자료 보내기로 했어요").
_KO_COMMIT = re.compile(
    # "다음 주까지 선배 논문 번역 check 해 주기로 했어": done for someone, by a day
    r"(?:까지|안에|전에)\s.*(?:보내|공유하|쓰|작성하|준비하|보내드리|제출하|드리|올리|정리하|끝내|마무리하|"
    r"해\s?주|봐\s?주)"
    r"\w*기로\s?(?:했|함)"
)
_KO_TEAM = re.compile(r"우리|저희\s?팀|팀에서|팀은|회의|논의")


# A plan the user agreed to on a day, or a task they took on ("다음 주 화요일에 정형외과 가기로
# 했어요", "다음 달에 같이 신오쿠보에서 만나기로 했어", "내가 픽업하기로 했어"): an errand of
# theirs, not a choice between options (not "…로 하기로 했어요", "…쓰기로 결정했어요").
_KO_ERRAND = re.compile(
    r"(?:^(?:내가|제가)\s|(?:다음\s?(?:주|달)|이번\s?(?:주|달)|내일|모레|[월화수목금토일]요일|\d+일|주말)\S*\s)"
    r"(?:(?!로\s|으로\s)\S+\s){0,4}?\S*(?:가|오|만나|보|픽업하|데리러 가|마중 나가|모시러 가)기로\s?(?:했|함)"
)


# I × commit in Korean: "-기로 했다" owed to a person ("민재한테 화요일 당직 대신 서주기로
# 했음", "교수님께 전화드려보기로 함") or done with one ("엄마랑 정형외과 같이 가기로 했음") is a
# promise to them, not a choice between options ("…로 하기로 했어요" stays a decision).
_KO_OWED_TO = re.compile(
    r"""
    (?:[가-힣A-Za-z]\s?(?:한테|에게|(?<!함)께)\s     # a recipient: "민재한테", "교수님께"
       # (not where a word came from: "부모님께 허락받아서", "엄마한테 말했는데")
       (?!(?:허락|여쭤|여쭙|말했|말하|물어|얘기|들었|듣고|상의|혼나|칭찬)\S*\s)
       (?:\S+(?<!로)\s){0,6}?\S*기로\s?(?:했|함)    # (no "React로 가기로": a choice)
      # or together, on an errand or a favour: "할머니 모시고 치과 같이 가기로", "같이 가 주기로";
      # not a life choice made together ("남자친구랑 같이 살기로 했어")
      |(?:모시고|데리고)\s(?:\S+\s){0,3}?(?:같이|함께)\s(?:\S+\s){0,3}?\S*기로\s?(?:했|함)
      |(?<![가-힣])(?:같이|함께)\s(?:가|가\s?주|가\s?드리)기로\s?(?:했|함)   # "치과 같이 가기로"
      # or a task together on a day: "금요일에 서연님이랑 DB 이전 같이 하기로 했어요"
      |(?:이번\s?주|다음\s?주|내일|모레|[월화수목금토일]요일|\d+일)\S*\s(?:\S+\s){0,6}?
       (?:같이|함께)\s(?:\S+\s){0,3}?\S*기로\s?(?:했|함)
      |(?<![가-힣])(?:같이|함께)\s(?:\S+\s){0,4}?\S*(?:[주드]리?기로|가\s주기로|봐\s주기로)\s?(?:했|함))
    """,
    re.VERBOSE,
)


def commitment_over_decision(cand: Candidate, piece: str, code: str) -> Candidate:
    """A decision that is the user's own deadline promise, or an errand they agreed to, is a
    commitment (I × commit)."""
    if code == "ja" and cand.kind == "decision" and ja.TAKEN_ON.search(piece.strip()):
        return replace(cand, kind="commitment", salience="medium", rule="frame:i×commit")
    if code == "ko" and cand.kind == "decision" and _KO_COMMIT.search(piece):
        if not _KO_TEAM.search(piece):
            return replace(cand, kind="commitment", salience="medium", rule="frame:i×commit")
    if code == "ko" and cand.kind == "decision" and _KO_ERRAND.search(piece.strip()):
        if not _KO_TEAM.search(piece):
            return replace(
                cand, kind="commitment", transient=True, salience="medium", rule="frame:i×errand"
            )
    if code == "ko" and cand.kind == "decision" and _KO_OWED_TO.search(piece):
        if not _KO_TEAM.search(piece):
            return replace(cand, kind="commitment", salience="medium", rule="frame:i×commit")
    return cand


# A situation in time: a near-term cue opens the statement ("来週は京都で開発合宿です",
# "今日は腰痛がひどいので早めに上がります", "이번 주는 재택이에요").
_CJK_NEAR_LEAD = re.compile(
    r"^(?:今日|明日|あした|今週|来週|今夜|今晩|今月いっぱい|明日から|今日から|来週から|今天|明天|今晚|这周|本周|下周|"
    r"오늘|내일|이번\s?주|다음\s?주|오늘부터|내일부터)"
)


def situation(cand: Candidate, piece: str) -> Candidate:
    """A low fallback fact opened by a near-term cue is the user's situation for now."""
    if cand.kind == "fact" and cand.salience == "low" and cand.rule and "fallback" in cand.rule:
        if _CJK_NEAR_LEAD.match(piece.lstrip("，,、 ")):
            return replace(cand, salience="medium", transient=True, rule="frame:i×situation")
    return cand
