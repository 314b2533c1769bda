"""The set-up phase: seats place their cubes one at a time, in the mode's order.

Each placement picks a free square among the ones the mode allows at that
step, and one of the six orientations. The random set-up makes the same
choices from the generator kept in the state, so a seed fixes it.
"""

from __future__ import annotations

from dataclasses import replace

from yamabushi.core.protocol import Event
from yamabushi.core.rng import choice
from yamabushi.himiki.actions import Place
from yamabushi.himiki.cube import ORIENTATIONS, make_cube
from yamabushi.himiki.modes import ModeRules
from yamabushi.himiki.state import EMPTY_BOARD, HiMiKiState


def setup_state(rules: ModeRules, rng: int) -> HiMiKiState:
    """An empty board waiting for the first placement."""
    return HiMiKiState(EMPTY_BOARD, to_move=rules.placements[0][0], setup=True, rng=rng, mode=rules.name)


def placement_slot(state: HiMiKiState) -> tuple[int, tuple[int, ...]]:
    """(seat, allowed squares) of the next placement; the board tells how many were made."""
    placed = sum(cube is not None for cube in state.board)
    return state.rules.placements[placed]


def legal_placements(state: HiMiKiState) -> list[Place]:
    _, squares = placement_slot(state)
    return [Place(sq, *o) for sq in squares if state.board[sq] is None for o in ORIENTATIONS]


def place(state: HiMiKiState, action: Place) -> tuple[HiMiKiState, tuple[Event, ...]]:
    """Put the cube down; after the last one, play starts with the first seat, unrestricted."""
    board = list(state.board)
    board[action.square] = make_cube(state.colour, action.top, action.ns, action.ew)
    placed = sum(cube is not None for cube in board)
    placements = state.rules.placements
    if placed == len(placements):
        return replace(state, board=tuple(board), to_move=0, setup=False), ()
    return replace(state, board=tuple(board), to_move=placements[placed][0]), ()


def random_setup(state: HiMiKiState) -> HiMiKiState:
    """Make every remaining placement at random, drawing from the state's generator."""
    while state.setup:
        action, rng = choice(state.rng, legal_placements(state))
        state, _ = place(replace(state, rng=rng), action)
    return state
