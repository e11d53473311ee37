"""Text preparation for recall, shared by every backend.

CJK (Han, kana, Hangul) has no spaces between words, so each CJK character becomes its
own token; a CJK query then becomes a phrase of characters, which matches exactly the
facts that contain it as a substring (`深色` finds `我喜欢深色模式`). Latin text is
matched by words, case-insensitively, with prefix matching (`prefer` finds `prefers`).
A query is first reduced to its content words (:mod:`writeback.brain.querywords`): a
question as typed finds what its keywords would.

Tokens are the same on both backends: SQLite's FTS5 ``unicode61`` tokenizer (letters and
digits, lower-cased, Latin diacritics removed) reads ``index_text``; for PostgreSQL this
module builds the ``tsvector``/``tsquery`` literals itself (:func:`tsvector_text`,
:func:`tsquery_text`) with the same rules, so no server parser or locale is involved.

Ranking (see :meth:`writeback.brain.sql.SQLBrain.recall`): facts matching more of the
query's terms first, newest first among equals; at most :data:`MAX_TERMS` terms (the
longest) take part, so the cost follows the result limit, never the number of matches.
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
_CJK_RUN = re.compile(f"[{_CJK}]+")
_TOKEN = re.compile(rf"[{_CJK}]|[^\W_{_CJK}]+")
MAX_TERMS = 4


def index_text(claim: str, entity: str | None = None) -> str:
    """The text stored in the full-text index for a fact."""
    text = unicodedata.normalize("NFKC", f"{claim} {entity or ''}")
    return _CJK_CHAR.sub(r" \1 ", text)


def query_terms(query: str) -> list[tuple[str, str]]:
    """The search terms of ``query``: its content words as people ask
    (:func:`writeback.brain.querywords.content_terms`): ``("cjk", "深色")`` runs that must
    appear together and ``("word", "deploy")`` prefixes."""
    return content_terms(query)


def ranked_terms(query: str) -> list[tuple[str, str]]:
    """The terms recall uses: at most :data:`MAX_TERMS`, the longest, in query order."""
    terms = query_terms(query)
    if len(terms) <= MAX_TERMS:
        return terms
    keep = sorted(range(len(terms)), key=lambda i: (-len(terms[i][1]), i))[:MAX_TERMS]
    return [terms[i] for i in sorted(keep)]


def fold(text: str) -> str:
    """Lower-case and strip diacritics from Latin letters (what FTS5 unicode61 does)."""
    text = text.lower()
    if text.isascii():
        return text
    out = []
    for ch in text:
        if ord(ch) > 0x7F and ord(ch) < 0x2000:
            base = unicodedata.normalize("NFD", ch)[0]
            if base.isascii():
                ch = base
        out.append(ch)
    return "".join(out)


def word_tokens(claim: str, entity: str | None = None) -> set[str]:
    """The fact's word tokens (not CJK characters), folded: SQLite's term list."""
    text = fold(unicodedata.normalize("NFKC", f"{claim} {entity or ''}"))
    return {t for t in _TOKEN.findall(text) if not _CJK_RUN.fullmatch(t)}


def prefix_range(word: str) -> tuple[str, str]:
    """[low, high) bounds of the terms that start with ``word`` (folded)."""
    low = fold(word)
    return low, low[:-1] + chr(ord(low[-1]) + 1)


def _lexeme(token: str) -> str:
    return "'" + token.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_text(claim: str, entity: str | None = None) -> str:
    """A PostgreSQL ``tsvector`` literal of the fact's tokens with their positions."""
    text = fold(unicodedata.normalize("NFKC", f"{claim} {entity or ''}"))
    positions: dict[str, list[str]] = {}
    for pos, token in enumerate(_TOKEN.findall(text)[:16000], start=1):
        positions.setdefault(token[:500], []).append(str(pos))
    return " ".join(f"{_lexeme(t)}:{','.join(p[:256])}" for t, p in positions.items())


def tsquery_text(terms: list[tuple[str, str]]) -> str:
    """A PostgreSQL ``tsquery`` literal matching facts that hold every one of ``terms``:
    a CJK run as a phrase of adjacent characters, a word as a prefix."""
    parts = []
    for kind, text in terms:
        if kind == "cjk":
            parts.append("(" + " <-> ".join(_lexeme(c) for c in text) + ")")
        else:
            parts.append(_lexeme(fold(text)) + ":*")
    return " & ".join(parts)


def match_expression(
    terms: list[tuple[str, str]], expansions: dict[str, list[str]] | None = None
) -> str | None:
    """An SQLite FTS5 MATCH expression for facts holding every one of ``terms``, or None.

    A CJK run becomes a phrase of its characters (exact substring); a word is a prefix:
    the OR of the indexed terms it starts (``expansions``), which FTS5 streams newest
    first, or else ``word*``, which FTS5 answers by reading the whole merged doclist.
    """
    parts = []
    for kind, text in terms:
        if kind == "cjk":
            parts.append('"' + " ".join(text) + '"')
        elif expansions and expansions.get(text):
            parts.append("(" + " OR ".join(f'"{t}"' for t in expansions[text]) + ")")
        else:
            parts.append(f'"{text}"*')
    return " AND ".join(parts) if parts else None
