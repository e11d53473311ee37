"""`writeback mcp`: the MCP memory server, a front end over the memory service.

- :mod:`writeback.mcp.front` — the process entry: standard library only, it answers the
  handshake from a cache while the SDK loads (``writeback mcp`` starts here);
- :mod:`writeback.mcp.server` — the SDK server: the tools, their typed errors, usage
  events and instructions (from :mod:`writeback.contract`);
- :mod:`writeback.mcp.tools` — the tools' inputs as typed models: the limits, defaults
  and choices once, the input JSON Schemas and the validation generated from them;
- :mod:`writeback.mcp.stdio` and :mod:`writeback.mcp.wire` — the stdio transport that
  answers every line;
- :mod:`writeback.mcp.doctor` — doctor's counters of ``remember`` calls.

This ``__init__`` imports nothing: the front must start without pydantic or the SDK.
Policy (visibility, secrets, TTL, dedup) is :mod:`writeback.memory`'s, storage the brain's.
"""
