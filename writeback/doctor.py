"""`writeback doctor`: health checks. The core checks config and the brain; each
component contributes its own checks through a ``checks() -> list[dict]`` function named
in :data:`PROVIDERS` (loaded lazily by dotted path, so the core imports no component)."""

from __future__ import annotations

import importlib
from dataclasses import asdict, dataclass
from typing import Any

from writeback import settings

PROVIDERS = (
    "writeback.hooks.doctor:checks",
    "writeback.serve.doctor:checks",
    "writeback.mcp.doctor:checks",
    "writeback.harness.doctor:checks",
)


@dataclass(frozen=True)
class Check:
    name: str
    status: str  # ok | warn | fail
    message: str
    fix: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v is not None}


def core_checks() -> list[Check]:
    from writeback import config as cfg
    from writeback.brain import BrainError, BrainURLError, open_brain

    out: list[Check] = []
    try:
        file_plane = cfg.file_values()
        out.extend(_invalid(file_plane, "config", "stored value"))
        file_ok = True
    except settings.ConfigFileError as exc:
        file_ok = False  # no drift to report against a file nobody can read
        out.append(Check("config.file", "fail", str(exc), "fix or move config.json"))
        closed = settings.load_file_plane_or_closed()
        file_plane = {k: settings.resolve(k, closed, "file") for k in settings.KEYS}
    url = settings.brain_url_from_env_or_file()
    try:
        brain = open_brain(url)
    except (BrainError, BrainURLError, settings.ConfigFileError) as exc:
        out.append(Check("brain.reachable", "fail", str(exc), _damage_fix(url, exc)))
        return out
    with brain:
        try:
            version = brain.schema_version()
            problems = brain.check_integrity()
            db_plane = cfg.db_values(brain) if not problems else {}
        except BrainError as exc:
            out.append(Check("brain.reachable", "fail", str(exc), brain.damage_fix()))
            return out
        out.append(Check("brain.reachable", "ok", f"{brain.url_display} (schema v{version})"))
        if problems:
            shown = "; ".join(problems[:3]) + (" …" if len(problems) > 3 else "")
            out.append(Check("brain.integrity", "fail", f"damaged: {shown}", brain.damage_fix()))
            return out
        out.append(Check("brain.integrity", "ok", "every table reads back; no damage found"))
        out.extend(_invalid(db_plane, "config.db", "DB value"))
        drifts = cfg.drift(file_plane, db_plane) if file_ok else []
        for d in drifts:
            out.append(
                Check(
                    f"config.drift.{d.key}",
                    "warn",
                    f"config.json says {d.file_value!r} but the brain (runtime) says {d.db_value!r}",
                    d.fix,
                )
            )
        if file_ok and not drifts:
            out.append(Check("config.drift", "ok", "file plane and brain agree"))
        out.extend(_audience_checks(brain))
        out.extend(_engine_checks(db_plane))
    if all(r.valid for r in file_plane.values()):
        mode = file_plane["memory.auto_writeback"].value
        out.append(Check("config.valid", "ok", f"all keys valid; memory.auto_writeback={mode}"))
    return out


def _audience_checks(brain: object) -> list[Check]:
    """Who reads this brain (with the evidence), and a quiet word about a declined offer."""
    from writeback import audience

    try:
        stored = settings.load_file_plane()
    except settings.ConfigFileError:
        stored = None
    found = audience.resolve(brain, stored)
    reasons = "; ".join(found.reasons)
    out = [Check("memory.audience", "ok" if found.value != "unknown" else "warn",
                 f"{found.value} ({reasons})", None if found.declared else audience.FIX)]  # fmt: skip
    if stored is not None:
        mode = settings.read_file_value("memory.auto_writeback", stored).value
        shown = settings.read_file_value("memory.auto_writeback_notice_shown", stored).value
        if mode == "off" and shown is True:
            out.append(Check("memory.capture_offer", "ok",
                             "capture is off; the one-time offer to turn it on was made",
                             "writeback config set memory.auto_writeback salient"))  # fmt: skip
    out.extend(_memory_counts(brain))
    return out


def _engine_checks(plane: dict[str, settings.Resolved]) -> list[Check]:
    """The extraction engine harvest will use (DB plane) can be built here: its settings
    are complete and its CLI is on PATH."""
    from writeback.extract import engine_options, get_extractor, metered

    def conf(key: str) -> Any:
        return plane[key].value

    engine = conf("extract.engine")
    if not metered(engine):
        return [Check("extract.engine", "ok", f"{engine} (built in, offline)")]
    try:
        get_extractor(
            engine,
            command=conf("extract.command"),
            timeout=float(conf("extract.timeout")),
            options=engine_options(conf),
        )
    except ValueError as exc:
        fix = "fix the setting it names, or: writeback config set extract.engine rules"
        return [Check("extract.engine", "fail", str(exc), fix)]
    budget = conf("extract.daily_budget")
    return [Check("extract.engine", "ok", f"{engine}; at most {budget} calls a day")]


def _memory_counts(brain: Any) -> list[Check]:
    """Lapsed transient facts and the last 7 days' harvests, from the brain."""
    from datetime import UTC, datetime, timedelta

    now = datetime.now(UTC)
    try:
        facts = brain.fact_counts(now)
        harvested = brain.receipt_counts(now - timedelta(days=7))
    except Exception as exc:  # noqa: BLE001 - a count that fails is reported, not fatal
        return [Check("memory.counts", "warn", f"cannot count facts: {exc}")]
    shown = ", ".join(f"{k} {v}" for k, v in sorted(harvested.items())) or "none"
    return [
        Check("memory.facts", "ok", f"{facts['active']} active, {facts['superseded']} "
              f"superseded, {facts['forgotten']} forgotten, {facts['lapsed']} lapsed transient"),
        Check("memory.harvest_7d", "ok", f"harvest outcomes in 7 days: {shown}"),
    ]  # fmt: skip


def _damage_fix(url: str, exc: Exception) -> str | None:
    """The recovery line for a SQLite brain too damaged to open."""
    if "damaged" not in str(exc):
        return None
    from writeback.brain.url import parse

    try:
        path = parse(url).path
    except ValueError:
        return None
    if path is None:
        return None
    return f"mv {path} {path}.damaged && sqlite3 {path}.damaged .recover | sqlite3 {path}"


def _invalid(plane: dict[str, settings.Resolved], prefix: str, what: str) -> list[Check]:
    """A failing check for every key whose stored value readers had to replace."""
    return [
        Check(
            f"{prefix}.{key}",
            "fail",
            f"{what} {r.raw!r} is invalid; using {r.value!r}",
            f"writeback config set {key} <{settings.KEYS[key].allowed()}>",
        )
        for key, r in plane.items()
        if not r.valid
    ]


def provider_checks() -> list[Check]:
    out: list[Check] = []
    for target in PROVIDERS:
        module_name, attr = target.split(":")
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:  # a missing component is a broken install: say so
            out.append(Check(module_name, "fail", f"cannot load checks: {exc}", "./install.sh"))
            continue
        try:
            for item in getattr(module, attr)():
                out.append(Check(**item) if isinstance(item, dict) else item)
        except Exception as exc:  # a broken check must not hide the others
            out.append(Check(module_name, "fail", f"check crashed: {type(exc).__name__}: {exc}"))
    return out


def run_all() -> list[Check]:
    return core_checks() + provider_checks()
