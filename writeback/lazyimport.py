"""Start-up helpers: pay for a module only when something really uses it.

- :func:`defer_module` puts a stand-in for a module into ``sys.modules``; the real module
  is imported on the first attribute access. detect-secrets imports ``requests`` (~90 ms
  with urllib3) at module level only for secret *verification*, and ``multiprocessing``
  (~15 ms) only for its parallel file scan; writeback runs neither.
- :func:`skip_package_init` makes a package's submodules importable without running its
  ``__init__`` first; the ``__init__`` runs on the first access to a name it defines. The
  ``mcp`` SDK's ``__init__`` imports the client side and the HTTP transports, which a
  stdio server never uses.

- :func:`lazy_re` is ``re.compile`` paid on the first match, not at import: the secret
  scanner's rarer heuristics (about 20 ms of compiling) are never built for a plain
  sentence.

The first two are no-ops when the module is already imported, and both end in the real module's
namespace, so later importers see the real thing.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import sys
import types
from typing import Any


class _DeferredModule(types.ModuleType):
    def __init__(self, name: str, annotation_only: tuple[str, ...]) -> None:
        super().__init__(name)
        self.__dict__["_annotation_only"] = annotation_only

    def __getattr__(self, attr: str) -> Any:  # only for names not set yet
        if attr in self.__dict__["_annotation_only"]:
            return type(attr, (), {"__module__": self.__name__})
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        real = importlib.import_module(self.__name__)
        self.__dict__.update(real.__dict__)
        return getattr(real, attr)


def defer_module(name: str, annotation_only: tuple[str, ...] = ()) -> None:
    """Import ``name`` on first use. Names in ``annotation_only`` (read at ``def`` time by
    annotations) get a placeholder class instead of forcing the import."""
    if name not in sys.modules:
        sys.modules[name] = _DeferredModule(name, annotation_only)


def skip_package_init(name: str) -> None:
    """Register package ``name`` with its ``__path__`` but without running its
    ``__init__``; the first lookup of a name the ``__init__`` defines runs it."""
    if name in sys.modules:
        return
    parent = name.rpartition(".")[0]
    if parent and parent not in sys.modules:
        return  # only below a package that is itself skipped or loaded
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None or spec.submodule_search_locations is None:
        return
    module = importlib.util.module_from_spec(spec)
    loader = spec.loader
    state = {"ran": False}

    def __getattr__(attr: str) -> Any:
        if state["ran"] or attr.startswith("__"):
            raise AttributeError(f"module {name!r} has no attribute {attr!r}")
        state["ran"] = True
        loader.exec_module(module)  # the real __init__, into this module's namespace
        try:
            return module.__dict__[attr]
        except KeyError:
            raise AttributeError(f"module {name!r} has no attribute {attr!r}") from None

    module.__dict__["__getattr__"] = __getattr__
    sys.modules[name] = module
    if parent:
        setattr(sys.modules[parent], name.rpartition(".")[2], module)


class LazyPattern:
    """A compiled regex built on first use; it answers the ``re.Pattern`` methods."""

    __slots__ = ("_source", "_flags", "_compiled")

    def __init__(self, source: str, flags: int = 0) -> None:
        self._source = source
        self._flags = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self._source, self._flags)
        return self._compiled

    def __getattr__(self, attr: str) -> Any:  # search, match, finditer, sub, pattern, ...
        return getattr(self.compiled(), attr)


def lazy_re(source: str, flags: int = 0) -> Any:
    """``re.compile(source, flags)`` on first use (typed as a pattern for callers)."""
    return LazyPattern(source, flags)
