"""Two-plane configuration: the file plane (config.json) and the DB plane (the brain).

``set_value`` validates with pydantic, writes the file plane atomically, then the DB
plane. The file plane is what engine-free readers (the hook, the instruction renderer)
see; the DB plane is authoritative for every extraction gate (:func:`db_value`).
Readers never raise on bad stored values: they fail closed with ``valid=False``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, JsonValue, RootModel, field_validator, model_validator

from writeback import settings
from writeback.brain import Brain, BrainError, BrainURLError, open_brain
from writeback.settings import ConfigFileError, Resolved, SettingError


class ConfigChange(BaseModel):
    """One validated `config set`: the key must exist and the value must fit its rule."""

    model_config = ConfigDict(frozen=True)
    key: str
    raw: str
    value: JsonValue = None

    @field_validator("key")
    @classmethod
    def _known_key(cls, key: str) -> str:
        settings.get_key(key)  # SettingError (a ValueError) lists the known keys
        return key

    @model_validator(mode="after")
    def _parse(self) -> ConfigChange:
        object.__setattr__(self, "value", settings.parse_input(self.key, self.raw))
        return self


class ConfigDocument(RootModel[dict[str, JsonValue]]):
    """config.json: a flat JSON object of key → value."""


class DBPlaneError(Exception):
    """The file plane changed but the brain's copy (the runtime value) did not."""


@dataclass(frozen=True)
class SetResult:
    key: str
    value: Any
    db_written: bool


def validate_change(key: str, raw: str) -> ConfigChange:
    from pydantic import ValidationError

    try:
        return ConfigChange(key=key, raw=raw)
    except ValidationError as exc:
        messages = [str(e.get("ctx", {}).get("error") or e["msg"]) for e in exc.errors()]
        raise SettingError("; ".join(m.removeprefix("Value error, ") for m in messages)) from None


def load_file() -> dict[str, Any]:
    """The file plane, validated as a JSON object (ConfigFileError on garbage)."""
    from pydantic import ValidationError

    data = settings.load_file_plane()
    try:
        return ConfigDocument.model_validate(data).root
    except ValidationError as exc:
        raise ConfigFileError(f"config.json is not a flat key/value object: {exc}") from None


def set_value(key: str, raw: str, brain_url: str | None = None) -> SetResult:
    change = validate_change(key, raw)
    data = load_file()
    data[change.key] = change.value
    settings.write_file_plane(data)
    spec = settings.KEYS[change.key]
    if change.key == "brain.url":
        _seed_db_plane(str(change.value), data)
        return SetResult(change.key, change.value, db_written=False)
    if not spec.db_plane:
        return SetResult(change.key, change.value, db_written=False)
    try:
        with open_brain(brain_url) as brain:
            brain.config_set(change.key, change.value)
    except (BrainError, BrainURLError) as exc:
        raise DBPlaneError(str(exc)) from None
    return SetResult(change.key, change.value, db_written=True)


def _seed_db_plane(url: str, file_plane: dict[str, Any]) -> None:
    """Give a newly configured brain the file plane's values for keys it has never stored,
    so it does not start with every gate at its default (mode off) while config.json —
    and so the hook — says otherwise. Keys the brain already has are left alone: a shared
    brain's runtime values are not ours to overwrite."""
    try:
        with open_brain(url) as brain:
            stored = brain.config_all()
            for key, spec in settings.KEYS.items():
                if spec.db_plane and key in file_plane and key not in stored:
                    brain.config_set(key, file_plane[key])
    except (BrainError, BrainURLError) as exc:
        raise DBPlaneError(str(exc)) from None


def unset_value(key: str, brain_url: str | None = None) -> None:
    spec = settings.get_key(key)
    data = load_file()
    if key in data:
        del data[key]
        settings.write_file_plane(data)
    if spec.db_plane:
        try:
            with open_brain(brain_url) as brain:
                brain.config_unset(key)
        except (BrainError, BrainURLError) as exc:
            raise DBPlaneError(str(exc)) from None


def db_value(brain: Brain, key: str) -> Resolved:
    """The authoritative (DB-plane) value of ``key``; raises BrainError if unreadable.

    Gates must call this at decision time and treat an exception as "don't proceed":
    never fall back to a cached or file-plane "on".
    """
    return settings.resolve(key, brain.config_all(), "db")


def db_values(brain: Brain) -> dict[str, Resolved]:
    stored = brain.config_all()
    return {
        k: settings.resolve(k, stored, "db") for k, spec in settings.KEYS.items() if spec.db_plane
    }


def file_values() -> dict[str, Resolved]:
    stored = load_file()
    return {k: settings.resolve(k, stored, "file") for k in settings.KEYS}


@dataclass(frozen=True)
class Drift:
    key: str
    file_value: Any
    db_value: Any

    @property
    def fix(self) -> str:
        return f"writeback config set {self.key} {_shell_value(self.file_value)}"


def drift(file_plane: dict[str, Resolved], db_plane: dict[str, Resolved]) -> list[Drift]:
    out = []
    for key, db in db_plane.items():
        fv = file_plane[key]
        if fv.value != db.value:
            out.append(Drift(key, fv.value, db.value))
    return out


def format_value(value: Any) -> str:
    """A setting's value as a user types it: true/false, a JSON list, or plain text."""
    import json

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return json.dumps(value)
    return str(value)


def _shell_value(value: Any) -> str:
    import shlex

    return shlex.quote(format_value(value))
