"""The envelope of pasted mail and chat: what wraps a message the user pastes, and whose
message it is.

A greeting, a sign-off and the signature under it, mail headers, a chat log's timestamps and
speakers, a forward's label and the set phrases of Japanese work mail carry no fact of their
own and hide a message's first and last words from the rules: :func:`_unwrap` drops them
from a turn's lines. What the envelope says is kept: a signature or a contact line names who
the sender is (a sentence of its own, marked :data:`SIGNED`: :func:`_signed`,
:func:`_signature`), and the body of a message (:func:`_message_body`, its lines marked
:data:`MAILED`) speaks with its sender's "I" (:func:`_sender`, :func:`_as_sender`). A quoted
block that is a message is read as pasted mail (:func:`_unquote`).
"""

from __future__ import annotations

import re

from writeback.extract.rules import en
from writeback.extract.rules.english import _third_person

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
SIGNED = "\ue0fe"
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
    return ([SIGNED + said] if said else []), n


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
MAILED = "\ue0fd"


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
    A line of a pasted message's body is marked ``MAILED``."""
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
                out.append(SIGNED + said)
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
            signed = [SIGNED + said] if said else []
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
            out.append(f"{SIGNED}{card['name']}, {card['title'].rstrip()}")
            continue
        if n in senders:
            line = _as_sender(line, senders[n])  # "I'll be covering …" → "Marguerite will be …"
        if line.strip():
            out.append(MAILED + line if n in body or labelled else line)
        out.extend(signed)
    return out


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
