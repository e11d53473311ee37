"""``<private>…</private>`` removal: the first thing that happens to a user turn.

Stdlib only. Spans are removed case-insensitively across lines; an unclosed
``<private>`` removes everything after it (a user who opened the tag meant it), and a
stray ``</private>`` is dropped. Nothing inside a private span reaches the filter, the
secret scanner, the disk or a log.
"""

from __future__ import annotations

import re

_SPAN_RE = re.compile(r"<\s*private\s*>.*?<\s*/\s*private\s*>", re.IGNORECASE | re.DOTALL)
_OPEN_RE = re.compile(r"<\s*private\s*>.*", re.IGNORECASE | re.DOTALL)
_STRAY_CLOSE_RE = re.compile(r"<\s*/\s*private\s*>", re.IGNORECASE)


def strip_private(text: str) -> str:
    """``text`` without private spans (unclosed → to the end), whitespace tidied."""
    out = _SPAN_RE.sub(" ", text)
    out = _OPEN_RE.sub("", out)
    out = _STRAY_CLOSE_RE.sub(" ", out)
    if out == text:
        return text
    # Collapse the gaps the removal left, but keep line structure.
    lines = [re.sub(r"[ \t]{2,}", " ", line).strip() for line in out.splitlines()]
    return "\n".join(lines).strip()
