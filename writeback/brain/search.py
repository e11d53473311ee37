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


def query_terms(query: str) -> list[tuple[str, str]]:
    """The search terms of ``query``: ``("cjk", "深色")`` runs and ``("word", "pnpm")``
    words (lower-cased, not case-folded: the indexes only lower-case, so "ß" must stay "ß";
    stopwords dropped unless nothing else is left), deduplicated."""
    text = unicodedata.normalize("NFKC", query).lower()
    cjk: list[tuple[str, str]] = []
    words: list[str] = []
    for seg in _SEGMENT.findall(text):
        if _CJK_RUN.fullmatch(seg):
            cjk.append(("cjk", seg))
        else:
            words.append(seg)
    content = [w for w in words if w not in STOPWORDS] or words
    return list(dict.fromkeys(cjk + [("word", w) for w in content]))


def match_expression(query: str) -> str | None:
    """An SQLite FTS5 MATCH expression: OR of terms (bm25 ranks the best), or None.

    A CJK run becomes a phrase of its characters (exact substring); a word is a prefix.
    """
    parts = [
        '"' + " ".join(text) + '"' if kind == "cjk" else f'"{text}"*'
        for kind, text in query_terms(query)
    ]
    return " OR ".join(parts) if parts else None
