"""The Yami actions. Small frozen values; their text form is in notation.py.

`Play` is a card from the acting player's hand or, when the automa is to play,
the river card the Leader picks for it. `PlayDeck` is the Leader turning over
the automa's top deck card. `Place` lays the Decision card's Spirit tile.
Campaign missions add `Discard` (a card thrown face down at a Whirlpool or a
Moon tile's call) and `UsePower` (a Power token laid on a Power tile).
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


@dataclass(frozen=True, slots=True)
class Discard:
    """A card from the acting position's hand (or the automa's river) thrown face down."""

    card: Card


@dataclass(frozen=True, slots=True)
class UsePower:
    """Activate the Power tile `power`; its target, when it needs one, is a colour
    letter, a square, or a new placement of an already placed Spirit tile."""

    power: str
    colour: str | None = None
    square: int | None = None
    move: Place | None = None


Action = Play | PlayDeck | Place | Discard | UsePower
