"""``python -m writeback.hooks EVENT`` behaves like ``writeback hook EVENT``."""

import sys

from writeback.hooks.entry import run_hook_cli

sys.exit(run_hook_cli(sys.argv[1:]))
