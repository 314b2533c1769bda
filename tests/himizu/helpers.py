"""Build mid-game positions from small diagrams, and play actions in notation.

A diagram has one line per row and one cell per square, cells separated by
spaces for the eye: the cells of the position line (`yamabushi.himizu.position`),
`.` bare, `b` burning, `c` charred, `p` puddle, `P` two puddles, `m` mud,
`#` shrine, then `F` flame or `W` wave. Supplies are filled in so every tile,
flame and puddle is accounted for, as in a real game; unlike a position line,
the rest of the state is free, so tests can build any corner case.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from yamabushi.core.protocol import Event
from yamabushi.himizu.board import board_for
from yamabushi.himizu.engine import Himizu
from yamabushi.himizu.position import read_squares, supplies
from yamabushi.himizu.state import BASE_MOVES, FIRE, Figure, HimizuState, Phase, Tile

ENGINE = Himizu()


def position(diagram: str, *, board: str = "A", seat: int = FIRE, **fields: Any) -> HimizuState:
    """A state in the middle of `seat`'s turn (3 moves, nothing used) unless `fields` say otherwise."""
    rows = ["".join(line.split()) for line in diagram.strip().splitlines()]
    tiles, figures = read_squares(board_for(board), rows)
    state = ENGINE.new_game({"board": board}, 0)
    state = replace(
        state,
        tiles=tiles,
        figures=figures,
        phase=Phase.TURN,
        seat=seat,
        moves_left=BASE_MOVES,
        **supplies(tiles, figures),
    )
    return replace(state, **fields)


def play(state: HimizuState, *texts: str) -> tuple[HimizuState, list[Event]]:
    """Apply actions in notation through the checked path; return the state and all events."""
    events: list[Event] = []
    for text in texts:
        state, more = ENGINE.apply(state, ENGINE.parse_action(state, text))
        events += more
    return state, events


def sq(name: str, board: str = "A") -> int:
    return board_for(board).index(name)


def tile(state: HimizuState, name: str) -> Tile:
    return state.tiles[state.board.index(name)]


def figure(state: HimizuState, name: str) -> Figure:
    return state.figures[state.board.index(name)]


def legal_texts(state: HimizuState) -> list[str]:
    return [ENGINE.format_action(state, a) for a in ENGINE.legal_actions(state)]


EMPTY = ". . . . .\n" * 5
