"""Where a fact came from and what became of it (``writeback facts show``, MCP ``source``).

:func:`describe` gathers, read-only: the fact itself (source such as ``hook:writeback``,
``mcp:<client>`` or ``cli``, session, project, the extractor rule), the excerpt of the
banked turn it was extracted from while that file is kept (retention), and the
supersession chain in both directions.
"""

from __future__ import annotations

from typing import Any

from writeback import corpus, paths

EXCERPT = 300


def describe(brain: Any, fact_id: str) -> dict[str, Any] | None:
    fact = brain.get(fact_id)
    if fact is None:
        return None
    older: list[dict[str, Any]] = [f.to_json() for f in brain.superseded_by(fact.id)]
    newer: list[dict[str, Any]] = []
    seen = {fact.id}
    nxt = fact.superseded_by
    while nxt and nxt not in seen and len(newer) < 50:  # a chain, never a loop
        seen.add(nxt)
        later = brain.get(nxt)
        if later is None:
            break
        newer.append(later.to_json())
        nxt = later.superseded_by
    return {"fact": fact.to_json(), "turn": _turn(fact.provenance),
            "supersedes": older, "superseded_by": newer}  # fmt: skip


def _turn(name: str | None) -> dict[str, Any] | None:
    """The banked turn a fact was harvested from, while its file is kept."""
    if not name or not corpus.NAME_RE.match(name):
        return None
    try:
        record = corpus.load(paths.corpus_dir() / name)
    except corpus.CorpusFileError:
        return None
    text = " ".join(record.text.split())
    return {
        "file": name,
        "harness": record.harness,
        "session_id": record.session_id,
        "captured_at": record.captured_at,
        "excerpt": text if len(text) <= EXCERPT else text[: EXCERPT - 1] + "…",
    }
