"""Build mid-game positions from small diagrams, and play actions in notation.

A diagram has one line per row and one cell per square: the tile glyph, then
the figure glyph if any (the same glyphs as the text board): `.` bare,
`b` burning, `c` charred, `p` puddle, `P` two puddles, `m` mud, `#` shrine;
`F` flame, `W` wave. Supplies are filled in so every tile, flame and puddle is
accounted for, as in a real game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from yamabushi.core.protocol import Event
from yamabushi.himizu.board import board_for
from yamabushi.himizu.engine import Himizu
from yamabushi.himizu.render import FIGURE_GLYPHS, TILE_GLYPHS
from yamabushi.himizu.state import (
    BASE_MOVES,
    FIRE,
    FLAME_FIGURES,
    PUDDLE_COUNT,
    PUDDLE_TILES,
    TERRAIN,
    TERRAIN_TILES,
    Figure,
    HimizuState,
    Phase,
    Tile,
)

ENGINE = Himizu()
_TILES = {glyph: tile for tile, glyph in TILE_GLYPHS.items()} | {"#": Tile.NONE}
_FIGURES = {glyph: figure for figure, glyph in FIGURE_GLYPHS.items() if glyph != " "}


def position(diagram: str, *, board: str = "A", seat: int = FIRE, **fields: Any) -> HimizuState:
    """A state in the middle of `seat`'s turn (3 moves, nothing used) unless `fields` say otherwise."""
    cells = diagram.split()
    side = board_for(board)
    assert len(cells) == side.size, f"the diagram has {len(cells)} cells, the board {side.size}"
    tiles = tuple(_TILES[cell[0]] for cell in cells)
    figures = tuple(_FIGURES[cell[1]] if len(cell) > 1 else Figure.NONE for cell in cells)
    state = ENGINE.new_game({"board": board}, 0)
    state = replace(
        state,
        tiles=tiles,
        figures=figures,
        phase=Phase.TURN,
        seat=seat,
        moves_left=BASE_MOVES,
        fire_tiles=TERRAIN_TILES - sum(t in TERRAIN for t in tiles),
        fire_flames=FLAME_FIGURES - figures.count(Figure.FLAME),
        water_puddles=PUDDLE_TILES - sum(PUDDLE_COUNT.get(t, 0) for t in tiles),
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
