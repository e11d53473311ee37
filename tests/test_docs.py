"""The README stays true: CI runs its test command, and every command is documented."""

import re
from pathlib import Path

from writeback.cli import COMMANDS, cli

REPO = Path(__file__).resolve().parents[1]
README = (REPO / "README.md").read_text()


def test_ci_runs_the_readme_test_command():
    block = re.search(r"## Test\n+```sh\n(.+?)\n```", README, re.S)
    assert block, "README has a ## Test section with a sh block"
    command = block.group(1).strip()
    assert command in (REPO / ".ci" / "run").read_text()


def test_every_command_is_documented_and_has_help():
    for name in COMMANDS:
        assert f"writeback {name}" in README, f"README does not mention `writeback {name}`"
        command = cli.get_command(None, name)
        assert command is not None, name
        assert command.help and len(command.help) > 20, f"{name} needs a --help text"


def test_every_config_key_is_documented():
    from writeback.settings import KEYS

    for key in KEYS:
        assert f"`{key}`" in README, key


def test_every_heartbeat_reason_is_in_troubleshooting():
    from writeback.heartbeat import REASONS

    section = README[README.index("## Troubleshooting") :]
    for reason in REASONS:
        assert f"`{reason}`" in section, reason


def test_every_harvest_outcome_is_documented():
    from writeback.brain.base import RETRY_OUTCOMES, TERMINAL_OUTCOMES

    readme = (REPO / "README.md").read_text()
    for outcome in TERMINAL_OUTCOMES + RETRY_OUTCOMES:
        assert f"`{outcome}`" in readme, outcome
