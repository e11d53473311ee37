"""Property: the rules engine reads frames, not names. Replacing the people, companies and
tools of the eval turns with made-up names never changes the kinds or the number of facts.

The names replaced are the gold keywords that look like names: a capitalised word that never
occurs in lower case in the eval sets (so "Tabs" is a word, not a name), is not a nationality
("British"), and is
not a family name after "The"; a Japanese name before さん, a Korean name before 님/씨.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from writeback.extract.evaluate import load_fixtures
from writeback.extract.rules import RulesExtractor

EVAL_DIR = Path(__file__).resolve().parents[1] / "eval"
SETS = ["turns.jsonl", "blind4.jsonl"]
EX = RulesExtractor()
_NOT_NAMES = set(
    "I I'm The A An My Our We You He She They It This That Monday Tuesday Wednesday Thursday "
    "Friday Saturday Sunday January February March April May June July August September "
    "October November December "
    # day and month abbreviations are dates, not names ("Rui out Fri")
    "Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov "
    "Dec".split()
)


# Role nouns take honorifics too ("팀장님", "部長さん"): they are not names.
_ROLES = re.compile(
    r"팀장|부장|과장|대표|사장|이사|선배|실장|차장|교수|선생|매니저|部長|課長|社長|先生|店長|係長"
)


def _turns_with_names() -> list[tuple[str, tuple[str, ...], str]]:
    turns = [t for name in SETS for t in load_fixtures(EVAL_DIR / name)]
    lower = {w for t in turns for w in re.findall(r"\b[a-z][a-z]+\b", t.text)}
    out = []
    for t in turns:
        kws = {w for g in t.gold for k in g.kw for w in re.split(r"[\s,]+", k)}
        latin = sorted(
            w
            for w in kws
            if re.fullmatch(r"[A-Z][a-z]{2,}", w)
            and w not in _NOT_NAMES
            and w.lower() not in lower
            and not re.search(r"(?:ish|ese|ian|ean|can)$", w)  # British, Korean: adjectives
            and re.search(rf"(?<!The )\b{w}\b", t.text)
        )
        if latin:
            out.append((t.text, tuple(latin), "latin"))
        kws = {w for w in kws if not _ROLES.search(w)}
        ja = sorted(w for w in kws if re.search(rf"{re.escape(w)}さん", t.text) and len(w) <= 4)
        if ja:
            out.append((t.text, tuple(ja), "ja"))
        ko = sorted(w for w in kws if re.search(rf"{re.escape(w)}\s?(?:님|씨)", t.text))
        if ko and all(re.fullmatch(r"[가-힣]{2,3}", w) for w in ko):
            out.append((t.text, tuple(ko), "ko"))
    return out


TURNS = _turns_with_names()
_SYLLABLE = st.sampled_from([c + v for c in "bdfgklmnprstvz" for v in "aeiou"])
_LATIN = st.lists(_SYLLABLE, min_size=2, max_size=3).map(lambda s: "".join(s).capitalize())
_KANA = st.lists(st.sampled_from(list("アイカキサシタナハマヤラワ")), min_size=2, max_size=3).map(
    "".join
)
_HANGUL = st.lists(st.sampled_from(list("민서준지현우도하윤재")), min_size=2, max_size=3).map(
    "".join
)
_MADE_UP = {"latin": _LATIN, "ja": _KANA, "ko": _HANGUL}


def _shape(text: str) -> list[tuple[str, bool]]:
    return [(c.kind, c.transient) for c in EX.extract(text)]


def test_the_property_has_turns_to_work_on() -> None:
    assert len(TURNS) >= 400
    assert {script for _, _, script in TURNS} == {"latin", "ja", "ko"}


@settings(
    max_examples=200, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(data=st.data())
def test_made_up_names_do_not_change_kinds_or_counts(data: st.DataObject) -> None:
    text, names, script = data.draw(st.sampled_from(TURNS))
    swapped = text
    for name in names:
        new = data.draw(_MADE_UP[script].filter(lambda n: n not in text))
        swapped = re.sub(
            rf"\b{re.escape(name)}\b" if script == "latin" else re.escape(name), new, swapped
        )
    assert _shape(swapped) == _shape(text), (text, swapped)
