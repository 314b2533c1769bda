"""Himizu position notation: a position in play as one line of text, read and written.

Tutorials start scenes from it and tests build positions with it. The line is
four fields, then optional ones in any order, all separated by spaces:

    <side> <squares> <seat> <round> [tokens=..] [moves=N] [credit=N] [used=..] [entered=..] [w4] [puddle]

e.g. `A bF..../...../..b../.pW.../..... Fire 3 tokens=FW/FFWW moves=2 used=F1`.

- side: the board side, `A` or `B`.
- squares: one group of cells per row, top row first, groups separated by `/`.
  A cell is a tile glyph, then `F` (flame) or `W` (wave) if a figure stands
  there: `.` bare, `b` burning, `c` charred, `p` puddle, `P` two puddles,
  `m` mud, `#` the Shrine (the text board's glyphs).
- seat: `Fire` or `Water`, the spirit to play; round: 1 to 10.

| optional field | meaning | when left out |
|---|---|---|
| `tokens=FW/FFWW` | power tokens Fire holds / Water holds (`-` for none) | `FFF/WWW`, as dealt |
| `moves=N` | moves left this turn | 3, or 4 with `w4` on Water's turn |
| `credit=N` | value left over from payments this turn | 0 |
| `used=F1F3` | abilities the seat to play used this turn | none |
| `entered=C4,E4` | puddle squares the wave entered this turn (Water only) | none |
| `w4` | Water's W4: on Water's turn in effect now, on Fire's turn bought for next turn | off |
| `puddle` | Water is choosing W2's puddle move (needs `used=W2`) | off |

Everything else follows from these: the supplies are the pieces not on the
board (16 terrain tiles, 3 flames, 3 puddles), the round tokens from the round
and the seat, F3's open charred squares and a W4 bought this turn from `used`.
A line that breaks a count or describes a finished game is refused with one
sentence saying why. Set-up and finished games have no position line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, TypedDict

from yamabushi.core.errors import NotationError, RulesError
from yamabushi.core.numbers import whole_number
from yamabushi.himizu.abilities import ability_code
from yamabushi.himizu.board import Board, ability_costs, board_for, himizu_data
from yamabushi.himizu.render import FIGURE_GLYPHS, TILE_GLYPHS
from yamabushi.himizu.state import (
    BASE_MOVES,
    FIRE,
    FLAME_FIGURES,
    POWER_TOKENS,
    PUDDLE_COUNT,
    PUDDLE_KINDS,
    PUDDLE_TILES,
    ROUNDS,
    SEATS,
    SPIRIT_LETTERS,
    TERRAIN,
    TERRAIN_TILES,
    WATER,
    Figure,
    HimizuState,
    initial_state,
    Phase,
    Tile,
)

SHRINE = "#"
_TILES = {glyph: tile for tile, glyph in TILE_GLYPHS.items()}
_FIGURES = {glyph: figure for figure, glyph in FIGURE_GLYPHS.items() if figure != Figure.NONE}
_CELL = re.compile(r"([.bcpPm#])([FW]?)")
_USED = re.compile(r"(?:[FW][1-4])+")
_DEALT = ((POWER_TOKENS, 0), (0, POWER_TOKENS))
_STANDS_ON = {
    Figure.FLAME: (Tile.NONE, *TERRAIN),
    Figure.WAVE: (Tile.NONE, *PUDDLE_KINDS, Tile.MUD),
}
"""Tiles each figure may stand on (rules/himizu.md, decision 5)."""


# -- squares: shared with the tests' diagrams ----------------------------------------
def read_squares(board: Board, rows: Sequence[str]) -> tuple[tuple[Tile, ...], tuple[Figure, ...]]:
    """Tiles and figures in reading order from one string of cells per row."""
    if len(rows) != board.rows:
        raise NotationError(f"Board {board.side} has {board.rows} rows, not {len(rows)}.")
    cells: list[tuple[str, str]] = []
    for number, row in enumerate(rows, start=1):
        found = _CELL.findall(row)
        if "".join(t + f for t, f in found) != row:
            raise NotationError(f"Row {number} {row!r} has a character that is no tile or figure glyph.")
        if len(found) != board.columns:
            raise NotationError(
                f"Row {number} {row!r} has {len(found)} squares, not {board.columns}; a figure follows its tile, as in '.F'."
            )
        cells += found
    for square, cell in enumerate(cells):
        shrine = square in board.shrines
        if cell[0] == SHRINE and not shrine or shrine and cell not in ((SHRINE, ""), (".", "")):
            where = "is the Shrine" if shrine else "is not the Shrine"
            raise NotationError(f"{board.name(square)} {where} on board {board.side}: write '#' exactly there.")
    tiles = tuple(Tile.NONE if t == SHRINE else _TILES[t] for t, _ in cells)
    figures = tuple(_FIGURES[f] if f else Figure.NONE for _, f in cells)
    return tiles, figures


_PIECES = (
    ("fire_tiles", TERRAIN_TILES, "terrain tiles"),
    ("fire_flames", FLAME_FIGURES, "flames"),
    ("water_puddles", PUDDLE_TILES, "puddle tiles (mud included)"),
)
"""Each supply's state field, how many pieces the game has, and their name."""


