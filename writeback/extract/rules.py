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
4. Fact rules, in priority order per language: correction → decision → relationship →
   transient situation (health, current location, travel, mood, near-term schedule) →
   commitment → identity → preference → project state.
5. Fallback tier, when no rule fired: a plain statement about the user, their team, project
   or people is kept as written, kind by cheap cues (we/our/team → project_state, a name or
   role → relationship, I + like/use → preference, else fact), salience ``medium`` for a
   first-person/team/organisation subject or a named person, else ``low`` (mode ``all``).
   Vetoes: code and code behaviour, session narration, chatter, deixis ("this function"),
   anything addressed to the assistant.

Claims keep the user's words: English first-person sentences are third-person-ized
("I prefer dark mode" → "Prefers dark mode"); CJK sentences are kept as written, minus
fillers and end punctuation. Every regex is compiled once at import.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from writeback.brain.base import normalize_claim
from writeback.extract.base import Candidate, TurnMeta

__all__ = ["RulesExtractor", "detect_language"]

_I = re.IGNORECASE

# --------------------------------------------------------------------------- language

_HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def detect_language(text: str) -> str:
    """Script-based guess: Hangul → ko, kana → ja, Han → zh, otherwise en."""
    if _HANGUL.search(text):
        return "ko"
    if _KANA.search(text):
        return "ja"
    if _HAN.search(text):
        return "zh"
    return "en"


# --------------------------------------------------------------------------- splitting

_FENCE = re.compile(r"```.*?(?:```|\Z)", re.DOTALL)
_SENT_SPLIT = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|(?<=…)(?=\S)|\n+|[;；]\s*")
# "From the README: \"This library is in maintenance mode. We recommend …\"": a quoted span long
# enough to hold a sentence is someone else's text, even when it spans sentence ends.
_LONG_QUOTE = re.compile(r"\"[^\"\n]{24,}\"|“[^”\n]{24,}”")
_CLAUSE_SPLIT = re.compile(r"(?:,|，|、)\s*")
_END_PUNCT = re.compile(r"[\s.。!！?？,，;；:：~～…]+$")
_MAX_CLAIM = 240
_MAX_SENTENCE = 600

# --------------------------------------------------------------------------- English

_EN_IMPERATIVE = (
    r"refactor|run|rerun|re-run|fix|add|remove|delete|make|change|update|write|rewrite|create|"
    r"implement|rename|check|look|show|explain|try|use|move|put|replace|convert|split|merge|"
    r"revert|install|uninstall|build|rebuild|deploy|ship|test|debug|generate|regenerate|"
    r"format|lint|document|clean|set|turn|give|tell|go|keep|open|read|find|search|print|"
    r"call|wrap|extract|simplify|optimize|optimise|undo|redo|continue|stop|start|commit|"
    r"push|pull|bump|upgrade|downgrade|migrate|port|translate|summarize|summarise|describe|"
    r"list|compare|help|investigate|figure|double-check|verify|review|inline|increase|"
    r"decrease|reduce|handle|mock|patch|clone|fetch|paste|copy|insert|drop|sort|align|"
    r"center|centre|resize|hide|disable|enable|skip|retry|include|exclude|ignore|"
    r"let's|lets|do|don't|dont|do not|leave|get|send|apply|configure|hook|plug|pin|"
    r"unpin|profile|benchmark|trace|comment|uncomment|restructure|reorganize|cleanup|"
    r"tidy|rework|adjust|tweak|modify|edit|respond|reply|answer|say|write up|draft"
)
_EN_REQUEST_START = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|but|then|now|also|alright|cool|great|next|first|"
    r"hey|hmm+|right|just|please|pls|plz|kindly)[,:]?\s+)*"
    r"(?:(?:can|could|would|will|won't) (?:you|u|ya)\b|please\b|pls\b|plz\b|"
    r"(?:i need|i want|i'd like|i would like) (?:you|u) to\b|"
    r"(?:" + _EN_IMPERATIVE + r")\b)",
    _I,
)
_EN_QUESTION_START = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|but|hmm+|hey|also|wait)[,]?\s+)*"
    r"(?:what|what's|whats|why|how|how's|when|where|which|who|whose|is|are|am|was|were|"
    r"does|do|did|can|could|would|should|will|shall|has|have|had|isn't|aren't|doesn't|"
    r"don't|didn't|any idea|is there|are there|wdyt|thoughts)\b",
    _I,
)
# "always/never …" addressed to the agent is a standing preference, not a one-off task.
_EN_STANDING = re.compile(
    r"^(?:please\s+|pls\s+)?(?:always|never(?!\s*mind)|don't ever|do not ever|from now on|"
    r"going forward|in (?:the )?future|in general|by default|prefer|favou?r)\b",
    _I,
)
_EN_ASSISTANT = re.compile(
    r"\b(?:you|u)(?:'ve| have)?\s+(?:just\s+|earlier\s+|previously\s+)?(?:said|say|"
    r"mentioned|suggested|guessed|assumed|thought|told|claimed|wrote|proposed|"
    r"recommended|inferred|got it|were right|were wrong|are right|are wrong|misread|"
    r"misunderstood)\b|\byour (?:last|previous|earlier|first|second|other) "
    r"(?:answer|reply|response|suggestion|message|guess|fix|attempt)|\bas you "
    r"(?:said|mentioned|suggested)\b|\b(?:you're|youre) (?:right|wrong|correct)\b",
    _I,
)
_EN_QUOTED = re.compile(
    r"\b(?:says?|said|wrote|writes|claims?|states?|reads|quoted?|according to)\s*[:,]?\s*"
    r"[\"“'‘]|\b(?:docs?|documentation|readme|ticket|issue|error|message|spec|article|"
    r"blog|post|tweet|linter|book|paper|manual|he|she|they|someone|somebody|the author|"
    r"my (?:manager|boss|colleague|coworker|teammate)|the (?:customer|client|user))\s+"
    r"(?:says?|said|claims?|states?|wrote|writes|mentions?|mentioned|thinks?|insists?)\b|"
    r"\baccording to\b",
    _I,
)
_EN_HEDGE = re.compile(
    r"^(?:i (?:think|guess|suspect|believe|wonder|assume|feel like|bet|reckon|suppose)|"
    r"maybe|perhaps|probably|possibly|seems|looks like|it seems|it looks|not sure|"
    r"i'm not sure|i am not sure|idk|i don't know|i dunno)\b",
    _I,
)
_EN_LEAD_FILLER = re.compile(
    r"^(?:(?:btw|by the way|fyi|fwiw|oh|also|and|ok(?:ay)?|so|just so you know|"
    r"for (?:context|the record|reference|what it's worth)|heads up|note|hey|well|"
    r"anyway|anyways|tbh|honestly|ps|p\.s\.|hi|hello|yeah|yep|yes|alright|quick note|"
    r"just fyi|side note|also fyi|oh and|one more thing|context|background|some context|"
    r"quick context|fyi though|hmm+|hm+|um+|uh+|erm?)\b[,:\-–—]?\s*)+",
    _I,
)
# "The thing I keep forgetting to tell you is that …", "keep in mind that …": a frame around
# a statement, not a request.
_EN_LEAD_FRAME = re.compile(
    r"^(?:(?:the (?:one |other |main )?thing|what|something) (?:i|that i) (?:keep forgetting|forgot|"
    r"meant|wanted|need|should(?: have)?|never got|didn't get)(?: to (?:tell you|mention|say|"
    r"add|note|point out|share))?(?: earlier| before)? (?:is|was)|"
    r"i (?:forgot|meant|wanted|need|should|have|never got|didn't get|should have) (?:to )?"
    r"(?:mention(?:ed)?|tell you|told you|say|said|add|note|point out|share)|"
    r"(?:just |also |please )?(?:keep in mind|remember|note|be aware|bear in mind|"
    r"worth (?:mentioning|noting)|you should know|you (?:might|may) want to know|"
    r"for your info(?:rmation)?|not sure if i (?:mentioned|said|told you)(?: (?:it|this))?|"
    r"in case (?:it matters|it's relevant|it helps|you need to know|you didn't know)|"
    r"it's worth (?:mentioning|noting)|fun fact|important|context for you|"
    r"(?:a |one |small |quick |little |an |personal |some )?(?:update|news|change) "
    r"(?:on my (?:side|end)|from me|from my side|about me)|(?:small|quick|personal) update|"
    r"(?:at|in|on|for) (?:my|our) (?:company|team|org|job|work|startup|shop|day job|workplace)|"
    r"at work|here at \w+|around here|where i work|"
    r"(?:the )?(?:short|tl;?dr|long story short|tldr|bottom line|gist|summary)(?: version| is)?))"
    r"(?:\s+(?:this|it))?(?:\s+(?:earlier|before))?\s*(?:,|:|-|–|—)?\s*(?:that\s+|but\s+)?(?=\S)",
    _I,
)
_EN_STANDING_TAIL = re.compile(
    r"(?:,\s*|\s+)(?:from now on|going forward|in (?:the )?future|every (?:single )?time|"
    r"at all times|always|by default|for all (?:future )?(?:code|files|projects|repos|prs))"
    r"(?:\s+(?:please|pls|thanks))?\s*[.!]*$",
    _I,
)
_EN_STANDING_Q = re.compile(
    r"\?\s*$|^[^,]*,\s*(?:what|what's|why|how|which|who|should|can|could|would|is|are|do|does)\b",
    _I,
)
_EN_BARE_MARKER = re.compile(
    r"^\s*(?:always|never|from now on|going forward|in (?:the )?future|in general|by default|"
    r"also|btw|fyi|ok(?:ay)?|so|and|but)\s*[,.!]*\s*$",
    _I,
)
_EN_I_WANT = re.compile(
    r"^(?:i|we)\s+(?:\w+\s+)?(?:want|need|expect|require|like|prefer)\s+(?!you\b|u\b)", _I
)
_EN_SUBORD = re.compile(r"\s(?:before|after|when|while|until|till|once|since|because)\s", _I)
_EN_HYPOTHETICAL = re.compile(
    r"^(?:if|what if|suppose|supposing|assuming|imagine|say|even if|in case|unless|whether)\b", _I
)
_EN_TAIL_FILLER = re.compile(
    r"(?:[,\s]+(?:btw|fyi|tbh|lol|lmao|haha+|though|fwiw|imo|imho|anyway|just so you know|"
    r"by the way|ok|:\)|:\(|:/|\^\^))+\s*[.!]*$",
    _I,
)
# Conjunction + request at the end of a sentence: "… so keep answers short".
_EN_REQUEST_TAIL = re.compile(
    r"\s+(?:(?:so|then|-|–|—)\s+(?:please\s+|pls\s+|just\s+)?"
    r"(?:can you|could you|would you|can u|go ahead|be|take|feel free|"
    + _EN_IMPERATIVE
    + r")|(?:and|but)\s+(?:please|pls|plz|can you|could you|would you|can u|feel free|"
    r"go ahead)|(?:and|but)\s+(?:just\s+)?(?:" + _EN_IMPERATIVE + r")\s+(?:it|this|that|"
    r"these|those|them|the (?:code|tests?|script|file|function|pr|branch))\b)\b.*$",
    _I,
)

_EN_CORR_MARK = re.compile(
    r"^(?:(?:correction|to correct|small correction|quick correction|update|sorry|oops|"
    r"my bad|no wait|wait|no no|nope|no|actually no|actually|i meant|to be clear|"
    r"i misspoke|scratch that|let me correct|turns out|it turns out|as it turns out|"
    r"in fact)\b\s*[:,!\-–—]?\s*)+",
    _I,
)
_EN_CORR_STRONG = re.compile(
    r"\b(?:correction|to correct|small correction|quick correction|i meant|i misspoke|"
    r"scratch that|let me correct)\b",
    _I,
)
_EN_NOT_TAIL = re.compile(r"(?:,\s*|\s+)(?:and\s+|but\s+)?not\s+(?:the\s+|a\s+|an\s+)?(.+?)$", _I)
_EN_NOT_BUT = re.compile(
    r"^(?:it's |it is |it was )?not\s+(.+?),?\s+(?:but|it's|it is)\s+(.+)$", _I
)
# A lead that retracts what the user said before, however it is phrased: "scratch that",
# "I misspoke", "I was wrong about the deadline", "ignore what I said about Terraform",
# "let me rephrase", "wait, no", "my mistake". It is stripped *before* the request check, so
# "Ignore what I said about X, we use Y" is a correction and "scratch that, revert it" a task.
# ``weak`` leads ("make that", "to clarify") count only when the body names the old value.
_EN_CORR_LEAD = re.compile(
    r"^(?:(?:oh|ah|hmm+|hm+|um+|uh+|ok(?:ay)?|so|sorry|oops|whoops|ugh|actually|hang on|wait|no|nope|"
    r"hold on|one sec)[,!.:]?\s+)*"
    r"(?:(?P<strong>(?:a |one |small |quick |minor |tiny |slight )?correction|"
    r"(?:let me |i (?:need|have|want) to |to )?correct (?:myself|that|what i said|my last message)|"
    r"correcting myself|i (?:meant|mean) to say|what i meant (?:was|is)|i misspoke|i mis-spoke|"
    r"i misremembered|i misread|i misstated|i mixed (?:that|those|them|it|these) up|"
    r"i got (?:that|it|this|those|them) (?:wrong|backwards|mixed up|confused|the wrong way round)|"
    r"i had (?:that|it|this|those|them) (?:wrong|backwards|mixed up)|"
    r"i (?:was|am|'m) wrong(?: about (?P<about>[^,:;—–]{2,40}?)(?=\s*(?:[,:;—–]|\s-\s|$)))?"
    r"(?: earlier| before| above)?|"
    r"that(?:'s| is| was) (?:wrong|incorrect|not (?:right|correct|true|accurate))|"
    r"(?:that was |sorry,? )?(?:a )?typo|my (?:mistake|error|bad)|mistake on my (?:part|end)|"
    r"i stand corrected|i should have said|i should say|or rather|"
    r"(?:scratch|strike|forget|ignore|disregard) (?:that|this|my last (?:message|one))|"
    r"(?:forget|ignore|disregard) (?:what|everything) i (?:just )?(?:said|wrote|told you)"
    r"(?: (?:earlier|before|above))?(?: about (?P<about2>[^,:;—–]{2,40}?)"
    r"(?=\s*(?:[,:;—–]|\s-\s|$)))?|"
    r"let me (?:rephrase|restate|try that again)|to be (?:precise|exact|more precise|accurate)|"
    r"more (?:precisely|accurately)|wait,? no|no,? wait|no,? sorry|sorry,? no|no,? no|"
    r"(?:my|that) (?:earlier |last |previous |first )?(?:message|note|comment|statement|answer)"
    r" (?:was|is) (?:wrong|incorrect|off|a mistake|outdated)|"
    r"what i said (?:earlier |before |above )?(?:was|is) (?:wrong|incorrect|outdated)|"
    r"hang on,? no|hold on,? no)|"
    r"(?P<weak>make (?:that|it)|to clarify|just to clarify|to be clear|let me clarify|"
    r"i meant(?! to\b)))"
    r"(?:\s*[,:;!.\-–—]+\s*|\s+|$)",
    _I,
)
# "Earlier I said we use Jenkins — that's wrong, it's GitHub Actions."
_EN_SAID_WRONG = re.compile(
    r"^(?:earlier|before|previously|above)?,?\s*i (?:said|told you|mentioned|wrote|claimed)"
    r"(?: (?:earlier|before|above))?(?: that)?\s+(?P<old>.+?)(?: (?:earlier|before|above))?"
    r"\s*(?:,|—|–|-|;|:)?\s*(?:but\s+)?(?:(?:that|which|it)(?:'s| is| was) (?:wrong|incorrect|"
    r"not (?:right|true|correct|the case|accurate)|outdated|out of date)\s*(?:[,:;—–-]+\s*|\s+)"
    r"(?:(?:actually|in fact)\s*,?\s*)?|(?:it's |it is |that's )?actually\s+|"
    r"(?<=but )(?=[^,;]*\bactually\b))(?P<new>.+)$",
    _I,
)
# "It's Maria who reviews the infra PRs, not Mark."
_EN_CLEFT_NOT = re.compile(
    r"^it(?:'s| is| was)\s+(?:actually\s+)?(?P<who>.+?)\s+(?:who|that)\s+.+?,?\s+not\s+"
    r"(?:the\s+)?(?P<old>\S+(?:\s+\S+){0,3})$",
    _I,
)
# "Not Vue — we're on Svelte": the sentence opens by denying a named value.
_EN_NOT_LEAD = re.compile(
    r"^(?i:not)\s+(?P<old>(?:(?i:the|an?) )?[A-Z0-9@][\w.+#/@-]*(?:\s+[A-Z0-9][\w.+#/-]*){0,2})"
    r"\s*(?:[—–:;]|,|\s-)\s*(?:it's\s+|it is\s+)?(?P<new>.+)$"
)
# Code and session deixis: "actually the function returns None, not []", "I meant the other
# file" are about the work at hand, not a fact to remember.
_EN_CORR_VETO = re.compile(
    r"^(?:the other|the one|this|that|these|those|here|there|(?:the )?wrong|the (?:first|second|third|"
    r"last|previous|next|other) one)\b|\b(?:function|method|variable|param(?:eter)?|"
    r"argument|returns?|returned|throws?|threw|raises?|null|undefined|none|exception|stack ?trace|"
    r"traceback|regex|loop|callback|works|working|the (?:test|tests|build|code|script|snippet|diff|"
    r"line|output)|files?|line \d+|compiles?|crash(?:es|ed)?|fails?|failing)\b",
    _I,
)
# "we use Jenkins" → "Jenkins": the named value in an earlier statement.
_EN_OLD_VALUE = re.compile(
    r"^(?:.*?\b(?:is|are|was|were|use|uses|used|using|on|in|at|be|'s|'re|called|named)\s+)?"
    r"(?P<v>.+)$",
    _I,
)

