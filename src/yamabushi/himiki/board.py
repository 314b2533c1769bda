"""The 5x6 board: square numbering, names and neighbour tables.

Squares are ints 0..29, `index = (row - 1) * 5 + col` with col 0..4 = A..E and
rows 1..6. "North" is towards row 1 and "east" towards column E, so the names
match a board printed with row 1 at the top and column A on the left. Rows 1-3
are the Dark half, rows 4-6 the Light half. Tables are built once at import so
move generation only indexes tuples.
"""

from __future__ import annotations

from yamabushi.core.errors import NotationError

COLUMNS = "ABCDE"
WIDTH = len(COLUMNS)
HEIGHT = 6
SQUARES = range(WIDTH * HEIGHT)

DIRECTIONS = ("N", "S", "W", "E")
"""Direction names, in the order every neighbour table lists them."""

_OFFSETS = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}


def square_at(col: int, row: int) -> int:
    """The square in column `col` (0 = A) and row `row` (1..6)."""
    return (row - 1) * WIDTH + col


def col_row(sq: int) -> tuple[int, int]:
    """(column 0..4, row 1..6) of a square."""
    return sq % WIDTH, sq // WIDTH + 1


def square_name(sq: int) -> str:
    """Column-then-row name, as every text format writes it: `C4`."""
    col, row = col_row(sq)
    return f"{COLUMNS[col]}{row}"


def parse_square(text: str) -> int:
    """Read `C4`, `c4` or the rulebook's row-first `4C`."""
    cleaned = text.strip().upper()
    if len(cleaned) == 2:
        letter, digit = (cleaned[0], cleaned[1]) if cleaned[0].isalpha() else (cleaned[1], cleaned[0])
        if letter in COLUMNS and digit in "123456":
            return square_at(COLUMNS.index(letter), int(digit))
    raise NotationError(f"{text.strip()!r} is not a square: use a column A-E and a row 1-6, like C4.")


def is_light(sq: int) -> bool:
    """True on the Light half (rows 4-6), where White sets up in 1v1."""
    return col_row(sq)[1] >= 4


def _step(sq: int, direction: str) -> int | None:
    col, row = col_row(sq)
    dc, dr = _OFFSETS[direction]
    col, row = col + dc, row + dr
    return square_at(col, row) if 0 <= col < WIDTH and 1 <= row <= HEIGHT else None


STEPS: tuple[tuple[tuple[str, int], ...], ...] = tuple(
    tuple((d, to) for d in DIRECTIONS if (to := _step(sq, d)) is not None) for sq in SQUARES
)
"""Per square: (direction, neighbour) pairs in DIRECTIONS order."""

NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(to for _, to in steps) for steps in STEPS)
"""Per square: its orthogonal neighbours (nothing is ever diagonal)."""

_DIRECTION_OF = {(sq, to): d for sq in SQUARES for d, to in STEPS[sq]}

STEP: dict[tuple[int, str], int] = {(sq, d): to for sq in SQUARES for d, to in STEPS[sq]}
"""(square, direction) -> the neighbour that way, for squares on the board."""


def two_away(sq: int, direction: str) -> tuple[int, int] | None:
    """(the square between, the square two steps away) in `direction`, if both are on the board."""
    mid = STEP.get((sq, direction))
    far = None if mid is None else STEP.get((mid, direction))
    return None if far is None else (mid, far)  # type: ignore[return-value]


WAY_NAMES = {"N": "north", "S": "south", "W": "west", "E": "east"}
"""A direction's letter (`direction`'s answer) in words."""


def direction(frm: int, to: int) -> str | None:
    """The direction from `frm` to an adjacent `to`, or None if they are not adjacent."""
    return _DIRECTION_OF.get((frm, to))


def is_adjacent(a: int, b: int) -> bool:
    return (a, b) in _DIRECTION_OF