class Supplies(TypedDict):
    fire_tiles: int
    fire_flames: int
    water_puddles: int


def supplies(tiles: Sequence[Tile], figures: Sequence[Figure]) -> Supplies:
    """What is not on the board is in the supplies (below zero when a board shows too many)."""
    return Supplies(
        fire_tiles=TERRAIN_TILES - sum(t in TERRAIN for t in tiles),
        fire_flames=FLAME_FIGURES - figures.count(Figure.FLAME),
        water_puddles=PUDDLE_TILES - sum(PUDDLE_COUNT.get(t, 0) for t in tiles),
    )


# -- optional fields -----------------------------------------------------------------
def _count(name: str) -> Callable[[str, Board], int]:
    def read(value: str, board: Board) -> int:
        number = whole_number(value)
        if number is None:
            raise NotationError(f"{name}= takes a whole number, not {value[:20]!r}.")
        return number

    return read


def _read_tokens(value: str, board: Board) -> tuple[tuple[int, int], ...]:
    sides = value.upper().split("/")
    if len(sides) != 2 or not all(re.fullmatch(r"[FW]*|-", s) for s in sides):
        raise NotationError(
            f"tokens= is Fire's tokens / Water's tokens in F and W letters, as in FW/FFWW, not {value!r}."
        )
    held = tuple((s.count("F"), s.count("W")) for s in sides)
    if held[0][0] + held[1][0] != POWER_TOKENS or held[0][1] + held[1][1] != POWER_TOKENS:
        raise NotationError(
            f"tokens={value}: the spirits hold {POWER_TOKENS} F and {POWER_TOKENS} W tokens between them."
        )
    return held


def _write_tokens(held: tuple[tuple[int, int], ...]) -> str:
    return "/".join("F" * f + "W" * w or "-" for f, w in held)


def _read_used(value: str, board: Board) -> tuple[str, ...]:
    if not _USED.fullmatch(value.upper()):
        raise NotationError(f"used= lists ability codes such as F1F3, not {value!r}.")
    return tuple(re.findall(r"[FW][1-4]", value.upper()))


def _read_entered(value: str, board: Board) -> frozenset[int]:
    return frozenset(board.index(name) for name in value.split(","))


_OPTIONS: dict[str, Callable[[str, Board], Any]] = {
    "tokens": _read_tokens,
    "moves": _count("moves"),
    "credit": _count("credit"),
    "used": _read_used,
    "entered": _read_entered,
}
_FLAGS = ("w4", "puddle")


# -- reading -------------------------------------------------------------------------
def read_position(text: str) -> HimizuState:
    """The state a position line describes, on the board side the line names."""
    fields = text.split()
    if len(fields) < 4:
        raise NotationError(
            f"A Himizu position starts with 4 fields (side, squares, seat, round), not {len(fields)}: {text!r}."
        )
    start = _bare_board(fields[0])
    tiles, figures = read_squares(start.board, fields[1].split("/"))
    seat, round_number = _read_seat(fields[2]), _read_round(fields[3])
    extra = _read_extras(fields[4:], start.board)
    used = extra.get("used", ())
    w4 = "w4" in extra
    state = replace(
        start,
        tiles=tiles,
        figures=figures,
        phase=Phase.PUDDLE if "puddle" in extra else Phase.TURN,
        seat=seat,
        round=round_number,
        round_tokens=ROUNDS - round_number + (seat == FIRE),
        moves_left=extra.get("moves", BASE_MOVES + (w4 and seat == WATER)),
        used=frozenset(int(code[1]) for code in used),
        credit=extra.get("credit", 0),
        charred_open=seat == FIRE and "F3" in used,
        wave_boost=w4 and seat == WATER,
        wave_boost_next=w4 and seat == FIRE or "W4" in used and seat == WATER,
        entered=extra.get("entered", frozenset()),
        tokens=extra.get("tokens", _DEALT),
        **supplies(tiles, figures),
    )
    _check(state, used)
    return state


def _bare_board(word: str) -> HimizuState:
    """The opening state of the board side `word` names, before any tile is laid."""
    side, sides = word.upper(), tuple(himizu_data().boards)
    if side not in sides:
        raise NotationError(f"A Himizu position starts with the board side, {' or '.join(sides)}, not {word[:20]!r}.")
    return initial_state(board_for(side), ability_costs(side))