_EN_DECISION = re.compile(
    r"\b(?:we|i|the team|team|everyone|we all|they)(?:\s+have|'ve|\s+finally|\s+just|"
    r"\s+all|\s+officially)*(?:\s+|(?=['’]))(?:decided|agreed|settled on|chose|picked|opted|went with|"
    r"voted|landed on|committed to|ended up (?:with|picking|choosing|going with|using|on)|"
    r"went for|'re going for|are going for|are sticking with|'re sticking with|"
    r"signed off on|locked in|'re going with|are going with|"
    r"will go with|'ll go with|'re going to go with|are standardi[sz]ing on|'re standardi[sz]ing on|"
    r"standardi[sz]ed on)\b|^decision\s*:|\b(?:the )?decision (?:is|was) (?:to|that)\b|"
    r"\bthe plan is to\b|\b(?:it was|it's been|it has been|it got|it is)\s+(?:\w+\s+)?"
    r"(?:agreed|decided|settled|approved)\b|\bwas (?:agreed|decided|approved|settled) "
    r"(?:that|to|at|in|on)\b|\bwe(?:'re| are) going to use\b|\bit's decided\b",
    _I,
)
_EN_REL_WORDS = (
    r"manager|engineering manager|boss|lead|tech lead|team lead|cto|ceo|coo|cfo|vp|"
    r"cofounder|co-founder|founder|partner|business partner|wife|husband|spouse|girlfriend|"
    r"boyfriend|fiancee?|daughter|son|kids?|children|child|mom|mother|dad|father|sister|"
    r"brother|colleague|coworker|co-worker|teammate|report|direct report|mentor|mentee|"
    r"friend|best friend|pm|product manager|project manager|designer|skip-level|"
    r"skip level|landlord|doctor|therapist|dog|cat|client|customer|investor|advisor|"
    r"adviser|intern|roommate|go-to person|go-to|point of contact|reviewer|"
    r"sibling|parents?|grandma|grandpa|uncle|aunt|cousin|niece|nephew|pet"
)
_NAME = r"(?P<name>(?:[A-Z][\w'’.-]*)(?:\s+[A-Z][\w'’.-]*){0,3})"
_NOT_NAMES = frozenset(
    "I This That It There Here What Which He She They We You The A An My Our Their His Her "
    "Its Who Why How When Where And But So Also Actually Btw Monday Tuesday Wednesday "
    "Thursday Friday Saturday Sunday January February March April May June July August "
    "September October November December Ok Okay Yes No Not I'm I've I'd I'll Im Ive".split()
)
_EN_REL = [
    re.compile(
        r"(?i:\b(?:my|our)\s+(?:(?:new|old|current|former|ex-?|main|direct|awesome|"
        r"little|older|younger|oldest|youngest|[a-z]{2,4}|[\w-]+)\s+)?(?P<rel>"
        + _EN_REL_WORDS
        + r"))"
        r"(?:(?i:'s|’s)\s+(?i:name)\s+(?i:is))?"
        r"(?:\s*,|\s+(?i:is|was|'s|’s|is called|is named|named|called))?\s+" + _NAME
    ),
    re.compile(
        r"^" + _NAME + r"(?:\s+(?i:from|at|on|in)\s+[\w\s-]+?)?\s+(?i:is|was|'s|’s)\s+"
        r"(?i:(?:my|our)\s+(?:new\s+|main\s+|current\s+)?(?P<rel>" + _EN_REL_WORDS + r"))\b"
    ),
    re.compile(r"(?i:\b(?:owned|maintained|run|led|managed|reviewed|handled)\s+by)\s+" + _NAME),
    # lowercase names as people type them: "alex is our designer"
    re.compile(
        r"^(?!(?:this|that|it|he|she|they|there|here|what|which|who|mine|ours)\b)"
        r"(?P<name>[a-z][a-z'-]{1,20})\s+(?:is|was)\s+(?:my|our)\s+(?:new\s+|main\s+)?"
        r"(?P<rel>" + _EN_REL_WORDS + r")\b"
    ),
    re.compile(
        r"(?i:\bi\s+(?:report|reports)\s+to|\bi work under|^(?:i'm\s+|i am\s+)?(?:now\s+)?"
        r"(?:reporting to|working under))\s+" + _NAME
    ),
    re.compile(
        r"(?i:\b(?:is|are|was|were)\s+)" + _NAME + r"(?:'s|’s)\s+(?i:job|responsibility|area|"
        r"domain|call|baby|thing|department|problem|territory|turf)\b"
    ),
    re.compile(
        r"(?i:^the\s+(?:[\w-]+\s+)?(?P<rel>" + _EN_REL_WORDS + r"|owner|maintainer|contact|"
        r"point of contact|person in charge)(?:\s+(?:on|for|of|at|in)\s+(?:the\s+|our\s+)?"
        r"[\w\s-]{1,30}?)?\s+(?:is|was|'s)\s+(?:now\s+|still\s+)?)" + _NAME + r"\s*$"
    ),
    re.compile(
        r"^"
        + _NAME
        + r"\s*(?:,|\(|-|–|—)\s*(?i:(?:my|our)\s+(?:[\w-]+\s+){0,2}(?P<rel>"
        + _EN_REL_WORDS
        + r"))\b"
    ),
    re.compile(
        r"^" + _NAME + r"(?:\s+(?i:from|on|in)\s+(?:the\s+)?[\w-]+(?:\s+team)?)?"
        r"\s+(?i:(?:also\s+|now\s+|still\s+|basically\s+|mostly\s+|usually\s+)?"
        r"(?:reviews|approves|oversees|deploys|covers|coordinates|drives|decides|"
        r"is (?:running|leading|handling|owning|driving|managing|coordinating|doing|reviewing|"
        r"taking over|in charge of)|(?:needs|has|must) to (?:approve|sign off|review|okay|see)|"
        r"must (?:approve|sign off on|review)|has (?:the )?final say|makes the (?:final )?call|"
        r"(?:is\s+)?(?:the|our)\s+(?:[\w-]+\s+)?(?:owner|lead|pm|manager|maintainer|contact|"
        r"point person|expert|product owner|tech lead|dri|architect|designer|reviewer)\s+"
        r"(?:for|of|on)|is the (?:person|one|guy|gal) "
        r"to (?:ask|talk to|ping|go to|bug)|handles|owns|owned|leads|led|manages|managed|maintains|maintained|runs|ran|"
        r"is responsible for|was responsible for|is in charge of|was in charge of|"
        r"takes care of|took care of|is the owner of|took over|takes over|is taking over|"
        r"wrote|built|designed|architected|set up|created|started|founded|"
        r"(?:is |was |'s |’s )?the (?:one|person|guy|gal|people|only one|expert|go-to) "
        r"(?:who|that|for|on)|(?:is|was) (?:our|the) (?:main |resident )?(?:expert|go-to|"
        r"contact|point of contact|owner|maintainer|lead|author)|"
        r"is the (?:main )?contact for|knows (?:the|our|everything|all)|"
        r"looks after|signs off on|approves|is on point for))\b"
    ),
    re.compile(r"(?i:\bi(?:'m| am)\s+(?:married|engaged)\s+to)\s+" + _NAME),
    re.compile(
        r"^"
        + _NAME
        + r"\s+(?i:and\s+(?:i|me)\s+(?:co-own|co-maintain|co-founded|cofounded|own|run|"
        r"maintain|lead|manage|built|wrote|founded|started|share|split|work on|are the only|"
        r"are responsible|pair|handle))\b"
    ),
]

