"""What happened while an action resolved, for the log and for board highlights.

Squares are board indices and seats are 0 (Fire) / 1 (Water), so a screen can
highlight without parsing text; `text` is the sentence for the log.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.core.protocol import Event, GameEnded
from yamabushi.himizu.state import Figure, Tile


@dataclass(frozen=True, slots=True)
class FigurePlaced(Event):
    """A flame or the wave was put on `square` (set-up, or Fire's ability 4)."""

    figure: Figure
    square: int


@dataclass(frozen=True, slots=True)
class FigureMoved(Event):
    """A figure went from `src` to `dst`; `cost` is the moves it used (0 or 1)."""

    figure: Figure
    src: int
    dst: int
    cost: int


@dataclass(frozen=True, slots=True)
class FlameReturned(Event):
    """The wave (under ability W4) entered `square` and sent its flame back to Fire."""

    square: int


@dataclass(frozen=True, slots=True)
class TileLaid(Event):
    """A tile from a supply went onto `square` (burning from Fire, a puddle from Water)."""

    square: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class TileFlipped(Event):
    """The burning tile on `square` turned to its charred side."""

    square: int


@dataclass(frozen=True, slots=True)
class TileReturned(Event):
    """The terrain tile `tile` on `square` went back to Fire's supply."""

    square: int
    tile: Tile


@dataclass(frozen=True, slots=True)
class TileProliferated(Event):
    """At the start of Fire's turn a burning tile appeared on `square`."""

    square: int


@dataclass(frozen=True, slots=True)
class PuddleMoved(Event):
    """A puddle tile went from `src` to `dst`, where it now makes `result`."""

    src: int
    dst: int
    result: Tile


@dataclass(frozen=True, slots=True)
class AbilityUsed(Event):
    """`seat` used its ability `number`; the tokens paid went to the opponent."""

    seat: int
    number: int
    fire_tokens: int
    water_tokens: int
    credit: int


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """`seat` starts its turn of `round` with `moves` moves."""

    seat: int
    round: int
    moves: int


@dataclass(frozen=True, slots=True)
class GameOver(GameEnded):
    """The game ended; `winner` is a seat."""

    winner: int
