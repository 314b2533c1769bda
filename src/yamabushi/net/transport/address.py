"""Where a client connects: the address a person types, as the URL both clients open, and the
sentence both say when their person leaves (how to sit down again)."""

from __future__ import annotations

from yamabushi.core.errors import RulesError
from yamabushi.core.numbers import whole_number

LEFT = "You left the table; join again with the same code to sit back down."


def address_url(address: str) -> str:
    """`HOST:PORT` (or a ws:// address) as the URL to connect to."""
    if address.startswith(("ws://", "wss://")):
        return address
    host, _, port = address.rpartition(":")
    if not host or whole_number(port, 5) is None:
        raise RulesError(f"Give the table's address as HOST:PORT, e.g. 127.0.0.1:8765, not {address!r}.")
    return f"ws://{address}"
