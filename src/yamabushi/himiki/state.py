"""The Hi Mi Ki game state: one immutable, hashable value per position."""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.himiki.cube import Cube
from yamabushi.himiki.modes import MODES, ModeRules


@dataclass(frozen=True, slots=True)
class HiMiKiState:
    """A position, plus the little history the rules need.

    `to_move` is a seat index (equal to the colour in 1v1). Scores and
    Influence holders are colours. `replay` is (from, to) of the cube that just
    tilted while its owner is offered a replay; `must_tilt` is the Rotate
    restriction on the first action of the turn. `quiet_turns` counts whole
    turns without a score change (for the draw claim) and `turn_scored` tells
    whether the turn in progress has changed a score yet.
    """

    board: tuple[Cube | None, ...]
    to_move: int = 0
    scores: tuple[int, int] = (0, 0)
    influence: tuple[int | None, int | None, int | None] = (None, None, None)
    must_tilt: bool = False
    replay: tuple[int, int] | None = None
    setup: bool = False
    quiet_turns: int = 0
    turn_scored: bool = False
    rng: int = 0
    winner: int | None = None
    draw: bool = False
    mode: str = "1v1"

    @property
    def rules(self) -> ModeRules:
        return MODES[self.mode]

    @property
    def colour(self) -> int:
        """The colour of the cubes the side to move plays."""
        return MODES[self.mode].seat_colours[self.to_move]

    @property
    def over(self) -> bool:
        return self.winner is not None or self.draw

    def cubes_of(self, colour: int) -> tuple[int, ...]:
        """Squares holding `colour`'s cubes, in ascending order."""
        return tuple(sq for sq, c in enumerate(self.board) if c is not None and c.owner == colour)


EMPTY_BOARD: tuple[Cube | None, ...] = (None,) * 30
