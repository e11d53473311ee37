"""Texting shorthand read as plain English, with the user's own words kept in the claim.

A dispatcher texting "rusty is out til thurs … dont book 412 b4 fri", a nurse's "pt goin home
tmrw", a contractor's "pu the permits w gary": the English rules are written for the long
forms ("until Thursday", "before Friday", "with", "going"), so each shorthand word is read as
its long form (:data:`.en.SHORTHAND`, :data:`.en.CONTRACTIONS`, a dropped final g as in
"goin", "wed"/"sat"/"sun" as days in place). "its" stays as typed: read as "it's" it would
make "its called trakline" a pointer to something unsaid.
Only words typed in lower case are read this way ("U" and "Sat" in a sentence of proper case
are left alone), and a sentence typed all in lower case is read with its first letter raised
when it holds shorthand ("big tony is retirin …" reads like "Big tony is retiring …") or
opens with a name and its verb ("oksana likes email not calls", :data:`.en.LOWER_NAME_FIRST`).

:func:`read_shorthand` returns the sentence to read and the substitutions it made;
:func:`keep_words` puts the user's words back into a claim built from the long forms
("Is out until Thursday" → "Is out til thurs"), so what is stored is what was typed.
"""

from __future__ import annotations

import re

from writeback.extract.rules import en

# A word as typed: letters and digits, with the slash or hyphen of "w/", "b/c", "b-day" and
# the apostrophe of "ain't".
_WORD = re.compile(
    r"(?<![\w'/-])(?:w/o|w/|b/c|b/w|b-day|[a-z0-9]+(?:'[a-z]+)?)(?![\w/-]|'\w)", re.I
)
# A dropped g: letters only, a vowel before the "in" ("goin", "retirin"; not "cabin"'s kin
# "in" alone). Checked without a regex that backtracks over long tokens.

Undo = list[tuple[str, str]]
# The words of a sentence, for the quick look-up of :data:`.en.LOAN_KIN` (Hangul, Han and
# kana are word characters too).
_KIN_WORD = re.compile(r"[^\W\d_]+")


def _long_form(word: str, at: int, text: str) -> str | None:
    """The long form of one lower-case word, or None."""
    low = word.lower()
    if not (word.islower() or word.isdigit() or (at == 0 and word[1:].islower())):
        return None
    if low in en.CONTRACTIONS:
        return None  # left to the contraction rule below (it knows "ill" from "I'll")
    if low in en.SHORTHAND:
        if low in ("n", "w") and (at == 0 or at + len(word) >= len(text)):
            return None  # only between two words
        return en.SHORTHAND[low]
    if (
        low.endswith("in")
        and len(low) >= 4
        and low not in en.DROPPED_G_WORDS
        and low.isascii()
        and low.isalpha()
        and any(c in "aeiouy" for c in low[:-2])
        and word.islower()
    ):
        return low + "g"
    return None


def _loan_kin(sentence: str) -> tuple[str, Undo]:
    """``sentence`` with its kin words of another language read as English (:data:`.en.LOAN_KIN`):
    "아빠 takes …" → "Dad takes …", "my lola" → "my grandma", "daniel 오빠 lives …" → "daniel
    lives …" (a title of address after a name)."""
    undo: Undo = []
    if not any(w in en.LOAN_KIN for w in _KIN_WORD.findall(sentence.lower())):
        return sentence, undo  # no kin word of another language (a cheap test first)
    parts: list[str] = []
    last = 0
    for m in en.LOAN_KIN_RX.finditer(sentence):
        word = m.group(0)
        if word.isascii() and not (word.islower() or word[1:].islower()):
            continue  # "OMA" (an acronym)
        low = word.lower()
        before = sentence[: m.start()]
        if low in en.LOAN_KIN_OWNED_ONLY and not en.LOAN_KIN_OWNED.search(before):
            continue  # "imo tabs are better", "tia, the build is failing": chat, not kin
        if re.match(r"\s+[A-Z]", sentence[m.end() :]):
            continue  # "Nani Asha lives with us", "Tio Marco": a title before a name
        if low in en.LOAN_KIN_TITLE and before.endswith(" ") and before.strip():
            if not en.LOAN_KIN_NOT_NAME.search(before):
                # "daniel 오빠 keeps saying …": the name alone, the title kept in the claim
                head = before.rstrip()
                name = head.split()[-1]
                parts.append(sentence[last : m.start()].rstrip())
                last = m.end()
                undo.append((name, name + " " + word))
                continue
        long = en.LOAN_KIN[low]
        if not en.LOAN_KIN_OWNED.search(before):
            # a bare kin word names the person, as "Dad" does in English; a sibling is "my …"
            if long in ("brother", "sister", "sibling", "aunt", "uncle", "sister-in-law"):
                long = "my " + long
            else:
                long = long[0].upper() + long[1:]
        parts.append(sentence[last : m.start()])
        parts.append(long)
        last = m.end()
        undo.append((long, word))
    if not undo:
        return sentence, undo
    return "".join(parts) + sentence[last:], undo


