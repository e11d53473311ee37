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

        from writeback import harnesses

        # the read side (session start, prompt submit) answers on stdout; capture never
        found = harnesses.EVENTS.get(argv[1]) if len(argv) > 1 else None
        read_side = found is not None and found[1].kind in harnesses.READ_SIDE
        module = "writeback.hooks.ambient" if read_side else "writeback.hooks.entry"
        hook_entry = importlib.import_module(module)
        sys.exit(hook_entry.run(argv[1:]) if read_side else hook_entry.run_hook_cli(argv[1:]))
    if argv[:1] == ["mcp"] and not {"-h", "--help"} & set(argv):
        # The MCP server answers its handshake before the SDK and click are imported
        # (Codex leaves out a server that is slow to start).
        import importlib

        front = importlib.import_module("writeback.mcp.front")
        sys.exit(front.run(argv[1:]))
    from writeback.cli import cli

    cli(prog_name="writeback")
