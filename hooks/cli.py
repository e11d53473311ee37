"""`writeback hook --help`: documentation only; the real dispatch bypasses click.

``writeback.entry`` sends ``writeback hook EVENT`` straight to
:func:`writeback.hooks.entry.run_hook_cli` before click is imported, so this group is only
reached for help text (``writeback --help`` lists it, ``writeback hook --help`` shows it).
"""

from __future__ import annotations

import sys

import click

from writeback.hooks import ambient
from writeback.hooks.entry import EVENTS, run_hook_cli


@click.command(
    context_settings={"ignore_unknown_options": True, "help_option_names": ["-h", "--help"]}
)
@click.argument("event", type=click.Choice(sorted([*EVENTS, *ambient.EVENTS])), required=False)
def hook(event: str | None) -> None:
    """Run a hook (called by Claude Code / Codex, not by people).

    Capture (Stop, SessionEnd) reads the harness's JSON payload on stdin, banks the last
    genuine user turn if it is eligible and secret-free, always exits 0 and never prints
    to stdout. The read side (SessionStart, UserPromptSubmit) prints at most one JSON
    object whose additionalContext the client gives the model. Each run appends one line
    to $WRITEBACK_HOME/heartbeat.jsonl (see `writeback heartbeat`).

    \b
    Events:
      claude-stop            Claude Code Stop (the turn the payload's prompt_id names)
      codex-stop             Codex Stop (the turn the payload's turn_id names)
      codex-session-end      Codex SessionEnd (every eligible user turn of the session)
      claude-session-start   SessionStart: a brief of what writeback remembers
      codex-session-start
      claude-prompt-submit   UserPromptSubmit: facts relevant to the prompt
      codex-prompt-submit
    \b
    Switches:
      WRITEBACK_HOOKS=0          exit at once (no heartbeat line)
      WRITEBACK_SESSION=off      nothing read or written in this agent session
                                 (no_store: read only; no_recall: write only)
      .writeback-ignore          capture nothing in this directory or below
      memory.auto_writeback=off  (config) capture nothing
    \b
    Try it:
      writeback explain "I prefer pnpm"     # what the filter and secret scan decide
      writeback heartbeat --since 24h       # what the hook has been doing
    """
    if event is None:
        click.echo(click.get_current_context().get_help())
        return
    sys.exit(run_hook_cli([event]))
