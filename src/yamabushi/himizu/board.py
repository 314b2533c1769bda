"""Board geometry and the data file that describes it.

The board sides and ability costs are reconstructions (RULINGS, "Himizu"), so
they live in `rules/data/himizu.toml`. This module validates that file with
pydantic and turns each side into a `Board`: plain tuples of neighbours and
flanking pairs, precomputed once, so the rules never do coordinate arithmetic
in the hot path.

Squares are integers in reading order: index = (row - 1) * columns + column,
with `A1` the top-left square, columns left to right and rows top to bottom.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, model_validator

from yamabushi.core.errors import NotationError
from yamabushi.data import load_data

_SQUARE = re.compile(r"([A-Za-z])([0-9]{1,2})")


def square_name(columns: int, index: int) -> str:
    row, column = divmod(index, columns)
    return f"{chr(ord('A') + column)}{row + 1}"


def parse_square(columns: int, rows: int, text: str) -> int | None:
    """Index of `text` on a columns×rows grid, or None when it names no square."""
    match = _SQUARE.fullmatch(text)
    if not match:
        return None
    column = ord(match[1].upper()) - ord("A")
    row = int(match[2]) - 1
    if not (0 <= column < columns and 0 <= row < rows):
        return None
    return row * columns + column


class AbilityCosts(BaseModel):
    """The cost of abilities 1-4 of each spirit, in power-token value."""

    model_config = ConfigDict(extra="forbid")

    fire: tuple[PositiveInt, PositiveInt, PositiveInt, PositiveInt]
    water: tuple[PositiveInt, PositiveInt, PositiveInt, PositiveInt]


class BoardSide(BaseModel):
    """One printed side of the board, as written in the data file.

    `costs`, when given, replaces the file's `[costs]` on this side only: a
    side's shape changes how strong each spirit is, and costs are how the
    balance between them is set (docs/strength.md).
    """

    model_config = ConfigDict(extra="forbid")

    description: str = ""
    columns: int = Field(ge=2, le=26)
    rows: int = Field(ge=2, le=99)
    shrines: list[str] = []
    costs: AbilityCosts | None = None

    @model_validator(mode="after")
    def _shrines_on_board(self) -> BoardSide:
        for name in self.shrines:
            if parse_square(self.columns, self.rows, name) is None:
                raise ValueError(f"shrine {name!r} is not a square of a {self.columns}x{self.rows} board")
        if len(set(self.shrines)) != len(self.shrines):
            raise ValueError("a shrine square is listed twice")
        if self.columns * self.rows - len(self.shrines) < 3:
            raise ValueError("the board needs at least 3 open squares for the set-up")
        return self


class HimizuData(BaseModel):
    """The whole `rules/data/himizu.toml`."""

    model_config = ConfigDict(extra="forbid")

    boards: dict[str, BoardSide] = Field(min_length=1)
    costs: AbilityCosts


@dataclass(frozen=True, slots=True)
class Board:
    """One board side with its adjacency precomputed.

    `names[sq]` is the square's name (`A1`). `neighbours[sq]` lists the open squares orthogonally next to `sq` in
    reading order (empty for a shrine). `flanks[sq]` lists the pairs of open
    squares on opposite sides of `sq` (left/right, above/below), which is all
    proliferation needs. `open_squares` excludes shrines.
    """

    side: str
    columns: int
    rows: int
    shrines: frozenset[int]
    open_squares: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]
    flanks: tuple[tuple[tuple[int, int], ...], ...]
    names: tuple[str, ...]

    @property
    def size(self) -> int:
        return self.columns * self.rows

    def name(self, square: int) -> str:
        return self.names[square]

    def index(self, text: str) -> int:
        """The square named `text`; NotationError names the board's range."""
        square = parse_square(self.columns, self.rows, text)
        if square is None:
            last = self.name(self.size - 1)
            raise NotationError(f"{text!r} is not a square of board {self.side} (A1 to {last}).")
        return square


def build_board(side: str, spec: BoardSide) -> Board:
    columns, rows = spec.columns, spec.rows
    shrines = frozenset(sq for name in spec.shrines if (sq := parse_square(columns, rows, name)) is not None)
    is_open = [sq not in shrines for sq in range(columns * rows)]

    def at(row: int, column: int) -> int | None:
        inside = 0 <= row < rows and 0 <= column < columns
        return row * columns + column if inside and is_open[row * columns + column] else None

    neighbours, flanks = [], []
    for sq in range(columns * rows):
        row, column = divmod(sq, columns)
        up, left, right, down = at(row - 1, column), at(row, column - 1), at(row, column + 1), at(row + 1, column)
        around = (up, left, right, down) if is_open[sq] else ()
        neighbours.append(tuple(n for n in around if n is not None))
        pairs = ((left, right), (up, down)) if is_open[sq] else ()
        flanks.append(tuple((a, b) for a, b in pairs if a is not None and b is not None))
    open_squares = tuple(sq for sq in range(columns * rows) if is_open[sq])
    names = tuple(square_name(columns, sq) for sq in range(columns * rows))
    return Board(side, columns, rows, shrines, open_squares, tuple(neighbours), tuple(flanks), names)


@cache
def himizu_data() -> HimizuData:
    """The validated data file, read once per process."""
    return load_data("himizu", HimizuData)


@cache
def board_for(side: str) -> Board:
    """The `Board` of a side named in the data file (one shared object per side)."""
    return build_board(side, himizu_data().boards[side])


def ability_costs(side: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Costs on board `side`, indexed [seat][ability - 1], seat 0 being Fire."""
    data = himizu_data()
    costs = data.boards[side].costs or data.costs
    return tuple(costs.fire), tuple(costs.water)
