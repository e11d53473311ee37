"""Text preparation for recall, shared by every backend.

CJK (Han, kana, Hangul) has no spaces between words, so each CJK character becomes its
own token; a CJK query then becomes a phrase of characters, which matches exactly the
facts that contain it as a substring (`深色` finds `我喜欢深色模式`). Latin text is
matched by words, case-insensitively, with prefix matching (`prefer` finds `prefers`).
A query is first reduced to its content words (:mod:`writeback.brain.querywords`): a
question as typed finds what its keywords would.
"""

from __future__ import annotations

import re
import unicodedata

from writeback.brain.querywords import content_terms

_CJK = (
    "\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f"
)
_CJK_CHAR = re.compile(f"([{_CJK}])")


def index_text(claim: str, entity: str | None = None) -> str:
    """The text stored in the full-text index for a fact."""
    text = unicodedata.normalize("NFKC", f"{claim} {entity or ''}")
    return _CJK_CHAR.sub(r" \1 ", text)


def query_terms(query: str) -> list[tuple[str, str]]:
    """The search terms of ``query``: its content words as people ask
    (:func:`writeback.brain.querywords.content_terms`): ``("cjk", "深色")`` runs that must
    appear together and ``("word", "deploy")`` prefixes."""
    return content_terms(query)


def match_expression(query: str) -> str | None:
    """An SQLite FTS5 MATCH expression: OR of terms (bm25 ranks the best), or None.

    A CJK run becomes a phrase of its characters (exact substring); a word is a prefix.
    """
    parts = [
        '"' + " ".join(text) + '"' if kind == "cjk" else f'"{text}"*'
        for kind, text in query_terms(query)
    ]
    return " OR ".join(parts) if parts else None
