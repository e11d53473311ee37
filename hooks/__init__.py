"""Stop hooks for Claude Code and Codex: bank what the person said, then get out of the way.

The fail-open contract (every entry point in this package keeps it):

- ``writeback hook claude-stop | codex-stop | codex-session-end`` (or
  ``python -m writeback.hooks EVENT``) reads the harness's JSON payload from stdin.
- It **always exits 0** and **never writes to stdout** (Codex rejects non-JSON stdout on
  Stop; Claude Code would show noise). Problems go to the heartbeat, not to the agent.
- It answers within its own deadline (2 s for Stop, 2.5 s for Codex SessionEnd). The
  work after the payload runs in a forked child in its own session; when the machine is
  too busy for it to finish in time, the hook returns at the deadline and the child
  finishes the turn (scan, bank, nudge) under its own 60 s budget. The turn stays in
  memory until it is scanned, and corpus writes are atomic: nothing unscanned or partial
  ever reaches disk.
- It appends exactly one heartbeat line per run, with a typed reason
  (:mod:`writeback.heartbeat`); a child that finished after the hook answered writes it,
  marked ``"detached": true``. ``WRITEBACK_HOOKS=0`` exits at once *without* a
  heartbeat line: it is the emergency off switch and must cost nothing.
- It never opens the brain, never calls a model, never imports click, pydantic or
  detect-secrets on the skip path; a turn is banked only after
  strip ``<private>`` → eligibility filter → secret scan (fail closed).
"""
