"""Harness checks for `writeback doctor`: the receipts against what is really on disk.

Each check is ``{"name", "status": "ok"|"warn"|"fail", "message", "fix"?}``. Nothing
here writes; every file is read with the same scanners bootstrap uses.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

from writeback import contract, harnesses, paths
from writeback import settings as wb_settings
from writeback.harness import (
    blocks,
    bootstrap,
    codex_toml,
    codex_trust,
    fileops,
    jsonfile,
)

FIX = "writeback bootstrap harness --yes"


def _check(name: str, status: str, message: str, fix: str | None = None) -> dict[str, Any]:
    out = {"name": name, "status": status, "message": message}
    if fix:
        out["fix"] = fix
    return out


def _text(path: Path) -> str | None:
    data = fileops.read_bytes(path)
    return None if data is None else fileops.decode(path, data)


def checks() -> list[dict[str, Any]]:
    """Every harness check, in a stable order."""
    receipts = bootstrap.load_receipts()
    stored = wb_settings.load_file_plane_or_closed()
    mode = wb_settings.read_file_value("memory.auto_writeback", stored).value
    body = contract.render_contract(stored)
    targets = receipts.get("targets", {})
    out: list[dict[str, Any]] = []
    if not targets:
        out.append(
            _check(
                "harness",
                "warn",
                "writeback is not wired into "
                + " or ".join(h.title for h in harnesses.HARNESSES)
                + " (no receipts)",
                "writeback bootstrap harness",
            )
        )
    else:
        wb = receipts.get("writeback") or ""
        if not (os.path.isfile(wb) and os.access(wb, os.X_OK)):
            out.append(
                _check(
                    "harness.executable",
                    "fail",
                    f"the registered writeback executable {wb!r} is missing; hooks and MCP "
                    "will fail to start",
                    FIX,
                )
            )
        for name in bootstrap.TARGETS:
            if name in targets:
                out += _target_checks(harnesses.get(name), wb, mode, body)
    for h in harnesses.HARNESSES:
        if h.contract_override and (h.name in targets or harnesses.config_dir(h).is_dir()):
            out.append(_override_check(h))
    if "codex" in targets:
        out.append(_codex_features())
    return out


def _override_check(h: harnesses.Harness) -> dict[str, Any]:
    label, problem = f"{h.name}.override", bootstrap.override_problem(h)
    if problem:
        return _check(label, "warn", problem, f"merge {h.contract_override} into {h.contract_file}")
    return _check(label, "ok", f"no {h.contract_override} shadows {h.contract_file}")


def _target_checks(h: harnesses.Harness, wb: str, mode: str, body: str) -> list[dict[str, Any]]:
    name = h.name
    hook_file, specs = harnesses.locate(h, h.hook_file), bootstrap._hook_specs(name, wb)
    md = harnesses.locate(h, h.contract_file)
    out = []
    for spec in specs:
        label = f"{name}.hook.{spec.sub}"
        try:
            state = jsonfile.hook_state(_text(hook_file), spec, str(hook_file))
        except fileops.Refusal as exc:
            out.append(_check(label, "fail", exc.reason, f"fix {hook_file} by hand, then {FIX}"))
            continue
        if state == "registered":
            out.append(_check(label, "ok", f"{spec.event} hook registered in {hook_file}"))
        else:
            what = "missing" if state == "absent" else "points at another writeback"
            out.append(_check(label, "fail", f"{spec.event} hook {what} in {hook_file}", FIX))
    if h.tool_permissions:
        out.append(_permission_check(h, hook_file))
    if h.hook_trust:
        out.append(_trust_check(h, hook_file, specs))
    out.append(_mcp_check(h, wb))
    out.append(_block_check(name, md, body, mode))
    return out


def _permission_check(h: harnesses.Harness, settings: Path) -> dict[str, Any]:
    label = f"{h.name}.tool_approval"
    approval = bootstrap.tool_approval()
    wanted = jsonfile.permission_entries(approval)
    try:
        state = jsonfile.permission_state(_text(settings), wanted, str(settings))
    except fileops.Refusal as exc:
        return _check(label, "fail", exc.reason, f"fix {settings} by hand, then {FIX}")
    if state == "registered":
        what = (
            "remember, recall and extract_facts run without asking; forget asks"
            if approval == "auto"
            else "every writeback tool asks first (harness.tool_approval = prompt)"
        )
        return _check(label, "ok", what)
    return _check(
        label,
        "warn",
        f"writeback's tool permissions in {settings} differ from harness.tool_approval = "
        f"{approval} (`claude -p` refuses a tool that is not allowed)",
        FIX,
    )


def _trust_check(
    h: harnesses.Harness, hooks_file: Path, specs: list[jsonfile.HookSpec]
) -> dict[str, Any]:
    """Codex runs a hook only once the user trusted it (``/hooks``); it skips untrusted
    hooks without a word, so this is the check that notices."""
    label = f"{h.name}.hook_trust"
    config = harnesses.locate(h, h.mcp_file)  # Codex keeps trust beside its MCP servers
    try:
        positions = codex_trust.hook_positions(_text(hooks_file), specs, str(hooks_file))
        trusted = codex_trust.trusted_hashes(_text(config))
    except fileops.Refusal as exc:
        return _check(label, "warn", f"cannot check hook trust: {exc.reason}")
    untrusted = [
        spec.event
        for spec, key, digest in positions
        if not codex_trust.is_trusted(trusted, hooks_file, key, digest)
    ]
    if not untrusted:
        return _check(label, "ok", "Codex trusts writeback's hooks")
    return _check(
        label,
        "warn",
        f"Codex has not trusted writeback's {' and '.join(untrusted)} hook(s) (or they changed "
        "since): Codex skips untrusted hooks silently, so nothing is captured from Codex",
        codex_trust.HOW_TO_TRUST,
    )


def _mcp_check(h: harnesses.Harness, wb: str) -> dict[str, Any]:
    label = f"{h.name}.mcp"
    path = harnesses.locate(h, h.mcp_file)
    try:
        env = bootstrap.server_env()
        if h.mcp_format == "json":
            state = jsonfile.mcp_state(_text(path), wb, str(path), env)
        else:
            state = codex_toml.state(
                _text(path), wb, env["WRITEBACK_HOME"], str(path), bootstrap.tool_approval()
            )
        state = {"different": "stale", "foreign": "damaged"}.get(state, state)
    except fileops.Refusal as exc:
        return _check(label, "fail", exc.reason, f"fix it by hand, then {FIX}")
    if state in ("registered", "present"):
        return _check(label, "ok", f"MCP server `writeback` registered in {path}")
    messages = {
        "absent": "MCP server `writeback` is not registered",
        "stale": "MCP server `writeback` is registered with other settings (executable, "
        "WRITEBACK_HOME or tool approval)",
        "damaged": "writeback's MCP entry is damaged or belongs to something else",
    }
    return _check(label, "fail", f"{messages[state]} in {path}", FIX)


def _block_check(name: str, md: Path, body: str, mode: str) -> dict[str, Any]:
    label = f"{name}.block"
    try:
        state = blocks.status(_text(md), body)
    except fileops.Refusal as exc:
        return _check(label, "fail", exc.reason)
    if state == "damaged":
        return _check(
            label,
            "fail",
            f"writeback's markers in {md} are damaged",
            "fix the marker lines by hand",
        )
    if mode == "off":
        if state == "absent":
            return _check(label, "ok", f"no contract block in {md} (auto_writeback is off)")
        return _check(
            label, "warn", f"auto_writeback is off but {md} still holds the contract block", FIX
        )
    if state == "present":
        return _check(label, "ok", f"contract block in {md} is current")
    if state == "stale":
        return _check(label, "warn", f"contract block in {md} is out of date", FIX)
    # The hook captures without it; the block only asks agents to save facts live. It is
    # missing after a bootstrap run while capture was still off.
    return _check(
        label, "warn", f"contract block missing from {md} (capture was turned on after "
        "bootstrap?)", FIX,
    )  # fmt: skip


def _codex_features() -> dict[str, Any]:
    path = paths.codex_home() / "config.toml"
    try:
        data = tomllib.loads(_text(path) or "")
    except (tomllib.TOMLDecodeError, fileops.Refusal):
        return _check("codex.hooks_feature", "warn", f"cannot read {path}")
    raw_features = data.get("features")
    features: dict = raw_features if isinstance(raw_features, dict) else {}
    if features.get("hooks") is False or features.get("codex_hooks") is False:
        return _check(
            "codex.hooks_feature",
            "warn",
            f"hooks are switched off in {path} ([features])",
            "set [features] hooks = true",
        )
    return _check("codex.hooks_feature", "ok", "Codex hooks are not switched off")