# "my boss really cares about tests": a relationship fact with no name in it.
_EN_REL_NONAME = re.compile(
    r"^(?:my|our)\s+(?:" + _EN_REL_WORDS + r")\s+and\s+i\b|"
    r"^(?:my|our)\s+(?:[\w-]+\s+)?(?:" + _EN_REL_WORDS + r")(?:'s|’s)\s+(?:a|an|the|really|also|"
    r"super|very|pretty|from|in|at|on|into|always|never|not|been|got|moving|starting|working)\b|"
    r"^(?:my|our)\s+(?:(?:twin|little|big|older|younger|new|old|former|current|ex-?|"
    r"oldest|youngest|eldest|step-?|baby|main|direct|whole)\s+)?(?:" + _EN_REL_WORDS + r")\s+"
    r"(?:just\s+|also\s+|really\s+|still\s+|"
    r"actually\s+|always\s+|never\s+)?(?:wants|needs|cares|hates|likes|loves|prefers|insists|"
    r"requires|expects|asked|asks|reviews|approves|signs off|doesn't|does not|won't|is|was|"
    r"works|worked|lives|lived|started|starts|joined|left|got|has|had|studies|runs|owns|"
    r"leads|manages|turned|turns|moved|will|can't)\b",
    _I,
)
# "the client wants the report in PDF": requirements from named stakeholders.
_EN_STAKEHOLDER = re.compile(
    r"^(?:(?:legal|compliance|security|finance|management|leadership|procurement|hr|"
    r"marketing|sales|support|ops|it)\s+(?:\w+\s+)?(?:wants|needs|requires|insists|expects|"
    r"mandates|forbids|bans|says we|won't let us|doesn't allow|does not allow)\b)|"
    r"^(?:the|our|my)\s+(?:client|clients|customer|customers|users?|stakeholders?|legal|"
    r"security team|design team|compliance|auditors?|investors?|board|company|employer)\s+"
    r"(?:\w+\s+)?(?:wants|want|needs|need|requires|require|prefers|prefer|asked for|insists|"
    r"insist|expects|expect|likes|hates|doesn't want|don't want|does not want|won't accept|"
    r"mandates|forbids|bans)\b",
    _I,
)
# "please don't add comments that restate the code": a standing style rule.
_EN_STANDING_DONT = re.compile(
    r"^(?:please\s+|pls\s+)?(?:don't|do not|dont|stop|avoid)\s+(?:ever\s+)?(?:add|adding|use|"
    r"using|write|writing|put|putting|include|including|leave|leaving|make|making|create|"
    r"creating|generate|generating|suggest|suggesting)\s+"
    r"(?!(?:this|that|it|the|these|those|my|a|an|any|anything|yet|now|here|there|more|again)\b)"
    r"[\w-]+s\b|^(?:please\s+|pls\s+)?(?:stop|quit|don't keep|do not keep)\s+(?:suggesting|"
    r"recommending|proposing|bringing up|pushing|reaching for)\b|^(?:please\s+|pls\s+)?"
    r"(?:don't|do not|dont|never)\s+(?:ever\s+)?(?:suggest|recommend|propose)\s+"
    r"(?!(?:this|that|it|anything|something)\b)",
    _I,
)
_EN_HEALTH = re.compile(
    r"\b(?:sick(?!\s+(?:of|with|and tired))|ill|fever|flu|a cold|the cold|caught a cold|covid|migraine|headache|"
    r"sore throat|cough(?:ing)?|nauseous|nausea|injured|broke my|broken (?:arm|leg|wrist)|"
    r"sprained|surgery|in (?:the )?hospital|hospitali[sz]ed|doctor'?s? appointment|"
    r"dentist|medication|recovering|under the weather|out sick|sick day|back pain|"
    r"not feeling (?:well|great|good)|unwell|hung ?over|food poisoning|allergies are|"
    r"stomach (?:bug|ache)|toothache|jet ?lag(?:ged)?|physio|checkup|check-up)\b|"
    r"\bmy (?:back|head|neck|knee|knees|wrist|arm|leg|stomach|tooth|teeth|eye|eyes|throat|"
    r"shoulder|ankle|hand|foot|chest)\s+(?:is|are|has been|have been|keeps?)\s+(?:\w+\s+)?"
    r"(?:killing|hurting|sore|aching|bad|acting up|swollen|bothering|throbbing|messed up)\b",
    _I,
)
_EN_TRAVEL = re.compile(
    r"(?i:\b(?:flying|heading|traveling|travelling|driving|going|off|headed|moving)\s+"
    r"(?:out\s+|back\s+)?(?:to|back to|over to))\s+"
    r"(?:[A-Z]|(?i:the (?:airport|conference|offsite|office|hospital)))"
)
_EN_TRAVEL_I = re.compile(
    r"\b(?:on (?:a )?(?:trip|vacation|holiday|pto|leave|parental leave|sabbatical|a plane|"
    r"the road)|out of (?:the )?office|ooo|away (?:until|till|for)|afk|business trip|"
    r"day off|off (?:today|tomorrow|on \w+day|next week|this week|until)|taking (?:the day|"
    r"tomorrow|friday|monday|a few days|next week|the week) off|(?:at|from) the airport|"
    r"in transit|layover|be offline|be out|be away|offline (?:for|until|today|tomorrow))\b|"
    r"\bi(?:'m| am)\s+(?:\w+\s+){0,3}(?:in|at|on)\s+(?:an?|the|my)\s+(?:\w+\s+)?(?:airport|"
    r"hotel|airbnb|train station|lounge|train|flight|plane|ferry|bus)\b|"
    r"\bi(?:'ll| will) be back\b|\bback (?:on|by|next|in the office|from)\b|"
    r"\bi(?:'m| am|'ll be| will be)\s+(?:\w+\s+)?(?:traveling|travelling|flying|commuting|"
    r"on a plane|on a train|on the road|abroad|overseas|jet-?lagged)\b|"
    r"\bi(?:'m| am|'ll be| will be)\s+(?:working|staying|up|online|around|free|busy|swamped|"
    r"booked|in meetings|heads-down|working from home|wfh)\b.{0,40}?\b(?:tonight|today|"
    r"tomorrow|this (?:weekend|week|afternoon|evening|morning)|late|all day|until)\b|"
    r"\b(?:wfh|working from home|working remotely) (?:today|tomorrow|this week)\b|"
    r"\bi(?:'m| am|'ll be| will be)\s+(?:giving|attending|speaking at|speaking|presenting|"
    r"hosting|organizing|at)\b.{0,40}?\b(?:today|tonight|tomorrow|this (?:week|month|weekend)|"
    r"next (?:week|month|weekend)|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|"
    r"\b(?:moving (?:house|apartments?|flats?)|moving out)\b|"
    r"\bi(?:'m| am|'ll be| will be)\s+(?:out|off|away|offline|unavailable|afk|ooo|not around|"
    r"not available|on call|on-call)\b(?! of\b)"
    r"(?!\s+(?:the|this|that|it)\b(?!\s+(?:week|weekend|month|morning|afternoon|evening)\b))",
    _I,
)
_EN_LOCATION_NOW = re.compile(
    r"(?i:\b(?:i(?:'m| am)|i'll be|i will be|currently|right now i'm|working))\s+"
    r"(?i:(?:sitting|staying|stuck|stranded|working|hanging out|waiting|holed up|camped)\s+)?"
    r"(?i:currently\s+|now\s+|still\s+|temporarily\s+)?(?i:in|at|from)\s+"
    r"(?:(?i:a|an|the|my|our)\s+(?:[\w-]+\s+){1,3}(?i:in|at|near)\s+)?"
    r"(?!(?i:charge|favou?r|love|trouble|progress|the middle|a hurry|a rush|doubt)\b)[A-Za-z][\w-]+.*?"
    r"(?i:\b(?:this|next)\s+(?:week|month|weekend)|\btoday\b|\btonight\b|\bright now\b|"
    r"\bcurrently\b|\bfor (?:the|a) (?:next|few|couple)\b|\buntil\b|\btill\b|"
    r"\bat the moment\b|\bfor now\b|\bthese days\b|\bfor a conference\b|\bfor work\b)"
    r"|(?i:\b(?:currently|right now|at the moment|temporarily)\s+(?:i'm\s+|i am\s+)?in)\s+[A-Z]"
    r"|(?i:\bworking from)\s+(?:[A-Z]|(?i:home|a cafe|the office|a hotel))"
    r"|(?i:\bi(?:'ll| will) be (?:in|at|visiting|staying in|back in))\s+[A-Z]"
    r"|(?i:\b(?:lately|these days|recently|for now|for the moment|temporarily|this (?:week|month)"
    r"|for a few (?:days|weeks)|for a couple of (?:days|weeks))\b.{0,20}?\bi(?:'m| am|'ve been|"
    r" have been)\s+(?:\w+\s+)?(?:working|staying|living|based|crashing|sitting|"
    r"hanging out)\s+(?:out of|in|at|from|near)\b)"
    r"|(?i:\bi(?:'ve been| have been)\s+(?:working|staying|living|crashing)\s+(?:out of|in|at|"
    r"from)\b.{1,60}?\b(?:lately|these days|recently|for now|for the moment|temporarily|"
    r"this (?:week|month)|for a few (?:days|weeks)|for the past (?:few )?(?:days|weeks))\b)"
)
_EN_MOOD = re.compile(
    r"\b(?:feeling|i feel|i'm feeling|i am feeling)\s+(?:much\s+|a lot\s+|way\s+|a little\s+|"
    r"a bit\s+|slightly\s+|so much\s+|somewhat\s+)?(?:better|worse|great|good|fine|okay|ok|"
    r"awesome|recovered|human again)\b(?!\s+(?:about|with|that|if))|\b(?:i(?:'m| am)|i feel|feeling|i've been|been|i was|i'm getting|getting)\s+"
    r"(?:so\s+|really\s+|very\s+|pretty\s+|super\s+|a bit\s+|kinda\s+|kind of\s+|quite\s+|"
    r"totally\s+|completely\s+|extremely\s+|a little\s+|too\s+)*(?:exhausted|"
    r"(?:tired|sick|bored)(?!\s+(?:of|with))\b|"
    r"burned out|burnt out|stressed(?: out)?|anxious|frustrated|annoyed|overwhelmed|sad|down|"
    r"depressed|happy|excited|sleepy|grumpy|upset|angry|nervous|worried|swamped|slammed|"
    r"cranky|bored|drained|wiped(?: out)?|fried|in a (?:bad|good|great) mood|"
    r"under a lot of pressure|low energy|sleep[- ]deprived|on edge|demotivated|"
    r"(?:rough|awful|terrible|crappy|lousy|miserable|horrible|off|meh|run down|wrecked|"
    r"like (?:crap|death|garbage))(?!\s+(?:at|with|about)\b))\b|"
    r"\b(?:coming down with|fighting (?:off )?(?:a|an|some|the)|caught (?:a|the|some))\b|"
    r"\b(?:stressed|anxious|nervous|worried) about\b|\bburn(?:ed|t)? ?out\b",
    _I,
)
_EN_SCHEDULE = re.compile(
    r"\b(?:i have|i've got|i got|got a|i'm in|i am in|i've a|i have to (?:leave|go|log off|"
    r"step out|head out|pick up)|i need to (?:leave|go|log off|step out|head out|pick up)|"
    r"i'm (?:leaving|logging off|out|off|heading out)|my)\b.*?\b(?:meeting|meetings|standup|"
    r"interview|appointment|call|demo|presentation|exam|flight|train|review|1:1|one-on-one|"
    r"offsite|workshop|dinner|lunch|early|soon|at \d|school run|pickup|pick-up|jury duty|"
    r"wedding|funeral|court date|training|course|conference|trip|vacation|holiday|surgery|"
    r"checkup|check-up|class|recital|move|reserve duty|military service|exams?)\b.*?"
    r"\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend)|"
    r"at \d{1,2}(?::\d\d)?\s*(?:am|pm)?|in (?:an|a|\d+) (?:hour|hours|minutes|min)|"
    r"on (?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|next week|all week|"
    r"next (?:mon|tues|wednes|thurs|fri|satur|sun)day|this (?:mon|tues|wednes|thurs|fri|satur|"
    r"sun)day|"
    r"later|soon|early)\b"
    r"|\b(?:leaving|logging off|heading out|off) (?:early|soon)\b",
    _I,
)
_EN_COMMIT = re.compile(
    r"^(?:i(?:'ll| will| shall)|i(?:'m| am) going to|i promise(?: to| that| i'll| i will)?|"
    r"i commit to|i plan to|i intend to|i'm planning to|i am planning to|i owe you|"
    r"i'll make sure|i can have|i'll have|i will have|i'll get|i promised|i've promised|"
    r"i agreed to|i've agreed to|i committed to|i signed up to|i volunteered to|"
    r"i'm supposed to|i am supposed to|i'm on the hook for|i owe|i(?:'m| am) committing to|"
    r"i(?:'m| am) committed to|i(?:'ve| have) committed to|i(?:'m| am) taking (?:care of|on|over)|"
    r"i(?:'m| am) handling|i(?:'ll| will) take care of|i(?:'m| am) going to make sure|"
    r"i(?:'ve| have) signed up (?:to|for)|i(?:'ve| have) volunteered to|i(?:'m| am) volunteering to)"
    r"\s+(?P<rest>.+)",
    _I,
)
_EN_COMMIT_BE = re.compile(r"^(?:be|get back|brb|go now)\b", _I)
_EN_COMMIT_TRIVIAL = re.compile(
    r"^(?:check|look|try|see|test|wait|think|let you know|get back|be right back|brb|"
    r"take a look|have a look|give it a (?:try|go|shot)|do that|do it|handle it)\b"
    r"(?:\s+(?:it|that|this|again|later|now|out|in a bit|later on|tomorrow))*\s*$",
    _I,
)
_EN_IAM_NAME = re.compile(r"^(?i:i'm|i am|im|this is)\s+" + _NAME + r"\s*(?:,|$|\band\b|\bfrom\b)")
_EN_IDENTITY = re.compile(
    r"^(?:my name is|my name's|i'm called|i am called|call me|i go by|i'm known as)\b|"
    r"^i (?:work|am working|'m working|currently work)\s+(?:at|for|with|in|on)\b|"
    r"^i(?:'m| am) (?:working|employed) (?:at|for)\b|"
    r"\bi(?:'m| am) (?:an?|the)\s+(?:[\w-]+\s+){0,3}(?:engineer|developer|dev|designer|"
    r"manager|founder|cofounder|co-founder|student|scientist|researcher|lead|architect|"
    r"pm|consultant|freelancer|contractor|intern|cto|ceo|analyst|admin|sre|devops|"
    r"maintainer|teacher|professor|phd|writer|owner|programmer|hacker|hobbyist|beginner|"
    r"newbie|veteran|junior|senior|staff|principal)\b|"
    r"^i (?:live|am based|'m based|reside|moved|relocated|grew up|was born)\s+(?:in|to|at|"
    r"out of|on|near)\b|^i(?:'m| am) (?:based|located|originally)\b|^i(?:'m| am) from\b|"
    r"^i(?:'m| am) (?:\w+ )?allergic\b|^i have (?:a |an )?(?:\w+ )?allerg|"
    r"^i(?:'m| am) (?:a )?(?:vegetarian|vegan|pescatarian|colou?r ?blind|left-handed|"
    r"right-handed|deaf|hard of hearing|blind|diabetic|pregnant|married|single|divorced|"
    r"dyslexic|celiac|lactose intolerant|native|bilingual|remote|non-native|self-taught)\b|"
    r"^i(?: have|'ve got| got|'ve) (?:a |an |two |three |four |five |\d+ )(?:\w+ )?(?:kids?|children|daughters?|"
    r"sons?|dogs?|cats?|years? of|twins|brothers?|sisters?|siblings?|phd|degree|masters)\b|"
    r"^my (?:main|primary|strongest|daily|day-to-day|first) (?:language|programming language|"
    r"stack|os|editor)\b|"
    r"^my (?:timezone|time zone|tz|birthday|email|handle|github|username|pronouns|"
    r"native language|first language|mother tongue|background|role|title|job|team|"
    r"department|home|hometown|location|os|machine|laptop|setup|shell|editor|keyboard|"
    r"locale|hobby|hobbies|passion)\b[\w\s]{0,20}\b(?:is|are|'s)\b|"
    r"^i (?:used to|previously|formerly) (?:work|worked|live|lived|be|was)\b|"
    r"^i worked (?:at|for)\b|^i spent \w+ years? (?:at|in|as)\b|"
    r"^i speak\b|^i(?:'ve| have) (?:just |recently |finally )?(?:moved|relocated) (?:back )?to "
    r"(?-i:[A-Z])|"
    r"^i(?:'m| am) (?:usually |normally |mostly |generally |typically |only )?(?:online|"
    r"available|around|reachable|awake|at my desk|on) (?:from|between|during|until|till|"
    r"after|before|\d)|^i(?:'m| am)? ?(?:usually |normally |mostly )?(?:in|on|using) "
    r"(?:pacific|eastern|central|mountain|pst|pdt|est|edt|cet|cest|jst|kst|utc|gmt|bst|ist)\b|^i(?:'m| am) (?:in|on) (?:the )?[\w/+-]+ (?:time ?zone|tz)\b|"
    r"^i (?:usually |normally |mostly |generally |can |only |can only |just |mainly )*"
    r"(?:work|code|program|hack|study) "
    r"(?:from|remotely|remote|nights|part-time|full-time|weekends|on weekends|\d|in the "
    r"(?:evenings?|mornings?|afternoons?)|during|after|before|evenings|mornings|on this "
    r"(?:in|on|during|after|at)|on \w+ (?:in|on|during|after) )|"
    r"^i have (?:a |an |mild |severe |diagnosed )*(?:adhd|add|autism|dyslexia|diabetes|"
    r"type [12] diabetes|asthma|epilepsy|rsi|tinnitus|low vision|a disability|a stutter|"
    r"anxiety|depression|ms|chronic \w+|arthritis|tendonitis|carpal tunnel)\b|"
    r"^i(?:'m| am) (?:autistic|neurodivergent|visually impaired|hard of hearing|"
    r"an? (?:adhd|autistic))\b|"
    r"^i have (?:a |an )?(?:day job|full-time job|full time job|part-time job|side job|"
    r"second job|kids?|family|toddler|newborn|baby)\b|"
    r"^i(?:'ve| have) been (?:coding|programming|working|writing) .+ for\b|"
    r"\bi(?:'m| am) the only\b|^i(?:'m| am) \d{2} (?:years old|yo)\b|"
    r"^i(?:'m| am) (?:now |currently |still |also )?(?:on|in|part of) the [\w\s-]+ team\b|"
    r"^i (?:lead|run|manage|head|own|founded|co-founded|cofounded|started|maintain)\s+"
    r"(?:the|a|an|our|my)\b|"
    r"^i(?:'m| am) (?:new to|a beginner|just starting|not (?:very |that |super )?familiar with|"
    r"familiar with|experienced (?:in|with)|an expert|comfortable with|fluent in|"
    r"rusty (?:in|with|at)|self-taught)\b|"
    r"^my (?:english|chinese|mandarin|japanese|korean|german|french|spanish|portuguese|"
    r"italian|russian|hindi|arabic|dutch|polish|turkish|vietnamese|thai) (?:is|isn't|is not)\b|"
    r"^i(?:'m| am) (?:building|working on|writing|developing|making|maintaining|running|"
    r"creating|prototyping|shipping) (?:a|an|my|our|the|this)\b|"
    r"^i (?:study|studied|teach|taught|"
    r"graduated)\b|^i(?:'m| am) (?:studying|learning|a native)\b|^i(?:'m| am) (?:colou?r)",
    _I,
)
_EN_PREF = re.compile(
    r"^(?:i|we)\s+(?:really\s+|strongly\s+|generally\s+|usually\s+|always\s+|mostly\s+|"
    r"much\s+|kinda\s+|kind of\s+|definitely\s+|absolutely\s+|honestly\s+|personally\s+|"
    r"still\s+|typically\s+|normally\s+|only\s+|just\s+|also\s+|tend to\s+)*"
    r"(?:prefer|like|love|hate|dislike|loathe|despise|enjoy|adore|detest|can't stand|"
    r"cannot stand|can't bear|don't like|do not like|don't use|do not use|don't want|"
    r"never|always|usually|tend to|avoid|favor|favour|would rather|'d rather|use|stick with|"
    r"stick to|write|indent|care about|can't live without|am a fan of|'m a fan of|"
    r"'m not a fan of|am not a fan of|'m not into|'m into|am into|rely on|swear by|"
    r"don't eat|do not eat|don't drink|can't eat|can't drink|cannot eat|"
    r"cannot drink|can't have|don't do|eat|drink|code in|work in|program in|"
    r"type|name|format|want to avoid|like to|love to|hate when|hate it when|"
    r"prefer to|refuse to|find)\b|"
    r"^i(?:'ve| have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:switched|moved|migrated|changed|"
    r"converted) (?:over )?(?:to|from)\b|"
    r"\b(?:my|our)\s+(?:favorite|favourite|preferred|go-to|default|usual)\b|"
    r"\bis (?:my|our) (?:favorite|favourite|preferred|go-to|default)\b|"
    r"^i(?:'m| am) (?:not\s+)?(?:really\s+|much of\s+|very much\s+|definitely\s+)?"
    r"(?:(?:a|an|more of an?|definitely an?|very much an?)\s+)?"
    r"[\w-]+\s+(?:person|guy|gal|fan|user|kind of person)\b|"
    r"^i(?:'ve| have) (?:been using|been on|been loving|switched to)\b|"
    r"\b(?:my|our)\s+(?:main|daily|primary|everyday|day-to-day)\s+(?:editor|ide|browser|terminal|"
    r"shell|machine|laptop|driver|tool|keyboard|os|distro)\b|"
    r"^i(?:'m| am) (?:not )?(?:a )?(?:big )?fan of\b|"
    r"^i(?:'m| am) (?:(?:definitely|totally|more of|very much|kind of|kinda|such)\s+)?(?:a|an)\s+"
    r"(?:night owl|early bird|early riser|late riser|minimalist|perfectionist|pragmatist|purist|"
    r"visual learner|keyboard person|terminal person|mouse person)\b|"
    r"^i(?:'m| am)\s+(?:really\s+|very\s+|so\s+|totally\s+|pretty\s+|super\s+|kinda\s+|"
    r"also\s+|quite\s+|still\s+|not\s+|not really\s+|not that\s+)*(?:into|fond of|keen on|"
    r"obsessed with|partial to|big on|a big fan of|a fan of|in love with|sold on)\b|"
    r"^i(?:'m| am) (?:a |an )?(?:big |huge |firm |strong |true |great )?(?:believer|advocate|"
    r"proponent|stickler) (?:in|of|for)\b|^i (?:strongly |firmly |really )?believe in\b|"
    r"^i(?:'m| am) (?:all for|against|(?:very |super |pretty |really )?(?:picky|particular|"
    r"fussy|opinionated) about|allergic to (?:\w+ )?(?:code|comments|magic|abstractions|"
    r"frameworks|classes|mocks))\b|"
    r"^(?:i'd|i would) (?:rather|prefer|like)\b|"
    r"^(?:i'd|i would|i'll|i will|i)\s+(?:always\s+)?(?:take|pick|choose)\s+.{2,40}?\s+over\s+|"
    r"\bover\s+.{2,30}?\s+any day\b",
    _I,
)
_EN_PREF_WANT_YOU = re.compile(r"^(?:i|we)\s+(?:\w+\s+)?(?:want|need|like)\s+(?:you|u)\b", _I)
_EN_PROJECT = re.compile(
    r"\b(?:we|they|the team|our team|the company)(?:\s+have|'ve|\s+just|\s+finally|"
    r"\s+already|\s+recently|\s+officially|\s+now)*\s+(?:switched|moved|migrated|ported|"
    r"upgraded|downgraded|transitioned|converted|shipped|released|launched|"
    r"dropped|deprecated|sunset|sunsetted|replaced|rewrote|rewritten|adopted|renamed|"
    r"started using|stopped using|moved off|moved away|are moving|'re moving|"
    r"are migrating|'re migrating|are switching|'re switching|are rewriting|"
    r"'re rewriting|froze|paused|killed|cancelled|canceled|postponed|delayed|"
    r"rolled out|open-sourced|open sourced|archived|raised|hired|signed|onboarded|"
    r"pivoted|standardi[sz]ed|consolidated|split|spun off|acquired|got acquired|outgrew|"
    r"outgrown)\b|"
    r"^our\s+(?:[\w-]+\s+){0,2}(?:uses?|runs? on|is written in|are written in|is built (?:on|"
    r"with)|are built (?:on|with)|depends on|depend on|relies on|rely on|targets?|is hosted on|"
    r"are hosted on|lives? in|is deployed (?:on|to)|are deployed (?:on|to)|is based on|"
    r"requires?|supports?)\b|"
    r"\b(?:launch|release|deadline|roadmap|beta|ga|rollout|migration|project|sprint|demo|"
    r"milestone|freeze|mvp|cutover|go-live|kickoff|v\d[\w.]*|feature freeze|code freeze|"
    r"rewrite|refactor|deploy|deployment|budget|headcount|contract|deal|funding|round|"
    r"api|app|service|repo|product|version)\b.{0,40}?\b(?:moved|slipped|pushed|delayed|"
    r"postponed|frozen|cancell?ed|shipped|is live|went live|on hold|paused|blocked|done|"
    r"complete|completed|finished|scheduled|rescheduled|is due|due|is set for|brought "
    r"forward|moved up|approved|rejected|deprecated|killed|scrapped|dead|in production|"
    r"in prod|in beta|released|launched|merged|is over|ended|locked|signed|closed)\b|"
    r"\b(?:service|app|api|backend|frontend|infra|infrastructure|database|db|cluster|pipeline|"
    r"ci|site|website|platform|module|monolith|codebase|stack|system|dashboard|repo|product|"
    r"library|sdk|cli|server|servers|auth|billing|search|mobile app|docs|design system)\s+"
    r"(?:was|were|has been|have been|got|is now|are now|is being|are being|is|are)\s+"
    r"(?:now\s+|just\s+|finally\s+|recently\s+|fully\s+|completely\s+|all\s+|officially\s+)?"
    r"(?:rewritten|migrated|moved|ported|replaced|rebuilt|redesigned|renamed|owned|handed (?:over|"
    r"off)|transferred|sunset|retired|decommissioned|upgraded|split|merged into|open-sourced|"
    r"outsourced|taken over|maintained by|managed by|run by|hosted (?:on|in|by)|"
    r"deployed (?:on|to)|written in|built (?:on|with))\b|"
    r"\b(?:launch|release|deadline|freeze|ga|beta|cutover|go-live|kickoff|milestone|demo|"
    r"rollout|launch date|release date|due date|code freeze|feature freeze|ship date)"
    r"(?:\s+(?:for|of|on)\s+(?:the\s+|our\s+|this\s+|my\s+)?[\w-]+(?:\s+[\w-]+){0,2}?)?\s+"
    r"(?:is|was|will be|'s|got)\s+(?:now\s+|still\s+|officially\s+)?(?:on|set for|"
    r"scheduled for|planned for|due|at|in|targeted for|next|this|tomorrow|moved|pushed|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|"
    r"nov|dec)[a-z]*|q[1-4]|\d)\b|"
    r"\bis (?:now\s+)?(?:deprecated|frozen|on hold|paused|blocked|live|in production|"
    r"end-of-life|eol|sunset|read-only|archived|in maintenance mode|feature complete|"
    r"code complete|out of scope|the source of truth)\b|"
    r"\b(?:we|our team|the team)(?:'re| are)\s+(?:now\s+|currently\s+|officially\s+)?"
    r"(?:sunsetting|deprecating|migrating|moving|switching|rewriting|dropping|replacing|"
    r"killing|launching|shipping|releasing|deploying|rolling out|adopting|phasing out|"
    r"retiring|removing|consolidating|standardi[sz]ing|hosting|running|building|"
    r"freezing|pausing|delaying|postponing|cutting|hiring|raising|pivoting|"
    r"transitioning|upgrading|splitting|merging|open[- ]sourcing|targeting|aiming for|"
    r"planning|on track for|behind on|ahead of schedule|scheduled)\b|"
    r"\b(?:is|are) being (?:rewritten|migrated|replaced|deprecated|redesigned|rebuilt|moved|"
    r"ported|sunset|refactored|retired|phased out|split|merged|shut down|decommissioned)\b|"
    r"\bwe(?:'re| are) (?:pre-seed|seed|seed-stage|series [a-e]|bootstrapped|profitable|"
    r"a startup|remote|remote-first|fully remote|hiring|in stealth|stealth|\d+ people|"
    r"a team of|a small team|a two-person|a one-person|a solo)|"
    r"\b(?:we have|we've got|we got|we now have|we're at|we are at|we hit|we reached|we serve)\s+"
    r"(?:about |around |over |roughly |nearly |almost |just over |just under |like )?[\d,.]+[kKmM]? "
    r"(?:million |thousand |k )?(?:paying |active |monthly active |daily active |enterprise |"
    r"b2b |registered |beta )?(?:users|customers|people|engineers|devs|employees|services|"
    r"repos|requests)\b|"
    r"^we(?:'re| are)? (?:not|no longer|not really) (?:doing|using|running|shipping|deploying|"
    r"supporting|writing|allowing|accepting|hiring)\b.{0,60}\b(?:anymore|any more|now|going forward)\b|"
    r"^(?:we|the team|our team) no longer\b|"
    r"^(?:we|the team|our team)(?:'ve| have)? (?:stopped|quit|ditched|abandoned|gave up on|"
    r"given up on)\b|"
    r"^we(?:'re| are) (?:a|an|mostly a|mainly a|primarily a) [\w.+#/-]+ (?:shop|team|company|"
    r"startup|house|org|monorepo|stack)\b|"
    r"^we(?:'re| are) (?:just\s+|basically\s+|still\s+)?(?:a|an)\s+(?:[\w.+#/-]+\s+){0,3}?"
    r"(?:fintech|healthtech|edtech|proptech|insurtech|startup|agency|consultancy|nonprofit|"
    r"non-profit|studio|lab|bank|saas|marketplace|business|organization|firm|company|"
    r"scale-up|scaleup|shop|team|co-op|collective)\b|"
    r"^(?:we|our team|the team|our company|the company)\s+(?:(?:all|still|only|mostly|mainly|"
    r"currently|now|also|just|basically|generally|usually|normally|typically)\s+)*"
    r"(?:use|run|host|deploy|build|ship|store|keep|rely on|are on|'re on|"
    r"are using|'re using|are running|'re running|have|self-host|write|test|release|"
    r"follow|require|enforce|squash|rebase|review|pair|code|develop|support|target|"
    r"sell|serve|work in|work with|do (?:trunk|code|weekly|daily|biweekly|releases|deploys|"
    r"scrum|kanban|sprints|tdd|pair)|don't (?:use|allow|do|write|deploy|ship|support))\b|"
    r"^(?:the|our)\s+(?:[\w-]+\s+)?(?:app|project|product|service|backend|frontend|codebase|"
    r"repo|site|website|api|stack|tool|bot|cli|library|game|platform|system|startup|company|"
    r"monorepo|extension|plugin|sdk)\s+(?:is|'s)\s+(?:(?:basically|mostly|just|mainly)\s+)?"
    r"(?:an?\s+(?!(?:mess|disaster|pain|nightmare|bit|little|lot|joke|problem|bug)\b)|"
    r"written in|built (?:with|on|in)|based on|hosted on|deployed (?:on|to)|running on|"
    r"(?:all |entirely |mostly )?(?:in|on) (?=[A-Z]))|"
    r"\b(?:hit|reached|crossed|passed|surpassed|topped|broke)\s+(?:the\s+)?[\d.,]+\s*[kKmM]?\s+"
    r"(?:paying\s+|active\s+|monthly\s+|daily\s+|github\s+)?(?:users|downloads|customers|"
    r"stars|installs|signups|sign-ups|subscribers|mau|dau|arr|mrr|revenue|sales|orders|"
    r"requests)\b|"
    r"^(?:everything|all (?:of )?(?:our|the) (?:code|services|repos)|the (?:whole |entire )?"
    r"(?:codebase|repo|project|monorepo|code ?base)|this (?:repo|project|codebase|monorepo))\b"
    r".{0,30}?\b(?:targets?|requires?|runs? on|uses|is written in|is on|depends on|"
    r"supports?|is pinned to|is built (?:on|with))\b|"
    r"\b(?:launch|release|beta|ga|rollout|migration|cutover|freeze|sprint|demo|hackathon|"
    r"offsite|kickoff|trial|pilot|campaign|conference|public launch|early access)\s+"
    r"(?:\w+\s+){0,4}?(?:opens|starts|begins|ends|closes|launches|ships|goes live|kicks off|"
    r"lands|wraps up|is planned|is happening)\b.{0,30}?\b(?:on|in|by|next|this|tomorrow|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|"
    r"nov|dec)[a-z]*|q[1-4])\b|"
    r"^our\s+(?:[\w-]+\s+){0,2}(?:rotation|process|policy|workflow|convention|standard|"
    r"cadence|sprints?|standups?|release cycle|retros?|branching (?:model|strategy))\s+"
    r"(?:is|are|was|runs|happens|lasts)\b|"
    r"^our\s+(?:[\w-]+\s+)?(?:stack|backend|frontend|api|db|database|ci|cd|infra|infrastructure|"
    r"monorepo|repo|app|service|product|deploys?|releases?|prod|staging|cluster|team|"
    r"company|startup|codebase|build|pipeline|customers?|users?|office|offices|"
    r"sprint|sprints|roadmap|deadline|launch|release|main branch|default branch)\b",
    _I,
)
_EN_APPROVAL = re.compile(
    r"^(?:security|legal|compliance|the board|leadership|management|finance|design|product|qa|"
    r"the client|the customer|the cto|the ceo|procurement|infosec|the auditors?|our investors?)"
    r"\s+(?:has\s+|have\s+|finally\s+|just\s+|already\s+|officially\s+)*(?:signed off|approved|"
    r"rejected|vetoed|greenlit|green-lit|blocked|okayed|ok'd|pushed back on|killed)\b",
    _I,
)
_EN_WE_HAVE = re.compile(
    r"^(?:we|our team)(?:'ve got| have| got| own| maintain| run)\s+(?:an?|one|two|three|\d+|"
    r"this|a big|a huge|a giant|an old|a legacy)\s+(?:[\w.+#-]+\s+){0,3}?(?:monolith|monorepo|"
    r"codebase|app|apps|services|microservices|stack|backend|frontend|cluster|clusters|"
    r"pipeline|database|data warehouse|api|sdk|cli|plugin|extension|website|site|platform|"
    r"repo|repos)\b",
    _I,
)
_EN_PROJECT_MORE = re.compile(
    r"\b(?:gets?|is|are)\s+(?:\w+\s+)?(?:wiped|reset|refreshed|rebuilt|redeployed|restarted|"
    r"backed up|deployed|rotated|purged|cleaned up|snapshotted|released|published)\s+"
    r"(?:every|each|nightly|weekly|daily|hourly|once a|twice a|on (?:mon|tues|wednes|thurs|fri|"
    r"satur|sun)days)\b|"
    r"^our\s+(?:[\w-]+\s+)?(?:sla|slo|slas|uptime|runway|arr|mrr|churn|quota|error budget|"
    r"latency budget|burn rate|nps|retention|conversion rate|p99|p95)\s+(?:is|are|was|sits at|"
    r"target is)\b|"
    r"\b(?:belongs to|belong to|sits with|lives with|is owned by|are owned by|is run by|"
    r"is maintained by|is managed by|is handled by)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+"
    r"team\b|"
    r"^we(?:'re| are)\s+(?:just\s+|finally\s+|now\s+)?(?:about to|planning to|getting ready to|"
    r"preparing to|in the (?:process|middle) of|gearing up to|set to|close to|on track to)\b",
    _I,
)
_EN_TEAM_RULE = re.compile(
    r"^(?:every|all|each|no)\s+(?:new\s+)?(?:prs?|pull requests?|commits?|changes?|merges?|releases?|"
    r"deploys?|deployments?|tickets?|migrations?|endpoints?|services?|features?|branch(?:es)?|"
    r"repos?|modules?|components?|api changes?|schema changes?)\s+(?:\w+\s+)?(?:needs?|requires?|"
    r"must|has to|have to|gets?|goes through|go through|is reviewed|are reviewed|should)\b",
    _I,
)
_EN_WE_WILL = re.compile(r"\bwe(?:'ll| will| are going to|'re going to| shall)\b", _I)
# Talk about the task at hand: never a fact worth keeping, even in mode "all".
_EN_CHATTER = re.compile(
    r"\b(?:error|errors|exception|traceback|stack ?trace|fails?|failing|failed|broken|"
    r"crash(?:es|ed|ing)?|bug|bugs|works|working|worked|tried|try|ran|rerun|see|understand|"
    r"get it|got it|confused|stuck|sure|agree|mean|meant|looks?|seems?|pushed|committed|"
    r"changed|fixed|updated|added|removed|deleted|merged|tested|wrote this|this code|"
    r"this function|this file|the code|the test|the tests|pr|diff|patch|branch|output|"
    r"result|results|warning|warnings|logs?|line \d+)\b",
    _I,
)
_EN_AND_SUBJECT = re.compile(
    r",?\s+(?:and|but)\s+(?=(?:i|i'm|i've|we|we're|we've|my|our)\s)|"
    r",\s+(?=(?:reporting to|working under)\s+[A-Z])|"
    r",\s+and\s+(?=(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?:is|was|will|has|handles|owns|"
    r"runs|leads|manages|reviews|takes care)\b)",
    _I,
)
_EN_CONTEXT = re.compile(r"^this is (?:for|part of) (?:my|our|a|an)\s+\w+", _I)
_EN_LATER_CLAUSE = re.compile(
    r"(?:(?:,|:|\s-|\s–|\s—)\s*(?:and\s+|but\s+|so\s+|also\s+|though\s+)?|"
    r"\s+(?:so|because|since|which is why|that's why|and now|but now)\s+)"
    r"(?=(?:i|i'm|i've|i'll|i'd|we|we're|we've|my|our|it's called)\b)",
    _I,
)
_EN_DROPPED_I = re.compile(
    r"^(?:(?:btw|fyi|also|oh|and|so|ok(?:ay)?)[,:]?\s+)*(been\s+(?:using|working|living|coding|"
    r"writing|doing|running|learning|programming|trying|stuck|dealing|on))\b",
    _I,
)
_EN_DROPPED_I_LIKE = re.compile(
    r"^(?:(?:btw|fyi|also|oh|and|so|honestly|tbh|personally)[,:]?\s+)*(?:(?P<i>(?:really |totally |"
    r"absolutely |kinda |strongly )?(?:hate|love|prefer|dislike|loathe|despise|can't stand|"
    r"adore|detest|avoid))|(?P<im>(?:not a (?:big |huge )?fan of|not into|(?:a )?(?:big |huge )?"
    r"fan of|not big on|big on)))\s+"
    r"(?!(?:how|this|that|it|the way|your|these|those|what|when|you|u|it's|this one)\b)",
    _I,
)
_EN_DROPPED_WILL = re.compile(
    r"^will\s+(?!(?:this|that|it|the|you|u|we|they|he|she|there|a|an|my|our|your|these|those|"
    r"i|be|it's)\b)(?:send|finish|ship|write|review|do|fix|get|have|share|post|update|push|"
    r"deploy|merge|check|follow|look|set|file|draft|prepare|handle|email|ping|book)\b",
    _I,
)
_EN_CONTRACTIONS = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "cant": "can't",
    "wont": "won't",
    "doesnt": "doesn't",
    "isnt": "isn't",
    "didnt": "didn't",
    "ill": "I'll",
    "id": "I'd",
}
# "ill"/"id" only when a verb follows ("ill send it", not "ill with flu").
_EN_BARE_CONTRACTION = re.compile(
    r"\b(?:im|ive|dont|cant|wont|doesnt|isnt|didnt)\b|"
    r"\b(?:ill|id)\b(?=\s+(?:be|have|send|do|get|fix|write|finish|make|ship|push|look|"
    r"need|rather|prefer|like|love|take|handle|review|update|check|try|go|put|add))",
    _I,
)
_EN_HAS_VERB = re.compile(
    r"\b(?:is|are|was|were|am|be|been|has|have|had|do|does|did|'s|'re|'m|'ve|'ll|'d|will|"
    r"would|can|could|should|must)\b|\w(?:ed|es)\b",
    _I,
)
_EN_CLAUSE_BUT = re.compile(r"\s*,\s*|\s+but\s+|\s+-\s+", _I)
_EN_ACTUALLY = re.compile(r"\s*\b(?:actually|in fact|really)\b\s*", _I)
_EN_FIRST_PERSON = re.compile(
    r"^(?:i|i'm|i've|i'd|i'll|i was|we|we're|we've|my|our)\b\s+\S+\s+\S+", _I
)
_EN_ENTITY_ORG = re.compile(
    r"(?i:\b(?:work|working|employed|am|'m|intern|interning|job)\s+(?:at|for|with))\s+"
    r"(?:(?i:a|an|the)\s+(?:[\w-]+\s+){0,3}(?i:called|named)\s+)?"
    + _NAME
    + r"|(?i:\bcalled|\bnamed)\s+"
    + _NAME.replace("P<name>", "P<name2>")
)
_EN_ENTITY_PROJECT = re.compile(
    r"(?i:\b(?:project|repo|app|service|product|codebase|library|package))\s+"
    r"(?P<name>[A-Z][\w.-]+|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)\b|"
    r"\b(?P<name2>[A-Z][\w.-]+)\s+(?i:project|repo|launch|release|rollout|migration|"
    r"beta|app|service|team)\b"
)

