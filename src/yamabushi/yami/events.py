"""What `apply` reports, for the log and for highlighting. Positions are turn-order
positions (the automa is 2 in a 2-player game); `text` is a ready log sentence."""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.core.protocol import Event, GameEnded
from yamabushi.yami.cards import Card


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """`source` is "hand", "river" or "deck" (the automa's top card, now revealed)."""

    position: int
    card: Card
    source: str


@dataclass(frozen=True, slots=True)
class RiverRefilled(Event):
    card: Card


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """The trick's winner; `card` is the Decision card, whose colour is the next trump."""

    position: int
    card: Card
    placer: int


@dataclass(frozen=True, slots=True)
class KakapoTaken(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    card: Card
    squares: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MissionEnded(GameEnded):
    success: bool


@dataclass(frozen=True, slots=True)
class TokenTaken(Event):
    """A Whirlpool or Mist token leaves the board (`kind` "whirlpool" or "mist")."""

    square: int
    kind: str


@dataclass(frozen=True, slots=True)
class CardDiscarded(Event):
    """A card thrown face down: the event names who, never which card."""

    position: int


@dataclass(frozen=True, slots=True)
class PowerUsed(Event):
    power: str
