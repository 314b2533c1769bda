"""A puzzle in play: the position, the puzzle it came from and the paid moves used, with what
is still playable. The engine, its events and its refusals all read it, so it sits below them."""

from __future__ import annotations

from dataclasses import dataclass

from yamabushi.himiki.cube import Cube
from yamabushi.himiki.mindlock.actions import MindlockAction
from yamabushi.himiki.mindlock.position import Position, board_cubes
from yamabushi.himiki.mindlock.puzzle import Puzzle
from yamabushi.himiki.mindlock.rules import is_free, is_solved, legal


@dataclass(frozen=True, slots=True)
class MindlockState:
    """The position, the puzzle it came from, and the paid moves used so far."""

    pos: Position
    puzzle: Puzzle
    moves: int = 0

    @property
    def board(self) -> tuple[Cube | None, ...]:
        """The cubes as Hi Mi Ki draws them, for the board widget."""
        return board_cubes(self.pos)

    @property
    def replay(self) -> tuple[int, int] | None:
        """(from, to) of the Tilt whose free replay is on offer."""
        return None if self.pos.pending else self.pos.replay

    @property
    def solved(self) -> bool:
        return is_solved(self.pos, self.puzzle.required)

    @property
    def moves_left(self) -> int | None:
        return None if self.puzzle.par is None else self.puzzle.par - self.moves


def playable(state: MindlockState) -> list[MindlockAction]:
    """The legal actions: none once solved, only the free ones once PAR moves are used."""
    if state.solved:
        return []
    actions = legal(state.pos)
    if state.moves_left is not None and state.moves_left <= 0:
        actions = [a for a in actions if is_free(state.pos, a)]
    return actions


def is_over(state: MindlockState) -> bool:
    """Solved, or failed: nothing left to play."""
    return state.solved or not playable(state)
