"""What happened while an action resolved, for the log and for board highlights.

Squares are board indices so the TUI can highlight them without parsing text.
"""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.core.protocol import Event, GameEnded


@dataclass(frozen=True, slots=True)
class ConflictWon(Event):
    """The Active Cube on `active` beat the opposing cube on `square`; its owner scored 1."""

    seat: int
    active: int
    square: int


@dataclass(frozen=True, slots=True)
class ConflictLost(Event):
    """The Active Cube on `active` was beaten by the cube on `square` (nobody scores)."""

    seat: int
    active: int
    square: int


@dataclass(frozen=True, slots=True)
class InfluenceTaken(Event):
    """`colour` took the Influence tile of `element`, from `stolen_from` if it was held."""

    colour: int
    element: str
    stolen_from: int | None


@dataclass(frozen=True, slots=True)
class ReplayOffered(Event):
    """The mover may act again; the cube on `square` may not return to `barred`."""

    seat: int
    square: int
    barred: int


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """`seat` had no legal action and passed."""

    seat: int


@dataclass(frozen=True, slots=True)
class GameOver(GameEnded):
    """The game ended: `winner` is a colour, or None for a draw."""

    winner: int | None


@dataclass(frozen=True, slots=True)
class TilePlayed(Event):
    """`seat` used a chance to reveal and play the Chaos tile `code`."""

    seat: int
    code: str


@dataclass(frozen=True, slots=True)
class ChaosEffect(Event):
    """A Chaos effect changed the board at `square` (terrain triggered, cube moved, swapped...)."""

    square: int


@dataclass(frozen=True, slots=True)
class ChanceLapsed(Event):
    """Expert: `seat` earned `chances` chances that none of its tiles could use, so they were lost."""

    seat: int
    chances: int


@dataclass(frozen=True, slots=True)
class MukYanRolled(Event):
    """Muk Yan's roll and the cell it picked; `text` says why the move was played."""

    black: str
    white: str
    order: tuple[str, ...]
    action: str
