"""The three Yami actions. Small frozen values; their text form is in notation.py.

`Play` is a card from the acting player's hand or, when the automa is to play,
the river card the Leader picks for it. `PlayDeck` is the Leader turning over
the automa's top deck card. `Place` lays the Decision card's Spirit tile.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.yami.cards import Card


@dataclass(frozen=True, slots=True)
class Play:
    card: Card


@dataclass(frozen=True, slots=True)
class PlayDeck:
    pass


@dataclass(frozen=True, slots=True)
class Place:
    """The tile `card` with its anchor (first square in reading order) on `anchor`."""

    card: Card
    anchor: int
    rotation: int = 0
    flipped: bool = False


Action = Play | PlayDeck | Place
