"""A throwaway PostgreSQL database per test, on the local server (trust auth on
127.0.0.1:5432, as .ci/run ensures). Tests that need it skip when no server answers."""

from __future__ import annotations

import contextlib
import os
import uuid
from collections.abc import Iterator

import pytest

ADMIN_DSN = os.environ.get("WRITEBACK_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")


def _admin():
    import psycopg

    try:
        return psycopg.connect(ADMIN_DSN, autocommit=True, connect_timeout=3)
    except psycopg.Error as exc:
        pytest.skip(f"no PostgreSQL server for the test suite ({exc})")


@contextlib.contextmanager
def postgres_database() -> Iterator[str]:
    name = "wbtest_" + uuid.uuid4().hex[:12]
    admin = _admin()
    try:
        admin.execute(f'CREATE DATABASE "{name}"')
        base = ADMIN_DSN.rsplit("/", 1)[0]
        yield f"{base}/{name}"
    finally:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.close()
