"""`python -m writeback.mcp [--brain URL]` behaves like `writeback mcp`."""

import sys

if {"-h", "--help"} & set(sys.argv[1:]):
    from writeback.mcp.server import mcp_command

    mcp_command(prog_name="writeback mcp")
else:
    from writeback.mcp.front import run

    sys.exit(run(sys.argv[1:]))
