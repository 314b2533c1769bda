"""The set-up phase: seats place their cubes one at a time, in the mode's order.

Each placement picks a free square among the ones the mode allows at that
step, and one of the six orientations. The random set-up makes the same
choices from the generator kept in the state, so a seed fixes it.
"""

from __future__ import annotations

from yamabushi.core.protocol import Event
from yamabushi.core.rng import choice
from yamabushi.himiki.actions import Place
from yamabushi.himiki.board import SQUARES
from yamabushi.himiki.cube import ORIENTATIONS, make_cube
from yamabushi.himiki.modes import MODES, ModeRules
from yamabushi.himiki.state import EMPTY_BOARD, HiMiKiState, evolve

_PLACES: tuple[tuple[Place, ...], ...] = tuple(tuple(Place(sq, *o) for o in ORIENTATIONS) for sq in SQUARES)
"""Per square, the Place of each orientation: shared objects, so listing them allocates nothing."""


def setup_state(rules: ModeRules, rng: int) -> HiMiKiState:
    """An empty board waiting for the first placement."""
    return HiMiKiState(EMPTY_BOARD, to_move=rules.placements[0][0], setup=True, rng=rng, mode=rules.name)


def placement_slot(state: HiMiKiState) -> tuple[int, tuple[int, ...]]:
    """(seat, allowed squares) of the next placement; the board tells how many were made."""
    board = state.board
    return MODES[state.mode].placements[len(board) - board.count(None)]


def legal_placements(state: HiMiKiState) -> list[Place]:
    _, squares = placement_slot(state)
    board = state.board
    return [p for sq in squares if board[sq] is None for p in _PLACES[sq]]


def place(state: HiMiKiState, action: Place) -> tuple[HiMiKiState, tuple[Event, ...]]:
    return _placed(state, action, state.rng), ()


def _placed(state: HiMiKiState, action: Place, rng: int) -> HiMiKiState:
    """Put the cube down; after the last one, play starts with the first seat, unrestricted."""
    board = list(state.board)
    board[action.square] = make_cube(state.colour, action.top, action.ns, action.ew)
    placed = len(board) - board.count(None)
    placements = MODES[state.mode].placements
    if placed == len(placements):
        return evolve(state, board=tuple(board), to_move=0, setup=False, rng=rng)
    return evolve(state, board=tuple(board), to_move=placements[placed][0], rng=rng)


def random_setup(state: HiMiKiState) -> HiMiKiState:
    """Make every remaining placement at random, drawing from the state's generator."""
    while state.setup:
        action, rng = choice(state.rng, legal_placements(state))
        state = _placed(state, action, rng)
    return state