def _read_seat(word: str) -> int:
    names = [s.lower() for s in SEATS]
    if word.lower() not in names:
        raise NotationError(f"The seat to play is Fire or Water, not {word!r}.")
    return names.index(word.lower())


def _read_round(word: str) -> int:
    number = whole_number(word)
    if number is None or not 1 <= number <= ROUNDS:
        raise NotationError(f"The round is a number from 1 to {ROUNDS}, not {word[:20]!r}.")
    return number


def _read_extras(words: Sequence[str], board: Board) -> dict[str, Any]:
    extra: dict[str, Any] = {}
    for word in words:
        key, _, value = word.partition("=")
        key = key.lower()
        if key in _FLAGS and not value:
            extra[key] = True
        elif key in _OPTIONS and value:
            extra[key] = _OPTIONS[key](value, board)
        else:
            known = ", ".join([f"{k}=" for k in _OPTIONS] + list(_FLAGS))
            raise NotationError(f"{word!r} is no position field; the optional fields are {known}.")
    return extra


def _check(state: HimizuState, used: Sequence[str]) -> None:
    """The rules a position must already obey, each refusal one sentence."""
    problem = next((p for p in (rule(state, used) for rule in _CHECKS) if p), None)
    if problem:
        raise NotationError(problem)


def _pieces_conserved(state: HimizuState, used: Sequence[str]) -> str | None:
    for field, total, name in _PIECES:
        if getattr(state, field) < 0:
            return f"The board shows {total - getattr(state, field)} {name}; the game has {total}."
    return None


def _figures_on_their_tiles(state: HimizuState, used: Sequence[str]) -> str | None:
    for square, figure in enumerate(state.figures):
        if figure != Figure.NONE and state.tiles[square] not in _STANDS_ON[figure]:
            name = "flame" if figure == Figure.FLAME else "wave"
            return f"The {name} on {state.board.name(square)} stands on a tile it may never enter."
    return None


def _one_wave(state: HimizuState, used: Sequence[str]) -> str | None:
    waves = state.figures.count(Figure.WAVE)
    return None if waves == 1 else f"A position in play has the wave on the board once, not {waves} times."


def _game_not_over(state: HimizuState, used: Sequence[str]) -> str | None:
    if state.fire_tiles == 0:
        return f"All {TERRAIN_TILES} terrain tiles are on the board, so Fire has already won."
    if state.seat == FIRE and not state.squares_with(Figure.FLAME):
        return "Fire cannot be to play with no flame on the board: Water would already have won."
    if state.seat == WATER and state.round == ROUNDS:
        return f"Water never plays in round {ROUNDS}: the game ends with Fire's {ROUNDS}th turn."
    return None


def _turn_fields(state: HimizuState, used: Sequence[str]) -> str | None:
    letter = SPIRIT_LETTERS[state.seat]
    if any(code[0] != letter for code in used):
        return f"used= lists only the abilities of {SEATS[state.seat]}, the seat to play."
    if state.entered and state.seat != WATER:
        return "entered= belongs to Water's turn: only the wave enters puddles."
    if state.phase is Phase.PUDDLE and (state.seat != WATER or "W2" not in used):
        return "puddle (W2's puddle move) needs Water to play and used=W2."
    return None


_CHECKS = (_pieces_conserved, _figures_on_their_tiles, _one_wave, _game_not_over, _turn_fields)


# -- writing -------------------------------------------------------------------------
def position_text(state: HimizuState) -> str:
    """The position line of a state in play; read_position(position_text(s)) == s."""
    if state.phase not in (Phase.TURN, Phase.PUDDLE):
        raise RulesError("Only a game in play has a position line, not one in set-up or over.")
    board = state.board
    rows = ["".join(_cell(state, r * board.columns + c) for c in range(board.columns)) for r in range(board.rows)]
    words = [board.side, "/".join(rows), SEATS[state.seat], str(state.round)]
    boost = state.wave_boost if state.seat == WATER else state.wave_boost_next
    optional = {
        "tokens": _write_tokens(state.tokens) if state.tokens != _DEALT else "",
        "moves": str(state.moves_left) if state.moves_left != BASE_MOVES + state.wave_boost else "",
        "credit": str(state.credit) if state.credit else "",
        "used": "".join(ability_code(state.seat, n) for n in sorted(state.used)),
        "entered": ",".join(board.name(sq) for sq in sorted(state.entered)),
    }
    words += [f"{key}={value}" for key, value in optional.items() if value]
    words += [flag for flag, on in (("w4", boost), ("puddle", state.phase is Phase.PUDDLE)) if on]
    return " ".join(words)


def _cell(state: HimizuState, square: int) -> str:
    if square in state.board.shrines:
        return SHRINE
    return TILE_GLYPHS[state.tiles[square]] + FIGURE_GLYPHS[state.figures[square]].strip()
