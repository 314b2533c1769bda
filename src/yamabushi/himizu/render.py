"""The state as JSON (for `yamabushi himizu replay --json`) and as a text board.

JSON keys (also documented in rules/himizu.md):
- `game` "himizu"; `board` the side; `columns`, `rows`; `shrines` square names.
- `squares`: {name: {"tile": t, "figure": f}} in reading order, every square
  of the grid; t is null, "burning", "charred", "puddle", "stacked-puddles"
  or "mud"; f is null, "flame" or "wave".
- `supply`: {"Fire": {"terrain_tiles", "flames", "round_tokens"},
  "Water": {"puddles"}}.
- `tokens`: {"Fire": {"F", "W"}, "Water": {"F", "W"}}: power tokens held.
- `round`, `phase` ("setup", "turn", "puddle", "over"), `to_play` ("Fire",
  "Water" or null once over), `moves_left`, `credit` (left-over value),
  `abilities_used` (codes such as "F2"), `charred_open`, `wave_boost`,
  `wave_boost_next`, `puddles_entered` (square names),
  `terrain_on_board`, `winner` ("Fire", "Water" or null), `result` (a
  sentence or null).
"""

from __future__ import annotations

from typing import Any

from yamabushi.himizu.abilities import ability_code
from yamabushi.himizu.state import FIRE, SEATS, Figure, HimizuState, Phase, Tile

TILE_KEYS = {
    Tile.NONE: None,
    Tile.BURNING: "burning",
    Tile.CHARRED: "charred",
    Tile.PUDDLE: "puddle",
    Tile.PUDDLES: "stacked-puddles",
    Tile.MUD: "mud",
}
FIGURE_KEYS = {Figure.NONE: None, Figure.FLAME: "flame", Figure.WAVE: "wave"}
TILE_GLYPHS = {Tile.NONE: ".", Tile.BURNING: "b", Tile.CHARRED: "c", Tile.PUDDLE: "p", Tile.PUDDLES: "P", Tile.MUD: "m"}
FIGURE_GLYPHS = {Figure.NONE: " ", Figure.FLAME: "F", Figure.WAVE: "W"}
LEGEND = "tiles: . none, b burning, c charred, p puddle, P two puddles, m mud, ## shrine; figures: F flame, W wave"


def to_json(state: HimizuState) -> dict[str, Any]:
    board = state.board
    return {
        "game": "himizu",
        "board": board.side,
        "columns": board.columns,
        "rows": board.rows,
        "shrines": [board.name(sq) for sq in sorted(board.shrines)],
        "squares": {
            board.name(sq): {"tile": TILE_KEYS[state.tiles[sq]], "figure": FIGURE_KEYS[state.figures[sq]]}
            for sq in range(board.size)
        },
        "supply": {
            "Fire": {
                "terrain_tiles": state.fire_tiles,
                "flames": state.fire_flames,
                "round_tokens": state.round_tokens,
            },
            "Water": {"puddles": state.water_puddles},
        },
        "tokens": {SEATS[seat]: {"F": held[0], "W": held[1]} for seat, held in enumerate(state.tokens)},
        "round": state.round,
        "phase": str(state.phase),
        "to_play": None if state.over else SEATS[state.seat],
        "moves_left": state.moves_left,
        "credit": state.credit,
        "abilities_used": [ability_code(state.seat, n) for n in sorted(state.used)],
        "charred_open": state.charred_open,
        "wave_boost": state.wave_boost,
        "wave_boost_next": state.wave_boost_next,
        "puddles_entered": [board.name(sq) for sq in sorted(state.entered)],
        "terrain_on_board": state.terrain_on_board(),
        "winner": None if state.winner is None else SEATS[state.winner],
        "result": state.result or None,
    }


def to_text(state: HimizuState) -> str:
    """A readable board with the supplies, tokens and whose turn it is."""
    board = state.board
    header = "   ".join(chr(ord("A") + c) for c in range(board.columns))
    lines = [f"Himizu, board {board.side}, round {state.round}", f"    {header}"]
    for row in range(board.rows):
        cells = [_cell(state, row * board.columns + c) for c in range(board.columns)]
        lines.append(f"{row + 1:>2}  " + "  ".join(cells).rstrip())
    lines += [LEGEND, *_status(state)]
    return "\n".join(lines)


def _cell(state: HimizuState, square: int) -> str:
    if square in state.board.shrines:
        return "##"
    return TILE_GLYPHS[state.tiles[square]] + FIGURE_GLYPHS[state.figures[square]]


def _status(state: HimizuState) -> list[str]:
    fire, water = state.tokens
    lines = [
        f"Fire's supply: terrain tiles {state.fire_tiles}, flames {state.fire_flames}, round tokens {state.round_tokens}.",
        f"Water's supply: puddles {state.water_puddles}.",
        f"Power tokens held: Fire F{fire[0]} W{fire[1]}, Water F{water[0]} W{water[1]}.",
    ]
    if state.over:
        return lines + [f"Game over. {state.result}"]
    seat = SEATS[state.seat]
    if state.phase is Phase.SETUP:
        return lines + [f"Set-up: {seat} places {'a flame' if state.seat == FIRE else 'the wave'}."]
    used = ", ".join(ability_code(state.seat, n) for n in sorted(state.used)) or "none"
    lines.append(
        f"{seat} to play: {state.moves_left} moves left, left-over value {state.credit}, abilities used: {used}."
    )
    if state.phase is Phase.PUDDLE:
        lines.append("Water may now move one puddle (ability W2) or skip.")
    return lines
