"""Fixtures shared by the table tests."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.net.leaks import leaks
from yamabushi.app.sessions import new_session
from yamabushi.net.transport.protocol import encode
from yamabushi.net.host.table import Table
from yamabushi.net.host.testing import served_in_thread


@pytest.fixture
def checked(monkeypatch) -> list[str]:
    """Every update the server builds is checked against the other hands, the automa's deck,
    the unused and the face-down cards, at the moment it is built (tests/net/leaks.py)."""
    found: list[str] = []
    built = Table.update

    def update(table: Table, seat: int, since: int) -> dict[str, Any]:
        fields = built(table, seat, since)
        found.extend(leaks(table, seat, json.loads(encode("update", **fields))))
        return fields

    monkeypatch.setattr(Table, "update", update)
    return found


@pytest.fixture
def table(tmp_path, monkeypatch):
    """A Hi Mi Ki table served from a thread of its own; yields (table, address)."""
    monkeypatch.setenv("YAMABUSHI_HOME", str(tmp_path))
    table = Table.around(new_session("himiki", {"mode": "1v1"}, 3))
    with served_in_thread(table) as address:
        yield table, address
