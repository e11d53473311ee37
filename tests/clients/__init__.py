"""Test infrastructure for running the real Claude Code and Codex CLIs (see docs/real-clients.md)."""
