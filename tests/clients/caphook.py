#!/usr/bin/env python3
"""A hook command for capturing what a real client sends: ``caphook.py <dir>``.

Writes stdin to ``<dir>/<nnn>-<hook_event_name>.json`` and, when the payload names a
transcript, a copy of that transcript *as it is at the moment the hook runs* to
``<dir>/<nnn>-<event>.transcript-at-hook.jsonl`` for Stop and SessionEnd (shows whether the client flushed the
turn before running the hook). Prints nothing, exits 0.
"""

import json
import os
import shutil
import sys

out_dir = sys.argv[1]
raw = sys.stdin.read()
try:
    payload = json.loads(raw)
except ValueError:
    payload = {}
event = payload.get("hook_event_name", "unknown") if isinstance(payload, dict) else "unknown"
os.makedirs(out_dir, exist_ok=True)
n = len([f for f in os.listdir(out_dir) if f.endswith(".json")])
base = os.path.join(out_dir, f"{n:03d}-{event}")
with open(base + ".json", "w", encoding="utf-8") as f:
    f.write(raw)
tp = payload.get("transcript_path") if isinstance(payload, dict) else None
if event in ("Stop", "SessionEnd") and isinstance(tp, str) and os.path.isfile(tp):
    shutil.copyfile(tp, base + ".transcript-at-hook.jsonl")
