"""Shared fixtures of the real-client tests: the pinned clients (installed once per
machine into ``.clients/``) and the test's own homes; the fake model server (``model``)
is in the top conftest. Outside CI a missing npm skips these tests; with ``CI=true`` it
fails them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.clients import env as E
from tests.clients.install import Clients, ClientsUnavailable, ensure

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture(scope="session")
def clients() -> Clients:
    try:
        return ensure()
    except ClientsUnavailable as exc:
        if IN_CI:
            pytest.fail(f"real clients unavailable in CI: {exc}")
        pytest.skip(f"real clients unavailable: {exc}")


@pytest.fixture
def homes(isolated_home: Path) -> E.Homes:
    # The same directories conftest's isolated_home points this process at.
    return E.Homes.make(isolated_home)
