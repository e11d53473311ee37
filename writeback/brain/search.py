"""Text preparation for recall, shared by every backend.

CJK (Han, kana, Hangul) has no spaces between words, so each CJK character becomes its
own token; a CJK query then becomes a phrase of characters, which matches exactly the
facts that contain it as a substring (`深色` finds `我喜欢深色模式`). Latin text is
matched by words, case-insensitively, with prefix matching (`prefer` finds `prefers`).
"""

from __future__ import annotations

import re
import unicodedata

_CJK = (
    "\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f"
)
_CJK_CHAR = re.compile(f"([{_CJK}])")
_CJK_RUN = re.compile(f"[{_CJK}]+")
_SEGMENT = re.compile(rf"[{_CJK}]+|[^\W{_CJK}]+")

STOPWORDS = frozenset(
    "a an and are as at be by do does did for from has have i in is it its me my of on or "
    "our so that the this to was we what when where which who why will with you your "
    "how about any".split()
)


def index_text(claim: str, entity: str | None = None) -> str:
    """The text stored in the full-text index for a fact."""
    text = unicodedata.normalize("NFKC", f"{claim} {entity or ''}")
    return _CJK_CHAR.sub(r" \1 ", text)


def match_expression(query: str) -> str | None:
    """An FTS5 MATCH expression for ``query`` (OR of terms, bm25 ranks the best), or None."""
    text = unicodedata.normalize("NFKC", query).casefold()
    terms: list[str] = []
    words: list[str] = []
    for seg in _SEGMENT.findall(text):
        if _CJK_RUN.fullmatch(seg):
            terms.append('"' + " ".join(seg) + '"')
        else:
            words.append(seg)
    content = [w for w in words if w not in STOPWORDS] or words
    terms.extend(f'"{w}"*' for w in content)
    if not terms:
        return None
    return " OR ".join(dict.fromkeys(terms))