def read_shorthand(sentence: str) -> tuple[str, Undo]:
    """``sentence`` with its shorthand spelled out, and the (long form, typed word) pairs."""
    typed_as = sentence
    sentence, kin = _loan_kin(sentence)
    undo: Undo = []
    if not sentence.isascii():
        return sentence, kin
    parts: list[str] = []
    last = 0
    for m in _WORD.finditer(sentence):
        word = m.group(0)
        long = _long_form(word, m.start(), sentence)
        if long is None and word in en.SHORTHAND_DAY_LONG:
            if en.SHORTHAND_DAY.match(sentence, m.start()) or en.SHORTHAND_DAY_AFTER.search(
                sentence, 0, m.start()
            ):
                long = en.SHORTHAND_DAY_LONG[word]
        if (
            long is None
            and word in ("hell", "shell")
            and en.SHORTHAND_WILL.match(sentence, m.start())
        ):
            long = "he'll" if word == "hell" else "she'll"
        if long is None and word == "were" and en.SHORTHAND_WERE.match(sentence, m.start()):
            long = "we're"  # "so were back on the market from monday"
        if (
            long is None
            and word.islower()
            and word in en.CONTRACTIONS  # (the long form looked up below)
            and en.BARE_CONTRACTION.match(sentence, m.start())
        ):
            long = en.CONTRACTIONS.get(word)  # None for a longer token ("im'a", "dont'cha")
        if long is None:
            continue
        parts.append(sentence[last : m.start()])
        parts.append(long)
        last = m.end()
        undo.append((long, word))
    name_first = en.LOWER_NAME_FIRST.match(sentence) and not en.ROLE_WORD_FIRST.match(sentence)
    if not undo and not en.LOWER_NAME_FIRST.match(sentence):
        return sentence, kin
    text = "".join(parts) + sentence[last:]
    if name_first or not any(c.isupper() for c in typed_as[1:]):
        # a name typed in lower case opens it ("marisol is the aide, from BrightPath"), or it
        # is typed all in lower case
        # a sentence typed all in lower case: its first word after the openers is raised
        opener = en.OPENERS.match(text)
        at = opener.end() if opener else 0
        if at and text[at : at + 1].islower():  # the claim keeps "ugh sorry for …" as typed
            word = text[at:].split(None, 1)[0]
            undo.append((word[0].upper() + word[1:], word))
        text = text[:at] + text[at : at + 1].upper() + text[at + 1 :]
    # a long form the user also typed somewhere cannot be told apart in the claim
    typed = {w.lower() for w in re.findall(r"[\w']+", typed_as)}
    kept = [(new, old) for new, old in undo if new.lower() not in typed or new.lower() == old]
    return text, kin + kept


def keep_words(claim: str, undo: Undo) -> str:
    """``claim`` with each long form :func:`read_shorthand` made put back as typed."""
    for new, old in undo:
        # a possessive after it is the word's own ("Dad's a1c" → "아빠's a1c")
        m = re.search(r"(?<![\w'])" + re.escape(new) + r"(?![\w]|'(?!s\b))", claim, re.I)
        if m is None:
            continue
        if m.start() == 0 and m.group(0)[:1].isupper() and old[:1].islower():
            old = old[0].upper() + old[1:]
        claim = claim[: m.start()] + old + claim[m.end() :]
    return claim