_EN_IRREGULAR = {
    "am": "is",
    "'m": "is",
    "have": "has",
    "'ve": "has",
    "do": "does",
    "go": "goes",
    "'ll": "will",
    "'d": "would",
    "don't": "doesn't",
    "can't": "can't",
    "won't": "won't",
    "was": "was",
    "will": "will",
    "would": "would",
    "can": "can",
    "could": "could",
    "should": "should",
    "must": "must",
    "might": "might",
    "may": "may",
    "shall": "shall",
}
_EN_ADVERBS = frozenset(
    "really strongly generally usually always mostly much kinda definitely absolutely "
    "honestly personally still typically normally only just also never often sometimes "
    "rarely seldom mainly primarily totally literally basically actually".split()
)
_EN_PAST = frozenset(
    "got grew had did went made took wrote taught left built spent began came became sold "
    "bought met lost found knew thought felt kept led quit broke gave drove flew".split()
)
_EN_SUBJECT_I = re.compile(r"^i(?=(?:'m|'ve|'ll|'d|\s)\s*)", _I)
_WORD = re.compile(r"\S+")


def _third_person(sentence: str) -> str:
    """'I prefer X' → 'Prefers X'; 'I'm X' → 'Is X'. Other sentences are left alone."""
    s = sentence.replace("’", "'")
    m = _EN_SUBJECT_I.match(s)
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
        if low in _EN_ADVERBS:
            out.append(w)
            continue
        done = True
        if low in _EN_IRREGULAR:
            out.append(_EN_IRREGULAR[low])
        elif (
            not w.isalpha()
            or not w.islower()
            or w.endswith("s")
            and not w.endswith("ss")
            or low.endswith("ed")
            and not low.endswith("eed")
            or low in _EN_PAST
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


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


# --------------------------------------------------------------------------- Chinese

_ZH_REQUEST = re.compile(
    r"^(?:帮我|帮忙|请你?|麻烦你?|给我|你(?:帮|来|去|把|再|先|给|能|可以)|能不能|能否|"
    r"可以帮|可不可以|把|将|跑|运行|执行|看看|看一下|检查|修复?|改一?下|改成|加上?|删掉?|删除|"
    r"写一?个|重构|优化|实现|生成|解释|告诉我|打开|继续|别|不要|先|再|试试|试一下|查一下|"
    r"整理|更新|提交|推送|部署|安装|拆|合并|换成|统一改)|(?:一下|吧|看看|一下吧)$"
)
_ZH_QUESTION = re.compile(
    r"(?:吗|么|嘛|呢|没有|不)[?？]?$|[?？]$|什么|为什么|为啥|怎么|怎样|如何|哪里|哪儿|哪个|"
    r"哪些|是不是|有没有|能不能|可不可以|对不对|干嘛|多少|咋"
)
_ZH_ASSISTANT = re.compile(
    r"你(?:刚才|刚刚|之前|上面|前面|上次|一开始)?(?:说|猜|提到|讲|建议|以为|写|推荐|认为|回答)|"
    r"你的(?:回答|建议|答案|说法|猜测)"
)
_ZH_QUOTED = re.compile(
    r"(?:写着|写道|写的是|说|称|提到|表示|认为|规定)[:：，,]?\s*[“\"「『]|"
    r"(?:文档|文章|书|教程|他|她|他们|别人|有人|同事|老板|经理|官方|网上|报错|错误信息)"
    r"(?:里|上|中)?(?:说|写着|写道|提到|认为|声称|表示)|据说|听说|根据.{1,10}(?:说|所说)"
)
_ZH_HEDGE = re.compile(r"^(?:我(?:觉得|猜|想|认为|估计|怀疑)|可能|也许|好像|大概|应该是|似乎)")
_ZH_LEAD = re.compile(
    r"^(?:(?:顺便说一下|顺便说|顺便|对了|另外|补充一下|补充|还有|哦|噢|嗯|好吧|那个|话说|"
    r"说一下|提一下|告诉你|跟你说|说明一下|备注)[，,:：、\s]*)+"
)
_ZH_STANDING = re.compile(r"^(?:以后|今后|从现在开始|从今以后|永远|一律|始终|总是|每次都|都要)")
_ZH_CORR_MARK = re.compile(
    r"^(?:(?:其实|更正一下|更正|纠正一下|纠正|修正一下|修正|订正|不对|"
    r"(?:是)?我?(?:刚才|刚刚|之前|前面|上面|上次)?(?:说|记|搞|写|弄|讲|打|看|想)错了|口误|笔误|"
    r"我?(?:刚才|刚刚|之前|前面|上面)(?:那个|那句|说的|的)?(?:说法|话|信息)?(?:不对|有误|不准确|错了)|"
    r"不好意思|抱歉|等等|我是说|准确地说|确切地说|准确来说|纠正我(?:刚才|之前)?(?:说)?的)"
    r"[，,:：！!\s]*)+"
)
_ZH_CORR_STRONG = re.compile(
    r"更正|纠正|修正|订正|(?:说|记|搞|写|弄|讲|打|看|想)错了|口误|笔误|我是说|准确地说|确切地说|"
    r"(?:刚才|刚刚|之前|前面|上面).{0,4}?(?:不对|有误|不准确|错了)|"
    r"准确来说"
)
_ZH_NOT_TAIL = re.compile(r"(?:[，,、]\s*(?:而)?|而)不是(.+?)$")
# "团队是8个人不是6个人": "是 X 不是 Y" with no comma, read only after a correction marker.
_ZH_IS_NOT = re.compile(r"是[^，,]{1,15}?(不是)([^，,]{1,15})$")
_ZH_NOT_BUT = re.compile(r"不是(.+?)[，,]?\s*而是(.+)$")
_ZH_DECISION = re.compile(
    r"决定|商量好|说好了|定了|敲定|选定|选了|确定(?:了)?(?:用|采用|选)|拍板|一致同意|"
    r"达成一致|定下来|采用了|最终(?:用|选)"
)
_ZH_REL_WORDS = (
    r"直属领导|技术负责人|产品经理|项目经理|联合创始人|创始人|合伙人|经理|老板|领导|上司|主管|"
    r"组长|同事|老婆|妻子|太太|爱人|老公|丈夫|先生|女儿|儿子|孩子|爸爸|妈妈|父亲|母亲|哥哥|"
    r"姐姐|弟弟|妹妹|朋友|导师|男朋友|女朋友|对象|搭档|队友|室友|客户|投资人|助理|"
    r"CTO|CEO|PM|mentor"
)
_ZH_NAME = r"(?P<name>[A-Za-z][\w.-]*(?:\s[A-Z][\w.-]*)?|[\u4e00-\u9fff]{2,4}?)"
_ZH_NAME_END = r"(?=$|[，,。.！!\s]|的|他|她|负责|是|也|和|，|在|人)"
_ZH_REL = [
    re.compile(r"我(?:的)?(?:" + _ZH_REL_WORDS + r")(?:是|叫|名叫|叫做)" + _ZH_NAME + _ZH_NAME_END),
    re.compile(r"^" + _ZH_NAME + r"(?:是|就是)我(?:的|们的|们)?(?:" + _ZH_REL_WORDS + r")"),
    re.compile(
        r"^"
        + _ZH_NAME
        + r"(?:是|就是|现在是|目前是)[\u4e00-\u9fffA-Za-z]{1,8}?的?(?:负责人|技术负责人|"
        r"owner|leader|lead|主管|组长|老大|架构师|维护者)"
    ),
    re.compile(
        r"^"
        + _ZH_NAME
        + r"(?:是|就是|现在是|目前是)(?:我们|我|咱们)(?:组|团队|公司|部门|项目|这边|"
        r"项目组)?的?.{0,6}?(?:负责人|" + _ZH_REL_WORDS + r"|owner|leader|lead|老大)"
    ),
    re.compile(
        r"(?:负责人|owner|维护者|主管|管理者|对接人|联系人|组长|leader|lead)\s*(?:是|为)\s*"
        + _ZH_NAME
        + _ZH_NAME_END
    ),
    re.compile(r"^" + _ZH_NAME + r"(?:负责|管|维护|主导)"),
]
_ZH_REL_NONAME = re.compile(
    r"^我(?:的)?(?:" + _ZH_REL_WORDS + r")(?!们)(?:特别|很|非常|比较|一直|总是|超级|也|刚|已经|"
    r"今年|现在|明年|去年)*(?:在意|喜欢|讨厌|要求|希望|想要|关心|看重|坚持|反对|不喜欢|不让|只接受|"
    r"负责|在|是|上|读|学|住|做|有|叫|当|开|考|出生|结婚|工作)"
)
_ZH_HEALTH = re.compile(
    r"(?:头|肚子|胃|牙|嗓子|腰|背|脖子|眼睛|膝盖)(?:有点|有些|很|好|特别|一直)?(?:疼|痛|晕)|感冒|发烧|发热|生病|病了|不(?:太|大|怎么)?舒服|嗓子|喉咙|头疼|头痛|肚子疼|胃疼|牙疼|咳嗽|住院|医院|看医生|看病|"
    r"复查|牙医|体检|受伤|头晕|恶心|失眠|没睡好|骨折|扭伤|过敏了|嗓子疼|拉肚子|新冠|阳了|流感|身体不好|手术"
)
_ZH_TRAVEL = re.compile(
    r"产假|陪产假|育儿假|病假|事假|婚假|年假|出差|旅行|旅游|度假|休假|回老家|飞去|飞往|去.{1,6}(?:玩|开会|参会|培训)|(?<!欢)在.{1,6}培训|在路上|"
    r"在机场|在高铁上|在飞机上|回国|出国"
)
_ZH_LOCATION = re.compile(
    r"(?:这周|这几天|今天|现在|目前|最近|本周|下周|明天|这个月|这阵子|暂时|正在)(?:我|人)?"
    r"(?:人)?在(?!做|写|改|用|看|弄|忙|处理|研究|开发|学|调|搞|想|测)"
    r"(?![^，,。]{1,10}?(?:工作|上班|生活|定居|读书|上学|任职))"
)
_ZH_MOOD = re.compile(
    r"心情|压力|焦虑|很累|好累|太累|有点累|累死|累了|烦死|很烦|好烦|郁闷|难过|开心|兴奋|崩溃|"
    r"疲惫|困死|好困|很困|沮丧|紧张|着急|emo|不爽|生气"
)
_ZH_SCHEDULE = re.compile(
    r"(?:明天|后天|今天|今晚|下午|上午|晚上|周[一二三四五六日末]|星期[一二三四五六日天]|这周|"
    r"下周|待会|一会儿?|马上).{0,10}?(?:请假|开会|面试|休息|不在|有事|休假|会议|约了|出门|放假|"
    r"早退|下班|走|年假|调休|值班|不上班|考试|答辩|汇报|演示|在家办公|居家办公|远程办公|加班|搬家)"
)
_ZH_COMMIT = re.compile(
    r"^我.{0,10}?(?:会|保证|答应|一定会?|争取|负责|来|马上|这就|今天|明天|回头)"
    r".{0,12}?(?:把|给|完成|发|写|提交|搞定|做完|改完|处理|修|整理|准备|跟进|review|看)|"
    r"^我.{0,8}(?:之前|以前|前)(?:会|要|把|给|完成|发|提交)"
)
_ZH_IDENTITY = re.compile(
    r"^我叫|^我(?:是)?(?:做|搞|干|负责)(?!完|好|了|过)[\u4e00-\u9fffA-Za-z ]{1,10}?的(?:[，,。]|$)|"
    r"^我(?:是|本来是|之前是|以前是).{1,8}?(?:出身|专业的?|毕业的?)|我的名字(?:是|叫)|^我是.{0,10}?(?:工程师|开发|程序员|设计师|经理|学生|产品|创始人|"
    r"研究员|架构师|老师|运维|测试|实习生|博士|硕士|新手|负责人|人|后端|前端|全栈)|"
    r"我在(?P<org>.{2,12}?)(?:工作|上班|实习|任职|当)|我住在|我家在|我搬到|搬家到|我来自|"
    r"我(?:对.{1,8})?过敏|我的(?:爱好|兴趣)|^我(?:每天|每周|每晚|每个月|工作日)(?!用)|我(?:最近|现在|正在|目前)?(?:在)?(?:学|自学)(?!校)|我的(?:时区|生日|邮箱|母语|工作|职位|岗位)是|我(?:有|养了).{0,3}"
    r"(?:孩子|女儿|儿子|猫|狗)|我(?:在|是).{1,6}(?:团队|组)的?|我吃素|我是素食"
)
_ZH_PREF = re.compile(
    r"^我(?:平时|一般|主要|日常|现在|一直|自己)?(?:用的是|在用|用)(?!了|过|一下|你|的方法)|"
    r"(?:喜欢|爱用|偏好|习惯|讨厌|受不了|不吃|不喝|不用|只用|总是|从不|从来不|一般用|一般都|"
    r"通常|倾向|宁愿|宁可|爱吃|爱喝|反感|偏爱|首选|常用|更愿意|不爱|不想用|最好用|坚持用|"
    r"用惯了|吃不了|不能吃|不碰)"
)
_ZH_PROJECT = re.compile(
    r"(?:代码|仓库|项目|文档|服务|数据|镜像)(?:都|全部|主要|统一)?(?:放在|托管在|存在|存放在|部署在|跑在|放到)|"
    r"^(?:我们|团队|公司|咱们)(?:已经|刚刚?|上周|上个月|今年|去年|最近)?把.{1,14}?(?:拆出来|拆分|"
    r"拆开|合并|下线|重构|重写|废弃|升级|迁移|迁走)(?:了|完了|完成)|^(?:我们|咱们|团队|公司|我们团队|我们公司|我们组|组里)(?:团队|公司|组|部门)?(?:主要)?是(?:做|搞)"
    r".{1,12}?的|^[\u4e00-\u9fff]{2,3}(?:下个月|下周|明天|上周|已经|刚刚?|月底)?(?:离职|入职|加入|"
    r"转岗|调走|离开公司)|(?:我们|咱们|团队|公司|组里|项目组?)(?:的|这边|内部)?.{0,6}?(?:规定|要求|规范|约定|流程是|"
    r"制度)|发布|迁移|迁到|换成|换到|切换到|切到|改用|升级到|上线|发布了|已发布|推迟|延期|延后|提前到|"
    r"冻结|暂停|砍掉|下线|废弃|弃用|停用|完成了|截止|交付|已经合并|重写|开源了|上架|"
    r"(?:我们|团队|公司|咱们)(?:的)?(?:项目|团队|公司|这边|组|产品|服务)?(?:现在|目前|都|一直)?"
    r"(?:用|在用|使用|基于)|"
    r"(?:我们|咱们|团队|公司|项目)的?(?:后端|前端|项目|服务|系统|代码|数据库|技术栈|架构|基础设施|"
    r"仓库|产品|接口|(?i:ci|api|app|db))(?:是|用|都是|全是|跑在|部署在|基于|主要是|都用)|(?i:code freeze|feature freeze|"
    r"freeze|release|launch|deadline|ddl|go-live|上线|发版|封版)"
)
_ZH_FIRST = re.compile(r"^(?:我|我们|咱们)")
_ZH_ORG_SUFFIX = re.compile(r"^(?:一家|一个)")

# --------------------------------------------------------------------------- Japanese

_JA_REQUEST = re.compile(
    r"(?:ください|下さい|くれ|くれる|くれない|ちょうだい|お願い(?:します|ね)?|頼む|頼みます|"
    r"しろ|せよ|しよう|しましょう|なさい|てほしい(?:んだけど|けど)|でほしい(?:けど)?)$|"
    # "変数名をもう少し分かりやすくしてほしい": a one-off tweak, not a standing wish
    r"(?:もう少し|もうちょっと|ちょっと|少し)[^、。]*(?:て|で)(?:ほしい|欲しい)(?:です|な)?$|"
    r"^(?:お願い|すみませんが)"
)
_JA_REQUEST_LAST = re.compile(
    r"(?:して|てみて|でみて|直して|変えて|見て|やって|書いて|消して|"
    r"調べて|確認して|追加して|削除して|教えて|使って|試して)$"
)
_JA_QUESTION = re.compile(
    r"(?:か|かな|かね|の|っけ|でしょう|だろう|ますか|ですか)[？?]?$|[？?]$|なぜ|どうして|"
    r"どういう|どうやって|どうすれば|どこ|いつ(?!も|か)|だれ|誰|何を|何が|何で|なんで|どれ|何の|なに"
)
_JA_ASSISTANT = re.compile(
    r"(?:あなた|君|きみ|Claude|クロード)(?:が|は|の)(?:言|書|提案|推測|回答|答え|説明)|"
    r"さっき(?:の)?(?:言|回答|答え|提案|説明|修正|変更|コード|実装)|おっしゃ|"
    r"あなたの(?:回答|答え|提案|説明)"
)
_JA_QUOTED = re.compile(
    r"[「『\"“].+?[」』\"”]\s*(?:と|って)(?:書|言|あ|記|述|い)|によると|によれば|"
    r"(?:ドキュメント|記事|本|彼|彼女|誰か|同僚|上司)(?:に|で|は|が)(?:は)?.{0,6}(?:書いて|言って)"
)
_JA_HEDGE = re.compile(
    r"(?:と思います|と思う|かもしれ|みたい(?:です)?$|っぽい|ような気が|でしょう$)"
)
_JA_LEAD = re.compile(
    r"^(?:(?:ちなみに|あと|そういえば|えっと|ええと|あの|まず|一応|念のため|参考までに|補足ですが|"
    r"補足|(?:あっ?|ああ|おっと)(?=[、,\s]))[、,\s]*)+"
)
_JA_STANDING = re.compile(
    r"^(?:今後(?:は)?|これから(?:は)?|常に|いつも|必ず|絶対に?|毎回)|"
    # "エラーメッセージは日本語にしないでください": a general topic + "please don't" is a rule
    r"^(?!この|その|あの|これ|それ|ここ|今|今日)[^、。]{2,20}?は[^、。]{1,15}?(?:しないで|ないで)"
    r"(?:ください|下さい|ほしい|欲しい)$"
)
_JA_CORR_MARK = re.compile(
    r"^(?:(?:(?:実は|(?:先ほど|さっき|前)の)?(?:訂正|修正)(?:です|ですが|します|させてください|"
    r"させて|(?=[、,:：！!\s]|$))|"
    r"(?:(?:私|僕|俺)の)?(?:言い|書き|打ち|覚え)?間違い(?:です|でした)|"
    r"(?:すみません|ごめん(?:なさい)?|失礼しました)?(?:私|僕|俺)?(?:が)?(?:言い|書き|打ち|覚え)?"
    r"間違え(?:ました|てました|ていました|た)|勘違い(?:してました|していました|でした|しました|"
    r"してた)|記憶違い(?:でした|です)|すみません|ごめん(?:なさい)?|失礼しました|いや|いえ|"
    r"(?:先ほど|さっき|前)の(?:は|話は|件は)?間違い(?:です|でした)|違いました|違いました|違った|違います|"
    r"正しくは|正確には|実は)[、,:：！!\s]*)+"
)
_JA_CORR_STRONG = re.compile(r"訂正|修正|間違|勘違い|記憶違い|正しくは|正確には|違いま|違った")
_JA_NOT_CLAUSE = re.compile(
    r"[、,]\s*(?P<old>[^、,]+?)(?:では|じゃ)(?:ありません|ない|なく(?:て)?)(?:です)?(?:よ|ね)?$"
)
_JA_NOT_BUT = re.compile(r"^(?P<old>.+?)(?:ではなく|じゃなくて|じゃなく)[、,]?\s*(?P<new>.+)$")
_JA_DECISION = re.compile(
    r"ことにしました|ことにした|ことになりました|ことになった|に決めました|に決めた|に決定|"
    r"と決めました|を採用|で決まり|が決まりました|に決まりました|に決まった|ことで合意|"
    r"で行きます|でいきます|方針です"
)
_JA_REL_WORDS = (
    r"チームリーダー|テックリード|プロダクトマネージャー|マネージャー|リーダー|共同創業者|創業者|"
    r"上司|部長|課長|社長|同僚|妻|夫|嫁|旦那|娘|息子|子供|父|母|兄|姉|弟|妹|友達|友人|"
    r"パートナー|CTO|CEO|PM|メンター|先輩|後輩|担当者?|責任者|彼女|彼氏|相棒|同期|同級生|幼馴染|"
    r"元同僚|元上司|知り合い|恩師|取締役|オーナー|メンテナ"
)
_JA_NAME = r"(?P<name>[A-Za-z][\w.-]*|[\u4e00-\u9fff\u3005\u30a0-\u30ff]{1,6}?)"
_JA_HONOR = r"(?:さん|氏|様|くん|君|ちゃん|先生)?"
_JA_REL = [
    re.compile(
        r"(?:(?:私|僕|俺|うち)の)?(?:"
        + _JA_REL_WORDS
        + r")(?:は|が)"
        + _JA_NAME
        + _JA_HONOR
        + r"(?:です|だ|で|と|$)"
    ),
    re.compile(
        r"^"
        + _JA_NAME
        + _JA_HONOR
        + r"(?:は|が)(?:私|僕|俺|うち)の(?:[^\s、。はが]{1,8}?の)?(?:"
        + _JA_REL_WORDS
        + r")"
    ),
    re.compile(
        r"の(?:担当|責任者|リーダー|オーナー)(?:者)?は" + _JA_NAME + _JA_HONOR + r"(?:です|だ)"
    ),
    re.compile(
        r"^"
        + _JA_NAME
        + r"(?:さん|氏|様|くん|君|先生)(?:は|が)(?:"
        + _JA_REL_WORDS
        + r")(?:です|だ|で|$)"
    ),
    re.compile(
        r"^"
        + _JA_NAME
        + r"(?:さん|氏|様|くん|君|先生)(?:は|が).{0,14}?の(?:"
        + _JA_REL_WORDS
        + r")"
        r"(?:です|だ|で|を|$)"
    ),
    # "佐藤さんがインフラ周りを全部見ています": a named person (with honorific) owns something.
    re.compile(
        r"^"
        + _JA_NAME
        + r"(?:さん|氏|様|くん|君|先生)(?:が|は|も).{1,24}?(?:担当|見て(?:います|る|くれ)|"
        r"管理して|仕切って|リードして|まとめて|詳しい|書きました|作りました|書いた|作った|"
        r"面倒を見|責任者|オーナー|メンテナ|引き継)"
    ),
]
_JA_ROLE_PREFIX = (
    _JA_REL_WORDS + r"|営業|人事|経理|法務|総務|広報|開発|インフラ|デザイン|デザイナー|エンジニア|"
    r"QA|SRE|情シス|隣のチーム|別チーム|他部署|取引先|クライアント|お客さん|顧客|先方|本部長|"
    r"室長|主任|係長|役員|専務|常務|会長|監督|コーチ|教授|担任"
)
# "部長の山本さんが最終判断をする", "後輩の中村くんに引き継いでいる": a role, の, a named person.
_JA_REL_ROLE_NAME = re.compile(
    r"(?:^|[はがも、])(?:"
    + _JA_ROLE_PREFIX
    + r")の"
    + _JA_NAME
    + r"(?:さん|氏|様|くん|君|ちゃん|先生)"
)
# "インフラは佐々木さんが見てくれています": a topic, then the named person who owns it.
_JA_REL_TOPIC_NAME = re.compile(
    r"^[^、。]{1,16}?(?:は|も)" + _JA_NAME + r"(?:さん|氏|様|くん|君|先生)(?:が|に)"
    r".{0,20}?(?:担当|見て(?:くれ|い|る|ます)|管理|仕切|リード|まとめ|詳しい|窓口|決め|判断|"
    r"レビュー|面倒|責任|オーナー|メンテ|引き継|任せ|お願いして)"
)
# "妻が看護師なんだ": a family/work relation as the subject, no possessive, no name.
_JA_REL_BARE = re.compile(
    r"^(?:妻|夫|嫁|旦那|奥さん|娘|息子|子供|子ども|父|母|父親|母親|兄|姉|弟|妹|上司|部長|課長|"
    r"社長|同僚|先輩|後輩|相方|パートナー|彼氏|恋人|祖父|祖母|義父|義母)(?:は|が|も)"
    r"(?!.{0,12}?(?:言って|書いて|って言))"
)
_JA_REL_NONAME = re.compile(
    r"^(?:(?:私|僕|俺|うち)の)(?:" + _JA_REL_WORDS + r")(?:は|が)|"
    r"^(?:" + _JA_REL_WORDS + r")(?:は|が).{0,12}?"
    r"(?:を気にし|にうるさい|を重視|が好き|が嫌い|を求め|を嫌が|にこだわ)"
)
_JA_HEALTH = re.compile(
    r"風邪|熱が|熱っぽ|発熱|体調|頭痛|頭が痛|お腹が痛|腹痛|病院|歯医者|咳|インフル|怪我|けが|入院|"
    r"具合|コロナ|通院|手術|花粉症|寝込|めまい|吐き気|寝不足|整体|ぎっくり腰|肩こり|"
    r"(?:腰|首|肩|膝|ひざ|背中|手首|足首|歯|喉|のど|目|胃|お腹)(?:を|が)(?:痛め|痛く|痛い|痛む|"
    r"痛ん|やられ)|かゆくて|鼻水|骨折|捻挫"
)
_JA_TRAVEL = re.compile(
    r"出産|しばらく(?:の間)?(?:は)?休|お?休みをいただ|休みを取|休みます$|育休|産休|育児休暇|休職|病欠|出張|出張|旅行|帰省|休暇|飛行機|フライト|空港|新幹線で|遠征|海外に|旅"
)
_JA_LOCATION = re.compile(
    r"^(?:今(?:は)?|今週(?:は)?|今日(?:は)?|現在(?:は)?|しばらく(?:は)?|来週(?:は)?|明日(?:は)?|"
    r"今月(?:は)?|当面(?:は)?)[、,\s]*.{1,12}?(?:にいます|にいる|に滞在|に来ています|に来てる)"
)
_JA_MOOD = re.compile(
    r"疲れ|眠い|ストレス|落ち込|イライラ|緊張|不安|憂鬱|嬉しい|楽しみ|しんどい|へとへと|"
    r"やる気が|気分が|焦って|バタバタ"
)
_JA_SCHEDULE = re.compile(
    r"(?:明日|今日|午後|午前|来週|今週|今夜|明後日|夕方|月曜|火曜|水曜|木曜|金曜|土曜|日曜).{0,10}?"
    r"(?:休み|休みます|会議|ミーティング|面接|不在|抜けます|抜ける|離席|いません|運動会|参観|行事|"
    r"通院|病院|休暇|有給|予定|早退|打ち合わせ|外出|半休|"
    r"在宅|リモート|テレワーク|出社|残業|夜勤|引っ越し|引越し)"
)
_JA_COMMIT = re.compile(
    r"^(?:(?:私|僕|俺)(?:は|が)?)?(?:今日中|今週中|明日中|今月中|後で|あとで|明日|明朝|週明け|来週|"
    r"午後|夕方|今夜|今晩|この後)(?:に|には|まで|中に)?.{0,16}?(?:を|は).{0,8}?(?:出し|送り|まとめ|"
    r"用意し|準備し|共有し|やり|片付け|進め|上げ|書き|作り|直し|仕上げ|終わらせ|提出し|対応し|"
    r"確認し|修正し|実装し|追加し|送信し|返信し)(?:ます|ておきます)(?:ね|よ)?$|"
    r"までに.{1,20}?(?:ます|ておきます|とく|る)$|(?:やります|やっておきます|しておきます|"
    r"送ります|終わらせます|対応します|確認します|提出します|仕上げます|直します|"
    r"書きます|作ります|するつもり|約束します)(?:ね|よ)?$"
)
_JA_IDENTITY = re.compile(
    r"語(?:を|も|は|が)?.{0,12}?(?:話せます|話します|話せる|ネイティブ)|母語|母国語|在住|[一二三四五\d]児の(?:父|母|親|パパ|ママ)|子供が[一二三四五\d]人|子どもが[一二三四五\d]人|\d+年(?:くらい|ほど|以上|近く|前から)?(?:書いて|使って|やって|働いて|経験|続けて)|"
    r"(?:歴|経験)(?:は|が)?\d+年|"
    r"私の名前は|僕の名前は|と申します|といいます$|(?P<org>[^はがを、]{2,12}?)(?:で働いて|に勤めて|"
    r"に勤務|で働いています|に所属)|に住んで|に引っ越し|出身|アレルギー|趣味は|趣味で|^(?:私|僕|俺)?(?:は)?(?:毎日|毎朝|毎晩|毎週|平日は)|勉強しています|を学んでいます|を勉強中|"
    r"^(?:私|僕|俺)は.{0,12}?(?:エンジニア|開発者|デザイナー|学生|マネージャー|プログラマー|"
    r"研究者|創業者|インターン|リーダー|担当)|ベジタリアン|菜食|"
    r"(?:私|僕|俺|自分)(?:が|は|も)[^、。]{0,10}?(?:担当|メインで見て|窓口|責任者)|"
    r"(?:犬|猫|ペット|うさぎ|金魚|インコ|ハムスター)[^、。]{0,6}?飼って|"
    r"(?:フリーランス|個人事業主|会社員|公務員|大学生|大学院生|院生|専業|副業|兼業|独立して|"
    r"起業して)(?:で|です|だ|を|として|なので|して|しています)|"
    r"結婚(?:する|します|しました|した|して|予定)|婚約|(?:専門|専攻|得意分野|本業|前職)(?:は|が)|"
    r"に(?:入社|転職|就職)(?:しました|した|して|する|予定)|"
    r"(?:エンジニア|リーダー|マネージャー|担当|開発者|デザイナー|PM|責任者|部長|課長)(?:に|と)"
    r"(?:なります|なりました|なった|なる)"
)
_JA_PREF = re.compile(
    r"を(?:主に|メインで|メインに|普段|ずっと)使(?:って|い)|"
    r"^(?:私|僕|俺)(?:は|も).{1,20}?(?:を重視|を大事に|を大切に|にこだわ|を優先)|が好き|が大好き|が嫌い|が大嫌い|が苦手|を好み|を好む|派です|派だ|派なので|を使っています|"
    r"を使ってます|を使っている|を使う|を愛用|いつも|必ず|絶対に?(?:使わ|しない)|ほしいです|"
    r"てほしい|方がいい|方が好き|が良いです|がいいです|の方が|は(?:食べ|飲み)ません|食べられません|"
    r"使いません|使わない|しない主義|避けて|嫌です|好みです|が好みです|が一番|"
    r"型(?:です|なので|だ|人間)|タイプ(?:です|なので|だ)|人間(?:です|なので)|派$|目がない|"
    r"は(?:あまり|そんなに|全然|あんまり|けっこう|結構|かなり|わりと)?(?:好き|嫌い|苦手)|"
    r"(?:は|を|も)(?:あまり|ほとんど|全然|一切|絶対)?(?:飲まない|食べない|吸わない|飲めない|"
    r"食べられない|飲みません|吸いません|やらない|見ない|読まない)"
)
_JA_PROJECT = re.compile(
    r"(?:に|へ)(?:上げました|アップデートしました|更新しました|バージョンアップしました|乗り換えました)|\d+[万千百]?(?:人|名|ユーザー|社|件)(?:の)?(?:ユーザー|顧客|利用者|会員|お客様)?(?:が|を)?"
    r"(?:います|いる|抱え|超え|突破|達成|利用)|で(?:書かれて|作られて|構築されて|実装されて|開発されて)(?:います|いる|る|ます)|^(?:うちの(?:会社|チーム|部署|部)|弊社|当社|我々|私たち|うち|(?:会社|チーム|部署))(?:は|では)"
    r".{2,20}?(?<!い)(?:です|だ)$|(?:公開|リリース|ローンチ|移行|導入|提供開始|開始|終了|廃止|切り替え|切替|移転|サービス開始)"
    r"(?:予定|する予定|を予定|の予定)|移行しました|移行済み|移行した|切り替えました|切り替えた|に移りました|リリースしました|"
    r"リリース済み|延期|凍結|中止|廃止|非推奨|本番|公開しました|ローンチ|アップグレードしました|"
    r"完了しました|終了しました|マージしました|前倒し|締め切り|締切|に変更になりました|"
    r"に変わりました|に置き換え|を使っています$|で統一|に統一|を標準に|で開発しています|"
    r"で書いています|を採用しています|で動いています|で運用しています|(?i:freeze|release)|フリーズ|"
    r"移行中|移行して(?:いる|る|います|ます)|移行を進めて|切り替え中|外注して|外注に|委託して|内製|"
    r"(?:チーム|会社|拠点|オフショア|ベンダー)と(?:一緒に|共同で)?(?:開発|運用)して|"
    r"(?:ルール|決まり|規則|慣習|慣例|方針|必須)(?:に|と)?(?:なって|です|だ|がある)"
)
_JA_FIRST = re.compile(r"^(?:私|僕|俺|うち|我々|私たち|僕ら)")
_JA_TRAIL_CONJ = re.compile(r"(?:ので|から|けど|けれど|けれども|が|し)$")

# --------------------------------------------------------------------------- Korean

_KO_REQUEST = re.compile(
    r"(?:주세요|줘|줘요|줄래|줄래요|주실래요|주시겠어요|주시면|봐|봐요|보세요|해라|하자|합시다|"
    r"하세요|해주라|부탁(?:해|합니다|해요|드려요|드립니다)?|바랍니다|줘라|달라)$"
)
_KO_QUESTION = re.compile(
    r"(?:까|까요|(?<![어끝떠만])나요|니|냐|는지|[는인린한은던운]가요?|죠|을까|ㄹ까|는가|던가|래요|어요\?|예요\?|에요\?)[？?]?$|"
    r"[？?]$|왜|뭐|무슨|어떻게|어디|언제|누구|몇|어느|뭘"
)
_KO_ASSISTANT = re.compile(
    r"네가|니가|당신이|너는|네 말|아까 (?:말|얘기|한 말)|말씀하신|말한 (?:건|게|거)|제안한|"
    r"추측한|님이 (?:말|쓴)|Claude가|답변이 틀"
)
_KO_QUOTED = re.compile(
    r"[\"“'‘「].+?[\"”'’」]\s*(?:라고|이라고|고\s|하고)|에 따르면|에 의하면|"
    r"(?:문서|기사|책|그가|그녀가|동료가|누가|사람들이)(?:에|에서|는|가)?.{0,6}(?:쓰여|말하|적혀)"
)
_KO_HEDGE = re.compile(
    r"(?:것 같아|거 같아|것 같습니다|거 같습니다|듯해|듯합니다|듯 싶|^아마|^혹시)"
)
_KO_LEAD = re.compile(
    r"^(?:(?:참고로|그리고|아 참|아참|참|아(?!니)|음|저기|그런데|근데|일단|우선|참고|그러니까|그러니|그래서|"
    r"그럼)[,，、\s]*)+"
)
_KO_STANDING = re.compile(r"^(?:앞으로(?:는)?|항상|절대|늘|매번|언제나)")
_KO_CORR_MARK = re.compile(
    r"^(?:(?:사실은?|정정(?:합니다|할게요|하자면|하면|해요|하겠습니다)?|"
    r"수정(?:합니다|할게요|하겠습니다)?|(?:제가|내가)?\s*(?:잘못 말했|착각했|잘못 알고 있었|"
    r"틀렸|헷갈렸|잘못 썼)(?:어요|습니다|네요|어|다)|"
    r"아니(?:요|에요)?|죄송(?:해요|합니다)|아 잠깐|잠깐만?|정확히는|정확히 말하면)[,，:：!！.\s]*)+"
)
_KO_CORR_STRONG = re.compile(r"정정|수정|잘못 말했|착각|잘못 알고|틀렸|헷갈렸|잘못 썼|정확히")
_KO_NOT_CLAUSE = re.compile(
    r"[,，]\s*(?P<old>[^,，]+?)\s*(?:이|가)?\s*아니(?:라|고|에요|예요|야|죠|라요|고요|거든요)"
    r"(?:요)?$"
)
_KO_NOT_BUT = re.compile(r"^(?P<old>.+?)\s*(?:이|가)\s*아니(?:라|고)\s*,?\s*(?P<new>.+)$")
_KO_DECISION = re.compile(
    r"기로 했|기로 결정|(?:으)?로 결정|결정했|결정됐|(?:으)?로 정했|기로 합의|채택|(?:으)?로 가기로|"
    r"기로 정했|합의했|확정했|확정됐"
)
_KO_REL_WORDS = (
    r"공동 창업자|공동창업자|창업자|매니저|상사|팀장|부장|과장|리더|동료|아내|남편|와이프|딸|아들|"
    r"아이|엄마|아빠|어머니|아버지|형|누나|언니|오빠|동생|친구|파트너|멘토|CTO|CEO|PM|사수|"
    r"여자친구|남자친구|여친|남친|대표|테크 리드|테크리드|담당자|책임자|리드|팀 리드|이사|실장"
)
_KO_NAME = r"(?P<name>[A-Za-z][\w.-]*|[가-힣]{2,4}?)"
_KO_HON = r"\s*(?:씨|님|선생님)?"
_KO_COP = r"(?:입니다|이에요|예요|이야|야|이고|이며|이죠|죠|임|이다|$|,)"
_KO_REL = [
    re.compile(
        r"(?:제|저의|내|나의|우리|저희)\s*(?:"
        + _KO_REL_WORDS
        + r")(?:님)?\s*(?:은|는|이|가)\s*"
        + _KO_NAME
        + _KO_HON
        + _KO_COP
    ),
    re.compile(
        r"^"
        + _KO_NAME
        + _KO_HON
        + r"\s*(?:은|는|이|가)\s*(?:제|저의|내|나의|우리|저희)\s*(?:[가-힣]{1,4}\s+){0,2}(?:"
        + _KO_REL_WORDS
        + r")"
    ),
    re.compile(r"(?:담당자|책임자|리더|오너)(?:는|은)\s*" + _KO_NAME + _KO_HON + _KO_COP),
    # "김민수 씨가 결제 모듈 담당이에요": a named person (with honorific) owns something.
    re.compile(
        r"^" + _KO_NAME + r"\s*(?:씨|님|선배|팀장님|매니저님)\s*(?:이|가|은|는|도)\s*.{1,24}?"
        r"(?:담당|맡고|맡아|맡았|관리하|책임|리드하|이끌|전문가|만들었|작성했|인수인계|"
        + _KO_REL_WORDS
        + r")"
    ),
    # "결제 모듈은 박지훈 님이 담당하고 계세요": topic first, then the named owner.
    re.compile(
        r"(?:은|는)\s+"
        + _KO_NAME
        + r"\s*(?:씨|님|선배|팀장님|매니저님)\s*(?:이|가)\s*.{0,12}?(?:담당|맡고|맡아|맡았|관리하|책임|"
        r"리드하|이끌)"
    ),
    # "저희 팀장님이 김민수 님인데, …": my <role> is <name> + connective.
    re.compile(
        r"(?:제|저의|내|나의|우리|저희)\s*(?:"
        + _KO_REL_WORDS
        + r")(?:님)?\s*(?:은|는|이|가)\s*"
        + _KO_NAME
        + r"\s*(?:씨|님)?\s*(?:인데|이신데|이고|이세요|이십니다)"
    ),
    re.compile(
        r"(?:제|저의|내|나의|우리|저희)\s*(?:"
        + _KO_REL_WORDS
        + r")(?:님)?\s+"
        + _KO_NAME
        + _KO_HON
        + r"(?:이|가|는|은|도|랑|와|과|한테|에게)\s"
    ),
]
_KO_REL_NONAME = re.compile(
    r"^(?:제|저의|내|나의)\s*(?:" + _KO_REL_WORDS + r")(?:님)?(?:은|는|이|가)\s|"
    r"^(?:우리|저희)\s*(?:" + _KO_REL_WORDS + r")(?:님)?(?:은|는|이|가)\s*.{0,14}?"
    r"(?:중요하게|신경 ?쓰|좋아|싫어|원해|요구|까다로)"
)
_KO_HEALTH = re.compile(
    r"감기|아파|아픕니다|열이|두통|병원|몸이 안 좋|몸살|다쳤|입원|치과|독감|코로나|기침|배탈|"
    r"컨디션이 안 좋|컨디션이 별로|수술|어지러|메스꺼|잠을 못"
)
_KO_TRAVEL = re.compile(
    r"육아휴직|출산휴가|병가|휴직|출장|출장|여행|휴가|비행기|공항|다녀올|귀국|출국|고향에"
)
_KO_LOCATION = re.compile(
    r"(?:지금|오늘|이번 주|이번주|요즘|당분간|현재|다음 주|내일|이번 달)(?:은|는)?\s*.{1,12}?에\s*"
    r"(?:있어요|있습니다|있어|있음|머물|와 있)"
)
_KO_MOOD = re.compile(
    r"피곤|스트레스|우울|기분이|짜증|힘들어|힘듭니다|지쳤|지쳐|졸려|신나|긴장|불안|번아웃|바빠요|"
    r"바쁩니다"
)
_KO_SCHEDULE = re.compile(
    r"(?:내일|오늘|모레|다음 주|이번 주|오후|오전|저녁|월요일|화요일|수요일|목요일|금요일|주말).{0,10}?"
    r"(?:휴가|회의|미팅|면접|반차|연차|쉬어|쉽니다|쉴|없어요|부재|외근|일찍 퇴근|조퇴|약속|재택|"
    r"출근|야근|원격 근무|당직|이사)"
)
_KO_COMMIT = re.compile(
    r"[가-힣]게요$|[가-힣]께요$|(?:할게요|할게|하겠습니다|드릴게요|드리겠습니다|해 둘게요|해둘게요|보낼게요|끝낼게요|"
    r"마칠게요|처리할게요|올릴게요|줄게요|겠습니다)$|약속(?:할게요|합니다|해요)"
)
_KO_IDENTITY = re.compile(
    r"^(?:저는|전|나는|난|제가)\s.{0,16}?(?<!원격)(?<!재택)(?:으로|로)\s*(?:일하고|일해요|일합니다|"
    r"근무하고|근무해요|근무합니다|활동하고|활동해요|활동합니다)|^(?:저는|제가|전|나는|내가)\s.{0,20}?(?:맡고 있|담당하고 있|담당이에요|담당입니다|담당해요)|제 이름은|내 이름은|저는\s*.{0,12}?(?:개발자|엔지니어|디자이너|학생|매니저|기획자|창업자|"
    r"연구원|인턴|리더|프로그래머)|(?P<org>[^\s]{2,12}?)에서\s*(?:일하|근무|일해|일합니다)|"
    r"에 다니(?:고|고 있|어요|는)|에 살(?:아|고|고 있|아요|습니다)|(?:으)?로 이사|출신|알레르기|"
    r"채식주의|취미는|취미로|^(?:저는|나는)?\s*(?:매일|매주|매일 아침|평일에는|평일엔)|"
    r"배우고 있|공부하고 있|공부 중"
)
_KO_PREF = re.compile(
    r"[가-힣]\s?편이(?:에요|예요|야|고|라서)|[가-힣]\s?편입니다|^(?:저는|전|나는|난)\s.{1,20}?(?:만\s?)?(?:써요|씁니다|사용해요|사용합니다|쓰는 편|써)$|선호|좋아해|좋아합니다|좋아요|좋아하|싫어|싫습니다|항상|절대|늘\s|자주|안 먹|못 먹|"
    r"안 마셔|안 마십니다|안 써요|안 씁니다|즐겨|주로|편해요|편합니다|원해요|쓰는 편|하는 편|"
    r"를 써요|을 써요|를 씁니다|을 씁니다|를 사용해요|을 사용해요|를 사용합니다|을 사용합니다|"
    r"싫더라|질색|안 해요|안 합니다|하지 않아요|하지 않습니다|안 하는 편"
)
_KO_PROJECT = re.compile(
    r"(?:으로|로) (?:넘어갔|갈아탔|넘어왔|옮겨갔|이사했)|(?:원격|리모트|재택)(?:으로|로)? (?:일해|일합니다|일하고|근무)|풀재택|풀리모트|"
    r"^(?:우리|저희)\s*(?:팀|회사|조직)(?:은|는)\s*.{0,8}명|(?:으로|로) (?:되어 있|돼 있|짜여 있|작성되어|만들어져|개발되어|구성되어|구축되어)|(?:스프린트|릴리스|릴리즈|출시|배포|마감|런칭|베타|데모|프로젝트|마이그레이션|계약|오픈|서비스)"
    r"(?:는|은|가|이|도)?\s*.{0,15}?(?:끝나|끝났|끝냈|시작했|마감됐|종료됐|끝납니다|시작(?:해요|합니다|돼요|됩니다|됐)|마감|예정|"
    r"잡혔|확정|나가요|나갑니다|열려요|열립니다|종료)|투자를? 받았|투자 유치|인수(?:됐|되었|했)|채용 중|채용하고 있|(?:출시|오픈|배포|이전|전환|도입)"
    r"(?:할|될) 예정|전환했|이전했|마이그레이션|옮겼|바꿨|출시했|연기됐|연기되었|연기했|동결|중단|배포했|릴리스|"
    r"프리즈|릴리즈|(?i:freeze|release)|(?:옮길|전환할|이전할|바꿀|넘어갈|마이그레이션할|출시할|"
    r"도입할|배포할|오픈할|교체할|리뉴얼할) (?:예정|계획)|업그레이드했|런칭|완료됐|완료했|마감|미뤄졌|앞당겨|폐기|지원 종료|머지했|출시|오픈(?:해요|합니다|했|할)|"
    r"(?:우리|저희)\s*(?:회사|팀|서비스|프로젝트|제품)?(?:는|은)?\s*.{0,10}(?:기반|쓰고 있|사용 중)|"
    r"(?:에서|위에서) (?:돌아가|돌아갑니다|돌고 있|운영(?:돼|되고|됩니다|하고|해요|합니다|중)|"
    r"호스팅|구동|실행(?:돼|되고|됩니다))|(?:에|로) 배포(?:돼|되고|됩니다|해요|합니다)"
)
_KO_FIRST = re.compile(r"^(?:저는|제가|나는|내가|저희|우리|제)")

# --------------------------------------------------------------------------- shared

_CJK_CHATTER = re.compile(
    r"报错|错误|测试|挂了|试了|试过|跑了|懂|明白|代码|函数|文件|改了|修了|提交|bug|"
    r"エラー|テスト|試し|試した|分から|分かり|コード|関数|ファイル|直し|"
    r"에러|오류|테스트|모르|해봤|코드|함수|파일|고쳤|수정했",
    re.IGNORECASE,
)
_CJK_FAILURE = re.compile(
    r"失败|报错|出错|崩溃|挂掉|挂了|超时|卡住|失敗|落ちる|落ちます|エラーが出|エラーにな|クラッシュ|"
    r"タイムアウト|실패|에러가 나|에러 나|오류가 나|오류 나|터져|죽어|타임아웃",
    re.IGNORECASE,
)
_CJK_CLAUSE = re.compile(r"[，,、]\s*")
_ENTITY_STOP_ZH = frozenset({"我们", "他们", "公司", "这里", "那里", "家里"})


# --------------------------------------------------------------------------- fallback tier
#
# When no specific rule fires, a plain declarative sentence about the user, their work, team,
# project or people is kept as written (English first person third-person-ized). The claim
# keeps all the user's words, so unusual phrasings are not lost. It fires only on sentences
# that pass every veto below: no code/behaviour talk, no chatter, nothing aimed at the
# assistant, no deixis into the current session ("this function", "that fix"). Strong signal
# (a first-person or team subject, or a name/number/date/tool) → salience "medium"; otherwise
# "low" (mode ``all`` only).

_FB_EN_SUBJ_I = re.compile(r"^(?:i|i'm|i've|i'd|i was|my|me)\b", _I)
_FB_EN_SUBJ_WE = re.compile(
    r"^(?:we|we're|we've|we'd|our|us|(?:(?:half|most|all|some|much|part|none|one|two|three) of )"
    r"?(?:the|our|my) (?:[\w-]+ )?(?:team|company|org|startup|shop|customers?|clients?|users?|"
    r"traffic|revenue|engineers?|devs|developers))\b",
    _I,
)
# The sentence's subject points into the session: "this function …", "it still …", "that fix …".
_FB_EN_DEICTIC_START = re.compile(
    r"^(?:this|that|these|those|it|it's|its|here|there|they|he|she|you|your|same|which|"
    r"nothing|everything works|something|someone)\b",
    _I,
)
_FB_EN_DEICTIC = re.compile(
    r"\b(?:you|your|yours|u|ur)\b|\b(?:this|these|those)\b(?!\s+(?:week|month|year|quarter|"
    r"sprint|summer|winter|spring|fall|autumn|weekend|morning|afternoon|evening|repo|"
    r"company|team|project|org|job|role|codebase|product|app)\b)|(?:^|,\s*)that\b|"
    r"\bthat (?:makes|made|is|was|'s|looks|sounds|works|worked|helps|helped|did|does)\b",
    _I,
)
# Code, behaviour of code, session narration and chatter.
_FB_EN_CODE = re.compile(
    r"(?<![\w-])(?:returns?|returned|returning|throws?|threw|raises?|raised|crash(?:es|ed|ing)?|"
    r"fails?|failing|failed|segfaults?|hangs?|hung|breaks?|broke|broken|skips?|skipped|"
    r"ignores?|ignored|renders?|rendered|loads?|loaded|reloads?|invalidat\w*|overflows?|"
    r"leaks?|leaking|flaky|undefined|null|none|nan|nil|exception|errors?|bugs?|buggy|"
    r"warnings?|timeouts?|times out|timed out|stack ?trace|traceback|works|worked|working|"
    r"(?:didn't|doesn't|don't|won't|isn't|wasn't|aren't|can't|couldn't|still|no longer|never) "
    r"(?:work|works|help|compile|build|run|load|start|change|matter|pass)|again|"
    r"function|functions|method|methods|class|loop|parser|regex|query|queries|endpoint|"
    r"variable|var|param|parameter|argument|import|imports|line|lines|field|column|button|"
    r"dropdown|modal|form|component|page|cache|script|callback|handler|promise|request|"
    r"response|payload|header|output|input|logic|test|tests|build|compile[sd]?|compiler|"
    r"linter|type|types|struct|enum|array|list|dict|string|int|index|file|files|folder|"
    r"directory|diff|patch|commit|branch|pr|merge|(?:the|this|that|my|your) code|snippet|"
    r"refactor|fix|fixed|change|changed|tried|ran|closes|opens|clicks?|hover|doubles?|drops?|copies|"
    r"copying|twice|extra time|when|whenever|if|unless|as soon as|every time|"
    r"slow|slower|laggy|janky|sluggish|safari|chrome|firefox|browser|logs?|see|makes sense|"
    r"today|tonight|all day|just now|at the moment|back and forth|"
    r"(?:isn't|aren't|wasn't|weren't|not) \w+ing|"
    r"lol|lmao|haha\w*|ugh|hm+|meh|whatever|wtf|damn|annoying|mess|messy|weird|ok|okay|"
    r"cool|nice|thanks|thank|awesome|perfect|great|good|better|worse|fine|exactly|looks?|"
    r"sounds?|seems?|think|guess|maybe|probably|sure|agree|mean|idea|wondering|question|"
    r"answer|help|want|need|should|could|would|let's|please|it)(?![\w-])",
    _I,
)
# A proper noun, a number, a date or a tool-looking token anywhere past the first word.
_FB_EN_ENTITY = re.compile(
    r"(?<=\s)(?:[A-Z][\w.+#-]*[A-Za-z0-9]|@\w+)|\d|"
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|nightly|weekly|daily|"
    r"monthly|yearly|quarterly|january|february|march|april|june|july|august|september|"
    r"october|november|december|q[1-4]|utc|years?|months?)\b",
    _I,
)
_FB_EN_VERB = re.compile(
    r"\b(?:is|are|was|were|am|'s|'re|'m|'ve|has|have|had|been)\b|"
    r"\b\w+(?:s|ed)\b",
    _I,
)
_FB_EN_PEOPLE = re.compile(
    r"\b(?:manager|boss|lead|cofounder|co-founder|co-maintainer|maintainer|intern|colleague|"
    r"coworker|co-worker|teammate|architect|designer|pm|product manager|owner|skip-level|"
    r"mentor|wife|husband|partner|brother|sister|mom|mum|dad|mother|father|son|daughter|"
    r"friend|cto|ceo|cfo|vp|director|reports?|tech lead|team lead|qa|recruiter|client|"
    r"founder|advisor|owned by|runs|owns|handles|leads|manages|maintains|set up)\b",
    _I,
)
_FB_EN_NAME_START = re.compile(
    r"^(?!(?:The|A|An|Our|My|We|Most|Half|All|Some|Every|Everything|Each|No|Nobody|One|Two|"
    r"Three|Both|Only|Staging|Production|Prod)\b)(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|@\w+)\s+"
    r"(?P<and_i>and I\s+)?\w+"
)
_FB_EN_PROJECT = re.compile(
    r"\b(?:we|we're|we've|our|us|team|company|org|startup|project|roadmap|release|releases|"
    r"launch|product|app|apps|api|sdk|service|services|backend|frontend|infra|staging|prod|"
    r"production|stack|monorepo|repo|codebase|platform|pipeline|customers?|clients?|users?|"
    r"traffic|deploy|deploys|deployments?|docs|database|db|postgres|flags|freeze|standups?|"
    r"sprint|on-call|sla|uptime|mvp)\b",
    _I,
)
# Narration of what the user is doing in this session: "I just restarted the dev server",
# "I'm looking at the logs now", "I changed the config".
_FB_EN_SESSION = re.compile(
    r"^(?:i|we)\s+keep\s+(?:mixing|forgetting|confusing|messing|getting)\b|"
    r"^(?:i|we)(?:'m|'re| am| are)?\s+(?:just|already|also|literally|currently|now|"
    r"looking|checking|trying|testing|debugging|reading|waiting|going to|about to|\w+ed "
    r"(?:the|it|this|that|a|an|my|our|your|some|all)\b)",
    _I,
)
_FB_EN_ROLES = (
    r"(?:my|our)\s+(?:[\w-]+\s+)?(?:manager|boss|lead|cofounder|co-founder|co-maintainer|"
    r"maintainer|intern|colleague|coworker|co-worker|teammate|architect|designer|pm|"
    r"skip-level|mentor|wife|husband|partner|brother|sister|mom|mum|dad|son|daughter|"
    r"friend|cto|ceo|vp|director|founder|advisor|reviewer|contact|counterpart)\b"
)
_FB_EN_MY_ROLE = re.compile("^" + _FB_EN_ROLES, _I)
_FB_EN_ANY_ROLE = re.compile(r"\b" + _FB_EN_ROLES, _I)
# Subjects at the level of the user's organisation or product, not of the code.
_FB_EN_ORG_SUBJ = re.compile(
    r"^(?:(?:the|our|my|all|most|half|some|every|each)\s+)?(?:(?:of\s+)?(?:the|our)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:team|teams|company|org|organi[sz]ation|startup|shop|client|clients|"
    r"customers?|users|userbase|audience|product|products|roadmap|releases?|launch|staging|"
    r"production|prod|traffic|revenue|sdk|docs|documentation|on-call|standups?|sprints?|"
    r"office|offices|budget|deadline|contract|infra|infrastructure|backend|frontend|monorepo|"
    r"repo|codebase|stack|platform|pipeline|deploys|deployments|app|apps|website|site|"
    r"feature flags|engineers|developers|devs|designers|everything|everyone|nobody)\b",
    _I,
)
_FB_EN_EPISODE = re.compile(
    r"\b(?:yesterday|last night|this morning|(?:the|this|last) weekend|earlier|last week|"
    r"the other day|a while ago|just)\b",
    _I,
)
_FB_EN_WE_ANY = re.compile(r"\b(?:we|we're|we've|our|us)\b", _I)
_FB_EN_PREF = re.compile(
    r"^(?:i|i'm|i've)\s+(?:\w+\s+)?(?:like|love|use|using|prefer|enjoy|dislike|find|write|"
    r"keep|stick)\b",
    _I,
)


def _fallback_en(s: str) -> Candidate | None:
    """The fallback tier for English: a plain statement that no specific rule claimed."""
    words = s.split()
    if len(words) < 4 or len(words) > 40 or s.endswith("?"):
        return None
    if _FB_EN_SESSION.match(s):
        return None
    if _FB_EN_DEICTIC_START.match(s) or _FB_EN_DEICTIC.search(s) or _FB_EN_CODE.search(s):
        return None
    if _EN_CHATTER.search(s):
        return None
    person_i = bool(_FB_EN_SUBJ_I.match(s))
    if not person_i and not _FB_EN_VERB.search(s):
        return None
    claim = _claim_en(s)
    team = bool(_FB_EN_SUBJ_WE.match(s))
    name_start = bool(_FB_EN_NAME_START.match(s)) and not person_i
    entity = bool(_FB_EN_ENTITY.search(s))
    m = _FB_EN_NAME_START.match(s)
    if (name_start and (_FB_EN_PEOPLE.search(s) or (m and m.group("and_i")))) or (
        _FB_EN_MY_ROLE.match(s) and entity
    ):
        return _make(claim, "relationship", None, "medium")
    if person_i and not team and _FB_EN_ANY_ROLE.search(s):
        return _make(claim, "relationship", None, "medium")
    if person_i and not team:
        kind = "preference" if _FB_EN_PREF.match(s) else "fact"
        # "I spent the weekend reading about compilers": an episode, not a standing fact.
        return _make(claim, kind, None, "low" if _FB_EN_EPISODE.search(s) else "medium")
    if team:
        return _make(claim, "project_state", None, "medium")
    if _FB_EN_ORG_SUBJ.match(s) or _FB_EN_WE_ANY.search(s):
        # "Staging gets wiped every Sunday", "Everything we deploy goes through ArgoCD".
        return _make(claim, "project_state", None, "medium" if entity else "low")
    # Any other subject ("The CLI takes a --verbose flag", "Each worker pulls jobs …") is
    # too often a description of the code: kept only in mode "all".
    kind = "project_state" if _FB_EN_PROJECT.search(s) else "fact"
    return _make(claim, kind, None, "low")


_FB_CJK_SUBJ_I = re.compile(r"^(?:我(?!们)|私|僕|俺|저는|제가|저도|나는|내가|제\s)")
_FB_CJK_SUBJ_TEAM = re.compile(
    r"^(?:我们|咱们|我司|公司|团队|组里|我们组|项目|用户|客户|"
    r"うち|我々|私たち|僕ら|弊社|当社|チーム|会社|社内|本番|ユーザー|顧客|"
    r"저희|우리|회사|팀|사용자|고객)"
)
_FB_CJK_NAME = re.compile(
    r"^(?:[\u4e00-\u9fff]{1,4}|[\u30a0-\u30ff]{2,8}|[A-Za-z]+)(?:さん|氏|様|くん|ちゃん)(?:は|が|も)|"
    r"^[가-힣]{2,4}\s*(?:씨|님)(?:가|이|는|은|도)?\s|"
    r"^(?:老|小|阿)[\u4e00-\u9fff](?:是|负责|管|在|做|他|她)|"
    r"^[\u4e00-\u9fff]{2,3}(?:是我们|是我的|负责)"
)
_FB_CJK_DEICTIC = re.compile(
    r"^(?:这|那|该|它|此|この|その|あの|これ|それ|あれ|ここ|そこ|이\s|그\s|이거|그거|저거|"
    r"여기|거기|이건|그건)|你|あなた|君|네가|니가|당신"
)
_FB_CJK_CODE = re.compile(
    r"函数|方法|接口|组件|代码|变量|测试|页面|按钮|日志|脚本|查询|循环|参数|返回|报错|异常|"
    r"bug|问题|改动|改的|渲染|超时|崩|卡|乱|哈哈|呵呵|嗯|好的|可以|不错|没问题|看起来|为什么|"
    r"関数|メソッド|クエリ|ループ|ボタン|コンポーネント|テスト|コード|ファイル|変数|配列|例外|"
    r"エラー|バグ|返し|返す|無視|処理しません|微妙|いい感じ|なるほど|まあ|うーん|実装|キャッシュ|"
    r"リクエスト|レスポンス|起きますね|缓存|请求|캐시|요청|"
    r"함수|쿼리|버튼|컴포넌트|테스트|코드|파일|변수|인덱스|에러|오류|버그|반응|"
    r"ㅋ|ㅎ|좋아요|괜찮|웃기|그렇게|음\s|"
    # what happened in this session, how the screen looks, how fast it is
    r"刚刚|刚才|已经|刚|这样|那样|慢|卡顿|列表|显示|加载|页面|"
    r"さっき|もう|そう|そんな|こう|思|遅い|速い|一覧|画面|表示|読み込|"
    r"방금|이미|아까|그런|이런|생각|느리|빨라|목록|화면|로딩|떠요|떠서",
    re.IGNORECASE,
)
_FB_CJK_VERBISH = re.compile(
    r"是|有|在|用|做|负责|主要|都|了|过|着|"
    r"です|ます|でした|ました|いる|ある|だ$|(?:る|た|ない|てる|でる|んだ|だよ|よね|んです)$|"
    r"요$|다$|어요|아요|에요|예요|이에요|있|했|해"
)
_FB_CJK_PEOPLE = re.compile(
    r"负责|架构师|经理|老板|领导|同事|组长|主管|测试|运维|设计师|leader|"
    r"担当|リード|上司|マネージャー|責任者|見ています|見てい|"
    r"담당|리드|매니저|팀장|관리|맡",
    re.IGNORECASE,
)
_FB_CJK_PROJECT = re.compile(
    r"服务|产品|项目|后端|前端|数据库?|服务器|部署|上线|发布|版本|用户|客户|团队|公司|"
    r"デプロイ|本番|サーバー?|サービス|アプリ|ログ|ユーザー|リリース|チーム|会社|プロダクト|環境|"
    r"ステージング|リポジトリ|"
    r"서비스|앱|서버|배포|사용자|릴리스|출시|회사|팀|제품|프로젝트"
)
_FB_CJK_PREF = re.compile(r"喜欢|习惯|常用|平时用|偏好|好き|よく使|愛用|좋아|즐겨|주로 써|자주 써")
_FB_CJK_STRONG = re.compile(
    r"[0-9０-９A-Za-z]|[一二三四五六七八九十百千万两]+(?:年|个|人|天|周|月)|"
    r"毎週|毎日|毎月|毎朝|毎晩|[月火水木金土日]曜|每周|每天|每月|周[一二三四五六日]|星期|"
    r"매주|매일|매달|[월화수목금토일]요일"
)


def _fallback_cjk(s: str) -> Candidate | None:
    """The fallback tier for zh/ja/ko: a plain statement that no specific rule claimed."""
    if len(s) < 5 or len(s) > 150 or _FB_CJK_DEICTIC.search(s) or _FB_CJK_CODE.search(s):
        return None
    if _CJK_FAILURE.search(s) or _CJK_CHATTER.search(s) or not _FB_CJK_VERBISH.search(s):
        return None
    if _FB_CJK_NAME.search(s) and _FB_CJK_PEOPLE.search(s):
        return _make(s, "relationship", None, "medium")
    if _FB_CJK_SUBJ_TEAM.match(s):
        return _make(s, "project_state", None, "medium")
    if _FB_CJK_SUBJ_I.match(s):
        return _make(s, "preference" if _FB_CJK_PREF.search(s) else "fact", None, "medium")
    strong = "medium" if _FB_CJK_STRONG.search(s) else "low"
    if _FB_CJK_PROJECT.search(s):
        return _make(s, "project_state", None, strong)
    return _make(s, "fact", None, strong)


_Rx = re.Pattern[str]


@dataclass(frozen=True)
class _Lang:
    """Per-language rule tables (kept in one object so `_classify_cjk` stays generic)."""

    request: _Rx
    request_last: _Rx | None
    question: _Rx
    assistant: _Rx
    quoted: _Rx
    hedge: _Rx
    lead: _Rx
    standing: _Rx
    standing_any: _Rx
    corr_mark: _Rx
    corr_strong: _Rx
    decision: _Rx
    rel: list[_Rx]
    rel_noname: _Rx
    transient: tuple[_Rx, ...]
    commit: _Rx
    identity: _Rx
    pref: _Rx
    project: _Rx
    first: _Rx
    team: _Rx
    use: _Rx
    strong: _Rx
    actually: _Rx
    neg: _Rx
    not_lead: _Rx
    should_not: _Rx | None = None
    rel_late: _Rx | None = None  # checked after the transient and commitment rules
    rule: _Rx | None = None  # a team rule, not a personal taste ("…ルールになっている")
    project_topic: _Rx | None = None  # "締め切りは金曜日の予定です" is the project's schedule


_LANGS: dict[str, _Lang] = {
    "zh": _Lang(
        request=_ZH_REQUEST,
        request_last=None,
        question=_ZH_QUESTION,
        assistant=_ZH_ASSISTANT,
        quoted=_ZH_QUOTED,
        hedge=_ZH_HEDGE,
        lead=_ZH_LEAD,
        standing=_ZH_STANDING,
        standing_any=re.compile(r"以后|今后|从现在开始|一律|永远|始终|每次都|统一"),
        corr_mark=_ZH_CORR_MARK,
        corr_strong=_ZH_CORR_STRONG,
        decision=_ZH_DECISION,
        rel=_ZH_REL,
        rel_noname=_ZH_REL_NONAME,
        transient=(_ZH_HEALTH, _ZH_TRAVEL, _ZH_LOCATION, _ZH_MOOD, _ZH_SCHEDULE),
        commit=_ZH_COMMIT,
        identity=_ZH_IDENTITY,
        pref=_ZH_PREF,
        project=_ZH_PROJECT,
        first=_ZH_FIRST,
        team=re.compile(r"^(?:我们|咱们|团队|公司|我们团队|我们公司|项目里?|组里)"),
        use=re.compile(r"用|使用|跑在|部署在"),
        strong=re.compile(r"喜欢|讨厌|偏好|宁愿|受不了|总是|从不|从来不|坚持"),
        actually=re.compile(r"其实|实际上"),
        neg=re.compile(r"不是|而是"),
        not_lead=re.compile(r"^不是(?P<old>[^，,。是]{1,15})[，,]\s*(?:而)?是(?P<new>.+)$"),
        should_not=re.compile(r"^应该是.+?(?P<tail>[，,]\s*(?:而)?不是(?P<old>[^，,]{1,15}))$"),
    ),
    "ja": _Lang(
        request=_JA_REQUEST,
        request_last=_JA_REQUEST_LAST,
        question=_JA_QUESTION,
        assistant=_JA_ASSISTANT,
        quoted=_JA_QUOTED,
        hedge=_JA_HEDGE,
        lead=_JA_LEAD,
        standing=_JA_STANDING,
        standing_any=re.compile(r"今後|これから(?:は|も)|必ず|常に|毎回|絶対に?"),
        corr_mark=_JA_CORR_MARK,
        corr_strong=_JA_CORR_STRONG,
        decision=_JA_DECISION,
        rel=[*_JA_REL, _JA_REL_ROLE_NAME, _JA_REL_TOPIC_NAME],
        rel_noname=_JA_REL_NONAME,
        transient=(_JA_HEALTH, _JA_TRAVEL, _JA_LOCATION, _JA_MOOD, _JA_SCHEDULE),
        commit=_JA_COMMIT,
        identity=_JA_IDENTITY,
        pref=_JA_PREF,
        project=_JA_PROJECT,
        first=_JA_FIRST,
        team=re.compile(r"^(?:チーム|うち|我々|私たち|弊社|会社|社内|プロジェクト|当社)"),
        use=re.compile(
            r"を(?:主に|メインで|メインに|普段|全面的に|社内で)?使(?:って|う|います)|を使う|を採用して|で運用|で動いて|を導入|必要|必須|ルール|決まり|義務"
        ),
        strong=re.compile(r"好き|嫌い|苦手|好み|派"),
        actually=re.compile(r"実は|実際は|本当は"),
        neg=re.compile(r"ではなく|じゃなく|ではありません|じゃありません|ではない|じゃない"),
        not_lead=re.compile(
            r"^(?P<old>[^、,。はがをにでのも\s]{1,15}?)(?:ではなく(?:て)?|じゃなく(?:て)?)[、,]?\s*"
            r"(?P<new>.+)$"
        ),
        rel_late=_JA_REL_BARE,
        rule=re.compile(
            r"(?:ルール|決まり|規則|慣習|慣例|方針)(?:に|と)?(?:なって|です|だ|がある)"
        ),
        project_topic=re.compile(
            r"^(?:締め切り|締切|納期|リリース|ローンチ|公開|デモ|スプリント|マイルストーン|β版|"
            r"ベータ版?|新機能|次のバージョン|案件|プロジェクト|本番|移行|カットオーバー|"
            r"キックオフ)(?:日)?(?:は|が|も)"
        ),
    ),
    "ko": _Lang(
        request=_KO_REQUEST,
        request_last=None,
        question=_KO_QUESTION,
        assistant=_KO_ASSISTANT,
        quoted=_KO_QUOTED,
        hedge=_KO_HEDGE,
        lead=_KO_LEAD,
        standing=_KO_STANDING,
        standing_any=re.compile(r"앞으로|항상|매번|절대로?|언제나"),
        corr_mark=_KO_CORR_MARK,
        corr_strong=_KO_CORR_STRONG,
        decision=_KO_DECISION,
        rel=_KO_REL,
        rel_noname=_KO_REL_NONAME,
        transient=(_KO_HEALTH, _KO_TRAVEL, _KO_LOCATION, _KO_MOOD, _KO_SCHEDULE),
        commit=_KO_COMMIT,
        identity=_KO_IDENTITY,
        pref=_KO_PREF,
        project=_KO_PROJECT,
        first=_KO_FIRST,
        team=re.compile(
            r"^(?:우리|저희)\s*(?:회사|팀|쪽)?(?:는|은|에서는|에선|에서)?\s|^(?:회사|팀)(?:에서는|는|은)"
        ),
        use=re.compile(
            r"[을를] (?:써요|씁니다|써|사용)|쓰고 있|사용하고 있|사용해요|사용합니다|없이|반드시|필수|"
            r"규칙|원칙|하지 않아요|안 해요|않습니다"
        ),
        strong=re.compile(r"선호|좋아|싫어|항상|절대"),
        actually=re.compile(r"사실|실은|실제로는"),
        neg=re.compile(r"아니라|아니고|아니에요|아닙니다|아니야"),
        not_lead=re.compile(
            r"^(?P<old>[^,，\s]{1,15}?)(?:이|가)\s*아니(?:라|고)\s*,?\s*(?P<new>.+)$"
        ),
    ),
}


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
        if '"' in line or "“" in line:
            line = _LONG_QUOTE.sub('""', line)
        lines.append(line.strip())
    out: list[str] = []
    for line in lines:
        for piece in _SENT_SPLIT.split(line):
            piece = piece.strip() if piece else ""
            # Very long "sentences" are pasted material, and would cost regex time.
            if piece and len(piece) <= _MAX_SENTENCE:
                out.append(piece)
    return out


def _en_parts(sentence: str) -> list[str]:
    """Split at ", and I/we/my …"; a bare noun phrase before it ("My cofounder and I …") stays."""
    out: list[str] = []
    start = 0
    for m in _EN_AND_SUBJECT.finditer(sentence):
        head = sentence[start : m.start()]
        if len(head.split()) <= 3 and not _EN_HAS_VERB.search(head):
            continue
        out.append(head)
        start = m.end()
    out.append(sentence[start:])
    return out


def _en_trim(sentence: str) -> str | None:
    """Cut request/question clauses; None when the sentence itself is a request/question."""
    s = _EN_LEAD_FILLER.sub("", sentence).strip()
    m = _EN_LEAD_FRAME.match(s)
    if m and len(s) - m.end() > 8:
        s = _EN_LEAD_FILLER.sub("", s[m.end() :]).strip()
    if not s:
        return None
    if (_EN_STANDING.match(s) or _EN_STANDING_DONT.match(s)) and not _EN_STANDING_Q.search(s):
        return s
    if _EN_STANDING_TAIL.search(s) and not s.rstrip().endswith("?"):
        return s  # "use British spelling in the docs going forward"
    clauses = _CLAUSE_SPLIT.split(s)
    kept: list[str] = []
    for i, clause in enumerate(clauses):
        c = _EN_LEAD_FILLER.sub("", clause).strip()
        last = i == len(clauses) - 1
        is_q = bool(_EN_QUESTION_START.match(c)) or (last and s.endswith("?"))
        if _EN_STANDING.match(c) and i > 0:
            kept.append(clause)
            continue
        if _EN_REQUEST_START.match(c) or is_q:
            break
        if _EN_HYPOTHETICAL.match(c):
            if s.rstrip().endswith("?"):
                return None  # "If we switched to Go, would memory drop?"
            continue
        kept.append(clause)
    if not kept or _EN_BARE_MARKER.match(", ".join(kept)):
        return None
    out = ", ".join(kept)
    out = _EN_REQUEST_TAIL.sub("", out)
    return out.strip() or None


def _cjk_trim(sentence: str, lang: _Lang) -> str | None:
    s = lang.lead.sub("", sentence).strip()
    if not s:
        return None
    if lang.standing.match(s):
        return s
    parts = re.split(r"([，,、]\s*)", s)
    clauses = parts[0::2]
    seps = parts[1::2] + [""]
    kept = ""
    for i, clause in enumerate(clauses):
        c = _END_PUNCT.sub("", clause).strip()
        last = i == len(clauses) - 1
        if not c:
            continue
        if i == 0 and not last and lang.corr_mark.fullmatch(c + "，"):
            kept += clause + seps[i]  # "更正一下，…": a correction marker, not a request
            continue
        is_q = bool(lang.question.search(c if not last else clause.strip()))
        is_req = bool(lang.request.search(c)) or (
            last and lang.request_last is not None and lang.request_last.search(c)
        )
        if is_req and not is_q and lang.standing_any.search(s) and not lang.question.search(s):
            return _END_PUNCT.sub("", s).strip() or None  # "型ヒントは必ず付けてください"
        if is_q or is_req:
            break
        kept += clause + seps[i]
    kept = _END_PUNCT.sub("", kept).strip()
    return kept or None


def _corrects_en(body: str) -> tuple[str, str | None]:
    m = _EN_NOT_BUT.match(body)
    if m:
        return m.group(2).strip(), m.group(1).strip()
    m = _EN_NOT_TAIL.search(body)
    if m and len(m.group(1).split()) <= 6:
        return body[: m.start()].strip(), m.group(1).strip()
    return body, None


def _en_entity_name(m: re.Match[str] | None) -> str | None:
    if m is None:
        return None
    name = m.groupdict().get("name") or m.groupdict().get("name2")
    if not name:
        return None
    words = name.split()
    while words and words[0] in _NOT_NAMES:
        words.pop(0)
    while words and words[-1] in _NOT_NAMES:
        words.pop()
    name = " ".join(words).rstrip(".'’")
    if name.endswith(("'s", "’s")):
        name = name[:-2]
    return name or None


def _en_entity(s: str, kind: str) -> str | None:
    if kind in ("fact", "preference"):
        return _en_entity_name(_EN_ENTITY_ORG.search(s)) if kind == "fact" else None
    return _en_entity_name(_EN_ENTITY_PROJECT.search(s))


def _en_normalize(sentence: str) -> str:
    """Typed-fast English: curly apostrophes and apostrophe-less contractions ("im", "dont"),
    and a dropped subject ("Been using Zed for months" → "I've been using …")."""
    if "’" in sentence:
        sentence = sentence.replace("’", "'")
    m = _EN_DROPPED_I.match(sentence)
    if m:
        sentence = sentence[: m.start(1)] + "I've b" + sentence[m.start(1) + 1 :]
    else:
        m = _EN_DROPPED_I_LIKE.match(sentence)
        if m:
            at = m.start("i") if m.group("i") else m.start("im")
            head = "I " if m.group("i") else "I'm "
            sentence = sentence[:at] + head + sentence[at].lower() + sentence[at + 1 :]
    if _EN_DROPPED_WILL.match(sentence) and not sentence.rstrip().endswith("?"):
        sentence = "I will " + sentence.split(None, 1)[1]  # "Will send the draft by Friday."
    return _EN_BARE_CONTRACTION.sub(lambda m: _EN_CONTRACTIONS[m.group(0).lower()], sentence)


def _en_correction(sentence: str) -> tuple[bool, Candidate | None]:
    """Corrections whose shape the request/question trim would break. ``(True, cand)`` when
    the sentence is a correction (``cand`` None: a retraction with nothing to keep, or a task
    after the marker); ``(False, None)`` when the ordinary rules should read it."""
    s = _END_PUNCT.sub("", _EN_LEAD_FILLER.sub("", sentence).strip())
    m = _EN_CORR_LEAD.match(s)
    if m:
        weak = m.group("strong") is None
        about = m.group("about") or m.group("about2")
        body = s[m.end() :].strip()
        for _ in range(3):  # "Actually scratch that, sorry, typo — …"
            m2 = _EN_CORR_LEAD.match(body)
            if not m2 or m2.group("strong") is None:
                break
            weak = False
            about = about or m2.group("about") or m2.group("about2")
            body = body[m2.end() :].strip()
        mark = _EN_CORR_MARK.match(body)
        if mark:
            body = body[mark.end() :].strip()
        if not body:
            return not weak, None  # "Scratch that." — the next sentence says what is right
        trimmed = _en_trim(body)
        if trimmed is None or _EN_REQUEST_START.match(body):
            return not weak, None  # "scratch that, just revert the last commit"
        body = _END_PUNCT.sub("", _EN_TAIL_FILLER.sub("", trimmed).strip())
        if _EN_CORR_VETO.search(body) or _EN_ASSISTANT.search(body) or _EN_HEDGE.match(body):
            return not weak, None
        claim, old = _corrects_en(body)
        if weak and not old:
            return False, None
        if not old and not (_FB_EN_VERB.search(body) or len(body.split()) >= 4):
            return True, None  # "my bad, wrong file"
        if about:
            # "I was wrong about the deadline — it's the 28th" → "The deadline is the 28th"
            claim = re.sub(r"^it(?:'s| is)\b", about.strip() + " is", claim, flags=_I)
            claim = re.sub(r"^it was\b", about.strip() + " is", claim, flags=_I)
            lead = about.strip()
            if not old and m.group("about2") and (lead[:1].isupper() or lead[:1].isdigit()):
                old = lead  # "ignore what I said about Terraform"
        return True, _make(_cap(_third_person(claim)), "correction", None, "high", False, old)
    m = _EN_SAID_WRONG.match(s)
    if m:
        new = _END_PUNCT.sub("", m.group("new")).strip()
        if _en_trim(new) is None or _EN_CORR_VETO.search(new) or _EN_ASSISTANT.search(new):
            return True, None
        said = m.group("old").strip()
        v = _EN_OLD_VALUE.match(said)
        old = v.group("v").strip() if v else said
        new = re.sub(r"\s+actually\b", "", new, flags=_I)  # "the review is actually Wed"
        value = re.sub(r"^(?:it's|it is|it was|actually)\s+", "", new, flags=_I)
        claim = new
        if value != new and v and v.start("v") > 0:
            claim = said[: v.start("v")] + value  # "we use Jenkins" + "GitHub Actions"
        return True, _make(_cap(_third_person(claim)), "correction", None, "high", False, old)
    m = _EN_CLEFT_NOT.match(s) or _EN_NOT_LEAD.match(s)
    if m and not _EN_CORR_VETO.search(s) and not _EN_ASSISTANT.search(s):
        if "new" in m.groupdict():
            new = m.group("new").strip()
            if len(new.split()) < 2 or _en_trim(new) is None or _EN_HEDGE.match(new):
                return False, None
            return True, _make(
                _cap(_third_person(new)), "correction", None, "high", False, m.group("old").strip()
            )
        claim, old = _corrects_en(s)
        if old:
            return True, _make(_cap(claim), "correction", None, "high", False, old)
    return False, None


def _classify_en(sentence: str) -> Candidate | None:
    found, corr = _en_correction(sentence)
    if found:
        return corr
    s = _en_trim(sentence)
    if s is None:
        return None
    s = _EN_TAIL_FILLER.sub("", s).strip()
    s = _END_PUNCT.sub("", s)
    best = _rules_en(s)
    if best is None or best.salience == "low":
        # "It's fine, I'll handle the merge myself": a chatty lead clause hides the fact.
        for m in _EN_LATER_CLAUSE.finditer(s):
            cand = _rules_en(s[m.end() :])
            if cand is not None and cand.salience != "low":
                return cand
        fb = _rules_en(s, fallback=True)
        if fb is not None and (best is None or fb.salience != "low"):
            return fb
    return best


def _rules_en(s: str, fallback: bool = False) -> Candidate | None:
    if not s:
        return None
    if _EN_ASSISTANT.search(s):
        # "You assumed I was on macOS, I'm actually on Linux": keep the user's own part.
        parts = _EN_CLAUSE_BUT.split(s)
        idx = max(i for i, p in enumerate(parts) if _EN_ASSISTANT.search(p))
        rest = ", ".join(parts[idx + 1 :]).strip()
        if not rest or not _EN_FIRST_PERSON.match(rest) or _EN_ASSISTANT.search(rest):
            return None
        if _EN_ACTUALLY.search(rest):
            claim = _EN_ACTUALLY.sub(" ", rest).replace("  ", " ").strip()
            return _make(_cap(_third_person(claim)), "correction", None, "high")
        s = rest
    q = _EN_QUOTED.search(s)
    if q:
        # "My sister works at Google, she said …": keep the user's part before the report.
        cut = [m.start() for m in _EN_CLAUSE_BUT.finditer(s, 0, q.start())]
        if not cut:
            return None
        s = s[: cut[-1]].strip()
    if _EN_HEDGE.match(s):
        return None

    # correction -------------------------------------------------------------
    mark = _EN_CORR_MARK.match(s)
    if mark:
        body = s[mark.end() :].strip()
        strong = bool(_EN_CORR_STRONG.search(mark.group(0)))
        claim, old = _corrects_en(body)
        if body and (old or strong) and not _EN_CORR_VETO.search(body):
            if _EN_ASSISTANT.search(body):
                return None
            return _make(_cap(_third_person(claim)), "correction", None, "high", False, old)
        s = body or s  # "actually I prefer X": the marker carries nothing

    if _EN_DECISION.search(s):
        return _make(_claim_en(s), "decision", _en_entity(s, "decision"), "high")

    for rx in _EN_REL:
        m = rx.search(s)
        if m:
            name = _en_entity_name(m)
            if name:
                return _make(_claim_en(s), "relationship", name, "high")
    transient = (
        _EN_HEALTH.search(s)
        or _EN_TRAVEL.search(s)
        or _EN_TRAVEL_I.search(s)
        or _EN_LOCATION_NOW.search(s)
        or _EN_MOOD.search(s)
        or _EN_SCHEDULE.search(s)
    )
    if _EN_REL_NONAME.match(s):
        return _make(_claim_en(s), "relationship", None, "high")
    if _EN_STAKEHOLDER.match(s):
        return _make(_claim_en(s), "fact", None, "high")
    if _EN_STANDING_DONT.match(s) or (
        _EN_STANDING_TAIL.search(s)
        and (_EN_REQUEST_START.match(s) or _EN_I_WANT.match(s))
        and not _EN_QUESTION_START.match(s)
    ):
        return _make(_claim_en(s), "preference", None, "high")

    if transient:
        # "I'm going to finish the i18n work before I go on leave": the leave is the deadline.
        cm = _EN_COMMIT.match(s)
        sub = _EN_SUBORD.search(s)
        if (
            cm
            and not _EN_COMMIT_BE.match(cm.group("rest"))
            and sub
            and sub.start() < transient.start()
        ):
            transient = None
    if transient:
        if _EN_FIRST_PERSON.match(s) or not _EN_PROJECT.search(s):
            return _make(_claim_en(s), "fact", None, "medium", True)

    m = _EN_COMMIT.match(s)
    if m and not _EN_COMMIT_BE.match(m.group("rest")):
        rest = m.group("rest")
        going_place = re.match(r"(?:[A-Z]|the (?:airport|office))", rest) and "going to" in s
        if not going_place:
            salience = "low" if _EN_COMMIT_TRIVIAL.match(rest) else "medium"
            return _make(_claim_en(s), "commitment", _en_entity(s, "commitment"), salience)

    if _EN_IDENTITY.search(s):
        return _make(_claim_en(s), "fact", _en_entity(s, "fact"), "high")
    m = _EN_IAM_NAME.match(s)
    if m and _en_entity_name(m):
        return _make(_claim_en(s), "fact", None, "high")

    if _EN_STANDING.match(s) and _EN_WE_WILL.search(s):
        return _make(_claim_en(s), "decision", None, "high")
    if _EN_PREF.search(s) and not _EN_PREF_WANT_YOU.match(s):
        if not _EN_PROJECT.match(s) or re.match(
            r"^(?:i|we)\s+(?:\w+\s+)?(?:prefer|always|never|"
            r"like|love|hate)",
            s,
            _I,
        ):
            return _make(_claim_en(s), "preference", None, "high")
    if _EN_STANDING.match(s):
        if _EN_WE_WILL.search(s):  # "going forward, we'll write services in Go"
            return _make(_claim_en(s), "decision", None, "high")
        return _make(_claim_en(s), "preference", None, "high")

    if (
        _EN_PROJECT.search(s)
        or _EN_APPROVAL.match(s)
        or _EN_TEAM_RULE.match(s)
        or _EN_WE_HAVE.match(s)
        or _EN_PROJECT_MORE.search(s)
    ):
        return _make(_claim_en(s), "project_state", _en_entity(s, "project_state"), "high")

    if _EN_CONTEXT.match(s):
        return _make(_claim_en(s), "fact", None, "medium")
    fb = _fallback_en(s) if fallback else None
    if fb is not None and fb.salience != "low":
        return fb
    if _EN_FIRST_PERSON.match(s) and not _EN_CHATTER.search(s):
        return _make(_claim_en(s), "fact", None, "low")
    return fb


def _claim_en(s: str) -> str:
    s = re.sub(r"^(?:please|pls|plz)\s+", "", s, flags=_I)
    return _cap(_third_person(s))


def _cjk_entity(m: re.Match[str] | None, group: str = "name") -> str | None:
    if m is None:
        return None
    value = m.groupdict().get(group)
    if not value:
        return None
    value = value.strip()
    if value in _ENTITY_STOP_ZH or _ZH_ORG_SUFFIX.match(value):
        return None
    return value


def _classify_cjk(sentence: str, code: str) -> Candidate | None:
    lang = _LANGS[code]
    s = _cjk_trim(sentence, lang)
    if s is None:
        return None
    forced = False
    if (lang.assistant.search(s) or lang.hedge.search(s)) and not _CJK_APOLOGY.match(sentence):
        # "我今天发烧，…，你写详细点", "今ロンドンにいるので、…遅れるかもしれません": an aside to the
        # assistant or a hedge in a later clause does not undo the statement before it.
        parts = re.split(r"[，,、]\s*", s)
        aside = next(
            (i for i, p in enumerate(parts) if lang.assistant.search(p) or lang.hedge.search(p)),
            0,
        )
        if aside > 0:
            s = (
                _JA_TRAIL_CONJ.sub("", "，".join(parts[:aside]))
                if code == "ja"
                else "，".join(parts[:aside])
            )
    if _CJK_APOLOGY.match(sentence):
        pass  # "ごめん、さっき言った鈴木さんは…": the user's own earlier words, not the assistant's
    elif lang.assistant.search(s):
        # "你以为我用 Mac，其实我用 Linux": keep what the user says after the assistant part.
        parts = re.split(r"[，,、]\s*", s)
        idx = max(i for i, p in enumerate(parts) if lang.assistant.search(p))
        rest = "，".join(parts[idx + 1 :]).strip()
        if not rest or not (lang.actually.match(rest) or lang.first.match(rest)):
            return None
        forced, s = bool(lang.actually.match(rest)), rest
    q = lang.quoted.search(s)
    if q:
        cut = [m.start() for m in _CJK_CLAUSE.finditer(s, 0, q.start())]
        if not cut:
            return None
        s = s[: cut[-1]].strip()
    if lang.hedge.search(s):
        # "应该是三月底上线，不是四月": "should be X, not Y" corrects, it does not guess.
        m = lang.should_not.search(s) if lang.should_not is not None else None
        if not m or _cjk_code_talk(s):
            return None
        return _make(s[: m.start("tail")], "correction", None, "high", False, m.group("old"))

    mark = lang.corr_mark.match(s)
    if mark:
        body = s[mark.end() :].strip()
        if not body:
            return None  # a bare marker ("訂正です", "其实") says nothing by itself
        claim, old = _cjk_corrects(body, code)
        if forced and (len(claim) < 4 or lang.neg.match(claim)):
            return None  # "…其实不是": a bare denial of the assistant, no fact of the user's
        strong = bool(lang.corr_strong.search(mark.group(0)))
        if body and (old or forced or (strong and len(body) >= 2)):
            if _cjk_code_talk(body):
                return None  # "不对，这个函数应该返回字符串": about the code at hand
            return _make(claim, "correction", None, "high", False, old)
        s = body or s
    else:
        # "不是Java，是Kotlin", "VueじゃなくてReactです", "Python이 아니라 Go로 짜여 있어요":
        # a sentence that opens by denying a value corrects it.
        m = lang.not_lead.match(s)
        if m and not _cjk_code_talk(s) and len(m.group("new")) >= 2:
            new = m.group("new").strip()
            claim = s if new.isascii() else new  # "不是Java，是Kotlin": "Kotlin" alone is too bare
            return _make(claim, "correction", None, "high", False, m.group("old").strip())

    if lang.decision.search(s):
        return _make(s, "decision", None, "high")

    for rx in lang.rel:
        m = rx.search(s)
        if m:
            name = _cjk_entity(m)
            if name:
                return _make(s, "relationship", name, "high")
    if lang.rel_noname.search(s):
        return _make(s, "relationship", None, "high")

    # health, travel, location, mood; then commitments ("我今天下班前把bug修完" is a promise
    # with a time in it); then the near-term schedule (always last in the tuple).
    if any(rx.search(s) for rx in lang.transient[:-1]):
        return _make(s, "fact", None, "medium", True)

    if lang.commit.search(s):
        return _make(s, "commitment", None, "medium")

    if lang.rel_late is not None and lang.rel_late.search(s):
        return _make(s, "relationship", None, "high")  # "妻が看護師なんだ"

    if (
        lang.transient[-1].search(s)
        and not (lang.pref.search(s) and lang.strong.search(s))  # "我不喜欢在周末开会" is a taste
        and not (lang.project_topic is not None and lang.project_topic.search(s))
    ):
        return _make(s, "fact", None, "medium", True)

    m = lang.identity.search(s)
    if m:
        return _make(s, "fact", _cjk_entity(m, "org"), "high")

    if lang.pref.search(s) or lang.standing.match(s) or lang.standing_any.search(s):
        if (_CJK_FAILURE.search(s) or _CJK_DEICTIC_START.match(s)) and not lang.first.match(s):
            return None  # "このテストはいつも失敗します": how code behaves, not a taste
        # Team tooling ("チームでは X を使っています") and team rules are project state.
        if (lang.team.search(s) and lang.use.search(s) and not lang.strong.search(s)) or (
            lang.rule is not None and lang.rule.search(s)
        ):
            return _make(s, "project_state", None, "high")
        return _make(s, "preference", None, "high")

    if lang.project.search(s):
        return _make(s, "project_state", None, "high")

    fb = _fallback_cjk(s)
    if fb is not None and fb.salience != "low":
        return fb
    if lang.first.match(s) and len(s) >= 4 and not _CJK_CHATTER.search(s):
        return _make(s, "fact", None, "low")
    return fb


_CJK_APOLOGY = re.compile(
    r"^(?:ごめん|すみません|すいません|申し訳|失礼|미안|죄송|不好意思|抱歉|对不起)"
)
_CJK_DEICTIC_START = re.compile(
    r"^(?:这|那|该|它|此|この|その|あの|これ|それ|あれ|こっち|そっち|이\s|그\s|이거|그거|저거|이건|그건)"
)


def _cjk_code_talk(s: str) -> bool:
    """Code, failures and session deixis: never a correction worth keeping."""
    return bool(
        _CJK_DEICTIC_START.match(s)
        or _CJK_FAILURE.search(s)
        or re.search(r"函数|方法|变量|返回|関数|メソッド|変数|返す|返し|함수|변수|반환|리턴", s)
    )


def _cjk_corrects(body: str, code: str) -> tuple[str, str | None]:
    if code == "zh":
        m = _ZH_NOT_BUT.search(body)
        if m:
            return body[: m.start()] + m.group(2), m.group(1).strip()
        m = _ZH_NOT_TAIL.search(body)
        if m:
            return body[: m.start()].strip(), m.group(1).strip()
        m = _ZH_IS_NOT.search(body)
        if m:
            return body[: m.start(1)].strip(), m.group(2).strip()
        return body, None
    if code == "ja":
        m = _JA_NOT_CLAUSE.search(body)
        if m:
            claim = body[: m.start()].strip()
            claim = re.sub(r"で$", "です", claim)
            return claim, _last_chunk(m.group("old"), code)
        m = _JA_NOT_BUT.match(body)
        if m:
            old, new = m.group("old"), m.group("new").strip()
            topic = old.rsplit("は", 1)[0] + "は" if "は" in old else ""
            return topic + new, _last_chunk(
                old, code
            )  # "鈴木さんはバックエンドじゃなくてインフラ担当"
        return body, None
    m = _KO_NOT_CLAUSE.search(body)
    if m:
        return body[: m.start()].strip(), _last_chunk(m.group("old"), code)
    m = _KO_NOT_BUT.match(body)
    if m:
        return m.group("new").strip(), _last_chunk(m.group("old"), code)
    return body, None


def _last_chunk(text: str, code: str) -> str | None:
    """The corrected value: the part after the topic particle ("リリース日は3月10日" → "3月10日")."""
    text = text.strip()
    if code == "ja":
        text = re.split(r"[はが]", text)[-1]
    elif code == "ko":
        text = re.sub(r"^.*?(?:은|는)\s+", "", text)
        text = re.sub(r"(?:이|가)$", "", text).strip()
    return text or None


def _make(
    claim: str,
    kind: str,
    entity: str | None,
    salience: str,
    transient: bool = False,
    corrects: str | None = None,
) -> Candidate | None:
    claim = _END_PUNCT.sub("", claim).strip()
    if len(claim) > _MAX_CLAIM:
        claim = claim[:_MAX_CLAIM].rstrip() + "…"
    if not claim:
        return None
    if salience != "low" and (len(claim) < 3 or (claim.isascii() and " " not in claim)):
        salience = "low"
    return Candidate(
        claim=claim,
        kind=kind,
        entity=entity,
        salience=salience,
        transient=transient,
        corrects=corrects or None,
    )


def _marker_only(sentence: str, code: str) -> str:
    """The sentence as a prefix for the next one when it is only a correction marker."""
    if code == "en":
        s = _END_PUNCT.sub("", _EN_LEAD_FILLER.sub("", _en_normalize(sentence)).strip())
        m = _EN_CORR_LEAD.match(s)
        if m and m.group("strong") and m.end() >= len(s):
            return s + ": "
        return ""
    lang = _LANGS[code]
    s = _END_PUNCT.sub("", lang.lead.sub("", sentence).strip())
    m = lang.corr_mark.match(s)
    if s and m and m.end() >= len(s) and lang.corr_strong.search(s):
        return s + {"zh": "，", "ja": "、"}.get(code, ", ")
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
        for sentence in _sentences(text):
            code = detect_language(sentence)
            # "Correction. The offsite is in Porto." / "訂正です。リリースは4月です": a sentence
            # that is only a correction marker makes the next one a correction.
            if carry:
                sentence, carry = carry + sentence, ""
            else:
                carry = _marker_only(sentence, code)
                if carry:
                    continue
            if code == "en":
                # "my cofounder is Sarah and we decided on Rust": two statements, two facts.
                found = [_classify_en(part) for part in _en_parts(_en_normalize(sentence))]
            else:
                found = [_classify_cjk(sentence, code)]
            for cand in found:
                if cand is None:
                    continue
                key = (normalize_claim(cand.claim), cand.entity or "")
                if key in seen:
                    continue
                seen.add(key)
                out.append(cand)
        return out
