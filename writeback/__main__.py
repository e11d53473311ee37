"""`python -m writeback` behaves like the `writeback` command."""

from writeback.entry import main

main()
