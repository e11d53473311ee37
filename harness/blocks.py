"""Managed blocks: writeback's text between a begin and an end marker line.

One scanner serves install, remove, status and doctor, for the contract block in
CLAUDE.md / AGENTS.md and (with ``#`` markers) the MCP table in Codex's config.toml.

Rules: no markers → append (after a blank line); exactly one ordered pair → replace what
is inside; anything else (duplicates, an orphan, end before begin) is *damaged* and every
operation refuses, changing nothing. A marker is a line whose text, trimmed, equals the
marker. Body lines that would equal a marker are neutralized. Everything outside the
block is kept byte for byte, and inserted lines use the file's own line ending.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from writeback.harness.fileops import Refusal, detect_eol

BEGIN = "<!-- writeback:ambient-writeback:begin -->"
END = "<!-- writeback:ambient-writeback:end -->"

_LINES = re.compile(r"[^\n]*\n|[^\n]+\Z")


@dataclass(frozen=True)
class Markers:
    begin: str = BEGIN
    end: str = END


CONTRACT = Markers()


@dataclass(frozen=True)
class Scan:
    """Where the block is. ``state`` is ``absent``, ``present`` or ``damaged``."""

    state: str
    lines: list[str]
    begin: int = -1  # line index of the begin marker
    end: int = -1  # line index of the end marker
    problem: str = ""

    def body(self) -> list[str]:
        """The block's body lines without their line endings."""
        return [line.rstrip("\r\n") for line in self.lines[self.begin + 1 : self.end]]


def split_lines(text: str) -> list[str]:
    """Lines split on LF only, each keeping its own ending, so ``"".join`` is exact."""
    return _LINES.findall(text)


def scan(text: str, markers: Markers = CONTRACT) -> Scan:
    lines = split_lines(text)
    begins = [i for i, line in enumerate(lines) if line.strip() == markers.begin]
    ends = [i for i, line in enumerate(lines) if line.strip() == markers.end]
    if not begins and not ends:
        return Scan("absent", lines)
    if len(begins) == 1 and len(ends) == 1 and begins[0] < ends[0]:
        return Scan("present", lines, begins[0], ends[0])
    if len(begins) > 1 or len(ends) > 1:
        problem = f"{len(begins)} begin and {len(ends)} end markers (expected one pair)"
    elif not ends:
        problem = f"begin marker on line {begins[0] + 1} has no end marker"
    elif not begins:
        problem = f"end marker on line {ends[0] + 1} has no begin marker"
    else:
        problem = f"end marker (line {ends[0] + 1}) comes before begin (line {begins[0] + 1})"
    return Scan("damaged", lines, problem=problem)


def _neutralize(line: str, markers: Markers) -> str:
    if line.strip() in (markers.begin, markers.end):
        return f"`{line.strip()}`"  # quoted: readable, and no longer a marker line
    return line


def render(body: str, eol: str, markers: Markers = CONTRACT) -> str:
    """The whole block (markers included) with ``eol`` line endings."""
    inner = [_neutralize(line, markers) for line in body.splitlines()]
    return "".join(line + eol for line in [markers.begin, *inner, markers.end])


def _refuse_damaged(found: Scan, where: str) -> None:
    if found.state == "damaged":
        raise Refusal(
            where,
            f"writeback's managed block is damaged: {found.problem}. Fix or delete the "
            "marker lines by hand; nothing was changed.",
        )


def upsert(text: str, body: str, markers: Markers = CONTRACT, where: str = "file") -> str:
    """``text`` with the block set to ``body`` (appended when absent). Idempotent."""
    found = scan(text, markers)
    _refuse_damaged(found, where)
    eol = detect_eol(text)
    block = render(body, eol, markers)
    if found.state == "present":
        last = found.lines[found.end]
        # Keep whatever ended the end-marker line (it may be the file's last, unterminated).
        tail_eol = last[len(last.rstrip("\r\n")) :]
        if tail_eol != eol:
            block = block[: -len(eol)] + tail_eol
        return "".join(found.lines[: found.begin]) + block + "".join(found.lines[found.end + 1 :])
    if not text:
        return block
    sep = eol if text.endswith("\n") else eol + eol
    return text + sep + block


ADDED_EOL = "final-eol"
"""Receipt token: the file did not end with a line break before writeback appended its
block (``upsert`` ends the last line), so ``strip`` may take that line break out again."""


def adds_final_eol(text: str | None, markers: Markers = CONTRACT) -> bool:
    """Whether ``upsert`` on ``text`` ends a line that had no line break."""
    return (
        text is not None
        and text != ""
        and not text.endswith("\n")
        and scan(text, markers).state == "absent"
    )


def strip(
    text: str, markers: Markers = CONTRACT, where: str = "file", drop_final_eol: bool = False
) -> str:
    """``text`` without the block and the blank line that separated it. Idempotent.

    ``drop_final_eol``: the block was appended to a file without a final line break, so
    when the block is still last, the line break before it goes too."""
    found = scan(text, markers)
    _refuse_damaged(found, where)
    if found.state == "absent":
        return text
    before = found.lines[: found.begin]
    after = found.lines[found.end + 1 :]
    if before and before[-1].strip() == "":
        if not after:
            before = before[:-1]  # the separator upsert added
        elif after[0].strip() == "":
            after = after[1:]  # block sat between two blank lines: keep just one
    if drop_final_eol and not after and before:
        last = before[-1]
        before[-1] = last[: -2 if last.endswith("\r\n") else -1] if last.endswith("\n") else last
    return "".join(before + after)


def status(text: str | None, body: str, markers: Markers = CONTRACT) -> str:
    """``absent``, ``present``, ``stale`` (body differs from ``body``) or ``damaged``."""
    if text is None:
        return "absent"
    found = scan(text, markers)
    if found.state != "present":
        return found.state
    expected = render(body, "\n", markers).split("\n")[1:-2]
    return "present" if found.body() == expected else "stale"
