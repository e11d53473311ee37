"""writeback: ambient memory writeback for coding agents.

Kept import-free on purpose: the Stop hook imports this package on every agent turn.
"""

__version__ = "0.1.0"
