"""Console-script entry point.

`writeback hook …` runs after every agent turn, so it is dispatched here before click,
pydantic or anything else heavy is imported; every other command goes to the click CLI.
"""

import sys


def main() -> None:
    argv = sys.argv[1:]
    if argv[:1] == ["hook"]:
        # by name, like every component command (the core never imports a component)
        import importlib

        hook_entry = importlib.import_module("writeback.hooks.entry")
        sys.exit(hook_entry.run_hook_cli(argv[1:]))
    from writeback.cli import cli

    cli(prog_name="writeback")
