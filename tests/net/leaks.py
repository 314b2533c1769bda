"""What a seat may not see, and where it could hide in a message: for every test that checks
what the table sends (plain views, narration, and the encoded observations and events)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from yamabushi.himiki.chaos import tile
from yamabushi.net.transport.observation import hidden_for
from yamabushi.net.host.table import Table

CARD = re.compile(r"(?<![@\w])[RBPGO][1-7](?!\d)")
SQUARES = re.compile(r"(?:covers|tile on|Whirlpools|Rocks to cover|Magic) [A-L0-9, ]+|Mists [A-L0-9 a-z,]+")
"""A placement's squares (B1, G7) are not cards, nor those of a campaign's pieces."""


def secrets(table: Table, seat: int) -> set[str]:
    """Yami: the cards of the other hands, the automa's deck, the unused cards and the ones thrown
    face down (but those this seat saw face up: its own, or the automa's river's).
    Hi Mi Ki Expert: the codes and names of the other seats' Chaos tiles. SPECTATOR: every hand."""
    state = table.session.state
    if table.session.engine.name == "yami":
        hidden = [c for s, hand in enumerate(state.hands) if s != seat for c in hand]
        held = [c for past in table.session.states for c in (*past.river, *(past.hands[seat] if seat >= 0 else ()))]
        thrown = set(state.discarded) - set(held)
        return {str(c) for c in (*hidden, *state.deck, *state.unused, *thrown)}
    codes_ = {code for s, hand in enumerate(state.chaos.hands) if s != seat for code in hand}
    return codes_ | {tile(code).name for code in codes_}


def strings(data: Any) -> Iterator[str]:
    """Every text in a message, and every encoded card as its name (`R5`)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, list):
        for item in data:
            yield from strings(item)
    elif isinstance(data, dict):
        if data.get("#") == "Card":
            yield str(hidden_for("yami").types.decode(data))
        for value in data.values():
            yield from strings(value)


def leaks(table: Table, seat: int, message: dict[str, Any]) -> set[str]:
    """Another seat's secrets named anywhere in `message` (as a word, a card or an encoded value)."""
    if table.session.outcome() is not None:
        return set()
    secret = secrets(table, seat)
    found = set()
    for text in strings(message):
        found |= set(CARD.findall(SQUARES.sub("", text))) & secret
        found |= {s for s in secret if s == text or f"({s})" in text or (" " in s and s in text)}
    for state in _encoded(message, "HiMiKiState"):
        assert state["rng"] == 0, "the generator's number gives the deal away"
    return found


def _encoded(data: Any, name: str) -> Iterator[dict[str, Any]]:
    if isinstance(data, list):
        for item in data:
            yield from _encoded(item, name)
    elif isinstance(data, dict):
        if data.get("#") == name:
            yield data
        for value in data.values():
            yield from _encoded(value, name)
